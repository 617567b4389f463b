"""`/goc attack` and `/goc setup hex|faction|rules` in a Glory of Civilizations campaign: the game
master places hexes (owner, units, structures with their damage) and sets each faction's
technologies, government, relic and cubes; a player attacks one hex from another, and the end of
the battle changes the campaign (campaign.py). The commands live in `CampaignCommands`, a mixin
of the cog (cog.py); what the game master sets is answered publicly in the campaign's language.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import Choice

from bot.errors import Refusal
from bot.i18n import SUPPORTED, Lang, speaking, t
from bot.i18n.names import slash
from bot.store import Campaign, CampaignChanges, Region, RegionChange
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
from cogs.goc.army import ATTACKER, DEFENDER
from cogs.goc.campaign import CampaignRefusal, attack_setup, hex_line, start_changes
from cogs.goc.data import READINGS, load_rules
from cogs.goc.quick import checked, parse_units

if TYPE_CHECKING:
    from bot.client import Strategos

SETUP_GROUP = app_commands.Group(name="setup", description="Game master: hexes and factions")
GOVERNMENT_CHOICES = [
    Choice(name="Democracy (restoration)", value="goc_democracy"),
    Choice(name="Theocracy (conversion)", value="goc_theocracy"),
    Choice(name="another government", value="goc_other"),
]
SIDE_CHOICES = [
    Choice(name="the attacker", value="goc_attacker"),
    Choice(name="the defender", value="goc_defender"),
]


def key_of(name: str) -> str:
    return re.sub(r"[^\w]+", "_", name.casefold()).strip("_")[:40]


def _norm(text: str) -> str:
    return re.sub(r"[\s_'’-]+", " ", text.casefold()).strip()


def names_of(catalog: str, arg: str, keys) -> dict[str, str]:
    names: dict[str, str] = {}
    for key in keys:
        names[_norm(key)] = key
        for code in SUPPORTED:
            names[_norm(Lang.of(code).t(catalog, **{arg: key}))] = key
    return names


def parse_techs(text: str) -> list[str]:
    """'tactics, regular army' (in any of the three languages) -> keys; '0' or '-' -> []."""
    if _norm(text) in ("0", "", "-"):
        return []
    rules = load_rules()
    names = names_of("goc-technology", "tech", rules.technologies)
    found = []
    for part in filter(None, (_norm(p) for p in re.split(r"[,;+\n]+", text))):
        key = names.get(part)
        if key is None:
            starts = {k for name, k in names.items() if len(part) >= 3 and name.startswith(part)}
            key = starts.pop() if len(starts) == 1 else None
        if key is None:
            techs = ", ".join(t("goc-technology", tech=k) for k in rules.technologies)
            raise Refusal(t("goc-refuse-tech", typed=part, techs=techs))
        found.append(key)
    return [k for k in rules.technologies if k in found]


def parse_structures(text: str) -> list[dict[str, Any]]:
    """'city 1, wall, building, building 1, palisade off' -> structures (kind, damage already
    on it, and for a wall or palisade whether it is off the line of attack)."""
    if _norm(text) in ("0", "", "-"):
        return []
    rules = load_rules()
    names = names_of("goc-structure", "kind", rules.structures)
    found = []
    for part in filter(None, (p.strip() for p in re.split(r"[,;+\n]+", text))):
        words = _norm(part).split()
        off = bool(words) and words[-1] in ("off", "fuori", "поза")
        words = words[:-1] if off else words
        damage = int(words.pop()) if words and words[-1].isdigit() else 0
        key = names.get(" ".join(words))
        if key is None:
            kinds = ", ".join(t("goc-structure", kind=k) for k in rules.structures)
            raise Refusal(t("goc-refuse-structure", typed=part, kinds=kinds))
        kind = rules.structures[key]
        found.append({"kind": key, "damage": min(damage, kind.durability), "on_line": not off})
    return found


async def find_hex(bot: Strategos, campaign: Campaign, typed: str) -> Region:
    return await find_region(
        bot, campaign, typed, noun=t("goc-noun-hex"),
        set_by=t("goc-hexes-set-by", command=slash("goc setup hex")),
    )  # fmt: skip


hex_autocomplete = region_autocomplete("goc")


class CampaignCommands:
    """`/goc attack` and `/goc setup …` (the cog binds them: `self` is the cog)."""

    bot: Strategos

    async def _names(self, found: Campaign) -> dict[int, str]:
        factions = await self.bot.store.list_factions(found.guild_id, found.id)
        return {f.id: shown(f.name) for f in factions}

    async def _public(self, interaction: discord.Interaction, found: Campaign, key: str, **kw):
        with speaking(await public_lang(self.bot, interaction.guild_id, found)):
            content = t(key, **kw)
        await send(interaction, content=content, allowed_mentions=discord.AllowedMentions.none())

    async def attack_hex(
        self,
        interaction: discord.Interaction,
        target_name: str,
        origin_names: list[str],
        distance: int,
        action_cubes: int,
        experience_cubes: int,
        religion: str | None,
        campaign: str | None,
    ) -> None:
        found = await resolve_campaign(self.bot, interaction.guild_id, campaign, game="goc")
        store = self.bot.store
        mine = await store.faction_of(found.guild_id, found.id, interaction.user.id)
        if mine is None:
            raise Refusal(
                t(
                    "goc-refuse-no-faction",
                    campaign=shown(found.name),
                    command=slash("campaign join"),
                )
            )
        target = await find_hex(self.bot, found, target_name)
        origins = [await find_hex(self.bot, found, name) for name in origin_names]
        regions = await store.list_regions(found.guild_id, found.id)
        factions = {
            f.id: f for f in await store.list_factions(found.guild_id, found.id) if f.active
        }
        enemies = [
            f
            for fid, f in factions.items()
            if fid != mine.id and (target.owner == fid or target.holdings.get(str(fid)))
        ]
        if len(enemies) != 1:
            raise Refusal(t("goc-refuse-no-enemy", hex=shown(target.name)))
        side = {"goc_attacker": ATTACKER, "goc_defender": DEFENDER}.get(religion or "")
        try:
            setup = attack_setup(
                target,
                origins,
                mine,
                enemies[0],
                distance=distance,
                cubes={"action": action_cubes, "experience": experience_cubes},
                religion=side,
                readings=(found.settings or {}).get("readings"),
                regions=regions,
            )
        except CampaignRefusal as refusal:
            names = {k: shown(v) if isinstance(v, str) else v for k, v in refusal.args_.items()}
            raise Refusal(t(refusal.key, **names)) from None
        await self.bot.desk.start(
            interaction, "goc", checked(setup), campaign_id=found.id, changes=start_changes(setup)
        )

    @SETUP_GROUP.command(name="hex", description="Add or change a hex: owner, units, structures")
    @app_commands.describe(
        name="The hex's name (or an existing one's)",
        owner="The faction that owns it and its structures",
        units="All the units of the faction there, e.g. 3 spearmen, 1 trebuchet (none: 0)",
        faction="Whose units those are (the owner's if left empty)",
        structures="All its structures, e.g. city 1, wall, building, building 1 (none: 0)",
        water="A water hex (galleys)",
        neighbours="All the hexes next to it, split by commas (set both ways; none: 0)",
        exhaustion="Cubes of exhaustion on the faction's army there (0 clears them)",
        campaign="Which campaign (if the server has several)",
    )
    @app_commands.autocomplete(name=hex_autocomplete, campaign=campaign_autocomplete)
    async def setup_hex(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 40],
        owner: str | None = None,
        units: app_commands.Range[str, 0, 300] | None = None,
        faction: str | None = None,
        structures: app_commands.Range[str, 0, 300] | None = None,
        water: bool | None = None,
        neighbours: app_commands.Range[str, 0, 300] | None = None,
        exhaustion: app_commands.Range[int, 0, 9] | None = None,
        campaign: str | None = None,
    ) -> None:
        found = await resolve_gm_campaign(self.bot, interaction, campaign, game="goc")
        store = self.bot.store
        regions = {r.key: r for r in await store.list_regions(found.guild_id, found.id)}
        key = name if name in regions else key_of(name)
        if not key:
            raise Refusal(t("goc-refuse-hex-name"))
        old = regions.get(key)
        shown_name = old.name if old and name == key else " ".join(name.split())
        change: dict[str, Any] = {}
        data = dict(old.data if old else {})
        if structures is not None:
            data["structures"] = parse_structures(structures)
        if water is not None:
            data["water"] = water
        change["data"] = data
        owner_id = old.owner if old else None
        if owner is not None:
            owner_id = (await find_faction(self.bot, found, owner)).id
            change["owner"] = owner_id
        whose = await find_faction(self.bot, found, faction) if faction else None
        fid = whose.id if whose else owner_id
        if exhaustion is not None:
            if fid is None:
                raise Refusal(t("goc-refuse-whose-units"))
            tired = {k: v for k, v in (data.get("exhaustion") or {}).items() if k != str(fid)}
            data["exhaustion"] = {**tired, **({str(fid): exhaustion} if exhaustion else {})}
        others: dict[str, RegionChange] = {}
        if neighbours is not None:
            near = [] if _norm(neighbours) in ("0", "", "-") else [
                (await find_hex(self.bot, found, part)).key
                for part in filter(None, (p.strip() for p in re.split(r"[,;\n]+", neighbours)))
            ]  # fmt: skip
            near = [k for k in dict.fromkeys(near) if k != key]
            for other_key, region in regions.items():
                if other_key == key:
                    continue
                theirs = [k for k in region.data.get("next") or [] if k != key]
                if other_key in near:
                    theirs.append(key)
                if theirs != list(region.data.get("next") or []):
                    others[other_key] = RegionChange(data={"next": theirs})
            data["next"] = near
        if units is not None:
            if fid is None:
                raise Refusal(t("goc-refuse-whose-units"))
            wanted = {} if units.strip() in ("0", "-", "") else parse_units(units, "units")
            now = (old.holdings if old else {}).get(str(fid), {})
            deltas = {u: wanted.get(u, 0) - int(now.get(u, 0)) for u in {*now, *wanted}}
            change["holdings_deltas"] = {fid: {u: n for u, n in deltas.items() if n}}
        await store.upsert_region(found.guild_id, found.id, key, name=shown_name)
        await store.apply_changes(
            found.guild_id,
            found.id,
            CampaignChanges(regions={**others, key: RegionChange(**change)}),
        )
        region = await store.get_region(found.guild_id, found.id, key)
        assert region is not None
        line = hex_line(region, await self._names(found))
        await self._public(interaction, found, "goc-setup-hex-done", line=line)

    @SETUP_GROUP.command(
        name="faction", description="Set a faction's technologies, government, cubes"
    )
    @app_commands.describe(
        faction="The faction",
        technologies="All its technologies, split by commas (none: 0)",
        government="Its government",
        relic="It holds a relic",
        experience="Its experience cubes",
        action="Its action cubes",
        campaign="Which campaign (if the server has several)",
    )
    @app_commands.choices(government=GOVERNMENT_CHOICES)
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def setup_faction(
        self,
        interaction: discord.Interaction,
        faction: str,
        technologies: app_commands.Range[str, 0, 200] | None = None,
        government: str | None = None,
        relic: bool | None = None,
        experience: app_commands.Range[int, 0, 99] | None = None,
        action: app_commands.Range[int, 0, 99] | None = None,
        campaign: str | None = None,
    ) -> None:
        found = await resolve_gm_campaign(self.bot, interaction, campaign, game="goc")
        target = await find_faction(self.bot, found, faction)
        data = dict(target.data)
        if technologies is not None:
            data["technologies"] = parse_techs(technologies)
        if government is not None:
            data["government"] = government.removeprefix("goc_")
        if relic is not None:
            data["relic"] = relic
        resources = dict(target.resources)
        if experience is not None:
            resources["experience"] = experience
        if action is not None:
            resources["action"] = action
        await self.bot.store.set_faction(found.guild_id, target.id, resources=resources, data=data)
        techs = ", ".join(t("goc-technology", tech=k) for k in data.get("technologies") or [])
        await self._public(
            interaction,
            found,
            "goc-setup-faction-done",
            faction=shown(target.name),
            techs=techs or "—",
            government=t("goc-government", gov=data.get("government") or "other"),
            relic="yes" if data.get("relic") else "no",
            experience=int(resources.get("experience", 0)),
            action=int(resources.get("action", 0)),
        )

    @SETUP_GROUP.command(name="rules", description="The campaign's readings of disputed rules")
    @app_commands.describe(
        bonus_per="Each unit type's bonus once per army, or once per unit",
        projectile_courage="In a siege, +1 courage per projectile unit, or +1 in all",
        failed_check="A failed check's cubes go back into the bag, or out of it",
        unreachable_harm="A side none of whose units reaches the enemy still deals damage",
        corps_size="A corps joins 1 + its faction's castles armies, or up to three freely",
        reaction_exhausts="An army that makes a reaction manoeuvre takes a cube of exhaustion",
        campaign="Which campaign (if the server has several)",
    )
    @app_commands.choices(
        bonus_per=[
            Choice(name="per type", value="goc_type"),
            Choice(name="per unit", value="goc_unit"),
        ],
        projectile_courage=[
            Choice(name="each", value="goc_each"),
            Choice(name="once", value="goc_once"),
        ],
        failed_check=[
            Choice(name="back into the bag", value="goc_return"),
            Choice(name="out of the bag", value="goc_discard"),
        ],
        corps_size=[
            Choice(name="1 + castles", value="goc_castles"),
            Choice(name="up to three", value="goc_free"),
        ],
    )
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def setup_rules(
        self,
        interaction: discord.Interaction,
        bonus_per: str | None = None,
        projectile_courage: str | None = None,
        failed_check: str | None = None,
        unreachable_harm: bool | None = None,
        corps_size: str | None = None,
        reaction_exhausts: bool | None = None,
        campaign: str | None = None,
    ) -> None:
        found = await resolve_gm_campaign(self.bot, interaction, campaign, game="goc")
        readings = dict((found.settings or {}).get("readings") or {})
        given = {
            "bonus_per": bonus_per,
            "projectile_courage": projectile_courage,
            "failed_check": failed_check,
            "corps_size": corps_size,
        }
        for key, value in given.items():
            if value is not None:
                readings[key] = value.removeprefix("goc_")
        if unreachable_harm is not None:
            readings["unreachable_harm"] = unreachable_harm
        if reaction_exhausts is not None:
            readings["reaction_exhausts"] = reaction_exhausts
        settings = {**(found.settings or {}), "readings": readings}
        await self.bot.store.update_campaign_settings(found.guild_id, found.id, settings)
        shown_readings = " · ".join(
            t("goc-reading", reading=k, value=str(readings.get(k, READINGS[k][0])).lower())
            for k in READINGS
        )
        await self._public(interaction, found, "goc-setup-rules-done", readings=shown_readings)
