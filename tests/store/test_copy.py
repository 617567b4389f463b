"""`python -m bot.store copy`: every table moved with its ids, verified by counts and replays."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.games import Game, GameRegistry
from bot.shard_lease import Holder, this_machine
from bot.store import CampaignChanges, Finish, RegionChange, Store
from bot.store.__main__ import EXIT_DIFFERENT, EXIT_OK, EXIT_REFUSED, copy_store, main
from tests.demo.rules import RULESET
from tests.pg import PgCluster
from tests.store.conftest import ALICE, BOB, CHANNEL, GUILD_A, GUILD_B

ROOT = Path(__file__).resolve().parents[2]
SETUP = {
    "seats": {
        "attacker": {"user_id": ALICE, "name": "Alice"},
        "defender": {"user_id": BOB, "name": "Bob"},
    },
    "max_units": 4,
}
FORCE = {"infantry": 2, "cavalry": 1}


def games() -> GameRegistry:
    registry = GameRegistry()
    registry.register(Game("demo", "Skirmish", RULESET))
    return registry


async def fill(path: Path) -> dict[str, int]:
    """A store with a bit of everything; returns the ids made."""
    store = await Store.open(path)
    try:
        c = await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=ALICE)
        f = await store.join_campaign(GUILD_A, c.id, ALICE, "France", resources={"gold": 5})
        g = await store.join_campaign(GUILD_A, c.id, BOB, "Spain")
        await store.upsert_region(GUILD_A, c.id, "flanders", owner=f.id, holdings={g.id: {"a": 1}})
        b = await store.create_battle(
            GUILD_A, game="demo", setup=SETUP, seed="cafe", channel_id=CHANNEL,
            created_by=ALICE, campaign_id=c.id, entropy="e",
        )  # fmt: skip
        b = await store.append_answer(
            GUILD_A, b.id, expected_count=0, user_id=ALICE, known=b,
            answer={"seq": 0, "seat": "attacker", "value": FORCE},
        )  # fmt: skip
        await store.pop_answer(GUILD_A, b.id, expected_count=1, user_id=ALICE)
        b = await store.append_answer(
            GUILD_A, b.id, expected_count=0, user_id=ALICE,
            answer={"seq": 0, "seat": "attacker", "value": FORCE},
        )  # fmt: skip
        await store.append_answer(
            GUILD_A, b.id, expected_count=1, user_id=BOB,
            answer={"seq": 1, "seat": "defender", "value": "hill"},
            finish=Finish(
                outcome={"winner": "attacker"},
                changes=CampaignChanges(
                    resource_deltas={f.id: {"gold": 1}},
                    regions={"artois": RegionChange(owner=g.id)},
                ),
            ),
        )  # fmt: skip
        other = await store.create_battle(
            GUILD_B, game="elsewhere", setup={}, seed="s", channel_id=CHANNEL, created_by=BOB
        )
        await store.cancel_battle(GUILD_B, other.id, user_id=BOB)
        await store.set_battle_shown(GUILD_A, b.id, panel="2:active")
        t = await store.open_turn(GUILD_A, c.id, opened_by=ALICE, channel_id=CHANNEL)
        await store.save_orders(GUILD_A, t.id, f.id, {"move": 1}, submitted=True)
        await store.update_guild_settings(GUILD_A, {"lang": "it"})
        await store.remember_counts(GUILD_A, ALICE, "demo", "forces", FORCE)
        cup = await store.create_tournament(
            GUILD_A, "Cup", "demo", rules={}, channel_id=CHANNEL, organiser_id=ALICE
        )
        await store.join_tournament(GUILD_A, cup.id, ALICE, cap=None)
        await store.join_tournament(GUILD_A, cup.id, BOB, cap=None)
        paired = await store.start_round(  # then taken back: its matches' ids are gone
            GUILD_A, cup.id, expected_round=0, deadline=None,
            matches=[{"table": 1, "seats": [ALICE, BOB]}, {"table": 2, "seats": [BOB, ALICE]}],
        )  # fmt: skip
        await store.withdraw_round(GUILD_A, cup.id, expected_round=1)
        await store.set_ratings(GUILD_A, "demo", {ALICE: (25, 8.3)})  # an int mu, as SQLite has it
        return {
            "campaign": c.id, "battle": b.id, "other": other.id, "turn": t.id, "cup": cup.id,
            "match": max(m.id for m in paired),
        }  # fmt: skip
    finally:
        await store.close()


async def check_target(target: str | Path, ids: dict[str, int]) -> None:
    store = await Store.open(target)
    try:
        b = await store.get_battle(GUILD_A, ids["battle"])
        assert b is not None and b.status == "finished" and len(b.answers) == 2
        assert b.revision == 4  # append, undo, append, append with its finish
        assert b.shown == {"panel": "2:active"}
        assert (await store.guild_settings(GUILD_A)) == {"lang": "it"}
        assert (await store.get_ratings(GUILD_A, "demo"))[ALICE][:2] == (25.0, 8.3)
        # new rows take new ids, never one of the copied ones
        c = await store.create_campaign(GUILD_A, "soe", "Asia", gm_user_id=ALICE)
        assert c.id > ids["campaign"]
        n = await store.create_battle(
            GUILD_A, game="demo", setup=SETUP, seed="s", channel_id=CHANNEL, created_by=ALICE
        )
        assert n.id > ids["other"]
        # nor one the source handed out and deleted since (an old button may still name it)
        (match,) = await store.start_round(
            GUILD_A, ids["cup"], expected_round=0, deadline=None,
            matches=[{"table": 1, "seats": [ALICE, BOB]}],
        )  # fmt: skip
        assert match.id > ids["match"]
    finally:
        await store.close()


async def test_sqlite_to_postgresql(tmp_path: Path, pg_cluster: PgCluster) -> None:
    source = tmp_path / "old.db"
    ids = await fill(source)
    target = await pg_cluster.acreate_database()
    lines: list[str] = []
    status = await copy_store(f"sqlite:///{source}", target, games=games(), out=lines.append)
    report = "\n".join(lines)
    assert status == EXIT_OK, report
    assert "battles replayed from the target: 1" in report
    assert "game 'elsewhere' unknown to this bot: 1" in report
    assert "battle_answers" in report and "OK:" in report
    await check_target(target, ids)

    # a second copy into the same (now filled) target is refused, nothing written
    status = await copy_store(f"sqlite:///{source}", target, games=games(), out=lines.append)
    assert status == EXIT_REFUSED and "not empty" in lines[-1]


async def test_sqlite_to_sqlite(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import bot.store.__main__ as cli

    monkeypatch.setattr(cli, "_BATCH", 3)  # the source read page by page (audit has 9 rows)
    ids = await fill(tmp_path / "old.db")
    lines: list[str] = []
    status = await copy_store(
        str(tmp_path / "old.db"), str(tmp_path / "new.db"), games=games(), out=lines.append
    )
    assert status == EXIT_OK, "\n".join(lines)
    await check_target(tmp_path / "new.db", ids)


async def test_a_battle_broken_in_the_source_is_reported_not_failed(tmp_path: Path) -> None:
    await fill(tmp_path / "old.db")
    store = await Store.open(tmp_path / "old.db")
    try:  # an answer the rules refuse: the source cannot replay it either
        async with store._transaction(GUILD_A) as db:
            await db.execute(
                "UPDATE battle_answers SET answer = ? WHERE guild_id = ? AND seq = 0",
                ('{"seq": 0, "seat": "attacker", "value": {"infantry": 99}}', GUILD_A),
            )
    finally:
        await store.close()
    lines: list[str] = []
    status = await copy_store(
        str(tmp_path / "old.db"), str(tmp_path / "new.db"), games=games(), out=lines.append
    )
    assert status == EXIT_OK, "\n".join(lines)
    assert any("not replayable in the source either" in line for line in lines)


async def test_a_target_that_differs_fails(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import bot.store.__main__ as cli

    await fill(tmp_path / "old.db")
    copy_rows = cli.copy_rows

    async def lossy(source: Store, target: Store, names: list[str]) -> None:
        await copy_rows(source, target, names)
        async with target._transaction(GUILD_A) as db:  # as if a row had been lost
            await db.execute(
                "DELETE FROM battle_answers WHERE guild_id = ? AND seq = 1", (GUILD_A,)
            )

    monkeypatch.setattr(cli, "copy_rows", lossy)
    lines: list[str] = []
    status = await copy_store(
        str(tmp_path / "old.db"), str(tmp_path / "new.db"), games=games(), out=lines.append
    )
    report = "\n".join(lines)
    assert status == EXIT_DIFFERENT, report
    assert "TARGET HAS 1" in report and "battle #1 cannot be read" in report and "FAILED" in report


def test_refusals(tmp_path: Path) -> None:
    assert main(["copy", "--from", "x.db"]) == EXIT_REFUSED  # no --to
    same = str(tmp_path / "a.db")
    assert main(["copy", "--from", same, "--to", same]) == EXIT_REFUSED


async def test_the_same_file_written_two_ways_is_refused(tmp_path: Path) -> None:
    await fill(tmp_path / "a.db")
    said: list[str] = []
    status = await copy_store(f"sqlite:///{tmp_path}/a.db", str(tmp_path / "a.db"), out=said.append)
    assert status == EXIT_REFUSED and "same database" in said[0]


async def test_a_mistyped_source_is_refused_not_created_and_copied_empty(tmp_path: Path) -> None:
    said: list[str] = []
    source, target = tmp_path / "strategos.bd", tmp_path / "new.db"
    status = await copy_store(str(source), str(target), out=said.append)
    assert status == EXIT_REFUSED and "no database file" in said[0] and str(source) in said[0]
    assert not source.exists() and not target.exists()


async def test_an_empty_file_or_another_programs_database_is_refused_and_left_as_it_was(
    tmp_path: Path,
) -> None:
    empty, foreign, target = tmp_path / "empty.db", tmp_path / "notes.db", tmp_path / "new.db"
    empty.touch()
    with sqlite3.connect(foreign) as con:
        con.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
        con.execute("INSERT INTO notes (text) VALUES ('milk')")
    con.close()
    before = foreign.read_bytes()
    for source, words in ((empty, "is empty"), (foreign, "another program's (its tables: notes)")):
        said: list[str] = []
        assert await copy_store(str(source), str(target), out=said.append) == EXIT_REFUSED
        assert words in said[0], said
    assert empty.stat().st_size == 0 and foreign.read_bytes() == before
    assert not target.exists()


async def test_a_url_of_another_kind_is_refused_under_its_own_name(tmp_path: Path) -> None:
    await fill(tmp_path / "a.db")
    for source, target, role in [
        (str(tmp_path / "a.db"), "mysql://u@host/db", "the target"),
        ("mysql://u@host/db", str(tmp_path / "b.db"), "the source"),
    ]:
        said: list[str] = []
        assert await copy_store(source, target, out=said.append) == EXIT_REFUSED
        assert said[0].startswith(f"refused: {role} cannot be opened") and "mysql" in said[0]
    assert not (tmp_path / "b.db").exists()


def test_the_command_line(tmp_path: Path, pg_cluster: PgCluster) -> None:
    """The real entry point, in a process of its own, with the bot's own games."""
    import asyncio

    asyncio.run(fill(tmp_path / "old.db"))
    target = pg_cluster.create_database()
    done = subprocess.run(
        [sys.executable, "-m", "bot.store", "copy", "--from", f"sqlite:///{tmp_path}/old.db",
         "--to", target],
        capture_output=True, text=True, cwd=ROOT, timeout=120,
    )  # fmt: skip
    # 'demo' is no game of the bot: reported as not replayed, which does not fail the copy
    assert done.returncode == EXIT_OK, done.stdout + done.stderr
    assert "unknown to this bot" in done.stdout


async def test_a_source_url_meant_absolute_is_refused_with_the_url_to_write(tmp_path: Path) -> None:
    await fill(tmp_path / "a.db")
    said: list[str] = []
    relative = f"sqlite://{tmp_path}/a.db"  # sqlite:///tmp/...: tmp/... in the current folder
    status = await copy_store(relative, str(tmp_path / "new.db"), out=said.append)
    assert status == EXIT_REFUSED and f"write sqlite:///{tmp_path}/a.db" in said[0]
    assert not (tmp_path / "new.db").exists()


async def test_refusals_name_the_copys_own_options_not_the_bots_setting(tmp_path: Path) -> None:
    """The copy reads --from and --to, never STRATEGOS_DB: its advice says which to change."""
    await fill(tmp_path / "a.db")
    (tmp_path / "folder").mkdir()
    for source, target, words in [
        (tmp_path / "folder", tmp_path / "new.db", "is a folder: give --from the database file"),
        (tmp_path / "a.db", tmp_path / "folder", "is not a file: give --to a file path"),
    ]:
        said: list[str] = []
        assert await copy_store(str(source), str(target), out=said.append) == EXIT_REFUSED
        assert words in said[0] and "STRATEGOS_DB" not in said[0], said
    assert not (tmp_path / "new.db").exists()


async def test_a_bot_running_on_either_database_is_refused_naming_it(tmp_path: Path) -> None:
    """Rows a running bot writes during the copy would be missing from the target: its running
    lease (bot/shard_lease.py) says it is there, and which process it is, before anything is
    copied. A lease that ran out (a bot killed a minute ago) is no running bot."""
    await fill(tmp_path / "a.db")
    for where in ("a.db", "b.db"):
        store = await Store.open(tmp_path / where)
        await store.claim_shards("812@vm:1#x", 1, [0], now=time.time(), ttl=60)
        await store.close()
        said: list[str] = []
        status = await copy_store(str(tmp_path / "a.db"), str(tmp_path / "b.db"), out=said.append)
        role = "source" if where == "a.db" else "target"
        assert status == EXIT_REFUSED, said
        assert said == [
            f"refused: a bot is running on the {role} (shard 0 held by process 812 on vm): stop"
            " it first, or what it writes meanwhile would be lost or mixed in"
        ]
        store = await Store.open(tmp_path / where)
        await store.claim_shards("812@vm:1#x", 1, [0], now=time.time() - 120, ttl=60)  # ran out
        await store.close()
    said = []
    assert await copy_store(str(tmp_path / "a.db"), str(tmp_path / "b.db"), out=said.append) == 0


async def test_a_target_a_bot_was_started_on_once_still_counts_as_empty(tmp_path: Path) -> None:
    """The usual first try: the bot started on the new database (it migrated it and noted the
    commands it synced), found nothing, was stopped; the copy then goes ahead, the source's
    notes replacing the target's."""
    ids = await fill(tmp_path / "a.db")
    source = await Store.open(tmp_path / "a.db")
    await source.set_bot_state("commands-synced:1:global", "from the old bot")
    await source.close()
    target = await Store.open(tmp_path / "b.db")
    await target.set_bot_state("commands-synced:1:global", "from the first try")
    await target.set_bot_state("commands-synced:2:global", "another application")
    await target.close()
    said: list[str] = []
    status = await copy_store(
        str(tmp_path / "a.db"), str(tmp_path / "b.db"), games=games(), out=said.append
    )
    assert status == EXIT_OK, said
    await check_target(tmp_path / "b.db", ids)
    target = await Store.open(tmp_path / "b.db")
    try:
        assert await target.bot_state("commands-synced:1:global") == "from the old bot"
        assert await target.bot_state("commands-synced:2:global") is None
    finally:
        await target.close()


async def test_postgresql_to_sqlite_keeps_the_ids_handed_out_and_masks_passwords(
    tmp_path: Path, pg_cluster: PgCluster
) -> None:
    """Back from PostgreSQL (its sequences carry what was handed out); a password in either
    URL never reaches the output."""
    ids = await fill(tmp_path / "old.db")
    middle = await pg_cluster.acreate_database()
    assert await copy_store(f"sqlite:///{tmp_path}/old.db", middle, games=games()) == EXIT_OK
    secret = middle.replace("postgres@", "postgres:Hunter2secret@")  # trust: any password works
    said: list[str] = []
    status = await copy_store(secret, str(tmp_path / "back.db"), games=games(), out=said.append)
    assert status == EXIT_OK, said
    assert "Hunter2secret" not in "\n".join(said)
    await check_target(tmp_path / "back.db", ids)


async def test_verify_checks_a_copy_made_already_and_changes_nothing(tmp_path: Path) -> None:
    await fill(tmp_path / "a.db")
    assert await copy_store(str(tmp_path / "a.db"), str(tmp_path / "b.db"), games=games()) == 0
    said: list[str] = []
    status = await copy_store(
        str(tmp_path / "a.db"), str(tmp_path / "b.db"), games=games(), out=said.append,
        verify_only=True,
    )  # fmt: skip
    assert status == EXIT_OK and said[0].startswith("checked ") and "OK:" in said[-1], said
    with sqlite3.connect(tmp_path / "b.db") as db:  # a row lost after the copy
        db.execute("DELETE FROM audit WHERE id = (SELECT MAX(id) FROM audit)")
    done = subprocess.run(
        [sys.executable, "-m", "bot.store", "verify", "--from", str(tmp_path / "a.db"),
         "--to", str(tmp_path / "b.db")],
        capture_output=True, text=True, cwd=ROOT, timeout=120,
    )  # fmt: skip
    assert done.returncode == EXIT_DIFFERENT, done.stdout + done.stderr
    assert "audit" in done.stdout and "TARGET HAS" in done.stdout


async def test_a_row_the_target_cannot_hold_refuses_the_copy_naming_its_table(
    tmp_path: Path, pg_cluster: PgCluster
) -> None:
    """SQLite takes a NUL character in text, PostgreSQL cannot: the copy stops, names the table
    and leaves the target empty (one transaction), and a second try is not told it is full."""
    await fill(tmp_path / "a.db")
    with sqlite3.connect(tmp_path / "a.db") as db:
        db.execute("UPDATE tournament_entrants SET name = ?", ("Ali\x00ce",))
    target = await pg_cluster.acreate_database()
    said: list[str] = []
    status = await copy_store(str(tmp_path / "a.db"), target, games=games(), out=said.append)
    assert status == EXIT_REFUSED
    assert said == [
        "refused: table tournament_entrants: text with a NUL character cannot be stored in"
        " PostgreSQL; nothing was copied"
    ]
    store = await Store.open(target)
    try:
        assert await store.list_campaigns(GUILD_A) == []
    finally:
        await store.close()


async def test_a_bot_killed_on_this_machine_does_not_hold_up_the_copy(tmp_path: Path) -> None:
    """Its lease still runs for a minute, but its process is gone: no bot is running."""
    await fill(tmp_path / "a.db")
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    holder = Holder(this_machine(), int(gone.stdout), "x")
    store = await Store.open(tmp_path / "a.db")
    await store.claim_shards(str(holder), 1, [0], now=time.time(), ttl=60)
    await store.close()
    said: list[str] = []
    status = await copy_store(
        str(tmp_path / "a.db"), str(tmp_path / "b.db"), games=games(), out=said.append
    )
    assert status == EXIT_OK, said
