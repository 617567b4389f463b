"""discord.py's REST requests on the lane (bot/lane_session.py), through discord.py's own
HTTPClient against the loopback Discord: a message posted on the lane, a rate limit waited out
and an error raised as discord.py does with aiohttp, a file still sent by aiohttp; and against a
Discord that drops the connection, a request made again only when none of its answer came."""

from __future__ import annotations

import asyncio
import contextlib
import io
from pathlib import Path

import aiohttp
import discord
import pytest
from discord.http import HTTPClient, Route, handle_message_parameters

from bot.lane import HttpLane
from bot.lane_session import LaneSession
from bot.loopback import Loopback


@contextlib.asynccontextmanager
async def discord_py(lb_base: str, monkeypatch, token: str):
    """discord.py's HTTPClient logged in at `lb_base`, its session on a lane; yields the client,
    the lane and the requests aiohttp made."""
    monkeypatch.setattr(Route, "BASE", lb_base)
    http = HTTPClient(asyncio.get_running_loop())
    await http.static_login(token)
    inner = http._HTTPClient__session
    through_aiohttp: list[str] = []
    request = inner.request

    def counted(method, url, **options):
        through_aiohttp.append(f"{method} {url}")
        return request(method, url, **options)

    inner.request = counted
    lane = HttpLane(lambda: Route.BASE, http.user_agent)
    http._HTTPClient__session = LaneSession(inner, lane, lambda: Route.BASE)
    try:
        yield http, lane, through_aiohttp
    finally:
        lane.close()
        await http.close()


async def post(http: HTTPClient, channel_id: int, text: str) -> dict:
    with handle_message_parameters(content=text) as params:
        return await http.send_message(channel_id, params=params)


async def a_connection(http: HTTPClient, lane: HttpLane, channel_id: int) -> None:
    """The first request finds no connection: it goes through aiohttp while one opens."""
    await post(http, channel_id, "first")
    for _ in range(200):
        if lane._idle:
            return
        await asyncio.sleep(0.005)
    raise AssertionError("no lane connection opened")


async def test_discord_py_s_requests_go_on_the_lane_with_its_rate_limits_and_errors(
    tmp_path: Path, monkeypatch
) -> None:
    async with Loopback(log_dir=tmp_path) as lb:
        channel_id = lb.add_guild("Test Realm").general
        async with discord_py(lb.api_base, monkeypatch, lb.token) as (http, lane, aiohttp_used):
            await a_connection(http, lane, channel_id)
            before = len(aiohttp_used)
            posted = await post(http, channel_id, "on the lane")
            assert lb.world.messages[int(posted["id"])].data["content"] == "on the lane"
            fault = lb.arm_429("POST", rf"^/channels/{channel_id}/messages$", retry_after=0.2)
            waited = await post(http, channel_id, "after a rate limit")
            assert fault.hits == 1 and lb.world.messages[int(waited["id"])]
            with pytest.raises(discord.NotFound) as missing:
                await http.delete_message(channel_id, 1)
            assert missing.value.status == 404 and "Not Found" in str(missing.value)
            assert len(aiohttp_used) == before  # all of it on the lane
            with handle_message_parameters(
                content="a map", file=discord.File(io.BytesIO(b"png"), filename="map.png")
            ) as params:
                await http.send_message(channel_id, params=params)
            assert aiohttp_used[before:] == [f"POST {lb.api_base}/channels/{channel_id}/messages"]
        assert not lb.violations


async def test_a_request_whose_connection_is_lost_is_made_again_only_before_any_answer(
    monkeypatch,
) -> None:
    """A connection lost before any of the answer (the server closed it as it sat idle): the
    request goes through aiohttp. Lost after part of the answer came: an error, as aiohttp's,
    and the request is not made twice."""
    seen: list[bytes] = []
    half = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{"

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        head = await reader.readuntil(b"\r\n\r\n")
        length = int(head.lower().split(b"content-length: ")[1].split(b"\r\n")[0])
        line = head.split(b"\r\n")[0]
        seen.append(line + await reader.readexactly(length))
        if b"/first" in line or b"half" in line:
            writer.write(half if b"half" in line else b"")
            await writer.drain()
        writer.close()

    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    base = f"http://127.0.0.1:{server.sockets[0].getsockname()[1]}/api/v10"
    lane = HttpLane(lambda: base, "DiscordBot (test)")
    fallback: list[str] = []

    class Inner:
        def request(self, method, url, **options):
            fallback.append(url)
            raise ConnectionResetError("aiohttp's turn")

    session = LaneSession(Inner(), lane, lambda: base)
    try:
        lane.send(b"GET", "/warm", b"", within=1)  # opens a connection
        for _ in range(200):
            if lane._idle:
                break
            await asyncio.sleep(0.005)
        with pytest.raises(ConnectionResetError):
            async with session.request("POST", base + "/first", data="{}", headers={}):
                pass
        assert fallback == [base + "/first"]
        for _ in range(200):
            if lane._idle:
                break
            lane.send(b"GET", "/warm", b"", within=1)
            await asyncio.sleep(0.01)
        with pytest.raises(aiohttp.ServerDisconnectedError):
            async with session.request("POST", base + "/half", data="{}", headers={}):
                pass
        assert fallback == [base + "/first"]  # not made again
    finally:
        lane.close()
        server.close()
