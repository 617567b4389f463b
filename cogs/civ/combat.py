"""The engagement as data: fronts, units, the fight of two units, and the battle's resolution.

Pure and small on purpose: the procedure (rules.py) plays it one answer at a time, and the odds
(odds.py) play thousands of battles with it, so it holds plain slotted objects and no events.
The rules it encodes (seed 001, civ.md §3–5):

- A played unit opens a **new front** (alone, no fight) or attacks a **lone enemy unit**. A front
  holds at most one unit per side.
- **Superiority**: the trumping unit deals its wounds first; if that kills, it takes nothing.
  Otherwise both deal wounds at once (the survivor of a first strike hits back in full).
- A unit dies when its wounds reach its health (base cards: health = strength). The survivor
  stays alone, wounded, open to a later attack. Wisdom & Warfare: both may survive; the front is
  then locked (reading).
- Resolution: wounds removed (W&W: not), surviving strength + the bonus card, tie to the defender.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from cogs.civ.cards import Ranks, parse_card, stats, trumps
from cogs.civ.data import TYPES, CivData, load_data
from cogs.civ.effects import NONE, Powers

ATTACKER, DEFENDER = "attacker", "defender"
SIDES = (ATTACKER, DEFENDER)
NEW = "new"


def other(side: str) -> str:
    return DEFENDER if side == ATTACKER else ATTACKER


class Unit:
    __slots__ = ("side", "card", "kind", "attack", "health", "wounds", "plus")

    def __init__(
        self, side: str, card: str, attack: int, health: int, wounds: int = 0, plus: int = 0
    ) -> None:
        self.side = side
        self.card = card
        self.kind = parse_card(card)[0]
        self.attack = attack
        self.health = health
        self.wounds = wounds
        self.plus = plus
        """Strength the side's effects add (Himeji, Japanese): not a rank."""

    @property
    def alive(self) -> bool:
        return self.wounds < self.health

    @property
    def left(self) -> int:
        return self.health - self.wounds

    def copy(self) -> Unit:
        return Unit(self.side, self.card, self.attack, self.health, self.wounds, self.plus)

    def to_dict(self) -> dict[str, Any]:
        out = {
            "side": self.side,
            "card": self.card,
            "strength": self.attack,
            "health": self.health,
            "wounds": self.wounds,
        }
        if self.plus:
            out["plus"] = self.plus
        return out


class Front:
    __slots__ = ("number", "units", "locked")

    def __init__(self, number: int, units: dict[str, Unit], locked: bool = False) -> None:
        self.number = number
        self.units = units
        self.locked = locked

    def lone(self) -> Unit | None:
        """The unit standing alone on this front (None: empty, two units, or locked)."""
        if self.locked or len(self.units) != 1:
            return None
        return next(iter(self.units.values()))

    def copy(self) -> Front:
        return Front(self.number, {s: u.copy() for s, u in self.units.items()}, self.locked)


@dataclass(frozen=True)
class Combat:
    """The readings that change a fight: W&W cards, aircraft trumping all."""

    wnw: bool = False
    aircraft_all: bool = False

    def trumps(self, a: str, b: str, data: CivData | None = None) -> bool:
        return (a, b) in self.table(data)

    def table(self, data: CivData | None = None) -> frozenset[tuple[str, str]]:
        """Every (trumping type, trumped type) pair, worked out once per reading and data."""
        key = (self.aircraft_all, id(data))
        found = _TABLES.get(key)
        if found is None:
            kinds = TYPES
            found = _TABLES[key] = frozenset(
                (a, b)
                for a in kinds
                for b in kinds
                if trumps(a, b, aircraft_all=self.aircraft_all, data=data)
            )
        return found


_TABLES: dict[tuple[bool, int], frozenset[tuple[str, str]]] = {}


@dataclass
class Fight:
    """What one fight did, for the story: who struck first, each blow, who died."""

    front: int
    played: dict[str, Any]
    target: dict[str, Any]
    first: str | None
    blows: list[tuple[str, int]]
    dead: list[str]
    locked: bool = False
    metal: int = 0
    """Metalworking's extra wounds dealt by the played unit (0: none)."""

    def to_dict(self) -> dict[str, Any]:
        out = {
            "front": self.front,
            "played": self.played,
            "target": self.target,
            "first": self.first,
            "blows": [list(b) for b in self.blows],
            "dead": self.dead,
            "locked": self.locked,
        }
        if self.metal:
            out["metal"] = self.metal
        return out


def strike(
    played: Unit,
    target: Unit,
    combat: Combat,
    data: CivData,
    untrumpable: frozenset[str] | set[str] = frozenset(),
    extra: int = 0,
) -> tuple[str | None, list]:
    """Wounds between two units, in the order Superiority says; mutates both. Returns who struck
    first (None: at once) and the blows as (side, wounds). A side in `untrumpable` (Pentagon) is
    never trumped; `extra` wounds are the played unit's (Metalworking), dealt once."""
    table = combat.table(data)
    hit = played.attack + extra
    if (played.kind, target.kind) in table and target.side not in untrumpable:
        target.wounds += hit
        blows = [(played.side, hit)]
        if target.alive:
            played.wounds += target.attack
            blows.append((target.side, target.attack))
        return played.side, blows
    if (target.kind, played.kind) in table and played.side not in untrumpable:
        first, second = target, played
    else:
        target.wounds += hit
        played.wounds += target.attack
        return None, [(played.side, hit), (target.side, target.attack)]
    second.wounds += first.attack
    blows = [(first.side, first.attack)]
    if second.alive:
        first.wounds += hit
        blows.append((second.side, hit))
    return first.side, blows


@dataclass
class Board:
    """Where an engagement stands: each side's hand, the fronts, the units killed."""

    ranks: dict[str, Ranks]
    hands: dict[str, list[str]]
    fronts: list[Front] = field(default_factory=list)
    killed: dict[str, list[str]] = field(default_factory=lambda: {s: [] for s in SIDES})
    combat: Combat = field(default_factory=Combat)
    next_number: int = 1
    data: CivData = field(default_factory=load_data)
    known: dict[tuple[str, str], tuple[int, int]] = field(default_factory=dict)
    """(side, card) -> (attack, health): worked out once (the odds play thousands of turns)."""
    powers: dict[str, Powers] = field(default_factory=dict)
    """Each side's card effects (effects.py); none when absent."""
    metal: dict[str, int] = field(default_factory=dict)
    """Metalworking strikes each side has left (iron to spend)."""
    passes: dict[str, int] = field(default_factory=dict)
    """Sun Tzu passes each side has left."""

    def power(self, side: str) -> Powers:
        return self.powers.get(side, NONE)

    def worth(self, side: str, card: str) -> tuple[int, int]:
        found = self.known.get((side, card))
        if found is None:
            s = stats(card, self.ranks.get(side, {}), wnw=self.combat.wnw, data=self.data)
            plus = self.power(side).plus(parse_card(card)[0])
            found = self.known[(side, card)] = (s.attack + plus, s.health + plus)
        return found

    def unit(self, side: str, card: str) -> Unit:
        return Unit(
            side, card, *self.worth(side, card), 0, self.power(side).plus(parse_card(card)[0])
        )

    def untrumpable(self) -> frozenset[str]:
        return frozenset(s for s in SIDES if self.power(s).untrumpable)

    def can_metal(self, side: str) -> bool:
        return self.metal.get(side, 0) > 0 and self.power(side).metal > 0

    def can_pass(self, side: str) -> bool:
        """Sun Tzu: a pass left, cards in hand, and an opponent who still has turns."""
        return (
            self.passes.get(side, 0) > 0
            and bool(self.hands[side])
            and bool(self.hands[other(side)])
        )

    def targets(self, side: str) -> list[int]:
        """The fronts `side` may attack: a lone enemy unit stands there."""
        found = []
        for front in self.fronts:
            lone = front.lone()
            if lone is not None and lone.side != side:
                found.append(front.number)
        return found

    def front(self, number: int) -> Front:
        for front in self.fronts:
            if front.number == number:
                return front
        raise KeyError(number)

    def play(self, side: str, card: str, target: str | int, metal: bool = False) -> Fight | int:
        """Play `card` from `side`'s hand to a new front (returns its number) or against the
        lone enemy unit of front `target` (returns the fight). `metal`: spend Metalworking's
        iron on this attack."""
        self.hands[side].remove(card)
        unit = self.unit(side, card)
        if target == NEW:
            number = self.next_number
            self.next_number += 1
            self.fronts.append(Front(number, {side: unit}))
            return number
        front = self.front(int(target))
        enemy = front.lone()
        if enemy is None or enemy.side == side:
            raise ValueError(f"front {target} has no lone enemy unit")
        before = enemy.to_dict()
        extra = 0
        if metal and self.can_metal(side):
            extra = self.power(side).metal
            self.metal[side] -= 1
        first, blows = strike(unit, enemy, self.combat, self.data, self.untrumpable(), extra)
        front.units[side] = unit
        dead = []
        for u in (unit, enemy):
            if not u.alive:
                dead.append(u.side)
                self.killed[u.side].append(u.card)
                del front.units[u.side]
        if not front.units:
            self.fronts.remove(front)
        locked = len(front.units) == 2
        front.locked = locked
        return Fight(front.number, unit.to_dict(), before, first, blows, dead, locked, extra)

    def pass_turn(self, side: str) -> None:
        """Sun Tzu: `side` passes this battle turn."""
        self.passes[side] -= 1

    def zhukov_strikers(self, dead: list[str]) -> list[str]:
        """For each unit that died, its side strikes back when it has Zhukov."""
        return [s for s in dead if self.power(s).zhukov]

    def zhukov_targets(self, side: str) -> list[int]:
        """The fronts where an enemy unit of `side` stands (Zhukov may wound any of them)."""
        return [f.number for f in self.fronts if other(side) in f.units]

    def zhukov(self, side: str, number: int) -> tuple[dict[str, Any], bool]:
        """Zhukov's wound to the enemy unit on front `number`: (the unit after, dead?)."""
        front = self.front(number)
        enemy = front.units[other(side)]
        enemy.wounds += self.power(side).zhukov
        after = enemy.to_dict()
        if enemy.alive:
            return after, False
        self.killed[enemy.side].append(enemy.card)
        del front.units[enemy.side]
        front.locked = False
        if not front.units:
            self.fronts.remove(front)
        return after, True

    def next_turn(self, last: str | None, first: str) -> str | None:
        """Who plays next: players alternate; a player whose hand is empty takes no more turns
        and the other plays out; None when both hands are empty."""
        order = [first, other(first)] if last is None else [other(last), last]
        return next((s for s in order if self.hands[s]), None)

    def strength(self, side: str) -> int:
        """The side's surviving strength at resolution (base: wounds removed; W&W: health left)."""
        total = 0
        for front in self.fronts:
            u = front.units.get(side)
            if u is not None:
                total += u.left if self.combat.wnw else u.attack
        return total

    def survivors(self, side: str) -> list[str]:
        return [f.units[side].card for f in self.fronts if side in f.units]

    def snapshot(self) -> list[dict[str, Any]]:
        """The fronts as the public board shows them."""
        return [
            {
                "number": f.number,
                "locked": f.locked,
                "units": {s: u.to_dict() for s, u in f.units.items()},
            }
            for f in self.fronts
        ]

    def copy(self) -> Board:
        return Board(
            self.ranks,
            {s: list(h) for s, h in self.hands.items()},
            [f.copy() for f in self.fronts],
            {s: list(k) for s, k in self.killed.items()},
            self.combat,
            self.next_number,
            self.data,
            self.known,
            self.powers,
            dict(self.metal),
            dict(self.passes),
        )


def restore(snapshot: list[Mapping[str, Any]]) -> list[Front]:
    """Fronts back from `Board.snapshot()` (the odds rebuild the public board from events)."""
    fronts = []
    for f in snapshot:
        units = {
            s: Unit(
                s,
                u["card"],
                int(u["strength"]),
                int(u["health"]),
                int(u["wounds"]),
                int(u.get("plus", 0)),
            )
            for s, u in dict(f["units"]).items()
        }
        fronts.append(Front(int(f["number"]), units, bool(f.get("locked"))))
    return fronts


# -- resolution -----------------------------------------------------------------------------------
def bonus_card(bonuses: Mapping[str, int]) -> tuple[str | None, int]:
    """Only the side with the higher combat bonus takes the bonus card, set to the difference;
    on equal totals nobody takes it."""
    a, d = bonuses.get(ATTACKER, 0), bonuses.get(DEFENDER, 0)
    if a == d:
        return None, 0
    return (ATTACKER, a - d) if a > d else (DEFENDER, d - a)


def totals(board: Board, card: tuple[str | None, int]) -> dict[str, int]:
    holder, value = card
    return {s: board.strength(s) + (value if s == holder else 0) for s in SIDES}


def winner_of(scores: Mapping[str, int]) -> str:
    """Higher total wins; a tie goes to the defender."""
    return ATTACKER if scores[ATTACKER] > scores[DEFENDER] else DEFENDER


def casualties(
    figures: Mapping[str, int], killed: int, *, won: bool, armies_first: bool = True
) -> dict[str, int]:
    """Figures a side removes from the square. The winner: one per two of its own units killed
    (rounded down), always keeping one; the loser: all of them."""
    armies, scouts = int(figures.get("armies", 0)), int(figures.get("scouts", 0))
    if not won:
        return {"armies": armies, "scouts": scouts}
    remove = min(killed // 2, max(0, armies + scouts - 1))
    order = ["armies", "scouts"] if armies_first else ["scouts", "armies"]
    have = {"armies": armies, "scouts": scouts}
    out = {"armies": 0, "scouts": 0}
    for kind in order:
        take = min(remove, have[kind])
        out[kind] = take
        remove -= take
    return out
