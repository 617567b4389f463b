"""Exact odds of the clash: for every number of cubes the attacker may draw, the distribution of
the damage each side deals, the chance of destroying each enemy object, and the draw that gives
the attacker the most expected net damage. No sampling: the bag draw is a multivariate
hypergeometric over three colours (the attacker's, the defender's, neutral), enumerated.

What the players decide later is played as a player who wants the most for itself would, on
average: the defender tops up fully when the cubes left favour it, a side with Tactics redraws
when its draw is below what a fresh draw gives on average, a side with Regular Army swaps an
enemy cube when that gains on average; each side places its damage as the default plan does
(damage.py: the most units, then the most structures). Counting is in integers over a common
denominator, turned into Fractions once per step, so a whole table takes a fraction of a second.
Pure: no Discord.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from cogs.goc.army import ATTACKER, DEFENDER, NEUTRAL, SIDES, other
from cogs.goc.clash import Clash
from cogs.goc.damage import object_names, plan_effect, preset

Comp = tuple[int, int, int]
"""Cubes drawn: (the attacker's, the defender's, neutral)."""
INDEX = {ATTACKER: 0, DEFENDER: 1, NEUTRAL: 2}
Dist = dict[Comp, Fraction]


@lru_cache(maxsize=4096)
def hypergeometric(bag: Comp, k: int) -> tuple[dict[Comp, int], int]:
    """Integer weights of each composition of k cubes drawn from `bag`, and their denominator."""
    a0, d0, n0 = bag
    weights = {}
    for a in range(min(a0, k) + 1):
        for d in range(min(d0, k - a) + 1):
            n = k - a - d
            if n <= n0:
                weights[(a, d, n)] = math.comb(a0, a) * math.comb(d0, d) * math.comb(n0, n)
    return weights, math.comb(a0 + d0 + n0, k)


def draw_dist(bag: Comp, k: int) -> Dist:
    weights, total = hypergeometric(bag, k)
    return {c: Fraction(w, total) for c, w in weights.items()}


def _minus(bag: Comp, c: Comp) -> Comp:
    return (bag[0] - c[0], bag[1] - c[1], bag[2] - c[2])


def _plus(a: Comp, b: Comp) -> Comp:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2])


def value(c: Comp, side: str, harms: Mapping[str, bool]) -> int:
    """What a draw is worth to a side: the damage it deals less the damage it takes."""
    own, enemy = INDEX[side], INDEX[other(side)]
    return int(harms[side]) * c[own] - int(harms[other(side)]) * c[enemy]


def _comp(cubes) -> Comp:
    return (
        sum(1 for c in cubes if c == ATTACKER),
        sum(1 for c in cubes if c == DEFENDER),
        sum(1 for c in cubes if c == NEUTRAL),
    )


def _bag(clash: Clash) -> Comp:
    return (clash.bag.get(ATTACKER, 0), clash.bag.get(DEFENDER, 0), clash.bag.get(NEUTRAL, 0))


def suggested_top_up(clash: Clash) -> int:
    """How many cubes the defender draws on top, as the odds play it."""
    bag, drawn = _bag(clash), _comp(clash.drawn)
    room = min(clash.courage[DEFENDER] - sum(drawn), sum(bag) - sum(drawn))
    return room if room > 0 and value(_minus(bag, drawn), DEFENDER, clash.harms) > 0 else 0


def suggested_redraw(clash: Clash, side: str) -> bool:
    """Whether the side redraws with Tactics, as the odds play it."""
    drawn = _comp(clash.drawn)
    fresh = draw_dist(_bag(clash), sum(drawn))
    mean = sum((q * value(y, side, clash.harms) for y, q in fresh.items()), Fraction(0))
    return value(drawn, side, clash.harms) < mean


def suggested_swap(clash: Clash, side: str) -> bool:
    """Whether the side swaps an enemy cube with Regular Army, as the odds play it."""
    drawn = _comp(clash.drawn)
    rest = _minus(_bag(clash), drawn)
    if not drawn[INDEX[other(side)]] or not sum(rest):
        return False
    gain = Fraction(int(clash.harms[other(side)])) + Fraction(
        value(rest, side, clash.harms), sum(rest)
    )
    return gain > 0


def top_up(clash: Clash, bag: Comp, k: int, first: dict[Comp, int], denom: int) -> Dist:
    """The defender draws the most it may when the cubes left favour it (its expected gain per
    cube is the same for every cube it draws, so all or nothing is best)."""
    room = min(clash.courage[DEFENDER] - k, sum(bag) - k)
    if room <= 0:
        return {c: Fraction(w, denom) for c, w in first.items()}
    left_total = math.comb(sum(bag) - k, room)
    weights: dict[Comp, int] = {}
    for x, w in first.items():
        rest = _minus(bag, x)
        gain = value(rest, DEFENDER, clash.harms)
        if gain > 0:
            more, _ = hypergeometric(rest, room)
            for y, w2 in more.items():
                c = _plus(x, y)
                weights[c] = weights.get(c, 0) + w * w2
        else:
            weights[x] = weights.get(x, 0) + w * left_total
    whole = denom * left_total
    return {c: Fraction(w, whole) for c, w in weights.items()}


def tactics(clash: Clash, bag: Comp, dist: Dist, side: str) -> Dist:
    """Tactics: the side puts a draw back and draws as many again when that is worth more. The
    draws put back are summed per size first, so each fresh draw is spread once."""
    if not clash.redraw.get(side):
        return dist
    result: Dist = {}
    means: dict[int, Fraction] = {}
    redrawn: dict[int, Fraction] = {}
    for c, p in dist.items():
        m = sum(c)
        if m not in means:
            fresh = draw_dist(bag, m)
            means[m] = sum((q * value(y, side, clash.harms) for y, q in fresh.items()), Fraction(0))
        if value(c, side, clash.harms) < means[m]:
            redrawn[m] = redrawn.get(m, Fraction(0)) + p
        else:
            result[c] = result.get(c, Fraction(0)) + p
    for m, mass in redrawn.items():
        for y, q in draw_dist(bag, m).items():
            result[y] = result.get(y, Fraction(0)) + mass * q
    return result


def regular_army(clash: Clash, bag: Comp, dist: Dist, side: str) -> Dist:
    """Regular Army: one enemy cube set aside for a cube from the rest, when that gains."""
    if not clash.swap.get(side):
        return dist
    enemy = INDEX[other(side)]
    result: Dist = {}
    for c, p in dist.items():
        rest = _minus(bag, c)
        total = sum(rest)
        if not c[enemy] or not total:
            result[c] = result.get(c, Fraction(0)) + p
            continue
        gain = Fraction(int(clash.harms[other(side)])) + Fraction(
            value(rest, side, clash.harms), total
        )
        if gain <= 0:
            result[c] = result.get(c, Fraction(0)) + p
            continue
        base = list(c)
        base[enemy] -= 1
        for colour in range(3):
            if rest[colour]:
                new = list(base)
                new[colour] += 1
                key = (new[0], new[1], new[2])
                result[key] = result.get(key, Fraction(0)) + p * Fraction(rest[colour], total)
    return result


@dataclass(frozen=True)
class Effect:
    """What one amount of damage does under the default plan."""

    placed: int
    destroyed: frozenset[str]
    everything: bool


def effects(clash: Clash, dealer: str, most: int) -> dict[int, Effect]:
    hexes = clash.targets[dealer]
    rank = clash.rank(dealer)
    every = frozenset(object_names(hexes))
    found = {}
    for damage in range(most + 1):
        plan = preset(hexes, damage, rank)
        placed, gone = plan_effect(hexes, plan)
        found[damage] = Effect(placed, frozenset(gone), gone >= every)
    return found


@dataclass(frozen=True)
class DrawOdds:
    """The odds of one draw size."""

    k: int
    dealt: Mapping[str, Mapping[int, Fraction]]
    """side -> damage it deals -> probability."""
    placed: Mapping[str, Fraction]
    """side -> expected damage it places on something (more is lost)."""
    destroyed: Mapping[str, Mapping[str, Fraction]]
    """dealer -> enemy object (odds.objects) -> the chance it is destroyed."""
    wipes: Mapping[str, Fraction]
    """dealer -> the chance it destroys everything of the enemy's (before restoration)."""
    joint: Mapping[tuple[int, int], Fraction]
    """(damage the attacker deals, damage the defender deals) -> probability."""

    @property
    def net(self) -> Fraction:
        return self.placed[ATTACKER] - self.placed[DEFENDER]


STAGES = (("tactics", ATTACKER), ("tactics", DEFENDER), ("swap", ATTACKER), ("swap", DEFENDER))
"""What may change a draw after it, in order: Tactics, then Regular Army, the attacker first."""


def play_out(clash: Clash, bag: Comp, dist: Dist, start: int = 0) -> Dist:
    """The draw after the stages from `start` on, each played as the odds play it."""
    for what, side in STAGES[start:]:
        dist = (tactics if what == "tactics" else regular_army)(clash, bag, dist, side)
    return dist


def swapped(bag: Comp, drawn: Comp, side: str) -> Dist:
    """A draw after `side` sets one enemy cube aside for a cube from the rest."""
    rest = _minus(bag, drawn)
    base = list(drawn)
    base[INDEX[other(side)]] -= 1
    result: Dist = {}
    for colour in range(3):
        if rest[colour]:
            new = list(base)
            new[colour] += 1
            result[(new[0], new[1], new[2])] = Fraction(rest[colour], sum(rest))
    return result


def summary(
    clash: Clash, k: int, dist: Dist, effect: Mapping[str, Mapping[int, Effect]]
) -> DrawOdds:
    """What a distribution of final draws means: each side's damage, what it destroys."""
    joint: dict[tuple[int, int], Fraction] = {}
    for c, p in dist.items():
        pair = (c[0] if clash.harms[ATTACKER] else 0, c[1] if clash.harms[DEFENDER] else 0)
        joint[pair] = joint.get(pair, Fraction(0)) + p
    dealt: dict[str, dict[int, Fraction]] = {s: {} for s in SIDES}
    for pair, p in joint.items():
        for side, d in zip(SIDES, pair, strict=True):
            dealt[side][d] = dealt[side].get(d, Fraction(0)) + p
    placed = {s: Fraction(0) for s in SIDES}
    destroyed: dict[str, dict[str, Fraction]] = {s: {} for s in SIDES}
    wipes = {s: Fraction(0) for s in SIDES}
    for side in SIDES:
        for d, p in dealt[side].items():
            e = effect[side][min(d, max(effect[side]))]
            placed[side] += p * e.placed
            for name in e.destroyed:
                destroyed[side][name] = destroyed[side].get(name, Fraction(0)) + p
            if e.everything:
                wipes[side] += p
    return DrawOdds(k, dealt, placed, destroyed, wipes, joint)


def effects_of(clash: Clash) -> dict[str, dict[int, Effect]]:
    most = sum(clash.bag.values())
    return {side: effects(clash, side, most) for side in SIDES}


def odds_of(clash: Clash, k: int, effect: Mapping[str, Mapping[int, Effect]]) -> DrawOdds:
    bag = _bag(clash)
    first, denom = hypergeometric(bag, k)
    dist = top_up(clash, bag, k, first, denom)
    return summary(clash, k, play_out(clash, bag, dist), effect)


def choice_odds(clash: Clash, purpose: str, seat: str) -> dict[str, DrawOdds]:
    """The odds of each answer to a clash ask (keys: the ask's option keys, or "yes"/"no")."""
    bag, drawn = _bag(clash), _comp(clash.drawn)
    effect = effects_of(clash)
    if purpose == "draw":
        return {str(o.k): o for o in clash_odds(clash, effect)}
    if purpose == "more":
        room = min(clash.courage[DEFENDER] - sum(drawn), sum(bag) - sum(drawn))
        found = {}
        for e in range(max(room, 0) + 1):
            more, total = hypergeometric(_minus(bag, drawn), e)
            dist = {_plus(drawn, y): Fraction(w, total) for y, w in more.items()}
            found[str(e)] = summary(clash, sum(drawn) + e, play_out(clash, bag, dist), effect)
        return found
    what = "tactics" if purpose == "tactics" else "swap"
    stage = STAGES.index((what, seat))
    yes = draw_dist(bag, sum(drawn)) if what == "tactics" else swapped(bag, drawn, seat)
    k = sum(drawn)
    return {
        "yes": summary(clash, k, play_out(clash, bag, yes, stage + 1), effect),
        "no": summary(clash, k, play_out(clash, bag, {drawn: Fraction(1)}, stage + 1), effect),
    }


def clash_odds(clash: Clash, effect=None) -> list[DrawOdds]:
    """The odds of every draw the attacker may choose (1 .. its courage, at most the bag)."""
    high = min(clash.courage[ATTACKER], sum(clash.bag.values()), 25)
    effect = effect or effects_of(clash)
    return [odds_of(clash, k, effect) for k in range(1, high + 1)]


def best_draw(table: list[DrawOdds]) -> DrawOdds | None:
    """The draw with the most expected net damage for the attacker (the smaller on a tie)."""
    return max(table, key=lambda o: (o.net, -o.k), default=None)


def check_odds(bag: Mapping[str, int], side: str, size: int) -> Fraction:
    """The chance a check of `size` cubes passes for `side`: none of the other player's."""
    total = sum(bag.values())
    if size > total:
        return Fraction(0)
    ok = bag.get(side, 0) + bag.get(NEUTRAL, 0)
    return Fraction(math.comb(ok, size), math.comb(total, size))
