"""REST handlers of the fake Discord, one per documented (method, path template).

Handlers raise `ApiError` with Discord's own codes (10008 Unknown Message, 40060 already
acknowledged, ...) so the bot's error handling meets what it will meet in production.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from bot.loopback import payloads as pl
from bot.loopback.payloads import EPHEMERAL, LOADING, iso
from bot.loopback.state import (
    ApiError,
    Channel,
    Guild,
    InteractionRecord,
    StoredMessage,
    World,
    unknown,
)

INTERACTION_TYPES_CALLBACKS = {
    1: {1},
    2: {4, 5, 9},
    3: {4, 5, 6, 7, 9},
    4: {8},
    5: {4, 5, 6, 7},
}
NO_CONTENT = object()  # a handler's way of saying 204


@dataclass
class Ctx:
    """One request, parsed: path parameters, query, JSON body (or payload_json) and files."""

    request: web.Request
    method: str
    path: str
    template: str
    params: dict[str, str]
    query: dict[str, str]
    body: Any = None
    files: dict[str, tuple[str, bytes]] = field(default_factory=dict)
    content_type: str = ""

    def id(self, name: str) -> int:
        value = self.params[name]
        if not value.isdigit():
            raise ApiError(400, 50035, "Invalid Form Body", {name: {"_errors": [{
                "code": "NUMBER_TYPE_COERCE", "message": f"Value \"{value}\" is not snowflake.",
            }]}})  # fmt: skip
        return int(value)

    def flag(self, name: str) -> bool:
        return self.query.get(name, "").lower() in ("1", "true")

    @property
    def json(self) -> dict[str, Any]:
        return self.body if isinstance(self.body, dict) else {}


Handler = Callable[["Rest", Ctx], Awaitable[Any]]
ROUTES: dict[tuple[str, str], Handler] = {}


def route(method: str, template: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        ROUTES[(method, template)] = fn
        return fn

    return register


class Rest:
    """The handlers, bound to one world."""

    def __init__(self, world: World, gateway_url: str) -> None:
        self.world = world
        self.gateway_url = gateway_url

    async def handle(self, ctx: Ctx) -> Any:
        handler = ROUTES.get((ctx.method, ctx.template))
        if handler is None:
            return None
        return await handler(self, ctx)

    @staticmethod
    def implemented(method: str, template: str) -> bool:
        return (method, template) in ROUTES

    # -- helpers --------------------------------------------------------------------------------

    @property
    def bot_id(self) -> int:
        return self.world.bot.id

    def _channel(self, ctx: Ctx, *perms: str) -> Channel:
        channel = self.world.get_channel(ctx.id("channel_id"))
        if channel.guild_id is not None:
            self.world.require(channel, self.bot_id, *perms)
        elif self.bot_id not in channel.recipients:
            raise ApiError(403, 50001, "Missing Access")
        return channel

    def _interaction(self, ctx: Ctx) -> InteractionRecord:
        """The interaction behind a webhook token (followups and @original)."""
        record = self.world.by_token.get(ctx.params["webhook_token"])
        if record is None or ctx.params["webhook_id"] != str(self.world.application_id):
            raise unknown("Webhook", 10015)
        if not self.world.token_fresh(record):
            raise ApiError(401, 50027, "Invalid Webhook Token")
        if not record.acknowledged:
            self.world.violation(
                ctx.method,
                ctx.path,
                f"{record.describe()}: webhook used before the interaction was acknowledged",
            )
            raise unknown("Webhook", 10015)
        return record

    def _interaction_extra(self, record: InteractionRecord, *, followup: bool) -> dict[str, Any]:
        world = self.world
        user = pl.user_payload(world.users[record.user_id])
        owners = {"0": str(record.guild_id)} if record.guild_id else {"1": str(record.user_id)}
        meta: dict[str, Any] = {
            "id": str(record.id),
            "type": record.type,
            "user": user,
            "authorizing_integration_owners": owners,
        }
        if followup and record.response_message_id:
            meta["original_response_message_id"] = str(record.response_message_id)
        if record.type == 3 and record.source_message_id:
            meta["interacted_message_id"] = str(record.source_message_id)
        if record.type == 5:
            parent = world.interactions.get(record.parent_id or 0)
            trigger: dict[str, Any] = {
                "id": str(parent.id if parent else record.id),
                "type": parent.type if parent else 2,
                "user": user,
                "authorizing_integration_owners": owners,
            }
            if parent is not None and parent.type == 3 and parent.source_message_id:
                trigger["interacted_message_id"] = str(parent.source_message_id)
            meta["triggering_interaction_metadata"] = trigger
        extra: dict[str, Any] = {
            "webhook_id": str(world.application_id),
            "application_id": str(world.application_id),
            "interaction_metadata": meta,
        }
        if record.type == 2:
            extra["interaction"] = {
                "id": str(record.id),
                "type": record.type,
                "name": record.label.lstrip("/"),
                "user": user,
            }
        return extra

    def _interaction_message(
        self,
        record: InteractionRecord,
        body: dict[str, Any],
        files: dict[str, tuple[str, bytes]],
        *,
        ephemeral: bool,
        followup: bool,
        loading: bool = False,
    ) -> StoredMessage:
        world = self.world
        channel = world.get_channel(record.channel_id)
        kind = pl.CHAT_INPUT_COMMAND if record.type == 2 else pl.DEFAULT
        data = world.build_message(
            channel,
            world.bot,
            body,
            files,
            type=kind,
            extra=self._interaction_extra(record, followup=followup),
            allow_empty=loading,
        )
        if ephemeral:
            data["flags"] |= EPHEMERAL
        if loading:
            data["flags"] |= LOADING
        return world.store_message(
            channel,
            data,
            visible_to=record.user_id if ephemeral else None,
            interaction_id=record.id,
        )

    # -- users and the application --------------------------------------------------------------

    @route("GET", "/users/@me")
    async def me(self, ctx: Ctx) -> Any:
        return pl.private_user_payload(self.world.bot)

    @route("GET", "/users/{user_id}")
    async def get_user(self, ctx: Ctx) -> Any:
        user = self.world.users.get(ctx.id("user_id"))
        if user is None:
            raise unknown("User", 10013)
        return pl.user_payload(user)

    @route("GET", "/users/@me/guilds")
    async def my_guilds(self, ctx: Ctx) -> Any:
        world = self.world
        return [
            {
                "id": str(g.id),
                "name": g.name,
                "icon": None,
                "banner": None,
                "owner": g.owner_id == world.bot.id,
                "permissions": str(world.base_permissions(g, world.bot.id)),
                "features": list(g.features),
            }
            for g in world.guilds.values()
        ]

    @route("POST", "/users/@me/channels")
    async def open_dm(self, ctx: Ctx) -> Any:
        world = self.world
        recipient = int(ctx.json.get("recipient_id", 0))
        if recipient not in world.users:
            raise unknown("User", 10013)
        for channel in world.channels.values():
            if channel.type == pl.DM and channel.recipients == [recipient]:
                return pl.channel_payload(world, channel)
        channel = Channel(world.ids.next(), pl.DM, "", None, recipients=[recipient])
        world.channels[channel.id] = channel
        world.changed()
        return pl.channel_payload(world, channel)

    @route("GET", "/oauth2/applications/@me")
    async def application(self, ctx: Ctx) -> Any:
        return pl.application_payload(self.world)

    @route("GET", "/applications/@me")
    async def application_self(self, ctx: Ctx) -> Any:
        return pl.application_payload(self.world)

    @route("GET", "/gateway")
    async def gateway(self, ctx: Ctx) -> Any:
        return {"url": self.gateway_url}

    @route("GET", "/gateway/bot")
    async def gateway_bot(self, ctx: Ctx) -> Any:
        return {  # the shard count and concurrency the world was given (state.py)
            "url": self.gateway_url,
            "shards": self.world.shard_count,
            "session_start_limit": {
                "total": 1000,
                "remaining": 999,
                "reset_after": 86_400_000,
                "max_concurrency": self.world.max_concurrency,
            },
        }

    # -- commands -------------------------------------------------------------------------------

    def _app(self, ctx: Ctx) -> None:
        if ctx.id("application_id") != self.world.application_id:
            raise ApiError(403, 50001, "Missing Access")

    def _guild_scope(self, ctx: Ctx) -> int | None:
        self._app(ctx)
        if "guild_id" not in ctx.params:
            return None
        guild_id = ctx.id("guild_id")
        if guild_id not in self.world.guilds:
            raise ApiError(403, 50001, "Missing Access")
        return guild_id

    @route("PUT", "/applications/{application_id}/commands")
    @route("PUT", "/applications/{application_id}/guilds/{guild_id}/commands")
    async def put_commands(self, ctx: Ctx) -> Any:
        scope = self._guild_scope(ctx)
        return self.world.put_commands(scope, ctx.body if isinstance(ctx.body, list) else [])

    @route("GET", "/applications/{application_id}/commands")
    @route("GET", "/applications/{application_id}/guilds/{guild_id}/commands")
    async def get_commands(self, ctx: Ctx) -> Any:
        scope = self._guild_scope(ctx)
        return list(self.world.commands.get(scope, {}).values())

    @route("POST", "/applications/{application_id}/commands")
    @route("POST", "/applications/{application_id}/guilds/{guild_id}/commands")
    async def post_command(self, ctx: Ctx) -> Any:
        scope = self._guild_scope(ctx)
        return self.world.upsert_command(scope, ctx.json)

    def _command(self, ctx: Ctx) -> tuple[int | None, dict[str, Any]]:
        scope = self._guild_scope(ctx)
        command = self.world.commands.get(scope, {}).get(ctx.id("command_id"))
        if command is None:
            raise unknown("application command", 10063)
        return scope, command

    @route("GET", "/applications/{application_id}/commands/{command_id}")
    @route("GET", "/applications/{application_id}/guilds/{guild_id}/commands/{command_id}")
    async def get_command(self, ctx: Ctx) -> Any:
        return self._command(ctx)[1]

    @route("PATCH", "/applications/{application_id}/commands/{command_id}")
    @route("PATCH", "/applications/{application_id}/guilds/{guild_id}/commands/{command_id}")
    async def patch_command(self, ctx: Ctx) -> Any:
        scope, command = self._command(ctx)
        merged = {**command, **ctx.json}
        del self.world.commands[scope][int(command["id"])]
        return self.world.upsert_command(scope, merged)

    @route("DELETE", "/applications/{application_id}/commands/{command_id}")
    @route("DELETE", "/applications/{application_id}/guilds/{guild_id}/commands/{command_id}")
    async def delete_command(self, ctx: Ctx) -> Any:
        scope, command = self._command(ctx)
        del self.world.commands[scope][int(command["id"])]
        self.world.changed()
        return NO_CONTENT

    # -- interaction callbacks ------------------------------------------------------------------

    @route("POST", "/interactions/{interaction_id}/{interaction_token}/callback")
    async def callback(self, ctx: Ctx) -> Any:
        world = self.world
        record = world.interactions.get(ctx.id("interaction_id"))
        if record is None or record.token != ctx.params["interaction_token"]:
            raise unknown("interaction", 10062)
        if record.acknowledged:
            world.violation(ctx.method, ctx.path, f"{record.describe()} was answered twice")
            raise ApiError(400, 40060, "Interaction has already been acknowledged.")
        late = asyncio.get_running_loop().time() > record.deadline
        if record.failed or late:
            world.expire(record)
            world.violation(
                ctx.method,
                ctx.path,
                f"{record.describe()} answered after {world.ack_deadline:g}s: the user saw "
                "'This interaction failed'",
            )
            raise unknown("interaction", 10062)
        body = ctx.json
        kind = body.get("type")
        if kind not in INTERACTION_TYPES_CALLBACKS.get(record.type, set()) or (
            kind in (6, 7) and record.source_message_id is None
        ):
            world.violation(
                ctx.method,
                ctx.path,
                f"callback type {kind} is not valid for interaction type {record.type} "
                f"({record.describe()})",
            )
            raise ApiError(400, 50035, "Invalid Form Body", {"type": {"_errors": [{
                "code": "INTERACTION_RESPONSE_TYPE_INVALID",
                "message": "Interaction response type is invalid for this interaction.",
            }]}})  # fmt: skip
        data = body.get("data") or {}
        message: StoredMessage | None = None
        if kind == 4:
            message = self._interaction_message(
                record,
                data,
                ctx.files,
                ephemeral=bool((data.get("flags") or 0) & EPHEMERAL),
                followup=False,
            )
            record.response_message_id = message.id
            record.completions += 1
        elif kind == 5:
            message = self._interaction_message(
                record,
                {},
                {},
                ephemeral=bool((data.get("flags") or 0) & EPHEMERAL),
                followup=False,
                loading=True,
            )
            record.response_message_id = message.id
            record.loading = True
        elif kind in (6, 7):
            message = world.messages.get(record.source_message_id or 0)
            if message is None or message.deleted:
                raise unknown("Message", 10008)
            if kind == 7:
                world.edit_message(message, data, ctx.files, by=record)
                record.completions += 1
        elif kind == 8:
            record.choices = list(data.get("choices") or [])
        elif kind == 9:
            record.modal = data
        record.callback_type = kind
        record.callback_body = body
        if kind == 6:
            world.deferred_update(record)
        if message is not None:
            record.ephemeral = message.ephemeral
            record.last_message_id = message.id
        world.changed()
        if not ctx.flag("with_response"):
            return NO_CONTENT
        # As documented: `resource` only for a message sent or updated (4, 7); the ids and
        # flags of a created (or loading) message in `interaction`.
        interaction: dict[str, Any] = {"id": str(record.id), "type": record.type}
        answer: dict[str, Any] = {"interaction": interaction}
        if message is not None and kind in (4, 5, 7):
            interaction.update(
                response_message_id=str(message.id),
                response_message_loading=kind == 5,
                response_message_ephemeral=message.ephemeral,
            )
        if message is not None and kind in (4, 7):
            answer["resource"] = {"type": kind, "message": message.data}
        return answer

    # -- followups and @original ----------------------------------------------------------------

    def _original(self, record: InteractionRecord) -> StoredMessage:
        if record.callback_type in (4, 5):
            message_id = record.response_message_id
        elif record.callback_type in (6, 7):
            message_id = record.source_message_id
        else:
            message_id = None
        message = self.world.messages.get(message_id or 0)
        if message is None or message.deleted:
            raise unknown("Message", 10008)
        return message

    def _own_message(self, ctx: Ctx, record: InteractionRecord) -> StoredMessage:
        if ctx.params.get("message_id") == "@original":
            return self._original(record)
        message_id = ctx.id("message_id")
        message = self.world.messages.get(message_id)
        mine = message_id in record.followup_ids or message_id == record.response_message_id
        if message is None or message.deleted or not mine:
            raise unknown("Message", 10008)
        return message

    @route("POST", "/webhooks/{webhook_id}/{webhook_token}")
    async def followup(self, ctx: Ctx) -> Any:
        record = self._interaction(ctx)
        body = ctx.json
        if record.loading and record.response_message_id:
            # The first followup after a "thinking" defer replaces the loading message.
            message = self.world.edit_message(
                self._original(record), body, ctx.files, finish_loading=True
            )
            record.loading = False
        else:
            message = self._interaction_message(
                record,
                body,
                ctx.files,
                ephemeral=bool((body.get("flags") or 0) & EPHEMERAL),
                followup=True,
            )
            record.followup_ids.append(message.id)
        record.completions += 1
        record.last_message_id = message.id
        self.world.changed()
        return message.data if ctx.flag("wait") else NO_CONTENT

    @route("GET", "/webhooks/{webhook_id}/{webhook_token}/messages/@original")
    @route("GET", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}")
    async def get_webhook_message(self, ctx: Ctx) -> Any:
        record = self._interaction(ctx)
        ctx.params.setdefault("message_id", "@original")
        return self._own_message(ctx, record).data

    @route("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original")
    @route("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}")
    async def patch_webhook_message(self, ctx: Ctx) -> Any:
        record = self._interaction(ctx)
        ctx.params.setdefault("message_id", "@original")
        message = self._own_message(ctx, record)
        finishing = ctx.params["message_id"] == "@original" and record.loading
        self.world.edit_message(message, ctx.json, ctx.files, finish_loading=finishing, by=record)
        if ctx.params["message_id"] == "@original":
            record.loading = False
            record.completions += 1
        record.last_message_id = message.id
        self.world.changed()
        return message.data

    @route("DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/@original")
    @route("DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}")
    async def delete_webhook_message(self, ctx: Ctx) -> Any:
        record = self._interaction(ctx)
        ctx.params.setdefault("message_id", "@original")
        self.world.delete_message(self._own_message(ctx, record), by=record)
        record.completions += 1
        record.loading = False
        self.world.changed()
        return NO_CONTENT

    # -- channels and messages ------------------------------------------------------------------

    @route("GET", "/channels/{channel_id}")
    async def get_channel(self, ctx: Ctx) -> Any:
        channel = self._channel(ctx)
        return pl.channel_payload(self.world, channel)

    @route("PATCH", "/channels/{channel_id}")
    async def patch_channel(self, ctx: Ctx) -> Any:
        world = self.world
        channel = world.get_channel(ctx.id("channel_id"))
        body = ctx.json
        if channel.is_thread:
            if channel.owner_id != self.bot_id:
                world.require(channel, self.bot_id, "manage_threads")
            for key in ("name", "rate_limit_per_user", "auto_archive_duration"):
                if body.get(key) is not None:
                    setattr(channel, key, body[key])
            for key in ("archived", "locked", "invitable"):
                if body.get(key) is not None:
                    if key in ("archived", "locked") and getattr(channel, key) != body[key]:
                        channel.archive_timestamp = iso()
                    setattr(channel, key, bool(body[key]))
            world.thread_updated(channel)
        else:
            world.require(channel, self.bot_id, "manage_channels")
            for key in ("name", "topic", "position", "nsfw", "rate_limit_per_user"):
                if key in body:
                    setattr(channel, key, body[key])
            world.emit("CHANNEL_UPDATE", pl.channel_payload(world, channel), intent=1)
            world.changed()
        return pl.channel_payload(world, channel)

    @route("DELETE", "/channels/{channel_id}")
    async def delete_channel(self, ctx: Ctx) -> Any:
        world = self.world
        channel = world.get_channel(ctx.id("channel_id"))
        world.require(
            channel, self.bot_id, "manage_threads" if channel.is_thread else "manage_channels"
        )
        data = pl.channel_payload(world, channel)
        del world.channels[channel.id]
        guild = world.guild_of(channel)
        if guild is not None and channel.id in guild.channel_ids:
            guild.channel_ids.remove(channel.id)
        world.emit("THREAD_DELETE" if channel.is_thread else "CHANNEL_DELETE", data, intent=1)
        world.changed()
        return data

    @route("GET", "/channels/{channel_id}/messages")
    async def list_messages(self, ctx: Ctx) -> Any:
        channel = self._channel(ctx, "read_message_history")
        found = self.world.channel_messages(channel.id)
        limit = int(ctx.query.get("limit", 50))
        if "before" in ctx.query:
            found = [m for m in found if m.id < int(ctx.query["before"])]
        if "after" in ctx.query:
            found = [m for m in found if m.id > int(ctx.query["after"])][:limit]
        if "around" in ctx.query:
            pivot = int(ctx.query["around"])
            older = [m for m in found if m.id <= pivot][-((limit + 1) // 2) :]
            newer = [m for m in found if m.id > pivot][: limit // 2]
            found = older + newer
        found = found[-limit:]
        return [m.data for m in reversed(found)]

    @route("GET", "/channels/{channel_id}/messages/{message_id}")
    async def get_message(self, ctx: Ctx) -> Any:
        channel = self._channel(ctx, "read_message_history")
        return self.world.get_message(channel.id, ctx.id("message_id")).data

    @route("POST", "/channels/{channel_id}/messages")
    async def create_message(self, ctx: Ctx) -> Any:
        world = self.world
        channel = self._channel(ctx)
        if channel.guild_id is not None:
            world.require(
                channel,
                self.bot_id,
                "send_messages_in_threads" if channel.is_thread else "send_messages",
            )
        if channel.is_thread and channel.locked:
            raise ApiError(400, 50083, "Thread is archived")
        body = ctx.json
        nonce = body.get("nonce") if body.get("enforce_nonce") else None
        if nonce is not None and (sent := world.sent_with_nonce(world.bot.id, nonce)):
            return sent.data  # sent already: Discord returns it and creates nothing
        extra: dict[str, Any] = {}
        kind = pl.DEFAULT
        ref = body.get("message_reference")
        if ref:
            target = world.messages.get(int(ref.get("message_id", 0)))
            if target is None or target.deleted or target.visible_to is not None:
                if ref.get("fail_if_not_exists", True):
                    raise ApiError(400, 50035, "Invalid Form Body", {"message_reference": {
                        "_errors": [{"code": "MESSAGE_REFERENCE_UNKNOWN_MESSAGE",
                                     "message": "Unknown message"}]}})  # fmt: skip
            else:
                kind = pl.REPLY
                extra["message_reference"] = {
                    "type": 0,
                    "channel_id": str(target.channel_id),
                    "message_id": str(target.id),
                    "guild_id": str(channel.guild_id) if channel.guild_id else None,
                }
                extra["referenced_message"] = target.data
        if channel.is_thread:
            extra["position"] = channel.total_message_sent
        data = world.build_message(channel, world.bot, body, ctx.files, type=kind, extra=extra)
        allowed = body.get("allowed_mentions")  # absent: Discord pings the replied-to author
        if kind == pl.REPLY and (allowed is None or allowed.get("replied_user")):
            author = extra["referenced_message"]["author"]
            if all(m["id"] != author["id"] for m in data["mentions"]):
                data["mentions"].append(author)
        stored = world.store_message(channel, data)
        if nonce is not None:
            world.remember_nonce(world.bot.id, nonce, stored)
        return stored.data

    @route("PATCH", "/channels/{channel_id}/messages/{message_id}")
    async def edit_message(self, ctx: Ctx) -> Any:
        channel = self._channel(ctx)
        message = self.world.get_message(channel.id, ctx.id("message_id"))
        if int(message.data["author"]["id"]) != self.bot_id:
            raise ApiError(403, 50005, "Cannot edit a message authored by another user")
        return self.world.edit_message(message, ctx.json, ctx.files).data

    @route("DELETE", "/channels/{channel_id}/messages/{message_id}")
    async def delete_message(self, ctx: Ctx) -> Any:
        channel = self._channel(ctx)
        message = self.world.get_message(channel.id, ctx.id("message_id"))
        if int(message.data["author"]["id"]) != self.bot_id:
            self.world.require(channel, self.bot_id, "manage_messages")
        self.world.delete_message(message)
        return NO_CONTENT

    @route("POST", "/channels/{channel_id}/typing")
    async def typing(self, ctx: Ctx) -> Any:
        self._channel(ctx, "send_messages")
        return NO_CONTENT

    @route("PUT", "/channels/{channel_id}/messages/{message_id}/reactions/{emoji_name}/@me")
    async def add_reaction(self, ctx: Ctx) -> Any:
        channel = self._channel(ctx, "add_reactions", "read_message_history")
        message = self.world.get_message(channel.id, ctx.id("message_id"))
        self._react(message, ctx.params["emoji_name"], add=True)
        return NO_CONTENT

    @route("DELETE", "/channels/{channel_id}/messages/{message_id}/reactions/{emoji_name}/@me")
    async def remove_reaction(self, ctx: Ctx) -> Any:
        channel = self._channel(ctx)
        message = self.world.get_message(channel.id, ctx.id("message_id"))
        self._react(message, ctx.params["emoji_name"], add=False)
        return NO_CONTENT

    def _react(self, message: StoredMessage, emoji: str, *, add: bool) -> None:
        table = self.world.reactions.setdefault(message.id, {})
        users = table.setdefault(emoji, set())
        (users.add if add else users.discard)(self.bot_id)
        reactions = []
        for name, who in table.items():
            if not who:
                continue
            parts = name.split(":")  # custom emoji arrive as name:id
            emoji_obj = (
                {"id": parts[1], "name": parts[0]}
                if len(parts) == 2
                else {"id": None, "name": name}
            )
            reactions.append({
                "emoji": emoji_obj,
                "count": len(who),
                "count_details": {"burst": 0, "normal": len(who)},
                "burst_colors": [],
                "me_burst": False,
                "burst_me": False,
                "me": self.bot_id in who,
                "burst_count": 0,
            })  # fmt: skip
        message.data = {**message.data, "reactions": reactions}
        self.world.changed()

    # -- threads --------------------------------------------------------------------------------

    @route("POST", "/channels/{channel_id}/messages/{message_id}/threads")
    async def thread_from_message(self, ctx: Ctx) -> Any:
        world = self.world
        channel = self._channel(ctx, "create_public_threads")
        if channel.type not in (pl.TEXT, 5):
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        message = world.get_message(channel.id, ctx.id("message_id"))
        if message.id in world.channels:
            raise ApiError(400, 160004, "A thread has already been created for this message")
        body = ctx.json
        thread = world.create_thread(
            channel,
            body.get("name") or "thread",
            owner_id=self.bot_id,
            thread_id=message.id,
            auto_archive_duration=body.get("auto_archive_duration"),
            rate_limit_per_user=body.get("rate_limit_per_user") or 0,
        )
        message.data = {
            **message.data,
            "flags": message.data["flags"] | pl.HAS_THREAD,
            "thread": pl.channel_payload(world, thread),
        }
        world.changed()
        return pl.channel_payload(world, thread)

    @route("POST", "/channels/{channel_id}/threads")
    async def thread_without_message(self, ctx: Ctx) -> Any:
        world = self.world
        body = ctx.json
        kind = body.get("type") or pl.PRIVATE_THREAD
        channel = self._channel(
            ctx, "create_private_threads" if kind == pl.PRIVATE_THREAD else "create_public_threads"
        )
        if channel.type not in (pl.TEXT, 5):
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        thread = world.create_thread(
            channel,
            body.get("name") or "thread",
            owner_id=self.bot_id,
            type=kind,
            auto_archive_duration=body.get("auto_archive_duration"),
            invitable=body.get("invitable", True) is not False,
            rate_limit_per_user=body.get("rate_limit_per_user") or 0,
        )
        if kind == pl.PUBLIC_THREAD:  # Discord announces public threads in the parent channel
            data = world.build_message(
                channel,
                world.bot,
                {"content": thread.name},
                {},
                type=pl.THREAD_CREATED,
                extra={"message_reference": {
                    "type": 0, "channel_id": str(thread.id), "guild_id": str(channel.guild_id),
                }},
            )  # fmt: skip
            world.store_message(channel, data)
        return pl.channel_payload(world, thread)

    def _thread(self, ctx: Ctx) -> Channel:
        channel = self.world.get_channel(ctx.id("channel_id"))
        if not channel.is_thread:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        return channel

    @route("PUT", "/channels/{channel_id}/thread-members/@me")
    @route("PUT", "/channels/{channel_id}/thread-members/{user_id}")
    async def join_thread(self, ctx: Ctx) -> Any:
        thread = self._thread(ctx)
        user_id = self.bot_id if "user_id" not in ctx.params else ctx.id("user_id")
        if user_id not in self.world.users:
            raise unknown("User", 10013)
        if thread.archived:
            raise ApiError(400, 50083, "Thread is archived")
        thread.thread_members.setdefault(user_id, iso())
        self._members_update(thread, added=[user_id])
        return NO_CONTENT

    @route("DELETE", "/channels/{channel_id}/thread-members/@me")
    @route("DELETE", "/channels/{channel_id}/thread-members/{user_id}")
    async def leave_thread(self, ctx: Ctx) -> Any:
        thread = self._thread(ctx)
        user_id = self.bot_id if "user_id" not in ctx.params else ctx.id("user_id")
        thread.thread_members.pop(user_id, None)
        self._members_update(thread, removed=[user_id])
        return NO_CONTENT

    def _members_update(
        self, thread: Channel, added: list[int] | None = None, removed: list[int] | None = None
    ) -> None:
        world = self.world
        data = {
            "id": str(thread.id),
            "guild_id": str(thread.guild_id),
            "member_count": len(thread.thread_members),
            "added_members": [pl.thread_member_payload(thread, u) for u in added or []],
            "removed_member_ids": [str(u) for u in removed or []],
        }
        world.emit("THREAD_MEMBERS_UPDATE", data, intent=pl.GUILD_MEMBERS_INTENT | 1)
        world.changed()

    @route("GET", "/channels/{channel_id}/thread-members")
    async def thread_members(self, ctx: Ctx) -> Any:
        thread = self._thread(ctx)
        return [pl.thread_member_payload(thread, u) for u in thread.thread_members]

    @route("GET", "/channels/{channel_id}/thread-members/{user_id}")
    async def thread_member(self, ctx: Ctx) -> Any:
        thread = self._thread(ctx)
        user_id = ctx.id("user_id")
        if user_id not in thread.thread_members:
            raise unknown("Member", 10007)
        return pl.thread_member_payload(thread, user_id)

    # -- guilds ---------------------------------------------------------------------------------

    def _guild(self, ctx: Ctx) -> Guild:
        guild = self.world.guilds.get(ctx.id("guild_id"))
        if guild is None:
            raise unknown("Guild", 10004)
        return guild

    @route("GET", "/guilds/{guild_id}")
    async def get_guild(self, ctx: Ctx) -> Any:
        guild = self._guild(ctx)
        data = pl.guild_payload(self.world, guild)
        if ctx.flag("with_counts"):
            data["approximate_member_count"] = len(guild.members)
            data["approximate_presence_count"] = 0
        return data

    @route("GET", "/guilds/{guild_id}/channels")
    async def guild_channels(self, ctx: Ctx) -> Any:
        guild = self._guild(ctx)
        return [pl.channel_payload(self.world, self.world.channels[c]) for c in guild.channel_ids]

    @route("GET", "/guilds/{guild_id}/roles")
    async def guild_roles(self, ctx: Ctx) -> Any:
        guild = self._guild(ctx)
        return [pl.role_payload(r) for r in guild.roles.values()]

    @route("GET", "/guilds/{guild_id}/members/{user_id}")
    async def guild_member(self, ctx: Ctx) -> Any:
        guild = self._guild(ctx)
        user_id = ctx.id("user_id")
        if user_id not in guild.members:
            raise unknown("Member", 10007)
        return pl.member_payload(self.world, guild, user_id)

    @route("GET", "/guilds/{guild_id}/members")
    async def guild_members(self, ctx: Ctx) -> Any:
        guild = self._guild(ctx)
        limit = int(ctx.query.get("limit", 1))
        after = int(ctx.query.get("after", 0))
        ids = sorted(u for u in guild.members if u > after)[:limit]
        return [pl.member_payload(self.world, guild, u) for u in ids]

    @route("GET", "/guilds/{guild_id}/threads/active")
    async def active_threads(self, ctx: Ctx) -> Any:
        guild = self._guild(ctx)
        threads = [
            c
            for c in self.world.channels.values()
            if c.guild_id == guild.id and c.is_thread and not c.archived
        ]
        members = [
            pl.thread_member_payload(t, self.bot_id)
            for t in threads
            if self.bot_id in t.thread_members
        ]
        return {
            "threads": [pl.channel_payload(self.world, t) for t in threads],
            "members": members,
            "has_more": False,
        }
