"""End to end: the real bot process, driven by clicks of different users through the loopback."""

from __future__ import annotations

import asyncio
import json
import sqlite3

from bot.engine import replay
from bot.loopback.reading import button, buttons, form_values, looks, text
from tests.demo.rules import RULESET
from tests.e2e.test_calls import notified
from tests.records import ANSWERS


async def test_commands_sync_and_a_campaign_is_created_and_shown(world):
    lb = world.lb
    names = {c["name"] for c in lb.commands(world.guild.id)}
    assert {"campaign", "battle", "help", "demo"} <= names

    created = await lb.slash(world.gm, "campaign create", {"name": "Iron War", "game": "demo"})
    assert "Iron War" in text(created.message) and not created.ephemeral
    again = await lb.slash(world.alice, "campaign create", {"name": "iron war", "game": "demo"})
    assert again.ephemeral and "already exists" in again.content
    unknown = await lb.slash(world.alice, "campaign create", {"name": "Other", "game": "chess"})
    assert unknown.ephemeral and "There is no game called **chess**" in unknown.content

    joined = await lb.slash(world.alice, "campaign join", {"faction": "Red Banner"})
    assert "Red Banner" in joined.content
    twice = await lb.slash(world.alice, "campaign join", {"faction": "Blue"})
    assert twice.ephemeral and "already" in twice.content

    status = await lb.slash(world.bob, "campaign status", {"campaign": "Iron War"})
    shown = text(status.message)
    assert "Iron War" in shown and "Red Banner" in shown and str(world.alice.id) in shown
    choices = await lb.autocomplete(world.bob, "campaign status", "campaign", "iro")
    assert [c["value"] for c in choices] == ["Iron War"]


async def start_skirmish(world):
    r = await world.lb.slash(world.alice, "demo skirmish", {"opponent": world.bob})
    assert f"<@{world.alice.id}>" in r.content  # the attacker is pinged first
    return r.message_id


def battle_row(world, battle_id: int = 1) -> tuple:
    with sqlite3.connect(world.db) as db:
        return db.execute(
            f"SELECT status, {ANSWERS}, outcome, seed, setup FROM battles WHERE id = ?",
            (battle_id,),
        ).fetchone()


async def play_until_secret(world, panel_id: int) -> None:
    lb = world.lb
    # A stranger and the defender cannot open the attacker's force form.
    panel = lb.message(panel_id)
    for intruder in (world.bob, world.carol):
        refused = await lb.click(intruder, panel, button(panel, "Change"))
        assert refused.ephemeral and "Only" in refused.content and refused.modal is None
    assert looks(lb.message(panel_id)) == looks(panel)

    # The attacker types the force in: 3 infantry, 1 cavalry. The form sent twice at once
    # (a double tap on Send) is applied once.
    form = await lb.click(world.alice, panel, button(panel, "Change"))
    typed = form_values(form.modal, {"Infantry": 3, "Cavalry": 1})
    first, second = await asyncio.gather(
        lb.submit_modal(world.alice, form, typed), lb.submit_modal(world.alice, form, typed)
    )
    assert sorted([first.ephemeral, second.ephemeral]) == [False, True]
    assert (first if not first.ephemeral else second).type in (6, 7)  # the panel, updated
    assert "Already decided" in (first.content if first.ephemeral else second.content)
    assert [a["value"] for a in eval_answers(world)] == [{"infantry": 3, "cavalry": 1}]

    # The defender picks the ground; a third user may not.
    panel = lb.message(panel_id)
    assert f"<@{world.bob.id}>" in panel["content"]
    carol = await lb.click(world.carol, panel, button(panel, "Hill"))
    assert carol.ephemeral and "Only" in carol.content
    hill = button(panel, "Hill")
    results = await asyncio.gather(*[lb.click(world.bob, panel_id, hill) for _ in range(3)])
    assert sum(not r.ephemeral for r in results) == 1
    assert len(eval_answers(world)) == 2


def eval_answers(world) -> list:
    return json.loads(battle_row(world)[1])


async def choose_secretly(world, panel_id: int, user, seat_label: str, tactic: str) -> None:
    lb = world.lb
    panel = lb.message(panel_id)
    private = await lb.click(user, panel, button(panel, seat_label))
    assert private.ephemeral
    assert lb.channel_messages(world.guild.general)[-1]["id"] != private.message_id
    locked = await lb.click(user, private.message, button(private.message, tactic))
    assert "Locked in" in locked.content and tactic in locked.content


async def test_a_demo_battle_is_played_by_clicks_of_two_users(world):
    lb = world.lb
    panel_id = await start_skirmish(world)
    await play_until_secret(world, panel_id)

    mark = lb.mark()
    await choose_secretly(world, panel_id, world.bob, "bob", "Assault")
    panel = await lb.wait_for_message(
        world.guild.general, lambda m: m["id"] == str(panel_id), since=mark
    )
    shown = text(panel)
    assert "Chosen" in shown and "Assault" not in shown and "assault" not in shown.lower()
    # bob cannot choose twice, and carol cannot open alice's lock
    assert "bob: chosen" in str(panel["components"])
    refused = await lb.click(world.carol, panel, button(panel, "alice"))
    assert refused.ephemeral and "Only" in refused.content

    mark = lb.mark()
    await choose_secretly(world, panel_id, world.alice, "alice", "Feint")
    panel = await lb.wait_for_message(
        world.guild.general, lambda m: "wins" in text(m) or "Draw" in text(m), since=mark
    )
    status, answers, outcome, seed, setup = battle_row(world)
    assert status == "finished"
    assert seed not in text(panel)  # the audit detail is behind 🔍 Verify, privately
    verify = next(c["custom_id"] for r in panel["components"] for c in r["components"])
    verified = await lb.click(world.carol, panel, verify)
    assert verified.ephemeral and seed in verified.content  # revealed now that it is over
    assert not buttons(panel)

    # The thread narrated the battle: every roll, and pings of whose move it was.
    (thread,) = lb.threads(world.guild.general)
    await lb.wait_for_message(thread.id, lambda m: "🏁" in m["content"])
    narration = "\n".join(m["content"] for m in lb.channel_messages(thread.id))
    assert "🎲" in narration and "Hill" in narration.title()
    # each call is a new message in the thread that notifies its player (deleted once the
    # battle moves on: whether the last one is still there when this reads is a race)
    assert any(n.channel_id == thread.id for n in lb.notifications(world.bob))

    log = await lb.slash(world.carol, "battle log", {"battle": 1})
    assert log.ephemeral and seed in (log.content + str(log.message.get("attachments")))
    listing = await lb.slash(world.carol, "battle list", {})
    assert "#1" in text(listing.message) and "finished" in text(listing.message)


async def test_a_forged_or_foreign_custom_id_is_refused(world):
    lb = world.lb
    panel_id = await start_skirmish(world)
    panel = lb.message(panel_id)
    for custom_id in ("sg:1:0:attacker:cnt:p0.0.999_999", "sg:99:0:attacker:pick:0", "sg:junk"):
        forged = {
            **panel,
            "components": [
                {
                    "type": 1,
                    "components": [{"type": 2, "style": 2, "label": "x", "custom_id": custom_id}],
                }
            ],
        }
        lb.world.messages[int(panel_id)].data = forged
        r = await lb.click(world.alice, panel_id, custom_id)
        assert r.ephemeral, custom_id
        assert not eval_answers(world)
    # Counts outside their bounds in a forged builder id: refused, nothing is stored.
    forged_ok = "sg:1:0:attacker:cnt:ok.0.9_0"
    lb.world.messages[int(panel_id)].data = {
        **panel,
        "components": [
            {
                "type": 1,
                "components": [{"type": 2, "style": 3, "label": "ok", "custom_id": forged_ok}],
            }
        ],
    }
    r = await lb.click(world.alice, panel_id, forged_ok)
    assert r.ephemeral and "not one of" in r.content
    assert not eval_answers(world)


async def test_the_bot_killed_mid_battle_resumes_on_the_old_buttons(world):
    lb = world.lb
    panel_id = await start_skirmish(world)
    await play_until_secret(world, panel_id)
    await choose_secretly(world, panel_id, world.bob, "bob", "Feint")

    await lb.restart_bot()  # SIGKILL, then start again
    await lb.wait_ready(commands=True)

    mark = lb.mark()
    await choose_secretly(world, panel_id, world.alice, "alice", "Assault")
    await lb.wait_for_message(
        world.guild.general, lambda m: "wins" in text(m) or "Draw" in text(m), since=mark
    )
    status, answers, outcome, seed, setup = battle_row(world)
    with sqlite3.connect(world.db) as db:
        (entropy,) = db.execute("SELECT entropy FROM battles WHERE id = 1").fetchone()
    # Without the crash, the same seed, entropies and answers give the same battle.
    replayed = replay(RULESET, json.loads(setup), seed, json.loads(answers), entropy=entropy)
    expected = replayed.outcome
    assert status == "finished" and json.loads(outcome) == expected.to_dict()


async def test_a_restart_does_not_send_unchanged_commands_again(world):
    """Discord keeps the commands: a restart (or a second process) leaves them as they are,
    unless they changed or STRATEGOS_SYNC_COMMANDS=always asks for it."""
    lb = world.lb
    synced = lb.world.command_syncs
    assert synced == 1  # the first start of this application sent them
    bot = await lb.restart_bot()
    await lb.wait_ready(commands=True)
    assert lb.world.command_syncs == synced
    assert "commands unchanged since their last sync" in bot.log()
    r = await lb.slash(world.alice, "help", {})  # still there, still answered
    assert r.ephemeral and "Strategos" in text(r.message)

    await lb.kill_bot()
    env = {**bot.env, "STRATEGOS_SYNC_COMMANDS": "always"}
    await lb.start_bot(bot.argv, env=env, cwd=bot.cwd)
    await lb.wait_ready(commands=True)  # it identifies once its commands are sent
    assert lb.world.command_syncs == synced + 1


async def test_a_rate_limit_and_gateway_reconnects_are_survived(world):
    lb = world.lb
    fault = lb.arm_429("POST", r"^/interactions/\d+/[^/]+/callback$", retry_after=0.2)
    r = await lb.slash(world.alice, "help", {})
    assert r.ephemeral and "Strategos" in text(r.message)
    assert fault.hits == 1

    await lb.gateway_reconnect()
    created = await lb.slash(world.gm, "campaign create", {"name": "After", "game": "demo"})
    assert "After" in text(created.message)
    await lb.gateway_drop()
    status = await lb.slash(world.bob, "campaign status", {})
    assert "After" in text(status.message)
    # every connection asks for plain frames, which the early acknowledgements read as they come
    urls = [*lb.server.gateway.reconnect_urls, *(c.url for c in lb.server.gateway.connections)]
    assert len(urls) >= 3 and not [url for url in urls if "compress" in url]


async def met(fault) -> None:
    """Wait until a request has met the armed fault, once."""
    for _ in range(200):
        if fault.hits:
            break
        await asyncio.sleep(0.01)
    assert fault.hits == 1


async def test_a_global_rate_limit_holds_back_the_story_not_the_clicks(world):
    """Discord's global limit (50 requests a second for a bot, whatever its processes) counts
    the messages the bot posts but not its answers to interactions: while it holds, a click is
    still acknowledged and its panel updated; the story waits, then is told once."""
    lb = world.lb
    panel_id = await start_skirmish(world)
    fault = lb.arm_429("POST", r"^/channels/\d+/messages$", retry_after=3.0, is_global=True)
    panel = lb.message(panel_id)
    first = await lb.click(world.alice, panel, button(panel, "Confirm"))
    assert (first.type, first.message_id) == (6, panel_id)  # the panel, updated
    await met(fault)  # the first step's story meets the limit
    (thread,) = lb.threads(world.guild.general)
    told = len(lb.channel_messages(thread.id))

    panel = lb.message(panel_id)
    assert f"<@{world.bob.id}>" in panel["content"]  # the defender's move, shown at once
    second = await lb.click(world.bob, panel, button(panel, "Hill"))
    assert (second.type, second.message_id) == (6, panel_id)
    assert len(lb.channel_messages(thread.id)) == told  # still held back meanwhile
    assert "Plain" not in str(lb.message(panel_id)["components"])  # the next step's panel

    await lb.wait_for_message(thread.id, lambda m: "Ground:" in m["content"], timeout=15)
    # each told once, in order (in one message when the second click's story went first)
    told_lines = [line for m in lb.channel_messages(thread.id) for line in m["content"].split("\n")]
    muster = [i for i, line in enumerate(told_lines) if "Muster (alice)" in line]
    ground = [i for i, line in enumerate(told_lines) if "Ground:" in line]
    assert len(muster) == len(ground) == 1 and muster < ground, told_lines
    assert fault.hits == 1 and len(eval_answers(world)) == 2


async def test_the_steps_stored_while_a_story_is_held_back_are_told_in_one_message(world):
    """Past Discord's global limit each battle posts once per turn of it, not once per click:
    the clicks stored while its story waited are told together, each event once, in order."""
    lb = world.lb
    panel_id = await start_skirmish(world)
    await notified(lb, world.alice, 1)  # the battle's thread opened, its first player called
    (thread,) = lb.threads(world.guild.general)
    fault = lb.arm_429("POST", r"^/channels/\d+/messages$", retry_after=3.0, is_global=True)
    panel = lb.message(panel_id)
    await lb.click(world.alice, panel, button(panel, "Confirm"))
    await met(fault)  # the first step's story meets the limit: every post waits 3 s
    panel = lb.message(panel_id)
    await lb.click(world.bob, panel, button(panel, "Hill"))
    await choose_secretly(world, panel_id, world.bob, "bob", "Assault")
    await choose_secretly(world, panel_id, world.alice, "alice", "Feint")
    assert battle_row(world)[0] == "finished" and fault.hits == 1

    await lb.wait_for_message(thread.id, lambda m: "🏁" in m["content"], timeout=15)
    await asyncio.sleep(0.5)  # nothing more comes
    stories = [m["content"] for m in lb.channel_messages(thread.id)]  # (the first call: gone)
    assert len(stories) == 2, stories  # the first click's story; the three others' in one
    assert "Muster (alice)" in stories[0] and "Ground:" in stories[1]
    lines = [line for story in stories for line in story.split("\n")]
    order = [next(i for i, line in enumerate(lines) if what in line)
             for what in ("Muster (alice)", "Ground:", "🏁")]  # fmt: skip
    assert order == sorted(order) and all(
        sum(w in x for x in lines) == 1 for w in ("Ground:", "🏁")
    )
    lb.assert_clean()


async def test_undo_and_cancel_belong_to_their_maker_or_the_game_master(world):
    lb = world.lb
    panel_id = await start_skirmish(world)
    panel = lb.message(panel_id)
    await lb.click(world.alice, panel_id, button(panel, "Confirm"))
    assert len(eval_answers(world)) == 1

    asked = await lb.slash(world.bob, "battle undo", {"battle": 1})  # not his: he must ask
    assert not asked.ephemeral and "asks to take back" in asked.content
    assert len(eval_answers(world)) == 1
    undone = await lb.slash(world.alice, "battle undo", {"battle": 1})
    assert not undone.ephemeral and eval_answers(world) == []
    panel = await lb.wait_for_message(
        world.guild.general, lambda m: m["id"] == str(panel_id) and "Confirm" in str(m)
    )
    assert f"<@{world.alice.id}>" in panel["content"]  # the attacker's move again

    stranger = await lb.slash(world.carol, "battle cancel", {"battle": 1})
    assert stranger.ephemeral and battle_row(world)[0] == "active"
    cancelled = await lb.slash(world.gm, "battle cancel", {"battle": 1})
    assert not cancelled.ephemeral and battle_row(world)[0] == "cancelled"
    panel = await lb.wait_for_message(
        world.guild.general, lambda m: m["id"] == str(panel_id) and "cancelled" in text(m)
    )
    assert not buttons(panel)
    late = await lb.slash(world.alice, "battle undo", {"battle": 1})
    assert late.ephemeral and "cancelled" in late.content
    missing = await lb.slash(world.alice, "battle show", {"battle": 42})
    assert missing.ephemeral and "no battle #42" in missing.content


async def test_the_token_never_reaches_the_log(world):
    await world.lb.slash(world.alice, "help", {})
    assert world.lb.token not in world.lb.bot_log()
