"""A database the store cannot use is refused in one sentence, and the file is left as it was.

The same cases through `python -m bot` (and the ones that need another user's permissions or a
read-only disk) are in tests/test_startup.py.
"""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from bot.store import Store
from bot.store.models import DatabaseUnusable
from bot.store.schema import load_migrations, split_statements

# SQLite only by nature: a damaged, newer, unreadable or read-only SQLite file.
pytestmark = pytest.mark.sqlite_only


async def _good_database(path: Path) -> bytes:
    store = await Store.open(path)
    await store.create_campaign(1, "soe", "Europa", gm_user_id=7)
    await store.close()
    return path.read_bytes()


def _one_sentence(message: str) -> None:
    assert "\n" not in message and message.endswith(".")
    assert "Traceback" not in message


async def test_random_bytes_are_refused_untouched(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    junk = random.Random(8).randbytes(8192)
    db_path.write_bytes(junk)
    with pytest.raises(DatabaseUnusable, match="damaged or not a Strategos database") as caught:
        await Store.open(db_path)
    _one_sentence(str(caught.value))
    assert str(db_path) in str(caught.value) and "backup" in str(caught.value)
    assert db_path.read_bytes() == junk
    assert sorted(p.name for p in db_path.parent.iterdir()) == [db_path.name]  # no -wal, -shm


async def test_damaged_pages_behind_a_good_header_are_refused_untouched(db_path: Path) -> None:
    good = await _good_database(db_path)
    page = int.from_bytes(good[16:18], "big")
    # keep page 1 (header and schema), scribble over every page after it
    damaged = good[:page] + random.Random(9).randbytes(len(good) - page)
    db_path.write_bytes(damaged)
    with pytest.raises(DatabaseUnusable, match="damaged") as caught:
        await Store.open(db_path)
    _one_sentence(str(caught.value))
    assert db_path.read_bytes() == damaged


async def test_a_database_of_a_newer_bot_is_refused_untouched(db_path: Path) -> None:
    await _good_database(db_path)
    with sqlite3.connect(db_path) as con:
        con.execute("INSERT INTO schema_migrations VALUES (999, 'future', 'now')")
    con.close()
    before = db_path.read_bytes()
    with pytest.raises(DatabaseUnusable, match="newer version") as caught:
        await Store.open(db_path)
    _one_sentence(str(caught.value))
    assert "999" in str(caught.value)
    assert db_path.read_bytes() == before


async def test_a_half_migrated_database_is_refused_and_rolled_back(db_path: Path) -> None:
    """Someone ran the first statement of migration 1 by hand (or with a bot that applied
    migrations outside a transaction): applying it again fails, and nothing of the attempt
    stays."""
    db_path.parent.mkdir(parents=True)
    first = load_migrations()[0]
    with sqlite3.connect(db_path) as con:
        con.execute("PRAGMA journal_mode = WAL")
        con.execute(split_statements(first.sql)[0])
    con.close()
    before = db_path.read_bytes()
    with sqlite3.connect(db_path) as con:
        tables_before = {r[0] for r in con.execute("SELECT name FROM sqlite_master")}
    con.close()
    with pytest.raises(DatabaseUnusable, match=r"migration 1 \(initial\)") as caught:
        await Store.open(db_path)
    message = str(caught.value)
    _one_sentence(message)
    assert "half-migrated" in message and "nothing was changed" in message
    assert db_path.read_bytes() == before
    with sqlite3.connect(db_path) as con:
        assert {r[0] for r in con.execute("SELECT name FROM sqlite_master")} == tables_before
    con.close()


async def test_a_folder_where_the_file_should_be_is_refused(db_path: Path) -> None:
    db_path.mkdir(parents=True)
    with pytest.raises(DatabaseUnusable, match="is not a file"):
        await Store.open(db_path)


async def test_a_good_database_still_opens_and_keeps_its_data(db_path: Path) -> None:
    await _good_database(db_path)
    store = await Store.open(db_path)
    try:
        assert await store.find_campaign(1, "europa") is not None
    finally:
        await store.close()


async def test_another_programs_database_is_refused_untouched(db_path: Path) -> None:
    """STRATEGOS_DB set to another program's SQLite file by mistake: no Strategos table is
    added to it."""
    db_path.parent.mkdir(parents=True)
    with sqlite3.connect(db_path) as con:
        for table in ("accounts", "invoices", "items", "ledger", "payments", "users"):
            con.execute(f"CREATE TABLE {table} (id INTEGER PRIMARY KEY)")
    con.close()
    before = db_path.read_bytes()
    with pytest.raises(DatabaseUnusable) as caught:
        await Store.open(db_path)
    message = str(caught.value)
    _one_sentence(message)
    assert "another program's (its tables: accounts, invoices, items, ledger, payments, ...)" in (
        message
    )
    assert "left untouched" in message and db_path.read_bytes() == before
