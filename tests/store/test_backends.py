"""What must hold the same on SQLite and PostgreSQL: the JSON functions the SQL uses, refusals
by the database itself, table rebuilds in migrations, and two stores (two processes) on one
database."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path

import pytest

from bot.store import Migration, StaleAnswer, Store, TurnClosed
from bot.store.models import IntegrityError
from tests.pg import PgCluster
from tests.store.conftest import ALICE, BOB, CHANNEL, GUILD_A, GUILD_B


async def reopen(store: Store) -> Store:
    """A second store on the same database, as a second bot process would have."""
    target = store.url if store.url is not None else store.path
    assert target is not None
    return await Store.open(target)


async def scalar(store: Store, sql: str, *params: object) -> object:
    async with store._reading(GUILD_A) as db:
        row = await db.fetchone(sql, params)
    assert row is not None
    return row[0]


PATCHES = [
    ('{"a": 1, "b": {"c": 2, "d": 3}}', '{"b": {"c": null, "e": 4}, "f": [1]}'),
    ('{"a": 1}', '{"a": null}'),
    ('{"a": {"x": 1}}', '{"a": 5}'),
    ('{"a": 1}', "[1, 2]"),
    ("[1]", '{"a": {"b": null}}'),
    ("{}", "{}"),
]


@pytest.mark.parametrize(("target", "patch"), PATCHES)
async def test_json_patch_is_rfc_7396_on_both(store: Store, target: str, patch: str) -> None:
    got = await scalar(store, "SELECT json_patch(?, ?)", target, patch)
    with sqlite3.connect(":memory:") as con:
        (expected,) = con.execute("SELECT json_patch(?, ?)", (target, patch)).fetchone()
    assert json.loads(str(got)) == json.loads(expected)


async def test_json_functions_agree_with_sqlite(store: Store) -> None:
    doc = '{"panel": "3:active", "n": 2, "x": 1.5, "o": {"k": [1]}, "s": "t"}'
    for path, expected in [("$.panel", "3:active"), ("$.n", 2), ("$.o.k[0]", 1), ("$.no", None)]:
        got = await scalar(store, "SELECT json_extract(?, ?)", doc, path)
        assert (None if got is None else str(got)) == (None if expected is None else str(expected))
    for value, kind in [("[]", "array"), ("{}", "object"), ('"a"', "text"), ("2", "integer")]:
        assert await scalar(store, "SELECT json_type(?)", value) == kind
    assert await scalar(store, "SELECT json_array_length(?)", "[1, [2, 3], 4]") == 3
    assert bool(await scalar(store, "SELECT json_valid(?)", '{"a": 1}'))
    assert not bool(await scalar(store, "SELECT json_valid(?)", "{not json"))


async def test_a_question_mark_in_a_string_is_not_a_placeholder(store: Store) -> None:
    got = await scalar(store, "SELECT 'who? -- not a comment' || ? || \"guild_id\" FROM (SELECT 1"
                       " AS guild_id) AS t", "!")  # fmt: skip
    assert got == "who? -- not a comment!1"


async def test_the_database_refuses_a_child_of_another_guild(store: Store) -> None:
    campaign = await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=ALICE)
    with pytest.raises(IntegrityError) as refused:
        async with store._transaction(GUILD_B) as db:
            await db.execute(
                "INSERT INTO factions (guild_id, campaign_id, name, name_key, joined_at)"
                " VALUES (?, ?, 'x', 'x', 'now')",
                (GUILD_B, campaign.id),
            )
    assert isinstance(refused.value, sqlite3.IntegrityError)  # what older callers catch
    with pytest.raises(IntegrityError):  # a unique key: one running turn per campaign
        async with store._transaction(GUILD_A) as db:
            for number in (1, 2):
                await db.execute(
                    "INSERT INTO turns (guild_id, campaign_id, number, opened_by, opened_at,"
                    " updated_at) VALUES (?, ?, ?, 1, 'now', 'now')",
                    (GUILD_A, campaign.id, number),
                )
    assert await store.latest_turn(GUILD_A, campaign.id) is None  # rolled back, both


async def test_two_stores_apply_a_double_click_once(store: Store) -> None:
    b = await store.create_battle(
        GUILD_A, game="demo", setup={}, seed="s", channel_id=CHANNEL, created_by=ALICE
    )
    other = await reopen(store)
    try:
        results = await asyncio.gather(
            *(
                s.append_answer(GUILD_A, b.id, expected_count=0, answer={"i": i}, user_id=ALICE)
                for i, s in enumerate([store, other, store, other, other, store])
            ),
            return_exceptions=True,
        )
    finally:
        await other.close()
    assert sum(not isinstance(r, BaseException) for r in results) == 1, results
    assert all(isinstance(r, StaleAnswer) for r in results if isinstance(r, BaseException))
    final = await store.get_battle(GUILD_A, b.id)
    assert final is not None and len(final.answers) == 1 and final.revision == 1


async def test_a_write_cancelled_while_it_waits_for_another_process_leaves_no_lock(
    store: Store,
) -> None:
    """A write waiting for the lock another process holds is cancelled (a SIGTERM, a lease's
    renewal stopped): once the other lets go, both processes write again. On SQLite the wait is
    BEGIN IMMEDIATE in the connection's thread, which still began after the cancel."""
    other = await reopen(store)
    try:
        holding = asyncio.Event()
        let_go = asyncio.Event()

        async def hold() -> None:
            async with other._transaction(0) as db:  # the bot's own rows: the lock of guild 0
                await db.execute("SELECT 1")
                holding.set()
                await let_go.wait()

        holder = asyncio.create_task(hold())
        await holding.wait()
        waiting = asyncio.create_task(store.set_bot_state("cancelled", "1"))
        await asyncio.sleep(0.3)  # waiting for the lock, in the thread on SQLite
        assert not waiting.done()
        waiting.cancel()
        with pytest.raises(asyncio.CancelledError):
            await waiting
        let_go.set()
        await holder
        await asyncio.sleep(0.2)  # the thread's BEGIN, if it ran, has run by now
        await asyncio.wait_for(store.set_bot_state("mine", "1"), timeout=10)
        await asyncio.wait_for(other.set_bot_state("theirs", "1"), timeout=10)
        assert await other.bot_state("mine") == "1"
        assert await store.bot_state("theirs") == "1"
        assert await store.bot_state("cancelled") is None
    finally:
        await other.close()


async def test_two_stores_claim_a_turn_deadline_once(store: Store) -> None:
    """The deadline job of two processes: compare-and-set on updated_at, one of them wins."""
    campaign = await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=ALICE)
    turn = await store.open_turn(GUILD_A, campaign.id, opened_by=ALICE, channel_id=CHANNEL)
    other = await reopen(store)
    try:
        results = await asyncio.gather(
            *(
                s.update_turn(
                    GUILD_A,
                    turn.id,
                    expected_updated_at=turn.updated_at,
                    data={"reminded_by": i},
                )
                for i, s in enumerate([store, other, store, other])
            ),
            return_exceptions=True,
        )
    finally:
        await other.close()
    assert sum(not isinstance(r, BaseException) for r in results) == 1, results
    assert all(isinstance(r, TurnClosed) for r in results if isinstance(r, BaseException))


async def test_two_stores_give_an_idle_notice_once(store: Store) -> None:
    """The idle sweep of two processes holding the same shard: each notice claimed once per
    call; a new call (another `call_since`) is claimed anew; a released one can be again."""
    b = await store.create_battle(
        GUILD_A, game="demo", setup={}, seed="s", channel_id=CHANNEL, created_by=ALICE
    )
    since = "2026-11-29T10:00:00+00:00"
    await store.set_battle_shown(GUILD_A, b.id, call_since=since, call=5)
    other = await reopen(store)
    try:
        won = await asyncio.gather(
            *(
                s.claim_idle_notice(GUILD_A, b.id, notice, call_since=since)
                for s in (store, other, store, other)
                for notice in ("reminded", "gm_told")
            )
        )
    finally:
        await other.close()
    assert sum(won[0::2]) == 1 and sum(won[1::2]) == 1, won
    battle = await store.get_battle(GUILD_A, b.id)
    assert battle is not None
    assert battle.shown == {"call_since": since, "call": 5, "reminded": True, "gm_told": True}
    # the call of another time, another guild, a released notice
    assert not await store.claim_idle_notice(GUILD_A, b.id, "reminded", call_since="earlier")
    assert not await store.claim_idle_notice(GUILD_B, b.id, "reminded", call_since=since)
    await store.set_battle_shown(GUILD_A, b.id, reminded=None)
    assert await store.claim_idle_notice(GUILD_A, b.id, "reminded", call_since=since)
    with pytest.raises(ValueError, match="not an idle notice"):
        await store.claim_idle_notice(GUILD_A, b.id, "call", call_since=since)


async def test_an_idle_notice_left_claimed_is_taken_over_once(store: Store) -> None:
    """A process claimed a notice and stopped before it was given: another takes its claim over
    only as it found it (one of two at once), and once given nobody claims it again."""
    b = await store.create_battle(
        GUILD_A, game="demo", setup={}, seed="s", channel_id=CHANNEL, created_by=ALICE
    )
    since = "2026-11-29T10:00:00+00:00"
    await store.set_battle_shown(GUILD_A, b.id, call_since=since, call=5)
    left = "1@gone#aa 2026-11-29T10:01:00+00:00"
    assert await store.claim_idle_notice(GUILD_A, b.id, "reminded", call_since=since, claim=left)
    assert not await store.claim_idle_notice(GUILD_A, b.id, "reminded", call_since=since)
    other = await reopen(store)
    try:
        won = await asyncio.gather(
            *(
                s.claim_idle_notice(
                    GUILD_A, b.id, "reminded", call_since=since, claim=f"{n}@here#b x", over=left
                )
                for n, s in enumerate((store, other, store, other))
            )
        )
    finally:
        await other.close()
    assert sum(won) == 1, won
    assert not await store.claim_idle_notice(
        GUILD_A, b.id, "reminded", call_since=since, claim="late", over=left
    )
    await store.set_battle_shown(GUILD_A, b.id, reminded=True)
    battle = await store.get_battle(GUILD_A, b.id)
    assert battle is not None and battle.shown["reminded"] is True


REBUILD = [
    Migration(
        1,
        "parents",
        "CREATE TABLE parents (id INTEGER PRIMARY KEY AUTOINCREMENT, guild_id INTEGER NOT NULL,"
        " name TEXT NOT NULL, UNIQUE (id, guild_id));\n"
        "CREATE TABLE children (id INTEGER PRIMARY KEY AUTOINCREMENT, guild_id INTEGER NOT NULL,"
        " parent_id INTEGER NOT NULL,"
        " FOREIGN KEY (parent_id, guild_id) REFERENCES parents (id, guild_id));\n"
        "INSERT INTO parents (guild_id, name) VALUES (1, 'a');\n"
        "INSERT INTO parents (guild_id, name) VALUES (1, 'b');\n"
        "INSERT INTO children (guild_id, parent_id) VALUES (1, 2);",
    ),
    Migration(
        2,
        "rebuild_parents",
        "-- SQLite's way to change a column: a new table, the rows copied, the old one dropped\n"
        "CREATE TABLE parents_new (id INTEGER PRIMARY KEY AUTOINCREMENT,"
        " guild_id INTEGER NOT NULL, name TEXT NOT NULL, size REAL NOT NULL DEFAULT 0,"
        " UNIQUE (id, guild_id));\n"
        "INSERT INTO parents_new (id, guild_id, name) SELECT id, guild_id, name FROM parents;\n"
        "DROP TABLE parents;\n"
        "ALTER TABLE parents_new RENAME TO parents;",
    ),
]


async def test_a_table_rebuild_keeps_ids_and_foreign_keys(
    backend: str, db_path: Path, request: pytest.FixtureRequest
) -> None:
    if backend == "sqlite":
        target: str | Path = db_path
    else:
        cluster: PgCluster = request.getfixturevalue("pg_cluster")
        target = await cluster.acreate_database()
    store = await Store.open(target, migrations=REBUILD[:1])
    await store.close()
    store = await Store.open(target, migrations=REBUILD)
    try:
        async with store._transaction(1) as db:
            new = await db.fetchone(
                "INSERT INTO parents (guild_id, name, size) VALUES (1, 'c', 1.5) RETURNING id", ()
            )
        assert new is not None and new["id"] == 3  # after the copied ids, never one of them
        with pytest.raises(IntegrityError):  # the child's foreign key survived the rebuild
            async with store._transaction(1) as db:
                await db.execute("INSERT INTO children (guild_id, parent_id) VALUES (2, 2)", ())
        async with store._reading(1) as db:
            row = await db.fetchone(
                "SELECT name FROM parents WHERE guild_id = ? AND id = ?", (1, 2)
            )
        assert row is not None and row["name"] == "b"
    finally:
        await store.close()


@pytest.mark.parametrize("run", [1, 2])
async def test_each_test_starts_with_an_empty_store(store: Store, run: int) -> None:
    """The fixture's store starts empty on both backends (ids from 1 again)."""
    assert await store.list_campaigns(GUILD_A, include_archived=True) == []
    c = await store.create_campaign(GUILD_A, "soe", f"Europa {run}", gm_user_id=BOB)
    assert c.id == 1


async def test_a_sqlite_url_or_a_path_string_opens_the_file(db_path: Path) -> None:
    store = await Store.open(f"sqlite:///{db_path}")
    try:
        assert store.path == db_path and store.backend == "sqlite" and store.url is None
        await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=ALICE)
    finally:
        await store.close()
    store = await Store.open(str(db_path))
    try:
        assert await store.find_campaign(GUILD_A, "europa") is not None
    finally:
        await store.close()


@pytest.mark.parametrize(
    "target", ["mysql://db/x", "sqlite://x.db", "postgresql+asyncpg://u:secret@h/d", "file:/x.db"]
)
async def test_a_url_of_another_kind_is_refused_and_nothing_is_created(
    target: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.store import DatabaseUnusable

    monkeypatch.chdir(tmp_path)
    with pytest.raises(DatabaseUnusable) as refused:
        await Store.open(target)
    said = str(refused.value)
    assert target.split(":")[0] + "://" in said and "nothing was created" in said
    assert "secret" not in said
    assert list(tmp_path.iterdir()) == []


async def test_a_closed_store_refuses_on_both(store: Store) -> None:
    from bot.store import StoreError

    await store.close()
    await store.close()  # idempotent
    with pytest.raises(StoreError):
        await store.get_campaign(GUILD_A, 1)
    with pytest.raises(StoreError):
        await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=ALICE)


async def test_nul_characters(store: Store) -> None:
    """A NUL cannot be stored in PostgreSQL: names drop control characters on both backends,
    JSON carries it escaped, and a read with one finds nothing."""
    campaign = await store.create_campaign(GUILD_A, "soe", "Eu\x00ropa\x07", gm_user_id=ALICE)
    assert campaign.name == "Europa"
    assert await store.find_campaign(GUILD_A, "Euro\x00pa") == campaign
    faction = await store.join_campaign(
        GUILD_A, campaign.id, ALICE, "France", data={"motto": "a\x00b", "k\x00": 1}
    )
    again = await store.get_faction(GUILD_A, faction.id)
    assert again is not None and again.data == {"motto": "a\x00b", "k\x00": 1}
    assert await store.get_region(GUILD_A, campaign.id, "flan\x00ders") is None
    assert await store.remembered_counts(GUILD_A, ALICE, "so\x00e") == {}


async def test_forces_set_again_after_another_process_set_others_are_stored(
    store: Store,
) -> None:
    """A server's shard handed to another process and back: this process last wrote the
    player's forces as 3 armies, the other 5 since; read again at the next battle's start, the
    player's 3 armies set once more are written, not skipped as already known."""
    other = await reopen(store)
    try:
        await store.remember_counts(GUILD_A, ALICE, "soe", "attack", {"army": 3})
        await other.remember_counts(GUILD_A, ALICE, "soe", "attack", {"army": 5})
        assert await store.remembered_counts(GUILD_A, ALICE, "soe") == {"attack": {"army": 5}}
        await store.remember_counts(GUILD_A, ALICE, "soe", "attack", {"army": 3})
        assert await other.remembered_counts(GUILD_A, ALICE, "soe") == {"attack": {"army": 3}}
    finally:
        await other.close()
