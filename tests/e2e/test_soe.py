"""End to end: a Struggle of Empires quick battle with one ally per side, played by clicks."""

from __future__ import annotations

import json
import sqlite3

from bot.engine import replay
from bot.loopback.reading import (
    button,
    buttons,
    form_labels,
    form_values,
    pinged,
    text,
)
from cogs.soe.rules import RULESET
from tests.records import ANSWERS


def button_of_type(message: dict, kind: int, index: int) -> str:
    """The custom_id of the index-th component of a type (5: a member select)."""
    found = [c for row in message["components"] for c in row["components"] if c["type"] == kind]
    return found[index]["custom_id"]


async def play_by_clicks(world, panel_id: int, people: dict[int, object]) -> list[str]:
    """Answer every ask as the pinged player would: units and tiles in the force form (two
    armies and a fleet), join, fight, confirm."""
    lb = world.lb
    seen: list[str] = []
    for _ in range(40):
        panel = lb.message(panel_id)
        if not buttons(panel):
            return seen
        (user_id,) = pinged(panel)[:1]
        user = people[user_id]
        labels = [b.get("label") or "" for b in buttons(panel)]
        seen.append(" | ".join(labels))
        if "Your units and tiles" in text(panel):
            opened = await lb.click(user, panel_id, button(panel, "Change"))
            assert opened.modal is not None, opened.content
            units = {"Armies": 2, "Fleets": 1}  # a land area's form has no Fleets
            units = {u: n for u, n in units.items() if u in form_labels(opened.modal)}
            sent = await lb.submit_modal(user, opened, form_values(opened.modal, units))
            assert not sent.ephemeral, sent.content
            continue
        label = next(
            (w for w in ("Confirm", "Join", "Yes") if any(x.startswith(w) for x in labels)), None
        )
        custom_id = button(panel, label) if label else buttons(panel)[0]["custom_id"]
        result = await lb.click(user, panel_id, custom_id)
        assert not result.ephemeral, result.content
    raise AssertionError("the battle did not end in 40 clicks")


async def test_a_quick_battle_with_an_ally_per_side(world):
    lb = world.lb
    dave = lb.add_user("dave")
    people = {u.id: u for u in (world.alice, world.bob, world.carol, dave)}
    lobby = await lb.slash(world.alice, "soe battle", {"area": "india", "defender": world.bob})
    assert not lobby.ephemeral
    selects = [
        c["custom_id"] for row in lobby.components for c in row["components"] if c["type"] == 5
    ]
    assert len(selects) == 2  # one member select per side
    attacker_select = selects[0]
    wrong = await lb.select(world.bob, lobby.message_id, attacker_select, [world.carol])
    assert wrong.ephemeral and "Only" in wrong.content
    twice = await lb.select(world.alice, lobby.message_id, attacker_select, [world.bob])
    assert twice.ephemeral and "only one part" in twice.content
    await lb.select(world.alice, lobby.message_id, attacker_select, [world.carol])
    shown = lb.message(lobby.message_id)
    await lb.select(world.bob, shown, button_of_type(shown, 5, 1), [dave])
    shown = lb.message(lobby.message_id)
    assert f"<@{world.carol.id}>" in text(shown) and f"<@{dave.id}>" in text(shown)
    early = await lb.click(world.bob, shown, button(shown, "Start"))
    assert early.ephemeral and "Only" in early.content
    started = await lb.click(world.alice, shown, button(shown, "Start"))
    assert (
        started.type == 7 and started.message_id == lobby.message_id
    )  # the lobby becomes the panel
    with sqlite3.connect(world.db) as db:  # recorded with the battle, before the reply
        assert db.execute("SELECT message_id FROM battles").fetchall() == [(lobby.message_id,)]
    intruder = await lb.click(dave, started.message_id, started.custom_ids()[0])
    assert intruder.ephemeral and "Only" in intruder.content

    seen = await play_by_clicks(world, started.message_id, people)
    assert any("Join" in s for s in seen)  # each ally was asked to join
    assert any("Yes" in s for s in seen)  # the naval fight was offered

    with sqlite3.connect(world.db) as db:
        status, answers, outcome, seed, setup, entropy = db.execute(
            f"SELECT status, {ANSWERS}, outcome, seed, setup, entropy FROM battles"
        ).fetchone()
    assert status == "finished"
    final = lb.message(started.message_id)
    verified = await lb.click(world.alice, final, "sgv:1")
    assert verified.ephemeral and seed in verified.content
    expected = replay(
        RULESET, json.loads(setup), seed, json.loads(answers), entropy=entropy
    ).outcome
    assert json.loads(outcome) == expected.to_dict()
    seats_who_answered = {a["seat"] for a in json.loads(answers)}
    assert {"attacker", "defender", "attacker_ally", "defender_ally"} <= seats_who_answered


async def test_odds_answer_at_once_and_refuse_a_bad_area(world):
    lb = world.lb
    r = await lb.slash(
        world.alice,
        "soe odds",
        {"area": "india", "attacker_armies": 2, "attacker_fleets": 1, "defender_armies": 1},
    )
    shown = text(r.message)
    assert "Attacker wins" in shown and "%" in shown
    names = sorted(a["filename"] for a in r.message["attachments"])
    assert names[0] == "losses-attacker.png" and "odds.png" in names  # the charts come along
    for attachment in r.message["attachments"]:
        assert lb.world.attachments[int(attachment["id"])][:8] == b"\x89PNG\r\n\x1a\n"
    with_allies = await lb.slash(
        world.alice,
        "soe odds",
        {
            "area": "india",
            "attacker_armies": 2,
            "attacker_allies": "1 army",
            "defender_allies": "1 fleet",
            "attacker_alliance_land": 1,
        },
    )
    assert with_allies.ephemeral and "Attacker wins" in text(with_allies.message)
    assert "ally" in text(with_allies.message).lower()  # the inputs are repeated, allies too
    assert text(with_allies.message) != shown
    bad = await lb.slash(world.alice, "soe odds", {"area": "atlantis"})
    assert bad.ephemeral
    choices = await lb.autocomplete(world.alice, "soe battle", "area", "ger")
    assert [c["value"] for c in choices] == ["german_states"]


def campaign_state(world) -> tuple[dict, dict]:
    """(faction name -> resources, faction name -> India holdings) straight from the database."""
    with sqlite3.connect(world.db) as db:
        factions = {
            fid: (name, json.loads(res))
            for fid, name, res in db.execute("SELECT id, name, resources FROM factions")
        }
        row = db.execute("SELECT holdings FROM regions WHERE key = 'india'").fetchone()
    holdings = json.loads(row[0]) if row else {}
    return (
        {name: res for name, res in factions.values()},
        {factions[int(fid)][0]: units for fid, units in holdings.items()},
    )


async def test_a_campaign_attack_changes_the_campaign_and_survives_a_restart(world):
    lb = world.lb
    gm, alice, bob = world.gm, world.alice, world.bob
    people = {u.id: u for u in (alice, bob)}
    await lb.slash(gm, "campaign create", {"name": "Empires", "game": "soe"})
    await lb.slash(alice, "campaign join", {"faction": "Britain"})
    await lb.slash(bob, "campaign join", {"faction": "France"})

    refused = await lb.slash(
        alice, "soe setup units", {"faction": "Britain", "area": "india", "armies": 3}
    )
    assert refused.ephemeral and "game master" in refused.content
    for faction, units in {
        "Britain": {"armies": 3, "fleets": 2},
        "France": {"armies": 2, "fleets": 1, "forts": 1, "control": 1},
    }.items():
        placed = await lb.slash(
            gm, "soe setup units", {"faction": faction, "area": "india", **units}
        )
        assert not placed.ephemeral
    await lb.slash(gm, "soe setup faction", {"faction": "Britain", "gold": 5, "army_training": 1})
    await lb.slash(gm, "soe setup faction", {"faction": "France", "gold": 1})

    rules = await lb.slash(gm, "soe setup rules", {"naval_losses_unrest": False})
    assert "naval losses unrest: no" in rules.content
    with sqlite3.connect(world.db) as db:
        (settings,) = db.execute("SELECT settings FROM campaigns").fetchone()
    assert json.loads(settings) == {"naval_losses_unrest": False}
    await lb.slash(gm, "soe setup rules", {"naval_losses_unrest": True})

    poor = await lb.slash(bob, "soe attack", {"area": "india", "defender": "Britain"})
    assert poor.ephemeral and "2 gold" in poor.content
    nowhere = await lb.slash(alice, "soe attack", {"area": "africa", "defender": "France"})
    assert nowhere.ephemeral and "no army or fleet" in nowhere.content
    before_resources, before_holdings = campaign_state(world)

    started = await lb.slash(alice, "soe attack", {"area": "india", "defender": "France"})
    assert not started.ephemeral
    resources, _ = campaign_state(world)
    assert resources["Britain"]["gold"] == 3  # charged when the attack is declared

    # Both sides have fleets: the attacker is asked whether to fight at sea. Then a restart.
    panel = lb.message(started.message_id)
    assert f"<@{alice.id}>" in panel["content"]
    await lb.click(alice, started.message_id, button(panel, "Yes"))
    await lb.restart_bot()
    await lb.wait_ready(commands=True)
    await play_by_clicks(world, started.message_id, people)

    with sqlite3.connect(world.db) as db:
        status, outcome = db.execute("SELECT status, outcome FROM battles").fetchone()
    assert status == "finished"
    outcome = json.loads(outcome)
    after_resources, after_holdings = campaign_state(world)
    names = {"attacker": "Britain", "defender": "France"}
    for seat, name in names.items():
        lost = outcome["losses"].get(seat, {})
        for unit in ("armies", "fleets", "forts"):
            expected = before_holdings[name].get(unit, 0) - lost.get(unit, 0)
            assert after_holdings[name].get(unit, 0) == expected, (name, unit)
        unrest = sum(lost.values())
        assert after_resources[name].get("unrest", 0) == unrest
    placed = outcome["details"]["control_marker_placed"] == "attacker"
    assert after_holdings["Britain"].get("control", 0) == int(placed)
    assert after_holdings["France"].get("control", 0) == 1 - int(placed)
    status = await lb.slash(bob, "campaign status", {})
    assert "**India**" in text(status.message) and "Britain" in text(status.message)
