"""Ratings by OpenSkill's Plackett-Luce model: one model for two-player games and for tables.

A rating is (mu, sigma); what a table shows is the conservative mu - 3 sigma, which starts at 0
and grows as the rating both rises and becomes certain.

Ties are not handed to openskill as shared ranks: its Plackett-Luce tie handling can leave tied
winners below a player they beat (openskill.py issues #155 and #201). A tie is rated instead as
the average over the strict orders that rotate each tied group, so every tied player takes each
of the tied places once: equals stay equal, and a shared place still ranks above the next.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any


@cache
def _model() -> Any:
    """openskill's Plackett-Luce model, imported when a tournament first rates (~1 MiB a bot
    that never runs one would hold)."""
    from openskill.models import PlackettLuce

    return PlackettLuce()


@dataclass(frozen=True)
class Rating:
    mu: float
    sigma: float

    @property
    def shown(self) -> float:
        """The conservative ordinal mu - 3 sigma, what a table shows."""
        return self.mu - 3 * self.sigma


def new_rating() -> Rating:
    """A newcomer's rating: the model's default (25, 25/3)."""
    return Rating(_model().mu, _model().sigma)


def rate(
    ratings: Mapping[int, Rating], seats: Sequence[int], points: Sequence[float]
) -> dict[int, Rating]:
    """New ratings of the players in `seats` after one match or table: more points rank higher,
    equal points tie. Players missing from `ratings` start from new_rating()."""
    if len(seats) != len(points):
        raise ValueError("one score per seat")
    if len(set(seats)) != len(seats):
        raise ValueError("a player sits twice")
    old = {pid: ratings.get(pid, new_rating()) for pid in seats}
    if len(seats) < 2:
        return old
    by_points: dict[float, list[int]] = {}
    for pid, pts in zip(seats, points, strict=True):
        by_points.setdefault(float(pts), []).append(pid)
    groups = [by_points[p] for p in sorted(by_points, reverse=True)]
    rotations = [[g[i:] + g[:i] for i in range(len(g))] for g in groups]
    orders = [
        [pid for group in choice for pid in group] for choice in itertools.product(*rotations)
    ]
    sums = {pid: [0.0, 0.0] for pid in seats}
    for order in orders:
        for pid, new in _rate_strict(old, order).items():
            sums[pid][0] += new.mu
            sums[pid][1] += new.sigma
    return {pid: Rating(mu / len(orders), sigma / len(orders)) for pid, (mu, sigma) in sums.items()}


def _rate_strict(old: Mapping[int, Rating], order: Sequence[int]) -> dict[int, Rating]:
    """One Plackett-Luce update for a finishing order without ties (best first)."""
    model = _model()
    teams = [[model.rating(mu=old[pid].mu, sigma=old[pid].sigma)] for pid in order]
    rated = model.rate(teams, ranks=list(range(1, len(order) + 1)))
    return {pid: Rating(team[0].mu, team[0].sigma) for pid, team in zip(order, rated, strict=True)}
