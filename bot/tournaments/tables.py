"""Multiplayer tables: seat the field at tables of 3..table_size, Swiss-like after round 1.

Round 1 seats a shuffled field (the rng passed in). Later rounds fill tables in standings order,
then improve by swapping players between tables: first so that nobody meets again, then to keep
equal scores together (with a few fresh random starts while someone would still meet again).
Table sizes are as even as possible; a field that cannot be split into tables of at least three
(only with tables of three, or five players at tables of four) sends the fewest players possible
to a bye, chosen like Swiss byes: the lowest-ranked without one.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

from bot.tournaments.model import Entrant, Match, Rules, TournamentOver
from bot.tournaments.records import Record, build_records
from bot.tournaments.tiebreaks import ranked

MAX_PASSES = 30
RESTARTS = 8  # fresh random starts while players still meet again


def table_sizes(n: int, table_size: int) -> tuple[list[int], int]:
    """Table sizes (largest first) and the number of byes for a field of n."""
    if n < 3:
        return ([n] if n == 2 else []), (n if n < 2 else 0)
    for byes in range(n):
        seated = n - byes
        count = -(-seated // table_size)
        if 3 * count <= seated:
            base, extra = divmod(seated, count)
            return [base + 1] * extra + [base] * (count - extra), byes
    raise AssertionError("unreachable: three players always make a table")


def pair_tables(
    rules: Rules,
    entrants: Sequence[Entrant],
    matches: Sequence[Match],
    round_no: int,
    rng: random.Random,
) -> list[Match]:
    """The tables (and any byes) of round `round_no`."""
    records = build_records(rules, entrants, matches, range(1, round_no))
    order = [pid for pid, _ in ranked(rules, records)]
    active = [pid for pid in order if records[pid].entrant.active_in(round_no)]
    if len(active) < 2:
        raise TournamentOver("fewer than two players are left")
    sizes, bye_count = table_sizes(len(active), rules.table_size)
    byes = _byes(active, records, bye_count)
    seated = [pid for pid in active if pid not in byes]
    if not any(records[pid].entries for pid in seated):
        rng.shuffle(seated)
        groups = _chunks(seated, sizes)
    else:
        groups = _improve([_fill(seated, sizes, records), _chunks(seated, sizes)], records)
        for _ in range(RESTARTS):
            if not table_cost(groups, records)[0]:
                break
            shuffled = rng.sample(seated, len(seated))
            retry = _improve([_chunks(shuffled, sizes)], records)
            groups = min(groups, retry, key=lambda gs: table_cost(gs, records))
    rank = {pid: i for i, pid in enumerate(order)}
    groups.sort(key=lambda g: min(rank[p] for p in g))
    out = [
        Match(round_no, t, _seat_order(g, records, rules.sides, rng))
        for t, g in enumerate(groups, start=1)
    ]
    out += [
        Match(round_no, len(out) + t, (pid,), (rules.win_points(),), bye=True)
        for t, pid in enumerate(byes, start=1)
    ]
    return out


def _byes(active: list[int], records: dict[int, Record], count: int) -> list[int]:
    """The lowest-ranked players without a bye (then with one), `count` of them."""
    bottom_up = active[::-1]
    ordered = [p for p in bottom_up if not records[p].byes] + [
        p for p in bottom_up if records[p].byes
    ]
    return ordered[:count]


def _chunks(players: list[int], sizes: list[int]) -> list[list[int]]:
    out, start = [], 0
    for size in sizes:
        out.append(players[start : start + size])
        start += size
    return out


def _met(records: dict[int, Record], a: int, b: int) -> int:
    return records[a].opponents.get(b, 0)


def _fill(players: list[int], sizes: list[int], records: dict[int, Record]) -> list[list[int]]:
    """Fill tables top down: each takes the best-ranked player left, then the best-ranked who has
    met nobody at the table yet (or has met the fewest)."""
    left = list(players)
    groups = []
    for size in sizes:
        table = [left.pop(0)]
        while len(table) < size:
            best = min(
                range(len(left)), key=lambda i: (sum(_met(records, left[i], p) for p in table), i)
            )
            table.append(left.pop(best))
        groups.append(table)
    return groups


def table_cost(groups: list[list[int]], records: dict[int, Record]) -> tuple[int, float]:
    """(repeated pairs, squared score gaps) over the tables: what seating minimises, in order."""
    repeats, spread = 0, 0.0
    for table in groups:
        for a, b in itertools.combinations(table, 2):
            repeats += _met(records, a, b)
            spread += (records[a].points - records[b].points) ** 2
    return repeats, spread


def _improve(starts: list[list[list[int]]], records: dict[int, Record]) -> list[list[int]]:
    """From the better start, swap players between tables while it lowers the cost (repeats
    first, then score spread)."""
    groups = [list(g) for g in min(starts, key=lambda gs: table_cost(gs, records))]

    def cost(table: list[int]) -> tuple[int, float]:
        return table_cost([table], records)

    costs = [cost(g) for g in groups]
    for _ in range(MAX_PASSES):
        better = False
        for x, y in itertools.combinations(range(len(groups)), 2):
            for i, j in itertools.product(range(len(groups[x])), range(len(groups[y]))):
                gx, gy = groups[x][:], groups[y][:]
                gx[i], gy[j] = gy[j], gx[i]
                cx, cy = cost(gx), cost(gy)
                before = (costs[x][0] + costs[y][0], costs[x][1] + costs[y][1])
                if (cx[0] + cy[0], cx[1] + cy[1] + 1e-9) < before:
                    groups[x], groups[y], costs[x], costs[y] = gx, gy, cx, cy
                    better = True
        if not better:
            break
    return groups


def _seat_order(
    table: list[int], records: dict[int, Record], sides: bool, rng: random.Random
) -> tuple[int, ...]:
    """Seat order: those who have sat late in the order so far sit early (rotating the first
    seat), ties by lot; without sides, standings order."""
    if not sides:
        return tuple(table)
    players = list(table)
    rng.shuffle(players)

    def lateness(pid: int) -> float:
        seats = [
            e.seat / len(e.opponents)
            for e in records[pid].entries
            if e.kind == "match" and e.played
        ]
        return sum(seats) / len(seats) if seats else 0.5

    return tuple(sorted(players, key=lambda p: -lateness(p)))
