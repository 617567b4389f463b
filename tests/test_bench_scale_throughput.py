"""`bench scale`'s throughput: the highest rate a configuration served — no failed click, 95 % of
the rate sent and done, the panel's p99 under 250 ms — and what stopped it at the next rate."""

from __future__ import annotations

from bench._results import RateResult, Scale
from bench.scale import Config, ConfigResult, Line, served, throughputs


def line(rate: float, *, done: float | None = None, failed: int = 0, panel_ms: float = 10.0):
    result = RateResult(
        rate=rate, sent=int(3 * rate), send_rate=rate, acked=int(3 * rate), failed=failed,
        refused=0, no_panel=0, ack_ms=[0.5], panel_ms=[panel_ms], throughput=done or rate,
        cpu_per_click_ms=2.5, bot_cpu_share=0.5, rss_mb=70.0, stalls=[], stalls_20=0,
        stalls_100=0, loopback_cpu_share=0.3, skipped=0,
    )  # fmt: skip
    return Line(result, 2.5, rate * 0.0025, None, None, 0.7)


def test_a_rate_is_served_only_without_failures_in_full_and_with_quick_panels() -> None:
    assert served(line(400))
    assert not served(line(400, failed=1))
    assert not served(line(400, done=370))  # 92.5 % of the rate done
    assert not served(line(400, panel_ms=300.0))


def test_the_throughput_is_the_highest_rate_served_and_the_next_one_is_explained() -> None:
    config = Config("sqlite, 1 process", "sqlite", [])
    result = ConfigResult(config, Scale(100, 12, 4), ceiling=True)
    result.lines = [line(300), line(400), line(500, panel_ms=900.0)]
    assert result.throughput == 400 and result.first_not_served is result.lines[2]
    (title, shown) = throughputs([result])
    assert "the highest rate served" in title
    assert "400 clicks/s" in shown and "at 500/s: 500/s done, 0 failed, panel p99 900" in shown
    result.lines = [line(300, failed=2), line(400)]  # a lower rate not served: none counts
    assert result.throughput is None and "none of the rates" in throughputs([result])[1]
    assert throughputs([ConfigResult(config, Scale(), ceiling=False)]) == []
