"""Settings from the environment (and `.env`): read once at start-up."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from dotenv import load_dotenv

TOKEN_HELP = (
    "No DISCORD_TOKEN set: create a bot at https://discord.com/developers/applications "
    "(your app → Bot → Reset Token), then put DISCORD_TOKEN=<token> in a .env file next to "
    "the Makefile (see .env.example). To try the bot without Discord: make playground."
)


class ConfigError(ValueError):
    """A setting is missing or malformed: the message tells the admin how to fix it."""


@dataclass(frozen=True)
class Settings:
    token: str
    db_path: Path
    dev_guild_id: int | None
    log_level: str
    api_base: str | None
    gateway_url: str | None
    extensions: tuple[str, ...]
    clock_seconds: float = 60.0
    """How often turn deadlines and reminders are checked."""
    guild_ready_timeout: float = 2.0
    """How long discord.py waits for the servers' GUILD_CREATE before it is ready."""

    def __repr__(self) -> str:  # never let the token reach a log line
        return f"Settings(db_path={self.db_path!s}, dev_guild_id={self.dev_guild_id})"


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
    return Settings(
        token=token,
        db_path=Path(os.environ.get("STRATEGOS_DB", "").strip() or "data/strategos.db"),
        dev_guild_id=int(guild) if guild else None,
        log_level=level,
        api_base=os.environ.get("STRATEGOS_API_BASE") or None,
        gateway_url=os.environ.get("STRATEGOS_GATEWAY_URL") or None,
        extensions=tuple(e.strip() for e in extensions.split(",") if e.strip()),
        clock_seconds=clock_seconds,
        guild_ready_timeout=guild_ready_timeout,
    )
