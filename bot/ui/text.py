"""Small text helpers shared by the cogs."""

from __future__ import annotations

import logging
import re
import weakref
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from bot.battles import side_of
from bot.engine import AskKind
from bot.i18n import current, t
from bot.kept import keep

if TYPE_CHECKING:
    from bot.battles import LoadedBattle
    from bot.engine import Ask

log = logging.getLogger(__name__)


_LOCALIZED: OrderedDict[tuple[int, str], tuple[weakref.ref[Ask], Any, Ask]] = OrderedDict()
LOCALIZED_KEPT = 4096
"""Asks kept localized, each no longer than the ask itself lives: a battle's pending ask is
localized for its panel and its call after one click, and its part for the clicker (a seat's of
a secret ask) again at the next click, whose battle row, read anew, brings an equal setup; a
localized ask holds all its labels. The asks alive are those of the battles kept running
(bot/battles.py `KEEP_LIVE`, with the state before their last answer) and the few being shown:
a panel repaired at start-up drops its ask, and its entries with it."""


def localized(loaded: LoadedBattle, ask: Ask) -> Ask:
    """The ask in the language being spoken (the game's `localize_ask`): its prompt, its options'
    and counts' labels; the engine's English when the game has no such hook (or it fails).
    Localize an ask once, where it is shown: the panel, the private panel, the call, the form.
    An ask is localized once per language and setup (asks do not change)."""
    hook = loaded.game.localize_ask
    if hook is None:
        return ask
    setup = loaded.battle.setup
    key = (id(ask), current().code)
    kept = _LOCALIZED.get(key)
    if kept is not None and kept[0]() is ask and kept[1] == setup:
        return kept[2]
    try:
        shown = hook(ask, setup)
    except Exception:
        log.exception("localize_ask of %s failed on %s", loaded.game.key, ask.purpose)
        return ask
    _keep_localized(ask, setup, shown)
    if ask.kind is AskKind.SECRET and len(shown.secret) == len(ask.secret):
        for inner, inner_shown in zip(ask.secret, shown.secret, strict=True):
            _keep_localized(inner, setup, inner_shown)  # each seat's form, at its click
    return shown


def _keep_localized(ask: Ask, setup: Any, shown: Ask) -> None:
    key = (id(ask), current().code)
    keep(_LOCALIZED, key, (weakref.ref(ask), setup, shown), LOCALIZED_KEPT)
    # gone with the ask: its address may then be another's
    weakref.finalize(ask, _LOCALIZED.pop, key, None)


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
    """A probability as a percentage with one decimal, as the reader writes it: '41.7%' (in
    Italian and Ukrainian '41,7%')."""
    return t("ui-percent", value=decimal(f"{100 * float(p):.1f}"))


def decimal(number: str) -> str:
    """A number written with a point ('41.7') in the reader's way ('41,7' in Italian)."""
    return number.replace(".", t("ui-decimal-point"))


def seat_words(seat: str) -> str:
    """A seat without a name, as a player would say it: 'attacker_ally' -> 'Attacker ally'
    (its catalog's `ui-role-<seat>` when it has one)."""
    known = current().maybe("ui-role-" + seat.replace("_", "-"))
    if known:
        return known
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
    versus = f" {t('ui-versus')} "
    return versus.join(" + ".join(seats) for seats in setup_sides(setup, name)) or "—"


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
