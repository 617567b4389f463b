"""A tiny discord.py bot for the loopback's own tests: one command per Discord feature we fake.

Run as a subprocess with STRATEGOS_API_BASE, STRATEGOS_GATEWAY_URL and DISCORD_TOKEN (and
LOOPBACK_GUILD_ID to sync to one guild), exactly as the real bot is pointed at the loopback.
"""

from __future__ import annotations

import asyncio
import io
import logging
import os

import discord
import yarl
from discord import app_commands

AREAS = ["Germany", "Gerona", "France", "Flanders", "Italy"]
log = logging.getLogger("mini_bot")


class Counter(discord.ui.DynamicItem[discord.ui.Button], template=r"counter:(?P<n>\d+)"):
    """A restart-proof button: its state lives in its custom_id."""

    def __init__(self, n: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=f"+1 ({n})", style=discord.ButtonStyle.primary, custom_id=f"counter:{n}"
            )
        )
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: object
    ) -> Counter:
        return cls(int(match["n"]))  # type: ignore[index]

    async def callback(self, interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(Counter(self.n + 1))
        await interaction.response.edit_message(content=f"count {self.n + 1}", view=view)


class Bump(
    discord.ui.DynamicItem[discord.ui.Button], template=r"bump:(?P<channel>\d+):(?P<message>\d+)"
):
    """On an ephemeral reply: edits a public channel message by id (a side effect)."""

    def __init__(self, channel_id: int, message_id: int) -> None:
        super().__init__(
            discord.ui.Button(label="Bump", custom_id=f"bump:{channel_id}:{message_id}")
        )
        self.channel_id, self.message_id = channel_id, message_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: object
    ) -> Bump:
        return cls(int(match["channel"]), int(match["message"]))  # type: ignore[index]

    async def callback(self, interaction: discord.Interaction) -> None:
        channel = interaction.client.get_partial_messageable(self.channel_id)
        await channel.get_partial_message(self.message_id).edit(content="announcement (bumped)")
        await interaction.response.send_message("bumped", ephemeral=True)


class Tick(discord.ui.DynamicItem[discord.ui.Button], template=r"(?P<how>tick|tock):(?P<n>\d+)"):
    """Deferred update (type 6), then the edit: `tick` edits by channel route, `tock` by webhook."""

    def __init__(self, how: str, n: int) -> None:
        super().__init__(discord.ui.Button(label=how.title(), custom_id=f"{how}:{n}"))
        self.how, self.n = how, n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: object
    ) -> Tick:
        return cls(match["how"], int(match["n"]))  # type: ignore[index]

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        await asyncio.sleep(0.05)
        content, view = f"{self.how} {self.n + 1}", ticker_view(self.n + 1)
        if self.how == "tick":
            assert interaction.message is not None
            await interaction.message.edit(content=content, view=view)
        else:
            await interaction.edit_original_response(content=content, view=view)


def ticker_view(n: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(Tick("tick", n))
    view.add_item(Tick("tock", n))
    return view


class PickView(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=60)

    @discord.ui.select(
        custom_id="pick:color",
        placeholder="Pick a colour",
        options=[
            discord.SelectOption(label="Red", value="red"),
            discord.SelectOption(label="Green", value="green"),
            discord.SelectOption(label="Blue", value="blue"),
        ],
    )
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        await interaction.response.edit_message(content=f"picked {select.values[0]}", view=None)


class AskModal(discord.ui.Modal, title="A question"):
    answer = discord.ui.TextInput(label="Your answer", custom_id="answer", max_length=50)
    mood = discord.ui.Label(
        text="Mood",
        component=discord.ui.TextInput(custom_id="mood", required=False),
    )

    async def on_submit(self, interaction: discord.Interaction) -> None:
        mood = self.mood.component.value  # type: ignore[attr-defined]
        await interaction.response.send_message(f"you said {self.answer.value} ({mood or '-'})")


class MiniBot(discord.Client):
    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default())
        self.tree = app_commands.CommandTree(self)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(Counter, Bump, Tick)
        register(self.tree)
        register_where(self.tree)
        guild_id = os.environ.get("LOOPBACK_GUILD_ID")
        if guild_id:
            guild = discord.Object(int(guild_id))
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        log.info("synced %d commands", len(synced))

    async def on_ready(self) -> None:
        log.info("ready as %s", self.user)

    async def on_message(self, message: discord.Message) -> None:
        """Without the message content intent only mentions of the bot carry content."""
        if message.author.bot:
            return
        if self.user in message.mentions:
            await message.reply(f"pong ({message.content.split()[-1]})")
        elif not message.content:
            await message.channel.send("I cannot read that")


def register(tree: app_commands.CommandTree) -> None:
    @tree.command(description="Greet someone")
    @app_commands.describe(name="Who to greet", times="How often")
    async def greet(
        interaction: discord.Interaction,
        name: str,
        times: app_commands.Range[int, 1, 5],
        who: discord.Member | None = None,
        flavor: str | None = None,
    ) -> None:
        mention = who.display_name if who else "-"
        await interaction.response.send_message(f"hello {name} x{times} who={mention} {flavor}")

    @greet.autocomplete("flavor")
    async def flavor_choices(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=f, value=f) for f in ("sweet", "sour") if current in f]

    game = app_commands.Group(name="game", description="Game commands")
    battle = app_commands.Group(name="battle", description="Battles", parent=game)

    @battle.command(name="start", description="Start a battle")
    async def battle_start(interaction: discord.Interaction, area: str) -> None:
        await interaction.response.send_message(f"battle in {area}")

    @battle_start.autocomplete("area")
    async def area_choices(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=a, value=a) for a in AREAS if a.startswith(current)]

    tree.add_command(game)

    @tree.command(description="A counter button that survives restarts")
    async def counter(interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(Counter(0))
        await interaction.response.send_message("count 0", view=view)

    @tree.command(description="Buttons that defer, then edit")
    async def ticker(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("tick 0", view=ticker_view(0))

    @tree.command(description="Pick a colour from a select")
    async def pick(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("pick one", view=PickView())

    @tree.command(description="Ask a question in a modal")
    async def ask(interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(AskModal())

    @tree.command(description="Think, then follow up")
    async def slow(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await asyncio.sleep(0.2)
        await interaction.followup.send("slow done")

    @tree.command(description="Reply, then edit the reply")
    async def edit(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("first")
        await interaction.edit_original_response(content="second")

    @tree.command(description="Only for server managers")
    @app_commands.default_permissions(manage_guild=True)
    async def admin(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("admin ok", ephemeral=True)

    @tree.command(description="An ephemeral reply")
    async def secret(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("only you", ephemeral=True)

    @tree.command(description="Start a thread on the reply and post in it")
    async def thread(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("thread parent")
        message = await interaction.original_response()
        created = await message.create_thread(name="side talk")
        await created.send("inside the thread")

    @tree.command(description="Post in the channel and offer a bump button")
    async def announce(interaction: discord.Interaction, text: str) -> None:
        assert interaction.channel is not None
        posted = await interaction.channel.send(f"announcement: {text}")  # type: ignore[union-attr]
        view = discord.ui.View(timeout=None)
        view.add_item(Bump(posted.channel.id, posted.id))
        await interaction.response.send_message(f"posted {posted.id}", view=view, ephemeral=True)

    @tree.command(description="Post text to the channel")
    async def say(interaction: discord.Interaction, text: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await interaction.channel.send(text)  # type: ignore[union-attr]
        await interaction.followup.send("said it", ephemeral=True)

    @tree.command(description="Send a file (multipart with payload_json)")
    async def file(interaction: discord.Interaction) -> None:
        upload = discord.File(io.BytesIO(b"hello file"), filename="hello.txt")
        await interaction.response.send_message("here", file=upload)

    @tree.command(description="Answer after a delay (too late past the deadline)")
    async def late(interaction: discord.Interaction, seconds: float) -> None:
        await asyncio.sleep(seconds)
        await interaction.response.send_message("finally")

    @tree.command(description="Answer the same interaction twice")
    async def double(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("once")
        adapter = discord.webhook.async_.async_context.get()
        params = discord.webhook.async_.interaction_response_params(4, {"content": "twice"})
        try:
            await adapter.create_interaction_response(
                interaction.id, interaction.token, session=interaction._session, params=params
            )
        except discord.HTTPException as error:
            await interaction.followup.send(f"second answer refused: {error.code}")

    @tree.command(description="Breaks Discord's 2000 character limit")
    async def toolong(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("x" * 2001)


class ShardedMiniBot(MiniBot, discord.AutoShardedClient):
    """The same bot on some of the shards (SHARD_COUNT, SHARD_IDS="0,1"), as a large bot runs."""

    def __init__(self, shard_count: int, shard_ids: list[int]) -> None:
        discord.AutoShardedClient.__init__(
            self, intents=discord.Intents.default(), shard_count=shard_count, shard_ids=shard_ids
        )
        self.tree = app_commands.CommandTree(self)

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """The loopback does not rate-limit IDENTIFY: no 5 s wait between shards."""


def register_where(tree: app_commands.CommandTree) -> None:
    @tree.command(description="Which process and shard answered")
    async def where(interaction: discord.Interaction) -> None:
        client = interaction.client
        shard = interaction.guild.shard_id if interaction.guild else None
        await interaction.response.send_message(
            f"shard {shard} pid {os.getpid()} guilds {len(client.guilds)}"
        )


def main() -> None:
    discord.utils.setup_logging(level=logging.INFO)
    discord.http.Route.BASE = os.environ["STRATEGOS_API_BASE"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["STRATEGOS_GATEWAY_URL"])
    count = os.environ.get("SHARD_COUNT")
    if count:
        ids = [int(i) for i in os.environ["SHARD_IDS"].split(",")]
        ShardedMiniBot(int(count), ids).run(os.environ["DISCORD_TOKEN"], log_handler=None)
    else:
        MiniBot().run(os.environ["DISCORD_TOKEN"], log_handler=None)


if __name__ == "__main__":
    main()
