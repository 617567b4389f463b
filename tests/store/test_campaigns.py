"""Campaigns, factions and regions."""

from __future__ import annotations

import dataclasses

import pytest

from bot.store import (
    UNCHANGED,
    AlreadyJoined,
    DuplicateName,
    NegativeCount,
    NotFound,
    Store,
)
from tests.store.conftest import ALICE, BOB, GUILD_A, GUILD_B


async def test_create_and_read_back(store: Store) -> None:
    created = await store.create_campaign(
        GUILD_A, "soe", "  Europa 1700 ", gm_user_id=ALICE, settings={"rounds": 3, "a": [1]}
    )
    assert created.name == "Europa 1700"
    assert created.settings == {"rounds": 3, "a": [1]}
    assert created.gm_user_id == ALICE and created.status == "active"
    assert created.created_at.endswith("+00:00")
    assert await store.get_campaign(GUILD_A, created.id) == created
    assert await store.find_campaign(GUILD_A, "EUROPA   1700") == created
    with pytest.raises(dataclasses.FrozenInstanceError):
        created.name = "x"  # type: ignore[misc]


async def test_duplicate_name_refused_in_guild_allowed_elsewhere(store: Store) -> None:
    await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=ALICE)
    with pytest.raises(DuplicateName):
        await store.create_campaign(GUILD_A, "civ", "EUROPA", gm_user_id=BOB)
    other = await store.create_campaign(GUILD_B, "soe", "Europa", gm_user_id=BOB)
    assert other.guild_id == GUILD_B
    assert len(await store.list_campaigns(GUILD_A)) == 1


async def test_names_are_case_insensitive_beyond_ascii(store: Store) -> None:
    await store.create_campaign(GUILD_A, "bag", "Київ", gm_user_id=ALICE)
    with pytest.raises(DuplicateName):
        await store.create_campaign(GUILD_A, "bag", "КИЇВ", gm_user_id=ALICE)
    found = await store.find_campaign(GUILD_A, "київ")
    assert found is not None and found.name == "Київ"


async def test_list_filters_by_game_and_archive(store: Store) -> None:
    europa = await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=ALICE)
    await store.create_campaign(GUILD_A, "civ", "Antiquity", gm_user_id=ALICE)
    assert [c.name for c in await store.list_campaigns(GUILD_A)] == ["Antiquity", "Europa"]
    assert [c.name for c in await store.list_campaigns(GUILD_A, game="soe")] == ["Europa"]

    archived = await store.archive_campaign(GUILD_A, europa.id)
    assert archived.status == "archived" and archived.archived_at is not None
    assert [c.name for c in await store.list_campaigns(GUILD_A)] == ["Antiquity"]
    listed = await store.list_campaigns(GUILD_A, include_archived=True)
    assert [c.name for c in listed] == ["Antiquity", "Europa"]
    with pytest.raises(DuplicateName):  # an archived campaign keeps its name
        await store.create_campaign(GUILD_A, "soe", "europa", gm_user_id=ALICE)


async def test_update_settings_replaces(store: Store) -> None:
    c = await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=ALICE, settings={"a": 1})
    updated = await store.update_campaign_settings(GUILD_A, c.id, {"b": 2})
    assert updated.settings == {"b": 2}
    assert (await store.get_campaign(GUILD_A, c.id)).settings == {"b": 2}
    with pytest.raises(NotFound):
        await store.update_campaign_settings(GUILD_A, c.id + 100, {"b": 2})


async def test_join_leave_and_list(store: Store) -> None:
    c = await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=ALICE)
    france = await store.join_campaign(GUILD_A, c.id, ALICE, "France", resources={"gold": 5})
    assert france.resources == {"gold": 5} and france.data == {} and france.active
    with pytest.raises(AlreadyJoined):
        await store.join_campaign(GUILD_A, c.id, ALICE, "Spain")
    with pytest.raises(DuplicateName):
        await store.join_campaign(GUILD_A, c.id, BOB, "fRANCE")
    spain = await store.join_campaign(GUILD_A, c.id, BOB, "Spain")
    neutral = await store.join_campaign(GUILD_A, c.id, None, "Venice")
    another_neutral = await store.join_campaign(GUILD_A, c.id, None, "Genoa")
    assert neutral.user_id is None and another_neutral.user_id is None

    assert [f.name for f in await store.list_factions(GUILD_A, c.id)] == [
        "France",
        "Spain",
        "Venice",
        "Genoa",
    ]
    assert await store.faction_of(GUILD_A, c.id, BOB) == spain

    left = await store.leave_campaign(GUILD_A, c.id, ALICE)
    assert left is not None and left.id == france.id and left.left_at is not None
    assert await store.leave_campaign(GUILD_A, c.id, ALICE) is None
    assert await store.faction_of(GUILD_A, c.id, ALICE) is None
    assert [f.name for f in await store.list_factions(GUILD_A, c.id)] == [
        "Spain",
        "Venice",
        "Genoa",
    ]
    everyone = await store.list_factions(GUILD_A, c.id, include_left=True)
    assert [f.name for f in everyone] == ["France", "Spain", "Venice", "Genoa"]

    # Having left, Alice may join again; the name of a faction that left is free again.
    again = await store.join_campaign(GUILD_A, c.id, ALICE, "France")
    assert again.id != france.id


async def test_join_unknown_campaign(store: Store) -> None:
    with pytest.raises(NotFound):
        await store.join_campaign(GUILD_A, 12345, ALICE, "France")


async def test_set_faction_replaces_only_given_fields(store: Store) -> None:
    c = await store.create_campaign(GUILD_A, "civ", "Antiquity", gm_user_id=ALICE)
    f = await store.join_campaign(
        GUILD_A, c.id, ALICE, "Rome", resources={"trade": 1}, data={"tiles": ["a"]}
    )
    after = await store.set_faction(GUILD_A, f.id, resources={"trade": 4})
    assert after.resources == {"trade": 4} and after.data == {"tiles": ["a"]}
    after = await store.set_faction(GUILD_A, f.id, data={"tiles": []})
    assert after.resources == {"trade": 4} and after.data == {"tiles": []}
    assert await store.get_faction(GUILD_A, f.id) == after


async def test_upsert_region_changes_only_given_fields(store: Store) -> None:
    c = await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=ALICE)
    f = await store.join_campaign(GUILD_A, c.id, ALICE, "France")
    created = await store.upsert_region(GUILD_A, c.id, "flanders")
    assert (created.name, created.owner, created.holdings, created.data) == (
        "flanders",
        None,
        {},
        {},
    )

    r = await store.upsert_region(
        GUILD_A,
        c.id,
        "flanders",
        name="Flanders",
        owner=f.id,
        holdings={f.id: {"army": 2, "fleet": 0}},
    )
    assert r.owner == f.id
    assert r.holdings == {str(f.id): {"army": 2}}  # JSON keys are strings; zeros dropped
    r = await store.upsert_region(GUILD_A, c.id, "flanders", data={"fort": True})
    assert (r.name, r.owner, r.holdings, r.data) == (
        "Flanders",
        f.id,
        {str(f.id): {"army": 2}},
        {"fort": True},
    )
    r = await store.upsert_region(GUILD_A, c.id, "flanders", owner=UNCHANGED)
    assert r.owner == f.id
    r = await store.upsert_region(GUILD_A, c.id, "flanders", owner=None)
    assert r.owner is None and r.name == "Flanders"

    await store.upsert_region(GUILD_A, c.id, "alsace")
    assert [x.key for x in await store.list_regions(GUILD_A, c.id)] == ["alsace", "flanders"]
    assert await store.get_region(GUILD_A, c.id, "flanders") == r


async def test_upsert_region_refuses_bad_factions_and_counts(store: Store) -> None:
    c = await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=ALICE)
    other = await store.create_campaign(GUILD_A, "soe", "Asia", gm_user_id=ALICE)
    stranger = await store.join_campaign(GUILD_A, other.id, BOB, "Persia")
    with pytest.raises(NotFound):  # a faction of another campaign
        await store.upsert_region(GUILD_A, c.id, "flanders", owner=stranger.id)
    with pytest.raises(NotFound):
        await store.upsert_region(GUILD_A, c.id, "flanders", holdings={stranger.id: {"army": 1}})
    mine = await store.join_campaign(GUILD_A, c.id, ALICE, "France")
    with pytest.raises(NegativeCount):
        await store.upsert_region(GUILD_A, c.id, "flanders", holdings={mine.id: {"army": -1}})
    with pytest.raises(ValueError):
        await store.upsert_region(GUILD_A, c.id, "flanders", holdings={mine.id: {"army": 1.5}})
    assert await store.list_regions(GUILD_A, c.id) == []
