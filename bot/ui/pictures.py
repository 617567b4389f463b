"""Pictures where players would rather look than read: odds charts, and the pieces maps share.

Every renderer here is pure and deterministic: plain data in, PNG bytes out; no Discord, no
clock, no global random, so the same input gives the same bytes. Rendering takes from ten
milliseconds (a chart) to a few tenths of a second (a full map), too long for the event loop:
call renderers through `render_off_loop`, never directly from a coroutine. Renderers share
their fonts under one lock, so they may run in several threads at once.

- `odds_chart(title, bars)`: the chance of each outcome or choice, as horizontal bars.
- `distribution_chart(title, distribution, xlabel)`: a distribution (losses, hits) as columns.
- `faction_colors(ids)`: one colour per faction, stable from turn to turn, colour-blind friendly
  for the first eight; `font(...)`, `wrap_text(...)`, `png_bytes(...)`: shared by the map
  (cogs/claim/mapimage.py).

Labels and titles come from the caller, in the reader's language; the charts' own text (the
percentages: "41,7%" in Italian) follows the language being spoken, which `render_off_loop`
carries into its worker thread.

Text is drawn with Noto Sans (the `fontpkg-noto-sans` dependency, OFL-1.1), which covers the
Latin, Italian and Ukrainian letters; without it DejaVu Sans from the system, and as a last
resort Pillow's built-in font (Latin only).
"""

from __future__ import annotations

import contextlib
import io
import math
import re
import threading
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from fractions import Fraction
from functools import lru_cache, wraps
from pathlib import Path
from typing import TYPE_CHECKING, Any, ParamSpec, TypeAlias, TypeVar

from bot.i18n import t
from bot.offload import run_cpu
from bot.ui.text import decimal, percent

if TYPE_CHECKING:  # Pillow is imported where pictures are drawn: in the workers (bot/offload.py)
    from PIL import Image, ImageDraw, ImageFont

P = ParamSpec("P")
T = TypeVar("T")
RGB = tuple[int, int, int]
Font: TypeAlias = "ImageFont.FreeTypeFont | ImageFont.ImageFont"
"""One Pillow font; pictures draw with `Face`, which falls back to another for missing symbols."""

# -- colours ------------------------------------------------------------------------------------
PALETTE: tuple[str, ...] = (
    "#0072B2",  # blue            } Okabe & Ito: told apart with every common colour blindness
    "#E69F00",  # orange          }
    "#009E73",  # bluish green    }
    "#CC79A7",  # reddish purple  }
    "#56B4E9",  # sky blue        }
    "#D55E00",  # vermillion      }
    "#F0E442",  # yellow          }
    "#332288",  # indigo          } from Paul Tol's schemes, then a brown: past eight factions
    "#999933",  # olive           } colour alone cannot be safe, the legend names them all
    "#882255",  # wine            }
    "#FFAABB",  # pink            }
    "#8C564B",  # brown
)
"""Faction colours in the order factions get them; none is grey (grey is nobody's)."""
UNCLAIMED = "#D9D9D9"
BACKGROUND = "#F7F6F2"
INK = "#1F2328"
MUTED_INK = "#5F6670"
TRACK = "#E4E2DC"
BAR = "#0072B2"
HIGHLIGHT = "#E69F00"

SUPERSAMPLE = 2
"""Pictures are drawn this many times larger and reduced, which smooths lines and edges."""


def rgb(colour: str | RGB) -> RGB:
    """'#RRGGBB' (or an RGB triple) as an RGB triple."""
    if isinstance(colour, tuple):
        return colour
    value = colour.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))


def hex_colour(colour: RGB) -> str:
    return "#{:02X}{:02X}{:02X}".format(*colour)


def ink_on(colour: str | RGB) -> str:
    """Black or white, whichever reads better on `colour` (WCAG relative luminance)."""

    def channel(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb(colour))
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return INK if luminance > 0.22 else "#FFFFFF"


def shade(colour: str | RGB, factor: float) -> RGB:
    """`colour` darkened (factor < 1) or lightened towards white (factor > 1)."""
    r, g, b = rgb(colour)
    if factor <= 1:
        return (round(r * factor), round(g * factor), round(b * factor))
    t = min(factor - 1, 1.0)
    return (round(r + (255 - r) * t), round(g + (255 - g) * t), round(b + (255 - b) * t))


def _natural(value: Hashable) -> tuple[Any, ...]:
    """Ids in a natural order: 9 before 10, 'f9' before 'f10', numbers before text."""
    if isinstance(value, bool) or not isinstance(value, int | str):
        return (2, repr(value))
    if isinstance(value, int):
        return (0, value)
    parts = re.split(r"(\d+)", value)
    return (1, tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in parts))


def faction_colors(ids: Iterable[Hashable]) -> dict[Hashable, str]:
    """A colour ('#RRGGBB') per faction id: the lowest id gets the palette's first colour.

    Ids (faction ids, or 'f<id>' keys) only grow as factions join, so a faction keeps its colour
    from turn to turn and a newcomer never repaints anyone (a faction that leaves moves the
    colours of those after it). Past the palette, colours are spread around the hue circle.
    """
    ordered = sorted(set(ids), key=_natural)
    colours: dict[Hashable, str] = {}
    for rank, faction in enumerate(ordered):
        colours[faction] = PALETTE[rank] if rank < len(PALETTE) else _extra_colour(rank)
    return colours


def _extra_colour(rank: int) -> str:
    import colorsys

    hue = (rank * 0.618033988749895) % 1.0
    lightness = (0.45, 0.62, 0.35)[rank % 3]
    r, g, b = colorsys.hls_to_rgb(hue, lightness, 0.65)
    return hex_colour((round(r * 255), round(g * 255), round(b * 255)))


# -- fonts and text -----------------------------------------------------------------------------
_DEJAVU_DIRS = (
    "/usr/share/fonts/truetype/dejavu",  # Debian, Ubuntu (fonts-dejavu-core)
    "/usr/share/fonts/dejavu",  # Fedora, Arch
    "/usr/share/fonts/TTF",
    "/usr/local/share/fonts",
    "/Library/Fonts",
)
SUBSTITUTES = {
    "→": "->",
    "←": "<-",
    "↔": "<->",
    "⇒": "=>",
    "≥": ">=",
    "≤": "<=",
    "≈": "~",
    "✓": "+",
    "✔": "+",
    "✗": "x",
    "⚔": "x",
}
"""Symbols written in ASCII when no font at hand has them; other missing characters (emoji) are
left out."""


def _noto() -> Path | None:
    try:
        import fontpkg_noto_sans  # the dependency: the same letters on every machine
    except ImportError:  # pragma: no cover - the dependency is installed with the bot
        return None
    path = Path(fontpkg_noto_sans.ROOT) / "files" / "NotoSans[wdth,wght].ttf"
    return path if path.is_file() else None


@lru_cache(maxsize=1)
def _dejavu() -> Path | None:
    for folder in _DEJAVU_DIRS:
        path = Path(folder) / "DejaVuSans.ttf"
        if path.is_file():
            return path
    return None


@lru_cache(maxsize=1)
def font_source() -> str:
    """Which font pictures use: 'noto' (the dependency), 'dejavu' (the system's) or 'default'."""
    if _noto() is not None:
        return "noto"
    if _dejavu() is not None:  # pragma: no cover - only without the dependency
        return "dejavu"
    return "default"  # pragma: no cover


def _load(kind: str, size: int, bold: bool, condensed: bool) -> Font:
    from PIL import ImageFont

    basic = ImageFont.Layout.BASIC  # the same pixels with or without libraqm
    if kind == "noto":
        path = _noto()
        assert path is not None
        face = ImageFont.truetype(str(path), size, layout_engine=basic)
        with contextlib.suppress(OSError, ValueError):  # axes: weight, width; old FreeType
            face.set_variation_by_axes([650 if bold else 420, 82 if condensed else 100])
        return face
    if kind == "dejavu":
        path = _dejavu()
        assert path is not None
        name = "DejaVuSans" + ("Condensed" if condensed else "") + ("-Bold" if bold else "")
        candidate = path.with_name(name + ".ttf")
        chosen = candidate if candidate.is_file() else path
        return ImageFont.truetype(str(chosen), size, layout_engine=basic)
    return ImageFont.load_default(size=size)  # pragma: no cover


@lru_cache(maxsize=4)
def _probe(kind: str) -> Font:
    return _load(kind, 16, False, False)


@lru_cache(maxsize=4)
def _notdef(kind: str) -> tuple[tuple[int, int], bytes]:
    """How `kind` draws a character it does not have (its .notdef box)."""
    mask = _probe(kind).getmask("\U0010fffd")
    return mask.size, bytes(mask)


@lru_cache(maxsize=8192)
def _has(kind: str, char: str) -> bool:
    if char.isspace():
        return True
    if kind == "dejavu" and _dejavu() is None:
        return False
    mask = _probe(kind).getmask(char)
    return (mask.size, bytes(mask)) != _notdef(kind)


_TO_BASELINE: dict[str, Callable[[int, int], float]] = {
    "a": lambda ascent, descent: ascent,
    "t": lambda ascent, descent: ascent,
    "m": lambda ascent, descent: (ascent - descent) / 2,
    "s": lambda ascent, descent: 0,
    "b": lambda ascent, descent: -descent,
    "d": lambda ascent, descent: -descent,
}
"""From a vertical text anchor to the baseline, by the main font's ascent and descent."""


class Face:
    """A font for pictures: the main font, and DejaVu (where the system has it) for the symbols
    the main font lacks, such as arrows; what neither has is written as `SUBSTITUTES` say."""

    def __init__(self, size: int, bold: bool, condensed: bool) -> None:
        self.size = size
        self.kind = font_source()
        self.main = _load(self.kind, size, bold, condensed)
        self._bold, self._condensed = bold, condensed
        self._fallback: Font | None = None
        self._advances: dict[str, float] = {}

    def _other(self) -> Font:
        if self._fallback is None:
            self._fallback = _load("dejavu", self.size, self._bold, self._condensed)
        return self._fallback

    def runs(self, text: str) -> list[tuple[str, Font]]:
        """`text` cut into pieces each drawn in one font."""
        runs: list[tuple[str, Font]] = []
        other = self.kind != "dejavu" and _dejavu() is not None
        for char in text:
            if _has(self.kind, char):
                face = self.main
            elif other and _has("dejavu", char):
                face = self._other()
            elif char in SUBSTITUTES:
                char, face = SUBSTITUTES[char], self.main
            else:
                continue
            if runs and runs[-1][1] is face:
                runs[-1] = (runs[-1][0] + char, face)
            else:
                runs.append((char, face))
        return runs

    def width(self, text: str) -> float:
        """The advance of `text`: the sum of its letters' (the basic layout does not kern)."""
        return sum(self._advance(char) for char in text)

    def _advance(self, char: str) -> float:
        width = self._advances.get(char)
        if width is None:
            width = sum(face.getlength(piece) for piece, face in self.runs(char))
            self._advances[char] = width
        return width

    def draw(
        self, draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, fill: Any, anchor: str
    ) -> None:
        """Like `ImageDraw.text` with `anchor` (horizontal l/m/r, vertical a/t/m/s/b/d)."""
        runs = self.runs(text)
        if not runs:
            return
        if len(runs) == 1:
            draw.text(xy, runs[0][0], font=runs[0][1], fill=fill, anchor=anchor)
            return
        total = sum(face.getlength(piece) for piece, face in runs)
        x = xy[0] - {"l": 0.0, "m": total / 2, "r": total}[anchor[0]]
        ascent, descent = self.main.getmetrics()
        y = xy[1] + _TO_BASELINE[anchor[1]](ascent, descent)
        for piece, face in runs:
            draw.text((x, y), piece, font=face, fill=fill, anchor="ls")
            x += face.getlength(piece)


@lru_cache(maxsize=128)
def font(size: int, *, bold: bool = False, condensed: bool = False) -> Face:
    """A font `size` pixels high; `condensed` fits more letters in a narrow box."""
    return Face(max(6, int(size)), bold, condensed)


def fit_text(text: str, face: Face, max_width: float) -> str:
    """`text` on one line, cut with '…' where it would be wider than `max_width`."""
    text = " ".join(text.split())
    if face.width(text) <= max_width:
        return text
    room = max_width - face.width("…")
    used, cut = 0.0, 0
    for char in text:  # the longest start that fits with the ellipsis
        used += face.width(char)
        if used > room:
            break
        cut += 1
    return text[:cut].rstrip() + "…"


def wrap_text(text: str, face: Face, max_width: float, max_lines: int) -> list[str]:
    """`text` in at most `max_lines` lines no wider than `max_width`; the last cut with '…'.

    Lines break between words; a word too long for a line is broken inside.
    """
    pieces: list[tuple[str, bool]] = []  # (piece, whether a new word starts with it)
    for word in text.split():
        starts = True
        while len(word) > 1 and face.width(word) > max_width:
            cut = _longest_fit(word, face, max_width)
            pieces.append((word[:cut], starts))
            word, starts = word[cut:], False
        pieces.append((word, starts))
    lines: list[str] = []
    current = ""
    for piece, starts in pieces:
        candidate = (f"{current} {piece}" if starts else current + piece) if current else piece
        if current and (not starts or face.width(candidate) > max_width):
            lines.append(current)
            current = piece
        else:
            current = candidate
    if current:
        lines.append(current)
    if len(lines) > max(max_lines, 1):
        keep = max(max_lines, 1)
        rest = " ".join(lines[keep - 1 :])
        lines = [*lines[: keep - 1], fit_text(rest, face, max_width)]
    return lines


def _longest_fit(word: str, face: Face, max_width: float) -> int:
    low, high = 1, len(word)
    while low < high:
        mid = (low + high + 1) // 2
        if face.width(word[:mid]) <= max_width:
            low = mid
        else:
            high = mid - 1
    return low


# -- images -------------------------------------------------------------------------------------
def png_bytes(image: Image.Image, exact: Iterable[str | RGB] = ()) -> bytes:
    """`image` as PNG bytes, in 256 colours: a full map stays a few hundred kB.

    The palette is found by octree (fast); a palette entry within a hair of one of the `exact`
    colours (the flat fills: faction colours, background) is set to it, so those stay exact.
    """
    from PIL import Image

    if image.mode == "RGB":
        image = image.quantize(
            colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
        )
        keys = [rgb(c) for c in exact]
        if keys:
            palette = image.getpalette() or []
            for i in range(0, len(palette) - 2, 3):
                entry = (palette[i], palette[i + 1], palette[i + 2])
                near = min(
                    keys, key=lambda k: max(abs(a - b) for a, b in zip(k, entry, strict=True))
                )
                if max(abs(a - b) for a, b in zip(near, entry, strict=True)) <= 4:
                    palette[i : i + 3] = near
            image.putpalette(palette)
    out = io.BytesIO()
    image.save(out, format="PNG", compress_level=6)
    return out.getvalue()


def finish(canvas: Image.Image, exact: Iterable[str | RGB] = ()) -> bytes:
    """The supersampled canvas reduced to its real size, as PNG bytes (see `png_bytes`)."""
    if SUPERSAMPLE > 1:
        canvas = canvas.reduce(SUPERSAMPLE)
    return png_bytes(canvas, exact)


_RENDER_LOCK = threading.RLock()
"""Fonts are shared FreeType faces, which are not safe to use from two threads at once."""


def serialised(fn: Callable[P, T]) -> Callable[P, T]:
    """Run `fn` under the pictures' lock: renderers may be called from several threads."""

    @wraps(fn)
    def run(*args: P.args, **kwargs: P.kwargs) -> T:
        with _RENDER_LOCK:
            return fn(*args, **kwargs)

    return run


async def render_off_loop(fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """`fn(*args, **kwargs)` in a worker process (bot/offload.py), so a picture never delays
    the event loop:

    png = await render_off_loop(odds_chart, "Claim roll", bars)
    """
    return await run_cpu(fn, *args, **kwargs)


# -- charts -------------------------------------------------------------------------------------
CHART_WIDTH = 720
"""Pixels: Discord shows a picture across the whole width of a phone at about half this."""


def chart_percent(p: float | Fraction) -> str:
    """A probability for a chart: '41.7%'; never '0.0%' or '100.0%' for what may or may not be."""
    value = float(p)
    if value <= 0:
        return t("ui-percent", value="0")
    if value >= 1:
        return t("ui-percent", value="100")
    if value < 0.0005:
        return "<" + t("ui-percent", value=decimal("0.1"))
    if value >= 0.9995:
        return ">" + t("ui-percent", value=decimal("99.9"))
    return percent(value)


def _probability(value: Any) -> float:
    number = float(value)
    if not math.isfinite(number) or number < 0:
        raise ValueError(f"a probability must be a finite number at least 0, not {value!r}")
    return min(number, 1.0)


class Canvas:
    """A supersampled drawing surface; every coordinate and size is in final pixels."""

    def __init__(self, width: int, height: int, background: str = BACKGROUND) -> None:
        from PIL import Image, ImageDraw

        self.width, self.height = width, height
        self.image = Image.new("RGB", (width * SUPERSAMPLE, height * SUPERSAMPLE), background)
        self.draw = ImageDraw.Draw(self.image)

    @staticmethod
    def s(value: float) -> int:
        return round(value * SUPERSAMPLE)

    def _xy(self, point: tuple[float, float]) -> tuple[int, int]:
        return (self.s(point[0]), self.s(point[1]))

    @staticmethod
    def font(size: float, *, bold: bool = False, condensed: bool = False) -> Face:
        """A face for this canvas, `size` final pixels high (measure with `measure`)."""
        return font(round(size * SUPERSAMPLE), bold=bold, condensed=condensed)

    @staticmethod
    def measure(face: Face, text: str) -> float:
        return face.width(text) / SUPERSAMPLE

    @staticmethod
    def fit(text: str, face: Face, max_width: float) -> str:
        return fit_text(text, face, max_width * SUPERSAMPLE)

    @staticmethod
    def wrap(text: str, face: Face, max_width: float, max_lines: int) -> list[str]:
        return wrap_text(text, face, max_width * SUPERSAMPLE, max_lines)

    def text(self, xy: tuple[float, float], text: str, face: Face, fill: Any, anchor: str) -> None:
        face.draw(self.draw, self._xy(xy), text, fill, anchor)

    def rect(
        self,
        box: Sequence[float],
        fill: Any,
        radius: float = 0,
        outline: Any = None,
        width: float = 1.0,
    ) -> None:
        x0, y0, x1, y1 = (self.s(v) for v in box)
        if x1 <= x0 or y1 <= y0:
            return
        r = min(self.s(radius), (x1 - x0) // 2, (y1 - y0) // 2)
        line = max(1, self.s(width)) if outline is not None else 0
        if r > 0:
            self.draw.rounded_rectangle(
                (x0, y0, x1, y1), radius=r, fill=fill, outline=outline, width=line
            )
        else:
            self.draw.rectangle((x0, y0, x1, y1), fill=fill, outline=outline, width=line)

    def line(
        self,
        points: Sequence[tuple[float, float]],
        fill: Any,
        width: float,
        *,
        round_ends: bool = False,
    ) -> None:
        px = max(1, self.s(width))
        xy = [self._xy(p) for p in points]
        self.draw.line(xy, fill=fill, width=px)
        if round_ends and px > 2:
            r = px / 2
            for x, y in (xy[0], xy[-1]):
                self.draw.ellipse((x - r, y - r, x + r, y + r), fill=fill)

    def polygon(
        self,
        points: Sequence[tuple[float, float]],
        fill: Any,
        outline: Any = None,
        width: float = 1.0,
    ) -> None:
        xy = [self._xy(p) for p in points]
        self.draw.polygon(xy, fill=fill)
        if outline is not None:  # not polygon(width=): that makes a mask as big as the picture
            self.draw.line([*xy, xy[0], xy[1]], fill=outline, width=max(1, self.s(width)),
                           joint="curve")  # fmt: skip

    def png(self, exact: Iterable[str | RGB] = ()) -> bytes:
        """The picture; `exact`: colours kept exactly (see `png_bytes`)."""
        return finish(self.image, [BACKGROUND, INK, *exact])


def _title_lines(title: str, size: float, width: float) -> tuple[Face, list[str]]:
    face = Canvas.font(size, bold=True)
    return face, Canvas.wrap(title, face, width, 2)


@serialised
def odds_chart(
    title: str,
    bars: Sequence[tuple[str, float | Fraction]],
    *,
    highlight: int | str | None = None,
    note: str | None = None,
) -> bytes:
    """PNG: one horizontal bar per (label, probability), with its percentage.

    `highlight` (a bar's index or label) marks one bar, e.g. the choice being weighed; `note` is a
    small line under the bars ("exact odds", "±1% Monte Carlo"). Probabilities are 0 to 1 (floats
    or Fractions), and need not add up to 1. ValueError without bars or with a probability below 0
    or not finite.
    """
    if not bars:
        raise ValueError("an odds chart needs at least one bar")
    rows = [(str(label), _probability(p)) for label, p in bars]
    chosen = _highlighted(highlight, [label for label, _ in rows])

    pad, row_h, bar_h = 28, 58, 30
    width = CHART_WIDTH

    title_face, title_lines = _title_lines(title, 32, width - 2 * pad)
    label_face = Canvas.font(27)
    label_bold = Canvas.font(27, bold=True)
    value_face = Canvas.font(27, bold=True)
    note_face = Canvas.font(20)
    value_w = max(Canvas.measure(value_face, chart_percent(0.9999)), 70)
    longest = max(Canvas.measure(label_bold, label) for label, _ in rows)
    label_w = min(longest, (width - 2 * pad) * 0.42)
    bar_x0 = pad + label_w + 18
    bar_x1 = width - pad - value_w - 14
    top = pad + len(title_lines) * 42 + (10 if title_lines else 0)
    height = top + len(rows) * row_h + (34 if note else 0) + pad - 10

    canvas = Canvas(width, height)
    y = pad
    for line in title_lines:
        canvas.text((pad, y), line, title_face, INK, "lt")
        y += 42
    for index, (label, p) in enumerate(rows):
        mid = top + index * row_h + row_h / 2
        strong = index == chosen
        face = label_bold if strong else label_face
        shown = Canvas.fit(label, face, label_w)
        canvas.text((pad, mid), shown, face, INK, "lm")
        canvas.rect((bar_x0, mid - bar_h / 2, bar_x1, mid + bar_h / 2), TRACK, radius=6)
        fill = HIGHLIGHT if strong else BAR
        if p > 0:
            end = bar_x0 + max((bar_x1 - bar_x0) * p, 4)
            canvas.rect((bar_x0, mid - bar_h / 2, end, mid + bar_h / 2), fill, radius=6)
        canvas.text((width - pad, mid), chart_percent(p), value_face, INK, "rm")
    if note:
        y = top + len(rows) * row_h + 8
        shown = Canvas.fit(note, note_face, width - 2 * pad)
        canvas.text((pad, y), shown, note_face, MUTED_INK, "lt")
    return canvas.png([TRACK, BAR, HIGHLIGHT, MUTED_INK])


@serialised
def distribution_chart(
    title: str,
    distribution: Mapping[int | str, float | Fraction],
    xlabel: str,
    *,
    highlight: int | str | None = None,
) -> bytes:
    """PNG: a column per outcome (e.g. units lost: 0, 1, 2, ...) with its percentage on top.

    Integer outcomes are shown in increasing order, other keys in the mapping's order; columns
    are scaled to the likeliest outcome. `xlabel` names the outcomes ("Units lost").
    """
    if not distribution:
        raise ValueError("a distribution chart needs at least one outcome")
    keys = list(distribution)
    if all(isinstance(k, int) and not isinstance(k, bool) for k in keys):
        keys.sort()
    values = [_probability(distribution[k]) for k in keys]
    labels = [str(k) for k in keys]
    chosen = _highlighted(highlight, keys)

    pad, width = 28, CHART_WIDTH

    title_face, title_lines = _title_lines(title, 32, width - 2 * pad)
    n = len(keys)
    slot = (width - 2 * pad) / n
    column_w = slot * 0.72
    size = max(12.0, min(24.0, slot * 0.42))
    value_face = Canvas.font(size, bold=True, condensed=True)
    label_face = Canvas.font(max(14.0, min(26.0, slot * 0.55)))
    xlabel_face = Canvas.font(24)
    show_values = all(Canvas.measure(value_face, chart_percent(v)) <= slot * 0.98 for v in values)
    widest_label = max(Canvas.measure(label_face, label) for label in labels)
    label_every = max(1, math.ceil((widest_label + 8) / slot))

    top = pad + len(title_lines) * 42 + (10 if title_lines else 0) + (size + 10)
    plot_h = 300
    base = top + plot_h
    height = round(base + 12 + 34 + 40 + pad)
    canvas = Canvas(width, height)
    y = pad
    for line in title_lines:
        canvas.text((pad, y), line, title_face, INK, "lt")
        y += 42
    tallest = max(values) or 1.0
    likeliest = values.index(max(values))  # labelled even where the columns are too narrow
    for index, (label, p) in enumerate(zip(labels, values, strict=True)):
        centre = pad + slot * index + slot / 2
        h = plot_h * p / tallest
        fill = HIGHLIGHT if index == chosen else BAR
        if p > 0:
            h = max(h, 3)
            canvas.rect((centre - column_w / 2, base - h, centre + column_w / 2, base), fill, 4)
        if show_values or index in (chosen, likeliest):
            canvas.text((centre, base - h - 6), chart_percent(p), value_face, INK, "ms")
        if index % label_every == 0 or index == chosen:
            shown = Canvas.fit(label, label_face, slot * label_every)
            canvas.text((centre, base + 10), shown, label_face, INK, "mt")
    canvas.rect((pad, base, width - pad, base + 2), MUTED_INK)
    shown = Canvas.fit(xlabel, xlabel_face, width - 2 * pad)
    canvas.text((width / 2, base + 52), shown, xlabel_face, MUTED_INK, "mt")
    return canvas.png([BAR, HIGHLIGHT, MUTED_INK])


def _highlighted(highlight: int | str | None, keys: Sequence[Any]) -> int | None:
    """The index `highlight` names: a key of the chart, or else an index into it."""
    if highlight is None:
        return None
    if highlight in keys:
        return list(keys).index(highlight)
    index = highlight if isinstance(highlight, int) and not isinstance(highlight, bool) else -1
    return index if 0 <= index < len(keys) else None
