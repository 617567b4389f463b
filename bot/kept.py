"""Small memories a process keeps of its recent work (what it last wrote, rendered, localized):
plain dicts in recency order, bounded, the oldest entry dropped first."""

from __future__ import annotations

from typing import Any


def keep(kept: dict, key: Any, value: Any, most: int) -> None:
    """Put `value` last in `kept`, dropping the oldest entries beyond `most`."""
    kept.pop(key, None)
    kept[key] = value
    while len(kept) > most:
        del kept[next(iter(kept))]
