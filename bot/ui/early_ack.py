"""Acknowledging a click the moment the gateway hands it over, before discord.py builds anything.

Under load a click waits its turn at every step between its arrival and its acknowledgement:
discord.py builds the interaction (its message, embeds and buttons), schedules a task for the
item, which builds a view of the whole message before the handler runs and defers. Measured at
300 clicks/s: 0.30 ms (p50) from reading a click to the handler's deferral, then aiohttp's own
work to write it, each step behind the other clicks' work. Here the acknowledgement of a
click that is answered by an edit of its panel (a deferred update, `{"type": 6}`) is written in
the same step the click is read, on keep-alive HTTP/1.1 connections of its own, and the handler
finds it done (`replies`, through `settle`): the acknowledgement's p50 went from 1.3–1.5 ms to
0.9–1.0 against the bare bot's 0.8.

The acknowledgement is written as the gateway's frame is read from the socket (`watch`), not
when discord.py's reading task reaches it: that task waits its turn behind every other task the
same socket read woke (at 300 clicks/s, 1.0 ms p50 and 5 ms p90 from the socket to discord.py).
So the bot asks the gateway for plain JSON frames (no `compress`, bot/client.py): a zlib stream
could only be read here by inflating it twice. It costs bandwidth, not CPU (inflating is
discord.py's work saved). A click found in discord.py's reading (`install`) is acknowledged
there if it was not yet: where the socket is not as aiohttp makes it, or no connection was free.

What is not acknowledged here is left to the handler, as before: a click that may open a form (a
form must be the first response), any other interaction, and every click while no connection is
free (one more is opened meanwhile). An acknowledgement that fails (a connection lost, Discord's
error) is made again by the handler the usual way; one Discord had taken already answers "already
acknowledged", which counts as done.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import ssl
from collections import deque
from collections.abc import Callable, Mapping
from typing import Any

import aiohttp
import httptools
import orjson
import yarl

log = logging.getLogger(__name__)

CONNECTIONS = 8
"""Connections kept open at most (each carries one acknowledgement at a time, ~1 ms)."""
SETTLE_WITHIN = 2.0
"""Seconds the handler waits for an acknowledgement's answer before making its own."""
RETRY_AFTER = 5.0
"""Seconds without a new connection after one could not be opened."""
FORGET_AFTER = 30.0
"""Seconds an acknowledgement's outcome is kept for a handler that never asked for it."""
DEFERRED_UPDATE = orjson.dumps({"type": 6})
_TOKEN = re.compile(r"[A-Za-z0-9_.\-]{1,500}\Z")
ALREADY_ACKNOWLEDGED = 40060


def acknowledged(status: int, body: bytes) -> bool:
    """Did Discord take the acknowledgement (or had it taken it already)?"""
    if 200 <= status < 300:
        return True
    with contextlib.suppress(orjson.JSONDecodeError, AttributeError):
        return orjson.loads(body).get("code") == ALREADY_ACKNOWLEDGED
    return False


def _header_lines(*headers: tuple[str, str | None]) -> bytes:
    """HTTP header lines; a value that would break its line (CR, LF) is refused."""
    lines = []
    for name, value in headers:
        if value is None or "\r" in value or "\n" in value:
            raise ValueError(f"unfit value for the header {name}: {value!r}")
        lines.append(f"{name}: {value}\r\n")
    return "".join(lines).encode("latin-1")


class _Connection(asyncio.Protocol):
    """One keep-alive connection: one request at a time, its outcome a future. `path`: the
    API's path on the server it is connected to; `head`: the header lines of every request on
    it. The request is written as bytes (its only variables are checked digits and a token);
    the answer is read by llhttp (httptools). h11, which wrote and read them in Python, took
    ~6 % of the loop's time at 300 clicks/s."""

    def __init__(self, acks: EarlyAcks, path: str, head: bytes) -> None:
        self.acks = acks
        self.path = path.encode("ascii")
        self.head = head
        self.parser = httptools.HttpResponseParser(self)
        self.transport: asyncio.Transport | None = None
        self.waiting: asyncio.Future[bool] | None = None
        self.body = bytearray()

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def send(self, interaction_id: str, token: str) -> asyncio.Future[bool]:
        """Acknowledge the interaction; its outcome: True once Discord took it."""
        assert self.transport is not None and self.waiting is None
        self.waiting = asyncio.get_running_loop().create_future()
        self.body = bytearray()
        self.transport.write(
            b"POST %s/interactions/%s/%s/callback HTTP/1.1\r\n%s\r\n%s"
            % (self.path, interaction_id.encode(), token.encode(), self.head, DEFERRED_UPDATE)
        )
        return self.waiting

    def data_received(self, data: bytes) -> None:
        try:
            self.parser.feed_data(data)
        except (httptools.HttpParserError, httptools.HttpParserUpgrade):
            log.warning("an acknowledgement's answer could not be read", exc_info=True)
            self.close()

    # httptools' callbacks, as it reads the answer
    def on_body(self, body: bytes) -> None:
        self.body += body

    def on_message_complete(self) -> None:
        if self.waiting is None:  # an answer to nothing asked: the connection is not sound
            self.close()
            return
        if not self.waiting.done():
            self.waiting.set_result(acknowledged(self.parser.get_status_code(), bytes(self.body)))
        self.waiting = None
        if self.parser.should_keep_alive():
            self.acks.idle(self)
        else:
            self.close()  # the server closes the connection after this answer

    def close(self) -> None:
        if self.transport is not None:
            self.transport.close()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.waiting is not None and not self.waiting.done():
            self.waiting.set_result(False)  # unknown: the handler acknowledges again
        self.waiting = None
        self.acks.lost(self)


def _snowflake(value: Any) -> int | None:
    return int(value) if isinstance(value, str) and value.isascii() and value.isdigit() else None


class _Peeking:
    """aiohttp's websocket reader with each message it queues shown to `seen` in the same step
    (the queue is `buffer`, a deque discord.py reads later)."""

    def __init__(self, reader: Any, buffer: deque[Any], seen: Callable[[Any], None]) -> None:
        self.reader = reader
        self.buffer = buffer
        self.seen = seen

    def feed_data(self, data: bytes) -> Any:
        before = len(self.buffer)
        result = self.reader.feed_data(data)
        for i in range(before, len(self.buffer)):
            self.seen(self.buffer[i][0])
        return result

    def __getattr__(self, name: str) -> Any:
        return getattr(self.reader, name)


class EarlyAcks:
    """Acknowledges the clicks `wanted` says, as the gateway reads them (`install`)."""

    def __init__(
        self,
        base: Callable[[], str],
        user_agent: str,
        wanted: Callable[[Mapping[str, Any]], bool],
        *,
        connections: int = CONNECTIONS,
    ) -> None:
        self._base = base
        self._user_agent = user_agent
        self._wanted = wanted
        self._most = connections
        self._idle: list[_Connection] = []
        self._all: set[_Connection] = set()
        self._opening = 0
        self._retry_at = 0.0
        self._outcomes: dict[int, asyncio.Future[bool]] = {}
        self._closed = False

    def install(self, parsers: dict[str, Callable[[Any], None]]) -> None:
        """Read every INTERACTION_CREATE first (discord.py's table of gateway parsers)."""
        parse = parsers["INTERACTION_CREATE"]

        def parse_interaction(data: Any) -> None:
            try:
                if self._wanted(data) and _snowflake(data.get("id")) not in self._outcomes:
                    self._acknowledge(data)
            except Exception:  # never in the way of discord.py's own reading
                log.exception("could not acknowledge interaction %s early", data.get("id"))
            parse(data)

        parsers["INTERACTION_CREATE"] = parse_interaction

    def watch(self, socket: Any) -> bool:
        """Read the gateway's frames as the socket delivers them (aiohttp's websocket `socket`,
        uncompressed): a click is acknowledged before its frame waits for discord.py's turn on
        the loop. False where aiohttp's reader is not as expected (left to `install`)."""
        protocol = getattr(getattr(socket, "_conn", None), "protocol", None)
        queue = getattr(socket, "_reader", None)
        reader = getattr(protocol, "_payload_parser", None)
        if reader is None or not isinstance(getattr(queue, "_buffer", None), deque):
            return False
        protocol._payload_parser = _Peeking(reader, queue._buffer, self._frame)
        return True

    def _frame(self, message: Any) -> None:
        text = message.data
        if message.type is not aiohttp.WSMsgType.TEXT or not isinstance(text, str):
            return
        if "INTERACTION_CREATE" not in text:
            return
        try:
            payload = orjson.loads(text)
            data = payload.get("d") if payload.get("t") == "INTERACTION_CREATE" else None
            if isinstance(data, dict) and self._wanted(data):
                self._acknowledge(data)
        except Exception:  # never in the way of discord.py's own reading
            log.exception("could not acknowledge a click as its frame was read")

    def _acknowledge(self, data: Mapping[str, Any]) -> None:
        interaction_id, token = str(data.get("id")), data.get("token")
        digits = interaction_id.isascii() and interaction_id.isdigit()
        if not digits or not isinstance(token, str) or not _TOKEN.match(token):
            return  # not as Discord sends them: left to discord.py and the handler
        if not self._idle:
            self._grow()
            return
        outcome = self._idle.pop().send(interaction_id, token)
        key = int(interaction_id)
        self._outcomes[key] = outcome
        loop = asyncio.get_running_loop()
        outcome.add_done_callback(
            lambda _: loop.call_later(FORGET_AFTER, self._outcomes.pop, key, None)
        )

    async def settle(self, interaction_id: int) -> bool | None:
        """Was the interaction acknowledged here? None: it was not tried; False: it failed (or
        its answer is late), and the caller acknowledges it itself."""
        outcome = self._outcomes.pop(interaction_id, None)
        if outcome is None:
            return None
        try:
            return await asyncio.wait_for(asyncio.shield(outcome), SETTLE_WITHIN)
        except TimeoutError:
            return False

    # -- the connections ------------------------------------------------------------------------
    def _grow(self) -> None:
        loop = asyncio.get_running_loop()
        busy = len(self._all) + self._opening
        if self._closed or busy >= self._most or loop.time() < self._retry_at:
            return
        self._opening += 1
        loop.create_task(self._open())

    async def _open(self) -> None:
        loop = asyncio.get_running_loop()
        url = yarl.URL(self._base())
        secure = url.scheme == "https"
        try:
            head = _header_lines(
                ("Host", url.raw_host if url.is_default_port() else f"{url.raw_host}:{url.port}"),
                ("User-Agent", self._user_agent),
                ("Content-Type", "application/json"),
                ("Content-Length", str(len(DEFERRED_UPDATE))),
            )
            _, connection = await loop.create_connection(
                lambda: _Connection(self, url.raw_path, head),
                url.host,
                url.port,
                ssl=ssl.create_default_context() if secure else None,
            )
        except (OSError, ValueError) as error:
            log.warning("no connection for early acknowledgements: %s", error)
            self._retry_at = loop.time() + RETRY_AFTER
            return
        finally:
            self._opening -= 1
        if self._closed:
            connection.close()
            return
        self._all.add(connection)
        self._idle.append(connection)

    def idle(self, connection: _Connection) -> None:
        """A connection whose answer came: ready for the next click."""
        if connection in self._all:
            self._idle.append(connection)

    def lost(self, connection: _Connection) -> None:
        self._all.discard(connection)
        with contextlib.suppress(ValueError):
            self._idle.remove(connection)

    def close(self) -> None:
        self._closed = True
        for connection in list(self._all):
            connection.close()
