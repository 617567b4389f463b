"""What the Struggle of Empires panel shows of where a battle stands: each side's units now."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import BattleState
from bot.i18n import t
from cogs.soe.render import units as unit_words
from cogs.soe.rules import ally_seats

UNITS = ("armies", "fleets", "forts")


def _units(counts: Mapping[str, int]) -> str:
    parts = [unit_words(counts[key], key) for key in UNITS if counts.get(key)]
    return ", ".join(parts) or t("soe-board-nothing-left")


def board(setup: Mapping[str, Any], state: BattleState) -> list[str]:
    """One line per side: its player's and its ally's units as they stand after the losses."""
    names = {seat: info.get("name") or seat for seat, info in setup.get("seats", {}).items()}
    units: dict[str, dict[str, int]] = {}
    for event in state.events_for(None):
        side = event.get("side")
        if event.kind == "forces":
            units[side] = {key: event.get(key, 0) for key in UNITS}
        elif event.kind == "ally_decision" and event.get("joined"):
            units[side] = {"armies": event.get("armies", 0), "fleets": event.get("fleets", 0)}
        elif event.kind == "unit_lost" and side in units:
            unit = event.get("unit")
            units[side][unit] = max(0, units[side].get(unit, 0) - 1)
    lines = []
    for icon, seat in (("⚔️", "attacker"), ("🛡️", "defender")):
        here = [s for s in (seat, *ally_seats(units, seat)) if s in units]
        if here:
            lines.append(
                f"{icon} " + " · ".join(f"{names.get(s, s)}: {_units(units[s])}" for s in here)
            )
    return lines
