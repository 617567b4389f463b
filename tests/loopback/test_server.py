"""The loopback's REST and gateway without a bot: raw HTTP and websocket, fast and precise."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bot.loopback import Loopback
from bot.loopback.spec import check_commands, check_components


@pytest.fixture
async def lb(tmp_path: Path) -> AsyncIterator[Loopback]:
    async with Loopback(log_dir=tmp_path) as loopback:
        loopback.add_guild("Test Realm")
        yield loopback


@pytest.fixture
async def http(lb: Loopback) -> AsyncIterator[aiohttp.ClientSession]:
    headers = {"Authorization": f"Bot {lb.token}"}
    async with aiohttp.ClientSession(headers=headers) as session:
        yield session


async def call(
    session: aiohttp.ClientSession, lb: Loopback, method: str, path: str, body: Any = None
) -> tuple[int, Any, aiohttp.typedefs.LooseHeaders]:
    async with session.request(method, lb.api_base + path, json=body) as resp:
        raw = await resp.read()
        return resp.status, json.loads(raw) if raw else None, resp.headers


async def test_json_answers_have_exact_content_type_and_ratelimit_headers(
    lb: Loopback, http: aiohttp.ClientSession
) -> None:
    status, me, headers = await call(http, lb, "GET", "/users/@me")
    assert status == 200 and me["id"] == str(lb.application_id) and me["bot"] is True
    assert headers["Content-Type"] == "application/json"
    for name in ("Limit", "Remaining", "Reset", "Reset-After", "Bucket"):
        assert f"X-RateLimit-{name}" in headers
    async with aiohttp.ClientSession() as anonymous:
        status, body, _ = await call(anonymous, lb, "GET", "/users/@me")
    assert status == 401 and body == {"message": "401: Unauthorized", "code": 0}


async def test_unknown_and_unimplemented_routes(lb: Loopback, http: aiohttp.ClientSession) -> None:
    status, body, _ = await call(http, lb, "GET", "/no/such/route")
    assert status == 404 and body == {"message": "404: Not Found", "code": 0}
    assert lb.violations == ["GET /no/such/route: unknown route"]
    guild = lb.guild()
    status, _, _ = await call(http, lb, "GET", f"/guilds/{guild.id}/bans")
    assert status == 404
    assert lb.unhandled[-1].startswith(f"GET /guilds/{guild.id}/bans")
    assert len(lb.violations) == 1  # documented, just not faked: not the bot's fault


async def test_rules_the_document_does_not_state(lb: Loopback, http: aiohttp.ClientSession) -> None:
    channel = lb.guild().general
    button = {"type": 2, "style": 1, "label": "Go"}
    body = {"content": "x", "components": [{"type": 1, "components": [button]}]}
    status, error, _ = await call(http, lb, "POST", f"/channels/{channel}/messages", body)
    assert status == 400 and error["code"] == 50035
    assert "custom_id must be a string of 1..100 characters" in lb.violations[-1]
    status, _, _ = await call(http, lb, "POST", f"/channels/{channel}/messages", {"content": ""})
    assert status == 400
    status, error, _ = await call(
        http, lb, "POST", f"/channels/{channel}/messages", {"content": "y" * 2001}
    )
    assert status == 400 and "over the limit of 2000" in lb.violations[-1]
    assert lb.channel_messages(channel) == []


async def test_empty_message_is_refused_like_discord(
    lb: Loopback, http: aiohttp.ClientSession
) -> None:
    channel = lb.guild().general
    status, error, _ = await call(http, lb, "POST", f"/channels/{channel}/messages", {"tts": False})
    assert (status, error["code"]) == (400, 50006)
    assert lb.violations == []  # valid by the document, refused by Discord's rule


async def test_a_nonce_enforced_is_one_message_as_on_discord(
    lb: Loopback, http: aiohttp.ClientSession
) -> None:
    path = f"/channels/{lb.guild().general}/messages"
    body = {"content": "once", "nonce": "step-7", "enforce_nonce": True}
    first = await call(http, lb, "POST", path, body)
    again = await call(http, lb, "POST", path, {**body, "content": "twice?"})
    assert first[0] == again[0] == 200 and again[1]["id"] == first[1]["id"]
    assert again[1]["content"] == "once"
    loose = await call(http, lb, "POST", path, {"content": "free", "nonce": "step-7"})
    other = await call(http, lb, "POST", path, {**body, "nonce": "step-8"})
    assert len({first[1]["id"], loose[1]["id"], other[1]["id"]}) == 3  # not enforced, or new
    assert [m["content"] for m in lb.channel_messages(lb.guild().general)] == [
        "once",
        "free",
        "once",
    ]


async def test_latency_holds_back_the_answer_not_what_the_request_does(
    lb: Loopback, http: aiohttp.ClientSession
) -> None:
    """`bench interactions --latency`: Discord's answers come tens of ms after what they did."""
    channel = lb.guild().general
    lb.server.latency = 1.0
    started = time.perf_counter()
    post = asyncio.ensure_future(
        call(http, lb, "POST", f"/channels/{channel}/messages", {"content": "hello"})
    )
    while not lb.channel_messages(channel):
        await asyncio.sleep(0.005)
    assert not post.done()  # the message is there; its answer is not yet
    status, message, _ = await post
    assert status == 200 and message["content"] == "hello"
    assert time.perf_counter() - started >= 1.0


def test_static_checks_for_commands_and_components() -> None:
    bad = [
        {"name": "Greet", "description": "d"},
        {"name": "ok", "description": "", "options": [
            {"type": 3, "name": "b", "description": "d"},
            {"type": 3, "name": "a", "description": "d", "required": True},
        ]},
    ]  # fmt: skip
    problems = check_commands(bad)
    assert any("$[0].name" in p for p in problems)
    assert any("$[1].description" in p for p in problems)
    assert any("required options must come before" in p for p in problems)
    assert check_commands([{"name": "grüße-2", "description": "fine"}]) == []
    row = {"type": 1, "components": [
        {"type": 2, "style": 1, "label": "a", "custom_id": "same"},
        {"type": 2, "style": 1, "label": "b", "custom_id": "same"},
        {"type": 2, "style": 5, "label": "link", "url": "https://example.com"},
    ]}  # fmt: skip
    [problem] = check_components([row])
    assert problem == (
        "$.components[0].components[1]: custom_id 'same' duplicates $.components[0].components[0]"
    )


async def test_every_faked_answer_matches_the_document(
    lb: Loopback, http: aiohttp.ClientSession
) -> None:
    guild = lb.guild()
    alice = lb.add_user("alice")
    channel = guild.general
    app = lb.application_id
    status, message, _ = await call(
        http, lb, "POST", f"/channels/{channel}/messages", {"content": f"hi {alice.mention}"}
    )
    assert status == 200 and message["mentions"][0]["id"] == str(alice.id)
    mid = message["id"]
    calls = [
        ("GET", "/oauth2/applications/@me", None),
        ("GET", "/applications/@me", None),
        ("GET", "/gateway/bot", None),
        ("GET", f"/users/{alice.id}", None),
        ("GET", "/users/@me/guilds", None),
        ("GET", f"/guilds/{guild.id}?with_counts=true", None),
        ("GET", f"/guilds/{guild.id}/channels", None),
        ("GET", f"/guilds/{guild.id}/roles", None),
        ("GET", f"/guilds/{guild.id}/members/{alice.id}", None),
        ("GET", f"/guilds/{guild.id}/members?limit=10", None),
        ("GET", f"/channels/{channel}", None),
        ("GET", f"/channels/{channel}/messages?limit=5", None),
        ("GET", f"/channels/{channel}/messages/{mid}", None),
        ("PATCH", f"/channels/{channel}/messages/{mid}", {"content": "edited"}),
        ("PUT", f"/channels/{channel}/messages/{mid}/reactions/%F0%9F%91%8D/@me", None),
        ("POST", f"/channels/{channel}/messages/{mid}/threads", {"name": "t"}),
        ("POST", f"/channels/{channel}/threads", {"name": "p", "type": 11}),
        ("PUT", f"/channels/{mid}/thread-members/{alice.id}", None),
        ("GET", f"/channels/{mid}/thread-members", None),
        ("PATCH", f"/channels/{mid}", {"archived": True}),
        ("GET", f"/guilds/{guild.id}/threads/active", None),
        ("PUT", f"/applications/{app}/commands", [{"name": "hello", "description": "hi"}]),
        ("GET", f"/applications/{app}/commands", None),
        ("POST", "/users/@me/channels", {"recipient_id": str(alice.id)}),
        ("DELETE", f"/channels/{channel}/messages/{mid}", None),
    ]
    for method, path, body in calls:
        status, answer, _ = await call(http, lb, method, path, body)
        assert status in (200, 204), (method, path, answer)
    assert lb.violations == [] and lb.unhandled == []
    assert not lb.fake_errors, "\n".join(lb.fake_errors)
    [thread] = [t for t in lb.threads(channel) if t.id == int(mid)]
    assert thread.archived and alice.id in thread.thread_members
    assert [m["type"] for m in lb.channel_messages(channel)] == [18]  # "p" was announced


async def test_a_429_answer_has_what_discord_py_needs(
    lb: Loopback, http: aiohttp.ClientSession
) -> None:
    lb.arm_429("GET", r"^/users/@me$", retry_after=0.25)
    status, body, headers = await call(http, lb, "GET", "/users/@me")
    assert status == 429 and body["retry_after"] == 0.25 and body["global"] is False
    assert headers["Via"] == "1.1 google" and headers["Retry-After"] == "1"
    assert headers["X-RateLimit-Remaining"] == "0"
    assert (await call(http, lb, "GET", "/users/@me"))[0] == 200
    assert lb.fault_hits == ["429 GET /users/@me"]


# -- the gateway ----------------------------------------------------------------------------------


async def receive(ws: aiohttp.ClientWebSocketResponse) -> dict[str, Any]:
    msg = await ws.receive(timeout=5)
    assert msg.type is aiohttp.WSMsgType.TEXT, msg
    return json.loads(msg.data)


async def test_gateway_identify_resume_and_member_chunks(lb: Loopback) -> None:
    guild = lb.guild()
    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(lb.gateway_url + "?v=10&encoding=json") as ws:
            hello = await receive(ws)
            assert hello["op"] == 10 and hello["d"]["heartbeat_interval"] == 41250
            await ws.send_json({"op": 1, "d": None})
            assert (await receive(ws))["op"] == 11
            await ws.send_json({"op": 2, "d": {"token": lb.token, "intents": 1, "properties": {}}})
            ready = await receive(ws)
            assert (ready["t"], ready["s"]) == ("READY", 1)
            assert ready["d"]["resume_gateway_url"].endswith("/gateway/resume")
            created = await receive(ws)
            assert (created["t"], created["s"]) == ("GUILD_CREATE", 2)
            assert created["d"]["id"] == str(guild.id)
            assert created["d"]["channels"][0]["guild_id"] == str(guild.id)
            request = {"guild_id": str(guild.id), "query": "", "limit": 0, "nonce": "n1"}
            await ws.send_json({"op": 8, "d": request})
            chunk = await receive(ws)
            assert chunk["t"] == "GUILD_MEMBERS_CHUNK" and chunk["d"]["nonce"] == "n1"
            session_id = ready["d"]["session_id"]
        async with session.ws_connect(ready["d"]["resume_gateway_url"]) as ws:
            await receive(ws)  # HELLO
            resume = {"token": lb.token, "session_id": session_id, "seq": 1}
            await ws.send_json({"op": 6, "d": resume})
            replayed = [await receive(ws) for _ in range(3)]
            assert [f["t"] for f in replayed] == ["GUILD_CREATE", "GUILD_MEMBERS_CHUNK", "RESUMED"]
            assert [f["s"] for f in replayed] == [2, 3, 4]
        async with session.ws_connect(lb.gateway_url) as ws:
            await receive(ws)
            await ws.send_json({"op": 6, "d": {"token": lb.token, "session_id": "x", "seq": 1}})
            assert (await receive(ws)) == {"op": 9, "d": False, "s": None, "t": None}
        async with session.ws_connect(lb.gateway_url) as ws:
            await receive(ws)
            await ws.send_json({"op": 2, "d": {"token": "wrong", "intents": 1}})
            closing = await ws.receive(timeout=5)
            assert closing.type is aiohttp.WSMsgType.CLOSE and closing.data == 4004


async def test_each_request_is_shown_as_it_is_read_before_it_is_answered(
    lb: Loopback, http: aiohttp.ClientSession
) -> None:
    """The benchmarks time an acknowledgement's arrival as its bytes are read
    (`Server.arrived`), not once the loopback's loop gets to its handler."""
    seen: list[bytes] = []
    lb.server.arrived = seen.append
    status, _, _ = await call(http, lb, "GET", "/users/@me")
    assert status == 200
    assert b"".join(seen).startswith(b"GET /api/v10/users/@me HTTP/1.1\r\n")
    lb.server.arrived = None
    await call(http, lb, "GET", "/users/@me")  # still answered, shown to no one
    assert len(b"".join(seen).split(b"GET ")) == 2


async def test_a_dispatch_tells_when_its_frame_is_written_to_the_socket(lb: Loopback) -> None:
    guild = lb.guild()
    written: list[str] = []
    lb.server.gateway.emit("GUILD_UPDATE", {"id": str(guild.id)}, written=lambda: written.append(1))
    assert written == []  # nobody connected: nothing written
    async with (
        aiohttp.ClientSession() as session,
        session.ws_connect(lb.gateway_url + "?v=10&encoding=json") as ws,
    ):
        await receive(ws)  # HELLO
        await ws.send_json({"op": 2, "d": {"token": lb.token, "intents": 1, "properties": {}}})
        assert (await receive(ws))["t"] == "READY"
        await receive(ws)  # GUILD_CREATE
        update = {"id": str(guild.id), "name": "Renamed"}
        lb.server.gateway.emit("GUILD_UPDATE", update, written=lambda: written.append(2))
        assert written == []  # queued: the writer has not had its turn yet
        frame = await receive(ws)
        assert frame["t"] == "GUILD_UPDATE" and written == [2]
