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
