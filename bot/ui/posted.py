"""A message of ours a stop may have left posted but unrecorded (bot/posting.py: the one whose
post was under way), looked for in its channel before it is posted again: the same text, the
same embeds' title and footer, the same buttons."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import Any

import discord

log = logging.getLogger(__name__)

HISTORY_LOOKBACK = 200
"""The channel's messages searched."""
CLOCK_SKEW = timedelta(minutes=5)
"""How far Discord's clock may be behind ours when we look for a message posted after a time."""

Signature = tuple[str, str, str, tuple[str, ...]]


def signature(message: Mapping[str, Any]) -> Signature:
    """What tells one of our messages from another, of one about to be sent (send's keywords):
    its content, first embed's title, last embed's footer and buttons' custom_ids."""
    embeds: list[discord.Embed] = list(message.get("embeds") or [])
    if message.get("embed") is not None:
        embeds = [message["embed"]]
    view = message.get("view")
    items = view.children if view is not None else []
    return _signature(message.get("content"), embeds, items)


def signature_of(message: discord.Message) -> Signature:
    """The same of a message posted."""
    items = [c for row in message.components for c in getattr(row, "children", [row])]
    return _signature(message.content, message.embeds, items)


def _signature(content: str | None, embeds: list[discord.Embed], items: list[Any]) -> Signature:
    return (
        content or "",
        (embeds[0].title or "") if embeds else "",
        (embeds[-1].footer.text or "") if embeds else "",
        tuple(getattr(i, "custom_id", "") or "" for i in items),
    )


async def find_posted(
    bot: discord.Client,
    channel: discord.PartialMessageable,
    message: Mapping[str, Any],
    *,
    since: datetime | None = None,
) -> int | None:
    """The id of a message of ours in the channel that looks like `message`, or None: the
    first posted after `since` (none of them can be out before), else the latest."""
    wanted = signature(message)
    me = bot.user.id if bot.user else None
    after = None
    if since is not None:
        after = discord.Object(discord.utils.time_snowflake(since - CLOCK_SKEW))
    try:
        async for old in channel.history(limit=HISTORY_LOOKBACK, after=after):
            if old.author.id == me and signature_of(old) == wanted:
                return old.id
    except discord.HTTPException as error:
        log.warning("could not read channel %s: %s", channel.id, error)
    return None
