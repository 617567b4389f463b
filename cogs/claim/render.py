"""Claim roll events as lines of the battle panel and thread (Discord markdown).

`render_event` turns each event the claim roll logs (cogs/claim/rules.py) into one short line: the
declaration with everything that will count, each side's die with every modifier named and the
total, the comparison, a tie and its re-roll, and what happens to the area. The claim score line
carries the die, so the engine's own "roll" events are shown within it ("": no line of their own).
Pure, like the rules: no Discord import.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.engine import Event
from bot.ui.text import escape, plural
from cogs.claim.rules import (
    ATTACKER,
    DEFENDER,
    REROLL_COST_RP,
    SIDES,
    TIE,
    ClaimSetup,
    rp_bonus_per_point,
)

Setup = Mapping[str, Any]

DIE_FACES = "⚀⚁⚂⚃⚄⚅"
TARGETS = {0: "primary", 1: "secondary", 2: "tertiary"}
"""A mass assault rank (the target's place in the player's list) read as the rules name it."""


# -- words ----------------------------------------------------------------------------------------
def humanize(key: str) -> str:
    """'north_hill' -> 'North hill': an area key read as a name when the setup gives none."""
    text = str(key).replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def area_name(setup: Setup) -> str:
    """The area's name as the campaign spells it, or its key made readable."""
    name = setup.get("area_name")
    if isinstance(name, str) and name.strip():
        return escape(name.strip())
    return escape(humanize(setup.get("area") or "the area"))


def seat_name(setup: Setup, side: str) -> str:
    """The player in that seat, escaped; its role when the seat has no name."""
    info = setup.get("seats", {}).get(side)
    if isinstance(info, Mapping) and isinstance(info.get("name"), str) and info["name"].strip():
        return escape(info["name"].strip())
    return side.capitalize()


def face(value: Any) -> str:
    if isinstance(value, int) and 1 <= value <= 6:
        return f"{DIE_FACES[value - 1]} {value}"
    return str(value)


def target(rank: int) -> str:
    """'primary target', ..., 'target 4' for the fourth and beyond (+0 like the tertiary)."""
    return f"{TARGETS[rank]} target" if rank in TARGETS else f"target {rank + 1}"


# -- the declaration ------------------------------------------------------------------------------
def claim_declared(e: Event, s: Setup) -> str:
    attacker, defender = seat_name(s, ATTACKER), seat_name(s, DEFENDER)
    head = (
        f"⚔️ **{attacker}** ({e['attacker_priority']}) claims **{area_name(s)}**"
        f" from **{defender}** ({e['defender_priority']})"
    )
    parts = [head]
    rank = e.get("mass_assault_rank")
    if rank is not None:
        parts.append(f"mass assault, {target(rank)}")
    elif e.get("main_attack"):
        parts.append("main attack")
    forts = e.get("fortifications") or 0
    if forts:
        parts.append(f"🏰 {plural(forts, 'fortification')}")
    buildings = e.get("buildings") or []
    if buildings:
        parts.append("🏠 " + ", ".join(escape(str(b)) for b in buildings))
    parts.append(_spending(e, s))
    return " · ".join(parts)


def _spending(e: Event, s: Setup) -> str:
    """Who may spend RP, how many and for what bonus, or why not: both sides commit in secret."""
    limits = e.get("spend_limits") or {}
    try:
        claim: ClaimSetup | None = ClaimSetup.read(s)
    except ValueError:
        claim = None
    reasons = {side: _why_no_rp(claim, side) for side in SIDES}
    if not any(limits.get(side) for side in SIDES):
        named = [f"{seat_name(s, side)}: {reasons[side]}" for side in SIDES if reasons[side]]
        return "💰 no RP may be spent" + (f" ({'; '.join(named)})" if named else "")
    words = []
    for side in SIDES:
        name, limit = seat_name(s, side), limits.get(side) or 0
        if limit:
            each = f" (+{_per_rp(claim, side)} each)" if claim is not None else ""
            words.append(f"{name} may spend up to {plural(limit, 'RP', 'RP')}{each}")
        else:
            words.append(f"{name} none" + (f" ({reasons[side]})" if reasons[side] else ""))
    return "💰 " + "; ".join(words)


def _why_no_rp(claim: ClaimSetup | None, side: str) -> str:
    if claim is None:
        return ""
    if not claim.may_spend(side):
        return "not the main attack" if side == ATTACKER else "offence priority"
    return "holds no RP" if not claim.rp[side] else ""


def _per_rp(claim: ClaimSetup, side: str) -> int:
    priority = claim.attacker_priority if side == ATTACKER else claim.defender_priority
    return rp_bonus_per_point(side, priority)


# -- the throws -----------------------------------------------------------------------------------
def modifier_terms(e: Event, s: Setup) -> list[str]:
    """Each modifier of one side's score, named: '+1 offence priority', '+4 for 2 RP', ..."""
    side = e["side"]
    terms = []
    if e.get("priority_bonus"):
        priority = "offence" if side == ATTACKER else "defence"
        terms.append(f"+{e['priority_bonus']} {priority} priority")
    if e.get("rp_spent") or e.get("rp_bonus"):
        terms.append(f"+{e.get('rp_bonus') or 0} for {e.get('rp_spent') or 0} RP")
    if e.get("fortifications"):
        forts = e["fortifications"]
        terms.append(f"+{forts} {'fortification' if forts == 1 else 'fortifications'}")
    bonus = e.get("mass_assault_bonus") or 0
    if bonus:
        rank = s.get("mass_assault_rank")
        if not isinstance(rank, int):  # only the primary (+2) and the secondary (+1) add
            rank = 0 if bonus == 2 else 1
        terms.append(f"+{bonus} mass assault ({target(rank)})")
    return terms


def claim_score(e: Event, s: Setup) -> str:
    side = e["side"]
    head = "🔁 " if e.get("throw", 1) > 1 else "🎲 "
    text = f"{head}{seat_name(s, side)} ({side}) rolls {face(e['die'])}"
    terms = modifier_terms(e, s)
    text += ", " + ", ".join(terms) if terms else ", no modifier"
    return f"{text} = **{e['total']}**"


def claim_compare(e: Event, s: Setup) -> str:
    attacker, defender = seat_name(s, ATTACKER), seat_name(s, DEFENDER)
    a, d = e[ATTACKER], e[DEFENDER]
    which = "Re-roll" if e.get("throw", 1) > 1 else "Claim roll"
    scores = f"{attacker} **{a}** against {defender} **{d}**"
    result = e.get("result")
    if result == TIE:
        return f"⚖️ {which}: {scores} — **tie**"
    if result == ATTACKER:
        return f"⚖️ {which}: {scores} — **{attacker} is higher**"
    return f"⚖️ {which}: {scores} — **{defender} is higher**"


def claim_tie(e: Event, s: Setup) -> str:
    attacker = seat_name(s, ATTACKER)
    if e.get("reroll_allowed"):
        return (
            f"💸 {attacker} may pay {REROLL_COST_RP} RP for both to roll again,"
            " once, with the same modifiers"
        )
    return f"🚫 {attacker} has no RP left for a re-roll: the tie stands"


def claim_reroll(e: Event, s: Setup) -> str:
    attacker = seat_name(s, ATTACKER)
    if e.get("accepted"):
        cost = e.get("rp_spent") or REROLL_COST_RP
        return f"🔁 {attacker} pays {cost} RP: both roll again with the same modifiers"
    return f"✋ {attacker} does not re-roll: the tie stands"


# -- the result -----------------------------------------------------------------------------------
def claim_result(e: Event, s: Setup) -> str:
    area = area_name(s)
    before, after = e.get("fortifications_before") or 0, e.get("fortifications_after") or 0
    if e.get("winner") == ATTACKER:
        parts = [f"🏆 **{seat_name(s, ATTACKER)} takes {area}** from {seat_name(s, DEFENDER)}"]
    elif e.get("tied"):
        parts = [f"🛡️ **{seat_name(s, DEFENDER)} keeps {area}** after the tie"]
    else:
        parts = [f"🛡️ **{seat_name(s, DEFENDER)} keeps {area}**"]
    if before or after:
        parts.append(f"🏰 fortifications {before} → {after}")
    lost = e.get("buildings_lost") or []
    if lost:
        parts.append("🔥 buildings destroyed: " + ", ".join(escape(str(b)) for b in lost))
    return " · ".join(parts)


RENDERERS: dict[str, Callable[[Event, Setup], str]] = {
    "claim_declared": claim_declared,
    "claim_score": claim_score,
    "claim_compare": claim_compare,
    "claim_tie": claim_tie,
    "claim_reroll": claim_reroll,
    "claim_result": claim_result,
}


def render_event(event: Event, setup: Mapping[str, Any]) -> str | None:
    """One line for the battle panel; "" for the engine's "roll" (its die is in the claim score
    line); None for an unknown kind or a record too broken to read, which the panel then shows
    with its generic line."""
    if event.kind == "roll":
        return ""
    renderer = RENDERERS.get(event.kind)
    if renderer is None:
        return None
    try:
        return renderer(event, setup)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        return None
