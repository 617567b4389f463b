"""The bot: opens the store, loads every cog, registers the battle buttons, syncs the commands."""

from __future__ import annotations

import asyncio
import functools
import logging
import pkgutil
import re
import time
import typing
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import discord
import yarl
from discord import app_commands
from discord.ext import commands

import cogs
from bot import offload, upkeep
from bot.battles import BattleService
from bot.command_sync import sync_if_changed
from bot.config import Settings
from bot.errors import Refusal
from bot.games import GameRegistry
from bot.guild_sweep import sweep_guilds
from bot.i18n import t, use_locale
from bot.i18n.commands import CommandTranslator
from bot.lane import HttpLane
from bot.lane_session import LaneSession
from bot.loopwatch import LoopWatch
from bot.shard_lease import ShardLease
from bot.store import Store
from bot.ui.components import BattleButton, BattleSelect, VerifyButton
from bot.ui.desk import BattleDesk, acknowledged_at_once
from bot.ui.early_ack import WAITING as ACKS_WAITING
from bot.ui.early_ack import EarlyAcks
from bot.ui.odds import OddsButton
from bot.ui.replies import ack_in_time, failed, tell

log = logging.getLogger(__name__)


def discover_cogs() -> list[str]:
    """Every module `cogs/<name>.py` and every game package `cogs/<game>/cog.py`."""
    found = []
    root = Path(cogs.__file__).parent
    for module in pkgutil.iter_modules([str(root)]):
        if module.ispkg:
            if (root / module.name / "cog.py").exists():
                found.append(f"cogs.{module.name}.cog")
        else:
            found.append(f"cogs.{module.name}")
    return sorted(found)


def _api_base() -> str:
    """Discord's API as discord.py reaches it (the loopback points it elsewhere)."""
    return discord.http.Route.BASE


class SpeakingTree(app_commands.CommandTree):
    """Each command (and its autocomplete) speaks its user's language unless told otherwise."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        use_locale(interaction)
        return True


class Strategos(commands.Bot):
    store: Store
    desk: BattleDesk

    def __init__(self, settings: Settings, **options: Any) -> None:
        intents = discord.Intents.none()
        intents.guilds = True  # channels and threads; no privileged intent is needed
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            tree_cls=SpeakingTree,
            allowed_mentions=discord.AllowedMentions.none(),  # a message that pings says whom
            guild_ready_timeout=settings.guild_ready_timeout,
            **options,
        )
        self.settings = settings
        self.games = GameRegistry()
        self._component_templates: list[re.Pattern[str]] = []
        self._component_kinds: dict[int, list[re.Pattern[str]]] = {}
        """Component type -> the templates of the restart-proof items of that type."""
        self.loop_watch = LoopWatch.from_env()
        # a lane each: an acknowledgement never waits for a connection behind panels' edits,
        # nor a panel's edit behind stories (bot/lane.py)
        lane = functools.partial(HttpLane, _api_base, self.http.user_agent)
        self._told_in_doubt = False
        self.early_acks = EarlyAcks(
            lane(waiting=ACKS_WAITING),
            lambda data: not self._shards_in_doubt() and acknowledged_at_once(data),
        )
        self.interaction_lane = lane()
        self.rest_lane = lane()
        self.early_acks.install(self._connection.parsers)
        self._leave_interactions_in_doubt(self._connection.parsers)
        self._leave_items_of_another_kind(self._connection.parsers)
        self.http.ws_connect = self._watched_gateway(self.http.ws_connect)  # type: ignore[method-assign]
        self.tree.on_error = self.on_app_command_error
        self._ready_once = False
        self._closing: asyncio.Future[None] | None = None
        self.shards_lost: str | None = None
        """Why this process stopped when another took its shards (bot/shard_lease.py)."""

    def _shards_in_doubt(self) -> bool:
        """Whether this process may have lost its shards without knowing it yet (woken from a
        freeze longer than its lease: bot/shard_lease.py `overdue`), said once each time."""
        lease = getattr(self, "shard_lease", None)
        if lease is None or not lease.overdue():
            self._told_in_doubt = False
            return False
        if not self._told_in_doubt:
            self._told_in_doubt = True
            log.warning(
                "interactions left to whichever process holds %s until this one's lease is"
                " renewed: it is overdue (was this process frozen?)",
                lease.shards_text(),
            )
        return True

    def _leave_interactions_in_doubt(self, parsers: dict[str, Any]) -> None:
        """Interactions read while the shards are in doubt are left alone, unanswered: Discord
        sends them to the process that took the shards over as well, and this one stops once
        its renewal finds them taken."""
        parse = parsers["INTERACTION_CREATE"]

        def parse_interaction(data: Any) -> None:
            if not self._shards_in_doubt():
                parse(data)

        parsers["INTERACTION_CREATE"] = parse_interaction

    def _watched_gateway(self, connect: Any) -> Any:
        """discord.py's gateway connection, asked for uncompressed frames and read by the early
        acknowledgements as they arrive (bot/ui/early_ack.py)."""

        async def ws_connect(url: str, **options: Any) -> Any:
            gateway = yarl.URL(url)
            socket = await connect(str(gateway.without_query_params("compress")), **options)
            self.early_acks.watch(socket)
            return socket

        return ws_connect

    async def setup_hook(self) -> None:
        # logged in: discord.py's session exists, its simple requests go on the REST lane
        session = getattr(self.http, "_HTTPClient__session", None)
        if session is not None:  # else (another discord.py) all of it stays aiohttp's
            self.http._HTTPClient__session = LaneSession(  # type: ignore[attr-defined]
                session, self.rest_lane, _api_base
            )
        self.store = await Store.open(self.settings.db, pool=self.settings.db_pool)
        self.shard_lease = ShardLease(self.store, *self.shards(), lost=self._shards_lost)
        await self.shard_lease.acquire()  # before the gateway: never two processes on one shard
        self.battles = BattleService(self.store, self.games)
        self.desk = BattleDesk(self, self.battles)
        for extension in [*discover_cogs(), *self.settings.extensions]:
            await self.load_extension(extension)
        self.add_dynamic_items(BattleButton, BattleSelect, VerifyButton, OddsButton)
        await self.tree.set_translator(CommandTranslator())
        await self.sync_commands()
        upkeep.settle_heap()  # modules and cogs, before there is a loop to stall
        self.loop_watch.start()  # from here on: start-up's imports and cogs are not stalls
        upkeep.pace_bucket_cleanup(self.http)
        loop = asyncio.get_running_loop()
        self._sweeper = loop.create_task(upkeep.sweep_buckets(self.http), name="rate-limit-buckets")
        self._collector = loop.create_task(upkeep.pace_collections(), name="garbage-collection")

    def add_dynamic_items(self, *items: type[discord.ui.DynamicItem]) -> None:
        """Register restart-proof buttons, remembering their templates for on_interaction."""
        super().add_dynamic_items(*items)
        for item in items:
            template = item.__discord_ui_compiled_template__
            self._component_templates.append(template)
            (kind,) = typing.get_args(item.__orig_bases__[0])  # type: ignore[attr-defined]
            self._component_kinds.setdefault(COMPONENT_TYPES[kind], []).append(template)

    def _leave_items_of_another_kind(self, parsers: dict[str, Any]) -> None:
        """A click whose custom_id names an item of another type (a select's event bearing a
        button's id: only a forged one, as Discord sends the type its message holds) loses its
        custom_id: no item takes it, and `on_interaction` refuses it as a button not ours,
        rather than it reaching an item of the other type."""
        parse = parsers["INTERACTION_CREATE"]

        def parse_interaction(data: Any) -> None:
            inner = data.get("data")
            if data.get("type") == 3 and isinstance(inner, dict):
                custom_id, kind = str(inner.get("custom_id", "")), inner.get("component_type")
                theirs = self._component_kinds.get(kind, ())
                if not any(t.fullmatch(custom_id) for t in theirs) and any(
                    t.fullmatch(custom_id) for t in self._component_templates
                ):
                    data = {**data, "data": {**inner, "custom_id": ""}}
            parse(data)

        parsers["INTERACTION_CREATE"] = parse_interaction

    async def sync_commands(self) -> None:
        guild = None
        if self.settings.dev_guild_id:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
        where = "global" if guild is None else f"guild {guild.id}"
        if self.application_id is None:  # as tree.sync would: no application, no commands
            raise app_commands.MissingApplicationID
        synced = await sync_if_changed(
            self.tree, self.store, self.application_id, guild, when=self.settings.sync_commands
        )
        if synced is None:
            log.info("%s commands unchanged since their last sync: not sent again", where)
        else:
            log.info("synced %d %s commands", len(synced), where)

    async def close(self) -> None:
        """Once, whoever asks first (a lost lease's task, or the end of `bot.start`), and
        awaited to the end by every caller: a store left half closed keeps its threads, and the
        process with them."""
        if self._closing is None:
            self._closing = asyncio.ensure_future(self._close())
        await asyncio.shield(self._closing)

    async def _close(self) -> None:
        for task in (getattr(self, "_sweeper", None), getattr(self, "_collector", None)):
            if task is not None:
                task.cancel()
        self.loop_watch.stop()
        for lane in (self.early_acks.lane, self.interaction_lane, self.rest_lane):
            lane.close()
        offload.close()
        await super().close()
        if hasattr(self, "shard_lease"):
            await self.shard_lease.release()
        if hasattr(self, "store"):
            await self.store.close()

    async def _shards_lost(self, why: str) -> None:
        self.shards_lost = why
        await self.close()

    async def on_ready(self) -> None:
        log.info("ready as %s in %d servers%s", self.user, len(self.guilds), self.shards_text())
        if self.application_id is not None:
            log.info("invite link: %s", invite_link(self.application_id))
        first = not self._ready_once
        self._ready_once = True
        await self.repair_panels(self.guilds)
        if first:  # what start-up built stays: out of every later garbage collection
            started = time.perf_counter()
            freed = upkeep.settle_heap()
            log.info(
                "start-up's objects frozen out of garbage collection (%d freed first, in %.0f ms)",
                freed,
                (time.perf_counter() - started) * 1000,
            )

    def shards(self) -> tuple[int, list[int]]:
        """Discord's shard count and this process's shards: an unsharded bot is shard 0 of 1."""
        count = self.settings.shard_count
        if count is None:
            return 1, [0]
        return count, list(self.settings.shard_ids or range(count))

    def shards_text(self) -> str:
        """Which shards this process holds, for its log lines ("" when unsharded), as its lease
        names them (from `setup_hook` on)."""
        if self.settings.shard_count is None:
            return ""
        return f" ({self.shard_lease.shards_text()})"

    async def repair_panels(self, guilds: Iterable[discord.Guild]) -> None:
        """Bring panels left behind by a crash or by Discord errors up to date. Only this
        process's guilds: with shards, each process sweeps the guilds of its own shards."""

        async def repair(guild_id: int) -> None:
            behind = await self.desk.keeper.sweep(guild_id)
            if behind:
                log.info("repairing %d battle panel(s) in guild %s", behind, guild_id)

        await sweep_guilds(list(guilds), repair, "repairing panels", until_reached=True)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Arm the acknowledgement timer of every interaction; refuse component clicks that no
        item claims (forged or foreign custom_ids)."""
        ack_in_time(interaction)
        if interaction.type is not discord.InteractionType.component:
            return
        custom_id = (interaction.data or {}).get("custom_id", "")
        claimed = any(t.fullmatch(custom_id) for t in self._component_templates)
        if claimed and _on_message(interaction, custom_id):
            return
        use_locale(interaction)  # the refusal is the clicker's alone
        await tell(interaction, t("ui-not-our-button"))

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        original = getattr(error, "original", error)
        use_locale(interaction)  # every error is told to its user alone
        if isinstance(original, Refusal):
            await tell(interaction, str(original))
        elif isinstance(error, app_commands.CheckFailure):
            await tell(interaction, str(error) or t("ui-command-not-here"))
        elif isinstance(error, app_commands.TransformerError):
            await tell(interaction, t("ui-invalid-value", value=repr(error.value)))
        else:  # what ran before the error stands: say so rather than promise nothing changed
            failure = original if isinstance(original, Exception) else error
            await failed(interaction, failure, f"command {interaction.command!r}")


COMPONENT_TYPES = {
    discord.ui.Button: 2,
    discord.ui.Select: 3,
    discord.ui.UserSelect: 5,
    discord.ui.RoleSelect: 6,
    discord.ui.MentionableSelect: 7,
    discord.ui.ChannelSelect: 8,
}
"""The component type Discord sends for each kind of item."""

IDENTIFY_INTERVAL = 5.0
"""Discord allows one IDENTIFY per rate-limit bucket every 5 seconds."""


class ShardedStrategos(Strategos, commands.AutoShardedBot):
    """The same bot on a range of Discord's shards (SHARD_COUNT, SHARD_IDS), as large bots run:
    several processes, each holding some shards, over one shared database. Everything per guild
    (clocks, panel repair) walks `self.guilds`, which holds only this process's shards' guilds."""

    def __init__(self, settings: Settings) -> None:
        assert settings.shard_count is not None
        ids = list(settings.shard_ids) if settings.shard_ids is not None else None
        super().__init__(settings, shard_count=settings.shard_count, shard_ids=ids)
        self._max_concurrency = 1
        self._identified: dict[int, float] = {}

    async def setup_hook(self) -> None:
        await super().setup_hook()
        try:  # how many shards may IDENTIFY at once (16 for large bots, else 1)
            limits = await self.fetch_session_start_limits()
            self._max_concurrency = max(1, limits.max_concurrency)
        except discord.DiscordException as error:
            log.warning("session start limits unknown (%s): one IDENTIFY every 5 s", error)
        log.info("holding%s, %d IDENTIFY at once", self.shards_text(), self._max_concurrency)

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """Wait only as Discord requires: 5 s after the last IDENTIFY of the same bucket
        (`shard_id % max_concurrency`). The default waits 5 s before every shard but the first,
        which would keep a restarted process's guilds silent for 5 s per shard."""
        bucket = (shard_id or 0) % self._max_concurrency
        loop = asyncio.get_running_loop()
        last = self._identified.get(bucket)
        if last is not None:
            await asyncio.sleep(max(0.0, last + IDENTIFY_INTERVAL - loop.time()))
        self._identified[bucket] = loop.time()

    async def on_shard_ready(self, shard_id: int) -> None:
        """A shard that had to IDENTIFY again (its session was lost) may have missed events:
        repair its guilds' panels. At start-up `on_ready` sweeps every shard once instead."""
        if self._ready_once:
            log.info("shard %d ready again", shard_id)
            await self.repair_panels(g for g in self.guilds if g.shard_id == shard_id)


def build_bot(settings: Settings) -> Strategos:
    """The unsharded bot (one connection, today's default) or, with SHARD_COUNT, the sharded."""
    return ShardedStrategos(settings) if settings.sharded else Strategos(settings)


PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    embed_links=True,
    attach_files=True,
    read_message_history=True,
)
"""Everything the bot needs in a server, and nothing more (the README lists them)."""


def invite_link(application_id: int) -> str:
    return discord.utils.oauth_url(
        application_id, permissions=PERMISSIONS, scopes=("bot", "applications.commands")
    )


def _on_message(interaction: discord.Interaction, custom_id: str) -> bool:
    message = interaction.message
    if message is None:
        return False
    for row in message.components:
        for child in getattr(row, "children", []):
            if getattr(child, "custom_id", None) == custom_id:
                return True
    return False
