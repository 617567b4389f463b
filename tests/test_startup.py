"""Starting the bot without a token: one clear sentence, no traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def test_without_a_token_the_bot_explains_where_to_put_one(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,  # no .env here
        env={**env, "PYTHONPATH": str(REPO)},
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 2
    assert "DISCORD_TOKEN" in done.stderr and ".env" in done.stderr
    assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1


def test_a_malformed_dev_guild_id_is_refused_clearly(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(REPO), "DISCORD_TOKEN": "x", "DEV_GUILD_ID": "abc"},
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 2 and "DEV_GUILD_ID" in done.stderr
    assert "Traceback" not in done.stderr
