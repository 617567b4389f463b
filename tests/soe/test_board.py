"""The Struggle of Empires panel's board: each side's units as they stand after the losses."""

from __future__ import annotations

from bot.engine import BattleState, Event
from cogs.soe.board import board

SETUP = {
    "seats": {
        "attacker": {"name": "Alice"},
        "defender": {"name": "Bohdan"},
        "attacker_ally": {"name": "Carla"},
    }
}


def state(*events: Event) -> BattleState:
    return BattleState(list(events), [], 0, 0)


def test_the_board_counts_each_sides_units_after_losses() -> None:
    lines = board(
        SETUP,
        state(
            Event("forces", {"side": "attacker", "armies": 3, "fleets": 1}),
            Event("forces", {"side": "defender", "armies": 2, "forts": 1}),
            Event(
                "ally_decision",
                {"side": "attacker_ally", "joined": True, "armies": 1, "fleets": 0},
            ),
            Event("unit_lost", {"side": "attacker", "unit": "armies"}),
            Event("unit_lost", {"side": "defender", "unit": "forts"}),
            Event("unit_lost", {"side": "attacker_ally", "unit": "armies"}),
        ),
    )
    assert lines == [
        "⚔️ Alice: 2 armies, 1 fleet · Carla: nothing left",
        "🛡️ Bohdan: 2 armies",
    ]


def test_an_ally_who_stayed_out_is_not_on_the_board() -> None:
    lines = board(
        SETUP,
        state(
            Event("forces", {"side": "attacker", "armies": 1}),
            Event("ally_decision", {"side": "attacker_ally", "joined": False}),
        ),
    )
    assert lines == ["⚔️ Alice: 1 army"]
