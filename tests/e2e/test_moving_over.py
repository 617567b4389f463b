"""End to end: a server moved from SQLite to PostgreSQL in the middle of its games, as the README's
"Moving over" tells an admin to: the bot stopped, `python -m bot.store copy`, the bot started on
PostgreSQL. The turn left open takes its last order and resolves, the battle left half-played
goes on from its old panel's buttons, nothing is asked or sent twice (the slash commands are not
sent to Discord again), and the SQLite file is left exactly as it was.
"""

from __future__ import annotations

import asyncio
import signal
import sys

import asyncpg

from bot.loopback.reading import button, buttons, pinged, select_id, set_forces, text
from tests.e2e.conftest import REPO
from tests.e2e.test_claim import (
    MAP,
    give_orders,
    is_roll_panel,
    rolled_out,
    spend_rp,
    turn_panel,
)
from tests.pg import PgCluster


async def move(world, panel_id: int) -> int:
    """One answer to the battle's panel, by the player it pings; who answered."""
    lb = world.lb
    panel = lb.message(panel_id)
    user = {u.id: u for u in (world.alice, world.bob)}[pinged(panel)[0]]
    if "Your units and tiles" in text(panel):
        sent = await set_forces(lb, user, panel_id, {"Armies": 2, "Fleets": 1})
    else:
        labels = [b.get("label") or "" for b in buttons(panel)]
        label = next((w for w in ("Confirm", "Yes") if any(x.startswith(w) for x in labels)), "")
        custom_id = button(panel, label) if label else buttons(panel)[0]["custom_id"]
        sent = await lb.click(user, panel_id, custom_id)
    assert not sent.ephemeral, sent.content
    return user.id


async def copy(source: str, target: str) -> str:
    """The admin's command, as typed; its report (exit status 0 asserted)."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot.store", "copy", "--from", source, "--to", target,
        cwd=REPO, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
    )  # fmt: skip
    out, _ = await proc.communicate()
    report = out.decode()
    assert proc.returncode == 0, report
    return report


async def test_a_server_moved_to_postgresql_mid_turn_and_mid_battle_plays_on(
    world, pg_cluster: PgCluster
) -> None:
    lb, general = world.lb, world.guild.general
    alice, bob, carol, gm = world.alice, world.bob, world.carol, world.gm

    # on SQLite: a claim turn with two orders of three in, and a battle two answers in
    await lb.slash(gm, "campaign create", {"name": "Marches", "game": "claim"})
    for user, faction in ((alice, "Red"), (bob, "Blue"), (carol, "Green")):
        await lb.slash(user, "campaign join", {"faction": faction})
    await lb.slash(gm, "claim area import", {"file": ("map.toml", MAP)})
    for faction, rp in (("Red", 3), ("Blue", 2), ("Green", 1)):
        await lb.slash(gm, "claim rp", {"faction": faction, "set": rp})
    await lb.slash(gm, "claim turn open", {"deadline": "48h"})
    await give_orders(world, alice, "Offence", "hill")
    await give_orders(world, bob, "Defence", "greendale")
    turn_panel_id = int((await turn_panel(world))["id"])
    lobby = await lb.slash(alice, "soe battle", {"area": "india", "defender": bob})
    battle_id = lobby.message_id
    await lb.click(alice, battle_id, button(lb.message(battle_id), "Start"))
    moves = [await move(world, battle_id), await move(world, battle_id)]
    assert buttons(lb.message(battle_id)), "the battle is half-played"

    # the move: stop, copy, start on PostgreSQL
    await lb.kill_bot(signal.SIGTERM)
    source = world.db.read_bytes()  # whole: the stop emptied the write-ahead log into it
    assert not world.db.with_name("strategos.db-wal").stat().st_size
    url = await pg_cluster.acreate_database()
    report = await copy(f"sqlite:///{world.db}", url)
    assert "OK:" in report and "battles replayed from the target: 1" in report, report
    synced = lb.world.command_syncs
    await world.start_bot(db=url)
    assert lb.world.command_syncs == synced, "the commands were sent to Discord again"

    # the turn takes its last order from the panel posted before the move, and resolves
    mark = lb.mark()
    panel = lb.message(turn_panel_id)
    editor = await lb.click(carol, panel, button(panel, "My orders"))
    shown = await lb.click(carol, editor.message, button(editor.message, "Offence"))
    shown = await lb.select(carol, shown.message, select_id(shown.message, "Main attack"),
                            ["bluefort"])  # fmt: skip
    done = await lb.click(carol, shown.message, button(shown.message, "Submit"))
    assert "Submitted" in text(done.message), text(done.message)
    await lb.wait_for_message(general, lambda m: "orders revealed" in text(m), since=mark)
    roll = await lb.wait_for_message(general, is_roll_panel, since=mark, timeout=15)
    roll_id = int(roll["id"])
    await spend_rp(world, roll_id, alice, "Red", 1)
    await spend_rp(world, roll_id, bob, "Blue", 0)
    panel, _ = await rolled_out(lb, general, roll_id, alice)
    assert "takes Hill" in text(panel) or "keeps Hill" in text(panel), text(panel)

    # the battle goes on from its old panel's buttons, to its end
    for _ in range(40):
        if not buttons(lb.message(battle_id)):
            break
        moves.append(await move(world, battle_id))
    assert not buttons(lb.message(battle_id)), "the battle did not end"

    conn = await asyncpg.connect(url)
    try:
        (soe,) = await conn.fetch("SELECT id, status, answer_count FROM battles WHERE game = 'soe'")
        audited = await conn.fetch(
            "SELECT seq, user_id FROM audit WHERE battle_id = $1 AND action = 'answer' ORDER BY id",
            soe["id"],
        )
        turn_status = await conn.fetchval("SELECT status FROM turns")
        submitted = await conn.fetchval(
            "SELECT count(*) FROM turn_orders WHERE submitted_at IS NOT NULL"
        )
    finally:
        await conn.close()
    assert soe["status"] == "finished" and soe["answer_count"] == len(moves)
    assert [(r["seq"], r["user_id"]) for r in audited] == list(enumerate(moves))
    assert turn_status in ("resolving", "done") and submitted == 3
    assert world.db.read_bytes() == source, "the SQLite file was written after the move"
