"""Numbered SQL migrations: found next to this module, applied in order, each in one transaction.

A migration is `migrations/NNN_name.sql`. Applied versions are recorded in `schema_migrations`,
so opening the store again applies only what is new. Every migration still to apply runs inside
one BEGIN IMMEDIATE transaction: a half-applied migration is impossible (a failure rolls back all
of them, so a failed start leaves the file as it was), and two processes starting at once are
harmless: the second waits for the lock, then sees the versions recorded and skips them.

`open_database` is how the store opens its file: it checks the file before SQLite writes a byte,
and turns every way a database can be unusable (corrupt, from a newer bot, half-migrated,
unreadable, read-only) into a DatabaseUnusable whose message says in one sentence what is wrong
and what to do.
"""

from __future__ import annotations

import os
import re
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path

import aiosqlite

from bot.store.models import DatabaseUnusable, StoreError

_NAME = re.compile(r"^(\d+)_([A-Za-z0-9_]+)\.sql$")
PAGE_CACHE_KIB = 256
"""Each connection's page cache (SQLite's default is 2,000 KiB): the writer and every WAL reader
keep one, in the bot's memory, of pages the kernel's file cache holds anyway, and a reader's is
emptied whenever another connection commits. At 1,000 servers the four caches held ~1 MiB more
than this (`bench memory`); `bench interactions` showed no difference beyond its own noise."""

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


_CREATES = re.compile(r"CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?\"?(\w+)", re.I)


async def foreign_tables(db: aiosqlite.Connection, migrations: Sequence[Migration]) -> list[str]:
    """The tables of a database that is another program's: some, and not one that a Strategos
    migration creates (a Strategos database has `schema_migrations` from its first migration
    on; one half-migrated by hand has some of its tables). Empty for a new or own file."""
    ours = {"schema_migrations"} | {n for m in migrations for n in _CREATES.findall(m.sql)}
    async with db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        " ORDER BY name"
    ) as cursor:
        names = [row[0] for row in await cursor.fetchall()]
    return [] if ours & set(names) else names


async def newer_versions(db: aiosqlite.Connection, migrations: Sequence[Migration]) -> list[int]:
    """Versions recorded in the database that these migrations do not know (read only)."""
    exists = await db.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'"
    )
    async with exists as cursor:
        if await cursor.fetchone() is None:
            return []
    known = {m.version for m in migrations}
    return sorted(v for v in await applied_versions(db) if v not in known)


def _newer_message(newer: list[int], migrations: Sequence[Migration], where: str) -> str:
    known = max((m.version for m in migrations), default=0)
    return (
        f"{where} was written by a newer version of Strategos (it has migrations {newer}, this"
        f" version knows up to {known}): run that newer version, or restore a backup made with"
        " this one; the file was left untouched."
    )


async def apply_migrations(
    db: aiosqlite.Connection,
    migrations: Sequence[Migration] | None = None,
    *,
    where: str = "The database",
) -> list[int]:
    """Apply the migrations not yet recorded, all in one transaction; returns the versions
    applied now. DatabaseUnusable (nothing applied) if the database is newer than this code or a
    migration fails — say, on a database someone half-migrated by hand.

    The connection must be in autocommit mode (isolation_level=None): transactions are explicit.
    """
    ordered = check_order(load_migrations() if migrations is None else migrations)
    newer = await newer_versions(db, ordered)
    if newer:
        raise DatabaseUnusable(_newer_message(newer, ordered, where))
    pending = [(m, split_statements(m.sql)) for m in ordered]
    await db.execute("BEGIN IMMEDIATE")
    applied: list[int] = []
    current: Migration | None = None
    try:
        await db.execute(_BOOKKEEPING)
        done = await applied_versions(db)
        for migration, statements in pending:
            if migration.version in done:
                continue
            current = migration
            for statement in statements:
                await db.execute(statement)
            await db.execute(
                "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                (migration.version, migration.name, datetime.now(UTC).isoformat()),
            )
            applied.append(migration.version)
        await db.execute("COMMIT")
    except BaseException as error:
        if db.in_transaction:
            await db.execute("ROLLBACK")
        if isinstance(error, sqlite3.Error) and current is not None:
            raise DatabaseUnusable(
                f"{where} cannot be brought up to date: migration {current.version}"
                f" ({current.name}) fails on it ({error}), as on a database half-migrated or"
                " edited by hand; restore a backup (every pending migration was rolled back,"
                " nothing was changed)."
            ) from error
        raise
    return applied


# -- opening a database file, or saying in one sentence why not ----------------------------------

SQLITE_HEADER = b"SQLite format 3\x00"


async def open_database(
    path: Path, *, busy_timeout_ms: int, migrations: Sequence[Migration] | None = None
) -> aiosqlite.Connection:
    """Open (creating the file and its folder), check and migrate the database at `path`.

    Nothing is written before the checks pass: a database this code cannot use is left exactly
    as it was, and the DatabaseUnusable raised says what is wrong and what to do.
    """
    ordered = check_order(load_migrations() if migrations is None else migrations)
    where = f"The database {path}"
    _check_files(path, where)
    try:
        # isolation_level=None: no implicit transactions; every BEGIN is explicit.
        # check_same_thread=False: the store runs short statements on the event loop's thread
        # and the rest in aiosqlite's (bot/store/driver.py: `here`), never both at once
        db = await aiosqlite.connect(
            path,
            isolation_level=None,
            timeout=busy_timeout_ms / 1000,
            check_same_thread=False,
        )
    except (sqlite3.Error, OSError) as error:
        raise _unusable(error, path, where) from error
    applied: list[int] = []
    try:
        db.row_factory = sqlite3.Row
        await db.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
        # Read only, before any write: a damaged or newer file is refused untouched.
        async with db.execute("PRAGMA quick_check") as cursor:
            problems = [row[0] for row in await cursor.fetchall() if row[0] != "ok"]
        if problems:
            raise DatabaseUnusable(_corrupt_message(where, problems[0]))
        foreign = await foreign_tables(db, ordered)
        if foreign:
            raise DatabaseUnusable(
                f"{where} is another program's (its tables: {', '.join(foreign[:5])}"
                f"{', ...' if len(foreign) > 5 else ''}), not a Strategos database: set"
                " STRATEGOS_DB to a file of the bot's own; it was left untouched."
            )
        newer = await newer_versions(db, ordered)
        if newer:
            raise DatabaseUnusable(_newer_message(newer, ordered, where))
        applied = await apply_migrations(db, ordered, where=where)
        async with db.execute("PRAGMA journal_mode = WAL") as cursor:
            row = await cursor.fetchone()
        if row is None or str(row[0]).lower() != "wal":
            raise DatabaseUnusable(
                f"{where} cannot be switched to WAL mode (the file system may not support the"
                " shared memory SQLite needs): put it on a local disk and set STRATEGOS_DB."
            )
        # FULL: a commit is fsynced, so an answer the bot acknowledged survives a power cut too.
        await db.execute("PRAGMA synchronous = FULL")
        await db.execute("PRAGMA foreign_keys = ON")
        await db.execute(f"PRAGMA cache_size = -{PAGE_CACHE_KIB}")
    except BaseException as error:
        await db.close()
        if isinstance(error, (sqlite3.Error, OSError)):
            raise _unusable(error, path, where, changed=bool(applied)) from error
        raise
    return db


def _check_files(path: Path, where: str) -> None:
    """What can be told from the file system alone, before SQLite touches anything."""
    folder = path.parent
    if not folder.exists():
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise DatabaseUnusable(
                f"Cannot create the folder {folder} for the database ({error.strerror}): create"
                " it yourself with write access for the bot, or set STRATEGOS_DB to a writable"
                " place."
            ) from error
    if path.exists() and not path.is_file():
        raise DatabaseUnusable(
            f"{where} is not a file: set STRATEGOS_DB to a file path (it is created if missing)."
        )
    if path.exists() and not os.access(path, os.R_OK):
        raise DatabaseUnusable(
            f"{where} cannot be read (permission denied): give the user the bot runs as read and"
            " write access to it (chown or chmod); it was left untouched."
        )
    if path.exists() and path.stat().st_size > 0:
        try:
            with path.open("rb") as file:
                header = file.read(len(SQLITE_HEADER))
        except OSError as error:
            raise _unusable(error, path, where) from error
        if header != SQLITE_HEADER:
            raise DatabaseUnusable(_corrupt_message(where, "it is not an SQLite database"))
    if _read_only_disk(folder):
        raise DatabaseUnusable(
            f"{where} is on a read-only disk: the bot must write to it, so remount the disk"
            " read-write or set STRATEGOS_DB to a writable place; it was left untouched."
        )
    if path.exists() and not os.access(path, os.W_OK):
        raise DatabaseUnusable(
            f"{where} is read-only: give the user the bot runs as write access to it (chown or"
            " chmod); it was left untouched."
        )
    if not os.access(folder, os.W_OK | os.X_OK):
        raise DatabaseUnusable(
            f"The folder {folder} is not writable, and SQLite keeps its journal files (-wal,"
            " -shm) beside the database: give the user the bot runs as write access to it, or"
            " set STRATEGOS_DB to a writable place; the database was left untouched."
        )


def _read_only_disk(folder: Path) -> bool:
    try:
        return bool(os.statvfs(folder).f_flag & os.ST_RDONLY)
    except (OSError, AttributeError):  # no statvfs (Windows): SQLite will say so itself
        return False


def _corrupt_message(where: str, detail: str) -> str:
    return (
        f"{where} is damaged or not a Strategos database ({detail}): restore it from a backup,"
        " or move it away to start a new one; it was left untouched."
    )


def _unusable(
    error: BaseException, path: Path, where: str, *, changed: bool = False
) -> DatabaseUnusable:
    """One sentence for an error SQLite (or the OS) raised while opening the database.
    `changed`: migrations were committed before it (then the message does not claim otherwise).
    """
    if isinstance(error, DatabaseUnusable):
        return error
    unchanged = "the migrations were applied first" if changed else "nothing was changed"
    name = getattr(error, "sqlite_errorname", "") or ""
    detail = str(error) or type(error).__name__
    if name in ("SQLITE_NOTADB", "SQLITE_CORRUPT") or "malformed" in detail:
        return DatabaseUnusable(_corrupt_message(where, detail))
    if name.startswith("SQLITE_READONLY") or "readonly" in detail or "read-only" in detail:
        message = (
            f"{where} cannot be written ({detail}): give the user the bot runs as write access"
            f" to it and its folder; {unchanged}."
        )
    elif name.startswith("SQLITE_BUSY") or name.startswith("SQLITE_LOCKED"):
        message = (
            f"{where} is locked by another program ({detail}): stop the other bot or tool"
            f" using it, then start again; {unchanged}."
        )
    elif name == "SQLITE_FULL":
        message = f"The disk holding {path} is full: free some space; {unchanged}."
    elif name.startswith("SQLITE_CANTOPEN") or name.startswith("SQLITE_PERM"):
        message = (
            f"{where} cannot be opened ({detail}): check that the user the bot runs as may read"
            f" and write it and its folder; {unchanged}."
        )
    elif name.startswith("SQLITE_IOERR") or isinstance(error, OSError):
        message = (
            f"{where} cannot be used because of a disk error ({detail}): check the disk and the"
            f" file's permissions; {unchanged}."
        )
    else:
        message = f"{where} cannot be used ({detail}): restore a backup or report this."
    return DatabaseUnusable(message)
