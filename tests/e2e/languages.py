"""Which language a message speaks, for the end-to-end runs with Italian and Ukrainian clients.

An English leak is a word the English catalogs use that no Italian or Ukrainian catalog does
("attacks", "choose", "your"): names, symbols and the words both languages share with English
(product names, "RP", "Discord") are thereby allowed without listing them.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from bot.i18n.__main__ import catalog_dirs
from tests.e2e.wording import surfaces

WORD = re.compile(r"[A-Za-zÀ-ÿ']{3,}")
CYRILLIC = re.compile(r"[А-Яа-яІіЇїЄєҐґ]")
MARKUP = re.compile(r"<[@#][!&]?\d+>|<t:-?\d+(?::\w)?>|`[^`]*`|https?://\S+")


class _Text(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.words: set[str] = set()

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.words |= {w.lower() for w in WORD.findall(node.value)}


def catalog_words(code: str, folders: list[Path] | None = None) -> set[str]:
    """Every word the `code` catalogs say (of `folders`, else of all of them)."""
    seen = _Text()
    for folder in folders or catalog_dirs():
        text = (folder / f"{code}.ftl").read_text(encoding="utf-8")
        seen.visit(FluentParser(with_spans=False).parse(text))
    return seen.words


@cache
def english_only() -> frozenset[str]:
    return frozenset(catalog_words("en") - catalog_words("it") - catalog_words("uk"))


def shown_text(message: dict[str, Any]) -> str:
    return "\n".join(MARKUP.sub(" ", text) for _, _, text in surfaces(message))


def english_leaks(text: str, allowed: set[str] = frozenset()) -> set[str]:
    words = {w.lower() for w in WORD.findall(MARKUP.sub(" ", text))}
    return (words & english_only()) - {a.lower() for a in allowed}


def reads_italian(text: str, allowed: set[str] = frozenset()) -> list[str]:
    """What is wrong with `text` as Italian: English words, Cyrillic letters."""
    problems = [f"English: {sorted(english_leaks(text, allowed))}"] * bool(
        english_leaks(text, allowed)
    )
    if CYRILLIC.search(text):
        problems.append("Cyrillic in an Italian message")
    return problems


def reads_ukrainian(text: str, allowed: set[str] = frozenset()) -> list[str]:
    problems = [f"English: {sorted(english_leaks(text, allowed))}"] * bool(
        english_leaks(text, allowed)
    )
    if text.strip() and not CYRILLIC.search(text):
        problems.append("no Ukrainian word at all")
    return problems
