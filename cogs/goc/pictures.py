"""The bag and each draw as a picture: cubes as coloured squares, because players would rather look
than count. Pure and deterministic (plain data in, PNG bytes out); call it through
`render_off_loop`, never on the event loop.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.ui.pictures import CHART_WIDTH, INK, MUTED_INK, Canvas, serialised
from cogs.goc.army import ATTACKER, DEFENDER, NEUTRAL

CUBE_COLOURS = {ATTACKER: "#3FA34D", DEFENDER: "#8E44AD", NEUTRAL: "#F2F2EC"}
"""Green for the attacker and purple for the defender, as in the seed's examples; neutral white."""
OUTLINE = "#6B6B6B"
CUBE, GAP, PER_ROW = 26, 6, 20


def _rows(n: int) -> int:
    return max(1, -(-n // PER_ROW))


def _cubes(canvas: Canvas, x: float, y: float, cubes: Sequence[str]) -> float:
    """Draw cubes from (x, y), PER_ROW a row; the y below them."""
    for i, cube in enumerate(cubes):
        col, row = i % PER_ROW, i // PER_ROW
        x0, y0 = x + col * (CUBE + GAP), y + row * (CUBE + GAP)
        canvas.rect(
            (x0, y0, x0 + CUBE, y0 + CUBE), CUBE_COLOURS.get(cube, "#CCCCCC"), 4, OUTLINE, 1
        )
    return y + _rows(len(cubes)) * (CUBE + GAP)


@serialised
def bag_picture(
    title: str,
    legend: Mapping[str, str],
    bag: Mapping[str, int],
    draws: Sequence[tuple[str, Sequence[str]]],
    bag_label: str,
) -> bytes:
    """PNG: the bag (its cubes grouped by colour), then each draw in draw order, one row each.

    `legend`: colour -> who it is ("Larysa", "neutral"); `draws`: (label, cubes) pairs."""
    pad = 24
    title_face = Canvas.font(28, bold=True)
    face = Canvas.font(22)
    small = Canvas.font(19)
    in_bag = [c for c in (ATTACKER, DEFENDER, NEUTRAL) for _ in range(int(bag.get(c, 0)))]
    height = pad + 40 + 34 + 30  # title, legend, the bag's label
    height += _rows(len(in_bag)) * (CUBE + GAP) + 14
    height += sum(30 + _rows(len(cubes)) * (CUBE + GAP) + 8 for _, cubes in draws) + pad
    canvas = Canvas(CHART_WIDTH, height)
    y = pad
    canvas.text(
        (pad, y), Canvas.fit(title, title_face, CHART_WIDTH - 2 * pad), title_face, INK, "lt"
    )
    y += 40
    x = pad
    for colour in (ATTACKER, DEFENDER, NEUTRAL):
        canvas.rect((x, y + 2, x + 20, y + 22), CUBE_COLOURS[colour], 3, OUTLINE, 1)
        label = Canvas.fit(legend.get(colour, colour), small, 180)
        canvas.text((x + 28, y + 12), label, small, INK, "lm")
        x += 28 + Canvas.measure(small, label) + 24
    y += 34
    shown = f"{bag_label}: {len(in_bag)}"
    canvas.text((pad, y), shown, face, MUTED_INK, "lt")
    y += 30
    y = _cubes(canvas, pad, y, in_bag) + 14
    for label, cubes in draws:
        canvas.text((pad, y), Canvas.fit(label, face, CHART_WIDTH - 2 * pad), face, INK, "lt")
        y += 30
        y = _cubes(canvas, pad, y, cubes) + 8
    return canvas.png([*CUBE_COLOURS.values(), OUTLINE, MUTED_INK])
