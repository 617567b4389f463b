"""Naval combat, sea mines and naval invasions: one scenario per rule, the dice scripted."""

from __future__ import annotations

import pytest

from bot.engine import SetupError
from cogs.gw.rules import RULESET
from tests.gw.helpers import AUTO, auto, land, naval, run

MISS = 6
HOLD = {"casualties": "cheapest", "retreat": "never"}
"""Standing rules for losses and retreats only: the other decisions are asked."""


# -- first strike, submerging, hunting -------------------------------------------------------------
def test_a_first_strike_removes_a_unit_before_it_fires_back():
    played = run(naval({"submarine": 1}, {"destroyer": 1}, standing=auto()), [
        ("attacker_first_strike", [2]),
    ])  # fmt: skip
    assert not played.of("fire", side="defender")
    assert played.outcome.details["result"] == "attacker_win"


def test_defending_subs_fire_in_step_2_before_the_other_ships():
    played = run(naval({"destroyer": 1}, {"submarine": 1}, standing=auto()), [
        ("defender_first_strike", [1]),
    ])  # fmt: skip
    assert not played.of("fire", side="attacker")
    assert played.outcome.details["result"] == "defender_win"


def test_subs_fire_once_a_round_and_not_again_with_the_other_ships():
    played = run(naval({"submarine": 1, "cruiser": 1}, {"cruiser": 1}, standing=auto()), [
        ("attacker_first_strike", [MISS]),
        ("naval_fire", [MISS]),  # the attacking cruiser only
        ("naval_fire", [MISS]),
        ("attacker_first_strike", [1]),
    ])  # fmt: skip
    assert [e["unit"] for e in played.of("fire", step="naval_fire", side="attacker")] == ["cruiser"]
    assert played.outcome.details["result"] == "attacker_win"


def test_submerged_subs_are_hunted_in_round_1_only_hitting_on_1():
    setup = naval(
        {"destroyer": 1, "sub_hunter": 1, "cruiser": 1},
        {"submarine": 2, "cruiser": 1},
        standing={"attacker": HOLD, "defender": HOLD},
    )
    played = run(
        setup,
        [
            ("naval_fire", [1]),  # the hunting destroyer, at submerged subs, on a 1
            ("naval_fire", [MISS]),  # the sub hunter fires as usual
            ("naval_fire", [MISS]),  # the cruiser
            ("naval_fire", [MISS]),  # the defender's cruiser: its subs are under water
            ("naval_fire", [1]),  # round 2: no more hunting, the destroyer hits on 2
            ("naval_fire", [MISS]),
            ("naval_fire", [MISS]),
            ("naval_fire", [MISS]),
        ],
        [
            ("submerge", "defender", {"germany.submarine": 2}),
            ("hunt", "attacker", {"england.destroyer": 1, "england.sub_hunter": 0}),
        ],
    )
    hunting = played.one("fire", step="naval_fire", round=1, unit="destroyer")
    assert (hunting["target"], hunting["at"]) == (1, "submerged")
    assert played.one("losses", round=1, restriction="submerged")["destroyed"] == {"submarine": 1}
    assert played.one("fire", step="naval_fire", round=2, unit="destroyer")["target"] == 2
    assert played.purposes == [("submerge", "defender"), ("hunt", "attacker")]  # once each
    # the submerged sub does not hold the zone, but it lives
    assert played.outcome.details["result"] == "attacker_win"
    assert played.outcome.details["survivors"]["defender"] == {"submarine": 1}


def test_a_submerged_sub_is_out_of_reach_of_ordinary_fire():
    setup = naval({"destroyer": 2}, {"submarine": 1, "transport": 1}, standing=auto(
        defender={"submerge": "submerge"}
    ))  # fmt: skip
    played = run(setup, [("naval_fire", [1, 1])])  # two hits: only the transport can take one
    assert played.one("losses", side="defender")["destroyed"] == {"transport": 1}
    assert played.outcome.details["survivors"]["defender"] == {"submarine": 1}


# -- airships and transports ----------------------------------------------------------------------
def test_airships_and_transports_are_shielded_while_combat_ships_remain():
    setup = naval(
        {"cruiser": 2},
        {"destroyer": 1, "transport": 1, "zeppelin": 1},
        standing={"attacker": AUTO, "defender": {"retreat": "never"}},
    )
    played = run(
        setup,
        [
            ("naval_fire", [1, 1]),  # two hits: the destroyer takes one, the other is a choice
            ("naval_fire", [MISS]),  # destroyer
            ("naval_fire", [MISS]),  # zeppelin (the transport has no dice)
            ("naval_fire", [1, MISS]),  # round 2: the last hit
        ],
        [("losses", "defender", {"germany.transport": 0, "germany.zeppelin": 1})],
    )
    ask = played.asks[0]
    assert ask.fields["fixed"] == {"germany.destroyer": 1}
    assert {c.key for c in ask.counts} == {"germany.transport", "germany.zeppelin"}
    assert (ask.min_total, ask.max_total) == (1, 1)
    assert played.outcome.details["result"] == "attacker_win"


def test_one_hit_cannot_fall_on_the_shielded_units_so_nobody_is_asked():
    setup = naval(
        {"cruiser": 1},
        {"destroyer": 1, "transport": 1},
        standing={"attacker": AUTO, "defender": {"retreat": "never"}},
    )
    played = run(setup, [("naval_fire", [1]), ("naval_fire", [MISS]), ("naval_fire", [1])])
    assert played.asks == []
    assert played.of("losses", side="defender")[0]["destroyed"] == {"destroyer": 1}


def test_a_called_shot_is_placed_by_the_firing_side_on_any_unit():
    setup = naval(
        {"dreadnought": 1},
        {"destroyer": 1, "transport": 1},
        attacker_extra={"technologies": ["called_shots"]},
        standing={"attacker": {"retreat": "never"}, "defender": AUTO},
    )
    played = run(
        setup,
        [("naval_fire", [1]), ("naval_fire", [MISS]), ("naval_fire", [1]), ("naval_fire", [1])],
        [("called_shots", "attacker", {"germany.transport": 1, "germany.destroyer": 0})],
    )
    first = played.one("losses", round=1, side="defender")
    assert (first["placed_by"], first["destroyed"]) == ("attacker", {"transport": 1})
    assert played.outcome.details["result"] == "attacker_win"


# -- sea mines -------------------------------------------------------------------------------------
def test_each_ship_entering_a_mined_zone_rolls_and_a_1_is_a_hit_at_once():
    setup = naval(
        {"dreadnought": 1, "destroyer": 1, "fighter": 1},
        {"submarine": 1},
        mined_zones=1,
        standing=auto(),
    )
    played = run(
        setup,
        [
            ("sea_mines", [2]),  # the destroyer; aircraft do not roll
            ("sea_mines", [1]),  # the dreadnought: damaged, still afloat
            ("defender_first_strike", [MISS]),
            ("naval_fire", [1]),  # the fighter
            ("naval_fire", [MISS]),  # the destroyer
            ("naval_fire", [MISS]),  # the damaged dreadnought fires at full value
        ],
    )
    assert [(e["unit"], e["hits"]) for e in played.of("mines")] == [
        ("destroyer", 0),
        ("dreadnought", 1),
    ]
    assert played.one("fire", unit="dreadnought")["target"] == 4
    assert played.outcome.details["survivors"]["attacker"]["dreadnought"] == 1


# -- naval invasion --------------------------------------------------------------------------------
def invasion(transports: int, **kw):
    return land(
        {},
        {"infantry": 2},
        attacker_extra={
            "landing": {"infantry": 2},
            "transports": transports,
            "support": {"cruiser": 1, "dreadnought": 1},
        },
        **kw,
    )


def test_support_fire_is_limited_by_the_transports_used():
    played = run(invasion(1, standing=auto()), [
        ("support_fire", [MISS]),  # one transport: one ship fires, the cruiser at 3
        ("main_fire", [MISS, MISS]),  # the defender; the landing wave waits for 6b
        ("first_wave", [MISS, MISS]),
        ("main_fire", [MISS, MISS]),  # round 2: no support fire
        ("first_wave", [1, 1]),
    ])  # fmt: skip
    assert [e["target"] for e in played.of("fire", step="support_fire")] == [3]
    assert played.outcome.details["result"] == "attacker_win"
    assert played.outcome.details["rounds"] == 2


def test_dreadnoughts_support_hitting_on_1_in_the_first_round_only():
    played = run(invasion(2, standing=auto()), [
        ("support_fire", [MISS]),
        ("support_fire", [1]),  # the dreadnought, on a 1
        ("main_fire", [MISS]),
        ("first_wave", [1, MISS]),
    ])  # fmt: skip
    assert [(e["unit"], e["target"]) for e in played.of("fire", step="support_fire")] == [
        ("cruiser", 3),
        ("dreadnought", 1),
    ]
    assert played.outcome.details["result"] == "attacker_win"


def test_an_invasion_may_not_retreat_fights_a_second_round_and_only_then_may_contest():
    setup = invasion(2, standing={"attacker": {"casualties": "cheapest"}, "defender": AUTO})
    played = run(
        setup,
        [
            ("support_fire", [MISS]),
            ("support_fire", [MISS]),
            ("main_fire", [MISS, MISS]),
            ("first_wave", [MISS, MISS]),
            ("main_fire", [MISS, MISS]),  # round 2, forced: nobody asked after round 1
            ("first_wave", [MISS, MISS]),
        ],
        [("attacker_decision", "attacker", "contest")],
    )
    ask = played.asks[0]
    assert ask.fields["round"] == 2
    assert [o.key for o in ask.options] == ["continue", "contest"]  # no retreat
    assert played.outcome.details["result"] == "contested"


def test_landing_storm_troops_fire_with_the_first_wave_in_6b():
    setup = land(
        {"infantry": 1},
        {"infantry": 1},
        attacker_extra={"landing": {"storm_troops": 1}, "transports": 1},
        standing=auto(),
    )
    played = run(setup, [("main_fire", [MISS]), ("main_fire", [MISS]), ("first_wave", [2])])
    assert played.one("fire", step="first_wave")["unit"] == "storm_troops"
    assert not played.of("fire", step="storm_and_trenches")


@pytest.mark.parametrize(
    ("extra", "words"),
    [
        ({"landing": {"tank": 1}, "transports": 1}, "only infantry, cavalry, storm troops land"),
        ({"landing": {"infantry": 3}, "transports": 1}, "3 units landing need 2 transports"),
        ({"support": {"cruiser": 1}}, "support fire and transports come with units landing"),
        ({"landing": {"infantry": 1}, "transports": 1, "support": {"destroyer": 1}}, "no support"),
    ],
)
def test_only_infantry_type_troops_land_and_transports_carry_two(extra, words):
    setup = land({"infantry": 1}, {"infantry": 1}, attacker_extra=extra)
    with pytest.raises(SetupError, match=words):
        RULESET.validate_setup(setup)


def test_with_aircraft_at_sea_a_shielded_loss_needs_every_combat_ship_gone_or_is_asked_again():
    setup = naval(
        {"cruiser": 2},
        {"destroyer": 1, "fighter": 1, "transport": 1},
        standing={"attacker": AUTO, "defender": {"retreat": "never"}},
    )
    played = run(
        setup,
        [
            ("naval_fire", [1, 1]),  # two hits: destroyer and fighter, or destroyer and transport
            ("naval_fire", [MISS]),  # the fighter
            ("naval_fire", [MISS]),  # the destroyer
            ("naval_fire", [1, MISS]),  # round 2: the fighter alone is left
            ("naval_fire", [MISS]),
        ],
        [
            ("losses", "defender", {"germany.fighter": 1, "germany.transport": 1}),
            ("losses", "defender", {"germany.destroyer": 1, "germany.transport": 1}),
        ],
    )
    first, again = played.asks[0], played.asks[1]
    assert {c.key: c.high for c in first.counts} == {
        "germany.fighter": 1,
        "germany.destroyer": 1,
        "germany.transport": 1,
    }
    assert "refused" not in first.fields and again.fields["refused"].startswith("Airships")
    assert played.one("losses", round=1, side="defender")["destroyed"] == {
        "destroyer": 1,
        "transport": 1,
    }
