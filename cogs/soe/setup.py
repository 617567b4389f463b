"""`/soe setup`: the game master places units and tiles, sets factions' gold and tiles, and
chooses the readings of disputed rules. What it answers is public, in the campaign's language.

The commands live in `SetupCommands`, a mixin of the cog (cogs/soe/cog.py), which adds
`SETUP_GROUP` under `/soe`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.errors import Refusal
from bot.i18n import speaking, t
from bot.store import Campaign, CampaignChanges, RegionChange
from bot.ui.language import public_lang
from bot.ui.replies import send
from cogs.campaign import (
    campaign_autocomplete,
    find_faction,
    given,
    resolve_gm_campaign,
    shown,
)
from cogs.soe.campaign import HOLDINGS, TRAINING, UNITS, placed_tiles, unplaced
from cogs.soe.options import area_autocomplete, faction_autocomplete, find_area
from cogs.soe.render import tiles, units
from cogs.soe.rules import SETTINGS_DEFAULTS, load_game_data

if TYPE_CHECKING:
    from bot.client import Strategos

SETUP_GROUP = app_commands.Group(
    name="setup",
    description="Game master: place units and set factions' gold and tiles",
)

FACTION_WORDS = (
    "gold",
    "vp",
    "unrest",
    "alliance",
    "army_training",
    "navy_training",
    "alliance_unplaced_land",
    "alliance_unplaced_sea",
    "alliance_unplaced_either",
)
"""What `/soe setup faction` sets, each named by `soe-faction-word`."""


def faction_word(key: str) -> str:
    return t("soe-faction-word", word=key) if key in FACTION_WORDS else key.replace("_", " ")


class SetupCommands:
    """`/soe setup units`, `faction` and `rules` (the cog binds them: `self` is the cog)."""

    bot: Strategos

    async def _gm_campaign(
        self, interaction: discord.Interaction, campaign: str | None
    ) -> Campaign:
        return await resolve_gm_campaign(self.bot, interaction, campaign, game="soe")

    @SETUP_GROUP.command(name="units", description="Set a faction's units and markers in an area")
    @app_commands.describe(
        faction="The faction",
        area="The area",
        armies="Its armies there",
        fleets="Its fleets there",
        forts="Its forts there",
        control="Its control markers there",
        alliance_land="Its Alliance tiles for this area, usable on land",
        alliance_sea="Its Alliance tiles for this area, usable at sea",
        alliance_either="Its Alliance tiles for this area, usable on land or at sea",
        campaign="Which campaign (if the server has several)",
    )
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
        alliance_land: app_commands.Range[int, 0, 9] | None = None,
        alliance_sea: app_commands.Range[int, 0, 9] | None = None,
        alliance_either: app_commands.Range[int, 0, 9] | None = None,
        campaign: str | None = None,
    ) -> None:
        found = await self._gm_campaign(interaction, campaign)
        data = load_game_data()
        area = find_area(area)
        if (fleets or alliance_sea) and not data.areas[area].sea:
            raise Refusal(t("soe-refuse-no-sea", area=data.areas[area].name))
        target = await find_faction(self.bot, found, faction)
        wanted = given(
            armies=armies,
            fleets=fleets,
            forts=forts,
            control=control,
            alliance_land=alliance_land,
            alliance_sea=alliance_sea,
            alliance_either=alliance_either,
        )
        if not wanted:
            raise Refusal(t("soe-refuse-nothing-to-set"))
        region = await self.bot.store.upsert_region(
            found.guild_id, found.id, area, name=data.areas[area].name
        )
        now = region.holdings.get(str(target.id), {})
        deltas = {u: n - int(now.get(u, 0)) for u, n in wanted.items()}
        await self.bot.store.apply_changes(
            found.guild_id,
            found.id,
            CampaignChanges(
                regions={area: RegionChange(holdings_deltas={target.id: deltas})},
                faction_data=placed_tiles(target, deltas),
            ),
        )
        after = {
            **{u: int(now.get(u, 0)) for u in HOLDINGS},
            **{u: n for u, n in wanted.items() if n is not None},
        }
        after = {u: n for u, n in after.items() if u in UNITS or n}
        with speaking(await public_lang(self.bot, interaction.guild_id, found)):
            content = t(
                "soe-setup-units-done",
                faction=shown(target.name),
                area=data.areas[area].name,
                units=", ".join(
                    units(n, u) if u in UNITS else tiles(n, u) for u, n in after.items()
                ),
            )
        await send(interaction, content=content, allowed_mentions=discord.AllowedMentions.none())

    @SETUP_GROUP.command(
        name="faction", description="Set a faction's gold, VP, unrest, tiles and alliance"
    )
    @app_commands.describe(
        faction="The faction",
        gold="Its gold",
        vp="Its victory points",
        unrest="Its unrest points",
        army_training="Its Army Training tiles",
        navy_training="Its Navy Training tiles",
        alliance="The name of its alliance this war (the same name: allies)",
        campaign="Which campaign (if the server has several)",
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
        alliance: app_commands.Range[str, 0, 40] | None = None,
        campaign: str | None = None,
    ) -> None:
        found = await self._gm_campaign(interaction, campaign)
        target = await find_faction(self.bot, found, faction)
        resources = given(gold=gold, vp=vp, unrest=unrest)
        tiles = given(army_training=army_training, navy_training=navy_training)
        if alliance is not None:
            tiles["alliance"] = " ".join(alliance.split())
        if not resources and not tiles:
            raise Refusal(t("soe-refuse-nothing-to-set"))
        updated = await self.bot.store.set_faction(
            found.guild_id,
            target.id,
            resources={**target.resources, **resources},
            data={**target.data, **tiles},
        )
        values = {**updated.resources, **{k: updated.data.get(k, 0) for k in TRAINING}}
        if updated.data.get("alliance"):
            values["alliance"] = shown(updated.data["alliance"], 40)
        for kind, n in unplaced(updated).items():
            values[f"alliance_unplaced_{kind}"] = n
        with speaking(await public_lang(self.bot, interaction.guild_id, found)):
            content = t(
                "soe-setup-faction-done",
                faction=shown(updated.name),
                values=", ".join(f"{faction_word(k)} {v}" for k, v in values.items()),
            )
        await send(interaction, content=content, allowed_mentions=discord.AllowedMentions.none())

    @SETUP_GROUP.command(name="rules", description="Choose the readings of disputed rules")
    @app_commands.describe(
        neutral_rolls_dice="A neutral country rolls two dice and adds the difference (default yes)",
        naval_losses_unrest="Fleets lost at sea give unrest too (default yes)",
        neutral_attacker_allies="The attacker's ally may join an attack on a neutral (default no)",
        seven_takes_forts="A natural 7 may cost a fort: forts spared only in ties (default yes)",
        campaign="Which campaign (if the server has several)",
    )
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def setup_rules(
        self,
        interaction: discord.Interaction,
        neutral_rolls_dice: bool | None = None,
        naval_losses_unrest: bool | None = None,
        neutral_attacker_allies: bool | None = None,
        seven_takes_forts: bool | None = None,
        campaign: str | None = None,
    ) -> None:
        found = await self._gm_campaign(interaction, campaign)
        chosen = given(
            neutral_rolls_dice=neutral_rolls_dice,
            naval_losses_unrest=naval_losses_unrest,
            neutral_attacker_allies=neutral_attacker_allies,
            seven_takes_forts=seven_takes_forts,
        )
        settings = {**found.settings, **chosen}
        await self.bot.store.update_campaign_settings(found.guild_id, found.id, settings)
        readings = {
            **SETTINGS_DEFAULTS,
            **{k: v for k, v in settings.items() if k in SETTINGS_DEFAULTS},
        }
        with speaking(await public_lang(self.bot, interaction.guild_id, found)):
            content = t(
                "soe-setup-rules-done",
                campaign=shown(found.name),
                readings=", ".join(
                    t("soe-reading", setting=k, on="yes" if v else "no")
                    for k, v in readings.items()
                ),
            )
            content += "\n" + t(
                "soe-reading-seven", on="yes" if readings["seven_takes_forts"] else "no"
            )
        await send(interaction, content=content, allowed_mentions=discord.AllowedMentions.none())
