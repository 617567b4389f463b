"""Exact claim roll odds, checked by hand, by brute force, and against 20,000 replayed rolls each.

The sampled tests replay the real procedure with seeds "claim-0".."claim-19999" and fixed
answers; with a correct procedure each fails for fewer than 1 in 1000 seed sets.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product
from typing import Any

import pytest

from bot.engine import odds
from cogs.claim.odds import claim_odds, setup_odds
from tests.claim.helpers import claim_setup, final_result, play, reroll, spend

ALPHA = 0.001
SAMPLES = 20_000


def test_unmodified_claim_roll_is_15_6_15_out_of_36() -> None:
    assert claim_odds(0, 0, reroll_on_tie=False) == {
        "attacker": Fraction(15, 36),
        "tie": Fraction(6, 36),
        "defender": Fraction(15, 36),
    }


def test_a_reroll_throws_every_tie_once_more() -> None:
    tie = Fraction(6, 36)
    assert claim_odds(0, 0, reroll_on_tie=True) == {
        "attacker": Fraction(15, 36) * (1 + tie),
        "tie": tie * tie,
        "defender": Fraction(15, 36) * (1 + tie),
    }


def brute_force(attacker: int, defender: int, reroll_on_tie: bool) -> dict[str, Fraction]:
    """All 6^4 throws of four dice, the second pair read only after a tie."""
    counts: Counter[str] = Counter()
    for a1, d1, a2, d2 in product(range(1, 7), repeat=4):
        first, second = a1 + attacker - d1 - defender, a2 + attacker - d2 - defender
        score = second if first == 0 and reroll_on_tie else first
        counts["attacker" if score > 0 else "defender" if score < 0 else "tie"] += 1
    return {k: Fraction(counts[k], 6**4) for k in ("attacker", "tie", "defender")}


@pytest.mark.parametrize("reroll_on_tie", [False, True])
@pytest.mark.parametrize(("attacker", "defender"), [(0, 0), (3, 1), (1, 4), (7, 0), (0, 6)])
def test_exact_odds_match_brute_force(attacker: int, defender: int, reroll_on_tie: bool) -> None:
    exact = claim_odds(attacker, defender, reroll_on_tie=reroll_on_tie)
    assert exact == brute_force(attacker, defender, reroll_on_tie)
    assert sum(exact.values()) == 1


def test_setup_odds_use_the_procedures_modifiers_and_reroll_rule() -> None:
    setup = claim_setup(
        attacker_priority="offence",
        main_attack=True,
        defender_priority="defence",
        fortifications=2,
        rp={"attacker": 2, "defender": 1},
    )
    # attacker 1 + 2x2 = 5, defender 1 + 2 + 1 = 4; no RP left for a re-roll
    assert setup_odds(setup, attacker_rp_spent=2, defender_rp_spent=1) == claim_odds(
        5, 4, reroll_on_tie=False
    )
    assert setup_odds(setup, attacker_rp_spent=1) == claim_odds(3, 3, reroll_on_tie=True)
    assert setup_odds(setup, attacker_rp_spent=1, accept_reroll=False) == claim_odds(
        3, 3, reroll_on_tie=False
    )
    with pytest.raises(ValueError, match="between 0 and 1"):
        setup_odds(setup, defender_rp_spent=2)


# -- sampled through the real procedure ---------------------------------------------------------
def sample(setup: dict[str, Any], answers: list[dict[str, Any]]) -> Counter[str]:
    """Final results of SAMPLES replays; a pending re-roll ask is answered yes."""
    results: Counter[str] = Counter()
    for n in range(SAMPLES):
        seed = f"claim-{n}"
        state = play(setup, seed, answers)
        if not state.finished:
            state = play(setup, seed, [*answers, reroll(True)])
        results[final_result(state)] += 1
    return results


def test_sampled_unmodified_rolls_agree_with_the_exact_odds() -> None:
    observed = sample(claim_setup(), spend())
    expected = claim_odds(0, 0, reroll_on_tie=False)
    assert set(observed) == set(expected)
    assert odds.sample_p_value(observed, expected) > ALPHA


def test_sampled_rolls_with_modifiers_and_rerolls_agree_with_the_exact_odds() -> None:
    setup = claim_setup(
        attacker_priority="offence",
        mass_assault_rank=1,
        defender_priority="defence",
        fortifications=1,
        rp={"attacker": 3, "defender": 1},
    )
    answers = spend(attacker=1, defender=1)  # attacker 1 + 2 + 1 = 4, defender 1 + 1 + 1 = 3
    expected = setup_odds(setup, attacker_rp_spent=1, defender_rp_spent=1)
    assert expected == claim_odds(4, 3, reroll_on_tie=True)
    observed = sample(setup, answers)
    assert set(observed) == set(expected)
    assert odds.sample_p_value(observed, expected) > ALPHA
