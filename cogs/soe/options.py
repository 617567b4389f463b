"""What players type in `/soe` options: areas, neutral countries and factions by name (a typo is
answered "did you mean …?"), their autocomplete, and the allies `/soe odds` takes as text."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.errors import Refusal
from bot.i18n import t
from bot.ui.names import lookup
from cogs.soe.rules import MAX_ALLIES, load_game_data

if TYPE_CHECKING:
    from bot.client import Strategos


def find_area(typed: str) -> str:
    """The key of the area the player named (by the list's value or its name, any case); a
    typo is answered "did you mean …?"."""
    data = load_game_data()
    return lookup(
        typed,
        {a.name: a.key for a in data.areas.values()},
        t("soe-what-area"),
        keys={k: k for k in data.areas},
    )


def find_neutral(typed: str, area: str) -> str:
    """The key of the neutral country the player named, which must stand in `area`."""
    data = load_game_data()
    key = lookup(
        typed,
        {n.name: n.key for n in data.neutrals.values()},
        t("soe-what-neutral"),
        keys={k: k for k in data.neutrals},
    )
    neutral = data.neutrals[key]
    if neutral.area != area:
        here = [n.name for n in data.neutrals.values() if n.area == area]
        wanted = data.areas[area].name
        raise Refusal(
            t(
                "soe-neutral-elsewhere",
                neutral=neutral.name,
                there=data.areas[neutral.area].name,
                area=wanted,
            )
            + " "
            + (
                t("soe-neutrals-here", area=wanted, names=", ".join(here))
                if here
                else t("soe-no-neutral-here", area=wanted)
            )
        )
    return key


async def area_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    needle = current.casefold()
    return [
        app_commands.Choice(
            name=a.name if a.sea else t("soe-area-no-sea", area=a.name), value=a.key
        )
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
            name=t(
                "soe-neutral-choice",
                neutral=n.name,
                defence=n.defence,
                reward=n.reward,
                amount=n.reward_amount,
                area=data.areas[n.area].name,
            )[:100],
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


# -- allies as text: "2 armies 1 fleet; 1 army" ---------------------------------------------------
_ALLY_SPLIT = re.compile(r"[;\n|]")
_TOKEN = re.compile(r"(?P<n>\d+)\s*(?P<word>[^\W\d_]*)")
_LEFTOVER = re.compile(r"[\s,.+&]*")
MAX_ALLY_UNITS = 20
"""As many units as an ally may bring in the odds (the options' own bound for a side)."""


def parse_allies(typed: str | None, what: str) -> list[dict[str, int]]:
    """The allies of one side as `/soe odds` takes them: allies split by ";" (or a new line),
    each "2 armies 1 fleet". A unit word is armies when it is "a" or starts with "ar", fleets
    when it is "f" or starts with "fl" (the same in Cyrillic), so "2a 1f", "2 armate 1 flotta"
    and "2 армії 1 флот" all read (and "forts" does not); a bare number is armies. An ally with
    no units is no ally. `what` is the option's name, for the refusal."""
    allies: list[dict[str, int]] = []
    for part in _ALLY_SPLIT.split(typed or ""):
        force = {"armies": 0, "fleets": 0}
        for match in _TOKEN.finditer(part):
            word = match["word"].casefold()
            if word in ("", "a", "а") or word.startswith(("ar", "ар")):
                unit = "armies"
            elif word in ("f", "ф") or word.startswith(("fl", "фл")):
                unit = "fleets"
            else:
                raise Refusal(t("soe-odds-bad-allies", option=what, high=MAX_ALLY_UNITS))
            n = int(match["n"])
            if n > MAX_ALLY_UNITS:
                raise Refusal(t("soe-odds-bad-allies", option=what, high=MAX_ALLY_UNITS))
            force[unit] += n
        if not _LEFTOVER.fullmatch(_TOKEN.sub(" ", part)) or max(force.values()) > MAX_ALLY_UNITS:
            raise Refusal(t("soe-odds-bad-allies", option=what, high=MAX_ALLY_UNITS))
        if force["armies"] or force["fleets"]:
            allies.append(force)
    if len(allies) > MAX_ALLIES:
        raise Refusal(t("soe-odds-too-many-allies", option=what, n=MAX_ALLIES))
    return allies
