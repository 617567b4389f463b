"""Issue 12, Struggle of Empires: several allies per side, the 7 rule with several allies, the
7-and-forts reading, the setup's refusals, old setups replaying, campaign allies and Alliance
tiles per area, and the odds named as the game names an attack's end."""

from __future__ import annotations

import copy
from fractions import Fraction

import pytest

from bot.engine import Option, SetupError, choose_one, replay
from bot.i18n import speaking
from bot.store import Faction, Region
from cogs.soe.campaign import attack_setup, campaign_changes, placed_tiles
from cogs.soe.odds import Choices, naval_choice_matters, odds
from cogs.soe.rules import RULESET, load_game_data, stamped
from cogs.soe.texts import localize_ask, rules_refusal
from tests.soe.helpers import SEATS, event_view, make_setup, play, run

MORE_SEATS = {
    "attacker_ally_2": {"user_id": 5, "name": "Eva"},
    "defender_ally_2": {"user_id": 6, "name": "Fil"},
}


def with_allies(setup: dict, **allies: dict) -> dict:
    """`setup` with more ally seats (attacker_ally_2=..., defender_ally_2=...)."""
    setup = copy.deepcopy(setup)
    for seat, units in allies.items():
        setup["seats"][seat] = MORE_SEATS[seat]
        setup["forces"][seat] = units
    return setup


def refused(setup: dict, words: str) -> None:
    with pytest.raises(SetupError, match=words):
        RULESET.validate_setup(setup)


# -- several allies per side ----------------------------------------------------------------------
def test_two_allies_of_a_side_are_asked_in_turn_and_both_fight():
    setup = with_allies(
        make_setup(
            "german_states",
            attacker={"armies": 2},
            defender={"armies": 1, "control_markers": 1},
            defender_ally={"armies": 1},
        ),
        defender_ally_2={"armies": 2},
    )
    played = run(
        setup,
        [(1, 1), (1, 1)],
        [("ally_joins", "defender_ally", "join"), ("ally_joins", "defender_ally_2", "join")],
    )
    score = played.one("land_score", side="defender")
    assert (score["armies"], score["allied_armies"], score["total"]) == (1, 3, 4)
    assert played.one("land_result")["winner"] == "defender"
    assert played.outcome.losses == {"attacker": {"armies": 1}}


def test_one_ally_joins_and_the_other_stays_out():
    setup = with_allies(
        make_setup(
            attacker={"armies": 2, "fleets": 1},
            defender={"armies": 1, "control_markers": 1},
            attacker_ally={"fleets": 1},
        ),
        attacker_ally_2={"armies": 1},
    )
    played = run(
        setup,
        [(1, 1), (2, 2)],
        [("ally_joins", "attacker_ally", "stay_out"), ("ally_joins", "attacker_ally_2", "join")],
    )
    assert played.one("naval_support")["reason"] == "only_fleets"
    score = played.one("land_score", side="attacker")
    assert (score["armies"], score["allied_armies"], score["naval_support"]) == (2, 1, 1)


@pytest.mark.parametrize("who", ["defender_ally", "defender_ally_2"])
def test_the_losing_player_chooses_which_ally_loses_the_unit_of_its_seven(who):
    setup = with_allies(
        make_setup(
            "german_states",
            attacker={"armies": 5},
            defender={"armies": 1, "control_markers": 1},
            defender_ally={"armies": 1},
        ),
        defender_ally_2={"armies": 1},
    )
    played = run(
        setup,
        [(1, 1), (3, 4)],  # attacker 5 + 0, defender 1 + 2 + 1 with a natural 7: it loses
        [
            ("ally_joins", "defender_ally", "join"),
            ("ally_joins", "defender_ally_2", "join"),
            ("choose_ally_loss", "defender", who),
        ],
    )
    ask = played.asks[-1]
    assert [o.key for o in ask.options] == ["defender_ally", "defender_ally_2"]
    assert (ask.fields["cause"], ask.fields["unit"]) == ("seven", "armies")
    assert played.outcome.losses == {"defender": {"armies": 1}, who: {"armies": 1}}
    assert played.outcome.resources == {"defender": {"unrest": 1}, who: {"unrest": 1}}
    lost = played.of("unit_lost")
    assert [(e["side"], e["cause"]) for e in lost] == [("defender", "defeat"), (who, "seven")]


def test_the_choice_of_an_ally_reads_its_players_name():
    ask = choose_one(
        "defender",
        "choose_ally_loss",
        [Option("defender_ally", "x"), Option("defender_ally_2", "y")],
        prompt="Which ally loses the unit?",
        unit="fleets",
    )
    setup = {"seats": {"defender_ally": {"name": "Di"}, "defender_ally_2": {"name": ""}}}
    with speaking("en"):
        shown = localize_ask(ask, setup)
    assert [o.label for o in shown.options] == ["Di", "Defender's ally"]
    assert "second fleet" in shown.fields["prompt"]
    with speaking("uk"):
        assert "флот" in localize_ask(ask, setup).fields["prompt"]


def test_a_lone_ally_takes_the_second_loss_without_an_ask_as_before():
    setup = make_setup(
        "german_states",
        attacker={"armies": 5},
        defender={"armies": 1, "control_markers": 1},
        defender_ally={"armies": 1},
    )
    played = run(setup, [(1, 1), (3, 4)], [("ally_joins", "defender_ally", "join")])
    assert played.outcome.losses == {"defender": {"armies": 1}, "defender_ally": {"armies": 1}}


def test_several_allies_replay_exactly():
    setup = with_allies(
        make_setup(
            attacker={"armies": 2, "fleets": 2},
            defender={"armies": 1, "fleets": 1, "forts": 1, "control_markers": 1},
            attacker_ally={"armies": 1, "fleets": 1},
            defender_ally={"fleets": 1},
        ),
        attacker_ally_2={"fleets": 1},
        defender_ally_2={"armies": 1, "fleets": 1},
    )
    for i in range(20):
        played = play(setup, f"allies-{i}", Choices(forts_first={"defender": True}))
        state = replay(RULESET, setup, f"allies-{i}", played.answers)
        assert state.outcome == played.outcome
        assert [event_view(e) for e in state.events] == played.events


# -- a natural 7 and forts ------------------------------------------------------------------------
FORT_ONLY = {"forts": 1, "control_markers": 1}


def test_literal_reading_a_winning_defenders_seven_takes_its_only_fort():
    setup = make_setup("german_states", {"armies": 1}, FORT_ONLY, settings=stamped({}))
    played = run(setup, [(1, 1), (1, 6)])  # attacker 1, defender 2 + 5 with a 7: it wins
    assert played.one("land_result")["winner"] == "defender"
    assert played.outcome.losses == {"attacker": {"armies": 1}, "defender": {"forts": 1}}
    assert played.one("unit_lost", side="defender")["cause"] == "seven"


def test_house_reading_a_winning_defenders_seven_never_takes_a_fort():
    setup = make_setup(
        "german_states", {"armies": 1}, FORT_ONLY, settings={"seven_takes_forts": False}
    )
    played = run(setup, [(1, 1), (1, 6)])
    assert played.outcome.losses == {"attacker": {"armies": 1}}
    assert played.one("no_unit_to_lose")["cause"] == "seven"


def test_literal_reading_the_owner_chooses_army_or_fort_for_a_winners_seven():
    setup = make_setup(
        "german_states",
        {"armies": 1},
        {"armies": 1, "forts": 1, "control_markers": 1},
        settings=stamped({}),
    )
    played = run(setup, [(1, 1), (1, 6)], [("choose_loss", "defender", "forts")])
    assert [o.key for o in played.asks[0].options] == ["armies", "forts"]
    assert played.outcome.losses == {"attacker": {"armies": 1}, "defender": {"forts": 1}}


def test_a_tie_never_costs_a_fort_in_either_reading():
    for settings in (stamped({}), {"seven_takes_forts": False}):
        setup = make_setup("german_states", {"armies": 2}, FORT_ONLY, settings=settings)
        played = run(setup, [(1, 1), (1, 1)])
        assert played.outcome.losses == {"attacker": {"armies": 1}}


def test_a_setup_that_names_no_reading_replays_as_it_was_played():
    """Battles stored before the setting existed named no reading: they keep today's."""
    setup = make_setup("german_states", {"armies": 1}, FORT_ONLY)
    assert "seven_takes_forts" not in setup["settings"]
    played = run(setup, [(1, 1), (1, 6)])
    assert played.outcome.losses == {"attacker": {"armies": 1}}


def test_new_setups_name_every_reading_with_the_originals_defaults():
    assert stamped({"naval_losses_unrest": False, "unknown": True}) == {
        "neutral_rolls_dice": True,
        "naval_losses_unrest": False,
        "neutral_attacker_allies": False,
        "seven_takes_forts": True,
    }


# -- old setups -----------------------------------------------------------------------------------
OLD_SETUP = {
    "seats": {
        "attacker": {"user_id": 1, "name": "Ada"},
        "defender": {"user_id": 2, "name": "Bo"},
        "attacker_ally": {"user_id": 3, "name": "Cy"},
        "defender_ally": {"user_id": 4, "name": "Di"},
    },
    "area": "india",
    "defender_kind": "player",
    "forces": {
        "attacker": {"armies": 2, "fleets": 2, "alliance_either": 1},
        "defender": {"armies": 1, "fleets": 1, "forts": 1, "control_markers": 1},
        "attacker_ally": {"armies": 1, "fleets": 1},
        "defender_ally": {"armies": 1},
    },
}


def test_a_battle_stored_with_the_old_one_ally_seats_replays_exactly():
    """The answers and events a stored old-shape battle recorded, replayed by today's rules."""
    for i in range(20):
        played = play(OLD_SETUP, f"old-{i}", Choices(forts_first={"defender": True}))
        stored = copy.deepcopy(played.answers)
        state = replay(RULESET, OLD_SETUP, f"old-{i}", stored)
        assert state.finished and state.outcome == played.outcome
        assert [event_view(e) for e in state.events] == played.events
        purposes = {e["kind"] for e in played.events}
        assert "ally_decision" in purposes
    # the recorded shape of one such battle, as the store keeps it (seed and answers)
    answers = [
        {"seq": 0, "seat": "attacker_ally", "value": "join"},
        {"seq": 1, "seat": "defender_ally", "value": "join"},
        {"seq": 2, "seat": "attacker", "value": True},
        {"seq": 3, "seat": "defender", "value": True},
    ]
    state = replay(RULESET, OLD_SETUP, "stored", answers)
    assert state.pending is not None and state.pending.purpose == "alliance_tiles_naval"


# -- the setup's refusals -------------------------------------------------------------------------
def test_the_attacker_or_defender_cannot_be_its_own_ally():
    setup = make_setup(attacker_ally={"armies": 1}, defender_ally={"armies": 1})
    own = copy.deepcopy(setup)
    own["seats"]["attacker_ally"] = SEATS["attacker"]
    refused(own, "attacker cannot be its own ally")
    own = copy.deepcopy(setup)
    own["seats"]["defender_ally"] = SEATS["defender"]
    refused(own, "defender cannot be its own ally")
    twice = with_allies(setup, attacker_ally_2={"armies": 1})
    twice["seats"]["attacker_ally_2"] = SEATS["attacker_ally"]
    refused(twice, "only one of the allies")


def test_the_same_player_on_both_sides_is_refused_when_ids_are_missing():
    setup = make_setup(attacker_ally={"armies": 1})
    for seat in setup["seats"]:
        setup["seats"][seat] = {"user_id": None, "name": setup["seats"][seat]["name"]}
    RULESET.validate_setup(setup)
    named = copy.deepcopy(setup)
    named["seats"]["defender"]["name"] = "ada "
    refused(named, "both sides")
    factions = copy.deepcopy(setup)
    factions["factions"] = {"attacker": 7, "defender": 8, "attacker_ally": 8}
    refused(factions, "both sides")


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"area": ["india"]}, "Choose one of the areas"),
        ({"area": 3}, "Choose one of the areas"),
        ({"neutral": ["x"], "defender_kind": "neutral"}, "Choose which neutral"),
        ({"factions": {"attacker": "one"}}, "faction"),
        ({"factions": ["attacker"]}, "faction"),
        ({"attacker_gold": True}, "costs 2 gold"),
    ],
)
def test_values_of_the_wrong_type_are_refused_in_words(change, words):
    setup = {**make_setup(), **change}
    if change.get("defender_kind") == "neutral":
        del setup["forces"]["defender"], setup["seats"]["defender"]
        setup["seats"]["defender"] = {"user_id": None, "name": "?"}
    refused(setup, words)


@pytest.mark.parametrize("user_id", [["1"], "1", 1.5, True, {"id": 1}])
def test_a_user_id_of_the_wrong_type_is_refused_in_words(user_id):
    setup = copy.deepcopy(make_setup())
    setup["seats"]["defender"]["user_id"] = user_id
    refused(setup, "not a Discord member")


def test_unknown_ally_seats_are_refused():
    setup = make_setup()
    setup["seats"]["attacker_ally_1"] = {"user_id": 9, "name": "Zed"}
    refused(setup, "Unknown seats")


def test_the_new_refusals_speak_italian_and_ukrainian():
    for lang in ("it", "uk"):
        with speaking(lang):
            for message in (
                "The attacker cannot be its own ally.",
                "The defender cannot be its own ally.",
                "A player can be only one of the allies of a side.",
                "The defender ally's player is not a Discord member.",
                "Each seat's faction must be a faction id.",
            ):
                assert rules_refusal(message) != message, (lang, message)


# -- a campaign: allies from the alliances, tiles per area ----------------------------------------
def faction(fid: int, name: str, alliance: str = "", **data: int) -> Faction:
    return Faction(
        fid, 1, 1, 100 + fid, name, {"gold": 5}, {"alliance": alliance, **data}, "", None
    )


def region(holdings: dict[int, dict[str, int]]) -> Region:
    return Region(1, 1, 1, "india", "India", None, {str(k): v for k, v in holdings.items()}, {}, "")


BRITAIN, FRANCE = faction(1, "Britain", "North", army_training=1), faction(2, "France", "South")
SPAIN, PRUSSIA = faction(3, "Spain", "South"), faction(4, "Prussia", "South")
AUSTRIA, RUSSIA = faction(5, "Austria", "North"), faction(6, "Russia", "East")
ALL = (BRITAIN, FRANCE, SPAIN, PRUSSIA, AUSTRIA, RUSSIA)


def test_a_campaign_attack_seats_every_ally_with_units_in_the_area():
    held = region(
        {
            1: {"armies": 2, "fleets": 1, "alliance_land": 1, "alliance_either": 1},
            2: {"armies": 1, "control": 1, "alliance_sea": 2},
            3: {"armies": 1},
            4: {"fleets": 2},
            5: {"armies": 1},
            6: {"armies": 3},  # in no alliance with either side: not asked
        }
    )
    setup = attack_setup("india", BRITAIN, FRANCE, None, held, {}, ALL)
    RULESET.validate_setup(setup)
    assert list(setup["seats"]) == [
        "attacker",
        "defender",
        "attacker_ally",
        "defender_ally",
        "defender_ally_2",
    ]
    assert setup["factions"] == {
        "attacker": 1,
        "defender": 2,
        "attacker_ally": 5,
        "defender_ally": 3,
        "defender_ally_2": 4,
    }
    assert setup["forces"]["defender_ally_2"] == {"armies": 0, "fleets": 2}
    assert setup["forces"]["attacker"] == {
        "armies": 2,
        "fleets": 1,
        "army_training": 1,
        "navy_training": 0,
        "alliance_land": 1,
        "alliance_sea": 0,
        "alliance_either": 1,
    }
    assert setup["forces"]["defender"]["alliance_sea"] == 2
    assert setup["settings"]["seven_takes_forts"] is True
    state = replay(RULESET, setup, "seed", [])
    assert (state.pending.purpose, state.pending.seat) == ("ally_joins", "attacker_ally")


def test_tiles_held_for_another_area_do_not_count_here():
    africa_only = Region(1, 1, 1, "india", "India", None, {"1": {"armies": 1}}, {}, "")
    setup = attack_setup("india", BRITAIN, FRANCE, None, africa_only, {}, ALL)
    assert setup["forces"]["attacker"]["alliance_land"] == 0
    assert setup["forces"]["attacker"]["alliance_either"] == 0


def test_allies_without_units_there_or_only_fleets_on_land_are_not_asked():
    held = region({1: {"armies": 2}, 2: {"armies": 1, "control": 1}, 3: {"fleets": 1}})
    german = Region(1, 1, 1, "german_states", "German States", None, held.holdings, {}, "")
    setup = attack_setup("german_states", BRITAIN, FRANCE, None, german, {}, ALL)
    assert set(setup["seats"]) == {"attacker", "defender"}


def test_a_neutral_attack_seats_the_attackers_allies_only_when_the_setting_allows():
    held = region({1: {"armies": 2}, 5: {"armies": 1}})
    neutral = next(n for n in load_game_data().neutrals.values() if n.area == "india")
    plain = attack_setup("india", BRITAIN, None, neutral.key, held, {}, ALL)
    assert set(plain["seats"]) == {"attacker", "defender"}
    allowed = attack_setup(
        "india", BRITAIN, None, neutral.key, held, {"neutral_attacker_allies": True}, ALL
    )
    assert allowed["forces"]["attacker_ally"] == {"armies": 1, "fleets": 0}
    RULESET.validate_setup(allowed)


def test_an_allys_losses_and_unrest_go_to_its_faction():
    held = region({1: {"armies": 5}, 2: {"armies": 1, "control": 1}, 3: {"armies": 1}})
    setup = attack_setup("german_states", BRITAIN, FRANCE, None, held, {}, ALL)
    setup["area"] = "german_states"
    played = run(setup, [(1, 1), (3, 4)], [("ally_joins", "defender_ally", "join")])
    changes = campaign_changes(setup, played.outcome)
    assert changes.regions["german_states"].holdings_deltas[3] == {"armies": -1}
    assert changes.resource_deltas[3] == {"unrest": 1}


def test_placing_tiles_takes_them_off_the_unplaced_ones():
    old = Faction(
        1, 1, 1, 101, "Britain", {}, {"alliance_unplaced": {"land": 2, "sea": 1}}, "", None
    )
    assert placed_tiles(old, {"alliance_land": 1, "armies": 3}) == {
        1: {"alliance_unplaced": {"land": 1, "sea": 1}}
    }
    assert placed_tiles(BRITAIN, {"alliance_land": 1}) == {}


# -- odds named as the game names an attack's end -------------------------------------------------
def test_fleets_against_no_fleets_is_no_combat_not_a_tie():
    setup = make_setup(attacker={"fleets": 2}, defender={"armies": 1, "control_markers": 1})
    result = odds(setup)
    assert result.result == {"no_combat": Fraction(1)}
    summary = result.summary()
    assert (summary["no_combat"], summary["tie"], summary["attacker_wins"]) == (1.0, 0.0, 0.0)


def test_a_naval_win_without_an_army_takes_no_control():
    setup = make_setup(attacker={"fleets": 3}, defender={"fleets": 1, "control_markers": 1})
    result = odds(setup)
    assert result.winner.get("attacker", 0) > 0  # it can win at sea
    assert "control_taken" not in result.result  # but never takes control
    assert set(result.result) == {"attack_failed"}


def test_declining_at_sea_is_offered_and_can_halve_the_attackers_chance():
    setup = make_setup(
        attacker={"armies": 1, "fleets": 3},
        defender={"armies": 1, "fleets": 1, "control_markers": 1},
    )
    assert naval_choice_matters(setup)
    fight = odds(setup).result["control_taken"]
    decline = odds(setup, Choices(attacker_fights_at_sea=False)).result["control_taken"]
    assert decline < fight
    assert not naval_choice_matters(make_setup(attacker={"armies": 1, "fleets": 1}))
    ally_fleet = make_setup(attacker={"armies": 1}, attacker_ally={"fleets": 1},
                            defender={"fleets": 1, "control_markers": 1})  # fmt: skip
    assert naval_choice_matters(ally_fleet)


def test_the_odds_take_several_allies():
    setup = with_allies(
        make_setup("german_states", {"armies": 1}, attacker_ally={"armies": 1}),
        attacker_ally_2={"armies": 1},
    )
    alone = odds(make_setup("german_states", {"armies": 1})).result["control_taken"]
    assert odds(setup).result["control_taken"] > alone
