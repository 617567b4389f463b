"""The battle's story and its calls to act.

Each step of a long battle is told in its thread as one message. Discord notifies a mention only
in a new message, never in an edit, so whenever a different player must act they are called by a
new message that pings exactly them: the step's own message, its last line the call ("➡️ @Bo —
your move…"), when the step has a story to tell; else (a battle without a thread, or one whose
thread could not be opened, a reminder) a short message of its own, deleted once a later call
replaces it so the thread does not fill with them. One message a step, not a story, a call and
the deletion of the call before: a third of the requests, and a thread that stays under
Discord's five messages in five seconds when players answer quickly. What was told and called is
recorded in the battle's `shown` (`events`, `call`, `call_for`, `call_since`, `reminded`,
`gm_told`), so a step lost to a crash is told on repair and the idle reminders know since when
the players have been called.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import discord
from discord.http import handle_message_parameters

from bot.battles import LoadedBattle
from bot.engine import Event
from bot.i18n import Lang, speaking, t
from bot.ui.language import public_lang
from bot.ui.render import ask_prompt, event_lines, localized, mention, outcome_text
from bot.ui.replies import pings
from bot.ui.text import chunks

if TYPE_CHECKING:
    from bot.client import Strategos
    from bot.store import Store

log = logging.getLogger(__name__)
QUIET = discord.AllowedMentions.none()


async def battle_lang(bot: Strategos, loaded: LoadedBattle) -> Lang:
    """The language everyone reads a battle in (its panel, thread and calls): its campaign's,
    else the server's (bot/ui/language.py)."""
    battle = loaded.battle
    campaign = None
    if battle.campaign_id is not None:
        campaign = await bot.store.get_campaign(battle.guild_id, battle.campaign_id)
    return await public_lang(bot, battle.guild_id, campaign)


async def record_shown(
    store: Store, loaded: LoadedBattle, parts: dict, shown: dict | None = None
) -> None:
    """Record what was shown now, or add it to `shown` (an answer's, written in one go by the
    desk once its panel and story are out). The loaded battle says it at once, as the store
    will: a call made with the story is not made again by the `call` that follows."""
    for key, value in parts.items():
        if value is None:
            loaded.battle.shown.pop(key, None)
        else:
            loaded.battle.shown[key] = value
    if shown is not None:
        shown.update(parts)
        return
    battle = loaded.battle
    await store.set_battle_shown(battle.guild_id, battle.id, **parts)


class Narrator:
    def __init__(self, bot: Strategos, store: Store) -> None:
        self.bot = bot
        self.store = store

    def _where(self, loaded: LoadedBattle) -> discord.PartialMessageable | None:
        battle = loaded.battle
        where = battle.thread_id or battle.channel_id
        if where is None:
            return None
        kind = discord.ChannelType.public_thread if battle.thread_id else None
        return self.bot.get_partial_messageable(where, guild_id=battle.guild_id, type=kind)

    async def _post(
        self,
        target: discord.PartialMessageable,
        text: str,
        users: Sequence[int],
        nonce: str | None = None,
    ) -> int:
        """Post `text` pinging `users` only; the new message's id. Through discord.py's HTTP
        client, as `send` does it, without making a Message of Discord's answer: nothing here
        reads it but its id (two posts a click; that was a tenth of their cost). With `nonce`,
        Discord creates no second message of the same nonce within minutes: it returns the
        first (`enforce_nonce`)."""
        with handle_message_parameters(
            content=text,
            nonce=nonce,
            allowed_mentions=pings(users),
            previous_allowed_mentions=self.bot.allowed_mentions,
        ) as params:
            posted = await self.bot.http.send_message(target.id, params=params)
        return int(posted["id"])

    async def say(
        self,
        loaded: LoadedBattle,
        lines: list[str],
        *,
        users: Sequence[int] = (),
        once: str | None = None,
    ) -> bool:
        """Post lines where the battle is told, pinging `users` only (nobody by default); False
        if Discord refused. `once`: what they tell, the same whenever it is told again (a step
        told just before a crash, told anew by the repair): Discord posts it once."""
        target = self._where(loaded)
        if target is None or not lines:
            return True
        for number, chunk in enumerate(chunks(lines, 1900)):
            nonce = None if once is None else _nonce(f"{once}:{number}")
            try:
                await self._post(target, chunk, list(users), nonce)
            except discord.HTTPException as error:
                log.warning("could not tell battle %s (%s)", loaded.battle.id, error)
                return False
        return True

    async def tell(
        self, loaded: LoadedBattle, events: list[Event], shown: dict | None = None
    ) -> bool:
        """One message for the step's events (and the result, when the battle is over), in the
        battle's public language, ending with the call to whoever must act now when they were
        not called yet. `shown`: what was shown is added to it, not recorded."""
        lines: list[str] = []  # a battle without a thread is read on its panel; calls still go out
        calling: list[int] = []
        if loaded.battle.thread_id is not None:
            with speaking(await battle_lang(self.bot, loaded)):
                lines = event_lines(loaded, events)
                if loaded.state.outcome is not None and loaded.battle.status == "finished":
                    lines.append(f"🏁 {outcome_text(loaded)}")
                waiting = _waiting(loaded)
                if lines and waiting and not _called_already(loaded, waiting):
                    calling = waiting
                    lines.append(_call_text(loaded, again=False))
        if calling:
            await self._drop_call(loaded)  # a call of its own (a reminder) still standing
        public = len(loaded.state.events_for(None))
        step = f"{loaded.battle.id}:{loaded.battle.revision}:{public}"
        if not await self.say(loaded, lines, users=calling, once=step):
            return False
        told = {"events": public}
        if calling:
            told |= _called(loaded, None, calling, again=False)  # nothing to delete later
        await record_shown(self.store, loaded, told, shown)
        return True

    async def catch_up(self, loaded: LoadedBattle) -> bool:
        """Tell whatever the thread has not been told yet (after a crash or a failed post)."""
        public = loaded.state.events_for(None)
        told = loaded.battle.shown.get("events", len(public))
        if told < len(public) and not await self.tell(loaded, public[told:]):
            return False
        return await self.call(loaded)

    async def call(
        self, loaded: LoadedBattle, *, again: bool = False, shown: dict | None = None
    ) -> bool:
        """Ping the players who must act now, unless they were called already (`again`: a
        reminder, which calls them anew). The previous call is deleted. `shown`: the call is
        added to it, not recorded (as `tell`)."""
        waiting = _waiting(loaded)
        if not again and _called_already(loaded, waiting):
            return True
        await self._drop_call(loaded)
        if not waiting:
            nobody = {"call": None, "call_for": None, "call_since": None}
            await record_shown(self.store, loaded, nobody, shown)
            return True
        target = self._where(loaded)
        if target is None:
            return True
        with speaking(await battle_lang(self.bot, loaded)):
            text = _call_text(loaded, again=again)
        battle = loaded.battle  # posted once at this revision, told again after a crash or not
        once = _nonce(f"{battle.id}:{battle.revision}:{'reminder' if again else 'call'}")
        try:
            call_id = await self._post(target, text[:2000], waiting, once)
        except discord.HTTPException as error:
            log.warning("could not call the players of battle %s (%s)", loaded.battle.id, error)
            return False
        await record_shown(
            self.store, loaded, _called(loaded, call_id, waiting, again=again), shown
        )
        return True

    async def tell_gm(self, loaded: LoadedBattle, gm_user_id: int | None) -> bool:
        """The battle has waited long: its game master (in a campaign) or the other players
        (in a quick battle) are told with what they can do. False when Discord refused the post
        (claimed once beforehand: cogs/idle.py)."""
        battle = loaded.battle
        waiting = _waiting(loaded)
        with speaking(await battle_lang(self.bot, loaded)):
            who = ", ".join(f"<@{u}>" for u in waiting) or t("ui-idle-a-player")
            if gm_user_id is not None:
                told = [gm_user_id]
                text = t("ui-idle-gm", gm=f"<@{gm_user_id}>", id=str(battle.id), who=who)
            else:
                told = [u for u in loaded.players().values() if u not in waiting]
                players = ", ".join(f"<@{u}>" for u in told)
                text = t("ui-idle-players", players=players, id=str(battle.id), who=who)
        target = self._where(loaded)
        once = _nonce(f"{battle.id}:{battle.revision}:gm")  # posted once, told again or not
        if target is not None and told:
            try:
                await self._post(target, text[:2000], told, once)
            except discord.HTTPException as error:
                log.warning("could not tell about idle battle %s (%s)", battle.id, error)
                return False
        return True

    async def _drop_call(self, loaded: LoadedBattle) -> None:
        previous = loaded.battle.shown.get("call")
        target = self._where(loaded)
        if previous is None or target is None:
            return
        # gone already, or not ours to delete any more: nothing to tidy
        with contextlib.suppress(discord.HTTPException):
            await target.get_partial_message(previous).delete()


def _nonce(what: str) -> str:
    """A message nonce (at most 25 characters) that stands for `what`."""
    return hashlib.blake2b(what.encode(), digest_size=12).hexdigest()


def _waiting(loaded: LoadedBattle) -> list[int]:
    """The users who must act now (nobody once the battle is over)."""
    if loaded.battle.status != "active":
        return []
    return [u for s in loaded.state.waiting_for if (u := loaded.seat_user(s))]


def _called_already(loaded: LoadedBattle, waiting: list[int]) -> bool:
    """The call standing is still right: the same players (or some of them) were called, or
    nobody must act and nobody is called."""
    called = loaded.battle.shown.get("call_for") or []
    return set(waiting) <= set(called) and bool(waiting or not called)


def _call_text(loaded: LoadedBattle, *, again: bool) -> str:
    """The call to act (`again`: a reminder), in the language being spoken."""
    state = loaded.state
    assert state.pending is not None
    who = ", ".join(mention(loaded, s) for s in state.waiting_for)
    prompt = ask_prompt(loaded, localized(loaded, state.pending))
    key = "ui-call-reminder" if again else "ui-call"
    alone = "yes" if len(state.waiting_for) == 1 else "no"
    return t(key, who=who, alone=alone, battle=loaded.label, prompt=prompt)


def _called(
    loaded: LoadedBattle, call_id: int | None, waiting: list[int], *, again: bool
) -> dict[str, Any]:
    """What to record of a call: `call_id` the message to delete when the next call replaces it
    (None: the call is the last line of a step's story, which stays)."""
    shown = loaded.battle.shown
    now = datetime.now(UTC).isoformat(timespec="seconds")
    return {
        "call": call_id,
        "call_for": sorted(waiting),
        # a reminder keeps the time of the first call: the game master's notice counts from it
        "call_since": shown.get("call_since", now) if again else now,
        "reminded": True if again else None,
        "gm_told": shown.get("gm_told") if again else None,
    }
