"""Turn deadlines: durations as typed, reminders once each at their time, close at the deadline."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.deadlines import due, parse_duration
from bot.shard_lease import Holder

T0 = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("48h", timedelta(hours=48)),
        ("2d", timedelta(days=2)),
        ("1d 12h", timedelta(days=1, hours=12)),
        ("90M", timedelta(minutes=90)),
        ("1d2h3m", timedelta(days=1, hours=2, minutes=3)),
    ],
)
def test_durations(text: str, expected: timedelta) -> None:
    assert parse_duration(text) == expected


@pytest.mark.parametrize("text", ["", "tomorrow", "48", "h", "2x", "-3h", "0m", "61d", "2d and 3h"])
def test_bad_durations_are_refused_with_a_reason(text: str) -> None:
    with pytest.raises(ValueError, match=r"\w"):
        parse_duration(text)


def test_a_two_day_turn_is_reminded_at_24h_and_1h_then_closes() -> None:
    deadline = T0 + timedelta(days=2)
    assert due(T0, deadline, set(), T0 + timedelta(hours=23)).reminders == ()
    at_24h = due(T0, deadline, set(), T0 + timedelta(hours=24))
    assert at_24h.reminders == (0,) and not at_24h.close
    assert due(T0, deadline, {0}, T0 + timedelta(hours=30)).reminders == ()
    assert due(T0, deadline, {0}, T0 + timedelta(hours=47)).reminders == (1,)
    assert due(T0, deadline, {0, 1}, T0 + timedelta(hours=47, minutes=30)).reminders == ()
    closing = due(T0, deadline, {0, 1}, deadline)
    assert closing.close and closing.reminders == ()


def test_a_short_turn_gets_only_the_reminders_after_its_opening() -> None:
    deadline = T0 + timedelta(hours=2)
    assert due(T0, deadline, set(), T0 + timedelta(minutes=1)).reminders == ()
    assert due(T0, deadline, set(), T0 + timedelta(hours=1)).reminders == (1,)


def test_after_a_long_outage_the_due_reminders_come_together_and_the_deadline_wins() -> None:
    deadline = T0 + timedelta(days=3)
    late = due(T0, deadline, set(), deadline - timedelta(minutes=30))
    assert late.reminders == (0, 1) and not late.close
    assert due(T0, deadline, set(), deadline + timedelta(hours=5)).close


def test_an_idle_battle_is_reminded_once_then_the_game_master_told_once() -> None:
    from bot.deadlines import idle_due

    start = datetime(2026, 1, 1, tzinfo=UTC)
    early = idle_due(start, reminded=False, gm_told=False, now=start + timedelta(hours=11))
    assert not early.remind and not early.tell_gm
    later = idle_due(start, reminded=False, gm_told=False, now=start + timedelta(hours=12))
    assert later.remind and not later.tell_gm
    again = idle_due(start, reminded=True, gm_told=False, now=start + timedelta(hours=30))
    assert not again.remind and not again.tell_gm
    gm = idle_due(start, reminded=True, gm_told=False, now=start + timedelta(hours=48))
    assert gm.tell_gm and not gm.remind
    custom = idle_due(
        start,
        reminded=False,
        gm_told=True,
        now=start + timedelta(hours=2),
        remind_after=timedelta(hours=1),
        gm_after=timedelta(hours=2),
    )
    assert custom.remind and not custom.tell_gm


def test_an_idle_notice_claimed_by_a_process_gone_or_long_ago_is_left_behind() -> None:
    from cogs.idle import claim_to_take

    me = Holder.of_this_process()
    now = datetime(2026, 12, 6, 12, 0, tzinfo=UTC)
    recent, old = (
        (now - timedelta(seconds=10)).isoformat(),
        (now - timedelta(minutes=5)).isoformat(),
    )
    alive_elsewhere = f"4242@another-machine#cd {recent}"
    gone_here = f"{me.pid}@{me.machine}#00 {recent}"  # a bot this process ran before
    assert claim_to_take(None, me=me, now=now) is None
    assert claim_to_take(True, me=me, now=now) is False
    assert claim_to_take(alive_elsewhere, me=me, now=now) is False
    assert claim_to_take(f"{me} {recent}", me=me, now=now) is False  # its own, under way
    assert claim_to_take(gone_here, me=me, now=now) == gone_here
    stale = f"4242@another-machine#cd {old}"
    assert claim_to_take(stale, me=me, now=now) == stale
