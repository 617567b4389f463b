"""Who takes the first side (seats[0]): chess-style colour preferences, so sides alternate.

A player who took the same side in their last two games, or took one side two more times than
the other, must switch (an absolute preference); otherwise they lean towards the side they have
had less, or away from their last side. Pairing weighs conflicts; seating then honours them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

ABSOLUTE = 2
MILD = 1


@dataclass(frozen=True)
class Preference:
    side: int | None  # 0: wants seats[0]; 1: wants seats[1]; None: no preference
    strength: int = 0


def preference(history: Sequence[int]) -> Preference:
    """A player's wish for their next two-seat game, from the seats they took (0 or 1)."""
    if not history:
        return Preference(None)
    diff = history.count(0) - history.count(1)
    if len(history) >= 2 and history[-1] == history[-2]:
        return Preference(1 - history[-1], ABSOLUTE)
    if diff:
        return Preference(1 if diff > 0 else 0, ABSOLUTE if abs(diff) >= 2 else MILD)
    return Preference(1 - history[-1], MILD)


def conflict(a: Preference, b: Preference) -> int:
    """How much pairing these two hurts side balance: 0 when both can have their wish."""
    if a.side is None or b.side is None or a.side != b.side:
        return 0
    return min(a.strength, b.strength)


def seat_pair(
    first: int, second: int, pref_first: Preference, pref_second: Preference, rng: random.Random
) -> tuple[int, int]:
    """Seat two players; `first` is the higher ranked, who wins an equal conflict."""
    a, b = pref_first, pref_second
    if a.side is None and b.side is None:
        return (first, second) if rng.random() < 0.5 else (second, first)
    if b.side is None or (a.side is not None and a.strength >= b.strength):
        return (first, second) if a.side == 0 else (second, first)
    return (second, first) if b.side == 0 else (first, second)
