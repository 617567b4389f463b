"""Playing whole events with random results, drops and late joins, and checking them from outside.

Everything here reads the match list directly, never the core's own records, so that the
properties compare the core against an independent reading of the documented rules.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from hypothesis import HealthCheck, settings

from bot.tournaments import Entrant, Match, Rules, TournamentOver, pair_next_round


def profile(examples: int) -> settings:
    """Derandomized, no deadline: the same examples every run, so a run is never flaky."""
    return settings(
        max_examples=examples,
        deadline=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


# ----------------------------------------------------------------------------------- a field
def field_of(n: int, rng: random.Random) -> list[Entrant]:
    """n players with Discord-sized ids that do not follow the seeds."""
    ids = rng.sample(range(10**17, 10**18), n)
    return [Entrant(pid, seed) for seed, pid in enumerate(ids, start=1)]


def replace_entrant(entrants: list[Entrant], pid: int, **changes: object) -> None:
    for i, e in enumerate(entrants):
        if e.id == pid:
            entrants[i] = dataclasses.replace(e, **changes)


# --------------------------------------------------------------------------------- results
Result = Callable[[Match, random.Random], tuple[float, ...]]


def random_result(rules: Rules, draws: float = 0.1, double_losses: float = 0.02) -> Result:
    """Random results: at tables a random placing (sometimes shared); two players win, lose,
    draw or (rarely) both lose; elimination matches always have a winner."""

    def result(m: Match, rng: random.Random) -> tuple[float, ...]:
        if len(m.seats) > 2 or rules.format == "tables":
            places = list(range(len(m.seats)))
            rng.shuffle(places)
            pts = [placement(rules, p) for p in places]
            if rng.random() < 0.1:  # a shared place
                i, j = rng.sample(range(len(pts)), 2)
                pts[j] = pts[i]
            return tuple(pts)
        x = rng.random()
        if not m.bracket:
            if x < draws:
                return (0.5, 0.5)
            if x < draws + double_losses:
                return (0.0, 0.0)
        return (1.0, 0.0) if rng.random() < 0.5 else (0.0, 1.0)

    return result


def placement(rules: Rules, place: int) -> float:
    pp = rules.placement_points
    return float(pp[place]) if place < len(pp) else 0.0


def seeds_win(entrants: Sequence[Entrant]) -> Result:
    """The better seed always wins."""
    seed = {e.id: e.seed for e in entrants}

    def result(m: Match, rng: random.Random) -> tuple[float, ...]:
        best = min(m.seats, key=lambda p: seed[p])
        return tuple(1.0 if p == best else 0.0 for p in m.seats)

    return result


# ---------------------------------------------------------------------------------- events
@dataclass
class Event:
    rules: Rules
    entrants: list[Entrant]
    matches: list[Match] = field(default_factory=list)
    # each round as paired: (entrants before pairing, matches before pairing, the new matches)
    rounds: list[tuple[list[Entrant], list[Match], list[Match]]] = field(default_factory=list)


def play(
    rules: Rules,
    entrants: list[Entrant],
    seed: int,
    *,
    result: Result | None = None,
    drops: float = 0.0,
    forfeits: float = 0.0,
    joins: float = 0.0,
    max_rounds: int = 200,
) -> Event:
    """Pair and play rounds until the core says the event is over.

    drops: the chance a player leaves after a round; forfeits: the chance a player leaves during
    a round without playing their match (it stays unplayed); joins: the chance a new player
    joins before a round (Swiss and tables).
    """
    rng = random.Random(seed)
    pair_rng = random.Random(seed * 7919 + 1)
    result = result or random_result(rules)
    event = Event(rules, list(entrants))
    for r in range(1, max_rounds + 1):
        if joins and r > 1 and rng.random() < joins:
            pid = rng.randrange(10**18, 2 * 10**18)  # never one of field_of's
            event.entrants.append(Entrant(pid, len(event.entrants) + 1, joined_round=r))
        before = (list(event.entrants), list(event.matches))
        try:
            new = pair_next_round(rules, event.entrants, event.matches, r, pair_rng)
        except TournamentOver:
            break
        event.rounds.append((*before, new))
        for m in new:
            if m.bye:
                event.matches.append(m)
            elif forfeits and rng.random() < forfeits:
                quitter = rng.choice(m.seats)
                replace_entrant(event.entrants, quitter, dropped_after=r - 1)
                if len(m.seats) > 2:  # the rest of the table plays on; the leaver scores 0
                    pts = result(m, rng)
                    m = dataclasses.replace(
                        m,
                        points=tuple(
                            0.0 if p == quitter else x for p, x in zip(m.seats, pts, strict=True)
                        ),
                    )
                event.matches.append(m)
            else:
                event.matches.append(dataclasses.replace(m, points=result(m, rng)))
        for e in list(event.entrants):
            if drops and e.active_in(r) and rng.random() < drops:
                replace_entrant(event.entrants, e.id, dropped_after=r)
    else:
        raise AssertionError("the event never ended")
    return event


# ------------------------------------------------------------------ an independent reading
def counted_points(m: Match, entrants: Sequence[Entrant], win: float) -> tuple[float, ...] | None:
    """A match's points: as reported; unplayed with a player gone before its round, the players
    still in win (at a table, only when one is left)."""
    if m.points is not None:
        return tuple(m.points)
    by_id = {e.id: e for e in entrants}
    gone = [
        by_id[p].dropped_after is not None and by_id[p].dropped_after < m.round for p in m.seats
    ]
    if not any(gone) or (len(m.seats) > 2 and gone.count(False) > 1):
        return None
    return tuple(0.0 if g else win for g in gone)


def versus(points: Sequence[float], i: int, j: int) -> float:
    if points[i] != points[j]:
        return 1.0 if points[i] > points[j] else 0.0
    return 0.0 if len(points) == 2 and points[i] == 0 else 0.5


def met_pairs(matches: Sequence[Match]) -> Counter:
    """How often each pair of players has sat at the same match."""
    return Counter(
        frozenset(pair) for m in matches if not m.bye for pair in itertools.combinations(m.seats, 2)
    )
