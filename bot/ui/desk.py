"""The battle desk: starts battles in a channel, answers every click on a battle component,
keeps the public panel up to date and, for long battles, narrates each step in a thread.

Who reads what: a click is handled in the clicker's language (set by the component's
`interaction_check`, or here for a form); whatever everyone reads — the panel, even when a click
edits it in place, the thread, the calls — is rendered inside `speaking(battle_lang(...))`."""

from __future__ import annotations

import logging
import re
from collections import OrderedDict
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import discord

from bot.battles import BattleService, LoadedBattle
from bot.engine import Ask, AskKind, seed_commitment
from bot.errors import Refusal
from bot.i18n import speaking, t, use_locale
from bot.loopshare import room_in_turn
from bot.ui import forces, replies
from bot.ui.custom_ids import BUTTON_TEMPLATE, SELECT_TEMPLATE, BuilderState, ComponentRef
from bot.ui.keeper import PanelKeeper
from bot.ui.narration import Narrator, battle_lang, record_shown
from bot.ui.placement import Placement
from bot.ui.render import (
    Panel,
    describe_answer,
    localized,
    render_panel,
    render_secret_panel,
)
from bot.ui.replies import tell
from bot.ui.storyline import StoryLine, Turn

if TYPE_CHECKING:
    from bot.client import Strategos

log = logging.getLogger(__name__)


def is_game_master(interaction: discord.Interaction, gm_user_id: int | None = None) -> bool:
    """Manage Server makes a member game master of every battle on the server."""
    if gm_user_id is not None and interaction.user.id == gm_user_id:
        return True
    return bool(interaction.guild_id and interaction.permissions.manage_guild)


class BattleDesk(Placement):
    def __init__(self, bot: Strategos, service: BattleService) -> None:
        self.bot = bot
        self.service = service
        self.keeper = PanelKeeper(self)
        self.narrator = Narrator(bot, service.store)
        self._told: set[tuple[int, int | None, str]] = set()
        self._showing: dict[tuple[int, int], int] = {}
        self._repair_after: set[tuple[int, int]] = set()
        self._moved_to: OrderedDict[tuple[int, int], tuple[int, int]] = OrderedDict()
        self.stories = StoryLine()
        bot.add_listener(self.on_modal_submit, "on_interaction")

    # -- the audit detail, for whoever asks -------------------------------------------------------
    async def on_verify(self, interaction: discord.Interaction, battle_id: int) -> None:
        try:
            if interaction.guild_id is None:
                raise Refusal(t("ui-not-our-button"))
            loaded = await self.service.load(interaction.guild_id, battle_id)
        except Refusal as refusal:
            await tell(interaction, str(refusal))
            return
        await replies.send(
            interaction,
            content=verify_text(loaded),
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )

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
        except Exception as error:
            await replies.failed(
                interaction, error, f"battle component {ref!r}", t("ui-component-failed")
            )

    async def _on_component(
        self,
        interaction: discord.Interaction,
        ref: ComponentRef | None,
        values: list[str] | None,
    ) -> None:
        if ref is None or interaction.guild_id is None:
            raise Refusal(t("ui-not-our-button"))
        if _acknowledged_first(ref):
            await replies.acknowledge(interaction)
        loaded = await self.service.load(interaction.guild_id, ref.battle_id)
        await room_in_turn()
        behind = loaded.battle.panel_behind
        if not behind and self._shows_what_was(interaction, loaded, ref):
            behind = True  # recorded as current, it is not: shown again as it is
            battle = loaded.battle
            self.service.store.show_later(battle.guild_id, battle.id, panel=None)
        answered = False
        try:
            answered = await self._on_loaded(interaction, loaded, ref, values)
        finally:
            # a panel behind the stored state is repaired, unless this click's own answer has
            # shown it (the keeper itself stands aside while another answer here is shown)
            if behind and not answered:
                self.keeper.schedule(loaded.battle.guild_id, loaded.battle.id)

    def _shows_what_was(
        self, interaction: discord.Interaction, loaded: LoadedBattle, ref: ComponentRef
    ) -> bool:
        """Whether the clicked message is the battle's panel and offers an ask that is no longer
        open, with no answer of this battle being shown here (a second click on a button just
        answered): the panel fell behind unrecorded (its edits failed one after another, or
        landed out of order), and this click is the first to see it."""
        state = loaded.state
        clicked = interaction.message.id if interaction.message else None
        return (
            not _is_private(interaction)
            and clicked is not None
            and clicked == self.panel_of(loaded.battle)[1]
            and (loaded.battle.status != "active" or ref.seq != state.ask_seq)
            and not self.answering(loaded.battle.guild_id, loaded.battle.id)
        )

    async def _on_loaded(
        self,
        interaction: discord.Interaction,
        loaded: LoadedBattle,
        ref: ComponentRef,
        values: list[str] | None,
    ) -> bool:
        """Act on a click on a loaded battle; True when it answered the battle's ask."""
        state = loaded.state
        if loaded.battle.status != "active":
            raise Refusal(t("battle-over", id=str(ref.battle_id)))
        if state.pending is None or ref.seq != state.ask_seq:
            raise Refusal(t("battle-already-decided"))
        if ref.seat not in state.pending.seats:
            raise Refusal(t("ui-not-this-question"))
        self._authorize(interaction, loaded, ref.seat)
        if ref.seat in state.answered:
            raise Refusal(t("ui-chosen-already"))
        # in the clicker's words: the form, its refusals, what they answered
        ask = localized(loaded, state.pending.inner(ref.seat))

        if ref.action == "open":
            panel = render_secret_panel(loaded, ref.seat)
            await replies.send(interaction, **panel.kwargs(), ephemeral=True)
            return False
        if ref.action == "cnt":
            value: Any = await self._counts(interaction, loaded, ref, ask, values)
            if value is None:
                return False
        else:
            value = _value_of(ask, ref, values)
        await self._answer(interaction, loaded, ref, ask, value)
        return True

    async def _counts(
        self,
        interaction: discord.Interaction,
        loaded: LoadedBattle,
        ref: ComponentRef,
        ask: Ask,
        values: list[str] | None,
    ) -> dict[str, int] | None:
        """The counts a force builder's button, select or form answers with (bot/ui/forces.py);
        None when the interaction was answered otherwise: the form opened, its text refused
        (with a way back to it), an old − / + stepped."""
        not_ours = t("ui-not-our-button")
        decoded = BuilderState.decode(ref.arg)
        if decoded is None or ask.kind is not AskKind.SET_COUNTS:
            raise Refusal(not_ours)
        op, builder = decoded
        from_form = interaction.type is discord.InteractionType.modal_submit
        if from_form != (op == "set") or len(builder.counts) != len(ask.counts):
            raise Refusal(not_ours)
        if op == "ed":  # the form, with the counts shown (a retry's: as typed, bounds or not)
            try:
                await replies.send_modal(interaction, forces.forces_form(ref, ask, builder.counts))
            except TimeoutError:
                raise Refusal(t("ui-form-timeout")) from None
            return None
        if op == "set":  # what the form shows stands for a field it lacks; the ask judges all
            texts = forces.form_values(interaction.data or {})
            reading = forces.read_form(ask, builder.counts, texts)
            if reading.value is None:
                await replies.send(
                    interaction,
                    content=forces.refusal_text(reading.problems),
                    view=forces.retry_view(ref, reading.typed),
                    ephemeral=True,
                    allowed_mentions=discord.AllowedMentions.none(),
                )
                return None
            return reading.value
        if any(not c.low <= n <= c.high for c, n in zip(ask.counts, builder.counts, strict=True)):
            raise Refusal(not_ours)
        if op == "ch":
            chosen = values[0] if values else ""
            if len(ask.counts) != 1 or not forces.is_number(chosen):
                raise Refusal(not_ours)
            return {ask.counts[0].key: int(chosen)}
        if op == "ok":
            return {c.key: n for c, n in zip(ask.counts, builder.counts, strict=True)}
        await self._update_builder(interaction, loaded, ask, _step(builder, op, ask))
        return None

    async def on_modal_submit(self, interaction: discord.Interaction) -> None:
        """A force form sent (forces.py): answered like its panel's buttons, by its custom_id,
        so one sent after a restart still counts."""
        if interaction.type is not discord.InteractionType.modal_submit:
            return
        custom_id = str((interaction.data or {}).get("custom_id", ""))
        prefix, _, body = custom_id.partition(":")
        use_locale(interaction)  # the form and its answers are the sender's alone
        if prefix != forces.MODAL_PREFIX:  # the bot sends no other form: a forged one
            await tell(interaction, t("ui-not-our-form"))
            return
        await self.on_component(interaction, ComponentRef.parse(body), values=None)

    def _authorize(self, interaction: discord.Interaction, loaded: LoadedBattle, seat: str) -> None:
        user_id = loaded.seat_user(seat)
        if interaction.user.id == user_id or is_game_master(interaction):
            return
        if user_id is None and interaction.user.id == loaded.battle.created_by:
            return
        if user_id:
            raise Refusal(t("ui-only-player", who=f"<@{user_id}>", seat=loaded.seat_name(seat)))
        raise Refusal(t("ui-only-gm", seat=loaded.seat_name(seat)))

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
            with speaking(await battle_lang(self.bot, loaded)):  # the panel is everyone's
                panel = render_panel(loaded, builder)
        await replies.edit(interaction, **panel.kwargs())
        if not _is_private(interaction):
            await self._caught_up(loaded)

    def answering(self, guild_id: int, battle_id: int) -> bool:
        """Is an answer to this battle being stored or shown here right now?"""
        return (guild_id, battle_id) in self._showing

    @contextmanager
    def _answering(self, guild_id: int, battle_id: int) -> Iterator[None]:
        """While an answer is stored and shown here, a click that finds the panel behind does
        not send the keeper: this answer is about to show it (the keeper would only edit the
        panel once more, with a state already old)."""
        key = (guild_id, battle_id)
        self._showing[key] = self._showing.get(key, 0) + 1
        try:
            yield
        finally:
            self._showing[key] -= 1
            if not self._showing[key]:
                del self._showing[key]
                self.stories.forget(key)
                if key in self._repair_after:  # what this answer could not show
                    self._repair_after.discard(key)
                    self.keeper.schedule(guild_id, battle_id)

    def _repair_soon(self, guild_id: int, battle_id: int) -> None:
        """Send the keeper to a panel that could not be shown: at once, or, while an answer is
        being shown here (the keeper stands aside then), as soon as that answer is over."""
        if self.answering(guild_id, battle_id):
            self._repair_after.add((guild_id, battle_id))
        else:
            self.keeper.schedule(guild_id, battle_id)

    async def _answer(
        self,
        interaction: discord.Interaction,
        loaded: LoadedBattle,
        ref: ComponentRef,
        ask: Ask,
        value: Any,
    ) -> None:
        assert interaction.guild_id is not None
        with self._answering(interaction.guild_id, ref.battle_id):
            before, after = await self.service.answer(
                interaction.guild_id,
                ref.battle_id,
                seq=ref.seq,
                seat=ref.seat,
                value=value,
                user_id=interaction.user.id,
                entropy=str(interaction.id),
                seen=loaded,
                remember=forces.forces_used(loaded, ref.seat, ask, value),
            )
            self.stories.stored(after)
            # The answer is committed: from here on, only showing it can fail — and the keeper
            # repairs whatever could not be shown. The panel, the story and the call are
            # recorded once they are out, and written within a second with other battles'; a
            # crash before that leaves the battle behind, and the repair tells the same story
            # and call again, which Discord then posts once (their nonces).
            shown: dict[str, Any] = {}
            told_at, told = after, []
            try:
                await self._show_answer(interaction, after, ask, value, loaded, shown)
                async with self.stories.turn(after) as turn:
                    if turn is not None:
                        told_at, told = turn.loaded, await self._tell_step(before, turn, shown)
                    self._record_shown(after, shown)  # in the order the steps were told
            finally:
                self._record_shown(after, shown)  # what a failure left to record
            if told:  # a game may add to the story (a picture)
                self.bot.dispatch("battle_step", told_at, told)
            if after.state.outcome is not None:
                # games that chain battles (a turn's claim rolls) listen: on_battle_ended
                self.bot.dispatch("battle_ended", after)

    async def _tell_step(self, before: LoadedBattle, turn: Turn, shown: dict[str, Any]) -> list:
        """Tell the battle's story up to the state of its turn (bot/ui/storyline.py) and call
        who acts there; the events told."""
        told = _new_events(before, turn.loaded, turn.since)
        await room_in_turn()
        await self.narrator.tell(turn.loaded, told, shown)
        await self.narrator.call(turn.loaded, shown=shown)
        if "events" in shown:
            self.stories.told(turn.loaded, shown["events"])
        return told

    def _record_shown(self, loaded: LoadedBattle, shown: dict[str, Any]) -> None:
        """Record what a step showed (emptying `shown`), if anything: written within a second,
        with other battles' (bot/store/shown.py)."""
        if shown:
            parts = dict(shown)
            shown.clear()
            battle = loaded.battle
            if self.service.moved_on(battle):  # what changed it since records its own panel
                parts.pop("panel", None)
            self.service.store.show_later(battle.guild_id, battle.id, **parts)

    async def _show_answer(
        self,
        interaction: discord.Interaction,
        after: LoadedBattle,
        ask: Ask,
        value: Any,
        loaded: LoadedBattle,
        shown: dict[str, Any],
    ) -> None:
        """The click's reply: the panel as it is now (or, on a private form, what was kept and
        the public panel edited)."""
        try:
            await room_in_turn()
            with speaking(await battle_lang(self.bot, after)):  # the panel is everyone's
                panel = render_panel(after)
            if _is_private(interaction):
                answer = describe_answer(ask, value)  # in the clicker's words: only they see it
                await replies.edit(
                    interaction,
                    content=t(_kept_how(loaded.state.pending), answer=answer),
                    embed=None,
                    view=None,
                )
                await self.refresh(after, panel, shown=shown)
            else:
                await replies.edit(interaction, **panel.kwargs())
                clicked = interaction.message.id if interaction.message else None
                if self.moved_away(after.battle, clicked):  # `/battle show` meanwhile
                    assert interaction.channel_id is not None and clicked is not None
                    await self.retire(after, interaction.channel_id, clicked)
                    await self.refresh(after, shown=shown)  # rendered anew: the click's view
                    # is cleared once it is settled (replies.settle), perhaps before this edit
                elif not await self._caught_up(after):  # else shown again as it is now
                    shown["panel"] = after.battle.version
        except discord.HTTPException:
            log.warning("could not show answer to battle %s", after.battle.id, exc_info=True)
            self._repair_soon(after.battle.guild_id, after.battle.id)

    # -- taking back and calling off --------------------------------------------------------------
    async def undo(
        self, guild_id: int, battle_id: int, *, user_id: int, how: str, expected: int | None = None
    ) -> tuple[LoadedBattle, list[str]]:
        """Take back the last answer, record it in the thread, refresh the panel; returns the
        battle after and the lines that say what was undone (for the reply)."""
        before, after = await self.service.undo(
            guild_id, battle_id, user_id=user_id, expected_count=expected
        )
        with speaking(await battle_lang(self.bot, after)):  # told to everyone
            what = undone_text(before, after)
            lines = [t("battle-undone", user=f"<@{user_id}>", what=what, how=how)]
            discarded = before.state.rolls[len(after.state.rolls) :]
            if discarded:
                dice = "; ".join(
                    f"~~{r.purpose.replace('_', ' ')}: {' '.join(str(f) for f in r.faces)}~~"
                    for r in discarded
                )
                lines.append(t("ui-undone-dice", dice=dice))
        self.stories.taken_back(after)  # clicks whose stories wait tell from here
        async with self.stories.in_line(after):  # after the stories under way
            if after.battle.thread_id is not None:
                await self.narrator.say(after, lines)
            await self.refresh(after)
            await self.narrator.call(after)
        return after, lines

    async def cancel(
        self, guild_id: int, battle_id: int, *, user_id: int, how: str, expected: int | None = None
    ) -> tuple[LoadedBattle, list[str]]:
        after = await self.service.cancel(
            guild_id, battle_id, user_id=user_id, expected_count=expected
        )
        with speaking(await battle_lang(self.bot, after)):  # told to everyone
            lines = [t("ui-cancelled", user=f"<@{user_id}>", id=str(battle_id), how=how)]
        async with self.stories.in_line(after):  # after the stories under way
            if after.battle.thread_id is not None:
                await self.narrator.say(after, lines)
            await self.refresh(after)
            await self.narrator.call(after)
        self.bot.dispatch("battle_ended", after)
        return after, lines

    # -- keeping the panel and the thread up to date ----------------------------------------------
    async def refresh(
        self, loaded: LoadedBattle, panel: Panel | None = None, *, shown: dict | None = None
    ) -> bool:
        """Edit the battle's public panel in place (after an answer made elsewhere); on failure
        the keeper tries again later. True when the panel shows the stored state. `shown`: the
        panel shown is added to it, not recorded (as Narrator.tell)."""
        battle = loaded.battle
        channel_id, message_id = self.panel_of(battle)
        if message_id is None or channel_id is None:
            self._repair_soon(battle.guild_id, battle.id)
            return False
        if panel is None:
            with speaking(await battle_lang(self.bot, loaded)):
                panel = render_panel(loaded)
        channel = self.bot.get_partial_messageable(channel_id, guild_id=battle.guild_id)
        try:
            await replies.spending(channel.get_partial_message(message_id).edit, **panel.kwargs())
        except discord.NotFound:
            # the panel was deleted: post it anew where it was
            message = await replies.spending(channel.send, **panel.kwargs())
            await self.service.store.set_battle_message(
                battle.guild_id, battle.id, message_id=message.id
            )
            if (battle.guild_id, battle.id) in self._moved_to:
                self._moved_to[battle.guild_id, battle.id] = (channel_id, message.id)
        except discord.HTTPException as error:
            log.warning("could not edit the panel of battle %s (%s); will retry", battle.id, error)
            self._repair_soon(battle.guild_id, battle.id)
            return False
        await record_shown(self.service.store, loaded, {"panel": battle.version}, shown)
        await self._caught_up(loaded)
        return True

    async def _caught_up(self, shown: LoadedBattle) -> bool:
        """An edit of the panel showing `shown` has landed. If the battle changed here since it
        was read, the edit showing that change may have landed before this one (Discord keeps
        no order between two edits of a message in flight at once): the panel is shown again,
        as the battle is now, so the last edit to land is always the latest state. True when
        it was shown again."""
        battle = shown.battle
        if not self.service.moved_on(battle):
            return False
        await self.refresh(await self.service.load(battle.guild_id, battle.id, keep=False))
        return True

    async def repair(self, loaded: LoadedBattle) -> bool:
        """Bring the battle's public messages up to the stored state: post a panel that was
        never posted, edit one that fell behind, narrate what the thread missed."""
        battle = loaded.battle
        if battle.message_id is None and battle.channel_id is not None:
            if battle.status != "active":
                return True
            channel = self.bot.get_partial_messageable(battle.channel_id, guild_id=battle.guild_id)
            with speaking(await battle_lang(self.bot, loaded)):
                panel = render_panel(loaded)
            posted = await self._unrecorded_panel(battle.id, channel)
            if posted is not None:  # the reply went out, the bot stopped before recording it
                await replies.spending(posted.edit, **panel.kwargs())
            else:
                posted = await replies.spending(channel.send, **panel.kwargs())
            await self._placed(loaded, battle.channel_id, posted.id)
            return True
        await self.retire_unrecorded(loaded)
        if battle.shown.get("panel") != battle.version and not await self.refresh(loaded):
            return False
        if (
            loaded.game.long_battle
            and battle.thread_id is None
            and battle.status == "active"
            and battle.channel_id is not None
            and battle.message_id is not None
        ):  # its thread not opened, or opened and not recorded: a stop came in between
            await self._open_thread(loaded, battle.channel_id, battle.message_id)
            loaded = await self.service.reload(loaded)
        return await self.narrator.catch_up(loaded)


def verify_text(loaded: LoadedBattle) -> str:
    """🔍 Verify's private answer, in the clicker's language."""
    battle = loaded.battle
    lines = [
        t(
            "ui-verify-head",
            game=loaded.game.shown_title,
            id=str(battle.id),
            count=len(loaded.state.rolls),
        ),
        t("ui-verify-hash", hash=seed_commitment(battle.seed)),
    ]
    if battle.status == "active":
        lines.append(t("ui-verify-active"))
    else:
        lines += [
            t("ui-verify-seed", seed=battle.seed),
            t("ui-verify-over", id=str(battle.id)),
        ]
    return "\n".join(lines)


def _new_events(before: LoadedBattle, after: LoadedBattle, told_since: int | None) -> list:
    """The public events an answer added; from what the thread last told, so a step whose
    telling failed before is told now too. `told_since`: what was told after the answer was
    stored (the step before, whose story was still on its way)."""
    public = after.state.events_for(None)
    start = after.battle.shown.get("events", len(before.state.events_for(None)))
    if told_since is not None:
        start = max(start, told_since)
    return public[min(start, len(public)) :]


def undone_text(before: LoadedBattle, after: LoadedBattle) -> str:
    """What an undo took back, without revealing a secret answer nobody has seen yet."""
    record = before.battle.answers[-1]
    seat = record.get("seat", "")
    name = before.seat_name(seat)
    ask = after.state.pending
    if ask is None:
        return t("ui-undone-last", name=name)
    if ask.kind is AskKind.SECRET and before.state.ask_seq == after.state.ask_seq:
        return t("ui-undone-secret", name=name)
    answer = describe_answer(localized(after, ask.inner(seat)), record.get("value"))
    return t("ui-undone-choice", name=name, answer=answer)


def _acknowledged_first(ref: ComponentRef) -> bool:
    """Every click is acknowledged before any work — so it never waits on the database or
    another server's click — except one that opens a private panel or may open a form."""
    if ref.action == "open":
        return False
    if ref.action == "cnt":
        decoded = BuilderState.decode(ref.arg)
        return decoded is not None and decoded[0] != "ed"
    return True


_TEMPLATES = (re.compile(BUTTON_TEMPLATE), re.compile(SELECT_TEMPLATE))


def acknowledged_at_once(data: Mapping[str, Any]) -> bool:
    """Is this INTERACTION_CREATE, as the gateway sent it, a click on a battle's component that
    is acknowledged before any work (`_acknowledged_first`)? bot/ui/early_ack.py acknowledges
    such clicks as soon as they are read."""
    if data.get("type") != 3 or not data.get("guild_id"):
        return False
    custom_id = (data.get("data") or {}).get("custom_id")
    if not isinstance(custom_id, str):
        return False
    for template in _TEMPLATES:
        match = template.fullmatch(custom_id)
        if match:
            ref = ComponentRef.parse(match["body"])
            return ref is not None and _acknowledged_first(ref)
    return False


def _is_private(interaction: discord.Interaction) -> bool:
    return bool(interaction.message and interaction.message.flags.ephemeral)


def _step(builder: BuilderState, op: str, ask: Ask) -> BuilderState:
    """Apply one − / + / page click to the builder, keeping every count within its bounds."""
    counts = list(builder.counts)
    if op[0] == "g":
        return BuilderState(builder.counts, int(op[1:]))
    i = int(op[1:])
    if i >= len(counts):
        raise Refusal(t("ui-not-our-button"))
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
    raise Refusal(t("ui-not-this-question"))


def _option_keys(ask: Ask, indexes: list[str]) -> list[str]:
    keys = []
    for index in indexes:
        if not index.isdigit() or int(index) >= len(ask.options):
            raise Refusal(t("ui-not-a-choice"))
        keys.append(ask.options[int(index)].key)
    return keys


def _kept_how(pending: Ask | None) -> str:
    """What the player is told of a private answer: sealed to the battle's end (a hand), kept
    until every seat has chosen (a simultaneous choice), or simply done."""
    if pending is None or pending.kind is not AskKind.SECRET:
        return "ui-done"
    if pending.fields.get("sealed"):
        return "ui-locked-in-sealed"
    return "ui-locked-in" if len(pending.seats) > 1 else "ui-done"
