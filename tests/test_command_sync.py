"""Slash commands are sent to Discord only when they changed (bot/command_sync.py): what the
fingerprint notices, and when a sync is made, against a real store."""

from __future__ import annotations

from pathlib import Path
from unittest.mock import AsyncMock

import discord
import pytest
from discord import app_commands

from bot import command_sync
from bot.command_sync import fingerprint, sync_if_changed
from bot.store import Store


def _tree(*names: str) -> app_commands.CommandTree:
    tree = app_commands.CommandTree(discord.Client(intents=discord.Intents.none()))
    for name in names:

        async def callback(interaction: discord.Interaction) -> None: ...

        tree.add_command(app_commands.Command(name=name, description=f"{name}!", callback=callback))
    tree.sync = AsyncMock(side_effect=lambda guild=None: [object()] * len(names))
    return tree


def test_the_fingerprint_follows_the_commands_and_the_catalogs(monkeypatch, tmp_path) -> None:
    same = fingerprint(_tree("help", "odds"), None)
    assert fingerprint(_tree("help", "odds"), None) == same
    assert fingerprint(_tree("help"), None) != same  # a command removed
    assert fingerprint(_tree("help", "odds"), discord.Object(7)) != same  # elsewhere

    catalog = tmp_path / "it.ftl"
    catalog.write_text("cmd-help = aiuto\n", encoding="utf-8")
    monkeypatch.setattr(command_sync, "catalog_files", lambda code: [catalog])
    before = fingerprint(_tree("help", "odds"), None)
    catalog.write_text("cmd-help = guida\n", encoding="utf-8")  # a translation changed
    assert fingerprint(_tree("help", "odds"), None) != before


@pytest.fixture
async def store(tmp_path: Path):
    opened = await Store.open(tmp_path / "bot.db")
    try:
        yield opened
    finally:
        await opened.close()


async def test_commands_are_synced_once_until_they_change(store: Store) -> None:
    tree = _tree("help")
    assert await sync_if_changed(tree, store, 1, None) is not None
    assert await sync_if_changed(tree, store, 1, None) is None  # a restart: left as they are
    assert tree.sync.await_count == 1
    assert await sync_if_changed(tree, store, 2, None) is not None  # another application
    assert await sync_if_changed(tree, store, 1, discord.Object(7)) is not None  # a server
    assert await sync_if_changed(tree, store, 1, None, when="always") is not None
    changed = _tree("help", "odds")
    assert await sync_if_changed(changed, store, 1, None) is not None
    assert await sync_if_changed(changed, store, 1, None) is None


async def test_a_sync_that_failed_is_made_again(store: Store) -> None:
    tree = _tree("help")
    refused = discord.HTTPException(type("R", (), {"status": 503, "reason": "down"})(), "down")
    tree.sync.side_effect = refused
    with pytest.raises(discord.HTTPException):
        await sync_if_changed(tree, store, 1, None)
    tree.sync.side_effect = None
    tree.sync.return_value = []
    assert await sync_if_changed(tree, store, 1, None) == []
    assert tree.sync.await_count == 2


async def test_a_sync_translates_the_commands_and_keeps_no_catalog_after(store: Store) -> None:
    from bot.i18n import catalogs
    from bot.i18n.commands import CommandTranslator

    tree = _tree("civ")
    sent: list[dict] = []

    async def sync(guild=None):
        translator = tree.translator
        for command in tree.get_commands(guild=guild):
            sent.append(await command.get_translated_payload(tree, translator))
        return sent

    tree.sync = AsyncMock(side_effect=sync)
    await tree.set_translator(CommandTranslator())
    catalogs._bundle.cache_clear()
    assert await sync_if_changed(tree, store, 1, None) == sent
    described = sent[0]["description_localizations"]
    assert described["it"].startswith("Civilization, il gioco da tavolo")
    assert set(described) == {"it", "uk"} and described["uk"] != described["it"]
    assert tree.translator._bundles == {}  # the catalogs read for the sync are let go
    assert catalogs._bundle.cache_info().currsize == 0  # and none was kept for speaking
