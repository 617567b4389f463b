"""Struggle of Empires — declaring an attack: the setup's checks, the forces, and each ally's
answer. Pure (see cogs/soe/rules.py, which re-exports this and runs the combats).

Setup (plain JSON; `validate_setup` says what is wrong in words a player understands):

    {"seats": {"attacker": {"user_id", "name"}, "defender": {...},
               "attacker_ally": {...}?, "attacker_ally_2": {...}?, ...,
               "defender_ally": {...}?, "defender_ally_2": {...}?, ...},
     "area": "<area key of data/games/soe.toml>",
     "defender_kind": "player" | "neutral",
     "neutral": "<neutral key>",                  # neutral only; must lie in `area`
     "collect_forces": false,                     # true: each side sets its forces by asks
     "one_step": true,                            # with collect_forces: see below
     "forces": {                                  # required unless collect_forces
        "attacker": {"armies", "fleets", "army_training", "navy_training",
                     "alliance_land", "alliance_sea", "alliance_either"},
        "defender": {... the same, plus "forts", "control_markers"},   # player defender only
        "attacker_ally": {"armies", "fleets"},    # one entry per named ally seat
        ...},
     "factions": {seat: faction id},              # campaign only: distinct factions per seat
     "attacker_gold": 5,                          # optional (campaign): refused below 2
     "settings": {"neutral_rolls_dice": true, ...}}   # optional, see SETTINGS_DEFAULTS

Any number of allies per side (Italian "gli alleati"): the first sits at `attacker_ally`, as the
setups stored before several allies did, the next at `attacker_ally_2` and on. Every force field
is optional and defaults to 0. Alliance tiles are the ones usable for this area: `alliance_land`
only on land, `alliance_sea` only at sea, `alliance_either` at the owner's choice, each tile once
per attack.

A quick battle (`collect_forces`) asks each player in one step when `one_step` is set: a side its
units and tiles in one ask, an ally its units in one ask (none: it stays out). Setups without it
(quick battles stored before) ask as they did: units, then tiles; join, then units.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping
from typing import Any

from bot.engine import (
    Ask,
    BattleContext,
    Count,
    Option,
    SetupError,
    choose_one,
    set_counts,
)
from cogs.soe.model import (
    ALLY_FIELDS,
    ATTACK_COST_GOLD,
    ATTACKER,
    DEFENDER,
    DEFENDER_FIELDS,
    PLAYER_FIELDS,
    SETTINGS_DEFAULTS,
    SIDES,
    Ally,
    Area,
    Battle,
    Limits,
    Neutral,
    Phase,
    SetupMap,
    Side,
    ally_seats,
    load_game_data,
    settings_of,
    side_of_seat,
)


# -- the setup's checks ---------------------------------------------------------------------------
def _check_count(value: Any, what: str, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= high:
        raise SetupError(f"{what}: a whole number from 0 to {high}, please.")


def _check_force(force: Any, seat: str, allowed: tuple[str, ...], limits: Limits) -> None:
    if not isinstance(force, Mapping):
        raise SetupError(f"The forces of the {_seat_text(seat)} are missing.")
    unknown = sorted(set(force) - set(allowed))
    if unknown:
        raise SetupError(f"The {_seat_text(seat)} cannot bring {', '.join(unknown)} to an attack.")
    for key, value in force.items():
        high = limits.control_markers if key == "control_markers" else limits.units
        if "training" in key or key.startswith("alliance"):
            high = limits.tiles
        _check_count(value, f"{_seat_text(seat).capitalize()} {key.replace('_', ' ')}", high)


def _seat_text(seat: str) -> str:
    return seat.replace("_", " ")


def validate_setup(setup: SetupMap) -> None:
    """Refuse, in a player's words, a setup that cannot start an attack."""
    data = load_game_data()
    seats = setup.get("seats")
    if not isinstance(seats, Mapping) or ATTACKER not in seats:
        raise SetupError("An attack needs an attacker.")
    unknown_seats = {s for s in seats if not isinstance(s, str) or side_of_seat(s) is None}
    if unknown_seats:
        raise SetupError(f"Unknown seats: {', '.join(sorted(map(str, unknown_seats)))}.")
    area_key = setup.get("area")
    area = data.areas.get(area_key) if isinstance(area_key, str) else None
    if area is None:
        raise SetupError("Choose one of the areas of the map to attack.")
    kind = setup.get("defender_kind", "player")
    if kind not in ("player", "neutral"):
        raise SetupError("The defender is a player or a neutral country.")
    neutral = kind == "neutral"
    settings = setup.get("settings", {})
    if not isinstance(settings, Mapping):
        raise SetupError("Settings must be a table of on/off switches.")
    for key, value in settings.items():
        if key not in SETTINGS_DEFAULTS:
            raise SetupError(f"Unknown setting {key!r}.")
        if not isinstance(value, bool):
            raise SetupError(f"The setting {key!r} is on or off (true/false).")
    if neutral:
        key = setup.get("neutral")
        target = data.neutrals.get(key) if isinstance(key, str) else None
        if target is None:
            raise SetupError(f"Choose which neutral country in {area.name} to attack.")
        if target.area != area.key:
            raise SetupError(f"{target.name} is not in {area.name}.")
        if ally_seats(seats, DEFENDER):
            raise SetupError("A neutral country has no allies.")
        if ally_seats(seats, ATTACKER) and not settings_of(setup).neutral_attacker_allies:
            raise SetupError("Against a neutral country the attacker fights without allies.")
    elif DEFENDER not in seats:
        raise SetupError("An attack on a player needs a defender.")
    _check_sides_apart(seats, setup.get("factions"), neutral)
    gold = setup.get("attacker_gold")
    if gold is not None and (
        isinstance(gold, bool) or not isinstance(gold, int) or gold < ATTACK_COST_GOLD
    ):
        raise SetupError(f"Declaring an attack costs {ATTACK_COST_GOLD} gold; you have {gold}.")
    if not isinstance(setup.get("one_step", False), bool):
        raise SetupError("one_step is on or off (true/false).")
    if setup.get("collect_forces"):
        if "forces" in setup:
            raise SetupError("Give the forces in the setup or ask the players, not both.")
        return
    _check_forces(setup.get("forces"), seats, area, neutral, data.limits)


def _check_sides_apart(seats: Mapping[str, Any], factions: Any, neutral: bool) -> None:
    """Every seat a different player: nobody attacks himself, is his own ally, helps both sides
    or sits twice on one. A player is its user id, else its faction, else its name."""
    if factions is not None and not isinstance(factions, Mapping):
        raise SetupError("Each seat's faction must be a faction id.")
    factions = factions or {}
    who: dict[str, set[tuple[str, Any]]] = {}
    for seat, info in seats.items():
        if not isinstance(info, Mapping) or not isinstance(info.get("name"), str):
            raise SetupError("Every seat needs a player's name.")
        user = info.get("user_id")
        if user is not None and (isinstance(user, bool) or not isinstance(user, int)):
            raise SetupError(f"The {_seat_text(seat)}'s player is not a Discord member.")
        faction = factions.get(seat)
        if faction is not None and (isinstance(faction, bool) or not isinstance(faction, int)):
            raise SetupError("Each seat's faction must be a faction id.")
        if seat == DEFENDER and neutral:
            continue  # a neutral country is nobody's player
        who[seat] = {("user", user)} if user is not None else set()
        if faction is not None:
            who[seat].add(("faction", faction))
        if not who[seat]:
            who[seat] = {("name", info["name"].strip().casefold())}
    for seat, person in who.items():
        for other, same in who.items():
            if other <= seat or not same & person:
                continue
            pair = {seat, other}
            if side_of_seat(seat) != side_of_seat(other):
                raise SetupError("A player cannot be on both sides of an attack.")
            if ATTACKER in pair:
                raise SetupError("The attacker cannot be its own ally.")
            if DEFENDER in pair:
                raise SetupError("The defender cannot be its own ally.")
            raise SetupError("A player can be only one of the allies of a side.")


def _check_forces(
    forces: Any, seats: Mapping[str, Any], area: Area, neutral: bool, limits: Limits
) -> None:
    if not isinstance(forces, Mapping):
        raise SetupError("Give each side's forces, or set collect_forces to ask the players.")
    expected = {ATTACKER} | ({DEFENDER} if not neutral else set())
    expected |= {a for s in SIDES for a in ally_seats(seats, s)}
    if set(forces) != expected:
        raise SetupError(f"Forces are needed for exactly: {', '.join(sorted(expected))}.")
    for seat in expected:
        fields = {ATTACKER: PLAYER_FIELDS, DEFENDER: DEFENDER_FIELDS}.get(seat, ALLY_FIELDS)
        _check_force(forces[seat], seat, fields, limits)
        if not area.sea and forces[seat].get("fleets", 0):
            raise SetupError(f"{area.name} has no sea: no fleets there.")
    attacker = forces[ATTACKER]
    if neutral and attacker.get("armies", 0) < 1:
        raise SetupError("Attacking a neutral country takes at least one of your armies.")
    if attacker.get("armies", 0) + attacker.get("fleets", 0) < 1:
        raise SetupError(f"To attack you need at least one army or fleet in {area.name}.")


# -- declaring ------------------------------------------------------------------------------------
def declare(b: BattleContext) -> Phase:
    """The attack declared: forces set (or read from the setup) and each ally's answer."""
    setup = b.setup
    data = load_game_data()
    area = data.areas[setup["area"]]
    neutral = data.neutrals[setup["neutral"]] if setup.get("defender_kind") == "neutral" else None
    b.log(
        "attack_declared",
        area=area.key,
        sea=area.sea,
        defender_kind="neutral" if neutral else "player",
        neutral=neutral.key if neutral else None,
        defence=neutral.defence if neutral else None,
        reward=neutral.reward if neutral else None,
        attack_cost_gold=ATTACK_COST_GOLD,
    )
    if setup.get("collect_forces"):
        forces = yield from collect_forces(b, area, neutral, data.limits)
    else:
        forces = setup["forces"]
    sides = {seat: Side(seat, **forces[seat]) for seat in SIDES if seat in forces} | (
        {DEFENDER: Side(DEFENDER)} if neutral else {}
    )
    for side in sides.values():
        fields = PLAYER_FIELDS if side.seat == ATTACKER else DEFENDER_FIELDS
        if side.seat == ATTACKER or not neutral:
            b.log("forces", side=side.seat, **{f: getattr(side, f) for f in fields})
    for seat in SIDES:
        for ally in ally_seats(setup["seats"], seat):
            sides[seat] = yield from ask_ally(
                b, sides[seat], ally, forces, area, neutral, data.limits
            )
    return Battle(area, neutral, sides[ATTACKER], sides[DEFENDER], settings_of(setup))


def collect_forces(
    b: BattleContext, area: Area, neutral: Neutral | None, limits: Limits
) -> Generator[Ask, Any, dict[str, dict[str, int]]]:
    """Quick battle: each side sets its units and its tiles (one ask, or two before one_step)."""
    at_sea = area.sea and neutral is None
    forces: dict[str, dict[str, int]] = {}
    for seat in (ATTACKER,) if neutral else SIDES:
        # Where fleets cannot fight, the attacker needs an army of its own to attack at all.
        low = 1 if seat == ATTACKER and not at_sea else 0
        units = [Count("armies", "Armies", low, limits.units, default=1)]
        if at_sea:
            units.append(Count("fleets", "Fleets", 0, limits.units))
        if seat == DEFENDER:
            units.append(Count("forts", "Forts", 0, limits.units))
            units.append(Count("control_markers", "Control markers", 0, limits.control_markers, 1))
        tiles = [Count("army_training", "Army Training tiles", 0, limits.tiles)]
        if at_sea:
            tiles.append(Count("navy_training", "Navy Training tiles", 0, limits.tiles))
        tiles.append(Count("alliance_land", "Alliance tiles (land)", 0, limits.tiles))
        if at_sea:
            tiles.append(Count("alliance_sea", "Alliance tiles (sea)", 0, limits.tiles))
        tiles.append(Count("alliance_either", "Alliance tiles (land or sea)", 0, limits.tiles))
        if b.setup.get("one_step"):
            forces[seat] = yield from ask_forces(b, seat, area, units, tiles)
            continue
        chosen = yield set_counts(
            seat,
            "forces",
            units,
            min_total=1 if seat == ATTACKER else None,
            prompt=f"Your units in {area.name}",
        )
        chosen_tiles = yield set_counts(
            seat, "tiles", tiles, prompt=f"Your tiles (Alliance tiles usable in {area.name})"
        )
        forces[seat] = {**chosen, **chosen_tiles}
    return forces


def ask_forces(
    b: BattleContext, seat: str, area: Area, units: list[Count], tiles: list[Count]
) -> Generator[Ask, Any, dict[str, int]]:
    """A side's units and tiles in one ask. Tiles alone cannot attack: an attacker who names no
    army or fleet is asked again, told why (an ask bounds its total, not the units' alone)."""
    prompt = f"Your units and tiles in {area.name}"
    while True:
        chosen = yield set_counts(
            seat,
            "forces",
            [*units, *tiles],
            min_total=1 if seat == ATTACKER else None,
            prompt=prompt,
            together=("Tiles", [t.key for t in tiles]),
        )
        if seat != ATTACKER or chosen["armies"] + chosen.get("fleets", 0) >= 1:
            return chosen
        prompt = f"To attack you need an army or fleet in {area.name}: your units and tiles"


def ask_ally(
    b: BattleContext,
    side: Side,
    ally: str,
    forces: Mapping[str, Any],
    area: Area,
    neutral: Neutral | None,
    limits: Limits,
) -> Generator[Ask, Any, Side]:
    """An ally helps only with the armies and fleets it already has in the area, or stays out."""
    given = forces.get(ally)
    if given is not None and not any(given.values()):
        b.log("ally_decision", side=ally, helps=side.seat, joined=False, reason="no_units")
        return side
    if given is None and b.setup.get("one_step"):
        # a quick battle: the ally's units are its answer, none at all is staying out
        given = yield set_counts(
            ally,
            "ally_forces",
            _ally_counts(area, neutral, limits),
            helps=side.seat,
            prompt=f"Help the {side.seat} in {area.name}? Your units there, or stay out",
            confirm=f"Join the {side.seat}",
            zero="Stay out",
        )
        if not any(given.values()):
            return _stays_out(b, side, ally)
        return _joins(b, side, ally, given)
    answer = yield choose_one(
        ally,
        "ally_joins",
        [Option("join", f"Join the {side.seat}"), Option("stay_out", "Stay out")],
        helps=side.seat,
        prompt=f"Help the {side.seat} in {area.name}?",
    )
    if answer == "stay_out":
        return _stays_out(b, side, ally)
    if given is None:
        given = yield set_counts(
            ally,
            "ally_forces",
            _ally_counts(area, neutral, limits),
            min_total=1,
            prompt=f"Your units in {area.name}",
        )
    return _joins(b, side, ally, given)


def _ally_counts(area: Area, neutral: Neutral | None, limits: Limits) -> list[Count]:
    counts = [Count("armies", "Armies", 0, limits.units, default=1)]
    if area.sea and neutral is None:
        counts.append(Count("fleets", "Fleets", 0, limits.units))
    return counts


def _joins(b: BattleContext, side: Side, ally: str, given: Mapping[str, int]) -> Side:
    armies, fleets = given.get("armies", 0), given.get("fleets", 0)
    b.log("ally_decision", side=ally, helps=side.seat, joined=True, armies=armies, fleets=fleets)
    return side.with_ally(Ally(ally, armies, fleets))


def _stays_out(b: BattleContext, side: Side, ally: str) -> Side:
    b.log("ally_decision", side=ally, helps=side.seat, joined=False, reason="stayed_out")
    return side
