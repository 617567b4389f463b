"""A quick battle's sides, set by each player privately in one step (rules.py asks).

The force step carries at most twelve counts (bot/ui/custom_ids.py), so a side is set as:

- **army** (every side, at once and in secret): army figures in the square, Fundamentalism,
  Barracks, Academies, Great Generals, the rank of each land type, and the standing forces as
  "N random cards of a type" drawn from the market — twelve counts;
- **cards** (only a side that asked for no random card): the standing forces card by card, by
  type and rank-I strength — twelve counts.

Either random cards or named cards, as the issue reads ("cards per type and strength, or N random
cards of a type"); the defaults (one random infantry, mounted and artillery) are a civilization's
starting forces, so most players confirm once. With card effects on (`/civ battle effects:true`)
each side also declares, in secret, the effects it has (**effects**: twelve counts, 0 or 1). Pure.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import Count
from cogs.civ.cards import card_key, full_deck, values_of
from cogs.civ.combat import ATTACKER
from cogs.civ.data import LAND, TYPES
from cogs.civ.effects import BATTLE, known
from cogs.civ.sides import CAPITAL, CITY, MAX_FIGURES, blank_side, data_of, square, wnw

RANK = "rank_"
RANDOM = "random_"
BONUS_KEYS = ("barracks", "academies", "generals")
ARMY_APART = ("armies", "random_infantry", "random_mounted", "random_artillery")
"""The counts with a field of their own in the army form; the rest share its box."""
CARDS_APART = ("infantry_2", "mounted_2", "artillery_2")
START = {"infantry": 1, "mounted": 1, "artillery": 1}
"""A civilization's starting standing forces: one random card of each land type."""


def army_counts(setup: Mapping[str, Any], role: str) -> list[Count]:
    """Twelve counts, English labels (texts.py words them in the reader's language)."""
    deck = full_deck(wnw=wnw(setup), data=data_of(setup))
    city = square(setup)["kind"] in (CITY, CAPITAL)
    low_armies = 1 if role == ATTACKER or not city else 0
    counts = [
        Count("armies", "Army figures", low_armies, MAX_FIGURES, 1),
        Count("fundamentalism", "Fundamentalism", 0, 1, 0),
        Count("barracks", "Barracks", 0, 9, 0),
        Count("academies", "Academies", 0, 9, 0),
        Count("generals", "Great Generals", 0, 9, 0),
    ]
    counts += [Count(RANK + u, f"{u.capitalize()} rank", 1, 4, 1) for u in LAND]
    for unit in TYPES:
        copies = sum(n for c, n in deck.items() if c.startswith(unit + "_"))
        counts.append(
            Count(RANDOM + unit, f"Random {unit}", 0, copies, min(copies, START.get(unit, 0)))
        )
    return counts


def card_counts(setup: Mapping[str, Any]) -> list[Count]:
    """A count per card of the decks (twelve in the base game), bounded by the copies."""
    deck = full_deck(wnw=wnw(setup), data=data_of(setup))
    counts = []
    for unit in TYPES:
        for value in values_of(unit, wnw=wnw(setup), data=data_of(setup)):
            key = card_key(unit, value)
            start = 1 if unit in START and value == 2 else 0
            counts.append(Count(key, f"{unit.capitalize()} {value}s", 0, deck[key], start))
    return counts


def together(counts: list[Count], apart: tuple[str, ...]) -> tuple[str, list[str]]:
    """The force form's hint: every count but `apart` shares its multi-line box."""
    return ("More", [c.key for c in counts if c.key not in apart])


def wants_cards(army: Mapping[str, int]) -> bool:
    """No random card asked: the side names its cards next."""
    return not any(int(army.get(RANDOM + u, 0)) for u in TYPES)


def side_from(army: Mapping[str, int], cards: Mapping[str, int] | None) -> dict[str, Any]:
    """A side (sides.py) from its answers."""
    side = blank_side()
    side["armies"] = int(army.get("armies", 1))
    side["fundamentalism"] = bool(army.get("fundamentalism"))
    for key in BONUS_KEYS:
        side[key] = int(army.get(key, 0))
    side["ranks"] = {u: int(army.get(RANK + u, 1)) for u in LAND}
    side["random"] = {u: int(army.get(RANDOM + u, 0)) for u in TYPES if army.get(RANDOM + u)}
    standing = []
    for key, n in sorted((cards or {}).items()):
        standing += [key] * int(n)
    side["standing"] = standing
    return side


def village_side(setup: Mapping[str, Any]) -> dict[str, Any]:
    """Barbarians: one rank-I unit of each village type from the market, no bonus (reading)."""
    side = blank_side()
    side["armies"] = 0
    side["random"] = {u: 1 for u in data_of(setup).village}
    return side


def effect_counts(setup: Mapping[str, Any]) -> list[Count]:
    """The card effects a side may declare, one count each (0 or 1), all off: twelve counts,
    the most one force step holds (effects.py)."""
    data = data_of(setup)
    return [Count(k, k, 0, 1, 0) for k in BATTLE if k in data.effects]


def effects_from(answer: Mapping[str, int] | None) -> list[str]:
    return known(k for k, n in (answer or {}).items() if int(n))
