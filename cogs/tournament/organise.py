"""The organiser's tools before and between rounds: seeding (by rating, at random, or by hand),
pausing, and taking back a round's pairings before any of its matches has a result."""

from __future__ import annotations

import contextlib
import random
import re
from typing import TYPE_CHECKING

import discord

from bot.errors import Refusal
from bot.i18n import speaking, t
from bot.i18n.names import slash
from bot.store import NotFound
from bot.store.tournaments import RoundChanged, Tournament, TournamentMatch
from bot.tournaments import Rating
from bot.ui.language import public_lang
from bot.ui.replies import pings
from cogs.campaign import shown
from cogs.tournament.texts import match_line

if TYPE_CHECKING:
    from bot.client import Strategos

SEEDINGS = ("joined", "rating", "random")


async def seed_at_start(bot: Strategos, tournament: Tournament) -> None:
    """Before round 1: seeds by rating (the unrated after, in join order) or at random (drawn
    from the tournament's own seed, so the draw can be checked); by hand or join order as set."""
    how = tournament.data.get("seeding") or "joined"
    entrants = await bot.store.list_entrants(tournament.guild_id, tournament.id)
    order = [e.user_id for e in entrants]
    if how == "rating":
        known = await bot.store.get_ratings(tournament.guild_id, tournament.game, order)
        order.sort(key=lambda u: -Rating(*known[u][:2]).shown if u in known else float("inf"))
    elif how == "random":
        random.Random(f"strategos-seeding:{tournament.guild_id}:{tournament.id}").shuffle(order)
    else:
        return
    await bot.store.reseed(tournament.guild_id, tournament.id, order)


async def seed_by_hand(bot: Strategos, tournament: Tournament, typed: str) -> list[int]:
    """`order:` the players as mentions, top seed first; the ones not named follow."""
    named = [int(i) for i in re.findall(r"<@!?(\d+)>", typed)]
    entered = {e.user_id for e in await bot.store.list_entrants(tournament.guild_id, tournament.id)}
    if not named or not set(named) <= entered or len(set(named)) != len(named):
        raise Refusal(t("tournament-seeds-bad"))
    try:
        await bot.store.reseed(tournament.guild_id, tournament.id, named)
    except RoundChanged:
        raise Refusal(t("tournament-already-started", name=shown(tournament.name))) from None
    await bot.store.update_tournament(
        tournament.guild_id, tournament.id, data={"seeding": "manual"}
    )
    return named


async def withdraw(bot: Strategos, tournament: Tournament) -> str:
    """Take back the current round's pairings (nothing played yet); the text to post."""
    under_way = {
        b.channel_id
        for b in await bot.store.list_battles(tournament.guild_id, status="active", limit=200)
    }
    threads = {
        m.thread_id
        for m in await bot.store.list_matches(
            tournament.guild_id, tournament.id, round_no=tournament.round
        )
    }
    if under_way & threads:
        raise Refusal(t("tournament-withdraw-played"))
    try:
        await bot.store.withdraw_round(
            tournament.guild_id, tournament.id, expected_round=tournament.round
        )
    except RoundChanged:
        raise Refusal(t("tournament-withdraw-played")) from None
    with speaking(await public_lang(bot, tournament.guild_id)):
        return t(
            "tournament-withdrawn", name=discord.utils.escape_markdown(tournament.name),
            round=tournament.round, start=slash("tournament start"),
        )  # fmt: skip


async def swap_pairings(
    bot: Strategos, tournament: Tournament, first: int, second: int
) -> list[TournamentMatch]:
    if first == second or tournament.status not in ("running", "paused"):
        raise Refusal(t("tournament-swap-bad"))
    try:
        return await bot.store.swap_players(tournament.guild_id, tournament.id, first, second)
    except NotFound:
        raise Refusal(t("tournament-swap-bad")) from None
    except RoundChanged:
        raise Refusal(t("tournament-withdraw-played")) from None


async def post_changed(
    bot: Strategos, tournament: Tournament, matches: list[TournamentMatch]
) -> None:
    """Each changed pairing, in its thread (or the channel), its players pinged anew."""
    with speaking(await public_lang(bot, tournament.guild_id)):
        posts = [
            (m, t("tournament-pairing-changed", match=match_line(tournament, m))) for m in matches
        ]
    for match, text in posts:
        where = match.thread_id or tournament.channel_id
        channel = bot.get_partial_messageable(where, guild_id=tournament.guild_id)
        with contextlib.suppress(discord.HTTPException):
            await channel.send(text[:2000], allowed_mentions=pings(match.seats))
