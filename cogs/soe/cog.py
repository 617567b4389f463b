"""`/soe battle` and `/soe odds`: Struggle of Empires attacks in Discord."""

from __future__ import annotations

import asyncio
import io
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.engine import SetupError
from bot.errors import Refusal
from bot.games import Game
from bot.store import Campaign, CampaignChanges, RegionChange
from bot.ui.names import lookup
from bot.ui.pictures import distribution_chart, odds_chart, render_in_thread
from bot.ui.replies import send
from bot.ui.text import percent
from cogs.campaign import (
    campaign_autocomplete,
    find_faction,
    given,
    resolve_campaign,
    resolve_gm_campaign,
    shown,
)
from cogs.soe.board import board
from cogs.soe.campaign import (
    STARTING_RESOURCES,
    TILES,
    UNITS,
    CampaignRefusal,
    attack_setup,
    campaign_changes,
    charge,
)
from cogs.soe.lobby import (
    Lobby,
    LobbyButton,
    LobbySelect,
    against_name,
    quick_battle_setup,
    render_lobby,
)
from cogs.soe.odds import decision_odds, describe_setup, odds
from cogs.soe.render import plural, render_event
from cogs.soe.rules import RULESET, SETTINGS_DEFAULTS, load_game_data

if TYPE_CHECKING:
    from bot.client import Strategos

GAME = Game(
    key="soe",
    title="Struggle of Empires",
    ruleset=RULESET,
    long_battle=True,
    starting_resources=STARTING_RESOURCES,
    campaign_changes=campaign_changes,
    render_event=render_event,
    board=board,
    odds=decision_odds,
)


def find_area(typed: str) -> str:
    """The key of the area the player named (by the list's value or its name, any case); a
    typo is answered "did you mean …?"."""
    data = load_game_data()
    return lookup(
        typed, {a.name: a.key for a in data.areas.values()}, "area", keys={k: k for k in data.areas}
    )


def find_neutral(typed: str, area: str) -> str:
    """The key of the neutral country the player named, which must stand in `area`."""
    data = load_game_data()
    key = lookup(
        typed,
        {n.name: n.key for n in data.neutrals.values()},
        "neutral country",
        keys={k: k for k in data.neutrals},
    )
    neutral = data.neutrals[key]
    if neutral.area != area:
        here = [n.name for n in data.neutrals.values() if n.area == area]
        raise Refusal(
            f"**{neutral.name}** is in {data.areas[neutral.area].name}, not in"
            f" {data.areas[area].name}."
            + (
                f" Neutral countries in {data.areas[area].name}: {', '.join(here)}."
                if here
                else f" {data.areas[area].name} has no neutral country."
            )
        )
    return key


async def area_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    needle = current.casefold()
    return [
        app_commands.Choice(name=f"{a.name}{'' if a.sea else ' (no sea)'}", value=a.key)
        for a in load_game_data().areas.values()
        if needle in a.name.casefold()
    ][:25]


async def neutral_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    data = load_game_data()
    area = getattr(interaction.namespace, "area", None)
    needle = current.casefold()
    return [
        app_commands.Choice(
            name=f"{n.name} — defence {n.defence}"
            + (f", {n.reward_amount} {n.reward}" if n.reward != "none" else "")
            + f" ({data.areas[n.area].name})",
            value=n.key,
        )
        for n in data.neutrals.values()
        if needle in n.name.casefold() and (not area or n.area == area)
    ][:25]


async def faction_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    if interaction.guild_id is None:
        return []
    bot: Strategos = interaction.client  # type: ignore[assignment]
    needle = current.casefold()
    choices = []
    for campaign in await bot.store.list_campaigns(interaction.guild_id, game="soe"):
        for f in await bot.store.list_factions(campaign.guild_id, campaign.id):
            if needle in f.name.casefold():
                label = f"{f.name} ({campaign.name})"
                choices.append(app_commands.Choice(name=label[:100], value=f.name[:100]))
    return choices[:25]


class SoeCog(commands.Cog):
    soe = app_commands.Group(
        name="soe",
        description="Struggle of Empires: attacks, alliances and exact odds",
        guild_only=True,
    )

    def __init__(self, bot: Strategos) -> None:
        self.bot = bot

    @soe.command(name="battle", description="Attack an area: a quick battle, no campaign")
    @app_commands.describe(
        area="Where the battle is fought",
        defender="The player you attack (leave empty to attack a neutral country)",
        neutral="The neutral country you attack instead of a player",
    )
    @app_commands.autocomplete(area=area_autocomplete, neutral=neutral_autocomplete)
    async def battle(
        self,
        interaction: discord.Interaction,
        area: str,
        defender: discord.Member | None = None,
        neutral: str | None = None,
    ) -> None:
        area = find_area(area)
        neutral = find_neutral(neutral, area) if neutral is not None else None
        quick_battle_setup(interaction.user, area, defender, neutral, None, None)  # refuse early
        target = f"p{defender.id}" if defender else f"n{neutral}"
        lobby = Lobby(interaction.user.id, target, area)
        area_name, against = against_name(area, neutral, defender.id if defender else None)
        await send(interaction, **render_lobby(lobby, area_name, against))

    @soe.command(name="attack", description="Attack an area of your campaign (costs 2 gold)")
    @app_commands.describe(
        area="Where you attack (you need an army or fleet there)",
        defender="The faction you attack (or leave empty and name a neutral country)",
        neutral="The neutral country you attack",
        campaign="Which campaign (if the server has several)",
    )
    @app_commands.autocomplete(
        area=area_autocomplete,
        defender=faction_autocomplete,
        neutral=neutral_autocomplete,
        campaign=campaign_autocomplete,
    )
    async def attack(
        self,
        interaction: discord.Interaction,
        area: str,
        defender: str | None = None,
        neutral: str | None = None,
        campaign: str | None = None,
    ) -> None:
        found = await resolve_campaign(self.bot, interaction.guild_id, campaign, game=GAME.key)
        store = self.bot.store
        attacker = await store.faction_of(found.guild_id, found.id, interaction.user.id)
        if attacker is None:
            raise Refusal(
                f"You have no faction in **{shown(found.name)}**: `/campaign join` first."
            )
        if (defender is None) == (neutral is None):
            raise Refusal("Attack either a faction (`defender`) or a neutral country (`neutral`).")
        area = find_area(area)
        neutral = find_neutral(neutral, area) if neutral is not None else None
        target = await find_faction(self.bot, found, defender) if defender else None
        region = await store.get_region(found.guild_id, found.id, area)
        try:
            readings = {k: v for k, v in found.settings.items() if k in SETTINGS_DEFAULTS}
            setup = attack_setup(area, attacker, target, neutral, region, readings)
            RULESET.validate_setup(setup)
        except (CampaignRefusal, SetupError) as error:
            raise Refusal(str(error)) from None
        # The charge and the battle are one transaction: of two attacks declared at once with
        # gold for one, the second is refused (NegativeCount -> Refusal) and stores nothing.
        await self.bot.desk.start(
            interaction, GAME.key, setup, campaign_id=found.id, changes=charge(attacker)
        )

    setup_group = app_commands.Group(
        name="setup",
        description="Game master: place units and set factions' gold and tiles",
        parent=soe,
    )

    async def _gm_campaign(
        self, interaction: discord.Interaction, campaign: str | None
    ) -> Campaign:
        return await resolve_gm_campaign(self.bot, interaction, campaign, game=GAME.key)

    @setup_group.command(name="units", description="Set a faction's units and markers in an area")
    @app_commands.autocomplete(
        faction=faction_autocomplete, area=area_autocomplete, campaign=campaign_autocomplete
    )
    async def setup_units(
        self,
        interaction: discord.Interaction,
        faction: str,
        area: str,
        armies: app_commands.Range[int, 0, 50] | None = None,
        fleets: app_commands.Range[int, 0, 50] | None = None,
        forts: app_commands.Range[int, 0, 50] | None = None,
        control: app_commands.Range[int, 0, 50] | None = None,
        campaign: str | None = None,
    ) -> None:
        found = await self._gm_campaign(interaction, campaign)
        data = load_game_data()
        area = find_area(area)
        if fleets and not data.areas[area].sea:
            raise Refusal(f"{data.areas[area].name} has no sea: no fleets there.")
        target = await find_faction(self.bot, found, faction)
        wanted = given(armies=armies, fleets=fleets, forts=forts, control=control)
        if not wanted:
            raise Refusal("Give at least one value to set.")
        region = await self.bot.store.upsert_region(
            found.guild_id, found.id, area, name=data.areas[area].name
        )
        now = region.holdings.get(str(target.id), {})
        deltas = {u: n - int(now.get(u, 0)) for u, n in wanted.items()}
        await self.bot.store.apply_changes(
            found.guild_id,
            found.id,
            CampaignChanges(regions={area: RegionChange(holdings_deltas={target.id: deltas})}),
        )
        after = {
            **{u: int(now.get(u, 0)) for u in UNITS},
            **{u: n for u, n in wanted.items() if n is not None},
        }
        await send(
            interaction,
            content=f"🗺️ **{shown(target.name)}** in {data.areas[area].name}: "
            + ", ".join(plural(n, *UNIT_NOUNS[u]) for u, n in after.items()),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @setup_group.command(
        name="faction", description="Set a faction's gold, VP, unrest, tiles and alliance"
    )
    @app_commands.autocomplete(faction=faction_autocomplete, campaign=campaign_autocomplete)
    async def setup_faction(
        self,
        interaction: discord.Interaction,
        faction: str,
        gold: app_commands.Range[int, 0, 999] | None = None,
        vp: app_commands.Range[int, 0, 999] | None = None,
        unrest: app_commands.Range[int, 0, 999] | None = None,
        army_training: app_commands.Range[int, 0, 9] | None = None,
        navy_training: app_commands.Range[int, 0, 9] | None = None,
        alliance_land: app_commands.Range[int, 0, 9] | None = None,
        alliance_sea: app_commands.Range[int, 0, 9] | None = None,
        alliance_either: app_commands.Range[int, 0, 9] | None = None,
        alliance: app_commands.Range[str, 0, 40] | None = None,
        campaign: str | None = None,
    ) -> None:
        found = await self._gm_campaign(interaction, campaign)
        target = await find_faction(self.bot, found, faction)
        resources = given(gold=gold, vp=vp, unrest=unrest)
        tiles = given(
            army_training=army_training,
            navy_training=navy_training,
            alliance_land=alliance_land,
            alliance_sea=alliance_sea,
            alliance_either=alliance_either,
        )
        if alliance is not None:
            tiles["alliance"] = " ".join(alliance.split())
        if not resources and not tiles:
            raise Refusal("Give at least one value to set.")
        updated = await self.bot.store.set_faction(
            found.guild_id,
            target.id,
            resources={**target.resources, **resources},
            data={**target.data, **tiles},
        )
        values = {**updated.resources, **{k: updated.data.get(k, 0) for k in TILES}}
        if updated.data.get("alliance"):
            values["alliance"] = shown(updated.data["alliance"], 40)
        await send(
            interaction,
            content=f"📜 **{shown(updated.name)}**: "
            + ", ".join(
                f"{FACTION_WORDS.get(k, k.replace('_', ' '))} {v}" for k, v in values.items()
            ),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @setup_group.command(name="rules", description="Choose the readings of disputed rules")
    @app_commands.describe(
        neutral_rolls_dice="A neutral country rolls two dice and adds the difference (default yes)",
        naval_losses_unrest="Fleets lost at sea give unrest too (default yes)",
        neutral_attacker_allies="The attacker's ally may join an attack on a neutral (default no)",
    )
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def setup_rules(
        self,
        interaction: discord.Interaction,
        neutral_rolls_dice: bool | None = None,
        naval_losses_unrest: bool | None = None,
        neutral_attacker_allies: bool | None = None,
        campaign: str | None = None,
    ) -> None:
        found = await self._gm_campaign(interaction, campaign)
        chosen = given(
            neutral_rolls_dice=neutral_rolls_dice,
            naval_losses_unrest=naval_losses_unrest,
            neutral_attacker_allies=neutral_attacker_allies,
        )
        settings = {**found.settings, **chosen}
        await self.bot.store.update_campaign_settings(found.guild_id, found.id, settings)
        readings = {
            **SETTINGS_DEFAULTS,
            **{k: v for k, v in settings.items() if k in SETTINGS_DEFAULTS},
        }
        await send(
            interaction,
            content=f"⚖️ Rules of **{shown(found.name)}**: "
            + ", ".join(
                f"{k.replace('_', ' ')}: {'yes' if v else 'no'}" for k, v in readings.items()
            ),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @soe.command(name="odds", description="Exact odds of an attack, by enumerating every die")
    @app_commands.describe(
        area="Where the battle is fought",
        attacker_armies="Your armies in the area",
        attacker_fleets="Your fleets in the area",
        defender_armies="The defender's armies",
        defender_fleets="The defender's fleets",
        defender_forts="The defender's forts",
        neutral="Attack this neutral country instead of a player",
        attacker_army_training="Your Army Training tiles",
        defender_army_training="The defender's Army Training tiles",
        attacker_navy_training="Your Navy Training tiles",
        defender_navy_training="The defender's Navy Training tiles",
        attacker_ally_armies="Armies your ally brings (an ally joins with units in the area)",
        attacker_ally_fleets="Fleets your ally brings",
        defender_ally_armies="Armies the defender's ally brings",
        defender_ally_fleets="Fleets the defender's ally brings",
        attacker_alliance_land="Your Alliance tiles for this region, usable on land",
        attacker_alliance_sea="Your Alliance tiles for this region, usable at sea",
        attacker_alliance_either="Your Alliance tiles usable on land or at sea",
        defender_alliance_land="The defender's Alliance tiles, usable on land",
        defender_alliance_sea="The defender's Alliance tiles, usable at sea",
        defender_alliance_either="The defender's Alliance tiles usable on land or at sea",
    )
    @app_commands.autocomplete(area=area_autocomplete, neutral=neutral_autocomplete)
    async def odds(
        self,
        interaction: discord.Interaction,
        area: str,
        attacker_armies: app_commands.Range[int, 0, 20] = 1,
        attacker_fleets: app_commands.Range[int, 0, 20] = 0,
        defender_armies: app_commands.Range[int, 0, 20] = 1,
        defender_fleets: app_commands.Range[int, 0, 20] = 0,
        defender_forts: app_commands.Range[int, 0, 20] = 0,
        neutral: str | None = None,
        attacker_army_training: app_commands.Range[int, 0, 9] = 0,
        defender_army_training: app_commands.Range[int, 0, 9] = 0,
        attacker_navy_training: app_commands.Range[int, 0, 9] = 0,
        defender_navy_training: app_commands.Range[int, 0, 9] = 0,
        attacker_ally_armies: app_commands.Range[int, 0, 20] = 0,
        attacker_ally_fleets: app_commands.Range[int, 0, 20] = 0,
        defender_ally_armies: app_commands.Range[int, 0, 20] = 0,
        defender_ally_fleets: app_commands.Range[int, 0, 20] = 0,
        attacker_alliance_land: app_commands.Range[int, 0, 9] = 0,
        attacker_alliance_sea: app_commands.Range[int, 0, 9] = 0,
        attacker_alliance_either: app_commands.Range[int, 0, 9] = 0,
        defender_alliance_land: app_commands.Range[int, 0, 9] = 0,
        defender_alliance_sea: app_commands.Range[int, 0, 9] = 0,
        defender_alliance_either: app_commands.Range[int, 0, 9] = 0,
    ) -> None:
        area = find_area(area)
        neutral = find_neutral(neutral, area) if neutral is not None else None
        attacker = {
            "armies": attacker_armies,
            "fleets": attacker_fleets,
            "army_training": attacker_army_training,
            "navy_training": attacker_navy_training,
            "alliance_land": attacker_alliance_land,
            "alliance_sea": attacker_alliance_sea,
            "alliance_either": attacker_alliance_either,
        }
        setup: dict[str, Any] = {
            "seats": {
                "attacker": {"user_id": None, "name": "Attacker"},
                "defender": {"user_id": None, "name": "Defender"},
            },
            "area": area,
            "forces": {"attacker": attacker},
        }
        if neutral:
            setup |= {"defender_kind": "neutral", "neutral": neutral}
        else:
            setup["defender_kind"] = "player"
            setup["forces"]["defender"] = {
                "armies": defender_armies,
                "fleets": defender_fleets,
                "forts": defender_forts,
                "army_training": defender_army_training,
                "navy_training": defender_navy_training,
                "alliance_land": defender_alliance_land,
                "alliance_sea": defender_alliance_sea,
                "alliance_either": defender_alliance_either,
                "control_markers": 1,
            }
        allies = {
            "attacker_ally": (attacker_ally_armies, attacker_ally_fleets),
            "defender_ally": (defender_ally_armies, defender_ally_fleets),
        }
        for seat, (armies, fleets) in allies.items():
            if armies or fleets:
                name = "Attacker's ally" if seat == "attacker_ally" else "Defender's ally"
                setup["seats"][seat] = {"user_id": None, "name": name}
                setup["forces"][seat] = {"armies": armies, "fleets": fleets}
        try:
            # every die enumerated: off the event loop, so no other server waits for it
            result = await asyncio.to_thread(odds, setup)
        except SetupError as error:
            raise Refusal(str(error)) from None
        summary = result.summary()
        embed = odds_embed(setup, summary)
        embed.description = f"{describe_setup(setup)}\n{embed.description}"
        files = await odds_pictures(summary)
        embed.set_image(url=f"attachment://{files[0].filename}")
        await send(interaction, embed=embed, files=files, ephemeral=True)


async def odds_pictures(summary: dict[str, Any]) -> list[discord.File]:
    """The outcomes as bars, and each side's units lost as a distribution (drawn off the loop)."""
    outcomes = [
        ("Attacker wins", summary["attacker_wins"]),
        ("Tie", summary["tie"]),
        ("Defender wins", summary["defender_wins"]),
    ]
    pictures = [("odds.png", await render_in_thread(odds_chart, "Who wins", outcomes))]
    for owner, dist in summary["units_lost"].items():
        name = owner.replace("_", " ")
        png = await render_in_thread(
            distribution_chart, f"Units {name} loses", dict(dist), "units lost"
        )
        pictures.append((f"losses-{owner}.png", png))
    return [discord.File(io.BytesIO(png), filename=name) for name, png in pictures]


def odds_embed(setup: dict[str, Any], summary: dict[str, Any]) -> discord.Embed:
    data = load_game_data()
    area = data.areas[setup["area"]].name
    against = data.neutrals[setup["neutral"]].name if setup.get("neutral") else "a player"
    embed = discord.Embed(
        title=f"🎲 Odds — attack on {against} in {area}",
        description=(
            f"Attacker wins **{percent(summary['attacker_wins'])}** · "
            f"tie **{percent(summary['tie'])}** · "
            f"defender wins **{percent(summary['defender_wins'])}**\n"
            "Exact: every die enumerated, every fight accepted, every Alliance tile spent."
        ),
        colour=discord.Colour.teal(),
    )
    for owner, dist in summary["units_lost"].items():
        lines = [f"{n} lost: {percent(p)}" for n, p in dist.items() if p > 0]
        embed.add_field(name=owner.replace("_", " ").title(), value="\n".join(lines), inline=True)
    return embed


UNIT_NOUNS = {
    "armies": ("army", "armies"),
    "fleets": ("fleet", "fleets"),
    "forts": ("fort", "forts"),
    "control": ("control marker", "control markers"),
}
FACTION_WORDS = {
    "vp": "VP",
    "army_training": "Army Training",
    "navy_training": "Navy Training",
    "alliance_land": "Alliance tiles (land)",
    "alliance_sea": "Alliance tiles (sea)",
    "alliance_either": "Alliance tiles (land or sea)",
}


async def setup(bot: Strategos) -> None:
    bot.games.register(GAME)
    bot.add_dynamic_items(LobbySelect, LobbyButton)
    await bot.add_cog(SoeCog(bot))


async def teardown(bot: Strategos) -> None:
    bot.games.unregister(GAME.key)
