"""The two sides of a battle as the setup names them, and what follows from them before a cube is
drawn: which units are active, who is a garrison, whether it is a siege, each side's courage.

A side is one army (a hex) or a corps (several). Setup (plain JSON), for each of "attacker" and
"defender":

    {"armies": [{"key": "a1", "units": {"spearman": 3}, "distance": 1, "water": false,
                 "structures": [{"kind": "city", "damage": 1},
                                {"kind": "wall", "damage": 0, "on_line": true},
                                {"kind": "building", "damage": 0}]}],
     "technologies": ["tactics"], "government": "democracy",
     "action_cubes": 0, "experience_cubes": 0, "defence": true, "relic": false,
     "conversion": 0, "restoration": 0,     # the action on other components (wonders, heroes)
     "unpacked": true}                      # trebuchets unpacked; null: the bot asks

and beside them "distance" (hexes between the armies, default 1; an army may say its own),
"religion" (the side whose state religion prevails where the battle is, or null), "readings"
and "overrides" (data.py). Pure: no Discord.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from bot.engine import SetupError
from cogs.goc.data import STRUCTURE_TARGET, Rules, load_rules

ATTACKER, DEFENDER = "attacker", "defender"
SIDES = (ATTACKER, DEFENDER)
NEUTRAL = "neutral"
MAX_UNITS = 99
MAX_CUBES = 60


def other(side: str) -> str:
    return DEFENDER if side == ATTACKER else ATTACKER


@dataclass(frozen=True)
class Structure:
    kind: str
    damage: int = 0
    on_line: bool = True

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "damage": self.damage, "on_line": self.on_line}


@dataclass(frozen=True)
class Army:
    """One hex of a side: its units by type, and its structures."""

    key: str
    units: Mapping[str, int]
    distance: int = 1
    water: bool = False
    structures: tuple[Structure, ...] = ()

    @property
    def size(self) -> int:
        return sum(self.units.values())

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "units": {u: n for u, n in self.units.items() if n},
            "distance": self.distance,
            "water": self.water,
            "structures": [s.to_json() for s in self.structures],
        }


@dataclass(frozen=True)
class Side:
    key: str
    armies: tuple[Army, ...]
    technologies: tuple[str, ...] = ()
    government: str = "other"
    action_cubes: int = 0
    experience_cubes: int = 0
    defence: bool | None = True
    relic: bool = False
    conversion: int = 0
    restoration: int = 0
    unpacked: bool | None = True

    def units(self) -> dict[str, int]:
        total: dict[str, int] = {}
        for army in self.armies:
            for unit, n in army.units.items():
                if n:
                    total[unit] = total.get(unit, 0) + n
        return total

    @property
    def size(self) -> int:
        return sum(a.size for a in self.armies)

    def has(self, tech: str) -> bool:
        return tech in self.technologies

    def with_units(self, armies: Iterable[Army]) -> Side:
        return replace(self, armies=tuple(armies))


@dataclass(frozen=True)
class Battle:
    rules: Rules
    sides: Mapping[str, Side]
    religion: str | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)

    def side(self, key: str) -> Side:
        return self.sides[key]

    def with_side(self, side: Side) -> Battle:
        return replace(self, sides={**self.sides, side.key: side})

    # -- what the rules derive --------------------------------------------------------------------
    def tech(self, side: str, attr: str) -> int:
        """The strongest value of a technology attribute the side has (0: none; True is 1)."""
        values = [
            int(getattr(self.rules.technologies[k], attr))
            for k in self.sides[side].technologies
            if k in self.rules.technologies
        ]
        return max(values, default=0)

    def enemy_on_water(self, side: str) -> bool:
        enemy = [a for a in self.sides[other(side)].armies if a.size or a.structures]
        return bool(enemy) and all(a.water for a in enemy)

    def active(self, side: str, army: Army, unit: str) -> bool:
        """Whether this army's units of this type reach the enemy (attack cubes, damage)."""
        u = self.rules.units[unit]
        if u.unpack and self.sides[side].unpacked is False:
            return False
        return u.reaches(army.distance, self.enemy_on_water(side))

    def needs_unpacking(self, side: str) -> bool:
        """The side has units that reach the enemy only if unpacked, and nobody said yet."""
        s = self.sides[side]
        if s.unpacked is not None:
            return False
        return any(
            self.rules.units[u].unpack
            and self.rules.units[u].reaches(a.distance, self.enemy_on_water(side))
            for a in s.armies
            for u, n in a.units.items()
            if n
        )

    def reaches(self, side: str) -> bool:
        """Whether any of the side's units reaches the enemy: only then do its cubes harm."""
        return any(
            self.active(side, a, u) for a in self.sides[side].armies for u in a.units if a.units[u]
        )

    def harms(self, side: str) -> bool:
        return self.reaches(side) or bool(self.rules.reading("unreachable_harm"))

    def is_garrison(self, army: Army) -> bool:
        """Troops on a fortified hex: a city or castle, or a wall on the line of attack."""
        for s in army.structures:
            kind = self.rules.structures.get(s.kind)
            if kind is None or not kind.fortification or s.damage >= kind.durability:
                continue
            if not kind.wall or s.on_line:
                return True
        return False

    def garrisons(self) -> list[Army]:
        return [a for a in self.sides[DEFENDER].armies if a.size and self.is_garrison(a)]

    @property
    def siege(self) -> bool:
        """The attacker attacks a fortification with a garrison."""
        return bool(self.garrisons())

    def target_structures(self, side: str) -> list[Structure]:
        """The enemy structures this side's damage can reach (a wall only on the line of attack,
        and not when the side ignores walls)."""
        ignore = bool(self.tech(side, "ignore_wall"))
        found = []
        for army in self.sides[other(side)].armies:
            for s in army.structures:
                kind = self.rules.structures.get(s.kind)
                if kind is None or (kind.wall and (not s.on_line or ignore)):
                    continue
                found.append(s)
        return found

    def courage(self, side: str) -> tuple[int, dict[str, int]]:
        """How many cubes the side may draw, and why: one per unit, +1 per projectile unit in a
        siege (or +1 in all: reading), the Siege Tower's +1 in a siege."""
        s = self.sides[side]
        why = {"units": s.size}
        if self.siege:
            projectiles = sum(n for u, n in s.units().items() if self.rules.units[u].projectile)
            if projectiles and self.rules.reading("projectile_courage") == "once":
                projectiles = 1
            if projectiles:
                why["projectile"] = projectiles
            tower = int(self.tech(side, "siege_courage") or 0)
            if tower and side == ATTACKER:
                why["siege_tower"] = tower
        return sum(why.values()), why

    def bonus(self, side: str) -> int:
        """The side's strength bonus: each active unit type's bonus against an enemy class in the
        battle (per type, or per unit: reading); none for the attacker's melee units against a
        garrison, in a siege."""
        per_unit = self.rules.reading("bonus_per") == "unit"
        enemy = self.sides[other(side)]
        garrison_keys = {a.key for a in self.garrisons()} if side == ATTACKER else set()
        classes_all = {
            self.rules.units[u].cls for a in enemy.armies for u, n in a.units.items() if n
        }
        classes_open = {
            self.rules.units[u].cls
            for a in enemy.armies
            if a.key not in garrison_keys
            for u, n in a.units.items()
            if n
        }
        structures = bool(self.target_structures(side))
        total = 0
        for army in self.sides[side].armies:
            for unit, n in army.units.items():
                if not n or not self.active(side, army, unit):
                    continue
                u = self.rules.units[unit]
                present = classes_open if (u.melee and garrison_keys) else classes_all
                for target, value in u.bonus.items():
                    hit = structures if target == STRUCTURE_TARGET else target in present
                    if hit:
                        total += value * (n if per_unit else 1)
        return total

    def strength(self, side: str) -> tuple[int, int]:
        """(attack cubes from active units, defence cubes from inactive ones)."""
        attack = defence = 0
        for army in self.sides[side].armies:
            for unit, n in army.units.items():
                cubes = n * self.rules.units[unit].strength
                if self.active(side, army, unit):
                    attack += cubes
                else:
                    defence += cubes
        return attack, defence

    def actions(self, side: str, action: str) -> int:
        """How many times `action` ("conversion" / "restoration") is on the side's components."""
        s = self.sides[side]
        gov = self.rules.governments.get(s.government)
        count = getattr(gov, action) if gov else 0
        for key in s.technologies:
            tech = self.rules.technologies.get(key)
            count += getattr(tech, action) if tech else 0
        return count + int(getattr(s, action))

    def check_size(self, side: str, action: str) -> int:
        """A check 2, one cube fewer where the converter's religion prevails, one fewer for a relic
        the other side lacks; never below 1."""
        c = self.rules.checks
        size = c.size
        if action == "conversion":
            if self.religion == side:
                size -= c.religion
            if self.sides[side].relic and not self.sides[other(side)].relic:
                size -= c.relic
        return max(c.least, size)


# -- reading a setup -----------------------------------------------------------------------------
def _count(value: Any, what: str, high: int = MAX_UNITS) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= high:
        raise SetupError(f"{what} must be a whole number from 0 to {high}.")
    return value


def _structure(data: Any, rules: Rules) -> Structure:
    if not isinstance(data, Mapping) or data.get("kind") not in rules.structures:
        known = ", ".join(rules.structures)
        raise SetupError(f"A structure is one of {known}.")
    kind = rules.structures[data["kind"]]
    damage = _count(data.get("damage", 0), f"The damage on a {kind.name.lower()}", kind.durability)
    return Structure(kind.key, damage, bool(data.get("on_line", True)))


def _army(data: Any, rules: Rules, default_key: str, distance: int) -> Army:
    if not isinstance(data, Mapping):
        raise SetupError("An army is a table.")
    units = data.get("units") or {}
    if not isinstance(units, Mapping):
        raise SetupError("An army's units are a table.")
    for unit, n in units.items():
        if unit not in rules.units:
            raise SetupError(f"There is no unit called {unit!r}.")
        _count(n, f"The number of {rules.units[unit].name.lower()}")
    d = _count(data.get("distance", distance), "The distance to the enemy", 9)
    structures = tuple(_structure(s, rules) for s in data.get("structures") or [])
    key = str(data.get("key") or default_key)
    return Army(key, {u: n for u, n in units.items() if n}, d, bool(data.get("water")), structures)


def _side(data: Any, key: str, rules: Rules, distance: int) -> Side:
    if not isinstance(data, Mapping):
        raise SetupError(f"The {key}'s part of the setup is a table.")
    armies = data.get("armies") or []
    if not isinstance(armies, list) or not armies:
        raise SetupError(f"The {key} needs an army.")
    parsed = tuple(_army(a, rules, f"{key[0]}{i + 1}", distance) for i, a in enumerate(armies))
    if len({a.key for a in parsed}) != len(parsed):
        raise SetupError("Each army of a side has its own key.")
    techs = tuple(data.get("technologies") or ())
    for tech in techs:
        if tech not in rules.technologies:
            raise SetupError(f"There is no technology called {tech!r}.")
    government = data.get("government") or "other"
    if government not in rules.governments:
        raise SetupError(f"There is no government called {government!r}.")
    unpacked = data.get("unpacked", True)
    defence = data.get("defence", True)
    return Side(
        key,
        parsed,
        techs,
        government,
        _count(data.get("action_cubes", 0), "Action cubes", MAX_CUBES),
        _count(data.get("experience_cubes", 0), "Experience cubes", MAX_CUBES),
        None if defence is None else bool(defence),
        bool(data.get("relic")),
        _count(data.get("conversion", 0), "Conversion actions", 9),
        _count(data.get("restoration", 0), "Restoration actions", 9),
        None if unpacked is None else bool(unpacked),
    )


def rules_of(setup: Mapping[str, Any]) -> Rules:
    overrides = dict(setup.get("overrides") or {})
    if setup.get("readings"):
        overrides["readings"] = {**(overrides.get("readings") or {}), **setup["readings"]}
    return load_rules(overrides)


def battle_of(setup: Mapping[str, Any]) -> Battle:
    """The battle a full setup names; SetupError (for the player) when it cannot start."""
    try:
        rules = rules_of(setup)
    except ValueError as error:
        raise SetupError(f"The campaign's rules cannot be used ({error}).") from None
    distance = _count(setup.get("distance", 1), "The distance to the enemy", 9)
    sides = {k: _side(setup.get(k), k, rules, distance) for k in SIDES}
    if not sides[ATTACKER].size:
        raise SetupError("The attacker needs at least one unit.")
    defender = sides[DEFENDER]
    if not defender.size and not any(a.structures for a in defender.armies):
        raise SetupError("The defender needs a unit or a structure.")
    religion = setup.get("religion")
    if religion not in (None, *SIDES):
        raise SetupError("The prevailing religion is the attacker's, the defender's or neither.")
    return Battle(rules, sides, religion)
