"""Struggle of Empires — an attack, the way ../shared/rules/soe.md reads.

Pure: no Discord, no database, no clock; every die comes from `b.dice`. The procedure is split
into phases (declaring, naval phase, land combat) that are generators over plain, frozen battle
state, so that the exact odds (cogs/soe/odds.py) run the very same code with enumerated dice
instead of writing the rules a second time.

The map data and the battle state live in cogs/soe/model.py, the setup and declaring the attack
(forces, each ally's answer) in cogs/soe/declaring.py; both are re-exported here.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from bot.engine import (
    Ask,
    BattleContext,
    Count,
    Option,
    Outcome,
    Procedure,
    TwoDice,
    choose_one,
    set_counts,
    yes_no,
)
from cogs.soe.declaring import (
    ask_ally,
    ask_forces,
    collect_forces,
    declare,
    validate_setup,
)
from cogs.soe.model import (
    ALLY_FIELDS,
    ALLY_OF,
    ATTACK_COST_GOLD,
    ATTACKER,
    DATA_PATH,
    DEFENDER,
    DEFENDER_FIELDS,
    LAND,
    LEGACY_READINGS,
    MAX_ALLIES,
    NAVAL,
    PLAYER_FIELDS,
    REWARDS,
    SETTINGS_DEFAULTS,
    SIDES,
    Ally,
    Area,
    Battle,
    GameData,
    Limits,
    Neutral,
    Phase,
    Settings,
    SetupMap,
    Side,
    ally_seat,
    ally_seats,
    load_game_data,
    settings_of,
    side_of_seat,
    stamped,
)

__all__ = [
    "ALLY_FIELDS",
    "ALLY_OF",
    "ATTACK_COST_GOLD",
    "ATTACKER",
    "DATA_PATH",
    "DEFENDER",
    "DEFENDER_FIELDS",
    "LAND",
    "LEGACY_READINGS",
    "MAX_ALLIES",
    "NAVAL",
    "PLAYER_FIELDS",
    "REWARDS",
    "RULESET",
    "SETTINGS_DEFAULTS",
    "SIDES",
    "Ally",
    "Area",
    "Battle",
    "GameData",
    "Limits",
    "Neutral",
    "Phase",
    "Settings",
    "SetupMap",
    "Side",
    "ally_seat",
    "ally_seats",
    "ask_ally",
    "ask_forces",
    "collect_forces",
    "declare",
    "load_game_data",
    "settings_of",
    "side_of_seat",
    "stamped",
    "validate_setup",
]


# -- scores, and a neutral country's --------------------------------------------------------------
@dataclass(frozen=True)
class Score:
    """A side's combat score: named bonuses (points) plus the difference of its two dice."""

    side: str
    bonuses: tuple[tuple[str, int], ...]
    dice: TwoDice | None
    notes: tuple[tuple[str, Any], ...] = ()  # facts that are not points (fort count, neutral)

    @property
    def total(self) -> int:
        return sum(points for _, points in self.bonuses) + (
            self.dice.difference if self.dice else 0
        )

    @property
    def natural_seven(self) -> bool:
        return self.dice is not None and self.dice.total == 7

    def fields(self) -> dict[str, Any]:
        return {
            "side": self.side,
            **dict(self.notes),
            **dict(self.bonuses),
            "dice": [self.dice.first, self.dice.second] if self.dice else None,
            "difference": self.dice.difference if self.dice else 0,
            "total": self.total,
            "natural_seven": self.natural_seven,
        }


def training_bonus(own_tiles: int, other_tiles: int) -> int:
    """+1 only for the side with more training tiles; equal counts give nobody anything."""
    return 1 if own_tiles > other_tiles else 0


def combat_winner(attacker_total: int, defender_total: int) -> str | None:
    """Higher score wins; None is a tie."""
    if attacker_total == defender_total:
        return None
    return ATTACKER if attacker_total > defender_total else DEFENDER


def neutral_score(neutral: Neutral, dice: TwoDice | None) -> Score:
    """A neutral country: the number on its counter (plus its dice, by default)."""
    return Score(DEFENDER, (("defence", neutral.defence),), dice, notes=(("neutral", neutral.key),))


# -- naval phase ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class NavalResult:
    """Where the naval phase left the battle. Scores are a record, not state (no memo key)."""

    battle: Battle
    support: str | None
    winner: str | None
    reason: str
    scores: tuple[Score, ...] = field(default=(), compare=False)


def naval_score(side: Side, other: Side, alliance: int, dice: TwoDice) -> Score:
    """+1 per fleet and allied fleet, per Alliance tile spent at sea, for more Navy Training."""
    return Score(
        side.seat,
        (
            ("fleets", side.fleets),
            ("allied_fleets", side.ally_fleets),
            ("alliance", alliance),
            ("training", training_bonus(side.navy_training, other.navy_training)),
        ),
        dice,
    )


def naval_phase(b: BattleContext, battle: Battle) -> Generator[Ask, Any, NavalResult]:
    """Who wins naval support: by default, by a declined fight, or by naval combat."""
    if battle.neutral is not None or not battle.area.sea:
        reason = "neutral" if battle.neutral is not None else "no_sea"
        b.log("naval_phase_skipped", reason=reason)
        return NavalResult(battle, None, None, reason)
    fleets = {seat: battle.side(seat).all_fleets for seat in SIDES}
    winner: str | None = None
    scores: tuple[Score, ...] = ()
    if not any(fleets.values()):
        support, reason = None, "no_fleets"
    elif not all(fleets.values()):
        support, reason = (ATTACKER if fleets[ATTACKER] else DEFENDER), "only_fleets"
    elif not (yield from decide_to_fight(b, ATTACKER)):
        support, reason = DEFENDER, "attacker_declined"
    elif not (yield from decide_to_fight(b, DEFENDER)):
        support, reason = ATTACKER, "defender_declined"
    else:
        battle, winner, scores = yield from combat(b, battle, NAVAL, naval_support=None)
        support, reason = winner, ("naval_combat" if winner else "naval_tie")
    b.log("naval_support", side=support, reason=reason)
    return NavalResult(battle, support, winner, reason, scores)


def decide_to_fight(b: BattleContext, seat: str) -> Generator[Ask, Any, bool]:
    """Declining the naval battle hands naval support to the other side."""
    fights = yield yes_no(seat, "fight_at_sea", prompt="Fight the naval battle?")
    b.log("naval_decision", side=seat, fights=fights)
    return fights


def spend_alliance_tiles(
    b: BattleContext, battle: Battle, phase: str
) -> Generator[Ask, Any, tuple[Battle, dict[str, int]]]:
    """Each side picks the Alliance tiles it spends here; a tile used at sea is gone for land."""
    alliance = {}
    for seat in SIDES:
        side = battle.side(seat)
        fixed_key = "sea" if phase == NAVAL else "land"
        fixed = side.alliance_sea if phase == NAVAL else side.alliance_land
        either = side.alliance_either
        alliance[seat] = 0
        if fixed + either == 0:
            continue
        counts = []
        if fixed:
            counts.append(Count(fixed_key, f"Alliance tiles ({fixed_key})", 0, fixed, fixed))
        if either:
            default = either if phase == LAND else 0
            counts.append(Count("either", "Alliance tiles (land or sea)", 0, either, default))
        used = yield set_counts(
            seat,
            f"alliance_tiles_{phase}",
            counts,
            prompt=f"Alliance tiles to spend {'at sea' if phase == NAVAL else 'on land'}",
        )
        n_fixed, n_either = used.get(fixed_key, 0), used.get("either", 0)
        side = replace(
            side,
            alliance_either=either - n_either,
            **{f"alliance_{fixed_key}": fixed - n_fixed},
        )
        either_key = "either_at_sea" if phase == NAVAL else "either_on_land"
        spent = ((seat, fixed_key, n_fixed), (seat, either_key, n_either))
        battle = replace(battle.with_side(side), tiles_used=battle.tiles_used + spent)
        alliance[seat] = n_fixed + n_either
        b.log("alliance_tiles", side=seat, phase=phase, **{fixed_key: n_fixed, "either": n_either})
    return battle, alliance


def combat(
    b: BattleContext, battle: Battle, phase: str, naval_support: str | None
) -> Generator[Ask, Any, tuple[Battle, str | None, tuple[Score, ...]]]:
    """One naval or land combat: tiles, dice, scores, then every loss (the 7 rule included)."""
    battle, alliance = yield from spend_alliance_tiles(b, battle, phase)
    scores = []
    for seat in SIDES:
        side, other = battle.side(seat), battle.side(DEFENDER if seat == ATTACKER else ATTACKER)
        if seat == DEFENDER and battle.neutral is not None:
            rolls = battle.settings.neutral_rolls_dice
            dice = b.dice.two_dice(phase, side=seat) if rolls else None
            scores.append(neutral_score(battle.neutral, dice))
        elif phase == NAVAL:
            dice = b.dice.two_dice(phase, side=seat)
            scores.append(naval_score(side, other, alliance[seat], dice))
        else:
            dice = b.dice.two_dice(phase, side=seat)
            scores.append(land_score(side, other, alliance[seat], naval_support == seat, dice))
    for score in scores:
        b.log(f"{phase}_score", **score.fields())
    attacker, defender = scores
    winner = combat_winner(attacker.total, defender.total)
    b.log(f"{phase}_result", winner=winner, attacker=attacker.total, defender=defender.total)
    sevens = {score.side: score.natural_seven for score in scores}
    battle = yield from take_losses(b, battle, phase, winner, sevens)
    return battle, winner, (attacker, defender)


# -- losses and the 7 rule ------------------------------------------------------------------------
@dataclass(frozen=True)
class LossDue:
    """One unit a side must lose: for losing, for a tie, or for rolling a natural 7."""

    seat: str
    cause: str  # "defeat" | "tie" | "seven"
    outright: bool  # the side lost the combat (not a tie)


def losses_due(winner: str | None, sevens: Mapping[str, bool], neutral: bool) -> list[LossDue]:
    """The loser loses one unit, a tie costs both one, a natural 7 costs its roller one more."""
    dues = []
    for seat in SIDES:
        if seat == DEFENDER and neutral:
            continue  # a neutral country has no units to lose
        outright = winner is not None and winner != seat
        if winner != seat:
            dues.append(LossDue(seat, "defeat" if outright else "tie", outright))
        if sevens[seat]:
            dues.append(LossDue(seat, "seven", outright))
    return dues


def loss_options(
    side: Side, due: LossDue, phase: str, seven_takes_forts: bool = False
) -> tuple[str, ...]:
    """Who may lose the unit `due`: the side's own unit kinds ("armies", "forts", "fleets") or
    the ally seats that may lose one; two options or more means the side's player chooses.

    At sea only fleets are lost. On land a fort is never lost to a tie; to a natural 7 only when
    the side lost outright, or by the campaign's reading (`seven_takes_forts`) always. A loser's 7
    falls on an ally that took part with such a unit (the loser's player chooses among several);
    otherwise a side loses its own units, and an ally's only when it has none of its own left.
    """
    unit = "fleets" if phase == NAVAL else "armies"
    allies = tuple(a.seat for a in side.allies if getattr(a, unit) > 0)
    if due.cause == "seven" and due.outright and allies:
        return allies
    fort = phase == LAND and (due.outright or (due.cause == "seven" and seven_takes_forts))
    own = [key for key in [unit] + (["forts"] if fort else []) if getattr(side, key) > 0]
    return tuple(own) if own else allies


UNIT_LABELS = {"armies": "An army", "forts": "A fort", "fleets": "A fleet"}


def take_losses(
    b: BattleContext, battle: Battle, phase: str, winner: str | None, sevens: Mapping[str, bool]
) -> Generator[Ask, Any, Battle]:
    """Every loss a combat causes, in order. The owner is asked between army and fort; the side's
    player, which of several allies loses the unit its 7 costs."""
    unit = "fleets" if phase == NAVAL else "armies"
    for due in losses_due(winner, sevens, battle.neutral is not None):
        side = battle.side(due.seat)
        options = loss_options(side, due, phase, battle.settings.seven_takes_forts)
        if not options:
            b.log("no_unit_to_lose", side=due.seat, phase=phase, cause=due.cause)
            continue
        choice = options[0]
        own = choice in UNIT_LABELS
        if len(options) > 1 and own:
            choice = yield choose_one(
                due.seat,
                "choose_loss",
                [Option(key, UNIT_LABELS[key]) for key in options],
                phase=phase,
                cause=due.cause,
                prompt="Which unit do you lose?",
            )
        elif len(options) > 1:
            choice = yield choose_one(
                due.seat,
                "choose_ally_loss",
                [Option(seat, seat.replace("_", " ")) for seat in options],
                phase=phase,
                cause=due.cause,
                unit=unit,
                prompt="Which ally loses the unit?",
            )
        owner, lost = (due.seat, choice) if own else (choice, unit)
        battle = battle.lose(due.seat, owner, lost)
        b.log("unit_lost", side=owner, unit=lost, phase=phase, cause=due.cause)
    return battle


# -- land combat, control and the outcome ---------------------------------------------------------
def land_score(side: Side, other: Side, alliance: int, naval_support: bool, dice: TwoDice) -> Score:
    """+1 for naval support, per army and allied army (allies bring no forts), for more Army
    Training, per Alliance tile spent on land; +2 per fort (only the defender has forts)."""
    return Score(
        side.seat,
        (
            ("naval_support", int(naval_support)),
            ("armies", side.armies),
            ("allied_armies", side.ally_armies),
            ("training", training_bonus(side.army_training, other.army_training)),
            ("fort_bonus", 2 * side.forts),
            ("alliance", alliance),
        ),
        dice,
        notes=(("forts", side.forts),),
    )


@dataclass(frozen=True)
class LandResult:
    """Where the land combat left the battle; scores are a record, not state."""

    battle: Battle
    winner: str | None
    scores: tuple[Score, ...] = field(default=(), compare=False)


def after_naval(b: BattleContext, naval: NavalResult) -> Generator[Ask, Any, Outcome]:
    """Without an army of its own in the area the attack ends at sea; otherwise land combat."""
    if naval.battle.attacker.armies == 0:
        b.log("attack_ends", reason="no_attacker_army")
        return finish(b, naval, None)
    battle, winner, scores = yield from combat(b, naval.battle, LAND, naval.support)
    return finish(b, naval, LandResult(battle, winner, scores))


def control_change(battle: Battle, land: LandResult | None) -> tuple[bool, str]:
    """Whether the attacker places a control marker (and the defender removes one), and why."""
    if land is None:
        return False, "no_land_combat"
    if land.winner is None:
        return False, "tie_defender_holds"
    if land.winner == DEFENDER:
        return False, "attack_repulsed"
    if battle.neutral is None and battle.defender.control_markers == 0:
        return False, "defender_has_no_marker"
    return True, "attacker_won"


def unrest(battle: Battle) -> dict[str, int]:
    """One unrest point per unit lost, to its owner (fleets too, by default)."""
    result: dict[str, int] = {}
    for owner, unit, n in battle.losses:
        if unit == "fleets" and not battle.settings.naval_losses_unrest:
            continue
        result[owner] = result.get(owner, 0) + n
    return result


def finish(b: BattleContext, naval: NavalResult, land: LandResult | None) -> Outcome:
    """Control markers, the neutral's reward and unrest, as the Outcome the campaign applies.

    winner: the land combat's, or the naval combat's when the attack ended at sea (a neutral
    that holds is "defender"). control: {area: "attacker"} when the attacker placed a marker.
    """
    battle = land.battle if land else naval.battle
    winner = land.winner if land else naval.winner
    placed, reason = control_change(battle, land)
    control: dict[str, str | None] = {}
    if placed:
        control[battle.area.key] = ATTACKER
        removed = None if battle.neutral else DEFENDER
        b.log("control_marker", area=battle.area.key, placed_by=ATTACKER, removed_from=removed)
    else:
        b.log("control_unchanged", area=battle.area.key, reason=reason)
    resources: dict[str, dict[str, int]] = {}
    reward = None
    neutral = battle.neutral
    if neutral is not None and winner == ATTACKER and neutral.reward_amount:
        reward = {"resource": neutral.reward, "amount": neutral.reward_amount}
        resources[ATTACKER] = {neutral.reward: neutral.reward_amount}
        b.log("reward", side=ATTACKER, neutral=neutral.key, **reward)
    for owner, points in unrest(battle).items():
        resources.setdefault(owner, {})["unrest"] = points
        b.log("unrest", side=owner, points=points)
    b.log("attack_result", winner=winner)
    tiles: dict[str, dict[str, int]] = {}
    for seat, where, n in battle.tiles_used:
        tiles.setdefault(seat, {})[where] = n
    return Outcome(
        winner=winner,
        losses=battle.loss_counts(),
        control=control,
        resources=resources,
        details={
            "area": battle.area.key,
            "defender_kind": "neutral" if neutral else "player",
            "neutral": neutral.key if neutral else None,
            "naval_support": naval.support,
            "naval_reason": naval.reason,
            "naval_winner": naval.winner,
            "naval_scores": {s.side: s.total for s in naval.scores},
            "land_fought": land is not None,
            "land_winner": land.winner if land else None,
            "land_scores": {s.side: s.total for s in land.scores} if land else {},
            "control_marker_placed": ATTACKER if placed else None,
            "control_marker_removed": DEFENDER if placed and not neutral else None,
            "control_reason": reason,
            "reward": reward,
            "alliance_tiles_used": tiles,
            "attack_cost_gold": ATTACK_COST_GOLD,
        },
    )


# -- the ruleset ----------------------------------------------------------------------------------
class StruggleOfEmpires:
    key = "soe"
    name = "Struggle of Empires"
    settings_defaults = SETTINGS_DEFAULTS

    def validate_setup(self, setup: Mapping[str, Any]) -> None:
        validate_setup(setup)

    def procedure(self, b: BattleContext) -> Procedure:
        battle = yield from declare(b)
        naval = yield from naval_phase(b, battle)
        return (yield from after_naval(b, naval))


RULESET = StruggleOfEmpires()
