"""`/help`: what the bot does and how a battle goes, in one screen.

It starts with a two-line example of each installed game, then how a battle goes (one line per
thing a player meets on the panel), then campaigns and battles, and the verification of the dice
last."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.ui.replies import send

if TYPE_CHECKING:
    from bot.client import Strategos
    from bot.games import Game

EXAMPLES: dict[str, tuple[str, str]] = {
    "soe": (
        "`/soe battle area:India defender:@friend` — a quick battle: each side names an ally,"
        " sets its forces, and the bot rolls.",
        "In a campaign: `/soe attack area:India defender:Prussia` · exact odds first:"
        " `/soe odds area:India attacker_armies:3`",
    ),
    "claim": (
        "`/claim turn open` (game master), then each player sends `/claim orders` in secret.",
        "When the turn closes the bot runs every claim roll in turn · `/claim map` shows who"
        " holds what · `/claim odds` before you spend RP",
    ),
}
"""Two lines for each game: the command that starts playing it, then what comes next."""

HOW_A_BATTLE_GOES = (
    "🔘 Answer with the buttons on the battle's panel; a new message pings whoever must act.",
    "🔒 A secret choice opens a private panel: nobody sees it until everyone has chosen.",
    "📊 **Odds** shows you, privately, the odds of each choice where your choice changes them.",
    "↩️ `/battle undo` takes back your own last choice while nothing has been revealed since"
    " (no die rolled, nobody else answered); after that it needs the other players' consent"
    " or the game master (Manage Server).",
    "🛑 `/battle cancel` calls a quick battle off alone before any die is rolled, then with the"
    " other side's consent; a campaign's battle only by its game master.",
)


def game_example(bot: Strategos, game: Game) -> str:
    """The game's two lines: its own, or its slash group's first command and what it does."""
    if game.key in EXAMPLES:
        return "\n".join(EXAMPLES[game.key])
    group = bot.tree.get_command(game.key)
    if isinstance(group, app_commands.Group) and group.commands:
        first = group.commands[0]
        return f"`/{first.qualified_name}` — {first.description}\n{group.description}"
    return f"`/{game.key}` — {game.title}"


class HelpCog(commands.Cog):
    def __init__(self, bot: Strategos) -> None:
        self.bot = bot

    def help_embed(self) -> discord.Embed:
        embed = discord.Embed(
            title="Strategos — your battle game master",
            description="Start a battle with a game's command; the bot runs every step by the"
            " game's own rules and rolls every die.",
            colour=discord.Colour.blurple(),
        )
        for game in self.bot.games:
            embed.add_field(name=game.title[:256], value=game_example(self.bot, game), inline=False)
        if not list(self.bot.games):
            embed.add_field(name="Games", value="No game is installed.", inline=False)
        embed.add_field(name="How a battle goes", value="\n".join(HOW_A_BATTLE_GOES), inline=False)
        embed.add_field(
            name="Campaigns and battles",
            value="`/campaign create` · `join` · `status` · `leave`\n"
            "`/battle list` · `show` (post the panel again) · `log` (every step and roll, as a"
            " file)",
            inline=False,
        )
        embed.add_field(
            name="Fair dice",
            value="Every die comes from a seed whose SHA-256 is shown when the battle starts and"
            " which is revealed when it ends: `/battle verify` re-derives every roll from it.",
            inline=False,
        )
        return embed

    @app_commands.command(name="help", description="How Strategos runs your battles")
    async def help(self, interaction: discord.Interaction) -> None:
        await send(interaction, embed=self.help_embed(), ephemeral=True)


async def setup(bot: Strategos) -> None:
    await bot.add_cog(HelpCog(bot))
