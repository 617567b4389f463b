"""CPU-bound work (exact odds, simulations, pictures) in worker processes, off the event loop.

A thread is not enough: Python runs one thread at a time, so odds worked out in a thread still
took the loop from every other server for tens of milliseconds at a stretch (78 ms measured for
three /soe odds at once). The workers are a small process pool started on first use from a
clean `forkserver` (never a fork of the running bot and its threads), with the game modules
preloaded so a first request does not wait for imports. What is sent must pickle; when it does
not, or the pool is broken, the work runs in a thread instead — slower for the others, never
wrong. The reader's language travels with the work: the text a worker writes is in it.

The workers take one job each at a time, the oldest request's first (bot/job_queue.py): a
request's later jobs (the charts after its odds) go before the jobs of requests made after it. A
request a player may simply make again (odds: `run_odds`) is refused at once, in words, when the
requests already waiting would keep it past a few seconds, rather than answered after a minute.

`STRATEGOS_WORKERS`: how many worker processes (default: 2 at most, one per core; 0 = threads).
"""

from __future__ import annotations

import asyncio
import logging
import os
import pickle
import time
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, ThreadPoolExecutor
from contextlib import suppress
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

from bot.i18n import current, speaking, t
from bot.job_queue import Busy, JobQueue, join, this_request

if TYPE_CHECKING:
    from concurrent.futures import ProcessPoolExecutor

log = logging.getLogger(__name__)
T = TypeVar("T")

PRELOAD = [
    "bot.worker_guard",  # first: the fork server dies with the bot
    "bot.ui.odds",
    "bot.ui.pictures",
    "PIL.ImageDraw",  # bot.ui.pictures imports Pillow where it draws: here, once for all workers
    "PIL.ImageFont",
    "cogs.soe.odds",
    "cogs.gw.odds",
    "cogs.civ.odds",
    "cogs.goc.odds",
    "cogs.claim.odds",
]
"""Imported once by the fork server, so every worker starts with them."""

_pool: ProcessPoolExecutor | None = None
_STARTER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="offload-start")
"""The thread that starts the fork server, kept for the life of the process: the fork server
dies with the thread that started it (PR_SET_PDEATHSIG is per thread), so not a pool thread
that an event loop's closing would end."""
_starting: asyncio.Future[ProcessPoolExecutor] | None = None
_closed = False
"""The bot has closed (`close`): no worker is started again."""


def workers() -> int:
    text = os.environ.get("STRATEGOS_WORKERS", "").strip()
    if text.isdigit():
        return int(text)
    return max(1, min(2, os.cpu_count() or 1))


def _start() -> ProcessPoolExecutor:
    """A pool with every worker already running. Starting the fork server (it imports the
    game modules) takes a second or two and starting a worker waits for it: never on the
    event loop (an interaction would fail meanwhile), so this runs in a thread — and so do
    the imports of multiprocessing, which a bot that never offloads does not hold (~0.4 MiB)."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(PRELOAD)
    pool = ProcessPoolExecutor(
        max_workers=workers(), mp_context=context, initializer=_worker_started
    )
    for done in [pool.submit(os.getpid) for _ in range(workers())]:
        done.result()
    return pool


async def _executor() -> ProcessPoolExecutor | None:
    """The pool, started on first use (in a thread); None for threads instead."""
    global _pool, _starting
    if _pool is not None or workers() == 0:
        return _pool
    if _starting is None:
        _starting = asyncio.get_running_loop().run_in_executor(_STARTER, _start)
    try:
        pool = await asyncio.shield(_starting)
    except Exception:
        log.warning("the worker processes could not start: working in threads", exc_info=True)
        _starting = None
        return None
    _starting = None
    if _closed:  # the bot closed while it started: none is kept after the close
        _drop_pool(pool)
        return None
    if _pool is None:
        _pool = pool
    return _pool


def _worker_started() -> None:
    """In each worker: die with the fork server (which dies with the bot)."""
    from bot.worker_guard import die_with_parent

    die_with_parent()


# -- the oldest request first (bot/job_queue.py) ------------------------------------------------
_queue = JobQueue()


async def _in_turn(job: Callable[[], T], *, refuse: bool) -> T:
    """`job` in a worker when its request's turn comes (in a thread if the workers cannot
    take it); Busy if `refuse` and it is a new request that would wait past MAX_WAIT."""
    queue = _queue  # the queue as it is now: a shutdown calls it off and starts another
    queue.slots = max(1, workers())
    request, new = this_request(time.monotonic())
    if refuse and new and queue.refuses():
        raise Busy(t("odds-busy"))
    if new:
        join(request)
    await queue.take(request.since, new=new)
    try:
        pool = await _executor()
    except BaseException:
        queue.give_back()
        raise
    return await queue.hold_while(_work(pool, job), request)


async def _work(pool: ProcessPoolExecutor | None, job: Callable[[], T]) -> T:
    if pool is None:
        return await asyncio.to_thread(job)
    try:
        submitted = pool.submit(job)
    except (BrokenExecutor, RuntimeError):  # broken, or shut down: it takes no more jobs
        pass
    else:
        with suppress(BrokenExecutor):  # the process pool's BrokenProcessPool
            return await asyncio.wrap_future(submitted)
    if not _closed:
        log.warning("the worker processes stopped; starting them again")
    _drop_pool(pool)
    return await asyncio.to_thread(job)


def _in_language(code: str, fn: Callable[..., T], args: tuple, kwargs: dict) -> T:
    with speaking(code):
        return fn(*args, **kwargs)


async def run_cpu(fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """`fn(*args, **kwargs)` in a worker process, in the language being spoken; its exceptions
    come back as raised. `fn` must be a module-level function."""
    return await _run(fn, args, kwargs, refuse=False)


async def run_odds(fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """`run_cpu` for the first job of a request a player may make again later (odds): Busy, a
    Refusal, when the workers are too far behind to answer it soon."""
    return await _run(fn, args, kwargs, refuse=True)


async def _run(fn: Callable[..., T], args: tuple, kwargs: dict, *, refuse: bool) -> T:
    job = partial(_in_language, current().code, fn, args, kwargs)
    if not _closed and await _executor() is not None:
        try:
            pickle.dumps(job)  # what cannot travel is known here, not from a worker
        except (pickle.PicklingError, AttributeError, TypeError) as error:
            log.debug("%s runs in a thread: %s", getattr(fn, "__name__", fn), error)
        else:
            return await _in_turn(job, refuse=refuse)
    return await asyncio.to_thread(job)


def close() -> None:
    """The bot's close: the workers stopped and the jobs waiting for them called off (their
    answers could no longer be sent); a job asked for after it runs in a thread, and no
    worker is started again."""
    global _closed
    _closed = True
    shutdown()


def shutdown() -> None:
    """Stop the workers and call off the jobs waiting for them (tests: the next job starts
    them again, unless the bot closed)."""
    global _queue
    queue, _queue = _queue, JobQueue()
    queue.close()
    if _pool is not None:
        _drop_pool(_pool)


def _drop_pool(pool: ProcessPoolExecutor) -> None:
    """`pool` stopped (broken, or at the close); the next job starts another."""
    global _pool
    if _pool is pool:
        _pool = None
    pool.shutdown(wait=False, cancel_futures=True)
