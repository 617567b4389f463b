"""The PostgreSQL server beside the bots in bench/scale.py: a throwaway cluster started with
fsync on (tests/pg.py's `PgCluster`), the statements the bots sent it, and the CPU its processes
spent, read from /proc as the bots' is."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bot.loopback.load import cpu_seconds


def start_postgres(fsync: bool) -> tuple[Any, str]:
    """A throwaway cluster (tests/pg.py), with fsync on unless told; (cluster, how it runs)."""
    from tests.pg import PgCluster, find_bindir, skip_reason

    reason = skip_reason()
    if reason is not None:
        raise RuntimeError(reason)
    bindir = find_bindir()
    assert bindir is not None
    counted = Path(bindir.parent, "lib", "pg_stat_statements.so").exists()

    cluster = PgCluster(bindir)
    try:  # pg_stat_statements when installed: SQL statements per click
        cluster.start(durable=fsync, preload="pg_stat_statements" if counted else None)
        if counted:
            cluster.psql("CREATE EXTENSION pg_stat_statements")
    except Exception:
        cluster.stop()
        raise
    shown = cluster.psql(
        "SELECT string_agg(name || '=' || setting, ', ' ORDER BY name) FROM pg_settings"
        " WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes', 'server_version')"
    ).strip()
    return cluster, f"{shown}; data in {cluster.root} ({disk_of(str(cluster.root))})"


async def statement_counts(cluster: Any, url: str | None) -> dict[str, int] | None:
    """Calls of every statement run on the bot's database so far (pg_stat_statements: shared
    memory, counted when a statement ends), None when unknown."""
    if cluster is None or url is None:
        return None
    import asyncpg

    try:
        conn = await asyncpg.connect(cluster.url())
    except Exception:
        return None
    try:
        rows = await conn.fetch(
            "SELECT s.query, s.calls FROM pg_stat_statements s"
            " JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = $1",
            url.split("?", 1)[0].rsplit("/", 1)[1],
        )
    except Exception:
        return None
    finally:
        await conn.close()
    found: dict[str, int] = {}
    for row in rows:  # the same text may come back under several users or plans
        found[row["query"]] = found.get(row["query"], 0) + int(row["calls"])
    return found


def server_pids(cluster: Any) -> list[int]:
    """The postmaster and its children (backends, writer, WAL writer...) right now."""
    try:
        postmaster = int((cluster.data / "postmaster.pid").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return []
    pids = [postmaster]
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat") as f:
                ppid = int(f.read().rpartition(")")[2].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        if ppid == postmaster:
            pids.append(int(entry.name))
    return pids


def cpu_of(pids: Sequence[int]) -> dict[int, float]:
    found = {}
    for pid in pids:
        with contextlib.suppress(OSError, ValueError, IndexError):
            found[pid] = cpu_seconds(pid)
    return found


def cpu_delta(before: dict[int, float], after: dict[int, float]) -> float:
    """CPU seconds spent between two readings (a process born in between counts from 0; one
    gone in between is lost: the bot's asyncpg pool keeps its connections)."""
    return sum(t - before.get(pid, 0.0) for pid, t in after.items())


def disk_of(path: str) -> str:
    """The filesystem a path is on, from /proc/mounts (tmpfs would make fsync free)."""
    best = ("", "?")
    with contextlib.suppress(OSError), open("/proc/mounts") as f:
        for row in f:
            parts = row.split()
            if len(parts) > 2 and path.startswith(parts[1]) and len(parts[1]) >= len(best[0]):
                best = (parts[1], parts[2])
    return f"{path} ({best[1]})"
