"""Names shown safely and long lists packed into embeds within Discord's limits (cogs/campaign)."""

from __future__ import annotations

import discord
import pytest

from bot.errors import Refusal
from cogs.campaign import (
    EMBED_TOTAL_MAX,
    FIELD_VALUE_MAX,
    FIELDS_MAX,
    TITLE_MAX,
    embed_pages,
    shown,
    valid_name,
)

BOB = 123_456_789_012_345_678


def test_shown_names_ping_nobody_and_apply_no_markdown() -> None:
    assert shown(f"<@{BOB}>") == f"<@\u200b{BOB}>"
    assert shown(f"<@&{BOB}>") == f"<@\u200b&{BOB}>"
    assert shown("@everyone and @here") == "@\u200beveryone and @\u200bhere"
    assert shown("**bold** _it_") == "\\*\\*bold\\*\\* \\_it\\_"
    assert shown("x" * 500, 40) == "x" * 39 + "…"
    assert shown("a\nb\u3000c") == "a b c"  # one line


def test_valid_name_refuses_what_cannot_be_seen() -> None:
    assert valid_name(" Red\u3000Banner ", "faction") == "Red Banner"
    for name in ("\u3000", "\u200b", "\u3164\u200d"):
        with pytest.raises(Refusal, match="visible character"):
            valid_name(name, "faction")


def fits(pages: list[discord.Embed]) -> None:
    for page in pages:
        assert len(page) <= EMBED_TOTAL_MAX
        assert len(page.title or "") <= TITLE_MAX
        assert len(page.fields) <= FIELDS_MAX
        assert all(len(f.value) <= FIELD_VALUE_MAX and len(f.name) <= 256 for f in page.fields)


def test_small_lists_fit_one_embed_in_order() -> None:
    pages = embed_pages("Title", "About", [("A", ["1", "2"]), ("B", ["3"])])
    assert len(pages) == 1
    assert [(f.name, f.value) for f in pages[0].fields] == [("A", "1\n2"), ("B", "3")]
    assert pages[0].title == "Title" and pages[0].description == "About"


def test_long_lists_run_on_over_fields_and_embeds_and_lose_nothing() -> None:
    lines = [f"line {n:04d} " + "x" * 100 for n in range(600)]  # ~66,000 characters
    pages = embed_pages("T" * 300, "D" * 2000, [("Map", lines), ("Battles", ["#1", "#2"])])
    fits(pages)
    assert len(pages) > 10
    values = [v for p in pages for f in p.fields for v in f.value.split("\n")]
    assert values == [*lines, "#1", "#2"]  # every line, once, in order, none cut
    names = [f.name for p in pages for f in p.fields]
    assert names[0] == "Map" and set(names[1:-1]) == {"Map (continued)"}
    assert names[-1] == "Battles"
    assert all("(continued)" in (p.title or "") for p in pages[1:])


def test_a_line_longer_than_a_field_is_cut_not_refused() -> None:
    pages = embed_pages("T", "", [("Huge", ["y" * 5000])])
    fits(pages)
    assert pages[0].fields[0].value.endswith("…")


def test_many_short_lines_respect_the_field_count() -> None:
    sections = [(f"S{n}", ["a"]) for n in range(60)]
    pages = embed_pages("T", "", sections)
    fits(pages)
    assert [len(p.fields) for p in pages] == [25, 25, 10]
