"""End to end: `/battle log` attaches the battle's JSON record, and anyone re-derives its rolls
with `python -m bot.verify` on that very file — or asks the bot with `/battle verify`."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import sys
from pathlib import Path
from typing import Any

from bot.loopback.reading import button, set_forces, text
from tests.e2e.conftest import REPO
from tests.e2e.waiting import until
from tests.records import ANSWERS


def battle_status(world, battle_id: int = 1) -> str | None:
    with sqlite3.connect(world.db) as db:
        row = db.execute("SELECT status FROM battles WHERE id = ?", (battle_id,)).fetchone()
    return row[0] if row else None


async def choose_secretly(world, panel_id: int, user, label: str, tactic: str) -> None:
    lb = world.lb
    private = await lb.click(user, panel_id, button(lb.message(panel_id), label))
    assert private.ephemeral
    locked = await lb.click(user, private.message, button(private.message, tactic))
    assert "Locked in" in locked.content


async def play_until_secret(world) -> int:
    """Alice attacks Bob in the demo skirmish; both answer up to the secret tactics."""
    lb = world.lb
    started = await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    panel_id = started.message_id
    await set_forces(lb, world.alice, panel_id, {"Infantry": 3, "Cavalry": 1})
    await lb.click(world.bob, panel_id, button(lb.message(panel_id), "Hill"))
    return panel_id


def attachments(world, result) -> dict[str, bytes]:
    """The files of a reply, by name, as the loopback stored them."""
    return {
        a["filename"]: world.lb.world.attachments[int(a["id"])]
        for a in result.message.get("attachments", [])
    }


async def run_cli(path: Path) -> tuple[int, str, str]:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot.verify",
        str(path),
        cwd=REPO,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(process.communicate(), 60)
    return process.returncode, out.decode(), err.decode()


async def test_a_finished_battles_log_verifies_from_its_attachment(world, tmp_path):
    lb = world.lb
    panel_id = await play_until_secret(world)
    await choose_secretly(world, panel_id, world.bob, "bob", "Assault")
    await choose_secretly(world, panel_id, world.alice, "alice", "Feint")
    await until(lambda: battle_status(world) == "finished", timeout=10)

    log = await lb.slash(world.carol, "battle log", {"battle": 1})
    assert log.ephemeral and len(log.content) <= 2000
    files = attachments(world, log)
    assert "battle-1.json" in files
    assert "python -m bot.verify battle-1.json" in log.content
    record: dict[str, Any] = json.loads(files["battle-1.json"])
    assert record["status"] == "finished" and record["seed"] in log.content
    assert record["game"] == "demo" and len(record["answers"]) == 4
    rolls = len(record["rolls"])
    assert rolls >= 2

    path = tmp_path / "battle-1.json"
    path.write_bytes(files["battle-1.json"])
    code, out, err = await run_cli(path)
    assert code == 0, out + err
    assert f"all {rolls} rolls match" in out and not err

    # One die changed in the file: the command line names that roll and fails.
    record["rolls"][1]["faces"][0] = record["rolls"][1]["faces"][0] % 6 + 1
    path.write_text(json.dumps(record))
    code, out, err = await run_cli(path)
    assert code == 1 and f"roll 1 ({record['rolls'][1]['purpose']}" in out and not err

    verified = await lb.slash(world.bob, "battle verify", {"battle": 1})
    assert f"all {rolls} rolls match" in verified.content
    assert "battle #1" in verified.content.lower() and verified.content.startswith("✅")
    assert not verified.ephemeral  # the whole table may see it


async def test_an_open_battles_log_keeps_its_seed_and_secrets(world):
    lb = world.lb
    panel_id = await play_until_secret(world)
    await choose_secretly(world, panel_id, world.bob, "bob", "Assault")

    log = await lb.slash(world.carol, "battle log", {"battle": 1})
    files = attachments(world, log)
    raw = files["battle-1.json"].decode()
    record = json.loads(raw)
    with sqlite3.connect(world.db) as db:
        (seed,) = db.execute("SELECT seed FROM battles WHERE id = 1").fetchone()
    assert record["status"] == "active" and record["seed"] is None
    assert seed not in raw and seed not in log.content
    assert "assault" not in raw.lower() and "assault" not in text(log.message).lower()
    assert record["answers"][-1]["hidden"] is True

    verified = await lb.slash(world.carol, "battle verify", {"battle": 1})
    assert verified.ephemeral and "cannot be verified until it ends" in verified.content


def panel_with(world, label: str) -> dict[str, Any] | None:
    """The newest public message of the channel with an enabled button `label`."""
    for message in reversed(world.lb.channel_messages(world.guild.general)):
        try:
            button(message, label)
        except AssertionError:
            continue
        return message
    return None


def answer_count(world, battle_id: int = 1) -> int:
    with sqlite3.connect(world.db) as db:
        (answers,) = db.execute(
            f"SELECT {ANSWERS} FROM battles WHERE id = ?", (battle_id,)
        ).fetchone()
    return len(json.loads(answers))


async def test_dice_thrown_away_by_an_undo_stay_verifiable(world, tmp_path):
    """Scouts roll once the ground is picked; the game master undoes the pick: the scouts' die
    is thrown away, stays in the record, and verifies with the dice that followed."""
    lb = world.lb
    started = await lb.slash(
        world.alice, "demo skirmish", {"opponent": world.bob, "scouting": True}
    )
    panel_id = started.message_id
    await set_forces(lb, world.alice, panel_id, {"Infantry": 2, "Cavalry": 0})
    await lb.click(world.bob, panel_id, button(lb.message(panel_id), "Hill"))
    await until(lambda: answer_count(world) == 2, timeout=10)

    undone = await lb.slash(world.gm, "battle undo", {"battle": 1})
    assert "scouts" in undone.content  # the dice it threw away are named
    await until(lambda: answer_count(world) == 1, timeout=10)
    # wherever the panel is now (edited in place, or posted again), bob picks again
    await until(lambda: panel_with(world, "Hill") is not None, timeout=10)
    await lb.click(world.bob, panel_with(world, "Hill"), button(panel_with(world, "Hill"), "Hill"))
    await until(lambda: answer_count(world) == 2, timeout=10)
    await until(lambda: panel_with(world, "No") is not None, timeout=10)
    await lb.click(world.bob, panel_with(world, "No"), button(panel_with(world, "No"), "No"))
    await until(lambda: battle_status(world) == "finished", timeout=10)

    log = await lb.slash(world.carol, "battle log", {"battle": 1})
    record = json.loads(attachments(world, log)["battle-1.json"])
    (thrown,) = record["undone"]
    assert [r["purpose"] for r in thrown["rolls"]] == ["scouts"]
    assert [r["purpose"] for r in record["rolls"]] == ["scouts"]
    assert thrown["answer"]["entropy"] != record["answers"][1]["entropy"]

    path = tmp_path / "battle-1.json"
    path.write_bytes(attachments(world, log)["battle-1.json"])
    code, out, err = await run_cli(path)
    assert code == 0 and "all 2 rolls match" in out and not err, out + err
    assert "1 thrown away by 1 undone answer" in out

    verified = await lb.slash(world.alice, "battle verify", {"battle": 1})
    assert "all 2 rolls match" in verified.content
