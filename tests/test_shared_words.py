"""The shared commands' words in Italian and Ukrainian: a verification report rendered when it is
read, holdings counted by each language's plural rules, durations refused in the asker's
language, and commands named as the reader's Discord names them."""

from __future__ import annotations

import pytest

from bot.deadlines import parse_duration
from bot.i18n import speaking
from bot.i18n.names import option_name, slash
from bot.verify import verify_export
from cogs.campaign import resource_word, unit_words
from tests.engine.helpers import DEMO
from tests.engine.test_verify import demo_battle


def test_a_verification_report_speaks_the_language_it_is_read_in():
    data = demo_battle().export()
    report = verify_export(data, DEMO)
    assert report.headline == "✅ Battle #7: all 2 rolls match its revealed seed."
    with speaking("it"):
        assert report.headline == "✅ Battaglia #7: tutti i 2 tiri corrispondono al seme rivelato."
    with speaking("uk"):
        assert report.text() == "✅ Битва #7: усі 2 кидки відповідають розкритому зерну."

    data["rolls"][0]["faces"][0] = data["rolls"][0]["faces"][0] % 6 + 1
    broken = verify_export(data, DEMO)
    with speaking("it"):
        assert broken.headline.startswith("❌ La battaglia #7 non corrisponde")
        assert "tiro 0" in broken.headline and "il registro dice" in broken.headline
    assert "roll 0" in broken.headline and "the record says" in broken.headline


def test_an_open_battle_is_unverifiable_in_every_language():
    table = demo_battle()
    report = verify_export(table.export(status="active"), DEMO)
    assert report.verdict == "unverifiable"
    with speaking("uk"):
        assert report.headline.startswith("⏳ Битва #7 ще триває")


@pytest.mark.parametrize(
    ("n", "armies", "markers"),
    [
        (1, "1 армія", "1 маркер контролю"),
        (2, "2 армії", "2 маркери контролю"),
        (5, "5 армій", "5 маркерів контролю"),
        (21, "21 армія", "21 маркер контролю"),
        (22, "22 армії", "22 маркери контролю"),
        (25, "25 армій", "25 маркерів контролю"),
        (111, "111 армій", "111 маркерів контролю"),
    ],
)
def test_holdings_count_by_the_ukrainian_plural_rules(n, armies, markers):
    with speaking("uk"):
        assert unit_words("armies", n) == armies
        assert unit_words("control", n) == markers


def test_holdings_and_resources_in_italian_and_english():
    assert unit_words("fleets", 1) == "1 fleet" and unit_words("forts", 3) == "3 forts"
    assert resource_word("vp") == "VP" and resource_word("army_training") == "army training"
    with speaking("it"):
        assert unit_words("armies", 1) == "1 armata" and unit_words("armies", 4) == "4 armate"
        assert unit_words("control", 2) == "2 pedine Controllo"
        assert resource_word("gold") == "oro" and resource_word("unrest") == "insoddisfazione"
        assert unit_words("spies", 2) == "2 spies"  # a holding no catalog knows: as stored


def test_a_duration_is_refused_in_the_askers_language():
    with pytest.raises(ValueError, match="The deadline must be at least a minute away"):
        parse_duration("0m")
    with speaking("it"), pytest.raises(ValueError, match="L'attesa può essere al massimo di 60"):
        parse_duration("61d", delay=True)
    with speaking("uk"), pytest.raises(ValueError, match="`48h`"):
        parse_duration("soon")


def test_commands_are_named_as_the_readers_discord_names_them():
    assert slash("battle undo") == "/battle undo"
    assert slash("campaign join", campaign="Empires") == "/campaign join campaign:Empires"
    with speaking("it"):
        assert slash("battle undo") == "/battaglia indietro"
        assert option_name("settings reminders", "gm_after") == "avvisa_master_dopo"
    with speaking("uk"):
        assert slash("campaign join", campaign="X") == "/кампанія приєднатися кампанія:X"
        assert slash("no such command") == "/no such command"  # unknown: the code's names
