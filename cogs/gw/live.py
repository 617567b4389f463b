"""The 📊 Odds of a Great War battle under way (`Game.odds`): for each choice of the pending ask,
the exact chance to win, to lose, or of a contested / mutually destroyed territory, with the
expected unit value (TUV) each side loses and the expected rounds — from the battle's current
state (the ask's snapshot), every later decision by the seats' standing rules or the defaults.

Exact odds can take a while for big battles: the answer is a `LazyOdds`, which the panel only
tests and the click works out in a worker thread (bot/ui/odds.py), never on the event loop.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bot.engine import Ask
from bot.games import LazyOdds
from bot.i18n import t
from cogs.gw.forces import ATTACKER, BOMBING, DEFENDER
from cogs.gw.muster import filled_setup
from cogs.gw.texts import localize_ask

if TYPE_CHECKING:  # the odds need numpy: imported by the worker that works them out
    from cogs.gw.odds import BattleOdds

ChoiceOdds = list[tuple[str, list[tuple[str, Any]]]]
COUNT_ASKS = ("rail_guns", "submerge", "hunt")


def side_of(setup: Mapping[str, Any], seat: str) -> str:
    defender = setup.get("defender") or {}
    return DEFENDER if seat == defender.get("seat", DEFENDER) else ATTACKER


def outcomes(odds: BattleOdds, side: str) -> list[tuple[str, float]]:
    """You win, you lose, contested or mutual destruction: the seat's best first."""
    results = odds.results
    win = results["attacker_win" if side == ATTACKER else "defender_win"]
    lose = results["defender_win" if side == ATTACKER else "attacker_win"]
    return [
        (t("gw-odds-outcome", outcome="win"), float(win)),
        (t("gw-odds-outcome", outcome="lose"), float(lose)),
        (t("gw-odds-outcome", outcome="draw"), float(odds.contested_or_mutual)),
    ]


def choice_label(ask: Ask, key: str) -> str:
    if ask.purpose in ("losses", "called_shots"):
        return t("gw-preset", preset=key)
    if ask.purpose in COUNT_ASKS:
        return t("gw-odds-counts", how=key)
    if ask.purpose == "withdraw_air":
        return t("gw-odds-withdraw", how=key)
    option = ask.option(key) if ask.options else None
    return option.label if option else key


def detailed(label: str, odds: BattleOdds, side: str) -> str:
    other = DEFENDER if side == ATTACKER else ATTACKER
    return t(
        "gw-odds-choice",
        choice=label,
        mine=f"{odds.tuv_lost[side]:.1f}",
        enemy=f"{odds.tuv_lost[other]:.1f}",
        rounds=f"{odds.rounds:.1f}",
    )


def battle_rows(setup: Mapping[str, Any], ask: Ask, seat: str) -> ChoiceOdds | None:
    from cogs.gw.odds import choice_odds

    found = choice_odds(setup, ask)
    if not found:
        return None
    shown = localize_ask(ask, setup)
    side = side_of(setup, seat)
    labels: dict[Any, list[str]] = {}
    odds_of: dict[Any, BattleOdds] = {}
    presets = ask.fields.get("presets") or {}
    for key, odds in found.items():
        same = tuple(sorted(presets[key].items())) if key in presets else key
        labels.setdefault(same, []).append(choice_label(shown, key))
        odds_of[same] = odds
    if len(labels) < 2 and not presets:
        return None
    return [
        (detailed(" / ".join(labels[same]), odds, side), outcomes(odds, side))
        for same, odds in odds_of.items()
    ]


def raid_rows(setup: Mapping[str, Any]) -> ChoiceOdds:
    from cogs.gw.bombing import altitude_odds

    rows: ChoiceOdds = []
    for key, odds in altitude_odds(setup).items():
        label = t("gw-odds-altitude", how=key, damage=f"{odds.expected_damage:.2f}")
        dist = sorted(odds.damage.items(), reverse=True)
        rows.append((label, [(t("gw-odds-damage", n=d), float(p)) for d, p in dist]))
    return rows


def decision_odds(setup: Mapping[str, Any], state: Any, seat: str) -> ChoiceOdds | None:
    """`Game.odds`: the odds of each answer to the pending ask, for `seat` (lazily)."""
    ask = getattr(state, "pending", None)
    if ask is None or seat not in ask.seats:
        return None
    inner = ask.inner(seat)
    if inner.purpose == "forces":
        return None
    full = filled_setup(setup, state.events)
    if full is None:
        return None
    if full.get("kind") == BOMBING:
        if inner.purpose != "altitude":
            return None
        return LazyOdds(lambda: raid_rows(full))
    if "state" not in inner.fields:
        return None
    return LazyOdds(lambda: battle_rows(full, inner, seat))
