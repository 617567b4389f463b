"""The event loop shared by the passes that run in the background (a sweep of every server,
start-up's panel repairs): a slice of each turn of the loop for all of them together, so that
clicks, acknowledgements and the loop's timers come between (the watch over the loop itself is
bot/loopwatch.py)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Iterable
from dataclasses import dataclass
from typing import TypeVar
from weakref import WeakKeyDictionary

T = TypeVar("T")

SHARE = 0.005
"""Seconds the passes (`each`) run on the loop, all of them together, before they let
everything else run."""


@dataclass
class _Turn:
    """A turn of the loop as the passes see it: open from the first item a pass takes in it until
    the loop turns (a callback scheduled when it opened), with the share left of it."""

    open: bool = False
    left: float = 0.0

    def close(self) -> None:
        self.open = False


_turns: WeakKeyDictionary[asyncio.AbstractEventLoop, _Turn] = WeakKeyDictionary()


async def _turn_with_share(share: float) -> _Turn:
    """The loop's turn, once some of its share is left: the next turns while the passes have
    used it (the loop's timers and sockets first)."""
    loop = asyncio.get_running_loop()
    turn = _turns.setdefault(loop, _Turn())
    while turn.open and turn.left <= 0:
        await asyncio.sleep(0)
    if not turn.open:
        turn.open, turn.left = True, share
        loop.call_soon(turn.close)
    return turn


async def each(items: Iterable[T], share: float = SHARE) -> AsyncIterator[T]:
    """`items` one by one, giving the loop back once the passes have used `share` seconds of its
    turn. A sweep of every server (idle battles, deadlines, panels to repair) makes a few
    statements per server that never wait on the loop, so without this it runs through a
    thousand servers in one go, stalling every click meanwhile (~13 ms at 100 servers measured,
    each minute). The share is of all passes together: at start-up four run at once (panels to
    repair, claim turns to resume, idle battles, deadlines), and a share each in the same turn
    stalled the loop for 36-44 ms."""
    for item in items:
        turn = await _turn_with_share(share)
        started = time.perf_counter()
        yield item
        turn.left -= time.perf_counter() - started


async def turn_alone(share: float = SHARE) -> None:
    """Take the rest of the loop's turn (waiting for one the passes have not used up), for work
    in the background that cannot say how long it runs on the loop: start-up's panel repairs,
    a replay and a render each, eight at a time, run one per turn (together, with the
    catalogs' first use, they stalled the loop for 20-30 ms)."""
    turn = await _turn_with_share(share)
    turn.left = 0.0
