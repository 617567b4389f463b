"""Strategic bombing raids (gw.md): the raid, and its exact odds.

Bombers (with Heavy Bomber) and zeppelins raid a territory with a factory. In each territory they
enter, the target included, the enemy fighters there intercept for one round: the interceptors
(at their defence value) and the escorts (at their attack value) fire at the same time, the
interceptors at the raid (escorts, bombers and low zeppelins: a zeppelin flying high cannot be
intercepted), the escorts at the interceptors; raiders do not fire back, the raid's owner places
its losses. Each surviving bomber then rolls a D2 off the owner's income, a zeppelin a D3 (low) or
a D2 (high), all read off one d6, the total capped at the territory's value (halved if contested,
less what raids took from it this turn).

Setup (kind "bombing"):

    {"seats": {...},
     "kind": "bombing",
     "raid": {"nation": "germany", "seat": "attacker", "technologies": ["heavy_bomber"],
              "units": {"bomber": 2, "zeppelin": 1, "fighter": 1},       # fighters escort
              "path": [{"key": "belgium", "interceptors": 1}],           # entered on the way
              "target": {"key": "kent", "name": "Kent", "value": 3, "interceptors": 2,
                         "lost_this_turn": 0, "contested": false, "factory": true}},
     "defender": {"nation": "england", "seat": "defender"},
     "standing": {"attacker": {"casualties": "cheapest", "altitude": "high"}}}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from bot.engine import BattleContext, Count, Outcome, SetupError, set_counts
from cogs.gw.forces import ATTACKER, DEFENDER, PRESETS, Policy, policy_of
from cogs.gw.tables import binomial
from cogs.gw.units import Rules, UnitType, load_rules

HIGH = "zeppelin_high"  # a raid's stack of zeppelins flying high

Raid = tuple[tuple[str, int], ...]  # sorted (stack, count): "bomber", "zeppelin", HIGH, "fighter"


@dataclass(frozen=True)
class RaidPlan:
    rules: Rules
    nation: str
    seat: str
    defender_nation: str
    defender_seat: str
    units: Mapping[str, int]
    legs: tuple[tuple[str, int], ...]  # (territory, interceptors) in order, the target last
    target: str
    cap: int  # the most this raid can take off the income
    attacker_policy: Policy
    defender_policy: Policy

    def unit(self, stack: str) -> UnitType:
        return self.rules.units["zeppelin" if stack == HIGH else stack]


def plan_of(setup: Mapping[str, Any]) -> RaidPlan:
    rules = load_rules(setup.get("overrides"))
    raid, defender = setup["raid"], setup.get("defender") or {}
    target = raid["target"]
    value = target.get("value", 0)
    if target.get("contested"):
        value //= 2
    legs = [(leg["key"], leg.get("interceptors", 0)) for leg in raid.get("path", [])]
    legs.append((target["key"], target.get("interceptors", 0)))
    standing = setup.get("standing") or {}
    seat, defender_seat = raid.get("seat", ATTACKER), defender.get("seat", DEFENDER)
    return RaidPlan(
        rules=rules,
        nation=raid["nation"],
        seat=seat,
        defender_nation=defender.get("nation", DEFENDER),
        defender_seat=defender_seat,
        units={k: n for k, n in raid.get("units", {}).items() if n},
        legs=tuple(legs),
        target=target["key"],
        cap=max(0, value - target.get("lost_this_turn", 0)),
        attacker_policy=policy_of(standing.get(seat) or {}),
        defender_policy=policy_of(standing.get(defender_seat) or {}),
    )


def validate_raid(setup: Mapping[str, Any], rules: Rules) -> None:
    raid = setup.get("raid")
    if not isinstance(raid, Mapping) or not isinstance(raid.get("nation"), str):
        raise SetupError("A bombing raid names the raiding nation and its units.")
    if raid.get("seat", ATTACKER) not in setup["seats"]:
        raise SetupError("The raid's seat is not one of the battle's seats.")
    techs = raid.get("technologies", [])
    if not isinstance(techs, list) or any(t_ not in rules.technologies for t_ in techs):
        raise SetupError(f"Technologies are among {', '.join(sorted(rules.technologies))}.")
    units = raid.get("units")
    if not isinstance(units, Mapping):
        raise SetupError("Give the raid's units: bombers, zeppelins and escorting fighters.")
    for key, n in units.items():
        unit = rules.units.get(key)
        if unit is None or not (unit.strategic or unit.interceptor):
            raise SetupError(f"A {key.replace('_', ' ')} cannot fly a bombing raid.")
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 99:
            raise SetupError(f"{unit.name}: a whole number from 0 to 99, please.")
        if n and unit.strategic == "bomber" and "heavy_bomber" not in techs:
            raise SetupError("Bombers raid only with the Heavy Bomber technology.")
    if not any(n and rules.units[k].strategic for k, n in units.items()):
        raise SetupError("A raid needs at least one bomber or zeppelin.")
    target = raid.get("target")
    if not isinstance(target, Mapping) or not isinstance(target.get("key"), str):
        raise SetupError("Name the target territory.")
    if not target.get("factory", True):
        raise SetupError(f"{target.get('name', target['key'])} has no factory to bomb.")
    for leg in [*raid.get("path", []), target]:
        n = leg.get("interceptors", 0) if isinstance(leg, Mapping) else None
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 99:
            raise SetupError("Interceptors in a territory: a whole number from 0 to 99.")
        if not isinstance(leg.get("key"), str):
            raise SetupError("Each territory the raid enters names its key.")
    value, lost = target.get("value", 0), target.get("lost_this_turn", 0)
    for what, n in (("value", value), ("income lost this turn", lost)):
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise SetupError(f"The target's {what} is a whole number, 0 or more.")


# -- the parts of a raid, shared by the procedure and the odds -------------------------------------
def interceptable(plan: RaidPlan, raid: Mapping[str, int]) -> list[str]:
    return [s for s in ("fighter", "bomber", "zeppelin") if raid.get(s)]


def escorts(raid: Mapping[str, int]) -> int:
    return raid.get("fighter", 0)


def loss_key(plan: RaidPlan, stack: str, preset: str) -> tuple:
    unit = plan.unit(stack)
    damage = 0.0 if not unit.strategic else expected_damage(plan, stack)
    if preset == "cheapest":
        return (unit.cost, damage)
    if preset == "attack":
        return (unit.att, unit.cost)
    return (damage, unit.cost)  # keep the strongest raid: lose what bombs least first


def preset_losses(
    plan: RaidPlan, raid: Mapping[str, int], hits: int, preset: str
) -> dict[str, int]:
    left = dict(raid)
    lost: dict[str, int] = {}
    for _ in range(hits):
        open_ = interceptable(plan, left)
        if not open_:
            break
        stack = min(open_, key=lambda s: loss_key(plan, s, preset))
        left[stack] -= 1
        lost[stack] = lost.get(stack, 0) + 1
    return lost


def die_of(plan: RaidPlan, stack: str) -> str:
    bombing = plan.rules.bombing
    return {
        "bomber": bombing.bomber,
        "zeppelin": bombing.zeppelin_low,
        HIGH: bombing.zeppelin_high,
    }[stack]


def expected_damage(plan: RaidPlan, stack: str) -> float:
    return sum(plan.rules.bombing.tables[die_of(plan, stack)]) / 6


# -- the procedure ---------------------------------------------------------------------------------
def raid(b: BattleContext):
    plan = plan_of(b.setup)
    raid_units = dict(plan.units)
    b.log("raid_started", nation=plan.nation, units=dict(raid_units), target=plan.target,
          legs=[list(leg) for leg in plan.legs], cap=plan.cap)  # fmt: skip
    zeppelins = raid_units.pop("zeppelin", 0)
    if zeppelins:
        if "altitude" in plan.attacker_policy.standing:
            high = zeppelins if plan.attacker_policy.altitude == "high" else 0
        else:
            answer = yield set_counts(
                plan.seat,
                "altitude",
                [Count(HIGH, "Zeppelins flying high", 0, zeppelins)],
                prompt="How many zeppelins fly high (safe from fighters, a D2 instead of a D3)?",
                zeppelins=zeppelins,
            )
            high = answer[HIGH]
        raid_units.update({"zeppelin": zeppelins - high, HIGH: high})
        b.log("altitude", high=high, low=zeppelins - high)
    raid_units = {k: n for k, n in raid_units.items() if n}
    fighters_lost = 0
    for territory, interceptors in plan.legs:
        if not interceptors or not interceptable(plan, raid_units):
            continue
        fighter = plan.rules.units["fighter"]
        faces = b.dice.nd6(interceptors, "interception", side=DEFENDER)
        hits = sum(f <= fighter.defence for f in faces)
        b.log("fire", step="interception", territory=territory, side=DEFENDER, unit="fighter",
              count=interceptors, target=fighter.defence, faces=faces, hits=hits)  # fmt: skip
        shot = 0
        escorting = escorts(raid_units)
        if escorting:
            faces = b.dice.nd6(escorting, "escort", side=ATTACKER)
            shot = sum(f <= fighter.att for f in faces)
            b.log("fire", step="escort", territory=territory, side=ATTACKER, unit="fighter",
                  count=escorting, target=fighter.att, faces=faces, hits=shot)  # fmt: skip
        lost = yield from raid_losses(b, plan, raid_units, hits, territory)
        for stack, n in lost.items():
            raid_units[stack] -= n
        raid_units = {k: n for k, n in raid_units.items() if n}
        fighters_lost += min(shot, interceptors)
        b.log("losses", step="interception", territory=territory, side=ATTACKER, destroyed=lost)
        b.log("losses", step="interception", territory=territory, side=DEFENDER,
              destroyed={"fighter": min(shot, interceptors)} if shot else {})  # fmt: skip
    rolled = 0
    for stack in ("bomber", "zeppelin", HIGH):
        for _ in range(raid_units.get(stack, 0)):
            die = die_of(plan, stack)
            face = b.dice.d6(f"bombing_{die}", side=ATTACKER)
            loss = plan.rules.bombing.loss(die, face)
            rolled += loss
            b.log("bombing", unit=stack, die=die, face=face, loss=loss)
    damage = min(rolled, plan.cap)
    b.log("raid_ended", rolled=rolled, damage=damage, cap=plan.cap)
    return raid_outcome(plan, raid_units, fighters_lost, rolled, damage)


def raid_losses(b, plan: RaidPlan, raid_units: dict[str, int], hits: int, territory: str):
    open_ = interceptable(plan, raid_units)
    total = min(hits, sum(raid_units[s] for s in open_))
    if not total:
        return {}
    if len(open_) == 1 or total == sum(raid_units[s] for s in open_):
        return {s: raid_units[s] for s in open_} if len(open_) > 1 else {open_[0]: total}
    if "casualties" in plan.attacker_policy.standing:
        return preset_losses(plan, raid_units, total, plan.attacker_policy.casualties)
    presets = {name: preset_losses(plan, raid_units, total, name) for name in PRESETS}
    answer = yield set_counts(
        plan.seat,
        "raid_losses",
        [Count(s, plan.unit(s).name, 0, raid_units[s]) for s in open_],
        min_total=total,
        max_total=total,
        prompt=f"Place {total} hit{'s' if total != 1 else ''} on your raid",
        territory=territory,
        hits=total,
        presets=presets,
    )
    return {k: n for k, n in answer.items() if n}


def raid_outcome(
    plan: RaidPlan, left: Mapping[str, int], fighters_lost: int, rolled: int, damage: int
) -> Outcome:
    survivors: dict[str, int] = {}
    for stack, n in left.items():
        unit = "zeppelin" if stack == HIGH else stack
        survivors[unit] = survivors.get(unit, 0) + n
    lost = {u: n - survivors.get(u, 0) for u, n in plan.units.items() if n - survivors.get(u, 0)}
    interceptors = sum(n for _, n in plan.legs)
    costs = plan.rules.units
    return Outcome(
        winner=ATTACKER if damage else DEFENDER,
        losses={
            s: u
            for s, u in ((ATTACKER, lost), (DEFENDER, {"fighter": fighters_lost}))
            if any(u.values())
        },
        resources={DEFENDER: {"income": -damage}} if damage else {},
        details={
            "result": "raid",
            "damage": damage,
            "rolled": rolled,
            "cap": plan.cap,
            "target": plan.target,
            "survivors": {ATTACKER: survivors, DEFENDER: {"fighter": interceptors - fighters_lost}},
            "tuv_lost": {
                ATTACKER: sum(costs[u].cost * n for u, n in lost.items()),
                DEFENDER: costs["fighter"].cost * fighters_lost,
            },
            "rounds": sum(1 for _, n in plan.legs if n),
        },
    )


# -- exact odds ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class RaidOdds:
    """How much income the raid takes, what is left of it and of the interceptors."""

    damage: dict[int, float]
    outcomes: dict[
        tuple[int, tuple[tuple[str, int], ...], int], float
    ]  # (damage, raid, fighters lost)

    @property
    def expected_damage(self) -> float:
        return sum(d * p for d, p in self.damage.items())


def raid_odds(setup: Mapping[str, Any], high: int | None = None) -> RaidOdds:
    """Exact odds of a raid; `high`: zeppelins flying high (default: by the standing rule)."""
    plan = plan_of(setup)
    raid_units = dict(plan.units)
    zeppelins = raid_units.pop("zeppelin", 0)
    if high is None:
        high = zeppelins if plan.attacker_policy.altitude == "high" else 0
    raid_units.update({"zeppelin": zeppelins - high, HIGH: high})
    start = tuple(sorted((k, n) for k, n in raid_units.items() if n))
    states: dict[tuple[Raid, int], float] = {(start, 0): 1.0}
    fighter = plan.rules.units["fighter"]
    preset = plan.attacker_policy.casualties
    for _, interceptors in plan.legs:
        nxt: dict[tuple[Raid, int], float] = {}
        for (units, shot_down), p in states.items():
            have = dict(units)
            if not interceptors or not interceptable(plan, have):
                nxt[units, shot_down] = nxt.get((units, shot_down), 0.0) + p
                continue
            for hits, q in enumerate(_binomial(interceptors, fighter.defence)):
                lost = preset_losses(plan, have, hits, preset)
                left = tuple(
                    sorted((k, n - lost.get(k, 0)) for k, n in have.items() if n - lost.get(k, 0))
                )
                for shot, w in enumerate(_binomial(escorts(have), fighter.att)):
                    key = (left, shot_down + min(shot, interceptors))
                    nxt[key] = nxt.get(key, 0.0) + p * q * w
        states = nxt
    damage: dict[int, float] = {}
    outcomes: dict[tuple[int, Raid, int], float] = {}
    for (units, shot_down), p in states.items():
        rolled = {0: 1.0}
        for stack, n in units:
            if stack == "fighter":
                continue
            table = plan.rules.bombing.tables[die_of(plan, stack)]
            for _ in range(n):
                step: dict[int, float] = {}
                for total, q in rolled.items():
                    for loss in table:
                        step[total + loss] = step.get(total + loss, 0.0) + q / 6
                rolled = step
        survivors: dict[str, int] = {}
        for stack, n in units:
            unit = "zeppelin" if stack == HIGH else stack
            survivors[unit] = survivors.get(unit, 0) + n
        for total, q in rolled.items():
            d = min(total, plan.cap)
            damage[d] = damage.get(d, 0.0) + p * q
            key = (d, tuple(sorted(survivors.items())), shot_down)
            outcomes[key] = outcomes.get(key, 0.0) + p * q
    return RaidOdds(dict(sorted(damage.items())), outcomes)


def altitude_odds(setup: Mapping[str, Any]) -> dict[str, RaidOdds]:
    """The odds of each answer to the altitude ask: every zeppelin low, or every one high."""
    zeppelins = plan_of(setup).units.get("zeppelin", 0)
    return {"none": raid_odds(setup, high=0), "all": raid_odds(setup, high=zeppelins)}


def raid_key(outcome: Outcome) -> tuple[int, tuple[tuple[str, int], ...], int]:
    d = outcome.details
    lost = outcome.losses.get(DEFENDER, {}).get("fighter", 0)
    return d["damage"], tuple(sorted(d["survivors"][ATTACKER].items())), lost


def _binomial(n: int, value: int) -> np.ndarray:
    return binomial(n, value)
