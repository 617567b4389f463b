"""End to end: how many interactions a battle takes, counted as the players make them — the
slash command, the lobby's selects and Start, every button, select and form sent — and the force
form itself: prefilled, checked with a way back, safe after a restart, refused when stale."""

from __future__ import annotations

import json
import re
import sqlite3

from bot.engine import replay
from bot.loopback.reading import button, buttons, form_values, set_forces, text
from cogs.soe.rules import RULESET
from tests.records import ANSWERS

USER_INTERACTIONS = (2, 3, 5)  # command, component, modal submit (autocomplete is typing)


class Tally:
    """Every interaction a user sends from now on."""

    def __init__(self, lb) -> None:
        self.lb = lb
        self.start = len(lb.world.interactions)

    @property
    def count(self) -> int:
        records = list(self.lb.world.interactions.values())[self.start :]
        return sum(1 for r in records if r.type in USER_INTERACTIONS)

    def labels(self) -> list[str]:
        records = list(self.lb.world.interactions.values())[self.start :]
        return [r.label for r in records if r.type in USER_INTERACTIONS]


def asked(lb, panel_id: int) -> int:
    """The member the panel asks now (its content pings the player to act)."""
    (user_id,) = [int(m) for m in re.findall(r"<@(\d+)>", lb.message(panel_id)["content"])][:1]
    return user_id


def member_select(message: dict, index: int) -> str:
    found = [c for row in message["components"] for c in row["components"] if c["type"] == 5]
    return found[index]["custom_id"]


def battles(world) -> list[tuple]:
    with sqlite3.connect(world.db) as db:
        return db.execute(
            f"SELECT id, status, {ANSWERS}, outcome, seed, setup, entropy FROM battles ORDER BY id"
        ).fetchall()


def check_replays(row: tuple) -> list[dict]:
    """The stored outcome is what the engine makes of the stored answers; the answers."""
    _, status, answers, outcome, seed, setup, entropy = row
    assert status == "finished"
    expected = replay(RULESET, json.loads(setup), seed, json.loads(answers), entropy=entropy)
    assert json.loads(outcome) == expected.outcome.to_dict()
    return json.loads(answers)


async def test_a_quick_battle_with_an_ally_per_side_takes_at_most_twelve_interactions(world):
    lb = world.lb
    alice, bob, carol = world.alice, world.bob, world.carol
    dave = lb.add_user("dave")
    tally = Tally(lb)

    lobby = await lb.slash(alice, "soe battle", {"area": "india", "defender": bob})
    await lb.select(alice, lobby.message_id, member_select(lobby.message, 0), [carol])
    shown = lb.message(lobby.message_id)
    await lb.select(bob, shown, member_select(shown, 1), [dave])
    started = await lb.click(alice, shown, button(lb.message(lobby.message_id), "Start"))
    panel_id = started.message_id
    assert tally.count == 4

    # Each side sets units and tiles in one form (two interactions: ✏️ Change, send).
    assert asked(lb, panel_id) == alice.id
    sent = await set_forces(lb, alice, panel_id, {"Armies": 3, "Fleets": 2})
    assert sent.type in (6, 7) and not sent.ephemeral  # the form's answer updates the panel
    assert asked(lb, panel_id) == bob.id
    await set_forces(lb, bob, panel_id, {"Armies": 2, "Fleets": 1, "Control markers": 1})

    # Each ally joins with its units in one click (or stays out, in one click too).
    for ally, side in ((carol, "attacker"), (dave, "defender")):
        assert asked(lb, panel_id) == ally.id
        panel = lb.message(panel_id)
        labels = [b.get("label") for b in buttons(panel)]
        assert f"Join the {side}: Armies 1" in labels and "Stay out" in labels, labels
        await lb.click(ally, panel_id, button(panel, f"Join the {side}"))

    # Both sides have fleets: the attacker, then the defender, choose to fight at sea.
    for player in (alice, bob):
        assert asked(lb, panel_id) == player.id
        assert "Fight the naval battle" in text(lb.message(panel_id))
        await lb.click(player, panel_id, button(lb.message(panel_id), "Yes"))

    (row,) = battles(world)
    answers = check_replays(row)
    assert [(a["seat"], a["value"]) for a in answers][:4] == [
        ("attacker", {"armies": 3, "fleets": 2, "army_training": 0, "navy_training": 0,
                      "alliance_land": 0, "alliance_sea": 0, "alliance_either": 0}),
        ("defender", {"armies": 2, "fleets": 1, "forts": 0, "control_markers": 1,
                      "army_training": 0, "navy_training": 0, "alliance_land": 0,
                      "alliance_sea": 0, "alliance_either": 0}),
        ("attacker_ally", {"armies": 1, "fleets": 0}),
        ("defender_ally", {"armies": 1, "fleets": 0}),
    ]  # fmt: skip
    assert tally.count <= 12, tally.labels()
    print(f"\nquick battle, one ally per side: {tally.count} interactions: {tally.labels()}")


async def test_a_one_against_one_land_battle_takes_four_interactions_and_remembers(world):
    lb = world.lb
    alice, bob = world.alice, world.bob

    async def land_battle() -> int:
        lobby = await lb.slash(alice, "soe battle", {"area": "german_states", "defender": bob})
        started = await lb.click(alice, lobby.message_id, button(lobby.message, "Start"))
        return started.message_id

    # The first time, both players type their forces in (the defaults would do in four too).
    first = Tally(lb)
    panel_id = await land_battle()
    await set_forces(lb, alice, panel_id, {"Armies": 4, "Army Training tiles": 1})
    await set_forces(lb, bob, panel_id, {"Armies": 3, "Control markers": 2})
    (row,) = battles(world)
    typed = [a["value"] for a in check_replays(row)[:2]]
    typing = first.count
    assert typing == 6, first.labels()

    # The next battle in this server offers what each set last time: one click each.
    again = Tally(lb)
    panel_id = await land_battle()
    for player, shown in (
        (alice, "Confirm: Armies 4 · Army Training tiles 1"),
        (bob, "Confirm: Armies 3 · Control markers 2"),
    ):
        assert asked(lb, panel_id) == player.id
        await lb.click(player, panel_id, button(lb.message(panel_id), shown))
    _, row = battles(world)
    assert [a["value"] for a in check_replays(row)[:2]] == typed
    assert again.count == 4, again.labels()
    print(f"\n1 vs 1 on land: {typing} interactions typing forces, then {again.count}")


async def test_an_ally_stays_out_in_one_click_and_a_neutral_has_no_ally_to_name(world):
    lb = world.lb
    alice, bob, carol = world.alice, world.bob, world.carol
    lobby = await lb.slash(alice, "soe battle", {"area": "german_states", "defender": bob})
    await lb.select(alice, lobby.message_id, member_select(lobby.message, 0), [carol])
    started = await lb.click(alice, lobby.message_id, button(lb.message(lobby.message_id), "Start"))
    panel_id = started.message_id
    for player in (alice, bob):
        await lb.click(player, panel_id, button(lb.message(panel_id), "Confirm"))
    assert asked(lb, panel_id) == carol.id
    await lb.click(carol, panel_id, button(lb.message(panel_id), "Stay out"))
    (row,) = battles(world)
    answers = check_replays(row)
    assert answers[2]["value"] == {"armies": 0}
    (thread,) = lb.threads(world.guild.general)
    await lb.wait_for_message(thread.id, lambda m: "stays out" in m["content"])

    # Against a neutral country a quick battle has no allies: no select to fill in.
    neutral = await lb.slash(alice, "soe battle", {"area": "india", "neutral": "bengal"})
    kinds = [c["type"] for row in neutral.components for c in row["components"]]
    assert 5 not in kinds and "without allies" in text(neutral.message)
    tally = Tally(lb)
    started = await lb.click(alice, neutral.message_id, button(neutral.message, "Start"))
    await lb.click(alice, started.message_id, button(lb.message(started.message_id), "Confirm"))
    assert battles(world)[-1][1] == "finished" and tally.count == 2


async def test_the_force_form_refuses_bad_numbers_and_keeps_what_was_typed(world):
    lb = world.lb
    alice, bob = world.alice, world.bob
    started = await lb.slash(alice, "demo skirmish", {"opponent": bob})
    panel_id = started.message_id
    panel = lb.message(panel_id)
    assert button(panel, "Confirm: Infantry 1")

    refused = await lb.click(bob, panel, button(panel, "Change"))  # not bob's force
    assert refused.ephemeral and "Only" in refused.content and refused.modal is None

    opened = await lb.click(alice, panel, button(panel, "Change"))
    labels = [c["label"] for c in opened.modal["components"]]
    assert labels == ["Infantry", "Cavalry"]
    bad = await lb.submit_modal(
        alice, opened, form_values(opened.modal, {"Infantry": "two", "Cavalry": 5})
    )
    assert bad.ephemeral
    assert "Infantry: a number from 0 to 4, not “two”." in bad.content
    assert "Cavalry: a number from 0 to 2, not 5." in bad.content
    assert battles(world)[0][2] == "[]"  # nothing was stored
    assert lb.message(panel_id)["components"] == panel["components"]

    # ✏️ Try again: the form once more, with what was typed (a word cannot be kept)
    retry = await lb.click(alice, bad.message, button(bad.message, "Try again"))
    fields = {c["label"]: c["component"]["value"] for c in retry.modal["components"]}
    assert fields == {"Infantry": "1", "Cavalry": "5"}
    none = await lb.submit_modal(alice, retry, {"n0": "0", "n1": "0"})
    assert none.ephemeral and "At least 1 in all." in none.content
    again = await lb.click(alice, none.message, button(none.message, "Try again"))
    done = await lb.submit_modal(alice, again, {"n0": "3", "n1": "1"})
    assert done.message_id == none.message_id and "Done" in done.content  # the private note
    answers = json.loads(battles(world)[0][2])
    assert answers[0]["value"] == {"infantry": 3, "cavalry": 1}
    public = await lb.wait_for_message(
        world.guild.general, lambda m: m["id"] == str(panel_id) and "Hill" in str(m)
    )
    assert f"<@{bob.id}>" in public["content"]  # the public panel moved on to bob's question

    # A form opened before the answer and sent after it: already decided, nothing stored.
    stale = await lb.submit_modal(alice, opened, {"n0": "4", "n1": "0"})
    assert stale.ephemeral and "Already decided" in stale.content
    assert len(json.loads(battles(world)[0][2])) == 1


async def test_a_form_sent_after_a_restart_answers(world):
    lb = world.lb
    started = await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    panel_id = started.message_id
    opened = await lb.click(world.alice, panel_id, button(lb.message(panel_id), "Change"))
    await lb.restart_bot()
    await lb.wait_ready(commands=True)
    sent = await lb.submit_modal(world.alice, opened, {"n0": "2", "n1": "2"})
    assert sent.type in (6, 7) and not sent.ephemeral, sent.content
    assert json.loads(battles(world)[0][2])[0]["value"] == {"infantry": 2, "cavalry": 2}
    assert "Hill" in str(lb.message(panel_id)["components"])


async def test_a_plus_button_of_a_panel_posted_before_the_form_still_counts(world):
    lb = world.lb
    started = await lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    panel_id = started.message_id
    old = "sg:1:0:attacker:cnt:p0.0.1_0"  # "+ Infantry" of the − / + builder
    row = {"type": 1, "components": [{"type": 2, "style": 2, "label": "+", "custom_id": old}]}
    lb.world.messages[panel_id].data = {**lb.message(panel_id), "components": [row]}
    stepped = await lb.click(world.alice, panel_id, old)
    assert stepped.type in (6, 7)  # the panel, now the one-step builder, shows the step taken
    await lb.click(world.alice, panel_id, button(lb.message(panel_id), "Confirm: Infantry 2"))
    assert json.loads(battles(world)[0][2])[0]["value"] == {"infantry": 2, "cavalry": 0}
