"""Small text helpers shared by the cogs."""

from __future__ import annotations

from datetime import datetime
from fractions import Fraction


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
