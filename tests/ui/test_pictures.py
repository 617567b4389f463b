"""Odds and distribution charts, the pictures' text and colours: valid PNGs, readable, pure."""

from __future__ import annotations

import io
import math
import threading
from collections import Counter
from fractions import Fraction

import pytest
from PIL import Image

from bot.ui import pictures
from bot.ui.pictures import (
    BAR,
    CHART_WIDTH,
    HIGHLIGHT,
    PALETTE,
    UNCLAIMED,
    chart_percent,
    distribution_chart,
    faction_colors,
    fit_text,
    font,
    ink_on,
    odds_chart,
    render_off_loop,
    rgb,
    wrap_text,
)


def opened(png: bytes) -> Image.Image:
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    image.load()
    return image


def colours(image: Image.Image) -> Counter[tuple[int, int, int]]:
    found = image.convert("RGB").getcolors(1 << 20)
    assert found is not None
    return Counter({colour: count for count, colour in found})


# -- odds charts --------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_odds_chart_is_a_readable_png(n: int) -> None:
    bars = [(f"Outcome {i + 1}", Fraction(1, n)) for i in range(n)]
    image = opened(odds_chart("Claim roll · Alice → North Hill", bars))
    assert image.width == CHART_WIDTH
    assert 150 <= image.height <= 120 + 60 * n + 120
    seen = colours(image)
    assert len(seen) >= 8  # background, ink, bars, tracks, smoothed edges
    assert seen[rgb(BAR)] > 500 * n
    assert rgb(HIGHLIGHT) not in seen


def test_highlight_marks_one_bar_by_index_or_label() -> None:
    bars = [("Fight at sea", 0.4), ("Stay in port", 0.6)]
    by_index = opened(odds_chart("Odds", bars, highlight=1))
    by_label = opened(odds_chart("Odds", bars, highlight="Stay in port"))
    assert by_index.tobytes() == by_label.tobytes()
    assert colours(by_index)[rgb(HIGHLIGHT)] > 1000
    unknown = opened(odds_chart("Odds", bars, highlight="Nothing"))
    assert rgb(HIGHLIGHT) not in colours(unknown)


def test_zero_and_certain_outcomes() -> None:
    nothing = colours(opened(odds_chart("Odds", [("Attacker", 0), ("Defender", 0.0)])))
    assert rgb(BAR) not in nothing  # an empty track, no sliver of bar
    certain = colours(opened(odds_chart("Odds", [("Attacker", 1), ("Defender", 0)])))
    half = colours(opened(odds_chart("Odds", [("Attacker", 0.5), ("Defender", 0)])))
    assert certain[rgb(BAR)] > 1.8 * half[rgb(BAR)]


def test_percentages_never_round_to_a_lie() -> None:
    assert chart_percent(0) == "0%"
    assert chart_percent(1) == "100%"
    assert chart_percent(Fraction(1, 100_000)) == "<0.1%"
    assert chart_percent(0.99999) == ">99.9%"
    assert chart_percent(Fraction(7, 12)) == "58.3%"
    assert chart_percent(0.5) == "50.0%"


def test_bad_probabilities_are_refused() -> None:
    with pytest.raises(ValueError):
        odds_chart("Odds", [])
    with pytest.raises(ValueError):
        odds_chart("Odds", [("a", -0.1)])
    with pytest.raises(ValueError):
        odds_chart("Odds", [("a", math.nan)])
    assert opened(odds_chart("Odds", [("a", 1.2)]))  # rounding above 1 is shown as 100%


def test_charts_are_deterministic_with_long_and_cyrillic_text() -> None:
    bars = [
        ("Перемога нападника після перекидання нічиєї " * 3, Fraction(5, 9)),
        ("Città di Castello resiste all'assedio " * 3, Fraction(4, 9)),
    ]
    note = "Точні шанси з урахуванням 2 ОР нападника і 1 ОР оборонця " * 2
    one = odds_chart("Ймовірності: " + "дуже довга назва " * 8, bars, note=note)
    two = odds_chart("Ймовірності: " + "дуже довга назва " * 8, bars, note=note)
    assert one == two
    image = opened(one)
    assert image.width == CHART_WIDTH and image.height < 500


# -- distribution charts ------------------------------------------------------------------------
def test_distribution_chart_columns_in_order() -> None:
    losses = {3: 0.2, 0: 0.1, 1: 0.25, 2: 0.4, 4: 0.05}
    png = distribution_chart("Attacker's losses", losses, "Units lost", highlight=2)
    image = opened(png)
    assert image.width == CHART_WIDTH and 300 <= image.height <= 700
    seen = colours(image)
    assert seen[rgb(BAR)] > 5000 and seen[rgb(HIGHLIGHT)] > 3000
    ordered = distribution_chart("Attacker's losses", dict(sorted(losses.items())), "Units lost",
                                 highlight=2)  # fmt: skip
    assert png == ordered  # integer outcomes are sorted


def test_distribution_chart_many_or_named_outcomes() -> None:
    many = {n: Fraction(1, 40) for n in range(40)}
    assert opened(distribution_chart("Втрати", many, "Втрачені одиниці")).width == CHART_WIDTH
    named = {"attacker": 0.55, "tie": 0.1, "defender": 0.35}
    image = opened(distribution_chart("Result", named, "Winner"))
    assert colours(image)[rgb(BAR)] > 3000
    zero = opened(distribution_chart("Result", {0: 0, 1: 0}, "Hits"))
    assert rgb(BAR) not in colours(zero)
    with pytest.raises(ValueError):
        distribution_chart("Result", {}, "Hits")


# -- off the event loop -------------------------------------------------------------------------
async def test_render_off_loop_runs_elsewhere_and_gives_the_same_picture() -> None:
    threads: list[int] = []

    def chart(title: str, *, highlight: int) -> bytes:
        threads.append(threading.get_ident())
        return odds_chart(title, [("a", 0.25), ("b", 0.75)], highlight=highlight)

    png = await render_off_loop(chart, "Odds", highlight=0)
    assert threads and threads[0] != threading.get_ident()
    assert png == odds_chart("Odds", [("a", 0.25), ("b", 0.75)], highlight=0)


# -- text ---------------------------------------------------------------------------------------
def test_the_font_has_ukrainian_and_italian_letters() -> None:
    assert pictures.font_source() != "default"  # Pillow's own font has no Cyrillic
    face = font(24)
    kind = pictures.font_source()
    for char in "ЖжЇїҐґЄєІіЩщàèéìòùÈ":
        assert pictures._has(kind, char), char
    assert [face for _, face in face.runs("Київ · Città")] == [face.main]


def test_missing_symbols_fall_back_or_are_written_plainly() -> None:
    face = font(24)
    arrow = "".join(piece for piece, _ in face.runs("→"))
    assert arrow in ("→", "->")
    assert face.runs("🏰") == []  # no emoji font: left out rather than drawn as a box
    assert face.width("a→b") > face.width("ab")


def test_fit_and_wrap() -> None:
    face = font(20)
    assert fit_text("Hill", face, 500) == "Hill"
    cut = fit_text("Велика Північна Рівнина біля старого млина", face, 120)
    assert cut.endswith("…") and face.width(cut) <= 120
    lines = wrap_text("Castello di San Giorgio in Valle d'Aosta sopra il lago", face, 150, 2)
    assert len(lines) == 2 and lines[-1].endswith("…")
    assert all(face.width(line) <= 150 for line in lines)
    word = wrap_text("Дніпропетровськнадзвичайнодовгеслово", face, 90, 3)
    assert len(word) == 3 and all(face.width(line) <= 90 for line in word)
    assert wrap_text("North Hill", face, 300, 2) == ["North Hill"]
    assert wrap_text("   ", face, 300, 2) == []


# -- colours ------------------------------------------------------------------------------------
def test_faction_colours_are_stable_as_factions_join() -> None:
    before = faction_colors([12, 40, 7])
    after = faction_colors([12, 40, 7, 55])
    assert all(after[f] == before[f] for f in before)
    assert before[7] == PALETTE[0]
    keys = faction_colors(["f10", "f9"])
    assert keys["f9"] == PALETTE[0] and keys["f10"] == PALETTE[1]
    many = faction_colors(range(30))
    assert len(set(many.values())) == 30 and UNCLAIMED not in many.values()


def test_ink_reads_on_every_faction_colour() -> None:
    assert ink_on("#332288") == "#FFFFFF"
    assert ink_on("#F0E442") != "#FFFFFF"
    assert ink_on(UNCLAIMED) != "#FFFFFF"
