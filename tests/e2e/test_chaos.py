"""Chaos through the loopback Discord: several Struggle of Empires battles clicked at once by
their players, their allies, a game master and a stranger — the right button and the wrong one,
the same click twice at once, forms filled with sense and with nonsense, the panel posted again
(`/battle show`) — and the bot killed in the middle of a burst and started again. Whatever the
order things happen in, every click is answered (none fails, none crashes the bot), no answer is
stored twice or lost once stored, every battle's record replays to the outcome it stored, and
its panel ends showing it (a panel it replaced, none of its buttons left).

A fixed seed picks who clicks what; the interleaving is the machine's. For a longer search:
`CHAOS_SEED=7 CHAOS_ROUNDS=40 CHAOS_BATTLES=20 pytest tests/e2e/test_chaos.py`."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import sqlite3
from collections import Counter
from typing import Any

import pytest

from bot.engine import replay
from bot.loopback.harness import BotExited
from bot.loopback.reading import button, buttons, pinged, text
from cogs.soe.rules import RULESET
from tests.e2e.test_soe import play_by_clicks
from tests.records import ANSWERS

SEED = int(os.environ.get("CHAOS_SEED", "20261129"))
ROUNDS = int(os.environ.get("CHAOS_ROUNDS", "16"))
BATTLES = int(os.environ.get("CHAOS_BATTLES", "8"))
"""Rounds of clicks (the bot is killed in the middle one), and battles started in all."""
TABLES = 3
"""Battles played at once."""
BURST = 8
"""Clicks sent at once in a round."""
SHOW = 0.25
"""The chance a round also posts a battle's panel again (/battle show)."""
AREAS = ["india", "german_states", "caribbean", "baltic", "africa"]
NONSENSE = ["0", "1", "2", "3", "-1", "99999", "two", " ", "1.5", "<@1>", "٣"]


async def open_battle(world, rng: random.Random, people: list) -> int:
    """A quick battle between two of the players, with an ally on each side half the time."""
    lb = world.lb
    attacker, defender, *allies = rng.sample(people, 4)
    area = rng.choice(AREAS)
    lobby = await lb.slash(attacker, "soe battle", {"area": area, "defender": defender})
    assert not lobby.ephemeral, lobby.content
    if rng.random() < 0.5:
        for index, (side, ally) in enumerate(zip((attacker, defender), allies, strict=True)):
            shown = lb.message(lobby.message_id)
            member_selects = [
                c["custom_id"]
                for r in shown["components"]
                for c in r["components"]
                if c["type"] == 5
            ]
            await lb.select(side, shown, member_selects[index], [ally])
    shown = lb.message(lobby.message_id)
    started = await lb.click(attacker, shown, button(shown, "Start"))
    return started.message_id


def playing(lb, panels: dict[int, int]) -> list[int]:
    """The panels (of `panels`: panel -> its battle) with a button to press."""
    return [p for p in panels if any(not b.get("disabled") for b in buttons(lb.message(p)))]


def form_nonsense(modal: dict[str, Any], rng: random.Random) -> dict[str, str]:
    """Every input of a form filled with a number, a wrong number or no number at all (within
    the lengths Discord's form lets a player type)."""
    values = {}
    for comp in modal.get("components", []):
        field = comp.get("component") or {}
        if comp.get("type") == 18 and field.get("type") == 4:
            if field.get("style") == 2:  # the box of "label: n" lines
                lines = (field.get("value") or "").splitlines()
                values[field["custom_id"]] = "\n".join(
                    f"{line.rpartition(':')[0]}: {rng.choice(NONSENSE)}" for line in lines
                )
            else:
                values[field["custom_id"]] = rng.choice(NONSENSE)
            values[field["custom_id"]] = values[field["custom_id"]][: field.get("max_length")]
    return values


async def click_somewhere(world, rng: random.Random, panels: list[int], people: list) -> None:
    """One player's click on a battle's panel: any enabled button, the pinged player's more
    often than not; a form it opens is sent filled with sense or nonsense, or left closed."""
    lb = world.lb
    if not panels:
        return
    panel = lb.message(rng.choice(panels))
    enabled = [b for b in buttons(panel) if not b.get("disabled")]
    if not enabled:
        return
    asked = [p for p in people if p.id in pinged(panel)]
    user = rng.choice(asked) if asked and rng.random() < 0.6 else rng.choice(people)
    result = await lb.click(user, panel, rng.choice(enabled)["custom_id"])
    if result.modal is not None and rng.random() < 0.8:
        await lb.submit_modal(user, result, form_nonsense(result.modal, rng))


def battle_of(world, panel_id: int) -> int:
    with sqlite3.connect(world.db) as db:
        (battle_id,) = db.execute(
            "SELECT id FROM battles WHERE message_id = ?", (panel_id,)
        ).fetchone()  # recorded before the lobby became the panel
    return battle_id


async def show_again(
    world, rng: random.Random, tables: list[int], panels: dict[int, int], people: list
) -> None:
    """Someone posts a battle's panel again (`/battle show`), in the middle of the clicks on the
    one it replaces: the new panel is played on from then on."""
    if tables:
        battle_id = panels[rng.choice(tables)]
        shown = await world.lb.slash(rng.choice(people), "battle show", {"battle": battle_id})
        if shown.message_id is not None and not shown.ephemeral:
            panels[shown.message_id] = battle_id


async def take_back_or_call_off(
    world, rng: random.Random, tables: list[int], panels: dict[int, int], people: list
) -> None:
    """Someone asks to take back the last answer of a battle (alone while nothing was revealed
    since, else with the others' consent) or to call it off — a player, the game master or a
    stranger; and someone answers a consent request still open, whoever they are."""
    lb = world.lb
    if tables:
        command = "battle cancel" if rng.random() < 0.2 else "battle undo"
        battle_id = panels[rng.choice(tables)]
        await lb.slash(rng.choice(people), command, {"battle": battle_id})
    requests = [
        m
        for m in lb.channel_messages(world.guild.general)[-30:]
        if any(b.get("label") in ("Agree", "Refuse") for b in buttons(m))
    ]
    if requests:
        request = rng.choice(requests)
        choice = rng.choice([b for b in buttons(request) if not b.get("disabled")])
        await lb.click(rng.choice(people), request, choice["custom_id"])


async def burst(world, rng: random.Random, panels: dict[int, int], people: list) -> list[Any]:
    tables = playing(world.lb, panels)
    clicks = [
        click_somewhere(world, random.Random(rng.random()), tables, people) for _ in range(BURST)
    ]
    if rng.random() < 0.5:
        clicks.append(
            take_back_or_call_off(world, random.Random(rng.random()), tables, panels, people)
        )
    if rng.random() < SHOW:
        clicks.append(show_again(world, random.Random(rng.random()), tables, panels, people))
    return await asyncio.gather(*clicks, return_exceptions=True)


async def settle(world, panels: dict[int, int]) -> dict[int, int]:
    """Wait for the bot to show every battle as stored: each battle's panel recorded as showing
    its state, and every panel it replaced retired (no button left). Returns each battle's
    panel. (A click's answer on a panel replaced meanwhile is shown on the new panel just after
    the click's own reply: played on at once, that panel could still show the step before.)"""
    lb = world.lb

    def unsettled() -> tuple[dict[int, int], list[str]]:
        with sqlite3.connect(world.db) as db:
            rows = db.execute(
                "SELECT id, message_id, shown, status,"
                " (SELECT count(*) FROM battle_answers AS a WHERE a.battle_id = battles.id)"
                " FROM battles WHERE game = 'soe'"
            ).fetchall()
        now = {battle_id: message_id for battle_id, message_id, *_ in rows}
        behind = [
            f"battle {battle_id} shows {shown} at {count}:{status}"
            for battle_id, _, shown, status, count in rows
            if json.loads(shown or "{}").get("panel") != f"{count}:{status}"
        ]
        live = [
            f"battle {battle_id}'s replaced panel {p} has buttons"
            for p, battle_id in panels.items()
            if p != now[battle_id] and buttons(lb.message(p))
        ]
        return now, behind + live

    for _ in range(200):
        now, problems = unsettled()
        if not problems:
            return now
        await asyncio.sleep(0.05)
    raise AssertionError(f"the panels did not settle in 10 s: {problems}")


def settled(outcomes: list[Any]) -> None:
    """A click either went through or found its component gone (a concurrent click changed the
    panel first: Discord would not send it either); nothing else is acceptable."""
    for outcome in outcomes:
        if isinstance(outcome, LookupError | ValueError) and "component" in str(outcome):
            continue  # the loopback refused to send a click on a component no longer there
        if isinstance(outcome, BaseException):
            raise outcome


@pytest.mark.parametrize("kill", [signal.SIGKILL, signal.SIGTERM], ids=["SIGKILL", "SIGTERM"])
async def test_clicks_from_everyone_at_once_and_a_kill_lose_nothing_and_double_nothing(world, kill):
    """SIGKILL: a crash; SIGTERM: a service manager's stop (the bot writes what its last clicks
    showed first, bot/__main__.py), which must fail no click under way either."""
    lb = world.lb
    rng = random.Random(SEED)
    dave, erin = lb.add_user("dave"), lb.add_user("erin")
    people = [world.alice, world.bob, world.carol, world.gm, dave, erin]
    panels: dict[int, int] = {}  # every panel posted, and its battle
    for round_number in range(ROUNDS):
        while len(playing(lb, panels)) < TABLES and len(set(panels.values())) < BATTLES:
            panel_id = await open_battle(world, rng, people)
            panels[panel_id] = battle_of(world, panel_id)
        if round_number == ROUNDS // 2:  # killed mid-burst, started again
            before = len(lb.world.interactions)
            clicking = asyncio.ensure_future(burst(world, rng, panels, people))
            for _ in range(500):  # killed as soon as the burst's first click is acknowledged
                if any(r.acknowledged for r in list(lb.world.interactions.values())[before:]):
                    break
                await asyncio.sleep(0.001)
            await lb.kill_bot(kill)
            for outcome in await clicking:  # cut short by the kill, or through before it
                if not isinstance(outcome, BotExited | TimeoutError):
                    settled([outcome])
            await lb.restart_bot()
            await lb.wait_ready()
            continue
        settled(await burst(world, rng, panels, people))

    by_id = {p.id: p for p in people}
    current = await settle(world, panels)
    for panel_id in current.values():
        await play_by_clicks(world, panel_id, by_id)

    records = list(lb.world.interactions.values())
    assert all(r.acknowledged or r.lost_in_crash for r in records), [
        r.describe() for r in records if not (r.acknowledged or r.lost_in_crash)
    ]
    lb.assert_clean()

    with sqlite3.connect(world.db) as db:
        battles = db.execute(
            f"SELECT id, status, {ANSWERS}, outcome, seed, setup, entropy, message_id"
            " FROM battles WHERE game = 'soe' ORDER BY id"
        ).fetchall()
        audit = db.execute(
            "SELECT battle_id, seq, action FROM audit WHERE action IN ('answer', 'undo')"
        ).fetchall()
    assert len(battles) == len(set(panels.values()))
    ended = Counter(status for _, status, *_ in battles)
    assert set(ended) <= {"finished", "cancelled"} and ended["finished"], ended
    for battle_id, status, answers, outcome, seed, setup, entropy, message_id in battles:
        answers = json.loads(answers)
        assert [a["seq"] for a in answers] == list(range(len(answers)))
        # each answer stored once: given, then taken back or kept
        given = Counter(seq for b, seq, action in audit if b == battle_id and action == "answer")
        undone = Counter(seq for b, seq, action in audit if b == battle_id and action == "undo")
        kept = {seq: given[seq] - undone[seq] for seq in given}
        assert kept == dict.fromkeys(range(len(answers)), 1) | {
            seq: 0 for seq in given if seq >= len(answers)
        }, (battle_id, given, undone)
        panel = await lb.wait_for_message(
            world.guild.general, lambda m, i=message_id: m["id"] == str(i) and not buttons(m)
        )
        if status == "cancelled":
            assert outcome is None and "cancelled" in text(panel), text(panel)
            continue
        again = replay(RULESET, json.loads(setup), seed, answers, entropy=entropy)
        assert json.loads(outcome) == again.outcome.to_dict()
        assert "wins" in text(panel) or "draw" in text(panel).lower(), text(panel)
