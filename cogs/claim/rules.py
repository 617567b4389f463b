"""The campaign with claim rolls (seed 004): army priority, settings, and the claim roll.

Read with ../shared/rules/claim.md. Which attacks become claim rolls is decided in classify.py;
the exact odds are in odds.py. Both use the scoring pieces written here once (`Modifiers`,
`attacker_modifiers`, `defender_modifiers`, `claim_result`, `fortifications_after`).

Pure: no Discord, no database, no clock; every die comes from `b.dice`.

Setup of one claim roll (plain JSON; `validate_setup` refuses anything else in a player's words):

    {"seats": {"attacker": {"user_id", "name"}, "defender": {...}},
     "area": "<area key>",
     "attacker_priority": "offence" | "defence",
     "defender_priority": "offence" | "defence",
     "main_attack": false,             # optional: the attacker's main attack (it may spend RP)
     "mass_assault_rank": null,        # optional: 0 primary, 1 secondary, 2 tertiary, 3 ...
     "main_battle_defence": false,     # optional: the attacker's main battle is its defence, so
                                       # this is not its main army attack: it may spend no RP
     "fortifications": 0,              # optional: in the area before the roll
     "buildings": [],                  # optional: in the area; all destroyed if the attacker wins
     "rp": {"attacker": 0, "defender": 0},   # optional: what each side holds
     "settings": {}}                   # optional: overrides of data/games/claim.toml [settings]

Reading: the mass assault rank is the target's place in the player's list, from 0 (the primary
target, +2), so that it indexes the list; 3 and beyond count as "tertiary, etc." (+0).
"""

from __future__ import annotations

import tomllib
from collections.abc import Generator, Mapping
from dataclasses import asdict, dataclass
from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Any

from bot.engine import (
    Ask,
    BattleContext,
    Count,
    Outcome,
    Procedure,
    SetupError,
    secret,
    set_counts,
    yes_no,
)

ATTACKER = "attacker"
DEFENDER = "defender"
SIDES = (ATTACKER, DEFENDER)
TIE = "tie"
RESULTS = (ATTACKER, TIE, DEFENDER)
"""What one throw of the claim roll gives: the attacker higher, a tie, or the defender higher."""

REROLL_COST_RP = 1
DATA_PATH = Path(__file__).resolve().parents[2] / "data/games/claim.toml"


# -- army priority ------------------------------------------------------------------------------
class Priority(StrEnum):
    """Each player's army priority for the turn; it decides main battles and claim modifiers."""

    OFFENCE = "offence"
    DEFENCE = "defence"


def read_priority(value: Any, whose: str) -> Priority:
    try:
        return Priority(value)
    except ValueError:
        raise ValueError(f"{whose}: army priority must be 'offence' or 'defence'.") from None


# -- campaign settings: the readings groups dispute ---------------------------------------------
SETTING_CHOICES: dict[str, tuple[bool, ...] | tuple[str, ...]] = {
    "rule2_one_battle_per_defender": (True, False),
    "rule2_shared_areas": (False, True),
    "main_battle_claimed_defence": ("defence", "attack"),
    "mass_assault_rp": ("every_target", "primary_only"),
    "main_attack_rp": ("main_battle", "declared_main_attack"),
}
"""Every setting and its allowed values; the defaults live in data/games/claim.toml."""

LEGACY_READINGS: dict[str, Any] = {"main_attack_rp": "declared_main_attack"}
"""What a turn closed before a setting existed was played with (its stored settings lack it)."""


def rule_readings(settings: Mapping[str, Any]) -> dict[str, Any]:
    """The readings among a campaign's settings (which also hold the platform's own: reminder
    delays, the map's layout)."""
    return {k: v for k, v in settings.items() if k in SETTING_CHOICES}


@dataclass(frozen=True)
class ClaimSettings:
    """A campaign's readings. See data/games/claim.toml for what each key changes."""

    rule2_one_battle_per_defender: bool
    rule2_shared_areas: bool
    main_battle_claimed_defence: str
    mass_assault_rp: str
    main_attack_rp: str

    @classmethod
    def read(cls, overrides: Mapping[str, Any] | None = None) -> ClaimSettings:
        """The defaults with `overrides` on top; ValueError names an unknown key or bad value."""
        if overrides is not None and not isinstance(overrides, Mapping):
            raise ValueError("settings must be a table of key = value.")
        values = {**campaign_data().default_settings, **(overrides or {})}
        unknown = sorted(set(values) - set(SETTING_CHOICES))
        if unknown:
            raise ValueError(f"Unknown setting: {', '.join(unknown)}.")
        for key, choices in SETTING_CHOICES.items():
            _check_choice(key, values.get(key), choices)
        return cls(**values)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _check_choice(key: str, value: Any, choices: tuple[Any, ...]) -> None:
    # type check first: True == 1, and a setting that is a bool must not take 1
    if type(value) is not type(choices[0]) or value not in choices:
        allowed = " or ".join(repr(c) for c in choices)
        raise ValueError(f"Setting {key} must be {allowed}.")


@dataclass(frozen=True)
class CampaignData:
    starting_rp: int
    default_settings: Mapping[str, Any]


@cache
def campaign_data() -> CampaignData:
    """data/games/claim.toml, checked once: every setting present with an allowed value."""
    with DATA_PATH.open("rb") as f:
        data = tomllib.load(f)
    defaults = dict(data["settings"])
    if set(defaults) != set(SETTING_CHOICES):
        raise ValueError(f"{DATA_PATH.name}: [settings] must hold {sorted(SETTING_CHOICES)}")
    for key, choices in SETTING_CHOICES.items():
        _check_choice(key, defaults[key], choices)
    starting_rp = int(data["resources"]["starting_rp"])
    return CampaignData(starting_rp=starting_rp, default_settings=defaults)


# -- claim roll: the modifiers ------------------------------------------------------------------
@dataclass(frozen=True)
class Modifiers:
    """What one side adds to its d6, term by term, so the log can show each one."""

    side: str
    priority_bonus: int = 0
    rp_spent: int = 0
    rp_bonus: int = 0
    fortifications: int = 0
    mass_assault_bonus: int = 0

    @property
    def total(self) -> int:
        return self.priority_bonus + self.rp_bonus + self.fortifications + self.mass_assault_bonus


def rp_bonus_per_point(side: str, priority: Priority) -> int:
    """Attacker: +2 per RP with offence priority, +1 with defence. Defender: +1, defence only."""
    if side == ATTACKER:
        return 2 if priority is Priority.OFFENCE else 1
    return 1 if priority is Priority.DEFENCE else 0


def mass_assault_bonus(rank: int | None) -> int:
    """+2 on the primary target (rank 0), +1 on the secondary, +0 on the tertiary and beyond."""
    if rank is None:
        return 0
    return {0: 2, 1: 1}.get(rank, 0)


def attacker_modifiers(
    priority: Priority, *, rp_spent: int = 0, mass_assault_rank: int | None = None
) -> Modifiers:
    return Modifiers(
        ATTACKER,
        priority_bonus=1 if priority is Priority.OFFENCE else 0,
        rp_spent=rp_spent,
        rp_bonus=rp_spent * rp_bonus_per_point(ATTACKER, priority),
        mass_assault_bonus=mass_assault_bonus(mass_assault_rank),
    )


def defender_modifiers(
    priority: Priority, *, rp_spent: int = 0, fortifications: int = 0
) -> Modifiers:
    return Modifiers(
        DEFENDER,
        priority_bonus=1 if priority is Priority.DEFENCE else 0,
        rp_spent=rp_spent,
        rp_bonus=rp_spent * rp_bonus_per_point(DEFENDER, priority),
        fortifications=fortifications,
    )


# -- claim roll: the results --------------------------------------------------------------------
def claim_result(attacker_score: int, defender_score: int) -> str:
    """The attacker wins only with a strictly higher score."""
    if attacker_score > defender_score:
        return ATTACKER
    return TIE if attacker_score == defender_score else DEFENDER


def fortifications_after(result: str, fortifications: int) -> int:
    """Attacker wins: all destroyed. Defender wins: one fewer, never below 0. Still tied: all lost.

    Reading: a tie the attacker does not (or cannot) re-roll is settled as "still tied".
    """
    if result == DEFENDER:
        return max(0, fortifications - 1)
    return 0


# -- the setup of one claim roll ----------------------------------------------------------------
@dataclass(frozen=True)
class ClaimSetup:
    """One claim roll's setup, read and checked; what the procedure and the odds both start from."""

    area: str
    attacker_priority: Priority
    defender_priority: Priority
    main_attack: bool
    mass_assault_rank: int | None
    fortifications: int
    buildings: tuple[str, ...]
    rp: Mapping[str, int]
    settings: ClaimSettings
    main_battle_defence: bool = False

    @classmethod
    def read(cls, setup: Mapping[str, Any]) -> ClaimSetup:
        """The setup as typed values, or SetupError saying what is wrong."""
        try:
            return cls._read(setup)
        except ValueError as problem:
            raise SetupError(str(problem)) from None

    @classmethod
    def _read(cls, setup: Mapping[str, Any]) -> ClaimSetup:
        if set(setup.get("seats", {})) != set(SIDES):
            raise ValueError("A claim roll needs an attacker and a defender.")
        area = setup.get("area")
        if not isinstance(area, str) or not area:
            raise ValueError("Name the area the claim roll is for.")
        main_attack = setup.get("main_attack", False)
        if not isinstance(main_attack, bool):
            raise ValueError("main_attack is true or false.")
        defending = setup.get("main_battle_defence", False)
        if not isinstance(defending, bool):
            raise ValueError("main_battle_defence is true or false.")
        rank = setup.get("mass_assault_rank")
        if rank is not None:
            rank = _whole(rank, "The mass assault rank")
        buildings = setup.get("buildings", [])
        if not isinstance(buildings, list | tuple) or not all(
            isinstance(n, str) for n in buildings
        ):
            raise ValueError("buildings is a list of building names.")
        rp = setup.get("rp", {})
        if not isinstance(rp, Mapping) or set(rp) - set(SIDES):
            raise ValueError("rp gives the RP of the attacker and of the defender.")
        return cls(
            area=area,
            attacker_priority=read_priority(setup.get("attacker_priority"), "Attacker"),
            defender_priority=read_priority(setup.get("defender_priority"), "Defender"),
            main_attack=main_attack,
            mass_assault_rank=rank,
            fortifications=_whole(setup.get("fortifications", 0), "Fortifications"),
            buildings=tuple(buildings),
            rp={side: _whole(rp.get(side, 0), f"The {side}'s RP") for side in SIDES},
            settings=ClaimSettings.read(setup.get("settings")),
            main_battle_defence=defending,
        )

    @property
    def main_army_attack(self) -> bool:
        """Whether the attacker may spend RP here: its main attack, or a mass assault target.

        The primary target of a mass assault is the main attack; the others count when the
        campaign's `mass_assault_rp` is "every_target". None is when the attacker's main battle is
        its defence (`main_battle_defence`, set by the classification under the seed's reading).
        """
        if self.main_battle_defence:
            return False
        if self.main_attack or self.mass_assault_rank == 0:
            return True
        every_target = self.settings.mass_assault_rp == "every_target"
        return self.mass_assault_rank is not None and every_target

    def may_spend(self, side: str) -> bool:
        """Attacker: on its main army attack only. Defender: with defence priority only."""
        if side == ATTACKER:
            return self.main_army_attack
        return rp_bonus_per_point(DEFENDER, self.defender_priority) > 0

    def spend_limit(self, side: str) -> int:
        """The most RP `side` may commit: nothing if it may not spend, never more than it holds."""
        return self.rp[side] if self.may_spend(side) else 0

    def modifiers(self, attacker_rp_spent: int, defender_rp_spent: int) -> dict[str, Modifiers]:
        """Both sides' modifiers once their RP are committed; ValueError above a side's limit."""
        for side, spent in ((ATTACKER, attacker_rp_spent), (DEFENDER, defender_rp_spent)):
            if not 0 <= spent <= self.spend_limit(side):
                raise ValueError(f"The {side} may spend between 0 and {self.spend_limit(side)} RP.")
        return {
            ATTACKER: attacker_modifiers(
                self.attacker_priority,
                rp_spent=attacker_rp_spent,
                mass_assault_rank=self.mass_assault_rank,
            ),
            DEFENDER: defender_modifiers(
                self.defender_priority,
                rp_spent=defender_rp_spent,
                fortifications=self.fortifications,
            ),
        }

    def can_reroll(self, attacker_rp_spent: int) -> bool:
        """On a tie the attacker may pay 1 RP for one re-roll, if it has one left after spending."""
        return self.rp[ATTACKER] - attacker_rp_spent >= REROLL_COST_RP


def _whole(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"{what} must be a whole number, 0 or more.")
    return value


# -- the procedure ------------------------------------------------------------------------------
class ClaimRoll:
    """One claim roll: both sides commit RP in secret, both roll a d6; a tie may be thrown again."""

    key = "claim"
    name = "Claim roll"

    def validate_setup(self, setup: Mapping[str, Any]) -> None:
        ClaimSetup.read(setup)

    def procedure(self, b: BattleContext) -> Procedure:
        claim = ClaimSetup.read(b.setup)
        b.log(
            "claim_declared",
            area=claim.area,
            attacker_priority=str(claim.attacker_priority),
            defender_priority=str(claim.defender_priority),
            main_attack=claim.main_attack,
            mass_assault_rank=claim.mass_assault_rank,
            fortifications=claim.fortifications,
            buildings=list(claim.buildings),
            spend_limits={side: claim.spend_limit(side) for side in SIDES},
        )
        spent = yield from commit_rp(claim)
        modifiers = claim.modifiers(spent[ATTACKER], spent[DEFENDER])
        result = throw(b, modifiers, throw_number=1)
        rerolled = False
        if result == TIE:
            allowed = claim.can_reroll(spent[ATTACKER])
            b.log("claim_tie", throw=1, reroll_allowed=allowed)
            if allowed:
                rerolled = yield yes_no(
                    ATTACKER,
                    "claim_reroll",
                    area=claim.area,
                    cost_rp=REROLL_COST_RP,
                    rp_left=claim.rp[ATTACKER] - spent[ATTACKER],
                    prompt=f"A tie: pay {REROLL_COST_RP} RP for both sides to roll again?",
                )
                b.log("claim_reroll", accepted=rerolled, rp_spent=REROLL_COST_RP if rerolled else 0)
                if rerolled:
                    result = throw(b, modifiers, throw_number=2)
        return settle(b, claim, result, spent, rerolled=rerolled)


def commit_rp(claim: ClaimSetup) -> Generator[Ask, Any, dict[str, int]]:
    """The simultaneous secret ask: both sides commit their RP spend unseen.

    Both are always asked, so neither learns anything from being asked and every claim roll
    starts with an open ask (the platform stores a battle's outcome with an answer). A side that
    may not spend, or holds no RP, answers within 0..0: its "ready".
    """
    asks = [
        set_counts(
            side,
            "claim_rp",
            [Count("rp", _spend_label(claim, side), 0, claim.spend_limit(side))],
            area=claim.area,
            may_spend=claim.may_spend(side),
            bonus_per_rp=rp_bonus_per_point(side, _priority(claim, side)),
            rp=claim.rp[side],
            prompt="RP you spend on this claim roll"
            if claim.may_spend(side)
            else "You may spend no RP on this roll: confirm when ready",
        )
        for side in SIDES
    ]
    answers = yield secret(
        "claim_spend", asks, area=claim.area, prompt="Both sides choose their RP in secret"
    )
    return {side: answers[side]["rp"] for side in SIDES}


def _spend_label(claim: ClaimSetup, side: str) -> str:
    if not claim.may_spend(side):
        return "RP to spend (none may be spent on this roll)"
    return "RP to spend"


def _priority(claim: ClaimSetup, side: str) -> Priority:
    return claim.attacker_priority if side == ATTACKER else claim.defender_priority


def throw(b: BattleContext, modifiers: Mapping[str, Modifiers], *, throw_number: int) -> str:
    """Both sides roll one d6 and add their modifiers; the result of the comparison."""
    purpose = "claim" if throw_number == 1 else "claim_reroll"
    totals: dict[str, int] = {}
    for side in SIDES:
        mods = modifiers[side]
        die = b.dice.d6(purpose, side=side)
        totals[side] = die + mods.total
        b.log(
            "claim_score",
            throw=throw_number,
            side=side,
            die=die,
            priority_bonus=mods.priority_bonus,
            rp_spent=mods.rp_spent,
            rp_bonus=mods.rp_bonus,
            fortifications=mods.fortifications,
            mass_assault_bonus=mods.mass_assault_bonus,
            total=totals[side],
        )
    result = claim_result(totals[ATTACKER], totals[DEFENDER])
    b.log("claim_compare", throw=throw_number, **totals, result=result)
    return result


def settle(
    b: BattleContext, claim: ClaimSetup, result: str, spent: Mapping[str, int], *, rerolled: bool
) -> Outcome:
    """Apply the result to the area: who holds it, its fortifications and buildings, RP spent."""
    winner = ATTACKER if result == ATTACKER else DEFENDER
    fortifications = fortifications_after(result, claim.fortifications)
    lost_buildings = list(claim.buildings) if winner == ATTACKER else []
    rp_spent = {
        ATTACKER: spent[ATTACKER] + (REROLL_COST_RP if rerolled else 0),
        DEFENDER: spent[DEFENDER],
    }
    b.log(
        "claim_result",
        area=claim.area,
        winner=winner,
        tied=result == TIE,
        fortifications_before=claim.fortifications,
        fortifications_after=fortifications,
        buildings_lost=lost_buildings,
    )
    return Outcome(
        winner=winner,
        control={claim.area: winner},
        resources={side: {"rp": -rp_spent[side]} for side in SIDES},
        details={
            "area": claim.area,
            "tied": result == TIE,
            "rerolled": rerolled,
            "rp_spent": rp_spent,
            "fortifications_before": claim.fortifications,
            "fortifications_after": fortifications,
            "buildings_destroyed": winner == ATTACKER,
            "buildings_lost": lost_buildings,
        },
    )


RULESET = ClaimRoll()
