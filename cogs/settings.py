"""`/settings`: what a server (or one campaign) chooses for itself — reminder delays, and the
language of what everyone reads (`/settings language`)."""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.deadlines import parse_duration
from bot.errors import Refusal
from bot.i18n import SUPPORTED, current, speaking, t
from bot.i18n.names import slash
from bot.store import Campaign
from bot.ui.desk import is_game_master
from bot.ui.language import public_lang
from bot.ui.replies import send
from cogs.campaign import campaign_autocomplete, resolve_campaign, shown
from cogs.idle import delays

if TYPE_CHECKING:
    from bot.client import Strategos

AUTOMATIC = "auto"
"""The `language` choice that removes the setting (the server's language in Discord decides,
or for a campaign the server's)."""
LANGUAGE_CHOICES = [
    app_commands.Choice(name="Italiano", value="it"),
    app_commands.Choice(name="Українська", value="uk"),
    app_commands.Choice(name="English", value="en"),
    app_commands.Choice(name="Automatic", value=AUTOMATIC),
]


def _minutes(text: str | None) -> int | None:
    if text is None:
        return None
    try:
        return int(parse_duration(text, delay=True) / timedelta(minutes=1))
    except ValueError as problem:
        raise Refusal(str(problem)) from None


def _shown(delay: timedelta) -> str:
    hours, minutes = divmod(int(delay / timedelta(minutes=1)), 60)
    parts = [
        t("settings-hours", hours=hours) if hours else "",
        t("settings-minutes", minutes=minutes) if minutes else "",
    ]
    return " ".join(p for p in parts if p)


class SettingsCog(commands.Cog):
    settings = app_commands.Group(
        name="settings", description="This server's (or a campaign's) choices", guild_only=True
    )

    def __init__(self, bot: Strategos) -> None:
        self.bot = bot

    @settings.command(name="reminders", description="When idle battles call their players again")
    @app_commands.describe(
        remind_after="Call the player to act again after this long, like 12h (default 12h)",
        gm_after="Tell the game master (or the other players) after this long (default 48h)",
        campaign="Set it for this campaign only (its game master may); empty: the whole server",
    )
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def reminders(
        self,
        interaction: discord.Interaction,
        remind_after: app_commands.Range[str, 1, 20] | None = None,
        gm_after: app_commands.Range[str, 1, 20] | None = None,
        campaign: str | None = None,
    ) -> None:
        assert interaction.guild_id is not None
        changes = {
            key: value
            for key, value in (
                ("remind_after_minutes", _minutes(remind_after)),
                ("gm_after_minutes", _minutes(gm_after)),
            )
            if value is not None
        }
        store = self.bot.store
        server = await store.guild_settings(interaction.guild_id)
        found: Campaign | None = None
        if campaign:
            found = await resolve_campaign(self.bot, interaction.guild_id, campaign)
            if changes and not is_game_master(interaction, found.gm_user_id):
                raise Refusal(t("campaign-gm-only"))
            settings = {**found.settings, **changes}
            if changes:
                found = await store.update_campaign_settings(found.guild_id, found.id, settings)
            effective = {**server, **settings}
        else:
            if changes and not is_game_master(interaction):
                raise Refusal(t("settings-server-only"))
            if changes:
                server = await store.update_guild_settings(interaction.guild_id, changes)
            effective = server
        remind, gm = delays(effective)
        # a change is announced to the channel, in its language; a look is the asker's alone
        public = bool(changes)
        lang = await public_lang(self.bot, interaction.guild_id, found) if public else current()
        with speaking(lang):
            where = (
                t("campaign-in", name=shown(found.name))
                if found is not None
                else t("campaign-on-this-server")
            )
            content = t("settings-reminders", where=where, remind=_shown(remind), gm=_shown(gm))
        await send(
            interaction,
            content=content,
            ephemeral=not public,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @settings.command(name="organisers", description="The role whose members may run tournaments")
    @app_commands.describe(
        role="Members with this role may create tournaments (Manage Server always may)",
        clear="No role: only members with Manage Server",
    )
    async def organisers(
        self,
        interaction: discord.Interaction,
        role: discord.Role | None = None,
        clear: bool = False,
    ) -> None:
        assert interaction.guild_id is not None
        if not is_game_master(interaction):
            raise Refusal(t("settings-server-only"))
        if role is None and not clear:
            server = await self.bot.store.guild_settings(interaction.guild_id)
        else:
            server = await self.bot.store.update_guild_settings(
                interaction.guild_id, {"organiser_role": None if clear else role.id}
            )
        chosen = server.get("organiser_role")
        with speaking(await public_lang(self.bot, interaction.guild_id)):
            content = t(
                "settings-organisers",
                role=f"<@&{chosen}>" if chosen else "",
                named="yes" if chosen else "no",
            )
        await send(interaction, content=content, allowed_mentions=discord.AllowedMentions.none())

    @settings.command(name="ratings", description="Whether quick battles count for /rating")
    @app_commands.describe(casual="Quick battles between two players update their ratings too")
    async def ratings(self, interaction: discord.Interaction, casual: bool | None = None) -> None:
        assert interaction.guild_id is not None
        store = self.bot.store
        if casual is not None:
            if not is_game_master(interaction):
                raise Refusal(t("settings-server-only"))
            server = await store.update_guild_settings(
                interaction.guild_id, {"rate_casual": casual}
            )
        else:
            server = await store.guild_settings(interaction.guild_id)
        public = casual is not None
        with speaking(await public_lang(self.bot, interaction.guild_id) if public else current()):
            content = t("settings-ratings", casual="yes" if server.get("rate_casual") else "no")
        await send(interaction, content=content, ephemeral=not public)

    @settings.command(
        name="language", description="The language of the bot's public messages on this server"
    )
    @app_commands.describe(
        language="Automatic: the server's language in Discord (for a campaign: the server's)",
        campaign="Set it for this campaign only (its game master may); empty: the whole server",
    )
    @app_commands.choices(language=LANGUAGE_CHOICES)
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def language(
        self,
        interaction: discord.Interaction,
        language: str | None = None,
        campaign: str | None = None,
    ) -> None:
        """What everyone reads (battle panels, calls, announcements) speaks this language;
        what a member alone reads follows their own Discord's language. Without a choice: the
        current setting, to the asker alone."""
        assert interaction.guild_id is not None
        guild_id = interaction.guild_id
        store = self.bot.store
        found: Campaign | None = None
        if campaign:
            found = await resolve_campaign(self.bot, guild_id, campaign)
        if language is None:
            await send(
                interaction, content=await self._language_now(guild_id, found), ephemeral=True
            )
            return
        if language != AUTOMATIC and language not in SUPPORTED:
            raise Refusal(t("settings-language-unknown", code=language))
        code = None if language == AUTOMATIC else language
        if found is not None:
            if not is_game_master(interaction, found.gm_user_id):
                raise Refusal(t("campaign-gm-only"))
            settings = {k: v for k, v in found.settings.items() if k != "language"}
            if code is not None:
                settings["language"] = code
            found = await store.update_campaign_settings(found.guild_id, found.id, settings)
        else:
            if not is_game_master(interaction):
                raise Refusal(t("settings-server-only"))
            await store.update_guild_settings(guild_id, {"language": code})
        lang = await public_lang(self.bot, guild_id, found)
        with speaking(lang):  # everyone reads the change, in the language it chose
            name = t("settings-language-name", code=lang.code)
            if found is not None:
                key = (
                    "settings-language-campaign-set" if code else "settings-language-campaign-auto"
                )
                content = t(key, name=shown(found.name), language=name)
            else:
                key = "settings-language-server-set" if code else "settings-language-server-auto"
                content = t(key, language=name)
            content += " " + t("settings-language-private")
        await send(interaction, content=content, allowed_mentions=discord.AllowedMentions.none())

    async def _language_now(self, guild_id: int, campaign: Campaign | None) -> str:
        """The language public messages speak here, and where it comes from (in the asker's
        language)."""
        lang = await public_lang(self.bot, guild_id, campaign)
        name = t("settings-language-name", code=lang.code)
        change = slash("settings language")
        if campaign is not None:
            own = campaign.settings.get("language") in SUPPORTED
            return t(
                "settings-language-campaign-now",
                name=shown(campaign.name),
                language=name,
                source="campaign" if own else "server",
                change=change,
            )
        server = await self.bot.store.guild_settings(guild_id)
        chosen = server.get("language") in SUPPORTED
        return t(
            "settings-language-server-now",
            language=name,
            source="chosen" if chosen else "discord",
            change=change,
        )


async def setup(bot: Strategos) -> None:
    await bot.add_cog(SettingsCog(bot))
