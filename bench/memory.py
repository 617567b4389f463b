"""Memory: the real bot's RSS at 1,000 guilds, each with a campaign and two open battles, against
the bare discord.py bot (bench/bare_bot.py) in the same 1,000 guilds with two panels each, each
with its thread (the same Discord state: discord.py caches the threads of both alike).

Both run as subprocesses against the loopback Discord. The real bot's guilds are seeded in its
database before it starts (a Struggle of Empires campaign with two factions, and two open quick
battles, stored through `Store` and `BattleService`); at start-up the bot posts every panel and
opens every battle's thread itself (its repair of panels that are missing). RSS is read from
/proc once every panel is posted and the bot has been quiet for a second, and again after 5 s
more of idling; then the bot is killed and started again on the same Discord and database
(its panels, threads and commands already there, its caches cold) and read once more, the same
way. Twice: with guilds as small as the loopback makes them, where the bots' fixed cost (their
imports) weighs most, and with guilds shaped like a community server (`SHAPES`).

The target (≤ `TARGET`× the bare bot) is read with the panels posted: both bots have then done
the same work and hold the same Discord state. Just after a restart neither has posted or been
clicked yet, so the bare bot holds little beyond its imports and the ratio shows mostly the
five games' code; it is printed, with that code's share, not judged.
"""

from __future__ import annotations

import argparse
import asyncio
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench._options import positive_int
from bench._report import verdict
from bench._world import quiet, seed_battles, seed_campaigns, wait_panels, wait_threads
from bench.interactions import REPO
from bot.loopback import Loopback
from bot.loopback.load import LoadDriver, rss_mb

GUILDS = 1000
BATTLES = 2
TARGET = 1.25
SHAPES = {"minimal": (0, 0), "typical": (25, 15)}
"""Guilds as the loopback makes them (#general, @everyone and the bot's role), and shaped like
a modest community server: 25 more text channels and 15 more roles, which discord.py caches in
both bots alike (no member cache: neither bot asks for the members intent)."""


async def seed(db: Path, guilds: list[tuple[Any, list[Any]]]) -> None:
    """Each guild (game master, then two players): a campaign, and `BATTLES` quick battles
    between the two players, each attacking in turn."""
    await seed_campaigns(db, guilds)
    await seed_battles(db, [(guild, people[1:]) for guild, people in guilds], BATTLES, allies=0)


async def settled_rss(lb: Loopback, pid: int) -> tuple[float, float]:
    """RSS once the bot has been quiet for a second, and 5 s later."""
    await quiet(lb, 1.0)
    first = rss_mb(pid)
    await asyncio.sleep(5)
    return first, rss_mb(pid)


async def measure(
    kind: str, guilds_count: int, shape: str = "minimal"
) -> tuple[float, float, float, float]:
    """(seconds to ready, RSS when ready, RSS 5 s later, RSS 5 s after a restart is ready)."""
    channels, roles = SHAPES[shape]
    with tempfile.TemporaryDirectory(prefix=f"bench-memory-{kind}-") as folder:
        work = Path(folder)
        lb = Loopback(log_dir=work)
        LoadDriver(lb, validate=False)  # no OpenAPI checks: the loopback keeps up
        await lb.start()
        try:
            started = time.perf_counter()
            guilds = []
            for g in range(guilds_count):
                guild = lb.add_guild(f"Realm {g}")
                for c in range(channels):
                    lb.add_channel(f"talk-{c}", guild=guild, topic=f"Topic of room {c}")
                for r in range(roles):
                    lb.add_role(f"Rank {r}", guild=guild)
                people = [lb.add_user(f"m{g}x{i}", guild=guild) for i in range(3)]
                guilds.append((guild, people))
            env = {}
            if kind == "strategos":
                db = work / "strategos.db"
                await seed(db, guilds)
                env["STRATEGOS_DB"] = str(db)
                argv, prefix = [sys.executable, "-m", "bot"], "sg:"
            else:
                env["BARE_PANELS"] = str(BATTLES)
                argv, prefix = [sys.executable, "-m", "bench.bare_bot"], "bare:"
            process = await lb.start_bot(argv, env=env, cwd=REPO)
            await lb.wait_ready(timeout=120)
            await wait_panels(lb, prefix, guilds_count * BATTLES, timeout=900)
            await wait_threads(lb, guilds_count * BATTLES, timeout=900)
            await quiet(lb, 1.0)
            ready = time.perf_counter() - started
            first, later = await settled_rss(lb, process.pid)
            again = await lb.restart_bot()
            await lb.wait_ready(timeout=120)
            _, restarted = await settled_rss(lb, again.pid)
            return ready, first, later, restarted
        finally:
            await lb.close()


IMPORTS = {
    "strategos": "import bot.client, importlib\n"
    "for name in bot.client.discover_cogs(): importlib.import_module(name)",
    "bare": "import bench.bare_bot",
}


def import_rss(kind: str) -> float:
    """RSS of a fresh interpreter that only imports the bot's code (no guild, no connection)."""
    code = (
        IMPORTS[kind]
        + "\nfor line in open('/proc/self/status'):\n    "
        + ("if line.startswith('VmRSS'): print(int(line.split()[1]) / 1024)")
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True
    )
    return float(done.stdout.split()[-1])


def main(argv: list[str] | tuple[str, ...] = ()) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.memory")
    parser.add_argument("--guilds", type=positive_int, default=GUILDS)
    guilds = parser.parse_args(list(argv)).guilds
    imports = {name: import_rss(name) for name in ("strategos", "bare")}
    code = imports["strategos"] - imports["bare"]
    print(
        f"   {guilds} guilds; Strategos: a campaign (2 factions) and {BATTLES} open battles each,"
        f" panels and threads posted by the bot; bare: {BATTLES} panels and threads each"
    )
    print(
        f"   imports alone: Strategos {imports['strategos']:.0f} MiB, bare"
        f" {imports['bare']:.0f} MiB (a fixed cost, whatever the guilds)"
    )
    print("   guilds     bot        ready in   RSS at ready   RSS 5 s later   after a restart")
    for shape, (channels, roles) in SHAPES.items():
        real = asyncio.run(measure("strategos", guilds, shape))
        bare = asyncio.run(measure("bare", guilds, shape))
        for name, (seconds, first, later, restarted) in (("strategos", real), ("bare", bare)):
            print(
                f"   {shape:10} {name:10} {seconds:6.0f} s {first:10.0f} MiB {later:11.0f} MiB"
                f" {restarted:13.0f} MiB"
            )
        first_ratio, restart_ratio = real[2] / bare[2], real[3] / bare[3]
        print(
            f"   {shape} (+{channels} channels, +{roles} roles each): Strategos / bare"
            f" {first_ratio:.2f}× with its panels and threads posted,"
            f" {verdict(first_ratio, TARGET)} (target ≤ {TARGET:g}×;"
            f" Strategos's own {real[2] - bare[2]:.0f} MiB);"
            f" {restart_ratio:.2f}× after a restart, before either has posted or been clicked:"
            f" Strategos's own {real[3] - bare[3]:.0f} MiB, {code:.0f} of them its code"
        )


__all__ = ["main", "measure"]
