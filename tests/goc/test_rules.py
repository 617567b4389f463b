"""The procedure (cogs/goc/rules.py): the questions it asks and only when they matter, activity
from range and water, sieges and garrisons, checks and their readings, the clash's top-up, a
refused allocation asked again, a quick battle's muster, and exact replay."""

from __future__ import annotations

import pytest

from bot.engine import AnswerRefused, SetupError, replay
from cogs.goc.army import battle_of
from cogs.goc.bag import bag_parts
from cogs.goc.rules import RULESET
from tests.goc.helpers import A, D, N, army, drive, setup, side


def test_melee_cannot_reach_a_galley_on_water():
    the_setup = setup(
        side(army("a", {"swordsman": 2, "archer": 1})),
        side(army("g", {"galley": 1}, water=True)),
    )
    battle = battle_of(the_setup)
    assert not battle.active(A, battle.side(A).armies[0], "swordsman")
    assert battle.active(A, battle.side(A).armies[0], "archer")
    parts = bag_parts(battle)
    assert parts[A]["units"] == 1 and parts[A]["defence"] == 2
    assert parts[A]["bonus"] == 1  # archers against ships


def test_trebuchets_are_asked_whether_unpacked_and_packed_ones_only_defend():
    the_setup = setup(
        side(army("a", {"trebuchet": 2}, distance=2), unpacked=None),
        side(army("d", {"spearman": 1}, distance=2), defence=None),
    )
    run = drive(the_setup, {"unpacked": False, "defence": False})
    assert [a.purpose for a in run.asks[:2]] == ["unpacked", "defence"]
    bag = run.event("bag")
    assert bag["parts"][A]["units"] == 0 and bag["parts"][A]["defence"] == 2
    assert bag["parts"][D]["defence"] == 0  # the defender left its defence out
    assert bag["bag"] == {A: 0, D: 0, N: 2}


def test_no_question_where_nothing_depends_on_it():
    the_setup = setup(
        side(army("a", {"swordsman": 2}), unpacked=None, defence=None),
        side(army("d", {"swordsman": 2}), defence=None),
    )
    run = drive(the_setup)
    purposes = [a.purpose for a in run.asks]
    assert "unpacked" not in purposes and "defence" not in purposes  # everyone active
    assert purposes[0] == "draw"


def test_a_siege_takes_the_attackers_melee_bonus_against_the_garrison_only():
    garrison = army("c", {"cavalry": 1}, structures=[{"kind": "city"}])
    outside = army("o", {"cavalry": 1})
    battle = battle_of(setup(side(army("a", {"spearman": 2})), side(garrison, outside)))
    assert battle.siege and [a.key for a in battle.garrisons()] == ["c"]
    assert battle.bonus(A) == 2  # the cavalry outside still counts
    only_inside = battle_of(setup(side(army("a", {"spearman": 2})), side(garrison)))
    assert only_inside.bonus(A) == 0
    open_field = battle_of(setup(side(army("a", {"spearman": 2})), side(outside)))
    assert open_field.bonus(A) == 2 and not open_field.siege
    wall_off = army("w", {"cavalry": 1}, structures=[{"kind": "wall", "on_line": False}])
    assert not battle_of(setup(side(army("a", {"spearman": 1})), side(wall_off))).siege


def test_the_bonus_per_unit_reading():
    the_setup = setup(side(army("a", {"spearman": 3})), side(army("d", {"cavalry": 2})))
    assert battle_of(the_setup).bonus(A) == 2
    assert battle_of({**the_setup, "readings": {"bonus_per": "unit"}}).bonus(A) == 6


def test_projectile_courage_each_or_once():
    the_setup = setup(
        side(army("a", {"catapult": 3})),
        side(army("d", {"spearman": 1}, structures=[{"kind": "castle"}])),
    )
    assert battle_of(the_setup).courage(A) == (6, {"units": 3, "projectile": 3})
    once = {**the_setup, "readings": {"projectile_courage": "once"}}
    assert battle_of(once).courage(A)[0] == 4


def test_the_defender_tops_up_to_its_courage_and_no_further():
    the_setup = setup(side(army("a", {"swordsman": 2})), side(army("d", {"swordsman": 5})))
    run = drive(the_setup, {"draw": "1", "more": "4"})
    (top_up,) = run.asked("more")
    assert [o.key for o in top_up.options] == ["0", "1", "2", "3", "4"]
    assert len(run.event("drawn")["cubes"]) == 5


@pytest.mark.parametrize(("reading", "left"), [("return", 6), ("discard", 4)])
def test_a_failed_check_returns_its_cubes_or_discards_them(reading, left):
    the_setup = setup(
        side(army("a", {"swordsman": 2}), government="theocracy"),
        side(army("d", {"swordsman": 2})),
        readings={"failed_check": reading},
    )
    run = drive(the_setup, script=[[D, A]])  # the defender's cube: failed
    check = run.event("check")
    assert not check["passed"] and sum(check["bag"].values()) == left
    assert not run.events("converted")


def test_a_conversion_with_a_choice_and_the_courage_it_costs():
    the_setup = setup(
        side(army("a", {"swordsman": 1, "archer": 2})),
        side(army("d", {"swordsman": 1}), government="theocracy"),
    )
    run = drive(the_setup, {"convert": "a.archer"}, script=[[D, D]])
    (ask,) = run.asked("convert")
    assert [o.key for o in ask.options] == ["a.swordsman", "a.archer"]
    assert run.event("converted")["unit"] == "archer"
    assert run.event("courage")[A] == 2
    assert run.outcome.details["converted"][D] == {"archer": 1}


def test_a_side_out_of_reach_deals_no_damage_unless_the_campaign_reads_otherwise():
    far = setup(
        side(army("a", {"archer": 1}, distance=2)),
        side(army("d", {"swordsman": 1}, distance=2), action_cubes=1),
    )
    run = drive(far, script=[[D]])
    assert run.event("dealt")[D] == 0 and run.event("dealt")["harmless"] == [D]
    harmful = drive({**far, "readings": {"unreachable_harm": True}}, script=[[D]])
    assert harmful.event("dealt")[D] == 1 and harmful.outcome.losses == {A: {"archer": 1}}


def test_a_refused_allocation_is_asked_again_with_the_reason():
    the_setup = setup(
        side(army("a", {"swordsman": 3})),
        side(army("d", {"peasant": 1, "spearman": 1}, structures=[{"kind": "building"}])),
    )
    nothing = {"d.peasant": 0, "d.spearman": 0, "d.structures": 0}
    plans = [{**nothing, "d.structures": 1}, {**nothing, "d.peasant": 1}]
    run = drive(the_setup, {"allocate": plans, "draw": "1"}, script=[[A]])
    first, second = run.asked("allocate")
    assert first.seat == A and first.fields["damage"] == 1
    assert "refused" not in first.fields and second.fields["refused"] == "units-first"
    assert run.outcome.losses == {D: {"peasant": 1}}


def test_a_quick_battles_muster_asks_each_side_once_then_fights():
    shell = {
        "seats": {A: {"user_id": 1, "name": "Ada"}, D: {"user_id": 2, "name": "Bo"}},
        "muster": {
            "distance": 1,
            "structures": [{"kind": "city", "damage": 1}],
            A: {"technologies": ["tactics"]},
            D: {"government": "democracy"},
        },
    }
    RULESET.validate_setup(shell)
    answers = {"forces": [{"spearman": 2, "action_cubes": 1}, {"cavalry": 1}], "tactics": False}
    run = drive(shell, answers)
    first, second = run.asked("forces")[:2]
    assert first.seat == A and second.seat == D
    assert {c.key for c in first.counts} >= {"spearman", "galley", "action_cubes"} - {"galley"}
    assert "galley" not in {c.key for c in first.counts}  # a land hex
    assert run.event("bag")["parts"][A]["action"] == 1
    assert run.b.setup[D]["armies"][0]["structures"] == [{"kind": "city", "damage": 1}]
    with pytest.raises(AnswerRefused):
        first.validate({"spearman": 0})  # an attacker needs a unit


def test_a_setup_that_cannot_fight_is_refused():
    with pytest.raises(SetupError):
        RULESET.validate_setup(setup(side(army("a", {})), side(army("d", {"spearman": 1}))))
    with pytest.raises(SetupError):
        RULESET.validate_setup(setup(side(army("a", {"dragon": 1})), side(army("d", {}))))


def test_a_battle_replays_exactly_from_its_answers_and_entropy():
    the_setup = setup(
        side(army("a", {"spearman": 3, "archer": 2}), technologies=["tactics"]),
        side(
            army("d", {"cavalry": 2, "peasant": 1}),
            government="democracy",
            technologies=["regular_army"],
        ),
    )
    state = replay(RULESET, the_setup, "seed-1", [], entropy="start")
    answers = []
    while state.pending is not None:
        ask = state.pending
        value = {
            "draw": ask.options[-1].key if ask.options else None,
            "more": "0",
        }.get(ask.purpose)
        if value is None:
            value = (
                True
                if ask.kind.value == "yes_no"
                else ({c.key: c.default for c in ask.counts} if ask.counts else ask.options[0].key)
            )
        answers.append(
            {
                "seq": state.ask_seq,
                "seat": ask.seat,
                "value": value,
                "entropy": f"click-{len(answers)}",
            }
        )
        state = replay(RULESET, the_setup, "seed-1", answers, entropy="start")
    again = replay(RULESET, the_setup, "seed-1", answers, entropy="start")
    assert again.outcome == state.outcome
    assert [r.faces for r in again.rolls] == [r.faces for r in state.rolls]
    other = replay(RULESET, the_setup, "seed-2", answers[:1], entropy="start")
    assert other.pending is not None  # another seed, the same questions
