"""StoryLine: a battle's stories one at a time, each telling what was stored here since the
last one told, and nothing for a click whose step was told with a later one."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

from bot.ui.storyline import StoryLine, Turn

GUILD = 7


def step(revision: int) -> SimpleNamespace:
    """A battle as a click's answer left it."""
    return SimpleNamespace(battle=SimpleNamespace(guild_id=GUILD, id=1, revision=revision))


FIRST, SECOND, THIRD = step(1), step(2), step(3)


async def turn_of(line: StoryLine, after) -> Turn | None:
    async with line.turn(after) as turn:
        return turn


async def test_a_click_told_before_the_next_is_stored_tells_its_own_step() -> None:
    line = StoryLine()
    line.stored(FIRST)
    assert await turn_of(line, FIRST) == Turn(FIRST, None)  # as the store records it
    line.told(FIRST, 4)
    line.stored(SECOND)
    assert await turn_of(line, SECOND) == Turn(SECOND, 4)  # from what the first one told


async def test_the_clicks_stored_while_a_story_waited_are_told_by_the_first_turn() -> None:
    line = StoryLine()
    for after in (FIRST, THIRD, SECOND):  # stored in any order: the newest is kept
        line.stored(after)
    turn = await turn_of(line, FIRST)
    assert turn == Turn(THIRD, None)
    line.told(THIRD, 9)
    assert await turn_of(line, SECOND) is None and await turn_of(line, THIRD) is None
    line.forget((GUILD, 1))  # no answer shown any more: the store's word again
    assert await turn_of(line, THIRD) == Turn(THIRD, None)


async def test_one_turn_at_a_time_per_battle() -> None:
    line = StoryLine()
    line.stored(FIRST)
    order: list[str] = []

    async def tell(name: str, after, pause: float) -> None:
        async with line.turn(after):
            order.append(f"{name} in")
            await asyncio.sleep(pause)
            order.append(f"{name} out")

    other = SimpleNamespace(battle=SimpleNamespace(guild_id=GUILD, id=2, revision=1))
    await asyncio.gather(tell("a", FIRST, 0.02), tell("b", FIRST, 0), tell("c", other, 0))
    assert order.index("a out") < order.index("b in")  # the same battle waits its turn
    assert order.index("c in") < order.index("a out")  # another battle does not


async def test_an_undo_is_where_the_waiting_clicks_tell_from() -> None:
    """Two steps told up to public event 3; the second taken back (2 events left) while a
    third click waits: it tells from the undone state, from event 2, not past the undo."""
    line = StoryLine()
    line.stored(FIRST)
    line.told(SECOND, 3)
    undone = SimpleNamespace(
        battle=SimpleNamespace(guild_id=GUILD, id=1, revision=4),
        state=SimpleNamespace(events_for=lambda _: ["start", "muster"]),
    )
    line.taken_back(undone)
    assert await turn_of(line, THIRD) == Turn(undone, 2)
    idle = StoryLine()
    idle.taken_back(undone)  # no answer under way: nothing noted, the store's word stands
    assert await turn_of(idle, undone) == Turn(undone, None)
