"""The loop watch sees a blocked loop and reports it to its file."""

from __future__ import annotations

import asyncio
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


async def test_an_idle_loop_shows_no_stall() -> None:
    watch = LoopWatch(None, tick=0.002)
    watch.start()
    await asyncio.sleep(0.1)
    watch.stop()
    assert watch.stats.checks > 5
    assert watch.stats.stalls_over_100ms == 0  # (20 ms can be the machine, not the loop)
