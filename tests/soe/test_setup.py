"""The data file, the setup's refusals (in a player's words), settings, and the rules' purity."""

from __future__ import annotations

import ast
import copy
from pathlib import Path

import pytest

from bot.engine import SetupError
from cogs.soe import declaring, model, rules
from cogs.soe import odds as odds_module
from cogs.soe.rules import RULESET, SETTINGS_DEFAULTS, load_game_data
from tests.soe.helpers import SEATS, make_setup, run


# -- data -----------------------------------------------------------------------------------------
def test_the_map_has_eleven_areas_and_two_without_sea():
    data = load_game_data()
    assert len(data.areas) == 11
    assert {key for key, area in data.areas.items() if not area.sea} == {
        "german_states",
        "central_europe",
    }
    assert data.areas["german_states"].name == "German States"


def test_every_neutral_lies_in_an_area_with_a_reward_shape():
    data = load_game_data()
    assert data.neutrals
    for neutral in data.neutrals.values():
        assert neutral.area in data.areas
        assert neutral.reward in ("gold", "vp", "none")
        assert neutral.reward_amount == (0 if neutral.reward == "none" else neutral.defence)


def test_the_data_is_loaded_once():
    assert load_game_data() is load_game_data()


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ('[areas.a]\nname = "A"\nsea = true\n', "limits"),
        ('[limits]\nunits = 1\ntiles = 1\ncontrol_markers = 1\n[areas.a]\nname = "A"\n', "sea"),
        (
            "[limits]\nunits = 1\ntiles = 1\ncontrol_markers = 1\n"
            '[areas.a]\nname = "A"\nsea = true\n'
            '[neutrals.n]\nname = "N"\narea = "b"\ndefence = 1\nreward = "gold"\n',
            "unknown area",
        ),
        (
            "[limits]\nunits = 1\ntiles = 1\ncontrol_markers = 1\n"
            '[areas.a]\nname = "A"\nsea = true\n'
            '[neutrals.n]\nname = "N"\narea = "a"\ndefence = 1\nreward = "silver"\n',
            "reward",
        ),
    ],
)
def test_a_broken_data_file_fails_loudly(tmp_path: Path, text: str, error: str):
    path = tmp_path / "soe.toml"
    path.write_text(text)
    with pytest.raises(ValueError, match=error):
        load_game_data(path)


# -- setup ----------------------------------------------------------------------------------------
def refused(setup, message: str) -> None:
    with pytest.raises(SetupError, match=message):
        RULESET.validate_setup(setup)


def test_valid_setups_pass():
    RULESET.validate_setup(make_setup())
    RULESET.validate_setup(make_setup(attacker_ally={"armies": 1}, defender_ally={"fleets": 2}))
    neutral = next(iter(load_game_data().neutrals.values()))
    RULESET.validate_setup(make_setup(neutral.area, neutral=neutral.key))
    quick = make_setup()
    del quick["forces"]
    RULESET.validate_setup({**quick, "collect_forces": True})


def test_refusals_read_like_sentences_for_players():
    setup = make_setup()
    refused({**setup, "seats": {"defender": SEATS["defender"]}}, "needs an attacker")
    refused({**setup, "area": "atlantis"}, "Choose one of the areas")
    refused({**setup, "defender_kind": "pirate"}, "player or a neutral")
    refused({**setup, "seats": {"attacker": SEATS["attacker"]}}, "needs a defender")
    refused({**setup, "attacker_gold": 1}, "costs 2 gold; you have 1")
    refused({**setup, "collect_forces": True}, "not both")
    twins = copy.deepcopy(setup)
    twins["seats"]["defender"]["user_id"] = SEATS["attacker"]["user_id"]
    refused(twins, "both sides")
    nameless = copy.deepcopy(setup)
    del nameless["seats"]["defender"]["name"]
    refused(nameless, "name")


@pytest.mark.parametrize(
    ("area", "attacker", "defender", "message"),
    [
        ("german_states", {"armies": 1, "fleets": 1}, None, "German States has no sea"),
        ("india", {"armies": 0, "fleets": 0}, None, "at least one army or fleet"),
        ("india", {"armies": 1, "forts": 1}, None, "attacker cannot bring forts"),
        ("india", {"armies": -1}, None, "from 0 to"),
        ("india", {"armies": 1.5}, None, "whole number"),
        ("india", {"armies": 100}, None, "from 0 to 20"),
        ("india", {"armies": 1}, {"armies": 1, "cannons": 2}, "cannons"),
    ],
)
def test_forces_are_checked(area, attacker, defender, message):
    refused(make_setup(area, attacker, defender), message)


def test_forces_for_every_named_ally():
    setup = make_setup(attacker_ally={"armies": 1})
    del setup["forces"]["attacker_ally"]
    refused(setup, "Forces are needed for exactly")


def test_neutral_attacks_are_checked():
    data = load_game_data()
    neutral = next(n for n in data.neutrals.values() if data.areas[n.area].sea)
    elsewhere = next(key for key in data.areas if key != neutral.area)
    refused(make_setup(elsewhere, neutral=neutral.key), f"{neutral.name} is not in")
    refused(make_setup(neutral.area, neutral="atlantis"), "Choose which neutral")
    refused(make_setup(neutral.area, {"fleets": 1}, neutral=neutral.key), "at least one of your")
    refused(make_setup(neutral.area, neutral=neutral.key, defender_ally={"armies": 1}), "no allies")
    refused(
        make_setup(neutral.area, neutral=neutral.key, attacker_ally={"armies": 1}),
        "without allies",
    )


def test_settings_are_checked():
    refused(make_setup(settings={"house_rule": True}), "Unknown setting")
    refused(make_setup(settings={"neutral_rolls_dice": "yes"}), "on or off")
    assert set(SETTINGS_DEFAULTS) == set(rules.Settings.__dataclass_fields__)


def test_attacker_allies_against_a_neutral_when_the_setting_allows():
    neutral = next(n for n in load_game_data().neutrals.values() if n.defence >= 1)
    setup = make_setup(
        neutral.area,
        {"armies": 1},
        neutral=neutral.key,
        attacker_ally={"armies": 1},
        settings={"neutral_attacker_allies": True},
    )
    # The attacker loses outright with a 7: its ally takes the second loss.
    played = run(setup, [(3, 4), (1, 6)], [("ally_joins", "attacker_ally", "join")])
    score = played.one("land_score", side="attacker")
    assert (score["armies"], score["allied_armies"]) == (1, 1)
    assert played.outcome.winner == "defender"
    assert played.outcome.losses == {"attacker": {"armies": 1}, "attacker_ally": {"armies": 1}}


# -- purity ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("module", [rules, odds_module, declaring, model])
def test_the_rules_import_nothing_impure(module):
    tree = ast.parse(Path(module.__file__).read_text())
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            imported.add(node.module)
    forbidden = ("discord", "aiosqlite", "bot.ui", "bot.store", "random", "time", "datetime")
    assert not [m for m in imported if m.split(".")[0] in forbidden or m.startswith(forbidden)]
