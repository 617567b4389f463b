"""Driving Struggle of Empires attacks in tests: scripted dice, expected asks, seeded battles."""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from bot.engine import Ask, BattleContext, Event, Outcome, Roll, TwoDice, roll_logger
from bot.engine.odds import sample_p_value
from cogs.soe.odds import Choices, answer, outcome_key
from cogs.soe.rules import RULESET

SEATS = {
    "attacker": {"user_id": 1, "name": "Ada"},
    "defender": {"user_id": 2, "name": "Bo"},
    "attacker_ally": {"user_id": 3, "name": "Cy"},
    "defender_ally": {"user_id": 4, "name": "Di"},
}


def make_setup(
    area: str = "india",
    attacker: Mapping[str, int] | None = None,
    defender: Mapping[str, int] | None = None,
    *,
    attacker_ally: Mapping[str, int] | None = None,
    defender_ally: Mapping[str, int] | None = None,
    neutral: str | None = None,
    settings: Mapping[str, bool] | None = None,
) -> dict[str, Any]:
    """A campaign-style setup (forces given) with only the seats that take part."""
    forces: dict[str, Any] = {"attacker": dict(attacker or {"armies": 1})}
    seats = {"attacker": SEATS["attacker"]}
    if neutral is None:
        forces["defender"] = dict(defender or {"armies": 1, "control_markers": 1})
        seats["defender"] = SEATS["defender"]
    for seat, units in (("attacker_ally", attacker_ally), ("defender_ally", defender_ally)):
        if units is not None:
            forces[seat] = dict(units)
            seats[seat] = SEATS[seat]
    setup: dict[str, Any] = {
        "seats": seats,
        "area": area,
        "defender_kind": "neutral" if neutral else "player",
        "forces": forces,
        "settings": dict(settings or {}),
    }
    if neutral:
        setup["neutral"] = neutral
    return setup


class ScriptedDice:
    """Dice that throw the pairs a scenario needs, in order, and record them like real dice."""

    def __init__(self, pairs: Iterable[tuple[int, int]], on_roll: Callable[[Roll], None]) -> None:
        self.pairs = list(pairs)
        self.rolls: list[Roll] = []
        self._on_roll = on_roll

    def two_dice(self, purpose: str, *, side: str | None = None) -> TwoDice:
        assert self.pairs, f"the scenario scripted no dice for {purpose} ({side})"
        pair = TwoDice(*self.pairs.pop(0))
        roll = Roll(len(self.rolls), purpose, "2d6-difference", (pair.first, pair.second),
                    pair.difference, side)  # fmt: skip
        self.rolls.append(roll)
        self._on_roll(roll)
        return pair


class ScriptedBattle(BattleContext):
    """A battle context whose dice are scripted instead of seeded."""

    def __init__(self, setup: Mapping[str, Any], pairs: Iterable[tuple[int, int]]) -> None:
        super().__init__(setup, "scripted")
        self.dice = ScriptedDice(pairs, on_roll=roll_logger(self.events))  # type: ignore[assignment]


def event_view(event: Event) -> dict[str, Any]:
    """An event as a dict whose "kind" is the event's (a roll's own "kind" field would win in
    Event.to_dict())."""
    return {**event.fields, "kind": event.kind}


@dataclass
class Played:
    outcome: Outcome
    events: list[dict[str, Any]]
    asks: list[Ask] = field(default_factory=list)
    answers: list[dict[str, Any]] = field(default_factory=list)

    def of(self, kind: str) -> list[dict[str, Any]]:
        return [e for e in self.events if e["kind"] == kind]

    def one(self, kind: str, **match: Any) -> dict[str, Any]:
        found = [e for e in self.of(kind) if all(e.get(k) == v for k, v in match.items())]
        assert len(found) == 1, f"{kind} {match}: {found}"
        return found[0]

    @property
    def purposes(self) -> list[tuple[str, str | None]]:
        return [(a.purpose, a.seat) for a in self.asks]


def drive(
    b: BattleContext,
    answers: Iterable[tuple[str, str, Any]] = (),
    choices: Choices | None = None,
) -> Played:
    """Run the procedure on `b`: each ask must be the next (purpose, seat) of `answers`; once
    they run out, `choices` answer (or the ask is unexpected)."""
    script = list(answers)
    procedure = RULESET.procedure(b)
    played = Played(None, [])  # type: ignore[arg-type]
    try:
        ask = next(procedure)
        while True:
            played.asks.append(ask)
            if script:
                purpose, seat, value = script.pop(0)
                assert (ask.purpose, ask.seat) == (purpose, seat), (ask.purpose, ask.seat)
            else:
                assert choices is not None, f"unexpected ask {ask.purpose} for {ask.seat}"
                value = answer(ask, choices)
            value = ask.inner(ask.seat).validate(value)  # type: ignore[arg-type]
            played.answers.append({"seq": len(played.answers), "seat": ask.seat, "value": value})
            ask = procedure.send(value)
    except StopIteration as stop:
        played.outcome = stop.value
    assert not script, f"asks never asked: {script}"
    played.events = [event_view(e) for e in b.events]
    return played


def run(
    setup: Mapping[str, Any],
    pairs: Iterable[tuple[int, int]],
    answers: Iterable[tuple[str, str, Any]] = (),
    choices: Choices | None = None,
) -> Played:
    """A scenario: validated setup, scripted dice (all of them used), expected asks."""
    RULESET.validate_setup(setup)
    b = ScriptedBattle(setup, pairs)
    played = drive(b, answers, choices)
    assert not b.dice.pairs, f"dice never rolled: {b.dice.pairs}"
    return played


def play(setup: Mapping[str, Any], seed: str, choices: Choices) -> Played:
    """A real seeded battle, every ask answered by `choices`."""
    return drive(BattleContext(setup, seed), choices=choices)


def sampled_p_value(
    setup: Mapping[str, Any], choices: Choices, expected: Mapping[Hashable, Fraction], n: int
) -> tuple[float, Counter]:
    """Play seeds odds-0 .. odds-(n-1) and test their outcomes against the exact odds.

    Outcomes expected fewer than 5 times are pooled into one cell, where the chi-square
    approximation still holds.
    """
    setup = copy.deepcopy(setup)
    RULESET.validate_setup(setup)
    observed = Counter(outcome_key(play(setup, f"odds-{i}", choices).outcome) for i in range(n))
    rare = {k for k, p in expected.items() if p * n < 5}
    pooled_expected: dict[Hashable, Fraction] = {k: p for k, p in expected.items() if k not in rare}
    pooled_observed: Counter = Counter({k: c for k, c in observed.items() if k not in rare})
    if rare:
        pooled_expected["rare"] = sum((expected[k] for k in rare), Fraction(0))
        pooled_observed["rare"] = sum(c for k, c in observed.items() if k in rare)
    impossible = set(observed) - set(expected)
    assert not impossible, f"sampled outcomes the odds call impossible: {impossible}"
    return sample_p_value(pooled_observed, pooled_expected), observed
