"""Battles: answers, the double click, undo, cancel, finishing with campaign changes, audit."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

import pytest

from bot.store import (
    Battle,
    CampaignChanges,
    Faction,
    Finish,
    NegativeCount,
    NotFound,
    RegionChange,
    StaleAnswer,
    Store,
)
from tests.store.conftest import ALICE, BOB, CHANNEL, GUILD_A, GUILD_B

SETUP = {"seats": {"attacker": {"user_id": ALICE}, "defender": {"user_id": BOB}}, "max_units": 4}


def answer(seq: int, seat: str = "attacker", value: object = 1) -> dict[str, object]:
    return {"seq": seq, "seat": seat, "value": value}


async def new_battle(store: Store, **kwargs: object) -> Battle:
    return await store.create_battle(
        GUILD_A,
        game="demo",
        setup=SETUP,
        seed="cafe",
        channel_id=CHANNEL,
        created_by=ALICE,
        **kwargs,  # type: ignore[arg-type]
    )


@dataclass
class World:
    campaign_id: int
    france: Faction
    spain: Faction


@pytest.fixture
async def world(store: Store) -> World:
    c = await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=ALICE)
    france = await store.join_campaign(GUILD_A, c.id, ALICE, "France", resources={"gold": 5})
    spain = await store.join_campaign(GUILD_A, c.id, BOB, "Spain", resources={"gold": 3})
    await store.upsert_region(
        GUILD_A,
        c.id,
        "flanders",
        owner=spain.id,
        holdings={france.id: {"army": 2}, spain.id: {"army": 1, "fort": 1}},
    )
    return World(c.id, france, spain)


async def test_create_battle(store: Store) -> None:
    b = await new_battle(store)
    assert (b.status, b.answers, b.outcome, b.finished_at) == ("active", [], None, None)
    assert b.setup == SETUP and b.seed == "cafe" and b.channel_id == CHANNEL
    assert b.message_id is None and b.thread_id is None and b.campaign_id is None
    assert await store.get_battle(GUILD_A, b.id) == b
    [start] = await store.audit_log(GUILD_A, b.id)
    assert (start.action, start.user_id, start.seq) == ("start", ALICE, None)


async def test_answers_append_in_order(store: Store) -> None:
    b = await new_battle(store)
    b1 = await store.append_answer(GUILD_A, b.id, expected_count=0, answer=answer(0), user_id=ALICE)
    b2 = await store.append_answer(
        GUILD_A, b.id, expected_count=1, answer=answer(1, "defender", [1, 2]), user_id=BOB
    )
    assert b1.answers == [answer(0)]
    assert b2.answers == [answer(0), answer(1, "defender", [1, 2])]
    assert b2.updated_at >= b.updated_at
    assert (await store.get_battle(GUILD_A, b.id)).answers == b2.answers


async def test_double_click_applies_once(store: Store) -> None:
    b = await new_battle(store)
    await store.append_answer(GUILD_A, b.id, expected_count=0, answer=answer(0), user_id=ALICE)
    before = await store.get_battle(GUILD_A, b.id)
    log_before = await store.audit_log(GUILD_A, b.id)
    with pytest.raises(StaleAnswer):  # the second click still believes there were 0 answers
        await store.append_answer(
            GUILD_A, b.id, expected_count=0, answer=answer(0, value=2), user_id=ALICE
        )
    with pytest.raises(StaleAnswer):  # nor may a caller skip ahead
        await store.append_answer(GUILD_A, b.id, expected_count=5, answer=answer(5), user_id=ALICE)
    assert await store.get_battle(GUILD_A, b.id) == before
    assert await store.audit_log(GUILD_A, b.id) == log_before


async def test_simultaneous_clicks_one_wins(store: Store) -> None:
    b = await new_battle(store)
    results = await asyncio.gather(
        *(
            store.append_answer(
                GUILD_A, b.id, expected_count=0, answer=answer(0, value=i), user_id=ALICE
            )
            for i in range(5)
        ),
        return_exceptions=True,
    )
    assert sum(isinstance(r, Battle) for r in results) == 1
    assert sum(isinstance(r, StaleAnswer) for r in results) == 4
    assert len((await store.get_battle(GUILD_A, b.id)).answers) == 1


async def test_unknown_battle(store: Store) -> None:
    assert await store.get_battle(GUILD_A, 999) is None
    with pytest.raises(NotFound):
        await store.append_answer(GUILD_A, 999, expected_count=0, answer=answer(0), user_id=ALICE)


async def test_finish_without_campaign(store: Store) -> None:
    b = await new_battle(store)
    done = await store.append_answer(
        GUILD_A,
        b.id,
        expected_count=0,
        answer=answer(0),
        user_id=ALICE,
        finish=Finish(outcome={"winner": "attacker"}),
    )
    assert done.status == "finished" and done.outcome == {"winner": "attacker"}
    assert done.finished_at is not None and done.answers == [answer(0)]
    with pytest.raises(StaleAnswer):  # a finished battle takes no more answers
        await store.append_answer(GUILD_A, b.id, expected_count=1, answer=answer(1), user_id=BOB)
    with pytest.raises(StaleAnswer):
        await store.pop_answer(GUILD_A, b.id, expected_count=1, user_id=BOB)
    with pytest.raises(StaleAnswer):
        await store.cancel_battle(GUILD_A, b.id, user_id=BOB)
    assert [e.action for e in await store.audit_log(GUILD_A, b.id)] == [
        "start",
        "answer",
        "finish",
    ]


async def test_finish_applies_campaign_changes_atomically(store: Store, world: World) -> None:
    france, spain = world.france, world.spain
    b = await new_battle(store, campaign_id=world.campaign_id)
    changes = CampaignChanges(
        resource_deltas={france.id: {"gold": 3, "vp": 1}, spain.id: {"gold": -1}},
        faction_data={spain.id: {"unrest": 1}},
        regions={
            "flanders": RegionChange(
                owner=france.id,
                holdings_deltas={france.id: {"army": -1}, spain.id: {"army": -1}},
                data={"battle": b.id},
            ),
            "picardy": RegionChange(holdings_deltas={france.id: {"army": 1}}),
        },
    )
    done = await store.append_answer(
        GUILD_A,
        b.id,
        expected_count=0,
        answer=answer(0),
        user_id=ALICE,
        finish=Finish(outcome={"winner": "attacker"}, changes=changes),
    )
    assert done.status == "finished"
    assert (await store.get_faction(GUILD_A, france.id)).resources == {"gold": 8, "vp": 1}
    after_spain = await store.get_faction(GUILD_A, spain.id)
    assert after_spain.resources == {"gold": 2} and after_spain.data == {"unrest": 1}
    flanders = await store.get_region(GUILD_A, world.campaign_id, "flanders")
    assert flanders.owner == france.id
    # Spain's army count hit zero and is gone; its fort stays.
    assert flanders.holdings == {str(france.id): {"army": 1}, str(spain.id): {"fort": 1}}
    assert flanders.data == {"battle": b.id}
    picardy = await store.get_region(GUILD_A, world.campaign_id, "picardy")
    assert picardy.holdings == {str(france.id): {"army": 1}} and picardy.owner is None
    finish = (await store.audit_log(GUILD_A, b.id))[-1]
    assert finish.action == "finish" and finish.payload["outcome"] == {"winner": "attacker"}
    assert finish.payload["changes"]["resource_deltas"][str(france.id)] == {"gold": 3, "vp": 1}


async def test_negative_holding_rolls_back_everything(store: Store, world: World) -> None:
    france, spain = world.france, world.spain
    b = await new_battle(store, campaign_id=world.campaign_id)
    await store.append_answer(GUILD_A, b.id, expected_count=0, answer=answer(0), user_id=ALICE)
    changes = CampaignChanges(
        resource_deltas={france.id: {"gold": 10}},  # would apply before the regions fail
        regions={"flanders": RegionChange(holdings_deltas={spain.id: {"army": -2}})},  # has 1
    )
    snapshot = (
        await store.get_battle(GUILD_A, b.id),
        await store.list_factions(GUILD_A, world.campaign_id),
        await store.list_regions(GUILD_A, world.campaign_id),
        await store.audit_log(GUILD_A, b.id),
    )
    with pytest.raises(ValueError):
        await store.append_answer(
            GUILD_A,
            b.id,
            expected_count=1,
            answer=answer(1),
            user_id=BOB,
            finish=Finish(outcome={"winner": "defender"}, changes=changes),
        )
    assert snapshot == (
        await store.get_battle(GUILD_A, b.id),
        await store.list_factions(GUILD_A, world.campaign_id),
        await store.list_regions(GUILD_A, world.campaign_id),
        await store.audit_log(GUILD_A, b.id),
    )
    # The battle is still open: the same answer with a valid change goes through.
    ok = await store.append_answer(
        GUILD_A,
        b.id,
        expected_count=1,
        answer=answer(1),
        user_id=BOB,
        finish=Finish(outcome={"winner": "defender"}),
    )
    assert ok.status == "finished" and len(ok.answers) == 2


async def test_changes_refuse_factions_of_another_campaign(store: Store, world: World) -> None:
    other = await store.create_campaign(GUILD_A, "soe", "Asia", gm_user_id=ALICE)
    persia = await store.join_campaign(GUILD_A, other.id, BOB, "Persia", resources={"gold": 1})
    b = await new_battle(store, campaign_id=world.campaign_id)
    with pytest.raises(NotFound):
        await store.append_answer(
            GUILD_A,
            b.id,
            expected_count=0,
            answer=answer(0),
            user_id=ALICE,
            finish=Finish(
                outcome={}, changes=CampaignChanges(resource_deltas={persia.id: {"gold": 5}})
            ),
        )
    assert (await store.get_faction(GUILD_A, persia.id)).resources == {"gold": 1}
    assert (await store.get_battle(GUILD_A, b.id)).answers == []


async def test_changes_need_a_campaign(store: Store) -> None:
    b = await new_battle(store)
    with pytest.raises(ValueError):
        await store.append_answer(
            GUILD_A,
            b.id,
            expected_count=0,
            answer=answer(0),
            user_id=ALICE,
            finish=Finish(outcome={}, changes=CampaignChanges()),
        )
    assert (await store.get_battle(GUILD_A, b.id)).answers == []
    with pytest.raises(ValueError):
        await new_battle(store, changes=CampaignChanges())


async def test_create_battle_charges_the_campaign(store: Store, world: World) -> None:
    charge = CampaignChanges(
        resource_deltas={world.france.id: {"gold": -2}}, resource_floors={"gold": 0}
    )
    b = await new_battle(store, campaign_id=world.campaign_id, changes=charge)
    assert b.campaign_id == world.campaign_id
    assert (await store.get_faction(GUILD_A, world.france.id)).resources == {"gold": 3}
    [start] = await store.audit_log(GUILD_A, b.id)
    assert start.payload["changes"] == {
        "resource_deltas": {str(world.france.id): {"gold": -2}},
        "resource_floors": {"gold": 0},
    }

    # Spain has 3 gold: a charge of 4 with a floor of 0 is refused, and no battle is created.
    broke = CampaignChanges(
        resource_deltas={world.spain.id: {"gold": -4}}, resource_floors={"gold": 0}
    )
    with pytest.raises(NegativeCount):
        await new_battle(store, campaign_id=world.campaign_id, changes=broke)
    assert (await store.get_faction(GUILD_A, world.spain.id)).resources == {"gold": 3}
    assert [x.id for x in await store.list_battles(GUILD_A)] == [b.id]


async def test_create_battle_in_unknown_campaign(store: Store) -> None:
    with pytest.raises(NotFound):
        await new_battle(store, campaign_id=4242)
    assert await store.list_battles(GUILD_A) == []


async def test_pop_answer(store: Store) -> None:
    b = await new_battle(store)
    with pytest.raises(StaleAnswer):  # nothing to undo
        await store.pop_answer(GUILD_A, b.id, expected_count=0, user_id=ALICE)
    await store.append_answer(GUILD_A, b.id, expected_count=0, answer=answer(0), user_id=ALICE)
    await store.append_answer(GUILD_A, b.id, expected_count=1, answer=answer(1), user_id=BOB)
    with pytest.raises(StaleAnswer):  # two undo clicks on a panel showing 1 answer
        await store.pop_answer(GUILD_A, b.id, expected_count=1, user_id=ALICE)
    after = await store.pop_answer(GUILD_A, b.id, expected_count=2, user_id=ALICE)
    assert after.answers == [answer(0)]
    with pytest.raises(StaleAnswer):  # the double click on undo takes back one answer only
        await store.pop_answer(GUILD_A, b.id, expected_count=2, user_id=ALICE)
    assert (await store.get_battle(GUILD_A, b.id)).answers == [answer(0)]
    undo = (await store.audit_log(GUILD_A, b.id))[-1]
    assert (undo.action, undo.seq, undo.user_id, undo.payload) == ("undo", 1, ALICE, answer(1))


async def test_cancel(store: Store) -> None:
    b = await new_battle(store)
    await store.append_answer(GUILD_A, b.id, expected_count=0, answer=answer(0), user_id=ALICE)
    cancelled = await store.cancel_battle(GUILD_A, b.id, user_id=BOB)
    assert cancelled.status == "cancelled" and cancelled.finished_at is not None
    assert cancelled.answers == [answer(0)]
    with pytest.raises(StaleAnswer):
        await store.cancel_battle(GUILD_A, b.id, user_id=BOB)
    with pytest.raises(StaleAnswer):
        await store.append_answer(GUILD_A, b.id, expected_count=1, answer=answer(1), user_id=BOB)
    with pytest.raises(NotFound):
        await store.cancel_battle(GUILD_A, 999, user_id=BOB)


async def test_audit_log_contents_and_order(store: Store) -> None:
    b = await new_battle(store)
    await store.append_answer(GUILD_A, b.id, expected_count=0, answer=answer(0), user_id=ALICE)
    await store.append_answer(GUILD_A, b.id, expected_count=1, answer=answer(1), user_id=BOB)
    await store.pop_answer(GUILD_A, b.id, expected_count=2, user_id=ALICE)
    await store.append_answer(
        GUILD_A, b.id, expected_count=1, answer=answer(1, value=9), user_id=BOB
    )
    await store.cancel_battle(GUILD_A, b.id, user_id=ALICE)
    log = await store.audit_log(GUILD_A, b.id)
    assert [(e.action, e.seq, e.user_id) for e in log] == [
        ("start", None, ALICE),
        ("answer", 0, ALICE),
        ("answer", 1, BOB),
        ("undo", 1, ALICE),
        ("answer", 1, BOB),
        ("cancel", None, ALICE),
    ]
    assert log[1].payload == answer(0) and log[4].payload == answer(1, value=9)
    assert log[5].payload == {"answers": 2}
    assert [e.id for e in log] == sorted(e.id for e in log)
    assert all(e.battle_id == b.id and e.guild_id == GUILD_A for e in log)
    assert [e.at for e in log] == sorted(e.at for e in log)


async def test_list_battles_newest_first_and_filtered(store: Store, world: World) -> None:
    first = await new_battle(store)
    second = await new_battle(store, campaign_id=world.campaign_id)
    third = await new_battle(store)
    await store.cancel_battle(GUILD_A, second.id, user_id=ALICE)
    ids = [b.id for b in await store.list_battles(GUILD_A)]
    assert ids == [third.id, second.id, first.id]
    assert [b.id for b in await store.list_battles(GUILD_A, status="active")] == [
        third.id,
        first.id,
    ]
    assert [b.id for b in await store.list_battles(GUILD_A, status="cancelled")] == [second.id]
    assert await store.list_battles(GUILD_A, status="finished") == []
    assert [b.id for b in await store.list_battles(GUILD_A, campaign_id=world.campaign_id)] == [
        second.id
    ]
    assert [b.id for b in await store.list_battles(GUILD_A, limit=2)] == [third.id, second.id]
    with pytest.raises(ValueError):
        await store.list_battles(GUILD_A, status="won")


async def test_set_battle_message_keeps_fields_not_given(store: Store) -> None:
    b = await new_battle(store)
    b = await store.set_battle_message(GUILD_A, b.id, message_id=10, thread_id=20)
    assert (b.channel_id, b.message_id, b.thread_id) == (CHANNEL, 10, 20)
    b = await store.set_battle_message(GUILD_A, b.id, channel_id=30, message_id=40)
    assert (b.channel_id, b.message_id, b.thread_id) == (30, 40, 20)
    assert await store.get_battle(GUILD_A, b.id) == b
    with pytest.raises(NotFound):
        await store.set_battle_message(GUILD_A, 999, message_id=1)


@pytest.mark.sqlite_only
async def test_json_is_stored_with_sorted_keys(store: Store) -> None:
    import sqlite3

    b = await store.create_battle(
        GUILD_A,
        game="demo",
        setup={"b": 1, "a": {"d": 2, "c": 3}},
        seed="s",
        channel_id=CHANNEL,
        created_by=ALICE,
    )
    with sqlite3.connect(store.path) as con:
        (text,) = con.execute("SELECT setup FROM battles WHERE id = ?", (b.id,)).fetchone()
    assert text == '{"a": {"c": 3, "d": 2}, "b": 1}'


async def test_readers_never_see_a_transaction_that_rolls_back(store: Store, world: World) -> None:
    """One connection serves every coroutine: a read running while another's transaction is
    half done must not see its rows (they may yet be rolled back)."""
    b = await new_battle(store, campaign_id=world.campaign_id)
    failing = Finish(
        outcome={"winner": "attacker"},
        changes=CampaignChanges(
            resource_deltas={world.france.id: {"gold": 100}},
            regions={"flanders": RegionChange(holdings_deltas={world.spain.id: {"army": -9}})},
        ),
    )

    async def reader() -> list[tuple[int, object]]:
        seen = []
        for _ in range(30):
            battle = await store.get_battle(GUILD_A, b.id)
            france = await store.get_faction(GUILD_A, world.france.id)
            seen.append((len(battle.answers), france.resources["gold"]))
        return seen

    results = await asyncio.gather(
        store.append_answer(
            GUILD_A, b.id, expected_count=0, answer=answer(0), user_id=ALICE, finish=failing
        ),
        reader(),
        reader(),
        return_exceptions=True,
    )
    assert isinstance(results[0], NegativeCount)
    for seen in results[1:]:
        assert seen == [(0, 5)] * 30


async def test_called_battles_are_the_active_ones_with_a_call_in_this_guild(store: Store) -> None:
    called, _quiet, over = [await new_battle(store) for _ in range(3)]
    for battle in (called, over):
        await store.set_battle_shown(GUILD_A, battle.id, call_since="2026-11-27T10:00:00+00:00")
    await store.cancel_battle(GUILD_A, over.id, user_id=ALICE)
    await store.append_answer(GUILD_A, called.id, expected_count=0, answer=answer(0), user_id=BOB)
    elsewhere = await store.create_battle(
        GUILD_B, game="demo", setup=SETUP, seed="cafe", channel_id=CHANNEL, created_by=ALICE
    )
    await store.set_battle_shown(GUILD_B, elsewhere.id, call_since="2026-11-27T10:00:00+00:00")
    (found,) = await store.called_battles(GUILD_A)
    assert (found.id, found.campaign_id) == (called.id, None)
    assert found.shown["call_since"].startswith("2026-11-27")
