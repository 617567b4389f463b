"""Exact distributions of the engine's dice, and the chi-square test of samples against them.

A distribution is {value: Fraction}; games build their exact odds from these by enumeration.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Hashable, Mapping
from fractions import Fraction
from itertools import product
from typing import TypeVar

K = TypeVar("K", bound=Hashable)
Distribution = dict[K, Fraction]


def die(sides: int = 6) -> Distribution[int]:
    return {face: Fraction(1, sides) for face in range(1, sides + 1)}


def two_dice_difference() -> Distribution[int]:
    """|d1 - d2| of two d6: 0 with 6/36, 1 with 10/36, ... 5 with 2/36."""
    return map_distribution(
        {(a, b): Fraction(1, 36) for a, b in product(range(1, 7), repeat=2)},
        lambda pair: abs(pair[0] - pair[1]),
    )


def d_on_d6(n: int) -> Distribution[int]:
    return map_distribution(die(6), lambda face: (face - 1) * n // 6 + 1)


def bag_draw(bag: Mapping[str, int], k: int) -> Distribution[tuple[tuple[str, int], ...]]:
    """How many of each colour k cubes drawn without replacement hold (multivariate hypergeometric).

    Keys are sorted (colour, count) tuples with zero counts left out.
    """
    colours = sorted(c for c, n in bag.items() if n > 0)
    total = sum(bag[c] for c in colours)
    ways = math.comb(total, k)
    result: Distribution = {}
    for split in product(*(range(min(bag[c], k) + 1) for c in colours)):
        if sum(split) != k:
            continue
        count = math.prod(math.comb(bag[c], n) for c, n in zip(colours, split, strict=True))
        key = tuple((c, n) for c, n in zip(colours, split, strict=True) if n)
        result[key] = Fraction(count, ways)
    return result


def map_distribution(dist: Mapping[K, Fraction], fn: Callable[[K], Hashable]) -> Distribution:
    result: Distribution = {}
    for value, p in dist.items():
        key = fn(value)
        result[key] = result.get(key, Fraction(0)) + p
    return result


def combine(
    a: Mapping[K, Fraction], b: Mapping[Hashable, Fraction], fn: Callable[[K, Hashable], Hashable]
) -> Distribution:
    """The distribution of fn(x, y) for independent x ~ a and y ~ b."""
    result: Distribution = {}
    for x, px in a.items():
        for y, py in b.items():
            key = fn(x, y)
            result[key] = result.get(key, Fraction(0)) + px * py
    return result


# -- checking samples against exact odds --------------------------------------------------------
def chi_square(observed: Mapping[Hashable, int], expected: Mapping[Hashable, Fraction]) -> float:
    """Pearson's statistic of sampled counts against exact probabilities.

    Every observed value must have a non-zero expected probability (else the sample is impossible).
    """
    n = sum(observed.values())
    impossible = [k for k, c in observed.items() if c and not expected.get(k)]
    if impossible:
        raise ValueError(f"values sampled that the exact odds call impossible: {impossible[:5]}")
    return sum(
        (observed.get(k, 0) - n * float(p)) ** 2 / (n * float(p)) for k, p in expected.items() if p
    )


def chi_square_p_value(statistic: float, df: int) -> float:
    """P(X >= statistic) for X ~ chi-square(df): the regularized upper incomplete gamma Q."""
    if df <= 0:
        raise ValueError("degrees of freedom must be positive")
    return _gamma_q(df / 2, statistic / 2)


def sample_p_value(
    observed: Mapping[Hashable, int] | Counter, expected: Mapping[Hashable, Fraction]
) -> float:
    """The chi-square p-value of a sample against exact odds (df = outcomes - 1)."""
    support = [k for k, p in expected.items() if p]
    return chi_square_p_value(chi_square(observed, expected), max(1, len(support) - 1))


def _gamma_q(a: float, x: float) -> float:
    if x <= 0:
        return 1.0
    log_prefactor = -x + a * math.log(x) - math.lgamma(a)
    if x < a + 1:  # series for P, converges fast here
        term = total = 1.0 / a
        denom = a
        for _ in range(10_000):
            denom += 1
            term *= x / denom
            total += term
            if abs(term) < abs(total) * 1e-15:
                break
        return max(0.0, 1.0 - total * math.exp(log_prefactor))
    # Lentz's continued fraction for Q
    tiny = 1e-300
    b = x + 1 - a
    c = 1 / tiny
    d = 1 / b
    h = d
    for i in range(1, 10_000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        delta = d * c
        h *= delta
        if abs(delta - 1) < 1e-15:
            break
    return math.exp(log_prefactor) * h
