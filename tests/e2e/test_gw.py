"""End to end: The Great War's quick battles, played by clicks through the loopback Discord —
a land battle with air combat, casualty presets and a retreat decision; a naval battle where a
submarine submerges; a strategic bombing raid. Each stored battle replays exactly."""

from __future__ import annotations

import json
import sqlite3

from bot.engine import replay
from bot.loopback.reading import button, buttons, pinged, select_id, set_forces, text
from cogs.gw.rules import RULESET
from tests.records import ANSWERS


def labels_of(panel: dict) -> list[str]:
    return [b.get("label") or "" for b in buttons(panel)]


def has(labels: list[str], start: str) -> bool:
    return any(label.startswith(start) for label in labels)


def stored(world, battle_id: int) -> tuple:
    with sqlite3.connect(world.db) as db:
        return db.execute(
            f"SELECT status, {ANSWERS}, outcome, seed, setup, entropy FROM battles WHERE id = ?",
            (battle_id,),
        ).fetchone()


def assert_replays(world, battle_id: int) -> list[dict]:
    status, answers, outcome, seed, setup, entropy = stored(world, battle_id)
    assert status == "finished"
    answers = json.loads(answers)
    again = replay(RULESET, json.loads(setup), seed, answers, entropy=entropy)
    assert again.outcome is not None and json.loads(outcome) == again.outcome.to_dict()
    return answers


async def play(world, panel_id: int, decide, who: list | None = None) -> list[str]:
    """Answer each ask as the pinged player would, `decide(panel, labels)` saying how: a button
    label to click, ("select", placeholder, value), or ("form", counts). What each panel offered
    is returned."""
    lb = world.lb
    people = {u.id: u for u in (world.alice, world.bob, world.carol, world.gm)}
    seen: list[str] = []
    for _ in range(80):
        panel = lb.message(panel_id)
        labels = labels_of(panel)
        if not labels:
            return seen
        user = people[pinged(panel)[0]]
        if who is not None:
            who.append(user.id)
        seen.append(" | ".join(labels) + " :: " + text(panel))
        how = decide(panel, labels)
        if isinstance(how, tuple) and how[0] == "form":
            result = await set_forces(lb, user, panel_id, how[1])
        elif isinstance(how, tuple):
            custom_id = select_id(panel, how[1])
            result = await lb.select(user, panel_id, custom_id, [how[2]])
        else:
            result = await lb.click(user, panel_id, button(panel, how))
        assert not result.ephemeral, result.content
    raise AssertionError("the battle did not end in 80 answers")


async def test_a_land_battle_with_air_combat_presets_and_a_retreat(world):
    """The dice are each battle's own, drawn as for players: one that ends before either side is
    asked to fight on or retreat (now and then) is followed by another, up to four."""
    lb = world.lb
    for battle_id in range(1, 5):
        started = await lb.slash(world.alice, "gw land", {"defender": world.bob})
        assert not started.ephemeral, started.content
        panel_id = started.message_id
        decisions: list[str] = []

        def decide(panel, labels, decisions=decisions):
            shown = text(panel)
            if "Your units" in shown and not decisions:
                decisions.append("form")
                return ("form", {"Infantry": 4, "Artillery": 2, "Tank": 1, "Fighter": 2})
            if "Your units" in shown:
                return "Confirm"
            if has(labels, "Cheapest first"):
                decisions.append("preset")
                return "Cheapest first"
            if has(labels, "Fight on"):
                decisions.append("decision")
                return "Fight on" if decisions.count("decision") < 2 else "Retreat"
            if has(labels, "No"):
                return "No"  # the air units stay
            return labels[0]

        seen = await play(world, panel_id, decide)
        answers = assert_replays(world, battle_id)
        if "decision" in decisions:
            break
    assert "preset" in decisions and "decision" in decisions
    assert {a["seat"] for a in answers} == {"attacker", "defender"}
    panels = "\n".join(seen)
    assert "Fighter" in panels and "Round 1" in panels
    thread = lb.threads(world.guild.general)[-1]  # the last battle's
    await lb.wait_for_message(thread.id, lambda m: "🏁" in m["content"])
    told = "\n".join(m["content"] for m in lb.channel_messages(thread.id))
    assert "Air combat" in told and "hit on" in told  # each throw with its target
    assert "loses" in told and "🏁" in told
    if decisions.count("decision") >= 2:
        assert "retreats" in told


async def test_a_naval_battle_where_a_sub_submerges(world):
    """As the land battle: up to four battles, until one where a submarine may submerge."""
    lb = world.lb
    for battle_id in range(1, 5):
        started = await lb.slash(world.alice, "gw naval", {"defender": world.bob})
        assert not started.ephemeral, started.content
        submerged: list[bool] = []

        def decide(panel, labels, submerged=submerged):
            shown = text(panel)
            if "submarines submerge" in shown:
                submerged.append(True)
                return ("select", "Or choose", "1")
            if "hunt the submerged" in shown:
                return ("select", "Or choose", "1")
            if has(labels, "Cheapest first"):
                return "Cheapest first"
            if has(labels, "Dearest first"):
                return "Dearest first"
            if has(labels, "Fight on"):
                return "Fight on"
            return "Confirm" if has(labels, "Confirm") else labels[0]

        await play(world, started.message_id, decide)
        answers = assert_replays(world, battle_id)
        if submerged:
            break
    assert submerged, "the defender was never asked to submerge"
    assert any(a["value"] == {"defender.submarine": 1} for a in answers)


async def test_a_strategic_bombing_raid(world):
    lb = world.lb
    started = await lb.slash(world.alice, "gw bomb", {"defender": world.bob, "value": 4})
    assert not started.ephemeral, started.content

    def decide(panel, labels):
        if "fly high" in text(panel):
            return ("select", "Or choose", "1")
        if "intercept the raid" in text(panel):
            return ("select", "Or choose", "2")
        if has(labels, "Cheapest first"):
            return "Cheapest first"
        return "Confirm" if has(labels, "Confirm") else labels[0]

    await play(world, started.message_id, decide)
    assert_replays(world, 1)
    final = text(lb.message(started.message_id))
    assert "income" in final or "Bo" in final


async def test_odds_of_typed_forces(world):
    lb = world.lb
    r = await lb.slash(
        world.alice,
        "gw odds",
        {"attacker": "4 infantry, 2 art, 1 tank", "defender": "3 infantry, 1 entrenched"},
    )
    assert r.ephemeral
    shown = text(r.message)
    assert "Attacker wins" in shown and "%" in shown
    assert "chance of each number left" in shown
    bad = await lb.slash(world.alice, "gw odds", {"attacker": "3 dragons"})
    assert bad.ephemeral and "dragons" in bad.content


def confirm_everything(panel, labels):
    if has(labels, "Cheapest first"):
        return "Cheapest first"
    if has(labels, "Dearest first"):
        return "Dearest first"
    if has(labels, "Fight on") or has(labels, "Stay and fight"):
        return labels[0]
    if has(labels, "No"):
        return "No"
    return "Confirm" if has(labels, "Confirm") else labels[0]


async def test_a_naval_invasion_played_to_the_end(world):
    lb = world.lb
    started = await lb.slash(world.alice, "gw land", {"defender": world.bob, "invasion": True})
    assert not started.ephemeral, started.content
    forms = []

    def decide(panel, labels):
        shown = text(panel)
        if "naval invasion" in shown and not forms:
            forms.append(shown)
            return ("form", {"Infantry landing": 4, "Transports": 2, "Cruiser (support fire)": 1,
                             "Fighter": 0})  # fmt: skip
        return confirm_everything(panel, labels)

    seen = await play(world, started.message_id, decide)
    assert forms
    assert not any("Retreat where you came from" in panel for panel in seen)
    answers = assert_replays(world, 1)
    assert answers[0]["value"].get("landing_infantry") == 4
    (thread,) = lb.threads(world.guild.general)
    await lb.wait_for_message(thread.id, lambda m: "🏁" in m["content"])
    told = "\n".join(m["content"] for m in lb.channel_messages(thread.id))
    assert "Infantry landing ×4" in told and "Support fire (1b)" in told
    # the second round is forced (unless round 1 left the invaders nothing to fight with)
    assert "Round 2" in told or "alice — no units" in told


async def test_a_two_nation_attack_by_three_members(world):
    lb = world.lb
    started = await lb.slash(
        world.alice, "gw land", {"defender": world.bob, "ally": world.carol, "ally_first": True}
    )
    assert not started.ephemeral, started.content
    who: list[int] = []
    await play(world, started.message_id, confirm_everything, who)
    assert who[:3] == [world.carol.id, world.alice.id, world.bob.id]  # the forces, in order
    answers = assert_replays(world, 1)
    assert {"ally", "attacker", "defender"} <= {a["seat"] for a in answers}
    (thread,) = lb.threads(world.guild.general)
    await lb.wait_for_message(thread.id, lambda m: "🏁" in m["content"])
    told = "\n".join(m["content"] for m in lb.channel_messages(thread.id))
    assert "Wave 1" in told


async def test_a_standing_retreat_rule_fires_without_asking(world):
    lb = world.lb
    started = await lb.slash(
        world.alice,
        "gw land",
        {"defender": world.bob, "losses": "gw_cheapest", "retreat_after": 1},
    )
    assert not started.ephemeral, started.content
    who: list[int] = []
    forms: list[bool] = []

    def decide(panel, labels):
        if "Your units" in text(panel) and not forms:  # no aircraft: no air combat to decide
            forms.append(True)
            return ("form", {"Infantry": 4, "Artillery": 2, "Tank": 1, "Fighter": 0})
        return confirm_everything(panel, labels)

    seen = await play(world, started.message_id, decide, who)
    assert who.count(world.alice.id) == 1  # her forces only: then her standing rules play
    assert not any("Fight on" in panel for panel in seen)
    answers = assert_replays(world, 1)
    assert [a["seat"] for a in answers].count("attacker") == 1
    (thread,) = lb.threads(world.guild.general)
    await lb.wait_for_message(thread.id, lambda m: "🏁" in m["content"])
    told = "\n".join(m["content"] for m in lb.channel_messages(thread.id))
    assert "retreats" in told


async def test_a_raid_with_interceptors_on_the_way(world):
    lb = world.lb
    started = await lb.slash(world.alice, "gw bomb", {"defender": world.bob, "path": 1})
    assert not started.ephemeral, started.content

    def decide(panel, labels):
        if "intercept the raid" in text(panel) and has(labels, "Change"):
            counts = {"Interceptors (fighters)": 1, "Interceptors on the way (territory 1)": 2}
            return ("form", counts)
        if "fly high" in text(panel):
            return ("select", "Or choose", "0")
        return confirm_everything(panel, labels)

    await play(world, started.message_id, decide)
    answers = assert_replays(world, 1)
    assert any(a["value"].get("path_1") == 2 for a in answers)
    (thread,) = lb.threads(world.guild.general)
    await lb.wait_for_message(thread.id, lambda m: "🏁" in m["content"])
    told = "\n".join(m["content"] for m in lb.channel_messages(thread.id))
    assert "territory 1" in told


async def test_the_defender_sets_a_standing_rule_after_its_forces(world):
    lb = world.lb
    started = await lb.slash(
        world.alice, "gw land", {"defender": world.bob, "losses": "gw_cheapest", "retreat_after": 2}
    )
    assert not started.ephemeral, started.content
    who: list[int] = []
    offered: list[list[str]] = []

    forms: list[bool] = []

    def decide(panel, labels):
        if "Your units" in text(panel) and len(forms) < 2:  # no aircraft: no air combat
            forms.append(True)
            if len(forms) == 1:
                return ("form", {"Infantry": 4, "Artillery": 2, "Tank": 1, "Fighter": 0})
            return ("form", {"Infantry": 3, "Artillery": 1, "Fighter": 0})
        if "standing rule for this battle" in text(panel):
            offered.append(labels)
            return "Keep the strongest"
        return confirm_everything(panel, labels)

    await play(world, started.message_id, decide, who)
    (labels,) = offered
    assert has(labels, "Ask me each time") and has(labels, "Cheapest first")
    assert who.count(world.bob.id) == 2  # his forces and his standing rule: then it plays
    answers = assert_replays(world, 1)
    assert answers[2] == {**answers[2], "seat": "defender", "value": "strongest"}
    (thread,) = lb.threads(world.guild.general)
    await lb.wait_for_message(thread.id, lambda m: "🏁" in m["content"])
    told = "\n".join(m["content"] for m in lb.channel_messages(thread.id))
    assert "standing rule: Keep the strongest" in told


async def test_a_three_nation_attack_with_two_allies_in_the_order_named(world):
    lb = world.lb
    both = {"defender": world.bob, "ally": world.carol, "ally2": world.gm}
    same = await lb.slash(world.alice, "gw naval", {**both, "ally2": world.carol})
    assert same.ephemeral and "other ally" in same.content
    started = await lb.slash(world.alice, "gw land", both)
    assert not started.ephemeral, started.content
    who: list[int] = []
    await play(world, started.message_id, confirm_everything, who)
    assert who[:4] == [world.alice.id, world.carol.id, world.gm.id, world.bob.id]
    answers = assert_replays(world, 1)
    assert {"ally", "ally2", "attacker", "defender"} <= {a["seat"] for a in answers}
