"""`make run`: without a token the playground within 15 s, with one the real bot as before."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import sys
import time

import aiohttp

from bot.loopback import Loopback
from tests.e2e.conftest import REPO

URL = re.compile(r"Open (http://127\.0\.0\.1:\d+)")


async def test_make_run_without_a_token_serves_the_playground(tmp_path):
    env = {
        k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "MAKEFLAGS")
    }
    env.update(
        DISCORD_TOKEN="", STRATEGOS_PLAYGROUND_PORT="0", STRATEGOS_PLAYGROUND_DATA=str(tmp_path)
    )
    began = time.monotonic()
    proc = await asyncio.create_subprocess_exec(
        "make", "-s", "run",
        cwd=REPO, env=env, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
        start_new_session=True,
    )  # fmt: skip
    try:
        said, url = "", None
        while url is None:
            line = await asyncio.wait_for(proc.stdout.readline(), 15 - (time.monotonic() - began))
            assert line, f"make run ended without serving the page:\n{said}"
            said += line.decode()
            found = URL.search(said)
            url = found.group(1) if found else None
        assert "Local playground" in said and "DISCORD_TOKEN" in said
        async with aiohttp.ClientSession() as session:
            async with session.get(url) as page:
                assert page.status == 200 and "<html" in (await page.text()).lower()
            status = "starting"
            while status == "starting" and time.monotonic() - began < 15:
                async with session.get(f"{url}/api/state") as state:
                    status = (await state.json())["bot"]["status"]
                await asyncio.sleep(0.2)
        assert status == "ready", said
        assert (tmp_path / "playground.db").exists()  # its own database, never the real one
    finally:
        os.killpg(proc.pid, signal.SIGINT)  # Ctrl+C in the terminal
        rest = await asyncio.wait_for(proc.stdout.read(), 15)
    assert "Stopped: the bot with it." in rest.decode()  # no bot process left behind
    assert "===== start" in (tmp_path / "playground-logs" / "bot.log").read_text()


async def test_with_a_token_make_run_starts_the_real_bot(tmp_path):
    """`--auto` (what `make run` runs) hands over to `python -m bot` when a token is set: here
    the token of a loopback, which the bot then logs in to as it would to Discord."""
    async with Loopback(log_dir=tmp_path) as lb:
        guild = lb.add_guild("Real Server")
        alice = lb.add_user("alice")
        await lb.start_bot(
            [sys.executable, "-m", "bot.playground", "--auto"],
            env={"DEV_GUILD_ID": str(guild.id), "STRATEGOS_DB": str(tmp_path / "real.db")},
            cwd=REPO,
        )
        await lb.wait_ready(commands=True)
        shown = await lb.slash(alice, "help")
        assert shown.ephemeral and "Struggle of Empires" in str(shown.message)
        assert not (tmp_path / "playground.db").exists()
        lb.assert_clean()


def test_a_clone_without_shared_still_has_discords_document():
    """The playground checks requests against Discord's OpenAPI document: a copy travels with
    the code (gzipped), the same document as ../shared's."""
    from bot.loopback.harness import SHARED_SPEC, VENDORED_SPEC, load_spec

    vendored = load_spec(str(VENDORED_SPEC))
    assert vendored.match("POST", "/channels/1/messages") is not None
    if SHARED_SPEC.exists():
        assert vendored.document == load_spec(str(SHARED_SPEC)).document
