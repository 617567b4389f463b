"""End to end: the bot on PostgreSQL while the server goes down and comes back (a restart, a
failover), as a server on another machine does.

A click or command during the outage is told, privately and in the user's language, that the
database is out of reach (not "something went wrong"), and an autocomplete gets no choices. The
log says so once when the outage begins and once when it ends, however many clicks and clock
ticks (every 0.3 s here) met it, with no traceback; once the server is back the battle plays on
to its end with every move stored once.
The server is the test's own (`own_pg_cluster`): the session's serves the worker's other tests.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import asyncpg

from bot.loopback import Loopback
from bot.loopback.reading import button, buttons, pinged, set_forces, text
from bot.loopback.state import User
from tests.pg import PgCluster

REPO = Path(__file__).resolve().parents[2]


def asked(panel: dict) -> tuple[int, str]:
    """Whom the panel asks (the pinged player) and the custom_id an answer clicks: Change on a
    force builder, else Confirm or Yes where offered, else the first button."""
    labels = [b.get("label") or "" for b in buttons(panel)]
    if "Your units and tiles" in text(panel):
        label = "Change"
    else:
        label = next((w for w in ("Confirm", "Yes") if any(x.startswith(w) for x in labels)), "")
    return pinged(panel)[0], button(panel, label) if label else buttons(panel)[0]["custom_id"]


async def stored_answers(url: str) -> int:
    conn = await asyncpg.connect(url)
    try:
        return await conn.fetchval("SELECT count(*) FROM battle_answers")
    finally:
        await conn.close()


async def test_a_click_while_postgresql_is_down_is_told_so_and_the_battle_goes_on(
    own_pg_cluster: PgCluster, tmp_path: Path
) -> None:
    cluster = own_pg_cluster
    url = cluster.create_database()
    async with Loopback(log_dir=tmp_path, check_responses=False) as lb:
        guild = lb.add_guild("Realm")
        alice = lb.add_user("alice", guild=guild)
        bob = lb.add_user("bob", guild=guild)
        people: dict[int, User] = {alice.id: alice, bob.id: bob}
        env = {"STRATEGOS_DB": url, "LOG_LEVEL": "INFO", "STRATEGOS_CLOCK_SECONDS": "0.3"}
        await lb.start_bot([sys.executable, "-m", "bot"], env=env, cwd=REPO)
        await lb.wait_ready(commands=True)
        lobby = await lb.slash(alice, "soe battle", {"area": "india", "defender": bob},
                               channel=guild.general)  # fmt: skip
        panel_id = lobby.message_id
        await lb.click(alice, panel_id, button(lb.message(panel_id), "Start"))
        moves = 0

        async def move() -> None:
            nonlocal moves
            user = people[asked(lb.message(panel_id))[0]]
            if "Your units and tiles" in text(lb.message(panel_id)):
                sent = await set_forces(lb, user, panel_id, {"Armies": 2, "Fleets": 1})
            else:
                sent = await lb.click(user, panel_id, asked(lb.message(panel_id))[1])
            assert not sent.ephemeral, sent.content
            moves += 1

        await move()
        cluster.pause()
        custom_id = asked(lb.message(panel_id))[1]
        for user, locale, words in (
            (alice, "en-US", "cannot reach its database"),
            (bob, "it", "non riesce a raggiungere il suo database"),
            (bob, "uk", "не може дістатися до своєї бази даних"),
        ):
            refused = await lb.click(user, panel_id, custom_id, locale=locale)
            assert refused.ephemeral and words in refused.content, refused.content
        listed = await lb.slash(alice, "battle list", {}, channel=guild.general)
        assert listed.ephemeral and "cannot reach its database" in listed.content, listed.content
        choices = await lb.autocomplete(alice, "battle show", "battle", "")
        assert choices == []  # answered with none, not left to fail
        await asyncio.sleep(1.5)  # the clocks tick through the outage: five times each
        cluster.resume()
        for _ in range(40):
            if not buttons(lb.message(panel_id)):
                break
            await move()
        assert not buttons(lb.message(panel_id)), "the battle did not end"
        assert await stored_answers(url) == moves
        told = [line for line in lb.bot_log().splitlines() if "bot.store.postgres" in line]
        assert len(told) == 2, told
        assert "cannot be reached" in told[0] and "answers again" in told[1], told
        lb.assert_clean()
