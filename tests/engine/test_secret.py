"""Secret asks stay hidden until everyone answered; private events reach only their seat."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import pytest

from bot.engine import (
    AskKind,
    BattleContext,
    BattleState,
    Event,
    Outcome,
    Procedure,
    replay,
    yes_no,
)
from tests.engine.helpers import DEMO, SEED, demo_setup, snapshot, submit_all


def dumped(events: list[Any]) -> str:
    return json.dumps([e.to_dict() for e in events])


@pytest.mark.parametrize(
    ("seat", "value", "other"),
    [
        ("attacker", "assault", "defender"),
        ("attacker", "feint", "defender"),
        ("defender", "assault", "attacker"),
        ("defender", "feint", "attacker"),
    ],
)
def test_one_secret_answer_stays_hidden(seat: str, value: str, other: str) -> None:
    setup = demo_setup()
    answers, state = submit_all(
        DEMO, setup, SEED, [("attacker", {"infantry": 2}), ("defender", "plain"), (seat, value)]
    )
    assert state.answered == {seat: value}
    assert state.waiting_for == (other,)
    assert state.pending is not None and state.pending.kind is AskKind.SECRET
    # nothing anyone can see changed when the secret answer came in
    without = replay(DEMO, setup, SEED, answers[:-1])
    assert [e.to_dict() for e in state.events] == [e.to_dict() for e in without.events]
    assert state.rolls == without.rolls == []
    assert state.pending == without.pending
    for view in (None, other, seat, "observer"):
        text = dumped(state.events_for(view))
        assert "feint" not in text and "assault" not in text
        assert "tactic" not in text


def test_both_secret_answers_are_revealed_together() -> None:
    _, state = submit_all(
        DEMO,
        demo_setup(),
        SEED,
        [
            ("attacker", {"infantry": 2}),
            ("defender", "plain"),
            ("defender", "feint"),
            ("attacker", "assault"),
        ],
    )
    assert state.finished
    expected = {"kind": "tactics", "attacker": "assault", "defender": "feint"}
    for view in (None, "attacker", "defender"):
        assert expected in [e.to_dict() for e in state.events_for(view)]


# -- private events -------------------------------------------------------------------------------
class Hands:
    """A tiny ruleset: each seat is dealt a private hand, the table sees a die and a reveal."""

    key = "hands"
    name = "Hands (test)"

    def validate_setup(self, setup: Mapping[str, Any]) -> None:
        pass

    def procedure(self, b: BattleContext) -> Procedure:
        b.log("hand", private_to="attacker", cards=["ace-of-swords", "king-of-cups"])
        b.log("hand", private_to="defender", cards=["two-of-coins"])
        b.log("table", note="cards dealt")
        b.dice.d6("initiative")
        reveal = yield yes_no("attacker", "reveal")
        if reveal:
            b.log("revealed", seat="attacker", cards=["ace-of-swords", "king-of-cups"])
        b.log("secret_note", private_to="defender", note="spy report")
        return Outcome(winner="attacker" if reveal else "defender")


HANDS = Hands()
SEATS = {"seats": {"attacker": {"user_id": 1}, "defender": {"user_id": 2}}}


def kinds(state: BattleState, seat: str | None) -> list[tuple[str, Any]]:
    return [(e.kind, e.get("private_to")) for e in state.events_for(seat)]


def test_private_events_reach_only_their_seat() -> None:
    state = replay(HANDS, SEATS, SEED, [])
    assert kinds(state, None) == [("table", None), ("roll", None)]
    assert kinds(state, "observer") == kinds(state, None)
    assert kinds(state, "attacker") == [("hand", "attacker"), ("table", None), ("roll", None)]
    assert kinds(state, "defender") == [("hand", "defender"), ("table", None), ("roll", None)]
    assert "ace-of-swords" not in dumped(state.events_for("defender"))
    assert "two-of-coins" not in dumped(state.events_for("attacker"))
    public = dumped(state.events_for(None))
    assert "ace-of-swords" not in public and "two-of-coins" not in public
    # the full log keeps everything, in order
    assert [e.kind for e in state.events] == ["hand", "hand", "table", "roll"]
    # each view is filtered once per state; an event added to the state is in the next one
    assert state.events_for("attacker") is state.events_for("attacker")
    state.events.append(Event("hand", {"card": "knave", "private_to": "defender"}))
    assert kinds(state, "defender")[-1] == ("hand", "defender")
    assert kinds(state, "attacker") == [("hand", "attacker"), ("table", None), ("roll", None)]


def test_private_events_after_an_answer() -> None:
    _, state = submit_all(HANDS, SEATS, SEED, [("attacker", True)])
    assert state.finished
    public = [e.kind for e in state.events_for(None)]
    assert public == ["table", "roll", "revealed"]
    assert [e.kind for e in state.events_for("defender")] == [
        "hand",
        "table",
        "roll",
        "revealed",
        "secret_note",
    ]
    assert "spy report" not in dumped(state.events_for("attacker"))


def test_private_events_replay_identically() -> None:
    one = replay(HANDS, SEATS, SEED, [{"seq": 0, "seat": "attacker", "value": False}])
    two = replay(HANDS, SEATS, SEED, [{"seq": 0, "seat": "attacker", "value": False}])
    assert snapshot(one) == snapshot(two)
    for seat in (None, "attacker", "defender"):
        assert [e.to_dict() for e in one.events_for(seat)] == [
            e.to_dict() for e in two.events_for(seat)
        ]
