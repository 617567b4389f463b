"""Starting the bot without a token, with a bad setting or with a database it cannot use: one
clear sentence, no traceback, and the database left untouched."""

from __future__ import annotations

import os
import random
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

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


def test_a_start_that_cannot_reach_discord_says_so_in_one_sentence(tmp_path):
    """No network (here: Discord's API on a closed local port): exit status 4 and one sentence
    naming what could not be reached, no traceback; the database it opened stays fine."""
    done = start_on(tmp_path / "strategos.db", tmp_path)
    assert done.returncode == 4, done.stderr
    assert "Traceback" not in done.stderr
    said = done.stderr.strip().splitlines()[-1]
    assert said.startswith("Discord cannot be reached at http://127.0.0.1:9/api/v10 (")
    assert "network connection" in said
    assert "davey" not in done.stderr and "voice" not in done.stderr.lower()


# -- a database the bot cannot use: one sentence, exit status 3, the file untouched ---------------


def start_on(
    db: Path | str, cwd: Path, wrap: list[str] | None = None
) -> subprocess.CompletedProcess:
    """`python -m bot` on the database `db`; Discord is a closed local port, so a bot that got as
    far as logging in would fail loudly instead of reaching the real Discord."""
    env = {
        **os.environ,
        "PYTHONPATH": str(REPO),
        "DISCORD_TOKEN": "x",
        "STRATEGOS_DB": str(db),
        "STRATEGOS_API_BASE": "http://127.0.0.1:9/api/v10",
    }
    return subprocess.run(
        [*(wrap or []), sys.executable, "-m", "bot"],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def refused_in_one_sentence(done: subprocess.CompletedProcess, *words: str) -> str:
    assert done.returncode == 3, done.stderr
    assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1, done.stderr
    for word in words:
        assert word in done.stderr, done.stderr
    return done.stderr


async def good_database(db: Path) -> None:
    from bot.store import Store

    store = await Store.open(db)
    await store.create_campaign(1, "soe", "Europa", gm_user_id=7)
    await store.close()


def test_a_postgresql_url_too_broken_to_read_is_explained_without_its_password(tmp_path):
    done = start_on("postgres://bot:hunter2@[::1/strategos", tmp_path)
    shown = refused_in_one_sentence(done, "not a URL asyncpg can read", "bot:***@")
    assert "hunter2" not in shown


def test_a_corrupt_database_is_explained_and_left_untouched(tmp_path):
    db = tmp_path / "strategos.db"
    junk = random.Random(1).randbytes(16384)
    db.write_bytes(junk)
    stderr = refused_in_one_sentence(start_on(db, tmp_path), str(db), "damaged", "backup")
    assert "Strategos database" in stderr
    assert db.read_bytes() == junk


async def test_a_database_from_a_newer_version_is_explained_and_left_untouched(tmp_path):
    db = tmp_path / "strategos.db"
    await good_database(db)
    with sqlite3.connect(db) as con:
        con.execute("INSERT INTO schema_migrations VALUES (999, 'future', 'now')")
    con.close()
    before = db.read_bytes()
    refused_in_one_sentence(start_on(db, tmp_path), "newer version", "999")
    assert db.read_bytes() == before


def test_a_half_migrated_database_is_explained_and_left_untouched(tmp_path):
    from bot.store.schema import load_migrations, split_statements

    db = tmp_path / "strategos.db"
    with sqlite3.connect(db) as con:  # the first statement of migration 1 only, unrecorded
        con.execute("PRAGMA journal_mode = WAL")
        con.execute(split_statements(load_migrations()[0].sql)[0])
    con.close()
    before = db.read_bytes()
    refused_in_one_sentence(start_on(db, tmp_path), "migration 1", "half-migrated", "backup")
    assert db.read_bytes() == before


def without_root_privileges() -> list[str]:
    """Root reads and writes whatever the permissions say: run the bot as root without the
    capabilities that bypass them (or skip where that cannot be done)."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root and setpriv is missing: permissions cannot be tested")
    return [setpriv, "--bounding-set=-dac_override,-dac_read_search"]


async def test_an_unreadable_database_is_explained_and_left_untouched(tmp_path):
    db = tmp_path / "strategos.db"
    await good_database(db)
    before = db.read_bytes()
    db.chmod(0)
    try:
        done = start_on(db, tmp_path, without_root_privileges())
    finally:
        db.chmod(0o644)
    refused_in_one_sentence(done, str(db), "cannot be read", "permission")
    assert db.read_bytes() == before


async def test_a_read_only_folder_is_explained_and_left_untouched(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    db = folder / "strategos.db"
    await good_database(db)
    before = db.read_bytes()
    folder.chmod(0o555)
    try:
        done = start_on(db, tmp_path, without_root_privileges())
    finally:
        folder.chmod(0o755)
    refused_in_one_sentence(done, str(folder), "not writable")
    assert db.read_bytes() == before
    assert sorted(p.name for p in folder.iterdir()) == ["strategos.db"]


async def test_a_database_on_a_read_only_disk_is_explained_and_left_untouched(tmp_path):
    folder = tmp_path / "disk"
    folder.mkdir()
    db = folder / "strategos.db"
    await good_database(db)
    before = db.read_bytes()
    # a private mount namespace in which the folder is a read-only bind mount
    wrap = ["unshare", "-m", "sh", "-c", 'mount --bind -o ro "$0" "$0" && exec "$@"', str(folder)]
    works = shutil.which("unshare") is not None
    if works:
        works = subprocess.run([*wrap, "true"], capture_output=True, timeout=30).returncode == 0
    if not works:
        pytest.skip("cannot mount a read-only folder here (needs unshare and CAP_SYS_ADMIN)")
    refused_in_one_sentence(start_on(db, tmp_path, wrap), str(db), "read-only disk")
    assert db.read_bytes() == before


def test_the_invite_link_asks_for_exactly_the_permissions_the_readme_lists() -> None:
    from pathlib import Path

    from bot.client import PERMISSIONS, invite_link

    assert PERMISSIONS.value == 309237763072
    link = invite_link(1234)
    assert "client_id=1234" in link and "permissions=309237763072" in link
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    assert f"permissions={PERMISSIONS.value}" in readme
    assert not PERMISSIONS.administrator and not PERMISSIONS.manage_messages


def test_the_bot_process_leaves_the_heavy_libraries_to_its_workers() -> None:
    """numpy (the gw odds), networkx (Swiss pairings) and Pillow (pictures) serve work done in
    the worker processes: the bot itself, every cog loaded and English read, holds none of them;
    rapidfuzz (the "did you mean" of a mistyped name) comes with the first typo."""
    code = (
        "import importlib, sys, bot.client\n"
        "for name in bot.client.discover_cogs(): importlib.import_module(name)\n"
        "from bot.i18n import Lang\n"
        "assert Lang.of('it').t('battle-game-missing', game='x')\n"
        "print(sorted(m for m in ('numpy', 'networkx', 'PIL', 'rapidfuzz') if m in sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
