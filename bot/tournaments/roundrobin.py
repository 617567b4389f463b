"""Round robin by Berger tables: the circle method with FIDE's side rule.

Player number i is the seed order; in round r the non-fixed players a, b with a + b = r + 1
(mod m - 1) meet, and the fixed last number meets the one left over. Sides follow Berger, so
nobody's first-side count differs from their second-side count by more than one and nobody has
the same side three times running. An odd field adds a phantom last number: meeting it is a bye.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.tournaments.model import Entrant, Match, PairingError, Rules, TournamentOver


def berger_round(n: int, round_no: int) -> list[tuple[int, int]]:
    """Round `round_no` of n players numbered 1..n (n + 1 is the phantom of an odd field), each
    pair in seat order."""
    m = n + n % 2
    k = m - 1
    pairs = []
    for a in range(1, m):
        if (2 * a - (round_no + 1)) % k == 0:
            pairs.append((m, a) if round_no % 2 == 0 else (a, m))
        else:
            b = (round_no + 1 - a) % k or k
            if a < b:
                pairs.append((a, b) if (a - b) % k % 2 == 0 else (b, a))
    pairs.sort(key=min)
    return pairs


def round_robin_rounds(n: int) -> int:
    return 0 if n < 2 else n - 1 + n % 2


def seed_order(entrants: Sequence[Entrant]) -> list[Entrant]:
    return sorted(entrants, key=lambda e: (e.seed, e.id))


def no_late_joins(entrants: Sequence[Entrant], format_name: str) -> None:
    if any(e.joined_round > 1 for e in entrants):
        raise PairingError(f"{format_name} cannot take a player after round 1 has started")


def pair_round_robin(rules: Rules, entrants: Sequence[Entrant], round_no: int) -> list[Match]:
    """The matches of a round; a player whose opponent dropped (or is the phantom) has a bye."""
    no_late_joins(entrants, "a round robin")
    field = seed_order(entrants)
    if round_no > round_robin_rounds(len(field)):
        raise TournamentOver("every pair has met")
    number = {i + 1: e for i, e in enumerate(field)}
    games, byes = [], []
    for x, y in berger_round(len(field), round_no):
        a, b = number.get(x), number.get(y)
        here = [e for e in (a, b) if e is not None and e.active_in(round_no)]
        if len(here) == 2:
            seats = (a.id, b.id) if rules.sides or a.seed <= b.seed else (b.id, a.id)
            games.append(seats)
        elif len(here) == 1:
            byes.append(here[0].id)
    out = [Match(round_no, t, seats) for t, seats in enumerate(games, start=1)]
    out += [
        Match(round_no, len(games) + t, (pid,), (rules.win_points(),), bye=True)
        for t, pid in enumerate(byes, start=1)
    ]
    return out
