"""Campaign turns and each faction's orders: one open turn per campaign, orders only while it is
open, one close of two, guarded updates that apply campaign changes with the turn."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.store.driver import Connection
from bot.store.models import (
    CampaignChanges,
    NotFound,
    OrdersChanged,
    Turn,
    TurnClosed,
    TurnOrder,
    TurnRunning,
)
from bot.store.rows import (
    _ORDER,
    _TURN,
    _all,
    _dumps,
    _now,
    _one,
    _order,
    _turn,
)


class TurnRecords:
    """The turns part of the Store (it brings the connection, the lock and the campaign changes)."""

    # -- turns ------------------------------------------------------------------------------------
    async def open_turn(
        self,
        guild_id: int,
        campaign_id: int,
        *,
        opened_by: int,
        channel_id: int | None,
        deadline: str | None = None,
        data: Mapping[str, Any] | None = None,
    ) -> Turn:
        """The campaign's next turn, open for orders; a turn still resolving becomes done.

        TurnRunning if a turn of the campaign is open (the caller decides whether a resolving
        turn may be left behind before calling)."""
        async with self._transaction(guild_id) as db:
            await self._get_campaign(db, guild_id, campaign_id)
            row = await _one(
                db,
                "SELECT COUNT(*) FILTER (WHERE status = 'open'), COALESCE(MAX(number), 0)"
                " FROM turns WHERE guild_id = ? AND campaign_id = ?",
                (guild_id, campaign_id),
            )
            assert row is not None
            if row[0]:
                raise TurnRunning(f"campaign #{campaign_id} has an open turn")
            now = _now()
            await db.execute(
                "UPDATE turns SET status = 'done', updated_at = ?"
                " WHERE guild_id = ? AND campaign_id = ? AND status = 'resolving'",
                (now, guild_id, campaign_id),
            )
            cursor = await db.fetchone(
                "INSERT INTO turns (guild_id, campaign_id, number, status, deadline, channel_id,"
                " data, opened_by, opened_at, updated_at)"
                " VALUES (?, ?, ?, 'open', ?, ?, ?, ?, ?, ?) RETURNING id",
                (
                    guild_id,
                    campaign_id,
                    row[1] + 1,
                    deadline,
                    channel_id,
                    _dumps(dict(data or {})),
                    opened_by,
                    now,
                    now,
                ),
            )
            return await self._get_turn(db, guild_id, cursor["id"])

    async def get_turn(self, guild_id: int, turn_id: int) -> Turn | None:
        async with self._reading(guild_id) as db:
            row = await _one(db, f"{_TURN} WHERE guild_id = ? AND id = ?", (guild_id, turn_id))
            return None if row is None else _turn(row)

    async def latest_turn(self, guild_id: int, campaign_id: int) -> Turn | None:
        """The campaign's turn with the highest number (None before the first)."""
        async with self._reading(guild_id) as db:
            row = await _one(
                db,
                f"{_TURN} WHERE guild_id = ? AND campaign_id = ? ORDER BY number DESC LIMIT 1",
                (guild_id, campaign_id),
            )
            return None if row is None else _turn(row)

    async def list_turns(self, guild_id: int, *, status: str | None = None) -> list[Turn]:
        """The guild's turns (of every campaign), oldest first."""
        sql = f"{_TURN} WHERE guild_id = ?"
        params: list[Any] = [guild_id]
        if status is not None:
            sql += " AND status = ?"
            params.append(status)
        async with self._reading(guild_id) as db:
            rows = await _all(db, sql + " ORDER BY id", params)
        return [_turn(row) for row in rows]

    async def running_turns(self, guild_id: int) -> list[Turn]:
        """The guild's turns still open or resolving, oldest first: what the clock and a start-up
        look at every server for, without reading back each finished turn's record."""
        async with self._reading(guild_id) as db:
            rows = await _all(
                db,
                f"{_TURN} WHERE guild_id = ? AND status IN ('open', 'resolving') ORDER BY id",
                (guild_id,),
            )
        return [_turn(row) for row in rows]

    async def set_turn_message(
        self, guild_id: int, turn_id: int, *, channel_id: int, message_id: int
    ) -> Turn:
        """Where the turn's public panel lives."""
        async with self._transaction(guild_id) as db:
            cursor = await db.execute(
                "UPDATE turns SET channel_id = ?, message_id = ?, updated_at = ?"
                " WHERE guild_id = ? AND id = ?",
                (channel_id, message_id, _now(), guild_id, turn_id),
            )
            if cursor.rowcount != 1:
                raise NotFound(f"no turn #{turn_id} in this guild")
            return await self._get_turn(db, guild_id, turn_id)

    async def save_orders(
        self,
        guild_id: int,
        turn_id: int,
        faction_id: int,
        orders: Mapping[str, Any],
        *,
        submitted: bool,
    ) -> TurnOrder:
        """Write a faction's orders (a draft, or submitted). TurnClosed unless the turn is open;
        NotFound unless the faction plays in the turn's campaign."""
        async with self._transaction(guild_id) as db:
            turn = await self._get_turn(db, guild_id, turn_id)
            if turn.status != "open":
                raise TurnClosed(f"turn #{turn_id} is {turn.status}")
            await self._require_factions(db, guild_id, turn.campaign_id, [faction_id])
            now = _now()
            await db.execute(
                "INSERT INTO turn_orders (guild_id, turn_id, faction_id, orders, submitted_at,"
                " updated_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (turn_id, faction_id)"
                " DO UPDATE SET orders = excluded.orders, submitted_at = excluded.submitted_at,"
                " updated_at = excluded.updated_at WHERE turn_orders.guild_id = excluded.guild_id",
                (
                    guild_id,
                    turn_id,
                    faction_id,
                    _dumps(dict(orders)),
                    now if submitted else None,
                    now,
                ),
            )
            row = await _one(
                db,
                f"{_ORDER} WHERE guild_id = ? AND turn_id = ? AND faction_id = ?",
                (guild_id, turn_id, faction_id),
            )
            assert row is not None
            return _order(row)

    async def list_orders(self, guild_id: int, turn_id: int) -> list[TurnOrder]:
        async with self._reading(guild_id) as db:
            rows = await _all(
                db,
                f"{_ORDER} WHERE guild_id = ? AND turn_id = ? ORDER BY faction_id",
                (guild_id, turn_id),
            )
        return [_order(row) for row in rows]

    async def close_turn(
        self,
        guild_id: int,
        turn_id: int,
        *,
        closed_by: int | None,
        data: Mapping[str, Any],
        orders_seen: Mapping[int, str] | None = None,
    ) -> Turn:
        """Open -> resolving, with the game's record of it (e.g. its plan). TurnClosed if the turn
        is not open any more: of two closes at once, one applies. `orders_seen` (faction id ->
        the order's updated_at the plan was made from): OrdersChanged if an order was saved
        since, so no order a player was told is in ends up left out."""
        async with self._transaction(guild_id) as db:
            if orders_seen is not None:
                rows = await _all(
                    db,
                    "SELECT faction_id, updated_at FROM turn_orders WHERE guild_id = ?"
                    " AND turn_id = ?",
                    (guild_id, turn_id),
                )
                if {row["faction_id"]: row["updated_at"] for row in rows} != dict(orders_seen):
                    raise OrdersChanged(f"an order of turn #{turn_id} changed meanwhile")
            now = _now()
            cursor = await db.execute(
                "UPDATE turns SET status = 'resolving', data = ?, closed_by = ?, closed_at = ?,"
                " updated_at = ? WHERE guild_id = ? AND id = ? AND status = 'open'",
                (_dumps(dict(data)), closed_by, now, now, guild_id, turn_id),
            )
            if cursor.rowcount != 1:
                turn = await self._get_turn(db, guild_id, turn_id)
                raise TurnClosed(f"turn #{turn_id} is {turn.status}")
            return await self._get_turn(db, guild_id, turn_id)

    async def update_turn(
        self,
        guild_id: int,
        turn_id: int,
        *,
        expected_updated_at: str,
        data: Mapping[str, Any] | None = None,
        status: str | None = None,
        changes: CampaignChanges | None = None,
    ) -> Turn:
        """Replace the turn's data and/or status, applying `changes` to its campaign in the same
        transaction. TurnClosed if the turn changed since the caller read it (`updated_at`)."""
        async with self._transaction(guild_id) as db:
            turn = await self._get_turn(db, guild_id, turn_id)
            if turn.updated_at != expected_updated_at:
                raise TurnClosed(f"turn #{turn_id} changed meanwhile")
            # compare-and-set in the statement too: correct even without the guild's lock
            cursor = await db.execute(
                "UPDATE turns SET data = ?, status = ?, updated_at = ?"
                " WHERE guild_id = ? AND id = ? AND updated_at = ?",
                (
                    _dumps(dict(turn.data if data is None else data)),
                    status or turn.status,
                    _now(),
                    guild_id,
                    turn_id,
                    expected_updated_at,
                ),
            )
            if cursor.rowcount != 1:
                raise TurnClosed(f"turn #{turn_id} changed meanwhile")
            if changes is not None:
                await self._apply_changes(db, guild_id, turn.campaign_id, changes)
            return await self._get_turn(db, guild_id, turn_id)

    async def _get_turn(self, db: Connection, guild_id: int, turn_id: int | None) -> Turn:
        row = await _one(db, f"{_TURN} WHERE guild_id = ? AND id = ?", (guild_id, turn_id))
        if row is None:
            raise NotFound(f"no turn #{turn_id} in this guild")
        return _turn(row)
