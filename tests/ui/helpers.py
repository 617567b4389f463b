"""A battle as the UI receives it, built without a store: its row and its replayed state."""

from __future__ import annotations

from typing import Any

from bot.battles import LoadedBattle
from bot.engine import Ruleset, replay
from bot.games import Game
from bot.store import Battle


def loaded_battle(
    game: Game,
    setup: dict[str, Any],
    answers: list[dict],
    *,
    ruleset: Ruleset | None = None,
    battle_id: int = 7,
    seed: str = "s",
    status: str = "active",
    created_by: int = 11,
    shown: dict[str, Any] | None = None,
) -> LoadedBattle:
    """`ruleset` replays the answers (the game's own by default)."""
    battle = Battle(
        id=battle_id,
        guild_id=1,
        campaign_id=None,
        game=game.key,
        setup=setup,
        seed=seed,
        answers=answers,
        status=status,
        outcome=None,
        channel_id=5,
        message_id=9,
        thread_id=None,
        created_by=created_by,
        created_at="2026-11-21T10:00:00+00:00",
        updated_at="2026-11-21T10:00:00+00:00",
        finished_at=None,
        shown=shown or {},
    )
    state = replay(ruleset or game.ruleset, setup, seed, answers)
    return LoadedBattle(battle, game, state)
