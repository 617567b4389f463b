"""A started playground (the loopback, the real bot, the page) per test, in a temporary folder."""

from __future__ import annotations

import pytest

from bot.playground.demo import Playground


@pytest.fixture
async def playground(tmp_path):
    async with Playground(
        db_path=tmp_path / "playground.db", port=0, log_dir=tmp_path / "logs"
    ) as pg:
        yield pg
