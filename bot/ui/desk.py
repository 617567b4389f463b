"""The battle desk: starts battles in a channel, answers every click on a battle component,
keeps the public panel up to date and, for long battles, narrates each step in a thread."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.battles import BattleService, LoadedBattle
from bot.engine import Ask, AskKind, Event
from bot.errors import Refusal
from bot.ui.custom_ids import BuilderState, ComponentRef
from bot.ui.render import (
    Panel,
    describe_answer,
    event_lines,
    mention,
    outcome_text,
    render_panel,
    render_secret_panel,
)
from bot.ui.replies import tell

if TYPE_CHECKING:
    from bot.client import Strategos

log = logging.getLogger(__name__)


def is_game_master(interaction: discord.Interaction, gm_user_id: int | None = None) -> bool:
    """Manage Server makes a member game master of every battle on the server."""
    if gm_user_id is not None and interaction.user.id == gm_user_id:
        return True
    return bool(interaction.guild_id and interaction.permissions.manage_guild)


class BattleDesk:
    def __init__(self, bot: Strategos, service: BattleService) -> None:
        self.bot = bot
        self.service = service

    # -- starting --------------------------------------------------------------------------------
    async def start(
        self,
        interaction: discord.Interaction,
        game_key: str,
        setup: dict[str, Any],
        *,
        in_place: bool = False,
        **start_kwargs: Any,
    ) -> LoadedBattle:
        """Store the battle, then post its panel as the reply (and open its thread if long).

        `in_place`: the panel replaces the clicked message (a lobby becoming its battle)."""
        assert interaction.guild_id is not None and interaction.channel_id is not None
        loaded = await self.service.start(
            interaction.guild_id,
            game_key,
            setup,
            channel_id=interaction.channel_id,
            created_by=interaction.user.id,
            **start_kwargs,
        )
        panel = render_panel(loaded).kwargs()
        if in_place and interaction.message is not None:
            await interaction.response.edit_message(**panel)
            message_id: int | None = interaction.message.id
        else:
            message_id = (await interaction.response.send_message(**panel)).message_id
        thread_id = None
        if loaded.game.long_battle and message_id is not None:
            thread_id = await self._open_thread(loaded, interaction.channel_id, message_id)
        await self.service.store.set_battle_message(
            interaction.guild_id,
            loaded.battle.id,
            channel_id=interaction.channel_id,
            message_id=message_id,
            thread_id=thread_id,
        )
        return loaded

    async def post(
        self,
        guild_id: int,
        channel_id: int,
        game_key: str,
        setup: dict[str, Any],
        *,
        created_by: int,
        **start_kwargs: Any,
    ) -> LoadedBattle:
        """Store a battle the bot starts by itself (the next claim roll of a turn) and post its
        panel in the channel. The battle is stored first: if posting fails, `/battle show` finds
        it."""
        loaded = await self.service.start(
            guild_id, game_key, setup, channel_id=channel_id, created_by=created_by, **start_kwargs
        )
        channel = self.bot.get_partial_messageable(channel_id, guild_id=guild_id)
        try:
            message = await channel.send(**render_panel(loaded).kwargs())
        except discord.HTTPException:
            log.warning("could not post the panel of battle %s", loaded.battle.id, exc_info=True)
            return loaded
        thread_id = None
        if loaded.game.long_battle:
            thread_id = await self._open_thread(loaded, channel_id, message.id)
        await self.service.store.set_battle_message(
            guild_id,
            loaded.battle.id,
            channel_id=channel_id,
            message_id=message.id,
            thread_id=thread_id,
        )
        if loaded.state.outcome is not None:
            self.bot.dispatch("battle_ended", loaded)
        return loaded

    async def _open_thread(
        self, loaded: LoadedBattle, channel_id: int, message_id: int
    ) -> int | None:
        channel = self.bot.get_partial_messageable(channel_id, guild_id=loaded.battle.guild_id)
        try:
            thread = await channel.get_partial_message(message_id).create_thread(
                name=f"{loaded.game.title} — battle #{loaded.battle.id}"[:100],
                auto_archive_duration=10080,
            )
        except discord.HTTPException:
            log.warning("could not open a thread for battle %s", loaded.battle.id, exc_info=True)
            return None
        await self._narrate(thread.id, loaded, loaded.state.events_for(None))
        return thread.id

    # -- clicks ----------------------------------------------------------------------------------
    async def on_component(
        self,
        interaction: discord.Interaction,
        ref: ComponentRef | None,
        values: list[str] | None,
    ) -> None:
        try:
            await self._on_component(interaction, ref, values)
        except Refusal as refusal:
            await tell(interaction, str(refusal))
        except Exception:
            log.exception("battle component %r failed", ref)
            await tell(interaction, "Something went wrong on our side; nothing was recorded.")

    async def _on_component(
        self,
        interaction: discord.Interaction,
        ref: ComponentRef | None,
        values: list[str] | None,
    ) -> None:
        if ref is None or interaction.guild_id is None:
            raise Refusal("This button is not one of Strategos' battle buttons.")
        loaded = await self.service.load(interaction.guild_id, ref.battle_id)
        state = loaded.state
        if loaded.battle.status != "active":
            raise Refusal(f"Battle #{ref.battle_id} is over.")
        if state.pending is None or ref.seq != state.ask_seq:
            raise Refusal("Already decided.")
        if ref.seat not in state.pending.seats:
            raise Refusal("This button is not for the current question.")
        self._authorize(interaction, loaded, ref.seat)
        if ref.seat in state.answered:
            raise Refusal("You have already chosen; wait for the others.")
        ask = state.pending.inner(ref.seat)

        if ref.action == "open":
            panel = render_secret_panel(loaded, ref.seat)
            await interaction.response.send_message(**panel.kwargs(), ephemeral=True)
            return
        if ref.action == "cnt":
            decoded = BuilderState.decode(ref.arg)
            if decoded is None or ask.kind is not AskKind.SET_COUNTS:
                raise Refusal("This button is not one of Strategos' battle buttons.")
            op, builder = decoded
            if len(builder.counts) != len(ask.counts) or any(
                not c.low <= n <= c.high for c, n in zip(ask.counts, builder.counts, strict=True)
            ):
                raise Refusal("This button is not one of Strategos' battle buttons.")
            if op != "ok":
                await self._update_builder(interaction, loaded, ask, _step(builder, op, ask))
                return
            value: Any = {c.key: n for c, n in zip(ask.counts, builder.counts, strict=True)}
        else:
            value = _value_of(ask, ref, values)
        await self._answer(interaction, loaded, ref, ask, value)

    def _authorize(self, interaction: discord.Interaction, loaded: LoadedBattle, seat: str) -> None:
        user_id = loaded.seat_user(seat)
        if interaction.user.id == user_id or is_game_master(interaction):
            return
        if user_id is None and interaction.user.id == loaded.battle.created_by:
            return
        who = f"<@{user_id}>" if user_id else "the game master"
        raise Refusal(f"Only {who} can answer for {loaded.seat_name(seat)}.")

    async def _update_builder(
        self,
        interaction: discord.Interaction,
        loaded: LoadedBattle,
        ask: Ask,
        builder: BuilderState,
    ) -> None:
        if _is_private(interaction):
            panel = render_secret_panel(loaded, ask.seat or "", builder)
        else:
            panel = render_panel(loaded, builder)
        await interaction.response.edit_message(**panel.kwargs())

    async def _answer(
        self,
        interaction: discord.Interaction,
        loaded: LoadedBattle,
        ref: ComponentRef,
        ask: Ask,
        value: Any,
    ) -> None:
        assert interaction.guild_id is not None
        before, after = await self.service.answer(
            interaction.guild_id,
            ref.battle_id,
            seq=ref.seq,
            seat=ref.seat,
            value=value,
            user_id=interaction.user.id,
        )
        # The answer is committed: from here on, only showing it can fail.
        panel = render_panel(after)
        if _is_private(interaction):
            await interaction.response.edit_message(
                content=f"🔒 Locked in: **{describe_answer(ask, value)}**. "
                "It will be revealed when everyone has chosen.",
                embed=None,
                view=None,
            )
            await self.refresh(after, panel)
        else:
            await interaction.response.edit_message(**panel.kwargs())
        await self._narrate_step(before, after)
        if after.state.outcome is not None:
            # games that chain battles (a turn's claim rolls) listen: on_battle_ended
            self.bot.dispatch("battle_ended", after)

    # -- keeping the panel and the thread up to date ----------------------------------------------
    async def refresh(self, loaded: LoadedBattle, panel: Panel | None = None) -> None:
        """Edit the battle's public panel in place (after an answer made elsewhere)."""
        battle = loaded.battle
        if battle.message_id is None:
            return
        panel = panel or render_panel(loaded)
        channel = self.bot.get_partial_messageable(battle.channel_id, guild_id=battle.guild_id)
        message = channel.get_partial_message(battle.message_id)
        try:
            await message.edit(**panel.kwargs())
        except discord.HTTPException:
            log.warning("could not edit the panel of battle %s", battle.id, exc_info=True)

    async def _narrate_step(self, before: LoadedBattle, after: LoadedBattle) -> None:
        thread_id = after.battle.thread_id
        if thread_id is None:
            return
        new = after.state.events_for(None)[len(before.state.events_for(None)) :]
        await self._narrate(thread_id, after, new)

    async def _narrate(self, thread_id: int, loaded: LoadedBattle, events: list[Event]) -> None:
        """Post what just happened in the battle's thread and ping whoever must act next."""
        lines = event_lines(loaded, events)
        state = loaded.state
        if state.pending is not None and state.waiting_for:
            waiting = ", ".join(mention(loaded, s) for s in state.waiting_for)
            lines.append(f"➡️ {waiting}: your move in the panel above.")
        elif state.outcome is not None:
            lines.append(f"🏁 {outcome_text(loaded)}")
        if not lines:
            return
        thread = self.bot.get_partial_messageable(
            thread_id, guild_id=loaded.battle.guild_id, type=discord.ChannelType.public_thread
        )
        for chunk in _chunks(lines, 1900):
            try:
                await thread.send(
                    chunk, allowed_mentions=discord.AllowedMentions(users=True, roles=False)
                )
            except discord.HTTPException:
                log.warning("could not post in the thread of battle %s", loaded.battle.id)
                return


def _is_private(interaction: discord.Interaction) -> bool:
    return bool(interaction.message and interaction.message.flags.ephemeral)


def _step(builder: BuilderState, op: str, ask: Ask) -> BuilderState:
    """Apply one − / + / page click to the builder, keeping every count within its bounds."""
    counts = list(builder.counts)
    if op[0] == "g":
        return BuilderState(builder.counts, int(op[1:]))
    i = int(op[1:])
    if i >= len(counts):
        raise Refusal("This button is not one of Strategos' battle buttons.")
    bound = ask.counts[i]
    counts[i] = min(bound.high, counts[i] + 1) if op[0] == "p" else max(bound.low, counts[i] - 1)
    return BuilderState(tuple(counts), builder.page)


def _value_of(ask: Ask, ref: ComponentRef, values: list[str] | None) -> Any:
    """The answer a pick / yes / no / select click means, by option index."""
    if ref.action in ("yes", "no") and ask.kind is AskKind.YES_NO:
        return ref.action == "yes"
    if ref.action == "pick" and ask.kind is AskKind.CHOOSE_ONE:
        index = values[0] if values else ref.arg
        return _option_keys(ask, [index])[0]
    if ref.action == "many" and ask.kind is AskKind.CHOOSE_MANY:
        return _option_keys(ask, values or [])
    raise Refusal("This button is not for the current question.")


def _option_keys(ask: Ask, indexes: list[str]) -> list[str]:
    keys = []
    for index in indexes:
        if not index.isdigit() or int(index) >= len(ask.options):
            raise Refusal("That is not one of the choices.")
        keys.append(ask.options[int(index)].key)
    return keys


def _chunks(lines: list[str], limit: int) -> list[str]:
    chunks: list[str] = []
    current = ""
    for line in lines:
        line = line[:limit]
        if current and len(current) + len(line) + 1 > limit:
            chunks.append(current)
            current = ""
        current = f"{current}\n{line}" if current else line
    if current:
        chunks.append(current)
    return chunks
