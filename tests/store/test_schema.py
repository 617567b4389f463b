"""Migrations and connection settings."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.store import Migration, Store, StoreError
from bot.store.models import DatabaseUnusable
from bot.store.schema import PAGE_CACHE_KIB, load_migrations, split_statements

TABLES = {
    "schema_migrations",
    "campaigns",
    "factions",
    "regions",
    "battles",
    "battle_answers",
    "audit",
    "turns",
    "turn_orders",
    "battle_requests",
    "guild_settings",
    "forces_used",
    "tournaments",
    "tournament_entrants",
    "tournament_matches",
    "ratings",
    "bot_state",
    "shard_leases",
}


def _tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as con:
        rows = con.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    return {name for (name,) in rows if not name.startswith("sqlite_")}


def _versions(path: Path) -> list[tuple[int, str]]:
    with sqlite3.connect(path) as con:
        return con.execute(
            "SELECT version, name FROM schema_migrations ORDER BY version"
        ).fetchall()


def test_migrations_ship_with_the_package() -> None:
    found = load_migrations()
    assert found[0].version == 1 and found[0].name == "initial"
    assert [m.version for m in found] == sorted(m.version for m in found)


async def test_open_creates_folder_and_every_table(db_path: Path) -> None:
    assert not db_path.parent.exists()
    store = await Store.open(db_path)
    await store.close()
    assert db_path.exists()
    assert _tables(db_path) == TABLES
    assert _versions(db_path) == [(m.version, m.name) for m in load_migrations()]


async def test_opening_twice_does_not_reapply(db_path: Path) -> None:
    store = await Store.open(db_path)
    await store.create_campaign(1, "soe", "Europa", gm_user_id=7)
    await store.close()
    with sqlite3.connect(db_path) as con:
        applied_at = con.execute("SELECT applied_at FROM schema_migrations").fetchall()

    store = await Store.open(db_path)  # a re-applied 001 would fail on CREATE TABLE
    try:
        assert await store.find_campaign(1, "europa") is not None
    finally:
        await store.close()
    with sqlite3.connect(db_path) as con:
        assert con.execute("SELECT applied_at FROM schema_migrations").fetchall() == applied_at


@pytest.mark.sqlite_only
async def test_pragmas(store: Store) -> None:
    db = store._raw_writer()
    async with db.execute("PRAGMA journal_mode") as cursor:
        assert (await cursor.fetchone())[0] == "wal"
    async with db.execute("PRAGMA foreign_keys") as cursor:
        assert (await cursor.fetchone())[0] == 1
    async with db.execute("PRAGMA busy_timeout") as cursor:  # a statement never sleeps on the loop
        assert (await cursor.fetchone())[0] == 0
    assert store._driver.busy_timeout_ms >= 1000  # what one that found a lock may wait, off it
    with sqlite3.connect(store.path) as con:  # WAL is a property of the file, not the connection
        assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


@pytest.mark.sqlite_only
async def test_every_connection_keeps_a_small_page_cache(store: Store) -> None:
    """The writer and the readers alike: SQLite's default 2,000 KiB each, four times over, is
    memory that the kernel's file cache makes needless."""
    async with store._raw_writer().execute("PRAGMA cache_size") as cursor:
        assert (await cursor.fetchone())[0] == -PAGE_CACHE_KIB
    async with store._driver.reading(1) as reader:
        assert (await reader.fetchone("PRAGMA cache_size", ()))[0] == -PAGE_CACHE_KIB
    assert PAGE_CACHE_KIB < 2000


@pytest.mark.sqlite_only
async def test_foreign_keys_are_enforced(store: Store) -> None:
    """A faction cannot point at a campaign of another guild: the (id, guild_id) key refuses."""
    campaign = await store.create_campaign(1, "soe", "Europa", gm_user_id=7)
    db = store._raw_writer()
    with pytest.raises(sqlite3.IntegrityError):
        await db.execute(
            "INSERT INTO factions (guild_id, campaign_id, name, name_key, joined_at)"
            " VALUES (2, ?, 'x', 'x', 'now')",
            (campaign.id,),
        )


async def test_pending_migrations_apply_in_order_all_or_nothing(db_path: Path) -> None:
    first = Migration(1, "one", "CREATE TABLE a (x INTEGER);")
    second = Migration(2, "two", "CREATE TABLE b (x INTEGER);\nINSERT INTO a VALUES (1);")
    broken = Migration(3, "three", "CREATE TABLE c (x INTEGER);\nINSERT INTO nowhere VALUES (1);")
    store = await Store.open(db_path, migrations=[first])
    await store.close()
    before = db_path.read_bytes()
    with pytest.raises(DatabaseUnusable, match=r"migration 3 \(three\).*nothing was changed"):
        await Store.open(db_path, migrations=[broken, second, first])  # given out of order
    # Neither 2 nor 3 left anything behind, not even 3's first statement: the file is as it was.
    assert _versions(db_path) == [(1, "one")]
    assert _tables(db_path) == {"schema_migrations", "a"}
    assert db_path.read_bytes() == before

    fixed = Migration(3, "three", "CREATE TABLE c (x INTEGER);")
    store = await Store.open(db_path, migrations=[first, second, fixed])
    await store.close()
    assert _versions(db_path) == [(1, "one"), (2, "two"), (3, "three")]
    with sqlite3.connect(db_path) as con:  # 2's insert ran once
        assert con.execute("SELECT count(*) FROM a").fetchone()[0] == 1


async def test_refuses_a_database_from_a_newer_bot(db_path: Path) -> None:
    store = await Store.open(db_path)
    await store.close()
    with sqlite3.connect(db_path) as con:
        con.execute("INSERT INTO schema_migrations VALUES (999, 'future', 'now')")
    with pytest.raises(StoreError, match="999"):
        await Store.open(db_path)


async def test_duplicate_migration_numbers_refused(db_path: Path) -> None:
    with pytest.raises(StoreError):
        await Store.open(
            db_path, migrations=[Migration(1, "a", "SELECT 1;"), Migration(1, "b", "SELECT 1;")]
        )


def test_split_statements_respects_strings_comments_and_triggers() -> None:
    sql = """
    -- a comment; with a semicolon
    CREATE TABLE t (x TEXT DEFAULT 'a;b'); CREATE TABLE u (y INTEGER);
    CREATE TRIGGER tr AFTER INSERT ON t BEGIN
        INSERT INTO u VALUES (1);
        INSERT INTO u VALUES (2);
    END;
    -- trailing comment
    """
    statements = split_statements(sql)
    assert len(statements) == 3
    assert statements[2].startswith("CREATE TRIGGER") and statements[2].endswith("END;")
    with pytest.raises(StoreError):
        split_statements("CREATE TABLE t (x);\nCREATE TABLE u (y)")


async def test_closed_store_refuses(db_path: Path) -> None:
    store = await Store.open(db_path)
    await store.close()
    await store.close()  # idempotent
    with pytest.raises(StoreError):
        await store.get_campaign(1, 1)


async def test_the_bots_own_state_is_kept_and_replaced(store: Store) -> None:
    assert await store.bot_state("commands-synced:1:global") is None
    await store.set_bot_state("commands-synced:1:global", "abc")
    await store.set_bot_state("commands-synced:1:global", "def")
    await store.set_bot_state("commands-synced:2:global", "xyz")
    assert await store.bot_state("commands-synced:1:global") == "def"
    assert await store.bot_state("commands-synced:2:global") == "xyz"
