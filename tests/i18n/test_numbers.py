"""The bot's bundles write numbers and choose plural forms exactly as Fluent does with babel's
whole locale data, while keeping none of that data."""

from __future__ import annotations

import babel.core
import babel.localedata
import pytest
from fluent.runtime import FluentBundle, FluentResource

from bot.i18n import numbers
from bot.i18n.catalogs import SUPPORTED, _Bundle

PROBE = FluentResource(
    "n = { $n }\n"
    "units = { $n ->\n"
    "    [zero] zero\n"
    "    [one] one\n"
    "    [two] two\n"
    "    [few] few\n"
    "    [many] many\n"
    "   *[other] other\n"
    "}\n"
)
VALUES = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 1000, 12345, 1234567, -3, -1500, 0.5, 2.5]
VALUES += [1.25, 1000.75, 0.125, 99.99, 1e6]


def formatted(bundle: FluentBundle, key: str, n: float) -> str:
    text, errors = bundle.format_pattern(bundle.get_message(key).value, {"n": n})
    assert not errors
    return text


@pytest.mark.parametrize("code", SUPPORTED)
def test_numbers_and_plurals_match_babels_whole_locale(code: str):
    ours, whole = _Bundle([code], use_isolating=False), FluentBundle([code], use_isolating=False)
    for bundle in (ours, whole):
        bundle.add_resource(PROBE)
    for n in VALUES:
        assert formatted(ours, "n", n) == formatted(whole, "n", n), (code, n)
        assert formatted(ours, "units", n) == formatted(whole, "units", n), (code, n)


def test_the_grouping_differs_by_language_so_the_check_above_has_teeth():
    written = {}
    for code in SUPPORTED:
        bundle = _Bundle([code], use_isolating=False)
        bundle.add_resource(PROBE)
        written[code] = formatted(bundle, "n", 1234567)
    assert written["en"] == "1,234,567" and written["it"] == "1.234.567"
    assert written["uk"].replace("\u00a0", " ") == "1 234 567"


def test_a_bundle_keeps_no_cldr_data_in_babels_caches(tmp_path, monkeypatch):
    monkeypatch.setattr(numbers, "CACHE", tmp_path)  # made anew, not read from a file
    babel.localedata.clear_caches()
    for code in SUPPORTED:
        locale = _Bundle([code])._babel_locale
        assert set(locale._data) <= set(numbers.NUMBER_DATA)
        assert (tmp_path / f"{code}.numbers.pickle").is_file()
    assert babel.localedata._cache == {}  # babel's cache of whole locale data
    assert getattr(babel.localedata, "_dict_cache", {}) == {}
    assert babel.core._global_data is None  # nor the territory-wide tables (global.dat)
