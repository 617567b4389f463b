"""Keeping every battle's public messages true to the stored state.

An answer is committed before anything is shown, so showing it can fail afterwards (Discord
answers 500, the process dies between commit and edit). The store records what each panel last
showed (`battles.shown`); the keeper brings behind panels up to date: at once with retries and
backoff, on the next click on a stale panel, and for every guild when the bot starts.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING

import discord

from bot.errors import Refusal

if TYPE_CHECKING:
    from bot.ui.desk import BattleDesk

log = logging.getLogger(__name__)

BACKOFF = (1.0, 2.0, 5.0, 15.0, 60.0, 300.0)
"""Seconds between attempts to repair one battle's messages."""
SWEEP_AT_ONCE = 8
"""Start-up repairs under way at once: a thousand servers' panels posted all together would
hold the event loop for hundreds of ms at a time, while players are already clicking."""


class PanelKeeper:
    def __init__(self, desk: BattleDesk) -> None:
        self.desk = desk
        self._tasks: dict[tuple[int, int], asyncio.Task[None]] = {}
        self._sweeping = asyncio.Semaphore(SWEEP_AT_ONCE)

    def schedule(
        self,
        guild_id: int,
        battle_id: int,
        *,
        delays: tuple[float, ...] = BACKOFF,
        paced: bool = False,
    ):
        """Repair the battle soon (once per battle at a time), retrying with backoff; `paced`
        (start-up's sweep): at most `SWEEP_AT_ONCE` such repairs run at a time."""
        key = (guild_id, battle_id)
        if key in self._tasks:
            return
        retry = self._retry(guild_id, battle_id, delays, paced)
        task = asyncio.get_running_loop().create_task(retry)
        self._tasks[key] = task
        task.add_done_callback(lambda _: self._tasks.pop(key, None))

    async def _retry(
        self, guild_id: int, battle_id: int, delays: tuple[float, ...], paced: bool
    ) -> None:
        for delay in (0.0, *delays):
            await asyncio.sleep(delay)
            async with self._sweeping if paced else contextlib.nullcontext():
                if await self.repair(guild_id, battle_id):
                    return
        log.error("gave up repairing the messages of battle %s", battle_id)

    async def repair(self, guild_id: int, battle_id: int) -> bool:
        """One attempt; True when the battle's messages are current (or cannot be helped)."""
        try:
            async with self.desk.service.hold(guild_id, battle_id):
                if self.desk.answering(guild_id, battle_id):
                    # an answer here is about to show the panel (and repairs it if it cannot):
                    # an edit now would show a state one answer old, and a click's deferred
                    # answer would seem to be that
                    return True
                # read under the battle's lock: never show a state older than one committed
                loaded = await self.desk.service.load(guild_id, battle_id, keep=False)
                return await self.desk.repair(loaded)
        except Refusal:
            return True  # gone or unreadable: nothing a retry would change
        except discord.HTTPException:
            log.warning("repair of battle %s failed", battle_id, exc_info=True)
            return False

    async def sweep(self, guild_id: int) -> int:
        """At start-up: schedule every battle of the guild whose panel is missing or behind."""
        behind = await self.desk.service.store.battles_behind(guild_id)
        for battle in behind:
            self.schedule(guild_id, battle.id, paced=True)
        return len(behind)

    async def idle(self) -> None:
        """Wait for every repair under way (tests, shutdown)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks.values()), return_exceptions=True)
