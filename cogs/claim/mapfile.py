"""A whole campaign map read from one small file a game master attaches (TOML or CSV).

The seed gives no map: each campaign brings its own, and typing two hundred areas one command at
a time is no way to start. `read_map_file` checks everything before the store sees anything, so
an import is all or nothing, and every refusal names the line or the area to fix.

TOML:

    [[area]]
    name = "North Hill"
    owner = "Red Company"          # optional: a faction name; absent or "" = unclaimed
    fortifications = 2             # optional, 0..20
    buildings = ["mine", "farm"]   # optional
    borders = ["Old Ford", "mill_valley"]   # optional: area names or keys

CSV (comma separated, header row, only `name` required; lists separated by ";"):

    name,owner,fortifications,buildings,borders
    North Hill,Red Company,2,mine;farm,Old Ford;mill_valley

A border listed on one side only is enough: borders are symmetric, and every `AreaSpec` lists all
its neighbours. Pure: no Discord, no database.

Area names may be in any script (a Ukrainian group names its map in Ukrainian): keys are derived by
transliteration (`area_key`). Keys of areas already stored never change: a name whose key is
derived differently now (a name of more than 32 key characters, or with letters of another script
mixed in, imported before) finds its stored area by its name or its old key (`keep_stored_keys`).
"""

from __future__ import annotations

import csv
import hashlib
import io
import re
import tomllib
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from anyascii import anyascii

from bot.i18n import t

MAX_FILE_BYTES = 64 * 1024
MAX_AREAS = 200
MAX_NAME = 60
MAX_KEY = 32
MAX_FORTIFICATIONS = 20
MAX_DIGITS = 10
"""Longer numbers are refused before Python reads them (it refuses thousands of digits)."""
LIST_SEPARATOR = ";"
FIELDS = ("name", "owner", "fortifications", "buildings", "borders")
FORMATS = (".toml", ".csv")
NAME, BUILDING, OWNER = "name", "building", "owner"
"""What a name in a file is (a variant of the messages about names)."""

_FOLDS = str.maketrans(
    {"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th"}
)
"""Latin letters that Unicode does not decompose into a base letter and an accent."""
_NOT_KEY = re.compile(r"[^a-z0-9]+")
_AT = re.compile(r"(.*) \(at line ([0-9]+), column ([0-9]+)\)", re.S)
"""Where tomllib says it found a syntax error."""


class MapFileError(ValueError):
    """The map file cannot be imported; the message says what to fix, for the game master."""


@dataclass(frozen=True)
class AreaSpec:
    """One area: as a map file gives it (checked; borders are keys of areas in the same file),
    or as `/claim map` shows it (owner: the faction's name, None when unclaimed)."""

    key: str
    name: str
    owner: str | None
    fortifications: int
    buildings: tuple[str, ...]
    borders: tuple[str, ...]


HASH_CHARS = 8
"""A long name's key ends with this many hex digits of a digest of its whole slug."""


def slug(name: str) -> str:
    """A name in the key's alphabet, whole: 'Château-d'Eau' -> 'chateau_d_eau', 'Київ' -> 'kiiv'.

    Accents are folded away; a letter or digit of another script is transliterated (anyascii);
    case goes; everything else becomes one underscore. For a name in Latin letters this is what
    keys always were, so stored keys still match their names."""
    folded = unicodedata.normalize("NFKD", name.lower().translate(_FOLDS))
    parts = []
    for char in folded:
        if char.isascii():
            parts.append(char)
        elif unicodedata.category(char)[0] in "LN":  # a letter or digit: transliterated
            parts.append(anyascii(char).lower())
        # else: an accent (combining mark), a symbol or punctuation: dropped, as always
    return _NOT_KEY.sub("_", "".join(parts).lower()).strip("_")


def area_key(name: str) -> str:
    """A stable key for a name, at most 32 characters of a-z, 0-9 and _.

    Keys are what commands, borders and the store refer to, so they must survive typing on any
    keyboard. A slug of up to 32 characters is the key; a longer one is cut and ends with a digest
    of the whole slug, so two names differing only after their 32nd character get different keys.
    Two names share a key only when their slugs are the same (`same_key_why`).
    """
    whole = slug(name)
    if not whole:
        raise MapFileError(t("claim-map-no-key", name=repr(name.strip())))
    if len(whole) <= MAX_KEY:
        return whole
    digest = hashlib.sha256(whole.encode()).hexdigest()[:HASH_CHARS]
    return f"{whole[: MAX_KEY - HASH_CHARS - 1].rstrip('_')}_{digest}"


def legacy_area_key(name: str) -> str | None:
    """The key the same name got before names in any script (issue 12): Latin letters only, the
    slug cut at 32 characters. None when it gave none."""
    folded = unicodedata.normalize("NFKD", name.lower().translate(_FOLDS))
    ascii_text = folded.encode("ascii", "ignore").decode("ascii")
    key = _NOT_KEY.sub("_", ascii_text.lower()).strip("_")[:MAX_KEY].rstrip("_")
    return key or None


def stored_key(name: str, stored: Mapping[str, str]) -> str | None:
    """The key of the stored area (`stored`: key -> name) this name means: the same name (any
    case), its key, or the key it got before. None: a new area."""
    wanted = " ".join(name.split()).casefold()
    for key, known in stored.items():
        if " ".join(known.split()).casefold() == wanted:
            return key
    try:
        keys = [area_key(name), legacy_area_key(name)]
    except MapFileError:
        keys = [legacy_area_key(name)]
    return next((k for k in keys if k is not None and k in stored), None)


def keep_stored_keys(specs: list[AreaSpec], stored: Mapping[str, str]) -> list[AreaSpec]:
    """The file's areas with the keys of the stored areas they update: a stored key never
    changes, even when the same name gives another key now."""
    rekey = {}
    for spec in specs:
        found = stored_key(spec.name, stored)
        if found is not None and found != spec.key:
            rekey[spec.key] = found
    if not rekey:
        return specs
    return [
        AreaSpec(
            key=rekey.get(spec.key, spec.key),
            name=spec.name,
            owner=spec.owner,
            fortifications=spec.fortifications,
            buildings=spec.buildings,
            borders=tuple(sorted(rekey.get(b, b) for b in spec.borders)),
        )
        for spec in specs
    ]


def read_map_file(filename: str, content: bytes) -> list[AreaSpec]:
    """Every area of the file, in file order, checked; MapFileError says what is wrong."""
    if len(content) > MAX_FILE_BYTES:
        raise MapFileError(
            t("claim-map-too-big", size=-(-len(content) // 1024), most=MAX_FILE_BYTES // 1024)
        )
    extension = "." + filename.rsplit(".", 1)[-1].lower() if "." in filename else ""
    if extension not in FORMATS:
        raise MapFileError(t("claim-map-not-a-map", name=repr(filename)))
    try:
        text = content.decode("utf-8-sig")
    except UnicodeDecodeError as problem:
        raise MapFileError(t("claim-map-not-utf8", byte=str(problem.start))) from None
    rows = _toml_rows(text) if extension == ".toml" else _csv_rows(text)
    return _build(rows)


# -- one row per area, as typed, with where it came from ------------------------------------------
@dataclass(frozen=True)
class _Row:
    place: str  # "line 4" or "area 3", for the messages
    name: str
    owner: str | None
    fortifications: int
    buildings: tuple[str, ...]
    borders: tuple[str, ...]

    @property
    def where(self) -> str:
        return _where(self.place, self.name)


def _where(place: str, name: str) -> str:
    """'line 4 (North Hill)': where the game master finds the area to fix."""
    shown = " ".join(name.split())
    return f"{place} ({shown if len(shown) <= 30 else shown[:29] + '…'})"


def _line(n: int) -> str:
    return t("claim-map-line", n=str(n))


def _toml_rows(text: str) -> list[_Row]:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as problem:
        raise MapFileError(_toml_syntax(str(problem))) from None
    except RecursionError:
        raise MapFileError(t("claim-map-too-deep")) from None
    except ValueError:  # Python refuses to read an integer of thousands of digits
        raise MapFileError(t("claim-map-number-too-long")) from None
    unknown = sorted(set(data) - {"area"})
    if unknown:
        raise MapFileError(t("claim-map-unknown-table", name=_short(unknown[0])))
    tables = data.get("area", [])
    if not isinstance(tables, list) or not all(isinstance(t, Mapping) for t in tables):
        raise MapFileError(t("claim-map-area-tables"))
    _check_count(len(tables))
    return [
        _toml_row(table, t("claim-map-area-n", n=str(n))) for n, table in enumerate(tables, start=1)
    ]


def _toml_syntax(problem: str) -> str:
    """tomllib's message (English) with where it found the error, for the reader's language:
    the place in words, the parser's own detail as it is."""
    found = _AT.fullmatch(problem)
    if found is None:
        return t("claim-map-toml-syntax-end", problem=problem, detail=problem)
    detail, line, column = found.groups()
    return t("claim-map-toml-syntax", problem=problem, detail=detail, line=line, column=column)


def _toml_row(table: Mapping[str, Any], place: str) -> _Row:
    unknown = sorted(set(table) - set(FIELDS))
    name = table.get("name")
    if not isinstance(name, str) or not name.strip():
        raise MapFileError(t("claim-map-toml-no-name", where=place))
    where = _where(place, name)
    if unknown:
        raise MapFileError(
            t(
                "claim-map-unknown-field",
                where=where,
                name=_short(unknown[0]),
                all=", ".join(FIELDS),
            )
        )
    owner = table.get("owner")
    if owner is not None and not isinstance(owner, str):
        raise MapFileError(t("claim-map-owner-type", where=where))
    forts = table.get("fortifications", 0)
    if isinstance(forts, bool) or not isinstance(forts, int):
        raise MapFileError(_fortifications_message(where, forts))
    return _Row(
        place=place,
        name=name,
        owner=owner,
        fortifications=_fortifications(forts, where),
        buildings=_string_list(table.get("buildings", []), "buildings", where),
        borders=_string_list(table.get("borders", []), "borders", where),
    )


def _string_list(value: Any, field: str, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise MapFileError(t("claim-map-list-type", where=where, field=field))
    return tuple(value)


def _csv_rows(text: str) -> list[_Row]:
    try:
        reader = csv.reader(io.StringIO(text, newline=""))
        header = next(reader, None)
        while header is not None and not any(cell.strip() for cell in header):
            header = next(reader, None)
        if header is None:
            raise MapFileError(t("claim-map-empty-file"))
        columns = [cell.strip().lower() for cell in header]
        _check_header(columns, header)
        rows = []
        while True:
            start = reader.line_num + 1  # a quoted cell may run over several lines
            cells = next(reader, None)
            if cells is None:
                break
            if not any(cell.strip() for cell in cells):
                continue
            place = _line(start)
            if len(cells) > len(columns):
                raise MapFileError(
                    t(
                        "claim-map-too-many-cells",
                        where=place,
                        cells=len(cells),
                        columns=len(columns),
                    )
                )
            rows.append(_csv_row(dict(zip(columns, cells, strict=False)), place))
            _check_count(len(rows))
    except csv.Error as problem:
        raise MapFileError(
            t("claim-map-csv-error", line=str(reader.line_num), problem=str(problem))
        ) from None
    return rows


def _check_header(columns: list[str], header: list[str]) -> None:
    if "name" not in columns:
        if len(header) == 1 and LIST_SEPARATOR in header[0]:
            raise MapFileError(t("claim-map-semicolons"))
        raise MapFileError(t("claim-map-no-header", all=", ".join(FIELDS)))
    unknown = [c for c in columns if c not in FIELDS]
    if unknown:
        raise MapFileError(
            t("claim-map-unknown-column", name=_short(unknown[0]), all=", ".join(FIELDS))
        )
    repeated = sorted({c for c in columns if columns.count(c) > 1})
    if repeated:
        raise MapFileError(t("claim-map-column-twice", name=_short(repeated[0])))


def _csv_row(cells: Mapping[str, str], place: str) -> _Row:
    name = cells.get("name", "")
    if not name.strip():
        raise MapFileError(t("claim-map-csv-no-name", where=place))
    where = _where(place, name)
    forts_text = cells.get("fortifications", "").strip() or "0"
    if not forts_text.isdecimal() or not forts_text.isascii() or len(forts_text) > MAX_DIGITS:
        raise MapFileError(_fortifications_message(where, forts_text))
    return _Row(
        place=place,
        name=name,
        owner=cells.get("owner", ""),
        fortifications=_fortifications(int(forts_text), where),
        buildings=_split(cells.get("buildings", "")),
        borders=_split(cells.get("borders", "")),
    )


def _split(cell: str) -> tuple[str, ...]:
    return tuple(part for part in cell.split(LIST_SEPARATOR) if part.strip())


def _fortifications(value: int, where: str) -> int:
    if not 0 <= value <= MAX_FORTIFICATIONS:
        raise MapFileError(_fortifications_message(where, value))
    return value


def _fortifications_message(where: str, value: Any) -> str:
    return t("claim-map-forts", where=where, most=MAX_FORTIFICATIONS, value=_short(value))


def _short(value: Any) -> str:
    """A value from the file, quoted in a message: never a screenful (nor a number Python
    refuses to print in decimal)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        return t("claim-map-huge-number")
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def _check_count(n: int) -> None:
    if n > MAX_AREAS:
        raise MapFileError(t("claim-map-too-many-areas", most=MAX_AREAS))


# -- the map, checked as a whole ------------------------------------------------------------------
def _build(rows: list[_Row]) -> list[AreaSpec]:
    if not rows:
        raise MapFileError(t("claim-map-no-areas"))
    names: dict[str, _Row] = {}
    for row in rows:
        name = _name(row.name, NAME, row.where)
        key = _key(name, row.where)
        if key in names:
            first = names[key]
            same = first.name.strip()
            raise MapFileError(
                t("claim-map-duplicate", where=row.where, first=first.place)
                if same == name
                else t(
                    "claim-map-same-key",
                    where=row.where,
                    name=repr(name),
                    other=repr(same),
                    first=first.place,
                    slug=repr(key),
                    why="letters" if slug(same) == slug(name) else "chance",
                )
            )
        names[key] = row
    neighbours: dict[str, set[str]] = {key: set() for key in names}
    for key, row in names.items():
        for border in _clean(row.borders):
            other = _border_key(border, row.where)
            if other not in names:
                raise MapFileError(t("claim-map-bad-border", where=row.where, name=_short(border)))
            if other == key:
                raise MapFileError(t("claim-map-self-border", where=row.where))
            neighbours[key].add(other)
            neighbours[other].add(key)
    return [
        AreaSpec(
            key=key,
            name=row.name.strip(),
            owner=_owner(row.owner, row.where),
            fortifications=row.fortifications,
            buildings=tuple(_name(b, BUILDING, row.where) for b in _clean(row.buildings)),
            borders=tuple(sorted(neighbours[key])),
        )
        for key, row in names.items()
    ]


def _clean(values: Iterable[str]) -> list[str]:
    return [v.strip() for v in values if v.strip()]


def _name(text: str, what: str, where: str) -> str:
    """A name as shown: trimmed, one line, not too long for a Discord field or a select."""
    name = text.strip()
    if len(name) > MAX_NAME:
        raise MapFileError(
            t(
                "claim-map-name-too-long",
                where=where,
                what=what,
                name=repr(name[:20]),
                most=MAX_NAME,
            )
        )
    if not name.isprintable():
        raise MapFileError(t("claim-map-name-control", where=where, what=what, name=repr(name)))
    return name


def _key(name: str, where: str) -> str:
    try:
        return area_key(name)
    except MapFileError as problem:
        raise MapFileError(f"{where}: {problem}") from None


def _border_key(border: str, where: str) -> str:
    """A border names an area by its name or its key; both give the same key."""
    try:
        return area_key(border)
    except MapFileError:
        raise MapFileError(t("claim-map-bad-border", where=where, name=_short(border))) from None


def _owner(owner: str | None, where: str) -> str | None:
    if owner is None or not owner.strip():
        return None
    return _name(owner, OWNER, where)
