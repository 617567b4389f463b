"""The store's rows: the SELECT of each table, its mapping to a model, and the small helpers
every repository shares (JSON in sorted-key text, names compared case-free, ids SQLite holds)."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from bot.store.driver import Connection
from bot.store.models import (
    AuditEntry,
    Battle,
    BattleRequest,
    BattleStatus,
    Campaign,
    Faction,
    NegativeCount,
    Region,
    Turn,
    TurnOrder,
    clean_name,
)

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
_BATTLE_COLUMNS = (
    "id, guild_id, campaign_id, game, setup, seed, status, outcome, channel_id, message_id,"
    " thread_id, created_by, created_at, updated_at, finished_at, entropy, origin, shown,"
    " answer_count, revision"
)
_BATTLE = f"SELECT {_BATTLE_COLUMNS} FROM battles"
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


def _campaign(row: Any) -> Campaign:
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


def _faction(row: Any) -> Faction:
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


def _region(row: Any) -> Region:
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


def _battle(row: Any, answers: list[Any]) -> Battle:
    """`answers`: read from battle_answers (or known to the caller), in order."""
    return Battle(
        id=row["id"],
        guild_id=row["guild_id"],
        campaign_id=row["campaign_id"],
        game=row["game"],
        setup=_loads(row["setup"]),
        seed=row["seed"],
        answers=answers,
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
        revision=row["revision"],
    )


def _request(row: Any) -> BattleRequest:
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


def _turn(row: Any) -> Turn:
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


def _order(row: Any) -> TurnOrder:
    return TurnOrder(
        guild_id=row["guild_id"],
        turn_id=row["turn_id"],
        faction_id=row["faction_id"],
        orders=_loads(row["orders"]),
        submitted_at=row["submitted_at"],
        updated_at=row["updated_at"],
    )


def _audit(row: Any) -> AuditEntry:
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


_INT_LOW, _INT_HIGH = -(2**63), 2**63


def _storable(params: Sequence[Any]) -> bool:
    """Integers are 64-bit in both databases: a larger number (a forged 20-digit id in a
    custom_id or an option) raises OverflowError on SQLite, DataError on PostgreSQL. No row can
    hold such a number, so a read with one finds nothing. discord.py's JSON parser (orjson)
    makes a float of an integer past 64 bits: such a float is the same forged id."""
    return all(not isinstance(p, int | float) or _INT_LOW <= p < _INT_HIGH for p in params)


async def _one(db: Connection, sql: str, params: Sequence[Any]) -> Any | None:
    if not _storable(params):
        return None
    return await db.fetchone(sql, params)


async def _all(db: Connection, sql: str, params: Sequence[Any]) -> list[Any]:
    if not _storable(params):
        return []
    return await db.fetchall(sql, params)
