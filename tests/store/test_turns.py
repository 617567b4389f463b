"""Campaign turns: one open at a time, orders only while open, one close of two, guarded updates."""

from __future__ import annotations

import pytest

from bot.store import (
    CampaignChanges,
    NegativeCount,
    NotFound,
    RegionChange,
    Store,
    TurnClosed,
    TurnRunning,
)
from tests.store.conftest import ALICE, BOB, CHANNEL, GUILD_A, GUILD_B


async def _campaign(store: Store):
    c = await store.create_campaign(GUILD_A, "claim", "Marches", gm_user_id=ALICE)
    f = await store.join_campaign(GUILD_A, c.id, ALICE, "Red", resources={"rp": 2})
    g = await store.join_campaign(GUILD_A, c.id, BOB, "Blue", resources={"rp": 1})
    return c, f, g


async def test_turns_are_numbered_and_one_is_open_at_a_time(store: Store) -> None:
    c, _, _ = await _campaign(store)
    first = await store.open_turn(
        GUILD_A, c.id, opened_by=ALICE, channel_id=CHANNEL, deadline="2026-11-23T12:00:00+00:00"
    )
    assert (first.number, first.status, first.deadline) == (1, "open", "2026-11-23T12:00:00+00:00")
    with pytest.raises(TurnRunning):
        await store.open_turn(GUILD_A, c.id, opened_by=ALICE, channel_id=CHANNEL)
    closed = await store.close_turn(GUILD_A, first.id, closed_by=ALICE, data={"plan": []})
    assert (closed.status, closed.closed_by, closed.data) == ("resolving", ALICE, {"plan": []})
    second = await store.open_turn(GUILD_A, c.id, opened_by=ALICE, channel_id=CHANNEL)
    assert second.number == 2
    assert (await store.get_turn(GUILD_A, first.id)).status == "done"
    assert await store.latest_turn(GUILD_A, c.id) == second
    assert [t.id for t in await store.list_turns(GUILD_A, status="open")] == [second.id]
    # the clock reads only the turns still running, never a finished one's record
    assert [t.id for t in await store.running_turns(GUILD_A)] == [second.id]
    await store.close_turn(GUILD_A, second.id, closed_by=ALICE, data={})
    assert [(t.id, t.status) for t in await store.running_turns(GUILD_A)] == [
        (second.id, "resolving")
    ]
    assert await store.running_turns(GUILD_B) == []


async def test_orders_are_drafts_until_submitted_and_refused_once_closed(store: Store) -> None:
    c, f, g = await _campaign(store)
    turn = await store.open_turn(GUILD_A, c.id, opened_by=ALICE, channel_id=CHANNEL)
    draft = await store.save_orders(
        GUILD_A, turn.id, f.id, {"priority": "offence"}, submitted=False
    )
    assert not draft.submitted
    done = await store.save_orders(GUILD_A, turn.id, f.id, {"priority": "defence"}, submitted=True)
    assert done.submitted and done.orders == {"priority": "defence"}
    await store.save_orders(GUILD_A, turn.id, g.id, {"priority": "offence"}, submitted=False)
    orders = await store.list_orders(GUILD_A, turn.id)
    assert [(o.faction_id, o.submitted) for o in orders] == [(f.id, True), (g.id, False)]

    await store.close_turn(GUILD_A, turn.id, closed_by=None, data={})
    with pytest.raises(TurnClosed):
        await store.save_orders(GUILD_A, turn.id, g.id, {"priority": "defence"}, submitted=True)
    with pytest.raises(TurnClosed):  # the second of two closes
        await store.close_turn(GUILD_A, turn.id, closed_by=ALICE, data={"other": 1})
    assert (await store.get_turn(GUILD_A, turn.id)).data == {}
    assert [o.orders for o in await store.list_orders(GUILD_A, turn.id)][1] == {
        "priority": "offence"
    }


async def test_orders_of_a_faction_of_another_campaign_are_refused(store: Store) -> None:
    c, f, _ = await _campaign(store)
    other = await store.create_campaign(GUILD_A, "claim", "Other", gm_user_id=ALICE)
    stranger = await store.join_campaign(GUILD_A, other.id, BOB, "Green")
    turn = await store.open_turn(GUILD_A, c.id, opened_by=ALICE, channel_id=CHANNEL)
    with pytest.raises(NotFound):
        await store.save_orders(GUILD_A, turn.id, stranger.id, {}, submitted=True)
    assert await store.get_turn(GUILD_B, turn.id) is None
    with pytest.raises(NotFound):
        await store.save_orders(GUILD_B, turn.id, f.id, {}, submitted=True)
    assert await store.list_orders(GUILD_B, turn.id) == []


async def test_update_is_guarded_and_applies_changes_with_the_turn(store: Store) -> None:
    c, f, g = await _campaign(store)
    await store.upsert_region(GUILD_A, c.id, "hill", owner=g.id, data={"fortifications": 2})
    turn = await store.open_turn(GUILD_A, c.id, opened_by=ALICE, channel_id=CHANNEL)
    turn = await store.close_turn(GUILD_A, turn.id, closed_by=ALICE, data={"reported": []})
    taken = CampaignChanges(regions={"hill": RegionChange(owner=f.id)})
    after = await store.update_turn(
        GUILD_A,
        turn.id,
        expected_updated_at=turn.updated_at,
        data={"reported": ["b1"]},
        changes=taken,
    )
    assert after.data == {"reported": ["b1"]}
    assert (await store.get_region(GUILD_A, c.id, "hill")).owner == f.id
    with pytest.raises(TurnClosed):  # read before the first update: refused, nothing applied
        await store.update_turn(
            GUILD_A,
            turn.id,
            expected_updated_at=turn.updated_at,
            data={"reported": ["b2"]},
            changes=CampaignChanges(regions={"hill": RegionChange(owner=g.id)}),
        )
    assert (await store.get_region(GUILD_A, c.id, "hill")).owner == f.id
    overdraw = CampaignChanges(resource_deltas={g.id: {"rp": -5}}, resource_floors={"rp": 0})
    with pytest.raises(NegativeCount):
        await store.update_turn(
            GUILD_A, turn.id, expected_updated_at=after.updated_at, status="done", changes=overdraw
        )
    assert (await store.get_turn(GUILD_A, turn.id)).status == "resolving"


async def test_a_close_made_from_orders_that_changed_since_is_refused(store: Store) -> None:
    from bot.store import OrdersChanged

    c, f, g = await _campaign(store)
    turn = await store.open_turn(GUILD_A, c.id, opened_by=ALICE, channel_id=CHANNEL)
    await store.save_orders(GUILD_A, turn.id, f.id, {"priority": "offence"}, submitted=True)
    seen = {o.faction_id: o.updated_at for o in await store.list_orders(GUILD_A, turn.id)}
    # bob submits while the plan is being made from what was read before
    await store.save_orders(GUILD_A, turn.id, g.id, {"priority": "defence"}, submitted=True)
    with pytest.raises(OrdersChanged):
        await store.close_turn(GUILD_A, turn.id, closed_by=None, data={}, orders_seen=seen)
    assert (await store.get_turn(GUILD_A, turn.id)).status == "open"  # nothing applied
    seen = {o.faction_id: o.updated_at for o in await store.list_orders(GUILD_A, turn.id)}
    closed = await store.close_turn(GUILD_A, turn.id, closed_by=None, data={}, orders_seen=seen)
    assert closed.status == "resolving"
