"""The event loop's turns, shared (bot/loopshare.py): the passes in the background share one slice
of each, and a click's long steps run while the turn is young."""

from __future__ import annotations

import asyncio
import contextlib
from collections import Counter
from collections.abc import AsyncIterator


@contextlib.asynccontextmanager
async def counting_turns() -> AsyncIterator[list[int]]:
    """The loop's turns counted as they pass (a task that counts one and yields, forever)."""
    turn = [0]

    async def turning() -> None:
        while True:
            turn[0] += 1
            await asyncio.sleep(0)

    counter = asyncio.get_running_loop().create_task(turning())
    await asyncio.sleep(0)  # it has started
    try:
        yield turn
    finally:
        counter.cancel()


async def test_a_sweep_gives_the_loop_back_between_items_once_its_share_is_used() -> None:
    from bot.loopshare import each

    async def sweep(share: float) -> list[int]:
        """The loop's turn when each item was reached."""
        seen = []
        async with counting_turns() as turn:
            async for _ in each(range(5), share=share):
                seen.append(turn[0])  # no await here: a sweep whose statements never wait
        return seen

    assert len(set(await sweep(share=3600.0))) == 1  # within its share: all in one go
    interleaved = await sweep(share=0.0)
    assert interleaved == sorted(interleaved) and len(set(interleaved)) == 5


async def test_passes_at_once_share_one_turn_of_the_loop(monkeypatch) -> None:
    """Two passes running together use the share of a turn between them, not one each: each
    item here takes 3 ms of a clock they read, the share is 5 ms, so a turn holds two items
    whichever pass they belong to (a second one starts while some share is left)."""
    from bot import loopshare

    clock = [0.0]
    monkeypatch.setattr(loopshare.time, "perf_counter", lambda: clock[0])
    per_turn: Counter[int] = Counter()

    async def sweep() -> None:
        async for _ in loopshare.each(range(6), share=0.005):
            per_turn[turn[0]] += 1
            clock[0] += 0.003

    async with counting_turns() as turn:
        await asyncio.gather(sweep(), sweep())
    assert sum(per_turn.values()) == 12
    assert max(per_turn.values()) == 2


async def test_work_that_takes_a_turn_alone_gets_one_of_its_own() -> None:
    from bot.loopshare import each, turn_alone

    seen: list[tuple[str, int]] = []

    async def repair(name: str) -> None:
        await turn_alone()
        seen.append((name, turn[0]))

    async def sweep() -> None:
        async for item in each(range(2), share=3600.0):
            seen.append((f"item {item}", turn[0]))

    async with counting_turns() as turn:
        await asyncio.gather(repair("a"), repair("b"), sweep())
    turns = dict(seen)
    assert len({turns["a"], turns["b"], turns["item 0"]}) == 3  # a turn each
    assert turns["item 1"] == turns["item 0"]  # the pass's own share is left in its turn


async def test_a_clicks_long_steps_run_while_the_turn_is_young_in_the_order_they_came(
    monkeypatch,
) -> None:
    """Eight clicks' steps of 1.5 ms each (on a clock they read) ready together: a turn runs
    those that start within its first 4 ms, three, and the others the next turns, first come
    first served."""
    from bot import loopshare

    clock = [0.0]
    monkeypatch.setattr(loopshare.time, "perf_counter", lambda: clock[0])
    ran: list[tuple[int, int]] = []

    async def click(n: int) -> None:
        await loopshare.room_in_turn(at_most=0.004)
        ran.append((n, turn[0]))
        clock[0] += 0.0015

    async with counting_turns() as turn:
        await asyncio.gather(*(click(n) for n in range(8)))
    assert [n for n, _ in ran] == list(range(8))
    per_turn = Counter(when for _, when in ran)
    assert [per_turn[when] for when in sorted(per_turn)] == [3, 3, 2]


async def test_a_click_waits_for_the_next_turn_once_a_pass_ran_past_its_young_part(
    monkeypatch,
) -> None:
    from bot import loopshare

    clock = [0.0]
    monkeypatch.setattr(loopshare.time, "perf_counter", lambda: clock[0])
    seen: dict[str, int] = {}

    async def sweep() -> None:
        async for _ in loopshare.each(range(1), share=0.005):
            seen["item"] = turn[0]
            clock[0] += 0.005  # its whole share: the turn is past its young part

    async def click(name: str) -> None:
        await loopshare.room_in_turn(at_most=0.004)
        seen[name] = turn[0]

    async with counting_turns() as turn:
        await asyncio.gather(click("before"), sweep(), click("after"))
    assert seen["before"] == seen["item"]  # the turn was young: both in it
    assert seen["after"] > seen["item"]
