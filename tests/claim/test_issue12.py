"""Issue 12, the claim campaign half: one scenario per point, pure.

- RP when the main battle is a defence (setting `main_attack_rp`).
- A fought battle reported with no result: claim rolls for its attacks, or nothing.
- Monotone classification (setting `rule2_shared_areas`), and why each attack is a claim roll.
- Extra battles over a shared border: any pair of areas on the common border.
- Mass assault ranks are the declared order when a target is dropped before the close.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.engine import SetupError
from cogs.claim.campaign import (
    add_rolls,
    claim_rolls,
    close_turn,
    reportables,
    roll_setup,
    rolls_for_unfought,
    turn_orders,
)
from cogs.claim.classify import TurnOrders, claim_roll_setup, classify_turn
from cogs.claim.rules import ATTACKER, ClaimSetup
from tests.claim.helpers import SEATS, claim_setup, play, seed_with_dice, spend
from tests.claim.test_campaign import (
    ADA,
    BO,
    BY_ID,
    CY,
    F1,
    F2,
    F3,
    FACTIONS,
    REGIONS,
    as_stored,
    closed_data,
    replace_region,
)
from tests.claim.test_classify import order, turn

# -- RP when the main battle is a defence -------------------------------------------------------
# B chose defence and is attacked by A: B's main battle is that defence, so its declared main
# attack on c2 (a claim roll: C fights D) is not its main army attack.
DEFENDING = {
    "A": order("offence", "b1"),
    "B": order("defence", "c2"),
    "C": order("offence", "d1"),
    "D": order("offence", "c1"),
}


def rp_limit(settings: dict[str, Any], player: str, area: str) -> int:
    orders = TurnOrders.read(turn(DEFENDING, settings))
    plan = classify_turn(orders)
    roll = next(r for r in plan.claim_rolls if r.attacker == player and r.area == area)
    setup = claim_roll_setup(
        roll, orders, seats=SEATS, fortifications=0, rp={"attacker": 3, "defender": 0}
    )
    return ClaimSetup.read(setup).spend_limit(ATTACKER)


def test_a_player_whose_main_battle_is_a_defence_spends_no_rp_on_its_main_attack() -> None:
    orders = TurnOrders.read(turn(DEFENDING, {"rule2_one_battle_per_defender": True}))
    plan = classify_turn(orders)
    assert plan.main_battle("B").role == "defence"
    assert any(r.attacker == "B" and r.main_attack for r in plan.claim_rolls)
    assert rp_limit({}, "B", "c2") == 0, "the seed: RP only on the main army attack"


def test_setting_declared_main_attack_keeps_todays_reading() -> None:
    assert rp_limit({"main_attack_rp": "declared_main_attack"}, "B", "c2") == 3


def test_an_offence_player_still_spends_on_its_main_attack() -> None:
    mutual = {"A": order("offence", "b1"), "B": order("offence", "a1")}
    orders = TurnOrders.read(turn({**mutual, "C": order("offence", "b2")}))
    roll = next(r for r in classify_turn(orders).claim_rolls if r.attacker == "C")
    setup = claim_roll_setup(roll, orders, seats=SEATS, fortifications=0, rp={"attacker": 2})
    assert setup["main_battle_defence"] is False
    assert ClaimSetup.read(setup).spend_limit(ATTACKER) == 2


def test_the_setup_field_refuses_rp_and_old_setups_without_it_replay_unchanged() -> None:
    base = claim_setup(main_attack=True, attacker_priority="offence", rp={"attacker": 2})
    assert ClaimSetup.read(base).spend_limit(ATTACKER) == 2, "an old setup: no such field"
    state = play(base, seed_with_dice(3, 3), spend(attacker=2))
    assert state.outcome is not None
    defending = {**base, "main_battle_defence": True}
    assert ClaimSetup.read(defending).spend_limit(ATTACKER) == 0
    with pytest.raises(SetupError):
        ClaimSetup.read({**base, "main_battle_defence": "yes"})


def test_a_turn_closed_before_the_setting_keeps_todays_reading() -> None:
    data = closed_data(
        submitted={
            ADA: {"priority": "offence", "main_attack": "b1"},
            BO: {"priority": "defence", "main_attack": "c1"},
            CY: {"priority": "offence", "main_attack": "b2"},
        }
    )
    del data["settings"]["main_attack_rp"]  # as stored before issue 12
    assert turn_orders(data).settings.main_attack_rp == "declared_main_attack"


# -- a fought battle reported with no result ----------------------------------------------------
MUTUAL = {
    ADA: {"priority": "offence", "main_attack": "b1"},
    BO: {"priority": "defence", "main_attack": "a1"},
}


def test_no_result_gives_a_claim_roll_per_attack_of_the_battle() -> None:
    data = closed_data(submitted=MUTUAL)
    battle = reportables(data)[0]
    assert set(battle.players) == {F1, F2}
    rolls = rolls_for_unfought(data, battle)
    assert [(r.area, r.attacker) for r in rolls] == [("a1", F2), ("b1", F1)]
    before = len(claim_rolls(data))
    after = as_stored(add_rolls({**data, "posted": {"done": []}}, battle.label, rolls))
    assert len(claim_rolls(after)) == before + 2
    assert "done" not in after["posted"], "the end of the claim rolls is said again"
    setup = roll_setup(
        after,
        turn_id=7,
        index=before + 1,
        region=next(r for r in REGIONS if r.key == "b1"),
        factions=BY_ID,
    )
    assert setup is not None and setup["main_attack"] and setup["roll"] == before + 1


def test_an_extra_battle_without_result_gives_no_claim_roll() -> None:
    from cogs.claim.campaign import agree_extra, extra_offers

    data = closed_data()
    label, offer = next(iter(extra_offers(data).items()))
    for player in offer.players:
        data = agree_extra(data, label, player, 0)
    extra = next(b for b in reportables(data) if b.label == label)
    assert rolls_for_unfought(data, extra) == []


# -- monotone classification --------------------------------------------------------------------
def fought_areas(orders: dict[str, Any], settings: dict[str, Any] | None = None) -> set[str]:
    plan = classify_turn(turn(orders, settings))
    return {area for battle in plan.battles for area in battle.areas}


def test_a_second_attacker_never_cancels_a_battle() -> None:
    alone = {"A": order("offence", "b1")}
    both = {**alone, "C": order("defence", "b1")}
    assert "b1" in fought_areas(alone)
    assert "b1" in fought_areas(both), "the default reading is monotone"
    plan = classify_turn(turn(both))
    assert "B" not in plan.without_battle


def test_setting_rule2_shared_areas_false_is_todays_reading_and_says_why() -> None:
    both = {"A": order("offence", "b1"), "C": order("defence", "b1")}
    plan = classify_turn(turn(both, {"rule2_shared_areas": False}))
    assert plan.battles == ()
    assert {(w.area, w.attacker, w.reason) for w in plan.why} == {
        ("b1", "A", "shared"),
        ("b1", "C", "shared"),
    }


def test_why_names_the_battle_a_busy_defender_fights() -> None:
    mutual = {"A": order("offence", "b1"), "B": order("defence", "a1")}
    plan = classify_turn(turn({**mutual, "C": order("offence", "b2")}))
    assert [(w.area, w.reason, w.battle) for w in plan.why] == [("b2", "busy", "a1")]


def test_why_names_the_one_battle_of_an_idle_defender() -> None:
    plan = classify_turn(
        turn({"A": order("offence", "c1", further=("b1",)), "C": order("offence", "b2")})
    )
    assert [(w.area, w.reason, w.battle) for w in plan.why] == [("b1", "one_battle", "b2")]
    assert json.loads(json.dumps(plan.to_dict()))["why"][0]["reason"] == "one_battle"


PLAYERS = ["A", "B", "C", "D", "E"]
AREAS = ["a1", "a2", "b1", "b2", "c1", "c2", "d1", "e1"]


@pytest.mark.parametrize("seed", range(200))
def test_adding_an_attacker_to_an_area_never_turns_its_battle_into_claim_rolls(seed: int) -> None:
    import random

    rng = random.Random(seed)
    owners = {a: a[0].upper() for a in AREAS}
    orders: dict[str, Any] = {}
    for player in PLAYERS:
        targets = [a for a in AREAS if owners[a] != player]
        picked = rng.sample(targets, rng.randint(0, 2))
        orders[player] = order(
            rng.choice(["offence", "defence"]),
            picked[0] if picked else None,
            further=tuple(picked[1:]),
        )
    settings = {"rule2_one_battle_per_defender": rng.choice([True, False])}
    board = {**turn({}, settings), "map": {"owners": owners, "borders": []}}
    before = classify_turn({**board, "players": orders})
    for area in {a for b in before.battles for a in b.areas}:
        for player in PLAYERS:
            own = orders[player]
            declared = [own["main_attack"], *own["further_attacks"]]
            if owners[area] == player or area in declared:
                continue
            more = {**own, "further_attacks": [*own["further_attacks"], area]}
            after = classify_turn({**board, "players": {**orders, player: more}})
            assert after.battle_of(area) is not None, (seed, area, player)


# -- extra battles over a shared border ---------------------------------------------------------
def test_any_pair_of_areas_on_the_common_border_is_offered() -> None:
    owners = {"p1": "P", "p2": "P", "q1": "Q", "q2": "Q", "p3": "P"}
    borders = [["p1", "q1"], ["p2", "q2"]]  # p1 and q2 do not border each other
    plan = classify_turn(turn({}, owners=owners, borders=borders))
    (offer,) = plan.extra_battles
    assert offer.border_areas == (("p1", "q1"), ("p1", "q2"), ("p2", "q1"), ("p2", "q2"))
    assert all("p3" not in pair for pair in offer.border_areas), "p3 is not on the border"


# -- mass assault ranks when a target is dropped ------------------------------------------------
def test_dropping_the_primary_target_keeps_the_others_ranks() -> None:
    regions = replace_region(REGIONS, "b1", owner=None)  # the GM made b1 unclaimed
    submitted = {
        ADA: {"priority": "offence", "mass_assault": ["b1", "c1", "b2"]},
        BO: {"priority": "defence"},
        CY: {"priority": "defence"},
    }
    closed = close_turn(regions, FACTIONS, submitted, {"rule2_shared_areas": False})
    ada = closed.orders.players[F1]
    assert ada.mass_assault == ("c1", "b2") and ada.mass_assault_ranks == (1, 2)
    data = as_stored(closed.data())
    assert data["orders"][F1]["mass_assault_ranks"] == [1, 2]
    ranks = {
        a["area"]: (a["mass_assault_rank"], a["main_attack"])
        for b in data["plan"]["battles"]
        for a in b["attacks"]
    } | {r.area: (r.mass_assault_rank, r.main_attack) for r in claim_rolls(data)}
    assert ranks["c1"] == (1, False), "the secondary stays secondary (+1), not primary (+2)"
    assert ranks["b2"] == (2, False)
    assert turn_orders(data).players[F1].mass_assault_ranks == (1, 2), "read back as stored"


def test_a_single_target_left_keeps_its_rank() -> None:
    regions = replace_region(REGIONS, "b1", owner=None)
    submitted = {ADA: {"priority": "offence", "mass_assault": ["b1", "c1"]}}
    ada = close_turn(regions, FACTIONS, submitted, {}).orders.players[F1]
    assert ada.main_attack is None and ada.mass_assault == ("c1",)
    assert ada.mass_assault_ranks == (1,)
    assert F3 in close_turn(regions, FACTIONS, submitted, {}).orders.players
