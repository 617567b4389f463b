"""A throwaway PostgreSQL cluster for tests: Debian's server binaries, a data folder in /tmp, a
unix socket beside it, no fsync. Started once per test session (per xdist worker), removed at
the end. Import it from any conftest:

    from tests.pg import PgCluster, pg_cluster  # noqa: F401  (the session fixture)

    async def test_x(pg_cluster: PgCluster) -> None:
        url = pg_cluster.create_database()         # an empty database of its own
        url = pg_cluster.create_database(template=pg_cluster.migrated_template())  # migrated
        url = await pg_cluster.acreate_database(template=await pg_cluster.amigrated_template())

`pg_cluster` skips the test, saying why, when the machine has no PostgreSQL server
(`apt-get install postgresql`; `.ci/run` installs it). initdb refuses to run as root, so as
root the server runs as the `postgres` user (`runuser`), which the Debian package creates.
Two processes (say, two bots) can share a cluster: hand each the same URL. `own_pg_cluster`
(registered in tests/conftest.py) is a server of the test's own, which it may `pause` (an
outage) and `resume`.
"""

from __future__ import annotations

import glob
import itertools
import os
import shutil
import subprocess
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

_BINDIRS = "/usr/lib/postgresql/*/bin"


def find_bindir() -> Path | None:
    """The newest installed server's bin folder (with initdb), or None."""
    found = sorted(
        (Path(p) for p in glob.glob(_BINDIRS) if Path(p, "initdb").exists()),
        key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0,
    )
    return found[-1] if found else None


class PgCluster:
    """One running server; `create_database` hands out fresh databases on it."""

    def __init__(self, bindir: Path) -> None:
        self.bindir = bindir
        # as root the server runs as postgres, which must reach the folder: keep it in /tmp
        where = "/tmp" if os.geteuid() == 0 and os.path.isdir("/tmp") else None
        self.root = Path(tempfile.mkdtemp(prefix="strategos-pg-", dir=where))
        self.data = self.root / "data"
        self.socket_dir = self.root / "sock"
        self.socket_dir.mkdir()
        self._as: list[str] = []
        if os.geteuid() == 0:
            self._as = ["runuser", "-u", "postgres", "--"]
            shutil.chown(self.root, "postgres", "postgres")
            shutil.chown(self.socket_dir, "postgres", "postgres")
            self.root.chmod(0o755)
        self.user = "postgres"
        self._numbers = itertools.count(1)
        self._lock = threading.Lock()
        self._template: str | None = None
        self._emptied: str | None = None
        self._options = ""

    # -- the server -------------------------------------------------------------------------------
    def _run(self, *args: str) -> None:
        done = subprocess.run(
            [*self._as, *args], capture_output=True, text=True, timeout=120, cwd=self.root
        )
        if done.returncode != 0:
            raise RuntimeError(f"{args[0]} failed: {done.stdout}\n{done.stderr}")

    def start(self, *, durable: bool = False, preload: str | None = None) -> None:
        """Create and start the cluster. Tests want speed: fsync, synchronous_commit and
        full_page_writes off unless `durable` (a benchmark's fair comparison with SQLite);
        `preload`: shared_preload_libraries (e.g. pg_stat_statements)."""
        self._run(
            str(self.bindir / "initdb"), "-D", str(self.data), "-U", self.user,
            "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync",
        )  # fmt: skip
        flag = "on" if durable else "off"
        options = (
            f"-k {self.socket_dir} -c listen_addresses='' -c fsync={flag}"
            f" -c synchronous_commit={flag} -c full_page_writes={flag} -c max_connections=200"
            " -c shared_buffers=32MB"
        )
        if preload:
            options += f" -c shared_preload_libraries={preload}"
        self._options = options
        self.resume()

    def pause(self) -> None:
        """Stop the server, its data kept (a restart, an outage): clients' connections drop."""
        self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop")

    def resume(self) -> None:
        """Start the server again on its data, as `start` set it up."""
        self._run(
            str(self.bindir / "pg_ctl"), "-D", str(self.data), "-o", self._options,
            "-l", str(self.root / "server.log"), "-w", "-t", "60", "start",
        )  # fmt: skip

    def stop(self) -> None:
        try:
            if (self.data / "postmaster.pid").exists():  # not when paused, nor never started
                self._run(
                    str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "stop"
                )
        finally:
            shutil.rmtree(self.root, ignore_errors=True)

    # -- databases --------------------------------------------------------------------------------
    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{self.user}@/{database}?host={self.socket_dir}"

    def psql(self, sql: str, database: str = "postgres") -> str:
        """Run SQL with psql (no Python driver needed); returns what it printed."""
        done = subprocess.run(
            [
                str(self.bindir / "psql"), "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1",
                "-h", str(self.socket_dir), "-U", self.user, "-d", database, "-c", sql,
            ],
            capture_output=True, text=True, timeout=120,
        )  # fmt: skip
        if done.returncode != 0:
            raise RuntimeError(f"psql failed: {done.stderr}")
        return done.stdout

    def create_database(self, template: str | None = None) -> str:
        """A new empty database (a copy of `template` if given); returns its URL."""
        name = self._new_name()
        copy = f" TEMPLATE {template} STRATEGY FILE_COPY" if template else ""
        self.psql(f"CREATE DATABASE {name}{copy}")
        return self.url(name)

    def drop_database(self, url: str) -> None:
        self.psql(f"DROP DATABASE IF EXISTS {database_of(url)} WITH (FORCE)")

    def _new_name(self) -> str:
        with self._lock:
            return f"t{os.getpid()}_{next(self._numbers)}"

    async def acreate_database(self, template: str | None = None) -> str:
        """`create_database` from async code, without starting psql (a few ms)."""
        import asyncpg

        name = self._new_name()
        copy = f" TEMPLATE {template} STRATEGY FILE_COPY" if template else ""
        admin = await asyncpg.connect(self.url())
        try:
            await admin.execute(f"CREATE DATABASE {name}{copy}")
        finally:
            await admin.close()
        return self.url(name)

    async def adrop_database(self, url: str) -> None:
        import asyncpg

        admin = await asyncpg.connect(self.url())
        try:
            await admin.execute(f"DROP DATABASE IF EXISTS {database_of(url)} WITH (FORCE)")
        finally:
            await admin.close()

    def migrated_template(self) -> str:
        """The name of a database with every shipped migration applied (made once): copy it
        with `create_database(template=...)` for a migrated database in a fraction of a second.
        From async code (a running event loop) use `amigrated_template`."""
        if self._template is None:
            import asyncio

            asyncio.run(self.amigrated_template())
        assert self._template is not None
        return self._template

    async def aemptied_database(self) -> str:
        """One migrated database per cluster, emptied on each call (every table but the
        migrations truncated, ids restarted): a fresh store for the price of a TRUNCATE,
        for tests that run one after the other (the store tests' fixture)."""
        import asyncpg

        if self._emptied is None:
            from bot.store import Store

            url = await self.acreate_database()
            store = await Store.open(url)
            await store.close()
            self._emptied = url
            return url
        conn = await asyncpg.connect(self._emptied)
        try:
            tables = await conn.fetch(
                "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
                " AND tablename <> 'schema_migrations'"
            )
            names = ", ".join(f'"{t[0]}"' for t in tables)
            await conn.execute(f"TRUNCATE {names} RESTART IDENTITY CASCADE")
        finally:
            await conn.close()
        return self._emptied

    async def amigrated_template(self) -> str:
        """`migrated_template` from async code."""
        if self._template is None:
            from bot.store import Store

            url = await self.acreate_database()
            store = await Store.open(url)
            await store.close()
            self._template = database_of(url)
        return self._template


def database_of(url: str) -> str:
    """The database name in one of the cluster's URLs."""
    return url.split("?", 1)[0].rsplit("/", 1)[1]


def skip_reason() -> str | None:
    """Why PostgreSQL tests cannot run here, or None."""
    if find_bindir() is None:
        return (
            "PostgreSQL server not installed (no /usr/lib/postgresql/*/bin/initdb):"
            " apt-get install postgresql"
        )
    if os.geteuid() == 0 and shutil.which("runuser") is None:
        return "running as root and runuser is missing (initdb refuses to run as root)"
    try:
        import asyncpg  # noqa: F401
    except ImportError:
        return "asyncpg is not installed (pip install -e .)"
    return None


def _cluster() -> Iterator[PgCluster]:
    reason = skip_reason()
    if reason is not None:
        pytest.skip(reason)
    bindir = find_bindir()
    assert bindir is not None
    cluster = PgCluster(bindir)
    try:
        cluster.start()
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[PgCluster]:
    """A PostgreSQL server for the whole session (skips the test when there is none)."""
    yield from _cluster()


@pytest.fixture
def own_pg_cluster() -> Iterator[PgCluster]:
    """A PostgreSQL server of the test's own, which it may stop and start again (`pause`,
    `resume`): the session's serves the other tests of the worker meanwhile. ~1 s to start."""
    yield from _cluster()
