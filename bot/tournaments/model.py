"""The plain records a tournament is made of: who plays, what was played, under which rules.

Everything here is immutable so that the pairing and standings functions can be pure: the store
keeps these records, and any view of the tournament is recomputed from them.
"""

from __future__ import annotations

from dataclasses import dataclass

FORMATS = ("swiss", "round_robin", "single_elim", "double_elim", "tables")
# omw: opponents' match-win % (floor 1/3, byes excluded); gw: game-win %;
# h2h: head-to-head among the tied
TIEBREAKERS = ("buchholz_cut1", "buchholz", "sonneborn_berger", "omw", "gw", "h2h")
BRACKETS = ("W", "L", "GF", "GF2")


class PairingError(ValueError):
    """A round that cannot be paired; the message is meant for the organiser."""


class TournamentOver(Exception):
    """Raised when asked to pair a round while nothing is left to play."""


@dataclass(frozen=True)
class Entrant:
    id: int  # the player's Discord user id
    seed: int  # 1 = top seed
    rating: float = 0.0
    # the last round they take part in; None: still in. A player who leaves during round r
    # without playing it has dropped_after = r - 1: their unplayed match of round r is then a
    # forfeit win for the opponents, never re-paired.
    dropped_after: int | None = None
    # a late join: the first round they can be paired in (earlier rounds count as losses)
    joined_round: int = 1

    def active_in(self, round_no: int) -> bool:
        """Whether the player can be paired in round `round_no`."""
        if round_no < self.joined_round:
            return False
        return self.dropped_after is None or self.dropped_after >= round_no

    def gone_by(self, round_no: int) -> bool:
        """Whether the player had dropped before round `round_no` began."""
        return self.dropped_after is not None and self.dropped_after < round_no


@dataclass(frozen=True)
class Match:
    round: int
    table: int  # 1-based within the round
    seats: tuple[int, ...]  # entrant ids in seat order; seats[0] takes the first side
    points: tuple[float, ...] | None = None  # per seat; None: not played yet
    bye: bool = False  # one seat only; counts as a win
    bracket: str = ""  # elimination: "W", "L", "GF", "GF2"; "" otherwise


@dataclass(frozen=True)
class Rules:
    format: str
    rounds: int | None = None  # swiss and tables: None -> recommended from the field size
    table_size: int = 4  # tables: 3..6 players a table (the most a table seats)
    placement_points: tuple[float, ...] = (3, 2, 1, 0)  # tables: points for 1st, 2nd, ...
    tiebreakers: tuple[str, ...] = ("buchholz_cut1", "buchholz", "sonneborn_berger", "h2h")
    top_cut: int = 0  # swiss: then single elimination of the top N (0: none)
    sides: bool = True  # the game has sides: balance who takes seats[0]

    def win_points(self) -> float:
        """What a win (or a bye) is worth: 1 in two-player formats, first place at tables."""
        if self.format == "tables":
            return float(self.placement_points[0]) if self.placement_points else 1.0
        return 1.0


@dataclass(frozen=True)
class Standing:
    rank: int
    entrant: int
    points: float
    wins: int
    draws: int
    losses: int
    byes: int
    tiebreaks: tuple[float, ...]  # in the order of rules.tiebreakers
    dropped: bool


def validate_rules(rules: Rules) -> None:
    """Refuse rules no event can run under, with a message for the organiser."""
    if rules.format not in FORMATS:
        raise PairingError(f"unknown format {rules.format!r}; choose one of {', '.join(FORMATS)}")
    unknown = [t for t in rules.tiebreakers if t not in TIEBREAKERS]
    if unknown:
        names = ", ".join(TIEBREAKERS)
        raise PairingError(f"unknown tiebreaker {unknown[0]!r}; choose from {names}")
    if rules.rounds is not None and rules.rounds < 1:
        raise PairingError("a tournament needs at least one round")
    if rules.format == "tables":
        if not 3 <= rules.table_size <= 6:
            raise PairingError("tables seat 3 to 6 players")
        if not rules.placement_points or rules.placement_points[0] <= 0:
            raise PairingError("tables need placement points, with a positive first place")
        if any(
            a < b for a, b in zip(rules.placement_points, rules.placement_points[1:], strict=False)
        ):
            raise PairingError("placement points must not grow for a lower place")
    if rules.top_cut < 0 or rules.top_cut == 1:
        raise PairingError("a top cut takes at least 2 players (or 0 for none)")


def validate_field(entrants: tuple[Entrant, ...] | list[Entrant]) -> None:
    """Refuse a field with a player entered twice."""
    ids = [e.id for e in entrants]
    if len(set(ids)) != len(ids):
        raise PairingError("a player is entered twice")
    for e in entrants:
        if e.joined_round < 1:
            raise PairingError("a player cannot join before round 1")
