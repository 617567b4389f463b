"""Each player's record read off the match list: the one source standings and pairings share.

A match counts as its points say. An unplayed match whose player had dropped before its round is a
forfeit: the players still in take the win, so a drop never leaves an opponent's round open.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from bot.tournaments.model import Entrant, Match, PairingError, Rules


def effective_points(
    match: Match, by_id: Mapping[int, Entrant], win: float = 1.0
) -> tuple[float, ...] | None:
    """The points a match counts for: its result, a forfeit after a drop, or None (still open)."""
    if match.points is not None:
        if len(match.points) != len(match.seats):
            raise PairingError(f"round {match.round}, table {match.table}: one score per seat")
        return tuple(float(p) for p in match.points)
    gone = [by_id[s].gone_by(match.round) if s in by_id else True for s in match.seats]
    if not any(gone):
        return None
    staying = [i for i, g in enumerate(gone) if not g]
    if len(match.seats) > 2 and len(staying) > 1:
        return None  # the players still at the table can still play it out
    return tuple(0.0 if gone[i] else win for i in range(len(match.seats)))


def pairwise(points: Sequence[float], i: int, j: int) -> float:
    """Seat i's result against seat j: 1 ahead, 0.5 level, 0 behind; a two-seat (0, 0) is a
    double loss and counts 0 for both."""
    if points[i] > points[j]:
        return 1.0
    if points[i] < points[j]:
        return 0.0
    if len(points) == 2 and points[i] == 0:
        return 0.0
    return 0.5


def outcome(points: Sequence[float], i: int) -> str:
    """'W', 'D' or 'L' for seat i: a win is sole top score, a draw a shared positive top score."""
    top = max(points)
    if points[i] < top or top <= 0:
        return "L"
    return "W" if list(points).count(top) == 1 else "D"


@dataclass
class RoundEntry:
    """One round of one player: a match, a bye, or a round missed before a late join."""

    round: int
    kind: str  # "match" | "bye" | "missed"
    opponents: tuple[int, ...] = ()
    results: tuple[float, ...] = ()  # pairwise result against each opponent
    points: float = 0.0
    played: bool = False  # the game took place (not a forfeit, bye or missed round)
    seat: int = 0


@dataclass
class Record:
    """Everything the standings and pairings need to know about one player."""

    entrant: Entrant
    points: float = 0.0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    byes: int = 0
    entries: list[RoundEntry] = field(default_factory=list)
    opponents: dict[int, int] = field(default_factory=dict)  # opponent -> times met

    @property
    def rounds_counted(self) -> int:
        """Rounds that count for match-win %: matches, byes and missed rounds."""
        return len(self.entries)

    def sides(self) -> list[int]:
        """Seat indices of the two-seat games actually played, in round order."""
        return [
            e.seat for e in self.entries if e.kind == "match" and e.played and len(e.opponents) == 1
        ]


def build_records(
    rules: Rules,
    entrants: Sequence[Entrant],
    matches: Iterable[Match],
    rounds: range | None = None,
) -> dict[int, Record]:
    """Every entrant's record over the matches of `rounds` (all rounds when None).

    Open matches count nothing yet, so standings can be shown mid-round.
    """
    by_id = {e.id: e for e in entrants}
    records = {e.id: Record(e) for e in entrants}
    chosen = [m for m in matches if rounds is None or m.round in rounds]
    win = rules.win_points()
    for m in sorted(chosen, key=lambda m: (m.round, m.table)):
        if m.bye:
            rec = records.get(m.seats[0])
            if rec is None:
                continue
            pts = float(m.points[0]) if m.points else win
            rec.entries.append(RoundEntry(m.round, "bye", points=pts))
            rec.points += pts
            rec.byes += 1
            continue
        pts = effective_points(m, by_id, win)
        if pts is None:
            continue
        for i, pid in enumerate(m.seats):
            rec = records.get(pid)
            if rec is None:
                continue
            others = tuple(j for j in range(len(m.seats)) if j != i)
            entry = RoundEntry(
                m.round,
                "match",
                opponents=tuple(m.seats[j] for j in others),
                results=tuple(pairwise(pts, i, j) for j in others),
                points=pts[i],
                played=m.points is not None,
                seat=i,
            )
            rec.entries.append(entry)
            rec.points += pts[i]
            result = outcome(pts, i)
            rec.wins += result == "W"
            rec.draws += result == "D"
            rec.losses += result == "L"
            for opp in entry.opponents:
                rec.opponents[opp] = rec.opponents.get(opp, 0) + 1
    paired = {m.round for m in chosen}
    for rec in records.values():
        for r in sorted(paired):
            if r < rec.entrant.joined_round:
                rec.entries.append(RoundEntry(r, "missed"))
                rec.losses += 1
        rec.entries.sort(key=lambda e: e.round)
    return records


def check_complete(
    rules: Rules, entrants: Sequence[Entrant], matches: Sequence[Match], round_no: int
) -> None:
    """Refuse to pair `round_no` while an earlier match is open or the round is already paired."""
    if round_no < 1:
        raise PairingError("rounds are numbered from 1")
    by_id = {e.id: e for e in entrants}
    win = rules.win_points()
    for m in sorted(matches, key=lambda m: (m.round, m.table)):
        if m.round >= round_no:
            raise PairingError(f"round {m.round} is already paired")
        if not m.bye and effective_points(m, by_id, win) is None:
            raise PairingError(f"round {m.round}, table {m.table} has no result yet")
