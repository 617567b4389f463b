"""Driving Glory of Civilizations battles in tests: setups, scripted bag draws, seeded battles."""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.engine import Ask, AskKind, BattleContext, Dice, Event, Outcome, roll_logger
from cogs.goc.rules import RULESET

A, D, N = "attacker", "defender", "neutral"
SEATS = {
    "attacker": {"user_id": 1, "name": "Larysa"},
    "defender": {"user_id": 2, "name": "Oleksandr"},
}


def army(key: str, units: Mapping[str, int], **more: Any) -> dict[str, Any]:
    return {"key": key, "units": dict(units), **more}


def side(*armies: Mapping[str, Any], **more: Any) -> dict[str, Any]:
    return {"armies": [dict(a) for a in armies], **more}


def setup(attacker: Mapping[str, Any], defender: Mapping[str, Any], **more: Any) -> dict[str, Any]:
    return {
        "seats": copy.deepcopy(SEATS),
        "attacker": dict(attacker),
        "defender": dict(defender),
        **more,
    }


class ScriptedDice(Dice):
    """Bag draws as the seed tells them: each scripted draw is checked against the bag (the
    cubes must be in it) and recorded like a real one; unscripted draws are seeded."""

    def __init__(self, seed: str, on_roll, script: Sequence[Sequence[str]]) -> None:
        super().__init__(seed, on_roll)
        self.script = [list(s) for s in script]
        self.bags: list[dict[str, int]] = []

    def draw_from_bag(self, bag, k, purpose, *, side=None):  # type: ignore[override]
        self.bags.append(dict(bag))
        if not self.script:
            return super().draw_from_bag(bag, k, purpose, side=side)
        drawn = self.script.pop(0)
        assert len(drawn) == k, f"{purpose}: the script draws {len(drawn)}, the rules {k}"
        for colour, n in Counter(drawn).items():
            assert bag.get(colour, 0) >= n, f"{purpose}: {n} {colour} cubes are not in {bag}"
        self._record(purpose, "bag", drawn, list(drawn), side)
        return list(drawn)


@dataclass
class Run:
    b: BattleContext
    outcome: Outcome | None
    asks: list[Ask] = field(default_factory=list)
    answers: list[Any] = field(default_factory=list)

    def events(self, kind: str) -> list[Event]:
        return [e for e in self.b.events if e.kind == kind]

    def event(self, kind: str) -> Event:
        (found,) = self.events(kind)
        return found

    def asked(self, purpose: str) -> list[Ask]:
        return [a for a in self.asks if a.purpose == purpose]


Decide = Callable[[Ask], Any]


def default_answer(ask: Ask) -> Any:
    match ask.kind:
        case AskKind.YES_NO:
            return True
        case AskKind.CHOOSE_ONE:
            return ask.options[-1].key if ask.purpose == "draw" else ask.options[0].key
        case AskKind.SET_COUNTS:
            return {c.key: c.default for c in ask.counts}
    raise AssertionError(f"cannot answer {ask}")


def odds_policy(k: int) -> Callable[[Ask], Any]:
    """Answers as the exact odds assume them: draw `k`, top up, redraw and swap as suggested,
    damage allocated by default (sampled battles that must agree with `clash_odds`)."""
    from cogs.goc.clash import Clash
    from cogs.goc.odds import suggested_redraw, suggested_swap, suggested_top_up

    def decide(ask: Ask) -> Any:
        clash = Clash.from_json(ask.fields["clash"]) if "clash" in ask.fields else None
        match ask.purpose:
            case "draw":
                return str(k)
            case "more":
                return str(suggested_top_up(clash))
            case "tactics":
                return suggested_redraw(clash, ask.seat)
            case "swap":
                return suggested_swap(clash, ask.seat)
            case "allocate":
                return {c.key: c.default for c in ask.counts}
        return default_answer(ask)

    return decide


def drive(
    the_setup: Mapping[str, Any],
    answers: Mapping[str, Any] | Decide | None = None,
    *,
    seed: str = "goc",
    script: Sequence[Sequence[str]] | None = None,
) -> Run:
    """Run a battle to its end; `answers`: purpose -> answer (a list: one per time asked), or a
    function of the ask; anything else the default answer."""
    b = BattleContext(the_setup, seed)
    if script is not None:
        b.dice = ScriptedDice(seed, roll_logger(b.events), script)
    given = (
        {k: list(v) if isinstance(v, list) else v for k, v in (answers or {}).items()}
        if isinstance(answers, Mapping)
        else {}
    )

    def decide(ask: Ask) -> Any:
        if callable(answers):
            return answers(ask)
        if ask.purpose in given:
            value = given[ask.purpose]
            if isinstance(value, list) and ask.kind is not AskKind.CHOOSE_MANY:
                return value.pop(0)
            return value
        return default_answer(ask)

    run = Run(b, None)
    procedure = RULESET.procedure(b)
    try:
        ask = next(procedure)
        while True:
            run.asks.append(ask)
            value = ask.validate(decide(ask))
            run.answers.append(value)
            ask = procedure.send(value)
    except StopIteration as stop:
        run.outcome = stop.value
    return run
