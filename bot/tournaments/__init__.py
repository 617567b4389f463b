"""Tournaments: pairings, standings and ratings as pure functions of the recorded matches.

No Discord, no database, no clock: the store keeps entrants and matches, and these functions
recompute everything from them (randomness only from a `random.Random` the caller passes).
"""

from bot.tournaments.brackets import bracket_size, slot_order
from bot.tournaments.core import (
    BracketSlot,
    accepts_late_joins,
    bracket_view,
    check_pairable,
    is_finished,
    open_matches,
    pair_next_round,
    recommended_rounds,
    recommended_table_rounds,
    standings,
    starting_field,
    swiss_rounds,
    total_rounds,
    winner,
)
from bot.tournaments.model import (
    FORMATS,
    TIEBREAKERS,
    Entrant,
    Match,
    PairingError,
    Rules,
    Standing,
    TournamentOver,
)
from bot.tournaments.ratings import Rating, new_rating, rate
from bot.tournaments.tables import table_sizes

__all__ = [
    "BracketSlot",
    "bracket_view",
    "FORMATS",
    "TIEBREAKERS",
    "Entrant",
    "Match",
    "PairingError",
    "Rating",
    "Rules",
    "Standing",
    "TournamentOver",
    "accepts_late_joins",
    "bracket_size",
    "check_pairable",
    "is_finished",
    "new_rating",
    "open_matches",
    "pair_next_round",
    "rate",
    "recommended_rounds",
    "recommended_table_rounds",
    "slot_order",
    "standings",
    "starting_field",
    "swiss_rounds",
    "table_sizes",
    "total_rounds",
    "winner",
]
