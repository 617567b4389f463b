"""A claim turn's record and its public messages, each posted once: the part of `TurnDesk`
(turns.py) its other parts share, which change the turn only through it.

The turn's data is changed by compare-and-set (`_mutate`), again if it changed meanwhile. A
public message (the panel, the reveal, the extra battle selects, the lines about claim rolls) is
posted under a key taken in that data first (bot/posting.py) and its id recorded once it is out,
so after a crash `resume` posts exactly what is missing: a message whose post may have gone out
just before the crash is looked for in the channel before it is posted again.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import discord

from bot.errors import Refusal
from bot.i18n import Lang, t
from bot.posting import PostedElsewhere, give_back, take
from bot.posting import posted as _posted
from bot.store import Campaign, CampaignChanges, Region, Turn, TurnClosed
from bot.ui.language import public_lang
from bot.ui.posted import find_posted
from bot.ui.replies import pings
from cogs.claim.views import CONTENT_MAX, Names, clip

if TYPE_CHECKING:
    from bot.client import Strategos
    from bot.shard_lease import Holder

log = logging.getLogger(__name__)
MUTATE_TRIES = 20


class TurnPosts:
    """The turn's record and its messages posted once; mixed into `TurnDesk`."""

    bot: Strategos
    store: Any
    holder: Holder
    """Who takes a turn's messages to post: this process, as its shard lease names it."""

    # -- reading ---------------------------------------------------------------------------------
    async def _lang(self, campaign: Campaign) -> Lang:
        """The language of the campaign's public messages (its own, else the server's)."""
        return await public_lang(self.bot, campaign.guild_id, campaign)

    async def _names(self, campaign: Campaign, regions: list[Region] | None = None) -> Names:
        """Display names; pass the regions already read to read them once."""
        factions = await self.store.list_factions(campaign.guild_id, campaign.id)
        if regions is None:
            regions = await self.store.list_regions(campaign.guild_id, campaign.id)
        return Names.of(factions, regions)

    # -- the turn's record -----------------------------------------------------------------------
    async def _mutate(
        self,
        guild_id: int,
        turn_id: int,
        change: Callable[[Turn], tuple[dict[str, Any], CampaignChanges | None] | None],
    ) -> Turn:
        """Apply `change` to the turn as it is now, again if the turn changed meanwhile (another
        click, a message recorded). `change` returns the new data (and campaign changes), None
        for nothing to do, or raises Refusal."""
        for _ in range(MUTATE_TRIES):
            turn = await self.store.get_turn(guild_id, turn_id)
            if turn is None:
                raise Refusal(t("claim-no-such-turn"))
            update = change(turn)
            if update is None:
                return turn
            data, changes = update
            try:
                return await self.store.update_turn(
                    guild_id,
                    turn_id,
                    expected_updated_at=turn.updated_at,
                    data=data,
                    changes=changes,
                )
            except TurnClosed:
                continue
        raise Refusal(t("claim-turn-too-fast"))

    async def _set(self, turn: Turn, change: Callable[[dict[str, Any]], dict[str, Any]]) -> Turn:
        return await self._mutate(turn.guild_id, turn.id, lambda t: (change(dict(t.data)), None))

    # -- public messages, each posted once ---------------------------------------------------------
    async def _post_once(
        self,
        turn: Turn,
        key: str,
        messages: Sequence[dict[str, Any]],
        *,
        while_open: bool = False,
        since: datetime | None = None,
    ) -> Turn:
        """Post `messages` under `key` unless the turn records them posted; PostedElsewhere
        if another process is posting them (bot/posting.py), or with `while_open` if
        the turn is no longer open. `since`: none of them can be out before then (else: before
        the turn was opened or closed).

        Before the first post the key is taken in the turn's record, and each message's id is
        recorded after it is posted; so after a crash only a message whose post was under way
        can be in doubt, and it is looked for in the channel before it is posted again."""
        if key in turn.data.get("posted", {}) or turn.channel_id is None:
            return turn
        turn, ids, in_doubt = await self._take(turn, key, while_open=while_open)
        for n in range(len(ids), len(messages)):
            ids.append(await self._send(turn, key, messages[n], in_doubt=in_doubt, since=since))
            in_doubt = False  # only the one after those recorded may be out unrecorded
            last = n == len(messages) - 1
            turn = await self._set(
                turn,
                lambda d, ids=list(ids), last=last: _posted(
                    d, key, ids, done=last, now=datetime.now(UTC)
                ),
            )
        if not messages:
            turn = await self._set(turn, lambda d: _posted(d, key, [], done=True))
        return turn

    async def _take(
        self, turn: Turn, key: str, *, while_open: bool = False
    ) -> tuple[Turn, list[int], bool]:
        """Take `key`'s messages to post from here, in the turn's record: the turn then, the
        ids of those already out, and whether one more may be out unrecorded (a crash, or a
        post that failed). PostedElsewhere if another process has them (or, `while_open`, the
        turn is closed)."""
        taken_from: list[dict[str, Any]] = []  # the record's `posting` as it was taken

        def taken(now: Turn) -> tuple[dict[str, Any], None] | None:
            taken_from.clear()  # a try that met a change meanwhile is made again
            if while_open and now.status != "open":
                return None
            data = self._take_here(dict(now.data), key)
            if data is None:
                return None
            taken_from.append(now.data.get("posting", {}))
            return data, None

        turn = await self._mutate(turn.guild_id, turn.id, taken)
        if not taken_from:
            raise PostedElsewhere(key)
        (posting,) = taken_from
        return turn, [int(i) for i in posting.get(key, [])], key in posting

    async def _send(
        self,
        turn: Turn,
        key: str,
        message: Mapping[str, Any],
        *,
        in_doubt: bool,
        since: datetime | None = None,
    ) -> int:
        """Post one of `key`'s messages, taken from here; `in_doubt`: it may be out already,
        unrecorded, and is looked for first, among those posted after `since` (by default the
        turn's opening or close). A failed post gives `key` back for the next tick to try
        again."""
        assert turn.channel_id is not None
        channel = self.bot.get_partial_messageable(turn.channel_id, guild_id=turn.guild_id)
        since = since or datetime.fromisoformat(turn.closed_at or turn.opened_at)
        found = await find_posted(self.bot, channel, message, since=since) if in_doubt else None
        if found is not None:
            return found
        try:
            return (await channel.send(**message)).id
        except discord.HTTPException:
            await self._set(turn, lambda d: give_back(d, key))
            raise

    def _take_here(self, data: dict[str, Any], key: str) -> dict[str, Any] | None:
        """`data` with `key` taken by this process, now (bot/posting.py `take`)."""
        now = datetime.now(UTC)
        return take(data, key, by=str(self.holder), now=now, gone=self.holder.knows_gone)

    async def _announce_once(
        self, turn: Turn, key: str, text: str, *, users: Sequence[int] = ()
    ) -> Turn:
        message = {"content": clip(text, CONTENT_MAX), "allowed_mentions": pings(users)}
        try:
            return await self._post_once(turn, key, [message])
        except discord.HTTPException as error:
            log.warning("could not post %s of turn %s: %s", key, turn.id, error)
            return turn

    async def _announce(self, turn: Turn, text: str, *, users: Sequence[int] = ()) -> None:
        """A line in the turn's channel that pings exactly `users` (none by default)."""
        if turn.channel_id is None:
            return
        channel = self.bot.get_partial_messageable(turn.channel_id, guild_id=turn.guild_id)
        try:
            await channel.send(clip(text, CONTENT_MAX), allowed_mentions=pings(users))
        except discord.HTTPException as error:
            log.warning("could not post in the channel of turn %s: %s", turn.id, error)
