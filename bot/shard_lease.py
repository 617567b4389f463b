"""One process per gateway shard: a lease in the shared database, taken before connecting.

Discord lets two sessions hold the same shard and sends both every event of its servers, so two
processes started with overlapping SHARD_IDS (or two unsharded ones on one database) would each
handle every click of those servers: one acknowledgement refused as a duplicate, everything
else done twice and undone by the store's guards. So a process leases its shards (an unsharded
bot: shard 0 of 1) before it connects, renews the lease every `RENEW_EVERY` seconds and gives it
back when it stops. A process that finds a shard leased waits, saying by whom, until the lease
is given back or runs out (`LEASE_SECONDS` after its holder's last renewal): a new version
started before the old one is stopped takes over as the old one goes, and a process killed
without giving its lease back holds it up only until it runs out, or not at all when it is
restarted on the same machine (its process is gone: the lease is taken over at once).

Correctness never rests on this (every answer, turn and deadline is serialised in the database);
it keeps a misconfigured deployment from doing the work twice and says what is wrong.
"""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import socket
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.store import DatabaseUnreachable, Store
from bot.store.shard_leases import ShardLeaseRow

log = logging.getLogger(__name__)

LEASE_SECONDS = 60.0
"""How long a lease runs after its last renewal: a process stopped or frozen for longer loses
its shards to one that waits for them."""
RENEW_EVERY = 20.0
TRY_AGAIN_EVERY = 2.0
"""A waiting process tries again this often: taken over within 2 s of the holder's stop."""
WAITING_TOLD_EVERY = 300.0
"""A process waiting for a shard says so at once, then every five minutes while it waits."""


def this_machine() -> str:
    """The host name and the process-id namespace: two containers on one host each count
    process ids of their own, so a process id says whether a holder is alive only here."""
    try:
        namespace = os.stat("/proc/self/ns/pid").st_ino
    except OSError:  # no /proc (macOS, Windows): the host name alone
        namespace = 0
    return f"{socket.gethostname()}:{namespace}"


@dataclass(frozen=True)
class Holder:
    """A running bot process, as its leases name it."""

    machine: str
    pid: int
    token: str
    """Random, per start: two bots one after the other in one process are two holders."""

    @classmethod
    def of_this_process(cls) -> Holder:
        return cls(this_machine(), os.getpid(), secrets.token_hex(4))

    def __str__(self) -> str:
        return f"{self.pid}@{self.machine}#{self.token}"

    @classmethod
    def parse(cls, text: str) -> Holder | None:
        pid, at, rest = text.partition("@")
        machine, hash_, token = rest.rpartition("#")
        if not (at and hash_ and pid.isdigit()):
            return None
        return cls(machine, int(pid), token)

    def said(self) -> str:
        """For the log: the host name and process id an admin can look for."""
        return f"process {self.pid} on {self.machine.rsplit(':', 1)[0]}"

    def knows_gone(self, other: str) -> bool:
        """Whether the holder `other` is certainly not running: on this machine, either this
        very process (a bot it ran before, which left its lease behind) or no process at all."""
        holder = Holder.parse(other)
        if holder is None or holder.machine != self.machine or holder == self:
            return False
        return holder.pid == self.pid or not process_runs(holder.pid)


_THIS_PROCESS = Holder.of_this_process()
"""This process, for a bot that runs without a shard lease (tests that build one by hand)."""


def holder_of(bot: Any) -> Holder:
    """Who the bot's process is, as its shard lease names it: what it takes in the database
    (messages to post, notices to give) is taken under that name."""
    lease = getattr(bot, "shard_lease", None)
    return lease.holder if lease is not None else _THIS_PROCESS


class ShardLeaseLost(Exception):
    """This process's shards went to another process: it stopped (exit status 5)."""


def process_runs(pid: int) -> bool:
    """Whether the process exists and has not ended: a killed process its parent has not waited
    for yet (a zombie) still has its id, but holds no shard."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as stat:
            state = stat.read().rpartition(")")[2].split()[:1]
        return state not in (["Z"], ["X"])
    except FileNotFoundError:
        return False
    except OSError:  # no /proc here (macOS): ask the kernel
        pass
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process: running
        return True
    return True


class ShardLease:
    """This process's shards, leased in the store: `acquire` before connecting, `release` when
    stopping. `lost` is called if another process took them while this one could not renew
    (frozen or cut off for longer than a lease runs)."""

    def __init__(
        self,
        store: Store,
        shard_count: int,
        shard_ids: Sequence[int],
        *,
        lost: Callable[[str], Awaitable[None]],
        clock: Callable[[], float] | None = None,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        """`clock`, `sleep`: for tests; leases run by the database's clock otherwise."""
        self.store = store
        self.shard_count = shard_count
        self.shard_ids = sorted(shard_ids)
        self.holder = Holder.of_this_process()
        self.lost = lost
        self.clock = clock
        self.sleep = sleep
        self._elapsed = clock or time.monotonic
        self._renewing: asyncio.Task[None] | None = None
        self._renewed_at = 0.0
        self._outage = False
        """The last renewal met the database out of reach (and is no sign of a freeze)."""

    def shards_text(self) -> str:
        return f"{_shards(self.shard_ids)} of {self.shard_count}"

    async def _claim(self) -> list[ShardLeaseRow]:
        return await self.store.claim_shards(
            str(self.holder),
            self.shard_count,
            self.shard_ids,
            ttl=LEASE_SECONDS,
            gone=self.holder.knows_gone,
            now=None if self.clock is None else self.clock(),
        )

    async def acquire(self) -> None:
        """Return once every shard of this process is leased to it, waiting as long as it takes;
        then keep the lease renewed."""
        told_at: float | None = None
        while True:
            try:
                in_the_way = await self._claim()
            except DatabaseUnreachable:  # its driver logged the outage: try again shortly
                await self.sleep(TRY_AGAIN_EVERY)
                continue
            if not in_the_way:
                break
            now = self._elapsed()
            if told_at is None or now - told_at >= WAITING_TOLD_EVERY:
                told_at = now
                log.warning("waiting for %s: %s", self.shards_text(), _in_the_way(in_the_way, self))
            await self.sleep(TRY_AGAIN_EVERY)
        if told_at is not None:
            log.info("%s leased to this process now", self.shards_text())
        self._renewed_at = self._elapsed()
        self._renewing = asyncio.get_running_loop().create_task(self._keep(), name="shard-lease")

    async def _keep(self) -> None:
        while True:
            await self.sleep(RENEW_EVERY)
            try:
                in_the_way = await self._claim()
            except DatabaseUnreachable:  # logged by its driver; the lease runs on till it answers
                self._outage = True
                continue
            except Exception:  # never a renewal task that died quietly: try again next time
                log.exception("the shard lease could not be renewed")
                continue
            self._outage = False
            if not in_the_way:
                self._renewed_at = self._elapsed()
                continue
            why = _taken_over(in_the_way)
            log.critical("%s lost: %s; stopping", self.shards_text(), why)
            self._renewing = None  # nothing left to give back, nor to cancel
            await self.lost(why)
            return

    def overdue(self) -> bool:
        """Whether this process may have lost its shards without knowing it yet: its renewal is
        two rounds late, and not for a database out of reach (which its users are told of) —
        a process frozen for longer than a lease runs (a paused VM, SIGSTOP), just woken, whose
        renewal has not run yet. Discord may meanwhile be sending its servers' events to the
        process that took them over as well: until the renewal says, it leaves them alone."""
        if self._renewing is None or self._outage:
            return False
        return self._elapsed() - self._renewed_at > 2 * RENEW_EVERY

    async def release(self) -> None:
        """Give the shards back (a process that stops): the next one need not wait."""
        if self._renewing is None:
            return
        self._renewing.cancel()
        self._renewing = None
        try:
            await self.store.release_shards(str(self.holder))
        except Exception as error:  # it runs out by itself within LEASE_SECONDS
            log.warning("the shard lease could not be given back (%s): it runs out", error)


def _in_the_way(leases: Sequence[ShardLeaseRow], lease: ShardLease) -> str:
    """Who holds what this process wants, and what to check."""
    for row in leases:
        if row.shard_count != lease.shard_count:
            return (
                f"{_said(row.holder)} runs with {_count(row.shard_count)}, and every process on"
                f" one database must use the same (this one: {_count(lease.shard_count)})"
            )
    held = describe_holders(leases)
    runs_out = max(0.0, min(row.seconds_left for row in leases))
    return (
        f"{held} (check SHARD_IDS: no two processes may hold one shard); taken over as soon as"
        f" that process stops, or when its lease runs out (in {runs_out:.0f} s unless renewed)"
    )


def _taken_over(leases: Sequence[ShardLeaseRow]) -> str:
    """Why a process that held its shards lost them."""
    return (
        f"{describe_holders(leases)}, its lease having run out: this process could not renew it"
        f" for over {LEASE_SECONDS:.0f} s (frozen, or cut off from the database)"
    )


def describe_holders(leases: Sequence[ShardLeaseRow]) -> str:
    """Who holds what: "shards [0, 1] held by process 812 on vm; shard 2 held by ..."."""
    by_holder: dict[str, list[int]] = {}
    for lease in leases:
        by_holder.setdefault(lease.holder, []).append(lease.shard_id)
    return "; ".join(f"{_shards(ids)} held by {_said(holder)}" for holder, ids in by_holder.items())


def _count(shard_count: int) -> str:
    return "no SHARD_COUNT" if shard_count == 1 else f"SHARD_COUNT={shard_count}"


def _shards(ids: Sequence[int]) -> str:
    return f"shards {list(ids)}" if len(ids) > 1 else f"shard {ids[0]}"


def _said(holder: str) -> str:
    parsed = Holder.parse(holder)
    return holder if parsed is None else parsed.said()
