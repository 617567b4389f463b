"""Land combat, one scenario per rule of gw.md, with the dice of each step scripted."""

from __future__ import annotations

from tests.gw.helpers import AUTO, auto, land, run

MISS = 6


def fire(played, step: str, side: str, round_: int) -> dict[str, int]:
    """unit -> the number it needed, for the dice `side` threw in `step` of a round."""
    return {e["unit"]: e["target"] for e in played.of("fire", step=step, side=side, round=round_)}


# -- bombardment -----------------------------------------------------------------------------------
def test_bombarding_rail_guns_fire_once_on_a_3_and_then_take_no_part():
    setup = land(
        {"infantry": 1},
        {"infantry": 2},
        attacker_extra={"adjacent_rail_guns": 2},
        standing=auto(attacker={"rail_guns": "bombard"}),
    )
    played = run(
        setup,
        [
            ("bombardment", [3, 4]),  # one hit: on a 3 or less
            ("main_fire", [MISS]),  # the attacker's infantry alone fires: no rail gun in step 2
            ("main_fire", [1]),
        ],
    )
    assert played.one("fire", step="bombardment")["hits"] == 1
    assert played.one("losses", step="bombardment")["destroyed"] == {"infantry": 1}
    assert not played.of("fire", step="attacker_preemptive")
    assert played.outcome.details["result"] == "defender_win"
    assert played.outcome.details["survivors"]["attacker"] == {"rail_gun": 2}


def test_rail_guns_that_join_fire_from_next_door_in_step_2_and_are_never_lost():
    setup = land({"infantry": 1}, {"infantry": 1}, attacker_extra={"adjacent_rail_guns": 1})
    played = run(
        setup,
        [("attacker_preemptive", [MISS]), ("main_fire", [MISS]), ("main_fire", [1])],
        [("rail_guns", "attacker", {"germany.rail_gun.adjacent": 0})],
        policy=lambda ask: "continue",
    )
    assert fire(played, "attacker_preemptive", "attacker", 1) == {"rail_gun": 3}
    assert played.outcome.details["result"] == "defender_win"  # the gun does not hold the field
    assert played.outcome.details["survivors"]["attacker"] == {"rail_gun": 1}


# -- Part A: air superiority -----------------------------------------------------------------------
def test_air_superiority_gives_plus_one_only_in_round_1_and_only_to_artillery_rail_guns_forts():
    setup = land(
        {"infantry": 1, "artillery": 1, "fighter": 1},
        {"infantry": 1, "fort": 1},
        attacker_extra={"adjacent_rail_guns": 1},
        standing=auto(),
    )
    round_1 = [
        ("attacker_preemptive", [MISS]),  # artillery: a throw per unit type
        ("attacker_preemptive", [MISS]),  # rail gun next door
        ("attacker_preemptive", [MISS]),  # fighter
        ("defender_preemptive", [MISS]),  # the fort
        ("main_fire", [MISS]),  # attacker's infantry
        ("main_fire", [MISS]),  # defender's infantry
    ]
    round_2 = [
        ("attacker_preemptive", [1]),  # two hits: a free hit on the fort, then its infantry
        ("attacker_preemptive", [1]),
        ("attacker_preemptive", [MISS]),
        ("defender_preemptive", [MISS]),  # the damaged fort still fires at full value
        ("main_fire", [1]),  # the last hit takes the fort
    ]
    played = run(setup, round_1 + round_2)
    assert played.one("air_superiority")["side"] == "attacker"  # nobody to fight in the air
    assert fire(played, "attacker_preemptive", "attacker", 1) == {
        "artillery": 3,
        "rail_gun": 4,
        "fighter": 2,
    }
    assert fire(played, "attacker_preemptive", "attacker", 2) == {
        "artillery": 2,
        "rail_gun": 3,
        "fighter": 2,
    }
    assert fire(played, "defender_preemptive", "defender", 1) == {"fort": 3}
    assert fire(played, "main_fire", "attacker", 1) == {"infantry": 1}
    assert played.outcome.details["result"] == "attacker_win"


def test_air_combat_decides_superiority_and_the_winner_boosts_its_fort():
    setup = land({"infantry": 2, "fighter": 1}, {"fort": 1, "fighter": 2}, standing=auto())
    played = run(
        setup,
        [
            ("air_combat", [MISS]),  # the attacker's fighter
            ("air_combat", [1, MISS]),  # the defender's fighters: one hit, on an air unit
            ("defender_preemptive", [MISS]),  # the fort, +1
            ("defender_preemptive", [MISS, MISS]),  # both fighters, no bonus
            ("main_fire", [1, 1]),  # a free hit on the fort, then the cheaper fighter
            ("defender_preemptive", [MISS]),  # round 2: the damaged fort, no bonus any more
            ("defender_preemptive", [MISS]),
            ("main_fire", [MISS, MISS]),
            ("defender_preemptive", [1]),  # round 3
            ("defender_preemptive", [1]),
        ],
    )
    assert played.one("losses", step="air_combat")["destroyed"] == {"fighter": 1}
    assert played.one("air_superiority")["side"] == "defender"
    assert fire(played, "defender_preemptive", "defender", 1) == {"fort": 4, "fighter": 2}
    assert fire(played, "defender_preemptive", "defender", 2) == {"fort": 3, "fighter": 2}
    assert played.outcome.details["result"] == "defender_win"
    assert played.outcome.details["survivors"]["defender"] == {"fort": 1, "fighter": 1}


def test_air_units_withdraw_after_a_round_attacker_first_and_the_other_side_wins_the_air():
    setup = land({"infantry": 1, "fighter": 1}, {"infantry": 1, "fighter": 1})
    played = run(
        setup,
        [("air_combat", [MISS]), ("air_combat", [MISS]), ("defender_preemptive", [1])],
        [("withdraw_air", "attacker", True)],
    )
    assert played.one("air_superiority")["side"] == "defender"
    assert played.outcome.details["survivors"]["attacker"] == {"fighter": 1}  # flew home
    assert played.outcome.details["result"] == "defender_win"


# -- Part B ----------------------------------------------------------------------------------------
def test_preemptive_artillery_removes_a_unit_before_it_fires_back():
    setup = land({"artillery": 1, "infantry": 1}, {"infantry": 1}, standing=auto())
    played = run(setup, [("attacker_preemptive", [2])])
    assert not played.of("fire", side="defender")
    assert played.outcome.details["result"] == "attacker_win"
    assert played.outcome.details["rounds"] == 1


def test_gas_and_gas_shells_are_exchanged_at_once_in_the_first_round_only():
    setup = land(
        {"artillery": 2, "infantry": 1},
        {"artillery": 1, "infantry": 1},
        attacker_extra={"technologies": ["gas"]},
        defender_extra={"technologies": ["gas_shells"]},
        standing=auto(),
    )
    played = run(
        setup,
        [
            ("gas", [1, MISS]),  # attacking artillery, a gas shell each, hitting on 1
            ("gas", [1]),  # the defender's artillery with Gas Shells
            ("attacker_preemptive", [MISS, MISS]),
            ("defender_preemptive", [MISS]),  # the defender's artillery survived: infantry died
            ("attacker_preemptive", [1, 1]),  # round 2: no gas; no step 5, both infantry gone
        ],
    )
    gas = played.of("losses", step="gas")
    assert {e["side"] for e in gas} == {"attacker", "defender"}
    assert fire(played, "gas", "attacker", 1) == {"artillery": 1}
    assert fire(played, "gas", "defender", 1) == {"artillery": 1}
    assert not played.of("fire", step="gas", round=2)
    assert played.outcome.details["result"] == "attacker_win"


def test_gas_shells_alone_let_only_the_defender_gas_and_gas_kills_the_last_units_together():
    setup = land(
        {"artillery": 1},
        {"artillery": 1},
        attacker_extra={"technologies": ["gas"]},
        defender_extra={"technologies": ["gas_shells"]},
        standing=auto(),
    )
    played = run(setup, [("gas", [1]), ("gas", [1])])
    assert played.outcome.details["result"] == "mutual_destruction"


def test_storm_troops_and_entrenched_infantry_fire_together_in_step_4_every_round():
    setup = land(
        {"storm_troops": 1, "infantry": 1},
        {"entrenched_infantry": 1, "infantry": 1},
        standing=auto(),
    )
    played = run(
        setup,
        [
            ("storm_and_trenches", [2]),  # storm troops hit on 2 ...
            ("storm_and_trenches", [2]),  # ... and so do entrenched infantry, at the same time
            ("storm_and_trenches", [1]),  # round 2: nothing fires in step 5 any more
            ("storm_and_trenches", [1]),
        ],
    )
    first = played.of("losses", step="storm_and_trenches", round=1)
    assert {e["side"]: e["destroyed"] for e in first} == {
        "attacker": {"infantry": 1},
        "defender": {"infantry": 1},  # the entrenched one is kept: it fires first
    }
    assert not played.of("fire", step="main_fire")
    assert played.outcome.details["result"] == "mutual_destruction"


def test_defending_storm_troops_fire_with_the_rest_in_step_5():
    setup = land({"infantry": 1}, {"storm_troops": 1}, standing=auto())
    played = run(setup, [("main_fire", [MISS]), ("main_fire", [2])])
    assert fire(played, "main_fire", "defender", 1) == {"storm_troops": 2}
    assert played.outcome.details["result"] == "defender_win"


def test_losses_are_chosen_by_the_side_that_takes_them_with_the_presets_offered():
    setup = land(
        {"artillery": 1, "infantry": 1},
        {"infantry": 2, "tank": 1},
        standing={"defender": AUTO},
    )
    played = run(
        setup,
        [
            ("attacker_preemptive", [MISS]),
            ("main_fire", [MISS]),  # attacking infantry
            ("main_fire", [1, MISS]),  # defending infantry: one hit
            ("main_fire", [MISS]),  # defending tank
            ("main_fire", [MISS]),  # round 2
            ("main_fire", [1, 1]),
            ("main_fire", [MISS]),
        ],
        [("losses", "attacker", {"germany.artillery": 1})],  # keeps its infantry, its choice
        policy=lambda ask: "continue",
    )
    ask = played.asks[0]
    assert ask.fields["hits"] == 1
    assert ask.fields["presets"]["cheapest"] == {"germany.infantry": 1}
    assert ask.fields["presets"]["strongest"] == {"germany.infantry": 1}
    assert {c.key: c.high for c in ask.counts} == {"germany.infantry": 1, "germany.artillery": 1}
    assert played.outcome.losses["attacker"] == {"artillery": 1, "infantry": 1}
    assert played.one("losses", round=1, side="attacker")["how"] == "chosen"


def test_a_forced_loss_is_not_asked():
    setup = land({"infantry": 2}, {"infantry": 1}, standing={"defender": AUTO})
    played = run(setup, [("main_fire", [1, MISS]), ("main_fire", [1])])
    assert played.asks == []
    assert played.one("losses", side="attacker")["how"] == "forced"


def test_the_attacker_keeps_its_last_ground_unit_before_its_aircraft_under_a_preset():
    setup = land({"infantry": 1, "fighter": 1}, {"infantry": 2}, standing=auto())
    played = run(
        setup,
        [
            ("attacker_preemptive", [MISS]),
            ("main_fire", [MISS]),
            ("main_fire", [1, MISS]),  # cheapest first would lose the infantry (3 < 6)
            ("main_fire", [1]),  # round 2: the fighter is gone
            ("main_fire", [MISS, MISS]),
            ("main_fire", [1]),  # round 3
            ("main_fire", [MISS]),
        ],
    )
    assert played.one("losses", side="attacker")["destroyed"] == {"fighter": 1}
    assert played.outcome.details["result"] == "attacker_win"
