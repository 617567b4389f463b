"""The text of `/claim map`: who holds what, readable at a glance on a phone.

One section per faction (its RP and its areas), then the unclaimed areas; each area one line with
its fortifications, buildings and number of borders. Sections are (heading, body) pairs sized for
embed fields (a body at most 1024 characters), so a long faction is split over several fields
rather than cut. Pure: plain data in, text out.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from bot.i18n import t
from bot.i18n.names import slash
from bot.ui.text import escape
from cogs.claim.mapfile import AreaSpec

FIELD_VALUE_MAX = 1024
"""Discord's limit on an embed field's value."""
FIELD_NAME_MAX = 256
"""Discord's limit on an embed field's name."""
EMBED_FIELDS_MAX = 25
EMBED_TOTAL_MAX = 6000
"""Discord's limits on one embed: fields, and characters over title, fields and footer."""


def empty_map() -> tuple[str, str]:
    add, load = slash("claim area add"), slash("claim area import")
    return (t("claim-mapview-empty-title"), t("claim-mapview-empty", add=add, load=load))


def continued() -> str:
    return " " + t("claim-mapview-continued")


Section = tuple[str, str]


def area_line(area: AreaSpec) -> str:
    """'**North Hill** 🏰×2 · 🏠 mine, farm · ↔ 3', never longer than a field value."""
    head = f"**{escape(area.name)}**"
    if area.fortifications > 0:
        head += f" 🏰×{area.fortifications}"
    parts = [head]
    if area.buildings:
        parts.append("🏠 " + ", ".join(escape(b) for b in area.buildings))
    parts.append(f"↔ {len(area.borders)}")
    line = " · ".join(parts)
    if len(line) > FIELD_VALUE_MAX:  # only a very long list of buildings gets here
        tail = f"… · ↔ {len(area.borders)}"
        line = line[: FIELD_VALUE_MAX - len(tail)].rstrip("\\ ,") + tail
    return line


def map_sections(areas: Iterable[AreaSpec], rp_by_faction: Mapping[str, int]) -> list[Section]:
    """(heading, body) per faction by name, then the unclaimed areas; each body fits a field.

    A faction with RP but no area still gets its section: it is in the campaign and may attack.
    """
    areas = list(areas)
    if not areas:
        return [empty_map()]
    held: dict[str, list[AreaSpec]] = {name: [] for name in rp_by_faction}
    unclaimed: list[AreaSpec] = []
    for area in areas:
        if area.owner is None:
            unclaimed.append(area)
        else:
            held.setdefault(area.owner, []).append(area)
    sections: list[Section] = []
    for faction in sorted(held, key=_order):
        owned = held[faction]
        heading = escape(faction)
        if faction in rp_by_faction:
            heading += " · " + t("claim-mapview-rp", rp=rp_by_faction[faction])
        heading += " · " + t("claim-mapview-areas", count=len(owned))
        sections += _fields(heading, owned, empty=t("claim-mapview-no-areas"))
    if unclaimed:
        heading = (
            t("claim-mapview-unclaimed") + " · " + t("claim-mapview-areas", count=len(unclaimed))
        )
        sections += _fields(heading, unclaimed)
    return sections


def pages(sections: Sequence[Section], title_chars: int = 0) -> list[list[Section]]:
    """The sections grouped into embeds Discord accepts: at most 25 fields and 6000 characters
    each (with `title_chars` for the title, description and footer), sections kept in order."""
    result: list[list[Section]] = []
    page: list[Section] = []
    size = title_chars
    for heading, body in sections:
        cost = len(heading) + len(body)
        if page and (len(page) == EMBED_FIELDS_MAX or size + cost > EMBED_TOTAL_MAX):
            result.append(page)
            page, size = [], title_chars
        page.append((heading, body))
        size += cost
    if page:
        result.append(page)
    return result


def _order(name: str) -> tuple[str, str]:
    return (name.casefold(), name)


def _fields(heading: str, areas: list[AreaSpec], empty: str = "") -> list[Section]:
    """One group's lines cut into bodies of at most 1024 characters, never inside a line."""
    more = continued()
    heading = _clip(heading, FIELD_NAME_MAX - len(more))
    lines = [area_line(a) for a in sorted(areas, key=lambda a: (*_order(a.name), a.key))]
    if not lines:
        return [(heading, empty)]
    bodies: list[list[str]] = [[]]
    size = 0
    for line in lines:
        if bodies[-1] and size + 1 + len(line) > FIELD_VALUE_MAX:
            bodies.append([])
            size = 0
        size += len(line) + (1 if bodies[-1] else 0)
        bodies[-1].append(line)
    return [
        (heading if n == 0 else heading + more, "\n".join(body)) for n, body in enumerate(bodies)
    ]


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip("\\") + "…"
