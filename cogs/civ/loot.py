"""Loot ("Bottino", seed 001, civ.md §6): what the winner may take, and what a pick takes.

- The loser had figures in the square: ONE of up to 3 trade, up to 3 culture tokens, or any one
  resource token.
- The loser defended a city: the city is razed (its buildings back to the market) and the winner
  takes ONE of a technology the loser knows (reading: one the winner lacks), a culture event
  card (reading: drawn blind), or up to two resource tokens.
- Both (reading, setting `city_loot_both`): a city defended by figures gives one pick from each.
- A capital: the winner wins the game; nothing else matters.

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

TRADE, CULTURE, RESOURCE = "trade", "culture", "resource"
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
    if pick.kind == RESOURCES:
        return {k: int(n) for k, n in (counts or {}).items() if int(n)}
    return {}
