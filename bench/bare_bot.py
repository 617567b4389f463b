"""The baseline for bench/interactions.py: a bare discord.py bot that answers a click and does
nothing else.

One `DynamicItem` button (`bare:<panel>:<n>`) whose callback answers with
`interaction.response.edit_message` of an embed and buttons like a battle panel's (a ping in the
content, title, description, one field; Confirm / Change / Verify). At start-up it posts
`BARE_PANELS` such panels in the first text channel of every guild, each with a thread opened
from it and a first message there, as the real bot posts a battle's panel and tells the battle
in its thread: both bots then hold the same Discord state (discord.py caches every thread).
Started again, it finds its threads in the guilds (as the real bot finds its panels shown) and
posts nothing. It runs the same loop watch as the real bot (`STRATEGOS_LOOP_STATS`) so the
benchmark reads its stalls the same way.

Run as a subprocess pointed at the loopback (STRATEGOS_API_BASE, STRATEGOS_GATEWAY_URL,
DISCORD_TOKEN), exactly as the real bot is: `python -m bench.bare_bot`. Not a benchmark itself:
its entry point is `run()`, so `python -m bench` does not start it.
"""

from __future__ import annotations

import asyncio
import logging
import os
import re

import discord
import yarl

from bot.loopwatch import LoopWatch

log = logging.getLogger("bare_bot")


def panel(number: int, step: int) -> tuple[str, discord.Embed, discord.ui.View]:
    """A panel like a battle's: about the same size on the wire."""
    embed = discord.Embed(
        title=f"⚔️ Bare battle — panel #{number}",
        description=f"**Side A + allies vs Side B + allies**\n\n⚔️ step {step} in **India**",
        color=0x5865F2,
    )
    embed.add_field(
        name="Now · a player",
        value="**Your units and tiles in India** (✅ confirm what is shown, or ✏️ change it)",
        inline=False,
    )
    view = discord.ui.View(timeout=None)
    view.add_item(Step(number, step))
    view.add_item(
        discord.ui.Button(
            label="Change",
            emoji="✏️",
            style=discord.ButtonStyle.primary,
            custom_id=f"bare-change:{number}:{step}",
        )
    )
    view.add_item(discord.ui.Button(label="Verify", emoji="🔍", custom_id=f"bare-verify:{number}"))
    return "your move.", embed, view


class Step(discord.ui.DynamicItem[discord.ui.Button], template=r"bare:(?P<p>\d+):(?P<n>\d+)"):
    def __init__(self, number: int, step: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=f"Confirm: step {step}",
                emoji="✅",
                style=discord.ButtonStyle.success,
                custom_id=f"bare:{number}:{step}",
            )
        )
        self.number, self.step = number, step

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> Step:
        return cls(int(match["p"]), int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        content, embed, view = panel(self.number, self.step + 1)
        await interaction.response.edit_message(content=content, embed=embed, view=view)


class BareBot(discord.Client):
    def __init__(self) -> None:
        super().__init__(intents=discord.Intents(guilds=True))
        self.loop_watch = LoopWatch.from_env()
        self.panels = int(os.environ.get("BARE_PANELS", "0"))
        self._posted = False

    async def setup_hook(self) -> None:
        self.loop_watch.start()
        self.add_dynamic_items(Step)

    async def on_ready(self) -> None:
        if self._posted:
            return
        self._posted = True
        gate = asyncio.Semaphore(16)

        async def post(channel: discord.TextChannel, number: int) -> None:
            async with gate:
                content, embed, view = panel(number, 0)
                message = await channel.send(content, embed=embed, view=view)
                thread = await message.create_thread(name=f"Bare battle #{number}")
                await thread.send(f"Battle #{number} begins.")

        jobs = []
        number = 0
        for guild in self.guilds:
            if any(thread.owner_id == self.user.id for thread in guild.threads):
                continue  # posted at an earlier start
            channel = guild.text_channels[0]
            for _ in range(self.panels):
                number += 1
                jobs.append(post(channel, number))
        await asyncio.gather(*jobs)
        log.info("bare bot ready: %d panels in %d guilds", number, len(self.guilds))


def run() -> None:
    discord.utils.setup_logging(level=logging.INFO)
    discord.http.Route.BASE = os.environ["STRATEGOS_API_BASE"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["STRATEGOS_GATEWAY_URL"])
    BareBot().run(os.environ["DISCORD_TOKEN"], log_handler=None)


if __name__ == "__main__":
    run()
