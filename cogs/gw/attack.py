"""`/gw attack` and `/gw evacuate` in a Great War campaign: the forces come from the campaign
(cogs/gw/campaign.py), the defender is the faction that holds the territory, and the battle's
end changes the campaign in the transaction of its last answer (`campaign_changes`).

A captured port's fleet must evacuate to a sea zone next to it: when such a battle ends the bot
says so in the battle's channel, and the fleet's owner sends it out with `/gw evacuate`; enemy
ships there mean a naval battle at once, the evacuating fleet attacking.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.engine import SetupError
from bot.errors import Refusal
from bot.i18n import speaking, t
from bot.i18n.names import slash
from bot.locks import KeyedLocks
from bot.store import Campaign, Faction
from bot.ui.language import public_lang
from bot.ui.replies import send
from cogs.campaign import find_faction, is_game_master, resolve_campaign, shown
from cogs.gw.campaign import (
    CampaignRefusal,
    adjacent,
    attack_setup,
    evacuation_setup,
    evacuation_start,
    held,
    is_sea,
)
from cogs.gw.render import units_text
from cogs.gw.rules import RULESET
from cogs.gw.setup import find_territory
from cogs.gw.texts import rules_refusal

if TYPE_CHECKING:
    from bot.client import Strategos

log = logging.getLogger(__name__)


async def my_faction(bot: Strategos, campaign: Campaign, user_id: int) -> Faction:
    mine = await bot.store.faction_of(campaign.guild_id, campaign.id, user_id)
    if mine is None:
        raise Refusal(
            t("gw-refuse-no-faction", campaign=shown(campaign.name), command=slash("campaign join"))
        )
    return mine


async def pending_targets(bot: Strategos, campaign: Campaign) -> list[str]:
    """Territories where a battle of the campaign is still being fought."""
    battles = await bot.store.list_battles(
        campaign.guild_id, status="active", campaign_id=campaign.id, limit=50
    )
    return [str((b.setup.get("campaign") or {}).get("target")) for b in battles]


def checked(setup: dict[str, Any]) -> dict[str, Any]:
    try:
        RULESET.validate_setup(setup)
    except SetupError as error:
        raise Refusal(rules_refusal(str(error))) from None
    return setup


async def attack(
    bot: Strategos,
    interaction: discord.Interaction,
    territory: str,
    origin: str | None,
    defender: str | None,
    raid: bool,
    campaign: str | None,
    invasion: bool = False,
) -> None:
    found = await resolve_campaign(bot, interaction.guild_id, campaign, game="gw")
    store = bot.store
    attacker = await my_faction(bot, found, interaction.user.id)
    target = await find_territory(bot, found, territory)
    regions = await store.list_regions(found.guild_id, found.id)
    if origin is not None:
        source = await find_territory(bot, found, origin)
    else:  # the one territory next door (or the target itself) holding the attacker's units
        near = [
            r
            for r in [target, *adjacent(target, regions)]
            if held(r, attacker.id) and (not invasion or (is_sea(r) and r.key != target.key))
        ]
        if len(near) != 1:
            raise Refusal(t("gw-refuse-name-origin", target=shown(target.name), count=len(near)))
        source = near[0]
    factions = {f.id: f for f in await store.list_factions(found.guild_id, found.id) if f.active}
    if defender is not None:
        enemy = await find_faction(bot, found, defender)
    elif target.owner is not None and not is_sea(target):
        enemy = factions.get(target.owner)  # type: ignore[assignment]
    else:
        others = [f for fid, f in factions.items() if fid != attacker.id and held(target, fid)]
        enemy = others[0] if len(others) == 1 else None  # type: ignore[assignment]
    if enemy is None or enemy.id == attacker.id:
        raise Refusal(t("gw-refuse-no-enemy", target=shown(target.name)))
    try:
        setup = attack_setup(
            target, source, attacker, enemy, regions, raid=raid, invasion=invasion,
            pending=await pending_targets(bot, found),
        )  # fmt: skip
    except CampaignRefusal as refusal:
        names = {k: shown(v) if isinstance(v, str) else v for k, v in refusal.args_.items()}
        raise Refusal(t(refusal.key, **names)) from None
    await bot.desk.start(interaction, "gw", checked(setup), campaign_id=found.id)


_EVACUATIONS = KeyedLocks()
"""Two /gw evacuate at the same moment: the second reads the port after the first moved."""


async def evacuate(
    bot: Strategos,
    interaction: discord.Interaction,
    port: str,
    zone: str,
    campaign: str | None,
) -> None:
    found = await resolve_campaign(bot, interaction.guild_id, campaign, game="gw")
    store = bot.store
    async with _EVACUATIONS.hold((found.guild_id, found.id)):  # one move per fleet, even at once
        harbour = await find_territory(bot, found, port)
        sea = await find_territory(bot, found, zone)
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


async def evacuation_prompt(bot: Strategos, loaded: Any) -> None:
    """A campaign battle captured a port with a fleet in it: say so where the battle was fought,
    naming the sea zones the fleet may go to and the command that sends it."""
    battle = loaded.battle
    outcome = battle.outcome or {}
    info = battle.setup.get("campaign") or {}
    if battle.game != "gw" or battle.campaign_id is None or battle.status != "finished":
        return
    if not (outcome.get("details") or {}).get("naval_evacuation") or not info.get("port_fleet"):
        return
    found = await bot.store.get_campaign(battle.guild_id, battle.campaign_id)
    port = await bot.store.get_region(battle.guild_id, battle.campaign_id, info["target"])
    if found is None or port is None or battle.channel_id is None:
        return
    regions = await bot.store.list_regions(battle.guild_id, battle.campaign_id)
    zones = [r for r in adjacent(port, regions) if is_sea(r)]
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
    channel = bot.get_partial_messageable(battle.channel_id, guild_id=battle.guild_id)
    try:
        await channel.send(content, allowed_mentions=discord.AllowedMentions(users=True))
    except discord.HTTPException:
        log.warning("could not post the evacuation of battle %s", battle.id, exc_info=True)
