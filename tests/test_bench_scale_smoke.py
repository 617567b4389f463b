"""`python -m bench scale` must not rot: its smallest configuration (4 guilds, one on each of the
four shards, 2 battles each, 5 clicks/s for 1 s) runs all three lines — SQLite, PostgreSQL with
one process, PostgreSQL with two processes on shards 0,1 and 2,3 — and each produces numbers. It
checks that figures come out, never how fast they are (the three run at once, to stay
under 30 s). Skipped without a PostgreSQL server."""

from __future__ import annotations

import math

import pytest

from bench import scale
from bench.interactions import Scale

try:
    from tests.pg import skip_reason
except ImportError:  # pragma: no cover - a checkout without tests/pg.py

    def skip_reason() -> str | None:
        return "tests/pg.py (the throwaway PostgreSQL server) is not in this checkout"


async def test_the_scale_bench_produces_three_lines_of_numbers() -> None:
    reason = skip_reason()
    if reason is not None:
        pytest.skip(reason)
    size = Scale(guilds=4, battles=2, allies=1)
    results, note = await scale.run(
        size, [5], 1.0, fsync=False, warmup=0, settle=0.3, together=True
    )
    assert "fsync=off" in note, note
    names = [r.config.name for r in results]
    assert names == ["sqlite, 1 process", "postgresql, 1 process", "postgresql, 2 processes"]
    for result in results:
        assert result.error is None, result.error
        (line,) = result.lines
        rate = line.rate
        assert rate.sent >= 4, result.config.name
        assert rate.acked > 0 and rate.ack_ms and all(v > 0 for v in rate.ack_ms)
        assert not math.isnan(rate.ack(99)) and not math.isnan(rate.throughput)
        assert line.bot_cpu_ms >= 0
    assert results[0].lines[0].db_cpu_ms is None  # SQLite: inside the bot
    assert all(r.lines[0].db_cpu_ms is not None for r in results[1:])
    assert results[0].lines[0].commits_per_click is None  # counted on PostgreSQL
    for line in (r.lines[0] for r in results[1:]):  # with the statements, where they are counted
        assert (line.commits_per_click is None) == (line.sql is None)
    assert len(results[2].rss_mb) == 2  # two bot processes, each clicked on (4 guilds, 4 shards)
    held = next(n for n in results[2].notes if n.startswith("panels clicked"))
    assert "'pg-shards-0-1': 4" in held and "'pg-shards-2-3': 4" in held, held
    shown = "\n".join(scale.report(results, note))
    for name in names:
        assert name in shown
    assert "ack p50" in shown and "fsync=off" in shown and "tx/click" in shown
