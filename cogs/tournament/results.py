"""Results that come from battles: a battle played in a match's thread by exactly its two
players records the match when it ends; with `/settings ratings casual:` on, any other quick
battle between two players updates their ratings."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.engine import Outcome
from bot.i18n import speaking, t
from bot.store.tournaments import Tournament, TournamentMatch
from bot.ui.language import public_lang
from cogs.tournament import flow

if TYPE_CHECKING:
    from bot.client import Strategos


def knockout(tournament: Tournament, match: TournamentMatch) -> bool:
    """An elimination match (a bracket's, a Swiss top cut's included) needs a winner."""
    return bool(match.bracket) or tournament.rules.get("format") in ("single_elim", "double_elim")


def points_by_user(battle: Any, outcome: Any) -> dict[int, float] | None:
    """user -> 1 / 0.5 / 0 for a battle of exactly two players (None otherwise)."""
    users = {
        seat: (info or {}).get("user_id") for seat, info in battle.setup.get("seats", {}).items()
    }
    players = {u for u in users.values() if u}
    if len(users) != 2 or len(players) != 2:
        return None
    winner = users.get(outcome.winner) if outcome.winner else None
    return {u: 0.5 if winner is None else float(u == winner) for u in players}


async def battle_ended(bot: Strategos, loaded: Any) -> None:
    await count_battle(bot, loaded.battle, loaded.state.outcome)


async def catch_up(bot: Strategos, tournament: Tournament) -> None:
    """A battle that ended while the bot was going down may not have recorded its match: the
    clock looks for the finished battles of the round's open matches (and pairs on)."""
    store = bot.store
    for match in await store.list_matches(
        tournament.guild_id, tournament.id, round_no=tournament.round
    ):
        if match.points is not None or match.thread_id is None:
            continue
        for battle in await store.list_battles(
            tournament.guild_id, status="finished", channel_id=match.thread_id, limit=5
        ):
            if battle.outcome is not None:
                await count_battle(bot, battle, Outcome.from_dict(battle.outcome), quiet=True)
    await flow.advance(bot, tournament.guild_id, tournament.id)


async def count_battle(
    bot: Strategos, battle: Any, outcome: Outcome | None, *, quiet: bool = False
) -> None:
    """A finished battle: its match's result, or (if the server says so) a casual rating.
    `quiet`: the clock catching up says nothing of a drawn elimination match (told once)."""
    if outcome is None or battle.campaign_id is not None or battle.channel_id is None:
        return
    points = points_by_user(battle, outcome)
    if points is None:
        return
    match = await bot.store.match_in_thread(battle.guild_id, battle.channel_id)
    if match is None:
        await rate_casual(bot, battle.guild_id, battle.game, points)
        return
    found = await bot.store.get_tournament(battle.guild_id, match.tournament_id)
    if (
        found is None
        or found.status != "running"
        or found.game != battle.game
        or match.points is not None
        or set(points) != set(match.seats)
    ):
        return
    if set(points.values()) == {0.5} and knockout(found, match):
        if quiet:
            return
        with speaking(await public_lang(bot, found.guild_id)):
            text = t("tournament-knockout-draw")
        channel = bot.get_partial_messageable(battle.channel_id, guild_id=battle.guild_id)
        await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
        return
    scored = tuple(points[u] for u in match.seats)
    if await flow.record(bot, found, match, scored, battle_id=battle.id):
        await flow.settle(bot, found, match, scored)


async def rate_casual(bot: Strategos, guild_id: int, game: str, points: dict[int, float]) -> None:
    if not (await bot.store.guild_settings(guild_id)).get("rate_casual"):
        return
    seats = list(points)
    await flow.update_ratings(bot, guild_id, game, seats, [points[u] for u in seats])
