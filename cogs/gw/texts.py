"""The Great War's asks in the reader's words (`Game.localize_ask`), and the rules' refusals.

The rules (rules.py, bombing.py, muster.py) stay pure and English; here each ask gets its prompt,
its counts' and options' labels from cogs/gw/locales. A casualty ask also gets the casualty preset
as its counts' defaults — ✅ takes "cheapest first" (or for called shots "dearest first") in one
click, the other presets are one click each beside it, ✏️ picks unit by unit — and its prompt
lists what every preset would lose. Keys and bounds never change, so every answer means what it
meant.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from bot.engine import Ask, AskKind, Count, Option
from bot.i18n import FALLBACK, current, t
from cogs.gw.muster import ADJACENT, ENTRENCHED, INTERCEPTORS
from cogs.gw.render import count_name, stack_name

LOSS_ASKS = ("losses", "called_shots", "raid_losses")
DEFAULT_PRESET = {"losses": "cheapest", "raid_losses": "cheapest", "called_shots": "dearest"}
SPECIAL_COUNTS = {
    ENTRENCHED: "gw-count-entrenched",
    ADJACENT: "gw-count-adjacent",
    INTERCEPTORS: "gw-count-interceptors",
    "zeppelin_high": "gw-count-high",
}


def count_label(key: str) -> str:
    if "." in key:
        return stack_name(key)
    return count_name(key)


def allocation_text(answer: Mapping[str, int]) -> str:
    parts = [f"{count_label(k)} ×{n}" for k, n in answer.items() if n]
    return ", ".join(parts) or t("gw-no-units")


def option_label(option: Option, purpose: str) -> str:
    key = option.key
    if key.startswith("retreat:"):
        return t("gw-option-retreat", to=key.partition(":")[2])
    if key == "continue" and purpose == "defender_decision":
        return t("gw-option", option="stay")
    if purpose == "standing":
        return t("gw-standing-choice", choice=key)
    if key in ("continue", "contest"):
        return t("gw-option", option=key)
    return option.label


def refusal_text(message: str) -> str:
    """A muster's refused forces (muster.check_forces) in the reader's words."""
    if message in ("ground", "raider", "landing"):
        return t("gw-refused", why=message)
    if current().code == FALLBACK:
        return message
    return t("gw-refused", why="other")


def _loss_prompt(ask: Ask) -> str:
    fields = ask.fields
    hits = int(fields.get("hits") or 0)
    if ask.purpose == "called_shots":
        lines = [t("gw-ask-called", hits=hits)]
    elif ask.purpose == "raid_losses":
        lines = [t("gw-ask-raid-losses", hits=hits)]
    else:
        lines = [t("gw-ask-losses", hits=hits, restriction=str(fields.get("restriction") or "any"))]
    fixed = {k: n for k, n in (fields.get("fixed") or {}).items() if n}
    if fixed:
        lines.append(t("gw-ask-fixed", units=allocation_text(fixed)))
    presets = fields.get("presets") or {}
    if len({tuple(sorted(v.items())) for v in presets.values()}) > 1:
        for name, answer in presets.items():
            lines.append(f"• {t('gw-preset', preset=name)}: {allocation_text(answer)}")
    if fields.get("refused"):
        lines.append(t("gw-ask-refused-shield"))
    return "\n".join(lines)


def _prompt(ask: Ask) -> str | None:
    purpose, fields = ask.purpose, ask.fields
    if purpose == "forces":
        kind = str(fields.get("kind") or "land")
        if any(c.key == INTERCEPTORS for c in ask.counts):
            prompt = t("gw-ask-interceptors")
        else:
            prompt = t("gw-ask-forces", kind=kind)
        if fields.get("refused"):
            prompt += "\n" + refusal_text(str(fields["refused"]))
        return prompt
    if purpose in LOSS_ASKS:
        return _loss_prompt(ask)
    simple = {
        "rail_guns": "gw-ask-rail-guns",
        "withdraw_air": "gw-ask-withdraw-air",
        "submerge": "gw-ask-submerge",
        "hunt": "gw-ask-hunt",
        "attacker_decision": "gw-ask-attacker-decision",
        "defender_decision": "gw-ask-defender-decision",
        "altitude": "gw-ask-altitude",
        "standing": "gw-ask-standing",
    }
    return t(simple[purpose]) if purpose in simple else None


def _counts(ask: Ask) -> tuple[Count, ...]:
    counts = tuple(replace(c, label=count_label(c.key)) for c in ask.counts)
    preset = DEFAULT_PRESET.get(ask.purpose)
    answer = (ask.fields.get("presets") or {}).get(preset) if preset else None
    if isinstance(answer, Mapping):
        counts = tuple(
            replace(c, default=min(c.high, max(c.low, int(answer.get(c.key, 0))))) for c in counts
        )
    return counts


def localize_ask(ask: Ask, setup: Mapping[str, Any]) -> Ask:
    """`Game.localize_ask`: the ask in the language being spoken; a casualty ask's ✅ is the
    preset (its counts' defaults), named on the button."""
    if ask.kind is AskKind.SECRET:
        return replace(ask, secret=tuple(localize_ask(inner, setup) for inner in ask.secret))
    fields = dict(ask.fields)
    prompt = _prompt(ask)
    if prompt is not None:
        fields["prompt"] = prompt
    together = fields.get("together")
    if isinstance(together, tuple | list) and len(together) == 2:
        fields["together"] = (t("gw-form-more"), together[1])
    preset = DEFAULT_PRESET.get(ask.purpose)
    presets = fields.get("presets") or {}
    if preset and presets.get(preset) is not None:
        fields["confirm"] = t("gw-preset", preset=preset)
        fields["shortcuts"] = [  # the other presets, one click each (bot/ui/forces.py)
            (t("gw-preset", preset=name), answer)
            for name, answer in presets.items()
            if name != preset and isinstance(answer, Mapping)
        ]
    return replace(
        ask,
        fields=fields,
        options=tuple(replace(o, label=option_label(o, ask.purpose)) for o in ask.options),
        counts=_counts(ask),
    )


def rules_refusal(message: str) -> str:
    """A refusal of the rules (SetupError, English) for the reader: as written in English, else
    a sentence saying the setup was refused, with the rules' words after it."""
    if current().code == FALLBACK:
        return message
    return t("gw-refuse-setup", reason=message)
