"""A round's deadline, on the bot's clock: the players of unfinished matches are reminded once
before it; when it passes, the organiser is asked, match by match, to extend it, give both players
a loss, or settle it by rule (the player the match's battle is waiting on loses; no battle:
both lose). Everything is recorded in the tournament's data, so a restart neither repeats nor
skips a step."""

from __future__ import annotations

import contextlib
import logging
import re
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

import discord

from bot.errors import Refusal
from bot.i18n import speaking, t, use_locale
from bot.store.tournaments import Tournament, TournamentMatch
from bot.ui.language import public_lang
from bot.ui.replies import failed, pings, send, tell
from cogs.tournament import flow, once
from cogs.tournament.texts import match_line

if TYPE_CHECKING:
    from bot.client import Strategos

log = logging.getLogger(__name__)

REMIND_BEFORE = timedelta(hours=24)
EXTENSION = timedelta(hours=24)


def remind_at(tournament: Tournament) -> datetime | None:
    """24 h before the deadline, or halfway for a round shorter than two days."""
    if not tournament.deadline:
        return None
    deadline = datetime.fromisoformat(tournament.deadline)
    hours = float(tournament.data.get("round_hours") or 0)
    return deadline - min(REMIND_BEFORE, timedelta(hours=hours / 2))


async def unfinished(bot: Strategos, tournament: Tournament) -> list[TournamentMatch]:
    played = await bot.store.list_matches(
        tournament.guild_id, tournament.id, round_no=tournament.round
    )
    return [m for m in played if m.points is None]


async def tick(bot: Strategos, tournament: Tournament, now: datetime) -> None:
    """One look at a running tournament: remind, or ask the organiser, each once whichever
    processes look. A step is claimed in the database (`data.clock`: "reminding", then "asking"),
    then its messages are posted once each (cogs/tournament/once.py): what a crash or a failed
    post left out is posted at a later tick, while it still has a point."""
    if not tournament.deadline:
        return
    done = tournament.data.get("clock") or {}
    step = str(tournament.round)
    left = await unfinished(bot, tournament)
    if not left:
        return
    deadline = datetime.fromisoformat(tournament.deadline)
    if now >= deadline:
        if done.get(step) == "asked":
            return  # asked by an older version, which did not record each question
        if done.get(step) != "asking":
            mark = "asked" if tournament.data.get("auto_drop") else "asking"
            claimed = await bot.store.claim_deadline_step(tournament, step, mark)
            if claimed is None:
                return  # asked by another process, or extended meanwhile
            if mark == "asked":
                channel = bot.get_partial_messageable(
                    tournament.channel_id, guild_id=tournament.guild_id
                )
                await drop_the_idle(bot, tournament, left, channel)
                return
            tournament = claimed
        await ask(bot, tournament, left)
        return
    when = remind_at(tournament)
    if when is None or now < when or done.get(step) not in (None, "reminding"):
        return  # ("reminded": by an older version)
    if step not in done:
        claimed = await bot.store.claim_deadline_step(tournament, step, "reminding")
        if claimed is None:
            return
        tournament = claimed
    players = sorted({u for m in left for u in m.seats})
    with speaking(await public_lang(bot, tournament.guild_id)):
        text = t(
            "tournament-reminder",
            players=" ".join(f"<@{u}>" for u in players),
            round=tournament.round,
            deadline=f"<t:{int(deadline.timestamp())}:R>",
        )
    reminder = {"content": text[:2000], "allowed_mentions": pings(players)}

    def wanted(now: Tournament) -> bool:  # not once the deadline has passed or moved
        return same_round(now, tournament) and datetime.now(UTC) < deadline

    await once.post_once(bot, tournament, f"remind:{step}:{tournament.deadline}", [reminder],
                         wanted=wanted)  # fmt: skip


def same_round(now: Tournament, seen: Tournament) -> bool:
    """The tournament runs the round and deadline it had when `seen` was read."""
    return (now.status, now.round, now.deadline) == ("running", seen.round, seen.deadline)


async def ask(bot: Strategos, tournament: Tournament, left: list[TournamentMatch]) -> None:
    """The deadline's head, then a question for each unfinished match: each posted once (a
    match that got its result meanwhile is not asked about)."""
    key = f"ask:{tournament.round}:{tournament.deadline}"
    with speaking(await public_lang(bot, tournament.guild_id)):
        head = t("tournament-deadline-passed", organiser=f"<@{tournament.organiser_id}>",
                 round=tournament.round, count=len(left))  # fmt: skip
        asks = [(m, match_line(tournament, m), decision_view(m)) for m in left]
    quiet = discord.AllowedMentions.none()

    def wanted(now: Tournament) -> bool:
        return same_round(now, tournament)

    told = {"content": head[:2000], "allowed_mentions": pings([tournament.organiser_id])}
    if not await once.post_once(bot, tournament, key, [told], wanted=wanted):
        return
    for match, line, view in asks:
        question = {"content": line[:2000], "allowed_mentions": quiet, "view": view}
        if not await once.post_once(bot, tournament, f"{key}:{match.id}", [question],
                                    wanted=wanted):  # fmt: skip
            return


async def drop_the_idle(
    bot: Strategos, tournament: Tournament, left: list[TournamentMatch], channel
) -> None:
    """The tournament drops idle players on its own: each unfinished match is settled by rule
    and whoever it was waiting on (both players, when no battle was even started) is dropped."""
    settled = [(match, await by_rule(bot, match)) for match in left]
    idle = {u for m, points in settled for u, p in zip(m.seats, points, strict=True) if p == 0}
    for user_id in sorted(idle):  # dropped before the last result pairs the next round
        await bot.store.drop_from_tournament(tournament.guild_id, tournament.id, user_id)
    for match, points in settled:
        if await flow.record(bot, tournament, match, points):
            await flow.settle(bot, tournament, match, points)
    with speaking(await public_lang(bot, tournament.guild_id)):
        text = t(
            "tournament-idle-dropped", round=tournament.round,
            players=" ".join(f"<@{u}>" for u in sorted(idle)) or "—",
        )  # fmt: skip
    await _send(channel, text, discord.AllowedMentions.none())
    await flow.advance(bot, tournament.guild_id, tournament.id)


async def _send(channel, text: str, mentions: discord.AllowedMentions, **kwargs) -> None:
    try:
        await channel.send(text[:2000], allowed_mentions=mentions, **kwargs)
    except discord.HTTPException:
        log.warning("could not post a tournament deadline message", exc_info=True)


def decision_view(match: TournamentMatch) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for action in ("extend", "double_loss", "by_rule"):
        view.add_item(DeadlineButton(match.id, action))
    return view


async def decide(interaction: discord.Interaction[Strategos], match_id: int, action: str) -> None:
    bot = interaction.client
    assert interaction.guild_id is not None
    match = await bot.store.get_match(interaction.guild_id, match_id)
    found = (
        await bot.store.get_tournament(interaction.guild_id, match.tournament_id) if match else None
    )
    if match is None or found is None:
        raise Refusal(t("ui-not-our-button"))
    if not flow.organiser(interaction, found):
        raise Refusal(t("tournament-organisers-only"))
    if match.points is not None or match.round != found.round or found.status != "running":
        raise Refusal(t("tournament-already-reported"))
    if action == "extend":
        later = max(datetime.now(UTC), datetime.fromisoformat(found.deadline or "")) + EXTENSION
        done = dict(found.data.get("clock") or {})
        done.pop(str(found.round), None)  # a new deadline: remind and ask again
        await bot.store.update_tournament(
            found.guild_id, found.id, deadline=later.isoformat(timespec="seconds"),
            data={"clock": done},
        )  # fmt: skip
        with speaking(await public_lang(bot, found.guild_id)):
            text = t("tournament-extended", deadline=f"<t:{int(later.timestamp())}:R>")
        await send(interaction, content=text, allowed_mentions=discord.AllowedMentions.none())
        return
    points = tuple(0.0 for _ in match.seats)
    if action == "by_rule":
        points = await by_rule(bot, match)
    if not await flow.record(bot, found, match, points):
        raise Refusal(t("tournament-already-reported"))
    await send(interaction, content=t("tournament-report-recorded"))
    await flow.settle(bot, found, match, points)


async def by_rule(bot: Strategos, match: TournamentMatch) -> tuple[float, ...]:
    """The player the match's battle waits on loses (the other wins); no battle under way, or
    both awaited: both lose."""
    if match.thread_id is None or len(match.seats) != 2:
        return tuple(0.0 for _ in match.seats)
    battles = await bot.store.list_battles(match.guild_id, status="active", limit=50)
    for battle in battles:
        if battle.channel_id != match.thread_id:
            continue
        loaded = await bot.battles.load(battle.guild_id, battle.id, keep=False)
        idle = {loaded.seat_user(s) for s in loaded.state.waiting_for}
        if len(idle & set(match.seats)) == 1:
            return tuple(0.0 if u in idle else 1.0 for u in match.seats)
    return tuple(0.0 for _ in match.seats)


class DeadlineButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"tnd:(?P<match>[0-9]{1,19}):(?P<action>extend|double_loss|by_rule)",
):
    """The organiser's choice for a match unfinished at its round's deadline."""

    def __init__(self, match_id: int, action: str) -> None:
        self.match_id, self.action = match_id, action
        super().__init__(
            discord.ui.Button(
                label=t("tournament-deadline-action", action=action),
                style=discord.ButtonStyle.secondary,
                custom_id=f"tnd:{match_id}:{action}",
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> DeadlineButton:
        return cls(int(match["match"]), match["action"])

    async def callback(self, interaction: discord.Interaction[Strategos]) -> None:
        use_locale(interaction)
        try:
            await decide(interaction, self.match_id, self.action)
        except Refusal as refusal:
            await tell(interaction, str(refusal))
        except Exception as error:
            what = f"deadline decision on match {self.match_id}"
            await failed(interaction, error, what, t("tournament-failed"))
            return
        if interaction.message is not None and self.action != "extend":
            with contextlib.suppress(discord.HTTPException):
                await interaction.message.edit(view=None)
