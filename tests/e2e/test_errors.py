"""End to end: errors that must neither lie nor crash, through the real bot and the loopback.

Every test ends with `lb.assert_clean()` (the `world` fixture): no traceback or ERROR line in
the bot's log, no failed interaction, no request Discord would refuse.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3

from bot.loopback.reading import button, buttons, pinged, text
from bot.store import Store
from cogs.campaign import shown

HUGE = 99_999_999_999_999_999_999  # 20 digits: beyond SQLite's (and Discord's) 64-bit ids


def rows(world, sql: str, params: tuple = ()) -> list[tuple]:
    with sqlite3.connect(world.db) as db:
        found = db.execute(sql, params).fetchall()
    db.close()
    return found


async def eventually(world, sql: str, params: tuple = (), timeout: float = 5.0) -> list[tuple]:
    """The rows once the query finds some with no NULL in them: the bot records a panel's
    message right after the reply that the test sees first."""
    for _ in range(int(timeout / 0.05)):
        found = rows(world, sql, params)
        if found and all(None not in row for row in found):
            return found
        await asyncio.sleep(0.05)
    raise AssertionError(f"never found: {sql} -> {rows(world, sql, params)}")


def resources(world) -> dict[str, dict]:
    return {
        name: json.loads(res) for name, res in rows(world, "SELECT name, resources FROM factions")
    }


def forge(world, message_id: int, component: dict) -> None:
    """The loopback's copy of a message carries one made-up component, as a client sending
    forged custom_ids would."""
    stored = world.lb.world.messages[int(message_id)]
    stored.data = {**stored.data, "components": [{"type": 1, "components": [component]}]}


async def soe_campaign(world, *, gold: int, factions: dict) -> None:
    """A Struggle of Empires campaign 'Empires' run by the gm: each (user, faction name) joins
    and gets `gold` and the units given in India."""
    lb = world.lb
    created = await lb.slash(world.gm, "campaign create", {"name": "Empires", "game": "soe"})
    assert not created.ephemeral, created.content
    for user, (name, units) in factions.items():
        joined = await lb.slash(user, "campaign join", {"faction": name})
        assert not joined.ephemeral, joined.content
        placed = await lb.slash(
            world.gm, "soe setup units", {"faction": name, "area": "india", **units}
        )
        assert not placed.ephemeral, placed.content
        paid = await lb.slash(world.gm, "soe setup faction", {"faction": name, "gold": gold})
        assert not paid.ephemeral, paid.content


# -- 1. never "nothing was changed" when something was --------------------------------------------


async def test_an_attack_decided_at_start_is_answered_with_its_result_and_shown_again(world):
    lb = world.lb
    await soe_campaign(world, gold=5, factions={world.alice: ("Britain", {"armies": 2})})

    # Armies only, against a neutral country: no choice to make, the dice decide at once.
    attack = await lb.slash(world.alice, "soe attack", {"area": "india", "neutral": "bengal"})
    assert not attack.ephemeral, attack.content
    shown = text(attack.message)
    assert "Something went wrong" not in shown and "nothing was changed" not in shown
    assert "Bengal" in shown and ("wins" in shown or "No winner" in shown)

    (battle,) = await eventually(
        world, "SELECT id, status, outcome, message_id, channel_id FROM battles"
    )
    battle_id, status, outcome, message_id, channel_id = battle
    assert status == "finished"
    assert message_id == attack.message_id  # the panel is recorded: nothing to retry
    assert channel_id == world.guild.general
    won_gold = json.loads(outcome)["resources"].get("attacker", {}).get("gold", 0)
    assert resources(world)["Britain"]["gold"] == 5 - 2 + won_gold  # charged once, paid once

    again = await lb.slash(world.alice, "battle show", {"battle": battle_id})
    assert not again.ephemeral, again.content
    assert "Bengal" in text(again.message) and "Something went wrong" not in text(again.message)
    assert not buttons(again.message)  # a finished battle has nothing to click but 🔍 Verify
    assert len(rows(world, "SELECT id FROM battles")) == 1


async def test_a_cancelled_battle_is_shown_as_cancelled(world):
    lb = world.lb
    lobby = await lb.slash(world.alice, "soe battle", {"area": "india", "defender": world.bob})
    started = await lb.click(world.alice, lobby.message_id, button(lobby.message, "Start"))
    assert not started.ephemeral, started.content
    ((battle_id,),) = rows(world, "SELECT id FROM battles")
    cancelled = await lb.slash(world.gm, "battle cancel", {"battle": battle_id})
    assert "cancel" in text(cancelled.message).lower(), cancelled.content
    assert rows(world, "SELECT status FROM battles") == [("cancelled",)]

    shown = await lb.slash(world.carol, "battle show", {"battle": battle_id})
    assert not shown.ephemeral, shown.content
    assert "cancelled" in text(shown.message).lower()
    assert "Something went wrong" not in text(shown.message)


async def test_a_panel_posted_again_as_an_answer_lands_ends_showing_the_answer(world):
    """`/battle show` and the click that answers the battle, at once (each trial starting them
    a little apart): whichever lands first, the panel the battle now has shows bob's turn, and
    the panel it replaced is a pointer without buttons, not brought back by the answer."""
    lb = world.lb
    for trial in range(4):
        lobby = await lb.slash(world.alice, "soe battle", {"area": "india", "defender": world.bob})
        started = await lb.click(world.alice, lobby.message_id, button(lobby.message, "Start"))
        first = lb.message(started.message_id)
        ((battle_id,),) = rows(
            world, "SELECT id FROM battles WHERE message_id = ?", (started.message_id,)
        )
        await asyncio.sleep(0.01 * trial)
        await asyncio.gather(
            lb.click(world.alice, first, button(first, "Confirm")),
            lb.slash(world.carol, "battle show", {"battle": battle_id}),
        )
        for _ in range(100):  # until both sides of the race are over
            ((message_id,),) = rows(
                world, "SELECT message_id FROM battles WHERE id = ?", (battle_id,)
            )
            now, before = lb.message(message_id), lb.message(started.message_id)
            moved = message_id != started.message_id and not buttons(before)
            if moved and pinged(now)[:1] == [world.bob.id]:
                break
            await asyncio.sleep(0.05)
        assert message_id != started.message_id, trial
        assert pinged(now)[:1] == [world.bob.id], (trial, text(now))
        assert not buttons(before) and "moved" in text(before), (trial, text(before))


async def test_two_panels_posted_again_at_once_leave_one_live(world):
    """Two players post a battle's panel again at the same moment (`/battle show`): the panel
    the battle records is the only one with buttons; the other two point to it."""
    lb = world.lb
    for trial in range(3):
        lobby = await lb.slash(world.alice, "soe battle", {"area": "india", "defender": world.bob})
        started = await lb.click(world.alice, lobby.message_id, button(lobby.message, "Start"))
        ((battle_id,),) = rows(
            world, "SELECT id FROM battles WHERE message_id = ?", (started.message_id,)
        )
        shows = await asyncio.gather(
            lb.slash(world.carol, "battle show", {"battle": battle_id}),
            lb.slash(world.bob, "battle show", {"battle": battle_id}),
        )
        panels = [started.message_id, *(s.message_id for s in shows)]
        for _ in range(100):  # until both moves are over
            ((message_id,),) = rows(
                world, "SELECT message_id FROM battles WHERE id = ?", (battle_id,)
            )
            live = [p for p in panels if buttons(lb.message(p))]
            if live == [message_id]:
                break
            await asyncio.sleep(0.05)
        assert live == [message_id], (trial, panels, live, message_id)
        for old in set(panels) - {message_id}:
            assert "moved" in text(lb.message(old)), (trial, text(lb.message(old)))
        assert pinged(lb.message(message_id))[:1] == [world.alice.id], trial


async def test_a_panel_behind_unrecorded_is_shown_again_at_the_first_click_on_it(world):
    """The panel shows an ask already answered, though recorded as current (its edits landed
    out of order, or failed unnoticed): the first click on it is told the question is decided,
    and the panel is shown again as the battle is."""
    lb = world.lb
    lobby = await lb.slash(world.alice, "soe battle", {"area": "india", "defender": world.bob})
    started = await lb.click(world.alice, lobby.message_id, button(lobby.message, "Start"))
    panel_id = started.message_id
    first = lb.message(panel_id)
    await lb.click(world.alice, first, button(first, "Confirm"))
    assert pinged(lb.message(panel_id))[:1] == [world.bob.id]
    for _ in range(40):  # what the panel shows is written within a second
        if rows(world, "SELECT shown FROM battles")[0][0].count("1:active"):
            break
        await asyncio.sleep(0.05)
    stored = lb.world.messages[panel_id]
    stored.data = {**stored.data, "content": first["content"], "embeds": first["embeds"]}
    stored.data["components"] = first["components"]  # alice's ask again, as an old edit would
    again = await lb.click(world.alice, panel_id, button(lb.message(panel_id), "Confirm"))
    assert again.ephemeral and "Already decided" in again.content, again.content
    await lb.wait_for_message(
        world.guild.general,
        lambda m: m["id"] == str(panel_id) and pinged(m)[:1] == [world.bob.id],
    )
    assert rows(world, "SELECT count(*) FROM battle_answers") == [(1,)]


async def test_an_answer_shown_after_its_undo_ends_showing_the_undo(world):
    """The panel's edit after an answer is held up (Discord answers 500, discord.py tries again a
    second later) while the answer is taken back: the panel ends showing the battle as it is
    (the undone ask, alice's turn again), not the answer taken back, and records so."""
    lb = world.lb
    lobby = await lb.slash(world.alice, "soe battle", {"area": "india", "defender": world.bob})
    started = await lb.click(world.alice, lobby.message_id, button(lobby.message, "Start"))
    panel = lb.message(started.message_id)
    ((battle_id,),) = rows(
        world, "SELECT id FROM battles WHERE message_id = ?", (started.message_id,)
    )
    held = lb.arm_500("PATCH", r"^/webhooks/\d+/[^/]+/messages/@original$")
    clicking = asyncio.ensure_future(lb.click(world.alice, panel, button(panel, "Confirm")))
    await eventually(world, "SELECT seq FROM battle_answers WHERE battle_id = ?", (battle_id,))
    await lb.slash(world.alice, "battle undo", {"battle": battle_id})
    assert rows(world, "SELECT count(*) FROM battle_answers WHERE battle_id = ?", (battle_id,)) == [
        (0,)
    ]
    await clicking
    assert held.hits == 1
    for _ in range(100):
        ((shown,),) = rows(world, "SELECT shown FROM battles WHERE id = ?", (battle_id,))
        now = lb.message(started.message_id)
        if json.loads(shown).get("panel") == "0:active" and pinged(now)[:1] == [world.alice.id]:
            break
        await asyncio.sleep(0.05)
    assert pinged(now)[:1] == [world.alice.id], text(now)
    assert json.loads(shown).get("panel") == "0:active", shown


# -- 2. short clear refusals ----------------------------------------------------------------------


async def test_lobby_start_after_a_player_left_the_server_is_refused(world):
    lb = world.lb
    lobby = await lb.slash(world.alice, "soe battle", {"area": "india", "defender": world.bob})
    select = next(
        c["custom_id"] for row in lobby.components for c in row["components"] if c["type"] == 5
    )
    await lb.select(world.alice, lobby.message_id, select, [world.carol])
    members = world.guild.members

    ally = members.pop(world.carol.id)  # the attacker's ally leaves
    panel = lb.message(lobby.message_id)
    refused = await lb.click(world.alice, panel, button(panel, "Start"))
    assert refused.ephemeral and "ally" in refused.content and "not a member" in refused.content
    members[world.carol.id] = ally

    members.pop(world.bob.id)  # the defender leaves
    refused = await lb.click(world.alice, panel, button(panel, "Start"))
    assert refused.ephemeral, refused.content
    assert "defender" in refused.content and "not a member" in refused.content
    assert rows(world, "SELECT id FROM battles") == []
    assert lb.message(lobby.message_id)["components"]  # the lobby is still there to call off


async def test_forged_lobby_ids_are_refused(world):
    lb = world.lb
    alice, bob = world.alice.id, world.bob.id
    lobby = await lb.slash(world.alice, "soe battle", {"area": "india", "defender": world.bob})
    stranger = 123_456_789_012_345_678  # a well-formed id nobody on the server has
    forged_buttons = [
        f"soelb:{alice}:p{bob}:atlantis:0:0:go",  # no such area
        f"soelb:{alice}:nnowhere:india:0:0:go",  # no such neutral country
        f"soelb:{alice}:p{HUGE}:india:0:0:go",  # 20 digits
        f"soelb:{alice}:p{bob}:india:{HUGE}:0:go",
        f"soelb:{alice}:nbengal:india:0:0:da",  # a defender's ally against a neutral
        f"soelb:{alice}:p{stranger}:india:0:0:go",  # nobody here
        f"soelb:{alice}:p{bob}:india:{stranger}:0:go",
    ]
    for custom_id in forged_buttons:
        forge(
            world, lobby.message_id, {"type": 2, "style": 2, "label": "x", "custom_id": custom_id}
        )
        r = await lb.click(world.alice, lobby.message_id, custom_id)
        assert r.ephemeral and r.content, custom_id
        assert len(r.content) < 200 and "went wrong" not in r.content, (custom_id, r.content)
    # a forged member select naming an unknown area used to crash while drawing the lobby
    custom_id = f"soels:{alice}:p{bob}:atlantis:0:0:aa"
    forge(world, lobby.message_id, {"type": 5, "custom_id": custom_id, "max_values": 1})
    r = await lb.select(world.alice, lobby.message_id, custom_id, [world.carol])
    assert r.ephemeral and "not one of" in r.content
    assert rows(world, "SELECT id FROM battles") == []


async def test_a_forged_form_is_refused_at_once_and_answers_nothing(world):
    """The bot sends one kind of form (a force's); a submission bearing any other custom_id —
    another item's, a battle button's, nonsense — is told so at once, and nothing is answered."""
    lb = world.lb
    lobby = await lb.slash(world.alice, "soe battle", {"area": "india", "defender": world.bob})
    started = await lb.click(world.alice, lobby.message_id, button(lobby.message, "Start"))
    panel = lb.message(started.message_id)
    for forged in ("sgv:1", "sg:1:0:attacker:cnt:set.0.1_0_0_0_0_0_0", "x" * 100):
        opened = await lb.click(world.alice, panel, button(panel, "Change"))
        opened.record.modal["custom_id"] = forged  # as a client sending its own would
        sent = await lb.submit_modal(world.alice, opened, {})
        assert sent.type == 4 and sent.ephemeral, (forged, sent.type)
        assert "not one of Strategos' forms" in sent.content, sent.content
    assert rows(world, "SELECT count(*) FROM battle_answers") == [(0,)]


async def test_a_component_of_another_type_than_its_message_shows_is_refused(world):
    """A select's event bearing a battle button's custom_id, and a button's bearing a battle
    select's, as only a forged client would send them (Discord sends the type the message
    holds): refused at once as a button not ours; nothing answered, nothing logged as an error."""
    lb = world.lb
    lobby = await lb.slash(world.alice, "soe battle", {"area": "india", "defender": world.bob})
    started = await lb.click(world.alice, lobby.message_id, button(lobby.message, "Start"))
    confirm = button(lb.message(started.message_id), "Confirm")
    options = [{"label": "1", "value": "1"}]
    forge(world, started.message_id, {"type": 3, "custom_id": confirm, "options": options})
    as_select = await lb.select(world.alice, started.message_id, confirm, ["1"])
    select_id = "sgs:" + confirm.partition(":")[2]
    forge(world, started.message_id, {"type": 2, "style": 2, "label": "x", "custom_id": select_id})
    as_button = await lb.click(world.alice, started.message_id, select_id)
    for refused in (as_select, as_button):
        assert refused.ephemeral and "not one of Strategos' battle buttons" in refused.content
    assert rows(world, "SELECT count(*) FROM battle_answers") == [(0,)]


async def test_twenty_digit_ids_find_nothing(world):
    lb = world.lb
    for command in ("battle show", "battle log", "battle undo", "battle cancel"):
        r = await lb.slash(world.gm, command, {"battle": HUGE})
        assert r.ephemeral and "no battle" in r.content.lower(), (command, r.content)
    # a battle button naming a 20-digit battle
    lobby = await lb.slash(world.alice, "soe battle", {"area": "india", "defender": world.bob})
    custom_id = f"sg:{HUGE}:0:attacker:pick:0"
    forge(world, lobby.message_id, {"type": 2, "style": 2, "label": "x", "custom_id": custom_id})
    r = await lb.click(world.alice, lobby.message_id, custom_id)
    assert r.ephemeral and "went wrong" not in r.content


async def test_invisible_names_are_refused(world):
    lb = world.lb
    for name in ("\u3000", "\u200b", "\u3000\u200d\u3000", "\u3164"):
        r = await lb.slash(world.gm, "campaign create", {"name": name, "game": "soe"})
        assert r.ephemeral and "visible character" in r.content, (name, r.content)
    assert rows(world, "SELECT id FROM campaigns") == []
    created = await lb.slash(
        world.gm, "campaign create", {"name": "\u3000Empires\u3000", "game": "soe"}
    )
    assert not created.ephemeral
    assert rows(world, "SELECT name FROM campaigns") == [("Empires",)]
    for name in ("\u3000", "\u2800\u200b"):
        r = await lb.slash(world.alice, "campaign join", {"faction": name})
        assert r.ephemeral and "visible character" in r.content, (name, r.content)
    assert rows(world, "SELECT id FROM factions") == []
    missing = await lb.slash(world.alice, "campaign status", {"campaign": "\u3000"})
    assert missing.ephemeral and "no campaign" in missing.content


async def test_two_attacks_at_once_with_gold_for_one_make_one_battle(world):
    lb = world.lb
    await soe_campaign(world, gold=2, factions={world.alice: ("Britain", {"armies": 20})})
    first, second = await asyncio.gather(
        # neither rewards gold: a won attack cannot pay for the other one
        lb.slash(world.alice, "soe attack", {"area": "india", "neutral": "mysore"}),
        lb.slash(world.alice, "soe attack", {"area": "india", "neutral": "maratha"}),
    )
    assert sorted([first.ephemeral, second.ephemeral]) == [False, True]
    refused = first if first.ephemeral else second
    assert "gold" in refused.content and "went wrong" not in refused.content
    assert len(rows(world, "SELECT id FROM battles")) == 1  # exactly one battle
    assert resources(world)["Britain"]["gold"] == 0  # charged once


# -- 3. user text never pings ---------------------------------------------------------------------


def all_messages(lb) -> list[dict]:
    channels = [lb.guild().general, *(t.id for t in lb.threads())]
    found = []
    for channel in channels:
        found += lb.channel_messages(channel)
        for message in lb.channel_messages(channel):
            found += lb.revisions(message)
    return found


async def called(lb, after: set[int]) -> list[int]:
    """Who the current call to act pings (a call of its own, or the last line of a step's
    message); a call not in `after` (the calls seen before the last click), waiting for it."""
    for _ in range(100):
        for channel in [*(t.id for t in lb.threads()), lb.guild().general]:
            for message in reversed(lb.channel_messages(channel)):
                new = int(message["id"]) not in after
                last = message["content"].rsplit("\n", 1)[-1]
                if new and last.startswith("➡️") and message["mentions"]:
                    after.add(int(message["id"]))
                    return [int(u["id"]) for u in message["mentions"]]
        await asyncio.sleep(0.05)
    raise AssertionError("nobody is called to act")


async def test_names_that_look_like_mentions_ping_nobody(world):
    lb = world.lb
    alice, bob, carol = world.alice, world.bob, world.carol
    sneaky = f"<@{bob.id}>"
    await soe_campaign(
        world,
        gold=5,
        factions={
            alice: (sneaky, {"armies": 2, "fleets": 1}),
            carol: ("@everyone", {"armies": 1, "fleets": 1}),
        },
    )
    attack = await lb.slash(alice, "soe attack", {"area": "india", "defender": "@everyone"})
    assert not attack.ephemeral, attack.content
    people = {alice.id: alice, carol.id: carol}
    seen: set[int] = set()
    for _ in range(20):  # play it out: each ask goes to the player it pings
        panel = lb.message(attack.message_id)
        if not buttons(panel):
            break
        (user_id,) = await called(lb, seen)
        labels = [b.get("label") or "" for b in buttons(panel)]
        label = next((w for w in ("Confirm", "Yes") if any(x.startswith(w) for x in labels)), None)
        custom_id = button(panel, label) if label else buttons(panel)[0]["custom_id"]
        r = await lb.click(people[user_id], attack.message_id, custom_id)
        assert not r.ephemeral, r.content
    assert rows(world, "SELECT status FROM battles") == [("finished",)]
    status = await lb.slash(bob, "campaign status", {})

    messages = all_messages(lb)
    assert len(messages) > 10 and any("@\u200beveryone" in text(m) for m in messages)
    for message in messages:
        assert message["mention_everyone"] is False, text(message)
        assert message["mention_roles"] == []
        pinged = {int(u["id"]) for u in message["mentions"]}
        assert pinged <= {alice.id, carol.id}, text(message)  # players asked to act, no one else
        assert sneaky not in text(message)  # shown as text, not as bob's mention
    assert f"<@\u200b{bob.id}>" in text(status.message)


# -- 5. the largest messages fit Discord's limits -------------------------------------------------


def embed_size(embed: dict) -> int:
    size = len(embed.get("title") or "") + len(embed.get("description") or "")
    size += len((embed.get("footer") or {}).get("text") or "")
    return size + sum(len(f["name"]) + len(f["value"]) for f in embed.get("fields") or [])


async def test_the_largest_campaign_status_fits_discords_limits(world):
    lb = world.lb
    store = await Store.open(world.db)  # a second writer on the bot's file, as a tool would be
    guild = world.guild.id
    try:
        campaigns = []
        for game, areas in (("soe", None), ("claim", 200)):
            campaign = await store.create_campaign(
                guild, game, f"{game} " + "C" * 56, gm_user_id=world.gm.id
            )
            factions = []
            for i in range(25):  # the most a campaign takes
                user = lb.add_user(f"player{game}{i}")
                name = f"{i:02d}*_<@{world.bob.id}>_" + "F" * 40
                factions.append(
                    await store.join_campaign(
                        guild, campaign.id, user.id, name[:40], resources={"gold": 999, "vp": 999}
                    )
                )
            if areas is None:  # every SoE area held by every faction
                from cogs.soe.rules import load_game_data

                keys = list(load_game_data().areas)
                for key in keys:
                    await store.upsert_region(
                        guild,
                        campaign.id,
                        key,
                        name=key.replace("_", " ").title(),
                        holdings={
                            f.id: {"armies": 20, "fleets": 20, "forts": 20, "control": 9}
                            for f in factions
                        },
                    )
            else:  # a claim map of 200 areas with the longest names, each owned
                for n in range(areas):
                    await store.upsert_region(
                        guild,
                        campaign.id,
                        f"area_{n:03d}",
                        name=f"Area {n:03d} " + "A" * 51,
                        owner=factions[n % len(factions)].id,
                    )
            campaigns.append((campaign, factions, keys if areas is None else areas))
    finally:
        await store.close()

    for campaign, factions, areas in campaigns:
        mark = lb.mark()
        r = await lb.slash(world.alice, "campaign status", {"campaign": campaign.name})
        assert not r.ephemeral
        last = f"Area {areas - 1:03d}" if isinstance(areas, int) else sorted(areas)[-1]
        last = last.replace("_", " ").title()
        await lb.wait_for_message(
            world.guild.general, lambda m, last=last: last in text(m), since=mark
        )
        posted = [
            lb.world.messages[e.message_id].data
            for e in lb.world.message_log[mark:]
            if e.kind != "delete"
        ]
        posted = list({m["id"]: m for m in posted}.values())
        assert len(posted) >= 2  # it does not fit one message: it is split, not cut
        everything = "\n".join(text(m) for m in posted)
        for message in posted:
            assert sum(embed_size(e) for e in message["embeds"]) <= 6000
            for embed in message["embeds"]:
                assert len(embed.get("fields") or []) <= 25
                assert all(len(f["value"]) <= 1024 for f in embed.get("fields") or [])
            assert not message["mentions"] and not message["mention_everyone"]
        for faction in factions:  # every faction, its name escaped
            assert shown(faction.name) in everything
        count = areas if isinstance(areas, int) else len(areas)
        assert f"Map ({count} areas)" in everything
        if isinstance(areas, int):
            assert all(f"Area {n:03d}" in everything for n in range(areas))
