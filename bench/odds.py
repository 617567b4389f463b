"""Exact odds against 200 battles sampled through the real procedure, for each game that has exact
odds: Struggle of Empires, the claim roll and Glory of Civilizations (The Great War: gw_odds).

For each game a large setup: the exact odds are timed cold (best of 3), then 200 battles are
played through the game's real procedure (its generator, seeded dice, every ask answered the
way the odds assume) and timed; the samples are compared with the exact distribution by
chi-square (bot.engine.odds.sample_p_value): "agree" when p > 0.001. The sampled answers use the
same policies the games' own tests use (tests/<game>/helpers.py): the odds are exact for those.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Callable, Hashable, Mapping
from fractions import Fraction
from typing import Any

from bot.engine import Ask, BattleContext, Ruleset
from bot.engine.odds import sample_p_value

SAMPLED = 200
REPEATS = 3
ALPHA = 0.001


def drive(ruleset: Ruleset, setup: Mapping[str, Any], seed: str, decide: Callable[[Ask], Any]):
    """One battle through the real procedure: seeded dice, every ask answered by `decide`."""
    b = BattleContext(setup, seed)
    procedure = ruleset.procedure(b)
    try:
        ask = next(procedure)
        while True:
            ask = procedure.send(ask.validate(decide(ask)))
    except StopIteration as stop:
        return b, stop.value


def best_of(compute: Callable[[], Any], clear: Callable[[], None] = lambda: None):
    best, result = math.inf, None
    for _ in range(REPEATS):
        clear()
        started = time.perf_counter()
        result = compute()
        best = min(best, time.perf_counter() - started)
    return best, result


def timed_samples(sample: Callable[[int], Hashable]) -> tuple[float, Counter]:
    started = time.perf_counter()
    found = Counter(sample(i) for i in range(SAMPLED))
    return time.perf_counter() - started, found


# -- the games ------------------------------------------------------------------------------------


def soe() -> tuple[str, float, float, Counter, Mapping[Hashable, Fraction], str]:
    from cogs.soe.odds import Choices, TilePlan, answer, odds, outcome_key
    from cogs.soe.rules import RULESET

    seats = {
        "attacker": {"user_id": 1, "name": "Ada"},
        "defender": {"user_id": 2, "name": "Bo"},
    }
    forces: dict[str, Any] = {
        "attacker": {"armies": 9, "fleets": 7, "navy_training": 1, "alliance_either": 2},
        "defender": {
            "armies": 8,
            "fleets": 6,
            "forts": 2,
            "control_markers": 1,
            "army_training": 1,
            "alliance_sea": 1,
        },
    }
    for side in ("attacker", "defender"):
        for n in range(1, 4):
            seat = f"{side}_ally" + ("" if n == 1 else f"_{n}")
            seats[seat] = {"user_id": (100 if side == "attacker" else 200) + n, "name": seat}
            forces[seat] = {"armies": 2, "fleets": 1}
    setup = {
        "seats": seats,
        "area": "india",
        "defender_kind": "player",
        "forces": forces,
        "settings": {},
    }
    choices = Choices(forts_first={"defender": True}, tiles={"attacker": TilePlan(either_at_sea=1)})
    exact_s, exact = best_of(lambda: odds(setup, choices))
    expected = exact.winner

    def sample(i: int) -> Hashable:
        _, outcome = drive(RULESET, setup, f"soe-{i}", lambda ask: answer(ask, choices))
        return outcome_key(outcome)[0]

    sample_s, found = timed_samples(sample)
    what = "17+6 units vs 16+6, forts, tiles, 3 allies a side; the winner"
    return "soe", exact_s, sample_s, found, expected, what


def claim() -> tuple[str, float, float, Counter, Mapping[Hashable, Fraction], str]:
    from bot.engine import replay
    from cogs.claim.odds import setup_odds
    from cogs.claim.rules import RULESET
    from tests.claim.helpers import claim_setup, final_result, reroll, spend

    setup = claim_setup(
        attacker_priority="offence",
        mass_assault_rank=1,
        defender_priority="defence",
        fortifications=3,
        rp={"attacker": 5, "defender": 3},
    )
    answers = spend(attacker=2, defender=1)
    exact_s, expected = best_of(lambda: setup_odds(setup, attacker_rp_spent=2, defender_rp_spent=1))

    def sample(i: int) -> Hashable:
        state = replay(RULESET, setup, f"claim-{i}", answers)
        if not state.finished:  # the attacker re-rolls a tie, as the odds assume
            state = replay(RULESET, setup, f"claim-{i}", [*answers, reroll(True)])
        return final_result(state)

    sample_s, found = timed_samples(sample)
    what = "mass assault, 3 fortifications, RP spent, re-roll; through bot.engine.replay"
    return "claim", exact_s, sample_s, found, expected, what


def goc() -> tuple[str, float, float, Counter, Mapping[Hashable, Fraction], str]:
    from cogs.goc.army import battle_of
    from cogs.goc.bag import bag_parts, fill
    from cogs.goc.clash import Clash, snapshot
    from cogs.goc.odds import clash_odds, hypergeometric
    from cogs.goc.rules import RULESET
    from tests.goc.helpers import A, D, army, odds_policy, setup, side

    k = 4
    the_setup = setup(
        side(
            army("a", {"swordsman": 6, "archer": 3, "spearman": 3}),
            technologies=["tactics"],
            action_cubes=1,
        ),
        side(
            army("d", {"spearman": 8, "peasant": 3, "cavalry": 2}),
            technologies=["regular_army"],
        ),
    )

    def clash_now() -> Clash:
        battle = battle_of(the_setup)
        bag = fill(bag_parts(battle))
        return snapshot(battle, bag, {s: battle.courage(s)[0] for s in (A, D)})

    exact_s, table = best_of(lambda: clash_odds(clash_now()), hypergeometric.cache_clear)
    expected = table[k - 1].joint

    decide = odds_policy(k)

    def sample(i: int) -> Hashable:
        b, _ = drive(RULESET, the_setup, f"goc-{i}", decide)
        (dealt,) = [e for e in b.events if e.kind == "dealt"]
        return (dealt.fields[A], dealt.fields[D])

    sample_s, found = timed_samples(sample)
    what = f"12 units vs 13, tactics and regular army, draw {k}; damage dealt by each side"
    return "goc", exact_s, sample_s, found, expected, what


def main() -> None:
    print(
        f"   exact odds (best of {REPEATS}, cold) vs {SAMPLED} battles through the real procedure;"
        f" agree: chi-square p > {ALPHA} (gw: see bench.gw_odds)"
    )
    print("   game    exact ms   sampled ms   faster   outcomes   p-value   samples agree")
    for game in (soe, claim, goc):
        try:
            name, exact_s, sample_s, found, expected, what = game()
        except Exception as error:  # a game's API moved under the bench: say so, go on
            print(f"   {game.__name__:6} could not run: {error!r}")
            continue
        try:
            p = sample_p_value(found, expected)
        except ValueError as impossible:
            p, note = 0.0, f" ({impossible})"
        else:
            note = ""
        outcomes = len([v for v in expected.values() if v])
        agree = "yes" if p > ALPHA else "NO"
        print(
            f"   {name:6} {1000 * exact_s:9.1f} {1000 * sample_s:12.1f} {sample_s / exact_s:7.1f}×"
            f" {outcomes:10d} {p:9.3f}   {agree}{note}"
        )
        print(f"          {what}")


if __name__ == "__main__":
    main()
