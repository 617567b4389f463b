"""The odds of a battle under way, from what one player may know. Pure.

What a player knows when it is their turn (the ask's `view`, rules.py): their own hand and
standing forces, the public board (fronts, wounds, how many cards each side still holds, the
bonus card, ranks), and every card played. What they do not know — the opponent's unplayed
cards — is sampled: each simulated battle deals the opponent as many cards as they hold, at
random from the cards the player has not seen (the full decks, less their own standing forces
and every card played; aircraft only if the opponent is known to have Flight or has played one).
Both sides then play the built-in strategy (strategy.py) to the end.

Card effects (effects.py) are known to both sides once declared, and the view carries them: each
side's strength, Pentagon, Metalworking's iron and Sun Tzu's pass left, Zhukov. When the
opponent's hand is face up (the player has the Oracle), the view carries it (`known`) and the
odds play against it: one battle, no error.

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
from cogs.civ.combat import (
    NEW,
    SIDES,
    Board,
    Combat,
    Fight,
    other,
    restore,
    totals,
    winner_of,
)
from cogs.civ.data import load_data
from cogs.civ.effects import powers
from cogs.civ.strategy import choose, use_metal, zhukov_target

PASS = "pass"
"""Sun Tzu's pass, as a play: (PASS, PASS)."""

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
    data = load_data()
    effects = dict(view.get("effects") or {})
    return Board(
        {s: dict(r) for s, r in dict(view["ranks"]).items()},
        {me: list(view["hand"]), other(me): list(their_hand)},
        restore(view["board"]),
        {s: [] for s in SIDES},
        combat,
        int(view.get("next", 1)),
        data,
        {} if known is None else known,
        {s: powers(effects.get(s) or [], data) for s in SIDES},
        {s: int(n) for s, n in dict(view.get("metal") or {}).items()},
        {s: int(n) for s, n in dict(view.get("passes") or {}).items()},
    )


def auto_zhukov(board: Board, dead: list[str]) -> None:
    """Zhukov's wounds, each side aiming by the strategy, until no unit dies of them."""
    queue = board.zhukov_strikers(dead)
    while queue:
        side = queue.pop(0)
        target = zhukov_target(board, side)
        if target is not None:
            _, died = board.zhukov(side, target)
            if died:
                queue += board.zhukov_strikers([other(side)])


def auto_play(board: Board, side: str, card: str, target: str | int) -> None:
    """One play as the strategy makes it: Metalworking's iron when it helps, Zhukov's wounds."""
    result = board.play(side, card, target, use_metal(board, side, card, target))
    if isinstance(result, Fight) and result.dead:
        auto_zhukov(board, result.dead)


def finish(board: Board, first: str, last: str | None, card: Sequence[Any]) -> str:
    """Play the battle out by the built-in strategy; the winner."""
    while (side := board.next_turn(last, first)) is not None:
        played, target = choose(board, side)
        auto_play(board, side, played, target)
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
    deals, n = _deals(view, n or samples_for(view, len(plays)))
    found: dict[Play, Estimate] = {}
    known: dict = {}
    for play in plays:
        wins = 0
        for hand in deals:
            board = board_of(view, hand, known)
            if play[0] == PASS:
                board.pass_turn(me)
            else:
                auto_play(board, me, play[0], play[1])
            wins += finish(board, view["first"], me, view["card"]) == me
        found[play] = _estimate(wins, n, view)
    return found


def _deals(view: Mapping[str, Any], n: int) -> tuple[list[list[str]], int]:
    """The opponent's hands to play against: theirs when it is face up (Oracle), one deal,
    since the strategy is deterministic; else `n` samples from the cards the player has not seen
    (the same for every play: fair to each)."""
    if view.get("known") is not None:
        return [list(view["known"])], 1
    pool = unseen(view)
    k = min(int(view["hands"][other(view["side"])]), len(pool))
    rng = random.Random(seed_of(view))
    return [rng.sample(pool, k) for _ in range(n)], n


def _estimate(wins: int, n: int, view: Mapping[str, Any]) -> Estimate:
    if view.get("known") is not None:
        return Estimate(wins / n, 0.0, n)
    return estimate(wins, n)


def position_odds(view: Mapping[str, Any], n: int | None = None) -> Estimate:
    """The chance to win from here, whoever plays next, both sides by the strategy."""
    me = view["side"]
    deals, n = _deals(view, n or samples_for(view, 1))
    wins = 0
    known: dict = {}
    for hand in deals:
        board = board_of(view, hand, known)
        wins += finish(board, view["first"], view.get("last"), view["card"]) == me
    return _estimate(wins, n, view)


def plays_of(view: Mapping[str, Any]) -> list[Play]:
    """Every distinct play the player has now (the options of their ask)."""
    board = board_of(view, [])
    me = view["side"]
    found: list[Play] = [
        (c, t) for c in sorted(set(view["hand"])) for t in [NEW, *board.targets(me)]
    ]
    if int((view.get("passes") or {}).get(me, 0)) and int(view["hands"][other(me)]):
        found.append((PASS, PASS))
    return found


def typed_view(
    side: str,
    hand: list[str],
    enemy: list[str] | int,
    ranks: Mapping[str, Mapping[str, int]],
    *,
    bonus: int = 0,
    first: str = "defender",
    wnw: bool = False,
    effects: Mapping[str, list[str]] | None = None,
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
    if effects:
        view.update(effect_view({s: list(effects.get(s) or []) for s in SIDES}))
    return view, known


def effect_view(effects: Mapping[str, list[str]]) -> dict[str, Any]:
    """The effects' part of a view at the battle's start: each side's effects, its
    Metalworking strikes and Sun Tzu passes."""
    data = load_data()
    found = {s: powers(effects.get(s) or [], data) for s in SIDES}
    return {
        "effects": {s: sorted(found[s].keys) for s in SIDES},
        "metal": {s: 1 if found[s].metal else 0 for s in SIDES},
        "passes": {s: found[s].passes for s in SIDES},
    }


def known_odds(view: Mapping[str, Any], their_hand: list[str], n: int = 1) -> Estimate:
    """Both hands known: the strategy's battle is one battle (deterministic), no error."""
    board = board_of(view, their_hand)
    won = finish(board, view["first"], view.get("last"), view["card"]) == view["side"]
    return Estimate(1.0 if won else 0.0, 0.0, n)
