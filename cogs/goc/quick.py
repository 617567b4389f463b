"""What `/goc battle` and `/goc odds` make of their options: a quick battle's shell (muster.py), a
full setup from typed forces ("3 spearmen, 2 archers" in any of the three languages), and the
defender's structures. Pure: no Discord (the members come in as plain seats).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from bot.engine import SetupError
from bot.errors import Refusal
from bot.i18n import SUPPORTED, Lang, t
from cogs.goc.army import ATTACKER, DEFENDER, SIDES
from cogs.goc.data import load_rules
from cogs.goc.muster import fill
from cogs.goc.render import unit_name
from cogs.goc.rules import RULESET
from cogs.goc.texts import rules_refusal

WHO = ("goc_attacker", "goc_defender", "goc_both")
TECHS = ("fabian_tactics", "tactics", "regular_army", "siege_tower")


def sides_with(who: str | None) -> set[str]:
    return {
        "goc_attacker": {ATTACKER},
        "goc_defender": {DEFENDER},
        "goc_both": {ATTACKER, DEFENDER},
    }.get(who or "", set())


def structures(
    target: str | None,
    target_damage: int = 0,
    buildings: int = 0,
    damaged_buildings: int = 0,
    wall: str | None = None,
    wall_damage: int = 0,
    wall_on_line: bool = True,
) -> list[dict[str, Any]]:
    """The defender's structures: its city or castle (with the damage on it), its buildings (the
    damaged ones are destroyed at once) and its wall or palisade (on the line of attack?)."""
    rules = load_rules()
    found: list[dict[str, Any]] = []
    kinds = {
        "goc_city": "city",
        "goc_castle": "castle",
        "goc_wall": "wall",
        "goc_palisade": "palisade",
    }
    if target in kinds:
        kind = kinds[target]
        found.append(
            {"kind": kind, "damage": min(target_damage, rules.structures[kind].durability)}
        )
    found += [{"kind": "building", "damage": 0}] * buildings
    found += [
        {"kind": "building", "damage": rules.structures["building"].durability}
    ] * damaged_buildings
    if wall in kinds:
        kind = kinds[wall]
        damage = min(wall_damage, rules.structures[kind].durability)
        found.append({"kind": kind, "damage": damage, "on_line": wall_on_line})
    return [dict(s) for s in found]


def technologies(options: Mapping[str, str | None], tower: bool) -> dict[str, list[str]]:
    """Each side's technologies from the options naming who has each."""
    techs: dict[str, list[str]] = {side: [] for side in SIDES}
    for tech, who in options.items():
        for side in sides_with(who):
            techs[side].append(tech)
    if tower:
        techs[ATTACKER].append("siege_tower")
    return techs


def government(choice: str | None) -> str:
    return (choice or "goc_other").removeprefix("goc_")


def muster_of(
    *,
    distance: int = 1,
    water: str | None = None,
    religion: str | None = None,
    relic: str | None = None,
    techs: Mapping[str, list[str]],
    governments: Mapping[str, str],
    built: list[dict[str, Any]],
    armies: Mapping[str, int] | None = None,
) -> dict[str, Any]:
    relics = sides_with(relic)
    muster: dict[str, Any] = {
        "armies": {side: int((armies or {}).get(side) or 1) for side in SIDES},
        "distance": distance,
        "water": (next(iter(sides_with(water))) if len(sides_with(water)) == 1 else None),
        "religion": (next(iter(sides_with(religion))) if len(sides_with(religion)) == 1 else None),
        "structures": built,
    }
    for side in SIDES:
        muster[side] = {
            "technologies": list(techs.get(side, [])),
            "government": governments.get(side, "other"),
            "relic": side in relics,
        }
    return muster


def checked(setup: dict[str, Any]) -> dict[str, Any]:
    try:
        RULESET.validate_setup(setup)
    except SetupError as error:
        raise Refusal(rules_refusal(str(error))) from None
    return setup


# -- typed forces (/goc odds) ---------------------------------------------------------------------
def _norm(text: str) -> str:
    return re.sub(r"[\s_'’-]+", " ", text.casefold()).strip()


def unit_names() -> dict[str, str]:
    """Every way a unit may be typed (its key, its name in each language) -> its key."""
    names: dict[str, str] = {}
    for key in load_rules().units:
        names[_norm(key)] = key
        for code in SUPPORTED:
            names[_norm(Lang.of(code).t("goc-unit", unit=key))] = key
    return names


def parse_units(text: str | None, option: str) -> dict[str, int]:
    """'3 spearmen, 2 archers' (or '3 списоносці', 'lancieri 3') -> {"spearman": 3, ...}."""
    names = unit_names()
    found: dict[str, int] = {}
    for part in re.split(r"[,;+\n]+", text or ""):
        part = part.strip()
        if not part:
            continue
        match = re.fullmatch(r"(\d+)\s*[x×]?\s*(.+)|(.+?)\s*[x×]?\s*(\d+)|(.+)", part)
        assert match is not None
        number = match[1] or match[4] or "1"
        typed = _norm(match[2] or match[3] or match[5] or "")
        key = names.get(typed)
        if key is None:
            starts = {k for name, k in names.items() if len(typed) >= 3 and name.startswith(typed)}
            key = starts.pop() if len(starts) == 1 else None
        if key is None or int(number) > 99:
            shown = ", ".join(unit_name(k) for k in load_rules().units)
            raise Refusal(t("goc-odds-bad-unit", typed=part, option=option, units=shown))
        found[key] = found.get(key, 0) + int(number)
    return found


def parse_corps(text: str | None, option: str) -> list[dict[str, int]]:
    """'3 spearmen | 2 archers @2' -> a corps: one army per part split by '|', its distance to
    the enemy after '@' (the first army's is the battle's distance)."""
    armies = []
    for i, part in enumerate((text or "").split("|")):
        distance = None
        if "@" in part:
            part, _, after = part.rpartition("@")
            if not after.strip().isdigit() or not 1 <= int(after) <= 3 or not i:
                raise Refusal(t("goc-odds-bad-distance", typed=after.strip(), option=option))
            distance = int(after)
        units = parse_units(part, option)
        if distance is not None:
            units["distance"] = distance
        armies.append(units)
    return armies


def odds_setup(
    shell: Mapping[str, Any], forces: Mapping[str, Any], defence: Mapping[str, bool]
) -> dict[str, Any]:
    """The full setup of typed forces, with each side's defence cubes in or out."""
    setup = fill(shell, forces)
    for side in SIDES:
        setup[side]["defence"] = defence[side]
        setup[side]["unpacked"] = True
    return checked(setup)
