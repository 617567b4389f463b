"""Unit cards as players type them, in any of the bot's languages.

    "infantry 2, knight 3, 2x aircraft 6, 3 mounted"

- a **type** and a number ("infantry 2", "fanteria 2"): a card by its rank-I value, as printed
  on the card's rank I edge;
- a **rank's name** and a number ("Knight 3", "Cavaliere corazzato 3"): the strength read at
  that rank — the card is a mounted 2 — and it says the player's mounted rank is II;
- "2x …" or "… ×2": that many copies;
- a type alone with a count ("3 mounted"): that many **random** cards of the type.

Words are matched by their start when only one name fits ("inf 2"). Pure but for the catalogs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bot.i18n import SUPPORTED, Lang
from cogs.civ.cards import card_key, values_of
from cogs.civ.data import TYPES, load_data


class TypedError(ValueError):
    """What could not be read: the piece as typed."""

    def __init__(self, piece: str) -> None:
        super().__init__(piece)
        self.piece = piece


@dataclass
class Typed:
    cards: list[str] = field(default_factory=list)
    random: dict[str, int] = field(default_factory=dict)
    ranks: dict[str, int] = field(default_factory=dict)


def _norm(text: str) -> str:
    return re.sub(r"[\s_'’-]+", " ", text.casefold()).strip()


def names() -> dict[str, tuple[str, int | None]]:
    """Every way a type or a rank may be typed -> (type, rank or None for the type itself)."""
    found: dict[str, tuple[str, int | None]] = {}
    data = load_data()
    for unit in TYPES:
        found[_norm(unit)] = (unit, None)
        found[_norm(data.units[unit].name)] = (unit, None)
        for code in SUPPORTED:
            lang = Lang.of(code)
            found.setdefault(_norm(lang.t("civ-unit", unit=unit)), (unit, None))
            if data.units[unit].ranked:
                for rank in range(1, 5):
                    found.setdefault(_norm(lang.t("civ-rank", unit=unit, rank=rank)), (unit, rank))
        if data.units[unit].ranked:
            for rank, name in enumerate(data.units[unit].ranks, start=1):
                found.setdefault(_norm(name), (unit, rank))
    return found


PIECE = re.compile(
    r"(?:(?P<n1>\d+)\s*[x×]\s*)?(?P<name>[^\d×]+?)\s*(?P<value>\d+)?\s*(?:[x×]\s*(?P<n2>\d+))?"
)


def lookup(word: str, known: dict[str, tuple[str, int | None]]) -> tuple[str, int | None] | None:
    word = _norm(word)
    if word in known:
        return known[word]
    starts = {v for k, v in known.items() if k.startswith(word)} if word else set()
    return starts.pop() if len(starts) == 1 else None


def parse_cards(text: str, *, allow_random: bool = True) -> Typed:
    """The cards, random counts and ranks `text` names; TypedError names a piece it cannot read."""
    known = names()
    typed = Typed()
    for raw in re.split(r"[,;+\n]+", text or ""):
        piece = raw.strip()
        if not piece:
            continue
        lead = re.fullmatch(r"(\d+)\s+([^\d]+)", piece)  # "3 mounted": random cards
        if lead and allow_random:
            found = lookup(lead[2], known)
            if found is None or found[1] is not None or int(lead[1]) > 20:
                raise TypedError(piece)
            typed.random[found[0]] = typed.random.get(found[0], 0) + int(lead[1])
            continue
        match = PIECE.fullmatch(piece)
        found = lookup(match["name"], known) if match else None
        if match is None or found is None or match["value"] is None:
            raise TypedError(piece)
        unit, rank = found
        copies = int(match["n1"] or match["n2"] or 1)
        value = int(match["value"])
        if rank is not None:
            value -= rank - 1
            typed.ranks[unit] = rank
        if value not in values_of(unit) or not 1 <= copies <= 20:
            raise TypedError(piece)
        typed.cards += [card_key(unit, value)] * copies
    return typed


def parse_count_or_cards(text: str) -> int | Typed:
    """ "5" (cards unknown) or the cards themselves."""
    stripped = (text or "").strip()
    if stripped.isdigit():
        return int(stripped)
    return parse_cards(stripped, allow_random=False)
