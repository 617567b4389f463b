"""The two sides of a battle: what each brings (figures, ranks, bonuses, standing forces), the
setup's shape and its checks, and the seed's numbers derived from them — hand size, combat bonus,
who plays first. Pure.

A setup (plain JSON):

    {"seats": {"attacker": {...}, "defender": {...}},
     "square": {"kind": "open" | "city" | "capital" | "village", "fortified": false},
     "rules": {"wisdom_warfare": false, ...},   # readings (campaign settings); data.py defaults
     "sides": {"attacker": SIDE, "defender": SIDE},  # absent in a quick battle: asked (setup.py)
     "market": {"infantry_2": 7, ...},          # a campaign's market decks; else the full deck
                                                #   minus every card the sides name
     "loot": {...}, "campaign": {...}}          # a campaign's (loot.py, campaign.py)

    SIDE = {"armies": 1, "scouts": 0, "fundamentalism": false, "barracks": 0, "academies": 0,
            "generals": 0, "ranks": {"infantry": 1, "mounted": 1, "artillery": 1},
            "standing": ["infantry_2", ...],    # the standing forces, by card name
            "random": {"infantry": 1, ...},     # cards still to draw from the market
            "flight": false,
            "effects": ["french", ...],         # card effects that act in battle (effects.py)
            "shipyards": 0, "iron": 1, "trade": 3}  # a campaign's: Shipyards, iron and trade
                                                #   Metalworking and Sun Tzu may spend

A barbarian village's defender has no SIDE: it is made from the market (civ.md, a reading).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from bot.engine import SetupError
from cogs.civ.cards import full_deck, is_card, market
from cogs.civ.combat import ATTACKER, DEFENDER, SIDES
from cogs.civ.data import LAND, TYPES, CivData, load_data, setting
from cogs.civ.effects import known

OPEN, CITY, CAPITAL, VILLAGE = "open", "city", "capital", "village"
SQUARES = (OPEN, CITY, CAPITAL, VILLAGE)
NUMBERS = ("armies", "scouts", "barracks", "academies", "generals")
MAX_FIGURES = 9
MAX_BUILDINGS = 20


def square(setup: Mapping[str, Any]) -> dict[str, Any]:
    sq = dict(setup.get("square") or {})
    sq.setdefault("kind", OPEN)
    sq["fortified"] = bool(sq.get("fortified")) and sq["kind"] in (CITY, CAPITAL)
    return sq


def is_city(setup: Mapping[str, Any]) -> bool:
    return square(setup)["kind"] in (CITY, CAPITAL)


def rules_of(setup: Mapping[str, Any]) -> dict[str, Any]:
    return dict(setup.get("rules") or {})


def data_of(setup: Mapping[str, Any]) -> CivData:
    """The data file with the battle's overrides (a campaign's decks)."""
    return load_data(setup.get("data") or None)


def wnw(setup: Mapping[str, Any]) -> bool:
    return setting(rules_of(setup), "wisdom_warfare")


def blank_side() -> dict[str, Any]:
    return {
        "armies": 1,
        "scouts": 0,
        "fundamentalism": False,
        "barracks": 0,
        "academies": 0,
        "generals": 0,
        "ranks": {u: 1 for u in LAND},
        "standing": [],
        "random": {},
        "flight": False,
        "effects": [],
    }


def normal_side(raw: Mapping[str, Any]) -> dict[str, Any]:
    """A side with every key, numbers as ints (what the procedure reads)."""
    side = blank_side()
    for key in NUMBERS:
        side[key] = int(raw.get(key, side[key]))
    side["fundamentalism"] = bool(raw.get("fundamentalism"))
    side["flight"] = bool(raw.get("flight"))
    side["ranks"] = {u: int((raw.get("ranks") or {}).get(u, 1)) for u in LAND}
    side["standing"] = [str(c) for c in raw.get("standing") or []]
    side["random"] = {u: int(n) for u, n in dict(raw.get("random") or {}).items() if int(n)}
    side["effects"] = known([str(k) for k in raw.get("effects") or []])
    for key in ("shipyards", "iron", "trade"):
        if raw.get(key) is not None:
            side[key] = int(raw[key])
    return side


def check_side(raw: Any, role: str, setup: Mapping[str, Any]) -> None:
    """SetupError when a side cannot fight as given (the message names the value)."""
    if not isinstance(raw, Mapping):
        raise SetupError(f"{role}: no side")
    for key in NUMBERS:
        value = raw.get(key, 0)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise SetupError(f"{role}: {key} must be a whole number")
        high = MAX_FIGURES if key in ("armies", "scouts") else MAX_BUILDINGS
        if value > high:
            raise SetupError(f"{role}: at most {high} {key}")
    ranks = raw.get("ranks") or {}
    if not isinstance(ranks, Mapping) or any(
        u not in LAND or not isinstance(r, int) or not 1 <= r <= 4 for u, r in ranks.items()
    ):
        raise SetupError(f"{role}: ranks are 1 to 4 for infantry, mounted and artillery")
    standing = raw.get("standing") or []
    if not isinstance(standing, list) or not all(is_card(c) for c in standing):
        raise SetupError(f"{role}: standing forces are unit cards")
    deck = full_deck(wnw=wnw(setup), data=data_of(setup))
    if any(c not in deck for c in standing):
        raise SetupError(f"{role}: a card the decks do not have")
    random = raw.get("random") or {}
    if not isinstance(random, Mapping) or any(
        u not in TYPES or not isinstance(n, int) or n < 0 for u, n in random.items()
    ):
        raise SetupError(f"{role}: random cards are counts per unit type")
    effects = raw.get("effects") or []
    data = data_of(setup)
    if not isinstance(effects, list) or any(
        not isinstance(k, str) or k not in data.effects for k in effects
    ):
        raise SetupError(f"{role}: effects are some of {', '.join(data.effects)}")
    for key in ("shipyards", "iron", "trade"):
        value = raw.get(key, 0)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise SetupError(f"{role}: {key} must be a whole number")
    figures = int(raw.get("armies", 0)) + int(raw.get("scouts", 0))
    if role == ATTACKER and int(raw.get("armies", 0)) < 1:
        raise SetupError("the attacker needs an army figure in the square (scouts do not attack)")
    if role == DEFENDER and figures < 1 and not is_city(setup):
        raise SetupError("the defender needs a figure in the square, or a city")


def validate(setup: Mapping[str, Any]) -> None:
    if not isinstance(setup, Mapping):
        raise SetupError("a setup is a table")
    seats = setup.get("seats")
    if not isinstance(seats, Mapping) or set(seats) != set(SIDES):
        raise SetupError("a battle has an attacker and a defender")
    sq = setup.get("square") or {}
    if not isinstance(sq, Mapping) or sq.get("kind", OPEN) not in SQUARES:
        raise SetupError(f"the square is one of {', '.join(SQUARES)}")
    if sq.get("fortified") and sq.get("kind") not in (CITY, CAPITAL):
        raise SetupError("only a city or a capital is fortified")
    sides = setup.get("sides")
    if sides is not None:
        if not isinstance(sides, Mapping):
            raise SetupError("sides: a table")
        for role in SIDES:
            if role == DEFENDER and square(setup)["kind"] == VILLAGE:
                continue
            check_side(sides.get(role), role, setup)
    held = setup.get("market")
    if held is not None and (
        not isinstance(held, Mapping)
        or any(not is_card(c) or not isinstance(n, int) or n < 0 for c, n in held.items())
    ):
        raise SetupError("market: card counts")


def market_of(setup: Mapping[str, Any], sides: Mapping[str, Mapping[str, Any]]) -> Counter[str]:
    """The market decks at the start: the campaign's, else every card nobody here named."""
    if setup.get("market") is not None:
        return +Counter({str(c): int(n) for c, n in dict(setup["market"]).items()})
    named = [c for side in sides.values() for c in side.get("standing", [])]
    return market(named, wnw=wnw(setup), data=data_of(setup))


# -- the seed's numbers ---------------------------------------------------------------------------
def figures(side: Mapping[str, Any]) -> int:
    return int(side.get("armies", 0)) + int(side.get("scouts", 0))


def hand_size(setup: Mapping[str, Any], role: str, side: Mapping[str, Any]) -> int:
    """3 always; +2 per friendly army figure beyond the first in the square (scouts do not
    count, a reading: setting `scouts_count`); +1 under Fundamentalism; +3 defending a city or
    capital."""
    data = data_of(setup)
    h = data.hand
    armies = int(side.get("armies", 0))
    if setting(rules_of(setup), "scouts_count"):
        armies += int(side.get("scouts", 0))
    size = h["base"] + h["per_extra_army"] * max(0, armies - 1)
    if side.get("fundamentalism"):
        size += h["fundamentalism"]
    if role == DEFENDER and is_city(setup):
        size += h["defending_city"]
    return size


def bonus_parts(setup: Mapping[str, Any], role: str, side: Mapping[str, Any]) -> dict[str, int]:
    """Each source of a side's combat bonus, by name, with its value (zero ones left out)."""
    b = data_of(setup).bonus
    sq = square(setup)
    parts = {
        "barracks": b["barracks"] * int(side.get("barracks", 0)),
        "academies": b["academy"] * int(side.get("academies", 0)),
        "generals": b["great_general"] * int(side.get("generals", 0)),
    }
    if role == DEFENDER and sq["kind"] in (CITY, CAPITAL):
        parts[sq["kind"]] = b[sq["kind"]]
        if sq["fortified"]:
            parts["fortified"] = b["fortified"]
    return {k: v for k, v in parts.items() if v}


def first_player(setup: Mapping[str, Any]) -> str:
    """The defender plays first, except that the attacker plays first against a fortified city."""
    sq = square(setup)
    return ATTACKER if sq["kind"] in (CITY, CAPITAL) and sq["fortified"] else DEFENDER


def public_facts(setup: Mapping[str, Any], role: str, side: Mapping[str, Any]) -> dict[str, Any]:
    """What everyone at the table sees of a side: figures, government, buildings, ranks."""
    return {
        "armies": int(side.get("armies", 0)),
        "scouts": int(side.get("scouts", 0)),
        "fundamentalism": bool(side.get("fundamentalism")),
        "ranks": dict(side.get("ranks") or {}),
        "bonus": bonus_parts(setup, role, side),
        "flight": bool(side.get("flight")),
        "effects": list(side.get("effects") or []),
    }
