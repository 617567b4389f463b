"""A Struggle of Empires campaign in the store's generic tables, and what an attack changes there.

- faction.resources: gold, vp, unrest
- faction.data: army_training, navy_training, alliance (name of the alliance this war; same
  name = allies), alliance_unplaced ({land, sea, either}: Alliance tiles stored per faction
  before they were per area, migration 006; they count nowhere until placed in an area)
- region (key = area key).holdings: faction id -> armies, fleets, forts, control (markers) and
  the faction's Alliance tiles for that area: alliance_land, alliance_sea, alliance_either
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import Outcome
from bot.i18n import t
from bot.store import CampaignChanges, Faction, Region, RegionChange
from bot.ui.text import escape, unmention
from cogs.soe.rules import (
    ATTACK_COST_GOLD,
    ATTACKER,
    DEFENDER,
    MAX_ALLIES,
    ally_seat,
    load_game_data,
    stamped,
)

STARTING_RESOURCES = {"gold": 0, "vp": 0, "unrest": 0}
UNITS = ("armies", "fleets", "forts", "control")
AREA_TILES = ("alliance_land", "alliance_sea", "alliance_either")
"""Alliance tiles: each names the area it may be used in, so they are held per area."""
HOLDINGS = (*UNITS, *AREA_TILES)
TRAINING = ("army_training", "navy_training")
"""Training tiles count in every area: held by the faction."""
UNPLACED = "alliance_unplaced"


class CampaignRefusal(ValueError):
    """The attack cannot be declared; the message says why (in the language being spoken: the
    declaring player's)."""


def holding(region: Region | None, faction: Faction) -> dict[str, int]:
    """The faction's units, markers and Alliance tiles in the region."""
    units = (region.holdings if region else {}).get(str(faction.id), {})
    return {unit: int(units.get(unit, 0)) for unit in HOLDINGS}


def unplaced(faction: Faction) -> dict[str, int]:
    """Alliance tiles from before tiles were per area, not placed in one yet (land, sea,
    either)."""
    raw = faction.data.get(UNPLACED) or {}
    return {k: int(raw.get(k, 0)) for k in ("land", "sea", "either") if int(raw.get(k, 0))}


def placed_tiles(faction: Faction, deltas: Mapping[str, int]) -> dict[int, dict[str, Any]]:
    """Alliance tiles the game master adds to an area come off the faction's unplaced ones
    first (migration 006): the faction data to set, or nothing."""
    left = unplaced(faction)
    if not left:
        return {}
    for kind in ("land", "sea", "either"):
        added = max(0, int(deltas.get(f"alliance_{kind}", 0)))
        left[kind] = max(0, left.get(kind, 0) - added)
    return {faction.id: {UNPLACED: {k: n for k, n in left.items() if n}}}


def side_tiles(faction: Faction, held: Mapping[str, int]) -> dict[str, int]:
    """What a side brings besides units: its training, and its Alliance tiles for this area."""
    return {
        **{tile: int(faction.data.get(tile, 0)) for tile in TRAINING},
        **{tile: int(held.get(tile, 0)) for tile in AREA_TILES},
    }


def are_allies(a: Faction, b: Faction) -> bool:
    return bool(a.data.get("alliance")) and a.data.get("alliance") == b.data.get("alliance")


def attack_setup(
    area_key: str,
    attacker: Faction,
    defender: Faction | None,
    neutral: str | None,
    region: Region | None,
    settings: Mapping[str, Any],
    factions: Sequence[Faction] = (),
) -> dict[str, Any]:
    """The setup of an attack read from the campaign, or CampaignRefusal with the reason.

    Every faction of `factions` allied to the attacker or to the defender with armies or fleets
    in the area becomes an ally seat (attacker_ally, attacker_ally_2, ...), asked Join / Stay
    out when the battle starts and bringing its units there; its losses and unrest go to it.
    """
    data = load_game_data()
    area = data.areas.get(area_key)
    if area is None:
        raise CampaignRefusal(t("soe-pick-area"))
    own = holding(region, attacker)
    if own["armies"] + own["fleets"] == 0:
        raise CampaignRefusal(t("soe-refuse-nothing-to-attack-with", area=area.name))
    gold = int(attacker.resources.get("gold", 0))
    if gold < ATTACK_COST_GOLD:
        raise CampaignRefusal(t("soe-refuse-gold", cost=ATTACK_COST_GOLD, gold=gold))
    forces: dict[str, Any] = {
        "attacker": {
            "armies": own["armies"],
            "fleets": own["fleets"],
            **side_tiles(attacker, own),
        },
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
        "settings": stamped(settings),
        "factions": {"attacker": attacker.id},
    }
    if neutral is not None:
        if neutral not in data.neutrals:
            raise CampaignRefusal(t("soe-pick-neutral"))
        seats["defender"] = {"user_id": None, "name": data.neutrals[neutral].name}
        setup |= {"defender_kind": "neutral", "neutral": neutral}
        if setup["settings"]["neutral_attacker_allies"]:
            add_allies(setup, ATTACKER, attacker, factions, region, sea=False)
        return setup
    if defender is None or defender.id == attacker.id:
        raise CampaignRefusal(t("soe-refuse-attack-another"))
    if are_allies(attacker, defender):
        raise CampaignRefusal(t("soe-refuse-ally", name=escape(defender.name)))
    theirs = holding(region, defender)
    forces["defender"] = {
        "armies": theirs["armies"],
        "fleets": theirs["fleets"],
        "forts": theirs["forts"],
        "control_markers": theirs["control"],
        **side_tiles(defender, theirs),
    }
    seats["defender"] = {"user_id": defender.user_id, "name": unmention(defender.name)}
    setup["defender_kind"] = "player"
    setup["factions"]["defender"] = defender.id
    for side, leader in ((ATTACKER, attacker), (DEFENDER, defender)):
        add_allies(setup, side, leader, factions, region, sea=area.sea)
    return setup


def add_allies(
    setup: dict[str, Any],
    side: str,
    leader: Faction,
    factions: Sequence[Faction],
    region: Region | None,
    *,
    sea: bool,
) -> None:
    """Seat each faction allied to `leader` that has armies (or, where fleets fight, fleets) in
    the area, in the campaign's order of factions."""
    taken = set(setup["factions"].values())
    n = 0
    for faction in factions:
        if faction.id in taken or not are_allies(faction, leader):
            continue
        held = holding(region, faction)
        units = {"armies": held["armies"], "fleets": held["fleets"] if sea else 0}
        if not any(units.values()) or n >= MAX_ALLIES:
            continue
        n += 1
        seat = ally_seat(side, n)
        setup["seats"][seat] = {"user_id": faction.user_id, "name": unmention(faction.name)}
        setup["forces"][seat] = units
        setup["factions"][seat] = faction.id


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
