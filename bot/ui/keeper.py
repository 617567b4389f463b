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
from collections import OrderedDict
from typing import TYPE_CHECKING

import discord

from bot.errors import Refusal
from bot.loopshare import turn_alone
from bot.store import DatabaseUnreachable

if TYPE_CHECKING:
    from bot.ui.desk import BattleDesk

log = logging.getLogger(__name__)

BACKOFF = (1.0, 2.0, 5.0, 15.0, 60.0, 300.0)
"""Seconds between attempts to repair one battle's messages."""
SWEEP_AT_ONCE = 8
"""Start-up repairs under way at once: a thousand servers' panels posted all together would
hold the event loop for hundreds of ms at a time, while players are already clicking. The
sweep's battles wait in a queue for one of as many sweepers, not each in a task of its own
(2,000 sleeping tasks at 1,000 servers, whose memory start-up kept long after)."""


class PanelKeeper:
    def __init__(self, desk: BattleDesk) -> None:
        self.desk = desk
        self._tasks: dict[tuple[int, int], asyncio.Task[None]] = {}
        self._again: set[tuple[int, int]] = set()
        """Battles sent for while their repair was under way: it may have read the battle
        before what sent for it (a panel found behind), so it is made once more."""
        self._queued: OrderedDict[tuple[int, int], None] = OrderedDict()
        self._sweepers: set[asyncio.Task[None]] = set()
        self._paced = asyncio.Semaphore(SWEEP_AT_ONCE)

    def schedule(
        self,
        guild_id: int,
        battle_id: int,
        *,
        delays: tuple[float, ...] = BACKOFF,
        now: bool = True,
        paced: bool = False,
    ):
        """Repair the battle (at once, unless `now` is False) and, as long as that fails, again
        after each of `delays`; once per battle at a time. `paced` (what start-up's sweep could
        not repair): among the `SWEEP_AT_ONCE` repairs at a time."""
        key = (guild_id, battle_id)
        if key in self._tasks:
            self._again.add(key)
            return
        retry = self._retry(guild_id, battle_id, (0.0, *delays) if now else delays, paced)
        task = asyncio.get_running_loop().create_task(retry)
        self._tasks[key] = task
        task.add_done_callback(lambda _: self._tasks.pop(key, None))

    async def _retry(
        self, guild_id: int, battle_id: int, delays: tuple[float, ...], paced: bool
    ) -> None:
        for delay in delays:
            await asyncio.sleep(delay)
            async with self._paced if paced else contextlib.nullcontext():
                if await self._repair_until_asked_no_more(guild_id, battle_id):
                    return
        self._again.discard((guild_id, battle_id))
        log.error("gave up repairing the messages of battle %s", battle_id)

    async def _repair_until_asked_no_more(self, guild_id: int, battle_id: int) -> bool:
        key = (guild_id, battle_id)
        while True:
            self._again.discard(key)
            if not await self.repair(guild_id, battle_id):
                return False
            if key not in self._again:
                return True

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
        except DatabaseUnreachable:  # logged once by its driver: a retry waits for it
            return False
        except discord.HTTPException:
            log.warning("repair of battle %s failed", battle_id, exc_info=True)
            return False

    async def sweep(self, guild_id: int) -> int:
        """At start-up: queue every battle of the guild whose panel is missing or behind, for
        the sweepers (at most `SWEEP_AT_ONCE` repairs at a time; a click's repair does not wait
        for them)."""
        behind = await self.desk.service.store.battles_behind(guild_id)
        for battle in behind:
            self._queued[(guild_id, battle.id)] = None
        loop = asyncio.get_running_loop()
        while len(self._sweepers) < min(SWEEP_AT_ONCE, len(self._queued)):
            sweeper = loop.create_task(self._sweeping())
            self._sweepers.add(sweeper)
            sweeper.add_done_callback(self._sweepers.discard)
        return len(behind)

    async def _sweeping(self) -> None:
        """One sweeper: the queued battles one after another; one whose repair fails is left to
        a retry with backoff."""
        while self._queued:
            key, _ = self._queued.popitem(last=False)
            if not self._queued:  # an emptied OrderedDict keeps its largest table (~100 KiB)
                self._queued = OrderedDict()
            if key in self._tasks:  # a click's repair, or a retry, is under way
                continue
            self._tasks[key] = asyncio.current_task()  # type: ignore[assignment]
            try:
                async with self._paced:
                    await turn_alone()
                    done = await self._repair_until_asked_no_more(*key)
            except Exception:  # one battle's bug must not stop the sweep of the others
                log.exception("repair of battle %s failed", key[1])
                done = False
            finally:
                self._tasks.pop(key, None)
            if not done:
                self.schedule(*key, now=False, paced=True)

    async def idle(self) -> None:
        """Wait for every repair under way or queued (tests, shutdown)."""
        while self._tasks or self._sweepers:
            running = {*self._tasks.values(), *self._sweepers}
            await asyncio.gather(*running, return_exceptions=True)
