"""A lane (bot/lane.py) against a Discord that answers in raw bytes:
a request as Discord expects it with its answer read back, a request that finds no connection or
whose path could break its line left to the caller, an answer that never comes closing its
connection, TLS with one context made off the loop. Its acknowledgements are tested through
bot/ui/early_ack.py (test_early_ack.py)."""

from __future__ import annotations

import asyncio
import ssl
import threading

import pytest
import trustme

from bot import lane as lanes
from bot.lane import NO_ANSWER, HttpLane
from tests.ui.test_early_ack import raw_discord

EDITED = b'{"id": "9", "content": "the panel"}'


async def opened(lane: HttpLane) -> None:
    """The first request finds no connection (None) and opens one."""
    assert lane.send(b"PATCH", "/webhooks/1/t/messages/@original", b"{}", within=1) is None
    for _ in range(200):
        if lane._idle:
            return
        await asyncio.sleep(0.005)
    raise AssertionError("no connection opened")


async def test_an_edit_is_written_as_discord_expects_it_and_its_answer_read_back():
    answers = [[b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(EDITED), EDITED)]]
    async with raw_discord(answers) as (base, requests):
        lane = HttpLane(lambda: base, "DiscordBot (test, 1)")
        try:
            await opened(lane)
            body = b'{"content":"the panel"}'
            outcome = lane.send(b"PATCH", "/webhooks/1/tok-en/messages/@original", body, within=2)
            assert outcome is not None
            answer = await outcome
            assert (answer.status, answer.body) == (200, EDITED)
            assert ("Content-Length", str(len(EDITED))) in answer.headers
            assert requests == [
                b"PATCH /api/v10/webhooks/1/tok-en/messages/@original HTTP/1.1\r\n"
                b"Host: 127.0.0.1:%d\r\nUser-Agent: DiscordBot (test, 1)\r\n"
                b"Content-Type: application/json\r\nContent-Length: 23\r\n\r\n%s"
                % (int(base.split(":")[2].split("/")[0]), body)
            ]
            assert len(lane._idle) == 1  # kept alive for the next
        finally:
            lane.close()


async def test_a_path_that_could_break_its_line_is_not_written():
    async with raw_discord([]) as (base, requests):
        lane = HttpLane(lambda: base, "DiscordBot (test, 1)")
        try:
            await opened(lane)
            for path in ("/webhooks/1/a b/messages/@original", "/x\r\nHost: evil", ""):
                assert lane.send(b"PATCH", path, b"{}", within=1) is None
            await asyncio.sleep(0.05)
            assert requests == [] and len(lane._idle) == 1
        finally:
            lane.close()


async def test_an_answer_that_never_comes_closes_its_connection_and_tells_no_answer():
    async with raw_discord([[]]) as (base, requests):  # reads the request, never answers
        lane = HttpLane(lambda: base, "DiscordBot (test, 1)")
        try:
            await opened(lane)
            outcome = lane.send(b"PATCH", "/webhooks/1/t/messages/@original", b"{}", within=0.1)
            assert outcome is not None and await outcome == NO_ANSWER
            for _ in range(200):
                if not lane._all:
                    break
                await asyncio.sleep(0.005)
            assert not lane._all and not lane._idle and len(requests) == 1
        finally:
            lane.close()


async def test_lanes_speak_tls_with_one_context_made_once_off_the_loop(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Loading the system's certificates takes ~19 ms: made on the loop for each connection, it
    was a stall at every connection opened to Discord (the loopback, plain HTTP, never showed
    it). Three connections of two lanes share one context, made in a thread."""
    ca = trustme.CA()
    server_side = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ca.issue_cert("127.0.0.1").configure_cert(server_side)
    made_in: list[int] = []
    system_trust = ssl.create_default_context

    def trusting_the_tests_ca() -> ssl.SSLContext:
        made_in.append(threading.get_ident())
        context = system_trust()
        ca.configure_trust(context)
        return context

    monkeypatch.setattr(lanes.ssl, "create_default_context", trusting_the_tests_ca)
    monkeypatch.setattr(lanes, "_tls", None)
    ok = b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(EDITED), EDITED)
    async with raw_discord([[ok] for _ in range(3)], tls=server_side) as (base, requests):
        assert base.startswith("https://")
        first, second = (HttpLane(lambda: base, "DiscordBot (test, 1)") for _ in range(2))
        try:
            path = "/webhooks/1/t/messages/@original"
            assert first.send(b"PATCH", path, b"{}", within=2) is None  # each opens one
            assert first.send(b"PATCH", path, b"{}", within=2) is None
            await opened(second)
            for _ in range(200):
                if len(first._idle) == 2:
                    break
                await asyncio.sleep(0.005)
            lanes_used = (first, first, second)
            outcomes = [lane.send(b"PATCH", path, b"{}", within=2) for lane in lanes_used]
            assert None not in outcomes
            answers = await asyncio.gather(*outcomes)  # type: ignore[arg-type]
        finally:
            first.close()
            second.close()
    assert [(a.status, a.body) for a in answers] == [(200, EDITED)] * 3
    assert len(requests) == 3
    assert all(r.startswith(b"PATCH /api/v10/webhooks/1/t/messages/@original") for r in requests)
    assert len(made_in) == 1 and made_in[0] != threading.get_ident()


async def test_a_request_waits_for_the_first_connection_free_when_the_lane_lets_it():
    """An acknowledgement's lane lets requests wait (bot/ui/early_ack.py: WAITING): left to
    the handler, an acknowledgement waited behind every click under way."""
    ok = b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(EDITED), EDITED)
    async with raw_discord([[ok], [ok]]) as (base, requests):
        lane = HttpLane(lambda: base, "DiscordBot (test, 1)", connections=1, waiting=2)
        try:
            path = "/interactions/{}/t/callback"
            first, second, third = (
                lane.send(b"POST", path.format(n), b"{}", within=2) for n in (1, 2, 3)
            )
            assert third is None  # two wait already: the caller goes the usual way
            assert first is not None and second is not None
            answers = await asyncio.gather(first, second)
            assert [(a.status, a.body) for a in answers] == [(200, EDITED)] * 2
            assert len(lane._all) == 1 and len(lane._idle) == 1  # one connection, in turn
        finally:
            lane.close()
    assert [r.split(b" ")[1] for r in requests] == [
        b"/api/v10/interactions/1/t/callback",
        b"/api/v10/interactions/2/t/callback",
    ]


async def test_requests_waiting_get_none_when_no_connection_can_be_opened_or_the_lane_closes():
    async with raw_discord([]) as (base, _):
        nowhere = base.rsplit(":", 1)[0] + ":1/api/v10"  # nothing listens on port 1
        lane = HttpLane(lambda: nowhere, "DiscordBot (test, 1)", waiting=4)
        waiting = lane.send(b"POST", "/interactions/1/t/callback", b"{}", within=2)
        assert waiting is not None and await waiting is None  # the caller goes the usual way
        assert lane.send(b"POST", "/interactions/2/t/callback", b"{}", within=2) is None
        lane.close()
        lane = HttpLane(lambda: base, "DiscordBot (test, 1)", waiting=4)
        waiting = lane.send(b"POST", "/interactions/3/t/callback", b"{}", within=2)
        lane.close()
        assert waiting is not None and await waiting is None
