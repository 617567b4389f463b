"""Loot ("Bottino", seed 001, civ.md §6): what the winner may take, and what a pick takes.

- The loser had figures in the square: ONE of up to 3 trade, up to 3 culture tokens, or any one
  resource token.
- The loser defended a city: the city is razed (its buildings back to the market) and the winner
  takes ONE of a technology the loser knows (reading: one the winner lacks), a culture event
  card (reading: drawn blind), or up to two resource tokens.
- Both (reading, setting `city_loot_both`): a city defended by figures gives one pick from each.
- A capital: the winner wins the game; nothing else matters.

Loot points (FAQ 2.0, the campaign setting `loot_points`), instead: the loser had figures in the
square, 1 point; it defended a city that is not its capital, 2 points (reading: figures or not,
not added); the Great Wall's owner gives up one, Mongols attacking win one. The winner spends
them one pick at a time and may combine different effects: a 1-point effect is up to 3 trade, up
to 3 culture, one resource token (a face-down hut or village token is a resource token here), or
forcing a coin discard; the 2-point list was not retrieved, and the reading is the seed's city
list at 2 points each (a technology, a culture event card, up to two resource tokens).

In a campaign the setup's "loot" says what each side holds (its trade dial, culture tokens,
resource tokens, technologies, culture event cards): a pick takes what is there, up to the
limit, and the options are only what can be taken. In a quick battle the bot cannot know: the
options are the rules' own ("up to 3 trade"), and the players settle the amounts at the table.
Pure.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.engine import Count
from cogs.civ.data import setting
from cogs.civ.sides import data_of, rules_of

TRADE, CULTURE, RESOURCE, COIN = "trade", "culture", "resource", "coin"
TECH, CULTURE_CARD, RESOURCES = "tech", "culture_card", "resources"
FIGURES_LIST, CITY_LIST = "figures", "city"


@dataclass(frozen=True)
class Pick:
    """One loot option: what (`kind`), which (`item`: a resource or a technology), how many."""

    kind: str
    item: str = ""
    amount: int = 1

    @property
    def key(self) -> str:
        return f"{self.kind}:{self.item}" if self.item else self.kind


def holdings(setup: Mapping[str, Any], side: str) -> Mapping[str, Any] | None:
    """What a side holds that loot can take (a campaign's), None in a quick battle."""
    loot = setup.get("loot")
    if not isinstance(loot, Mapping) or not isinstance(loot.get(side), Mapping):
        return None
    return loot[side]


def figures_picks(setup: Mapping[str, Any], loser: str) -> list[Pick]:
    data = data_of(setup)
    held = holdings(setup, loser)
    trade, culture = int(data.loot["trade"]), int(data.loot["culture"])
    if held is None:
        return [Pick(TRADE, amount=trade), Pick(CULTURE, amount=culture)] + [
            Pick(RESOURCE, r) for r in data.resources
        ]
    picks = []
    if int(held.get("trade", 0)) > 0:
        picks.append(Pick(TRADE, amount=min(trade, int(held["trade"]))))
    if int(held.get("culture", 0)) > 0:
        picks.append(Pick(CULTURE, amount=min(culture, int(held["culture"]))))
    tokens = dict(held.get("resources") or {})
    picks += [Pick(RESOURCE, r) for r in data.resources if int(tokens.get(r, 0)) > 0]
    return picks


def city_picks(setup: Mapping[str, Any], loser: str, winner: str) -> list[Pick]:
    data = data_of(setup)
    held = holdings(setup, loser)
    if held is None:
        return [Pick(TECH), Pick(CULTURE_CARD), Pick(RESOURCES, amount=data.loot["city_resources"])]
    picks = []
    techs = [str(x) for x in held.get("techs") or []]
    if setting(rules_of(setup), "tech_winner_lacks"):
        mine = set((holdings(setup, winner) or {}).get("techs") or [])
        techs = [x for x in techs if x not in mine]
    picks += [Pick(TECH, x) for x in techs]
    if int(held.get("culture_cards", 0)) > 0:
        picks.append(Pick(CULTURE_CARD))
    tokens = sum(int(n) for n in dict(held.get("resources") or {}).values())
    if tokens:
        picks.append(Pick(RESOURCES, amount=min(tokens, int(data.loot["city_resources"]))))
    return picks


def resource_counts(setup: Mapping[str, Any], loser: str) -> list[Count]:
    """The second step of "up to two resource tokens": how many of each kind."""
    data = data_of(setup)
    most = int(data.loot["city_resources"])
    held = holdings(setup, loser)
    tokens = dict((held or {}).get("resources") or {})
    counts = []
    left = most  # the default takes what there is, in order: one click
    for r in data.resources:
        high = most if held is None else min(most, int(tokens.get(r, 0)))
        if high:
            take = min(high, left) if held is not None else (most if not counts else 0)
            left -= take
            counts.append(Count(r, r.capitalize(), 0, high, take))
    return counts


def lists_for(setup: Mapping[str, Any], loser: str, had_figures: bool, city: bool) -> list[str]:
    """Which loot lists the winner picks from, in order."""
    lists = []
    both = setting(rules_of(setup), "city_loot_both")
    if had_figures and (not city or both):
        lists.append(FIGURES_LIST)
    if city:
        lists.append(CITY_LIST)
    return lists


def taken(pick: Pick, counts: Mapping[str, int] | None = None) -> dict[str, int]:
    """The resources a pick moves from the loser to the winner ({} for a technology)."""
    if pick.kind == TRADE:
        return {"trade": pick.amount}
    if pick.kind == CULTURE:
        return {"culture": pick.amount}
    if pick.kind == RESOURCE:
        return {pick.item: 1}
    if pick.kind == CULTURE_CARD:
        return {"culture_cards": 1}
    if pick.kind == COIN:
        return {"coins": 1}
    if pick.kind == RESOURCES:
        return {k: int(n) for k, n in (counts or {}).items() if int(n)}
    return {}


# -- loot points (FAQ 2.0) ------------------------------------------------------------------------
def points_for(
    setup: Mapping[str, Any],
    winner: str,
    loser: str,
    had_figures: bool,
    city: bool,
    sides: Mapping[str, Mapping[str, Any]],
) -> int:
    """The winner's loot points: 2 for a city razed, else 1 when the loser had figures there;
    the Great Wall's owner gives up one, Mongols attacking win one (only when there is loot)."""
    data = data_of(setup)
    rule = data.loot_points
    points = (
        int(rule.get("city", 2)) if city else (int(rule.get("figures", 1)) if had_figures else 0)
    )
    if not points:
        return 0
    effects = data.effects
    if winner == "attacker" and "mongols" in (sides[winner].get("effects") or []):
        points += int(effects["mongols"]["loot"])
    if "great_wall" in (sides[loser].get("effects") or []):
        points += int(effects["great_wall"]["loot"])
    return max(0, points)


def cost_of(setup: Mapping[str, Any], pick: Pick) -> int:
    """A pick's price in loot points: 2 for the 2-point list, else 1."""
    two = data_of(setup).loot_points.get("two") or []
    return 2 if pick.kind in two else 1


def point_picks(
    setup: Mapping[str, Any], loser: str, winner: str, points: int, taken_kinds: set[str]
) -> list[Pick]:
    """What `points` loot points can still buy: the 1-point effects (figures' list and a coin
    discard), and the 2-point ones (the city's list) with 2 points left; each kind once."""
    rule = data_of(setup).loot_points
    one = set(rule.get("one") or [])
    picks = [p for p in figures_picks(setup, loser) if p.kind in one]
    held = holdings(setup, loser)
    if COIN in one and (held is None or int(held.get("coins", 0)) > 0):
        picks.append(Pick(COIN))
    if points >= 2:
        two = set(rule.get("two") or [])
        picks += [p for p in city_picks(setup, loser, winner) if p.kind in two]
    return [p for p in picks if p.kind not in taken_kinds]
