"""Struggle of Empires — an attack, the way ../shared/rules/soe.md reads.

Pure: no Discord, no database, no clock; every die comes from `b.dice`. The procedure is split
into phases (declaring, naval phase, land combat) that are generators over plain, frozen battle
state, so that the exact odds (cogs/soe/odds.py) run the very same code with enumerated dice
instead of writing the rules a second time.

Setup (plain JSON; `validate_setup` says what is wrong in words a player understands):

    {"seats": {"attacker": {"user_id", "name"}, "defender": {...},
               "attacker_ally": {...}?, "defender_ally": {...}?},
     "area": "<area key of data/games/soe.toml>",
     "defender_kind": "player" | "neutral",
     "neutral": "<neutral key>",                  # neutral only; must lie in `area`
     "collect_forces": false,                     # true: each side sets its forces by asks
     "one_step": true,                            # with collect_forces: see below
     "forces": {                                  # required unless collect_forces
        "attacker": {"armies", "fleets", "army_training", "navy_training",
                     "alliance_land", "alliance_sea", "alliance_either"},
        "defender": {... the same, plus "forts", "control_markers"},   # player defender only
        "attacker_ally": {"armies", "fleets"},    # one entry per named ally seat
        "defender_ally": {"armies", "fleets"}},
     "attacker_gold": 5,                          # optional (campaign): refused below 2
     "settings": {"neutral_rolls_dice": true, ...}}   # optional, see SETTINGS_DEFAULTS

Every force field is optional and defaults to 0. Alliance tiles are the ones usable for this
area: `alliance_land` only on land, `alliance_sea` only at sea, `alliance_either` at the
owner's choice, each tile once per attack.

A quick battle (`collect_forces`) asks each player in one step when `one_step` is set: a side its
units and tiles in one ask, an ally its units in one ask (none: it stays out). Setups without it
(quick battles stored before) ask as they did: units, then tiles; join, then units.
"""

from __future__ import annotations

import tomllib
from collections.abc import Generator, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

from bot.engine import (
    Ask,
    BattleContext,
    Count,
    Option,
    Outcome,
    Procedure,
    SetupError,
    TwoDice,
    choose_one,
    set_counts,
    yes_no,
)

ATTACKER = "attacker"
DEFENDER = "defender"
SIDES = (ATTACKER, DEFENDER)
ALLY_OF = {ATTACKER: "attacker_ally", DEFENDER: "defender_ally"}
NAVAL = "naval"
LAND = "land"

ATTACK_COST_GOLD = 2
"""What declaring an attack costs. The campaign charges it when the battle starts (in the same
transaction that stores it), so the outcome does not charge it again."""

DATA_PATH = Path(__file__).resolve().parents[2] / "data/games/soe.toml"

# Readings groups dispute, as per-campaign settings; the defaults are the readings of soe.md.
SETTINGS_DEFAULTS: dict[str, bool] = {
    # The neutral rolls two dice like a player and adds their difference to its defence value.
    # False: the neutral's score is the number on its counter alone.
    "neutral_rolls_dice": True,
    # Fleets lost at sea give their owner unrest like units lost on land.
    # False: only armies and forts lost on land give unrest.
    "naval_losses_unrest": True,
    # The attacker's ally may join an attack on a neutral country. soe.md: "No allies"; the
    # seed asks allies before it asks whether the target is neutral, hence the setting.
    "neutral_attacker_allies": False,
}

SetupMap = Mapping[str, Any]
Phase = Generator[Ask, Any, Any]


# -- data: the areas of the map and the neutral countries -----------------------------------------
@dataclass(frozen=True)
class Area:
    key: str
    name: str
    sea: bool


@dataclass(frozen=True)
class Neutral:
    key: str
    name: str
    area: str
    defence: int
    reward: str  # "gold" (number in a circle), "vp" (in a square) or "none"

    @property
    def reward_amount(self) -> int:
        """The winner gains as many gold or VP as the number on the counter."""
        return 0 if self.reward == "none" else self.defence


@dataclass(frozen=True)
class Limits:
    units: int
    tiles: int
    control_markers: int


@dataclass(frozen=True)
class GameData:
    areas: dict[str, Area]
    neutrals: dict[str, Neutral]
    limits: Limits


REWARDS = ("gold", "vp", "none")


@cache
def load_game_data(path: Path = DATA_PATH) -> GameData:
    """The map data, checked once: a broken data file fails loudly, not mid-battle."""
    with path.open("rb") as f:
        raw = tomllib.load(f)

    def fail(what: str) -> ValueError:
        return ValueError(f"{path.name}: {what}")

    areas = {}
    for key, entry in raw.get("areas", {}).items():
        if not isinstance(entry.get("name"), str) or not isinstance(entry.get("sea"), bool):
            raise fail(f"area {key} needs a name and sea = true/false")
        areas[key] = Area(key, entry["name"], entry["sea"])
    neutrals = {}
    for key, entry in raw.get("neutrals", {}).items():
        defence = entry.get("defence")
        if entry.get("area") not in areas:
            raise fail(f"neutral {key} lies in an unknown area {entry.get('area')!r}")
        if isinstance(defence, bool) or not isinstance(defence, int) or defence < 0:
            raise fail(f"neutral {key} needs a defence value >= 0")
        if entry.get("reward") not in REWARDS or not isinstance(entry.get("name"), str):
            raise fail(f"neutral {key} needs a name and a reward among {REWARDS}")
        neutrals[key] = Neutral(key, entry["name"], entry["area"], defence, entry["reward"])
    try:
        limits = Limits(**raw["limits"])
    except (KeyError, TypeError) as error:
        raise fail(f"[limits] needs units, tiles and control_markers ({error})") from None
    if not areas:
        raise fail("no areas")
    return GameData(areas, neutrals, limits)


# -- the battle's state ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Settings:
    neutral_rolls_dice: bool = SETTINGS_DEFAULTS["neutral_rolls_dice"]
    naval_losses_unrest: bool = SETTINGS_DEFAULTS["naval_losses_unrest"]
    neutral_attacker_allies: bool = SETTINGS_DEFAULTS["neutral_attacker_allies"]


def settings_of(setup: SetupMap) -> Settings:
    """The campaign's readings, soe.md's where it names none."""
    return Settings(**{**SETTINGS_DEFAULTS, **setup.get("settings", {})})


@dataclass(frozen=True)
class Side:
    """One side of the attack: its player's force and tiles, and the units its ally brings."""

    seat: str
    armies: int = 0
    fleets: int = 0
    forts: int = 0
    army_training: int = 0
    navy_training: int = 0
    alliance_land: int = 0
    alliance_sea: int = 0
    alliance_either: int = 0
    control_markers: int = 0
    ally_armies: int = 0
    ally_fleets: int = 0

    @property
    def ally_seat(self) -> str:
        return ALLY_OF[self.seat]

    @property
    def all_fleets(self) -> int:
        """Fleets taking part at sea: an ally's count for the side it helps."""
        return self.fleets + self.ally_fleets


PLAYER_FIELDS = (
    "armies",
    "fleets",
    "army_training",
    "navy_training",
    "alliance_land",
    "alliance_sea",
    "alliance_either",
)
DEFENDER_FIELDS = (*PLAYER_FIELDS, "forts", "control_markers")
ALLY_FIELDS = ("armies", "fleets")


@dataclass(frozen=True)
class Battle:
    """Everything the rules need between two steps; frozen so the odds can memoise on it."""

    area: Area
    neutral: Neutral | None
    attacker: Side
    defender: Side
    settings: Settings = Settings()
    losses: tuple[tuple[str, str, int], ...] = ()  # (owner seat, unit, count), sorted
    tiles_used: tuple[tuple[str, str, int], ...] = ()  # (seat, where, count), in order

    def side(self, seat: str) -> Side:
        return self.attacker if seat == ATTACKER else self.defender

    def with_side(self, side: Side) -> Battle:
        return replace(self, **{side.seat: side})

    def lose(self, seat: str, unit_key: str) -> Battle:
        """One unit of `seat`'s side removed: `unit_key` is a Side field (ally_* for the ally)."""
        side = self.side(seat)
        side = replace(side, **{unit_key: getattr(side, unit_key) - 1})
        owner = side.ally_seat if unit_key.startswith("ally_") else seat
        unit = unit_key.removeprefix("ally_")
        counts = {(o, u): n for o, u, n in self.losses}
        counts[owner, unit] = counts.get((owner, unit), 0) + 1
        losses = tuple(sorted((o, u, n) for (o, u), n in counts.items()))
        return replace(self.with_side(side), losses=losses)

    def loss_counts(self) -> dict[str, dict[str, int]]:
        result: dict[str, dict[str, int]] = {}
        for owner, unit, n in self.losses:
            result.setdefault(owner, {})[unit] = n
        return result


# -- declaring an attack --------------------------------------------------------------------------
def _check_count(value: Any, what: str, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= high:
        raise SetupError(f"{what}: a whole number from 0 to {high}, please.")


def _check_force(force: Any, seat: str, allowed: tuple[str, ...], limits: Limits) -> None:
    if not isinstance(force, Mapping):
        raise SetupError(f"The forces of the {_seat_text(seat)} are missing.")
    unknown = sorted(set(force) - set(allowed))
    if unknown:
        raise SetupError(f"The {_seat_text(seat)} cannot bring {', '.join(unknown)} to an attack.")
    for key, value in force.items():
        high = limits.control_markers if key == "control_markers" else limits.units
        if "training" in key or key.startswith("alliance"):
            high = limits.tiles
        _check_count(value, f"{_seat_text(seat).capitalize()} {key.replace('_', ' ')}", high)


def _seat_text(seat: str) -> str:
    return seat.replace("_", " ")


def validate_setup(setup: SetupMap) -> None:
    """Refuse, in a player's words, a setup that cannot start an attack."""
    data = load_game_data()
    seats = setup.get("seats")
    if not isinstance(seats, Mapping) or ATTACKER not in seats:
        raise SetupError("An attack needs an attacker.")
    unknown_seats = set(seats) - {*SIDES, *ALLY_OF.values()}
    if unknown_seats:
        raise SetupError(f"Unknown seats: {', '.join(sorted(unknown_seats))}.")
    area = data.areas.get(setup.get("area"))
    if area is None:
        raise SetupError("Choose one of the areas of the map to attack.")
    kind = setup.get("defender_kind", "player")
    if kind not in ("player", "neutral"):
        raise SetupError("The defender is a player or a neutral country.")
    neutral = kind == "neutral"
    settings = setup.get("settings", {})
    if not isinstance(settings, Mapping):
        raise SetupError("Settings must be a table of on/off switches.")
    for key, value in settings.items():
        if key not in SETTINGS_DEFAULTS:
            raise SetupError(f"Unknown setting {key!r}.")
        if not isinstance(value, bool):
            raise SetupError(f"The setting {key!r} is on or off (true/false).")
    if neutral:
        target = data.neutrals.get(setup.get("neutral"))
        if target is None:
            raise SetupError(f"Choose which neutral country in {area.name} to attack.")
        if target.area != area.key:
            raise SetupError(f"{target.name} is not in {area.name}.")
        if ALLY_OF[DEFENDER] in seats:
            raise SetupError("A neutral country has no allies.")
        if ALLY_OF[ATTACKER] in seats and not settings_of(setup).neutral_attacker_allies:
            raise SetupError("Against a neutral country the attacker fights without allies.")
    elif DEFENDER not in seats:
        raise SetupError("An attack on a player needs a defender.")
    _check_sides_apart(seats)
    gold = setup.get("attacker_gold")
    if gold is not None and (not isinstance(gold, int) or gold < ATTACK_COST_GOLD):
        raise SetupError(f"Declaring an attack costs {ATTACK_COST_GOLD} gold; you have {gold}.")
    if not isinstance(setup.get("one_step", False), bool):
        raise SetupError("one_step is on or off (true/false).")
    if setup.get("collect_forces"):
        if "forces" in setup:
            raise SetupError("Give the forces in the setup or ask the players, not both.")
        return
    _check_forces(setup.get("forces"), seats, area, neutral, data.limits)


def _check_sides_apart(seats: Mapping[str, Any]) -> None:
    """Nobody attacks himself, and nobody helps both sides (allies cannot be attacked)."""
    for info in seats.values():
        if not isinstance(info, Mapping) or not isinstance(info.get("name"), str):
            raise SetupError("Every seat needs a player's name.")
    users = {seat: info.get("user_id") for seat, info in seats.items()}
    camps = [
        {users.get(s) for s in (side, ALLY_OF[side]) if users.get(s) is not None} for side in SIDES
    ]
    if camps[0] & camps[1]:
        raise SetupError("A player cannot be on both sides of an attack.")


def _check_forces(
    forces: Any, seats: Mapping[str, Any], area: Area, neutral: bool, limits: Limits
) -> None:
    if not isinstance(forces, Mapping):
        raise SetupError("Give each side's forces, or set collect_forces to ask the players.")
    expected = {ATTACKER} | ({DEFENDER} if not neutral else set())
    expected |= {ALLY_OF[s] for s in SIDES if ALLY_OF[s] in seats}
    if set(forces) != expected:
        raise SetupError(f"Forces are needed for exactly: {', '.join(sorted(expected))}.")
    for seat in expected:
        fields = {ATTACKER: PLAYER_FIELDS, DEFENDER: DEFENDER_FIELDS}.get(seat, ALLY_FIELDS)
        _check_force(forces[seat], seat, fields, limits)
        if not area.sea and forces[seat].get("fleets", 0):
            raise SetupError(f"{area.name} has no sea: no fleets there.")
    attacker = forces[ATTACKER]
    if neutral and attacker.get("armies", 0) < 1:
        raise SetupError("Attacking a neutral country takes at least one of your armies.")
    if attacker.get("armies", 0) + attacker.get("fleets", 0) < 1:
        raise SetupError(f"To attack you need at least one army or fleet in {area.name}.")


def declare(b: BattleContext) -> Phase:
    """The attack declared: forces set (or read from the setup) and each ally's answer."""
    setup = b.setup
    data = load_game_data()
    area = data.areas[setup["area"]]
    neutral = data.neutrals[setup["neutral"]] if setup.get("defender_kind") == "neutral" else None
    b.log(
        "attack_declared",
        area=area.key,
        sea=area.sea,
        defender_kind="neutral" if neutral else "player",
        neutral=neutral.key if neutral else None,
        defence=neutral.defence if neutral else None,
        reward=neutral.reward if neutral else None,
        attack_cost_gold=ATTACK_COST_GOLD,
    )
    if setup.get("collect_forces"):
        forces = yield from collect_forces(b, area, neutral, data.limits)
    else:
        forces = setup["forces"]
    sides = {seat: Side(seat, **forces[seat]) for seat in SIDES if seat in forces} | (
        {DEFENDER: Side(DEFENDER)} if neutral else {}
    )
    for side in sides.values():
        fields = PLAYER_FIELDS if side.seat == ATTACKER else DEFENDER_FIELDS
        if side.seat == ATTACKER or not neutral:
            b.log("forces", side=side.seat, **{f: getattr(side, f) for f in fields})
    for seat in SIDES:
        if ALLY_OF[seat] in setup["seats"]:
            sides[seat] = yield from ask_ally(b, sides[seat], forces, area, neutral, data.limits)
    return Battle(area, neutral, sides[ATTACKER], sides[DEFENDER], settings_of(setup))


def collect_forces(
    b: BattleContext, area: Area, neutral: Neutral | None, limits: Limits
) -> Generator[Ask, Any, dict[str, dict[str, int]]]:
    """Quick battle: each side sets its units and its tiles (one ask, or two before one_step)."""
    at_sea = area.sea and neutral is None
    forces: dict[str, dict[str, int]] = {}
    for seat in (ATTACKER,) if neutral else SIDES:
        # Where fleets cannot fight, the attacker needs an army of its own to attack at all.
        low = 1 if seat == ATTACKER and not at_sea else 0
        units = [Count("armies", "Armies", low, limits.units, default=1)]
        if at_sea:
            units.append(Count("fleets", "Fleets", 0, limits.units))
        if seat == DEFENDER:
            units.append(Count("forts", "Forts", 0, limits.units))
            units.append(Count("control_markers", "Control markers", 0, limits.control_markers, 1))
        tiles = [Count("army_training", "Army Training tiles", 0, limits.tiles)]
        if at_sea:
            tiles.append(Count("navy_training", "Navy Training tiles", 0, limits.tiles))
        tiles.append(Count("alliance_land", "Alliance tiles (land)", 0, limits.tiles))
        if at_sea:
            tiles.append(Count("alliance_sea", "Alliance tiles (sea)", 0, limits.tiles))
        tiles.append(Count("alliance_either", "Alliance tiles (land or sea)", 0, limits.tiles))
        if b.setup.get("one_step"):
            forces[seat] = yield from ask_forces(b, seat, area, units, tiles)
            continue
        chosen = yield set_counts(
            seat,
            "forces",
            units,
            min_total=1 if seat == ATTACKER else None,
            prompt=f"Your units in {area.name}",
        )
        chosen_tiles = yield set_counts(
            seat, "tiles", tiles, prompt=f"Your tiles (Alliance tiles usable in {area.name})"
        )
        forces[seat] = {**chosen, **chosen_tiles}
    return forces


def ask_forces(
    b: BattleContext, seat: str, area: Area, units: list[Count], tiles: list[Count]
) -> Generator[Ask, Any, dict[str, int]]:
    """A side's units and tiles in one ask. Tiles alone cannot attack: an attacker who names no
    army or fleet is asked again, told why (an ask bounds its total, not the units' alone)."""
    prompt = f"Your units and tiles in {area.name}"
    while True:
        chosen = yield set_counts(
            seat,
            "forces",
            [*units, *tiles],
            min_total=1 if seat == ATTACKER else None,
            prompt=prompt,
            together=("Tiles", [t.key for t in tiles]),
        )
        if seat != ATTACKER or chosen["armies"] + chosen.get("fleets", 0) >= 1:
            return chosen
        prompt = f"To attack you need an army or fleet in {area.name}: your units and tiles"


def ask_ally(
    b: BattleContext,
    side: Side,
    forces: Mapping[str, Any],
    area: Area,
    neutral: Neutral | None,
    limits: Limits,
) -> Generator[Ask, Any, Side]:
    """An ally helps only with the armies and fleets it already has in the area, or stays out."""
    ally = side.ally_seat
    given = forces.get(ally)
    if given is not None and not any(given.values()):
        b.log("ally_decision", side=ally, helps=side.seat, joined=False, reason="no_units")
        return side
    if given is None and b.setup.get("one_step"):
        # a quick battle: the ally's units are its answer, none at all is staying out
        given = yield set_counts(
            ally,
            "ally_forces",
            _ally_counts(area, neutral, limits),
            helps=side.seat,
            prompt=f"Help the {side.seat} in {area.name}? Your units there, or stay out",
            confirm=f"Join the {side.seat}",
            zero="Stay out",
        )
        if not any(given.values()):
            return _stays_out(b, side)
        return _joins(b, side, given)
    answer = yield choose_one(
        ally,
        "ally_joins",
        [Option("join", f"Join the {side.seat}"), Option("stay_out", "Stay out")],
        helps=side.seat,
        prompt=f"Help the {side.seat} in {area.name}?",
    )
    if answer == "stay_out":
        return _stays_out(b, side)
    if given is None:
        given = yield set_counts(
            ally,
            "ally_forces",
            _ally_counts(area, neutral, limits),
            min_total=1,
            prompt=f"Your units in {area.name}",
        )
    return _joins(b, side, given)


def _ally_counts(area: Area, neutral: Neutral | None, limits: Limits) -> list[Count]:
    counts = [Count("armies", "Armies", 0, limits.units, default=1)]
    if area.sea and neutral is None:
        counts.append(Count("fleets", "Fleets", 0, limits.units))
    return counts


def _joins(b: BattleContext, side: Side, given: Mapping[str, int]) -> Side:
    armies, fleets = given.get("armies", 0), given.get("fleets", 0)
    b.log(
        "ally_decision",
        side=side.ally_seat,
        helps=side.seat,
        joined=True,
        armies=armies,
        fleets=fleets,
    )
    return replace(side, ally_armies=armies, ally_fleets=fleets)


def _stays_out(b: BattleContext, side: Side) -> Side:
    b.log("ally_decision", side=side.ally_seat, helps=side.seat, joined=False, reason="stayed_out")
    return side


# -- scores, and a neutral country's --------------------------------------------------------------
@dataclass(frozen=True)
class Score:
    """A side's combat score: named bonuses (points) plus the difference of its two dice."""

    side: str
    bonuses: tuple[tuple[str, int], ...]
    dice: TwoDice | None
    notes: tuple[tuple[str, Any], ...] = ()  # facts that are not points (fort count, neutral)

    @property
    def total(self) -> int:
        return sum(points for _, points in self.bonuses) + (
            self.dice.difference if self.dice else 0
        )

    @property
    def natural_seven(self) -> bool:
        return self.dice is not None and self.dice.total == 7

    def fields(self) -> dict[str, Any]:
        return {
            "side": self.side,
            **dict(self.notes),
            **dict(self.bonuses),
            "dice": [self.dice.first, self.dice.second] if self.dice else None,
            "difference": self.dice.difference if self.dice else 0,
            "total": self.total,
            "natural_seven": self.natural_seven,
        }


def training_bonus(own_tiles: int, other_tiles: int) -> int:
    """+1 only for the side with more training tiles; equal counts give nobody anything."""
    return 1 if own_tiles > other_tiles else 0


def combat_winner(attacker_total: int, defender_total: int) -> str | None:
    """Higher score wins; None is a tie."""
    if attacker_total == defender_total:
        return None
    return ATTACKER if attacker_total > defender_total else DEFENDER


def neutral_score(neutral: Neutral, dice: TwoDice | None) -> Score:
    """A neutral country: the number on its counter (plus its dice, by default)."""
    return Score(DEFENDER, (("defence", neutral.defence),), dice, notes=(("neutral", neutral.key),))


# -- naval phase ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class NavalResult:
    """Where the naval phase left the battle. Scores are a record, not state (no memo key)."""

    battle: Battle
    support: str | None
    winner: str | None
    reason: str
    scores: tuple[Score, ...] = field(default=(), compare=False)


def naval_score(side: Side, other: Side, alliance: int, dice: TwoDice) -> Score:
    """+1 per fleet and allied fleet, per Alliance tile spent at sea, for more Navy Training."""
    return Score(
        side.seat,
        (
            ("fleets", side.fleets),
            ("allied_fleets", side.ally_fleets),
            ("alliance", alliance),
            ("training", training_bonus(side.navy_training, other.navy_training)),
        ),
        dice,
    )


def naval_phase(b: BattleContext, battle: Battle) -> Generator[Ask, Any, NavalResult]:
    """Who wins naval support: by default, by a declined fight, or by naval combat."""
    if battle.neutral is not None or not battle.area.sea:
        reason = "neutral" if battle.neutral is not None else "no_sea"
        b.log("naval_phase_skipped", reason=reason)
        return NavalResult(battle, None, None, reason)
    fleets = {seat: battle.side(seat).all_fleets for seat in SIDES}
    winner: str | None = None
    scores: tuple[Score, ...] = ()
    if not any(fleets.values()):
        support, reason = None, "no_fleets"
    elif not all(fleets.values()):
        support, reason = (ATTACKER if fleets[ATTACKER] else DEFENDER), "only_fleets"
    elif not (yield from decide_to_fight(b, ATTACKER)):
        support, reason = DEFENDER, "attacker_declined"
    elif not (yield from decide_to_fight(b, DEFENDER)):
        support, reason = ATTACKER, "defender_declined"
    else:
        battle, winner, scores = yield from combat(b, battle, NAVAL, naval_support=None)
        support, reason = winner, ("naval_combat" if winner else "naval_tie")
    b.log("naval_support", side=support, reason=reason)
    return NavalResult(battle, support, winner, reason, scores)


def decide_to_fight(b: BattleContext, seat: str) -> Generator[Ask, Any, bool]:
    """Declining the naval battle hands naval support to the other side."""
    fights = yield yes_no(seat, "fight_at_sea", prompt="Fight the naval battle?")
    b.log("naval_decision", side=seat, fights=fights)
    return fights


def spend_alliance_tiles(
    b: BattleContext, battle: Battle, phase: str
) -> Generator[Ask, Any, tuple[Battle, dict[str, int]]]:
    """Each side picks the Alliance tiles it spends here; a tile used at sea is gone for land."""
    alliance = {}
    for seat in SIDES:
        side = battle.side(seat)
        fixed_key = "sea" if phase == NAVAL else "land"
        fixed = side.alliance_sea if phase == NAVAL else side.alliance_land
        either = side.alliance_either
        alliance[seat] = 0
        if fixed + either == 0:
            continue
        counts = []
        if fixed:
            counts.append(Count(fixed_key, f"Alliance tiles ({fixed_key})", 0, fixed, fixed))
        if either:
            default = either if phase == LAND else 0
            counts.append(Count("either", "Alliance tiles (land or sea)", 0, either, default))
        used = yield set_counts(
            seat,
            f"alliance_tiles_{phase}",
            counts,
            prompt=f"Alliance tiles to spend {'at sea' if phase == NAVAL else 'on land'}",
        )
        n_fixed, n_either = used.get(fixed_key, 0), used.get("either", 0)
        side = replace(
            side,
            alliance_either=either - n_either,
            **{f"alliance_{fixed_key}": fixed - n_fixed},
        )
        either_key = "either_at_sea" if phase == NAVAL else "either_on_land"
        spent = ((seat, fixed_key, n_fixed), (seat, either_key, n_either))
        battle = replace(battle.with_side(side), tiles_used=battle.tiles_used + spent)
        alliance[seat] = n_fixed + n_either
        b.log("alliance_tiles", side=seat, phase=phase, **{fixed_key: n_fixed, "either": n_either})
    return battle, alliance


def combat(
    b: BattleContext, battle: Battle, phase: str, naval_support: str | None
) -> Generator[Ask, Any, tuple[Battle, str | None, tuple[Score, ...]]]:
    """One naval or land combat: tiles, dice, scores, then every loss (the 7 rule included)."""
    battle, alliance = yield from spend_alliance_tiles(b, battle, phase)
    scores = []
    for seat in SIDES:
        side, other = battle.side(seat), battle.side(DEFENDER if seat == ATTACKER else ATTACKER)
        if seat == DEFENDER and battle.neutral is not None:
            rolls = battle.settings.neutral_rolls_dice
            dice = b.dice.two_dice(phase, side=seat) if rolls else None
            scores.append(neutral_score(battle.neutral, dice))
        elif phase == NAVAL:
            dice = b.dice.two_dice(phase, side=seat)
            scores.append(naval_score(side, other, alliance[seat], dice))
        else:
            dice = b.dice.two_dice(phase, side=seat)
            scores.append(land_score(side, other, alliance[seat], naval_support == seat, dice))
    for score in scores:
        b.log(f"{phase}_score", **score.fields())
    attacker, defender = scores
    winner = combat_winner(attacker.total, defender.total)
    b.log(f"{phase}_result", winner=winner, attacker=attacker.total, defender=defender.total)
    sevens = {score.side: score.natural_seven for score in scores}
    battle = yield from take_losses(b, battle, phase, winner, sevens)
    return battle, winner, (attacker, defender)


# -- losses and the 7 rule ------------------------------------------------------------------------
@dataclass(frozen=True)
class LossDue:
    """One unit a side must lose: for losing, for a tie, or for rolling a natural 7."""

    seat: str
    cause: str  # "defeat" | "tie" | "seven"
    outright: bool  # the side lost the combat (not a tie)


def losses_due(winner: str | None, sevens: Mapping[str, bool], neutral: bool) -> list[LossDue]:
    """The loser loses one unit, a tie costs both one, a natural 7 costs its roller one more."""
    dues = []
    for seat in SIDES:
        if seat == DEFENDER and neutral:
            continue  # a neutral country has no units to lose
        outright = winner is not None and winner != seat
        if winner != seat:
            dues.append(LossDue(seat, "defeat" if outright else "tie", outright))
        if sevens[seat]:
            dues.append(LossDue(seat, "seven", outright))
    return dues


def loss_options(side: Side, due: LossDue, phase: str) -> tuple[str, ...]:
    """The Side fields one of which must lose a unit; two options means the owner chooses.

    At sea only fleets are lost. On land a fort can go only to an outright loss, never to a tie
    or to the winner's 7. A loser's 7 falls on its ally if one took part; otherwise a side loses
    its own units, and its ally's only when it has none of its own left.
    """
    unit = "fleets" if phase == NAVAL else "armies"
    ally_has = getattr(side, f"ally_{unit}") > 0
    if due.cause == "seven" and due.outright and ally_has:
        return (f"ally_{unit}",)
    own = [unit] + (["forts"] if phase == LAND and due.outright else [])
    own = [key for key in own if getattr(side, key) > 0]
    if own:
        return tuple(own)
    return (f"ally_{unit}",) if ally_has else ()


UNIT_LABELS = {"armies": "An army", "forts": "A fort", "fleets": "A fleet"}


def take_losses(
    b: BattleContext, battle: Battle, phase: str, winner: str | None, sevens: Mapping[str, bool]
) -> Generator[Ask, Any, Battle]:
    """Every loss a combat causes, in order; the owner is asked only between army and fort."""
    for due in losses_due(winner, sevens, battle.neutral is not None):
        side = battle.side(due.seat)
        options = loss_options(side, due, phase)
        if not options:
            b.log("no_unit_to_lose", side=due.seat, phase=phase, cause=due.cause)
            continue
        choice = options[0]
        if len(options) > 1:
            choice = yield choose_one(
                due.seat,
                "choose_loss",
                [Option(key, UNIT_LABELS[key]) for key in options],
                phase=phase,
                cause=due.cause,
                prompt="Which unit do you lose?",
            )
        battle = battle.lose(due.seat, choice)
        owner = side.ally_seat if choice.startswith("ally_") else due.seat
        b.log(
            "unit_lost", side=owner, unit=choice.removeprefix("ally_"), phase=phase, cause=due.cause
        )
    return battle


# -- land combat, control and the outcome ---------------------------------------------------------
def land_score(side: Side, other: Side, alliance: int, naval_support: bool, dice: TwoDice) -> Score:
    """+1 for naval support, per army and allied army (allies bring no forts), for more Army
    Training, per Alliance tile spent on land; +2 per fort (only the defender has forts)."""
    return Score(
        side.seat,
        (
            ("naval_support", int(naval_support)),
            ("armies", side.armies),
            ("allied_armies", side.ally_armies),
            ("training", training_bonus(side.army_training, other.army_training)),
            ("fort_bonus", 2 * side.forts),
            ("alliance", alliance),
        ),
        dice,
        notes=(("forts", side.forts),),
    )


@dataclass(frozen=True)
class LandResult:
    """Where the land combat left the battle; scores are a record, not state."""

    battle: Battle
    winner: str | None
    scores: tuple[Score, ...] = field(default=(), compare=False)


def after_naval(b: BattleContext, naval: NavalResult) -> Generator[Ask, Any, Outcome]:
    """Without an army of its own in the area the attack ends at sea; otherwise land combat."""
    if naval.battle.attacker.armies == 0:
        b.log("attack_ends", reason="no_attacker_army")
        return finish(b, naval, None)
    battle, winner, scores = yield from combat(b, naval.battle, LAND, naval.support)
    return finish(b, naval, LandResult(battle, winner, scores))


def control_change(battle: Battle, land: LandResult | None) -> tuple[bool, str]:
    """Whether the attacker places a control marker (and the defender removes one), and why."""
    if land is None:
        return False, "no_land_combat"
    if land.winner is None:
        return False, "tie_defender_holds"
    if land.winner == DEFENDER:
        return False, "attack_repulsed"
    if battle.neutral is None and battle.defender.control_markers == 0:
        return False, "defender_has_no_marker"
    return True, "attacker_won"


def unrest(battle: Battle) -> dict[str, int]:
    """One unrest point per unit lost, to its owner (fleets too, by default)."""
    result: dict[str, int] = {}
    for owner, unit, n in battle.losses:
        if unit == "fleets" and not battle.settings.naval_losses_unrest:
            continue
        result[owner] = result.get(owner, 0) + n
    return result


def finish(b: BattleContext, naval: NavalResult, land: LandResult | None) -> Outcome:
    """Control markers, the neutral's reward and unrest, as the Outcome the campaign applies.

    winner: the land combat's, or the naval combat's when the attack ended at sea (a neutral
    that holds is "defender"). control: {area: "attacker"} when the attacker placed a marker.
    """
    battle = land.battle if land else naval.battle
    winner = land.winner if land else naval.winner
    placed, reason = control_change(battle, land)
    control: dict[str, str | None] = {}
    if placed:
        control[battle.area.key] = ATTACKER
        removed = None if battle.neutral else DEFENDER
        b.log("control_marker", area=battle.area.key, placed_by=ATTACKER, removed_from=removed)
    else:
        b.log("control_unchanged", area=battle.area.key, reason=reason)
    resources: dict[str, dict[str, int]] = {}
    reward = None
    neutral = battle.neutral
    if neutral is not None and winner == ATTACKER and neutral.reward_amount:
        reward = {"resource": neutral.reward, "amount": neutral.reward_amount}
        resources[ATTACKER] = {neutral.reward: neutral.reward_amount}
        b.log("reward", side=ATTACKER, neutral=neutral.key, **reward)
    for owner, points in unrest(battle).items():
        resources.setdefault(owner, {})["unrest"] = points
        b.log("unrest", side=owner, points=points)
    b.log("attack_result", winner=winner)
    tiles: dict[str, dict[str, int]] = {}
    for seat, where, n in battle.tiles_used:
        tiles.setdefault(seat, {})[where] = n
    return Outcome(
        winner=winner,
        losses=battle.loss_counts(),
        control=control,
        resources=resources,
        details={
            "area": battle.area.key,
            "defender_kind": "neutral" if neutral else "player",
            "neutral": neutral.key if neutral else None,
            "naval_support": naval.support,
            "naval_reason": naval.reason,
            "naval_winner": naval.winner,
            "naval_scores": {s.side: s.total for s in naval.scores},
            "land_fought": land is not None,
            "land_winner": land.winner if land else None,
            "land_scores": {s.side: s.total for s in land.scores} if land else {},
            "control_marker_placed": ATTACKER if placed else None,
            "control_marker_removed": DEFENDER if placed and not neutral else None,
            "control_reason": reason,
            "reward": reward,
            "alliance_tiles_used": tiles,
            "attack_cost_gold": ATTACK_COST_GOLD,
        },
    )


# -- the ruleset ----------------------------------------------------------------------------------
class StruggleOfEmpires:
    key = "soe"
    name = "Struggle of Empires"
    settings_defaults = SETTINGS_DEFAULTS

    def validate_setup(self, setup: Mapping[str, Any]) -> None:
        validate_setup(setup)

    def procedure(self, b: BattleContext) -> Procedure:
        battle = yield from declare(b)
        naval = yield from naval_phase(b, battle)
        return (yield from after_naval(b, naval))


RULESET = StruggleOfEmpires()
