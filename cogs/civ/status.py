"""What a Civilization campaign shows of itself: its lines in `/campaign status` (the standing
forces as counts only, never cards), and finding a square or a player's faction by name."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING

from bot.errors import Refusal
from bot.i18n import t
from bot.i18n.names import slash
from bot.store import Campaign, Faction, Region
from cogs.campaign import find_region, region_autocomplete, shown
from cogs.civ.campaign import FORCES, forces_counts, square_kind
from cogs.civ.data import LAND
from cogs.civ.render import figures_text, rank_name

if TYPE_CHECKING:
    from bot.client import Strategos


def key_of(name: str) -> str:
    return re.sub(r"[^\w]+", "_", name.casefold()).strip("_")[:40]


# -- what /campaign status shows ------------------------------------------------------------------
def region_line(region: Region, names: Mapping[int, str]) -> str:
    """A square's line, or the standing forces' (how many cards each faction holds, no more)."""
    if region.key == FORCES:
        counts = forces_counts(region, names)
        held = " · ".join(t("civ-status-forces-one", faction=n, count=c) for n, c in counts)
        return t("civ-status-forces", held=held or "—")
    kind = square_kind(region)
    owner = names.get(region.owner, "—") if region.owner is not None else "—"
    parts = [f"**{shown(region.name)}**"]
    if kind != "open":
        parts.append(
            t(
                "civ-status-city",
                kind=kind,
                owner=owner,
                fortified="yes" if region.data.get("fortified") else "no",
            )
        )
    for fid, held in sorted(region.holdings.items()):
        armies, scouts = int(held.get("armies", 0)), int(held.get("scouts", 0))
        if armies or scouts:
            parts.append(f"{names.get(int(fid), '?')}: " + figures_text(armies, scouts))
    return " · ".join(parts)


def faction_notes(faction: Faction) -> str:
    """Ranks, Fundamentalism and technologies for a faction's line of `/campaign status`."""
    data = faction.data
    if not data.get("ranks") and not data.get("techs") and not data.get("fundamentalism"):
        return ""
    ranks = data.get("ranks") or {}
    parts = [", ".join(rank_name(u, int(ranks.get(u, 1))) for u in LAND)]
    if data.get("fundamentalism"):
        parts.append(t("civ-fundamentalism"))
    if data.get("techs"):
        parts.append(", ".join(str(x).replace("_", " ").title() for x in data["techs"]))
    if data.get("victory"):
        parts.append(t("civ-status-victory"))
    return " · ".join(parts)


async def find_square(bot: Strategos, campaign: Campaign, typed: str) -> Region:
    return await find_region(
        bot, campaign, typed, noun=t("civ-noun-square"),
        set_by=t("civ-squares-set-by", command=slash("civ setup square")),
        hidden=frozenset({FORCES}),
    )  # fmt: skip


square_autocomplete = region_autocomplete("civ", frozenset({FORCES}))
"""The squares of the server's /civ campaigns (not the campaign's own forces record)."""


async def my_faction(bot: Strategos, campaign: Campaign, user_id: int) -> Faction:
    mine = await bot.store.faction_of(campaign.guild_id, campaign.id, user_id)
    if mine is None:
        raise Refusal(
            t(
                "civ-refuse-no-faction",
                campaign=shown(campaign.name),
                command=slash("campaign join"),
            )
        )
    return mine


async def pending_targets(bot: Strategos, campaign: Campaign) -> list[str]:
    battles = await bot.store.list_battles(
        campaign.guild_id, status="active", campaign_id=campaign.id, limit=50
    )
    return [str((b.setup.get("campaign") or {}).get("target")) for b in battles]
