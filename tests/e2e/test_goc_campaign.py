"""End to end: a Glory of Civilizations campaign — the game master places hexes with their
structures and damage and sets each faction's technologies, government and cubes; a player
attacks one hex from another with `/goc attack`, the battle is played by clicks across a restart,
and its end changes the campaign: units, the structures' damage, experience, the cubes spent."""

from __future__ import annotations

import json
import sqlite3

from bot.loopback.reading import buttons, pinged, text
from tests.e2e.test_goc import assert_replays


def campaign_state(world) -> tuple[dict, dict]:
    """(hex key -> (owner name, {faction name: units}, data), faction name -> resources)."""
    with sqlite3.connect(world.db) as db:
        names = dict(db.execute("SELECT id, name FROM factions"))
        rows = db.execute("SELECT key, owner, holdings, data FROM regions").fetchall()
        factions = {n: json.loads(r) for n, r in db.execute("SELECT name, resources FROM factions")}
    hexes = {
        key: (
            names.get(owner),
            {names[int(f)]: units for f, units in json.loads(holdings).items()},
            json.loads(data),
        )
        for key, owner, holdings, data in rows
    }
    return hexes, factions


async def test_a_campaign_siege_changes_the_hexes_and_the_factions(world):
    lb = world.lb
    gm, alice, bob = world.gm, world.alice, world.bob
    await lb.slash(gm, "campaign create", {"name": "Slava", "game": "goc"})
    await lb.slash(alice, "campaign join", {"faction": "Larysa"})
    await lb.slash(bob, "campaign join", {"faction": "Oleksandr"})

    refused = await lb.slash(alice, "goc setup hex", {"name": "Kyiv"})
    assert refused.ephemeral
    done = await lb.slash(
        gm, "goc setup hex",
        {"name": "Kyiv", "owner": "Oleksandr", "units": "2 swordsmen, 1 peasants",
         "structures": "city 1, wall, building"},
    )  # fmt: skip
    assert not done.ephemeral and "Kyiv" in done.content and "City (1 damage)" in done.content
    await lb.slash(gm, "goc setup hex", {"name": "Camp", "owner": "Larysa",
                                        "units": "4 spearmen, 3 swordsmen"})  # fmt: skip
    faction = await lb.slash(
        gm, "goc setup faction",
        {"faction": "Larysa", "technologies": "siege tower, tactics", "experience": 2},
    )  # fmt: skip
    assert not faction.ephemeral and "Siege Tower" in faction.content
    await lb.slash(gm, "goc setup faction", {"faction": "Oleksandr", "government": "goc_democracy"})
    rules = await lb.slash(gm, "goc setup rules", {"failed_check": "goc_discard"})
    assert "cubes out of the bag" in rules.content

    too_many = await lb.slash(alice, "goc attack", {"hex": "kyiv", "origin": "camp",
                                                  "experience_cubes": 5})  # fmt: skip
    assert too_many.ephemeral and "You have 2 experience cubes" in too_many.content
    started = await lb.slash(alice, "goc attack", {"hex": "kyiv", "origin": "camp",
                                                 "experience_cubes": 2})  # fmt: skip
    assert not started.ephemeral, started.content
    _, factions = campaign_state(world)
    assert factions["Larysa"]["experience"] == 0  # spent as the battle starts

    await lb.restart_bot()
    await lb.wait_ready(commands=True)
    people = {alice.id: alice, bob.id: bob}
    for _ in range(30):
        panel = lb.message(started.message_id)
        acting = [b for b in buttons(panel) if not b["custom_id"].startswith("sgo:")]
        if not acting:
            break
        user = people[pinged(panel)[0]]
        labels = [b.get("label") or "" for b in acting]
        choice = next(
            (label for label in labels if label.startswith(("Draw 3", "Yes", "Most destroyed"))),
            labels[0],
        )
        custom_id = next(b["custom_id"] for b in acting if b.get("label") == choice)
        result = await lb.click(user, started.message_id, custom_id)
        assert not result.ephemeral, result.content
    else:
        raise AssertionError("the battle did not end in 30 clicks")
    outcome = assert_replays(world, 1)
    details = outcome["details"]
    hexes, factions = campaign_state(world)
    owner, held, data = hexes["kyiv"]
    survivors = details["survivors"]["defender"]["kyiv"]
    assert held.get("Oleksandr", {}) == survivors
    assert data["structures"] == details["structures"]["defender"]["kyiv"]
    assert hexes["camp"][1]["Larysa"] == details["survivors"]["attacker"]["camp"]
    assert factions["Larysa"].get("warlike", 0) == len(details["achievements"]["attacker"])
    assert factions["Oleksandr"].get("experience", 0) == details["experience"]["defender"]
    status = await lb.slash(gm, "campaign status", {})
    assert "Kyiv" in text(status.message) and "Camp" in text(status.message)


async def test_the_readings_are_told_in_words(world):
    lb, gm = world.lb, world.gm
    defaults = await lb.slash(world.alice, "goc rules", {})
    assert defaults.ephemeral and "once per army" in defaults.content
    assert "cubes back into the bag" in defaults.content
    await lb.slash(gm, "campaign create", {"name": "Slava", "game": "goc"})
    await lb.slash(gm, "goc setup rules", {"bonus_per": "goc_unit"})
    chosen = await lb.slash(world.alice, "goc rules", {"campaign": "Slava"}, locale="uk")
    assert chosen.ephemeral and "бонус сили за кожен загін" in chosen.content


def first_select(panel: dict) -> dict | None:
    for row in panel.get("components", []):
        for c in row.get("components", []):
            if c.get("type") == 3 and not c["custom_id"].startswith("sgo:"):
                return c
    return None


async def test_a_corps_attack_meets_a_reaction_and_leaves_exhaustion(world):
    """Larysa attacks Kyiv with a corps from two hexes next to it; Oleksandr reacts by bringing his
    cavalry from Lviv into his corps (a select at the start); the army that reacted keeps its cube
    of exhaustion, which /campaign status shows on its hex."""
    lb, gm, alice, bob = world.lb, world.gm, world.alice, world.bob
    await lb.slash(gm, "campaign create", {"name": "Slava", "game": "goc"})
    await lb.slash(alice, "campaign join", {"faction": "Larysa"})
    await lb.slash(bob, "campaign join", {"faction": "Oleksandr"})
    placed = [("Kyiv", "Oleksandr", "2 swordsmen"), ("Lviv", "Oleksandr", "3 cavalry"),
              ("Camp", "Larysa", "3 spearmen"), ("Hill", "Larysa", "2 archers"),
              ("Far", "Larysa", "1 archers")]  # fmt: skip
    for name, owner, units in placed:
        await lb.slash(gm, "goc setup hex", {"name": name, "owner": owner, "units": units})
    linked = await lb.slash(gm, "goc setup hex", {"name": "kyiv", "neighbours": "lviv, camp, hill"})
    assert not linked.ephemeral, linked.content
    hexes, _ = campaign_state(world)
    assert sorted(hexes["kyiv"][2]["next"]) == ["camp", "hill", "lviv"]
    assert hexes["lviv"][2]["next"] == ["kyiv"]  # set both ways
    # no castle: a corps is one army («у нього ще немає побудованих замків»)
    one = await lb.slash(alice, "goc attack", {"hex": "kyiv", "origin": "camp", "origin2": "hill"})
    assert one.ephemeral and "at most 1 armies" in one.content
    await lb.slash(gm, "goc setup rules", {"corps_size": "goc_free"})
    far = await lb.slash(alice, "goc attack", {"hex": "kyiv", "origin": "camp", "origin2": "far"})
    assert far.ephemeral and "not next to" in far.content
    started = await lb.slash(alice, "goc attack", {"hex": "kyiv", "origin": "camp",
                                                 "origin2": "hill"})  # fmt: skip
    assert not started.ephemeral, started.content
    panel = lb.message(started.message_id)
    assert pinged(panel) == [bob.id] and "Reaction manoeuvre" in text(panel)
    select = first_select(panel)
    assert select is not None and [o["label"] for o in select["options"]] == ["Lviv"]
    value = select["options"][0]["value"]
    result = await lb.select(bob, started.message_id, select["custom_id"], [value])
    assert not result.ephemeral, result.content
    people = {alice.id: alice, bob.id: bob}
    for _ in range(20):
        panel = lb.message(started.message_id)
        acting = [b for b in buttons(panel) if not b["custom_id"].startswith("sgo:")]
        if not acting:
            break
        labels = [b.get("label") or "" for b in acting]
        choice = next((x for x in labels if x.startswith(("Draw 5", "Yes", "Most"))), labels[0])
        custom_id = next(b["custom_id"] for b in acting if b.get("label") == choice)
        await lb.click(people[pinged(panel)[0]], started.message_id, custom_id)
    else:
        raise AssertionError("the battle did not end in 20 clicks")
    outcome = assert_replays(world, 1)
    assert outcome["details"]["reaction"]["joined"] == {"lviv": {"cavalry": 3}}
    assert set(outcome["details"]["survivors"]["attacker"]) == {"camp", "hill"}
    hexes, _ = campaign_state(world)
    cavalry = outcome["details"]["survivors"]["defender"].get("lviv", {})
    assert hexes["lviv"][1].get("Oleksandr", {}) == cavalry
    status = text((await lb.slash(gm, "campaign status", {})).message)
    if cavalry:
        assert list(hexes["lviv"][2]["exhaustion"].values()) == [1]  # it reacted: 1 cube
        assert "exhaustion 1" in status
