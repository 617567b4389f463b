"""End to end: a battle's thread tells every step once, whatever is taken back.

Battles of the demo game are played by clicks picked at random (a fixed seed), with the game
master taking answers back now and then; after each action the thread's story is read. Each
answer adds its public events to the battle (a replay of the stored answers counts them): the
thread must tell exactly those, one line each, after it — an answer given anew after an undo
too, which the thread once took for told (the undone step had as many events)."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3

from bot.engine import replay
from bot.loopback.reading import buttons, pinged
from tests.demo.rules import RULESET
from tests.records import ANSWERS

SEED = 20261129
BATTLES = 3


def stored(world, battle_id: int) -> tuple[str, int, int]:
    """The battle's status, its answers, and how many public events they make (a replay)."""
    with sqlite3.connect(world.db) as db:
        status, answers, seed, setup, entropy = db.execute(
            f"SELECT status, {ANSWERS}, seed, setup, entropy FROM battles WHERE id = ?",
            (battle_id,),
        ).fetchone()
    answers = json.loads(answers)
    state = replay(RULESET, json.loads(setup), seed, answers, entropy=entropy)
    return status, len(answers), len(state.events_for(None))


def event_lines(lb, thread_id: int) -> list[str]:
    return [
        line
        for m in lb.channel_messages(thread_id)
        for line in m["content"].split("\n")
        if line.startswith(("• ", "🎲 "))
    ]


async def thread_of(world, battle_id: int) -> int:
    """The battle's thread, once it is open and recorded."""
    for _ in range(100):
        with sqlite3.connect(world.db) as db:
            (thread_id,) = db.execute(
                "SELECT thread_id FROM battles WHERE id = ?", (battle_id,)
            ).fetchone()
        if thread_id is not None:
            return thread_id
        await asyncio.sleep(0.03)
    raise AssertionError(f"battle #{battle_id} has no thread")


async def act(world, rng: random.Random, panel_id: int) -> bool:
    """One answer by whoever the panel asks, chosen at random; False once nothing is asked."""
    lb = world.lb
    people = {u.id: u for u in (world.alice, world.bob)}
    panel = lb.message(panel_id)
    enabled = [b for b in buttons(panel) if not b.get("disabled")]
    if not enabled:
        return False
    if enabled[0]["label"].endswith(": choose"):  # a secret choice, on a private panel
        seat = rng.choice(enabled)
        user = world.alice if seat["label"].startswith("alice") else world.bob
        private = await lb.click(user, panel_id, seat["custom_id"])
        choice = rng.choice(buttons(private.message))
        await lb.click(user, private.message, choice["custom_id"])
        return True
    choices = [b for b in enabled if b["label"] != "Change"]  # the form: tested elsewhere
    clicked = await lb.click(people[pinged(panel)[0]], panel_id, rng.choice(choices)["custom_id"])
    assert not clicked.ephemeral, clicked.content
    return True


async def settled(world, thread_id: int, lines: int) -> list[str]:
    """The thread's event lines once there are `lines` of them (and a moment more)."""
    for _ in range(100):
        if len(event_lines(world.lb, thread_id)) >= lines:
            break
        await asyncio.sleep(0.03)
    await asyncio.sleep(0.1)
    return event_lines(world.lb, thread_id)


async def test_every_step_is_told_once_through_undos(world):
    lb, rng = world.lb, random.Random(SEED)
    undos = 0
    for number in range(1, BATTLES + 1):
        started = await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
        panel_id = started.message_id
        thread_id = await thread_of(world, number)
        expected, told = 0, stored(world, number)[2]
        for _ in range(40):
            status, answers, before = stored(world, number)
            if status != "active":
                break
            if answers and rng.random() < 0.3:
                mark = lb.mark()
                undone = await lb.slash(world.gm, "battle undo", {"battle": number})
                assert "took back" in undone.content, undone.content
                undos += 1
                await lb.wait_for_message(
                    thread_id, lambda m: m["content"].startswith("↩️"), since=mark
                )
                continue
            assert await act(world, rng, panel_id)
            status, _, after = stored(world, number)
            expected += after - before
            lines = await settled(world, thread_id, told + expected)
            assert len(lines) == told + expected, (number, lines)
        assert status == "finished"
    assert undos >= 3  # the seed takes answers back, and gives them anew
    lb.assert_clean()
