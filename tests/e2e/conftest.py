"""The real bot process (`python -m bot`) against the loopback Discord, with the demo game.

After each test, everything the bot showed is scanned for words a player should not read (raw
mentions in titles, Python literals, internal ask names: tests/e2e/wording.py). A finding fails
the test, unless it is listed in `KNOWN_ELSEWHERE` (another owner's file, not fixed yet): those
are reported in a section at the end of the run."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.loopback import Loopback
from tests.e2e.wording import Finding, Known, known_elsewhere, scan_world
from tests.pg import pg_cluster  # noqa: F401  (a fixture: the session's PostgreSQL server)

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
    clock: str = "0.3"  # turn deadlines checked often

    async def start_bot(self, db: str | None = None) -> None:
        """The bot on its SQLite file, or on `db` (a PostgreSQL URL)."""
        await self.lb.start_bot(
            [sys.executable, "-m", "bot"],
            env={
                "DEV_GUILD_ID": str(self.guild.id),
                "STRATEGOS_DB": db or str(self.db),
                "STRATEGOS_EXTENSIONS": "tests.demo.cog",
                "LOG_LEVEL": "INFO",
                "STRATEGOS_CLOCK_SECONDS": self.clock,
            },
            cwd=REPO,
        )
        await self.lb.wait_ready(commands=True)


def pytest_configure(config) -> None:
    config.addinivalue_line(
        "markers", "bot_clock(seconds): STRATEGOS_CLOCK_SECONDS of the e2e bot (default 0.3)"
    )


KNOWN_SEEN: dict[Known, list[Finding]] = {}
"""Findings in other owners' files, known and not fixed yet: reported at the end of the run."""


def wording_findings(world) -> list[Finding]:
    """Scan what the bot showed (tests/e2e/wording.py): the findings no known entry explains.
    Known ones are kept for the run's summary."""
    unexplained = []
    for finding in scan_world(world):
        known = known_elsewhere(finding)
        if known is None:
            unexplained.append(finding)
        else:
            KNOWN_SEEN.setdefault(known, []).append(finding)
    return unexplained


def pytest_terminal_summary(terminalreporter) -> None:
    if not KNOWN_SEEN:
        return
    terminalreporter.section("words players should not read (known, in other owners' files)")
    for known, findings in KNOWN_SEEN.items():
        terminalreporter.write_line(
            f"{known.owner}: {known.why} — {len(findings)} time(s), e.g. {findings[0]}"[:600]
        )


@pytest.fixture
async def world(tmp_path, request):
    """The server, four members and the bot; `@pytest.mark.guild_locale("it")` makes it a
    server whose preferred locale is Italian, `@pytest.mark.bot_clock("600")` starts the bot
    with that STRATEGOS_CLOCK_SECONDS (600: a clock that never ticks during a test)."""
    marker = request.node.get_closest_marker("guild_locale")
    clock = request.node.get_closest_marker("bot_clock")
    async with Loopback(log_dir=tmp_path) as lb:
        guild = lb.add_guild("Test Realm", locale=marker.args[0] if marker else "en-US")
        w = World(
            lb,
            guild,
            lb.add_user("alice"),
            lb.add_user("bob"),
            lb.add_user("carol"),
            lb.add_user("gm", manage_guild=True),
            tmp_path / "strategos.db",
            *(clock.args if clock else ()),
        )
        await w.start_bot()
        yield w
        unexplained = wording_findings(lb.world)
        lb.assert_clean()
        assert not unexplained, "words a player should not read:\n" + "\n".join(
            str(f) for f in unexplained
        )
