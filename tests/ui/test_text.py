"""Sides read as sides (bot/ui/text.py): 'Alice + Carla vs Bohdan + Dmytro'."""

from __future__ import annotations

import copy
from dataclasses import replace
from types import SimpleNamespace

from bot.engine import secret, yes_no
from bot.i18n import current, speaking, t
from bot.ui import text as text_module
from bot.ui.text import localized, setup_sides, sides_text, sides_words

SETUP = {
    "seats": {
        "attacker": {"user_id": 1, "name": "Alice"},
        "defender": {"user_id": 2, "name": "Bohdan"},
        "attacker_ally": {"user_id": 3, "name": "Carla"},
        "defender_ally": {"user_id": 4, "name": "Dmytro"},
    }
}


def test_seats_are_grouped_by_side_in_the_order_sides_first_appear() -> None:
    assert setup_sides(SETUP) == [["Alice", "Carla"], ["Bohdan", "Dmytro"]]
    assert sides_words(SETUP) == "Alice + Carla vs Bohdan + Dmytro"
    assert sides_words({"seats": {"attacker": {"name": "A"}, "defender": {"name": "B"}}}) == (
        "A vs B"
    )


def test_a_seat_may_name_its_side_and_a_nameless_seat_reads_as_its_role() -> None:
    setup = {
        "seats": {
            "attacker": {"name": "Alice"},
            "defender": {"name": " "},
            "scout": {"name": "Carla", "side": "defender"},
        }
    }
    assert sides_words(setup) == "Alice vs Defender + Carla"
    assert sides_words({"seats": {"attacker_ally_2": {}, "attacker": {"name": "A"}}}) == (
        "Attacker ally 2 + A"
    )
    assert sides_words({}) == "—"


def test_a_loaded_battle_names_its_seats_as_asked() -> None:
    loaded = SimpleNamespace(
        battle=SimpleNamespace(setup=SETUP),
        seat_name=lambda seat: SETUP["seats"][seat]["name"].upper(),
        seat_user=lambda seat: SETUP["seats"][seat]["user_id"],
    )
    assert sides_text(loaded) == "ALICE + CARLA vs BOHDAN + DMYTRO"
    mention = sides_text(loaded, lambda seat: f"<@{loaded.seat_user(seat)}>")
    assert mention == "<@1> + <@3> vs <@2> + <@4>"


def test_an_ask_is_localized_once_per_language_and_setup() -> None:
    calls: list[str] = []

    def localize_ask(ask, setup):
        calls.append(current().code)
        return replace(ask, fields={**ask.fields, "prompt": t("ui-yes")})

    game = SimpleNamespace(key="g", localize_ask=localize_ask)
    loaded = SimpleNamespace(game=game, battle=SimpleNamespace(setup=dict(SETUP)))
    ask = yes_no("attacker", "press_on", prompt="Press on?")
    first = localized(loaded, ask)
    assert localized(loaded, ask) is first and calls == ["en"]
    with speaking("it"):
        assert localized(loaded, ask).fields["prompt"] == "Sì"
    assert calls == ["en", "it"]
    # another ask, or the same in another battle's setup, is localized on its own
    assert localized(loaded, yes_no("attacker", "press_on", prompt="Press on?")) is not first
    other = SimpleNamespace(game=game, battle=SimpleNamespace(setup={**SETUP, "area": "x"}))
    assert localized(other, ask) is not first and len(calls) == 4
    # the battle's row read again at the next click: an equal setup, not the same object
    again = SimpleNamespace(game=game, battle=SimpleNamespace(setup=copy.deepcopy(SETUP)))
    assert localized(again, ask) is localized(loaded, ask) and len(calls) == 5


def test_a_localized_ask_is_kept_no_longer_than_the_ask() -> None:
    game = SimpleNamespace(key="g", localize_ask=lambda ask, setup: replace(ask, fields={}))
    loaded = SimpleNamespace(game=game, battle=SimpleNamespace(setup=SETUP))
    ask = yes_no("attacker", "press_on", prompt="Press on?")
    key = (id(ask), current().code)
    localized(loaded, ask)
    assert key in text_module._LOCALIZED
    del ask  # its battle let go: nothing holds it but the cache, which must not
    assert key not in text_module._LOCALIZED


def test_each_seats_part_of_a_secret_ask_is_localized_with_the_whole() -> None:
    """The panel localizes the whole secret ask; a seat's click then localizes its own part,
    which must not be done again."""
    calls: list[str] = []

    def localize_ask(ask, setup):
        calls.append(ask.purpose)
        if ask.secret:
            return replace(ask, secret=tuple(localize_ask(inner, setup) for inner in ask.secret))
        return replace(ask, fields={**ask.fields, "prompt": "?"})

    game = SimpleNamespace(key="g", localize_ask=localize_ask)
    loaded = SimpleNamespace(game=game, battle=SimpleNamespace(setup=SETUP))
    whole = secret("both", [yes_no("attacker", "a"), yes_no("defender", "d")])
    shown = localized(loaded, whole)
    assert calls == ["both", "a", "d"]
    assert localized(loaded, whole.inner("defender")) is shown.secret[1]
    assert calls == ["both", "a", "d"]  # found, not localized again
