"""`/campaign create|join|status|leave`: campaigns of any installed game on this server.

Also the helpers every game's cog uses for campaigns: finding one by name, a faction by name
(a typo is answered "did you mean …?", bot/ui/names.py), names made safe to show (`shown`), and
long lists packed into embeds that fit Discord's limits (`embed_pages`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import Refusal
from bot.store import AlreadyJoined, Campaign, CampaignFull, DuplicateName, Faction
from bot.store.models import InvalidName, clean_name
from bot.ui.desk import is_game_master
from bot.ui.names import lookup, no_such, or_list, shown
from bot.ui.replies import send
from bot.ui.text import iso_to_timestamp, sides_words

if TYPE_CHECKING:
    from bot.client import Strategos


MAX_FACTIONS = 25
"""Active factions a campaign may have (a Discord select lists at most 25 options)."""
CAMPAIGN_NAME_MAX = 60
FACTION_NAME_MAX = 40

# Discord's limits on one message's embeds (https://discord.com/developers/docs/resources/message)
FIELD_VALUE_MAX = 1024
FIELDS_MAX = 25
EMBED_TOTAL_MAX = 6000
TITLE_MAX = 256
DESCRIPTION_MAX = 4096


def valid_name(name: str, what: str) -> str:
    """The name as it will be stored, or a Refusal if nothing visible is in it."""
    try:
        return clean_name(name)
    except InvalidName:
        raise Refusal(
            f"A {what} name needs at least one visible character (not only spaces or"
            " invisible characters)."
        ) from None


def embed_pages(
    title: str,
    description: str,
    sections: list[tuple[str, list[str]]],
    *,
    colour: discord.Colour | None = None,
) -> list[discord.Embed]:
    """Sections of lines packed into embeds that each fit one message: a field holds at most
    1024 characters (a section runs on in "(continued)" fields), an embed at most 25 fields and
    6000 characters in all. Send each embed as a message of its own, in order."""

    def cut(text: str, limit: int) -> str:
        return text if len(text) <= limit else text[: limit - 1] + "…"

    more = f"{cut(title, TITLE_MAX - len(' (continued)'))} (continued)"
    title = cut(title, TITLE_MAX)
    fields: list[tuple[str, str]] = []
    for name, lines in sections:
        value = ""
        part = 0
        for line in lines:
            line = cut(line, FIELD_VALUE_MAX)
            if value and len(value) + 1 + len(line) > FIELD_VALUE_MAX:
                fields.append((name if part == 0 else f"{name} (continued)", value))
                value, part = "", part + 1
            value = f"{value}\n{line}" if value else line
        if value:
            fields.append((name if part == 0 else f"{name} (continued)", value))
    first = discord.Embed(
        title=title, description=cut(description, DESCRIPTION_MAX) or None, colour=colour
    )
    pages = [first]
    for name, value in fields:
        page = pages[-1]
        if len(page.fields) >= FIELDS_MAX or len(page) + len(name) + len(value) > EMBED_TOTAL_MAX:
            page = discord.Embed(title=more, colour=colour)
            pages.append(page)
        page.add_field(name=name, value=value, inline=False)
    return pages


def game_title(bot: Strategos, key: str) -> str:
    """A game as players know it: 'Struggle of Empires', not `soe`."""
    game = bot.games.get(key)
    return game.title if game else shown(key)


def campaign_kind(bot: Strategos, key: str | None) -> str:
    """'Struggle of Empires campaign' ('campaign' for any game; a title that says it already
    is kept as it is: 'Claim campaign')."""
    if key is None:
        return "campaign"
    title = game_title(bot, key)
    return title if title.casefold().endswith("campaign") else f"{title} campaign"


async def resolve_campaign(
    bot: Strategos, guild_id: int | None, name: str | None, *, game: str | None = None
) -> Campaign:
    """The named campaign (a typo answered "did you mean …?"), or the server's only one (of
    `game`) when no name is given; with several, the refusal lists them."""
    if guild_id is None:
        raise Refusal("Campaigns live in servers: use this command in a server channel.")
    kind = campaign_kind(bot, game)
    campaigns = await bot.store.list_campaigns(guild_id, game=game)
    if name:
        campaign = await bot.store.find_campaign(guild_id, name)
        if campaign is not None and (game is None or campaign.game == game):
            return campaign
        if campaign is not None:
            raise Refusal(
                f"**{shown(campaign.name)}** is a {campaign_kind(bot, campaign.game)}, not a"
                f" {kind}."
                + (
                    f" This server's {kind}s: {or_list([c.name for c in campaigns], 'and')}."
                    if campaigns
                    else f" `/campaign create` starts a {kind}."
                )
            )
        raise Refusal(
            no_such(
                kind,
                name,
                [c.name for c in campaigns],
                where="on this server",
                otherwise="`/campaign create` starts one.",
            )
        )
    if len(campaigns) == 1:
        return campaigns[0]
    if not campaigns:
        raise Refusal(f"This server has no {kind} yet. `/campaign create` starts one.")
    raise Refusal(
        f"This server has several {kind}s: name the one you mean with the `campaign` option —"
        f" {or_list([c.name for c in campaigns])}."
    )


async def resolve_gm_campaign(
    bot: Strategos, interaction: discord.Interaction, name: str | None, *, game: str
) -> Campaign:
    """`resolve_campaign`, for commands only its game master (or Manage Server) may use."""
    found = await resolve_campaign(bot, interaction.guild_id, name, game=game)
    if not is_game_master(interaction, found.gm_user_id):
        raise Refusal("Only the campaign's game master (or Manage Server) can do that.")
    return found


async def find_faction(bot: Strategos, campaign: Campaign, name: str) -> Faction:
    """An active faction of the campaign by name, ignoring case and spacing (a faction that left
    may share its name with a newer one); a typo is answered "did you mean …?"."""
    active = [f for f in await bot.store.list_factions(campaign.guild_id, campaign.id) if f.active]
    return lookup(
        name,
        {f.name: f for f in active},
        "faction",
        where=f"in **{shown(campaign.name)}**",
        otherwise="Players join with `/campaign join`.",
    )


RESOURCE_WORDS = {"vp": "VP", "rp": "RP"}
UNIT_WORDS = {
    "armies": ("army", "armies"),
    "fleets": ("fleet", "fleets"),
    "forts": ("fort", "forts"),
    "control": ("control marker", "control markers"),
}
UNIT_ORDER = ("armies", "fleets", "forts", "control")


def unit_order(item: tuple[str, Any]) -> tuple[int, str]:
    """Holdings listed as the board reads: armies, fleets, forts, control markers, the rest."""
    unit = item[0]
    return (UNIT_ORDER.index(unit) if unit in UNIT_ORDER else len(UNIT_ORDER), unit)


def resource_word(key: str) -> str:
    """A stored resource key as players say it: 'vp' -> 'VP', 'army_training' -> 'army
    training'."""
    return RESOURCE_WORDS.get(key, shown(str(key).replace("_", " "), 20))


def unit_words(unit: str, n: int) -> str:
    """'2 armies', '1 control marker': a stored holding as players say it."""
    one, many = UNIT_WORDS.get(unit, (None, None))
    if one is None:
        return f"{n} {shown(str(unit).replace('_', ' '), 20)}"
    return f"{n} {one if n == 1 else many}"


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
        app_commands.Choice(name=f"{c.name} ({game_title(bot, c.game)})"[:100], value=c.name)
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
        name: app_commands.Range[str, 1, CAMPAIGN_NAME_MAX],
        game: str,
    ) -> None:
        assert interaction.guild_id is not None
        chosen = lookup(
            game,
            {g.title: g for g in self.bot.games},
            "game",
            keys={g.key: g for g in self.bot.games},
            otherwise="No game is installed.",
        )
        name = valid_name(name, "campaign")
        try:
            campaign = await self.bot.store.create_campaign(
                interaction.guild_id, chosen.key, name, gm_user_id=interaction.user.id
            )
        except DuplicateName:
            raise Refusal(
                f"A campaign called **{shown(name)}** already exists on this server."
            ) from None
        embed = discord.Embed(
            title=f"📜 Campaign {discord.utils.escape_mentions(campaign.name)}",
            description=f"{chosen.title} · game master {interaction.user.mention}\n"
            f"Players join with `/campaign join` (campaign: **{shown(campaign.name)}**).",
            colour=discord.Colour.gold(),
        )
        await send(interaction, embed=embed)

    @campaign.command(name="join", description="Join a campaign with a faction of your own")
    @app_commands.describe(campaign="Which campaign", faction="Your faction's name")
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def join(
        self,
        interaction: discord.Interaction,
        faction: app_commands.Range[str, 1, FACTION_NAME_MAX],
        campaign: str | None = None,
    ) -> None:
        found = await resolve_campaign(self.bot, interaction.guild_id, campaign)
        faction = valid_name(faction, "faction")
        game = self.bot.games.get(found.game)
        resources = dict(game.starting_resources) if game else {}
        try:
            joined = await self.bot.store.join_campaign(
                found.guild_id,
                found.id,
                interaction.user.id,
                faction,
                resources=resources,
                max_factions=MAX_FACTIONS,
            )
        except CampaignFull:
            raise Refusal(
                f"**{shown(found.name)}** is full: a campaign has at most {MAX_FACTIONS} factions."
            ) from None
        except AlreadyJoined:
            raise Refusal(f"You already play a faction in **{shown(found.name)}**.") from None
        except DuplicateName:
            raise Refusal(
                f"The faction name **{shown(faction)}** is taken in **{shown(found.name)}**."
            ) from None
        await send(
            interaction,
            content=f"{interaction.user.mention} joins **{shown(found.name)}** as"
            f" **{shown(joined.name)}**.",
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @campaign.command(name="leave", description="Leave a campaign (your faction stays on record)")
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def leave(self, interaction: discord.Interaction, campaign: str | None = None) -> None:
        found = await resolve_campaign(self.bot, interaction.guild_id, campaign)
        left = await self.bot.store.leave_campaign(found.guild_id, found.id, interaction.user.id)
        if left is None:
            raise Refusal(f"You have no faction in **{shown(found.name)}**.")
        await send(
            interaction,
            content=f"**{shown(left.name)}** leaves **{shown(found.name)}**.",
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @campaign.command(
        name="status", description="Factions, resources, map and battles of a campaign"
    )
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def status(self, interaction: discord.Interaction, campaign: str | None = None) -> None:
        found = await resolve_campaign(self.bot, interaction.guild_id, campaign)
        for embed in await self.status_embeds(found):  # more than one when it is large
            await send(interaction, embed=embed, allowed_mentions=discord.AllowedMentions.none())

    async def status_embeds(self, campaign: Campaign) -> list[discord.Embed]:
        """Factions, map and battles under way: everything, in as many embeds as it takes."""
        store = self.bot.store
        game = self.bot.games.get(campaign.game)
        factions = await store.list_factions(campaign.guild_id, campaign.id)
        regions = await store.list_regions(campaign.guild_id, campaign.id)
        battles = await store.list_battles(
            campaign.guild_id, status="active", campaign_id=campaign.id, limit=10
        )
        gm = f"<@{campaign.gm_user_id}>" if campaign.gm_user_id else "none"
        description = (
            f"{game.title if game else shown(campaign.game)} · game master {gm}"
            f" · since {iso_to_timestamp(campaign.created_at)}"
        )
        names = {f.id: shown(f.name) for f in factions}
        faction_lines = [
            f"**{shown(f.name)}**{f' (<@{f.user_id}>)' if f.user_id else ''}"
            + (
                " · " + ", ".join(f"{resource_word(k)} {v}" for k, v in sorted(f.resources.items()))
                if f.resources
                else ""
            )
            for f in factions
        ]
        sections = [
            (f"Factions ({len(factions)})", faction_lines or ["Nobody yet — `/campaign join`."])
        ]
        if regions:
            region_lines = []
            for r in regions:
                owner = names.get(r.owner, "—") if r.owner is not None else "—"
                held = "; ".join(
                    f"{names.get(int(fid), shown(str(fid)))}: "
                    + ", ".join(unit_words(u, n) for u, n in sorted(units.items(), key=unit_order))
                    for fid, units in sorted(r.holdings.items())
                    if units
                )
                region_lines.append(
                    f"**{shown(r.name or r.key)}** · {owner}" + (f" · {held}" if held else "")
                )
            sections.append(
                (f"Map ({len(regions)} area{'' if len(regions) == 1 else 's'})", region_lines)
            )
        if battles:
            sections.append(
                (
                    "Battles under way",
                    [
                        f"#{b.id} · {shown(sides_words(b.setup), 200)}"
                        f" · {iso_to_timestamp(b.created_at)}"
                        for b in battles
                    ],
                )
            )
        return embed_pages(
            f"📜 {discord.utils.escape_mentions(campaign.name)}",
            description,
            sections,
            colour=discord.Colour.gold(),
        )


async def setup(bot: Strategos) -> None:
    await bot.add_cog(CampaignCog(bot))
