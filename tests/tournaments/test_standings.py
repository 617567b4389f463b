"""Standings equal a plain recomputation from the match list, for every tiebreaker and format."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.tournaments import TIEBREAKERS, Entrant, Match, Rules, standings
from tests.tournaments.helpers import field_of, play, profile
from tests.tournaments.reference import lines, ordered

tiebreak_orders = st.permutations(TIEBREAKERS).flatmap(
    lambda names: st.integers(0, len(names)).map(lambda k: tuple(names[:k]))
)


def assert_matches_reference(rules: Rules, entrants: list[Entrant], matches: list[Match]) -> None:
    table = standings(rules, entrants, matches)
    expected = ordered(rules, entrants, matches)
    counts = lines(rules, entrants, matches)
    assert [s.entrant for s in table] == [p for p, _ in expected]
    assert [s.rank for s in table] == list(range(1, len(entrants) + 1))
    for row, (pid, tiebreaks) in zip(table, expected, strict=True):
        line = counts[pid]
        assert row.points == pytest.approx(line.points)
        assert (row.wins, row.draws, row.losses, row.byes) == (
            line.wins,
            line.draws,
            line.losses,
            line.byes,
        )
        assert row.tiebreaks == pytest.approx(tiebreaks, abs=1e-6)
        assert len(row.tiebreaks) == len(rules.tiebreakers)
    dropped = {e.id for e in entrants if e.dropped_after is not None}
    assert {s.entrant for s in table if s.dropped} == dropped


@profile(40)
@given(
    fmt=st.sampled_from(["swiss", "round_robin", "tables"]),
    n=st.integers(8, 40),
    seed=st.integers(0, 10**6),
    tiebreakers=tiebreak_orders,
    table_size=st.integers(3, 6),
    upset=st.sampled_from([0.0, 0.06]),
)
def test_tiebreaks_equal_a_recomputation(
    fmt: str, n: int, seed: int, tiebreakers: tuple[str, ...], table_size: int, upset: float
) -> None:
    if fmt == "round_robin":
        n = min(n, 14)  # every pair plays: keep it short
    rules = Rules(fmt, tiebreakers=tiebreakers, table_size=table_size)
    joins = upset * 4 if fmt != "round_robin" else 0.0
    event = play(
        rules, field_of(n, random.Random(seed)), seed, drops=upset, forfeits=upset, joins=joins
    )
    assert_matches_reference(rules, event.entrants, event.matches)
    # and at any point during the event, including mid-round with results missing
    cut = len(event.matches) * 2 // 3
    assert_matches_reference(rules, event.entrants, event.matches[:cut])


def two(round_no: int, table: int, a: int, b: int, pa: float, pb: float) -> Match:
    return Match(round_no, table, (a, b), (pa, pb))


def test_head_to_head_puts_the_winner_of_the_direct_game_first() -> None:
    """Seeds 1 and 2 end level, as do 3 and 4; seed 2 beat seed 1, seed 3 beat seed 4."""
    entrants = [Entrant(i, i) for i in range(1, 5)]
    matches = [
        two(1, 1, 2, 1, 1, 0),
        two(1, 2, 3, 4, 1, 0),
        two(2, 1, 1, 3, 1, 0),
        two(2, 2, 4, 2, 1, 0),
        two(3, 1, 1, 4, 1, 0),
        two(3, 2, 2, 3, 1, 0),
    ]
    plain = standings(Rules("swiss", tiebreakers=()), entrants, matches)
    direct = standings(Rules("swiss", tiebreakers=("h2h",)), entrants, matches)
    assert [s.points for s in plain] == [s.points for s in direct] == [2, 2, 1, 1]
    assert [s.entrant for s in plain] == [1, 2, 3, 4], "level players by seed"
    assert [s.entrant for s in direct] == [2, 1, 3, 4], "the direct game decides"
    assert [s.tiebreaks for s in direct] == [(1.0,), (0.0,), (1.0,), (0.0,)]


def test_omw_floors_each_opponent_at_a_third_and_skips_byes() -> None:
    entrants = [Entrant(i, i) for i in range(1, 4)]
    matches = [
        two(1, 1, 1, 2, 1, 0),
        Match(1, 2, (3,), (1.0,), bye=True),
        two(2, 1, 1, 3, 0, 1),
        Match(2, 2, (2,), (1.0,), bye=True),
        two(3, 1, 2, 3, 0, 1),
        Match(3, 2, (1,), (1.0,), bye=True),
    ]
    rules = Rules("swiss", tiebreakers=("omw", "gw"))
    row = {s.entrant: s for s in standings(rules, entrants, matches)}
    win_pct = {p: row[p].points / 3 for p in row}
    assert row[3].tiebreaks[0] == pytest.approx(
        (max(1 / 3, win_pct[1]) + max(1 / 3, win_pct[2])) / 2
    )
    assert row[2].tiebreaks[1] == 0.0, "gw counts games played, not the bye"
    assert row[3].tiebreaks[1] == 1.0
    assert row[2].tiebreaks[0] == pytest.approx((win_pct[1] + win_pct[3]) / 2)


def test_a_bye_counts_as_an_opponent_with_ones_own_score() -> None:
    """Buchholz: the bye stands for an opponent as strong as the player ended up."""
    entrants = [Entrant(i, i) for i in range(1, 4)]
    matches = [
        two(1, 1, 1, 2, 1, 0),
        Match(1, 2, (3,), (1.0,), bye=True),
        two(2, 1, 3, 1, 0.5, 0.5),
        Match(2, 2, (2,), (1.0,), bye=True),
    ]
    rules = Rules("swiss", tiebreakers=("buchholz", "buchholz_cut1", "sonneborn_berger"))
    row = {s.entrant: s for s in standings(rules, entrants, matches)}
    pts = {p: row[p].points for p in row}
    assert row[3].tiebreaks == pytest.approx(
        (pts[3] + pts[1], max(pts[3], pts[1]), pts[3] + 0.5 * pts[1])
    )
