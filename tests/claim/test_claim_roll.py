"""The claim roll: the secret RP ask and its bounds, each modifier, ties and re-rolls, results."""

from __future__ import annotations

from typing import Any

import pytest

from bot.battles import BattleService
from bot.engine import AnswerRefused, AskKind, SetupError, submit
from bot.games import Game, GameRegistry
from bot.store import Store
from cogs.claim.rules import RULESET, ClaimSettings, campaign_data
from tests.claim.helpers import (
    claim_setup,
    events,
    final_result,
    play,
    rec,
    reroll,
    seed_with_dice,
    spend,
)

NO_MODIFIERS = {
    "priority_bonus": 0,
    "rp_spent": 0,
    "rp_bonus": 0,
    "fortifications": 0,
    "mass_assault_bonus": 0,
}


# -- the simultaneous secret ask ----------------------------------------------------------------
def test_both_sides_commit_rp_in_one_secret_ask() -> None:
    setup = claim_setup(
        attacker_priority="offence",
        defender_priority="defence",
        main_attack=True,
        rp={"attacker": 3, "defender": 2},
    )
    state = play(setup, "claim-ask", [])
    ask = state.pending
    assert ask is not None and ask.kind is AskKind.SECRET and ask.purpose == "claim_spend"
    assert ask.seats == ("attacker", "defender")
    attacker, defender = ask.inner("attacker"), ask.inner("defender")
    assert (attacker.counts[0].low, attacker.counts[0].high) == (0, 3)
    assert (defender.counts[0].low, defender.counts[0].high) == (0, 2)
    assert attacker.fields["bonus_per_rp"] == 2 and defender.fields["bonus_per_rp"] == 1
    assert state.rolls == [], "no die is rolled before both sides have committed"


def test_a_side_that_may_not_spend_is_still_asked_within_nothing() -> None:
    ask = play(claim_setup(rp={"attacker": 3, "defender": 3}), "claim-ask", []).pending
    assert ask is not None and ask.seats == ("attacker", "defender")
    for seat in ask.seats:
        assert ask.inner(seat).fields["may_spend"] is False
        assert ask.inner(seat).counts[0].high == 0


REFUSED = [
    pytest.param(
        {"main_attack": True, "rp": {"attacker": 1, "defender": 0}},
        "attacker",
        2,
        id="attacker above its RP",
    ),
    pytest.param(
        {"attacker_priority": "offence", "rp": {"attacker": 3, "defender": 0}},
        "attacker",
        1,
        id="attacker on a further attack",
    ),
    pytest.param(
        {
            "mass_assault_rank": 1,
            "rp": {"attacker": 3, "defender": 0},
            "settings": {"mass_assault_rp": "primary_only"},
        },
        "attacker",
        1,
        id="attacker on a secondary target, primary_only",
    ),
    pytest.param(
        {"defender_priority": "offence", "rp": {"attacker": 0, "defender": 3}},
        "defender",
        1,
        id="defender with offence priority",
    ),
    pytest.param(
        {"defender_priority": "defence", "rp": {"attacker": 0, "defender": 1}},
        "defender",
        2,
        id="defender above its RP",
    ),
]


@pytest.mark.parametrize(("changes", "seat", "rp"), REFUSED)
def test_a_spend_beyond_what_a_side_may_spend_is_refused(
    changes: dict[str, Any], seat: str, rp: int
) -> None:
    setup = claim_setup(**changes)
    with pytest.raises(AnswerRefused, match="between 0 and"):
        submit(RULESET, setup, "claim-refuse", [], seq=0, seat=seat, value={"rp": rp})
    record, _ = submit(RULESET, setup, "claim-refuse", [], seq=0, seat=seat, value={"rp": 0})
    assert record == rec(0, seat, {"rp": 0})


def test_a_spend_within_the_limits_is_taken() -> None:
    setup = claim_setup(
        mass_assault_rank=2,
        defender_priority="defence",
        rp={"attacker": 2, "defender": 1},
    )
    state = play(setup, "claim-spend", spend(attacker=2, defender=1))
    assert state.outcome is not None
    assert state.outcome.details["rp_spent"]["defender"] == 1
    assert state.outcome.resources["defender"] == {"rp": -1}


# -- the modifiers, each on its own -------------------------------------------------------------
MODIFIERS = [
    pytest.param({}, (0, 0), {}, {}, id="none"),
    pytest.param(
        {"attacker_priority": "offence"}, (0, 0), {"priority_bonus": 1}, {}, id="attacker offence"
    ),
    pytest.param(
        {"main_attack": True, "attacker_priority": "offence", "rp": {"attacker": 2}},
        (2, 0),
        {"priority_bonus": 1, "rp_spent": 2, "rp_bonus": 4},
        {},
        id="attacker RP with offence +2 each",
    ),
    pytest.param(
        {"main_attack": True, "rp": {"attacker": 2}},
        (2, 0),
        {"rp_spent": 2, "rp_bonus": 2},
        {},
        id="attacker RP with defence +1 each",
    ),
    pytest.param(
        {"defender_priority": "defence"}, (0, 0), {}, {"priority_bonus": 1}, id="defender defence"
    ),
    pytest.param({"fortifications": 3}, (0, 0), {}, {"fortifications": 3}, id="fortifications"),
    pytest.param(
        {"defender_priority": "defence", "rp": {"defender": 2}},
        (0, 2),
        {},
        {"priority_bonus": 1, "rp_spent": 2, "rp_bonus": 2},
        id="defender RP with defence +1 each",
    ),
    pytest.param({"mass_assault_rank": 0}, (0, 0), {"mass_assault_bonus": 2}, {}, id="primary"),
    pytest.param({"mass_assault_rank": 1}, (0, 0), {"mass_assault_bonus": 1}, {}, id="secondary"),
    pytest.param({"mass_assault_rank": 2}, (0, 0), {}, {}, id="tertiary"),
    pytest.param({"mass_assault_rank": 5}, (0, 0), {}, {}, id="sixth target"),
    pytest.param(
        {"mass_assault_rank": 1, "rp": {"attacker": 1}},
        (1, 0),
        {"mass_assault_bonus": 1, "rp_spent": 1, "rp_bonus": 1},
        {},
        id="RP on a secondary target",
    ),
]


@pytest.mark.parametrize(("changes", "spent", "attacker", "defender"), MODIFIERS)
def test_each_modifier_on_its_own(
    changes: dict[str, Any],
    spent: tuple[int, int],
    attacker: dict[str, int],
    defender: dict[str, int],
) -> None:
    setup = claim_setup(**changes)
    state = play(setup, "claim-modifiers", spend(*spent))
    scores = {e["side"]: e for e in events(state, "claim_score")}
    for side, expected in (("attacker", attacker), ("defender", defender)):
        score = scores[side]
        terms = {key: score[key] for key in NO_MODIFIERS}
        assert terms == {**NO_MODIFIERS, **expected}
        bonus = sum(v for k, v in terms.items() if k != "rp_spent")
        assert score["total"] == score["die"] + bonus


# -- ties and the re-roll -----------------------------------------------------------------------
def test_a_tie_may_be_rerolled_for_one_rp_and_the_attacker_wins() -> None:
    setup = claim_setup(fortifications=2, buildings=["mill"], rp={"attacker": 1})
    seed = seed_with_dice(5, 3, 5, 2)  # 5 against 3 + 2 fortifications, then 5 against 2 + 2
    state = play(setup, seed, spend())
    ask = state.pending
    assert ask is not None and ask.kind is AskKind.YES_NO and ask.seat == "attacker"
    assert ask.purpose == "claim_reroll" and ask.fields["cost_rp"] == 1
    state = play(setup, seed, [*spend(), reroll(True)])
    outcome = state.outcome
    assert outcome is not None and outcome.winner == "attacker"
    assert outcome.control == {"hill": "attacker"}
    assert outcome.resources == {"attacker": {"rp": -1}, "defender": {"rp": 0}}
    assert outcome.details["rerolled"] and not outcome.details["tied"]
    assert outcome.details["fortifications_after"] == 0
    assert outcome.details["buildings_destroyed"] and outcome.details["buildings_lost"] == ["mill"]
    first, second = ([e for e in events(state, "claim_score") if e["throw"] == n] for n in (1, 2))
    strip = ("die", "total", "throw")
    assert [{k: v for k, v in e.items() if k not in strip} for e in first] == [
        {k: v for k, v in e.items() if k not in strip} for e in second
    ], "the re-roll keeps the same modifiers"
    assert [r.purpose for r in state.rolls] == ["claim", "claim", "claim_reroll", "claim_reroll"]


def test_still_tied_after_the_reroll_the_defender_keeps_the_area_without_fortifications() -> None:
    setup = claim_setup(fortifications=2, rp={"attacker": 2})
    state = play(setup, seed_with_dice(3, 1, 4, 2), [*spend(), reroll(True)])
    assert final_result(state) == "tie"
    outcome = state.outcome
    assert outcome is not None and outcome.winner == "defender"
    assert outcome.control == {"hill": "defender"}
    assert outcome.details["rerolled"] and outcome.details["fortifications_after"] == 0
    assert outcome.resources["attacker"] == {"rp": -1}
    assert not outcome.details["buildings_destroyed"]


def test_the_defender_may_win_the_reroll() -> None:
    setup = claim_setup(fortifications=2, rp={"attacker": 1})
    state = play(setup, seed_with_dice(4, 2, 1, 1), [*spend(), reroll(True)])
    assert final_result(state) == "defender"
    assert state.outcome is not None and state.outcome.details["fortifications_after"] == 1


def test_a_declined_reroll_settles_the_tie_for_the_defender() -> None:
    setup = claim_setup(fortifications=2, rp={"attacker": 1})
    state = play(setup, seed_with_dice(4, 2), [*spend(), reroll(False)])
    assert final_result(state) == "tie"
    assert len(state.rolls) == 2
    assert state.outcome is not None and not state.outcome.details["rerolled"]
    assert state.outcome.details["fortifications_after"] == 0
    assert state.outcome.resources["attacker"] == {"rp": 0}
    assert events(state, "claim_reroll")[0]["accepted"] is False


def test_no_reroll_without_rp() -> None:
    setup = claim_setup(fortifications=2)
    state = play(setup, seed_with_dice(4, 2), spend())
    assert state.finished and final_result(state) == "tie"
    assert events(state, "claim_tie") == [
        {"kind": "claim_tie", "throw": 1, "reroll_allowed": False}
    ]


def test_no_reroll_when_the_attacker_spent_its_last_rp() -> None:
    setup = claim_setup(
        attacker_priority="offence",
        defender_priority="defence",
        main_attack=True,
        fortifications=2,
        rp={"attacker": 1},
    )
    state = play(setup, seed_with_dice(3, 3), spend(attacker=1))  # 3+1+2 against 3+1+2
    assert state.finished and final_result(state) == "tie"
    assert state.outcome is not None and state.outcome.resources["attacker"] == {"rp": -1}
    answers = spend(attacker=1)
    with pytest.raises(AnswerRefused, match="over"):
        submit(RULESET, setup, seed_with_dice(3, 3), answers, seq=1, seat="attacker", value=True)


# -- results ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("fortifications", "after"), [(0, 0), (1, 0), (3, 2)])
def test_the_defender_wins_and_loses_one_fortification_never_below_zero(
    fortifications: int, after: int
) -> None:
    setup = claim_setup(fortifications=fortifications, buildings=["mill"])
    state = play(setup, seed_with_dice(1, 6), spend())
    outcome = state.outcome
    assert outcome is not None and outcome.winner == "defender" and not outcome.details["tied"]
    assert outcome.details["fortifications_after"] == after
    assert outcome.details["buildings_lost"] == []


def test_the_attacker_wins_only_when_strictly_higher_and_destroys_everything() -> None:
    setup = claim_setup(fortifications=3, buildings=["mill", "farm"])
    state = play(setup, seed_with_dice(6, 2), spend())  # 6 against 2 + 3
    outcome = state.outcome
    assert outcome is not None and outcome.winner == "attacker"
    assert outcome.control == {"hill": "attacker"}
    assert outcome.details["fortifications_after"] == 0
    assert outcome.details["buildings_lost"] == ["mill", "farm"]
    result = events(state, "claim_result")[0]
    assert result["buildings_lost"] == ["mill", "farm"] and result["fortifications_after"] == 0


def test_the_log_is_structured_events_in_rule_order() -> None:
    setup = claim_setup(rp={"attacker": 1})
    state = play(setup, seed_with_dice(4, 4, 6, 1), [*spend(), reroll(True)])
    kinds = [e.kind for e in state.events]
    assert kinds == [
        "claim_declared",
        "roll",
        "claim_score",
        "roll",
        "claim_score",
        "claim_compare",
        "claim_tie",
        "claim_reroll",
        "roll",
        "claim_score",
        "roll",
        "claim_score",
        "claim_compare",
        "claim_result",
    ]
    assert events(state, "claim_compare")[-1] == {
        "kind": "claim_compare",
        "throw": 2,
        "attacker": 6,
        "defender": 1,
        "result": "attacker",
    }


# -- setups that cannot start -------------------------------------------------------------------
BAD_SETUPS = [
    pytest.param({"attacker_priority": "attack"}, "offence' or 'defence", id="priority"),
    pytest.param({"area": ""}, "Name the area", id="no area"),
    pytest.param({"fortifications": -1}, "Fortifications", id="negative fortifications"),
    pytest.param({"mass_assault_rank": True}, "mass assault rank", id="rank not a number"),
    pytest.param({"main_attack": "yes"}, "main_attack", id="main attack not a bool"),
    pytest.param({"rp": {"attacker": 1.5}}, "attacker's RP", id="fractional RP"),
    pytest.param({"rp": {"ally": 1}}, "rp gives", id="RP of a third side"),
    pytest.param({"buildings": "mill"}, "buildings", id="buildings not a list"),
    pytest.param({"settings": {"old_rules": True}}, "Unknown setting", id="unknown setting"),
    pytest.param({"seats": {"attacker": {}}}, "attacker and a defender", id="one seat"),
]


@pytest.mark.parametrize(("changes", "message"), BAD_SETUPS)
def test_a_bad_setup_is_refused(changes: dict[str, Any], message: str) -> None:
    with pytest.raises(SetupError, match=message):
        RULESET.validate_setup(claim_setup(**changes))


def test_the_campaign_defaults_are_the_readings_of_claim_md() -> None:
    assert campaign_data().starting_rp == 0
    assert ClaimSettings.read().to_dict() == {
        "rule2_one_battle_per_defender": True,
        "rule2_shared_areas": True,
        "main_battle_claimed_defence": "defence",
        "mass_assault_rp": "every_target",
        "main_attack_rp": "main_battle",
    }


# -- driven and stored by the platform ----------------------------------------------------------
async def test_a_claim_roll_is_played_and_stored_through_the_battle_service(tmp_path) -> None:
    store = await Store.open(tmp_path / "claim.db")
    try:
        games = GameRegistry()
        games.register(Game("claim", "Claim roll", RULESET))
        service = BattleService(store, games)
        setup = claim_setup(defender_priority="defence", rp={"attacker": 0, "defender": 1})
        loaded = await service.start(
            1, "claim", setup, channel_id=5, created_by=101, entropy="start"
        )
        bid = loaded.battle.id
        await service.answer(
            1, bid, seq=0, seat="defender", value={"rp": 1}, user_id=202, entropy="1"
        )
        _, after = await service.answer(
            1, bid, seq=0, seat="attacker", value={"rp": 0}, user_id=101, entropy="2"
        )
        assert after.battle.status == "finished", "no re-roll ask: the attacker holds no RP"
        stored = await service.load(1, bid)
        assert stored.battle.outcome == after.state.outcome.to_dict()
        assert stored.battle.outcome["resources"]["defender"] == {"rp": -1}
    finally:
        await store.close()
