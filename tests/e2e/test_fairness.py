"""End to end: no take-backs after the dice, consent by buttons, one battle per Start, panels
repaired after failures and crashes, and no failed interaction while SQLite is slow."""

from __future__ import annotations

import asyncio
import json
import random
import re
import sqlite3
import threading

from bot.engine import replay
from bot.loopback.reading import button, buttons, text
from tests.demo.rules import RULESET
from tests.records import ANSWERS


def row(world, sql: str, *params) -> tuple:
    with sqlite3.connect(world.db) as db:
        return db.execute(sql, params).fetchone()


def answers(world, battle_id: int = 1) -> list[dict]:
    return json.loads(row(world, f"SELECT {ANSWERS} FROM battles WHERE id = ?", battle_id)[0])


def audit(world, action: str) -> list[dict]:
    with sqlite3.connect(world.db) as db:
        rows = db.execute(
            "SELECT payload FROM audit WHERE action = ? ORDER BY id", (action,)
        ).fetchall()
    return [json.loads(r[0]) for r in rows]


async def at_the_secret_choice(world) -> tuple[int, dict]:
    """A skirmish where alice mustered and bob picked the hill: both now choose in secret. The
    panel's id, and the panel."""
    lb = world.lb
    started = await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    panel_id = started.message_id
    await lb.click(world.alice, panel_id, button(lb.message(panel_id), "Confirm"))
    await lb.click(world.bob, panel_id, button(lb.message(panel_id), "Hill"))
    return panel_id, lb.message(panel_id)


async def scouted(world) -> int:
    """A skirmish with scouts: alice musters, bob picks the hill, the scouts' die is rolled."""
    lb = world.lb
    started = await lb.slash(
        world.alice, "demo skirmish", {"opponent": world.bob, "scouting": True}
    )
    panel_id = started.message_id
    await lb.click(world.alice, panel_id, button(lb.message(panel_id), "Confirm"))
    await lb.click(world.bob, panel_id, button(lb.message(panel_id), "Hill"))
    assert "Stand" in text(lb.message(panel_id))  # the defender is asked to stand firm
    return panel_id


def thread_text(world) -> str:
    (thread,) = world.lb.threads(world.guild.general)
    return "\n".join(m["content"] for m in world.lb.channel_messages(thread.id))


async def test_a_player_takes_back_an_answer_alone_only_while_nothing_was_revealed(world):
    lb = world.lb
    started = await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    panel_id = started.message_id
    await lb.click(world.alice, panel_id, button(lb.message(panel_id), "Confirm"))
    # bob may not take back alice's muster; alice may, nothing was revealed since
    theirs = await lb.slash(world.bob, "battle undo", {"battle": 1})
    assert not theirs.ephemeral and "asks to take back" in theirs.content
    assert answers(world) != []  # a request, not an undo
    mine = await lb.slash(world.alice, "battle undo", {"battle": 1})
    assert "took back" in mine.content and "nothing was revealed" in mine.content
    assert answers(world) == []
    # the lapsed request can no longer be granted
    lapsed = await lb.click(world.alice, theirs.message_id, button(theirs.message, "Agree"))
    assert "lapsed" in (lapsed.content or text(lb.message(theirs.message_id)))
    assert "Infantry" in str(lb.message(panel_id)["components"])  # the muster is asked again


async def test_after_the_dice_an_undo_needs_consent_and_meets_fresh_dice(world):
    lb = world.lb
    panel_id = await scouted(world)
    first = answers(world)[-1]

    # bob saw the scouts' die: he cannot take his ground back alone
    asked = await lb.slash(world.bob, "battle undo", {"battle": 1})
    assert not asked.ephemeral and f"<@{world.alice.id}>" in asked.content
    assert len(answers(world)) == 2
    stranger = await lb.click(world.carol, asked.message_id, button(asked.message, "Agree"))
    assert stranger.ephemeral and "not yours" in stranger.content
    cheat = await lb.click(world.bob, asked.message_id, button(asked.message, "Agree"))
    assert cheat.ephemeral and "not yours" in cheat.content
    refused = await lb.click(world.alice, asked.message_id, button(asked.message, "Refuse"))
    assert refused.type == 7 and "Refused" in text(lb.message(asked.message_id))
    assert not lb.message(asked.message_id).get("components")
    assert len(answers(world)) == 2

    # asked again, alice agrees: the answer is taken back, its die stays on record as undone
    again = await lb.slash(world.bob, "battle undo", {"battle": 1})
    granted = await lb.click(world.alice, again.message_id, button(again.message, "Agree"))
    assert "Granted" in text(lb.message(again.message_id))
    assert granted.type == 7
    assert len(answers(world)) == 1
    (undo,) = audit(world, "undo")
    assert undo["entropy"] == first["entropy"] and undo["rolls"][0]["purpose"] == "scouts"
    await lb.wait_for_message(lb.threads(world.guild.general)[0].id, lambda m: "~~" in m["content"])
    assert "took back" in thread_text(world) and "scouts" in thread_text(world)

    # answered again, the scouts' die comes from the new click's id
    redo = await lb.click(world.bob, panel_id, button(lb.message(panel_id), "Hill"))
    new = answers(world)[-1]
    assert new["entropy"] == str(redo.interaction_id) != first["entropy"]
    setup, seed, entropy = row(world, "SELECT setup, seed, entropy FROM battles WHERE id = 1")
    state = replay(RULESET, json.loads(setup), seed, answers(world), entropy=entropy)
    stale = replay(RULESET, json.loads(setup), seed, [*answers(world)[:-1], first], entropy=entropy)
    assert state.rolls[-1].purpose == "scouts" and stale.rolls[-1].to_dict() == undo["rolls"][0]
    lb.assert_clean()


async def test_the_game_master_undoes_after_the_dice_and_the_dice_are_fresh(world):
    lb = world.lb
    panel_id = await scouted(world)
    first = answers(world)[-1]
    before = len(lb.channel_messages(world.guild.general))
    done = await lb.slash(world.gm, "battle undo", {"battle": 1})
    assert "game master" in done.content and len(answers(world)) == 1
    # the panel itself asks for the ground again; no second panel was posted
    assert "Hill" in str(lb.message(panel_id)["components"])
    assert len(lb.channel_messages(world.guild.general)) == before + 1  # the announcement
    redo = await lb.click(world.bob, panel_id, button(lb.message(panel_id), "Hill"))
    assert answers(world)[-1]["entropy"] == str(redo.interaction_id) != first["entropy"]


async def test_cancel_alone_before_dice_and_only_with_the_other_side_after(world):
    lb = world.lb
    started = await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    gone = await lb.slash(world.bob, "battle cancel", {"battle": 1})
    assert "cancelled" in gone.content and "before any die" in gone.content
    assert row(world, "SELECT status FROM battles WHERE id = 1")[0] == "cancelled"
    assert "Cancelled" in text(lb.message(started.message_id))

    await scouted(world)  # battle 2: the scouts' die is out
    losing = await lb.slash(world.bob, "battle cancel", {"battle": 2})
    assert not losing.ephemeral and "asks to call off" in losing.content
    assert row(world, "SELECT status FROM battles WHERE id = 2")[0] == "active"
    stranger = await lb.slash(world.carol, "battle cancel", {"battle": 2})
    assert stranger.ephemeral and "Only the game master or a player" in stranger.content
    agreed = await lb.click(world.alice, losing.message_id, button(losing.message, "Agree"))
    assert agreed.type == 7
    assert row(world, "SELECT status FROM battles WHERE id = 2")[0] == "cancelled"


async def test_twenty_simultaneous_start_clicks_make_one_battle(world):
    lb = world.lb
    lobby = await lb.slash(world.alice, "soe battle", {"area": "india", "defender": world.bob})
    start = button(lobby.message, "Start")
    results = await asyncio.gather(
        *[lb.click(world.alice, lobby.message_id, start) for _ in range(20)]
    )
    assert row(world, "SELECT COUNT(*) FROM battles")[0] == 1
    assert sum(not r.ephemeral for r in results) == 1
    assert all("started" in (r.content or "") for r in results if r.ephemeral)
    assert not lb.failed_interactions


async def test_a_panel_that_failed_to_update_is_repaired(world):
    lb = world.lb
    started = await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    panel_id = started.message_id
    await lb.click(world.alice, panel_id, button(lb.message(panel_id), "Confirm"))
    panel = lb.message(panel_id)
    # bob's secret choice is answered in private; the public panel's edit fails once
    await lb.click(world.bob, panel_id, button(panel, "Hill"))
    panel = lb.message(panel_id)
    private = await lb.click(world.bob, panel, button(panel, "bob"))
    lb.arm_500("PATCH", rf"/channels/\d+/messages/{panel_id}$", count=1, status=403)
    await lb.click(world.bob, private.message, button(private.message, "Assault"))
    repaired = await lb.wait_for_message(
        world.guild.general, lambda m: m["id"] == str(panel_id) and "Chosen" in text(m), timeout=8
    )
    assert "bob: chosen" in str(repaired["components"])
    for _ in range(50):  # the repair records what the panel shows right after editing it
        shown = json.loads(row(world, "SELECT shown FROM battles WHERE id = 1")[0])
        if shown["panel"] == "3:active":
            break
        await asyncio.sleep(0.1)
    assert shown["panel"] == "3:active"
    assert any("will retry" in line for line in lb.bot_log().splitlines())


async def test_two_secret_choices_shown_out_of_order_end_showing_the_result(world):
    """Both sides choose in secret at nearly the same moment, the public panel's edit after the
    first choice held up (a 500, tried again a second later) while the second is given: the
    panel ends showing the result, not the first choice waiting for the second, and records
    so."""
    lb = world.lb
    panel_id, panel = await at_the_secret_choice(world)
    mine = await lb.click(world.alice, panel, button(panel, "alice"))
    theirs = await lb.click(world.bob, panel, button(panel, "bob"))
    edits = rf"/channels/\d+/messages/{panel_id}$"
    held = lb.arm_500("PATCH", edits, count=1)
    before = len(lb.requests)
    first = asyncio.ensure_future(
        lb.click(world.alice, mine.message, button(mine.message, "Assault"))
    )
    while len(answers(world)) < 3:
        await asyncio.sleep(0.01)
    await lb.click(world.bob, theirs.message, button(theirs.message, "Feint"))
    await first
    assert held.hits == 1
    for _ in range(100):  # alice's edit is tried again a second after it failed, then shown
        edited = [
            status
            for method, path, status in lb.requests[before:]
            if method == "PATCH" and re.search(edits, path) and status < 300
        ]
        now = lb.message(panel_id)
        if len(edited) >= 2 and not buttons(now):  # bob's and alice's, and what came after
            break
        await asyncio.sleep(0.05)
    result = text(now).lower()
    assert not buttons(now) and ("wins" in result or "draw" in result), result
    for _ in range(40):  # what a panel shows is written within a second
        shown = json.loads(row(world, "SELECT shown FROM battles WHERE id = 1")[0])
        if shown["panel"] == "4:finished":
            break
        await asyncio.sleep(0.05)
    assert shown["panel"] == "4:finished"


async def test_killed_at_random_points_every_panel_is_current_after_restart(world):
    lb = world.lb
    rng = random.Random(8)
    started = await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    panel_id = started.message_id
    # how long a click takes here, from sent to its answer stored (a battle of its own): the
    # kills fall anywhere in three times that, on a fast machine as on a loaded one
    timed = await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    loop = asyncio.get_running_loop()
    sent = loop.time()
    await lb.click(world.alice, timed.message_id, button(lb.message(timed.message_id), "Confirm"))
    while not answers(world, 2):
        assert loop.time() - sent < 10, "a click was not stored within 10 s"
        await asyncio.sleep(0.005)
    click_time = loop.time() - sent
    for _ in range(3):
        # whatever the panel asks now, answered as its player would, killed at a random moment
        labels = str(lb.message(panel_id)["components"])
        user, label = (world.alice, "Confirm") if "Confirm" in labels else (world.bob, "Hill")
        if "Hill" not in labels and "Confirm" not in labels:
            break
        click = asyncio.create_task(lb.click(user, panel_id, button(lb.message(panel_id), label)))
        await asyncio.sleep(rng.uniform(0.0, 3 * click_time))
        await lb.kill_bot()
        await asyncio.gather(click, return_exceptions=True)
        await world.start_bot()
        await _panel_is_current(world, panel_id)
    assert answers(world)  # at least one answer got through (Random(8): one kill at 2.9×)


async def _panel_is_current(world, panel_id: int) -> None:
    """The panel's buttons are for the stored battle's pending question (repaired if behind)."""
    setup, seed, entropy = row(world, "SELECT setup, seed, entropy FROM battles WHERE id = 1")
    state = replay(RULESET, json.loads(setup), seed, answers(world), entropy=entropy)

    def current(message: dict) -> bool:
        ids = [c["custom_id"] for r in message.get("components", []) for c in r["components"]]
        ids = [i for i in ids if not i.startswith("sgv:")]
        return bool(ids) and all(i.startswith(f"sg:1:{state.ask_seq}:") for i in ids)

    await world.lb.wait_for_message(
        world.guild.general, lambda m: m["id"] == str(panel_id) and current(m), timeout=8
    )


async def test_a_stalled_sqlite_writer_fails_no_interaction(world):
    lb = world.lb
    started = await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    panel_id = started.message_id
    locked, release = threading.Event(), threading.Event()

    def hold_the_write_lock() -> None:
        db = sqlite3.connect(world.db, timeout=10)
        db.execute("BEGIN IMMEDIATE")
        locked.set()
        release.wait(5)
        db.rollback()
        db.close()

    holder = threading.Thread(target=hold_the_write_lock)
    holder.start()
    await asyncio.to_thread(locked.wait)
    try:
        confirm = button(lb.message(panel_id), "Confirm")
        clicked, created = await asyncio.gather(
            lb.click(world.alice, panel_id, confirm, timeout=15),
            lb.slash(world.gm, "campaign create", {"name": "Slow", "game": "demo"}, timeout=15),
        )
    finally:
        release.set()
        await asyncio.to_thread(holder.join)
    # both were deferred while the database was busy, then answered: nothing failed
    assert clicked.type == 6 and created.type == 5
    assert not lb.failed_interactions
    assert len(answers(world)) == 1 and "Hill" in str(lb.message(panel_id)["components"])
    assert "Slow" in text(created.message)
    lb.assert_clean()


async def test_a_secret_choice_taken_back_stays_secret(world):
    lb = world.lb
    panel_id, panel = await at_the_secret_choice(world)
    private = await lb.click(world.alice, panel, button(panel, "alice"))
    await lb.click(world.alice, private.message, button(private.message, "Assault"))
    taken = await lb.slash(world.alice, "battle undo", {"battle": 1})  # nothing revealed yet
    assert "secret choice" in taken.content and "Assault" not in taken.content
    log = await lb.slash(world.bob, "battle log", {"battle": 1})
    shown = (log.content or "") + "".join(
        lb.world.attachments[int(a["id"])].decode()
        for a in log.message.get("attachments", [])
        if a["filename"].endswith((".txt", ".json"))
    )
    assert "took back" in shown and "assault" not in shown.lower()
