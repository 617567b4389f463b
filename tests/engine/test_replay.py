"""Deterministic replay, step-by-step submission and undo on the demo skirmish."""

from __future__ import annotations

import copy
import string
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import AnswerRefused, AskKind, BattleState, replay, submit, undo
from tests.engine.helpers import DEMO, SEED, demo_answers, demo_setup, rec, snapshot, submit_all


def steps_of(answers: list[dict[str, Any]]) -> list[tuple[str, Any]]:
    return [(a["seat"], a["value"]) for a in answers]


def check_outcome_from_rolls(state: BattleState, answers: list[dict[str, Any]]) -> None:
    """Recompute the skirmish from the recorded dice and the answers, independently of the rules."""
    force = answers[0]["value"]
    ground = answers[1]["value"]
    tactic = {a["seat"]: a["value"] for a in answers[2:]}
    (attack_roll,) = [r for r in state.rolls if r.purpose == "attack"]
    (defence_roll,) = [r for r in state.rolls if r.purpose == "defence"]
    assert attack_roll.side == "attacker" and defence_roll.side == "defender"
    assert len(attack_roll.faces) == force["infantry"] + force["cavalry"]
    assert len(defence_roll.faces) == 2
    assert all(1 <= f <= 6 for f in (*attack_roll.faces, *defence_roll.faces))
    attack = sum(attack_roll.faces) + force["cavalry"]
    attack += 1 if tactic["attacker"] != tactic["defender"] else 0
    defence = sum(defence_roll.faces) + (2 if ground == "hill" else 0)
    winner = "attacker" if attack > defence else "defender" if defence > attack else None
    assert state.outcome is not None
    assert state.outcome.winner == winner
    assert state.outcome.details == {"attacker": attack, "defender": defence}
    tactics_events = [e.to_dict() for e in state.events if e.kind == "tactics"]
    assert tactics_events == [{"kind": "tactics", **tactic}]


# -- deterministic replay -------------------------------------------------------------------------
def test_same_inputs_replay_identically() -> None:
    setup, answers = demo_setup(), demo_answers()
    first = replay(DEMO, setup, SEED, answers)
    second = replay(DEMO, copy.deepcopy(setup), SEED, copy.deepcopy(answers))
    assert first.finished
    assert first.rolls, "the demo rolls dice once every answer is in"
    assert snapshot(first) == snapshot(second)
    check_outcome_from_rolls(first, answers)


def test_roll_events_mirror_the_recorded_rolls_in_order() -> None:
    state = replay(DEMO, demo_setup(), SEED, demo_answers())
    roll_events = [e.to_dict() for e in state.events if e.kind == "roll"]
    assert [e.pop("kind") for e in roll_events] == ["roll"] * len(state.rolls)
    for event in roll_events:
        event["kind"] = event.pop("dice")
    assert roll_events == [r.to_dict() for r in state.rolls]
    assert [r.index for r in state.rolls] == list(range(len(state.rolls)))
    assert [r.purpose for r in state.rolls] == ["attack", "defence"]


def test_different_seeds_give_different_rolls() -> None:
    # 8 attack dice and 2 defence dice: two seeds agree on all ten faces with chance 6**-10.
    setup, answers = demo_setup(max_units=6), demo_answers(infantry=6, cavalry=2)
    faces = [
        tuple(f for r in replay(DEMO, setup, f"seed-{i}", answers).rolls for f in r.faces)
        for i in range(20)
    ]
    assert all(len(f) == 10 for f in faces)
    assert len(set(faces)) == len(faces)


def test_answers_do_not_change_the_dice_stream() -> None:
    """The same seed feeds the same dice whatever the players chose (only how many are read)."""
    setup = demo_setup(max_units=6)
    big = replay(DEMO, setup, SEED, demo_answers(infantry=6, cavalry=2, ground="plain"))
    small = replay(DEMO, setup, SEED, demo_answers(infantry=1, cavalry=0, ground="hill"))
    assert big.rolls[0].faces[:1] == small.rolls[0].faces


@pytest.mark.parametrize("split", range(5))
def test_prefix_then_submit_matches_one_replay(split: int) -> None:
    setup, answers = demo_setup(), demo_answers()
    whole = replay(DEMO, setup, SEED, answers)
    given_answers, stepped = submit_all(
        DEMO, setup, SEED, steps_of(answers[split:]), answers=answers[:split]
    )
    assert given_answers == answers
    assert snapshot(stepped) == snapshot(whole)


def test_step_by_step_states_match_replay_of_each_prefix() -> None:
    setup, answers = demo_setup(), demo_answers()
    so_far: list[dict[str, Any]] = []
    for answer in answers:
        state = replay(DEMO, setup, SEED, so_far)
        record, after = submit(
            DEMO, setup, SEED, so_far, seq=state.ask_seq, seat=answer["seat"], value=answer["value"]
        )
        assert record == answer
        so_far = [*so_far, record]
        assert snapshot(after) == snapshot(replay(DEMO, setup, SEED, so_far))


def test_progress_through_the_demo() -> None:
    setup, answers = demo_setup(), demo_answers()
    expected = [  # (answer_count, ask_seq, pending kind, waiting_for)
        (0, 0, AskKind.SET_COUNTS, ("attacker",)),
        (1, 1, AskKind.CHOOSE_ONE, ("defender",)),
        (2, 2, AskKind.SECRET, ("attacker", "defender")),
        (3, 2, AskKind.SECRET, ("defender",)),
    ]
    for n, (count, seq, kind, waiting) in enumerate(expected):
        state = replay(DEMO, setup, SEED, answers[:n])
        assert not state.finished and state.outcome is None
        assert state.pending is not None
        assert (state.answer_count, state.ask_seq, state.pending.kind) == (count, seq, kind)
        assert state.waiting_for == waiting
        assert state.rolls == [], "no die is thrown before the tactics are in"
    done = replay(DEMO, setup, SEED, answers)
    assert done.finished and done.pending is None and done.waiting_for == ()
    assert (done.answer_count, done.ask_seq) == (4, 3)


def test_secret_answer_order_does_not_matter() -> None:
    setup = demo_setup()
    one = replay(DEMO, setup, SEED, demo_answers(defender_first=False))
    other = replay(DEMO, setup, SEED, demo_answers(defender_first=True))
    assert snapshot(one) == snapshot(other)


# -- the property ---------------------------------------------------------------------------------
@st.composite
def demo_games(draw: st.DrawFn) -> dict[str, Any]:
    max_units = draw(st.integers(1, 6))
    infantry = draw(st.integers(0, max_units))
    cavalry = draw(st.integers(0 if infantry else 1, 2))
    return {
        "seed": draw(st.text(string.ascii_letters + string.digits, min_size=1, max_size=12)),
        "max_units": max_units,
        "infantry": infantry,
        "cavalry": cavalry,
        "omit_defaults": draw(st.booleans()),
        "ground": draw(st.sampled_from(["hill", "plain"])),
        "attacker_tactic": draw(st.sampled_from(["feint", "assault"])),
        "defender_tactic": draw(st.sampled_from(["feint", "assault"])),
        "defender_first": draw(st.booleans()),
        "split": draw(st.integers(0, 4)),
    }


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(demo_games())
def test_replay_equals_step_by_step_submit(game: dict[str, Any]) -> None:
    setup, seed = demo_setup(game["max_units"]), game["seed"]
    canonical = demo_answers(
        game["infantry"],
        game["cavalry"],
        game["ground"],
        game["attacker_tactic"],
        game["defender_tactic"],
        defender_first=game["defender_first"],
    )
    # what the player sends may leave out counts at their default (infantry 1, cavalry 0)
    sent = steps_of(canonical)
    if game["omit_defaults"]:
        force = {k: v for k, v in canonical[0]["value"].items() if v != {"infantry": 1}.get(k, 0)}
        sent[0] = ("attacker", force)

    whole = replay(DEMO, setup, seed, canonical)
    assert whole.finished
    check_outcome_from_rolls(whole, canonical)

    answers, stepped = submit_all(DEMO, setup, seed, sent)
    assert answers == canonical, "submit stores the canonical form of each answer"
    assert snapshot(stepped) == snapshot(whole)

    split = game["split"]
    _, resumed = submit_all(DEMO, setup, seed, sent[split:], answers=canonical[:split])
    assert snapshot(resumed) == snapshot(whole)

    swapped = [*canonical[:2], canonical[3], canonical[2]]
    assert snapshot(replay(DEMO, setup, seed, swapped)) == snapshot(whole)


# -- undo -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", range(1, 5))
def test_undo_is_replay_without_the_last_answer(n: int) -> None:
    setup, answers = demo_setup(), demo_answers()[:n]
    before = copy.deepcopy(answers)
    undone = undo(DEMO, setup, SEED, answers)
    assert answers == before, "undo must not mutate the stored answers"
    assert snapshot(undone) == snapshot(replay(DEMO, setup, SEED, answers[:-1]))
    assert snapshot(undone) != snapshot(replay(DEMO, setup, SEED, answers))


def test_undo_with_no_answers_is_refused() -> None:
    with pytest.raises(AnswerRefused, match="Nothing to undo"):
        undo(DEMO, demo_setup(), SEED, [])


@pytest.mark.parametrize("n", range(1, 5))
def test_the_undone_answer_can_be_given_again(n: int) -> None:
    setup, answers = demo_setup(), demo_answers()[:n]
    undone = undo(DEMO, setup, SEED, answers)
    last = answers[-1]
    assert last["seat"] in undone.waiting_for
    record, again = submit(
        DEMO, setup, SEED, answers[:-1], seq=undone.ask_seq, seat=last["seat"], value=last["value"]
    )
    assert record == last
    assert snapshot(again) == snapshot(replay(DEMO, setup, SEED, answers))


def test_undo_of_one_secret_answer_reopens_it_for_that_seat() -> None:
    setup = demo_setup()
    answers = demo_answers()[:3]  # the attacker has answered the secret ask
    undone = undo(DEMO, setup, SEED, answers)
    assert undone.answered == {}
    assert undone.waiting_for == ("attacker", "defender")
    # and the attacker may now change their mind
    record, state = submit(DEMO, setup, SEED, answers[:-1], seq=2, seat="attacker", value="assault")
    assert record == rec(2, "attacker", "assault")
    assert state.answered == {"attacker": "assault"}
