"""Multinational attacks: nation by nation in the chosen order, unless Offensive Coordination."""

from __future__ import annotations

from cogs.gw.forces import context_of
from tests.gw.helpers import AUTO, SEATS, auto, run

MISS = 6


def allied_attack(*attackers: dict, standing=None, **more) -> dict:
    return {
        "seats": SEATS,
        "kind": "land",
        "attackers": list(attackers),
        "defender": {"nation": "germany", "units": {"infantry": 1}},
        "territory": {"key": "alsace", "name": "Alsace", "value": 2},
        "standing": standing or auto(),
        **more,
    }


def nation(name: str, seat: str = "attacker", technologies=(), **units: int) -> dict:
    return {"nation": name, "seat": seat, "units": units, "technologies": list(technologies)}


def test_allies_attack_one_after_the_other_in_the_order_chosen():
    setup = allied_attack(nation("france", infantry=1), nation("russia", "ally", infantry=2),
                          standing={"attacker": AUTO, "ally": AUTO, "defender": AUTO})  # fmt: skip
    played = run(
        setup,
        [
            ("main_fire", [MISS]),  # France first ...
            ("main_fire", [1]),  # ... is destroyed
            ("main_fire", [1, MISS]),  # then Russia attacks what is left
            ("main_fire", [MISS]),
        ],
    )
    assert [e["nations"] for e in played.of("wave_started")] == [["france"], ["russia"]]
    assert [e["end"] for e in played.of("wave_ended")] == [
        "attacker_eliminated",
        "defender_eliminated",
    ]
    assert played.outcome.details["captured_by"] == "russia"
    assert played.outcome.control == {"alsace": "russia"}
    assert played.outcome.details["survivors_by_nation"]["attacker"] == {"russia": {"infantry": 2}}


def test_the_next_ally_attacks_once_the_first_contests_and_a_retreat_leaves_it_contested():
    setup = allied_attack(nation("france", infantry=1), nation("russia", "ally", infantry=1),
                          standing={"defender": AUTO, "attacker": {"casualties": "cheapest"},
                                    "ally": {"casualties": "cheapest"}})  # fmt: skip
    played = run(
        setup,
        [
            ("main_fire", [MISS]),
            ("main_fire", [MISS]),
            ("main_fire", [MISS]),
            ("main_fire", [MISS]),
        ],
        [
            ("attacker_decision", "attacker", "contest"),  # France's seat decides for France
            ("attacker_decision", "ally", "retreat:origin"),  # Russia's seat for Russia
        ],
    )
    assert played.outcome.details["result"] == "contested"
    assert played.outcome.details["waves"] == [[0, "attacker_contest"], [1, "attacker_retreat"]]


def test_without_offensive_coordination_every_nation_attacks_alone():
    setup = allied_attack(nation("england", infantry=1), nation("france", infantry=1))
    assert [w.nations for w in context_of(setup).waves] == [("england",), ("france",)]


def test_with_offensive_coordination_england_france_and_the_usa_attack_as_one():
    setup = allied_attack(
        nation("england", technologies=["offensive_coordination"], infantry=1),
        nation("russia", "ally", infantry=1),
        nation("france", infantry=1),
        nation("usa", infantry=1),
        standing={"attacker": AUTO, "ally": AUTO, "defender": AUTO},
    )
    waves = context_of(setup).waves
    assert [w.nations for w in waves] == [("england", "france", "usa"), ("russia",)]
    played = run(
        setup,
        [
            ("main_fire", [MISS]),  # England's infantry, France's, the USA's: one side
            ("main_fire", [MISS]),
            ("main_fire", [MISS]),
            ("main_fire", [1]),
            ("main_fire", [1]),  # round 2: France's infantry
            ("main_fire", [MISS]),  # the USA's
            ("main_fire", [MISS]),  # the defender
        ],
    )
    assert [e["nations"] for e in played.of("wave_started")] == [["england", "france", "usa"]]
    # the Entente's own casualty order: England's infantry first, then France's
    assert played.outcome.details["survivors_by_nation"]["attacker"] == {
        "france": {"infantry": 1},
        "usa": {"infantry": 1},
        "russia": {"infantry": 1},
    }
    assert played.outcome.details["captured_by"] == "england"


def test_a_defender_already_destroyed_lets_the_next_nation_walk_in():
    setup = allied_attack(nation("france", infantry=1), nation("russia", "ally", infantry=1),
                          standing={"attacker": AUTO, "ally": AUTO, "defender": AUTO})  # fmt: skip
    played = run(setup, [("main_fire", [1]), ("main_fire", [1])])  # both fall at once
    assert played.one("walked_in")["nations"] == ["russia"]
    assert played.outcome.details["result"] == "attacker_win"
    assert played.outcome.control == {"alsace": "russia"}
