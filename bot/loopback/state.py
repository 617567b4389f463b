"""The fake Discord's world: users, guilds, channels, messages, commands and interactions.

One `World` per test. REST handlers and the gateway mutate it; the harness reads it and waits on
it. Every mutation calls `changed()` so waiters re-check their condition (single event loop, no
locks needed).
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.loopback import payloads as pl
from bot.loopback.payloads import (
    ALL_PERMISSIONS,
    DEFAULT_BOT,
    DEFAULT_EVERYONE,
    DISCORD_EPOCH_MS,
    EPHEMERAL,
    LOADING,
    PUBLIC_THREAD,
    TEXT,
    THREAD_TYPES,
    Snowflakes,
    iso,
    snowflake_time,
)


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard Discord sends a guild's events to; DMs (no guild) go to shard 0."""
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


class GuildSnowflakes:
    """Guild ids one millisecond apart, from a day ago (worker 2, so never another id): guilds
    made one after another land on consecutive shards, `(id >> 22) % count`, whatever the count,
    as real guilds created at different moments spread over every shard. Ids from the shared
    generator, made within a few milliseconds, would cluster on one or two shards."""

    def __init__(self) -> None:
        self._next_ms = int(time.time() * 1000) - 86_400_000

    def next(self) -> int:
        ms, self._next_ms = self._next_ms, self._next_ms + 1
        return ((ms - DISCORD_EPOCH_MS) << 22) | (2 << 17) | (1 << 12)


class ApiError(Exception):
    """An error answer exactly as Discord words it: HTTP status, JSON error code and message."""

    def __init__(
        self, status: int, code: int, message: str, errors: dict[str, Any] | None = None
    ) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status, self.code, self.message, self.errors = status, code, message, errors

    def body(self) -> dict[str, Any]:
        data: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            data["errors"] = self.errors
        return data


def unknown(what: str, code: int) -> ApiError:
    return ApiError(404, code, f"Unknown {what}")


MISSING_PERMISSIONS = (403, 50013, "Missing Permissions")
MISSING_ACCESS = (403, 50001, "Missing Access")


@dataclass(eq=False)
class User:
    id: int
    username: str
    global_name: str | None = None
    bot: bool = False

    def __int__(self) -> int:
        return self.id

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass(eq=False)
class Role:
    id: int
    name: str
    permissions: int
    position: int = 0
    managed: bool = False
    tags: dict[str, Any] | None = None
    color: int = 0
    hoist: bool = False
    mentionable: bool = False

    def __int__(self) -> int:
        return self.id


@dataclass(eq=False)
class Member:
    user_id: int
    role_ids: list[int]
    joined_at: str
    nick: str | None = None


@dataclass(eq=False)
class Guild:
    id: int
    name: str
    owner_id: int
    roles: dict[int, Role] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    channel_ids: list[int] = field(default_factory=list)
    thread_ids: list[int] = field(default_factory=list)
    """Its threads, in the order made (GUILD_CREATE lists the active ones without a look
    through every channel of every guild: at 3,000 guilds that look took minutes)."""
    preferred_locale: str = "en-US"
    features: list[str] = field(default_factory=list)

    def __int__(self) -> int:
        return self.id

    @property
    def everyone(self) -> Role:
        return self.roles[self.id]

    @property
    def general(self) -> int:
        """The first text channel (created with the guild): where commands run by default."""
        return self.channel_ids[0]


@dataclass(eq=False)
class Channel:
    id: int
    type: int
    name: str
    guild_id: int | None
    parent_id: int | None = None
    position: int = 0
    topic: str | None = None
    nsfw: bool = False
    rate_limit_per_user: int = 0
    permission_overwrites: list[dict[str, Any]] = field(default_factory=list)
    # threads
    owner_id: int | None = None
    archived: bool = False
    locked: bool = False
    invitable: bool = True
    auto_archive_duration: int = 4320
    archive_timestamp: str | None = None
    create_timestamp: str | None = None
    thread_members: dict[int, str] = field(default_factory=dict)  # user id -> join timestamp
    total_message_sent: int = 0
    # DMs
    recipients: list[int] = field(default_factory=list)
    # every channel
    message_ids: list[int] = field(default_factory=list)
    last_message_id: int | None = None

    def __int__(self) -> int:
        return self.id

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    @property
    def message_count(self) -> int:
        return self.total_message_sent


@dataclass(eq=False)
class StoredMessage:
    """A message's current payload plus what Discord knows but does not send (visibility)."""

    id: int
    channel_id: int
    data: dict[str, Any]
    visible_to: int | None = None  # the one user who sees an ephemeral message
    interaction_id: int | None = None
    deleted: bool = False
    revisions: list[dict[str, Any]] = field(default_factory=list)

    @property
    def ephemeral(self) -> bool:
        return bool(self.data.get("flags", 0) & EPHEMERAL)


@dataclass(eq=False)
class InteractionRecord:
    """One interaction sent to the bot and everything the bot did with its token."""

    id: int
    token: str
    type: int
    user_id: int
    guild_id: int | None
    channel_id: int
    payload: dict[str, Any]
    label: str
    sent_at: float
    deadline: float
    source_message_id: int | None = None  # the clicked message (components, modals from them)
    parent_id: int | None = None  # the interaction that opened this modal
    callback_type: int | None = None
    callback_body: dict[str, Any] | None = None
    response_message_id: int | None = None
    loading: bool = False
    ephemeral: bool = False
    choices: list[dict[str, Any]] | None = None
    modal: dict[str, Any] | None = None
    followup_ids: list[int] = field(default_factory=list)
    completions: int = 0
    last_message_id: int | None = None
    failed: bool = False
    failure: str | None = None
    lost_in_crash: bool = False  # in flight when a test killed the bot: no failure of its code
    shard: tuple[int, int] | None = None
    """The (shard id, shard count) of the session it was sent to; None if no session held the
    guild's shard (then it was never delivered, and fails as on Discord)."""

    @property
    def acknowledged(self) -> bool:
        return self.callback_type is not None

    def describe(self) -> str:
        return f"{self.label} (interaction {self.id})"


@dataclass
class Violation:
    """A request Discord would refuse (or that the OpenAPI document does not allow)."""

    method: str
    path: str
    message: str
    operation: str = ""

    def __str__(self) -> str:
        return f"{self.method} {self.path}: {self.message}"


@dataclass
class MessageEvent:
    seq: int
    kind: str  # "create" | "edit" | "delete"
    message_id: int
    channel_id: int


@dataclass
@dataclass(frozen=True)
class Notification:
    user_id: int
    message_id: int
    channel_id: int
    content: str


@dataclass
class Records:
    """What tests assert on: cleared between tests that share one loopback."""

    violations: list[Violation] = field(default_factory=list)
    unhandled: list[str] = field(default_factory=list)
    failed_interactions: list[InteractionRecord] = field(default_factory=list)
    fake_errors: list[str] = field(default_factory=list)
    requests: list[tuple[str, str, int]] = field(default_factory=list)
    fault_hits: list[str] = field(default_factory=list)
    notifications: list[Notification] = field(default_factory=list)
    """Who Discord would notify: a mention in a new message notifies, one added by an edit
    does not (nor one in a message only its reader sees)."""


NONCE_WINDOW = 180.0
"""Seconds a nonce sent with `enforce_nonce` stays unique ("the past few minutes")."""


class World:
    """All state of the fake Discord, with the mutations REST handlers and the harness share."""

    def __init__(self, *, bot_name: str = "Strategos", ack_deadline: float = 3.0) -> None:
        self.ids = Snowflakes()
        self.guild_ids = GuildSnowflakes()
        self.users: dict[int, User] = {}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.messages: dict[int, StoredMessage] = {}
        self.nonces: dict[tuple[int, str], tuple[int, float]] = {}
        """(author, nonce) -> (message id, when): the messages sent with `enforce_nonce`."""
        self.interactions: dict[int, InteractionRecord] = {}
        self.by_token: dict[str, InteractionRecord] = {}
        self._deferred_updates: dict[int, list[InteractionRecord]] = {}
        """Clicked message id -> the interactions deferred on it (type 6), until one of its
        edits completes them (an index: a scan of every interaction at every edit made the
        loopback itself the bottleneck at a few hundred clicks a second)."""
        self.commands: dict[int | None, dict[int, dict[str, Any]]] = {None: {}}
        self.attachments: dict[int, bytes] = {}
        self.reactions: dict[int, dict[str, set[int]]] = {}
        self.message_log: list[MessageEvent] = []
        self.records = Records()
        self.ack_deadline = ack_deadline
        self.token = "loopback." + secrets.token_urlsafe(24)
        self.base_url = ""  # set by the server: http://127.0.0.1:PORT
        self.app_owner_id = self.add_user("app-owner").id
        self.bot = self.add_user(bot_name, bot=True)
        self.application_id = self.bot.id
        self.application_flags = 1 << 23  # GATEWAY_MESSAGE_CONTENT_LIMITED
        self.shard_count = 1
        """What `GET /gateway/bot` recommends (Discord: one shard per 1,000 guilds or so)."""
        self.max_concurrency = 16
        """Shards that may IDENTIFY at once (`GET /gateway/bot`); 16 as for a large bot, so a
        process with several shards connects them without waiting 5 s between each."""
        self.emit: Callable[..., None] = lambda *args, **kwargs: None  # the gateway plugs in
        self.command_syncs = 0
        self._timers: list[asyncio.TimerHandle] = []
        self._version = 0
        self._event = asyncio.Event()

    # -- waiting --------------------------------------------------------------------------------

    def close(self) -> None:
        for timer in self._timers:
            timer.cancel()
        self._timers.clear()

    def changed(self) -> None:
        self._version += 1
        event, self._event = self._event, asyncio.Event()
        event.set()

    @property
    def version(self) -> int:
        """Grows with every change: a watcher compares it to what it last showed."""
        return self._version

    async def next_change(self, since: int, timeout: float) -> int:
        """The version once it has moved past `since` (or as it is after `timeout`)."""
        with contextlib.suppress(TimeoutError):
            await self.wait_until(lambda: self._version > since, timeout)
        return self._version

    async def wait_until(
        self,
        predicate: Callable[[], Any],
        timeout: float,
        *,
        describe: Callable[[], str] | str = "a condition",
        check: Callable[[], None] | None = None,
    ) -> Any:
        """Re-check `predicate` after every change until truthy; `check` may raise early."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            if check is not None:
                check()
            result = predicate()
            if result:
                return result
            remaining = deadline - loop.time()
            if remaining <= 0:
                what = describe() if callable(describe) else describe
                raise TimeoutError(f"timed out after {timeout:g}s waiting for {what}")
            event = self._event
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(event.wait(), min(remaining, 0.25))

    # -- people and places ----------------------------------------------------------------------

    def add_user(self, username: str, *, global_name: str | None = None, bot: bool = False) -> User:
        user = User(self.ids.next(), username, global_name, bot)
        self.users[user.id] = user
        return user

    def add_guild(
        self,
        name: str,
        *,
        owner: User | None = None,
        everyone_permissions: int = DEFAULT_EVERYONE,
        bot_permissions: int = DEFAULT_BOT,
        channel_name: str = "general",
        locale: str = "en-US",
    ) -> Guild:
        owner = owner or self.add_user(f"{name.lower().replace(' ', '-')}-owner")
        guild = Guild(self.guild_ids.next(), name, owner.id, preferred_locale=locale)
        guild.roles[guild.id] = Role(guild.id, "@everyone", everyone_permissions, position=0)
        self.guilds[guild.id] = guild
        bot_role = self.add_role(guild, self.bot.username, bot_permissions, managed=True)
        bot_role.tags = {"bot_id": str(self.bot.id)}
        self.add_member(guild, owner)
        self.add_member(guild, self.bot, roles=[bot_role])
        self.add_channel(guild, channel_name)
        self.emit("GUILD_CREATE", pl.guild_create_payload(self, guild), intent=pl.GUILDS_INTENT)
        self.changed()
        return guild

    def add_role(self, guild: Guild, name: str, permissions: int, *, managed: bool = False) -> Role:
        role = Role(self.ids.next(), name, permissions, len(guild.roles), managed)
        guild.roles[role.id] = role
        if self.bot.id in guild.members:  # as Discord tells a bot already in the server
            data = {"guild_id": str(guild.id), "role": pl.role_payload(role)}
            self.emit("GUILD_ROLE_CREATE", data, intent=pl.GUILDS_INTENT)
        return role

    def add_member(self, guild: Guild, user: User, *, roles: list[Role] | None = None) -> Member:
        member = Member(user.id, [r.id for r in roles or []], iso())
        guild.members[user.id] = member
        if self.bot.id in guild.members:
            data = {**pl.member_payload(self, guild, user.id), "guild_id": str(guild.id)}
            self.emit("GUILD_MEMBER_ADD", data, intent=pl.GUILD_MEMBERS_INTENT)
        self.changed()
        return member

    def add_channel(
        self,
        guild: Guild,
        name: str,
        *,
        type: int = TEXT,
        topic: str | None = None,
        overwrites: list[dict[str, Any]] | None = None,
    ) -> Channel:
        channel = Channel(self.ids.next(), type, name, guild.id, position=len(guild.channel_ids))
        channel.topic = topic
        channel.permission_overwrites = list(overwrites or [])
        self.channels[channel.id] = channel
        guild.channel_ids.append(channel.id)
        if guild.channel_ids[0] != channel.id:  # the guild's first channel comes with it
            self.emit("CHANNEL_CREATE", pl.channel_payload(self, channel), intent=pl.GUILDS_INTENT)
        self.changed()
        return channel

    def guild_of(self, channel: Channel) -> Guild | None:
        return self.guilds.get(channel.guild_id) if channel.guild_id is not None else None

    # -- permissions ----------------------------------------------------------------------------

    def base_permissions(self, guild: Guild, user_id: int) -> int:
        if user_id == guild.owner_id:
            return ALL_PERMISSIONS
        member = guild.members.get(user_id)
        if member is None:
            return 0
        perms = guild.everyone.permissions
        for role_id in member.role_ids:
            role = guild.roles.get(role_id)
            if role is not None:
                perms |= role.permissions
        return ALL_PERMISSIONS if perms & pl.ADMINISTRATOR else perms

    def channel_permissions(self, channel: Channel, user_id: int) -> int:
        """Guild permissions after the channel's (or the thread parent's) overwrites."""
        guild = self.guild_of(channel)
        if guild is None:
            return ALL_PERMISSIONS
        perms = self.base_permissions(guild, user_id)
        if perms == ALL_PERMISSIONS:
            return perms
        holder = self.channels.get(channel.parent_id) if channel.is_thread else channel
        overwrites = {int(o["id"]): o for o in (holder.permission_overwrites if holder else [])}
        member = guild.members.get(user_id)
        roles = member.role_ids if member else []

        def apply(o: dict[str, Any] | None) -> None:
            nonlocal perms
            if o:
                perms = (perms & ~int(o.get("deny", 0))) | int(o.get("allow", 0))

        apply(overwrites.get(guild.id))
        allow = deny = 0
        for role_id in roles:
            o = overwrites.get(role_id)
            if o:
                allow |= int(o.get("allow", 0))
                deny |= int(o.get("deny", 0))
        perms = (perms & ~deny) | allow
        apply(overwrites.get(user_id))
        return perms

    def require(self, channel: Channel, user_id: int, *names: str) -> None:
        perms = self.channel_permissions(channel, user_id)
        if not perms & pl.P["view_channel"]:
            raise ApiError(*MISSING_ACCESS)
        for name in names:
            if not perms & pl.P[name]:
                raise ApiError(*MISSING_PERMISSIONS)

    # -- messages -------------------------------------------------------------------------------

    def visible(self, message: StoredMessage, user_id: int | None) -> bool:
        if message.deleted:
            return False
        return message.visible_to is None or message.visible_to == user_id

    def channel_messages(self, channel_id: int, viewer: int | None = None) -> list[StoredMessage]:
        channel = self.channels.get(channel_id)
        if channel is None:
            return []
        found = (self.messages[m] for m in channel.message_ids)
        return [m for m in found if self.visible(m, viewer)]

    def _log(self, kind: str, message: StoredMessage) -> None:
        self.message_log.append(
            MessageEvent(len(self.message_log), kind, message.id, message.channel_id)
        )

    def build_message(
        self,
        channel: Channel,
        author: User,
        body: dict[str, Any],
        files: dict[str, tuple[str, bytes]],
        *,
        type: int = pl.DEFAULT,
        extra: dict[str, Any] | None = None,
        allow_empty: bool = False,
    ) -> dict[str, Any]:
        """A new message's payload from a create body (channel message, webhook, callback)."""
        message_id = self.ids.next()
        data: dict[str, Any] = {
            "type": type,
            "content": "",
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": [],
            "timestamp": snowflake_time(message_id),
            "edited_timestamp": None,
            "flags": 0,
            "components": [],
            "id": str(message_id),
            "channel_id": str(channel.id),
            "author": pl.user_payload(author),
            "pinned": False,
            "mention_everyone": False,
            "tts": bool(body.get("tts")),
        }
        data.update(extra or {})
        if body.get("nonce") is not None:
            data["nonce"] = body["nonce"]
        self._apply(data, channel, body, files, creating=True)
        if not allow_empty:
            self.require_not_empty(data)
        return data

    @staticmethod
    def require_not_empty(data: dict[str, Any]) -> None:
        if not (
            data["content"]
            or data["embeds"]
            or data["components"]
            or data["attachments"]
            or data.get("sticker_items")
            or data.get("poll")
        ):
            raise ApiError(400, 50006, "Cannot send an empty message")

    def _apply(
        self,
        data: dict[str, Any],
        channel: Channel,
        body: dict[str, Any],
        files: dict[str, tuple[str, bytes]],
        *,
        creating: bool,
    ) -> None:
        """Apply a create or edit body: only keys present change (null clears, as on Discord)."""
        if "content" in body:
            data["content"] = body["content"] or ""
        if "embeds" in body:
            data["embeds"] = pl.normalize_embeds(body["embeds"])
        if "components" in body:
            data["components"] = pl.normalize_components(body["components"])
        if "flags" in body and body["flags"] is not None:
            requested = int(body["flags"])
            if creating:
                keep = EPHEMERAL | pl.SUPPRESS_EMBEDS | pl.SUPPRESS_NOTIFICATIONS
                data["flags"] = (data["flags"] & ~keep) | (requested & keep)
            else:
                data["flags"] = (data["flags"] & ~pl.SUPPRESS_EMBEDS) | (
                    requested & pl.SUPPRESS_EMBEDS
                )
            data["flags"] |= requested & pl.IS_COMPONENTS_V2
        if "attachments" in body or files:
            data["attachments"] = self._attachments(data, channel, body, files)
        if "content" in body or creating:
            users, roles, everyone = pl.mentions(
                self, channel, data["content"], body.get("allowed_mentions")
            )
            data["mentions"] = [pl.user_payload(self.users[u]) for u in users]
            data["mention_roles"] = [str(r) for r in roles]
            data["mention_everyone"] = everyone

    def _attachments(
        self,
        data: dict[str, Any],
        channel: Channel,
        body: dict[str, Any],
        files: dict[str, tuple[str, bytes]],
    ) -> list[dict[str, Any]]:
        existing = {a["id"]: a for a in data.get("attachments", [])}
        wanted = body.get("attachments")
        if wanted is None:  # files without an attachments list: keep old ones, add every file
            wanted = list(existing.values()) + [
                {"id": key[6:-1]} for key in files if key.startswith("files[")
            ]
        out = []
        for item in wanted:
            key = str(item.get("id"))
            if key in existing:
                out.append(existing[key])
                continue
            upload = files.get(f"files[{key}]")
            if upload is None:
                raise ApiError(
                    400, 50035, "Invalid Form Body", {"attachments": {"_errors": [{
                        "code": "ATTACHMENT_NOT_FOUND",
                        "message": f"Attachment {key} was not uploaded",
                    }]}},
                )  # fmt: skip
            filename, content = upload
            filename = item.get("filename") or filename
            attachment_id = self.ids.next()
            self.attachments[attachment_id] = content
            out.append(
                pl.attachment_payload(
                    self.base_url, attachment_id, channel.id, filename, content, item
                )
            )
        return out

    def sent_with_nonce(self, author_id: int, nonce: Any) -> StoredMessage | None:
        """The message `author_id` sent with this nonce and `enforce_nonce` in the last few
        minutes (`NONCE_WINDOW`), which Discord returns instead of creating another."""
        found = self.nonces.get((author_id, str(nonce)))
        if found is None or time.monotonic() - found[1] > NONCE_WINDOW:
            return None
        message = self.messages.get(found[0])
        return None if message is None or message.deleted else message

    def remember_nonce(self, author_id: int, nonce: Any, message: StoredMessage) -> None:
        self.nonces[(author_id, str(nonce))] = (message.id, time.monotonic())

    def store_message(
        self,
        channel: Channel,
        data: dict[str, Any],
        *,
        visible_to: int | None = None,
        interaction_id: int | None = None,
    ) -> StoredMessage:
        message = StoredMessage(int(data["id"]), channel.id, data, visible_to, interaction_id)
        self.messages[message.id] = message
        channel.message_ids.append(message.id)
        if visible_to is None:
            channel.last_message_id = message.id
            if channel.is_thread:
                channel.total_message_sent += 1
                if channel.archived and not channel.locked:
                    channel.archived = False
                    channel.archive_timestamp = iso()
        self._log("create", message)
        if visible_to is None:
            for user in data.get("mentions", []):
                self.records.notifications.append(
                    Notification(int(user["id"]), message.id, channel.id, data.get("content", ""))
                )
            self._emit_message("MESSAGE_CREATE", message)
        self.changed()
        return message

    def edit_message(
        self,
        message: StoredMessage,
        body: dict[str, Any],
        files: dict[str, tuple[str, bytes]] | None = None,
        *,
        finish_loading: bool = False,
        by: InteractionRecord | None = None,
    ) -> StoredMessage:
        """`by`: the interaction whose token made the edit (None: the channel's route)."""
        if message.deleted:
            raise unknown("Message", 10008)
        channel = self.channels[message.channel_id]
        data = dict(message.data)
        self._apply(data, channel, body, files or {}, creating=False)
        if finish_loading:
            data["flags"] &= ~LOADING
        self.require_not_empty(data)
        data["edited_timestamp"] = iso()
        message.revisions.append(message.data)
        message.data = data
        self._log("edit", message)
        self._completes_deferred_update(message, by)
        if message.visible_to is None:
            self._emit_message("MESSAGE_UPDATE", message)
        self.changed()
        return message

    def _completes_deferred_update(
        self, message: StoredMessage, by: InteractionRecord | None = None
    ) -> None:
        """After a deferred update (6), an edit or deletion of the clicked message is the
        visible outcome, whichever route the bot used (this interaction's webhook @original, or
        the channel's PATCH) — but not an edit made through another interaction's token: two
        clicks deferred on one panel, the first one's edit is not the second one's answer."""
        waiting = self._deferred_updates.get(message.id)
        if not waiting:
            return
        for record in waiting:
            deferred = record.callback_type == 6 and record.completions == 0
            if deferred and (by is None or by is record):
                record.completions = 1
                record.last_message_id = message.id
        waiting[:] = [r for r in waiting if r.callback_type == 6 and r.completions == 0]
        if not waiting:
            del self._deferred_updates[message.id]

    def deferred_update(self, record: InteractionRecord) -> None:
        """`record` was answered with a deferred update (6) of the message it was clicked on."""
        if record.source_message_id is not None:
            self._deferred_updates.setdefault(record.source_message_id, []).append(record)

    def delete_message(self, message: StoredMessage, by: InteractionRecord | None = None) -> None:
        message.deleted = True
        self._log("delete", message)
        self._completes_deferred_update(message, by)
        channel = self.channels[message.channel_id]
        if message.visible_to is None:
            data: dict[str, Any] = {"id": str(message.id), "channel_id": str(channel.id)}
            if channel.guild_id is not None:
                data["guild_id"] = str(channel.guild_id)
            self.emit("MESSAGE_DELETE", data, intent=self._message_intent(channel))
        self.changed()

    def _message_intent(self, channel: Channel) -> int:
        return pl.GUILD_MESSAGES_INTENT if channel.guild_id else pl.DIRECT_MESSAGES_INTENT

    def _emit_message(self, event: str, message: StoredMessage) -> None:
        channel = self.channels[message.channel_id]
        author = int(message.data["author"]["id"])
        mentioned = any(int(m["id"]) == self.bot.id for m in message.data["mentions"])
        private = author != self.bot.id and not mentioned and channel.guild_id is not None
        self.emit(
            event,
            pl.message_event_payload(self, message),
            intent=self._message_intent(channel),
            private_content=private,
        )

    def get_message(self, channel_id: int, message_id: int) -> StoredMessage:
        message = self.messages.get(message_id)
        if (
            message is None
            or message.deleted
            or message.channel_id != channel_id
            or message.visible_to is not None
        ):
            raise unknown("Message", 10008)
        return message

    def get_channel(self, channel_id: int) -> Channel:
        channel = self.channels.get(channel_id)
        if channel is None:
            raise unknown("Channel", 10003)
        return channel

    # -- threads --------------------------------------------------------------------------------

    def create_thread(
        self,
        parent: Channel,
        name: str,
        *,
        owner_id: int,
        type: int = PUBLIC_THREAD,
        thread_id: int | None = None,
        auto_archive_duration: int | None = None,
        invitable: bool = True,
        rate_limit_per_user: int = 0,
    ) -> Channel:
        thread = Channel(
            thread_id or self.ids.next(), type, name, parent.guild_id, parent_id=parent.id
        )
        thread.owner_id = owner_id
        thread.auto_archive_duration = auto_archive_duration or 4320
        thread.archive_timestamp = thread.create_timestamp = iso()
        thread.invitable = invitable
        thread.rate_limit_per_user = rate_limit_per_user
        thread.thread_members[owner_id] = iso()
        self.channels[thread.id] = thread
        self.guilds[parent.guild_id].thread_ids.append(thread.id)
        data = pl.channel_payload(self, thread)
        data["newly_created"] = True
        self.emit("THREAD_CREATE", data, intent=pl.GUILDS_INTENT)
        self.changed()
        return thread

    def thread_updated(self, thread: Channel) -> None:
        self.emit("THREAD_UPDATE", pl.channel_payload(self, thread), intent=pl.GUILDS_INTENT)
        self.changed()

    # -- commands -------------------------------------------------------------------------------

    def put_commands(self, guild_id: int | None, bodies: list[dict[str, Any]]) -> list[dict]:
        """Bulk overwrite: ids survive for the same (type, name); versions change on edits."""
        old = {(c["type"], c["name"]): c for c in self.commands.get(guild_id, {}).values()}
        new: dict[int, dict[str, Any]] = {}
        for body in bodies:
            command = self._command(guild_id, body, old.get((body.get("type") or 1, body["name"])))
            new[int(command["id"])] = command
        self.commands[guild_id] = new
        self.command_syncs += 1
        self.changed()
        return list(new.values())

    def upsert_command(self, guild_id: int | None, body: dict[str, Any]) -> dict[str, Any]:
        table = self.commands.setdefault(guild_id, {})
        old = next(
            (
                c
                for c in table.values()
                if (c["type"], c["name"]) == (body.get("type") or 1, body["name"])
            ),
            None,
        )
        command = self._command(guild_id, body, old)
        table[int(command["id"])] = command
        self.changed()
        return command

    def _command(
        self, guild_id: int | None, body: dict[str, Any], old: dict[str, Any] | None
    ) -> dict[str, Any]:
        kind = body.get("type") or 1
        perms = body.get("default_member_permissions")
        command: dict[str, Any] = {
            "id": old["id"] if old else str(self.ids.next()),
            "application_id": str(self.application_id),
            "version": "",
            "default_member_permissions": None if perms is None else str(perms),
            "type": kind,
            "name": body["name"],
            "name_localizations": body.get("name_localizations"),
            "description": body.get("description") or "",
            "description_localizations": body.get("description_localizations"),
            "dm_permission": body.get("dm_permission", True),
            "contexts": body.get("contexts"),
            "integration_types": body.get("integration_types") or [0],
            "nsfw": bool(body.get("nsfw")),
        }
        if body.get("options"):
            command["options"] = _clean(body["options"])
        if guild_id is not None:
            command["guild_id"] = str(guild_id)
            del command["dm_permission"]
        same = old is not None and {k: v for k, v in old.items() if k != "version"} == {
            k: v for k, v in command.items() if k != "version"
        }
        command["version"] = old["version"] if same and old else str(self.ids.next())
        return command

    def has_commands(self) -> bool:
        """Whether the application has any command, global or in a server."""
        return any(self.commands.values())

    def visible_commands(self, guild_id: int | None) -> list[dict[str, Any]]:
        found = list(self.commands.get(guild_id, {}).values()) if guild_id else []
        return found + list(self.commands[None].values())

    # -- interactions ---------------------------------------------------------------------------

    def new_interaction(
        self,
        payload: dict[str, Any],
        label: str,
        *,
        user_id: int,
        source_message_id: int | None = None,
        parent_id: int | None = None,
    ) -> InteractionRecord:
        loop = asyncio.get_running_loop()
        now = loop.time()
        record = InteractionRecord(
            id=int(payload["id"]),
            token=payload["token"],
            type=payload["type"],
            user_id=user_id,
            guild_id=int(payload["guild_id"]) if payload.get("guild_id") else None,
            channel_id=int(payload["channel_id"]),
            payload=payload,
            label=label,
            sent_at=now,
            deadline=now + self.ack_deadline,
            source_message_id=source_message_id,
            parent_id=parent_id,
        )
        self.interactions[record.id] = record
        self.by_token[record.token] = record
        self._timers.append(loop.call_later(self.ack_deadline, self.expire, record))
        self.changed()
        return record

    def expire(self, record: InteractionRecord) -> None:
        """Three seconds passed: unanswered means the user sees 'This interaction failed'."""
        if record.acknowledged or record.failed or record.lost_in_crash:
            return
        record.failed = True
        record.failure = (
            f"This interaction failed: {record.describe()} got no response within "
            f"{self.ack_deadline:g}s"
        )
        self.records.failed_interactions.append(record)
        self.changed()

    def new_token(self) -> str:
        """Interaction tokens look like Discord's: long, URL-safe, prefixed 'interaction:'."""
        return "aW50ZXJhY3Rpb246" + secrets.token_urlsafe(120)

    def token_fresh(self, record: InteractionRecord) -> bool:
        return asyncio.get_running_loop().time() - record.sent_at < 15 * 60

    # -- records --------------------------------------------------------------------------------

    def violation(self, method: str, path: str, message: str, operation: str = "") -> None:
        self.records.violations.append(Violation(method, path, message, operation))
        self.changed()


def _clean(value: Any) -> Any:
    """Drop nulls as Discord's echo of a command does."""
    if isinstance(value, dict):
        return {k: _clean(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_clean(v) for v in value]
    return value
