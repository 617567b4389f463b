"""Who goes next in the worker processes (bot/offload.py): one job a worker at a time, the
oldest request's first, and a request that would wait too long told so at once.

A request is what one player asked for (an interaction's odds, then its charts): a job asked for
by the task whose previous job ended less than FOLLOWS_WITHIN ago belongs to the same request
and takes its turn with the request's age, so under a burst the answers come out in the order
they were asked for, not all at once at the end. A request a player may simply make again
(odds) is refused (`Busy`) when the requests already waiting would keep it past MAX_WAIT, at the
pace the workers lately got through them.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import time
from collections.abc import Awaitable
from contextlib import suppress
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, TypeVar

from bot.errors import Refusal

T = TypeVar("T")

MAX_WAIT = 5.0
"""Seconds a new request may expect to wait for a worker before it is refused (`refuses`);
its later jobs (charts) never are."""
FOLLOWS_WITHIN = 1.0
"""A job asked for this soon after the last job of the same task ended belongs to the same
request (the charts after the odds); later, it is a new request (a clock's next tick)."""
REQUEST_LONGEST = 30.0
"""No request goes on longer than this: a task whose jobs keep coming (a clock drawing a map
for each of many turns) takes its turn as a new request again."""


class Busy(Refusal):
    """The workers are too far behind for a request that may be made again later."""


@dataclass
class Request:
    since: float
    """When its first job was asked for: the order in which the workers take jobs."""
    last_done: float | None = None

    def goes_on(self, now: float) -> bool:
        """Whether a job asked for `now` by the same task is part of this request."""
        if now - self.since > REQUEST_LONGEST:
            return False
        return self.last_done is None or now - self.last_done <= FOLLOWS_WITHIN


_request: ContextVar[Request | None] = ContextVar("job_request", default=None)


def this_request(now: float) -> tuple[Request, bool]:
    """The request a job asked for now belongs to, and whether it is a new one (then `join` it
    once it is let in)."""
    request = _request.get()
    if request is not None and request.goes_on(now):
        return request, False
    return Request(since=now), True


def join(request: Request) -> None:
    """This task's next jobs belong to `request`."""
    _request.set(request)


@dataclass
class JobQueue:
    """Jobs under way (at most `slots`) and those waiting, the oldest request's first."""

    slots: int = 1
    running: int = 0
    waiting: list[tuple[float, int, asyncio.Future[None]]] = field(default_factory=list)
    live: int = 0
    """Of `waiting`, those still waiting (a cancelled one stays in the heap until popped)."""
    order: itertools.count = field(default_factory=itertools.count)
    request_gap: float = 0.05
    """Seconds between two requests' first jobs starting while requests wait (a moving
    average): how fast the workers get through whole requests, odds and charts alike."""
    last_start: float = 0.0
    backlog_since: float = 0.0
    """When jobs last began to wait: a pace is measured only over time they waited."""
    closed: bool = False
    """Its jobs were called off (the bot's close): none waits in it any more."""

    def refuses(self) -> bool:
        """Whether a new request asked for now would wait past MAX_WAIT for its first job."""
        return self.live * self.request_gap > MAX_WAIT

    async def take(self, since: float, *, new: bool) -> None:
        """A place for a job of the request begun at `since`, when its turn comes;
        CancelledError if the queue is closed meanwhile."""
        if self.closed:
            raise asyncio.CancelledError
        if self.running < self.slots and not self.live:
            self.running += 1
            if new:
                self.last_start = time.monotonic()
            return
        if not self.live:
            self.backlog_since = time.monotonic()
        turn = asyncio.get_running_loop().create_future()
        heapq.heappush(self.waiting, (since, next(self.order), turn))
        self.live += 1
        try:
            await turn  # `_hand_on` counts it running when it hands it the place
        except asyncio.CancelledError:
            if turn.cancelled():
                self.live -= 1
            else:
                self.give_back()  # handed the place just as it was cancelled: pass it on
            raise
        if new:  # it waited: the time since the last request began tells the workers' pace
            now = time.monotonic()
            gap = min(now - max(self.last_start, self.backlog_since), 2 * MAX_WAIT)
            self.request_gap += (gap - self.request_gap) / 8
            self.last_start = now

    async def hold_while(self, work: Awaitable[T], request: Request) -> T:
        """Await `work`, the job in its place, and give the place back once the job has ended:
        when it returns, or, if the caller stops waiting, when the worker is done with it."""
        future = asyncio.ensure_future(work)
        later = False
        try:
            return await asyncio.shield(future)
        except asyncio.CancelledError:
            later = not future.done()
            if later:
                future.add_done_callback(self._ended_later)
            raise
        finally:
            request.last_done = time.monotonic()
            if not later:
                self.give_back()

    def _ended_later(self, future: asyncio.Future[Any]) -> None:
        if not future.cancelled():
            future.exception()  # nobody waits for it any more: not an unretrieved error
        self.give_back()

    def give_back(self) -> None:
        """A job ended. Its place is handed on once the task that ran it has gone on: a next
        job of the same request, asked for at once, then waits with its request's age."""
        self.running -= 1
        if self.live:
            asyncio.get_running_loop().call_soon(self._hand_on)

    def _hand_on(self) -> None:
        while self.waiting and self.running < self.slots:
            *_, turn = heapq.heappop(self.waiting)
            if not turn.done():  # not cancelled while it waited
                self.live -= 1
                self.running += 1
                turn.set_result(None)

    def close(self) -> None:
        """Every waiting job called off (CancelledError in its task), as the pool's own
        cancel_futures does for the jobs it holds."""
        self.closed = True
        for *_, turn in self.waiting:
            with suppress(RuntimeError):  # its event loop already closed (tests)
                turn.cancel()
        self.waiting.clear()
