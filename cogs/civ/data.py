"""Civilization's numbers: unit types, decks, hand sizes, bonuses, loot and the readings, read
from data/games/civ.toml. Kept apart from the rules so that a campaign can override any value
without code (`load_data(overrides)` merges a table shaped like the file over it), and a broken
file or override fails loudly, naming the value."""

from __future__ import annotations

import copy
import json
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

DATA_PATH = Path(__file__).resolve().parents[2] / "data/games/civ.toml"
TYPES = ("infantry", "mounted", "artillery", "aircraft")
LAND = ("infantry", "mounted", "artillery")


class DataError(ValueError):
    """The data file or a campaign's override is not usable; the message says which value."""


@dataclass(frozen=True)
class UnitType:
    key: str
    name: str
    ranks: tuple[str, ...]
    trumps: str
    cost: tuple[int, ...]
    deck: tuple[tuple[int, int], ...]
    """(rank-I strength, copies) of the market deck."""
    wnw_deck: tuple[tuple[int, int, int], ...]
    """(rank-I attack, rank-I health, copies) of Wisdom & Warfare cards."""
    needs: str = ""

    @property
    def ranked(self) -> bool:
        return len(self.ranks) > 1

    def rank_name(self, rank: int) -> str:
        return self.ranks[max(0, min(rank, len(self.ranks)) - 1)]


@dataclass(frozen=True)
class CivData:
    units: dict[str, UnitType]
    hand: dict[str, int]
    bonus: dict[str, int]
    loot: dict[str, Any]
    village: tuple[str, ...]
    settings: dict[str, bool]
    effects: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Card effects that act in battle, by key: their numbers (effects.py reads them)."""
    loot_points: dict[str, Any] = field(default_factory=dict)

    @property
    def resources(self) -> tuple[str, ...]:
        return tuple(self.loot["resources"])


def _merge(base: dict[str, Any], over: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for key, value in over.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), dict):
            out[key] = _merge(out[key], value)
        else:
            out[key] = copy.deepcopy(value)
    return out


def _ints(value: Any, where: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(isinstance(v, int) and v >= 0 for v in value):
        raise DataError(f"{where}: a list of whole numbers, not {value!r}")
    return tuple(value)


def _unit(key: str, raw: Mapping[str, Any]) -> UnitType:
    where = f"units.{key}"
    ranks = raw.get("ranks")
    if not isinstance(ranks, list) or not ranks or not all(isinstance(r, str) for r in ranks):
        raise DataError(f"{where}.ranks: a list of names")
    deck = tuple(_ints(pair, f"{where}.deck") for pair in raw.get("deck", []))
    if not deck or any(len(p) != 2 or p[0] < 1 for p in deck):
        raise DataError(f"{where}.deck: [[rank-I strength, copies], ...]")
    wnw = tuple(_ints(row, f"{where}.wnw_deck") for row in raw.get("wnw_deck", []))
    if any(len(r) != 3 or r[0] < 1 or r[1] < 1 for r in wnw):
        raise DataError(f"{where}.wnw_deck: [[attack, health, copies], ...]")
    trumps = str(raw.get("trumps", ""))
    if trumps and trumps not in TYPES:
        raise DataError(f"{where}.trumps: one of {', '.join(TYPES)} or empty")
    return UnitType(
        key=key,
        name=str(raw.get("name", key)),
        ranks=tuple(ranks),
        trumps=trumps,
        cost=_ints(raw.get("cost", []), f"{where}.cost"),
        deck=tuple((p[0], p[1]) for p in deck),
        wnw_deck=tuple((r[0], r[1], r[2]) for r in wnw),
        needs=str(raw.get("needs", "")),
    )


def build(raw: Mapping[str, Any]) -> CivData:
    units_raw = raw.get("units")
    if not isinstance(units_raw, Mapping) or set(units_raw) != set(TYPES):
        raise DataError(f"units: exactly {', '.join(TYPES)}")
    units = {key: _unit(key, units_raw[key]) for key in TYPES}
    hand = {k: int(v) for k, v in dict(raw.get("hand", {})).items()}
    bonus = {k: int(v) for k, v in dict(raw.get("bonus", {})).items()}
    for table, keys in (
        (hand, ("base", "per_extra_army", "fundamentalism", "defending_city")),
        (bonus, ("barracks", "academy", "great_general", "city", "capital", "fortified")),
    ):
        missing = [k for k in keys if k not in table]
        if missing:
            raise DataError(f"missing {', '.join(missing)}")
    loot = dict(raw.get("loot", {}))
    village = tuple(dict(raw.get("village", {})).get("units", LAND))
    if any(v not in LAND for v in village):
        raise DataError("village.units: land unit types")
    settings = {k: bool(v) for k, v in dict(raw.get("settings", {})).items()}
    effects = {k: _effect(k, v) for k, v in dict(raw.get("effects", {})).items()}
    unknown = set(effects) - set(EFFECT_KEYS)
    if unknown:
        raise DataError(f"effects: unknown {', '.join(sorted(unknown))} (not verified rules)")
    points = dict(raw.get("loot_points", {}))
    return CivData(units, hand, bonus, loot, village, settings, effects, points)


EFFECT_KEYS = (
    "metalworking",
    "oracle",
    "pentagon",
    "himeji",
    "japanese",
    "french",
    "shipyard",
    "china",
    "nightingale",
    "leonidas",
    "sun_tzu",
    "zhukov",
    "great_wall",
    "mongols",
)
"""Every effect the bot knows (civ.md); the first twelve act in battle, the last two on loot."""
EFFECT_NUMBERS = ("strength", "bonus", "wounds", "iron", "save", "trade", "passes", "loot")


def _effect(key: str, raw: Any) -> dict[str, Any]:
    if not isinstance(raw, Mapping):
        raise DataError(f"effects.{key}: a table")
    out: dict[str, Any] = {"from": [str(x) for x in raw.get("from") or [key]]}
    for name in EFFECT_NUMBERS:
        value = raw.get(name, 0)
        if isinstance(value, bool) or not isinstance(value, int):
            raise DataError(f"effects.{key}.{name}: a whole number")
        out[name] = value
    unit = str(raw.get("unit", ""))
    if unit and unit not in TYPES:
        raise DataError(f"effects.{key}.unit: one of {', '.join(TYPES)}")
    out["unit"] = unit
    return out


@cache
def _cached(overrides_json: str) -> CivData:
    with DATA_PATH.open("rb") as f:
        raw = tomllib.load(f)
    return build(_merge(raw, json.loads(overrides_json)))


def load_data(overrides: Mapping[str, Any] | None = None) -> CivData:
    """The data file, with a campaign's overrides merged over it (cached per override)."""
    return _cached(json.dumps(overrides or {}, sort_keys=True))


def setting(rules: Mapping[str, Any] | None, key: str) -> bool:
    """A reading of the battle (its setup's "rules"), else the data file's default."""
    if rules and key in rules:
        return bool(rules[key])
    return bool(load_data().settings.get(key, False))
