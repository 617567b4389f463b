"""What a click leaves behind: once its handler returns, the interaction, discord.py's view of
the clicked message and the views the bot sent are freed by reference counting, with nothing
left for the garbage collector (whose collections stop the event loop under load)."""

from __future__ import annotations

import asyncio
import gc
import io
import logging
from types import SimpleNamespace
from unittest.mock import AsyncMock

import discord
import orjson
import pytest
from discord.http import HTTPClient
from discord.state import ConnectionState

from bot.errors import Refusal
from bot.lane import NO_ANSWER, Answer
from bot.store import DatabaseUnreachable
from bot.ui import replies
from bot.ui.components import BattleButton
from bot.ui.custom_ids import ComponentRef


def _state() -> ConnectionState:
    state = ConnectionState(
        dispatch=lambda *a: None,
        handlers={},
        hooks={},
        http=HTTPClient(None),  # never used: nothing is sent
        intents=discord.Intents(guilds=True),
    )
    bot = {"id": "1", "username": "bot", "discriminator": "0", "avatar": None}
    state.user = discord.ClientUser(state=state, data=bot)
    state._get_client = lambda: SimpleNamespace(user=state.user)
    state._add_guild(discord.Guild(data={"id": "7", "name": "Realm"}, state=state))  # known
    return state


def _click_payload() -> dict:
    user = {"id": "42", "username": "ada", "discriminator": "0", "avatar": None}
    button = {"type": 2, "style": 1, "label": "Go", "custom_id": "sgb:1"}
    other = {"type": 2, "style": 2, "label": "Wait", "custom_id": "sgb:2"}
    return {
        "id": "1100000000000000001",
        "application_id": "1",
        "type": 3,
        "token": "token",
        "version": 1,
        "channel_id": "5",
        "guild_id": "7",
        "member": {
            "user": user,
            "roles": [],
            "joined_at": "2026-01-01T00:00:00+00:00",
            "deaf": False,
            "mute": False,
            "flags": 0,
        },
        "data": {"custom_id": "sgb:1", "component_type": 2},
        "message": {
            "id": "9",
            "channel_id": "5",
            "author": {"id": "1", "username": "bot", "discriminator": "0", "avatar": None},
            "content": "",
            "timestamp": "2026-01-01T00:00:00+00:00",
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": [{"title": "Battle 1", "description": "Forces"}],
            "pinned": False,
            "type": 0,
            "components": [{"type": 1, "components": [button, other]}],
        },
        "entitlements": [],
        "authorizing_integration_owners": {},
        "context": 0,
        "attachment_size_limit": 10_485_760,
    }


def _garbage_left_by(click) -> int:
    """Objects only the garbage collector would free, after `click()` has run and returned."""
    gc.collect()
    gc.disable()
    try:
        click()
        return gc.collect()
    finally:
        gc.enable()


async def test_a_settled_click_leaves_nothing_for_the_garbage_collector() -> None:
    state = _state()
    data = _click_payload()

    def click(settled: bool) -> None:
        interaction = discord.Interaction(data=data, state=state)
        replies.ack_in_time(interaction)  # the bot arms it for every interaction
        view = discord.ui.View.from_message(interaction.message, timeout=None)  # discord.py's
        assert not interaction.response.is_done()
        if settled:
            replies.settle(interaction, view)

    assert _garbage_left_by(lambda: click(settled=False)) > 0  # the cycles settle breaks
    assert _garbage_left_by(lambda: click(settled=True)) == 0


def _fake_click() -> SimpleNamespace:
    response = SimpleNamespace(is_done=lambda: False, edit_message=AsyncMock())
    return SimpleNamespace(
        extras={}, type=discord.InteractionType.component, response=response, id=1
    )


def _panel_view(*, plain: bool = False) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(BattleButton(ComponentRef(1, 2, "attacker", "ok"), label="Confirm"))
    if plain:  # an item of the view's own, whose click discord.py dispatches to this view
        view.add_item(discord.ui.Button(label="Help", custom_id="help"))
    return view


async def test_a_sent_view_of_dynamic_items_is_let_go_one_with_items_of_its_own_is_kept() -> None:
    interaction = _fake_click()
    dynamic = _panel_view()
    await replies.edit(interaction, content="x", view=dynamic)
    interaction.response.edit_message.assert_awaited_once()
    assert interaction.response.edit_message.await_args.kwargs["view"] is dynamic
    assert dynamic.children == []  # its items no longer point at it: freed at once

    kept = _panel_view(plain=True)
    await replies.edit(_fake_click(), content="x", view=kept)
    assert len(kept.children) == 2  # discord.py may still dispatch a click to it


async def test_a_panel_sent_outside_a_click_is_let_go_once_sent_and_kept_when_it_failed() -> None:
    """A panel edited or posted by the bot itself (after an answer made elsewhere, a repair):
    its view is spent once Discord has it, but a failed edit leaves it whole, for the panel
    to be posted anew with its buttons."""
    view = _panel_view()
    deleted = discord.NotFound(SimpleNamespace(status=404, reason="Not Found"), "gone")
    edit = AsyncMock(side_effect=deleted)
    with pytest.raises(discord.NotFound):
        await replies.spending(edit, content="x", view=view)
    assert len(view.children) == 1
    send = AsyncMock(return_value="message")
    assert await replies.spending(send, content="x", view=view) == "message"
    assert send.await_args.kwargs == {"content": "x", "view": view}
    assert view.children == []


@pytest.mark.parametrize(
    ("error", "told"),
    [
        (RuntimeError("a bug"), "Qualcosa è andato storto da parte nostra"),
        (DatabaseUnreachable("down"), "non riesce a raggiungere il suo database"),
        (Refusal("Non è il tuo turno."), "Non è il tuo turno."),
    ],
)
async def test_settles_tells_the_user_when_the_callback_fails(
    monkeypatch, caplog, error: Exception, told: str
) -> None:
    """A handler that raised before answering: its user is told so privately, in their own
    language (a bug is logged with its traceback, a database out of reach was logged by its
    driver, a refusal is no failure), and the click settled; nothing is left for discord.py to
    log."""
    settled: list[object] = []
    monkeypatch.setattr(replies, "settle", lambda interaction, view: settled.append(view))
    view = _panel_view()
    interaction = _fake_click()
    interaction.locale = discord.Locale.italian
    done: list[bool] = []
    interaction.response.is_done = lambda: bool(done)
    interaction.response.send_message = AsyncMock(
        side_effect=lambda **_: done.append(True) or SimpleNamespace(message_id=5)
    )
    interaction.response.defer = AsyncMock()

    class Item:
        custom_id = "clt:1:ord"

        def __init__(self) -> None:
            self.view = view

        @replies.settles
        async def callback(self, interaction) -> None:
            raise error

    with caplog.at_level(logging.INFO, logger="bot.ui.replies"):
        await Item().callback(interaction)
    sent = interaction.response.send_message.await_args.kwargs
    assert sent["ephemeral"] and told in sent["content"], sent
    interaction.response.defer.assert_not_awaited()  # answered by the telling
    assert settled == [view]
    logged = {RuntimeError: [logging.ERROR], DatabaseUnreachable: [logging.INFO], Refusal: []}
    assert [r.levelno for r in caplog.records] == logged[type(error)]
    assert all((r.exc_info is not None) is (type(error) is RuntimeError) for r in caplog.records)


async def test_a_click_cut_short_by_the_bot_stopping_is_logged_once_quietly(
    monkeypatch, caplog
) -> None:
    """The bot closed under a running handler (stopping, or its shards taken): its connection
    to Discord is gone, so nothing is sent, and the log says so in one line, no traceback."""
    monkeypatch.setattr(replies, "settle", lambda interaction, view: None)
    interaction = _fake_click()
    interaction.client = SimpleNamespace(is_closed=lambda: True)
    interaction.response.is_done = lambda: False
    interaction.response.send_message = AsyncMock(side_effect=RuntimeError("Session is closed"))
    interaction.response.defer = AsyncMock(side_effect=RuntimeError("Session is closed"))

    class Item:
        custom_id = "sgb:1"
        view = None

        @replies.settles
        async def callback(self, interaction) -> None:
            raise RuntimeError("Connector is closed.")

    with caplog.at_level(logging.INFO):
        await Item().callback(interaction)
    interaction.response.send_message.assert_not_awaited()
    interaction.response.defer.assert_not_awaited()
    assert [(r.levelno, r.exc_info) for r in caplog.records] == [(logging.INFO, None)]
    assert "the bot stopped" in caplog.records[0].getMessage()


async def test_settles_leaves_an_answered_click_as_it_is(monkeypatch) -> None:
    monkeypatch.setattr(replies, "settle", lambda interaction, view: None)
    interaction = _fake_click()
    interaction.response.is_done = lambda: True
    interaction.response.defer = AsyncMock()

    class Item:
        view = None

        @replies.settles
        async def callback(self, interaction) -> None:
            return None

    await Item().callback(interaction)
    interaction.response.defer.assert_not_awaited()


async def test_a_settled_interaction_arms_no_timer_any_more() -> None:
    """The bot's on_interaction may run after a quick handler has settled: no timer then (it
    would defer an interaction already answered)."""
    interaction = discord.Interaction(data=_click_payload(), state=_state())
    replies.settle(interaction)
    replies.ack_in_time(interaction)
    assert replies._ack(interaction).timer is None
    other = discord.Interaction(data=_click_payload(), state=_state())
    replies.ack_in_time(other)
    assert replies._ack(other).timer is not None
    replies.settle(other)
    assert replies._ack(other).timer is None


@pytest.mark.parametrize("taken", [True, False, None])
async def test_a_click_acknowledged_as_it_was_read_is_answered_by_the_deferred_route(
    monkeypatch, taken
) -> None:
    """bot/ui/early_ack.py acknowledged the click (True): the panel's edit goes to the original
    response; it failed (False) or was not tried (None): the edit is the response itself."""
    state = _state()
    early = SimpleNamespace(settle=AsyncMock(return_value=taken))
    state._get_client = lambda: SimpleNamespace(user=state.user, early_acks=early)
    interaction = discord.Interaction(data=_click_payload(), state=state)
    original = AsyncMock()
    response = AsyncMock()
    monkeypatch.setattr(replies, "_edit_original", original)
    monkeypatch.setattr(discord.InteractionResponse, "edit_message", response)
    await replies.edit(interaction, content="the panel")
    early.settle.assert_awaited_once_with(interaction.id)
    assert original.await_count == (1 if taken else 0)
    assert response.await_count == (0 if taken else 1)
    assert interaction.response.is_done() is bool(taken)
    assert replies._ack(interaction).deferred == ("update" if taken else None)


async def test_the_deferred_edit_sends_what_discord_py_would_and_stores_the_view_as_it_does(
    monkeypatch,
) -> None:
    """The panel's edit after an early acknowledgement skips making a message of Discord's
    answer, nothing more: the same request as `edit_original_response`, and the view stored
    for its clicks as discord.py stores it (a finished one is not)."""
    sent: list[dict] = []

    class Adapter:
        async def edit_original_interaction_response(self, application_id, token, **request):
            sent.append({"application_id": application_id, "token": token, **request})
            return {"id": "9"}

    replies.async_context.set(Adapter())  # this test's own context: discord.py's is left alone
    state = _state()
    interaction = discord.Interaction(data=_click_payload(), state=state)
    stored: list[tuple[discord.ui.View, int]] = []
    monkeypatch.setattr(
        state, "store_view", lambda view, message_id: stored.append((view, message_id))
    )
    own = discord.ui.View(timeout=None)
    own.add_item(discord.ui.Button(label="Pick", custom_id="own:1"))
    await replies._edit_original(interaction, content="the panel", view=own)
    spent = discord.ui.View(timeout=None)
    spent.add_item(BattleButton(ComponentRef(1, 2, "attacker", "ok"), label="Go"))
    await replies._edit_original(interaction, content="next", embed=None, view=spent)
    assert [r["payload"]["content"] for r in sent] == ["the panel", "next"]
    assert (sent[0]["application_id"], sent[0]["token"]) == (1, "token")
    assert sent[0]["payload"]["components"][0]["components"][0]["custom_id"] == "own:1"
    assert sent[1]["payload"]["embeds"] == []
    finished = discord.ui.View(timeout=None)
    finished.add_item(discord.ui.Button(label="Done", custom_id="own:2"))
    finished.stop()
    await replies._edit_original(interaction, content="over", view=finished)
    assert stored == [(own, 9), (spent, 9)]


class Lane:
    """The interaction lane as `_edit_original` sees it: each request kept, its answer as told
    (None: no connection was idle)."""

    def __init__(self, answer: Answer | None | str) -> None:
        self.answer = answer
        self.requests: list[tuple[bytes, str, dict]] = []

    def send(self, method: bytes, path: str, body: bytes, *, within: float):
        if self.answer == "busy":
            return None
        self.requests.append((method, path, orjson.loads(body)))
        outcome = asyncio.get_running_loop().create_future()
        outcome.set_result(self.answer)
        return outcome


def on_lane(answer: Answer | None | str) -> tuple[ConnectionState, Lane, list[dict]]:
    """A bot whose lane answers `answer`, and the edits made through discord.py instead."""
    sent: list[dict] = []

    class Adapter:
        async def edit_original_interaction_response(self, application_id, token, **request):
            sent.append(request)
            return {"id": "9"}

    replies.async_context.set(Adapter())
    state = _state()
    lane = Lane(answer)
    state._get_client = lambda: SimpleNamespace(user=state.user, interaction_lane=lane)
    return state, lane, sent


@pytest.mark.parametrize(
    ("answer", "lane_only"),
    [
        (Answer(200, b'{"id": "9"}'), True),
        (Answer(429, b'{"retry_after": 0.5, "global": false}'), False),  # discord.py waits it out
        (Answer(500, b""), False),
        (None, False),  # the connection lost before any answer
        (NO_ANSWER, False),  # no answer in time, or the connection lost in the middle of it
        ("busy", False),
    ],
)
async def test_a_panel_s_edit_goes_on_the_interaction_lane_and_else_through_discord_py(
    answer, lane_only
) -> None:
    state, lane, sent = on_lane(answer)
    interaction = discord.Interaction(data=_click_payload(), state=state)
    panel = discord.ui.View(timeout=None)
    panel.add_item(BattleButton(ComponentRef(1, 2, "attacker", "ok"), label="Go"))
    await replies._edit_original(interaction, content="the panel", view=panel)
    if answer != "busy":
        method, path, body = lane.requests[0]
        assert (method, path) == (b"PATCH", "/webhooks/1/token/messages/@original")
        assert body["content"] == "the panel"
        assert body["components"][0]["components"][0]["custom_id"] == "sg:1:2:attacker:ok"
    assert len(sent) == (0 if lane_only else 1)  # the same edit again, through discord.py
    if sent and lane.requests:
        assert sent[0]["payload"] == lane.requests[0][2]


async def test_an_edit_with_a_file_or_a_view_kept_by_its_message_goes_through_discord_py(
    monkeypatch,
) -> None:
    """A file is sent as multipart, and a view with items of its own is kept by the message's
    id, which only discord.py's path reads back: neither goes on the lane."""
    state, lane, sent = on_lane(Answer(200, b"{}"))
    stored: list[int] = []
    monkeypatch.setattr(state, "store_view", lambda view, message_id: stored.append(message_id))
    interaction = discord.Interaction(data=_click_payload(), state=state)
    own = discord.ui.View(timeout=None)
    own.add_item(discord.ui.Button(label="Pick", custom_id="own:1"))
    await replies._edit_original(interaction, content="pick", view=own)
    picture = discord.File(io.BytesIO(b"png"), filename="map.png")
    await replies._edit_original(interaction, content="the map", attachments=[picture])
    assert lane.requests == [] and len(sent) == 2 and stored == [9]
    assert sent[1]["files"] and sent[1]["multipart"]


async def test_an_edit_whose_token_would_name_another_path_goes_through_discord_py() -> None:
    state, lane, sent = on_lane(Answer(200, b"{}"))
    interaction = discord.Interaction(data={**_click_payload(), "token": "a/b"}, state=state)
    await replies._edit_original(interaction, content="the panel")
    assert lane.requests == [] and len(sent) == 1
