"""A fresh store for each test, on each backend: SQLite in a temporary folder, and PostgreSQL on
the session's throwaway cluster (tests/pg.py; skipped, saying why, without a server).

Tests about SQLite itself (its files, PRAGMAs, total_changes) are marked `sqlite_only`; they take
`store` on SQLite alone. Tests that open stores themselves use `db_path` (SQLite) or `pg_cluster`.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from bot.store import Store
from tests.pg import PgCluster, pg_cluster  # noqa: F401  (the session fixture)

GUILD_A = 111_111_111_111_111_111
GUILD_B = 222_222_222_222_222_222
ALICE = 900_000_000_000_000_001
BOB = 900_000_000_000_000_002
CHANNEL = 500_000_000_000_000_001

BACKENDS = ["sqlite", "postgresql"]


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "sqlite_only: a store test about SQLite itself (its files, PRAGMAs, total_changes)",
    )


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "strategos.sqlite3"


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    if request.param == "postgresql" and request.node.get_closest_marker("sqlite_only"):
        pytest.skip("about SQLite itself (marked sqlite_only)")
    return request.param


@pytest.fixture
async def store(
    backend: str, db_path: Path, request: pytest.FixtureRequest
) -> AsyncIterator[Store]:
    if backend == "sqlite":
        opened = await Store.open(db_path)
    else:
        cluster: PgCluster = request.getfixturevalue("pg_cluster")
        opened = await Store.open(await cluster.aemptied_database())
    try:
        yield opened
    finally:
        await opened.close()


@asynccontextmanager
async def statements(store: Store) -> AsyncIterator[list[str]]:
    """Every SQL statement the store runs meanwhile, on any of its connections."""
    seen: list[str] = []
    await store._trace(seen.append)
    try:
        yield seen
    finally:
        await store._trace(None)
