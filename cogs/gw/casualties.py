"""Losses: which units may take a hit, the casualty presets, called shots, and the loss ask.

A side places its own hits (gw.md) among the units a rule lets it: air combat hits only air
units, sub hunting only submerged submarines, and at sea airships and transports are shielded
while their side still has combat ships — except from called shots, which the firing side places.
The bounds of the ask make every answer within them legal, so nothing needs checking afterwards.

Presets are greedy, one hit at a time, each hit depending only on the units left: that is what
lets the odds (cogs/gw/odds.py) treat a preset as a map from one config to the next.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from bot.engine import Ask, Count, set_counts
from cogs.gw.forces import ATTACKER, ENTRENCHED, SUBMERGED, Config, Context, Roster, Stack

ANY, AIR, UNDERWATER, CALLED = "any", "air", "submerged", "called"
RESTRICTIONS = (ANY, AIR, UNDERWATER, CALLED)


def shielded(stack: Stack) -> bool:
    """Airships and transports: no losses on them at sea while their side has combat ships."""
    return stack.unit.protected or stack.unit.airship


def candidates(ctx: Context, side: str, wave: int, config: Config, restriction: str) -> list[Stack]:
    """Stacks with units that a hit of this kind may fall on (before the shield rule)."""
    found = []
    for stack in ctx.roster(side).stacks:
        if not config[stack.index] or (side == ATTACKER and stack.wave != wave):
            continue
        if restriction == UNDERWATER:
            ok = stack.mode == SUBMERGED
        else:
            ok = stack.active and (restriction != AIR or stack.unit.air)
        if ok:
            found.append(stack)
    return found


def shield_up(ctx: Context, stacks: list[Stack], restriction: str) -> bool:
    return ctx.naval and restriction == ANY and any(s.unit.combat_ship for s in stacks)


def eligible(ctx: Context, side: str, wave: int, config: Config, restriction: str) -> list[Stack]:
    """Stacks the next hit may fall on, the shield rule applied."""
    found = candidates(ctx, side, wave, config, restriction)
    if shield_up(ctx, found, restriction):
        found = [s for s in found if not shielded(s)]
    return found


def capacity(stack: Stack, count: int) -> int:
    return count * stack.hits_left


def hit_once(roster: Roster, config: Config, stack: Stack) -> Config:
    """One hit on one unit of `stack`: a healthy two-hit unit is damaged, anything else lost."""
    counts = list(config)
    counts[stack.index] -= 1
    if stack.unit.hits == 2 and not stack.damaged:
        counts[roster.twin(stack, damaged=True)] += 1
    return tuple(counts)


def apply_allocation(roster: Roster, config: Config, hits: dict[int, int]) -> Config:
    """Hits per stack (as a loss ask counts them): on healthy two-hit units each is damaged
    before any is sunk; hits on a damaged stack sink units already damaged."""
    counts = list(config)
    for index, n in sorted(hits.items(), key=lambda kv: not roster.stacks[kv[0]].damaged):
        stack = roster.stacks[index]
        if stack.unit.hits == 2 and not stack.damaged:
            units = counts[index]
            damaged = min(n, units) - max(0, n - units)
            counts[index] -= min(n, units)
            counts[roster.twin(stack, damaged=True)] += damaged
        else:
            counts[index] -= n
    return tuple(counts)


# -- presets --------------------------------------------------------------------------------------
def loss_order_key(ctx: Context, side: str, stack: Stack, preset: str, last_ground: bool) -> tuple:
    """Lower goes first: free hits on healthy two-hit units, then by preset. An attacker in a land
    battle keeps its last ground unit (only it can take the territory) while others can go."""
    if stack.unit.hits == 2 and not stack.damaged:
        return (0, stack.index)
    unit = stack.unit
    value = unit.value(side == ATTACKER)
    rank = 1 if stack.mode == ENTRENCHED else 0
    tier = 2 if last_ground and unit.ground else 1
    if preset == "strongest":
        key: tuple = (value, unit.cost, rank)
    elif preset == "attack":
        key = (unit.att, unit.cost, rank)
    else:
        key = (unit.cost, value, rank)
    return (tier, *key, stack.index)


def preset_choice(
    ctx: Context, side: str, wave: int, config: Config, restriction: str, preset: str
) -> Stack | None:
    """The stack a preset puts the next hit on (None: nothing left to hit)."""
    found = eligible(ctx, side, wave, config, restriction)
    if not found:
        return None
    last_ground = False
    if side == ATTACKER and not ctx.naval:
        ground = sum(config[s.index] for s in found if s.unit.ground)
        last_ground = ground == 1 and len(found) > 1
    return min(found, key=lambda s: loss_order_key(ctx, side, s, preset, last_ground))


def called_choice(ctx: Context, side: str, wave: int, config: Config) -> Stack | None:
    """Where the firing side puts a called shot on `side`: the dearest unit it can destroy, any
    unit at all (airships and transports included)."""
    found = candidates(ctx, side, wave, config, ANY)
    if not found:
        return None
    own = side == ATTACKER

    def key(s: Stack) -> tuple:
        return (s.hits_left != 1, -s.unit.cost, -s.unit.value(own), s.index)

    return min(found, key=key)


def step_map(ctx: Context, side: str, wave: int, restriction: str, preset: str):
    """config -> config after one more hit (called shots: the enemy's choice), memoised."""
    memo = ctx.cache.setdefault(("hit", side, wave, restriction, preset), {})
    roster = ctx.roster(side)

    def once(config: Config) -> Config:
        found = memo.get(config)
        if found is None:
            if restriction == CALLED:
                stack = called_choice(ctx, side, wave, config)
            else:
                stack = preset_choice(ctx, side, wave, config, restriction, preset)
            found = config if stack is None else hit_once(roster, config, stack)
            memo[config] = found
        return found

    return once


def preset_result(
    ctx: Context, side: str, wave: int, config: Config, hits: int, restriction: str, preset: str
) -> Config:
    once = step_map(ctx, side, wave, restriction, preset)
    for _ in range(hits):
        config = once(config)
    return config


# -- the loss ask ---------------------------------------------------------------------------------
class Placement(NamedTuple):
    """`hits` to place on `side`'s units, by `chooser` (the side itself, or the firing side for
    called shots)."""

    side: str
    hits: int
    restriction: str
    chooser: str


@dataclass(frozen=True)
class LossChoice:
    """The bounds of a loss ask: per stack the most hits it may take, the total to place, and
    hits already fixed by the rules (`fixed`, per stack index)."""

    stacks: tuple[Stack, ...]
    highs: tuple[int, ...]
    total: int
    fixed: tuple[tuple[int, int], ...] = ()
    shield_check: tuple[int, ...] = ()  # combat ships that must all go before a shielded unit

    @property
    def forced(self) -> dict[int, int] | None:
        """The only legal allocation, when there is just one; None when there is a choice."""
        live = [(s, h) for s, h in zip(self.stacks, self.highs, strict=True) if h]
        found: dict[int, int] | None = None
        if self.total == 0:
            found = {}
        elif len(live) == 1:
            found = {live[0][0].index: self.total}
        elif sum(h for _, h in live) == self.total:
            found = {s.index: h for s, h in live}
        return None if found is None else {**dict(self.fixed), **found}

    @property
    def hits(self) -> int:
        """All the hits placed: the fixed ones and the ones to choose."""
        return self.total + sum(n for _, n in self.fixed)

    def with_answer(self, answer: dict[int, int]) -> dict[int, int]:
        return {**dict(self.fixed), **answer}

    def legal(self, allocation: dict[int, int]) -> bool:
        """False when an airship or transport is hit while a combat ship is spared."""
        if not self.shield_check:
            return True
        caps = {s.index: h for s, h in zip(self.stacks, self.highs, strict=True)}
        shut = any(allocation.get(s.index) for s in self.stacks if shielded(s))
        return not shut or all(allocation.get(i, 0) == caps[i] for i in self.shield_check)


def loss_choice(
    ctx: Context, side: str, wave: int, config: Config, placement: Placement
) -> LossChoice:
    """At sea, airships and transports take a hit only once every combat ship is gone. No more
    hits than the combat ships can take: those two are out of reach. More than the combat ships
    and aircraft together can take: every combat ship goes, the owner chooses among the rest.
    In between, both are legal and the ask cannot bound it per stack: `shield_check` says the
    answer is checked (`legal`) and asked again if it breaks the rule."""
    restriction = ANY if placement.restriction == CALLED else placement.restriction
    found = candidates(ctx, side, wave, config, restriction)
    caps = {s.index: capacity(s, config[s.index]) for s in found}
    total = min(placement.hits, sum(caps.values()))

    def choice(stacks: list[Stack], total: int, fixed=(), **kw) -> LossChoice:
        return LossChoice(tuple(stacks), tuple(caps[s.index] for s in stacks), total, fixed, **kw)

    if placement.restriction == CALLED or not shield_up(ctx, found, restriction):
        return choice(found, total)
    ships = [s for s in found if s.unit.combat_ship]
    ships_cap = sum(caps[s.index] for s in ships)
    reachable = [s for s in found if not shielded(s)]
    if total <= ships_cap:
        return choice(reachable, total)
    if total > sum(caps[s.index] for s in reachable):
        fixed = tuple((s.index, caps[s.index]) for s in ships)
        return choice([s for s in found if s not in ships], total - ships_cap, fixed)
    highs = tuple(min(caps[s.index], total - ships_cap) if shielded(s) else caps[s.index]
                  for s in found)  # fmt: skip
    return LossChoice(tuple(found), highs, total, shield_check=tuple(s.index for s in ships))


def allocation_of(ctx: Context, side: str, config: Config, after: Config, choice: LossChoice):
    """The loss ask's answer that turns `config` into `after` (a preset's result, say). Units of a
    two-hit type that were sunk are taken from the damaged ones first: the result is the same."""
    roster = ctx.roster(side)
    answer: dict[str, int] = {}
    for stack in choice.stacks:
        n = config[stack.index] - after[stack.index]
        if stack.unit.hits == 2:
            healthy = roster.twin(stack, damaged=False)
            damaged = roster.twin(stack, damaged=True)
            hit_healthy = config[healthy] - after[healthy]
            sunk = config[healthy] + config[damaged] - after[healthy] - after[damaged]
            from_damaged = min(config[damaged], sunk)
            n = from_damaged if stack.damaged else hit_healthy + sunk - from_damaged
        if n:
            answer[stack.key] = n
    return answer


def loss_ask(
    ctx: Context,
    side: str,
    wave: int,
    config: Config,
    placement: Placement,
    seat: str,
    presets: dict[str, dict[str, int]],
    **fields,
) -> Ask:
    """Set how many hits each stack takes; the presets' answers ride along for one-click use."""
    choice = loss_choice(ctx, side, wave, config, placement)
    counts = [
        Count(s.key, stack_label(s), 0, high)
        for s, high in zip(choice.stacks, choice.highs, strict=True)
    ]
    whose = "your" if placement.chooser == side else "the enemy's"
    called = placement.restriction == CALLED
    prompt = f"Place {choice.total} {'called shot' if called else 'hit'}"
    prompt += f"{'s' if choice.total != 1 else ''} on {whose} units"
    return set_counts(
        seat,
        "called_shots" if called else "losses",
        counts,
        min_total=choice.total,
        max_total=choice.total,
        prompt=prompt,
        side=side,
        hits=choice.total,
        fixed={ctx.roster(side).stacks[i].key: n for i, n in choice.fixed},
        restriction=placement.restriction,
        presets=presets,
        **fields,
    )


def stack_label(stack: Stack) -> str:
    label = f"{stack.unit.name} ({stack.nation})"
    notes = [n for n in (stack.mode, "damaged" if stack.damaged else "") if n]
    return f"{label}, {', '.join(notes)}" if notes else label
