"""Struggle of Empires words that the pure rules leave in English: the asks (prompts, options,
counts) and the refusals of a setup, in the language being spoken (`bot.i18n`).

The rules (cogs/soe/rules.py) stay pure and English; their labels are the fallback. What a
player reads of them is rendered here at the edge, from the catalogs in cogs/soe/locales.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from bot.engine import Ask, AskKind, Count, Option
from bot.i18n import FALLBACK, current, t
from cogs.soe.rules import ALLY_OF, ATTACKER, DEFENDER, NAVAL, load_game_data, side_of_seat

FIELDS = (
    "armies",
    "fleets",
    "forts",
    "control_markers",
    "army_training",
    "navy_training",
    "alliance_land",
    "alliance_sea",
    "alliance_either",
)
"""A force's fields, each named by `soe-field` (the labels of the force builder)."""
SPEND_KEYS = {"sea": "alliance_sea", "land": "alliance_land", "either": "alliance_either"}
"""The counts of an Alliance tiles ask, named like the force's tiles they come from."""
TILE_FIELDS = frozenset(FIELDS[4:])
SEATS = (ATTACKER, DEFENDER, ALLY_OF[ATTACKER], ALLY_OF[DEFENDER])
LOSS_OPTIONS = ("armies", "fleets", "forts")


def field_label(key: str) -> str | None:
    """'Armies', 'Alliance tiles (land)' ... for a force field (None: not one of them)."""
    key = SPEND_KEYS.get(key, key)
    return t("soe-field", field=key) if key in FIELDS else None


def _area(setup: Mapping[str, Any]) -> str:
    area = load_game_data().areas.get(setup.get("area"))
    return area.name if area else str(setup.get("area") or "")


def _count(count: Count) -> Count:
    label = field_label(count.key)
    return replace(count, label=label) if label else count


def _seat_label(setup: Mapping[str, Any], seat: str) -> str:
    """An ally seat as the players know it: its player's name, else its role."""
    info = setup.get("seats", {}).get(seat)
    name = info.get("name") if isinstance(info, Mapping) else None
    if isinstance(name, str) and name.strip():
        return name.strip()
    side = side_of_seat(seat)
    return t("soe-seat", seat=ALLY_OF[side]) if side else seat


def _option(option: Option, purpose: str, helps: Any) -> Option:
    if purpose == "ally_joins" and option.key == "join" and helps in (ATTACKER, DEFENDER):
        return replace(option, label=t("soe-ask-join", side=helps))
    if purpose == "ally_joins" and option.key == "stay_out":
        return replace(option, label=t("soe-ask-stay-out"))
    if purpose == "choose_loss" and option.key in LOSS_OPTIONS:
        return replace(option, label=t("soe-loss-option", unit=option.key))
    return option


def _prompt(ask: Ask, setup: Mapping[str, Any]) -> str | None:
    """The ask's prompt in the reader's words; None: keep the rules' own."""
    area, purpose = _area(setup), ask.purpose
    prompt = str(ask.fields.get("prompt") or "")
    helps = ask.fields.get("helps")
    keys = {c.key for c in ask.counts}
    if purpose == "forces":
        if prompt.startswith("To attack"):
            return t("soe-ask-units-again", area=area)
        if keys & TILE_FIELDS:
            return t("soe-ask-units-and-tiles", area=area)
        return t("soe-ask-units", area=area)
    if purpose == "tiles":
        return t("soe-ask-tiles", area=area)
    if purpose == "ally_forces" and helps in (ATTACKER, DEFENDER) and "zero" in ask.fields:
        return t("soe-ask-ally-units", side=helps, area=area)
    if purpose == "ally_forces":
        return t("soe-ask-units", area=area)
    if purpose == "ally_joins" and helps in (ATTACKER, DEFENDER):
        return t("soe-ask-ally-joins", side=helps, area=area)
    if purpose == "fight_at_sea":
        return t("soe-ask-fight-at-sea")
    if purpose in ("alliance_tiles_naval", "alliance_tiles_land"):
        phase = "naval" if purpose.endswith(NAVAL) else "land"
        return t("soe-ask-spend-tiles", phase=phase)
    if purpose == "choose_loss":
        return t("soe-ask-which-loss")
    if purpose == "choose_ally_loss":
        return t("soe-ask-which-ally-loses", unit=str(ask.fields.get("unit") or "armies"))
    return None


def localize_ask(ask: Ask, setup: Mapping[str, Any]) -> Ask:
    """`Game.localize_ask`: the ask in the language being spoken — its prompt, its options' and
    counts' labels, the force builder's buttons (`confirm`, `zero`) and its box (`together`);
    keys, bounds and defaults unchanged, so every answer means what it meant."""
    if ask.kind is AskKind.SECRET:
        return replace(ask, secret=tuple(localize_ask(inner, setup) for inner in ask.secret))
    fields = dict(ask.fields)
    helps = fields.get("helps")
    if "prompt" in fields and (prompt := _prompt(ask, setup)) is not None:
        fields["prompt"] = prompt
    if "confirm" in fields and helps in (ATTACKER, DEFENDER):
        fields["confirm"] = t("soe-ask-join", side=helps)
    if "zero" in fields and ask.purpose == "ally_forces":
        fields["zero"] = t("soe-ask-stay-out")
    together = fields.get("together")
    if isinstance(together, tuple | list) and len(together) == 2:
        fields["together"] = (t("soe-ask-tiles-group"), together[1])
    options = tuple(_option(o, ask.purpose, helps) for o in ask.options)
    if ask.purpose == "choose_ally_loss":
        options = tuple(replace(o, label=_seat_label(setup, o.key)) for o in ask.options)
    return replace(
        ask,
        fields=fields,
        options=options,
        counts=tuple(_count(c) for c in ask.counts),
    )


# -- the rules' refusals --------------------------------------------------------------------------
_SEAT_WORDS = {s.replace("_", " "): s for s in sorted(SEATS, key=len, reverse=True)}
_FIELD_WORDS = {f.replace("_", " "): f for f in FIELDS}
_REFUSALS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), key)
    for pattern, key in (
        (r"(?P<what>.+): a whole number from 0 to (?P<high>\d+), please\.",
         "soe-refuse-whole-number"),
        (r"Choose which neutral country in (?P<area>.+) to attack\.", "soe-refuse-which-neutral"),
        (r"A neutral country has no allies\.", "soe-refuse-neutral-has-no-allies"),
        (r"Against a neutral country the attacker fights without allies\.",
         "soe-refuse-neutral-no-attacker-ally"),
        (r"Declaring an attack costs (?P<cost>\d+) gold; you have (?P<gold>.+)\.",
         "soe-refuse-gold"),
        (r"A player cannot be on both sides of an attack\.", "soe-refuse-both-sides"),
        (r"The attacker cannot be its own ally\.", "soe-refuse-attacker-own-ally"),
        (r"The defender cannot be its own ally\.", "soe-refuse-defender-own-ally"),
        (r"A player can be only one of the allies of a side\.", "soe-refuse-ally-twice"),
        (r"The (?P<seat>.+)'s player is not a Discord member\.", "soe-refuse-not-a-member"),
        (r"Each seat's faction must be a faction id\.", "soe-refuse-bad-faction"),
        (r"(?P<area>.+) has no sea: no fleets there\.", "soe-refuse-no-sea"),
        (r"Attacking a neutral country takes at least one of your armies\.",
         "soe-refuse-neutral-needs-army"),
        (r"To attack you need at least one army or fleet in (?P<area>.+)\.",
         "soe-refuse-needs-unit"),
        (r"Choose one of the areas of the map to attack\.", "soe-pick-area"),
        (r"(?P<neutral>.+) is not in (?P<area>.+)\.", "soe-refuse-neutral-elsewhere"),
    )
)  # fmt: skip


def rules_refusal(message: str) -> str:
    """A refusal of the rules (`SetupError`, in English) in the reader's words; one the catalogs
    do not know stays as the rules wrote it."""
    if current().code == FALLBACK:
        return message  # the rules' own English, word for word
    for pattern, key in _REFUSALS:
        match = pattern.fullmatch(message)
        if match is None:
            continue
        found = match.groupdict()
        if key == "soe-refuse-whole-number":
            what = found["what"].lower()  # "Attacker ally fleets": a seat, then a field
            seat = field = None
            for words, seat_key in _SEAT_WORDS.items():
                if what.startswith(words + " "):
                    seat, field = seat_key, _FIELD_WORDS.get(what[len(words) + 1 :])
                    break
            if seat is None or field is None:
                return message
            return t(
                key,
                seat=t("soe-seat", seat=seat),
                field=t("soe-field", field=field),
                high=found["high"],
            )
        if key == "soe-refuse-not-a-member":
            words = found["seat"].replace(" ", "_")
            side = side_of_seat(words)
            seat = words if side is None or words == side else ALLY_OF[side]
            return t(key, seat=t("soe-seat", seat=seat) if side else found["seat"])
        if key == "soe-refuse-gold":
            gold = found["gold"]
            return t(key, cost=int(found["cost"]), gold=int(gold) if gold.isdigit() else gold)
        return t(key, **found)
    return message
