"""A record's public messages (a claim turn's, a tournament's), each posted once by one
process: what the record's data says of them (pure functions of that data).

`posted[key]`: the ids of `key`'s messages, all out. `posting[key]`: those out so far while the
rest are under way, and `taken[key]` which process posts them (`by`, bot/shard_lease.py
`Holder`) and when it took them or last recorded one (`at`). Two processes may go on with one
record at once (a shard handed over, a process cut off from Discord but not from the database):
the one that takes `key` in the database posts it, the other leaves it, unless the taker is
known to have stopped (a restart on the same machine) or has shown no progress for
`POSTING_STALE`. Then the key is taken over, and the message whose post was under way is looked
for in the channel before it is posted again.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

POSTING_STALE = timedelta(seconds=90)
"""How long a post under way keeps its key from other processes without recording progress,
when they cannot tell whether its process still runs: longer than a few messages take even
when Discord rate-limits them, shorter than two clock ticks, which go on with a turn."""


class PostedElsewhere(Exception):
    """Another process is posting these messages, or has posted them: this one leaves them."""


def posting(data: dict[str, Any], key: str, ids: list[int]) -> dict[str, Any]:
    return {**data, "posting": {**data.get("posting", {}), key: ids}}


def posted(
    data: dict[str, Any], key: str, ids: list[int], *, done: bool, now: datetime | None = None
) -> dict[str, Any]:
    """`key`'s messages posted so far (`now`: when, progress that keeps the key taken), or all
    of them once `done`."""
    if not done:
        data = posting(data, key, ids)
        taken = data.get("taken", {}).get(key)
        if now is None or taken is None:
            return data
        return _taken(data, key, {**taken, "at": now.isoformat()})
    rest = {k: v for k, v in data.get("posting", {}).items() if k != key}
    data = {**_taken(data, key, None), "posting": rest}
    return {**data, "posted": {**data.get("posted", {}), key: ids}}


def take(
    data: dict[str, Any], key: str, *, by: str, now: datetime, gone: Callable[[str], bool]
) -> dict[str, Any] | None:
    """`data` with `key` taken by `by` at `now`; None when it is posted, or another process
    (or `by` itself) took it less than POSTING_STALE ago and is not `gone`. An entry of
    `posting` not taken (an older version's, or given back after a failed post) is free."""
    if key in data.get("posted", {}):
        return None
    taken = data.get("taken", {}).get(key)
    if taken is not None and not left_behind(taken["by"], taken["at"], now=now, gone=gone):
        return None
    ids = data.get("posting", {}).get(key, [])
    return _taken(posting(data, key, ids), key, {"by": by, "at": now.isoformat()})


def left_behind(by: str, at: str, *, now: datetime, gone: Callable[[str], bool]) -> bool:
    """Whether what `by` took at `at` (ISO time) may be taken over: its process is known to
    have stopped, or has shown no progress for POSTING_STALE."""
    return gone(by) or now - datetime.fromisoformat(at) >= POSTING_STALE


def give_back(data: dict[str, Any], key: str) -> dict[str, Any]:
    """`key` free to take again at once (a post failed: the clock's next tick tries again),
    what was posted of it kept, the post that failed in doubt."""
    return _taken(data, key, None)


def _taken(data: dict[str, Any], key: str, entry: dict[str, str] | None) -> dict[str, Any]:
    taken = {k: v for k, v in data.get("taken", {}).items() if k != key}
    if entry is not None:
        taken[key] = entry
    return {**data, "taken": taken}
