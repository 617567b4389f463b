"""Small memories a process keeps of its recent work (what it last wrote, rendered, localized):
ordered dicts in recency order, bounded, the oldest entry dropped first.

An OrderedDict, not a plain dict: dropping a plain dict's first entry leaves a hole that every
later look for the first entry walks past until the dict is rebuilt (1.4 % of the bot's time
at 300 clicks/s, `py-spy`); an OrderedDict drops its oldest entry in constant time."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any


def keep(kept: OrderedDict, key: Any, value: Any, most: int) -> None:
    """Put `value` last in `kept`, dropping the oldest entries beyond `most`."""
    kept[key] = value
    kept.move_to_end(key)
    while len(kept) > most:
        kept.popitem(last=False)
