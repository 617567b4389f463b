"""A live battle (the procedure kept at its open ask) reaches what a replay reaches, die for die,
and an answer costs one step of the procedure however long the battle already is."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Mapping
from typing import Any

import pytest

from bot.engine import (
    BattleContext,
    LiveBattle,
    Outcome,
    Procedure,
    ReplayError,
    answer_record,
    replay,
    run,
    yes_no,
)
from tests.demo.rules import RULESET as DEMO


class Rounds:
    """Round after round, the side to move presses on or stops; each press rolls a die."""

    key = "rounds"
    name = "Rounds"

    def __init__(self) -> None:
        self.steps = 0  # procedure steps run, over every runner

    def validate_setup(self, setup: Mapping[str, Any]) -> None:
        pass

    def procedure(self, b: BattleContext) -> Procedure:
        total = 0
        for n in range(b.setup["rounds"]):
            self.steps += 1
            seat = "attacker" if n % 2 == 0 else "defender"
            if not (yield yes_no(seat, "press")):
                break
            total += b.dice.d6("press", side=seat)
            b.log("pressed", side=seat, total=total)
        return Outcome(winner="attacker" if total % 2 else "defender", details={"total": total})


SETUP = {"seats": {"attacker": {"user_id": 1}, "defender": {"user_id": 2}}, "rounds": 2000}


def press(state, n: int) -> dict[str, Any]:
    seat = state.waiting_for[0]
    return answer_record(state, seq=state.ask_seq, seat=seat, value=True, answer_entropy=f"i{n}")


def comparable(state) -> tuple:
    return (
        [(e.kind, dict(e.fields)) for e in state.events],
        [r.to_dict() for r in state.rolls],
        state.answer_count,
        state.ask_seq,
        state.pending,
        state.answered,
        state.outcome,
    )


def test_feeding_answers_reaches_what_replay_reaches() -> None:
    ruleset = Rounds()
    live = LiveBattle(ruleset, SETUP, "seed", entropy="start")
    answers: list[dict[str, Any]] = []
    for n in range(30):
        record = press(live.state, n)
        answers.append(record)
        fed = live.feed(record)
        assert comparable(fed) == comparable(
            replay(ruleset, SETUP, "seed", answers, entropy="start")
        )


def test_a_demo_battle_with_a_secret_ask_fed_one_answer_at_a_time() -> None:
    setup = {
        "seats": {"attacker": {"user_id": 1}, "defender": {"user_id": 2}},
        "max_units": 4,
        "scouting": True,
    }
    values = [
        ("attacker", {"infantry": 3, "cavalry": 1}),
        ("defender", "plain"),
        ("defender", True),
        ("defender", "feint"),
        ("attacker", "assault"),
    ]
    live = LiveBattle(DEMO, setup, "s", entropy="e")
    answers = []
    for n, (seat, value) in enumerate(values):
        state = live.state
        record = answer_record(
            state, seq=state.ask_seq, seat=seat, value=value, answer_entropy=str(n)
        )
        answers.append(record)
        assert comparable(live.feed(record)) == comparable(
            replay(DEMO, setup, "s", answers, entropy="e")
        )
    assert live.state.finished


def test_a_state_handed_out_never_changes_afterwards() -> None:
    live = LiveBattle(Rounds(), SETUP, "seed")
    first = live.feed(press(live.state, 0))
    events, rolls = len(first.events), len(first.rolls)
    for n in range(1, 10):
        live.feed(press(live.state, n))
    assert (len(first.events), len(first.rolls), first.answer_count) == (events, rolls, 1)


def test_an_answer_at_one_thousand_runs_one_step_of_the_procedure() -> None:
    ruleset = Rounds()
    answers: list[dict[str, Any]] = []
    live = LiveBattle(ruleset, SETUP, "seed")
    for n in range(1000):
        record = press(live.state, n)
        answers.append(record)
        live.feed(record)
    before = ruleset.steps
    live.feed(press(live.state, 1000))
    assert ruleset.steps - before == 1
    before = ruleset.steps
    replay(ruleset, SETUP, "seed", answers)
    assert ruleset.steps - before == 1001  # what a click cost when it replayed the battle


class Scouted(Rounds):
    """Rounds where each side also learns something the other does not see."""

    def procedure(self, b: BattleContext) -> Procedure:
        inner = super().procedure(b)
        answer = None
        while True:
            try:
                ask = inner.send(answer)
            except StopIteration as stop:
                return stop.value
            b.log("scouted", private_to=ask.seat, found=len(b.events))
            answer = yield ask


def test_each_state_carries_its_public_view_filtered_from_the_new_events_only(monkeypatch):
    from bot.engine.events import Event

    live = LiveBattle(Scouted(), SETUP, "seed")
    for n in range(1000):
        state = live.feed(press(live.state, n))
    public = [e for e in state.events if e.get("private_to") is None]
    assert state.events_for(None) == public and len(public) < len(state.events)
    assert state.events_for("attacker") == [
        e for e in state.events if e.get("private_to") in (None, "attacker")
    ]
    reads = [0]
    read = Event.get

    def counted(self, key, default=None):
        reads[0] += 1
        return read(self, key, default)

    monkeypatch.setattr(Event, "get", counted)
    state = live.feed(press(live.state, 1000))
    view = state.events_for(None)
    assert view == [e for e in state.events if read(e, "private_to") is None]
    assert reads[0] <= 4  # the answer's own events, not the thousands before them


def test_a_battle_let_go_is_freed_at_once_without_the_garbage_collector() -> None:
    """A process keeps a thousand battles and lets them go as they end or are crowded out:
    none may wait for a full collection (which stops every server's loop while it runs)."""
    live = LiveBattle(Rounds(), SETUP, "seed")
    for n in range(5):
        live.feed(press(live.state, n))
    assert live.state.rolls  # its dice rolled, and logged each roll
    context = weakref.ref(live._b)
    was = gc.isenabled()
    gc.disable()
    try:
        del live
        assert context() is None
    finally:
        if was:
            gc.enable()


def test_a_record_that_does_not_fit_is_a_replay_error() -> None:
    live = run(Rounds(), SETUP, "seed", [])
    record = press(live.state, 0)
    with pytest.raises(ReplayError, match="for ask 5"):
        live.feed({**record, "seq": 5})
    finished = run(Rounds(), {**SETUP, "rounds": 1}, "seed", [press(live.state, 0)])
    assert finished.state.finished
    with pytest.raises(ReplayError, match="left after the battle ended"):
        finished.feed(record)
