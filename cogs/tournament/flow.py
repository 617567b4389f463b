"""A tournament's rounds as they happen: the pure core (bot/tournaments) pairs, the store keeps
each round in one transaction, and the bot posts every pairing with its own thread. When a
round's last result is in — a battle ended in the match's thread, or a confirmed report — the
next round is paired at once, or the final standings are posted with the podium.

One tournament moves one step at a time (a lock by tournament); the store's guarded writes
(a round stored only from the round read, a result written once) keep that true across
restarts and double clicks."""

from __future__ import annotations

import io
import logging
import random
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

import discord

from bot.i18n import speaking, t
from bot.i18n.names import slash
from bot.locks import KeyedLocks
from bot.offload import run_cpu
from bot.store.tournaments import RoundChanged, Tournament, TournamentMatch
from bot.tournaments import (
    Entrant,
    Match,
    PairingError,
    Rules,
    TournamentOver,
    bracket_view,
    is_finished,
    open_matches,
    pair_next_round,
    rate,
    standings,
)
from bot.tournaments.ratings import Rating, new_rating
from bot.ui.desk import is_game_master
from bot.ui.language import public_lang
from bot.ui.pictures import render_off_loop
from bot.ui.placement import THREAD_EXISTS
from bot.ui.replies import pings
from bot.ui.text import chunks
from cogs.tournament import once
from cogs.tournament.picture import bracket_picture, standings_picture
from cogs.tournament.texts import match_line, podium, standings_lines, tiebreak_names

if TYPE_CHECKING:
    from bot.client import Strategos

log = logging.getLogger(__name__)

LOCKS = KeyedLocks()


def organiser(interaction: discord.Interaction, tournament: Tournament) -> bool:
    """The tournament's organiser, or a member with Manage Server."""
    return is_game_master(interaction, tournament.organiser_id)


async def may_organise(bot: Strategos, interaction: discord.Interaction) -> bool:
    """Manage Server, or the role the server names for organisers (`/settings organisers`)."""
    if is_game_master(interaction):
        return True
    role = (await bot.store.guild_settings(interaction.guild_id or 0)).get("organiser_role")
    roles = getattr(interaction.user, "roles", [])
    return role is not None and any(r.id == role for r in roles)


def rules_of(tournament: Tournament) -> Rules:
    stored = dict(tournament.rules)
    for key in ("tiebreakers", "placement_points"):
        if key in stored:
            stored[key] = tuple(stored[key])
    return Rules(**stored)


async def field(bot: Strategos, tournament: Tournament) -> tuple[list[Entrant], list[Match]]:
    """The core's view of the tournament: who plays (not the waiting list, nor before round 1
    whoever has not checked in when check-in is on), every match."""
    store = bot.store
    checking_in = tournament.round == 0 and bool(tournament.data.get("check_in"))
    entrants = [
        Entrant(
            id=e.user_id,
            seed=e.seed,
            dropped_after=e.dropped_after if e.status == "dropped" else None,
            joined_round=e.joined_round,
        )
        for e in await store.list_entrants(tournament.guild_id, tournament.id)
        if e.status != "waiting" and (e.checked_in or not checking_in)
    ]
    matches = [core_match(m) for m in await store.list_matches(tournament.guild_id, tournament.id)]
    return entrants, matches


def core_match(m: TournamentMatch) -> Match:
    return Match(m.round, m.table_no, m.seats, m.points, m.bye, m.bracket)


def round_seed(tournament: Tournament, round_no: int) -> random.Random:
    """Pairings are reproducible from the record: the same tournament and round, the same draw."""
    return random.Random(f"strategos-tournament:{tournament.guild_id}:{tournament.id}:{round_no}")


async def advance(bot: Strategos, guild_id: int, tournament_id: int) -> None:
    """Pair the next round if the current one is complete (or the first, once started), or
    finish the tournament. Safe to call any number of times."""
    async with LOCKS.hold((guild_id, tournament_id)):
        for _ in range(4):  # a double-elimination round may be empty after drops: pair on
            if not await _next_round(bot, guild_id, tournament_id):
                return


async def _next_round(bot: Strategos, guild_id: int, tournament_id: int) -> bool:
    """One step of `advance`; True when the round it stored has no match to wait for."""
    tournament = await bot.store.get_tournament(guild_id, tournament_id)
    if tournament is None or tournament.status not in ("registering", "running"):
        return False
    entrants, matches = await field(bot, tournament)
    rules = rules_of(tournament)
    if open_matches(rules, entrants, [m for m in matches if m.round == tournament.round]):
        return False
    if tournament.round and is_finished(rules, entrants, matches):
        await finish(bot, tournament, entrants, matches)
        return False
    number = tournament.round + 1
    try:
        paired = await run_cpu(  # a Swiss matching of 100 players takes a few tenths of a second
            pair_next_round, rules, entrants, matches, number, round_seed(tournament, number)
        )
    except TournamentOver:
        await finish(bot, tournament, entrants, matches)
        return False
    except PairingError:
        if tournament.round and sum(e.active_in(number) for e in entrants) < 2:
            await finish(bot, tournament, entrants, matches)  # everyone else has dropped
            return False
        raise
    hours = float(tournament.data.get("round_hours") or 0)
    later = datetime.now(UTC) + timedelta(hours=hours)
    try:
        await bot.store.start_round(
            guild_id, tournament_id, expected_round=tournament.round,
            matches=[{"table": m.table, "seats": m.seats, "points": m.points, "bye": m.bye,
                      "bracket": m.bracket} for m in paired],
            deadline=later.isoformat(timespec="seconds") if hours else None,
            drop_unchecked=tournament.round == 0 and bool(tournament.data.get("check_in")),
        )  # fmt: skip
    except RoundChanged:
        return False
    after = await bot.store.get_tournament(guild_id, tournament_id)
    assert after is not None
    await post_round(bot, after)
    return not paired


async def post_round(bot: Strategos, tournament: Tournament) -> None:
    """The current round in the tournament's channel, once: a head, then each pairing with both
    players pinged and a thread of its own (a bye is one line). Its progress is recorded (the
    tournament's data, each match's message and thread), so the clock posts what a crash or a
    failed post left out, whichever process runs it (cogs/tournament/once.py)."""
    matches = await bot.store.list_matches(
        tournament.guild_id, tournament.id, round_no=tournament.round
    )
    key = f"round:{tournament.round}:{matches[0].id if matches else 0}"  # a round paired again
    if (
        not tournament.round
        or once.is_posted(tournament, key)
        or (matches and all(map(placed, matches)))
    ):
        return

    def wanted(now: Tournament) -> bool:
        return now.round == tournament.round and now.status in ("running", "paused")

    try:
        tournament, ids, in_doubt = await once.take_key(bot, tournament, key, wanted=wanted)
    except once.PostedElsewhere:
        return
    channel = bot.get_partial_messageable(tournament.channel_id, guild_id=tournament.guild_id)
    with speaking(await public_lang(bot, tournament.guild_id)):
        head = t(
            "tournament-round-posted",
            name=discord.utils.escape_markdown(tournament.name),
            round=tournament.round,
            timed="yes" if tournament.deadline else "no",
            deadline=f"<t:{int(datetime.fromisoformat(tournament.deadline).timestamp())}:R>"
            if tournament.deadline
            else "",
        )
        lines = {m.id: match_line(tournament, m) for m in matches}
        names = {
            m.id: t("tournament-thread-name", round=m.round, table=m.table_no) for m in matches
        }
        how = t(
            "tournament-match-how", game=f"/{tournament.game}", report=slash("tournament report")
        )
    quiet = discord.AllowedMentions.none()
    try:
        if not ids and not any(m.message_id for m in matches):  # (an older version's round)
            ids = [await once.send(bot, channel, {"content": head, "allowed_mentions": quiet},
                                   in_doubt=in_doubt)]  # fmt: skip
            in_doubt = False
            tournament = await once.record(bot, tournament, key, ids, done=False)
        for match in matches:
            if placed(match):
                continue
            message_id = match.message_id
            if message_id is None:
                line = {"content": lines[match.id], "allowed_mentions": pings(match.seats)}
                message_id = await once.send(bot, channel, line, in_doubt=in_doubt)
                in_doubt = False
                await bot.store.set_match_place(
                    tournament.guild_id, match.id, message_id=message_id, thread_id=None
                )
            if not match.bye:
                thread_id = await open_thread(bot, channel, message_id, names[match.id], how)
                await bot.store.set_match_place(
                    tournament.guild_id, match.id, message_id=None, thread_id=thread_id
                )
            tournament = await once.record(bot, tournament, key, ids, done=False)
    except discord.HTTPException as error:
        log.warning("could not post round %s of tournament %s: %s", tournament.round,
                    tournament.id, error)  # fmt: skip
        await once.hand_back(bot, tournament, key)
        return
    await once.record(bot, tournament, key, ids, done=True)


def placed(match: TournamentMatch) -> bool:
    """The match's line is posted, and its thread opened (a bye has none)."""
    return match.message_id is not None and (match.bye or match.thread_id is not None)


async def open_thread(
    bot: Strategos, channel: discord.PartialMessageable, message_id: int, name: str, how: str
) -> int:
    """The match's thread on its line, with how to play in it; once, even if an earlier try
    opened it (a thread started from a message bears the message's id)."""
    try:
        thread = await channel.get_partial_message(message_id).create_thread(
            name=name[:100], auto_archive_duration=10080
        )
        thread_id, fresh = thread.id, True
    except discord.HTTPException as error:
        if error.code != THREAD_EXISTS:
            raise
        thread_id, fresh = message_id, False
    inside = bot.get_partial_messageable(thread_id, guild_id=channel.guild_id)
    told = {"content": how, "allowed_mentions": discord.AllowedMentions.none()}
    await once.send(bot, inside, told, in_doubt=not fresh)
    return thread_id


async def finish(
    bot: Strategos, tournament: Tournament, entrants: list[Entrant], matches: list[Match]
) -> None:
    if not await bot.store.finish_tournament(
        tournament.guild_id, tournament.id, expected_round=tournament.round
    ):
        return
    channel = bot.get_partial_messageable(tournament.channel_id, guild_id=tournament.guild_id)
    rules = rules_of(tournament)
    with speaking(await public_lang(bot, tournament.guild_id)):
        head = podium(tournament, rules, entrants, matches)
        texts = chunks([*head, "", *standings_lines(rules, entrants, matches)], 1900)
        files = await pictures(bot, tournament, entrants, matches, tournament.name)
    for index, text in enumerate(texts):
        try:
            await channel.send(
                text, allowed_mentions=discord.AllowedMentions.none(),
                files=files if index == len(texts) - 1 else [],
            )  # fmt: skip
        except discord.HTTPException:
            log.warning("could not post the end of tournament %s", tournament.id, exc_info=True)
            return


async def pictures(
    bot: Strategos,
    tournament: Tournament,
    entrants: list[Entrant],
    matches: list[Match],
    title: str,
) -> list[discord.File]:
    """The standings table as a picture, and the bracket's where there is one (in the language
    being spoken); none before anyone has played."""
    rules = rules_of(tournament)
    ranked = standings(rules, entrants, matches)
    if not ranked:
        return []
    names = {
        e.user_id: e.name for e in await bot.store.list_entrants(tournament.guild_id, tournament.id)
    }
    headers = [
        "#", t("tournament-col-player"), t("tournament-col-points"), t("tournament-col-record"),
        *tiebreak_names(rules, short=True),
    ]  # fmt: skip
    png = await render_off_loop(standings_picture, title, headers, ranked, names)
    files = [discord.File(io.BytesIO(png), filename="standings.png")]
    slots = bracket_view(rules, entrants, matches)
    if slots:
        labels = {b: t("tournament-bracket", bracket=b) for b in ("W", "L", "GF")}
        drawn = await render_off_loop(bracket_picture, tournament.name, slots, names, labels)
        files.append(discord.File(io.BytesIO(drawn), filename="bracket.png"))
    return files


async def record(
    bot: Strategos,
    tournament: Tournament,
    match: TournamentMatch,
    points: tuple[float, ...],
    *,
    battle_id: int | None = None,
    overwrite: bool = False,
) -> bool:
    """Write the match's result (once; `overwrite`: the organiser's correction). False if it
    had one already. The caller replies, then calls `settle`."""
    return await bot.store.record_match(
        tournament.guild_id, match.id, points, battle_id=battle_id, overwrite=overwrite
    )


async def settle(
    bot: Strategos,
    tournament: Tournament,
    match: TournamentMatch,
    points: tuple[float, ...],
    *,
    rated: bool = True,
) -> None:
    """After a result is written: its players' ratings, a line in its thread, then the next
    round if this was the last result of the round."""
    if rated:
        await update_ratings(bot, tournament.guild_id, tournament.game, match.seats, points)
    where = match.thread_id or tournament.channel_id
    with speaking(await public_lang(bot, tournament.guild_id)):
        line = t(
            "tournament-result",
            players=" · ".join(f"<@{u}> {p:g}" for u, p in zip(match.seats, points, strict=True)),
        )
    try:
        await bot.get_partial_messageable(where, guild_id=tournament.guild_id).send(
            line, allowed_mentions=discord.AllowedMentions.none()
        )
    except discord.HTTPException:
        log.warning("could not post the result of match %s", match.id, exc_info=True)
    try:
        await advance(bot, tournament.guild_id, tournament.id)
    except PairingError as problem:
        await tell_organiser(bot, tournament, str(problem))


async def update_ratings(
    bot: Strategos, guild_id: int, game: str, seats: Sequence[int], points: Sequence[float]
) -> None:
    """One rated match (two players or a table): the new ratings of its players."""
    known = await bot.store.get_ratings(guild_id, game, seats)
    ratings = {u: Rating(*known[u][:2]) if u in known else new_rating() for u in seats}
    after = rate(ratings, seats, points)
    await bot.store.set_ratings(guild_id, game, {u: (r.mu, r.sigma) for u, r in after.items()})


async def tell_organiser(bot: Strategos, tournament: Tournament, why: str) -> None:
    """A round that cannot be paired: the organiser hears why, in the tournament's channel."""
    log.warning("tournament %s could not pair: %s", tournament.id, why)
    channel = bot.get_partial_messageable(tournament.channel_id, guild_id=tournament.guild_id)
    with speaking(await public_lang(bot, tournament.guild_id)):
        text = t(
            "tournament-cannot-pair", organiser=f"<@{tournament.organiser_id}>", why=why,
            start=slash("tournament start"),
        )  # fmt: skip
    try:
        await channel.send(text[:2000], allowed_mentions=pings([tournament.organiser_id]))
    except discord.HTTPException:
        log.warning("could not tell the organiser of tournament %s", tournament.id)
