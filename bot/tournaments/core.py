"""The tournament core: pair the next round, tell whether the event is over, and rank the field.

Every function is pure: it reads the rules, the entrants and the match list, and randomness comes
only from the `random.Random` passed in. The store keeps those three; everything else, brackets
included, is recomputed from them, so an undo or an edit never leaves a stale table behind.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from bot.tournaments.brackets import PENDING, Bracket
from bot.tournaments.elimination import (
    BracketSlot,
    bracket_rounds,
    bracket_slots,
    make_bracket,
    pair_bracket,
    placing,
)
from bot.tournaments.model import (
    FORMATS,
    TIEBREAKERS,
    Entrant,
    Match,
    PairingError,
    Rules,
    Standing,
    TournamentOver,
    validate_field,
    validate_rules,
)
from bot.tournaments.records import build_records, check_complete, effective_points
from bot.tournaments.roundrobin import (
    no_late_joins,
    pair_round_robin,
    round_robin_rounds,
    seed_order,
)
from bot.tournaments.swiss import pair_swiss
from bot.tournaments.tables import pair_tables
from bot.tournaments.tiebreaks import ranked

__all__ = [
    "FORMATS",
    "TIEBREAKERS",
    "Entrant",
    "Match",
    "PairingError",
    "Rules",
    "Standing",
    "TournamentOver",
    "BracketSlot",
    "accepts_late_joins",
    "bracket_view",
    "check_pairable",
    "is_finished",
    "open_matches",
    "pair_next_round",
    "recommended_rounds",
    "recommended_table_rounds",
    "standings",
    "starting_field",
    "swiss_rounds",
    "total_rounds",
    "winner",
]


def recommended_rounds(n: int) -> int:
    """Swiss: enough rounds for a single undefeated player, ceil(log2 n), at least 1."""
    return max(1, math.ceil(math.log2(n))) if n > 1 else 1


def recommended_table_rounds(n: int, table_size: int) -> int:
    """Tables: enough rounds for the leaders to meet at a final table, at least 2."""
    if n <= table_size:
        return 2
    return math.ceil(math.log(n) / math.log(table_size)) + 1


def swiss_rounds(rules: Rules, n: int) -> int:
    """The Swiss (or tables) rounds before any top cut."""
    if rules.rounds is not None:
        return rules.rounds
    if rules.format == "tables":
        return recommended_table_rounds(n, rules.table_size)
    return recommended_rounds(n)


def starting_field(entrants: Sequence[Entrant]) -> int:
    """The field the round count is planned for: late joiners do not lengthen the event."""
    return sum(e.joined_round == 1 for e in entrants)


def accepts_late_joins(rules: Rules) -> bool:
    """Whether a player may join after round 1: Swiss and tables only (a fixed schedule or a
    bracket has no room)."""
    return rules.format in ("swiss", "tables")


def total_rounds(rules: Rules, n: int) -> int:
    """The whole event's rounds for a starting field of n, with the top cut and with double
    elimination's reset (a maximum: drops or an early grand final can end it sooner)."""
    if rules.format == "round_robin":
        return round_robin_rounds(n)
    if rules.format in ("single_elim", "double_elim"):
        return bracket_rounds(rules, n)
    cut = min(rules.top_cut, n) if rules.format == "swiss" else 0
    return swiss_rounds(rules, n) + (bracket_rounds(rules, cut) if cut >= 2 else 0)


def pair_next_round(
    rules: Rules,
    entrants: Sequence[Entrant],
    matches: Sequence[Match],
    round_no: int,
    rng: random.Random,
) -> list[Match]:
    """The matches of round `round_no` (every earlier round complete); byes come scored.

    Raises PairingError (a message for the organiser) or TournamentOver.
    """
    validate_rules(rules)
    validate_field(entrants)
    check_complete(rules, entrants, matches, round_no)
    if is_finished(rules, entrants, matches):
        raise TournamentOver("the tournament is over")
    fmt = rules.format
    last = max((m.round for m in matches), default=0)
    if fmt not in ("single_elim", "double_elim") and round_no != last + 1:
        raise PairingError(f"round {last + 1} is the next to pair")
    if fmt == "round_robin":
        return pair_round_robin(rules, entrants, round_no)
    if fmt in ("single_elim", "double_elim"):
        no_late_joins(entrants, "an elimination bracket")
        bracket = make_bracket(rules, [e.id for e in seed_order(entrants)], entrants, matches)
        return pair_bracket(rules, bracket, build_records(rules, entrants, matches), round_no, rng)
    swiss_total = swiss_rounds(rules, starting_field(entrants))
    if round_no <= swiss_total:
        if fmt == "tables":
            return pair_tables(rules, entrants, matches, round_no, rng)
        return pair_swiss(rules, entrants, matches, round_no, rng)
    bracket = _top_cut(rules, entrants, matches)
    if bracket is None:
        raise TournamentOver("the tournament is over")
    return pair_bracket(rules, bracket, build_records(rules, entrants, matches), round_no, rng)


def _top_cut(rules: Rules, entrants: Sequence[Entrant], matches: Sequence[Match]) -> Bracket | None:
    """The top cut's bracket once the Swiss is over (None without a cut): the best players still
    in when it is drawn, seeded by the Swiss standings."""
    if rules.format != "swiss" or rules.top_cut < 2:
        return None
    last = swiss_rounds(rules, starting_field(entrants))
    if not any(m.round == last for m in matches):
        return None
    records = build_records(rules, entrants, matches, range(1, last + 1))
    order = [pid for pid, _ in ranked(rules, records)]
    first = {p for m in matches if m.round == last + 1 for p in m.seats}
    if first:  # the cut as it was drawn, whoever has left it since
        seeds = [pid for pid in order if pid in first]
    else:
        seeds = [pid for pid in order if records[pid].entrant.active_in(last + 1)]
    seeds = seeds[: rules.top_cut]
    if len(seeds) < 2:
        return None
    return make_bracket(rules, seeds, entrants, matches, first_round=last + 1)


def open_matches(
    rules: Rules, entrants: Sequence[Entrant], matches: Sequence[Match]
) -> list[Match]:
    """The matches still waiting for a result. An unplayed match of a player who dropped before
    its round is not among them: it counts as a forfeit win for the players still in."""
    by_id = {e.id: e for e in entrants}
    win = rules.win_points()
    return [m for m in matches if not m.bye and effective_points(m, by_id, win) is None]


def _open(rules: Rules, entrants: Sequence[Entrant], matches: Sequence[Match]) -> bool:
    return bool(open_matches(rules, entrants, matches))


def is_finished(rules: Rules, entrants: Sequence[Entrant], matches: Sequence[Match]) -> bool:
    """Whether every round there is to play has been played (or fewer than two players are
    left to play it)."""
    if _open(rules, entrants, matches):
        return False
    last = max((m.round for m in matches), default=0)
    fmt = rules.format
    if fmt in ("single_elim", "double_elim"):
        bracket = make_bracket(rules, [e.id for e in seed_order(entrants)], entrants, matches)
        return not bracket.problems and bracket.champion() is not PENDING
    few = sum(e.active_in(last + 1) for e in entrants) < 2
    if fmt == "round_robin":
        return few or last >= round_robin_rounds(len(entrants))
    if last < swiss_rounds(rules, starting_field(entrants)):
        return few
    bracket = _top_cut(rules, entrants, matches)
    return bracket is None or (not bracket.problems and bracket.champion() is not PENDING)


def standings(
    rules: Rules, entrants: Sequence[Entrant], matches: Sequence[Match]
) -> list[Standing]:
    """The field best first. Swiss, round robin, tables: points, then the tiebreakers in order,
    then seed. Elimination: the final placing (winner, then by the round they went out, ties by
    seed). After a top cut, its players come first in bracket order, the rest in Swiss order.
    Points and the win/draw/loss/bye counts cover every match; the tiebreaks (and the order
    outside a bracket) cover the Swiss rounds only, so a cut never reorders the rest."""
    validate_rules(rules)
    everything = build_records(rules, entrants, matches)
    fmt = rules.format
    if fmt in ("single_elim", "double_elim"):
        bracket = make_bracket(rules, [e.id for e in seed_order(entrants)], entrants, matches)
        tiebreaks = dict(ranked(rules, everything))
        order = placing(bracket)
    else:
        cut = fmt == "swiss" and rules.top_cut >= 2
        last = swiss_rounds(rules, starting_field(entrants)) if cut else None
        phase = build_records(rules, entrants, matches, range(1, last + 1)) if last else everything
        rows = ranked(rules, phase)
        tiebreaks = dict(rows)
        order = [pid for pid, _ in rows]
        bracket = _top_cut(rules, entrants, matches)
        if bracket is not None and any(m.round > last for m in matches):
            top = placing(bracket)
            order = top + [pid for pid in order if pid not in set(top)]
    out = []
    for rank, pid in enumerate(order, start=1):
        rec = everything[pid]
        out.append(
            Standing(
                rank,
                pid,
                rec.points,
                rec.wins,
                rec.draws,
                rec.losses,
                rec.byes,
                tiebreaks[pid],
                rec.entrant.dropped_after is not None,
            )
        )
    return out


def winner(rules: Rules, entrants: Sequence[Entrant], matches: Sequence[Match]) -> int | None:
    """The champion once the event is over (None before, or if nobody is left to win)."""
    if not is_finished(rules, entrants, matches):
        return None
    if rules.format in ("single_elim", "double_elim"):
        bracket = make_bracket(rules, [e.id for e in seed_order(entrants)], entrants, matches)
        champion = bracket.champion()
        return champion if isinstance(champion, int) else None
    table = standings(rules, entrants, matches)
    return table[0].entrant if table else None


def check_pairable(rules: Rules, entrants: Sequence[Entrant]) -> None:
    """Refuse rules or a field before the event starts (PairingError with the reason)."""
    validate_rules(rules)
    validate_field(entrants)
    if sum(e.joined_round == 1 for e in entrants) < 2:
        raise PairingError("a tournament needs at least two players")
    if not accepts_late_joins(rules) and any(e.joined_round > 1 for e in entrants):
        raise PairingError("only Swiss and table events take late joins")


def bracket_view(
    rules: Rules, entrants: Sequence[Entrant], matches: Sequence[Match]
) -> list[BracketSlot]:
    """The bracket as it stands, slot by slot, for the bracket image: the whole bracket for
    elimination formats, the top cut once the Swiss is over, nothing otherwise."""
    if rules.format in ("single_elim", "double_elim"):
        bracket = make_bracket(rules, [e.id for e in seed_order(entrants)], entrants, matches)
    else:
        bracket = _top_cut(rules, entrants, matches)
    return [] if bracket is None else bracket_slots(bracket)
