"""Shared pieces of the engine tests: the demo battle, answer records and state snapshots."""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import Any

from bot.engine import BattleState, Ruleset, replay, submit
from tests.demo.rules import RULESET as DEMO

SEED = "engine-test-seed"


def demo_setup(max_units: int = 4) -> dict[str, Any]:
    return {
        "seats": {
            "attacker": {"user_id": 101, "name": "Ada"},
            "defender": {"user_id": 202, "name": "Bo"},
        },
        "max_units": max_units,
    }


def rec(seq: int, seat: str, value: Any) -> dict[str, Any]:
    return {"seq": seq, "seat": seat, "value": value}


def demo_answers(
    infantry: int = 3,
    cavalry: int = 1,
    ground: str = "hill",
    attacker_tactic: str = "feint",
    defender_tactic: str = "assault",
    *,
    defender_first: bool = False,
) -> list[dict[str, Any]]:
    """A complete, valid answer list for the demo skirmish, in canonical form."""
    tactics = [rec(2, "attacker", attacker_tactic), rec(2, "defender", defender_tactic)]
    if defender_first:
        tactics.reverse()
    return [
        rec(0, "attacker", {"infantry": infantry, "cavalry": cavalry}),
        rec(1, "defender", ground),
        *tactics,
    ]


def snapshot(state: BattleState) -> dict[str, Any]:
    """Everything observable about a state, in comparable plain form."""
    return {
        "events": [e.to_dict() for e in state.events],
        "rolls": [r.to_dict() for r in state.rolls],
        "answer_count": state.answer_count,
        "ask_seq": state.ask_seq,
        "pending": state.pending,
        "answered": dict(state.answered),
        "waiting_for": state.waiting_for,
        "outcome": None if state.outcome is None else state.outcome.to_dict(),
    }


def submit_all(
    ruleset: Ruleset,
    setup: Mapping[str, Any],
    seed: str,
    steps: Iterable[tuple[str, Any]],
    answers: list[dict[str, Any]] | None = None,
) -> tuple[list[dict[str, Any]], BattleState]:
    """Answer one (seat, value) at a time the way the UI does: seq is read off the current state."""
    answers = list(answers or [])
    state = replay(ruleset, setup, seed, answers)
    for seat, value in steps:
        before = copy.deepcopy(answers)
        record, state = submit(
            ruleset, setup, seed, answers, seq=state.ask_seq, seat=seat, value=value
        )
        assert answers == before, "submit mutated the answers it was given"
        answers.append(record)
    return answers, state


__all__ = ["DEMO", "SEED", "demo_answers", "demo_setup", "rec", "snapshot", "submit_all"]
