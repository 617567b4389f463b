"""The odds of a battle under way, from what one player may know. Pure.

What a player knows when it is their turn (the ask's `view`, rules.py): their own hand and
standing forces, the public board (fronts, wounds, how many cards each side still holds, the
bonus card, ranks), and every card played. What they do not know — the opponent's unplayed
cards — is sampled: each simulated battle deals the opponent as many cards as they hold, at
random from the cards the player has not seen (the full decks, less their own standing forces
and every card played; aircraft only if the opponent is known to have Flight or has played one).
Both sides then play the built-in strategy (strategy.py) to the end.

Monte Carlo with a stated error: each estimate comes with the half-width of its 95% interval,
1.96·√(p(1−p)/n). The sample count is fixed by the work it takes (never by a clock), so the odds
of a position are the same each time they are asked, and a click is answered well within
Discord's three seconds (the edge runs this in a worker thread).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cogs.civ.cards import full_deck, parse_card
from cogs.civ.combat import NEW, SIDES, Board, Combat, other, restore, totals, winner_of
from cogs.civ.data import load_data
from cogs.civ.strategy import choose

WORK = 30_000
"""Simulated battle turns per question: under half a second of Python on a busy core."""
LEAST, MOST = 60, 2500
"""Samples per estimate, whatever the work."""

Play = tuple[str, str | int]


@dataclass(frozen=True)
class Estimate:
    win: float
    error: float
    samples: int


def estimate(wins: int, n: int) -> Estimate:
    """The share won, and the half-width of its 95% (Wilson) interval: never zero, even at 0%
    or 100%, where a plain √(p(1−p)/n) would claim certainty."""
    if not n:
        return Estimate(0.0, 1.0, 0)
    p, z = wins / n, 1.96
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return Estimate(p, half, n)


def unseen(view: Mapping[str, Any]) -> list[str]:
    """The cards the opponent may hold, as the player sees it (each copy once)."""
    data = load_data()
    me = view["side"]
    them = other(me)
    pool = full_deck(wnw=bool(view["combat"].get("wnw")), data=data)
    pool.subtract(Counter(view["mine"]))
    for side in SIDES:
        pool.subtract(Counter(view["played"].get(side, [])))
    air = bool(view.get("flight", {}).get(them)) or any(
        parse_card(c)[0] == "aircraft" for c in view["played"].get(them, [])
    )
    return sorted(
        c
        for c, n in pool.items()
        if n > 0 and (air or not c.startswith("aircraft"))
        for _ in range(n)
    )


def board_of(view: Mapping[str, Any], their_hand: list[str], known: dict | None = None) -> Board:
    me = view["side"]
    combat = Combat(**{k: bool(v) for k, v in dict(view["combat"]).items()})
    return Board(
        {s: dict(r) for s, r in dict(view["ranks"]).items()},
        {me: list(view["hand"]), other(me): list(their_hand)},
        restore(view["board"]),
        {s: [] for s in SIDES},
        combat,
        int(view.get("next", 1)),
        load_data(),
        {} if known is None else known,
    )


def finish(board: Board, first: str, last: str | None, card: Sequence[Any]) -> str:
    """Play the battle out by the built-in strategy; the winner."""
    while (side := board.next_turn(last, first)) is not None:
        played, target = choose(board, side)
        board.play(side, played, target)
        last = side
    return winner_of(totals(board, (card[0], int(card[1]))))


def samples_for(view: Mapping[str, Any], plays: int) -> int:
    left = sum(int(n) for n in dict(view["hands"]).values()) or 1
    return max(LEAST, min(MOST, WORK // (max(plays, 1) * left)))


def seed_of(view: Mapping[str, Any]) -> int:
    """The same position, the same samples: the odds do not flicker between two clicks."""
    text = repr(sorted((k, repr(v)) for k, v in view.items()))
    return sum((i + 1) * ord(ch) for i, ch in enumerate(text)) % (2**31)


def play_odds(view: Mapping[str, Any], plays: Sequence[Play], n: int | None = None) -> dict:
    """Each play's chance that the player wins, from what they know."""
    me = view["side"]
    them = other(me)
    pool = unseen(view)
    k = min(int(view["hands"][them]), len(pool))
    n = n or samples_for(view, len(plays))
    rng = random.Random(seed_of(view))
    deals = [rng.sample(pool, k) for _ in range(n)]  # the same deals for every play: fair to each
    found: dict[Play, Estimate] = {}
    known: dict = {}
    for play in plays:
        wins = 0
        for hand in deals:
            board = board_of(view, hand, known)
            board.play(me, play[0], play[1])
            wins += finish(board, view["first"], me, view["card"]) == me
        found[play] = estimate(wins, n)
    return found


def position_odds(view: Mapping[str, Any], n: int | None = None) -> Estimate:
    """The chance to win from here, whoever plays next, both sides by the strategy."""
    me = view["side"]
    pool = unseen(view)
    k = min(int(view["hands"][other(me)]), len(pool))
    n = n or samples_for(view, 1)
    rng = random.Random(seed_of(view))
    wins = 0
    known: dict = {}
    for _ in range(n):
        board = board_of(view, rng.sample(pool, k), known)
        wins += finish(board, view["first"], view.get("last"), view["card"]) == me
    return estimate(wins, n)


def plays_of(view: Mapping[str, Any]) -> list[Play]:
    """Every distinct play the player has now (the options of their ask)."""
    board = board_of(view, [])
    me = view["side"]
    return [(c, t) for c in sorted(set(view["hand"])) for t in [NEW, *board.targets(me)]]


def typed_view(
    side: str,
    hand: list[str],
    enemy: list[str] | int,
    ranks: Mapping[str, Mapping[str, int]],
    *,
    bonus: int = 0,
    first: str = "defender",
    wnw: bool = False,
) -> tuple[dict[str, Any], list[str] | None]:
    """A view for `/civ odds` (nothing played yet) and the opponent's cards when typed."""
    them = other(side)
    known = list(enemy) if isinstance(enemy, list) else None
    holder = side if bonus > 0 else (them if bonus < 0 else None)
    view = {
        "side": side,
        "hand": list(hand),
        "mine": list(hand),
        "board": [],
        "hands": {side: len(hand), them: len(known) if known is not None else int(enemy)},
        "ranks": {s: dict(ranks.get(s, {})) for s in SIDES},
        "card": [holder, abs(bonus)],
        "first": first,
        "last": None,
        "played": {s: [] for s in SIDES},
        "flight": {s: False for s in SIDES},
        "combat": {"wnw": wnw, "aircraft_all": False},
        "next": 1,
    }
    return view, known


def known_odds(view: Mapping[str, Any], their_hand: list[str], n: int = 1) -> Estimate:
    """Both hands known: the strategy's battle is one battle (deterministic), no error."""
    board = board_of(view, their_hand)
    won = finish(board, view["first"], view.get("last"), view["card"]) == view["side"]
    return Estimate(1.0 if won else 0.0, 0.0, n)
