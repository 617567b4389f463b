"""Multiplayer tables: even table sizes of 3..6, everyone seated once, few repeat opponents,
equal scores together, byes only when tables of three cannot take the whole field."""

from __future__ import annotations

import itertools
import random

from hypothesis import given
from hypothesis import strategies as st

from bot.tournaments import Rules, is_finished, pair_next_round, standings, table_sizes
from tests.tournaments.helpers import field_of, met_pairs, play, profile


def splittable(n: int, most: int) -> bool:
    """Whether n players fit tables of 3..most."""
    return any(3 * c <= n <= most * c for c in range(1, n + 1))


@given(n=st.integers(0, 80), most=st.integers(3, 6))
@profile(150)
def test_table_sizes_are_even_and_never_below_three(n: int, most: int) -> None:
    sizes, byes = table_sizes(n, most)
    assert sum(sizes) + byes == n
    if n == 2:
        assert sizes == [2] and byes == 0, "a field of two plays at one table"
        return
    assert all(3 <= s <= most for s in sizes)
    if sizes:
        assert max(sizes) - min(sizes) <= 1
        assert len(sizes) == -(-sum(sizes) // most), "no more tables than needed"
    assert byes == min(b for b in range(n + 1) if n - b < 3 or splittable(n - b, most)) or n < 3


def spread(groups: list[tuple[int, ...]], score: dict[int, float]) -> float:
    return sum((score[a] - score[b]) ** 2 for g in groups for a, b in itertools.combinations(g, 2))


@profile(25)
@given(
    n=st.integers(8, 64),
    most=st.integers(3, 6),
    seed=st.integers(0, 10**6),
    drops=st.sampled_from([0.0, 0.05]),
)
def test_table_rounds_over_random_fields(n: int, most: int, seed: int, drops: float) -> None:
    rules = Rules("tables", table_size=most, placement_points=(5, 3, 2, 1, 0)[:most])
    event = play(
        rules, field_of(n, random.Random(seed)), seed, drops=drops, forfeits=drops, joins=drops * 4
    )
    for ents, before, new in event.rounds:
        r = new[0].round
        active = [e.id for e in ents if e.active_in(r)]
        seated = [p for m in new for p in m.seats]
        assert sorted(seated) == sorted(active), "everyone in is seated exactly once"
        sizes, byes = table_sizes(len(active), most)
        tables = [m.seats for m in new if not m.bye]
        assert sorted(len(t) for t in tables) == sorted(sizes)
        bye_takers = [m.seats[0] for m in new if m.bye]
        assert len(bye_takers) == byes
        table = standings(rules, ents, before)
        score = {s.entrant: s.points for s in table}
        if bye_takers:
            had = {s.entrant for s in table if s.byes}
            bottom = [s.entrant for s in reversed(table) if s.entrant in set(active)]
            preferred = [p for p in bottom if p not in had] + [p for p in bottom if p in had]
            assert sorted(bye_takers) == sorted(preferred[:byes])
        if r == 1:
            continue
        met = met_pairs(before)
        repeats = sum(met[frozenset(p)] for t in tables for p in itertools.combinations(t, 2))
        # never worse than simply cutting the standings into tables
        seated_order = [s.entrant for s in table if s.entrant in set(seated)]
        plain, start = [], 0
        for size in sorted(sizes, reverse=True):
            plain.append(tuple(seated_order[start : start + size]))
            start += size
        plain_repeats = sum(met[frozenset(p)] for t in plain for p in itertools.combinations(t, 2))
        assert (repeats, spread(tables, score)) <= (plain_repeats, spread(plain, score) + 1e-9)
    assert is_finished(rules, event.entrants, event.matches)


@profile(10)
@given(most=st.integers(3, 5), seed=st.integers(0, 10**6))
def test_a_square_field_meets_nobody_twice_in_three_rounds(most: int, seed: int) -> None:
    """most * most players at tables of `most`: three rounds can always avoid repeats."""
    rules = Rules("tables", table_size=most, rounds=3)
    event = play(rules, field_of(most * most, random.Random(seed)), seed)
    assert len(event.rounds) == 3
    assert set(met_pairs(event.matches).values()) == {1}


def test_first_seat_goes_to_who_sat_latest() -> None:
    rules = Rules("tables", table_size=4, rounds=3)
    event = play(rules, field_of(16, random.Random(1)), 1)
    seats: dict[int, list[float]] = {}
    for _, _, new in event.rounds:
        for m in new:
            late = {
                p: sum(seats.get(p, [])) / len(seats[p]) if seats.get(p) else 0.5 for p in m.seats
            }
            assert late[m.seats[0]] == max(late.values())
        for m in new:
            for i, p in enumerate(m.seats):
                seats.setdefault(p, []).append(i / (len(m.seats) - 1))


def test_round_one_is_drawn_by_the_rng() -> None:
    rules = Rules("tables", table_size=4)
    entrants = field_of(12, random.Random(3))
    a = pair_next_round(rules, entrants, [], 1, random.Random(1))
    b = pair_next_round(rules, entrants, [], 1, random.Random(1))
    c = pair_next_round(rules, entrants, [], 1, random.Random(2))
    assert a == b, "the same rng state seats the same tables"
    assert {frozenset(m.seats) for m in a} != {frozenset(m.seats) for m in c}
