"""The store's small driver layer: the same SQL (SQLite's dialect, `?` placeholders) on SQLite or
PostgreSQL, through one interface, so the repositories hold one copy of every query.

A `Driver` hands out a `Connection` two ways:

- `reading(guild_id)`: for reads outside any transaction. It never waits behind a write or
  behind another guild's read: SQLite gives each read one of a small pool of connections in WAL
  mode (a reader sees the last committed state, never a half-done transaction), its statements
  run on the event loop (`here`); PostgreSQL a connection of the pool.
- `transaction(guild_id)`: everything inside commits together or not at all, and the checks it
  makes still hold when it writes. SQLite: BEGIN IMMEDIATE on the one writer connection (SQLite
  allows one writer; another process waits on the file lock). PostgreSQL: a transaction that
  first takes `pg_advisory_xact_lock` keyed by the guild, so two processes writing for one
  guild take turns while unrelated guilds do not wait for each other.

Rows are read by column name or index (sqlite3.Row and asyncpg.Record both allow it).
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import time
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite

from bot.store.models import DatabaseUnreachable, IntegrityError, StoreError
from bot.store.schema import PAGE_CACHE_KIB

log = logging.getLogger(__name__)

Trace = Callable[[str], object]


@dataclass(frozen=True)
class Result:
    """What a statement run for its effect tells: how many rows it changed."""

    rowcount: int


class Outage:
    """A database out of reach, told in `log` once when it begins and once when it ends, not at
    every statement that meets it (each server's clock would, every minute, in a bot of a
    thousand servers)."""

    def __init__(self, log: logging.Logger) -> None:
        self.log = log
        self.since: float | None = None
        """When the outage under way began (time.monotonic), None while the database answers."""

    def began(self, message: str, *args: Any) -> None:
        if self.since is None:
            self.since = time.monotonic()
            self.log.warning(message, *args)

    def ended(self, message: str, *args: Any) -> None:
        """`message` takes the outage's length in seconds after `args`."""
        if self.since is not None:
            self.log.warning(message, *args, time.monotonic() - self.since)
            self.since = None


class Connection(ABC):
    """One connection as the repositories see it (SQLite SQL in, rows out)."""

    driver: Driver

    def _traced(self, sql: str) -> None:
        """Tell the driver's trace (tests count statements) what is about to run."""
        if self.driver.trace is not None:
            self.driver.trace(sql)

    @abstractmethod
    async def execute(self, sql: str, params: Sequence[Any] = ()) -> Result: ...

    @abstractmethod
    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Any | None: ...

    @abstractmethod
    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Any]: ...

    @abstractmethod
    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """The statement once per row (bulk copies)."""


class Driver(ABC):
    """Where the store's connections come from (see the module docstring)."""

    trace: Trace | None = None
    closed: bool = False

    @abstractmethod
    def reading(self, guild_id: int) -> Any:
        """An async context manager yielding a Connection for reads."""

    @abstractmethod
    def transaction(self, guild_id: int | None) -> Any:
        """An async context manager yielding a Connection inside one write transaction (None:
        one that writes single rows by their key, for no one guild)."""

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    async def checkpoint(self, *, last: bool = False) -> bool:
        """Make the database whole in its own files; whether it is."""

    def _check_open(self) -> None:
        if self.closed:
            raise StoreError("the store is closed")


# -- SQLite ---------------------------------------------------------------------------------------


def _run(db: sqlite3.Connection, sql: str, params: Sequence[Any]) -> int:
    cursor = db.execute(sql, params)
    try:
        return cursor.rowcount
    finally:
        cursor.close()


def _first(db: sqlite3.Connection, sql: str, params: Sequence[Any]) -> Any | None:
    cursor = db.execute(sql, params)
    try:
        return cursor.fetchone()
    finally:
        cursor.close()


def _every(db: sqlite3.Connection, sql: str, params: Sequence[Any]) -> list[Any]:
    cursor = db.execute(sql, params)
    try:
        return cursor.fetchall()
    finally:
        cursor.close()


def _each(db: sqlite3.Connection, sql: str, rows: Sequence[Sequence[Any]]) -> None:
    db.executemany(sql, rows).close()


async def trip(db: aiosqlite.Connection, work: Callable[..., Any], *args: Any) -> Any:
    """`work(sqlite3_connection, *args)` in the connection's own thread: for what may wait (a
    COMMIT's fsync, a lock another process holds). A trip costs the event loop a wake-up from
    another thread, so the short statements run on the loop instead (`here`)."""
    try:
        return await db._execute(work, db._conn, *args)
    except sqlite3.IntegrityError as error:
        raise IntegrityError(str(error)) from error


def _busy(error: sqlite3.OperationalError) -> bool:
    return (getattr(error, "sqlite_errorcode", 0) & 0xFF) == sqlite3.SQLITE_BUSY


def _patiently(db: sqlite3.Connection, patience_ms: int, work: Callable[..., Any], *args: Any):
    """`work` allowed to wait up to `patience_ms` for a lock (in the connection's thread)."""
    db.execute(f"PRAGMA busy_timeout = {int(patience_ms)}").close()
    try:
        return work(db, *args)
    finally:
        db.execute("PRAGMA busy_timeout = 0").close()


async def _to_the_end(work: asyncio.Future[Any]) -> bool:
    """Wait for `work` (a trip to a connection's thread) to end, whatever cancels the waiter
    meanwhile; whether it was cancelled (then to be raised again once `work` is settled)."""
    cancelled = False
    while not work.done():
        try:
            await asyncio.shield(work)
        except asyncio.CancelledError:
            cancelled = True
        except Exception:
            break  # `work` failed: its caller reads why
    return cancelled


async def here(db: aiosqlite.Connection, patience_ms: int, work: Callable[..., Any], *args: Any):
    """`work(sqlite3_connection, *args)` on the event loop's thread, where a statement on an
    indexed row costs some microseconds, against tens for a trip to the connection's thread and
    back (and the GIL handed to and fro under load).

    The connection's busy timeout is 0, so a statement never sleeps on the loop: one that finds
    the database locked (by another process; the writer's own statements run under BEGIN
    IMMEDIATE, a WAL reader is not blocked by writers) fails at once, having done nothing, and is
    run again in the connection's thread, where it may wait as long as `patience_ms`."""
    try:
        return work(db._conn, *args)
    except sqlite3.IntegrityError as error:
        raise IntegrityError(str(error)) from error
    except sqlite3.OperationalError as error:
        if not _busy(error):
            raise
    return await trip(db, _patiently, patience_ms, work, *args)


class SqliteConnection(Connection):
    def __init__(self, db: aiosqlite.Connection, driver: SqliteDriver) -> None:
        self.db = db
        self.driver = driver

    async def _here(self, work: Callable[..., Any], sql: str, params: Any) -> Any:
        self._traced(sql)
        return await here(self.db, self.driver.busy_timeout_ms, work, sql, params)

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> Result:
        return Result(await self._here(_run, sql, params))

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Any | None:
        return await self._here(_first, sql, params)

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        return await self._here(_every, sql, params)

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        await self._here(_each, sql, rows)


class SqliteDriver(Driver):
    """One writer connection (writes serialise there, as SQLite allows one writer) and up to
    `readers` reader connections in WAL mode, opened as reads need them."""

    def __init__(
        self, writer: aiosqlite.Connection, path: Path, *, busy_timeout_ms: int, readers: int = 3
    ) -> None:
        self.writer = writer
        self.path = path
        self.busy_timeout_ms = busy_timeout_ms
        self.max_readers = max(1, readers)
        self._write_lock = asyncio.Lock()
        self._batch: asyncio.Future[None] | None = None
        self._committer: asyncio.Task[None] | None = None
        self.commits = 0
        """Batches committed (tests see several transactions share one)."""
        self.locked_out = Outage(log)
        """Writes finding the file locked by another process past the busy timeout."""
        self._idle: asyncio.Queue[aiosqlite.Connection] = asyncio.Queue()
        self._readers: list[aiosqlite.Connection] = []
        self._opening = 0
        self._giving_back: set[asyncio.Future[None]] = set()

    async def _reader(self) -> aiosqlite.Connection:
        if self._idle.empty() and len(self._readers) + self._opening < self.max_readers:
            self._opening += 1
            try:
                db = await aiosqlite.connect(  # timeout=0: never sleeps on the loop (`here`)
                    self.path, isolation_level=None, timeout=0, check_same_thread=False
                )
                db.row_factory = sqlite3.Row
                await db.execute("PRAGMA query_only = ON")  # a read path never writes
                await db.execute(f"PRAGMA cache_size = -{PAGE_CACHE_KIB}")
            finally:
                self._opening -= 1
            if self.closed:
                await db.close()
                self._check_open()
            self._readers.append(db)
            return db
        return await self._idle.get()

    async def _here(self, db: aiosqlite.Connection, sql: str) -> None:
        await here(db, self.busy_timeout_ms, _run, sql, ())

    @asynccontextmanager
    async def reading(self, guild_id: int) -> AsyncIterator[Connection]:
        self._check_open()
        db = await self._reader()
        cancelled = False
        try:
            yield SqliteConnection(db, self)
        except asyncio.CancelledError:
            cancelled = True
            raise
        finally:
            if cancelled:
                # maybe in a trip (a statement waiting out a checkpoint), which the connection's
                # thread still runs: given back once that is done, never to a second reader
                # while the first's statement runs
                giving = asyncio.ensure_future(self._give_back_after(db))
                self._giving_back.add(giving)
                giving.add_done_callback(self._giving_back.discard)
            else:
                self._idle.put_nowait(db)

    async def _give_back_after(self, db: aiosqlite.Connection) -> None:
        with suppress(Exception):
            await trip(db, _first, "SELECT 1", ())  # queued behind what the thread still runs
            self._idle.put_nowait(db)

    @asynccontextmanager
    async def transaction(self, guild_id: int | None) -> AsyncIterator[Connection]:
        """All or nothing, committed (fsynced) before it returns; any exception (cancellation
        too) rolls its own changes back.

        Group commit: a COMMIT waits for the disk (~3 ms with synchronous=FULL), and one per
        transaction would cap the bot at a few hundred writes a second for every guild together.
        So transactions share a batch: the first opens it with BEGIN IMMEDIATE (and would roll
        it all back, holding nothing else), the ones that join it are SAVEPOINTs inside it; the
        batch commits as soon as no transaction waits to join it, and each caller returns only
        once its batch is on disk. Alone, a transaction commits at once, as before; under load, the
        transactions that queued during one fsync share the next. BEGIN IMMEDIATE takes the
        write lock up front, so checks made inside (counts, names) still hold when the write
        happens, even against another process on the same file. A transaction that fails after
        joining a batch raises once the batch is committed: what it failed on may be another
        write of the batch, which a caller that reads and retries must then find.
        """
        async with self._write_lock:
            self._check_open()
            db = self.writer
            alone = self._batch is None  # the batch's first: BEGIN is its savepoint
            if alone:
                await self._begin(db)
                self._batch = asyncio.get_running_loop().create_future()
            else:
                await self._here(db, "SAVEPOINT one")
            batch = self._batch
            assert batch is not None
            failed: BaseException | None = None
            try:
                try:
                    yield SqliteConnection(db, self)
                except BaseException as error:
                    failed = error
                    with suppress(sqlite3.OperationalError):
                        if alone:  # the batch holds nothing else: it goes
                            self._batch = None
                            await self._here(db, "ROLLBACK")
                        else:
                            await self._here(db, "ROLLBACK TO one")
                            await self._here(db, "RELEASE one")
                if failed is None and not alone:
                    await self._here(db, "RELEASE one")
            finally:  # the batch is never left open: it holds the database's write lock
                if self._committer is None and self._batch is not None:
                    self._committer = asyncio.get_running_loop().create_task(self._commit())
        if failed is not None:
            if not alone and isinstance(failed, Exception):
                # what it failed on may be the batch's own uncommitted writes, which readers
                # do not see yet: a caller that reads and tries again must find them there
                with suppress(Exception):
                    await asyncio.shield(batch)
            raise failed
        await asyncio.shield(batch)

    async def _begin(self, db: aiosqlite.Connection) -> None:
        """BEGIN IMMEDIATE, which may wait in the connection's thread for another process's
        write lock. Cancelled meanwhile (a SIGTERM, a lease's renewal stopped), the thread still
        begins once the lock is free: a ROLLBACK queued behind it ends that transaction, or the
        writer would hold the file's write lock and every later write of both processes fail."""
        try:
            await self._here(db, "BEGIN IMMEDIATE")
        except BaseException as error:
            undo = asyncio.ensure_future(trip(db, _run, "ROLLBACK", ()))
            with suppress(sqlite3.OperationalError, asyncio.CancelledError):  # none began
                await asyncio.shield(undo)
            if isinstance(error, sqlite3.OperationalError) and _busy(error):
                # another process held the file's write lock past the busy timeout (frozen
                # mid-write, or a write that long): an outage to every writer until it lets go
                self.locked_out.began(
                    "SQLite %s: another process has held its write lock for over %.0f s (frozen"
                    " mid-write?): every write fails until it lets go",
                    self.path,
                    self.busy_timeout_ms / 1000,
                )
                raise DatabaseUnreachable(
                    f"{self.path} did not answer in time (its write lock is held)"
                ) from error
            raise
        self.locked_out.ended("SQLite %s takes writes again, after %.0f s", self.path)

    async def _commit(self) -> None:
        """Commit the open batch once the transactions already waiting have joined it (the
        lock is first come, first served: they run before this)."""
        try:
            async with self._write_lock:
                await self._commit_batch()
        finally:
            self._committer = None

    async def _commit_batch(self) -> None:
        """The open batch, if any, committed (the write lock held). Cancelled meanwhile, it
        waits for the writer's thread all the same, holding the lock, and settles the batch by
        what the thread did: a COMMIT under way cannot be called back, and a ROLLBACK or the
        next BEGIN sent alongside it would end or join the wrong transaction."""
        batch, self._batch = self._batch, None
        if batch is None:
            return
        # in the writer's thread: the fsync (and any checkpoint) waits for the disk
        commit = asyncio.ensure_future(
            trip(self.writer, _patiently, self.busy_timeout_ms, _run, "COMMIT", ())
        )
        cancelled = await _to_the_end(commit)
        error = commit.exception()
        if error is not None:
            with suppress(sqlite3.OperationalError):
                await self._here(self.writer, "ROLLBACK")
            batch.set_exception(error)
        else:
            self.commits += 1
            batch.set_result(None)
        if cancelled:
            raise asyncio.CancelledError

    async def checkpoint(self, *, last: bool = False) -> bool:
        """Every committed write copied from the write-ahead log into the database file, the
        log emptied: the file alone then holds it all (a stop that does not close the store
        leaves the log behind, and a plain copy of the file would miss what is in it). False
        when a reader (another process's, a backup's) kept part of the log in use. `last`: no
        write is made after it (a stop), so the log stays empty until the process ends (and
        the store can no longer be closed)."""
        await self._write_lock.acquire()
        try:
            if self.closed:  # its close emptied the log
                last = False
                return True
            await self._commit_batch()  # a batch the transactions before left open
            checkpoint = "PRAGMA wal_checkpoint(TRUNCATE)"
            pragma = asyncio.ensure_future(
                trip(self.writer, _patiently, self.busy_timeout_ms, _first, checkpoint, ())
            )
            if await _to_the_end(pragma):
                raise asyncio.CancelledError
            busy, *_ = pragma.result()
            return busy == 0
        finally:
            if not last:
                self._write_lock.release()

    async def close(self) -> None:
        if self._committer is not None:
            await asyncio.shield(self._committer)  # what callers were promised reaches the disk
        async with self._write_lock:
            if self.closed:
                return
            await self._commit_batch()  # one begun since
            self.closed = True
            for db in self._readers:
                await db.close()
            self._readers.clear()
            await self.writer.close()
