"""A tournament's public messages, each posted once, whichever process posts them and whatever
stops it midway (a kill, Discord failing): the tournament's data records them as a claim turn's
data does (bot/posting.py). A key is taken before its first post and each message's id
recorded once it is out, so after a crash or a failed post only the message whose post was under
way is in doubt, and it is looked for in the channel before it is posted again; a post that
failed gives the key back for the clock's next tick."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import discord

from bot.posting import PostedElsewhere, give_back, posted, take
from bot.shard_lease import holder_of
from bot.store.tournaments import Tournament
from bot.ui.posted import find_posted

if TYPE_CHECKING:
    from bot.client import Strategos

log = logging.getLogger(__name__)


class AlreadyPosted(PostedElsewhere):
    """The key's messages are all out."""


def is_posted(tournament: Tournament, key: str) -> bool:
    return key in tournament.data.get("posted", {})


async def take_key(
    bot: Strategos,
    tournament: Tournament,
    key: str,
    *,
    wanted: Callable[[Tournament], bool] = lambda _: True,
) -> tuple[Tournament, list[int], bool]:
    """Take `key` to post from here: the tournament then, the ids of its messages already out,
    and whether one more may be out unrecorded. AlreadyPosted, or PostedElsewhere if another
    process has it or the tournament as it is now no longer `wanted` it."""
    me = holder_of(bot)
    before: list[Any] = []
    found: list[Tournament] = []

    def change(now: Tournament) -> dict[str, Any] | None:
        before.clear()
        found[:] = [now]
        if not wanted(now):
            return None
        data = take(dict(now.data), key, by=str(me), now=datetime.now(UTC), gone=me.knows_gone)
        if data is not None:
            before.append(now.data.get("posting", {}).get(key))
        return data

    after = await bot.store.change_tournament_data(tournament.guild_id, tournament.id, change)
    if after is None or not before:
        raise AlreadyPosted(key) if found and is_posted(found[0], key) else PostedElsewhere(key)
    (ids,) = before
    return after, [int(i) for i in ids or []], ids is not None


async def record(
    bot: Strategos, tournament: Tournament, key: str, ids: Sequence[int], *, done: bool
) -> Tournament:
    """`key`'s messages out so far (progress that keeps it taken), or all of them once `done`."""
    after = await bot.store.change_tournament_data(
        tournament.guild_id,
        tournament.id,
        lambda now: posted(dict(now.data), key, list(ids), done=done, now=datetime.now(UTC)),
    )
    return after or tournament


async def hand_back(bot: Strategos, tournament: Tournament, key: str) -> None:
    """A post failed: `key` free for the next tick, the failed post in doubt."""
    await bot.store.change_tournament_data(
        tournament.guild_id, tournament.id, lambda now: give_back(dict(now.data), key)
    )


async def send(
    bot: Strategos,
    channel: discord.PartialMessageable,
    message: Mapping[str, Any],
    *,
    in_doubt: bool,
) -> int:
    """Post `message` (send's keywords); `in_doubt`: it may be out already, and is looked for
    first. The message's id."""
    if in_doubt:
        found = await find_posted(bot, channel, message)  # the latest that looks like it
        if found is not None:
            return found
    return (await channel.send(**message)).id


async def post_once(
    bot: Strategos,
    tournament: Tournament,
    key: str,
    messages: Sequence[Mapping[str, Any]],
    *,
    wanted: Callable[[Tournament], bool] = lambda _: True,
) -> bool:
    """Post `messages` under `key` unless they are posted; True once all are out. False when
    another process posts them, they are no longer `wanted`, or a post failed (logged; the
    clock's next tick tries again)."""
    if is_posted(tournament, key):
        return True
    try:
        tournament, ids, in_doubt = await take_key(bot, tournament, key, wanted=wanted)
    except AlreadyPosted:
        return True
    except PostedElsewhere:
        return False
    channel = bot.get_partial_messageable(tournament.channel_id, guild_id=tournament.guild_id)
    try:
        for n in range(len(ids), len(messages)):
            ids.append(await send(bot, channel, messages[n], in_doubt=in_doubt))
            in_doubt = False  # only the one after those recorded may be out unrecorded
            tournament = await record(bot, tournament, key, ids, done=n == len(messages) - 1)
    except discord.HTTPException as error:
        log.warning("could not post %s of tournament %s: %s", key, tournament.id, error)
        await hand_back(bot, tournament, key)
        return False
    if len(ids) == len(messages) and not is_posted(tournament, key):
        await record(bot, tournament, key, ids, done=True)
    return True
