"""Exact odds of a Struggle of Empires attack, for one fixed way of answering every ask.

The odds run the procedure's own phases (cogs/soe/rules.py) with a scripted dice object instead
of writing the rules again. Only two facts of a pair of dice matter to the rules — the difference
and whether the total is 7 — so each roll has 8 classes instead of 36 faces, and a combat (two
rolls) 64 branches. The naval phase is enumerated once; the land combat once per distinct state
the naval phase can leave behind. The same `Choices` answer the asks here and in the tests that
sample real battles, so the two can be compared outcome by outcome.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from itertools import product
from typing import Any

from bot.engine import Ask, Outcome, SetupError, TwoDice
from bot.games import LazyOdds
from bot.i18n import t
from cogs.soe.rules import (
    ATTACKER,
    DEFENDER,
    SIDES,
    NavalResult,
    after_naval,
    ally_seats,
    declare,
    load_game_data,
    naval_phase,
    side_of_seat,
    validate_setup,
)

OutcomeKey = tuple[str | None, tuple[tuple[str, str, int], ...], str]
RESULTS = ("control_taken", "attack_failed", "no_combat")
"""What an attack comes to, as the game names it: the attacker took control; a combat was fought
but control stayed (the attack failed); no combat was fought at all (fleets only against a side
without any, say). A naval win without an army ashore takes no control: it is no success."""


@dataclass(frozen=True)
class TilePlan:
    """Which Alliance tiles a side spends, and where its land-or-sea tiles go (None: all)."""

    sea: int | None = None
    either_at_sea: int = 0
    land: int | None = None
    either_on_land: int | None = None


@dataclass(frozen=True)
class Choices:
    """A fixed answer to every ask: what the odds assume, and what tests answer real battles with.

    - forces: the force builder's answers of a quick battle, in the setup's `forces` schema
    - allies_join: ally seat -> joins (every named ally joins by default)
    - tiles: side -> TilePlan (default: every tile, land-or-sea tiles on land)
    - forts_first: side -> lose a fort before an army when the rules let it choose
    """

    forces: Mapping[str, Mapping[str, int]] | None = None
    allies_join: Mapping[str, bool] = field(default_factory=dict)
    attacker_fights_at_sea: bool = True
    defender_fights_at_sea: bool = True
    tiles: Mapping[str, TilePlan] = field(default_factory=dict)
    forts_first: Mapping[str, bool] = field(default_factory=dict)


def answer(ask: Ask, choices: Choices) -> Any:
    """The answer `choices` give to `ask` (canonical, as the engine would store it)."""
    seat = ask.seat or ""
    match ask.purpose:
        case "forces" | "tiles" | "ally_forces":
            if choices.forces is None or seat not in choices.forces:
                raise ValueError(f"choices give no forces for {seat}")
            given = choices.forces[seat]
            value: Any = {c.key: given.get(c.key, 0) for c in ask.counts}
        case "ally_joins":
            value = "join" if choices.allies_join.get(seat, True) else "stay_out"
        case "fight_at_sea":
            attacker = seat == ATTACKER
            value = choices.attacker_fights_at_sea if attacker else choices.defender_fights_at_sea
        case "alliance_tiles_naval" | "alliance_tiles_land":
            plan = choices.tiles.get(seat, TilePlan())
            at_sea = ask.purpose == "alliance_tiles_naval"
            wanted = {
                "sea": plan.sea,
                "land": plan.land,
                "either": plan.either_at_sea if at_sea else plan.either_on_land,
            }
            value = {
                c.key: c.high if wanted[c.key] is None else min(wanted[c.key], c.high)
                for c in ask.counts
            }
        case "choose_loss":
            keys = [o.key for o in ask.options]
            value = "forts" if choices.forts_first.get(seat) and "forts" in keys else keys[0]
        case "choose_ally_loss":
            value = ask.options[0].key  # the first ally named takes the loss
        case _:
            raise ValueError(f"no policy answers {ask.purpose!r}")
    return ask.validate(value)


# -- dice classes ---------------------------------------------------------------------------------
def _dice_classes() -> tuple[tuple[TwoDice, Fraction], ...]:
    """One representative pair per (difference, natural 7), with its probability."""
    classes: dict[tuple[int, bool], list[TwoDice]] = {}
    for first, second in product(range(1, 7), repeat=2):
        pair = TwoDice(first, second)
        classes.setdefault((pair.difference, pair.total == 7), []).append(pair)
    return tuple((pairs[0], Fraction(len(pairs), 36)) for _, pairs in sorted(classes.items()))


DICE_CLASSES = _dice_classes()


class _MoreDice(Exception):
    """The scripted dice ran out: the enumeration branches on the next roll."""


class _ScriptedDice:
    def __init__(self, script: tuple[TwoDice, ...]) -> None:
        self._script = script
        self._next = 0

    def two_dice(self, purpose: str, *, side: str | None = None) -> TwoDice:
        if self._next == len(self._script):
            raise _MoreDice
        self._next += 1
        return self._script[self._next - 1]


@dataclass
class _QuietContext:
    """What a phase sees while the odds enumerate it: scripted dice and no log."""

    setup: Mapping[str, Any]
    dice: Any

    def log(self, kind: str, **fields: Any) -> None:
        pass


def _drive(phase: Callable[[Any], Any], context: _QuietContext, choices: Choices) -> Any:
    """Run one phase generator to its end, answering every ask from `choices`."""
    generator = phase(context)
    try:
        ask = next(generator)
        while True:
            ask = generator.send(answer(ask, choices))
    except StopIteration as stop:
        return stop.value


def enumerate_phase(
    phase: Callable[[Any], Any],
    setup: Mapping[str, Any],
    choices: Choices,
    key: Callable[[Any], Hashable] = lambda value: value,
) -> dict[Hashable, Fraction]:
    """The exact distribution of `key(result)` of a phase over every roll it makes."""
    result: dict[Hashable, Fraction] = {}
    stack: list[tuple[tuple[TwoDice, ...], Fraction]] = [((), Fraction(1))]
    while stack:
        script, p = stack.pop()
        try:
            value = _drive(phase, _QuietContext(setup, _ScriptedDice(script)), choices)
        except _MoreDice:
            stack.extend((script + (pair,), p * w) for pair, w in DICE_CLASSES)
            continue
        value = key(value)
        result[value] = result.get(value, Fraction(0)) + p
    return result


# -- the odds -------------------------------------------------------------------------------------
def attack_result(outcome: Outcome) -> str:
    """control_taken, attack_failed or no_combat (RESULTS)."""
    details = outcome.details
    if details.get("control_marker_placed"):
        return "control_taken"
    fought_at_sea = details.get("naval_reason") in ("naval_combat", "naval_tie")
    return "attack_failed" if details.get("land_fought") or fought_at_sea else "no_combat"


def outcome_key(outcome: Outcome) -> OutcomeKey:
    """What the odds tell apart: the last combat's winner, every unit lost by owner, and what
    the attack came to."""
    losses = tuple(
        sorted(
            (owner, unit, n) for owner, units in outcome.losses.items() for unit, n in units.items()
        )
    )
    return outcome.winner, losses, attack_result(outcome)


@dataclass(frozen=True)
class BattleOdds:
    """Exact probabilities (Fractions that sum to 1) of one attack under fixed choices."""

    outcomes: dict[OutcomeKey, Fraction]
    naval_support: dict[str | None, Fraction]

    @property
    def winner(self) -> dict[str | None, Fraction]:
        """attacker / defender / None (a tie, or no combat decided anything)."""
        return _marginal(self.outcomes, lambda key: key[0])

    @property
    def result(self) -> dict[str, Fraction]:
        """control_taken / attack_failed / no_combat (RESULTS)."""
        return _marginal(self.outcomes, lambda key: key[2])

    @property
    def combat_winner(self) -> dict[str | None, Fraction]:
        """Who won the last combat fought: attacker / defender / None (a tie) / "none" (no
        combat at all)."""
        return _marginal(self.outcomes, lambda key: "none" if key[2] == "no_combat" else key[0])

    def units_lost(self, owner: str) -> dict[int, Fraction]:
        """How many units (of every kind) `owner` loses."""
        return _marginal(self.outcomes, lambda key: sum(n for o, _, n in key[1] if o == owner))

    def unit_lost(self, owner: str, unit: str) -> dict[int, Fraction]:
        """How many of one kind (armies, fleets, forts) `owner` loses."""
        return _marginal(
            self.outcomes, lambda key: sum(n for o, u, n in key[1] if (o, u) == (owner, unit))
        )

    def summary(self) -> dict[str, Any]:
        """Plain floats for display: winner odds and the units each seat loses."""
        owners = sorted({o for key in self.outcomes for o, _, _ in key[1]})
        combat, result = self.combat_winner, self.result
        return {
            **{name: float(result.get(name, 0)) for name in RESULTS},
            "attacker_wins": float(combat.get(ATTACKER, 0)),
            "tie": float(combat.get(None, 0)),
            "defender_wins": float(combat.get(DEFENDER, 0)),
            "units_lost": {
                o: {n: float(p) for n, p in sorted(self.units_lost(o).items())} for o in owners
            },
        }


def _marginal(
    dist: Mapping[OutcomeKey, Fraction], fn: Callable[[OutcomeKey], Hashable]
) -> dict[Any, Fraction]:
    result: dict[Any, Fraction] = {}
    for key, p in dist.items():
        value = fn(key)
        result[value] = result.get(value, Fraction(0)) + p
    return result


def odds(setup: Mapping[str, Any], choices: Choices | None = None) -> BattleOdds:
    """The exact odds of the attack `setup` describes, every ask answered by `choices`.

    A quick battle (collect_forces) takes its forces from `choices.forces`.
    """
    choices = choices or Choices()
    if setup.get("collect_forces"):
        if choices.forces is None:
            raise SetupError("The odds need the forces: give them in choices.forces.")
        setup = {**setup, "collect_forces": False, "forces": choices.forces}
    validate_setup(setup)
    declared = enumerate_phase(declare, setup, choices)
    (battle,) = declared  # declaring rolls no dice: one battle, probability 1
    outcomes: dict[OutcomeKey, Fraction] = {}
    support: dict[str | None, Fraction] = {}
    naval: dict[NavalResult, Fraction] = enumerate_phase(  # type: ignore[assignment]
        lambda b: naval_phase(b, battle), setup, choices
    )
    for result, p_naval in naval.items():
        support[result.support] = support.get(result.support, Fraction(0)) + p_naval
        finished = enumerate_phase(
            lambda b, r=result: after_naval(b, r), setup, choices, key=outcome_key
        )
        for key, p in finished.items():
            outcomes[key] = outcomes.get(key, Fraction(0)) + p_naval * p  # type: ignore[index]
    return BattleOdds(outcomes, support)


def naval_choice_matters(setup: Mapping[str, Any]) -> bool:
    """Whether the attacker will be asked to fight at sea: a player defender in an area with
    sea, and fleets on both sides (allies' included)."""
    forces = setup.get("forces") or {}
    if setup.get("defender_kind") == "neutral" or not load_game_data().areas[setup["area"]].sea:
        return False
    return all(
        any(forces.get(seat, {}).get("fleets", 0) for seat in (side, *ally_seats(forces, side)))
        for side in SIDES
    )


# -- odds where the decision is made: the 📊 Odds button (Game.odds) ----------------------------
ChoiceOdds = list[tuple[str, list[tuple[str, Fraction]]]]
MAX_TILE_CHOICES = 12
DECISIONS = ("fight_at_sea", "alliance_tiles_naval", "alliance_tiles_land")
"""The asks whose odds are computed from the battle's state. The first two come before any die
is rolled: the state is the setup, the forces and the answers so far, which the events record.
The land tiles come after the naval combat: its dice are the rolls so far, and the naval phase is
run again with them and the answers the events show, checked event by event against the battle
(no odds if they differ). Which unit to lose is not covered."""


def _known_so_far(setup: Mapping[str, Any], state: Any) -> tuple[dict[str, Any], Choices]:
    """The setup with the forces as declared, and the choices already made, read from events."""
    forces: dict[str, dict[str, int]] = {
        seat: dict(given) for seat, given in (setup.get("forces") or {}).items()
    }
    attacker_fights = True
    tiles: dict[str, TilePlan] = {}
    allies_join: dict[str, bool] = {}
    for event in state.events:
        if event.kind == "forces":
            fields = {k: v for k, v in event.fields.items() if k not in ("side", "private_to")}
            forces[event["side"]] = {**forces.get(event["side"], {}), **fields}
        elif event.kind == "ally_decision" and event.get("reason") == "stayed_out":
            forces.pop(event["side"], None)
            allies_join[event["side"]] = False
        elif event.kind == "ally_decision":
            joined = event.get("joined")
            forces[event["side"]] = {
                "armies": event.get("armies", 0) if joined else 0,
                "fleets": event.get("fleets", 0) if joined else 0,
            }
        elif event.kind == "naval_decision" and event.get("side") == ATTACKER:
            attacker_fights = bool(event.get("fights"))
        elif event.kind == "alliance_tiles" and event.get("phase") == "naval":
            tiles[event["side"]] = replace(
                tiles.get(event["side"], TilePlan()),
                sea=event.get("sea", 0),
                either_at_sea=event.get("either", 0),
            )
        elif event.kind == "alliance_tiles" and event.get("phase") == "land":
            tiles[event["side"]] = replace(
                tiles.get(event["side"], TilePlan()),
                land=event.get("land", 0),
                either_on_land=event.get("either", 0),
            )
    full = {**setup, "collect_forces": False, "one_step": False, "forces": forces}
    return full, Choices(
        attacker_fights_at_sea=attacker_fights, tiles=tiles, allies_join=allies_join
    )


def as_seen_by(result: BattleOdds, seat: str) -> list[tuple[str, Fraction]]:
    """What the attack comes to, as the game names it (RESULTS), from `seat`'s side (an ally
    sides with the seat it helps): the attacker's side reads "control taken" first, the
    defender's "attack failed"; "no combat" follows when it can happen."""
    result_odds = result.result
    mine = side_of_seat(seat) or DEFENDER
    order = RESULTS if mine == ATTACKER else ("attack_failed", "control_taken", "no_combat")
    return [
        (t("soe-odds-outcome", outcome=name), result_odds.get(name, Fraction(0)))
        for name in order
        if name != "no_combat" or result_odds.get(name)
    ]


def _tile_plans(ask: Ask) -> list[tuple[str, int, int]]:
    """(label, at sea, land-or-sea at sea) for each way to answer a naval tiles ask."""
    highs = {c.key: c.high for c in ask.counts}
    fixed, either = highs.get("sea", 0), highs.get("either", 0)
    pairs = [(s, e) for s in range(fixed + 1) for e in range(either + 1)]
    if len(pairs) > MAX_TILE_CHOICES:  # too many to show: sea tiles first, then land-or-sea
        pairs = [(min(n, fixed), max(0, n - fixed)) for n in range(fixed + either + 1)]
    plans = []
    for s, e in pairs:
        plans.append((spend_label("naval", s + e, e if either else None), s, e))
    return plans


def spend_label(phase: str, n: int, either: int | None) -> str:
    """'Spend 2 at sea (1 land-or-sea)': one way to answer an Alliance tiles ask."""
    label = t("soe-odds-spend", phase=phase, n=n)
    if either is not None:
        label += " " + t("soe-odds-spend-either", n=either)
    return label


def decision_odds(setup: Mapping[str, Any], state: Any, seat: str) -> ChoiceOdds | None:
    """`Game.odds` for Struggle of Empires: fighting at sea, and the Alliance tiles spent (at sea
    and on land), as `LazyOdds`: the panel shows the button at once, the click works them out.

    Later asks are answered as the odds always assume: every fight accepted, every remaining
    Alliance tile spent (land-or-sea tiles on land), the first loss option taken.
    """
    ask = getattr(state, "pending", None)
    if ask is None or ask.seat != seat or ask.purpose not in DECISIONS:
        return None
    if ask.purpose != "alliance_tiles_land" and state.rolls:
        return None
    return LazyOdds(lambda: _decision_odds(setup, state, ask, seat))


def _decision_odds(setup: Mapping[str, Any], state: Any, ask: Ask, seat: str) -> ChoiceOdds | None:
    try:
        full, known = _known_so_far(setup, state)
        if ask.purpose == "alliance_tiles_land":
            return _land_tile_odds(full, known, state, ask, seat)
        if state.rolls:
            return None
        rows: ChoiceOdds = []
        if ask.purpose == "fight_at_sea":
            for label, fights in (
                (t("soe-odds-fight"), True),
                (t("soe-odds-decline"), False),
            ):
                if seat == ATTACKER:
                    choices = replace(known, attacker_fights_at_sea=fights)
                else:
                    choices = replace(known, defender_fights_at_sea=fights)
                rows.append((label, as_seen_by(odds(full, choices), seat)))
            return rows
        for label, sea, either in _tile_plans(ask):
            plan = TilePlan(sea=sea, either_at_sea=either)
            choices = replace(known, tiles={**known.tiles, seat: plan})
            rows.append((label, as_seen_by(odds(full, choices), seat)))
        return rows
    except (SetupError, ValueError):
        return None  # a state the odds cannot rebuild: no button rather than wrong numbers


# -- /soe odds: its inputs in one line ------------------------------------------------------------
_UNITS = ("armies", "fleets", "forts")
_EXTRAS = ("army_training", "navy_training", "alliance_land", "alliance_sea", "alliance_either")


def _force_words(force: Mapping[str, int], *, joiner: str) -> str:
    units = [t("soe-odds-force", field=key, n=n) for key in _UNITS if (n := force.get(key, 0))]
    extras = [t("soe-odds-force", field=key, n=n) for key in _EXTRAS if (n := force.get(key, 0))]
    text = joiner.join(units) or t("soe-no-units")
    return f"{text} ({', '.join(extras)})" if extras else text


def describe_setup(setup: Mapping[str, Any]) -> str:
    """The odds' inputs in one line: "3 armies + 1 fleet vs 2 armies, 1 fort, India"."""
    data = load_game_data()
    forces = setup.get("forces") or {}
    area = data.areas[setup["area"]].name
    attacker = _force_words(forces.get(ATTACKER, {}), joiner=" + ")
    for ally in ally_seats(forces, ATTACKER):
        attacker += " + " + t("soe-odds-ally", force=_force_words(forces[ally], joiner=" + "))
    if setup.get("defender_kind") == "neutral":
        defender = data.neutrals[setup["neutral"]].name
    else:
        defender = _force_words(forces.get(DEFENDER, {}), joiner=", ")
        for ally in ally_seats(forces, DEFENDER):
            defender += " + " + t("soe-odds-ally", force=_force_words(forces[ally], joiner=", "))
    return t("soe-odds-inputs", attacker=attacker, defender=defender, area=area)


@dataclass
class _RecordingContext(_QuietContext):
    """Scripted dice, and the events logged, to compare with the battle's own."""

    events: list[tuple[str, dict[str, Any]]] = field(default_factory=list)

    def log(self, kind: str, **fields: Any) -> None:
        self.events.append((kind, fields))


def _naval_result_from(full: Mapping[str, Any], known: Choices, state: Any) -> NavalResult | None:
    """The naval phase again with the battle's own dice and answers, or None when its events do
    not match the battle's (a loss chosen otherwise than the choices tried, say)."""
    script = tuple(TwoDice(*r.faces) for r in state.rolls)
    logged = [(e.kind, dict(e.fields)) for e in state.events if e.kind != "roll"]
    for forts in product((False, True), repeat=2):
        choices = replace(known, forts_first=dict(zip((ATTACKER, DEFENDER), forts, strict=True)))
        context = _RecordingContext(full, _ScriptedDice(script))
        try:
            battle = _drive(declare, context, choices)
            naval = _drive(lambda b, at=battle: naval_phase(b, at), context, choices)
        except (_MoreDice, ValueError):
            continue
        if context.events == logged[: len(context.events)]:
            return naval
    return None


def _land_tile_odds(
    full: Mapping[str, Any], known: Choices, state: Any, ask: Ask, seat: str
) -> ChoiceOdds | None:
    naval = _naval_result_from(full, known, state)
    if naval is None:
        return None
    highs = {c.key: c.high for c in ask.counts}
    fixed, either = highs.get("land", 0), highs.get("either", 0)
    pairs = [(f, e) for f in range(fixed + 1) for e in range(either + 1)]
    if len(pairs) > MAX_TILE_CHOICES:
        pairs = [(min(n, fixed), max(0, n - fixed)) for n in range(fixed + either + 1)]
    rows: ChoiceOdds = []
    for land, on_land in pairs:
        plan = replace(known.tiles.get(seat, TilePlan()), land=land, either_on_land=on_land)
        choices = replace(known, tiles={**known.tiles, seat: plan})
        finished = enumerate_phase(lambda b: after_naval(b, naval), full, choices, key=outcome_key)
        label = spend_label("land", land + on_land, on_land if either else None)
        rows.append((label, as_seen_by(BattleOdds(finished, {}), seat)))  # type: ignore[arg-type]
    return rows
