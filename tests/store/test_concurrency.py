"""Reads take no lock: they never wait behind a write, nor see one that is not committed."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
import threading
from pathlib import Path

import pytest

from bot.store import DatabaseUnreachable, Store
from bot.store.driver import trip
from tests.store.conftest import ALICE, BOB, GUILD_A, GUILD_B


async def test_a_read_does_not_wait_behind_an_open_write(store: Store) -> None:
    mine = await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=ALICE)
    theirs = await store.create_campaign(GUILD_B, "soe", "Asia", gm_user_id=BOB)
    async with store._transaction(GUILD_A) as db:
        await db.execute(
            "UPDATE campaigns SET settings = ? WHERE guild_id = ? AND id = ?",
            ('{"half": "done"}', GUILD_A, mine.id),
        )
        # with one lock for everything these would wait for the COMMIT below: a deadlock
        other, same = await asyncio.wait_for(
            asyncio.gather(
                store.get_campaign(GUILD_B, theirs.id), store.get_campaign(GUILD_A, mine.id)
            ),
            timeout=10,
        )
        assert other == theirs
        assert same == mine  # the uncommitted change is not seen
    after = await store.get_campaign(GUILD_A, mine.id)
    assert after is not None and after.settings == {"half": "done"}


async def test_many_reads_and_writes_at_once(store: Store) -> None:
    campaign = await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=ALICE)

    async def write(i: int) -> None:
        await store.update_campaign_settings(GUILD_A, campaign.id, {"n": i})

    async def read() -> int:
        found = await store.get_campaign(GUILD_A, campaign.id)
        assert found is not None
        return found.settings.get("n", -1)

    results = await asyncio.gather(*(f for i in range(20) for f in (write(i), read(), read())))
    assert all(r is None or -1 <= r < 20 for r in results)
    final = await store.get_campaign(GUILD_A, campaign.id)
    assert final is not None and final.settings["n"] in range(20)


async def test_a_read_during_appends_and_undos_is_one_consistent_state(store: Store) -> None:
    """Reads take no lock, so the battle row and its answers are two queries: whatever a read
    returns must be the battle exactly as it stood at the revision it reports."""
    from tests.store.test_battles import new_battle

    battle = await new_battle(store)
    history = {battle.revision: list(battle.answers)}

    async def writer() -> None:
        b = battle
        for step in range(60):
            n = len(b.answers)
            if step % 3 == 2 and n:
                b = await store.pop_answer(GUILD_A, b.id, expected_count=n, user_id=ALICE, known=b)
            else:
                b = await store.append_answer(
                    GUILD_A, b.id, expected_count=n, answer={"step": step}, user_id=ALICE,
                    known=b,
                )  # fmt: skip
            history[b.revision] = list(b.answers)
            await asyncio.sleep(0)

    seen: list[tuple[int, list[object]]] = []

    async def reader(with_known: bool) -> None:
        known = battle
        for _ in range(80):
            got = await store.get_battle(GUILD_A, battle.id, known=known if with_known else None)
            assert got is not None
            seen.append((got.revision, list(got.answers)))
            known = got

    await asyncio.gather(writer(), reader(True), reader(False), reader(True))
    assert len(history) == 61
    for revision, answers in seen:
        assert answers == history[revision], revision


async def test_a_cancelled_write_rolls_back_and_frees_the_guild(store: Store) -> None:
    campaign = await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=ALICE)
    inside = asyncio.Event()

    async def interrupted() -> None:
        async with store._transaction(GUILD_A) as db:
            await db.execute(
                "UPDATE campaigns SET settings = ? WHERE guild_id = ? AND id = ?",
                ('{"lost": true}', GUILD_A, campaign.id),
            )
            inside.set()
            await asyncio.sleep(60)

    task = asyncio.create_task(interrupted())
    await inside.wait()
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
    after = await asyncio.wait_for(
        store.update_campaign_settings(GUILD_A, campaign.id, {"kept": True}), timeout=10
    )
    assert after.settings == {"kept": True}
    for _ in range(5):  # the pool's connections are all still usable
        found = await store.get_campaign(GUILD_A, campaign.id)
        assert found is not None and found.settings == {"kept": True}


@pytest.mark.sqlite_only
async def test_a_write_lock_held_by_a_frozen_process_is_an_outage_not_a_crash(
    db_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Another process froze mid-write (SIGSTOP): its lock on the file outlasts the busy
    timeout. Writes then fail as a database out of reach (what every caller knows how to wait
    for: a shard lease waiting for its shards, a click told to try again), the outage logged once
    when it begins and once when it ends; once the lock is let go, writes go through."""
    store = await Store.open(db_path, busy_timeout_ms=200)
    frozen = sqlite3.connect(db_path, isolation_level=None)
    try:
        frozen.execute("BEGIN IMMEDIATE")
        with caplog.at_level(logging.WARNING, logger="bot.store.driver"):
            for _ in range(3):
                with pytest.raises(DatabaseUnreachable, match="did not answer in time"):
                    await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=ALICE)
            frozen.execute("ROLLBACK")
            made = await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=ALICE)
        assert [c.id for c in await store.list_campaigns(GUILD_A)] == [made.id]
        told = [r.getMessage() for r in caplog.records if r.name == "bot.store.driver"]
        assert len(told) == 2, told
        assert "write lock" in told[0] and "takes writes again" in told[1]
    finally:
        frozen.close()
        await store.close()


@pytest.mark.sqlite_only
async def test_a_read_cancelled_in_its_thread_gives_its_connection_back_once_done(
    store: Store,
) -> None:
    """A read cancelled while its statement runs in the connection's thread (one that waited
    out a checkpoint): the thread runs on, so the connection goes back to the pool only after,
    never to a second read while the first's statement still runs on it."""
    driver = store._driver
    running = threading.Event()
    let_go = threading.Event()

    def slow(db: sqlite3.Connection) -> None:
        running.set()
        let_go.wait(10)

    async def read() -> None:
        async with store._reading(GUILD_A) as conn:
            await trip(conn.db, slow)

    reading = asyncio.create_task(read())
    await asyncio.to_thread(running.wait, 10)
    idle_before = driver._idle.qsize()
    reading.cancel()
    with pytest.raises(asyncio.CancelledError):
        await reading
    await asyncio.sleep(0.05)
    assert driver._idle.qsize() == idle_before  # still the first read's, while its thread runs
    let_go.set()
    for _ in range(100):
        if driver._idle.qsize() > idle_before:
            break
        await asyncio.sleep(0.02)
    assert driver._idle.qsize() == idle_before + 1
    assert (await store.get_campaign(GUILD_A, 1)) is None  # and it reads again
