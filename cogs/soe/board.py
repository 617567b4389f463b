"""What the Struggle of Empires panel shows of where a battle stands: each side's units now."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import BattleState

UNITS = (("armies", "army", "armies"), ("fleets", "fleet", "fleets"), ("forts", "fort", "forts"))


def _units(counts: Mapping[str, int]) -> str:
    parts = [
        f"{counts[key]} {one if counts[key] == 1 else many}"
        for key, one, many in UNITS
        if counts.get(key)
    ]
    return ", ".join(parts) or "nothing left"


def board(setup: Mapping[str, Any], state: BattleState) -> list[str]:
    """One line per side: its player's and its ally's units as they stand after the losses."""
    names = {seat: info.get("name") or seat for seat, info in setup.get("seats", {}).items()}
    units: dict[str, dict[str, int]] = {}
    for event in state.events_for(None):
        side = event.get("side")
        if event.kind == "forces":
            units[side] = {key: event.get(key, 0) for key, _, _ in UNITS}
        elif event.kind == "ally_decision" and event.get("joined"):
            units[side] = {"armies": event.get("armies", 0), "fleets": event.get("fleets", 0)}
        elif event.kind == "unit_lost" and side in units:
            unit = event.get("unit")
            units[side][unit] = max(0, units[side].get(unit, 0) - 1)
    lines = []
    for icon, seat in (("⚔️", "attacker"), ("🛡️", "defender")):
        here = [s for s in (seat, f"{seat}_ally") if s in units]
        if here:
            lines.append(
                f"{icon} " + " · ".join(f"{names.get(s, s)}: {_units(units[s])}" for s in here)
            )
    return lines
