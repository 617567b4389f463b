"""A campaign's state in the store's tables (campaign.py): an attack's setup from it, and what the
battle's end changes — figures removed, killed units back to the market, loot moved, a city
razed, a capital taken."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.store import UNCHANGED, Faction, Region
from cogs.civ.campaign import (
    FORCES,
    CampaignRefusal,
    attack_setup,
    campaign_changes,
    market_of,
    start_changes,
)
from cogs.civ.cards import full_deck
from cogs.civ.combat import ATTACKER, DEFENDER
from cogs.civ.rules import RULESET
from tests.civ.helpers import first_option, play

NOW = "2026-01-01T00:00:00+00:00"


def faction(fid: int, name: str, **more) -> Faction:
    resources = more.pop("resources", {})
    return Faction(fid, 1, 1, 100 + fid, name, resources, more, NOW, None)


def region(key: str, holdings: dict, owner: int | None = None, **data) -> Region:
    return Region(hash(key) % 1000, 1, 1, key, key.title(), owner, holdings, data, NOW)


ROME = faction(1, "Rome", ranks={"infantry": 2}, techs=["flight"], resources={"barracks": 1})
BABYLON = faction(2, "Babylon", resources={"trade": 5, "culture": 1, "iron": 2, "academies": 1},
                  techs=["writing"])  # fmt: skip
FORCES_ROW = region(
    FORCES, {"1": {"infantry_2": 2, "mounted_3": 1}, "2": {"artillery_1": 1, "infantry_1": 1}}
)


def test_the_market_is_every_card_no_faction_holds():
    held = market_of(FORCES_ROW)
    deck = full_deck()
    assert held["infantry_2"] == deck["infantry_2"] - 2
    assert held["mounted_3"] == deck["mounted_3"] - 1
    assert sum(held.values()) == sum(deck.values()) - 5


def test_an_attack_reads_both_sides_from_the_campaign():
    target = region("babylon", {"2": {"armies": 1}}, owner=2, city="capital", fortified=True,
                    buildings={"academies": 1})  # fmt: skip
    origin = region("plains", {"1": {"armies": 3, "scouts": 1}})
    setup = attack_setup(target, ROME, BABYLON, FORCES_ROW, {}, moved={"armies": 2},
                         origin=origin)  # fmt: skip
    RULESET.validate_setup(setup)
    a, d = setup["sides"][ATTACKER], setup["sides"][DEFENDER]
    assert setup["square"] == {"kind": "capital", "fortified": True}
    assert a["armies"] == 2 and a["ranks"]["infantry"] == 2 and a["flight"]
    assert sorted(a["standing"]) == ["infantry_2", "infantry_2", "mounted_3"]
    assert a["barracks"] == 1 and d["academies"] == 1
    assert setup["loot"][DEFENDER]["resources"] == {"iron": 2}
    assert Counter(setup["market"]) == market_of(FORCES_ROW)
    changes = start_changes(setup)
    assert changes.regions["plains"].holdings_deltas == {1: {"armies": -2}}
    assert changes.regions["babylon"].holdings_deltas == {1: {"armies": 2}}


def test_an_attack_is_refused_as_the_table_would():
    target = region("hills", {"2": {"armies": 1}})
    origin = region("plains", {"1": {"armies": 1}})
    with pytest.raises(CampaignRefusal) as refused:
        attack_setup(target, ROME, BABYLON, FORCES_ROW, {}, moved={"armies": 2}, origin=origin)
    assert refused.value.key == "civ-refuse-figures"
    with pytest.raises(CampaignRefusal) as refused:
        attack_setup(target, ROME, BABYLON, FORCES_ROW, {}, moved={}, origin=None)
    assert refused.value.key == "civ-refuse-no-figures"
    empty = region("desert", {"1": {"armies": 1}})
    with pytest.raises(CampaignRefusal) as refused:
        attack_setup(empty, ROME, BABYLON, FORCES_ROW, {}, moved={})
    assert refused.value.key == "civ-refuse-nobody"
    with pytest.raises(CampaignRefusal):
        attack_setup(target, ROME, BABYLON, FORCES_ROW, {}, moved={}, pending=["hills"])


def test_the_end_of_a_battle_moves_figures_units_and_loot():
    target = region("uruk", {"2": {"armies": 1}, "1": {"armies": 2}}, owner=2, city="city",
                    buildings={"academies": 1})  # fmt: skip
    setup = attack_setup(target, ROME, BABYLON, FORCES_ROW, {"civ_rules": {}}, moved={})

    def decide(ask, state, seat):
        if ask.purpose == "loot" and ask.fields["list"] == "city":
            return "tech:writing"
        if ask.purpose == "loot":
            return "trade"
        keys = [o.key for o in ask.options]
        attacks = [k for k in keys if not k.endswith("@new")]
        return attacks[0] if attacks else first_option(ask, state, seat)

    state = play(setup, decide, seed="campaign-1")
    outcome = state.outcome
    changes = campaign_changes(setup, outcome)
    killed = outcome.details["killed"]
    forces = changes.regions[FORCES].holdings_deltas
    for side, fid in ((ATTACKER, 1), (DEFENDER, 2)):
        assert forces.get(fid, {}) == {c: -n for c, n in Counter(killed[side]).items()}
    square = changes.regions["uruk"]
    removed = outcome.details["removed"]
    for side, fid in ((ATTACKER, 1), (DEFENDER, 2)):
        wanted = {k: -n for k, n in removed[side].items() if n}
        assert square.holdings_deltas.get(fid, {}) == wanted
    if outcome.winner == ATTACKER:
        assert square.owner is None and square.data["city"] is None  # razed
        assert (
            changes.resource_deltas[2]["trade"] == -3 and changes.resource_deltas[1]["trade"] == 3
        )
        assert changes.resource_deltas[2]["academies"] == -1  # its buildings to the market
        assert changes.faction_data[1]["techs"] == ["flight", "writing"]
    else:
        assert square.owner is UNCHANGED
        assert changes.resource_deltas.get(1, {}).get("trade", 0) == -3


def test_a_capital_taken_is_a_military_victory():
    strong = faction(1, "Rome", resources={"generals": 3})
    forces = region(FORCES, {"1": {"infantry_3": 3, "mounted_3": 3, "artillery_3": 3}})
    target = region("babylon", {"1": {"armies": 3}}, owner=2, city="capital")
    setup = attack_setup(target, strong, BABYLON, forces, {}, moved={})
    state = play(setup, seed="rome-wins")
    assert state.outcome.winner == ATTACKER and state.outcome.details["capital"]
    changes = campaign_changes(setup, state.outcome)
    assert changes.faction_data[1]["victory"] == "military"
    assert changes.regions["babylon"].data["capital_taken_by"] == 1
