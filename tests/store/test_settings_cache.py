"""A server's settings are kept in memory: a change made here is seen at once, and a caller's
copy is its own."""

from __future__ import annotations

from bot.store import Store
from tests.store.conftest import GUILD_A


async def test_server_settings_are_kept_and_a_change_here_is_seen_at_once(store: Store) -> None:
    await store.update_guild_settings(GUILD_A, {"language": "it"})
    assert (await store.guild_settings(GUILD_A))["language"] == "it"
    kept = await store.guild_settings(GUILD_A)
    kept["language"] = "uk"  # what a caller does with its copy changes nothing kept
    assert (await store.guild_settings(GUILD_A))["language"] == "it"
    await store.update_guild_settings(GUILD_A, {"language": "uk"})
    assert (await store.guild_settings(GUILD_A))["language"] == "uk"
