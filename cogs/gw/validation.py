"""Checking a setup before a battle starts: every refusal says what is wrong, for the player.

Setup (plain JSON):

    {"seats": {"attacker": {"user_id", "name"}, "defender": {...}, ...},
     "kind": "land" | "naval" | "bombing",
     "attackers": [                      # in the order they attack (multinational attacks)
        {"nation": "germany", "seat": "attacker", "technologies": ["gas", ...],
         "units": {"infantry": 6, "artillery": 2, "fighter": 1},
         "adjacent_rail_guns": 1,                       # land: rail guns next door
         "landing": {"infantry": 2}, "transports": 1,   # land: a naval invasion
         "support": {"cruiser": 1, "dreadnought": 1}}], # its support fire
     "defender": {"nation": "france", "seat": "defender", "technologies": [...],
                  "units": {"infantry": 3, "entrenched_infantry": 2, "fort": 1},
                  "adjacent_rail_guns": 0},
     "territory": {"key", "name", "value", "contested"},          # optional
     "retreats": {"attacker": ["alsace"],                          # where the attack came from
                  "defender": [{"key": "paris", "owner": "own" | "allied",
                                "battle_pending": false, "contested": false}]},
     "from_contested": false, "mined_zones": 0, "port_fleet": false,
     "standing": {"<seat>": {"casualties": "cheapest", "retreat": {"when": "win_below",
                  "percent": 30, "action": "retreat", "to": "alsace"}, "air": "stay", ...}},
     "settings": {"zeppelins_fire_with": "aircraft", "first_strike_subs": true},
     "overrides": {... a table shaped like data/games/gw.toml ...}}

Without "retreats" the attacker may retreat to where it came from ("origin") and the defender
has nowhere to go. A strategic bombing raid is described in bombing.py.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import SetupError
from cogs.gw.forces import (
    ATTACKER,
    BOMBING,
    DEFENDER,
    KINDS,
    LAND,
    NAVAL,
    POLICY_CHOICES,
    SETTING_CHOICES,
    Destination,
    legal_retreats,
)
from cogs.gw.units import Rules, RulesError, load_rules

MAX_UNITS = 99
UNIT_FIELDS = {"nation", "seat", "technologies", "units", "adjacent_rail_guns"}
ATTACKER_FIELDS = UNIT_FIELDS | {"landing", "transports", "support"}


def validate_setup(setup: Mapping[str, Any]) -> None:
    seats = setup.get("seats")
    if not isinstance(seats, Mapping) or not {ATTACKER, DEFENDER} <= set(seats):
        raise SetupError("A battle needs an attacker and a defender.")
    for info in seats.values():
        if not isinstance(info, Mapping) or not isinstance(info.get("name"), str):
            raise SetupError("Every seat needs a player's name.")
    kind = setup.get("kind", LAND)
    if kind not in KINDS:
        raise SetupError("A battle is a land battle, a naval battle or a bombing raid.")
    overrides = setup.get("overrides") or {}
    if not isinstance(overrides, Mapping):
        raise SetupError("Campaign overrides must be a table shaped like the game's data file.")
    try:
        rules = load_rules(overrides)
    except RulesError as error:
        raise SetupError(f"Campaign overrides: {error}") from None
    if kind == BOMBING:
        from cogs.gw.bombing import validate_raid

        validate_raid(setup, rules)
        _check_standing(setup, rules, seats, (), ())
        return
    _check_settings(setup.get("settings") or {})
    attackers = setup.get("attackers")
    if not isinstance(attackers, list) or not attackers:
        raise SetupError("Name at least one attacking nation and its units.")
    nations = [a.get("nation") if isinstance(a, Mapping) else None for a in attackers]
    if not all(isinstance(n, str) and n for n in nations) or len(set(nations)) != len(nations):
        raise SetupError("Each attacking nation is named once.")
    for entry in attackers:
        _check_attacker(entry, kind, rules, seats)
    defender = setup.get("defender")
    if not isinstance(defender, Mapping):
        raise SetupError("Give the defender's units (none is fine: the attacker walks in).")
    if defender.get("nation") in nations:
        raise SetupError("A nation cannot attack itself.")
    _check_defender(defender, kind, rules, seats)
    retreats = _check_retreats(setup.get("retreats"), kind)
    mined = setup.get("mined_zones", 0)
    if isinstance(mined, bool) or not isinstance(mined, int) or not 0 <= mined <= 9:
        raise SetupError("Mined zones entered: a whole number from 0 to 9.")
    if mined and kind != NAVAL:
        raise SetupError("Sea mines only hit ships moving into a naval battle.")
    for flag in ("from_contested", "port_fleet"):
        if not isinstance(setup.get(flag, False), bool):
            raise SetupError(f"{flag.replace('_', ' ').capitalize()} is true or false.")
    _check_territory(setup.get("territory"))
    _check_standing(setup, rules, seats, *retreats)


def _count(value: Any, what: str, high: int = MAX_UNITS) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= high:
        raise SetupError(f"{what}: a whole number from 0 to {high}, please.")
    return value


def _units(entry: Mapping[str, Any], field: str, who: str, rules: Rules) -> dict[str, int]:
    units = entry.get(field) or {}
    if not isinstance(units, Mapping):
        raise SetupError(f"{who}: give the units as a table of unit type and number.")
    result = {}
    for key, n in units.items():
        unit_key = "infantry" if key == "entrenched_infantry" else key
        if unit_key not in rules.units:
            raise SetupError(f"{who}: there is no unit called {key!r}.")
        result[key] = _count(n, f"{who}, {key.replace('_', ' ')}")
    return result


def _technologies(entry: Mapping[str, Any], who: str, rules: Rules) -> None:
    techs = entry.get("technologies", [])
    if not isinstance(techs, list) or any(t_ not in rules.technologies for t_ in techs):
        known = ", ".join(sorted(rules.technologies))
        raise SetupError(f"{who}: technologies are among {known}.")


def _seat(entry: Mapping[str, Any], default: str, seats: Mapping[str, Any], who: str) -> None:
    if entry.get("seat", default) not in seats:
        raise SetupError(f"{who}: its seat is not one of the battle's seats.")


def _check_attacker(entry: Any, kind: str, rules: Rules, seats: Mapping[str, Any]) -> None:
    if not isinstance(entry, Mapping):
        raise SetupError("Each attacking nation is a table: nation, units, technologies.")
    who = entry["nation"].capitalize()
    unknown = set(entry) - ATTACKER_FIELDS
    if unknown:
        raise SetupError(f"{who}: unknown entries {', '.join(sorted(unknown))}.")
    _seat(entry, ATTACKER, seats, who)
    _technologies(entry, who, rules)
    units = _units(entry, "units", who, rules)
    if "entrenched_infantry" in units:
        raise SetupError(f"{who}: only a defender's infantry is entrenched.")
    for key, n in units.items():
        unit = rules.units[key]
        if n and unit.defender_only:
            raise SetupError(f"{who}: a {unit.name.lower()} cannot attack.")
        if n and kind == LAND and unit.ship:
            raise SetupError(f"{who}: ships fight at sea (in an invasion they give support fire).")
        if n and kind == NAVAL and unit.ground:
            raise SetupError(f"{who}: land units do not fight at sea.")
    landing = _units(entry, "landing", who, rules)
    support = _units(entry, "support", who, rules)
    transports = _count(entry.get("transports", 0), f"{who}, transports")
    rail_guns = _count(entry.get("adjacent_rail_guns", 0), f"{who}, adjacent rail guns")
    if kind != LAND and (landing or support or transports or rail_guns):
        raise SetupError(f"{who}: landings, support fire and rail guns belong to land battles.")
    for key, n in landing.items():
        if n and not rules.units[key].lands:
            names = ", ".join(u.name.lower() for u in rules.units.values() if u.lands)
            raise SetupError(f"{who}: only {names} land from the sea in the assault.")
    landed = sum(landing.values())
    capacity = max((u.capacity for u in rules.units.values()), default=0)
    if landed and transports * capacity < landed:
        raise SetupError(f"{who}: {landed} units landing need {-(-landed // capacity)} transports.")
    if (support or transports) and not landed:
        raise SetupError(f"{who}: support fire and transports come with units landing.")
    for key, n in support.items():
        if n and not rules.units[key].support:
            raise SetupError(f"{who}: a {rules.units[key].name.lower()} gives no support fire.")
    if (
        kind == LAND
        and not landed
        and not any(n and rules.units[k].ground for k, n in units.items())
    ):
        raise SetupError(f"{who}: a land attack needs ground units (aircraft cannot take it).")
    if kind == NAVAL and not any(units.values()):
        raise SetupError(f"{who}: a naval attack needs ships or aircraft.")


def _check_defender(entry: Mapping[str, Any], kind: str, rules: Rules, seats) -> None:
    who = str(entry.get("nation", "The defender")).capitalize()
    unknown = set(entry) - UNIT_FIELDS
    if unknown:
        raise SetupError(f"{who}: unknown entries {', '.join(sorted(unknown))}.")
    _seat(entry, DEFENDER, seats, who)
    _technologies(entry, who, rules)
    units = _units(entry, "units", who, rules)
    rail_guns = _count(entry.get("adjacent_rail_guns", 0), f"{who}, adjacent rail guns")
    for key, n in units.items():
        unit = rules.units["infantry" if key == "entrenched_infantry" else key]
        if n and kind == LAND and unit.ship:
            raise SetupError(f"{who}: ships do not defend a territory.")
        if n and kind == NAVAL and unit.ground:
            raise SetupError(f"{who}: land units do not fight at sea.")
    if kind == NAVAL and (rail_guns or units.get("entrenched_infantry")):
        raise SetupError(f"{who}: trenches and rail guns belong to land battles.")


def _check_settings(settings: Any) -> None:
    if not isinstance(settings, Mapping):
        raise SetupError("Settings must be a table.")
    for key, value in settings.items():
        if key not in SETTING_CHOICES:
            raise SetupError(f"Unknown setting {key!r}.")
        if value not in SETTING_CHOICES[key]:
            raise SetupError(f"The setting {key!r} is one of {SETTING_CHOICES[key]}.")


def _check_retreats(retreats: Any, kind: str) -> tuple[tuple[str, ...], tuple[Destination, ...]]:
    if retreats is None:
        return ("origin",), ()
    if not isinstance(retreats, Mapping) or set(retreats) - {ATTACKER, DEFENDER}:
        raise SetupError(
            "Retreats list where the attacker came from and where the defender may go."
        )
    origins = retreats.get(ATTACKER, [])
    if not isinstance(origins, list) or not all(isinstance(o, str) for o in origins):
        raise SetupError("The attacker's retreats are the keys of the territories it came from.")
    destinations = []
    for d in retreats.get(DEFENDER, []):
        if not isinstance(d, Mapping) or not isinstance(d.get("key"), str):
            raise SetupError("Each of the defender's retreats names a territory (key).")
        if set(d) - {"key", "owner", "battle_pending", "contested"}:
            raise SetupError(f"Retreat to {d['key']}: unknown entries.")
        if d.get("owner", "own") not in ("own", "allied"):
            raise SetupError(f"Retreat to {d['key']}: the owner is 'own' or 'allied'.")
        for flag in ("battle_pending", "contested"):
            if not isinstance(d.get(flag, False), bool):
                raise SetupError(f"Retreat to {d['key']}: {flag.replace('_', ' ')} is true/false.")
        destinations.append(Destination(**d))
    return tuple(origins), legal_retreats(tuple(destinations))


def _check_territory(territory: Any) -> None:
    if territory is None:
        return
    if not isinstance(territory, Mapping) or not isinstance(territory.get("key"), str):
        raise SetupError("The territory needs a key.")
    if set(territory) - {"key", "name", "value", "contested"}:
        raise SetupError("The territory has key, name, value and contested.")
    if not isinstance(territory.get("name", ""), str):
        raise SetupError("The territory's name is text.")
    _count(territory.get("value", 0), "The territory's value", 999)


def _check_standing(
    setup: Mapping[str, Any],
    rules: Rules,
    seats: Mapping[str, Any],
    origins: tuple[str, ...],
    destinations: tuple[Destination, ...],
) -> None:
    standing = setup.get("standing") or {}
    if not isinstance(standing, Mapping):
        raise SetupError("Standing rules are a table per seat.")
    defender_seat = (setup.get("defender") or {}).get("seat", DEFENDER)
    for seat, rule in standing.items():
        if seat not in seats:
            raise SetupError(f"Standing rules for {seat!r}, who is not in this battle.")
        if not isinstance(rule, Mapping) or set(rule) - {*POLICY_CHOICES, "retreat"}:
            raise SetupError(f"Standing rules of {seat}: casualties, retreat, air, submerge, ...")
        for key, choices in POLICY_CHOICES.items():
            if rule.get(key) is not None and rule[key] not in choices:
                raise SetupError(f"Standing rule {key} is one of: {', '.join(choices)}.")
        if rule.get("retreat") not in (None, "never"):
            places = [d.key for d in destinations] if seat == defender_seat else list(origins)
            _check_retreat_rule(rule["retreat"], seat, places)


def _check_retreat_rule(retreat: Any, seat: str, places: list[str]) -> None:
    if not isinstance(retreat, Mapping) or retreat.get("when") not in ("win_below", "after_round"):
        raise SetupError("A retreat rule says when: win_below (a percent) or after_round.")
    if retreat["when"] == "win_below":
        percent = retreat.get("percent")
        if isinstance(percent, bool) or not isinstance(percent, int | float):
            raise SetupError("Retreat when the win chance is below how many percent?")
        if not 0 < percent <= 100:
            raise SetupError("The win chance of a retreat rule is a percent from 1 to 100.")
    else:
        _count(retreat.get("round"), "Retreat after which round", 99)
        if retreat["round"] < 1:
            raise SetupError("Retreat after round 1 at the earliest.")
    if retreat.get("action", "retreat") not in ("retreat", "contest"):
        raise SetupError("A retreat rule retreats or contests.")
    to = retreat.get("to")
    if to is not None and to not in places:
        where = ", ".join(places) or "nowhere"
        raise SetupError(
            f"{seat} cannot retreat to {to}: a battle is pending there, it is "
            f"contested or not where it can go (it may go to {where})."
        )
