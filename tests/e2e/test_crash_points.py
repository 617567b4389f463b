"""The bot killed at the worst moments: right after Discord carried out a request, before the bot
could record that it did (`Loopback.crash_after`). Started again, it carries on from its record
without showing anything twice or leaving anything behind."""

from __future__ import annotations

import contextlib
import json
import sqlite3

from bot.loopback.harness import BotExited, InteractionFailed
from bot.loopback.reading import button, buttons
from tests.e2e.waiting import until

RESPONSES = r"^/(interactions/\d+/[^/]+/callback|webhooks/\d+/[^/]+(/messages/@original)?)$"
"""Where a reply to an interaction goes: its response, or the edit or followup after a defer."""


def carries_a_panel(body) -> bool:
    return "sg:" in json.dumps(body)


def battle_rows(world) -> list[tuple]:
    with sqlite3.connect(world.db) as db:
        return db.execute("SELECT id, message_id, status FROM battles ORDER BY id").fetchall()


def events_told(world) -> int:
    with sqlite3.connect(world.db) as db:
        (told,) = db.execute("SELECT json_extract(shown, '$.events') FROM battles").fetchone()
    return told


def panels(lb, channel) -> list[dict]:
    return [
        m
        for m in lb.channel_messages(channel)
        if any(b.get("custom_id", "").startswith("sg:") for b in buttons(m))
    ]


async def test_a_stop_between_posting_a_panel_and_recording_it_leaves_one_panel(world):
    lb = world.lb
    point = lb.crash_after("*", RESPONSES, when=carries_a_panel)
    with contextlib.suppress(BotExited, InteractionFailed, TimeoutError):
        # the bot dies with the reply in Discord's hands
        await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    assert point.hits == 1
    await lb.kill_bot()
    (posted,) = panels(lb, world.guild.general)
    assert battle_rows(world) == [(1, None, "active")]  # where it went was never recorded

    await lb.restart_bot()
    await lb.wait_ready()
    await until(lambda: battle_rows(world) == [(1, int(posted["id"]), "active")])
    assert [m["id"] for m in panels(lb, world.guild.general)] == [posted["id"]]  # taken up
    panel = lb.message(int(posted["id"]))
    played = await lb.click(world.alice, panel, button(panel, "Confirm"))
    assert played.message_id == int(posted["id"]) and not played.ephemeral
    lb.assert_clean()


async def test_a_stop_between_telling_a_step_and_recording_it_tells_it_once(world):
    lb = world.lb
    r = await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    await until(lambda: lb.threads(world.guild.general))
    (thread,) = lb.threads(world.guild.general)
    point = lb.crash_after(
        "POST", rf"^/channels/{thread.id}/messages$", when=lambda b: "Muster" in json.dumps(b)
    )
    panel = lb.message(r.message_id)
    with contextlib.suppress(BotExited, InteractionFailed, TimeoutError):
        await lb.click(world.alice, panel, button(panel, "Confirm"))
    await until(lambda: point.hits == 1)
    await lb.kill_bot()
    told = [m["content"] for m in lb.channel_messages(thread.id) if "Muster" in m["content"]]
    assert len(told) == 1
    recorded = events_told(world)  # the story of the step before: it died before its record

    await lb.restart_bot()
    await lb.wait_ready()
    await until(lambda: events_told(world) > recorded)  # the keeper told the thread again
    assert f"<@{world.bob.id}>" in lb.message(r.message_id)["content"]
    told = [m["content"] for m in lb.channel_messages(thread.id) if "Muster" in m["content"]]
    assert len(told) == 1, told
    lb.assert_clean()


async def test_a_stop_between_opening_a_thread_and_recording_it_keeps_that_thread(world):
    lb = world.lb
    point = lb.crash_after("POST", r"^/channels/\d+/messages/\d+/threads$")
    with contextlib.suppress(BotExited, InteractionFailed, TimeoutError):
        await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    await until(lambda: point.hits == 1)
    await lb.kill_bot()
    (thread,) = lb.threads(world.guild.general)
    assert lb.channel_messages(thread.id) == []  # opened, nothing told yet, nothing recorded

    await lb.restart_bot()
    await lb.wait_ready()
    await until(lambda: lb.channel_messages(thread.id))  # told where it was opened
    assert [t.id for t in lb.threads(world.guild.general)] == [thread.id]
    with sqlite3.connect(world.db) as db:
        assert db.execute("SELECT thread_id FROM battles").fetchall() == [(thread.id,)]
    lb.assert_clean()


def shown_call(world) -> int | None:
    with sqlite3.connect(world.db) as db:
        (call,) = db.execute("SELECT json_extract(shown, '$.call') FROM battles").fetchone()
    return call


async def test_a_stop_between_calling_a_player_and_recording_it_calls_once(world):
    lb = world.lb
    point = lb.crash_after(
        "POST", r"^/channels/\d+/messages$", when=lambda b: "your move" in json.dumps(b)
    )
    with contextlib.suppress(BotExited, InteractionFailed, TimeoutError):
        await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    await until(lambda: point.hits == 1)
    await lb.kill_bot()
    (thread,) = lb.threads(world.guild.general)
    (call,) = [m for m in lb.channel_messages(thread.id) if "your move" in m["content"]]
    assert shown_call(world) is None

    await lb.restart_bot()
    await lb.wait_ready()
    await until(lambda: shown_call(world) == int(call["id"]))  # the repair's call is that one
    calls = [m for m in lb.channel_messages(thread.id) if "your move" in m["content"]]
    assert [m["id"] for m in calls] == [call["id"]]
    lb.assert_clean()


async def test_a_stop_after_a_click_s_panel_is_shown_tells_its_step_once(world):
    lb = world.lb
    r = await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    await until(lambda: lb.threads(world.guild.general) and shown_call(world))
    (thread,) = lb.threads(world.guild.general)
    point = lb.crash_after("PATCH", r"^/webhooks/\d+/[^/]+/messages/@original$")
    panel = lb.message(r.message_id)
    with contextlib.suppress(BotExited, InteractionFailed, TimeoutError):
        await lb.click(world.alice, panel, button(panel, "Confirm"))
    await until(lambda: point.hits == 1)
    await lb.kill_bot()
    assert not [m for m in lb.channel_messages(thread.id) if "• Muster (alice)" in m["content"]]

    await lb.restart_bot()
    await lb.wait_ready()
    await until(
        lambda: [m for m in lb.channel_messages(thread.id) if "• Muster (alice)" in m["content"]]
    )
    await until(lambda: shown_call(world) is None)  # the step's story called bob itself
    told = [m for m in lb.channel_messages(thread.id) if "• Muster (alice)" in m["content"]]
    assert len(told) == 1 and f"<@{world.bob.id}>" in told[0]["content"]
    lb.assert_clean()


async def test_a_panel_posted_again_after_such_a_stop_retires_the_copy_it_left(world):
    """As above, and the panel is posted again at once after the restart, perhaps before the
    start-up's repair looked at the battle: whichever comes first retires the copy the stop
    left, and only the new panel has buttons."""
    lb = world.lb
    await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    point = lb.crash_after("*", RESPONSES, when=carries_a_panel)
    with contextlib.suppress(BotExited, InteractionFailed, TimeoutError):
        await lb.slash(world.carol, "battle show", {"battle": 1})
    assert point.hits == 1
    await lb.kill_bot()
    await lb.restart_bot()
    await lb.wait_ready()
    again = await lb.slash(world.bob, "battle show", {"battle": 1})
    assert not again.ephemeral, again.content
    await until(
        lambda: [int(m["id"]) for m in panels(lb, world.guild.general)] == [again.message_id]
    )
    assert battle_rows(world) == [(1, again.message_id, "active")]
    lb.assert_clean()


async def test_a_stop_right_after_a_panel_was_posted_again_leaves_one_live_panel(world):
    """`/battle show` posted the panel anew and the bot died before it recorded where: started
    again, it finds that copy and retires it, and the battle goes on on its recorded panel."""
    lb = world.lb
    r = await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    first = r.message_id
    point = lb.crash_after("*", RESPONSES, when=carries_a_panel)
    with contextlib.suppress(BotExited, InteractionFailed, TimeoutError):
        await lb.slash(world.carol, "battle show", {"battle": 1})
    assert point.hits == 1
    await lb.kill_bot()
    assert len(panels(lb, world.guild.general)) == 2  # the copy went out, unrecorded
    assert battle_rows(world) == [(1, first, "active")]

    await lb.restart_bot()
    await lb.wait_ready()
    await until(lambda: [int(m["id"]) for m in panels(lb, world.guild.general)] == [first])
    panel = lb.message(first)
    played = await lb.click(world.alice, panel, button(panel, "Confirm"))
    assert played.message_id == first and not played.ephemeral
    lb.assert_clean()
