"""The campaign and battle store: SQLite (embedded, the default) or PostgreSQL (several bot
processes on one database), every query scoped by guild.

Why it is shaped this way:

- Every method takes the guild id and every statement that reads or changes a row names it, so
  an id typed (or replayed from a button) in another server finds nothing.
- Every write is committed before the method returns: the bot replies only afterwards, so what a
  player was told has happened is on disk, even if the process is killed the next instant.
  The one exception is `show_later`: what a battle's messages showed once they were out, which
  is no answer and no result and is written within a second with other battles' (`shown.py`).
- Writes that touch several rows run in one transaction: the final answer of a battle, its
  outcome and the campaign changes it causes land together or not at all.
- No lock shared by unrelated guilds where the database allows it (`driver.py`): reads run on
  their own connections (a pool of WAL readers on SQLite) and never see an uncommitted write;
  writes serialise on SQLite's one writer, and on PostgreSQL only per guild (an advisory lock).
- One copy of every query, in SQLite's dialect; `postgres.py` translates it for PostgreSQL.

SQLite or PostgreSQL: SQLite (`STRATEGOS_DB=data/strategos.db`) needs nothing and is right for
one bot process. Move to PostgreSQL (`STRATEGOS_DB=postgresql://user:pw@host/db`, then
`python -m bot.store copy --from sqlite:///data/strategos.db --to postgresql://...`) when the bot
runs as several processes (shards), or when writes from many guilds queue behind SQLite's single
writer.

This module holds the store's opening, campaigns, factions, regions and campaign changes; the
turns (`turns.py`), battles (`battles.py`), what their messages show (`shown.py`), tournaments
(`tournaments.py`) and the leases of gateway shards (`shard_leases.py`) are parts of the same
`Store`, and the rows' SELECTs and mappings live in `rows.py`.
"""

from __future__ import annotations

import asyncio
import re
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from bot.config import DB_POOL_DEFAULT
from bot.store.battles import BattleRecords
from bot.store.driver import Connection, Driver, SqliteDriver
from bot.store.models import (
    UNCHANGED,
    AlreadyJoined,
    Campaign,
    CampaignChanges,
    CampaignFull,
    DatabaseUnusable,
    DuplicateName,
    Faction,
    NegativeCount,
    NotFound,
    Region,
    Unchanged,
)
from bot.store.preferences import PreferenceRecords
from bot.store.requests import RequestRecords
from bot.store.rows import (
    _CAMPAIGN,
    _FACTION,
    _REGION,
    _all,
    _campaign,
    _clean_name,
    _count,
    _dumps,
    _faction,
    _faction_id,
    _name_key,
    _normalise_holdings,
    _now,
    _one,
    _region,
)
from bot.store.schema import Migration, open_database
from bot.store.shard_leases import ShardLeaseRecords
from bot.store.shown import ShownLater, ShownRecords
from bot.store.tournaments import TournamentRecords
from bot.store.turns import TurnRecords


class Store(
    TurnRecords,
    BattleRecords,
    ShownRecords,
    RequestRecords,
    PreferenceRecords,
    TournamentRecords,
    ShardLeaseRecords,
):
    """The bot's persistent state. Open with `await Store.open(target)`; close when done."""

    def __init__(self, driver: Driver, path: Path | None = None, url: str | None = None) -> None:
        self._driver = driver
        self._settings_cache: OrderedDict[int, tuple[float, dict[str, Any]]] = OrderedDict()
        self._counts_written: OrderedDict[tuple[int, int, str, str], dict[str, int]] = OrderedDict()
        self._shown_later = ShownLater()
        self._shown_lock = asyncio.Lock()
        self.path = path
        """The SQLite file (None on PostgreSQL)."""
        self.url = url
        """The PostgreSQL URL (None on SQLite)."""

    # -- opening and closing ----------------------------------------------------------------------
    @classmethod
    async def open(
        cls,
        target: str | Path,
        *,
        busy_timeout_ms: int = 10_000,
        migrations: Sequence[Migration] | None = None,
        readers: int = 3,
        pool: int = DB_POOL_DEFAULT,
    ) -> Store:
        """Open the database and bring the schema up to date.

        `target`: `postgresql://...` (or `postgres://...`) for PostgreSQL; anything else is an
        SQLite file, as a path or `sqlite:///path` (the file and its folder are created).
        `busy_timeout_ms`: how long SQLite waits for another process holding the write lock.
        `migrations`: for tests; by default the ones shipped in `bot/store/migrations/`.
        `readers`: how many SQLite connections serve reads side by side.
        `pool`: how many connections to PostgreSQL this process opens at most.
        DatabaseUnusable, with the database left as it was, if it is corrupt, newer than this
        code, half-migrated, unreadable, read-only or (PostgreSQL) cannot be reached.
        """
        if isinstance(target, str) and target.startswith(POSTGRES_SCHEMES):
            from bot.store.postgres import PostgresDriver  # asyncpg only when asked for

            driver = await PostgresDriver.open(
                target, migrations=migrations, min_size=min(2, pool), max_size=pool
            )
            return cls(driver, url=target)
        path = sqlite_path(target)
        db = await open_database(path, busy_timeout_ms=busy_timeout_ms, migrations=migrations)
        await db.execute("PRAGMA busy_timeout = 0")  # never sleeps on the loop (driver.here)
        return cls(SqliteDriver(db, path, busy_timeout_ms=busy_timeout_ms, readers=readers), path)

    async def close(self) -> None:
        """Write what waits to be shown, then close every connection (idempotent)."""
        if not self._driver.closed:
            await self._close_shown()
        await self._driver.close()

    async def checkpoint(self, *, last: bool = False) -> bool:
        """Everything committed written into the database's own file (SQLite's write-ahead log
        emptied into it), as before a copy of the file is taken; False if a reader elsewhere
        kept part of it in use. The store stays open; `last` (a stop): for reads only."""
        return await self._driver.checkpoint(last=last)

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    @property
    def backend(self) -> str:
        """'sqlite' or 'postgresql'."""
        return "sqlite" if isinstance(self._driver, SqliteDriver) else "postgresql"

    async def _trace(self, callback: Callable[[str], object] | None) -> None:
        """For tests: `callback` sees every statement the store runs, on any connection."""
        self._driver.trace = callback

    def _raw_writer(self) -> Any:
        """For tests: the SQLite connection writes go through (`total_changes`, PRAGMAs)."""
        assert isinstance(self._driver, SqliteDriver)
        return self._driver.writer

    def _reading(self, guild_id: int) -> Any:
        """A connection for reads: never waits behind a write or another guild's read."""
        return self._driver.reading(guild_id)

    def _transaction(self, guild_id: int | None) -> Any:
        """One write transaction for the guild: all of it commits or none of it (see driver).
        None: of no one guild, for writes of single rows by their key (`write_shown`)."""
        return self._driver.transaction(guild_id)

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
        async with self._transaction(guild_id) as db:
            taken = await _one(
                db,
                "SELECT id FROM campaigns WHERE guild_id = ? AND name_key = ?",
                (guild_id, _name_key(name)),
            )
            if taken is not None:
                raise DuplicateName(f"a campaign called {name!r} already exists in this guild")
            cursor = await db.fetchone(
                "INSERT INTO campaigns (guild_id, game, name, name_key, settings, gm_user_id,"
                " status, created_at) VALUES (?, ?, ?, ?, ?, ?, 'active', ?) RETURNING id",
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
            return await self._get_campaign(db, guild_id, cursor["id"])

    async def get_campaign(self, guild_id: int, campaign_id: int) -> Campaign | None:
        async with self._reading(guild_id) as db:
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
        async with self._reading(guild_id) as db:
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
        async with self._reading(guild_id) as db:
            rows = await _all(db, sql + " ORDER BY name_key, id", params)
        return [_campaign(row) for row in rows]

    async def update_campaign_settings(
        self, guild_id: int, campaign_id: int, settings: Mapping[str, Any]
    ) -> Campaign:
        """Replace the settings wholesale."""
        async with self._transaction(guild_id) as db:
            cursor = await db.execute(
                "UPDATE campaigns SET settings = ? WHERE guild_id = ? AND id = ?",
                (_dumps(dict(settings)), guild_id, campaign_id),
            )
            if cursor.rowcount != 1:
                raise NotFound(f"no campaign #{campaign_id} in this guild")
            return await self._get_campaign(db, guild_id, campaign_id)

    async def archive_campaign(self, guild_id: int, campaign_id: int) -> Campaign:
        """Archived campaigns drop out of lists but keep their name, factions and history."""
        async with self._transaction(guild_id) as db:
            cursor = await db.execute(
                "UPDATE campaigns SET status = 'archived', archived_at = COALESCE(archived_at, ?)"
                " WHERE guild_id = ? AND id = ?",
                (_now(), guild_id, campaign_id),
            )
            if cursor.rowcount != 1:
                raise NotFound(f"no campaign #{campaign_id} in this guild")
            return await self._get_campaign(db, guild_id, campaign_id)

    async def _get_campaign(
        self, db: Connection, guild_id: int, campaign_id: int | None
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
        async with self._transaction(guild_id) as db:
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
            cursor = await db.fetchone(
                "INSERT INTO factions (guild_id, campaign_id, user_id, name, name_key, resources,"
                " data, joined_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
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
            return await self._get_faction(db, guild_id, cursor["id"])

    async def leave_campaign(self, guild_id: int, campaign_id: int, user_id: int) -> Faction | None:
        """Mark the player's faction as left (it stays on record); None if they had none."""
        async with self._transaction(guild_id) as db:
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
        async with self._reading(guild_id) as db:
            rows = await _all(db, sql + " ORDER BY id", (guild_id, campaign_id))
        return [_faction(row) for row in rows]

    async def get_faction(self, guild_id: int, faction_id: int) -> Faction | None:
        async with self._reading(guild_id) as db:
            row = await _one(
                db, f"{_FACTION} WHERE guild_id = ? AND id = ?", (guild_id, faction_id)
            )
            return None if row is None else _faction(row)

    async def faction_of(self, guild_id: int, campaign_id: int, user_id: int) -> Faction | None:
        """The player's active faction in the campaign."""
        async with self._reading(guild_id) as db:
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
        async with self._transaction(guild_id) as db:
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

    async def _get_faction(self, db: Connection, guild_id: int, faction_id: int | None) -> Faction:
        row = await _one(db, f"{_FACTION} WHERE guild_id = ? AND id = ?", (guild_id, faction_id))
        if row is None:
            raise NotFound(f"no faction #{faction_id} in this guild")
        return _faction(row)

    async def _active_faction_of(
        self, db: Connection, guild_id: int, campaign_id: int, user_id: int
    ) -> Faction | None:
        row = await _one(
            db,
            f"{_FACTION} WHERE guild_id = ? AND campaign_id = ? AND user_id = ?"
            " AND left_at IS NULL",
            (guild_id, campaign_id, user_id),
        )
        return None if row is None else _faction(row)

    async def _require_factions(
        self, db: Connection, guild_id: int, campaign_id: int, ids: Iterable[int]
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
        async with self._transaction(guild_id) as db:
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
        async with self._reading(guild_id) as db:
            return await self._find_region(db, guild_id, campaign_id, key)

    async def list_regions(self, guild_id: int, campaign_id: int) -> list[Region]:
        """By key."""
        async with self._reading(guild_id) as db:
            rows = await _all(
                db,
                f"{_REGION} WHERE guild_id = ? AND campaign_id = ? ORDER BY key",
                (guild_id, campaign_id),
            )
        return [_region(row) for row in rows]

    async def _find_region(
        self, db: Connection, guild_id: int, campaign_id: int, key: str
    ) -> Region | None:
        row = await _one(
            db,
            f"{_REGION} WHERE guild_id = ? AND campaign_id = ? AND key = ?",
            (guild_id, campaign_id, key),
        )
        return None if row is None else _region(row)

    async def _write_region(
        self,
        db: Connection,
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
        async with self._transaction(guild_id) as db:
            await self._apply_changes(db, guild_id, campaign_id, changes)

    # -- campaign changes (inside a battle's transaction) -----------------------------------------
    async def _apply_changes(
        self, db: Connection, guild_id: int, campaign_id: int, changes: CampaignChanges
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

    # -- the bot's own state ----------------------------------------------------------------------
    async def bot_state(self, key: str) -> str | None:
        """A value the bot keeps about itself, not about a server (`bot_state`)."""
        async with self._reading(0) as db:
            row = await _one(db, "SELECT value FROM bot_state WHERE key = ?", (key,))
        return None if row is None else str(row["value"])

    async def set_bot_state(self, key: str, value: str) -> None:
        async with self._transaction(0) as db:
            await db.execute(
                "INSERT INTO bot_state (key, value, updated_at) VALUES (?, ?, ?)"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value,"
                " updated_at = excluded.updated_at",
                (key, value, _now()),
            )


POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def sqlite_path(target: str | Path) -> Path:
    """A path, or `sqlite:///relative/path` / `sqlite:////absolute/path` (as SQLAlchemy).
    DatabaseUnusable for any other URL (`mysql://…`, `sqlite://x`, `postgresql+asyncpg://…`),
    which would otherwise become an odd file name."""
    if isinstance(target, str) and target.startswith("sqlite:///"):
        return Path(target[len("sqlite:///") :])
    scheme = re.match(r"([A-Za-z][A-Za-z0-9+.-]*):/", str(target))
    if scheme and len(scheme[1]) > 1:  # one letter: a Windows drive (C:/...)
        raise DatabaseUnusable(
            f"A database given as {scheme[1]}://… is not one Strategos opens: give a file path or"
            " sqlite:///path for SQLite, or postgresql://user:password@host/database for"
            " PostgreSQL; nothing was created."
        )
    return Path(target)
