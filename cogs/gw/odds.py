"""Exact odds of a Great War battle: no sampling, for a setup, for where a battle stands now, and
for each choice of the decision it waits on.

The battle is followed the way the procedure (rules.py) runs it — mines or bombardment, then
wave by wave Part A and Part B or the naval rounds — as a distribution over `Battle` states
between segments. Each segment is swept exactly by kernel.py; the short steps around them (sea
mines, the bombardment) are enumerated here with the same functions the procedure applies.
Every decision the procedure would ask is answered by the seat's standing rules, or where it set
none by the defaults of `Policy`: "cheapest first", fight on, keep the aircraft in the air
combat, subs fire, no sub hunting, rail guns join, zeppelins low. Float arithmetic: exact up to
rounding (about 1e-12), not sampled.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from bot.engine import Ask, Outcome
from cogs.gw import steps as st
from cogs.gw.casualties import (
    ANY,
    CALLED,
    UNDERWATER,
    Placement,
    apply_allocation,
    loss_choice,
    preset_result,
)
from cogs.gw.forces import ATTACKER, BOMBARDED, DEFENDER, NAVAL, Config, Context, context_of
from cogs.gw.kernel import run_segment, win_chances
from cogs.gw.state import (
    RESULTS,
    Battle,
    after_wave,
    before_wave,
    fight_segment,
    from_snapshot,
    result_of,
)
from cogs.gw.steps import Segment
from cogs.gw.tables import binomial, hits_distribution
from cogs.gw.validation import validate_setup

Dist = dict[Battle, float]
Units = tuple[tuple[str, int], ...]
OutcomeKey = tuple[str, Units, Units]


def outcome_key(
    result: str, attacker: Mapping[str, int], defender: Mapping[str, int]
) -> OutcomeKey:
    """What the odds tell apart: the result and each side's survivors by unit type."""
    return result, tuple(sorted(attacker.items())), tuple(sorted(defender.items()))


def outcome_key_of(outcome: Outcome) -> OutcomeKey:
    survivors = outcome.details["survivors"]
    return outcome_key(outcome.details["result"], survivors[ATTACKER], survivors[DEFENDER])


@dataclass(frozen=True)
class BattleOdds:
    """Probabilities (floats summing to 1) of how the battle ends, and its expectations."""

    outcomes: dict[OutcomeKey, float]
    tuv_lost: dict[str, float]  # expected unit value lost, per side
    rounds: float  # expected combat rounds, all waves

    @property
    def results(self) -> dict[str, float]:
        """attacker_win / defender_win / contested / mutual_destruction."""
        found = dict.fromkeys(RESULTS, 0.0)
        for (result, _, _), p in self.outcomes.items():
            found[result] += p
        return found

    @property
    def contested_or_mutual(self) -> float:
        results = self.results
        return results["contested"] + results["mutual_destruction"]

    def survivors(self, side: str) -> dict[str, dict[int, float]]:
        """unit type -> {survivors: probability}, for one side."""
        column = 1 if side == ATTACKER else 2
        units = sorted({u for key in self.outcomes for u, _ in key[column]})
        result: dict[str, dict[int, float]] = {u: {} for u in units}
        for key, p in self.outcomes.items():
            have = dict(key[column])
            for u in units:
                result[u][have.get(u, 0)] = result[u].get(have.get(u, 0), 0.0) + p
        return {u: dict(sorted(d.items())) for u, d in result.items()}

    def summary(self) -> dict[str, Any]:
        return {
            **self.results,
            "tuv_lost": dict(self.tuv_lost),
            "rounds": self.rounds,
            "survivors": {side: self.survivors(side) for side in st.BOTH},
        }


class _Flow:
    """The battle's course from some point on, as a distribution; `rounds` sums the expected
    rounds of every segment entered, weighted by the chance of entering it."""

    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.rounds = 0.0

    # -- from the start ------------------------------------------------------------------------
    def start(self, battle: Battle) -> Dist:
        dist = (
            self.mines(battle) if self.ctx.kind == NAVAL else self.bombard(self.rail_guns(battle))
        )
        return self.waves(dist, 0)

    def mines(self, battle: Battle) -> Dist:
        ctx, hit = self.ctx, self.ctx.rules.combat.mine_hit
        ships = [s for s in ctx.attacker.stacks if s.unit.ship and s.active]
        configs = {battle.attacker: 1.0}
        for _ in range(ctx.mined_zones):
            nxt: dict[Config, float] = {}
            for entering, p in configs.items():  # a ship damaged in a zone rolls once there
                branch = {entering: p}
                for stack in ships:
                    rolled: dict[Config, float] = {}
                    for config, q in branch.items():
                        for h, w in enumerate(binomial(entering[stack.index], hit)):
                            after = apply_allocation(ctx.attacker, config, {stack.index: h})
                            rolled[after] = rolled.get(after, 0.0) + q * w
                    branch = rolled
                for config, q in branch.items():
                    nxt[config] = nxt.get(config, 0.0) + q
            configs = nxt
        return {replace(battle, attacker=a): p for a, p in configs.items()}

    def rail_guns(self, battle: Battle) -> Battle:
        ctx = self.ctx
        for wave in ctx.waves:
            if ctx.policy(ATTACKER, wave.index).rail_guns == "bombard":
                guns = [
                    s for s in ctx.attacker.stacks if s.wave == wave.index and s.mode == "adjacent"
                ]
                moved = st.move_mode(ctx, ATTACKER, battle.attacker, guns, BOMBARDED)
                battle = replace(battle, attacker=moved)
        return battle

    def bombard(self, battle: Battle) -> Dist:
        ctx = self.ctx
        n = sum(battle.attacker[s.index] for s in ctx.attacker.stacks if s.mode == BOMBARDED)
        if not n:
            return {battle: 1.0}
        preset = ctx.policy(DEFENDER, 0).casualties
        dist: Dist = {}
        for hits, p in enumerate(binomial(n, ctx.rules.combat.bombard_hit)):
            after = preset_result(ctx, DEFENDER, 0, battle.defender, hits, ANY, preset)
            key = replace(battle, defender=after)
            dist[key] = dist.get(key, 0.0) + p
        return dist

    def waves(self, dist: Dist, first: int, weight: float = 1.0) -> Dist:
        """Waves `first` on; `weight`: the chance of being here at all (for the rounds)."""
        for w in range(first, len(self.ctx.waves)):
            nxt: Dist = {}
            for battle, p in dist.items():
                if not battle.over:
                    battle = before_wave(self.ctx, battle, w)
                found = {battle: 1.0} if battle.over else self.wave(battle, weight * p)
                _add(nxt, found, p)
            dist = nxt
        return dist

    def wave(self, battle: Battle, weight: float) -> Dist:
        if self.ctx.kind == NAVAL:
            return self.segment(battle, fight_segment(self.ctx, battle.wave), 1, 0, weight)
        return self.air(battle, Segment(st.AIR_PART, battle.wave), 1, 0, weight, fought=False)

    # -- Part A, then Part B -------------------------------------------------------------------
    def air(
        self, battle: Battle, seg: Segment, r: int, p: int, weight: float, fought: bool
    ) -> Dist:
        ctx = self.ctx
        has = {s: st.air_count(ctx, seg, s, battle.config(s)) > 0 for s in st.BOTH}
        if not fought and not (has[ATTACKER] and has[DEFENDER]):
            ends = [("", battle.attacker, battle.defender, 1.0)]
        else:
            res = run_segment(ctx, seg, [(battle.attacker, battle.defender, 1.0)], r, p)
            ends = list(res.ends())
        dist: Dist = {}
        for kind, a, d, q in ends:
            after = replace(battle, attacker=a, defender=d)
            for side, gone in ((ATTACKER, st.ATTACKER_WITHDREW), (DEFENDER, st.DEFENDER_WITHDREW)):
                if kind == gone:
                    after = after.with_config(
                        side, st.withdraw_air(ctx, seg, side, after.config(side))
                    )
            air = {s: st.air_count(ctx, seg, s, after.config(s)) > 0 for s in st.BOTH}
            sup = st.air_superiority(kind, air[ATTACKER], air[DEFENDER])
            land = fight_segment(ctx, battle.wave, sup)
            _add(dist, self.segment(after, land, 1, 0, weight * q), q)
        return dist

    def segment(self, battle: Battle, seg: Segment, r: int, p: int, weight: float) -> Dist:
        """The wave's land or naval rounds from step p of round r, then how its fight ended."""
        res = run_segment(self.ctx, seg, [(battle.attacker, battle.defender, 1.0)], r, p)
        return self.after_segment(battle, res, weight)

    def after_segment(self, battle: Battle, res, weight: float) -> Dist:
        self.rounds += weight * res.rounds
        dist: Dist = {}
        for kind, a, d, q in res.ends():
            after = after_wave(self.ctx, replace(battle, attacker=a, defender=d), kind)
            dist[after] = dist.get(after, 0.0) + q
        return dist

    def rest(self, dist: Dist, wave: int, weight: float) -> Dist:
        """After a wave's fight: the waves still to come."""
        return self.waves(dist, wave + 1, weight)


def _add(into: Dist, found: Dist, p: float) -> None:
    for battle, q in found.items():
        into[battle] = into.get(battle, 0.0) + p * q


def _odds(ctx: Context, dist: Dist, rounds: float) -> BattleOdds:
    outcomes: dict[OutcomeKey, float] = {}
    tuv = dict.fromkeys(st.BOTH, 0.0)
    for battle, p in dist.items():
        key = outcome_key(
            result_of(ctx, battle),
            ctx.attacker.by_unit(battle.attacker),
            ctx.defender.by_unit(battle.defender),
        )
        outcomes[key] = outcomes.get(key, 0.0) + float(p)
        for side in st.BOTH:
            start = ctx.start[side == DEFENDER]
            lost = ctx.roster(side).value(start) - ctx.roster(side).value(battle.config(side))
            tuv[side] += float(p) * lost
    return BattleOdds(outcomes, tuv, rounds)


# -- the odds of a setup ---------------------------------------------------------------------------
def battle_odds(setup: Mapping[str, Any]) -> BattleOdds:
    """The exact odds of a battle before it starts, every decision by the standing rules."""
    validate_setup(setup)
    ctx = context_of(setup)
    flow = _Flow(ctx)
    dist = flow.start(Battle(*ctx.start))
    return _odds(ctx, dist, flow.rounds)


# -- the odds of a battle under way: now, and for each choice of the pending ask -------------------
def choice_odds(setup: Mapping[str, Any], ask: Ask) -> dict[str, BattleOdds]:
    """For each way to answer `ask` (the pending ask of a battle): option key -> odds. A loss ask
    is answered by each casualty preset (its key is the preset's name); counts asks (submerge,
    hunt, rail guns) by none, half and all."""
    ctx = context_of(setup)
    data = ask.fields.get("state")
    if data is None:
        return {}
    battle, seg, r, p, pending = from_snapshot(ctx, data)
    begun = 0 if seg is None or seg.kind == st.AIR_PART else (r if p else max(r - 1, 0))
    rounds_so_far = battle.rounds + begun
    result: dict[str, BattleOdds] = {}
    for key, go in _choices(ctx, ask, battle, seg, r, p, pending).items():
        flow = _Flow(ctx)
        dist = go(flow)
        result[key] = _odds(ctx, dist, rounds_so_far + flow.rounds)
    return result


def state_odds(setup: Mapping[str, Any], state: Any) -> BattleOdds:
    """Odds where the battle stands (a replayed BattleState): finished, a point; waiting on an
    ask, that ask answered the way the seat's standing rules (or the defaults) would."""
    ctx = context_of(setup)
    if state.outcome is not None:
        key = outcome_key_of(state.outcome)
        tuv = state.outcome.details["tuv_lost"]
        return BattleOdds(
            {key: 1.0}, {s: float(tuv[s]) for s in st.BOTH}, state.outcome.details["rounds"]
        )
    ask = state.pending
    options = choice_odds(setup, ask)
    return options[_default_choice(ctx, ask, options)]


def _default_choice(ctx: Context, ask: Ask, options: Mapping[str, BattleOdds]) -> str:
    battle, seg, r, p, pending = from_snapshot(ctx, ask.fields["state"])
    if ask.purpose in ("losses", "called_shots"):
        placement = pending[0]
        if ask.purpose == "called_shots":
            return "dearest"
        return ctx.policy(placement.chooser, seg.wave if seg else 0).casualties
    if ask.purpose in ("attacker_decision", "defender_decision"):
        side = ATTACKER if ask.purpose == "attacker_decision" else DEFENDER
        rule = ctx.policy(side, seg.wave).retreat
        chance = None
        if rule is not None and rule.when == "win_below":
            root = (battle.attacker, battle.defender)
            chance = win_chances(ctx, seg, r, p + 1, *root, root)[0 if side == ATTACKER else 1]
        options_now = (
            st.attacker_options(ctx, seg, r)
            if side == ATTACKER
            else st.defender_options(ctx, seg, battle.defender)
        )
        action = st.rule_action(rule, options_now, st.rule_triggered(rule, r, chance))
        if action == st.CONTINUE:
            return st.CONTINUE
        return next(k for k in options if k.startswith(action))
    if ask.purpose == "withdraw_air":
        side = ATTACKER if st.PROGRAMS[seg.kind][p].kind == "air_attacker" else DEFENDER
        own = st.air_count(ctx, seg, side, battle.config(side))
        enemy = st.air_count(ctx, seg, st.other(side), battle.config(st.other(side)))
        return "yes" if st.withdraws(ctx.policy(side, seg.wave), own, enemy) else "no"
    attacking = ask.purpose in ("hunt", "rail_guns")
    policy = ctx.policy(ATTACKER if attacking else DEFENDER, battle.wave)
    default = {
        "submerge": "all" if policy.submerge == "submerge" else "none",
        "hunt": policy.hunt,
        "rail_guns": "all" if policy.rail_guns == "bombard" else "none",
    }
    return default.get(ask.purpose, next(iter(options)))


def _shares(total: int) -> tuple[str, ...]:
    """How a counts ask (submerge, hunt, rail guns) is weighed: none, half (when it differs
    from both) and all of the units."""
    return ("none", "half", "all") if total > 1 else ("none", "all")


def _share(every: Mapping[int, int], share: str) -> dict[int, int]:
    """Units per stack index for a share: none, all, or half of the whole rounded down, taken
    stack by stack in order."""
    if share == "all":
        return {i: n for i, n in every.items() if n}
    left = sum(every.values()) // 2 if share == "half" else 0
    out: dict[int, int] = {}
    for index, n in every.items():
        take = min(n, left)
        if take:
            out[index] = take
            left -= take
    return out


def _choices(ctx: Context, ask: Ask, battle: Battle, seg, r: int, p: int, pending) -> dict:
    """option key -> a function of a fresh _Flow giving the final distribution."""
    purpose = ask.purpose
    if purpose in ("losses", "called_shots"):
        presets: Mapping[str, Mapping[str, int]] = ask.fields.get("presets", {})
        return {
            name: (
                lambda flow, alloc=alloc: _after_placements(flow, battle, seg, r, p, pending, alloc)
            )
            for name, alloc in presets.items()
        }
    if purpose == "rail_guns":
        stacks = [ctx.attacker.stacks[ctx.attacker.index(c.key)] for c in ask.counts]

        def guns(flow: _Flow, share: str) -> Dist:
            moved = battle
            if share != "none":
                counts = _share({s.index: battle.attacker[s.index] for s in stacks}, share)
                moved = replace(
                    battle,
                    attacker=st.move_mode(
                        ctx, ATTACKER, battle.attacker, stacks, BOMBARDED, counts
                    ),
                )
            return flow.waves(flow.bombard(flow.rail_guns(moved)), 0)

        shares = _shares(sum(battle.attacker[s.index] for s in stacks))
        return {share: (lambda f, share=share: guns(f, share)) for share in shares}
    if purpose == "withdraw_air":
        side = ATTACKER if seg and st.PROGRAMS[seg.kind][p].kind == "air_attacker" else DEFENDER
        gone = st.ATTACKER_WITHDREW if side == ATTACKER else st.DEFENDER_WITHDREW
        return {
            "yes": lambda f: _air_end(f, battle, seg, gone),
            "no": lambda f: _continue(f, battle, seg, r, p + 1),
        }
    if purpose == "submerge":
        subs = st.submersibles(ctx, battle.defender)
        every = {s.index: battle.defender[s.index] for s in subs}

        def dive(flow: _Flow, share: str) -> Dist:
            counts = _share(every, share)
            after = st.move_mode(ctx, DEFENDER, battle.defender, subs, "submerged", counts)
            return _continue(flow, battle.with_config(DEFENDER, after), seg, r, p + 1)

        shares = _shares(sum(every.values()))
        return {share: (lambda f, share=share: dive(f, share)) for share in shares}
    if purpose == "hunt":
        every = {
            s.index: battle.attacker[s.index] for s in st.hunter_stacks(ctx, seg, battle.attacker)
        }
        return {
            share: (
                lambda f, share=share: _fire_with_hunters(
                    f, battle, seg, r, p, _share(every, share)
                )
            )
            for share in _shares(sum(every.values()))
        }
    if purpose == "attacker_decision":
        found = {st.CONTINUE: lambda f: _continue(f, battle, seg, r, p + 1)}
        for option in ask.options:
            if option.key.startswith("retreat:"):
                found[option.key] = lambda f: _end_fight(f, battle, seg, st.ATTACKER_RETREAT)
            elif option.key == st.CONTEST:
                found[option.key] = lambda f: _end_fight(f, battle, seg, st.ATTACKER_CONTEST)
        return found
    if purpose == "defender_decision":
        found = {st.CONTINUE: lambda f: _continue(f, battle, seg, r, p + 1)}
        after, goes_on = st.defender_retreat(ctx, battle.defender)
        for option in ask.options:
            if option.key.startswith("retreat:"):
                moved = battle.with_config(DEFENDER, after)
                found[option.key] = (
                    (lambda f, m=moved: _continue(f, m, seg, r, p + 1))
                    if goes_on
                    else (lambda f: _end_fight(f, battle, seg, st.DEFENDER_RETREAT))
                )
        return found
    return {}


def _continue(flow: _Flow, battle: Battle, seg: Segment, r: int, p: int, w: float = 1.0) -> Dist:
    """On from step p of round r of the segment (p past the end: the next round); `w` is the
    chance of this branch (for the expected rounds)."""
    if p >= len(st.PROGRAMS[seg.kind]):
        r, p = r + 1, 0
    if seg.kind == st.AIR_PART:
        return flow.rest(flow.air(battle, seg, r, p, w, fought=True), battle.wave, w)
    end = st.ended(flow.ctx, seg, battle.attacker, battle.defender)
    if end is not None:
        return _end_fight(flow, battle, seg, end, w)
    return flow.rest(flow.segment(battle, seg, r, p, w), battle.wave, w)


def _end_fight(flow: _Flow, battle: Battle, seg: Segment, end: str, w: float = 1.0) -> Dist:
    return flow.rest({after_wave(flow.ctx, battle, end): 1.0}, battle.wave, w)


def _air_end(flow: _Flow, battle: Battle, seg: Segment, end: str, w: float = 1.0) -> Dist:
    ctx = flow.ctx
    side = ATTACKER if end == st.ATTACKER_WITHDREW else DEFENDER
    after = battle.with_config(side, st.withdraw_air(ctx, seg, side, battle.config(side)))
    air = {s: st.air_count(ctx, seg, s, after.config(s)) > 0 for s in st.BOTH}
    land = fight_segment(ctx, battle.wave, st.air_superiority(end, air[ATTACKER], air[DEFENDER]))
    return flow.rest(flow.segment(after, land, 1, 0, w), battle.wave, w)


def _after_placements(flow, battle, seg, r, p, pending, first_answer) -> Dist:
    """The pending placements (the first as answered), then on from the next step."""
    ctx = flow.ctx
    first = pending[0]
    roster = ctx.roster(first.side)
    config = battle.config(first.side)
    choice = loss_choice(ctx, first.side, seg.wave if seg else 0, config, first)
    alloc = choice.with_answer({roster.index(k): n for k, n in first_answer.items() if n})
    battle = battle.with_config(first.side, apply_allocation(roster, config, alloc))
    for placement in pending[1:]:
        battle = _by_policy(ctx, battle, seg, placement)
    if seg is None:  # the bombardment: then the waves
        return flow.waves({battle: 1.0}, 0)
    end = st.ended(ctx, seg, battle.attacker, battle.defender)
    if end is not None:
        return _end_air_or_fight(flow, battle, seg, end)
    return _continue(flow, battle, seg, r, p + 1)


def _end_air_or_fight(flow: _Flow, battle: Battle, seg: Segment, end: str) -> Dist:
    if seg.kind == st.AIR_PART:
        ctx = flow.ctx
        air = {s: st.air_count(ctx, seg, s, battle.config(s)) > 0 for s in st.BOTH}
        land = fight_segment(
            ctx, battle.wave, st.air_superiority(end, air[ATTACKER], air[DEFENDER])
        )
        return flow.rest(flow.segment(battle, land, 1, 0, 1.0), battle.wave, 1.0)
    return _end_fight(flow, battle, seg, end)


def _by_policy(ctx: Context, battle: Battle, seg: Segment | None, placement: Placement) -> Battle:
    wave = seg.wave if seg else 0
    preset = ctx.policy(placement.chooser, wave).casualties
    config = battle.config(placement.side)
    after = preset_result(
        ctx, placement.side, wave, config, placement.hits, placement.restriction, preset
    )
    return battle.with_config(placement.side, after)


def _fire_with_hunters(flow: _Flow, battle: Battle, seg: Segment, r: int, p: int, hunters) -> Dist:
    """Naval step 3 of round 1 with a given hunting party, enumerated; then the kernel."""
    ctx = flow.ctx
    step = st.PROGRAMS[seg.kind][p]
    outcomes: dict[str, list[tuple[tuple[int, int], float]]] = {}
    for side in step.shooters:
        groups = st.fire_groups(
            ctx, seg, step, r, side, battle.config(side), hunters if side == ATTACKER else None
        )
        main, hunt = hits_distribution(groups)
        outcomes[side] = [
            ((m, h), pm * ph) for m, pm in enumerate(main) for h, ph in enumerate(hunt) if pm * ph
        ]
    starts: dict[tuple[Config, Config], float] = {}
    for a_hits, pa in outcomes[ATTACKER]:
        for d_hits, pd in outcomes[DEFENDER]:
            after = battle
            hits = {ATTACKER: a_hits, DEFENDER: d_hits}
            called = {s: min(ctx.called_shots(s, seg.wave), hits[s][0]) for s in st.BOTH}
            for hit_side in st.hit_side_order(step):
                shooter = st.other(hit_side)
                after = _by_policy(
                    ctx,
                    after,
                    seg,
                    Placement(hit_side, hits[shooter][0] - called[shooter], ANY, hit_side),
                )
                if hits[shooter][1]:
                    after = _by_policy(
                        ctx, after, seg, Placement(hit_side, hits[shooter][1], UNDERWATER, hit_side)
                    )
            for shooter in (DEFENDER, ATTACKER):
                if called[shooter]:
                    after = _by_policy(
                        ctx,
                        after,
                        seg,
                        Placement(st.other(shooter), called[shooter], CALLED, shooter),
                    )
            key = (after.attacker, after.defender)
            starts[key] = starts.get(key, 0.0) + pa * pd
    dist: Dist = {}
    for (a, d), q in starts.items():
        _add(dist, _continue(flow, replace(battle, attacker=a, defender=d), seg, r, p + 1, q), q)
    return dist


__all__ = ["BattleOdds", "battle_odds", "choice_odds", "outcome_key_of", "state_odds"]
