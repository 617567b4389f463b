"""Opening a battle's thread leaves nothing for the garbage collector: the thread Discord's
answer describes (discord.py caches its own from the gateway) is freed at once."""

from __future__ import annotations

import gc
from types import SimpleNamespace

import discord

from bot.ui import placement
from bot.ui.placement import Placement
from tests.ui.test_replies import _state


def _thread_answer() -> dict:
    """What Discord answers to "start a thread from a message": the thread, with the bot as
    its member."""
    return {
        "id": "900",
        "guild_id": "7",
        "parent_id": "8",
        "owner_id": "1",
        "name": "Battle #1",
        "type": 11,
        "last_message_id": None,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": 1,
        "thread_metadata": {
            "archived": False,
            "auto_archive_duration": 10080,
            "archive_timestamp": "2026-11-27T10:00:00+00:00",
            "locked": False,
        },
        "member": {
            "id": "900",
            "user_id": "1",
            "join_timestamp": "2026-11-27T10:00:00+00:00",
            "flags": 0,
        },
    }


async def test_a_battles_new_thread_leaves_no_garbage(monkeypatch) -> None:
    state = _state()
    guild = state._get_guild(7)
    stored: list[int] = []

    async def create_thread(**_: object) -> discord.Thread:
        return discord.Thread(guild=guild, state=state, data=_thread_answer())

    async def set_battle_message(guild_id: int, battle_id: int, *, thread_id: int) -> None:
        stored.append(thread_id)

    async def nothing(*_: object) -> None:
        return None

    async def english(*_: object) -> str:
        return "en"

    message = SimpleNamespace(create_thread=create_thread)
    channel = SimpleNamespace(get_partial_message=lambda message_id: message)
    desk = SimpleNamespace(
        bot=SimpleNamespace(get_partial_messageable=lambda channel_id, guild_id: channel),
        service=SimpleNamespace(
            store=SimpleNamespace(set_battle_message=set_battle_message), reload=nothing
        ),
        narrator=SimpleNamespace(tell=nothing),
    )
    loaded = SimpleNamespace(
        battle=SimpleNamespace(guild_id=7, id=1), state=SimpleNamespace(events_for=lambda s: [])
    )
    monkeypatch.setattr(placement, "battle_lang", english)
    monkeypatch.setattr(placement, "thread_name", lambda loaded: "Battle #1")
    gc.collect()
    gc.disable()
    try:
        await Placement._open_thread(desk, loaded, 8, 99)
        left = gc.collect()
    finally:
        gc.enable()
    assert stored == [900]
    assert left == 0
