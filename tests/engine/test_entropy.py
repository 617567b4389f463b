"""Dice after an answer depend on that answer's own entropy; replay from the record is exact."""

from __future__ import annotations

import hashlib

import pytest

from bot.engine import Dice, replay, revealed_since
from tests.demo.rules import RULESET as DEMO
from tests.engine.helpers import SEED, demo_answers, demo_setup


def with_entropy(answers: list[dict], *entropies: str) -> list[dict]:
    return [{**a, "entropy": e} for a, e in zip(answers, entropies, strict=True)]


def rolls(answers: list[dict], start: str | None = "start") -> list:
    return [r.faces for r in replay(DEMO, demo_setup(), SEED, answers, entropy=start).rolls]


def test_the_dice_after_an_answer_change_when_its_entropy_changes() -> None:
    base = with_entropy(demo_answers(), "1", "2", "3", "4")
    changed = with_entropy(demo_answers(), "1", "2", "3", "5")
    assert rolls(base) != rolls(changed)
    earlier = with_entropy(demo_answers(), "9", "2", "3", "4")
    assert rolls(base) != rolls(earlier)  # every later die depends on every earlier answer


def test_the_start_entropy_changes_the_dice_and_replay_is_exact() -> None:
    answers = with_entropy(demo_answers(), "1", "2", "3", "4")
    assert rolls(answers, "a") != rolls(answers, "b")
    assert rolls(answers, "a") == rolls(answers, "a")
    # without any entropy (battles stored before it existed) the old stream is kept
    assert rolls(demo_answers(), None) == [
        r.faces for r in replay(DEMO, demo_setup(), SEED, demo_answers()).rolls
    ]


def test_the_derivation_is_the_one_documented() -> None:
    """Anyone can re-derive a die with hashlib alone, as dice.py's docstring says."""
    key = hashlib.sha256(b"seed|42").hexdigest()
    block = hashlib.sha256(f"{key}:0".encode()).digest()
    word = int.from_bytes(block[:4], "big")
    limit = 2**32 - 2**32 % 6
    assert word < limit  # this block's first word is accepted (fixed inputs)
    assert Dice("seed", entropy="42").d6("p") == word % 6 + 1
    mixed = Dice("seed", entropy="42")
    mixed.mix("7")
    key = hashlib.sha256(f"{key}|7".encode()).hexdigest()
    word = int.from_bytes(hashlib.sha256(f"{key}:0".encode()).digest()[:4], "big")
    assert mixed.d6("p") == word % 6 + 1


@pytest.mark.parametrize("n", range(1, 5))
def test_revealed_since_is_true_exactly_when_an_answer_threw_dice_or_opened_a_secret(n) -> None:
    answers = with_entropy(demo_answers(), "1", "2", "3", "4")
    before = replay(DEMO, demo_setup(), SEED, answers[: n - 1], entropy="s")
    after = replay(DEMO, demo_setup(), SEED, answers[:n], entropy="s")
    # muster and ground reveal nothing; the first secret answer neither; the second ends it
    assert revealed_since(before, after) is (n == 4)


def test_scouting_reveals_a_die_after_the_ground() -> None:
    setup = {**demo_setup(), "scouting": True}
    first = [{"seq": 0, "seat": "attacker", "value": {"infantry": 1, "cavalry": 0}}]
    ground = {"seq": 1, "seat": "defender", "value": "hill", "entropy": "g"}
    before = replay(DEMO, setup, SEED, first, entropy="s")
    after = replay(DEMO, setup, SEED, [*first, ground], entropy="s")
    assert revealed_since(before, after) and after.rolls[-1].purpose == "scouts"
