"""Round robin: every pair once by the circle method, byes for odd fields, sides balanced."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from bot.tournaments import Rules, is_finished, standings, total_rounds, winner
from tests.tournaments.helpers import field_of, met_pairs, play, profile


@profile(20)
@given(n=st.integers(2, 24), seed=st.integers(0, 10**6))
def test_every_pair_meets_once(n: int, seed: int) -> None:
    rules = Rules("round_robin")
    entrants = field_of(n, random.Random(seed))
    event = play(rules, entrants, seed)
    assert len(event.rounds) == total_rounds(rules, n) == (n - 1 if n % 2 == 0 else n)
    met = met_pairs(event.matches)
    assert len(met) == n * (n - 1) // 2 and set(met.values()) == {1}
    byes = Counter(m.seats[0] for m in event.matches if m.bye)
    if n % 2:
        assert byes == Counter({e.id: 1 for e in entrants}), "one bye each in an odd field"
    else:
        assert not byes
    for _, _, new in event.rounds:
        seated = [p for m in new for p in m.seats]
        assert sorted(seated) == sorted(e.id for e in entrants), "everyone once a round"
        assert len([m for m in new if m.bye]) == n % 2
    history: dict[int, list[int]] = {}
    for m in sorted(event.matches, key=lambda m: m.round):
        if not m.bye:
            for i, p in enumerate(m.seats):
                history.setdefault(p, []).append(i)
    for h in history.values():
        assert abs(h.count(0) - h.count(1)) <= 1, "first sides differ by one at most"
        assert all(len(set(h[i : i + 3])) == 2 for i in range(len(h) - 2)), "never 3 in a row"
    assert is_finished(rules, event.entrants, event.matches)
    assert (
        winner(rules, event.entrants, event.matches)
        == standings(rules, event.entrants, event.matches)[0].entrant
    )


@profile(15)
@given(n=st.integers(4, 16), seed=st.integers(0, 10**6))
def test_a_dropped_players_games_become_byes(n: int, seed: int) -> None:
    rules = Rules("round_robin")
    event = play(rules, field_of(n, random.Random(seed)), seed, drops=0.1, forfeits=0.03)
    met = met_pairs(event.matches)
    assert all(c == 1 for c in met.values()), "no pair twice"
    for r, (ents, _, new) in enumerate(event.rounds, start=1):
        gone = {e.id for e in ents if not e.active_in(r)}
        seated = [p for m in new for p in m.seats]
        assert not gone & set(seated)
        assert sorted(seated) == sorted(e.id for e in ents if e.active_in(r))
        # a bye goes to whoever faced the phantom or a player who left
        assert len([m for m in new if m.bye]) <= n % 2 + len(gone)
    assert is_finished(rules, event.entrants, event.matches)


def test_sides_off_puts_the_better_seed_first() -> None:
    rules = Rules("round_robin", sides=False)
    entrants = field_of(6, random.Random(6))
    seed = {e.id: e.seed for e in entrants}
    event = play(rules, entrants, 6)
    assert all(seed[m.seats[0]] < seed[m.seats[1]] for m in event.matches if not m.bye)
