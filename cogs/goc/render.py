"""Glory of Civilizations' events as lines of the battle thread, in the reader's words.

Cubes are shown as coloured squares — 🟩 the attacker's, 🟪 the defender's, ⬜ neutral, as in the
seed's examples (Larysa green, Oleksandr purple) — because players would rather look than count.
The engine's own "roll" events (each bag draw) are shown within the line that follows them ("").
Every word comes from cogs/goc/locales.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from bot.engine import Event
from bot.i18n import t
from bot.ui.text import escape
from cogs.goc.army import ATTACKER, DEFENDER, NEUTRAL, SIDES, other

Setup = Mapping[str, Any]
SQUARE = {ATTACKER: "🟩", DEFENDER: "🟪", NEUTRAL: "⬜"}
SIDE_ICON = {ATTACKER: "⚔️", DEFENDER: "🛡️"}
RESULTS = ("attacker_win", "defender_win", "both_survive", "both_destroyed")


# -- words ----------------------------------------------------------------------------------------
def unit_name(key: str) -> str:
    return t("goc-unit", unit=str(key))


def structure_name(kind: str) -> str:
    return t("goc-structure", kind=str(kind))


def units_text(units: Mapping[str, int] | Iterable[tuple[str, int]]) -> str:
    """'Spearmen ×3, Cavalry ×1'; 'no units' when empty."""
    items = units.items() if isinstance(units, Mapping) else units
    parts = [f"{unit_name(k)} ×{n}" for k, n in items if n]
    return ", ".join(parts) or t("goc-no-units")


def merged(by_army: Mapping[str, Mapping[str, int]]) -> dict[str, int]:
    total: dict[str, int] = {}
    for units in by_army.values():
        for unit, n in (units or {}).items():
            total[unit] = total.get(unit, 0) + int(n)
    return {u: n for u, n in total.items() if n}


def kinds_text(kinds: Iterable[str]) -> str:
    """'City, Building ×2' from a list of structure kinds."""
    counted: dict[str, int] = {}
    for kind in kinds:
        counted[kind] = counted.get(kind, 0) + 1
    return ", ".join(structure_name(k) + (f" ×{n}" if n > 1 else "") for k, n in counted.items())


def seat_name(setup: Setup, seat: str | None) -> str:
    info = (setup.get("seats") or {}).get(seat) if seat else None
    if isinstance(info, Mapping) and isinstance(info.get("name"), str) and info["name"].strip():
        return escape(info["name"].strip())
    return t("goc-role", side=seat if seat in SIDES else DEFENDER).capitalize()


def army_name(setup: Setup, key: str) -> str:
    """An army as players say it: its hex's name in a campaign, "army 2" in a quick battle."""
    names = (setup.get("campaign") or {}).get("names") or {}
    if isinstance(names, Mapping) and names.get(key):
        return escape(str(names[key]))
    if len(key) == 2 and key[0] in "ad" and key[1].isdigit():
        return t("goc-army-n", n=int(key[1]))
    return escape(key)


def cubes_text(cubes: Iterable[str]) -> str:
    """The cubes drawn, in draw order: '🟩🟩🟪⬜'."""
    return "".join(SQUARE.get(c, "▫️") for c in cubes) or "—"


def bag_text(bag: Mapping[str, int]) -> str:
    """'🟩 12 · 🟪 8 · ⬜ 1'."""
    return " · ".join(f"{SQUARE[c]} {int(bag.get(c, 0))}" for c in (ATTACKER, DEFENDER, NEUTRAL))


def colour_of(setup: Setup, cube: str) -> str:
    """'🟩 Larysa's' — whose a cube is."""
    if cube == NEUTRAL:
        return f"{SQUARE[NEUTRAL]} {t('goc-neutral')}"
    return f"{SQUARE.get(cube, '')} {seat_name(setup, cube)}"


# -- the events -----------------------------------------------------------------------------------
def forces(e: Event, s: Setup) -> str:
    side = e.get("side")
    units = dict(e.get("units") or {})
    action = int(units.pop("action_cubes", 0))
    experience = int(units.pop("experience_cubes", 0))
    distance = int(units.pop("distance", 0))
    line = t(
        "goc-forces", icon=SIDE_ICON.get(side, ""), name=seat_name(s, side), units=units_text(units)
    )
    if int(e.get("army") or 1) > 1:
        line += " · " + t("goc-forces-army", n=int(e["army"]), distance=distance or 1)
    if action or experience:
        line += " · " + t("goc-forces-cubes", action=action, experience=experience)
    return line


def unpacked(e: Event, s: Setup) -> str:
    return t(
        "goc-unpacked", name=seat_name(s, e.get("side")), ready=str(bool(e.get("unpacked"))).lower()
    )


def defence(e: Event, s: Setup) -> str:
    return t(
        "goc-defence",
        name=seat_name(s, e.get("side")),
        n=int(e.get("cubes") or 0),
        added=str(bool(e.get("added"))).lower(),
    )


def why_text(part: Mapping[str, int]) -> str:
    shown = [t("goc-part", part=k, n=int(n)) for k, n in part.items() if n and k != "defence"]
    return ", ".join(shown) or "—"


def bag_line(e: Event, s: Setup) -> str:
    parts = e.get("parts") or {}
    bag = e.get("bag") or {}
    lines = [t("goc-bag", bag=bag_text(bag), n=sum(int(v) for v in bag.values()))]
    for side in SIDES:
        part = parts.get(side) or {}
        lines.append(
            t(
                "goc-bag-side",
                square=SQUARE[side],
                name=seat_name(s, side),
                n=sum(int(v) for k, v in part.items() if k != "defence"),
                why=why_text(part),
            )
        )
    neutral = {side: int((parts.get(side) or {}).get("defence", 0)) for side in SIDES}
    if any(neutral.values()):
        why = ", ".join(f"{seat_name(s, side)} {n}" for side, n in neutral.items() if n)
        lines.append(t("goc-bag-neutral", square=SQUARE[NEUTRAL], n=sum(neutral.values()), why=why))
    if e.get("siege"):
        lines.append(t("goc-siege-line"))
    return "\n".join(lines)


def fabian(e: Event, s: Setup) -> str:
    removed = e.get("removed") or {}
    return t(
        "goc-fabian",
        name=seat_name(s, e.get("side")),
        a=f"{SQUARE[ATTACKER]} {int(removed.get(ATTACKER, 0))}",
        d=f"{SQUARE[DEFENDER]} {int(removed.get(DEFENDER, 0))}",
        bag=bag_text(e.get("bag") or {}),
        n=sum(int(v) for v in (e.get("bag") or {}).values()),
    )


def check(e: Event, s: Setup) -> str:
    return t(
        "goc-check",
        name=seat_name(s, e.get("side")),
        action=str(e.get("action") or "conversion"),
        size=int(e.get("size") or 2),
        cubes=cubes_text(e.get("cubes") or []),
        passed=str(bool(e.get("passed"))).lower(),
        experience=int(e.get("experience") or 0),
    )


def converted(e: Event, s: Setup) -> str:
    side = e.get("side")
    return t(
        "goc-converted",
        name=seat_name(s, side),
        enemy=seat_name(s, other(side or DEFENDER)),
        unit=unit_name(e.get("unit") or ""),
        n=int(e.get("exhaustion") or 2),
    )


def courage(e: Event, s: Setup) -> str:
    why = e.get("why") or {}
    parts = []
    for side in SIDES:
        reasons = why.get(side) or {}
        extra = [t("goc-courage-why", why=k, n=int(n)) for k, n in reasons.items() if n]
        extra = extra if len(extra) > 1 else []
        text = f"{seat_name(s, side)} {int(e.get(side) or 0)}"
        if extra:
            text += f" ({', '.join(extra)})"
        parts.append(text)
    return t("goc-courage", sides=" · ".join(parts))


def no_clash(e: Event, s: Setup) -> str:
    return t("goc-no-clash")


def draw(e: Event, s: Setup) -> str:
    side = e.get("side")
    key = "goc-draw" if side == ATTACKER else "goc-top-up"
    return t(
        key,
        name=seat_name(s, side),
        n=int(e.get("count") or 0),
        cubes=cubes_text(e.get("cubes") or []),
    )


def tactics(e: Event, s: Setup) -> str:
    old, new = cubes_text(e.get("returned") or []), cubes_text(e.get("cubes") or [])
    return t("goc-tactics", name=seat_name(s, e.get("side")), old=old, cubes=new)


def regular_army(e: Event, s: Setup) -> str:
    return t(
        "goc-regular-army",
        name=seat_name(s, e.get("side")),
        aside=cubes_text([e.get("set_aside") or ""]),
        cube=cubes_text([e.get("cube") or ""]),
        cubes=cubes_text(e.get("cubes") or []),
    )


def drawn(e: Event, s: Setup) -> str:
    cubes = e.get("cubes") or []
    return t(
        "goc-drawn",
        cubes=cubes_text(cubes),
        a=int(e.get(ATTACKER) or 0),
        d=int(e.get(DEFENDER) or 0),
        n=int(e.get(NEUTRAL) or 0),
    )


def dealt(e: Event, s: Setup) -> str:
    line = t(
        "goc-dealt",
        attacker=seat_name(s, ATTACKER),
        a=int(e.get(ATTACKER) or 0),
        defender=seat_name(s, DEFENDER),
        d=int(e.get(DEFENDER) or 0),
    )
    for side in e.get("harmless") or []:
        line += " " + t("goc-harmless", name=seat_name(s, side))
    return line


def losses(e: Event, s: Setup) -> str:
    side, enemy = e.get("side"), e.get("enemy")
    units = merged(e.get("units") or {})
    gone = [k for kinds in (e.get("destroyed") or {}).values() for k in kinds]
    hurt = [k for kinds in (e.get("damaged") or {}).values() for k in kinds]
    what = []
    if units:
        what.append(units_text(units))
    if gone:
        what.append(kinds_text(gone))
    if not what and not hurt:
        return t("goc-nothing-destroyed", name=seat_name(s, side), enemy=seat_name(s, enemy))
    line = t(
        "goc-destroys",
        icon=SIDE_ICON.get(side, ""),
        name=seat_name(s, side),
        enemy=seat_name(s, enemy),
        what="; ".join(what) or "—",
    )
    if hurt:
        line += " · " + t("goc-damaged", what=kinds_text(hurt))
    lost = int(e.get("damage") or 0) - int(e.get("placed") or 0)
    if lost > 0:
        line += " · " + t("goc-damage-lost", n=lost)
    return line


def achievement(e: Event, s: Setup) -> str:
    return t(
        "goc-achievement",
        name=seat_name(s, e.get("side")),
        achievement=str(e.get("achievement") or "warlike"),
    )


def reaction(e: Event, s: Setup) -> str:
    side = e.get("side") or DEFENDER
    joined = e.get("joined") or {}
    parts = []
    if e.get("approach"):
        parts.append(t("goc-reaction-close-in"))
    for key, units in joined.items():
        parts.append(t("goc-reaction-joins", army=army_name(s, key), units=units_text(units)))
    if not parts:
        return t("goc-reaction-none", name=seat_name(s, side))
    return t("goc-reaction", name=seat_name(s, side), what="; ".join(parts))


def restored(e: Event, s: Setup) -> str:
    return t("goc-restored", name=seat_name(s, e.get("side")), unit=unit_name(e.get("unit") or ""))


def battle_ended(e: Event, s: Setup) -> str:
    result = str(e.get("result") or "")
    survivors = e.get("survivors") or {}
    head = t(
        "goc-result",
        result=result if result in RESULTS else "both_survive",
        attacker=seat_name(s, ATTACKER),
        defender=seat_name(s, DEFENDER),
    )
    left = " · ".join(
        f"{SIDE_ICON[side]} {seat_name(s, side)}: {units_text(merged(survivors.get(side) or {}))}"
        for side in SIDES
    )
    lines = [head, left]
    for side, n in (e.get("experience") or {}).items():
        if n:
            lines.append(t("goc-experience", name=seat_name(s, side), n=int(n)))
    return "\n".join(lines)


RENDERERS = {
    "forces": forces,
    "reaction": reaction,
    "unpacked": unpacked,
    "defence": defence,
    "bag": bag_line,
    "fabian": fabian,
    "check": check,
    "converted": converted,
    "courage": courage,
    "no_clash": no_clash,
    "draw": draw,
    "tactics": tactics,
    "regular_army": regular_army,
    "drawn": drawn,
    "dealt": dealt,
    "losses": losses,
    "achievement": achievement,
    "restored": restored,
    "battle_ended": battle_ended,
}


def render_event(event: Event, setup: Setup) -> str | None:
    """`Game.render_event`: one event as text; "" for the engine's draws (shown in the line
    after them)."""
    if event.kind == "roll":
        return ""
    renderer = RENDERERS.get(event.kind)
    return renderer(event, setup) if renderer else None
