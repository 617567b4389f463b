"""A Struggle of Empires campaign in the store's generic tables, and what an attack changes there.

- faction.resources: gold, vp, unrest
- faction.data: army_training, navy_training, alliance_land, alliance_sea, alliance_either
  (Alliance tiles usable in any area), alliance (name of the alliance this war; same name = allies)
- region (key = area key).holdings: faction id -> armies, fleets, forts, control (markers)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import Outcome
from bot.store import CampaignChanges, Faction, Region, RegionChange
from bot.ui.text import escape, unmention
from cogs.soe.rules import ATTACK_COST_GOLD, load_game_data

STARTING_RESOURCES = {"gold": 0, "vp": 0, "unrest": 0}
UNITS = ("armies", "fleets", "forts", "control")
TILES = ("army_training", "navy_training", "alliance_land", "alliance_sea", "alliance_either")


class CampaignRefusal(ValueError):
    """The attack cannot be declared; the message says why."""


def holding(region: Region | None, faction: Faction) -> dict[str, int]:
    units = (region.holdings if region else {}).get(str(faction.id), {})
    return {unit: int(units.get(unit, 0)) for unit in UNITS}


def are_allies(a: Faction, b: Faction) -> bool:
    return bool(a.data.get("alliance")) and a.data.get("alliance") == b.data.get("alliance")


def attack_setup(
    area_key: str,
    attacker: Faction,
    defender: Faction | None,
    neutral: str | None,
    region: Region | None,
    settings: Mapping[str, Any],
) -> dict[str, Any]:
    """The setup of an attack read from the campaign, or CampaignRefusal with the reason."""
    data = load_game_data()
    area = data.areas.get(area_key)
    if area is None:
        raise CampaignRefusal("Pick the area from the list.")
    own = holding(region, attacker)
    if own["armies"] + own["fleets"] == 0:
        raise CampaignRefusal(f"You have no army or fleet in {area.name} to attack with.")
    gold = int(attacker.resources.get("gold", 0))
    if gold < ATTACK_COST_GOLD:
        raise CampaignRefusal(
            f"Declaring an attack costs {ATTACK_COST_GOLD} gold; you have {gold}."
        )
    tiles = {tile: int(attacker.data.get(tile, 0)) for tile in TILES}
    forces: dict[str, Any] = {
        "attacker": {"armies": own["armies"], "fleets": own["fleets"], **tiles},
    }
    # Seat names are shown in panels and threads: a faction called "<@id>" must ping nobody.
    seats: dict[str, Any] = {
        "attacker": {"user_id": attacker.user_id, "name": unmention(attacker.name)}
    }
    setup: dict[str, Any] = {
        "area": area_key,
        "seats": seats,
        "forces": forces,
        "attacker_gold": gold,
        "settings": dict(settings),
        "factions": {"attacker": attacker.id},
    }
    if neutral is not None:
        if neutral not in data.neutrals:
            raise CampaignRefusal("Pick the neutral country from the list.")
        seats["defender"] = {"user_id": None, "name": data.neutrals[neutral].name}
        setup |= {"defender_kind": "neutral", "neutral": neutral}
        return setup
    if defender is None or defender.id == attacker.id:
        raise CampaignRefusal("Attack another faction, or a neutral country.")
    if are_allies(attacker, defender):
        raise CampaignRefusal(
            f"{escape(defender.name)} is your ally this war: allies cannot be attacked."
        )
    theirs = holding(region, defender)
    forces["defender"] = {
        "armies": theirs["armies"],
        "fleets": theirs["fleets"],
        "forts": theirs["forts"],
        "control_markers": theirs["control"],
        **{tile: int(defender.data.get(tile, 0)) for tile in TILES},
    }
    seats["defender"] = {"user_id": defender.user_id, "name": unmention(defender.name)}
    setup["defender_kind"] = "player"
    setup["factions"]["defender"] = defender.id
    return setup


def charge(attacker: Faction) -> CampaignChanges:
    """The 2 gold of declaring, charged in the transaction that stores the battle."""
    return CampaignChanges(
        resource_deltas={attacker.id: {"gold": -ATTACK_COST_GOLD}}, resource_floors={"gold": 0}
    )


def campaign_changes(setup: Mapping[str, Any], outcome: Outcome) -> CampaignChanges:
    """Every loss, unrest point, control marker and reward of a finished attack."""
    factions: dict[str, int] = setup.get("factions", {})
    area = outcome.details.get("area", setup["area"])
    deltas: dict[int, dict[str, int]] = {}

    def add(seat: str, unit: str, n: int) -> None:
        if seat in factions and n:
            per_unit = deltas.setdefault(factions[seat], {})
            per_unit[unit] = per_unit.get(unit, 0) + n

    for seat, units in outcome.losses.items():
        for unit, n in units.items():
            add(seat, unit, -n)
    if outcome.details.get("control_marker_placed"):
        add(outcome.details["control_marker_placed"], "control", 1)
    if outcome.details.get("control_marker_removed"):
        add(outcome.details["control_marker_removed"], "control", -1)
    resources = {
        factions[seat]: dict(changes)
        for seat, changes in outcome.resources.items()
        if seat in factions and changes
    }
    return CampaignChanges(
        resource_deltas=resources,
        regions={area: RegionChange(holdings_deltas=deltas)} if deltas else {},
    )
