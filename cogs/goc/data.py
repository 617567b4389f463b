"""Glory of Civilizations' numbers: units, structures, technologies, governments and readings of
data/games/goc.toml, as frozen dataclasses.

A campaign may override any value without code: `load_rules(overrides)` merges a table shaped
like the file over it before anything is checked, so a broken override fails with the same words
as a broken data file.
"""

from __future__ import annotations

import copy
import json
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

DATA_PATH = Path(__file__).resolve().parents[2] / "data/games/goc.toml"

CLASSES = ("infantry", "cavalry", "siege", "ship")
ATTACKS = ("none", "melee", "ranged", "projectile")
STRUCTURE_TARGET = "structure"
READINGS: dict[str, tuple[Any, ...]] = {
    "bonus_per": ("type", "unit"),
    "projectile_courage": ("each", "once"),
    "failed_check": ("return", "discard"),
    "unreachable_harm": (False, True),
    "corps_size": ("castles", "free"),
    "reaction_exhausts": (True, False),
}
"""Each disputed reading and the values a campaign may pick (the first is the default)."""


class RulesError(ValueError):
    """The data file or a campaign's override is not usable; the message says which value."""


@dataclass(frozen=True)
class UnitType:
    key: str
    name: str
    cls: str
    attack: str
    reach: tuple[int, int]
    durability: int = 1
    bonus: Mapping[str, int] = field(default_factory=dict)
    unpack: bool = False
    water: bool = False
    strength: int = 1

    @property
    def melee(self) -> bool:
        return self.attack == "melee"

    @property
    def projectile(self) -> bool:
        return self.attack == "projectile"

    @property
    def attacks(self) -> bool:
        return self.attack != "none"

    def reaches(self, distance: int, enemy_on_water: bool) -> bool:
        """Whether it can attack an enemy this many hexes away (melee never reaches water)."""
        if not self.attacks or (self.melee and enemy_on_water):
            return False
        return self.reach[0] <= distance <= self.reach[1]


@dataclass(frozen=True)
class StructureType:
    key: str
    name: str
    durability: int
    order: int
    fortification: bool = False

    @property
    def wall(self) -> bool:
        """A wall or palisade: first in the destruction order, only on the line of attack."""
        return self.order == 1


@dataclass(frozen=True)
class Technology:
    key: str
    name: str
    fabian: int = 0
    redraw: bool = False
    swap: bool = False
    siege_courage: int = 0
    ignore_wall: bool = False
    conversion: int = 0
    restoration: int = 0


@dataclass(frozen=True)
class Government:
    key: str
    name: str
    conversion: int = 0
    restoration: int = 0


@dataclass(frozen=True)
class Checks:
    size: int = 2
    religion: int = 1
    relic: int = 1
    least: int = 1


@dataclass(frozen=True)
class Rules:
    units: Mapping[str, UnitType]
    structures: Mapping[str, StructureType]
    technologies: Mapping[str, Technology]
    governments: Mapping[str, Government]
    checks: Checks
    warlike: tuple[str, ...]
    readings: Mapping[str, Any]

    def reading(self, key: str) -> Any:
        return self.readings.get(key, READINGS[key][0])


def merge(base: Mapping[str, Any], over: Mapping[str, Any]) -> dict[str, Any]:
    """`over` merged into a copy of `base`, tables recursively."""
    result = copy.deepcopy(dict(base))
    for key, value in over.items():
        if isinstance(value, Mapping) and isinstance(result.get(key), Mapping):
            result[key] = merge(result[key], value)
        else:
            result[key] = copy.deepcopy(value)
    return result


def _int(table: Mapping[str, Any], key: str, where: str, default: int | None = None) -> int:
    value = table.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise RulesError(f"{where}.{key} must be a whole number at least 0, not {value!r}")
    return value


def _unit(key: str, t: Mapping[str, Any]) -> UnitType:
    where = f"units.{key}"
    cls, attack = t.get("class"), t.get("attack", "none")
    if cls not in CLASSES:
        raise RulesError(f"{where}.class must be one of {', '.join(CLASSES)}, not {cls!r}")
    if attack not in ATTACKS:
        raise RulesError(f"{where}.attack must be one of {', '.join(ATTACKS)}, not {attack!r}")
    reach = t.get("reach", [0, 0])
    if (
        not isinstance(reach, list | tuple)
        or len(reach) != 2
        or not all(isinstance(r, int) and not isinstance(r, bool) and r >= 0 for r in reach)
        or reach[0] > reach[1]
    ):
        raise RulesError(f"{where}.reach must be [nearest, farthest], not {reach!r}")
    bonus = dict(t.get("bonus") or {})
    for target in bonus:
        if target not in (*CLASSES, STRUCTURE_TARGET):
            raise RulesError(f"{where}.bonus names {target!r}, not a unit class or structure")
        _int(bonus, target, f"{where}.bonus")
    durability = _int(t, "durability", where, 1)
    if durability < 1:
        raise RulesError(f"{where}.durability must be at least 1")
    return UnitType(
        key,
        str(t.get("name", key)),
        cls,
        attack,
        (reach[0], reach[1]),
        durability,
        bonus,
        bool(t.get("unpack")),
        bool(t.get("water")),
        _int(t, "strength", where, 1),
    )


def _structure(key: str, t: Mapping[str, Any]) -> StructureType:
    where = f"structures.{key}"
    durability = _int(t, "durability", where)
    order = _int(t, "order", where)
    if durability < 1 or order not in (1, 3, 4):
        raise RulesError(f"{where}: durability at least 1, order 1 (wall), 3 or 4")
    return StructureType(
        key, str(t.get("name", key)), durability, order, bool(t.get("fortification"))
    )


def _technology(key: str, t: Mapping[str, Any]) -> Technology:
    where = f"technologies.{key}"
    return Technology(
        key,
        str(t.get("name", key)),
        _int(t, "fabian", where, 0),
        bool(t.get("redraw")),
        bool(t.get("swap")),
        _int(t, "siege_courage", where, 0),
        bool(t.get("ignore_wall")),
        _int(t, "conversion", where, 0),
        _int(t, "restoration", where, 0),
    )


def build(table: Mapping[str, Any]) -> Rules:
    """Rules from a table shaped like data/games/goc.toml."""
    units = {k: _unit(k, v) for k, v in (table.get("units") or {}).items()}
    structures = {k: _structure(k, v) for k, v in (table.get("structures") or {}).items()}
    for needed in ("building",):
        if needed not in structures:
            raise RulesError(f"structures.{needed} is missing")
    techs = {k: _technology(k, v) for k, v in (table.get("technologies") or {}).items()}
    governments = {
        k: Government(
            k,
            str(v.get("name", k)),
            _int(v, "conversion", f"governments.{k}", 0),
            _int(v, "restoration", f"governments.{k}", 0),
        )
        for k, v in (table.get("governments") or {}).items()
    }
    c = table.get("checks") or {}
    checks = Checks(
        _int(c, "size", "checks", 2),
        _int(c, "religion", "checks", 1),
        _int(c, "relic", "checks", 1),
        max(1, _int(c, "least", "checks", 1)),
    )
    readings = dict(table.get("readings") or {})
    for key, value in readings.items():
        if key not in READINGS or value not in READINGS[key]:
            allowed = READINGS.get(key, ())
            raise RulesError(f"readings.{key} must be one of {list(allowed)}, not {value!r}")
    warlike = (table.get("achievements") or {}).get("warlike") or {}
    destroy = tuple(warlike.get("destroy") or ())
    if not set(destroy) <= set(structures):
        raise RulesError("achievements.warlike.destroy names an unknown structure")
    if not units:
        raise RulesError("the data names no unit")
    return Rules(units, structures, techs, governments, checks, destroy, readings)


@cache
def _base() -> dict[str, Any]:
    return tomllib.loads(DATA_PATH.read_text(encoding="utf-8"))


@cache
def _cached(overrides_json: str) -> Rules:
    overrides = json.loads(overrides_json)
    return build(merge(_base(), overrides) if overrides else _base())


def load_rules(overrides: Mapping[str, Any] | None = None) -> Rules:
    """The rules of the data file, with a campaign's overrides merged over it."""
    return _cached(json.dumps(overrides or {}, sort_keys=True))
