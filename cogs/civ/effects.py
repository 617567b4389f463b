"""Card effects that act in battle (civ.md, "Card effects that act in battle"). Pure.

A side brings a list of effect keys ("effects" in its SIDE, sides.py): a quick battle's player
declares them in secret with their forces, a campaign faction has those its technologies,
wonders, great people and civilization name (`faction_effects`). Their numbers come from
data/games/civ.toml ([effects.*]), so a campaign may change them. What each does:

- Metalworking: spend iron — a unit played against an enemy front deals 3 more wounds, once.
- Oracle: the opponent plays with their hand face up (logged publicly; the odds use it).
- Pentagon: your units cannot be trumped (the fight is simultaneous instead).
- Himeji Samurai Castle: +1 to all your units. Japanese: infantry +1.
- French: +2 bonus. Shipyard (W&W): +2 bonus per Shipyard, like Barracks.
- China: may save one killed unit after each battle. Florence Nightingale: saves all of them.
- Leonidas: +8 bonus when defending with fewer units than the opponent (reading: fewer cards in
  the Battle Hand, counted when the hands are drawn).
- Sun Tzu: pay 3 trade to pass one battle turn (once per battle; only while the opponent still
  holds cards, else the pass would skip nothing).
- Zhukov: whenever one of your units dies, 1 wound to an enemy unit on the board (you choose).
- Great Wall (−1) and Mongols attacking (+1): loot points only (loot.py).

Left out, unverified fan data (civ.md): Mathematics, Ballistics, Animal Husbandry, Biology,
Statue of Zeus.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from cogs.civ.data import EFFECT_KEYS, CivData, load_data

BATTLE = EFFECT_KEYS[:12]
"""The effects a quick battle's player may declare (twelve: one force step holds twelve)."""
ALL = 99
"""`save = 99`: every killed unit."""


@dataclass(frozen=True)
class Powers:
    """What a side's effects do in this battle, as numbers the engagement reads."""

    keys: frozenset[str] = frozenset()
    strength: int = 0
    strength_of: Mapping[str, int] = field(default_factory=dict)
    untrumpable: bool = False
    metal: int = 0
    """Extra wounds of Metalworking (0: none)."""
    zhukov: int = 0
    save: int = 0
    pass_cost: int = 0
    passes: int = 0
    oracle: bool = False

    def plus(self, unit: str) -> int:
        return self.strength + int(self.strength_of.get(unit, 0))


NONE = Powers()


def known(keys: Iterable[str], data: CivData | None = None) -> list[str]:
    """The keys the data knows, in its order, each once."""
    data = data or load_data()
    wanted = set(keys)
    return [k for k in EFFECT_KEYS if k in wanted and k in data.effects]


def powers(keys: Iterable[str], data: CivData | None = None) -> Powers:
    data = data or load_data()
    have = known(keys, data)
    if not have:
        return NONE
    e = data.effects
    strength = 0
    strength_of: dict[str, int] = {}
    for k in have:
        value = int(e[k]["strength"])
        if value and e[k]["unit"]:
            strength_of[e[k]["unit"]] = strength_of.get(e[k]["unit"], 0) + value
        else:
            strength += value
    return Powers(
        keys=frozenset(have),
        strength=strength,
        strength_of=strength_of,
        untrumpable="pentagon" in have,
        metal=int(e["metalworking"]["wounds"]) if "metalworking" in have else 0,
        zhukov=int(e["zhukov"]["wounds"]) if "zhukov" in have else 0,
        save=max((int(e[k]["save"]) for k in have), default=0),
        pass_cost=int(e["sun_tzu"]["trade"]) if "sun_tzu" in have else 0,
        passes=int(e["sun_tzu"]["passes"]) if "sun_tzu" in have else 0,
        oracle="oracle" in have,
    )


def bonus(
    keys: Iterable[str],
    role: str,
    hands: Mapping[str, int],
    *,
    shipyards: int = 0,
    data: CivData | None = None,
) -> dict[str, int]:
    """The combat bonus a side's effects add, by effect (zero ones left out). Leonidas: only
    when defending with fewer cards in hand than the attacker."""
    data = data or load_data()
    have = known(keys, data)
    parts: dict[str, int] = {}
    for k in have:
        value = int(data.effects[k]["bonus"])
        if not value:
            continue
        if k == "shipyard":
            value *= max(1, shipyards)
        if k == "leonidas":
            them = "attacker" if role == "defender" else "defender"
            if role != "defender" or hands.get(role, 0) >= hands.get(them, 0):
                continue
        parts[k] = value
    return parts


def faction_effects(faction_data: Mapping[str, Any], resources: Mapping[str, Any]) -> list[str]:
    """The effects a campaign faction has: those its technologies, wonders, great people or
    civilization name (by any of the data's `from` names), and Shipyard when it has one."""
    data = load_data()
    names: set[str] = set()
    for key in ("techs", "wonders", "great_people"):
        names |= {_norm(x) for x in faction_data.get(key) or []}
    if faction_data.get("civilization"):
        names.add(_norm(str(faction_data["civilization"])))
    found = [
        k
        for k, e in data.effects.items()
        if names & {_norm(x) for x in e["from"]} or (k == "shipyard" and resources.get("shipyards"))
    ]
    return known(found, data)


def _norm(text: str) -> str:
    return "_".join(str(text).casefold().replace("-", " ").split())
