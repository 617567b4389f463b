"""Migration 006: Struggle of Empires Alliance tiles stored per faction become "not placed yet"."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from bot.store import Store
from bot.store.schema import load_migrations

# SQLite only by nature: a data migration of rows from before PostgreSQL.
pytestmark = pytest.mark.sqlite_only


async def test_old_faction_tiles_are_kept_unplaced_and_other_games_untouched(
    db_path: Path,
) -> None:
    before_006 = [m for m in load_migrations() if m.version < 6]
    store = await Store.open(db_path, migrations=before_006)
    soe = await store.create_campaign(1, "soe", "Europa", gm_user_id=7)
    claim = await store.create_campaign(1, "claim", "Isles", gm_user_id=7)
    other_guild = await store.create_campaign(2, "soe", "Europa", gm_user_id=8)
    datas = {
        (1, soe.id, "Britain"): {"alliance": "North", "alliance_land": 2, "alliance_either": 1},
        (1, soe.id, "France"): {"army_training": 1, "alliance_land": 0, "alliance_sea": 0},
        (1, claim.id, "Picts"): {"alliance_land": 3},  # another game's key of the same name
        (2, other_guild.id, "Spain"): {"alliance_sea": 1},
    }
    ids = {}
    for (guild, campaign, name), data in datas.items():
        made = await store.join_campaign(guild, campaign, None, name, data=data)
        ids[name] = made.id
    await store.close()

    store = await Store.open(db_path)
    await store.close()
    with sqlite3.connect(db_path) as con:
        after = {
            fid: json.loads(data) for fid, data in con.execute("SELECT id, data FROM factions")
        }
    assert after[ids["Britain"]] == {
        "alliance": "North",
        "alliance_unplaced": {"land": 2, "sea": 0, "either": 1},
    }
    assert after[ids["France"]] == {"army_training": 1}
    assert after[ids["Picts"]] == {"alliance_land": 3}
    assert after[ids["Spain"]] == {"alliance_unplaced": {"land": 0, "sea": 1, "either": 0}}
