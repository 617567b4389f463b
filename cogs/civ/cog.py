"""`/civ battle`, `/civ odds`, `/civ hand` and the campaign's commands: Civilization: The Board
Game's combat in Discord.

A quick battle names the defender and the square (open, a city, a capital — fortified or not —
or a barbarian village); each player then sets up their own side privately in one step (🔒 on
the panel), the bot draws both Battle Hands, and each battle turn is played on the player's
private panel. The 🂠 button posted with the panel shows each player their own hand, privately.

Replies only the user reads (refusals, the odds, a hand) speak the user's language; the panel,
the thread and the 🂠 note speak the server's (bot/ui).
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import Choice
from discord.ext import commands

from bot.engine import SetupError
from bot.errors import Refusal
from bot.games import Game
from bot.i18n import speaking, t
from bot.offload import run_odds
from bot.ui.narration import battle_lang
from bot.ui.pictures import odds_chart, render_off_loop
from bot.ui.replies import send, think
from bot.ui.text import percent, unmention
from cogs.battle import battle_autocomplete
from cogs.campaign import campaign_autocomplete
from cogs.civ.campaign import campaign_changes, public_setup
from cogs.civ.combat import ATTACKER, DEFENDER, NEW, other
from cogs.civ.commands import SETUP_GROUP, CampaignCommands
from cogs.civ.hand import HandButton, hand_view, show_hand
from cogs.civ.live import decision_odds
from cogs.civ.odds import Estimate, known_odds, play_odds, position_odds, typed_view
from cogs.civ.parse import TypedError, parse_cards, parse_count_or_cards
from cogs.civ.render import board, render_event, seat_name
from cogs.civ.rules import RULESET
from cogs.civ.sides import VILLAGE
from cogs.civ.status import faction_notes, region_line, square_autocomplete
from cogs.civ.texts import localize_ask, rules_refusal

if TYPE_CHECKING:
    from bot.battles import LoadedBattle
    from bot.client import Strategos


def battle_name(setup: Mapping[str, Any]) -> str | None:
    """'Ada → Bo' for the thread and the battle lists."""
    return f"{seat_name(setup, ATTACKER)} → {seat_name(setup, DEFENDER)}"


GAME = Game(
    key="civ",
    title="Civilization: The Board Game",
    ruleset=RULESET,
    long_battle=True,
    render_event=render_event,
    board=board,
    battle_name=battle_name,
    odds=decision_odds,
    localize_ask=localize_ask,
    campaign_changes=campaign_changes,
    region_line=region_line,
    faction_notes=faction_notes,
    public_setup=public_setup,
)
SQUARES = [
    Choice(name="an open square", value="civ_open"),
    Choice(name="a city", value="civ_city"),
    Choice(name="a capital", value="civ_capital"),
    Choice(name="a barbarian village", value="civ_village"),
]
ROLES = [
    Choice(name="the attacker", value="civ_attacker"),
    Choice(name="the defender", value="civ_defender"),
]


def seat(member: discord.abc.User) -> dict[str, Any]:
    return {"user_id": member.id, "name": unmention(member.display_name)}


def quick_shell(
    attacker: discord.abc.User,
    defender: discord.abc.User | None,
    square: str,
    fortified: bool,
    wisdom_warfare: bool,
    effects: bool = False,
) -> dict[str, Any]:
    """A quick battle's setup before each side sets up (rules.py asks); refused as the rules
    do."""
    shell: dict[str, Any] = {"square": {"kind": square, "fortified": fortified}}
    if square == VILLAGE:
        shell["square"]["fortified"] = False
        barbarians = {"user_id": None, "name": t("civ-barbarians")}
        if defender is not None and not defender.bot and defender.id != attacker.id:
            barbarians = seat(defender)
        else:
            shell["auto"] = [DEFENDER]
        shell["seats"] = {ATTACKER: seat(attacker), DEFENDER: barbarians}
    else:
        if defender is None:
            raise Refusal(t("civ-refuse-defender"))
        if defender.bot:
            raise Refusal(t("civ-refuse-bot"))
        if defender.id == attacker.id:
            raise Refusal(t("civ-refuse-self"))
        shell["seats"] = {ATTACKER: seat(attacker), DEFENDER: seat(defender)}
    if wisdom_warfare:
        shell["rules"] = {"wisdom_warfare": True}
    if effects:
        shell["declare_effects"] = True  # each side declares its card effects in secret
    try:
        RULESET.validate_setup(shell)
    except SetupError as error:
        raise Refusal(rules_refusal(str(error))) from None
    return shell


async def post_hand_button(
    bot: Strategos, interaction: discord.Interaction, loaded: LoadedBattle
) -> None:
    """The 🂠 note under the panel: everyone reads it, each click shows the clicker's own hand."""
    with speaking(await battle_lang(bot, loaded)):
        content = t("civ-hand-note", battle=str(loaded.battle.id))
        view = hand_view(loaded.battle.id)
    await send(
        interaction, content=content, view=view, allowed_mentions=discord.AllowedMentions.none()
    )


# -- /civ odds ------------------------------------------------------------------------------------
def estimate_text(e: Estimate) -> str:
    if e.error == 0:
        return percent(e.win)
    return t("civ-odds-estimate", win=percent(e.win), error=percent(e.error), samples=e.samples)


def odds_reply(
    role: str, hand_text: str, enemy_text: str, bonus: int, fortified: bool, wnw: bool
) -> tuple[str, list[tuple[str, float]]]:
    """The text of /civ odds and the bars of its chart (each first play, when you play first)."""
    try:
        mine = parse_cards(hand_text, allow_random=False)
        enemy = parse_count_or_cards(enemy_text)
    except TypedError as bad:
        raise Refusal(t("civ-odds-bad-card", typed=bad.piece)) from None
    if not mine.cards:
        raise Refusal(t("civ-odds-no-hand"))
    them = other(role)
    ranks = {role: mine.ranks}
    known: list[str] | None = None
    if isinstance(enemy, int):
        count = min(enemy, 30)
    else:
        ranks[them] = enemy.ranks
        known = enemy.cards
        count = len(known)
    first = ATTACKER if fortified else DEFENDER
    view, _ = typed_view(
        role,
        mine.cards,
        known if known is not None else count,
        ranks,
        bonus=bonus,
        first=first,
        wnw=wnw,
    )
    lines = []
    bars: list[tuple[str, float]] = []
    if known is not None:
        overall = known_odds(view, known)
        lines.append(t("civ-odds-known", result="win" if overall.win else "lose"))
    elif first != role:
        lines.append(t("civ-odds-overall", odds=estimate_text(position_odds(view))))
    else:  # you play first: each first card, the best of them is your chance
        from cogs.civ.texts import hand_card

        plays = [(c, NEW) for c in sorted(set(mine.cards))]
        found = play_odds(view, plays)
        best = max(found.values(), key=lambda e: e.win)
        lines += [t("civ-odds-overall", odds=estimate_text(best)), t("civ-odds-first-plays")]
        for card, target in plays:
            e = found[(card, target)]
            name = hand_card(view, card)
            lines.append(f"• **{name}**: {estimate_text(e)}")
            bars.append((name, e.win))
    lines.append(t("civ-odds-how"))
    return "\n".join(lines), bars


class CivCog(CampaignCommands, commands.Cog):
    civ = app_commands.Group(
        name="civ",
        description="Civilization: The Board Game: battles of secret hands, fronts and loot",
        guild_only=True,
    )

    def __init__(self, bot: Strategos) -> None:
        self.bot = bot

    @civ.command(
        name="battle",
        description="A quick battle: each side sets up privately, then plays its Battle Hand",
    )
    @app_commands.describe(
        defender="The player you attack (a village: who plays the barbarians, or nobody)",
        square="Where you attack: an open square, a city, a capital or a barbarian village",
        fortified="The city or capital is fortified (walls): +4 and you play first",
        wisdom_warfare="Wisdom & Warfare unit cards (attack and health)",
        effects="Each side declares its cards that act in battle (Metalworking, Oracle, …)",
    )
    @app_commands.choices(square=SQUARES)
    async def battle(
        self,
        interaction: discord.Interaction,
        defender: discord.Member | None = None,
        square: str = "civ_open",
        fortified: bool = False,
        wisdom_warfare: bool = False,
        effects: bool = False,
    ) -> None:
        shell = quick_shell(
            interaction.user,
            defender,
            square.removeprefix("civ_"),
            fortified,
            wisdom_warfare,
            effects,
        )
        loaded = await self.bot.desk.start(interaction, GAME.key, shell)
        await post_hand_button(self.bot, interaction, loaded)

    @civ.command(name="hand", description="Your own Battle Hand in a battle, privately")
    @app_commands.describe(battle="Which battle (its number)")
    @app_commands.autocomplete(battle=battle_autocomplete)
    async def hand(self, interaction: discord.Interaction, battle: int) -> None:
        await show_hand(interaction, battle)

    @civ.command(name="odds", description="Your chance to win with a hand, by simulation")
    @app_commands.describe(
        hand="Your cards, e.g. infantry 2, knight 3, aircraft 6",
        enemy="How many cards the other side holds (e.g. 5), or their cards if you know them",
        role="You are the attacker (default) or the defender",
        bonus="Your bonus card (negative: the other side's)",
        fortified="A fortified city is attacked: the attacker plays first",
        wisdom_warfare="Wisdom & Warfare unit cards",
    )
    @app_commands.choices(role=ROLES)
    async def odds(
        self,
        interaction: discord.Interaction,
        hand: app_commands.Range[str, 1, 300],
        enemy: app_commands.Range[str, 1, 300],
        role: str = "civ_attacker",
        bonus: app_commands.Range[int, -40, 40] = 0,
        fortified: bool = False,
        wisdom_warfare: bool = False,
    ) -> None:
        side = role.removeprefix("civ_")
        await think(interaction)  # worked out in a worker process: say so at once
        text, bars = await run_odds(odds_reply, side, hand, enemy, bonus, fortified, wisdom_warfare)
        embed = discord.Embed(
            title=t("civ-odds-title"), description=text, colour=discord.Colour.teal()
        )
        files = []
        if bars:
            png = await render_off_loop(
                odds_chart, t("civ-odds-chart"), bars, note=t("civ-odds-chart-note")
            )
            files.append(discord.File(io.BytesIO(png), filename="odds.png"))
            embed.set_image(url="attachment://odds.png")
        await send(interaction, embed=embed, files=files, ephemeral=True)

    @civ.command(name="rules", description="How the bot reads the battle: card effects, loot")
    @app_commands.describe(campaign="A campaign's readings (else the defaults)")
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def rules(self, interaction: discord.Interaction, campaign: str | None = None) -> None:
        await self.rules_help(interaction, campaign)

    civ.add_command(SETUP_GROUP)

    @civ.command(
        name="attack", description="Attack a square of your campaign: move figures in and fight"
    )
    @app_commands.describe(
        square="The square you attack",
        armies="Army figures you move in (from `origin`; else those already there)",
        scouts="Scouts you move in with them",
        origin="The square your figures come from",
        defender="The faction you attack (if not the city's owner or the only one there)",
        campaign="Which campaign (if the server has several)",
    )
    @app_commands.autocomplete(
        square=square_autocomplete, origin=square_autocomplete, campaign=campaign_autocomplete
    )
    async def attack(
        self,
        interaction: discord.Interaction,
        square: str,
        armies: app_commands.Range[int, 0, 9] = 0,
        scouts: app_commands.Range[int, 0, 9] = 0,
        origin: str | None = None,
        defender: str | None = None,
        campaign: str | None = None,
    ) -> None:
        loaded = await self.campaign_attack(
            interaction, square, armies, scouts, origin, defender, campaign
        )
        await post_hand_button(self.bot, interaction, loaded)

    @civ.command(
        name="build",
        description="Build a unit: a random card of its type from the "
        "market joins your standing forces",
    )
    @app_commands.describe(unit="The type of unit", campaign="Which campaign")
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    @app_commands.choices(
        unit=[
            Choice(name=u, value=f"civ_{u}")
            for u in ("infantry", "mounted", "artillery", "aircraft")
        ]
    )
    async def build(
        self, interaction: discord.Interaction, unit: str, campaign: str | None = None
    ) -> None:
        await self.build_unit(interaction, unit.removeprefix("civ_"), campaign)

    @civ.command(name="forces", description="Your standing forces in a campaign, privately")
    @app_commands.describe(campaign="Which campaign")
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def forces(self, interaction: discord.Interaction, campaign: str | None = None) -> None:
        await self.show_forces(interaction, campaign)


async def setup(bot: Strategos) -> None:
    bot.games.register(GAME)
    bot.add_dynamic_items(HandButton)
    await bot.add_cog(CivCog(bot))


async def teardown(bot: Strategos) -> None:
    bot.games.unregister(GAME.key)
