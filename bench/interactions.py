"""Interaction latency under load: the real bot against a bare discord.py bot, same loopback.

Both bots run as subprocesses against the loopback Discord (bot/loopback/) with the same guilds
and the same number of panels; `bot/loopback/load.py` sends clicks open-loop at a fixed rate
(arrivals on a clock, not waiting for answers), each on a different panel, a panel clicked
again only once its previous click is over (so every click on the real bot is a real answer).

- Strategos: `python -m bot` with `guilds` × `battles` open Struggle of Empires quick battles,
  seeded in its database through `bot.battles.BattleService` before it starts; at start-up the
  bot's own repair posts each panel and opens its thread (exactly what it does for a battle whose
  panel is missing). Each battle has `allies` allies per side, so it asks 2 + 2 × allies
  questions: forces of each side, then each ally joins. A click is the button the pinged player
  would press (Confirm, Join, Yes, else the first).
- Bare: bench/bare_bot.py, one DynamicItem button answered with `edit_message` of a similar
  embed and buttons, the same number of panels.

Measured per rate: acknowledgement (INTERACTION_CREATE dispatched → the bot's callback reaching the
loopback), failed interactions (no acknowledgement within 3 s), the panel's update (the edited
message in the loopback), achieved throughput, the bot process's CPU seconds per interaction and
RSS (/proc), its largest event-loop stall (bot/loopwatch.py through STRATEGOS_LOOP_STATS; the bare
bot runs the same watch), its garbage collections of 20 ms or more (the same watch times them), and
the loopback's own CPU (this process), which says whether the loopback was the limit.

Hooks: `BotUnderTest` carries the command and environment of the bot, so a run with
`STRATEGOS_DB=postgresql://…` or shard settings is one more entry in `bots()`.

    python -m bench interactions            # the full run (make bench)
    python -m bench.interactions --quick    # fewer, shorter rates
    python -m bench.interactions --guilds 2 --battles 5 --rates 5 --seconds 1
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import logging
import math
import os
import re
import secrets
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench._world import (
    add_realms,
    bare_choice,
    quiet,
    seed_battles,
    strategos_choice,
    wait_panels,
    wait_threads,
)
from bot.__main__ import run_loop
from bot.loopback import Loopback
from bot.loopback.load import Click, LoadDriver, cpu_seconds, rss_mb
from bot.loopback.spec import OpenApiSpec
from bot.loopwatch import LoopWatch, stall_cause

REPO = Path(__file__).resolve().parents[1]
RATES = (10, 50, 100, 150, 200, 300)
QUICK_RATES = (10, 100, 200)
TARGETS = {
    "ack_p50_ratio": 1.3,
    "ack_p99_ratio": 2.0,
    "panel_p99_ms_at_200": 250.0,
    "loop_stall_ms": 20.0,
}


# -- the bots -------------------------------------------------------------------------------------


@dataclass
class BotUnderTest:
    """A bot to measure: how to start it, and what its panels are."""

    name: str
    kind: str  # "strategos" (battles seeded in its store) or "bare" (posts its own panels)
    argv: list[str]
    env: dict[str, str] = field(default_factory=dict)
    """Extra environment (STRATEGOS_DB=postgresql://…, SHARD_COUNT… for later runs)."""


def bots(db_dir: str | None = None) -> list[BotUnderTest]:
    """The two bots of every run. `db_dir`: a folder for the real bot's SQLite file (e.g.
    /dev/shm, where a commit costs no disk flush: what the store costs without the disk)."""
    env = {}
    if db_dir:
        env["STRATEGOS_DB"] = str(Path(db_dir) / f"bench-{secrets.token_hex(4)}.db")
    return [
        BotUnderTest("strategos", "strategos", [sys.executable, "-m", "bot"], env),
        BotUnderTest("bare", "bare", [sys.executable, "-m", "bench.bare_bot"]),
    ]


@dataclass
class Scale:
    guilds: int = 100
    battles: int = 10  # per guild
    allies: int = 4  # per side, Strategos battles only

    @property
    def panels(self) -> int:
        return self.guilds * self.battles


@dataclass(eq=False)
class Target:
    """One panel the load clicks on."""

    message_id: int
    guild_id: int
    fallback_user: int
    busy: bool = False
    over: bool = False


# -- results --------------------------------------------------------------------------------------


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

    def ack(self, q: float) -> float:
        return percentile(self.ack_ms, q)

    def largest_stall(self, own: bool) -> float | None:
        """The longest stall over 20 ms that was the bot's (`own`: its code on the loop, a call
        that blocks, its other threads holding the interpreter), or that its loop spent waiting
        for a CPU (the machine's other work); None: none."""
        return max(
            (
                late
                for late, ran, queued in self.stalls
                if (stall_cause(late, ran, queued) != "away") == own
            ),
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


# -- the load -------------------------------------------------------------------------------------


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


def stall_text(r: RateResult) -> tuple[str, bool]:
    """How the largest of the bot's own stalls of a rate reads, and whether it is within the
    target (the machine's own pauses are shown apart, `away_text`)."""
    own = r.largest_stall(own=True)
    if own is not None:
        return f"{own:.0f}", own <= TARGETS["loop_stall_ms"]
    if r.stalls_20 > len(r.stalls):  # more than the watch kept: the largest is not known
        return ">20", False
    return "<20", True


def away_text(r: RateResult) -> str:
    """The longest stall spent mostly waiting for a CPU (the machine's other work)."""
    away = r.largest_stall(own=False)
    return "-" if away is None else f"{away:.0f}"


def machine_load() -> str:
    """The 1-minute load average against the CPUs: other work on the machine shows here."""
    return f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs"


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


def release(driver: LoadDriver, target: Target) -> None:
    """The panel is free for its next click — once its update is visible: a click given up on
    (no update in time) keeps it busy until the update lands, so the next click is not stale."""
    click = driver.last_click(target.message_id)
    late = click is not None and click.panel is None and not (click.failed or click.refused)
    if late:
        driver.on_next_edit(target.message_id, lambda: setattr(target, "busy", False))
    else:
        target.busy = False


async def drive(
    driver: LoadDriver,
    targets: list[Target],
    choose: Callable[[dict[str, Any], int], tuple[int, str] | None],
    rate: float,
    seconds: float,
) -> tuple[list[Click], float, int]:
    """Open-loop clicks at `rate` for `seconds`: returns the clicks, when the first was sent and
    how many arrivals found no free panel."""
    world = driver.lb.world
    clicks: list[Click] = []
    skipped = 0
    cursor = 0
    total = max(1, round(rate * seconds))
    start = time.perf_counter()
    for i in range(total):
        delay = start + i / rate - time.perf_counter()
        if delay > 0:
            await asyncio.sleep(delay)
        sent = None
        for _ in range(len(targets)):
            target = targets[cursor % len(targets)]
            cursor += 1
            if target.busy or target.over:
                continue
            choice = choose(world.messages[target.message_id].data, target.fallback_user)
            if choice is None:
                target.over = True
                continue
            sent = driver.send_click(choice[0], target.message_id, choice[1])
            target.busy = True
            assert sent.done is not None
            sent.done.add_done_callback(lambda _, t=target: release(driver, t))
            break
        if sent is None:
            skipped += 1
        else:
            clicks.append(sent)
    await asyncio.gather(*(c.done for c in clicks if c.done is not None))
    return clicks, start, skipped


async def measure_rate(
    driver: LoadDriver,
    targets: list[Target],
    choose: Callable[[dict[str, Any], int], tuple[int, str] | None],
    rate: float,
    seconds: float,
    pid: int,
    loop_stats: Path,
    settle: float = 1.0,
    own_watch: LoopWatch | None = None,
) -> RateResult:
    own_watch = own_watch or LoopWatch()
    own_watch.reset()
    stats_before = read_loop_stats(loop_stats)
    requests_before = len(driver.lb.world.records.requests)
    cpu_before, wall_before = cpu_seconds(pid), time.perf_counter()
    own_before = time.process_time()
    # The loopback is the instrument: its own garbage collections (requests it answered, tied
    # in cycles, up to 350 ms at 300 clicks/s) would delay clicks and answers alike and count
    # against the bot. None runs while the rate is measured; the garbage goes after it.
    gc.disable()
    try:
        clicks, start, skipped = await drive(driver, targets, choose, rate, seconds)
        # what the bot still had queued (panels given up on after 10 s) is done, and counted
        await quiet(driver.lb, 2 * settle, timeout=90)
    finally:
        gc.enable()
    wall = time.perf_counter() - wall_before
    cpu = cpu_seconds(pid) - cpu_before
    own = time.process_time() - own_before
    own_stall = own_watch.stats.max_stall_ms
    gc.collect()  # what the window left, before the next one (not a stall of the window)
    sent_requests = driver.lb.world.records.requests[requests_before:]
    requests = len(sent_requests)
    await asyncio.sleep(0.6)  # the loop watch writes about twice a second
    stats_after = read_loop_stats(loop_stats)
    ok = [c for c in clicks if c.acked is not None and not c.failed]
    last_send = max((c.sent for c in clicks), default=start)
    last_ack = max((c.acked for c in ok if c.acked is not None), default=start)
    pauses = long_collections(stats_before, stats_after)
    return RateResult(
        rate=rate,
        sent=len(clicks),
        send_rate=len(clicks) / max(last_send - start, 1e-9) if len(clicks) > 1 else 0.0,
        acked=len(ok),
        failed=sum(c.failed for c in clicks),
        refused=sum(c.refused and not c.failed for c in clicks),
        no_panel=sum(c.panel is None and not c.failed and not c.refused for c in clicks),
        ack_ms=[c.ack_ms for c in ok if c.ack_ms is not None],
        panel_ms=[c.panel_ms for c in ok if c.panel_ms is not None and not c.refused],
        throughput=len(ok) / max(last_ack - start, 1e-9) if ok else 0.0,
        cpu_per_click_ms=1000 * cpu / max(len(clicks), 1),
        bot_cpu_share=cpu / wall,
        rss_mb=rss_mb(pid),
        stalls=long_stalls(stats_before, stats_after),
        stalls_20=counted(stats_before, stats_after, "stalls_over_20ms"),
        stalls_100=counted(stats_before, stats_after, "stalls_over_100ms"),
        loopback_cpu_share=own / wall,
        skipped=skipped,
        deferred=sum(c.callback_type == 6 for c in clicks),
        requests_per_click=requests / max(len(clicks), 1),
        requests_by_kind={
            kind: n / max(len(clicks), 1)
            for kind, n in Counter(
                operation(driver.lb.spec, method, path) for method, path, _ in sent_requests
            ).items()
        },
        gc_max_ms=max((ms for _, ms in pauses), default=0.0),
        gc_full=counted(stats_before, stats_after, "full_long_collections"),
        gc_share=collecting_share(stats_before, stats_after, wall),
        loopback_stall_ms=own_stall,
    )


def click_order(
    lb: Loopback, ids: Sequence[int], battles: int, first_user: dict[int, int]
) -> list[Target]:
    """The panels `ids` as targets clicked by their guild's first user, one panel of each guild
    in turn: consecutive clicks go to different guilds."""
    messages = lb.world.messages
    by_guild: dict[int, list[Target]] = {}
    for message_id in ids:
        guild_id = lb.world.channels[messages[message_id].channel_id].guild_id or 0
        target = Target(message_id, guild_id, first_user.get(guild_id, 0))
        by_guild.setdefault(guild_id, []).append(target)
    columns = list(by_guild.values())
    return [col[k] for k in range(battles) for col in columns if k < len(col)]


async def run_bot(
    bot: BotUnderTest,
    scale: Scale,
    rates: Sequence[float],
    seconds: float,
    *,
    validate: bool = False,
    warmup: int = 20,
    settle: float = 1.0,
    log: Callable[[str], None] = print,
) -> BotResult:
    """Build the guilds, start the bot with its panels, then each rate in turn."""
    with tempfile.TemporaryDirectory(prefix=f"bench-{bot.name}-") as folder:
        work = Path(folder)
        keep = os.environ.get("BENCH_KEEP")  # a folder to keep the bot's log and database in
        if keep:
            work = Path(keep) / bot.name
            work.mkdir(parents=True, exist_ok=True)
            for old in work.glob("*"):
                old.unlink()
        lb = Loopback(log_dir=work, ack_deadline=3.0, bot_name=bot.name)
        driver = LoadDriver(lb, validate=validate)
        await lb.start()
        try:
            return await _run_bot(lb, driver, bot, scale, rates, seconds, work, warmup, settle, log)
        finally:
            with contextlib.suppress(Exception):
                await lb.close()
            db = Path(bot.env.get("STRATEGOS_DB", ""))
            if db.name.startswith("bench-"):  # a file bots(db_dir) named: ours to remove
                for leftover in (db, Path(f"{db}-wal"), Path(f"{db}-shm")):
                    leftover.unlink(missing_ok=True)


async def _run_bot(
    lb: Loopback,
    driver: LoadDriver,
    bot: BotUnderTest,
    scale: Scale,
    rates: Sequence[float],
    seconds: float,
    work: Path,
    warmup: int,
    settle: float,
    log: Callable[[str], None],
) -> BotResult:
    started = time.perf_counter()
    members = 2 + 2 * scale.allies if bot.kind == "strategos" else 1
    guilds = add_realms(lb, scale.guilds, members)
    loop_stats = work / "loop.json"
    env = {"STRATEGOS_LOOP_STATS": str(loop_stats), **bot.env}
    if bot.kind == "strategos":
        # the battles are stored through the bot's own Store, wherever STRATEGOS_DB points (a
        # fresh database: a file here unless the run names another)
        env.setdefault("STRATEGOS_DB", str(work / "strategos.db"))
        await seed_battles(env["STRATEGOS_DB"], guilds, scale.battles, scale.allies)
        prefix, choose = "sg:", strategos_choice
    else:
        env["BARE_PANELS"] = str(scale.battles)
        prefix, choose = "bare:", bare_choice
    process = await lb.start_bot(bot.argv, env=env, cwd=REPO)
    await lb.wait_ready(timeout=120)
    ids = await wait_panels(lb, prefix, scale.panels, timeout=600)
    if bot.kind == "strategos":  # every Struggle of Empires battle is told in its own thread
        await wait_threads(lb, len(ids), timeout=300)
    await quiet(lb, 3 * settle)  # the bot's start-up work is over: no request for a while
    setup_seconds = time.perf_counter() - started
    rss_ready = rss_mb(process.pid)
    log(
        f"   {bot.name}: {len(ids)} panels in {scale.guilds} guilds ready in "
        f"{setup_seconds:.1f} s, RSS {rss_ready:.0f} MiB; machine load {machine_load()}"
    )
    first_user = {guild.id: users[0].id for guild, users in guilds}
    targets = click_order(lb, ids, scale.battles, first_user)
    # the loopback's world (1,000 panels, their threads) is long-lived: keep it out of this
    # process's full collections, which would stall the loopback and count against the bot
    gc.collect()
    gc.freeze()
    own_watch = LoopWatch()
    own_watch.start()
    if warmup:
        await drive(driver, targets, choose, 20, warmup / 20)
        await quiet(lb, settle / 2)
    results = []
    for rate in rates:
        result = await measure_rate(
            driver,
            targets,
            choose,
            rate,
            seconds,
            process.pid,
            loop_stats,
            settle,
            own_watch=own_watch,
        )
        results.append(result)
        log(
            f"   {bot.name} {rate:g}/s: ack p50 {result.ack(50):.1f} p99 {result.ack(99):.1f} ms, "
            f"failed {result.failed}, deferred {result.deferred}, "
            f"panel p99 {result.panel(99):.1f} ms, "
            f"{result.throughput:.0f}/s done, loopback CPU {100 * result.loopback_cpu_share:.0f}%"
        )
        driver.prune(older_than=30.0)
    own_watch.stop()
    gc.unfreeze()
    notes = []
    errors = error_summary(lb.bot_log())
    if errors:
        notes.append(f"errors in the bot's log: {errors}")
    if lb.violations and driver.validate:
        notes.append(f"{len(lb.violations)} requests Discord would refuse")
    if lb.fake_errors:
        notes.append(f"{len(lb.fake_errors)} loopback errors, e.g. {lb.fake_errors[0][:200]}")
    notes.append(f"machine load after the last rate: {machine_load()}")
    return BotResult(bot, scale, setup_seconds, rss_ready, results, notes)


def error_summary(log_text: str, limit: int = 3) -> str:
    """The kinds of errors a bot logged (the last line of each traceback, ERROR lines), counted."""
    kinds: dict[str, int] = {}
    lines = [_ANSI.sub("", line) for line in log_text.splitlines()]
    for i, line in enumerate(lines):
        if line.startswith("Traceback (most recent call last)"):
            end = next(
                (j for j in range(i + 1, len(lines)) if lines[j] and not lines[j][0].isspace()),
                i,
            )
            kind = lines[end][:160]
        elif " ERROR " in line:
            kind = line.split(" ERROR ", 1)[1].strip()[:160]
        else:
            continue
        kinds[kind] = kinds.get(kind, 0) + 1
    top = sorted(kinds.items(), key=lambda item: -item[1])[:limit]
    return "; ".join(f"{n}× {kind}" for kind, n in top)


_ANSI = re.compile(r"\x1b\[[0-9;]*m")


# -- printing -------------------------------------------------------------------------------------


def _f(value: float, digits: int = 1) -> str:
    return (
        "-"
        if value is None or (isinstance(value, float) and math.isnan(value))
        else (f"{value:.{digits}f}")
    )


def operation(spec: OpenApiSpec, method: str, path: str) -> str:
    """Discord's name for a request the loopback answered (its OpenAPI operation)."""
    match = spec.match(method, path)
    return match.operation.operation_id if match is not None else f"{method} {path}"


def table(result: BotResult) -> list[str]:
    lines = [
        f"{result.bot.name}: {' '.join(result.bot.argv[1:])} "
        f"({result.scale.guilds} guilds, {result.scale.panels} panels; setup "
        f"{result.setup_seconds:.0f} s, RSS at ready {result.rss_ready_mb:.0f} MiB)",
        "  rate/s  sent  busy  done/s  ack p50    p95     p99  failed refused  panel p50    p99"
        "  >10s  REST/click  CPU ms/click  bot CPU  RSS MiB  loop max ms  away ms  >20ms >100ms"
        "  GC max ms  full GCs  GC time  loopback CPU, stall ms",
    ]
    for r in result.rates:
        stall, _ = stall_text(r)
        lines.append(
            f"  {r.rate:6g} {r.sent:5d} {r.skipped:5d} {r.throughput:7.1f} {_f(r.ack(50)):>8}"
            f" {_f(r.ack(95)):>6} {_f(r.ack(99)):>7} {r.failed:7d} {r.refused:7d}"
            f" {_f(r.panel(50)):>10} {_f(r.panel(99)):>6} {r.no_panel:5d}"
            f" {r.requests_per_click:11.1f}"
            f" {r.cpu_per_click_ms:13.2f} {100 * r.bot_cpu_share:7.0f}%"
            f" {r.rss_mb:8.0f} {stall:>12} {away_text(r):>8} {r.stalls_20:6d} {r.stalls_100:6d}"
            f" {_f(r.gc_max_ms, 0) if r.gc_max_ms else '<20':>10} {r.gc_full:8d}"
            f" {'?' if r.gc_share is None else f'{100 * r.gc_share:.1f}%':>8}"
            f" {100 * r.loopback_cpu_share:12.0f}% {r.loopback_stall_ms:6.0f}"
        )
    lines.append(
        "  (done/s: acknowledged clicks per second; busy: arrivals that found every panel still"
        " busy with its previous click; >10s: no panel update within 10 s; loop max: the"
        " largest event-loop stall during the rate that was the bot's (its code on the loop, or"
        " its other threads holding the interpreter, a call that blocks); away: the largest"
        " spent mostly waiting for a CPU (the machine's other work); >20ms, >100ms: stalls of"
        " either kind;"
        " GC: garbage collections of 20 ms or more,"
        " which stop the loop as long as they run; GC time: the share of the rate's time spent"
        " collecting garbage, collections of any length; loopback CPU, stall: this process's"
        " CPU share and the largest stall of its own loop, which delays clicks and answers"
        " alike)"
    )
    last = result.rates[-1] if result.rates else None
    if last is not None and last.requests_by_kind:
        kinds = sorted(last.requests_by_kind.items(), key=lambda kv: -kv[1])
        sent = ", ".join(f"{kind} {n:.2f}" for kind, n in kinds)
        lines.append(f"  REST per click at {last.rate:g}/s: {sent}")
    for note in result.notes:
        lines.append(f"  note: {note}")
    return lines


def gc_text(r: RateResult, b: RateResult) -> str:
    def one(x: RateResult) -> str:
        return f"{x.gc_max_ms:.0f}" if x.gc_max_ms else "<20"

    return f"{one(r)} (bare {one(b)})"


def verdict(value: float, limit: float) -> str:
    if math.isnan(value):
        return "n/a"
    return "ok" if value <= limit else "MISSED"


def comparison(real: BotResult, bare: BotResult) -> list[str]:
    lines = [
        "Strategos / bare, next to the issue's targets (ack p50 ≤ 1.3×, p99 ≤ 2×, 0 failed up "
        "to 300/s, panel p99 < 250 ms at 200/s, loop stall ≤ 20 ms):",
        "  rate/s  ack p50 ×  target   ack p99 ×  target   failed  panel p99 ms"
        "         loop max ms  longest GC ms  CPU/click ×",
    ]
    by_rate = {r.rate: r for r in bare.rates}
    for r in real.rates:
        b = by_rate.get(r.rate)
        if b is None:
            continue
        p50 = r.ack(50) / b.ack(50) if b.ack_ms and r.ack_ms else math.nan
        p99 = r.ack(99) / b.ack(99) if b.ack_ms and r.ack_ms else math.nan
        failed = f"{r.failed}/{b.failed} " + ("ok" if r.failed == 0 else "MISSED")
        panel = _f(r.panel(99))
        if r.rate == 200:
            panel += " " + verdict(r.panel(99), TARGETS["panel_p99_ms_at_200"])
        shown, within = stall_text(r)
        bare_stall, _ = stall_text(b)
        stall = f"{shown} {'ok' if within else 'MISSED'} (bare {bare_stall})"
        if r.largest_stall(own=False) is not None:
            stall += f" away {away_text(r)}"
        cpu = r.cpu_per_click_ms / b.cpu_per_click_ms if b.cpu_per_click_ms else math.nan
        offered = r.sent + r.skipped
        short = f"  only {r.sent} of {offered} clicks sent: panels busy" if r.skipped else ""
        lines.append(
            f"  {r.rate:6g} {_f(p50, 2):>9} {verdict(p50, TARGETS['ack_p50_ratio']):>7}"
            f" {_f(p99, 2):>10} {verdict(p99, TARGETS['ack_p99_ratio']):>7}"
            f" {failed:>12} {panel:>13} {stall:>24} {gc_text(r, b):>14} {_f(cpu, 1):>9}{short}"
        )
    return lines


# -- entry points ---------------------------------------------------------------------------------


async def run(
    scale: Scale,
    rates: Sequence[float],
    seconds: float,
    *,
    validate: bool = False,
    which: Sequence[BotUnderTest] | None = None,
    warmup: int = 20,
    settle: float = 1.0,
) -> list[BotResult]:
    results = []
    for bot in which or bots():
        results.append(
            await run_bot(
                bot, scale, rates, seconds, validate=validate, warmup=warmup, settle=settle
            )
        )
    return results


def report(results: list[BotResult], validate: bool) -> None:
    if validate:
        checked = "requests validated against the OpenAPI document"
    else:
        checked = (
            "requests NOT validated, for both bots alike (with jsonschema on every request the"
            " loopback itself answered under 30 callbacks/s here: --validate shows it)"
        )
    print(
        f"   loopback: {checked}; the load generator runs in the loopback's process (its CPU"
        " share is the last column)"
    )
    for result in results:
        print()
        for line in table(result):
            print(line)
    named = {r.bot.name: r for r in results}
    if "strategos" in named and "bare" in named:
        print()
        for line in comparison(named["strategos"], named["bare"]):
            print(line)


def parse(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench.interactions")
    parser.add_argument("--quick", action="store_true", help="rates 10, 100, 200 for 4 s each")
    parser.add_argument("--guilds", type=int, default=100)
    parser.add_argument("--battles", type=int, default=10, help="open battles per guild")
    parser.add_argument("--allies", type=int, default=4, help="allies per side in each battle")
    parser.add_argument("--rates", type=str, default="", help="comma-separated clicks/s")
    parser.add_argument("--seconds", type=float, default=0.0, help="duration of each rate")
    parser.add_argument("--validate", action="store_true", help="check requests (slower)")
    parser.add_argument("--only", choices=["strategos", "bare"], default=None)
    parser.add_argument("--db-dir", default=None, help="folder of the real bot's SQLite file")
    return parser.parse_args(list(argv))


def main(argv: Sequence[str] = ()) -> None:
    args = parse(argv)
    logging.getLogger("bot.loopwatch").setLevel(logging.ERROR)  # the loopback's own watch
    rates: Sequence[float] = QUICK_RATES if args.quick else RATES
    if args.rates:
        rates = [float(r) for r in args.rates.split(",")]
    seconds = args.seconds or (4.0 if args.quick else 8.0)
    scale = Scale(args.guilds, args.battles, args.allies)
    which = [b for b in bots(args.db_dir) if args.only in (None, b.name)]
    warmup = 0 if scale.panels < 40 else 20
    results = run_loop(
        run(scale, rates, seconds, validate=args.validate, which=which, warmup=warmup)
    )
    report(results, args.validate)


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    main(sys.argv[1:])
