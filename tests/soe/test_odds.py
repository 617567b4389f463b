"""Exact odds: hand-computed cases, every face enumerated, and 20,000 seeded battles per setup."""

from __future__ import annotations

import time
from collections import Counter
from fractions import Fraction
from itertools import product

import pytest

from bot.errors import Refusal
from cogs.soe.odds import DICE_CLASSES, Choices, TilePlan, describe_setup, odds, outcome_key
from cogs.soe.options import parse_allies
from cogs.soe.rules import MAX_ALLIES, load_game_data
from tests.soe.helpers import make_setup, run, sampled_p_value

SAMPLES = 20_000


def a_neutral(reward: str = "gold"):
    return next(n for n in load_game_data().neutrals.values() if n.reward == reward)


ALLIED = make_setup(
    "india",
    attacker={"armies": 2, "fleets": 2, "navy_training": 1, "alliance_either": 1},
    defender={"armies": 1, "fleets": 1, "forts": 1, "control_markers": 1, "army_training": 1},
    attacker_ally={"armies": 1, "fleets": 1},
    defender_ally={"armies": 1, "fleets": 1},
)
ALLIED_CHOICES = Choices(
    forts_first={"defender": True}, tiles={"attacker": TilePlan(either_at_sea=1)}
)

LAND_LOCKED = make_setup(
    "german_states",
    attacker={"armies": 3, "army_training": 1},
    defender={"armies": 2, "forts": 1, "control_markers": 1, "alliance_either": 1},
    attacker_ally={"armies": 1},
    defender_ally={"armies": 1},
)


def neutral_setup(**settings: bool):
    target = a_neutral()
    return make_setup(
        target.area,
        {"armies": 2, "army_training": 1, "alliance_land": 1},
        neutral=target.key,
        settings=settings,
    )


def test_dice_classes_cover_the_36_faces():
    assert sum(w for _, w in DICE_CLASSES) == 1
    assert len(DICE_CLASSES) == 8  # difference 0..5, with 1, 3 and 5 also reachable as a 7


@pytest.mark.parametrize(
    "setup", [ALLIED, LAND_LOCKED, neutral_setup()], ids=["allied", "land", "neutral"]
)
def test_exact_odds_sum_to_one_and_answer_fast(setup):
    started = time.perf_counter()
    result = odds(setup, ALLIED_CHOICES)
    assert time.perf_counter() - started < 0.5
    assert sum(result.outcomes.values()) == 1
    assert sum(result.winner.values()) == 1
    assert sum(result.naval_support.values()) == 1
    assert all(sum(result.units_lost(seat).values()) == 1 for seat in setup["seats"])


def test_hand_computed_neutral_that_does_not_roll():
    """Attacker armies = defence, neutral fixed: win on any difference (5/6), tie on doubles;
    an army is lost on the tie (6/36) and on a natural 7, which always wins (6/36)."""
    target = a_neutral()
    setup = make_setup(
        target.area,
        {"armies": target.defence},
        neutral=target.key,
        settings={"neutral_rolls_dice": False},
    )
    lost = (("attacker", "armies", 1),)
    assert odds(setup).outcomes == {
        ("attacker", (), "control_taken"): Fraction(24, 36),
        ("attacker", lost, "control_taken"): Fraction(6, 36),
        (None, lost, "attack_failed"): Fraction(6, 36),
    }


def test_hand_computed_one_army_each():
    """Equal scores before the dice: a tie when both differences match, sum of P(d)^2."""
    setup = make_setup("german_states", {"armies": 1}, {"armies": 1, "control_markers": 1})
    p = [Fraction(n, 36) for n in (6, 10, 8, 6, 4, 2)]
    tie = sum(x * x for x in p)
    assert tie == Fraction(16, 81)
    assert odds(setup).winner == {
        None: tie,
        "attacker": (1 - tie) / 2,
        "defender": (1 - tie) / 2,
    }


def test_naval_support_odds_and_declined_fights():
    setup = make_setup(
        attacker={"armies": 1, "fleets": 1},
        defender={"armies": 1, "fleets": 1, "control_markers": 1},
    )
    assert odds(setup).naval_support == {
        "attacker": Fraction(65, 162),
        "defender": Fraction(65, 162),
        None: Fraction(16, 81),
    }
    assert odds(setup, Choices(attacker_fights_at_sea=False)).naval_support == {"defender": 1}
    assert odds(setup, Choices(defender_fights_at_sea=False)).naval_support == {"attacker": 1}


def every_face(setup, rolls: int, choices: Choices) -> dict:
    """The outcome distribution by running the procedure on each of the 36^rolls face lists."""
    counts: Counter = Counter()
    faces = list(product(range(1, 7), repeat=2))
    for pairs in product(faces, repeat=rolls):
        counts[outcome_key(run(setup, pairs, choices=choices).outcome)] += 1
    return {key: Fraction(n, 36**rolls) for key, n in counts.items()}


@pytest.mark.parametrize("forts_first", [False, True])
def test_odds_match_every_face_of_a_land_combat(forts_first):
    choices = Choices(forts_first={"defender": forts_first})
    assert odds(LAND_LOCKED, choices).outcomes == every_face(LAND_LOCKED, 2, choices)


def test_odds_match_every_face_of_a_naval_combat():
    setup = make_setup(
        attacker={"fleets": 2, "navy_training": 1},
        defender={"armies": 1, "fleets": 2, "control_markers": 1},
        defender_ally={"fleets": 1},
    )
    assert odds(setup).outcomes == every_face(setup, 2, Choices())


def test_odds_match_the_whole_procedure_over_every_dice_class():
    """Naval then land (four rolls): the full procedure on each of the 8^4 class combinations,
    weighted, against the phase-by-phase memoised enumeration."""
    expected: dict = {}
    for combo in product(DICE_CLASSES, repeat=4):
        pairs = [(pair.first, pair.second) for pair, _ in combo]
        weight = Fraction(1)
        for _, w in combo:
            weight *= w
        key = outcome_key(run(ALLIED, pairs, choices=ALLIED_CHOICES).outcome)
        expected[key] = expected.get(key, Fraction(0)) + weight
    assert odds(ALLIED, ALLIED_CHOICES).outcomes == expected


def test_quick_battle_odds_take_the_forces_from_the_choices():
    quick = {**ALLIED, "collect_forces": True}
    del quick["forces"]
    choices = Choices(forces=ALLIED["forces"], forts_first={"defender": True})
    assert odds(quick, choices) == odds(ALLIED, choices)


def test_choices_change_the_odds():
    keep_forts = odds(ALLIED, Choices())
    lose_forts = odds(ALLIED, Choices(forts_first={"defender": True}))
    assert keep_forts.winner == lose_forts.winner
    assert keep_forts.unit_lost("defender", "forts") == {0: 1}
    assert lose_forts.unit_lost("defender", "forts")[1] > 0


# -- sampled battles against the exact odds -------------------------------------------------------
@pytest.mark.parametrize(
    ("setup", "choices"),
    [
        (ALLIED, ALLIED_CHOICES),
        (neutral_setup(), Choices()),
        (LAND_LOCKED, Choices(tiles={"defender": TilePlan(either_on_land=1)})),
    ],
    ids=["allies-and-sevens", "neutral", "land-locked"],
)
def test_sampled_battles_match_the_exact_odds(setup, choices):
    exact = odds(setup, choices)
    p_value, observed = sampled_p_value(setup, choices, exact.outcomes, SAMPLES)
    assert sum(observed.values()) == SAMPLES
    print(f"p = {p_value:.3f} over {len(exact.outcomes)} exact outcomes")
    assert p_value > 0.001, (p_value, observed.most_common(10))
    most_lost = max(sum(n for _, _, n in losses) for _, losses, _ in exact.outcomes)
    assert most_lost >= 2  # the 7 rule is in play


# -- /soe odds: several allies a side, typed as text ----------------------------------------------
@pytest.mark.parametrize(
    ("typed", "allies"),
    [
        ("2 armies 1 fleet; 1 army", [{"armies": 2, "fleets": 1}, {"armies": 1, "fleets": 0}]),
        ("2a 1f; 1a", [{"armies": 2, "fleets": 1}, {"armies": 1, "fleets": 0}]),
        ("2 armate 1 flotta; 1 armata", [{"armies": 2, "fleets": 1}, {"armies": 1, "fleets": 0}]),
        ("2 армії, 1 флот; 1 армія", [{"armies": 2, "fleets": 1}, {"armies": 1, "fleets": 0}]),
        ("1; 1\n1 fleet", [{"armies": 1, "fleets": 0}] * 2 + [{"armies": 0, "fleets": 1}]),
        ("0 armies; 1 Fleet;", [{"armies": 0, "fleets": 1}]),  # an ally with nothing is none
        ("", []),
        (None, []),
    ],
)
def test_allies_typed_as_text(typed, allies):
    assert parse_allies(typed, "attacker_allies") == allies


@pytest.mark.parametrize(
    "typed", ["2 forts", "1 форт", "two armies", "1 army and 1 fleet", "21 armies"]
)
def test_allies_typed_wrong_are_refused_in_words(typed):
    with pytest.raises(Refusal, match="attacker_allies.*2 armies 1 fleet"):
        parse_allies(typed, "attacker_allies")


def test_at_most_nine_allies_a_side():
    assert len(parse_allies("; ".join(["1a"] * MAX_ALLIES), "x")) == MAX_ALLIES
    with pytest.raises(Refusal, match="at most 9 allies"):
        parse_allies("; ".join(["1a"] * (MAX_ALLIES + 1)), "x")


def test_odds_with_several_allies_a_side_count_every_ally():
    """Two allies on the attacker's side, each with an army: the attacker's land score counts
    both, and the odds of taking control beat those with one ally."""
    one = make_setup(
        "german_states",
        attacker={"armies": 1},
        defender={"armies": 3, "control_markers": 1},
        attacker_ally={"armies": 1},
    )
    two = make_setup(
        "german_states",
        attacker={"armies": 1},
        defender={"armies": 3, "control_markers": 1},
        attacker_ally={"armies": 1},
    )
    two["seats"]["attacker_ally_2"] = {"user_id": 999, "name": "Eve"}
    two["forces"]["attacker_ally_2"] = {"armies": 1}
    one_result, two_result = odds(one).result, odds(two).result
    assert sum(two_result.values()) == 1
    assert two_result["control_taken"] > one_result["control_taken"]
    assert describe_setup(two) == "1 army + ally 1 army + ally 1 army vs 3 armies, German States"
