"""What no row can match finds nothing; a name with nothing visible in it is refused."""

from __future__ import annotations

import pytest

from bot.store import NotFound, Store
from bot.store.models import InvalidName, clean_name
from tests.store.conftest import ALICE, CHANNEL, GUILD_A

HUGE = 99_999_999_999_999_999_999  # 20 digits: SQLite integers stop at 2**63 - 1


async def test_ids_beyond_sqlite_integers_find_nothing(store: Store) -> None:
    campaign = await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=ALICE)
    await store.create_battle(
        GUILD_A, game="demo", setup={}, seed="s", channel_id=CHANNEL, created_by=ALICE
    )
    # float(HUGE): what discord.py's JSON parser (orjson) makes of an integer past 64 bits
    for big in (HUGE, 2**63, -(2**63) - 1, float(HUGE), -(2.0**64)):
        assert await store.get_battle(GUILD_A, big) is None
        assert await store.get_battle(big, 1) is None
        assert await store.get_campaign(GUILD_A, big) is None
        assert await store.get_faction(GUILD_A, big) is None
        assert await store.get_turn(GUILD_A, big) is None
        assert await store.faction_of(GUILD_A, campaign.id, big) is None
        assert await store.list_battles(GUILD_A, campaign_id=big) == []
        assert await store.list_factions(GUILD_A, big) == []
        assert await store.audit_log(GUILD_A, big) == []
        with pytest.raises(NotFound):
            await store.cancel_battle(GUILD_A, big, user_id=ALICE)
    # the largest id SQLite holds is an ordinary miss
    assert await store.get_battle(GUILD_A, 2**63 - 1) is None
    assert (await store.get_battle(GUILD_A, 1)) is not None


@pytest.mark.parametrize(
    "name", ["", "   ", "\u3000", "\u200b", "\u200b\u200d\ufeff", "\u3164", "\u2800", "\u0301"]
)
async def test_invisible_names_are_refused(store: Store, name: str) -> None:
    with pytest.raises(InvalidName):
        await store.create_campaign(GUILD_A, "soe", name, gm_user_id=ALICE)
    campaign = await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=ALICE)
    with pytest.raises(InvalidName):
        await store.join_campaign(GUILD_A, campaign.id, ALICE, name)
    with pytest.raises(ValueError):  # InvalidName is a ValueError, as before
        clean_name(name)
    assert await store.find_campaign(GUILD_A, name) is None
    assert await store.list_factions(GUILD_A, campaign.id) == []


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("\u3000Red\u3000 Banner ", "Red Banner"),
        ("Ελλάς", "Ελλάς"),
        ("🇮🇹", "🇮🇹"),
        ("a\u200bb", "a\u200bb"),
    ],
)
def test_visible_names_are_kept_with_their_spacing_tidied(typed: str, stored: str) -> None:
    assert clean_name(typed) == stored


async def test_two_joins_at_once_cannot_both_take_the_last_place(tmp_path) -> None:
    import asyncio

    from bot.store import CampaignFull, Store

    store = await Store.open(tmp_path / "full.db")
    try:
        campaign = await store.create_campaign(1, "soe", "Small", gm_user_id=None)
        await store.join_campaign(1, campaign.id, 10, "First", max_factions=2)
        results = await asyncio.gather(
            store.join_campaign(1, campaign.id, 11, "Second", max_factions=2),
            store.join_campaign(1, campaign.id, 12, "Third", max_factions=2),
            return_exceptions=True,
        )
        assert sum(isinstance(r, CampaignFull) for r in results) == 1
        assert len(await store.list_factions(1, campaign.id)) == 2
    finally:
        await store.close()
