"""A quick battle's muster: each side sets its forces in one step, then the battle runs.

A quick battle (`/gw land|naval|bomb`) starts from a *shell*: the seats, the kind and what the
command named (technologies, retreats, mines, the raid's target) under "muster". The procedure
(rules.py) first asks the attacker, then the defender, for their units (set_counts asks, purpose
"forces"), checks each answer the way `validate_setup` checks a full setup (a refused one is asked
again, with `fields["refused"]`), logs a "forces" event per side and fills the setup in: from then
on the battle is exactly the battle of that full setup. `filled_setup` rebuilds it from the events
for the odds and the board. Pure: no Discord.

Shell (plain JSON):

    {"seats": {...}, "kind": "land" | "naval" | "bombing",
     "muster": {"attacker": {"technologies": [...]}, "defender": {"technologies": [...]},
                "defender_retreat": false, "mined_zones": 0,
                "target_value": 5,             # a raid: the income the target can lose
                "path": 0,                     # a raid: territories entered before the target
                "invasion": false,             # land: a naval invasion (landing units, support)
                "order": ["attacker", "ally"], # attacking seats, each a nation and a wave
                "coordination": false,         # those nations have Offensive Coordination
                "standing": {"attacker": {"casualties": "cheapest", "retreat": {...}}},
                "ask_standing": true}}         # the defender picks a standing rule too

With "ask_standing" (quick land and naval battles since it was added; older shells lack it and
replay as they were) the defender, after its forces, picks its standing rule in one click
(choose_one, purpose "standing": "ask" or a casualty preset, "retreat30" where it may retreat);
a "standing" event records it and the full setup carries it.

Each attacking seat is a nation of its own (named by its seat) and sets its forces in turn, in
"order"; with "coordination" they are the Entente of the battle and attack as one wave. An
invasion's attacker also sets its units landing ("landing_infantry" …), its transports and its
ships' support fire ("support_cruiser" …); a raid's defender sets the interceptors over each
territory on the way ("path_1" …) besides those over the target.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import Any

from bot.engine import BattleContext, Count, Option, SetupError, choose_one, set_counts
from cogs.gw.forces import ATTACKER, BOMBING, DEFENDER, KINDS, LAND, NAVAL
from cogs.gw.units import load_rules
from cogs.gw.validation import validate_setup

ENTRENCHED = "entrenched_infantry"
ADJACENT = "adjacent_rail_guns"
INTERCEPTORS = "interceptors"
ORIGIN, REAR = "origin", "rear"
TARGET = "target"
MAX = 99
LANDING = "landing_"
SUPPORT = "support_"
TRANSPORTS = "transports"
PATH = "path_"
INVASION = "invasion"
MAX_COUNTS = 12
"""The most counts one force step carries (bot/ui/custom_ids.py)."""
BY_LAND = ("infantry", "artillery", "tank", "fighter", "bomber", "zeppelin")
"""An invasion's units attacking over land at the same time (the force step has room for these)."""

DEFAULTS: dict[tuple[str, str], dict[str, int]] = {
    (LAND, ATTACKER): {"infantry": 4, "artillery": 2, "tank": 1, "fighter": 1},
    (LAND, DEFENDER): {"infantry": 3, ENTRENCHED: 2, "artillery": 1, "fighter": 1},
    (NAVAL, ATTACKER): {"submarine": 1, "destroyer": 1, "cruiser": 1, "dreadnought": 1},
    (NAVAL, DEFENDER): {"submarine": 2, "destroyer": 1, "cruiser": 1},
    (BOMBING, ATTACKER): {"bomber": 1, "zeppelin": 2, "fighter": 1},
    (BOMBING, DEFENDER): {INTERCEPTORS: 1},
    (INVASION, ATTACKER): {"landing_infantry": 2, TRANSPORTS: 1, "support_cruiser": 1},
}
"""What the force builder shows first (a player's last forces replace it: bot/ui/forces.py)."""
APART: dict[tuple[str, str], tuple[str, ...]] = {
    (LAND, ATTACKER): ("infantry", "artillery", "tank", "fighter"),
    (LAND, DEFENDER): ("infantry", ENTRENCHED, "artillery", "fighter"),
    (NAVAL, ATTACKER): ("submarine", "destroyer", "cruiser", "dreadnought"),
    (NAVAL, DEFENDER): ("submarine", "destroyer", "cruiser", "dreadnought"),
    (INVASION, ATTACKER): ("landing_infantry", TRANSPORTS, "support_cruiser", "fighter"),
}
"""The unit types with a field of their own in the force form; the rest share its box."""


def unit_keys(
    kind: str, side: str, technologies: Iterable[str] = (), *, invasion: bool = False, path: int = 0
) -> list[str]:
    """The counts a side sets, in the data file's order."""
    rules = load_rules()
    keys: list[str] = []
    if invasion and kind == LAND and side == ATTACKER:
        keys = [LANDING + k for k, u in rules.units.items() if u.lands]
        keys += [TRANSPORTS] + [SUPPORT + k for k, u in rules.units.items() if u.support]
        by_land = [k for k in unit_keys(kind, side, technologies) if k in BY_LAND]
        return keys + by_land[: MAX_COUNTS - len(keys)]
    if kind == BOMBING:
        if side == DEFENDER:
            return [INTERCEPTORS] + [f"{PATH}{n}" for n in range(1, path + 1)]
        return [
            k
            for k, u in rules.units.items()
            if (u.strategic == "airship" or u.interceptor)
            or (u.strategic == "bomber" and "heavy_bomber" in technologies)
        ]
    for key, unit in rules.units.items():
        if unit.defender_only and side == ATTACKER:
            continue
        if (kind == LAND and unit.ship) or (kind == NAVAL and unit.ground):
            continue
        keys.append(key)
        if key == "infantry" and kind == LAND and side == DEFENDER:
            keys.append(ENTRENCHED)
    if kind == LAND:
        keys.append(ADJACENT)
    return keys


def technologies(shell: Mapping[str, Any], side: str) -> list[str]:
    techs = list((shell.get("muster") or {}).get(side, {}).get("technologies", []))
    if side != DEFENDER and coordinated(shell) and "offensive_coordination" not in techs:
        techs.append("offensive_coordination")
    return techs


def attacking_seats(shell: Mapping[str, Any]) -> list[str]:
    """The attacking seats in the order their nations attack (one: the attacker)."""
    return list((shell.get("muster") or {}).get("order") or [ATTACKER])


def coordinated(shell: Mapping[str, Any]) -> bool:
    muster = shell.get("muster") or {}
    return bool(muster.get("coordination")) and len(attacking_seats(shell)) > 1


def role(seat: str) -> str:
    return DEFENDER if seat == DEFENDER else ATTACKER


def invading(shell: Mapping[str, Any]) -> bool:
    return bool((shell.get("muster") or {}).get("invasion")) and shell.get("kind", LAND) == LAND


def shell_keys(shell: Mapping[str, Any], seat: str) -> list[str]:
    kind, side = shell.get("kind", LAND), role(seat)
    path = int((shell.get("muster") or {}).get("path") or 0)
    return unit_keys(kind, side, technologies(shell, seat), invasion=invading(shell), path=path)


def forces_ask(shell: Mapping[str, Any], side: str, refused: str | None = None):
    """The forces of a seat (`side`: "attacker", "defender" or an ally's seat)."""
    kind = shell.get("kind", LAND)
    rules = load_rules()
    keys = shell_keys(shell, side)
    form = INVASION if invading(shell) and role(side) == ATTACKER else kind
    defaults = DEFAULTS.get((form, role(side)), {})
    counts = []
    for key in keys:
        name = key.removeprefix(LANDING).removeprefix(SUPPORT)
        unit = rules.units.get("infantry" if key == ENTRENCHED else name)
        label = unit.name if unit else key.replace("_", " ").capitalize()
        if key == ENTRENCHED:
            label = "Entrenched infantry"
        high = 20 if key == INTERCEPTORS or key.startswith(PATH) else MAX
        counts.append(Count(key, label, 0, high, min(defaults.get(key, 0), high)))
    apart = APART.get((form, role(side)), ())
    fields: dict[str, Any] = {
        "prompt": f"Your forces for this {kind} battle" if kind != BOMBING else "Your forces",
        "side": side,
        "kind": form,
    }
    if len(counts) > 5:
        fields["together"] = ("More units", [k for k in keys if k not in apart])
    if refused:
        fields["refused"] = refused
    low = 1 if role(side) == ATTACKER else None
    return set_counts(side, "forces", counts, min_total=low, **fields)


def _entry(shell: Mapping[str, Any], seat: str, units: Mapping[str, int]) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "nation": seat,
        "seat": seat,
        "technologies": technologies(shell, seat),
        "units": {
            k: n
            for k, n in units.items()
            if k != ADJACENT and k != TRANSPORTS and not k.startswith((LANDING, SUPPORT))
        },
    }
    if units.get(ADJACENT):
        entry["adjacent_rail_guns"] = units[ADJACENT]
    landing = {k.removeprefix(LANDING): n for k, n in units.items() if k.startswith(LANDING)}
    support = {k.removeprefix(SUPPORT): n for k, n in units.items() if k.startswith(SUPPORT)}
    if landing:
        entry["landing"] = landing
    if units.get(TRANSPORTS):
        entry["transports"] = units[TRANSPORTS]
    if support:
        entry["support"] = support
    return entry


STANDING_CHOICES: dict[str, dict[str, Any]] = {
    "ask": {},
    "cheapest": {"casualties": "cheapest"},
    "strongest": {"casualties": "strongest"},
    "attack": {"casualties": "attack"},
    "retreat30": {
        "casualties": "cheapest",
        "retreat": {"when": "win_below", "percent": 30, "action": "retreat"},
    },
}
"""The defender's standing rule, one click after its forces (the Discord layer words them)."""


def asks_standing(shell: Mapping[str, Any]) -> bool:
    muster = shell.get("muster") or {}
    return bool(muster.get("ask_standing")) and shell.get("kind", LAND) != BOMBING


def standing_ask(shell: Mapping[str, Any]):
    keys = [k for k in STANDING_CHOICES if k != "retreat30"]
    if (shell.get("muster") or {}).get("defender_retreat"):
        keys.append("retreat30")
    options = [Option(k, k) for k in keys]
    return choose_one(DEFENDER, "standing", options, prompt="Your standing rule for this battle")


def with_standing(shell: Mapping[str, Any], rules: Mapping[str, Mapping[str, Any]]) -> dict:
    """The shell with these seats' standing rules added to its muster."""
    shell = copy.deepcopy(dict(shell))
    muster = shell.setdefault("muster", {})
    for seat, rule in rules.items():
        if rule:
            muster.setdefault("standing", {})[seat] = dict(rule)
    return shell


def fill(shell: Mapping[str, Any], forces: Mapping[str, Mapping[str, int]]) -> dict[str, Any]:
    """The full setup of the battle: the shell with each side's units (none yet: none)."""
    muster = shell.get("muster") or {}
    kind = shell.get("kind", LAND)
    setup: dict[str, Any] = {
        k: copy.deepcopy(v) for k, v in shell.items() if k not in ("muster", "kind")
    }
    setup["kind"] = kind
    if muster.get("standing"):
        setup["standing"] = copy.deepcopy(muster["standing"])
    seats = attacking_seats(shell)
    units = {
        seat: {k: n for k, n in (forces.get(seat) or {}).items() if n}
        for seat in [*seats, DEFENDER]
    }
    attacker, defender = units[ATTACKER], units[DEFENDER]
    if kind == BOMBING:
        setup["raid"] = {
            "nation": ATTACKER,
            "seat": ATTACKER,
            "technologies": technologies(shell, ATTACKER),
            "units": attacker,
            "target": {
                "key": TARGET,
                "value": int(muster.get("target_value", 0)),
                "interceptors": defender.get(INTERCEPTORS, 0),
            },
        }
        path = int(muster.get("path") or 0)
        if path:
            setup["raid"]["path"] = [
                {"key": f"{PATH}{n}", "interceptors": defender.get(f"{PATH}{n}", 0)}
                for n in range(1, path + 1)
            ]
        setup["defender"] = {"nation": DEFENDER, "seat": DEFENDER}
        return setup
    setup["attackers"] = [_entry(shell, seat, units[seat]) for seat in seats]
    setup["defender"] = _entry(shell, DEFENDER, defender)
    if coordinated(shell):
        setup["overrides"] = {"technologies": {"offensive_coordination": {"nations": seats}}}
    setup["retreats"] = {
        ATTACKER: [ORIGIN],
        DEFENDER: [{"key": REAR, "owner": "own"}] if muster.get("defender_retreat") else [],
    }
    if kind == NAVAL and muster.get("mined_zones"):
        setup["mined_zones"] = int(muster["mined_zones"])
    return setup


def placeholder(shell: Mapping[str, Any]) -> dict[str, dict[str, int]]:
    """Forces that any sound shell accepts: to check a shell before anyone set units."""
    kind = shell.get("kind", LAND)
    first = {LAND: "infantry", NAVAL: "destroyer", BOMBING: "zeppelin"}[kind]
    if invading(shell):
        return {seat: {"landing_infantry": 1, TRANSPORTS: 1} for seat in attacking_seats(shell)}
    return {seat: {first: 1} for seat in attacking_seats(shell)}


def validate_muster(shell: Mapping[str, Any]) -> None:
    muster = shell.get("muster")
    if not isinstance(muster, Mapping):
        raise SetupError("A quick battle's muster is a table.")
    kind = shell.get("kind", LAND)
    if kind not in KINDS:
        raise SetupError("A battle is a land battle, a naval battle or a bombing raid.")
    order = attacking_seats(shell)
    seats = shell.get("seats") or {}
    if len(set(order)) != len(order) or DEFENDER in order or not set(order) <= set(seats):
        raise SetupError("Each attacking seat attacks once, and the defender does not attack.")
    if len(order) > 1 and kind == BOMBING:
        raise SetupError("A raid is flown by one nation.")
    if muster.get("invasion") and kind != LAND:
        raise SetupError("A naval invasion is a land battle.")
    path = muster.get("path", 0)
    if isinstance(path, bool) or not isinstance(path, int) or not 0 <= path <= 3:
        raise SetupError("A raid enters from 0 to 3 territories before its target.")
    for side in [*order, DEFENDER]:
        if not isinstance(muster.get(side, {}), Mapping):
            raise SetupError("Each side's part of the muster is a table.")
    validate_setup(fill(shell, placeholder(shell)))


def check_forces(shell: Mapping[str, Any], forces: Mapping[str, Mapping[str, int]]) -> None:
    """SetupError when these forces cannot fight this battle (the ask cannot bound it all)."""
    kind = shell.get("kind", LAND)
    rules = load_rules()
    for seat in attacking_seats(shell):
        if seat not in forces:
            continue
        attacker = forces.get(seat) or {}
        if invading(shell) and not any(n for k, n in attacker.items() if k.startswith(LANDING)):
            raise SetupError("landing")
        if kind == LAND and not any(
            n and (k.startswith(LANDING) or (k in rules.units and rules.units[k].ground))
            for k, n in attacker.items()
        ):
            raise SetupError("ground")
        if kind == BOMBING and not any(
            n and k in rules.units and rules.units[k].strategic for k, n in attacker.items()
        ):
            raise SetupError("raider")
    validate_setup(fill(shell, {**placeholder(shell), **forces}))


def muster(b: BattleContext):
    """Ask each seat's forces (the attackers in their order, then the defender), then turn
    `b.setup` into the full setup."""
    shell = copy.deepcopy(b.setup)
    forces: dict[str, dict[str, int]] = {}
    for side in [*attacking_seats(shell), DEFENDER]:
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
    if asks_standing(shell):
        choice = yield standing_ask(shell)
        rule = STANDING_CHOICES.get(choice, {})
        b.log("standing", side=DEFENDER, choice=choice, rule=rule)
        shell = with_standing(shell, {DEFENDER: rule})
    full = fill(shell, forces)
    b.setup.clear()
    b.setup.update(full)


def filled_setup(setup: Mapping[str, Any], events: Iterable[Any]) -> Mapping[str, Any] | None:
    """The full setup of a battle: the setup itself, or for a quick battle the shell filled with
    the forces its "forces" events name (None while they are still being set)."""
    if not setup.get("muster"):
        return setup
    forces = {e.get("side"): e.get("units") or {} for e in events if e.kind == "forces"}
    if set(forces) < {*attacking_seats(setup), DEFENDER}:
        return None
    rules = {e.get("side"): e.get("rule") or {} for e in events if e.kind == "standing"}
    return fill(with_standing(setup, rules) if rules else setup, forces)
