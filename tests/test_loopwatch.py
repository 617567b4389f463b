"""The loop watch sees a blocked loop and reports it to its file."""

from __future__ import annotations

import asyncio
import gc
import json
import time
from pathlib import Path

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


async def test_an_idle_loop_shows_no_stall() -> None:
    watch = LoopWatch(None, tick=0.002)
    watch.start()
    await asyncio.sleep(0.1)
    watch.stop()
    assert watch.stats.checks > 5
    assert watch.stats.stalls_over_100ms == 0  # (20 ms can be the machine, not the loop)


async def test_a_sweep_gives_the_loop_back_between_items_once_its_share_is_used() -> None:
    from bot.loopwatch import each

    async def sweep(share: float) -> list[int]:
        """What another task had done when each item was reached."""
        others = [0]

        async def other() -> None:
            while True:
                others[0] += 1
                await asyncio.sleep(0)

        task = asyncio.get_running_loop().create_task(other())
        await asyncio.sleep(0)  # it has started
        seen = []
        async for _ in each(range(5), share=share):
            seen.append(others[0])  # no await here: a sweep whose statements never wait
        task.cancel()
        return seen

    assert len(set(await sweep(share=3600.0))) == 1  # within its share: all in one go
    interleaved = await sweep(share=0.0)
    assert interleaved == sorted(interleaved) and len(set(interleaved)) == 5
