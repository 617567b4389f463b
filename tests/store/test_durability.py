"""Crash safety: what a method returned is on disk, for any other reader, whatever happens next."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from bot.store import Battle, StaleAnswer, Store
from tests.store.conftest import ALICE, BOB, CHANNEL, GUILD_A

# SQLite only by nature: the SQLite file as other connections and processes see it.
pytestmark = pytest.mark.sqlite_only

ROOT = Path(__file__).resolve().parents[2]


async def _battle(store: Store) -> Battle:
    return await store.create_battle(
        GUILD_A, game="demo", setup={}, seed="s", channel_id=CHANNEL, created_by=ALICE
    )


def _answers_on_disk(path: Path, battle_id: int) -> list[object]:
    """Read with plain sqlite3: a connection that shares nothing with the store."""
    con = sqlite3.connect(path)
    try:
        rows = con.execute(
            "SELECT answer FROM battle_answers WHERE guild_id = ? AND battle_id = ? ORDER BY seq",
            (GUILD_A, battle_id),
        ).fetchall()
    finally:
        con.close()
    return [json.loads(text) for (text,) in rows]


async def test_another_connection_sees_the_answer_at_once(store: Store) -> None:
    b = await _battle(store)
    await store.append_answer(GUILD_A, b.id, expected_count=0, answer={"v": 1}, user_id=ALICE)
    assert _answers_on_disk(store.path, b.id) == [{"v": 1}]  # store still open

    second = await Store.open(store.path)
    try:
        seen = await second.get_battle(GUILD_A, b.id)
        assert seen is not None and seen.answers == [{"v": 1}]
    finally:
        await second.close()


async def test_a_checkpoint_leaves_every_write_in_the_file_alone(
    store: Store, tmp_path: Path
) -> None:
    """What a stop does before a backup or a copy takes the file: the write-ahead log emptied
    into it, the store still open and writing."""
    b = await _battle(store)
    await store.append_answer(GUILD_A, b.id, expected_count=0, answer={"v": 1}, user_id=ALICE)
    log = store.path.with_name(store.path.name + "-wal")
    assert log.stat().st_size > 0  # the answer is in the log, not yet in the file
    assert await store.checkpoint()
    assert log.stat().st_size == 0
    alone = tmp_path / "copied.db"
    alone.write_bytes(store.path.read_bytes())  # the file without its log
    assert _answers_on_disk(alone, b.id) == [{"v": 1}]
    await store.append_answer(GUILD_A, b.id, expected_count=1, answer={"v": 2}, user_id=BOB)
    assert _answers_on_disk(store.path, b.id) == [{"v": 1}, {"v": 2}]


async def test_a_checkpoint_behind_a_transaction_commits_its_batch_first(store: Store) -> None:
    """A transaction leaves its batch open for a committer that queues for the write lock after
    it: the checkpoint, queued before that committer, commits the batch and then empties the
    log (it used to run inside the open batch and fail: 'database table is locked')."""
    b = await _battle(store)
    inside, go_on = asyncio.Event(), asyncio.Event()

    async def write() -> None:
        async with store._driver.transaction(GUILD_A) as db:
            await db.execute(
                "UPDATE battles SET seed = 'changed' WHERE guild_id = ? AND id = ?",
                (GUILD_A, b.id),
            )
            inside.set()
            await go_on.wait()

    writing = asyncio.create_task(write())
    await inside.wait()
    checkpoint = asyncio.create_task(store.checkpoint())
    await asyncio.sleep(0.05)
    go_on.set()
    assert await checkpoint is True
    await writing
    assert store.path.with_name(store.path.name + "-wal").stat().st_size == 0
    con = sqlite3.connect(store.path)  # the write is in the file
    try:
        assert con.execute("SELECT seed FROM battles").fetchall() == [("changed",)]
    finally:
        con.close()


async def test_a_checkpoint_cancelled_mid_commit_settles_the_batch_by_what_was_done(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A COMMIT under way in the writer's thread cannot be called back: a checkpoint cancelled
    then (a caller's timeout) waits for it, tells the batch's callers what really happened
    (done), and only then lets the next write begin."""
    from bot.store import driver

    b = await _battle(store)
    real = driver._patiently

    def slow(db: sqlite3.Connection, ms: int, work, sql: str, params):  # a 0.3 s fsync
        result = real(db, ms, work, sql, params)
        if sql == "COMMIT":
            time.sleep(0.3)
        return result

    inside, go_on = asyncio.Event(), asyncio.Event()

    async def write() -> None:
        async with store._driver.transaction(GUILD_A) as db:
            await db.execute("UPDATE battles SET seed = 'changed' WHERE id = ?", (b.id,))
            inside.set()
            await go_on.wait()

    writing = asyncio.create_task(write())
    await inside.wait()
    monkeypatch.setattr(driver, "_patiently", slow)
    checkpoint = asyncio.create_task(store.checkpoint())
    await asyncio.sleep(0.01)
    go_on.set()
    await asyncio.sleep(0.1)  # its COMMIT under way in the writer's thread
    checkpoint.cancel()
    with pytest.raises(asyncio.CancelledError):
        await checkpoint
    await writing  # told it is done: it is
    monkeypatch.setattr(driver, "_patiently", real)
    assert (await store.get_battle(GUILD_A, b.id)).seed == "changed"
    with pytest.raises(RuntimeError):  # and the next transaction is all or nothing
        async with store._driver.transaction(GUILD_A) as db:
            await db.execute("UPDATE battles SET seed = 'half' WHERE id = ?", (b.id,))
            raise RuntimeError("a check failed")
    assert (await store.get_battle(GUILD_A, b.id)).seed == "changed"


async def test_a_checkpoint_a_reader_holds_back_says_so(store: Store) -> None:
    """Another connection in a read transaction (a backup, another process) keeps part of the
    log in use: the checkpoint cannot empty it and returns False, for the stop to log."""
    store._driver.busy_timeout_ms = 200
    b = await _battle(store)
    reader = sqlite3.connect(store.path, isolation_level=None)
    try:
        reader.execute("BEGIN")
        reader.execute("SELECT COUNT(*) FROM battles").fetchall()  # holds a snapshot
        await store.append_answer(GUILD_A, b.id, expected_count=0, answer={"v": 1}, user_id=ALICE)
        assert await store.checkpoint() is False
    finally:
        reader.execute("COMMIT")
        reader.close()
    assert await store.checkpoint() is True


async def test_after_the_last_checkpoint_writes_wait_and_the_log_stays_empty(store: Store) -> None:
    """A stop's checkpoint is the last write: a click's write after it waits for the process to
    end rather than land in the log the copy of the file would miss."""
    b = await _battle(store)
    assert await store.checkpoint(last=True)
    later = asyncio.create_task(
        store.append_answer(GUILD_A, b.id, expected_count=0, answer={"v": 1}, user_id=ALICE)
    )
    await asyncio.sleep(0.2)
    assert not later.done()
    assert store.path.with_name(store.path.name + "-wal").stat().st_size == 0
    assert (await store.get_battle(GUILD_A, b.id)).answers == []  # reads go on
    later.cancel()
    with pytest.raises(asyncio.CancelledError):
        await later
    store._driver._write_lock.release()  # as if the process had ended: the fixture closes it


async def test_two_stores_on_one_file_apply_a_double_click_once(store: Store) -> None:
    """Two processes (here: two connections) racing on the same count: one wins."""
    b = await _battle(store)
    other = await Store.open(store.path)
    try:
        results = await asyncio.gather(
            *(
                s.append_answer(GUILD_A, b.id, expected_count=0, answer={"by": i}, user_id=BOB)
                for i, s in enumerate([store, other, store, other])
            ),
            return_exceptions=True,
        )
    finally:
        await other.close()
    assert sum(isinstance(r, Battle) for r in results) == 1, results
    assert all(isinstance(r, Battle | StaleAnswer) for r in results), results
    assert len(_answers_on_disk(store.path, b.id)) == 1


CHILD = textwrap.dedent(
    """
    import asyncio, sys, time
    from bot.store import Store

    async def main() -> None:
        store = await Store.open(sys.argv[1])
        await store.append_answer(
            int(sys.argv[2]), int(sys.argv[3]),
            expected_count=0, answer={"from": "child"}, user_id=1,
        )
        print("appended", flush=True)
        time.sleep(60)  # block here, store still open, until killed

    asyncio.run(main())
    """
)


async def test_answer_survives_sigkill(store: Store) -> None:
    b = await _battle(store)
    await store.close()  # the child is the only one writing

    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(store.path), str(GUILD_A), str(b.id)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=env,
    )
    try:
        assert child.stdout is not None
        line = await asyncio.wait_for(asyncio.to_thread(child.stdout.readline), timeout=30)
        assert line.strip() == "appended", child.stderr.read() if child.stderr else ""
        os.kill(child.pid, signal.SIGKILL)
        assert child.wait(timeout=30) == -signal.SIGKILL
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()

    assert _answers_on_disk(store.path, b.id) == [{"from": "child"}]
    reopened = await Store.open(store.path)
    try:
        battle = await reopened.get_battle(GUILD_A, b.id)
        assert battle is not None and battle.answers == [{"from": "child"}]
        assert [e.action for e in await reopened.audit_log(GUILD_A, b.id)] == ["start", "answer"]
    finally:
        await reopened.close()
