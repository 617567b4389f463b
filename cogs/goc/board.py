"""What the Glory of Civilizations panel shows of where a battle stands: each side's units and
structures now, the bag and the cubes drawn — the board, not the story (that is the thread).

Everything comes from the setup and the events (conversions, losses, restorations), the pending
ask's clash snapshot, or the outcome once the battle ended.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import BattleState
from bot.i18n import t
from cogs.goc.army import SIDES
from cogs.goc.muster import NOT_UNITS, filled_setup
from cogs.goc.render import (
    SIDE_ICON,
    bag_text,
    cubes_text,
    kinds_text,
    seat_name,
    units_text,
)

BAG_EVENTS = ("bag", "fabian", "check")
DRAW_EVENTS = ("draw", "tactics", "regular_army", "drawn")


def units_now(full: Mapping[str, Any], events) -> dict[str, dict[str, int]]:
    """Each side's units by type after the conversions, losses and restorations so far."""
    now: dict[str, dict[str, int]] = {}
    for side in SIDES:
        total: dict[str, int] = {}
        for army in (full.get(side) or {}).get("armies") or []:
            for unit, n in (army.get("units") or {}).items():
                total[unit] = total.get(unit, 0) + int(n)
        now[side] = total
    for e in events:
        if e.kind == "converted":
            enemy = "attacker" if e.get("side") == "defender" else "defender"
            now[enemy][e["unit"]] = now[enemy].get(e["unit"], 0) - 1
        elif e.kind == "losses":
            for units in (e.get("units") or {}).values():
                for unit, n in units.items():
                    now[e["enemy"]][unit] = now[e["enemy"]].get(unit, 0) - int(n)
        elif e.kind == "reaction":
            for units in (e.get("joined") or {}).values():
                for unit, n in units.items():
                    now[e.get("side") or "defender"][unit] = now[e.get("side") or "defender"].get(
                        unit, 0
                    ) + int(n)
        elif e.kind == "restored":
            now[e["side"]][e["unit"]] = now[e["side"]].get(e["unit"], 0) + 1
    return {side: {u: n for u, n in units.items() if n > 0} for side, units in now.items()}


def structures_text(structures: list[Mapping[str, Any]]) -> str:
    parts = []
    for s in structures:
        damage = int(s.get("damage") or 0)
        part = kinds_text([s.get("kind", "")])
        if damage:
            part += " " + t("goc-board-damage", n=damage)
        parts.append(part)
    return ", ".join(parts)


def board(setup: Mapping[str, Any], state: BattleState) -> list[str]:
    events = state.events_for(None)
    full = filled_setup(setup, events)
    if full is None:  # the muster: the forces set so far
        return [
            f"{SIDE_ICON[e.get('side')]} {seat_name(setup, e.get('side'))}: "
            + units_text({k: n for k, n in (e.get("units") or {}).items() if k not in NOT_UNITS})
            for e in events
            if e.kind == "forces"
        ]
    units = units_now(full, events)
    ended = state.outcome.details.get("structures") if state.outcome else None
    lines = []
    for side in SIDES:
        line = f"{SIDE_ICON[side]} {seat_name(setup, side)}: {units_text(units[side])}"
        if ended is not None:
            built = [s for army in (ended.get(side) or {}).values() for s in army]
        else:
            armies = (full.get(side) or {}).get("armies") or []
            built = [s for army in armies for s in army.get("structures") or []]
        if built:
            line += f" · {structures_text(built)}"
        lines.append(line)
    pending = state.pending.fields.get("clash") if state.pending is not None else None
    bag = (pending or {}).get("bag")
    if bag is None:
        for e in reversed(events):
            if e.kind in BAG_EVENTS and e.get("bag"):
                bag = e["bag"]
                break
    if bag is not None:
        lines.append(t("goc-board-bag", bag=bag_text(bag)))
    last = next((e for e in reversed(events) if e.kind in DRAW_EVENTS), None)
    if last is not None and (last.get("total") or last.get("cubes")):
        lines.append(t("goc-board-drawn", cubes=cubes_text(last.get("total") or last["cubes"])))
    return lines
