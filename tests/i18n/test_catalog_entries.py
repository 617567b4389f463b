"""Catalogs kept as entry texts, parsed when first used: the same words as parsing them whole,
and a cache beside each catalog that is only ever a shortcut."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, ast

from bot.i18n import SUPPORTED
from bot.i18n.catalogs import _bundle, catalog_files, entries, split_entries

ARGS = {
    "n": 3,
    "count": 21,
    "name": "Ada <@1>",
    "side": "attacker",
    "id": "7",
    "error": "bad",
    "value": 2,
    "amount": 5,
}


def whole(code: str) -> FluentBundle:
    """The language's bundle as fluent.runtime builds it from whole parsed catalogs."""
    bundle = FluentBundle([code], use_isolating=False)
    for path in catalog_files(code):
        bundle.add_resource(FluentParser().parse(path.read_text(encoding="utf-8")))
    return bundle


def formatted(bundle: FluentBundle, key: str) -> list[str]:
    message = bundle.get_message(key)
    patterns = [message.value, *message.attributes.values()]
    return [str(bundle.format_pattern(p, dict(ARGS))[0]) for p in patterns if p is not None]


@pytest.mark.parametrize("code", SUPPORTED)
def test_every_message_reads_as_when_its_catalogs_are_parsed_whole(code):
    reference, lazy = whole(code), _bundle(code)
    keys = sorted(reference._messages)
    assert len(keys) > 500 and sorted(lazy._messages) == keys
    assert sorted(lazy._terms) == sorted(reference._terms)
    differ = [k for k in keys if formatted(lazy, k) != formatted(reference, k)]
    assert not differ, differ[:10]


def test_an_entry_keeps_its_attributes_selectors_and_term_references():
    text = (
        "# a comment\n"
        "-army = Army\n"
        "    .gender = f\n"
        "\n"
        "lost = { $n ->\n"
        "    [one] One { -army } unit lost\n"
        "   *[other] { $n } units lost\n"
        "}\n"
        "    .hint = Roll { $n }\n"
        "\n"
        "## Group\n"
        "broken = { oops\n"
        "after = After\n"
    )
    messages, terms = split_entries(text)
    assert set(messages) == {"lost", "after"} and set(terms) == {"army"}
    assert "units lost" in messages["lost"] and ".hint" in messages["lost"]
    entry = FluentParser().parse_entry(messages["lost"])
    assert isinstance(entry, ast.Message) and set(a.id.name for a in entry.attributes) == {"hint"}


def test_the_cache_is_used_then_refreshed_when_the_catalog_changes(tmp_path):
    catalog = tmp_path / "en.ftl"
    catalog.write_text("probe = First\n", encoding="utf-8")
    assert entries(catalog) == ({"probe": "probe = First"}, {})
    cached = tmp_path / "__pycache__" / "en.ftl.entries.pickle"
    assert cached.is_file()
    with cached.open("rb") as file:
        key = pickle.load(file)
    with cached.open("wb") as file:  # the same key, other entries: the cache is believed
        pickle.dump(key, file)
        pickle.dump(({"probe": "probe = From the cache\n"}, {}), file)
    assert entries(catalog)[0]["probe"] == "probe = From the cache\n"
    catalog.write_text("probe = Second\n", encoding="utf-8")
    assert entries(catalog)[0]["probe"] == "probe = Second"


@pytest.mark.parametrize("garbage", [b"", b"not a pickle", pickle.dumps("key-only")])
def test_a_broken_cache_is_parsed_around(tmp_path: Path, garbage: bytes):
    catalog = tmp_path / "en.ftl"
    catalog.write_text("probe = Text\n", encoding="utf-8")
    (tmp_path / "__pycache__").mkdir()
    (tmp_path / "__pycache__" / "en.ftl.entries.pickle").write_bytes(garbage)
    assert entries(catalog) == ({"probe": "probe = Text"}, {})
