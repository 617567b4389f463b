"""The event loop shared by everything that runs on it for long: a turn of the loop (one pass
over the callbacks ready) that runs a step for every click that arrived together lasts as long
as all of them, and every timer, acknowledgement and other server waits meanwhile. So a click's
long steps (`room_in_turn`) take the loop's turn while it is young, and the passes that run in
the background (a sweep of every server, start-up's panel repairs) a slice of each turn for all
of them together (`each`, `turn_alone`). The watch over the loop itself is bot/loopwatch.py.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable, Iterable
from dataclasses import dataclass
from typing import TypeVar
from weakref import WeakKeyDictionary

T = TypeVar("T")

SHARE = 0.005
"""Seconds the passes (`each`) run on the loop, all of them together, before they let
everything else run."""
TURN_AT_MOST = 0.004
"""Seconds into a turn of the loop after which a click's long step waits for the next turn
(`room_in_turn`). A step waiting looks again at each turn, which costs the loop a little for each
of them: at 2 ms (tried), so many waited at 300 clicks/s that the loop fell behind (panel p50
0.06-1.8 s)."""


@dataclass
class _Turn:
    """A turn of the loop as the steps that share it see it: open from the first of them in it
    (`since`) until the loop turns (a callback scheduled when it opened), with the passes' share
    left of it."""

    open: bool = False
    since: float = 0.0
    left: float = 0.0

    def close(self) -> None:
        self.open = False


_turns: WeakKeyDictionary[asyncio.AbstractEventLoop, _Turn] = WeakKeyDictionary()


async def _turn_where(fits: Callable[[_Turn], bool], share: float = SHARE) -> _Turn:
    """The loop's turn, once it `fits`: the next turns while it does not (the loop's timers and
    sockets first). A turn opened here leaves the passes `share`."""
    loop = asyncio.get_running_loop()
    turn = _turns.setdefault(loop, _Turn())
    while turn.open and not fits(turn):
        await asyncio.sleep(0)
    if not turn.open:
        turn.open, turn.since, turn.left = True, time.perf_counter(), share
        loop.call_soon(turn.close)
    return turn


def _share_left(turn: _Turn) -> bool:
    return turn.left > 0


async def room_in_turn(at_most: float = TURN_AT_MOST) -> None:
    """Wait, if the loop's turn has run `at_most` seconds, for the next one. Before a click's
    steps that run on the loop for a millisecond or so (a replay, a panel rendered, the story
    told): the clicks whose store writes were committed together (bot/store/driver.py) all
    render their panels in the same turn, which at 300 clicks a second ran 10-20 ms; so a turn
    takes steps while it is young and the others run in the next turns, in the order they came,
    with the loop's timers between. At 300 clicks/s, runs with a stall over 20 ms: 3 of 14, 3
    of 6 without; the panel's p99 55-237 ms where the loop kept up, 47-107 without."""
    await _turn_where(lambda turn: time.perf_counter() - turn.since <= at_most)


async def each(items: Iterable[T], share: float = SHARE) -> AsyncIterator[T]:
    """`items` one by one, giving the loop back once the passes have used `share` seconds of its
    turn. A sweep of every server (idle battles, deadlines, panels to repair) makes a few
    statements per server that never wait on the loop, so without this it runs through a
    thousand servers in one go, stalling every click meanwhile (~13 ms at 100 servers measured,
    each minute). The share is of all passes together: at start-up four run at once (panels to
    repair, claim turns to resume, idle battles, deadlines), and a share each in the same turn
    stalled the loop for 36-44 ms."""
    for item in items:
        turn = await _turn_where(_share_left, share)
        started = time.perf_counter()
        yield item
        turn.left -= time.perf_counter() - started


async def turn_alone(share: float = SHARE) -> None:
    """Take the rest of the loop's turn (waiting for one the passes have not used up), for work
    in the background that cannot say how long it runs on the loop: start-up's panel repairs,
    a replay and a render each, eight at a time, run one per turn (together, with the
    catalogs' first use, they stalled the loop for 20-30 ms)."""
    turn = await _turn_where(_share_left, share)
    turn.left = 0.0
