"""Which battles are fought and which attacks are claim rolls: one turn situation per rule."""

from __future__ import annotations

import json
from typing import Any

import pytest

from cogs.claim.classify import (
    Attack,
    OrdersError,
    TurnOrders,
    TurnPlan,
    claim_roll_setup,
    classify_turn,
)
from cogs.claim.rules import RULESET
from tests.claim.helpers import SEATS

# Five players, two unclaimed areas. Only the extra-battle tests read the borders.
OWNERS = {
    "a1": "A",
    "a2": "A",
    "b1": "B",
    "b2": "B",
    "c1": "C",
    "c2": "C",
    "d1": "D",
    "e1": "E",
    "u1": None,
    "u2": None,
}
BORDERS = [["a1", "b1"], ["b1", "c1"], ["c1", "d1"], ["d1", "e1"], ["a2", "u1"], ["c2", "u1"]]


def order(
    priority: str,
    main: str | None = None,
    further: tuple[str, ...] = (),
    mass: tuple[str, ...] = (),
) -> dict[str, Any]:
    return {
        "priority": priority,
        "main_attack": main,
        "further_attacks": list(further),
        "mass_assault": list(mass),
    }


def turn(
    orders: dict[str, dict[str, Any]],
    settings: dict[str, Any] | None = None,
    owners: dict[str, str | None] = OWNERS,
    borders: list[list[str]] = BORDERS,
) -> dict[str, Any]:
    """The turn as plain JSON; a player left out chose defence and attacks nobody."""
    players = {p: order("defence") for p in sorted({o for o in owners.values() if o})}
    players.update(orders)
    return {
        "map": {"owners": owners, "borders": borders},
        "players": players,
        "settings": settings or {},
    }


def fought(plan: TurnPlan) -> list[tuple[tuple[str, ...], tuple[str, ...], tuple[int, ...]]]:
    return [(b.areas, b.participants, b.rules) for b in plan.battles]


def claims(plan: TurnPlan) -> list[tuple[str, str, str, bool, int | None]]:
    return [
        (c.area, c.attacker, c.defender, c.main_attack, c.mass_assault_rank)
        for c in plan.claim_rolls
    ]


CASES = [
    pytest.param(
        {"A": order("offence", "b1"), "B": order("defence", "a1")},
        {},
        [(("a1", "b1"), ("A", "B"), (1,))],
        [],
        id="rule 1: two players attack each other",
    ),
    pytest.param(
        {"A": order("offence", "b1")},
        {},
        [(("b1",), ("A", "B"), (2,))],
        [],
        id="rule 2: an attack on a player with no battle is fought",
    ),
    pytest.param(
        {"A": order("offence", "b1"), "B": order("defence", "a1"), "C": order("offence", "b2")},
        {},
        [(("a1", "b1"), ("A", "B"), (1,))],
        [("b2", "C", "B", True, None)],
        id="rule 2: an attack on a player busy in a rule-1 battle is a claim roll",
    ),
    pytest.param(
        {"B": order("offence", "c1"), "D": order("offence", "c1"), "A": order("defence", "b1")},
        {},
        [(("c1",), ("B", "C", "D"), (3,))],
        [("b1", "A", "B", True, None)],
        id="rule 2: an attack on a player busy in a rule-3 battle is a claim roll",
    ),
    pytest.param(
        {"A": order("offence", "c1"), "B": order("offence", "c1")},
        {},
        [(("c1",), ("A", "B", "C"), (3,))],
        [],
        id="rule 3: several attackers, more than one with offence",
    ),
    pytest.param(
        {"A": order("defence", "c1"), "B": order("offence", "c1")},
        {"rule2_shared_areas": False},
        [],
        [("c1", "B", "C", True, None), ("c1", "A", "C", True, None)],
        id="setting rule2_shared_areas false: one with offence: claim rolls, offence first",
    ),
    pytest.param(
        {"B": order("defence", "c1"), "A": order("defence", "c1")},
        {"rule2_shared_areas": False},
        [],
        [("c1", "A", "C", True, None), ("c1", "B", "C", True, None)],
        id="setting rule2_shared_areas false: none with offence: claim rolls by player",
    ),
    pytest.param(
        {"A": order("defence", "c1"), "B": order("offence", "c1")},
        {},
        [(("c1",), ("A", "B", "C"), (2,))],
        [],
        id="rule 2: an idle defender fights an area several attack, one with offence",
    ),
    pytest.param(
        {"A": order("offence", "b1"), "B": order("defence", "a1"), "C": order("defence", "b1")},
        {},
        [(("a1", "b1"), ("A", "B", "C"), (1,))],
        [],
        id="merge: a third attack on an area of a mutual battle joins it",
    ),
    pytest.param(
        {"A": order("offence", "b1"), "B": order("defence", "a1"), "C": order("offence", "b1")},
        {},
        [(("a1", "b1"), ("A", "B", "C"), (1, 3))],
        [],
        id="merge: a battle fought under rules 1 and 3 at once",
    ),
    pytest.param(
        {"A": order("offence", "b1", further=("b2",)), "B": order("defence", "a2")},
        {},
        [(("a2", "b1", "b2"), ("A", "B"), (1,))],
        [],
        id="merge: every attack between two players attacking each other is one battle",
    ),
    pytest.param(
        {"A": order("offence", "c1", further=("b1",)), "C": order("offence", "b2")},
        {},
        [(("b2",), ("B", "C"), (2,)), (("c1",), ("A", "C"), (2,))],
        [("b1", "A", "B", False, None)],
        id="rule 2: an idle defender attacked twice fights the main attack",
    ),
    pytest.param(
        {"A": order("offence", "c1", further=("b1",)), "C": order("offence", "b2")},
        {"rule2_one_battle_per_defender": False},
        [(("b1",), ("A", "B"), (2,)), (("b2",), ("B", "C"), (2,)), (("c1",), ("A", "C"), (2,))],
        [],
        id="setting rule2_one_battle_per_defender false: both attacks are fought",
    ),
    pytest.param(
        {"A": order("offence", further=("b1",)), "C": order("defence", "d1", further=("b2",))},
        {},
        [(("b1",), ("A", "B"), (2,)), (("d1",), ("C", "D"), (2,))],
        [("b2", "C", "B", False, None)],
        id="rule 2: between further attacks the idle defender fights the offence one",
    ),
    pytest.param(
        {"A": order("offence", "b1"), "B": order("offence", "c1")},
        {},
        [(("b1",), ("A", "B"), (2,)), (("c1",), ("B", "C"), (2,))],
        [],
        id="rule 2 is judged against rules 1 and 3 only: a chain is fought link by link",
    ),
    pytest.param(
        {
            "A": order("offence", mass=("b1", "c1", "d1")),
            "B": order("defence", "c2"),
            "C": order("defence", "b2"),
            "D": order("offence", "e1"),
            "E": order("offence", "d1"),
        },
        {},
        [(("b2", "c2"), ("B", "C"), (1,)), (("d1", "e1"), ("A", "D", "E"), (1, 3))],
        [("b1", "A", "B", True, 0), ("c1", "A", "C", False, 1)],
        id="mass assault: ranks on claim rolls, the tertiary target merged into a battle",
    ),
]


@pytest.mark.parametrize(("orders", "settings", "battles", "claim_rolls"), CASES)
def test_classification(
    orders: dict[str, dict[str, Any]],
    settings: dict[str, Any],
    battles: list[tuple[tuple[str, ...], tuple[str, ...], tuple[int, ...]]],
    claim_rolls: list[tuple[str, str, str, bool, int | None]],
) -> None:
    plan = classify_turn(turn(orders, settings))
    assert fought(plan) == battles
    assert claims(plan) == claim_rolls
    declared = sum(len(TurnOrders.read(turn(orders)).players[p].targets) for p in orders)
    in_battles = sum(len(b.attacks) for b in plan.battles)
    assert in_battles + len(plan.claim_rolls) == declared, "every attack is settled exactly once"


@pytest.mark.parametrize(("orders", "settings", "battles", "claim_rolls"), CASES)
def test_the_plan_does_not_depend_on_the_order_players_are_listed(
    orders: dict[str, dict[str, Any]], settings: dict[str, Any], battles: Any, claim_rolls: Any
) -> None:
    data = turn(orders, settings)
    backwards = {**data, "players": dict(reversed(list(data["players"].items())))}
    assert classify_turn(backwards) == classify_turn(data)


# -- main battles -------------------------------------------------------------------------------
def main_of(plan: TurnPlan, player: str) -> tuple[str | None, tuple[str, ...], str | None]:
    main = plan.main_battle(player)
    return main.role, main.areas, main.battle


def test_defence_priority_attacked_the_main_battle_is_the_defence() -> None:
    plan = classify_turn(turn({"A": order("offence", "b1"), "B": order("defence", "d1")}))
    assert main_of(plan, "A") == ("attack", ("b1",), "b1")
    assert main_of(plan, "B") == ("defence", ("b1",), "b1")


def test_defence_priority_not_attacked_the_main_battle_is_its_attack() -> None:
    plan = classify_turn(turn({"C": order("defence", "d1")}))
    assert main_of(plan, "C") == ("attack", ("d1",), "d1")
    assert main_of(plan, "D") == ("defence", ("d1",), "d1")
    assert main_of(plan, "E") == (None, (), None)


def test_offence_priority_without_an_attack_defends() -> None:
    plan = classify_turn(turn({"A": order("offence", "b1"), "B": order("offence")}))
    assert main_of(plan, "B") == ("defence", ("b1",), "b1")


SHARED_DEFENCE = {
    "A": order("offence", "b1"),
    "C": order("defence", "b1"),
    "B": order("defence", "d1"),
}


SHARED_OFF = {"rule2_shared_areas": False}


def test_a_defence_settled_by_claim_rolls_stays_the_main_battle() -> None:
    plan = classify_turn(turn(SHARED_DEFENCE, SHARED_OFF))
    assert fought(plan) == [(("d1",), ("B", "D"), (2,))]
    assert main_of(plan, "B") == ("defence", ("b1",), None)


def test_setting_main_battle_claimed_defence_attack_falls_back_to_the_attack() -> None:
    settings = {**SHARED_OFF, "main_battle_claimed_defence": "attack"}
    plan = classify_turn(turn(SHARED_DEFENCE, settings))
    assert main_of(plan, "B") == ("attack", ("d1",), "d1")


def test_mass_assault_main_battle_is_the_first_fought_target_in_rank_order() -> None:
    plan = classify_turn(
        turn({"A": order("offence", mass=("c1", "b1")), "B": order("defence", "a1")})
    )
    assert main_of(plan, "A") == ("attack", ("c1", "b1"), "c1")  # c1 by rule 2, b1 by rule 1


# -- players left without a battle --------------------------------------------------------------
EXTRA_OWNERS = {"p1": "P", "p2": "P", "q1": "Q", "r1": "R", "s1": "S", "t1": "T"}
EXTRA_OWNERS |= {"u1": None, "u2": None}
EXTRA_BORDERS = [
    ["p1", "q1"],  # P and Q share a border
    ["p2", "q1"],
    ["p2", "u1"],  # P and R both border u1
    ["r1", "u1"],
    ["q1", "u2"],  # Q and R both border u2
    ["r1", "u2"],
    ["q1", "s1"],  # S is busy: no offer to it
    ["s1", "t1"],
]


def test_extra_battles_are_offered_to_players_left_without_one() -> None:
    orders = {"S": order("offence", "t1"), "T": order("offence", "s1")}
    plan = classify_turn(turn(orders, owners=EXTRA_OWNERS, borders=EXTRA_BORDERS))
    assert plan.without_battle == ("P", "Q", "R")
    offers = [(o.players, o.border_areas, o.unclaimed_areas) for o in plan.extra_battles]
    assert offers == [
        (("P", "Q"), (("p1", "q1"), ("p2", "q1")), ()),
        (("P", "R"), (), ("u1",)),
        (("Q", "R"), (), ("u2",)),
    ]


def test_players_with_only_claim_rolls_are_without_a_battle() -> None:
    orders = {"P": order("defence", "s1"), "Q": order("defence", "s1")}
    plan = classify_turn(
        turn(orders, {"rule2_shared_areas": False}, owners=EXTRA_OWNERS, borders=EXTRA_BORDERS)
    )
    assert plan.battles == ()
    assert [c.attacker for c in plan.claim_rolls] == ["P", "Q"]
    assert plan.without_battle == ("P", "Q", "R", "S", "T")
    pairs = [o.players for o in plan.extra_battles]
    assert pairs == [("P", "Q"), ("P", "R"), ("Q", "R"), ("Q", "S"), ("S", "T")]


# -- plain data in and out ----------------------------------------------------------------------
def test_the_plan_is_plain_json() -> None:
    plan = classify_turn(turn({"A": order("offence", "b1"), "B": order("defence", "a1")}))
    data = json.loads(json.dumps(plan.to_dict()))
    assert data["battles"][0]["participants"] == ["A", "B"]
    assert data["battles"][0]["rules"] == [1]
    assert data["main_battles"][0] == {
        "player": "A",
        "role": "attack",
        "areas": ["b1"],
        "battle": "a1",
    }


def test_a_claim_roll_of_the_plan_becomes_a_valid_claim_roll_setup() -> None:
    orders = TurnOrders.read(
        turn(
            {
                "A": order("offence", mass=("b1", "c1")),
                "B": order("defence", "d1"),
                "D": order("defence", "b2"),  # B is busy: A's primary target is a claim roll
            },
            {"mass_assault_rp": "primary_only"},
        )
    )
    plan = classify_turn(orders)
    roll = plan.claim_rolls[0]
    assert roll == Attack("b1", "A", "B", main_attack=True, mass_assault_rank=0)
    setup = claim_roll_setup(
        roll, orders, seats=SEATS, fortifications=2, rp={"attacker": 3, "defender": 1}
    )
    RULESET.validate_setup(setup)
    assert setup["attacker_priority"] == "offence" and setup["defender_priority"] == "defence"
    assert setup["settings"]["mass_assault_rp"] == "primary_only"


BAD_ORDERS = [
    pytest.param({"A": order("offence", "a2")}, "your own area", id="own area"),
    pytest.param({"A": order("offence", "u1")}, "unclaimed", id="unclaimed area"),
    pytest.param({"A": order("offence", "z9")}, "not on the map", id="unknown area"),
    pytest.param({"A": order("offence", "b1", further=("b1",))}, "once", id="twice"),
    pytest.param({"A": order("offence", "b1", mass=("c1", "d1"))}, "one or the other", id="both"),
    pytest.param({"A": order("offence", mass=("c1",))}, "at least two", id="mass of one"),
    pytest.param({"A": order("attack", "b1")}, "offence' or 'defence", id="priority"),
]


@pytest.mark.parametrize(("orders", "message"), BAD_ORDERS)
def test_orders_that_cannot_be_classified_are_refused(
    orders: dict[str, dict[str, Any]], message: str
) -> None:
    with pytest.raises(OrdersError, match=message):
        classify_turn(turn(orders))


def test_every_player_holding_areas_gives_orders() -> None:
    data = turn({})
    del data["players"]["C"]
    with pytest.raises(OrdersError, match="must give orders: C"):
        classify_turn(data)


def test_a_border_must_join_two_areas_of_the_map() -> None:
    with pytest.raises(OrdersError, match="not on the map: z9"):
        classify_turn(turn({}, borders=[["a1", "z9"]]))
    with pytest.raises(OrdersError, match="two different areas"):
        classify_turn(turn({}, borders=[["a1", "a1"]]))


def test_unknown_settings_are_refused() -> None:
    with pytest.raises(OrdersError, match="Unknown setting: rule4"):
        classify_turn(turn({}, {"rule4": True}))
    with pytest.raises(OrdersError, match="rule2_shared_areas must be"):
        classify_turn(turn({}, {"rule2_shared_areas": 1}))


def test_attacks_on_one_player_merge_only_when_it_attacks_back() -> None:
    """C attacks a1 (in the A-B battle) and a2: a2 stays a claim roll of its own."""
    plan = classify_turn(
        {
            "map": {"owners": {"a1": "A", "a2": "A", "b1": "B", "c1": "C"}},
            "players": {
                "A": {"priority": "offence", "main_attack": "b1"},
                "B": {"priority": "defence", "main_attack": "a1"},
                "C": {"priority": "defence", "main_attack": "a2", "further_attacks": ["a1"]},
            },
        }
    )
    assert [b.areas for b in plan.battles] == [("a1", "b1")]
    assert [(r.area, r.attacker) for r in plan.claim_rolls] == [("a2", "C")]
