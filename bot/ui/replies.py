"""Answering a user whatever state the interaction is in, so no click is ever left unanswered.

Discord fails an interaction that gets no response within 3 seconds. Most replies take
milliseconds, but a database write may wait on SQLite's lock (another writer, a slow disk). So
every interaction gets a timer (`ack_in_time`, armed by the bot for each interaction): if no reply
is under way after `ACK_AFTER` seconds it defers, and the reply that comes later goes through the
deferred route instead. Every response goes through `send`, `edit` and `tell` here: they hold the
interaction's lock, so the timer's defer and a reply never race.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

import discord
import orjson
from discord.http import handle_message_parameters
from discord.webhook.async_ import async_context

from bot.errors import Refusal
from bot.i18n import t, use_locale
from bot.lane import fits_token
from bot.store.models import DatabaseUnreachable

log = logging.getLogger(__name__)


def pings(user_ids: Iterable[int | None]) -> discord.AllowedMentions:
    """Mentions that ping exactly these members, whatever names players typed: never a role,
    never @everyone."""
    users = [discord.Object(u) for u in dict.fromkeys(u for u in user_ids if u)][:100]
    return discord.AllowedMentions(users=users, roles=False, everyone=False, replied_user=False)


ACK_AFTER = 2.0
"""Seconds before an unanswered interaction is deferred (Discord allows 3)."""

_STATE = "strategos_ack"


class _Ack:
    """Per interaction: the lock that orders replies and how (if at all) it was deferred."""

    def __init__(self) -> None:
        self.lock = asyncio.Lock()
        self.deferred: str | None = None  # "update" (a click) or "thinking" (a command)
        self.original_used = False  # the thinking message was replaced already
        self.private = False  # the thinking message is the user's alone (`think`)
        self.timer: asyncio.TimerHandle | None = None
        self.over = False  # settled: its handler has returned, nothing is left to answer

    def answered(self) -> None:
        """The interaction has its response: the timer has nothing left to do. Dropped at once,
        it no longer holds the interaction (and all it refers to) for `ACK_AFTER` seconds, which
        under load had every click's objects outlive the young garbage collections."""
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None


def _ack(interaction: discord.Interaction) -> _Ack:
    state = interaction.extras.get(_STATE)
    if state is None:
        state = interaction.extras[_STATE] = _Ack()
    return state


def ack_in_time(interaction: discord.Interaction, *, after: float = ACK_AFTER) -> None:
    """Defer `interaction` if nothing has answered it `after` seconds from now (idempotent).
    An autocomplete cannot be deferred: it gets no choices instead."""
    if interaction.type is discord.InteractionType.autocomplete:
        loop = asyncio.get_running_loop()
        loop.call_later(after, lambda: loop.create_task(_no_choices(interaction)))
        return
    if interaction.type not in (
        discord.InteractionType.application_command,
        discord.InteractionType.component,
        discord.InteractionType.modal_submit,
    ):
        return
    state = _ack(interaction)
    if state.timer is not None or state.over:
        return
    loop = asyncio.get_running_loop()
    state.timer = loop.call_later(after, lambda: loop.create_task(_defer(interaction)))


async def _no_choices(interaction: discord.Interaction) -> None:
    """An autocomplete its handler did not answer (it failed, or the database is out of
    reach): no choices, rather than Discord's "Loading options failed"; what the user types
    still goes to the command."""
    if interaction.response.is_done():
        return
    with contextlib.suppress(discord.HTTPException, discord.InteractionResponded):
        await interaction.response.autocomplete([])


def _let_go(view: discord.ui.View | None) -> None:
    """Break a sent view's cycles (it and its items point at each other) once Discord has it.
    Only a view of DynamicItems alone: discord.py keeps no such view (a click finds its item by
    the custom_id), while one with items of its own is kept to dispatch their clicks."""
    if view is not None and all(isinstance(i, discord.ui.DynamicItem) for i in view.children):
        view.clear_items()


async def spending(send: Callable[..., Awaitable[Any]], **kwargs: Any) -> Any:
    """`send(**kwargs)` outside an interaction (a channel's send, a message's edit), its view
    then spent (`_let_go`). Only once it is sent: after a failure the same view may be sent
    elsewhere (a panel that was deleted is posted anew)."""
    result = await send(**kwargs)
    _let_go(kwargs.get("view"))
    return result


def settle(interaction: discord.Interaction, view: discord.ui.View | None = None) -> None:
    """The interaction is over (its handler has returned): break the reference cycles it and
    its view hold, so they are freed at once rather than left to the garbage collector.

    A click leaves some hundred objects behind (the interaction, its message, member and
    embeds, discord.py's view of the message and its buttons), tied in cycles: the interaction
    and its cached `response` point at each other, a view and its items too. Under load they
    filled the young generation, and each collection of it stopped the loop for ~20 ms."""
    state = _ack(interaction)
    state.answered()
    state.over = True
    if view is not None:  # discord.py's view of the clicked message, made for this click alone
        view.clear_items()
    with contextlib.suppress(AttributeError):  # discord.py's cached InteractionResponse
        del interaction._cs_response  # type: ignore[attr-defined]


Callback = Callable[[Any, discord.Interaction], Awaitable[None]]


def settles(callback: Callback) -> Callback:
    """For a DynamicItem's callback: once it returns (or raises), the interaction is answered
    if it was not, then `settle`d."""

    @functools.wraps(callback)
    async def settled(item: Any, interaction: discord.Interaction) -> None:
        try:
            await callback(item, interaction)
        except Refusal as refusal:  # bad input the callback left to us: told as it is
            use_locale(interaction)
            await tell(interaction, str(refusal))
        except Exception as error:  # one the callback did not expect: its user still hears
            await failed(interaction, error, f"{type(item).__name__} {item.custom_id!r}")
        finally:
            # nothing else will answer it now: what the timer would do in 2 s, done at once
            # (a handler that failed before answering), so the click never fails
            await _defer(interaction)
            settle(interaction, item.view)

    return settled


async def _take_early(interaction: discord.Interaction, state: _Ack) -> None:
    """A click acknowledged as it was read (bot/ui/early_ack.py) is a deferred update: its
    reply goes through the deferred route. Under the interaction's lock."""
    early = getattr(getattr(interaction, "client", None), "early_acks", None)
    if early is None or interaction.response.is_done():
        return
    if await early.settle(interaction.id):
        response = interaction.response
        response._response_type = discord.InteractionResponseType.deferred_message_update  # type: ignore[attr-defined]
        state.answered()
        state.deferred = "update"


def _stopped(interaction: discord.Interaction) -> bool:
    """Whether the bot closed (stopping, or its shards taken) while this interaction ran: its
    connection to Discord is gone, and any request would fail."""
    is_closed = getattr(getattr(interaction, "client", None), "is_closed", None)
    return callable(is_closed) and is_closed() is True


async def _defer(
    interaction: discord.Interaction, *, thinking: bool | None = None, ephemeral: bool = False
) -> None:
    """Acknowledge now, unless something already answered: a command "thinking" (privately
    with `ephemeral`), a click as a deferred update. `thinking` None: by the interaction's
    type (the timer's choice)."""
    if _stopped(interaction):
        return
    if thinking is None:
        thinking = interaction.type is discord.InteractionType.application_command
    state = _ack(interaction)
    async with state.lock:
        await _take_early(interaction, state)
        if interaction.response.is_done():
            return
        try:
            if thinking:
                await interaction.response.defer(ephemeral=ephemeral, thinking=True)
            else:
                await interaction.response.defer()
        except discord.HTTPException:
            log.warning("could not defer interaction %s", interaction.id, exc_info=True)
            return
        state.answered()
        state.deferred = "thinking" if thinking else "update"
        state.private = thinking and ephemeral


def _present(kwargs: dict[str, Any]) -> dict[str, Any]:
    """Webhook sends refuse None for view/embed/file: leave such keys out."""
    return {k: v for k, v in kwargs.items() if v is not None or k == "content"}


def _as_edit(kwargs: dict[str, Any]) -> dict[str, Any]:
    """A new message's arguments as an edit's: an edit takes its files as `attachments`."""
    edit = _present(kwargs)
    files = [*edit.pop("files", []), *([edit.pop("file")] if "file" in edit else [])]
    if files:
        edit["attachments"] = files
    return edit


async def send(
    interaction: discord.Interaction, *, ephemeral: bool = False, **kwargs: Any
) -> int | None:
    """A new message in reply; returns its id when Discord tells it. A view of DynamicItems is
    spent once sent (`_let_go`): render a new one for another message."""
    try:
        return await _send(interaction, ephemeral, kwargs)
    finally:
        _let_go(kwargs.get("view"))


async def _send(
    interaction: discord.Interaction, ephemeral: bool, kwargs: dict[str, Any]
) -> int | None:
    state = _ack(interaction)
    async with state.lock:
        await _take_early(interaction, state)
        if not interaction.response.is_done():
            if kwargs.get("view") is None:
                kwargs.pop("view", None)
            response = await interaction.response.send_message(ephemeral=ephemeral, **kwargs)
            state.answered()
            return response.message_id
        if state.deferred == "thinking" and not state.original_used:
            state.original_used = True
            if ephemeral == state.private:  # the reply is as private as the thinking message
                message = await interaction.edit_original_response(**_as_edit(kwargs))
                return message.id
            # a private reply must not replace a public thinking message, nor a public reply a
            # private one: it goes as a message of its own
            await interaction.delete_original_response()
        message = await interaction.followup.send(
            ephemeral=ephemeral, wait=True, **_present(kwargs)
        )
        return message.id


async def edit(interaction: discord.Interaction, **kwargs: Any) -> None:
    """Change the message whose component was clicked (a view of DynamicItems is spent, as
    with `send`)."""
    state = _ack(interaction)
    async with state.lock:
        await _take_early(interaction, state)
        try:
            if not interaction.response.is_done():
                await interaction.response.edit_message(**kwargs)
                state.answered()
            else:
                await _edit_original(interaction, **kwargs)
        finally:
            _let_go(kwargs.get("view"))


async def _edit_original(
    interaction: discord.Interaction, *, view: discord.ui.View | None = None, **fields: Any
) -> None:
    """`interaction.edit_original_response` without making a message of Discord's answer, which
    nothing here reads: a click's panel edit, on every click (the narrator's posts skip it too).
    It goes on the interaction lane when it can (bot/lane.py), else, or when the
    lane's answer is not a success, through discord.py (its retries, its errors)."""
    dispatchable = view is not None and not view.is_finished() and view.is_dispatchable()
    with handle_message_parameters(
        view=view, previous_allowed_mentions=interaction._state.allowed_mentions, **fields
    ) as params:
        kept = dispatchable and _kept_by_message(view)
        if not params.files and not kept and await _edit_on_lane(interaction, params):
            return
        http = interaction._state.http
        data = await async_context.get().edit_original_interaction_response(
            interaction.application_id,
            interaction.token,
            session=interaction._session,
            proxy=http.proxy,
            proxy_auth=http.proxy_auth,
            payload=params.payload,
            multipart=params.multipart,
            files=params.files,
        )
    if view is not None and dispatchable:
        interaction._state.store_view(view, int(data["id"]))  # its own items' clicks


def _kept_by_message(view: Any) -> bool:
    """Does discord.py keep this view by its message's id (items of its own, not only
    DynamicItems, which are found by their custom_id alone)? Only its own path, which reads the
    id from Discord's answer, can keep it."""
    return any(
        item.is_dispatchable() and not isinstance(item, discord.ui.DynamicItem)
        for item in view.walk_children()
    )


EDIT_WITHIN = 10.0
"""Seconds a panel's edit on the interaction lane may wait for Discord's answer before it is
made again through discord.py (an edit made twice shows the same panel)."""


async def _edit_on_lane(interaction: discord.Interaction, params: Any) -> bool:
    """The original response edited on the interaction lane: True once Discord took it."""
    lane = getattr(getattr(interaction, "client", None), "interaction_lane", None)
    if lane is None or params.payload is None or not fits_token(interaction.token):
        return False
    path = f"/webhooks/{interaction.application_id}/{interaction.token}/messages/@original"
    outcome = lane.send(b"PATCH", path, orjson.dumps(params.payload), within=EDIT_WITHIN)
    answer = None if outcome is None else await outcome
    return answer is not None and answer.ok


async def acknowledge(interaction: discord.Interaction) -> None:
    """Acknowledge a click at once, before any work: the reply (the edited message, or a
    private note) follows through the deferred route. A click that may open a form cannot use
    this — a form must be the first response."""
    await _defer(interaction, thinking=False)


async def think(interaction: discord.Interaction, *, ephemeral: bool = True) -> None:
    """Say at once that the answer is being worked out ("thinking", privately by default), for
    a command whose answer may take longer than Discord's 3 s (odds worked out in a worker
    process, the first of which takes a second or two to start)."""
    await _defer(interaction, thinking=True, ephemeral=ephemeral)


async def send_modal(interaction: discord.Interaction, modal: discord.ui.Modal) -> None:
    """A modal can only be the first response; after a defer the user is asked to retry."""
    state = _ack(interaction)
    async with state.lock:
        await _take_early(interaction, state)
        if interaction.response.is_done():
            raise TimeoutError("the interaction was already answered")
        await interaction.response.send_modal(modal)
        state.answered()


async def tell(interaction: discord.Interaction, message: str) -> None:
    """A short private message: the response if none was sent yet, else a followup."""
    # If the interaction expired or Discord refused, there is nothing more to show this user.
    with contextlib.suppress(discord.HTTPException):
        await send(
            interaction,
            content=message[:1900],
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )


async def failed(
    interaction: discord.Interaction, error: Exception, what: str, message: str | None = None
) -> None:
    """Tell the user that their click or command failed on our side: `message` (by default
    that part of it may have been done) after logging the error with its traceback. A database
    out of reach is no bug: its driver logged the outage once, and the user is told to try
    again in a minute."""
    if _stopped(interaction):  # the bot stopped under it: there is no one to tell it to
        log.info("%s did not finish: the bot stopped (%s)", what, error)
        return
    use_locale(interaction)  # the failure is told to its user alone, in their language
    if isinstance(error, DatabaseUnreachable):
        log.info("%s failed: %s", what, error)
        await tell(interaction, t("ui-database-unreachable"))
        return
    log.error("%s failed", what, exc_info=error)
    await tell(interaction, message or t("ui-command-failed"))
