"""Where a clash stands when a side must decide: the bag, both courages, who can harm whom, which
redraws are left, and the enemy's hexes each side's damage would meet.

The procedure puts it on every clash ask (`fields["clash"]`, plain JSON), so the board can show
the bag and the 📊 Odds can start from it (odds.py) without replaying anything. Pure.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cogs.goc.army import ATTACKER, DEFENDER, SIDES, Battle, other
from cogs.goc.damage import Target, targets


@dataclass(frozen=True)
class Clash:
    bag: Mapping[str, int]
    courage: Mapping[str, int]
    harms: Mapping[str, bool]
    redraw: Mapping[str, bool]
    swap: Mapping[str, bool]
    targets: Mapping[str, tuple[Target, ...]]
    """dealer -> the enemy's hexes its damage meets."""
    ranks: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """dealer -> the enemy's unit types, the ones it destroys first first."""
    drawn: tuple[str, ...] = ()

    def rank(self, dealer: str):
        order = list(self.ranks.get(dealer, ()))
        return lambda unit: (order.index(unit) if unit in order else len(order), unit)

    def to_json(self) -> dict[str, Any]:
        return {
            "bag": dict(self.bag),
            "courage": dict(self.courage),
            "harms": dict(self.harms),
            "redraw": dict(self.redraw),
            "swap": dict(self.swap),
            "targets": {d: [_target_json(t) for t in ts] for d, ts in self.targets.items()},
            "ranks": {d: list(r) for d, r in self.ranks.items()},
            "drawn": list(self.drawn),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Clash:
        return cls(
            bag=dict(data["bag"]),
            courage=dict(data["courage"]),
            harms=dict(data["harms"]),
            redraw=dict(data.get("redraw") or {}),
            swap=dict(data.get("swap") or {}),
            targets={d: tuple(_target(t) for t in ts) for d, ts in data["targets"].items()},
            ranks={d: tuple(r) for d, r in (data.get("ranks") or {}).items()},
            drawn=tuple(data.get("drawn") or ()),
        )


def _target_json(t: Target) -> dict[str, Any]:
    return {
        "key": t.key,
        "units": dict(t.units),
        "durability": dict(t.durability),
        "first": [list(p) for p in t.first],
        "later": [list(p) for p in t.later],
        "free": list(t.free),
    }


def _target(data: Mapping[str, Any]) -> Target:
    return Target(
        data["key"],
        dict(data["units"]),
        dict(data["durability"]),
        tuple((int(i), int(n)) for i, n in data["first"]),
        tuple((int(i), int(n)) for i, n in data["later"]),
        tuple(int(i) for i in data["free"]),
    )


def danger_order(battle: Battle, dealer: str) -> tuple[str, ...]:
    """The enemy's unit types as the dealer's default destroys them: those that reach it first,
    the strongest bonus first, the cheapest to destroy first."""
    enemy = other(dealer)
    units = battle.side(enemy).units()
    active = {u for a in battle.side(enemy).armies for u in a.units if battle.active(enemy, a, u)}

    def key(unit: str) -> tuple:
        u = battle.rules.units[unit]
        return (unit not in active, -sum(u.bonus.values()), u.durability, unit)

    return tuple(sorted(units, key=key))


def snapshot(
    battle: Battle,
    bag: Mapping[str, int],
    courage: Mapping[str, int],
    used: Sequence[str] = (),
    swapped: Sequence[str] = (),
    drawn: Sequence[str] = (),
) -> Clash:
    return Clash(
        bag=dict(bag),
        courage=dict(courage),
        harms={s: battle.harms(s) for s in SIDES},
        redraw={s: bool(battle.tech(s, "redraw")) and s not in used for s in SIDES},
        swap={s: bool(battle.tech(s, "swap")) and s not in swapped for s in SIDES},
        targets={s: tuple(targets(battle, s)) for s in SIDES},
        ranks={s: danger_order(battle, s) for s in SIDES},
        drawn=tuple(drawn),
    )


__all__ = ["ATTACKER", "DEFENDER", "Clash", "danger_order", "snapshot"]
