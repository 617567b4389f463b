"""Placing a battle's panel: the reply or a message of the bot's own, the thread it is told in,
and the panel posted again. One battle per origin (a lobby's message, a turn's claim roll), and
the panel's message is recorded at once, so the keeper can always find and repair it. Everything
posted here is public: in the battle's language (`battle_lang`)."""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord

from bot.battles import BattleService, LoadedBattle
from bot.i18n import speaking, t
from bot.kept import keep
from bot.store import Battle
from bot.ui import forces, replies
from bot.ui.custom_ids import BUTTON_PREFIX, SELECT_PREFIX
from bot.ui.language import public_lang
from bot.ui.narration import battle_lang
from bot.ui.render import render_panel
from bot.ui.text import sides_text

if TYPE_CHECKING:
    from bot.client import Strategos
    from bot.ui.keeper import PanelKeeper
    from bot.ui.narration import Narrator

log = logging.getLogger(__name__)
THREAD_EXISTS = 160004
"""Discord's code: "A thread has already been created for this message"."""
ORPHAN_LOOKBACK = 25
"""Recent messages searched for a placeholder or a panel a crash left behind."""
MOVES_KEPT = 1024
"""Panels posted again lately (`moved`): an edit in flight then is over within seconds."""
MOVING = "moving to "
"""How a version of the bot before 2026-12-06 marked a panel being posted again, in its
`panel` (now `moving`, where no answer's record of its panel overwrites it)."""


class Placement:
    """The part of the battle desk that puts panels where players see them."""

    bot: Strategos
    service: BattleService
    keeper: PanelKeeper
    narrator: Narrator
    _told: set[tuple[int, int | None, str]]
    _moved_to: OrderedDict[tuple[int, int], tuple[int, int]]
    """(guild, battle) -> (channel, message) of the panels `/battle show` posted here lately."""

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

        The dice are seeded with the id Discord gave this interaction. `in_place`: the panel
        replaces the clicked message (a lobby becoming its battle) — one battle per message,
        however many clicks arrive at once."""
        assert interaction.guild_id is not None and interaction.channel_id is not None
        if in_place and interaction.message is not None:
            start_kwargs.setdefault("origin", f"message:{interaction.message.id}")
            # recorded with the battle, before the reply: a stop between the two leaves a lobby
            # the keeper turns into the panel, never a second panel beside it
            start_kwargs.setdefault("message_id", interaction.message.id)
        loaded = await self.service.start(
            interaction.guild_id,
            game_key,
            setup,
            channel_id=interaction.channel_id,
            created_by=interaction.user.id,
            entropy=str(interaction.id),
            **start_kwargs,
        )
        loaded = await forces.with_prefill(self.service.store, loaded)
        with speaking(await battle_lang(self.bot, loaded)):  # the panel is everyone's
            panel = render_panel(loaded)
        # A click on the panel may arrive before its message is recorded: under the battle's
        # lock it waits (and the keeper with it) rather than find a battle with no panel.
        async with self.service.hold(interaction.guild_id, loaded.battle.id):
            if in_place and interaction.message is not None:
                await replies.edit(interaction, **panel.kwargs())
                message_id: int | None = interaction.message.id
            else:
                message_id = await replies.send(interaction, **panel.kwargs())
            # a battle started in a thread (a tournament match's) is told there, not in another
            threaded = not isinstance(interaction.channel, discord.Thread)
            await self._placed(loaded, interaction.channel_id, message_id, threaded=threaded)
        if loaded.state.outcome is not None:  # over before anyone had to answer
            self.bot.dispatch("battle_ended", loaded)
        return loaded

    async def _placed(
        self,
        loaded: LoadedBattle,
        channel_id: int,
        message_id: int | None,
        *,
        shown: bool = True,
        threaded: bool = True,
    ) -> None:
        """The panel is posted: record where at once — a click may already be on its way —
        then open the thread if the battle is long and call the players, and only then record
        the panel (and the call) as shown: a stop before that leaves the battle behind, and the
        keeper's repair opens the thread (or takes up the one opened) and tells what it missed,
        the same story and call Discord then posts once."""
        battle = loaded.battle
        store = self.service.store
        if message_id is None:  # Discord did not say where the panel went: post one anew
            self.keeper.schedule(battle.guild_id, battle.id)
            return
        if (battle.channel_id, battle.message_id) != (channel_id, message_id):
            await store.set_battle_message(
                battle.guild_id, battle.id, channel_id=channel_id, message_id=message_id
            )
        if not shown:
            self.keeper.schedule(battle.guild_id, battle.id)
            return
        if loaded.game.long_battle and threaded:
            await self._open_thread(loaded, channel_id, message_id)
        elif loaded.game.long_battle:  # started in a thread: the story is told right there
            await store.set_battle_message(battle.guild_id, battle.id, thread_id=channel_id)
            await self.narrator.tell(
                await self.service.reload(loaded), loaded.state.events_for(None)
            )
        shown: dict[str, Any] = {"panel": battle.version}
        await self.narrator.call(await self.service.reload(loaded), shown=shown)
        await store.set_battle_shown(battle.guild_id, battle.id, **shown)

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
        """Start a battle the bot starts by itself (the next claim roll of a turn) and post its
        panel in the channel.

        A placeholder message is posted first: the id Discord gives it is the start's entropy,
        which nobody (the bot's operator included) knows before the message exists. The battle
        is stored next; if posting its panel then fails, the repair finds it and posts it.
        AlreadyStarted when a battle of the same `origin` exists (the placeholder is removed).
        """
        channel = self.bot.get_partial_messageable(channel_id, guild_id=guild_id)
        game = self.service.games.get(game_key)
        campaign_id = start_kwargs.get("campaign_id")
        campaign = None
        if campaign_id is not None:
            campaign = await self.service.store.get_campaign(guild_id, campaign_id)
        with speaking(await public_lang(self.bot, guild_id, campaign)):
            text = t("ui-placeholder", game=game.shown_title if game else game_key)
        placeholder = await self._orphan(guild_id, channel, text) or await channel.send(
            text, allowed_mentions=discord.AllowedMentions.none()
        )
        try:
            loaded = await self.service.start(
                guild_id,
                game_key,
                setup,
                channel_id=channel_id,
                created_by=created_by,
                entropy=str(placeholder.id),
                message_id=placeholder.id,  # in the same transaction: never an orphan
                **start_kwargs,
            )
        except Exception:
            try:
                await placeholder.delete()
            except discord.HTTPException:
                log.warning("could not remove a placeholder in channel %s", channel_id)
            raise
        try:
            with speaking(await battle_lang(self.bot, loaded)):
                panel = render_panel(loaded)
            await replies.spending(placeholder.edit, **panel.kwargs())
        except discord.HTTPException as error:
            # the placeholder is the battle's message: the keeper turns it into the panel
            log.warning("could not post the panel of battle %s (%s)", loaded.battle.id, error)
            await self._placed(loaded, channel_id, placeholder.id, shown=False)
            return loaded
        await self._placed(loaded, channel_id, placeholder.id)
        if loaded.state.outcome is not None:
            self.bot.dispatch("battle_ended", loaded)
        return loaded

    async def _orphan(
        self, guild_id: int, channel: discord.PartialMessageable, text: str
    ) -> discord.Message | None:
        """A placeholder of ours that no battle took (the bot stopped between posting it and
        storing its battle): it is used again rather than left behind. Its id was never mixed
        into any battle's dice, so it is as unknown in advance as a new one."""

        async def untaken(old: discord.Message) -> bool:
            if old.content != text:
                return False
            return await self.service.store.battle_of_message(guild_id, old.id) is None

        return await self._left_behind(channel, untaken)

    async def _unrecorded_panel(
        self, battle_id: int, channel: discord.PartialMessageable
    ) -> discord.Message | None:
        """The panel of a battle that has none on record, if it was posted: the bot stopped
        between replying with it and recording where it went. Found among the channel's last
        messages by its buttons, which name the battle, it is used again rather than left
        live beside a new one."""

        async def names_the_battle(old: discord.Message) -> bool:
            return is_panel_of(old, battle_id)

        return await self._left_behind(channel, names_the_battle)

    async def _left_behind(
        self,
        channel: discord.PartialMessageable,
        wanted: Callable[[discord.Message], Awaitable[bool]],
    ) -> discord.Message | None:
        """The newest of the bot's last `ORPHAN_LOOKBACK` messages in the channel that is
        `wanted` (something a stop left unrecorded), or None, also when the channel cannot be
        read."""
        me = self.bot.user.id if self.bot.user else None
        try:
            async for old in channel.history(limit=ORPHAN_LOOKBACK):
                if old.author.id == me and await wanted(old):
                    return old
        except discord.HTTPException as error:
            log.warning("could not look back in channel %s (%s)", channel.id, error)
        return None

    async def _open_thread(self, loaded: LoadedBattle, channel_id: int, message_id: int) -> None:
        """A long battle is told in a thread of its own; without one (the bot may not create
        threads there), it is told and its players called in the channel."""
        battle = loaded.battle
        channel = self.bot.get_partial_messageable(channel_id, guild_id=battle.guild_id)
        with speaking(await battle_lang(self.bot, loaded)):
            name = thread_name(loaded)
        try:
            thread = await channel.get_partial_message(message_id).create_thread(
                name=name, auto_archive_duration=10080
            )
        except discord.HTTPException as error:
            if error.code != THREAD_EXISTS:
                log.warning("could not open a thread for battle %s (%s)", battle.id, error)
                await self.missing_permission(loaded, "create-public-threads", error)
                return
            # opened before a stop kept it from being recorded: a thread started from a
            # message bears that message's id
            thread_id = message_id
        else:
            thread.me = None  # Discord's answer's copy (discord.py caches its own from the
            # gateway): its member points back at it, a cycle only the garbage collector frees
            thread_id = thread.id
        await self.service.store.set_battle_message(battle.guild_id, battle.id, thread_id=thread_id)
        await self.narrator.tell(await self.service.reload(loaded), loaded.state.events_for(None))

    async def missing_permission(
        self, loaded: LoadedBattle, permission: str, error: discord.HTTPException
    ) -> None:
        """Tell whoever started the battle, once per channel and permission, what to fix.
        `permission`: its catalog name (`ui-permission-<permission>`, as Discord shows it)."""
        battle = loaded.battle
        key = (battle.guild_id, battle.channel_id, permission)
        if not isinstance(error, discord.Forbidden) or key in self._told:
            return
        self._told.add(key)
        with speaking(await battle_lang(self.bot, loaded)):
            text = t(
                "ui-missing-permission",
                user=f"<@{battle.created_by}>",
                permission=t(f"ui-permission-{permission}"),
            )
        await self.narrator.say(loaded, [text], users=[battle.created_by])

    async def moving(self, loaded: LoadedBattle, channel_id: int) -> None:
        """The panel is about to be posted again in `channel_id` (`/battle show`): noted first,
        so that a stop before `moved` records it leaves the battle to be repaired, its new
        panel found and retired (`retire_unrecorded`) rather than left live beside the old."""
        battle = loaded.battle
        await self.retire_unrecorded(loaded)  # one a stop left, before this one replaces it
        await self.service.store.set_battle_shown(battle.guild_id, battle.id, moving=channel_id)

    async def retire_unrecorded(self, loaded: LoadedBattle) -> None:
        """A panel `/battle show` posted just before a stop, never recorded (see `moving`):
        retired, however the battle went on since."""
        battle = loaded.battle
        channel_id = _moving_to(battle)
        if channel_id is None:
            return
        channel = self.bot.get_partial_messageable(channel_id, guild_id=battle.guild_id)

        async def stray(old: discord.Message) -> bool:
            return old.id != battle.message_id and is_panel_of(old, battle.id)

        found = await self._left_behind(channel, stray)
        if found is not None:
            await self.retire(loaded, channel_id, found.id)
        await self.service.store.set_battle_shown(battle.guild_id, battle.id, moving=None)

    async def moved(self, loaded: LoadedBattle, channel_id: int, message_id: int) -> None:
        """The panel was posted again (`/battle show`): record the new one, and turn the old
        one into a pointer without buttons, so nobody answers on a stale copy.

        Called under the battle's lock (cogs/battle.py `show`), so nothing changes the battle
        meanwhile; an answer stored just before may still be shown on the old panel (its edit
        in flight): from the moment the new one is out, every edit here goes to it (`panel_of`),
        and a click's edit that lands on the old one retires it again (desk `_show_answer`)."""
        battle = loaded.battle
        old_in, old_at = self.panel_of(battle)  # a copy posted here just before, if any
        keep(self._moved_to, (battle.guild_id, battle.id), (channel_id, message_id), MOVES_KEPT)
        store = self.service.store
        await store.set_battle_message(
            battle.guild_id, battle.id, channel_id=channel_id, message_id=message_id
        )
        await store.set_battle_shown(battle.guild_id, battle.id, panel=battle.version, moving=None)
        if old_at is not None and old_at != message_id:
            await self.retire(loaded, old_in or channel_id, old_at)
        await self._caught_up(loaded)

    def panel_of(self, battle: Battle) -> tuple[int | None, int | None]:
        """(channel, message) of the battle's panel now: the one `/battle show` posted here
        last, which an edit made on the battle as read before it must not miss."""
        moved = self._moved_to.get((battle.guild_id, battle.id))
        return moved if moved is not None else (battle.channel_id, battle.message_id)

    def moved_away(self, battle: Battle, message_id: int | None) -> bool:
        """Whether the public message `message_id`, clicked as a panel of the battle, is not
        its panel now: one `/battle show` replaced, or posted just before the bot stopped (the
        new one was never recorded, nor the old one retired)."""
        now = self.panel_of(battle)[1]
        return message_id is not None and now is not None and now != message_id

    async def retire(self, loaded: LoadedBattle, channel_id: int, message_id: int) -> None:
        """An old panel becomes a pointer to the one now shown, without buttons."""
        battle = loaded.battle
        now_in, now_at = self.panel_of(battle)
        old = self.bot.get_partial_messageable(
            channel_id, guild_id=battle.guild_id
        ).get_partial_message(message_id)
        link = f"https://discord.com/channels/{battle.guild_id}/{now_in}/{now_at}"
        with speaking(await battle_lang(self.bot, loaded)):
            content = t("ui-panel-moved", id=str(battle.id), link=link)
        try:
            await old.edit(
                content=content,
                embed=None,
                view=None,
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException as error:
            log.warning("could not retire the old panel of battle %s (%s)", battle.id, error)


def _moving_to(battle: Battle) -> int | None:
    """The channel a panel was being posted again in (`moving`), if a stop may have left it."""
    moving = battle.shown.get("moving")
    if isinstance(moving, int):
        return moving
    legacy = battle.shown.get("panel")
    if isinstance(legacy, str) and legacy.startswith(MOVING):
        return int(legacy.removeprefix(MOVING))
    return None


def is_panel_of(message: discord.Message, battle_id: int) -> bool:
    """Whether a message carries the battle's buttons, which name it."""
    names = (f"{BUTTON_PREFIX}:{battle_id}:", f"{SELECT_PREFIX}:{battle_id}:")
    return any(
        (getattr(item, "custom_id", None) or "").startswith(names)
        for row in message.components
        for item in getattr(row, "children", ())
    )


def thread_name(loaded: LoadedBattle) -> str:
    """Who fights, in which game: "Skirmish #3 · Alice vs Bob" (≤ 100 characters)."""
    title = loaded.game.shown_title
    if loaded.game.battle_name and loaded.game.battle_name(loaded.battle.setup):
        return f"{title} · {loaded.label}"[:100]
    return f"{title} #{loaded.battle.id} · {sides_text(loaded)}"[:100]
