"""The battle bag: which cubes each side puts in, and why; the cubes' colours; checks.

Each side puts in one cube per point of strength of its active units and its strength bonus, in
its own colour (attack cubes), plus the action and experience cubes it adds; its inactive units
give neutral defence cubes, unless it leaves its defence out. Cubes are named by colour: the
attacker's, the defender's, and neutral. Pure: no Discord.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from cogs.goc.army import ATTACKER, DEFENDER, NEUTRAL, SIDES, Battle

COLOURS = (ATTACKER, DEFENDER, NEUTRAL)
PARTS = ("units", "bonus", "action", "experience", "defence")
"""Where a side's cubes come from: attack cubes of its active units, its strength bonus, action
and experience cubes (all its colour), and the neutral defence cubes of its inactive units."""

Cubes = dict[str, int]


def bag_parts(battle: Battle) -> dict[str, dict[str, int]]:
    """side -> part -> cubes (see PARTS)."""
    parts: dict[str, dict[str, int]] = {}
    for side in SIDES:
        s = battle.side(side)
        attack, defence = battle.strength(side)
        parts[side] = {
            "units": attack,
            "bonus": battle.bonus(side),
            "action": s.action_cubes,
            "experience": s.experience_cubes,
            "defence": defence if s.defence else 0,
        }
    return parts


def fill(parts: Mapping[str, Mapping[str, int]]) -> Cubes:
    """The bag the parts make: each side's colour, and the neutral cubes."""
    bag = {ATTACKER: 0, DEFENDER: 0, NEUTRAL: 0}
    for side, part in parts.items():
        for name, n in part.items():
            bag[NEUTRAL if name == "defence" else side] += n
    return bag


def size(bag: Mapping[str, int]) -> int:
    return sum(bag.values())


def counted(cubes: Iterable[str]) -> Cubes:
    found = {c: 0 for c in COLOURS}
    for cube in cubes:
        found[cube] = found.get(cube, 0) + 1
    return found


def minus(bag: Mapping[str, int], cubes: Iterable[str]) -> Cubes:
    left = dict(bag)
    for cube in cubes:
        if left.get(cube, 0) <= 0:
            raise ValueError(f"no {cube} cube left in the bag")
        left[cube] -= 1
    return left


def plus(bag: Mapping[str, int], cubes: Iterable[str]) -> Cubes:
    more = dict(bag)
    for cube in cubes:
        more[cube] = more.get(cube, 0) + 1
    return more


def passes(side: str, drawn: Iterable[str]) -> bool:
    """A check passes when no drawn cube is another player's (own and neutral cubes only)."""
    return all(cube in (side, NEUTRAL) for cube in drawn)


def fabian(bag: Mapping[str, int], n: int) -> tuple[Cubes, Cubes]:
    """Fabian Tactics: up to n cubes of each player's colour out. (bag after, cubes removed)"""
    removed = {side: min(n, bag.get(side, 0)) for side in (ATTACKER, DEFENDER)}
    after = dict(bag)
    for side, k in removed.items():
        after[side] -= k
    return after, removed
