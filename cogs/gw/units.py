"""The Great War's numbers: the unit table, technologies and combat constants of data/games/gw.toml.

A campaign may override any value without code: `load_rules(overrides)` merges a table shaped like
the file over it before anything is checked, so a broken override fails loudly with the same
words as a broken data file.
"""

from __future__ import annotations

import copy
import json
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

DATA_PATH = Path(__file__).resolve().parents[2] / "data/games/gw.toml"

DOMAINS = ("land", "air", "sea")
STRATEGIC = ("bomber", "airship")
FLAGS = (
    "lands",
    "storm",
    "preemptive",
    "superiority_bonus",
    "gas",
    "rail_gun",
    "defender_only",
    "never_retreats",
    "airship",
    "first_strike",
    "submerges",
    "hunter",
    "combat_ship",
    "protected",
    "interceptor",
)


class RulesError(ValueError):
    """The data file or a campaign's override is not usable; the message says which value."""


@dataclass(frozen=True)
class UnitType:
    key: str
    name: str
    att: int
    defence: int
    hits: int
    cost: int
    domain: str
    lands: bool = False
    storm: bool = False
    preemptive: bool = False
    superiority_bonus: bool = False
    gas: bool = False
    rail_gun: bool = False
    defender_only: bool = False
    never_retreats: bool = False
    airship: bool = False
    first_strike: bool = False
    submerges: bool = False
    hunter: bool = False
    combat_ship: bool = False
    protected: bool = False
    interceptor: bool = False
    support: str | int | None = None  # "att" or a number: its hit value in support fire
    capacity: int = 0
    strategic: str | None = None

    @property
    def air(self) -> bool:
        return self.domain == "air"

    @property
    def ground(self) -> bool:
        return self.domain == "land"

    @property
    def ship(self) -> bool:
        return self.domain == "sea"

    def value(self, attacking: bool) -> int:
        return self.att if attacking else self.defence

    def support_value(self) -> int:
        return self.att if self.support == "att" else int(self.support or 0)


@dataclass(frozen=True)
class Technology:
    key: str
    name: str
    effect: str
    nations: tuple[str, ...] = ()
    per_round: int = 0


@dataclass(frozen=True)
class CombatNumbers:
    gas_hit: int
    air_superiority_bonus: int
    max_value: int
    hunt_hit: int
    mine_hit: int
    bombard_hit: int
    invasion_contest_round: int


@dataclass(frozen=True)
class BombingTables:
    bomber: str
    zeppelin_low: str
    zeppelin_high: str
    tables: Mapping[str, tuple[int, ...]]

    def loss(self, die: str, face: int) -> int:
        return self.tables[die][face - 1]


@dataclass(frozen=True)
class Rules:
    units: Mapping[str, UnitType]
    technologies: Mapping[str, Technology]
    combat: CombatNumbers
    bombing: BombingTables

    def unit(self, key: str) -> UnitType:
        return self.units[key]

    @property
    def entente(self) -> tuple[str, ...]:
        """The nations Offensive Coordination lets attack together."""
        return self.technologies["offensive_coordination"].nations


# -- loading ---------------------------------------------------------------------------------------
def merge(base: Mapping[str, Any], over: Mapping[str, Any]) -> dict[str, Any]:
    """`over` merged into a copy of `base`, table by table (a campaign's overrides)."""
    merged = copy.deepcopy(dict(base))
    for key, value in over.items():
        if isinstance(value, Mapping) and isinstance(merged.get(key), Mapping):
            merged[key] = merge(merged[key], value)
        else:
            merged[key] = copy.deepcopy(value)
    return merged


def load_rules(overrides: Mapping[str, Any] | None = None) -> Rules:
    """The game's numbers, with a campaign's `overrides` merged over data/games/gw.toml."""
    return _load(json.dumps(overrides or {}, sort_keys=True))


@cache
def _raw() -> dict[str, Any]:
    with DATA_PATH.open("rb") as f:
        return tomllib.load(f)


@cache
def _load(overrides_json: str) -> Rules:
    overrides = json.loads(overrides_json)
    if not isinstance(overrides, dict):
        raise RulesError("overrides must be a table")
    raw = merge(_raw(), overrides)
    units = {key: _unit(key, entry) for key, entry in raw.get("units", {}).items()}
    if not units:
        raise RulesError("gw.toml: no units")
    technologies = {
        key: _technology(key, entry) for key, entry in raw.get("technologies", {}).items()
    }
    for needed in ("gas", "gas_shells", "heavy_bomber", "offensive_coordination", "called_shots"):
        if needed not in technologies:
            raise RulesError(f"gw.toml: technology {needed} is missing")
    combat = raw.get("combat", {})
    try:
        numbers = CombatNumbers(**{k: _number(f"combat.{k}", v) for k, v in combat.items()})
    except TypeError as error:
        raise RulesError(f"gw.toml [combat]: {error}") from None
    return Rules(units, technologies, numbers, _bombing(raw.get("bombing", {})))


def _number(what: str, value: Any, low: int = 0, high: int = 99) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RulesError(f"gw.toml: {what} must be a whole number from {low} to {high}")
    return value


def _unit(key: str, entry: Mapping[str, Any]) -> UnitType:
    if not isinstance(entry, Mapping):
        raise RulesError(f"gw.toml: units.{key} must be a table")
    known = {"name", "att", "def", "hits", "cost", "domain", "support", "capacity", "strategic"}
    unknown = set(entry) - known - set(FLAGS)
    if unknown:
        raise RulesError(f"gw.toml: units.{key} has unknown fields {sorted(unknown)}")
    domain = entry.get("domain")
    if domain not in DOMAINS:
        raise RulesError(f"gw.toml: units.{key}.domain must be one of {DOMAINS}")
    support = entry.get("support")
    if support is not None and support != "att":
        support = _number(f"units.{key}.support", support, 0, 6)
    strategic = entry.get("strategic")
    if strategic is not None and strategic not in STRATEGIC:
        raise RulesError(f"gw.toml: units.{key}.strategic must be one of {STRATEGIC}")
    flags = {}
    for flag in FLAGS:
        value = entry.get(flag, False)
        if not isinstance(value, bool):
            raise RulesError(f"gw.toml: units.{key}.{flag} is true or false")
        flags[flag] = value
    return UnitType(
        key=key,
        name=str(entry.get("name", key)),
        att=_number(f"units.{key}.att", entry.get("att"), 0, 6),
        defence=_number(f"units.{key}.def", entry.get("def"), 0, 6),
        hits=_number(f"units.{key}.hits", entry.get("hits", 1), 1, 2),
        cost=_number(f"units.{key}.cost", entry.get("cost"), 0, 999),
        domain=domain,
        support=support,
        capacity=_number(f"units.{key}.capacity", entry.get("capacity", 0), 0, 20),
        strategic=strategic,
        **flags,
    )


def _technology(key: str, entry: Mapping[str, Any]) -> Technology:
    if not isinstance(entry, Mapping):
        raise RulesError(f"gw.toml: technologies.{key} must be a table")
    nations = entry.get("nations", [])
    if not isinstance(nations, list) or not all(isinstance(n, str) for n in nations):
        raise RulesError(f"gw.toml: technologies.{key}.nations is a list of nation keys")
    return Technology(
        key=key,
        name=str(entry.get("name", key)),
        effect=str(entry.get("effect", "")),
        nations=tuple(nations),
        per_round=_number(f"technologies.{key}.per_round", entry.get("per_round", 0), 0, 20),
    )


def _bombing(entry: Mapping[str, Any]) -> BombingTables:
    tables = {}
    for name, faces in entry.get("tables", {}).items():
        if not isinstance(faces, list) or len(faces) != 6:
            raise RulesError(f"gw.toml: bombing.tables.{name} gives a loss for each face 1..6")
        tables[name] = tuple(_number(f"bombing.tables.{name}", f, 0, 99) for f in faces)
    dice = {k: entry.get(k) for k in ("bomber", "zeppelin_low", "zeppelin_high")}
    for what, die in dice.items():
        if die not in tables:
            raise RulesError(f"gw.toml: bombing.{what} names no table of bombing.tables")
    return BombingTables(tables=tables, **dice)  # type: ignore[arg-type]
