"""What the Great War panel shows of where a battle stands: both sides' units now, compactly.

"⚔️ Ada: Infantry ×3 · Artillery ×2 · Fighter ×1 (1 withdrawn)" — by unit type, the units in a
mode of their own (entrenched, submerged, withdrawn, damaged …) noted after the count. The units
come from the pending ask's snapshot (every ask of a battle carries one), the outcome's survivors
once it ended, or the events (a raid's asks carry none).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import BattleState
from bot.i18n import t
from cogs.gw.forces import ATTACKER, BOMBING, DEFENDER
from cogs.gw.muster import filled_setup
from cogs.gw.render import SIDE_ICON, count_name, side_name, stack_parts, unit_name, units_text

SIDES = (ATTACKER, DEFENDER)


def stacks_text(stacks: Mapping[str, int]) -> str:
    """'Infantry ×5 (2 entrenched) · Dreadnought ×2 (1 damaged)' from stack counts."""
    total: dict[str, int] = {}
    notes: dict[str, dict[str, int]] = {}
    for key, n in stacks.items():
        if not n:
            continue
        _, unit, modes = stack_parts(key)
        total[unit] = total.get(unit, 0) + n
        for mode in modes:
            notes.setdefault(unit, {})
            notes[unit][mode] = notes[unit].get(mode, 0) + n
    parts = []
    for unit, n in total.items():
        text = f"{unit_name(unit)} ×{n}"
        if notes.get(unit):
            text += (
                " ("
                + ", ".join(t("gw-board-note", n=k, mode=m) for m, k in notes[unit].items())
                + ")"
            )
        parts.append(text)
    return " · ".join(parts) or t("gw-board-nothing")


def _raid(events, setup: Mapping[str, Any]) -> dict[str, str]:
    raid: dict[str, int] = {}
    interceptors = 0
    for e in events:
        if e.kind == "raid_started":
            raid = dict(e.get("units") or {})
            interceptors = sum(int(n) for _, n in e.get("legs") or [])
        elif e.kind == "altitude" and e.get("high"):
            raid["zeppelin"] = raid.get("zeppelin", 0) - e["high"]
            raid["zeppelin_high"] = e["high"]
        elif e.kind == "losses":
            lost = e.get("destroyed") or {}
            if e.get("side") == ATTACKER:
                for k, n in lost.items():
                    raid[k] = raid.get(k, 0) - n
            else:
                interceptors -= int(lost.get("fighter", 0))
    return {
        ATTACKER: units_text({k: n for k, n in raid.items() if n > 0}),
        DEFENDER: units_text({"fighter": interceptors}) if interceptors > 0 else t("gw-no-units"),
    }


def board(setup: Mapping[str, Any], state: BattleState) -> list[str]:
    """One line per side (and the round, while one is under way)."""
    events = state.events_for(None)
    full = filled_setup(setup, events)
    shown: dict[str, str] = {}
    head = ""
    if full is None:  # the muster: the forces set so far
        for e in events:
            if e.kind == "forces":
                units = {k: n for k, n in (e.get("units") or {}).items() if n}
                text = ", ".join(f"{count_name(k)} ×{n}" for k, n in units.items())
                shown[e.get("side")] = text or t("gw-no-units")
    elif full.get("kind") == BOMBING:
        shown = _raid(events, setup)
    elif state.outcome is not None:
        survivors = state.outcome.details.get("survivors") or {}
        shown = {side: units_text(survivors.get(side) or {}) for side in SIDES}
    else:
        snapshot = (state.pending.fields.get("state") if state.pending else None) or {}
        if snapshot:
            shown = {side: stacks_text(snapshot.get(side) or {}) for side in SIDES}
            if snapshot.get("round"):
                head = t("gw-board-round", round=int(snapshot["round"]),
                         part=str(snapshot.get("part") or "land"))  # fmt: skip
    lines = [head] if head else []
    for side in [*shown, *(s for s in SIDES if s not in shown)]:  # an ally's forces too
        if side in shown:
            icon = SIDE_ICON[DEFENDER if side == DEFENDER else ATTACKER]
            lines.append(f"{icon} {side_name(setup, side)}: {shown[side]}")
    return lines
