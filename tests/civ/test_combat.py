"""The engagement (seed 001 §3, civ.md): Superiority each way, aircraft neutral, the first strike
that kills takes nothing, simultaneous wounds, a wounded survivor attacked again, W&W fronts."""

from __future__ import annotations

import pytest

from cogs.civ.combat import (
    ATTACKER,
    DEFENDER,
    NEW,
    Board,
    Combat,
    Fight,
    bonus_card,
    casualties,
    totals,
    winner_of,
)

RANK_I = {"infantry": 1, "mounted": 1, "artillery": 1}


def board(
    attacker: list[str],
    defender: list[str],
    *,
    combat: Combat | None = None,
    ranks: dict | None = None,
) -> Board:
    ranks = ranks or {ATTACKER: RANK_I, DEFENDER: RANK_I}
    return Board(
        ranks, {ATTACKER: list(attacker), DEFENDER: list(defender)}, combat=combat or Combat()
    )


def fight(b: Board, side: str, card: str, front: int) -> Fight:
    result = b.play(side, card, front)
    assert isinstance(result, Fight)
    return result


@pytest.mark.parametrize(
    ("strong", "weak"),
    [("infantry", "mounted"), ("mounted", "artillery"), ("artillery", "infantry")],
)
def test_superiority_strikes_first_whichever_unit_was_played_first(strong, weak):
    # the trumping unit played second, against a lone 3: strikes 2 first, then takes 3 back
    b = board([f"{strong}_2"], [f"{weak}_3"])
    assert b.play(DEFENDER, f"{weak}_3", NEW) == 1
    f = fight(b, ATTACKER, f"{strong}_2", 1)
    assert f.first == ATTACKER
    assert f.blows == [(ATTACKER, 2), (DEFENDER, 3)]
    assert f.dead == [ATTACKER]
    assert b.front(1).units[DEFENDER].wounds == 2
    # the trumping unit played first: the unit that attacks it is still struck first
    b = board([f"{weak}_3"], [f"{strong}_2"])
    b.play(DEFENDER, f"{strong}_2", NEW)
    f = fight(b, ATTACKER, f"{weak}_3", 1)
    assert f.first == DEFENDER
    assert f.blows == [(DEFENDER, 2), (ATTACKER, 3)]
    assert f.dead == [DEFENDER]
    assert b.front(1).units[ATTACKER].wounds == 2


@pytest.mark.parametrize("ground", ["infantry", "mounted", "artillery"])
def test_aircraft_trump_nothing_and_nothing_trumps_them(ground):
    b = board(["aircraft_5"], [f"{ground}_3"])
    b.play(DEFENDER, f"{ground}_3", NEW)
    f = fight(b, ATTACKER, "aircraft_5", 1)
    assert f.first is None
    assert sorted(f.blows) == sorted([(ATTACKER, 5), (DEFENDER, 3)])
    assert f.dead == [DEFENDER]
    assert b.front(1).units[ATTACKER].wounds == 3  # it took the blow: no first strike
    # the reading some fan engines use, as a campaign setting: aircraft trump the others
    b = board(["aircraft_5"], [f"{ground}_3"], combat=Combat(aircraft_all=True))
    b.play(DEFENDER, f"{ground}_3", NEW)
    f = fight(b, ATTACKER, "aircraft_5", 1)
    assert f.first == ATTACKER and f.blows == [(ATTACKER, 5)]


def test_a_trumping_unit_that_kills_first_takes_no_wounds():
    b = board(["artillery_3"], ["infantry_3"])
    b.play(DEFENDER, "infantry_3", NEW)
    f = fight(b, ATTACKER, "artillery_3", 1)
    assert f.first == ATTACKER and f.blows == [(ATTACKER, 3)]
    assert f.dead == [DEFENDER]
    survivor = b.front(1).units[ATTACKER]
    assert survivor.wounds == 0 and b.front(1).lone() is survivor
    assert b.killed == {ATTACKER: [], DEFENDER: ["infantry_3"]}


def test_same_types_wound_each_other_at_once_and_a_front_of_two_dead_is_cleared():
    b = board(["infantry_2"], ["infantry_2"])
    b.play(DEFENDER, "infantry_2", NEW)
    f = fight(b, ATTACKER, "infantry_2", 1)
    assert f.first is None and sorted(f.dead) == [ATTACKER, DEFENDER]
    assert b.fronts == []
    # simultaneous also when one survives: both wounds dealt
    b = board(["mounted_1"], ["mounted_3"])
    b.play(DEFENDER, "mounted_3", NEW)
    f = fight(b, ATTACKER, "mounted_1", 1)
    assert f.blows == [(ATTACKER, 1), (DEFENDER, 3)] and f.dead == [ATTACKER]
    assert b.front(1).units[DEFENDER].wounds == 1


def test_a_wounded_survivor_is_attacked_again_and_its_wounds_add_up():
    b = board(["mounted_1", "mounted_2"], ["mounted_3", "infantry_1"])
    b.play(DEFENDER, "mounted_3", NEW)
    fight(b, ATTACKER, "mounted_1", 1)
    assert b.targets(ATTACKER) == [1] and b.targets(DEFENDER) == []  # alone again, wounded
    assert b.front(1).units[DEFENDER].wounds == 1
    f = fight(b, ATTACKER, "mounted_2", 1)  # 1 + 2 = 3 wounds: dead, and it hit back at once
    assert sorted(f.dead) == [ATTACKER, DEFENDER] and b.fronts == []
    assert b.killed == {ATTACKER: ["mounted_1", "mounted_2"], DEFENDER: ["mounted_3"]}


def test_only_a_lone_enemy_unit_can_be_attacked():
    b = board(["infantry_2", "infantry_3"], ["artillery_1", "mounted_1"])
    b.play(ATTACKER, "infantry_2", NEW)
    assert b.targets(DEFENDER) == [1] and b.targets(ATTACKER) == []
    with pytest.raises(ValueError):
        b.play(ATTACKER, "infantry_3", 1)


def test_ranks_raise_every_card_of_the_type():
    ranks = {ATTACKER: {"infantry": 3, "mounted": 1, "artillery": 1}, DEFENDER: RANK_I}
    b = board(["infantry_1"], ["infantry_2"], ranks=ranks)
    b.play(DEFENDER, "infantry_2", NEW)
    f = fight(b, ATTACKER, "infantry_1", 1)  # a Rifleman 1 card is worth 3
    assert f.played["strength"] == 3 and f.dead == [DEFENDER]


def test_wisdom_and_warfare_both_may_survive_and_the_front_is_locked():
    b = board(["infantry_1"], ["infantry_1"], combat=Combat(wnw=True))  # attack 1, health 3
    b.play(DEFENDER, "infantry_1", NEW)
    f = fight(b, ATTACKER, "infantry_1", 1)
    assert f.dead == [] and f.locked
    assert b.targets(ATTACKER) == [] and b.targets(DEFENDER) == []
    assert b.strength(ATTACKER) == 2  # health 3 − 1 wound: wounds stay at resolution


def test_resolution_bonus_card_and_tie_to_the_defender():
    assert bonus_card({ATTACKER: 6, DEFENDER: 10}) == (DEFENDER, 4)
    assert bonus_card({ATTACKER: 12, DEFENDER: 2}) == (ATTACKER, 10)
    assert bonus_card({ATTACKER: 4, DEFENDER: 4}) == (None, 0)
    b = board(["infantry_3"], ["mounted_1"])
    b.play(ATTACKER, "infantry_3", NEW)
    b.play(DEFENDER, "mounted_1", NEW)
    assert totals(b, (DEFENDER, 2)) == {ATTACKER: 3, DEFENDER: 3}
    assert winner_of({ATTACKER: 3, DEFENDER: 3}) == DEFENDER
    assert winner_of({ATTACKER: 4, DEFENDER: 3}) == ATTACKER
    # wounds are removed at resolution: a wounded 3 counts 3
    b = board(["infantry_1", "mounted_3"], ["mounted_3"])
    b.play(DEFENDER, "mounted_3", NEW)
    b.play(ATTACKER, "infantry_1", 1)  # infantry trumps: 1 wound, then dies
    assert b.front(1).units[DEFENDER].wounds == 1
    assert b.strength(DEFENDER) == 3


@pytest.mark.parametrize(
    ("armies", "scouts", "killed", "removed"),
    [
        (3, 0, 0, {"armies": 0, "scouts": 0}),
        (3, 0, 1, {"armies": 0, "scouts": 0}),
        (3, 0, 2, {"armies": 1, "scouts": 0}),
        (3, 0, 3, {"armies": 1, "scouts": 0}),
        (3, 0, 5, {"armies": 2, "scouts": 0}),
        (2, 0, 6, {"armies": 1, "scouts": 0}),  # always keeps one
        (1, 0, 4, {"armies": 0, "scouts": 0}),
        (1, 1, 4, {"armies": 1, "scouts": 0}),  # armies before scouts (reading)
    ],
)
def test_the_winner_removes_one_figure_per_two_units_killed_and_keeps_one(
    armies, scouts, killed, removed
):
    figures = {"armies": armies, "scouts": scouts}
    assert casualties(figures, killed, won=True) == removed
    assert casualties(figures, killed, won=False) == figures


def test_scouts_first_when_the_campaign_reads_it_so():
    assert casualties({"armies": 1, "scouts": 1}, 2, won=True, armies_first=False) == {
        "armies": 0,
        "scouts": 1,
    }
