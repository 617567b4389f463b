"""How each language writes a number, and its plural rules: babel's locale cut to what Fluent
reads of it.

Babel loads a locale's whole CLDR data (the names of every language, territory, currency and time
zone, calendars...) and keeps it in module-level caches for the life of the process: ~2 MiB a
language, some 6 MiB of the bot's memory for three languages. Fluent reads the plural rules
(once, when a bundle is made) and the number formats and symbols, nothing else: dates are never
handed to it (`catalogs._fluent_value` makes them text). Those parts are taken once from babel,
kept in `__pycache__` under babel's version, and babel's caches emptied.
"""

from __future__ import annotations

import hashlib
import pickle
import sys
from pathlib import Path
from typing import Any

import babel
import babel.core
import babel.localedata

from bot.i18n.pickled import remembered

NUMBER_DATA = (
    "locale_id",
    "plural_form",
    "ordinal_form",
    "number_symbols",
    "default_numbering_system",
    "numbering_systems",
    "decimal_formats",
    "percent_formats",
    "scientific_formats",
    "currency_formats",
    "currency_symbols",
)
CACHE = Path(__file__).resolve().parent / "__pycache__"


def _plain(value: Any) -> Any:
    """Babel's data with its aliases resolved, as plain dicts that refer to nothing else."""
    if isinstance(value, babel.localedata.LocaleDataDict | dict):
        return {key: _plain(value[key]) for key in value}
    return value


def _number_data(code: str) -> dict[str, Any]:
    full = babel.Locale.parse(code)._data
    try:
        return {key: _plain(full[key]) for key in NUMBER_DATA if key in full}
    finally:
        babel.localedata.clear_caches()
        # and the territory-wide tables loading a locale read (global.dat, ~2 MiB), which babel
        # keeps in a module global of its own: read again if babel ever needs them
        babel.core._global_data = None


def number_locale(code: str) -> babel.Locale:
    """babel's Locale for `code` holding only `NUMBER_DATA` of its CLDR data."""
    locale = babel.Locale.parse(code)
    stamp = (babel.__version__, sys.implementation.cache_tag, pickle.HIGHEST_PROTOCOL, NUMBER_DATA)
    key = hashlib.sha256(repr((code, stamp)).encode()).hexdigest()
    data = remembered(
        CACHE / f"{code}.numbers.pickle",
        key,
        lambda: _number_data(code),
        lambda found: isinstance(found, dict) and "plural_form" in found,
    )
    locale._Locale__data = babel.localedata.LocaleDataDict(data)  # babel's own (private) slot
    return locale
