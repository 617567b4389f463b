"""A battle is its setup, its seed and its answers: replaying them gives the same battle."""

from __future__ import annotations

from bot.engine import replay, submit, undo
from cogs.gw.forces import context_of
from cogs.gw.rules import RULESET
from cogs.gw.state import from_snapshot, snapshot
from tests.gw.helpers import by_defaults, land

SETUP = land(
    {"infantry": 3, "artillery": 1, "fighter": 1},
    {"infantry": 2, "entrenched_infantry": 1, "fighter": 1, "fort": 1},
    attacker_extra={"adjacent_rail_guns": 1, "technologies": ["gas"]},
    retreats={"attacker": ["baden"], "defender": [{"key": "reims"}]},
)


def play_by_submitting(seed: str, entropy: str = "e") -> tuple[list[dict], object]:
    """Answer every ask as the defaults would, one submit at a time, as the bot does."""
    answers: list[dict] = []
    state = replay(RULESET, SETUP, seed, answers)
    while state.pending is not None:
        ask = state.pending
        seat = ask.seats[0]
        record, state = submit(
            RULESET, SETUP, seed, answers, seq=state.ask_seq, seat=seat,
            value=by_defaults(ask), before=state, answer_entropy=f"{entropy}{len(answers)}",
        )  # fmt: skip
        answers.append(record)
    return answers, state


def test_replaying_the_answers_gives_the_same_battle():
    answers, state = play_by_submitting("replay")
    assert len(answers) >= 3
    again = replay(RULESET, SETUP, "replay", answers)
    assert [e.to_dict() for e in again.events] == [e.to_dict() for e in state.events]
    assert again.rolls == state.rolls
    assert again.outcome == state.outcome


def test_undo_goes_back_to_the_ask_and_a_new_answer_meets_fresh_dice():
    answers, state = play_by_submitting("undo")
    back = undo(RULESET, SETUP, "undo", answers)
    assert back.pending is not None and back.answer_count == len(answers) - 1
    _, other = play_by_submitting("undo", entropy="other")
    assert [r.faces for r in other.rolls] != [r.faces for r in state.rolls]


def test_every_ask_carries_the_battle_so_the_odds_and_the_board_can_start_from_it():
    ctx = context_of(SETUP)
    answers: list[dict] = []
    state = replay(RULESET, SETUP, "board", answers)
    seen = 0
    while state.pending is not None:
        data = state.pending.fields["state"]
        battle, seg, r, p, pending = from_snapshot(ctx, data)
        assert snapshot(ctx, battle, seg, r, p, pending) == data
        assert set(data["attacker"]) <= {s.key for s in ctx.attacker.stacks}
        seen += 1
        ask = state.pending
        record, state = submit(RULESET, SETUP, "board", answers, seq=state.ask_seq,
                               seat=ask.seats[0], value=by_defaults(ask))  # fmt: skip
        answers.append(record)
    assert seen == len(answers) >= 3
