"""The shared battle engine: pure, deterministic, no Discord and no database."""

from bot.engine.asks import (
    AnswerRefused,
    Ask,
    AskKind,
    Count,
    Option,
    choose_many,
    choose_one,
    secret,
    set_counts,
    yes_no,
)
from bot.engine.battle import (
    BattleContext,
    BattleState,
    Procedure,
    ReplayError,
    Ruleset,
    SetupError,
    replay,
    revealed_since,
    seats_of,
    submit,
    undo,
)
from bot.engine.dice import Dice, Roll, TwoDice, seed_commitment
from bot.engine.events import Event
from bot.engine.outcome import Outcome

__all__ = [
    "AnswerRefused",
    "Ask",
    "AskKind",
    "BattleContext",
    "BattleState",
    "Count",
    "Dice",
    "Event",
    "Option",
    "Outcome",
    "Procedure",
    "ReplayError",
    "Roll",
    "Ruleset",
    "SetupError",
    "TwoDice",
    "choose_many",
    "choose_one",
    "replay",
    "revealed_since",
    "seats_of",
    "secret",
    "seed_commitment",
    "set_counts",
    "submit",
    "undo",
    "yes_no",
]
