"""Keeping a process that runs for months lean: the garbage collector and discord.py's rate-limit
table.

- Garbage collection stops the event loop for as long as it runs, and a full collection walks
  every object the process holds: measured under load (bench/interactions.py) it took 0.5–2.5 s,
  most of it over what start-up built and never frees (modules, cogs, every server's channels).
  They are frozen out of the collector's sight (`gc.freeze`) twice: the modules and cogs before
  the bot connects, every server's channels once it is ready. Each time the garbage is collected
  first (what is frozen is never collected again, a cycle of garbage included: the panels
  start-up posts left ~15 MiB of them at 1,000 servers); the second collection walks only what
  was made since the first (tens of ms once, at start-up). What is made afterwards is collected
  as usual.
- discord.py keeps a rate-limit bucket per interaction token (each click's edits and followups
  go to a webhook route of its own) and drops one only after 5 minutes of quiet; at a hundred
  clicks a second that is tens of thousands of buckets, each new one scanning all of them. A
  click's token serves for seconds; its bucket is forgotten once it has been idle a while (a
  later request just makes a fresh one).
"""

from __future__ import annotations

import asyncio
import gc
import logging
from typing import Any

log = logging.getLogger(__name__)

BUCKET_IDLE = 30.0
"""Seconds a token's rate-limit bucket stays after its last request."""
SWEEP_EVERY = 15.0


def settle_heap() -> int:
    """Collect the garbage, then freeze every object left out of later collections; returns how
    many objects are frozen in all."""
    gc.collect()
    gc.freeze()
    return gc.get_freeze_count()


def forget_idle_token_buckets(http: Any, now: float, idle: float = BUCKET_IDLE) -> int:
    """Drop the rate-limit buckets of interaction tokens idle for `idle` seconds with nothing in
    flight; returns how many. Reads discord.py's private table: if its shape changes, nothing
    is dropped."""
    buckets = getattr(http, "_buckets", None)
    if not isinstance(buckets, dict):
        return 0
    gone = []
    for key, bucket in buckets.items():
        if "/webhooks/" not in key:
            continue
        try:
            busy = bucket.outgoing or bucket._pending_requests
            if not busy and now - bucket._last_request >= idle:
                gone.append(key)
        except AttributeError:
            return 0
    for key in gone:
        buckets.pop(key, None)
    return len(gone)


async def sweep_token_buckets(http: Any) -> None:
    """Forever: forget idle interaction-token buckets every `SWEEP_EVERY` seconds."""
    loop = asyncio.get_running_loop()
    while True:
        await asyncio.sleep(SWEEP_EVERY)
        dropped = forget_idle_token_buckets(http, loop.time())
        if dropped:
            log.debug("forgot %d idle interaction rate-limit buckets", dropped)
