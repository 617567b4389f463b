"""Lanes to Discord's API: keep-alive connections that carry a request written as bytes, without
aiohttp (and, for the interaction endpoints, without discord.py's request machinery). The bot
keeps three (bot/client.py): early acknowledgements, panels' edits, discord.py's simple requests.

Measured on this project's benchmark machine, one request through discord.py's webhook adapter
and aiohttp took 560 µs of CPU (aiohttp alone 344), written here as bytes and read by llhttp
(httptools) 93 µs, the socket's own calls included. At 300 clicks a second that is 0.14 s of CPU
a second for the panel's edit alone. These two endpoints are the ones where going around
discord.py is sound: they take the interaction's token, not the bot's, and are not under the
bot's global rate limit; each click makes one of each. Anything this lane does not carry, or
whose answer is not a success, goes the usual way through discord.py, which retries, waits out a
rate limit and raises Discord's error as it does everywhere else (`bot/ui/replies.py`).

A lane of its own carries discord.py's simple requests too (a click's story posted in its
battle's thread), with the bot's token as discord.py writes it and under discord.py's rate
limits (bot/lane_session.py). Nothing here logs a request.

A connection is HTTP/1.1 keep-alive and carries one request at a time; the lane keeps up to
`CONNECTIONS`, opens one more when none is idle and closes one whose answer is late. The request
that found none idle goes the usual way meanwhile, except on a lane that lets requests wait
(acknowledgements, whose usual way is behind every click under way: bot/ui/early_ack.py), where
it is written on the first connection free.
"""

from __future__ import annotations

import asyncio
import logging
import re
import ssl
import threading
from collections import deque
from collections.abc import Callable
from typing import NamedTuple

import httptools
import yarl

log = logging.getLogger(__name__)

CONNECTIONS = 64
"""Connections a lane keeps open at most. Each carries one request at a time, for as long as
Discord takes to answer (tens to hundreds of ms): at 300 clicks/s and 150 ms a lane has ~45–60
requests in flight. With 8 for acknowledgements and 16 for stories, most of them went the usual
way (`bench interactions --latency 150`: ack p50 0.9 ms against the bare bot's 0.6, 2.8 ms of CPU
a click); with 64, 0.3 ms and 2.2."""
RETRY_AFTER = 5.0
"""Seconds without a new connection after one could not be opened."""
_tls: ssl.SSLContext | None = None
_tls_made = threading.Lock()


def tls_context() -> ssl.SSLContext:
    """The one TLS context every lane's connections share, verifying Discord's certificate
    against the system's. Made once, in a thread (`_open`): loading the certificates takes ~19
    ms, which on the loop, for each connection opened, was a stall the loopback (plain HTTP)
    never showed."""
    global _tls
    with _tls_made:
        if _tls is None:
            _tls = ssl.create_default_context()
        return _tls


_PATH = re.compile(r"[A-Za-z0-9_.@/\-]{1,600}\Z")
"""A path as the lane writes it: ids, a token, "@original" (nothing that could break a line)."""
_TOKEN = re.compile(r"[A-Za-z0-9_.\-]{1,500}\Z")


def fits_token(token: object) -> bool:
    """Is this an interaction token as Discord makes them, one segment of a lane's path? One
    that is not (forged, or a slash in it that would name another path) goes the usual way."""
    return isinstance(token, str) and _TOKEN.match(token) is not None


class Answer(NamedTuple):
    """Discord's answer; status 0: none came in time, or the connection was lost in the middle of
    it (the request may have been done: not made again on its own)."""

    status: int
    body: bytes
    headers: tuple[tuple[str, str], ...] = ()

    @property
    def ok(self) -> bool:
        return 200 <= self.status < 300


JSON = b"Content-Type: application/json\r\n"
"""The header line of a JSON body."""


def header_lines(*headers: tuple[str, str | None]) -> bytes:
    """HTTP header lines; a value that would break its line (CR, LF) is refused."""
    lines = []
    for name, value in headers:
        if value is None or "\r" in value or "\n" in value:
            raise ValueError(f"unfit value for the header {name}: {value!r}")
        lines.append(f"{name}: {value}\r\n")
    return "".join(lines).encode("latin-1")


NO_ANSWER = Answer(0, b"")


class _Connection(asyncio.Protocol):
    """One keep-alive connection: one request at a time, its answer a future (None: the
    connection was lost before any of the answer came, as when the server closes a connection
    that sat idle just as a request is written; `NO_ANSWER`: see Answer). `path`: the API's path
    on the server it is connected to; `head`: the header lines every request on it carries."""

    def __init__(self, lane: HttpLane, path: str, head: bytes) -> None:
        self.lane = lane
        self.path = path.encode("ascii")
        self.head = head
        self.parser = httptools.HttpResponseParser(self)
        self.transport: asyncio.Transport | None = None
        self.waiting: asyncio.Future[Answer | None] | None = None
        self.late: asyncio.TimerHandle | None = None
        self.body = bytearray()
        self.headers: list[tuple[str, str]] = []
        self.began = False  # some of the answer was read

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def send(
        self,
        method: bytes,
        path: str,
        headers: bytes,
        body: bytes,
        within: float,
        answer: asyncio.Future[Answer | None] | None = None,
    ) -> asyncio.Future[Answer | None]:
        """Write the request; its answer goes to `answer` (a request that waited: its caller's
        future) or a new future."""
        assert self.transport is not None and self.waiting is None
        loop = asyncio.get_running_loop()
        self.waiting = loop.create_future() if answer is None else answer
        self.late = loop.call_later(within, self._late)
        self.body = bytearray()
        self.headers = []
        self.began = False
        self.transport.write(
            b"%s %s%s HTTP/1.1\r\n%s%sContent-Length: %d\r\n\r\n%s"
            % (method, self.path, path.encode("ascii"), self.head, headers, len(body), body)
        )
        return self.waiting

    def _late(self) -> None:
        self._settle(NO_ANSWER)
        self.close()

    def data_received(self, data: bytes) -> None:
        self.began = True
        try:
            self.parser.feed_data(data)
        except (httptools.HttpParserError, httptools.HttpParserUpgrade):
            log.warning("an answer on a lane could not be read", exc_info=True)
            self.close()

    # httptools' callbacks, as it reads the answer
    def on_header(self, name: bytes, value: bytes) -> None:
        self.headers.append((name.decode("latin-1"), value.decode("latin-1")))

    def on_body(self, body: bytes) -> None:
        self.body += body

    def on_message_complete(self) -> None:
        if self.waiting is None:  # an answer to nothing asked: the connection is not sound
            self.close()
            return
        answer = Answer(self.parser.get_status_code(), bytes(self.body), tuple(self.headers))
        self._settle(answer)
        if self.parser.should_keep_alive():
            self.lane.idle(self)
        else:
            self.close()  # the server closes the connection after this answer

    def _settle(self, answer: Answer | None) -> None:
        if self.late is not None:
            self.late.cancel()
            self.late = None
        if self.waiting is not None and not self.waiting.done():
            self.waiting.set_result(answer)
        self.waiting = None

    def close(self) -> None:
        if self.transport is not None:
            self.transport.close()

    def connection_lost(self, exc: Exception | None) -> None:
        self._settle(NO_ANSWER if self.began else None)
        self.lane.lost(self)


class _Waiting(NamedTuple):
    """A request waiting for a connection, and its answer's future."""

    answer: asyncio.Future[Answer | None]
    method: bytes
    path: str
    headers: bytes
    body: bytes
    within: float


class HttpLane:
    """Keep-alive connections to Discord's API at `base()`, one request at a time on each.
    `waiting`: how many requests may wait for a connection when none is idle (0: none waits)."""

    def __init__(
        self,
        base: Callable[[], str],
        user_agent: str,
        *,
        connections: int = CONNECTIONS,
        waiting: int = 0,
    ) -> None:
        self._base = base
        self._user_agent = user_agent
        self._most = connections
        self._most_waiting = waiting
        self._idle: list[_Connection] = []
        self._all: set[_Connection] = set()
        self._waiting: deque[_Waiting] = deque()
        self._opening = 0
        self._retry_at = 0.0
        self._closed = False

    def send(
        self, method: bytes, path: str, body: bytes, *, within: float, headers: bytes = JSON
    ) -> asyncio.Future[Answer | None] | None:
        """Write the request now on an idle connection (`headers`: its own header lines, a JSON
        body's by default); its answer (`NO_ANSWER` once `within` seconds went by without one:
        the connection is then closed), or None if the connection was lost before any of it.
        When no connection is idle, one more is opened and the request waits for the first one
        free, if the lane lets requests wait and has room. None at once when it cannot wait, or
        the path is not one the lane writes: the caller goes the usual way."""
        if not _PATH.match(path):
            return None
        if self._idle:
            return self._idle.pop().send(method, path, headers, body, within)
        self._grow()
        coming = self._all or self._opening  # a connection that will be free
        if not coming or len(self._waiting) >= self._most_waiting:
            return None
        answer: asyncio.Future[Answer | None] = asyncio.get_running_loop().create_future()
        self._waiting.append(_Waiting(answer, method, path, headers, body, within))
        return answer

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
        connection: _Connection | None
        try:
            tls = None
            if url.scheme == "https":
                tls = _tls or await asyncio.to_thread(tls_context)
            head = header_lines(
                ("Host", url.raw_host if url.is_default_port() else f"{url.raw_host}:{url.port}"),
                ("User-Agent", self._user_agent),
            )
            _, connection = await loop.create_connection(
                lambda: _Connection(self, url.raw_path, head),
                url.host,
                url.port,
                ssl=tls,
            )
        except (OSError, ValueError) as error:
            log.warning("no connection for a lane to Discord: %s", error)
            self._retry_at = loop.time() + RETRY_AFTER
            connection = None
        finally:
            self._opening -= 1
        if connection is None or self._closed:
            if connection is not None:
                connection.close()
            self._give_up_waiting()
            return
        self._all.add(connection)
        self.idle(connection)

    def idle(self, connection: _Connection) -> None:
        """A connection whose answer came (or just opened): it takes the first request
        waiting, else waits for the next."""
        if connection not in self._all:
            return
        while self._waiting:
            waiting = self._waiting.popleft()
            if not waiting.answer.done():  # its caller still waits for it
                connection.send(*waiting[1:], answer=waiting.answer)
                return
        self._idle.append(connection)

    def lost(self, connection: _Connection) -> None:
        self._all.discard(connection)
        if connection in self._idle:
            self._idle.remove(connection)
        if self._waiting:
            self._grow()  # in its place
        self._give_up_waiting()

    def _give_up_waiting(self) -> None:
        """No connection open nor opening (closed, or none could be opened): the requests
        waiting get None, and their callers go the usual way."""
        if self._all or self._opening:
            return
        while self._waiting:
            answer = self._waiting.popleft().answer
            if not answer.done():
                answer.set_result(None)

    def close(self) -> None:
        self._closed = True
        for connection in list(self._all):
            connection.close()
        self._all.clear()
        self._idle.clear()
        self._give_up_waiting()
