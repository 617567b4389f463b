"""A Great War campaign: an attack's setup read from the campaign, and what its end changes."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine import BattleContext, Outcome
from bot.store import Faction, Region
from cogs.gw.campaign import (
    CampaignRefusal,
    attack_setup,
    campaign_changes,
    evacuation_setup,
    evacuation_start,
    income,
    territory_data,
)
from cogs.gw.rules import RULESET
from tests.gw.helpers import by_defaults, drive

GERMANY, FRANCE = 1, 2


def faction(fid: int, name: str, **data: Any) -> Faction:
    return Faction(fid, 9, 7, 100 + fid, name, {}, data, "", None)


def region(key: str, owner: int | None, holdings=None, **data: Any) -> Region:
    data = territory_data(data)
    return Region(0, 9, 7, key, key.capitalize(), owner,
                  {str(f): u for f, u in (holdings or {}).items()}, data, "")  # fmt: skip


def board(**extra: Region) -> dict[str, Region]:
    regions = {
        "alsace": region("alsace", GERMANY, {GERMANY: {"infantry": 4, "artillery": 2,
                         "fighter": 1, "rail_gun": 1}}, value=2, adjacent=["lorraine"]),
        "lorraine": region("lorraine", FRANCE, {FRANCE: {"infantry": 1, "entrenched_infantry": 2,
                           "fort": 1}}, value=4, adjacent=["paris", "channel"]),
        "paris": region("paris", FRANCE, {}, value=8),
        "channel": region("channel", None, {}, sea=True, adjacent=["paris"]),
    }  # fmt: skip
    return regions | extra


def test_an_attack_takes_the_units_next_door_and_the_owners_units_there():
    regions = board()
    ger = faction(GERMANY, "Germany", standing={"casualties": "strongest"})
    setup = attack_setup(
        regions["lorraine"], regions["alsace"], ger, faction(FRANCE, "France"),
        list(regions.values()), pending=["paris"],
    )  # fmt: skip
    RULESET.validate_setup(setup)
    (entry,) = setup["attackers"]
    assert entry["units"] == {"infantry": 4, "artillery": 2, "fighter": 1}
    assert entry["adjacent_rail_guns"] == 1
    assert setup["defender"]["units"] == {"infantry": 1, "entrenched_infantry": 2, "fort": 1}
    assert setup["territory"] == {"key": "lorraine", "name": "Lorraine", "value": 4,
                                  "contested": False}  # fmt: skip
    assert setup["retreats"]["attacker"] == ["alsace"]
    assert setup["retreats"]["defender"] == [
        {"key": "paris", "owner": "own", "battle_pending": True, "contested": False}
    ]
    assert setup["standing"] == {"attacker": {"casualties": "strongest"}}


def test_an_attack_is_refused_from_afar_or_without_units():
    regions = board()
    ger, fra = faction(GERMANY, "Germany"), faction(FRANCE, "France")
    with pytest.raises(CampaignRefusal) as far:
        attack_setup(regions["paris"], regions["alsace"], ger, fra, list(regions.values()))
    assert far.value.key == "gw-refuse-not-adjacent"
    with pytest.raises(CampaignRefusal) as none:
        attack_setup(regions["channel"], regions["paris"], fra, ger, list(regions.values()))
    assert none.value.key == "gw-refuse-no-units"


def land_setup() -> dict[str, Any]:
    regions = board()
    return attack_setup(regions["lorraine"], regions["alsace"], faction(GERMANY, "Germany"),
                        faction(FRANCE, "France"), list(regions.values()))  # fmt: skip


def outcome(result: str, attacker: dict, defender: dict, **details: Any) -> Outcome:
    return Outcome(
        winner=None,
        details={"result": result, "survivors": {"attacker": attacker, "defender": defender},
                 **details},
    )  # fmt: skip


def test_a_capture_moves_the_ground_survivors_in_and_changes_the_owner():
    changes = campaign_changes(land_setup(), outcome("attacker_win", {"infantry": 2,
                               "fighter": 1}, {}))  # fmt: skip
    target, origin = changes.regions["lorraine"], changes.regions["alsace"]
    assert target.owner == GERMANY
    assert target.holdings_deltas == {
        GERMANY: {"infantry": 2},
        FRANCE: {"infantry": -1, "entrenched_infantry": -2, "fort": -1},
    }
    # the fighter flies home; the rail gun never left
    assert origin.holdings_deltas == {GERMANY: {"infantry": -4, "artillery": -2}}
    assert target.data == {"contested": False, "income": 4}


def test_contesting_halves_the_income_and_both_sides_stay():
    changes = campaign_changes(
        land_setup(), outcome("contested", {"infantry": 1}, {"infantry": 2, "fort": 1})
    )
    target = changes.regions["lorraine"]
    assert target.data == {"contested": True, "income": 2}
    assert target.holdings_deltas[GERMANY] == {"infantry": 1}
    # two infantry left of three, two of them dug in: both stay entrenched
    assert target.holdings_deltas[FRANCE] == {"infantry": -1}
    assert income(5, True) == 2


def test_a_defender_retreat_moves_all_but_the_forts():
    changes = campaign_changes(
        land_setup(),
        outcome("attacker_win", {"infantry": 3}, {"infantry": 2, "fort": 1},
                retreated_to={"defender": "paris"}),
    )  # fmt: skip
    assert changes.regions["paris"].holdings_deltas == {FRANCE: {"infantry": 2}}
    assert changes.regions["lorraine"].holdings_deltas[FRANCE] == {
        "infantry": -1, "entrenched_infantry": -2,
    }  # fmt: skip


def test_bombing_damage_is_capped_at_the_territory_value():
    regions = board()
    regions["lorraine"] = region("lorraine", FRANCE, {FRANCE: {"fighter": 1}}, value=4,
                                 bombed=3, adjacent=["alsace"])  # fmt: skip
    regions["alsace"] = region("alsace", GERMANY, {GERMANY: {"zeppelin": 2}})
    setup = attack_setup(regions["lorraine"], regions["alsace"], faction(GERMANY, "Germany"),
                         faction(FRANCE, "France"), list(regions.values()), raid=True)  # fmt: skip
    RULESET.validate_setup(setup)
    assert setup["raid"]["target"]["lost_this_turn"] == 3
    changes = campaign_changes(setup, outcome("raid", {"zeppelin": 2}, {"fighter": 1}, damage=5))
    assert changes.regions["lorraine"].data == {"bombed": 4}


def test_a_captured_port_fleet_waits_to_evacuate():
    regions = board()
    regions["lorraine"] = region("lorraine", FRANCE, {FRANCE: {"infantry": 1, "cruiser": 2}},
                                 value=4, adjacent=["alsace", "channel"])  # fmt: skip
    setup = attack_setup(regions["lorraine"], regions["alsace"], faction(GERMANY, "Germany"),
                         faction(FRANCE, "France"), list(regions.values()))  # fmt: skip
    assert setup["port_fleet"] and setup["defender"]["units"] == {"infantry": 1}
    played = drive(BattleContext(setup, "seed-1"), policy=by_defaults)
    if played.outcome.details["result"] == "attacker_win":
        assert played.outcome.details["naval_evacuation"]
    changes = campaign_changes(
        setup, outcome("attacker_win", {"infantry": 4}, {}, naval_evacuation=True)
    )
    target = changes.regions["lorraine"]
    assert target.data["evacuating"] == {"faction": FRANCE, "units": {"cruiser": 2}}
    assert target.holdings_deltas[FRANCE] == {"infantry": -1, "cruiser": -2}


def test_the_evacuating_fleet_attacks_the_enemy_ships_of_the_zone():
    port = region("lorraine", GERMANY, {}, evacuating={"faction": FRANCE,
                  "units": {"cruiser": 2}})  # fmt: skip
    zone = region("channel", None, {GERMANY: {"destroyer": 1}}, sea=True)
    fra, ger = faction(FRANCE, "France"), faction(GERMANY, "Germany")
    setup = evacuation_setup(port, zone, fra, ger)
    RULESET.validate_setup(setup)
    assert setup["attackers"][0]["units"] == {"cruiser": 2}
    assert setup["defender"]["units"] == {"destroyer": 1}
    start = evacuation_start(port, zone, fra)
    assert start.regions["channel"].holdings_deltas == {FRANCE: {"cruiser": 2}}
    assert start.regions["lorraine"].data == {"evacuating": None}
    end = campaign_changes(setup, outcome("attacker_win", {"cruiser": 1}, {}))
    assert end.regions["channel"].holdings_deltas == {
        FRANCE: {"cruiser": -1}, GERMANY: {"destroyer": -1},
    }  # fmt: skip
    assert "owner" not in end.regions["channel"].to_json()  # nobody owns a sea zone


def test_technologies_are_read_in_any_language_and_in_the_tomls_order():
    from bot.errors import Refusal
    from cogs.gw.setup import parse_techs, techs_text

    assert parse_techs("Heavy bomber, gas") == ["gas", "heavy_bomber"]
    assert parse_techs("granate a gas; colpi") == ["gas_shells", "called_shots"]
    assert parse_techs("Наступальна координація") == ["offensive_coordination"]
    assert parse_techs("0") == parse_techs("none") == parse_techs("жодних") == []
    with pytest.raises(Refusal):
        parse_techs("laser")
    assert techs_text([]) == "none"


def test_a_naval_invasion_lands_what_the_transports_carry_and_the_ships_support_it():
    fleet = {"infantry": 5, "storm_troops": 1, "transport": 2, "cruiser": 1, "dreadnought": 1,
             "destroyer": 1}  # fmt: skip
    regions = board(channel=region("channel", None, {GERMANY: fleet}, sea=True,
                                   adjacent=["paris", "lorraine"]))  # fmt: skip
    ger, fra = faction(GERMANY, "Germany"), faction(FRANCE, "France")
    with pytest.raises(CampaignRefusal):  # an invasion sails from a sea zone
        attack_setup(regions["lorraine"], regions["alsace"], ger, fra, list(regions.values()),
                     invasion=True)  # fmt: skip
    setup = attack_setup(regions["lorraine"], regions["channel"], ger, fra,
                         list(regions.values()), invasion=True)  # fmt: skip
    RULESET.validate_setup(setup)
    (entry,) = setup["attackers"]
    assert entry["units"] == {} and entry["landing"] == {"infantry": 4}
    assert entry["transports"] == 2 and entry["support"] == {"cruiser": 1, "dreadnought": 1}
    assert setup["retreats"]["attacker"] == []
    played = drive(BattleContext(setup, "seed-3"), policy=by_defaults)
    assert played.outcome.details["result"] in ("attacker_win", "defender_win", "contested")
    won = campaign_changes(setup, outcome("attacker_win", {"infantry": 3}, {}))
    assert won.regions["lorraine"].owner == GERMANY
    assert won.regions["lorraine"].holdings_deltas[GERMANY] == {"infantry": 3}
    assert won.regions["channel"].holdings_deltas == {GERMANY: {"infantry": -4}}  # ships stay
    lost = campaign_changes(setup, outcome("defender_win", {}, {"infantry": 1}))
    assert lost.regions["channel"].holdings_deltas == {GERMANY: {"infantry": -4}}
    assert GERMANY not in lost.regions["lorraine"].holdings_deltas
