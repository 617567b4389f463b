"""Beyond one process: the same click load on SQLite, PostgreSQL, and two processes on PostgreSQL.

Three configurations of the real bot (`python -m bot`) through the loopback Discord, each with the
same guilds, the same open Struggle of Empires battles (seeded through `bot.battles.BattleService`
before the bot starts) and the same open-loop click rates as bench/interactions.py:

1. one process on SQLite (the embedded default: WAL, synchronous=FULL, a file on disk);
2. one process on PostgreSQL (a throwaway cluster, `STRATEGOS_DB=postgresql://…`);
3. two processes on that PostgreSQL, SHARD_COUNT=4, one on SHARD_IDS 0,1 and one on 2,3; the
   loopback routes each guild's events to its shard (`(guild_id >> 22) % 4`) and the clicks go
   round the guilds of all four shards.

Per configuration and rate: clicks completed per second, acknowledgement and panel update
p50/p99, failed interactions (no acknowledgement within 3 s), CPU per click of the bot
process(es), and, for PostgreSQL, the CPU per click of the database server's processes (SQLite
does that work inside the bot process, so both are shown). Then each configuration's throughput:
higher rates in turn (`CEILING_RATES`) until one is not served, with what ran out at that rate.

The PostgreSQL cluster is tests/pg.py's `PgCluster`, but started with fsync, synchronous_commit
and full_page_writes ON by default (the test fixture turns them off), so a commit waits for the
disk as SQLite's synchronous=FULL does; `--fsync off` runs it as the test fixture does. The
setting is printed beside the figures. When PostgreSQL cannot be started, the reason is printed
and only the SQLite line runs.

Everything but the few lines that start several processes on one loopback comes from
bench/interactions.py (seeding, choosing clicks, the open-loop driver, the per-rate measurement).

    python -m bench scale              # 100 guilds × 10 battles, 50/100/200/300 clicks/s, 3 s
                                       # each, then 400/s and up until one is not served
    python -m bench scale --quick      # 100 and 300 clicks/s, 3 s each
    python -m bench.scale --guilds 4 --battles 2 --rates 5 --seconds 1
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench._options import load_options
from bench._postgres import (
    cpu_delta,
    cpu_of,
    disk_of,
    server_pids,
    start_postgres,
    statement_counts,
)
from bench._report import figure
from bench._results import (
    BotUnderTest,
    RateResult,
    Scale,
    long_collections,
    long_stalls,
    own_stalls,
    read_loop_stats,
)
from bench._world import (
    add_realms,
    quiet,
    seed_battles,
    strategos_choice,
    wait_panels,
    wait_threads,
)
from bench.interactions import (
    REPO,
    Target,
    click_order,
    drive,
    error_summary,
    machine_load,
    measure_rate,
    watching_the_loopback,
)
from bot.__main__ import run_loop
from bot.loopback import Loopback
from bot.loopback.load import LoadDriver, rss_mb
from bot.loopback.state import shard_of
from bot.loopwatch import LoopWatch

RATES = (50, 100, 200, 300)
QUICK_RATES = (100, 300)
BATTLES = 10
"""Open battles per guild: 1,000, the issue's load, enough for the rates up to the throughput (a
battle ends after ten to fifteen clicks), and within the battles a process keeps running
(bot/battles.py KEEP_LIVE): clicked round-robin, more would make every click a replay."""
CEILING_RATES = (400, 500, 650, 800, 1000, 1300)
"""After the rates asked for, these in turn until one is not served: each configuration's
throughput is the highest rate it served."""
PANEL_P99_SERVED_MS = 250.0
"""A rate is served when no click failed, 95 % of it was done, and the panel's p99 stayed under
the issue's 250 ms."""
SHARD_COUNT = 4
SHARD_SPLIT = ("0,1", "2,3")


# -- configurations -------------------------------------------------------------------------------


@dataclass
class Config:
    """One line of the table: a database and the bot processes sharing it."""

    name: str
    database: str  # "sqlite" or "postgresql"
    processes: list[BotUnderTest]
    shard_count: int = 1


def configs(pg_url: Callable[[], str] | None) -> list[Config]:
    """The three configurations; `pg_url` gives a fresh PostgreSQL database (None: SQLite only)."""
    argv = [sys.executable, "-m", "bot"]
    found = [Config("sqlite, 1 process", "sqlite", [BotUnderTest("sqlite", "strategos", argv)])]
    if pg_url is None:
        return found
    one = BotUnderTest("pg", "strategos", argv, {"STRATEGOS_DB": pg_url()})
    shared = pg_url()
    two = [
        BotUnderTest(
            f"pg-shards-{ids.replace(',', '-')}",
            "strategos",
            argv,
            {"STRATEGOS_DB": shared, "SHARD_COUNT": str(SHARD_COUNT), "SHARD_IDS": ids},
        )
        for ids in SHARD_SPLIT
    ]
    found.append(Config("postgresql, 1 process", "postgresql", [one]))
    found.append(Config("postgresql, 2 processes", "postgresql", two, SHARD_COUNT))
    return found


# -- one configuration ----------------------------------------------------------------------------


@dataclass
class Line:
    """One configuration at one rate."""

    rate: RateResult
    bot_cpu_ms: float
    """CPU ms of every bot process per click sent."""
    bot_cpu_share: float
    """CPU seconds of the bot process(es) per second of the rate (1.0: one core)."""
    db_cpu_ms: float | None
    """CPU ms of the PostgreSQL server per click sent (None: SQLite, inside the bot)."""
    loop_max_ms: float | None
    """The largest of the bot processes' own stalls over 20 ms (None: none)."""
    load: float
    sql: dict[str, int] | None = None
    """Calls of each SQL statement during the rate (PostgreSQL with pg_stat_statements)."""
    gc_max_ms: float | None = None
    """The longest garbage collection of any bot process (None: none of 20 ms or more)."""

    @property
    def sql_per_click(self) -> float | None:
        if self.sql is None:
            return None
        return sum(self.sql.values()) / max(self.rate.sent, 1)

    @property
    def commits_per_click(self) -> float | None:
        """Write transactions per click (a read outside a transaction commits nothing)."""
        if self.sql is None:
            return None
        commits = sum(n for query, n in self.sql.items() if query.strip().upper() == "COMMIT")
        return commits / max(self.rate.sent, 1)


@dataclass
class ConfigResult:
    config: Config
    scale: Scale
    setup_seconds: float = 0.0
    rss_mb: list[float] = field(default_factory=list)
    lines: list[Line] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    error: str | None = None
    ceiling: bool = False
    """Whether higher rates were tried in turn after the asked ones (`CEILING_RATES`)."""

    @property
    def throughput(self) -> float | None:
        """The highest rate served (`served`) with every lower one; None when the first was not."""
        best = None
        for line in self.lines:
            if not served(line):
                break
            best = line.rate.rate
        return best

    @property
    def first_not_served(self) -> Line | None:
        return next((ln for ln in self.lines if not served(ln)), None)


def served(line: Line) -> bool:
    r = line.rate
    return (
        r.failed == 0
        and r.throughput >= 0.95 * r.rate
        and r.send_rate >= 0.95 * r.rate
        and r.panel(99) < PANEL_P99_SERVED_MS
    )


async def run_config(
    config: Config,
    scale: Scale,
    rates: Sequence[float],
    seconds: float,
    *,
    cluster: Any = None,
    warmup: int = 20,
    settle: float = 1.0,
    ceiling: bool = False,
    log: Callable[[str], None] = print,
) -> ConfigResult:
    result = ConfigResult(config, scale, ceiling=ceiling)
    with tempfile.TemporaryDirectory(prefix="bench-scale-") as folder:
        work = Path(folder)
        lb = Loopback(
            log_dir=work, ack_deadline=3.0, bot_name="strategos", shard_count=config.shard_count
        )
        driver = LoadDriver(lb, validate=False)
        await lb.start()
        try:
            await _run_config(
                lb, driver, result, rates, seconds, work, cluster, warmup, settle, log
            )
        except Exception as exc:  # a configuration that cannot run is reported, not raised
            result.error = f"{type(exc).__name__}: {str(exc)[:1500]}"
            log(f"   {config.name}: {result.error}")
        finally:
            errors = error_summary(lb.bot_log())
            if errors:
                result.notes.append(f"errors in the bot logs: {errors}")
            if lb.fake_errors:
                result.notes.append(f"{len(lb.fake_errors)} loopback errors: {lb.fake_errors[0]}")
            with contextlib.suppress(Exception):
                await lb.close()
    return result


def by_process(lb: Loopback, targets: Sequence[Any]) -> dict[str, int]:
    """How many of `targets` each bot process holds (by its guild's shard)."""
    held: Counter[str] = Counter()
    for t in targets:
        holder = lb.bot_for(t.guild_id)
        held[holder.name if holder else "nobody"] += 1
    return dict(held)


async def _run_config(
    lb: Loopback,
    driver: LoadDriver,
    result: ConfigResult,
    rates: Sequence[float],
    seconds: float,
    work: Path,
    cluster: Any,
    warmup: int,
    settle: float,
    log: Callable[[str], None],
) -> None:
    config, scale = result.config, result.scale
    started = time.perf_counter()
    guilds = add_realms(lb, scale.guilds, 2 + 2 * scale.allies)
    target = config.processes[0].env.get("STRATEGOS_DB") or str(work / "strategos.db")
    await seed_battles(target, guilds, scale.battles, scale.allies)
    processes = []
    for bot in config.processes:
        env = {"STRATEGOS_DB": target, "STRATEGOS_LOOP_STATS": str(work / f"{bot.name}.json")}
        env.update(bot.env)
        processes.append(await lb.start_bot(bot.argv, env=env, cwd=REPO, name=bot.name))
    for process in processes:
        await lb.wait_ready(timeout=120, bot=process)
    ids = await wait_panels(lb, "sg:", scale.panels, timeout=600)
    await wait_threads(lb, len(ids), timeout=300)
    await quiet(lb, 3 * settle)
    if len(ids) != scale.panels:
        result.notes.append(f"{len(ids)} panels for {scale.panels} battles")
    result.setup_seconds = time.perf_counter() - started
    result.rss_mb = [rss_mb(p.pid) for p in processes]
    shards = sorted({shard_of(g.id, SHARD_COUNT) for g, _ in guilds})
    log(
        f"   {config.name}: {len(ids)} panels in {scale.guilds} guilds (shards of 4: {shards})"
        f" ready in {result.setup_seconds:.1f} s, RSS "
        + " + ".join(f"{r:.0f}" for r in result.rss_mb)
        + f" MiB; machine load {machine_load()}"
    )
    first_user = {guild.id: users[0].id for guild, users in guilds}
    targets = click_order(lb, ids, scale.battles, first_user)
    if len(processes) > 1:  # every process gets its share of the clicks
        held = by_process(lb, targets)
        result.notes.append(f"panels clicked, by the process holding their guild's shard: {held}")
    with watching_the_loopback() as own_watch:
        if warmup:
            await drive(driver, targets, strategos_choice, 20, warmup / 20)
            await quiet(lb, settle / 2)
        higher = [r for r in CEILING_RATES if r > max(rates)] if result.ceiling else []
        for rate in [*rates, *higher]:
            if rate in higher and not served(result.lines[-1]):
                break  # the throughput is found: what it could not serve, it need not be shown
            result.lines.append(
                await measure(
                    driver, targets, rate, seconds, processes, work, cluster, settle, own_watch
                )
            )
            line = result.lines[-1]
            r = line.rate
            log(
                f"   {config.name} {rate:g}/s: {r.throughput:.0f}/s done, ack p50"
                f" {figure(r.ack(50))} p99 {figure(r.ack(99))} ms, panel p99"
                f" {figure(r.panel(99))} ms, failed {r.failed},"
                f" bot CPU {line.bot_cpu_ms:.1f} ms/click; load {line.load:.1f}"
            )
            driver.prune(older_than=30.0)
        await quiet(lb, 2 * settle, timeout=30)
        stuck = [t for t in targets if t.busy]
        if stuck:
            owners = by_process(lb, stuck)
            result.notes.append(
                f"{len(stuck)} of {len(targets)} panels never showed the update of their last"
                f" click (by process: {owners}); they took no further clicks"
            )


async def measure(
    driver: LoadDriver,
    targets: list[Target],
    rate: float,
    seconds: float,
    processes: Sequence[Any],
    work: Path,
    cluster: Any,
    settle: float,
    own_watch: LoopWatch,
) -> Line:
    """bench/interactions.py's `measure_rate` (it reads one process), with the CPU of every bot
    process and of the database server read around it, the SQL statements the bots ran, and
    every process's largest stall."""
    url = processes[0].env.get("STRATEGOS_DB") if cluster is not None else None
    sql_before = await statement_counts(cluster, url)
    bot_pids = [p.pid for p in processes]
    stats = [work / f"{p.name}.json" for p in processes]
    before_stats = [read_loop_stats(s) for s in stats]
    db_pids = server_pids(cluster) if cluster is not None else []
    bots_before, db_before = cpu_of(bot_pids), cpu_of(db_pids)
    wall_before = time.perf_counter()
    r = await measure_rate(
        driver,
        targets,
        strategos_choice,
        rate,
        seconds,
        bot_pids[0],
        stats[0],
        settle,
        own_watch=own_watch,
    )
    wall = time.perf_counter() - wall_before
    bots = cpu_delta(bots_before, cpu_of(bot_pids))
    db = cpu_delta(db_before, cpu_of(server_pids(cluster))) if cluster is not None else None
    sql_after = await statement_counts(cluster, url)
    sql = None
    if sql_before is not None and sql_after is not None:
        sql = {q: n - sql_before.get(q, 0) for q, n in sql_after.items()}
        sql = {q: n for q, n in sql.items() if n > 0 and "pg_stat_statements" not in q}
    stalls: list[float] = []  # as measure_rate reads its one process, for every process
    pauses: list[float] = []
    for path, before in zip(stats, before_stats, strict=True):
        after = read_loop_stats(path)
        stalls += own_stalls(long_stalls(before, after))
        pauses += [ms for _, ms in long_collections(before, after)]
    clicks = max(r.sent, 1)
    return Line(
        rate=r,
        bot_cpu_ms=1000 * bots / clicks,
        bot_cpu_share=bots / wall,
        db_cpu_ms=None if db is None else 1000 * db / clicks,
        loop_max_ms=max(stalls, default=None),
        load=os.getloadavg()[0],
        sql=sql,
        gc_max_ms=max(pauses, default=None),
    )


# -- printing -------------------------------------------------------------------------------------


def report(results: Sequence[ConfigResult], database_note: str) -> list[str]:
    if not results:
        return []
    scale = results[0].scale
    lines = [
        f"   {scale.guilds} guilds, {scale.panels} open Struggle of Empires battles"
        f" ({scale.allies} allies a side), the same clicks for every configuration;"
        f" {os.cpu_count()} CPUs shared by the loopback, the bot(s) and the database",
        "   SQLite: WAL, synchronous=FULL, a file on " + disk_of(tempfile.gettempdir()),
        f"   PostgreSQL: {database_note}",
        "",
    ]
    for res in results:
        setup = f"setup {res.setup_seconds:.0f} s" if res.setup_seconds else "not started"
        rss = " + ".join(f"{m:.0f}" for m in res.rss_mb)
        procs = ", ".join(
            f"{p.name} (SHARD_IDS {p.env['SHARD_IDS']})" if "SHARD_IDS" in p.env else p.name
            for p in res.config.processes
        )
        lines.append(
            f"   {res.config.name}: {procs}; {setup}" + (f", RSS at ready {rss} MiB" if rss else "")
        )
        if res.error:
            lines.append(f"     did not run: {res.error}")
    lines += [
        "",
        "  rate/s  configuration             sent/s   busy  done/s  ack p50     p99  panel p50"
        "     p99  failed refused  >10s  bot CPU ms/click  bot CPU  db CPU ms/click  SQL/click"
        "  tx/click  loop max ms  GC max ms"
        "  loopback CPU, stall ms  load",
    ]
    rates = sorted({ln.rate.rate for res in results for ln in res.lines})
    for rate in rates:
        first = True
        for res in results:
            line = next((ln for ln in res.lines if ln.rate.rate == rate), None)
            if line is None:
                continue
            r = line.rate
            db = "in bot" if line.db_cpu_ms is None else f"{line.db_cpu_ms:.2f}"
            stall = "<20" if line.loop_max_ms is None else f"{line.loop_max_ms:.0f}"
            lines.append(
                f"  {f'{rate:g}' if first else '':>6}  {res.config.name:<24}"
                f" {r.send_rate:7.0f} {r.skipped:6d} {r.throughput:7.0f} {figure(r.ack(50)):>8}"
                f" {figure(r.ack(99)):>7} {figure(r.panel(50)):>10} {figure(r.panel(99)):>7}"
                f" {r.failed:7d}"
                f" {r.refused:7d} {r.no_panel:5d}"
                f" {line.bot_cpu_ms:17.2f} {100 * line.bot_cpu_share:7.0f}% {db:>16}"
                f" {figure(line.sql_per_click):>10} {figure(line.commits_per_click, 2):>9}"
                f" {stall:>12} {figure(line.gc_max_ms, 0) if line.gc_max_ms else '<20':>10}"
                f" {100 * r.loopback_cpu_share:12.0f}% {r.loopback_stall_ms:6.0f}"
                f" {line.load:5.1f}"
            )
            first = False
    lines.append(
        "  (sent/s: clicks the load generator got out; busy: arrivals that found every panel"
        " still waiting for its previous click's update (a panel takes its next click only once"
        " its update is visible), so sent/s falls below the rate; done/s: acknowledged clicks per"
        " second, first click to last acknowledgement; ack: INTERACTION_CREATE sent → the bot's"
        " callback at the loopback; panel: → the panel's edit; failed: no acknowledgement within"
        " 3 s; refused: answered with a private message; >10s: no panel update within 10 s;"
        " bot CPU ms/click: user+system CPU of every bot process per"
        " click sent, bot CPU: the same per second of the rate (100% = one core); db CPU: the"
        " PostgreSQL server's processes per click (SQLite's work is inside the bot's figure);"
        " SQL/click: statements the bot(s) ran on PostgreSQL per click (pg_stat_statements;"
        " BEGIN and COMMIT count); tx/click: the COMMITs among them, write transactions per"
        " click;"
        " loop max: the largest event-loop stall over 20 ms of any bot process during the rate"
        " (the bot's part of it: not the time its loop waited for a CPU); GC max: the longest"
        " garbage collection of any bot process (its loop watch keeps those of 20 ms or more);"
        " loopback CPU, stall: the CPU share of this"
        " process (the fake Discord and the load generator) and its largest loop stall, which"
        " delays clicks and answers alike; load: 1-minute load average after the rate)"
    )
    lines += throughputs(results)
    for res in results:
        for note in res.notes:
            lines.append(f"  note ({res.config.name}): {note}")
    for res in results:
        lines += top_statements(res)
    return lines


def throughputs(results: Sequence[ConfigResult]) -> list[str]:
    """Each configuration's throughput, and what stopped it at the next rate: on a machine
    whose CPUs the loopback, the bots and the database share, the CPUs show which ran out."""
    ramped = [res for res in results if res.ceiling and res.lines]
    if not ramped:
        return []
    found = [
        f"  throughput: the highest rate served (no failed click, 95 % of it done, the panel's p99"
        f" under {PANEL_P99_SERVED_MS:.0f} ms), the rates above {max(RATES):g}/s tried in turn"
        f" ({', '.join(f'{r:g}' for r in CEILING_RATES)}) until one was not:"
    ]
    for res in ramped:
        best = res.throughput
        served_text = "none of the rates" if best is None else f"{best:g} clicks/s"
        line = res.first_not_served
        if line is None:
            stopped = f"every rate up to {CEILING_RATES[-1]:g}/s served"
        else:
            r = line.rate
            db = "" if line.db_cpu_ms is None else f", database {line.db_cpu_ms:.1f} ms/click"
            stopped = (
                f"at {r.rate:g}/s: {r.throughput:.0f}/s done, {r.failed} failed, panel p99"
                f" {figure(r.panel(99))} ms; bot CPU {100 * line.bot_cpu_share:.0f}%"
                f" (100% = one core){db}, loopback CPU {100 * r.loopback_cpu_share:.0f}%,"
                f" load {line.load:.1f}"
            )
        found.append(f"    {res.config.name:<24} {served_text:>18}   ({stopped})")
    return found


def top_statements(res: ConfigResult, limit: int = 10) -> list[str]:
    """The statements run most per click over every rate of a PostgreSQL configuration."""
    calls: dict[str, int] = {}
    for line in res.lines:
        for query, n in (line.sql or {}).items():
            calls[query] = calls.get(query, 0) + n
    clicks = sum(line.rate.sent for line in res.lines)
    if not calls or not clicks:
        return []
    found = [f"  SQL per click, {res.config.name} (all rates, {clicks} clicks):"]
    for query, n in sorted(calls.items(), key=lambda item: -item[1])[:limit]:
        text = " ".join(query.split())
        found.append(f"    {n / clicks:5.2f}  {text[:110]}")
    return found


# -- entry points ---------------------------------------------------------------------------------


async def run(
    scale: Scale,
    rates: Sequence[float],
    seconds: float,
    *,
    fsync: bool = True,
    warmup: int = 20,
    settle: float = 1.0,
    together: bool = False,
    ceiling: bool = False,
    log: Callable[[str], None] = print,
) -> tuple[list[ConfigResult], str]:
    """Every configuration in turn; (results, how PostgreSQL ran or why it did not).

    `together` runs the three at once, each on its own loopback: figures that disturb each
    other, only for the smoke test (which checks that numbers come out, not what they are)."""
    cluster = None
    try:
        cluster, note = await asyncio.to_thread(start_postgres, fsync)
    except Exception as exc:
        note = f"NOT RUN, it could not be started: {type(exc).__name__}: {str(exc)[:600]}"
        log(f"   PostgreSQL {note}")
    results = []
    try:
        pg_url = None
        if cluster is not None:
            template = await cluster.amigrated_template()

            def pg_url() -> str:
                return cluster.create_database(template=template)

        runs = [
            run_config(
                config,
                scale,
                rates,
                seconds,
                cluster=cluster if config.database == "postgresql" else None,
                warmup=warmup,
                settle=settle,
                ceiling=ceiling,
                log=log,
            )
            for config in configs(pg_url)
        ]
        if together:
            results = list(await asyncio.gather(*runs))
        else:
            for one in runs:
                results.append(await one)
    finally:
        if cluster is not None:
            await asyncio.to_thread(cluster.stop)
    return results, note


def parse(argv: Sequence[str]) -> argparse.Namespace:
    parser = load_options(
        "python -m bench.scale", quick="100 and 300 clicks/s, 3 s each", battles=BATTLES
    )
    parser.add_argument(
        "--fsync", choices=["on", "off"], default="on", help="PostgreSQL's fsync (default on)"
    )
    parser.add_argument(
        "--no-ceiling",
        action="store_true",
        help="only the rates asked for, not higher ones in turn for the throughput",
    )
    return parser.parse_args(list(argv))


def main(argv: Sequence[str] = ()) -> None:
    args = parse(argv)
    logging.getLogger("bot.loopwatch").setLevel(logging.ERROR)
    rates: Sequence[float] = args.rates or (QUICK_RATES if args.quick else RATES)
    seconds = args.seconds or 3.0
    scale = Scale(args.guilds, args.battles, args.allies)
    warmup = 0 if scale.panels < 40 else 20
    print(f"   machine load before: {machine_load()}", flush=True)
    ceiling = not (args.no_ceiling or args.quick or args.rates)
    results, note = run_loop(
        run(scale, rates, seconds, fsync=args.fsync == "on", warmup=warmup, ceiling=ceiling)
    )
    for line in report(results, note):
        print(line)
    print(f"   machine load after: {machine_load()}")


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    main(sys.argv[1:])


__all__ = ["Config", "ConfigResult", "Line", "configs", "main", "report", "run"]
