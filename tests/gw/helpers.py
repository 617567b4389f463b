"""Driving Great War battles in tests: setups, scripted dice per step, seeded battles, samples."""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.engine import Ask, AskKind, BattleContext, Dice, Outcome, Roll, roll_logger
from bot.engine.odds import sample_p_value
from cogs.gw.rules import RULESET

SEATS = {
    "attacker": {"user_id": 1, "name": "Ada"},
    "defender": {"user_id": 2, "name": "Bo"},
    "ally": {"user_id": 3, "name": "Cy"},
}
AUTO = {
    "casualties": "cheapest",
    "retreat": "never",
    "air": "stay",
    "submerge": "fire",
    "hunt": "none",
    "rail_guns": "join",
    "altitude": "low",
}
"""Standing rules answering every decision: a battle with these on both sides never asks."""


def land(
    attacker: Mapping[str, int],
    defender: Mapping[str, int],
    *,
    nation: str = "germany",
    against: str = "france",
    attacker_extra: Mapping[str, Any] | None = None,
    defender_extra: Mapping[str, Any] | None = None,
    standing: Mapping[str, Any] | None = None,
    kind: str = "land",
    **more: Any,
) -> dict[str, Any]:
    setup: dict[str, Any] = {
        "seats": {k: SEATS[k] for k in ("attacker", "defender")},
        "kind": kind,
        "attackers": [{"nation": nation, "units": dict(attacker), **(attacker_extra or {})}],
        "defender": {"nation": against, "units": dict(defender), **(defender_extra or {})},
    }
    if standing is not None:
        setup["standing"] = dict(standing)
    setup.update(more)
    return setup


def naval(attacker: Mapping[str, int], defender: Mapping[str, int], **kw: Any) -> dict[str, Any]:
    kw.setdefault("nation", "england")
    kw.setdefault("against", "germany")
    return land(attacker, defender, kind="naval", **kw)


def auto(**sides: Mapping[str, Any]) -> dict[str, Any]:
    """Standing rules for both sides: AUTO, with the changes given per seat."""
    return {seat: {**AUTO, **sides.get(seat, {})} for seat in ("attacker", "defender")}


# -- scripted dice ---------------------------------------------------------------------------------
class ScriptedDice:
    """Dice that throw the faces a scenario gives, step by step: each entry is (purpose, faces)
    and must match the procedure's throw (its purpose and how many dice)."""

    def __init__(self, script: Iterable[tuple[str, list[int]]], on_roll: Callable[[Roll], None]):
        self.script = list(script)
        self.rolls: list[Roll] = []
        self._on_roll = on_roll

    def _next(self, purpose: str, n: int, side: str | None) -> list[int]:
        assert self.script, f"the scenario scripted no dice for {purpose} ({side}, {n} dice)"
        want, faces = self.script.pop(0)
        assert (want, len(faces)) == (purpose, n), (
            f"scripted {want} x{len(faces)}, thrown {purpose} x{n}"
        )
        roll = Roll(len(self.rolls), purpose, f"{n}d6", tuple(faces), sum(faces), side)
        self.rolls.append(roll)
        self._on_roll(roll)
        return list(faces)

    def nd6(self, n: int, purpose: str, *, side: str | None = None) -> list[int]:
        return self._next(purpose, n, side)

    def d6(self, purpose: str, *, side: str | None = None) -> int:
        return self._next(purpose, 1, side)[0]


class ScriptedBattle(BattleContext):
    def __init__(self, setup: Mapping[str, Any], script: Iterable[tuple[str, list[int]]]):
        super().__init__(setup, "scripted")
        self.dice = ScriptedDice(script, roll_logger(self.events))  # type: ignore[assignment]


class QuickBattle(BattleContext):
    """A real seeded battle that skips copying the setup (sampling thousands of battles)."""

    def __init__(self, setup: Mapping[str, Any], seed: str):
        self.setup = setup
        self.events = []
        self.dice = Dice(seed, on_roll=roll_logger(self.events))


# -- playing ---------------------------------------------------------------------------------------
@dataclass
class Played:
    outcome: Outcome
    events: list[dict[str, Any]]
    asks: list[Ask] = field(default_factory=list)
    answers: list[dict[str, Any]] = field(default_factory=list)

    def of(self, kind: str, **match: Any) -> list[dict[str, Any]]:
        return [
            e
            for e in self.events
            if e["kind"] == kind and all(e.get(k) == v for k, v in match.items())
        ]

    def one(self, kind: str, **match: Any) -> dict[str, Any]:
        found = self.of(kind, **match)
        assert len(found) == 1, f"{kind} {match}: {found}"
        return found[0]

    @property
    def purposes(self) -> list[tuple[str, str | None]]:
        return [(a.purpose, a.seat) for a in self.asks]


def drive(
    b: BattleContext,
    answers: Iterable[tuple[str, str, Any]] = (),
    policy: Callable[[Ask], Any] | None = None,
    *,
    events: bool = True,
) -> Played:
    """Run the procedure on `b`: each ask must be the next (purpose, seat) of `answers`; once
    they run out, `policy` answers (or the ask is unexpected)."""
    script = list(answers)
    procedure = RULESET.procedure(b)
    played = Played(None, [])  # type: ignore[arg-type]
    try:
        ask = next(procedure)
        while True:
            played.asks.append(ask)
            if script:
                purpose, seat, value = script.pop(0)
                assert (ask.purpose, ask.seat) == (purpose, seat), (ask.purpose, ask.seat, purpose)
            else:
                assert policy is not None, f"unexpected ask {ask.purpose} for {ask.seat}"
                value = policy(ask)
            value = ask.validate(value)
            played.answers.append({"seq": len(played.answers), "seat": ask.seat, "value": value})
            ask = procedure.send(value)
    except StopIteration as stop:
        played.outcome = stop.value
    assert not script, f"asks never asked: {script}"
    if events:
        played.events = [{**e.fields, "kind": e.kind} for e in b.events]
    return played


def run(
    setup: Mapping[str, Any],
    dice: Iterable[tuple[str, list[int]]],
    answers: Iterable[tuple[str, str, Any]] = (),
    policy: Callable[[Ask], Any] | None = None,
) -> Played:
    """A scenario: validated setup, scripted dice (all of them thrown), expected asks."""
    RULESET.validate_setup(setup)
    b = ScriptedBattle(setup, dice)
    played = drive(b, answers, policy)
    assert not b.dice.script, f"dice never thrown: {b.dice.script}"
    return played


def by_defaults(ask: Ask) -> Any:
    """The answers the odds assume where no standing rule is set: the cheapest-first preset (or
    the dearest target for called shots), fight on, keep the aircraft, nothing else moved."""
    if ask.purpose in ("losses", "called_shots", "raid_losses"):
        return dict(
            ask.fields["presets"]["dearest" if ask.purpose == "called_shots" else "cheapest"]
        )
    if ask.kind is AskKind.CHOOSE_ONE:
        return "continue"
    if ask.kind is AskKind.YES_NO:
        return False
    return {c.key: 0 for c in ask.counts}


def play(
    setup: Mapping[str, Any], seed: str, policy: Callable[[Ask], Any] | None = None
) -> Outcome:
    """A real seeded battle through the procedure."""
    return drive(QuickBattle(setup, seed), policy=policy, events=False).outcome


def sampled_p_value(
    setup: Mapping[str, Any],
    expected: Mapping[Hashable, float],
    key: Callable[[Outcome], Hashable],
    n: int,
    prefix: str = "odds",
) -> tuple[float, Counter]:
    """Play seeds prefix-0 .. prefix-(n-1) and test their outcomes against the exact odds;
    outcomes expected fewer than 5 times are pooled into one cell."""
    setup = copy.deepcopy(setup)
    RULESET.validate_setup(setup)
    observed = Counter(key(play(setup, f"{prefix}-{i}")) for i in range(n))
    impossible = [k for k in observed if expected.get(k, 0.0) <= 0]
    assert not impossible, f"sampled outcomes the odds call impossible: {impossible[:3]}"
    rare = {k for k, p in expected.items() if p * n < 5}
    pooled_expected = {k: p for k, p in expected.items() if k not in rare and p > 0}
    pooled_observed = Counter({k: c for k, c in observed.items() if k not in rare})
    if rare:
        pooled_expected["rare"] = sum(expected[k] for k in rare)
        pooled_observed["rare"] = sum(c for k, c in observed.items() if k in rare)
    return sample_p_value(pooled_observed, pooled_expected), observed  # type: ignore[arg-type]
