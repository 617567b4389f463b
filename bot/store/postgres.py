"""PostgreSQL behind the same Store: asyncpg with a pool, the store's SQLite-dialect SQL translated
on the way, and the same migration files translated mechanically.

Why it is shaped this way:

- One copy of every query. The repositories write SQLite's dialect with `?` placeholders; here
  the placeholders become `$1, $2, ...` (not inside quotes or comments), and PostgreSQL gets SQL
  functions named like SQLite's JSON ones (`json_valid`, `json_type`, `json_patch`,
  `json_extract`, `json_array_length`) so CHECK constraints and queries read the same. JSON stays
  TEXT, as on SQLite: what a row holds is the same text on both.
- The same migrations. DDL is translated (`INTEGER PRIMARY KEY AUTOINCREMENT` -> a BIGINT
  identity, every INTEGER -> BIGINT since Discord ids pass 2^31, REAL -> DOUBLE PRECISION,
  TEXT -> TEXT COLLATE "C": text compares and sorts by code point as on SQLite, whatever the
  server's locale, and no index depends on the C library's collation changing under it). A
  statement marked `-- sqlite only` rewrites rows of a database from before PostgreSQL was
  supported and is skipped (a PostgreSQL database always starts empty: `python -m bot.store
  copy` fills it at the current version). A table rebuild (create new, copy, DROP TABLE old,
  rename) keeps the foreign keys other tables had on the old table. All pending migrations run
  in one transaction under an advisory lock: two processes starting at once are harmless.
- Cross-process safety. Every write transaction first takes `pg_advisory_xact_lock` keyed by
  the guild: the checks a method makes before writing still hold when it writes (what BEGIN
  IMMEDIATE gives SQLite), across processes, without serialising unrelated guilds. Guarded
  updates (`... WHERE status = 'open'`, `updated_at = ?`) claim a row once among processes.
"""

from __future__ import annotations

import hashlib
import logging
import re
import time
from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager, suppress
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any

import asyncpg

from bot.config import passwords, redact
from bot.store.driver import Connection, Driver, Result
from bot.store.models import (
    DatabaseNotReached,
    DatabaseUnreachable,
    DatabaseUnusable,
    IntegrityError,
    StoreError,
)
from bot.store.schema import Migration, check_order, load_migrations, split_statements

log = logging.getLogger(__name__)


class _OneLine(logging.Filter):
    """asyncpg's pool logs every failed attempt to reconnect during an outage (1 to 60 s apart)
    with a traceback of its own; the error's one line says as much."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and record.exc_info[1] is not None:
            error = record.exc_info[1]
            record.msg = f"{record.getMessage()} ({type(error).__name__}: {error})"
            record.args = None
            record.exc_info = None
        return True


logging.getLogger("asyncpg.pool").addFilter(_OneLine())


def lock_key(name: str) -> int:
    """A signed 64-bit advisory lock key for `name` (namespaced, so no other user's key)."""
    digest = hashlib.blake2b(f"strategos:{name}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


MIGRATION_LOCK = lock_key("migrations")


def guild_lock(guild_id: int) -> int:
    return lock_key(f"guild:{guild_id}")


# -- SQL translation ------------------------------------------------------------------------------


def _segments(sql: str) -> list[tuple[str, str]]:
    """('code' | 'string' | 'comment', text) pieces: what a translation may touch is 'code'."""
    out: list[tuple[str, str]] = []
    i, start, n = 0, 0, len(sql)
    while i < n:
        c = sql[i]
        if c in "'\"":
            j = i + 1
            while j < n:
                if sql[j] == c:
                    if j + 1 < n and sql[j + 1] == c:  # '' inside a string
                        j += 2
                        continue
                    break
                j += 1
            out.append(("code", sql[start:i]))
            out.append(("string", sql[i : j + 1]))
            i = start = j + 1
        elif sql.startswith("--", i):
            j = sql.find("\n", i)
            j = n if j < 0 else j
            out.append(("code", sql[start:i]))
            out.append(("comment", sql[i:j]))
            i = start = j
        elif sql.startswith("/*", i):
            j = sql.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(("code", sql[start:i]))
            out.append(("comment", sql[i:j]))
            i = start = j
        else:
            i += 1
    out.append(("code", sql[start:]))
    return [(kind, text) for kind, text in out if text]


@lru_cache(maxsize=2048)
def translate(sql: str) -> str:
    """A query in SQLite's dialect for PostgreSQL: `?` -> `$n` (outside strings and comments)."""
    out: list[str] = []
    number = 0
    for kind, text in _segments(sql):
        if kind == "code" and "?" in text:
            pieces = text.split("?")
            rebuilt = [pieces[0]]
            for piece in pieces[1:]:
                number += 1
                rebuilt.append(f"${number}{piece}")
            text = "".join(rebuilt)
        out.append(text)
    return "".join(out)


_DDL = [
    (re.compile(r"\bINTEGER\s+PRIMARY\s+KEY\s+AUTOINCREMENT\b", re.I),
     "BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY"),
    (re.compile(r"\bINTEGER\b", re.I), "BIGINT"),
    (re.compile(r"\bTEXT\b", re.I), 'TEXT COLLATE "C"'),
    (re.compile(r"\bREAL\b", re.I), "DOUBLE PRECISION"),
    (re.compile(r"\bBLOB\b", re.I), "BYTEA"),
]  # fmt: skip
_DROP_TABLE = re.compile(r"^\s*DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?(\w+)\s*;?\s*$", re.I)
_SQLITE_ONLY = re.compile(r"^\s*--\s*sqlite only\b", re.I | re.M)


def sqlite_only(statement: str) -> bool:
    """Marked `-- sqlite only` in the comments just above it (rows of an older SQLite file)."""
    head = []
    for line in statement.splitlines():
        if line.strip() and not line.strip().startswith("--"):
            break
        head.append(line)
    return bool(_SQLITE_ONLY.search("\n".join(head)))


def translate_ddl(statement: str) -> str:
    """A migration statement for PostgreSQL: comments dropped, SQLite types made PostgreSQL's."""
    out: list[str] = []
    for kind, text in _segments(statement):
        if kind == "comment":
            continue
        if kind == "code":
            for pattern, replacement in _DDL:
                text = pattern.sub(replacement, text)
        out.append(text)
    return "".join(out).strip().rstrip(";").strip()


# SQLite's JSON functions as the store's SQL and CHECK constraints use them, on TEXT.
FUNCTIONS = r"""
CREATE OR REPLACE FUNCTION json_valid(t text) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
BEGIN
    PERFORM t::json;  -- json, not jsonb: "\u0000" is valid JSON (jsonb refuses it), as on SQLite
    RETURN true;
EXCEPTION WHEN others THEN
    RETURN false;
END $$;

CREATE OR REPLACE FUNCTION json_type(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT CASE jsonb_typeof(j)
        WHEN 'string' THEN 'text'
        WHEN 'boolean' THEN j::text
        WHEN 'number' THEN CASE WHEN j::text ~ '^-?[0-9]+$' THEN 'integer' ELSE 'real' END
        ELSE jsonb_typeof(j) END
    FROM (SELECT t::jsonb AS j) AS parsed
$$;

CREATE OR REPLACE FUNCTION json_array_length(t text) RETURNS bigint
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT jsonb_array_length(t::jsonb)::bigint
$$;

CREATE OR REPLACE FUNCTION strategos_json_path(path text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT CASE WHEN p = '' THEN ARRAY[]::text[] ELSE string_to_array(p, '.') END
    FROM (SELECT regexp_replace(regexp_replace(path, '\[(\d+)\]', '.\1', 'g'), '^\$\.?', '')
          AS p) AS cleaned
$$;

CREATE OR REPLACE FUNCTION json_extract(t text, path text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT CASE
        WHEN v IS NULL OR jsonb_typeof(v) = 'null' THEN NULL
        WHEN jsonb_typeof(v) IN ('object', 'array') THEN v::text
        ELSE v #>> '{}' END
    FROM (SELECT t::jsonb #> strategos_json_path(path) AS v) AS found
$$;

CREATE OR REPLACE FUNCTION strategos_merge_patch(target jsonb, patch jsonb) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
    k text;
    v jsonb;
    result jsonb;
BEGIN
    IF patch IS NULL OR jsonb_typeof(patch) <> 'object' THEN
        RETURN patch;
    END IF;
    IF target IS NULL OR jsonb_typeof(target) <> 'object' THEN
        result := '{}'::jsonb;
    ELSE
        result := target;
    END IF;
    FOR k, v IN SELECT * FROM jsonb_each(patch) LOOP
        IF jsonb_typeof(v) = 'null' THEN
            result := result - k;
        ELSE
            result := jsonb_set(result, ARRAY[k], strategos_merge_patch(result -> k, v), true);
        END IF;
    END LOOP;
    RETURN result;
END $$;

CREATE OR REPLACE FUNCTION json_patch(target text, patch text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT strategos_merge_patch(target::jsonb, patch::jsonb)::text
$$;
"""

_BOOKKEEPING = """
CREATE TABLE IF NOT EXISTS schema_migrations (
    version    BIGINT PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL
)
"""


# -- connections ----------------------------------------------------------------------------------


def _rowcount(status: str) -> int:
    """asyncpg's command status ('UPDATE 3', 'INSERT 0 1', 'DELETE 0') -> rows changed."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


_READS = re.compile(r"\s*SELECT\b", re.I)


def _has_nul(params: Sequence[Any]) -> bool:
    return any(isinstance(p, str) and "\x00" in p for p in params)


class PostgresConnection(Connection):
    """Text with a NUL character cannot be stored in PostgreSQL (SQLite takes it): a read with
    one finds nothing, as no row can hold it; a write with one is refused as a StoreError."""

    def __init__(self, conn: asyncpg.Connection, driver: Driver) -> None:
        self.conn = conn
        self.driver = driver

    @staticmethod
    def _refuse_nul(params: Sequence[Any]) -> None:
        if _has_nul(params):
            raise StoreError("text with a NUL character cannot be stored in PostgreSQL")

    def _finds_nothing(self, sql: str, params: Sequence[Any]) -> bool:
        """Trace the statement; True for a read that no row can answer (a NUL in its text), a
        StoreError for a write that would store one."""
        self._traced(sql)
        if not _has_nul(params):
            return False
        if _READS.match(sql):
            return True
        self._refuse_nul(params)
        return False

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> Result:
        self._traced(sql)
        self._refuse_nul(params)
        try:
            return Result(_rowcount(await self.conn.execute(translate(sql), *params)))
        except asyncpg.IntegrityConstraintViolationError as error:
            raise IntegrityError(str(error)) from error

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Any | None:
        if self._finds_nothing(sql, params):
            return None
        try:
            return await self.conn.fetchrow(translate(sql), *params)
        except asyncpg.IntegrityConstraintViolationError as error:
            raise IntegrityError(str(error)) from error

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        if self._finds_nothing(sql, params):
            return []
        try:
            return list(await self.conn.fetch(translate(sql), *params))
        except asyncpg.IntegrityConstraintViolationError as error:
            raise IntegrityError(str(error)) from error

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        self._traced(sql)
        for row in rows:
            self._refuse_nul(row)
        try:
            await self.conn.executemany(translate(sql), rows)
        except asyncpg.IntegrityConstraintViolationError as error:
            raise IntegrityError(str(error)) from error


def _without_password(error: Exception, url: str) -> str:
    """The error in one line, the URL's password (if the parser echoed it) masked."""
    text = f"{type(error).__name__}: {error}".replace("\n", " ")
    for secret in passwords(url):
        text = text.replace(secret, "***")
    return text


async def _nothing_to_reset(conn: asyncpg.Connection) -> None:
    """What a connection goes back to the pool with: the store leaves nothing in a session (no
    LISTEN, no session lock or setting, no cursor outside a transaction), so asyncpg's own reset
    (four statements at every release, half of all a click sent) has nothing to undo; a
    transaction left open is still rolled back by asyncpg before this is called."""


UNREACHABLE = (
    OSError,  # refused, reset, timed out, no such socket
    asyncpg.PostgresConnectionError,  # the connection lost mid-statement
    asyncpg.AdminShutdownError,  # the server stopped or restarted under us
    asyncpg.CrashShutdownError,
    asyncpg.CannotConnectNowError,  # starting up, shutting down, recovering
    asyncpg.TooManyConnectionsError,
    # a connection the server closed while it sat idle in the pool: its next use fails so
    # ("another operation is in progress"), and the pool then drops it
    asyncpg.InternalClientError,
)
"""What a server that is down, restarting or full raises; asyncpg's pool replaces the broken
connections by itself, so all there is to do is to say so and try again later."""


class PostgresDriver(Driver):
    """An asyncpg pool; reads take any connection, writes a transaction under the guild's
    advisory lock."""

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self.pool = pool
        self.url = url
        self.unreachable_since: float | None = None
        """When the outage under way began (time.monotonic), None while the server answers."""

    @classmethod
    async def open(
        cls,
        url: str,
        *,
        migrations: Sequence[Migration] | None = None,
        min_size: int = 2,
        max_size: int = 20,
        timeout: float = 15,
    ) -> PostgresDriver:
        """Connect, migrate, and hand out a pool. DatabaseUnusable if the server cannot be
        reached, refuses us, or holds a schema newer than this code."""
        ordered = check_order(load_migrations() if migrations is None else migrations)
        where = f"The PostgreSQL database {redact(url)}"
        try:
            pool = await asyncpg.create_pool(
                url,
                min_size=min_size,
                max_size=max_size,
                timeout=timeout,
                command_timeout=60,
                reset=_nothing_to_reset,
            )
        except ValueError as error:  # asyncpg could not read the URL (a port that is no number...)
            raise DatabaseUnusable(
                f"{where} is not a URL asyncpg can read ({_without_password(error, url)}): write"
                " it postgresql://user:password@host:port/database; nothing was changed."
            ) from error
        except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
            unusable = DatabaseNotReached if isinstance(error, UNREACHABLE) else DatabaseUnusable
            raise unusable(
                f"{where} cannot be reached ({type(error).__name__}: {error}): check that the"
                " server runs and that STRATEGOS_DB names its host, port, database, user and"
                " password; nothing was changed."
            ) from error
        try:
            async with pool.acquire() as conn:
                await migrate(conn, ordered, where=where)
        except BaseException:
            await pool.close()
            raise
        return cls(pool, url)

    @contextmanager
    def _reaching(self) -> Iterator[None]:
        """A lost server becomes DatabaseUnreachable. The outage is logged when it begins and
        when it ends, not at every statement that meets it (each server's clock would, every
        minute, in a bot of a thousand servers)."""
        try:
            yield
        except UNREACHABLE as error:
            if self.unreachable_since is None:
                self.unreachable_since = time.monotonic()
                log.warning(
                    "PostgreSQL %s cannot be reached (%s): every read and write fails until it"
                    " answers again",
                    redact(self.url),
                    _without_password(error, self.url),
                )
            raise DatabaseUnreachable(f"{redact(self.url)} cannot be reached") from error
        if self.unreachable_since is not None:
            log.warning(
                "PostgreSQL %s answers again, after %.0f s",
                redact(self.url),
                time.monotonic() - self.unreachable_since,
            )
            self.unreachable_since = None

    @asynccontextmanager
    async def reading(self, guild_id: int) -> AsyncIterator[Connection]:
        self._check_open()
        with self._reaching():
            async with self.pool.acquire() as conn:
                yield PostgresConnection(conn, self)

    @asynccontextmanager
    async def transaction(self, guild_id: int | None) -> AsyncIterator[Connection]:
        """READ COMMITTED is enough: every writer of the guild holds its lock first. None: no
        guild's lock, for writes of single rows by their key, which the rows' own locks order."""
        self._check_open()
        with self._reaching():
            async with self.pool.acquire() as conn:
                if guild_id is None:
                    await conn.execute("BEGIN")
                else:  # one round trip for both: the key is an int made here, never outside text
                    lock = guild_lock(guild_id)
                    await conn.execute(f"BEGIN; SELECT pg_advisory_xact_lock({lock})")
                try:
                    yield PostgresConnection(conn, self)
                except BaseException:
                    # cancelled mid-query the connection may be unusable: the pool then drops it
                    with suppress(Exception):
                        await conn.execute("ROLLBACK")
                    raise
                await conn.execute("COMMIT")

    async def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        await self.pool.close()


# -- migrations -----------------------------------------------------------------------------------


async def migrate(
    conn: asyncpg.Connection, migrations: Sequence[Migration], *, where: str
) -> list[int]:
    """Apply the migrations not yet recorded, all in one transaction under an advisory lock;
    returns the versions applied now. DatabaseUnusable (nothing applied) if the database is newer
    than this code or a migration fails."""
    ordered = check_order(migrations)
    applied: list[int] = []
    current: Migration | None = None
    try:
        async with conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await conn.execute(FUNCTIONS)
            await conn.execute(_BOOKKEEPING)
            done = {r[0] for r in await conn.fetch("SELECT version FROM schema_migrations")}
            known = {m.version for m in ordered}
            newer = sorted(v for v in done if v not in known)
            if newer:
                raise DatabaseUnusable(
                    f"{where} was written by a newer version of Strategos (it has migrations"
                    f" {newer}, this version knows up to {max(known, default=0)}): run that"
                    " newer version, or restore a backup made with this one; nothing was changed."
                )
            for migration in ordered:
                if migration.version in done:
                    continue
                current = migration
                await _apply(conn, migration)
                await conn.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
                    migration.version,
                    migration.name,
                    datetime.now(UTC).isoformat(),
                )
                applied.append(migration.version)
            if applied:
                await reset_identities(conn)
    except asyncpg.PostgresError as error:
        if current is None:
            raise DatabaseUnusable(
                f"{where} cannot be prepared ({type(error).__name__}: {error}): check that the"
                " user may create tables and functions in it; nothing was changed."
            ) from error
        raise DatabaseUnusable(
            f"{where} cannot be brought up to date: migration {current.version} ({current.name})"
            f" fails on it ({error}); every pending migration was rolled back, nothing was"
            " changed."
        ) from error
    return applied


async def _apply(conn: asyncpg.Connection, migration: Migration) -> None:
    """One migration's statements, translated; a dropped table's incoming foreign keys are put
    back at the end (on the table that took its name, as SQLite's rebuild pattern expects)."""
    kept: list[tuple[str, str, str]] = []
    for statement in split_statements(migration.sql):
        if sqlite_only(statement):
            continue
        sql = translate_ddl(statement)
        if not sql:
            continue
        dropped = _DROP_TABLE.match(sql)
        if dropped:
            kept += await _incoming_foreign_keys(conn, dropped.group(1))
            sql += " CASCADE"
        await conn.execute(sql)
    for table, name, definition in kept:
        exists = await conn.fetchval("SELECT to_regclass($1) IS NOT NULL", table)
        taken = await conn.fetchval(
            "SELECT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = $1"
            " AND conrelid = to_regclass($2))",
            name,
            table,
        )
        if exists and not taken:
            await conn.execute(f'ALTER TABLE {table} ADD CONSTRAINT "{name}" {definition}')


async def _incoming_foreign_keys(
    conn: asyncpg.Connection, table: str
) -> list[tuple[str, str, str]]:
    """(child table, constraint name, definition) of other tables' foreign keys to `table`."""
    rows = await conn.fetch(
        "SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid) FROM pg_constraint"
        " WHERE contype = 'f' AND confrelid = to_regclass($1) AND conrelid <> confrelid",
        table,
    )
    return [(r[0], r[1], r[2]) for r in rows]


async def reset_identities(conn: asyncpg.Connection) -> None:
    """Every identity column's next value past the largest id stored (ids copied or rebuilt in
    keep theirs, and a new row never takes an old id: SQLite's AUTOINCREMENT promise)."""
    rows = await conn.fetch(
        "SELECT table_name, column_name FROM information_schema.columns"
        " WHERE table_schema = current_schema() AND is_identity = 'YES'"
    )
    for table, column in rows:
        sequence = await conn.fetchval("SELECT pg_get_serial_sequence($1, $2)", table, column)
        highest = await conn.fetchval(
            f'SELECT GREATEST(COALESCE((SELECT MAX("{column}") FROM "{table}"), 0),'
            " COALESCE(pg_sequence_last_value($1::regclass), 0))",
            sequence,
        )
        if highest:
            await conn.execute("SELECT setval($1::regclass, $2, true)", sequence, highest)
