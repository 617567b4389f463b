"""A step's story when two clicks on one battle are shown at once (Discord slow, or its global
limit holding the first story back): each event told once, in order, and the last call stands —
whichever click reaches its turn to tell first."""

from __future__ import annotations

from types import SimpleNamespace

from bot.locks import KeyedLocks
from bot.ui.desk import BattleDesk

GUILD = 7


def step(revision: int, events: list[str], shown_events: int | None) -> SimpleNamespace:
    """A battle as a click's answer left it: its events, what the store said was told."""
    shown = {} if shown_events is None else {"events": shown_events}
    return SimpleNamespace(
        battle=SimpleNamespace(guild_id=GUILD, id=1, revision=revision, shown=shown),
        state=SimpleNamespace(events_for=lambda _: list(events)),
    )


class Narrator:
    def __init__(self) -> None:
        self.told: list[list[str]] = []
        self.calls: list[int] = []

    async def tell(self, loaded, events, shown) -> bool:
        self.told.append(list(events))
        shown["events"] = len(loaded.state.events_for(None))
        return True

    async def call(self, loaded, *, shown) -> bool:
        self.calls.append(loaded.battle.revision)
        return True


def desk() -> BattleDesk:
    made = BattleDesk.__new__(BattleDesk)  # its bookkeeping alone: no bot, no store
    made._showing, made._repair_after, made._told_here = {}, set(), {}
    made._telling = KeyedLocks()
    made.narrator = Narrator()  # type: ignore[assignment]
    return made


# both clicks stored while nothing of theirs was told: the store says one event was told
START = step(0, ["start"], 1)
FIRST = step(1, ["start", "muster"], 1)
SECOND = step(2, ["start", "muster", "ground"], 1)


async def tell_both(order: list[tuple[SimpleNamespace, SimpleNamespace]]) -> BattleDesk:
    made = desk()
    with made._answering(GUILD, 1), made._answering(GUILD, 1):
        for before, after in order:
            async with made._telling.hold((GUILD, 1)):
                await made._tell_step(before, after, {})  # type: ignore[arg-type]
    assert made._told_here == {}  # forgotten once no answer is being shown
    return made


async def test_in_order_each_click_tells_its_own_step() -> None:
    made = await tell_both([(START, FIRST), (FIRST, SECOND)])
    assert made.narrator.told == [["muster"], ["ground"]]  # type: ignore[attr-defined]
    assert made.narrator.calls == [1, 2]  # type: ignore[attr-defined]


async def test_the_later_click_first_tells_both_and_the_earlier_one_nothing() -> None:
    made = await tell_both([(FIRST, SECOND), (START, FIRST)])
    assert made.narrator.told == [["muster", "ground"]]  # type: ignore[attr-defined]
    assert made.narrator.calls == [2]  # the call for the step before would be out of date
