"""The demo server: the loopback Discord with five members, the real bot, and the web page.

    async with Playground(db_path=tmp / "pg.db", port=0) as pg:
        print(pg.url)          # the page
        pg.members["alice"]    # a loopback User to act as

State lives in its own SQLite file (`data/playground.db` by default), never the real one, and
starts fresh each time: the fake Discord keeps its messages in memory only, so a database left
from an earlier run would hold battles of a server that no longer exists.
"""

from __future__ import annotations

import asyncio
import errno
import sys
from pathlib import Path
from typing import Any

from bot.loopback import Loopback
from bot.loopback.state import User

REPO = Path(__file__).resolve().parents[2]
DEFAULT_PORT = 8765
SERVER_NAME = "Strategos Playground"
MEMBERS: tuple[tuple[str, str], ...] = (
    ("alice", "Alice"),
    ("bob", "Bob"),
    ("carol", "Carol"),
    ("dave", "Dave"),
)
GM = ("gm", "Game Master")
"""The server's owner: Manage Server, so every game master's command is open to them."""
CHANNELS = ("battles", "campaign")


class Playground:
    """One demo server on 127.0.0.1, the bot process logged in to it, the page on the same port."""

    def __init__(
        self,
        *,
        db_path: Path = REPO / "data/playground.db",
        port: int = DEFAULT_PORT,
        log_dir: Path = REPO / "data/playground-logs",
        clock_seconds: float = 60.0,
    ) -> None:
        from bot.playground.web import PlaygroundWeb  # the page needs the playground it shows

        self.db_path = Path(db_path)
        self.port = port
        self.log_dir = Path(log_dir)
        self.clock_seconds = clock_seconds
        self.web = PlaygroundWeb(self)
        self.lb: Loopback | None = None
        self.members: dict[str, User] = {}
        self.channels: dict[str, int] = {}
        self._watch: asyncio.Future | None = None
        self.busy: str | None = None
        """The scenario being seeded, shown on the page."""

    async def __aenter__(self) -> Playground:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    @property
    def url(self) -> str:
        return self.loopback.server.base_url

    @property
    def loopback(self) -> Loopback:
        if self.lb is None:
            raise RuntimeError("the playground is not started")
        return self.lb

    async def start(self, *, wait: bool = True) -> None:
        self._fresh_database()
        self.log_dir.mkdir(parents=True, exist_ok=True)
        self.lb = await self._listen()
        self._build_server()
        await self.start_bot(wait=wait)

    async def close(self) -> None:
        if self.lb is not None:
            lb, self.lb = self.lb, None
            await lb.close()
        if self._watch is not None:
            self._watch.cancel()

    async def _listen(self) -> Loopback:
        """On the wanted port, or on any free one if it is taken (another playground running)."""
        for port in dict.fromkeys((self.port, 0)):
            lb = Loopback(log_dir=self.log_dir, port=port, routes=self.web.add_routes)
            try:
                await lb.start()
            except OSError as error:
                if error.errno != errno.EADDRINUSE or port == 0:
                    raise
                await lb.server.stop()
                continue
            return lb
        raise AssertionError("unreachable: port 0 always binds")

    def _fresh_database(self) -> None:
        self.db_path.parent.mkdir(parents=True, exist_ok=True)
        for suffix in ("", "-wal", "-shm", "-journal"):
            Path(f"{self.db_path}{suffix}").unlink(missing_ok=True)

    def _build_server(self) -> None:
        lb = self.loopback
        guild = lb.add_guild(SERVER_NAME, owner=GM[0])
        owner = lb.owner(guild)
        owner.global_name = GM[1]
        for username, display in MEMBERS:
            self.members[username] = lb.add_user(username, global_name=display)
        self.members[GM[0]] = owner
        self.channels["general"] = guild.general
        for name in CHANNELS:
            self.channels[name] = lb.add_channel(name, topic=f"Play here: /{name}").id

    @property
    def guild(self) -> Any:
        return self.loopback.guild()

    async def start_bot(self, *, wait: bool = True) -> None:
        lb = self.loopback
        await lb.start_bot(
            [sys.executable, "-m", "bot"],
            env={
                "DEV_GUILD_ID": str(self.guild.id),
                "STRATEGOS_DB": str(self.db_path),
                "STRATEGOS_CLOCK_SECONDS": str(self.clock_seconds),
                "LOG_LEVEL": "INFO",
            },
            cwd=REPO,
        )
        lb.world.changed()  # the page shows the bot starting
        self._watch = asyncio.ensure_future(self._tell_exit(lb.bot))
        if wait:
            await lb.wait_ready(timeout=60, commands=True)

    async def _tell_exit(self, bot: Any) -> None:
        """The page learns at once that the bot stopped (and can offer a restart)."""
        await bot.proc.wait()
        if self.lb is not None:
            self.lb.world.changed()

    async def restart_bot(self) -> None:
        """Stop the bot as a crash would and start it again: battles carry on where they were."""
        await self.loopback.kill_bot()
        await self.start_bot()

    def bot_status(self) -> str:
        lb = self.loopback
        bot = lb.bot
        if bot is None or not bot.alive:
            return "exited" if bot is not None else "starting"
        synced = lb.world.has_commands()
        identified = lb.server.gateway.identifies > bot.identifies_before
        return "ready" if synced and identified else "starting"
