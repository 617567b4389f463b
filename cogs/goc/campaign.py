"""A Glory of Civilizations campaign in the store's generic tables, and what a battle changes
there. Pure (the commands are campaign_commands.py).

- region (key = a hex): owner (faction id, or nobody), holdings (faction id -> unit -> count) and
  data {"structures": [{"kind", "damage", "on_line"}], "water": bool}: structures keep their damage
  from battle to battle;
- faction: resources {"experience": cubes, "action": cubes, "warlike": achievements}, data
  {"technologies": [...], "government": key, "relic": bool};
- campaign settings {"readings": {...}}: the campaign's readings of what the seed leaves open.

An attack takes the attacker's army on one hex against the defender's on another; the action and
experience cubes it puts in the bag are charged when it starts (a faction cannot spend what it
lacks). When it ends, survivors (restored units too) stay on their hexes, converted units join
their converter's hex, the target's structures keep their new damage (destroyed ones are gone), a
hex left with nothing of its owner's is nobody's, and each faction earns its experience and the
Warlike achievement.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import Outcome
from bot.i18n import t
from bot.store import CampaignChanges, Faction, Region, RegionChange
from cogs.goc.army import ATTACKER, DEFENDER, SIDES
from cogs.goc.render import kinds_text, units_text

RESOURCES = ("experience", "action")


class CampaignRefusal(ValueError):
    """The attack cannot be made: args[0] is a catalog key, args[1] its arguments."""

    def __init__(self, key: str, **args: Any) -> None:
        super().__init__(key, args)
        self.key, self.args_ = key, args


def held(region: Region | None, faction_id: int) -> dict[str, int]:
    units = (region.holdings if region else {}).get(str(faction_id), {})
    return {u: int(n) for u, n in units.items() if int(n)}


def seat_of(faction: Faction) -> dict[str, Any]:
    return {"user_id": faction.user_id, "name": faction.name}


def side_of(
    faction: Faction,
    region: Region,
    units: Mapping[str, int],
    cubes: Mapping[str, int],
    structures: bool,
) -> dict[str, Any]:
    army: dict[str, Any] = {
        "key": region.key,
        "units": dict(units),
        "water": bool(region.data.get("water")),
    }
    if structures:
        army["structures"] = [dict(s) for s in region.data.get("structures") or []]
    return {
        "armies": [army],
        "technologies": list(faction.data.get("technologies") or []),
        "government": faction.data.get("government") or "other",
        "relic": bool(faction.data.get("relic")),
        "action_cubes": int(cubes.get("action", 0)),
        "experience_cubes": int(cubes.get("experience", 0)),
        "defence": None,
        "unpacked": None,
    }


def attack_setup(
    target: Region,
    origin: Region,
    attacker: Faction,
    defender: Faction,
    *,
    distance: int = 1,
    cubes: Mapping[str, int] | None = None,
    religion: str | None = None,
    readings: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The full setup (army.py) of an attack from `origin` on `target`."""
    cubes = dict(cubes or {})
    sent = held(origin, attacker.id)
    if not sent:
        raise CampaignRefusal("goc-refuse-no-army", hex=origin.name)
    if target.key == origin.key:
        raise CampaignRefusal("goc-refuse-same-hex", hex=target.name)
    defending = held(target, defender.id)
    built = target.data.get("structures") or []
    if not defending and not (built and target.owner == defender.id):
        raise CampaignRefusal("goc-refuse-nothing-there", hex=target.name)
    for resource in RESOURCES:
        have = int(attacker.resources.get(resource, 0))
        if cubes.get(resource, 0) > have:
            raise CampaignRefusal("goc-refuse-cubes", resource=resource, have=have)
    setup: dict[str, Any] = {
        "seats": {ATTACKER: seat_of(attacker), DEFENDER: seat_of(defender)},
        "distance": distance,
        "religion": religion,
        ATTACKER: side_of(attacker, origin, sent, cubes, False),
        DEFENDER: side_of(defender, target, defending, {}, target.owner == defender.id),
        "campaign": {
            "factions": {ATTACKER: attacker.id, DEFENDER: defender.id},
            "origin": origin.key,
            "target": target.key,
            "sent": sent,
            "defending": defending,
        },
    }
    if readings:
        setup["readings"] = dict(readings)
    return setup


def start_changes(setup: Mapping[str, Any]) -> CampaignChanges:
    """The cubes the attacker puts in the bag, charged as the battle starts."""
    info = setup["campaign"]
    side = setup[ATTACKER]
    deltas = {
        "action": -int(side.get("action_cubes", 0)),
        "experience": -int(side.get("experience_cubes", 0)),
    }
    deltas = {k: n for k, n in deltas.items() if n}
    if not deltas:
        return CampaignChanges()
    return CampaignChanges(
        resource_deltas={info["factions"][ATTACKER]: deltas},
        resource_floors={k: 0 for k in deltas},
    )


def _flat(by_army: Mapping[str, Mapping[str, int]]) -> dict[str, int]:
    total: dict[str, int] = {}
    for units in by_army.values():
        for u, n in units.items():
            total[u] = total.get(u, 0) + int(n)
    return total


def campaign_changes(setup: Mapping[str, Any], outcome: Outcome) -> CampaignChanges:
    """What a finished battle changes in its campaign (see the module's docstring)."""
    info = setup.get("campaign")
    if not info:
        return CampaignChanges()
    details = outcome.details
    factions = {side: int(info["factions"][side]) for side in SIDES}
    hexes = {ATTACKER: info["origin"], DEFENDER: info["target"]}
    before = {ATTACKER: info["sent"], DEFENDER: info["defending"]}
    survivors = details.get("survivors") or {}
    converted = details.get("converted") or {}
    regions: dict[str, RegionChange] = {}
    for side in SIDES:
        after = _flat(survivors.get(side) or {})
        for unit, n in (converted.get(side) or {}).items():
            after[unit] = after.get(unit, 0) + int(n)
        deltas = {u: after.get(u, 0) - int(before[side].get(u, 0)) for u in {*after, *before[side]}}
        deltas = {u: n for u, n in deltas.items() if n}
        change: dict[str, Any] = {}
        if deltas:
            change["holdings_deltas"] = {factions[side]: deltas}
        if side == DEFENDER:
            left = (details.get("structures") or {}).get(DEFENDER, {}).get(info["target"])
            if left is not None and (setup[DEFENDER]["armies"][0].get("structures") is not None):
                change["data"] = {"structures": list(left)}
            if not any(after.values()) and not left:
                change["owner"] = None
        if change:
            regions[hexes[side]] = RegionChange(**change)
    resources: dict[int, dict[str, int]] = {}
    for side in SIDES:
        earned = {
            "experience": int((details.get("experience") or {}).get(side, 0)),
            "warlike": len((details.get("achievements") or {}).get(side) or []),
        }
        earned = {k: n for k, n in earned.items() if n}
        if earned:
            resources[factions[side]] = earned
    return CampaignChanges(resource_deltas=resources, regions=regions)


def hex_line(region: Region, names: Mapping[int, str]) -> str:
    """'**Kyiv** (Larysa): Larysa — Spearmen ×3; City (1 damage), Wall'."""
    owner = names.get(region.owner) if region.owner is not None else None
    parts = []
    for faction, units in region.holdings.items():
        if units:
            parts.append(f"{names.get(int(faction), faction)} — {units_text(units)}")
    built = region.data.get("structures") or []
    if built:
        shown = []
        for s in built:
            text = kinds_text([s.get("kind", "")])
            if s.get("damage"):
                text += " " + t("goc-board-damage", n=int(s["damage"]))
            shown.append(text)
        parts.append(", ".join(shown))
    head = t("goc-hex-head", name=region.name, owner=owner or "", owned="yes" if owner else "no")
    return f"{head}: {'; '.join(parts) or t('goc-no-units')}"


def region_line(region: Region, names: Mapping[int, str]) -> str:
    """`Game.region_line`."""
    return hex_line(region, names)
