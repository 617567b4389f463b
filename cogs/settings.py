"""`/settings`: what a server (or one campaign) chooses for itself — reminder delays for now."""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.deadlines import parse_duration
from bot.errors import Refusal
from bot.ui.desk import is_game_master
from bot.ui.replies import send
from cogs.campaign import campaign_autocomplete, resolve_campaign
from cogs.idle import delays

if TYPE_CHECKING:
    from bot.client import Strategos


def _minutes(text: str | None) -> int | None:
    if text is None:
        return None
    try:
        return int(parse_duration(text) / timedelta(minutes=1))
    except ValueError as problem:
        raise Refusal(str(problem).replace("deadline", "delay")) from None


def _shown(delay: timedelta) -> str:
    hours, minutes = divmod(int(delay / timedelta(minutes=1)), 60)
    parts = [f"{hours} h" if hours else "", f"{minutes} min" if minutes else ""]
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
        if campaign:
            found = await resolve_campaign(self.bot, interaction.guild_id, campaign)
            if changes and not is_game_master(interaction, found.gm_user_id):
                raise Refusal("Only the campaign's game master (or Manage Server) can do that.")
            settings = {**found.settings, **changes}
            if changes:
                await store.update_campaign_settings(found.guild_id, found.id, settings)
            where = f"in **{discord.utils.escape_markdown(found.name)}**"
            effective = {**server, **settings}
        else:
            if changes and not is_game_master(interaction):
                raise Refusal("Only a member with Manage Server can change the server's settings.")
            if changes:
                server = await store.update_guild_settings(interaction.guild_id, changes)
            where = "on this server"
            effective = server
        remind, gm = delays(effective)
        await send(
            interaction,
            content=f"⏰ Idle battles {where}: the player to act is called again after "
            f"**{_shown(remind)}**; the game master (or the other players) are told after "
            f"**{_shown(gm)}**.",
            ephemeral=not changes,
            allowed_mentions=discord.AllowedMentions.none(),
        )


async def setup(bot: Strategos) -> None:
    await bot.add_cog(SettingsCog(bot))
