"""The 📊 Odds of a clash under way (`Game.odds`): for each answer of the pending clash ask — the
attacker's draw, the defender's top-up, Tactics, Regular Army — the exact chance to destroy
everything of the enemy's, to lose everything, and to deal more than it takes, with the expected
damage each side places. Worked out in a worker thread (a `LazyOdds`), never on the event loop.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from bot.engine import Ask
from bot.games import LazyOdds
from bot.i18n import t
from bot.ui.text import decimal
from cogs.goc.army import ATTACKER, DEFENDER, other
from cogs.goc.clash import Clash
from cogs.goc.odds import DrawOdds, best_draw, choice_odds
from cogs.goc.texts import localize_ask

ChoiceOdds = list[tuple[str, list[tuple[str, Any]]]]
CLASH_ASKS = ("draw", "more", "tactics", "swap")


def more_than(odds: DrawOdds, side: str) -> Fraction:
    """The chance the side deals more damage than it takes."""
    mine = 0 if side == ATTACKER else 1
    return sum((p for pair, p in odds.joint.items() if pair[mine] > pair[1 - mine]), Fraction(0))


def outcomes(odds: DrawOdds, side: str) -> list[tuple[str, Fraction]]:
    """The seat's best outcome first (the chart shows it)."""
    return [
        (t("goc-odds-outcome", outcome="wipe"), odds.wipes[side]),
        (t("goc-odds-outcome", outcome="more"), more_than(odds, side)),
        (t("goc-odds-outcome", outcome="wiped"), odds.wipes[other(side)]),
    ]


def choice_label(ask: Ask, key: str, odds: DrawOdds, side: str, best: bool) -> str:
    if ask.purpose in ("tactics", "swap"):
        choice = t("goc-odds-yes-no", answer=key)
    else:
        option = ask.option(key)
        choice = option.label if option else key
    mine, theirs = odds.placed[side], odds.placed[other(side)]
    label = t(
        "goc-odds-choice",
        choice=choice,
        mine=decimal(f"{float(mine):.1f}"),
        theirs=decimal(f"{float(theirs):.1f}"),
    )
    return label + (" ⭐" if best else "")


def rows(setup: Mapping[str, Any], ask: Ask, seat: str) -> ChoiceOdds | None:
    clash = Clash.from_json(ask.fields["clash"])
    found = choice_odds(clash, ask.purpose, seat)
    if len(found) < 2:
        return None
    side = DEFENDER if seat == DEFENDER else ATTACKER
    shown = localize_ask(ask, setup)
    if side == ATTACKER:
        best = best_draw(list(found.values()))
    else:
        best = max(found.values(), key=lambda o: -o.net)
    return [
        (choice_label(shown, key, odds, side, odds is best), outcomes(odds, side))
        for key, odds in found.items()
    ]


def decision_odds(setup: Mapping[str, Any], state: Any, seat: str) -> ChoiceOdds | None:
    """`Game.odds`: the odds of each answer to the pending clash ask, for `seat` (lazily)."""
    ask = getattr(state, "pending", None)
    if ask is None or seat not in ask.seats:
        return None
    inner = ask.inner(seat)
    if inner.purpose not in CLASH_ASKS or "clash" not in inner.fields:
        return None
    return LazyOdds(lambda: rows(setup, inner, seat))
