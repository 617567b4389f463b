"""`/soe battle`, `/soe attack` and `/soe odds`: Struggle of Empires attacks in Discord
(`/soe setup`, the game master's, is cogs/soe/setup.py).

Replies only the user reads (refusals, the odds) speak the user's language, as the command tree
sets it; what everyone reads (the lobby, a game master's changes) the server's or the campaign's.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.engine import SetupError
from bot.errors import Refusal
from bot.games import Game
from bot.i18n import speaking, t
from bot.i18n.names import option_name, slash
from bot.offload import run_cpu, run_odds
from bot.ui.language import public_lang
from bot.ui.pictures import distribution_chart, odds_chart, render_off_loop
from bot.ui.replies import send, think
from bot.ui.text import percent
from cogs.campaign import campaign_autocomplete, find_faction, resolve_campaign, shown
from cogs.soe.board import board
from cogs.soe.campaign import (
    STARTING_RESOURCES,
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
from cogs.soe.odds import (
    RESULTS,
    Choices,
    decision_odds,
    describe_setup,
    naval_choice_matters,
    odds,
)
from cogs.soe.options import (
    area_autocomplete,
    faction_autocomplete,
    find_area,
    find_neutral,
    neutral_autocomplete,
    parse_allies,
)
from cogs.soe.render import base_seat, render_event
from cogs.soe.rules import (
    RULESET,
    SETTINGS_DEFAULTS,
    SIDES,
    ally_seat,
    ally_seats,
    load_game_data,
    side_of_seat,
    stamped,
)
from cogs.soe.setup import SETUP_GROUP, SetupCommands
from cogs.soe.texts import localize_ask, rules_refusal

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
    localize_ask=localize_ask,
)


class SoeCog(SetupCommands, commands.Cog):
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
        quick_battle_setup(interaction.user, area, defender, neutral)  # refuse early
        target = f"p{defender.id}" if defender else f"n{neutral}"
        lobby = Lobby(interaction.user.id, target, area)
        area_name, against = against_name(area, neutral, defender.id if defender else None)
        with speaking(await public_lang(self.bot, interaction.guild_id)):
            shown = render_lobby(lobby, area_name, against)
        await send(interaction, **shown)

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
                t(
                    "soe-refuse-no-faction",
                    campaign=shown(found.name),
                    command=slash("campaign join"),
                )
            )
        if (defender is None) == (neutral is None):
            raise Refusal(
                t(
                    "soe-either-faction-or-neutral",
                    defender=option_name("soe attack", "defender"),
                    neutral=option_name("soe attack", "neutral"),
                )
            )
        area = find_area(area)
        neutral = find_neutral(neutral, area) if neutral is not None else None
        target = await find_faction(self.bot, found, defender) if defender else None
        region = await store.get_region(found.guild_id, found.id, area)
        try:
            readings = {k: v for k, v in found.settings.items() if k in SETTINGS_DEFAULTS}
            factions = await store.list_factions(found.guild_id, found.id)
            setup = attack_setup(area, attacker, target, neutral, region, readings, factions)
            RULESET.validate_setup(setup)
        except CampaignRefusal as error:
            raise Refusal(str(error)) from None
        except SetupError as error:
            raise Refusal(rules_refusal(str(error))) from None
        # The charge and the battle are one transaction: of two attacks declared at once with
        # gold for one, the second is refused (NegativeCount -> Refusal) and stores nothing.
        await self.bot.desk.start(
            interaction, GAME.key, setup, campaign_id=found.id, changes=charge(attacker)
        )

    soe.add_command(SETUP_GROUP)

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
        attacker_allies=(
            "Your allies' units, allies split by ; e.g. 2 armies 1 fleet; 1 army (or 2a 1f; 1a)"
        ),
        defender_allies="The defender's allies' units, as above: 1 army; 1 fleet (or 1a; 1f)",
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
        attacker_allies: app_commands.Range[str, 0, 200] | None = None,
        defender_allies: app_commands.Range[str, 0, 200] | None = None,
        attacker_alliance_land: app_commands.Range[int, 0, 9] = 0,
        attacker_alliance_sea: app_commands.Range[int, 0, 9] = 0,
        attacker_alliance_either: app_commands.Range[int, 0, 9] = 0,
        defender_alliance_land: app_commands.Range[int, 0, 9] = 0,
        defender_alliance_sea: app_commands.Range[int, 0, 9] = 0,
        defender_alliance_either: app_commands.Range[int, 0, 9] = 0,
    ) -> None:
        area = find_area(area)
        neutral = find_neutral(neutral, area) if neutral is not None else None
        allies = {
            "attacker": parse_allies(attacker_allies, option_name("soe odds", "attacker_allies")),
            "defender": parse_allies(defender_allies, option_name("soe odds", "defender_allies")),
        }
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
                "attacker": {"user_id": None, "name": t("soe-seat", seat="attacker")},
                "defender": {"user_id": None, "name": t("soe-seat", seat="defender")},
            },
            "area": area,
            "forces": {"attacker": attacker},
            "settings": stamped({}),
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
        for side in SIDES:
            for n, force in enumerate(allies[side], start=1):
                seat = ally_seat(side, n)
                several = len(allies[side]) > 1
                name = t("soe-seat-ally-n", side=side, n=n) if several else t("soe-seat", seat=seat)
                setup["seats"][seat] = {"user_id": None, "name": name}
                setup["forces"][seat] = force
        try:
            # every die enumerated: in a worker process, so no other server waits for it
            await think(interaction)  # worked out in a worker process: say so at once
            result = await run_odds(odds, setup)
            declined = None
            if naval_choice_matters(setup):
                declining = Choices(attacker_fights_at_sea=False)
                declined = await run_cpu(odds, setup, declining)
        except SetupError as error:
            raise Refusal(rules_refusal(str(error))) from None
        summary = result.summary()
        embed = odds_embed(setup, summary, declined.summary() if declined else None)
        embed.description = f"{describe_setup(setup)}\n{embed.description}"
        files = await odds_pictures(setup, summary)
        embed.set_image(url=f"attachment://{files[0].filename}")
        await send(interaction, embed=embed, files=files, ephemeral=True)


MAX_FILES = 10
"""Attachments a Discord message may carry: the outcomes, then as many loss charts as fit."""


def losers(summary: dict[str, Any]) -> list[str]:
    """The seats that can lose units: attacker, defender, then their allies in order."""
    owners = list(summary["units_lost"])
    return sorted(owners, key=lambda o: (o not in SIDES, side_of_seat(o) != "attacker", o))


def ally_number(setup: dict[str, Any], owner: str) -> str:
    """ " 2" for the second of several allies of a side (how the loss labels tell them apart)."""
    side = side_of_seat(owner)
    allies = ally_seats(setup["seats"], side) if side else []
    return f" {allies.index(owner) + 1}" if owner in allies and len(allies) > 1 else ""


async def odds_pictures(setup: dict[str, Any], summary: dict[str, Any]) -> list[discord.File]:
    """The outcomes as bars, and each side's units lost as a distribution (drawn off the loop)."""
    outcomes = [
        (t("soe-odds-chart-outcome", outcome=name), summary[name])
        for name in RESULTS
        if name != "no_combat" or summary[name]
    ]
    title = t("soe-odds-chart-title")
    pictures = [("odds.png", await render_off_loop(odds_chart, title, outcomes))]
    for owner in losers(summary)[: MAX_FILES - 1]:
        number = ally_number(setup, owner)
        png = await render_off_loop(
            distribution_chart,
            t("soe-odds-chart-losses", seat=base_seat(owner), number=number),
            dict(summary["units_lost"][owner]),
            t("soe-odds-chart-units-lost"),
        )
        pictures.append((f"losses-{owner}.png", png))
    return [discord.File(io.BytesIO(png), filename=name) for name, png in pictures]


def results_line(summary: dict[str, Any]) -> str:
    """'Control taken 41% · attack failed 59%' (· no combat, when it can happen)."""
    line = t(
        "soe-odds-results",
        control=percent(summary["control_taken"]),
        failed=percent(summary["attack_failed"]),
    )
    if summary["no_combat"]:
        line += " · " + t("soe-odds-no-combat", p=percent(summary["no_combat"]))
    return line


def odds_embed(
    setup: dict[str, Any], summary: dict[str, Any], declined: dict[str, Any] | None = None
) -> discord.Embed:
    """The attack's results as the game names them, who wins the last combat fought (when one
    can be), the same results if the attacker declines the naval battle, and the losses."""
    data = load_game_data()
    area = data.areas[setup["area"]].name
    if setup.get("neutral"):
        title = t("soe-odds-title-neutral", neutral=data.neutrals[setup["neutral"]].name, area=area)
    else:
        title = t("soe-odds-title", area=area)
    lines = [results_line(summary)]
    if summary["no_combat"] < 1:
        combat = t(
            "soe-odds-summary",
            attacker=percent(summary["attacker_wins"]),
            tie=percent(summary["tie"]),
            defender=percent(summary["defender_wins"]),
        )
        lines.append(t("soe-odds-last-combat", summary=combat))
    if declined is not None:
        lines.append(t("soe-odds-if-declined", results=results_line(declined)))
    lines.append(t("soe-odds-exact"))
    embed = discord.Embed(title=title, description="\n".join(lines), colour=discord.Colour.teal())
    for owner in losers(summary):
        dist = summary["units_lost"][owner]
        lines = [t("soe-odds-lost", n=n, p=percent(p)) for n, p in dist.items() if p > 0]
        embed.add_field(
            name=t("soe-odds-losses-of", seat=base_seat(owner), number=ally_number(setup, owner)),
            value="\n".join(lines),
            inline=True,
        )
    return embed


async def setup(bot: Strategos) -> None:
    bot.games.register(GAME)
    bot.add_dynamic_items(LobbySelect, LobbyButton)
    await bot.add_cog(SoeCog(bot))


async def teardown(bot: Strategos) -> None:
    bot.games.unregister(GAME.key)
