"""`/help`: what the bot does and how a battle goes, in one screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.ui.replies import send

if TYPE_CHECKING:
    from bot.client import Strategos


class HelpCog(commands.Cog):
    def __init__(self, bot: Strategos) -> None:
        self.bot = bot

    @app_commands.command(name="help", description="How Strategos runs your battles")
    async def help(self, interaction: discord.Interaction) -> None:
        embed = discord.Embed(
            title="Strategos — your battle game master",
            description=(
                "Start a battle with a game's command; each player answers with the buttons on the "
                "battle's panel (secret choices open a private 🔒 panel). The bot rolls every die "
                "from a seed whose SHA-256 is shown at the start and which is revealed at the end, "
                "so anyone can check every roll."
            ),
            colour=discord.Colour.blurple(),
        )
        games = "\n".join(f"`/{g.key}` — {g.title}" for g in self.bot.games) or "none installed"
        embed.add_field(name="Games", value=games, inline=False)
        embed.add_field(
            name="Campaigns",
            value="`/campaign create` · `join` · `status` · `leave`",
            inline=False,
        )
        embed.add_field(
            name="Battles",
            value="`/battle list` · `show` (post the panel again) · `log` (every roll) · "
            "`verify` (re-derive every roll from the revealed seed) · "
            "`undo` · `cancel` — you may take back your own last choice while nothing has been "
            "revealed since (no die rolled, nobody else answered); after that, undo and cancel "
            "need the game master (Manage Server) or the other players' consent.",
            inline=False,
        )
        await send(interaction, embed=embed, ephemeral=True)


async def setup(bot: Strategos) -> None:
    await bot.add_cog(HelpCog(bot))
