"""End to end: a Civilization campaign — the game master sets squares, figures, standing forces
and holdings; a player builds a unit and attacks a city with `/civ attack`; the battle is played by
clicks; its end moves figures, sends the killed units back to the market, razes the city and
moves the loot between the factions. No message anyone else could see names a card before it is
played, and `/campaign status` shows the standing forces only as counts."""

from __future__ import annotations

import json
import sqlite3
from collections import Counter

from bot.loopback.reading import buttons, text
from tests.e2e.test_civ import Secrets, assert_no_unplayed_card_shown, play_battle, replayed


def campaign_rows(world) -> tuple[dict, dict]:
    """(regions by key: (owner name, holdings by faction name, data), factions by name:
    (resources, data)) straight from the database."""
    with sqlite3.connect(world.db) as db:
        factions = {
            name: (fid, json.loads(res), json.loads(data))
            for fid, name, res, data in db.execute("SELECT id, name, resources, data FROM factions")
        }
        names = {fid: name for name, (fid, _, _) in factions.items()}
        rows = db.execute("SELECT key, owner, holdings, data FROM regions").fetchall()
    regions = {
        key: (
            names.get(owner),
            {names[int(f)]: units for f, units in json.loads(holdings).items()},
            json.loads(data),
        )
        for key, owner, holdings, data in rows
    }
    return regions, {n: (r, d) for n, (_, r, d) in factions.items()}


async def test_a_campaign_battle_moves_standing_forces_figures_and_loot(world):
    lb, gm, alice, bob = world.lb, world.gm, world.alice, world.bob
    made = await lb.slash(gm, "campaign create", {"name": "Ancient", "game": "civ"})
    assert not made.ephemeral, made.content
    await lb.slash(alice, "campaign join", {"faction": "Rome"})
    await lb.slash(bob, "campaign join", {"faction": "Babylon"})

    refused = await lb.slash(alice, "civ setup square", {"name": "Plains"})
    assert refused.ephemeral and "game master" in refused.content
    await lb.slash(gm, "civ setup square", {"name": "Plains"})
    city = await lb.slash(
        gm,
        "civ setup square",
        {"name": "Babylon", "owner": "Babylon", "city": "civ_city", "academies": 1},
    )
    assert not city.ephemeral and "Babylon" in city.content
    await lb.slash(gm, "civ setup figures", {"faction": "Rome", "square": "plains", "armies": 3})
    await lb.slash(
        gm, "civ setup figures", {"faction": "Babylon", "square": "babylon", "armies": 1}
    )
    rome = await lb.slash(
        gm, "civ setup forces", {"faction": "Rome", "cards": "infantry 3, mounted 3, artillery 3"}
    )
    assert rome.ephemeral and "Infantry 3" in rome.content  # the cards: privately, to the GM
    babylon = await lb.slash(
        gm, "civ setup forces", {"faction": "Babylon", "cards": "artillery 1, mounted 1"}
    )
    assert babylon.ephemeral
    await lb.slash(gm, "civ setup resources", {"faction": "Babylon", "trade": 5, "iron": 1})
    await lb.slash(gm, "civ setup faction", {"faction": "Babylon", "academies": 1})

    built = await lb.slash(alice, "civ build", {"unit": "civ_infantry"})
    assert built.ephemeral and "You build" in built.content
    mine = await lb.slash(alice, "civ forces", {})
    assert mine.ephemeral and "4 cards" in mine.content
    status = await lb.slash(bob, "campaign status", {})
    shown = text(status.message)
    assert "Rome 4 cards" in shown and "Babylon 2 cards" in shown
    assert "Infantry 3" not in shown and "Spearman 3" not in shown, shown

    far = await lb.slash(
        alice, "civ attack", {"square": "babylon", "armies": 5, "origin": "plains"}
    )
    assert far.ephemeral and "does not have that many" in far.content
    started = await lb.slash(
        alice, "civ attack", {"square": "babylon", "armies": 2, "origin": "plains"}
    )
    assert not started.ephemeral, started.content
    regions, _ = campaign_rows(world)
    assert regions["plains"][1]["Rome"] == {"armies": 1}  # moved in as the battle started
    assert regions["babylon"][1]["Rome"] == {"armies": 2}

    note = await lb.wait_for_message(
        world.guild.general,
        lambda m: any((b.get("custom_id") or "").startswith("civh:") for b in buttons(m)),
    )
    await lb.restart_bot()  # the battle, its panel and the 🂠 button carry on
    await lb.wait_ready(commands=True)
    hand_id = next(b["custom_id"] for b in buttons(note) if b["custom_id"].startswith("civh:"))
    seen = await lb.click(alice, note["id"], hand_id)
    assert seen.ephemeral and "Battle Hand" in seen.content and "Archer 1" not in seen.content
    nosy = await lb.click(world.carol, note["id"], hand_id)
    assert nosy.ephemeral and "do not play" in nosy.content
    _, state, _ = replayed(world, 1)
    rome_hand = next(e for e in state.events if e.kind == "hand" and e["side"] == "attacker")
    names = {"infantry": "Spearman", "mounted": "Horseman", "artillery": "Archer"}
    secrets = Secrets(cards={
        alice.id: {f"{names[c.split('_')[0]]} {c.split('_')[1]}" for c in rome_hand["cards"]},
        bob.id: {"Archer 1", "Horseman 1"},
    })  # fmt: skip
    await play_battle(world, started.message_id, secrets)
    status_, state, outcome = replayed(world, 1)
    assert status_ == "finished" and outcome == state.outcome.to_dict()
    regions, factions = campaign_rows(world)
    killed = outcome["details"]["killed"]
    with sqlite3.connect(world.db) as db:
        (forces,) = db.execute("SELECT holdings FROM regions WHERE key = 'civ_forces'").fetchone()
    forces = json.loads(forces)
    rome_id, babylon_id = (factions_id(world, n) for n in ("Rome", "Babylon"))
    rome_left = Counter(forces.get(str(rome_id), {}))
    assert sum(rome_left.values()) == 4 - len(killed["attacker"])
    assert sum(Counter(forces.get(str(babylon_id), {})).values()) == 2 - len(killed["defender"])
    if outcome["winner"] == "attacker":
        owner, held, data = regions["babylon"]
        assert owner is None and data["city"] is None  # razed
        assert "Babylon" not in held
        assert factions["Babylon"][0]["trade"] == 2 and factions["Rome"][0]["trade"] == 3
        assert factions["Babylon"][0]["academies"] == 0  # its buildings back to the market
        assert factions["Rome"][0].get("iron") == 1 and factions["Babylon"][0]["iron"] == 0
        removed = outcome["details"]["removed"]["attacker"]["armies"]
        assert held["Rome"].get("armies", 0) == 2 - removed
    else:
        assert regions["babylon"][0] == "Babylon"
        assert "Rome" not in regions["babylon"][1]
    assert assert_no_unplayed_card_shown(world, secrets) > 10


def factions_id(world, name: str) -> int:
    with sqlite3.connect(world.db) as db:
        (fid,) = db.execute("SELECT id FROM factions WHERE name = ?", (name,)).fetchone()
    return int(fid)
