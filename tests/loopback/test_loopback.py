"""End-to-end tests of the loopback Discord with a real discord.py bot (tests/loopback/mini_bot.py).

Each test gets its own fake Discord and bot process (start-up is ~0.3 s), so tests stay
independent; every good-path test ends with `assert_clean()` (no violation, no unhandled route,
no failed interaction, no fake answer off the documented schema).
"""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.loopback import CommandUnavailable, InteractionFailed, Loopback
from bot.loopback.payloads import EPHEMERAL, LOADING
from bot.loopback.state import Guild, User

MINI_BOT = [sys.executable, str(Path(__file__).with_name("mini_bot.py"))]


@dataclass
class Scene:
    lb: Loopback
    guild: Guild
    alice: User
    bob: User
    gm: User

    @property
    def general(self) -> int:
        return self.guild.general


async def open_scene(lb: Loopback) -> Scene:
    guild = lb.add_guild("Test Realm")
    scene = Scene(
        lb, guild, lb.add_user("alice"), lb.add_user("bob"), lb.add_user("gm", manage_guild=True)
    )
    await lb.start_bot(MINI_BOT, env={"LOOPBACK_GUILD_ID": str(guild.id)})
    await lb.wait_ready(timeout=20, commands=True)
    return scene


@pytest.fixture
async def scene(tmp_path: Path) -> AsyncIterator[Scene]:
    async with Loopback(log_dir=tmp_path) as lb:
        scene = await open_scene(lb)
        yield scene
        lb.assert_clean()


# -- login, sync, commands ------------------------------------------------------------------------


async def test_login_and_command_sync(scene: Scene) -> None:
    lb = scene.lb
    commands = {c["name"]: c for c in lb.commands(scene.guild.id)}
    assert {"greet", "game", "counter", "pick", "ask", "slow", "thread"} <= set(commands)
    greet = commands["greet"]
    assert greet["application_id"] == str(lb.application_id)
    assert greet["guild_id"] == str(scene.guild.id)
    assert [o["name"] for o in greet["options"]] == ["name", "times", "who", "flavor"]
    assert greet["options"][1]["type"] == 4 and greet["options"][1]["max_value"] == 5
    assert lb.commands() == []  # nothing global
    first = [(m, p) for m, p, _ in lb.requests[:3]]
    assert first == [
        ("GET", "/users/@me"),
        ("GET", "/oauth2/applications/@me"),
        ("PUT", f"/applications/{lb.application_id}/guilds/{scene.guild.id}/commands"),
    ]
    assert lb.gateway_events[0].startswith("IDENTIFY intents=")


async def test_slash_with_typed_options_and_a_member(scene: Scene) -> None:
    lb = scene.lb
    r = await lb.slash(scene.alice, "greet", {"name": "Ann", "times": 3, "who": scene.bob})
    assert r.type == 4
    assert r.content == "hello Ann x3 who=bob None"
    assert not r.ephemeral
    assert r.message["interaction_metadata"]["user"]["id"] == str(scene.alice.id)
    assert lb.channel_messages(scene.general)[-1]["id"] == r.message["id"]
    with pytest.raises(ValueError, match="outside"):
        await lb.slash(scene.alice, "greet", {"name": "Ann", "times": 9})


async def test_autocomplete_top_level_and_in_subcommand_group(scene: Scene) -> None:
    lb = scene.lb
    choices = await lb.autocomplete(scene.alice, "greet", "flavor", "s", {"name": "x"})
    assert [c["value"] for c in choices] == ["sweet", "sour"]
    areas = await lb.autocomplete(scene.alice, "game battle start", focused="area", value="Ger")
    assert [c["name"] for c in areas] == ["Germany", "Gerona"]
    r = await lb.slash(scene.alice, "game battle start", {"area": "Gerona"})
    assert r.content == "battle in Gerona"


async def test_dynamic_item_button_updates_the_message_in_place(scene: Scene) -> None:
    lb = scene.lb
    r = await lb.slash(scene.alice, "counter")
    assert r.custom_ids() == ["counter:0"]
    r2 = await lb.click(scene.bob, r.message, "counter:0")
    assert r2.type == 7 and r2.message_id == r.message_id
    r3 = await lb.click(scene.alice, r2.message, r2.component(label="+1 (1)")["custom_id"])
    assert r3.content == "count 2"
    current = lb.message(r.message_id)
    assert current["content"] == "count 2" and current["edited_timestamp"] is not None
    assert len(lb.revisions(r.message_id)) == 2
    with pytest.raises(LookupError):  # the old button is gone from the message
        await lb.click(scene.bob, current, "counter:0")


async def test_select_menu(scene: Scene) -> None:
    lb = scene.lb
    r = await lb.slash(scene.alice, "pick")
    select = r.component(custom_id="pick:color")
    assert select["type"] == 3 and [o["value"] for o in select["options"]][0] == "red"
    with pytest.raises(ValueError, match="not options"):
        await lb.select(scene.alice, r, "pick:color", ["purple"])
    r2 = await lb.select(scene.alice, r, "pick:color", ["green"])
    assert r2.content == "picked green" and r2.components == []


async def test_modal_submit_with_action_row_and_label(scene: Scene) -> None:
    lb = scene.lb
    r = await lb.slash(scene.alice, "ask")
    assert r.type == 9 and r.message is None
    assert r.modal is not None and r.modal["title"] == "A question"
    with pytest.raises(ValueError, match="required"):
        await lb.submit_modal(scene.alice, r, {"mood": "calm"})
    r2 = await lb.submit_modal(scene.alice, r, {"answer": "42", "mood": "calm"})
    assert r2.content == "you said 42 (calm)"


async def test_defer_then_followup_replaces_the_thinking_message(scene: Scene) -> None:
    lb = scene.lb
    r = await lb.slash(scene.alice, "slow")
    assert r.type == 5
    assert r.content == "slow done"
    assert not r.message["flags"] & LOADING
    mine = [m for m in lb.channel_messages(scene.general) if m["id"] == r.message["id"]]
    assert len(mine) == 1 and len(lb.channel_messages(scene.general)) == 1


async def test_edit_original_response(scene: Scene) -> None:
    lb = scene.lb
    r = await lb.slash(scene.alice, "edit")
    edited = await lb.wait_for_message(
        scene.general, lambda m: m["id"] == r.message["id"] and m["content"] == "second"
    )
    assert edited["edited_timestamp"] is not None
    assert [v["content"] for v in lb.revisions(r)] == ["first"]


async def test_ephemeral_reply_is_not_listed_in_the_channel(scene: Scene) -> None:
    lb = scene.lb
    r = await lb.slash(scene.alice, "secret")
    assert r.ephemeral and r.message["flags"] & EPHEMERAL
    assert lb.channel_messages(scene.general) == []
    assert [m["content"] for m in lb.channel_messages(scene.general, as_user=scene.alice)] == [
        "only you"
    ]
    assert lb.channel_messages(scene.general, as_user=scene.bob) == []


async def test_click_on_ephemeral_edits_a_public_message_by_id(scene: Scene) -> None:
    lb = scene.lb
    r = await lb.slash(scene.gm, "announce", {"text": "tea"})
    assert r.ephemeral
    public = lb.channel_messages(scene.general)
    assert [m["content"] for m in public] == ["announcement: tea"]
    with pytest.raises(ValueError, match="cannot see"):
        await lb.click(scene.bob, r, r.custom_ids()[0])
    mark = lb.mark()
    r2 = await lb.click(scene.gm, r, r.custom_ids()[0])
    assert r2.content == "bumped" and r2.ephemeral
    bumped = await lb.wait_for_message(scene.general, since=mark)
    assert bumped["content"] == "announcement (bumped)" and bumped["id"] == public[0]["id"]


async def test_thread_from_message_and_a_post_in_it(scene: Scene) -> None:
    lb = scene.lb
    r = await lb.slash(scene.alice, "thread")
    inside = await lb.wait_for_message(r.message_id, lambda m: True)  # thread id == message id
    assert inside["content"] == "inside the thread"
    [thread] = lb.threads(scene.general)
    assert thread.id == r.message_id and thread.parent_id == scene.general
    assert thread.name == "side talk" and thread.type == 11
    starter = lb.message(r)
    assert starter["thread"]["id"] == str(thread.id)


async def test_file_upload_is_parsed_from_multipart(scene: Scene) -> None:
    lb = scene.lb
    r = await lb.slash(scene.alice, "file")
    [attachment] = r.message["attachments"]
    assert attachment["filename"] == "hello.txt" and attachment["size"] == len(b"hello file")
    assert lb.world.attachments[int(attachment["id"])] == b"hello file"


# -- faults ---------------------------------------------------------------------------------------


async def test_a_429_is_retried_and_the_bot_carries_on(scene: Scene) -> None:
    lb = scene.lb
    lb.arm_429("POST", r"^/channels/\d+/messages$", retry_after=0.2)
    r = await lb.slash(scene.alice, "say", {"text": "hi"})
    assert r.content == "said it"
    assert len(lb.fault_hits) == 1
    statuses = [s for m, p, s in lb.requests if m == "POST" and p.endswith("/messages")]
    assert statuses == [429, 200]
    assert [m["content"] for m in lb.channel_messages(scene.general)] == ["hi"]


async def test_a_500_is_retried_and_the_bot_carries_on(scene: Scene) -> None:
    lb = scene.lb
    lb.arm_500("POST", r"^/channels/\d+/messages$")
    r = await lb.slash(scene.alice, "say", {"text": "again"})
    assert r.content == "said it"
    assert lb.fault_hits == [f"500 POST /channels/{scene.general}/messages"]


async def test_gateway_reconnect_op7_then_interactions_still_arrive(scene: Scene) -> None:
    lb = scene.lb
    await lb.gateway_reconnect()
    assert lb.server.gateway.reconnect_urls[-1].startswith("/gateway/resume")
    r = await lb.slash(scene.alice, "greet", {"name": "after", "times": 1})
    assert r.content.startswith("hello after")


async def test_dropped_socket_then_interactions_still_arrive(scene: Scene) -> None:
    lb = scene.lb
    await lb.gateway_drop()
    r = await lb.slash(scene.alice, "counter")
    r2 = await lb.click(scene.bob, r, "counter:0")
    assert r2.content == "count 1"
    assert any(e.startswith("RESUME") for e in lb.gateway_events)


async def test_restart_then_an_old_dynamic_button_still_works(scene: Scene) -> None:
    lb = scene.lb
    r = await lb.slash(scene.alice, "counter")
    await lb.click(scene.alice, r, "counter:0")
    ids_before = {c["name"]: c["id"] for c in lb.commands(scene.guild.id)}
    await lb.kill_bot()
    await lb.restart_bot()
    await lb.wait_ready(commands=True)
    assert {c["name"]: c["id"] for c in lb.commands(scene.guild.id)} == ids_before
    r2 = await lb.click(scene.bob, r, "counter:1")
    assert r2.content == "count 2"


# -- what the fake catches ------------------------------------------------------------------------


async def test_content_over_2000_is_a_violation_and_refused(tmp_path: Path) -> None:
    async with Loopback(log_dir=tmp_path, ack_deadline=1.0) as lb:
        scene = await open_scene(lb)
        with pytest.raises(InteractionFailed, match="This interaction failed"):
            await lb.slash(scene.alice, "toolong")
        assert any("2001 characters" in v and "/callback" in v for v in lb.violations)
        assert lb.failed_interactions and lb.channel_messages(scene.general) == []


async def test_content_over_2000_is_recorded_when_not_strict(tmp_path: Path) -> None:
    async with Loopback(log_dir=tmp_path, strict=False) as lb:
        scene = await open_scene(lb)
        r = await lb.slash(scene.alice, "toolong")
        assert len(r.content) == 2001
        assert len(lb.violations) == 1 and "over the limit of 2000" in lb.violations[0]


async def test_answering_twice_gets_40060(scene: Scene) -> None:
    lb = scene.lb
    r = await lb.slash(scene.alice, "double")
    assert r.content == "once"
    refusal = await lb.wait_for_message(scene.general, lambda m: "refused" in m["content"])
    assert refusal["content"] == "second answer refused: 40060"
    assert lb.violations == [
        f"POST /interactions/{r.interaction_id}/{r.record.token}/callback: "
        f"/double (interaction {r.interaction_id}) was answered twice"
    ]
    lb.clear_records()


async def test_answering_late_is_a_failed_interaction(tmp_path: Path) -> None:
    async with Loopback(log_dir=tmp_path, ack_deadline=0.5) as lb:
        scene = await open_scene(lb)
        with pytest.raises(InteractionFailed):
            await lb.slash(scene.alice, "late", {"seconds": 0.8})
        await lb.world.wait_until(lambda: lb.violations, 5)
        assert "answered after 0.5s" in lb.violations[0]
        assert len(lb.failed_interactions) == 1


async def test_deferred_update_completed_by_channel_edit_or_webhook_edit(scene: Scene) -> None:
    lb = scene.lb
    r = await lb.slash(scene.alice, "ticker")
    r2 = await lb.click(scene.bob, r, "tick:0")
    assert r2.type == 6 and r2.content == "tick 1" and r2.message_id == r.message_id
    r3 = await lb.click(scene.bob, r2, "tock:1")
    assert r3.type == 6 and r3.content == "tock 2" and r3.custom_ids() == ["tick:2", "tock:2"]


async def test_default_member_permissions_hide_a_command(scene: Scene) -> None:
    lb = scene.lb
    with pytest.raises(CommandUnavailable, match="hides /admin"):
        await lb.slash(scene.bob, "admin")
    assert (await lb.slash(scene.gm, "admin")).content == "admin ok"
    assert (await lb.slash(lb.owner(), "admin")).content == "admin ok"


async def test_an_interaction_sent_while_the_socket_is_down_is_replayed(scene: Scene) -> None:
    lb = scene.lb
    await lb.server.gateway.drop()  # no waiting: the dispatch goes into the session buffer
    r = await lb.slash(scene.alice, "greet", {"name": "buffered", "times": 1})
    assert r.content.startswith("hello buffered")
    assert any("replayed=" in e and not e.endswith("replayed=0") for e in lb.gateway_events)


async def test_user_messages_reach_the_bot_with_intent_rules(scene: Scene) -> None:
    lb = scene.lb
    said = await lb.say(scene.alice, f"{lb.bot_user.mention} ping")
    reply = await lb.wait_for_message(scene.general, lambda m: m["content"].startswith("pong"))
    assert reply["content"] == "pong (ping)"
    assert reply["type"] == 19 and reply["message_reference"]["message_id"] == said["id"]
    assert reply["mentions"][0]["id"] == str(scene.alice.id)  # replied_user pinged by default
    await lb.say(scene.bob, "no mention, so no content for the bot")
    blind = await lb.wait_for_message(scene.general, lambda m: "cannot read" in m["content"])
    assert blind["author"]["id"] == str(lb.bot_user.id)
