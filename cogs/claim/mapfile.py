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
"""

from __future__ import annotations

import csv
import io
import re
import tomllib
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

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

_FOLDS = str.maketrans(
    {"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th"}
)
"""Latin letters that Unicode does not decompose into a base letter and an accent."""
_NOT_KEY = re.compile(r"[^a-z0-9]+")


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


def area_key(name: str) -> str:
    """A stable slug for a name: 'Château-d'Eau' -> 'chateau_d_eau' (at most 32 characters).

    Keys are what commands, borders and the store refer to, so they must survive typing on any
    keyboard: accents are folded away and everything else becomes one underscore.
    """
    folded = unicodedata.normalize("NFKD", name.lower().translate(_FOLDS))
    ascii_text = folded.encode("ascii", "ignore").decode("ascii")
    key = _NOT_KEY.sub("_", ascii_text.lower()).strip("_")[:MAX_KEY].rstrip("_")
    if not key:
        raise MapFileError(
            f"{name.strip()!r} has no letter or digit to make a key from"
            " (keys use the Latin letters a-z and the digits 0-9)."
        )
    return key


def read_map_file(filename: str, content: bytes) -> list[AreaSpec]:
    """Every area of the file, in file order, checked; MapFileError says what is wrong."""
    if len(content) > MAX_FILE_BYTES:
        raise MapFileError(
            f"The file is {-(-len(content) // 1024)} KiB; a map file may be at most"
            f" {MAX_FILE_BYTES // 1024} KiB."
        )
    extension = "." + filename.rsplit(".", 1)[-1].lower() if "." in filename else ""
    if extension not in FORMATS:
        raise MapFileError(f"{filename!r} is not a map file: attach a .toml or a .csv file.")
    try:
        text = content.decode("utf-8-sig")
    except UnicodeDecodeError as problem:
        raise MapFileError(
            f"The file is not UTF-8 text (byte {problem.start}); save it as UTF-8 and attach it"
            " again."
        ) from None
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


def _toml_rows(text: str) -> list[_Row]:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as problem:
        raise MapFileError(f"TOML syntax error: {problem}.") from None
    except RecursionError:
        raise MapFileError(
            "The file nests arrays or tables too deeply: a map needs only [[area]] tables."
        ) from None
    except ValueError:  # Python refuses to read an integer of thousands of digits
        raise MapFileError(
            "The file holds a number too long to read: no map needs thousands of digits."
        ) from None
    unknown = sorted(set(data) - {"area"})
    if unknown:
        raise MapFileError(
            f"Unknown table {_short(unknown[0])}: a TOML map holds only [[area]] tables."
        )
    tables = data.get("area", [])
    if not isinstance(tables, list) or not all(isinstance(t, Mapping) for t in tables):
        raise MapFileError("Write each area as an [[area]] table.")
    _check_count(len(tables))
    return [_toml_row(table, f"area {n}") for n, table in enumerate(tables, start=1)]


def _toml_row(table: Mapping[str, Any], place: str) -> _Row:
    unknown = sorted(set(table) - set(FIELDS))
    name = table.get("name")
    if not isinstance(name, str) or not name.strip():
        raise MapFileError(f'{place}: every area needs a name, e.g. name = "North Hill".')
    where = _where(place, name)
    if unknown:
        raise MapFileError(
            f"{where}: unknown field {_short(unknown[0])} (the fields are {', '.join(FIELDS)})."
        )
    owner = table.get("owner")
    if owner is not None and not isinstance(owner, str):
        raise MapFileError(f'{where}: owner is a faction name in quotes, or "" for unclaimed.')
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
        raise MapFileError(f'{where}: {field} is a list of names in quotes, e.g. ["mine"].')
    return tuple(value)


def _csv_rows(text: str) -> list[_Row]:
    try:
        reader = csv.reader(io.StringIO(text, newline=""))
        header = next(reader, None)
        while header is not None and not any(cell.strip() for cell in header):
            header = next(reader, None)
        if header is None:
            raise MapFileError("The file is empty: write a header row, then one area a line.")
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
            place = f"line {start}"
            if len(cells) > len(columns):
                raise MapFileError(
                    f"{place}: {len(cells)} values for {len(columns)} columns"
                    " (separate buildings and borders with ';', not ',')."
                )
            rows.append(_csv_row(dict(zip(columns, cells, strict=False)), place))
            _check_count(len(rows))
    except csv.Error as problem:
        raise MapFileError(f"CSV error on line {reader.line_num}: {problem}.") from None
    return rows


def _check_header(columns: list[str], header: list[str]) -> None:
    if "name" not in columns:
        if len(header) == 1 and LIST_SEPARATOR in header[0]:
            raise MapFileError("Separate the columns with commas, not semicolons.")
        raise MapFileError(
            f"The first line must name the columns, with at least name ({', '.join(FIELDS)})."
        )
    unknown = [c for c in columns if c not in FIELDS]
    if unknown:
        raise MapFileError(
            f"Unknown column {_short(unknown[0])} (the columns are {', '.join(FIELDS)})."
        )
    repeated = sorted({c for c in columns if columns.count(c) > 1})
    if repeated:
        raise MapFileError(f"The column {_short(repeated[0])} appears twice.")


def _csv_row(cells: Mapping[str, str], place: str) -> _Row:
    name = cells.get("name", "")
    if not name.strip():
        raise MapFileError(f"{place}: every area needs a name.")
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
    return (
        f"{where}: fortifications must be a whole number from 0 to {MAX_FORTIFICATIONS},"
        f" not {_short(value)}."
    )


def _short(value: Any) -> str:
    """A value from the file, quoted in a message: never a screenful (nor a number Python
    refuses to print in decimal)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        return "a number that large"
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def _check_count(n: int) -> None:
    if n > MAX_AREAS:
        raise MapFileError(f"The file has more than {MAX_AREAS} areas, the most one map may hold.")


# -- the map, checked as a whole ------------------------------------------------------------------
def _build(rows: list[_Row]) -> list[AreaSpec]:
    if not rows:
        raise MapFileError("The file has no areas.")
    names: dict[str, _Row] = {}
    for row in rows:
        name = _name(row.name, "name", row.where)
        key = _key(name, row.where)
        if key in names:
            first = names[key]
            same = first.name.strip()
            raise MapFileError(
                f"{row.where}: duplicate area, already at {first.place}"
                if same == name
                else f"{row.where}: duplicate area: {name!r} and {same!r} ({first.place}) give"
                f" the same key {key!r}; make the names differ in more than case, accents or"
                " punctuation."
            )
        names[key] = row
    neighbours: dict[str, set[str]] = {key: set() for key in names}
    for key, row in names.items():
        for border in _clean(row.borders):
            other = _border_key(border, row.where)
            if other not in names:
                raise MapFileError(
                    f"{row.where}: border {_short(border)} is not an area of this file."
                )
            if other == key:
                raise MapFileError(f"{row.where}: an area cannot border itself.")
            neighbours[key].add(other)
            neighbours[other].add(key)
    return [
        AreaSpec(
            key=key,
            name=row.name.strip(),
            owner=_owner(row.owner, row.where),
            fortifications=row.fortifications,
            buildings=tuple(_name(b, "building", row.where) for b in _clean(row.buildings)),
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
            f"{where}: the {what} {name[:20]!r}… is longer than {MAX_NAME} characters."
        )
    if not name.isprintable():
        raise MapFileError(
            f"{where}: the {what} {name!r} holds a line break or a control character."
        )
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
        raise MapFileError(
            f"{where}: border {_short(border)} is not an area of this file."
        ) from None


def _owner(owner: str | None, where: str) -> str | None:
    if owner is None or not owner.strip():
        return None
    return _name(owner, "owner", where)
