"""Upkeep: idle rate-limit buckets are forgotten, busy and still limited ones kept; start-up's
objects are frozen out of garbage collection, and later garbage collected on a clock: young
ones often, what outlives one of them frozen, everything collected only when the
process is quiet or it has been long, and then only when a forked copy of the process found
garbage among the frozen objects."""

from __future__ import annotations

import asyncio
import ctypes
import gc
import os
import subprocess
import sys
import weakref
from pathlib import Path
from types import SimpleNamespace

import pytest

from bot import upkeep
from bot.upkeep import (
    COLLECT_AFTER,
    FULL_AT_MOST,
    FULL_QUIET_AFTER,
    CpuShare,
    burst_over,
    everything_due,
    forget_idle_buckets,
    frozen_garbage,
    give_back_free_heap,
    pace_bucket_cleanup,
    pace_collections,
    settle_heap,
    unreachable_count,
)


def bucket(
    last: float, outgoing: int = 0, pending: int = 0, expires: float | None = None
) -> SimpleNamespace:
    return SimpleNamespace(
        outgoing=outgoing, _pending_requests=[None] * pending, _last_request=last, expires=expires
    )


def test_idle_buckets_go_and_the_rest_stay() -> None:
    http = SimpleNamespace(
        _buckets={
            "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original:1+tok1": bucket(0),
            "POST /webhooks/{webhook_id}/{webhook_token}:1+tok2": bucket(95),  # recent
            "POST /webhooks/{webhook_id}/{webhook_token}:1+tok3": bucket(0, outgoing=1),
            "POST /webhooks/{webhook_id}/{webhook_token}:1+tok4": bucket(0, pending=1),
            "POST /channels/{channel_id}/messages:55": bucket(0, expires=50.0),  # limit over
            "POST /channels/{channel_id}/messages:56": bucket(0, expires=101.0),  # still limited
            "POST /channels/{channel_id}/messages:57": bucket(95),  # recent
        }
    )
    assert forget_idle_buckets(http, now=100.0, idle=10.0) == 2
    assert not any(key.endswith(("tok1", ":55")) for key in http._buckets)
    assert len(http._buckets) == 5


def test_a_burst_is_over_when_most_buckets_went_at_once() -> None:
    assert burst_over(2000, 5)  # start-up's posts done
    assert not burst_over(1500, 900)  # a steady load: as many made as forgotten
    assert not burst_over(40, 0)  # a few clicks: nothing worth giving back


def rss_kib() -> int:
    status = Path("/proc/self/status").read_text()
    return int(next(line for line in status.splitlines() if line.startswith("VmRSS")).split()[1])


def test_the_free_heap_goes_back_to_the_system() -> None:
    if not give_back_free_heap():
        pytest.skip("no malloc_trim here (not glibc)")
    chunks = [bytearray(16_000) for _ in range(2_000)]  # 32 MB of the C heap, every page used
    top = chunks.pop()  # still in use: glibc gives back the heap's top alone on its own
    del chunks
    before = rss_kib()
    assert give_back_free_heap()
    assert before - rss_kib() > 16_000  # KiB: most of what was freed below the top
    del top


ARENA_PROBE = """
import ctypes, re, sys, tempfile, threading
from bot.upkeep import limit_malloc_arenas
limited = limit_malloc_arenas() if sys.argv[1] == "limit" else None
together = threading.Barrier(9)
kept = []
def work():
    kept.append([bytearray(4096) for _ in range(64)])  # malloc, in this thread's heap
    together.wait()
threads = [threading.Thread(target=work) for _ in range(8)]
for thread in threads:
    thread.start()
together.wait()
libc = ctypes.CDLL(None)
libc.fopen.restype = ctypes.c_void_p
with tempfile.NamedTemporaryFile(suffix=".xml") as report:
    stream = libc.fopen(report.name.encode(), b"w")
    libc.malloc_info(0, ctypes.c_void_p(stream))
    libc.fclose(ctypes.c_void_p(stream))
    print(limited, len(re.findall(r"<heap nr=", open(report.name).read())))
for thread in threads:
    thread.join()
"""


def malloc_heaps(*argv: str, **env: str) -> tuple[str, int]:
    """(what limit_malloc_arenas answered, glibc's heaps) in a fresh process where 8 threads
    allocate at once."""
    done = subprocess.run(
        [sys.executable, "-c", ARENA_PROBE, *argv],
        cwd=Path(__file__).resolve().parents[1],
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        check=True,
    )
    answer, heaps = done.stdout.split()
    return answer, int(heaps)


def test_threads_share_a_few_malloc_heaps() -> None:
    if not hasattr(ctypes.CDLL(None), "malloc_info"):
        pytest.skip("not glibc")
    env = {"MALLOC_ARENA_MAX": ""}
    assert malloc_heaps("limit", **env) == ("True", upkeep.MALLOC_ARENAS)
    assert malloc_heaps("alone", **env)[1] > upkeep.MALLOC_ARENAS  # glibc's own way: one each
    # a number the operator chose is glibc's to keep
    assert malloc_heaps("limit", MALLOC_ARENA_MAX="3") == ("False", 3)


def test_an_unknown_table_shape_drops_nothing() -> None:
    assert forget_idle_buckets(SimpleNamespace(), now=100.0) == 0
    odd = SimpleNamespace(_buckets={"POST /webhooks/x": object()})
    assert forget_idle_buckets(odd, now=100.0) == 0 and len(odd._buckets) == 1


class Node:
    def __init__(self) -> None:
        self.me = self  # a cycle: only the collector frees it


def test_settling_the_heap_frees_the_garbage_and_freezes_what_is_kept() -> None:
    thresholds = gc.get_threshold()
    try:
        kept = [[n] for n in range(1000)]
        garbage = Node()
        gone = weakref.ref(garbage)
        del garbage
        assert settle_heap() >= 1  # the cycle
        assert gc.get_freeze_count() >= 1000
        assert gone() is None  # collected, not frozen for ever
        assert kept
        assert gc.get_threshold() == thresholds  # pace_collections sets them
    finally:
        gc.unfreeze()
        gc.set_threshold(*thresholds)


def test_everything_is_collected_when_quiet_and_long_after_the_last_time() -> None:
    # when quiet, not sooner than FULL_QUIET_AFTER; busy, at FULL_AT_MOST
    assert not everything_due(quiet=True, since_full=1.0)
    assert not everything_due(quiet=True, since_full=FULL_QUIET_AFTER - 1)
    assert everything_due(quiet=True, since_full=FULL_QUIET_AFTER)
    assert not everything_due(quiet=False, since_full=FULL_QUIET_AFTER)
    assert not everything_due(quiet=False, since_full=FULL_AT_MOST - 1)
    assert everything_due(quiet=False, since_full=FULL_AT_MOST)


async def test_the_paced_collections_keep_their_clock_and_freeze_after_each(monkeypatch) -> None:
    """A slow collection (30 ms: a loop behind) does not space out the next ones: each walks
    what came since the last, frozen after it, so a pause would only make the next one longer."""
    clock = [0.0]
    done: list[str] = []
    pauses: list[float] = []

    def collect(generation: int = 2) -> int:
        clock[0] += 0.030 if not done else 0.0005
        done.append(f"collect {generation}")
        return 0

    real_sleep = asyncio.sleep

    async def sleep(seconds: float) -> None:
        pauses.append(seconds)
        if len(done) >= 6:
            raise asyncio.CancelledError
        await real_sleep(0)

    monkeypatch.setattr(upkeep, "everything_due", lambda *_: False)
    monkeypatch.setattr(upkeep.gc, "collect", collect)
    monkeypatch.setattr(upkeep.gc, "freeze", lambda: done.append("freeze"))
    monkeypatch.setattr(upkeep.time, "perf_counter", lambda: clock[0])
    monkeypatch.setattr(upkeep.asyncio, "sleep", sleep)
    before = gc.get_threshold()
    with pytest.raises(asyncio.CancelledError):
        await pace_collections(every=0.1)
    assert gc.get_threshold() == before
    assert done == ["collect 0", "freeze"] * 3
    assert pauses == [0.1] * 4


def test_the_cpu_share_is_read_over_its_whole_span() -> None:
    used = [0.0]
    share = CpuShare(1.0, cpu=lambda: used[0])
    readings = []
    for tick in range(41):  # every 50 ms: busy 50 % for a second, then idle
        used[0] += 0.025 if tick <= 20 else 0.0
        readings.append(share.update(tick * 0.05))
    assert readings[:20] == [None] * 20  # not watched a whole second yet
    assert abs(readings[20] - 0.5) < 1e-9
    assert readings[30] is not None and 0.2 < readings[30] < 0.3
    assert readings[40] == 0.0


async def test_collections_run_on_the_clock_and_python_never_starts_an_old_one() -> None:
    before = gc.get_threshold()
    young = gc.get_stats()[0]["collections"]
    pacing = asyncio.get_running_loop().create_task(pace_collections(every=0.001))
    try:
        garbage = Node()
        gone = weakref.ref(garbage)
        del garbage
        for _ in range(2000):
            await asyncio.sleep(0.001)
            if gone() is None and gc.get_stats()[0]["collections"] > young + 2:
                break
        assert gone() is None  # a cycle made meanwhile is freed by a paced young collection
        assert gc.get_threshold() == (*COLLECT_AFTER, upkeep._NEVER)
    finally:
        pacing.cancel()
        await asyncio.gather(pacing, return_exceptions=True)
        gc.unfreeze()
    assert gc.get_threshold() == before


async def pace_until(done, every: float = 0.001, patience: float = 60.0) -> None:
    """Pace collections until `done()` or `patience` seconds (a collection of everything counts
    the garbage in a forked copy of this process first: seconds in a test worker that holds
    millions of objects on a busy machine)."""
    loop = asyncio.get_running_loop()
    pacing = loop.create_task(pace_collections(every=every))
    give_up = loop.time() + patience
    try:
        while loop.time() < give_up:
            await asyncio.sleep(every)
            if done():
                break
    finally:
        pacing.cancel()
        await asyncio.gather(pacing, return_exceptions=True)


async def test_what_outlives_a_young_collection_is_frozen_and_the_old_generation_stays_empty():
    kept = Node()  # alive: it outlives every collection
    young = gc.get_stats()[0]["collections"]
    gc.unfreeze()  # frozen by the paced collection, not by an earlier test
    try:
        await pace_until(lambda: gc.get_stats()[0]["collections"] > young + 1)
        assert gc.get_stats()[0]["collections"] > young + 1
        assert gc.get_freeze_count() > 0
        assert not any(o is kept for o in gc.get_objects())  # in no generation: frozen
        assert gc.get_objects(generation=2) == []
    finally:
        gc.unfreeze()


async def test_a_garbage_cycle_frozen_is_freed_by_the_collection_of_everything(monkeypatch):
    monkeypatch.setattr(upkeep, "FULL_AT_MOST", 0.0)  # due at every tick
    garbage = Node()
    gone = weakref.ref(garbage)
    gc.freeze()  # as the paced collections freeze what outlives a young collection
    del garbage
    try:
        gc.collect()
        assert gone() is not None  # frozen: no ordinary collection sees it
        await pace_until(lambda: gone() is None)
        assert gone() is None
    finally:
        gc.unfreeze()


def test_discord_pys_look_for_idle_buckets_runs_once_every_few_seconds() -> None:
    looks = []
    http = SimpleNamespace(_try_clear_expired_ratelimits=lambda: looks.append(now[0]))
    now = [100.0]
    assert pace_bucket_cleanup(http, every=5.0, clock=lambda: now[0])
    for step in range(100):  # a new bucket every 0.1 s for 10 s
        now[0] = 100.0 + step / 10
        http._try_clear_expired_ratelimits()
    assert looks == [100.0, 105.0]


def test_without_discord_pys_look_nothing_is_paced() -> None:
    assert not pace_bucket_cleanup(SimpleNamespace())


def test_the_garbage_is_counted_as_the_collector_would_and_nothing_is_freed() -> None:
    gc.collect()
    before = unreachable_count()
    nodes = [Node() for _ in range(5)]
    alive = [weakref.ref(n) for n in nodes]
    del nodes  # five cycles, garbage now
    assert unreachable_count() - before == 5
    assert all(ref() is not None for ref in alive)  # counted, not freed
    assert gc.collect() >= 5 and all(ref() is None for ref in alive)


async def test_frozen_garbage_is_counted_in_a_copy_of_the_process() -> None:
    gc.collect()
    garbage = Node()
    gone = weakref.ref(garbage)
    gc.freeze()
    del garbage
    try:
        assert gc.collect() == 0  # frozen: out of the collector's sight here
        assert await frozen_garbage() >= 1  # the copy unfreezes and counts it
        assert gone() is not None  # nothing freed here
    finally:
        gc.unfreeze()
        gc.collect()
    assert gone() is None


async def test_a_collection_of_everything_is_skipped_when_none_of_it_is_garbage(monkeypatch):
    monkeypatch.setattr(upkeep, "FULL_AT_MOST", 0.0)  # due at every tick
    counted = []

    async def nothing_found() -> int:
        counted.append(1)
        return 0

    monkeypatch.setattr(upkeep, "frozen_garbage", nothing_found)
    garbage = Node()
    gone = weakref.ref(garbage)
    gc.freeze()
    del garbage
    try:
        await pace_until(lambda: len(counted) >= 3)
        assert len(counted) >= 3
        assert gone() is not None  # no collection of everything: the frozen stayed frozen
    finally:
        gc.unfreeze()
        gc.collect()
