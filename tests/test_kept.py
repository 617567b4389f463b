"""The small bounded memories (`bot.kept.keep`): the most recently kept entries stay, in recency
order, and the oldest go first."""

from __future__ import annotations

from collections import OrderedDict

from bot.kept import keep


def test_the_oldest_entries_go_first_and_a_kept_one_becomes_the_newest() -> None:
    kept: OrderedDict[int, str] = OrderedDict()
    for n in range(5):
        keep(kept, n, f"v{n}", 3)
    assert list(kept.items()) == [(2, "v2"), (3, "v3"), (4, "v4")]
    keep(kept, 2, "again", 3)  # kept anew: now the newest, with its new value
    keep(kept, 5, "v5", 3)
    assert list(kept.items()) == [(4, "v4"), (2, "again"), (5, "v5")]


def test_a_long_run_of_evictions_keeps_exactly_the_last_ones() -> None:
    kept: OrderedDict[int, int] = OrderedDict()
    for n in range(100_000):
        keep(kept, n % 5_000 if n % 7 == 0 else n, n, 64)
    assert len(kept) == 64
    assert list(kept.values()) == sorted(kept.values())
    assert max(kept.values()) == 99_999
