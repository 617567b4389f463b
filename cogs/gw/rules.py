"""The Great War — a battle, the way ../shared/rules/gw.md reads (seed 002 where it is unclear).

Pure: no Discord, no database, no clock; every die comes from `b.dice`. The battle is a frozen
`Battle` (state.py) carried through gw.md's sequence:

- naval: sea mines as the fleet moves in, then each attacking wave's naval rounds — 1 attacking
  first-strike subs, 2 defending subs fire or submerge, 3 everything else (sub hunting in round 1,
  losses placed defender first, then called shots), 4 retreat / contest / continue;
- land: rail guns bombard or join, the bombardment, then each wave's Part A (air combat for air
  superiority) and Part B rounds — 1a gas, 1b support fire (invasion), 2, 3 preemptive fire,
  4 storm troops and entrenched infantry, 5 everything else, 6b the landed wave, 6 (7) retreat /
  contest / continue;
- a strategic bombing raid (bombing.py).

Which units fire in which step, and at what, is steps.py; who may take a hit and the casualty
presets are casualties.py — the same code the exact odds run (kernel.py, odds.py). A player is
asked only for real choices, and not at all where its seat set a standing rule.

The asks (purposes and keys are stable; the Discord layer words them; every one but the raid's
carries `fields["state"]`, the battle as JSON: both sides' units by stack key, the wave, round
and step — the board to show and where odds.choice_odds starts):

- "losses" (set_counts, keys: stack keys such as "france.dreadnought.damaged"): place
  `fields["hits"]` hits on your units; `fields["fixed"]` hits already forced on others (the
  shield rule), `fields["presets"]`: {"cheapest" | "strongest" | "attack": the answer}.
- "called_shots" (set_counts): place your called shots on enemy units; preset "dearest".
- "rail_guns" (set_counts): how many adjacent rail guns bombard; the rest join.
- "withdraw_air" (yes_no): withdraw all your air units after this air round.
- "submerge" (set_counts): how many subs submerge; "hunt" (set_counts): how many destroyers and
  sub hunters hunt submerged subs (round 1).
- "attacker_decision" (choose_one: "continue", "retreat:<territory>", "contest"),
  "defender_decision" (choose_one: "continue", "retreat:<territory>").
- raids: "altitude" (set_counts "zeppelin_high"), "raid_losses" (set_counts, with presets).
- a quick battle's muster (muster.py): "forces" (set_counts, keys: unit types, and
  "entrenched_infantry", "adjacent_rail_guns", "interceptors"): your units, `fields["side"]`.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping
from typing import Any

from bot.engine import (
    Ask,
    BattleContext,
    Count,
    Option,
    Outcome,
    Procedure,
    SetupError,
    choose_one,
    set_counts,
    yes_no,
)
from cogs.gw import steps as st
from cogs.gw.casualties import (
    ANY,
    CALLED,
    UNDERWATER,
    Placement,
    allocation_of,
    apply_allocation,
    loss_ask,
    loss_choice,
    preset_result,
    stack_label,
)
from cogs.gw.forces import (
    ADJACENT,
    ATTACKER,
    BOMBARDED,
    BOMBING,
    DEFENDER,
    NAVAL,
    PRESETS,
    SUBMERGED,
    Context,
    context_of,
)
from cogs.gw.state import (
    Battle,
    after_wave,
    before_wave,
    capturing_wave,
    fight_segment,
    result_of,
    retreated_to,
    snapshot,
    winner_of,
)
from cogs.gw.steps import Segment
from cogs.gw.validation import validate_setup

Phase = Generator[Ask, Any, Any]


def standing(ctx: Context, seat: str, decision: str) -> bool:
    """Did `seat` set a standing rule for this kind of decision (so it is not asked)?"""
    policy = ctx.policies.get(seat)
    return policy is not None and decision in policy.standing


def procedure(b: BattleContext) -> Procedure:
    """The battle: mines or the bombardment, then each attacking wave in turn — the next attacks
    once the one before was destroyed, retreated or contests — until one takes the territory.
    A quick battle first asks each side's forces (muster.py), which fill the setup in."""
    if b.setup.get("muster"):
        from cogs.gw.muster import muster

        yield from muster(b)
    ctx = context_of(b.setup)
    if ctx.kind == BOMBING:
        from cogs.gw.bombing import raid

        return (yield from raid(b))
    battle = Battle(*ctx.start)
    b.log(
        "battle_started",
        battle=ctx.kind,
        attacker=ctx.attacker.counts(battle.attacker),
        defender=ctx.defender.counts(battle.defender),
        waves=[list(w.nations) for w in ctx.waves],
    )
    if ctx.kind == NAVAL:
        battle = sea_mines(b, ctx, battle)
    else:
        battle = yield from rail_guns(b, ctx, battle)
    for wave in ctx.waves:
        battle = before_wave(ctx, battle, wave.index)
        if battle.over:
            b.log("walked_in", wave=wave.index, nations=list(wave.nations))
            break
        b.log("wave_started", wave=wave.index, nations=list(wave.nations))
        superiority = None
        if ctx.kind != NAVAL:
            battle, superiority = yield from air_superiority(b, ctx, battle)
        seg = fight_segment(ctx, wave.index, superiority)
        battle, end, rounds = yield from fight(b, ctx, seg, battle)
        battle = after_wave(ctx, battle, end, rounds)
        b.log("wave_ended", wave=wave.index, end=end, rounds=rounds)
        if battle.over:
            break
    return finish(b, ctx, battle)


# -- A. sea mines ----------------------------------------------------------------------------------
def sea_mines(b: BattleContext, ctx: Context, battle: Battle) -> Battle:
    """Each ship moving into a mined zone rolls: a 1 is a hit on that ship, removed at once."""
    mine_hit = ctx.rules.combat.mine_hit
    for zone in range(ctx.mined_zones):
        entering = battle.attacker  # a ship damaged in this zone does not roll twice
        for stack in ctx.attacker.stacks:
            n = entering[stack.index]
            if not n or not stack.unit.ship or not stack.active:
                continue
            faces = b.dice.nd6(n, "sea_mines", side=ATTACKER)
            hits = sum(f <= mine_hit for f in faces)
            after = apply_allocation(ctx.attacker, battle.attacker, {stack.index: hits})
            b.log("mines", zone=zone + 1, stack=stack.key, unit=stack.unit.key, count=n,
                  target=mine_hit, faces=faces, hits=hits)  # fmt: skip
            battle = battle.with_config(ATTACKER, after)
    return battle


# -- bombardment: rail guns bombard or join --------------------------------------------------------
def rail_guns(b: BattleContext, ctx: Context, battle: Battle) -> Phase:
    """Rail guns next door either bombard (one shot on a 3, before the land battle, then they take
    no part) or join the battle, firing from where they are in steps 2/3."""
    for wave in ctx.waves:
        guns = [
            s
            for s in ctx.attacker.stacks
            if s.wave == wave.index and s.mode == ADJACENT and battle.attacker[s.index]
        ]
        if not guns:
            continue
        if standing(ctx, wave.seat, "rail_guns"):
            bombard = ctx.policies[wave.seat].rail_guns == "bombard"
            chosen = {s.index: battle.attacker[s.index] if bombard else 0 for s in guns}
        else:
            counts = [Count(s.key, stack_label(s), 0, battle.attacker[s.index]) for s in guns]
            answer = yield set_counts(
                wave.seat,
                "rail_guns",
                counts,
                prompt="How many rail guns bombard (the rest join the battle)?",
                state=snapshot(ctx, battle, None, 0, 0),
            )
            chosen = {ctx.attacker.index(k): n for k, n in answer.items()}
        battle = battle.with_config(
            ATTACKER, st.move_mode(ctx, ATTACKER, battle.attacker, guns, BOMBARDED, chosen)
        )
        b.log("rail_guns", wave=wave.index, bombard=sum(chosen.values()),
              join=sum(battle.attacker[s.index] for s in guns))  # fmt: skip
    bombarding = [
        s for s in ctx.attacker.stacks if s.mode == BOMBARDED and battle.attacker[s.index]
    ]
    if not bombarding:
        return battle
    target = ctx.rules.combat.bombard_hit
    hits = 0
    for stack in bombarding:
        n = battle.attacker[stack.index]
        faces = b.dice.nd6(n, "bombardment", side=ATTACKER)
        got = sum(f <= target for f in faces)
        hits += got
        b.log("fire", step="bombardment", round=0, side=ATTACKER, stack=stack.key,
              unit=stack.unit.key, count=n, target=target, faces=faces, hits=got)  # fmt: skip
    placement = Placement(DEFENDER, hits, ANY, DEFENDER)
    return (yield from place(b, ctx, None, battle, (placement,), "bombardment", 0, 0))


# -- Part A: air superiority -----------------------------------------------------------------------
def air_superiority(b: BattleContext, ctx: Context, battle: Battle) -> Phase:
    """Air units fight one round at a time until one side is gone or withdraws; the winner gets
    +1 for its artillery, rail guns and forts in the first land round."""
    seg = Segment(st.AIR_PART, battle.wave)
    has = {side: st.air_count(ctx, seg, side, battle.config(side)) > 0 for side in st.BOTH}
    end = None
    if has[ATTACKER] and has[DEFENDER]:
        battle, end, _ = yield from fight(b, ctx, seg, battle)
        for side, kind in ((ATTACKER, st.ATTACKER_WITHDREW), (DEFENDER, st.DEFENDER_WITHDREW)):
            if end == kind:
                battle = battle.with_config(
                    side, st.withdraw_air(ctx, seg, side, battle.config(side))
                )
        has = {side: st.air_count(ctx, seg, side, battle.config(side)) > 0 for side in st.BOTH}
    superiority = st.air_superiority(end or "", has[ATTACKER], has[DEFENDER])
    b.log("air_superiority", wave=battle.wave, side=superiority, fought=end is not None)
    return battle, superiority


# -- the rounds ------------------------------------------------------------------------------------
def fight(b: BattleContext, ctx: Context, seg: Segment, battle: Battle) -> Phase:
    """Rounds of the segment's program until it ends: (battle, how it ended, rounds fought)."""
    program = st.PROGRAMS[seg.kind]
    start = (battle.attacker, battle.defender)
    end = st.ended(ctx, seg, battle.attacker, battle.defender)
    r = 0
    while end is None:
        r += 1
        b.log("round_started", part=seg.kind, wave=seg.wave, round=r)
        for p, step in enumerate(program):
            if quiet(ctx, seg, battle, r, step):
                continue
            battle, end = yield from run_step(b, ctx, seg, battle, r, p, step, start)
            if end is None and step.kind == "fire":
                end = st.ended(ctx, seg, battle.attacker, battle.defender)
            if end is not None:
                if end == st.STALEMATE:
                    r -= 1  # no round was fought
                break
    b.log("segment_ended", part=seg.kind, wave=seg.wave, end=end, rounds=r)
    return battle, end, r


def quiet(ctx: Context, seg: Segment, battle: Battle, r: int, step) -> bool:
    """A step in which nothing can happen: nobody fires, or no stalemate to find."""
    if step.kind == "check":
        return not st.stalemate(ctx, seg, battle.attacker, battle.defender, r)
    if step.kind == "fire" and step.key != "naval_fire":
        return not any(
            st.fire_groups(ctx, seg, step, r, side, battle.config(side)) for side in step.shooters
        )
    return False


def run_step(b, ctx: Context, seg: Segment, battle: Battle, r: int, p: int, step, start) -> Phase:
    """One step of a round: (the battle after it, how the segment ended or None)."""
    if step.kind == "check":
        b.log("stalemate", wave=seg.wave, round=r)
        return battle, st.STALEMATE
    if step.kind == "fire":
        return (yield from fire(b, ctx, seg, battle, r, p, step)), None
    if step.kind == "submerge":
        return (yield from submerge(b, ctx, seg, battle, r, p)), None
    if step.kind in ("air_attacker", "air_defender"):
        return (yield from withdraw(b, ctx, seg, battle, r, p, step))
    if step.kind == "end_attacker":
        return battle, (yield from attacker_decides(b, ctx, seg, battle, r, p, start))
    return (yield from defender_decides(b, ctx, seg, battle, r, p, start))


def fire(
    b: BattleContext, ctx: Context, seg: Segment, battle: Battle, r: int, p: int, step
) -> Phase:
    """Each firing side throws its dice; then losses are placed: the defender's, the attacker's,
    then the defender's called shots and the attacker's."""
    hunters = None
    if step.key == "naval_fire" and st.hunt_possible(ctx, seg, r, battle.attacker, battle.defender):
        hunters = yield from choose_hunters(b, ctx, seg, battle, r, p)
    throws = {
        s: st.fire_groups(ctx, seg, step, r, s, battle.config(s), hunters) for s in step.shooters
    }
    if not any(throws.values()):
        return battle
    hits: dict[str, tuple[int, int]] = {}
    for side, groups in throws.items():
        main = hunt = 0
        for group in groups:
            faces = b.dice.nd6(group.count, step.key, side=side)
            got = sum(f <= group.value for f in faces)
            stack = ctx.roster(side).stacks[group.stack].key if group.stack is not None else None
            b.log("fire", step=step.key, round=r, side=side, stack=stack, unit=group.unit,
                  count=group.count, target=group.value, faces=faces, hits=got,
                  at="submerged" if group.kind == "hunt" else "any")  # fmt: skip
            if group.kind == "hunt":
                hunt += got
            else:
                main += got
        hits[side] = (main, hunt)
    placements = []
    called = dict.fromkeys(hits, 0)
    if step.called:
        called = {s: min(ctx.called_shots(s, seg.wave), hits[s][0]) for s in hits}
    for hit_side in st.hit_side_order(step):
        shooter = st.other(hit_side)
        main, hunt = hits[shooter]
        placements.append(Placement(hit_side, main - called[shooter], step.restriction, hit_side))
        if hunt:
            placements.append(Placement(hit_side, hunt, UNDERWATER, hit_side))
    for shooter in (DEFENDER, ATTACKER):
        if called.get(shooter):
            placements.append(Placement(st.other(shooter), called[shooter], CALLED, shooter))
    return (yield from place(b, ctx, seg, battle, tuple(placements), step.key, r, p))


def place(
    b: BattleContext,
    ctx: Context,
    seg: Segment | None,
    battle: Battle,
    placements: tuple[Placement, ...],
    step_key: str,
    r: int,
    p: int,
) -> Phase:
    """Each placement in turn: forced when only one way is legal, by the chooser's standing
    preset, else asked (the presets' answers ride along in the ask). `seg` is None for the
    bombardment, which comes before any wave's fight."""
    wave = seg.wave if seg else 0
    for k, placement in enumerate(placements):
        if not placement.hits:
            continue
        side = placement.side
        config = battle.config(side)
        choice = loss_choice(ctx, side, wave, config, placement)
        if choice.total == 0 and not choice.fixed:
            continue
        seat = ctx.seat(placement.chooser, wave)
        restriction = placement.restriction
        allocation = choice.forced
        how = "forced"
        if allocation is None and standing(ctx, seat, "casualties"):
            preset = ctx.policies[seat].casualties
            after = preset_result(ctx, side, wave, config, choice.hits, restriction, preset)
            answer = allocation_of(ctx, side, config, after, choice)
            allocation = choice.with_answer(_indices(ctx, side, answer))
            how = preset
        refused: dict[str, str] = {}
        while allocation is None:
            names = ("dearest",) if restriction == CALLED else PRESETS
            presets = {}
            for name in names:
                after = preset_result(ctx, side, wave, config, choice.hits, restriction, name)
                presets[name] = allocation_of(ctx, side, config, after, choice)
            answer = yield loss_ask(
                ctx, side, wave, config, placement, seat, presets, **refused,
                step=step_key, round=r, state=snapshot(ctx, battle, seg, r, p, placements[k:]),
            )  # fmt: skip
            allocation = choice.with_answer(_indices(ctx, side, answer))
            how = "chosen"
            if not choice.legal(allocation):  # the shield rule, which bounds cannot say
                allocation = None
                refused = {"refused": "Airships and transports cannot be lost while a combat "
                                      "ship is spared."}  # fmt: skip
        after = apply_allocation(ctx.roster(side), config, allocation)
        lost = _difference(ctx, side, config, after)
        b.log("losses", step=step_key, round=r, side=side, placed_by=placement.chooser,
              restriction=restriction, hits=choice.hits, how=how, **lost)  # fmt: skip
        battle = battle.with_config(side, after)
    return battle


def _indices(ctx: Context, side: str, answer: Mapping[str, int]) -> dict[int, int]:
    roster = ctx.roster(side)
    return {roster.index(key): n for key, n in answer.items() if n}


def _difference(ctx: Context, side: str, before, after) -> dict[str, dict[str, int]]:
    """What a placement did: units destroyed by unit type, and every stack that changed."""
    roster = ctx.roster(side)
    was, now = roster.by_unit(before), roster.by_unit(after)
    destroyed = {u: n - now.get(u, 0) for u, n in was.items() if n > now.get(u, 0)}
    changes = {
        s.key: after[s.index] - before[s.index]
        for s in roster.stacks
        if after[s.index] != before[s.index]
    }
    return {"destroyed": destroyed, "changes": changes}


# -- decisions within a round ----------------------------------------------------------------------
def choose_hunters(b, ctx: Context, seg: Segment, battle: Battle, r: int, p: int) -> Phase:
    """Round 1: destroyers and sub hunters may hunt submerged subs (hitting on 1) and then fire at
    nothing else this round."""
    hunters = st.hunter_stacks(ctx, seg, battle.attacker)
    seat = ctx.seat(ATTACKER, seg.wave)
    if standing(ctx, seat, "hunt"):
        chosen = st.policy_hunters(
            ctx, seg, r, battle.attacker, battle.defender, ctx.policies[seat]
        )
    else:
        counts = [Count(s.key, stack_label(s), 0, battle.attacker[s.index]) for s in hunters]
        answer = yield set_counts(
            seat,
            "hunt",
            counts,
            prompt="How many destroyers and sub hunters hunt the submerged submarines?",
            state=snapshot(ctx, battle, seg, r, p),
        )
        chosen = {ctx.attacker.index(k): n for k, n in answer.items() if n}
    b.log(
        "hunting", wave=seg.wave, hunters={ctx.attacker.stacks[i].key: n for i, n in chosen.items()}
    )
    return chosen


def submerge(b, ctx: Context, seg: Segment, battle: Battle, r: int, p: int) -> Phase:
    """Step 2: defending submarines fire, or submerge (out of the fight; hunted in round 1)."""
    subs = st.submersibles(ctx, battle.defender)
    if not subs:
        return battle
    seat = ctx.defender_seat
    if standing(ctx, seat, "submerge"):
        after = st.policy_submerge(ctx, battle.defender, ctx.policies[seat])
    else:
        counts = [Count(s.key, stack_label(s), 0, battle.defender[s.index]) for s in subs]
        answer = yield set_counts(
            seat,
            "submerge",
            counts,
            prompt="How many of your submarines submerge instead of firing?",
            round=r,
            state=snapshot(ctx, battle, seg, r, p),
        )
        chosen = {ctx.defender.index(k): n for k, n in answer.items()}
        after = st.move_mode(ctx, DEFENDER, battle.defender, subs, SUBMERGED, chosen)
    dived = ctx.defender.counts(tuple(a - c for a, c in zip(after, battle.defender, strict=True)))
    b.log("submerged", round=r, units={k: n for k, n in dived.items() if n > 0})
    return battle.with_config(DEFENDER, after)


def withdraw(b, ctx: Context, seg: Segment, battle: Battle, r: int, p: int, step) -> Phase:
    """After an air round the attacker, then the defender, may withdraw all its air units."""
    side = ATTACKER if step.kind == "air_attacker" else DEFENDER
    seat = ctx.seat(side, seg.wave)
    if standing(ctx, seat, "air"):
        own = st.air_count(ctx, seg, side, battle.config(side))
        enemy = st.air_count(ctx, seg, st.other(side), battle.config(st.other(side)))
        leaves = st.withdraws(ctx.policies[seat], own, enemy)
    else:
        leaves = yield yes_no(
            seat,
            "withdraw_air",
            prompt="Withdraw all your air units from the air combat?",
            round=r,
            state=snapshot(ctx, battle, seg, r, p),
        )
    if not leaves:
        return battle, None
    b.log("air_withdrawn", side=side, round=r)
    return battle, st.ATTACKER_WITHDREW if side == ATTACKER else st.DEFENDER_WITHDREW


def _rule_fires(ctx, seat, seg, side, r, p, battle, start) -> tuple[bool, float | None]:
    """Does the seat's standing retreat rule fire now, and the win chance it looked at (the exact
    odds of fighting on, every later decision by the standing rules)."""
    rule = ctx.policies[seat].retreat
    chance = None
    if rule is not None and rule.when == "win_below":
        from cogs.gw.kernel import win_chances  # numpy: only for the battles with this rule

        chances = win_chances(ctx, seg, r, p + 1, battle.attacker, battle.defender, start)
        chance = chances[0 if side == ATTACKER else 1]
    return st.rule_triggered(rule, r, chance), chance


def attacker_decides(b, ctx: Context, seg: Segment, battle: Battle, r: int, p: int, start) -> Phase:
    """Retreat (all units to one territory the attack came from), contest, or fight on."""
    options = st.attacker_options(ctx, seg, r)
    if len(options) == 1:
        return None
    seat = ctx.seat(ATTACKER, seg.wave)
    chance = None
    if standing(ctx, seat, "retreat"):
        fired, chance = _rule_fires(ctx, seat, seg, ATTACKER, r, p, battle, start)
        action = st.rule_action(ctx.policies[seat].retreat, options, fired)
        rule = ctx.policies[seat].retreat
        key = action
        if action == st.RETREAT:
            key = f"retreat:{(rule.to if rule and rule.to else ctx.attacker_retreats[0])}"
    else:
        choices = [Option(st.CONTINUE, "Fight on")]
        if st.RETREAT in options:
            choices += [Option(f"retreat:{k}", f"Retreat to {k}") for k in ctx.attacker_retreats]
        if st.CONTEST in options:
            choices.append(Option(st.CONTEST, "Stay and contest"))
        key = yield choose_one(
            seat,
            "attacker_decision",
            choices,
            prompt="Fight on, retreat or contest?",
            round=r,
            state=snapshot(ctx, battle, seg, r, p),
        )
    b.log("attacker_decision", wave=seg.wave, round=r, choice=key, win_chance=chance)
    if key.startswith("retreat:"):
        return st.ATTACKER_RETREAT
    return st.ATTACKER_CONTEST if key == st.CONTEST else None


def defender_decides(b, ctx: Context, seg: Segment, battle: Battle, r: int, p: int, start) -> Phase:
    """Unless the attacker contests, the defender may retreat: to an owned territory not under
    attack nor contested, else an allied one; forts stay and fight on."""
    options = st.defender_options(ctx, seg, battle.defender)
    if len(options) == 1:
        return battle, None
    seat = ctx.defender_seat
    destinations = [d.key for d in ctx.defender_retreats]
    chance = None
    if standing(ctx, seat, "retreat"):
        fired, chance = _rule_fires(ctx, seat, seg, DEFENDER, r, p, battle, start)
        rule = ctx.policies[seat].retreat
        action = st.rule_action(rule, options, fired)
        key = f"retreat:{rule.to or destinations[0]}" if action == st.RETREAT and rule else action
    else:
        choices = [Option(st.CONTINUE, "Stay and fight")]
        choices += [Option(f"retreat:{k}", f"Retreat to {k}") for k in destinations]
        key = yield choose_one(
            seat,
            "defender_decision",
            choices,
            prompt="Stay and fight, or retreat?",
            round=r,
            state=snapshot(ctx, battle, seg, r, p),
        )
    b.log("defender_decision", round=r, choice=key, win_chance=chance)
    if not key.startswith("retreat:"):
        return battle, None
    after, goes_on = st.defender_retreat(ctx, battle.defender)
    battle = battle.with_config(DEFENDER, after)
    return battle, None if goes_on else st.DEFENDER_RETREAT


# -- the end ---------------------------------------------------------------------------------------
def finish(b: BattleContext, ctx: Context, battle: Battle) -> Outcome:
    """The result, survivors and losses per side and unit type, TUV lost, rounds, control."""
    result = result_of(ctx, battle)
    survivors, lost, tuv = {}, {}, {}
    for side in st.BOTH:
        roster, start, end = ctx.roster(side), ctx.start[side == DEFENDER], battle.config(side)
        survivors[side] = roster.by_unit(end)
        before = roster.by_unit(start)
        lost[side] = {u: n - survivors[side].get(u, 0) for u, n in before.items()}
        lost[side] = {u: n for u, n in lost[side].items() if n}
        tuv[side] = roster.value(start) - roster.value(end)
    control: dict[str, str | None] = {}
    wave = capturing_wave(ctx, battle)
    if result == "attacker_win" and ctx.territory is not None and wave is not None:
        control[ctx.territory.key] = ctx.waves[wave].nations[0]
    evacuation = result == "attacker_win" and ctx.port_fleet and not ctx.naval
    b.log("battle_ended", result=result, rounds=battle.rounds, survivors=survivors, tuv_lost=tuv)
    return Outcome(
        winner=winner_of(result),
        losses={side: units for side, units in lost.items() if units},
        control=control,
        details={
            "result": result,
            "rounds": battle.rounds,
            "survivors": survivors,
            "survivors_by_nation": {s: ctx.roster(s).by_nation(battle.config(s)) for s in st.BOTH},
            "tuv_lost": tuv,
            "waves": [list(h) for h in battle.history],
            "captured_by": ctx.waves[wave].nations[0] if wave is not None else None,
            "naval_evacuation": evacuation,
            "retreated_to": {
                side: to for side in st.BOTH if (to := retreated_to(b, f"{side}_decision"))
            },
        },
    )


# -- the ruleset -----------------------------------------------------------------------------------
class GreatWar:
    key = "gw"
    name = "The Great War"

    def validate_setup(self, setup: Mapping[str, Any]) -> None:
        if setup.get("muster"):  # a quick battle: the forces are asked first (muster.py)
            from cogs.gw.muster import validate_muster

            return validate_muster(setup)
        validate_setup(setup)
        try:
            context_of(setup)
        except (KeyError, TypeError, ValueError) as error:
            if isinstance(error, SetupError):
                raise
            raise SetupError(f"This setup cannot start a battle ({error}).") from None

    def procedure(self, b: BattleContext) -> Procedure:
        return (yield from procedure(b))


RULESET = GreatWar()
