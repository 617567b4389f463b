"""A Great War campaign in the store's generic tables, and what a battle changes there. Pure.

- region (key = territory or sea zone key): owner (faction id; a sea zone: nobody),
  holdings (faction id -> unit type -> count; "entrenched_infantry" is infantry dug in; ships in a
  land territory are a fleet in its port) and data:
  {"value": income, "sea": bool, "contested": bool, "income": value, halved (rounded down) while
  contested, "adjacent": [keys], "bombed": income bombed off this turn (at most the value),
  "evacuating": {"faction": id, "units": {ship: n}} (a captured port's fleet, still to leave)}
- faction.data: "technologies" ([keys of gw.toml]), "standing" (the player's standing rules:
  {"casualties": preset, "retreat": {"when": "win_below", "percent": 30} | {"when":
  "after_round", "round": 3}}), applied to every battle the faction fights in the campaign.

An attack (`attack_setup`) takes the attacker's units from one territory next to the target (or
the target itself, out of a contested territory) and the defender's in the target; its setup
carries "campaign" — where the units came from, the factions, what the ports held — which
`campaign_changes` reads when the battle ends.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import Outcome
from bot.store import CampaignChanges, Faction, Region, RegionChange
from cogs.gw.forces import ATTACKER, BOMBING, DEFENDER, LAND, NAVAL
from cogs.gw.units import Rules, load_rules

ENTRENCHED = "entrenched_infantry"
STANDING_KEYS = ("casualties", "retreat")


class CampaignRefusal(ValueError):
    """The attack cannot be made: args[0] is a catalog key, args[1] its arguments."""

    def __init__(self, key: str, **args: Any) -> None:
        super().__init__(key, args)
        self.key, self.args_ = key, args


def unit_keys(rules: Rules | None = None) -> list[str]:
    """Every unit a territory can hold, in the data file's order (entrenched after infantry)."""
    rules = rules or load_rules()
    keys: list[str] = []
    for key in rules.units:
        keys.append(key)
        if key == "infantry":
            keys.append(ENTRENCHED)
    return keys


def base(unit: str) -> str:
    return "infantry" if unit == ENTRENCHED else unit


def held(region: Region | None, faction_id: int) -> dict[str, int]:
    units = (region.holdings if region else {}).get(str(faction_id), {})
    return {u: int(n) for u, n in units.items() if int(n)}


def is_sea(region: Region | None) -> bool:
    return bool(region and region.data.get("sea"))


def income(value: int, contested: bool) -> int:
    """A territory's income: its value, halved (rounded down) while it is contested."""
    return value // 2 if contested else value


def territory_data(
    old: Mapping[str, Any], *, value=None, sea=None, contested=None, adjacent=None, bombed=None
) -> dict[str, Any]:
    """A territory's data after the game master's changes (the income follows the value and the
    contested flag)."""
    data = dict(old)
    for key, new in (("value", value), ("sea", sea), ("contested", contested)):
        if new is not None:
            data[key] = new
    if adjacent is not None:
        data["adjacent"] = list(adjacent)
    if bombed is not None:
        data["bombed"] = bombed
    data.setdefault("value", 0)
    data.setdefault("contested", False)
    data["income"] = income(int(data["value"]), bool(data["contested"]))
    return data


def adjacent(region: Region | None, regions: Sequence[Region]) -> list[Region]:
    """The territories next to a region, either way round (the game master names a link once)."""
    if region is None:
        return []
    named = set(region.data.get("adjacent") or [])
    return [
        r
        for r in regions
        if r.key != region.key and (r.key in named or region.key in (r.data.get("adjacent") or []))
    ]


def standing_of(faction: Faction) -> dict[str, Any]:
    rule = faction.data.get("standing") or {}
    return {k: rule[k] for k in STANDING_KEYS if rule.get(k)}


def attacking_units(units: Mapping[str, int], kind: str, rules: Rules, techs: Sequence[str]):
    """The units of a territory that join an attack of this kind."""
    taken = {}
    for unit, n in units.items():
        u = rules.units.get(base(unit))
        if u is None or not n or unit == ENTRENCHED or u.defender_only:
            continue
        fits = {
            LAND: (u.ground or u.air) and not u.rail_gun,
            NAVAL: u.ship or u.air,
            BOMBING: u.interceptor
            or u.strategic == "airship"
            or (u.strategic == "bomber" and "heavy_bomber" in techs),
        }
        if fits[kind]:
            taken[unit] = n
    return taken


def invasion_units(units: Mapping[str, int], rules: Rules) -> tuple[dict, dict]:
    """A sea zone's units in a naval invasion: those landing (as many as its transports carry,
    infantry-type troops in the data file's order) and {"transports": n, "support": {ship: n}}."""
    carriers = {u: n for u, n in units.items() if rules.units[base(u)].capacity}
    room = sum(rules.units[base(u)].capacity * n for u, n in carriers.items())
    landing: dict[str, int] = {}
    for unit in unit_keys(rules):
        n = min(int(units.get(unit, 0)), room)
        if n and unit != ENTRENCHED and rules.units[base(unit)].lands:
            landing[unit] = n
            room -= n
    support = {u: n for u, n in units.items() if rules.units[base(u)].support}
    offshore: dict[str, Any] = {"transports": sum(carriers.values())} if landing else {}
    if landing and support:
        offshore["support"] = support
    return landing, offshore


def attack_setup(
    target: Region,
    origin: Region,
    attacker: Faction,
    defender: Faction,
    regions: Sequence[Region],
    *,
    raid: bool = False,
    invasion: bool = False,
    pending: Sequence[str] = (),
) -> dict[str, Any]:
    """The setup of an attack from `origin` on `target`, or CampaignRefusal. `pending`: the
    territories where another battle of the campaign is still being fought. `invasion`: a naval
    invasion from the sea zone `origin` — the units its transports carry land, its ships give
    support fire (transports and ships stay in the zone)."""
    rules = load_rules()
    techs = [t_ for t_ in attacker.data.get("technologies") or [] if t_ in rules.technologies]
    defender_techs = [
        t_ for t_ in defender.data.get("technologies") or [] if t_ in rules.technologies
    ]
    kind = BOMBING if raid else (NAVAL if is_sea(target) else LAND)
    from_contested = origin.key == target.key
    if not from_contested and origin.key not in {r.key for r in adjacent(target, regions)}:
        raise CampaignRefusal("gw-refuse-not-adjacent", origin=origin.name, target=target.name)
    landing: dict[str, int] = {}
    offshore: dict[str, Any] = {}
    if invasion:
        if raid or not is_sea(origin) or is_sea(target):
            raise CampaignRefusal("gw-refuse-invasion", origin=origin.name, target=target.name)
        units, landing, offshore = {}, *invasion_units(held(origin, attacker.id), rules)
    else:
        units = attacking_units(held(origin, attacker.id), kind, rules, techs)
    if not units and not landing:
        raise CampaignRefusal("gw-refuse-no-units", origin=origin.name, target=target.name)
    theirs = held(target, defender.id)
    seats = {
        ATTACKER: {"user_id": attacker.user_id, "name": attacker.name},
        DEFENDER: {"user_id": defender.user_id, "name": defender.name},
    }
    data = territory_data(target.data)
    info: dict[str, Any] = {
        "target": target.key,
        "origin": origin.key,
        "factions": {ATTACKER: attacker.id, DEFENDER: defender.id},
        "moved": {**units, **landing},
        "defending": {},
    }
    setup: dict[str, Any] = {"seats": seats, "kind": kind, "campaign": info}
    standing = {
        seat: rule
        for seat, rule in ((ATTACKER, standing_of(attacker)), (DEFENDER, standing_of(defender)))
        if rule
    }
    if kind == BOMBING:
        fighters = sum(n for u, n in theirs.items() if rules.units[base(u)].interceptor)
        setup["raid"] = {
            "nation": ATTACKER,
            "seat": ATTACKER,
            "technologies": techs,
            "units": units,
            "target": {
                "key": target.key,
                "name": target.name,
                "value": int(data["value"]),
                "contested": bool(data["contested"]),
                "lost_this_turn": int(data.get("bombed", 0)),
                "interceptors": fighters,
            },
        }
        setup["defender"] = {"nation": DEFENDER, "seat": DEFENDER}
        info["defending"] = {u: n for u, n in theirs.items() if rules.units[base(u)].interceptor}
        if standing:
            setup["standing"] = {s: {"casualties": r["casualties"]} for s, r in standing.items()
                                 if r.get("casualties")}  # fmt: skip
        return setup
    at_sea = {u for u in theirs if rules.units[base(u)].ship or rules.units[base(u)].air}
    defending = {
        u: n for u, n in theirs.items() if (u in at_sea if kind == NAVAL else not _ship(rules, u))
    }
    fleet = {u: n for u, n in theirs.items() if _ship(rules, u)} if kind == LAND else {}
    info["defending"] = defending
    if fleet:
        info["port_fleet"] = fleet
    retreats = [
        {"key": r.key, "owner": "own", "battle_pending": r.key in pending,
         "contested": bool(r.data.get("contested"))}
        for r in adjacent(target, regions)
        if is_sea(r) == (kind == NAVAL)
        and (r.owner == defender.id if kind == LAND else not held(r, attacker.id))
    ]  # fmt: skip
    entry = {"nation": ATTACKER, "seat": ATTACKER, "technologies": techs, "units": units}
    if landing:
        entry |= {"landing": landing, **offshore}
    guns = sum(n for u, n in held(origin, attacker.id).items() if rules.units[base(u)].rail_gun)
    if kind == LAND and guns and not from_contested:
        entry["adjacent_rail_guns"] = guns  # they fire from where they are, never lost
    setup |= {
        "attackers": [entry],
        "defender": {"nation": DEFENDER, "seat": DEFENDER, "technologies": defender_techs,
                     "units": defending},
        "territory": {"key": target.key, "name": target.name, "value": int(data["value"]),
                      "contested": bool(data["contested"])},
        "retreats": {ATTACKER: [] if from_contested or invasion else [origin.key],
                     DEFENDER: retreats},
        "from_contested": from_contested,
        "port_fleet": bool(fleet),
    }  # fmt: skip
    if standing:
        setup["standing"] = standing
    return setup


def _ship(rules: Rules, unit: str) -> bool:
    return bool(rules.units[base(unit)].ship)


def _add(deltas: dict[int, dict[str, int]], fid: int, units: Mapping[str, int], sign: int) -> None:
    mine = deltas.setdefault(fid, {})
    for unit, n in units.items():
        if n:
            mine[unit] = mine.get(unit, 0) + sign * n


def _split(rules: Rules, units: Mapping[str, int], test) -> tuple[dict, dict]:
    yes = {u: n for u, n in units.items() if n and test(rules.units[base(u)])}
    return yes, {u: n for u, n in units.items() if n and u not in yes}


def _defender_after(before: Mapping[str, int], survivors: Mapping[str, int]) -> dict[str, int]:
    """The defender's survivors as holdings: infantry stays entrenched as far as it was."""
    after = {u: n for u, n in survivors.items() if n}
    dug = min(int(before.get(ENTRENCHED, 0)), after.get("infantry", 0))
    if dug:
        after[ENTRENCHED] = dug
        after["infantry"] -= dug
    return {u: n for u, n in after.items() if n}


def campaign_changes(setup: Mapping[str, Any], outcome: Outcome) -> CampaignChanges:
    """What a finished battle changes: losses, survivors moving in or home, the owner of a
    captured territory, a contested one's halved income, bombing damage (at most the value), a
    captured port's fleet waiting to evacuate."""
    info = setup.get("campaign")
    if not info:
        return CampaignChanges()
    rules = load_rules(setup.get("overrides"))
    details = outcome.details
    fa, fd = info["factions"][ATTACKER], info["factions"][DEFENDER]
    target, origin = info["target"], info["origin"]
    regions: dict[str, dict[int, dict[str, int]]] = {target: {}, origin: {}}
    data: dict[str, dict[str, Any]] = {}
    owner: Any = None
    survivors = details.get("survivors") or {}
    alive_a = {u: n for u, n in (survivors.get(ATTACKER) or {}).items() if n}
    alive_d = {u: n for u, n in (survivors.get(DEFENDER) or {}).items() if n}
    _add(regions[origin], fa, info["moved"], -1)
    _add(regions[target], fd, info["defending"], -1)
    result = details.get("result")
    if setup.get("kind") == BOMBING:
        _add(regions[origin], fa, alive_a, +1)
        _add(regions[target], fd, _defender_after(info["defending"], alive_d), +1)
        value = int(setup["raid"]["target"]["value"])
        bombed = min(value, int(setup["raid"]["target"].get("lost_this_turn", 0))
                     + int(details.get("damage", 0)))  # fmt: skip
        data[target] = {"bombed": bombed}
    else:
        naval = setup.get("kind") == NAVAL
        flying, staying = _split(rules, alive_a, lambda u: u.air and not naval)
        retreated = details.get("retreated_to") or {}
        home = flying
        if result in ("attacker_win", "contested"):
            _add(regions[target], fa, staying, +1)
        else:
            home = alive_a
        _add(regions[origin], fa, home, +1)
        left = _defender_after(info["defending"], alive_d)
        if retreated.get(DEFENDER):
            stay, go = _split(rules, left, lambda u: u.never_retreats)
            regions.setdefault(retreated[DEFENDER], {})
            go = {"infantry": go.pop(ENTRENCHED, 0) + go.pop("infantry", 0), **go}
            _add(regions[retreated[DEFENDER]], fd, go, +1)  # out of the trenches
            left = stay
        _add(regions[target], fd, left, +1)
        was = bool((setup.get("territory") or {}).get("contested"))
        value = int((setup.get("territory") or {}).get("value", 0))
        contested = result == "contested" or (was and result == "defender_win"
                                              and bool(setup.get("from_contested")))  # fmt: skip
        if result == "attacker_win":
            contested = False
            if not naval:
                owner = fa
        data[target] = {"contested": contested, "income": income(value, contested)}
        if details.get("naval_evacuation") and info.get("port_fleet"):
            _add(regions[target], fd, info["port_fleet"], -1)
            data[target]["evacuating"] = {"faction": fd, "units": dict(info["port_fleet"])}
    changes: dict[str, RegionChange] = {}
    for key in dict.fromkeys([*regions, *data]):
        deltas = {f: {u: n for u, n in d.items() if n} for f, d in regions.get(key, {}).items()}
        deltas = {f: d for f, d in deltas.items() if d}
        kwargs: dict[str, Any] = {"holdings_deltas": deltas, "data": data.get(key, {})}
        if key == target and owner is not None:
            kwargs["owner"] = owner
        if deltas or kwargs["data"] or "owner" in kwargs:
            changes[key] = RegionChange(**kwargs)
    return CampaignChanges(regions=changes)


def evacuation_setup(
    port: Region, zone: Region, fleet_owner: Faction, enemy: Faction
) -> dict[str, Any]:
    """The naval battle of a captured port's fleet evacuating into `zone`, where `enemy` has
    ships: the evacuating fleet attacks, with nowhere to retreat to."""
    units = dict((port.data.get("evacuating") or {}).get("units") or {})
    rules = load_rules()
    theirs = {u: n for u, n in held(zone, enemy.id).items()
              if rules.units[base(u)].ship or rules.units[base(u)].air}  # fmt: skip
    return {
        "seats": {
            ATTACKER: {"user_id": fleet_owner.user_id, "name": fleet_owner.name},
            DEFENDER: {"user_id": enemy.user_id, "name": enemy.name},
        },
        "kind": NAVAL,
        "attackers": [{"nation": ATTACKER, "seat": ATTACKER, "units": units,
                       "technologies": list(fleet_owner.data.get("technologies") or [])}],
        "defender": {"nation": DEFENDER, "seat": DEFENDER, "units": theirs,
                     "technologies": list(enemy.data.get("technologies") or [])},
        "territory": {"key": zone.key, "name": zone.name, "value": 0, "contested": False},
        "retreats": {ATTACKER: [], DEFENDER: []},
        "campaign": {
            "target": zone.key,
            "origin": zone.key,
            "factions": {ATTACKER: fleet_owner.id, DEFENDER: enemy.id},
            "moved": units,
            "defending": theirs,
            "evacuation_from": port.key,
        },
        **({"standing": s} if (s := _both_standing(fleet_owner, enemy)) else {}),
    }  # fmt: skip


def _both_standing(a: Faction, d: Faction) -> dict[str, Any]:
    return {seat: r for seat, r in ((ATTACKER, standing_of(a)), (DEFENDER, standing_of(d))) if r}


def evacuation_start(port: Region, zone: Region, fleet_owner: Faction) -> CampaignChanges:
    """The fleet leaves the port: into the zone when no enemy ship is there (`moved_in`), or
    into the naval battle the caller starts (its survivors then stay in the zone)."""
    units = dict((port.data.get("evacuating") or {}).get("units") or {})
    return CampaignChanges(
        regions={port.key: RegionChange(data={"evacuating": None})}
        | ({zone.key: RegionChange(holdings_deltas={fleet_owner.id: units})} if units else {})
    )
