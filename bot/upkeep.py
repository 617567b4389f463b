"""Keeping a process that runs for months lean: the garbage collector and discord.py's rate-limit
table.

- Garbage collection stops the event loop for as long as it runs, and a full collection walks
  every object the process holds: measured under load (bench/interactions.py) it took 0.5–2.5 s,
  most of it over what start-up built and never frees (modules, cogs, every server's channels).
  They are frozen out of the collector's sight (`gc.freeze`) twice: the modules and cogs before
  the bot connects, every server's channels once it is ready. Each time the garbage is collected
  first (what is frozen is never collected again, garbage cycles included); the second
  collection walks only what the paced ones below have not frozen yet (~1 ms at 1,000 servers).
- What is made afterwards is collected on a clock (`pace_collections`), not by Python's count
  alone. Python starts a young collection when the objects made outnumber those freed by its
  threshold; but each click frees what it replaces (a battle's previous state, an evicted cache
  entry), so under load the young generation grew to 70,000 objects between two collections,
  most of them alive, and walking them stopped the loop for 25–40 ms at 300 clicks/s. A young
  collection every `YOUNG_EVERY` (100 ms) walks what 100 ms made, and what outlives it is frozen
  at once, so no collection walks an object twice, nor more than what 100 ms kept. Frozen only
  once it had outlived a middle collection as well (every second young one), the clicks under
  way had 100 ms more to let go of a garbage cycle before it was frozen, but the middle
  collections walked what 200 ms kept: 20–38 ms at 300 clicks/s while every battle was replayed
  after a restart and kept (every fifth, as Python would: 24–70 ms), against none over 20 ms
  since in 18 runs (the longest seen: 8 ms). The clicks make no garbage cycle to
  wait for: a run of `bench interactions` (start-up, 4,800 clicks) kept every collection's
  garbage and found none but what importing the modules left (a click, a panel's edit and a new
  battle's thread are let go at once, bot/ui/replies.py and bot/ui/placement.py; a battle let go
  is freed at once, bot/engine/battle.py). Python's old generation stays empty: walking it was
  what stopped the loop longest (all that was made since start-up and kept, the battles kept
  running above all: ~70,000 objects and 46–69 ms at 1,000 servers after play). What is frozen
  is still freed the moment it is let go, only a garbage cycle among frozen objects waits (a
  rare one: an error's traceback caught while frozen): once a day, at a quiet second
  (`FULL_QUIET_AFTER`, or after `FULL_AT_MOST` for a bot that is never quiet), a forked copy of
  the process counts the garbage among everything, frozen or not, as the collector would
  (`frozen_garbage`): the loop waits only for the fork (3.5–3.8 ms at 1,000 servers after play;
  the count takes the copy 0.3–0.5 s). Only if it found some are they freed, by a collection of
  everything (`gc.unfreeze`, collect, freeze again), which stops the loop as long as it walks
  them all: 25–80 ms at 1,000 and 1,500 servers once every battle had been played, 3,000 battles
  crowding each other out of the 1,024 kept; it found no garbage, nor did the copy at 1,000
  servers. At 300 clicks/s, 1.0–2.5 % of the time goes to collecting. A loop that falls behind
  (clicks arriving faster than it serves them) is where a burst once fed on itself: the clicks
  waiting their turn hold tens of thousands of objects, and each collection walked them all
  (20–90 ms) until they were old enough to freeze. Frozen after their first collection, each is
  walked once, so collections keep to 100 ms of clicks however far behind the loop is: 3.5–8 ms
  at 300 clicks/s, in runs where the loop fell behind too. (A pause after a slow collection, to
  keep collections to 5 % of the time, was the cure before; with it, a run that fell behind let
  the young generation grow to 40,000 objects, walked in 29–47 ms.)
- discord.py keeps a rate-limit bucket per interaction token (each click's edits and followups
  go to a webhook route of its own) and drops one only after 5 minutes of quiet; at a hundred
  clicks a second that is tens of thousands of buckets, each new one scanning all of them. A
  click's token serves for seconds; its bucket is forgotten once it has been idle a while (a
  later request just makes a fresh one), and so is a channel's or a thread's once its limit has
  run out (the 2,000 threads of 1,000 servers' battles held ~4 MiB of them at start-up). And
  each time it makes a bucket (once there are 256) discord.py looks through all of them for
  idle ones: with a bucket per click and one per channel and thread, thousands looked at per
  click (~1 ms at 200 clicks/s). That look is paced to once every few seconds.
- When a burst is over (most buckets forgotten at once: start-up's posts, clicks that stopped),
  what it left free in the C heap is given back to the system (`give_back_free_heap`, 0.7 ms):
  1.7 MiB after start-up at 1,000 servers, which glibc would otherwise keep.
- glibc gives each thread that allocates a heap (an "arena") of its own, up to eight per core:
  the database's connection threads and the worker threads each keep theirs, with what they
  once used free in it. The process holds to `MALLOC_ARENAS` (`limit_malloc_arenas`, before any
  thread starts): 2.3 MiB less at 1,000 servers after a restart, for threads that spend most of
  their time waiting on SQLite or on the GIL, not on malloc's lock.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import os
import signal
import sys
import time
from collections import deque
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)

COLLECT_AFTER = (20_000, 2)
"""Python's own collections (gc.set_threshold): a young one after 20,000 new objects (not
freed) — a bound for a burst between two paced ones — and a middle one every 2 young ones
(Python's default: 700, 10). Python never starts an old one while collections are paced."""
YOUNG_EVERY = 0.1
"""Seconds between two paced young collections (every 50 ms, tried: more of the time spent
collecting, 1.4–3.2 % at 300 clicks/s, and stalls over 20 ms in 5 runs of 8, against 3 of 14
every 100 ms)."""
FULL_QUIET_AFTER = 24 * 3600.0
"""Seconds after a collection of everything (the frozen objects included) before the next one,
which waits for a quiet second."""
FULL_AT_MOST = 3 * 24 * 3600.0
"""Seconds after which a collection of everything runs, quiet or not."""
QUIET = (1.0, 0.02)
"""Quiet: over the last second, under 2 % of one CPU used (10 clicks a second use ~5 %)."""
_NEVER = 1 << 30
"""An old-generation threshold Python's count never reaches."""
BUCKET_IDLE = 3.0
"""Seconds a token's rate-limit bucket stays after its last request."""
SWEEP_EVERY = 5.0
BURST_OVER = (1000, 256)
"""A burst is over when a sweep forgot at least 1,000 rate-limit buckets and fewer than 256
remain (start-up's posts at 1,000 servers, or clicks that stopped): what it left free in the
C heap is given back. Under a steady load each sweep forgets as many as remain, and none is."""
MALLOC_ARENAS = 2
"""glibc heaps the whole process shares (glibc's default: eight per core)."""
_M_ARENA_MAX = -8
"""mallopt's parameter for it (glibc's malloc.h)."""


def settle_heap() -> int:
    """Collect the garbage, then freeze every object left out of later collections; returns
    how much garbage was freed. Not how many are frozen: counting them walks every one (7 ms at
    100 servers, ~30 at 1,000, where the collection took 1), a stall for a log line."""
    freed = gc.collect()
    gc.freeze()
    return freed


def limit_malloc_arenas(most: int = MALLOC_ARENAS) -> bool:
    """Hold glibc to `most` heaps for all threads (see the module's docstring); called before the
    first thread starts. False where there is no such call (another libc), or when the operator
    chose a number (`MALLOC_ARENA_MAX`, which glibc reads itself)."""
    if os.environ.get("MALLOC_ARENA_MAX"):
        return False
    mallopt = _libc_call("mallopt")
    return mallopt is not None and bool(mallopt(_M_ARENA_MAX, most))


def give_back_free_heap() -> bool:
    """Give the C heap's free pages back to the system (glibc's `malloc_trim`); False where
    there is no such call (another libc). Start-up's burst of work (2,000 panels, threads and
    steps posted at 1,000 servers) leaves ~1.7 MiB free in the C heap that glibc keeps for
    itself, since only its top is returned on its own, and most of it is freed with the
    rate-limit buckets of the messages posted (`sweep_buckets`)."""
    trim = _libc_call("malloc_trim")
    if trim is None:
        return False
    trim(0)
    return True


def _libc_call(name: str) -> Callable[..., int] | None:
    """A function of the C library the process runs on; None where it has no such call."""
    import ctypes  # already imported by the libraries the bot uses

    try:
        return getattr(ctypes.CDLL(None), name)
    except (OSError, AttributeError):
        return None


def unreachable_count() -> int:
    """How many of the objects the collector tracks are garbage (unreachable cycles), reckoned
    as CPython's collector does, without freeing anything or running any finalizer: an object
    referenced from outside the tracked objects (its reference count less the references
    other tracked objects hold) is reachable, and so is all it reaches; the rest is garbage."""
    objects = gc.get_objects()
    index = {id(o): n for n, o in enumerate(objects)}
    # a count less the references of this reckoning: the list, the loop variable, the call
    outside = [sys.getrefcount(o) - 3 for o in objects]
    for o in objects:
        for inner in gc.get_referents(o):
            n = index.get(id(inner))
            if n is not None:
                outside[n] -= 1
    reached = bytearray(len(objects))
    stack = [n for n, count in enumerate(outside) if count > 0]
    for n in stack:
        reached[n] = 1
    while stack:
        for inner in gc.get_referents(objects[stack.pop()]):
            n = index.get(id(inner))
            if n is not None and not reached[n]:
                reached[n] = 1
                stack.append(n)
    return len(objects) - sum(reached)


async def frozen_garbage(timeout: float = 120.0) -> int | None:
    """How many objects are garbage, frozen ones included, counted in a forked copy of this
    process (`unreachable_count`) so the event loop never waits for the count, only for the
    fork (a few ms); None when it could not be counted. The copy frees nothing, runs no
    finalizer and leaves with `os._exit`: it touches nothing the bot shares with it. It reads
    every object, so for the half second it counts, the machine holds a second copy of much of
    the bot's heap (its pages are the bot's until written)."""
    read_end, write_end = os.pipe()
    try:
        pid = os.fork()
    except OSError:
        os.close(read_end)
        os.close(write_end)
        return None
    if pid == 0:  # the copy
        try:
            gc.disable()  # no collection in the copy: it would free, and run finalizers
            signal.set_wakeup_fd(-1)  # a signal to the copy must not wake the bot's loop
            for number in (signal.SIGINT, signal.SIGTERM):
                signal.signal(number, signal.SIG_DFL)
            gc.unfreeze()
            os.write(write_end, str(unreachable_count()).encode())
        finally:
            os._exit(0)
    os.close(write_end)

    def answer() -> bytes:
        with os.fdopen(read_end, "rb") as reading:
            said = reading.read()
        os.waitpid(pid, 0)
        return said

    waiting = asyncio.ensure_future(asyncio.to_thread(answer))
    try:
        said = await asyncio.wait_for(asyncio.shield(waiting), timeout)
    except (TimeoutError, asyncio.CancelledError) as stopped:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)  # the pipe closes with the copy: it is reaped
        if isinstance(stopped, asyncio.CancelledError):  # the bot is closing
            raise
        await waiting
        return None
    return int(said) if said.isdigit() else None


def everything_due(quiet: bool, since_full: float) -> bool:
    """Is a collection of everything (the frozen objects included) due, `since_full` seconds
    after the last one? (See the module's docstring.)"""
    return since_full >= FULL_AT_MOST or (quiet and since_full >= FULL_QUIET_AFTER)


class CpuShare:
    """The share of one CPU the process used over the last `span` seconds (None until it has
    been watched that long)."""

    def __init__(self, span: float, cpu: Callable[[], float] = time.process_time) -> None:
        self.span = span
        self.cpu = cpu
        self._seen: deque[tuple[float, float]] = deque()

    def update(self, now: float) -> float | None:
        used = self.cpu()
        self._seen.append((now, used))
        while len(self._seen) > 2 and now - self._seen[1][0] >= self.span:
            self._seen.popleft()
        first_at, first_used = self._seen[0]
        if now - first_at < self.span:
            return None
        return (used - first_used) / (now - first_at)


async def pace_collections(every: float = YOUNG_EVERY) -> None:
    """Forever: collect the garbage on a clock, freezing what outlives each young collection
    (see the module's docstring). Python's own thresholds are restored when this stops; what
    was frozen stays so."""
    loop = asyncio.get_running_loop()
    before = gc.get_threshold()
    gc.set_threshold(*COLLECT_AFTER, _NEVER)
    share = CpuShare(QUIET[0])
    last_full = loop.time()
    try:
        while True:
            await asyncio.sleep(every)
            now = loop.time()
            used = share.update(now)
            quiet = used is not None and used < QUIET[1]
            if everything_due(quiet, now - last_full):
                last_full = now
                await collect_everything()
                continue
            gc.collect(0)
            gc.freeze()  # what outlived it: out of every collection but one of everything
    finally:
        gc.set_threshold(*before)


async def collect_everything() -> None:
    """Free the garbage among every object, frozen ones included, if a forked copy found some
    (`frozen_garbage`); the collection stops the loop as long as it walks them all."""
    found = await frozen_garbage()
    if found == 0:  # nothing it would free: no stall
        log.info("no garbage among the frozen objects")
        return
    started = time.perf_counter()
    gc.unfreeze()
    freed = gc.collect()
    gc.freeze()
    took = (time.perf_counter() - started) * 1000
    log.info("garbage collection of everything: %d freed in %.0f ms", freed, took)


def forget_idle_buckets(http: Any, now: float, idle: float = BUCKET_IDLE) -> int:
    """Drop the rate-limit buckets idle for `idle` seconds with nothing in flight and no limit
    still running (a later request makes a fresh one, as discord.py itself does after five
    minutes); returns how many. Reads discord.py's private table: if its shape changes, nothing
    is dropped."""
    buckets = getattr(http, "_buckets", None)
    if not isinstance(buckets, dict):
        return 0
    gone = []
    for key, bucket in buckets.items():
        try:
            busy = bucket.outgoing or bucket._pending_requests
            limited = bucket.expires is not None and now <= bucket.expires
            if not busy and not limited and now - bucket._last_request >= idle:
                gone.append(key)
        except AttributeError:
            return 0
    for key in gone:
        buckets.pop(key, None)
    return len(gone)


def pace_bucket_cleanup(
    http: Any, every: float = SWEEP_EVERY, clock: Callable[[], float] = time.monotonic
) -> bool:
    """Let discord.py's look for idle buckets run at most once every `every` seconds; False
    (nothing changed) if its HTTP client has no such look any more."""
    look = getattr(http, "_try_clear_expired_ratelimits", None)
    if not callable(look):
        return False
    last = [-every]

    def paced() -> None:
        now = clock()
        if now - last[0] >= every:
            last[0] = now
            look()

    http._try_clear_expired_ratelimits = paced
    return True


def burst_over(dropped: int, remaining: int) -> bool:
    """Did a sweep that forgot `dropped` buckets, leaving `remaining`, end a burst?"""
    return dropped >= BURST_OVER[0] and remaining < BURST_OVER[1]


async def sweep_buckets(http: Any) -> None:
    """Forever: forget idle rate-limit buckets every `SWEEP_EVERY` seconds."""
    loop = asyncio.get_running_loop()
    while True:
        await asyncio.sleep(SWEEP_EVERY)
        dropped = forget_idle_buckets(http, loop.time())
        if dropped:
            log.debug("forgot %d idle rate-limit buckets", dropped)
        if burst_over(dropped, len(getattr(http, "_buckets", ()))):
            started = time.perf_counter()
            if give_back_free_heap():
                took = (time.perf_counter() - started) * 1000
                log.info("a burst is over: free heap given back in %.1f ms", took)
