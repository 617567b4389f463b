"""Struggle of Empires — the map data and the frozen battle state the rules work on.

Pure, like cogs/soe/rules.py (which re-exports all of this): no Discord, no database, no clock.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Generator, Mapping
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any

from bot.engine import Ask

ATTACKER = "attacker"
DEFENDER = "defender"
SIDES = (ATTACKER, DEFENDER)
ALLY_OF = {ATTACKER: "attacker_ally", DEFENDER: "defender_ally"}
"""The first ally seat of each side; more allies sit at `attacker_ally_2`, `attacker_ally_3` ..."""
NAVAL = "naval"
LAND = "land"
MAX_ALLIES = 9
"""Allies per side a setup may name (the game has at most six players)."""
_ALLY_SEAT = re.compile(r"(?P<side>attacker|defender)_ally(?:_(?P<n>[2-9]))?")

ATTACK_COST_GOLD = 2
"""What declaring an attack costs. The campaign charges it when the battle starts (in the same
transaction that stores it), so the outcome does not charge it again."""

DATA_PATH = Path(__file__).resolve().parents[2] / "data/games/soe.toml"

# Readings groups dispute, as per-campaign settings; the defaults are the original's plain
# readings (soe.md and the seed).
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
    # The seed spares forts only in a tie ("mai un Fortino"): a natural 7 costs "una unità
    # extra", which may be a fort (its owner chooses). False: a fort is lost only by a side that
    # lost the combat outright, never to a 7 of a winner or of a tied side.
    "seven_takes_forts": True,
}
LEGACY_READINGS: dict[str, bool] = {"seven_takes_forts": False}
"""How a setup stored before a reading became a setting was played: a setup that does not name
the reading replays by it. New setups name every reading (`stamped`)."""

SetupMap = Mapping[str, Any]
Phase = Generator[Ask, Any, Any]


def stamped(settings: Mapping[str, Any] | None) -> dict[str, bool]:
    """Every reading named, the defaults where `settings` names none: what a new setup stores, so
    that changing a default later never changes how a stored battle replays."""
    given = {k: v for k, v in (settings or {}).items() if k in SETTINGS_DEFAULTS}
    return {**SETTINGS_DEFAULTS, **given}


def ally_seats(seats: Mapping[str, Any], side: str) -> list[str]:
    """The ally seats of `side` the setup names, in order: attacker_ally, attacker_ally_2, ..."""
    found = []
    for seat in seats:
        match = _ALLY_SEAT.fullmatch(seat) if isinstance(seat, str) else None
        if match and match["side"] == side:
            found.append((int(match["n"] or 1), seat))
    return [seat for _, seat in sorted(found)]


def ally_seat(side: str, n: int) -> str:
    """The n-th (from 1) ally seat of `side`."""
    return ALLY_OF[side] if n == 1 else f"{ALLY_OF[side]}_{n}"


def side_of_seat(seat: str) -> str | None:
    """attacker / defender for a seat of either side (its allies included), None otherwise."""
    if seat in SIDES:
        return seat
    match = _ALLY_SEAT.fullmatch(seat)
    return match["side"] if match else None


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
    seven_takes_forts: bool = SETTINGS_DEFAULTS["seven_takes_forts"]


def settings_of(setup: SetupMap) -> Settings:
    """The battle's readings: the setup's own, else how setups that named none were played."""
    return Settings(**{**SETTINGS_DEFAULTS, **LEGACY_READINGS, **setup.get("settings", {})})


@dataclass(frozen=True)
class Ally:
    """An ally that joined a side, with the armies and fleets it brought (none left: it stays)."""

    seat: str
    armies: int = 0
    fleets: int = 0


@dataclass(frozen=True)
class Side:
    """One side of the attack: its player's force and tiles, and the allies that joined it."""

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
    allies: tuple[Ally, ...] = ()

    @property
    def ally_armies(self) -> int:
        return sum(a.armies for a in self.allies)

    @property
    def ally_fleets(self) -> int:
        return sum(a.fleets for a in self.allies)

    @property
    def all_fleets(self) -> int:
        """Fleets taking part at sea: the allies' too."""
        return self.fleets + self.ally_fleets

    def with_ally(self, ally: Ally) -> Side:
        return replace(self, allies=(*self.allies, ally))


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

    def lose(self, seat: str, owner: str, unit: str) -> Battle:
        """One `unit` (armies, fleets, forts) of `seat`'s side removed: its player's own when
        `owner` is `seat`, else the ally `owner`'s."""
        side = self.side(seat)
        if owner == seat:
            side = replace(side, **{unit: getattr(side, unit) - 1})
        else:
            allies = tuple(
                replace(a, **{unit: getattr(a, unit) - 1}) if a.seat == owner else a
                for a in side.allies
            )
            side = replace(side, allies=allies)
        counts = {(o, u): n for o, u, n in self.losses}
        counts[owner, unit] = counts.get((owner, unit), 0) + 1
        losses = tuple(sorted((o, u, n) for (o, u), n in counts.items()))
        return replace(self.with_side(side), losses=losses)

    def loss_counts(self) -> dict[str, dict[str, int]]:
        result: dict[str, dict[str, int]] = {}
        for owner, unit, n in self.losses:
            result.setdefault(owner, {})[unit] = n
        return result
