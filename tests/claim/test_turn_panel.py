"""The turn panel is posted and edited by several tasks at once — a player's submit, the close it
brings, after a restart the resume of every turn and the clock's tick — each showing the turn as
it read it. They go one at a time, each reading the turn when its turn comes: a refresh that
read the turn open must not land after the one that shows it closed (after a kill mid-close,
the panel stayed "open, 3/3" under a closed turn: tests/e2e/test_claim_recovery.py), and a
panel missing after a crash is posted once, not by each task that found it missing."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import pytest

from bot.shard_lease import Holder
from bot.store import Store
from cogs.claim.campaign import close_turn
from cogs.claim.turns import TurnDesk

GUILD, CHANNEL, PANEL, BOT = 111, 5, 77, 9


class Discord:
    """The little of discord.py the panel uses: every message posted and every edit, in order;
    a post takes a moment, as Discord's answer does."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.user = SimpleNamespace(id=BOT)
        self.posted: list[SimpleNamespace] = []
        self.edits: list[tuple[int, dict[str, Any]]] = []

    def get_guild(self, guild_id: int) -> None:
        return None

    def get_partial_messageable(self, channel_id: int, *, guild_id: int) -> Any:
        return self

    def get_partial_message(self, message_id: int) -> Any:
        discord = self

        class Message:
            async def edit(self, **panel: Any) -> None:
                discord.edits.append((message_id, panel))

        return Message()

    async def send(self, **message: Any) -> SimpleNamespace:
        await asyncio.sleep(0.02)
        embeds = message.get("embeds") or ([message["embed"]] if "embed" in message else [])
        posted = SimpleNamespace(
            id=1000 + len(self.posted),
            author=self.user,
            content=message.get("content"),
            embeds=embeds,
        )
        self.posted.append(posted)
        return posted

    async def history(self, **_: Any):
        for message in list(self.posted):
            yield message


@pytest.fixture
async def store(tmp_path):
    store = await Store.open(tmp_path / "strategos.db")
    yield store
    await store.close()


async def open_turn(store: Store) -> tuple[Any, Any]:
    """A claim campaign's turn, open, its panel not yet recorded (as `/claim turn open`)."""
    campaign = await store.create_campaign(GUILD, "claim", "Ridge", gm_user_id=1)
    turn = await store.open_turn(
        GUILD, campaign.id, opened_by=1, channel_id=CHANNEL, data={"posting": {"panel": []}}
    )
    return campaign, turn


def shown(panel: dict[str, Any]) -> str:
    return " ".join(
        str(embed.to_dict()) for embed in panel.get("embeds") or [panel.get("embed")] if embed
    )


async def test_a_refresh_that_read_the_turn_open_never_lands_after_the_close(store) -> None:
    campaign, turn = await open_turn(store)
    await store.set_turn_message(GUILD, turn.id, channel_id=CHANNEL, message_id=PANEL)
    discord = Discord(store)
    desk = TurnDesk(discord)  # type: ignore[arg-type]

    read_open, go_on = asyncio.Event(), asyncio.Event()
    list_factions = store.list_factions

    async def slow_once(*args: Any, **kwargs: Any) -> Any:
        if not read_open.is_set():  # the first refresh read the turn open: it stalls here
            read_open.set()
            await go_on.wait()
        return await list_factions(*args, **kwargs)

    store.list_factions = slow_once  # type: ignore[method-assign]
    stale = asyncio.create_task(desk._refresh_panel(campaign, turn))
    await read_open.wait()
    plan = close_turn([], [], {}, {})
    closed = await store.close_turn(
        GUILD, turn.id, closed_by=None, data={**plan.data(), "posted": {}, "posting": {}}
    )
    fresh = asyncio.create_task(desk._refresh_panel(campaign, closed))
    await asyncio.sleep(0.05)
    go_on.set()
    await asyncio.gather(stale, fresh)

    assert [message for message, _ in discord.edits] == [PANEL, PANEL]
    first, last = (shown(panel) for _, panel in discord.edits)
    assert "Closed" not in first and "Closed" in last


async def test_a_panel_missing_after_a_crash_is_posted_once_by_a_resume_and_a_tick(store):
    campaign, turn = await open_turn(store)
    discord = Discord(store)
    desk = TurnDesk(discord)  # type: ignore[arg-type]
    await asyncio.gather(  # a restart: the resume of every turn and the clock's first tick
        desk._ensure_panel(campaign, turn, refresh=True),
        desk._ensure_panel(campaign, turn, refresh=False),
    )
    assert [message.id for message in discord.posted] == [1000]
    placed = await store.get_turn(GUILD, turn.id)
    assert placed is not None and placed.message_id == 1000
    assert placed.data["posted"] == {"panel": [1000]} and placed.data["posting"] == {}


async def two_processes(store: Store, tmp_path) -> tuple[TurnDesk, TurnDesk, Discord, Store]:
    """Two bot processes on one database and one Discord: each its store and its desk, on two
    machines (neither can tell whether the other still runs)."""
    other = await Store.open(tmp_path / "strategos.db")
    discord = Discord(store)
    here, there = TurnDesk(discord), TurnDesk(Discord(other))  # type: ignore[arg-type]
    there.bot.posted = discord.posted  # one channel, whoever posts in it
    here.holder = Holder("host-a:1", 10, "a")
    there.holder = Holder("host-b:1", 20, "b")
    return here, there, discord, other


async def test_a_missing_panel_is_posted_once_by_two_processes(store, tmp_path) -> None:
    campaign, turn = await open_turn(store)
    here, there, discord, other = await two_processes(store, tmp_path)
    try:
        await asyncio.gather(
            here._ensure_panel(campaign, turn, refresh=True),
            there._ensure_panel(campaign, turn, refresh=False),
        )
    finally:
        await other.close()
    assert [message.id for message in discord.posted] == [1000]
    placed = await store.get_turn(GUILD, turn.id)
    assert placed is not None and placed.message_id == 1000


async def test_a_closed_turn_is_shown_once_by_two_processes(store, tmp_path) -> None:
    """Both clocks go on with the closed turn: the closing note, the reveal and the end of the
    claim rolls each go out once, in order."""
    campaign, turn = await open_turn(store)
    await store.set_turn_message(GUILD, turn.id, channel_id=CHANNEL, message_id=PANEL)
    here, there, discord, other = await two_processes(store, tmp_path)
    try:
        closed = await here._commit_close(campaign, turn, closed_by=None, note="Time is up.")
        assert closed is not None
        await asyncio.gather(here.next_roll(GUILD, turn.id), there.next_roll(GUILD, turn.id))
        await asyncio.gather(here.next_roll(GUILD, turn.id), there.next_roll(GUILD, turn.id))
    finally:
        await other.close()
    said = [m.content or shown({"embeds": m.embeds}) for m in discord.posted]
    assert len(said) == 3, said
    assert said[0] == "Time is up." and "done" in said[2]
    final = await store.get_turn(GUILD, turn.id)
    assert final is not None and set(final.data["posted"]) >= {"note", "reveal", "done"}
    assert final.data["posting"] == {} and final.data["taken"] == {}
