"""The exact odds of the clash (cogs/goc/odds.py): the hypergeometric by hand, the check 2, and
sampled battles — played through the real procedure with the same choices the odds assume —
agreeing with the exact distribution by chi-square (fixed seeds)."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest

from bot.engine import Dice
from bot.engine.odds import bag_draw, sample_p_value
from cogs.goc.army import battle_of
from cogs.goc.bag import bag_parts, fill
from cogs.goc.clash import Clash, snapshot
from cogs.goc.odds import (
    best_draw,
    check_odds,
    clash_odds,
    draw_dist,
)
from tests.goc.helpers import A, D, N, army, drive, odds_policy, setup, side


def clash_of(the_setup) -> Clash:
    battle = battle_of(the_setup)
    bag = fill(bag_parts(battle))
    courage = {s: battle.courage(s)[0] for s in (A, D)}
    return snapshot(battle, bag, courage)


def test_the_draw_is_the_engines_multivariate_hypergeometric():
    ours = draw_dist((5, 3, 2), 4)
    engine = bag_draw({A: 5, D: 3, N: 2}, 4)
    assert sum(ours.values()) == 1
    for (a, d, n), p in ours.items():
        key = tuple((c, k) for c, k in ((A, a), (D, d), (N, n)) if k)
        assert engine[key] == p
    assert ours[(4, 0, 0)] == Fraction(5, 210)  # C(5,4) / C(10,4)


def test_a_check_2_by_hand_and_by_sampling():
    bag = {A: 3, N: 2, D: 5}
    assert check_odds(bag, A, 2) == Fraction(10, 45)  # C(5,2) / C(10,2): no defender cube
    assert check_odds(bag, D, 2) == Fraction(21, 45)  # C(7,2) / C(10,2)
    assert check_odds(bag, A, 1) == Fraction(1, 2)
    dice = Dice("check-2")
    passes = Counter(
        all(c in (A, N) for c in dice.draw_from_bag(bag, 2, "check")) for _ in range(4000)
    )
    p = check_odds(bag, A, 2)
    assert sample_p_value(passes, {True: p, False: 1 - p}) > 0.001


def test_one_cube_from_a_small_bag():
    the_setup = setup(side(army("a", {"swordsman": 1})), side(army("d", {"swordsman": 1})))
    clash = clash_of(the_setup)
    assert dict(clash.bag) == {A: 2, D: 2, N: 0}  # a unit and its bonus each (infantry)
    (one,) = clash_odds(clash)
    assert one.dealt[A] == {0: Fraction(1, 2), 1: Fraction(1, 2)}
    assert one.destroyed[A] == {"d.swordsman.1": Fraction(1, 2)}
    assert one.wipes[A] == Fraction(1, 2) and one.net == 0


def test_every_draw_size_sums_to_one_and_the_best_is_named():
    the_setup = setup(
        side(army("a", {"spearman": 4, "archer": 2})),
        side(
            army("d", {"cavalry": 2, "peasant": 2}, structures=[{"kind": "city", "damage": 0}]),
        ),
    )
    table = clash_odds(clash_of(the_setup))
    assert [o.k for o in table] == list(range(1, 7))
    for o in table:
        assert sum(o.joint.values()) == 1
        assert sum(o.dealt[A].values()) == 1 and sum(o.dealt[D].values()) == 1
        assert o.destroyed[A].get("d.s.0", 0) <= o.destroyed[A].get("d.cavalry.2", 0)
    best = best_draw(table)
    assert best is not None and best.net == max(o.net for o in table)


def play(the_setup, k: int, seed: str):
    run = drive(the_setup, odds_policy(k), seed=seed)
    dealt = run.event("dealt")
    return (dealt[A], dealt[D])


@pytest.mark.parametrize(
    ("k", "techs_a", "techs_d"),
    [(2, ["tactics"], ["regular_army"]), (3, ["regular_army"], ["tactics"])],
)
def test_sampled_battles_agree_with_the_exact_distribution(k, techs_a, techs_d):
    the_setup = setup(
        side(army("a", {"swordsman": 3, "archer": 1}), technologies=techs_a, action_cubes=1),
        side(army("d", {"spearman": 5, "peasant": 1}), technologies=techs_d),
    )
    exact = clash_odds(clash_of(the_setup))[k - 1]
    samples = Counter(play(the_setup, k, f"sample-{k}-{i}") for i in range(1500))
    assert sample_p_value(samples, exact.joint) > 0.001
    assert len([p for p in exact.joint.values() if p]) >= 6  # a distribution worth testing


def test_the_odds_button_weighs_every_answer_of_each_clash_ask():
    from bot.engine import BattleState
    from cogs.goc.live import decision_odds
    from cogs.goc.odds import choice_odds

    the_setup = setup(
        side(army("a", {"swordsman": 2, "archer": 1}), technologies=["tactics"]),
        side(army("d", {"spearman": 5}), technologies=["regular_army"]),
    )
    seen = {}

    def decide(ask):
        if "clash" in ask.fields:
            clash = Clash.from_json(ask.fields["clash"])
            found = choice_odds(clash, ask.purpose, ask.seat)
            seen[ask.purpose] = found
            for odds in found.values():
                assert sum(odds.joint.values()) == 1
            state = BattleState([], [], 0, 0, pending=ask)
            rows = list(decision_odds(the_setup, state, ask.seat))
            assert len(rows) == len(found) and all(0 <= p <= 1 for _, o in rows for _, p in o)
        return {"draw": "1", "more": "2"}.get(ask.purpose, True)

    for i in range(30):
        drive(the_setup, decide, seed=f"live-{i}")
        if {"draw", "more", "tactics", "swap"} <= set(seen):
            break
    assert {"draw", "more", "tactics", "swap"} <= set(seen)
    assert set(seen["more"]) == {"0", "1", "2", "3", "4"}  # up to the courage 5
    yes, no = seen["tactics"]["yes"], seen["tactics"]["no"]
    assert yes.joint != no.joint
    assert seen["swap"]["yes"].net <= seen["swap"]["no"].net  # the defender's swap helps it


def test_the_odds_report_names_every_draw_size_and_the_best_one():
    from bot.i18n import speaking
    from cogs.goc.report import bag_story, odds_report, odds_table

    the_setup = setup(
        side(army("a", {"spearman": 3, "archer": 1})),
        side(army("d", {"cavalry": 2}, structures=[{"kind": "city", "damage": 2}])),
    )
    with speaking("uk"):
        description, fields, best, clash, table = odds_report(the_setup)
        text = odds_table(the_setup, clash, table)
    assert [o.k for o in table] == [1, 2, 3, 4] and best is not None
    assert f"витягнути **{best.k}**" in description
    for k in (1, 2, 3, 4):
        assert f"Витягнути {k}:" in text
    assert "Місто" in text and "Кавалеристи 2" in text
    run = drive(the_setup, {"draw": "2"}, seed="story")
    bag, draws = bag_story(the_setup, run.b.events)
    assert bag == run.event("bag")["bag"]
    assert [cubes for _, cubes in draws] == [e["cubes"] for e in run.events("draw")]
