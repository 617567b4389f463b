"""Settings from the environment (and `.env`): read once at start-up."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

from dotenv import load_dotenv

TOKEN_HELP = (
    "No DISCORD_TOKEN set: create a bot at https://discord.com/developers/applications "
    "(your app → Bot → Reset Token), then put DISCORD_TOKEN=<token> in a .env file next to "
    "the Makefile (see .env.example). To try the bot without Discord: make playground."
)


class ConfigError(ValueError):
    """A setting is missing or malformed: the message tells the admin how to fix it."""


DEFAULT_DB = "data/strategos.db"
_PASSWORD = re.compile(r"^([a-z][a-z0-9+.-]*://[^:/?#@]*:)([^?#]*)@", re.IGNORECASE)
_QUERY_PASSWORD = re.compile(r"([?&]password=)([^&#]*)", re.IGNORECASE)
MAX_SHARDS = 65_536
DB_POOL_DEFAULT, DB_POOL_RANGE = 20, (2, 1000)
"""STRATEGOS_DB_POOL: the connections a process opens to PostgreSQL at most, and its bounds."""
SYNC_CHANGED, SYNC_ALWAYS = "changed", "always"
"""STRATEGOS_SYNC_COMMANDS: send the slash commands when they changed, or at every start."""


@dataclass(frozen=True)
class Settings:
    token: str
    db: str
    """A file path (SQLite, the default) or a URL: `sqlite:///path`, `postgresql://…`. Kept as
    written: a Path would fold a URL's `//`, and the store chooses the database by the scheme."""
    dev_guild_id: int | None
    log_level: str
    api_base: str | None
    gateway_url: str | None
    extensions: tuple[str, ...]
    clock_seconds: float = 60.0
    """How often turn deadlines and reminders are checked."""
    guild_ready_timeout: float = 2.0
    """How long discord.py waits for the servers' GUILD_CREATE before it is ready."""
    shard_count: int | None = None
    """Discord's shard count for the whole bot; None: one unsharded connection (small bots)."""
    shard_ids: tuple[int, ...] | None = None
    """The shards this process holds (all of them when None and shard_count is set)."""
    db_pool: int = DB_POOL_DEFAULT
    """The connections this process opens to PostgreSQL at most (its pool; SQLite: unused)."""
    sync_commands: str = SYNC_CHANGED
    """When the slash commands are sent to Discord at start-up: SYNC_CHANGED (only when they
    differ from the last sync, bot/command_sync.py) or SYNC_ALWAYS."""

    @property
    def sharded(self) -> bool:
        return self.shard_count is not None

    def __repr__(self) -> str:  # never let the token or a database password reach a log line
        shards = ""
        if self.shard_count is not None:
            shards = f", shards={list(self.shard_ids or range(self.shard_count))}"
            shards += f" of {self.shard_count}"
        return f"Settings(db={redact(self.db)}, dev_guild_id={self.dev_guild_id}{shards})"


def redact(db: str) -> str:
    """A database setting fit for a log line or a message: a URL's password becomes *** (in
    its user part, up to the last @ before the query, whatever it holds, or in its query).
    Text, not a URL parser: a URL too malformed to parse is still shown without it."""
    return _QUERY_PASSWORD.sub(r"\1***", _PASSWORD.sub(r"\1***@", db))


def passwords(db: str) -> list[str]:
    """The passwords a database setting holds, to keep them out of what is said about it."""
    found = [m[2] for m in _QUERY_PASSWORD.finditer(db)]
    user_part = _PASSWORD.match(db)
    if user_part is not None:
        found.append(user_part[2])
    return [secret for secret in found if secret]


def parse_shards(count_text: str, ids_text: str) -> tuple[int | None, tuple[int, ...] | None]:
    """SHARD_COUNT and SHARD_IDS ("0,1", "2-3", "0,2-3"): (None, None) when unsharded."""
    count_text, ids_text = count_text.strip(), ids_text.strip()
    if not count_text:
        if ids_text:
            raise ConfigError(
                "SHARD_IDS needs SHARD_COUNT: set SHARD_COUNT to the bot's total number of "
                "shards (the same in every process)."
            )
        return None, None
    if not count_text.isdigit() or not 1 <= int(count_text) <= MAX_SHARDS:
        raise ConfigError(f"SHARD_COUNT must be a positive whole number, not {count_text!r}.")
    count = int(count_text)
    if not ids_text:
        return count, None
    ids: list[int] = []
    for part in ids_text.split(","):
        low, dash, high = part.strip().partition("-")
        if not low.strip().isdigit() or (dash and not high.strip().isdigit()):
            raise ConfigError(
                f"SHARD_IDS must list shard numbers and ranges like 0,1 or 2-3, not {ids_text!r}."
            )
        first, last = int(low), int(high) if dash else int(low)
        if last < first:
            raise ConfigError(
                f"SHARD_IDS has a backwards range {part.strip()!r}: write it low-high."
            )
        ids.extend(range(first, last + 1))
    too_big = [i for i in ids if i >= count]
    if too_big:
        raise ConfigError(
            f"SHARD_IDS {ids_text!r} names shard {too_big[0]}, but shards are numbered 0 to "
            f"{count - 1} with SHARD_COUNT={count}."
        )
    return count, tuple(sorted(set(ids)))


def load_settings(env_file: str | os.PathLike[str] | None = ".env") -> Settings:
    if env_file is not None:
        load_dotenv(env_file, override=False)
    token = os.environ.get("DISCORD_TOKEN", "").strip()
    if not token:
        raise ConfigError(TOKEN_HELP)
    guild = os.environ.get("DEV_GUILD_ID", "").strip()
    if guild and not guild.isdigit():
        raise ConfigError(f"DEV_GUILD_ID must be a server id (digits only), not {guild!r}.")
    level = os.environ.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
    if level not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
        raise ConfigError(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {level!r}.")
    extensions = os.environ.get("STRATEGOS_EXTENSIONS", "")
    clock = os.environ.get("STRATEGOS_CLOCK_SECONDS", "").strip() or "60"
    try:
        clock_seconds = float(clock)
    except ValueError:
        clock_seconds = -1.0
    if not 0.1 <= clock_seconds <= 3600:
        raise ConfigError(f"STRATEGOS_CLOCK_SECONDS must be 0.1 to 3600 seconds, not {clock!r}.")
    ready = os.environ.get("STRATEGOS_GUILD_READY_TIMEOUT", "").strip() or "2"
    try:
        guild_ready_timeout = float(ready)
    except ValueError:
        guild_ready_timeout = -1.0
    if not 0.05 <= guild_ready_timeout <= 60:
        raise ConfigError(
            f"STRATEGOS_GUILD_READY_TIMEOUT must be 0.05 to 60 seconds, not {ready!r}."
        )
    shard_count, shard_ids = parse_shards(
        os.environ.get("SHARD_COUNT", ""), os.environ.get("SHARD_IDS", "")
    )
    pool = os.environ.get("STRATEGOS_DB_POOL", "").strip() or str(DB_POOL_DEFAULT)
    low, high = DB_POOL_RANGE
    if not (pool.isdigit() and low <= int(pool) <= high):
        raise ConfigError(
            f"STRATEGOS_DB_POOL must be {low} to {high} connections to PostgreSQL, not {pool!r}."
        )
    sync_commands = os.environ.get("STRATEGOS_SYNC_COMMANDS", "").strip().lower() or SYNC_CHANGED
    if sync_commands not in (SYNC_CHANGED, SYNC_ALWAYS):
        raise ConfigError(
            f"STRATEGOS_SYNC_COMMANDS must be changed or always, not {sync_commands!r}."
        )
    return Settings(
        token=token,
        db=os.environ.get("STRATEGOS_DB", "").strip() or DEFAULT_DB,
        dev_guild_id=int(guild) if guild else None,
        log_level=level,
        api_base=os.environ.get("STRATEGOS_API_BASE") or None,
        gateway_url=os.environ.get("STRATEGOS_GATEWAY_URL") or None,
        extensions=tuple(e.strip() for e in extensions.split(",") if e.strip()),
        clock_seconds=clock_seconds,
        guild_ready_timeout=guild_ready_timeout,
        shard_count=shard_count,
        shard_ids=shard_ids,
        db_pool=int(pool),
        sync_commands=sync_commands,
    )
