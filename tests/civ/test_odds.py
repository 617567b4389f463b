"""The odds of a battle turn from what the player may know (odds.py, live.py): they ignore the
opponent's real hidden cards, agree with the exact odds within their stated error, and answer in
well under a second."""

from __future__ import annotations

import itertools
import math
from collections import Counter

from bot.engine import replay
from cogs.civ.combat import ATTACKER, DEFENDER, NEW
from cogs.civ.live import decision_odds
from cogs.civ.odds import (
    board_of,
    estimate,
    finish,
    play_odds,
    plays_of,
    position_odds,
    typed_view,
    unseen,
)
from cogs.civ.rules import RULESET
from tests.civ.helpers import first_option, play, setup, side

MINE = ["infantry_2", "mounted_3", "artillery_1"]


def first_view(defender_cards: list[str], seed: str = "k") -> dict:
    """The attacker's view at its first turn against a fortified city (it plays first)."""
    s = setup(side(MINE), side(defender_cards), kind="city", fortified=True)
    state = replay(RULESET, s, seed, [])
    ask = state.pending.inner(ATTACKER)
    assert ask.purpose == "play"
    return dict(ask.fields["view"])


def test_the_view_knows_the_own_hand_and_only_how_many_cards_the_other_holds():
    weak = first_view(["infantry_1", "mounted_1", "artillery_1"])
    strong = first_view(["infantry_3", "mounted_3", "artillery_3"])
    assert weak == strong  # nothing of the defender's cards is in it
    assert weak["hand"] == ["infantry_2", "mounted_3", "artillery_1"]
    assert weak["hands"] == {ATTACKER: 3, DEFENDER: 3}
    plays = plays_of(weak)
    assert play_odds(weak, plays) == play_odds(strong, plays)


def test_the_unseen_pool_leaves_out_my_cards_and_every_card_played():
    view = first_view(["infantry_1"])
    pool = Counter(unseen(view))
    assert pool["infantry_2"] == 9 - 1 and pool["mounted_3"] == 3 - 1
    assert not any(c.startswith("aircraft") for c in pool)  # no Flight known


def exact_win(view: dict, play: tuple[str, str | int]) -> float:
    """Every hand the opponent could hold, weighted by how many ways the deck deals it."""
    pool = unseen(view)
    k = view["hands"][DEFENDER if view["side"] == ATTACKER else ATTACKER]
    wins = total = 0
    for combo in itertools.combinations(range(len(pool)), k):
        board = board_of(view, [pool[i] for i in combo])
        board.play(view["side"], *play)
        wins += finish(board, view["first"], view["side"], view["card"]) == view["side"]
        total += 1
    return wins / total


def test_monte_carlo_agrees_with_the_exact_odds_within_its_stated_error():
    view, _ = typed_view(ATTACKER, ["infantry_2", "artillery_3", "mounted_1"], 2,
                         {ATTACKER: {}, DEFENDER: {}}, bonus=-1, first=ATTACKER)  # fmt: skip
    plays = [("infantry_2", NEW), ("artillery_3", NEW), ("mounted_1", NEW)]
    found = play_odds(view, plays, n=1500)
    exact = {p: exact_win(view, p) for p in plays}
    assert len(set(round(v, 3) for v in exact.values())) > 1, "the plays should differ"
    for p in plays:
        e = found[p]
        assert e.samples == 1500 and 0 < e.error < 0.05
        assert abs(e.win - exact[p]) <= 1.5 * e.error, (p, e, exact[p])


def test_the_error_is_stated_even_at_zero_or_certainty():
    assert estimate(0, 100).error > 0 and estimate(100, 100).error > 0
    assert math.isclose(estimate(50, 100).win, 0.5)
    assert estimate(500, 1000).error < estimate(50, 100).error


def test_odds_of_a_big_hand_cover_every_play():
    cards = ["infantry_1", "infantry_2", "infantry_3", "mounted_1", "mounted_2", "mounted_3",
             "artillery_1", "artillery_2", "artillery_3"]  # fmt: skip
    s = setup(side(cards, armies=4), side(cards, armies=4))
    views = []

    def decide(ask, state, seat):
        if ask.purpose == "play":
            views.append(ask.fields["view"])
        return first_option(ask, state, seat)

    play(s, decide)
    view = views[0]
    rows = decision_odds_rows(view)  # (~0.5 s; worked out in a worker process, bot/offload.py)
    assert len(rows) == len(plays_of(view))
    assert position_odds(view).samples > 0


def decision_odds_rows(view: dict) -> dict:
    return play_odds(view, plays_of(view))


def test_the_odds_button_is_for_the_player_on_turn_only():
    s = setup(side(MINE), side(["infantry_1", "mounted_1"]))
    state = replay(RULESET, s, "b", [])
    assert state.pending.purpose == "turn" and state.pending.seats == (DEFENDER,)
    assert decision_odds(s, state, ATTACKER) is None
    lazy = decision_odds(s, state, DEFENDER)
    assert lazy and lazy.note and lazy.footer  # says it is a simulation
    rows = list(lazy)
    assert len(rows) == len(state.pending.inner(DEFENDER).options)
    for label, outcomes in rows:
        assert "±" in label
        (win_label, p), (_, q) = outcomes
        assert math.isclose(p + q, 1.0)
    # the setup asks have no odds
    quick = {"seats": s["seats"], "square": {"kind": "open"}}
    assert decision_odds(quick, replay(RULESET, quick, "b", []), ATTACKER) is None
