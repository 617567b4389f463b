"""One scenario per rule of soe.md, with scripted dice and the exact asks expected."""

from __future__ import annotations

import pytest

from bot.engine import AnswerRefused, replay
from cogs.soe.odds import Choices
from cogs.soe.rules import RULESET, load_game_data
from tests.soe.helpers import event_view, make_setup, play, run

YES, NO = True, False


def neutral_with(reward: str):
    """A neutral country of the data file with that reward (the tests follow the data)."""
    return next(n for n in load_game_data().neutrals.values() if n.reward == reward)


# -- naval phase ----------------------------------------------------------------------------------
def test_only_the_attacker_has_fleets_so_it_wins_naval_support_without_a_fight():
    setup = make_setup(
        attacker={"armies": 2, "fleets": 1}, defender={"armies": 2, "control_markers": 1}
    )
    played = run(setup, [(3, 1), (2, 2)])
    assert played.asks == []
    assert played.one("naval_support")["side"] == "attacker"
    assert played.one("naval_support")["reason"] == "only_fleets"
    assert played.one("land_score", side="attacker")["naval_support"] == 1
    assert played.one("land_score", side="defender")["naval_support"] == 0
    assert played.one("land_score", side="attacker")["total"] == 1 + 2 + 2
    assert played.outcome.winner == "attacker"


def test_only_the_defender_has_fleets_so_it_wins_naval_support():
    setup = make_setup(
        attacker={"armies": 1}, defender={"armies": 1, "fleets": 1, "control_markers": 1}
    )
    played = run(setup, [(1, 1), (1, 1)])
    assert played.one("naval_support")["side"] == "defender"
    assert played.one("land_score", side="defender")["total"] == 1 + 1
    assert played.outcome.winner == "defender"
    assert played.outcome.losses == {"attacker": {"armies": 1}}


def test_attacker_declines_the_naval_fight_and_the_defender_gets_support():
    setup = make_setup(
        attacker={"armies": 1, "fleets": 1},
        defender={"armies": 1, "fleets": 1, "control_markers": 1},
    )
    played = run(setup, [(1, 1), (1, 1)], [("fight_at_sea", "attacker", NO)])
    assert played.one("naval_support") == {
        "kind": "naval_support",
        "side": "defender",
        "reason": "attacker_declined",
    }
    assert not played.of("naval_score")
    assert [r["purpose"] for r in played.of("roll")] == ["land", "land"]
    assert played.outcome.winner == "defender"


def test_defender_declines_the_naval_fight_and_the_attacker_gets_support():
    setup = make_setup(
        attacker={"armies": 1, "fleets": 1},
        defender={"armies": 1, "fleets": 1, "control_markers": 1},
    )
    played = run(
        setup,
        [(1, 1), (1, 1)],
        [("fight_at_sea", "attacker", YES), ("fight_at_sea", "defender", NO)],
    )
    assert played.one("naval_support")["reason"] == "defender_declined"
    assert played.one("land_score", side="attacker")["naval_support"] == 1
    assert played.outcome.winner == "attacker"
    assert played.outcome.losses == {"defender": {"armies": 1}}


FIGHT = [("fight_at_sea", "attacker", YES), ("fight_at_sea", "defender", YES)]


def test_naval_tie_gives_nobody_support_and_both_lose_a_fleet():
    setup = make_setup(
        attacker={"armies": 1, "fleets": 2},
        defender={"armies": 1, "fleets": 2, "control_markers": 1},
    )
    played = run(setup, [(2, 2), (3, 3), (1, 3), (1, 1)], FIGHT)
    assert played.one("naval_result")["winner"] is None
    assert played.one("naval_support") == {
        "kind": "naval_support",
        "side": None,
        "reason": "naval_tie",
    }
    assert {e["side"] for e in played.of("land_score") if e["naval_support"]} == set()
    assert played.outcome.losses == {
        "attacker": {"fleets": 1},
        "defender": {"armies": 1, "fleets": 1},
    }
    assert played.outcome.details["naval_support"] is None


def test_naval_score_names_every_bonus():
    setup = make_setup(
        attacker={"armies": 1, "fleets": 2, "navy_training": 1},
        defender={"armies": 1, "fleets": 1, "control_markers": 1},
        attacker_ally={"fleets": 1},
    )
    played = run(
        setup, [(2, 6), (1, 1), (1, 1), (1, 1)], [("ally_joins", "attacker_ally", "join"), *FIGHT]
    )
    score = played.one("naval_score", side="attacker")
    assert score == {
        "kind": "naval_score",
        "side": "attacker",
        "fleets": 2,
        "allied_fleets": 1,
        "alliance": 0,
        "training": 1,
        "dice": [2, 6],
        "difference": 4,
        "total": 2 + 1 + 1 + 4,
        "natural_seven": False,
    }


# -- the 7 rule -----------------------------------------------------------------------------------
def test_seven_at_sea_of_the_loser_costs_its_ally_the_second_fleet():
    setup = make_setup(
        attacker={"armies": 1, "fleets": 1},
        defender={"armies": 1, "fleets": 3, "control_markers": 1},
        attacker_ally={"fleets": 1},
    )
    played = run(
        setup,
        [(3, 4), (1, 3), (1, 1), (1, 1)],
        [("ally_joins", "attacker_ally", "join"), *FIGHT],
    )
    assert played.one("naval_score", side="attacker")["natural_seven"] is True
    assert played.one("naval_result")["winner"] == "defender"
    lost = [
        (e["side"], e["unit"], e["cause"]) for e in played.of("unit_lost") if e["phase"] == "naval"
    ]
    assert lost == [("attacker", "fleets", "defeat"), ("attacker_ally", "fleets", "seven")]
    assert played.outcome.losses == {
        "attacker": {"armies": 1, "fleets": 1},
        "attacker_ally": {"fleets": 1},
    }


def test_seven_without_an_ally_costs_the_loser_a_second_own_unit():
    setup = make_setup(
        "german_states", attacker={"armies": 3}, defender={"armies": 3, "control_markers": 1}
    )
    played = run(setup, [(2, 5), (1, 5)])
    assert played.one("land_result")["winner"] == "defender"
    assert played.outcome.losses == {"attacker": {"armies": 2}}
    causes = [e["cause"] for e in played.of("unit_lost")]
    assert causes == ["defeat", "seven"]


def test_seven_of_the_winner_costs_it_one_own_unit_even_with_an_ally():
    setup = make_setup(
        "german_states",
        attacker={"armies": 3},
        defender={"armies": 2, "control_markers": 1},
        defender_ally={"armies": 1},
    )
    played = run(setup, [(1, 1), (2, 5)], [("ally_joins", "defender_ally", "join")])
    assert played.one("land_score", side="defender")["total"] == 2 + 1 + 3
    assert played.one("land_result")["winner"] == "defender"
    assert played.outcome.losses == {"attacker": {"armies": 1}, "defender": {"armies": 1}}


def test_seven_of_the_loser_on_land_falls_on_its_ally():
    setup = make_setup(
        "german_states",
        attacker={"armies": 3},
        defender={"armies": 1, "control_markers": 1},
        defender_ally={"armies": 1},
    )
    played = run(setup, [(1, 4), (3, 4)], [("ally_joins", "defender_ally", "join")])
    assert played.one("land_result")["winner"] == "attacker"
    assert played.outcome.losses == {"defender": {"armies": 1}, "defender_ally": {"armies": 1}}
    assert played.outcome.resources == {"defender": {"unrest": 1}, "defender_ally": {"unrest": 1}}


# -- losses: forts --------------------------------------------------------------------------------
def test_fort_is_never_lost_on_a_tie():
    setup = make_setup(
        "german_states",
        attacker={"armies": 3},
        defender={"armies": 1, "forts": 1, "control_markers": 1},
    )
    played = run(setup, [(2, 2), (3, 3)])
    assert played.one("land_result")["winner"] is None
    assert played.asks == []  # a tie leaves no choice: an army
    assert played.outcome.losses == {"attacker": {"armies": 1}, "defender": {"armies": 1}}
    assert played.one("control_unchanged")["reason"] == "tie_defender_holds"


def test_fort_alone_is_not_lost_on_a_tie():
    setup = make_setup(
        "german_states", attacker={"armies": 2}, defender={"forts": 1, "control_markers": 1}
    )
    played = run(setup, [(1, 1), (1, 1)])
    assert played.one("no_unit_to_lose") == {
        "kind": "no_unit_to_lose",
        "side": "defender",
        "phase": "land",
        "cause": "tie",
    }
    assert played.outcome.losses == {"attacker": {"armies": 1}}


@pytest.mark.parametrize("choice", ["forts", "armies"])
def test_the_defender_chooses_army_or_fort_on_an_outright_loss(choice):
    setup = make_setup(
        "german_states",
        attacker={"armies": 4},
        defender={"armies": 1, "forts": 1, "control_markers": 1},
    )
    played = run(setup, [(1, 5), (2, 2)], [("choose_loss", "defender", choice)])
    (ask,) = played.asks
    assert [o.key for o in ask.options] == ["armies", "forts"]
    assert ask.fields["cause"] == "defeat"
    score = played.one("land_score", side="defender")
    assert (score["forts"], score["fort_bonus"]) == (1, 2)
    assert played.outcome.losses == {"defender": {choice: 1}}
    assert played.outcome.control == {"german_states": "attacker"}


# -- end of the naval phase, control markers ------------------------------------------------------
def test_without_an_attacker_army_the_attack_ends_after_the_naval_phase():
    setup = make_setup(
        attacker={"fleets": 2}, defender={"armies": 1, "fleets": 1, "control_markers": 1}
    )
    played = run(setup, [(1, 2), (1, 1)], FIGHT)
    assert played.one("attack_ends")["reason"] == "no_attacker_army"
    assert not played.of("land_score")
    assert played.outcome.winner == "attacker"
    assert played.outcome.losses == {"defender": {"fleets": 1}}
    assert played.outcome.control == {}
    assert played.outcome.details["control_reason"] == "no_land_combat"


def test_attacker_win_moves_a_control_marker():
    setup = make_setup("german_states", attacker={"armies": 3})
    played = run(setup, [(1, 2), (1, 1)])
    assert played.one("control_marker") == {
        "kind": "control_marker",
        "area": "german_states",
        "placed_by": "attacker",
        "removed_from": "defender",
    }
    assert played.outcome.control == {"german_states": "attacker"}
    assert played.outcome.details["control_marker_removed"] == "defender"


def test_no_defender_control_marker_means_the_attacker_places_none():
    setup = make_setup(
        "german_states", attacker={"armies": 3}, defender={"armies": 1, "control_markers": 0}
    )
    played = run(setup, [(1, 2), (1, 1)])
    assert played.outcome.winner == "attacker"
    assert played.outcome.control == {}
    assert played.one("control_unchanged")["reason"] == "defender_has_no_marker"


# -- neutral countries ----------------------------------------------------------------------------
def test_neutral_tie_costs_the_attacker_an_army_and_no_control():
    target = neutral_with("gold")
    setup = make_setup(target.area, {"armies": target.defence}, neutral=target.key)
    played = run(setup, [(1, 1), (4, 4)])
    assert played.one("land_score", side="defender")["defence"] == target.defence
    assert played.one("land_result")["winner"] is None
    assert played.outcome.losses == {"attacker": {"armies": 1}}
    assert played.outcome.control == {}
    assert played.outcome.resources == {"attacker": {"unrest": 1}}
    assert not played.of("reward")
    assert played.one("naval_phase_skipped")["reason"] == "neutral"


@pytest.mark.parametrize("reward", ["gold", "vp"])
def test_neutral_win_gains_the_reward_and_control(reward):
    target = neutral_with(reward)
    setup = make_setup(target.area, {"armies": target.defence, "fleets": 1}, neutral=target.key)
    played = run(setup, [(1, 3), (1, 1)])
    assert played.outcome.winner == "attacker"
    assert played.outcome.resources == {"attacker": {reward: target.defence}}
    assert played.outcome.control == {target.area: "attacker"}
    assert played.one("control_marker")["removed_from"] is None
    assert played.one("reward")["amount"] == target.defence


def test_neutral_without_reward_gives_nothing_but_control():
    target = neutral_with("none")
    setup = make_setup(target.area, {"armies": target.defence}, neutral=target.key)
    played = run(setup, [(1, 3), (1, 1)])
    assert played.outcome.resources == {}
    assert played.outcome.control == {target.area: "attacker"}


def test_neutral_win_costs_the_attacker_an_army():
    target = neutral_with("gold")
    setup = make_setup(target.area, {"armies": 1}, neutral=target.key)
    played = run(setup, [(1, 1), (1, 5)])
    assert played.outcome.winner == "defender"
    assert played.outcome.losses == {"attacker": {"armies": 1}}


def test_neutral_that_does_not_roll_scores_its_number_only():
    target = neutral_with("gold")
    setup = make_setup(
        target.area,
        {"armies": target.defence},
        neutral=target.key,
        settings={"neutral_rolls_dice": False},
    )
    played = run(setup, [(1, 2)])
    score = played.one("land_score", side="defender")
    assert (score["dice"], score["total"]) == (None, target.defence)
    assert played.outcome.winner == "attacker"


# -- unrest, training, alliance tiles -------------------------------------------------------------
UNREST_SETUP = dict(
    attacker={"armies": 1, "fleets": 1},
    defender={"armies": 1, "fleets": 3, "control_markers": 1},
    attacker_ally={"fleets": 1},
)


@pytest.mark.parametrize("naval_unrest", [True, False])
def test_every_unit_lost_gives_its_owner_one_unrest(naval_unrest):
    setup = make_setup(**UNREST_SETUP, settings={"naval_losses_unrest": naval_unrest})
    played = run(
        setup,
        [(3, 4), (1, 3), (1, 1), (1, 1)],
        [("ally_joins", "attacker_ally", "join"), *FIGHT],
    )
    assert played.outcome.losses == {
        "attacker": {"armies": 1, "fleets": 1},
        "attacker_ally": {"fleets": 1},
    }
    if naval_unrest:
        assert played.outcome.resources == {
            "attacker": {"unrest": 2},
            "attacker_ally": {"unrest": 1},
        }
    else:
        assert played.outcome.resources == {"attacker": {"unrest": 1}}


@pytest.mark.parametrize(("attacker", "defender", "bonus"), [(2, 1, (1, 0)), (1, 1, (0, 0))])
def test_training_tiles_give_one_point_only_to_the_side_with_more(attacker, defender, bonus):
    setup = make_setup(
        attacker={"armies": 1, "fleets": 1, "army_training": attacker, "navy_training": defender},
        defender={
            "armies": 1,
            "fleets": 1,
            "control_markers": 1,
            "army_training": defender,
            "navy_training": attacker,
        },
    )
    played = run(setup, [(1, 1), (1, 1), (1, 1), (1, 1)], FIGHT)
    land = tuple(played.one("land_score", side=s)["training"] for s in ("attacker", "defender"))
    naval = tuple(played.one("naval_score", side=s)["training"] for s in ("attacker", "defender"))
    assert land == bonus
    assert naval == bonus[::-1]


def test_an_alliance_tile_used_at_sea_is_not_counted_again_on_land():
    setup = make_setup(
        attacker={"armies": 1, "fleets": 1, "alliance_either": 1, "alliance_land": 1},
        defender={"armies": 1, "fleets": 1, "control_markers": 1},
    )
    played = run(
        setup,
        [(1, 1), (1, 1), (1, 1), (1, 1)],
        [
            *FIGHT,
            ("alliance_tiles_naval", "attacker", {"either": 1}),
            ("alliance_tiles_land", "attacker", {"land": 1}),
        ],
    )
    sea_ask, land_ask = played.asks[2:]
    assert [c.key for c in sea_ask.counts] == ["either"]
    assert [c.key for c in land_ask.counts] == ["land"]  # the land-or-sea tile is spent
    assert played.one("naval_score", side="attacker")["alliance"] == 1
    assert played.one("land_score", side="attacker")["alliance"] == 1
    assert played.outcome.details["alliance_tiles_used"] == {
        "attacker": {"sea": 0, "either_at_sea": 1, "land": 1, "either_on_land": 0}
    }


def test_alliance_tiles_kept_for_land_count_there():
    setup = make_setup(
        attacker={"armies": 1, "fleets": 1, "alliance_either": 2, "alliance_sea": 1},
        defender={"armies": 1, "fleets": 1, "control_markers": 1},
    )
    played = run(
        setup,
        [(1, 1), (1, 1), (1, 1), (1, 1)],
        [
            *FIGHT,
            ("alliance_tiles_naval", "attacker", {"sea": 1, "either": 0}),
            ("alliance_tiles_land", "attacker", {"either": 2}),
        ],
    )
    assert played.one("naval_score", side="attacker")["alliance"] == 1
    assert played.one("land_score", side="attacker")["alliance"] == 2


def test_land_locked_area_skips_the_naval_phase():
    setup = make_setup(
        "german_states",
        attacker={"armies": 2, "navy_training": 3},
        defender={"armies": 1, "control_markers": 1},
    )
    played = run(setup, [(1, 1), (1, 1)])
    assert played.one("naval_phase_skipped")["reason"] == "no_sea"
    assert [r["purpose"] for r in played.of("roll")] == ["land", "land"]
    assert played.one("land_score", side="attacker")["naval_support"] == 0


# -- declaring: allies and quick battles ----------------------------------------------------------
def test_an_ally_that_stays_out_brings_nothing():
    setup = make_setup(
        "german_states",
        attacker={"armies": 1},
        defender={"armies": 1, "control_markers": 1},
        defender_ally={"armies": 5},
    )
    played = run(setup, [(1, 3), (1, 1)], [("ally_joins", "defender_ally", "stay_out")])
    assert played.one("land_score", side="defender")["allied_armies"] == 0
    assert played.outcome.winner == "attacker"


def test_an_ally_without_units_in_the_area_is_not_asked():
    setup = make_setup(
        "german_states",
        attacker={"armies": 1},
        defender={"armies": 1, "control_markers": 1},
        attacker_ally={"armies": 0},
    )
    played = run(setup, [(1, 3), (1, 1)])
    assert played.one("ally_decision")["reason"] == "no_units"


def test_quick_battle_collects_forces_and_allies_by_asks():
    setup = make_setup(attacker_ally={}, defender_ally={})
    del setup["forces"]
    setup["collect_forces"] = True
    tiles = {"army_training": 0, "navy_training": 0, "alliance_land": 0, "alliance_sea": 0}
    played = run(
        setup,
        [(1, 1), (1, 2), (1, 1), (1, 1)],
        [
            ("forces", "attacker", {"armies": 2, "fleets": 1}),
            ("tiles", "attacker", {**tiles, "army_training": 1, "alliance_either": 0}),
            ("forces", "defender", {"armies": 1, "fleets": 1, "forts": 0, "control_markers": 1}),
            ("tiles", "defender", {**tiles, "alliance_either": 0}),
            ("ally_joins", "attacker_ally", "join"),
            ("ally_forces", "attacker_ally", {"armies": 1, "fleets": 0}),
            ("ally_joins", "defender_ally", "stay_out"),
            *FIGHT,
        ],
    )
    assert played.asks[0].min_total == 1
    assert played.one("forces", side="attacker")["army_training"] == 1
    land = played.one("land_score", side="attacker")
    assert (land["armies"], land["allied_armies"], land["training"]) == (2, 1, 1)
    assert played.one("naval_result")["winner"] == "defender"


def test_quick_battle_against_a_neutral_asks_only_the_attacker():
    target = neutral_with("gold")
    setup = make_setup(target.area, neutral=target.key)
    del setup["forces"]
    setup["collect_forces"] = True
    played = run(
        setup,
        [(1, 1), (1, 1)],
        [
            ("forces", "attacker", {"armies": target.defence}),
            ("tiles", "attacker", {"army_training": 0, "alliance_land": 0, "alliance_either": 0}),
        ],
    )
    assert [c.key for c in played.asks[0].counts] == ["armies"]
    assert played.asks[0].counts[0].low == 1
    assert played.outcome.winner is None


def one_step_quick_battle(area: str = "india", **allies) -> dict:
    setup = make_setup(area, **allies)
    del setup["forces"]
    return {**setup, "collect_forces": True, "one_step": True}


NO_TILES = {"army_training": 0, "navy_training": 0, "alliance_land": 0, "alliance_sea": 0}


def test_one_step_each_player_answers_once_units_tiles_and_allies_alike():
    setup = one_step_quick_battle(attacker_ally={}, defender_ally={})
    played = run(
        setup,
        [(1, 1), (1, 2), (1, 1), (1, 1)],
        [
            ("forces", "attacker", {"armies": 2, "fleets": 1, "army_training": 1}),
            ("forces", "defender", {"armies": 1, "fleets": 1, "control_markers": 1}),
            ("ally_forces", "attacker_ally", {"armies": 1, "fleets": 0}),
            ("ally_forces", "defender_ally", {"armies": 0, "fleets": 0}),  # stays out
            ("fight_at_sea", "attacker", YES),
            ("fight_at_sea", "defender", YES),
        ],
    )
    attacker, defender, ally, _ = played.asks[:4]
    assert [c.key for c in attacker.counts] == [
        "armies", "fleets", "army_training", "navy_training",
        "alliance_land", "alliance_sea", "alliance_either",
    ]  # fmt: skip
    assert attacker.min_total == 1 and defender.min_total is None
    assert attacker.fields["together"] == ("Tiles", [c.key for c in attacker.counts[2:]])
    assert ally.min_total is None and ally.fields["zero"] == "Stay out"
    assert played.one("forces", side="attacker")["army_training"] == 1
    assert played.one("ally_decision", side="attacker_ally")["joined"] is True
    assert played.one("ally_decision", side="defender_ally")["reason"] == "stayed_out"
    land = played.one("land_score", side="attacker")
    assert (land["armies"], land["allied_armies"], land["training"]) == (2, 1, 1)
    assert played.one("land_score", side="defender")["allied_armies"] == 0


def test_one_step_an_attacker_with_tiles_but_no_army_or_fleet_is_asked_again():
    setup = one_step_quick_battle()
    no_units = {"armies": 0, "fleets": 0, "alliance_sea": 1}
    played = run(
        setup,
        [(1, 1), (1, 1)],
        [
            ("forces", "attacker", no_units),
            ("forces", "attacker", {"armies": 1}),
            ("forces", "defender", {"armies": 1, "control_markers": 1}),
        ],
    )
    assert "need an army or fleet" in played.asks[1].fields["prompt"]
    assert played.one("forces", side="attacker")["armies"] == 1


def test_setups_from_before_one_step_replay_with_their_two_asks_each():
    """A quick battle stored before one_step still replays: units, then tiles; join, then units."""
    legacy = {**one_step_quick_battle(attacker_ally={}), "one_step": False}
    played = run(
        legacy,
        [(1, 1), (1, 1)],
        [
            ("forces", "attacker", {"armies": 1, "fleets": 0}),
            ("tiles", "attacker", {**NO_TILES, "alliance_either": 0}),
            ("forces", "defender", {"armies": 1, "fleets": 0, "control_markers": 1}),
            ("tiles", "defender", {**NO_TILES, "alliance_either": 0}),
            ("ally_joins", "attacker_ally", "join"),
            ("ally_forces", "attacker_ally", {"armies": 1, "fleets": 0}),
        ],
    )
    assert played.one("ally_decision")["armies"] == 1
    with pytest.raises(Exception, match="on or off"):
        RULESET.validate_setup({**legacy, "one_step": "yes"})


# -- replay ---------------------------------------------------------------------------------------
def test_the_engine_replays_a_played_battle_exactly():
    setup = make_setup(
        attacker={"armies": 2, "fleets": 2, "alliance_either": 1},
        defender={"armies": 1, "fleets": 1, "forts": 1, "control_markers": 1},
        attacker_ally={"armies": 1, "fleets": 1},
    )
    choices = Choices(forts_first={"defender": True})
    for i in range(30):
        played = play(setup, f"replay-{i}", choices)
        state = replay(RULESET, setup, f"replay-{i}", played.answers)
        assert state.finished
        assert state.outcome == played.outcome
        assert [event_view(e) for e in state.events] == played.events


def has_a_choice(ask) -> bool:
    """More than one valid answer: a player has something to decide."""
    if ask.kind == "choose_one":
        return len(ask.options) > 1
    if ask.kind == "yes_no":
        return True
    assert ask.kind == "set_counts", ask.kind
    base = {c.key: c.default for c in ask.counts}
    ask.validate(base)
    for c in ask.counts:
        for n in (c.default - 1, c.default + 1):
            if c.low <= n <= c.high:
                try:
                    ask.validate({**base, c.key: n})
                    return True
                except AnswerRefused:
                    pass
    return False


def test_no_step_asks_what_has_only_one_answer():
    """Every ask of every branch, in campaign and one-step quick battles, is a real choice: what
    is forced (a loss with one unit to lose, tiles nobody holds, an ally with nothing there) is
    logged, not asked."""
    from tests.soe.test_render import QUICK_FORCES, SCENARIOS

    quick = one_step_quick_battle("caribbean", attacker_ally={}, defender_ally={})
    forces = {**QUICK_FORCES, "attacker_ally": {"armies": 1}, "defender_ally": {"armies": 0}}
    cases = [*SCENARIOS.values(), (quick, Choices(forces=forces))]
    asked = 0
    for setup, choices in cases:
        for i in range(12):
            played = play(setup, f"choice-{i}", choices)
            for ask in played.asks:
                asked += 1
                assert has_a_choice(ask), (ask.purpose, ask.seat)
    assert asked > 100
