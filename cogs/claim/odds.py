"""Exact odds of a claim roll, by enumerating the dice: 36 throws, and 36 more after each tie.

The scores and the comparison are rules.py's own (`claim_result`, `ClaimSetup.modifiers`), so the
odds cannot drift from the procedure.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from bot.engine import odds
from cogs.claim.rules import ATTACKER, DEFENDER, RESULTS, TIE, ClaimSetup, claim_result


def throw_odds(attacker_modifier: int, defender_modifier: int) -> dict[str, Fraction]:
    """One throw: both d6 enumerated (36 outcomes), read by the claim roll's comparison."""
    return odds.combine(
        odds.die(6),
        odds.die(6),
        lambda a, d: claim_result(a + attacker_modifier, d + defender_modifier),
    )


def claim_odds(
    attacker_modifier: int, defender_modifier: int, *, reroll_on_tie: bool
) -> dict[str, Fraction]:
    """{"attacker", "tie", "defender"}: the chance of each final result.

    "tie" is a tie that stands (defender keeps the area, loses all fortifications). With
    `reroll_on_tie` every first-throw tie is thrown once more with the same modifiers
    (36 x 36 outcomes).
    """
    first = throw_odds(attacker_modifier, defender_modifier)
    final = dict.fromkeys(RESULTS, Fraction(0))
    for result, p in first.items():
        if result == TIE and reroll_on_tie:
            for again, q in first.items():
                final[again] += p * q
        else:
            final[result] += p
    return final


def setup_odds(
    setup: Mapping[str, Any] | ClaimSetup,
    *,
    attacker_rp_spent: int = 0,
    defender_rp_spent: int = 0,
    accept_reroll: bool = True,
) -> dict[str, Fraction]:
    """The odds of a claim roll's setup once both sides' RP are committed.

    The attacker re-rolls a tie when it is allowed to (an RP left after its spend) and
    `accept_reroll`; ValueError if a spend is above what the side may spend.
    """
    claim = setup if isinstance(setup, ClaimSetup) else ClaimSetup.read(setup)
    modifiers = claim.modifiers(attacker_rp_spent, defender_rp_spent)
    return claim_odds(
        modifiers[ATTACKER].total,
        modifiers[DEFENDER].total,
        reroll_on_tie=accept_reroll and claim.can_reroll(attacker_rp_spent),
    )
