"""A pass over every server a process holds: each clock's tick (deadlines, idle battles) and the
passes at start-up (panels to repair, claim turns to resume).

One server's trouble must not stop the pass for the others, so each failure is logged and the
next server goes on. A database out of reach is no one server's trouble: every server would meet
it, each with its traceback (a thousand a minute per clock in a large bot), so the pass stops at
the first server that meets it. A clock's next tick runs the pass again; a start-up pass, which
nothing runs again, waits for the database and goes on from that server.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Iterable

import discord

from bot.loopshare import each
from bot.store import DatabaseUnreachable

log = logging.getLogger(__name__)

RETRY_FIRST = 1.0
RETRY_MOST = 60.0
"""Seconds a start-up pass waits for a database out of reach: doubling from the first to the
most."""


async def sweep_guilds(
    guilds: Iterable[discord.abc.Snowflake],
    job: Callable[[int], Awaitable[object]],
    what: str,
    *,
    until_reached: bool = False,
) -> bool:
    """`job(guild_id)` for each guild in turn, handing the loop back between them (`each`).
    Returns whether the pass went through every guild: False when the database was out of reach
    (its driver logged the outage) and `until_reached` is not set."""
    wait = RETRY_FIRST
    async for guild_id in each([g.id for g in guilds]):
        while True:
            try:
                await job(guild_id)
            except DatabaseUnreachable:
                if not until_reached:
                    return False
                await asyncio.sleep(wait)
                wait = min(2 * wait, RETRY_MOST)
                continue
            except Exception:
                log.exception("%s of guild %s", what, guild_id)
            break
    return True
