"""The 📊 Odds of a battle turn (`Game.odds`): for each card the player could play and where,
their chance to win, from what they may know (odds.py), with its ± error.

Only the turn's own ask is read — the `view` it carries for its seat — never the setup's
standing forces or the other seat's events, so the odds can leak nothing the player may not
know. The work is a `LazyOdds`: the panel only tests it, the click runs it in a worker thread.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games import LazyOdds
from bot.i18n import t
from bot.ui.text import percent
from cogs.civ.combat import NEW
from cogs.civ.odds import PASS, Estimate, play_odds
from cogs.civ.texts import TURN_ASKS, hand_card, pass_text, target_text

ChoiceOdds = list[tuple[str, list[tuple[str, Any]]]]


def outcomes(e: Estimate) -> list[tuple[str, float]]:
    return [
        (t("civ-odds-outcome", outcome="win"), e.win),
        (t("civ-odds-outcome", outcome="lose"), 1 - e.win),
    ]


def label(text: str, e: Estimate) -> str:
    return t("civ-odds-row", play=text, error=percent(e.error), samples=e.samples)


def rows_for(inner_purpose: str, fields: Mapping[str, Any], keys: list[str]) -> ChoiceOdds:
    view = fields["view"]
    if inner_purpose == "play":
        plays: list[tuple[str, Any]] = []
        for key in keys:
            card, _, where = key.partition("@")
            plays.append(
                (PASS, PASS) if key == PASS else (card, NEW if where == NEW else int(where))
            )
        found = play_odds(view, plays)
        return [
            (
                label(
                    pass_text(view)
                    if c == PASS
                    else t(
                        "civ-play-option", card=hand_card(view, c), target=target_text(view, str(w))
                    ),
                    found[(c, w)],
                ),
                outcomes(found[(c, w)]),
            )
            for c, w in plays
        ]
    if inner_purpose == "play_target":
        card = str(fields["card"])
        plays = [(card, NEW if k == NEW else int(k)) for k in keys]
        found = play_odds(view, plays)
        return [
            (label(target_text(view, str(w)), found[(card, w)]), outcomes(found[(card, w)]))
            for _, w in plays
        ]
    # the card first: each card at its best place
    targets = [NEW] + [int(f["number"]) for f in view["board"] if _lone_enemy(view, f)]
    plays = [(c, w) for c in keys if c != PASS for w in targets]
    if PASS in keys:
        plays.append((PASS, PASS))
    found = play_odds(view, plays)
    rows = []
    for c in keys:
        if c == PASS:
            rows.append(
                (label(pass_text(view), found[(PASS, PASS)]), outcomes(found[(PASS, PASS)]))
            )
            continue
        best = max((found[(c, w)] for w in targets), key=lambda e: e.win)
        rows.append((label(hand_card(view, c), best), outcomes(best)))
    return rows


def _lone_enemy(view: Mapping[str, Any], front: Mapping[str, Any]) -> bool:
    units = front["units"]
    return not front.get("locked") and len(units) == 1 and view["side"] not in units


class SimulatedOdds(LazyOdds):
    """Odds found by simulation say so (bot/ui/odds.py reads `note` and `footer`), in the
    language of whoever reads them."""

    @property
    def note(self) -> str:
        return t("civ-odds-note")

    @property
    def footer(self) -> str:
        return t("civ-odds-footer")


def decision_odds(setup: Mapping[str, Any], state: Any, seat: str) -> ChoiceOdds | None:
    """`Game.odds`: the chance of each play of the pending turn, for `seat` only (lazily)."""
    ask = getattr(state, "pending", None)
    if ask is None or seat not in ask.seats:
        return None
    inner = ask.inner(seat)
    if inner.purpose not in TURN_ASKS or "view" not in inner.fields:
        return None
    keys = [o.key for o in inner.options]
    fields = dict(inner.fields)
    return SimulatedOdds(lambda: rows_for(inner.purpose, fields, keys))
