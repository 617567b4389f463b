"""The test-facing loopback: build a guild, run the real bot as a subprocess, act as its users.

    async with Loopback() as lb:
        guild = lb.add_guild("Test Realm")
        alice = lb.add_user("alice")
        await lb.start_bot([sys.executable, "-m", "bot"], env={"DEV_GUILD_ID": str(guild.id)})
        await lb.wait_ready()
        r = await lb.slash(alice, "campaign create", {"name": "x"})
        r2 = await lb.click(alice, r.message, r.custom_ids()[0])
        assert lb.violations == []

Each action builds the interaction exactly as Discord would send it, waits for the bot's
acknowledgement (3 s, else `InteractionFailed`) and, after a deferral, for the message that
completes it; the result carries the final visible message.

Several bot processes, each on some shards, can run against one loopback (as a large bot runs):

    a = await lb.start_bot(env={"SHARD_COUNT": "4", "SHARD_IDS": "0,1"}, name="a")
    b = await lb.start_bot(env={"SHARD_COUNT": "4", "SHARD_IDS": "2-3"}, name="b")
    await lb.wait_ready(bot=a); await lb.wait_ready(bot=b)
    await lb.kill_bot(bot=b); await lb.restart_bot(bot=b)

Each guild's interactions go to the process holding its shard; `lb.bot` is the last started.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import os
import re
import signal
import sys
import tempfile
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.config import ConfigError, parse_shards
from bot.loopback import payloads as pl
from bot.loopback.payloads import MANAGE_GUILD
from bot.loopback.server import CrashPoint, Fault, LoopbackServer
from bot.loopback.spec import OpenApiSpec, walk_components
from bot.loopback.state import (
    Channel,
    Guild,
    InteractionRecord,
    Role,
    StoredMessage,
    User,
    Violation,
    World,
    shard_of,
)

SHARED_SPEC = Path(__file__).resolve().parents[3] / "shared/discord-api-spec/openapi.json"
VENDORED_SPEC = Path(__file__).with_name("discord-openapi.json.gz")
"""A copy of the same document (MIT, see discord-openapi.LICENSE) for a clone without ../shared."""
DEFAULT_SPEC = SHARED_SPEC if SHARED_SPEC.exists() else VENDORED_SPEC
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024

UserRef = User | int
ChannelRef = Channel | int


class InteractionFailed(AssertionError):
    """The bot did not acknowledge in time: a user would see 'This interaction failed'."""


class BotExited(RuntimeError):
    """The bot process ended while a test was waiting on it."""


class CommandUnavailable(LookupError):
    """No such command is synced, or Discord would hide it from this user."""


@functools.lru_cache(maxsize=4)
def load_spec(path: str) -> OpenApiSpec:
    """One parsed document (and its validator cache) per process: tests share it."""
    return OpenApiSpec(path)


_ANSI = re.compile(r"\x1b\[[0-9;]*m")


def _plain(line: str) -> str:
    return _ANSI.sub("", line)


def _die_with_parent() -> None:
    """In the bot's process before it runs (Linux): end when the process that started it ends,
    even by SIGKILL, rather than reconnect to a loopback that is gone, forever."""
    if sys.platform.startswith("linux"):
        import ctypes

        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


# -- results --------------------------------------------------------------------------------------


def custom_ids(message: Mapping[str, Any] | None) -> list[str]:
    """Every custom_id on a message, in display order."""
    if not message:
        return []
    return [
        c["custom_id"] for _, c in walk_components(message.get("components")) if "custom_id" in c
    ]


def find_component(
    message: Mapping[str, Any] | None,
    *,
    label: str | None = None,
    custom_id: str | None = None,
    match: str | None = None,
) -> dict[str, Any]:
    """The component with this label, custom_id, or custom_id matching a regex."""
    for _, comp in walk_components((message or {}).get("components")):
        if label is not None and comp.get("label") != label:
            continue
        if custom_id is not None and comp.get("custom_id") != custom_id:
            continue
        if match is not None and not re.search(match, comp.get("custom_id", "")):
            continue
        if label is custom_id is match is None and "custom_id" not in comp:
            continue
        return comp
    wanted = label or custom_id or match
    raise LookupError(f"no component {wanted!r} on message: {custom_ids(message)}")


@dataclass
class InteractionResult:
    """What the user sees after one interaction: the final message, a modal or choices."""

    record: InteractionRecord
    message: dict[str, Any] | None

    @property
    def type(self) -> int | None:
        """The callback type the bot answered with (4 message, 5/6 deferred, 7 update, ...)."""
        return self.record.callback_type

    @property
    def interaction_id(self) -> int:
        return self.record.id

    @property
    def message_id(self) -> int | None:
        return int(self.message["id"]) if self.message else None

    @property
    def content(self) -> str | None:
        return self.message["content"] if self.message else None

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return self.message["embeds"] if self.message else []

    @property
    def components(self) -> list[dict[str, Any]]:
        return self.message["components"] if self.message else []

    @property
    def ephemeral(self) -> bool:
        return bool(self.message and self.message["flags"] & pl.EPHEMERAL)

    @property
    def modal(self) -> dict[str, Any] | None:
        return self.record.modal

    @property
    def choices(self) -> list[dict[str, Any]] | None:
        return self.record.choices

    def custom_ids(self) -> list[str]:
        return custom_ids(self.message)

    def component(self, **how: str) -> dict[str, Any]:
        return find_component(self.message, **how)


# -- the bot process ------------------------------------------------------------------------------


@dataclass
class BotProcess:
    """The bot under test, started with the loopback's URLs and token in its environment."""

    argv: list[str]
    env: dict[str, str]
    cwd: str | None
    log_path: Path
    proc: asyncio.subprocess.Process
    identifies_before: int
    name: str = "bot"
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    """The shards it was started on (from SHARD_COUNT/SHARD_IDS in its environment)."""
    stopped_by_test: bool = False
    """Killed or stopped by the harness: its exit is no failure of the bot."""

    @property
    def pid(self) -> int:
        return self.proc.pid

    @property
    def shards(self) -> list[tuple[int, int]]:
        """(shard id, count) of every shard it holds; an unsharded bot is shard 0 of 1."""
        if self.shard_count is None:
            return [(0, 1)]
        return [(i, self.shard_count) for i in self.shard_ids or range(self.shard_count)]

    def holds(self, guild_id: int | None) -> bool:
        """Whether Discord sends this guild's events to this process."""
        return any(shard_of(guild_id, count) == i for i, count in self.shards)

    @property
    def returncode(self) -> int | None:
        return self.proc.returncode

    @property
    def alive(self) -> bool:
        return self.proc.returncode is None

    def log(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace")

    def tail(self, lines: int = 40) -> str:
        return "\n".join(self.log().splitlines()[-lines:])

    async def kill(self, sig: int = signal.SIGKILL, timeout: float = 10.0) -> int:
        if self.alive:
            with contextlib.suppress(ProcessLookupError):
                self.proc.send_signal(sig)
        return await asyncio.wait_for(self.proc.wait(), timeout)

    async def stop(self, timeout: float = 5.0) -> None:
        """SIGTERM, then SIGKILL if it lingers."""
        if not self.alive:
            await self.proc.wait()
            return
        try:
            await self.kill(signal.SIGTERM, timeout)
        except TimeoutError:
            await self.kill(signal.SIGKILL)


# -- the loopback ---------------------------------------------------------------------------------


class Loopback:
    """A fake Discord on 127.0.0.1 and the test-side API to drive a real bot through it."""

    def __init__(
        self,
        spec_path: str | Path | None = None,
        *,
        strict: bool = True,
        check_responses: bool = True,
        ack_deadline: float = 3.0,
        response_timeout: float = 10.0,
        bot_name: str = "Strategos",
        log_dir: str | Path | None = None,
        port: int = 0,
        routes: Callable[[Any], None] | None = None,
        shard_count: int = 1,
    ) -> None:
        spec_file = Path(spec_path or os.environ.get("STRATEGOS_DISCORD_SPEC") or DEFAULT_SPEC)
        self.spec = load_spec(str(spec_file.resolve()))
        self.world = World(bot_name=bot_name, ack_deadline=ack_deadline)
        self.world.shard_count = shard_count  # what GET /gateway/bot recommends
        self.server = LoopbackServer(
            self.world,
            self.spec,
            strict=strict,
            check_responses=check_responses,
            port=port,
            routes=routes,
        )
        self.response_timeout = response_timeout
        self.log_dir = Path(log_dir) if log_dir else Path(tempfile.mkdtemp(prefix="loopback-"))
        self.bot: BotProcess | None = None
        """The bot process started last (the only one, unless several run on shards)."""
        self.bots: dict[str, BotProcess] = {}
        """Every bot process by name, as last started."""
        self._guild: Guild | None = None

    async def __aenter__(self) -> Loopback:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def start(self) -> None:
        await self.server.start()

    async def close(self) -> None:
        for bot in self.bots.values():
            bot.stopped_by_test = True
            await bot.stop()
        await self.server.stop()
        self.world.close()

    # -- addresses ------------------------------------------------------------------------------

    @property
    def api_base(self) -> str:
        return self.server.api_base

    @property
    def gateway_url(self) -> str:
        return self.server.gateway_url

    @property
    def token(self) -> str:
        return self.world.token

    @property
    def bot_user(self) -> User:
        return self.world.bot

    @property
    def application_id(self) -> int:
        return self.world.application_id

    def env(self) -> dict[str, str]:
        """What the bot process needs to talk to this loopback instead of Discord."""
        return {
            "STRATEGOS_API_BASE": self.api_base,
            "STRATEGOS_GATEWAY_URL": self.gateway_url,
            "DISCORD_TOKEN": self.token,
            # the loopback sends every GUILD_CREATE right after READY: no need to wait 2 s
            "STRATEGOS_GUILD_READY_TIMEOUT": "0.5",
        }

    # -- building the world ---------------------------------------------------------------------

    def add_guild(
        self,
        name: str = "Test Realm",
        *,
        owner: str | None = None,
        everyone_permissions: int = pl.DEFAULT_EVERYONE,
        bot_permissions: int = pl.DEFAULT_BOT,
        locale: str = "en-US",
    ) -> Guild:
        """A guild with @everyone, the bot's managed role, an owner and #general; `locale` is
        its preferred locale (the language of a community server)."""
        owner_user = self.world.add_user(owner) if owner else None
        guild = self.world.add_guild(
            name,
            owner=owner_user,
            everyone_permissions=everyone_permissions,
            bot_permissions=bot_permissions,
            locale=locale,
        )
        self._guild = self._guild or guild
        return guild

    def guild(self, guild: Guild | int | None = None) -> Guild:
        if guild is None:
            if self._guild is None:
                raise LookupError("add a guild first: lb.add_guild()")
            return self._guild
        return self.world.guilds[int(guild)]

    def owner(self, guild: Guild | int | None = None) -> User:
        return self.world.users[self.guild(guild).owner_id]

    def add_user(
        self,
        name: str,
        *,
        guild: Guild | int | None = None,
        manage_guild: bool = False,
        administrator: bool = False,
        roles: Iterable[Role] = (),
        global_name: str | None = None,
        member: bool = True,
    ) -> User:
        """A user, by default a member of the (first) guild; manage_guild gives a role with it."""
        user = self.world.add_user(name, global_name=global_name)
        if member:
            target = self.guild(guild)
            granted = list(roles)
            if manage_guild or administrator:
                perms = (MANAGE_GUILD if manage_guild else 0) | (
                    pl.ADMINISTRATOR if administrator else 0
                )
                granted.append(self.world.add_role(target, f"{name}-role", perms))
            self.world.add_member(target, user, roles=granted)
        return user

    def add_role(
        self, name: str, permissions: int = 0, *, guild: Guild | int | None = None
    ) -> Role:
        return self.world.add_role(self.guild(guild), name, permissions)

    def add_channel(
        self,
        name: str,
        *,
        guild: Guild | int | None = None,
        topic: str | None = None,
        overwrites: list[dict[str, Any]] | None = None,
    ) -> Channel:
        return self.world.add_channel(self.guild(guild), name, topic=topic, overwrites=overwrites)

    # -- the bot process ------------------------------------------------------------------------

    async def start_bot(
        self,
        argv: list[str] | None = None,
        *,
        env: Mapping[str, str] | None = None,
        cwd: str | Path | None = None,
        name: str = "bot",
    ) -> BotProcess:
        """Start the bot with STRATEGOS_API_BASE, STRATEGOS_GATEWAY_URL and DISCORD_TOKEN set.

        Several processes may run at once under different names (each with its own log,
        `<name>.log`), e.g. on different shards with SHARD_COUNT and SHARD_IDS in `env`."""
        running = self.bots.get(name)
        if running is not None and running.alive:
            raise RuntimeError(
                f"a bot named {name!r} is already running: restart_bot() or kill_bot() first"
            )
        argv = list(argv or [sys.executable, "-m", "bot"])
        full_env = {**os.environ, "PYTHONUNBUFFERED": "1", **self.env(), **(env or {})}
        try:
            shard_count, shard_ids = parse_shards(
                full_env.get("SHARD_COUNT", ""), full_env.get("SHARD_IDS", "")
            )
        except ConfigError:  # the bot will refuse it and exit: a test of that setting
            shard_count, shard_ids = None, None
        log_path = self.log_dir / f"{name}.log"
        with log_path.open("ab") as log:
            log.write(f"\n===== start {' '.join(argv)}\n".encode())
            log.flush()
            proc = await asyncio.create_subprocess_exec(
                *argv,
                env=full_env,
                cwd=str(cwd) if cwd else None,
                stdin=asyncio.subprocess.DEVNULL,
                stdout=log,
                stderr=asyncio.subprocess.STDOUT,
                start_new_session=True,
                preexec_fn=_die_with_parent,
            )
        self.bot = BotProcess(
            argv,
            dict(env or {}),
            str(cwd) if cwd else None,
            log_path,
            proc,
            identifies_before=self.server.gateway.identifies,
            name=name,
            shard_count=shard_count,
            shard_ids=shard_ids,
        )
        self.bots[name] = self.bot
        return self.bot

    def _pick(self, bot: BotProcess | str | None) -> BotProcess:
        """A bot process by name or itself; the last started when None."""
        if bot is None:
            return self._require_bot(alive=False)
        if isinstance(bot, str):
            if bot not in self.bots:
                raise LookupError(f"no bot named {bot!r}; started: {sorted(self.bots)}")
            return self.bots[bot]
        return bot

    async def kill_bot(
        self, sig: int = signal.SIGKILL, *, bot: BotProcess | str | None = None
    ) -> int:
        """Kill the bot (SIGKILL by default: no goodbye, as in a crash) and wait for it.

        Interactions still unanswered at that moment die with the process, as they would in
        Discord; they are not counted as the bot's failed interactions (a test that kills at a
        random moment cannot know whether the bot had answered yet). With several processes,
        `bot` (a name or a BotProcess) says which; only its shards' interactions die with it."""
        target = self._pick(bot)
        target.stopped_by_test = True
        code = await target.kill(sig)
        for record in self.world.interactions.values():
            if record.acknowledged or record.failed:
                continue
            if target.shard_count is None or record.shard in target.shards:
                record.lost_in_crash = True
        return code

    async def restart_bot(
        self, sig: int = signal.SIGKILL, *, bot: BotProcess | str | None = None
    ) -> BotProcess:
        """Kill the bot and start it again with the same command, environment and log."""
        target = self._pick(bot)
        if target.alive:
            await self.kill_bot(sig, bot=target)
        return await self.start_bot(target.argv, env=target.env, cwd=target.cwd, name=target.name)

    def bot_log(self) -> str:
        """The bot's log; with several processes, every process's log one after the other."""
        return "".join(bot.log() for bot in self.bots.values())

    def bot_for(self, guild: Guild | int) -> BotProcess | None:
        """The running process that holds the guild's shard (gets its interactions), if any."""
        holders = [b for b in self.bots.values() if b.alive and b.holds(int(guild))]
        return holders[-1] if holders else None

    def _require_bot(self, *, alive: bool = True) -> BotProcess:
        if self.bot is None:
            raise RuntimeError("no bot started: await lb.start_bot(...) first")
        if alive:
            self._check_bot()
        return self.bot

    def _check_bot(self) -> None:
        """BotExited when a process ended that no test stopped, or when none is left running."""
        bots = list(self.bots.values())
        for bot in bots:
            if not bot.alive and not bot.stopped_by_test:
                raise BotExited(f"the bot exited with code {bot.returncode}:\n{bot.tail()}")
        if bots and not any(bot.alive for bot in bots):
            bot = self.bot or bots[-1]
            raise BotExited(f"the bot exited with code {bot.returncode}:\n{bot.tail()}")

    def _tail(self) -> str:
        if len(self.bots) > 1:
            return "".join(
                f"\n--- {b.name} log (last lines) ---\n{b.tail()}" for b in self.bots.values()
            )
        return f"\n--- bot log (last lines) ---\n{self.bot.tail()}" if self.bot else ""

    async def wait_ready(
        self,
        timeout: float = 20.0,
        *,
        commands: bool = False,
        bot: BotProcess | str | None = None,
    ) -> None:
        """Until the bot (since its last start) has IDENTIFYed and got READY + GUILD_CREATEs,
        on every shard it holds (`bot`: which process; the last started by default).

        With `commands=True` also until its commands are there: synced since it started, or by
        an earlier start (the bot sends them only when they changed, and Discord keeps them; it
        identifies once they are sent). discord.py's own `on_ready` fires ~2 s later
        (guild_ready_timeout); interactions are handled before that.
        """
        self._require_bot()
        target = self._pick(bot)
        gateway = self.server.gateway

        def ready() -> bool:
            self._check_started(target)
            synced = not commands or self.world.has_commands()
            for key in target.shards:
                session = gateway.shards.get(key)
                if session is None or session.number <= target.identifies_before:
                    return False
                if session.connection is None:
                    return False
            return synced

        await self._wait(ready, timeout, f"the bot {target.name!r} to log in and identify")

    def _check_started(self, bot: BotProcess) -> None:
        if not bot.alive:
            raise BotExited(f"the bot exited with code {bot.returncode}:\n{bot.tail()}")

    async def _wait(self, predicate: Callable[[], Any], timeout: float, what: str) -> Any:
        try:
            return await self.world.wait_until(
                predicate, timeout, describe=what, check=self._check_bot
            )
        except TimeoutError as error:
            raise TimeoutError(f"{error}{self._tail()}") from None

    # -- reading --------------------------------------------------------------------------------

    def commands(self, guild_id: Guild | int | None = None) -> list[dict[str, Any]]:
        """Synced commands: global ones, or those of one guild."""
        key = int(guild_id) if guild_id is not None else None
        return list(self.world.commands.get(key, {}).values())

    def command(self, name: str, *, guild: Guild | int | None = None) -> dict[str, Any]:
        gid = self.guild(guild).id if (guild is not None or self._guild) else None
        for command in self.world.visible_commands(gid):
            if command["name"] == name and command["type"] == 1:
                return command
        names = sorted(c["name"] for c in self.world.visible_commands(gid))
        raise CommandUnavailable(f"no synced command /{name}; synced: {names}")

    def channel(self, channel: ChannelRef) -> Channel:
        return self.world.get_channel(int(channel))

    def threads(self, parent: ChannelRef | None = None) -> list[Channel]:
        return [
            c
            for c in self.world.channels.values()
            if c.is_thread and (parent is None or c.parent_id == int(parent))
        ]

    def channel_messages(
        self, channel: ChannelRef, *, as_user: UserRef | None = None
    ) -> list[dict[str, Any]]:
        """Current state of every message in a channel or thread, oldest first.

        Ephemeral messages are left out unless `as_user` is the user who can see them.
        """
        viewer = int(as_user) if as_user is not None else None
        return [m.data for m in self.world.channel_messages(int(channel), viewer)]

    def message(self, message: Any) -> dict[str, Any]:
        """The current state of a message (after edits)."""
        return self._stored(message).data

    def revisions(self, message: Any) -> list[dict[str, Any]]:
        """Every earlier state of a message, oldest first."""
        return list(self._stored(message).revisions)

    def _stored(self, message: Any) -> StoredMessage:
        if isinstance(message, StoredMessage):
            return message
        if isinstance(message, InteractionResult):
            if message.message_id is None:
                raise LookupError("that interaction produced no message")
            message = message.message_id
        if isinstance(message, Mapping):
            message = message["id"]
        stored = self.world.messages.get(int(message))
        if stored is None:
            raise LookupError(f"no message {message}")
        return stored

    @property
    def violations(self) -> list[str]:
        """Requests Discord would refuse or the OpenAPI document does not allow."""
        return [str(v) for v in self.world.records.violations]

    @property
    def violation_records(self) -> list[Violation]:
        """The same, structured: method, path, message, operationId."""
        return list(self.world.records.violations)

    def notifications(self, user: UserRef | None = None) -> list:
        """The notifications Discord would have sent (to `user` only, if given), oldest first."""
        found = self.world.records.notifications
        if user is None:
            return list(found)
        return [n for n in found if n.user_id == self._user(user).id]

    @property
    def unhandled(self) -> list[str]:
        """Requests to routes the fake does not serve (404 answered)."""
        return list(self.world.records.unhandled)

    @property
    def failed_interactions(self) -> list[str]:
        """Interactions the bot never acknowledged within the deadline."""
        return [r.failure or r.describe() for r in self.world.records.failed_interactions]

    @property
    def fake_errors(self) -> list[str]:
        """The fake's own answers that do not match the documented responses (bugs here)."""
        return list(self.world.records.fake_errors)

    @property
    def fault_hits(self) -> list[str]:
        return list(self.world.records.fault_hits)

    @property
    def requests(self) -> list[tuple[str, str, int]]:
        """(method, path, status) of every REST request, in order."""
        return list(self.world.records.requests)

    @property
    def gateway_events(self) -> list[str]:
        return list(self.server.gateway.events)

    def clear_records(self) -> None:
        """Forget violations, failures and request logs (between tests sharing a loopback)."""
        records = self.world.records
        for name in ("violations", "unhandled", "failed_interactions", "fake_errors"):
            getattr(records, name).clear()
        records.requests.clear()
        records.fault_hits.clear()

    def bot_errors(self) -> list[str]:
        """ERROR lines and tracebacks in the bot's log: discord.py logs a failing handler and
        carries on, so a broken callback shows only here (and as a failed interaction)."""
        return [
            line
            for line in self.bot_log().splitlines()
            if "Traceback (most recent call last)" in line or " ERROR " in _plain(line)
        ]

    def assert_clean(self, *, bot_errors: bool = True) -> None:
        """Fail with every violation, unhandled route, failed interaction, fake bug and (by
        default) every error the bot logged."""
        problems = {
            "violations": self.violations,
            "unhandled routes": self.unhandled,
            "failed interactions": self.failed_interactions,
            "fake errors": self.fake_errors,
            "bot errors": self.bot_errors() if bot_errors else [],
        }
        text = "\n".join(
            f"{kind}:\n  " + "\n  ".join(items) for kind, items in problems.items() if items
        )
        if text:
            raise AssertionError(text)

    # -- waiting for side effects ---------------------------------------------------------------

    def mark(self) -> int:
        """A point in the message history: pass as `since=` to wait only for later changes."""
        return len(self.world.message_log)

    async def wait_for_message(
        self,
        channel: ChannelRef,
        predicate: Callable[[dict[str, Any]], bool] | None = None,
        timeout: float = 5.0,
        *,
        since: int | None = None,
        as_user: UserRef | None = None,
    ) -> dict[str, Any]:
        """A message in the channel (current state) satisfying predicate, newest first.

        With `since` (from `mark()`) only messages created or edited after that point count;
        with no predicate and no `since`, the next new message or edit from now on.
        """
        channel_id = int(channel)
        viewer = int(as_user) if as_user is not None else None
        start = since if since is not None else (self.mark() if predicate is None else None)

        def find() -> dict[str, Any] | None:
            world = self.world
            if start is not None:
                ids = [
                    e.message_id
                    for e in world.message_log[start:]
                    if e.channel_id == channel_id and e.kind != "delete"
                ]
                candidates = [world.messages[i] for i in dict.fromkeys(reversed(ids))]
            else:
                candidates = list(reversed(world.channel_messages(channel_id, viewer)))
            for m in candidates:
                if world.visible(m, viewer) and (predicate is None or predicate(m.data)):
                    return m.data
            return None

        return await self._wait(find, timeout, f"a matching message in channel {channel_id}")

    # -- acting as users ------------------------------------------------------------------------

    def _interaction_payload(
        self,
        kind: int,
        user: User,
        channel: Channel,
        data: dict[str, Any],
        *,
        message: StoredMessage | None = None,
        locale: str = "en-US",
    ) -> dict[str, Any]:
        world = self.world
        interaction_id = world.ids.next()
        payload: dict[str, Any] = {
            "id": str(interaction_id),
            "application_id": str(world.application_id),
            "type": kind,
            "data": data,
            "channel_id": str(channel.id),
            "channel": pl.channel_payload(world, channel, for_user=user.id),
            "token": world.new_token(),
            "version": 1,
            "locale": locale,
            "entitlements": [],
            "entitlement_sku_ids": [],
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
            "app_permissions": str(world.channel_permissions(channel, world.bot.id)),
        }
        guild = world.guild_of(channel)
        if guild is not None:
            if user.id not in guild.members:
                raise ValueError(f"{user.username} is not a member of {guild.name}")
            member = pl.member_payload(world, guild, user.id)
            member["permissions"] = str(world.channel_permissions(channel, user.id))
            payload.update(
                guild_id=str(guild.id),
                guild_locale=guild.preferred_locale,
                guild={"id": str(guild.id), "locale": guild.preferred_locale, "features": []},
                member=member,
                context=0,
                authorizing_integration_owners={"0": str(guild.id)},
            )
        else:
            payload.update(
                user=pl.user_payload(user),
                context=1,
                authorizing_integration_owners={"0": "0"},
            )
        if message is not None:
            payload["message"] = message.data
        return payload

    async def _run(
        self,
        payload: dict[str, Any],
        label: str,
        user: User,
        *,
        source_message_id: int | None = None,
        parent_id: int | None = None,
        timeout: float | None = None,
        wait_deferred: bool = True,
    ) -> InteractionResult:
        """Send INTERACTION_CREATE, wait for the acknowledgement and what completes it.

        After a deferral (5, 6) also wait for the followup or edit that shows the outcome,
        unless `wait_deferred` is False (a bot may defer an update and change nothing).
        """
        self._require_bot()
        gateway = self.server.gateway
        if gateway.current is None:
            await self._wait(lambda: gateway.current, timeout or 20.0, "the bot to identify")
        record = self.world.new_interaction(
            payload,
            label,
            user_id=user.id,
            source_message_id=source_message_id,
            parent_id=parent_id,
        )
        sent = gateway.emit("INTERACTION_CREATE", payload)
        record.shard = sent[0].key if sent else None
        limit = timeout or self.response_timeout
        await self._wait(
            lambda: record.acknowledged or record.failed, limit, f"a response to {label}"
        )
        if record.failed:
            raise InteractionFailed(f"{record.failure}{self._tail()}")
        if record.callback_type in (5, 6) and wait_deferred:
            await self._wait(
                lambda: record.completions > 0,
                limit,
                f"the followup or edit after {label} was deferred (type {record.callback_type})",
            )
        message = self.world.messages.get(record.last_message_id or 0)
        return InteractionResult(record, dict(message.data) if message else None)

    def _user(self, user: UserRef) -> User:
        return user if isinstance(user, User) else self.world.users[int(user)]

    def _where(self, channel: ChannelRef | None) -> Channel:
        if channel is None:
            return self.world.channels[self.guild().general]
        return self.world.get_channel(int(channel))

    def _resolve_command(
        self, user: User, command: str, channel: Channel
    ) -> tuple[dict[str, Any], list[str]]:
        names = command.strip().lstrip("/").split()
        guild_id = channel.guild_id
        for found in self.world.visible_commands(guild_id):
            if found["name"] == names[0] and found["type"] == 1:
                break
        else:
            synced = sorted(c["name"] for c in self.world.visible_commands(guild_id))
            raise CommandUnavailable(f"no synced command /{names[0]}; synced: {synced}")
        required = found.get("default_member_permissions")
        guild = self.world.guild_of(channel)
        if required is not None and guild is not None:
            have = self.world.base_permissions(guild, user.id)
            if have & int(required) != int(required):
                raise CommandUnavailable(
                    f"Discord hides /{names[0]} from {user.username}: it needs permissions "
                    f"{required} (the user has {have})"
                )
        return found, names[1:]

    def _command_data(
        self,
        user: User,
        command: str,
        options: Mapping[str, Any] | None,
        channel: Channel,
        *,
        focused: str | None = None,
        focused_value: str = "",
    ) -> dict[str, Any]:
        found, path = self._resolve_command(user, command, channel)
        resolved: dict[str, dict[str, Any]] = {}
        defs = found.get("options") or []
        top: list[dict[str, Any]] = []
        holder = top
        for name in path:
            sub = next((d for d in defs if d["name"] == name and d["type"] in (1, 2)), None)
            if sub is None:
                raise CommandUnavailable(f"/{found['name']} has no subcommand {name!r}")
            node: dict[str, Any] = {"type": sub["type"], "name": name, "options": []}
            holder.append(node)
            holder = node["options"]
            defs = sub.get("options") or []
        if any(d["type"] in (1, 2) for d in defs):
            subs = [d["name"] for d in defs]
            raise CommandUnavailable(f"/{command} needs a subcommand: one of {subs}")
        holder.extend(
            self._options(
                user, channel, defs, dict(options or {}), resolved, focused, focused_value
            )
        )
        data: dict[str, Any] = {
            "id": found["id"],
            "name": found["name"],
            "type": 1,
            "options": top,
        }
        if "guild_id" in found:
            data["guild_id"] = found["guild_id"]
        if resolved:
            data["resolved"] = resolved
        return data

    def _options(
        self,
        user: User,
        channel: Channel,
        defs: list[dict[str, Any]],
        given: dict[str, Any],
        resolved: dict[str, dict[str, Any]],
        focused: str | None,
        focused_value: str,
    ) -> list[dict[str, Any]]:
        by_name = {d["name"]: d for d in defs}
        unknown = set(given) - set(by_name) - ({focused} if focused else set())
        if unknown:
            raise ValueError(
                f"unknown options {sorted(unknown)}; the command takes {list(by_name)}"
            )
        out = []
        for d in defs:
            name = d["name"]
            if name == focused:
                if not d.get("autocomplete"):
                    raise ValueError(f"option {name!r} has no autocomplete")
                out.append(
                    {"type": d["type"], "name": name, "value": focused_value, "focused": True}
                )
                continue
            if name not in given:
                if d.get("required") and focused is None:
                    raise ValueError(f"option {name!r} is required")
                continue
            value = self._option_value(user, channel, d, given[name], resolved)
            out.append({"type": d["type"], "name": name, "value": value})
        return out

    def _option_value(
        self,
        user: User,
        channel: Channel,
        d: dict[str, Any],
        value: Any,
        resolved: dict[str, dict[str, Any]],
    ) -> Any:
        kind, name = d["type"], d["name"]
        world = self.world
        if kind == 3:
            value = str(value)
            low, high = d.get("min_length", 0), d.get("max_length", 6000)
            if not low <= len(value) <= high:
                raise ValueError(f"{name}: length must be within [{low}, {high}]")
        elif kind in (4, 10):
            value = int(value) if kind == 4 else float(value)
            low, high = d.get("min_value"), d.get("max_value")
            if (low is not None and value < low) or (high is not None and value > high):
                raise ValueError(f"{name}: {value} is outside [{low}, {high}]")
        elif kind == 5:
            value = bool(value)
        elif kind in (6, 9) and (isinstance(value, User) or int(value) in world.users):
            target = self._user(value)
            self._resolve_user(channel, target, resolved)
            return str(target.id)
        elif kind in (8, 9):
            guild = world.guild_of(channel)
            role = guild.roles.get(int(value)) if guild else None
            if role is None:
                raise ValueError(f"{name}: no role {value}")
            resolved.setdefault("roles", {})[str(role.id)] = pl.role_payload(role)
            return str(role.id)
        elif kind == 7:
            target_channel = world.get_channel(int(value))
            allowed = d.get("channel_types")
            if allowed and target_channel.type not in allowed:
                raise ValueError(f"{name}: channel type {target_channel.type} not in {allowed}")
            resolved.setdefault("channels", {})[str(target_channel.id)] = pl.channel_payload(
                world, target_channel, for_user=user.id
            )
            return str(target_channel.id)
        elif kind == 11:
            filename, content = value
            attachment_id = world.ids.next()
            world.attachments[attachment_id] = content
            resolved.setdefault("attachments", {})[str(attachment_id)] = pl.attachment_payload(
                world.base_url, attachment_id, channel.id, filename, content, {}
            )
            return str(attachment_id)
        else:
            raise ValueError(f"{name}: cannot give {value!r} to an option of type {kind}")
        choices = d.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise ValueError(f"{name}: {value!r} is not one of {[c['value'] for c in choices]}")
        return value

    def _resolve_user(
        self, channel: Channel, target: User, resolved: dict[str, dict[str, Any]]
    ) -> None:
        world = self.world
        resolved.setdefault("users", {})[str(target.id)] = pl.user_payload(target)
        guild = world.guild_of(channel)
        if guild is not None and target.id in guild.members:
            member = pl.member_payload(world, guild, target.id, with_user=False)
            member["permissions"] = str(world.channel_permissions(channel, target.id))
            resolved.setdefault("members", {})[str(target.id)] = member

    async def slash(
        self,
        user: UserRef,
        command: str,
        options: Mapping[str, Any] | None = None,
        *,
        channel: ChannelRef | None = None,
        locale: str = "en-US",
        timeout: float | None = None,
        wait_deferred: bool = True,
    ) -> InteractionResult:
        """Run `/command` ("group sub" for subcommands) as `user`; options typed by the sync."""
        who = self._user(user)
        where = self._where(channel)
        data = self._command_data(who, command, options, where)
        payload = self._interaction_payload(2, who, where, data, locale=locale)
        label = f"/{command.strip().lstrip('/')}"
        return await self._run(payload, label, who, timeout=timeout, wait_deferred=wait_deferred)

    async def autocomplete(
        self,
        user: UserRef,
        command: str,
        focused: str,
        value: str = "",
        options: Mapping[str, Any] | None = None,
        *,
        channel: ChannelRef | None = None,
        locale: str = "en-US",
        timeout: float | None = None,
    ) -> list[dict[str, Any]]:
        """The choices the bot offers while `user` types `value` into option `focused`."""
        who = self._user(user)
        where = self._where(channel)
        data = self._command_data(
            who, command, options, where, focused=focused, focused_value=value
        )
        payload = self._interaction_payload(4, who, where, data, locale=locale)
        label = f"autocomplete /{command.strip().lstrip('/')} {focused}={value!r}"
        result = await self._run(payload, label, who, timeout=timeout)
        return list(result.choices or [])

    def _component_target(
        self, user: User, message: Any, custom_id: str
    ) -> tuple[StoredMessage, dict[str, Any]]:
        stored = self._stored(message)
        if not self.world.visible(stored, user.id):
            raise ValueError(f"{user.username} cannot see message {stored.id}")
        comp = find_component(stored.data, custom_id=custom_id)
        if comp.get("disabled"):
            raise ValueError(f"component {custom_id!r} is disabled")
        return stored, comp

    async def click(
        self,
        user: UserRef,
        message: Any,
        custom_id: str,
        *,
        locale: str = "en-US",
        timeout: float | None = None,
        wait_deferred: bool = True,
    ) -> InteractionResult:
        """Click the button `custom_id` on a message (as it is now, components included)."""
        who = self._user(user)
        stored, comp = self._component_target(who, message, custom_id)
        if comp.get("type") != 2:
            raise ValueError(f"{custom_id!r} is not a button (type {comp.get('type')})")
        data = {"custom_id": custom_id, "component_type": 2, "id": comp.get("id")}
        where = self.world.get_channel(stored.channel_id)
        payload = self._interaction_payload(3, who, where, data, message=stored, locale=locale)
        label = f"click {comp.get('label') or custom_id!r}"
        return await self._run(
            payload,
            label,
            who,
            source_message_id=stored.id,
            timeout=timeout,
            wait_deferred=wait_deferred,
        )

    async def select(
        self,
        user: UserRef,
        message: Any,
        custom_id: str,
        values: Iterable[Any],
        *,
        locale: str = "en-US",
        timeout: float | None = None,
        wait_deferred: bool = True,
    ) -> InteractionResult:
        """Choose `values` in the select `custom_id` (string, user, role, channel selects)."""
        who = self._user(user)
        stored, comp = self._component_target(who, message, custom_id)
        kind = comp.get("type")
        if kind not in (3, 5, 6, 7, 8):
            raise ValueError(f"{custom_id!r} is not a select (type {kind})")
        where = self.world.get_channel(stored.channel_id)
        chosen, resolved = self._select_values(comp, list(values), where)
        data: dict[str, Any] = {
            "custom_id": custom_id,
            "component_type": kind,
            "values": chosen,
            "id": comp.get("id"),
        }
        if resolved:
            data["resolved"] = resolved
        payload = self._interaction_payload(3, who, where, data, message=stored, locale=locale)
        label = f"select {custom_id!r}={chosen}"
        return await self._run(
            payload,
            label,
            who,
            source_message_id=stored.id,
            timeout=timeout,
            wait_deferred=wait_deferred,
        )

    def _select_values(
        self, comp: dict[str, Any], values: list[Any], channel: Channel
    ) -> tuple[list[str], dict[str, dict[str, Any]]]:
        low, high = comp.get("min_values", 1), comp.get("max_values", 1)
        if not low <= len(values) <= high:
            raise ValueError(f"choose between {low} and {high} values, not {len(values)}")
        resolved: dict[str, dict[str, Any]] = {}
        kind = comp["type"]
        if kind == 3:
            offered = [o["value"] for o in comp.get("options", [])]
            chosen = [str(v) for v in values]
            bad = [v for v in chosen if v not in offered]
            if bad:
                raise ValueError(f"{bad} are not options of the select: {offered}")
            return chosen, resolved
        chosen = []
        for value in values:
            if kind in (5, 7) and (isinstance(value, User) or int(value) in self.world.users):
                self._resolve_user(channel, self._user(value), resolved)
                chosen.append(str(int(value)))
            elif kind in (6, 7):
                role = self.guild(channel.guild_id).roles[int(value)]
                resolved.setdefault("roles", {})[str(role.id)] = pl.role_payload(role)
                chosen.append(str(role.id))
            elif kind == 8:
                target = self.world.get_channel(int(value))
                resolved.setdefault("channels", {})[str(target.id)] = pl.channel_payload(
                    self.world, target
                )
                chosen.append(str(target.id))
            else:
                raise ValueError(f"cannot choose {value!r} in a select of type {kind}")
        return chosen, resolved

    async def submit_modal(
        self,
        user: UserRef,
        modal: InteractionResult | Mapping[str, Any],
        values: Mapping[str, Any],
        *,
        locale: str = "en-US",
        timeout: float | None = None,
        wait_deferred: bool = True,
    ) -> InteractionResult:
        """Fill in and submit a modal the bot opened (values by the inputs' custom_ids)."""
        who = self._user(user)
        origin = self._modal_origin(modal)
        assert origin.modal is not None
        if origin.user_id != who.id:
            raise ValueError("only the user who opened a modal can submit it")
        values = dict(values)
        components = self._fill_modal(origin.modal.get("components") or [], values)
        if values:
            raise ValueError(f"the modal has no inputs {sorted(values)}")
        data = {"custom_id": origin.modal["custom_id"], "components": components}
        where = self.world.get_channel(origin.channel_id)
        source = origin.source_message_id if origin.type == 3 else None
        message = self.world.messages.get(source or 0)
        payload = self._interaction_payload(5, who, where, data, message=message, locale=locale)
        label = f"submit modal {origin.modal.get('title')!r}"
        return await self._run(
            payload,
            label,
            who,
            source_message_id=source,
            parent_id=origin.id,
            timeout=timeout,
            wait_deferred=wait_deferred,
        )

    def _modal_origin(self, modal: InteractionResult | Mapping[str, Any]) -> InteractionRecord:
        if isinstance(modal, InteractionResult):
            if modal.record.modal is None:
                raise ValueError("that interaction did not open a modal")
            return modal.record
        for record in reversed(list(self.world.interactions.values())):
            if record.modal is modal or (
                record.modal is not None and record.modal.get("custom_id") == modal.get("custom_id")
            ):
                return record
        raise LookupError(f"no open modal {modal.get('custom_id')!r}")

    def _fill_modal(self, components: list[dict[str, Any]], values: dict[str, Any]) -> list[dict]:
        counter = iter(range(1, 1000))
        out = []
        for comp in components:
            kind = comp.get("type")
            number = comp.get("id") or next(counter)
            if kind == 1:
                kids = [self._fill_input(k, values, next(counter)) for k in comp["components"]]
                out.append({"type": 1, "id": number, "components": kids})
            elif kind == 18:
                child = self._fill_input(comp["component"], values, next(counter))
                out.append({"type": 18, "id": number, "component": child})
            else:
                out.append({"type": kind, "id": number})
        return out

    @staticmethod
    def _fill_input(comp: dict[str, Any], values: dict[str, Any], number: int) -> dict[str, Any]:
        custom_id = comp.get("custom_id")
        kind = comp.get("type")
        if kind == 4:
            value = str(values.pop(custom_id, comp.get("value") or ""))
            if comp.get("required", True) and not value:
                raise ValueError(f"the modal input {custom_id!r} is required")
            low, high = comp.get("min_length") or 0, comp.get("max_length") or 4000
            if value and not low <= len(value) <= high:
                raise ValueError(f"{custom_id!r}: length must be within [{low}, {high}]")
            return {
                "type": 4,
                "id": comp.get("id") or number,
                "custom_id": custom_id,
                "value": value,
            }
        chosen = values.pop(custom_id, [])
        chosen = [str(v) for v in (chosen if isinstance(chosen, list) else [chosen])]
        return {
            "type": kind,
            "id": comp.get("id") or number,
            "custom_id": custom_id,
            "values": chosen,
        }

    async def say(self, user: UserRef, content: str, *, channel: ChannelRef | None = None) -> dict:
        """A user posts a plain message (MESSAGE_CREATE, if the bot's intents ask for it)."""
        who = self._user(user)
        where = self._where(channel)
        data = self.world.build_message(where, who, {"content": content}, {})
        return self.world.store_message(where, data).data

    # -- faults ---------------------------------------------------------------------------------

    def arm_429(
        self,
        method: str,
        path_regex: str,
        count: int = 1,
        retry_after: float = 0.3,
        *,
        is_global: bool = False,
    ) -> Fault:
        """The next `count` matching requests get 429 with `retry_after` (and a `Via` header)."""
        fault = Fault(method.upper(), re.compile(path_regex), 429, count, retry_after, is_global)
        return self.server.arm(fault)

    def crash_after(
        self,
        method: str,
        path_regex: str,
        *,
        when: Callable[[Any], bool] | None = None,
        bot: BotProcess | str | None = None,
    ) -> CrashPoint:
        """The next matching request (whose JSON body passes `when`) is carried out, and the
        bot is killed before it reads the answer: a crash right after Discord acted. Follow with
        `kill_bot()` (which then only waits and counts what died with it), then start it."""
        target = self._pick(bot)

        def kill() -> None:
            target.stopped_by_test = True
            with contextlib.suppress(ProcessLookupError):
                target.proc.send_signal(signal.SIGKILL)

        point = CrashPoint(method.upper(), re.compile(path_regex), kill, when)
        return self.server.arm_crash(point)

    def arm_500(self, method: str, path_regex: str, count: int = 1, *, status: int = 500) -> Fault:
        """The next `count` matching requests get a 5xx (discord.py retries after 1 s, 3 s...)."""
        return self.server.arm(Fault(method.upper(), re.compile(path_regex), status, count))

    def shard_of(self, guild: Guild | int, shard_count: int) -> int:
        """The shard Discord sends the guild's events to: `(guild_id >> 22) % shard_count`."""
        return shard_of(int(guild), shard_count)

    async def gateway_reconnect(self, timeout: float = 10.0, *, shard: int | None = None) -> None:
        """Send op 7 RECONNECT (to one shard's connection) and wait until it has RESUMEd."""
        gateway = self.server.gateway
        before = gateway.resumes
        await gateway.send_reconnect(shard)
        await self._wait(
            lambda: gateway.resumes > before and gateway.live_connection(shard) is not None,
            timeout,
            "the bot to RESUME after op 7",
        )

    async def gateway_invalidate(self, timeout: float = 15.0, *, shard: int | None = None) -> None:
        """Invalidate a session (op 9): wait until the bot has IDENTIFYed that shard again."""
        gateway = self.server.gateway
        old = gateway.session_for(shard)
        if old is None:
            raise RuntimeError("no bot is connected to the gateway")
        await gateway.invalidate(shard)

        def again() -> bool:
            now = gateway.shards.get(old.key)
            return now is not None and now is not old and now.connection is not None

        await self._wait(again, timeout, f"the bot to IDENTIFY shard {old.key[0]} again")

    def dm_channel(self, user: UserRef) -> Channel:
        """The DM channel between a user and the bot (made once, as Discord does)."""
        who = self._user(user)
        for channel in self.world.channels.values():
            if channel.type == pl.DM and channel.recipients == [who.id]:
                return channel
        channel = Channel(self.world.ids.next(), pl.DM, "", None, recipients=[who.id])
        self.world.channels[channel.id] = channel
        return channel

    async def gateway_drop(self, timeout: float = 10.0, *, shard: int | None = None) -> None:
        """Cut a gateway TCP connection (no close frame) and wait until the bot RESUMEs."""
        gateway = self.server.gateway
        before = gateway.resumes
        await gateway.drop(shard)
        await self._wait(
            lambda: gateway.resumes > before and gateway.live_connection(shard) is not None,
            timeout,
            "the bot to RESUME after a dropped socket",
        )


__all__ = [
    "BotExited",
    "BotProcess",
    "CommandUnavailable",
    "InteractionFailed",
    "InteractionResult",
    "Loopback",
    "custom_ids",
    "find_component",
]
