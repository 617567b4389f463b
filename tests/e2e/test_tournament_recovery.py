"""End to end: what a tournament posts survives a kill at any request, and a post Discord
refused. A round paired just before a kill is posted on restart, its head, lines and threads
once each; the organiser's questions at a deadline and a round's reminder go out once each,
even when the process died right after Discord took one of them, or Discord failed it."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime, timedelta

import pytest

from bot.loopback.reading import pinged, text
from tests.e2e.test_claim_recovery import restart
from tests.e2e.test_tournament import posted, set_deadline

MESSAGES = r"^/channels/\d+/messages$"
THREADS = r"^/channels/\d+/messages/\d+/threads$"
HOW = "Play your match here"


async def swiss(world) -> tuple[dict, list]:
    """Four players in a 2-round Swiss with 1-hour rounds; round 1 posted. (people, round 1)"""
    lb = world.lb
    players = [world.alice, world.bob, world.carol, lb.add_user("dave")]
    await lb.slash(
        world.gm, "tournament create", {"name": "Crash Cup", "game": "soe", "format": "swiss",
                                        "rounds": 2, "round_hours": 1},
    )  # fmt: skip
    for user in players:
        await lb.slash(user, "tournament join", {})
    await lb.slash(world.gm, "tournament start", {})
    first = await lb.world.wait_until(lambda: posted(world, 1), 10)
    return {u.id: u for u in players}, first


async def killed_at(world, point) -> None:
    """Wait for the crash point to kill the bot, then start it again."""
    await world.lb.world.wait_until(lambda: point.hits >= 1, 10)
    await world.lb.kill_bot()
    await restart(world, kill=False)


def said(world, channel: int, words: str) -> list[dict]:
    return [m for m in world.lb.channel_messages(channel) if words in text(m)]


def questions(world) -> list[dict]:
    return [m for m in world.lb.channel_messages(world.guild.general) if "tnd:" in json.dumps(m)]


@pytest.mark.parametrize(
    ("path", "words"),
    [
        (MESSAGES, "round 2"),  # the round's head
        (MESSAGES, "Round 2 · table 1"),  # a match's line, its id not recorded yet
        (THREADS, "Round 2 · table 2"),  # a match's thread
        (MESSAGES, HOW),  # what a thread says first
    ],
)
async def test_a_round_cut_short_by_a_kill_is_posted_once_on_restart(world, path, words):
    lb = world.lb
    people, first = await swiss(world)
    point = lb.crash_after(
        "POST", path, when=lambda body: words in json.dumps(body, ensure_ascii=False)
    )
    for _, seats, _, _, thread in first:
        winner = people[seats[0]]
        await lb.slash(world.gm, "tournament report", {"result": "win", "player": winner},
                       channel=thread)  # fmt: skip
    await killed_at(world, point)
    second = await lb.world.wait_until(lambda: posted(world, 2), 10)
    general = world.guild.general
    assert len(said(world, general, "— round 2")) == 1
    for table, (_, seats, _, _, thread) in enumerate(second, start=1):
        (line,) = said(world, general, f"Round 2 · table {table}:")
        assert all(f"<@{u}>" in text(line) for u in seats)
        assert thread == int(line["id"])  # the thread on the match's line
        assert len(said(world, thread, HOW)) == 1


@pytest.mark.parametrize("words", ["deadline has passed", "tnd:"])
async def test_the_organisers_questions_cut_short_by_a_kill_are_asked_once(world, words):
    lb = world.lb
    await swiss(world)
    point = lb.crash_after("POST", MESSAGES, when=lambda b: words in json.dumps(b))
    set_deadline(world, datetime.now(UTC) - timedelta(minutes=1))
    await killed_at(world, point)
    await lb.world.wait_until(lambda: len(questions(world)) >= 2, 10)
    assert len(said(world, world.guild.general, "deadline has passed")) == 1
    asked = sorted(q["components"][0]["components"][0]["custom_id"] for q in questions(world))
    assert len(asked) == 2 and len(set(asked)) == 2  # one question for each match


def reminders(world) -> list[dict]:
    return said(world, world.guild.general, "your match is not finished")


async def test_a_reminder_discord_refused_is_posted_at_a_later_tick(world):
    lb = world.lb
    await swiss(world)
    refused = lb.arm_500("POST", rf"^/channels/{world.guild.general}/messages$", status=403)
    set_deadline(world, datetime.now(UTC) + timedelta(minutes=10))  # inside the last half hour
    await lb.world.wait_until(lambda: refused.hits == 1 and reminders(world), 10)
    await asyncio.sleep(1.0)  # several ticks later: still one
    (reminder,) = reminders(world)
    assert len(pinged(reminder)) == 4
    lb.clear_records()  # the refused post is recorded as the fault it was


async def test_a_reminder_whose_post_was_being_retried_at_a_kill_is_posted_once(world):
    lb = world.lb
    await swiss(world)
    failing = lb.arm_500("POST", rf"^/channels/{world.guild.general}/messages$", count=3)
    set_deadline(world, datetime.now(UTC) + timedelta(minutes=10))
    await lb.world.wait_until(lambda: failing.hits >= 1, 10)
    await lb.kill_bot()  # discord.py waits a second before it tries again
    lb.server.faults.remove(failing)
    await restart(world, kill=False)
    await lb.world.wait_until(lambda: reminders(world), 10)
    (reminder,) = reminders(world)
    assert "your match is not finished" in text(reminder)
    lb.clear_records()
