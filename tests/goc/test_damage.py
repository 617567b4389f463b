"""Damage on the enemy's hexes (cogs/goc/damage.py): the destruction order on each hex, partial
damage on structures, galleys that ignore what cannot destroy them, structures destroyed at once,
all the damage placed, and the dealer's default plan."""

from __future__ import annotations

from cogs.goc.army import battle_of
from cogs.goc.damage import (
    apply_plan,
    check_plan,
    choices,
    placeable,
    plan_keys,
    preset,
    targets,
)
from tests.goc.helpers import A, army, setup, side


def hexes_of(defender_army, **attacker):
    the_setup = setup(side(army("a", {"swordsman": 1}), **attacker), side(defender_army))
    battle = battle_of(the_setup)
    return battle, targets(battle, A)


CITY_HEX = army(
    "c",
    {"spearman": 2},
    structures=[
        {"kind": "wall", "damage": 1, "on_line": True},
        {"kind": "building", "damage": 0},
        {"kind": "city", "damage": 0},
    ],
)


def test_the_wall_on_the_line_of_attack_falls_first_then_units_then_buildings_then_the_city():
    battle, hexes = hexes_of(CITY_HEX)
    (c,) = hexes
    assert (c.wall, c.unit_cost, c.rest) == (1, 2, 4)  # the wall has 1 of 2 left
    assert check_plan(hexes, 2, {"c.spearman": 2}) == "wall-first"
    assert check_plan(hexes, 3, {"c.spearman": 1, "c.structures": 2}) == "units-first"
    assert check_plan(hexes, 2, {"c.spearman": 1, "c.structures": 1}) is None
    assert check_plan(hexes, 4, {"c.spearman": 2, "c.structures": 1}) == "too-little"
    assert check_plan(hexes, 2, {"c.spearman": 2, "c.structures": 1}) == "too-much"
    done = apply_plan(battle, A, {"c.spearman": 2, "c.structures": 4})
    assert done.units == {"c": {"spearman": 2}}
    assert done.structures_destroyed == {"c": ["wall", "building"]}
    assert done.structures_damaged == {"c": ["city"]}
    assert [(s.kind, s.damage) for s in done.after["c"]] == [("city", 2)]  # partial damage stays


def test_a_wall_off_the_line_of_attack_or_ignored_is_not_in_the_way():
    off = army("c", {"spearman": 1}, structures=[{"kind": "wall", "on_line": False}])
    _, hexes = hexes_of(off)
    assert hexes[0].wall == 0 and plan_keys(hexes) == ["c.spearman"]
    _, towered = hexes_of(CITY_HEX, technologies=["siege_tower"])
    assert towered[0].wall == 0 and towered[0].capacity == 2 + 4


def test_a_galley_ignores_damage_that_cannot_destroy_it():
    galleys = army("g", {"galley": 2}, water=True)
    battle, hexes = hexes_of(galleys)
    assert placeable(hexes, 3) == 2 and placeable(hexes, 1) == 0
    assert check_plan(hexes, 3, {"g.galley": 1}) is None  # the third damage is lost
    done = apply_plan(battle, A, preset(hexes, 3))
    assert done.units == {"g": {"galley": 1}} and done.placed == 2


def test_the_default_plan_destroys_the_most_and_never_wastes_what_could_be_placed():
    mixed = army("m", {"swordsman": 1, "galley": 1}, structures=[{"kind": "building"}])
    _, hexes = hexes_of(mixed)
    plan = preset(hexes, 2)
    assert check_plan(hexes, 2, plan) is None
    # the swordsman alone would leave 1 damage nothing can take: the galley takes both
    assert plan == {"m.swordsman": 0, "m.galley": 1, "m.structures": 0}
    assert check_plan(hexes, 2, {"m.swordsman": 1}) == "too-little"
    three = preset(hexes, 3)
    assert three == {"m.swordsman": 1, "m.galley": 1, "m.structures": 0}
    assert preset(hexes, 4)["m.structures"] == 1


def test_a_structure_already_at_its_durability_goes_for_nothing():
    ruined = army("r", {}, structures=[{"kind": "city", "damage": 3}, {"kind": "building"}])
    battle, hexes = hexes_of(ruined)
    assert hexes[0].free == (0,)
    done = apply_plan(battle, A, preset(hexes, 0))
    assert done.structures_destroyed == {"r": ["city"]} and done.placed == 0


def test_the_dealer_is_asked_only_when_there_is_a_choice():
    _, one_type = hexes_of(army("x", {"cavalry": 3}))
    assert not choices(one_type, 2)  # two cavalry, whichever they are
    _, two_types = hexes_of(army("x", {"cavalry": 1, "peasant": 1}))
    assert choices(two_types, 1) and not choices(two_types, 2)
    two_hexes = setup(
        side(army("a", {"swordsman": 1})),
        side(army("x", {"cavalry": 1}), army("y", {"cavalry": 1})),
    )
    assert choices(targets(battle_of(two_hexes), A), 1)
