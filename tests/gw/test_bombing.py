"""Strategic bombing: interception per territory, escorts, altitude, D2/D3 and the income cap."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.engine import SetupError
from cogs.gw.bombing import altitude_odds, raid_key, raid_odds
from cogs.gw.rules import RULESET
from tests.gw.helpers import SEATS, play, run

MISS = 6


def raid_setup(units, *, path=(), target=None, standing=None, techs=("heavy_bomber",)):
    return {
        "seats": SEATS,
        "kind": "bombing",
        "raid": {
            "nation": "germany",
            "technologies": list(techs),
            "units": dict(units),
            "path": [{"key": k, "interceptors": n} for k, n in path],
            "target": {"key": "kent", "name": "Kent", "value": 10, **(target or {})},
        },
        "defender": {"nation": "england"},
        "standing": standing or {"attacker": {"casualties": "cheapest", "altitude": "low"}},
    }


@pytest.mark.parametrize(
    ("unit", "altitude", "faces", "losses"),
    [
        ("bomber", "low", [1, 2, 3, 4, 5, 6], [1, 1, 1, 2, 2, 2]),  # D2 on a d6
        ("zeppelin", "low", [1, 2, 3, 4, 5, 6], [1, 1, 2, 2, 3, 3]),  # D3
        ("zeppelin", "high", [1, 2, 3, 4, 5, 6], [1, 1, 1, 2, 2, 2]),  # D2 up high
    ],
)
def test_the_d2_and_d3_tables(unit, altitude, faces, losses):
    standing = {"attacker": {"casualties": "cheapest", "altitude": altitude}}
    die = "D3" if (unit, altitude) == ("zeppelin", "low") else "D2"
    for face, loss in zip(faces, losses, strict=True):
        played = run(raid_setup({unit: 1}, standing=standing), [(f"bombing_{die}", [face])])
        assert played.outcome.details["damage"] == loss
        assert played.outcome.resources == {"defender": {"income": -loss}}


def test_the_loss_is_capped_at_the_territory_value_less_what_this_turn_took():
    setup = raid_setup({"bomber": 3}, target={"value": 3, "lost_this_turn": 1})
    played = run(setup, [("bombing_D2", [6])] * 3)
    assert (played.outcome.details["rolled"], played.outcome.details["damage"]) == (6, 2)


def test_a_contested_target_is_worth_half_rounded_down():
    setup = raid_setup({"bomber": 3}, target={"value": 5, "contested": True})
    played = run(setup, [("bombing_D2", [6])] * 3)
    assert played.outcome.details["damage"] == 2


def test_fighters_intercept_in_every_territory_entered_and_escorts_fire_back():
    setup = raid_setup(
        {"bomber": 2, "fighter": 1}, path=[("belgium", 1)], target={"interceptors": 2}
    )
    played = run(
        setup,
        [
            ("interception", [2]),  # Belgium's fighter hits on its defence, 2
            ("escort", [1]),  # the escort shoots it down
            ("interception", [MISS, 1]),  # Kent's: the escort went first (cheapest), a bomber now
            ("bombing_D2", [4]),
        ],
    )
    assert [e["territory"] for e in played.of("fire", step="interception")] == ["belgium", "kent"]
    assert played.outcome.details["survivors"]["attacker"] == {"bomber": 1}
    assert played.outcome.losses == {
        "attacker": {"fighter": 1, "bomber": 1},
        "defender": {"fighter": 1},
    }
    assert played.outcome.details["damage"] == 2


def test_zeppelins_flying_high_cannot_be_intercepted():
    standing = {"attacker": {"casualties": "cheapest"}}
    setup = raid_setup({"zeppelin": 2}, target={"interceptors": 3}, standing=standing)
    played = run(
        setup,
        [("interception", [1, 1, 1]), ("bombing_D2", [5])],
        [("altitude", "attacker", {"zeppelin_high": 1})],
    )
    assert played.outcome.details["survivors"]["attacker"] == {"zeppelin": 1}
    assert played.outcome.details["damage"] == 2  # the low one fell; the high one rolled a D2


def test_bombers_raid_only_with_heavy_bomber():
    with pytest.raises(SetupError, match="Heavy Bomber"):
        RULESET.validate_setup(raid_setup({"bomber": 1}, techs=()))
    RULESET.validate_setup(raid_setup({"zeppelin": 1}, techs=()))  # zeppelins always may
    with pytest.raises(SetupError, match="no factory"):
        RULESET.validate_setup(raid_setup({"zeppelin": 1}, target={"factory": False}))


def test_each_altitude_has_its_odds():
    standing = {"attacker": {"casualties": "cheapest"}}
    setup = raid_setup({"zeppelin": 2}, target={"interceptors": 2}, standing=standing)
    options = altitude_odds(setup)
    assert set(options) == {"none", "all"}
    high = options["all"]
    assert all(raid == (("zeppelin", 2),) for _, raid, _ in high.outcomes)  # never intercepted
    assert high.expected_damage == pytest.approx(2 * 1.5)  # two D2
    assert options["none"].expected_damage < 2 * 2.0  # two D3, less what the fighters shoot down


def test_raid_odds_by_hand_and_against_3000_raids():
    lone = raid_odds(raid_setup({"bomber": 1}))
    assert lone.damage == pytest.approx({1: 0.5, 2: 0.5})
    capped = raid_odds(raid_setup({"bomber": 1}, target={"value": 1}))
    assert capped.damage == pytest.approx({1: 1.0})
    setup = raid_setup(
        {"bomber": 2, "zeppelin": 1, "fighter": 1},
        path=[("belgium", 1)],
        target={"value": 4, "interceptors": 2},
    )
    exact = raid_odds(setup)
    assert sum(exact.outcomes.values()) == pytest.approx(1.0)
    n = 3000
    sampled = Counter(raid_key(play(setup, f"raid-{i}")) for i in range(n))
    assert set(sampled) <= set(exact.outcomes)
    for damage, p in exact.damage.items():
        observed = sum(c for (d, _, _), c in sampled.items() if d == damage) / n
        assert observed == pytest.approx(p, abs=4 * (p * (1 - p) / n) ** 0.5 + 1e-3)
