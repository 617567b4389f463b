"""Upkeep: idle rate-limit buckets are forgotten, busy and still limited ones kept; start-up's
objects are frozen out of garbage collection."""

from __future__ import annotations

import gc
import weakref
from types import SimpleNamespace

from bot.upkeep import (
    COLLECT_AFTER,
    forget_idle_buckets,
    pace_bucket_cleanup,
    settle_heap,
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
        frozen = settle_heap()
        assert frozen >= 1000 and gc.get_freeze_count() == frozen
        assert gone() is None  # collected, not frozen for ever
        assert kept
        assert gc.get_threshold() == COLLECT_AFTER
    finally:
        gc.unfreeze()
        gc.set_threshold(*thresholds)


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
