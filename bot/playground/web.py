"""The playground's page and its JSON API, on the loopback's own aiohttp app (127.0.0.1 only).

The page renders from the loopback's message store, so what it shows is what Discord would
show; every action is an interaction sent to the bot exactly as Discord sends it, through the
same harness the end-to-end tests use.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import json
import logging
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from aiohttp import web

from bot.loopback import CommandUnavailable, InteractionFailed, InteractionResult
from bot.loopback.harness import BotExited
from bot.loopback.payloads import EPHEMERAL, LOADING, MANAGE_GUILD
from bot.loopback.state import StoredMessage, World

if TYPE_CHECKING:
    from bot.playground.demo import Playground

STATIC = Path(__file__).with_name("static")
STATIC_TYPES = {".html": "text/html", ".js": "text/javascript", ".css": "text/css"}
CLIENT_LOCALES = ("en-US", "en-GB", "it", "uk")
log = logging.getLogger(__name__)


class BadRequest(ValueError):
    """The page sent something the playground cannot act on: told back in one sentence."""


# -- what a member sees -------------------------------------------------------------------------


def member_view(world: World, guild: Any, user_id: int) -> dict[str, Any]:
    user = world.users[user_id]
    admin = world.base_permissions(guild, user_id) & MANAGE_GUILD == MANAGE_GUILD
    return {
        "id": str(user.id),
        "name": user.global_name or user.username,
        "username": user.username,
        "gm": bool(admin) and not user.bot,
        "bot": user.bot,
    }


def channel_views(world: World, guild: Any) -> list[dict[str, Any]]:
    """Text channels in order, each followed by its threads (oldest first)."""
    out = []
    threads = [c for c in world.channels.values() if c.guild_id == guild.id and c.is_thread]
    for channel_id in guild.channel_ids:
        channel = world.channels[channel_id]
        out.append(channel_view(channel))
        out += [channel_view(t) for t in threads if t.parent_id == channel_id]
    return out


def channel_view(channel: Any) -> dict[str, Any]:
    return {
        "id": str(channel.id),
        "name": channel.name,
        "type": channel.type,
        "parent_id": str(channel.parent_id) if channel.parent_id else None,
        "archived": channel.archived,
        "last_message_id": str(channel.last_message_id) if channel.last_message_id else None,
    }


def message_view(message: StoredMessage) -> dict[str, Any]:
    flags = message.data.get("flags", 0) or 0
    return {
        **message.data,
        "ephemeral": bool(flags & EPHEMERAL),
        "loading": bool(flags & LOADING),
    }


# -- the API ------------------------------------------------------------------------------------


Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class PlaygroundWeb:
    def __init__(self, playground: Playground) -> None:
        self.pg = playground

    def add_routes(self, app: web.Application) -> None:
        app.router.add_get("/", self.index)
        app.router.add_get("/static/{name}", self.static)
        app.router.add_get("/api/state", self.state)
        app.router.add_get("/api/channels/{channel_id}/messages", self.messages)
        app.router.add_get("/api/events", self.events)
        for name, handler in (
            ("slash", self.slash),
            ("autocomplete", self.autocomplete),
            ("click", self.click),
            ("select", self.select),
            ("modal", self.modal),
            ("say", self.say),
            ("scenario", self.scenario),
            ("restart", self.restart),
        ):
            app.router.add_post(f"/api/{name}", self._answering(handler))

    @property
    def world(self) -> World:
        return self.pg.loopback.world

    # -- pages ----------------------------------------------------------------------------------

    async def index(self, request: web.Request) -> web.StreamResponse:
        return self._file("index.html")

    async def static(self, request: web.Request) -> web.StreamResponse:
        return self._file(request.match_info["name"])

    def _file(self, name: str) -> web.StreamResponse:
        path = STATIC / name
        if "/" in name or name.startswith(".") or not path.is_file():
            raise web.HTTPNotFound()
        ctype = STATIC_TYPES.get(path.suffix, "application/octet-stream")
        return web.Response(
            body=path.read_bytes(),
            content_type=ctype,
            charset="utf-8",
            headers={"Cache-Control": "no-store"},
        )

    # -- reading --------------------------------------------------------------------------------

    def _viewer(self, request: web.Request) -> int:
        """The member whose eyes the page borrows (the first demo member if none is named)."""
        raw = request.query.get("as", "")
        if not raw and self.pg.members:
            return next(iter(self.pg.members.values())).id
        if not raw.isdigit() or int(raw) not in self.pg.guild.members:
            raise web.HTTPBadRequest(
                text=json.dumps({"ok": False, "error": "?as= must be a member's id"}),
                content_type="application/json",
            )
        return int(raw)

    async def state(self, request: web.Request) -> web.StreamResponse:
        viewer = self._viewer(request)
        world, pg = self.world, self.pg
        guild = pg.guild
        bot = pg.loopback.bot
        status = pg.bot_status()
        humans = [u for u in guild.members if not world.users[u].bot]
        notes = [n for n in world.records.notifications if n.user_id == viewer]
        body = {
            "version": world.version,
            "guild": {"id": str(guild.id), "name": guild.name},
            "bot": {
                "id": str(world.bot.id),
                "name": world.bot.username,
                "status": status,
                "log_tail": bot.tail(15) if bot is not None and status != "ready" else None,
            },
            "members": [member_view(world, guild, u) for u in self._member_order(humans)],
            "channels": channel_views(world, guild),
            "roles": [
                {"id": str(r.id), "name": r.name} for r in guild.roles.values() if not r.managed
            ],
            "commands": world.visible_commands(guild.id),
            "notifications": [
                {
                    "message_id": str(n.message_id),
                    "channel_id": str(n.channel_id),
                    "content": n.content,
                }
                for n in notes
            ],
            "scenarios": [
                {"key": s.key, "title": s.title, "description": s.description}
                for s in self._scenarios()
            ],
            "busy": pg.busy,
        }
        return web.json_response(body)

    def _member_order(self, user_ids: list[int]) -> list[int]:
        """The demo's members first, in the switcher's order; anyone else after."""
        known = [u.id for u in self.pg.members.values() if u.id in user_ids]
        return known + [u for u in user_ids if u not in known]

    @staticmethod
    def _scenarios() -> list[Any]:
        from bot.playground.scenarios import SCENARIOS

        return list(SCENARIOS.values())

    async def messages(self, request: web.Request) -> web.StreamResponse:
        viewer = self._viewer(request)
        raw = request.match_info["channel_id"]
        channel = self.world.channels.get(int(raw)) if raw.isdigit() else None
        if channel is None or channel.guild_id != self.pg.guild.id:
            raise web.HTTPNotFound(text="no such channel")
        shown = self.world.channel_messages(channel.id, viewer)
        return web.json_response({"messages": [message_view(m) for m in shown]})

    async def events(self, request: web.Request) -> web.StreamResponse:
        """Server-sent events: the world's version each time it changes (coalesced)."""
        response = web.StreamResponse(
            headers={"Content-Type": "text/event-stream", "Cache-Control": "no-store"}
        )
        await response.prepare(request)
        seen = -1
        try:
            while True:
                version = await self.world.next_change(seen, timeout=15.0)
                if version == seen:
                    await response.write(b": keep-alive\n\n")
                    continue
                seen = version
                await response.write(f"data: {json.dumps({'version': version})}\n\n".encode())
                await asyncio.sleep(0.05)  # a burst of changes becomes one refresh
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        return response

    # -- acting ---------------------------------------------------------------------------------

    def _answering(self, handler: Handler) -> Handler:
        """Every action answers JSON: what happened, or in one sentence why nothing did."""

        async def wrapped(request: web.Request) -> web.StreamResponse:
            try:
                return await handler(request)
            except InteractionFailed:
                return failed("This interaction failed: the bot did not answer in time.")
            except BotExited:
                return failed("The bot is not running: press Restart bot.")
            except (BadRequest, CommandUnavailable, LookupError, ValueError, TypeError) as error:
                return failed(str(error).splitlines()[0] if str(error) else "Not allowed.")
            except TimeoutError:
                return failed("The bot took too long to answer.")

        return wrapped

    async def _body(self, request: web.Request) -> dict[str, Any]:
        try:
            body = await request.json()
        except (json.JSONDecodeError, UnicodeDecodeError) as error:
            raise BadRequest("the request is not JSON") from error
        if not isinstance(body, dict):
            raise BadRequest("the request must be a JSON object")
        return body

    def _actor(self, body: dict[str, Any]) -> Any:
        raw = str(body.get("as", ""))
        if not raw.isdigit() or int(raw) not in self.pg.guild.members:
            raise BadRequest("choose a member to act as")
        return self.world.users[int(raw)]

    def _channel(self, body: dict[str, Any]) -> int:
        raw = str(body.get("channel_id", ""))
        channel = self.world.channels.get(int(raw)) if raw.isdigit() else None
        if channel is None or channel.guild_id != self.pg.guild.id:
            raise BadRequest("open a channel of the server first")
        return channel.id

    @staticmethod
    def _locale(body: dict[str, Any]) -> str:
        """The acting member's Discord language (the page's switcher), as Discord sends it."""
        locale = str(body.get("locale", ""))
        return locale if locale in CLIENT_LOCALES else "en-US"

    @staticmethod
    def _message_id(body: dict[str, Any]) -> int:
        raw = str(body.get("message_id", ""))
        if not raw.isdigit():
            raise BadRequest("which message?")
        return int(raw)

    def _options(self, raw: Any) -> dict[str, Any]:
        """The command's options as the page typed them; files arrive as base64."""
        if not isinstance(raw, dict):
            return {}
        options: dict[str, Any] = {}
        for name, value in raw.items():
            if value is None or value == "":
                continue
            if isinstance(value, dict) and "base64" in value:
                try:
                    content = base64.b64decode(value["base64"], validate=True)
                except (binascii.Error, ValueError) as error:
                    raise BadRequest(f"{name}: the file could not be read") from error
                value = (str(value.get("filename") or "file"), content)
            options[str(name)] = value
        return options

    async def slash(self, request: web.Request) -> web.StreamResponse:
        body = await self._body(request)
        result = await self.pg.loopback.slash(
            self._actor(body),
            str(body.get("command", "")),
            self._options(body.get("options")),
            channel=self._channel(body),
            locale=self._locale(body),
        )
        return done(result)

    async def autocomplete(self, request: web.Request) -> web.StreamResponse:
        body = await self._body(request)
        choices = await self.pg.loopback.autocomplete(
            self._actor(body),
            str(body.get("command", "")),
            str(body.get("focused", "")),
            str(body.get("value", "")),
            self._options(body.get("options")),
            channel=self._channel(body),
            locale=self._locale(body),
        )
        return web.json_response({"ok": True, "choices": choices})

    async def click(self, request: web.Request) -> web.StreamResponse:
        body = await self._body(request)
        result = await self.pg.loopback.click(
            self._actor(body),
            self._message_id(body),
            str(body.get("custom_id", "")),
            locale=self._locale(body),
        )
        return done(result)

    async def select(self, request: web.Request) -> web.StreamResponse:
        body = await self._body(request)
        values = body.get("values")
        if not isinstance(values, list):
            raise BadRequest("values must be a list")
        result = await self.pg.loopback.select(
            self._actor(body),
            self._message_id(body),
            str(body.get("custom_id", "")),
            [str(v) for v in values],
            locale=self._locale(body),
        )
        return done(result)

    async def modal(self, request: web.Request) -> web.StreamResponse:
        body = await self._body(request)
        raw = str(body.get("interaction_id", ""))
        record = self.world.interactions.get(int(raw)) if raw.isdigit() else None
        if record is None or record.modal is None:
            raise BadRequest("that form is no longer open")
        values = body.get("values")
        if not isinstance(values, dict):
            raise BadRequest("values must be an object")
        result = await self.pg.loopback.submit_modal(
            self._actor(body), InteractionResult(record, None), values, locale=self._locale(body)
        )
        return done(result)

    async def say(self, request: web.Request) -> web.StreamResponse:
        body = await self._body(request)
        content = str(body.get("content", "")).strip()
        if not content or len(content) > 2000:
            raise BadRequest("a message is 1 to 2000 characters")
        sent = await self.pg.loopback.say(self._actor(body), content, channel=self._channel(body))
        return web.json_response({"ok": True, "message_id": sent["id"]})

    async def scenario(self, request: web.Request) -> web.StreamResponse:
        from bot.playground.scenarios import run_scenario

        body = await self._body(request)
        if self.pg.busy:
            raise BadRequest(f"wait: {self.pg.busy} is being set up")
        seeded = await run_scenario(self.pg, str(body.get("key", "")))
        return web.json_response({"ok": True, **seeded})

    async def restart(self, request: web.Request) -> web.StreamResponse:
        await self.pg.restart_bot()
        return web.json_response({"ok": True})


def done(result: InteractionResult) -> web.StreamResponse:
    record = result.record
    shown = result.message or {}
    return web.json_response({
        "ok": True,
        "interaction_id": str(record.id),
        "message_id": str(record.last_message_id) if record.last_message_id else None,
        "channel_id": shown.get("channel_id"),
        "ephemeral": record.ephemeral,
        "modal": record.modal,
    })  # fmt: skip


def failed(error: str) -> web.StreamResponse:
    return web.json_response({"ok": False, "error": error})
