"""The steps of a combat round, as data: who fires in each step, at what value, at what.

Three round programs, in the order of gw.md: air combat (Part A of a land battle), the land
round (Part B: 1a gas, 1b support fire, 2, 3, 4, 5, 6b, then 6's decisions) and the naval round
(1, 2, 3, 4). The procedure (rules.py) walks them rolling real dice and asking players; the odds
(kernel.py) walk the very same steps with the dice's exact distributions and the sides' standing
rules. A round's steps are the same list in every round: steps of the first round only (gas,
support fire) simply have nobody firing later.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from cogs.gw.casualties import AIR, ANY
from cogs.gw.forces import (
    ADJACENT,
    ATTACKER,
    DEFENDER,
    ENTRENCHED,
    LANDING,
    NORMAL,
    RETREATED,
    SUBMERGED,
    WITHDRAWN,
    Config,
    Context,
    Policy,
    RetreatRule,
    Stack,
)

AIR_PART, LAND_PART, SEA_PART = "air", "land", "sea"
CONTINUE, RETREAT, CONTEST, WITHDRAW = "continue", "retreat", "contest", "withdraw"

# How a segment of a battle ends (the odds' terminal kinds; the procedure's too).
ATTACKER_GONE = "attacker_eliminated"  # in Part A: the attacker's air units are gone
DEFENDER_GONE = "defender_eliminated"
BOTH_GONE = "mutual"
ATTACKER_RETREAT = "attacker_retreat"
ATTACKER_CONTEST = "attacker_contest"
DEFENDER_RETREAT = "defender_retreat"
STALEMATE = "stalemate"
ATTACKER_WITHDREW = "attacker_withdrew"
DEFENDER_WITHDREW = "defender_withdrew"


class Segment(NamedTuple):
    """A run of rounds of one program for one attacking wave (and, on land, who won Part A)."""

    kind: str
    wave: int
    superiority: str | None = None


@dataclass(frozen=True)
class Step:
    key: str
    kind: str  # check | fire | submerge | air_attacker | air_defender | end_attacker | end_defender
    shooters: tuple[str, ...] = ()
    restriction: str = ANY
    called: bool = False


BOTH = (ATTACKER, DEFENDER)
AIR_ROUND = (
    Step("air_combat", "fire", BOTH, AIR),
    Step("air_withdraw_attacker", "air_attacker"),
    Step("air_withdraw_defender", "air_defender"),
)
LAND_ROUND = (
    Step("stalemate_check", "check"),
    Step("gas", "fire", BOTH),  # 1a
    Step("support_fire", "fire", (ATTACKER,)),  # 1b, naval invasion
    Step("attacker_preemptive", "fire", (ATTACKER,)),  # 2
    Step("defender_preemptive", "fire", (DEFENDER,)),  # 3
    Step("storm_and_trenches", "fire", BOTH),  # 4
    Step("main_fire", "fire", BOTH),  # 5
    Step("first_wave", "fire", (ATTACKER,)),  # 6b, naval invasion
    Step("attacker_decides", "end_attacker"),  # 6 (7 in an invasion)
    Step("defender_decides", "end_defender"),
)
SEA_ROUND = (
    Step("stalemate_check", "check"),
    Step("attacker_first_strike", "fire", (ATTACKER,)),  # 1
    Step("submerge", "submerge"),  # 2: submerge ...
    Step("defender_first_strike", "fire", (DEFENDER,)),  # 2: ... or fire
    Step("naval_fire", "fire", BOTH, called=True),  # 3
    Step("attacker_decides", "end_attacker"),  # 4
    Step("defender_decides", "end_defender"),
)
PROGRAMS = {AIR_PART: AIR_ROUND, LAND_PART: LAND_ROUND, SEA_PART: SEA_ROUND}


@dataclass(frozen=True)
class Group:
    """Dice thrown together: `count` dice hitting on `value` or less. `stack` is None for
    offshore ships (support fire); `kind` "hunt" hits only submerged submarines."""

    stack: int | None
    unit: str
    count: int
    value: int
    kind: str = "main"


def other(side: str) -> str:
    return DEFENDER if side == ATTACKER else ATTACKER


def in_wave(stack: Stack, side: str, seg: Segment) -> bool:
    return side == DEFENDER or stack.wave == seg.wave


# -- who fires -------------------------------------------------------------------------------------
def fire_groups(
    ctx: Context,
    seg: Segment,
    step: Step,
    r: int,
    side: str,
    config: Config,
    hunters: dict[int, int] | None = None,
) -> tuple[Group, ...]:
    """The dice `side` throws in `step` of round `r`; `hunters`: per hunter stack, how many
    hunt submerged submarines instead (naval round 1). Memoised: rounds repeat."""
    key = ("fire", seg, step.key, r == 1, side, config)
    if hunters:
        key += tuple(sorted(hunters.items()))
    found = ctx.cache.get(key)
    if found is None:
        groups = []
        for index, unit, value in shooters(ctx, seg, step, r == 1, side):
            if index is None:  # offshore ships: no config of theirs
                groups.append(Group(None, unit, value[1], value[0]))
                continue
            n = config[index]
            hunting = (hunters or {}).get(index, 0)
            if hunting:
                groups.append(Group(index, unit, hunting, ctx.rules.combat.hunt_hit, "hunt"))
            if n - hunting:
                groups.append(Group(index, unit, n - hunting, value))
        found = ctx.cache[key] = tuple(groups)
    return found


def fire_distribution(
    ctx: Context,
    seg: Segment,
    step: Step,
    r: int,
    side: str,
    config: Config,
    hunters: dict[int, int] | None = None,
):
    """The exact distributions of the main hits and of the hunting hits of those dice."""
    key = ("dist", seg, step.key, r == 1, side, config, tuple(sorted((hunters or {}).items())))
    found = ctx.cache.get(key)
    if found is None:
        from cogs.gw.tables import hits_distribution

        groups = fire_groups(ctx, seg, step, r, side, config, hunters)
        found = ctx.cache[key] = hits_distribution(groups)
    return found


def shooters(ctx: Context, seg: Segment, step: Step, first: bool, side: str) -> list[tuple]:
    """(stack index, unit, value) of every stack of `side` that fires in `step` — the rules of
    who fires when, read once per battle; offshore support ships come as (None, unit,
    (value, how many))."""
    key = ("shooters", seg, step.key, first, side)
    found = ctx.cache.get(key)
    if found is None:
        found = ctx.cache[key] = _shooters(ctx, seg, step, first, side)
    return found


def _shooters(ctx: Context, seg: Segment, step: Step, first: bool, side: str) -> list[tuple]:
    attacking = side == ATTACKER
    combat = ctx.rules.combat
    wave = ctx.waves[seg.wave]
    zeppelins_main = ctx.settings["zeppelins_fire_with"] == "main"
    first_strike = ctx.settings["first_strike_subs"]
    found: list[tuple] = []
    if step.key == "support_fire":  # 1b: no more ships than transports, the best first
        if first and wave.invasion and attacking:
            ships = sorted(wave.support, key=lambda us: -ctx.rules.units[us[0]].support_value())
            left = wave.transports
            for unit, n in ships:
                value = min(ctx.rules.units[unit].support_value(), combat.max_value)
                if left and value:
                    found.append((None, unit, (value, min(n, left))))
                    left -= min(n, left)
        return found
    for stack in ctx.roster(side).stacks:
        if not in_wave(stack, side, seg):
            continue
        unit, mode = stack.unit, stack.mode
        value = unit.value(attacking)
        flies = unit.air and not (unit.airship and zeppelins_main)
        fires = False
        if step.key == "air_combat":
            fires = unit.air and stack.active
        elif step.key == "gas":  # 1a
            techs = ("gas", "gas_shells") if attacking else ("gas_shells",)
            has = any(ctx.has_tech(stack.nation, tech) for tech in techs)
            fires = first and has and unit.gas and mode == NORMAL
            value = combat.gas_hit
        elif step.key in ("attacker_preemptive", "defender_preemptive"):  # 2, 3
            mine = (step.key == "attacker_preemptive") == attacking
            early = mode == NORMAL and (unit.preemptive or flies)
            fires = mine and (early or mode == ADJACENT)
            if fires and first and seg.superiority == side and unit.superiority_bonus:
                value += combat.air_superiority_bonus
        elif step.key == "storm_and_trenches":  # 4
            fires = (mode == NORMAL and unit.storm) if attacking else mode == ENTRENCHED
        elif step.key == "main_fire":  # 5: whoever has not fired yet
            early = unit.preemptive or flies or (attacking and unit.storm)
            fires = mode == NORMAL and not early
        elif step.key == "first_wave":  # 6b
            fires = attacking and mode == LANDING
        elif step.key in ("attacker_first_strike", "defender_first_strike"):  # naval 1, 2
            mine = (step.key == "attacker_first_strike") == attacking
            fires = mine and stack.active and unit.first_strike and first_strike
        elif step.key == "naval_fire":  # naval 3
            fires = stack.active and not (unit.first_strike and first_strike)
        value = min(value, combat.max_value)
        if fires and value > 0:
            found.append((stack.index, unit.key, value))
    return found


def hunt_possible(ctx: Context, seg: Segment, r: int, attacker: Config, defender: Config) -> bool:
    """Destroyers and sub hunters may go after submerged submarines in round 1 only."""
    if seg.kind != SEA_PART or r != 1:
        return False
    if not any(defender[s.index] for s in ctx.defender.stacks if s.mode == SUBMERGED):
        return False
    return bool(hunter_stacks(ctx, seg, attacker))


def hunter_stacks(ctx: Context, seg: Segment, attacker: Config) -> list[Stack]:
    return [
        s
        for s in ctx.attacker.stacks
        if attacker[s.index] and s.wave == seg.wave and s.active and s.unit.hunter
    ]


def policy_hunters(
    ctx: Context, seg: Segment, r: int, attacker: Config, defender: Config, policy: Policy
) -> dict[int, int]:
    if policy.hunt != "all" or not hunt_possible(ctx, seg, r, attacker, defender):
        return {}
    return {s.index: attacker[s.index] for s in hunter_stacks(ctx, seg, attacker)}


# -- who is still fighting -------------------------------------------------------------------------
def alive(ctx: Context, seg: Segment, side: str, config: Config) -> bool:
    """Units that keep `side` in this segment: air units in Part A, the attacker's ground units
    on land (its aircraft alone cannot take a territory), any active unit otherwise."""
    key = ("alive", seg.kind, seg.wave, side, config)
    found = ctx.cache.get(key)
    if found is None:
        found = ctx.cache[key] = _alive(ctx, seg, side, config)
    return found


def _alive(ctx: Context, seg: Segment, side: str, config: Config) -> bool:
    for stack in ctx.roster(side).stacks:
        if not config[stack.index] or not stack.active or not in_wave(stack, side, seg):
            continue
        if seg.kind == AIR_PART:
            if stack.unit.air:
                return True
        elif seg.kind == LAND_PART and side == ATTACKER:
            if stack.unit.ground:
                return True
        else:
            return True
    return False


def ended(ctx: Context, seg: Segment, attacker: Config, defender: Config) -> str | None:
    a, d = alive(ctx, seg, ATTACKER, attacker), alive(ctx, seg, DEFENDER, defender)
    if a and d:
        return None
    return BOTH_GONE if not (a or d) else (DEFENDER_GONE if a else ATTACKER_GONE)


def can_fire(ctx: Context, seg: Segment, side: str, config: Config, r: int) -> bool:
    return any(
        fire_groups(ctx, seg, step, r, side, config)
        for step in PROGRAMS[seg.kind]
        if step.kind == "fire" and side in step.shooters
    )


def stalemate(ctx: Context, seg: Segment, attacker: Config, defender: Config, r: int) -> bool:
    """Neither side has a unit that can hit (transports against transports): both stay."""
    key = ("stalemate", seg, r == 1, attacker, defender)
    found = ctx.cache.get(key)
    if found is None:
        found = ctx.cache[key] = not can_fire(ctx, seg, ATTACKER, attacker, r) and not can_fire(
            ctx, seg, DEFENDER, defender, r
        )
    return found


def potential(ctx: Context, side: str, config: Config) -> int:
    """Falls with every change a round can make (a hit, a dive, a retreat): the odds' order."""
    return sum(
        n * (2 * s.hits_left if s.active else 1)
        for s, n in zip(ctx.roster(side).stacks, config, strict=True)
    )


# -- decisions ------------------------------------------------------------------------------------
def attacker_options(ctx: Context, seg: Segment, r: int) -> tuple[str, ...]:
    """Continue, retreat or contest. An invasion may not retreat and contests only from the end
    of its second round; an attacker out of a contested territory fights on or contests."""
    if seg.kind == AIR_PART:
        return (CONTINUE, WITHDRAW)
    if ctx.waves[seg.wave].invasion:
        late = r >= ctx.rules.combat.invasion_contest_round
        return (CONTINUE, CONTEST) if late else (CONTINUE,)
    options = [CONTINUE]
    if not ctx.from_contested and ctx.attacker_retreats:
        options.append(RETREAT)
    options.append(CONTEST)
    return tuple(options)


def defender_options(ctx: Context, seg: Segment, defender: Config) -> tuple[str, ...]:
    """Retreat needs a legal destination and a unit that can leave (forts never retreat)."""
    if seg.kind == AIR_PART:
        return (CONTINUE, WITHDRAW)
    movable = any(
        defender[s.index] and s.active and not s.unit.never_retreats for s in ctx.defender.stacks
    )
    return (CONTINUE, RETREAT) if movable and ctx.defender_retreats else (CONTINUE,)


def rule_triggered(rule: RetreatRule | None, r: int, win_chance: float | None) -> bool:
    if rule is None:
        return False
    if rule.when == "after_round":
        return r >= rule.value
    return win_chance is not None and win_chance < rule.value


def rule_action(rule: RetreatRule | None, options: tuple[str, ...], triggered: bool) -> str:
    """What a triggered standing rule does: its action where allowed, else the other way out
    (contest where retreat is forbidden, or the reverse), else fight on."""
    if rule is None or not triggered:
        return CONTINUE
    other_way = CONTEST if rule.action == RETREAT else RETREAT
    for action in (rule.action, other_way):
        if action in options:
            return action
    return CONTINUE


def air_count(ctx: Context, seg: Segment, side: str, config: Config) -> int:
    return sum(
        config[s.index]
        for s in ctx.roster(side).stacks
        if s.unit.air and s.active and in_wave(s, side, seg)
    )


def withdraws(policy: Policy, own_air: int, enemy_air: int) -> bool:
    return policy.air == "withdraw_outnumbered" and own_air < enemy_air


def move_mode(
    ctx: Context, side: str, config: Config, stacks: list[Stack], mode: str, counts=None
) -> Config:
    """Units of `stacks` (all, or `counts` per stack index) change mode: dive, withdraw, leave."""
    roster = ctx.roster(side)
    result = list(config)
    for stack in stacks:
        n = config[stack.index] if counts is None else counts.get(stack.index, 0)
        if n:
            result[stack.index] -= n
            result[roster.twin(stack, mode=mode)] += n
    return tuple(result)


def submersibles(ctx: Context, defender: Config) -> list[Stack]:
    return [s for s in ctx.defender.stacks if defender[s.index] and s.active and s.unit.submerges]


def policy_submerge(ctx: Context, defender: Config, policy: Policy) -> Config:
    if policy.submerge != "submerge":
        return defender
    return move_mode(ctx, DEFENDER, defender, submersibles(ctx, defender), SUBMERGED)


def withdraw_air(ctx: Context, seg: Segment, side: str, config: Config) -> Config:
    flying = [
        s
        for s in ctx.roster(side).stacks
        if config[s.index] and s.unit.air and s.active and in_wave(s, side, seg)
    ]
    return move_mode(ctx, side, config, flying, WITHDRAWN)


def defender_retreat(ctx: Context, defender: Config) -> tuple[Config, bool]:
    """The defender's retreat: (its units after, whether the battle goes on). Everything that can
    move leaves; forts never retreat, so while one stands the attacker fights on against it."""
    stays = any(
        defender[s.index] and s.active and s.unit.never_retreats for s in ctx.defender.stacks
    )
    if ctx.naval or not stays:
        return defender, False
    movers = [
        s
        for s in ctx.defender.stacks
        if defender[s.index] and s.active and not s.unit.never_retreats
    ]
    return move_mode(ctx, DEFENDER, defender, movers, RETREATED), True


def air_superiority(kind: str, attacker_air: bool, defender_air: bool) -> str | None:
    """Who won Part A, from how it ended (or from who had air units at all)."""
    if kind == ATTACKER_WITHDREW:
        return DEFENDER
    if kind == DEFENDER_WITHDREW:
        return ATTACKER
    if attacker_air and not defender_air:
        return ATTACKER
    if defender_air and not attacker_air:
        return DEFENDER
    return None


def hit_side_order(step: Step) -> tuple[str, ...]:
    """Who places losses first in a simultaneous step: the defender, then the attacker."""
    return _HIT_ORDER[step.shooters]


_HIT_ORDER = {
    shooters: tuple(s for s in (DEFENDER, ATTACKER) if other(s) in shooters)
    for shooters in ((ATTACKER,), (DEFENDER,), BOTH)
}
