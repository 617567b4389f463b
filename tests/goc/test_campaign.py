"""A Glory of Civilizations campaign: an attack's setup read from the hexes and factions, the cubes
it charges, and what its end changes — survivors and restored units stay, converted units join
their converter, structures keep their damage, experience and the Warlike achievement are earned."""

from __future__ import annotations

from typing import Any

import pytest

from bot.store import Faction, Region
from cogs.goc.campaign import CampaignRefusal, attack_setup, campaign_changes, start_changes
from cogs.goc.rules import RULESET
from tests.goc.helpers import A, D, drive

LARYSA, OLEKSANDR = 1, 2


def faction(fid: int, name: str, resources=None, **data: Any) -> Faction:
    return Faction(fid, 9, 7, 100 + fid, name, dict(resources or {}), data, "", None)


def region(key: str, owner: int | None, holdings=None, **data: Any) -> Region:
    holdings = {str(f): u for f, u in (holdings or {}).items()}
    return Region(0, 9, 7, key, key.capitalize(), owner, holdings, data, "")


CITY = [
    {"kind": "city", "damage": 1},
    {"kind": "wall", "damage": 0, "on_line": True},
    {"kind": "building", "damage": 1},
    {"kind": "building", "damage": 0},
]


def siege(**cubes: int) -> dict:
    larysa = faction(LARYSA, "Larysa", {"experience": 3, "action": 1},
                     technologies=["fabian_tactics", "tactics", "regular_army", "siege_tower"],
                     relic=True)  # fmt: skip
    oleksandr = faction(OLEKSANDR, "Oleksandr", {"action": 2}, government="theocracy", relic=True)
    camp = region("camp", LARYSA, {LARYSA: {"trebuchet": 2, "swordsman": 3, "archer": 2}})
    kyiv = region("kyiv", OLEKSANDR, {OLEKSANDR: {"swordsman": 1, "peasant": 1, "cavalry": 1}},
                  structures=CITY)  # fmt: skip
    return attack_setup(kyiv, camp, larysa, oleksandr, distance=1, cubes=cubes, religion=D)


def test_an_attack_takes_its_army_and_the_target_with_its_structures():
    setup = siege(experience=1)
    RULESET.validate_setup(setup)
    assert setup[A]["armies"][0]["units"] == {"trebuchet": 2, "swordsman": 3, "archer": 2}
    assert setup[A]["technologies"][-1] == "siege_tower" and setup[A]["experience_cubes"] == 1
    assert setup[D]["armies"][0]["structures"] == CITY
    assert setup[D]["government"] == "theocracy" and setup["religion"] == D
    charge = start_changes(setup)
    assert charge.resource_deltas == {LARYSA: {"experience": -1}}
    assert charge.resource_floors == {"experience": 0}


def test_an_attack_cannot_spend_cubes_it_lacks_nor_come_from_nowhere():
    with pytest.raises(CampaignRefusal) as refused:
        siege(action=2)
    assert refused.value.key == "goc-refuse-cubes"
    larysa = faction(LARYSA, "Larysa")
    empty = region("field", LARYSA)
    with pytest.raises(CampaignRefusal):
        attack_setup(region("kyiv", OLEKSANDR, {OLEKSANDR: {"peasant": 1}}), empty, larysa,
                     faction(OLEKSANDR, "Oleksandr"))  # fmt: skip


def flat(by_army):
    total = {}
    for units in by_army.values():
        for unit, n in units.items():
            total[unit] = total.get(unit, 0) + n
    return total


@pytest.mark.parametrize("seed", ["kyiv-1", "kyiv-2", "kyiv-3", "kyiv-4"])
def test_the_end_of_a_siege_changes_the_campaign(seed):
    setup = siege(experience=1)
    run = drive(setup, seed=seed)
    out = run.outcome
    changes = campaign_changes(setup, out)
    for side, key, fid in ((A, "camp", LARYSA), (D, "kyiv", OLEKSANDR)):
        after = flat(out.details["survivors"][side])
        for unit, n in out.details["converted"][side].items():
            after[unit] = after.get(unit, 0) + n
        before = setup["campaign"]["sent"]["camp"] if side == A else setup["campaign"]["defending"]
        expected = {u: after.get(u, 0) - before.get(u, 0) for u in {*after, *before}}
        expected = {u: n for u, n in expected.items() if n}
        change = changes.regions.get(key)
        got = change.holdings_deltas.get(fid, {}) if change else {}
        assert got == expected, (side, got, expected)
    kyiv = changes.regions["kyiv"]
    assert kyiv.data["structures"] == out.details["structures"][D]["kyiv"]
    converts = sum(out.details["converted"][D].values())  # 2 cubes of exhaustion each
    if converts and flat(out.details["survivors"][D]) | out.details["converted"][D]:
        assert kyiv.data["exhaustion"] == {str(OLEKSANDR): 2 * converts}
    earned = {OLEKSANDR: out.details["experience"][D], LARYSA: out.details["experience"][A]}
    for fid, n in earned.items():
        assert changes.resource_deltas.get(fid, {}).get("experience", 0) == n
    if "warlike" in out.details["achievements"][A]:
        assert changes.resource_deltas[LARYSA]["warlike"] == 1
        assert all(s["kind"] != "city" for s in kyiv.data["structures"])


def test_a_hex_left_with_nothing_is_nobodys():
    larysa = faction(LARYSA, "Larysa")
    oleksandr = faction(OLEKSANDR, "Oleksandr")
    camp = region("camp", LARYSA, {LARYSA: {"spearman": 3}})
    hut = region("hut", OLEKSANDR, {OLEKSANDR: {"cavalry": 2}})
    setup = attack_setup(hut, camp, larysa, oleksandr)
    run = drive(setup, {"defence": True, "unpacked": True}, script=[[A, A, D]])
    changes = campaign_changes(setup, run.outcome)
    assert changes.regions["hut"].owner is None
    assert changes.regions["hut"].holdings_deltas == {OLEKSANDR: {"cavalry": -2}}
    assert changes.regions["camp"].holdings_deltas == {LARYSA: {"spearman": -1}}
