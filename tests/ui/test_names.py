"""Names players type (bot/ui/names.py): found whatever the case, a typo answered "did you
mean …?", every unknown name refused in the same words."""

from __future__ import annotations

import pytest

from bot.errors import Refusal
from bot.ui.names import close_matches, did_you_mean, find, lookup, no_such, or_list

AREAS = {
    "North America": "north_america",
    "South America": "south_america",
    "India": "india",
    "East Indies": "east_indies",
    "German States": "german_states",
    "Central Europe": "central_europe",
}


def test_a_name_is_found_by_its_name_or_key_whatever_the_case_and_spacing() -> None:
    keys = {v: v for v in AREAS.values()}
    assert find("india", AREAS, keys) == "india"
    assert find("  north   AMERICA ", AREAS, keys) == "north_america"
    assert find("german_states", AREAS, keys) == "german_states"
    assert find("German states", AREAS) == "german_states"
    assert find("Indai", AREAS, keys) is None


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("Indai", ["India"]),
        ("germn states", ["German States"]),
        ("east indis", ["East Indies"]),
        ("Centrl Europe", ["Central Europe"]),
    ],
)
def test_a_typo_is_answered_with_the_name_meant(typed: str, meant: list[str]) -> None:
    assert close_matches(typed, AREAS) == meant
    assert did_you_mean(typed, AREAS) == f"Did you mean {or_list(meant)}?"


def test_two_equally_close_names_are_both_offered_and_nothing_far_is() -> None:
    both = close_matches("America", AREAS)
    assert set(both) == {"North America", "South America"}
    assert close_matches("Atlantis", AREAS) == []
    assert close_matches("", AREAS) == []
    assert did_you_mean("zzz", AREAS) == ""


def test_or_list_reads_as_english_and_shows_names_safely() -> None:
    assert or_list(["A"]) == "**A**"
    assert or_list(["A", "B"]) == "**A** or **B**"
    assert or_list(["A", "B", "C"], "and") == "**A**, **B** and **C**"
    assert or_list(["<@123456789012345678>"]) == "**<@\u200b123456789012345678>**"
    assert or_list(["**x**"]) == "**\\*\\*x\\*\\***"


def test_one_wording_for_every_unknown_name() -> None:
    assert no_such("area", "Indai", AREAS) == (
        "There is no area called **Indai**. Did you mean **India**?"
    )
    # nothing close: a few names are listed, many are not
    assert no_such("faction", "Zulu", ["Red", "Blue"], where="in **War**") == (
        "There is no faction called **Zulu** in **War**. Choose **Red** or **Blue**."
    )
    assert no_such("game", "chess", ["Skirmish"]) == (
        "There is no game called **chess**. The only one is **Skirmish**."
    )
    many = [f"Area {i}" for i in range(20)]
    assert no_such("area", "Zulu", many, otherwise="Pick one.") == (
        "There is no area called **Zulu**. Pick one."
    )
    assert no_such("campaign", "x", [], otherwise="`/campaign create` starts one.") == (
        "There is no campaign called **x**. `/campaign create` starts one."
    )
    # what the player typed is shown as text: it pings nobody and is not markdown
    assert "**@\u200beveryone\\_x**" in no_such("area", "@everyone_x", AREAS)


def test_lookup_refuses_with_the_suggestion() -> None:
    assert lookup("INDIA", AREAS, "area") == "india"
    with pytest.raises(Refusal, match=r"Did you mean \*\*India\*\*\?"):
        lookup("Indai", AREAS, "area")
