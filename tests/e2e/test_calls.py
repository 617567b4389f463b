"""End to end: whoever must act is called by a new message that notifies exactly them — the
step's own message when it tells a story, else a call of its own, deleted once a later call
replaces it; without thread permission the calls land in the channel; idle battles are called
again and then their game master (or the other players) told."""

from __future__ import annotations

import asyncio
import json
import re
import signal
import sqlite3
from datetime import UTC, datetime, timedelta
from typing import Any

from bot.loopback.payloads import P
from bot.loopback.reading import button
from bot.loopback.server import Fault
from tests.e2e.waiting import until


def shown(world, battle_id: int = 1) -> dict:
    with sqlite3.connect(world.db) as db:
        (text,) = db.execute("SELECT shown FROM battles WHERE id = ?", (battle_id,)).fetchone()
    return json.loads(text)


async def notified(lb, user, count: int) -> list:
    """Wait until `user` has `count` notifications; the list."""
    for _ in range(100):
        found = lb.notifications(user)
        if len(found) >= count:
            return found
        await asyncio.sleep(0.05)
    raise AssertionError(f"{user.username} has {len(lb.notifications(user))} notifications")


async def recorded(world, check, what: str) -> dict:
    """Wait until what the battle shows, as recorded, passes `check`; the record."""
    for _ in range(100):
        if check(record := shown(world)):
            return record
        await asyncio.sleep(0.05)
    raise AssertionError(f"{what} was never recorded: {shown(world)}")


async def called(world) -> None:
    """Wait until the battle's call is recorded: its time, which the idle clock counts from."""
    await recorded(world, lambda record: record.get("call_since"), "the battle's call")


async def reminded_after_a_minute(world) -> Any:
    """A skirmish whose player is reminded after a minute (the game master's setting), alice
    called and her call recorded: the battle's thread."""
    lb = world.lb
    await lb.slash(world.gm, "settings reminders", {"remind_after": "1m", "gm_after": "1h"})
    await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    await notified(lb, world.alice, 1)
    (thread,) = lb.threads(world.guild.general)
    await called(world)
    return thread


async def confirmed(world) -> tuple[int, Any]:
    """A skirmish started by alice, her call recorded, and her forces confirmed: the panel's id
    and bob's call, the step's message."""
    started = await world.lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    await called(world)
    await world.lb.click(world.alice, started.message_id, button(started.message, "Confirm"))
    (bob_call,) = await notified(world.lb, world.bob, 1)
    return started.message_id, bob_call


def waited(world, minutes: int) -> None:
    """The battle's call made `minutes` ago, as if nobody had moved since."""
    since = (datetime.now(UTC) - timedelta(minutes=minutes)).isoformat(timespec="seconds")
    with sqlite3.connect(world.db) as db:
        db.execute(
            "UPDATE battles SET shown = json_set(shown, '$.call_since', ?) WHERE id = 1", (since,)
        )


def calls(lb, channel_id: int) -> list[dict]:
    return [m for m in lb.channel_messages(channel_id) if m["content"].startswith(("➡️", "⏰"))]


async def test_every_change_of_turn_notifies_the_player_who_must_act(world):
    lb = world.lb
    started = await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    panel_id = started.message_id
    (alice_call,) = await notified(lb, world.alice, 1)
    assert "your move" in alice_call.content and not lb.notifications(world.bob)
    (thread,) = lb.threads(world.guild.general)
    assert alice_call.channel_id == thread.id

    await lb.click(world.alice, panel_id, button(lb.message(panel_id), "Confirm"))
    (bob_call,) = await notified(lb, world.bob, 1)
    # one message for the step: its story, then the call to bob, its last line
    story, call = bob_call.content.rsplit("\n", 1)
    assert "Muster" in story and call.startswith("➡️") and "Ground" in call
    assert bob_call.channel_id == thread.id
    # the panel was edited, which notifies nobody; alice's call of its own (the battle had no
    # story yet) is gone, and the step's message stays
    assert not calls(lb, thread.id)
    assert [int(m["id"]) for m in lb.channel_messages(thread.id)] == [bob_call.message_id]
    assert len(lb.notifications(world.alice)) == 1

    await lb.click(world.bob, panel_id, button(lb.message(panel_id), "Hill"))
    await notified(lb, world.alice, 2)  # both choose in secret: alice is called again
    both = lb.channel_messages(thread.id)[-1]
    assert sorted(int(u["id"]) for u in both["mentions"]) == sorted([world.alice.id, world.bob.id])
    assert len(lb.notifications(world.bob)) == 2  # in the same message
    panel = lb.message(panel_id)
    private = await lb.click(world.bob, panel, button(panel, "bob"))
    await lb.click(world.bob, private.message, button(private.message, "Feint"))
    await asyncio.sleep(0.3)
    assert len(lb.notifications(world.alice)) == 2  # alice was called already: no new ping
    panel = lb.message(panel_id)
    private = await lb.click(world.alice, panel, button(panel, "alice"))
    await lb.click(world.alice, private.message, button(private.message, "Assault"))
    for _ in range(100):  # the battle is over: nobody is called any more
        if shown(world).get("call_for") is None:
            break
        await asyncio.sleep(0.05)
    assert shown(world).get("call_for") is None and shown(world).get("call") is None
    assert not calls(lb, thread.id)
    assert all(n.user_id in (world.alice.id, world.bob.id) for n in lb.notifications())
    told = lb.channel_messages(thread.id)
    assert len(told) == 3 and "🏁" in told[-1]["content"] and not told[-1]["mentions"]


async def test_without_thread_permission_calls_land_in_the_channel(world):
    lb = world.lb
    deny = {"id": str(lb.bot_user.id), "type": 1, "allow": "0"}
    closed = lb.add_channel(
        "no-threads", overwrites=[{**deny, "deny": str(P["create_public_threads"])}]
    )
    started = await lb.slash(
        world.alice, "demo skirmish", {"opponent": world.bob}, channel=closed.id
    )
    told, call = await notified(lb, world.alice, 2)  # what to fix, then the call to act
    assert "Create Public Threads" in told.content and "your move" in call.content
    assert call.channel_id == closed.id and not lb.threads(closed.id)
    warning = [m for m in lb.channel_messages(closed.id) if "Create Public Threads" in m["content"]]
    assert len(warning) == 1  # told once, to whoever started the battle
    assert [int(u["id"]) for u in warning[0]["mentions"]] == [world.alice.id]
    await lb.click(world.alice, started.message_id, button(started.message, "Confirm"))
    (bob_call,) = await notified(lb, world.bob, 1)
    assert bob_call.channel_id == closed.id
    # a second battle in the same channel is not warned about again
    await lb.slash(world.carol, "demo skirmish", {"opponent": world.bob}, channel=closed.id)
    await notified(lb, world.carol, 1)
    warnings = [m for m in lb.channel_messages(closed.id) if "Create Public" in m["content"]]
    assert len(warnings) == 1
    lb.assert_clean(bot_errors=False)


async def test_an_idle_battle_is_called_again_then_the_others_are_told(world):
    lb = world.lb
    set_it = await lb.slash(
        world.gm, "settings reminders", {"remind_after": "1m", "gm_after": "3m"}
    )
    assert "**1 min**" in set_it.content and "**3 min**" in set_it.content
    refused = await lb.slash(world.alice, "settings reminders", {"remind_after": "1m"})
    assert refused.ephemeral and "Manage Server" in refused.content

    await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    await notified(lb, world.alice, 1)
    await called(world)

    waited(world, 2)  # past the reminder, not yet the notice
    reminder = (await notified(lb, world.alice, 2))[-1]
    assert reminder.content.startswith("⏰")
    await asyncio.sleep(1)
    assert len(lb.notifications(world.alice)) == 2 and not lb.notifications(world.bob)

    waited(world, 4)  # past the notice: the other player is told, once
    (told,) = await notified(lb, world.bob, 1)
    assert "waited long" in told.content
    await asyncio.sleep(1)
    assert len(lb.notifications(world.bob)) == 1 and len(lb.notifications(world.alice)) == 2


async def test_a_panel_posted_again_retires_the_old_one(world):
    lb = world.lb
    started = await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    await notified(lb, world.alice, 1)  # the panel is placed and its player called
    again = await lb.slash(world.bob, "battle show", {"battle": 1})
    old = await lb.wait_for_message(
        world.guild.general,
        lambda m: m["id"] == str(started.message_id) and "moved" in m["content"],
    )
    assert not old["components"] and str(again.message_id) in old["content"]
    assert not old["embeds"] and "moved" in old["content"]
    # the new panel works: alice answers on it
    clicked = await lb.click(world.alice, again.message_id, button(again.message, "Confirm"))
    assert clicked.type in (6, 7) and "Ground" in str(lb.message(again.message_id)["embeds"])
    verify = await lb.click(world.carol, again.message_id, "sgv:1")
    assert verify.ephemeral and "SHA-256" in verify.content and "Seed:" not in verify.content


async def test_a_reminder_of_its_own_is_deleted_when_the_next_step_calls(world):
    lb = world.lb
    await lb.slash(world.gm, "settings reminders", {"remind_after": "1m", "gm_after": "1h"})
    started = await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    await notified(lb, world.alice, 1)
    (thread,) = lb.threads(world.guild.general)
    await called(world)
    waited(world, 2)
    reminder = (await notified(lb, world.alice, 2))[-1]
    assert [int(m["id"]) for m in calls(lb, thread.id)] == [reminder.message_id]

    await lb.click(world.alice, started.message_id, button(started.message, "Confirm"))
    (bob_call,) = await notified(lb, world.bob, 1)
    for _ in range(100):
        if not calls(lb, thread.id):
            break
        await asyncio.sleep(0.05)
    assert not calls(lb, thread.id)  # the reminder is gone; the step's message calls bob
    assert [int(m["id"]) for m in lb.channel_messages(thread.id)] == [bob_call.message_id]


async def test_a_reminder_discord_refused_is_given_at_the_next_tick_once(world):
    """The reminder is claimed in the database before it is posted (once among processes); a
    post Discord refuses releases the claim, so the next tick reminds, and only that one."""
    lb = world.lb
    thread = await reminded_after_a_minute(world)
    refused = Fault("POST", re.compile(rf"/channels/{thread.id}/messages$"), 403, 1)
    lb.server.arm(refused)
    waited(world, 2)
    reminder = (await notified(lb, world.alice, 2))[-1]
    assert refused.hits == 1 and reminder.content.startswith("⏰")
    await asyncio.sleep(1)  # three more ticks: no second reminder
    assert len(lb.notifications(world.alice)) == 2
    assert shown(world)["reminded"] is True and shown(world)["call"] == reminder.message_id


async def test_a_reminder_out_just_before_a_kill_is_given_once_after_the_restart(world):
    """The reminder was claimed, and Discord posted it, but the bot died before it marked it
    given: started again, it takes over its own claim (its process is gone) and posts it with
    the same nonce, which Discord answers with the message it has: one reminder."""
    lb = world.lb
    await reminded_after_a_minute(world)
    reminding = lb.crash_after(
        "POST", r"/channels/\d+/messages$", when=lambda body: "⏰" in body.get("content", "")
    )
    waited(world, 2)
    await until(lambda: reminding.hits, timeout=5)
    await lb.kill_bot()
    assert isinstance(shown(world)["reminded"], str)  # claimed, never marked given

    await lb.restart_bot()
    await lb.wait_ready()
    await recorded(world, lambda record: record.get("reminded") is True, "the reminder given")
    await asyncio.sleep(1)  # more ticks: nothing more
    assert len(lb.notifications(world.alice)) == 2


async def test_a_reminder_cut_short_by_a_kill_while_discord_failed_is_given_after(world):
    """The reminder was claimed and its post kept failing (discord.py tries again) when the bot
    was killed: started again, it takes over the claim and reminds, once."""
    lb = world.lb
    thread = await reminded_after_a_minute(world)
    failing = Fault("POST", re.compile(rf"/channels/{thread.id}/messages$"), 500, 5)
    lb.server.arm(failing)
    waited(world, 2)
    await until(lambda: failing.hits, timeout=5)
    await lb.kill_bot()
    failing.remaining = 0
    await lb.restart_bot()
    await lb.wait_ready()
    reminder = (await notified(lb, world.alice, 2))[-1]
    assert reminder.content.startswith("⏰")
    await recorded(world, lambda record: record.get("reminded") is True, "the reminder given")
    await asyncio.sleep(1)
    assert len(lb.notifications(world.alice)) == 2


async def test_an_answer_taken_back_and_given_anew_is_told_anew_and_its_call_made(world):
    """The thread told "Ground: hill" and called both for their tactics; bob takes it back and
    picks the plain: the thread tells that too (it counted the step as told), and calls both
    again (they had been called for a state taken back)."""
    lb = world.lb
    started = await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    panel_id = started.message_id
    await notified(lb, world.alice, 1)
    (thread,) = lb.threads(world.guild.general)
    await lb.click(world.alice, panel_id, button(lb.message(panel_id), "Confirm"))
    await notified(lb, world.bob, 1)
    await lb.click(world.bob, panel_id, button(lb.message(panel_id), "Hill"))
    await notified(lb, world.alice, 2)  # both called for their tactics
    undone = await lb.slash(world.bob, "battle undo", {"battle": 1})
    assert "took back" in undone.content
    await notified(lb, world.bob, 3)  # bob called for the ground again
    await lb.click(world.bob, panel_id, button(lb.message(panel_id), "Plain"))
    again = (await notified(lb, world.alice, 3))[-1]
    assert "Ground: ground plain" in again.content and "Tactics" in again.content
    lines = [line for m in lb.channel_messages(thread.id) for line in m["content"].split("\n")]
    told = [line for line in lines if line.startswith("• Ground") or "took back" in line]
    assert told[0] == "• Ground: ground hill" and told[2] == "• Ground: ground plain"
    assert len(told) == 3 and "took back bob's choice “Hill”" in told[1]


async def test_a_step_whose_record_died_with_the_bot_is_told_once_on_restart(world):
    """What a step showed is written within a second of its being out (bot/store/shown.py).
    Killed within that second, the bot finds the battle behind when it starts again and shows
    the step anew: its message, sent with the same nonce, is posted once, nobody is notified
    twice, the record is written, and the game goes on."""
    lb = world.lb
    panel_id, bob_call = await confirmed(world)
    (thread,) = lb.threads(world.guild.general)
    await lb.kill_bot()
    assert shown(world)["call_for"] == [world.alice.id]  # the step's record died with it

    await lb.restart_bot()
    await lb.wait_ready()
    record = await recorded(
        world, lambda record: record.get("call_for") == [world.bob.id], "bob's call"
    )
    assert record["events"] > 0
    assert "call" not in record  # the step's message calls bob: it stays
    assert [int(m["id"]) for m in lb.channel_messages(thread.id)] == [bob_call.message_id]
    assert len(lb.notifications(world.bob)) == 1 and len(lb.notifications(world.alice)) == 1

    await lb.click(world.bob, panel_id, button(lb.message(panel_id), "Hill"))
    await notified(lb, world.alice, 2)
    messages = lb.channel_messages(thread.id)
    assert len(messages) == 2 and "Ground: ground hill" in messages[-1]["content"]


async def test_a_bot_stopped_by_sigterm_writes_what_its_last_step_showed(world):
    """A service manager's stop (SIGTERM) ends the bot at once, as a kill does, but what the
    last click showed, kept to be written a moment later, is written first."""
    lb = world.lb
    await confirmed(world)
    assert await lb.kill_bot(signal.SIGTERM) == -signal.SIGTERM
    record = shown(world)
    assert record["call_for"] == [world.bob.id] and record["events"] > 0
    assert "SIGTERM: wrote what 1 battle(s) show; stopping" in lb.bot_log()
