"""End to end: every claim turn closes and nothing it posts is lost, whatever the timing.

Simultaneous last orders close the turn; a crash between the last order and the close, or after
the close, is made good on restart; a message whose post was under way at the crash is found in
the channel instead of posted twice; and a turn played with SIGKILLs at random points (fixed
seeds) ends with every public message present, once, and current.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import sqlite3
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from bot.loopback.reading import button, text
from tests.e2e.test_claim import (
    asks,
    db_rows,
    give_orders,
    is_roll_panel,
    select_id,
    turn_panel,
)
from tests.records import ANSWERS

RIDGE = b"name,owner,borders\nRedhold,Red,Hill\nHill,Blue,Greendale\nGreendale,Green,\n"
"""Red (offence) and Green (defence) both attack Blue's Hill: two claim rolls, R1 and R2; and
players without a fought battle are offered extra battles."""
QUIET_CLOCK = "600"
"""A clock that never ticks during a test: what closes or posts is the click, or the restart.
The bot starts with it (`@pytest.mark.bot_clock`) and is restarted with it."""


# -- the bot --------------------------------------------------------------------------------------
async def restart(world, *, clock: str | None = None, kill: bool = True) -> None:
    """(Kill and) start the bot again, with the same environment but for the clock."""
    lb = world.lb
    bot = lb.bot
    if kill and bot.alive:
        await lb.kill_bot()
    env = {**bot.env, **({"STRATEGOS_CLOCK_SECONDS": clock} if clock else {})}
    await lb.start_bot(bot.argv, env=env, cwd=bot.cwd)
    await lb.wait_ready(commands=True)


async def eventually(check, timeout: float = 12.0) -> Any:
    """Wait until `check()` passes (returns without AssertionError); its last error otherwise."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        try:
            return check()
        except (AssertionError, LookupError):
            if asyncio.get_running_loop().time() > deadline:
                raise
        await asyncio.sleep(0.1)


# -- a turn of the Ridge --------------------------------------------------------------------------
async def ridge(world) -> None:
    lb = world.lb
    await lb.slash(world.gm, "campaign create", {"name": "Ridge", "game": "claim"})
    # two attackers on Hill, one with offence: claim rolls (the reading before issue 12)
    await lb.slash(world.gm, "claim rules", {"rule2_shared_areas": False})
    for user, faction in ((world.alice, "Red"), (world.bob, "Blue"), (world.carol, "Green")):
        await lb.slash(user, "campaign join", {"faction": faction})
    await lb.slash(world.gm, "claim area import", {"file": ("ridge.csv", RIDGE)})


def orders_of(world) -> list[tuple[Any, str, str | None]]:
    return [
        (world.alice, "Offence", "hill"),
        (world.bob, "Defence", None),
        (world.carol, "Defence", "hill"),
    ]


async def editor_ready(world, user, priority: str, target: str | None) -> dict:
    """The user's order editor with priority and main attack chosen, not submitted."""
    lb = world.lb
    panel = await turn_panel(world)
    editor = (await lb.click(user, panel, button(panel, "My orders"))).message
    editor = (await lb.click(user, editor, button(editor, priority))).message
    if target:
        editor = (await lb.select(user, editor, select_id(editor, "Main attack"), [target])).message
    return editor


async def submit(world, user, priority: str, target: str | None) -> None:
    editor = await editor_ready(world, user, priority, target)
    done = await world.lb.click(user, editor, button(editor, "Submit"))
    assert "Submitted" in text(done.message)


def turn_row(world) -> dict[str, Any]:
    ((turn_id, number, status, message_id, data),) = db_rows(
        world,
        "SELECT id, number, status, message_id, data FROM turns ORDER BY id DESC LIMIT 1",
    )
    return {
        "id": turn_id,
        "number": number,
        "status": status,
        "message_id": message_id,
        "data": json.loads(data),
    }


def titled(world, words: str) -> list[dict]:
    return [
        m
        for m in world.lb.channel_messages(world.guild.general)
        if any(words in (e.get("title") or "") for e in m.get("embeds", []))
    ]


def said(world, words: str) -> list[dict]:
    return [
        m for m in world.lb.channel_messages(world.guild.general) if words in (m["content"] or "")
    ]


def roll_battles(world, turn_id: int) -> list[dict[str, Any]]:
    rows = db_rows(
        world,
        f"SELECT id, status, message_id, {ANSWERS}, shown, origin, setup FROM battles"
        " WHERE game = 'claim' ORDER BY id",
    )
    battles = []
    for battle_id, status, message_id, answers, shown, origin, setup in rows:
        setup = json.loads(setup)
        if setup.get("turn_id") != turn_id:
            continue
        battles.append(
            {
                "id": battle_id,
                "status": status,
                "message_id": message_id,
                "version": f"{len(json.loads(answers))}:{status}",
                "shown": json.loads(shown),
                "origin": origin,
                "roll": setup["roll"],
                "seats": setup["seats"],
            }
        )
    return battles


def check_public(world, *, finished: bool = False) -> None:
    """Every public message of the latest turn is there, once, and shows the stored state."""
    lb = world.lb
    turn = turn_row(world)
    number, data = turn["number"], turn["data"]
    assert turn["status"] == "resolving", turn["status"]
    assert turn["message_id"] is not None
    panel = lb.message(turn["message_id"])
    assert f"turn {number}" in text(panel) and "Closed" in text(panel) and not panel["components"]
    reveal = titled(world, f"turn {number} — orders revealed")
    assert len(reveal) == 1, len(reveal)
    assert data["posted"]["reveal"] == [int(reveal[0]["id"])]
    offers = said(world, f"Extra battles on offer (turn {number}")
    assert len(offers) == (1 if data["plan"]["extra_battles"] else 0)
    assert data["posted"]["extras"] == [int(m["id"]) for m in offers]
    assert not data["posting"], data["posting"]
    battles = roll_battles(world, turn["id"])
    origins = [b["origin"] for b in battles]
    assert len(set(origins)) == len(origins)
    for b in battles:
        assert b["message_id"] is not None, b
        message = lb.message(b["message_id"])
        assert f"#{b['id']}" in text(message) and is_roll_panel(message), text(message)
        assert asks(message) == (b["status"] == "active"), b
        assert b["shown"].get("panel") == b["version"], b
    for roll in {b["roll"] for b in battles}:
        assert sum(b["status"] != "cancelled" for b in battles if b["roll"] == roll) <= 1
    done = said(world, f"All claim rolls of turn {number} are done")
    assert [int(m["id"]) for m in done] == data["posted"].get("done", [])
    if finished:
        assert done
    if done:
        rolled = {b["roll"] for b in battles if b["status"] == "finished"}
        settled = {int(i) for i in data.get("settled", {})} | set(data.get("void", []))
        assert rolled | settled == set(range(len(data["plan"]["claim_rolls"])))
        assert not rolled & settled


# -- simultaneous last orders ---------------------------------------------------------------------
@pytest.mark.bot_clock(QUIET_CLOCK)  # the close comes from the clicks alone
async def test_simultaneous_last_orders_close_the_turn(world):
    lb = world.lb
    await ridge(world)
    for number in (1, 2, 3):
        await lb.slash(world.gm, "claim turn open")
        (alice, *last) = orders_of(world)
        await submit(world, *alice)
        editors = [await editor_ready(world, *who) for who in last]
        mark = lb.mark()
        clicks = [
            lb.click(who[0], editor, button(editor, "Submit"))
            for who, editor in zip(last, editors, strict=True)
        ]
        results = await asyncio.gather(*clicks)
        assert all("Submitted" in text(r.message) for r in results)
        await lb.wait_for_message(
            world.guild.general, lambda m: "orders revealed" in text(m), since=mark
        )
        await eventually(lambda: check_public(world))
        assert turn_row(world)["number"] == number
        for roll in ("R1", "R2"):  # the turn is left behind once its rolls are settled
            await lb.slash(world.gm, "claim turn settle", {"roll": roll})
        await eventually(lambda: check_public(world, finished=True))


# -- a crash between the last order and the close -------------------------------------------------
@pytest.mark.bot_clock(QUIET_CLOCK)
async def test_a_turn_whose_orders_are_all_in_closes_on_restart(world):
    lb = world.lb
    await ridge(world)
    await lb.slash(world.gm, "claim turn open")
    alice, bob, carol = orders_of(world)
    await submit(world, *alice)
    await submit(world, *bob)
    editor = await editor_ready(world, *carol)
    await lb.kill_bot()
    # Green's order was saved, and the bot died before it could close the turn
    with sqlite3.connect(world.db) as db:
        db.execute("UPDATE turn_orders SET submitted_at = updated_at")
    assert turn_row(world)["status"] == "open"
    assert "Draft" in text(editor)
    await restart(world, clock=QUIET_CLOCK, kill=False)
    await eventually(lambda: check_public(world))
    assert "Main attack: Hill" in text(titled(world, "orders revealed")[0])


async def test_the_clock_closes_a_turn_whose_orders_are_all_in(world):
    lb = world.lb
    await ridge(world)
    await lb.slash(world.gm, "claim turn open")
    for who in orders_of(world)[:2]:
        await submit(world, *who)
    await editor_ready(world, *orders_of(world)[2])
    with sqlite3.connect(world.db) as db:  # saved by a bot that then lost the close
        db.execute("UPDATE turn_orders SET submitted_at = updated_at")
    await eventually(lambda: check_public(world))


# -- a crash after the close ----------------------------------------------------------------------
@pytest.mark.bot_clock(QUIET_CLOCK)
async def test_a_reveal_that_could_not_be_posted_is_posted_on_restart(world):
    lb = world.lb
    # discord.py's on_ready comes ~2 s after the bot is usable, and with it the claim cog's
    # resume, which posts what a turn has not shown: the failed reveal would be posted at once
    await eventually(lambda: ready_dispatched(world))
    await ridge(world)
    await lb.slash(world.gm, "claim turn open")
    for who in orders_of(world)[:2]:
        await submit(world, *who)
    editor = await editor_ready(world, *orders_of(world)[2])
    lb.arm_500("POST", r"/channels/\d+/messages$", count=1, status=403)
    await lb.click(world.carol, editor, button(editor, "Submit"))
    await eventually(lambda: stuck_at_reveal(world))
    await asyncio.sleep(0.3)
    assert not titled(world, "orders revealed") and not roll_battles(world, turn_row(world)["id"])
    await restart(world, clock=QUIET_CLOCK)
    await eventually(lambda: rolling(world))
    check_public(world)
    lb.clear_records()  # the refused post is recorded as the fault it was


@pytest.mark.bot_clock(QUIET_CLOCK)
async def test_a_message_posted_just_before_a_crash_is_found_not_posted_again(world):
    lb = world.lb
    await ridge(world)
    await lb.slash(world.gm, "claim turn open")
    for who in orders_of(world):
        await submit(world, *who)
    await eventually(lambda: rolling(world))
    before = turn_row(world)
    posted = before["data"]["posted"]
    await lb.kill_bot()
    # as if the bot died after posting the reveal and the selects, before recording them; and
    # the "all done" line never went out
    (offers,) = posted["extras"]
    lb.world.messages[offers].deleted = True  # ... and the selects' post did not get through
    data = {
        **before["data"],
        "posted": {k: v for k, v in posted.items() if k not in ("reveal", "extras")},
        "posting": {"reveal": [], "extras": []},
    }
    with sqlite3.connect(world.db) as db:
        db.execute("UPDATE turns SET data = ? WHERE id = ?", (json.dumps(data), before["id"]))
    await restart(world, clock=QUIET_CLOCK, kill=False)
    await eventually(lambda: check_public(world))
    after = turn_row(world)["data"]["posted"]
    assert after["reveal"] == posted["reveal"]  # found in the channel, not posted again
    assert after["extras"] != posted["extras"]  # never got through: posted now


@pytest.mark.bot_clock(QUIET_CLOCK)
async def test_a_turn_panel_lost_in_a_crash_is_posted_once_on_restart(world):
    lb = world.lb
    await ridge(world)
    opened = await lb.slash(world.gm, "claim turn open")

    def panels() -> list[dict]:
        return titled(world, "Ridge — turn 1")

    def lose_the_panel() -> None:
        """As if the bot died after posting the panel, before recording where it is."""
        with sqlite3.connect(world.db) as db:
            db.execute(
                "UPDATE turns SET message_id = NULL, data = ?",
                (json.dumps({"reminders": [], "posting": {"panel": []}}),),
            )

    def placed(message_id: int | None = None) -> int:
        turn = turn_row(world)
        assert turn["message_id"] is not None and not turn["data"]["posting"]
        assert message_id in (None, turn["message_id"])
        assert [int(m["id"]) for m in panels()] == [turn["message_id"]]
        return turn["message_id"]

    await eventually(lambda: placed(opened.message_id))
    assert turn_row(world)["data"]["posted"] == {"panel": [opened.message_id]}

    # posted before the crash: found in the channel, not posted again
    await lb.kill_bot()
    lose_the_panel()
    await restart(world, clock=QUIET_CLOCK, kill=False)
    await eventually(lambda: placed(opened.message_id))

    # never posted (or deleted since): posted anew, pinging the players, and it works
    await lb.kill_bot()
    lose_the_panel()
    lb.world.messages[opened.message_id].deleted = True
    await restart(world, clock=QUIET_CLOCK, kill=False)
    new_id = await eventually(placed)
    assert new_id != opened.message_id
    panel = lb.message(new_id)
    assert {u["id"] for u in panel["mentions"]} == {
        str(u.id) for u in (world.alice, world.bob, world.carol)
    }
    mark = lb.mark()
    await submit(world, *orders_of(world)[0])
    await lb.wait_for_message(
        world.guild.general,
        lambda m: m["id"] == str(new_id) and "✅ **Red**" in text(m),
        since=mark,
    )


# -- SIGKILL at random points of a claim turn -----------------------------------------------------
async def click_then_maybe_kill(world, rng: random.Random, action) -> bool:
    """Run `action` (a click) and, as the seeded `rng` decides, SIGKILL the bot without waiting
    for its answer: a few milliseconds after the click, or right after the n-th message the bot
    posts or edits in reply (the close, the panel, the reveal, the selects, the next claim
    roll...). Then start it again. True if the bot was killed."""
    lb = world.lb
    how = rng.choice(["none", "delay", "messages", "messages"])
    if how == "none":
        await action()
        return False
    mark = lb.mark()
    task = asyncio.create_task(action())
    if how == "delay":
        await asyncio.sleep(rng.uniform(0.0, 0.06))
    else:
        wanted = rng.randint(1, 7)
        deadline = asyncio.get_running_loop().time() + 0.5
        while lb.mark() - mark < wanted and asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.001)
    await lb.kill_bot()
    # what the crash cut short fails 3 s after it was sent: that failure is the crash's
    CUT_SHORT.update((id(lb), r.id) for r in lb.world.interactions.values() if not r.acknowledged)
    with contextlib.suppress(Exception):
        await task
    await restart(world, kill=False)
    return True


CUT_SHORT: set[tuple[int, int]] = set()


async def forget_cut_short(world) -> None:
    """Once their 3 s have passed, drop the failures of the interactions a kill cut short."""
    lb = world.lb
    await asyncio.sleep(3.2)
    failed = lb.world.records.failed_interactions
    failed[:] = [r for r in failed if (id(lb), r.id) not in CUT_SHORT]


async def commit_rp(world, battle: dict[str, Any], seat: str):
    """The seat's player commits 0 RP in secret (open the private panel, confirm)."""
    lb = world.lb
    users = {u.id: u for u in (world.alice, world.bob, world.carol)}
    user = users[battle["seats"][seat]["user_id"]]
    panel = lb.message(battle["message_id"])
    private = await lb.click(user, panel, button(panel, battle["seats"][seat]["name"]))
    if not private.ephemeral or "already" in (private.content or ""):
        return
    await lb.click(user, private.message, button(private.message, "Confirm"))


def ready_dispatched(world) -> None:
    assert "ready as " in world.lb.bot_log()


def stuck_at_reveal(world) -> None:
    data = turn_row(world)["data"]
    assert data.get("posting") == {"reveal": []}, data.get("posting")


def rolling(world) -> dict[str, Any]:
    """The public messages are right and a claim roll is under way: its battle."""
    check_public(world)
    return active_roll(world)


def battle_status(world, battle_id: int) -> str:
    ((status,),) = db_rows(world, "SELECT status FROM battles WHERE id = ?", battle_id)
    return status


def answered(world, battle_id: int) -> set[str]:
    ((answers,),) = db_rows(world, f"SELECT {ANSWERS} FROM battles WHERE id = ?", battle_id)
    return {a["seat"] for a in json.loads(answers) if a["seq"] == 0}


def finished_rolls(world) -> set[int]:
    battles = roll_battles(world, turn_row(world)["id"])
    return {b["roll"] for b in battles if b["status"] == "finished"}


def active_roll(world) -> dict[str, Any]:
    turn = turn_row(world)
    assert turn["status"] == "resolving"
    battles = [b for b in roll_battles(world, turn["id"]) if b["status"] == "active"]
    assert len(battles) == 1 and battles[0]["message_id"] and battles[0]["shown"]
    return battles[0]


@pytest.mark.parametrize("seed", [11, 23, 37])
async def test_sigkill_at_random_points_of_a_claim_turn_loses_nothing(world, seed):
    lb = world.lb
    rng = random.Random(seed)
    kills = 0
    await ridge(world)
    await lb.slash(world.gm, "claim turn open")
    alice, bob, carol = orders_of(world)
    await submit(world, *alice)
    await submit(world, *bob)
    editor = await editor_ready(world, *carol)
    # the last order: the close, the reveal and the first claim roll follow it
    kills += await click_then_maybe_kill(
        world, rng, lambda: lb.click(world.carol, editor, button(editor, "Submit"))
    )
    submitted = db_rows(
        world,
        "SELECT o.submitted_at FROM turn_orders o JOIN factions f ON f.id = o.faction_id"
        " WHERE f.name = 'Green'",
    )
    if submitted[0][0] is None:  # the click never reached the bot
        await submit(world, *carol)
    await eventually(lambda: rolling(world))

    # R1: one attempt called off by the game master (it goes back to be rolled), then played
    first = active_roll(world)
    kills += await click_then_maybe_kill(
        world, rng, lambda: lb.slash(world.gm, "battle cancel", {"battle": first["id"]})
    )
    if battle_status(world, first["id"]) == "active":  # the command never reached the bot
        await lb.slash(world.gm, "battle cancel", {"battle": first["id"]})
    await eventually(lambda: rolling(world))
    for _ in range(10):
        if finished_rolls(world) == {0, 1}:
            break
        battle = await eventually(lambda: rolling(world))
        missing = [s for s in ("attacker", "defender") if s not in answered(world, battle["id"])]
        for seat in missing[:-1]:
            await commit_rp(world, battle, seat)
        # the last commit: the dice, the result, the next claim roll (or the end)
        kills += await click_then_maybe_kill(
            world, rng, lambda b=battle, seat=missing[-1]: commit_rp(world, b, seat)
        )
        await eventually(lambda: check_public(world))
    await eventually(lambda: check_public(world, finished=True))
    retries = said(world, "was cancelled, so it is not done")
    assert len(retries) == 1 and "R1" in retries[0]["content"]
    opened = await lb.slash(world.gm, "claim turn open")  # the turn is complete
    assert not opened.ephemeral and "turn 2" in text(opened.message)
    assert kills  # every seed kills the bot at least once
    await forget_cut_short(world)
    assert not lb.failed_interactions, lb.failed_interactions
    orphans = [m for m in lb.channel_messages(world.guild.general) if "being set up" in text(m)]
    # a placeholder a crash left behind is taken by the next battle posted there
    assert not orphans, orphans


# -- reminders ------------------------------------------------------------------------------------
ISLES = b"name,owner,borders\nNorth,Red,South\nSouth,Blue,\n"
MESSAGES = r"^/channels/\d+/messages$"


async def isles_waiting_for_bob(world) -> None:
    """A turn with a 2-day deadline, Red's orders in, Blue's not."""
    lb = world.lb
    await lb.slash(world.gm, "campaign create", {"name": "Isles", "game": "claim"})
    await lb.slash(world.alice, "campaign join", {"faction": "Red"})
    await lb.slash(world.bob, "campaign join", {"faction": "Blue"})
    await lb.slash(world.gm, "claim area import", {"file": ("isles.csv", ISLES)})
    await lb.slash(world.gm, "claim turn open", {"deadline": "2d"})
    await give_orders(world, world.alice, "Offence", "south")


def reminders_fall_due(world) -> None:
    """The turn "opened" 3 days ago and ends in half an hour: both reminders are due."""
    now = datetime.now(UTC)
    with sqlite3.connect(world.db) as db:
        db.execute(
            "UPDATE turns SET opened_at = ?, deadline = ?",
            ((now - timedelta(days=3)).isoformat(), (now + timedelta(minutes=30)).isoformat()),
        )


def pings(world) -> list[dict]:
    return [m for m in world.lb.channel_messages(world.guild.general) if "⏰" in text(m)]


async def test_a_reminder_discord_refused_is_posted_at_a_later_tick(world):
    lb = world.lb
    await isles_waiting_for_bob(world)
    refused = lb.arm_500("POST", rf"^/channels/{world.guild.general}/messages$", status=403)
    reminders_fall_due(world)
    await lb.world.wait_until(lambda: refused.hits == 1 and pings(world), 10)
    await asyncio.sleep(1.0)  # several ticks later: still one
    (ping,) = pings(world)
    assert f"<@{world.bob.id}>" in ping["content"] and f"<@{world.alice.id}>" not in ping["content"]
    assert turn_row(world)["data"]["reminders"] == [0, 1]
    lb.clear_records()  # the refused post is recorded as the fault it was


async def test_a_reminder_whose_post_was_being_retried_at_a_kill_is_posted_once(world):
    lb = world.lb
    await isles_waiting_for_bob(world)
    failing = lb.arm_500("POST", rf"^/channels/{world.guild.general}/messages$", count=3)
    reminders_fall_due(world)
    await lb.world.wait_until(lambda: failing.hits >= 1, 10)
    await lb.kill_bot()  # discord.py waits a second before it tries again
    lb.server.faults.remove(failing)
    await restart(world, kill=False)
    await lb.world.wait_until(lambda: pings(world), 10)
    await asyncio.sleep(1.0)
    assert len(pings(world)) == 1
    assert turn_row(world)["data"]["reminders"] == [0, 1]
    lb.clear_records()


async def test_a_reminder_out_just_before_a_kill_is_not_posted_again(world):
    lb = world.lb
    await isles_waiting_for_bob(world)
    point = lb.crash_after(
        "POST", MESSAGES, when=lambda body: "⏰" in json.dumps(body, ensure_ascii=False)
    )
    reminders_fall_due(world)
    await lb.world.wait_until(lambda: point.hits >= 1, 10)
    await lb.kill_bot()
    await restart(world, kill=False)
    await lb.world.wait_until(lambda: turn_row(world)["data"].get("reminders") == [0, 1], 10)
    assert len(pings(world)) == 1  # found in the channel
