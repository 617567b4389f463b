"""Fluent catalogs, the language being spoken, and `t()`."""

from __future__ import annotations

import contextlib
import contextvars
import gc
import hashlib
import logging
import pickle
import sys
from collections.abc import Iterator
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import babel
import fluent.syntax
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser
from fluent.syntax.ast import Message, Term

from bot.i18n.numbers import number_locale
from bot.i18n.pickled import remembered

SUPPORTED = ("en", "it", "uk")
FALLBACK = "en"
ROOTS = tuple(Path(__file__).resolve().parents[2] / name for name in ("bot", "cogs"))
"""Where `locales/<lang>.ftl` catalogs are found (any depth)."""
log = logging.getLogger(__name__)
_extra_dirs: list[Path] = []


def language_of(locale: object) -> str:
    """The catalog language for a Discord locale: "it" and "uk" as such, anything else English
    ("en-US", "en-GB", "de", None ...)."""
    code = str(getattr(locale, "value", locale) or "").split("-")[0].lower()
    return code if code in SUPPORTED else FALLBACK


def register_catalogs(directory: Path) -> None:
    """Catalogs of a package outside bot/ and cogs/ (an extension, the tests' demo game)."""
    directory = Path(directory)
    if directory not in _extra_dirs:
        _extra_dirs.append(directory)
        _bundle.cache_clear()
        _formatted.cache_clear()


def catalog_files(code: str) -> list[Path]:
    found = [f for root in ROOTS for f in sorted(root.glob(f"**/locales/{code}.ftl"))]
    return found + [d / f"{code}.ftl" for d in _extra_dirs if (d / f"{code}.ftl").is_file()]


class _Entries(dict):
    """A catalog's entries, each id -> its source text, parsed into Fluent's syntax tree only
    when the bundle first looks it up (it keeps what it compiles from the tree, not the tree).

    The trees of all three languages' catalogs take ~12 MiB that a running bot would keep for
    the few hundred messages it ever formats; their text takes under 1 MiB. (fluent.runtime
    reads its entry tables with `[]` and `in` only; tests/i18n/test_catalog_entries.py checks
    every message against whole parsed catalogs.)"""

    def __getitem__(self, key: str) -> Message | Term:
        return _ENTRY_PARSER.parse_entry(super().__getitem__(key))


_ENTRY_PARSER = FluentParser(with_spans=False)


class _Bundle(FluentBundle):
    """Fluent's bundle with babel's locale cut to how numbers are written (`numbers.py`)."""

    def _get_babel_locale(self) -> babel.Locale:
        return number_locale(self.locales[0])


def read_bundle(code: str) -> FluentBundle:
    """The language's catalogs in one bundle, read anew (`_bundle` keeps one per language)."""
    bundle = _Bundle([code], use_isolating=False)  # no invisible marks in Discord's text
    bundle._messages, bundle._terms = _Entries(), _Entries()
    for path in catalog_files(code):
        messages, terms = entries(path)
        for found, into in ((messages, bundle._messages), (terms, bundle._terms)):
            for key, text in found.items():
                into.setdefault(key, text)  # the first catalog to define a key keeps it
    return bundle


_bundle = cache(read_bundle)


@cache
def _parser_stamp() -> bytes:
    """What the entries depend on besides the text: this Python and fluent.syntax's code."""
    here = Path(fluent.syntax.__file__).parent
    stats = [(here / name).stat() for name in ("ast.py", "parser.py", "stream.py")]
    return repr(
        (
            sys.implementation.cache_tag,
            pickle.HIGHEST_PROTOCOL,
            [(s.st_size, s.st_mtime_ns) for s in stats],
        )
    ).encode()


Sources = dict[str, str]


@contextlib.contextmanager
def _no_gc() -> Iterator[None]:
    """Parsing a catalog makes a few hundred thousand small objects: the cyclic garbage
    collector, run again and again meanwhile, would more than double the time."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def split_entries(text: str) -> tuple[Sources, Sources]:
    """The messages and the terms of a catalog's text, each id -> the text of that entry alone
    (what `FluentParser.parse_entry` reads back); comments and unparsable text are left out."""
    messages: Sources = {}
    terms: Sources = {}
    for entry in FluentParser().parse(text).body:
        if isinstance(entry, Message | Term):
            into = messages if isinstance(entry, Message) else terms
            into.setdefault(entry.id.name, text[entry.span.start : entry.span.end])
    return messages, terms


def entries(path: Path) -> tuple[Sources, Sources]:
    """`split_entries` of the catalog `path`.

    Parsing the ~600 kB of catalogs takes about a second, at every start of the bot and in every
    process that speaks, for the same result: like Python's own `__pycache__`, the entries are
    kept beside the catalog (`locales/__pycache__/<lang>.ftl.entries.pickle`), under the hash of
    the text and of the parser, and split anew whenever either differs. A cache that cannot be
    read or written is only parsed around."""
    text = path.read_text(encoding="utf-8")
    key = hashlib.sha256(_parser_stamp() + text.encode("utf-8")).hexdigest()

    def split() -> tuple[Sources, Sources]:
        with _no_gc():
            return split_entries(text)

    return remembered(
        path.parent / "__pycache__" / f"{path.name}.entries.pickle",
        key,
        split,
        lambda found: isinstance(found, tuple) and all(isinstance(part, dict) for part in found),
    )


_PLAIN = frozenset({str, int, float})


def _fluent_value(value: Any) -> Any:
    """Fluent takes strings and numbers; anything else is shown as its text."""
    if type(value) in _PLAIN:
        return value
    if isinstance(value, bool) or value is None:
        return "" if value is None else str(value).lower()
    if isinstance(value, int | float | str):
        return value
    return str(value)


class Lang:
    """One language's catalogs, English behind them for anything they lack."""

    def __init__(self, code: str) -> None:
        self.code = code

    @property
    def bundles(self) -> list[FluentBundle]:
        """This language's, then English's (looked up each time: catalogs may be added)."""
        return [_bundle(self.code)] + ([_bundle(FALLBACK)] if self.code != FALLBACK else [])

    @staticmethod
    @cache
    def of(locale: object) -> Lang:
        return Lang(language_of(locale))

    def __repr__(self) -> str:
        return f"Lang({self.code!r})"

    def has(self, key: str, *, own: bool = False) -> bool:
        """Whether the key is known (in this language's own catalogs only, with `own`)."""
        bundles = self.bundles[:1] if own else self.bundles
        return any(b.has_message(key) for b in bundles)

    def maybe(self, key: str, *, attribute: str | None = None, own: bool = False, **args: Any):
        """The text of `key` (or of one of its attributes), or None when no catalog has it."""
        # the key of the formatted text: a call site passes its arguments in one order, so they
        # are not sorted (some forty lookups a click, most of them found)
        values = tuple([(k, _fluent_value(v)) for k, v in args.items()])
        return _formatted(self.code, key, attribute, own, values)

    def t(self, key: str, **args: Any) -> str:
        text = self.maybe(key, **args)
        if text is None:
            log.error("no message %r in any catalog", key)
            return key
        return text

    __call__ = t


@lru_cache(maxsize=1024)
def _formatted(
    code: str, key: str, attribute: str | None, own: bool, values: tuple[tuple[str, Any], ...]
) -> str | None:
    """One message formatted, remembered: a panel asks for the same two dozen labels at every
    click, and Fluent formats each anew (about 3 ms a click measured). The labels every panel
    shares stay; the texts of one battle (its names, its counts) come and go, and are seldom
    asked for twice: at 300 clicks/s over 1,000 battles, 256, 1,024 or 4,096 kept found the
    same 84 % (4,096 held 2 MiB more after start-up's 2,000 panels; 16,384 held ~4 MiB)."""
    lang = Lang.of(code)
    return format_message(lang.bundles[:1] if own else lang.bundles, key, attribute, dict(values))


def format_message(
    bundles: list[FluentBundle], key: str, attribute: str | None, values: dict[str, Any]
) -> str | None:
    """`key` (or one of its attributes) from the first of `bundles` that has it, else None."""
    for bundle in bundles:
        if not bundle.has_message(key):
            continue
        message = bundle.get_message(key)
        pattern = message.attributes.get(attribute) if attribute else message.value
        if pattern is None:
            continue
        text, errors = bundle.format_pattern(pattern, values)
        for error in errors:
            log.error("message %r in %s: %s", key, bundle.locales[0], error)
        return text
    return None


EN = Lang.of(FALLBACK)
_speaking: contextvars.ContextVar[Lang] = contextvars.ContextVar("speaking", default=EN)


def current() -> Lang:
    """The language being spoken here: the reader's, as the entry point set it."""
    return _speaking.get()


def t(key: str, **args: Any) -> str:
    """`key` in the current language (English where its catalog lacks the key)."""
    return _speaking.get().t(key, **args)


@contextlib.contextmanager
def speaking(lang: Lang | str) -> Iterator[Lang]:
    """Render in `lang` within the block (a public message in the server's language)."""
    chosen = lang if isinstance(lang, Lang) else Lang.of(lang)
    token = _speaking.set(chosen)
    try:
        yield chosen
    finally:
        _speaking.reset(token)


def use_locale(interaction: Any) -> Lang:
    """For the rest of this interaction's handling, speak the user's own language (their
    client's locale): what they alone read is in it. Public messages still use `speaking`."""
    lang = Lang.of(getattr(interaction, "locale", None))
    _speaking.set(lang)
    return lang


def explain(error: Exception, prefix: str = "engine") -> str:
    """A refusal in the language being spoken: `<prefix>-<error.key>` with `error.values` when
    the catalogs say it, else the error's own (English) text."""
    key = getattr(error, "key", "")
    said = current().maybe(f"{prefix}-{key}", **getattr(error, "values", {})) if key else None
    return said or str(error)
