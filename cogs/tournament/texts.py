"""What a tournament says, in the language being spoken: a pairing, the standings, the podium.
Players are shown as mentions (in embeds and unpinged messages they only read as names)."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.i18n import t
from bot.store.tournaments import Tournament, TournamentMatch
from bot.tournaments import Entrant, Match, Rules, standings

MEDALS = ("🥇", "🥈", "🥉")


def match_line(tournament: Tournament, match: TournamentMatch) -> str:
    """'⚔️ Round 2 · table 1: @alice (attacker) vs @bob' — or a bye."""
    if match.bye:
        return t("tournament-bye", round=match.round, player=f"<@{match.seats[0]}>")
    sides = bool(tournament.rules.get("sides", True)) and len(match.seats) == 2
    players = [
        f"<@{u}>"
        + (f" ({t('tournament-side', side='first' if i == 0 else 'second')})" if sides else "")
        for i, u in enumerate(match.seats)
    ]
    return t(
        "tournament-match",
        round=match.round,
        table=match.table_no,
        players=t("tournament-versus").join(players),
        bracket=match.bracket or "none",
    )


def tiebreak_names(rules: Rules, *, short: bool = False) -> list[str]:
    """The tiebreakers' names in their stated order (`short`: a table's column heads)."""
    key = "tournament-tiebreak-short" if short else "tournament-tiebreak"
    return [t(key, name=name) for name in rules.tiebreakers]


def standings_lines(
    rules: Rules, entrants: Sequence[Entrant], matches: Sequence[Match]
) -> list[str]:
    """One line a player: rank, points, record, the tiebreakers in the stated order."""
    names = tiebreak_names(rules)
    lines = []
    for s in standings(rules, entrants, matches):
        breaks = " · ".join(f"{n} {v:g}" for n, v in zip(names, s.tiebreaks, strict=False))
        lines.append(
            t(
                "tournament-standing",
                rank=s.rank,
                player=f"<@{s.entrant}>",
                points=f"{s.points:g}",
                wins=s.wins,
                draws=s.draws,
                losses=s.losses,
                dropped="yes" if s.dropped else "no",
            )
            + (f" · {breaks}" if breaks else "")
        )
    return lines


def podium(
    tournament: Tournament, rules: Rules, entrants: Sequence[Entrant], matches: Sequence[Match]
) -> list[str]:
    top = standings(rules, entrants, matches)[:3]
    lines = [t("tournament-finished", name=discord.utils.escape_markdown(tournament.name))]
    lines += [f"{MEDALS[i]} <@{s.entrant}> — {s.points:g}" for i, s in enumerate(top)]
    return lines
