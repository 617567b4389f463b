"""The Great War's events as lines of the battle thread (Discord markdown), in the reader's words.

`render_event` turns each event the procedure logs (rules.py, bombing.py, muster.py) into one
short line: every throw with its dice, the number it needed and the hits; each side's losses
(units destroyed, two-hit units damaged) and how they were chosen; decisions, air superiority,
submerging, hunting, the raid's bombs and the result. The engine's own "roll" events are shown
within the "fire" line that follows them (""). Every word comes from cogs/gw/locales.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from bot.engine import Event
from bot.i18n import t
from bot.ui.text import escape
from cogs.gw.forces import ATTACKER, DEFENDER

Setup = Mapping[str, Any]
DIE_FACES = "⚀⚁⚂⚃⚄⚅"
SIDE_ICON = {ATTACKER: "⚔️", DEFENDER: "🛡️"}
MODES = ("entrenched", "landing", "adjacent", "bombarded", "submerged", "withdrawn", "retreated")
RESULTS = ("attacker_win", "defender_win", "contested", "mutual_destruction")


# -- words ----------------------------------------------------------------------------------------
def unit_name(key: str) -> str:
    """'Infantry', 'Rail gun' … in the reader's words (the glossary's terms)."""
    key = str(key)
    if key == "zeppelin_high":
        return t("gw-count-high")
    return t("gw-unit", unit=key)


def units_text(units: Mapping[str, int] | Iterable[tuple[str, int]]) -> str:
    """'Infantry ×3, Tank ×1' (by unit type); 'no units' when empty."""
    items = units.items() if isinstance(units, Mapping) else units
    parts = [f"{unit_name(k)} ×{n}" for k, n in items if n]
    return ", ".join(parts) or t("gw-no-units")


def stack_parts(key: str) -> tuple[str, str, list[str]]:
    """A stack key ("attacker.dreadnought.damaged") as (nation, unit, notes)."""
    parts = str(key).split(".")
    if len(parts) == 1:
        return "", parts[0], []
    return parts[0], parts[1], parts[2:]


def note_words(notes: Iterable[str]) -> str:
    return ", ".join(t("gw-mode", mode=n) for n in notes)


def stack_name(key: str) -> str:
    """'Dreadnought (damaged)', 'Infantry (entrenched)', 'Submarine'."""
    _, unit, notes = stack_parts(key)
    name = unit_name(unit)
    return t("gw-stack", unit=name, notes=note_words(notes)) if notes else name


def seat_name(setup: Setup, seat: str | None) -> str:
    info = (setup.get("seats") or {}).get(seat) if seat else None
    if isinstance(info, Mapping) and isinstance(info.get("name"), str) and info["name"].strip():
        return escape(info["name"].strip())
    return t("gw-role", side=seat if seat in (ATTACKER, DEFENDER) else DEFENDER).capitalize()


def side_name(setup: Setup, side: str | None) -> str:
    """The player of a side: the attacker's first seat, or the defender's."""
    return seat_name(setup, side)


def faces_text(faces: Iterable[int]) -> str:
    return " ".join(DIE_FACES[f - 1] if 1 <= f <= 6 else str(f) for f in faces)


def percent(p: float) -> str:
    return f"{round(100 * p)}%"


# -- the events -----------------------------------------------------------------------------------
def count_name(key: str) -> str:
    """A count of the forces step: a unit type, or what it does there ("landing: Infantry")."""
    special = {
        "entrenched_infantry": "gw-count-entrenched",
        "adjacent_rail_guns": "gw-count-adjacent",
        "interceptors": "gw-count-interceptors",
        "zeppelin_high": "gw-count-high",
        "transports": "gw-count-transports",
    }
    if key in special:
        return t(special[key])
    if key.startswith("landing_"):
        return t("gw-count-landing", unit=unit_name(key.removeprefix("landing_")))
    if key.startswith("support_"):
        return t("gw-count-support", unit=unit_name(key.removeprefix("support_")))
    if key.startswith("path_"):
        return t("gw-count-path", n=int(key.removeprefix("path_") or 0))
    return unit_name(key)


def forces(e: Event, s: Setup) -> str:
    side = e.get("side")
    units = dict(e.get("units") or {})
    text = ", ".join(f"{count_name(k)} ×{n}" for k, n in units.items() if n) or t("gw-no-units")
    icon = SIDE_ICON.get(side if side == DEFENDER else ATTACKER, "")
    return t("gw-forces", icon=icon, name=side_name(s, side), units=text)


def standing_set(e: Event, s: Setup) -> str:
    side = e.get("side")
    icon = SIDE_ICON.get(side if side == DEFENDER else ATTACKER, "")
    choice = t("gw-standing-choice", choice=str(e.get("choice") or "ask"))
    return t("gw-standing-set", icon=icon, name=side_name(s, side), choice=choice)


def battle_started(e: Event, s: Setup) -> str:
    return t(
        "gw-battle-started",
        kind=str(e.get("battle") or "land"),
        attacker=side_name(s, ATTACKER),
        defender=side_name(s, DEFENDER),
    )


def round_started(e: Event, s: Setup) -> str:
    return t("gw-round", round=int(e.get("round") or 0), part=str(e.get("part") or "land"))


def fire(e: Event, s: Setup) -> str:
    unit = str(e.get("unit") or "")
    name = stack_name(e["stack"]) if e.get("stack") else unit_name(unit)
    count = int(e.get("count") or 0)
    line = t(
        "gw-fire",
        step=t("gw-step", step=str(e.get("step") or "")),
        name=side_name(s, e.get("side")),
        units=f"{name} ×{count}",
        target=int(e.get("target") or 0),
        faces=faces_text(e.get("faces") or []),
        hits=int(e.get("hits") or 0),
    )
    if e.get("at") == "submerged":
        line += " " + t("gw-fire-at-submerged")
    territory = str(e.get("territory") or "")
    if territory.startswith("path_"):
        line += " · " + t("gw-count-path", n=int(territory.removeprefix("path_") or 0))
    elif territory and territory != "target":
        line += f" · {escape(territory)}"
    return line


def losses(e: Event, s: Setup) -> str:
    side = e.get("side")
    destroyed = {k: n for k, n in (e.get("destroyed") or {}).items() if n}
    damaged = [
        (key, n)
        for key, n in (e.get("changes") or {}).items()
        if n > 0 and stack_parts(key)[2] == ["damaged"]
    ]
    hurt = ", ".join(
        t("gw-damaged", units=f"{unit_name(stack_parts(k)[1])} ×{n}") for k, n in damaged
    )
    name = side_name(s, side)
    if destroyed:
        line = t("gw-losses", name=name, units=units_text(destroyed))
        line += f"; {hurt}" if hurt else ""
    elif hurt:
        line = t("gw-losses-damaged", name=name, units=hurt)
    else:
        return t("gw-no-losses", name=name)
    how = str(e.get("how") or "")
    if e.get("restriction") == "called":
        line += " " + t("gw-by-called-shots", name=side_name(s, e.get("placed_by")))
    elif how in ("cheapest", "strongest", "attack"):
        line += f" · {t('gw-preset', preset=how)}"
    return line


def air_superiority(e: Event, s: Setup) -> str:
    side = e.get("side")
    if side in (ATTACKER, DEFENDER):
        return t("gw-air-superiority", name=side_name(s, side))
    return "" if not e.get("fought") else t("gw-air-superiority-none")


def segment_ended(e: Event, s: Setup) -> str:
    if e.get("part") != "air":
        return ""
    return t("gw-air-combat-ended", rounds=int(e.get("rounds") or 0))


def submerged(e: Event, s: Setup) -> str:
    units = {stack_parts(k)[1]: n for k, n in (e.get("units") or {}).items() if n}
    if not units:
        return t("gw-subs-fire", name=side_name(s, DEFENDER))
    return t("gw-submerged", name=side_name(s, DEFENDER), units=units_text(units))


def hunting(e: Event, s: Setup) -> str:
    hunters = {k: n for k, n in (e.get("hunters") or {}).items() if n}
    if not hunters:
        return t("gw-no-hunting", name=side_name(s, ATTACKER))
    units = ", ".join(f"{stack_name(k)} ×{n}" for k, n in hunters.items())
    return t("gw-hunting", name=side_name(s, ATTACKER), units=units)


def decision(side: str):
    def line(e: Event, s: Setup) -> str:
        choice = str(e.get("choice") or "continue")
        kind = "retreat" if choice.startswith("retreat:") else choice
        text = t("gw-decision", choice=kind, name=side_name(s, side))
        if e.get("win_chance") is not None:
            text += " " + t("gw-by-rule", chance=percent(float(e["win_chance"])))
        return text

    return line


def battle_ended(e: Event, s: Setup) -> str:
    result = str(e.get("result") or "")
    survivors = e.get("survivors") or {}
    tuv = e.get("tuv_lost") or {}
    head = t(
        "gw-battle-ended",
        result=result if result in RESULTS else "mutual_destruction",
        kind=str(s.get("kind") or "land"),
        rounds=int(e.get("rounds") or 0),
    )
    left = t(
        "gw-survivors",
        attacker=side_name(s, ATTACKER),
        a=units_text(survivors.get(ATTACKER) or {}),
        defender=side_name(s, DEFENDER),
        d=units_text(survivors.get(DEFENDER) or {}),
    )
    lost = t("gw-tuv-lost", a=int(tuv.get(ATTACKER, 0)), d=int(tuv.get(DEFENDER, 0)))
    return f"{head}\n{left} · {lost}"


def raid_started(e: Event, s: Setup) -> str:
    return t(
        "gw-raid-started",
        name=side_name(s, ATTACKER),
        units=units_text(e.get("units") or {}),
        cap=int(e.get("cap") or 0),
    )


def bombing(e: Event, s: Setup) -> str:
    return t(
        "gw-bombing",
        unit=unit_name(str(e.get("unit") or "")),
        die=str(e.get("die") or ""),
        faces=faces_text([int(e.get("face") or 0)]),
        loss=int(e.get("loss") or 0),
    )


def raid_ended(e: Event, s: Setup) -> str:
    return t(
        "gw-raid-ended",
        rolled=int(e.get("rolled") or 0),
        damage=int(e.get("damage") or 0),
        cap=int(e.get("cap") or 0),
        name=side_name(s, DEFENDER),
    )


def mines(e: Event, s: Setup) -> str:
    unit = f"{unit_name(str(e.get('unit') or ''))} ×{int(e.get('count') or 0)}"
    return t(
        "gw-mines",
        zone=int(e.get("zone") or 1),
        units=unit,
        target=int(e.get("target") or 1),
        faces=faces_text(e.get("faces") or []),
        hits=int(e.get("hits") or 0),
    )


def waves(e: Event, s: Setup, key: str) -> str:
    nations = e.get("nations") or []
    attackers = s.get("attackers") or (s.get("muster") or {}).get("order") or []
    if len(attackers) <= 1 and len(nations) <= 1:
        return ""  # one attacking nation: the wave is the battle
    names = [seat_name(s, n) if n in (s.get("seats") or {}) else escape(str(n)) for n in nations]
    return t(key, wave=int(e.get("wave") or 0) + 1, nations=", ".join(names))


RENDERERS = {
    "forces": forces,
    "standing": standing_set,
    "battle_started": battle_started,
    "round_started": round_started,
    "fire": fire,
    "losses": losses,
    "air_superiority": air_superiority,
    "segment_ended": segment_ended,
    "submerged": submerged,
    "hunting": hunting,
    "attacker_decision": decision(ATTACKER),
    "defender_decision": decision(DEFENDER),
    "battle_ended": battle_ended,
    "raid_started": raid_started,
    "bombing": bombing,
    "raid_ended": raid_ended,
    "mines": mines,
    "air_withdrawn": lambda e, s: t("gw-air-withdrawn", name=side_name(s, e.get("side"))),
    "stalemate": lambda e, s: t("gw-stalemate"),
    "walked_in": lambda e, s: t("gw-walked-in", name=side_name(s, ATTACKER)),
    "rail_guns": lambda e, s: t(
        "gw-rail-guns", bombard=int(e.get("bombard") or 0), join=int(e.get("join") or 0)
    ),
    "altitude": lambda e, s: t(
        "gw-altitude", high=int(e.get("high") or 0), low=int(e.get("low") or 0)
    ),
    "wave_started": lambda e, s: waves(e, s, "gw-wave-started"),
    "wave_ended": lambda e, s: "",
    "roll": lambda e, s: "",  # its faces are in the "fire" or "bombing" line
}
EVENT_KINDS = tuple(RENDERERS)


def render_event(event: Event, setup: Setup) -> str | None:
    """`Game.render_event`: one line per event ("" to show it within another; None: generic)."""
    found = RENDERERS.get(event.kind)
    return found(event, setup) if found else None
