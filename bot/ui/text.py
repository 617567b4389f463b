"""Small text helpers shared by the cogs."""

from __future__ import annotations

from collections.abc import Callable, Mapping
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
