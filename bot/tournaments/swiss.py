"""Swiss pairing as one maximum-weight perfect matching (networkx), with strict priorities.

Each possible pairing (and each possible bye, as an edge to a bye node) gets a penalty made of
tiers; every tier outweighs all lower tiers together, so the matching settles them in order:
1. as few rematches as possible (none while any legal pairing avoids them);
2. no second bye while someone without a bye can take it;
3. the bye to the lowest-ranked player who can take it;
4. equal scores (the squared score gap, so floats are few and short);
5. side balance (chess-style preferences);
6. within a score group, the top half against the bottom half.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bot.tournaments.model import Entrant, Match, Rules, TournamentOver
from bot.tournaments.records import Record, build_records
from bot.tournaments.sides import conflict, preference, seat_pair
from bot.tournaments.tiebreaks import ranked

BYE = "bye"


def pair_swiss(
    rules: Rules,
    entrants: Sequence[Entrant],
    matches: Sequence[Match],
    round_no: int,
    rng: random.Random,
) -> list[Match]:
    """The matches of a Swiss round; earlier rounds are complete."""
    records = build_records(rules, entrants, matches, range(1, round_no))
    order = [pid for pid, _ in ranked(rules, records)]
    active = [pid for pid in order if records[pid].entrant.active_in(round_no)]
    if len(active) < 2:
        raise TournamentOver("fewer than two players are left")
    pairs, bye = _match(active, records, rules.sides)
    return _seat(rules, active, records, pairs, bye, round_no, rng)


def _tiers(n: int, max_gap: int, max_met: int) -> dict[str, int]:
    """Penalty units, each larger than every lower tier's largest possible total."""
    edges = n // 2 + 1
    lower = edges * n  # the top-half/bottom-half shape term
    tiers = {}
    for name, most in (
        ("side", edges * 2),
        ("score", edges * max_gap**2),
        ("bye_rank", n),
        ("bye_again", 1),
        ("rematch", edges * max_met),
    ):
        tiers[name] = lower + 1
        lower += most * tiers[name]
    tiers["base"] = lower + 1
    return tiers


def _match(
    active: list[int], records: dict[int, Record], sides: bool
) -> tuple[list[tuple[int, int]], int | None]:
    """The pairs and the bye (None for an even field), active best-ranked first."""
    n = len(active)
    pos = {pid: i for i, pid in enumerate(active)}
    score = {pid: records[pid].points for pid in active}
    groups: dict[float, list[int]] = {}
    for pid in active:
        groups.setdefault(score[pid], []).append(pid)
    in_group = {pid: (i, len(g)) for g in groups.values() for i, pid in enumerate(g)}
    prefs = {pid: preference(records[pid].sides()) for pid in active}
    max_gap = max(1, round(2 * (max(score.values()) - min(score.values()))))
    max_met = max([1] + [c for pid in active for c in records[pid].opponents.values()])
    tier = _tiers(n, max_gap, max_met)

    import networkx as nx  # ~13 MiB, and pairings are made in a worker process (bot/offload.py)

    graph = nx.Graph()
    for i, a in enumerate(active):
        for b in active[i + 1 :]:
            gap = round(2 * abs(score[a] - score[b]))
            penalty = (
                records[a].opponents.get(b, 0) * tier["rematch"]
                + gap * gap * tier["score"]
                + _shape(a, b, score, in_group)
            )
            if sides:
                penalty += conflict(prefs[a], prefs[b]) * tier["side"]
            graph.add_edge(a, b, weight=tier["base"] - penalty)
    if n % 2:
        for a in active:
            penalty = (n - 1 - pos[a]) * tier["bye_rank"] + (records[a].byes > 0) * tier[
                "bye_again"
            ]
            graph.add_edge(a, BYE, weight=tier["base"] - penalty)
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    pairs, bye = [], None
    for a, b in matching:
        if b == BYE or a == BYE:
            bye = a if b == BYE else b
        else:
            pairs.append((a, b) if pos[a] < pos[b] else (b, a))
    return pairs, bye


def _shape(a: int, b: int, score: dict[int, float], in_group: dict[int, tuple[int, int]]) -> int:
    """Within a score group, 1st meets the first of the bottom half; a float down meets the top
    of the lower group."""
    ia, ga = in_group[a]
    ib, gb = in_group[b]
    if score[a] == score[b]:
        return abs(abs(ia - ib) - ga // 2)
    if score[a] < score[b]:
        ia, ga, ib, gb = ib, gb, ia, ga
    return (ga - 1 - ia) + ib


def _seat(
    rules: Rules,
    active: list[int],
    records: dict[int, Record],
    pairs: list[tuple[int, int]],
    bye: int | None,
    round_no: int,
    rng: random.Random,
) -> list[Match]:
    pos = {pid: i for i, pid in enumerate(active)}
    pairs.sort(key=lambda p: (-max(records[p[0]].points, records[p[1]].points), pos[p[0]]))
    out = []
    for table, (a, b) in enumerate(pairs, start=1):
        if rules.sides:
            seats = seat_pair(
                a, b, preference(records[a].sides()), preference(records[b].sides()), rng
            )
        else:
            seats = (a, b)
        out.append(Match(round_no, table, seats))
    if bye is not None:
        out.append(Match(round_no, len(pairs) + 1, (bye,), (rules.win_points(),), bye=True))
    return out
