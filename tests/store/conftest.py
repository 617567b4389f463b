"""A fresh store in a temporary folder for each test."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from bot.store import Store

GUILD_A = 111_111_111_111_111_111
GUILD_B = 222_222_222_222_222_222
ALICE = 900_000_000_000_000_001
BOB = 900_000_000_000_000_002
CHANNEL = 500_000_000_000_000_001


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "sqlite_only: a store test about SQLite itself (its files, PRAGMAs, total_changes)",
    )


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "strategos.sqlite3"


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[Store]:
    opened = await Store.open(db_path)
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
