"""A test-only ruleset: one force ask, one choose-one ask and one secret ask, then dice.

"Skirmish": the attacker sets its force, the defender picks the ground, both choose a tactic in
secret, then each side rolls one d6 per unit plus its bonuses; the higher total wins. With
`scouting` in the setup, the attacker's scouts roll a die once the ground is picked and the
defender then chooses to stand or withdraw: dice in the middle of a battle, then a question.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import (
    BattleContext,
    Count,
    Option,
    Outcome,
    Procedure,
    SetupError,
    choose_one,
    secret,
    set_counts,
    yes_no,
)

GROUND = [Option("hill", "Hill", "defender +2"), Option("plain", "Plain", "no bonus")]
TACTICS = [Option("feint", "Feint"), Option("assault", "Assault")]


class Skirmish:
    key = "demo"
    name = "Skirmish (demo)"

    def validate_setup(self, setup: Mapping[str, Any]) -> None:
        seats = setup.get("seats", {})
        if set(seats) != {"attacker", "defender"}:
            raise SetupError("A skirmish needs an attacker and a defender.")
        if not 1 <= setup.get("max_units", 0) <= 6:
            raise SetupError("max_units must be between 1 and 6.")

    def procedure(self, b: BattleContext) -> Procedure:
        force = yield set_counts(
            "attacker",
            "muster",
            [
                Count("infantry", "Infantry", 0, b.setup["max_units"], default=1),
                Count("cavalry", "Cavalry", 0, 2),
            ],
            min_total=1,
        )
        b.log("muster", side="attacker", **force)
        ground = yield choose_one("defender", "ground", GROUND)
        b.log("ground", ground=ground)
        if b.setup.get("scouting"):
            b.dice.d6("scouts", side="attacker")
            if not (yield yes_no("defender", "stand_firm")):
                b.log("withdraw", side="defender")
                return Outcome(winner="attacker", details={"withdrew": True})
        tactics = yield secret(
            "tactics",
            [choose_one("attacker", "tactic", TACTICS), choose_one("defender", "tactic", TACTICS)],
        )
        b.log("tactics", **tactics)

        attack = sum(b.dice.nd6(force["infantry"] + force["cavalry"], "attack", side="attacker"))
        attack += force["cavalry"]
        defence = sum(b.dice.nd6(2, "defence", side="defender"))
        defence += 2 if ground == "hill" else 0
        if tactics["attacker"] != tactics["defender"]:
            attack += 1
        b.log("scores", attacker=attack, defender=defence)
        winner = "attacker" if attack > defence else "defender" if defence > attack else None
        b.log("result", winner=winner)
        return Outcome(
            winner=winner,
            losses={"defender" if winner == "attacker" else "attacker": {"infantry": 1}}
            if winner
            else {},
            details={"attacker": attack, "defender": defence},
        )


RULESET = Skirmish()
