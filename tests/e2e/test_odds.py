"""End to end: 📊 Odds at a decision that changes the odds, privately for the asked player.

Alice attacks Bob in India with fleets on both sides; at "Fight the naval battle?" Alice's panel
carries 📊 Odds. Bob and Carol are refused privately; Alice gets an ephemeral summary with the
chart attached; nothing public is sent or edited by any of those clicks.
"""

from __future__ import annotations

import asyncio

from bot.loopback.reading import button, buttons, pinged, set_forces, text


def public_view(world, channel_id: int) -> list[tuple]:
    """Every public message of the channel and its threads, as it reads now."""
    lb = world.lb
    shown = []
    for where in [channel_id, *(t.id for t in lb.threads(channel_id))]:
        for m in lb.channel_messages(where):
            shown.append(
                (m["id"], m.get("content"), repr(m.get("embeds")), repr(m.get("components")))
            )
    return shown


async def settle(lb, quiet: float = 0.6, timeout: float = 10.0) -> None:
    """Wait until the bot has posted nothing new for `quiet` seconds (narration, pings)."""
    waited = 0.0
    while waited < timeout:
        mark = lb.mark()
        await asyncio.sleep(quiet)
        waited += quiet
        if lb.mark() == mark:
            return
    raise AssertionError("the bot kept posting")


def odds_button(message: dict) -> str | None:
    found = [b["custom_id"] for b in buttons(message) if b["custom_id"].startswith("sgo:")]
    return found[0] if found else None


async def reach_the_naval_decision(world) -> int:
    lb = world.lb
    people = {u.id: u for u in (world.alice, world.bob)}
    lobby = await lb.slash(world.alice, "soe battle", {"area": "india", "defender": world.bob})
    started = await lb.click(
        world.alice, lobby.message_id, button(lb.message(lobby.message_id), "Start")
    )
    panel_id = started.message_id
    for _ in range(10):
        panel = lb.message(panel_id)
        if "Fight the naval battle" in text(panel):
            return panel_id
        assert odds_button(panel) is None  # forces do not get an Odds button
        user = people[pinged(panel)[0]]
        counts = {"Armies": 2, "Fleets": 1}
        sent = await set_forces(lb, user, panel_id, counts)
        assert not sent.ephemeral, sent.content
    raise AssertionError("no naval decision reached")


async def test_the_odds_button_answers_only_the_asked_player_privately(world):
    lb = world.lb
    panel_id = await reach_the_naval_decision(world)
    panel = lb.message(panel_id)
    assert pinged(panel) == [world.alice.id]
    odds_id = odds_button(panel)
    assert odds_id is not None, [b.get("label") for b in buttons(panel)]
    channel_id = int(panel["channel_id"])
    await settle(lb)
    before = public_view(world, channel_id)
    revisions = len(lb.revisions(panel_id))
    notified = len(lb.notifications())

    for stranger in (world.bob, world.carol):
        refused = await lb.click(stranger, panel_id, odds_id)
        assert refused.ephemeral
        assert refused.content == "These odds are for alice's decision.", refused.content
        assert not refused.message.get("attachments")

    answer = await lb.click(world.alice, panel_id, odds_id)
    assert answer.ephemeral
    assert "Your odds" in answer.content
    assert (
        "Fight the naval battle" in answer.content
        and "Decline: they get naval support" in answer.content
    )
    assert "%" in answer.content
    (attachment,) = answer.message["attachments"]
    assert attachment["filename"] == "odds.png"
    png = lb.world.attachments[int(attachment["id"])]
    assert png.startswith(b"\x89PNG") and len(png) > 1000

    await settle(lb)
    # nobody else can tell: no public message, no edit of the panel, no notification
    assert public_view(world, channel_id) == before
    assert len(lb.revisions(panel_id)) == revisions
    assert len(lb.notifications()) == notified
    assert not [
        m
        for m in lb.channel_messages(channel_id, as_user=world.bob)
        if "Your odds" in (m.get("content") or "")
    ]


async def test_the_odds_commands_answer_privately_and_repeat_their_inputs(world):
    lb = world.lb
    soe = await lb.slash(
        world.alice,
        "soe odds",
        {
            "area": "india",
            "attacker_armies": 3,
            "attacker_fleets": 1,
            "defender_armies": 2,
            "defender_forts": 1,
        },
    )
    assert soe.ephemeral
    assert "3 armies + 1 fleet vs 2 armies, 1 fort, India" in text(soe.message)
    assert "Attacker wins" in text(soe.message)
    claim = await lb.slash(
        world.alice, "claim odds", {"fortifications": 2, "attacker_rp": 1, "reroll": False}
    )
    assert claim.ephemeral
    shown = text(claim.message)
    assert "Offence vs defence · main attack · 2 fortifications · RP spent 1 vs 0" in shown
    assert "no re-roll" in shown


async def test_a_claim_rolls_rp_spend_has_odds_for_the_side_that_may_spend(world):
    from tests.e2e.test_claim import give_orders, is_roll_panel

    lb = world.lb
    alice, bob, carol, gm = world.alice, world.bob, world.carol, world.gm
    await lb.slash(gm, "campaign create", {"name": "Ridge", "game": "claim"})
    for user, faction in ((alice, "Red"), (bob, "Blue"), (carol, "Green")):
        await lb.slash(user, "campaign join", {"faction": faction})
    csv = b"name,owner,borders\nRedhold,Red,Hill\nHill,Blue,Greendale\nGreendale,Green,\n"
    await lb.slash(gm, "claim area import", {"file": ("ridge.csv", csv)})
    await lb.slash(gm, "claim rp", {"faction": "Red", "set": 2})
    await lb.slash(gm, "claim rules", {"rule2_shared_areas": False})  # shared areas: claim rolls
    await lb.slash(gm, "claim turn open")
    await give_orders(world, alice, "Offence", "hill")
    await give_orders(world, carol, "Defence", "hill")  # two attacks on Hill: claim rolls
    mark = lb.mark()
    await lb.slash(gm, "claim turn close")
    panel = await lb.wait_for_message(world.guild.general, is_roll_panel, since=mark)
    await settle(lb)
    panel = lb.message(panel["id"])
    odds_id = odds_button(panel)
    assert odds_id is not None, [b.get("label") for b in buttons(panel)]
    before = public_view(world, int(panel["channel_id"]))

    refused = await lb.click(bob, panel, odds_id)
    assert refused.ephemeral and refused.content.startswith("These odds are for ")
    answer = await lb.click(alice, panel, odds_id)
    assert answer.ephemeral and "Spend 2 RP" in answer.content and "you take it" in answer.content
    assert answer.message["attachments"][0]["filename"] == "odds.png"

    # the private panel of the secret spend carries the same button
    mine = [
        b
        for b in buttons(panel)
        if "🔒" in str(b.get("emoji")) or "choose" in (b.get("label") or "")
    ]
    private = await lb.click(alice, panel, mine[0]["custom_id"])
    assert private.ephemeral and odds_button(private.message) == odds_id

    await settle(lb)
    assert public_view(world, int(panel["channel_id"])) == before
