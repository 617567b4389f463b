"""Damage on the enemy's hexes: what the dealer may destroy, in which order, and what is left.

The side that deals the damage distributes it among the enemy's armies at its own discretion, but
on each hex it follows the destruction order: a wall (or palisade) on the line of attack, then the
units, then the buildings, then the city or castle. A structure keeps partial damage; one whose
damage already equals its durability is destroyed at once, for nothing. A unit of durability > 1
(a galley) ignores damage that cannot destroy it. All the damage must be placed where it can be.

A plan (the dealer's answer) is {"<army>.<unit>": units destroyed, "<army>.structures": damage
on that hex's structures, in their order}. Pure: no Discord.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from cogs.goc.army import Army, Battle, Structure, other

STRUCTURES = "structures"


@dataclass(frozen=True)
class Target:
    """One enemy hex as the dealer sees it."""

    key: str
    units: Mapping[str, int]
    durability: Mapping[str, int]
    first: tuple[tuple[int, int], ...]
    """(structure index, damage left) of walls on the line of attack: before the units."""
    later: tuple[tuple[int, int], ...]
    """(structure index, damage left) of buildings, then the city or castle: after the units."""
    free: tuple[int, ...]
    """Structures whose damage already equals their durability: destroyed at once."""

    @property
    def wall(self) -> int:
        return sum(left for _, left in self.first)

    @property
    def unit_cost(self) -> int:
        return sum(n * self.durability[u] for u, n in self.units.items())

    @property
    def rest(self) -> int:
        return sum(left for _, left in self.later)

    @property
    def capacity(self) -> int:
        return self.wall + self.unit_cost + self.rest

    def unit_key(self, unit: str) -> str:
        return f"{self.key}.{unit}"

    @property
    def structure_key(self) -> str:
        return f"{self.key}.{STRUCTURES}"

    def kill_costs(self) -> set[int]:
        """Every total durability a choice of this hex's units adds up to."""
        sums = {0}
        for unit, n in self.units.items():
            d = self.durability[unit]
            sums = {s + k * d for s in sums for k in range(n + 1)}
        return sums

    def amounts(self, cap: int) -> set[int]:
        """Every amount of damage this hex can take exactly (at most `cap`)."""
        w, u, r = self.wall, self.unit_cost, self.rest
        found = set(range(min(w, cap) + 1))
        found |= {w + c for c in self.kill_costs() if c > 0 and w + c <= cap}
        found |= {w + u + x for x in range(r + 1) if w + u + x <= cap}
        return found


def targets(battle: Battle, dealer: str) -> list[Target]:
    """The enemy's hexes as the dealer's damage meets them (walls it ignores are not there)."""
    rules = battle.rules
    ignore = bool(battle.tech(dealer, "ignore_wall"))
    found = []
    for army in battle.side(other(dealer)).armies:
        first, later, free = [], [], []
        ordered = sorted(
            enumerate(army.structures), key=lambda p: rules.structures[p[1].kind].order
        )
        for index, s in ordered:
            kind = rules.structures[s.kind]
            if kind.wall and (not s.on_line or ignore):
                continue
            left = kind.durability - s.damage
            if left <= 0:
                free.append(index)
            elif kind.wall:
                first.append((index, left))
            else:
                later.append((index, left))
        durability = {u: rules.units[u].durability for u in army.units}
        found.append(
            Target(army.key, dict(army.units), durability, tuple(first), tuple(later), tuple(free))
        )
    return found


def _suffix_sums(hexes: Sequence[Target], cap: int) -> list[set[int]]:
    """suffix[i]: the totals hexes i.. can take exactly (at most `cap`)."""
    suffix = [{0}]
    for target in reversed(hexes):
        amounts = target.amounts(cap)
        suffix.append({a + b for a in amounts for b in suffix[-1] if a + b <= cap})
    return list(reversed(suffix))


def placeable(hexes: Sequence[Target], damage: int) -> int:
    """The most of `damage` that can be placed (the rest is lost: nothing it could destroy)."""
    return max(_suffix_sums(hexes, damage)[0])


def _exact_kills(target: Target, cost: int, rank: Callable[[str], tuple]) -> dict[str, int]:
    """Units adding up to exactly `cost`, the highest ranked first."""
    pool = [u for u in sorted(target.units, key=rank) for _ in range(target.units[u])]
    after: list[set[int]] = [set() for _ in pool] + [{0}]  # after[i]: sums of pool[i:]
    for i in range(len(pool) - 1, -1, -1):
        d = target.durability[pool[i]]
        after[i] = after[i + 1] | {s + d for s in after[i + 1] if s + d <= cost}
    kills: dict[str, int] = {}
    left = cost
    for i, unit in enumerate(pool):
        if left == 0:
            break
        d = target.durability[unit]
        if d <= left and left - d in after[i + 1]:
            kills[unit] = kills.get(unit, 0) + 1
            left -= d
    return kills


def _counts(units: Sequence[str]) -> dict[str, int]:
    found: dict[str, int] = {}
    for u in units:
        found[u] = found.get(u, 0) + 1
    return found


def hex_plan(
    target: Target, amount: int, rank: Callable[[str], tuple] = lambda u: (0, u)
) -> dict[str, int]:
    """The plan for one hex taking exactly `amount` damage: the wall first, then the highest
    ranked units, then the buildings and the city."""
    w, u = target.wall, target.unit_cost
    plan = {target.unit_key(unit): 0 for unit in target.units}
    if target.wall + target.rest:
        plan[target.structure_key] = 0
    if amount <= w:
        if amount:
            plan[target.structure_key] = amount
        return plan
    if amount - w < u or (amount - w == u and not target.rest):
        for unit, n in _exact_kills(target, amount - w, rank).items():
            plan[target.unit_key(unit)] = n
        if w:
            plan[target.structure_key] = w
        return plan
    for unit, n in target.units.items():
        plan[target.unit_key(unit)] = n
    plan[target.structure_key] = amount - u
    return plan


def _destroys(target: Target, plan: Mapping[str, int]) -> tuple[int, int]:
    """(units, structures) a hex's plan destroys."""
    units = sum(int(plan.get(target.unit_key(u), 0)) for u in target.units)
    s = int(plan.get(target.structure_key, 0))
    structures = 0
    for _, left in [*target.first, *target.later]:
        if s < left:
            break
        s -= left
        structures += 1
    return units, structures


def preset(
    hexes: Sequence[Target], damage: int, rank: Callable[[str], tuple] = lambda u: (0, u)
) -> dict[str, int]:
    """The dealer's default plan: all it can place, destroying as many units as it can, then as
    many structures, the earlier hexes first where that is all the same."""
    total = placeable(hexes, damage)
    suffix = _suffix_sums(hexes, total)
    # best[i][left]: the most (units, structures) hexes i.. destroy taking exactly `left`
    best: list[dict[int, tuple[tuple[int, int], int]]] = [{} for _ in hexes] + [{0: ((0, 0), 0)}]
    destroys: dict[tuple[int, int], tuple[int, int]] = {}
    for i in range(len(hexes) - 1, -1, -1):
        amounts = hexes[i].amounts(total)
        for left in suffix[i]:
            for a in sorted((a for a in amounts if a <= left), reverse=True):
                if left - a not in best[i + 1]:
                    continue
                if (i, a) not in destroys:
                    destroys[i, a] = _destroys(hexes[i], hex_plan(hexes[i], a, rank))
                here = destroys[i, a]
                later = best[i + 1][left - a][0]
                value = (here[0] + later[0], here[1] + later[1])
                if left not in best[i] or value > best[i][left][0]:
                    best[i][left] = (value, a)
    plan: dict[str, int] = {}
    left = total
    for i, target in enumerate(hexes):
        amount = best[i][left][1]
        plan.update(hex_plan(target, amount, rank))
        left -= amount
    return plan


def plan_keys(hexes: Sequence[Target]) -> list[str]:
    keys = []
    for target in hexes:
        keys += [target.unit_key(u) for u in target.units]
        if target.capacity - target.unit_cost:
            keys.append(target.structure_key)
    return keys


def check_plan(hexes: Sequence[Target], damage: int, plan: Mapping[str, int]) -> str | None:
    """Why this plan cannot stand (a catalog word), or None: "wall-first", "units-first",
    "too-much" (more than dealt or than there is), "too-little" (damage left that could be
    placed), "unknown"."""
    known = set(plan_keys(hexes))
    if set(k for k, n in plan.items() if n) - known:
        return "unknown"
    placed = 0
    for target in hexes:
        kills = {u: int(plan.get(target.unit_key(u), 0)) for u in target.units}
        s = int(plan.get(target.structure_key, 0))
        if any(n < 0 or n > target.units[u] for u, n in kills.items()) or s < 0:
            return "too-much"
        if any(kills.values()) and s < target.wall:
            return "wall-first"
        if s > target.wall and kills != dict(target.units):
            return "units-first"
        if s > target.wall + target.rest:
            return "too-much"
        placed += s + sum(n * target.durability[u] for u, n in kills.items())
    if placed > damage:
        return "too-much"
    if placed < placeable(hexes, damage):
        return "too-little"
    return None


def choices(hexes: Sequence[Target], damage: int) -> bool:
    """Whether the dealer has more than one way to place its damage."""
    total = placeable(hexes, damage)
    suffix = _suffix_sums(hexes, total)
    ways = 0

    def spread(i: int, left: int) -> None:
        nonlocal ways
        if ways > 1:
            return
        if i == len(hexes):
            ways += 1 if left == 0 else 0
            return
        for a in sorted(hexes[i].amounts(left)):
            if left - a in suffix[i + 1]:
                if _kill_ways(hexes[i], a) > 1:
                    ways = 2
                    return
                spread(i + 1, left - a)

    spread(0, total)
    return ways > 1


def _kill_ways(target: Target, amount: int) -> int:
    """How many different sets of units (by type) a hex taking `amount` may lose (capped at 2)."""
    w, u = target.wall, target.unit_cost
    if amount <= w or amount - w >= u:
        return 1
    ways = {0: 1}
    for unit, n in target.units.items():
        d = target.durability[unit]
        nxt: dict[int, int] = {}
        for cost, k in ways.items():
            for m in range(n + 1):
                c = cost + m * d
                nxt[c] = min(2, nxt.get(c, 0) + k)
        ways = nxt
    return ways.get(amount - w, 0)


@dataclass(frozen=True)
class Applied:
    """What a plan destroyed: units by army, structures by army (their kinds), and the damage
    each hex's structures were left with."""

    units: dict[str, dict[str, int]]
    structures_destroyed: dict[str, list[str]]
    structures_damaged: dict[str, list[str]]
    after: dict[str, list[Structure]]
    placed: int


def apply_plan(battle: Battle, dealer: str, plan: Mapping[str, int]) -> Applied:
    hexes = {t.key: t for t in targets(battle, dealer)}
    units: dict[str, dict[str, int]] = {}
    destroyed: dict[str, list[str]] = {}
    damaged: dict[str, list[str]] = {}
    after: dict[str, list[Structure]] = {}
    placed = 0
    for army in battle.side(other(dealer)).armies:
        target = hexes[army.key]
        kills = {u: int(plan.get(target.unit_key(u), 0)) for u in army.units}
        kills = {u: n for u, n in kills.items() if n}
        if kills:
            units[army.key] = kills
        placed += sum(n * target.durability[u] for u, n in kills.items())
        structures = list(army.structures)
        gone = set(target.free)
        s = int(plan.get(target.structure_key, 0))
        placed += s
        for index, left in [*target.first, *target.later]:
            if s <= 0:
                break
            hit = min(s, left)
            s -= hit
            old = structures[index]
            structures[index] = Structure(old.kind, old.damage + hit, old.on_line)
            if hit == left:
                gone.add(index)
            else:
                damaged.setdefault(army.key, []).append(old.kind)
        if gone:
            destroyed[army.key] = [structures[i].kind for i in sorted(gone)]
        after[army.key] = [st for i, st in enumerate(structures) if i not in gone]
    return Applied(units, destroyed, damaged, after, placed)


def remaining(army: Army, kills: Mapping[str, int]) -> dict[str, int]:
    return {u: n - kills.get(u, 0) for u, n in army.units.items() if n - kills.get(u, 0) > 0}


def object_names(hexes: Sequence[Target]) -> list[str]:
    """The enemy's objects: "<army>.<unit>.<n>" (the n-th of that type destroyed) and
    "<army>.s.<index>" for its structures (the index in the army's setup)."""
    names = []
    for t in hexes:
        for unit, n in t.units.items():
            names += [f"{t.key}.{unit}.{i}" for i in range(1, n + 1)]
        names += [
            f"{t.key}.s.{i}" for i, _ in sorted([*t.first, *t.later, *((i, 0) for i in t.free)])
        ]
    return names


def plan_effect(hexes: Sequence[Target], plan: Mapping[str, int]) -> tuple[int, set[str]]:
    """(damage placed, the objects destroyed, named as `object_names`) of a plan."""
    placed = 0
    gone: set[str] = set()
    for t in hexes:
        for unit in t.units:
            n = int(plan.get(t.unit_key(unit), 0))
            placed += n * t.durability[unit]
            gone |= {f"{t.key}.{unit}.{i}" for i in range(1, n + 1)}
        gone |= {f"{t.key}.s.{i}" for i in t.free}
        s = int(plan.get(t.structure_key, 0))
        placed += s
        for index, left in [*t.first, *t.later]:
            if s < left:
                break
            s -= left
            gone.add(f"{t.key}.s.{index}")
    return placed, gone
