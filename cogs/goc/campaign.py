"""A Glory of Civilizations campaign in the store's generic tables, and what a battle changes
there. Pure (the commands are campaign_commands.py).

- region (key = a hex): owner (faction id, or nobody), holdings (faction id -> unit -> count) and
  data {"structures": [{"kind", "damage", "on_line"}], "water": bool, "next": [hex keys],
  "exhaustion": {faction id: cubes}}: structures keep their damage from battle to battle; "next"
  names the neighbouring hexes (the game master sets them, both ways); each faction's army on a
  hex keeps its cubes of exhaustion (виснаження) from battle to battle;
- faction: resources {"experience": cubes, "action": cubes, "warlike": achievements}, data
  {"technologies": [...], "government": key, "relic": bool};
- campaign settings {"readings": {...}}: the campaign's readings of what the seed leaves open.

An attack takes the attacker's army on one hex — or its corps (з'єднання), its armies on up to
three hexes next to the target — against the defender's army on the target. A faction's corps
joins at most 1 + the castles it holds armies (reading "corps_size"; "free": up to three). The
defender may answer with a reaction manoeuvre (маневр-реакція, rules.py): its army on the target,
if unexhausted, closes in on the attacker; its unexhausted armies on the target's neighbours join
the defence as a corps. The action and experience cubes the attacker puts in the bag are charged
when it starts (a faction cannot spend what it lacks). When it ends, survivors (restored units
too) stay on their hexes, converted units join their converter's (first) hex with 2 cubes of
exhaustion each, an army that reacted takes 1 (reading "reaction_exhausts"), an army destroyed
takes its exhaustion with it, the target's structures keep their new damage (destroyed ones are
gone), a target left with nothing of its owner's is nobody's, and each faction earns its
experience and the Warlike achievement.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import Outcome
from bot.i18n import t
from bot.store import CampaignChanges, Faction, Region, RegionChange
from cogs.goc.army import ATTACKER, DEFENDER, SIDES
from cogs.goc.data import load_rules
from cogs.goc.render import kinds_text, units_text

RESOURCES = ("experience", "action")
MAX_CORPS = 3
"""The most armies (hexes) one side of an attack may bring."""
CONVERTED_EXHAUSTION = 2
"""«ставить 2 кубика виснаження на нього»: the cubes a converted unit comes with."""


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


def exhaustion(region: Region | None, faction_id: int) -> int:
    """The cubes of exhaustion on the faction's army on this hex."""
    found = ((region.data if region else {}).get("exhaustion") or {}).get(str(faction_id), 0)
    return int(found) if isinstance(found, int) and not isinstance(found, bool) else 0


def neighbours(region: Region) -> list[str]:
    return [str(k) for k in region.data.get("next") or []]


def castles(regions: Sequence[Region], faction_id: int) -> int:
    """The intact castles a faction holds (hexes it owns with a castle on them)."""
    durability = load_rules().structures["castle"].durability
    return sum(
        1
        for r in regions
        if r.owner == faction_id
        for s in r.data.get("structures") or []
        if s.get("kind") == "castle" and int(s.get("damage") or 0) < durability
    )


def corps_limit(regions: Sequence[Region], faction_id: int, readings: Mapping[str, Any]) -> int:
    """How many armies the faction's corps may join: 1 + its castles (the seed: Mykola cannot
    join two armies, «у нього ще немає побудованих замків»), or any number up to three."""
    if (readings or {}).get("corps_size") == "free":
        return MAX_CORPS
    return min(MAX_CORPS, 1 + castles(regions, faction_id))


def army_of(region: Region, units: Mapping[str, int], structures: bool, **more: Any):
    army: dict[str, Any] = {
        "key": region.key,
        "units": dict(units),
        "water": bool(region.data.get("water")),
        **more,
    }
    if structures:
        army["structures"] = [dict(s) for s in region.data.get("structures") or []]
    return army


def side_of(
    faction: Faction,
    armies: list[dict[str, Any]],
    cubes: Mapping[str, int],
) -> dict[str, Any]:
    return {
        "armies": armies,
        "technologies": list(faction.data.get("technologies") or []),
        "government": faction.data.get("government") or "other",
        "relic": bool(faction.data.get("relic")),
        "action_cubes": int(cubes.get("action", 0)),
        "experience_cubes": int(cubes.get("experience", 0)),
        "defence": None,
        "unpacked": None,
    }


def reaction_of(
    target: Region,
    defender: Faction,
    regions: Sequence[Region],
    taken: set[str],
    distance: int,
    limit: int,
) -> dict[str, Any] | None:
    """What the defender may do with a reaction manoeuvre: close in with its army on the target
    (unexhausted, with units, the attacker not adjacent), and which of its unexhausted armies on
    the target's neighbours may join its corps (up to its corps' size)."""
    by_key = {r.key: r for r in regions}
    close = distance > 1 and bool(held(target, defender.id)) and not exhaustion(target, defender.id)
    candidates = []
    for key in neighbours(target):
        region = by_key.get(key)
        if region is None or key in taken or key == target.key:
            continue
        units = held(region, defender.id)
        if units and not exhaustion(region, defender.id):
            candidates.append({"key": key, "units": units, "water": bool(region.data.get("water"))})
    most = min(limit - 1, len(candidates))
    if not close and most <= 0:
        return None
    return {"approach": close, "candidates": candidates if most > 0 else [], "most": max(most, 0)}


def attack_setup(
    target: Region,
    origin: Region | Sequence[Region],
    attacker: Faction,
    defender: Faction,
    *,
    distance: int = 1,
    cubes: Mapping[str, int] | None = None,
    religion: str | None = None,
    readings: Mapping[str, Any] | None = None,
    regions: Sequence[Region] = (),
) -> dict[str, Any]:
    """The full setup (army.py) of an attack from `origin` (a hex, or a corps' hexes) on
    `target`; `regions` (the campaign's hexes) give the corps' sizes and the reaction."""
    cubes = dict(cubes or {})
    origins = [origin] if isinstance(origin, Region) else list(origin)
    readings = dict(readings or {})
    if len({o.key for o in origins}) != len(origins):
        raise CampaignRefusal("goc-refuse-same-origin")
    for o in origins:
        if not held(o, attacker.id):
            raise CampaignRefusal("goc-refuse-no-army", hex=o.name)
        if target.key == o.key:
            raise CampaignRefusal("goc-refuse-same-hex", hex=target.name)
    limit = corps_limit(regions, attacker.id, readings) if regions else MAX_CORPS
    if len(origins) > limit:
        raise CampaignRefusal("goc-refuse-corps-size", most=limit)
    if len(origins) > 1:
        near = neighbours(target)
        far = [o for o in origins if near and o.key not in near]
        if far:
            raise CampaignRefusal("goc-refuse-not-next", hex=far[0].name, target=target.name)
    defending = held(target, defender.id)
    built = target.data.get("structures") or []
    if not defending and not (built and target.owner == defender.id):
        raise CampaignRefusal("goc-refuse-nothing-there", hex=target.name)
    for resource in RESOURCES:
        have = int(attacker.resources.get(resource, 0))
        if cubes.get(resource, 0) > have:
            raise CampaignRefusal("goc-refuse-cubes", resource=resource, have=have)
    sent = {o.key: held(o, attacker.id) for o in origins}
    attacking = [army_of(o, sent[o.key], False) for o in origins]
    defence = [army_of(target, defending, target.owner == defender.id)]
    names = {r.key: r.name for r in [*origins, target]}
    tired = {r.key: dict(r.data.get("exhaustion") or {}) for r in [*origins, target]}
    setup: dict[str, Any] = {
        "seats": {ATTACKER: seat_of(attacker), DEFENDER: seat_of(defender)},
        "distance": distance,
        "religion": religion,
        ATTACKER: side_of(attacker, attacking, cubes),
        DEFENDER: side_of(defender, defence, {}),
        "campaign": {
            "factions": {ATTACKER: attacker.id, DEFENDER: defender.id},
            "origin": origins[0].key,
            "origins": [o.key for o in origins],
            "target": target.key,
            "sent": sent,
            "defending": defending,
            "names": names,
            "exhaustion": tired,
            "reaction_exhausts": bool(readings.get("reaction_exhausts", True)),
        },
    }
    if regions:
        limit = corps_limit(regions, defender.id, readings)
        reaction = reaction_of(target, defender, regions, set(sent), distance, limit)
        if reaction is not None:
            setup["reaction"] = reaction
            by_key = {r.key: r for r in regions}
            for c in reaction["candidates"]:
                names[c["key"]] = by_key[c["key"]].name
                tired[c["key"]] = dict(by_key[c["key"]].data.get("exhaustion") or {})
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


def _merged(*armies: Mapping[str, int]) -> dict[str, int]:
    total: dict[str, int] = {}
    for units in armies:
        for u, n in (units or {}).items():
            total[u] = total.get(u, 0) + int(n)
    return total


def campaign_changes(setup: Mapping[str, Any], outcome: Outcome) -> CampaignChanges:
    """What a finished battle changes in its campaign (see the module's docstring)."""
    info = setup.get("campaign")
    if not info:
        return CampaignChanges()
    details = outcome.details
    factions = {side: int(info["factions"][side]) for side in SIDES}
    origins = list(info.get("origins") or [info["origin"]])
    sent = info["sent"] if "origins" in info else {info["origin"]: info["sent"]}
    reaction = details.get("reaction") or {}
    joined = reaction.get("joined") or {}
    before = {
        ATTACKER: {k: dict(u) for k, u in sent.items()},
        DEFENDER: {info["target"]: dict(info["defending"]), **joined},
    }
    home = {ATTACKER: origins[0], DEFENDER: info["target"]}
    survivors = details.get("survivors") or {}
    converted = details.get("converted") or {}
    tired_at_start = info.get("exhaustion") or {}
    regions: dict[str, dict[str, Any]] = {}
    for side in SIDES:
        fid = factions[side]
        for key, had in before[side].items():
            after = _merged((survivors.get(side) or {}).get(key) or {})
            added = 0
            if key == home[side]:
                gained = converted.get(side) or {}
                after = _merged(after, gained)
                added += CONVERTED_EXHAUSTION * sum(int(n) for n in gained.values())
            reacted = (key in joined and side == DEFENDER) or (
                side == DEFENDER and key == info["target"] and reaction.get("approach")
            )
            if reacted and info.get("reaction_exhausts", True):
                added += 1
            change = regions.setdefault(key, {})
            deltas = {u: after.get(u, 0) - int(had.get(u, 0)) for u in {*after, *had}}
            deltas = {u: n for u, n in deltas.items() if n}
            if deltas:
                change["holdings_deltas"] = {fid: deltas}
            tired = dict(tired_at_start.get(key) or {})
            old = int(tired.get(str(fid), 0))
            new = 0 if not any(after.values()) else old + added
            if new != old:
                if new:
                    tired[str(fid)] = new
                else:
                    tired.pop(str(fid), None)
                change.setdefault("data", {})["exhaustion"] = tired
            if side == DEFENDER and key == info["target"]:
                left = (details.get("structures") or {}).get(DEFENDER, {}).get(key)
                if left is not None and setup[DEFENDER]["armies"][0].get("structures") is not None:
                    change.setdefault("data", {})["structures"] = list(left)
                if not any(after.values()) and not left:
                    change["owner"] = None
    resources: dict[int, dict[str, int]] = {}
    for side in SIDES:
        earned = {
            "experience": int((details.get("experience") or {}).get(side, 0)),
            "warlike": len((details.get("achievements") or {}).get(side) or []),
        }
        earned = {k: n for k, n in earned.items() if n}
        if earned:
            resources[factions[side]] = earned
    return CampaignChanges(
        resource_deltas=resources,
        regions={k: RegionChange(**c) for k, c in regions.items() if c},
    )


def hex_line(region: Region, names: Mapping[int, str]) -> str:
    """'**Kyiv** (Larysa): Larysa — Spearmen ×3; City (1 damage), Wall'."""
    owner = names.get(region.owner) if region.owner is not None else None
    parts = []
    tired = region.data.get("exhaustion") or {}
    for faction, units in region.holdings.items():
        if units:
            part = f"{names.get(int(faction), faction)} — {units_text(units)}"
            if int(tired.get(str(faction), 0) or 0):
                part += " · " + t("goc-hex-exhaustion", n=int(tired[str(faction)]))
            parts.append(part)
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
