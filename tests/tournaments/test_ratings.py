"""Ratings: OpenSkill Plackett-Luce for two players and tables alike."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.tournaments import Rating, new_rating, rate
from tests.tournaments.helpers import profile


def test_a_newcomer_shows_zero() -> None:
    fresh = new_rating()
    assert fresh.shown == pytest.approx(fresh.mu - 3 * fresh.sigma) == pytest.approx(0.0)


def test_the_winner_gains_and_the_loser_drops() -> None:
    after = rate({}, [1, 2], [1.0, 0.0])
    assert after[1].mu > new_rating().mu > after[2].mu
    assert after[1].sigma < new_rating().sigma and after[2].sigma < new_rating().sigma


def test_a_draw_between_equals_moves_no_mean() -> None:
    after = rate({}, [1, 2], [0.5, 0.5])
    assert after[1].mu == pytest.approx(after[2].mu) == pytest.approx(new_rating().mu)


def test_an_upset_moves_more_than_the_expected_result() -> None:
    strong, weak = Rating(35.0, 4.0), Rating(20.0, 4.0)
    expected = rate({1: strong, 2: weak}, [1, 2], [1, 0])
    upset = rate({1: strong, 2: weak}, [1, 2], [0, 1])
    assert upset[2].mu - weak.mu > expected[1].mu - strong.mu > 0


@profile(30)
@given(points=st.lists(st.sampled_from([0.0, 1.0, 2.0, 3.0]), min_size=3, max_size=6))
def test_a_table_orders_new_means_by_placing(points: list[float]) -> None:
    seats = list(range(100, 100 + len(points)))
    after = rate({}, seats, points)
    assert set(after) == set(seats)
    for (a, pa), (b, pb) in zip(
        zip(seats, points, strict=True), zip(seats[1:], points[1:], strict=True), strict=False
    ):
        if pa > pb:
            assert after[a].mu > after[b].mu
        elif pa == pb:
            assert after[a].mu == pytest.approx(after[b].mu)


def test_without_ties_it_is_openskills_own_update() -> None:
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    old = {1: Rating(30.0, 5.0), 2: Rating(22.0, 7.0), 3: Rating(25.0, 8.0)}
    after = rate(old, [2, 3, 1], [2.0, 0.0, 1.0])
    teams = [[model.rating(mu=old[p].mu, sigma=old[p].sigma)] for p in (2, 1, 3)]
    expected = model.rate(teams, ranks=[1, 2, 3])
    for pid, team in zip((2, 1, 3), expected, strict=True):
        assert (after[pid].mu, after[pid].sigma) == pytest.approx((team[0].mu, team[0].sigma))


def test_players_sharing_first_place_stay_above_the_next() -> None:
    """The case openskill's own tie handling gets wrong (openskill.py #155)."""
    after = rate({}, [1, 2, 3, 4, 5], [3, 3, 2, 1, 0])
    assert after[1].mu == pytest.approx(after[2].mu)
    assert after[2].mu > after[3].mu > after[4].mu > after[5].mu


def test_bad_input_is_refused() -> None:
    with pytest.raises(ValueError):
        rate({}, [1, 2], [1.0])
    with pytest.raises(ValueError):
        rate({}, [1, 1], [1.0, 0.0])
