"""Fluent catalogs, the language being spoken, and `t()`."""

from __future__ import annotations

import contextlib
import contextvars
import gc
import hashlib
import logging
import os
import pickle
import sys
from collections.abc import Iterator
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import fluent.syntax
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser
from fluent.syntax.ast import Resource

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


@cache
def _bundle(code: str) -> FluentBundle:
    bundle = FluentBundle([code], use_isolating=False)  # no invisible marks in Discord's text
    for path in catalog_files(code):
        bundle.add_resource(parsed(path))
    return bundle


@contextlib.contextmanager
def _no_gc() -> Iterator[None]:
    """Building a catalog's syntax tree makes a few hundred thousand small objects: the cyclic
    garbage collector, run again and again meanwhile, would more than double the time."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


@cache
def _parser_stamp() -> bytes:
    """What the syntax tree depends on besides the text: this Python and fluent.syntax's code."""
    here = Path(fluent.syntax.__file__).parent
    stats = [(here / name).stat() for name in ("ast.py", "parser.py", "stream.py")]
    return repr(
        (
            sys.implementation.cache_tag,
            pickle.HIGHEST_PROTOCOL,
            [(s.st_size, s.st_mtime_ns) for s in stats],
        )
    ).encode()


def parsed(path: Path) -> Resource:
    """The catalog `path` parsed, as fluent.runtime's `FluentResource` parses it.

    Parsing the ~600 kB of catalogs takes about a second, at every start of the bot and in every
    process that speaks, for the same result: like Python's own `__pycache__`, the tree is kept
    beside the catalog (`locales/__pycache__/<lang>.ftl.pickle`), under the hash of the text and
    of the parser, and parsed anew whenever either differs. A cache that cannot be read or written
    is only parsed around."""
    text = path.read_text(encoding="utf-8")
    key = hashlib.sha256(_parser_stamp() + text.encode("utf-8")).hexdigest()
    cached = path.parent / "__pycache__" / f"{path.name}.pickle"
    with _no_gc():
        with contextlib.suppress(Exception), cached.open("rb") as file:
            if pickle.load(file) == key:
                resource = pickle.load(file)
                if isinstance(resource, Resource):
                    return resource
        resource = FluentParser().parse(text)  # what FluentResource(text) does
    with contextlib.suppress(OSError, pickle.PicklingError):
        cached.parent.mkdir(exist_ok=True)
        partial = cached.with_name(f"{cached.name}.{os.getpid()}.tmp")
        try:
            with partial.open("wb") as file:
                pickle.dump(key, file, pickle.HIGHEST_PROTOCOL)
                pickle.dump(resource, file, pickle.HIGHEST_PROTOCOL)
            os.replace(partial, cached)  # whole or not at all, even with many processes at once
        finally:
            partial.unlink(missing_ok=True)
    return resource


def _fluent_value(value: Any) -> Any:
    """Fluent takes strings and numbers; anything else is shown as its text."""
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
        values = tuple(sorted((k, _fluent_value(v)) for k, v in args.items()))
        return _formatted(self.code, key, attribute, own, values)

    def t(self, key: str, **args: Any) -> str:
        text = self.maybe(key, **args)
        if text is None:
            log.error("no message %r in any catalog", key)
            return key
        return text

    __call__ = t


@lru_cache(maxsize=16384)
def _formatted(
    code: str, key: str, attribute: str | None, own: bool, values: tuple[tuple[str, Any], ...]
) -> str | None:
    """One message formatted, remembered: a panel asks for the same two dozen labels at every
    click, and Fluent formats each anew (about 3 ms a click measured)."""
    lang = Lang.of(code)
    bundles = lang.bundles[:1] if own else lang.bundles
    for bundle in bundles:
        if not bundle.has_message(key):
            continue
        message = bundle.get_message(key)
        pattern = message.attributes.get(attribute) if attribute else message.value
        if pattern is None:
            continue
        text, errors = bundle.format_pattern(pattern, dict(values))
        for error in errors:
            log.error("message %r in %s: %s", key, code, error)
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
