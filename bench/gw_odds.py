"""The Great War's exact odds against sampling the same battle through the real procedure.

The targets (issue 13): a 20-vs-20 land battle of mixed types with air superiority and
preemptive steps in under 100 ms, a 40-vs-40 in under 1 s — each against 200 battles sampled
through the real procedure (what TripleA's calculator does), timed in the same run: exact must be
faster while having no sampling error. Odds are measured cold (a fresh battle: no table kept).
"""

from __future__ import annotations

import math
import statistics
import time
from typing import Any

from bot.engine import BattleContext
from cogs.gw import tables
from cogs.gw.forces import _context
from cogs.gw.odds import battle_odds
from cogs.gw.rules import RULESET

SEATS = {"attacker": {"name": "Ada"}, "defender": {"name": "Bo"}}
AUTO = {"casualties": "cheapest", "retreat": "never", "air": "stay", "rail_guns": "join"}
SAMPLED = 200
REPEATS = 3


def mixed_land_battle(scale: int) -> dict[str, Any]:
    """20 against 20 per scale: infantry, artillery, tanks, storm troops, fighters and a rail gun
    next door against infantry (some entrenched), artillery, tanks, cavalry, a fighter, a fort.
    Both sides fly, so Part A is fought; the winner's artillery gets +1 in round 1."""
    return {
        "seats": SEATS,
        "kind": "land",
        "attackers": [
            {
                "nation": "germany",
                "technologies": ["gas"],
                "adjacent_rail_guns": scale,
                "units": {
                    "infantry": 7 * scale,
                    "artillery": 4 * scale,
                    "tank": 3 * scale,
                    "storm_troops": 3 * scale,
                    "fighter": 2 * scale,
                },
            }
        ],
        "defender": {
            "nation": "france",
            "units": {
                "infantry": 6 * scale,
                "entrenched_infantry": 4 * scale,
                "artillery": 4 * scale,
                "tank": 2 * scale,
                "cavalry": 2 * scale,
                "fighter": scale,
                "fort": scale,
            },
        },
        "standing": {"attacker": AUTO, "defender": AUTO},
    }


def cold_odds(setup: dict[str, Any]) -> tuple[float, Any]:
    """Best of a few runs, each from nothing: no battle's tables, no hit distributions kept."""
    best, odds = math.inf, None
    for _ in range(REPEATS):
        _context.cache_clear()
        tables._hits_distribution.cache_clear()
        tables._BINOMIALS.clear()
        started = time.perf_counter()
        odds = battle_odds(setup)
        best = min(best, time.perf_counter() - started)
    return best, odds


def sampled(setup: dict[str, Any], n: int) -> tuple[float, float]:
    """n battles through the real procedure (real dice, standing rules answer everything)."""
    wins = 0
    started = time.perf_counter()
    for i in range(n):
        b = BattleContext(setup, f"bench-{i}")
        procedure = RULESET.procedure(b)
        try:
            next(procedure)
            raise RuntimeError("a benchmark battle asked a question")
        except StopIteration as stop:
            wins += stop.value.details["result"] == "attacker_win"
    return time.perf_counter() - started, wins / n


def main() -> None:
    for scale, target in ((1, 0.1), (2, 1.0)):
        setup = mixed_land_battle(scale)
        size = sum(setup["attackers"][0]["units"].values()) + scale  # and the rail gun
        exact_s, odds = cold_odds(setup)
        sample_s, share = sampled(setup, SAMPLED)
        p = odds.results["attacker_win"]
        error = math.sqrt(p * (1 - p) / SAMPLED)
        print(f"   {size} vs {size} land battle, air combat, gas, preemptive steps:")
        print(f"     exact odds     {exact_s * 1000:8.1f} ms  (target < {target * 1000:.0f} ms)"
              f"  attacker wins {p:.4f}, expected rounds {odds.rounds:.2f}")  # fmt: skip
        print(f"     {SAMPLED} sampled    {sample_s * 1000:8.1f} ms  "
              f"attacker wins {share:.4f} ± {error:.4f} (one standard error)")  # fmt: skip
        print(f"     exact is {sample_s / exact_s:.1f}x faster than sampling, with no error")
    timings = []
    for _ in range(REPEATS):
        _context.cache_clear()
        started = time.perf_counter()
        battle_odds(mixed_land_battle(1))
        timings.append(time.perf_counter() - started)
    print(f"   20 vs 20 again: median {statistics.median(timings) * 1000:.1f} ms of {REPEATS}")
