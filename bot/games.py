"""The games the bot knows: each game cog registers one `Game` when it loads.

A `Game` joins a pure ruleset to what the platform needs to show it and to keep its campaign:
how its events read, and how its outcome changes a campaign.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.engine import Ask, Event, Outcome, Ruleset
from bot.i18n import current

EventText = Callable[[Event, Mapping[str, Any]], str | None]
BoardLines = Callable[[Mapping[str, Any], Any], list[str]]
"""(setup, BattleState) -> a few lines for the panel: where the battle stands now (forces left,
the score) — the board, not the story."""
"""Render one event to a line of text, given the battle's setup; None: use the generic line;
"": no line (the game shows the event within another one)."""
DecisionOdds = Callable[
    [Mapping[str, Any], Any, str], list[tuple[str, list[tuple[str, Any]]]] | None
]
"""(setup, BattleState, seat) -> the exact odds of each choice of the pending ask for `seat`:
[(choice, [(outcome, probability), ...]), ...], the seat's own best outcome first in each list
(the chart shows it); None when that ask does not change the odds (or no odds are known for it).
Probabilities are Fractions or floats from 0 to 1. Every panel calls it on the event loop, so it
must be quick: odds that take long to work out are returned as a `LazyOdds`, which the panel only
tests and the 📊 Odds click works out in a worker thread."""


class LazyOdds(Sequence[tuple[str, list[tuple[str, Any]]]]):
    """A `DecisionOdds` answer worked out on first use: true at once (the button is shown), the
    rows computed once when read. `compute` may return None or []: no odds after all."""

    def __init__(self, compute: Callable[[], list[tuple[str, list[tuple[str, Any]]]] | None]):
        self._compute = compute
        self._rows: list[tuple[str, list[tuple[str, Any]]]] | None = None
        self._lock = threading.Lock()

    @property
    def rows(self) -> list[tuple[str, list[tuple[str, Any]]]]:
        with self._lock:
            if self._rows is None:
                self._rows = list(self._compute() or [])
            return self._rows

    def __bool__(self) -> bool:
        return True

    def __len__(self) -> int:
        return len(self.rows)

    def __getitem__(self, index):  # type: ignore[override]
        return self.rows[index]


@dataclass(frozen=True)
class Game:
    key: str
    title: str
    ruleset: Ruleset
    render_event: EventText | None = None
    long_battle: bool = False
    """Long battles get a thread of their own, where each step is posted and players pinged."""
    starting_resources: Mapping[str, int] = field(default_factory=dict)
    """Resources a faction starts a campaign with (e.g. gold, VP)."""
    campaign_changes: Callable[[Mapping[str, Any], Outcome], Any] | None = None
    """(setup, outcome) -> store.CampaignChanges to apply when a campaign battle ends."""
    board: BoardLines | None = None
    battle_name: Callable[[Mapping[str, Any]], str | None] | None = None
    """setup -> what players call this battle ("R1 · Alice → Hill"); None: "battle #<id>"."""
    odds: DecisionOdds | None = None
    """The 📊 Odds button of the panels (bot/ui/odds.py): see `DecisionOdds`."""
    region_line: Callable[[Any, Mapping[int, str]], str] | None = None
    """(store.Region, faction id -> name shown) -> the region's line in `/campaign status`, in
    the language being spoken; None: the generic line (owner and holdings)."""
    public_setup: Callable[[Mapping[str, Any]], Any] | None = None
    """setup -> the setup anyone may read while the battle is fought (a side's hidden cards
    masked), for `/battle log`'s record; None: the setup is public."""
    faction_notes: Callable[[Any], str] | None = None
    """store.Faction -> what the game keeps about a faction beyond its resources (its
    technologies…), appended to its line in `/campaign status`; "" for nothing."""
    localize_ask: Callable[[Ask, Mapping[str, Any]], Ask] | None = None
    """(ask, setup) -> the same ask in the language being spoken (bot.i18n): its prompt
    (`fields["prompt"]`), its options' and counts' labels; keys and limits unchanged. None: the
    engine's English."""

    @property
    def shown_title(self) -> str:
        """The title in the language being spoken (`game-<key>` in the game's catalog)."""
        return current().maybe(f"game-{self.key}") or self.title


class GameRegistry:
    def __init__(self) -> None:
        self._games: dict[str, Game] = {}

    def register(self, game: Game) -> None:
        if game.key in self._games and self._games[game.key] is not game:
            raise ValueError(f"two games claim the key {game.key!r}")
        self._games[game.key] = game

    def unregister(self, key: str) -> None:
        self._games.pop(key, None)

    def get(self, key: str) -> Game | None:
        return self._games.get(key)

    def __iter__(self):
        return iter(sorted(self._games.values(), key=lambda g: g.title))

    def __len__(self) -> int:
        return len(self._games)
