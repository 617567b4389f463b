"""What battles' messages showed, written a moment later (bot/store/shown.py): read at once by
this process, written for many battles in one transaction, in order with the writes of a
`shown` made at once, and never lost to a failed write or a close."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import pytest

from bot.store import Store, StoreError
from bot.store import shown as shown_module
from bot.store.shown import ShownLater, apply
from tests.store.conftest import ALICE, BOB, GUILD_A
from tests.store.test_battles import answer, new_battle

SINCE = "2026-12-02T10:00:00+00:00"


async def stored(store: Store, battle_id: int) -> dict[str, Any]:
    """The battle's `shown` as the database holds it (what another process reads)."""
    async with store._reading(GUILD_A) as db:
        row = await db.fetchone(
            "SELECT shown FROM battles WHERE guild_id = ? AND id = ?", (GUILD_A, battle_id)
        )
    return json.loads(row["shown"])


def count_transactions(store: Store) -> list[int | None]:
    """The guild of every write transaction the store opens from now on."""
    opened: list[int | None] = []
    transaction = store._transaction

    def counting(guild_id: int | None) -> Any:
        opened.append(guild_id)
        return transaction(guild_id)

    store._transaction = counting  # type: ignore[method-assign]
    return opened


async def test_a_record_is_read_at_once_and_written_with_others_in_one_transaction(
    store: Store,
) -> None:
    battles = [await new_battle(store) for _ in range(3)]
    for n, battle in enumerate(battles):
        store.show_later(GUILD_A, battle.id, panel=f"{n}:active", events=n, call=100 + n)
    store.show_later(GUILD_A, battles[0].id, events=7, call=None)  # the later one wins

    got = await store.get_battle(GUILD_A, battles[0].id)
    assert got is not None and got.shown == {"panel": "0:active", "events": 7}
    listed = {b.id: b.shown for b in await store.list_battles(GUILD_A)}
    assert listed[battles[2].id] == {"panel": "2:active", "events": 2, "call": 102}
    assert await stored(store, battles[1].id) == {}  # not written yet

    opened = count_transactions(store)
    assert await store.write_shown() == 3
    assert opened == [None]  # one transaction, under no one guild's lock
    assert await stored(store, battles[0].id) == {"panel": "0:active", "events": 7}
    assert await stored(store, battles[1].id) == {"panel": "1:active", "events": 1, "call": 101}
    assert await store.write_shown() == 0 and opened == [None]  # nothing left: no transaction


async def test_many_records_are_written_a_few_battles_a_transaction(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A second of clicks at 300/s in one statement call held the loop 3-4 ms: a few at a time,
    the loop and the clicks' own transactions go in between."""
    monkeypatch.setattr(shown_module, "SHOWN_AT_ONCE", 2)
    battles = [await new_battle(store) for _ in range(5)]
    for n, battle in enumerate(battles):
        store.show_later(GUILD_A, battle.id, panel=f"{n}:active")
    opened = count_transactions(store)
    assert await store.write_shown() == 5
    assert opened == [None, None, None]
    for n, battle in enumerate(battles):
        assert await stored(store, battle.id) == {"panel": f"{n}:active"}


async def test_an_answer_is_one_write_transaction_and_its_record_joins_the_next(
    store: Store,
) -> None:
    battle = await new_battle(store)
    opened = count_transactions(store)
    for seq in range(3):
        after = await store.append_answer(
            GUILD_A, battle.id, expected_count=seq, answer=answer(seq), user_id=ALICE
        )
        store.show_later(GUILD_A, battle.id, panel=after.version, events=seq + 1)
    assert opened == [GUILD_A] * 3
    await store.write_shown()
    assert opened == [GUILD_A] * 3 + [None]
    assert await stored(store, battle.id) == {"panel": "3:active", "events": 3}


async def test_a_write_made_at_once_lands_after_what_waited(store: Store) -> None:
    battle = await new_battle(store)
    store.show_later(GUILD_A, battle.id, call=5, call_for=[ALICE], call_since=SINCE)
    await store.set_battle_shown(GUILD_A, battle.id, call=None, reminded=True)
    # what waited went first, in the same transaction: nothing waits any more
    assert await store.write_shown() == 0
    expected = {"call_for": [ALICE], "call_since": SINCE, "reminded": True}
    assert await stored(store, battle.id) == expected
    got = await store.get_battle(GUILD_A, battle.id)
    assert got is not None and got.shown == expected


async def test_reminders_see_the_call_that_waits_and_claim_it_once(store: Store) -> None:
    battle = await new_battle(store)
    store.show_later(GUILD_A, battle.id, call=9, call_since=SINCE)
    (called,) = await store.called_battles(GUILD_A)
    assert called.shown == {"call": 9, "call_since": SINCE}
    assert await store.claim_idle_notice(GUILD_A, battle.id, "reminded", call_since=SINCE)
    assert not await store.claim_idle_notice(GUILD_A, battle.id, "reminded", call_since=SINCE)
    assert await stored(store, battle.id) == {"call": 9, "call_since": SINCE, "reminded": True}


async def test_an_undo_forgets_the_call_and_story_that_waited(store: Store) -> None:
    """pop_answer rewinds what the thread told in its own transaction: the record that waited
    (the call and the story of the answer taken back) is written before it, not over it."""
    battle = await new_battle(store)
    after = await store.append_answer(
        GUILD_A, battle.id, expected_count=0, answer=answer(0), user_id=BOB
    )
    store.show_later(GUILD_A, battle.id, panel=after.version, events=4, call_for=[ALICE])
    undone = await store.pop_answer(
        GUILD_A, battle.id, expected_count=1, user_id=BOB, public_events=2
    )
    assert undone.shown == {"panel": "1:active", "events": 2}
    assert await stored(store, battle.id) == undone.shown
    got = await store.get_battle(GUILD_A, battle.id)
    assert got is not None and got.shown == undone.shown


async def test_a_panel_that_waits_to_be_recorded_is_not_behind(store: Store) -> None:
    shown_now, behind = await new_battle(store), await new_battle(store)
    for battle in (shown_now, behind):
        await store.set_battle_message(GUILD_A, battle.id, message_id=1000 + battle.id)
    store.show_later(GUILD_A, shown_now.id, panel=shown_now.version)
    assert [b.id for b in await store.battles_behind(GUILD_A)] == [behind.id]


async def test_a_panel_being_posted_again_stays_behind_whatever_its_panel_record_says(
    store: Store,
) -> None:
    """`/battle show` notes the channel it posts the panel again in (`moving`): until the new
    panel is recorded, the battle is behind (a stop would leave a live copy to retire), even
    once an answer shown meanwhile records its panel — on both databases, in both reads."""
    moving = await new_battle(store)
    await store.set_battle_message(GUILD_A, moving.id, message_id=1000 + moving.id)
    await store.set_battle_shown(GUILD_A, moving.id, moving=555)
    store.show_later(GUILD_A, moving.id, panel=moving.version)
    await store.write_shown()
    assert (await stored(store, moving.id))["moving"] == 555
    assert [b.id for b in await store.battles_behind(GUILD_A)] == [moving.id]
    await store.set_battle_shown(GUILD_A, moving.id, panel=moving.version, moving=None)
    assert await store.battles_behind(GUILD_A) == []


async def test_a_failed_write_keeps_every_record_for_the_next(store: Store) -> None:
    battle = await new_battle(store)
    store.show_later(GUILD_A, battle.id, events=3)
    transaction = store._transaction

    def refused(guild_id: int | None) -> Any:
        raise StoreError("the disk is full")

    store._transaction = refused  # type: ignore[method-assign]
    with pytest.raises(StoreError):
        await store.write_shown()
    store.show_later(GUILD_A, battle.id, call=4)  # made while the write failed
    got = await store.get_battle(GUILD_A, battle.id)
    assert got is not None and got.shown == {"events": 3, "call": 4}
    store._transaction = transaction  # type: ignore[method-assign]
    assert await store.write_shown() == 1
    assert await stored(store, battle.id) == {"events": 3, "call": 4}


async def test_the_records_are_written_without_being_asked(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(shown_module, "SHOWN_DELAY", 0.01)
    battle = await new_battle(store)
    store.show_later(GUILD_A, battle.id, events=1)
    for _ in range(500):
        if await stored(store, battle.id):
            break
        await asyncio.sleep(0.01)
    assert await stored(store, battle.id) == {"events": 1}
    store.show_later(GUILD_A, battle.id, events=2)  # and again, after the first write
    for _ in range(500):
        if (await stored(store, battle.id))["events"] == 2:
            break
        await asyncio.sleep(0.01)
    assert await stored(store, battle.id) == {"events": 2}


async def test_closing_writes_what_waits(store: Store) -> None:
    battle = await new_battle(store)
    store.show_later(GUILD_A, battle.id, panel="0:active", call=12)
    await store.close()
    reopened = await Store.open(store.url or store.path)
    try:
        got = await reopened.get_battle(GUILD_A, battle.id)
        assert got is not None and got.shown == {"panel": "0:active", "call": 12}
    finally:
        await reopened.close()


def test_a_record_written_later_is_flat() -> None:
    with pytest.raises(ValueError, match="flat"):
        ShownLater().add((1, 2), {"prefill": {"attacker": {}}})


def test_a_write_at_once_keeps_what_an_earlier_write_took_if_that_one_fails() -> None:
    """A write of all a battle's parts takes over those an earlier write is writing: if that
    earlier write fails, they are not put back to be written once more over the later ones."""
    later = ShownLater()
    later.add((1, 2), {"call": 5})
    earlier = later.taking(list(later.waiting))  # a write of everything waiting, under way...
    assert earlier.__enter__() == {(1, 2): {"call": 5}}
    later.add((1, 2), {"events": 1})
    with later.taking([(1, 2)]) as parts:
        assert parts == {(1, 2): {"call": 5, "events": 1}}
        assert later.over((1, 2), {}) == {"call": 5, "events": 1}  # readers see it meanwhile
        failed = RuntimeError("the disk is full")  # ...fails, while this one writes it
        assert earlier.__exit__(RuntimeError, failed, None) is False
        assert later.waiting == {}
    assert later.writing == {} and later.waiting == {}
    with pytest.raises(RuntimeError), later.taking([(1, 2)]) as parts:  # nothing to take
        assert parts == {}
        raise RuntimeError
    later.add((1, 2), {"call": 6})
    with pytest.raises(RuntimeError), later.taking([(1, 2)]):
        later.add((1, 2), {"call": 7})
        raise RuntimeError
    assert later.waiting == {(1, 2): {"call": 7}}  # back, under the newer value


async def test_random_records_and_writes_read_as_made_and_land_as_made(store: Store) -> None:
    """Records kept for later and writes made at once, in a random order (a fixed seed), some
    of them while a write of what waited is under way: every read sees them in the order they
    were made, and so does the database once everything is written."""
    rng = random.Random(20261202)
    battles = [(await new_battle(store)).id for _ in range(3)]
    model: dict[int, dict[str, Any]] = {b: {} for b in battles}
    under_way: list[asyncio.Task[int]] = []
    for _ in range(300):
        battle_id = rng.choice(battles)
        parts = {rng.choice(["panel", "events", "call"]): rng.choice([None, 1, 2, 3])}
        move = rng.random()
        if move < 0.55:
            store.show_later(GUILD_A, battle_id, **parts)
        elif move < 0.8:
            await store.set_battle_shown(GUILD_A, battle_id, **parts)
        else:  # begins now, finishes while the next moves are made
            under_way.append(asyncio.ensure_future(store.write_shown()))
            await asyncio.sleep(0)
            continue
        apply(model[battle_id], parts)
        got = await store.get_battle(GUILD_A, battle_id)
        assert got is not None and got.shown == model[battle_id]
    await asyncio.gather(*under_way)
    await store.write_shown()
    for battle_id in battles:
        assert await stored(store, battle_id) == model[battle_id]


async def test_a_read_that_a_write_overtakes_is_made_again(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A read of the database made just before a write of what waited lands, laid over with
    what waits once the write has landed (its parts gone from what waits), showed the battle
    as it was before both — a call removed came back (seen on PostgreSQL). It is read again."""
    from bot.store import battles as battles_module

    battle = await new_battle(store)
    await store.set_battle_shown(GUILD_A, battle.id, call=2, panel="0:active")
    store.show_later(GUILD_A, battle.id, call=None)
    with_answers = battles_module._with_answers
    overtaken: list[int] = []

    async def overtaking(*args: Any, **kwargs: Any) -> Any:
        if not overtaken:  # the rows are read: a write of what waits lands now
            overtaken.append(await store.write_shown())
        return await with_answers(*args, **kwargs)

    monkeypatch.setattr(battles_module, "_with_answers", overtaking)
    got = await store.get_battle(GUILD_A, battle.id)
    assert overtaken == [1] and await stored(store, battle.id) == {"panel": "0:active"}
    assert got is not None and got.shown == {"panel": "0:active"}
