"""Names players type: found by name or key whatever the case and spacing, and a typo answered
with "did you mean …?" — worded the same way for every kind of name (area, neutral country,
faction, campaign, game).

    area = lookup(typed, {a.name: a.key for a in areas}, "area")
    # "There is no area called **Indai**. Did you mean **India**?"

Every message is in the language being spoken; `what` (the kind of name), `where` and
`otherwise` are the caller's words, in that language too.

The closeness of two names is rapidfuzz's weighted ratio (case and punctuation ignored).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TypeVar

import discord

from bot.errors import Refusal
from bot.i18n import t

T = TypeVar("T")

CUTOFF = 70.0
"""How close (0–100) a name must be to what was typed to be suggested."""
SPREAD = 5.0
"""Suggestions scoring this much below the best one are left out: one clear match is named alone."""
LISTED = 10
"""A refusal with no close match lists every name when there are at most this many."""


def shown(name: str, limit: int = 100) -> str:
    """A name a user typed, safe to show in a message: it pings nobody (`<@id>`, `@everyone`
    stay text), its markdown is not applied, and it is cut to `limit` characters."""
    name = " ".join(str(name).split())
    if len(name) > limit:
        name = name[: limit - 1] + "…"
    return discord.utils.escape_markdown(discord.utils.escape_mentions(name))


def normal(text: str) -> str:
    """How two spellings of a name are compared: case and runs of spaces (or `_`) ignored."""
    return " ".join(str(text).replace("_", " ").split()).casefold()


def or_list(names: Sequence[str], word: str = "or") -> str:
    """'**A**', '**A** or **B**', '**A**, **B** or **C**' (names shown safely, in bold). `word`:
    "or" or "and" (in the language being spoken), or the caller's own word."""
    bold = [f"**{shown(n)}**" for n in names]
    if len(bold) <= 1:
        return "".join(bold)
    joint = {"or": "ui-or", "and": "ui-and"}.get(word)
    return f"{', '.join(bold[:-1])} {t(joint) if joint else word} {bold[-1]}"


def close_matches(typed: str, names: Iterable[str], *, limit: int = 3) -> list[str]:
    """The names closest to `typed`, best first: at most `limit`, none far from the best."""
    # imported at the first typo: 2.6 MiB the bot need not hold until someone mistypes
    from rapidfuzz import fuzz, process, utils

    unique = list(dict.fromkeys(n for n in names if n))
    if not str(typed).strip() or not unique:
        return []
    found = process.extract(
        str(typed),
        unique,
        scorer=fuzz.WRatio,
        processor=utils.default_process,
        limit=limit,
        score_cutoff=CUTOFF,
    )
    if not found:
        return []
    best = found[0][1]
    return [name for name, score, _ in found if score >= best - SPREAD]


def did_you_mean(typed: str, names: Iterable[str]) -> str:
    """'Did you mean **India**?' for the closest names, or '' when none is close."""
    close = close_matches(typed, names)
    return t("ui-did-you-mean", names=or_list(close)) if close else ""


def no_such(
    what: str,
    typed: str,
    names: Iterable[str],
    *,
    where: str = "",
    otherwise: str = "",
) -> str:
    """The one wording of "that name does not exist": the closest names when some are close,
    else every name when there are few, else `otherwise`.

    `where` follows the name ('in **Empires**'); `what` is the kind of thing ('area')."""
    names = list(dict.fromkeys(n for n in names if n))
    head = t("ui-no-such", what=what, name=shown(typed, 60), where=f" {where}" if where else "")
    hint = did_you_mean(typed, names)
    if not hint and names and len(names) <= LISTED:
        key = "ui-the-only-one" if len(names) == 1 else "ui-choose-from"
        hint = t(key, names=or_list(names))
    elif not hint and not names:
        hint = otherwise
    elif not hint:
        hint = otherwise or t("ui-pick-from-list")
    return f"{head} {hint}".rstrip()


def find(typed: str, named: Mapping[str, T], keys: Mapping[str, T] | None = None) -> T | None:
    """The thing whose name (or key) is `typed`, whatever the case and spacing; None if none."""
    if keys and typed in keys:
        return keys[typed]
    wanted = normal(typed)
    for name, value in named.items():
        if normal(name) == wanted:
            return value
    for key, value in (keys or {}).items():
        if normal(key) == wanted:
            return value
    return None


def lookup(
    typed: str,
    named: Mapping[str, T],
    what: str,
    *,
    keys: Mapping[str, T] | None = None,
    where: str = "",
    otherwise: str = "",
) -> T:
    """`find`, or a Refusal worded by `no_such` (with "did you mean …?")."""
    found = find(typed, named, keys)
    if found is None:
        raise Refusal(no_such(what, typed, named, where=where, otherwise=otherwise))
    return found
