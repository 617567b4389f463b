"""The state layer: campaigns, factions, regions, turns, battles and their audit trail, in SQLite
or PostgreSQL (`Store.open("postgresql://...")`).

Generic on purpose — plain dicts and lists in and out, no Discord, no engine — so every game's
campaign fits the same tables. See `bot/store/store.py` for why it is shaped the way it is.
"""

from bot.store.models import (
    UNCHANGED,
    AlreadyJoined,
    AuditEntry,
    Battle,
    BattleRequest,
    CalledBattle,
    Campaign,
    CampaignChanges,
    CampaignFull,
    DatabaseNotReached,
    DatabaseUnreachable,
    DatabaseUnusable,
    DuplicateName,
    DuplicateOrigin,
    Faction,
    Finish,
    ForcesUsed,
    IntegrityError,
    NegativeCount,
    NotFound,
    OrdersChanged,
    Region,
    RegionChange,
    StaleAnswer,
    StoreError,
    Turn,
    TurnClosed,
    TurnOrder,
    TurnRunning,
    Unchanged,
)
from bot.store.rows import BATTLE_STATUSES
from bot.store.schema import Migration
from bot.store.store import Store

__all__ = [
    "BATTLE_STATUSES",
    "UNCHANGED",
    "AlreadyJoined",
    "CampaignFull",
    "AuditEntry",
    "Battle",
    "BattleRequest",
    "CalledBattle",
    "Campaign",
    "CampaignChanges",
    "DatabaseNotReached",
    "DatabaseUnreachable",
    "DatabaseUnusable",
    "DuplicateName",
    "DuplicateOrigin",
    "Faction",
    "Finish",
    "ForcesUsed",
    "IntegrityError",
    "Migration",
    "NegativeCount",
    "NotFound",
    "OrdersChanged",
    "Region",
    "RegionChange",
    "StaleAnswer",
    "Store",
    "StoreError",
    "Turn",
    "TurnClosed",
    "TurnOrder",
    "TurnRunning",
    "Unchanged",
]
