"""Glory of Civilizations' asks in the reader's words (`Game.localize_ask`).

The rules (rules.py, muster.py) stay pure and English; here each ask gets its prompt and the
labels of its options and counts from cogs/goc/locales. Keys and bounds never change, so every
answer means what it meant. An allocation's ✅ is the default plan (the most units destroyed,
then the most structures), named on the button.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from bot.engine import Ask, AskKind, Count, Option
from bot.i18n import FALLBACK, current, t
from cogs.goc.army import ATTACKER, DEFENDER, other
from cogs.goc.muster import ACTION, DISTANCE, EXPERIENCE
from cogs.goc.render import army_name, bag_text, cubes_text, seat_name, unit_name

CUBE_LABELS = {
    ACTION: "goc-count-action",
    EXPERIENCE: "goc-count-experience",
    DISTANCE: "goc-count-distance",
}


def count_label(key: str, armies: int, setup: Mapping[str, Any] | None = None) -> str:
    if key in CUBE_LABELS:
        return t(CUBE_LABELS[key])
    army, _, what = key.partition(".")
    if not what:
        return unit_name(key)
    name = t("goc-count-structures") if what == "structures" else unit_name(what)
    if armies <= 1:
        return name
    return t("goc-count-in-army", name=name, army=army_name(setup or {}, army))


def option_label(option: Option, ask: Ask, setup: Mapping[str, Any]) -> str:
    match ask.purpose:
        case "draw":
            return t("goc-option-draw", n=int(option.key))
        case "more":
            return t("goc-option-top-up", n=int(option.key))
        case "convert" | "restore":
            army, _, unit = option.key.partition(".")
            armies = {o.key.partition(".")[0] for o in ask.options}
            name = unit_name(unit)
            if len(armies) <= 1:
                return name
            return t("goc-count-in-army", name=name, army=army_name(setup, army))
        case "reaction":
            return t("goc-option-reaction", army=army_name(setup, option.key))
    return option.label


def refusal_text(message: str) -> str:
    """A muster's refused forces (muster.check_forces) in the reader's words."""
    if message in ("no-units", "nothing-to-attack", "empty-army"):
        return t("goc-refused", why=message)
    if current().code == FALLBACK:
        return message
    return t("goc-refused", why="other")


def _prompt(ask: Ask, setup: Mapping[str, Any]) -> str | None:
    fields = ask.fields
    clash = fields.get("clash") or {}
    seat = ask.seat or ATTACKER
    match ask.purpose:
        case "forces" | "corps":
            armies = int(fields.get("armies") or 1)
            if armies > 1:
                prompt = t("goc-ask-corps", army=int(fields.get("army") or 1), armies=armies)
            else:
                prompt = t("goc-ask-forces")
            if fields.get("refused"):
                prompt += "\n" + refusal_text(str(fields["refused"]))
            return prompt
        case "approach":
            return t("goc-ask-close-in", enemy=seat_name(setup, other(seat)))
        case "reaction":
            return t(
                "goc-ask-reaction",
                enemy=seat_name(setup, other(seat)),
                n=int(fields.get("most") or 1),
            )
        case "unpacked":
            return t("goc-ask-unpacked")
        case "defence":
            return t("goc-ask-defence", n=int(fields.get("cubes") or 0))
        case "fabian":
            return t(
                "goc-ask-fabian",
                n=int(fields.get("cubes") or 0),
                bag=bag_text(fields.get("bag") or {}),
            )
        case "convert":
            return t("goc-ask-convert", enemy=seat_name(setup, other(seat)))
        case "restore":
            return t("goc-ask-restore")
        case "draw":
            courage = (clash.get("courage") or {}).get(ATTACKER, 0)
            return t("goc-ask-draw", courage=int(courage), bag=bag_text(clash.get("bag") or {}))
        case "more":
            drawn = clash.get("drawn") or []
            courage = (clash.get("courage") or {}).get(DEFENDER, 0)
            return t(
                "goc-ask-top-up",
                name=seat_name(setup, ATTACKER),
                cubes=cubes_text(drawn),
                n=len(drawn),
                courage=int(courage),
            )
        case "tactics":
            drawn = clash.get("drawn") or []
            return t("goc-ask-tactics", cubes=cubes_text(drawn), n=len(drawn))
        case "swap":
            drawn = clash.get("drawn") or []
            return t(
                "goc-ask-regular-army", cube=cubes_text([other(seat)]), cubes=cubes_text(drawn)
            )
        case "allocate":
            prompt = t(
                "goc-ask-allocate",
                n=int(fields.get("damage") or 0),
                enemy=seat_name(setup, other(seat)),
            )
            if fields.get("refused"):
                prompt += "\n⚠️ " + t("goc-plan-refused", why=str(fields["refused"]))
            return prompt
    return None


def _counts(ask: Ask, setup: Mapping[str, Any]) -> tuple[Count, ...]:
    armies = int(ask.fields.get("armies") or 1) if ask.purpose == "allocate" else 1
    return tuple(replace(c, label=count_label(c.key, armies, setup)) for c in ask.counts)


def localize_ask(ask: Ask, setup: Mapping[str, Any]) -> Ask:
    """`Game.localize_ask`: the ask in the language being spoken."""
    if ask.kind is AskKind.SECRET:
        return replace(ask, secret=tuple(localize_ask(inner, setup) for inner in ask.secret))
    fields = dict(ask.fields)
    prompt = _prompt(ask, setup)
    if prompt is not None:
        fields["prompt"] = prompt
    together = fields.get("together")
    if isinstance(together, tuple | list) and len(together) == 2:
        fields["together"] = (t("goc-form-more"), together[1])
    if ask.purpose == "allocate":
        fields["confirm"] = t("goc-preset")
    return replace(
        ask,
        fields=fields,
        options=tuple(replace(o, label=option_label(o, ask, setup)) for o in ask.options),
        counts=_counts(ask, setup),
    )


def rules_refusal(message: str) -> str:
    """A refusal of the rules (SetupError, English) for the reader."""
    if current().code == FALLBACK:
        return message
    return t("goc-refuse-setup", reason=message)
