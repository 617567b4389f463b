"""The catalogs: every key in every language, Ukrainian plurals, the glossaries, the fallback."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from babel import Locale
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from bot.i18n import EN, SUPPORTED, Lang, current, language_of, register_catalogs, speaking, t
from bot.i18n.__main__ import catalog_dirs, report

REPO = Path(__file__).resolve().parents[2]
UK_SAMPLES = (1, 2, 5, 21, 22, 25, 111)


def test_every_language_has_every_key_and_every_catalog_parses():
    assert len(catalog_dirs()) >= 4  # the platform, the shared cogs, two games
    problems = report(SUPPORTED)
    assert not problems, "\n".join(problems[:60])


def test_ukrainian_plural_categories_are_cldrs():
    rule = Locale("uk").plural_form
    assert [rule(n) for n in UK_SAMPLES] == ["one", "few", "many", "one", "few", "many", "many"]


class _Selectors(Visitor):
    """Variables used as selectors with plural variants, and every variable used anywhere."""

    def __init__(self) -> None:
        super().__init__()
        self.plural: set[str] = set()
        self.variables: set[str] = set()

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        keys = {v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)}
        if isinstance(node.selector, ast.VariableReference) and keys & {"one", "few", "many"}:
            self.plural.add(node.selector.id.name)
        self.generic_visit(node)

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)
        self.generic_visit(node)


def plural_messages(code: str) -> list[tuple[str, set[str], set[str]]]:
    found = []
    for folder in catalog_dirs():
        resource = FluentParser().parse((folder / f"{code}.ftl").read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                seen = _Selectors()
                seen.visit(entry)
                if seen.plural:
                    found.append((entry.id.name, seen.plural, seen.variables))
    return found


def test_ukrainian_counts_read_right_for_1_2_5_21_22_25_111():
    """Each Ukrainian message that counts: 1 and 21 read alike, 2 and 22 alike, 5, 25 and 111
    alike — and the three differ where Ukrainian grammar makes them differ."""
    uk = Lang.of("uk")
    messages = plural_messages("uk")
    assert len(messages) >= 10, "the catalogs count things in Ukrainian with plural variants"
    distinct = 0
    for key, selectors, variables in messages:
        for selector in selectors:
            shown = {}
            for n in UK_SAMPLES:
                args = {v: "X" for v in variables} | {s: 1 for s in selectors} | {selector: n}
                shown[n] = re.sub(rf"\b{n}\b", "N", uk.t(key, **args))
            assert shown[1] == shown[21], (key, shown)
            assert shown[2] == shown[22], (key, shown)
            assert shown[5] == shown[25] == shown[111], (key, shown)
            distinct += len({shown[1], shown[2], shown[5]}) == 3
    assert distinct >= 5, "few Ukrainian messages tell one, few and many apart"


def test_every_ukrainian_count_has_one_few_and_many():
    for folder in catalog_dirs():
        resource = FluentParser().parse((folder / "uk.ftl").read_text(encoding="utf-8"))
        for entry in resource.body:
            if not isinstance(entry, ast.Message | ast.Term):
                continue
            for node in _select_expressions(entry):
                keys = {v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)}
                if keys & {"one", "few", "many"}:
                    assert {"one", "few", "many"} <= keys | _default(node), (
                        f"{folder}/uk.ftl {entry.id.name}: variants {sorted(keys)}"
                    )


def _default(node: ast.SelectExpression) -> set[str]:
    """A default variant named `other` covers `many` only if nothing else names it."""
    return {"many"} if any(v.default and v.key.name == "many" for v in node.variants) else set()


def _select_expressions(entry) -> list[ast.SelectExpression]:
    found: list[ast.SelectExpression] = []

    class Collect(Visitor):
        def visit_SelectExpression(self, node):
            found.append(node)
            self.generic_visit(node)

    Collect().visit(entry)
    return found


def glossaries() -> list[Path]:
    return sorted((REPO / "data/games").glob("*.glossary.toml"))


def test_each_game_glossary_agrees_with_its_catalogs():
    """Translators and code agree: each glossary term is the Fluent term `-<game>-<id>` in each
    language, word for word."""
    assert {p.name.split(".")[0] for p in glossaries()} >= {"soe", "claim"}
    for path in glossaries():
        game = path.name.split(".")[0]
        terms = tomllib.loads(path.read_text(encoding="utf-8"))
        assert terms, path
        for code in SUPPORTED:
            catalog = REPO / "cogs" / game / "locales" / f"{code}.ftl"
            resource = FluentParser().parse(catalog.read_text(encoding="utf-8"))
            defined = {
                e.id.name: "".join(
                    el.value for el in e.value.elements if isinstance(el, ast.TextElement)
                ).strip()
                for e in resource.body
                if isinstance(e, ast.Term)
            }
            for term, entry in terms.items():
                assert entry.get("source"), f"{path} [{term}]: say where the word comes from"
                assert defined.get(f"{game}-{term}") == entry[code], (
                    f"{catalog}: -{game}-{term} is {defined.get(f'{game}-{term}')!r}, "
                    f"the glossary says {entry[code]!r}"
                )


@pytest.mark.parametrize(
    ("locale", "code"),
    [("it", "it"), ("uk", "uk"), ("en-US", "en"), ("en-GB", "en"), ("pt-BR", "en"), (None, "en")],
)
def test_a_discord_locale_picks_a_catalog(locale, code):
    assert language_of(locale) == code


def test_a_missing_translation_falls_back_to_english_and_the_context_nests(tmp_path):
    (tmp_path / "en.ftl").write_text("probe-only-en = Only in English\nprobe-both = Both\n")
    (tmp_path / "it.ftl").write_text("probe-both = Entrambi\n")
    register_catalogs(tmp_path)
    it = Lang("it")
    assert it.t("probe-both") == "Entrambi"
    assert it.t("probe-only-en") == "Only in English"
    assert it.maybe("probe-only-en", own=True) is None
    assert current() is EN and t("probe-both") == "Both"
    with speaking("it"):
        assert t("probe-both") == "Entrambi"
        with speaking(Lang("uk")):
            assert t("probe-both") == "Both"  # uk lacks it: English
        assert current().code == "it"
    assert current() is EN


def test_the_engines_refusals_read_in_the_players_language():
    from bot.engine import AnswerRefused, Option, choose_many
    from bot.i18n import explain

    options = [Option(k, k.upper()) for k in "abc"]
    ask = choose_many("attacker", "pick", options, low=2, high=2)
    with pytest.raises(AnswerRefused) as refused:
        ask.validate(["a"])
    assert str(refused.value) == "Pick exactly 2."
    assert explain(refused.value) == "Pick exactly 2."
    with speaking("it"):
        assert explain(refused.value) == "Scegline esattamente 2."
    with speaking("uk"):
        assert explain(refused.value) == "Обери рівно 2."
        assert explain(ValueError("no key")) == "no key"  # nothing to look up: as said
