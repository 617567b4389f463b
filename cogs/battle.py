"""`/battle list|show|log|undo|cancel`: every game's battles, managed the same way."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.battles import LoadedBattle
from bot.engine import seed_commitment
from bot.errors import Refusal
from bot.ui.desk import is_game_master
from bot.ui.render import event_lines, render_panel
from bot.ui.text import iso_to_timestamp

if TYPE_CHECKING:
    from bot.client import Strategos

STATUSES = ["active", "finished", "cancelled"]


async def battle_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[int]]:
    if interaction.guild_id is None:
        return []
    bot: Strategos = interaction.client  # type: ignore[assignment]
    battles = await bot.store.list_battles(interaction.guild_id, limit=25)
    choices = []
    for b in battles:
        seats = " vs ".join(s.get("name", k) for k, s in b.setup.get("seats", {}).items())
        label = f"#{b.id} {b.game} · {seats} · {b.status}"
        if current in label:
            choices.append(app_commands.Choice(name=label[:100], value=b.id))
    return choices


class BattleCog(commands.Cog):
    battle = app_commands.Group(
        name="battle", description="Battles on this server, of any game", guild_only=True
    )

    def __init__(self, bot: Strategos) -> None:
        self.bot = bot

    async def _load(self, interaction: discord.Interaction, battle_id: int) -> LoadedBattle:
        assert interaction.guild_id is not None
        return await self.bot.battles.load(interaction.guild_id, battle_id)

    @battle.command(name="list", description="The battles on this server, newest first")
    @app_commands.choices(status=[app_commands.Choice(name=s, value=s) for s in STATUSES])
    async def list_(self, interaction: discord.Interaction, status: str | None = None) -> None:
        assert interaction.guild_id is not None
        battles = await self.bot.store.list_battles(interaction.guild_id, status=status, limit=20)
        if not battles:
            raise Refusal("No battles here yet." if status is None else f"No {status} battles.")
        lines = []
        for b in battles:
            game = self.bot.games.get(b.game)
            seats = " vs ".join(s.get("name", k) for k, s in b.setup.get("seats", {}).items())
            where = (
                f"https://discord.com/channels/{b.guild_id}/{b.channel_id}/{b.message_id}"
                if b.message_id
                else ""
            )
            lines.append(
                f"**#{b.id}** {game.title if game else b.game} · {seats} · {b.status}"
                f" · {iso_to_timestamp(b.created_at)}" + (f" · [panel]({where})" if where else "")
            )
        embed = discord.Embed(title="⚔️ Battles", description="\n".join(lines)[:4000])
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @battle.command(name="show", description="Post a battle's panel here again, with its buttons")
    @app_commands.autocomplete(battle=battle_autocomplete)
    async def show(self, interaction: discord.Interaction, battle: int) -> None:
        loaded = await self._load(interaction, battle)
        response = await interaction.response.send_message(**render_panel(loaded).kwargs())
        if loaded.battle.status == "active" and response.message_id is not None:
            await self.bot.store.set_battle_message(
                loaded.battle.guild_id,
                loaded.battle.id,
                channel_id=interaction.channel_id,
                message_id=response.message_id,
            )

    @battle.command(name="log", description="Every step, roll and answer of a battle")
    @app_commands.autocomplete(battle=battle_autocomplete)
    async def log(self, interaction: discord.Interaction, battle: int) -> None:
        loaded = await self._load(interaction, battle)
        b = loaded.battle
        lines = [f"{loaded.game.title} — battle #{b.id} ({b.status})"]
        lines.append(f"Seed SHA-256: {seed_commitment(b.seed)}")
        if b.status != "active":
            lines.append(f"Seed: {b.seed}")
        lines += ["", *event_lines(loaded, loaded.state.events_for(None)), "", "Answers:"]
        for entry in await self.bot.store.audit_log(b.guild_id, b.id):
            what = entry.payload.get("seat", "") if entry.action == "answer" else ""
            if entry.action == "answer" and b.status == "active" and _is_hidden(loaded, entry.seq):
                detail = "(secret until everyone has chosen)"
            else:
                detail = entry.payload.get("value", "") if entry.action == "answer" else ""
            lines.append(
                f"{entry.at} · <@{entry.user_id}> · {entry.action} {what} {detail}".rstrip()
            )
        text = "\n".join(lines)
        if len(text) <= 1900:
            await interaction.response.send_message(text, ephemeral=True)
        else:
            file = discord.File(io.BytesIO(text.encode()), filename=f"battle-{b.id}.txt")
            await interaction.response.send_message(
                f"The full log of battle #{b.id}:", file=file, ephemeral=True
            )

    @battle.command(name="undo", description="Take back the last choice (game master or its maker)")
    @app_commands.autocomplete(battle=battle_autocomplete)
    async def undo(self, interaction: discord.Interaction, battle: int) -> None:
        await self._manage(
            interaction,
            battle,
            self.bot.battles.undo,
            "↩️ {who} took back the last choice of battle #{id}.",
        )

    @battle.command(name="cancel", description="Call off a battle (game master or last to answer)")
    @app_commands.autocomplete(battle=battle_autocomplete)
    async def cancel(self, interaction: discord.Interaction, battle: int) -> None:
        await self._manage(
            interaction, battle, self.bot.battles.cancel, "🛑 {who} cancelled battle #{id}."
        )

    async def _manage(
        self, interaction: discord.Interaction, battle: int, action, announcement: str
    ) -> None:
        """Undo or cancel: check who may, act, say so in the channel, refresh the panel."""
        loaded = await self._load(interaction, battle)
        await self._require_gm_or_last(interaction, loaded)
        after = await action(loaded.battle.guild_id, battle, user_id=interaction.user.id)
        await interaction.response.send_message(
            announcement.format(who=interaction.user.mention, id=battle),
            allowed_mentions=discord.AllowedMentions.none(),
        )
        await self.bot.desk.refresh(after)
        if after.battle.status != "active":
            self.bot.dispatch("battle_ended", after)

    async def _require_gm_or_last(
        self, interaction: discord.Interaction, loaded: LoadedBattle
    ) -> None:
        b = loaded.battle
        gm = None
        if b.campaign_id is not None:
            campaign = await self.bot.store.get_campaign(b.guild_id, b.campaign_id)
            gm = campaign.gm_user_id if campaign else None
        if is_game_master(interaction, gm):
            return
        last_seq = len(b.answers) - 1
        makers = [
            e.user_id
            for e in await self.bot.store.audit_log(b.guild_id, b.id)
            if e.action == "answer" and e.seq == last_seq
        ]
        last = makers[-1] if makers else b.created_by
        if interaction.user.id != last:
            raise Refusal(
                "Only the game master or the player who made the last choice can do that."
            )


def _is_hidden(loaded: LoadedBattle, seq: int) -> bool:
    """An answer to the secret ask still open must not leak through the log."""
    state = loaded.state
    return state.pending is not None and seq >= state.answer_count - len(state.answered)


async def setup(bot: Strategos) -> None:
    await bot.add_cog(BattleCog(bot))
