"""Unit cards: how a card is named, what it is worth at a player's rank, who trumps whom, and the
market decks. A card is named by its type and rank-I value ("infantry_2"): cards with the same
name are interchangeable, so hands and standing forces are plain lists (multisets) of names.

Base cards: one value, the strength (wounds dealt, and the wounds that kill it). Wisdom & Warfare
cards (a campaign setting): the value is the attack, the health comes from the W&W deck; each
rank above I adds one to both.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache

from cogs.civ.data import TYPES, CivData, load_data

Ranks = Mapping[str, int]


def card_key(unit: str, value: int) -> str:
    return f"{unit}_{value}"


@lru_cache(maxsize=256)
def parse_card(key: str) -> tuple[str, int]:
    """("infantry", 2) from "infantry_2"; ValueError for anything else."""
    unit, _, value = key.rpartition("_")
    if unit not in TYPES or not value.isdigit():
        raise ValueError(f"not a unit card: {key!r}")
    return unit, int(value)


def is_card(key: object) -> bool:
    try:
        parse_card(str(key))
    except ValueError:
        return False
    return isinstance(key, str)


def rank_of(ranks: Ranks, unit: str, data: CivData | None = None) -> int:
    """A player's rank for a type (1..4); aircraft have one value, rank 1."""
    data = data or load_data()
    if not data.units[unit].ranked:
        return 1
    return max(1, min(4, int(ranks.get(unit, 1))))


@dataclass(frozen=True)
class Stats:
    """What a card is worth in this battle: wounds it deals, wounds that kill it."""

    attack: int
    health: int


def stats(key: str, ranks: Ranks, *, wnw: bool = False, data: CivData | None = None) -> Stats:
    data = data or load_data()
    unit, value = parse_card(key)
    up = rank_of(ranks, unit, data) - 1
    if not wnw:
        return Stats(value + up, value + up)
    health = next((h for a, h, _ in data.units[unit].wnw_deck if a == value), value)
    return Stats(value + up, health + up)


def trumps(a: str, b: str, *, aircraft_all: bool = False, data: CivData | None = None) -> bool:
    """Does a unit of type `a` have Superiority over one of type `b`? Aircraft trump nothing and
    nothing trumps them (reading: the setting `aircraft_trump_all` lets them trump the others)."""
    data = data or load_data()
    if aircraft_all and a == "aircraft" and b != "aircraft":
        return True
    return bool(data.units[a].trumps) and data.units[a].trumps == b


def full_deck(*, wnw: bool = False, data: CivData | None = None) -> Counter[str]:
    """Every unit card of the game, by name: the market when nobody holds any."""
    data = data or load_data()
    deck: Counter[str] = Counter()
    for unit in data.units.values():
        rows = [(a, n) for a, _, n in unit.wnw_deck] if wnw else list(unit.deck)
        for value, copies in rows:
            deck[card_key(unit.key, value)] += copies
    return deck


def values_of(unit: str, *, wnw: bool = False, data: CivData | None = None) -> list[int]:
    """The rank-I values a type's cards have, lowest first."""
    data = data or load_data()
    u = data.units[unit]
    return sorted({a for a, _, _ in u.wnw_deck} if wnw else {v for v, _ in u.deck})


def market(held: Iterable[str], *, wnw: bool = False, data: CivData | None = None) -> Counter[str]:
    """The market decks: every card nobody holds (killed units come back here)."""
    left = full_deck(wnw=wnw, data=data)
    left.subtract(Counter(held))
    return +left


def sort_cards(cards: Iterable[str]) -> list[str]:
    """Cards in a stable reading order: by type as the data lists them, then value."""
    return sorted(cards, key=lambda k: (TYPES.index(parse_card(k)[0]), parse_card(k)[1]))
