"""Sampled dice against exact odds (chi-square), and the exact odds against independent facts.

Seeds are fixed, so every test is deterministic; with a correct generator each sampled test would
fail for fewer than 1 in 1000 seeds, and a broken die fails by many orders of magnitude.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Hashable
from fractions import Fraction
from itertools import permutations, product

import pytest

from bot.engine import Dice, odds

ALPHA = 0.001
BAG = {"red": 3, "blue": 2, "black": 4}


def sample(seed: str, n: int, draw: Callable[[Dice], Hashable]) -> Counter:
    dice = Dice(seed)
    return Counter(draw(dice) for _ in range(n))


def combination(drawn: list[str]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(Counter(drawn).items()))


def uniform(values) -> dict:
    values = list(values)
    return {v: Fraction(1, len(values)) for v in values}


def ordered_bag_draws(bag: dict[str, int], k: int) -> dict[tuple[str, ...], Fraction]:
    """Exact odds of each colour sequence, by listing every ordered draw of labelled cubes."""
    cubes = [colour for colour, n in bag.items() for _ in range(n)]
    draws = Counter(tuple(cubes[i] for i in p) for p in permutations(range(len(cubes)), k))
    total = sum(draws.values())
    assert total == math.perm(len(cubes), k)
    return {seq: Fraction(n, total) for seq, n in draws.items()}


# -- sampled against exact ------------------------------------------------------------------------
def test_single_d6() -> None:
    observed = sample("chi-d6", 30_000, lambda d: d.d6("p"))
    assert set(observed) == set(range(1, 7))
    assert odds.sample_p_value(observed, odds.die(6)) > ALPHA


def test_d20() -> None:
    observed = sample("chi-d20", 40_000, lambda d: d.die(20, "p"))
    assert odds.sample_p_value(observed, uniform(range(1, 21))) > ALPHA


def test_two_dice_difference() -> None:
    observed = sample("chi-2d6", 60_000, lambda d: d.two_dice("p").difference)
    assert odds.sample_p_value(observed, odds.two_dice_difference()) > ALPHA


def pair_faces(dice: Dice) -> tuple[int, int]:
    pair = dice.two_dice("p")
    return pair.first, pair.second


def test_two_dice_are_independent_and_uniform() -> None:
    observed = sample("chi-pairs", 60_000, pair_faces)
    assert odds.sample_p_value(observed, uniform(product(range(1, 7), repeat=2))) > ALPHA


def test_two_d6_sum() -> None:
    observed = sample("chi-sum", 36_000, lambda d: sum(d.nd6(2, "p")))
    expected = odds.combine(odds.die(6), odds.die(6), lambda a, b: a + b)
    assert odds.sample_p_value(observed, expected) > ALPHA


@pytest.mark.parametrize("n", [2, 3])
def test_dn_on_a_d6(n: int) -> None:
    observed = sample(f"chi-D{n}", 30_000, lambda d: d.d_on_d6(n, "p"))
    assert set(observed) == set(range(1, n + 1))
    assert odds.sample_p_value(observed, odds.d_on_d6(n)) > ALPHA


def test_bag_draw_combinations() -> None:
    observed = sample("chi-bag", 30_000, lambda d: combination(d.draw_from_bag(BAG, 3, "p")))
    expected = odds.bag_draw(BAG, 3)
    assert set(observed) == set(expected)
    assert odds.sample_p_value(observed, expected) > ALPHA


def test_bag_draw_order() -> None:
    observed = sample("chi-bag-order", 30_000, lambda d: tuple(d.draw_from_bag(BAG, 3, "p")))
    expected = ordered_bag_draws(BAG, 3)
    assert ("blue", "blue", "blue") not in expected
    assert odds.sample_p_value(observed, expected) > ALPHA


@pytest.mark.parametrize(("size", "n"), [(3, 30_000), (4, 48_000)])
def test_shuffle_permutations_are_uniform(size: int, n: int) -> None:
    items = "abcd"[:size]
    observed = sample(f"chi-shuffle-{size}", n, lambda d: "".join(d.shuffle(items, "p")))
    expected = uniform("".join(p) for p in permutations(items))
    assert len(expected) == math.factorial(size)
    assert set(observed) == set(expected)
    assert odds.sample_p_value(observed, expected) > ALPHA


# -- the test would catch a broken die ------------------------------------------------------------
def test_a_modulo_biased_die_is_caught() -> None:
    """A d6 read as (d8 - 1) % 6 + 1: faces 1 and 2 come up 2/8 of the time."""
    observed = sample("loaded-mod", 30_000, lambda d: (d.die(8, "p") - 1) % 6 + 1)
    assert odds.sample_p_value(observed, odds.die(6)) < 1e-6


def test_a_loaded_six_is_caught() -> None:
    """Six with probability 1/5 instead of 1/6, the other faces 4/25 each."""

    def loaded(d: Dice) -> int:
        u = d.die(25, "p")
        return 6 if u <= 5 else (u - 6) % 5 + 1

    observed = sample("loaded-six", 30_000, loaded)
    assert odds.sample_p_value(observed, odds.die(6)) < 1e-6


def test_correlated_dice_are_caught_by_the_pair_test() -> None:
    """Each die alone is fair, but the second repeats the first a third of the time."""

    def sticky(d: Dice) -> tuple[int, int]:
        first = d.d6("p")
        return first, first if d.die(3, "p") == 1 else d.d6("p")

    observed = sample("sticky", 30_000, sticky)
    seconds = Counter()
    for (_, second), count in observed.items():
        seconds[second] += count
    assert odds.sample_p_value(seconds, odds.die(6)) > ALPHA
    assert odds.sample_p_value(observed, uniform(product(range(1, 7), repeat=2))) < 1e-6


def test_chi_square_refuses_impossible_samples() -> None:
    with pytest.raises(ValueError, match="impossible"):
        odds.chi_square({1: 10, 7: 1}, odds.die(6))


def test_a_perfect_sample_has_p_value_one() -> None:
    assert odds.chi_square(dict.fromkeys(range(1, 7), 1000), odds.die(6)) == 0
    assert odds.sample_p_value(dict.fromkeys(range(1, 7), 1000), odds.die(6)) == 1.0


# -- the exact odds against independent facts ----------------------------------------------------
def test_two_dice_difference_odds() -> None:
    dist = odds.two_dice_difference()
    assert sum(dist.values()) == 1
    assert dist[0] == Fraction(6, 36)
    assert dist[5] == Fraction(2, 36)
    # difference d > 0 arises from (a, a + d) and (a + d, a) for a = 1 .. 6 - d
    assert dist == {0: Fraction(6, 36), **{d: Fraction(2 * (6 - d), 36) for d in range(1, 6)}}


def test_dn_on_d6_odds() -> None:
    assert odds.d_on_d6(3) == {1: Fraction(1, 3), 2: Fraction(1, 3), 3: Fraction(1, 3)}
    assert odds.d_on_d6(2) == {1: Fraction(1, 2), 2: Fraction(1, 2)}
    assert odds.d_on_d6(1) == {1: Fraction(1)}
    assert odds.d_on_d6(6) == odds.die(6)


def test_die_odds() -> None:
    for sides in (1, 6, 20):
        dist = odds.die(sides)
        assert sum(dist.values()) == 1
        assert set(dist) == set(range(1, sides + 1))
        assert len(set(dist.values())) == 1


@pytest.mark.parametrize(
    ("bag", "k"),
    [
        (BAG, 3),
        (BAG, 0),
        (BAG, 9),
        ({"red": 2, "green": 0, "white": 1}, 2),
        ({"a": 1, "b": 1, "c": 1, "d": 3}, 4),
    ],
)
def test_bag_draw_odds_match_brute_force(bag: dict[str, int], k: int) -> None:
    exact = odds.bag_draw(bag, k)
    assert sum(exact.values()) == 1
    brute: dict = {}
    for sequence, p in ordered_bag_draws(bag, k).items():
        key = combination(list(sequence))
        brute[key] = brute.get(key, Fraction(0)) + p
    assert exact == brute


def test_bag_draw_odds_of_the_reference_bag() -> None:
    exact = odds.bag_draw(BAG, 3)
    # C(4,3) / C(9,3) and C(3,1) C(2,1) C(4,1) / C(9,3), counted by hand
    assert exact[(("black", 3),)] == Fraction(4, 84)
    assert exact[(("black", 1), ("blue", 1), ("red", 1))] == Fraction(24, 84)
    assert (("blue", 3),) not in exact


def test_combine_and_map() -> None:
    total = odds.combine(odds.die(6), odds.die(6), lambda a, b: a + b)
    assert total[7] == Fraction(6, 36) and total[2] == total[12] == Fraction(1, 36)
    parity = odds.map_distribution(odds.die(6), lambda f: f % 2)
    assert parity == {0: Fraction(1, 2), 1: Fraction(1, 2)}


# -- the chi-square tail --------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("statistic", "df", "p"),
    [(3.841, 1, 0.05), (11.070, 5, 0.05), (23.209, 10, 0.01), (6.635, 1, 0.01), (5.991, 2, 0.05)],
)
def test_known_critical_values(statistic: float, df: int, p: float) -> None:
    assert odds.chi_square_p_value(statistic, df) == pytest.approx(p, abs=1e-3)


@pytest.mark.parametrize("x", [0.01, 0.5, 1.0, 1.9, 2.0, 3.0, 7.5, 20.0, 60.0])
def test_closed_forms(x: float) -> None:
    # df 1: Q = erfc(sqrt(x/2)); df 2: Q = exp(-x/2); df 4: Q = exp(-x/2) (1 + x/2)
    assert odds.chi_square_p_value(x, 1) == pytest.approx(math.erfc(math.sqrt(x / 2)), rel=1e-9)
    assert odds.chi_square_p_value(x, 2) == pytest.approx(math.exp(-x / 2), rel=1e-9)
    assert odds.chi_square_p_value(x, 4) == pytest.approx(math.exp(-x / 2) * (1 + x / 2), rel=1e-9)


def test_p_value_is_a_decreasing_tail() -> None:
    for df in (1, 3, 10, 35):
        assert odds.chi_square_p_value(0, df) == 1.0
        values = [odds.chi_square_p_value(x / 4, df) for x in range(0, 400)]
        assert all(0 <= v <= 1 for v in values)
        assert all(a >= b for a, b in zip(values, values[1:], strict=False))
        # the median of chi-square(df) is close to df (1 - 2 / (9 df))**3
        median = df * (1 - 2 / (9 * df)) ** 3
        assert odds.chi_square_p_value(median, df) == pytest.approx(0.5, abs=0.01)
    with pytest.raises(ValueError):
        odds.chi_square_p_value(1.0, 0)
