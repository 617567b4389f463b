"""The bot's start and a PostgreSQL server it cannot reach yet: it waits for one still starting
(started together by a service manager or docker compose), not for one that refuses it."""

from __future__ import annotations

import asyncio
import logging
import time
from types import SimpleNamespace

import pytest

from bot.__main__ import check_database
from bot.config import DB_POOL_DEFAULT
from bot.store import DatabaseNotReached, DatabaseUnusable
from tests.pg import PgCluster, database_of


async def test_a_server_still_starting_is_waited_for(
    own_pg_cluster: PgCluster, caplog: pytest.LogCaptureFixture
) -> None:
    url = own_pg_cluster.create_database()
    own_pg_cluster.pause()
    loop = asyncio.get_running_loop()
    loop.call_later(1.5, own_pg_cluster.resume)  # blocks the loop ~1 s: the wait is longer
    started = time.monotonic()
    with caplog.at_level(logging.WARNING, logger="bot.__main__"):
        await check_database(SimpleNamespace(db=url, db_pool=DB_POOL_DEFAULT), wait=30)
    assert time.monotonic() - started >= 1.5
    waits = [r.getMessage() for r in caplog.records]
    assert waits and all("cannot be reached" in w and "Trying again" in w for w in waits), waits
    assert own_pg_cluster.psql("SELECT count(*) FROM schema_migrations", database_of(url)) != "0"


async def test_no_wait_past_its_time_and_none_for_a_refusal(
    own_pg_cluster: PgCluster, caplog: pytest.LogCaptureFixture
) -> None:
    url = own_pg_cluster.create_database()
    missing = url.replace(database_of(url), "no_such_database")
    with caplog.at_level(logging.WARNING, logger="bot.__main__"):
        with pytest.raises(DatabaseUnusable) as refused:  # not a server down: no waiting
            await check_database(SimpleNamespace(db=missing, db_pool=DB_POOL_DEFAULT), wait=30)
        assert not isinstance(refused.value, DatabaseNotReached)
        own_pg_cluster.pause()
        with pytest.raises(DatabaseNotReached):
            await check_database(SimpleNamespace(db=url, db_pool=DB_POOL_DEFAULT), wait=0)
    assert caplog.records == []  # neither tried again
