"""A Civilization campaign in Discord: the game master's `/civ setup …`, and the players'
`/civ attack`, `/civ build` and `/civ forces` (the state's shape: campaign.py).

What the game master sets in public view is answered publicly in the campaign's language;
standing forces are secret: whatever names cards is answered privately (to the game master who
set them, to the player who built or looks), never in the channel.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.engine import SetupError
from bot.errors import Refusal
from bot.i18n import speaking, t
from bot.i18n.names import slash
from bot.store import Campaign, CampaignChanges, Faction, RegionChange
from bot.ui.language import public_lang
from bot.ui.replies import send
from cogs.campaign import (
    campaign_autocomplete,
    find_faction,
    resolve_campaign,
    resolve_gm_campaign,
    shown,
)
from cogs.civ.campaign import (
    BUILDINGS,
    FORCES,
    READINGS,
    CampaignRefusal,
    attack_setup,
    market_of,
    readings,
    standing,
    start_changes,
)
from cogs.civ.cards import parse_card, sort_cards
from cogs.civ.data import LAND, load_data
from cogs.civ.parse import TypedError, parse_cards
from cogs.civ.render import (
    cards_text,
    effect_name,
    figures_text,
    rank_name,
    resource_name,
    unit_name,
)
from cogs.civ.rules import RULESET
from cogs.civ.status import (
    faction_notes,
    find_square,
    key_of,
    my_faction,
    pending_targets,
    region_line,
    square_autocomplete,
)
from cogs.civ.texts import rules_refusal

if TYPE_CHECKING:
    from bot.battles import LoadedBattle
    from bot.client import Strategos

SETUP_GROUP = app_commands.Group(
    name="setup", description="Game master: squares, figures, factions and standing forces"
)
CITY_CHOICES = [
    app_commands.Choice(name="no city", value="civ_none"),
    app_commands.Choice(name="a city", value="civ_city"),
    app_commands.Choice(name="a capital", value="civ_capital"),
]


def typed_cards(text: str) -> tuple[list[str], dict[str, int]]:
    try:
        typed = parse_cards(text)
    except TypedError as bad:
        raise Refusal(t("civ-odds-bad-card", typed=bad.piece)) from None
    return typed.cards, typed.random


def draw(pool: Mapping[str, int], unit: str, n: int) -> list[str]:
    """`n` random cards of a type from the market (fewer if its deck runs out)."""
    cards = sorted(c for c, k in pool.items() if parse_card(c)[0] == unit for _ in range(k))
    rng = secrets.SystemRandom()
    return rng.sample(cards, min(n, len(cards)))


class CampaignCommands:
    """The campaign's commands (the cog binds them: `self` is the cog)."""

    bot: Strategos

    async def _say(
        self, interaction: discord.Interaction, campaign: Campaign, key: str, **args: Any
    ) -> None:
        with speaking(await public_lang(self.bot, interaction.guild_id, campaign)):
            content = t(key, **args)
        await send(interaction, content=content, allowed_mentions=discord.AllowedMentions.none())

    @SETUP_GROUP.command(name="square", description="Add or change a square of the map")
    @app_commands.describe(
        name="The square's name (or an existing one's)",
        owner="The faction whose city it is",
        city="A city, a capital, or no city",
        fortified="The city has walls (+4, and its attacker plays first)",
        barracks="Barracks in its outskirts (back to the market if it is razed)",
        academies="Academies in its outskirts",
        generals="Great Generals in its outskirts",
        campaign="Which campaign (if the server has several)",
    )
    @app_commands.choices(city=CITY_CHOICES)
    @app_commands.autocomplete(name=square_autocomplete, campaign=campaign_autocomplete)
    async def setup_square(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 40],
        owner: str | None = None,
        city: str | None = None,
        fortified: bool | None = None,
        barracks: app_commands.Range[int, 0, 9] | None = None,
        academies: app_commands.Range[int, 0, 9] | None = None,
        generals: app_commands.Range[int, 0, 9] | None = None,
        campaign: str | None = None,
    ) -> None:
        found = await resolve_gm_campaign(self.bot, interaction, campaign, game="civ")
        store = self.bot.store
        regions = {r.key: r for r in await store.list_regions(found.guild_id, found.id)}
        key = name if name in regions else key_of(name)
        if not key or key == FORCES:
            raise Refusal(t("civ-refuse-square-name"))
        old = regions.get(key)
        data = dict(old.data if old else {})
        if city is not None:
            data["city"] = None if city == "civ_none" else city.removeprefix("civ_")
        if fortified is not None:
            data["fortified"] = fortified
        buildings = dict(data.get("buildings") or {})
        for building, n in (
            ("barracks", barracks),
            ("academies", academies),
            ("generals", generals),
        ):
            if n is not None:
                buildings[building] = n
        data["buildings"] = {k: v for k, v in buildings.items() if v}
        change: dict[str, Any] = {"data": data}
        if owner is not None:
            change["owner"] = (await find_faction(self.bot, found, owner)).id
        shown_name = old.name if old and name == key else " ".join(name.split())
        await store.upsert_region(found.guild_id, found.id, key, name=shown_name)
        await store.apply_changes(
            found.guild_id, found.id, CampaignChanges(regions={key: RegionChange(**change)})
        )
        region = await store.get_region(found.guild_id, found.id, key)
        assert region is not None
        names = {f.id: shown(f.name) for f in await store.list_factions(found.guild_id, found.id)}
        await self._say(
            interaction, found, "civ-setup-square-done", line=region_line(region, names)
        )

    @SETUP_GROUP.command(name="figures", description="Set a faction's figures on a square")
    @app_commands.describe(
        faction="The faction",
        square="The square",
        armies="Army figures there",
        scouts="Scouts there",
        campaign="Which campaign (if the server has several)",
    )
    @app_commands.autocomplete(square=square_autocomplete, campaign=campaign_autocomplete)
    async def setup_figures(
        self,
        interaction: discord.Interaction,
        faction: str,
        square: str,
        armies: app_commands.Range[int, 0, 9] = 0,
        scouts: app_commands.Range[int, 0, 9] = 0,
        campaign: str | None = None,
    ) -> None:
        found = await resolve_gm_campaign(self.bot, interaction, campaign, game="civ")
        target = await find_faction(self.bot, found, faction)
        region = await find_square(self.bot, found, square)
        now = region.holdings.get(str(target.id), {})
        deltas = {
            "armies": armies - int(now.get("armies", 0)),
            "scouts": scouts - int(now.get("scouts", 0)),
        }
        await self.bot.store.apply_changes(
            found.guild_id,
            found.id,
            CampaignChanges(
                regions={region.key: RegionChange(holdings_deltas={target.id: deltas})}
            ),
        )
        await self._say(
            interaction,
            found,
            "civ-setup-figures-done",
            faction=shown(target.name),
            square=shown(region.name),
            figures=figures_text(armies, scouts),
        )

    @SETUP_GROUP.command(
        name="faction",
        description="Set a faction's ranks, government, technologies and combat bonus sources",
    )
    @app_commands.describe(
        faction="The faction",
        infantry_rank="Infantry rank, 1 to 4",
        mounted_rank="Mounted rank, 1 to 4",
        artillery_rank="Artillery rank, 1 to 4",
        fundamentalism="Its government is Fundamentalism",
        techs="Its technologies, split by commas (Flight lets it build aircraft)",
        wonders="Its wonders, split by commas (Oracle, Pentagon, Himeji Samurai Castle, …)",
        great_people="Its great people, split by commas (Leonidas, Sun Tzu, Zhukov, …)",
        civilization="Its civilization (Japanese, French, Chinese, Mongols, …)",
        shipyards="Shipyards it has (+2 each, Wisdom & Warfare)",
        barracks="Barracks it has (+2 each)",
        academies="Academies it has (+4 each)",
        generals="Great Generals it has on the map (+4 each)",
        campaign="Which campaign (if the server has several)",
    )
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def setup_faction(
        self,
        interaction: discord.Interaction,
        faction: str,
        infantry_rank: app_commands.Range[int, 1, 4] | None = None,
        mounted_rank: app_commands.Range[int, 1, 4] | None = None,
        artillery_rank: app_commands.Range[int, 1, 4] | None = None,
        fundamentalism: bool | None = None,
        techs: app_commands.Range[str, 0, 300] | None = None,
        wonders: app_commands.Range[str, 0, 300] | None = None,
        great_people: app_commands.Range[str, 0, 300] | None = None,
        civilization: app_commands.Range[str, 0, 40] | None = None,
        shipyards: app_commands.Range[int, 0, 20] | None = None,
        barracks: app_commands.Range[int, 0, 20] | None = None,
        academies: app_commands.Range[int, 0, 20] | None = None,
        generals: app_commands.Range[int, 0, 20] | None = None,
        campaign: str | None = None,
    ) -> None:
        found = await resolve_gm_campaign(self.bot, interaction, campaign, game="civ")
        target = await find_faction(self.bot, found, faction)
        data = dict(target.data)
        ranks = dict(data.get("ranks") or {u: 1 for u in LAND})
        for unit, rank in (
            ("infantry", infantry_rank),
            ("mounted", mounted_rank),
            ("artillery", artillery_rank),
        ):
            if rank is not None:
                ranks[unit] = rank
        data["ranks"] = ranks
        if fundamentalism is not None:
            data["fundamentalism"] = fundamentalism
        for key, listed in (("techs", techs), ("wonders", wonders), ("great_people", great_people)):
            if listed is not None:
                data[key] = [key_of(x) for x in listed.split(",") if key_of(x) and x.strip() != "0"]
        if civilization is not None:
            data["civilization"] = key_of(civilization) or None
        resources = dict(target.resources)
        for key, n in (
            ("barracks", barracks),
            ("academies", academies),
            ("generals", generals),
            ("shipyards", shipyards),
        ):
            if n is not None:
                resources[key] = n
        await self.bot.store.set_faction(found.guild_id, target.id, resources=resources, data=data)
        updated = await self.bot.store.get_faction(found.guild_id, target.id)
        assert updated is not None
        bonus = ", ".join(
            f"{t('civ-bonus-source', source=b, value=int(resources.get(b, 0)))}" for b in BUILDINGS
        )
        await self._say(
            interaction,
            found,
            "civ-setup-faction-done",
            faction=shown(target.name),
            notes=faction_notes(updated) or "—",
            bonus=bonus,
        )

    @SETUP_GROUP.command(name="resources", description="Set what a faction holds that loot takes")
    @app_commands.describe(
        faction="The faction",
        trade="Trade on its dial",
        culture="Culture tokens",
        culture_cards="Culture event cards in hand",
        wheat="Wheat tokens",
        silk="Silk tokens",
        incense="Incense tokens",
        iron="Iron tokens",
        uranium="Uranium tokens",
        coins="Coins (loot points may force one to be discarded)",
        campaign="Which campaign (if the server has several)",
    )
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def setup_resources(
        self,
        interaction: discord.Interaction,
        faction: str,
        trade: app_commands.Range[int, 0, 27] | None = None,
        culture: app_commands.Range[int, 0, 99] | None = None,
        culture_cards: app_commands.Range[int, 0, 20] | None = None,
        wheat: app_commands.Range[int, 0, 9] | None = None,
        silk: app_commands.Range[int, 0, 9] | None = None,
        incense: app_commands.Range[int, 0, 9] | None = None,
        iron: app_commands.Range[int, 0, 9] | None = None,
        uranium: app_commands.Range[int, 0, 9] | None = None,
        coins: app_commands.Range[int, 0, 99] | None = None,
        campaign: str | None = None,
    ) -> None:
        found = await resolve_gm_campaign(self.bot, interaction, campaign, game="civ")
        target = await find_faction(self.bot, found, faction)
        resources = dict(target.resources)
        given = {
            "trade": trade,
            "culture": culture,
            "culture_cards": culture_cards,
            "wheat": wheat,
            "silk": silk,
            "incense": incense,
            "iron": iron,
            "uranium": uranium,
            "coins": coins,
        }
        resources.update({k: v for k, v in given.items() if v is not None})
        await self.bot.store.set_faction(
            found.guild_id, target.id, resources=resources, data=target.data
        )
        held = ", ".join(f"{resource_name(k)} {resources.get(k, 0)}" for k in given)
        await self._say(
            interaction, found, "civ-setup-resources-done", faction=shown(target.name), held=held
        )

    @SETUP_GROUP.command(name="forces", description="Set a faction's standing forces (privately)")
    @app_commands.describe(
        faction="The faction",
        cards="All its cards, e.g. infantry 2, mounted 3, 2 artillery (random from the market)",
        campaign="Which campaign (if the server has several)",
    )
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def setup_forces(
        self,
        interaction: discord.Interaction,
        faction: str,
        cards: app_commands.Range[str, 1, 300],
        campaign: str | None = None,
    ) -> None:
        found = await resolve_gm_campaign(self.bot, interaction, campaign, game="civ")
        target = await find_faction(self.bot, found, faction)
        store = self.bot.store
        named, random = ([], {}) if cards.strip() in ("0", "-") else typed_cards(cards)
        forces = await store.get_region(found.guild_id, found.id, FORCES)
        now = standing(forces, target.id)
        wnw = readings(found.settings)["wisdom_warfare"]
        pool = market_of(forces, wnw=wnw)
        for c in now:  # the faction's own cards go back first
            pool[c] += 1
        short = [c for c in set(named) if named.count(c) > pool.get(c, 0)]
        if short:
            raise Refusal(t("civ-refuse-market-short", cards=cards_text(sorted(short))))
        for c in named:
            pool[c] -= 1
        drawn = [c for unit, n in random.items() for c in draw(pool, unit, n)]
        wanted = sort_cards(named + drawn)
        deltas: dict[str, int] = {}
        for c in set(now) | set(wanted):
            deltas[c] = wanted.count(c) - now.count(c)
        await store.apply_changes(
            found.guild_id,
            found.id,
            CampaignChanges(regions={FORCES: RegionChange(holdings_deltas={target.id: deltas})}),
        )
        await send(
            interaction,
            ephemeral=True,
            content=t(
                "civ-setup-forces-done",
                faction=shown(target.name),
                cards=cards_text(wanted),
                count=len(wanted),
            ),
        )

    @SETUP_GROUP.command(name="rules", description="Pick the readings of uncertain rules")
    @app_commands.describe(
        aircraft_trump_all="Aircraft trump every other type (default: they trump nothing)",
        scouts_count="Scouts add to the hand size like armies (default: no)",
        see_own_forces="Players may look at their own standing forces (default: yes)",
        city_loot_both="A city defended by figures: one pick from each loot list (default: yes)",
        armies_first="The winner removes armies before scouts (default: yes)",
        tech_winner_lacks="Loot takes only a technology the winner lacks (default: yes)",
        wisdom_warfare="Wisdom & Warfare unit cards, attack and health (default: no)",
        loot_points="Loot points (FAQ 2.0) instead of the seed's one pick (default: no)",
        campaign="Which campaign (if the server has several)",
    )
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def setup_rules(
        self,
        interaction: discord.Interaction,
        aircraft_trump_all: bool | None = None,
        scouts_count: bool | None = None,
        see_own_forces: bool | None = None,
        city_loot_both: bool | None = None,
        armies_first: bool | None = None,
        tech_winner_lacks: bool | None = None,
        wisdom_warfare: bool | None = None,
        loot_points: bool | None = None,
        campaign: str | None = None,
    ) -> None:
        found = await resolve_gm_campaign(self.bot, interaction, campaign, game="civ")
        given = {
            "loot_points": loot_points,
            "aircraft_trump_all": aircraft_trump_all,
            "scouts_count": scouts_count,
            "see_own_forces": see_own_forces,
            "city_loot_both": city_loot_both,
            "armies_first": armies_first,
            "tech_winner_lacks": tech_winner_lacks,
            "wisdom_warfare": wisdom_warfare,
        }
        own = dict(found.settings.get("civ_rules") or {})
        own.update({k: v for k, v in given.items() if v is not None})
        settings = {**found.settings, "civ_rules": own}
        await self.bot.store.update_campaign_settings(found.guild_id, found.id, settings)
        now = readings(settings)
        lines = [t("civ-reading", reading=k, value="yes" if now[k] else "no") for k in READINGS]
        await self._say(
            interaction,
            found,
            "civ-setup-rules-done",
            campaign=shown(found.name),
            readings="\n".join(lines),
        )

    # -- the players -----------------------------------------------------------------------------
    async def campaign_attack(
        self,
        interaction: discord.Interaction,
        square: str,
        armies: int,
        scouts: int,
        origin: str | None,
        defender: str | None,
        campaign: str | None,
    ) -> LoadedBattle:
        found = await resolve_campaign(self.bot, interaction.guild_id, campaign, game="civ")
        store = self.bot.store
        attacker = await my_faction(self.bot, found, interaction.user.id)
        target = await find_square(self.bot, found, square)
        source = await find_square(self.bot, found, origin) if origin else None
        if source is None and (armies or scouts):
            raise Refusal(t("civ-refuse-origin"))
        factions = {
            f.id: f for f in await store.list_factions(found.guild_id, found.id) if f.active
        }
        if defender is not None:
            enemy: Faction | None = await find_faction(self.bot, found, defender)
        elif target.owner is not None and target.owner != attacker.id:
            enemy = factions.get(target.owner)
        else:
            there = [
                f
                for fid, f in factions.items()
                if fid != attacker.id
                and any(int(n) for n in target.holdings.get(str(fid), {}).values())
            ]
            enemy = there[0] if len(there) == 1 else None
        if enemy is None or enemy.id == attacker.id:
            raise Refusal(t("civ-refuse-no-enemy", square=shown(target.name)))
        forces = await store.get_region(found.guild_id, found.id, FORCES)
        try:
            setup = attack_setup(
                target,
                attacker,
                enemy,
                forces,
                found.settings,
                moved={"armies": armies, "scouts": scouts},
                origin=source,
                pending=await pending_targets(self.bot, found),
            )
            RULESET.validate_setup(setup)
        except CampaignRefusal as refusal:
            args = {k: shown(v) if isinstance(v, str) else v for k, v in refusal.args_.items()}
            raise Refusal(t(refusal.key, **args)) from None
        except SetupError as error:
            raise Refusal(rules_refusal(str(error))) from None
        return await self.bot.desk.start(
            interaction, "civ", setup, campaign_id=found.id, changes=start_changes(setup)
        )

    async def build_unit(
        self, interaction: discord.Interaction, unit: str, campaign: str | None
    ) -> None:
        found = await resolve_campaign(self.bot, interaction.guild_id, campaign, game="civ")
        mine = await my_faction(self.bot, found, interaction.user.id)
        data = load_data()
        if data.units[unit].needs and data.units[unit].needs not in (mine.data.get("techs") or []):
            raise Refusal(t("civ-refuse-needs", unit=unit_name(unit)))
        store = self.bot.store
        forces = await store.get_region(found.guild_id, found.id, FORCES)
        rules = readings(found.settings)
        drawn = draw(market_of(forces, wnw=rules["wisdom_warfare"]), unit, 1)
        if not drawn:
            raise Refusal(t("civ-refuse-deck-empty", unit=unit_name(unit)))
        await store.apply_changes(
            found.guild_id,
            found.id,
            CampaignChanges(
                regions={FORCES: RegionChange(holdings_deltas={mine.id: {drawn[0]: 1}})}
            ),
        )
        rank = int((mine.data.get("ranks") or {}).get(unit, 1)) if unit != "aircraft" else 1
        cost = data.units[unit].cost[min(rank, len(data.units[unit].cost)) - 1]
        card = cards_text(drawn) if rules["see_own_forces"] else t("civ-face-down")
        await send(
            interaction,
            ephemeral=True,
            content=t(
                "civ-build-done",
                unit=unit_name(unit),
                card=card,
                cost=cost,
                rank=rank_name(unit, rank),
            ),
        )

    async def show_forces(self, interaction: discord.Interaction, campaign: str | None) -> None:
        found = await resolve_campaign(self.bot, interaction.guild_id, campaign, game="civ")
        mine = await my_faction(self.bot, found, interaction.user.id)
        if not readings(found.settings)["see_own_forces"]:
            raise Refusal(t("civ-refuse-face-down"))
        forces = await self.bot.store.get_region(found.guild_id, found.id, FORCES)
        cards = standing(forces, mine.id)
        await send(
            interaction,
            ephemeral=True,
            content=t(
                "civ-forces-list",
                faction=shown(mine.name),
                cards=cards_text(cards),
                count=len(cards),
            ),
        )

    async def rules_help(self, interaction: discord.Interaction, campaign: str | None) -> None:
        """`/civ rules`: the card effects the bot plays (and those it leaves out), loot, and the
        readings in force (a campaign's, else the defaults), in the reader's language."""
        settings: Mapping[str, Any] = {}
        if campaign is not None:
            found = await resolve_campaign(self.bot, interaction.guild_id, campaign, game="civ")
            settings = found.settings or {}
        data = load_data(settings.get("civ_data") or None)
        now = readings(settings)
        lines = [t("civ-rules-head"), t("civ-rules-effects")]
        for key in data.effects:
            e = data.effects[key]
            lines.append(
                "• "
                + t(
                    "civ-rules-effect",
                    effect=key,
                    name=effect_name(key),
                    strength=e["strength"],
                    bonus=e["bonus"],
                    wounds=e["wounds"],
                    trade=e["trade"],
                    loot=abs(e["loot"]),
                )
            )
        lines.append(t("civ-rules-left-out"))
        lines.append(t("civ-rules-loot", points="yes" if now["loot_points"] else "no"))
        lines.append(t("civ-rules-readings", command=slash("civ setup rules")))
        lines += [
            f"• {t('civ-reading', reading=k, value='yes' if now[k] else 'no')}" for k in READINGS
        ]
        await send(interaction, content="\n".join(lines)[:2000], ephemeral=True)
