"""`/help`: what the bot does and how a battle goes, in one screen.

It starts with a two-line example of each installed game, then how a battle goes (one line per
thing a player meets on the panel), then campaigns and battles, and the verification of the dice
last. Everything in the reader's language, commands by the names their Discord shows (`slash`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import current, t
from bot.i18n.names import command_key, slash
from bot.ui.replies import send

if TYPE_CHECKING:
    from bot.client import Strategos
    from bot.games import Game


def subcommand(qualified_name: str) -> str:
    """The last word of a command as the reader's Discord names it ("join" -> "unisciti")."""
    return slash(qualified_name).split()[-1]


def described(command: app_commands.Command | app_commands.Group) -> str:
    """A command's description in the reader's language."""
    key = command_key(command.qualified_name)
    return current().maybe(key, attribute="description") or command.description


EXAMPLES: dict[str, Callable[[], tuple[str, str]]] = {
    "soe": lambda: (
        t(
            "help-example-soe-battle",
            battle=slash("soe battle", area="India", defender="@" + t("help-example-friend")),
        ),
        t(
            "help-example-soe-campaign",
            attack=slash("soe attack", area="India", defender=t("help-example-faction")),
            odds=slash("soe odds", area="India", attacker_armies="3"),
        ),
    ),
    "gw": lambda: (
        t(
            "help-example-gw-land",
            land=slash("gw land", defender="@" + t("help-example-friend")),
            naval=slash("gw naval"),
            bomb=slash("gw bomb"),
        ),
        t("help-example-gw-odds", odds=slash("gw odds")),
    ),
    "civ": lambda: (
        t(
            "help-example-civ-battle",
            battle=slash("civ battle", defender="@" + t("help-example-friend")),
        ),
        t("help-example-civ-odds", hand=slash("civ hand"), odds=slash("civ odds")),
    ),
    "goc": lambda: (
        t(
            "help-example-goc-battle",
            battle=slash("goc battle", defender="@" + t("help-example-friend")),
        ),
        t("help-example-goc-odds", odds=slash("goc odds"), bag=slash("goc bag")),
    ),
    "claim": lambda: (
        t("help-example-claim-turn", open=slash("claim turn open"), orders=slash("claim orders")),
        t("help-example-claim-rolls", map=slash("claim map"), odds=slash("claim odds")),
    ),
}
"""Two lines for each game: the command that starts playing it, then what comes next."""


def how_a_battle_goes() -> list[str]:
    """One line per thing a player meets on the panel."""
    return [
        t("help-how-buttons"),
        t("help-how-secret"),
        t("help-how-odds"),
        t("help-how-undo", undo=slash("battle undo")),
        t("help-how-cancel", cancel=slash("battle cancel")),
    ]


def game_example(bot: Strategos, game: Game) -> str:
    """The game's two lines: its own, or its slash group's first command and what it does."""
    if game.key in EXAMPLES:
        return "\n".join(EXAMPLES[game.key]())
    group = bot.tree.get_command(game.key)
    if isinstance(group, app_commands.Group) and group.commands:
        first = group.commands[0]
        return f"`{slash(first.qualified_name)}` — {described(first)}\n{described(group)}"
    return f"`{slash(game.key)}` — {game.shown_title}"


class HelpCog(commands.Cog):
    def __init__(self, bot: Strategos) -> None:
        self.bot = bot

    def help_embed(self) -> discord.Embed:
        """The whole help, in the language being spoken."""
        embed = discord.Embed(
            title=t("help-title"),
            description=t("help-description"),
            colour=discord.Colour.blurple(),
        )
        for game in self.bot.games:
            embed.add_field(
                name=game.shown_title[:256], value=game_example(self.bot, game), inline=False
            )
        if not list(self.bot.games):
            embed.add_field(name=t("help-games"), value=t("help-no-game"), inline=False)
        embed.add_field(name=t("help-how"), value="\n".join(how_a_battle_goes()), inline=False)
        embed.add_field(
            name=t("help-campaigns-and-battles"),
            value=t(
                "help-campaigns-and-battles-text",
                create=slash("campaign create"),
                join=subcommand("campaign join"),
                status=subcommand("campaign status"),
                leave=subcommand("campaign leave"),
                list=slash("battle list"),
                show=subcommand("battle show"),
                log=subcommand("battle log"),
            ),
            inline=False,
        )
        embed.add_field(
            name=t("help-fair-dice"),
            value=t("help-fair-dice-text", verify=slash("battle verify")),
            inline=False,
        )
        return embed

    @app_commands.command(name="help", description="How Strategos runs your battles")
    async def help(self, interaction: discord.Interaction) -> None:
        await send(interaction, embed=self.help_embed(), ephemeral=True)


async def setup(bot: Strategos) -> None:
    await bot.add_cog(HelpCog(bot))
