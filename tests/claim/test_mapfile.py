"""A whole map from a file: both formats read alike, borders made symmetric, every refusal named."""

from __future__ import annotations

import pytest

from cogs.claim.mapfile import (
    MAX_AREAS,
    MAX_FILE_BYTES,
    AreaSpec,
    MapFileError,
    area_key,
    keep_stored_keys,
    legacy_area_key,
    read_map_file,
    stored_key,
)

TOML_MAP = """
# a small map
[[area]]
name = "North Hill"
owner = "Red Company"
fortifications = 2
buildings = ["mine", "farm"]
borders = ["Old Ford", "mill_valley"]

[[area]]
name = "Old Ford"
owner = ""

[[area]]
name = "Mill Valley"
owner = "Blue Guild"
borders = ["old_ford"]
"""

CSV_MAP = """name,owner,fortifications,buildings,borders
North Hill,Red Company,2,mine;farm,Old Ford;mill_valley
Old Ford,,,,
Mill Valley,Blue Guild,0,,old_ford
"""

EXPECTED = [
    AreaSpec(
        key="north_hill",
        name="North Hill",
        owner="Red Company",
        fortifications=2,
        buildings=("mine", "farm"),
        borders=("mill_valley", "old_ford"),
    ),
    AreaSpec(
        key="old_ford",
        name="Old Ford",
        owner=None,
        fortifications=0,
        buildings=(),
        borders=("mill_valley", "north_hill"),
    ),
    AreaSpec(
        key="mill_valley",
        name="Mill Valley",
        owner="Blue Guild",
        fortifications=0,
        buildings=(),
        borders=("north_hill", "old_ford"),
    ),
]


# -- keys -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("name", "key"),
    [
        ("North Hill", "north_hill"),
        ("  Château-d'Eau  ", "chateau_d_eau"),
        ("Łódź", "lodz"),
        ("Straße 9", "strasse_9"),
        ("Ærø", "aero"),
        ("already_a_key", "already_a_key"),
        ("Hill (East) — 2", "hill_east_2"),
        ("abcdefghij abcdefghij abcdefghij", "abcdefghij_abcdefghij_abcdefghij"),
        ("Київ", "kiiv"),
        ("Чернігівщина", "chernigivshchina"),
        ("Ελλάδα", "ellada"),
        ("東京", "dongjing"),
    ],
)
def test_area_key_is_a_short_ascii_slug(name: str, key: str) -> None:
    assert area_key(name) == key
    assert area_key(key) == key, "a key read as a name gives itself back"


def test_a_csv_refusal_names_the_line_an_area_starts_on_after_blank_lines() -> None:
    content = 'name,fortifications\n\n"Hill\nside",1\n\nWood,x\n'
    refused("map.csv", content, "line 6 (Wood)")  # 1 header, 2 blank, 3-4 Hill, 5 blank
    refused("map.csv", content.replace(",1", ",x"), "line 3 (Hill side)")


def test_a_key_never_ends_in_an_underscore_when_cut() -> None:
    key = area_key("abcdefghij abcdefghij abcdefghi x")  # the 32nd character is a space
    assert len(key) <= 32 and not key.endswith("_")


def test_a_long_name_ends_its_key_with_a_digest_of_the_whole_name() -> None:
    first, second = area_key("A" * 40), area_key("A" * 40 + "B")
    assert first != second, "names differing after the 32nd character get different keys"
    for key in (first, second):
        assert len(key) <= 32 and key.startswith("a" * 23 + "_")
        assert area_key(key) == key
    assert area_key("a" * 40) == first, "case does not count, as for short names"


def test_names_sharing_their_first_32_characters_import_as_two_areas() -> None:
    long = "Північно-Західна Прикордонна Область"
    content = f'name\n"{long} 1"\n"{long} 2"\n'.encode()
    areas = read_map_file("map.csv", content)
    assert len({a.key for a in areas}) == 2


def test_same_key_says_truly_why() -> None:
    refused("map.csv", "name\nKyiv Hill\nkyiv-hill\n", "without case, accents or punctuation")


def test_keys_of_areas_already_stored_never_change() -> None:
    long = "Abcdefghij Abcdefghij Abcdefghij Klm"
    old_key = legacy_area_key(long)
    assert old_key == "abcdefghij_abcdefghij_abcdefghij" != area_key(long)
    stored = {old_key: long, "kyiv": "Kyiv"}
    assert stored_key(long, stored) == old_key, "by its name"
    assert stored_key(long.upper() + "  ", stored) == old_key
    assert stored_key("Kyiv", stored) == "kyiv"
    assert stored_key("Odesa", stored) is None
    specs = read_map_file("m.csv", f'name,borders\n"{long}",Odesa\nOdesa,\n'.encode())
    kept = keep_stored_keys(specs, stored)
    assert [a.key for a in kept] == [old_key, "odesa"]
    assert kept[1].borders == (old_key,), "borders follow the stored key"


@pytest.mark.parametrize("name", ["", "   ", "!!!", "—·—"])
def test_a_name_without_letters_or_digits_has_no_key(name: str) -> None:
    with pytest.raises(MapFileError, match="no letter or digit to make a key"):
        area_key(name)


# -- both formats ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("filename", "content"),
    [("map.toml", TOML_MAP), ("MAP.CSV", CSV_MAP)],
)
def test_both_formats_give_the_same_areas_with_symmetric_sorted_borders(
    filename: str, content: str
) -> None:
    assert read_map_file(filename, content.encode()) == EXPECTED


def test_a_byte_order_mark_and_windows_line_ends_are_fine() -> None:
    content = "\ufeff" + CSV_MAP.replace("\n", "\r\n")
    assert read_map_file("map.csv", content.encode("utf-8")) == EXPECTED
    assert read_map_file("map.toml", ("\ufeff" + TOML_MAP).encode()) == EXPECTED


def test_csv_columns_may_come_in_any_order_and_case_and_only_name_is_required() -> None:
    content = "Borders , NAME\nb,a\n,b\n"
    areas = read_map_file("m.csv", content.encode())
    assert [(a.key, a.borders, a.owner, a.fortifications) for a in areas] == [
        ("a", ("b",), None, 0),
        ("b", ("a",), None, 0),
    ]


def test_names_and_lists_are_trimmed_and_empty_items_dropped() -> None:
    content = 'name,owner,buildings,borders\n  Hill  ,  Red  , mine ; ;farm ,"Ford ;"\nFord,,,\n'
    hill, ford = read_map_file("m.csv", content.encode())
    assert (hill.name, hill.owner, hill.buildings) == ("Hill", "Red", ("mine", "farm"))
    assert hill.borders == ("ford",) and ford.borders == ("hill",)


def test_accented_names_keep_their_spelling_and_get_a_folded_key() -> None:
    content = "[[area]]\nname = 'Château'\nowner = 'Équipe Rouge'\n".encode()
    (area,) = read_map_file("m.toml", content)
    assert (area.key, area.name, area.owner) == ("chateau", "Château", "Équipe Rouge")


def test_a_border_listed_twice_or_on_both_sides_is_one_border() -> None:
    content = "name,borders\nA,B;b;B\nB,A\n"
    a, b = read_map_file("m.csv", content.encode())
    assert a.borders == ("b",) and b.borders == ("a",)


def test_twenty_fortifications_and_two_hundred_areas_are_allowed() -> None:
    rows = "".join(f"Area {n},{20 if n == 0 else ''}\n" for n in range(MAX_AREAS))
    areas = read_map_file("m.csv", f"name,fortifications\n{rows}".encode())
    assert len(areas) == MAX_AREAS and areas[0].fortifications == 20


# -- refusals -------------------------------------------------------------------------------------
def refused(filename: str, content: str | bytes, *words: str) -> str:
    """The message, checked to contain each of `words`."""
    data = content.encode() if isinstance(content, str) else content
    with pytest.raises(MapFileError) as caught:
        read_map_file(filename, data)
    message = str(caught.value)
    for word in words:
        assert word in message, message
    return message


def test_the_size_is_checked_before_anything_else() -> None:
    refused("map.xlsx", b"\xff" * (MAX_FILE_BYTES + 1), "at most 64 KiB")
    line = "name\n" + "x" * (MAX_FILE_BYTES - 5)
    assert len(line.encode()) == MAX_FILE_BYTES
    refused("map.csv", line, "longer than 60")  # exactly 64 KiB is read, and refused for its name


@pytest.mark.parametrize("filename", ["map.txt", "map", "map.toml.bak", "map.json"])
def test_an_unknown_extension_is_refused(filename: str) -> None:
    refused(filename, CSV_MAP, ".toml or a .csv")


def test_a_file_that_is_not_utf8_is_refused() -> None:
    refused("map.csv", "name\nChâteau\n".encode("latin-1"), "not UTF-8")


def test_a_toml_syntax_error_names_the_line() -> None:
    refused("map.toml", '[[area]]\nname = "Hill"\nowner = Red\n', "TOML syntax error", "line 3")


TOML_REFUSALS = [
    pytest.param("[[area]]\nowner = 'Red'\n", ("area 1", "needs a name"), id="missing name"),
    pytest.param("[[area]]\nname = ' '\n", ("area 1", "needs a name"), id="blank name"),
    pytest.param("[[area]]\nname = 3\n", ("area 1", "needs a name"), id="name not text"),
    pytest.param(
        "[[area]]\nname = 'Hill'\n[[area]]\nname = 'hill!'\n",
        ("area 2 (hill!)", "duplicate area", "'Hill'", "area 1"),
        id="duplicate by key",
    ),
    pytest.param(
        "[[area]]\nname = 'Hill'\nfortifications = 21\n",
        ("area 1 (Hill)", "0 to 20"),
        id="too many fortifications",
    ),
    pytest.param(
        "[[area]]\nname = 'Hill'\nfortifications = -1\n",
        ("Hill", "0 to 20"),
        id="negative fortifications",
    ),
    pytest.param(
        "[[area]]\nname = 'Hill'\nfortifications = 1.5\n",
        ("Hill", "whole number"),
        id="fractional fortifications",
    ),
    pytest.param(
        "[[area]]\nname = 'Hill'\nfortifications = true\n",
        ("Hill", "whole number"),
        id="boolean fortifications",
    ),
    pytest.param(
        "[[area]]\nname = 'Hill'\nborders = ['Ford']\n",
        ("area 1 (Hill)", "'Ford'", "not an area of this file"),
        id="unknown border",
    ),
    pytest.param(
        "[[area]]\nname = 'Hill'\nborders = ['hill']\n",
        ("Hill", "cannot border itself"),
        id="border to itself",
    ),
    pytest.param(
        "[[area]]\nname = 'Hill'\nborders = '!!!'\n", ("Hill", "borders is a list"), id="no list"
    ),
    pytest.param(
        "[[area]]\nname = 'Hill'\nbuildings = ['mine', 2]\n",
        ("Hill", "buildings is a list"),
        id="building not text",
    ),
    pytest.param("[[area]]\nname = 'Hill'\nowner = 1\n", ("Hill", "owner"), id="owner not text"),
    pytest.param(
        "[[area]]\nname = 'Hill'\nfortification = 1\n",
        ("Hill", "unknown field 'fortification'"),
        id="misspelt field",
    ),
    pytest.param("[map]\nname = 'x'\n", ("Unknown table 'map'",), id="other table"),
    pytest.param("area = 'Hill'\n", ("[[area]]",), id="area not a table"),
    pytest.param("# nothing yet\n", ("no areas",), id="no areas"),
    pytest.param(f"[[area]]\nname = '{'x' * 61}'\n", ("area 1", "longer than 60"), id="long name"),
    pytest.param(
        f"[[area]]\nname = 'Hill'\nowner = '{'R' * 61}'\n",
        ("Hill", "owner", "longer than 60"),
        id="long owner",
    ),
    pytest.param(
        f"[[area]]\nname = 'Hill'\nbuildings = ['{'m' * 61}']\n",
        ("Hill", "building", "longer than 60"),
        id="long building",
    ),
    pytest.param('[[area]]\nname = "Hill\\nTop"\n', ("line break",), id="name over two lines"),
    pytest.param("[[area]]\nname = '—·—'\n", ("area 1 (—·—)", "no letter"), id="no key"),
]


@pytest.mark.parametrize(("content", "words"), TOML_REFUSALS)
def test_a_bad_toml_map_is_refused_naming_the_area(content: str, words: tuple[str, ...]) -> None:
    refused("map.toml", content, *words)


CSV_REFUSALS = [
    pytest.param("", ("empty",), id="empty file"),
    pytest.param("name\n", ("no areas",), id="header only"),
    pytest.param("owner,borders\nRed,\n", ("name the columns",), id="no name column"),
    pytest.param("name;owner\nHill;Red\n", ("commas, not semicolons",), id="semicolons"),
    pytest.param("name,colour\nHill,red\n", ("Unknown column 'colour'",), id="unknown column"),
    pytest.param("name,owner,Name\nHill,,\n", ("'name' appears twice",), id="repeated column"),
    pytest.param("name,owner\nHill,Red,Blue\n", ("line 2", "3 values"), id="extra cells"),
    pytest.param("name,owner\nHill,Red\n,Blue\n", ("line 3", "needs a name"), id="missing name"),
    pytest.param(
        "name\nHill\nForest\nhill\n", ("line 4 (hill)", "duplicate", "line 2"), id="duplicate"
    ),
    pytest.param(
        "name,fortifications\nHill,two\n", ("line 2 (Hill)", "'two'"), id="forts not a number"
    ),
    pytest.param("name,fortifications\nHill,2.0\n", ("Hill", "whole number"), id="forts 2.0"),
    pytest.param("name,fortifications\nHill,-1\n", ("Hill", "0 to 20"), id="negative forts"),
    pytest.param("name,fortifications\nHill,21\n", ("Hill", "0 to 20"), id="forts above 20"),
    pytest.param("name,fortifications\nHill,²\n", ("Hill", "whole number"), id="forts unicode"),
    pytest.param(
        "name,borders\nHill,Ford\nWood,\n", ("line 2 (Hill)", "'Ford'", "not an area"), id="border"
    ),
    pytest.param("name,borders\nHill,HILL\n", ("cannot border itself",), id="border to itself"),
    pytest.param("name,borders\nHill,???\n", ("'???'", "not an area"), id="border without key"),
    pytest.param(f"name\n{'x' * 61}\n", ("line 2 (xxx", "…)", "longer than 60"), id="long name"),
    pytest.param(
        'name\nWood\n"Hill\nTop"\n', ("line 3 (Hill Top)", "line break"), id="name over two lines"
    ),
]


@pytest.mark.parametrize(("content", "words"), CSV_REFUSALS)
def test_a_bad_csv_map_is_refused_naming_the_line(content: str, words: tuple[str, ...]) -> None:
    refused("map.csv", content, *words)


@pytest.mark.parametrize("filename", ["map.csv", "map.toml"])
def test_more_than_two_hundred_areas_are_refused(filename: str) -> None:
    n = MAX_AREAS + 1
    if filename.endswith(".csv"):
        content = "name\n" + "".join(f"A{i}\n" for i in range(n))
    else:
        content = "".join(f"[[area]]\nname = 'A{i}'\n" for i in range(n))
    assert len(content.encode()) <= MAX_FILE_BYTES
    refused(filename, content, "more than 200 areas")


def test_the_error_is_a_value_error() -> None:
    assert issubclass(MapFileError, ValueError)
