"""`/claim map` as embed fields: grouped by faction, ordered, each line readable, split at 1024."""

from __future__ import annotations

import pytest

from cogs.claim.mapfile import AreaSpec
from cogs.claim.mapview import (
    EMBED_FIELDS_MAX,
    EMBED_TOTAL_MAX,
    FIELD_VALUE_MAX,
    area_line,
    map_sections,
    pages,
)


def area(
    name: str,
    owner: str | None = None,
    fortifications: int = 0,
    buildings: tuple[str, ...] = (),
    borders: tuple[str, ...] = (),
) -> AreaSpec:
    key = name.lower().replace(" ", "_")
    return AreaSpec(key, name, owner, fortifications, buildings, borders)


# -- one area, one line ---------------------------------------------------------------------------
def test_an_area_line_shows_fortifications_buildings_and_borders() -> None:
    line = area_line(area("North Hill", "Red", 2, ("mine", "farm"), ("a", "b", "c")))
    assert line == "**North Hill** 🏰×2 · 🏠 mine, farm · ↔ 3"


def test_no_fortifications_and_no_buildings_are_left_out() -> None:
    line = area_line(area("Ford", borders=("a",)))
    assert line == "**Ford** · ↔ 1"
    assert "🏰" not in line and "🏠" not in line


def test_names_are_escaped() -> None:
    line = area_line(area("*Hill*_1", buildings=("`mine`",)))
    assert r"**\*Hill\*\_1**" in line and r"\`mine\`" in line


def test_a_line_with_very_many_buildings_is_cut_to_fit_one_field() -> None:
    buildings = tuple(f"building {n}" for n in range(200))
    line = area_line(area("Hill", buildings=buildings, borders=("a", "b")))
    assert len(line) <= FIELD_VALUE_MAX
    assert line.startswith("**Hill**") and line.endswith("… · ↔ 2")


# -- sections -------------------------------------------------------------------------------------
def test_one_section_per_faction_by_name_then_the_unclaimed() -> None:
    areas = [
        area("Wood"),
        area("Hill", "red Company", 1),
        area("Ford", "Blue"),
        area("Alpha", "red Company"),
        area("Marsh"),
        area("Zeta", "Blue"),
    ]
    sections = map_sections(areas, {"Blue": 3, "red Company": 0, "Amber": 5})
    headings = [heading for heading, _ in sections]
    assert headings == [
        "Amber · 5 RP · 0 areas",
        "Blue · 3 RP · 2 areas",
        "red Company · 0 RP · 2 areas",
        "Unclaimed · 2 areas",
    ], "factions sorted by name whatever their case, a faction without area still listed"
    bodies = dict(sections)
    assert bodies["Amber · 5 RP · 0 areas"] == "No areas."
    assert bodies["Blue · 3 RP · 2 areas"].splitlines() == ["**Ford** · ↔ 0", "**Zeta** · ↔ 0"]
    assert bodies["red Company · 0 RP · 2 areas"].splitlines() == [
        "**Alpha** · ↔ 0",
        "**Hill** 🏰×1 · ↔ 0",
    ]
    assert bodies["Unclaimed · 2 areas"].splitlines() == ["**Marsh** · ↔ 0", "**Wood** · ↔ 0"]


def test_one_area_is_singular_and_a_faction_without_rp_shows_none() -> None:
    sections = map_sections([area("Hill", "Red")], {})
    assert sections == [("Red · 1 area", "**Hill** · ↔ 0")]


def test_no_unclaimed_section_when_every_area_is_held() -> None:
    sections = map_sections([area("Hill", "Red")], {"Red": 1})
    assert [h for h, _ in sections] == ["Red · 1 RP · 1 area"]


def test_faction_names_are_escaped_in_headings() -> None:
    (heading, _), *_ = map_sections([area("Hill", "*Red*")], {"*Red*": 2})
    assert heading == r"\*Red\* · 2 RP · 1 area"


def test_an_empty_map_says_how_to_add_areas() -> None:
    for rp in ({}, {"Red": 3}):
        sections = map_sections([], rp)
        assert len(sections) == 1
        heading, body = sections[0]
        assert heading and "empty" in body
        assert "/claim area add" in body and "/claim area import" in body


# -- splitting ------------------------------------------------------------------------------------
def test_a_long_faction_is_split_over_fields_of_at_most_1024_characters() -> None:
    areas = [area(f"Area {n:03}", "Red", n % 4, ("mine",), ("a",) * (n % 7)) for n in range(120)]
    sections = map_sections(areas, {"Red": 7})
    assert len(sections) > 1
    assert sections[0][0] == "Red · 7 RP · 120 areas"
    assert all(h == "Red · 7 RP · 120 areas (cont.)" for h, _ in sections[1:])
    assert all(0 < len(body) <= FIELD_VALUE_MAX for _, body in sections)
    shown = [line for _, body in sections for line in body.splitlines()]
    assert shown == [area_line(a) for a in areas], "every area once, in order, none cut"
    # packed: no field could have taken the next field's first line
    for (_, body), (_, following) in zip(sections, sections[1:], strict=False):
        first = following.splitlines()[0]
        assert len(body) + 1 + len(first) > FIELD_VALUE_MAX


def test_a_body_of_exactly_1024_characters_is_one_field_and_one_more_splits_it() -> None:
    # 25 lines of 40 characters and 24 line breaks make exactly 1024
    overhead = len(area_line(area("")))
    areas = [area(f"Area {n:02}".ljust(40 - overhead, "x"), "Red") for n in range(25)]
    assert {len(area_line(a)) for a in areas} == {40}
    sections = map_sections(areas, {"Red": 0})
    assert len(sections) == 1 and len(sections[0][1]) == FIELD_VALUE_MAX
    longer = [*areas[:-1], area(areas[-1].name + "y", "Red")]
    sections = map_sections(longer, {"Red": 0})
    assert [len(body.splitlines()) for _, body in sections] == [24, 1]


def test_the_unclaimed_areas_are_split_too() -> None:
    areas = [area(f"Unowned {n:03}", borders=("a", "b")) for n in range(80)]
    sections = map_sections(areas, {})
    assert sections[0][0] == "Unclaimed · 80 areas"
    assert len(sections) > 1 and sections[1][0] == "Unclaimed · 80 areas (cont.)"
    assert all(len(body) <= FIELD_VALUE_MAX for _, body in sections)


# -- pages ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("factions", [1, 30])
def test_pages_keep_every_section_in_order_within_discord_embed_limits(factions: int) -> None:
    areas = [area(f"Area {n:03}", f"Faction {n % factions:02}", 1, ("mine",)) for n in range(200)]
    sections = map_sections(areas, {})
    grouped = pages(sections, title_chars=100)
    assert [s for page in grouped for s in page] == sections
    for page in grouped:
        assert 0 < len(page) <= EMBED_FIELDS_MAX
        assert 100 + sum(len(h) + len(b) for h, b in page) <= EMBED_TOTAL_MAX
    assert len(grouped) > 1, "two hundred areas do not fit one embed"
