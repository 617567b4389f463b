"""The loop watch sees a blocked loop and reports it to its file."""

from __future__ import annotations

import asyncio
import gc
import json
import time
from pathlib import Path

import pytest

from bot.loopwatch import LoopWatch


async def test_a_blocked_loop_is_seen_and_reported(tmp_path: Path) -> None:
    report = tmp_path / "loop.json"
    watch = LoopWatch(report, tick=0.002)
    watch.start()
    await asyncio.sleep(0.05)
    time.sleep(0.06)  # blocks the loop, as a long computation on it would
    await asyncio.sleep(0.6)
    watch.stop()
    stats = json.loads(report.read_text())
    assert stats["checks"] > 10
    assert 50 <= stats["max_stall_ms"] < 1000
    assert stats["stalls_over_20ms"] >= 1  # ours (a busy machine may add its own)


def burn(seconds: float) -> None:
    """Run this thread for `seconds` of CPU (however busy the machine is)."""
    ends = time.thread_time() + seconds
    while time.thread_time() < ends:
        pass


async def test_a_stall_says_whether_the_loop_ran_slept_or_waited_for_a_cpu() -> None:
    """Code running on the loop and a call that blocks it are the bot's stalls, whatever the
    machine adds; each long one is kept with how long the loop's thread ran and waited for a CPU
    meanwhile."""
    from bot.loopwatch import own_part, stall_cause

    watch = LoopWatch(None, tick=0.002)
    watch.start()
    await asyncio.sleep(0.02)

    def largest_since(seen: int) -> tuple[float, float, float]:
        return max(watch.stats.recent_stalls[seen:], key=lambda s: own_part(s[0], s[2]))

    seen = len(watch.stats.recent_stalls)
    burn(0.06)  # the bot's code, running on the loop
    await asyncio.sleep(0.02)
    busy = largest_since(seen)
    seen = len(watch.stats.recent_stalls)
    time.sleep(0.06)  # a call that blocks the loop
    await asyncio.sleep(0.02)
    slept = largest_since(seen)
    watch.stop()
    assert busy[1] >= 55 and own_part(busy[0], busy[2]) >= 50  # it ran; the rest is the machine's
    assert stall_cause(*busy) in ("loop", "away")  # "away" only if the machine kept it waiting
    assert slept[1] < 30 and own_part(slept[0], slept[2]) >= 50
    assert stall_cause(*slept) in ("blocked", "away")


def test_a_stall_s_cause_and_the_last_ones_kept() -> None:
    from bot import loopwatch
    from bot.loopwatch import own_part, stall_cause

    assert stall_cause(40.0, 35.0, 0.0) == "loop"
    assert stall_cause(40.0, 3.0, 30.0) == "away"  # runnable, but the machine ran other work
    assert stall_cause(40.0, 3.0, 2.0) == "blocked"  # asleep: a blocking call, or the GIL
    assert stall_cause(40.0, 15.0, 10.0) == "loop"  # ran 15, slept 15: its code as much
    assert (own_part(70.0, 30.0), own_part(40.0, 45.0)) == (40.0, 0.0)
    watch = LoopWatch(None)
    watch.observe(0.004, 0.004, 0.0)  # a check on time: counted, not kept
    for k in range(40):
        watch.observe(0.021 + k / 1000, 0.001, 0.02)
    s = watch.stats
    assert (s.checks, s.stalls_over_20ms, len(s.recent_stalls)) == (41, 40, loopwatch.KEPT)
    assert s.recent_stalls[-1] == (60.0, 1.0, 20.0)


def test_the_largest_stall_is_kept_whole_and_as_the_bot_s_part() -> None:
    """A stall the machine made long (the loop's thread waiting for a CPU) is the largest seen,
    not the largest of the bot's own: start-up reports both."""
    watch = LoopWatch(None)
    watch.observe(0.150, 0.002, 0.145)  # a busy machine: the thread waited 145 of its 150 ms
    watch.observe(0.012, 0.011, 0.0)  # the bot's code on the loop for 12 ms
    watch.observe(0.030, 0.010, 0.012)
    s = watch.stats
    assert round(s.max_stall_ms) == 150
    assert round(s.max_own_stall_ms) == 18


def test_the_thread_clock_counts_what_its_thread_ran() -> None:
    from bot.loopwatch import ThreadClock

    clock = ThreadClock()
    ran, queued = clock.read()
    burn(0.03)
    ran_after, queued_after = clock.read()
    clock.close()
    assert 0.025 < ran_after - ran < 1.0 and queued_after >= queued


async def test_the_time_of_garbage_collections_is_added_up_while_watched(tmp_path: Path) -> None:
    watch = LoopWatch(tmp_path / "loop.json", tick=0.002)
    watch.start()
    cycles = []
    for _ in range(200_000):  # a big young generation: its collection takes a while
        node: list = []
        node.append(node)
        cycles.append(node)
    gc.collect(0)
    gc.collect(0)
    watch.stop()
    seen = json.loads((tmp_path / "loop.json").read_text())
    assert seen["collections"] >= 2
    assert seen["collecting_ms"] > 0.0
    collections, total = seen["collections"], seen["collecting_ms"]
    gc.collect(0)  # no longer watched: nothing more is added up
    assert (watch.stats.collections, watch.stats.collecting_ms) == (collections, total)
    assert watch._time_collection not in gc.callbacks
    del cycles


def test_long_collections_are_counted_and_the_last_ones_kept(monkeypatch) -> None:
    """Collections of 20 ms or more: counted, the full ones apart, the last 32 kept with their
    generation and length (what bench/ reads of each rate)."""
    from bot import loopwatch

    clock = [0.0]
    monkeypatch.setattr(loopwatch.time, "perf_counter", lambda: clock[0])
    watch = LoopWatch(None)

    def collection(generation: int, ms: float) -> None:
        watch._time_collection("start", {"generation": generation})
        clock[0] += ms / 1000
        watch._time_collection("stop", {"generation": generation, "collected": 0})

    collection(0, 3.0)
    collection(2, 61.5)
    collection(1, 19.9)
    for _ in range(40):
        collection(0, 25.0)
    s = watch.stats
    assert (s.collections, s.long_collections, s.full_long_collections) == (43, 41, 1)
    assert len(s.recent_long_collections) == loopwatch.KEPT
    assert s.recent_long_collections[-1] == (0, 25.0)
    collection(2, 140.0)
    assert s.recent_long_collections[-1] == (2, 140.0) and s.full_long_collections == 2
    assert s.collecting_ms == pytest.approx(3.0 + 61.5 + 19.9 + 40 * 25.0 + 140.0)


async def test_an_idle_loop_shows_no_stall() -> None:
    watch = LoopWatch(None, tick=0.002)
    watch.start()
    await asyncio.sleep(0.1)
    watch.stop()
    assert watch.stats.checks > 5
    assert watch.stats.stalls_over_100ms == 0  # (20 ms can be the machine, not the loop)
