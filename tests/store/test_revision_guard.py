"""An answer checked against the battle as its maker read it lands only on that battle: when
another process undid an answer and gave a different one meanwhile (same count, new revision),
the write is refused as stale instead of landing after answers it was never checked against."""

from __future__ import annotations

import pytest

from bot.store import StaleAnswer, Store
from tests.store.conftest import ALICE, BOB
from tests.store.test_battles import GUILD_A, answer, new_battle


async def test_an_undo_and_redo_elsewhere_makes_an_answer_stale(store: Store) -> None:
    battle = await new_battle(store)
    seen = await store.append_answer(
        GUILD_A, battle.id, expected_count=0, answer=answer(0), user_id=ALICE
    )
    # another process: undo the answer and give a different one (the count is 1 again)
    await store.pop_answer(GUILD_A, battle.id, expected_count=1, user_id=ALICE)
    await store.append_answer(
        GUILD_A, battle.id, expected_count=0, answer=answer(0, value=2), user_id=ALICE
    )
    with pytest.raises(StaleAnswer):
        await store.append_answer(
            GUILD_A,
            battle.id,
            expected_count=1,
            answer=answer(1, seat="defender"),
            user_id=BOB,
            known=seen,
        )
    with pytest.raises(StaleAnswer):
        await store.pop_answer(GUILD_A, battle.id, expected_count=1, user_id=ALICE, known=seen)
    with pytest.raises(StaleAnswer):  # a cancel agreed to on the battle as it was
        await store.cancel_battle(GUILD_A, battle.id, user_id=ALICE, expected_count=1, known=seen)
    with pytest.raises(StaleAnswer):
        await store.cancel_battle(GUILD_A, battle.id, user_id=ALICE, expected_count=0)
    stored = await store.get_battle(GUILD_A, battle.id)
    assert stored is not None and [a["value"] for a in stored.answers] == [2]


async def test_the_battle_as_read_takes_its_answer(store: Store) -> None:
    battle = await new_battle(store)
    seen = await store.append_answer(
        GUILD_A, battle.id, expected_count=0, answer=answer(0), user_id=ALICE
    )
    after = await store.append_answer(
        GUILD_A,
        battle.id,
        expected_count=1,
        answer=answer(1, seat="defender"),
        user_id=BOB,
        known=seen,
    )
    assert after.revision == seen.revision + 1 and len(after.answers) == 2
    cancelled = await store.cancel_battle(
        GUILD_A, battle.id, user_id=ALICE, expected_count=2, known=after
    )
    assert cancelled.status == "cancelled" and len(cancelled.answers) == 2
