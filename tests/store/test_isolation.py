"""Guild isolation: nothing made in one server can be seen or touched from another."""

from __future__ import annotations

import re

import pytest

from bot.store import CampaignChanges, Finish, NotFound, RegionChange, Store
from tests.store.conftest import ALICE, BOB, CHANNEL, GUILD_A, GUILD_B


async def test_guild_b_cannot_see_or_touch_guild_a(store: Store) -> None:
    c = await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=ALICE)
    f = await store.join_campaign(GUILD_A, c.id, ALICE, "France", resources={"gold": 5})
    await store.upsert_region(GUILD_A, c.id, "flanders", owner=f.id, holdings={f.id: {"army": 1}})
    b = await store.create_battle(
        GUILD_A,
        game="soe",
        setup={},
        seed="s",
        channel_id=CHANNEL,
        created_by=ALICE,
        campaign_id=c.id,
    )

    # reads
    assert await store.get_campaign(GUILD_B, c.id) is None
    assert await store.find_campaign(GUILD_B, "Europa") is None
    assert await store.list_campaigns(GUILD_B, include_archived=True) == []
    assert await store.get_faction(GUILD_B, f.id) is None
    assert await store.faction_of(GUILD_B, c.id, ALICE) is None
    assert await store.list_factions(GUILD_B, c.id, include_left=True) == []
    assert await store.get_region(GUILD_B, c.id, "flanders") is None
    assert await store.list_regions(GUILD_B, c.id) == []
    assert await store.get_battle(GUILD_B, b.id) is None
    assert await store.list_battles(GUILD_B) == []
    assert await store.list_battles(GUILD_B, campaign_id=c.id) == []
    assert await store.audit_log(GUILD_B, b.id) == []

    # writes
    with pytest.raises(NotFound):
        await store.update_campaign_settings(GUILD_B, c.id, {"x": 1})
    with pytest.raises(NotFound):
        await store.archive_campaign(GUILD_B, c.id)
    with pytest.raises(NotFound):
        await store.join_campaign(GUILD_B, c.id, BOB, "Spain")
    assert await store.leave_campaign(GUILD_B, c.id, ALICE) is None
    with pytest.raises(NotFound):
        await store.set_faction(GUILD_B, f.id, resources={"gold": 999})
    with pytest.raises(NotFound):
        await store.upsert_region(GUILD_B, c.id, "flanders", owner=None)
    with pytest.raises(NotFound):
        await store.create_battle(
            GUILD_B,
            game="soe",
            setup={},
            seed="s",
            channel_id=CHANNEL,
            created_by=BOB,
            campaign_id=c.id,
            changes=CampaignChanges(resource_deltas={f.id: {"gold": -5}}),
        )
    with pytest.raises(NotFound):
        await store.append_answer(GUILD_B, b.id, expected_count=0, answer={}, user_id=BOB)
    with pytest.raises(NotFound):
        await store.pop_answer(GUILD_B, b.id, expected_count=0, user_id=BOB)
    with pytest.raises(NotFound):
        await store.cancel_battle(GUILD_B, b.id, user_id=BOB)
    with pytest.raises(NotFound):
        await store.set_battle_message(GUILD_B, b.id, message_id=1)

    # A battle of guild B cannot reach guild A's factions through its changes either.
    theirs = await store.create_campaign(GUILD_B, "soe", "Europa", gm_user_id=BOB)
    own = await store.create_battle(
        GUILD_B,
        game="soe",
        setup={},
        seed="s",
        channel_id=CHANNEL,
        created_by=BOB,
        campaign_id=theirs.id,
    )
    with pytest.raises(NotFound):
        await store.append_answer(
            GUILD_B,
            own.id,
            expected_count=0,
            answer={},
            user_id=BOB,
            finish=Finish(outcome={}, changes=CampaignChanges(resource_deltas={f.id: {"gold": 1}})),
        )

    # Guild A's rows are exactly as they were.
    assert (await store.get_campaign(GUILD_A, c.id)).settings == {}
    assert (await store.get_campaign(GUILD_A, c.id)).status == "active"
    assert await store.list_factions(GUILD_A, c.id) == [f]
    assert (await store.get_faction(GUILD_A, f.id)).resources == {"gold": 5}
    region = await store.get_region(GUILD_A, c.id, "flanders")
    assert region.owner == f.id
    battle = await store.get_battle(GUILD_A, b.id)
    assert battle == b
    assert [e.action for e in await store.audit_log(GUILD_A, b.id)] == ["start"]


async def test_every_statement_names_the_guild(store: Store) -> None:
    """Trace every SQL statement a full tour of the API runs: each one that reads or changes a
    row of a guild's table must say which guild (a query that does not is a bug)."""
    statements: list[str] = []
    await store._trace(statements.append)

    c = await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=ALICE)
    await store.get_campaign(GUILD_A, c.id)
    await store.find_campaign(GUILD_A, "europa")
    await store.list_campaigns(GUILD_A, game="soe")
    await store.update_campaign_settings(GUILD_A, c.id, {"a": 1})
    f = await store.join_campaign(GUILD_A, c.id, ALICE, "France", resources={"gold": 5})
    g = await store.join_campaign(GUILD_A, c.id, BOB, "Spain")
    await store.list_factions(GUILD_A, c.id)
    await store.get_faction(GUILD_A, f.id)
    await store.faction_of(GUILD_A, c.id, ALICE)
    await store.set_faction(GUILD_A, f.id, data={"x": 1})
    await store.upsert_region(GUILD_A, c.id, "r", owner=f.id, holdings={f.id: {"army": 2}})
    await store.upsert_region(GUILD_A, c.id, "r", name="R")
    await store.get_region(GUILD_A, c.id, "r")
    await store.list_regions(GUILD_A, c.id)
    changes = CampaignChanges(
        resource_deltas={f.id: {"gold": -1}},
        faction_data={g.id: {"y": 2}},
        regions={
            "r": RegionChange(owner=g.id, holdings_deltas={f.id: {"army": -1}}),
            "s": RegionChange(holdings_deltas={g.id: {"army": 1}}),
        },
    )
    b = await store.create_battle(
        GUILD_A,
        game="soe",
        setup={},
        seed="s",
        channel_id=CHANNEL,
        created_by=ALICE,
        campaign_id=c.id,
        changes=changes,
    )
    await store.set_battle_message(GUILD_A, b.id, message_id=5)
    await store.append_answer(GUILD_A, b.id, expected_count=0, answer={"v": 1}, user_id=ALICE)
    await store.pop_answer(GUILD_A, b.id, expected_count=1, user_id=ALICE)
    await store.append_answer(
        GUILD_A,
        b.id,
        expected_count=0,
        answer={"v": 2},
        user_id=ALICE,
        finish=Finish(outcome={"w": 1}, changes=changes),
    )
    other = await store.create_battle(
        GUILD_A, game="soe", setup={}, seed="s", channel_id=CHANNEL, created_by=ALICE
    )
    await store.cancel_battle(GUILD_A, other.id, user_id=ALICE)
    await store.get_battle(GUILD_A, b.id)
    await store.list_battles(GUILD_A, status="active", campaign_id=c.id)
    await store.audit_log(GUILD_A, b.id)
    t = await store.open_turn(GUILD_A, c.id, opened_by=ALICE, channel_id=CHANNEL)
    await store.get_turn(GUILD_A, t.id)
    await store.latest_turn(GUILD_A, c.id)
    await store.list_turns(GUILD_A, status="open")
    await store.set_turn_message(GUILD_A, t.id, channel_id=CHANNEL, message_id=6)
    await store.save_orders(GUILD_A, t.id, f.id, {"p": 1}, submitted=True)
    await store.list_orders(GUILD_A, t.id)
    t = await store.close_turn(GUILD_A, t.id, closed_by=ALICE, data={"plan": 1})
    await store.update_turn(
        GUILD_A,
        t.id,
        expected_updated_at=t.updated_at,
        data={"x": 1},
        changes=CampaignChanges(resource_deltas={g.id: {"gold": 1}}),
    )
    await store.leave_campaign(GUILD_A, c.id, ALICE)
    await store.archive_campaign(GUILD_A, c.id)
    await store._trace(None)

    touching = [
        s
        for s in statements
        if re.match(r"\s*(SELECT|UPDATE|DELETE)\b", s, re.IGNORECASE)
        and re.search(r"\b(campaigns|factions|regions|battles|audit|turns|turn_orders)\b", s)
    ]
    assert len(touching) > 40
    unscoped = [s for s in touching if not re.search(r"\bWHERE\b.*\bguild_id = ", s, re.DOTALL)]
    assert unscoped == []
