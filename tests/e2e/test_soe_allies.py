"""End to end: a Struggle of Empires campaign attack whose allies are asked by buttons.

Britain (alice) attacks France (bob) in India. Austria (erin) is Britain's ally, Spain (carol)
and Prussia (dave) are France's, each with units in India: all three are asked Join / Stay out
on the panel; Spain joins, the others stay out. Britain's Alliance tiles for India are offered
(and spent), not those it holds for Africa; every loss lands on its owner's campaign holdings.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3

from bot.engine import replay
from bot.loopback.reading import button, buttons, pinged, text
from cogs.soe.rules import RULESET
from tests.records import ANSWERS


def india(world) -> tuple[dict[str, dict], dict[str, dict]]:
    """(faction name -> resources, faction name -> India holdings)."""
    with sqlite3.connect(world.db) as db:
        factions = {
            fid: (name, json.loads(res))
            for fid, name, res in db.execute("SELECT id, name, resources FROM factions")
        }
        (raw,) = db.execute("SELECT holdings FROM regions WHERE key = 'india'").fetchone()
    held = {factions[int(fid)][0]: units for fid, units in json.loads(raw).items()}
    return {name: res for name, res in factions.values()}, held


async def test_a_campaign_attack_asks_every_ally_with_units_there(world):
    lb = world.lb
    gm, alice, bob, carol = world.gm, world.alice, world.bob, world.carol
    dave, erin = lb.add_user("dave"), lb.add_user("erin")
    people = {u.id: u for u in (alice, bob, carol, dave, erin)}
    await lb.slash(gm, "campaign create", {"name": "Empires", "game": "soe"})
    factions = {alice: "Britain", bob: "France", carol: "Spain", dave: "Prussia", erin: "Austria"}
    for user, name in factions.items():
        joined = await lb.slash(user, "campaign join", {"faction": name})
        assert not joined.ephemeral, joined.content
    placed = {
        "Britain": {"armies": 3, "fleets": 1, "alliance_land": 1},
        "France": {"armies": 2, "fleets": 1, "control": 1},
        "Spain": {"armies": 1},
        "Prussia": {"fleets": 1},
        "Austria": {"armies": 1},
    }
    for name, units in placed.items():
        done = await lb.slash(gm, "soe setup units", {"faction": name, "area": "india", **units})
        assert not done.ephemeral, done.content
    tiles_elsewhere = await lb.slash(
        gm, "soe setup units", {"faction": "Britain", "area": "africa", "alliance_land": 2}
    )
    assert "2 Alliance tiles (land)" in tiles_elsewhere.content  # shown per area
    for name, alliance in {"Britain": "North", "Austria": "North"}.items():
        await lb.slash(gm, "soe setup faction", {"faction": name, "alliance": alliance})
    for name in ("France", "Spain", "Prussia"):
        await lb.slash(gm, "soe setup faction", {"faction": name, "alliance": "South"})
    await lb.slash(gm, "soe setup faction", {"faction": "Britain", "gold": 5})
    status = await lb.slash(alice, "campaign status", {})
    assert "1 Alliance tile (land)" in text(status.message)  # India's, on the map
    _, before = india(world)

    started = await lb.slash(alice, "soe attack", {"area": "india", "defender": "France"})
    assert not started.ephemeral, started.content
    panel_id = started.message_id
    asked: list[str] = []
    stays_out = {erin.id, dave.id}
    for _ in range(40):
        panel = lb.message(panel_id)
        if not buttons(panel):
            break
        (user_id,) = pinged(panel)[:1]
        labels = [b.get("label") or "" for b in buttons(panel)]
        if "Stay out" in labels:
            asked.append(factions[people[user_id]])
            label = "Stay out" if user_id in stays_out else "Join"
        else:
            label = next(
                (w for w in ("Confirm", "Yes") if any(x.startswith(w) for x in labels)), None
            )
        custom_id = button(panel, label) if label else buttons(panel)[0]["custom_id"]
        clicked = await lb.click(people[user_id], panel_id, custom_id)
        assert not clicked.ephemeral, clicked.content
    else:
        raise AssertionError("the battle did not end in 40 clicks")
    assert asked == ["Austria", "Spain", "Prussia"]  # the attacker's ally first, then the two

    with sqlite3.connect(world.db) as db:
        status_, setup, seed, answers, entropy, outcome = db.execute(
            f"SELECT status, setup, seed, {ANSWERS}, entropy, outcome FROM battles"
        ).fetchone()
    assert status_ == "finished"
    setup, outcome = json.loads(setup), json.loads(outcome)
    assert set(setup["seats"]) == {
        "attacker",
        "defender",
        "attacker_ally",
        "defender_ally",
        "defender_ally_2",
    }
    assert setup["forces"]["attacker"]["alliance_land"] == 1  # India's tile only
    assert setup["forces"]["defender_ally"] == {"armies": 1, "fleets": 0}
    state = replay(RULESET, setup, seed, json.loads(answers), entropy=entropy)
    assert state.outcome.to_dict() == outcome
    decisions = {e["side"]: e["joined"] for e in state.events if e.kind == "ally_decision"}
    assert decisions == {"attacker_ally": False, "defender_ally": True, "defender_ally_2": False}
    spent = [e for e in state.events if e.kind == "alliance_tiles" and e["side"] == "attacker"]
    assert spent and spent[-1]["phase"] == "land" and spent[-1]["land"] == 1
    land = next(e for e in state.events if e.kind == "land_score" and e["side"] == "defender")
    assert land["allied_armies"] == 1  # Spain's army fought for France

    resources, after = india(world)
    seat_faction = {
        "attacker": "Britain",
        "defender": "France",
        "attacker_ally": "Austria",
        "defender_ally": "Spain",
        "defender_ally_2": "Prussia",
    }
    for seat, name in seat_faction.items():
        lost = outcome["losses"].get(seat, {})
        for unit in ("armies", "fleets", "forts"):
            expected = before.get(name, {}).get(unit, 0) - lost.get(unit, 0)
            assert after.get(name, {}).get(unit, 0) == expected, (name, unit)
        assert resources[name].get("unrest", 0) == sum(lost.values()), name
    assert after["Britain"]["alliance_land"] == 1  # a tile serves every attack there
    assert not outcome["losses"].get("attacker_ally") and not outcome["losses"].get(
        "defender_ally_2"
    )


# -- a quick battle with several allies a side --------------------------------------------------
def lobby_selects(message: dict) -> list[dict]:
    """The lobby's member selects (attacker's, then defender's), as Discord shows them."""
    return [c for row in message["components"] for c in row["components"] if c["type"] == 5]


def defaults(select: dict) -> list[int]:
    return [int(v["id"]) for v in select.get("default_values", [])]


async def test_a_quick_battle_with_two_allies_on_one_side(world):
    """Alice attacks Bob in India with Carol and Dave as her allies; Bob names Erin. The picks
    live on the lobby message: they survive a restart and reach the battle's seats. Two picks
    made at once never undo each other: one is refused as made on an outdated lobby."""
    from tests.e2e.test_soe import play_by_clicks

    lb = world.lb
    alice, bob, carol = world.alice, world.bob, world.carol
    dave, erin, frank = lb.add_user("dave"), lb.add_user("erin"), lb.add_user("frank")
    people = {u.id: u for u in (alice, bob, carol, dave, erin)}
    lobby = await lb.slash(alice, "soe battle", {"area": "india", "defender": bob})
    assert not lobby.ephemeral
    lobby_id = lobby.message_id
    attacker_select, defender_select = lobby_selects(lb.message(lobby_id))
    assert attacker_select["max_values"] == defender_select["max_values"] == 9
    assert all(len(s["custom_id"]) <= 100 for s in lobby_selects(lb.message(lobby_id)))

    # two picks at once, each made on the lobby as it was: one is kept, the other refused
    at_once = await asyncio.gather(
        lb.select(alice, lobby_id, attacker_select["custom_id"], [carol, dave]),
        lb.select(bob, lobby_id, defender_select["custom_id"], [erin]),
    )
    refused = [r for r in at_once if r.ephemeral]
    assert len(refused) == 1 and "changed" in refused[0].content
    shown = lb.message(lobby_id)
    kept = [defaults(s) for s in lobby_selects(shown)]
    assert kept in ([[carol.id, dave.id], []], [[], [erin.id]])  # nothing half-written

    # the side whose pick was refused picks again, on the lobby as it is now
    attacker_select, defender_select = lobby_selects(shown)
    if not kept[0]:
        await lb.select(alice, shown, attacker_select["custom_id"], [carol, dave])
    else:
        await lb.select(bob, shown, defender_select["custom_id"], [erin])
    shown = lb.message(lobby_id)
    assert [defaults(s) for s in lobby_selects(shown)] == [[carol.id, dave.id], [erin.id]]
    assert f"Attacker's allies: <@{carol.id}>, <@{dave.id}>" in text(shown)
    assert f"Defender's ally: <@{erin.id}>" in text(shown)
    assert str(carol.id) not in " ".join(c["custom_id"] for c in lobby_selects(shown))

    # refusals: only the side's own player picks its allies; nobody on both sides
    attacker_select, defender_select = lobby_selects(shown)
    wrong = await lb.select(bob, shown, attacker_select["custom_id"], [frank])
    assert wrong.ephemeral and "Only" in wrong.content
    both = await lb.select(alice, shown, attacker_select["custom_id"], [carol, erin])
    assert both.ephemeral and "only one part" in both.content
    also_bob = await lb.select(alice, shown, attacker_select["custom_id"], [bob])
    assert also_bob.ephemeral and "only one part" in also_bob.content
    assert lb.message(lobby_id)["components"] == shown["components"]  # nothing changed

    # a restart: the picks come back from the lobby message itself
    await lb.restart_bot()
    await lb.wait_ready(commands=True)
    shown = lb.message(lobby_id)
    started = await lb.click(alice, shown, button(shown, "Start"))
    assert started.type == 7 and started.message_id == lobby_id, started.content

    seen = await play_by_clicks(world, lobby_id, people)
    assert sum("Join" in s for s in seen) >= 3  # each ally was asked
    with sqlite3.connect(world.db) as db:
        status, setup, seed, answers, entropy, outcome = db.execute(
            f"SELECT status, setup, seed, {ANSWERS}, entropy, outcome FROM battles"
        ).fetchone()
    assert status == "finished"
    setup = json.loads(setup)
    seated = {seat: info["user_id"] for seat, info in setup["seats"].items()}
    assert seated == {
        "attacker": alice.id,
        "defender": bob.id,
        "attacker_ally": carol.id,
        "attacker_ally_2": dave.id,
        "defender_ally": erin.id,
    }
    answers = json.loads(answers)
    assert {"attacker_ally", "attacker_ally_2", "defender_ally"} <= {a["seat"] for a in answers}
    state = replay(RULESET, setup, seed, answers, entropy=entropy)
    assert state.outcome.to_dict() == json.loads(outcome)
    joined = {e["side"]: e["joined"] for e in state.events if e.kind == "ally_decision"}
    assert joined == {"attacker_ally": True, "attacker_ally_2": True, "defender_ally": True}
    land = next(e for e in state.events if e.kind == "land_score" and e["side"] == "attacker")
    brought = {e["side"]: e["armies"] for e in state.events if e.kind == "ally_decision"}
    assert land["allied_armies"] == brought["attacker_ally"] + brought["attacker_ally_2"] == 2


async def test_odds_take_several_allies_a_side(world):
    lb = world.lb
    one = await lb.slash(
        world.alice,
        "soe odds",
        {
            "area": "german_states",
            "attacker_armies": 1,
            "defender_armies": 3,
            "attacker_allies": "1 army",
        },
    )
    two = await lb.slash(
        world.alice,
        "soe odds",
        {
            "area": "german_states",
            "attacker_armies": 1,
            "defender_armies": 3,
            "attacker_allies": "1 army; 1a",
            "defender_allies": "1a",
        },
    )
    assert one.ephemeral and two.ephemeral
    shown = text(two.message)
    assert "1 army + ally 1 army + ally 1 army vs 3 armies + ally 1 army" in shown
    assert "Control taken" in shown and "Attacker wins" in shown
    fields = [f["name"] for e in two.message["embeds"] for f in e.get("fields", [])]
    assert "Attacker Ally 1" in fields and "Defender Ally" in fields  # numbered when several
    names = sorted(a["filename"] for a in two.message["attachments"])
    assert names[0] == "losses-attacker.png" and len(names) <= 10
    bad = await lb.slash(
        world.alice, "soe odds", {"area": "german_states", "attacker_allies": "2 forts"}
    )
    assert bad.ephemeral and "attacker_allies" in bad.content and "2 armies 1 fleet" in bad.content
    neutral_allies = await lb.slash(
        world.alice,
        "soe odds",
        {"area": "india", "neutral": "bengal", "defender_allies": "1a"},
    )
    assert neutral_allies.ephemeral and "no allies" in neutral_allies.content
