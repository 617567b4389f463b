"""The claim campaign's map as a picture: areas coloured by owner, borders, forts, buildings,
this turn's attacks as arrows, and a legend of the factions.

Areas are placed by a force-directed layout of their borders (networkx, fixed seed). The layout
is returned with the picture (`MapImage.layout`, plain JSON once lists) so the caller can keep it
and pass it back next time: areas that were on the map keep their places exactly, new ones are
placed beside their neighbours. Pure and deterministic: no Discord, no database, no clock, no
global random; the same areas and layout give the same bytes. Rendering takes a tenth of a second
for a full map: call `render_map` through `bot.ui.pictures.render_off_loop`.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from bot.ui.pictures import (
    INK,
    UNCLAIMED,
    Canvas,
    Face,
    faction_colors,
    ink_on,
    serialised,
    shade,
)

LAYOUT_SEED = 4004
"""The seed of the first layout of a map (any fixed number: the layout must not vary)."""
MAX_FORCE_LAYOUT = 499
"""networkx's dense spring layout serves up to this many areas; past it (never with the 200 a
map may hold) areas are laid on a grid rather than pulling in scipy."""
BORDER_LINE = "#A3A9B1"
FORT_INK = "#39404A"
BUILDING_INK = "#7A5230"
TEXTS: dict[str, str] = {
    "unclaimed": "Unclaimed",
    "fortifications": "fortifications",
    "buildings": "buildings",
    "main": "main attack",
    "mass": "mass assault",
    "further": "further attack",
    "claim": "claim roll",
}
"""Legend words, in English; pass `texts=` to render_map for another language."""
ATTACK_STYLES: dict[str, tuple[float, float, float]] = {
    # kind: (line width, dash, gap) in final pixels; dash 0 = solid
    "main": (6.0, 0.0, 0.0),
    "mass": (5.0, 0.0, 0.0),
    "further": (4.0, 12.0, 7.0),
    "claim": (4.0, 5.0, 5.0),
}
OTHER_ATTACK = (4.0, 0.0, 0.0)

Point = tuple[float, float]


class MapArea(NamedTuple):
    key: str
    name: str
    owner: Hashable | None
    """A faction id (a key of render_map's `owners`), None when unclaimed."""
    fortifications: int = 0
    buildings: tuple[str, ...] = ()
    borders: tuple[str, ...] = ()


class MapAttack(NamedTuple):
    from_area: str | None
    """Where the attack comes from; None: from the attacker's area beside the target, if any."""
    to_area: str
    attacker: Hashable
    kind: str = "main"
    """'main', 'mass', 'further' or 'claim' (drawn differently); any other word is drawn plain."""


@dataclass(frozen=True)
class MapImage:
    png: bytes
    width: int
    height: int
    layout: dict[str, tuple[float, float]] = field(repr=False)
    """Every area's place: keep it (e.g. in the campaign's settings, as JSON) and pass it back
    as `layout=` next time so the map does not move."""
    filename: str = "map.png"


# -- reading the input --------------------------------------------------------------------------
def _field(item: Any, name: str, default: Any = None) -> Any:
    if isinstance(item, Mapping):
        return item.get(name, default)
    return getattr(item, name, default)


def read_area(item: Any) -> MapArea:
    """A MapArea from anything with its fields: an AreaSpec, a MapArea, a dict."""
    key = str(_field(item, "key"))
    return MapArea(
        key=key,
        name=str(_field(item, "name") or key),
        owner=_field(item, "owner"),
        fortifications=max(0, int(_field(item, "fortifications", 0) or 0)),
        buildings=tuple(str(b) for b in (_field(item, "buildings") or ())),
        borders=tuple(str(b) for b in (_field(item, "borders") or ())),
    )


def read_attack(item: Any) -> MapAttack:
    """A MapAttack from a tuple (from_area, to_area, attacker[, kind]), a MapAttack, or a turn
    plan's attack (area, attacker, main_attack, mass_assault_rank)."""
    if isinstance(item, tuple) and not hasattr(item, "_fields"):
        return MapAttack(*item)
    if isinstance(item, MapAttack):
        return item
    if _field(item, "to_area") is not None:
        kind = _field(item, "kind", "main") or "main"
        return MapAttack(_field(item, "from_area"), str(_field(item, "to_area")),
                         _field(item, "attacker"), str(kind))  # fmt: skip
    if _field(item, "mass_assault_rank") is not None:
        kind = "mass"
    else:
        kind = "main" if _field(item, "main_attack") else "further"
    return MapAttack(None, str(_field(item, "area")), _field(item, "attacker"), kind)


def _resolver(known: Iterable[Hashable]) -> Any:
    """Ids as the owners mapping writes them: a faction id 12 and the player key 'f12' alike."""
    known = set(known)

    def resolve(value: Hashable) -> Hashable:
        if value in known or value is None:
            return value
        if isinstance(value, str) and value[:1] == "f" and value[1:].isdigit():
            number = int(value[1:])
            return number if number in known else value
        if isinstance(value, int) and f"f{value}" in known:
            return f"f{value}"
        return value

    return resolve


def _edges(areas: Sequence[MapArea]) -> list[tuple[str, str]]:
    keys = {a.key for a in areas}
    pairs = {
        (min(a.key, b), max(a.key, b)) for a in areas for b in a.borders if b in keys and b != a.key
    }
    return sorted(pairs)


# -- the layout ---------------------------------------------------------------------------------
def map_layout(
    areas: Iterable[Any], layout: Mapping[str, Sequence[float]] | None = None
) -> dict[str, tuple[float, float]]:
    """Every area's place: those in `layout` keep theirs, the others are laid out around them.

    Places are numbers near -1..1, rounded to 4 decimals (so a stored layout reads back equal).
    """
    spec = _unique([read_area(a) for a in areas])
    keys = sorted(a.key for a in spec)
    edges = _edges(spec)
    known = {k: _point(layout[k]) for k in keys if layout and k in layout}
    known = {k: p for k, p in known.items() if p is not None}
    if len(known) == len(keys):
        return known
    placed = _add_to_layout(keys, edges, known) if known else _first_layout(keys, edges)
    return {k: (round(x, 4), round(y, 4)) for k, (x, y) in placed.items()}


def _unique(areas: list[MapArea]) -> list[MapArea]:
    seen: dict[str, MapArea] = {}
    for area in areas:
        seen.setdefault(area.key, area)
    return list(seen.values())


def _point(value: Any) -> Point | None:
    try:
        x, y = (float(v) for v in value)
    except (TypeError, ValueError):
        return None
    return (x, y) if math.isfinite(x) and math.isfinite(y) else None


def _spacing(n: int) -> float:
    """The distance between neighbours in a fresh layout of n areas (which spans -1..1)."""
    return 2.0 / math.sqrt(max(n, 1))


def _first_layout(keys: list[str], edges: list[tuple[str, str]]) -> dict[str, Point]:
    n = len(keys)
    if n == 0:
        return {}
    if n == 1:
        return {keys[0]: (0.0, 0.0)}
    if n > MAX_FORCE_LAYOUT:
        return _grid(keys)
    import networkx as nx
    import numpy as np

    graph = nx.Graph()
    graph.add_nodes_from(keys)
    graph.add_edges_from(edges)
    placed = nx.spring_layout(graph, seed=LAYOUT_SEED, iterations=80)
    points = np.array([placed[k] for k in keys], dtype=float)
    points = _spread(points, np.ones(n, dtype=bool), 0.75 * _spacing(n))
    return {k: (float(x), float(y)) for k, (x, y) in zip(keys, points, strict=True)}


def _grid(keys: list[str]) -> dict[str, Point]:
    side = math.ceil(math.sqrt(len(keys)))
    step = 2.0 / max(side - 1, 1)
    return {k: (-1.0 + step * (i % side), -1.0 + step * (i // side)) for i, k in enumerate(keys)}


def _add_to_layout(
    keys: list[str], edges: list[tuple[str, str]], known: dict[str, Point]
) -> dict[str, Point]:
    """New areas beside their placed neighbours, pulled into place by the spring layout with
    every old area pinned, then kept inside the old map's bounds and off the old areas."""
    import numpy as np

    near: dict[str, list[str]] = {k: [] for k in keys}
    for a, b in edges:
        near[a].append(b)
        near[b].append(a)
    xs = [p[0] for p in known.values()]
    ys = [p[1] for p in known.values()]
    lo_x, hi_x, lo_y, hi_y = min(xs), max(xs), min(ys), max(ys)
    span = max(hi_x - lo_x, hi_y - lo_y, 1e-6)
    spacing = _known_spacing(known, edges) or (
        span / math.sqrt(len(known)) if span > 1e-3 else _spacing(len(keys))
    )
    start: dict[str, Point] = dict(known)
    waiting = [k for k in keys if k not in known]
    while waiting:  # breadth first: a new area beside a new area is placed after it
        progress = [k for k in waiting if any(m in start for m in near[k])]
        for key in progress or waiting[:1]:
            around = [start[m] for m in near[key] if m in start]
            jitter = _jitter(key, spacing * 0.6)
            if around:
                cx = sum(p[0] for p in around) / len(around)
                cy = sum(p[1] for p in around) / len(around)
            else:  # an area with no placed neighbour: below the map
                cx, cy = (lo_x + hi_x) / 2, hi_y + spacing
            start[key] = (cx + jitter[0], cy + jitter[1])
        waiting = [k for k in waiting if k not in start]
    if len(keys) <= MAX_FORCE_LAYOUT:
        import networkx as nx

        graph = nx.Graph()
        graph.add_nodes_from(keys)
        graph.add_edges_from(edges)
        moved = nx.spring_layout(
            graph,
            pos=start,
            fixed=sorted(known),
            k=spacing,
            iterations=40,
            seed=LAYOUT_SEED,
        )
    else:
        moved = start
    margin = spacing
    points = np.array([moved[k] if k not in known else known[k] for k in keys], dtype=float)
    free = np.array([k not in known for k in keys])
    points[free, 0] = np.clip(points[free, 0], lo_x - margin, hi_x + margin)
    points[free, 1] = np.clip(points[free, 1], lo_y - margin, hi_y + margin)
    points = _spread(points, free, 0.75 * spacing)
    placed = {k: (float(x), float(y)) for k, (x, y) in zip(keys, points, strict=True)}
    placed.update(known)  # exactly as given
    return placed


def _known_spacing(known: dict[str, Point], edges: list[tuple[str, str]]) -> float | None:
    lengths = sorted(math.dist(known[a], known[b]) for a, b in edges if a in known and b in known)
    lengths = [d for d in lengths if d > 0]
    return lengths[len(lengths) // 2] if lengths else None


def _jitter(key: str, size: float) -> Point:
    """A small offset that depends only on the key: two new areas never start on one spot."""
    turn = (zlib.crc32(key.encode()) % 3600) / 3600 * 2 * math.pi
    return (size * math.cos(turn), size * math.sin(turn))


def _spread(points: Any, movable: Any, distance: float, rounds: int = 30) -> Any:
    """Areas closer than `distance` pushed apart (only the movable ones move)."""
    import numpy as np

    n = len(points)
    if n < 2 or not movable.any():
        return points
    index = np.arange(n)
    x = points[:, 0] + 1e-7 * np.cos(index)  # never two on one spot
    y = points[:, 1] + 1e-7 * np.sin(index)
    weight = np.where(movable[None, :], 0.5, 1.0)
    for _ in range(rounds):
        dx = x[:, None] - x[None, :]
        dy = y[:, None] - y[None, :]
        dist = np.hypot(dx, dy)
        np.fill_diagonal(dist, np.inf)
        overlap = np.clip(distance - dist, 0.0, None)
        if not overlap.any():
            break
        push = overlap * weight / dist
        x = np.where(movable, x + (dx * push).sum(axis=1), x)
        y = np.where(movable, y + (dy * push).sum(axis=1), y)
    return np.stack([x, y], axis=1)


# -- drawing ------------------------------------------------------------------------------------
@dataclass
class _Box:
    area: MapArea
    x: float
    y: float
    colour: str


@serialised
def render_map(
    areas: Iterable[Any],
    owners: Mapping[Hashable, str],
    attacks: Iterable[Any] = (),
    *,
    layout: Mapping[str, Sequence[float]] | None = None,
    title: str | None = None,
    texts: Mapping[str, str] | None = None,
    colors: Mapping[Hashable, str] | None = None,
) -> MapImage:
    """The map as a PNG, with the layout to pass back next time.

    - areas: AreaSpec-like (key, name, owner, fortifications, buildings, borders), MapArea or
      dicts; owner is a faction id or None.
    - owners: faction id -> name shown in the legend; every faction listed gets a legend line
      and a colour (from `faction_colors`, or `colors` where given), areas held or not.
    - attacks: MapAttack-like (from_area or None, to_area, attacker id, kind), or the turn
      plan's attacks; drawn as arrows in the attacker's colour.
    - texts: legend words (keys of TEXTS) in the reader's language.
    """
    spec = _unique([read_area(a) for a in areas])
    words = {**TEXTS, **(texts or {})}
    resolve = _resolver(owners)
    spec = [a._replace(owner=resolve(a.owner)) for a in spec]
    moves = [read_attack(a) for a in attacks]
    moves = [m._replace(attacker=resolve(m.attacker)) for m in moves]
    ids = [*owners, *(a.owner for a in spec if a.owner is not None), *(m.attacker for m in moves)]
    palette = faction_colors(ids)
    palette.update({resolve(k): v for k, v in (colors or {}).items()})
    places = map_layout(spec, layout)
    return _Drawing(spec, owners, moves, places, palette, words, title).render()


class _Drawing:
    def __init__(
        self,
        areas: list[MapArea],
        owners: Mapping[Hashable, str],
        attacks: list[MapAttack],
        places: dict[str, Point],
        palette: dict[Hashable, str],
        words: dict[str, str],
        title: str | None,
    ) -> None:
        self.areas, self.owners, self.attacks = areas, owners, attacks
        self.places, self.palette, self.words, self.title = places, palette, words, title
        n = len(areas)
        self.width = 900 if n <= 12 else 1200 if n <= 40 else 1600
        self.pad = 24.0
        self.frame = (0.0, 0.0, float(self.width), float(self.width))
        self.largest = 96.0 if n <= 12 else 76.0 if n <= 40 else 56.0
        """The tallest an area's box may be, in pixels."""

    def render(self) -> MapImage:
        width, pad = self.width, self.pad
        title_face = Canvas.font(self.width / 30, bold=True)
        title_h = self.width / 30 * 1.7 if self.title else 0.0
        legend_items = self._legend_items()
        legend_h = self._legend_height(legend_items)

        n = len(self.places)
        xs = [p[0] for p in self.places.values()] or [0.0]
        ys = [p[1] for p in self.places.values()] or [0.0]
        span_x, span_y = max(xs) - min(xs), max(ys) - min(ys)
        aspect = min(max(span_y / span_x, 0.55), 1.0) if span_x > 1e-9 else 0.55
        map_h = (width - 2 * pad) * aspect if self.areas else 120.0
        height = round(pad + title_h + map_h + legend_h + pad)

        ratio = 2.6 if n <= 40 else 2.2
        box_h = self.largest
        box_w = box_h * ratio
        for _ in range(2):  # the margins depend on the boxes, the boxes on the spacing
            mx, my = box_w / 2 + 6, box_h / 2 + 14
            frame = (pad + mx, pad + title_h + my, width - pad - mx, pad + title_h + map_h - my)
            pixels = _fit(self.places, frame)
            self.frame = frame
            box_h = self._box_height(pixels, ratio, n)
            box_w = min(max(box_h * ratio, 64.0), 270.0)

        canvas = Canvas(width, height)
        if self.title:
            canvas.text((pad, pad), Canvas.fit(self.title, title_face, width - 2 * pad),
                        title_face, INK, "lt")  # fmt: skip
        boxes = {
            a.key: _Box(a, *pixels[a.key], self._colour(a.owner))
            for a in self.areas
            if a.key in pixels
        }
        self._draw_borders(canvas, boxes)
        self._draw_boxes(canvas, boxes, box_w, box_h)
        self._draw_attacks(canvas, boxes, box_w, box_h)
        self._draw_legend(canvas, legend_items, pad + title_h + map_h + 8)
        exact = [*self.palette.values(), UNCLAIMED, BORDER_LINE, FORT_INK, BUILDING_INK]
        return MapImage(canvas.png(exact), width, height, dict(self.places))

    def _colour(self, owner: Hashable | None) -> str:
        return UNCLAIMED if owner is None else self.palette.get(owner, UNCLAIMED)

    def _box_height(self, pixels: dict[str, Point], ratio: float, n: int) -> float:
        """As tall as keeps nine areas in ten clear of their nearest neighbour, within bounds."""
        import numpy as np

        top = self.largest
        if len(pixels) < 2:
            return top
        points = np.array(list(pixels.values()))
        dx = np.abs(points[:, None, 0] - points[None, :, 0])
        dy = np.abs(points[:, None, 1] - points[None, :, 1])
        clear = np.maximum(dx / ratio, dy)  # the tallest box with no overlap for the pair
        np.fill_diagonal(clear, np.inf)
        nearest = clear.min(axis=1)
        fit = float(np.percentile(nearest, 10)) * 0.9
        return min(max(fit, 26.0), top)

    # -- borders and areas ----------------------------------------------------------------------
    def _draw_borders(self, canvas: Canvas, boxes: dict[str, _Box]) -> None:
        for a, b in _edges(self.areas):
            if a in boxes and b in boxes:
                one, two = boxes[a], boxes[b]
                canvas.line([(one.x, one.y), (two.x, two.y)], BORDER_LINE, 2.0)

    def _draw_boxes(self, canvas: Canvas, boxes: dict[str, _Box], w: float, h: float) -> None:
        lines = 3 if h >= 58 else 2
        size = max(min(h / (lines + 0.8), 26.0), 9.0)
        face = Canvas.font(size, bold=True, condensed=True)
        badge = min(max(h * 0.42, 13.0), 32.0)
        for box in sorted(boxes.values(), key=lambda b: (b.y, b.x, b.area.key)):
            x0, y0, x1, y1 = box.x - w / 2, box.y - h / 2, box.x + w / 2, box.y + h / 2
            fill = box.colour
            outline = shade(fill, 0.55) if box.area.owner is not None else "#8E949B"
            canvas.rect((x0, y0, x1, y1), fill, min(h * 0.28, 12), outline, 2.0)
            text = Canvas.wrap(box.area.name, face, w - 10, lines)
            ink = ink_on(fill)
            step = size * 1.12
            first = box.y - step * (len(text) - 1) / 2
            for i, line in enumerate(text):
                canvas.text((box.x, first + i * step), line, face, ink, "mm")
            if box.area.fortifications:
                self._tower(canvas, x1 - badge * 0.45, y0 - badge * 0.2, badge,
                            box.area.fortifications)  # fmt: skip
            if box.area.buildings:
                self._house(canvas, x0 + badge * 0.45, y0 - badge * 0.2, badge,
                            len(box.area.buildings))  # fmt: skip

    def _tower(self, canvas: Canvas, cx: float, cy: float, size: float, count: int | None) -> None:
        """A fort: a tower with battlements, the number of fortifications on it."""
        w = size * (1.15 if count is not None and count >= 10 else 0.95)
        body = (cx - w / 2, cy - size * 0.28, cx + w / 2, cy + size * 0.55)
        canvas.rect(body, FORT_INK, size * 0.08, "#FFFFFF", 1.2)
        merlon = w / 5
        for i in (0, 2, 4):
            mx = body[0] + merlon * i
            canvas.rect((mx, cy - size * 0.55, mx + merlon, cy - size * 0.2), FORT_INK, 0,
                        "#FFFFFF", 1.2)  # fmt: skip
        canvas.rect((body[0] + 1.2, cy - size * 0.32, body[2] - 1.2, cy - size * 0.2), FORT_INK)
        if count is not None:
            face = Canvas.font(size * 0.62, bold=True)
            canvas.text((cx, cy + size * 0.14), str(count), face, "#FFFFFF", "mm")

    def _house(self, canvas: Canvas, cx: float, cy: float, size: float, count: int | None) -> None:
        """Buildings: a house with the number of buildings on it."""
        w = size * 0.98
        roof = [(cx - w / 2 - 1.5, cy - size * 0.12), (cx, cy - size * 0.6),
                (cx + w / 2 + 1.5, cy - size * 0.12)]  # fmt: skip
        canvas.polygon(roof, BUILDING_INK, "#FFFFFF", 1.2)
        canvas.rect((cx - w / 2, cy - size * 0.16, cx + w / 2, cy + size * 0.55), BUILDING_INK,
                    0, "#FFFFFF", 1.2)  # fmt: skip
        canvas.rect((cx - w / 2 + 1.2, cy - size * 0.2, cx + w / 2 - 1.2, cy - size * 0.1),
                    BUILDING_INK)  # fmt: skip
        if count is not None:
            face = Canvas.font(size * 0.62, bold=True)
            canvas.text((cx, cy + size * 0.2), str(count), face, "#FFFFFF", "mm")

    # -- attacks --------------------------------------------------------------------------------
    def _draw_attacks(self, canvas: Canvas, boxes: dict[str, _Box], w: float, h: float) -> None:
        near: dict[str, set[str]] = {a.key: set() for a in self.areas}
        for a, b in _edges(self.areas):
            near[a].add(b)
            near[b].add(a)
        planned: list[tuple[MapAttack, Point, bool, _Box, tuple[Any, ...]]] = []
        for attack in self.attacks:
            target = boxes.get(attack.to_area)
            if target is None:
                continue
            source = self._source(attack, boxes, near)
            if source is not None and source is not target:
                start, from_box = (source.x, source.y), True
                pair: tuple[Any, ...] = tuple(sorted((source.area.key, target.area.key)))
            else:
                start, from_box = self._stub_start(attack, target, boxes, w), False
                pair = (target.area.key, repr(attack.attacker))
            planned.append((attack, start, from_box, target, pair))
        count: dict[tuple[Any, ...], int] = {}
        for *_, pair in planned:
            count[pair] = count.get(pair, 0) + 1
        seen: dict[tuple[Any, ...], int] = {}
        for attack, start, from_box, target, pair in planned:
            index = seen.get(pair, 0)
            seen[pair] = index + 1
            offset = (index - (count[pair] - 1) / 2) * 16.0  # side by side, never on each other
            if pair[0] == target.area.key and from_box:
                offset = -offset  # sides measured one way along a border, whichever way it goes
            self._arrow(canvas, attack, start, from_box, target, offset, w, h)

    def _source(
        self, attack: MapAttack, boxes: dict[str, _Box], near: dict[str, set[str]]
    ) -> _Box | None:
        if attack.from_area is not None:
            return boxes.get(attack.from_area)
        target = boxes[attack.to_area]
        mine = [
            boxes[k]
            for k in sorted(near.get(attack.to_area, ()))
            if k in boxes and boxes[k].area.owner == attack.attacker
        ]
        if not mine:
            return None
        return min(mine, key=lambda b: (math.hypot(b.x - target.x, b.y - target.y), b.area.key))

    def _stub_start(
        self, attack: MapAttack, target: _Box, boxes: dict[str, _Box], w: float
    ) -> Point:
        """Where a short arrow starts when the attacker holds no area beside the target: on the
        side of the attacker's own areas, or else of the middle of the map."""
        own = [b for b in boxes.values() if b.area.owner == attack.attacker and b is not target]
        others = own or [b for b in boxes.values() if b is not target]
        dx, dy = -1.0, 0.0
        if others:
            mx = sum(b.x for b in others) / len(others) - target.x
            my = sum(b.y for b in others) / len(others) - target.y
            norm = math.hypot(mx, my)
            if norm > 1e-6:
                dx, dy = mx / norm, my / norm
        length = max(w * 0.9, 70.0)
        left, top, right, bottom = self.frame
        x = min(max(target.x + dx * length, left), right)
        y = min(max(target.y + dy * length, top), bottom)
        if math.hypot(x - target.x, y - target.y) < length / 2:  # cornered: come from the side
            x = target.x + (length if target.x < (left + right) / 2 else -length)
            y = target.y
        return (x, y)

    def _arrow(
        self,
        canvas: Canvas,
        attack: MapAttack,
        start: Point,
        from_box: bool,
        target: _Box,
        offset: float,
        w: float,
        h: float,
    ) -> None:
        dx, dy = target.x - start[0], target.y - start[1]
        length = math.hypot(dx, dy)
        if length < 1e-6:
            return
        ux, uy = dx / length, dy / length
        side = (-uy * offset, ux * offset)
        start = (start[0] + side[0], start[1] + side[1])
        tip_at = length - _to_edge(ux, uy, w / 2 + 3, h / 2 + 3)
        tail_at = _to_edge(ux, uy, w / 2 + 2, h / 2 + 2) if from_box else 0.0
        tail_at = min(tail_at, tip_at - 24)  # boxes touching: still an arrow one can see
        tip = (start[0] + ux * tip_at, start[1] + uy * tip_at)
        tail = (start[0] + ux * tail_at, start[1] + uy * tail_at)
        self._arrow_shape(canvas, tail, tip, self._colour(attack.attacker), attack.kind)

    def _arrow_shape(self, canvas: Canvas, tail: Point, tip: Point, colour: str, kind: str) -> None:
        line_w, dash, gap = ATTACK_STYLES.get(kind, OTHER_ATTACK)
        dx, dy = tip[0] - tail[0], tip[1] - tail[1]
        length = math.hypot(dx, dy)
        ux, uy = dx / length, dy / length
        head_l = min(line_w * 2.6 + 8, length * 0.6)
        head_w = line_w * 1.5 + 5
        neck = (tip[0] - ux * head_l * 0.85, tip[1] - uy * head_l * 0.85)
        segments = _dashes(tail, neck, dash, gap)
        head = [
            tip,
            (tip[0] - ux * head_l - uy * head_w, tip[1] - uy * head_l + ux * head_w),
            (tip[0] - ux * head_l + uy * head_w, tip[1] - uy * head_l - ux * head_w),
        ]
        halo = INK if ink_on(colour) == INK else "#FFFFFF"  # dark around light colours
        for a, b in segments:
            canvas.line([a, b], halo, line_w + 3.0, round_ends=True)
        for a, b in segments:
            canvas.line([a, b], colour, line_w, round_ends=True)
        if kind == "mass":  # a second head: more than one target at once
            back = (tip[0] - ux * head_l * 0.7, tip[1] - uy * head_l * 0.7)
            second = [
                back,
                (back[0] - ux * head_l - uy * head_w, back[1] - uy * head_l + ux * head_w),
                (back[0] - ux * head_l + uy * head_w, back[1] - uy * head_l - ux * head_w),
            ]
            canvas.polygon(second, colour, halo, 1.6)
        canvas.polygon(head, colour, halo, 1.6)

    # -- legend ---------------------------------------------------------------------------------
    def _legend_items(self) -> list[_Item]:
        """Each faction by colour with its number of areas, the unclaimed areas, the marks and
        the kinds of arrows on the map."""
        held: dict[Hashable, int] = {}
        for area in self.areas:
            if area.owner is not None:
                held[area.owner] = held.get(area.owner, 0) + 1
        order = {faction: rank for rank, faction in enumerate(self.palette)}
        factions = sorted(
            dict.fromkeys([*self.owners, *held]), key=lambda f: order.get(f, len(order))
        )
        items = [
            _Item("swatch", self._colour(f), str(self.owners.get(f, f)), f" · {held.get(f, 0)}")
            for f in factions
        ]
        unclaimed = sum(1 for a in self.areas if a.owner is None)
        if unclaimed:
            items.append(_Item("swatch", UNCLAIMED, self.words["unclaimed"], f" · {unclaimed}"))
        if any(a.fortifications for a in self.areas):
            items.append(_Item("tower", None, self.words["fortifications"]))
        if any(a.buildings for a in self.areas):
            items.append(_Item("house", None, self.words["buildings"]))
        for kind in dict.fromkeys(a.kind for a in self.attacks):
            items.append(_Item("arrow", kind, self.words.get(kind, kind)))
        return items

    @property
    def _legend_size(self) -> float:
        return max(20.0, self.width / 48)

    def _item_text(self, item: _Item, face: Face) -> str:
        room = self.width * 0.3 - Canvas.measure(face, item.suffix)
        return Canvas.fit(item.text, face, room) + item.suffix

    def _item_width(self, item: _Item, face: Face) -> float:
        icon = self._legend_size * (2.4 if item.kind == "arrow" else 1.4)
        return icon + Canvas.measure(face, self._item_text(item, face)) + self._legend_size

    def _legend_rows(self, items: list[_Item]) -> list[list[_Item]]:
        face = Canvas.font(self._legend_size)
        rows: list[list[_Item]] = [[]]
        used = 0.0
        room = self.width - 2 * self.pad
        for item in items:
            need = self._item_width(item, face)
            if rows[-1] and used + need > room:
                rows.append([])
                used = 0.0
            rows[-1].append(item)
            used += need
        return [row for row in rows if row]

    def _legend_height(self, items: list[_Item]) -> float:
        rows = self._legend_rows(items)
        return 16 + self._legend_size * 1.7 * len(rows) if rows else 0.0

    def _draw_legend(self, canvas: Canvas, items: list[_Item], top: float) -> None:
        rows = self._legend_rows(items)
        if not rows:
            return
        size = self._legend_size
        face = Canvas.font(size)
        canvas.line([(self.pad, top), (self.width - self.pad, top)], "#D5D2CA", 1.5)
        y = top + 8 + size * 0.85
        for row in rows:
            x = self.pad
            for item in row:
                mark = size * 0.95
                if item.kind == "swatch":
                    outline = shade(item.what, 0.55) if item.what != UNCLAIMED else "#8E949B"
                    box = (x, y - mark / 2, x + mark, y + mark / 2)
                    canvas.rect(box, item.what, mark * 0.22, outline, 1.5)
                elif item.kind == "tower":
                    self._tower(canvas, x + mark / 2, y + mark * 0.05, mark, None)
                elif item.kind == "house":
                    self._house(canvas, x + mark / 2, y + mark * 0.1, mark, None)
                else:
                    self._arrow_shape(canvas, (x, y), (x + size * 2.0, y), "#5F6670", item.what)
                icon = size * (2.4 if item.kind == "arrow" else 1.4)
                canvas.text((x + icon, y), self._item_text(item, face), face, INK, "lm")
                x += self._item_width(item, face)
            y += size * 1.7


class _Item(NamedTuple):
    kind: str
    """'swatch' (what: a colour), 'tower', 'house' or 'arrow' (what: the attack's kind)."""
    what: Any
    text: str
    suffix: str = ""
    """Shown whole after the text, which is cut to fit: the number of areas."""


def _to_edge(ux: float, uy: float, half_w: float, half_h: float) -> float:
    """How far from a box's centre a ray in direction (ux, uy) leaves the box."""
    tx = half_w / abs(ux) if abs(ux) > 1e-9 else math.inf
    ty = half_h / abs(uy) if abs(uy) > 1e-9 else math.inf
    return min(tx, ty)


def _dashes(a: Point, b: Point, dash: float, gap: float) -> list[tuple[Point, Point]]:
    length = math.dist(a, b)
    if dash <= 0 or length <= dash:
        return [(a, b)]
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    out: list[tuple[Point, Point]] = []
    pos = 0.0
    while pos < length:
        end = min(pos + dash, length)
        out.append(((a[0] + ux * pos, a[1] + uy * pos), (a[0] + ux * end, a[1] + uy * end)))
        pos = end + gap
    return out


def _fit(places: Mapping[str, Point], frame: tuple[float, float, float, float]) -> dict[str, Point]:
    """Layout places stretched over the frame (left, top, right, bottom) in pixels."""
    left, top, right, bottom = frame
    if not places:
        return {}
    xs = [p[0] for p in places.values()]
    ys = [p[1] for p in places.values()]
    span_x, span_y = max(xs) - min(xs), max(ys) - min(ys)

    def along(value: float, low: float, span: float, start: float, end: float) -> float:
        return (start + end) / 2 if span <= 1e-9 else start + (value - low) / span * (end - start)

    return {
        k: (along(x, min(xs), span_x, left, right), along(y, min(ys), span_y, top, bottom))
        for k, (x, y) in places.items()
    }
