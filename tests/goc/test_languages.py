"""Glory of Civilizations in Ukrainian, Italian and English: the glossary is the catalogs' terms
word for word, Ukrainian counts read right, every event line, board line and ask reads in the
language spoken with the seed's own words, and the commands have names Discord accepts."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.serializer import serialize_pattern

from bot.engine import BattleState
from bot.i18n import Lang, speaking
from cogs.goc.board import board
from cogs.goc.render import render_event
from cogs.goc.texts import localize_ask
from tests.goc.helpers import drive
from tests.goc.test_seed_examples import SIEGE_DRAWS, siege_setup

REPO = Path(__file__).resolve().parents[2]
LOCALES = REPO / "cogs/goc/locales"
GLOSSARY = REPO / "data/games/goc.glossary.toml"
CYRILLIC = re.compile(r"[А-Яа-яІіЇїЄєҐґ]")
NAME = re.compile(r"^[-_\w]{1,32}$")


def entries(code: str) -> dict[str, ast.Message | ast.Term]:
    resource = FluentParser().parse((LOCALES / f"{code}.ftl").read_text(encoding="utf-8"))
    found = {}
    for entry in resource.body:
        assert not isinstance(entry, ast.Junk), entry.content[:200]
        if isinstance(entry, ast.Message | ast.Term):
            found[("-" if isinstance(entry, ast.Term) else "") + entry.id.name] = entry
    return found


def test_every_language_has_every_key():
    english = set(entries("en"))
    for code in ("it", "uk"):
        assert set(entries(code)) == english, code


def test_the_catalogs_carry_the_glossary_word_for_word():
    glossary = tomllib.loads(GLOSSARY.read_text(encoding="utf-8"))
    assert {"courage", "conversion", "restoration", "siege", "garrison", "exhaustion"} <= set(
        glossary
    )
    for code in ("en", "it", "uk"):
        terms = {k: e for k, e in entries(code).items() if k.startswith("-")}
        assert set(terms) == {f"-goc-{term}" for term in glossary}, code
        for term, words in glossary.items():
            assert words.get("source"), term
            assert serialize_pattern(terms[f"-goc-{term}"].value).strip() == words[code]


def test_the_ukrainian_words_are_the_originals():
    seed = (REPO.parent / "shared/seeds/003_056a8b58053e8d10.txt").read_text(encoding="utf-8")
    glossary = tomllib.loads(GLOSSARY.read_text(encoding="utf-8"))
    for term, words in glossary.items():
        if "seed 003" in words["source"]:
            stem = words["uk"].split()[0][:5].lower()
            assert stem in seed.lower(), (term, words["uk"])


@pytest.mark.parametrize(
    ("n", "bag", "experience"),
    [
        (1, "1 кубик", "1 кубик досвіду"),
        (2, "2 кубики", "2 кубики досвіду"),
        (5, "5 кубиків", "5 кубиків досвіду"),
        (21, "21 кубик", "21 кубик досвіду"),
        (22, "22 кубики", "22 кубики досвіду"),
        (111, "111 кубиків", "111 кубиків досвіду"),
    ],
)
def test_ukrainian_counts(n, bag, experience):
    uk = Lang.of("uk")
    assert bag in uk.t("goc-bag", n=n, bag="")
    assert experience in uk.t("goc-experience", name="X", n=n)


def siege_run():
    answers = {"convert": "a.trebuchet", "draw": "8", "allocate": {"a.trebuchet": 1}}
    return drive(siege_setup(), answers, script=SIEGE_DRAWS)


@pytest.mark.parametrize("code", ["uk", "it", "en"])
def test_every_line_of_the_siege_reads_in_the_language_spoken(code):
    run = siege_run()
    state = BattleState(run.b.events, [], 0, 0, outcome=run.outcome)
    with speaking(code):
        lines = [render_event(e, run.b.setup) for e in run.b.events]
        lines = [line for line in lines if line] + board(run.b.setup, state)
    text = "\n".join(lines)
    assert "{" not in text and "goc-" not in text and "_" not in text
    assert bool(CYRILLIC.search(text)) == (code == "uk")
    words = {
        "uk": (
            "Мішок",
            "Тактика Фабіана",
            "Конверсія",
            "виснаження",
            "Відвага",
            "Облога",
            "гарнізону",
            "Регулярна армія",
            "Войовничість",
            "пошкоджень",
        ),
        "it": (
            "sacchetto",
            "Tattica fabiana",
            "Conversione",
            "sfinimento",
            "Coraggio",
            "assedio",
            "guarnigione",
            "Esercito regolare",
            "Bellicosità",
        ),
        "en": (
            "bag",
            "Fabian Tactics",
            "conversion",
            "exhaustion",
            "courage",
            "siege",
            "garrison",
            "Regular Army",
            "Warlike",
        ),
    }[code]
    for word in words:
        assert word in text, word


@pytest.mark.parametrize("code", ["uk", "it"])
def test_every_ask_reads_in_the_language_spoken(code):
    run = siege_run()
    with speaking(code):
        for ask in run.asks:
            shown = localize_ask(ask, run.b.setup)
            prompt = str(shown.fields["prompt"])
            assert prompt != ask.fields.get("prompt"), ask.purpose
            assert bool(CYRILLIC.search(prompt)) == (code == "uk"), prompt
            for option in shown.options:
                assert option.label != option.key or option.key.isdigit(), option
            for count in shown.counts:
                assert "." not in count.label and "_" not in count.label, count


@pytest.mark.parametrize("code", ["it", "uk"])
def test_every_command_name_is_one_discord_accepts(code):
    bad = []
    for key, entry in entries(code).items():
        if not key.startswith("cmd-"):
            continue
        name = serialize_pattern(entry.value).strip()
        if not key.startswith("cmd-choice-") and not (NAME.match(name) and name == name.lower()):
            bad.append(f"{key} = {name}")
        for attribute in entry.attributes:
            if len(serialize_pattern(attribute.value).strip()) > 100:
                bad.append(f"{key}.{attribute.id.name} is too long")
    assert not bad, bad


@pytest.mark.parametrize("code", ["uk", "it"])
def test_every_kind_of_event_reads_in_the_language_spoken(code):
    from tests.goc.helpers import A, D, army, setup, side

    setups = [
        setup(
            side(army("a", {"archer": 3}, distance=2), government="theocracy"),
            side(army("d", {"swordsman": 3}, distance=2), government="democracy", defence=None),
        ),
        setup(
            side(
                army("a", {"trebuchet": 1, "catapult": 1}, distance=2),
                unpacked=None,
                technologies=["fabian_tactics", "tactics", "regular_army"],
            ),
            side(
                army("d", {"archer": 2}, distance=2, structures=[{"kind": "castle", "damage": 2}])
            ),
        ),
    ]
    kinds = set()
    for i in range(40):
        for the_setup in setups:
            run = drive(the_setup, {"fabian": i % 2 == 0, "draw": "2"}, seed=f"words-{i}")
            state = BattleState(run.b.events, [], 0, 0, outcome=run.outcome)
            with speaking(code):
                for e in run.b.events:
                    line = render_event(e, run.b.setup)
                    if not line:
                        continue
                    kinds.add(e.kind)
                    assert "{" not in line and "_" not in line, line
                    assert bool(CYRILLIC.search(line)) == (code == "uk") or e.kind == "drawn", line
                assert board(run.b.setup, state)
    assert {
        "bag",
        "check",
        "converted",
        "restored",
        "defence",
        "unpacked",
        "fabian",
        "tactics",
        "regular_army",
        "losses",
        "battle_ended",
        "courage",
        "dealt",
    } <= kinds
    assert A and D
