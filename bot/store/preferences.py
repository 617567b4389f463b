"""What a server and its players keep between battles: the server's settings, and the forces
each player last set in a game's force builder (offered again next time)."""

from __future__ import annotations

import copy
import time
from collections.abc import Mapping
from typing import Any

from bot.kept import keep
from bot.store.models import ForcesUsed
from bot.store.rows import _all, _count, _dumps, _loads, _now, _one

SETTINGS_TTL = 30.0
"""Seconds a server's settings are kept in memory (see `guild_settings`)."""
SETTINGS_KEPT = 10_000
COUNTS_KEPT = 10_000
"""Players' last counts this process wrote or read, remembered so the same ones are not written
again."""

NewCounts = tuple[tuple[int, int, str, str], dict[str, int]]
"""(server, player, game, purpose) and the counts to write for them."""


class PreferenceRecords:
    """The settings part of the Store (it brings the connections and the two caches)."""

    # -- server settings --------------------------------------------------------------------------
    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        """The server's settings. Read at nearly every click (the language of what everyone
        reads), so kept for `SETTINGS_TTL` seconds: a change made here is seen at once, one made
        by another process sharing the database within that time (with shards, a server's
        commands all reach the one process holding it)."""
        now = time.monotonic()
        kept = self._settings_cache.get(guild_id)
        if kept is not None and kept[0] > now:
            return copy.deepcopy(kept[1])
        async with self._reading(guild_id) as db:
            row = await _one(
                db, "SELECT settings FROM guild_settings WHERE guild_id = ?", (guild_id,)
            )
        settings = {} if row is None else _loads(row["settings"])
        keep(self._settings_cache, guild_id, (now + SETTINGS_TTL, settings), SETTINGS_KEPT)
        return copy.deepcopy(settings)

    async def update_guild_settings(self, guild_id: int, changes: Mapping[str, Any]) -> dict:
        """Merge `changes` into the server's settings (a value of None removes the key)."""
        async with self._transaction(guild_id) as db:
            row = await _one(
                db, "SELECT settings FROM guild_settings WHERE guild_id = ?", (guild_id,)
            )
            settings = {} if row is None else _loads(row["settings"])
            for key, value in changes.items():
                if value is None:
                    settings.pop(key, None)
                else:
                    settings[key] = value
            await db.execute(
                "INSERT INTO guild_settings (guild_id, settings, updated_at) VALUES (?, ?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings,"
                " updated_at = excluded.updated_at",
                (guild_id, _dumps(settings), _now()),
            )
        self._settings_cache.pop(guild_id, None)
        return settings

    # -- what a player last set in a force builder (quick battles) --------------------------------
    async def remember_counts(
        self, guild_id: int, user_id: int, game: str, purpose: str, counts: Mapping[str, int]
    ) -> None:
        """Record the counts `user_id` just set for `purpose` on their own (an answer carries
        them in its transaction: `append_answer(remember=...)`)."""
        new = self._new_counts(guild_id, ForcesUsed(user_id, game, purpose, counts))
        if new is None:
            return
        async with self._transaction(guild_id) as db:
            await self._write_counts(db, new)
        self._counts_committed(new)

    def _new_counts(self, guild_id: int, used: ForcesUsed) -> NewCounts | None:
        """The counts of `used` to write, None if they are what this process last wrote or
        read: writing them again would change nothing (a confirmed prefill, mostly)."""
        values = {str(k): _count(v, str(k)) for k, v in used.counts.items()}
        key = (guild_id, used.user_id, used.game, used.purpose)
        return None if self._counts_written.get(key) == values else (key, values)

    async def _write_counts(self, db: Any, new: NewCounts) -> None:
        """Inside a transaction; unit types the counts do not name keep what was set before (a
        defender's forts stay for the next defence)."""
        (guild_id, user_id, game, purpose), values = new
        await db.execute(
            "INSERT INTO forces_used (guild_id, user_id, game, purpose, counts, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, user_id, game, purpose)"
            " DO UPDATE SET counts = json_patch(forces_used.counts, excluded.counts),"
            " updated_at = excluded.updated_at",
            (guild_id, user_id, game, purpose, _dumps(values), _now()),
        )

    def _counts_committed(self, new: NewCounts | None) -> None:
        """Once their transaction has committed (not before: one that failed wrote nothing)."""
        if new is not None:
            keep(self._counts_written, *new, COUNTS_KEPT)

    async def remembered_counts(
        self, guild_id: int, user_id: int, game: str
    ) -> dict[str, dict[str, int]]:
        """purpose -> {unit key: count}: what `user_id` last set in this server's `game`. What
        is read is what is known written: another process may have written since this one did
        (a shard handed over and back), and counts set again as this one last wrote them must
        then be written."""
        async with self._reading(guild_id) as db:
            rows = await _all(
                db,
                "SELECT purpose, counts FROM forces_used"
                " WHERE guild_id = ? AND user_id = ? AND game = ?",
                (guild_id, user_id, game),
            )
        found = {row["purpose"]: _loads(row["counts"]) for row in rows}
        for purpose, counts in found.items():
            keep(self._counts_written, (guild_id, user_id, game, purpose), counts, COUNTS_KEPT)
        return copy.deepcopy(found)
