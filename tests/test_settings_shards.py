"""SHARD_COUNT, SHARD_IDS and STRATEGOS_DB: read as an admin writes them, refused in one
sentence (exit status 2) when malformed, and never a password in a log line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.client import ShardedStrategos, Strategos, build_bot
from bot.config import ConfigError, Settings, load_settings, parse_shards

REPO = Path(__file__).resolve().parents[1]
KEYS = (
    "SHARD_COUNT",
    "SHARD_IDS",
    "STRATEGOS_DB",
    "DEV_GUILD_ID",
    "LOG_LEVEL",
    "STRATEGOS_SYNC_COMMANDS",
    "STRATEGOS_DB_POOL",
)


@pytest.fixture
def env(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    monkeypatch.setenv("DISCORD_TOKEN", "a-token")
    for key in KEYS:
        monkeypatch.delenv(key, raising=False)
    return monkeypatch


def settings(env: pytest.MonkeyPatch, **values: str) -> Settings:
    for key, value in values.items():
        env.setenv(key, value)
    return load_settings(env_file=None)


@pytest.mark.parametrize(
    ("count", "ids", "expected"),
    [
        ("", "", (None, None)),
        ("4", "", (4, None)),
        ("4", "0,1", (4, (0, 1))),
        ("4", "2-3", (4, (2, 3))),
        (" 8 ", "0, 3-5,1", (8, (0, 1, 3, 4, 5))),
        ("1", "0", (1, (0,))),
    ],
)
def test_shards_are_read_as_written(env, count: str, ids: str, expected: tuple) -> None:
    read = settings(env, SHARD_COUNT=count, SHARD_IDS=ids)
    assert (read.shard_count, read.shard_ids) == expected
    assert read.sharded is (expected[0] is not None)


@pytest.mark.parametrize(
    ("count", "ids", "words"),
    [
        ("0", "", "SHARD_COUNT must be a positive whole number"),
        ("-2", "", "SHARD_COUNT must be a positive whole number"),
        ("four", "", "SHARD_COUNT must be a positive whole number"),
        ("", "0,1", "SHARD_IDS needs SHARD_COUNT"),
        ("4", "0;1", "SHARD_IDS must list shard numbers and ranges"),
        ("4", "a-b", "SHARD_IDS must list shard numbers and ranges"),
        ("4", "3-2", "backwards range"),
        ("4", "2-4", "names shard 4, but shards are numbered 0 to 3"),
    ],
)
def test_malformed_shards_are_refused_in_one_sentence(env, count, ids, words) -> None:
    with pytest.raises(ConfigError) as caught:
        settings(env, SHARD_COUNT=count, SHARD_IDS=ids)
    message = str(caught.value)
    assert words in message
    assert message.count(". ") == 0 and message.endswith(".") and "\n" not in message


def run_bot(cwd: Path, *, timeout: float, **settings: str) -> subprocess.CompletedProcess:
    """`python -m bot` in `cwd` with a dummy token and `settings` in its environment."""
    return subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=cwd,
        env={**os.environ, "PYTHONPATH": str(REPO), "DISCORD_TOKEN": "x", **settings},
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_a_bad_shard_setting_exits_with_status_2(tmp_path: Path) -> None:
    done = run_bot(tmp_path, timeout=30, SHARD_COUNT="2", SHARD_IDS="0,2")
    assert done.returncode == 2 and "SHARD_IDS" in done.stderr
    assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1


@pytest.mark.parametrize(
    "db",
    [
        "postgresql://strategos:s3cret@db.example:5432/strategos",
        "postgres://strategos@localhost/strategos",
        "sqlite:///var/lib/strategos/strategos.db",
        "data/other.db",
        "/srv/strategos.db",
    ],
)
def test_the_database_setting_passes_through_as_written(env, db: str) -> None:
    assert settings(env, STRATEGOS_DB=db).db == db


def test_the_database_defaults_to_the_sqlite_file(env) -> None:
    assert settings(env).db == "data/strategos.db"


@pytest.mark.parametrize(("pool", "expected"), [("", 20), (" 5 ", 5), ("2", 2), ("1000", 1000)])
def test_the_postgres_pool_is_read_as_written(env, pool: str, expected: int) -> None:
    assert settings(env, STRATEGOS_DB_POOL=pool).db_pool == expected


@pytest.mark.parametrize("pool", ["1", "0", "-3", "1001", "ten", "5.5"])
def test_a_pool_out_of_bounds_is_refused_in_one_sentence(env, pool: str) -> None:
    with pytest.raises(ConfigError, match=r"^STRATEGOS_DB_POOL must be 2 to 1000 connections"):
        settings(env, STRATEGOS_DB_POOL=pool)


def test_commands_are_synced_when_changed_unless_always_is_asked(env) -> None:
    assert settings(env).sync_commands == "changed"
    assert settings(env, STRATEGOS_SYNC_COMMANDS=" Always ").sync_commands == "always"
    with pytest.raises(ConfigError, match="STRATEGOS_SYNC_COMMANDS must be changed or always"):
        settings(env, STRATEGOS_SYNC_COMMANDS="sometimes")


def test_neither_the_token_nor_a_database_password_reaches_a_log_line(env) -> None:
    read = settings(
        env, STRATEGOS_DB="postgresql://bot:hunter2@db/strategos", SHARD_COUNT="4", SHARD_IDS="2-3"
    )
    shown = repr(read)
    assert "hunter2" not in shown and "a-token" not in shown
    assert "postgresql://bot:***@db/strategos" in shown and "shards=[2, 3] of 4" in shown
    assert "sqlite:///x.db" in repr(settings(env, STRATEGOS_DB="sqlite:///x.db"))


def test_the_bot_is_sharded_only_with_a_shard_count(env) -> None:
    plain = build_bot(settings(env))
    assert type(plain) is Strategos
    sharded = build_bot(settings(env, SHARD_COUNT="4", SHARD_IDS="2-3"))
    assert isinstance(sharded, ShardedStrategos) and isinstance(sharded, Strategos)
    assert (sharded.shard_count, sharded.shard_ids) == (4, [2, 3])
    every = build_bot(settings(env, SHARD_COUNT="2", SHARD_IDS=""))
    assert (every.shard_count, every.shard_ids) == (2, None)  # all shards


def test_parse_shards_keeps_each_shard_once() -> None:
    assert parse_shards("4", "1,0-1,1") == (4, (0, 1))


def test_a_password_in_the_query_string_is_hidden_too() -> None:
    from bot.config import redact

    shown = redact("postgresql://db.example/strategos?user=bot&password=hunter2&sslmode=require")
    assert "hunter2" not in shown and "password=***&sslmode=require" in shown
    assert redact("data/strategos.db") == "data/strategos.db"


async def test_identify_waits_only_for_its_own_bucket(env, monkeypatch) -> None:
    """Discord: one IDENTIFY per bucket (shard_id % max_concurrency) every 5 s."""
    import asyncio

    import bot.client

    monkeypatch.setattr(bot.client, "IDENTIFY_INTERVAL", 0.3)
    sharded = build_bot(settings(env, SHARD_COUNT="4", SHARD_IDS=""))
    assert isinstance(sharded, ShardedStrategos)
    sharded._max_concurrency = 2
    loop = asyncio.get_running_loop()

    async def waited(shard: int) -> float:
        start = loop.time()
        await sharded.before_identify_hook(shard, initial=shard == 0)
        return loop.time() - start

    assert await waited(0) < 0.1 and await waited(1) < 0.1  # two buckets: at once
    assert 0.2 < await waited(2) < 0.6  # bucket 0 again: 0.3 s after shard 0
    assert await waited(3) < 0.1  # bucket 1's last IDENTIFY is 0.3 s old by now


def test_a_sqlite_url_reaches_the_store_as_a_file(tmp_path: Path) -> None:
    """`sqlite:///sub/strategos.db` opens (and migrates) the file sub/strategos.db, not a folder
    named `sqlite:`; Discord is a closed local port, so the bot stops right after."""
    run_bot(
        tmp_path,
        timeout=60,
        STRATEGOS_DB="sqlite:///sub/strategos.db",
        STRATEGOS_API_BASE="http://127.0.0.1:9/api/v10",
    )
    assert (tmp_path / "sub" / "strategos.db").stat().st_size > 0
    assert not (tmp_path / "sqlite:").exists()
