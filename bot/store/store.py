"""The campaign and battle store: one SQLite file through aiosqlite, every query scoped by guild.

Why it is shaped this way:

- Every method takes the guild id and every statement that reads or changes a row names it, so
  an id typed (or replayed from a button) in another server finds nothing.
- Every write is committed before the method returns: the bot replies only afterwards, so what a
  player was told has happened is on disk, even if the process is killed the next instant.
- Writes that touch several rows run in one BEGIN IMMEDIATE transaction: the final answer of a
  battle, its outcome and the campaign changes it causes land together or not at all.
- One connection serves the whole bot. An asyncio lock gives each method the connection to
  itself, so one coroutine never reads another's uncommitted rows or joins its transaction.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager, suppress
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import aiosqlite

from bot.store.models import (
    UNCHANGED,
    AlreadyJoined,
    AuditEntry,
    Battle,
    BattleRequest,
    BattleStatus,
    Campaign,
    CampaignChanges,
    CampaignFull,
    DuplicateName,
    DuplicateOrigin,
    Faction,
    Finish,
    NegativeCount,
    NotFound,
    OrdersChanged,
    Region,
    StaleAnswer,
    StoreError,
    Turn,
    TurnClosed,
    TurnOrder,
    TurnRunning,
    Unchanged,
    clean_name,
)
from bot.store.schema import Migration, open_database

BATTLE_STATUSES: tuple[BattleStatus, ...] = ("active", "finished", "cancelled")

_CAMPAIGN = (
    "SELECT id, guild_id, game, name, settings, gm_user_id, status, created_at, archived_at"
    " FROM campaigns"
)
_FACTION = (
    "SELECT id, guild_id, campaign_id, user_id, name, resources, data, joined_at, left_at"
    " FROM factions"
)
_REGION = (
    "SELECT id, guild_id, campaign_id, key, name, owner, holdings, data, updated_at FROM regions"
)
_BATTLE = (
    "SELECT id, guild_id, campaign_id, game, setup, seed, answers, status, outcome, channel_id,"
    " message_id, thread_id, created_by, created_at, updated_at, finished_at, entropy, origin,"
    " shown FROM battles"
)
_REQUEST = (
    "SELECT id, guild_id, battle_id, action, answer_count, requested_by, needed, agreed, status,"
    " decided_by, channel_id, message_id, created_at, updated_at FROM battle_requests"
)
_TURN = (
    "SELECT id, guild_id, campaign_id, number, status, deadline, channel_id, message_id, data,"
    " opened_by, opened_at, closed_by, closed_at, updated_at FROM turns"
)
_ORDER = "SELECT guild_id, turn_id, faction_id, orders, submitted_at, updated_at FROM turn_orders"
_AUDIT = "SELECT id, guild_id, battle_id, seq, user_id, action, payload, at FROM audit"


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")


def _dumps(value: Any) -> str:
    """Sorted keys: the same value is always the same text (diffable, comparable in SQL)."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False, allow_nan=False)


def _loads(text: str | None) -> Any:
    return None if text is None else json.loads(text)


def _clean_name(name: str) -> str:
    """InvalidName (a ValueError) for a name with nothing visible in it."""
    return clean_name(name)


def _name_key(name: str) -> str:
    """Case-insensitive for every script (SQLite's NOCASE folds ASCII only, and one game is
    played in Ukrainian)."""
    return _clean_name(name).casefold()


def _count(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what} must be an integer, not {value!r}")
    return value


def _faction_id(value: Any) -> int:
    """Faction ids arrive as ints from callers and as strings from JSON keys."""
    try:
        return int(value)
    except (TypeError, ValueError):
        raise ValueError(f"not a faction id: {value!r}") from None


def _normalise_holdings(holdings: Mapping[Any, Mapping[str, int]]) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for faction, units in holdings.items():
        kept = {}
        for unit, n in units.items():
            if _count(n, f"holding of {unit!r}") < 0:
                raise NegativeCount(f"faction {faction} cannot hold {n} {unit}")
            if n:
                kept[str(unit)] = n
        if kept:
            out[str(_faction_id(faction))] = kept
    return out


def _campaign(row: sqlite3.Row) -> Campaign:
    return Campaign(
        id=row["id"],
        guild_id=row["guild_id"],
        game=row["game"],
        name=row["name"],
        settings=_loads(row["settings"]),
        gm_user_id=row["gm_user_id"],
        status=row["status"],
        created_at=row["created_at"],
        archived_at=row["archived_at"],
    )


def _faction(row: sqlite3.Row) -> Faction:
    return Faction(
        id=row["id"],
        guild_id=row["guild_id"],
        campaign_id=row["campaign_id"],
        user_id=row["user_id"],
        name=row["name"],
        resources=_loads(row["resources"]),
        data=_loads(row["data"]),
        joined_at=row["joined_at"],
        left_at=row["left_at"],
    )


def _region(row: sqlite3.Row) -> Region:
    return Region(
        id=row["id"],
        guild_id=row["guild_id"],
        campaign_id=row["campaign_id"],
        key=row["key"],
        name=row["name"],
        owner=row["owner"],
        holdings=_loads(row["holdings"]),
        data=_loads(row["data"]),
        updated_at=row["updated_at"],
    )


def _battle(row: sqlite3.Row) -> Battle:
    return Battle(
        id=row["id"],
        guild_id=row["guild_id"],
        campaign_id=row["campaign_id"],
        game=row["game"],
        setup=_loads(row["setup"]),
        seed=row["seed"],
        answers=_loads(row["answers"]),
        status=row["status"],
        outcome=_loads(row["outcome"]),
        channel_id=row["channel_id"],
        message_id=row["message_id"],
        thread_id=row["thread_id"],
        created_by=row["created_by"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        finished_at=row["finished_at"],
        entropy=row["entropy"],
        origin=row["origin"],
        shown=_loads(row["shown"]),
    )


def _request(row: sqlite3.Row) -> BattleRequest:
    return BattleRequest(
        id=row["id"],
        guild_id=row["guild_id"],
        battle_id=row["battle_id"],
        action=row["action"],
        answer_count=row["answer_count"],
        requested_by=row["requested_by"],
        needed=_loads(row["needed"]),
        agreed=_loads(row["agreed"]),
        status=row["status"],
        decided_by=row["decided_by"],
        channel_id=row["channel_id"],
        message_id=row["message_id"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
    )


def _turn(row: sqlite3.Row) -> Turn:
    return Turn(
        id=row["id"],
        guild_id=row["guild_id"],
        campaign_id=row["campaign_id"],
        number=row["number"],
        status=row["status"],
        deadline=row["deadline"],
        channel_id=row["channel_id"],
        message_id=row["message_id"],
        data=_loads(row["data"]),
        opened_by=row["opened_by"],
        opened_at=row["opened_at"],
        closed_by=row["closed_by"],
        closed_at=row["closed_at"],
        updated_at=row["updated_at"],
    )


def _order(row: sqlite3.Row) -> TurnOrder:
    return TurnOrder(
        guild_id=row["guild_id"],
        turn_id=row["turn_id"],
        faction_id=row["faction_id"],
        orders=_loads(row["orders"]),
        submitted_at=row["submitted_at"],
        updated_at=row["updated_at"],
    )


def _audit(row: sqlite3.Row) -> AuditEntry:
    return AuditEntry(
        id=row["id"],
        guild_id=row["guild_id"],
        battle_id=row["battle_id"],
        seq=row["seq"],
        user_id=row["user_id"],
        action=row["action"],
        payload=_loads(row["payload"]),
        at=row["at"],
    )


_SQLITE_INTS = range(-(2**63), 2**63)


def _storable(params: Sequence[Any]) -> bool:
    """SQLite integers are 64-bit: a larger number (a forged 20-digit id in a custom_id or an
    option) raises OverflowError. No row can hold such a number, so a read with one finds
    nothing."""
    return all(not isinstance(p, int) or p in _SQLITE_INTS for p in params)


async def _one(db: aiosqlite.Connection, sql: str, params: Sequence[Any]) -> sqlite3.Row | None:
    if not _storable(params):
        return None
    async with db.execute(sql, params) as cursor:
        return await cursor.fetchone()


async def _all(db: aiosqlite.Connection, sql: str, params: Sequence[Any]) -> list[sqlite3.Row]:
    if not _storable(params):
        return []
    async with db.execute(sql, params) as cursor:
        return list(await cursor.fetchall())


class Store:
    """The bot's persistent state. Open with `await Store.open(path)`; close when done."""

    def __init__(self, db: aiosqlite.Connection, path: Path) -> None:
        self._db: aiosqlite.Connection | None = db
        self._lock = asyncio.Lock()
        self.path = path

    # -- opening and closing ----------------------------------------------------------------------
    @classmethod
    async def open(
        cls,
        path: str | Path,
        *,
        busy_timeout_ms: int = 10_000,
        migrations: Sequence[Migration] | None = None,
    ) -> Store:
        """Open (creating the file and its folder) and bring the schema up to date.

        `busy_timeout_ms`: how long to wait for another process holding the write lock.
        `migrations`: for tests; by default the ones shipped in `bot/store/migrations/`.
        DatabaseUnusable, with the file left as it was, if it is corrupt, newer than this code,
        half-migrated, unreadable or read-only (see `bot/store/schema.py`: open_database).
        """
        path = Path(path)
        db = await open_database(path, busy_timeout_ms=busy_timeout_ms, migrations=migrations)
        return cls(db, path)

    async def close(self) -> None:
        """Close the connection (idempotent). Everything is already committed."""
        async with self._lock:
            if self._db is not None:
                db, self._db = self._db, None
                await db.close()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    def _connection(self) -> aiosqlite.Connection:
        if self._db is None:
            raise StoreError("the store is closed")
        return self._db

    @asynccontextmanager
    async def _reading(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            yield self._connection()

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """BEGIN IMMEDIATE ... COMMIT; any exception (cancellation too) rolls everything back.

        IMMEDIATE takes the write lock up front, so checks made inside (counts, names) still hold
        when the write happens, even against another process on the same file.
        """
        async with self._lock:
            db = self._connection()
            await db.execute("BEGIN IMMEDIATE")
            try:
                yield db
                await db.execute("COMMIT")
            except BaseException:
                # The transaction may be gone already (COMMIT ran, then we were cancelled).
                with suppress(sqlite3.OperationalError):
                    await db.execute("ROLLBACK")
                raise

    # -- campaigns --------------------------------------------------------------------------------
    async def create_campaign(
        self,
        guild_id: int,
        game: str,
        name: str,
        *,
        gm_user_id: int | None,
        settings: Mapping[str, Any] | None = None,
    ) -> Campaign:
        """A new active campaign; DuplicateName if the guild has one of that name (any case)."""
        name = _clean_name(name)
        async with self._transaction() as db:
            taken = await _one(
                db,
                "SELECT id FROM campaigns WHERE guild_id = ? AND name_key = ?",
                (guild_id, _name_key(name)),
            )
            if taken is not None:
                raise DuplicateName(f"a campaign called {name!r} already exists in this guild")
            cursor = await db.execute(
                "INSERT INTO campaigns (guild_id, game, name, name_key, settings, gm_user_id,"
                " status, created_at) VALUES (?, ?, ?, ?, ?, ?, 'active', ?)",
                (
                    guild_id,
                    game,
                    name,
                    _name_key(name),
                    _dumps(dict(settings or {})),
                    gm_user_id,
                    _now(),
                ),
            )
            return await self._get_campaign(db, guild_id, cursor.lastrowid)

    async def get_campaign(self, guild_id: int, campaign_id: int) -> Campaign | None:
        async with self._reading() as db:
            row = await _one(
                db, f"{_CAMPAIGN} WHERE guild_id = ? AND id = ?", (guild_id, campaign_id)
            )
            return None if row is None else _campaign(row)

    async def find_campaign(self, guild_id: int, name: str) -> Campaign | None:
        """By name, ignoring case and spacing; archived campaigns are found too (names stay
        taken)."""
        try:
            key = _name_key(name)
        except ValueError:
            return None
        async with self._reading() as db:
            row = await _one(
                db, f"{_CAMPAIGN} WHERE guild_id = ? AND name_key = ?", (guild_id, key)
            )
            return None if row is None else _campaign(row)

    async def list_campaigns(
        self, guild_id: int, *, game: str | None = None, include_archived: bool = False
    ) -> list[Campaign]:
        """The guild's campaigns by name."""
        sql = f"{_CAMPAIGN} WHERE guild_id = ?"
        params: list[Any] = [guild_id]
        if game is not None:
            sql += " AND game = ?"
            params.append(game)
        if not include_archived:
            sql += " AND status = 'active'"
        async with self._reading() as db:
            rows = await _all(db, sql + " ORDER BY name_key, id", params)
        return [_campaign(row) for row in rows]

    async def update_campaign_settings(
        self, guild_id: int, campaign_id: int, settings: Mapping[str, Any]
    ) -> Campaign:
        """Replace the settings wholesale."""
        async with self._transaction() as db:
            cursor = await db.execute(
                "UPDATE campaigns SET settings = ? WHERE guild_id = ? AND id = ?",
                (_dumps(dict(settings)), guild_id, campaign_id),
            )
            if cursor.rowcount != 1:
                raise NotFound(f"no campaign #{campaign_id} in this guild")
            return await self._get_campaign(db, guild_id, campaign_id)

    async def archive_campaign(self, guild_id: int, campaign_id: int) -> Campaign:
        """Archived campaigns drop out of lists but keep their name, factions and history."""
        async with self._transaction() as db:
            cursor = await db.execute(
                "UPDATE campaigns SET status = 'archived', archived_at = COALESCE(archived_at, ?)"
                " WHERE guild_id = ? AND id = ?",
                (_now(), guild_id, campaign_id),
            )
            if cursor.rowcount != 1:
                raise NotFound(f"no campaign #{campaign_id} in this guild")
            return await self._get_campaign(db, guild_id, campaign_id)

    async def _get_campaign(
        self, db: aiosqlite.Connection, guild_id: int, campaign_id: int | None
    ) -> Campaign:
        row = await _one(db, f"{_CAMPAIGN} WHERE guild_id = ? AND id = ?", (guild_id, campaign_id))
        if row is None:
            raise NotFound(f"no campaign #{campaign_id} in this guild")
        return _campaign(row)

    # -- factions ---------------------------------------------------------------------------------
    async def join_campaign(
        self,
        guild_id: int,
        campaign_id: int,
        user_id: int | None,
        name: str,
        *,
        resources: Mapping[str, Any] | None = None,
        data: Mapping[str, Any] | None = None,
        max_factions: int | None = None,
    ) -> Faction:
        """A new faction. user_id None makes a faction nobody plays (a neutral).

        AlreadyJoined if the player has an active faction here; DuplicateName if an active
        faction has the name (a faction that left frees its name); CampaignFull if it has
        `max_factions` active factions already (checked in the transaction: two joins at once
        cannot both take the last place). NotFound for no campaign.
        """
        name = _clean_name(name)
        async with self._transaction() as db:
            await self._get_campaign(db, guild_id, campaign_id)
            if user_id is not None and await self._active_faction_of(
                db, guild_id, campaign_id, user_id
            ):
                raise AlreadyJoined(f"user {user_id} already plays in campaign #{campaign_id}")
            taken = await _one(
                db,
                "SELECT id FROM factions WHERE guild_id = ? AND campaign_id = ? AND name_key = ?"
                " AND left_at IS NULL",
                (guild_id, campaign_id, _name_key(name)),
            )
            if taken is not None:
                raise DuplicateName(f"a faction called {name!r} already plays in this campaign")
            if max_factions is not None:
                active = await _one(
                    db,
                    "SELECT COUNT(*) FROM factions WHERE guild_id = ? AND campaign_id = ?"
                    " AND left_at IS NULL",
                    (guild_id, campaign_id),
                )
                if active is not None and active[0] >= max_factions:
                    raise CampaignFull(f"campaign #{campaign_id} has {active[0]} factions")
            cursor = await db.execute(
                "INSERT INTO factions (guild_id, campaign_id, user_id, name, name_key, resources,"
                " data, joined_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    guild_id,
                    campaign_id,
                    user_id,
                    name,
                    _name_key(name),
                    _dumps(dict(resources or {})),
                    _dumps(dict(data or {})),
                    _now(),
                ),
            )
            return await self._get_faction(db, guild_id, cursor.lastrowid)

    async def leave_campaign(self, guild_id: int, campaign_id: int, user_id: int) -> Faction | None:
        """Mark the player's faction as left (it stays on record); None if they had none."""
        async with self._transaction() as db:
            faction = await self._active_faction_of(db, guild_id, campaign_id, user_id)
            if faction is None:
                return None
            await db.execute(
                "UPDATE factions SET left_at = ? WHERE guild_id = ? AND id = ?",
                (_now(), guild_id, faction.id),
            )
            return await self._get_faction(db, guild_id, faction.id)

    async def list_factions(
        self, guild_id: int, campaign_id: int, *, include_left: bool = False
    ) -> list[Faction]:
        """In joining order."""
        sql = f"{_FACTION} WHERE guild_id = ? AND campaign_id = ?"
        if not include_left:
            sql += " AND left_at IS NULL"
        async with self._reading() as db:
            rows = await _all(db, sql + " ORDER BY id", (guild_id, campaign_id))
        return [_faction(row) for row in rows]

    async def get_faction(self, guild_id: int, faction_id: int) -> Faction | None:
        async with self._reading() as db:
            row = await _one(
                db, f"{_FACTION} WHERE guild_id = ? AND id = ?", (guild_id, faction_id)
            )
            return None if row is None else _faction(row)

    async def faction_of(self, guild_id: int, campaign_id: int, user_id: int) -> Faction | None:
        """The player's active faction in the campaign."""
        async with self._reading() as db:
            return await self._active_faction_of(db, guild_id, campaign_id, user_id)

    async def set_faction(
        self,
        guild_id: int,
        faction_id: int,
        *,
        resources: Mapping[str, Any] | None = None,
        data: Mapping[str, Any] | None = None,
    ) -> Faction:
        """Replace the fields given (None leaves a field as it is)."""
        async with self._transaction() as db:
            faction = await self._get_faction(db, guild_id, faction_id)
            await db.execute(
                "UPDATE factions SET resources = ?, data = ? WHERE guild_id = ? AND id = ?",
                (
                    _dumps(dict(faction.resources if resources is None else resources)),
                    _dumps(dict(faction.data if data is None else data)),
                    guild_id,
                    faction_id,
                ),
            )
            return await self._get_faction(db, guild_id, faction_id)

    async def _get_faction(
        self, db: aiosqlite.Connection, guild_id: int, faction_id: int | None
    ) -> Faction:
        row = await _one(db, f"{_FACTION} WHERE guild_id = ? AND id = ?", (guild_id, faction_id))
        if row is None:
            raise NotFound(f"no faction #{faction_id} in this guild")
        return _faction(row)

    async def _active_faction_of(
        self, db: aiosqlite.Connection, guild_id: int, campaign_id: int, user_id: int
    ) -> Faction | None:
        row = await _one(
            db,
            f"{_FACTION} WHERE guild_id = ? AND campaign_id = ? AND user_id = ?"
            " AND left_at IS NULL",
            (guild_id, campaign_id, user_id),
        )
        return None if row is None else _faction(row)

    async def _require_factions(
        self, db: aiosqlite.Connection, guild_id: int, campaign_id: int, ids: Iterable[int]
    ) -> None:
        """Refuse a faction id that is not of this campaign (and guild): a typo must not leak
        units or gold into another campaign."""
        wanted = {_faction_id(i) for i in ids}
        if not wanted:
            return
        marks = ", ".join("?" * len(wanted))
        rows = await _all(
            db,
            f"SELECT id FROM factions WHERE guild_id = ? AND campaign_id = ? AND id IN ({marks})",
            (guild_id, campaign_id, *sorted(wanted)),
        )
        missing = wanted - {row["id"] for row in rows}
        if missing:
            raise NotFound(f"no faction {sorted(missing)} in campaign #{campaign_id}")

    # -- regions ----------------------------------------------------------------------------------
    async def upsert_region(
        self,
        guild_id: int,
        campaign_id: int,
        key: str,
        *,
        name: str | None = None,
        owner: int | None | Unchanged = UNCHANGED,
        holdings: Mapping[Any, Mapping[str, int]] | None = None,
        data: Mapping[str, Any] | None = None,
    ) -> Region:
        """Create the region or change only the fields given. owner=None means nobody owns it;
        leave owner out to keep it. holdings and data are replaced wholesale when given."""
        async with self._transaction() as db:
            await self._get_campaign(db, guild_id, campaign_id)
            new_holdings = None if holdings is None else _normalise_holdings(holdings)
            referenced = [int(f) for f in new_holdings or {}]
            if owner is not UNCHANGED and owner is not None:
                referenced.append(owner)
            await self._require_factions(db, guild_id, campaign_id, referenced)
            current = await self._find_region(db, guild_id, campaign_id, key)
            if current is None:
                await db.execute(
                    "INSERT INTO regions (guild_id, campaign_id, key, name, owner, holdings, data,"
                    " updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        guild_id,
                        campaign_id,
                        key,
                        key if name is None else name,
                        None if owner is UNCHANGED else owner,
                        _dumps(new_holdings or {}),
                        _dumps(dict(data or {})),
                        _now(),
                    ),
                )
            else:
                await self._write_region(
                    db,
                    current,
                    name=current.name if name is None else name,
                    owner=current.owner if owner is UNCHANGED else owner,
                    holdings=current.holdings if new_holdings is None else new_holdings,
                    data=current.data if data is None else dict(data),
                )
            region = await self._find_region(db, guild_id, campaign_id, key)
            assert region is not None
            return region

    async def get_region(self, guild_id: int, campaign_id: int, key: str) -> Region | None:
        async with self._reading() as db:
            return await self._find_region(db, guild_id, campaign_id, key)

    async def list_regions(self, guild_id: int, campaign_id: int) -> list[Region]:
        """By key."""
        async with self._reading() as db:
            rows = await _all(
                db,
                f"{_REGION} WHERE guild_id = ? AND campaign_id = ? ORDER BY key",
                (guild_id, campaign_id),
            )
        return [_region(row) for row in rows]

    async def _find_region(
        self, db: aiosqlite.Connection, guild_id: int, campaign_id: int, key: str
    ) -> Region | None:
        row = await _one(
            db,
            f"{_REGION} WHERE guild_id = ? AND campaign_id = ? AND key = ?",
            (guild_id, campaign_id, key),
        )
        return None if row is None else _region(row)

    async def _write_region(
        self,
        db: aiosqlite.Connection,
        region: Region,
        *,
        name: str,
        owner: int | None,
        holdings: Mapping[str, Mapping[str, int]],
        data: Mapping[str, Any],
    ) -> None:
        await db.execute(
            "UPDATE regions SET name = ?, owner = ?, holdings = ?, data = ?, updated_at = ?"
            " WHERE guild_id = ? AND id = ?",
            (
                name,
                owner,
                _dumps(dict(holdings)),
                _dumps(dict(data)),
                _now(),
                region.guild_id,
                region.id,
            ),
        )

    async def apply_changes(
        self, guild_id: int, campaign_id: int, changes: CampaignChanges
    ) -> None:
        """A game master's edit of a campaign (units placed, markers moved): all or nothing."""
        async with self._transaction() as db:
            await self._apply_changes(db, guild_id, campaign_id, changes)

    # -- campaign changes (inside a battle's transaction) -----------------------------------------
    async def _apply_changes(
        self, db: aiosqlite.Connection, guild_id: int, campaign_id: int, changes: CampaignChanges
    ) -> None:
        """Apply every change or raise; the caller's transaction rolls back on any error."""
        referenced: list[int] = [*changes.resource_deltas, *changes.faction_data]
        for change in changes.regions.values():
            referenced.extend(change.holdings_deltas)
            if change.owner is not UNCHANGED and change.owner is not None:
                referenced.append(change.owner)
        await self._require_factions(db, guild_id, campaign_id, referenced)

        resource_deltas = {_faction_id(f): d for f, d in changes.resource_deltas.items()}
        faction_data = {_faction_id(f): d for f, d in changes.faction_data.items()}
        for faction_id in sorted(resource_deltas.keys() | faction_data.keys()):
            faction = await self._get_faction(db, guild_id, faction_id)
            resources = dict(faction.resources)
            for resource, delta in resource_deltas.get(faction_id, {}).items():
                resources[resource] = resources.get(resource, 0) + _count(delta, resource)
                floor = changes.resource_floors.get(resource)
                if floor is not None and resources[resource] < floor:
                    raise NegativeCount(
                        f"{faction.name} would have {resources[resource]} {resource}"
                        f" (at least {floor} needed)"
                    )
            data = {**faction.data, **faction_data.get(faction_id, {})}
            await db.execute(
                "UPDATE factions SET resources = ?, data = ? WHERE guild_id = ? AND id = ?",
                (_dumps(resources), _dumps(data), guild_id, faction_id),
            )

        for key, change in changes.regions.items():
            region = await self._find_region(db, guild_id, campaign_id, key)
            if region is None:
                await db.execute(
                    "INSERT INTO regions (guild_id, campaign_id, key, name, owner, holdings, data,"
                    " updated_at) VALUES (?, ?, ?, ?, NULL, '{}', '{}', ?)",
                    (guild_id, campaign_id, key, key, _now()),
                )
                region = await self._find_region(db, guild_id, campaign_id, key)
                assert region is not None
            holdings = {f: dict(units) for f, units in region.holdings.items()}
            for faction, deltas in change.holdings_deltas.items():
                units = holdings.setdefault(str(_faction_id(faction)), {})
                for unit, delta in deltas.items():
                    n = units.get(unit, 0) + _count(delta, f"change of {unit!r}")
                    if n < 0:
                        raise NegativeCount(
                            f"faction {faction} would hold {n} {unit} in {key}"
                            f" (had {units.get(unit, 0)})"
                        )
                    units[unit] = n
            await self._write_region(
                db,
                region,
                name=region.name,
                owner=region.owner if change.owner is UNCHANGED else change.owner,
                holdings=_normalise_holdings(holdings),
                data={**region.data, **change.data},
            )

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
        async with self._transaction() as db:
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
            cursor = await db.execute(
                "INSERT INTO turns (guild_id, campaign_id, number, status, deadline, channel_id,"
                " data, opened_by, opened_at, updated_at)"
                " VALUES (?, ?, ?, 'open', ?, ?, ?, ?, ?, ?)",
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
            return await self._get_turn(db, guild_id, cursor.lastrowid)

    async def get_turn(self, guild_id: int, turn_id: int) -> Turn | None:
        async with self._reading() as db:
            row = await _one(db, f"{_TURN} WHERE guild_id = ? AND id = ?", (guild_id, turn_id))
            return None if row is None else _turn(row)

    async def latest_turn(self, guild_id: int, campaign_id: int) -> Turn | None:
        """The campaign's turn with the highest number (None before the first)."""
        async with self._reading() as db:
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
        async with self._reading() as db:
            rows = await _all(db, sql + " ORDER BY id", params)
        return [_turn(row) for row in rows]

    async def set_turn_message(
        self, guild_id: int, turn_id: int, *, channel_id: int, message_id: int
    ) -> Turn:
        """Where the turn's public panel lives."""
        async with self._transaction() as db:
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
        async with self._transaction() as db:
            turn = await self._get_turn(db, guild_id, turn_id)
            if turn.status != "open":
                raise TurnClosed(f"turn #{turn_id} is {turn.status}")
            await self._require_factions(db, guild_id, turn.campaign_id, [faction_id])
            now = _now()
            await db.execute(
                "INSERT INTO turn_orders (guild_id, turn_id, faction_id, orders, submitted_at,"
                " updated_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (turn_id, faction_id)"
                " DO UPDATE SET orders = excluded.orders, submitted_at = excluded.submitted_at,"
                " updated_at = excluded.updated_at WHERE guild_id = excluded.guild_id",
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
        async with self._reading() as db:
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
        async with self._transaction() as db:
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
        async with self._transaction() as db:
            turn = await self._get_turn(db, guild_id, turn_id)
            if turn.updated_at != expected_updated_at:
                raise TurnClosed(f"turn #{turn_id} changed meanwhile")
            await db.execute(
                "UPDATE turns SET data = ?, status = ?, updated_at = ?"
                " WHERE guild_id = ? AND id = ?",
                (
                    _dumps(dict(turn.data if data is None else data)),
                    status or turn.status,
                    _now(),
                    guild_id,
                    turn_id,
                ),
            )
            if changes is not None:
                await self._apply_changes(db, guild_id, turn.campaign_id, changes)
            return await self._get_turn(db, guild_id, turn_id)

    async def _get_turn(self, db: aiosqlite.Connection, guild_id: int, turn_id: int | None) -> Turn:
        row = await _one(db, f"{_TURN} WHERE guild_id = ? AND id = ?", (guild_id, turn_id))
        if row is None:
            raise NotFound(f"no turn #{turn_id} in this guild")
        return _turn(row)

    # -- battles ----------------------------------------------------------------------------------
    async def create_battle(
        self,
        guild_id: int,
        *,
        game: str,
        setup: Mapping[str, Any],
        seed: str,
        channel_id: int | None,
        created_by: int,
        campaign_id: int | None = None,
        changes: CampaignChanges | None = None,
        finish: Finish | None = None,
        entropy: str | None = None,
        origin: str | None = None,
        message_id: int | None = None,
    ) -> Battle:
        """A new active battle with no answers, its 'start' audit entry and, in the same
        transaction, any campaign changes starting it costs (e.g. gold to declare an attack).

        With `finish`, a battle that asks nothing (all dice) ends in that same transaction.
        `origin`: what started it; DuplicateOrigin if a battle of this guild has it already."""
        if campaign_id is None and (
            changes is not None or (finish is not None and finish.changes is not None)
        ):
            raise ValueError("campaign changes need the battle to belong to a campaign")
        async with self._transaction() as db:
            if campaign_id is not None:
                await self._get_campaign(db, guild_id, campaign_id)
            if origin is not None:
                taken = await _one(
                    db,
                    "SELECT id FROM battles WHERE guild_id = ? AND origin = ?",
                    (guild_id, origin),
                )
                if taken is not None:
                    raise DuplicateOrigin(taken["id"])
            now = _now()
            cursor = await db.execute(
                "INSERT INTO battles (guild_id, campaign_id, game, setup, seed, answers, status,"
                " channel_id, created_by, created_at, updated_at, entropy, origin, message_id)"
                " VALUES (?, ?, ?, ?, ?, '[]', 'active', ?, ?, ?, ?, ?, ?, ?)",
                (
                    guild_id,
                    campaign_id,
                    game,
                    _dumps(dict(setup)),
                    seed,
                    channel_id,
                    created_by,
                    now,
                    now,
                    entropy,
                    origin,
                    message_id,
                ),
            )
            battle_id = cursor.lastrowid
            assert battle_id is not None
            payload: dict[str, Any] = {"game": game, "campaign_id": campaign_id}
            if changes is not None:
                payload["changes"] = changes.to_json()
                assert campaign_id is not None
                await self._apply_changes(db, guild_id, campaign_id, changes)
            await self._audit(db, guild_id, battle_id, None, created_by, "start", payload)
            if finish is not None:
                await db.execute(
                    "UPDATE battles SET status = 'finished', outcome = ?, finished_at = ?"
                    " WHERE guild_id = ? AND id = ?",
                    (_dumps(dict(finish.outcome)), now, guild_id, battle_id),
                )
                ended: dict[str, Any] = {"outcome": dict(finish.outcome)}
                if finish.changes is not None:
                    ended["changes"] = finish.changes.to_json()
                    assert campaign_id is not None
                    await self._apply_changes(db, guild_id, campaign_id, finish.changes)
                await self._audit(db, guild_id, battle_id, None, created_by, "finish", ended)
            return await self._get_battle(db, guild_id, battle_id)

    async def get_battle(self, guild_id: int, battle_id: int) -> Battle | None:
        async with self._reading() as db:
            row = await _one(db, f"{_BATTLE} WHERE guild_id = ? AND id = ?", (guild_id, battle_id))
            return None if row is None else _battle(row)

    async def list_battles(
        self,
        guild_id: int,
        *,
        status: str | None = None,
        campaign_id: int | None = None,
        limit: int = 25,
    ) -> list[Battle]:
        """Newest first."""
        sql = f"{_BATTLE} WHERE guild_id = ?"
        params: list[Any] = [guild_id]
        if status is not None:
            if status not in BATTLE_STATUSES:
                raise ValueError(f"unknown battle status {status!r}")
            sql += " AND status = ?"
            params.append(status)
        if campaign_id is not None:
            sql += " AND campaign_id = ?"
            params.append(campaign_id)
        async with self._reading() as db:
            rows = await _all(db, sql + " ORDER BY id DESC LIMIT ?", [*params, max(0, limit)])
        return [_battle(row) for row in rows]

    async def set_battle_message(
        self,
        guild_id: int,
        battle_id: int,
        *,
        channel_id: int | None = None,
        message_id: int | None = None,
        thread_id: int | None = None,
    ) -> Battle:
        """Where the battle's panel (and thread) lives; None leaves a field as it is."""
        async with self._transaction() as db:
            cursor = await db.execute(
                "UPDATE battles SET channel_id = COALESCE(?, channel_id),"
                " message_id = COALESCE(?, message_id), thread_id = COALESCE(?, thread_id),"
                " updated_at = ? WHERE guild_id = ? AND id = ?",
                (channel_id, message_id, thread_id, _now(), guild_id, battle_id),
            )
            if cursor.rowcount != 1:
                raise NotFound(f"no battle #{battle_id} in this guild")
            return await self._get_battle(db, guild_id, battle_id)

    async def append_answer(
        self,
        guild_id: int,
        battle_id: int,
        *,
        expected_count: int,
        answer: Mapping[str, Any],
        user_id: int,
        finish: Finish | None = None,
    ) -> Battle:
        """Record one answer — and, with `finish`, end the battle — in one transaction.

        StaleAnswer unless the battle is active with exactly `expected_count` answers: the
        second of two clicks on the same button carries the same count and is refused.
        With `finish`: outcome, status 'finished', audit 'finish' and `finish.changes` applied
        to the battle's campaign; if any of it fails, the answer is not recorded either.
        """
        async with self._transaction() as db:
            battle = await self._get_battle(db, guild_id, battle_id)
            self._require_turn(battle, expected_count)
            if finish is not None and finish.changes is not None and battle.campaign_id is None:
                raise ValueError(f"battle #{battle_id} has no campaign to apply changes to")
            answers = [*battle.answers, dict(answer)]
            now = _now()
            sets = "answers = ?, updated_at = ?"
            params: list[Any] = [_dumps(answers), now]
            if finish is not None:
                sets += ", status = 'finished', outcome = ?, finished_at = ?"
                params += [_dumps(dict(finish.outcome)), now]
            await self._update_battle_guarded(db, battle, expected_count, sets, params)
            await self._audit(db, guild_id, battle_id, expected_count, user_id, "answer", answer)
            if finish is not None:
                payload: dict[str, Any] = {"outcome": dict(finish.outcome)}
                if finish.changes is not None:
                    payload["changes"] = finish.changes.to_json()
                    assert battle.campaign_id is not None
                    await self._apply_changes(db, guild_id, battle.campaign_id, finish.changes)
                await self._audit(db, guild_id, battle_id, None, user_id, "finish", payload)
            return await self._get_battle(db, guild_id, battle_id)

    async def pop_answer(
        self,
        guild_id: int,
        battle_id: int,
        *,
        expected_count: int,
        user_id: int,
        note: Mapping[str, Any] | None = None,
    ) -> Battle:
        """Undo the last answer. StaleAnswer if the battle is not active, has moved on since the
        caller looked, or has no answer to take back. `note` joins the audit entry (e.g. the
        dice the undone answer threw, which stay on record)."""
        async with self._transaction() as db:
            battle = await self._get_battle(db, guild_id, battle_id)
            self._require_turn(battle, expected_count)
            if not battle.answers:
                raise StaleAnswer(f"battle #{battle_id} has no answer to undo")
            removed = battle.answers[-1]
            await self._update_battle_guarded(
                db,
                battle,
                expected_count,
                "answers = ?, updated_at = ?",
                [_dumps(battle.answers[:-1]), _now()],
            )
            payload = removed if isinstance(removed, dict) else {"answer": removed}
            payload = {**payload, **(note or {})}
            await self._audit(db, guild_id, battle_id, expected_count - 1, user_id, "undo", payload)
            return await self._get_battle(db, guild_id, battle_id)

    async def cancel_battle(self, guild_id: int, battle_id: int, *, user_id: int) -> Battle:
        """Call off an active battle (StaleAnswer if it already ended). Campaign changes made
        when it started are not reversed: that is the game master's call."""
        async with self._transaction() as db:
            battle = await self._get_battle(db, guild_id, battle_id)
            if battle.status != "active":
                raise StaleAnswer(f"battle #{battle_id} is already {battle.status}")
            now = _now()
            await db.execute(
                "UPDATE battles SET status = 'cancelled', finished_at = ?, updated_at = ?"
                " WHERE guild_id = ? AND id = ? AND status = 'active'",
                (now, now, guild_id, battle_id),
            )
            payload = {"answers": len(battle.answers)}
            await self._audit(db, guild_id, battle_id, None, user_id, "cancel", payload)
            return await self._get_battle(db, guild_id, battle_id)

    async def audit_log(self, guild_id: int, battle_id: int) -> list[AuditEntry]:
        """Everything done to the battle, oldest first."""
        async with self._reading() as db:
            rows = await _all(
                db,
                f"{_AUDIT} WHERE guild_id = ? AND battle_id = ? ORDER BY id",
                (guild_id, battle_id),
            )
        return [_audit(row) for row in rows]

    async def set_battle_shown(self, guild_id: int, battle_id: int, **parts: Any) -> None:
        """Record what the battle's public messages show now: `panel` (the version shown),
        `events` (public events narrated), `ping` (the message calling the players to act)...
        Parts not given stay as they are; a part given as None is removed."""
        shown = dict(parts)
        async with self._transaction() as db:
            await db.execute(
                "UPDATE battles SET shown = json_patch(shown, ?) WHERE guild_id = ? AND id = ?",
                (_dumps(shown), guild_id, battle_id),
            )

    async def active_battles(self, guild_id: int, *, limit: int = 1000) -> list[Battle]:
        """The guild's active battles, oldest first."""
        async with self._reading() as db:
            rows = await _all(
                db,
                f"{_BATTLE} WHERE guild_id = ? AND status = 'active' ORDER BY id LIMIT ?",
                (guild_id, limit),
            )
        return [_battle(row) for row in rows]

    # -- server settings --------------------------------------------------------------------------
    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        async with self._reading() as db:
            row = await _one(
                db, "SELECT settings FROM guild_settings WHERE guild_id = ?", (guild_id,)
            )
        return {} if row is None else _loads(row["settings"])

    async def update_guild_settings(self, guild_id: int, changes: Mapping[str, Any]) -> dict:
        """Merge `changes` into the server's settings (a value of None removes the key)."""
        async with self._transaction() as db:
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
            return settings

    # -- what a player last set in a force builder (quick battles) --------------------------------
    async def remember_counts(
        self, guild_id: int, user_id: int, game: str, purpose: str, counts: Mapping[str, int]
    ) -> None:
        """Record the counts `user_id` just set for `purpose`; unit types this ask did not name
        keep what was set before (a defender's forts stay for the next defence)."""
        values = {str(k): _count(v, str(k)) for k, v in counts.items()}
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO forces_used (guild_id, user_id, game, purpose, counts, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, user_id, game, purpose)"
                " DO UPDATE SET counts = json_patch(counts, excluded.counts),"
                " updated_at = excluded.updated_at",
                (guild_id, user_id, game, purpose, _dumps(values), _now()),
            )

    async def remembered_counts(
        self, guild_id: int, user_id: int, game: str
    ) -> dict[str, dict[str, int]]:
        """purpose -> {unit key: count}: what `user_id` last set in this server's `game`."""
        async with self._reading() as db:
            rows = await _all(
                db,
                "SELECT purpose, counts FROM forces_used"
                " WHERE guild_id = ? AND user_id = ? AND game = ?",
                (guild_id, user_id, game),
            )
        return {row["purpose"]: _loads(row["counts"]) for row in rows}

    async def battle_of_message(self, guild_id: int, message_id: int) -> Battle | None:
        """The battle whose panel is that message, if any."""
        async with self._reading() as db:
            row = await _one(
                db, f"{_BATTLE} WHERE guild_id = ? AND message_id = ?", (guild_id, message_id)
            )
        return None if row is None else _battle(row)

    async def battles_behind(self, guild_id: int, *, limit: int = 100) -> list[Battle]:
        """Battles whose public panel is missing or shows an older state than the stored one."""
        async with self._reading() as db:
            rows = await _all(
                db,
                f"{_BATTLE} WHERE guild_id = ? AND ((status = 'active' AND message_id IS NULL)"
                " OR json_extract(shown, '$.panel') IS NOT"
                " (json_array_length(answers) || ':' || status)) ORDER BY id LIMIT ?",
                (guild_id, limit),
            )
        return [_battle(row) for row in rows]

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
        """A new request; an open one for the same battle and action lapses (one at a time)."""
        async with self._transaction() as db:
            now = _now()
            await db.execute(
                "UPDATE battle_requests SET status = 'lapsed', updated_at = ?"
                " WHERE guild_id = ? AND battle_id = ? AND status = 'open'",
                (now, guild_id, battle_id),
            )
            cursor = await db.execute(
                "INSERT INTO battle_requests (guild_id, battle_id, action, answer_count,"
                " requested_by, needed, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
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
            return await self._get_request(db, guild_id, cursor.lastrowid)

    async def get_request(self, guild_id: int, request_id: int) -> BattleRequest | None:
        async with self._reading() as db:
            row = await _one(
                db, f"{_REQUEST} WHERE guild_id = ? AND id = ?", (guild_id, request_id)
            )
            return None if row is None else _request(row)

    async def set_request_message(
        self, guild_id: int, request_id: int, *, channel_id: int, message_id: int
    ) -> None:
        async with self._transaction() as db:
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
        async with self._transaction() as db:
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
        async with self._transaction() as db:
            await db.execute(
                "UPDATE battle_requests SET status = 'lapsed', updated_at = ?"
                " WHERE guild_id = ? AND id = ? AND status = 'open'",
                (_now(), guild_id, request_id),
            )

    async def _get_request(
        self, db: aiosqlite.Connection, guild_id: int, request_id: int | None
    ) -> BattleRequest:
        row = await _one(db, f"{_REQUEST} WHERE guild_id = ? AND id = ?", (guild_id, request_id))
        if row is None:
            raise NotFound(f"no request #{request_id} in this guild")
        return _request(row)

    @staticmethod
    def _require_turn(battle: Battle, expected_count: int) -> None:
        if battle.status != "active":
            raise StaleAnswer(f"battle #{battle.id} is {battle.status}")
        if len(battle.answers) != expected_count:
            raise StaleAnswer(
                f"battle #{battle.id} has {len(battle.answers)} answers, not {expected_count}"
            )

    async def _update_battle_guarded(
        self,
        db: aiosqlite.Connection,
        battle: Battle,
        expected_count: int,
        sets: str,
        params: list[Any],
    ) -> None:
        """The write repeats the check in SQL, so it cannot apply to a battle that moved on."""
        cursor = await db.execute(
            f"UPDATE battles SET {sets} WHERE guild_id = ? AND id = ? AND status = 'active'"
            " AND json_array_length(answers) = ?",
            (*params, battle.guild_id, battle.id, expected_count),
        )
        if cursor.rowcount != 1:
            raise StaleAnswer(f"battle #{battle.id} moved on")

    async def _get_battle(self, db: aiosqlite.Connection, guild_id: int, battle_id: int) -> Battle:
        row = await _one(db, f"{_BATTLE} WHERE guild_id = ? AND id = ?", (guild_id, battle_id))
        if row is None:
            raise NotFound(f"no battle #{battle_id} in this guild")
        return _battle(row)

    async def _audit(
        self,
        db: aiosqlite.Connection,
        guild_id: int,
        battle_id: int,
        seq: int | None,
        user_id: int | None,
        action: str,
        payload: Mapping[str, Any],
    ) -> None:
        await db.execute(
            "INSERT INTO audit (guild_id, battle_id, seq, user_id, action, payload, at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (guild_id, battle_id, seq, user_id, action, _dumps(dict(payload)), _now()),
        )
