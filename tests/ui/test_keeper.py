"""The keeper's start-up sweep repairs a few panels at a time, from a queue (not a task per
battle); a click's repair does not queue behind it; one the sweep could not repair is tried
again; a panel an answer could not show is sent to the keeper once that answer is over (the
keeper stands aside while one is being shown)."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

from bot.ui.desk import BattleDesk
from bot.ui.keeper import SWEEP_AT_ONCE, PanelKeeper
from bot.ui.storyline import StoryLine

GUILD = 7


class Turns:
    """Counts the event loop's turns: one step of a task that always yields at once."""

    def __init__(self) -> None:
        self.count = 0
        self.task = asyncio.get_running_loop().create_task(self._turning())

    async def _turning(self) -> None:
        while True:
            self.count += 1
            await asyncio.sleep(0)


class Unlocked:
    """The battle's lock, never taken (one repair per battle at a time is the keeper's)."""

    async def __aenter__(self) -> None:
        return None

    async def __aexit__(self, *exc: object) -> None:
        return None


class FakeDesk:
    """A desk whose repairs wait until released, counting how many run at once."""

    def __init__(self, behind: int, failing: frozenset[int] = frozenset()) -> None:
        self.failing = set(failing)  # battles whose first repair fails (Discord answered 500)
        self.turns: Turns | None = None  # counted where a test asks
        self.started_in: list[int] = []  # the loop's turn each repair started in
        self.running = 0
        self.most = 0
        self.repaired: list[int] = []
        self.release = asyncio.Event()
        battles = [SimpleNamespace(id=n) for n in range(1, behind + 1)]

        async def battles_behind(guild_id: int) -> list[SimpleNamespace]:
            return battles if guild_id == GUILD else []

        async def load(guild_id: int, battle_id: int, *, keep: bool = True) -> int:
            return battle_id

        self.service = SimpleNamespace(
            hold=lambda guild_id, battle_id: Unlocked(),
            load=load,
            store=SimpleNamespace(battles_behind=battles_behind),
        )

    def answering(self, guild_id: int, battle_id: int) -> bool:
        return False

    async def repair(self, battle_id: int) -> bool:
        if self.turns is not None:
            self.started_in.append(self.turns.count)
        self.running += 1
        self.most = max(self.most, self.running)
        try:
            if battle_id < 1000:  # the sweep's: held until released
                await self.release.wait()
            if battle_id in self.failing:
                self.failing.discard(battle_id)
                return False
            self.repaired.append(battle_id)
            return True
        finally:
            self.running -= 1


async def test_the_start_up_sweep_repairs_a_few_at_a_time_and_a_click_goes_first() -> None:
    desk = FakeDesk(behind=30)
    keeper = PanelKeeper(desk)  # type: ignore[arg-type]
    assert await keeper.sweep(GUILD) == 30
    for _ in range(20):
        await asyncio.sleep(0)
    assert desk.running == SWEEP_AT_ONCE
    tasks = len(asyncio.all_tasks())
    assert tasks <= SWEEP_AT_ONCE + 1  # the sweepers (and this test): the rest wait in a queue
    keeper.schedule(GUILD, 1000)  # a click found its panel behind: not paced
    for _ in range(20):
        await asyncio.sleep(0)
    assert desk.repaired == [1000]
    desk.release.set()
    await asyncio.wait_for(keeper.idle(), timeout=5)
    assert sorted(desk.repaired) == [*range(1, 31), 1000]
    assert desk.most == SWEEP_AT_ONCE + 1


async def test_the_sweepers_start_one_repair_per_turn_of_the_loop() -> None:
    """A repair runs on the loop until its first wait (a replay, a render): eight started in
    one turn would hold every click that long."""
    desk = FakeDesk(behind=SWEEP_AT_ONCE)
    desk.turns = turns = Turns()
    keeper = PanelKeeper(desk)  # type: ignore[arg-type]
    await keeper.sweep(GUILD)
    for _ in range(4 * SWEEP_AT_ONCE):
        await asyncio.sleep(0)
    assert desk.running == SWEEP_AT_ONCE
    assert len(set(desk.started_in)) == SWEEP_AT_ONCE  # each in a turn of its own
    desk.release.set()
    await asyncio.wait_for(keeper.idle(), timeout=5)
    turns.task.cancel()


def test_a_panel_an_answer_could_not_show_is_repaired_once_the_answer_is_over() -> None:
    scheduled: list[tuple[int, int]] = []
    desk = BattleDesk.__new__(BattleDesk)  # its bookkeeping alone: no bot, no store
    desk._showing, desk._repair_after, desk.stories = {}, set(), StoryLine()
    desk.keeper = SimpleNamespace(schedule=lambda guild, battle: scheduled.append((guild, battle)))
    with desk._answering(GUILD, 1):
        desk._repair_soon(GUILD, 1)  # the public panel's edit failed during the answer
        assert scheduled == []  # the keeper would stand aside now and the repair be lost
        desk._repair_soon(GUILD, 2)  # another battle: at once
        assert scheduled == [(GUILD, 2)]
    assert scheduled == [(GUILD, 2), (GUILD, 1)]
    with desk._answering(GUILD, 1):
        pass
    assert scheduled == [(GUILD, 2), (GUILD, 1)]  # once


async def test_a_panel_the_sweep_could_not_repair_is_tried_again() -> None:
    desk = FakeDesk(behind=3, failing=frozenset({2}))
    desk.release.set()
    keeper = PanelKeeper(desk)  # type: ignore[arg-type]
    assert await keeper.sweep(GUILD) == 3
    await asyncio.wait_for(keeper.idle(), timeout=5)  # the retry waits BACKOFF[0], 1 s
    assert sorted(desk.repaired) == [1, 2, 3]
