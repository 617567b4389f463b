"""`python -m bot`: read the settings, point discord.py where configured, run until stopped.

With SHARD_COUNT (and SHARD_IDS) the process holds only those of Discord's shards: run several,
each on other shards, over one database (see bot/client.py: ShardedStrategos).

Exit status: 0 stopped, 1 Discord refused the token, 2 a setting is wrong, 3 the database cannot
be used, 4 Discord could not be reached at start (each explained in one sentence on stderr, no
traceback; once connected, discord.py itself reconnects whenever the connection drops).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import sys
import time
from collections.abc import Awaitable, Coroutine
from typing import Any, TypeVar

import aiohttp
import discord
import yarl

from bot.client import Strategos, build_bot
from bot.config import ConfigError, Settings, load_settings
from bot.shard_lease import ShardLeaseLost
from bot.store import DatabaseNotReached, DatabaseUnreachable, Store, StoreError
from bot.upkeep import limit_malloc_arenas

T = TypeVar("T")
log = logging.getLogger(__name__)

SIGTERM_WRITE_SECONDS = 8.0
"""How long a SIGTERM waits for the store's last writes, all together (a service manager allows
~10 s)."""

DISCORD_UNREACHABLE = (
    aiohttp.ClientConnectionError,  # no network, no DNS, a refused or dropped connection
    discord.GatewayNotFound,
    discord.DiscordServerError,  # Discord's own 5xx, after discord.py's retries
)
"""What stops a start before the bot ever connected: said in one sentence (exit status 4)."""


def point_at(settings: Settings) -> None:
    """Let a loopback Discord stand in for the real one (tests, benchmarks, trying the bot)."""
    if settings.api_base:
        discord.http.Route.BASE = settings.api_base.rstrip("/")
    if settings.gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.gateway_url)


DATABASE_WAIT_SECONDS = 60.0
"""How long a start waits for a PostgreSQL server it cannot reach (one still starting up, as
when a service manager or docker compose starts both at once) before it gives up."""


async def check_database(settings: Settings, *, wait: float = DATABASE_WAIT_SECONDS) -> None:
    """Open (and migrate) the database before logging in: a file the bot cannot use is reported
    at once, in one sentence, and never touched. A server it cannot reach is tried again, 1 to
    10 s apart, for `wait` seconds."""
    give_up = time.monotonic() + wait
    delay = 1.0
    while True:
        try:
            store = await Store.open(settings.db, pool=settings.db_pool)
            break
        except DatabaseNotReached as error:
            if time.monotonic() + delay > give_up:
                raise
            log.warning("%s Trying again in %.0f s.", error, delay)
            await asyncio.sleep(delay)
            delay = min(2 * delay, 10.0)
    await store.close()


def write_shown_on_sigterm(bot: Strategos) -> None:
    """SIGTERM (a service manager's stop, `docker stop`) ends the bot at once, as it always
    did: every answer was committed before its reply, and what was under way is taken up when
    it starts again. But first its store writes what it keeps to write a moment later (what the
    last clicks' messages showed, bot/store/shown.py), so that a stop followed by a long pause
    does not leave those steps to be shown again after Discord has forgotten their nonces.
    And it empties SQLite's write-ahead log into the database file, so that a copy of the file
    alone (a backup) holds every write."""
    loop = asyncio.get_running_loop()
    stopping: list[asyncio.Task[None]] = []  # held, so the task is not collected half done

    async def write_then_stop() -> None:
        deadline = loop.time() + SIGTERM_WRITE_SECONDS  # for all three steps together

        async def within(step: Awaitable[T]) -> T:
            return await asyncio.wait_for(step, max(0.1, deadline - loop.time()))

        lease = getattr(bot, "shard_lease", None)
        if lease is not None:  # the next process on these shards need not wait for it to run out
            with contextlib.suppress(TimeoutError):  # a database that hangs: it runs out instead
                await within(lease.release())
        store = getattr(bot, "store", None)
        if store is not None:
            try:
                written = await within(store.write_shown())
                log.info("SIGTERM: wrote what %d battle(s) show; stopping", written)
            except Exception:
                log.exception("SIGTERM: what battles show could not be written; stopping")
            try:  # the last write: none lands in SQLite's write-ahead log after it
                whole = await within(store.checkpoint(last=True))
            except Exception:
                whole = False
            if not whole:  # a file copied alone now may miss the last writes; none is lost
                log.warning("SIGTERM: SQLite's write-ahead log was not emptied into the file")
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGTERM)

    def stop() -> None:
        if not stopping:
            stopping.append(loop.create_task(write_then_stop()))

    with contextlib.suppress(NotImplementedError):  # no signal handlers on Windows' loop
        loop.add_signal_handler(signal.SIGTERM, stop)


async def main(settings: Settings) -> None:
    await check_database(settings)
    async with build_bot(settings) as bot:
        write_shown_on_sigterm(bot)
        await bot.start(settings.token)
        await bot.close()  # a close begun elsewhere (a lost lease) finished before the loop ends
    if bot.shards_lost is not None:
        raise ShardLeaseLost(f"Stopped: another process took this one's shards: {bot.shards_lost}.")


def run_loop(main: Coroutine[Any, Any, T]) -> T:
    """Run on uvloop where it exists (Linux, macOS): its event loop, in C, costs a click about a
    third less CPU than asyncio's (bench/interactions.py), so the loop stays ahead of clicks at
    rates where asyncio's falls behind. asyncio's own loop elsewhere. The benchmarks run the
    loopback Discord on it too: the instrument then takes less of the machine from the bots."""
    try:
        import uvloop
    except ImportError:
        return asyncio.run(main)
    return uvloop.run(main)


class OutageInOneLine(logging.Filter):
    """An outage of the database in one line each, not a traceback: a DatabaseUnreachable that
    reached discord.py's own logging ("Ignoring exception in autocomplete", in a listener),
    which its driver has told already, as information; and asyncpg's pool's every failed attempt
    to reconnect (1 to 60 s apart), as the warning it is."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        if isinstance(error, DatabaseUnreachable):
            record.levelno, record.levelname = logging.INFO, "INFO"
        elif error is None or record.name != "asyncpg.pool":
            return True
        record.msg = f"{record.getMessage()} ({type(error).__name__}: {error})"
        record.args = None
        record.exc_info = record.exc_text = None
        return True


def run() -> int:
    try:
        settings = load_settings()
    except ConfigError as error:
        print(error, file=sys.stderr)
        return 2
    limit_malloc_arenas()  # before the database's threads start
    discord.utils.setup_logging(level=getattr(logging, settings.log_level))
    for handler in logging.getLogger().handlers:
        handler.addFilter(OutageInOneLine())
    discord.VoiceClient.warn_nacl = False  # no voice here: spare admins misleading warnings
    discord.VoiceClient.warn_dave = False
    point_at(settings)
    try:
        run_loop(main(settings))
    except discord.LoginFailure:
        print("Discord refused the token: check DISCORD_TOKEN in .env.", file=sys.stderr)
        return 1
    except StoreError as error:  # DatabaseUnusable: what is wrong with the file, what to do
        print(error, file=sys.stderr)
        return 3
    except DISCORD_UNREACHABLE as error:
        print(
            f"Discord cannot be reached at {discord.http.Route.BASE}"
            f" ({type(error).__name__}: {error}):"
            " check this machine's network connection, then start the bot again.",
            file=sys.stderr,
        )
        return 4
    except ShardLeaseLost as error:  # its service manager starts it again, to wait its turn
        print(error, file=sys.stderr)
        return 5
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(run())
