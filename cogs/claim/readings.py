"""The readings of disputed rules as players read them (`/claim rules`): one line per setting."""

from __future__ import annotations

from typing import Any

from bot.i18n import t

READINGS = {
    "rule2_one_battle_per_defender": {True: "yes", False: "no"},
    "rule2_shared_areas": {True: "yes", False: "no"},
    "main_battle_claimed_defence": {"defence": "defence", "attack": "attack"},
    "mass_assault_rp": {"every_target": "every-target", "primary_only": "primary-only"},
    "main_attack_rp": {"main_battle": "main-battle", "declared_main_attack": "declared-main"},
}
"""Each disputed reading (`claim-reading-<key with hyphens>` says it as the game master reads
it) and its choices (`claim-reading-choice-<word>`)."""


def reading_line(key: str, value: Any) -> str:
    choices = READINGS.get(key)
    if choices is None:
        text = key.replace("_", " ").capitalize()
    else:
        text = t(f"claim-reading-{key.replace('_', '-')}")
    word = choices.get(value) if choices else None
    shown = t(f"claim-reading-choice-{word}") if word else str(value).replace("_", " ")
    return f"• {text}: **{shown}**"
