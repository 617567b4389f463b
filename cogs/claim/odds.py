"""Exact odds of a claim roll, by enumerating the dice: 36 throws, and 36 more after each tie.

The scores and the comparison are rules.py's own (`claim_result`, `ClaimSetup.modifiers`), so the
odds cannot drift from the procedure.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from bot.engine import odds
from bot.i18n import t
from cogs.claim.rules import (
    ATTACKER,
    DEFENDER,
    REROLL_COST_RP,
    RESULTS,
    TIE,
    ClaimSetup,
    claim_result,
)

ATTACK_KINDS = {
    "main": {"main_attack": True},
    "further": {},
    "mass1": {"mass_assault_rank": 0},
    "mass2": {"mass_assault_rank": 1},
    "mass3": {"mass_assault_rank": 2},
}
"""`/claim odds`: which attack it is, as claim roll setup fields."""


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


# -- odds where the decision is made: the 📊 Odds button (Game.odds) ----------------------------
ChoiceOdds = list[tuple[str, list[tuple[str, Fraction]]]]


def _other(side: str) -> str:
    return DEFENDER if side == ATTACKER else ATTACKER


def _name(setup: Mapping[str, Any], side: str) -> str:
    return setup.get("seats", {}).get(side, {}).get("name") or t(f"claim-side-{side}-title")


def as_seen_by(result: Mapping[str, Fraction], seat: str) -> list[tuple[str, Fraction]]:
    """The three results from `seat`'s side of the table, its own win first."""
    tie = (t("claim-odds-tie"), result[TIE])
    if seat == ATTACKER:
        return [
            (t("claim-odds-you-take"), result[ATTACKER]),
            tie,
            (t("claim-odds-they-hold"), result[DEFENDER]),
        ]
    return [
        (t("claim-odds-you-hold"), result[DEFENDER]),
        tie,
        (t("claim-odds-they-take"), result[ATTACKER]),
    ]


def decision_odds(setup: Mapping[str, Any], state: Any, seat: str) -> ChoiceOdds | None:
    """`Game.odds` for the claim roll: the RP spend and the re-roll of a tie.

    The RP spend is secret, so the other side's spend is unknown: each amount is shown against the
    other side spending 0 and spending all it may (the two ends of the range; the label says
    which). A tie is re-rolled whenever the attacker keeps the RP for it.
    """
    ask = getattr(state, "pending", None)
    if ask is None or seat not in ask.seats or seat in state.answered:
        return None
    inner = ask.inner(seat)
    claim = ClaimSetup.read(setup)
    if inner.purpose == "claim_rp":
        limit = claim.spend_limit(seat)
        if limit == 0:
            return None  # nothing to decide: the odds do not depend on this seat
        other = _other(seat)
        other_limit = claim.spend_limit(other)
        rows: ChoiceOdds = []
        for mine in range(limit + 1):
            for theirs in sorted({0, other_limit}):
                spends = {seat: mine, other: theirs}
                result = setup_odds(
                    claim, attacker_rp_spent=spends[ATTACKER], defender_rp_spent=spends[DEFENDER]
                )
                label = t("claim-odds-spend", rp=mine)
                if other_limit:
                    label += " · " + t("claim-odds-they-spend", name=_name(setup, other), rp=theirs)
                rows.append((label, as_seen_by(result, seat)))
        return rows
    if inner.purpose == "claim_reroll":
        spent = spends_so_far(state)
        modifiers = claim.modifiers(
            spent.get(ATTACKER, claim.rp[ATTACKER] - int(inner.fields.get("rp_left", 0))),
            spent.get(DEFENDER, 0),
        )
        again = throw_odds(modifiers[ATTACKER].total, modifiers[DEFENDER].total)
        kept = {ATTACKER: Fraction(0), TIE: Fraction(1), DEFENDER: Fraction(0)}
        return [
            (t("claim-odds-reroll", cost=REROLL_COST_RP), as_seen_by(again, seat)),
            (t("claim-odds-keep-tie"), as_seen_by(kept, seat)),
        ]
    return None


def spends_so_far(state: Any) -> dict[str, int]:
    """The RP each side committed, read from the first throw's scores."""
    return {
        e["side"]: int(e["rp_spent"])
        for e in state.events
        if e.kind == "claim_score" and e.get("throw") == 1
    }


# -- /claim odds: its inputs in one line ----------------------------------------------------------
def describe_setup(
    claim: ClaimSetup, *, attacker_rp_spent: int, defender_rp_spent: int, reroll: bool
) -> str:
    """The odds' inputs in one line: "Offence vs defence · main attack · 2 forts · RP 2 vs 1"."""
    if claim.mass_assault_rank is not None:
        attack = t("claim-odds-mass", rank=min(claim.mass_assault_rank, 2))
    else:
        attack = t("claim-odds-main") if claim.main_attack else t("claim-odds-further")
    parts = [
        t(
            "claim-odds-priorities",
            attacker=claim.attacker_priority.value,
            defender=claim.defender_priority.value,
        ),
        attack,
        t("claim-odds-forts", count=claim.fortifications),
        t("claim-odds-rp-spent", attacker=attacker_rp_spent, defender=defender_rp_spent),
        t("claim-odds-rerolled") if reroll else t("claim-odds-no-reroll"),
    ]
    return " · ".join(parts)
