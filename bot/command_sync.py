"""Slash commands sent to Discord only when they changed.

Discord keeps an application's commands; sending them again at every start (discord.py's
`tree.sync`) changes nothing when they are the same, yet it is one of Discord's most tightly
limited calls, and with several processes (shards) every start of every process would make it.
Translating them (every name and description in Italian and Ukrainian) also reads and parses
those catalogs (let go after the sync: `CommandTranslator.forget`). So the bot sends them only
when their fingerprint differs from the one stored after the last sync for this application and
target (`bot_state`): a new version of the bot whose commands or translations changed syncs
once, a restart does not.

The fingerprint is what the translated commands are made of without translating them: the
commands as discord.py sends them (untranslated), the text of every catalog, the code that
turns a command's place in the tree into a catalog key, and discord.py's version.
`STRATEGOS_SYNC_COMMANDS=always` syncs at every start (after commands were removed by hand).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import discord

from bot.config import SYNC_ALWAYS, SYNC_CHANGED
from bot.i18n import commands as command_i18n
from bot.i18n import names
from bot.i18n.catalogs import SUPPORTED, catalog_files
from bot.store import Store


def fingerprint(tree: discord.app_commands.CommandTree, guild: discord.abc.Snowflake | None) -> str:
    """What the commands `tree.sync(guild=guild)` would send are made of (see the docstring)."""
    digest = hashlib.sha256()
    commands = [command.to_dict(tree) for command in tree.get_commands(guild=guild)]
    digest.update(json.dumps(commands, sort_keys=True, default=str).encode())
    digest.update(discord.__version__.encode())
    for module in (command_i18n, names):
        digest.update(Path(module.__file__ or "").read_bytes())
    for code in SUPPORTED:
        for path in catalog_files(code):
            digest.update(f"\n{code}:{path.name}\n".encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def state_key(application_id: int, guild: discord.abc.Snowflake | None) -> str:
    """Where the fingerprint is kept: per application (a test bot and the real one may share a
    database) and per target (global, or a development server)."""
    target = "global" if guild is None else f"guild:{guild.id}"
    return f"commands-synced:{application_id}:{target}"


async def sync_if_changed(
    tree: discord.app_commands.CommandTree,
    store: Store,
    application_id: int,
    guild: discord.abc.Snowflake | None,
    *,
    when: str = SYNC_CHANGED,
) -> list[Any] | None:
    """Sync the commands when they changed (or `when` is "always"); the synced commands, or
    None when they were left as they are. The fingerprint is stored once Discord has them, so a
    sync that failed is made again at the next start."""
    key = state_key(application_id, guild)
    found = fingerprint(tree, guild)
    if when != SYNC_ALWAYS and await store.bot_state(key) == found:
        return None
    try:
        synced = await tree.sync(guild=guild)
    finally:
        if isinstance(tree.translator, command_i18n.CommandTranslator):
            tree.translator.forget()
    await store.set_bot_state(key, found)
    return synced
