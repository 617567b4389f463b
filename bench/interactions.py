"""Interaction latency under load: the real bot against a bare discord.py bot, same loopback.

Both bots run as subprocesses, each against a loopback Discord of its own (bot/loopback/, in
this process) with the same guilds and the same number of panels; `bot/loopback/load.py` sends
clicks open-loop at a fixed rate (arrivals on a clock, not waiting for answers), each on a
different panel, a panel clicked again only once its previous click is over (so every click on
the real bot is a real answer). Both are started first, then each rate is measured on them in
turns, half of it on each in the order A B B A: on a shared machine the speed drifts from minute
to minute (the same loopback work took 27–42 % of a core from one run to the next), and a bot
measured minutes after its baseline was compared with another machine.

- Strategos: `python -m bot` with `guilds` × `battles` open Struggle of Empires quick battles,
  seeded in its database through `bot.battles.BattleService` before it starts; at start-up the
  bot's own repair posts each panel and opens its thread (exactly what it does for a battle whose
  panel is missing). Each battle has `allies` allies per side, so it asks 2 + 2 × allies
  questions: forces of each side, then each ally joins. A click is the button the pinged player
  would press (Confirm, Join, Yes, else the first).
- Bare: bench/bare_bot.py, one DynamicItem button answered with `edit_message` of a similar
  embed and buttons, the same number of panels.

Measured per rate: acknowledgement (INTERACTION_CREATE written to the bot's socket → the bot's
callback's first bytes read from the loopback's socket: both ends timed where the bytes move, not
when the loopback's own busy loop gets to them; how long a click's frame waited in the loopback
before it was written is shown beside, as the loopback's own lag), failed interactions (no
acknowledgement within 3 s), the panel's update (the edited message in the loopback), achieved
throughput, the bot process's CPU seconds per interaction and RSS (/proc), its largest event-loop
stall (bot/loopwatch.py through STRATEGOS_LOOP_STATS; the bare bot runs the same watch), its garbage
collections of 20 ms or more (the same watch times them), and the loopback's own CPU (this process),
which says whether the loopback was the limit.

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
import logging
import os
import re
import secrets
import sys
import tempfile
import time
from collections import Counter
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench._options import load_options
from bench._report import report
from bench._results import (
    BotResult,
    BotUnderTest,
    RateResult,
    Scale,
    collecting_share,
    counted,
    long_collections,
    long_stalls,
    merged,
    read_loop_stats,
)
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
from bot.loopwatch import LoopWatch

REPO = Path(__file__).resolve().parents[1]
RATES = (10, 50, 100, 150, 200, 300)
QUICK_RATES = (10, 100, 200)


# -- the bots -------------------------------------------------------------------------------------


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


@dataclass(eq=False)
class Target:
    """One panel the load clicks on."""

    message_id: int
    guild_id: int
    fallback_user: int
    busy: bool = False
    over: bool = False


# -- the load -------------------------------------------------------------------------------------


def release(driver: LoadDriver, target: Target) -> None:
    """The panel is free for its next click — once its update is visible: a click given up on
    (no update in time) keeps it busy until the update lands, so the next click is not stale."""
    click = driver.last_click(target.message_id)
    late = click is not None and click.panel is None and not (click.failed or click.refused)
    if late:
        driver.on_next_edit(target.message_id, lambda: setattr(target, "busy", False))
    else:
        target.busy = False


def machine_load() -> str:
    """The 1-minute load average against the CPUs: other work on the machine shows here."""
    return f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs"


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
    await asyncio.sleep(2 * own_watch.tick)  # what ran before (a prune) is seen, then forgotten
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
        frame_wait_ms=[1000 * (c.sent - c.queued) for c in clicks],
    )


def operation(spec: OpenApiSpec, method: str, path: str) -> str:
    """Discord's name for a request the loopback answered (its OpenAPI operation)."""
    match = spec.match(method, path)
    return match.operation.operation_id if match is not None else f"{method} {path}"


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


@dataclass(eq=False)
class Session:
    """A bot started on its own loopback Discord with every panel posted: ready for rates."""

    bot: BotUnderTest
    lb: Loopback
    driver: LoadDriver
    pid: int
    targets: list[Target]
    choose: Callable[[dict[str, Any], int], tuple[int, str] | None]
    loop_stats: Path
    setup_seconds: float
    rss_ready_mb: float

    async def warm(self, clicks: int, settle: float) -> None:
        """A few clicks first, so the first rate does not pay for what the first clicks load."""
        await drive(self.driver, self.targets, self.choose, 20, clicks / 20)
        await quiet(self.lb, settle / 2)

    async def measure(
        self, rate: float, seconds: float, settle: float, own_watch: LoopWatch
    ) -> RateResult:
        result = await measure_rate(
            self.driver,
            self.targets,
            self.choose,
            rate,
            seconds,
            self.pid,
            self.loop_stats,
            settle,
            own_watch=own_watch,
        )
        self.driver.prune(older_than=30.0)
        return result

    def notes(self) -> list[str]:
        notes = []
        errors = error_summary(self.lb.bot_log())
        if errors:
            notes.append(f"errors in the bot's log: {errors}")
        if self.lb.violations and self.driver.validate:
            notes.append(f"{len(self.lb.violations)} requests Discord would refuse")
        if self.lb.fake_errors:
            notes.append(
                f"{len(self.lb.fake_errors)} loopback errors, e.g. {self.lb.fake_errors[0][:200]}"
            )
        notes.append(f"machine load after the last rate: {machine_load()}")
        return notes


@contextlib.asynccontextmanager
async def started(
    bot: BotUnderTest,
    scale: Scale,
    *,
    validate: bool = False,
    latency: float = 0.0,
    settle: float = 1.0,
    log: Callable[[str], None] = print,
) -> AsyncIterator[Session]:
    """Build the guilds on a loopback of the bot's own, start the bot and wait for its panels;
    everything is stopped and removed on leaving."""
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
        lb.server.latency = latency
        try:
            yield await _start(lb, driver, bot, scale, work, settle, log)
        finally:
            with contextlib.suppress(Exception):
                await lb.close()
            db = Path(bot.env.get("STRATEGOS_DB", ""))
            if db.name.startswith("bench-"):  # a file bots(db_dir) named: ours to remove
                for leftover in (db, Path(f"{db}-wal"), Path(f"{db}-shm")):
                    leftover.unlink(missing_ok=True)


async def _start(
    lb: Loopback,
    driver: LoadDriver,
    bot: BotUnderTest,
    scale: Scale,
    work: Path,
    settle: float,
    log: Callable[[str], None],
) -> Session:
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
    # the watch starts before the bot connects: this is start-up's longest (posting every panel)
    stats = read_loop_stats(loop_stats)
    stall, own = stats.get("max_stall_ms", 0.0), stats.get("max_own_stall_ms", 0.0)
    log(
        f"   {bot.name}: {len(ids)} panels in {scale.guilds} guilds ready in "
        f"{setup_seconds:.1f} s, RSS {rss_ready:.0f} MiB, longest loop stall {own:.0f} ms"
        f" ({stall:.0f} with the waits for a CPU); machine load {machine_load()}"
    )
    first_user = {guild.id: users[0].id for guild, users in guilds}
    return Session(
        bot,
        lb,
        driver,
        process.pid,
        click_order(lb, ids, scale.battles, first_user),
        choose,
        loop_stats,
        setup_seconds,
        rss_ready,
    )


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


# -- entry points ---------------------------------------------------------------------------------


@contextlib.contextmanager
def watching_the_loopback() -> Iterator[LoopWatch]:
    """While rates are measured: the loopback's world (1,000 panels, their threads), built to
    last, out of this process's full collections, which would stall clicks and answers alike
    and count against the bot; and this process's loop watched (`RateResult.loopback_stall_ms`)."""
    gc.collect()
    gc.freeze()
    watch = LoopWatch()
    watch.start()
    try:
        yield watch
    finally:
        watch.stop()
        gc.unfreeze()


async def run(
    scale: Scale,
    rates: Sequence[float],
    seconds: float,
    *,
    validate: bool = False,
    latency: float = 0.0,
    which: Sequence[BotUnderTest] | None = None,
    warmup: int = 20,
    settle: float = 1.0,
    log: Callable[[str], None] = print,
) -> list[BotResult]:
    """Start every bot, each on a loopback of its own, then measure each rate on them in turn:
    half of it on each in the order A B B A, so the machine's speed, which drifts from minute
    to minute on a shared machine, weighs on the bot and its baseline alike."""
    async with contextlib.AsyncExitStack() as stack:
        sessions = [
            await stack.enter_async_context(
                started(bot, scale, validate=validate, latency=latency, settle=settle, log=log)
            )
            for bot in which or bots()
        ]
        with watching_the_loopback() as own_watch:
            if warmup:
                for session in sessions:
                    await session.warm(warmup, settle)
            turns = sessions + sessions[::-1] if len(sessions) > 1 else sessions
            share = seconds * len(sessions) / len(turns)  # of each rate, for each turn
            measured: dict[Session, list[RateResult]] = {s: [] for s in sessions}
            for rate in rates:
                parts: dict[Session, list[RateResult]] = {s: [] for s in sessions}
                for session in turns:
                    parts[session].append(await session.measure(rate, share, settle, own_watch))
                for session in sessions:
                    result = merged(parts[session])
                    measured[session].append(result)
                    log(
                        f"   {session.bot.name} {rate:g}/s: ack p50 {result.ack(50):.1f} p99"
                        f" {result.ack(99):.1f} ms, failed {result.failed}, deferred"
                        f" {result.deferred}, panel p99 {result.panel(99):.1f} ms,"
                        f" {result.throughput:.0f}/s done, loopback CPU"
                        f" {100 * result.loopback_cpu_share:.0f}%"
                    )
        return [
            BotResult(s.bot, scale, s.setup_seconds, s.rss_ready_mb, measured[s], s.notes())
            for s in sessions
        ]


def parse(argv: Sequence[str]) -> argparse.Namespace:
    parser = load_options(
        "python -m bench.interactions", quick="rates 10, 100, 200 for 4 s each", battles=10
    )
    parser.add_argument("--validate", action="store_true", help="check requests (slower)")
    parser.add_argument("--only", choices=["strategos", "bare"], default=None)
    parser.add_argument(
        "--latency",
        type=float,
        default=0.0,
        help="ms each REST answer is held back, as Discord's are by the network (default 0)",
    )
    parser.add_argument("--db-dir", default=None, help="folder of the real bot's SQLite file")
    return parser.parse_args(list(argv))


def main(argv: Sequence[str] = ()) -> None:
    args = parse(argv)
    logging.getLogger("bot.loopwatch").setLevel(logging.ERROR)  # the loopback's own watch
    rates: Sequence[float] = args.rates or (QUICK_RATES if args.quick else RATES)
    seconds = args.seconds or (4.0 if args.quick else 8.0)
    scale = Scale(args.guilds, args.battles, args.allies)
    which = [b for b in bots(args.db_dir) if args.only in (None, b.name)]
    warmup = 0 if scale.panels < 40 else 20
    results = run_loop(
        run(
            scale,
            rates,
            seconds,
            validate=args.validate,
            latency=args.latency / 1000,
            which=which,
            warmup=warmup,
        )
    )
    report(results, args.validate)


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    main(sys.argv[1:])
