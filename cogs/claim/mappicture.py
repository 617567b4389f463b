"""The claim campaign's map as a picture: on `/claim map` and after each turn's reveal.

Rendering runs in a worker thread (a slow picture never delays an acknowledgement), and the
layout is kept in the campaign's settings so the map does not move from turn to turn.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Iterable
from typing import Any

import discord

from bot.i18n import t
from bot.store import Campaign, Store
from bot.ui.pictures import render_off_loop
from cogs.claim.campaign import buildings, fortifications, region_borders
from cogs.claim.mapimage import MapArea, MapAttack, render_map

log = logging.getLogger(__name__)
LAYOUT = "map_layout"
LEGEND = ("unclaimed", "fortifications", "buildings", "main", "mass", "further", "claim", "battle")
"""The words of the map's legend: the marks and each kind of arrow."""


async def map_file(
    store: Store, campaign: Campaign, *, attacks: Iterable[Any] = (), title: str | None = None
) -> discord.File | None:
    """The map as an attachment (None for a campaign with no areas yet)."""
    regions = await store.list_regions(campaign.guild_id, campaign.id)
    if not regions:
        return None
    factions = await store.list_factions(campaign.guild_id, campaign.id, include_left=True)
    areas = [
        MapArea(
            r.key,
            r.name,
            r.owner,
            fortifications(r),
            tuple(buildings(r)),
            tuple(region_borders(r)),
        )
        for r in regions
    ]
    picture = await render_off_loop(
        render_map,
        areas,
        {f.id: f.name for f in factions},
        list(attacks),
        layout=campaign.settings.get(LAYOUT),
        title=title or campaign.name,
        texts=legend_texts(),
    )
    layout = {k: list(v) for k, v in picture.layout.items()}
    if layout != campaign.settings.get(LAYOUT):
        fresh = await store.get_campaign(campaign.guild_id, campaign.id) or campaign
        await store.update_campaign_settings(
            campaign.guild_id, campaign.id, {**fresh.settings, LAYOUT: layout}
        )
    return discord.File(io.BytesIO(picture.png), filename=picture.filename)


def legend_texts() -> dict[str, str]:
    """The map's legend words in the language being spoken (render_map draws them)."""
    return {word: t(f"claim-legend-{word}") for word in LEGEND}


def turn_attacks(plan_rolls: Iterable[Any], battles: Iterable[Any]) -> list[Any]:
    """The turn's attacks to draw: its claim rolls as the plan has them, and the attacks of its
    fought battles."""
    drawn: list[Any] = list(plan_rolls)
    for battle in battles:
        drawn += [MapAttack(None, area, attacker, "battle") for area, attacker in battle.attacks]
    return drawn
