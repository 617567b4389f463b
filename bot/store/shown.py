"""What a battle's messages showed after a click, written a moment later with other battles'.

A click's answer is committed before its reply, in one transaction; what its panel, story and
call then showed (`Battle.shown`) waits here and goes to the database with every other battle's
up to `SHOWN_DELAY` later (`Store.write_shown`, `SHOWN_AT_ONCE` battles a transaction): a click
costs one write transaction, not two, and under load one more write serves dozens of clicks.

This process reads it at once: every battle the store hands out carries what waits for it
(`over`). A write of a battle's `shown` made at once (a reminder's claim, an undo, a panel
placed) first writes what waits for that battle, in the same transaction, so the two land in the
order they were made. What a crash loses is at most the last `SHOWN_DELAY` of it: the battles
then look behind, and the keeper shows their last step again, whose messages Discord posts once
(their nonces, bot/ui/narration.py). The records kept here are flat ({"panel": "3:active",
"events": 5, "call": 123, ...}): a later value replaces an earlier one, None removes it.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Iterable, Iterator, Mapping
from contextlib import asynccontextmanager, contextmanager, suppress
from contextvars import ContextVar
from typing import Any

from bot.store.driver import Driver
from bot.store.models import Battle, CalledBattle, DatabaseUnreachable
from bot.store.rows import _BATTLE, _all, _dumps, _loads

log = logging.getLogger(__name__)

SHOWN_AT_ONCE = 32
"""Battles written in one transaction (a statement each, in one call on the event loop): a
second of clicks at 300/s was ~300, one call of 3-4 ms every second; 32 take ~0.4 ms, and the
clicks' own transactions go in between. Each joins a batch of the clicks' commits, so this
costs no fsync of its own under load."""

Key = tuple[int, int]
"""(guild_id, battle_id)."""

SHOWN_DELAY = 1.0
"""Seconds a record waits to be written: long enough to gather a second of clicks into one
write, well inside the minutes in which Discord posts a message sent again with its nonce
once."""


def apply(shown: dict[str, Any], parts: Mapping[str, Any]) -> dict[str, Any]:
    """Write `parts` over `shown` (in place), as the database's json_patch does for flat parts."""
    for key, value in parts.items():
        if value is None:
            shown.pop(key, None)
        else:
            shown[key] = value
    return shown


class ShownLater:
    """The records waiting to be written (`waiting`) and those being written (`writing`), by
    battle. A record is in `writing` from the moment a transaction takes it until that
    transaction has committed: readers see it all the while."""

    def __init__(self) -> None:
        self.waiting: dict[Key, dict[str, Any]] = {}
        self.writing: dict[Key, dict[str, Any]] = {}
        self.ended = 0
        """Writes ended (landed or not). A read from the database and the records laid over
        it are one state only if none ended between the two: what a write took leaves
        `writing` once it has landed, and a read made before it landed lacks it."""

    def __len__(self) -> int:
        return len(self.waiting)

    def add(self, key: Key, parts: Mapping[str, Any]) -> None:
        nested = [name for name, value in parts.items() if isinstance(value, Mapping)]
        if nested:
            raise ValueError(f"a record written later is flat; {nested} are not")
        self.waiting[key] = {**self.waiting.get(key, {}), **parts}

    def over(self, key: Key, shown: dict[str, Any], *, written: bool = False) -> dict[str, Any]:
        """`shown` as read from the database (changed in place), with what is being written
        and what waits on top. `written`: read in the transaction that wrote what it took of
        the battle first, and may have changed it since (`ShownRecords._writing_shown`)."""
        for kept in (self.waiting,) if written else (self.writing, self.waiting):
            parts = kept.get(key)
            if parts:
                apply(shown, parts)
        return shown

    @contextmanager
    def taking(self, keys: Iterable[Key]) -> Iterator[dict[Key, dict[str, Any]]]:
        """What waits for these battles (those with anything), held as being written until the
        block that writes it ends: dropped if it went well, waiting again (under anything
        newer) if it failed. Sorted, so two processes writing at once lock the same rows in
        the same order. A battle's parts that an earlier write still under way holds are taken
        over and written again here, in order, whatever becomes of that write."""
        taken: dict[Key, dict[str, Any]] = {}
        for key in sorted(keys):
            parts = {**self.writing.get(key, {}), **self.waiting.pop(key, {})}
            if parts:
                taken[key] = parts
        self.writing.update(taken)
        landed = False
        try:
            yield taken
            landed = True
        finally:
            self.ended += 1
            for key, parts in taken.items():
                if self.writing.get(key) is parts:  # not taken over by a later write
                    del self.writing[key]
                    if not landed:
                        self.waiting[key] = {**parts, **self.waiting.get(key, {})}


IDLE_NOTICES = ("reminded", "gm_told")
"""What an idle battle is given once per call (bot/deadlines.py `idle_due`)."""

_WRITING: ContextVar[Key | None] = ContextVar("writing_shown", default=None)
"""The battle whose `shown` the current task's transaction writes (`_writing_shown`)."""

_PATCH = "UPDATE battles SET shown = json_patch(shown, ?) WHERE guild_id = ? AND id = ?"


class ShownRecords:
    """The Store's part for what battles' messages show (it brings the connections)."""

    _driver: Driver
    _shown_later: ShownLater
    _shown_lock: asyncio.Lock
    """Held by every write of a `shown`, later or at once, so that they reach the database in
    the order this process made them."""
    _shown_timer: asyncio.TimerHandle | None = None
    _shown_task: asyncio.Task[None] | None = None

    def show_later(self, guild_id: int, battle_id: int, **parts: Any) -> None:
        """Record what the battle's messages show now (flat parts; None removes one), written
        with other battles' within `SHOWN_DELAY`; this process reads it at once."""
        self._shown_later.add((guild_id, battle_id), parts)
        self._write_shown_later()

    def _write_shown_later(self) -> None:
        if self._shown_timer is None and self._shown_task is None:
            loop = asyncio.get_running_loop()
            self._shown_timer = loop.call_later(SHOWN_DELAY, self._write_shown_now)

    def _write_shown_now(self) -> None:
        self._shown_timer = None
        self._shown_task = asyncio.get_running_loop().create_task(self._write_shown_waiting())

    async def _write_shown_waiting(self) -> None:
        try:
            await self.write_shown()
        except DatabaseUnreachable:
            pass  # logged by its driver, once an outage; the records wait and are tried again
        except Exception:
            if self._driver.closed:  # close() wrote what waited; this came after it
                log.warning(
                    "what %d battles show was not written: the store is closed",
                    len(self._shown_later),
                )
                return
            log.exception("what battles show could not be written; trying again")
        finally:
            self._shown_task = None
        if self._shown_later:  # added while this one wrote, or back from a failed write
            self._write_shown_later()

    async def write_shown(self) -> int:
        """Write every record waiting (`show_later`), `SHOWN_AT_ONCE` battles a transaction;
        how many battles. (The records that come meanwhile wait for the next write.)"""
        written = 0
        async with self._shown_lock:
            waiting = sorted(self._shown_later.waiting)
            for start in range(0, len(waiting), SHOWN_AT_ONCE):
                with self._shown_later.taking(waiting[start : start + SHOWN_AT_ONCE]) as taken:
                    rows = [(_dumps(parts), *key) for key, parts in taken.items()]
                    async with self._transaction(None) as db:
                        await db.executemany(_PATCH, rows)
                written += len(taken)
        return written

    async def _close_shown(self) -> None:
        """Before the store closes: nothing waits to be written."""
        if self._shown_timer is not None:
            self._shown_timer.cancel()
            self._shown_timer = None
        if self._shown_task is not None:
            with suppress(Exception):
                await asyncio.shield(self._shown_task)
        try:
            await self.write_shown()
        except Exception:  # the store still closes; the keeper shows those steps again
            log.exception("what %d battles show could not be written", len(self._shown_later))

    @asynccontextmanager
    async def _writing_shown(self, guild_id: int, battle_id: int) -> AsyncIterator[Any]:
        """A transaction that writes the battle's `shown` at once: what waits for the battle
        is written first, in it."""
        key = (guild_id, battle_id)
        async with self._shown_lock:
            with self._shown_later.taking([key]) as taken:
                async with self._transaction(guild_id) as db:
                    if key in taken:
                        await db.execute(_PATCH, (_dumps(taken[key]), guild_id, battle_id))
                    inside = _WRITING.set(key)
                    try:
                        yield db
                    finally:
                        _WRITING.reset(inside)

    @asynccontextmanager
    async def _shown_held(self) -> AsyncIterator[None]:
        """No write of a `shown` lands meanwhile (this task's own, under way, aside)."""
        if _WRITING.get() is not None:  # this task holds the lock: its write is under way
            yield
            return
        async with self._shown_lock:
            yield

    def _as_shown(self, battle: Battle) -> Battle:
        """The battle as read from the database, with what waits to be written on top."""
        later = self._shown_later
        if later or later.writing:
            key = (battle.guild_id, battle.id)
            later.over(key, battle.shown, written=key == _WRITING.get())
        return battle

    async def set_battle_shown(self, guild_id: int, battle_id: int, **parts: Any) -> None:
        """Record at once what the battle's public messages show now: `panel` (the version
        shown), `events` (public events narrated), `call` (the message calling the players to
        act)... Parts not given stay as they are; a part given as None is removed."""
        async with self._writing_shown(guild_id, battle_id) as db:
            await db.execute(_PATCH, (_dumps(dict(parts)), guild_id, battle_id))

    async def claim_idle_notice(
        self,
        guild_id: int,
        battle_id: int,
        notice: str,
        *,
        call_since: str,
        claim: str | bool = True,
        over: str | None = None,
    ) -> bool:
        """Mark an idle battle's `notice` ("reminded" or "gm_told") as `claim`ed for the call
        made at `call_since`, before it is posted: True for the one process that marks it,
        False when another (two holding the same shard for a moment) or a new call came first.
        `over`: a claim found left behind (its process stopped), taken over only if it is still
        there. Once posted the notice is marked given (True); one that could not be posted is
        released (`set_battle_shown(notice=None)`)."""
        if notice not in IDLE_NOTICES:
            raise ValueError(f"not an idle notice: {notice!r}")
        found = "IS NULL" if over is None else "= ?"
        async with self._writing_shown(guild_id, battle_id) as db:
            cursor = await db.execute(
                f"{_PATCH} AND status = 'active' AND json_extract(shown, '$.call_since') = ?"
                f" AND json_extract(shown, '$.{notice}') {found}",
                (_dumps({notice: claim}), guild_id, battle_id, call_since)
                + (() if over is None else (over,)),
            )
            return cursor.rowcount == 1

    async def called_battles(self, guild_id: int, *, limit: int = 1000) -> list[CalledBattle]:
        """The guild's active battles whose players were called, oldest first, as the idle
        reminders read them: what was shown, not the answers (the sweep of every server each
        minute read every answer of every open battle)."""
        async with self._shown_held(), self._reading(guild_id) as db:  # a sweep may wait
            rows = await _all(
                db,
                "SELECT id, campaign_id, shown FROM battles"
                " WHERE guild_id = ? AND status = 'active' ORDER BY id LIMIT ?",
                (guild_id, limit),
            )
            over = self._shown_later.over
            called = [
                CalledBattle(
                    row["id"], row["campaign_id"], over((guild_id, row["id"]), _loads(row["shown"]))
                )
                for row in rows
            ]
        return [battle for battle in called if battle.shown.get("call_since")]

    async def battles_behind(self, guild_id: int, *, limit: int = 100) -> list[Battle]:
        """Battles whose public panel is missing or shows an older state than the stored one."""
        found = await self._read_battles(
            guild_id,
            f"{_BATTLE} WHERE guild_id = ? AND ((status = 'active' AND message_id IS NULL)"
            " OR json_extract(shown, '$.panel') IS DISTINCT FROM"
            " (answer_count || ':' || status) OR json_extract(shown, '$.moving') IS NOT NULL)"
            " ORDER BY id LIMIT ?",
            (guild_id, limit),
        )
        return [  # what waits to be written may show them already
            battle
            for battle in found
            if (battle.status == "active" and battle.message_id is None) or battle.panel_behind
        ]
