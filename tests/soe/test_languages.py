"""Struggle of Empires in Italian and Ukrainian: every event line, the board, the asks, the lobby
and the rules' refusals, in the language being spoken, with the seed's game terms."""

from __future__ import annotations

import dataclasses
from functools import cache
from pathlib import Path

import pytest

from bot.engine import BattleContext, BattleState, replay
from bot.i18n import speaking
from cogs.soe import texts
from cogs.soe.board import board
from cogs.soe.lobby import Lobby, render_lobby
from cogs.soe.odds import answer
from cogs.soe.render import render_event, units
from cogs.soe.rules import RULESET, load_game_data
from tests.e2e.languages import CYRILLIC, WORD, catalog_words
from tests.soe.helpers import drive
from tests.soe.test_render import SCENARIOS, battles

LOCALES = Path(__file__).resolve().parents[2] / "cogs/soe/locales"


@cache
def english_only() -> frozenset[str]:
    """Words of the English catalog that neither translation uses."""
    names = {w.lower() for a in load_game_data().areas.values() for w in WORD.findall(a.name)}
    names |= {w.lower() for n in load_game_data().neutrals.values() for w in WORD.findall(n.name)}
    return frozenset(
        catalog_words("en", [LOCALES])
        - catalog_words("it", [LOCALES])
        - catalog_words("uk", [LOCALES])
        - names
    )


def leaks(line: str) -> set[str]:
    return {w.lower() for w in WORD.findall(line)} & english_only()


@pytest.mark.parametrize("code", ["it", "uk"])
def test_every_event_and_board_line_reads_in_the_language_spoken(code):
    english = {}
    for _, setup, events in battles()[::5]:
        for event in events:
            english[event.kind] = render_event(event, setup)
    seen = set()
    with speaking(code):
        for _, setup, events in battles()[::5]:
            for event in events:
                line = render_event(event, setup)
                assert line and "{" not in line and "\n" not in line, (event, line)
                assert not leaks(line), (line, leaks(line))
                assert (code == "uk") == bool(CYRILLIC.search(line)) or event.kind == "roll", line
                seen.add(event.kind)
            for line in board(setup, BattleState(list(events), [], 0, 0)):
                assert not leaks(line), line
    assert seen == set(english)


def test_the_seed_s_terms_are_the_italian_words():
    with speaking("it"):
        lines = {render_event(e, s) for _, s, events in battles()[::3] for e in events}
    text = "\n".join(lines)
    for term in ("armata", "flotte", "Supporto Navale", "Insoddisfazione", "pedina Controllo"):
        assert term in text, term


@pytest.mark.parametrize(
    ("n", "armies", "fleets", "markers"),
    [
        (1, "1 армія", "1 флот", "1 маркер контролю"),
        (2, "2 армії", "2 флоти", "2 маркери контролю"),
        (5, "5 армій", "5 флотів", "5 маркерів контролю"),
        (21, "21 армія", "21 флот", "21 маркер контролю"),
        (22, "22 армії", "22 флоти", "22 маркери контролю"),
        (25, "25 армій", "25 флотів", "25 маркерів контролю"),
        (111, "111 армій", "111 флотів", "111 маркерів контролю"),
    ],
)
def test_ukrainian_counts(n, armies, fleets, markers):
    with speaking("uk"):
        assert units(n, "armies") == armies
        assert units(n, "fleets") == fleets
        assert units(n, "control_markers") == markers


def asks_of_every_scenario():
    found = []

    def spy(setup):
        def answering(ask, choices):
            found.append((ask, setup))
            return answer(ask, choices)

        return answering

    import tests.soe.helpers as helpers

    original = helpers.answer
    try:
        for setup, choices in SCENARIOS.values():
            helpers.answer = spy(setup)
            for i in range(4):
                drive(BattleContext(setup, f"asks-{i}"), choices=choices)
    finally:
        helpers.answer = original
    quick = {
        "area": "india",
        "collect_forces": True,
        "one_step": True,
        "defender_kind": "player",
        "seats": {
            "attacker": {"user_id": 1, "name": "Ada"},
            "defender": {"user_id": 2, "name": "Bo"},
            "defender_ally": {"user_id": 3, "name": "Di"},
        },
    }
    found.append((replay(RULESET, quick, "s", []).pending, quick))
    return found


def test_asks_keep_their_english_and_change_only_their_words_in_other_languages():
    asks = asks_of_every_scenario()
    assert {a.purpose for a, _ in asks} >= {
        "forces",
        "tiles",
        "ally_joins",
        "fight_at_sea",
        "alliance_tiles_naval",
        "alliance_tiles_land",
        "choose_loss",
    }
    for ask, setup in asks:
        assert texts.localize_ask(ask, setup) == ask  # English: exactly the rules' own words
        for code in ("it", "uk"):
            with speaking(code):
                shown = texts.localize_ask(ask, setup)
            assert [o.key for o in shown.options] == [o.key for o in ask.options]
            assert [dataclasses.replace(c, label="") for c in shown.counts] == [
                dataclasses.replace(c, label="") for c in ask.counts
            ]
            assert (shown.min_total, shown.max_total, shown.kind) == (
                ask.min_total,
                ask.max_total,
                ask.kind,
            )
            words = [shown.fields.get("prompt", "")]
            words += [o.label for o in shown.options] + [c.label for c in shown.counts]
            for word in words:
                assert not leaks(word), (code, word)
                assert (code == "uk") == bool(CYRILLIC.search(word)), (code, word)


def test_the_lobby_speaks_the_language_it_is_rendered_in():
    lobby = Lobby(100_000_000_000_000_001, "p100000000000000002", "india", (3, 4), ())
    with speaking("it"):
        shown = render_lobby(lobby, "India", "<@100000000000000002>")
    labels = [getattr(item.item, "label", None) for item in shown["view"].children]
    assert "Inizia" in labels and "Annulla" in labels
    assert "**Inizia**" in shown["embed"].description
    assert not leaks(shown["embed"].description + shown["content"] + shown["embed"].title)
    assert "Alleati dell'attaccante: <@3>, <@4>" in shown["embed"].description
    with speaking("uk"):
        shown = render_lobby(lobby, "India", "<@100000000000000002>")
    assert "Союзники нападника: <@3>, <@4>" in shown["embed"].description
    assert "Союзники захисника: немає" in shown["embed"].description
    assert "до 9 союзників" in shown["embed"].description


def test_the_rules_refusals_are_translated_or_left_as_written():
    with speaking("uk"):
        assert texts.rules_refusal("German States has no sea: no fleets there.") == (
            "Регіон German States не має виходу до моря: флотів там бути не може."
        )
        assert texts.rules_refusal(
            "Attacker ally fleets: a whole number from 0 to 20, please."
        ) == ("Союзник нападника — Флоти: потрібне ціле число від 0 до 20.")
        assert texts.rules_refusal("Something new.") == "Something new."
    assert texts.rules_refusal("Attacker armies: a whole number from 0 to 20, please.") == (
        "Attacker armies: a whole number from 0 to 20, please."
    )
