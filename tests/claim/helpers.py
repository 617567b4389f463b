"""Shared pieces of the claim tests: setups, answers, and seeds that give chosen dice."""

from __future__ import annotations

from functools import cache
from typing import Any

from bot.engine import BattleState, Dice, replay
from cogs.claim.rules import RULESET

SEATS = {
    "attacker": {"user_id": 101, "name": "Ada"},
    "defender": {"user_id": 202, "name": "Bo"},
}


def claim_setup(**changes: Any) -> dict[str, Any]:
    """A claim roll with no modifier at all; `changes` set the fields a test is about."""
    setup: dict[str, Any] = {
        "seats": SEATS,
        "area": "hill",
        "attacker_priority": "defence",
        "defender_priority": "offence",
        "main_attack": False,
        "mass_assault_rank": None,
        "fortifications": 0,
        "buildings": [],
        "rp": {"attacker": 0, "defender": 0},
    }
    setup.update(changes)
    return setup


def rec(seq: int, seat: str, value: Any) -> dict[str, Any]:
    return {"seq": seq, "seat": seat, "value": value}


def spend(attacker: int = 0, defender: int = 0) -> list[dict[str, Any]]:
    """The answers to the secret RP ask (ask 0)."""
    return [rec(0, "attacker", {"rp": attacker}), rec(0, "defender", {"rp": defender})]


def reroll(accept: bool) -> dict[str, Any]:
    return rec(1, "attacker", accept)


@cache
def seed_with_dice(*faces: int) -> str:
    """The first seed "dice-<n>" whose d6 stream starts with `faces` (attacker, defender, ...)."""
    for n in range(200_000):
        seed = f"dice-{n}"
        dice = Dice(seed)
        if all(dice.d6("probe") == face for face in faces):
            return seed
    raise AssertionError(f"no seed gives {faces}")


def play(setup: dict[str, Any], seed: str, answers: list[dict[str, Any]]) -> BattleState:
    return replay(RULESET, setup, seed, answers)


def events(state: BattleState, kind: str) -> list[dict[str, Any]]:
    return [e.to_dict() for e in state.events if e.kind == kind]


def final_result(state: BattleState) -> str:
    """The winner, or "tie" when a tie stood (the defender keeps the area, without forts)."""
    assert state.outcome is not None
    return "tie" if state.outcome.details["tied"] else str(state.outcome.winner)
