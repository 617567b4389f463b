"""A Civilization campaign in the store's generic tables, and what a battle changes there. Pure.

- faction.resources (public, as on the table): trade, culture, culture_cards (culture event
  cards in hand), the resource tokens (wheat, silk, incense, iron, uranium), and the combat
  bonus sources: barracks, academies, generals (Great Generals on the map).
- faction.data: "ranks" ({infantry, mounted, artillery: 1..4}), "fundamentalism" (bool),
  "techs" ([names]; "flight" lets a faction build aircraft), "wonders", "great_people" ([names])
  and "civilization" (a name): the card effects that act in battle come from these (effects.py);
  resources "shipyards", "iron" (Metalworking), "trade" (Sun Tzu) and "coins" (loot points).
- region FORCES ("civ_forces"): holdings = faction id -> card -> count: every faction's
  **standing forces**, face down. `/campaign status` shows only how many cards each holds.
- every other region is a square of the map: holdings = faction id -> {"armies", "scouts"}, its
  owner the faction whose city it is, data {"city": "city" | "capital", "fortified": bool,
  "buildings": {"barracks": n, ...}} for a city.
- the **market decks** are not stored: they are every card of the game no faction holds, so a
  killed unit is back in the market the moment it leaves its owner's standing forces, and two
  battles ending at once cannot lose a card (the store adds deltas).

An attack (`attack_setup`) moves the attacker's figures into the square (the battle's start
changes), reads both sides from the campaign, and its setup carries "campaign" — the square,
the factions, the figures moved — which `campaign_changes` reads when the battle ends: figures
removed, killed units to the market, loot moved, a city razed, a capital taken.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import Outcome
from bot.store import UNCHANGED, CampaignChanges, Faction, Region, RegionChange
from cogs.civ.cards import is_card, market
from cogs.civ.combat import ATTACKER, DEFENDER, SIDES
from cogs.civ.data import LAND, load_data
from cogs.civ.effects import faction_effects
from cogs.civ.sides import CAPITAL, CITY, OPEN

FORCES = "civ_forces"
RESOURCES = ("trade", "culture", "culture_cards")
BUILDINGS = ("barracks", "academies", "generals")
READINGS = (
    "aircraft_trump_all",
    "scouts_count",
    "see_own_forces",
    "city_loot_both",
    "armies_first",
    "tech_winner_lacks",
    "wisdom_warfare",
    "loot_points",
)


class CampaignRefusal(ValueError):
    """The attack cannot be made: `key` is a catalog key, `args_` its arguments."""

    def __init__(self, key: str, **args: Any) -> None:
        super().__init__(key, args)
        self.key, self.args_ = key, args


def readings(settings: Mapping[str, Any]) -> dict[str, bool]:
    """The campaign's readings of uncertain rules (defaults: data/games/civ.toml)."""
    defaults = load_data().settings
    own = dict(settings.get("civ_rules") or {})
    return {k: bool(own.get(k, defaults.get(k, False))) for k in READINGS}


def standing(forces: Region | None, faction_id: int) -> list[str]:
    """A faction's standing forces, card by card."""
    held = (forces.holdings if forces else {}).get(str(faction_id), {})
    return sorted(c for c, n in held.items() if is_card(c) for _ in range(int(n)))


def all_standing(forces: Region | None) -> list[str]:
    return [c for fid in (forces.holdings if forces else {}) for c in standing(forces, int(fid))]


def market_of(forces: Region | None, *, wnw: bool = False) -> Counter[str]:
    """The market decks: every card no faction holds."""
    return market(all_standing(forces), wnw=wnw)


def figures(square: Region | None, faction_id: int) -> dict[str, int]:
    held = (square.holdings if square else {}).get(str(faction_id), {})
    return {"armies": int(held.get("armies", 0)), "scouts": int(held.get("scouts", 0))}


def square_kind(square: Region | None) -> str:
    city = (square.data if square else {}).get("city")
    return city if city in (CITY, CAPITAL) else OPEN


def side_of_faction(faction: Faction, forces: Region | None, figs: Mapping[str, int]) -> dict:
    data, res = faction.data, faction.resources
    ranks = {u: max(1, min(4, int((data.get("ranks") or {}).get(u, 1)))) for u in LAND}
    return {
        "armies": int(figs.get("armies", 0)),
        "scouts": int(figs.get("scouts", 0)),
        "fundamentalism": bool(data.get("fundamentalism")),
        "barracks": int(res.get("barracks", 0)),
        "academies": int(res.get("academies", 0)),
        "generals": int(res.get("generals", 0)),
        "ranks": ranks,
        "standing": standing(forces, faction.id),
        "flight": "flight" in (data.get("techs") or []),
        "effects": faction_effects(data, res),
        "shipyards": int(res.get("shipyards", 0)),
        "iron": int(res.get("iron", 0)),
        "trade": int(res.get("trade", 0)),
    }


def loot_of(faction: Faction) -> dict[str, Any]:
    """What loot could take from a faction (all of it public at the table)."""
    res = faction.resources
    return {
        "trade": int(res.get("trade", 0)),
        "culture": int(res.get("culture", 0)),
        "culture_cards": int(res.get("culture_cards", 0)),
        "resources": {r: int(res.get(r, 0)) for r in load_data().resources if res.get(r)},
        "techs": list(faction.data.get("techs") or []),
        "coins": int(res.get("coins", 0)),
    }


def seat(faction: Faction) -> dict[str, Any]:
    return {"user_id": faction.user_id, "name": faction.name, "faction": faction.id}


def attack_setup(
    target: Region,
    attacker: Faction,
    defender: Faction,
    forces: Region | None,
    settings: Mapping[str, Any],
    *,
    moved: Mapping[str, int],
    origin: Region | None = None,
    pending: Sequence[str] = (),
) -> dict[str, Any]:
    """The battle of `attacker` moving `moved` figures (from `origin`, else already there) into
    `target`, held by `defender`."""
    if target.key in pending:
        raise CampaignRefusal("civ-refuse-pending", square=target.name)
    if origin is not None:
        have = figures(origin, attacker.id)
        if any(int(moved.get(k, 0)) > have[k] for k in have):
            raise CampaignRefusal(
                "civ-refuse-figures",
                square=origin.name,
                armies=have["armies"],
                scouts=have["scouts"],
            )
    there = figures(target, attacker.id)
    mine = {k: there[k] + int(moved.get(k, 0)) for k in there}
    if mine["armies"] < 1:  # scouts do not attack
        raise CampaignRefusal("civ-refuse-no-figures", square=target.name)
    theirs = figures(target, defender.id)
    kind = square_kind(target) if target.owner == defender.id else OPEN
    if kind == OPEN and theirs["armies"] + theirs["scouts"] < 1:
        raise CampaignRefusal("civ-refuse-nobody", square=target.name, faction=defender.name)
    rules = readings(settings)
    held = market_of(forces, wnw=rules["wisdom_warfare"])
    extra = {"data": dict(settings["civ_data"])} if settings.get("civ_data") else {}
    return {
        **extra,
        "seats": {ATTACKER: seat(attacker), DEFENDER: seat(defender)},
        "square": {"kind": kind, "fortified": bool(target.data.get("fortified")) and kind != OPEN},
        "rules": rules,
        "sides": {
            ATTACKER: side_of_faction(attacker, forces, mine),
            DEFENDER: side_of_faction(defender, forces, theirs),
        },
        "market": dict(held),
        "loot": {ATTACKER: loot_of(attacker), DEFENDER: loot_of(defender)},
        "campaign": {
            "target": target.key,
            "origin": origin.key if origin is not None else None,
            "moved": {k: int(n) for k, n in moved.items() if int(n)},
            "factions": {ATTACKER: attacker.id, DEFENDER: defender.id},
            "buildings": dict(target.data.get("buildings") or {}) if kind != OPEN else {},
            "techs": {
                ATTACKER: list(attacker.data.get("techs") or []),
                DEFENDER: list(defender.data.get("techs") or []),
            },
        },
    }


def start_changes(setup: Mapping[str, Any]) -> CampaignChanges | None:
    """The attacker's figures move into the square as the battle starts."""
    camp = setup["campaign"]
    moved = camp.get("moved") or {}
    if not moved or not camp.get("origin"):
        return None
    fid = int(camp["factions"][ATTACKER])
    return CampaignChanges(
        regions={
            camp["origin"]: RegionChange(holdings_deltas={fid: {k: -n for k, n in moved.items()}}),
            camp["target"]: RegionChange(holdings_deltas={fid: dict(moved)}),
        }
    )


def campaign_changes(setup: Mapping[str, Any], outcome: Outcome) -> CampaignChanges:
    """`Game.campaign_changes`: what the battle's end does to the campaign."""
    camp = setup["campaign"]
    fid = {s: int(camp["factions"][s]) for s in SIDES}
    details = outcome.details or {}
    target = camp["target"]
    removed = details.get("removed") or {s: outcome.losses.get(s, {}) for s in SIDES}
    square_deltas = {
        fid[s]: {
            k: -int(n)
            for k, n in (removed.get(s) or {}).items()
            if k in ("armies", "scouts") and int(n)
        }
        for s in SIDES
    }
    killed = details.get("killed") or {}
    forces_deltas: dict[int, dict[str, int]] = {}
    for s in SIDES:
        counted = Counter(killed.get(s) or [])
        forces_deltas[fid[s]] = {c: -n for c, n in counted.items()}
    regions: dict[str, RegionChange] = {
        FORCES: RegionChange(holdings_deltas={f: d for f, d in forces_deltas.items() if d}),
    }
    resources: dict[int, dict[str, int]] = {fid[s]: {} for s in SIDES}
    faction_data: dict[int, dict[str, Any]] = {}
    winner = outcome.winner or DEFENDER
    loser = ATTACKER if winner == DEFENDER else DEFENDER
    for pick in details.get("loot") or []:
        for key, n in (pick.get("moved") or {}).items():
            resources[fid[loser]][key] = resources[fid[loser]].get(key, 0) - int(n)
            if pick.get("kind") != "coin":  # a coin is discarded, not taken
                resources[fid[winner]][key] = resources[fid[winner]].get(key, 0) + int(n)
        if pick.get("kind") == "tech" and pick.get("item"):
            mine = list((camp.get("techs") or {}).get(winner) or [])
            if pick["item"] not in mine:
                faction_data[fid[winner]] = {"techs": [*mine, pick["item"]]}
    for side, paid in (details.get("spent") or {}).items():  # Metalworking's iron, Sun Tzu's trade
        for key, n in paid.items():
            resources[fid[side]][key] = resources[fid[side]].get(key, 0) - int(n)
    owner: Any = UNCHANGED
    data: dict[str, Any] = {}
    if details.get("razed") or details.get("capital"):
        owner = None
        data = {"city": None, "fortified": False, "buildings": {}, "wonders": []}
        for building, n in (camp.get("buildings") or {}).items():
            if building in BUILDINGS and int(n):
                resources[fid[DEFENDER]][building] = resources[fid[DEFENDER]].get(
                    building, 0
                ) - int(n)
    if details.get("capital"):
        data["capital_taken_by"] = fid[winner]
        faction_data.setdefault(fid[winner], {})["victory"] = "military"
    regions[target] = RegionChange(
        owner=owner,
        holdings_deltas={f: d for f, d in square_deltas.items() if d},
        data=data,
    )
    return CampaignChanges(
        resource_deltas={f: d for f, d in resources.items() if d},
        faction_data=faction_data,
        regions=regions,
    )  # no floors: a refusal here would refuse the battle's last answer


def forces_counts(region: Region, names: Mapping[int, str]) -> list[tuple[str, int]]:
    """How many cards each faction's standing forces hold: the cards stay face down."""
    parts = []
    for fid, held in sorted(region.holdings.items()):
        n = sum(int(v) for k, v in held.items() if is_card(k))
        parts.append((names.get(int(fid), "?"), n))
    return parts


def public_setup(setup: Mapping[str, Any]) -> dict[str, Any]:
    """The setup anyone may read while the battle is fought: each side's standing forces as a
    count of cards, never the cards (`Game.public_setup`)."""
    shown = dict(setup)
    if isinstance(setup.get("sides"), Mapping):
        shown["sides"] = {
            role: {**side, "standing": len(side.get("standing") or [])}
            if isinstance(side, Mapping)
            else side
            for role, side in setup["sides"].items()
        }
    return shown
