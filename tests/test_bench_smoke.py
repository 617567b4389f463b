"""`make bench` must not rot: the smallest configuration of bench/interactions.py runs both bots
(2 guilds, 5 battles, 5 clicks/s for 1 s) and produces numbers. It checks that figures come out,
never how fast they are."""

from __future__ import annotations

import math

from bench import interactions


async def test_the_interactions_bench_produces_numbers(capsys):
    scale = interactions.Scale(guilds=2, battles=5, allies=1)
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
    assert interactions.long_collections(before, after) == [(2, 140.0), (0, 22.5)]
    assert interactions.long_collections(after, after) == []
    assert interactions.long_collections({}, {}) == []  # a bot whose watch said nothing yet


def test_a_rate_s_stalls_are_the_bot_s_unless_its_loop_waited_for_a_cpu():
    """The loop max a rate is judged by counts the stalls the bot made (its code ran, or its
    loop's thread slept in a blocking call); one spent waiting for a CPU is shown apart."""
    before = {"stalls_over_20ms": 1, "recent_stalls": [[90.0, 88.0, 0.0]]}
    after = {
        "stalls_over_20ms": 4,
        # its code on the loop; the machine's (queued); a blocking call (neither ran nor queued)
        "recent_stalls": [[90.0, 88.0, 0.0], [31.0, 30.0, 0.5], [64.0, 2.0, 61.0], [25.0, 1, 0]],
    }
    stalls = interactions.long_stalls(before, after)
    assert stalls == [(31.0, 30.0, 0.5), (64.0, 2.0, 61.0), (25.0, 1.0, 0.0)]

    def rate(stalls: list, count: int) -> interactions.RateResult:
        numbers = dict.fromkeys(("rate", "sent", "send_rate", "acked", "failed", "refused"), 0)
        return interactions.RateResult(
            **numbers,
            no_panel=0,
            ack_ms=[],
            panel_ms=[],
            throughput=0.0,
            cpu_per_click_ms=0.0,
            bot_cpu_share=0.0,
            rss_mb=0.0,
            stalls=stalls,
            stalls_20=count,
            stalls_100=0,
            loopback_cpu_share=0.0,
            skipped=0,
        )

    judged = rate(stalls, 3)
    assert judged.largest_stall(own=True) == 31.0 and judged.largest_stall(own=False) == 64.0
    assert interactions.stall_text(judged) == ("31", False)
    assert interactions.away_text(judged) == "64"
    only_away = rate([(64.0, 2.0, 61.0)], 1)
    assert interactions.stall_text(only_away) == ("<20", True)
    assert interactions.stall_text(rate([], 0)) == ("<20", True)
    assert interactions.away_text(rate([], 0)) == "-"
    assert interactions.stall_text(rate([(64.0, 2.0, 61.0)], 40)) == (">20", False)  # not all kept
