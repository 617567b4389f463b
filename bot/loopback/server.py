"""The aiohttp application: REST under /api/v10 (validated, fault-injectable) and the gateway.

Every REST request goes through one pipeline: parse (JSON or multipart with payload_json), find
the documented operation, record violations, fire an armed fault, then call the handler and
answer with Discord's headers (exact `application/json`, rate-limit headers).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import math
import re
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote

from aiohttp import BodyPartReader, web

from bot.loopback import payloads as pl
from bot.loopback.gateway import Gateway
from bot.loopback.rest import NO_CONTENT, Ctx, Rest
from bot.loopback.spec import Match, OpenApiSpec, check_commands, check_message, check_modal
from bot.loopback.state import ApiError, World

JSON = "application/json"
log = logging.getLogger(__name__)
_PATH_KEY = re.compile(r"^\$(\S*): (.*)$", re.S)


@dataclass
class Fault:
    """An armed failure: the next `remaining` requests matching method + path regex fail."""

    method: str
    pattern: re.Pattern[str]
    status: int
    remaining: int
    retry_after: float = 0.3
    is_global: bool = False
    hits: int = 0

    def matches(self, method: str, path: str) -> bool:
        return (
            self.remaining > 0
            and self.method in (method, "*")
            and self.pattern.search(path) is not None
        )


@dataclass
class CrashPoint:
    """The bot dies the moment Discord has carried out a matching request, before its answer
    leaves: a crash between Discord acting and the bot recording that it did. Fires once."""

    method: str
    pattern: re.Pattern[str]
    kill: Callable[[], None]
    when: Callable[[Any], bool] | None = None
    """Also required of the request's JSON body."""
    hits: int = 0

    def matches(self, method: str, path: str, body: Any) -> bool:
        return (
            not self.hits
            and self.method in (method, "*")
            and self.pattern.search(path) is not None
            and (self.when is None or self.when(body))
        )


def json_response(status: int, body: Any, headers: dict[str, str] | None = None) -> web.Response:
    """JSON with Content-Type exactly `application/json` (discord.py checks it verbatim)."""
    if body is NO_CONTENT:
        return web.Response(status=204, headers=headers)
    data = pl.to_wire(body)
    return web.Response(status=status, body=data, headers={**(headers or {}), "Content-Type": JSON})


def ratelimit_headers(bucket: str, *, remaining: int = 4, reset_after: float = 1.0) -> dict:
    now = time.time()
    return {
        "X-RateLimit-Limit": "5",
        "X-RateLimit-Remaining": str(remaining),
        "X-RateLimit-Reset": f"{now + reset_after:.3f}",
        "X-RateLimit-Reset-After": f"{reset_after:.3f}",
        "X-RateLimit-Bucket": hashlib.md5(bucket.encode()).hexdigest(),
    }


def form_errors(problems: list[str]) -> dict[str, Any]:
    """Discord's nested `errors` object for 50035, keyed by the JSON path of each problem."""
    errors: dict[str, Any] = {}
    for problem in problems:
        found = _PATH_KEY.match(problem)
        keys, text = (["request"], problem)
        if found and found.group(1):
            keys = [k for k in re.split(r"[.\[\]]+", found.group(1)) if k] or ["request"]
            text = found.group(2)
        node = errors
        for key in keys:
            node = node.setdefault(key, {})
        node.setdefault("_errors", []).append({"code": "LOOPBACK_INVALID", "message": text})
    return errors


def extra_checks(match: Match, body: Any) -> list[str]:
    """Rules Discord enforces that the OpenAPI document does not express."""
    op = match.operation
    t, m = op.template, op.method
    if body is None:
        return []
    if t.endswith("/commands") and m == "PUT":
        return check_commands(body)
    if (t.endswith("/commands") and m == "POST") or (t.endswith("{command_id}") and m == "PATCH"):
        return check_commands([body])
    if t.startswith("/channels/{channel_id}/messages") and m in ("POST", "PATCH"):
        return check_message(body, channel_message=True)
    if t.startswith("/webhooks/") and m in ("POST", "PATCH"):
        return check_message(body)
    if t.endswith("/callback") and isinstance(body, dict):
        kind, data = body.get("type"), body.get("data")
        if kind in (4, 7):
            return check_message(data)
        if kind == 9:
            return check_modal(data)
    return []


class LoopbackServer:
    """Serves one World on 127.0.0.1 at a free port."""

    def __init__(
        self,
        world: World,
        spec: OpenApiSpec,
        *,
        strict: bool = True,
        check_responses: bool = True,
        host: str = "127.0.0.1",
        port: int = 0,
        routes: Callable[[web.Application], None] | None = None,
    ) -> None:
        self.world = world
        self.spec = spec
        self.strict = strict
        self.check_responses = check_responses
        self.host = host
        self.port = port
        self.routes = routes
        """More routes on the same app (the playground's page), added before the catch-all."""
        self.gateway = Gateway(world)
        self.rest: Rest | None = None
        self.faults: list[Fault] = []
        self.crash_points: list[CrashPoint] = []
        self.arrived: Callable[[bytes], None] | None = None
        """Shown every piece of a request as it is read from its socket, before aiohttp parses it
        (the benchmarks time an acknowledgement's arrival there, not once this busy loop gets
        to its handler)."""
        self.latency = 0.0
        """Seconds each REST request's answer is held back (what it asks is done at once), as
        Discord's answers are by the network and its own work (tens of milliseconds), which a
        loopback on the same machine hides: how many requests a bot has in flight at once, and
        so how many connections it needs, depend on it."""
        self._runner: web.AppRunner | None = None

    def _arrived(self, data: bytes) -> None:
        if self.arrived is not None:
            self.arrived(data)

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def api_base(self) -> str:
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://{self.host}:{self.port}/gateway"

    async def start(self) -> None:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/gateway", self.gateway.handle)
        app.router.add_get("/gateway/resume", self.gateway.handle)
        app.router.add_get("/attachments/{channel_id}/{attachment_id}/{filename}", self._file)
        app.router.add_route("*", r"/api/v{version:\d+}{tail:/.*}", self._rest_request)
        if self.routes is not None:
            self.routes(app)
        app.router.add_route("*", "/{tail:.*}", self._stray)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        assert self._runner.server is not None
        self._runner._server = _ReadFirst(self._runner.server, self._arrived)  # type: ignore[assignment]
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        server = site._server
        assert server is not None and server.sockets
        self.port = server.sockets[0].getsockname()[1]
        self.world.base_url = self.base_url
        self.gateway.resume_url = f"ws://{self.host}:{self.port}/gateway/resume"
        self.rest = Rest(self.world, self.gateway_url)

    async def stop(self) -> None:
        await self.gateway.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    # -- faults ---------------------------------------------------------------------------------

    def arm(self, fault: Fault) -> Fault:
        self.faults.append(fault)
        return fault

    def arm_crash(self, point: CrashPoint) -> CrashPoint:
        self.crash_points.append(point)
        return point

    def _crash_after(self, method: str, path: str, body: Any) -> None:
        for point in self.crash_points:
            if point.matches(method, path, body):
                point.hits += 1
                self.world.records.fault_hits.append(f"crash after {method} {path}")
                point.kill()

    def _fault(self, method: str, path: str, bucket: str) -> web.Response | None:
        for fault in self.faults:
            if not fault.matches(method, path):
                continue
            fault.remaining -= 1
            fault.hits += 1
            self.world.records.fault_hits.append(f"{fault.status} {method} {path}")
            self.world.changed()
            if fault.status == 429:
                headers = ratelimit_headers(bucket, remaining=0, reset_after=fault.retry_after)
                headers.update({
                    "Retry-After": str(math.ceil(fault.retry_after)),
                    "X-RateLimit-Scope": "shared" if not fault.is_global else "global",
                    "Via": "1.1 google",
                })  # fmt: skip
                if fault.is_global:
                    headers["X-RateLimit-Global"] = "true"
                body = {
                    "message": "You are being rate limited.",
                    "retry_after": fault.retry_after,
                    "global": fault.is_global,
                }
                return json_response(429, body, headers)
            return json_response(
                fault.status, {"message": f"{fault.status}: Internal Server Error", "code": 0}
            )
        return None

    # -- requests -------------------------------------------------------------------------------

    async def _stray(self, request: web.Request) -> web.Response:
        self.world.records.unhandled.append(f"{request.method} {request.path}")
        self.world.changed()
        return json_response(404, {"message": "404: Not Found", "code": 0})

    async def _file(self, request: web.Request) -> web.Response:
        content = self.world.attachments.get(int(request.match_info["attachment_id"]))
        if content is None:
            return web.Response(status=404)
        return web.Response(body=content, content_type="application/octet-stream")

    async def _read_body(self, request: web.Request) -> tuple[Any, dict, str]:
        if not request.body_exists:
            return None, {}, ""
        ctype = request.content_type
        if ctype == "multipart/form-data":
            payload: Any = None
            files: dict[str, tuple[str, bytes]] = {}
            reader = await request.multipart()
            async for part in reader:
                if not isinstance(part, BodyPartReader):
                    continue
                content = await part.read()
                name = part.name or ""
                if name == "payload_json":
                    payload = json.loads(content.decode())
                else:
                    files[name] = (part.filename or name, bytes(content))
            return payload, files, ctype
        raw = await request.read()
        if not raw:
            return None, {}, ctype
        if ctype == JSON:
            return json.loads(raw.decode()), {}, ctype
        return raw, {}, ctype

    async def _rest_request(self, request: web.Request) -> web.Response:
        try:
            response = await self._rest_pipeline(request)
        except Exception as error:  # a bug in the fake: make it loud, not a silent 500 retry
            trace = traceback.format_exc(limit=6)
            self.world.records.fake_errors.append(f"{request.method} {request.path}: {trace}")
            self.world.changed()
            log.exception("loopback crashed on %s %s", request.method, request.path)
            body = {"message": f"loopback bug: {error!r}", "code": 0}
            return json_response(400, body)
        if self.latency > 0:  # done at once (an acknowledgement counts when it arrived)
            await asyncio.sleep(self.latency)
        return response

    async def _rest_pipeline(self, request: web.Request) -> web.Response:
        world = self.world
        method = request.method
        raw_path = request.rel_url.raw_path
        path = raw_path[raw_path.index("/", 1 + raw_path.index("/", 1)) :]  # after /api/vN
        display = unquote(path)
        if request.match_info["version"] != "10":
            world.violation(method, display, f"API v{request.match_info['version']} is not v10")
        try:
            body, files, ctype = await self._read_body(request)
        except (ValueError, UnicodeDecodeError) as error:
            world.violation(method, display, f"the body is not valid JSON: {error}")
            return self._finish(method, display, 400, {
                "message": "The request body contains invalid JSON.", "code": 50109,
            }, "invalid")  # fmt: skip
        match = self.spec.match(method, path)
        if match is None:
            known = self.spec.path_known(path)
            world.violation(method, display, "method not allowed" if known else "unknown route")
            world.records.unhandled.append(f"{method} {display}")
            status, text = (405, "405: Method Not Allowed") if known else (404, "404: Not Found")
            return self._finish(method, display, status, {"message": text, "code": 0}, "none")
        op = match.operation
        query = {k: v for k, v in request.query.items()}
        problems = self.spec.check_params(match, query)
        if body is not None or op.body_required:
            ctype_for_spec = ctype if ctype in op.body_types else (ctype or JSON)
            problems += self.spec.check_body(match, ctype_for_spec, body)
            problems += extra_checks(match, body)
        for problem in problems:
            world.violation(method, display, problem, op.operation_id)
        if not op.auth_optional and request.headers.get("Authorization") != f"Bot {world.token}":
            return self._finish(
                method, display, 401, {"message": "401: Unauthorized", "code": 0}, op.template
            )
        fault = self._fault(method, display, op.template)
        if fault is not None:
            world.records.requests.append((method, display, fault.status))
            return fault
        if problems and self.strict:
            body_out = {
                "message": "Invalid Form Body",
                "code": 50035,
                "errors": form_errors(problems),
            }
            return self._finish(method, display, 400, body_out, op.template)
        assert self.rest is not None
        if not self.rest.implemented(method, op.template):
            world.records.unhandled.append(f"{method} {display} ({op.operation_id})")
            world.changed()
            return self._finish(
                method, display, 404, {"message": "404: Not Found", "code": 0}, op.template
            )
        ctx = Ctx(
            request, method, display, op.template, match.path_params, query, body, files, ctype
        )
        try:
            result = await self.rest.handle(ctx)
        except ApiError as error:
            return self._finish(method, display, error.status, error.body(), op.template)
        self._crash_after(method, display, body)
        if result is NO_CONTENT:
            return self._finish(method, display, 204, NO_CONTENT, op.template)
        if self.check_responses:
            for problem in self.spec.check_response(match, 200, result):
                world.records.fake_errors.append(f"{method} {op.template} answer: {problem}")
        return self._finish(method, display, 200, result, op.template)

    def _finish(self, method: str, path: str, status: int, body: Any, bucket: str) -> web.Response:
        self.world.records.requests.append((method, path, status))
        self.world.changed()
        return json_response(status, body, ratelimit_headers(bucket))


class _ReadFirst:
    """aiohttp's server as the listening socket's protocol factory, each connection's bytes shown
    to `seen` as they are read (`Server.arrived`); everything else is the server's."""

    def __init__(self, server: web.Server, seen: Callable[[bytes], None]) -> None:
        self._server = server
        self._seen = seen

    def __call__(self) -> asyncio.Protocol:
        return _ReadingFirst(self._server(), self._seen)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._server, name)


class _ReadingFirst(asyncio.Protocol):
    """One connection's aiohttp protocol, its bytes shown to `seen` first."""

    def __init__(self, inner: Any, seen: Callable[[bytes], None]) -> None:
        self._inner = inner
        self._seen = seen

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._inner.connection_made(transport)

    def data_received(self, data: bytes) -> None:
        self._seen(data)
        self._inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self._inner.eof_received()

    def connection_lost(self, exc: Exception | None) -> None:
        self._inner.connection_lost(exc)

    def pause_writing(self) -> None:
        self._inner.pause_writing()

    def resume_writing(self) -> None:
        self._inner.resume_writing()
