"""What a run of bench/interactions.py measures: the bots and the scale, each rate's figures,
how they are read from a bot's loop-watch reports (bot/loopwatch.py, STRATEGOS_LOOP_STATS), and
a rate measured in turns (`merged`)."""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.loopwatch import LONG_STALL_MS, own_part


@dataclass
class BotUnderTest:
    """A bot to measure: how to start it, and what its panels are."""

    name: str
    kind: str  # "strategos" (battles seeded in its store) or "bare" (posts its own panels)
    argv: list[str]
    env: dict[str, str] = field(default_factory=dict)
    """Extra environment (STRATEGOS_DB=postgresql://…, SHARD_COUNT… for later runs)."""


@dataclass
class Scale:
    guilds: int = 100
    battles: int = 10  # per guild
    allies: int = 4  # per side, Strategos battles only

    @property
    def panels(self) -> int:
        return self.guilds * self.battles


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile; NaN for no values."""
    if not values:
        return math.nan
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[min(rank, len(ordered)) - 1]


@dataclass
class RateResult:
    rate: float
    sent: int
    send_rate: float
    acked: int
    failed: int
    refused: int
    no_panel: int
    ack_ms: list[float]
    panel_ms: list[float]
    throughput: float
    cpu_per_click_ms: float
    bot_cpu_share: float
    """CPU seconds of the bot per second, from the first click until it was quiet again."""
    rss_mb: float
    stalls: list[tuple[float, float, float]]
    """The stalls over 20 ms during this rate (the last 32 of them, if there were more): ms
    late, ms the loop's thread ran meanwhile, ms it waited for a CPU (bot/loopwatch.py)."""
    stalls_20: int
    stalls_100: int
    loopback_cpu_share: float
    skipped: int
    deferred: int = 0
    requests_per_click: float = 0.0
    """REST requests the bot made per click (the callback included)."""
    requests_by_kind: dict[str, float] = field(default_factory=dict)
    """The same by Discord's name for the request ("create_message"): what a click sends."""
    gc_max_ms: float = 0.0
    """The longest garbage collection (≥ 20 ms ones are reported; 0: none that long)."""
    gc_full: int = 0
    """Full (generation 2) collections of 20 ms or more."""
    gc_share: float | None = None
    """The share of the time the bot spent collecting garbage (None: the bot did not say)."""
    loopback_stall_ms: float = 0.0
    """The largest stall of the loopback's own event loop (it sends the clicks and takes the
    answers: a stall there delays both, and counts against the bot)."""
    frame_wait_ms: list[float] = field(default_factory=list)
    """How long each click's frame waited in the loopback before it was written to the bot's
    socket (its own loop behind): latencies count from the write, this is shown beside them."""

    def ack(self, q: float) -> float:
        return percentile(self.ack_ms, q)

    def largest_stall(self, own: bool) -> float | None:
        """`own`: the largest part of a stall that was the bot's, when over 20 ms (`own_stalls`);
        else the longest stall that was over 20 ms only by the time its loop waited for a CPU
        (the machine's other work). None: none."""
        if own:
            return max(own_stalls(self.stalls), default=None)
        return max(
            (late for late, _, queued in self.stalls if own_part(late, queued) <= LONG_STALL_MS),
            default=None,
        )

    def panel(self, q: float) -> float:
        return percentile(self.panel_ms, q)


@dataclass
class BotResult:
    bot: BotUnderTest
    scale: Scale
    setup_seconds: float
    rss_ready_mb: float
    rates: list[RateResult]
    notes: list[str] = field(default_factory=list)


def counted(before: dict[str, Any], after: dict[str, Any], key: str) -> int:
    """How much a count of the bot's loop watch grew between two of its reports."""
    return int(after.get(key, 0)) - int(before.get(key, 0))


def recent(before: dict[str, Any], after: dict[str, Any], count: str, kept: str) -> list[Any]:
    """What the bot's loop watch kept (its list `kept`, the last 32) of what it counted
    (`count`) between two of its reports."""
    new = counted(before, after, count)
    return after.get(kept, [])[-new:] if new > 0 else []


def long_collections(before: dict[str, Any], after: dict[str, Any]) -> list[tuple[int, float]]:
    """(generation, ms) of the garbage collections of 20 ms or more between two reports."""
    pauses = recent(before, after, "long_collections", "recent_long_collections")
    return [(int(generation), float(ms)) for generation, ms in pauses]


def long_stalls(before: dict[str, Any], after: dict[str, Any]) -> list[tuple[float, float, float]]:
    """(ms late, ms the loop's thread ran, ms it waited for a CPU) of the stalls over 20 ms between
    two reports."""
    stalls = recent(before, after, "stalls_over_20ms", "recent_stalls")
    return [(float(late), float(ran), float(queued)) for late, ran, queued in stalls]


def own_stalls(stalls: Sequence[tuple[float, float, float]]) -> list[float]:
    """The bot's part of each stall (its code on the loop, a call that blocks it, its other
    threads holding the interpreter: all but the time its loop waited for a CPU), those over
    20 ms: what the loop-stall target is judged by."""
    mine = [own_part(late, queued) for late, _, queued in stalls]
    return [ms for ms in mine if ms > LONG_STALL_MS]


def collecting_share(before: dict[str, Any], after: dict[str, Any], wall: float) -> float | None:
    """The share of `wall` seconds the bot spent in garbage collections, from its loop watch's
    reports before and after them."""
    if "collecting_ms" not in after:
        return None
    spent = float(after["collecting_ms"]) - float(before.get("collecting_ms", 0.0))
    return spent / 1000 / max(wall, 1e-9)


def read_loop_stats(path: Path) -> dict[str, Any]:
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return {}


def merged(parts: Sequence[RateResult]) -> RateResult:
    """One rate measured in parts (turns taken with the other bot) as if measured at once:
    the clicks pooled, the counts added, the shares and per-click figures weighted by clicks."""
    if len(parts) == 1:
        return parts[0]
    clicks = [max(p.sent, 1) for p in parts]
    total = sum(clicks)

    def weighted(value: Callable[[RateResult], float]) -> float:
        return sum(value(p) * n for p, n in zip(parts, clicks, strict=True)) / total

    kinds = {kind for p in parts for kind in p.requests_by_kind}
    shares = [p.gc_share for p in parts]
    return RateResult(
        rate=parts[0].rate,
        sent=sum(p.sent for p in parts),
        send_rate=weighted(lambda p: p.send_rate),
        acked=sum(p.acked for p in parts),
        failed=sum(p.failed for p in parts),
        refused=sum(p.refused for p in parts),
        no_panel=sum(p.no_panel for p in parts),
        ack_ms=[v for p in parts for v in p.ack_ms],
        panel_ms=[v for p in parts for v in p.panel_ms],
        throughput=weighted(lambda p: p.throughput),
        cpu_per_click_ms=weighted(lambda p: p.cpu_per_click_ms),
        bot_cpu_share=weighted(lambda p: p.bot_cpu_share),
        rss_mb=parts[-1].rss_mb,
        stalls=[stall for p in parts for stall in p.stalls],
        stalls_20=sum(p.stalls_20 for p in parts),
        stalls_100=sum(p.stalls_100 for p in parts),
        loopback_cpu_share=weighted(lambda p: p.loopback_cpu_share),
        skipped=sum(p.skipped for p in parts),
        deferred=sum(p.deferred for p in parts),
        requests_per_click=weighted(lambda p: p.requests_per_click),
        requests_by_kind={k: weighted(lambda p, k=k: p.requests_by_kind.get(k, 0)) for k in kinds},
        gc_max_ms=max(p.gc_max_ms for p in parts),
        gc_full=sum(p.gc_full for p in parts),
        gc_share=None if None in shares else weighted(lambda p: p.gc_share or 0.0),
        loopback_stall_ms=max(p.loopback_stall_ms for p in parts),
        frame_wait_ms=[v for p in parts for v in p.frame_wait_ms],
    )
