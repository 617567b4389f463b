"""Load through the loopback Discord: many clicks in flight, each one timed, for `bench/`.

The harness (`Loopback.click`) sends one interaction and waits for it with `World.wait_until`,
which re-checks every waiter after every change: right for a test, quadratic with hundreds of
clicks in flight. `LoadDriver` sends clicks the same way (the same payloads, the same
`World.new_interaction` with its 3 s deadline) but learns what happened from two hooks instead:

- every REST request's arrival at the loopback (before its body is read or checked): the time
  the bot's interaction callback reached the loopback is its acknowledgement;
- every message edit in the world: the first edit of the clicked message after the click is the
  panel's update (for a type-7 answer, the same moment; after a deferral, the later edit).

    lb = Loopback(log_dir=...)
    driver = LoadDriver(lb, validate=False)   # before lb.start(): the hook is a route
    async with lb:
        ...
        click = await driver.click(user_id, message_id, custom_id)
        click.ack_ms, click.panel_ms, click.failed

`validate=False` turns off the OpenAPI checks of requests and answers (jsonschema on every
request costs the loopback more CPU than the bots spend): a benchmark says so when it does.
"""

from __future__ import annotations

import asyncio
import os
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from bot.loopback.harness import Loopback, find_component

_CALLBACK = re.compile(r"/interactions/(\d+)/[^/]+/callback")
_CALLBACK_LINE = re.compile(rb"POST /api/v\d+/interactions/(\d+)/[^/ ]+/callback")
"""An acknowledgement's request line, as its bytes arrive."""


@dataclass(eq=False)
class Click:
    """One interaction sent by the driver and what became of it (times: perf_counter s).
    `queued`: when the driver sent it; `sent`: when its frame was written to the bot's socket,
    the moment the bot could first read it (later than `queued` when the loopback's own loop is
    behind, which is no time of the bot's: latencies count from `sent`)."""

    user_id: int
    message_id: int
    custom_id: str
    queued: float = 0.0
    sent: float = 0.0
    acked: float | None = None
    panel: float | None = None
    callback_type: int | None = None
    failed: bool = False
    ephemeral: bool = False
    interaction_id: int = 0
    done: asyncio.Future[Click] | None = field(default=None, repr=False)

    @property
    def ack_ms(self) -> float | None:
        return None if self.acked is None else (self.acked - self.sent) * 1000

    @property
    def panel_ms(self) -> float | None:
        return None if self.panel is None else (self.panel - self.sent) * 1000

    @property
    def refused(self) -> bool:
        """Answered with a private message (a refusal: "already decided", "only ...")."""
        return self.ephemeral


class _NoChecks:
    """The OpenAPI document without its checks: routes are still matched, nothing validated."""

    def __init__(self, spec: Any) -> None:
        self._spec = spec

    def __getattr__(self, name: str) -> Any:
        return getattr(self._spec, name)

    def check_params(self, *args: Any, **kwargs: Any) -> list[str]:
        return []

    def check_body(self, *args: Any, **kwargs: Any) -> list[str]:
        return []

    def check_response(self, *args: Any, **kwargs: Any) -> list[str]:
        return []


class LoadDriver:
    """Sends clicks through a Loopback and times them; install before `lb.start()`."""

    def __init__(self, lb: Loopback, *, validate: bool = True, panel_timeout: float = 10.0) -> None:
        if lb.server.rest is not None:
            raise RuntimeError("create the LoadDriver before the loopback starts")
        self.lb = lb
        self.validate = validate
        self.panel_timeout = panel_timeout
        self._by_interaction: dict[int, Click] = {}
        self._by_message: dict[int, Click] = {}
        self._edit_watchers: dict[int, list[Callable[[], None]]] = {}
        self._last: dict[int, Click] = {}
        server, world = lb.server, lb.world
        if not validate:
            server.spec = _NoChecks(server.spec)
            server.strict = False
            server.check_responses = False
        handler: Callable[[Any], Awaitable[Any]] = server._rest_request

        def arrived(data: bytes) -> None:
            now = time.perf_counter()
            for found in _CALLBACK_LINE.finditer(data):
                click = self._by_interaction.get(int(found.group(1)))
                if click is not None and click.acked is None:
                    click.acked = now

        server.arrived = arrived

        async def timed_request(request: Any) -> Any:
            arrived_at = time.perf_counter()  # a request line that came in two pieces
            found = _CALLBACK.search(request.path)
            click = self._by_interaction.get(int(found.group(1))) if found else None
            if click is not None and click.acked is None:
                click.acked = arrived_at
            response = await handler(request)
            if click is not None:
                self._after_callback(click)
            return response

        server._rest_request = timed_request  # type: ignore[method-assign]
        log_event = world._log

        def logged(kind: str, message: Any) -> None:
            log_event(kind, message)
            if kind == "edit":
                click = self._by_message.get(message.id)
                if click is not None and click.panel is None:
                    click.panel = time.perf_counter()
                    self._maybe_done(click)
                for watcher in self._edit_watchers.pop(message.id, []):
                    watcher()
            elif kind == "create" and message.visible_to is not None:
                # a private followup after a deferral: the click was refused
                click = self._by_interaction.get(message.interaction_id or 0)
                if click is not None:
                    click.ephemeral = True
                    self._maybe_done(click)

        world._log = logged  # type: ignore[method-assign]

    # -- clicks ---------------------------------------------------------------------------------

    def send_click(self, user_id: int, message_id: int, custom_id: str) -> Click:
        """Send the click now; `await click.done` for its outcome (never raises)."""
        lb, world = self.lb, self.lb.world
        stored = world.messages[message_id]
        user = world.users[user_id]
        comp = find_component(stored.data, custom_id=custom_id)
        data = {"custom_id": custom_id, "component_type": 2, "id": comp.get("id")}
        channel = world.get_channel(stored.channel_id)
        payload = lb._interaction_payload(3, user, channel, data, message=stored)
        click = Click(user_id, message_id, custom_id)
        click.done = asyncio.get_running_loop().create_future()
        record = world.new_interaction(
            payload, f"click {custom_id}", user_id=user_id, source_message_id=message_id
        )
        click.interaction_id = record.id
        self._by_interaction[record.id] = click
        self._by_message[message_id] = click
        self._last[message_id] = click
        loop = asyncio.get_running_loop()
        loop.call_later(world.ack_deadline + 0.05, self._check_failed, click)
        loop.call_later(self.panel_timeout, self._give_up, click)
        click.queued = click.sent = time.perf_counter()

        def written() -> None:
            click.sent = time.perf_counter()

        lb.server.gateway.emit("INTERACTION_CREATE", payload, written=written)
        return click

    def last_click(self, message_id: int) -> Click | None:
        """The latest click sent on a message."""
        return self._last.get(message_id)

    def on_next_edit(self, message_id: int, callback: Callable[[], None]) -> None:
        """Call `callback` once, at the next edit of the message."""
        self._edit_watchers.setdefault(message_id, []).append(callback)

    async def click(self, user_id: int, message_id: int, custom_id: str) -> Click:
        click = self.send_click(user_id, message_id, custom_id)
        assert click.done is not None
        return await click.done

    def _after_callback(self, click: Click) -> None:
        record = self.lb.world.interactions.get(click.interaction_id)
        if record is None:
            return
        if record.failed:
            click.failed = True
        click.callback_type = record.callback_type
        click.ephemeral = record.ephemeral and record.callback_type in (4, 5)
        self._maybe_done(click)

    def _maybe_done(self, click: Click) -> None:
        if click.done is None or click.done.done():
            return
        answered = click.callback_type is not None and click.panel is not None
        if click.failed or click.refused or answered:
            self._finish(click)

    def _check_failed(self, click: Click) -> None:
        record = self.lb.world.interactions.get(click.interaction_id)
        if record is not None and record.failed:
            click.failed = True
            self._finish(click)

    def _give_up(self, click: Click) -> None:
        self._finish(click)

    def _finish(self, click: Click) -> None:
        if click.done is not None and not click.done.done():
            click.done.set_result(click)
        if self._by_message.get(click.message_id) is click:
            del self._by_message[click.message_id]

    # -- housekeeping ---------------------------------------------------------------------------

    def prune(self, older_than: float = 30.0) -> int:
        """Forget interactions answered long ago (the world looks through every interaction on
        each message edit) and the earlier states of edited messages; returns how many."""
        world = self.lb.world
        horizon = asyncio.get_running_loop().time() - older_than
        old = [
            r
            for r in world.interactions.values()
            if r.sent_at < horizon
            and (r.failed or (r.acknowledged and (r.completions or r.callback_type not in (5, 6))))
        ]  # a deferred interaction whose edit has not come yet stays: the bot still uses it
        for record in old:
            del world.interactions[record.id]
            world.by_token.pop(record.token, None)
            self._by_interaction.pop(record.id, None)
        for message in world.messages.values():
            if message.revisions:
                message.revisions.clear()
        world._timers = [t for t in world._timers if not t.cancelled() and t.when() > horizon]
        return len(old)


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process so far (Linux /proc)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    """Resident memory of a process in MiB (Linux /proc)."""
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


__all__ = ["Click", "LoadDriver", "cpu_seconds", "rss_mb"]
