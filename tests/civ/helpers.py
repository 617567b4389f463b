"""Civilization battles without Discord: setups by hand, answered by a test's own choices."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.engine import AskKind, BattleState, replay
from cogs.civ.rules import RULESET

SEATS = {
    "attacker": {"user_id": 1, "name": "Ada"},
    "defender": {"user_id": 2, "name": "Bo"},
}


def side(cards: list[str], **facts: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"armies": 1, "standing": list(cards)}
    out.update(facts)
    return out


def setup(
    attacker: dict,
    defender: dict,
    *,
    kind: str = "open",
    fortified: bool = False,
    rules: dict | None = None,
    **more: Any,
) -> dict[str, Any]:
    out = {
        "seats": SEATS,
        "square": {"kind": kind, "fortified": fortified},
        "sides": {"attacker": attacker, "defender": defender},
    }
    if rules:
        out["rules"] = rules
    out.update(more)
    return out


Decide = Callable[[Any, BattleState, str], Any]
"""(inner ask, state, seat) -> the answer."""


def first_option(ask, state, seat):
    if ask.kind is AskKind.SET_COUNTS:
        return {c.key: c.default for c in ask.counts}
    return ask.options[0].key


def play(setup: dict, decide: Decide = first_option, seed: str = "seed-1") -> BattleState:
    """Answer every ask with `decide` until the battle ends; the last state."""
    answers: list[dict] = []
    for _ in range(200):
        state = replay(RULESET, setup, seed, answers)
        if state.outcome is not None:
            return state
        ask = state.pending
        assert ask is not None
        for seat in state.waiting_for:
            value = decide(ask.inner(seat), state, seat)
            answers.append({"seq": state.ask_seq, "seat": seat, "value": value})
    raise AssertionError("the battle did not end")


def events(state: BattleState, kind: str, seat: str | None = None) -> list:
    return [e for e in state.events_for(seat) if e.kind == kind]
