"""Map files built to hurt: every one is refused with a short message, none crashes the parser."""

from __future__ import annotations

import pytest

from cogs.claim.mapfile import MAX_FILE_BYTES, MapFileError, read_map_file

AREA = '[[area]]\nname = "North Hill"\n'


def refused(filename: str, text: str) -> str:
    content = text.encode()
    assert len(content) <= MAX_FILE_BYTES  # what the cog lets through to the parser
    with pytest.raises(MapFileError) as caught:
        read_map_file(filename, content)
    message = str(caught.value)
    assert 10 < len(message) < 300, message
    return message


@pytest.mark.parametrize(
    "nested",
    [
        "x = " + "[" * 20_000 + "]" * 20_000,
        "x = " + "{ a = " * 5_000 + "1" + " }" * 5_000,
        AREA + "buildings = " + "[" * 20_000 + "]" * 20_000,
    ],
)
def test_deep_nesting_in_toml_is_refused(nested):
    assert "too deeply" in refused("map.toml", nested)


@pytest.mark.parametrize(
    "value",
    [
        "9" * 5000,  # Python refuses to read it
        "0x" + "f" * 5000,  # read fine, but too large to print in decimal
        "-" + "9" * 4000,
    ],
)
def test_huge_numbers_in_toml_are_refused(value):
    message = refused("map.toml", AREA + f"fortifications = {value}\n")
    assert "number" in message or "fortifications" in message
    assert "9999999999" not in message and "ffffffffff" not in message


def test_huge_numbers_in_csv_are_refused():
    message = refused("map.csv", "name,fortifications\nNorth Hill," + "9" * 5000 + "\n")
    assert "line 2" in message and "fortifications" in message and len(message) < 200


def test_long_unknown_names_are_quoted_short():
    assert len(refused("map.toml", AREA + "x" * 30_000 + " = 1\n")) < 200
    assert len(refused("map.csv", "name," + "y" * 30_000 + "\nA,1\n")) < 200
    assert len(refused("map.toml", AREA + 'borders = ["' + "z" * 30_000 + '"]\n')) < 300


@pytest.mark.parametrize("name", ["\u3000", "\u200b", "\u3000\u200b\u3000", "\u2028"])
def test_names_of_invisible_characters_are_refused(name):
    refused("map.toml", f'[[area]]\nname = "{name}"\n')
    refused("map.csv", f"name\n{name}\n")
