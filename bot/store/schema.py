"""Numbered SQL migrations: found next to this module, applied in order, each in one transaction.

A migration is `migrations/NNN_name.sql`. Applied versions are recorded in `schema_migrations`,
so opening the store again applies only what is new. Each file runs inside BEGIN IMMEDIATE, which
makes a half-applied migration impossible and two processes starting at once harmless: the second
waits for the lock, then sees the version recorded and skips it.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib import resources

import aiosqlite

from bot.store.models import StoreError

_NAME = re.compile(r"^(\d+)_([A-Za-z0-9_]+)\.sql$")

_BOOKKEEPING = """
CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL
)
"""


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str


def load_migrations() -> list[Migration]:
    """The migrations shipped in `bot/store/migrations/`, by version.

    Read through importlib.resources so they are found wherever the package is installed.
    """
    folder = resources.files(__package__).joinpath("migrations")
    found = []
    for entry in folder.iterdir():
        match = _NAME.match(entry.name)
        if match is None:
            continue
        found.append(
            Migration(int(match.group(1)), match.group(2), entry.read_text(encoding="utf-8"))
        )
    return check_order(found)


def check_order(migrations: Sequence[Migration]) -> list[Migration]:
    """Sorted by version; two files with one number would make the order a guess, so refuse."""
    ordered = sorted(migrations, key=lambda m: m.version)
    versions = [m.version for m in ordered]
    if len(set(versions)) != len(versions):
        raise StoreError(f"two migrations share a version number: {versions}")
    return ordered


def split_statements(sql: str) -> list[str]:
    """Split a script into single statements (sqlite3 executes one at a time).

    `executescript` cannot be used: it commits any open transaction first, which would apply a
    migration outside the transaction that records it. `complete_statement` knows about strings,
    comments and trigger bodies, so a ';' inside them does not split.
    """
    statements: list[str] = []
    start = 0
    for i, char in enumerate(sql):
        if char == ";" and sqlite3.complete_statement(sql[start : i + 1]):
            statements.append(sql[start : i + 1].strip())
            start = i + 1
    rest = "\n".join(
        line for line in sql[start:].splitlines() if not line.strip().startswith("--")
    ).strip()
    if rest:
        raise StoreError(f"migration ends with an unterminated statement: {rest[:80]!r}")
    return statements


async def applied_versions(db: aiosqlite.Connection) -> set[int]:
    async with db.execute("SELECT version FROM schema_migrations") as cursor:
        return {row[0] for row in await cursor.fetchall()}


async def apply_migrations(
    db: aiosqlite.Connection, migrations: Sequence[Migration] | None = None
) -> list[int]:
    """Apply the migrations not yet recorded; returns the versions applied now.

    The connection must be in autocommit mode (isolation_level=None): transactions are explicit.
    """
    ordered = check_order(load_migrations() if migrations is None else migrations)
    await db.execute(_BOOKKEEPING)
    known = {m.version for m in ordered}
    newer = sorted(v for v in await applied_versions(db) if v not in known)
    if newer:
        raise StoreError(
            f"the database has migrations this code does not know ({newer}): "
            "it was written by a newer version of the bot"
        )
    applied = []
    for migration in ordered:
        statements = split_statements(migration.sql)
        await db.execute("BEGIN IMMEDIATE")
        try:
            if migration.version in await applied_versions(db):
                await db.execute("ROLLBACK")
                continue
            for statement in statements:
                await db.execute(statement)
            await db.execute(
                "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                (migration.version, migration.name, datetime.now(UTC).isoformat()),
            )
            await db.execute("COMMIT")
        except BaseException:
            if db.in_transaction:
                await db.execute("ROLLBACK")
            raise
        applied.append(migration.version)
    return applied
