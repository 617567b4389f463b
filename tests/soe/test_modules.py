"""The cog's parts: `/soe setup` in its own module, every module a readable size, the pure
rules free of Discord."""

from __future__ import annotations

import ast
from pathlib import Path

from cogs.soe.cog import SoeCog
from cogs.soe.setup import SETUP_GROUP, SetupCommands

SOE = Path(__file__).resolve().parents[2] / "cogs/soe"
PURE = ("model.py", "declaring.py", "rules.py", "odds.py")


def test_soe_setup_lives_in_its_own_module_and_stays_under_soe() -> None:
    cog = SoeCog(bot=None)  # type: ignore[arg-type]
    (soe,) = cog.get_app_commands()
    assert soe.name == "soe"
    assert [c.name for c in soe.commands] == ["battle", "attack", "setup", "odds"]
    setup = soe.get_command("setup")
    assert [c.name for c in setup.commands] == ["units", "faction", "rules"]
    assert setup is not SETUP_GROUP  # the cog's own bound copy
    for command in setup.commands:
        assert command.binding is cog  # `self` is the cog, a SetupCommands
        assert command.callback.__module__ == "cogs.soe.setup"
    assert isinstance(cog, SetupCommands)


def test_every_soe_module_stays_under_600_lines() -> None:
    sizes = {p.name: len(p.read_text(encoding="utf-8").splitlines()) for p in SOE.glob("*.py")}
    assert {name: n for name, n in sizes.items() if n > 600} == {}


def test_the_pure_rules_import_no_discord_nor_the_bot_around_them() -> None:
    for name in PURE:
        tree = ast.parse((SOE / name).read_text(encoding="utf-8"))
        imported = {
            alias.name
            for node in ast.walk(tree)
            if isinstance(node, ast.Import)
            for alias in node.names
        } | {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        assert not {m for m in imported if m.split(".")[0] == "discord"}, name
        assert not {m for m in imported if m.startswith(("bot.ui", "bot.store", "cogs.soe.cog"))}
