"""A quick battle's muster: each side sets its army in one step, then the battle runs.

`/goc battle` starts from a *shell*: the seats and what the command named under "muster" — the
distance between the armies, who stands on water, the defender's structures, each side's
technologies, government and relic, the prevailing religion, and how many armies (hexes) each
side brings: one, or a corps (з'єднання) of up to three. The procedure first asks the attacker,
then the defender, for each of its armies in one step: its units, and on the first one the
action and experience cubes it adds, on a corps' other armies their distance to the enemy (one
set_counts ask per army, purpose "forces", "corps" for a corps' other armies: the platform's
force form carries at most 12 counts, too few for every unit type on three hexes at once).
The defender's first army stands on its structures (the hex attacked); its other armies stand
beside it. Each answer is logged as a
"forces" event (with its army's number) and the shell becomes the full setup of army.py.
`filled_setup` rebuilds that setup from the events. Pure.

Shell (plain JSON):

    {"seats": {...}, "muster": {"distance": 1, "water": null | "attacker" | "defender",
     "religion": null | "attacker" | "defender", "readings": {...},
     "structures": [{"kind": "city", "damage": 0}, {"kind": "wall", "on_line": true}],
     "attacker": {"technologies": [...], "government": "other", "relic": false},
     "defender": {...}, "armies": {"attacker": 1, "defender": 1}}}
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from bot.engine import BattleContext, Count, SetupError, set_counts
from cogs.goc.army import ATTACKER, DEFENDER, MAX_CUBES, MAX_UNITS, SIDES, battle_of
from cogs.goc.data import load_rules

ACTION, EXPERIENCE = "action_cubes", "experience_cubes"
DISTANCE = "distance"
CUBE_KEYS = (ACTION, EXPERIENCE)
NOT_UNITS = (ACTION, EXPERIENCE, DISTANCE)
MAX_ARMIES = 3
"""The most armies (hexes) a side brings to a quick battle as a corps."""
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


def armies_of(shell: Mapping[str, Any], side: str) -> int:
    """How many armies the side brings (1: one army; more: a corps)."""
    value = (muster_of(shell).get("armies") or {}).get(side, 1)
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_ARMIES:
        raise SetupError(f"A side brings from 1 to {MAX_ARMIES} armies.")
    return value


def _overrides(shell: Mapping[str, Any]) -> dict[str, Any]:
    readings = muster_of(shell).get("readings")
    return {"readings": dict(readings)} if readings else {}


def forces_ask(shell: Mapping[str, Any], side: str, refused: str | None = None, army: int = 1):
    """The ask for one of the side's armies: its units; the cubes it adds (the first army), or
    its distance to the enemy (a corps' other armies)."""
    rules = load_rules(_overrides(shell))
    keys = unit_keys(shell, side)
    defaults = DEFAULTS[side] if not on_water(shell, side) else {"galley": 2}
    defaults = defaults if army == 1 else {}
    counts = [Count(k, rules.units[k].name, 0, MAX_UNITS, defaults.get(k, 0)) for k in keys]
    extra: list[str]
    if army == 1:
        extra = list(CUBE_KEYS)
        counts += [
            Count(ACTION, "Action cubes", 0, MAX_CUBES, 0),
            Count(EXPERIENCE, "Experience cubes", 0, MAX_CUBES, 0),
        ]
    else:
        extra = [DISTANCE]
        near = min(max(int(muster_of(shell).get("distance") or 1), 1), 3)
        counts.append(Count(DISTANCE, "Distance to the enemy", 1, 3, near))
    armies = armies_of(shell, side)
    prompt = "Your army" if armies == 1 else f"Your corps: army {army} of {armies}"
    fields: dict[str, Any] = {"prompt": prompt, "side": side, "army": army, "armies": armies}
    if len(counts) > FORM_FIELDS:
        boxed = [k for k in keys if k not in APART] + extra
        fields["together"] = ("More", boxed)
    if refused:
        fields["refused"] = refused
    low = 1 if side == ATTACKER and army == 1 and armies == 1 else None
    purpose = "forces" if army == 1 else "corps"  # remembered apart (the player's last forces)
    return set_counts(side, purpose, counts, min_total=low, **fields)


Answer = Mapping[str, int]
Forces = Mapping[str, "Answer | Sequence[Answer]"]


def corps(answer: Any) -> list[Mapping[str, int]]:
    """A side's answers, army by army (one answer: one army)."""
    if isinstance(answer, Mapping):
        return [answer]
    return list(answer or [{}])


def fill(shell: Mapping[str, Any], forces: Forces) -> dict[str, Any]:
    """The full setup (army.py) of the shell with each side's answer (one, or one per army)."""
    muster = muster_of(shell)
    setup: dict[str, Any] = {k: copy.deepcopy(v) for k, v in shell.items() if k != "muster"}
    setup["distance"] = int(muster.get("distance") or 1)
    setup["religion"] = muster.get("religion")
    if muster.get("readings"):
        setup["readings"] = dict(muster["readings"])
    for side in SIDES:
        part = muster.get(side) or {}
        answers = corps(forces.get(side) or {})
        armies = []
        for i, answer in enumerate(answers):
            army: dict[str, Any] = {
                "key": f"{side[0]}{i + 1}",
                "units": {k: n for k, n in answer.items() if n and k not in NOT_UNITS},
                "water": on_water(shell, side),
            }
            if i and answer.get(DISTANCE):
                army["distance"] = int(answer[DISTANCE])
            if side == DEFENDER and i == 0:
                army["structures"] = copy.deepcopy(list(muster.get("structures") or []))
            armies.append(army)
        first = answers[0]
        setup[side] = {
            "armies": armies,
            "technologies": list(part.get("technologies") or []),
            "government": part.get("government") or "other",
            "relic": bool(part.get("relic")),
            ACTION: int(first.get(ACTION, 0)),
            EXPERIENCE: int(first.get(EXPERIENCE, 0)),
            "defence": None,
            "unpacked": None,
        }
    return setup


def placeholder(shell: Mapping[str, Any] | None = None) -> dict[str, list[dict[str, int]]]:
    """One spearman in each army of each side: enough to check the rest of a shell."""
    return {side: [{"spearman": 1}] * (armies_of(shell, side) if shell else 1) for side in SIDES}


def validate_muster(shell: Mapping[str, Any]) -> None:
    muster = shell.get("muster")
    if not isinstance(muster, Mapping):
        raise SetupError("A quick battle's muster is a table.")
    if muster.get("water") not in (None, *SIDES) or muster.get("religion") not in (None, *SIDES):
        raise SetupError("Water and religion name the attacker, the defender or neither.")
    battle_of(fill(shell, placeholder(shell)))


def check_forces(shell: Mapping[str, Any], forces: Forces) -> None:
    """SetupError when these forces cannot fight (the ask's bounds cannot say it all): a side's
    answers so far, army by army."""
    setup = fill(shell, {**placeholder(shell), **forces})
    for side in forces:
        armies = setup[side]["armies"]
        done = len(corps(forces[side]))
        if done > 1 and not armies[done - 1]["units"]:
            raise SetupError("empty-army")
        if done < armies_of(shell, side):
            continue
        units = any(a["units"] for a in armies)
        if side == ATTACKER and not units:
            raise SetupError("no-units")
        if side == DEFENDER and not units and not armies[0].get("structures"):
            raise SetupError("nothing-to-attack")
    battle_of(setup)


def muster(b: BattleContext):
    """Ask each side's armies (the attacker's, then the defender's); then `b.setup` is the full
    setup."""
    shell = copy.deepcopy(b.setup)
    forces: dict[str, list[dict[str, int]]] = {}
    for side in SIDES:
        answers: list[dict[str, int]] = []
        for army in range(1, armies_of(shell, side) + 1):
            refused = None
            while True:
                answer = yield forces_ask(shell, side, refused, army)
                units = {k: n for k, n in answer.items() if n}
                try:
                    check_forces(shell, {**forces, side: [*answers, units]})
                except SetupError as error:
                    refused = str(error)
                    continue
                break
            answers.append(units)
            b.log("forces", side=side, units=units, army=army)
        forces[side] = answers
    full = fill(shell, forces)
    b.setup.clear()
    b.setup.update(full)


def filled_setup(setup: Mapping[str, Any], events: Iterable[Any]) -> Mapping[str, Any] | None:
    """The full setup of a battle: the setup itself, or a quick battle's shell filled with the
    forces its "forces" events name (None while they are still being set)."""
    if not setup.get("muster"):
        return setup
    forces: dict[str, list[dict[str, int]]] = {}
    for e in events:
        if e.kind == "forces":
            forces.setdefault(e.get("side"), []).append(dict(e.get("units") or {}))
    if any(len(forces.get(side, [])) < armies_of(setup, side) for side in SIDES):
        return None
    return fill(setup, forces)
