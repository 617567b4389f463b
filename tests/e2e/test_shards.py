"""End to end: the bot as a large bot runs it, two processes on four shards over one database.

Process "low" holds shards 0 and 1, process "high" shards 2 and 3 (SHARD_COUNT=4, SHARD_IDS);
both use the same database (a SQLite file in WAL mode, shared through BEGIN IMMEDIATE and the busy
timeout; or PostgreSQL when tests/pg.py can start a throwaway server). A hundred guilds, 25 on
every shard. Struggle of Empires battles are played by clicks in a guild of every shard and a
claim turn in a guild of "low"; "high" is killed (SIGKILL) mid-battle while "low" plays on, then
restarted, and its battles are finished. Every interaction is acknowledged, each by the process
holding its guild's shard, and every battle's stored answers and audit match the moves made:
nothing lost, nothing doubled.
"""

from __future__ import annotations

import asyncio
import signal
import sqlite3
import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.loopback import BotProcess, Loopback
from bot.loopback.reading import button, buttons, pinged, select_id, set_forces, text
from bot.loopback.state import Guild, User, shard_of
from bot.shard_lease import RENEW_EVERY
from tests.e2e.test_claim import MAP, rolled_out  # the one-process claim turn's areas
from tests.e2e.waiting import until

try:  # the throwaway PostgreSQL server of the store's tests; without it, SQLite only
    from tests.pg import PgCluster, pg_cluster, skip_reason  # noqa: F401 (pg_cluster: a fixture)
except ImportError:  # pragma: no cover - a checkout without tests/pg.py
    PgCluster = Any  # type: ignore[assignment,misc]

    def skip_reason() -> str | None:
        return "tests/pg.py (the throwaway PostgreSQL server) is not in this checkout"


REPO = Path(__file__).resolve().parents[2]
COUNT = 4
SHARDS = {"low": "0,1", "high": "2-3"}
MOVES_BEFORE_KILL = 2
GUILDS_PER_SHARD = 25


# -- the database, whichever it is ---------------------------------------------------------------


@dataclass
class Database:
    """STRATEGOS_DB for both processes, and plain SQL reads of it for the checks."""

    target: str

    async def rows(self, sql: str) -> list[tuple[Any, ...]]:
        if self.target.startswith(("postgresql://", "postgres://")):
            import asyncpg

            conn = await asyncpg.connect(self.target)
            try:
                return [tuple(r) for r in await conn.fetch(sql)]
            finally:
                await conn.close()
        with sqlite3.connect(self.target) as db:
            return db.execute(sql).fetchall()


@pytest.fixture(params=["sqlite", "postgresql"])
async def database(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Database]:
    if request.param == "sqlite":
        yield Database(str(tmp_path / "strategos.db"))
        return
    reason = skip_reason()
    if reason is not None:
        pytest.skip(reason)
    cluster: PgCluster = request.getfixturevalue("pg_cluster")
    url = await cluster.acreate_database()
    yield Database(url)
    await cluster.adrop_database(url)


# -- the fleet ------------------------------------------------------------------------------------


@dataclass
class Realm:
    guild: Guild
    alice: User
    bob: User

    @property
    def shard(self) -> int:
        return shard_of(self.guild.id, COUNT)

    @property
    def people(self) -> dict[int, User]:
        return {self.alice.id: self.alice, self.bob.id: self.bob}


@dataclass
class Fleet:
    lb: Loopback
    db: Database
    realms: list[Realm]
    env: dict[str, str]
    moves: dict[int, list[int]] = field(default_factory=dict)
    """Per battle (its panel id): who made each move, in order."""

    def owner(self, realm: Realm) -> str:
        return "low" if realm.shard < 2 else "high"

    def on(self, process: str) -> list[Realm]:
        """One realm of each of the process's shards."""
        firsts: dict[int, Realm] = {}
        for realm in self.realms:
            if self.owner(realm) == process:
                firsts.setdefault(realm.shard, realm)
        return list(firsts.values())

    async def start(self, name: str) -> BotProcess:
        env = {**self.env, "SHARD_IDS": SHARDS[name]}
        return await self.lb.start_bot([sys.executable, "-m", "bot"], env=env, cwd=REPO, name=name)


@pytest.fixture
async def fleet(database: Database, tmp_path: Path) -> AsyncIterator[Fleet]:
    # the bot's requests are validated as everywhere; the fake's own answers need no re-check here
    async with Loopback(log_dir=tmp_path, check_responses=False) as lb:
        realms = []
        for i in range(GUILDS_PER_SHARD * COUNT):
            guild = lb.add_guild(f"Realm {i}")
            realms.append(
                Realm(guild, lb.add_user("alice", guild=guild), lb.add_user("bob", guild=guild))
            )
        assert sorted(r.shard for r in realms) == sorted(list(range(COUNT)) * GUILDS_PER_SHARD)
        env = {
            "STRATEGOS_DB": database.target,
            "SHARD_COUNT": str(COUNT),
            "LOG_LEVEL": "INFO",
            "STRATEGOS_CLOCK_SECONDS": "0.3",
        }
        fleet = Fleet(lb, database, realms, env)
        low, high = await fleet.start("low"), await fleet.start("high")
        await asyncio.gather(
            lb.wait_ready(bot=low, commands=True, timeout=40),
            lb.wait_ready(bot=high, commands=True, timeout=40),
        )
        yield fleet
        lb.assert_clean()


# -- playing --------------------------------------------------------------------------------------


async def open_battle(fleet: Fleet, realm: Realm) -> int:
    """/soe battle by alice against bob, started: the panel's message id."""
    lb = fleet.lb
    lobby = await lb.slash(
        realm.alice,
        "soe battle",
        {"area": "india", "defender": realm.bob},
        channel=realm.guild.general,
    )
    assert not lobby.ephemeral, lobby.content
    started = await lb.click(
        realm.alice, lobby.message_id, button(lb.message(lobby.message_id), "Start")
    )
    assert started.message_id == lobby.message_id and not started.ephemeral
    fleet.moves[lobby.message_id] = []
    return lobby.message_id


async def play(fleet: Fleet, realm: Realm, panel_id: int, *, until: int | None = None) -> bool:
    """Answer every ask as its pinged player would (forces: two armies and a fleet), until the
    battle ends (True) or `until` moves were made (False). Each move is one answer."""
    lb, moves = fleet.lb, fleet.moves[panel_id]
    for _ in range(40):
        panel = lb.message(panel_id)
        if not buttons(panel):
            return True
        if until is not None and len(moves) >= until:
            return False
        user = realm.people[pinged(panel)[0]]
        if "Your units and tiles" in text(panel):
            sent = await set_forces(lb, user, panel_id, {"Armies": 2, "Fleets": 1})
            assert not sent.ephemeral, sent.content
        else:
            labels = [b.get("label") or "" for b in buttons(panel)]
            label = next(
                (w for w in ("Confirm", "Yes") if any(x.startswith(w) for x in labels)), None
            )
            custom_id = button(panel, label) if label else buttons(panel)[0]["custom_id"]
            result = await lb.click(user, panel_id, custom_id)
            assert not result.ephemeral, result.content
        moves.append(user.id)
    raise AssertionError("the battle did not end in 40 moves")


async def claim_turn(fleet: Fleet, realm: Realm) -> list[int]:
    """A claim campaign's turn of three players (tests/e2e/test_claim.py, shortened): orders in
    secret, the turn closes on the last, Red's attack on Hill is a claim roll with RP spent in
    secret. Returns who committed to the roll, in order (each commit is one stored answer)."""
    lb, guild = fleet.lb, realm.guild
    general = guild.general
    carol = lb.add_user("carol", guild=guild)
    gm = lb.add_user("gm", guild=guild, manage_guild=True)
    await lb.slash(gm, "campaign create", {"name": "Marches", "game": "claim"}, channel=general)
    for user, faction in ((realm.alice, "Red"), (realm.bob, "Blue"), (carol, "Green")):
        await lb.slash(user, "campaign join", {"faction": faction}, channel=general)
    imported = await lb.slash(gm, "claim area import", {"file": ("map.toml", MAP)}, channel=general)
    assert "5 areas added" in imported.content, imported.content
    for faction, rp in (("Red", 3), ("Blue", 2), ("Green", 1)):
        await lb.slash(gm, "claim rp", {"faction": faction, "set": rp}, channel=general)
    opened = await lb.slash(gm, "claim turn open", {"deadline": "48h"}, channel=general)
    turn_panel = opened.message_id
    mark = lb.mark()
    for user, priority, target in (
        (realm.alice, "Offence", "hill"),
        (realm.bob, "Defence", "greendale"),
        (carol, "Offence", "bluefort"),
    ):
        panel = lb.message(turn_panel)
        editor = await lb.click(user, panel, button(panel, "My orders"))
        shown = await lb.click(user, editor.message, button(editor.message, priority))
        shown = await lb.select(
            user, shown.message, select_id(shown.message, "Main attack"), [target]
        )
        shown = await lb.click(user, shown.message, button(shown.message, "Submit"))
        assert "Submitted" in text(shown.message), text(shown.message)
    await lb.wait_for_message(
        general, lambda m: "orders revealed" in text(m), since=mark, timeout=15
    )

    def roll_panel(m: dict) -> bool:
        return "⚔️ Claim campaign" in text(m) and "being set up" not in text(m)

    roll = await lb.wait_for_message(general, roll_panel, since=mark, timeout=15)
    roll_id = int(roll["id"])
    committed = []
    for user, seat, rp in ((realm.alice, "Red", 2), (realm.bob, "Blue", 1)):
        panel = lb.message(roll_id)
        private = await lb.click(user, panel, button(panel, seat))
        assert private.ephemeral
        builder = private.message
        locked = await lb.select(user, builder, select_id(builder, "Or choose: RP"), [str(rp)])
        assert "Locked in" in locked.content, locked.content
        committed.append(user.id)
    _, again = await rolled_out(lb, general, roll_id, realm.alice)
    committed += [realm.alice.id] * again  # each roll again is one more answer of the attacker
    shown = text(lb.message(roll_id))
    assert "takes Hill" in shown or "keeps Hill" in shown, shown
    return committed


# -- the test -------------------------------------------------------------------------------------


async def test_two_processes_on_four_shards_share_the_battles_and_survive_a_kill(
    fleet: Fleet,
) -> None:
    lb, db = fleet.lb, fleet.db
    low_realms, high_realms = fleet.on("low"), fleet.on("high")
    assert sorted(r.shard for r in low_realms + high_realms) == [0, 1, 2, 3]

    # a battle on every shard, a few moves in each, all at once
    panels = dict(
        zip(
            [id(r) for r in low_realms + high_realms],
            await asyncio.gather(*(open_battle(fleet, r) for r in low_realms + high_realms)),
            strict=True,
        )
    )
    over = await asyncio.gather(
        *(play(fleet, r, panels[id(r)], until=MOVES_BEFORE_KILL) for r in low_realms + high_realms)
    )
    assert not any(over)  # every battle is mid-way

    # "high" dies mid-battle; "low" finishes its battles while "high" is down and starting again
    await lb.kill_bot(bot="high")
    high = await fleet.start("high")
    assert all(await asyncio.gather(*(play(fleet, r, panels[id(r)]) for r in low_realms)))
    await lb.wait_ready(bot=high, commands=True, timeout=40)
    # then both at once on the one database: "high" finishes its battles, "low" a claim turn
    claim_realm = next(r for r in fleet.realms if fleet.owner(r) == "low" and r not in low_realms)
    *finished, committed = await asyncio.gather(
        *(play(fleet, r, panels[id(r)]) for r in high_realms), claim_turn(fleet, claim_realm)
    )
    assert all(finished)

    # a DM goes to shard 0; a shard whose session was invalidated IDENTIFYs again alone, its
    # guilds' panels swept, and its guilds answered as before
    dm = await lb.slash(low_realms[0].alice, "help", channel=lb.dm_channel(low_realms[0].alice))
    assert dm.record.shard == (0, COUNT) and dm.message is not None
    again = high_realms[0].shard
    await lb.gateway_invalidate(shard=again)
    await until(lambda: f"shard {again} ready again" in high.log())
    helped = await lb.slash(high_realms[0].bob, "help", channel=high_realms[0].guild.general)
    assert helped.record.shard == (again, COUNT)

    # every interaction acknowledged, each by the process holding its guild's shard
    records = list(lb.world.interactions.values())
    assert records and all(r.acknowledged and not r.failed and not r.lost_in_crash for r in records)
    for record in records:
        assert record.shard == (shard_of(record.guild_id, COUNT), COUNT), record.describe()
    for process, shards in ((lb.bots["low"], "[0, 1]"), (high, "[2, 3]")):
        mine = [r for r in records if process.holds(r.guild_id)]
        assert mine and all(r.shard in process.shards for r in mine), process.name
        assert f"(shards {shards} of 4)" in process.log()

    # the database holds every move once: answers, their audit, and who made them
    battles = await db.rows(
        "SELECT id, guild_id, game, status, message_id FROM battles ORDER BY id"
    )
    by_panel = {int(m): (bid, gid, game, status) for bid, gid, game, status, m in battles if m}
    audit = await db.rows(
        "SELECT battle_id, seq, user_id FROM audit WHERE action = 'answer' ORDER BY battle_id, id"
    )
    counts = dict(await db.rows("SELECT id, answer_count FROM battles"))
    stored = dict(
        await db.rows("SELECT battle_id, count(*) FROM battle_answers GROUP BY battle_id")
    )
    for panel_id, moves in fleet.moves.items():
        battle_id, guild_id, game, status = by_panel[panel_id]
        assert (game, status) == ("soe", "finished")
        audited = [(seq, user) for b, seq, user in audit if b == battle_id]
        assert [seq for seq, _ in audited] == list(range(len(moves))), "an answer lost or doubled"
        assert [user for _, user in audited] == moves
        assert counts[battle_id] == stored[battle_id] == len(moves)
    (claim,) = [b for b in battles if b[2] == "claim"]
    assert claim[3] == "finished" and claim[1] == claim_realm.guild.id
    assert [user for b, _, user in audit if b == claim[0]] == committed
    assert counts[claim[0]] == stored[claim[0]] == len(committed)
    assert len(battles) == len(fleet.moves) + 1


async def test_a_process_started_on_shards_another_holds_waits_for_them(fleet: Fleet) -> None:
    """The same SHARD_IDS twice (a copied service file, or a new version started before the
    old one stops): the second process does not connect while the first holds the shards, says
    who holds them, and takes them over when the first is stopped."""
    lb = fleet.lb
    identifies = lb.server.gateway.identifies
    env = {**fleet.env, "SHARD_IDS": SHARDS["high"]}
    twin = await lb.start_bot([sys.executable, "-m", "bot"], env=env, cwd=REPO, name="twin")
    await until(lambda: "waiting for shards [2, 3] of 4" in twin.log(), timeout=30)
    assert f"held by process {lb.bots['high'].pid} on" in twin.log()
    realm = fleet.on("high")[0]
    helped = await lb.slash(realm.bob, "help", channel=realm.guild.general)
    assert helped.message is not None and helped.record.shard == (realm.shard, COUNT)
    assert lb.server.gateway.identifies == identifies  # the twin never connected

    await lb.kill_bot(signal.SIGTERM, bot="high")  # a service manager's stop
    await lb.wait_ready(bot=twin, commands=True, timeout=40)
    assert "shards [2, 3] of 4 leased to this process now" in twin.log()
    helped = await lb.slash(realm.bob, "help", channel=realm.guild.general)
    assert helped.message is not None and twin.holds(realm.guild.id)


async def test_a_process_whose_shard_was_taken_meanwhile_stops_with_status_5(
    tmp_path: Path,
) -> None:
    """A process frozen longer than its lease runs (a paused machine) may find, at its next
    renewal, its shard taken by another: it stops at once, all of it (exit status 5, for its
    service manager to start it again and wait its turn), rather than serve the shard twice.
    The frozen minute is played by the database: its lease handed to another holder."""
    db = tmp_path / "strategos.db"
    async with Loopback(log_dir=tmp_path, check_responses=False) as lb:
        guild = lb.add_guild("Realm")
        lb.add_user("alice", guild=guild)
        env = {"STRATEGOS_DB": str(db), "LOG_LEVEL": "INFO"}
        bot = await lb.start_bot([sys.executable, "-m", "bot"], env=env, cwd=REPO)
        await lb.wait_ready(bot=bot, commands=True, timeout=40)
        with sqlite3.connect(db) as con:
            assert con.execute("SELECT shard_id, shard_count FROM shard_leases").fetchall() == [
                (0, 1)
            ]
            con.execute("UPDATE shard_leases SET holder = '7@elsewhere:1#x', expires_at = 4e9")
        con.close()
        await until(lambda: not bot.alive, timeout=RENEW_EVERY + 20)
        assert bot.returncode == 5
        assert "shard 0 held by process 7 on elsewhere" in bot.log()
        assert "Stopped: another process took this one's shards" in bot.log()
        bot.stopped_by_test = True  # its exit is what this test is about, not a crash
