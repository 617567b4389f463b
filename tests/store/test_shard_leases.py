"""Shard leases in the store, on both backends: all of a process's shards or none, another
holder's running lease in the way, one of another shard count in the way of every shard, a lease
that ran out or whose holder is known gone taken over, and two claims at once won by one."""

from __future__ import annotations

import asyncio

from bot.store import Store
from bot.store.shard_leases import ShardLeaseRow
from tests.store.test_backends import reopen

NOW, TTL = 1_000_000.0, 60.0


async def leases(store: Store) -> list[tuple[int, int, str]]:
    async with store._reading(0) as db:
        rows = await db.fetchall(
            "SELECT shard_id, shard_count, holder FROM shard_leases ORDER BY shard_id", ()
        )
    return [tuple(row) for row in rows]


async def test_a_process_leases_its_shards_and_renews_them(store: Store) -> None:
    assert await store.claim_shards("a", 4, [0, 1], now=NOW, ttl=TTL) == []
    assert await store.claim_shards("b", 4, [2, 3], now=NOW, ttl=TTL) == []
    assert await store.claim_shards("a", 4, [0, 1], now=NOW + 30, ttl=TTL) == []  # renewed
    assert await leases(store) == [(0, 4, "a"), (1, 4, "a"), (2, 4, "b"), (3, 4, "b")]
    async with store._reading(0) as db:
        (expires,) = await db.fetchone("SELECT expires_at FROM shard_leases WHERE shard_id = 0", ())
    assert expires == NOW + 30 + TTL


async def test_an_overlapping_claim_gets_nothing_and_is_told_who_holds_what(store: Store) -> None:
    await store.claim_shards("a", 4, [0, 1], now=NOW, ttl=TTL)
    in_the_way = await store.claim_shards("b", 4, [1, 2], now=NOW + 10, ttl=TTL)
    assert in_the_way == [ShardLeaseRow(1, 4, "a", TTL - 10)]  # 10 s of it gone
    assert await leases(store) == [(0, 4, "a"), (1, 4, "a")]  # not even shard 2: all or none


async def test_a_lease_of_another_shard_count_stands_in_the_way_of_every_shard(
    store: Store,
) -> None:
    await store.claim_shards("a", 4, [0, 1], now=NOW, ttl=TTL)
    in_the_way = await store.claim_shards("b", 8, [5], now=NOW, ttl=TTL)
    assert [row.shard_count for row in in_the_way] == [4, 4]
    assert await store.claim_shards("c", 1, [0], now=NOW, ttl=TTL) != []  # unsharded: 0 of 1


async def test_a_lease_that_ran_out_or_whose_holder_is_gone_is_taken_over(store: Store) -> None:
    await store.claim_shards("a", 4, [0, 1], now=NOW, ttl=TTL)
    assert await store.claim_shards("b", 4, [1], now=NOW + TTL + 1, ttl=TTL) == []
    assert await leases(store) == [(0, 4, "a"), (1, 4, "b")]
    assert await store.claim_shards("c", 4, [1], now=NOW + TTL + 2, ttl=TTL) != []
    gone = await store.claim_shards(
        "c", 4, [1], now=NOW + TTL + 2, ttl=TTL, gone={"b"}.__contains__
    )
    assert gone == [] and await leases(store) == [(0, 4, "a"), (1, 4, "c")]
    # a new shard count once every lease of the old one ran out: the old rows go
    assert await store.claim_shards("d", 2, [0, 1], now=NOW + 3 * TTL, ttl=TTL) == []
    assert await leases(store) == [(0, 2, "d"), (1, 2, "d")]


async def test_release_gives_back_one_holders_leases(store: Store) -> None:
    await store.claim_shards("a", 4, [0, 1], now=NOW, ttl=TTL)
    await store.claim_shards("b", 4, [2], now=NOW, ttl=TTL)
    assert await store.release_shards("a") == 2
    assert await store.release_shards("a") == 0
    assert await store.claim_shards("c", 4, [0, 1], now=NOW, ttl=TTL) == []
    assert await leases(store) == [(0, 4, "c"), (1, 4, "c"), (2, 4, "b")]


async def test_two_processes_claiming_one_shard_at_once_one_wins(store: Store) -> None:
    other = await reopen(store)
    try:
        results = await asyncio.gather(
            *(
                s.claim_shards(name, 4, [0, 1], now=NOW, ttl=TTL)
                for name, s in [("a", store), ("b", other), ("c", store), ("d", other)]
            )
        )
    finally:
        await other.close()
    assert sum(result == [] for result in results) == 1, results
    holders = {holder for _, _, holder in await leases(store)}
    assert len(holders) == 1


async def test_without_a_time_given_leases_run_by_the_databases_clock(store: Store) -> None:
    """What the bot does: one clock for every process, the database's, so hosts whose clocks
    disagree still agree on which leases run."""
    assert await store.claim_shards("a", 4, [0], ttl=TTL) == []
    (running,) = await store.running_shard_leases()
    assert (running.shard_id, running.holder) == (0, "a")
    assert TTL - 5 < running.seconds_left <= TTL
    (in_the_way,) = await store.claim_shards("b", 4, [0], ttl=TTL)
    assert in_the_way.holder == "a" and TTL - 5 < in_the_way.seconds_left <= TTL
    # a lease that ran out by the database's clock is no running one, whatever `now` said then
    await store.claim_shards("c", 4, [1], ttl=TTL, now=NOW)  # NOW: 1970 plus twelve days
    assert [lease.holder for lease in await store.running_shard_leases()] == ["a"]
    assert await store.claim_shards("d", 4, [1], ttl=TTL) == []
