"""`/demo skirmish`: the test-only game, loaded with STRATEGOS_EXTENSIONS=tests.demo.cog."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import Refusal
from bot.games import Game
from tests.demo.rules import RULESET

if TYPE_CHECKING:
    from bot.client import Strategos

GAME = Game(key="demo", title="Skirmish (demo)", ruleset=RULESET, long_battle=True)


class DemoCog(commands.Cog):
    demo = app_commands.Group(name="demo", description="A tiny test game", guild_only=True)

    def __init__(self, bot: Strategos) -> None:
        self.bot = bot

    @demo.command(name="skirmish", description="Attack another member in a tiny test battle")
    @app_commands.describe(
        opponent="Who defends",
        max_units="Most infantry you may muster",
        scouting="Scouts roll a die once the ground is picked; the defender may then withdraw",
    )
    async def skirmish(
        self,
        interaction: discord.Interaction,
        opponent: discord.Member,
        max_units: app_commands.Range[int, 1, 6] = 4,
        scouting: bool = False,
    ) -> None:
        if opponent.id == interaction.user.id or opponent.bot:
            raise Refusal("Pick another member as your opponent.")
        setup = {
            "seats": {
                "attacker": {"user_id": interaction.user.id, "name": interaction.user.display_name},
                "defender": {"user_id": opponent.id, "name": opponent.display_name},
            },
            "max_units": max_units,
        }
        if scouting:
            setup["scouting"] = True
        await self.bot.desk.start(interaction, GAME.key, setup)


async def setup(bot: Strategos) -> None:
    bot.games.register(GAME)
    await bot.add_cog(DemoCog(bot))


async def teardown(bot: Strategos) -> None:
    bot.games.unregister(GAME.key)
