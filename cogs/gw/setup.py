"""`/gw setup territory|units|faction` (the game master's) and `/gw standing` (a player's own
standing rules) in a Great War campaign. What the game master sets is answered publicly, in the
campaign's language; a player's standing rules privately, in the player's.

The commands live in `SetupCommands`, a mixin of the cog (cogs/gw/cog.py), which adds
`SETUP_GROUP` under `/gw`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.errors import Refusal
from bot.i18n import SUPPORTED, Lang, speaking, t
from bot.i18n.names import slash
from bot.store import Campaign, CampaignChanges, Faction, Region, RegionChange
from bot.ui.language import public_lang
from bot.ui.replies import send
from cogs.campaign import (
    campaign_autocomplete,
    find_faction,
    find_region,
    region_autocomplete,
    resolve_campaign,
    resolve_gm_campaign,
    shown,
)
from cogs.gw.campaign import territory_data, unit_keys
from cogs.gw.units import load_rules

if TYPE_CHECKING:
    from bot.client import Strategos

SETUP_GROUP = app_commands.Group(
    name="setup", description="Game master: territories, sea zones and units of a campaign"
)
PRESETS = [
    app_commands.Choice(name="cheapest first", value="gw_cheapest"),
    app_commands.Choice(name="keep the strongest", value="gw_strongest"),
    app_commands.Choice(name="keep my attack value", value="gw_attack"),
    app_commands.Choice(name="ask me each time", value="gw_ask"),
]


def key_of(name: str) -> str:
    """'Alsace-Lorraine' -> 'alsace_lorraine'."""
    return re.sub(r"[^\w]+", "_", name.casefold()).strip("_")[:40]


async def find_territory(bot: Strategos, campaign: Campaign, typed: str) -> Region:
    return await find_region(
        bot, campaign, typed, noun=t("gw-noun-territory"),
        set_by=t("gw-territories-set-by", command=slash("gw setup territory")),
    )  # fmt: skip


territory_autocomplete = region_autocomplete("gw")


def _norm(text: str) -> str:
    return re.sub(r"[\s_'’-]+", " ", text.casefold()).strip()


def tech_names() -> dict[str, str]:
    """Every way a technology may be typed (its key, its name in each language) -> its key."""
    names: dict[str, str] = {}
    for key in load_rules().technologies:
        names[_norm(key)] = key
        for code in SUPPORTED:
            names[_norm(Lang.of(code).t("gw-tech", tech=key))] = key
    return names


def parse_techs(text: str) -> list[str]:
    """'gas, heavy bomber' -> ["gas", "heavy_bomber"] (in gw.toml's order); '0', '-' or 'none'
    -> []. A word naming no technology (nor the start of just one) is refused."""
    nothing = {"0", "", "-", *(_norm(Lang.of(c).t("gw-tech-none")) for c in SUPPORTED)}
    if _norm(text) in nothing:
        return []
    names = tech_names()
    found: set[str] = set()
    for part in filter(None, (_norm(p) for p in re.split(r"[,;+\n]+", text))):
        key = names.get(part)
        if key is None:
            starts = {k for name, k in names.items() if name.startswith(part)}
            key = starts.pop() if len(starts) == 1 else None
        if key is None:
            raise Refusal(
                t("gw-refuse-tech", typed=part, techs=techs_text(list(load_rules().technologies)))
            )
        found.add(key)
    return [k for k in load_rules().technologies if k in found]


def techs_text(keys: list[str]) -> str:
    return ", ".join(t("gw-tech", tech=k) for k in keys) or t("gw-tech-none")


async def techs_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The comma list typed so far, completed with each technology not yet in it."""
    head, _, last = current.rpartition(",")
    typed = [p for p in (_norm(x) for x in head.split(",")) if p]
    names = tech_names()
    have = {names[p] for p in typed if p in names}
    needle = _norm(last)
    prefix = (head + ", ") if head.strip() else ""
    choices = []
    for key in load_rules().technologies:
        name = t("gw-tech", tech=key)
        if key not in have and (
            not needle or _norm(name).startswith(needle) or key.startswith(needle)
        ):
            value = (prefix + name)[:100]
            choices.append(app_commands.Choice(name=value, value=value))
    return choices[:25]


def faction_notes(faction: Faction) -> str:
    """A faction's technologies for its line in `/campaign status` ("" when it has none)."""
    techs = [k for k in faction.data.get("technologies", []) if k in load_rules().technologies]
    return t("gw-faction-techs", techs=techs_text(techs)) if techs else ""


def territory_line(region: Region, names: dict[int, str]) -> str:
    """'**Alsace** · Germany · income 2 (value 4, contested) · Germany: Infantry ×3' — one line
    of `/campaign status` (in the language being spoken)."""
    from cogs.gw.render import units_text

    data = territory_data(region.data)
    owner = names.get(region.owner, "—") if region.owner is not None else "—"
    about = t(
        "gw-territory-about",
        sea="yes" if data.get("sea") else "no",
        value=int(data["value"]),
        income=int(data["income"]),
        contested="yes" if data["contested"] else "no",
        bombed=int(data.get("bombed", 0)),
    )
    held = "; ".join(
        f"{names.get(int(fid), '?')}: {units_text(units)}"
        for fid, units in sorted(region.holdings.items())
        if units
    )
    line = f"**{shown(region.name)}** · {owner} · {about}" + (f" · {held}" if held else "")
    evacuating = data.get("evacuating")
    if evacuating:
        line += " · " + t(
            "gw-territory-evacuating",
            faction=names.get(int(evacuating["faction"]), "?"),
            units=units_text(evacuating["units"]),
        )
    return line


class SetupCommands:
    """`/gw setup territory|units` and `/gw standing` (the cog binds them: `self` is the cog)."""

    bot: Strategos

    @SETUP_GROUP.command(name="territory", description="Add or change a territory or sea zone")
    @app_commands.describe(
        name="The territory's name (or an existing one's)",
        owner="The faction that owns it (none: a sea zone, or nobody's)",
        value="Its income value",
        sea="A sea zone (naval battles are fought there)",
        contested="It is contested (its income is halved)",
        adjacent="The territories next to it, split by commas",
        bombed="Income bombed off it this turn (0 at a new turn)",
        campaign="Which campaign (if the server has several)",
    )
    @app_commands.autocomplete(name=territory_autocomplete, campaign=campaign_autocomplete)
    async def setup_territory(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 40],
        owner: str | None = None,
        value: app_commands.Range[int, 0, 99] | None = None,
        sea: bool | None = None,
        contested: bool | None = None,
        adjacent: app_commands.Range[str, 0, 300] | None = None,
        bombed: app_commands.Range[int, 0, 99] | None = None,
        campaign: str | None = None,
    ) -> None:
        found = await resolve_gm_campaign(self.bot, interaction, campaign, game="gw")
        store = self.bot.store
        regions = {r.key: r for r in await store.list_regions(found.guild_id, found.id)}
        key = name if name in regions else key_of(name)
        if not key:
            raise Refusal(t("gw-refuse-territory-name"))
        old = regions.get(key)
        shown_name = old.name if old and name == key else " ".join(name.split())
        links = None
        if adjacent is not None:
            links = []
            for part in filter(None, (p.strip() for p in adjacent.split(","))):
                link = part if part in regions else key_of(part)
                if link and link != key:
                    links.append(link)
        data = territory_data(
            old.data if old else {}, value=value, sea=sea, contested=contested,
            adjacent=links, bombed=None if bombed is None else min(bombed, value or 99),
        )  # fmt: skip
        change: dict[str, Any] = {"data": data}
        if owner is not None:
            change["owner"] = (await find_faction(self.bot, found, owner)).id
        await store.upsert_region(found.guild_id, found.id, key, name=shown_name)
        for link in links or []:
            if link not in regions:
                await store.upsert_region(found.guild_id, found.id, link, name=link)
        await store.apply_changes(
            found.guild_id, found.id, CampaignChanges(regions={key: RegionChange(**change)})
        )
        region = await store.get_region(found.guild_id, found.id, key)
        assert region is not None
        names = {f.id: shown(f.name) for f in await store.list_factions(found.guild_id, found.id)}
        with speaking(await public_lang(self.bot, interaction.guild_id, found)):
            content = t("gw-setup-territory-done", line=territory_line(region, names))
        await send(interaction, content=content, allowed_mentions=discord.AllowedMentions.none())

    @SETUP_GROUP.command(name="units", description="Set a faction's units in a territory")
    @app_commands.describe(
        faction="The faction",
        territory="The territory or sea zone",
        units="All its units there, e.g. 4 infantry, 2 entrenched infantry, 1 fort (none: 0)",
        campaign="Which campaign (if the server has several)",
    )
    @app_commands.autocomplete(territory=territory_autocomplete, campaign=campaign_autocomplete)
    async def setup_units(
        self,
        interaction: discord.Interaction,
        faction: str,
        territory: str,
        units: app_commands.Range[str, 1, 300],
        campaign: str | None = None,
    ) -> None:
        from cogs.gw.cog import parse_units
        from cogs.gw.render import units_text

        found = await resolve_gm_campaign(self.bot, interaction, campaign, game="gw")
        target = await find_faction(self.bot, found, faction)
        region = await find_territory(self.bot, found, territory)
        wanted = {} if units.strip() in ("0", "-") else parse_units(
            units, unit_keys(), t("gw-option-units"))  # fmt: skip
        now = region.holdings.get(str(target.id), {})
        deltas = {u: wanted.get(u, 0) - int(now.get(u, 0)) for u in {*now, *wanted}}
        await self.bot.store.apply_changes(
            found.guild_id,
            found.id,
            CampaignChanges(
                regions={region.key: RegionChange(holdings_deltas={target.id: deltas})}
            ),
        )
        with speaking(await public_lang(self.bot, interaction.guild_id, found)):
            content = t(
                "gw-setup-units-done",
                faction=shown(target.name),
                territory=shown(region.name),
                units=units_text(wanted),
            )
        await send(interaction, content=content, allowed_mentions=discord.AllowedMentions.none())

    @SETUP_GROUP.command(name="faction", description="Set a faction's technologies")
    @app_commands.describe(
        faction="The faction",
        technologies="All its technologies, split by commas (none: 0)",
        campaign="Which campaign (if the server has several)",
    )
    @app_commands.autocomplete(technologies=techs_autocomplete, campaign=campaign_autocomplete)
    async def setup_faction(
        self,
        interaction: discord.Interaction,
        faction: str,
        technologies: app_commands.Range[str, 1, 200],
        campaign: str | None = None,
    ) -> None:
        found = await resolve_gm_campaign(self.bot, interaction, campaign, game="gw")
        target = await find_faction(self.bot, found, faction)
        techs = parse_techs(technologies)
        await self.bot.store.set_faction(
            found.guild_id, target.id, resources=target.resources,
            data={**target.data, "technologies": techs},
        )  # fmt: skip
        with speaking(await public_lang(self.bot, interaction.guild_id, found)):
            content = t(
                "gw-setup-faction-done", faction=shown(target.name), techs=techs_text(techs)
            )
        await send(interaction, content=content, allowed_mentions=discord.AllowedMentions.none())

    async def set_standing(
        self,
        interaction: discord.Interaction,
        losses: str | None,
        retreat_below: int | None,
        retreat_after: int | None,
        never_retreat: bool,
        campaign: str | None,
    ) -> None:
        """`/gw standing`: the player's standing rules for every battle of the campaign."""
        found = await resolve_campaign(self.bot, interaction.guild_id, campaign, game="gw")
        mine = await self.bot.store.faction_of(found.guild_id, found.id, interaction.user.id)
        if mine is None:
            raise Refusal(
                t("gw-refuse-no-faction", campaign=shown(found.name),
                  command=slash("campaign join"))
            )  # fmt: skip
        rule = dict(mine.data.get("standing") or {})
        if losses is not None:
            rule["casualties"] = None if losses == "gw_ask" else losses.removeprefix("gw_")
        if never_retreat:
            rule["retreat"] = None
        elif retreat_below is not None:
            rule["retreat"] = {"when": "win_below", "percent": retreat_below}
        elif retreat_after is not None:
            rule["retreat"] = {"when": "after_round", "round": retreat_after}
        rule = {k: v for k, v in rule.items() if v}
        await self.bot.store.set_faction(
            found.guild_id, mine.id, resources=mine.resources, data={**mine.data, "standing": rule}
        )
        retreat = rule.get("retreat") or {}
        await send(
            interaction,
            content=t(
                "gw-standing-done",
                campaign=shown(found.name),
                losses=rule.get("casualties", "ask"),
                when=retreat.get("when", "never"),
                percent=retreat.get("percent", 0),
                round=retreat.get("round", 0),
            ),
            ephemeral=True,
        )
