"""The turn desk's own bookkeeping: when a claim roll counts as done, and the record of which
public messages a turn has posted."""

from __future__ import annotations

from datetime import UTC, datetime

import discord
import pytest

from bot.posting import POSTING_STALE, give_back, take
from bot.posting import posted as _posted
from bot.posting import posting as _posting
from bot.store import Battle
from bot.ui.posted import signature
from cogs.claim.rolls import RollState, _unsettle


def battle(n: int, status: str) -> Battle:
    return Battle(
        id=n,
        guild_id=1,
        campaign_id=1,
        game="claim",
        setup={"turn_id": 9, "roll": 0},
        seed="s",
        answers=[],
        status=status,
        outcome=None,
        channel_id=5,
        message_id=None,
        thread_id=None,
        created_by=1,
        created_at="2024-01-01",
        updated_at="2024-01-01",
        finished_at=None,
    )


@pytest.mark.parametrize(
    ("statuses", "void", "settled", "done", "why"),
    [
        ((), False, False, False, "R1 (not rolled yet)"),
        (("active",), False, False, False, "R1 (under way)"),
        (("cancelled",), False, False, False, "R1 (cancelled: to be rolled again or settled)"),
        (("cancelled", "cancelled", "active"), False, False, False, "R1 (under way)"),
        (("cancelled", "finished"), False, False, True, None),
        (("cancelled",), False, True, True, None),
        ((), True, False, True, None),
    ],
)
def test_a_cancelled_claim_roll_is_not_done_until_rolled_or_settled(
    statuses, void, settled, done, why
) -> None:
    state = RollState(0, tuple(battle(i, s) for i, s in enumerate(statuses)), void, settled)
    assert state.done is done
    assert state.cancelled == statuses.count("cancelled")
    if why:
        assert state.why_open() == why


def test_a_message_under_way_then_posted_is_recorded_once() -> None:
    data = {"plan": {}, "posted": {"panel": [1]}, "posting": {}}
    started = _posting(data, "reveal", [])
    assert started["posting"] == {"reveal": []} and "reveal" not in started["posted"]
    half = _posted(started, "reveal", [7], done=False)
    assert half["posting"] == {"reveal": [7]}
    done = _posted(half, "reveal", [7, 8], done=True)
    assert done["posting"] == {} and done["posted"] == {"panel": [1], "reveal": [7, 8]}
    assert data == {"plan": {}, "posted": {"panel": [1]}, "posting": {}}  # never mutated


def unknown(holder: str) -> bool:
    """Whether a process on another machine has stopped: it cannot be told."""
    return False


def test_a_post_is_taken_by_one_process_until_it_is_done_stale_or_its_process_gone() -> None:
    now = datetime(2026, 12, 6, 12, 0, tzinfo=UTC)
    data = take({"posted": {}}, "reveal", by="a", now=now, gone=unknown)
    assert data is not None and data["taken"] == {"reveal": {"by": "a", "at": now.isoformat()}}
    soon = now + POSTING_STALE / 2
    assert take(data, "reveal", by="b", now=soon, gone=unknown) is None  # another is posting it
    assert take(data, "reveal", by="a", now=soon, gone=unknown) is None  # and not twice here
    assert take(data, "reveal", by="b", now=soon, gone=lambda h: h == "a") is not None
    progress = _posted(data, "reveal", [7], done=False, now=soon)
    later = now + POSTING_STALE
    assert take(progress, "reveal", by="b", now=later, gone=unknown) is None  # progress counts
    taken_over = take(progress, "reveal", by="b", now=soon + POSTING_STALE, gone=unknown)
    assert taken_over is not None and taken_over["posting"] == {"reveal": [7]}
    assert take(give_back(progress, "reveal"), "reveal", by="b", now=soon, gone=unknown)
    done = _posted(progress, "reveal", [7, 8], done=True)
    assert done["taken"] == {} and done["posting"] == {}
    assert take(done, "reveal", by="b", now=later, gone=unknown) is None


def test_a_settled_mark_is_taken_back_alone() -> None:
    data = {"settled": {"0": 5, "1": 5}, "void": [2]}
    assert _unsettle(data, 1) == {"settled": {"0": 5}, "void": [2]}


def test_a_message_is_recognised_by_its_content_first_title_and_last_footer() -> None:
    first, last = discord.Embed(title="📜 Turn 1"), discord.Embed(title="⚔️")
    last.set_footer(text="Turn 1 revealed · 1/2")
    assert signature({"content": "x", "embeds": [first, last]}) == (
        "x",
        "📜 Turn 1",
        "Turn 1 revealed · 1/2",
        (),
    )
    assert signature({"embed": first}) == ("", "📜 Turn 1", "", ())
    assert signature({"content": "🎲 done"}) == ("🎲 done", "", "", ())


def test_the_readings_leave_out_the_platforms_own_settings() -> None:
    from cogs.claim.rules import ClaimSettings, rule_readings

    settings = {
        "mass_assault_rp": "primary_only",
        "map_layout": {"hill": [0.1, 0.2]},
        "remind_after_minutes": 60,
    }
    assert rule_readings(settings) == {"mass_assault_rp": "primary_only"}
    assert ClaimSettings.read(rule_readings(settings)).to_dict()["mass_assault_rp"] == (
        "primary_only"
    )


def test_a_claim_roll_is_named_as_the_reveal_names_it() -> None:
    from cogs.claim.cog import battle_name

    setup = {
        "seats": {"attacker": {"name": "Red"}, "defender": {"name": "Blue"}},
        "roll": 0,
        "area": "hill",
        "area_name": "Hill",
    }
    assert battle_name(setup) == "R1 · Red → Hill"
    assert battle_name({"seats": {}}) is None  # an odds setup, not a turn's roll
