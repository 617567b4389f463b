"""The claim map as a picture: a valid PNG in the owners' colours, stable from turn to turn."""

from __future__ import annotations

import io
import json
import math
import time
from collections import Counter
from dataclasses import asdict, replace
from functools import cache

import pytest
from PIL import Image

from bot.ui.pictures import UNCLAIMED, faction_colors, render_off_loop, rgb
from cogs.claim.classify import Attack
from cogs.claim.mapfile import MAX_AREAS, MAX_NAME, AreaSpec
from cogs.claim.mapimage import (
    MapArea,
    MapAttack,
    MapImage,
    map_layout,
    read_attack,
    render_map,
)

OWNERS = {1: "Alice", 2: "Богдан", 3: "Carla", 4: "Dmytro"}
AREAS = [
    AreaSpec("hill", "North Hill", 1, 2, ("mine", "farm"), ("river", "forest")),
    AreaSpec("river", "Річка Дніпро", 2, 0, (), ("hill", "forest", "city")),
    AreaSpec("forest", "Bosco di Città di Castello", None, 0, ("mill",), ("hill", "river", "city")),
    AreaSpec("city", "Київ", 2, 5, ("palace",), ("river", "forest", "port")),
    AreaSpec("port", "Port Royal", 3, 1, (), ("city",)),
]
ATTACKS = [
    MapAttack(None, "river", 1, "main"),
    MapAttack("river", "forest", 2, "further"),
    MapAttack(None, "city", 3, "mass"),
    MapAttack(None, "port", 4, "claim"),
]


def opened(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    image.load()
    return image


def colours(image: Image.Image) -> Counter[tuple[int, int, int]]:
    found = image.convert("RGB").getcolors(1 << 22)
    assert found is not None
    return Counter({colour: count for count, colour in found})


def long_name(n: int) -> str:
    stems = (
        "Велика Північна Рівнина біля старого млина над Десною",
        "Castello di San Giorgio in Valle d'Aosta sopra il lago",
        "Ґалицька Їжакова Долина з Єзуїтським монастирем",
    )
    return f"{stems[n % 3]} {n}"[:MAX_NAME]


@cache
def full_map() -> tuple[MapImage, float, list[AreaSpec], dict[int, str]]:
    """200 areas held by 10 factions (and some unclaimed), long names; rendered once."""
    areas = []
    for n in range(MAX_AREAS):
        owner = n % 10 + 1 if n % 7 else None
        near = [f"a{(n + 1) % MAX_AREAS:03d}", f"a{(n + 2) % MAX_AREAS:03d}"]
        if n % 3 == 0:
            near.append(f"a{(n * 7 + 3) % MAX_AREAS:03d}")
        areas.append(
            AreaSpec(f"a{n:03d}", long_name(n), owner, n % 4, ("farm",) * (n % 3), tuple(near))
        )
    owners = {f: f"Фракція {f} — " + "дуже довга назва " * 4 for f in range(1, 11)}
    attacks = [MapAttack(None, f"a{n:03d}", n % 10 + 1, "main") for n in range(0, MAX_AREAS, 9)]
    start = time.perf_counter()
    picture = render_map(areas, owners, attacks, title="Хід 12 · Turn 12")
    return picture, time.perf_counter() - start, areas, owners


# -- a valid picture ----------------------------------------------------------------------------
def test_small_map_is_a_png_in_the_owners_colours() -> None:
    picture = render_map(AREAS, OWNERS, ATTACKS, title="Turn 3")
    image = opened(picture.png)
    assert (image.width, image.height) == (picture.width, picture.height)
    assert 600 <= picture.width <= 1600 and 400 <= picture.height <= 2000
    seen = colours(image)
    assert len(seen) > 20
    palette = faction_colors(OWNERS)
    for faction in (1, 2, 3):  # each owner's areas are filled with its colour
        assert seen[rgb(palette[faction])] > 2000, faction
    assert seen[rgb(UNCLAIMED)] > 2000
    assert seen[rgb(palette[4])] > 100  # Dmytro holds nothing: his arrow and his legend line
    assert set(picture.layout) == {a.key for a in AREAS}


def test_full_map_is_under_a_megabyte_and_fast() -> None:
    picture, seconds, _areas, owners = full_map()
    image = opened(picture.png)
    assert len(picture.png) < 1_000_000
    assert image.width <= 1600 and image.height <= 2600
    seen = colours(image)
    palette = faction_colors(owners)
    for faction in owners:
        assert seen[rgb(palette[faction])] > 1000, faction
    assert seconds < 5  # about 0.3 s here; the bound only catches a runaway
    assert len(picture.layout) == MAX_AREAS


def test_empty_and_single_area_maps() -> None:
    empty = render_map([], {1: "Alice"})
    assert opened(empty.png).width == empty.width and empty.layout == {}
    alone = render_map([AreaSpec("hill", "Hill", None, 0, (), ())], {})
    assert opened(alone.png) and alone.layout == {"hill": (0.0, 0.0)}


def test_inputs_in_any_shape() -> None:
    as_dicts = [asdict(area) for area in AREAS]
    as_tuples = [(a.from_area, a.to_area, a.attacker, a.kind) for a in ATTACKS]
    assert render_map(as_dicts, OWNERS, as_tuples).png == render_map(AREAS, OWNERS, ATTACKS).png
    keyed = [replace(a, owner=f"f{a.owner}") if a.owner else a for a in AREAS]
    assert render_map(keyed, OWNERS, ATTACKS).png == render_map(AREAS, OWNERS, ATTACKS).png


def test_turn_plan_attacks_read_as_arrows() -> None:
    assert read_attack(Attack("river", "f1", "f2", True, None)) == MapAttack(
        None, "river", "f1", "main"
    )
    assert read_attack(Attack("river", "f1", "f2", True, 0)).kind == "mass"
    assert read_attack(Attack("city", "f1", "f2", False, None)).kind == "further"
    plan = [Attack("river", "f1", "f2", True, None), Attack("forest", "f2", "", False, None)]
    assert opened(render_map(AREAS, OWNERS, plan).png)


def test_odd_attacks_still_draw() -> None:
    odd = [
        MapAttack("hill", "hill", 1, "main"),  # onto itself
        MapAttack(None, "nowhere", 1, "main"),  # an area not on the map
        MapAttack("port", "hill", 3, "raid"),  # not beside it, a kind of its own
        MapAttack(None, "port", 9, "claim"),  # a faction not among the owners
        MapAttack("river", "hill", 2, "main"),
        MapAttack("hill", "river", 1, "further"),  # both ways over one border
    ]
    picture = render_map(AREAS, OWNERS, odd, texts={"raid": "набіг"})
    assert opened(picture.png)


# -- stable from turn to turn -------------------------------------------------------------------
def test_rendering_is_deterministic() -> None:
    one = render_map(AREAS, OWNERS, ATTACKS)
    two = render_map(list(reversed(AREAS)), OWNERS, ATTACKS)
    assert one.png == two.png and one.layout == two.layout


def test_a_stored_layout_gives_the_same_picture() -> None:
    first = render_map(AREAS, OWNERS, ATTACKS)
    stored = json.loads(json.dumps(first.layout))  # as a campaign keeps it
    again = render_map(AREAS, OWNERS, ATTACKS, layout=stored)
    assert again.png == first.png and again.layout == first.layout


def test_a_new_area_leaves_the_old_ones_in_place() -> None:
    first = render_map(AREAS, OWNERS)
    grown = [*AREAS, AreaSpec("bay", "Нова Затока", 4, 0, (), ("port", "city"))]
    second = render_map(grown, OWNERS, layout=first.layout)
    for key, place in first.layout.items():
        assert second.layout[key] == place
    bay = second.layout["bay"]
    assert all(math.isfinite(v) for v in bay)
    xs = [p[0] for p in first.layout.values()]
    ys = [p[1] for p in first.layout.values()]
    span = max(max(xs) - min(xs), max(ys) - min(ys))
    assert min(xs) - span <= bay[0] <= max(xs) + span
    assert min(ys) - span <= bay[1] <= max(ys) + span
    beside = math.dist(bay, first.layout["port"])
    far = max(math.dist(bay, p) for p in first.layout.values())
    assert beside < far  # near its neighbour rather than anywhere
    assert opened(second.png)


def test_new_areas_with_no_border_or_only_new_neighbours() -> None:
    first = map_layout(AREAS)
    grown = [
        *AREAS,
        AreaSpec("isle", "Isle", None, 0, (), ()),
        AreaSpec("reef", "Reef", None, 0, (), ("shoal",)),
        AreaSpec("shoal", "Shoal", None, 0, (), ("reef", "port")),
    ]
    placed = map_layout(grown, first)
    assert {k: placed[k] for k in first} == first
    new = [placed[k] for k in ("isle", "reef", "shoal")]
    assert len(set(new)) == 3 and all(math.isfinite(v) for p in new for v in p)


def test_removed_areas_leave_the_layout() -> None:
    first = map_layout(AREAS)
    fewer = map_layout(AREAS[:3], first)
    assert fewer == {a.key: first[a.key] for a in AREAS[:3]}


def test_one_known_area_and_many_new() -> None:
    placed = map_layout(AREAS, {"hill": [0.25, -0.5]})
    assert placed["hill"] == (0.25, -0.5)
    others = [placed[a.key] for a in AREAS if a.key != "hill"]
    assert len(set(others)) == len(others)
    assert min(math.dist(p, (0.25, -0.5)) for p in others) > 0.01


def test_very_large_maps_fall_back_to_a_grid() -> None:
    areas = [MapArea(f"a{n}", f"A {n}", None) for n in range(600)]
    placed = map_layout(areas)
    assert len(set(placed.values())) == 600


@pytest.mark.parametrize("bad", [{"hill": "x"}, {"hill": [math.nan, 0]}, {"hill": [1]}])
def test_a_damaged_stored_layout_is_laid_out_again(bad: dict) -> None:
    placed = map_layout(AREAS, bad)
    assert set(placed) == {a.key for a in AREAS}
    assert all(math.isfinite(v) for p in placed.values() for v in p)


async def test_rendered_off_the_event_loop() -> None:
    picture = await render_off_loop(render_map, AREAS, OWNERS, ATTACKS, title="Turn 3")
    assert picture.png == render_map(AREAS, OWNERS, ATTACKS, title="Turn 3").png
