"""discord.py's REST requests carried on a lane (bot/lane.py) instead of aiohttp.

discord.py stays in charge of every request: its routes, its rate-limit buckets (read from the
answer's headers), its retries and its errors. Only the transport under it changes: `LaneSession`
stands in for its aiohttp session, and a request discord.py makes with a JSON body (or none) to
Discord's API is written on the lane, its answer handed back as a response with what discord.py
reads of one (status, reason, headers, text). On this project's benchmark machine aiohttp took
344 µs of CPU a request, the lane 93; each click posts its story in its battle's thread, so that
was a sixth of a click's CPU.

Everything else is aiohttp's, as before: files and forms, proxies, query strings, the gateway's
websocket, any request while no lane connection is idle. A lane connection lost before any of the
answer was read is the usual keep-alive race (the server closed it as it sat idle): the request
is made again through aiohttp, as aiohttp does itself; one lost later, or an answer that does not
come in `ANSWER_WITHIN`, is a connection error to discord.py, as aiohttp's would be.
"""

from __future__ import annotations

import http
from typing import Any

import aiohttp
from multidict import CIMultiDict, CIMultiDictProxy

from bot.lane import Answer, HttpLane, header_lines

ANSWER_WITHIN = 60.0
"""Seconds a request on the lane waits for Discord's answer before it is a connection error."""
_CARRIED = frozenset({"headers", "data", "params", "proxy", "proxy_auth"})
"""The request arguments the lane understands (params, proxy and proxy_auth only when empty)."""


class LaneResponse:
    """Discord's answer as discord.py reads an aiohttp response."""

    def __init__(self, method: str, url: str, answer: Answer) -> None:
        self.method = method
        self.url = url
        self.status = answer.status
        self.headers = CIMultiDictProxy(CIMultiDict(answer.headers))
        self._body = answer.body

    @property
    def reason(self) -> str:
        try:
            return http.HTTPStatus(self.status).phrase
        except ValueError:
            return ""

    @property
    def content_type(self) -> str:
        return self.headers.get("Content-Type", "").split(";")[0].strip()

    async def read(self) -> bytes:
        return self._body

    async def text(self, encoding: str | None = None, errors: str = "strict") -> str:
        return self._body.decode(encoding or "utf-8", errors)

    def release(self) -> None:
        pass

    def close(self) -> None:
        pass

    async def __aenter__(self) -> LaneResponse:
        return self

    async def __aexit__(self, *_: object) -> None:
        return None


class _LaneRequest:
    """One request as `async with session.request(...)` makes it: on the lane, else aiohttp's."""

    def __init__(self, session: LaneSession, method: str, url: str, options: dict[str, Any]):
        self.session = session
        self.method = method
        self.url = url
        self.options = options
        self._fallback: Any = None

    async def __aenter__(self) -> Any:
        answer = await self.session._on_lane(self.method, self.url, self.options)
        if answer is not None:
            return LaneResponse(self.method, self.url, answer)
        self._fallback = self.session.inner.request(self.method, self.url, **self.options)
        return await self._fallback.__aenter__()

    async def __aexit__(self, *exc: Any) -> None:
        if self._fallback is not None:
            await self._fallback.__aexit__(*exc)


class LaneSession:
    """discord.py's aiohttp session (`inner`), its simple requests to `base()` on `lane`."""

    def __init__(self, inner: aiohttp.ClientSession, lane: HttpLane, base: Any) -> None:
        self.inner = inner
        self.lane = lane
        self._base = base

    def request(self, method: str, url: Any, **options: Any) -> _LaneRequest:
        return _LaneRequest(self, method, str(url), options)

    async def _on_lane(self, method: str, url: str, options: dict[str, Any]) -> Answer | None:
        """Discord's answer to the request made on the lane; None: it goes through aiohttp."""
        data = options.get("data")
        base = self._base()
        if (
            not url.startswith(base + "/")
            or not set(options) <= _CARRIED
            or any(options.get(key) for key in ("params", "proxy", "proxy_auth"))
            or not isinstance(data, str | bytes | None)
        ):
            return None
        own = options.get("headers") or {}
        try:  # the lane's every request names the bot's User-Agent already
            headers = header_lines(*((k, v) for k, v in own.items() if k.lower() != "user-agent"))
        except (ValueError, TypeError, AttributeError):
            return None
        body = data.encode() if isinstance(data, str) else data or b""
        path = url[len(base) :]
        outcome = self.lane.send(
            method.encode("ascii"), path, body, within=ANSWER_WITHIN, headers=headers
        )
        if outcome is None:
            return None
        answer = await outcome
        if answer is not None and answer.status == 0:
            raise aiohttp.ServerDisconnectedError("no answer on the lane")
        return answer  # None: lost before any of its answer, made again through aiohttp

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)
