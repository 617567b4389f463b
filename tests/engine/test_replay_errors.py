"""Stored answers that no longer fit the procedure are a ReplayError, never silently skipped."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from bot.engine import AnswerRefused, BattleContext, Outcome, Procedure, ReplayError, replay, submit
from tests.engine.helpers import DEMO, SEED, demo_answers, demo_setup, rec


def tampered(index: int, **changes: Any) -> list[dict[str, Any]]:
    answers = demo_answers(infantry=4)
    answers[index] = {**answers[index], **changes}
    return answers


@pytest.mark.parametrize(
    "answers",
    [
        pytest.param(tampered(0, seq=1), id="first answer for a later ask"),
        pytest.param(tampered(1, seq=0), id="ask 1 answered as ask 0"),
        pytest.param(tampered(1, seq=2), id="ask 1 answered as ask 2"),
        pytest.param(tampered(3, seq=3), id="second secret answer for a later ask"),
        pytest.param(tampered(2, seq=None), id="no seq"),
    ],
)
def test_wrong_seq(answers: list[dict[str, Any]]) -> None:
    with pytest.raises(ReplayError, match="is for ask"):
        replay(DEMO, demo_setup(), SEED, answers)


@pytest.mark.parametrize(
    "answers",
    [
        pytest.param(tampered(0, seat="defender"), id="muster by the defender"),
        pytest.param(tampered(1, seat="attacker"), id="ground by the attacker"),
        pytest.param(tampered(3, seat="attacker"), id="secret answered twice by one seat"),
        pytest.param(tampered(2, seat="observer"), id="secret answered by a stranger"),
        pytest.param(tampered(1, seat=None), id="no seat"),
    ],
)
def test_seat_not_asked(answers: list[dict[str, Any]]) -> None:
    with pytest.raises(ReplayError, match="not asked"):
        replay(DEMO, demo_setup(), SEED, answers)


def test_value_now_outside_bounds() -> None:
    answers = demo_answers(infantry=4)
    assert replay(DEMO, demo_setup(max_units=4), SEED, answers).finished
    with pytest.raises(ReplayError, match="no longer valid"):
        replay(DEMO, demo_setup(max_units=3), SEED, answers)


@pytest.mark.parametrize(
    "answers",
    [
        pytest.param(tampered(1, value="mountain"), id="unknown ground"),
        pytest.param(tampered(2, value="retreat"), id="unknown tactic"),
        pytest.param(tampered(0, value={"infantry": 0, "cavalry": 0}), id="empty force"),
        pytest.param(tampered(0, value={"infantry": 2, "dragons": 1}), id="unknown unit"),
    ],
)
def test_value_outside_the_ask(answers: list[dict[str, Any]]) -> None:
    with pytest.raises(ReplayError, match="no longer valid"):
        replay(DEMO, demo_setup(), SEED, answers)


def test_leftover_answers_after_the_end() -> None:
    answers = [*demo_answers(), rec(3, "attacker", "feint")]
    with pytest.raises(ReplayError, match="1 answers left"):
        replay(DEMO, demo_setup(), SEED, answers)


def test_a_replay_error_is_not_an_answer_refusal() -> None:
    """Submitting onto a corrupt record is an inconsistency, not the player's fault."""
    answers = tampered(1, seat="attacker")[:2]
    with pytest.raises(ReplayError) as info:
        submit(DEMO, demo_setup(), SEED, answers, seq=2, seat="attacker", value="feint")
    assert not isinstance(info.value, AnswerRefused)


class Broken:
    """Procedures that break the contract: yield a non-Ask, or end without an Outcome."""

    key = "broken"
    name = "Broken (test)"

    def __init__(self, mode: str) -> None:
        self.mode = mode

    def validate_setup(self, setup: Mapping[str, Any]) -> None:
        pass

    def procedure(self, b: BattleContext) -> Procedure:
        if self.mode == "yield":
            yield "attacker, please choose"  # type: ignore[misc]
        if self.mode == "return":
            return {"winner": "attacker"}  # type: ignore[return-value]
        return Outcome(winner=None)


def test_procedure_yielding_a_non_ask() -> None:
    with pytest.raises(ReplayError, match="not an Ask"):
        replay(Broken("yield"), {}, SEED, [])


def test_procedure_ending_without_an_outcome() -> None:
    with pytest.raises(ReplayError, match="without an Outcome"):
        replay(Broken("return"), {}, SEED, [])


def test_procedure_without_asks_ends_at_once_and_refuses_answers() -> None:
    state = replay(Broken("none"), {}, SEED, [])
    assert state.finished and state.outcome == Outcome(winner=None)
    with pytest.raises(ReplayError, match="left after"):
        replay(Broken("none"), {}, SEED, [rec(0, "attacker", True)])
