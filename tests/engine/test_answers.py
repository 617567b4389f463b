"""Answers outside an ask's bounds are refused, and a refusal stores nothing."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

import pytest

from bot.engine import (
    AnswerRefused,
    BattleContext,
    Count,
    Option,
    Outcome,
    Procedure,
    SetupError,
    choose_many,
    choose_one,
    replay,
    secret,
    set_counts,
    submit,
    yes_no,
)
from tests.engine.helpers import DEMO, SEED, demo_answers, demo_setup, rec, snapshot, submit_all

CASUALTIES = [Option("archers", "Archers"), Option("pikes", "Pikes"), Option("horse", "Horse")]


class Council:
    """A tiny ruleset for the kinds the demo lacks: choose-many casualties, then yes/no."""

    key = "council"
    name = "Council (test)"

    def validate_setup(self, setup: Mapping[str, Any]) -> None:
        if set(setup.get("seats", {})) != {"attacker", "defender"}:
            raise SetupError("two seats")

    def procedure(self, b: BattleContext) -> Procedure:
        lost = yield choose_many("defender", "casualties", CASUALTIES, low=2, high=2)
        b.log("casualties", lost=lost)
        press_on = yield yes_no("attacker", "press_on")
        b.log("press_on", value=press_on)
        return Outcome(winner="attacker" if press_on else None, details={"lost": lost})


COUNCIL = Council()


def refused(ruleset: Any, setup: Any, answers: list[dict[str, Any]], **kwargs: Any) -> str:
    """Submit an answer that must be refused; check nothing changed and return the reason."""
    before = copy.deepcopy(answers)
    state_before = snapshot(replay(ruleset, setup, SEED, answers))
    with pytest.raises(AnswerRefused) as info:
        submit(ruleset, setup, SEED, answers, **kwargs)
    assert answers == before, "a refused answer must leave the answer list untouched"
    assert snapshot(replay(ruleset, setup, SEED, answers)) == state_before
    return str(info.value)


# -- set_counts (the demo's muster: infantry 0..4 default 1, cavalry 0..2, at least 1 in all) --
@pytest.mark.parametrize(
    ("value", "reason"),
    [
        ({"infantry": 5}, "between 0 and 4"),
        ({"cavalry": 3}, "between 0 and 2"),
        ({"infantry": -1}, "between 0 and 4"),
        ({"infantry": 2.0}, "whole number"),
        ({"infantry": "2"}, "whole number"),
        ({"infantry": None}, "whole number"),
        ({"infantry": True}, "whole number"),
        ({"cavalry": False}, "whole number"),
        ({"infantry": 1, "archers": 1}, "not part of this force"),
        ({"infantry": 0, "cavalry": 0}, "At least 1"),
        ({"infantry": 0}, "At least 1"),
        ("four", "Set a number"),
        ([["infantry", 2]], "Set a number"),
    ],
)
def test_set_counts_out_of_bounds_is_refused(value: Any, reason: str) -> None:
    message = refused(DEMO, demo_setup(4), [], seq=0, seat="attacker", value=value)
    assert reason in message


@pytest.mark.parametrize(
    ("value", "stored"),
    [
        ({"infantry": 4, "cavalry": 2}, {"infantry": 4, "cavalry": 2}),  # both at their high
        ({"infantry": 0, "cavalry": 1}, {"infantry": 0, "cavalry": 1}),  # total exactly min_total
        ({}, {"infantry": 1, "cavalry": 0}),  # defaults fill what is left out
        ({"cavalry": 2}, {"infantry": 1, "cavalry": 2}),
    ],
)
def test_set_counts_at_the_bounds_is_accepted(value: Any, stored: dict[str, int]) -> None:
    answers: list[dict[str, Any]] = []
    sent = copy.deepcopy(value)
    record, state = submit(DEMO, demo_setup(4), SEED, answers, seq=0, seat="attacker", value=value)
    assert answers == []
    assert value == sent, "submit must not rewrite the value it was given"
    assert record == rec(0, "attacker", stored)
    assert list(record["value"]) == ["infantry", "cavalry"], "canonical order is the ask's order"
    assert state.events[0].to_dict() == {"kind": "muster", "side": "attacker", **stored}
    # the stored record does not share the caller's dict
    value["infantry"] = 3
    assert record["value"] == stored


def test_set_counts_max_total() -> None:
    ask = set_counts("a", "muster", [Count("x", "X", 0, 5), Count("y", "Y", 0, 5)], max_total=3)
    assert ask.validate({"x": 2, "y": 1}) == {"x": 2, "y": 1}
    with pytest.raises(AnswerRefused, match="At most 3"):
        ask.validate({"x": 2, "y": 2})


def test_set_counts_refuses_a_default_outside_its_bounds() -> None:
    with pytest.raises(ValueError):
        set_counts("a", "muster", [Count("x", "X", 1, 3, default=0)])


# -- choose_one (the demo's ground) ---------------------------------------------------------------
@pytest.mark.parametrize("value", ["mountain", "Hill", "", None, 1, ["hill"], {"hill": 1}])
def test_choose_one_unknown_key_is_refused(value: Any) -> None:
    answers = demo_answers()[:1]
    assert "not one of the choices" in refused(
        DEMO, demo_setup(), answers, seq=1, seat="defender", value=value
    )


def test_choose_one_needs_options() -> None:
    with pytest.raises(ValueError):
        choose_one("a", "pick", [])


# -- choose_many and yes_no (the council) ---------------------------------------------------------
SEATS = {"seats": {"attacker": {"user_id": 1}, "defender": {"user_id": 2}}}


@pytest.mark.parametrize(
    ("value", "reason"),
    [
        (["archers", "archers"], "only once"),
        (["archers", "pikes", "pikes"], "only once"),
        (["archers"], "exactly 2"),
        (["archers", "pikes", "horse"], "exactly 2"),
        ([], "exactly 2"),
        (["archers", "dragons"], "not one of the choices"),
        ("archers", "Pick from the list"),
        (["archers", 2], "Pick from the list"),
        (None, "Pick from the list"),
    ],
)
def test_choose_many_out_of_bounds_is_refused(value: Any, reason: str) -> None:
    assert reason in refused(COUNCIL, SEATS, [], seq=0, seat="defender", value=value)


def test_choose_many_stores_the_options_order() -> None:
    record, state = submit(
        COUNCIL, SEATS, SEED, [], seq=0, seat="defender", value=("horse", "pikes")
    )
    assert record == rec(0, "defender", ["pikes", "horse"])
    assert state.events[0].to_dict() == {"kind": "casualties", "lost": ["pikes", "horse"]}


def test_choose_many_range_text() -> None:
    ask = choose_many("a", "lose", CASUALTIES, low=1, high=2)
    with pytest.raises(AnswerRefused, match="between 1 and 2"):
        ask.validate([])
    assert ask.validate(["horse"]) == ["horse"]
    with pytest.raises(ValueError):
        choose_many("a", "lose", CASUALTIES, low=2, high=4)


@pytest.mark.parametrize("value", [1, 0, "yes", "true", None, [True]])
def test_yes_no_needs_a_bool(value: Any) -> None:
    answers = [rec(0, "defender", ["archers", "pikes"])]
    assert "yes or no" in refused(COUNCIL, SEATS, answers, seq=1, seat="attacker", value=value)


@pytest.mark.parametrize("value", [True, False])
def test_yes_no_accepts_both_bools(value: bool) -> None:
    _, state = submit_all(
        COUNCIL, SEATS, SEED, [("defender", ["archers", "pikes"]), ("attacker", value)]
    )
    assert state.finished
    assert state.outcome is not None
    assert state.outcome.winner == ("attacker" if value else None)


# -- who may answer, and when ---------------------------------------------------------------------
def test_stale_seq_is_already_decided() -> None:
    answers = demo_answers()[:2]  # the pending ask is seq 2
    for seq in (0, 1, 3):
        assert refused(DEMO, demo_setup(), answers, seq=seq, seat="attacker", value="feint") == (
            "Already decided."
        )


def test_stale_click_on_a_force_already_mustered() -> None:
    answers = demo_answers()[:1]
    message = refused(DEMO, demo_setup(), answers, seq=0, seat="attacker", value={"infantry": 2})
    assert message == "Already decided."


@pytest.mark.parametrize(
    ("n", "seq", "seat", "value"),
    [
        (0, 0, "defender", {"infantry": 1}),
        (1, 1, "attacker", "hill"),
        (2, 2, "observer", "feint"),
        (0, 0, "nobody", {"infantry": 1}),
    ],
)
def test_wrong_seat_is_refused(n: int, seq: int, seat: str, value: Any) -> None:
    message = refused(DEMO, demo_setup(), demo_answers()[:n], seq=seq, seat=seat, value=value)
    assert "not your turn" in message or "not yours" in message


def test_a_finished_battle_takes_no_answer() -> None:
    answers = demo_answers()
    for seq in (2, 3):
        message = refused(DEMO, demo_setup(), answers, seq=seq, seat="attacker", value="feint")
        assert message == "This battle is over."


def test_a_seat_answers_a_secret_ask_once() -> None:
    answers = demo_answers()[:3]  # the attacker has chosen "feint"
    for value in ("feint", "assault"):
        message = refused(DEMO, demo_setup(), answers, seq=2, seat="attacker", value=value)
        assert message == "You have already answered."


def test_a_secret_answer_is_validated_against_its_seats_inner_ask() -> None:
    answers = demo_answers()[:2]
    assert "not one of the choices" in refused(
        DEMO, demo_setup(), answers, seq=2, seat="defender", value="hill"
    )


def test_secret_needs_distinct_seats_and_does_not_nest() -> None:
    a = choose_one("attacker", "t", [Option("x", "X")])
    with pytest.raises(ValueError):
        secret("tactics", [a, a])
    with pytest.raises(ValueError):
        secret("tactics", [])
    with pytest.raises(ValueError):
        secret("outer", [secret("inner", [a])])
    with pytest.raises(AnswerRefused):
        secret("tactics", [a]).validate("x")


def test_bad_setup_is_refused_before_anything_runs() -> None:
    with pytest.raises(SetupError):
        replay(DEMO, demo_setup(max_units=7), SEED, [])
    with pytest.raises(SetupError):
        submit(
            DEMO, {"seats": {"attacker": {}}, "max_units": 3}, SEED, [], seq=0, seat="a", value=1
        )
