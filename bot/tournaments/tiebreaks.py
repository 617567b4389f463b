"""Tiebreakers and the ranking they decide, each computed the one documented way.

- buchholz: the sum, over a player's rounds, of the final points of the opponents met that round.
  A bye counts as a virtual opponent with the player's own final points (the FIDE 2023 rule, so
  the bye never punishes its taker); a round missed by a late join counts nothing.
- buchholz_cut1: buchholz less its smallest round contribution.
- sonneborn_berger: the sum of each opponent's final points times the result against them
  (1 / 0.5 / 0); a bye adds the player's own points as above.
- omw: the mean over opponents met (byes excluded) of their match-win % floored at 1/3; a
  match-win % is points over the points possible in the rounds counted (byes as wins, missed
  rounds as losses).
- gw: the player's share of the points possible in the games actually played.
- h2h: the results against the players still tied on points and every earlier tiebreaker.
At tables each opponent at the table counts (with the pairwise result of the placings), and a bye
stands for a full table of virtual opponents.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.tournaments.model import Rules
from bot.tournaments.records import Record

PLACES = 6  # tiebreaks are rounded so that equal fractions computed in another order stay equal


def _virtual_opponents(rules: Rules) -> int:
    return rules.table_size - 1 if rules.format == "tables" else 1


def buchholz_parts(rec: Record, records: Mapping[int, Record], rules: Rules) -> list[float]:
    """Each round's contribution to Buchholz."""
    parts = []
    for e in rec.entries:
        if e.kind == "match":
            parts.append(sum(records[o].points for o in e.opponents if o in records))
        elif e.kind == "bye":
            parts.append(rec.points * _virtual_opponents(rules))
    return parts


def sonneborn_berger(rec: Record, records: Mapping[int, Record], rules: Rules) -> float:
    total = 0.0
    for e in rec.entries:
        if e.kind == "match":
            total += sum(
                r * records[o].points
                for o, r in zip(e.opponents, e.results, strict=True)
                if o in records
            )
        elif e.kind == "bye":
            total += rec.points * _virtual_opponents(rules)
    return total


def match_win_pct(rec: Record, rules: Rules) -> float:
    if not rec.rounds_counted:
        return 0.0
    return rec.points / (rules.win_points() * rec.rounds_counted)


def omw(rec: Record, records: Mapping[int, Record], rules: Rules) -> float:
    pcts = [
        max(1 / 3, match_win_pct(records[o], rules))
        for e in rec.entries
        if e.kind == "match"
        for o in e.opponents
        if o in records
    ]
    return sum(pcts) / len(pcts) if pcts else 0.0


def game_win_pct(rec: Record, rules: Rules) -> float:
    games = [e for e in rec.entries if e.kind == "match" and e.played]
    if not games:
        return 0.0
    return sum(e.points for e in games) / (rules.win_points() * len(games))


def global_value(name: str, rec: Record, records: Mapping[int, Record], rules: Rules) -> float:
    """A tiebreaker that does not depend on who else is tied."""
    if name == "buchholz":
        return sum(buchholz_parts(rec, records, rules))
    if name == "buchholz_cut1":
        parts = buchholz_parts(rec, records, rules)
        return sum(parts) - min(parts) if parts else 0.0
    if name == "sonneborn_berger":
        return sonneborn_berger(rec, records, rules)
    if name == "omw":
        return omw(rec, records, rules)
    if name == "gw":
        return game_win_pct(rec, rules)
    raise ValueError(name)


def head_to_head(rec: Record, group: set[int]) -> float:
    """Results against the other members of a tied group."""
    return sum(
        r
        for e in rec.entries
        if e.kind == "match"
        for o, r in zip(e.opponents, e.results, strict=True)
        if o in group and o != rec.entrant.id
    )


def ranked(
    rules: Rules, records: Mapping[int, Record], tiebreakers: Sequence[str] | None = None
) -> list[tuple[int, tuple[float, ...]]]:
    """Players best first with their tiebreak values: points, then each tiebreaker in order,
    then seed. Head-to-head is taken within the group still tied when it is reached."""
    names = rules.tiebreakers if tiebreakers is None else tuple(tiebreakers)
    keys: dict[int, list[float]] = {
        pid: [round(rec.points, PLACES)] for pid, rec in records.items()
    }
    for name in names:
        if name == "h2h":
            groups: dict[tuple[float, ...], set[int]] = {}
            for pid, key in keys.items():
                groups.setdefault(tuple(key), set()).add(pid)
            for pid, key in keys.items():
                key.append(round(head_to_head(records[pid], groups[tuple(key)]), PLACES))
        else:
            for pid, key in keys.items():
                key.append(round(global_value(name, records[pid], records, rules), PLACES))

    def order(pid: int) -> tuple:
        e = records[pid].entrant
        return (tuple(-k for k in keys[pid]), e.seed, e.id)

    return [(pid, tuple(keys[pid][1:])) for pid in sorted(keys, key=order)]
