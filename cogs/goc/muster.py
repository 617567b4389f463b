"""A quick battle's muster: each side sets its army in one step, then the battle runs.

`/goc battle` starts from a *shell*: the seats and what the command named under "muster" — the
distance between the armies, who stands on water, the defender's structures, each side's
technologies, government and relic, the prevailing religion. The procedure first asks the
attacker, then the defender, for its units and the action and experience cubes it adds (one
set_counts ask, purpose "forces"); each answer is logged as a "forces" event and the shell becomes
the full setup of army.py. `filled_setup` rebuilds that setup from the events. Pure.

Shell (plain JSON):

    {"seats": {...}, "muster": {"distance": 1, "water": null | "attacker" | "defender",
     "religion": null | "attacker" | "defender", "readings": {...},
     "structures": [{"kind": "city", "damage": 0}, {"kind": "wall", "on_line": true}],
     "attacker": {"technologies": [...], "government": "other", "relic": false},
     "defender": {...}}}
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import Any

from bot.engine import BattleContext, Count, SetupError, set_counts
from cogs.goc.army import ATTACKER, DEFENDER, MAX_CUBES, MAX_UNITS, SIDES, battle_of
from cogs.goc.data import load_rules

ACTION, EXPERIENCE = "action_cubes", "experience_cubes"
CUBE_KEYS = (ACTION, EXPERIENCE)
FORM_FIELDS = 5
APART = ("spearman", "swordsman", "archer", "cavalry")
"""The units with a field of their own in the force form; the rest share its box."""
DEFAULTS = {ATTACKER: {"spearman": 3}, DEFENDER: {"cavalry": 2}}
"""What the force form shows first: the seed's first example (a player's last forces replace it)."""


def muster_of(shell: Mapping[str, Any]) -> Mapping[str, Any]:
    return shell.get("muster") or {}


def on_water(shell: Mapping[str, Any], side: str) -> bool:
    return muster_of(shell).get("water") == side


def unit_keys(shell: Mapping[str, Any], side: str) -> list[str]:
    """The units a side may set: galleys on water, every other unit on land."""
    rules = load_rules(_overrides(shell))
    water = on_water(shell, side)
    return [k for k, u in rules.units.items() if u.water == water]


def _overrides(shell: Mapping[str, Any]) -> dict[str, Any]:
    readings = muster_of(shell).get("readings")
    return {"readings": dict(readings)} if readings else {}


def forces_ask(shell: Mapping[str, Any], side: str, refused: str | None = None):
    rules = load_rules(_overrides(shell))
    keys = unit_keys(shell, side)
    defaults = DEFAULTS[side] if not on_water(shell, side) else {"galley": 2}
    counts = [Count(k, rules.units[k].name, 0, MAX_UNITS, defaults.get(k, 0)) for k in keys]
    counts += [
        Count(ACTION, "Action cubes", 0, MAX_CUBES, 0),
        Count(EXPERIENCE, "Experience cubes", 0, MAX_CUBES, 0),
    ]
    fields: dict[str, Any] = {"prompt": "Your army", "side": side}
    if len(counts) > FORM_FIELDS:
        boxed = [k for k in keys if k not in APART] + list(CUBE_KEYS)
        fields["together"] = ("More", boxed)
    if refused:
        fields["refused"] = refused
    low = 1 if side == ATTACKER else None
    return set_counts(side, "forces", counts, min_total=low, **fields)


def fill(shell: Mapping[str, Any], forces: Mapping[str, Mapping[str, int]]) -> dict[str, Any]:
    """The full setup (army.py) of the shell with each side's answer."""
    muster = muster_of(shell)
    setup: dict[str, Any] = {k: copy.deepcopy(v) for k, v in shell.items() if k != "muster"}
    setup["distance"] = int(muster.get("distance") or 1)
    setup["religion"] = muster.get("religion")
    if muster.get("readings"):
        setup["readings"] = dict(muster["readings"])
    for side in SIDES:
        part = muster.get(side) or {}
        answer = forces.get(side) or {}
        army: dict[str, Any] = {
            "key": side[0] + "1",
            "units": {k: n for k, n in answer.items() if n and k not in CUBE_KEYS},
            "water": on_water(shell, side),
        }
        if side == DEFENDER:
            army["structures"] = copy.deepcopy(list(muster.get("structures") or []))
        setup[side] = {
            "armies": [army],
            "technologies": list(part.get("technologies") or []),
            "government": part.get("government") or "other",
            "relic": bool(part.get("relic")),
            ACTION: int(answer.get(ACTION, 0)),
            EXPERIENCE: int(answer.get(EXPERIENCE, 0)),
            "defence": None,
            "unpacked": None,
        }
    return setup


def placeholder() -> dict[str, dict[str, int]]:
    return {ATTACKER: {"spearman": 1}, DEFENDER: {"spearman": 1}}


def validate_muster(shell: Mapping[str, Any]) -> None:
    muster = shell.get("muster")
    if not isinstance(muster, Mapping):
        raise SetupError("A quick battle's muster is a table.")
    if muster.get("water") not in (None, *SIDES) or muster.get("religion") not in (None, *SIDES):
        raise SetupError("Water and religion name the attacker, the defender or neither.")
    battle_of(fill(shell, placeholder()))


def check_forces(shell: Mapping[str, Any], forces: Mapping[str, Mapping[str, int]]) -> None:
    """SetupError when these forces cannot fight (the ask's bounds cannot say it all)."""
    setup = fill(shell, {**placeholder(), **forces})
    for side in forces:
        units = setup[side]["armies"][0]["units"]
        if side == ATTACKER and not units:
            raise SetupError("no-units")
        if side == DEFENDER and not units and not setup[side]["armies"][0].get("structures"):
            raise SetupError("nothing-to-attack")
    battle_of(setup)


def muster(b: BattleContext):
    """Ask each side's army (the attacker, then the defender); then `b.setup` is the full setup."""
    shell = copy.deepcopy(b.setup)
    forces: dict[str, dict[str, int]] = {}
    for side in SIDES:
        refused = None
        while True:
            answer = yield forces_ask(shell, side, refused)
            units = {k: n for k, n in answer.items() if n}
            try:
                check_forces(shell, {**forces, side: units})
            except SetupError as error:
                refused = str(error)
                continue
            break
        forces[side] = units
        b.log("forces", side=side, units=units)
    full = fill(shell, forces)
    b.setup.clear()
    b.setup.update(full)


def filled_setup(setup: Mapping[str, Any], events: Iterable[Any]) -> Mapping[str, Any] | None:
    """The full setup of a battle: the setup itself, or a quick battle's shell filled with the
    forces its "forces" events name (None while they are still being set)."""
    if not setup.get("muster"):
        return setup
    forces = {e.get("side"): e.get("units") or {} for e in events if e.kind == "forces"}
    if set(forces) < set(SIDES):
        return None
    return fill(setup, forces)
