"""A watch on the event loop: how late a timer that should fire every few milliseconds fires.

Anything that runs on the loop for long (a big replay, odds, a picture) delays every other server's
clicks by as much. The watch measures that delay (a "stall") all the time at the cost of one short
timer; it also adds up the time garbage collections take (they stop the loop as long as they run)
and keeps the last long ones. A stall is not always the bot's doing: on a busy machine the
process may be kept waiting for a CPU. So each long stall is kept with how long the loop's thread
ran meanwhile and how long it waited for a CPU (Linux's scheduler statistics), which says whose
it was (`stall_cause`) and how much of it was the bot's (`own_part`).
`STRATEGOS_LOOP_STATS=<file>` makes the bot write what it saw there as JSON about twice a second,
for the benchmarks under `bench/`, and stalls beyond `WARN_AFTER` are logged, with their cause, so
an operator sees them too.
"""

from __future__ import annotations

import asyncio
import gc
import json
import logging
import os
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

log = logging.getLogger(__name__)

TICK = 0.005
"""Seconds between checks: a stall shorter than this is not seen, and costs nothing."""
WARN_AFTER = 0.1
"""A stall this long is logged (seconds)."""
LONG_COLLECTION_MS = 20.0
"""A garbage collection this long is counted and kept among the recent ones (milliseconds)."""
LONG_STALL_MS = 20.0
"""A stall longer than this is counted and kept among the recent ones (milliseconds)."""
KEPT = 32
"""Long collections and long stalls kept, the last ones (the benchmarks read them per rate)."""


@dataclass
class LoopStats:
    checks: int = 0
    max_stall_ms: float = 0.0
    max_own_stall_ms: float = 0.0
    """The largest stall less the time the loop's thread waited for a CPU meanwhile (`own_part`):
    what the bot itself held the loop for."""
    stalls_over_20ms: int = 0
    stalls_over_100ms: int = 0
    collections: int = 0
    collecting_ms: float = 0.0
    """Time spent in garbage collections, in all."""
    long_collections: int = 0
    """Collections of `LONG_COLLECTION_MS` or more, and of those the full ones (generation 2)."""
    full_long_collections: int = 0
    recent_long_collections: list[tuple[int, float]] = field(default_factory=list)
    """The last `KEPT` long collections: (generation, milliseconds)."""
    recent_stalls: list[tuple[float, float, float]] = field(default_factory=list)
    """The last `KEPT` stalls over 20 ms: (milliseconds late, milliseconds the loop's thread
    ran meanwhile, milliseconds it waited for a CPU)."""


def stall_cause(late_ms: float, ran_ms: float, queued_ms: float) -> str:
    """Whose a stall mostly was: "away" when the loop's thread waited most of it for a CPU (the
    machine's other work), else the bot's: "loop" when its thread ran more of it than it slept
    (the bot's code on the loop), "blocked" when it slept more (a call that blocks the loop, or
    the interpreter held by another of the bot's threads). Where the wait is not known (not
    Linux) no stall is "away"."""
    if queued_ms >= late_ms / 2:
        return "away"
    return "loop" if ran_ms >= late_ms - ran_ms - queued_ms else "blocked"


def own_part(late_ms: float, queued_ms: float) -> float:
    """How much of a stall was the bot's: all of it but the time its loop waited for a CPU."""
    return max(0.0, late_ms - queued_ms)


class ThreadClock:
    """How long the thread that made it has run and has waited for a CPU (seconds), from
    /proc/thread-self/schedstat (one read, ~1 µs); elsewhere its CPU time and no wait."""

    def __init__(self) -> None:
        try:
            self._fd: int | None = os.open("/proc/thread-self/schedstat", os.O_RDONLY)
        except OSError:
            self._fd = None

    def read(self) -> tuple[float, float]:
        if self._fd is not None:
            try:
                ran, queued = os.pread(self._fd, 64, 0).split()[:2]
                return int(ran) / 1e9, int(queued) / 1e9
            except (OSError, ValueError):
                self.close()
        return time.thread_time(), 0.0

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


class LoopWatch:
    def __init__(self, report_to: Path | None = None, *, tick: float = TICK) -> None:
        self.stats = LoopStats()
        self.report_to = report_to
        self.tick = tick
        self._task: asyncio.Task[None] | None = None
        self._collecting_since = 0.0

    @classmethod
    def from_env(cls) -> LoopWatch:
        path = os.environ.get("STRATEGOS_LOOP_STATS", "").strip()
        return cls(Path(path) if path else None)

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run(), name="loopwatch")
            gc.callbacks.append(self._time_collection)

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None
            gc.callbacks.remove(self._time_collection)
        self._write()

    def _time_collection(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._collecting_since = time.perf_counter()
            return
        took = (time.perf_counter() - self._collecting_since) * 1000
        s = self.stats
        s.collections += 1
        s.collecting_ms += took
        if took >= LONG_COLLECTION_MS:
            s.long_collections += 1
            s.full_long_collections += info["generation"] == 2
            s.recent_long_collections.append((info["generation"], round(took, 1)))
            del s.recent_long_collections[:-KEPT]

    def reset(self) -> None:
        self.stats = LoopStats()

    def observe(self, stall: float, ran: float = 0.0, queued: float = 0.0) -> None:
        """Record one check that came `stall` seconds later than asked, while the loop's thread
        ran `ran` seconds and waited `queued` seconds for a CPU."""
        s = self.stats
        s.checks += 1
        s.max_stall_ms = max(s.max_stall_ms, stall * 1000)
        s.max_own_stall_ms = max(s.max_own_stall_ms, own_part(stall * 1000, queued * 1000))
        if stall * 1000 <= LONG_STALL_MS:
            return
        s.stalls_over_20ms += 1
        late, ran_ms, queued_ms = (round(max(0.0, x) * 1000, 1) for x in (stall, ran, queued))
        s.recent_stalls.append((late, ran_ms, queued_ms))
        del s.recent_stalls[:-KEPT]
        if stall > 0.1:
            s.stalls_over_100ms += 1
        if stall > WARN_AFTER:
            log.warning(
                "the event loop was blocked for %.0f ms (%s: its thread ran %.0f ms of it and"
                " waited %.0f ms for a CPU)",
                late,
                stall_cause(late, ran_ms, queued_ms),
                ran_ms,
                queued_ms,
            )

    async def _run(self) -> None:
        last_report = time.monotonic()
        saving: asyncio.Future[None] | None = None
        clock = ThreadClock()  # made here: the loop's thread
        try:
            while True:
                asked, (ran, queued) = time.monotonic(), clock.read()
                await asyncio.sleep(self.tick)
                now, (ran_after, queued_after) = time.monotonic(), clock.read()
                self.observe(
                    max(0.0, now - asked - self.tick), ran_after - ran, queued_after - queued
                )
                due = self.report_to is not None and now - last_report >= 0.5
                if due and (saving is None or saving.done()):
                    # written in a thread: a write can wait tens of ms for the filesystem's
                    # journal (behind the database's fsyncs), which on the loop was a stall of
                    # the watch's own making (62 ms seen at 300 clicks/s)
                    last_report = now
                    saving = asyncio.ensure_future(asyncio.to_thread(self._save, self._report()))
        finally:
            clock.close()

    def _write(self) -> None:
        if self.report_to is not None:
            self._save(self._report())

    def _report(self) -> str:
        return json.dumps(asdict(self.stats))

    def _save(self, report: str) -> None:
        """Write the report to its file (a reader never sees half a file)."""
        if self.report_to is None:
            return
        try:
            temporary = self.report_to.with_suffix(".tmp")
            temporary.write_text(report)
            temporary.replace(self.report_to)
        except OSError as error:
            log.debug("could not write loop stats: %s", error)
