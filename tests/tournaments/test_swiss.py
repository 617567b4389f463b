"""Swiss pairings over random fields: everyone in plays once, byes and rematches only when they
must, equal scores meet, sides alternate; and a small event followed round by round."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.tournaments import (
    Entrant,
    Match,
    PairingError,
    Rules,
    TournamentOver,
    is_finished,
    pair_next_round,
    recommended_rounds,
    standings,
    winner,
)
from tests.tournaments.helpers import field_of, met_pairs, play, profile
from tests.tournaments.oracles import best_pairing_cost, fewest_rematches, pairing_cost


def check_swiss_round(
    rules: Rules, entrants: list[Entrant], before: list[Match], new: list[Match]
) -> None:
    """Every property a Swiss round must have, judged from the state it was paired in."""
    r = new[0].round
    active = [e.id for e in entrants if e.active_in(r)]
    seated = [p for m in new for p in m.seats]
    assert sorted(seated) == sorted(active), "every active player is paired exactly once"
    byes = [m for m in new if m.bye]
    assert len(byes) == len(active) % 2, "a bye only when the field is odd"
    for m in byes:
        assert m.seats and len(m.seats) == 1 and m.points == (1.0,)
    for m in new:
        assert m.points is None or m.bye
        assert m.round == r
    assert sorted(m.table for m in new) == list(range(1, len(new) + 1))

    table = standings(rules, entrants, before)
    score = {s.entrant: s.points for s in table}
    bottom_up = [s.entrant for s in reversed(table) if s.entrant in set(active)]
    had_bye = {s.entrant for s in table if s.byes}
    met = met_pairs(before)
    pairs = [m.seats for m in new if not m.bye]
    cost = pairing_cost(pairs, met, score)
    if byes:
        taker = byes[0].seats[0]

        def rest(c: int) -> list[int]:
            return [p for p in active if p != c]

        # nobody the rules prefer for the bye could have taken it without more rematches
        preferred = [
            c
            for c in bottom_up
            if (c in had_bye, bottom_up.index(c)) < (taker in had_bye, bottom_up.index(taker))
        ]
        for c in preferred:
            assert fewest_rematches(rest(c), met) > cost[0], f"the bye should go to {c}"
        if cost[0]:
            assert min(fewest_rematches(rest(c), met) for c in active) == cost[0]
    # the fewest rematches, then the closest scores the bye leaves possible
    players = [p for m in new if not m.bye for p in m.seats]
    assert cost == pytest.approx(best_pairing_cost(players, met, score))


@profile(20)
@given(
    n=st.integers(8, 64),
    seed=st.integers(0, 10**6),
    drops=st.sampled_from([0.0, 0.05]),
    joins=st.sampled_from([0.0, 0.3]),
)
def test_swiss_rounds_over_random_fields(n: int, seed: int, drops: float, joins: float) -> None:
    rules = Rules("swiss")
    entrants = field_of(n, random.Random(seed))
    event = play(rules, entrants, seed, drops=drops, forfeits=drops / 2, joins=joins)
    for ents, before, new in event.rounds:
        check_swiss_round(rules, ents, before, new)
    assert (
        len(event.rounds) == recommended_rounds(n)
        or len([e for e in event.entrants if e.active_in(len(event.rounds) + 1)]) < 2
    )
    assert is_finished(rules, event.entrants, event.matches)
    assert (
        winner(rules, event.entrants, event.matches)
        == standings(rules, event.entrants, event.matches)[0].entrant
    )


@profile(15)
@given(n=st.integers(4, 11), extra=st.integers(0, 3), seed=st.integers(0, 10**6))
def test_long_swiss_rematches_and_second_byes_only_when_forced(
    n: int, extra: int, seed: int
) -> None:
    """More rounds than a small field can take without rematches."""
    rules = Rules("swiss", rounds=n - 1 + extra, sides=seed % 2 == 0)
    event = play(rules, field_of(n, random.Random(seed)), seed)
    assert len(event.rounds) == rules.rounds
    for ents, before, new in event.rounds:
        check_swiss_round(rules, ents, before, new)


def side_wish(history: list[int]) -> tuple[int | None, int]:
    """Chess colour preference: (side wanted, 2 absolute / 1 mild / 0 none)."""
    if not history:
        return None, 0
    if len(history) >= 2 and history[-1] == history[-2]:
        return 1 - history[-1], 2
    diff = history.count(0) - history.count(1)
    if diff:
        return (1 if diff > 0 else 0), (2 if abs(diff) >= 2 else 1)
    return 1 - history[-1], 1


@profile(10)
@given(n=st.integers(8, 40), seed=st.integers(0, 10**6))
def test_sides_follow_the_wishes(n: int, seed: int) -> None:
    rules = Rules("swiss", rounds=recommended_rounds(n) + 2)
    event = play(rules, field_of(n, random.Random(seed)), seed)
    history: dict[int, list[int]] = {}
    for ents, before, new in event.rounds:
        rank = {s.entrant: s.rank for s in standings(rules, ents, before)}
        for m in new:
            if m.bye:
                continue
            wishes = {p: side_wish(history.get(p, [])) for p in m.seats}
            side_a, side_b = wishes[m.seats[0]][0], wishes[m.seats[1]][0]
            if side_a is not None and side_a == side_b:
                stronger = max(m.seats, key=lambda p: (wishes[p][1], -rank[p]))
                assert m.seats.index(stronger) == side_a, "the stronger wish wins"
            else:
                for p in m.seats:
                    if wishes[p][0] is not None:
                        assert m.seats.index(p) == wishes[p][0], "a free wish is granted"
        for m in event.matches:
            if m.round == new[0].round and not m.bye and m.points is not None:
                for i, p in enumerate(m.seats):
                    history.setdefault(p, []).append(i)


def test_round_one_meets_top_half_against_bottom_half() -> None:
    entrants = field_of(10, random.Random(3))
    new = pair_next_round(Rules("swiss"), entrants, [], 1, random.Random(1))
    seed = {e.id: e.seed for e in entrants}
    assert sorted(sorted(seed[p] for p in m.seats) for m in new) == [
        [s, s + 5] for s in range(1, 6)
    ]


def result(m: Match, first_wins: bool | None) -> Match:
    pts = (0.5, 0.5) if first_wins is None else (1.0, 0.0) if first_wins else (0.0, 1.0)
    return dataclasses.replace(m, points=pts)


def test_five_players_three_rounds_with_a_drop_and_a_bye() -> None:
    """Round 1 gives the bottom seed the bye; a player leaves during round 2 without playing,
    so their opponent takes the win and round 3 pairs the four left without them."""
    rules = Rules("swiss", rounds=3)
    entrants = field_of(5, random.Random(11))
    seed = {e.id: e.seed for e in entrants}
    rng = random.Random(5)
    assert not is_finished(rules, entrants, [])

    r1 = pair_next_round(rules, entrants, [], 1, rng)
    (bye1,) = [m for m in r1 if m.bye]
    assert seed[bye1.seats[0]] == 5
    matches = [m if m.bye else result(m, True) for m in r1]

    r2 = pair_next_round(rules, entrants, matches, 2, rng)
    (bye2,) = [m for m in r2 if m.bye]
    assert bye2.seats[0] != bye1.seats[0], "nobody takes a second bye while avoidable"
    games = [m for m in r2 if not m.bye]
    leaver = games[0].seats[0]
    opponent = games[0].seats[1]
    entrants = [dataclasses.replace(e, dropped_after=1) if e.id == leaver else e for e in entrants]
    matches += [bye2, games[0], result(games[1], None)]
    table = {s.entrant: s for s in standings(rules, entrants, matches)}
    won_round_one = any(m.seats[0] == opponent for m in r1 if not m.bye)
    assert table[opponent].wins == won_round_one + 1, "the unplayed match is the opponent's win"
    assert table[leaver].losses == (not any(m.seats[0] == leaver for m in r1)) + 1
    assert table[leaver].dropped
    with pytest.raises(PairingError):
        pair_next_round(rules, entrants, matches, 4, rng)

    r3 = pair_next_round(rules, entrants, matches, 3, rng)
    assert not [m for m in r3 if m.bye], "four players left: no bye"
    assert leaver not in {p for m in r3 for p in m.seats}
    assert all(c == 1 for c in met_pairs(matches + r3).values() if c), "no rematch"
    matches += [result(m, False) for m in r3]

    assert is_finished(rules, entrants, matches)
    with pytest.raises(TournamentOver):
        pair_next_round(rules, entrants, matches, 4, rng)
    final = standings(rules, entrants, matches)
    points = {s.entrant: s.points for s in final}
    expected = {e.id: 0.0 for e in entrants}
    for m in matches:
        pts = m.points or tuple(0.0 if p == leaver else 1.0 for p in m.seats)
        for p, x in zip(m.seats, pts, strict=True):
            expected[p] += x
    assert points == expected
    assert [s.rank for s in final] == [1, 2, 3, 4, 5]
    assert [s.points for s in final] == sorted(points.values(), reverse=True)
    assert sum(s.byes for s in final) == 2
    assert winner(rules, entrants, matches) == final[0].entrant


def test_late_joiner_counts_missed_rounds_as_losses() -> None:
    rules = Rules("swiss", rounds=4)
    entrants = field_of(8, random.Random(2))
    rng = random.Random(0)
    matches: list[Match] = []
    for r in (1, 2):
        matches += [result(m, True) for m in pair_next_round(rules, entrants, matches, r, rng)]
    late = Entrant(42, 9, joined_round=3)
    entrants.append(late)
    r3 = pair_next_round(rules, entrants, matches, 3, rng)
    assert 42 in {p for m in r3 for p in m.seats}
    row = next(s for s in standings(rules, entrants, matches) if s.entrant == 42)
    assert (row.losses, row.points, row.rank) == (2, 0.0, 9)
    (bye,) = [m for m in r3 if m.bye]
    assert bye.seats == (42,), "the lowest-ranked player without a bye takes it"


def test_a_round_with_an_open_match_cannot_be_followed() -> None:
    rules = Rules("swiss")
    entrants = field_of(6, random.Random(1))
    r1 = pair_next_round(rules, entrants, [], 1, random.Random(0))
    with pytest.raises(PairingError, match="no result"):
        pair_next_round(rules, entrants, r1, 2, random.Random(0))
    with pytest.raises(PairingError, match="already paired"):
        pair_next_round(rules, entrants, [result(m, True) for m in r1], 1, random.Random(0))
