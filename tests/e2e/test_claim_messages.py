"""End to end: claim messages Discord accepts and that ping only whom they mean to.

The largest campaign the bot allows (10 players, 200 areas, the longest names, every player
attacking all the areas its order editor offers) is revealed in several messages, each within
Discord's limits (the loopback refuses and records any request over them); and names typed by
users (`@everyone`, `<@id>`) never ping anyone.
"""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime

from bot.loopback.reading import button, text
from tests.claim.test_views import FACTION_NAME, PLAYERS, long_name
from tests.e2e.test_claim import db_rows, is_roll_panel, select_id, turn_panel

MAX_AREAS = 200
AREA_NAME = 60


def big_map_csv(factions: list[str]) -> bytes:
    """200 areas of 60 characters on a ring (each borders the next two), held in turn by the
    factions; the same map as the unit tests' largest campaign."""
    names = [long_name(f"A{n:03d}", AREA_NAME) for n in range(MAX_AREAS)]
    rows = ["name,owner,fortifications,buildings,borders"]
    for n, name in enumerate(names):
        near = ";".join(names[(n + k) % MAX_AREAS] for k in (1, 2))
        rows.append(f"{name},{factions[n % len(factions)]},20,{'x' * 60},{near}")
    return "\n".join(rows).encode()


def largest_orders(world) -> dict[int, dict]:
    """The unit tests' largest orders, on the areas as the bot stored them."""
    areas = dict(
        db_rows(world, "SELECT r.key, f.name FROM regions r JOIN factions f ON f.id = r.owner")
    )
    by_faction: dict[str, list[str]] = {}
    for key in sorted(areas):
        by_faction.setdefault(areas[key], []).append(key)
    factions = db_rows(world, "SELECT id, name FROM factions ORDER BY id")
    pool = [a for _, name in factions[:5] for a in by_faction[name][1:]]
    orders = {}
    for i, (faction_id, _) in enumerate(factions):
        if i < 5:
            other = factions[i ^ 1] if i < 4 else factions[0]
            orders[faction_id] = {"priority": "offence", "main_attack": by_faction[other[1]][0]}
        else:
            targets = pool[(i - 5) * 19 :][:25]
            orders[faction_id] = {
                "priority": "defence",
                "mass_assault": targets[:13],
                "further_attacks": targets[13:],
            }
    return orders


async def submit_orders(world, user, priority: str, target: str) -> None:
    """Priority and a main attack on the area `target` (a key), submitted."""
    lb = world.lb
    panel = await turn_panel(world)
    editor = (await lb.click(user, panel, button(panel, "My orders"))).message
    editor = (await lb.click(user, editor, button(editor, priority))).message
    editor = (await lb.select(user, editor, select_id(editor, "Main attack"), [target])).message
    done = await lb.click(user, editor, button(editor, "Submit"))
    assert "Submitted" in text(done.message), text(done.message)


async def test_the_largest_reveal_is_split_into_messages_discord_accepts(world):
    lb = world.lb
    gm = world.gm
    await lb.slash(gm, "campaign create", {"name": long_name("C", 60), "game": "claim"})
    users = [lb.add_user(f"player{i}") for i in range(PLAYERS)]
    factions = [long_name(f"F{i}", FACTION_NAME) for i in range(PLAYERS)]
    for user, faction in zip(users, factions, strict=True):
        joined = await lb.slash(user, "campaign join", {"faction": faction})
        assert not joined.ephemeral, joined.content
    imported = await lb.slash(gm, "claim area import", {"file": ("big.csv", big_map_csv(factions))})
    assert "200 areas added" in imported.content, imported.content
    too_many = await lb.slash(gm, "claim area add", {"name": "One more"})
    assert too_many.ephemeral and "200 areas" in too_many.content

    opened = await lb.slash(gm, "claim turn open")
    assert all(f"<@{u.id}>" in opened.content for u in users)
    editor = await lb.click(users[7], opened.message, button(opened.message, "My orders"))
    assert editor.ephemeral and "Mass assault" in str(editor.components)

    # every player's orders as the editor would have saved them, all submitted
    ((turn_id,),) = db_rows(world, "SELECT id FROM turns")
    now = datetime.now(UTC).isoformat()
    mark = lb.mark()
    with sqlite3.connect(world.db) as db:
        for faction_id, orders in largest_orders(world).items():
            db.execute(
                "INSERT INTO turn_orders (guild_id, turn_id, faction_id, orders, submitted_at,"
                " updated_at) VALUES (?, ?, ?, ?, ?, ?)",
                (world.guild.id, turn_id, faction_id, json.dumps(orders), now, now),
            )
    closed = await lb.slash(gm, "claim turn close")
    # the bot's clock (every 0.3 s here) closes a turn whose orders are all in: it may be first
    assert "closed by" in closed.content or "closed already" in closed.content, closed.content
    first_roll = await lb.wait_for_message(
        world.guild.general,
        is_roll_panel,
        since=mark,
        timeout=10,
    )
    parts = [
        m
        for m in lb.channel_messages(world.guild.general)
        if any("turn 1 —" in (e.get("title") or "") for e in m.get("embeds", []))
    ]
    assert len(parts) > 1
    for n, part in enumerate(parts, start=1):
        assert part["embeds"][-1]["footer"]["text"].endswith(f"{n}/{len(parts)}")
        assert int(part["id"]) < int(first_roll["id"])  # the reveal comes before the rolls
    shown = "\n".join(text(p) for p in parts)
    data = json.loads(db_rows(world, "SELECT data FROM turns")[0][0])
    rolls = data["plan"]["claim_rolls"]
    assert len(rolls) > 100
    assert all(f"**R{i + 1}** · " in shown for i in range(len(rolls)))
    assert data["posted"]["reveal"] == [int(p["id"]) for p in parts]
    # the first part pings the players of the fought battles, and only them
    fought = {p for b in data["plan"]["battles"] for p in b["participants"]}
    ids = dict(db_rows(world, "SELECT 'f' || id, user_id FROM factions"))
    assert {m["id"] for m in parts[0]["mentions"]} == {str(ids[p]) for p in fought}
    assert not lb.violations, lb.violations


async def test_names_typed_by_users_never_ping(world):
    lb = world.lb
    alice, bob, carol, gm = world.alice, world.bob, world.carol, world.gm
    role = lb.add_role("everyone-role")
    await lb.slash(
        gm, "campaign create", {"name": "@everyone <@&" + str(role.id) + ">", "game": "claim"}
    )
    await lb.slash(alice, "campaign join", {"faction": "@everyone"})
    await lb.slash(bob, "campaign join", {"faction": f"<@{carol.id}>"})
    csv = (
        "name,owner,borders\n"
        f"@here,@everyone,<@{carol.id}> land\n"
        f"<@{carol.id}> land,<@{carol.id}>,\n"
    ).encode()
    imported = await lb.slash(gm, "claim area import", {"file": ("pings.csv", csv)})
    assert "2 areas added" in imported.content, imported.content
    await lb.slash(gm, "claim turn open")
    # both attack each other: a fought battle, whose players are pinged
    await submit_orders(world, alice, "Offence", f"{carol.id}_land")
    mark = lb.mark()
    await submit_orders(world, bob, "Offence", "here")
    revealed = await lb.wait_for_message(
        world.guild.general, lambda m: "orders revealed" in text(m), since=mark
    )
    assert "@\u200beveryone" in text(revealed) and f"<@\u200b{carol.id}" in text(revealed)
    messages = lb.channel_messages(world.guild.general)
    for m in messages:
        assert not m["mention_everyone"] and not m["mention_roles"], text(m)
        assert str(carol.id) not in {u["id"] for u in m["mentions"]}, text(m)
    pinged = {u["id"] for u in revealed["mentions"]}
    assert pinged == {str(alice.id), str(bob.id)}
    panel = await turn_panel(world)
    assert f"<@\u200b{carol.id}" in text(panel) and f"<@{carol.id}>" not in text(panel)
    await lb.slash(gm, "claim turn status")
    await lb.slash(carol, "claim map")
    for m in lb.channel_messages(world.guild.general):
        assert not m["mention_everyone"] and not m["mention_roles"]
        assert str(carol.id) not in {u["id"] for u in m["mentions"]}


async def test_an_extra_battle_offer_pings_the_other_player_only(world):
    lb = world.lb
    alice, bob, carol, gm = world.alice, world.bob, world.carol, world.gm
    await lb.slash(gm, "campaign create", {"name": "Coast", "game": "claim"})
    await lb.slash(alice, "campaign join", {"faction": "@everyone"})
    await lb.slash(bob, "campaign join", {"faction": f"<@{carol.id}>"})
    csv = b"name,owner,borders\nNorth,@everyone,South\nSouth,,\n"
    csv = csv.replace(b"South,,", f"South,<@{carol.id}>,".encode())
    await lb.slash(gm, "claim area import", {"file": ("coast.csv", csv)})
    await lb.slash(gm, "claim turn open")
    mark = lb.mark()
    await lb.slash(gm, "claim turn close")  # nobody attacks: an extra battle is offered
    offer = await lb.wait_for_message(
        world.guild.general, lambda m: "Extra battles on offer" in text(m), since=mark
    )
    select = offer["components"][0]["components"][0]
    assert f"<@{carol.id}>" in select["placeholder"]  # plain text there: no mention possible
    proposed = await lb.select(alice, offer, select["custom_id"], ["0"])
    assert f"<@{bob.id}>" in proposed.content and "@\u200beveryone" in proposed.content
    message = lb.message(proposed.message_id)
    assert [u["id"] for u in message["mentions"]] == [str(bob.id)]
    assert not message["mention_everyone"]
    agreed = await lb.select(bob, offer, select["custom_id"], ["0"])
    message = lb.message(agreed.message_id)
    assert f"<@\u200b{carol.id}" in agreed.content
    assert [u["id"] for u in message["mentions"]] == [str(alice.id)]
