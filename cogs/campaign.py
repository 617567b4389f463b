"""`/campaign create|join|status|leave`: campaigns of any installed game on this server."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import Refusal
from bot.store import AlreadyJoined, Campaign, DuplicateName, Faction
from bot.ui.desk import is_game_master
from bot.ui.text import iso_to_timestamp

if TYPE_CHECKING:
    from bot.client import Strategos


async def resolve_campaign(
    bot: Strategos, guild_id: int | None, name: str | None, *, game: str | None = None
) -> Campaign:
    """The named campaign, or the server's only one when no name is given."""
    if guild_id is None:
        raise Refusal("Campaigns live in servers: use this command in a server channel.")
    if name:
        campaign = await bot.store.find_campaign(guild_id, name)
        if campaign is None or (game and campaign.game != game):
            raise Refusal(
                f"There is no campaign called **{name}** here. `/campaign create` starts one."
            )
        return campaign
    campaigns = await bot.store.list_campaigns(guild_id, game=game)
    if len(campaigns) == 1:
        return campaigns[0]
    if not campaigns:
        raise Refusal("This server has no campaign yet. `/campaign create` starts one.")
    raise Refusal("This server has several campaigns: name the one you mean.")


async def resolve_gm_campaign(
    bot: Strategos, interaction: discord.Interaction, name: str | None, *, game: str
) -> Campaign:
    """`resolve_campaign`, for commands only its game master (or Manage Server) may use."""
    found = await resolve_campaign(bot, interaction.guild_id, name, game=game)
    if not is_game_master(interaction, found.gm_user_id):
        raise Refusal("Only the campaign's game master (or Manage Server) can do that.")
    return found


async def find_faction(bot: Strategos, campaign: Campaign, name: str) -> Faction:
    """An active faction of the campaign by name, ignoring case (a faction that left may share
    its name with a newer one)."""
    for faction in await bot.store.list_factions(campaign.guild_id, campaign.id):
        if faction.active and faction.name.casefold() == name.strip().casefold():
            return faction
    raise Refusal(f"There is no faction **{name}** in **{campaign.name}**.")


def given(**options: Any) -> dict[str, Any]:
    """The optional command options the user actually filled in."""
    return {k: v for k, v in options.items() if v is not None}


async def campaign_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    if interaction.guild_id is None:
        return []
    bot: Strategos = interaction.client  # type: ignore[assignment]
    campaigns = await bot.store.list_campaigns(interaction.guild_id)
    needle = current.casefold()
    return [
        app_commands.Choice(name=f"{c.name} ({c.game})"[:100], value=c.name)
        for c in campaigns
        if needle in c.name.casefold()
    ][:25]


class CampaignCog(commands.Cog):
    campaign = app_commands.Group(
        name="campaign",
        description="Campaigns on this server: factions, map and resources",
        guild_only=True,
    )

    def __init__(self, bot: Strategos) -> None:
        self.bot = bot

    async def game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        needle = current.casefold()
        return [
            app_commands.Choice(name=g.title[:100], value=g.key)
            for g in self.bot.games
            if needle in g.title.casefold() or needle in g.key
        ][:25]

    @campaign.command(
        name="create", description="Start a campaign of a game; you are its game master"
    )
    @app_commands.describe(name="A name for the campaign", game="Which game it plays")
    @app_commands.autocomplete(game=game_autocomplete)
    async def create(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 60],
        game: str,
    ) -> None:
        assert interaction.guild_id is not None
        chosen = self.bot.games.get(game)
        if chosen is None:
            known = ", ".join(f"`{g.key}`" for g in self.bot.games) or "none"
            raise Refusal(f"Unknown game `{game}`. Installed games: {known}.")
        try:
            campaign = await self.bot.store.create_campaign(
                interaction.guild_id, chosen.key, name.strip(), gm_user_id=interaction.user.id
            )
        except DuplicateName:
            raise Refusal(f"A campaign called **{name}** already exists on this server.") from None
        embed = discord.Embed(
            title=f"📜 Campaign {campaign.name}",
            description=f"{chosen.title} · game master {interaction.user.mention}\n"
            f"Players join with `/campaign join campaign:{campaign.name}`.",
            colour=discord.Colour.gold(),
        )
        await interaction.response.send_message(embed=embed)

    @campaign.command(name="join", description="Join a campaign with a faction of your own")
    @app_commands.describe(campaign="Which campaign", faction="Your faction's name")
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def join(
        self,
        interaction: discord.Interaction,
        faction: app_commands.Range[str, 1, 40],
        campaign: str | None = None,
    ) -> None:
        found = await resolve_campaign(self.bot, interaction.guild_id, campaign)
        game = self.bot.games.get(found.game)
        resources = dict(game.starting_resources) if game else {}
        try:
            joined = await self.bot.store.join_campaign(
                found.guild_id, found.id, interaction.user.id, faction.strip(), resources=resources
            )
        except AlreadyJoined:
            raise Refusal(f"You already play a faction in **{found.name}**.") from None
        except DuplicateName:
            raise Refusal(f"The faction name **{faction}** is taken in **{found.name}**.") from None
        await interaction.response.send_message(
            f"{interaction.user.mention} joins **{found.name}** as **{joined.name}**.",
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @campaign.command(name="leave", description="Leave a campaign (your faction stays on record)")
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def leave(self, interaction: discord.Interaction, campaign: str | None = None) -> None:
        found = await resolve_campaign(self.bot, interaction.guild_id, campaign)
        left = await self.bot.store.leave_campaign(found.guild_id, found.id, interaction.user.id)
        if left is None:
            raise Refusal(f"You do not play in **{found.name}**.")
        await interaction.response.send_message(
            f"**{left.name}** leaves **{found.name}**.",
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @campaign.command(
        name="status", description="Factions, resources, map and battles of a campaign"
    )
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def status(self, interaction: discord.Interaction, campaign: str | None = None) -> None:
        found = await resolve_campaign(self.bot, interaction.guild_id, campaign)
        await interaction.response.send_message(embed=await self.status_embed(found))

    async def status_embed(self, campaign: Campaign) -> discord.Embed:
        store = self.bot.store
        game = self.bot.games.get(campaign.game)
        factions = await store.list_factions(campaign.guild_id, campaign.id)
        regions = await store.list_regions(campaign.guild_id, campaign.id)
        battles = await store.list_battles(
            campaign.guild_id, status="active", campaign_id=campaign.id, limit=10
        )
        embed = discord.Embed(
            title=f"📜 {campaign.name}",
            description=f"{game.title if game else campaign.game} · game master "
            f"{'<@' + str(campaign.gm_user_id) + '>' if campaign.gm_user_id else 'none'}"
            f" · since {iso_to_timestamp(campaign.created_at)}",
            colour=discord.Colour.gold(),
        )
        names = {f.id: f.name for f in factions}
        faction_lines = [
            f"**{f.name}**{' (<@' + str(f.user_id) + '>)' if f.user_id else ''}"
            + (
                " · " + ", ".join(f"{k} {v}" for k, v in sorted(f.resources.items()))
                if f.resources
                else ""
            )
            for f in factions
        ]
        embed.add_field(
            name=f"Factions ({len(factions)})",
            value="\n".join(faction_lines)[:1024] or "Nobody yet — `/campaign join`.",
            inline=False,
        )
        if regions:
            region_lines = []
            for r in regions:
                owner = names.get(r.owner, "—") if r.owner is not None else "—"
                held = "; ".join(
                    f"{names.get(int(fid), fid)}: "
                    + ", ".join(f"{n} {unit}" for unit, n in sorted(units.items()))
                    for fid, units in sorted(r.holdings.items())
                    if units
                )
                region_lines.append(
                    f"**{r.name or r.key}** · {owner}" + (f" · {held}" if held else "")
                )
            embed.add_field(name="Map", value="\n".join(region_lines)[:1024], inline=False)
        if battles:
            embed.add_field(
                name="Battles under way",
                value="\n".join(f"#{b.id} · {iso_to_timestamp(b.created_at)}" for b in battles),
                inline=False,
            )
        return embed


async def setup(bot: Strategos) -> None:
    await bot.add_cog(CampaignCog(bot))
