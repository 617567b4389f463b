"""Slash commands in Italian and Ukrainian: names and descriptions from the catalogs.

No `locale_str` is written by hand: the key of each string follows from where it is in the tree.

    cmd-soe-battle = battaglia                  # a command or group: its qualified name
        .description = Una battaglia veloce …
    cmd-soe-battle-opt-area = area              # an option of that command
        .description = Dove si combatte
    cmd-choice-claim = Campagna di conquista    # a choice, by its value (everywhere the same)

A key a language lacks leaves Discord's default, the English of the code.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where
from fluent.runtime import FluentBundle

from bot.i18n.catalogs import FALLBACK, format_message, language_of, read_bundle
from bot.i18n.names import command_key, option_key, slug

NAME_PLACES = {Where.command_name, Where.group_name, Where.parameter_name, Where.choice_name}


def string_key(context: app_commands.TranslationContextTypes) -> str | None:
    """The catalog key of one string of the command tree (None: not ours to translate)."""
    data = context.data
    where = context.location
    if where in (Where.command_name, Where.command_description, Where.group_name,
                 Where.group_description):  # fmt: skip
        return command_key(data.qualified_name)
    if where in (Where.parameter_name, Where.parameter_description):
        return option_key(data.command.qualified_name, data.name)
    if where is Where.choice_name:
        return f"cmd-choice-{slug(data.value)}"
    return None


class CommandTranslator(app_commands.Translator):
    """Reads a language's catalogs when a sync first asks for it, and lets them go after the
    sync (`forget`): the Italian and Ukrainian catalogs, parsed and formatted, held ~2.5 MiB of
    a freshly started bot that may never speak them (`bench memory`); a server that speaks them
    loads them again, as every process does, when they are first spoken."""

    def __init__(self) -> None:
        self._bundles: dict[str, FluentBundle] = {}

    def forget(self) -> None:
        self._bundles.clear()

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        code = language_of(locale)
        if code == FALLBACK or locale.value != code:  # "it" and "uk" only, not en-GB as "en"
            return None
        key = string_key(context)
        if key is None:
            return None
        attribute = None if context.location in NAME_PLACES else "description"
        bundle = self._bundles.get(code)
        if bundle is None:
            bundle = self._bundles[code] = read_bundle(code)
        return format_message([bundle], key, attribute, {})
