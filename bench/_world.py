"""The benchmarks' world in the loopback Discord: guilds with their members, the real bot's Struggle
of Empires battles stored before it starts, the panels the bots post and the button a player
presses on each. Shared by bench/interactions.py, bench/scale.py and bench/memory.py; not a
benchmark itself (its name starts with "_": `python -m bench` skips it).
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bot.loopback import Loopback
from bot.loopback.reading import pinged

# -- the guilds -----------------------------------------------------------------------------------


def add_realms(lb: Loopback, count: int, members: int) -> list[tuple[Any, list[Any]]]:
    """`count` guilds in the loopback, each with `members` players: (guild, users)."""
    realms = []
    for g in range(count):
        guild = lb.add_guild(f"Realm {g}")
        realms.append((guild, [lb.add_user(f"p{g}x{i}", guild=guild) for i in range(members)]))
    return realms


# -- seeding the real bot -------------------------------------------------------------------------


def soe_setup(seats: dict[str, Any]) -> dict[str, Any]:
    """A quick battle's setup, as `cogs.soe.lobby.quick_battle_setup` builds it."""
    from cogs.soe.rules import stamped

    return {
        "area": "india",
        "collect_forces": True,
        "one_step": True,
        "seats": seats,
        "settings": stamped({}),
        "defender_kind": "player",
    }


def seats_for(users: Sequence[Any], allies: int, shift: int) -> dict[str, Any]:
    """Attacker, defender and `allies` allies a side, from the guild's members (rotated)."""
    names = ["attacker", "defender"]
    for side in ("attacker", "defender"):
        names += [f"{side}_ally" + ("" if n == 1 else f"_{n}") for n in range(1, allies + 1)]
    chosen = [users[(shift + i) % len(users)] for i in range(len(names))]
    pairs = zip(names, chosen, strict=True)
    return {seat: {"user_id": u.id, "name": u.username} for seat, u in pairs}


async def seed_battles(
    db_path: Path | str, guilds: Sequence[tuple[Any, Sequence[Any]]], per_guild: int, allies: int
) -> int:
    """Open Struggle of Empires quick battles stored through the real service, no panel yet."""
    from bot.battles import BattleService
    from bot.games import GameRegistry
    from bot.store import Store
    from cogs.soe.cog import GAME

    store = await Store.open(db_path)
    registry = GameRegistry()
    registry.register(GAME)
    service = BattleService(store, registry)
    count = 0
    try:
        for guild, users in guilds:
            for k in range(per_guild):
                await service.start(
                    guild.id,
                    "soe",
                    soe_setup(seats_for(users, allies, k)),
                    channel_id=guild.general,
                    created_by=users[k % len(users)].id,
                    entropy=str(secrets.randbits(62)),
                )
                count += 1
    finally:
        await store.close()
    return count


async def seed_campaigns(db_path: Path | str, guilds: Sequence[tuple[Any, Sequence[Any]]]) -> None:
    """A Struggle of Empires campaign in each guild: its first member the game master, the next
    two its factions (Britain and France)."""
    from bot.store import Store

    store = await Store.open(db_path)
    try:
        for guild, (gm, *players) in guilds:
            campaign = await store.create_campaign(guild.id, "soe", "Empires", gm_user_id=gm.id)
            for user, faction in zip(players, ("Britain", "France"), strict=False):
                await store.join_campaign(guild.id, campaign.id, user.id, faction)
    finally:
        await store.close()


# -- choosing a click -----------------------------------------------------------------------------

PREFERRED = ("Confirm", "Join", "Yes")


def strategos_choice(message: dict[str, Any], fallback_user: int) -> tuple[int, str] | None:
    """The button the pinged player presses: Confirm, Join, Yes, else the first answer."""
    answers = [
        c
        for row in message.get("components", [])
        for c in row.get("components", [])
        if c.get("type") == 2
        and (c.get("custom_id") or "").startswith("sg:")
        and not c.get("disabled")
        and ":cnt:ed." not in c["custom_id"]  # ✏️ Change opens a form: not an answer
    ]
    if not answers:
        return None
    chosen = next(
        (c for w in PREFERRED for c in answers if (c.get("label") or "").startswith(w)),
        answers[0],
    )
    who = pinged(message)
    return (who[0] if who else fallback_user), chosen["custom_id"]


def bare_choice(message: dict[str, Any], fallback_user: int) -> tuple[int, str] | None:
    for row in message.get("components", []):
        for c in row.get("components", []):
            if (c.get("custom_id") or "").startswith("bare:"):
                return fallback_user, c["custom_id"]
    return None


# -- the panels, and waiting for the bot ----------------------------------------------------------


def panel_ids(lb: Loopback, prefix: str) -> list[int]:
    """The bot's messages carrying a component whose custom_id starts with `prefix`."""
    found = []
    for message in lb.world.messages.values():
        if message.deleted or message.visible_to is not None:
            continue
        for row in message.data.get("components") or []:
            if any((c.get("custom_id") or "").startswith(prefix) for c in row["components"]):
                found.append(message.id)
                break
    return found


async def quiet(lb: Loopback, seconds: float = 1.0, timeout: float = 600.0) -> None:
    """Until no REST request has reached the loopback for `seconds`."""
    deadline = time.monotonic() + timeout
    last, since = len(lb.world.records.requests), time.monotonic()
    while time.monotonic() < deadline:
        await asyncio.sleep(0.2)
        now = len(lb.world.records.requests)
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= seconds:
            return


async def wait_threads(lb: Loopback, count: int, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while len(lb.threads()) < count and time.monotonic() < deadline:
        await asyncio.sleep(0.5)


async def wait_panels(lb: Loopback, prefix: str, count: int, timeout: float) -> list[int]:
    deadline = time.monotonic() + timeout
    while True:
        found = panel_ids(lb, prefix)
        if len(found) >= count:
            return found
        if time.monotonic() > deadline:
            raise TimeoutError(f"{len(found)} of {count} panels after {timeout:g}s")
        if lb.bot is not None and not lb.bot.alive:
            raise RuntimeError(f"the bot exited:\n{lb.bot.tail()}")
        await asyncio.sleep(0.5)
