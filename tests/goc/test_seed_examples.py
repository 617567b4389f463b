"""The seed's three worked examples (../shared/seeds/003, Ukrainian), step by step, with the draws
the seed gives: every number it states is asserted.

1. Larysa's 3 spearmen attack Oleksandr's 2 cavalry: 10 cubes, she draws 3 (2 green, 1 purple).
2. Oleksandr's archers attack Mykola's swordsmen, who cannot reach them: 8 cubes, 3 drawn (2
   purple, 1 neutral); Mykola, a Democracy, restores a swordsman with 1 own and 1 neutral cube.
3. The siege of Oleksandr's city: Fabian Tactics, conversion under Theocracy (a check 1),
   Tactics redraw, Regular Army swap, Siege Tower; the city falls: Warlike.
"""

from __future__ import annotations

from cogs.goc.army import battle_of
from cogs.goc.damage import apply_plan, preset, targets
from tests.goc.helpers import A, D, N, army, drive, setup, side


def test_example_1_spearmen_against_cavalry():
    the_setup = setup(
        side(army("a", {"spearman": 3}), action_cubes=1),
        side(army("o", {"cavalry": 2}), action_cubes=1),
    )
    run = drive(the_setup, script=[[A, A, D]])
    bag = run.event("bag")
    assert bag["parts"][A]["units"] == 3  # «+3 за кількість її загонів»
    assert bag["parts"][D]["units"] == 2  # «+2 за кількість його загонів»
    assert sum(bag["bag"].values()) == 10  # «закидає всі 10 кубиків у мішок»
    assert bag["parts"][A]["bonus"] == 2  # spearmen against cavalry
    courage = run.event("courage")
    assert courage[A] == 3  # «Значення відваги війська Лариси дорівнює 3»
    (draw,) = run.asked("draw")
    assert [o.key for o in draw.options] == ["1", "2", "3"]  # «від одного до трьох кубиків»
    assert not run.asked("more")  # 3 drawn, the defender's courage is 2
    assert run.event("drawn")[A] == 2 and run.event("drawn")[D] == 1
    assert not run.asked("allocate")  # nothing to choose: both cavalry, one spearman
    out = run.outcome
    assert out.losses == {
        D: {"cavalry": 2},
        A: {"spearman": 1},
    }  # «-2 кавалеристи … -1 списоносець»
    assert out.winner == A and out.details["result"] == "attacker_win"  # «Лариса - переможець»
    assert out.details["survivors"][A] == {"a": {"spearman": 2}}


def test_example_2_archers_against_swordsmen_who_cannot_reach_with_restoration():
    the_setup = setup(
        side(army("a", {"archer": 3}, distance=2)),
        side(army("b", {"swordsman": 3}, distance=2), government="democracy", action_cubes=2),
    )
    run = drive(the_setup, script=[[A, A, N], [D, N]])
    bag = run.event("bag")
    assert bag["active"][A]["a"] == {"archer": True}
    assert bag["active"][D]["b"] == {"swordsman": False}  # melee: the archers are out of reach
    assert bag["parts"][A]["units"] == 3  # «+3 за кількість його активних загонів (лучників)»
    assert bag["parts"][D]["defence"] == 3  # «+3 за … загонів, які не досягають до нападника»
    assert sum(bag["bag"].values()) == 8  # «Олександр перемішує 8 кубиків»
    assert run.event("courage")[A] == 3  # «витягує 3 кубика»
    drawn = run.event("drawn")
    assert (drawn[A], drawn[N]) == (2, 1)  # «2 фіолетових та 1 нейтральний»
    dealt = run.event("dealt")
    assert dealt[A] == 2 and dealt[D] == 0  # the swordsmen cannot counter-attack
    assert run.events("losses")[0]["units"] == {"b": {"swordsman": 2}}  # «скидаючи його 2 загони»
    check = run.event("check")
    assert check["action"] == "restoration" and check["side"] == D and check["size"] == 2
    assert check["passed"] and check["experience"] == 1  # own cube → Democracy card
    assert run.event("restored")["unit"] == "swordsman"  # «повертає свій втрачений загін»
    out = run.outcome
    assert out.details["restored"][D] == {"b": {"swordsman": 1}}
    assert out.details["survivors"][D] == {"b": {"swordsman": 2}}
    assert out.losses == {D: {"swordsman": 1}}
    assert out.resources == {D: {"experience": 1}}
    assert out.winner is None and out.details["result"] == "both_survive"
    # the restoration drew from what the clash left: 8 − 3
    assert sum(run.b.dice.bags[1].values()) == 5


def siege_setup(*, tower: bool = True) -> dict:
    techs = ["fabian_tactics", "tactics", "regular_army"] + (["siege_tower"] if tower else [])
    city_hex = army(
        "ge",
        {"swordsman": 1, "peasant": 1},
        structures=[
            {"kind": "city", "damage": 1},
            {"kind": "wall", "damage": 0, "on_line": True},
            {"kind": "building", "damage": 1},
            {"kind": "building", "damage": 0},
        ],
    )
    return setup(
        side(
            army("a", {"trebuchet": 2}, distance=2),
            army("v", {"swordsman": 3}),
            army("g", {"archer": 2}),
            technologies=techs,
            experience_cubes=1,
            relic=True,
        ),
        side(
            city_hex,
            army("d", {"cavalry": 1}),
            government="theocracy",
            action_cubes=2,
            relic=True,
        ),
        religion=D,
    )


SIEGE_DRAWS = [
    [D],  # the conversion check 1: Oleksandr's own cube
    [A, A, A, A, D, D, D, N],  # «4 зелених, 3 фіолетових та 1 нейтральний»
    [A, A, A, A, A, D, D, N],  # Tactics: «5 зелених, 2 фіолетових та 1 нейтральний»
    [A],  # Regular Army: «це її зелений кубик»
]


def test_example_3_the_siege_of_the_city():
    answers = {"convert": "a.trebuchet", "draw": "8", "allocate": {"a.trebuchet": 1}}
    run = drive(siege_setup(), answers, script=SIEGE_DRAWS)
    bag = run.event("bag")
    assert bag["siege"] and bag["garrison"] == ["ge"]
    assert bag["parts"][A]["units"] == 7  # «+7 за кількість своїх загонів»
    assert bag["parts"][D]["units"] == 2  # «+2 за кількість своїх військових загонів»
    assert sum(bag["bag"].values()) == 21
    fabian = run.event("fabian")
    assert fabian["removed"] == {A: 4, D: 4}  # «скидає 4 зелених та 4 фіолетових кубика»
    assert sum(fabian["bag"].values()) == 13  # «решту 13 кубиків закидає в мішок»
    check = run.event("check")
    assert (check["side"], check["action"], check["size"]) == (D, "conversion", 1)  # «перевірку 1»
    assert check["passed"] and check["experience"] == 1  # «кладе його на карту Теократії»
    converted = run.event("converted")
    assert (converted["side"], converted["unit"], converted["exhaustion"]) == (D, "trebuchet", 2)
    courage = run.event("courage")
    assert courage["why"][A] == {"units": 6, "projectile": 1, "siege_tower": 1}
    assert courage[A] == 8  # «Лариса витягає навмання 8 кубиків»
    tactics = run.event("tactics")
    assert sorted(tactics["returned"]).count(A) == 4 and tactics["cubes"].count(A) == 5
    swap = run.event("regular_army")
    assert (swap["set_aside"], swap["cube"]) == (D, A)
    drawn = run.event("drawn")
    assert (drawn[A], drawn[D], drawn[N]) == (6, 1, 1)  # «6 зелених, 1 фіолетовий та 1 нейтральний»
    dealt = run.event("dealt")
    assert dealt[A] == 6 and dealt[D] == 1  # «За 6 пошкоджень»
    by_larysa, by_oleksandr = run.events("losses")
    assert by_larysa["units"] == {"ge": {"swordsman": 1, "peasant": 1}, "d": {"cavalry": 1}}
    assert sorted(by_larysa["destroyed"]["ge"]) == ["building", "building", "city"]
    assert by_larysa["placed"] == 6  # the damaged building went for nothing
    assert by_oleksandr["units"] == {"a": {"trebuchet": 1}}  # «Олександр скидає 1 зелений требушет»
    assert run.event("achievement")["achievement"] == "warlike"  # «звершення Войовничість»
    out = run.outcome
    assert out.details["structures"][D]["ge"] == [{"kind": "wall", "damage": 0, "on_line": True}]
    assert out.details["converted"][D] == {"trebuchet": 1}
    assert out.resources == {D: {"experience": 1}}
    assert out.winner == A  # the wall Larysa ignores took no part
    assert out.details["achievements"][A] == ["warlike"]


def test_example_3_without_the_siege_tower_the_city_stands():
    """«Якби Лариса не мала … Облогова вежа, їй довелося би нанести 2 пошкодження, щоб зруйнувати
    стіну, 3 … живу силу, та 1 … будівлю. У такому разі їй не вдалося би зруйнувати місто.»"""
    battle = battle_of(siege_setup(tower=False))
    hexes = targets(battle, A)
    ge = next(t for t in hexes if t.key == "ge")
    assert ge.wall == 2 and ge.unit_cost == 2 and ge.rest == 3  # building 1, city 2 left
    plan = preset(hexes, 6)
    applied = apply_plan(battle, A, plan)
    assert applied.placed == 6
    assert applied.units == {"ge": {"swordsman": 1, "peasant": 1}, "d": {"cavalry": 1}}
    assert sorted(applied.structures_destroyed["ge"]) == ["building", "building", "wall"]
    assert [s.kind for s in applied.after["ge"]] == ["city"]
    assert applied.after["ge"][0].damage == 1
