"""A pass over every server: one server's failure is logged and the next goes on; a database out
of reach stops a clock's pass, and holds a start-up pass until it answers."""

from __future__ import annotations

import logging
from types import SimpleNamespace

import pytest

from bot import guild_sweep
from bot.guild_sweep import sweep_guilds
from bot.store import DatabaseUnreachable

GUILDS = [SimpleNamespace(id=i) for i in (1, 2, 3)]


def failing(at: int, error: Exception, times: int = 1):
    """A job that records each guild it ran for, raising `error` the first `times` runs at
    guild `at`."""
    ran: list[int] = []

    async def job(guild_id: int) -> None:
        ran.append(guild_id)
        if guild_id == at and ran.count(at) <= times:
            raise error

    return job, ran


async def test_one_guilds_failure_is_logged_and_the_next_goes_on(
    caplog: pytest.LogCaptureFixture,
) -> None:
    job, ran = failing(2, RuntimeError("a bug"))
    with caplog.at_level(logging.ERROR):
        assert await sweep_guilds(GUILDS, job, "idle battles") is True
    assert ran == [1, 2, 3]
    assert [r.getMessage() for r in caplog.records] == ["idle battles of guild 2"]
    assert caplog.records[0].exc_info is not None  # a bug keeps its traceback


async def test_a_database_out_of_reach_stops_a_clocks_pass_quietly(
    caplog: pytest.LogCaptureFixture,
) -> None:
    job, ran = failing(2, DatabaseUnreachable("down"))
    with caplog.at_level(logging.INFO):
        assert await sweep_guilds(GUILDS, job, "turn deadlines") is False
    assert ran == [1, 2]  # guild 3 would meet it too: the next tick tries them all again
    assert caplog.records == []  # the driver told the outage, once


async def test_a_start_up_pass_waits_for_the_database_and_goes_on_from_there(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    waits: list[float] = []

    async def sleep(seconds: float) -> None:
        waits.append(seconds)

    monkeypatch.setattr(guild_sweep.asyncio, "sleep", sleep)
    job, ran = failing(2, DatabaseUnreachable("down"), times=3)
    assert await sweep_guilds(GUILDS, job, "repairing panels", until_reached=True) is True
    assert ran == [1, 2, 2, 2, 2, 3]
    assert waits == [1.0, 2.0, 4.0]  # doubling, from RETRY_FIRST
