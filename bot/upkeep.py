"""Keeping a process that runs for months lean: the garbage collector and discord.py's rate-limit
table.

- Garbage collection stops the event loop for as long as it runs, and a full collection walks
  every object the process holds: measured under load (bench/interactions.py) it took 0.5–2.5 s,
  most of it over what start-up built and never frees (modules, cogs, every server's channels).
  They are frozen out of the collector's sight (`gc.freeze`) twice: the modules and cogs before
  the bot connects, every server's channels once it is ready. Each time the garbage is collected
  first (what is frozen is never collected again, garbage cycles included); the second
  collection walks only what was made since the first (36 ms at 1,000 servers, once). What is
  made afterwards is collected as usual, but less often than Python's default: a young
  collection every 700 new objects moves whatever a click still holds (hundreds of clicks are
  in flight at once) into the old generations, whose collections then walk the whole heap.
  With `COLLECT_AFTER` (20,000 new objects, the middle one every 5 young ones) the 200
  clicks/s of bench/interactions.py ran without a full collection and the longest pause fell
  from ~100 to ~50 ms.
- discord.py keeps a rate-limit bucket per interaction token (each click's edits and followups
  go to a webhook route of its own) and drops one only after 5 minutes of quiet; at a hundred
  clicks a second that is tens of thousands of buckets, each new one scanning all of them. A
  click's token serves for seconds; its bucket is forgotten once it has been idle a while (a
  later request just makes a fresh one), and so is a channel's or a thread's once its limit has
  run out (the 2,000 threads of 1,000 servers' battles held ~4 MiB of them at start-up). And
  each time it makes a bucket (once there are 256) discord.py looks through all of them for
  idle ones: with a bucket per click and one per channel and thread, thousands looked at per
  click (~1 ms at 200 clicks/s). That look is paced to once every few seconds.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)

COLLECT_AFTER = (20_000, 5, 10)
"""gc.set_threshold: new objects before a young collection, then young collections before a
middle one, middle ones before an old one (Python's default: 700, 10, 10)."""
BUCKET_IDLE = 3.0
"""Seconds a token's rate-limit bucket stays after its last request."""
SWEEP_EVERY = 5.0


def settle_heap() -> int:
    """Collect the garbage, then freeze every object left out of later collections, and let
    collections come at `COLLECT_AFTER`; returns how many objects are frozen in all."""
    gc.set_threshold(*COLLECT_AFTER)
    gc.collect()
    gc.freeze()
    return gc.get_freeze_count()


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


async def sweep_buckets(http: Any) -> None:
    """Forever: forget idle rate-limit buckets every `SWEEP_EVERY` seconds."""
    loop = asyncio.get_running_loop()
    while True:
        await asyncio.sleep(SWEEP_EVERY)
        dropped = forget_idle_buckets(http, loop.time())
        if dropped:
            log.debug("forgot %d idle rate-limit buckets", dropped)
