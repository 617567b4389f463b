"""Exact odds: hand-computed cases, each choice of a pending ask, and 20,000 seeded battles per
setup through the real procedure (land, naval, invasion), compared by chi-square."""

from __future__ import annotations

import pytest

from bot.engine import replay, submit
from cogs.gw.odds import battle_odds, choice_odds, outcome_key_of, state_odds
from cogs.gw.rules import RULESET
from tests.gw.helpers import auto, by_defaults, land, naval, play, sampled_p_value

SAMPLES = 20_000
THRESHOLD = 1e-3
"""A correct procedure fails this once in a thousand runs; the seeds are fixed, so it never
flips from one run to the next."""

LAND = land(
    {"infantry": 2, "artillery": 1, "storm_troops": 1, "fighter": 1},
    {"infantry": 1, "entrenched_infantry": 1, "fort": 1, "fighter": 1},
    attacker_extra={"technologies": ["gas"], "adjacent_rail_guns": 1},
    defender_extra={"technologies": ["gas_shells"]},
    retreats={"attacker": ["baden"], "defender": [{"key": "reims"}]},
    standing=auto(
        attacker={"retreat": {"when": "win_below", "percent": 25}},
        defender={"casualties": "strongest", "retreat": {"when": "after_round", "round": 3}},
    ),
)
"""Air combat, air superiority, gas and gas shells, a rail gun next door, storm troops, trenches,
a fort; the attacker leaves when its exact win chance falls under 25 %, the defender after
round 3 (its fort fights on)."""

NAVAL = naval(
    {"destroyer": 1, "submarine": 1, "dreadnought": 1, "transport": 1},
    {"submarine": 2, "cruiser": 1, "transport": 1, "zeppelin": 1},
    mined_zones=1,
    defender_extra={"technologies": ["called_shots"]},
    standing=auto(
        attacker={"hunt": "all", "casualties": "attack"}, defender={"submerge": "submerge"}
    ),
)
"""Sea mines, first strike, subs that submerge and are hunted, called shots, a two-hit
dreadnought, shielded transports and an airship."""

INVASION = land(
    {"fighter": 1},
    {"infantry": 1, "entrenched_infantry": 1, "artillery": 1, "fighter": 1},
    attacker_extra={
        "landing": {"infantry": 2, "storm_troops": 1},
        "transports": 2,
        "support": {"cruiser": 1, "dreadnought": 1},
    },
    standing=auto(attacker={"retreat": {"when": "after_round", "round": 3, "action": "contest"}}),
)
"""Air combat, support fire limited by transports, the first wave in 6b, no retreat: the
attacker contests after round 3 instead."""


def test_one_infantry_against_one_by_hand():
    """Round: attacker hits 1/6, defender 1/3, at once; a round of misses (5/9) starts over."""
    odds = battle_odds(land({"infantry": 1}, {"infantry": 1}, standing=auto()))
    assert odds.results == pytest.approx(
        {
            "attacker_win": 1 / 4,
            "defender_win": 5 / 8,
            "contested": 0.0,
            "mutual_destruction": 1 / 8,
        }
    )
    assert odds.rounds == pytest.approx(9 / 4)
    assert odds.contested_or_mutual == pytest.approx(1 / 8)
    assert odds.summary()["survivors"]["defender"]["infantry"] == pytest.approx(
        {0: 3 / 8, 1: 5 / 8}
    )
    assert odds.tuv_lost == pytest.approx({"attacker": 3 * 3 / 4, "defender": 3 * 3 / 8})
    assert odds.survivors("attacker")["infantry"] == pytest.approx({0: 3 / 4, 1: 1 / 4})


def test_air_superiority_in_the_first_round_only_by_hand():
    """Artillery (step 2, at 2) against infantry (step 5, at 2): a round of misses (4/9) starts
    over, so the attacker wins 1/3 / (5/9) = 3/5. With a fighter (uncontested air superiority)
    round 1's artillery hits on 3; the fighter goes before the last ground unit."""
    alone = battle_odds(land({"artillery": 1}, {"infantry": 1}, standing=auto()))
    assert alone.results["attacker_win"] == pytest.approx(3 / 5)
    flying = battle_odds(land({"artillery": 1, "fighter": 1}, {"infantry": 1}, standing=auto()))
    later = (5 / 9 + 4 / 27 * 3 / 5) / (1 - 8 / 27)  # from round 2, both still there
    first = 1 - (1 / 2) * (2 / 3)  # round 1: artillery at 3, fighter at 2
    expected = first + (1 - first) * (1 / 3 * 3 / 5 + 2 / 3 * later)
    assert later == pytest.approx(87 / 95)
    assert flying.results["attacker_win"] == pytest.approx(expected)


@pytest.mark.parametrize("setup", [LAND, NAVAL, INVASION], ids=["land", "naval", "invasion"])
def test_the_odds_are_a_distribution(setup):
    odds = battle_odds(setup)
    assert sum(odds.outcomes.values()) == pytest.approx(1.0, abs=1e-12)
    assert sum(odds.results.values()) == pytest.approx(1.0, abs=1e-12)
    for side in ("attacker", "defender"):
        for unit, counts in odds.survivors(side).items():
            assert sum(counts.values()) == pytest.approx(1.0), unit
    assert odds.rounds >= 1
    assert all(v >= 0 for v in odds.tuv_lost.values())


@pytest.mark.parametrize(
    ("setup", "name"), [(LAND, "land"), (NAVAL, "naval"), (INVASION, "invasion")]
)
def test_sampled_battles_match_the_exact_odds(setup, name):
    exact = battle_odds(setup)
    p_value, observed = sampled_p_value(setup, exact.outcomes, outcome_key_of, SAMPLES, name)
    assert sum(observed.values()) == SAMPLES
    assert len(observed) >= 20  # many outcomes told apart, not just who won
    assert p_value > THRESHOLD, (p_value, observed.most_common(5))


# -- each choice of a pending ask ------------------------------------------------------------------
DECIDING = land(
    {"infantry": 3, "artillery": 1},
    {"infantry": 3},
    retreats={"attacker": ["baden"], "defender": [{"key": "reims"}]},
    standing={"defender": {"casualties": "cheapest", "retreat": "never"}},
)


def first_decision(setup, purpose: str):
    for i in range(100):
        state = replay(RULESET, setup, f"decide-{i}", [])
        answers: list[dict] = []
        while state.pending is not None and state.pending.purpose != purpose:
            ask = state.pending
            record, state = submit(RULESET, setup, f"decide-{i}", answers, seq=state.ask_seq,
                                   seat=ask.seats[0], value=by_defaults(ask))  # fmt: skip
            answers.append(record)
        if state.pending is not None:
            return f"decide-{i}", answers, state
    raise AssertionError("no seed reached the decision")


def test_each_choice_of_a_retreat_decision_has_its_odds():
    seed, answers, state = first_decision(DECIDING, "attacker_decision")
    options = choice_odds(DECIDING, state.pending)
    assert set(options) == {"continue", "retreat:baden", "contest"}
    assert options["retreat:baden"].results["defender_win"] == 1.0
    assert options["contest"].results["contested"] == 1.0
    assert options["continue"].results["attacker_win"] > 0.2
    assert state_odds(DECIDING, state) == options["continue"]  # the default: fight on


def test_the_odds_of_fighting_on_match_battles_continued_from_that_very_state():
    """The answer's entropy gives fresh dice from the same state: 800 continuations."""
    seed, answers, state = first_decision(DECIDING, "attacker_decision")
    exact = choice_odds(DECIDING, state.pending)["continue"]
    counts: dict[str, int] = {}
    n = 800
    for i in range(n):
        record, after = submit(RULESET, DECIDING, seed, answers, seq=state.ask_seq,
                               seat="attacker", value="continue", before=state,
                               answer_entropy=f"again-{i}")  # fmt: skip
        more = [*answers, record]
        while after.pending is not None:
            record, after = submit(RULESET, DECIDING, seed, more, seq=after.ask_seq,
                                   seat=after.pending.seats[0], value=by_defaults(after.pending),
                                   before=after)  # fmt: skip
            more.append(record)
        result = after.outcome.details["result"]
        counts[result] = counts.get(result, 0) + 1
    for result, p in exact.results.items():
        observed = counts.get(result, 0) / n
        assert observed == pytest.approx(p, abs=4 * (p * (1 - p) / n) ** 0.5 + 2e-3), result


def test_each_casualty_preset_has_its_odds():
    setup = land(
        {"infantry": 2, "tank": 1, "artillery": 1},
        {"infantry": 3, "tank": 1},
        standing={"defender": {"casualties": "cheapest", "retreat": "never"}},
    )
    seed, answers, state = first_decision(setup, "losses")
    options = choice_odds(setup, state.pending)
    assert set(options) == {"cheapest", "strongest", "attack"}
    for odds in options.values():
        assert sum(odds.outcomes.values()) == pytest.approx(1.0)


def test_a_battle_played_by_the_defaults_averages_the_odds_rounds():
    setup = land({"infantry": 2, "artillery": 1}, {"infantry": 2}, standing=auto())
    exact = battle_odds(setup)
    n = 2000
    mean = sum(play(setup, f"rounds-{i}").details["rounds"] for i in range(n)) / n
    assert mean == pytest.approx(exact.rounds, abs=0.08)


@pytest.mark.parametrize(
    "setup",
    [
        land(
            {"infantry": 3, "artillery": 1, "fighter": 1},
            {"infantry": 2, "fort": 1, "fighter": 1},
            attacker_extra={"adjacent_rail_guns": 2},
            standing={"defender": {"casualties": "cheapest", "retreat": "never"}},
        ),
        naval(
            {"destroyer": 2, "cruiser": 1},
            {"submarine": 2, "cruiser": 1, "transport": 1},
            standing={"attacker": {"casualties": "cheapest", "retreat": "never"}},
        ),
    ],
    ids=["rail-guns", "submerge"],
)
def test_before_any_die_the_odds_of_the_default_answer_are_the_battle_s(setup):
    state = replay(RULESET, setup, "first", [])
    assert state.pending is not None and not state.rolls
    options = choice_odds(setup, state.pending)
    assert set(options) == {"none", "half", "all"}  # two units: half is one of them
    now, before = state_odds(setup, state), battle_odds(setup)
    assert now.results == pytest.approx(before.results, abs=1e-12)
    assert now.rounds == pytest.approx(before.rounds, abs=1e-12)
    assert options["all"].results != pytest.approx(options["none"].results)


def test_the_odds_of_submerging_some_subs_average_the_battles_after_that_answer():
    """The surfaced subs fire before the next ask, so one replay is one draw of their dice:
    the odds of each share are the mean of the odds after it over many seeds (400 fixed seeds:
    a standard error near 0.01)."""
    setup = naval(
        {"destroyer": 2, "cruiser": 1},
        {"submarine": 2, "cruiser": 1, "transport": 1},
        standing={"attacker": {"casualties": "cheapest", "retreat": "never"}},
    )
    state = replay(RULESET, setup, "first", [])
    ask = state.pending.inner("defender")
    assert ask.purpose == "submerge"
    options = choice_odds(setup, state.pending)
    (key,) = [c.key for c in ask.counts]
    for share, diving in (("none", 0), ("half", 1), ("all", 2)):
        wins = []
        for i in range(400):
            start = replay(RULESET, setup, f"dive-{i}", [])
            record = {"seq": start.ask_seq, "seat": "defender", "value": {key: diving}}
            after = replay(RULESET, setup, f"dive-{i}", [record])
            wins.append(state_odds(setup, after).results["attacker_win"])
        mean = sum(wins) / len(wins)
        assert options[share].results["attacker_win"] == pytest.approx(mean, abs=0.04), share


def test_the_odds_of_each_hunting_party_are_the_odds_of_that_standing_rule():
    hold = {"casualties": "cheapest", "retreat": "never"}
    fleet = ({"destroyer": 2, "sub_hunter": 1}, {"submarine": 2, "cruiser": 1})
    asked = naval(*fleet, standing={"attacker": hold, "defender": auto()["defender"] | {
        "submerge": "submerge"}})  # fmt: skip
    state = replay(RULESET, asked, "hunt", [])
    assert state.pending.purpose == "hunt" and not state.rolls
    options = choice_odds(asked, state.pending)
    for answer in ("none", "all"):
        ruled = {**asked, "standing": {**asked["standing"], "attacker": {**hold, "hunt": answer}}}
        expected = battle_odds(ruled)
        assert options[answer].outcomes == pytest.approx(expected.outcomes, abs=1e-12), answer
        assert options[answer].rounds == pytest.approx(expected.rounds, abs=1e-12)


def test_a_loss_ask_s_odds_apply_the_hits_the_shield_rule_fixed():
    setup = naval(
        {"cruiser": 3},
        {"destroyer": 1, "transport": 1, "zeppelin": 1},
        standing={"attacker": auto()["attacker"], "defender": {"retreat": "never"}},
    )
    for i in range(200):
        state = replay(RULESET, setup, f"shield-{i}", [])
        if state.pending is not None and state.pending.fields.get("fixed"):
            break
    ask = state.pending
    assert ask.fields["fixed"] == {"germany.destroyer": 1}
    for odds in choice_odds(setup, ask).values():
        assert all(dict(defender).get("destroyer", 0) == 0 for _, _, defender in odds.outcomes)
        assert sum(odds.outcomes.values()) == pytest.approx(1.0)
