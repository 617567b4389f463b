"""Battles nobody moves: the player to act is called again after a while, and the game master
(or, in a quick battle, the other players) told after a longer one. Delays are the server's
(`/settings reminders`), a campaign's own overriding them. The calls are public: they speak the
campaign's (or the server's) language.

Each notice is claimed in the battle's record before it is posted (by this process, when), and
marked given once it is out: a process stopped in between leaves its claim, which is taken over
once that process is known gone (a restart on the same machine) or after `POSTING_STALE`; the
notice is then posted again with the same nonce, which Discord posts once within minutes."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

from discord.ext import commands, tasks

from bot.deadlines import IDLE_GM_AFTER, IDLE_REMIND_AFTER, idle_due
from bot.errors import Refusal
from bot.guild_sweep import sweep_guilds
from bot.i18n import speaking
from bot.posting import left_behind
from bot.shard_lease import Holder, holder_of
from bot.store.shown import IDLE_NOTICES
from bot.ui.language import public_lang

if TYPE_CHECKING:
    from bot.client import Strategos


def claim_to_take(value: Any, *, me: Holder, now: datetime) -> str | None | bool:
    """What a notice's record lets this process do: False when it is given, or claimed by a
    process that may still post it; else the claim to take over (None: never claimed)."""
    if value is None:
        return None
    if not isinstance(value, str):
        return False  # given
    by, _, at = value.rpartition(" ")
    return value if left_behind(by, at, now=now, gone=me.knows_gone) else False


def delays(settings: dict[str, Any]) -> tuple[timedelta, timedelta]:
    """(remind after, tell the game master after) from settings holding minutes."""
    remind = settings.get("remind_after_minutes")
    gm = settings.get("gm_after_minutes")
    return (
        timedelta(minutes=remind) if remind else IDLE_REMIND_AFTER,
        timedelta(minutes=gm) if gm else IDLE_GM_AFTER,
    )


class IdleCog(commands.Cog):
    def __init__(self, bot: Strategos) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.clock.change_interval(seconds=self.bot.settings.clock_seconds)
        self.clock.start()

    async def cog_unload(self) -> None:
        self.clock.cancel()

    @tasks.loop(seconds=60)
    async def clock(self) -> None:
        await sweep_guilds(
            self.bot.guilds,
            lambda guild_id: self.check(guild_id, datetime.now(UTC)),
            "idle battles",
        )

    @clock.before_loop
    async def _wait_ready(self) -> None:
        await self.bot.wait_until_ready()

    async def check(self, guild_id: int, now: datetime) -> None:
        store = self.bot.store
        server = await store.guild_settings(guild_id)
        campaigns: dict[int, Any] = {}  # read once a tick, however many battles each has
        me = holder_of(self.bot)
        claim = f"{me} {now.isoformat()}"
        for battle in await store.called_battles(guild_id):
            since = battle.shown["call_since"]
            gm = None
            campaign = None
            settings = server
            if battle.campaign_id is not None:
                if battle.campaign_id not in campaigns:
                    campaigns[battle.campaign_id] = await store.get_campaign(
                        guild_id, battle.campaign_id
                    )
                campaign = campaigns[battle.campaign_id]
                if campaign is not None:
                    gm = campaign.gm_user_id
                    settings = {**server, **campaign.settings}
            remind_after, gm_after = delays(settings)
            free = {n: claim_to_take(battle.shown.get(n), me=me, now=now) for n in IDLE_NOTICES}
            todo = idle_due(
                datetime.fromisoformat(since),
                reminded=free["reminded"] is False,
                gm_told=free["gm_told"] is False,
                now=now,
                remind_after=remind_after,
                gm_after=gm_after,
            )
            # each notice claimed in the database before it is posted: once, however many
            # processes sweep this guild (two holding its shard for a moment)
            due = {"reminded": todo.remind, "gm_told": todo.tell_gm}
            claimed = [
                notice
                for notice, now_due in due.items()
                if now_due
                and await store.claim_idle_notice(
                    guild_id,
                    battle.id,
                    notice,
                    call_since=since,
                    claim=claim,
                    over=free[notice] or None,
                )
            ]
            if claimed:
                await self.give(guild_id, battle.id, claimed, campaign, gm)

    async def give(
        self, guild_id: int, battle_id: int, notices: list[str], campaign: Any, gm: int | None
    ) -> None:
        """Post the claimed notices and mark them given; one Discord refused is released, to be
        tried again at the next tick (as before it was claimed)."""
        failed = list(notices)
        try:
            loaded = await self.bot.battles.load(guild_id, battle_id, keep=False)
            narrator = self.bot.desk.narrator
            # the calls are public: in the campaign's (or the server's) language
            with speaking(await public_lang(self.bot, guild_id, campaign)):
                if "reminded" in notices:
                    if await narrator.call(loaded, again=True):
                        failed.remove("reminded")
                    loaded = await self.bot.battles.reload(loaded)
                if "gm_told" in notices and await narrator.tell_gm(loaded, gm):
                    failed.remove("gm_told")
        except Refusal:
            pass
        finally:
            given = {notice: True for notice in notices if notice not in failed}
            await self.bot.store.set_battle_shown(
                guild_id, battle_id, **given, **dict.fromkeys(failed)
            )


async def setup(bot: Strategos) -> None:
    await bot.add_cog(IdleCog(bot))
