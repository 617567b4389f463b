"""A battle's forces as the rules see them: stacks of units, the attacking waves, standing rules.

The setup (plain JSON, checked by `validate_setup` in rules.py) becomes a `Context`: one `Roster`
per side, listing every stack a unit of the battle can ever be in (a damaged dreadnought, a
submerged submarine, a withdrawn fighter are stacks of their own), so that a side's whole state
is a tuple of counts — a `Config` — which the procedure keeps frozen and the odds enumerate.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from bot.engine import SetupError
from cogs.gw.units import Rules, RulesError, UnitType, load_rules

ATTACKER = "attacker"
DEFENDER = "defender"
SIDES = (ATTACKER, DEFENDER)
LAND, NAVAL, BOMBING = "land", "naval", "bombing"
KINDS = (LAND, NAVAL, BOMBING)

# A stack's mode: where its units are in the battle. Active ones fight and take hits.
NORMAL, ENTRENCHED, LANDING = "", "entrenched", "landing"
ADJACENT, BOMBARDED = "adjacent", "bombarded"  # rail guns next door: fire, never hit
SUBMERGED, WITHDRAWN, RETREATED = "submerged", "withdrawn", "retreated"
ACTIVE_MODES = (NORMAL, ENTRENCHED, LANDING)
MODE_ORDER = (NORMAL, ENTRENCHED, LANDING, ADJACENT, BOMBARDED, SUBMERGED, WITHDRAWN, RETREATED)

PRESETS = ("cheapest", "strongest", "attack")
"""Casualty presets: cheapest first; keep the strongest (lose the lowest value in this battle
first); keep my attack value (lose the lowest attack value first). Free hits on undamaged
two-hit units always come first."""

SETTINGS_DEFAULTS: dict[str, Any] = {
    # gw.md: zeppelins fire with the aircraft in steps 2/3; "main": with the rest in step 5.
    "zeppelins_fire_with": "aircraft",
    # gw.md: every submarine has first strike unless the campaign says otherwise.
    "first_strike_subs": True,
}
SETTING_CHOICES: dict[str, tuple[Any, ...]] = {
    "zeppelins_fire_with": ("aircraft", "main"),
    "first_strike_subs": (True, False),
}

Config = tuple[int, ...]


@dataclass(frozen=True)
class Stack:
    index: int
    nation: str
    unit: UnitType
    mode: str = NORMAL
    damaged: bool = False
    wave: int = 0

    def __post_init__(self) -> None:
        parts = [self.nation, self.unit.key, self.mode, "damaged" if self.damaged else ""]
        object.__setattr__(self, "_key", ".".join(p for p in parts if p))

    @property
    def key(self) -> str:
        """ "germany.infantry", "france.dreadnought.damaged", "uk.submarine.submerged"."""
        return self._key  # type: ignore[attr-defined]

    @property
    def active(self) -> bool:
        return self.mode in ACTIVE_MODES

    @property
    def hits_left(self) -> int:
        """Hits one unit of this stack can still take."""
        return 1 if self.damaged else self.unit.hits


@dataclass(frozen=True, eq=False)
class Roster:
    side: str
    stacks: tuple[Stack, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_key", {s.key: s.index for s in self.stacks})
        object.__setattr__(self, "_by_parts", {_parts(s): s.index for s in self.stacks})

    def index(self, key: str) -> int:
        return self._by_key[key]  # type: ignore[attr-defined]

    def twin(self, stack: Stack, *, mode: str | None = None, damaged: bool | None = None) -> int:
        """The stack the same units move to when they change mode or take damage."""
        parts = (
            stack.nation,
            stack.unit.key,
            stack.mode if mode is None else mode,
            stack.damaged if damaged is None else damaged,
        )
        return self._by_parts[parts]  # type: ignore[attr-defined]

    def counts(self, config: Config) -> dict[str, int]:
        return {s.key: n for s, n in zip(self.stacks, config, strict=True) if n}

    def config(self, counts: Mapping[str, int]) -> Config:
        result = [0] * len(self.stacks)
        for key, n in counts.items():
            result[self.index(key)] = n
        return tuple(result)

    def by_unit(self, config: Config) -> dict[str, int]:
        """Units alive by unit type, whatever their mode or damage."""
        result: dict[str, int] = {}
        for s, n in zip(self.stacks, config, strict=True):
            if n:
                result[s.unit.key] = result.get(s.unit.key, 0) + n
        return result

    def by_nation(self, config: Config) -> dict[str, dict[str, int]]:
        result: dict[str, dict[str, int]] = {}
        for s, n in zip(self.stacks, config, strict=True):
            if n:
                units = result.setdefault(s.nation, {})
                units[s.unit.key] = units.get(s.unit.key, 0) + n
        return result

    def value(self, config: Config) -> int:
        """Total unit value (costs) of the units alive."""
        return sum(s.unit.cost * n for s, n in zip(self.stacks, config, strict=True))


def _parts(s: Stack) -> tuple[str, str, str, bool]:
    return (s.nation, s.unit.key, s.mode, s.damaged)


@dataclass(frozen=True)
class Wave:
    """Nations that attack together: one nation, or the Entente with Offensive Coordination."""

    index: int
    nations: tuple[str, ...]
    seat: str
    support: tuple[tuple[str, int], ...] = ()  # offshore ships of a naval invasion
    transports: int = 0
    invasion: bool = False


@dataclass(frozen=True)
class RetreatRule:
    """A standing retreat rule: leave when the win chance falls under `value`, or after round
    `value`; `action` is how it leaves (retreat, or contest where retreat is not allowed)."""

    when: str  # "win_below" | "after_round"
    value: float
    action: str = "retreat"
    to: str | None = None


@dataclass(frozen=True)
class Policy:
    """How a seat's decisions are answered: by its standing rules where it set them (`standing`
    names those: the procedure then does not ask), by these defaults in the odds."""

    casualties: str = "cheapest"
    retreat: RetreatRule | None = None
    air: str = "stay"  # "stay" | "withdraw_outnumbered"
    submerge: str = "fire"  # "fire" | "submerge"
    hunt: str = "none"  # "none" | "all"
    rail_guns: str = "join"  # "join" | "bombard"
    altitude: str = "low"  # "low" | "high" (zeppelins on a raid)
    standing: frozenset[str] = frozenset()


POLICY_CHOICES: dict[str, tuple[str, ...]] = {
    "casualties": PRESETS,
    "air": ("stay", "withdraw_outnumbered"),
    "submerge": ("fire", "submerge"),
    "hunt": ("none", "all"),
    "rail_guns": ("join", "bombard"),
    "altitude": ("low", "high"),
}


@dataclass(frozen=True)
class Destination:
    key: str
    owner: str = "own"  # "own" | "allied"
    battle_pending: bool = False
    contested: bool = False


@dataclass(frozen=True)
class Territory:
    key: str
    name: str
    value: int = 0
    contested: bool = False


@dataclass(frozen=True, eq=False)
class Context:
    """Everything fixed for the whole battle; `cache` holds the odds' tables (never compared)."""

    rules: Rules
    kind: str
    settings: Mapping[str, Any]
    attacker: Roster
    defender: Roster
    waves: tuple[Wave, ...]
    nation_technologies: Mapping[str, frozenset[str]]
    defender_seat: str
    policies: Mapping[str, Policy]
    attacker_retreats: tuple[str, ...]
    defender_retreats: tuple[Destination, ...]
    defender_nation: str
    territory: Territory | None
    from_contested: bool
    mined_zones: int
    port_fleet: bool
    start: tuple[Config, Config]
    cache: dict[Any, Any] = field(default_factory=dict, compare=False)

    def roster(self, side: str) -> Roster:
        return self.attacker if side == ATTACKER else self.defender

    def seat(self, side: str, wave: int) -> str:
        return self.waves[wave].seat if side == ATTACKER else self.defender_seat

    def policy(self, side: str, wave: int) -> Policy:
        return self.policies.get(self.seat(side, wave), Policy())

    def has_tech(self, nation: str, tech: str) -> bool:
        return tech in self.nation_technologies.get(nation, frozenset())

    def called_shots(self, side: str, wave: int) -> int:
        """Hits per naval step 3 the side places itself (the Called Shots technology)."""
        nations = self.waves[wave].nations if side == ATTACKER else (self.defender_nation,)
        if any(self.has_tech(n, "called_shots") for n in nations):
            return self.rules.technologies["called_shots"].per_round
        return 0

    @property
    def naval(self) -> bool:
        return self.kind == NAVAL


def legal_retreats(destinations: tuple[Destination, ...]) -> tuple[Destination, ...]:
    """A defender retreats to an owned territory first, then an allied one, never where a battle
    is still to be resolved nor into a contested one."""
    open_ = [d for d in destinations if not d.battle_pending and not d.contested]
    own = tuple(d for d in open_ if d.owner == "own")
    return own or tuple(d for d in open_ if d.owner == "allied")


# -- from the setup --------------------------------------------------------------------------------
def context_of(setup: Mapping[str, Any]) -> Context:
    """The battle's fixed part, built once per setup (the odds keep their tables on it)."""
    return _context(json.dumps(_battle_part(setup), sort_keys=True))


def _battle_part(setup: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in setup.items() if k != "seats"}


@lru_cache(maxsize=64)
def _context(setup_json: str) -> Context:
    setup = json.loads(setup_json)
    try:
        rules = load_rules(setup.get("overrides"))
    except RulesError as error:
        raise SetupError(f"Campaign overrides: {error}") from None
    kind = setup.get("kind", LAND)
    attackers = setup.get("attackers") or []
    defender = setup.get("defender") or {}
    techs = {a["nation"]: frozenset(a.get("technologies", ())) for a in attackers}
    techs[defender.get("nation", "defender")] = frozenset(defender.get("technologies", ()))
    waves = _waves(rules, attackers, techs)
    wave_of = {n: w.index for w in waves for n in w.nations}
    attacker_roster = _roster(rules, ATTACKER, kind, attackers, wave_of, False)
    defender_has_forts = any(
        rules.units[u].never_retreats for u in (defender.get("units") or {}) if u in rules.units
    )
    retreats = setup.get("retreats") or {}
    destinations = tuple(Destination(**d) for d in retreats.get("defender", []))
    defender_roster = _roster(
        rules, DEFENDER, kind, [defender], {}, defender_has_forts and bool(destinations)
    )
    settings = {**SETTINGS_DEFAULTS, **(setup.get("settings") or {})}
    territory = setup.get("territory")
    return Context(
        rules=rules,
        kind=kind,
        settings=settings,
        attacker=attacker_roster,
        defender=defender_roster,
        waves=waves,
        nation_technologies=techs,
        defender_seat=defender.get("seat", DEFENDER),
        policies={seat: policy_of(rule) for seat, rule in (setup.get("standing") or {}).items()},
        attacker_retreats=tuple(retreats.get("attacker", ["origin"])),
        defender_retreats=legal_retreats(destinations),
        defender_nation=defender.get("nation", DEFENDER),
        territory=Territory(**territory) if territory else None,
        from_contested=bool(setup.get("from_contested", False)),
        mined_zones=int(setup.get("mined_zones", 0)),
        port_fleet=bool(setup.get("port_fleet", False)),
        start=(
            _start(attacker_roster, attackers, ATTACKER),
            _start(defender_roster, [defender], DEFENDER),
        ),
    )


def _waves(
    rules: Rules, attackers: list[Mapping[str, Any]], techs: Mapping[str, frozenset[str]]
) -> tuple[Wave, ...]:
    """Each nation attacks on its own, in the order given; with Offensive Coordination the
    Entente nations of the attack join the first of them as one wave."""
    entente = set(rules.entente)
    coordinated = any(
        "offensive_coordination" in techs[a["nation"]] for a in attackers if a["nation"] in entente
    )
    groups: list[list[Mapping[str, Any]]] = []
    entente_group: list[Mapping[str, Any]] | None = None
    for entry in attackers:
        if coordinated and entry["nation"] in entente:
            if entente_group is None:
                entente_group = []
                groups.append(entente_group)
            entente_group.append(entry)
        else:
            groups.append([entry])
    waves = []
    for i, group in enumerate(groups):
        support: dict[str, int] = {}
        for entry in group:
            for unit, n in (entry.get("support") or {}).items():
                support[unit] = support.get(unit, 0) + n
        waves.append(
            Wave(
                index=i,
                nations=tuple(e["nation"] for e in group),
                seat=group[0].get("seat", ATTACKER),
                support=tuple(sorted((u, n) for u, n in support.items() if n)),
                transports=sum(e.get("transports", 0) for e in group),
                invasion=any(sum((e.get("landing") or {}).values()) for e in group),
            )
        )
    return tuple(waves)


def _base_stacks(
    side: str, entry: Mapping[str, Any]
) -> list[tuple[str, str, int]]:  # (unit key, mode, count)
    result = []
    for unit, n in (entry.get("units") or {}).items():
        if unit == "entrenched_infantry":
            result.append(("infantry", ENTRENCHED, n))
        else:
            result.append((unit, NORMAL, n))
    for unit, n in (entry.get("landing") or {}).items():
        result.append((unit, LANDING, n))
    if entry.get("adjacent_rail_guns"):
        result.append(("rail_gun", ADJACENT, entry["adjacent_rail_guns"]))
    return result


def _roster(
    rules: Rules,
    side: str,
    kind: str,
    entries: list[Mapping[str, Any]],
    wave_of: Mapping[str, int],
    retreat_twins: bool,
) -> Roster:
    unit_order = {key: i for i, key in enumerate(rules.units)}
    found: set[tuple[int, str, str, bool, int]] = set()
    for nation_order, entry in enumerate(entries):
        nation = entry.get("nation", side)
        wave = wave_of.get(nation, 0)
        for unit_key, mode, _ in _base_stacks(side, entry):
            unit = rules.units[unit_key]
            modes = {mode}
            if mode == ADJACENT and side == ATTACKER:
                modes.add(BOMBARDED)
            if mode in ACTIVE_MODES and unit.air and kind == LAND:
                modes.add(WITHDRAWN)
            if mode in ACTIVE_MODES and unit.submerges and side == DEFENDER and kind == NAVAL:
                modes.add(SUBMERGED)
            if (
                mode in ACTIVE_MODES
                and side == DEFENDER
                and retreat_twins
                and not unit.never_retreats
            ):
                modes.add(RETREATED)
            for m in modes:
                for damaged in (False, True) if unit.hits == 2 and m != ADJACENT else (False,):
                    found.add((nation_order, unit_key, m, damaged, wave))
    ordered = sorted(found, key=lambda f: (f[0], unit_order[f[1]], MODE_ORDER.index(f[2]), f[3]))
    stacks = tuple(
        Stack(i, entries[o].get("nation", side), rules.units[u], m, d, w)
        for i, (o, u, m, d, w) in enumerate(ordered)
    )
    return Roster(side, stacks)


def _start(roster: Roster, entries: list[Mapping[str, Any]], side: str) -> Config:
    counts = [0] * len(roster.stacks)
    for entry in entries:
        nation = entry.get("nation", side)
        for unit_key, mode, n in _base_stacks(side, entry):
            for s in roster.stacks:
                if (s.nation, s.unit.key, s.mode, s.damaged) == (nation, unit_key, mode, False):
                    counts[s.index] += n
    return tuple(counts)


def policy_of(rule: Mapping[str, Any]) -> Policy:
    """A seat's standing rules: {"casualties": "cheapest", "retreat": {"when": "win_below",
    "percent": 30, "action": "retreat", "to": "alsace"}, "air": ..., ...}; "retreat": "never"
    answers every retreat decision with "fight on"."""
    values: dict[str, Any] = {k: rule[k] for k in POLICY_CHOICES if k in rule}
    retreat = rule.get("retreat")
    if isinstance(retreat, Mapping):
        when = retreat["when"]
        value = retreat["percent"] / 100 if when == "win_below" else retreat["round"]
        values["retreat"] = RetreatRule(
            when, value, retreat.get("action", "retreat"), retreat.get("to")
        )
    return Policy(**values, standing=frozenset(k for k in rule if rule[k] is not None))
