"""The loopback routes by shard as Discord does: two discord.py processes (tests/loopback/
mini_bot.py as an AutoShardedClient), each on two of four shards, against one fake Discord.

A guild's events and interactions go to the session of shard `(guild_id >> 22) % 4`; READY
lists only that shard's guilds; DMs go to shard 0; a shard nobody holds gets nothing, so its
interactions fail until its process is back.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import aiohttp
import pytest

from bot.loopback import BotProcess, InteractionFailed, Loopback
from bot.loopback.state import Guild, shard_of

MINI_BOT = [sys.executable, str(Path(__file__).with_name("mini_bot.py"))]
COUNT = 4


@dataclass
class Fleet:
    lb: Loopback
    guilds: list[Guild]
    low: BotProcess  # shards 0, 1
    high: BotProcess  # shards 2, 3


def spread_guilds(lb: Loopback, n: int) -> list[Guild]:
    return [lb.add_guild(f"Realm {i}") for i in range(n)]


@pytest.fixture
async def fleet(tmp_path: Path) -> AsyncIterator[Fleet]:
    async with Loopback(log_dir=tmp_path) as lb:
        guilds = spread_guilds(lb, 8)
        low = await lb.start_bot(MINI_BOT, env={"SHARD_COUNT": "4", "SHARD_IDS": "0,1"}, name="low")
        high = await lb.start_bot(
            MINI_BOT, env={"SHARD_COUNT": "4", "SHARD_IDS": "2,3"}, name="high"
        )
        await lb.wait_ready(bot=low, commands=True)
        await lb.wait_ready(bot=high, commands=True)
        yield Fleet(lb, guilds, low, high)
        lb.assert_clean()


def where(content: str | None) -> tuple[int, int, int]:
    found = re.fullmatch(r"shard (\d+) pid (\d+) guilds (\d+)", content or "")
    assert found, content
    shard, pid, guilds = found.groups()
    return int(shard), int(pid), int(guilds)


def ready_guilds(lb: Loopback, shard: int) -> set[int]:
    session = lb.server.gateway.shards[(shard, COUNT)]
    ready = next(frame for _, frame in session.buffer if frame["t"] == "READY")
    assert ready["d"]["shard"] == [shard, COUNT]
    return {int(g["id"]) for g in ready["d"]["guilds"]}


def test_guilds_made_one_after_another_spread_over_every_shard() -> None:
    lb = Loopback()
    guilds = spread_guilds(lb, 8)
    assert {shard_of(g.id, COUNT) for g in guilds} == {0, 1, 2, 3}
    assert len({g.id for g in guilds}) == 8
    ids = [g.id for g in guilds] + [lb.add_user(f"u{i}").id for i in range(5)]
    assert len(set(ids)) == len(ids)  # never the id of anything else
    lb.world.close()


async def test_each_process_gets_its_shards_guilds_and_their_interactions(fleet: Fleet) -> None:
    lb = fleet.lb
    for shard in range(COUNT):
        assert ready_guilds(lb, shard) == {
            g.id for g in fleet.guilds if shard_of(g.id, COUNT) == shard
        }
    for guild in fleet.guilds:
        shard = lb.shard_of(guild, COUNT)
        owner = fleet.low if shard < 2 else fleet.high
        assert lb.bot_for(guild) is owner
        r = await lb.slash(lb.owner(guild), "where", channel=guild.general)
        assert where(r.content)[:2] == (shard, owner.pid)
        assert r.record.shard == (shard, COUNT)
    # each process holds only its own shards' guilds
    low_guilds = sum(1 for g in fleet.guilds if lb.shard_of(g, COUNT) < 2)
    r = await lb.slash(lb.owner(fleet.guilds[0]), "where", channel=fleet.guilds[0].general)
    holder_count = low_guilds if lb.shard_of(fleet.guilds[0], COUNT) < 2 else 8 - low_guilds
    assert where(r.content)[2] == holder_count


async def test_a_guild_added_later_and_its_events_reach_only_its_shard(fleet: Fleet) -> None:
    lb = fleet.lb
    gateway = lb.server.gateway
    before = {key: s.seq for key, s in gateway.shards.items()}
    late = lb.add_guild("Late Realm")
    shard = lb.shard_of(late, COUNT)
    lb.add_channel("war-room", guild=late)
    lb.add_role("marshal", guild=late)
    alice = lb.add_user("alice", guild=late)
    r = await lb.slash(alice, "where", channel=late.general)
    assert where(r.content)[:2] == (shard, lb.bot_for(late).pid)
    await lb.slash(alice, "thread", channel=late.general)  # the bot opens a thread, posts there
    threads = await lb.world.wait_until(lambda: lb.threads(late.general), 5)
    await lb.wait_for_message(threads[0], lambda m: "inside" in m["content"])
    for key, session in gateway.shards.items():
        got = [
            f["t"]
            for seq, f in session.buffer
            if seq > before[key] and str(late.id) in (f["d"].get("guild_id"), f["d"].get("id"))
        ]
        if key == (shard, COUNT):
            for event in ("GUILD_CREATE", "CHANNEL_CREATE", "GUILD_ROLE_CREATE"):
                assert event in got, (event, got)
            assert {"INTERACTION_CREATE", "THREAD_CREATE", "MESSAGE_CREATE"} <= set(got), got
        else:
            assert got == [], (key, got)


async def test_dms_and_guildless_events_go_to_shard_zero(fleet: Fleet) -> None:
    gateway = fleet.lb.server.gateway
    sent = gateway.emit("USER_UPDATE", {"id": "1", "username": "x"})
    assert [s.key for s in sent] == [(0, COUNT)]
    guild = fleet.guilds[3]
    sent = gateway.emit("GUILD_UPDATE", {"id": str(guild.id)}, intent=1)
    assert [s.key for s in sent] == [(shard_of(guild.id, COUNT), COUNT)]


async def test_a_killed_process_s_guilds_fail_until_it_is_restarted(fleet: Fleet) -> None:
    lb = fleet.lb
    high_guild = next(g for g in fleet.guilds if lb.shard_of(g, COUNT) >= 2)
    low_guild = next(g for g in fleet.guilds if lb.shard_of(g, COUNT) < 2)
    await lb.kill_bot(bot="high")
    assert lb.bot_for(high_guild) is None
    with pytest.raises(InteractionFailed):  # Discord: "This interaction failed"
        await lb.slash(lb.owner(high_guild), "where", channel=high_guild.general)
    assert len(lb.failed_interactions) == 1
    r = await lb.slash(lb.owner(low_guild), "where", channel=low_guild.general)
    assert where(r.content)[1] == fleet.low.pid  # the other process carries on
    lb.clear_records()

    again = await lb.restart_bot(bot="high")
    await lb.wait_ready(bot=again)
    r = await lb.slash(lb.owner(high_guild), "where", channel=high_guild.general)
    assert where(r.content)[:2] == (lb.shard_of(high_guild, COUNT), again.pid)
    assert lb.bots == {"low": fleet.low, "high": again}


async def test_gateway_bot_tells_the_shard_count_and_a_bad_shard_is_refused(tmp_path) -> None:
    async with Loopback(log_dir=tmp_path, shard_count=4) as lb:
        headers = {"Authorization": f"Bot {lb.token}"}
        async with aiohttp.ClientSession() as http:
            async with http.get(f"{lb.api_base}/gateway/bot", headers=headers) as answer:
                body = json.loads(await answer.text())
            assert body["shards"] == 4 and body["url"] == lb.gateway_url
            assert body["session_start_limit"]["max_concurrency"] >= 1
            async with http.ws_connect(lb.gateway_url) as ws:
                hello = await ws.receive_json()
                assert hello["op"] == 10
                identify = {"token": lb.token, "intents": 1, "shard": [4, 4], "properties": {}}
                await ws.send_json({"op": 2, "d": identify})
                closed = await ws.receive()
                assert closed.type is aiohttp.WSMsgType.CLOSE and closed.data == 4010
        assert lb.server.gateway.shards == {}


async def test_a_dm_interaction_goes_to_the_process_holding_shard_zero(fleet: Fleet) -> None:
    lb = fleet.lb
    alice = lb.add_user("alice", guild=fleet.guilds[0])
    r = await lb.slash(alice, "where", channel=lb.dm_channel(alice))
    shard, pid, _ = where(r.content.replace("None", "0"))
    assert pid == fleet.low.pid and r.record.shard == (0, COUNT)
    assert lb.dm_channel(alice).id == r.record.channel_id  # one DM channel per user


async def test_an_invalidated_shard_identifies_again_and_carries_on(fleet: Fleet) -> None:
    lb = fleet.lb
    guild = next(g for g in fleet.guilds if lb.shard_of(g, COUNT) == 2)
    old = lb.server.gateway.shards[(2, COUNT)]
    await lb.gateway_invalidate(shard=2)
    new = lb.server.gateway.shards[(2, COUNT)]
    assert new is not old and ready_guilds(lb, 2) == {
        g.id for g in fleet.guilds if lb.shard_of(g, COUNT) == 2
    }
    r = await lb.slash(lb.owner(guild), "where", channel=guild.general)
    assert where(r.content)[:2] == (2, fleet.high.pid)
    assert lb.server.gateway.shards[(3, COUNT)].number < new.number  # shard 3 untouched
