"""The real bot process (`python -m bot`) against the loopback Discord, with the demo game."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.loopback import Loopback

REPO = Path(__file__).resolve().parents[2]


@dataclass
class World:
    lb: Loopback
    guild: object
    alice: object
    bob: object
    carol: object
    gm: object
    db: Path

    async def start_bot(self) -> None:
        await self.lb.start_bot(
            [sys.executable, "-m", "bot"],
            env={
                "DEV_GUILD_ID": str(self.guild.id),
                "STRATEGOS_DB": str(self.db),
                "STRATEGOS_EXTENSIONS": "tests.demo.cog",
                "LOG_LEVEL": "INFO",
                "STRATEGOS_CLOCK_SECONDS": "0.3",  # turn deadlines checked often
            },
            cwd=REPO,
        )
        await self.lb.wait_ready(commands=True)


@pytest.fixture
async def world(tmp_path):
    async with Loopback(log_dir=tmp_path) as lb:
        guild = lb.add_guild("Test Realm")
        w = World(
            lb,
            guild,
            lb.add_user("alice"),
            lb.add_user("bob"),
            lb.add_user("carol"),
            lb.add_user("gm", manage_guild=True),
            tmp_path / "strategos.db",
        )
        await w.start_bot()
        yield w
        lb.assert_clean()
