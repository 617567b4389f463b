"""`make bench` must not rot: the smallest configuration of bench/interactions.py runs both bots
(2 guilds, 5 battles, 5 clicks/s for 1 s) and produces numbers. It checks that figures come out,
never how fast they are."""

from __future__ import annotations

import math
from typing import Any

import pytest

from bench import _report, _results, interactions


async def test_the_interactions_bench_produces_numbers(capsys):
    scale = _results.Scale(guilds=2, battles=5, allies=1)
    results = await interactions.run(scale, [5], 1.0, warmup=0, settle=0.2)
    assert [r.bot.name for r in results] == ["strategos", "bare"]
    for result in results:
        (rate,) = result.rates
        assert rate.sent >= 4
        assert rate.acked + rate.failed + rate.refused > 0
        assert rate.ack_ms and all(v > 0 for v in rate.ack_ms)
        assert not math.isnan(rate.ack(99)) and rate.rss_mb > 0
        assert rate.gc_share is not None and 0.0 <= rate.gc_share < 1.0  # its loop watch said
    bare = results[1].rates[0]
    assert set(bare.requests_by_kind) == {"create_interaction_response"}  # one answer a click
    # the panel, after the click was deferred
    assert "update_original_webhook_message" in results[0].rates[0].requests_by_kind
    interactions.report(results, validate=False)
    shown = capsys.readouterr().out
    assert "Strategos / bare" in shown and "ack p50" in shown and "GC time" in shown
    assert "REST per click at 5/s: create_interaction_response 1.00" in shown


def test_a_rate_s_long_collections_are_those_its_loop_watch_reported_meanwhile():
    before = {"long_collections": 3, "recent_long_collections": [[0, 25.0], [2, 61.5], [1, 20.2]]}
    after = {
        "long_collections": 5,
        "recent_long_collections": [[0, 25.0], [2, 61.5], [1, 20.2], [2, 140.0], [0, 22.5]],
    }
    assert _results.long_collections(before, after) == [(2, 140.0), (0, 22.5)]
    assert _results.long_collections(after, after) == []
    assert _results.long_collections({}, {}) == []  # a bot whose watch said nothing yet


def test_a_rate_s_stalls_are_the_bot_s_but_for_the_time_its_loop_waited_for_a_cpu():
    """The loop max a rate is judged by is the bot's part of its stalls (its code ran, or its
    loop's thread slept in a blocking call); a stall long only by the machine is shown apart."""
    before = {"stalls_over_20ms": 1, "recent_stalls": [[90.0, 88.0, 0.0]]}
    after = {
        "stalls_over_20ms": 5,
        "recent_stalls": [
            [90.0, 88.0, 0.0],
            [31.0, 30.0, 1.0],  # its code on the loop
            [64.0, 2.0, 61.0],  # the machine's: 3 ms of it the bot's
            [25.0, 1, 0],  # a blocking call (neither ran nor waited for a CPU)
            [70.0, 5.0, 30.0],  # the machine's mostly, yet 40 ms of it the bot's
        ],
    }
    stalls = _results.long_stalls(before, after)
    assert stalls[0] == (31.0, 30.0, 1.0) and len(stalls) == 4

    judged = rate(stalls, 4)
    assert judged.largest_stall(own=True) == 40.0 and judged.largest_stall(own=False) == 64.0
    assert _report.stall_text(judged) == ("40", False)
    assert _report.away_text(judged) == "64"
    only_away = rate([(64.0, 2.0, 61.0)], 1)
    assert _report.stall_text(only_away) == ("<20", True)
    assert _report.stall_text(rate([], 0)) == ("<20", True)
    assert _report.away_text(rate([], 0)) == "-"
    assert _report.stall_text(rate([(64.0, 2.0, 61.0)], 40)) == (">20", False)  # not all kept


def rate(stalls: list | tuple = (), count: int = 0, **figures: Any) -> _results.RateResult:
    """A rate's figures: its stalls over 20 ms (`count` of them), what `figures` says, zero
    elsewhere."""
    zero: dict[str, Any] = dict.fromkeys(
        ("rate", "sent", "acked", "failed", "refused", "no_panel", "stalls_100", "skipped"), 0
    )
    zero |= dict.fromkeys(
        ("send_rate", "throughput", "cpu_per_click_ms", "bot_cpu_share", "rss_mb"), 0.0
    )
    zero |= {"ack_ms": [], "panel_ms": [], "loopback_cpu_share": 0.0}
    return _results.RateResult(**{**zero, "stalls": list(stalls), "stalls_20": count, **figures})


def test_a_rate_measured_in_turns_is_pooled_as_if_measured_at_once():
    """Each bot takes half of a rate, twice (A B B A): its two halves read as one rate."""
    first = rate(
        [(31.0, 30.0, 0.5)],
        1,
        rate=300,
        sent=100,
        acked=100,
        ack_ms=[1.0] * 100,
        cpu_per_click_ms=3.0,
        gc_share=0.01,
        requests_by_kind={"create_message": 1.0},
    )
    second = rate(
        rate=300,
        sent=300,
        acked=299,
        failed=1,
        ack_ms=[2.0] * 299,
        cpu_per_click_ms=2.0,
        gc_share=0.03,
        gc_max_ms=25.0,
        requests_by_kind={"create_message": 1.0, "delete_message": 0.5},
    )
    both = _results.merged([first, second])
    assert (both.rate, both.sent, both.acked, both.failed) == (300, 400, 399, 1)
    assert (both.ack(25), both.ack(26), both.ack(99)) == (1.0, 2.0, 2.0)  # the clicks pooled
    assert both.cpu_per_click_ms == pytest.approx((3.0 * 100 + 2.0 * 300) / 400)
    assert both.gc_share == pytest.approx((0.01 * 100 + 0.03 * 300) / 400)
    assert both.requests_by_kind == pytest.approx({"create_message": 1.0, "delete_message": 0.375})
    assert (both.gc_max_ms, both.stalls, both.stalls_20) == (25.0, [(31.0, 30.0, 0.5)], 1)
    assert _results.merged([first]) is first
    assert _results.merged([first, rate(rate=300, sent=10)]).gc_share is None  # one did not say
