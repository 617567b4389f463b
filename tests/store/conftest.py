"""A fresh store in a temporary folder for each test."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import Store

GUILD_A = 111_111_111_111_111_111
GUILD_B = 222_222_222_222_222_222
ALICE = 900_000_000_000_000_001
BOB = 900_000_000_000_000_002
CHANNEL = 500_000_000_000_000_001


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
