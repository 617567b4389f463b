"""Complete Discord payloads (users, members, guilds, channels, messages) from the fake's model.

discord.py indexes payload keys directly, and a missing key crashes its gateway reader, so every
builder emits every key Discord documents as required, not just the ones a test looks at.
"""

from __future__ import annotations

import itertools
import json
import mimetypes
import re
import time
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import orjson

if TYPE_CHECKING:
    from bot.loopback.state import Channel, Guild, Role, StoredMessage, User, World

DISCORD_EPOCH_MS = 1_420_070_400_000
API_VERSION = 10

# -- permissions --------------------------------------------------------------------------------

P = {
    "create_instant_invite": 1 << 0,
    "kick_members": 1 << 1,
    "ban_members": 1 << 2,
    "administrator": 1 << 3,
    "manage_channels": 1 << 4,
    "manage_guild": 1 << 5,
    "add_reactions": 1 << 6,
    "view_audit_log": 1 << 7,
    "view_channel": 1 << 10,
    "send_messages": 1 << 11,
    "manage_messages": 1 << 13,
    "embed_links": 1 << 14,
    "attach_files": 1 << 15,
    "read_message_history": 1 << 16,
    "mention_everyone": 1 << 17,
    "use_external_emojis": 1 << 18,
    "connect": 1 << 20,
    "speak": 1 << 21,
    "change_nickname": 1 << 26,
    "manage_roles": 1 << 28,
    "use_application_commands": 1 << 31,
    "manage_threads": 1 << 34,
    "create_public_threads": 1 << 35,
    "create_private_threads": 1 << 36,
    "send_messages_in_threads": 1 << 38,
    "moderate_members": 1 << 40,
}
ALL_PERMISSIONS = (1 << 51) - 1
MANAGE_GUILD = P["manage_guild"]
ADMINISTRATOR = P["administrator"]
DEFAULT_EVERYONE = (
    P["create_instant_invite"]
    | P["add_reactions"]
    | P["view_channel"]
    | P["send_messages"]
    | P["embed_links"]
    | P["attach_files"]
    | P["read_message_history"]
    | P["mention_everyone"]
    | P["use_external_emojis"]
    | P["connect"]
    | P["speak"]
    | P["change_nickname"]
    | P["use_application_commands"]
    | P["create_public_threads"]
    | P["create_private_threads"]
    | P["send_messages_in_threads"]
)
DEFAULT_BOT = DEFAULT_EVERYONE | P["manage_messages"] | P["manage_threads"]

# -- message flags and types --------------------------------------------------------------------

SUPPRESS_EMBEDS = 1 << 2
HAS_THREAD = 1 << 5
EPHEMERAL = 1 << 6
LOADING = 1 << 7
SUPPRESS_NOTIFICATIONS = 1 << 12
IS_COMPONENTS_V2 = 1 << 15

DEFAULT, THREAD_CREATED, REPLY, CHAT_INPUT_COMMAND = 0, 18, 19, 20

TEXT, DM, CATEGORY, PUBLIC_THREAD, PRIVATE_THREAD = 0, 1, 4, 11, 12
THREAD_TYPES = {PUBLIC_THREAD, PRIVATE_THREAD, 10}

# -- intents (the gateway filters dispatches by them) -------------------------------------------

GUILDS_INTENT = 1 << 0
GUILD_MEMBERS_INTENT = 1 << 1
GUILD_MESSAGES_INTENT = 1 << 9
DIRECT_MESSAGES_INTENT = 1 << 12
MESSAGE_CONTENT_INTENT = 1 << 15


def to_wire(body: Any) -> bytes:
    """JSON as Discord sends it: compact UTF-8 (orjson; the standard library for what orjson
    refuses, an integer past 64 bits)."""
    try:
        return orjson.dumps(body, option=orjson.OPT_NON_STR_KEYS)
    except TypeError:
        return json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode()


class Snowflakes:
    """Realistic, strictly increasing ids: Discord's epoch, current time, worker 1, process 1."""

    def __init__(self) -> None:
        self._last_ms = 0
        self._increment = 0

    def next(self) -> int:
        now = int(time.time() * 1000)
        if now <= self._last_ms:
            now = self._last_ms
            self._increment += 1
            if self._increment >= 4096:
                now += 1
                self._increment = 0
        else:
            self._increment = 0
        self._last_ms = now
        return ((now - DISCORD_EPOCH_MS) << 22) | (1 << 17) | (1 << 12) | self._increment


def iso(moment: datetime | None = None) -> str:
    """Discord's timestamp format: microseconds and an explicit +00:00."""
    moment = moment or datetime.now(UTC)
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def snowflake_time(snowflake: int) -> str:
    return iso(datetime.fromtimestamp(((snowflake >> 22) + DISCORD_EPOCH_MS) / 1000, UTC))


# -- users, roles, members ----------------------------------------------------------------------


def user_payload(user: User) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": str(user.id),
        "username": user.username,
        "avatar": None,
        "discriminator": "0",
        "public_flags": 0,
        "flags": 0,
        "banner": None,
        "accent_color": None,
        "global_name": user.global_name,
        "avatar_decoration_data": None,
        "collectibles": None,
        "display_name_styles": None,
        "banner_color": None,
        "clan": None,
        "primary_guild": None,
    }
    if user.bot:
        data["bot"] = True
    return data


def private_user_payload(user: User) -> dict[str, Any]:
    """GET /users/@me and READY's user: the bot's own account, with the private fields."""
    data = user_payload(user)
    data.update(
        mfa_enabled=False, locale="en-US", premium_type=0, email=None, verified=True, bio=""
    )
    return data


def role_payload(role: Role) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": str(role.id),
        "name": role.name,
        "description": None,
        "permissions": str(role.permissions),
        "position": role.position,
        "color": role.color,
        "colors": {"primary_color": role.color, "secondary_color": None, "tertiary_color": None},
        "hoist": role.hoist,
        "managed": role.managed,
        "mentionable": role.mentionable,
        "icon": None,
        "unicode_emoji": None,
        "flags": 0,
    }
    if role.tags is not None:
        data["tags"] = role.tags
    return data


def member_payload(
    world: World, guild: Guild, user_id: int, *, with_user: bool = True
) -> dict[str, Any]:
    member = guild.members[user_id]
    data: dict[str, Any] = {
        "avatar": None,
        "banner": None,
        "communication_disabled_until": None,
        "flags": 0,
        "joined_at": member.joined_at,
        "nick": member.nick,
        "pending": False,
        "premium_since": None,
        "roles": [str(r) for r in member.role_ids],
        "mute": False,
        "deaf": False,
        "avatar_decoration_data": None,
        "collectibles": None,
        "unusual_dm_activity_until": None,
    }
    if with_user:
        data["user"] = user_payload(world.users[user_id])
    return data


# -- guilds and channels ------------------------------------------------------------------------


def guild_payload(world: World, guild: Guild) -> dict[str, Any]:
    """GET /guilds/{id}: the guild without its channels or members (as Discord answers)."""
    system_channel = next(iter(guild.channel_ids), None)
    return {
        "id": str(guild.id),
        "name": guild.name,
        "icon": None,
        "icon_hash": None,
        "description": None,
        "home_header": None,
        "splash": None,
        "discovery_splash": None,
        "features": list(guild.features),
        "banner": None,
        "owner_id": str(guild.owner_id),
        "application_id": None,
        "region": "deprecated",
        "afk_channel_id": None,
        "afk_timeout": 300,
        "system_channel_id": str(system_channel) if system_channel else None,
        "system_channel_flags": 0,
        "widget_enabled": False,
        "widget_channel_id": None,
        "verification_level": 0,
        "roles": [role_payload(r) for r in sorted(guild.roles.values(), key=lambda r: r.position)],
        "default_message_notifications": 1,
        "mfa_level": 0,
        "explicit_content_filter": 0,
        "max_presences": None,
        "max_members": 500000,
        "max_stage_video_channel_users": 50,
        "max_video_channel_users": 25,
        "vanity_url_code": None,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": guild.preferred_locale,
        "rules_channel_id": None,
        "safety_alerts_channel_id": None,
        "public_updates_channel_id": None,
        "premium_progress_bar_enabled": False,
        "nsfw": False,
        "nsfw_level": 0,
        "emojis": [],
        "stickers": [],
        "incidents_data": None,
        "latest_onboarding_question_id": None,
        "hub_type": None,
        "version": 0,
    }


def guild_create_payload(world: World, guild: Guild) -> dict[str, Any]:
    """GUILD_CREATE: the whole guild, its channels, active threads and the bot's own member."""
    data = guild_payload(world, guild)
    channels = [world.channels[c] for c in guild.channel_ids]
    threads = [t for t in map(world.channels.__getitem__, guild.thread_ids) if not t.archived]
    data.update(
        joined_at=guild.members[world.bot.id].joined_at,
        large=False,
        unavailable=False,
        lazy=True,
        member_count=len(guild.members),
        voice_states=[],
        members=[member_payload(world, guild, world.bot.id)],
        channels=[channel_payload(world, c) for c in channels],
        threads=[channel_payload(world, t) for t in threads],
        presences=[],
        stage_instances=[],
        guild_scheduled_events=[],
        soundboard_sounds=[],
        embedded_activities=[],
        activity_instances=[],
        application_command_counts={},
    )
    return data


def channel_payload(
    world: World, channel: Channel, *, for_user: int | None = None
) -> dict[str, Any]:
    """A channel or thread as GET /channels/{id} answers; `for_user` adds computed permissions."""
    data: dict[str, Any] = {
        "id": str(channel.id),
        "type": channel.type,
        "last_message_id": str(channel.last_message_id) if channel.last_message_id else None,
        "flags": 0,
        "rate_limit_per_user": channel.rate_limit_per_user,
    }
    if channel.type == DM:
        data["recipients"] = [user_payload(world.users[u]) for u in channel.recipients]
        return data
    data.update(guild_id=str(channel.guild_id), name=channel.name)
    data["parent_id"] = str(channel.parent_id) if channel.parent_id else None
    if channel.type in THREAD_TYPES:
        meta: dict[str, Any] = {
            "archived": channel.archived,
            "archive_timestamp": channel.archive_timestamp,
            "auto_archive_duration": channel.auto_archive_duration,
            "locked": channel.locked,
            "create_timestamp": channel.create_timestamp,
        }
        if channel.type == PRIVATE_THREAD:
            meta["invitable"] = channel.invitable
        data.update(
            owner_id=str(channel.owner_id),
            thread_metadata=meta,
            message_count=channel.message_count,
            member_count=min(len(channel.thread_members), 50),
            total_message_sent=channel.total_message_sent,
            applied_tags=[],
            last_pin_timestamp=None,
        )
        if world.bot.id in channel.thread_members:
            data["member"] = thread_member_payload(channel, world.bot.id)
    else:
        data.update(
            position=channel.position,
            permission_overwrites=list(channel.permission_overwrites),
            topic=channel.topic,
            nsfw=channel.nsfw,
            last_pin_timestamp=None,
            default_thread_rate_limit_per_user=0,
            icon_emoji=None,
            theme_color=None,
        )
    if for_user is not None and channel.guild_id is not None:
        data["permissions"] = str(world.channel_permissions(channel, for_user))
    return data


def thread_member_payload(channel: Channel, user_id: int) -> dict[str, Any]:
    return {
        "id": str(channel.id),
        "user_id": str(user_id),
        "join_timestamp": channel.thread_members[user_id],
        "flags": 1,
        "muted": False,
        "mute_config": None,
    }


# -- messages -----------------------------------------------------------------------------------

_USER_MENTION = re.compile(r"<@!?(\d+)>")
_ROLE_MENTION = re.compile(r"<@&(\d+)>")


def mentions(
    world: World, channel: Channel, content: str, allowed: dict[str, Any] | None
) -> tuple[list[int], list[int], bool]:
    """Which users/roles/everyone a message pings, after allowed_mentions (absent: all)."""
    users = [int(u) for u in dict.fromkeys(_USER_MENTION.findall(content))]
    roles = [int(r) for r in dict.fromkeys(_ROLE_MENTION.findall(content))]
    everyone = "@everyone" in content or "@here" in content
    if allowed is not None:
        parse = set(allowed.get("parse") or [])
        ok_users = {int(u) for u in allowed.get("users") or []}
        ok_roles = {int(r) for r in allowed.get("roles") or []}
        users = [u for u in users if "users" in parse or u in ok_users]
        roles = [r for r in roles if "roles" in parse or r in ok_roles]
        everyone = everyone and "everyone" in parse
    users = [u for u in users if u in world.users]
    guild = world.guilds.get(channel.guild_id or 0)
    roles = [r for r in roles if guild is not None and r in guild.roles]
    return users, roles, everyone


def normalize_components(components: list[Any] | None) -> list[dict[str, Any]]:
    """Components as Discord echoes them: numbered `id`s and the select defaults filled in."""
    counter = itertools.count(1)
    taken = set()

    def visit(comps: list[Any]) -> list[dict[str, Any]]:
        out = []
        for comp in comps:
            comp = dict(comp)
            if comp.get("id") is None:
                n = next(counter)
                while n in taken:
                    n = next(counter)
                comp["id"] = n
            taken.add(comp["id"])
            if comp.get("type") in (3, 5, 6, 7, 8):
                comp.setdefault("min_values", 1)
                comp.setdefault("max_values", 1)
            for key, value in list(comp.items()):
                if value is None:
                    del comp[key]
            if isinstance(comp.get("emoji"), dict):  # a unicode emoji is echoed without an id
                comp["emoji"] = {k: v for k, v in comp["emoji"].items() if v is not None}
            if isinstance(comp.get("components"), list):
                comp["components"] = visit(comp["components"])
            if isinstance(comp.get("component"), dict):
                comp["component"] = visit([comp["component"]])[0]
            if isinstance(comp.get("accessory"), dict):
                comp["accessory"] = visit([comp["accessory"]])[0]
            out.append(comp)
        return out

    return visit(list(components or []))


def normalize_embeds(embeds: list[Any] | None) -> list[dict[str, Any]]:
    out = []
    for embed in embeds or []:
        embed = {k: v for k, v in dict(embed).items() if v is not None}
        embed.setdefault("type", "rich")
        embed["content_scan_version"] = 0
        if "fields" in embed:
            embed["fields"] = [{"inline": False, **f} for f in embed["fields"]]
        out.append(embed)
    return out


def attachment_payload(
    base_url: str, attachment_id: int, channel_id: int, filename: str, data: bytes, extra: dict
) -> dict[str, Any]:
    url = f"{base_url}/attachments/{channel_id}/{attachment_id}/{filename}"
    payload: dict[str, Any] = {
        "id": str(attachment_id),
        "filename": filename,
        "size": len(data),
        "url": url,
        "proxy_url": url,
        "content_type": mimetypes.guess_type(filename)[0] or "application/octet-stream",
    }
    if extra.get("description"):
        payload["description"] = extra["description"]
    if extra.get("title"):
        payload["title"] = extra["title"]
    return payload


def message_event_payload(world: World, message: StoredMessage) -> dict[str, Any]:
    """MESSAGE_CREATE/UPDATE: the message plus guild_id and the author's partial member."""
    data = dict(message.data)
    channel = world.channels[message.channel_id]
    if channel.guild_id is not None:
        data["guild_id"] = str(channel.guild_id)
        guild = world.guilds[channel.guild_id]
        author = int(data["author"]["id"])
        if author in guild.members and "webhook_id" not in data:
            data["member"] = member_payload(world, guild, author, with_user=False)
        data["mentions"] = [
            {**m, "member": member_payload(world, guild, int(m["id"]), with_user=False)}
            if int(m["id"]) in guild.members
            else m
            for m in data["mentions"]
        ]
    return data


# -- application and commands -------------------------------------------------------------------


def application_payload(world: World) -> dict[str, Any]:
    owner = world.users[world.app_owner_id]
    return {
        "id": str(world.application_id),
        "name": world.bot.username,
        "icon": None,
        "description": "",
        "summary": "",
        "type": None,
        "bot": user_payload(world.bot),
        "bot_public": True,
        "bot_require_code_grant": False,
        "verify_key": "0" * 64,
        "flags": world.application_flags,
        "flags_new": str(world.application_flags),
        "redirect_uris": [],
        "interactions_endpoint_url": None,
        "role_connections_verification_url": None,
        "owner": user_payload(owner),
        "approximate_guild_count": len(world.guilds),
        "approximate_user_install_count": 0,
        "approximate_user_authorization_count": 0,
        "explicit_content_filter": 0,
        "team": None,
        "eligible_oauth2_scopes": [],
        "hook": True,
        "is_monetized": False,
        "is_verified": False,
        "is_discoverable": False,
        "integration_types_config": {"0": {}},
        "tags": [],
        "rpc_origins": [],
    }
