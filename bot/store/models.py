"""What the store hands out and takes in: frozen records, campaign changes and refusals.

Plain data only — no Discord, no engine — so any layer can build or read them. JSON columns
come back as the Python objects `json.loads` makes: JSON object keys are always strings, so
region holdings are keyed by the faction id *as a string* ({"3": {"army": 2}}).
"""

from __future__ import annotations

import enum
import sqlite3
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

# -- refusals -------------------------------------------------------------------------------------


class StoreError(Exception):
    """Base of everything the store refuses on purpose."""


class DuplicateName(StoreError):
    """A campaign name taken in the guild, or a faction name taken in the campaign."""


class AlreadyJoined(StoreError):
    """The player already has an active faction in this campaign."""


class CampaignFull(StoreError):
    """The campaign has as many active factions as it may."""


class DuplicateOrigin(StoreError):
    """A battle with this origin exists already (a second click on a lobby's Start)."""

    def __init__(self, battle_id: int) -> None:
        super().__init__(f"battle #{battle_id} was started from there already")
        self.battle_id = battle_id


class OrdersChanged(StoreError):
    """An order was saved after the caller read the orders it closes the turn on."""


class StaleAnswer(StoreError):
    """The battle moved on (another answer, undo, finish, cancel) since the caller looked.

    This is what makes a double click apply once: the second click carries the old count.
    """


class NotFound(StoreError, LookupError):
    """No such row *in this guild* (a row of another guild is indistinguishable from none)."""


class TurnClosed(StoreError):
    """The turn is not in the state the caller expected (orders after closing, a second close)."""


class TurnRunning(StoreError):
    """The campaign already has an open turn."""


class NegativeCount(StoreError, ValueError):
    """A change would make a holding (or a resource with a floor) go below what is allowed."""


class InvalidName(StoreError, ValueError):
    """A name with nothing visible in it: empty, or only spaces, zero-width or control
    characters (a faction called "\u3000" could be neither seen nor told apart)."""


class IntegrityError(StoreError, sqlite3.IntegrityError):
    """The database refused a row (a unique key taken, a foreign key of another guild) that the
    store's own checks let through. Raised the same on SQLite and PostgreSQL; it is also a
    sqlite3.IntegrityError, for code written when that was the only store."""


class DatabaseUnreachable(Exception):
    """The database server cannot be reached, or went away mid-statement (PostgreSQL down,
    restarting, out of connections). No refusal, so no StoreError: what was asked may have been
    done or not (a COMMIT lost with its connection), and whoever tells a user says to look before
    trying again. The driver logs the outage once, when it begins, and again when it ends."""


class DatabaseUnusable(StoreError):
    """The database file cannot be opened as it is (corrupt, from a newer bot, half-migrated,
    unreadable, read-only). The message says in one sentence what is wrong and what to do; the
    file was left exactly as it was."""


class DatabaseNotReached(DatabaseUnusable):
    """Unusable because the server could not be reached at all (down, still starting up, full):
    unlike a refusal (a wrong password, no such database) it may pass by itself, so the bot's
    start waits for it a while."""


# -- names ----------------------------------------------------------------------------------------

_INVISIBLE_CATEGORIES = frozenset({"Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co", "Cn", "Mn", "Me"})
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
"""Letters and symbols that render as nothing (Hangul fillers, the blank Braille pattern)."""


def clean_name(name: str) -> str:
    """A name as stored: runs of whitespace (any script's) made one space, trimmed, and control
    characters dropped (a NUL cannot even be stored in PostgreSQL). InvalidName when nothing
    visible is left — only spaces, zero-width, control or combining characters."""
    cleaned = " ".join(name.split())
    if any(unicodedata.category(c) == "Cc" for c in cleaned):
        cleaned = " ".join("".join(c for c in cleaned if unicodedata.category(c) != "Cc").split())
    if not any(
        unicodedata.category(c) not in _INVISIBLE_CATEGORIES and c not in _BLANK_LETTERS
        for c in cleaned
    ):
        raise InvalidName("a name needs at least one visible character")
    return cleaned


# -- the "leave it as it is" marker ---------------------------------------------------------------


class _Unchanged(enum.Enum):
    UNCHANGED = "UNCHANGED"

    def __repr__(self) -> str:
        return "UNCHANGED"


UNCHANGED: Literal[_Unchanged.UNCHANGED] = _Unchanged.UNCHANGED
"""Default for `owner` arguments, so that None can mean "nobody owns it"."""

Unchanged = Literal[_Unchanged.UNCHANGED]

# -- records --------------------------------------------------------------------------------------

CampaignStatus = Literal["active", "archived"]
BattleStatus = Literal["active", "finished", "cancelled"]
TurnStatus = Literal["open", "resolving", "done", "cancelled"]
AuditAction = Literal["start", "answer", "undo", "cancel", "finish"]


@dataclass(frozen=True)
class Campaign:
    id: int
    guild_id: int
    game: str
    name: str
    settings: dict[str, Any]
    gm_user_id: int | None
    status: CampaignStatus
    created_at: str
    archived_at: str | None


@dataclass(frozen=True)
class Faction:
    id: int
    guild_id: int
    campaign_id: int
    user_id: int | None
    """None: not a player (a neutral country)."""
    name: str
    resources: dict[str, Any]
    data: dict[str, Any]
    joined_at: str
    left_at: str | None

    @property
    def active(self) -> bool:
        return self.left_at is None


@dataclass(frozen=True)
class Region:
    id: int
    guild_id: int
    campaign_id: int
    key: str
    name: str
    owner: int | None
    """A faction id, or None for nobody."""
    holdings: dict[str, dict[str, int]]
    """Faction id (as a string: JSON keys) -> unit -> count; zero counts are never stored."""
    data: dict[str, Any]
    updated_at: str


@dataclass(frozen=True)
class Battle:
    id: int
    guild_id: int
    campaign_id: int | None
    game: str
    setup: dict[str, Any]
    seed: str
    answers: list[Any]
    status: BattleStatus
    outcome: dict[str, Any] | None
    channel_id: int | None
    message_id: int | None
    thread_id: int | None
    created_by: int
    created_at: str
    updated_at: str
    finished_at: str | None
    """When it ended, finished or cancelled."""
    entropy: str | None = None
    """Mixed into the dice at the start: the id of the interaction that started it."""
    origin: str | None = None
    """What created it (a lobby message, a claim roll): one battle per origin and guild."""
    shown: dict[str, Any] = field(default_factory=dict)
    """What its public messages last showed: {"panel": version, "events": narrated count}."""
    revision: int = 0
    """Bumped by every append, undo, cancel and finish, never going back: a caller holding the
    battle at the stored revision holds its current answers (`get_battle(known=...)`)."""

    @property
    def version(self) -> str:
        """What the panel must show: changes with every answer, undo, finish and cancel."""
        return f"{len(self.answers)}:{self.status}"

    @property
    def panel_behind(self) -> bool:
        """Whether its panel may not show its state: recorded as showing another version, or
        posted again (`/battle show`) by a process that stopped before recording where."""
        return self.shown.get("panel") != self.version or self.shown.get("moving") is not None


@dataclass(frozen=True)
class CalledBattle:
    """An active battle whose players were called: what the idle reminders need of it."""

    id: int
    campaign_id: int | None
    shown: dict[str, Any]


@dataclass(frozen=True)
class AuditEntry:
    id: int
    guild_id: int
    battle_id: int
    seq: int | None
    """The answer's index for 'answer' and 'undo'; None for 'start', 'cancel', 'finish'."""
    user_id: int | None
    action: AuditAction
    payload: dict[str, Any]
    at: str


@dataclass(frozen=True)
class Turn:
    """One campaign turn: open for orders, then resolving, then done."""

    id: int
    guild_id: int
    campaign_id: int
    number: int
    status: TurnStatus
    deadline: str | None
    """ISO-8601 UTC, or None for no deadline."""
    channel_id: int | None
    message_id: int | None
    data: dict[str, Any]
    """The game's own record of the turn: its plan, what is resolved, reminders sent."""
    opened_by: int
    opened_at: str
    closed_by: int | None
    closed_at: str | None
    updated_at: str


@dataclass(frozen=True)
class TurnOrder:
    """One faction's orders for a turn; a draft until submitted."""

    guild_id: int
    turn_id: int
    faction_id: int
    orders: dict[str, Any]
    submitted_at: str | None
    updated_at: str

    @property
    def submitted(self) -> bool:
        return self.submitted_at is not None


# -- changes to a campaign ------------------------------------------------------------------------


@dataclass(frozen=True)
class RegionChange:
    """What happens to one region. A missing region is created (name = key)."""

    owner: int | None | Unchanged = UNCHANGED
    """New owner faction id, None for nobody, UNCHANGED to leave it."""
    holdings_deltas: Mapping[int, Mapping[str, int]] = field(default_factory=dict)
    """Faction id -> unit -> count added (negative removes). Going below zero is refused."""
    data: Mapping[str, Any] = field(default_factory=dict)
    """Keys set in the region's data (a shallow merge)."""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.owner is not UNCHANGED:
            out["owner"] = self.owner
        if self.holdings_deltas:
            out["holdings_deltas"] = {
                str(f): dict(units) for f, units in self.holdings_deltas.items()
            }
        if self.data:
            out["data"] = dict(self.data)
        return out


@dataclass(frozen=True)
class CampaignChanges:
    """Changes applied to a battle's campaign in the transaction that starts or ends the battle.

    Every faction named must belong to that campaign, or the whole transaction is refused.
    """

    resource_deltas: Mapping[int, Mapping[str, int]] = field(default_factory=dict)
    """Faction id -> resource -> delta added to the faction's resources (missing counts as 0)."""
    faction_data: Mapping[int, Mapping[str, Any]] = field(default_factory=dict)
    """Faction id -> keys set in the faction's data (a shallow merge)."""
    regions: Mapping[str, RegionChange] = field(default_factory=dict)
    """Region key -> its change."""
    resource_floors: Mapping[str, int] = field(default_factory=dict)
    """Resource -> the least a changed faction may be left with (e.g. {"gold": 0} so that a
    charge the faction cannot pay is refused atomically). Resources not named have no floor."""

    def to_json(self) -> dict[str, Any]:
        """For the audit trail."""
        out: dict[str, Any] = {}
        if self.resource_deltas:
            out["resource_deltas"] = {str(f): dict(d) for f, d in self.resource_deltas.items()}
        if self.faction_data:
            out["faction_data"] = {str(f): dict(d) for f, d in self.faction_data.items()}
        if self.regions:
            out["regions"] = {key: change.to_json() for key, change in self.regions.items()}
        if self.resource_floors:
            out["resource_floors"] = dict(self.resource_floors)
        return out


@dataclass(frozen=True)
class Finish:
    """Given with the final answer: the battle ends in the same transaction that records it."""

    outcome: Mapping[str, Any]
    changes: CampaignChanges | None = None


@dataclass(frozen=True)
class ForcesUsed:
    """Counts a player set in a quick battle's force builder, offered again in their next one:
    given with the answer that set them, and kept in its transaction."""

    user_id: int
    game: str
    purpose: str
    counts: Mapping[str, int]


RequestStatus = Literal["open", "granted", "refused", "lapsed"]


@dataclass(frozen=True)
class BattleRequest:
    """A request for the other players' consent to undo or cancel a battle."""

    id: int
    guild_id: int
    battle_id: int
    action: Literal["undo", "cancel"]
    answer_count: int
    requested_by: int
    needed: list[int]
    agreed: list[int]
    status: RequestStatus
    decided_by: int | None
    channel_id: int | None
    message_id: int | None
    created_at: str
    updated_at: str

    @property
    def waiting_for(self) -> list[int]:
        return [u for u in self.needed if u not in self.agreed]
