"""Retreats, contesting and standing rules: only legal destinations are offered."""

from __future__ import annotations

import pytest

from bot.engine import AnswerRefused, SetupError, replay, submit
from cogs.gw.odds import battle_odds
from cogs.gw.rules import RULESET
from tests.gw.helpers import AUTO, auto, land, run

MISS = 6
DESTINATIONS = [
    {"key": "verdun", "battle_pending": True},  # an attack still to resolve there
    {"key": "nancy", "contested": True},
    {"key": "reims"},
    {"key": "brussels", "owner": "allied"},
]
RETREATS = {"attacker": ["alsace", "baden"], "defender": DESTINATIONS}


def stalled(setup, rounds: int = 1):
    """Every die misses for `rounds` rounds of infantry against infantry."""
    return [("main_fire", [MISS]), ("main_fire", [MISS])] * rounds


def test_the_attacker_retreats_to_one_territory_it_attacked_from():
    setup = land({"infantry": 1}, {"infantry": 1}, retreats=RETREATS, standing={"defender": AUTO})
    played = run(setup, stalled(setup), [("attacker_decision", "attacker", "retreat:baden")])
    ask = played.asks[0]
    assert [o.key for o in ask.options] == [
        "continue",
        "retreat:alsace",
        "retreat:baden",
        "contest",
    ]
    assert played.outcome.details["result"] == "defender_win"
    assert played.outcome.losses == {}


def test_the_defender_is_offered_only_owned_territories_not_under_attack_nor_contested():
    setup = land({"infantry": 1}, {"infantry": 1}, retreats=RETREATS, standing={"attacker": AUTO})
    played = run(setup, stalled(setup), [("defender_decision", "defender", "retreat:reims")])
    assert [o.key for o in played.asks[0].options] == ["continue", "retreat:reims"]
    assert played.outcome.details["result"] == "attacker_win"  # the territory is taken
    assert played.outcome.details["survivors"]["defender"] == {"infantry": 1}


def test_allied_territory_only_when_no_owned_one_is_open():
    retreats = {"defender": [d for d in DESTINATIONS if d["key"] != "reims"]}
    setup = land({"infantry": 1}, {"infantry": 1}, retreats=retreats, standing={"attacker": AUTO})
    dice = [*stalled(setup), ("main_fire", [1]), ("main_fire", [MISS])]
    played = run(setup, dice, [("defender_decision", "defender", "continue")])
    assert [o.key for o in played.asks[0].options] == ["continue", "retreat:brussels"]
    assert played.outcome.details["result"] == "attacker_win"


def test_a_retreat_where_a_battle_is_pending_is_refused():
    setup = land({"infantry": 1}, {"infantry": 1}, retreats=RETREATS, standing={"attacker": AUTO})
    seed = next(  # a seed whose first round leaves both standing: the defender is asked
        s for s in (f"pending-{i}" for i in range(50)) if replay(RULESET, setup, s, []).pending
    )
    assert replay(RULESET, setup, seed, []).pending.purpose == "defender_decision"
    for where in ("verdun", "nancy", "nowhere"):
        with pytest.raises(AnswerRefused):
            submit(RULESET, setup, seed, [], seq=0, seat="defender", value=f"retreat:{where}")
    record, after = submit(RULESET, setup, seed, [], seq=0, seat="defender", value="continue")
    assert record["value"] == "continue"
    assert after.answer_count == 1


def test_a_standing_rule_naming_a_pending_battle_is_refused_in_words():
    setup = land(
        {"infantry": 1},
        {"infantry": 1},
        retreats=RETREATS,
        standing={"defender": {"retreat": {"when": "after_round", "round": 1, "to": "verdun"}}},
    )
    with pytest.raises(SetupError, match="cannot retreat to verdun: a battle is pending there"):
        RULESET.validate_setup(setup)


def test_contesting_stops_the_defender_from_retreating_and_ends_contested():
    setup = land({"infantry": 1}, {"infantry": 1}, retreats=RETREATS)
    played = run(setup, stalled(setup), [("attacker_decision", "attacker", "contest")])
    assert played.purposes == [("attacker_decision", "attacker")]
    assert played.outcome.details["result"] == "contested"
    assert played.outcome.winner is None


def test_an_attacker_out_of_a_contested_territory_fights_on_or_contests():
    setup = land({"infantry": 1}, {"infantry": 1}, retreats=RETREATS, from_contested=True,
                 standing={"defender": AUTO})  # fmt: skip
    played = run(setup, stalled(setup), [("attacker_decision", "attacker", "contest")])
    assert [o.key for o in played.asks[0].options] == ["continue", "contest"]


def test_forts_never_retreat_and_the_battle_goes_on_against_them():
    setup = land({"infantry": 2}, {"infantry": 1, "fort": 1}, retreats=RETREATS,
                 standing={"attacker": AUTO, "defender": {"casualties": "cheapest"}})  # fmt: skip
    played = run(
        setup,
        [
            ("defender_preemptive", [MISS]),
            ("main_fire", [MISS, MISS]),
            ("main_fire", [MISS]),
            ("defender_preemptive", [MISS]),  # round 2: the fort alone
            ("main_fire", [1, 1]),
        ],
        [("defender_decision", "defender", "retreat:reims")],
    )
    assert played.outcome.details["result"] == "attacker_win"
    assert played.outcome.details["survivors"]["defender"] == {"infantry": 1}


def test_a_standing_rule_retreats_after_round_n_without_asking():
    standing = auto(attacker={"retreat": {"when": "after_round", "round": 2}})
    setup = land({"infantry": 1}, {"infantry": 1}, retreats=RETREATS, standing=standing)
    played = run(setup, stalled(setup, rounds=2))
    assert played.asks == []
    decisions = played.of("attacker_decision")
    assert [d["choice"] for d in decisions] == ["continue", "retreat:alsace"]
    assert played.outcome.details["result"] == "defender_win"


@pytest.mark.parametrize("percent", [60, 90])
def test_a_win_chance_rule_retreats_exactly_when_the_odds_of_fighting_on_fall_under_it(percent):
    """After a round of misses the battle is as at its start: the chance of fighting on is the
    battle's own odds, every later decision by the same rule."""
    standing = auto(attacker={"retreat": {"when": "win_below", "percent": percent}})
    setup = land({"infantry": 2, "tank": 1}, {"infantry": 2}, retreats=RETREATS, standing=standing)
    chance = battle_odds(setup).results["attacker_win"]
    retreats = chance < percent / 100
    assert retreats == (percent == 90)  # about 65 % and 17 %: the rule looks ahead
    misses = [("main_fire", [MISS, MISS]), ("main_fire", [MISS]), ("main_fire", [MISS, MISS])]
    hits = [("main_fire", [1, 1]), ("main_fire", [MISS]), ("main_fire", [MISS, MISS])]
    played = run(setup, misses + ([] if retreats else hits))
    first = played.of("attacker_decision")[0]
    assert first["win_chance"] == pytest.approx(chance, abs=1e-9)
    assert first["choice"] == ("retreat:alsace" if retreats else "continue")
