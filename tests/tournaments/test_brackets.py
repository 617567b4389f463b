"""Elimination: seeded brackets with byes to the top seeds, the losers' bracket, the grand final
and its reset, drops, and the top cut after a Swiss."""

from __future__ import annotations

import dataclasses
import math
import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.tournaments import (
    Entrant,
    Match,
    PairingError,
    Rules,
    TournamentOver,
    bracket_view,
    is_finished,
    pair_next_round,
    recommended_rounds,
    standings,
    total_rounds,
    winner,
)
from tests.tournaments.helpers import counted_points, field_of, play, profile, seeds_win


def losers(event_matches: list[Match], entrants: list[Entrant]) -> list[tuple[int, int]]:
    """(round, loser) of every decided game, in round order."""
    out = []
    for m in sorted(event_matches, key=lambda m: m.round):
        pts = None if m.bye else counted_points(m, entrants, 1.0)
        if pts is not None:
            out.append((m.round, m.seats[pts.index(min(pts))]))
    return out


@pytest.mark.parametrize("n", [5, 6, 12])
def test_single_elimination_bracket_shape(n: int) -> None:
    """1 meets N in a full bracket; missing players are byes for the top seeds; when the better
    seed always wins, every round pairs seeds that sum to the round's size plus one."""
    rules = Rules("single_elim")
    entrants = field_of(n, random.Random(n))
    seed = {e.id: e.seed for e in entrants}
    size = 2 ** math.ceil(math.log2(n))
    event = play(rules, entrants, n, result=seeds_win(entrants))
    assert len(event.rounds) == total_rounds(rules, n) == math.ceil(math.log2(n))
    first = event.rounds[0][2]
    assert sorted(seed[m.seats[0]] for m in first if m.bye) == list(range(1, size - n + 1))
    for r, (_, _, new) in enumerate(event.rounds, start=1):
        span = size // 2 ** (r - 1)
        games = [m for m in new if not m.bye]
        assert all(m.bracket == "W" for m in new)
        assert all(sum(seed[p] for p in m.seats) == span + 1 for m in games)
        assert not [m for m in new if m.bye] or r == 1, "byes only in round 1"
    final = event.rounds[-1][2]
    assert sorted(seed[p] for p in final[0].seats) == [1, 2]
    assert winner(rules, event.entrants, event.matches) == next(
        e.id for e in entrants if e.seed == 1
    )
    out_round = {p: r for r, p in losers(event.matches, event.entrants)}
    expected = sorted(entrants, key=lambda e: (-out_round.get(e.id, 99), e.seed))
    assert [s.entrant for s in standings(rules, event.entrants, event.matches)] == [
        e.id for e in expected
    ]


@profile(25)
@given(n=st.integers(8, 64), seed=st.integers(0, 10**6), drops=st.sampled_from([0.0, 0.05]))
def test_single_elimination_over_random_fields(n: int, seed: int, drops: float) -> None:
    rules = Rules("single_elim")
    event = play(rules, field_of(n, random.Random(seed)), seed, drops=drops, forfeits=drops)
    out: set[int] = set()
    for ents, before, new in event.rounds:
        r = new[0].round
        out |= {p for _, p in losers(before, ents)}
        alive = {e.id for e in ents if e.id not in out and e.active_in(r)}
        seated = [p for m in new for p in m.seats]
        assert len(seated) == len(set(seated))
        assert set(seated) == alive, "everyone still in plays or has a bye, nobody else"
    assert len(event.rounds) <= total_rounds(rules, n)
    assert is_finished(rules, event.entrants, event.matches)
    champion = winner(rules, event.entrants, event.matches)
    lost = Counter(p for _, p in losers(event.matches, event.entrants))
    assert champion is None or lost[champion] == 0
    assert all(c == 1 for c in lost.values()), "one loss and you are out"
    table = standings(rules, event.entrants, event.matches)
    if champion is not None:
        assert table[0].entrant == champion


@profile(25)
@given(n=st.integers(2, 64), seed=st.integers(0, 10**6))
def test_double_elimination_over_random_fields(n: int, seed: int) -> None:
    rules = Rules("double_elim")
    entrants = field_of(n, random.Random(seed))
    event = play(rules, entrants, seed)
    k = math.ceil(math.log2(n))
    lost: Counter = Counter()
    reset = False
    for ents, before, new in event.rounds:
        lost = Counter(p for _, p in losers(before, ents))
        seated = [p for m in new for p in m.seats]
        assert len(seated) == len(set(seated)), "one match a round"
        for m in new:
            if m.bracket == "W":
                assert all(lost[p] == 0 for p in m.seats)
            elif m.bracket == "L":
                assert all(lost[p] == 1 for p in m.seats)
            elif m.bracket == "GF":
                assert sorted(lost[p] for p in m.seats) == [0, 1]
            else:
                assert m.bracket == "GF2" and all(lost[p] == 1 for p in m.seats)
                reset = True
    lost = Counter(p for _, p in losers(event.matches, event.entrants))
    champion = winner(rules, event.entrants, event.matches)
    assert lost[champion] == (1 if reset else 0)
    assert all(lost[e.id] == 2 for e in entrants if e.id != champion), "two losses and out"
    games = [m for m in event.matches if not m.bye]
    assert len(games) == 2 * n - 2 + reset
    assert len(event.rounds) == 2 * k + reset == total_rounds(rules, n) - (not reset)
    table = standings(rules, event.entrants, event.matches)
    assert table[0].entrant == champion
    last_loss = {p: r for r, p in losers(event.matches, event.entrants)}
    rest = [s.entrant for s in table[1:]]
    assert rest == sorted(
        rest, key=lambda p: (-last_loss[p], next(e.seed for e in entrants if e.id == p))
    ), "placed by the round they went out"


def decide(m: Match, first_wins: bool) -> Match:
    return dataclasses.replace(m, points=(1.0, 0.0) if first_wins else (0.0, 1.0))


def run_double(grand_final_to_losers_side: bool, reset_to_losers_side: bool) -> tuple:
    rules = Rules("double_elim")
    entrants = field_of(4, random.Random(9))
    seed = {e.id: e.seed for e in entrants}
    rng = random.Random(1)
    matches: list[Match] = []
    r = 1
    while True:
        try:
            new = pair_next_round(rules, entrants, matches, r, rng)
        except TournamentOver:
            return entrants, matches, r - 1
        for m in new:
            better = seed[m.seats[0]] < seed[m.seats[1]]
            if m.bracket == "GF":
                wb_first = m.seats[0] == wb_champion(matches, entrants)
                matches.append(decide(m, wb_first != grand_final_to_losers_side))
            elif m.bracket == "GF2":
                wb_first = m.seats[0] == wb_champion(matches, entrants)
                matches.append(decide(m, wb_first != reset_to_losers_side))
            else:
                matches.append(decide(m, better))
        r += 1


def wb_champion(matches: list[Match], entrants: list[Entrant]) -> int:
    """The winner of the winners' final."""
    final = max((m for m in matches if m.bracket == "W" and not m.bye), key=lambda m: m.round)
    return final.seats[final.points.index(1.0)]


def test_double_elimination_resets_when_the_losers_side_wins_the_final() -> None:
    entrants, matches, rounds = run_double(True, True)
    finals = [m for m in matches if m.bracket in ("GF", "GF2")]
    assert [m.bracket for m in finals] == ["GF", "GF2"]
    assert set(finals[0].seats) == set(finals[1].seats)
    assert finals[0].seats[0] == finals[1].seats[1], "the reset swaps sides"
    assert rounds == total_rounds(Rules("double_elim"), 4)
    lb_side = next(p for p in finals[0].seats if p != wb_champion(matches, entrants))
    assert winner(Rules("double_elim"), entrants, matches) == lb_side
    table = standings(Rules("double_elim"), entrants, matches)
    assert [s.entrant for s in table[:2]] == [lb_side, wb_champion(matches, entrants)]


def test_double_elimination_has_no_reset_when_the_winners_side_wins() -> None:
    entrants, matches, rounds = run_double(False, False)
    assert [m.bracket for m in matches if m.bracket.startswith("GF")] == ["GF"]
    assert rounds == total_rounds(Rules("double_elim"), 4) - 1
    assert winner(Rules("double_elim"), entrants, matches) == wb_champion(matches, entrants)
    assert is_finished(Rules("double_elim"), entrants, matches)


def test_the_winners_side_can_still_take_the_reset() -> None:
    entrants, matches, _ = run_double(True, False)
    champion = winner(Rules("double_elim"), entrants, matches)
    assert champion == wb_champion(matches, entrants)


def test_an_elimination_draw_must_be_settled() -> None:
    rules = Rules("single_elim")
    entrants = field_of(4, random.Random(4))
    r1 = pair_next_round(rules, entrants, [], 1, random.Random(0))
    drawn = [dataclasses.replace(m, points=(0.5, 0.5)) for m in r1]
    with pytest.raises(PairingError, match="needs a winner"):
        pair_next_round(rules, entrants, drawn, 2, random.Random(0))
    assert not is_finished(rules, entrants, drawn)


def test_a_player_who_drops_after_winning_hands_the_next_opponent_a_bye() -> None:
    rules = Rules("single_elim")
    entrants = field_of(8, random.Random(8))
    rng = random.Random(0)
    r1 = [decide(m, True) for m in pair_next_round(rules, entrants, [], 1, rng)]
    quitter = r1[0].seats[0]
    entrants = [dataclasses.replace(e, dropped_after=1) if e.id == quitter else e for e in entrants]
    r2 = pair_next_round(rules, entrants, r1, 2, rng)
    byes = [m for m in r2 if m.bye]
    assert len(byes) == 1 and quitter not in {p for m in r2 for p in m.seats}
    assert byes[0].seats[0] == r1[1].seats[0], "the winner of the neighbouring match goes on"


def test_double_loss_in_elimination_sends_both_home() -> None:
    rules = Rules("single_elim")
    entrants = field_of(8, random.Random(5))
    rng = random.Random(0)
    r1 = pair_next_round(rules, entrants, [], 1, rng)
    played = [dataclasses.replace(r1[0], points=(0.0, 0.0))] + [decide(m, True) for m in r1[1:]]
    r2 = pair_next_round(rules, entrants, played, 2, rng)
    (bye,) = [m for m in r2 if m.bye]
    assert bye.seats == (r1[1].seats[0],), "the neighbouring winner goes through"
    assert not set(r1[0].seats) & {p for m in r2 for p in m.seats}
    out_in_round_one = set(r1[0].seats) | {m.seats[1] for m in played[1:]}
    table = standings(rules, entrants, played + r2)
    assert {s.entrant for s in table[-len(out_in_round_one) :]} == out_in_round_one


def test_the_last_player_standing_wins_without_byes() -> None:
    rules = Rules("single_elim")
    entrants = field_of(4, random.Random(5))
    r1 = pair_next_round(rules, entrants, [], 1, random.Random(0))
    played = [dataclasses.replace(r1[0], points=(0.0, 0.0)), decide(r1[1], True)]
    assert is_finished(rules, entrants, played)
    assert winner(rules, entrants, played) == r1[1].seats[0]
    with pytest.raises(TournamentOver):
        pair_next_round(rules, entrants, played, 2, random.Random(0))


def test_top_cut_after_swiss() -> None:
    rules = Rules("swiss", rounds=4, top_cut=4)
    entrants = field_of(16, random.Random(16))
    event = play(rules, entrants, 16, drops=0.05)
    assert total_rounds(rules, 16) == 6
    swiss = [m for m in event.matches if m.round <= 4]
    before_cut = standings(Rules("swiss", rounds=4), event.entrants, swiss)
    top = [s.entrant for s in before_cut if not s.dropped][:4]
    cut = [m for m in event.matches if m.round > 4]
    assert {m.bracket for m in cut} == {"W"}
    semis = [m for m in cut if m.round == 5]
    assert sorted(sorted(top.index(p) for p in m.seats) for m in semis) == [[0, 3], [1, 2]]
    final = standings(rules, event.entrants, event.matches)
    champion = winner(rules, event.entrants, event.matches)
    assert final[0].entrant == champion and champion in top
    assert {s.entrant for s in final[:4]} == set(top)
    rest = [s.entrant for s in final[4:]]
    assert rest == [s.entrant for s in before_cut if s.entrant not in top]


def test_brackets_refuse_late_joins() -> None:
    entrants = field_of(4, random.Random(1)) + [Entrant(7, 5, joined_round=2)]
    for fmt in ("single_elim", "double_elim", "round_robin"):
        with pytest.raises(PairingError, match="after round 1"):
            pair_next_round(Rules(fmt), entrants, [], 1, random.Random(0))


@profile(25)
@given(
    n=st.integers(2, 64),
    seed=st.integers(0, 10**6),
    fmt=st.sampled_from(["single_elim", "double_elim"]),
)
def test_brackets_with_drops_pair_only_players_still_in(n: int, seed: int, fmt: str) -> None:
    """Drops between and during rounds: nobody gone is paired, nobody plays twice a round, and
    the bracket still ends (a round left empty by drops comes back as no matches)."""
    rules = Rules(fmt)
    event = play(rules, field_of(n, random.Random(seed)), seed, drops=0.08, forfeits=0.05)
    for ents, before, new in event.rounds:
        seated = [p for m in new for p in m.seats]
        assert len(seated) == len(set(seated))
        gone = {e.id for e in ents if e.dropped_after is not None}
        assert not gone & set(seated)
        out = {p for _, p in losers(before, ents)}
        if fmt == "single_elim":
            assert not out & set(seated)
    assert len(event.rounds) <= total_rounds(rules, n)
    assert is_finished(rules, event.entrants, event.matches)
    champion = winner(rules, event.entrants, event.matches)
    table = standings(rules, event.entrants, event.matches)
    assert sorted(s.entrant for s in table) == sorted(e.id for e in event.entrants)
    if champion is not None:
        assert table[0].entrant == champion


@pytest.mark.parametrize("fmt, n", [("single_elim", 6), ("double_elim", 5), ("double_elim", 8)])
def test_bracket_view_follows_the_matches(fmt: str, n: int) -> None:
    rules = Rules(fmt)
    entrants = field_of(n, random.Random(n))
    event = play(rules, entrants, n)
    start = bracket_view(rules, entrants, [])
    assert [s.known for s in start if s.round > 1] and not any(
        all(s.known) for s in start if s.round > 1
    ), "later rounds wait on round 1"
    slots = bracket_view(rules, event.entrants, event.matches)
    assert all(all(s.known) for s in slots)
    for s in slots:
        match = next((m for m in event.matches if m.round == s.round and s.winner in m.seats), None)
        present = [p for p in s.players if p is not None]
        if len(present) == 2:
            assert match is not None and set(match.seats) == set(present)
            assert match.bracket == s.bracket
        elif present:
            assert s.winner == present[0]
    last = slots[-1]
    assert last.winner == winner(rules, event.entrants, event.matches)
    assert bracket_view(Rules("swiss"), entrants, []) == []


@profile(20)
@given(
    n=st.integers(8, 40),
    cut=st.sampled_from([2, 4, 6, 8]),
    seed=st.integers(0, 10**6),
)
def test_top_cut_keeps_its_draw_through_drops(n: int, cut: int, seed: int) -> None:
    """Players leaving during the cut (even before playing its first round) never redraw it."""
    rules = Rules("swiss", top_cut=cut)
    event = play(rules, field_of(n, random.Random(seed)), seed, drops=0.1, forfeits=0.08)
    swiss = recommended_rounds(n)
    cut_rounds = [new for _, _, new in event.rounds if new and new[0].round > swiss]
    assert is_finished(rules, event.entrants, event.matches)
    if not cut_rounds:
        return
    drawn = {p for m in cut_rounds[0] for p in m.seats}
    assert 2 <= len(drawn) <= cut
    for new in cut_rounds:
        assert {m.bracket for m in new} == {"W"}
        assert {p for m in new for p in m.seats} <= drawn
    champion = winner(rules, event.entrants, event.matches)
    assert champion is None or champion in drawn
    top = standings(rules, event.entrants, event.matches)[: len(drawn)]
    assert {s.entrant for s in top} == drawn
