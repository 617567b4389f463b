"""The claim campaign in Italian and Ukrainian: the asks, the plurals, the glossary and the names
of /claim's commands."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.serializer import serialize_pattern

from bot.engine import AskKind
from bot.i18n import speaking, t
from bot.i18n.names import slash
from cogs.claim.render import localize_ask
from tests.claim.helpers import claim_setup, play, seed_with_dice, spend

REPO = Path(__file__).resolve().parents[2]
LOCALES = REPO / "cogs/claim/locales"
GLOSSARY = REPO / "data/games/claim.glossary.toml"
NAME = re.compile(r"^[-_'\w]{1,32}$")
"""Discord's rule for a localized command or option name (letters of any script, digits)."""


def entries(lang: str) -> dict[str, ast.Message | ast.Term]:
    resource = FluentParser().parse((LOCALES / f"{lang}.ftl").read_text(encoding="utf-8"))
    return {
        ("-" if isinstance(e, ast.Term) else "") + e.id.name: e
        for e in resource.body
        if isinstance(e, ast.Message | ast.Term)
    }


def the_asks():
    """The claim roll's three asks: the secret spend (a side that may spend, one that may not)
    and the re-roll of a tie."""
    setup = claim_setup(main_attack=True, rp={"attacker": 2, "defender": 0})
    spend_ask = play(setup, "s", []).pending
    tie = play(setup, seed_with_dice(3, 3), spend(0, 0)).pending
    assert spend_ask.kind is AskKind.SECRET and tie.kind is AskKind.YES_NO
    return setup, spend_ask, tie


def words(ask) -> list[str]:
    asks = ask.secret or (ask,)
    return [ask.fields["prompt"]] + [
        text for a in asks for text in (a.fields["prompt"], *(c.label for c in a.counts))
    ]


def test_the_asks_read_in_english_exactly_as_the_rules_word_them() -> None:
    setup, spend_ask, tie = the_asks()
    for ask in (spend_ask, tie):
        assert localize_ask(ask, setup) == ask


@pytest.mark.parametrize("lang", ["it", "uk"])
def test_the_asks_are_translated_and_keep_their_keys_and_limits(lang: str) -> None:
    setup, spend_ask, tie = the_asks()
    with speaking(lang):
        for ask in (spend_ask, tie):
            shown = localize_ask(ask, setup)
            assert not set(words(shown)) & set(words(ask)), words(shown)
            assert shown.kind is ask.kind and shown.purpose == ask.purpose
            for mine, theirs in zip(shown.secret or (shown,), ask.secret or (ask,), strict=True):
                assert [(c.key, c.low, c.high) for c in mine.counts] == [
                    (c.key, c.low, c.high) for c in theirs.counts
                ]
                assert {k: v for k, v in mine.fields.items() if k != "prompt"} == {
                    k: v for k, v in theirs.fields.items() if k != "prompt"
                }


UKRAINIAN_AREAS = {
    1: "1 територія",
    2: "2 території",
    5: "5 територій",
    21: "21 територія",
    22: "22 території",
    25: "25 територій",
    111: "111 територій",
}


@pytest.mark.parametrize(("n", "expected"), UKRAINIAN_AREAS.items())
def test_ukrainian_counts_take_the_plural_of_their_number(n: int, expected: str) -> None:
    with speaking("uk"):
        assert t("claim-mapview-areas", count=n) == expected
        forts = t("claim-ev-forts", count=n)
    assert forts.endswith("укріплень" if expected.endswith("ій") else "укріплення")


def test_italian_counts_take_one_or_other() -> None:
    with speaking("it"):
        assert t("claim-mapview-areas", count=1) == "1 area"
        assert t("claim-mapview-areas", count=2) == "2 aree"
        assert t("claim-reminded", count=1) == "⏰ Sollecitato 1 giocatore."


def test_the_catalogs_carry_the_glossary_word_for_word() -> None:
    glossary = tomllib.loads(GLOSSARY.read_text(encoding="utf-8"))
    assert {"claim-roll", "rp", "fortification", "mass-assault", "army-priority"} <= set(glossary)
    for lang in ("en", "it", "uk"):
        terms = {k: e for k, e in entries(lang).items() if k.startswith("-")}
        assert set(terms) == {f"-claim-{term}" for term in glossary}, lang
        for term, words_ in glossary.items():
            assert words_.keys() >= {"en", "it", "uk", "source"}, term
            assert serialize_pattern(terms[f"-claim-{term}"].value).strip() == words_[lang]


@pytest.mark.parametrize("lang", ["it", "uk"])
def test_every_command_name_is_one_discord_accepts(lang: str) -> None:
    bad = []
    for key, entry in entries(lang).items():
        if not key.startswith("cmd-"):
            continue
        name = serialize_pattern(entry.value).strip()
        if not key.startswith("cmd-choice-") and not (NAME.match(name) and name == name.lower()):
            bad.append(f"{key} = {name}")
        if len(name) > 100:
            bad.append(f"{key}: {len(name)} characters")
        for attribute in entry.attributes:
            if len(serialize_pattern(attribute.value).strip()) > 100:
                bad.append(f"{key}.{attribute.id.name} is longer than 100 characters")
    assert not bad, bad


def test_commands_are_named_as_the_readers_discord_names_them() -> None:
    assert slash("claim turn settle", roll="R2") == "/claim turn settle roll:R2"
    with speaking("it"):
        assert slash("claim turn settle", roll="R2") == "/conquista turno annulla tiro:R2"
    with speaking("uk"):
        assert slash("claim report") == "/захоплення результат"
