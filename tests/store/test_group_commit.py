"""SQLite group commit: transactions that queue during one commit share the next, each caller
returns only once its own changes are on disk, and one failing transaction undoes only itself."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from bot.store import DuplicateName, Store
from tests.store.conftest import ALICE, GUILD_A, GUILD_B


async def test_concurrent_writes_share_commits_and_all_land(db_path: Path) -> None:
    store = await Store.open(db_path)
    driver = store._driver
    before = driver.commits
    names = [f"Campaign {n}" for n in range(60)]
    made = await asyncio.gather(
        *(
            store.create_campaign(GUILD_A if n % 2 else GUILD_B, "soe", name, gm_user_id=ALICE)
            for n, name in enumerate(names)
        )
    )
    assert len({c.id for c in made}) == 60
    batches = driver.commits - before
    assert 1 <= batches < 30  # sixty transactions, far fewer fsyncs
    await store.close()
    # on disk, seen by another connection (another process)
    with sqlite3.connect(db_path) as other:
        (count,) = other.execute("SELECT COUNT(*) FROM campaigns").fetchone()
    assert count == 60


async def test_a_failing_transaction_in_a_batch_undoes_only_itself(db_path: Path) -> None:
    store = await Store.open(db_path)
    await store.create_campaign(GUILD_A, "soe", "Taken", gm_user_id=ALICE)
    results = await asyncio.gather(
        store.create_campaign(GUILD_A, "soe", "First", gm_user_id=ALICE),
        store.create_campaign(GUILD_A, "soe", "taken", gm_user_id=ALICE),  # same name, any case
        store.create_campaign(GUILD_A, "soe", "Second", gm_user_id=ALICE),
        return_exceptions=True,
    )
    assert isinstance(results[1], DuplicateName)
    names = sorted(c.name for c in await store.list_campaigns(GUILD_A))
    assert names == ["First", "Second", "Taken"]
    await store.close()


async def test_a_lone_failure_leaves_the_database_free_for_another_process(db_path: Path) -> None:
    store = await Store.open(db_path)
    await store.create_campaign(GUILD_A, "soe", "Taken", gm_user_id=ALICE)
    with pytest.raises(DuplicateName):
        await store.create_campaign(GUILD_A, "soe", "Taken", gm_user_id=ALICE)
    await asyncio.sleep(0.05)
    other = sqlite3.connect(db_path, timeout=0.5, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # would time out if the batch had been left open
    other.execute("ROLLBACK")
    other.close()
    await store.close()


async def test_a_batchs_first_transaction_failing_takes_nothing_else_with_it(db_path: Path) -> None:
    store = await Store.open(db_path)
    await store.create_campaign(GUILD_A, "soe", "Taken", gm_user_id=ALICE)
    results = await asyncio.gather(
        store.create_campaign(GUILD_A, "soe", "TAKEN", gm_user_id=ALICE),  # opens the batch
        store.create_campaign(GUILD_A, "soe", "Third", gm_user_id=ALICE),
        store.create_campaign(GUILD_B, "soe", "Fourth", gm_user_id=ALICE),
        return_exceptions=True,
    )
    assert isinstance(results[0], DuplicateName)
    assert not isinstance(results[1], Exception) and not isinstance(results[2], Exception)
    await store.close()
    with sqlite3.connect(db_path) as other:
        names = sorted(row[0] for row in other.execute("SELECT name FROM campaigns"))
    assert names == ["Fourth", "Taken", "Third"]


async def test_a_write_waits_for_another_process_lock_off_the_loop(db_path: Path) -> None:
    """Statements run on the event loop with no busy timeout; one that finds the file locked
    by another process waits for it in the connection's thread: the write lands once the lock
    is gone, and the loop keeps running (a ticker ticks) all the while."""
    store = await Store.open(db_path)
    other = sqlite3.connect(db_path, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")
    ticks = 0

    async def ticker() -> None:
        nonlocal ticks
        while True:
            await asyncio.sleep(0.01)
            ticks += 1

    ticking = asyncio.create_task(ticker())
    writing = asyncio.create_task(store.create_campaign(GUILD_A, "soe", "Late", gm_user_id=ALICE))
    await asyncio.sleep(0.3)
    assert not writing.done()  # waiting for the other process...
    assert ticks >= 10  # ...without holding up the loop
    other.execute("ROLLBACK")
    made = await asyncio.wait_for(writing, 5)
    assert made.name == "Late"
    ticking.cancel()
    other.close()
    await store.close()


async def test_a_transaction_failing_in_a_batch_returns_once_the_batch_is_committed(
    db_path: Path,
) -> None:
    """A write that joined a batch and failed (say, on a row another write of the batch just
    changed) raises only once that batch is committed: a caller that reads again and retries
    finds the other write, rather than the old row again and again (readers see commits only)."""
    store = await Store.open(db_path)
    await store.create_campaign(GUILD_A, "soe", "Base", gm_user_id=ALICE)

    async def other_write() -> None:
        await store.create_campaign(GUILD_A, "soe", "Second", gm_user_id=ALICE)

    async def failing_then_reading() -> list[str]:
        with pytest.raises(DuplicateName):  # joins the batch other_write opened
            await store.create_campaign(GUILD_A, "soe", "base", gm_user_id=ALICE)
        return sorted(c.name for c in await store.list_campaigns(GUILD_A))

    _, seen = await asyncio.gather(other_write(), failing_then_reading())
    assert seen == ["Base", "Second"]
    await store.close()
