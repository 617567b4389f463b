"""`/gw land`, `/gw naval`, `/gw bomb` and `/gw odds`: The Great War's quick battles in Discord.

A quick battle names the defender (a member) and what the setup needs beyond the units (who has
gas, called shots, mined zones, the target's value …); each side then sets its units in one step
on the panel (muster.py), and the battle runs there with the rules' asks as buttons, narrated
round by round in its thread. `/gw odds` gives the exact odds of forces typed in.

Replies only the user reads (refusals, the odds) speak the user's language; the panel and the
thread speak the server's (bot/ui).
"""

from __future__ import annotations

import io
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import Choice
from discord.ext import commands

from bot.engine import SetupError
from bot.errors import Refusal
from bot.games import Game
from bot.i18n import SUPPORTED, Lang, t
from bot.i18n.names import option_name
from bot.offload import run_odds
from bot.ui.pictures import distribution_chart, odds_chart, render_off_loop
from bot.ui.replies import send, think
from bot.ui.text import percent, unmention
from cogs.campaign import campaign_autocomplete
from cogs.gw import attack as campaign_attack
from cogs.gw import evacuation
from cogs.gw.board import board
from cogs.gw.campaign import campaign_changes
from cogs.gw.forces import ATTACKER, BOMBING, DEFENDER, LAND, NAVAL
from cogs.gw.live import decision_odds
from cogs.gw.muster import fill, unit_keys
from cogs.gw.render import render_event, seat_name, unit_name, units_text
from cogs.gw.rules import RULESET
from cogs.gw.setup import (
    PRESETS,
    SETUP_GROUP,
    SetupCommands,
    faction_notes,
    territory_autocomplete,
    territory_line,
)
from cogs.gw.texts import localize_ask, rules_refusal

if TYPE_CHECKING:
    from bot.client import Strategos


def battle_name(setup: Mapping[str, Any]) -> str | None:
    """'Ada → Bo' for the thread and the battle lists."""
    return f"{seat_name(setup, ATTACKER)} → {seat_name(setup, DEFENDER)}"


GAME = Game(
    key="gw",
    title="The Great War",
    ruleset=RULESET,
    long_battle=True,
    render_event=render_event,
    board=board,
    battle_name=battle_name,
    odds=decision_odds,
    localize_ask=localize_ask,
    campaign_changes=campaign_changes,
    region_line=territory_line,
    faction_notes=faction_notes,
)

WHO = [
    Choice(name="the attacker", value="gw_attacker"),
    Choice(name="the defender", value="gw_defender"),
    Choice(name="both sides", value="gw_both"),
]
KINDS = [
    Choice(name="land battle", value="gw_land"),
    Choice(name="naval battle", value="gw_naval"),
    Choice(name="strategic bombing raid", value="gw_bombing"),
]
KIND_OF = {"gw_land": LAND, "gw_naval": NAVAL, "gw_bombing": BOMBING}
PRESET_CHOICES = [
    Choice(name="cheapest first", value="gw_cheapest"),
    Choice(name="keep the strongest", value="gw_strongest"),
    Choice(name="keep my attack value", value="gw_attack"),
]
ALLY, ALLY2 = "ally", "ally2"


def standing_rule(
    losses: str | None, retreat_below: int | None, retreat_after: int | None
) -> dict[str, Any]:
    """The command user's standing rules: a casualty preset, a retreat rule (or none)."""
    rule: dict[str, Any] = {}
    if losses:
        rule["casualties"] = losses.removeprefix("gw_")
    if retreat_below:
        rule["retreat"] = {"when": "win_below", "percent": retreat_below, "action": "retreat"}
    elif retreat_after:
        rule["retreat"] = {"when": "after_round", "round": retreat_after, "action": "retreat"}
    return rule


def sides_with(who: str | None) -> set[str]:
    return {
        None: set(),
        "gw_attacker": {ATTACKER},
        "gw_defender": {DEFENDER},
        "gw_both": {ATTACKER, DEFENDER},
    }.get(who, set())


def seat(member: discord.abc.User) -> dict[str, Any]:
    return {"user_id": member.id, "name": unmention(member.display_name)}


def quick_shell(
    kind: str,
    attacker: discord.abc.User,
    defender: discord.abc.User,
    technologies: Mapping[str, list[str]],
    *,
    ally: discord.abc.User | None = None,
    ally_first: bool = False,
    standing: Mapping[str, Any] | None = None,
    ally2: discord.abc.User | None = None,
    **muster: Any,
) -> dict[str, Any]:
    """A quick battle's setup before the forces are set (muster.py); refused as the rules do.
    Each ally (one or two) attacks as a nation of its own, in the order named, after the attacker
    (or all of them first); `standing` is the attacker's standing rules."""
    if defender.bot:
        raise Refusal(t("gw-refuse-bot"))
    if defender.id == attacker.id:
        raise Refusal(t("gw-refuse-self"))
    seats = {ATTACKER: seat(attacker), DEFENDER: seat(defender)}
    parts = {
        ATTACKER: {"technologies": list(technologies.get(ATTACKER, []))},
        DEFENDER: {"technologies": list(technologies.get(DEFENDER, []))},
    }
    allies = [a for a in (ally, ally2) if a is not None]
    for key, member in zip((ALLY, ALLY2), allies, strict=False):
        if member.bot or member.id in (
            attacker.id,
            defender.id,
            *(seats[k]["user_id"] for k in seats if k != key),
        ):
            raise Refusal(t("gw-refuse-ally"))
        seats[key] = seat(member)
        parts[key] = {"technologies": list(technologies.get(ATTACKER, []))}
    if allies:
        named = [ALLY, ALLY2][: len(allies)]
        muster["order"] = [*named, ATTACKER] if ally_first else [ATTACKER, *named]
    elif muster.get("coordination"):
        raise Refusal(t("gw-refuse-coordination"))
    if standing:
        muster["standing"] = {ATTACKER: dict(standing)}
    if kind != BOMBING:
        muster["ask_standing"] = True  # the defender's standing rule, one click (muster.py)
    shell = {"seats": seats, "kind": kind, "muster": {**parts, **muster}}
    try:
        RULESET.validate_setup(shell)
    except SetupError as error:
        raise Refusal(rules_refusal(str(error))) from None
    return shell


# -- typed forces (/gw odds) ----------------------------------------------------------------------
def _norm(text: str) -> str:
    return re.sub(r"[\s_'’-]+", " ", text.casefold()).strip()


def unit_names(keys: list[str]) -> dict[str, str]:
    """Every way a unit may be typed (its key, its name in each language) -> its key."""
    names: dict[str, str] = {}
    for key in keys:
        names[_norm(key)] = key
        for code in SUPPORTED:
            names[_norm(Lang.of(code).t("gw-unit", unit=key))] = key
    return names


def parse_units(text: str | None, keys: list[str], option: str) -> dict[str, int]:
    """'4 infantry, 2 art, tank 1' -> {"infantry": 4, "artillery": 2, "tank": 1}."""
    names = unit_names(keys)
    found: dict[str, int] = {}
    for part in re.split(r"[,;+\n]+", text or ""):
        part = part.strip()
        if not part:
            continue
        match = re.fullmatch(r"(\d+)\s*[x×]?\s*(.+)|(.+?)\s*[x×]?\s*(\d+)|(.+)", part)
        assert match is not None
        number = match[1] or match[4] or "1"
        typed = _norm(match[2] or match[3] or match[5] or "")
        key = names.get(typed)
        if key is None:
            starts = {k for name, k in names.items() if name.startswith(typed)}
            key = starts.pop() if len(starts) == 1 else None
        if key is None or int(number) > 99:
            shown = ", ".join(unit_name(k) for k in keys)
            raise Refusal(t("gw-odds-bad-unit", typed=part, option=option, units=shown))
        found[key] = found.get(key, 0) + int(number)
    return found


def spread_text(survivors: Mapping[str, Mapping[int, float]]) -> str:
    """Each unit type's survivors as a compact table: 'Infantry  0 12% · 1 30% · 2 58%'
    (numbers left with less than half a percent are left out)."""
    lines = []
    for unit, spread in survivors.items():
        cells = [f"{n} {percent(p)}" for n, p in sorted(spread.items()) if p >= 0.005]
        lines.append(f"**{unit_name(unit)}** " + " · ".join(cells))
    text = "\n".join(lines) or "—"
    return text if len(text) <= 1024 else text[:1020] + " …"


def odds_embed(kind: str, setup: Mapping[str, Any]) -> tuple[discord.Embed, list[tuple]]:
    """The text of /gw odds, and the charts to draw: (function, args) each."""
    from cogs.gw.bombing import raid_odds  # numpy, in the worker that runs this
    from cogs.gw.odds import battle_odds

    if kind == BOMBING:
        odds = raid_odds(setup)
        cap = setup["raid"]["target"]["value"]
        lines = [
            t("gw-odds-raid", damage=f"{odds.expected_damage:.2f}", cap=cap),
            " · ".join(t("gw-odds-damage", n=d) + f" {percent(p)}" for d, p in odds.damage.items()),
            t("gw-odds-exact"),
        ]
        embed = discord.Embed(
            title=t("gw-odds-title", kind=kind), description="\n".join(lines),
            colour=discord.Colour.teal(),
        )  # fmt: skip
        charts = [(distribution_chart, t("gw-odds-chart-damage"), dict(odds.damage),
                   t("gw-odds-chart-income"))]  # fmt: skip
        return embed, charts
    odds = battle_odds(setup)
    results = odds.results
    lines = [
        t(
            "gw-odds-results",
            a=percent(results["attacker_win"]),
            d=percent(results["defender_win"]),
            c=percent(odds.contested_or_mutual),
        ),
        t(
            "gw-odds-expected",
            a=f"{odds.tuv_lost[ATTACKER]:.1f}",
            d=f"{odds.tuv_lost[DEFENDER]:.1f}",
            rounds=f"{odds.rounds:.1f}",
        ),
        t("gw-odds-exact"),
    ]
    embed = discord.Embed(
        title=t("gw-odds-title", kind=kind), description="\n".join(lines),
        colour=discord.Colour.teal(),
    )  # fmt: skip
    for side in (ATTACKER, DEFENDER):
        survivors = odds.survivors(side)
        expected = {u: sum(n * p for n, p in d.items()) for u, d in survivors.items()}
        value = ", ".join(f"{unit_name(u)} {e:.1f}" for u, e in expected.items()) or "—"
        embed.add_field(name=t("gw-odds-survivors", side=side), value=value, inline=True)
    for side in (ATTACKER, DEFENDER):
        embed.add_field(
            name=t("gw-odds-spread", side=side), value=spread_text(odds.survivors(side)),
            inline=False,
        )  # fmt: skip
    bars = [
        (t("gw-odds-bar", outcome="attacker_win"), results["attacker_win"]),
        (t("gw-odds-bar", outcome="defender_win"), results["defender_win"]),
        (t("gw-odds-bar", outcome="draw"), odds.contested_or_mutual),
    ]
    return embed, [(odds_chart, t("gw-odds-chart-title"), bars)]


ALLIES_AND_STANDING = {
    "ally": "An allied player attacking with a nation of their own",
    "ally_first": "Your allies' nations attack first (else after yours)",
    "coordination": "Offensive Coordination: your nations attack together as one",
    "losses": "Your standing casualty choice: the bot takes your losses this way",
    "retreat_below": "Retreat when your win chance falls under this percent",
    "retreat_after": "Retreat after this round",
    "ally2": "A second allied player, attacking after the first",
}
"""The options /gw land and /gw naval share: allied nations and the attacker's standing rules."""


class GreatWarCog(SetupCommands, commands.Cog):
    gw = app_commands.Group(
        name="gw",
        description="The Great War: land and naval battles, bombing raids, exact odds",
        guild_only=True,
    )

    def __init__(self, bot: Strategos) -> None:
        self.bot = bot

    async def _start(self, interaction: discord.Interaction, shell: dict[str, Any]) -> None:
        await self.bot.desk.start(interaction, GAME.key, shell)

    @gw.command(
        name="land", description="A quick land battle: each side sets its units, then fight"
    )
    @app_commands.describe(
        defender="The player you attack",
        gas="Who has gas: the attacker Gas, the defender Gas Shells",
        defender_retreat="The defender may retreat to the rear (else it fights to the end)",
        invasion="A naval invasion: units land from transports, ships give support fire",
        **ALLIES_AND_STANDING,
    )
    @app_commands.choices(gas=WHO, losses=PRESET_CHOICES)
    async def land(
        self,
        interaction: discord.Interaction,
        defender: discord.Member,
        gas: str | None = None,
        defender_retreat: bool = False,
        invasion: bool = False,
        ally: discord.Member | None = None,
        ally_first: bool = False,
        coordination: bool = False,
        losses: str | None = None,
        retreat_below: app_commands.Range[int, 1, 100] | None = None,
        retreat_after: app_commands.Range[int, 1, 20] | None = None,
        ally2: discord.Member | None = None,
    ) -> None:
        gassed = sides_with(gas)
        techs = {
            ATTACKER: ["gas"] if ATTACKER in gassed else [],
            DEFENDER: ["gas_shells"] if DEFENDER in gassed else [],
        }
        extra: dict[str, Any] = {"defender_retreat": defender_retreat}
        if invasion:
            extra["invasion"] = True
        if coordination:
            extra["coordination"] = True
        shell = quick_shell(
            LAND, interaction.user, defender, techs, ally=ally, ally_first=ally_first,
            standing=standing_rule(losses, retreat_below, retreat_after), ally2=ally2, **extra,
        )  # fmt: skip
        await self._start(interaction, shell)

    @gw.command(name="naval", description="A quick naval battle: each side sets its ships")
    @app_commands.describe(
        defender="The player you attack",
        called_shots="Who has Called Shots",
        mines="Mined sea zones your fleet moves through (each ship is hit on a 1)",
        **ALLIES_AND_STANDING,
    )
    @app_commands.choices(called_shots=WHO, losses=PRESET_CHOICES)
    async def naval(
        self,
        interaction: discord.Interaction,
        defender: discord.Member,
        called_shots: str | None = None,
        mines: app_commands.Range[int, 0, 9] = 0,
        ally: discord.Member | None = None,
        ally_first: bool = False,
        coordination: bool = False,
        losses: str | None = None,
        retreat_below: app_commands.Range[int, 1, 100] | None = None,
        retreat_after: app_commands.Range[int, 1, 20] | None = None,
        ally2: discord.Member | None = None,
    ) -> None:
        called = sides_with(called_shots)
        techs = {side: ["called_shots"] for side in called}
        extra: dict[str, Any] = {"mined_zones": mines}
        if coordination:
            extra["coordination"] = True
        shell = quick_shell(
            NAVAL, interaction.user, defender, techs, ally=ally, ally_first=ally_first,
            standing=standing_rule(losses, retreat_below, retreat_after), ally2=ally2, **extra,
        )  # fmt: skip
        await self._start(interaction, shell)

    @gw.command(name="bomb", description="A strategic bombing raid on a factory")
    @app_commands.describe(
        defender="The player whose factory you bomb",
        value="The target territory's income value (the most the raid can take)",
        heavy_bomber="You have Heavy Bomber (bombers may raid)",
        path="Territories the raid enters before the target (fighters there intercept too)",
        losses="Your standing casualty choice: the bot takes your losses this way",
    )
    @app_commands.choices(losses=PRESET_CHOICES)
    async def bomb(
        self,
        interaction: discord.Interaction,
        defender: discord.Member,
        value: app_commands.Range[int, 0, 99] = 5,
        heavy_bomber: bool = True,
        path: app_commands.Range[int, 0, 3] = 0,
        losses: str | None = None,
    ) -> None:
        techs = {ATTACKER: ["heavy_bomber"] if heavy_bomber else []}
        extra: dict[str, Any] = {"target_value": value}
        if path:
            extra["path"] = path
        shell = quick_shell(
            BOMBING, interaction.user, defender, techs,
            standing=standing_rule(losses, None, None), **extra,
        )  # fmt: skip
        await self._start(interaction, shell)

    @gw.command(name="odds", description="Exact odds of a battle, every die enumerated")
    @app_commands.describe(
        attacker="The attacking units, e.g. 4 infantry, 2 artillery, 1 fighter",
        defender="The defending units, e.g. 3 infantry, 2 entrenched infantry (a raid: fighters)",
        kind="Land battle (default), naval battle or bombing raid",
        gas="Who has gas: the attacker Gas, the defender Gas Shells",
        called_shots="Who has Called Shots (naval)",
        value="A raid's target value (default 5)",
    )
    @app_commands.choices(kind=KINDS, gas=WHO, called_shots=WHO)
    async def odds(
        self,
        interaction: discord.Interaction,
        attacker: app_commands.Range[str, 1, 300],
        defender: app_commands.Range[str, 0, 300] | None = None,
        kind: str | None = None,
        gas: str | None = None,
        called_shots: str | None = None,
        value: app_commands.Range[int, 0, 99] = 5,
    ) -> None:
        battle = KIND_OF.get(kind or "gw_land", LAND)
        techs: dict[str, list[str]] = {ATTACKER: [], DEFENDER: []}
        if battle == LAND:
            gassed = sides_with(gas)
            techs[ATTACKER] += ["gas"] if ATTACKER in gassed else []
            techs[DEFENDER] += ["gas_shells"] if DEFENDER in gassed else []
        if battle == NAVAL:
            for side in sides_with(called_shots):
                techs[side].append("called_shots")
        if battle == BOMBING:
            techs[ATTACKER].append("heavy_bomber")
        forces = {
            ATTACKER: parse_units(
                attacker, unit_keys(battle, ATTACKER, techs[ATTACKER]),
                option_name("gw odds", "attacker"),
            ),
            DEFENDER: parse_units(
                defender, unit_keys(battle, DEFENDER, techs[DEFENDER]) + ["fighter"] * (
                    battle == BOMBING), option_name("gw odds", "defender"),
            ),
        }  # fmt: skip
        if battle == BOMBING and "fighter" in forces[DEFENDER]:
            forces[DEFENDER]["interceptors"] = forces[DEFENDER].pop("fighter")
        shell = {
            "seats": {
                ATTACKER: {"user_id": None, "name": t("gw-role", side=ATTACKER).capitalize()},
                DEFENDER: {"user_id": None, "name": t("gw-role", side=DEFENDER).capitalize()},
            },
            "kind": battle,
            "muster": {
                ATTACKER: {"technologies": techs[ATTACKER]},
                DEFENDER: {"technologies": techs[DEFENDER]},
                "target_value": value,
            },
        }
        setup = fill(shell, forces)
        try:
            RULESET.validate_setup(setup)
            await think(interaction)  # worked out in a worker process: say so at once
            embed, charts = await run_odds(odds_embed, battle, setup)
        except SetupError as error:
            raise Refusal(rules_refusal(str(error))) from None
        embed.description = (
            t("gw-odds-forces", a=units_text(forces[ATTACKER]), d=units_text(forces[DEFENDER]))
            + "\n"
            + (embed.description or "")
        )
        files = []
        for n, (draw, *args) in enumerate(charts):
            png = await render_off_loop(draw, *args)
            files.append(discord.File(io.BytesIO(png), filename=f"odds-{n}.png"))
        embed.set_image(url=f"attachment://{files[0].filename}")
        await send(interaction, embed=embed, files=files, ephemeral=True)

    # -- a campaign (cogs/gw/attack.py, cogs/gw/setup.py) ------------------------------------------
    gw.add_command(SETUP_GROUP)

    @gw.command(name="attack", description="Attack a territory or sea zone of your campaign")
    @app_commands.describe(
        territory="The territory or sea zone you attack",
        origin="Where your units attack from (next to it; the only one, if left empty)",
        defender="The faction you attack (if not the territory's owner)",
        raid="A strategic bombing raid on its factory instead",
        campaign="Which campaign (if the server has several)",
        invasion="A naval invasion from the sea zone next to it (origin): transports land troops",
    )
    @app_commands.autocomplete(
        territory=territory_autocomplete, origin=territory_autocomplete,
        campaign=campaign_autocomplete,
    )  # fmt: skip
    async def attack(
        self,
        interaction: discord.Interaction,
        territory: str,
        origin: str | None = None,
        defender: str | None = None,
        raid: bool = False,
        campaign: str | None = None,
        invasion: bool = False,
    ) -> None:
        await campaign_attack.attack(
            self.bot, interaction, territory, origin, defender, raid, campaign, invasion
        )

    @gw.command(name="evacuate", description="Send a captured port's fleet to a sea zone")
    @app_commands.describe(
        port="The captured territory your fleet leaves",
        zone="The sea zone next to it where the fleet goes (enemy ships there: a naval battle)",
        campaign="Which campaign (if the server has several)",
    )
    @app_commands.autocomplete(
        port=territory_autocomplete, zone=territory_autocomplete, campaign=campaign_autocomplete
    )
    async def evacuate(
        self,
        interaction: discord.Interaction,
        port: str,
        zone: str,
        campaign: str | None = None,
    ) -> None:
        await evacuation.evacuate(self.bot, interaction, port, zone, campaign)

    @gw.command(name="standing", description="Your standing rules for your campaign's battles")
    @app_commands.describe(
        losses="How the bot takes your losses (or ask you each time)",
        retreat_below="Retreat when your win chance falls under this percent",
        retreat_after="Retreat after this round",
        never_retreat="Never retreat on your own (clears your retreat rule)",
        campaign="Which campaign (if the server has several)",
    )
    @app_commands.choices(losses=PRESETS)
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def standing(
        self,
        interaction: discord.Interaction,
        losses: str | None = None,
        retreat_below: app_commands.Range[int, 1, 99] | None = None,
        retreat_after: app_commands.Range[int, 1, 20] | None = None,
        never_retreat: bool = False,
        campaign: str | None = None,
    ) -> None:
        await self.set_standing(
            interaction, losses, retreat_below, retreat_after, never_retreat, campaign
        )

    @commands.Cog.listener()
    async def on_battle_ended(self, loaded: Any) -> None:
        """A captured port with a fleet in it: the fleet's owner is told to evacuate it."""
        await evacuation.evacuation_prompt(self.bot, loaded)


async def setup(bot: Strategos) -> None:
    bot.games.register(GAME)
    bot.add_dynamic_items(evacuation.EvacuateButton)
    await bot.add_cog(GreatWarCog(bot))


async def teardown(bot: Strategos) -> None:
    bot.games.unregister(GAME.key)
