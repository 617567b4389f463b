"""Glory of Civilizations — the dice-bag battle, the way the seed (003, Ukrainian) reads; the
English reading is ../shared/rules/goc.md.

Pure: no Discord, no database, no clock; every cube comes from `b.dice.draw_from_bag`. The steps:

1. the bag: each side's attack cubes (active units, strength bonus), action and experience cubes,
   and the neutral defence cubes of inactive units (asks: trebuchets unpacked, defence added);
   Fabian Tactics may take cubes of each player's colour out;
2. conversion checks, the defender first: a check 2 (1 where religion or a relic helps) per
   conversion action; on success an enemy unit goes over to the converter;
3. the clash: the attacker draws 1..its courage cubes, the defender may draw more up to its own
   courage; Tactics (redraw all, once) and Regular Army (swap one enemy cube, once);
4. damage: each side places the damage it deals on the enemy's hexes (damage.py);
5. restoration checks, the defender first: a lost unit comes back per check passed;
6. the end: a side that destroyed everything of the enemy's in the battle wins; experience and
   the Warlike achievement.

0. in a campaign, the reaction manoeuvre (маневр-реакція) when the setup offers one: the
   defender's unexhausted army on the target may close in (every army then fights at distance 1:
   «щоб ворог потрапив у зону досяжності»), and its unexhausted armies next to the target may
   join the defence as a corps («підключити до оборони більше своїх військ у складі з'єднання»),
   as many as its corps' size allows (campaign.py decides who may);

The asks (purposes are stable; the Discord layer words them, cogs/goc/texts.py):
- "forces", "corps" (set_counts, a quick battle's muster: muster.py);
- "approach" (yes_no): the reaction's closing in; "reaction" (choose_many, the hexes' keys):
  which armies join the defence;
- "unpacked" (yes_no): your trebuchets are unpacked; "defence" (yes_no): add your defence cubes;
- "fabian" (yes_no): use Fabian Tactics now;
- "convert" / "restore" (choose_one, keys "<army>.<unit>"): which unit goes over / comes back;
- "draw" (choose_one "1".."n"): the attacker's draw; "more" (choose_one "0".."n"): the
  defender's extra cubes; "tactics" / "swap" (yes_no: Tactics, Regular Army); each carries
  `fields["clash"]` (clash.py);
- "allocate" (set_counts, keys of damage.py's plan): where the damage you deal goes.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from bot.engine import (
    BattleContext,
    Count,
    Option,
    Outcome,
    Procedure,
    SetupError,
    choose_many,
    choose_one,
    set_counts,
    yes_no,
)
from cogs.goc.army import ATTACKER, DEFENDER, NEUTRAL, SIDES, Battle, battle_of, other
from cogs.goc.bag import bag_parts, fabian, fill, minus, passes, plus, size
from cogs.goc.clash import snapshot
from cogs.goc.damage import apply_plan, check_plan, choices, plan_keys, preset, targets
from cogs.goc.muster import muster, validate_muster

FIRST = (DEFENDER, ATTACKER)
"""Conversion and restoration: the defender first, then the attacker."""
MAX_OPTIONS = 25
MAX_PLAN_KEYS = 12
"""The most counts one allocation ask carries (bot/ui/custom_ids.py); more: the default plan."""


def active_units(battle: Battle) -> dict[str, dict[str, dict[str, bool]]]:
    return {
        side: {
            a.key: {u: battle.active(side, a, u) for u in a.units} for a in battle.side(side).armies
        }
        for side in SIDES
    }


# -- 0. the reaction manoeuvre --------------------------------------------------------------------
def reaction(b: BattleContext, setup: Mapping[str, Any]):
    """The defender's reaction, when the setup offers one: (the setup as it leaves the battle,
    what it did — {"approach": bool, "joined": {hex: units}} — or None when none was offered)."""
    offer = setup.get("reaction") or {}
    candidates = [c for c in offer.get("candidates") or [] if c.get("units")]
    most = min(int(offer.get("most") or 0), len(candidates))
    if not offer.get("approach") and most <= 0:
        return setup, None
    close = False
    if offer.get("approach"):
        close = yield yes_no(
            DEFENDER, "approach", prompt="Reaction manoeuvre: close in on the attacker?"
        )
    joined: dict[str, dict[str, int]] = {}
    if most > 0:
        options = [Option(str(c["key"]), str(c["key"])) for c in candidates]
        chosen = yield choose_many(
            DEFENDER,
            "reaction",
            options,
            low=0,
            high=most,
            prompt="Reaction manoeuvre: which of your armies join the defence?",
            most=most,
        )
        joined = {str(c["key"]): dict(c["units"]) for c in candidates if str(c["key"]) in chosen}
    b.log("reaction", side=DEFENDER, approach=bool(close), joined=joined)
    new = copy.deepcopy(dict(setup))
    if close:
        new["distance"] = 1
        for side in SIDES:
            for army in new[side]["armies"]:
                army["distance"] = 1
    for c in candidates:
        if str(c["key"]) in joined:
            new[DEFENDER]["armies"].append(
                {"key": str(c["key"]), "units": dict(c["units"]), "distance": 1,
                 "water": bool(c.get("water"))}
            )  # fmt: skip
    return new, {"approach": bool(close), "joined": joined}


# -- 1. the bag ----------------------------------------------------------------------------------
def readiness(b: BattleContext, battle: Battle):
    """Trebuchets unpacked, defence cubes added: asked where the setup leaves them open."""
    for side in SIDES:
        if battle.needs_unpacking(side):
            ready = yield yes_no(side, "unpacked", prompt="Are your trebuchets unpacked?")
            b.log("unpacked", side=side, unpacked=ready)
            battle = battle.with_side(replace(battle.side(side), unpacked=ready))
        elif battle.side(side).unpacked is None:
            battle = battle.with_side(replace(battle.side(side), unpacked=True))
    for side in SIDES:
        s = battle.side(side)
        if s.defence is None:
            neutral = battle.strength(side)[1]
            added = True
            if neutral:
                added = yield yes_no(
                    side, "defence", prompt="Add your defence cubes?", cubes=neutral
                )
                b.log("defence", side=side, added=added, cubes=neutral)
            battle = battle.with_side(replace(s, defence=added))
    return battle


def fabian_step(b: BattleContext, battle: Battle, bag: dict[str, int]):
    for side in SIDES:
        n = battle.tech(side, "fabian")
        if not n or not (bag[ATTACKER] or bag[DEFENDER]):
            continue
        use = yield yes_no(side, "fabian", prompt="Use Fabian Tactics?", cubes=n, bag=dict(bag))
        if use:
            bag, removed = fabian(bag, n)
            b.log("fabian", side=side, removed=removed, bag=dict(bag))
    return bag


# -- 2. and 5. checks ----------------------------------------------------------------------------
def check(b: BattleContext, battle: Battle, side: str, action: str, bag: dict[str, int]):
    """A check from the bag: (passed, bag after, own cubes earned as experience)."""
    n = battle.check_size(side, action)
    drawn = b.dice.draw_from_bag(bag, min(n, size(bag)), f"{action} check", side=side)
    after = minus(bag, drawn)
    passed = len(drawn) == n and passes(side, drawn)
    earned = drawn.count(side) if passed else 0
    if not passed and battle.rules.reading("failed_check") == "return":
        after = plus(after, drawn)
    b.log(
        "check",
        side=side,
        action=action,
        size=n,
        cubes=drawn,
        passed=passed,
        experience=earned,
        bag=dict(after),
    )
    return passed, after, earned


def unit_options(armies: Mapping[str, Mapping[str, int]], names: Mapping[str, str]) -> list[Option]:
    return [
        Option(f"{army}.{unit}", names.get(unit, unit))
        for army, units in armies.items()
        for unit, n in units.items()
        if n
    ]


def conversions(b: BattleContext, battle: Battle, bag: dict[str, int], earned: dict[str, int]):
    converted: dict[str, dict[str, int]] = {side: {} for side in SIDES}
    names = {k: u.name for k, u in battle.rules.units.items()}
    for side in FIRST:
        for _ in range(battle.actions(side, "conversion")):
            enemy = other(side)
            if not battle.side(enemy).size or not size(bag):
                break
            passed, bag, exp = check(b, battle, side, "conversion", bag)
            earned[side] += exp
            if not passed:
                continue
            armies = {a.key: a.units for a in battle.side(enemy).armies}
            options = unit_options(armies, names)
            key = options[0].key
            if len({o.key for o in options}) > 1:
                key = yield choose_one(
                    side, "convert", options, prompt="Which enemy unit converts?"
                )
            army_key, unit = key.split(".", 1)
            units = {a.key: dict(a.units) for a in battle.side(enemy).armies}
            units[army_key][unit] -= 1
            battle = _with_units(battle, enemy, units)
            converted[side][unit] = converted[side].get(unit, 0) + 1
            b.log("converted", side=side, unit=unit, army=army_key, exhaustion=2)
    return battle, bag, converted


def _with_units(battle: Battle, side: str, units: Mapping[str, Mapping[str, int]]) -> Battle:
    s = battle.side(side)
    armies = [
        replace(a, units={u: n for u, n in units.get(a.key, a.units).items() if n})
        for a in s.armies
    ]
    return battle.with_side(s.with_units(armies))


# -- 3. the clash --------------------------------------------------------------------------------
def clash(b: BattleContext, battle: Battle, bag: dict[str, int]):
    """The draw: (cubes drawn, the bag without them)."""
    courage = {s: battle.courage(s) for s in SIDES}
    b.log(
        "courage",
        **{s: c for s, (c, _) in courage.items()},
        why={s: why for s, (_, why) in courage.items()},
    )
    brave = {s: c for s, (c, _) in courage.items()}
    high = min(brave[ATTACKER], size(bag), MAX_OPTIONS)
    if high < 1:
        b.log("no_clash", bag=dict(bag))
        return [], bag

    def state(drawn=(), used=(), swapped=()):
        return snapshot(battle, bag, brave, used, swapped, drawn).to_json()

    options = [Option(str(n), str(n)) for n in range(1, high + 1)]
    k = yield choose_one(
        ATTACKER, "draw", options, prompt="How many cubes do you draw?", clash=state()
    )
    k = int(k)
    drawn = b.dice.draw_from_bag(bag, k, "clash", side=ATTACKER)
    b.log("draw", side=ATTACKER, cubes=list(drawn), count=k)
    room = min(brave[DEFENDER] - k, size(bag) - k, MAX_OPTIONS - 1)
    if room > 0:
        options = [Option(str(n), str(n)) for n in range(room + 1)]
        extra = yield choose_one(
            DEFENDER, "more", options, prompt="Draw more cubes?", clash=state(drawn)
        )
        extra = int(extra)
        if extra:
            more = b.dice.draw_from_bag(minus(bag, drawn), extra, "top up", side=DEFENDER)
            drawn = [*drawn, *more]
            b.log("draw", side=DEFENDER, cubes=list(more), count=extra, total=list(drawn))
    used: list[str] = []
    for side in SIDES:
        if battle.tech(side, "redraw") and drawn:
            again = yield yes_no(side, "tactics", prompt="Use Tactics?", clash=state(drawn, used))
            if again:
                used.append(side)
                old = drawn
                drawn = b.dice.draw_from_bag(bag, len(old), "tactics", side=side)
                b.log("tactics", side=side, returned=list(old), cubes=list(drawn))
    swapped: list[str] = []
    for side in SIDES:
        enemy = other(side)
        rest = minus(bag, drawn)
        if not battle.tech(side, "swap") or enemy not in drawn or not size(rest):
            continue
        swap = yield yes_no(
            side, "swap", prompt="Use Regular Army?", clash=state(drawn, used, swapped)
        )
        if swap:
            swapped.append(side)
            new = b.dice.draw_from_bag(rest, 1, "regular army", side=side)
            drawn = list(drawn)
            drawn.remove(enemy)
            drawn.append(new[0])
            b.log("regular_army", side=side, set_aside=enemy, cube=new[0], cubes=list(drawn))
    b.log(
        "drawn",
        cubes=list(drawn),
        attacker=drawn.count(ATTACKER),
        defender=drawn.count(DEFENDER),
        neutral=drawn.count(NEUTRAL),
    )
    return list(drawn), minus(bag, drawn)


# -- 4. damage -----------------------------------------------------------------------------------
def allocate_ask(battle: Battle, side: str, damage: int, plan: Mapping[str, int], refused=None):
    hexes = targets(battle, side)
    counts = []
    for target in hexes:
        for unit, n in target.units.items():
            counts.append(
                Count(
                    target.unit_key(unit),
                    battle.rules.units[unit].name,
                    0,
                    n,
                    plan.get(target.unit_key(unit), 0),
                )
            )
        if target.wall + target.rest:
            key = target.structure_key
            counts.append(Count(key, "Structures", 0, target.wall + target.rest, plan.get(key, 0)))
    fields: dict[str, Any] = {
        "prompt": f"Place the {damage} damage you deal",
        "damage": damage,
        "preset": dict(plan),
        "armies": len(hexes),
    }
    if refused:
        fields["refused"] = refused
    return set_counts(side, "allocate", counts, **fields)


def allocations(b: BattleContext, battle: Battle, dealt: Mapping[str, int]):
    from cogs.goc.clash import danger_order

    plans: dict[str, dict[str, int]] = {}
    for side in SIDES:
        hexes = targets(battle, side)
        order = danger_order(battle, side)
        plan = preset(hexes, dealt[side], lambda u, o=order: (o.index(u) if u in o else 99, u))
        asked = dealt[side] and choices(hexes, dealt[side])
        if asked and len(plan_keys(hexes)) <= MAX_PLAN_KEYS:
            refused = None
            while True:
                answer = yield allocate_ask(battle, side, dealt[side], plan, refused)
                refused = check_plan(hexes, dealt[side], answer)
                if refused is None:
                    plan = {k: n for k, n in answer.items()}
                    break
        plans[side] = plan
    return plans


def damage_step(b: BattleContext, battle: Battle, drawn: list[str]):
    dealt = {s: drawn.count(s) if battle.harms(s) else 0 for s in SIDES}
    harmless = [s for s in SIDES if drawn.count(s) and not battle.harms(s)]
    b.log("dealt", **dealt, harmless=harmless)
    plans = yield from allocations(b, battle, dealt)
    applied = {side: apply_plan(battle, side, plans[side]) for side in SIDES}
    lost: dict[str, dict[str, dict[str, int]]] = {}
    achievements: dict[str, list[str]] = {s: [] for s in SIDES}
    after = battle
    for side in SIDES:
        enemy, done = other(side), applied[side]
        lost[enemy] = done.units
        units = {
            a.key: {u: n - done.units.get(a.key, {}).get(u, 0) for u, n in a.units.items()}
            for a in battle.side(enemy).armies
        }
        after = _with_units(after, enemy, units)
        s = after.side(enemy)
        armies = [
            replace(a, structures=tuple(done.after.get(a.key, a.structures))) for a in s.armies
        ]
        after = after.with_side(s.with_units(armies))
        gone = [k for kinds in done.structures_destroyed.values() for k in kinds]
        if any(k in battle.rules.warlike for k in gone):
            achievements[side].append("warlike")
        b.log(
            "losses",
            side=side,
            enemy=enemy,
            damage=dealt[side],
            placed=done.placed,
            units=done.units,
            destroyed=done.structures_destroyed,
            damaged=done.structures_damaged,
        )
    for side in SIDES:
        for key in achievements[side]:
            b.log("achievement", side=side, achievement=key)
    return after, lost, achievements, dealt


def restorations(b, battle: Battle, bag: dict[str, int], lost, earned: dict[str, int]):
    restored: dict[str, dict[str, dict[str, int]]] = {side: {} for side in SIDES}
    names = {k: u.name for k, u in battle.rules.units.items()}
    left = {side: {a: dict(u) for a, u in lost.get(side, {}).items()} for side in SIDES}
    for side in FIRST:
        for _ in range(battle.actions(side, "restoration")):
            options = unit_options(left[side], names)
            if not options or not size(bag):
                break
            passed, bag, exp = check(b, battle, side, "restoration", bag)
            earned[side] += exp
            if not passed:
                continue
            key = options[0].key
            if len(options) > 1:
                key = yield choose_one(
                    side, "restore", options, prompt="Which lost unit comes back?"
                )
            army, unit = key.split(".", 1)
            left[side][army][unit] -= 1
            restored[side].setdefault(army, {})
            restored[side][army][unit] = restored[side][army].get(unit, 0) + 1
            b.log("restored", side=side, unit=unit, army=army)
    return restored


# -- 6. the end ----------------------------------------------------------------------------------
def standing(battle: Battle, side: str, restored: Mapping[str, Mapping[str, int]]) -> bool:
    """Whether anything of the side's that took part in the battle is left."""
    if battle.side(side).size or any(n for units in restored.values() for n in units.values()):
        return True
    return bool(battle.target_structures(other(side)))


def finish(
    b, start: Battle, battle: Battle, lost, restored, converted, earned, achievements, dealt
):
    alive = {s: standing(battle, s, restored[s]) for s in SIDES}
    result = (
        "attacker_win"
        if alive[ATTACKER] and not alive[DEFENDER]
        else "defender_win"
        if alive[DEFENDER] and not alive[ATTACKER]
        else "both_survive"
        if all(alive.values())
        else "both_destroyed"
    )
    winner = {"attacker_win": ATTACKER, "defender_win": DEFENDER}.get(result)
    losses: dict[str, dict[str, int]] = {}
    survivors: dict[str, dict[str, dict[str, int]]] = {}
    for side in SIDES:
        units = {}
        for army in battle.side(side).armies:
            back = restored[side].get(army.key, {})
            here = {u: army.units.get(u, 0) + back.get(u, 0) for u in {*army.units, *back}}
            units[army.key] = {u: n for u, n in here.items() if n}
        survivors[side] = units
        before = start.side(side).units()
        now: dict[str, int] = {}
        for army_units in units.values():
            for u, n in army_units.items():
                now[u] = now.get(u, 0) + n
        gone = {u: n - now.get(u, 0) for u, n in before.items() if n - now.get(u, 0) > 0}
        if gone:
            losses[side] = gone
    structures = {
        side: {a.key: [s.to_json() for s in a.structures] for a in battle.side(side).armies}
        for side in SIDES
    }
    b.log("battle_ended", result=result, survivors=survivors, experience=dict(earned))
    return Outcome(
        winner=winner,
        losses=losses,
        resources={s: {"experience": n} for s, n in earned.items() if n},
        details={
            "result": result,
            "survivors": survivors,
            "structures": structures,
            "lost": lost,
            "restored": restored,
            "converted": converted,
            "experience": dict(earned),
            "achievements": achievements,
            "damage": dict(dealt),
        },
    )


def procedure(b: BattleContext) -> Procedure:
    if b.setup.get("muster"):
        yield from muster(b)
    setup, reacted = yield from reaction(b, b.setup)
    start = battle_of(setup)
    battle = yield from readiness(b, start)
    parts = bag_parts(battle)
    bag = fill(parts)
    b.log(
        "bag",
        parts=parts,
        bag=dict(bag),
        siege=battle.siege,
        active=active_units(battle),
        garrison=[a.key for a in battle.garrisons()],
    )
    bag = yield from fabian_step(b, battle, bag)
    earned = {s: 0 for s in SIDES}
    battle, bag, converted = yield from conversions(b, battle, bag, earned)
    drawn, bag = yield from clash(b, battle, bag)
    after, lost, achievements, dealt = yield from damage_step(b, battle, drawn)
    restored = yield from restorations(b, after, bag, lost, earned)
    outcome = finish(b, start, after, lost, restored, converted, earned, achievements, dealt)
    if reacted is not None:
        outcome.details["reaction"] = reacted
    return outcome


class GloryOfCivilizations:
    key = "goc"
    name = "Glory of Civilizations"

    def validate_setup(self, setup: Mapping[str, Any]) -> None:
        if setup.get("muster"):
            return validate_muster(setup)
        try:
            battle_of(setup)
        except SetupError:
            raise
        except (KeyError, TypeError, ValueError) as error:
            raise SetupError(f"This setup cannot start a battle ({error}).") from None

    def procedure(self, b: BattleContext) -> Procedure:
        return (yield from procedure(b))


RULESET = GloryOfCivilizations()
