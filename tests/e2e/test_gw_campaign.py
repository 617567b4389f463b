"""End to end: a Great War campaign — the game master sets territories and units, a player attacks
with `/gw attack`, the battle is played by clicks across a restart, and its end changes the
campaign (owner, units, contested state)."""

from __future__ import annotations

import json
import sqlite3

from bot.loopback.reading import button, buttons, text
from tests.e2e.test_gw import assert_replays, confirm_everything, play


def territories(world) -> dict[str, tuple]:
    """key -> (owner faction name, {faction name: units}, data) straight from the database."""
    with sqlite3.connect(world.db) as db:
        names = dict(db.execute("SELECT id, name FROM factions"))
        rows = db.execute("SELECT key, owner, holdings, data FROM regions").fetchall()
    return {
        key: (
            names.get(owner),
            {names[int(f)]: units for f, units in json.loads(holdings).items()},
            json.loads(data),
        )
        for key, owner, holdings, data in rows
    }


async def test_a_campaign_attack_changes_the_territories_and_survives_a_restart(world):
    lb = world.lb
    gm, alice, bob = world.gm, world.alice, world.bob
    await lb.slash(gm, "campaign create", {"name": "Western Front", "game": "gw"})
    await lb.slash(alice, "campaign join", {"faction": "Germany"})
    await lb.slash(bob, "campaign join", {"faction": "France"})

    refused = await lb.slash(alice, "gw setup territory", {"name": "Alsace"})
    assert refused.ephemeral and "game master" in refused.content
    done = await lb.slash(
        gm, "gw setup territory",
        {"name": "Alsace", "owner": "Germany", "value": 2, "adjacent": "Lorraine"},
    )  # fmt: skip
    assert not done.ephemeral and "Alsace" in done.content
    await lb.slash(gm, "gw setup territory", {"name": "Lorraine", "owner": "France", "value": 4})
    await lb.slash(
        gm, "gw setup units", {"faction": "Germany", "territory": "alsace",
                               "units": "6 infantry, 2 artillery"},
    )  # fmt: skip
    placed = await lb.slash(
        gm, "gw setup units", {"faction": "France", "territory": "Lorraine", "units": "2 infantry"}
    )
    assert not placed.ephemeral and "Infantry ×2" in placed.content
    standing = await lb.slash(bob, "gw standing", {"losses": "gw_cheapest"})
    assert standing.ephemeral and "cheapest first" in standing.content

    far = await lb.slash(bob, "gw attack", {"territory": "alsace", "origin": "paris"})
    assert far.ephemeral
    started = await lb.slash(alice, "gw attack", {"territory": "lorraine"})
    assert not started.ephemeral, started.content

    await lb.restart_bot()
    await lb.wait_ready(commands=True)
    decisions: list[str] = []

    def decide(panel, labels):
        if any(label.startswith("Fight on") for label in labels):
            decisions.append("decision")
            return next(label for label in labels if label.startswith("Fight on"))
        return confirm_everything(panel, labels)

    await play(world, started.message_id, decide)
    answers = assert_replays(world, 1)
    assert all(a["seat"] == "attacker" for a in answers)  # France's losses by its standing rule

    with sqlite3.connect(world.db) as db:
        (outcome,) = db.execute("SELECT outcome FROM battles").fetchone()
    details = json.loads(outcome)["details"]
    after = territories(world)
    owner, held, data = after["lorraine"]
    alive = {u: n for u, n in details["survivors"]["attacker"].items() if n}
    if details["result"] == "attacker_win":
        assert owner == "Germany" and held.get("Germany") == alive
        assert "France" not in held and data["contested"] is False
    elif details["result"] == "contested":
        assert owner == "France" and data["contested"] is True and data["income"] == 2
    else:
        assert owner == "France"
        assert held["France"] == {"infantry": details["survivors"]["defender"]["infantry"]}
    assert "artillery" not in after["alsace"][1].get("Germany", {})  # it went to the battle

    status = await lb.slash(bob, "campaign status", {})
    shown = text(status.message)
    assert "**Lorraine**" in shown and "income" in shown


def faction_data(world, name: str) -> dict:
    with sqlite3.connect(world.db) as db:
        (data,) = db.execute("SELECT data FROM factions WHERE name = ?", (name,)).fetchone()
    return json.loads(data)


async def test_the_game_master_sets_a_factions_technologies_and_an_attack_uses_them(world):
    lb = world.lb
    gm, alice, bob = world.gm, world.alice, world.bob
    await lb.slash(gm, "campaign create", {"name": "Western Front", "game": "gw"})
    await lb.slash(alice, "campaign join", {"faction": "Germany"})
    await lb.slash(bob, "campaign join", {"faction": "France"})

    refused = await lb.slash(
        alice, "gw setup faction", {"faction": "Germany", "technologies": "gas"}
    )
    assert refused.ephemeral and "game master" in refused.content
    wrong = await lb.slash(gm, "gw setup faction", {"faction": "Germany", "technologies": "laser"})
    assert wrong.ephemeral and "laser" in wrong.content and "Heavy Bomber" in wrong.content
    done = await lb.slash(
        gm, "gw setup faction", {"faction": "Germany", "technologies": "heavy, Gas"}
    )
    assert not done.ephemeral and "Gas, Heavy Bomber" in done.content, done.content
    assert faction_data(world, "Germany")["technologies"] == ["gas", "heavy_bomber"]
    status = await lb.slash(bob, "campaign status", {})
    germany, france = (
        line
        for line in text(status.message).splitlines()
        if "Germany**" in line or "France**" in line
    )
    assert "Gas, Heavy Bomber" in germany and "Gas" not in france

    await lb.slash(
        gm, "gw setup territory",
        {"name": "Alsace", "owner": "Germany", "value": 2, "adjacent": "Lorraine"},
    )  # fmt: skip
    await lb.slash(gm, "gw setup territory", {"name": "Lorraine", "owner": "France", "value": 4})
    await lb.slash(
        gm, "gw setup units", {"faction": "Germany", "territory": "alsace",
                               "units": "2 infantry, 1 artillery"},
    )  # fmt: skip
    await lb.slash(
        gm, "gw setup units", {"faction": "France", "territory": "lorraine", "units": "1 infantry"}
    )
    started = await lb.slash(alice, "gw attack", {"territory": "lorraine"})
    assert not started.ephemeral, started.content
    with sqlite3.connect(world.db) as db:
        (setup,) = db.execute("SELECT setup FROM battles").fetchone()
    assert json.loads(setup)["attackers"][0]["technologies"] == ["gas", "heavy_bomber"]

    cleared = await lb.slash(gm, "gw setup faction", {"faction": "Germany", "technologies": "0"})
    assert "none" in cleared.content
    assert faction_data(world, "Germany")["technologies"] == []


async def test_a_naval_invasion_from_a_sea_zone_lands_and_occupies(world):
    lb = world.lb
    gm, alice, bob = world.gm, world.alice, world.bob
    await lb.slash(gm, "campaign create", {"name": "Western Front", "game": "gw"})
    await lb.slash(alice, "campaign join", {"faction": "Germany"})
    await lb.slash(bob, "campaign join", {"faction": "France"})
    await lb.slash(gm, "gw setup territory", {"name": "Channel", "sea": True})
    await lb.slash(
        gm, "gw setup territory",
        {"name": "Normandy", "owner": "France", "value": 3, "adjacent": "Channel"},
    )  # fmt: skip
    await lb.slash(
        gm, "gw setup units", {"faction": "Germany", "territory": "channel",
                               "units": "4 infantry, 2 transport, 2 dreadnought"},
    )  # fmt: skip
    await lb.slash(
        gm, "gw setup units", {"faction": "France", "territory": "normandy", "units": "1 infantry"}
    )
    wrong = await lb.slash(alice, "gw attack", {"territory": "normandy", "origin": "normandy",
                                                "invasion": True})  # fmt: skip
    assert wrong.ephemeral and "sea zone" in wrong.content, wrong.content
    started = await lb.slash(alice, "gw attack", {"territory": "normandy", "invasion": True})
    assert not started.ephemeral, started.content
    await play(world, started.message_id, confirm_everything)
    assert_replays(world, 1)

    with sqlite3.connect(world.db) as db:
        (outcome,) = db.execute("SELECT outcome FROM battles").fetchone()
    details = json.loads(outcome)["details"]
    after = territories(world)
    assert after["channel"][1]["Germany"] == {"transport": 2, "dreadnought": 2}  # offshore
    owner, held, _ = after["normandy"]
    if details["result"] == "attacker_win":
        alive = {u: n for u, n in details["survivors"]["attacker"].items() if n}
        assert owner == "Germany" and held["Germany"] == alive
    else:
        assert owner == "France"


async def test_a_captured_ports_fleet_evacuates_by_a_button_into_a_naval_battle(world):
    lb = world.lb
    gm, alice, bob, carol = world.gm, world.alice, world.bob, world.carol
    await lb.slash(gm, "campaign create", {"name": "Western Front", "game": "gw"})
    await lb.slash(alice, "campaign join", {"faction": "Germany"})
    await lb.slash(bob, "campaign join", {"faction": "France"})
    await lb.slash(gm, "gw setup territory", {"name": "Channel", "sea": True})
    await lb.slash(gm, "gw setup territory", {"name": "Biscay", "sea": True})
    await lb.slash(
        gm, "gw setup territory",
        {"name": "Brittany", "owner": "France", "value": 2, "adjacent": "Channel, Biscay"},
    )  # fmt: skip
    await lb.slash(
        gm, "gw setup territory",
        {"name": "Normandy", "owner": "Germany", "value": 2, "adjacent": "Brittany"},
    )  # fmt: skip
    units = {"normandy": "Germany:10 infantry", "brittany": "France:1 infantry, 2 cruiser",
             "channel": "Germany:1 dreadnought"}  # fmt: skip
    for territory, placed in units.items():
        faction, typed = placed.split(":")
        await lb.slash(
            gm, "gw setup units", {"faction": faction, "territory": territory, "units": typed}
        )
    started = await lb.slash(alice, "gw attack", {"territory": "brittany", "origin": "normandy"})
    assert not started.ephemeral, started.content
    await play(world, started.message_id, confirm_everything)
    assert territories(world)["brittany"][0] == "Germany"

    prompt = await lb.wait_for_message(
        world.guild.general, lambda m: "⚓" in (m.get("content") or "") and m.get("components")
    )
    assert f"<@{bob.id}>" in prompt["content"]
    assert [c["label"] for c in buttons(prompt)] == ["Biscay", "Channel"]
    stranger = await lb.click(carol, int(prompt["id"]), button(prompt, "Channel"))
    assert stranger.ephemeral and "France" in stranger.content
    assert territories(world)["brittany"][2]["evacuating"]  # nothing moved

    sailed = await lb.click(bob, int(prompt["id"]), button(prompt, "Channel"))
    assert not sailed.ephemeral, sailed.content
    with sqlite3.connect(world.db) as db:
        (setup,) = db.execute("SELECT setup FROM battles WHERE id = 2").fetchone()
    naval = json.loads(setup)
    assert naval["kind"] == "naval" and naval["campaign"]["factions"]["attacker"] != 1
    assert naval["attackers"][0]["units"] == {"cruiser": 2}
    assert not buttons(lb.message(int(prompt["id"])))  # the prompt's buttons are gone
    assert not territories(world)["brittany"][2].get("evacuating")
