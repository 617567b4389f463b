"""Append-only answers (migration 010): one row per answer, a revision, and `known` re-reads."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from bot.store import Battle, Finish, ForcesUsed, StaleAnswer, Store
from bot.store.schema import load_migrations
from tests.store.conftest import ALICE, BOB, CHANNEL, GUILD_A, GUILD_B, statements
from tests.store.test_battles import answer, new_battle

LONG = 1000


async def long_battle(store: Store, n: int = LONG) -> Battle:
    """A battle with `n` answers, written in one transaction (n appends would take a while)."""
    b = await new_battle(store)
    async with store._transaction(GUILD_A) as db:
        for seq in range(n):
            await db.execute(
                "INSERT INTO battle_answers (guild_id, battle_id, seq, answer) VALUES (?, ?, ?, ?)",
                (GUILD_A, b.id, seq, json.dumps(answer(seq))),
            )
        await db.execute(
            "UPDATE battles SET answer_count = ?, revision = ? WHERE guild_id = ? AND id = ?",
            (n, n, GUILD_A, b.id),
        )
    got = await store.get_battle(GUILD_A, b.id)
    assert got is not None and len(got.answers) == n
    return got


def _reads_answers(sql: list[str]) -> bool:
    return any("battle_answers" in s for s in sql)


async def test_revision_counts_every_change_and_never_goes_back(store: Store) -> None:
    b = await new_battle(store)
    assert (b.revision, b.version) == (0, "0:active")
    b1 = await store.append_answer(GUILD_A, b.id, expected_count=0, answer=answer(0), user_id=1)
    b2 = await store.append_answer(GUILD_A, b.id, expected_count=1, answer=answer(1), user_id=1)
    b3 = await store.pop_answer(GUILD_A, b.id, expected_count=2, user_id=1)
    # the same count as b1, but not the same battle state as far as a cache can tell
    assert (b3.answers, b3.version) == (b1.answers, b1.version)
    assert [b1.revision, b2.revision, b3.revision] == [1, 2, 3]
    b4 = await store.append_answer(
        GUILD_A, b.id, expected_count=1, answer=answer(1, value=9), user_id=1,
        finish=Finish(outcome={"winner": "attacker"}),
    )  # fmt: skip
    assert (b4.revision, b4.status, b4.answers[-1]["value"]) == (4, "finished", 9)
    c = await new_battle(store)
    cancelled = await store.cancel_battle(GUILD_A, c.id, user_id=ALICE)
    assert cancelled.revision == 1
    done = await store.create_battle(
        GUILD_A, game="demo", setup={}, seed="s", channel_id=CHANNEL, created_by=ALICE,
        finish=Finish(outcome={"winner": "defender"}),
    )  # fmt: skip
    assert (done.status, done.revision) == ("finished", 1)


async def test_a_string_answer_stays_a_string(store: Store) -> None:
    b = await new_battle(store)
    await store.append_answer(GUILD_A, b.id, expected_count=0, answer={"v": "7"}, user_id=1)
    got = await store.get_battle(GUILD_A, b.id)
    assert got is not None and got.answers == [{"v": "7"}]


async def test_known_at_the_stored_revision_skips_the_answers(store: Store) -> None:
    b = await long_battle(store)
    async with statements(store) as sql:
        again = await store.get_battle(GUILD_A, b.id, known=b)
    assert again == b
    assert not _reads_answers(sql), sql
    assert len(sql) == 1  # one read of the battle row

    # another battle, or another guild's id, is never taken for it
    other = await new_battle(store)
    got = await store.get_battle(GUILD_A, other.id, known=b)
    assert got is not None and got.answers == []
    assert await store.get_battle(GUILD_B, b.id, known=b) is None


async def test_known_behind_the_stored_revision_reads_the_answers(store: Store) -> None:
    b = await long_battle(store, 3)
    moved = await store.pop_answer(GUILD_A, b.id, expected_count=3, user_id=1)
    moved = await store.append_answer(
        GUILD_A, moved.id, expected_count=2, answer={"new": 1}, user_id=1
    )
    # same count as `b`, different last answer: the revision tells them apart
    async with statements(store) as sql:
        got = await store.get_battle(GUILD_A, b.id, known=b)
    assert _reads_answers(sql)
    assert got is not None and got.answers == [*b.answers[:2], {"new": 1}] == moved.answers


async def test_append_to_a_long_battle_writes_one_answer_row(store: Store) -> None:
    b = await long_battle(store)
    async with statements(store) as sql:
        after = await store.append_answer(
            GUILD_A, b.id, expected_count=LONG, answer=answer(LONG), user_id=ALICE, known=b
        )
    assert after.answers == [*b.answers, answer(LONG)]
    assert after.revision == b.revision + 1
    assert not any("SELECT" in s and "battle_answers" in s for s in sql), sql
    writes = [s for s in sql if s.lstrip().upper().startswith(("INSERT", "UPDATE", "DELETE"))]
    assert len(writes) == 3, writes  # the answer, the battle row, the audit entry
    assert sum("battle_answers" in s for s in writes) == 1
    assert await store.get_battle(GUILD_A, b.id) == after

    # without `known` the result is read, and the same
    again = await store.append_answer(
        GUILD_A, b.id, expected_count=LONG + 1, answer=answer(LONG + 1), user_id=ALICE
    )
    assert again.answers == [*after.answers, answer(LONG + 1)]


async def test_pop_and_cancel_with_known(store: Store) -> None:
    b = await long_battle(store, 5)
    async with statements(store) as sql:
        popped = await store.pop_answer(GUILD_A, b.id, expected_count=5, user_id=BOB, known=b)
        cancelled = await store.cancel_battle(GUILD_A, b.id, user_id=BOB, known=popped)
    assert not any("SELECT" in s and "battle_answers" in s for s in sql), sql
    assert popped.answers == b.answers[:4]
    assert cancelled.answers == b.answers[:4] and cancelled.status == "cancelled"
    assert await store.get_battle(GUILD_A, b.id) == cancelled
    log = await store.audit_log(GUILD_A, b.id)
    assert log[-2].action == "undo" and log[-2].payload == answer(4)
    assert log[-1].payload == {"answers": 4}
    with pytest.raises(StaleAnswer):
        await store.pop_answer(GUILD_A, b.id, expected_count=4, user_id=BOB, known=cancelled)


async def test_a_stale_known_is_refused_even_at_the_right_count(store: Store) -> None:
    """`known` from before an undo and a different answer: the count matches again, but the
    answer was checked against answers that are gone, so it is refused (the caller reloads)."""
    b = await long_battle(store, 2)
    await store.pop_answer(GUILD_A, b.id, expected_count=2, user_id=BOB)
    other = await store.append_answer(
        GUILD_A, b.id, expected_count=1, answer={"by": "other"}, user_id=BOB
    )
    with pytest.raises(StaleAnswer, match="changed since it was read"):
        await store.append_answer(
            GUILD_A, b.id, expected_count=2, answer={"by": "me"}, user_id=ALICE, known=b
        )
    assert await store.get_battle(GUILD_A, b.id) == other
    mine = await store.append_answer(
        GUILD_A, b.id, expected_count=2, answer={"by": "me"}, user_id=ALICE, known=other
    )
    assert mine.answers == [*other.answers, {"by": "me"}]


@pytest.mark.sqlite_only
async def test_append_changes_the_same_rows_at_answer_1000_as_at_answer_1(store: Store) -> None:
    """sqlite's total_changes: what one append changes does not grow with the battle."""
    short = await new_battle(store)
    long = await long_battle(store)
    raw = store._raw_writer()

    async def changes(battle: Battle) -> int:
        before = raw.total_changes
        await store.append_answer(
            GUILD_A, battle.id, expected_count=len(battle.answers), answer=answer(0), user_id=1,
            known=battle,
        )  # fmt: skip
        return raw.total_changes - before

    assert await changes(short) == await changes(long) == 3


@pytest.mark.sqlite_only
async def test_migration_moves_json_answers_into_rows(db_path: Path) -> None:
    """A database at version 009 (answers as a JSON array) keeps every answer, in order."""
    store = await Store.open(db_path, migrations=[m for m in load_migrations() if m.version <= 9])
    await store.close()
    answers = [{"seq": 0, "b": [1, 2]}, "plain", 3, True, None, {"u": "é"}]
    with sqlite3.connect(db_path) as con:
        for i, (guild, status, kept) in enumerate(
            [
                (GUILD_A, "active", answers),
                (GUILD_A, "finished", answers[:2]),
                (GUILD_B, "active", []),
            ]
        ):
            con.execute(
                "INSERT INTO battles (guild_id, game, setup, seed, answers, status, created_by,"
                " created_at, updated_at) VALUES (?, 'demo', '{}', 's', ?, ?, 1, 'now', 'now')",
                (guild, json.dumps(kept), status),
            )
            assert con.execute("SELECT max(id) FROM battles").fetchone()[0] == i + 1
    store = await Store.open(db_path)
    try:
        first = await store.get_battle(GUILD_A, 1)
        second = await store.get_battle(GUILD_A, 2)
        third = await store.get_battle(GUILD_B, 3)
        assert first is not None and second is not None and third is not None
        assert first.answers == answers and first.revision == len(answers)
        assert second.answers == answers[:2] and second.revision == 3  # 2 answers + its finish
        assert third.answers == [] and third.revision == 0
        after = await store.append_answer(
            GUILD_A, 1, expected_count=len(answers), answer={"x": 1}, user_id=1, known=first
        )
        assert after.answers == [*answers, {"x": 1}]
    finally:
        await store.close()
    with sqlite3.connect(db_path) as con:
        columns = {row[1] for row in con.execute("PRAGMA table_info(battles)")}
        assert "answers" not in columns and {"answer_count", "revision"} <= columns
        assert con.execute("PRAGMA foreign_key_check").fetchall() == []


async def test_the_forces_an_answer_set_are_kept_in_its_own_transaction(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    b = await new_battle(store)
    used = ForcesUsed(ALICE, "demo", "forces", {"armies": 3})
    opened: list[int] = []
    transaction = store._transaction
    monkeypatch.setattr(store, "_transaction", lambda g: opened.append(g) or transaction(g))

    with pytest.raises(StaleAnswer):  # refused: nothing of it is kept, its forces neither
        await store.append_answer(
            GUILD_A, b.id, expected_count=1, answer=answer(1), user_id=ALICE, remember=used
        )
    assert await store.remembered_counts(GUILD_A, ALICE, "demo") == {}

    opened.clear()
    await store.append_answer(
        GUILD_A, b.id, expected_count=0, answer=answer(0), user_id=ALICE, remember=used
    )
    assert opened == [GUILD_A]  # the answer and its forces: one write
    assert await store.remembered_counts(GUILD_A, ALICE, "demo") == {"forces": {"armies": 3}}
    assert await store.remembered_counts(GUILD_B, ALICE, "demo") == {}

    async with statements(store) as sql:  # the same forces again: only the answer is written
        await store.append_answer(
            GUILD_A, b.id, expected_count=1, answer=answer(1), user_id=ALICE, remember=used
        )
    assert not any("forces_used" in s for s in sql), sql


@pytest.mark.parametrize(
    ("told", "public", "left"),
    [(5, 3, 3), (2, 3, 2), (None, 3, None)],  # told past it; told less; nothing told yet
)
async def test_an_undo_cuts_back_what_was_told_and_forgets_the_call(
    store: Store, told: int | None, public: int, left: int | None
) -> None:
    """In the undo's own transaction: the story told of the answer taken back stands for
    nothing, so the answer given anew is told; the call made after it is forgotten."""
    b = await new_battle(store)
    for seq in range(2):
        await store.append_answer(GUILD_A, b.id, expected_count=seq, answer=answer(seq), user_id=1)
    shown = {"panel": "2:active", "call_for": [ALICE], "call": 9}
    await store.set_battle_shown(
        GUILD_A, b.id, **shown, **({} if told is None else {"events": told})
    )
    undone = await store.pop_answer(
        GUILD_A, b.id, expected_count=2, user_id=1, public_events=public
    )
    expected = {"panel": "2:active", "call": 9, **({} if left is None else {"events": left})}
    assert undone.shown == expected
    assert (await store.get_battle(GUILD_A, b.id)).shown == expected
