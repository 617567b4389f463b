"""Elimination brackets as a fixed plan of positions, filled in from the match list.

A position is one match slot of the bracket: its round, its bracket ("W", "L", "GF", "GF2") and
where its two players come from (a seed, or the winner or loser of an earlier position). The plan
depends only on the field size, so the bracket never needs storing: who plays where is read off
the seeds and the results. Byes go to the top seeds (1 meets N, seeds placed so that 1 and 2 can
only meet in the final); a side left empty by a drop or a double loss is a bye too.

Double elimination: losers of winners' round 1 meet in losers' round 1; each later winners' round
drops its losers into the losers' bracket (in reversed or half-swapped order, to put off
rematches); the losers' champion meets the winners' champion in the grand final, and a reset
(GF2) is played only if the losers' champion wins it. Losers' round i is played in round i + 1,
so the event takes 2k + 1 rounds at most for a bracket of 2**k.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from bot.tournaments.model import Entrant, Match
from bot.tournaments.records import effective_points


class _Pending:
    def __repr__(self) -> str:
        return "PENDING"


PENDING = _Pending()  # not known yet: an earlier match is still open
Occupant = int | None | _Pending  # an entrant id, None for nobody, or PENDING


@dataclass(frozen=True)
class Source:
    kind: str  # "seed" (ref: seed number, 1-based), "win" or "lose" (ref: position index)
    ref: int


@dataclass(frozen=True)
class Position:
    index: int
    round: int
    bracket: str
    sources: tuple[Source, Source]


def bracket_size(n: int) -> int:
    """The smallest power of two that holds n players."""
    size = 1
    while size < n:
        size *= 2
    return size


def slot_order(size: int) -> list[int]:
    """Seed numbers in bracket order: 1 meets `size`, and 1 and 2 meet in the final at the
    earliest."""
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [s for seed in order for s in (seed, total - seed)]
    return order


def single_plan(n: int, first_round: int = 1) -> list[Position]:
    """A single-elimination bracket of n seeds starting at `first_round`."""
    size = bracket_size(n)
    order = slot_order(size)
    positions: list[Position] = []
    prev = []
    for j in range(size // 2):
        src = (Source("seed", order[2 * j]), Source("seed", order[2 * j + 1]))
        prev.append(_add(positions, first_round, "W", src))
    rnd = first_round
    while len(prev) > 1:
        rnd += 1
        prev = [
            _add(positions, rnd, "W", (Source("win", prev[2 * j]), Source("win", prev[2 * j + 1])))
            for j in range(len(prev) // 2)
        ]
    return positions


def double_plan(n: int) -> list[Position]:
    """A double-elimination bracket of n seeds: winners, losers, grand final and its reset."""
    positions = single_plan(n)
    size = bracket_size(n)
    k = size.bit_length() - 1
    wb = [[p.index for p in positions if p.round == t] for t in range(1, k + 1)]
    if k == 1:
        lb_champion = Source("lose", wb[0][0])
    else:
        lb = [
            _add(
                positions, 2, "L", (Source("lose", wb[0][2 * j]), Source("lose", wb[0][2 * j + 1]))
            )
            for j in range(size // 4)
        ]
        for t in range(2, k + 1):
            drops = wb[t - 1]
            count = len(drops)
            perm = [count - 1 - j if t % 2 == 0 else (j + count // 2) % count for j in range(count)]
            rnd = 2 * t - 1
            lb = [
                _add(positions, rnd, "L", (Source("win", lb[j]), Source("lose", drops[perm[j]])))
                for j in range(count)
            ]
            if len(lb) > 1:
                lb = [
                    _add(
                        positions,
                        rnd + 1,
                        "L",
                        (Source("win", lb[2 * j]), Source("win", lb[2 * j + 1])),
                    )
                    for j in range(len(lb) // 2)
                ]
        lb_champion = Source("win", lb[0])
    gf = _add(positions, 2 * k, "GF", (Source("win", wb[-1][0]), lb_champion))
    _add(positions, 2 * k + 1, "GF2", (Source("lose", gf), Source("win", gf)))
    return positions


def _add(positions: list[Position], rnd: int, bracket: str, src: tuple[Source, Source]) -> int:
    positions.append(Position(len(positions), rnd, bracket, src))
    return len(positions) - 1


@dataclass
class Resolved:
    """One position as the results stand."""

    players: tuple[Occupant, Occupant]
    winner: Occupant
    loser: Occupant
    needed: bool = True  # False: a reset the grand final made unnecessary


@dataclass
class Bracket:
    """A plan filled in from the matches: who sits where, who is out and when."""

    plan: list[Position]
    seeds: Sequence[int]  # entrant ids, seed 1 first
    entrants: Mapping[int, Entrant]
    matches: Sequence[Match]
    win: float = 1.0
    problems: list[str] = field(default_factory=list)
    exits: dict[int, int] = field(default_factory=dict)  # entrant -> the round they went out
    _done: dict[int, Resolved] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._by_player = {(m.round, s): m for m in self.matches for s in m.seats}
        self._paired = {m.round for m in self.matches}
        self._loser_goes = {
            s.ref for p in self.plan for s in p.sources if s.kind == "lose" and p.bracket != "GF2"
        }
        for p in self.plan:
            self.resolve(p.index)

    def occupant(self, source: Source) -> Occupant:
        if source.kind == "seed":
            return self.seeds[source.ref - 1] if source.ref <= len(self.seeds) else None
        done = self.resolve(source.ref)
        return done.winner if source.kind == "win" else done.loser

    def resolve(self, index: int) -> Resolved:
        if index in self._done:
            return self._done[index]
        pos = self.plan[index]
        players = tuple(self._present(self.occupant(s), pos.round) for s in pos.sources)
        done = self._result(pos, players)
        self._done[index] = done
        return done

    def _present(self, who: Occupant, rnd: int) -> Occupant:
        if isinstance(who, int) and self.entrants[who].gone_by(rnd):
            self._out(who, rnd)
            return None
        return who

    def _out(self, who: Occupant, rnd: int) -> None:
        if isinstance(who, int):
            self.exits.setdefault(who, rnd)

    def _result(self, pos: Position, players: tuple[Occupant, Occupant]) -> Resolved:
        a, b = players
        if pos.bracket == "GF2":
            gf = self.resolve(pos.sources[0].ref)
            if gf.winner is PENDING:
                return Resolved(players, PENDING, PENDING)
            if gf.winner is None or gf.winner == gf.players[0] or gf.loser is None:
                return Resolved((None, None), None, None, needed=False)
        if a is None and b is None:
            return Resolved(players, None, None)
        if PENDING in (a, b) or pos.round not in self._paired:
            return Resolved(players, PENDING, PENDING)
        if a is None or b is None:
            return Resolved(players, b if a is None else a, None)
        match = self._by_player.get((pos.round, a))
        if match is None or set(match.seats) != {a, b}:
            self.problems.append(f"round {pos.round} lacks the bracket match of <@{a}> and <@{b}>")
            return Resolved(players, PENDING, PENDING)
        pts = effective_points(match, self.entrants, self.win)
        if pts is None:
            return Resolved(players, PENDING, PENDING)
        pa, pb = (pts[match.seats.index(a)], pts[match.seats.index(b)])
        if pa == pb:
            if pa > 0:
                self.problems.append(
                    f"round {pos.round}, table {match.table} is a draw; an "
                    "elimination match needs a winner"
                )
                return Resolved(players, PENDING, PENDING)
            self._out(a, pos.round)
            self._out(b, pos.round)
            return Resolved(players, None, None)
        winner, loser = (a, b) if pa > pb else (b, a)
        keeps_loser = pos.index in self._loser_goes or (pos.bracket == "GF" and loser == a)
        if not keeps_loser:
            self._out(loser, pos.round)
        return Resolved(players, winner, loser)

    def _final_winner(self) -> Occupant:
        """The winner of the last match of the plan (or of the reset when it is needed)."""
        finals = [p for p in self.plan if p.bracket in ("GF", "GF2")]
        if not self.plan:
            return self.seeds[0] if self.seeds else None
        if not finals:
            return self.resolve(self.plan[-1].index).winner
        gf, reset = (self.resolve(p.index) for p in finals)
        return gf.winner if not reset.needed else reset.winner

    def champion(self) -> Occupant:
        """The winner, None if nobody is left, PENDING while undecided. A player left alone
        (everyone else out or gone) has won: the byes ahead of them change nothing."""
        decided = self._final_winner()
        if decided is not PENDING:
            return decided
        last = max(self._paired, default=0)
        alive = [
            p
            for p in self.seeds
            if p not in self.exits
            and (self.entrants[p].dropped_after is None or self.entrants[p].dropped_after > last)
        ]
        if len(alive) > 1:
            return PENDING
        return alive[0] if alive else None

    def round_matches(
        self, rnd: int
    ) -> tuple[list[tuple[Position, int, int]], list[tuple[Position, int]]]:
        """The games and byes of round `rnd`, in bracket order; LookupError while it depends on
        an open match."""
        games, byes = [], []
        for pos in self.plan:
            if pos.round != rnd:
                continue
            done = self.resolve(pos.index)
            if not done.needed:
                continue
            a, b = done.players
            if PENDING in (a, b):
                raise LookupError(pos)
            if a is not None and b is not None:
                games.append((pos, a, b))
            elif a is not None or b is not None:
                byes.append((pos, a if a is not None else b))
        return games, byes
