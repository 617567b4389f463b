"""A straightforward recomputation of standings from the match list, written apart from the core.

It follows the documented definitions literally, one loop per number, so that any shortcut in
the core (records, memoisation, rounding) is checked against the plain arithmetic.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.tournaments import Entrant, Match, Rules
from tests.tournaments.helpers import counted_points, versus


@dataclass
class Line:
    points: float = 0.0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    byes: int = 0
    rounds: int = 0  # matches + byes + missed rounds
    # (opponents, my results against them, my points, played) per match
    games: list[tuple[list[int], list[float], float, bool]] = field(default_factory=list)
    tiebreaks: dict[str, float] = field(default_factory=dict)


def lines(rules: Rules, entrants: Sequence[Entrant], matches: Sequence[Match]) -> dict[int, Line]:
    win = float(rules.placement_points[0]) if rules.format == "tables" else 1.0
    out = {e.id: Line() for e in entrants}
    for m in matches:
        if m.bye:
            line = out[m.seats[0]]
            line.points += m.points[0] if m.points else win
            line.byes += 1
            line.rounds += 1
            continue
        pts = counted_points(m, entrants, win)
        if pts is None:
            continue
        for i, p in enumerate(m.seats):
            others = [j for j in range(len(m.seats)) if j != i]
            line = out[p]
            line.points += pts[i]
            line.rounds += 1
            line.games.append(
                (
                    [m.seats[j] for j in others],
                    [versus(pts, i, j) for j in others],
                    pts[i],
                    m.points is not None,
                )
            )
            top = max(pts)
            if pts[i] == top and top > 0:
                if pts.count(top) == 1:
                    line.wins += 1
                else:
                    line.draws += 1
            else:
                line.losses += 1
    paired = {m.round for m in matches}
    for e in entrants:
        missed = sum(1 for r in paired if r < e.joined_round)
        out[e.id].losses += missed
        out[e.id].rounds += missed
    virtual = rules.table_size - 1 if rules.format == "tables" else 1
    for line in out.values():
        parts = [sum(out[o].points for o in opps) for opps, _, _, _ in line.games]
        parts += [line.points * virtual] * line.byes
        sb = sum(
            r * out[o].points
            for opps, res, _, _ in line.games
            for o, r in zip(opps, res, strict=True)
        )
        sb += line.points * virtual * line.byes
        pcts = [
            max(1 / 3, out[o].points / (win * out[o].rounds))
            for opps, *_ in line.games
            for o in opps
        ]
        played = [pts for _, _, pts, was_played in line.games if was_played]
        line.tiebreaks = {
            "buchholz": sum(parts),
            "buchholz_cut1": sum(parts) - min(parts) if parts else 0.0,
            "sonneborn_berger": sb,
            "omw": sum(pcts) / len(pcts) if pcts else 0.0,
            "gw": sum(played) / (win * len(played)) if played else 0.0,
        }
    return out


def ordered(
    rules: Rules, entrants: Sequence[Entrant], matches: Sequence[Match]
) -> list[tuple[int, tuple[float, ...]]]:
    """Players best first with their tiebreaks, head-to-head taken among those still tied."""
    table = lines(rules, entrants, matches)
    seed = {e.id: e.seed for e in entrants}
    keys = {p: [round(line.points, 6)] for p, line in table.items()}
    for name in rules.tiebreakers:
        if name != "h2h":
            for p in keys:
                keys[p].append(round(table[p].tiebreaks[name], 6))
            continue
        snapshot = {p: tuple(k) for p, k in keys.items()}
        for p in keys:
            tied = {q for q in keys if snapshot[q] == snapshot[p] and q != p}
            h2h = sum(
                r
                for opps, res, _, _ in table[p].games
                for o, r in zip(opps, res, strict=True)
                if o in tied
            )
            keys[p].append(round(h2h, 6))
    order = sorted(keys, key=lambda p: ([-k for k in keys[p]], seed[p], p))
    return [(p, tuple(keys[p][1:])) for p in order]
