"""`/gw attack` in a Great War campaign: the forces come from the campaign (cogs/gw/campaign.py),
the defender is the faction that holds the territory, and the battle's end changes the campaign
in the transaction of its last answer (`campaign_changes`)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.engine import SetupError
from bot.errors import Refusal
from bot.i18n import t
from bot.i18n.names import slash
from bot.store import Campaign, Faction
from cogs.campaign import find_faction, resolve_campaign, shown
from cogs.gw.campaign import (
    CampaignRefusal,
    adjacent,
    attack_setup,
    held,
    is_sea,
)
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
