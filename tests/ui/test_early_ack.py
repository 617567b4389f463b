"""Clicks acknowledged as the gateway reads them (bot/ui/early_ack.py), against a small HTTP
server standing in for Discord: the request as Discord expects it, its answer read back (taken,
already taken, refused, never given), and discord.py's own reading never in the way."""

from __future__ import annotations

import asyncio
import contextlib
import ssl
from types import SimpleNamespace
from typing import Any

import aiohttp
import orjson
import pytest
from aiohttp import web

from bot.lane import HttpLane
from bot.ui import early_ack
from bot.ui.desk import acknowledged_at_once
from bot.ui.early_ack import EarlyAcks, acknowledged


def click(interaction_id: int, custom_id: str = "sg:7:0:attacker:pick:a") -> dict[str, Any]:
    return {
        "id": str(interaction_id),
        "token": f"token-{interaction_id}",
        "type": 3,
        "guild_id": "5",
        "data": {"custom_id": custom_id, "component_type": 2},
    }


class Discord:
    """Answers each interaction callback as `answer(interaction_id)` says."""

    def __init__(self, answer) -> None:
        self.answer = answer
        self.requests: list[tuple[str, bytes, str]] = []

    async def callback(self, request: web.Request) -> web.StreamResponse:
        body = await request.read()
        self.requests.append((request.path, body, request.headers.get("User-Agent", "")))
        return await self.answer(int(request.match_info["id"]))


@pytest.fixture
async def served():
    runners = []

    async def serve(answer) -> tuple[Discord, str]:
        discord = Discord(answer)
        app = web.Application()
        app.router.add_post("/api/v10/interactions/{id}/{token}/callback", discord.callback)
        runner = web.AppRunner(app)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        runners.append(runner)
        port = runner.addresses[0][1]
        return discord, f"http://127.0.0.1:{port}/api/v10"

    yield serve
    for runner in runners:
        await runner.cleanup()


async def ready(acks: EarlyAcks, parsers: dict, seen: list) -> None:
    """The first click finds no connection: it is left to the handler while one opens."""
    parsers["INTERACTION_CREATE"](click(1))
    assert await acks.settle(1) is None and seen[-1]["id"] == "1"
    for _ in range(200):
        if acks.lane._idle:
            return
        await asyncio.sleep(0.005)
    raise AssertionError("no connection opened")


def installed(base: str, wanted=lambda data: True) -> tuple[EarlyAcks, dict, list]:
    seen: list[dict] = []
    parsers = {"INTERACTION_CREATE": seen.append}
    acks = EarlyAcks(HttpLane(lambda: base, "DiscordBot (test, 1)"), wanted)
    acks.install(parsers)
    return acks, parsers, seen


def test_discord_s_answer_says_whether_the_click_is_acknowledged():
    assert acknowledged(204, b"")
    assert acknowledged(400, b'{"code": 40060, "message": "already acknowledged"}')
    assert not acknowledged(404, b'{"code": 10062, "message": "Unknown interaction"}')
    assert not acknowledged(502, b"<html>bad gateway</html>")
    assert not acknowledged(400, b"[1, 2]")


async def taken(_: int) -> web.Response:
    return web.Response(status=204)


@contextlib.asynccontextmanager
async def acknowledging(served, answer):
    """Early acknowledgements against a Discord answering `answer`, a connection open."""
    discord, base = await served(answer)
    async with acknowledging_at(base) as (acks, parse, seen):
        yield discord, acks, parse, seen


@contextlib.asynccontextmanager
async def acknowledging_at(base: str):
    """Early acknowledgements against the Discord at `base`, a connection open."""
    acks, parsers, seen = installed(base)
    try:
        await ready(acks, parsers, seen)
        yield acks, parsers["INTERACTION_CREATE"], seen
    finally:
        acks.lane.close()


async def all_closed(acks: EarlyAcks) -> bool:
    """Whether every connection closes within a second."""
    for _ in range(200):
        if not acks.lane._all:
            break
        await asyncio.sleep(0.005)
    return not acks.lane._all and not acks.lane._idle


async def test_a_click_is_acknowledged_as_it_is_read(served):
    async with acknowledging(served, taken) as (discord, acks, parse, seen):
        for n in (2, 3, 4):  # one connection, one acknowledgement after another
            parse(click(n))
            assert seen[-1]["id"] == str(n)  # discord.py reads it all the same
            assert await acks.settle(n) is True
        assert await acks.settle(2) is None  # settled once
        assert [r[0] for r in discord.requests] == [
            f"/api/v10/interactions/{n}/token-{n}/callback" for n in (2, 3, 4)
        ]
        assert {(r[1], r[2]) for r in discord.requests} == {(b'{"type":6}', "DiscordBot (test, 1)")}
        assert len(acks.lane._all) == 1


async def test_already_taken_counts_as_done_and_a_refusal_is_left_to_the_handler(served):
    async def answer(interaction_id: int) -> web.Response:
        if interaction_id == 2:
            return web.json_response({"code": 40060, "message": "already acknowledged"}, status=400)
        return web.json_response({"code": 10062, "message": "Unknown interaction"}, status=404)

    async with acknowledging(served, answer) as (_, acks, parse, _seen):
        parse(click(2))
        assert await acks.settle(2) is True
        parse(click(3))
        assert await acks.settle(3) is False


async def test_an_answer_that_never_comes_is_left_to_the_handler(served, monkeypatch):
    monkeypatch.setattr(early_ack, "SETTLE_WITHIN", 0.2)
    hold = asyncio.Event()

    async def never(_: int) -> web.Response:
        await hold.wait()
        return web.Response(status=204)

    try:
        async with acknowledging(served, never) as (_, acks, parse, _seen):
            parse(click(2))
            assert await acks.settle(2) is False
            parse(click(3))  # the only connection is still busy
            assert await acks.settle(3) is None
    finally:
        hold.set()


async def test_a_lost_connection_fails_its_click_and_another_is_opened(served):
    async def drop(_: int) -> web.Response:
        raise ConnectionResetError  # aiohttp closes the connection without an answer

    async with acknowledging(served, drop) as (_, acks, parse, seen):
        parse(click(2))
        assert await acks.settle(2) is False
        await ready(acks, {"INTERACTION_CREATE": parse}, seen)  # the next click opens one


async def test_no_discord_no_acknowledgement_and_discord_py_reads_on():
    acks, parsers, seen = installed("http://127.0.0.1:9/api/v10")  # nothing listens there
    broken, parsers_broken, seen_broken = installed(
        "http://127.0.0.1:9/api/v10", wanted=lambda data: 1 / 0
    )
    try:
        for n in range(3):
            parsers["INTERACTION_CREATE"](click(n))
            parsers_broken["INTERACTION_CREATE"](click(n))
            await asyncio.sleep(0.05)
            assert await acks.settle(n) is None
        assert len(seen) == len(seen_broken) == 3
        assert acks.lane._retry_at > 0  # a refused connection is not tried again at every click
    finally:
        acks.lane.close()
        broken.lane.close()


async def test_an_answer_that_closes_its_connection_counts_and_another_is_opened(served):
    async def taken_and_closed(_: int) -> web.Response:
        return web.Response(status=204, headers={"Connection": "close"})

    async with acknowledging(served, taken_and_closed) as (_, acks, parse, seen):
        parse(click(2))
        assert await acks.settle(2) is True
        assert await all_closed(acks)
        await ready(acks, {"INTERACTION_CREATE": parse}, seen)


async def test_a_forged_id_or_token_is_left_to_discord_py(served):
    async with acknowledging(served, taken) as (discord, acks, parse, seen):
        for forged in ({"id": "2 3"}, {"token": "a b\r\nHost: evil"}, {"token": None}):
            parse({**click(2), **forged})
            assert await acks.settle(2) is None and seen[-1]["id"] == forged.get("id", "2")
        parse(click(4))  # the connection was left as it was
        assert await acks.settle(4) is True and len(discord.requests) == 1


def test_only_battle_clicks_answered_by_an_edit_are_acknowledged_at_once():
    assert acknowledged_at_once(click(1))
    assert acknowledged_at_once(click(1, "sgs:7:0:attacker:pick"))  # a select
    assert not acknowledged_at_once(click(1, "sg:7:0:attacker:open"))  # opens a private panel
    assert not acknowledged_at_once(click(1, "sgv:7"))  # 🔍 Verify answers privately
    assert not acknowledged_at_once(click(1, "sg:not-a-ref"))
    assert not acknowledged_at_once({**click(1), "type": 2})  # a command
    assert not acknowledged_at_once({**click(1), "guild_id": None})
    assert not acknowledged_at_once({**click(1), "data": {"custom_id": 5}})


@contextlib.asynccontextmanager
async def raw_discord(answers: list[list[bytes]], tls: ssl.SSLContext | None = None):
    """A Discord that writes each request's answer as raw bytes, in the pieces given (one list
    per request, in order), and the requests it read; over TLS with `tls` (its server side)."""
    requests: list[bytes] = []

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        with contextlib.suppress(ConnectionError, asyncio.IncompleteReadError):
            while answers:
                head = await reader.readuntil(b"\r\n\r\n")
                length = int(head.lower().split(b"content-length: ")[1].split(b"\r\n")[0])
                requests.append(head + await reader.readexactly(length))
                for piece in answers.pop(0):
                    writer.write(piece)
                    await writer.drain()
                    await asyncio.sleep(0.01)
            await reader.read()  # the connection stays open until the bot closes it
        writer.close()

    server = await asyncio.start_server(serve, "127.0.0.1", 0, ssl=tls)
    port = server.sockets[0].getsockname()[1]
    try:
        yield f"{'https' if tls else 'http'}://127.0.0.1:{port}/api/v10", requests
    finally:
        server.close()


async def test_an_answer_in_pieces_or_in_chunks_is_read_whole():
    error = b'{"code": 40060, "message": "already acknowledged"}'
    answers = [
        [b"HTTP/1.1 204 No Con", b"tent\r\nContent-Length: 0\r", b"\n\r\n"],
        [
            b"HTTP/1.1 400 Bad Request\r\nTransfer-Encoding: chunked\r\n\r\n",
            b"%x\r\n%s\r\n" % (10, error[:10]),
            b"%x\r\n%s\r\n0\r\n\r\n" % (len(error) - 10, error[10:]),
        ],
        [b"HTTP/1.1 404 Not Found\r\nContent-Length: 17\r\n\r\n", b'{"code": 10062}\r\n'],
    ]
    async with raw_discord(answers) as (base, requests), acknowledging_at(base) as (acks, parse, _):
        outcomes = []
        for n in (2, 3, 4):
            parse(click(n))
            outcomes.append(await acks.settle(n))
        assert outcomes == [True, True, False]
        assert len(acks.lane._all) == 1  # one keep-alive connection carried all three
        assert requests[0].startswith(b"POST /api/v10/interactions/2/token-2/callback HTTP/1.1")
        assert b"\r\nContent-Length: 10\r\n" in requests[0]
        assert requests[0].endswith(b'\r\n\r\n{"type":6}')


@pytest.mark.parametrize(
    "answer",
    [
        b"SSH-2.0-OpenSSH_9.2\r\n\r\n",
        b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n",
    ],
    ids=["not-http", "an-upgrade"],
)
async def test_an_answer_that_is_no_answer_fails_its_click_and_closes_the_connection(
    answer, caplog
):
    async with raw_discord([[answer]]) as (base, _), acknowledging_at(base) as (acks, parse, _):
        parse(click(2))
        assert await acks.settle(2) is False
        assert await all_closed(acks)
        assert not [r for r in caplog.records if r.levelname == "ERROR"]  # read, not crashed


async def test_a_user_agent_that_would_break_its_line_opens_no_connection():
    async with raw_discord([]) as (base, requests):
        acks = EarlyAcks(HttpLane(lambda: base, "DiscordBot\r\nX-Evil: 1"), lambda data: True)
        parsers = {"INTERACTION_CREATE": lambda data: None}
        acks.install(parsers)
        try:
            parsers["INTERACTION_CREATE"](click(1))
            await asyncio.sleep(0.05)
            assert not acks.lane._all and acks.lane._opening == 0 and acks.lane._retry_at > 0
            assert requests == []
        finally:
            acks.lane.close()


async def test_an_answer_to_nothing_asked_closes_its_connection():
    taken_twice = b"HTTP/1.1 204 No Content\r\nContent-Length: 0\r\n\r\n" * 2
    async with (
        raw_discord([[taken_twice]]) as (base, _),
        acknowledging_at(base) as (acks, parse, _),
    ):
        parse(click(2))
        assert await acks.settle(2) is True  # its own answer counts
        assert await all_closed(acks)  # the second one was no one's


@contextlib.asynccontextmanager
async def gateway_sending(frames: list[str | bytes]):
    """A websocket server that sends `frames` once told to (any message); yields its URL."""

    async def socket(request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        await ws.receive()
        for frame in frames:
            await (ws.send_str(frame) if isinstance(frame, str) else ws.send_bytes(frame))
        async for _ in ws:  # until the client closes
            pass
        return ws

    app = web.Application()
    app.router.add_get("/gateway", socket)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    try:
        yield f"http://127.0.0.1:{runner.addresses[0][1]}/gateway"
    finally:
        await runner.cleanup()


async def test_a_click_is_acknowledged_as_its_frame_arrives_before_discord_py_reads_it(served):
    frame = orjson.dumps({"op": 0, "t": "INTERACTION_CREATE", "s": 2, "d": click(2)}).decode()
    frames = [
        '{"op": 0, "t": "MESSAGE_CREATE", "s": 1, "d": {"id": "9"}}',
        frame,
        '{"op": 0, "t": "INTERACTION_CREATE", "s": 3, "d": [',  # broken: left to discord.py
        orjson.dumps({"op": 0, "t": "INTERACTION_CREATE", "s": 4, "d": click(4, "other")}).decode(),
        b"\x78\x9c",  # a binary frame (a compressed stream): not read here
    ]
    async with (
        acknowledging(served, taken) as (discord, acks, parse, seen),
        gateway_sending(frames) as url,
        aiohttp.ClientSession() as session,
        session.ws_connect(url) as socket,
    ):
        acks._wanted = lambda data: data["data"]["custom_id"] != "other"
        assert acks.watch(socket)
        await socket.send_str("go")
        for _ in range(200):  # nothing reads the socket: only the frame's arrival acknowledges
            if discord.requests:
                break
            await asyncio.sleep(0.005)
        assert [r[0] for r in discord.requests] == ["/api/v10/interactions/2/token-2/callback"]
        read = [(await socket.receive()).data for _ in frames]
        assert read == frames  # discord.py reads every frame as it came
        parse(click(2))  # discord.py's own reading of the click: not acknowledged twice
        assert seen[-1]["id"] == "2"
        assert await acks.settle(2) is True
        assert len(discord.requests) == 1


def test_a_socket_not_as_aiohttp_makes_them_is_left_to_discord_py_s_reading():
    acks = EarlyAcks(HttpLane(lambda: "http://127.0.0.1:9/api/v10", "DiscordBot (test, 1)"), bool)
    assert not acks.watch(object())
    assert not acks.watch(SimpleNamespace(_conn=SimpleNamespace(protocol=None), _reader=None))
