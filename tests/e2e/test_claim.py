"""End to end: a whole claim-campaign turn of three players through the loopback Discord.

The game master imports a map and gives RP; three players give secret orders with buttons and
selects (one restart of the bot in the middle); the turn closes when the last order is in; the
bot posts the classification, runs the claim roll with secret RP spending, a fought battle is
reported, and the map shows the result.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from datetime import UTC, datetime, timedelta

from bot.loopback.reading import button, buttons, select_id, text
from tests.records import ANSWERS

MAP = b"""
[[area]]
name = "Redhold"
owner = "Red"
borders = ["Hill", "Moor"]

[[area]]
name = "Hill"
owner = "Blue"
fortifications = 2
buildings = ["mine"]
borders = ["Greendale"]

[[area]]
name = "Bluefort"
owner = "Blue"
borders = ["Greendale"]

[[area]]
name = "Greendale"
owner = "Green"
borders = ["Moor"]

[[area]]
name = "Moor"
"""


def db_rows(world, sql: str, *params) -> list[tuple]:
    with sqlite3.connect(world.db) as db:
        return db.execute(sql, params).fetchall()


async def give_orders(world, user, priority: str, main_attack: str, *, submit: bool = True):
    """Open the order editor from the turn panel, choose, and (optionally) submit."""
    lb = world.lb
    panel = await turn_panel(world)
    editor = await lb.click(user, panel, button(panel, "My orders"))
    assert editor.ephemeral and "secret" in text(editor.message)
    shown = await lb.click(user, editor.message, button(editor.message, priority))
    assert priority in text(shown.message)
    shown = await lb.select(
        user, shown.message, select_id(shown.message, "Main attack"), [main_attack]
    )
    assert f"Main attack: {main_attack_name(main_attack)}" in text(shown.message)
    if submit:
        shown = await lb.click(user, shown.message, button(shown.message, "Submit"))
        assert "Submitted" in text(shown.message), text(shown.message)
    return shown


def is_roll_panel(message: dict) -> bool:
    """A claim roll's battle panel (not the placeholder posted before it)."""
    shown = text(message)
    return "⚔️ Claim campaign" in shown and "being set up" not in shown


def asks(message: dict) -> bool:
    """The panel still asks something: a component other than the 🔍 Verify button."""
    return any(
        c.get("type") != 2 or not (c.get("label") or "").startswith("Verify")
        for row in message.get("components", [])
        for c in row.get("components", [])
    )


def main_attack_name(key: str) -> str:
    return key.capitalize()


async def turn_panel(world) -> dict:
    """The latest turn's panel (its id is stored just after the reply is sent)."""
    for _ in range(100):
        (message_id,) = db_rows(world, "SELECT message_id FROM turns ORDER BY id DESC")[0]
        if message_id is not None:
            return world.lb.message(message_id)
        await asyncio.sleep(0.05)
    raise AssertionError("the turn panel was never stored")


def forge(world, message: dict, custom_id: str) -> None:
    """Make the loopback's copy of `message` carry one button with `custom_id`, as a client
    that sends made-up component ids would."""
    row = {"type": 1, "components": [{"type": 2, "style": 2, "label": "x", "custom_id": custom_id}]}
    world.lb.world.messages[int(message["id"])].data = {**message, "components": [row]}


async def spend_rp(world, panel_id: int, user, seat: str, rp: int) -> None:
    lb = world.lb
    panel = lb.message(panel_id)
    private = await lb.click(user, panel, button(panel, seat))
    assert private.ephemeral
    builder = private.message
    if rp:  # the spend is chosen in the builder's select, which answers at once
        locked = await lb.select(user, builder, select_id(builder, "Or choose: RP"), [str(rp)])
    else:
        locked = await lb.click(user, builder, button(builder, "Confirm"))
    assert "Locked in" in locked.content, locked.content


async def rolled_out(lb, channel, roll_id: int, attacker) -> tuple[dict, int]:
    """A claim roll whose RP are all in, rolled to its end: at each tie the attacker pays 1 RP
    to roll again (five times at most). Its panel then, and how many times it rolled again."""
    again = 0
    for _ in range(5):
        panel = await lb.wait_for_message(
            channel,
            lambda m: m["id"] == str(roll_id) and "choose" not in str(m["components"]),
            timeout=15,
        )
        if "Yes" not in str(panel["components"]):
            break
        await lb.click(attacker, panel, button(panel, "Yes"))
        again += 1
    return panel, again


async def test_a_turn_of_three_players(world):
    lb = world.lb
    alice, bob, carol, gm = world.alice, world.bob, world.carol, world.gm
    await lb.slash(gm, "campaign create", {"name": "Marches", "game": "claim"})
    for user, faction in ((alice, "Red"), (bob, "Blue"), (carol, "Green")):
        await lb.slash(user, "campaign join", {"faction": faction})

    refused = await lb.slash(alice, "claim area import", {"file": ("map.toml", MAP)})
    assert refused.ephemeral and "game master" in refused.content
    bad = await lb.slash(gm, "claim area import", {"file": ("map.toml", b"[[area]\nname=1")})
    assert bad.ephemeral and "Nothing imported" in bad.content
    imported = await lb.slash(gm, "claim area import", {"file": ("map.toml", MAP)})
    assert "5 areas added" in imported.content
    for faction, rp in (("Red", 3), ("Blue", 2), ("Green", 1)):
        await lb.slash(gm, "claim rp", {"faction": faction, "set": rp})

    opened = await lb.slash(gm, "claim turn open", {"deadline": "48h"})
    assert "<t:" in text(opened.message) and "My orders" in str(opened.components)
    assert all(f"<@{u.id}>" in opened.content for u in (alice, bob, carol))

    # Red attacks Blue's Hill with offence; Blue and Green attack each other (a fought battle),
    # so Blue has a battle to fight and Red's attack is settled by a claim roll.
    mark = lb.mark()
    await give_orders(world, alice, "Offence", "hill")
    panel = await lb.wait_for_message(world.guild.general, lambda m: "✅" in text(m), since=mark)
    assert "✅ **Red**" in text(panel) and "Hill" not in text(panel)  # submitted, still secret
    stranger = await lb.click(bob, panel, button(panel, "Close turn"))
    assert stranger.ephemeral and "game master" in stranger.content
    reminded = await lb.slash(gm, "claim turn remind")
    assert reminded.ephemeral and "Reminded 2" in reminded.content
    ping = lb.channel_messages(world.guild.general)[-1]["content"]
    assert "⏰" in ping and f"<@{bob.id}>" in ping and f"<@{alice.id}>" not in ping

    bob_editor = await give_orders(world, bob, "Defence", "greendale")
    (turn_id, red_id) = db_rows(
        world, "SELECT t.id, f.id FROM turns t, factions f WHERE f.name = 'Red'"
    )[0]
    forge(world, bob_editor.message, f"clo:{turn_id}:{red_id}:clr")  # alice's orders
    refused = await lb.click(bob, bob_editor.message, f"clo:{turn_id}:{red_id}:clr")
    assert refused.ephemeral and "another player's orders" in refused.content
    ((red_orders,),) = db_rows(world, "SELECT orders FROM turn_orders WHERE faction_id = ?", red_id)
    assert json.loads(red_orders)["main_attack"] == "hill"
    draft = await give_orders(world, carol, "Offence", "bluefort", submit=False)
    assert "Draft" in text(draft.message)
    assert db_rows(world, "SELECT status FROM turns")[0][0] == "open"

    # a restart in the middle of the turn loses no order, submitted or draft
    await lb.restart_bot()
    await lb.wait_ready(commands=True)
    panel = await turn_panel(world)
    editor = await lb.click(carol, panel, button(panel, "My orders"))
    assert "Offence" in text(editor.message) and "Main attack: Bluefort" in text(editor.message)
    assert "Draft" in text(editor.message)
    mark = lb.mark()
    done = await lb.click(carol, editor.message, button(editor.message, "Submit"))
    assert "Submitted" in text(done.message)

    # the last order closes the turn: orders revealed, battles classified
    revealed = await lb.wait_for_message(
        world.guild.general, lambda m: "orders revealed" in text(m), since=mark
    )
    shown = text(revealed)
    assert "Main attack: Hill" in shown and "Main attack: Greendale" in shown
    assert "**B1** · Bluefort, Greendale" in shown and "they attack each other" in shown
    assert "**R1** · Hill: Red → Blue (main attack)" in shown
    assert "(main attack) — not fought: Blue fights B1" in shown, "why it is a claim roll"
    assert "Blue defends Bluefort, Hill (battle B1)\n" in shown, "its attack is fought: no note"
    assert db_rows(world, "SELECT status FROM turns")[0][0] == "resolving"
    closed = await lb.wait_for_message(
        world.guild.general, lambda m: "Closed" in text(m), since=mark
    )
    assert not buttons(closed)  # the closed panel has no buttons left

    # the claim roll: both commit their RP in secret, then the dice
    roll_panel = await lb.wait_for_message(world.guild.general, is_roll_panel, since=mark)
    roll_id = int(roll_panel["id"])
    # Red holds 3 RP: its builder stops at 3, and a forged spend of 4 is refused
    private = await lb.click(alice, roll_panel, button(roll_panel, "Red"))
    ((battle_id,),) = db_rows(world, "SELECT id FROM battles")
    forge(world, private.message, f"sg:{battle_id}:0:attacker:cnt:ok.0.4")
    over = await lb.click(alice, private.message, f"sg:{battle_id}:0:attacker:cnt:ok.0.4")
    assert over.ephemeral and "not one of" in over.content
    assert db_rows(world, f"SELECT {ANSWERS} FROM battles") == [("[]",)]
    await spend_rp(world, roll_id, alice, "Red", 2)
    mark = lb.mark()
    await spend_rp(world, roll_id, bob, "Blue", 1)
    panel = await lb.wait_for_message(
        world.guild.general,
        lambda m: m["id"] == str(roll_id) and "choose" not in str(m["components"]),
        since=mark,
    )
    if "Yes" in str(panel["components"]):  # a tie: the attacker pays 1 RP to roll again
        await lb.click(alice, panel, button(panel, "Yes"))
        panel = lb.message(roll_id)
    assert not asks(panel) and ("takes Hill" in text(panel) or "keeps Hill" in text(panel))
    ((setup, outcome),) = db_rows(
        world, "SELECT setup, outcome FROM battles WHERE game = 'claim' AND status = 'finished'"
    )
    setup, outcome = json.loads(setup), json.loads(outcome)
    assert setup["rp"] == {"attacker": 3, "defender": 2} and setup["fortifications"] == 2
    spent = outcome["details"]["rp_spent"]
    rp = dict(db_rows(world, "SELECT name, json_extract(resources, '$.rp') FROM factions"))
    assert rp == {"Red": 3 - spent["attacker"], "Blue": 2 - spent["defender"], "Green": 1}
    ((owner, forts, built),) = db_rows(
        world,
        "SELECT f.name, json_extract(r.data, '$.fortifications'), json_extract(r.data,"
        " '$.buildings') FROM regions r JOIN factions f ON f.id = r.owner WHERE r.key = 'hill'",
    )
    if outcome["winner"] == "attacker":
        assert (owner, forts, built) == ("Red", 0, "[]")
    else:
        assert owner == "Blue" and forts == outcome["details"]["fortifications_after"] < 2
        assert built == '["mine"]'

    # the fought battle: only its players (or the GM) report it; Green wins and takes Bluefort
    outsider = await lb.slash(alice, "claim report", {"battle": "B1", "winner": "Green"})
    assert outsider.ephemeral and "Only the battle's players" in outsider.content
    wrong = await lb.slash(bob, "claim report", {"battle": "B1", "winner": "Red"})
    assert wrong.ephemeral and "did not fight" in wrong.content
    reported = await lb.slash(bob, "claim report", {"battle": "B1", "winner": "Green"})
    assert "Green** wins and takes Bluefort" in reported.content
    again = await lb.slash(carol, "claim report", {"battle": "B1", "winner": "Green"})
    assert again.ephemeral and "already" in again.content

    asked = await lb.slash(carol, "claim map")
    shown_map = text(asked.message)
    assert_png(world, asked.message, "map.png")  # the map as a picture, with the listing
    # and the turn's map with its attacks was posted once, after the reveal
    (turn_map,) = [
        m for m in lb.channel_messages(world.guild.general) if "this turn's attacks" in text(m)
    ]
    assert_png(world, turn_map, "map.png")
    green = shown_map[shown_map.index("Green") :]
    assert "Bluefort" in green.split("Red")[0]
    assert "Moor" in shown_map[shown_map.index("Unclaimed") :]

    # everything is resolved: the next turn may open
    second = await lb.slash(gm, "claim turn open")
    assert not second.ephemeral and "turn 2" in text(second.message)


async def test_claim_odds_are_exact_and_refuse_rp_where_none_may_be_spent(world):
    lb = world.lb
    plain = {"attacker_priority": "defence", "defender_priority": "offence", "attack": "further"}
    shown = text((await lb.slash(world.alice, "claim odds", {**plain, "reroll": False})).message)
    assert "**41.7%** (5/12)" in shown and "**16.7%** (1/6)" in shown  # 15/36 and 6/36
    rerolled = text((await lb.slash(world.alice, "claim odds", plain)).message)
    assert "(35/72)" in rerolled and "(1/36)" in rerolled  # 15/36 + 6/36 x 15/36; (6/36)²
    refused = await lb.slash(world.alice, "claim odds", {**plain, "attacker_rp": 1})
    assert refused.ephemeral and "main attack" in refused.content


async def test_reminders_and_the_deadline_close_the_turn_on_their_own(world):
    lb = world.lb
    alice, bob, gm = world.alice, world.bob, world.gm
    await lb.slash(gm, "campaign create", {"name": "Isles", "game": "claim"})
    await lb.slash(alice, "campaign join", {"faction": "Red"})
    await lb.slash(bob, "campaign join", {"faction": "Blue"})
    csv = b"name,owner,fortifications,buildings,borders\nNorth,Red,0,,South\nSouth,Blue,1,farm,\n"
    imported = await lb.slash(gm, "claim area import", {"file": ("isles.csv", csv)})
    assert "2 areas added" in imported.content
    await lb.slash(gm, "claim turn open", {"deadline": "2d"})
    await give_orders(world, alice, "Offence", "south")

    # the clock: both reminders are due at once (the turn "opened" 3 days ago): one ping
    now = datetime.now(UTC)
    mark = lb.mark()
    with sqlite3.connect(world.db) as db:
        db.execute(
            "UPDATE turns SET opened_at = ?, deadline = ?",
            ((now - timedelta(days=3)).isoformat(), (now + timedelta(minutes=30)).isoformat()),
        )
    ping = await lb.wait_for_message(world.guild.general, lambda m: "⏰" in text(m), since=mark)
    assert f"<@{bob.id}>" in ping["content"] and f"<@{alice.id}>" not in ping["content"]
    await asyncio.sleep(1.0)  # several ticks later: no second ping
    later = [m for m in lb.channel_messages(world.guild.general) if "⏰" in text(m)]
    assert len(later) == 1
    assert json.loads(db_rows(world, "SELECT data FROM turns")[0][0])["reminders"] == [0, 1]

    # the deadline passes: the turn closes by itself, Blue (no orders) holds
    mark = lb.mark()
    with sqlite3.connect(world.db) as db:
        db.execute("UPDATE turns SET deadline = ?", ((now - timedelta(minutes=1)).isoformat(),))
    revealed = await lb.wait_for_message(
        world.guild.general, lambda m: "orders revealed" in text(m), since=mark
    )
    assert "Blue gave no orders: defence priority." in text(revealed)
    assert "deadline has passed" in str([text(m) for m in lb.channel_messages(world.guild.general)])
    assert db_rows(world, "SELECT status, closed_by FROM turns") == [("resolving", None)]


async def test_players_without_a_battle_agree_on_an_extra_battle(world):
    lb = world.lb
    alice, bob, carol, gm = world.alice, world.bob, world.carol, world.gm
    await lb.slash(gm, "campaign create", {"name": "Coast", "game": "claim"})
    await lb.slash(alice, "campaign join", {"faction": "Red"})
    await lb.slash(bob, "campaign join", {"faction": "Blue"})
    csv = b"name,owner,borders\nNorth,Red,South;Reef\nSouth,Blue,Reef\nReef,,\n"
    await lb.slash(gm, "claim area import", {"file": ("coast.csv", csv)})
    await lb.slash(gm, "claim turn open")
    for user in (alice, bob):  # both hold: nobody attacks, so nobody has a battle
        panel = await turn_panel(world)
        editor = await lb.click(user, panel, button(panel, "My orders"))
        await lb.click(user, editor.message, button(editor.message, "Defence"))
    mark = lb.mark()
    closed = await lb.slash(gm, "claim turn close")
    assert "closed by" in closed.content
    offer = await lb.wait_for_message(
        world.guild.general, lambda m: "Extra battles on offer" in text(m), since=mark
    )
    revealed = text(lb.channel_messages(world.guild.general)[-2])
    assert "**E1** · Red & Blue: North (Red) ↔ South (Blue); unclaimed Reef" in revealed
    pick = offer["components"][0]["components"][0]["custom_id"]
    options = [o["label"] for o in offer["components"][0]["components"][0]["options"]]
    assert options == ["Fight over North (Red) ↔ South (Blue)", "Fight over unclaimed Reef"]

    outsider = await lb.select(carol, offer, pick, ["1"])
    assert outsider.ephemeral and "faction" in outsider.content
    proposed = await lb.select(alice, offer, pick, ["0"])
    assert "offers" in proposed.content and f"<@{bob.id}>" in proposed.content
    other = await lb.select(bob, offer, pick, ["1"])  # a different option: not agreed yet
    assert "offers" in other.content
    agreed = await lb.select(bob, offer, pick, ["0"])
    assert "E1 agreed" in agreed.content
    again = await lb.select(alice, offer, pick, ["1"])
    assert again.ephemeral and "agreed already" in again.content

    reported = await lb.slash(gm, "claim report", {"battle": "E1", "winner": "Red"})
    assert "**Red** wins and takes South" in reported.content
    owners = dict(
        db_rows(world, "SELECT r.key, f.name FROM regions r LEFT JOIN factions f ON f.id = r.owner")
    )
    assert owners == {"north": "Red", "south": "Red", "reef": None}


async def test_claim_rolls_run_one_after_another_a_cancelled_one_is_rolled_again_or_settled(
    world,
):
    lb = world.lb
    alice, bob, carol, gm = world.alice, world.bob, world.carol, world.gm
    await lb.slash(gm, "campaign create", {"name": "Ridge", "game": "claim"})
    for user, faction in ((alice, "Red"), (bob, "Blue"), (carol, "Green")):
        await lb.slash(user, "campaign join", {"faction": faction})
    csv = b"name,owner,borders\nRedhold,Red,Hill\nHill,Blue,Greendale\nGreendale,Green,\n"
    await lb.slash(gm, "claim area import", {"file": ("ridge.csv", csv)})
    await lb.slash(gm, "claim rules", {"rule2_shared_areas": False})
    await lb.slash(gm, "claim turn open")
    # Red (offence) and Green (defence) both attack Hill: one offence only, and (this campaign's
    # reading) rule 2 does not cover an area several attack, so claim rolls
    await give_orders(world, alice, "Offence", "hill")
    mark = lb.mark()
    await give_orders(world, carol, "Defence", "hill")
    await lb.slash(gm, "claim turn close")
    revealed = await lb.wait_for_message(
        world.guild.general, lambda m: "orders revealed" in text(m), since=mark
    )
    assert "**R1** · Hill: Red → Blue" in text(revealed)
    assert "**R2** · Hill: Green → Blue" in text(revealed)

    def roll_panels() -> list[dict]:
        return [m for m in lb.channel_messages(world.guild.general) if is_roll_panel(m)]

    await lb.wait_for_message(world.guild.general, is_roll_panel, since=mark)
    await asyncio.sleep(0.3)
    assert len(roll_panels()) == 1  # the second waits for the first
    early = await lb.slash(gm, "claim turn open")
    assert early.ephemeral and "claim rolls are not all done" in early.content
    assert "R1 (under way)" in early.content and "R2 (not rolled yet)" in early.content

    # a cancelled claim roll is not done: it goes back to be rolled, with a fresh battle
    mark = lb.mark()
    ((first_id,),) = db_rows(world, "SELECT id FROM battles")
    await lb.slash(gm, "battle cancel", {"battle": first_id})
    line = await lb.wait_for_message(
        world.guild.general, lambda m: "was cancelled, so it is not done" in text(m), since=mark
    )
    assert "R1 (Hill: Red → Blue)" in line["content"]
    again = await lb.wait_for_message(
        world.guild.general,
        lambda m: is_roll_panel(m) and "Red" in text(m) and asks(m),
        since=mark,
    )
    assert "claims **Hill** from **Blue**" in text(again)
    rows = db_rows(world, "SELECT id, status, origin FROM battles ORDER BY id")
    ((turn_id,),) = db_rows(world, "SELECT id FROM turns")
    assert [(s, o) for _, s, o in rows] == [
        ("cancelled", f"claim:{turn_id}:0:0"),
        ("active", f"claim:{turn_id}:0:1"),
    ]
    second_id = rows[1][0]
    status = text((await lb.slash(bob, "claim turn status")).message)
    assert "Claim rolls: 0/2 done" in status and "R1 (under way)" in status
    early = await lb.slash(gm, "claim turn open")
    assert early.ephemeral and "claim rolls are not all done" in early.content

    # only the game master settles a claim roll, and only one that exists
    refused = await lb.slash(alice, "claim turn settle", {"roll": "R1"})
    assert refused.ephemeral and "game master" in refused.content
    unknown = await lb.slash(gm, "claim turn settle", {"roll": "R9"})
    assert unknown.ephemeral and "no claim roll R9" in unknown.content
    choices = await lb.autocomplete(gm, "claim turn settle", "roll", "")
    assert [c["value"] for c in choices] == ["R1", "R2"]

    # settling R1 calls off its battle; R2 starts
    mark = lb.mark()
    settled = await lb.slash(gm, "claim turn settle", {"roll": "r1"})
    assert "R1 (Hill: Red → Blue) settled by" in settled.content
    assert f"Battle #{second_id} is called off" in settled.content
    second = await lb.wait_for_message(
        world.guild.general, lambda m: is_roll_panel(m) and "Green" in text(m), since=mark
    )
    assert "claims **Hill** from **Blue**" in text(second)
    assert db_rows(world, "SELECT status FROM battles WHERE id = ?", second_id) == [("cancelled",)]
    assert not asks(lb.message(again["id"]))  # the called-off panel shows it
    again_settle = await lb.slash(gm, "claim turn settle", {"roll": "R1"})
    assert again_settle.ephemeral and "settled already" in again_settle.content
    status = text((await lb.slash(bob, "claim turn status")).message)
    assert "Claim rolls: 1/2 done" in status

    # settling the last one ends the turn's claim rolls: the next turn may open
    mark = lb.mark()
    await lb.slash(gm, "claim turn settle", {"roll": "R2"})
    await lb.wait_for_message(
        world.guild.general, lambda m: "All claim rolls of turn 1 are done" in text(m), since=mark
    )
    status = text((await lb.slash(bob, "claim turn status")).message)
    assert "Claim rolls: 2/2 done" in status
    assert db_rows(world, "SELECT status FROM battles ORDER BY id")[-1] == ("cancelled",)
    opened = await lb.slash(gm, "claim turn open")
    assert not opened.ephemeral and "turn 2" in text(opened.message)
    done = [m for m in lb.channel_messages(world.guild.general) if "are done" in text(m)]
    assert len(done) == 1


def assert_png(world, message: dict, name: str) -> None:
    """The message carries the picture `name`: a valid PNG of a sensible size."""
    import io

    from PIL import Image

    (found,) = [a for a in message.get("attachments", []) if a["filename"] == name]
    data = world.lb.world.attachments[int(found["id"])]
    picture = Image.open(io.BytesIO(data))
    assert picture.format == "PNG" and 300 <= picture.width <= 1600 and picture.height >= 200
    assert len(data) < 1_000_000


async def test_the_game_master_draws_a_map_by_hand_with_borders_both_ways(world):
    lb, gm = world.lb, world.gm
    await lb.slash(gm, "campaign create", {"name": "Hand drawn", "game": "claim"})
    await lb.slash(gm, "claim area add", {"name": "Hill"})
    await lb.slash(gm, "claim area add", {"name": "Moor"})
    vale = await lb.slash(gm, "claim area add", {"name": "Vale", "borders": "Hill, Moor"})
    assert not vale.ephemeral and "Vale" in vale.content and "Hill" in vale.content

    def borders() -> dict[str, list[str]]:
        rows = db_rows(world, "SELECT key, data FROM regions")
        return {key: json.loads(data).get("borders", []) for key, data in rows}

    assert borders() == {"hill": ["vale"], "moor": ["vale"], "vale": ["hill", "moor"]}
    await lb.slash(gm, "claim area border", {"area": "hill", "other": "moor"})
    await lb.slash(gm, "claim area border", {"area": "vale", "other": "moor", "remove": True})
    assert borders() == {"hill": ["moor", "vale"], "moor": ["hill"], "vale": ["hill"]}
    unknown = await lb.slash(gm, "claim area add", {"name": "Fen", "borders": "Atlantis"})
    assert unknown.ephemeral and "Atlantis" in unknown.content
    assert "fen" not in borders()
