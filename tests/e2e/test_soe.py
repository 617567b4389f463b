"""End to end: a Struggle of Empires quick battle with one ally per side, played by clicks."""

from __future__ import annotations

import json
import re
import sqlite3

from bot.engine import replay
from cogs.soe.rules import RULESET
from tests.e2e.helpers import button, buttons, text, unit_button


def pinged(message: dict) -> list[int]:
    return [int(m) for m in re.findall(r"<@(\d+)>", message.get("content") or "")]


async def play_by_clicks(world, panel_id: int, people: dict[int, object]) -> list[str]:
    """Answer every ask as the pinged player would: muster some units, join, fight, confirm."""
    lb = world.lb
    seen: list[str] = []
    for _ in range(40):
        panel = lb.message(panel_id)
        if not panel.get("components"):
            return seen
        (user_id,) = pinged(panel)[:1]
        user = people[user_id]
        labels = [b.get("label") or "" for b in buttons(panel)]
        seen.append(" | ".join(labels))
        if any(label.startswith("Armies:") for label in labels):
            for unit in ("Armies", "Fleets"):
                if any(label.startswith(f"{unit}:") for label in labels):
                    await lb.click(user, panel_id, unit_button(lb.message(panel_id), unit, "+"))
            panel = lb.message(panel_id)
        label = next(
            (w for w in ("Confirm", "Join", "Yes") if any(x.startswith(w) for x in labels)), None
        )
        custom_id = button(panel, label) if label else buttons(panel)[0]["custom_id"]
        result = await lb.click(user, panel_id, custom_id)
        assert not result.ephemeral, result.content
    raise AssertionError("the battle did not end in 40 clicks")


async def test_a_quick_battle_with_an_ally_per_side(world):
    lb = world.lb
    dave = lb.add_user("dave")
    people = {u.id: u for u in (world.alice, world.bob, world.carol, dave)}
    started = await lb.slash(
        world.alice,
        "soe battle",
        {
            "area": "india",
            "defender": world.bob,
            "attacker_ally": world.carol,
            "defender_ally": dave,
        },
    )
    assert not started.ephemeral
    intruder = await lb.click(dave, started.message_id, started.custom_ids()[-1])
    assert intruder.ephemeral and "Only" in intruder.content

    seen = await play_by_clicks(world, started.message_id, people)
    assert any("Join" in s for s in seen)  # each ally was asked to join
    assert any("Yes" in s for s in seen)  # the naval fight was offered

    with sqlite3.connect(world.db) as db:
        status, answers, outcome, seed, setup = db.execute(
            "SELECT status, answers, outcome, seed, setup FROM battles"
        ).fetchone()
    assert status == "finished"
    final = lb.message(started.message_id)
    assert seed in text(final)
    expected = replay(RULESET, json.loads(setup), seed, json.loads(answers)).outcome
    assert json.loads(outcome) == expected.to_dict()
    seats_who_answered = {a["seat"] for a in json.loads(answers)}
    assert {"attacker", "defender", "attacker_ally", "defender_ally"} <= seats_who_answered


async def test_odds_answer_at_once_and_refuse_a_bad_area(world):
    lb = world.lb
    r = await lb.slash(
        world.alice,
        "soe odds",
        {"area": "india", "attacker_armies": 2, "attacker_fleets": 1, "defender_armies": 1},
    )
    shown = text(r.message)
    assert "Attacker wins" in shown and "%" in shown
    bad = await lb.slash(world.alice, "soe odds", {"area": "atlantis"})
    assert bad.ephemeral
    choices = await lb.autocomplete(world.alice, "soe battle", "area", "ger")
    assert [c["value"] for c in choices] == ["german_states"]
