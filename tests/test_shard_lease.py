"""The bot's side of shard leases (bot/shard_lease.py), on a fake clock: a process waits for a
shard another holds and says who, takes it when given back or when the holder is known gone,
renews it, and stops when another process took it while it could not renew."""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
import subprocess
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.shard_lease import (
    LEASE_SECONDS,
    RENEW_EVERY,
    TRY_AGAIN_EVERY,
    Holder,
    ShardLease,
    process_runs,
    this_machine,
)
from bot.store import DatabaseUnreachable, Store

NOW = 1_000_000.0
ELSEWHERE = Holder("other-host:1", 4242, "beef")


class FakeTime:
    """A clock that moves only when the test lets a sleep end."""

    def __init__(self) -> None:
        self.now = NOW
        self.asked: asyncio.Queue[tuple[float, asyncio.Future[None]]] = asyncio.Queue()

    def clock(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        go = asyncio.get_running_loop().create_future()
        await self.asked.put((seconds, go))
        await go
        self.now += seconds

    async def let_sleep_end(self) -> float:
        seconds, go = await asyncio.wait_for(self.asked.get(), 10)
        go.set_result(None)
        return seconds


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await Store.open(tmp_path / "strategos.db")
    try:
        yield opened
    finally:
        await opened.close()


def lease(store: Store, fake: FakeTime, ids: list[int], lost: list[str]) -> ShardLease:
    async def note(why: str) -> None:
        lost.append(why)

    return ShardLease(store, 4, ids, lost=note, clock=fake.clock, sleep=fake.sleep)


async def held(store: Store) -> dict[int, str]:
    async with store._reading(0) as db:
        rows = await db.fetchall("SELECT shard_id, holder FROM shard_leases", ())
    return {shard: holder for shard, holder in rows}


async def test_free_shards_are_leased_at_once_and_renewed(store: Store) -> None:
    fake, lost = FakeTime(), []
    mine = lease(store, fake, [0, 1], lost)
    await mine.acquire()
    assert await held(store) == {0: str(mine.holder), 1: str(mine.holder)}
    for _ in range(5):  # 100 s of renewals: nobody else can take them meanwhile
        assert await fake.let_sleep_end() == RENEW_EVERY
    await asyncio.sleep(0.05)
    assert await store.claim_shards(str(ELSEWHERE), 4, [1], now=fake.now, ttl=LEASE_SECONDS)
    await mine.release()
    assert await held(store) == {} and lost == []


async def test_a_shard_held_elsewhere_is_waited_for_then_taken_when_given_back(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    await store.claim_shards(str(ELSEWHERE), 4, [1, 2], now=NOW, ttl=LEASE_SECONDS)
    fake, lost = FakeTime(), []
    mine = lease(store, fake, [0, 1], lost)
    with caplog.at_level(logging.INFO, logger="bot.shard_lease"):
        waiting = asyncio.create_task(mine.acquire())
        assert await fake.let_sleep_end() == TRY_AGAIN_EVERY  # still held: waits
        assert await fake.let_sleep_end() == TRY_AGAIN_EVERY
        assert not waiting.done() and 0 not in await held(store)  # all or none
        await store.release_shards(str(ELSEWHERE))  # the other process stopped
        await fake.let_sleep_end()
        await asyncio.wait_for(waiting, 10)
    assert await held(store) == {0: str(mine.holder), 1: str(mine.holder)}
    said = [r.getMessage() for r in caplog.records]
    assert len([s for s in said if s.startswith("waiting")]) == 1, said  # told once, not per try
    assert "shard 1 held by process 4242 on other-host" in said[0]  # shard 2 is not in the way
    assert "check SHARD_IDS" in said[0] and "leased to this process now" in said[-1]
    await mine.release()


async def test_a_database_file_another_process_holds_locked_is_waited_for(tmp_path: Path) -> None:
    """A process frozen mid-write holds the SQLite file's write lock: a process waiting for its
    shards keeps waiting (as for a database out of reach) instead of stopping."""
    store = await Store.open(tmp_path / "strategos.db", busy_timeout_ms=100)
    frozen = sqlite3.connect(tmp_path / "strategos.db", isolation_level=None)
    try:
        frozen.execute("BEGIN IMMEDIATE")
        fake, lost = FakeTime(), []
        mine = lease(store, fake, [0], lost)
        waiting = asyncio.create_task(mine.acquire())
        assert await fake.let_sleep_end() == TRY_AGAIN_EVERY
        assert await fake.let_sleep_end() == TRY_AGAIN_EVERY
        assert not waiting.done()
        frozen.execute("ROLLBACK")  # the frozen process went on, or was killed
        await fake.let_sleep_end()
        await asyncio.wait_for(waiting, 10)
        assert await held(store) == {0: str(mine.holder)}
        await mine.release()
    finally:
        frozen.close()
        await store.close()


async def test_a_lease_nobody_renews_runs_out(store: Store) -> None:
    await store.claim_shards(str(ELSEWHERE), 4, [0], now=NOW, ttl=LEASE_SECONDS)
    fake, lost = FakeTime(), []
    mine = lease(store, fake, [0], lost)
    waiting = asyncio.create_task(mine.acquire())
    slept = 0.0
    while not waiting.done():
        slept += await fake.let_sleep_end()
        await asyncio.sleep(0.01)  # its next claim made
    assert LEASE_SECONDS <= slept <= LEASE_SECONDS + TRY_AGAIN_EVERY
    await mine.release()


async def test_a_holder_on_this_machine_that_is_not_running_is_taken_over_at_once(
    store: Store,
) -> None:
    dead = Holder(this_machine(), _a_dead_pid(), "dead")
    before = Holder(this_machine(), os.getpid(), "an-earlier-bot-of-this-process")
    for left_behind in (dead, before):
        await store.claim_shards(str(left_behind), 4, [3], now=NOW, ttl=LEASE_SECONDS)
        fake, lost = FakeTime(), []
        mine = lease(store, fake, [3], lost)
        await asyncio.wait_for(mine.acquire(), 10)  # no sleep asked for: taken at once
        assert await held(store) == {3: str(mine.holder)}
        await mine.release()
    alive = Holder(this_machine(), os.getppid(), "running")
    assert not Holder.of_this_process().knows_gone(str(alive))
    assert not Holder.of_this_process().knows_gone(str(ELSEWHERE))  # cannot tell: waits


async def test_a_process_that_could_not_renew_and_lost_its_shards_stops(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    fake, lost = FakeTime(), []
    mine = lease(store, fake, [0, 1], lost)
    await mine.acquire()
    fake.now += 3 * LEASE_SECONDS  # frozen (a paused VM): the lease ran out meanwhile
    await store.claim_shards(str(ELSEWHERE), 4, [1], now=fake.now, ttl=LEASE_SECONDS)
    with caplog.at_level(logging.CRITICAL, logger="bot.shard_lease"):
        await fake.let_sleep_end()
        for _ in range(100):
            if lost:
                break
            await asyncio.sleep(0.01)
    assert len(lost) == 1 and "shard 1 held by process 4242" in lost[0]
    assert "could not renew it for over 60 s" in lost[0] and "check SHARD_IDS" not in lost[0]
    assert "lost" in caplog.records[-1].getMessage()
    await mine.release()  # nothing to cancel or give back: the other process keeps shard 1
    assert (await held(store))[1] == str(ELSEWHERE)


async def test_another_shard_count_is_named(store: Store, caplog: pytest.LogCaptureFixture) -> None:
    await store.claim_shards(str(ELSEWHERE), 1, [0], now=NOW, ttl=LEASE_SECONDS)  # unsharded
    fake, lost = FakeTime(), []
    mine = lease(store, fake, [2, 3], lost)
    with caplog.at_level(logging.WARNING, logger="bot.shard_lease"):
        waiting = asyncio.create_task(mine.acquire())
        await fake.let_sleep_end()
    waiting.cancel()
    said = caplog.records[0].getMessage()
    assert "process 4242 on other-host runs with no SHARD_COUNT" in said, said
    assert "(this one: SHARD_COUNT=4)" in said


def test_a_holder_reads_back_from_its_text() -> None:
    me = Holder.of_this_process()
    assert Holder.parse(str(me)) == me and Holder.parse(str(ELSEWHERE)) == ELSEWHERE
    assert Holder.parse("not a holder") is None
    assert not me.knows_gone("not a holder")


def _a_dead_pid() -> int:
    process = subprocess.Popen(["true"])  # noqa: S603,S607
    process.wait()
    return process.pid


def test_a_killed_process_not_yet_waited_for_is_not_running() -> None:
    """A supervisor that kills the bot and starts it again before reaping the old one: the
    zombie keeps its process id, but its lease is taken over at once all the same."""
    zombie = subprocess.Popen(["sleep", "30"])  # noqa: S603,S607
    try:
        assert process_runs(zombie.pid)
        zombie.kill()
        for _ in range(1000):  # until the kernel has ended it (not reaped: no wait() yet)
            if not process_runs(zombie.pid):
                break
            time.sleep(0.01)
        assert not process_runs(zombie.pid)
        assert os.path.exists(f"/proc/{zombie.pid}")  # still there, a zombie
        assert Holder.of_this_process().knows_gone(str(Holder(this_machine(), zombie.pid, "z")))
    finally:
        zombie.wait()


async def test_a_process_woken_after_its_lease_ran_out_is_in_doubt_until_it_renews(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Frozen longer than a lease runs, a process cannot know whether its shards were taken
    until its renewal runs; a database out of reach is no such doubt (its users are told)."""
    fake, lost = FakeTime(), []
    mine = lease(store, fake, [0], lost)
    await mine.acquire()
    assert not mine.overdue()
    fake.now += 3 * LEASE_SECONDS  # frozen: the renewal's sleep has not even ended
    assert mine.overdue()
    await fake.let_sleep_end()  # woken: the renewal runs, and finds the shard still its own
    for _ in range(100):
        if not mine.overdue():
            break
        await asyncio.sleep(0.01)
    assert not mine.overdue() and lost == []

    async def unreachable(*args: object, **kwargs: object) -> None:
        raise DatabaseUnreachable("the server went away")

    monkeypatch.setattr(store, "claim_shards", unreachable)  # from here on
    fake.now += 3 * LEASE_SECONDS
    await fake.let_sleep_end()
    for _ in range(100):
        if not mine.overdue():
            break
        await asyncio.sleep(0.01)
    assert not mine.overdue()  # an outage: its clicks are told so, not left unanswered
    monkeypatch.undo()
    await mine.release()


def test_interactions_read_while_the_shards_are_in_doubt_are_left_alone() -> None:
    from types import SimpleNamespace

    from bot.client import Strategos

    parsed: list[dict] = []
    doubt = [True]
    client = SimpleNamespace(_shards_in_doubt=lambda: doubt[0])
    parsers = {"INTERACTION_CREATE": parsed.append}
    Strategos._leave_interactions_in_doubt(client, parsers)  # type: ignore[arg-type]
    parsers["INTERACTION_CREATE"]({"id": "1"})
    doubt[0] = False
    parsers["INTERACTION_CREATE"]({"id": "2"})
    assert parsed == [{"id": "2"}]
