"""Pairing and placing for elimination brackets: single, double, and the top cut after Swiss."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bot.tournaments.brackets import PENDING, Bracket, double_plan, single_plan
from bot.tournaments.model import Entrant, Match, PairingError, Rules, TournamentOver
from bot.tournaments.records import Record
from bot.tournaments.sides import preference, seat_pair

BRACKET_ORDER = {"W": 0, "L": 1, "GF": 2, "GF2": 3}


def make_bracket(
    rules: Rules,
    seeds: Sequence[int],
    entrants: Sequence[Entrant],
    matches: Sequence[Match],
    first_round: int = 1,
) -> Bracket:
    """The bracket of `seeds` (entrant ids, best first) as the matches have filled it."""
    if rules.format == "double_elim":
        plan = double_plan(len(seeds)) if len(seeds) >= 2 else []
    else:
        plan = single_plan(len(seeds), first_round) if len(seeds) >= 2 else []
    chosen = [m for m in matches if m.round >= first_round]
    return Bracket(plan, list(seeds), {e.id: e for e in entrants}, chosen, rules.win_points())


def pair_bracket(
    rules: Rules, bracket: Bracket, records: Mapping[int, Record], round_no: int, rng: random.Random
) -> list[Match]:
    """The matches of `round_no`; byes (a side left empty) come already scored, after the games."""
    if bracket.problems:
        raise PairingError(bracket.problems[0])
    if bracket.champion() is not PENDING or round_no > max(p.round for p in bracket.plan):
        raise TournamentOver("the bracket is decided")
    try:
        games, byes = bracket.round_matches(round_no)
    except LookupError:
        raise PairingError(f"round {round_no - 1} is not complete") from None
    rank = {pid: i for i, pid in enumerate(bracket.seeds)}
    games.sort(key=lambda g: (BRACKET_ORDER[g[0].bracket], g[0].index))
    out = []
    for table, (pos, a, b) in enumerate(games, start=1):
        first, second = (a, b) if rank[a] <= rank[b] else (b, a)
        if rules.sides:
            pref = {
                p: preference(records[p].sides()) if p in records else preference([])
                for p in (a, b)
            }
            seats = seat_pair(first, second, pref[first], pref[second], rng)
        else:
            seats = (first, second)
        out.append(Match(round_no, table, seats, bracket=pos.bracket))
    for table, (pos, pid) in enumerate(byes, start=len(out) + 1):
        out.append(
            Match(round_no, table, (pid,), (rules.win_points(),), bye=True, bracket=pos.bracket)
        )
    return out


def placing(bracket: Bracket) -> list[int]:
    """The bracket's entrants in final placing order: the champion, those still in, then by the
    round they went out (later is better), ties by seed."""
    champion = bracket.champion()
    rank = {pid: i for i, pid in enumerate(bracket.seeds)}

    def key(pid: int) -> tuple[int, int, int]:
        if pid == champion:
            return (0, 0, rank[pid])
        if pid not in bracket.exits:
            return (1, 0, rank[pid])
        return (2, -bracket.exits[pid], rank[pid])

    return sorted(bracket.seeds, key=key)


def bracket_rounds(rules: Rules, n: int) -> int:
    """How many rounds a bracket of n takes at most (double elimination: with the reset)."""
    if n < 2:
        return 0
    k = (n - 1).bit_length()
    return 2 * k + 1 if rules.format == "double_elim" else k


@dataclass(frozen=True)
class BracketSlot:
    """One match slot of a bracket as it stands, for drawing the bracket."""

    round: int
    bracket: str  # "W", "L", "GF", "GF2"
    index: int  # top to bottom within its round and bracket, from 0
    players: tuple[int | None, int | None]  # None: nobody (a bye) or not known yet
    known: tuple[bool, bool]  # False where the player waits on an open match
    winner: int | None  # None while undecided (or if nobody went through)


def bracket_slots(bracket: Bracket) -> list[BracketSlot]:
    """Every needed slot of the bracket in round order, winners' bracket first."""
    out = []
    count: dict[tuple[int, str], int] = {}
    for pos in sorted(bracket.plan, key=lambda p: (p.round, BRACKET_ORDER[p.bracket], p.index)):
        done = bracket.resolve(pos.index)
        if not done.needed:
            continue
        index = count.get((pos.round, pos.bracket), 0)
        count[(pos.round, pos.bracket)] = index + 1
        players = tuple(p if isinstance(p, int) else None for p in done.players)
        known = tuple(p is not PENDING for p in done.players)
        winner = done.winner if isinstance(done.winner, int) else None
        out.append(BracketSlot(pos.round, pos.bracket, index, players, known, winner))
    return out
