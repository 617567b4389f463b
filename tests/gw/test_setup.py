"""The data file, a campaign's overrides, and setups refused in words."""

from __future__ import annotations

import pytest

from bot.engine import SetupError
from cogs.gw.forces import context_of
from cogs.gw.rules import RULESET
from cogs.gw.units import RulesError, load_rules
from tests.gw.helpers import auto, land, naval, run

GW_TABLE = {  # gw.md's default table: att, def, hits
    "infantry": (1, 2, 1),
    "cavalry": (1, 1, 1),
    "storm_troops": (2, 2, 1),
    "artillery": (2, 2, 1),
    "tank": (3, 3, 1),
    "rail_gun": (3, 3, 1),
    "fort": (0, 3, 2),
    "fighter": (2, 2, 1),
    "bomber": (2, 1, 1),
    "zeppelin": (1, 1, 1),
    "submarine": (2, 1, 1),
    "destroyer": (2, 2, 1),
    "sub_hunter": (1, 1, 1),
    "cruiser": (3, 3, 1),
    "dreadnought": (4, 4, 2),
    "transport": (0, 0, 1),
}


def test_the_unit_table_is_gw_md_s():
    rules = load_rules()
    assert {k: (u.att, u.defence, u.hits) for k, u in rules.units.items()} == GW_TABLE
    assert all(u.cost > 0 for u in rules.units.values())
    assert rules.bombing.tables == {"D2": (1, 1, 1, 2, 2, 2), "D3": (1, 1, 2, 2, 3, 3)}
    assert rules.entente == ("england", "france", "usa")


def test_a_campaign_overrides_any_value_without_code():
    rules = load_rules({"units": {"tank": {"att": 4}}, "combat": {"gas_hit": 2}})
    assert (rules.units["tank"].att, rules.units["tank"].defence) == (4, 3)
    assert rules.combat.gas_hit == 2
    assert load_rules().units["tank"].att == 3  # the file itself is untouched
    setup = land({"tank": 1}, {"infantry": 1}, standing=auto(),
                 overrides={"units": {"tank": {"att": 4}}})  # fmt: skip
    played = run(setup, [("main_fire", [4]), ("main_fire", [6])])
    assert played.one("fire", side="attacker")["target"] == 4


@pytest.mark.parametrize(
    ("overrides", "words"),
    [
        ({"units": {"tank": {"att": 9}}}, "units.tank.att must be a whole number from 0 to 6"),
        ({"units": {"tank": {"speed": 2}}}, "unknown fields"),
        ({"bombing": {"tables": {"D2": [1, 2]}}}, "a loss for each face"),
        ({"combat": {"gas_hit": "one"}}, "combat.gas_hit"),
    ],
)
def test_a_broken_override_is_refused_in_words(overrides, words):
    with pytest.raises(RulesError, match=words):
        load_rules(overrides)
    with pytest.raises(SetupError, match=words):
        RULESET.validate_setup(land({"infantry": 1}, {"infantry": 1}, overrides=overrides))


@pytest.mark.parametrize(
    ("setup", "words"),
    [
        ({**land({"infantry": 1}, {}), "seats": {"attacker": {"name": "A"}}}, "attacker and a"),
        (land({"infantry": 1}, {}, kind="air"), "land battle, a naval battle or a bombing raid"),
        (land({"fighter": 2}, {"infantry": 1}), "needs ground units"),
        (land({"fort": 1, "infantry": 1}, {"infantry": 1}), "a fort cannot attack"),
        (land({"cruiser": 1, "infantry": 1}, {"infantry": 1}), "ships fight at sea"),
        (land({"entrenched_infantry": 1}, {"infantry": 1}), "only a defender's infantry"),
        (land({"infantry": -1}, {"infantry": 1}), "a whole number from 0 to 99"),
        (land({"howitzer": 1}, {"infantry": 1}), "no unit called 'howitzer'"),
        (land({"infantry": 1}, {"infantry": 1}, against="germany"), "cannot attack itself"),
        (land({"infantry": 1}, {"infantry": 1}, mined_zones=1), "Sea mines only hit ships"),
        (naval({"infantry": 1}, {"cruiser": 1}), "land units do not fight at sea"),
        (
            naval({"cruiser": 1}, {"cruiser": 1}, defender_extra={"adjacent_rail_guns": 1}),
            "trenches and rail guns belong to land battles",
        ),  # fmt: skip
        (
            land({"infantry": 1}, {"infantry": 1}, attacker_extra={"technologies": ["laser"]}),
            "technologies are among",
        ),  # fmt: skip
        (
            land({"infantry": 1}, {"infantry": 1}, settings={"zeppelins_fire_with": "sky"}),
            "is one of",
        ),  # fmt: skip
        (land({"infantry": 1}, {"infantry": 1}, standing={"nobody": {}}), "not in this battle"),
        (
            land({"infantry": 1}, {"infantry": 1}, standing={"attacker": {"casualties": "best"}}),
            "casualties is one of: cheapest, strongest, attack",
        ),  # fmt: skip
        (
            land(
                {"infantry": 1},
                {"infantry": 1},
                standing={"attacker": {"retreat": {"when": "win_below", "percent": 130}}},
            ),
            "a percent from 1 to 100",
        ),  # fmt: skip
        (
            land(
                {"infantry": 1},
                {"infantry": 1},
                retreats={"defender": [{"key": "x", "owner": "enemy"}]},
            ),
            "'own' or 'allied'",
        ),  # fmt: skip
    ],
)
def test_bad_setups_are_refused_in_words(setup, words):
    with pytest.raises(SetupError, match=words):
        RULESET.validate_setup(setup)


def test_every_stack_a_unit_can_reach_is_in_the_roster():
    setup = land(
        {"infantry": 1, "fighter": 1},
        {"entrenched_infantry": 1, "fort": 1, "fighter": 1},
        attacker_extra={"adjacent_rail_guns": 1},
        retreats={"defender": [{"key": "x"}]},
    )
    ctx = context_of(setup)
    assert [s.key for s in ctx.attacker.stacks] == [
        "germany.infantry",
        "germany.rail_gun.adjacent",
        "germany.rail_gun.bombarded",
        "germany.fighter",
        "germany.fighter.withdrawn",
    ]
    assert [s.key for s in ctx.defender.stacks] == [
        "france.infantry.entrenched",
        "france.infantry.retreated",
        "france.fort",
        "france.fort.damaged",
        "france.fighter",
        "france.fighter.withdrawn",
        "france.fighter.retreated",
    ]
