"""The claim campaign in the store's records: orders built with buttons, closing a turn, claim-roll
setups and their campaign changes, fought and extra battles and what their reports change."""

from __future__ import annotations

import json
from itertools import count
from typing import Any

import pytest

from bot.engine import Outcome
from bot.store import UNCHANGED, CampaignChanges, Faction, Region, RegionChange
from cogs.claim.campaign import (
    NO_ORDERS,
    Draft,
    Reportable,
    agree_extra,
    attack_options,
    campaign_changes,
    campaign_map,
    claim_rolls,
    close_turn,
    extra_offers,
    map_data,
    player_key,
    report_changes,
    reportables,
    roll_setup,
    turn_orders,
)
from cogs.claim.classify import CampaignMap, TurnOrders, classify_turn
from cogs.claim.rules import RULESET
from tests.claim.helpers import play, reroll, seed_with_dice, spend

_ids = count(1)
TURN_ID = 77


def region(
    key: str,
    owner: int | None = None,
    forts: int = 0,
    buildings: tuple[str, ...] = (),
    borders: tuple[str, ...] = (),
) -> Region:
    return Region(
        id=next(_ids),
        guild_id=1,
        campaign_id=1,
        key=key,
        name=key.upper(),
        owner=owner,
        holdings={},
        data={"fortifications": forts, "buildings": list(buildings), "borders": list(borders)},
        updated_at="2024-01-01T00:00:00",
    )


def faction(id: int, name: str, user_id: int | None, rp: int = 0, *, left: bool = False) -> Faction:
    return Faction(
        id=id,
        guild_id=1,
        campaign_id=1,
        user_id=user_id,
        name=name,
        resources={"rp": rp},
        data={},
        joined_at="2024-01-01T00:00:00",
        left_at="2024-02-01T00:00:00" if left else None,
    )


def replace_region(regions: list[Region], key: str, **changes: Any) -> list[Region]:
    """The map with one area changed (the game master edited it, or a roll changed hands)."""
    out = []
    for r in regions:
        if r.key == key:
            data = {**r.data}
            if "forts" in changes:
                data["fortifications"] = changes.pop("forts")
            r = Region(**{**r.__dict__, **changes, "data": data})
        out.append(r)
    return out


def as_stored(data: dict[str, Any]) -> dict[str, Any]:
    """What the store gives back: plain JSON."""
    return json.loads(json.dumps(data))


# -- the campaign of most tests -----------------------------------------------------------------
# Ada (f1) and Bo (f2) attack each other: one fought battle over a1 and b1. Cy (f3) attacks Bo's
# b2, and Bo is busy: a claim roll. Di (f4) gives no orders. Cy and Di are left without a battle;
# they share the border c2-d1 and both border the unclaimed u1. Every border is stored on one
# side only.
ADA, BO, CY, DI = 1, 2, 3, 4
FACTIONS = [
    faction(ADA, "Ada", 101, rp=3),
    faction(BO, "Bo", 202, rp=2),
    faction(CY, "Cy", 303, rp=1),
    faction(DI, "Di", 404, rp=0),
]
BY_ID = {f.id: f for f in FACTIONS}
REGIONS = [
    region("a1", ADA, borders=("b1",)),
    region("a2", ADA),
    region("b1", BO, forts=1, buildings=("mill",), borders=("c1",)),
    region("b2", BO, forts=2, buildings=("farm", "tower"), borders=("c1",)),
    region("c1", CY),
    region("c2", CY, borders=("d1", "u1")),
    region("d1", DI, borders=("u1",)),
    region("u1"),
]
SUBMITTED: dict[int, dict[str, Any]] = {
    ADA: {"priority": "offence", "main_attack": "b1"},
    BO: {"priority": "defence", "main_attack": "a1"},
    CY: {"priority": "offence", "main_attack": "b2"},
}
F1, F2, F3, F4 = (player_key(i) for i in (ADA, BO, CY, DI))


def closed_data(
    regions: list[Region] = REGIONS,
    submitted: dict[int, dict[str, Any]] = SUBMITTED,
    settings: dict[str, Any] | None = None,
) -> dict[str, Any]:
    return as_stored(close_turn(regions, FACTIONS, submitted, settings or {}).data())


@pytest.fixture
def board() -> CampaignMap:
    return campaign_map(REGIONS)


# -- the map ------------------------------------------------------------------------------------
def test_a_border_stored_on_one_side_joins_both_areas(board: CampaignMap) -> None:
    assert board.neighbours["a1"] == {"b1"}
    assert board.neighbours["b1"] == {"a1", "c1"}
    assert board.neighbours["c1"] == {"b1", "b2"}
    assert board.neighbours["d1"] == {"c2", "u1"}
    assert board.neighbours["u1"] == {"c2", "d1"}
    assert board.neighbours["a2"] == frozenset()


def test_owners_are_player_keys_and_unclaimed_areas_none(board: CampaignMap) -> None:
    assert board.owners == {
        "a1": "f1",
        "a2": "f1",
        "b1": "f2",
        "b2": "f2",
        "c1": "f3",
        "c2": "f3",
        "d1": "f4",
        "u1": None,
    }


def test_borders_to_areas_not_on_the_map_are_ignored() -> None:
    board = campaign_map(
        [region("a1", ADA, borders=("gone", "b1")), region("b1", BO, borders=("a1", "lost"))]
    )
    assert set(board.owners) == {"a1", "b1"}
    assert board.neighbours == {"a1": {"b1"}, "b1": {"a1"}}


def test_map_data_reads_back_as_the_same_map(board: CampaignMap) -> None:
    data = as_stored(map_data(board))
    assert CampaignMap.read(data) == board
    assert ["c2", "d1"] in data["borders"] and ["d1", "c2"] not in data["borders"]


# -- a player's draft ---------------------------------------------------------------------------
def test_orders_need_a_priority_before_they_are_submitted(board: CampaignMap) -> None:
    problems = Draft(main_attack="b1").problems(F1, board)
    assert len(problems) == 1 and "priority" in problems[0]
    assert Draft("offence", main_attack="b1").problems(F1, board) == []
    assert Draft("defence").problems(F1, board) == [], "holding without an attack is fine"


def test_adding_a_mass_target_to_a_main_attack_makes_it_the_primary(board: CampaignMap) -> None:
    draft = Draft("offence").with_main_attack("b1").with_mass_target("b2")
    assert draft.main_attack is None
    assert draft.mass_assault == ("b1", "b2")
    assert draft.main_targets == ("b1", "b2")
    draft = draft.with_mass_target("d1")
    assert draft.mass_assault == ("b1", "b2", "d1")
    assert draft.problems(F1, board) == []


def test_a_single_mass_target_is_a_main_attack(board: CampaignMap) -> None:
    draft = Draft("offence").with_mass_target("b1")
    assert draft.main_attack == "b1" and draft.mass_assault == ()
    assert draft.to_dict() == {"priority": "offence", "main_attack": "b1"}
    assert draft.problems(F1, board) == []


def test_a_mass_target_already_attacked_by_the_main_army_changes_nothing() -> None:
    draft = Draft("offence").with_main_attack("b1").with_mass_target("b2")
    assert draft.with_mass_target("b1") == draft
    assert Draft("offence", main_attack="b1").with_mass_target("b1") == Draft(
        "offence", main_attack="b1"
    )


def test_a_mass_target_leaves_the_further_attacks() -> None:
    draft = Draft("offence").with_further_attacks(["b2", "d1"]).with_mass_target("b2")
    assert draft.main_attack == "b2"
    assert draft.further_attacks == ("d1",)
    draft = draft.with_mass_target("d1")
    assert draft.mass_assault == ("b2", "d1") and draft.further_attacks == ()


def test_further_attacks_never_repeat_a_main_army_target(board: CampaignMap) -> None:
    draft = Draft("offence").with_main_attack("b1").with_further_attacks(["b1", "b2", "b2"])
    assert draft.main_attack == "b1" and draft.further_attacks == ("b2",)
    draft = draft.with_main_attack("b2")
    assert draft.main_attack == "b2" and draft.further_attacks == ()
    mass = Draft("offence").with_mass_target("b1").with_mass_target("b2")
    assert mass.with_further_attacks(["b2", "d1"]).further_attacks == ("d1",)
    assert len(set(draft.targets)) == len(draft.targets)
    assert draft.problems(F1, board) == []


def test_a_main_attack_replaces_a_mass_assault() -> None:
    mass = Draft("offence").with_mass_target("b1").with_mass_target("b2")
    draft = mass.with_further_attacks(["d1"]).with_main_attack("c1")
    assert draft.main_attack == "c1" and draft.mass_assault == ()
    assert draft.further_attacks == ("d1",)
    assert mass.with_main_attack(None) == Draft("offence")


def test_without_attacks_keeps_the_priority() -> None:
    draft = Draft("defence").with_mass_target("b1").with_mass_target("b2")
    draft = draft.with_further_attacks(["d1"]).without_attacks()
    assert draft == Draft("defence")
    assert draft.targets == ()


def test_the_priority_changes_without_touching_the_attacks() -> None:
    draft = Draft("defence").with_main_attack("b1").with_further_attacks(["d1"])
    changed = draft.with_priority("offence")
    assert changed.priority == "offence" and changed.targets == ("b1", "d1")
    with pytest.raises(ValueError):
        draft.with_priority("attack")


@pytest.mark.parametrize(
    "draft",
    [
        Draft(),
        Draft("defence"),
        Draft("offence", main_attack="b1"),
        Draft("offence", main_attack="b1", further_attacks=("d1", "a1")),
        Draft("defence", further_attacks=("d1",), mass_assault=("b1", "b2", "c1")),
    ],
)
def test_a_draft_reads_back_from_its_stored_json(draft: Draft) -> None:
    assert Draft.read(as_stored(draft.to_dict())) == draft


def test_reading_a_draft_normalises_it() -> None:
    assert Draft.read(None) == Draft()
    assert Draft.read({}).to_dict() == {"priority": None}
    read = Draft.read(
        {"priority": "offence", "mass_assault": ["b1"], "further_attacks": ["b1", "d1", "d1"]}
    )
    assert read == Draft("offence", main_attack="b1", further_attacks=("d1",))


@pytest.mark.parametrize(
    ("target", "words"),
    [
        pytest.param("c1", "c1 is your own area", id="own area"),
        pytest.param("u1", "u1 is unclaimed", id="unclaimed"),
        pytest.param("zz", "zz is not on the map", id="not on the map"),
    ],
)
def test_orders_on_areas_that_are_not_another_players_are_refused(
    board: CampaignMap, target: str, words: str
) -> None:
    for draft in (
        Draft("offence").with_main_attack(target),
        Draft("offence").with_main_attack("b1").with_further_attacks([target]),
        Draft("offence").with_mass_target("b1").with_mass_target(target),
    ):
        problems = draft.problems(F3, board)
        assert len(problems) == 1 and words in problems[0], draft
        assert not problems[0].startswith(F3), "in the player's words, without its key"


# -- attack options -----------------------------------------------------------------------------
def test_attack_options_are_other_players_areas_bordering_ones_first(board: CampaignMap) -> None:
    assert attack_options(F3, board) == ["b1", "b2", "d1", "a1", "a2"]
    assert attack_options(F4, board) == ["c2", "a1", "a2", "b1", "b2", "c1"]
    assert attack_options(F1, board) == ["b1", "b2", "c1", "c2", "d1"]


def test_a_player_without_areas_may_attack_every_other_players_area(board: CampaignMap) -> None:
    assert attack_options("f9", board) == ["a1", "a2", "b1", "b2", "c1", "c2", "d1"]


# -- closing the turn ---------------------------------------------------------------------------
def test_a_player_without_submitted_orders_holds_with_a_note() -> None:
    closed = close_turn(REGIONS, FACTIONS, SUBMITTED, {})
    di = closed.orders.players[F4]
    assert str(di.priority) == "defence" and di.targets == ()
    assert Draft.read(NO_ORDERS) == Draft("defence")
    assert [n for n in closed.notes if "Di" in n] == ["Di gave no orders: defence priority."]
    assert len(closed.notes) == 1
    assert set(closed.orders.players) == {F1, F2, F3, F4}


def test_the_turn_is_classified_as_the_players_ordered() -> None:
    plan = classify_turn(close_turn(REGIONS, FACTIONS, SUBMITTED, {}).orders)
    assert [(b.areas, b.participants, b.rules) for b in plan.battles] == [
        (("a1", "b1"), (F1, F2), (1,))
    ]
    assert [(r.area, r.attacker, r.defender, r.main_attack) for r in plan.claim_rolls] == [
        ("b2", F3, F2, True)
    ]
    assert plan.without_battle == (F3, F4)


def test_an_attack_on_an_area_no_longer_another_players_is_dropped_with_a_note() -> None:
    regions = replace_region(replace_region(REGIONS, "c1", owner=None), "d1", owner=ADA)
    submitted = {
        **SUBMITTED,
        ADA: {"priority": "offence", "mass_assault": ["c1", "b1", "d1"], "further_attacks": ["b2"]},
        CY: {"priority": "offence", "main_attack": "b2", "further_attacks": ["d1"]},
    }
    closed = close_turn(regions, FACTIONS, submitted, {})
    ada, cy = closed.orders.players[F1], closed.orders.players[F3]
    # b1 keeps its declared rank (secondary, +1): it does not become a main attack
    assert ada.main_attack is None and ada.mass_assault == ("b1",)
    assert ada.further_attacks == ("b2",)
    assert ada.mass_assault_ranks == (1,)
    assert cy.main_attack == "b2" and cy.further_attacks == ("d1",), "d1 is Ada's: still valid"
    ada_notes = [n for n in closed.notes if n.startswith("Ada")]
    assert len(ada_notes) == 1
    assert "c1" in ada_notes[0] and "d1" in ada_notes[0] and "b1" not in ada_notes[0]
    assert not [n for n in closed.notes if n.startswith("Cy")]


def test_a_main_attack_on_an_area_that_changed_hands_leaves_the_further_attacks() -> None:
    regions = replace_region(REGIONS, "b1", owner=ADA)
    submitted = {
        **SUBMITTED,
        ADA: {"priority": "offence", "main_attack": "b1", "further_attacks": ["b2"]},
    }
    closed = close_turn(regions, FACTIONS, submitted, {})
    ada = closed.orders.players[F1]
    assert ada.main_attack is None and ada.further_attacks == ("b2",)
    assert any("Ada" in n and "b1" in n and "dropped" in n for n in closed.notes)


def test_a_faction_that_left_but_holds_areas_still_gets_orders() -> None:
    factions = [*FACTIONS, faction(5, "Eve", 505, left=True), faction(6, "Gus", 606, left=True)]
    regions = [*REGIONS, region("e1", 5)]
    closed = close_turn(regions, factions, SUBMITTED, {})
    assert "f5" in closed.orders.players, "it holds e1"
    assert "f6" not in closed.orders.players, "it left and holds nothing"
    assert str(closed.orders.players["f5"].priority) == "defence"
    assert any("Eve" in n and "no orders" in n for n in closed.notes)
    attacked = close_turn(
        regions, factions, {**SUBMITTED, DI: {"priority": "offence", "main_attack": "e1"}}, {}
    )
    assert [b.areas for b in classify_turn(attacked.orders).battles] == [("a1", "b1"), ("e1",)]


def test_a_neutral_faction_holding_areas_gets_orders() -> None:
    factions = [*FACTIONS, faction(7, "Neutrals", None)]
    closed = close_turn([*REGIONS, region("n1", 7)], factions, SUBMITTED, {})
    assert "f7" in closed.orders.players
    assert any("Neutrals" in n for n in closed.notes)


def test_the_closed_turn_record_rebuilds_the_same_orders_and_plan() -> None:
    closed = close_turn(REGIONS, FACTIONS, SUBMITTED, {"rule2_shared_areas": True})
    data = as_stored(closed.data())
    assert set(data) == {"map", "orders", "settings", "plan", "notes", "reports", "extra"}
    assert data["reports"] == {} and data["extra"] == {}
    assert data["notes"] == closed.notes
    assert data["orders"][F4] == {"priority": "defence"}
    assert data["orders"][F1] == {"priority": "offence", "main_attack": "b1"}
    assert data["settings"]["rule2_shared_areas"] is True
    rebuilt = turn_orders(data)
    assert isinstance(rebuilt, TurnOrders)
    assert rebuilt == closed.orders
    assert as_stored(classify_turn(rebuilt).to_dict()) == data["plan"]
    assert data["plan"] == as_stored(classify_turn(closed.orders).to_dict())


def test_a_mass_assault_survives_the_closed_turn_record() -> None:
    submitted = {
        **SUBMITTED,
        CY: {"priority": "defence", "mass_assault": ["b2", "a2"]},
    }
    data = closed_data(submitted=submitted)
    assert data["orders"][F3] == {"priority": "defence", "mass_assault": ["b2", "a2"]}
    rolls = {(r.area, r.attacker): r for r in claim_rolls(data)}
    assert rolls["b2", F3].mass_assault_rank == 0 and rolls["b2", F3].main_attack
    assert rolls["a2", F3].mass_assault_rank == 1 and not rolls["a2", F3].main_attack
    assert classify_turn(turn_orders(data)) == classify_turn(
        close_turn(REGIONS, FACTIONS, submitted, {}).orders
    )


# -- claim roll setups --------------------------------------------------------------------------
def test_a_claim_roll_setup_comes_from_the_records() -> None:
    data = closed_data()
    b2 = next(r for r in REGIONS if r.key == "b2")
    setup = roll_setup(data, turn_id=TURN_ID, index=0, region=b2, factions=BY_ID)
    assert setup is not None
    RULESET.validate_setup(setup)
    assert setup["seats"] == {
        "attacker": {"user_id": 303, "name": "Cy"},
        "defender": {"user_id": 202, "name": "Bo"},
    }
    assert setup["rp"] == {"attacker": 1, "defender": 2}
    assert setup["area"] == "b2" and setup["area_name"] == "B2"
    assert setup["fortifications"] == 2 and setup["buildings"] == ["farm", "tower"]
    assert setup["attacker_priority"] == "offence" and setup["defender_priority"] == "defence"
    assert setup["main_attack"] is True and setup["mass_assault_rank"] is None
    assert setup["factions"] == {"attacker": CY, "defender": BO}
    assert setup["turn_id"] == TURN_ID and setup["roll"] == 0
    assert as_stored(setup) == setup, "a battle's setup is stored as JSON"


def test_a_claim_roll_reads_the_area_as_it_is_now() -> None:
    data = closed_data()
    now = replace_region(REGIONS, "b2", forts=0)
    b2 = next(r for r in now if r.key == "b2")
    factions = {**BY_ID, CY: faction(CY, "Cy the Bold", 303, rp=4)}
    setup = roll_setup(data, turn_id=TURN_ID, index=0, region=b2, factions=factions)
    assert setup is not None
    assert setup["fortifications"] == 0
    assert setup["rp"]["attacker"] == 4 and setup["seats"]["attacker"]["name"] == "Cy the Bold"


def test_negative_rp_is_read_as_none() -> None:
    data = closed_data()
    b2 = next(r for r in REGIONS if r.key == "b2")
    factions = {**BY_ID, BO: faction(BO, "Bo", 202, rp=-3)}
    setup = roll_setup(data, turn_id=TURN_ID, index=0, region=b2, factions=factions)
    assert setup is not None and setup["rp"]["defender"] == 0
    RULESET.validate_setup(setup)


def test_a_roll_on_an_area_that_changed_hands_is_made_against_the_holder() -> None:
    data = closed_data()
    b2 = next(r for r in replace_region(REGIONS, "b2", owner=ADA) if r.key == "b2")
    setup = roll_setup(data, turn_id=TURN_ID, index=0, region=b2, factions=BY_ID)
    assert setup is not None
    RULESET.validate_setup(setup)
    assert setup["factions"] == {"attacker": CY, "defender": ADA}
    assert setup["seats"]["defender"] == {"user_id": 101, "name": "Ada"}
    assert setup["rp"] == {"attacker": 1, "defender": 3}
    assert setup["defender_priority"] == "offence", "Ada's priority in this turn's orders"


@pytest.mark.parametrize(
    "owner", [pytest.param(CY, id="now the attacker's"), pytest.param(None, id="unclaimed")]
)
def test_a_roll_on_an_area_no_longer_another_players_is_void(owner: int | None) -> None:
    data = closed_data()
    b2 = next(r for r in replace_region(REGIONS, "b2", owner=owner) if r.key == "b2")
    assert roll_setup(data, turn_id=TURN_ID, index=0, region=b2, factions=BY_ID) is None


def test_a_holder_that_gave_no_orders_this_turn_holds_with_defence_priority() -> None:
    data = closed_data()
    newcomer = faction(8, "Hal", 808, rp=1)
    b2 = next(r for r in replace_region(REGIONS, "b2", owner=8) if r.key == "b2")
    setup = roll_setup(data, turn_id=TURN_ID, index=0, region=b2, factions={**BY_ID, 8: newcomer})
    assert setup is not None
    RULESET.validate_setup(setup)
    assert setup["defender_priority"] == "defence" and setup["factions"]["defender"] == 8


# -- what a finished claim roll changes ---------------------------------------------------------
def rolled(answers: list[dict[str, Any]], *faces: int) -> tuple[dict[str, Any], Outcome]:
    """The turn's claim roll on b2 (Cy attacks Bo) played with the given dice and answers.

    Cy: offence +1, main attack (+2 per RP, holds 1). Bo: defence +1, 2 fortifications, +1 per RP
    (holds 2)."""
    b2 = next(r for r in REGIONS if r.key == "b2")
    setup = roll_setup(closed_data(), turn_id=TURN_ID, index=0, region=b2, factions=BY_ID)
    assert setup is not None
    state = play(setup, seed_with_dice(*faces), answers)
    assert state.outcome is not None
    return setup, state.outcome


def test_the_attacker_winning_takes_the_area_and_destroys_everything() -> None:
    setup, outcome = rolled(spend(attacker=1), 6, 1)  # 6+1+2 = 9 against 1+1+2 = 4
    assert outcome.winner == "attacker"
    changes = campaign_changes(setup, outcome)
    assert changes.regions == {
        "b2": RegionChange(owner=CY, data={"fortifications": 0, "buildings": []})
    }
    assert changes.resource_deltas == {CY: {"rp": -1}}, "the defender spent nothing"
    assert changes.resource_floors == {"rp": 0}


def test_the_defender_winning_keeps_the_area_with_one_fortification_fewer() -> None:
    setup, outcome = rolled(spend(defender=2), 1, 6)  # 1+1 = 2 against 6+1+2+2 = 11
    assert outcome.winner == "defender"
    changes = campaign_changes(setup, outcome)
    change = changes.regions["b2"]
    assert change.owner is UNCHANGED
    assert change.data == {"fortifications": 1}, "buildings stay"
    assert changes.resource_deltas == {BO: {"rp": -2}}
    assert changes.resource_floors == {"rp": 0}


def test_a_tie_not_rerolled_keeps_the_area_without_fortifications() -> None:
    setup, outcome = rolled([*spend(), reroll(False)], 5, 3)  # 5+1 = 6 against 3+1+2 = 6
    assert outcome.details["tied"]
    changes = campaign_changes(setup, outcome)
    assert changes.regions == {"b2": RegionChange(data={"fortifications": 0})}
    assert changes.resource_deltas == {}


def test_a_reroll_costs_the_attacker_one_rp() -> None:
    setup, outcome = rolled([*spend(), reroll(True)], 5, 3, 6, 1)
    assert outcome.winner == "attacker" and outcome.details["rerolled"]
    changes = campaign_changes(setup, outcome)
    assert changes.regions["b2"].owner == CY
    assert changes.resource_deltas == {CY: {"rp": -1}}


def test_both_sides_spending_are_both_charged() -> None:
    setup, outcome = rolled(spend(attacker=1, defender=1), 6, 1)
    changes = campaign_changes(setup, outcome)
    assert changes.resource_deltas == {CY: {"rp": -1}, BO: {"rp": -1}}
    assert changes.to_json()["resource_deltas"] == {"3": {"rp": -1}, "2": {"rp": -1}}


def test_the_changes_go_to_the_holder_a_roll_was_made_against() -> None:
    data = closed_data()
    b2 = next(r for r in replace_region(REGIONS, "b2", owner=ADA) if r.key == "b2")
    setup = roll_setup(data, turn_id=TURN_ID, index=0, region=b2, factions=BY_ID)
    assert setup is not None
    # Ada holds it now, with offence priority: no defence bonus, RP may not be spent
    state = play(as_stored(setup), seed_with_dice(1, 6), spend())
    assert state.outcome is not None and state.outcome.winner == "defender"
    assert campaign_changes(setup, state.outcome).regions["b2"].owner is UNCHANGED
    state = play(as_stored(setup), seed_with_dice(6, 1), spend(attacker=1))
    assert state.outcome is not None
    changes = campaign_changes(as_stored(setup), state.outcome)
    assert changes.regions["b2"].owner == CY
    assert changes.resource_deltas == {CY: {"rp": -1}}


# -- fought battles -----------------------------------------------------------------------------
# Ada and Cy both attack Bo's b1 with offence priority, and Bo attacks Cy's c1: one battle over
# b1 and c1. Ada also attacks Di's d1, and Di has nothing else to fight: a second battle.
MERGED = {
    ADA: {"priority": "offence", "main_attack": "b1", "further_attacks": ["d1"]},
    BO: {"priority": "defence", "main_attack": "c1"},
    CY: {"priority": "offence", "main_attack": "b1"},
    DI: {"priority": "defence"},
}
OWNERS = {r.key: r.owner for r in REGIONS}


def test_fought_battles_are_labelled_in_plan_order() -> None:
    found = reportables(closed_data(submitted=MERGED))
    assert [b.label for b in found] == ["B1", "B2"]
    first, second = found
    assert first.players == (F1, F2, F3) and first.areas == ("b1", "c1")
    assert sorted(first.attacks) == [("b1", F1), ("b1", F3), ("c1", F2)]
    assert second.players == (F1, F4) and second.areas == ("d1",)
    assert second.attacks == (("d1", F1),)


def test_the_winner_takes_only_the_areas_it_attacked() -> None:
    battle = reportables(closed_data(submitted=MERGED))[0]
    assert report_changes(battle, F1, OWNERS) == CampaignChanges(
        regions={"b1": RegionChange(owner=ADA)}
    )
    assert report_changes(battle, F3, OWNERS).regions == {"b1": RegionChange(owner=CY)}
    assert report_changes(battle, F2, OWNERS).regions == {"c1": RegionChange(owner=BO)}


def test_in_a_mutual_attack_each_winner_takes_the_others_area() -> None:
    battle = reportables(closed_data())[0]
    assert battle.label == "B1" and battle.players == (F1, F2)
    assert report_changes(battle, F1, OWNERS).regions == {"b1": RegionChange(owner=ADA)}
    assert report_changes(battle, F2, OWNERS).regions == {"a1": RegionChange(owner=BO)}


def test_a_defender_winning_changes_nothing() -> None:
    battle = reportables(closed_data(submitted=MERGED))[1]
    assert report_changes(battle, F4, OWNERS) == CampaignChanges()


def test_no_result_changes_nothing() -> None:
    for battle in reportables(closed_data(submitted=MERGED)):
        assert report_changes(battle, None, OWNERS) == CampaignChanges()


def test_an_area_the_winner_already_holds_is_not_changed() -> None:
    battle = reportables(closed_data(submitted=MERGED))[0]
    assert report_changes(battle, F1, {**OWNERS, "b1": ADA}) == CampaignChanges()


def test_changes_apply_no_fortification_or_building_change() -> None:
    battle = reportables(closed_data(submitted=MERGED))[0]
    change = report_changes(battle, F1, OWNERS).regions["b1"]
    assert change.data == {} and change.holdings_deltas == {}


# -- extra battles ------------------------------------------------------------------------------
def test_extra_battles_are_offered_to_players_left_without_one() -> None:
    offers = extra_offers(closed_data())
    assert list(offers) == ["E1"]
    offer = offers["E1"]
    assert offer.players == (F3, F4)
    assert offer.options == (("border", ("c2", "d1")), ("unclaimed", ("u1",)))


def test_an_extra_battle_is_not_reportable_until_agreed() -> None:
    data = closed_data()
    assert [b.label for b in reportables(data)] == ["B1"]
    data = agree_extra(data, "E1", F3, 0)
    assert [b.label for b in reportables(data)] == ["B1"]


def test_one_players_pick_is_not_yet_agreed() -> None:
    data = closed_data()
    before = json.dumps(data)
    picked = agree_extra(data, "E1", F3, 0)
    assert picked["extra"] == {"E1": {"picks": {F3: 0}}}
    assert json.dumps(data) == before, "the turn's data is not changed in place"
    assert {k: v for k, v in picked.items() if k != "extra"} == {
        k: v for k, v in data.items() if k != "extra"
    }


def test_both_picking_the_same_option_agree() -> None:
    data = agree_extra(agree_extra(closed_data(), "E1", F3, 1), "E1", F4, 1)
    assert data["extra"]["E1"]["agreed"] == 1
    assert data["extra"]["E1"]["picks"] == {F3: 1, F4: 1}


def test_different_picks_do_not_agree_until_one_changes() -> None:
    data = agree_extra(agree_extra(closed_data(), "E1", F3, 0), "E1", F4, 1)
    assert "agreed" not in data["extra"]["E1"]
    assert data["extra"]["E1"]["picks"] == {F3: 0, F4: 1}
    data = agree_extra(data, "E1", F3, 1)
    assert data["extra"]["E1"]["agreed"] == 1


def test_picks_survive_being_stored() -> None:
    data = as_stored(agree_extra(closed_data(), "E1", F3, 0))
    data = agree_extra(data, "E1", F4, 0)
    assert data["extra"]["E1"]["agreed"] == 0


@pytest.mark.parametrize(
    ("label", "player", "option"),
    [
        pytest.param("E1", F1, 0, id="a player outside the offer"),
        pytest.param("E1", "f9", 0, id="no such player"),
        pytest.param("E9", F3, 0, id="no such offer"),
        pytest.param("E1", F3, 2, id="an option past the end"),
        pytest.param("E1", F3, -1, id="a negative option"),
    ],
)
def test_picks_that_are_not_allowed_are_refused(label: str, player: str, option: int) -> None:
    with pytest.raises(ValueError):
        agree_extra(closed_data(), label, player, option)


def test_no_pick_after_the_extra_battle_is_agreed() -> None:
    data = agree_extra(agree_extra(closed_data(), "E1", F3, 0), "E1", F4, 0)
    for player, option in ((F3, 1), (F4, 0)):
        with pytest.raises(ValueError):
            agree_extra(data, "E1", player, option)


def agreed(option: int) -> dict[str, Any]:
    return agree_extra(agree_extra(closed_data(), "E1", F4, option), "E1", F3, option)


def test_an_agreed_border_battle_has_each_attack_the_others_area() -> None:
    battle = reportables(agreed(0))[-1]
    assert battle == Reportable(
        label="E1", players=(F3, F4), areas=("c2", "d1"), attacks=(("d1", F3), ("c2", F4))
    )
    assert report_changes(battle, F3, OWNERS).regions == {"d1": RegionChange(owner=CY)}
    assert report_changes(battle, F4, OWNERS).regions == {"c2": RegionChange(owner=DI)}
    assert report_changes(battle, None, OWNERS) == CampaignChanges()


def test_an_agreed_unclaimed_battle_has_both_attack_the_area() -> None:
    battle = reportables(agreed(1))[-1]
    assert battle == Reportable(
        label="E1", players=(F3, F4), areas=("u1",), attacks=(("u1", F3), ("u1", F4))
    )
    assert report_changes(battle, F3, OWNERS).regions == {"u1": RegionChange(owner=CY)}
    assert report_changes(battle, F4, OWNERS).regions == {"u1": RegionChange(owner=DI)}


def test_fought_and_extra_battles_are_reported_in_order() -> None:
    assert [b.label for b in reportables(agreed(1))] == ["B1", "E1"]


# Three players with nothing to fight, every pair bordering: E1 (f1, f2), E2 (f1, f3), E3 (f2, f3)
TRIANGLE = [
    region("x1", ADA, borders=("y1", "z1")),
    region("y1", BO, borders=("z1",)),
    region("z1", CY),
]


def triangle() -> dict[str, Any]:
    idle = {p: {"priority": "defence"} for p in (ADA, BO, CY)}
    return as_stored(close_turn(TRIANGLE, FACTIONS[:3], idle, {}).data())


def test_the_triangle_offers_three_extra_battles() -> None:
    offers = extra_offers(triangle())
    assert {label: o.players for label, o in offers.items()} == {
        "E1": (F1, F2),
        "E2": (F1, F3),
        "E3": (F2, F3),
    }


def test_a_player_already_in_an_agreed_extra_battle_may_not_pick_another() -> None:
    data = agree_extra(agree_extra(triangle(), "E1", F1, 0), "E1", F2, 0)
    for label, player in (("E2", F1), ("E3", F2)):
        with pytest.raises(ValueError):
            agree_extra(data, label, player, 0)
    data = agree_extra(data, "E2", F3, 0)
    assert "agreed" not in data["extra"]["E2"], "Cy may offer, but Ada cannot accept"


def test_an_earlier_pick_does_not_put_a_player_in_two_extra_battles() -> None:
    data = agree_extra(triangle(), "E2", F1, 0)  # Ada offers Cy first
    data = agree_extra(data, "E1", F1, 0)
    data = agree_extra(data, "E1", F2, 0)  # then agrees with Bo
    with pytest.raises(ValueError, match="other player already fights"):
        agree_extra(data, "E2", F3, 0)  # Cy accepts Ada's earlier offer: too late
    assert [b.label for b in reportables(data) if F1 in b.players] == ["E1"]
