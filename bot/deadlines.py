"""Deadlines of play-by-chat turns: typed durations, and when to remind and to close.

Pure: the caller passes the current time, so the schedule is tested without waiting.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta

from bot.i18n import t

REMINDERS_BEFORE = (timedelta(hours=24), timedelta(hours=1))
"""Players who have not submitted are pinged this long before the deadline (once each)."""
LONGEST = timedelta(days=60)
_PART = re.compile(r"(\d{1,4})\s*([dhm])")
_UNITS = {"d": "days", "h": "hours", "m": "minutes"}


def parse_duration(text: str, *, delay: bool = False) -> timedelta:
    """'48h', '2d', '1d 12h', '90m' -> a timedelta; ValueError with a short reason otherwise,
    in the language being spoken (about a deadline, or with `delay` a delay)."""
    what = "delay" if delay else "deadline"
    cleaned = text.strip().lower().replace(" ", "")
    parts = _PART.findall(cleaned)
    if not cleaned or "".join(n + u for n, u in parts) != cleaned:
        raise ValueError(t("duration-unreadable"))
    total = sum((timedelta(**{_UNITS[u]: int(n)}) for n, u in parts), timedelta())
    if total < timedelta(minutes=1):
        raise ValueError(t("duration-too-short", what=what))
    if total > LONGEST:
        raise ValueError(t("duration-too-long", what=what, days=LONGEST.days))
    return total


@dataclass(frozen=True)
class Due:
    reminders: tuple[int, ...]
    """Indexes into REMINDERS_BEFORE whose time has come: ping once, record them all as sent
    (after a restart several may be due at once; one ping is enough)."""
    close: bool


def due(opened_at: datetime, deadline: datetime, sent: set[int], now: datetime) -> Due:
    """What the turn needs now. A reminder is due once its time has come, unless the turn was
    opened after that time (a 2-hour turn gets only the 1-hour reminder) or the deadline passed
    (then the turn closes instead)."""
    if now >= deadline:
        return Due((), close=True)
    reminders = tuple(
        i
        for i, before in enumerate(REMINDERS_BEFORE)
        if i not in sent and deadline - before <= now and deadline - before > opened_at
    )
    return Due(reminders, close=False)


IDLE_REMIND_AFTER = timedelta(hours=12)
"""A player called to act and silent this long is called again (servers and campaigns may set
their own: `/settings reminders`)."""
IDLE_GM_AFTER = timedelta(hours=48)
"""...and this long after the first call, the game master (or the other players) are told."""


@dataclass(frozen=True)
class Idle:
    remind: bool
    tell_gm: bool


def idle_due(
    called_since: datetime,
    *,
    reminded: bool,
    gm_told: bool,
    now: datetime,
    remind_after: timedelta = IDLE_REMIND_AFTER,
    gm_after: timedelta = IDLE_GM_AFTER,
) -> Idle:
    """What a battle waiting since `called_since` for the same players needs now: one reminder,
    then once the game master's notice."""
    waited = now - called_since
    return Idle(
        remind=not reminded and waited >= remind_after,
        tell_gm=not gm_told and waited >= gm_after,
    )
