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
form must be the first response), any other interaction, and a click that finds no connection
free while `WAITING` others wait for one already. An acknowledgement that fails (a connection
lost, Discord's error) is made again by the handler the usual way; one Discord had taken already
answers "already acknowledged", which counts as done.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from collections.abc import Callable, Mapping
from typing import Any

import aiohttp
import orjson

from bot.lane import Answer, HttpLane, fits_token

log = logging.getLogger(__name__)

WAITING = 256
"""Acknowledgements that may wait for a connection of their lane when none is free (Discord's
answers are late, or the bot's loop is behind with reading them): the next free one writes the
first waiting. Left to the handler instead, they waited behind every click under way, seconds
on a machine too busy for the bot: at 300 clicks/s beside the tests' 4 workers on 2 CPUs,
490–630 of 3,000 clicks found no connection free, and 0–200 a run were acknowledged after
Discord's 3 s (8 runs); waiting, 0–12 (3 runs)."""
SETTLE_WITHIN = 2.0
"""Seconds the handler waits for an acknowledgement's answer before making its own."""
ANSWER_WITHIN = 10.0
"""Seconds after which an acknowledgement's connection, still without its answer, is closed."""
FORGET_AFTER = 30.0
"""Seconds an acknowledgement's outcome is kept for a handler that never asked for it."""
DEFERRED_UPDATE = orjson.dumps({"type": 6})
ALREADY_ACKNOWLEDGED = 40060


def acknowledged(status: int, body: bytes) -> bool:
    """Did Discord take the acknowledgement (or had it taken it already)?"""
    if 200 <= status < 300:
        return True
    with contextlib.suppress(orjson.JSONDecodeError, AttributeError):
        return orjson.loads(body).get("code") == ALREADY_ACKNOWLEDGED
    return False


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
    """Acknowledges the clicks `wanted` says as the gateway reads them (`watch`, `install`), on
    a lane of their own (bot/lane.py)."""

    def __init__(self, lane: HttpLane, wanted: Callable[[Mapping[str, Any]], bool]) -> None:
        self.lane = lane
        self._wanted = wanted
        self._outcomes: dict[int, asyncio.Future[Answer | None]] = {}

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
        interaction_id, token = _snowflake(data.get("id")), data.get("token")
        if interaction_id is None or not fits_token(token):
            return  # not as Discord sends them: left to discord.py and the handler
        path = f"/interactions/{interaction_id}/{token}/callback"
        outcome = self.lane.send(b"POST", path, DEFERRED_UPDATE, within=ANSWER_WITHIN)
        if outcome is None:
            return
        self._outcomes[interaction_id] = outcome
        loop = asyncio.get_running_loop()
        outcome.add_done_callback(
            lambda _: loop.call_later(FORGET_AFTER, self._outcomes.pop, interaction_id, None)
        )

    async def settle(self, interaction_id: int) -> bool | None:
        """Was the interaction acknowledged here? None: it was not tried; False: it failed (or
        its answer is late), and the caller acknowledges it itself."""
        outcome = self._outcomes.pop(interaction_id, None)
        if outcome is None:
            return None
        try:
            answer = await asyncio.wait_for(asyncio.shield(outcome), SETTLE_WITHIN)
        except TimeoutError:
            return False
        return answer is not None and acknowledged(answer.status, answer.body)
