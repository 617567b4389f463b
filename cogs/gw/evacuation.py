"""A captured port's fleet evacuates to a sea zone next to it (gw.md, "Contesting, retreats,
evacuation"): when such a battle ends the bot says so in the battle's channel with one button per
sea zone, and the fleet's owner (or the game master) sends the fleet out by a click or with
`/gw evacuate`; enemy ships there mean a naval battle at once, the evacuating fleet attacking."""

from __future__ import annotations

import contextlib
import logging
import re
from typing import TYPE_CHECKING, Any

import discord

from bot.errors import Refusal
from bot.i18n import speaking, t, use_locale
from bot.i18n.names import slash
from bot.locks import KeyedLocks
from bot.store import Campaign, Region
from bot.ui.desk import is_game_master
from bot.ui.language import public_lang
from bot.ui.replies import failed, send, tell
from cogs.campaign import resolve_campaign, shown
from cogs.gw.attack import checked
from cogs.gw.campaign import adjacent, evacuation_setup, evacuation_start, held, is_sea
from cogs.gw.render import units_text
from cogs.gw.setup import find_territory

if TYPE_CHECKING:
    from bot.client import Strategos

log = logging.getLogger(__name__)

_EVACUATIONS = KeyedLocks()
"""Two evacuations at the same moment: the second reads the port after the first moved."""


async def evacuate(
    bot: Strategos, interaction: discord.Interaction, port: str, zone: str, campaign: str | None
) -> None:
    """`/gw evacuate port: zone:` — the territories as typed."""
    found = await resolve_campaign(bot, interaction.guild_id, campaign, game="gw")
    harbour = await find_territory(bot, found, port)
    sea = await find_territory(bot, found, zone)
    await sail(bot, interaction, found, harbour.key, sea.key)


async def sail(
    bot: Strategos, interaction: discord.Interaction, found: Campaign, port_key: str, zone_key: str
) -> None:
    """Send the fleet waiting in `port_key` to `zone_key`: a naval battle if enemy ships are
    there, else the fleet moves at once. Both are read again under the campaign's lock."""
    store = bot.store
    async with _EVACUATIONS.hold((found.guild_id, found.id)):  # one move per fleet, even at once
        harbour = await store.get_region(found.guild_id, found.id, port_key)
        sea = await store.get_region(found.guild_id, found.id, zone_key)
        assert harbour is not None and sea is not None
        leaving = harbour.data.get("evacuating") or {}
        if not leaving:
            raise Refusal(t("gw-refuse-no-evacuation", port=shown(harbour.name)))
        owner = await store.get_faction(found.guild_id, int(leaving["faction"]))
        assert owner is not None
        if owner.user_id != interaction.user.id and not is_game_master(
            interaction, found.gm_user_id
        ):
            raise Refusal(t("gw-refuse-not-your-fleet", faction=shown(owner.name)))
        if not is_sea(sea) or sea.key not in {r.key for r in adjacent(harbour, [sea])}:
            raise Refusal(
                t("gw-refuse-not-next-sea", port=shown(harbour.name), zone=shown(sea.name))
            )
        factions = await store.list_factions(found.guild_id, found.id)
        enemies = [f for f in factions if f.id != owner.id and held(sea, f.id)]
        changes = evacuation_start(harbour, sea, owner)
        if enemies:
            setup = checked(evacuation_setup(harbour, sea, owner, enemies[0]))
            await bot.desk.start(interaction, "gw", setup, campaign_id=found.id, changes=changes)
            return
        await store.apply_changes(found.guild_id, found.id, changes)
        with speaking(await public_lang(bot, interaction.guild_id, found)):
            content = t(
                "gw-evacuated",
                faction=shown(owner.name),
                units=units_text(leaving.get("units") or {}),
                zone=shown(sea.name),
            )
        await send(interaction, content=content, allowed_mentions=discord.AllowedMentions.none())


def sea_zones(port: Region, regions: list[Region]) -> list[Region]:
    """The sea zones next to `port`, the fleet's possible destinations, in a stable order."""
    return sorted((r for r in adjacent(port, regions) if is_sea(r)), key=lambda r: r.key)


async def evacuation_prompt(bot: Strategos, loaded: Any) -> None:
    """A campaign battle captured a port with a fleet in it: say so where the battle was fought,
    with a button for each sea zone the fleet may go to (and the command that does the same)."""
    battle, outcome = loaded.battle, loaded.state.outcome
    info = battle.setup.get("campaign") or {}
    if battle.game != "gw" or battle.campaign_id is None or outcome is None:
        return
    if not outcome.details.get("naval_evacuation") or not info.get("port_fleet"):
        return
    found = await bot.store.get_campaign(battle.guild_id, battle.campaign_id)
    port = await bot.store.get_region(battle.guild_id, battle.campaign_id, info["target"])
    if found is None or port is None or battle.channel_id is None:
        return
    zones = sea_zones(port, await bot.store.list_regions(battle.guild_id, battle.campaign_id))
    owner = await bot.store.get_faction(battle.guild_id, int(info["factions"]["defender"]))
    with speaking(await public_lang(bot, battle.guild_id, found)):
        content = t(
            "gw-evacuate-prompt",
            user=f"<@{owner.user_id}>" if owner and owner.user_id else "—",
            faction=shown(owner.name) if owner else "—",
            port=shown(port.name),
            units=units_text(info["port_fleet"]),
            zones=", ".join(shown(z.name) for z in zones) or "—",
            command=slash("gw evacuate"),
        )
        view = discord.ui.View(timeout=None)
        for zone in zones[:25]:
            view.add_item(EvacuateButton(battle.id, zone.id, label=(zone.name or zone.key)[:80]))
    channel = bot.get_partial_messageable(battle.channel_id, guild_id=battle.guild_id)
    try:
        await channel.send(content, view=view, allowed_mentions=discord.AllowedMentions(users=True))
    except discord.HTTPException:
        log.warning("could not post the evacuation of battle %s", battle.id, exc_info=True)


class EvacuateButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"gwev:(?P<battle>[0-9]{1,19}):(?P<zone>[0-9]{1,19})",
):
    """⚓ <sea zone> under the evacuation prompt: the battle that took the port, and the zone."""

    def __init__(self, battle_id: int, zone_id: int, *, label: str = "?") -> None:
        self.battle_id, self.zone_id = battle_id, zone_id
        super().__init__(
            discord.ui.Button(
                label=label,
                emoji="⚓",
                style=discord.ButtonStyle.primary,
                custom_id=f"gwev:{battle_id}:{zone_id}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> EvacuateButton:
        return cls(int(match["battle"]), int(match["zone"]), label=item.label or "?")

    async def callback(self, interaction: discord.Interaction[Strategos]) -> None:
        use_locale(interaction)  # refusals are the clicker's; the fleet's move is public
        try:
            found, port_key, zone_key = await self._where(interaction)
            await sail(interaction.client, interaction, found, port_key, zone_key)
        except Refusal as refusal:
            await tell(interaction, str(refusal))
        except Exception as error:
            what = f"evacuation button {self.battle_id}:{self.zone_id}"
            await failed(
                interaction, error, what, t("gw-evacuate-failed", command=slash("gw evacuate"))
            )
            return
        if interaction.message is not None:  # the fleet has sailed: the prompt's buttons go
            with contextlib.suppress(discord.HTTPException):
                await interaction.message.edit(view=None)

    async def _where(
        self, interaction: discord.Interaction[Strategos]
    ) -> tuple[Campaign, str, str]:
        """The campaign, the port and the zone this button names, read in the clicker's guild."""
        store = interaction.client.store
        battle = (
            await store.get_battle(interaction.guild_id, self.battle_id)
            if interaction.guild_id is not None
            else None
        )
        port_key = ((battle.setup.get("campaign") or {}).get("target") if battle else None) or ""
        found = (
            await store.get_campaign(battle.guild_id, battle.campaign_id)
            if battle is not None and battle.campaign_id is not None
            else None
        )
        if found is None or not port_key:
            raise Refusal(t("ui-not-our-button"))
        regions = await store.list_regions(found.guild_id, found.id)
        zone = next((r for r in regions if r.id == self.zone_id), None)
        if zone is None:
            raise Refusal(t("ui-not-our-button"))
        return found, str(port_key), zone.key
