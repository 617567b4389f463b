"""`/campaign create|join|status|leave`: campaigns of any installed game on this server.

Also the helpers every game's cog uses for campaigns: finding one by name, a faction by name
(a typo is answered "did you mean …?", bot/ui/names.py), names made safe to show (`shown`), and
long lists packed into embeds that fit Discord's limits (`embed_pages`).

Refusals speak the asker's language; what the channel reads (a campaign created, joined, left,
its status) speaks the campaign's own, else the server's (`public_lang`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import Refusal
from bot.i18n import speaking, t
from bot.i18n.names import option_name, slash
from bot.store import AlreadyJoined, Campaign, CampaignFull, DuplicateName, Faction, Region
from bot.store.models import InvalidName, clean_name
from bot.ui.desk import is_game_master
from bot.ui.language import public_lang
from bot.ui.names import lookup, no_such, or_list, shown
from bot.ui.replies import send
from bot.ui.text import iso_to_timestamp, sides_words

if TYPE_CHECKING:
    from bot.client import Strategos
    from bot.games import Game


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
    """The name as it will be stored, or a Refusal if nothing visible is in it (`what`:
    "campaign" or "faction")."""
    try:
        return clean_name(name)
    except InvalidName:
        raise Refusal(t("campaign-invisible-name", what=what)) from None


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

    continued = f" {t('campaign-continued')}"
    more = f"{cut(title, TITLE_MAX - len(continued))}{continued}"
    title = cut(title, TITLE_MAX)
    fields: list[tuple[str, str]] = []
    for name, lines in sections:
        value = ""
        part = 0
        for line in lines:
            line = cut(line, FIELD_VALUE_MAX)
            if value and len(value) + 1 + len(line) > FIELD_VALUE_MAX:
                fields.append((name if part == 0 else f"{name}{continued}", value))
                value, part = "", part + 1
            value = f"{value}\n{line}" if value else line
        if value:
            fields.append((name if part == 0 else f"{name}{continued}", value))
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
    """A game as players know it: 'Struggle of Empires', not `soe` (in the reader's language)."""
    game = bot.games.get(key)
    return game.shown_title if game else shown(key)


def campaign_kind(bot: Strategos, key: str | None, form: str = "sing") -> str:
    """'Struggle of Empires campaign' ('campaign' for any game; a title that says it already
    is kept as it is: 'Claim campaign'). `form`: "sing" or "plur", and for the languages that
    decline it "sing-gen", "sing-acc", "plur-gen" (genitive, accusative)."""
    if key is None:
        return t("campaign-kind", named="any", title="", form=form)
    title = game_title(bot, key)
    says = {t("campaign-word").casefold(), "campaign"}  # an untranslated title says it in English
    named = "yes" if any(word in title.casefold() for word in says) else "no"
    return t("campaign-kind", named=named, title=title, form=form)


async def resolve_campaign(
    bot: Strategos, guild_id: int | None, name: str | None, *, game: str | None = None
) -> Campaign:
    """The named campaign (a typo answered "did you mean …?"), or the server's only one (of
    `game`) when no name is given; with several, the refusal lists them."""
    if guild_id is None:
        raise Refusal(t("campaign-not-in-server"))
    kind = campaign_kind(bot, game)
    create = slash("campaign create")
    campaigns = await bot.store.list_campaigns(guild_id, game=game)
    names = [c.name for c in campaigns]
    if name:
        campaign = await bot.store.find_campaign(guild_id, name)
        if campaign is not None and (game is None or campaign.game == game):
            return campaign
        if campaign is not None:
            its = campaign_kind(bot, campaign.game)
            refusal = t("campaign-of-other-game", name=shown(campaign.name), its=its, kind=kind)
            if campaigns:
                listed = or_list(names, "and")
                more = t("campaign-these", kinds=campaign_kind(bot, game, "plur"), list=listed)
            else:
                more = t(
                    "campaign-create-starts",
                    create=create,
                    kind=campaign_kind(bot, game, "sing-acc"),
                )
            raise Refusal(f"{refusal} {more}")
        raise Refusal(
            no_such(
                kind,
                name,
                names,
                where=t("campaign-on-this-server"),
                otherwise=t("campaign-create-starts-one", create=create),
            )
        )
    if len(campaigns) == 1:
        return campaigns[0]
    if not campaigns:
        raise Refusal(
            t("campaign-none-yet", kind=campaign_kind(bot, game, "sing-gen"), create=create)
        )
    raise Refusal(
        t(
            "campaign-several",
            kinds=campaign_kind(bot, game, "plur-gen"),
            option=t("campaign-option"),
            list=or_list(names),
        )
    )


async def resolve_gm_campaign(
    bot: Strategos, interaction: discord.Interaction, name: str | None, *, game: str
) -> Campaign:
    """`resolve_campaign`, for commands only its game master (or Manage Server) may use."""
    found = await resolve_campaign(bot, interaction.guild_id, name, game=game)
    if not is_game_master(interaction, found.gm_user_id):
        raise Refusal(t("campaign-gm-only"))
    return found


async def find_faction(bot: Strategos, campaign: Campaign, name: str) -> Faction:
    """An active faction of the campaign by name, ignoring case and spacing (a faction that left
    may share its name with a newer one); a typo is answered "did you mean …?"."""
    active = [f for f in await bot.store.list_factions(campaign.guild_id, campaign.id) if f.active]
    return lookup(
        name,
        {f.name: f for f in active},
        t("campaign-noun-faction"),
        where=t("campaign-in", name=shown(campaign.name)),
        otherwise=t("campaign-players-join", join=slash("campaign join")),
    )


RESOURCES = ("vp", "rp", "gold", "unrest")
"""Resources with a word of their own in the catalogs (`campaign-resource`)."""
UNITS = ("armies", "fleets", "forts", "control", "alliance_land", "alliance_sea", "alliance_either")
"""Holdings with words of their own in the catalogs (`campaign-units`); the Alliance tiles are
Struggle of Empires', held per area."""
UNIT_ORDER = UNITS


def unit_order(item: tuple[str, Any]) -> tuple[int, str]:
    """Holdings listed as the board reads: armies, fleets, forts, control markers, the rest."""
    unit = item[0]
    return (UNIT_ORDER.index(unit) if unit in UNIT_ORDER else len(UNIT_ORDER), unit)


def resource_word(key: str) -> str:
    """A stored resource key as players say it: 'vp' -> 'VP', 'army_training' -> 'army
    training'."""
    if key in RESOURCES:
        return t("campaign-resource", resource=key)
    return shown(str(key).replace("_", " "), 20)


def unit_words(unit: str, n: int) -> str:
    """'2 armies', '1 control marker': a stored holding as players say it."""
    if unit not in UNITS:
        return f"{n} {shown(str(unit).replace('_', ' '), 20)}"
    return t("campaign-units", unit=unit, count=n)


def given(**options: Any) -> dict[str, Any]:
    """The optional command options the user actually filled in."""
    return {k: v for k, v in options.items() if v is not None}


async def find_region(
    bot: Strategos,
    campaign: Campaign,
    typed: str,
    *,
    noun: str,
    set_by: str,
    hidden: frozenset[str] = frozenset(),
) -> Region:
    """The campaign's region (territory, hex, square…) a user typed, by name or key, with a
    did-you-mean; `noun` names what it is and `set_by` how the game master adds one, in the
    language being spoken; `hidden`: keys that are not places (a game's own bookkeeping)."""
    regions = [
        r
        for r in await bot.store.list_regions(campaign.guild_id, campaign.id)
        if r.key not in hidden
    ]
    return lookup(
        typed,
        {r.name: r for r in regions},
        noun,
        keys={r.key: r for r in regions},
        where=t("campaign-in", name=shown(campaign.name)),
        otherwise=set_by,
    )


def region_autocomplete(game: str, hidden: frozenset[str] = frozenset()) -> Any:
    """An autocomplete of every region of the server's campaigns of `game`."""

    async def complete(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        if interaction.guild_id is None:
            return []
        bot: Strategos = interaction.client  # type: ignore[assignment]
        needle = current.casefold()
        choices = []
        for campaign in await bot.store.list_campaigns(interaction.guild_id, game=game):
            for r in await bot.store.list_regions(campaign.guild_id, campaign.id):
                if r.key not in hidden and (needle in r.name.casefold() or needle in r.key):
                    choices.append(app_commands.Choice(name=r.name[:100], value=r.key))
        return choices[:25]

    return complete


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
            app_commands.Choice(name=g.shown_title[:100], value=g.key)
            for g in self.bot.games
            if needle in g.shown_title.casefold() or needle in g.title.casefold() or needle in g.key
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
        games = {g.shown_title: g for g in self.bot.games} | {g.title: g for g in self.bot.games}
        chosen = lookup(
            game,
            games,
            t("campaign-noun-game"),
            keys={g.key: g for g in self.bot.games},
            otherwise=t("campaign-no-game"),
        )
        name = valid_name(name, "campaign")
        try:
            campaign = await self.bot.store.create_campaign(
                interaction.guild_id, chosen.key, name, gm_user_id=interaction.user.id
            )
        except DuplicateName:
            raise Refusal(t("campaign-exists", name=shown(name))) from None
        with speaking(await public_lang(self.bot, campaign.guild_id, campaign)):
            embed = discord.Embed(
                title=t(
                    "campaign-created-title", name=discord.utils.escape_mentions(campaign.name)
                ),
                description=t(
                    "campaign-created",
                    game=chosen.shown_title,
                    gm=interaction.user.mention,
                    join=slash("campaign join"),
                    option=option_name("campaign join", "campaign"),
                    name=shown(campaign.name),
                ),
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
            raise Refusal(t("campaign-full", name=shown(found.name), most=MAX_FACTIONS)) from None
        except AlreadyJoined:
            raise Refusal(t("campaign-already-joined", name=shown(found.name))) from None
        except DuplicateName:
            raise Refusal(
                t("campaign-faction-taken", faction=shown(faction), name=shown(found.name))
            ) from None
        with speaking(await public_lang(self.bot, found.guild_id, found)):
            content = t(
                "campaign-joined",
                member=interaction.user.mention,
                name=shown(found.name),
                faction=shown(joined.name),
            )
        await send(interaction, content=content, allowed_mentions=discord.AllowedMentions.none())

    @campaign.command(name="leave", description="Leave a campaign (your faction stays on record)")
    @app_commands.describe(campaign="Which campaign")
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def leave(self, interaction: discord.Interaction, campaign: str | None = None) -> None:
        found = await resolve_campaign(self.bot, interaction.guild_id, campaign)
        left = await self.bot.store.leave_campaign(found.guild_id, found.id, interaction.user.id)
        if left is None:
            raise Refusal(t("campaign-no-faction", name=shown(found.name)))
        with speaking(await public_lang(self.bot, found.guild_id, found)):
            content = t("campaign-left", faction=shown(left.name), name=shown(found.name))
        await send(interaction, content=content, allowed_mentions=discord.AllowedMentions.none())

    @campaign.command(
        name="status", description="Factions, resources, map and battles of a campaign"
    )
    @app_commands.describe(campaign="Which campaign")
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def status(self, interaction: discord.Interaction, campaign: str | None = None) -> None:
        found = await resolve_campaign(self.bot, interaction.guild_id, campaign)
        with speaking(await public_lang(self.bot, found.guild_id, found)):
            embeds = await self.status_embeds(found)
        for embed in embeds:  # more than one when it is large
            await send(interaction, embed=embed, allowed_mentions=discord.AllowedMentions.none())

    @staticmethod
    def faction_line(game: Game | None, faction: Faction) -> str:
        """'**Germany** (@alice) · gold 3 · Gas, Heavy Bomber': name, player, resources and what
        the game keeps about the faction."""
        parts = [
            f"**{shown(faction.name)}**{f' (<@{faction.user_id}>)' if faction.user_id else ''}"
        ]
        if faction.resources:
            resources = sorted(faction.resources.items())
            parts.append(", ".join(f"{resource_word(k)} {v}" for k, v in resources))
        notes = game.faction_notes(faction) if game and game.faction_notes else ""
        if notes:
            parts.append(notes)
        return " · ".join(parts)

    async def status_embeds(self, campaign: Campaign) -> list[discord.Embed]:
        """Factions, map and battles under way: everything, in as many embeds as it takes (in
        the language being spoken)."""
        store = self.bot.store
        game = self.bot.games.get(campaign.game)
        factions = await store.list_factions(campaign.guild_id, campaign.id)
        regions = await store.list_regions(campaign.guild_id, campaign.id)
        battles = await store.list_battles(
            campaign.guild_id, status="active", campaign_id=campaign.id, limit=10
        )
        gm = f"<@{campaign.gm_user_id}>" if campaign.gm_user_id else t("campaign-no-gm")
        description = t(
            "campaign-status-about",
            game=game.shown_title if game else shown(campaign.game),
            gm=gm,
            since=iso_to_timestamp(campaign.created_at),
        )
        names = {f.id: shown(f.name) for f in factions}
        faction_lines = [self.faction_line(game, f) for f in factions]
        nobody = t("campaign-status-nobody", join=slash("campaign join"))
        sections = [(t("campaign-status-factions", count=len(factions)), faction_lines or [nobody])]
        if regions:
            region_lines = []
            for r in regions:
                if game and game.region_line:
                    region_lines.append(game.region_line(r, names))
                    continue
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
            heading = t("campaign-status-map", count=len(regions), game=campaign.game)
            sections.append((heading, region_lines))
        if battles:
            sections.append(
                (
                    t("campaign-status-battles"),
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
