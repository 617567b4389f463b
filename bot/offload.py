"""CPU-bound work (exact odds, simulations, pictures) in worker processes, off the event loop.

A thread is not enough: Python runs one thread at a time, so odds worked out in a thread still
took the loop from every other server for tens of milliseconds at a stretch (78 ms measured for
three /soe odds at once). The workers are a small process pool started on first use from a
clean `forkserver` (never a fork of the running bot and its threads), with the game modules
preloaded so a first request does not wait for imports. What is sent must pickle; when it does
not, or the pool is broken, the work runs in a thread instead — slower for the others, never
wrong. The reader's language travels with the work: the text a worker writes is in it.

The workers take one job each at a time, the oldest request's first: a request's later jobs
(the charts after its odds) go before the jobs of requests made after it, so under a burst the
answers come out in the order they were asked for, not all at once at the end. A request a player
may simply make again (odds: `run_odds`) is refused at once, in words, when the jobs already
waiting would keep it past `MAX_WAIT`, rather than answered after a minute.

`STRATEGOS_WORKERS`: how many worker processes (default: 2 at most, one per core; 0 = threads).
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import logging
import os
import pickle
import time
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, ThreadPoolExecutor
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

from bot.errors import Refusal
from bot.i18n import current, speaking, t

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
    if _pool is None:
        _pool = pool
    _starting = None
    return _pool


def _worker_started() -> None:
    """In each worker: die with the fork server (which dies with the bot)."""
    from bot.worker_guard import die_with_parent

    die_with_parent()


# -- the oldest request first ----------------------------------------------------------------------
MAX_WAIT = 5.0
"""Seconds a new request for odds may expect to wait for a worker (the requests ahead of it, at
the pace the workers lately got through them); past it, it is refused as busy. Its later jobs
(charts) never are."""
FOLLOWS_WITHIN = 1.0
"""A job asked for this soon after the last job of the same task ended belongs to the same
request (the charts after the odds); later, it is a new request (a clock's next tick)."""


class Busy(Refusal):
    """The workers are too far behind for a request that may be made again later."""


@dataclass
class _Request:
    since: float
    """When its first job was asked for: the order in which the workers take jobs."""
    last_done: float | None = None


_request: ContextVar[_Request | None] = ContextVar("offload_request", default=None)


@dataclass
class _Slots:
    """Jobs in the workers (at most one each) and those waiting, the oldest request's first."""

    slots: int = 1
    running: int = 0
    waiting: list[tuple[float, int, asyncio.Future[None]]] = field(default_factory=list)
    order: itertools.count = field(default_factory=itertools.count)
    request_gap: float = 0.05
    """Seconds between two requests' first jobs starting while requests wait (a moving
    average): how fast the workers get through whole requests, odds and charts alike."""
    last_start: float = 0.0
    backlog_since: float = 0.0
    """When jobs last began to wait: a pace is measured only over time they waited."""

    def expected_wait(self) -> float:
        """How long a request asked for now would wait for its first job to start."""
        return len(self.waiting) * self.request_gap

    async def take(self, since: float, *, new: bool) -> None:
        if self.running < self.slots and not self.waiting:
            self.running += 1
            if new:
                self.last_start = time.monotonic()
            return
        if not self.waiting:
            self.backlog_since = time.monotonic()
        turn = asyncio.get_running_loop().create_future()
        heapq.heappush(self.waiting, (since, next(self.order), turn))
        try:
            await turn  # `_hand_on` counts it running when it hands it the place
        except asyncio.CancelledError:
            if turn.done() and not turn.cancelled():
                self.give_back()  # handed the place just as it was cancelled: pass it on
            raise
        if new:  # it waited: the time since the last request began tells the workers' pace
            now = time.monotonic()
            gap = min(now - max(self.last_start, self.backlog_since), 2 * MAX_WAIT)
            self.request_gap += (gap - self.request_gap) / 8
            self.last_start = now

    def give_back(self) -> None:
        """A job ended. Its place is handed on once the task that ran it has gone on: a next
        job of the same request, asked for at once, then waits with its request's age."""
        self.running -= 1
        if self.waiting:
            asyncio.get_running_loop().call_soon(self._hand_on)

    def _hand_on(self) -> None:
        while self.waiting and self.running < self.slots:
            *_, turn = heapq.heappop(self.waiting)
            if not turn.done():  # not cancelled while it waited
                self.running += 1
                turn.set_result(None)


_slots = _Slots()


def _this_request(now: float) -> tuple[_Request, bool]:
    """The request this job belongs to, and whether it is a new one."""
    request = _request.get()
    if request is not None and (
        request.last_done is None or now - request.last_done <= FOLLOWS_WITHIN
    ):
        return request, False
    request = _Request(since=now)
    _request.set(request)
    return request, True


async def _in_turn(job: Callable[[], T], *, refuse: bool) -> T:
    """`job` in a worker when its request's turn comes (in a thread if the workers cannot
    take it); Busy if `refuse` and it is a new request that would wait past MAX_WAIT."""
    queue = _slots  # the queue as it is now: a shutdown starts another
    queue.slots = workers()
    request, new = _this_request(time.monotonic())
    if refuse and new and queue.expected_wait() > MAX_WAIT:
        raise Busy(t("odds-busy"))
    await queue.take(request.since, new=new)
    try:
        pool = await _executor()  # as it is now: started again if one broke while this waited
        if pool is None:
            return await asyncio.to_thread(job)
        try:
            return await asyncio.get_running_loop().run_in_executor(pool, job)
        except BrokenExecutor:  # the process pool's BrokenProcessPool
            log.warning("the worker processes stopped; starting them again")
            if _pool is pool:
                shutdown()
            return await asyncio.to_thread(job)
    finally:
        request.last_done = time.monotonic()
        queue.give_back()


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
    if await _executor() is not None:
        try:
            pickle.dumps(job)  # what cannot travel is known here, not from a worker
        except (pickle.PicklingError, AttributeError, TypeError) as error:
            log.debug("%s runs in a thread: %s", getattr(fn, "__name__", fn), error)
        else:
            return await _in_turn(job, refuse=refuse)
    return await asyncio.to_thread(job)


def shutdown() -> None:
    """Stop the workers (at the bot's close; tests)."""
    global _pool, _slots
    _slots = _Slots()  # jobs still under way give their places back to the queue they took
    if _pool is not None:
        pool, _pool = _pool, None
        pool.shutdown(wait=False, cancel_futures=True)
