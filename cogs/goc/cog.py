"""`/goc battle`, `/goc odds` and `/goc bag`: Glory of Civilizations' dice-bag battle in Discord.

A quick battle names the defender (a member) and what the board shows — the distance, water, the
defender's city or castle, buildings and wall with their damage, who has which technology and
government, the religion and relics; each side then sets its army in one step on the panel
(muster.py) and the battle runs there with the rules' asks as buttons, told step by step in its
thread, with a picture of the bag and of every draw when it ends (and on `/goc bag`). `/goc odds`
gives the exact odds of every draw size for typed forces.

Replies only the user reads (refusals, the odds, the bag) speak the user's language; the panel
and the thread speak the server's (bot/ui).
"""

from __future__ import annotations

import io
import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import Choice
from discord.ext import commands

from bot.errors import Refusal
from bot.games import Game
from bot.i18n import speaking, t
from bot.i18n.names import option_name, slash
from bot.offload import run_odds
from bot.ui.narration import battle_lang
from bot.ui.pictures import distribution_chart, render_off_loop
from bot.ui.replies import send, think
from bot.ui.text import unmention
from cogs.campaign import campaign_autocomplete, resolve_campaign
from cogs.goc.army import ATTACKER, DEFENDER
from cogs.goc.board import board
from cogs.goc.campaign import campaign_changes, region_line
from cogs.goc.campaign_commands import SETUP_GROUP, CampaignCommands, hex_autocomplete
from cogs.goc.data import READINGS
from cogs.goc.live import decision_odds
from cogs.goc.pictures import bag_picture
from cogs.goc.quick import (
    checked,
    government,
    muster_of,
    odds_setup,
    parse_corps,
    structures,
    technologies,
)
from cogs.goc.render import render_event, seat_name
from cogs.goc.report import bag_story, legend, odds_report, odds_table
from cogs.goc.rules import RULESET
from cogs.goc.texts import localize_ask

if TYPE_CHECKING:
    from bot.client import Strategos

log = logging.getLogger(__name__)


def battle_name(setup: Mapping[str, Any]) -> str | None:
    return f"{seat_name(setup, ATTACKER)} → {seat_name(setup, DEFENDER)}"


GAME = Game(
    key="goc",
    title="Glory of Civilizations",
    ruleset=RULESET,
    long_battle=True,
    render_event=render_event,
    board=board,
    battle_name=battle_name,
    odds=decision_odds,
    localize_ask=localize_ask,
    campaign_changes=campaign_changes,
    region_line=region_line,
)

WHO = [
    Choice(name="the attacker", value="goc_attacker"),
    Choice(name="the defender", value="goc_defender"),
    Choice(name="both sides", value="goc_both"),
]
ONE_SIDE = WHO[:2]
TARGETS = [Choice(name="a city", value="goc_city"), Choice(name="a castle", value="goc_castle")]
WALLS = [Choice(name="a wall", value="goc_wall"), Choice(name="a palisade", value="goc_palisade")]
GOVERNMENTS = [
    Choice(name="Democracy (restoration)", value="goc_democracy"),
    Choice(name="Theocracy (conversion)", value="goc_theocracy"),
    Choice(name="another government", value="goc_other"),
]

BOARD_OPTIONS = {
    "distance": "Hexes between the armies (melee reaches 1, archers 1–2, trebuchets 2–3)",
    "water": "The side standing on water (galleys); melee cannot reach it",
    "target": "The defender's city or castle in the battle",
    "target_damage": "Damage already on the city or castle (black cubes)",
    "buildings": "The defender's intact buildings in the battle",
    "damaged_buildings": "The defender's buildings already damaged (destroyed at once)",
    "wall": "A wall or palisade on the defender's hex",
    "wall_damage": "Damage already on the wall or palisade",
    "wall_off_line": "The wall is not on the line of attack (then it is no garrison's)",
    "tactics": "Who has Tactics (redraw once)",
    "regular_army": "Who has Regular Army (swap one enemy cube once)",
    "fabian_tactics": "Who has Fabian Tactics (4 cubes of each colour out)",
    "siege_tower": "The attacker has Siege Tower (+1 courage in a siege, ignores walls)",
    "attacker_government": "The attacker's government",
    "defender_government": "The defender's government",
    "religion": "Whose state religion prevails where the battle is (eases conversion)",
    "relic": "Who has a relic (eases conversion, unless both have one)",
}
CORPS_OPTIONS = {
    "attacker_armies": "Armies (hexes) you attack with: 2 or 3 make a corps, each set in its form",
    "defender_armies": "Defender's armies (hexes): the first holds the structures; 2–3: a corps",
}
"""The options /goc battle and /goc odds share: what the board shows."""


def seat(member: discord.abc.User) -> dict[str, Any]:
    return {"user_id": member.id, "name": unmention(member.display_name)}


def board_muster(o: Mapping[str, Any]) -> dict[str, Any]:
    """The shell's muster from the board options."""
    built = structures(
        o.get("target"),
        o.get("target_damage") or 0,
        o.get("buildings") or 0,
        o.get("damaged_buildings") or 0,
        o.get("wall"),
        o.get("wall_damage") or 0,
        not o.get("wall_off_line"),
    )
    techs = technologies(
        {k: o.get(k) for k in ("tactics", "regular_army", "fabian_tactics")},
        bool(o.get("siege_tower")),
    )
    governments = {
        ATTACKER: government(o.get("attacker_government")),
        DEFENDER: government(o.get("defender_government")),
    }
    return muster_of(
        distance=o.get("distance") or 1,
        water=o.get("water"),
        religion=o.get("religion"),
        relic=o.get("relic"),
        techs=techs,
        governments=governments,
        built=built,
        armies={ATTACKER: o.get("attacker_armies") or 1, DEFENDER: o.get("defender_armies") or 1},
    )


BOARD_CHOICES = dict(
    water=ONE_SIDE,
    target=TARGETS,
    wall=WALLS,
    tactics=WHO,
    regular_army=WHO,
    fabian_tactics=WHO,
    attacker_government=GOVERNMENTS,
    defender_government=GOVERNMENTS,
    religion=ONE_SIDE,
    relic=WHO,
)


def odds_embed(setup: Mapping[str, Any]) -> tuple[discord.Embed, Any, str]:
    """/goc odds: the embed, the best draw and the whole table as text (one computation)."""
    description, fields, best, clash, table = odds_report(setup)
    embed = discord.Embed(
        title=t("goc-odds-title"), description=description, colour=discord.Colour.teal()
    )
    for name, value in fields:
        embed.add_field(name=name[:256], value=value, inline=False)
    return embed, best, odds_table(setup, clash, table)


class GloryCog(CampaignCommands, commands.Cog):
    goc = app_commands.Group(
        name="goc",
        description="Glory of Civilizations: the dice-bag battle, its odds and its bag",
        guild_only=True,
    )

    def __init__(self, bot: Strategos) -> None:
        self.bot = bot

    @goc.command(name="battle", description="A quick battle: each side sets its army, then draw")
    @app_commands.describe(defender="The player you attack", **CORPS_OPTIONS, **BOARD_OPTIONS)
    @app_commands.choices(**BOARD_CHOICES)
    async def battle(
        self,
        interaction: discord.Interaction,
        defender: discord.Member,
        attacker_armies: app_commands.Range[int, 1, 3] = 1,
        defender_armies: app_commands.Range[int, 1, 3] = 1,
        distance: app_commands.Range[int, 1, 3] = 1,
        water: str | None = None,
        target: str | None = None,
        target_damage: app_commands.Range[int, 0, 4] = 0,
        buildings: app_commands.Range[int, 0, 6] = 0,
        damaged_buildings: app_commands.Range[int, 0, 6] = 0,
        wall: str | None = None,
        wall_damage: app_commands.Range[int, 0, 2] = 0,
        wall_off_line: bool = False,
        tactics: str | None = None,
        regular_army: str | None = None,
        fabian_tactics: str | None = None,
        siege_tower: bool = False,
        attacker_government: str | None = None,
        defender_government: str | None = None,
        religion: str | None = None,
        relic: str | None = None,
    ) -> None:
        if defender.bot:
            raise Refusal(t("goc-refuse-bot"))
        if defender.id == interaction.user.id:
            raise Refusal(t("goc-refuse-self"))
        options = dict(locals())
        shell = {
            "seats": {ATTACKER: seat(interaction.user), DEFENDER: seat(defender)},
            "muster": board_muster(options),
        }
        await self.bot.desk.start(interaction, GAME.key, checked(shell))

    @goc.command(name="odds", description="Exact odds of every draw size, no sampling")
    @app_commands.describe(
        attacker="Attacking army, e.g. 3 spearmen, 2 archers; a corps: 3 spearmen | 2 archers @2",
        defender="The defending army, e.g. 2 cavalry (empty with a city); a corps: split by |",
        attacker_defence="The attacker adds its defence cubes (neutral) — yes by default",
        defender_defence="The defender adds its defence cubes (neutral) — yes by default",
        **BOARD_OPTIONS,
    )
    @app_commands.choices(**BOARD_CHOICES)
    async def odds(
        self,
        interaction: discord.Interaction,
        attacker: app_commands.Range[str, 1, 300],
        defender: app_commands.Range[str, 0, 300] | None = None,
        attacker_defence: bool = True,
        defender_defence: bool = True,
        distance: app_commands.Range[int, 1, 3] = 1,
        water: str | None = None,
        target: str | None = None,
        target_damage: app_commands.Range[int, 0, 4] = 0,
        buildings: app_commands.Range[int, 0, 6] = 0,
        damaged_buildings: app_commands.Range[int, 0, 6] = 0,
        wall: str | None = None,
        wall_damage: app_commands.Range[int, 0, 2] = 0,
        wall_off_line: bool = False,
        tactics: str | None = None,
        regular_army: str | None = None,
        fabian_tactics: str | None = None,
        siege_tower: bool = False,
        attacker_government: str | None = None,
        defender_government: str | None = None,
        religion: str | None = None,
        relic: str | None = None,
    ) -> None:
        options = dict(locals())
        shell = {
            "seats": {
                ATTACKER: {"user_id": None, "name": t("goc-role", side=ATTACKER).capitalize()},
                DEFENDER: {"user_id": None, "name": t("goc-role", side=DEFENDER).capitalize()},
            },
            "muster": board_muster(options),
        }
        forces = {
            ATTACKER: parse_corps(attacker, option_name("goc odds", "attacker")),
            DEFENDER: parse_corps(defender, option_name("goc odds", "defender")),
        }
        setup = odds_setup(shell, forces, {ATTACKER: attacker_defence, DEFENDER: defender_defence})
        await think(interaction)  # worked out in a worker process: say so at once
        embed, best, table = await run_odds(odds_embed, setup)
        files = [discord.File(io.BytesIO(table.encode()), filename="odds.txt")]
        if best is not None:
            png = await render_off_loop(
                distribution_chart,
                t("goc-odds-chart", k=best.k),
                {d: p for d, p in best.dealt[ATTACKER].items()},
                t("goc-odds-chart-x"),
            )
            files.insert(0, discord.File(io.BytesIO(png), filename="odds.png"))
            embed.set_image(url="attachment://odds.png")
        await send(interaction, embed=embed, files=files, ephemeral=True)

    @goc.command(name="bag", description="A picture of a battle's bag and of every draw")
    @app_commands.describe(battle="The battle's number (see /battle list)")
    async def bag(self, interaction: discord.Interaction, battle: int) -> None:
        assert interaction.guild_id is not None
        loaded = await self.bot.battles.load(interaction.guild_id, battle)
        if loaded.game.key != GAME.key:
            raise Refusal(t("goc-refuse-not-goc", id=str(battle)))
        png = await self.bag_png(loaded)
        if png is None:
            raise Refusal(t("goc-refuse-no-bag", id=str(battle)))
        file = discord.File(io.BytesIO(png), filename="bag.png")
        await send(
            interaction,
            content=t("goc-bag-caption", battle=loaded.label),
            file=file,
            ephemeral=True,
        )

    async def bag_png(self, loaded: Any) -> bytes | None:
        setup = loaded.battle.setup
        bag, draws = bag_story(setup, loaded.state.events_for(None))
        if not bag and not draws:
            return None
        return await render_off_loop(
            bag_picture,
            t("goc-picture-title", battle=loaded.label),
            legend(setup),
            bag,
            draws,
            t("goc-picture-bag"),
        )

    @goc.command(name="rules", description="How the bot reads the battle where the seed is open")
    @app_commands.describe(campaign="A campaign's readings (else the defaults)")
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def rules(self, interaction: discord.Interaction, campaign: str | None = None) -> None:
        readings: dict[str, Any] = {}
        if campaign is not None:
            found = await resolve_campaign(self.bot, interaction.guild_id, campaign, game="goc")
            readings = dict((found.settings or {}).get("readings") or {})
        lines = [t("goc-rules-head"), *(f"• {t('goc-rules-fixed', n=n)}" for n in range(1, 8))]
        lines.append(t("goc-rules-disputed", command=slash("goc setup rules")))
        for key, values in READINGS.items():
            value = str(readings.get(key, values[0])).lower()
            lines.append(f"• {t('goc-reading', reading=key, value=value)}")
        await send(interaction, content="\n".join(lines)[:2000], ephemeral=True)
        # a corps and the reaction manoeuvre: a second message (one holds 2000 characters)
        more = [f"• {t('goc-rules-fixed', n=n)}" for n in (8, 9)]
        await send(interaction, content="\n".join(more)[:2000], ephemeral=True)

    # -- a campaign (campaign.py, campaign_commands.py) ---------------------------------
    goc.add_command(SETUP_GROUP)

    @goc.command(name="attack", description="Attack a hex of your campaign from yours (or a corps)")
    @app_commands.describe(
        hex="The hex you attack",
        origin="The hex your army attacks from",
        origin2="A second hex of yours next to the target: its army joins your corps",
        origin3="A third hex of yours next to the target: its army joins your corps",
        distance="Hexes between the armies (melee reaches 1, archers 1–2, trebuchets 2–3)",
        action_cubes="Action cubes you add to the bag (spent)",
        experience_cubes="Experience cubes you add to the bag (spent)",
        religion="Whose state religion prevails where the battle is (eases conversion)",
        campaign="Which campaign (if the server has several)",
    )
    @app_commands.choices(religion=ONE_SIDE)
    @app_commands.autocomplete(
        hex=hex_autocomplete,
        origin=hex_autocomplete,
        origin2=hex_autocomplete,
        origin3=hex_autocomplete,
        campaign=campaign_autocomplete,
    )
    async def attack(
        self,
        interaction: discord.Interaction,
        hex: str,
        origin: str,
        distance: app_commands.Range[int, 1, 3] = 1,
        action_cubes: app_commands.Range[int, 0, 60] = 0,
        experience_cubes: app_commands.Range[int, 0, 60] = 0,
        religion: str | None = None,
        campaign: str | None = None,
        origin2: str | None = None,
        origin3: str | None = None,
    ) -> None:
        origins = [o for o in (origin, origin2, origin3) if o]
        await self.attack_hex(
            interaction, hex, origins, distance, action_cubes, experience_cubes, religion, campaign
        )

    @commands.Cog.listener()
    async def on_battle_step(self, loaded: Any, events: list[Any]) -> None:
        """The clash settled (and the battle goes on): its thread gets the picture of the bag and
        of every draw so far. (The end's picture is on_battle_ended's.)"""
        if loaded.game.key != GAME.key or loaded.state.outcome is not None:
            return
        if any(e.kind == "drawn" for e in events):
            await self.post_bag(loaded)

    @commands.Cog.listener()
    async def on_battle_ended(self, loaded: Any) -> None:
        """A finished battle's thread gets the picture of its bag and every draw."""
        if loaded.game.key != GAME.key or loaded.battle.status != "finished":
            return
        await self.post_bag(loaded)

    async def post_bag(self, loaded: Any) -> None:
        battle = loaded.battle
        where = battle.thread_id or battle.channel_id
        if where is None:
            return
        try:
            with speaking(await battle_lang(self.bot, loaded)):
                png = await self.bag_png(loaded)
                caption = t("goc-bag-caption", battle=loaded.label)
            if png is None:
                return
            channel = self.bot.get_partial_messageable(where, guild_id=battle.guild_id)
            await channel.send(
                caption,
                file=discord.File(io.BytesIO(png), filename="bag.png"),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException:
            log.warning("could not post the bag of battle %s", battle.id, exc_info=True)


async def setup(bot: Strategos) -> None:
    bot.games.register(GAME)
    await bot.add_cog(GloryCog(bot))


async def teardown(bot: Strategos) -> None:
    bot.games.unregister(GAME.key)
