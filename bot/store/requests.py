"""Consent requests (bot/ui/consent.py): an undo or a cancel that needs the other players'
agreement, one open at a time per battle, decided by a refusal, the last consent or a game
master's answer, lapsed when the battle moves on."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.store.models import BattleRequest, NotFound, StaleAnswer
from bot.store.rows import _REQUEST, _dumps, _now, _one, _request


class RequestRecords:
    """The consent part of the Store (it brings the connections)."""

    # -- consent requests -------------------------------------------------------------------------
    async def open_request(
        self,
        guild_id: int,
        battle_id: int,
        *,
        action: str,
        answer_count: int,
        requested_by: int,
        needed: Sequence[int],
    ) -> BattleRequest:
        """A new request; any request still open for the battle lapses (one at a time)."""
        async with self._transaction(guild_id) as db:
            now = _now()
            await db.execute(
                "UPDATE battle_requests SET status = 'lapsed', updated_at = ?"
                " WHERE guild_id = ? AND battle_id = ? AND status = 'open'",
                (now, guild_id, battle_id),
            )
            cursor = await db.fetchone(
                "INSERT INTO battle_requests (guild_id, battle_id, action, answer_count,"
                " requested_by, needed, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                " RETURNING id",
                (
                    guild_id,
                    battle_id,
                    action,
                    answer_count,
                    requested_by,
                    _dumps(sorted(set(needed))),
                    now,
                    now,
                ),
            )
            return await self._get_request(db, guild_id, cursor["id"])

    async def get_request(self, guild_id: int, request_id: int) -> BattleRequest | None:
        async with self._reading(guild_id) as db:
            row = await _one(
                db, f"{_REQUEST} WHERE guild_id = ? AND id = ?", (guild_id, request_id)
            )
            return None if row is None else _request(row)

    async def set_request_message(
        self, guild_id: int, request_id: int, *, channel_id: int, message_id: int
    ) -> None:
        async with self._transaction(guild_id) as db:
            await db.execute(
                "UPDATE battle_requests SET channel_id = ?, message_id = ?"
                " WHERE guild_id = ? AND id = ?",
                (channel_id, message_id, guild_id, request_id),
            )

    async def answer_request(
        self, guild_id: int, request_id: int, *, user_id: int, agree: bool, decides: bool = False
    ) -> BattleRequest:
        """Record one consent or refusal; a refusal decides it, the last consent grants it, and
        a game master's answer (`decides`) decides it at once. StaleAnswer if it is not open."""
        async with self._transaction(guild_id) as db:
            request = await self._get_request(db, guild_id, request_id)
            if request.status != "open":
                raise StaleAnswer(f"request #{request_id} is {request.status}")
            agreed = request.agreed
            if agree and user_id in request.needed:
                agreed = sorted({*agreed, user_id})
            status = "open"
            if not agree:
                status = "refused"
            elif decides or not [u for u in request.needed if u not in agreed]:
                status = "granted"
            await db.execute(
                "UPDATE battle_requests SET agreed = ?, status = ?, decided_by = ?,"
                " updated_at = ? WHERE guild_id = ? AND id = ? AND status = 'open'",
                (
                    _dumps(agreed),
                    status,
                    user_id if status != "open" else None,
                    _now(),
                    guild_id,
                    request_id,
                ),
            )
            return await self._get_request(db, guild_id, request_id)

    async def lapse_request(self, guild_id: int, request_id: int) -> None:
        """The battle moved on: an open request can no longer be granted."""
        async with self._transaction(guild_id) as db:
            await db.execute(
                "UPDATE battle_requests SET status = 'lapsed', updated_at = ?"
                " WHERE guild_id = ? AND id = ? AND status = 'open'",
                (_now(), guild_id, request_id),
            )

    async def _get_request(self, db: Any, guild_id: int, request_id: int | None) -> BattleRequest:
        row = await _one(db, f"{_REQUEST} WHERE guild_id = ? AND id = ?", (guild_id, request_id))
        if row is None:
            raise NotFound(f"no request #{request_id} in this guild")
        return _request(row)
