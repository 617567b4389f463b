"""Which process holds which gateway shard (`shard_leases`): leases taken, renewed and given back
in one transaction each, so two processes that claim the same shard at once cannot both win.

The store only compares and writes; whether a holder is still alive, how long a lease lasts and
what to do while waiting for one is the bot's (bot/shard_lease.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.store.rows import _all

OWN_ROWS = 0
"""The guild id the leases' transactions lock on PostgreSQL: no server has it, so claims
serialise with each other and with nothing else."""


_NOW = {
    "sqlite": "(julianday('now') - 2440587.5) * 86400.0",
    "postgresql": "EXTRACT(EPOCH FROM clock_timestamp())::float8",
}
"""The database's clock in Unix seconds: one clock for every process, whatever their hosts'
clocks say (a host minutes ahead would otherwise see running leases as run out)."""


@dataclass(frozen=True)
class ShardLeaseRow:
    shard_id: int
    shard_count: int
    holder: str
    seconds_left: float
    """Until the lease runs out, unless its holder renews it."""


class ShardLeaseRecords:
    """The shard-lease part of the Store."""

    backend: str

    async def claim_shards(
        self,
        holder: str,
        shard_count: int,
        shard_ids: Sequence[int],
        *,
        ttl: float,
        gone: Callable[[str], bool] = lambda holder: False,
        now: float | None = None,
    ) -> list[ShardLeaseRow]:
        """Take (or renew) the leases of `shard_ids` for `holder` for `ttl` seconds: all of
        them, or none when another holder's lease stands in the way. That is a lease still
        running on one of these shards, or on any shard of another shard count (the two
        processes would split the servers differently); `gone(holder)` says a holder is known
        dead (its lease is then taken over at once). Returns the leases in the way, [] when
        claimed. `now`: for tests, a time instead of the database's clock."""
        async with self._transaction(OWN_ROWS) as db:  # type: ignore[attr-defined]
            if now is None:
                now = float((await db.fetchone(f"SELECT {_NOW[self.backend]}", ()))[0])
            rows = await _all(
                db,
                "SELECT shard_id, shard_count, holder, expires_at - ? FROM shard_leases"
                " WHERE holder != ? AND expires_at > ? ORDER BY shard_id",
                (now, holder, now),
            )
            leases = [ShardLeaseRow(*tuple(row)) for row in rows]
            wanted = set(shard_ids)
            in_the_way = [
                lease
                for lease in leases
                if (lease.shard_id in wanted or lease.shard_count != shard_count)
                and not gone(lease.holder)
            ]
            if in_the_way:
                return in_the_way
            await db.execute(
                f"DELETE FROM shard_leases WHERE holder = ? OR shard_id IN"
                f" ({', '.join('?' * len(wanted))}) OR shard_count != ?",
                (holder, *sorted(wanted), shard_count),
            )
            await db.executemany(
                "INSERT INTO shard_leases (shard_id, shard_count, holder, expires_at)"
                " VALUES (?, ?, ?, ?)",
                [(shard, shard_count, holder, now + ttl) for shard in sorted(wanted)],
            )
        return []

    async def running_shard_leases(self) -> list[ShardLeaseRow]:
        """Every lease not run out, by the database's clock: the bot processes running on it."""
        async with self._reading(OWN_ROWS) as db:  # type: ignore[attr-defined]
            now = _NOW[self.backend]
            rows = await db.fetchall(
                f"SELECT shard_id, shard_count, holder, expires_at - {now} FROM shard_leases"
                f" WHERE expires_at > {now} ORDER BY shard_id",
                (),
            )
        return [ShardLeaseRow(*tuple(row)) for row in rows]

    async def release_shards(self, holder: str) -> int:
        """Give back every lease of `holder` (a process that stops); how many there were."""
        async with self._transaction(OWN_ROWS) as db:  # type: ignore[attr-defined]
            cursor = await db.execute("DELETE FROM shard_leases WHERE holder = ?", (holder,))
        return cursor.rowcount
