"""Claim roll events as lines of the battle panel and thread (Discord markdown).

`render_event` turns each event the claim roll logs (cogs/claim/rules.py) into one short line: the
declaration with everything that will count, each side's die with every modifier named and the
total, the comparison, a tie and its re-roll, and what happens to the area. The claim score line
carries the die, so the engine's own "roll" events are shown within it ("": no line of their own).
`localize_ask` words the claim roll's asks in the reader's language; `slash` names a command as
the reader's Discord does. Pure: no Discord object, only the catalogs of the language spoken.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from bot.engine import Ask, AskKind, Event
from bot.i18n import t
from bot.ui.text import escape
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
PRIORITIES = ("offence", "defence")


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
    return escape(humanize(setup.get("area") or t("claim-the-area")))


def side_name(side: str, *, title: bool = False) -> str:
    """'attacker' / 'defender' in the reader's language ('Attacker' with `title`)."""
    return t(f"claim-side-{side}-title" if title else f"claim-side-{side}")


def priority_name(priority: Any) -> str:
    """An army priority ('offence', 'defence') in the reader's language."""
    return t(f"claim-priority-{priority}") if priority in PRIORITIES else str(priority)


def seat_name(setup: Setup, side: str) -> str:
    """The player in that seat, escaped; its role when the seat has no name."""
    info = setup.get("seats", {}).get(side)
    if isinstance(info, Mapping) and isinstance(info.get("name"), str) and info["name"].strip():
        return escape(info["name"].strip())
    return side_name(side, title=True) if side in SIDES else side.capitalize()


def face(value: Any) -> str:
    if isinstance(value, int) and 1 <= value <= 6:
        return f"{DIE_FACES[value - 1]} {value}"
    return str(value)


def target(rank: int) -> str:
    """'primary target', ..., 'target 4' for the fourth and beyond (+0 like the tertiary)."""
    return t("claim-target", rank=rank, n=rank + 1)


# -- the declaration ------------------------------------------------------------------------------
def claim_declared(e: Event, s: Setup) -> str:
    head = t(
        "claim-ev-declared",
        attacker=seat_name(s, ATTACKER),
        attacker_priority=priority_name(e["attacker_priority"]),
        area=area_name(s),
        defender=seat_name(s, DEFENDER),
        defender_priority=priority_name(e["defender_priority"]),
    )
    parts = [head]
    rank = e.get("mass_assault_rank")
    if rank is not None:
        parts.append(t("claim-ev-mass-assault", target=target(rank)))
    elif e.get("main_attack"):
        parts.append(t("claim-main-attack-lower"))
    forts = e.get("fortifications") or 0
    if forts:
        parts.append(t("claim-ev-forts", count=forts))
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
        return t("claim-ev-no-rp") + (f" ({'; '.join(named)})" if named else "")
    words = []
    for side in SIDES:
        name, limit = seat_name(s, side), limits.get(side) or 0
        if limit:
            each = f" {t('claim-ev-each', bonus=_per_rp(claim, side))}" if claim is not None else ""
            words.append(t("claim-ev-may-spend", name=name, count=limit) + each)
        else:
            why = f" ({reasons[side]})" if reasons[side] else ""
            words.append(t("claim-ev-spends-none", name=name) + why)
    return "💰 " + "; ".join(words)


def _why_no_rp(claim: ClaimSetup | None, side: str) -> str:
    if claim is None:
        return ""
    if not claim.may_spend(side):
        return t("claim-why-not-main") if side == ATTACKER else t("claim-why-offence")
    return t("claim-why-no-rp") if not claim.rp[side] else ""


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
        terms.append(t(f"claim-mod-{priority}", bonus=e["priority_bonus"]))
    if e.get("rp_spent") or e.get("rp_bonus"):
        terms.append(t("claim-mod-rp", bonus=e.get("rp_bonus") or 0, rp=e.get("rp_spent") or 0))
    if e.get("fortifications"):
        terms.append(t("claim-mod-forts", count=e["fortifications"]))
    bonus = e.get("mass_assault_bonus") or 0
    if bonus:
        rank = s.get("mass_assault_rank")
        if not isinstance(rank, int):  # only the primary (+2) and the secondary (+1) add
            rank = 0 if bonus == 2 else 1
        terms.append(t("claim-mod-mass", bonus=bonus, target=target(rank)))
    return terms


def claim_score(e: Event, s: Setup) -> str:
    side = e["side"]
    terms = modifier_terms(e, s)
    return t(
        "claim-ev-score",
        head="🔁" if e.get("throw", 1) > 1 else "🎲",
        name=seat_name(s, side),
        side=side_name(side) if side in SIDES else side,
        die=face(e["die"]),
        terms=", ".join(terms) if terms else t("claim-mod-none"),
        total=e["total"],
    )


def claim_compare(e: Event, s: Setup) -> str:
    attacker, defender = seat_name(s, ATTACKER), seat_name(s, DEFENDER)
    result = e.get("result")
    outcome = "tie" if result == TIE else "attacker" if result == ATTACKER else "defender"
    return t(
        "claim-ev-compare",
        which=t("claim-reroll-title") if e.get("throw", 1) > 1 else t("claim-roll-title"),
        attacker=attacker,
        a=e[ATTACKER],
        defender=defender,
        d=e[DEFENDER],
        outcome=outcome,
    )


def claim_tie(e: Event, s: Setup) -> str:
    attacker = seat_name(s, ATTACKER)
    if e.get("reroll_allowed"):
        return t("claim-ev-tie-may-reroll", attacker=attacker, cost=REROLL_COST_RP)
    return t("claim-ev-tie-no-rp", attacker=attacker)


def claim_reroll(e: Event, s: Setup) -> str:
    attacker = seat_name(s, ATTACKER)
    if e.get("accepted"):
        cost = e.get("rp_spent") or REROLL_COST_RP
        return t("claim-ev-reroll", attacker=attacker, cost=cost)
    return t("claim-ev-no-reroll", attacker=attacker)


# -- the result -----------------------------------------------------------------------------------
def claim_result(e: Event, s: Setup) -> str:
    area = area_name(s)
    before, after = e.get("fortifications_before") or 0, e.get("fortifications_after") or 0
    attacker, defender = seat_name(s, ATTACKER), seat_name(s, DEFENDER)
    if e.get("winner") == ATTACKER:
        parts = [t("claim-ev-takes", attacker=attacker, area=area, defender=defender)]
    elif e.get("tied"):
        parts = [t("claim-ev-keeps-tie", defender=defender, area=area)]
    else:
        parts = [t("claim-ev-keeps", defender=defender, area=area)]
    if before or after:
        parts.append(t("claim-ev-forts-change", before=before, after=after))
    lost = e.get("buildings_lost") or []
    if lost:
        parts.append(t("claim-ev-buildings-lost", names=", ".join(escape(str(b)) for b in lost)))
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


# -- the asks in the reader's language (Game.localize_ask) ----------------------------------------
def localize_ask(ask: Ask, setup: Mapping[str, Any]) -> Ask:
    """The claim roll's asks (rules.py words them in English) in the language being spoken: the
    secret RP spend, each side's RP count, the re-roll of a tie. Keys and limits are unchanged;
    an ask of another kind comes back as it is."""
    fields = dict(ask.fields)
    if ask.kind is AskKind.SECRET:
        inner = tuple(localize_ask(a, setup) for a in ask.secret)
        return replace(ask, fields={**fields, "prompt": t("claim-ask-spend")}, secret=inner)
    if ask.purpose == "claim_rp":
        may = fields.get("may_spend", True)
        label = t("claim-ask-rp-label") if may else t("claim-ask-rp-label-none")
        return replace(
            ask,
            fields={**fields, "prompt": t("claim-ask-rp") if may else t("claim-ask-rp-none")},
            counts=tuple(replace(c, label=label) for c in ask.counts),
        )
    if ask.purpose == "claim_reroll":
        cost = fields.get("cost_rp", REROLL_COST_RP)
        return replace(ask, fields={**fields, "prompt": t("claim-ask-reroll", cost=cost)})
    return ask
