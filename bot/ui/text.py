"""Small text helpers shared by the cogs."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from bot.battles import side_of

if TYPE_CHECKING:
    from bot.battles import LoadedBattle


def iso_to_timestamp(iso: str | None, style: str = "R") -> str:
    """A stored ISO-8601 time as a Discord timestamp, shown in each reader's own time zone."""
    if not iso:
        return "—"
    try:
        moment = datetime.fromisoformat(iso)
    except ValueError:
        return iso
    return f"<t:{int(moment.timestamp())}:{style}>"


def percent(p: float | Fraction) -> str:
    """A probability as a percentage with one decimal: '41.7%'."""
    return f"{100 * float(p):.1f}%"


def seat_words(seat: str) -> str:
    """A seat without a name, as a player would say it: 'attacker_ally' -> 'Attacker ally'."""
    text = seat.replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def setup_sides(
    setup: Mapping[str, Any], name: Callable[[str], str] | None = None
) -> list[list[str]]:
    """A battle's seats grouped by side (`bot.battles.side_of`), sides in the order their
    first seat is listed, each seat as `name(seat)` (default: the seat's player name)."""

    def default(seat: str) -> str:
        info = setup.get("seats", {}).get(seat)
        named = info.get("name") if isinstance(info, Mapping) else None
        return named.strip() if isinstance(named, str) and named.strip() else seat_words(seat)

    show = name or default
    sides: dict[str, list[str]] = {}
    for seat in setup.get("seats", {}):
        sides.setdefault(side_of(setup, seat), []).append(show(seat))
    return list(sides.values())


def sides_words(setup: Mapping[str, Any], name: Callable[[str], str] | None = None) -> str:
    """'Alice + Carla vs Bohdan + Dmytro': the seats of a battle's setup, side against side."""
    return " vs ".join(" + ".join(seats) for seats in setup_sides(setup, name)) or "—"


def sides_text(loaded: LoadedBattle, name: Callable[[str], str] | None = None) -> str:
    """'Alice + Carla vs Bohdan + Dmytro' for a loaded battle; `name(seat)` shows a seat some
    other way (a mention in a description, `loaded.seat_name` by default)."""
    return sides_words(loaded.battle.setup, name or loaded.seat_name)


# -- text players typed, and text too long for one message --------------------------------------
_MARKDOWN = re.compile(r"([\\*_~|`>#\[\]])")
_MENTION = re.compile(r"@(everyone|here|[!&]?[0-9]{15,21})")


def unmention(text: str) -> str:
    """Text that is never a mention: `@everyone`, `@here`, `<@id>` and `<@&id>` get a zero-width
    space after the @, so they neither ping nor show as a mention."""
    return _MENTION.sub("@\u200b\\1", text)


def escape(text: str) -> str:
    """A name shown as typed: not as markdown, and never a mention."""
    return _MARKDOWN.sub(r"\\\1", unmention(text))


def plural(n: int, one: str, many: str | None = None) -> str:
    """'1 army', '2 armies', '0 fleets'."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


def split_line(line: str, limit: int) -> list[str]:
    """A line too long for its container cut into pieces (at a space when there is one)."""
    pieces = []
    while len(line) > limit:
        cut = line.rfind(" ", limit // 2, limit)
        cut = cut if cut > 0 else limit
        while cut > 1 and line[cut - 1] == "\\":  # never split an escape from what it escapes
            cut -= 1
        pieces.append(line[:cut])
        line = line[cut:].lstrip(" ")
    return [*pieces, line] if line else pieces


def chunks(lines: Sequence[str], limit: int) -> list[str]:
    """Lines joined into texts of at most `limit` characters, cut between lines where it can."""
    out: list[str] = []
    current = ""
    for piece in (p for line in lines for p in split_line(line, limit) or [""]):
        if current and len(current) + 1 + len(piece) > limit:
            out.append(current)
            current = ""
        current = f"{current}\n{piece}" if current else piece
    if current or not out:
        out.append(current)
    return out
