"""Struggle of Empires events as lines of the battle panel and thread (Discord markdown).

`render_event` turns each event the attack procedure logs (cogs/soe/rules.py) into one short
line: every roll with both dice and their difference (a natural 7 flagged), every score with each
bonus named, who lost what and the unrest it costs, naval support, control markers, rewards and
the result. The roll line carries the dice; the score line that follows it adds the bonuses to
their difference without repeating the faces. Pure, like the rules: no Discord import. Every
word comes from the catalogs (cogs/soe/locales), in the language being spoken.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.engine import Event
from bot.i18n import t
from bot.ui.text import escape
from cogs.soe.rules import (
    ALLY_OF,
    ATTACKER,
    DEFENDER,
    LAND,
    NAVAL,
    SETTINGS_DEFAULTS,
    load_game_data,
    side_of_seat,
)

Setup = Mapping[str, Any]

DIE_FACES = "⚀⚁⚂⚃⚄⚅"
SEATS = (ATTACKER, DEFENDER, ALLY_OF[ATTACKER], ALLY_OF[DEFENDER])
UNITS = ("armies", "fleets", "forts", "control_markers")
CAUSES = ("defeat", "tie", "seven")
RESOURCES = {"gold": "💰", "vp": "🏆"}


# -- words ----------------------------------------------------------------------------------------
def units(n: int, unit: str) -> str:
    """'1 army', '2 fleets', '0 control markers' (a Side's unit field), in the reader's words."""
    if unit == "armies":
        return t("soe-n-armies", n=n)
    if unit == "fleets":
        return t("soe-n-fleets", n=n)
    if unit == "forts":
        return t("soe-n-forts", n=n)
    if unit in ("control_markers", "control"):
        return t("soe-n-control-markers", n=n)
    return f"{n} {humanize(unit)}"


def tiles(n: int, kind: str) -> str:
    """'1 Navy Training tile', '2 Alliance tiles (land)' ..."""
    return t("soe-n-tiles", n=n, kind=kind)


def humanize(key: str) -> str:
    return str(key).replace("_", " ")


def is_neutral(setup: Setup) -> bool:
    return setup.get("defender_kind") == "neutral"


def neutral_name(setup: Setup, key: str | None = None) -> str | None:
    neutral = load_game_data().neutrals.get(key or setup.get("neutral"))
    return neutral.name if neutral else None


def area_name(setup: Setup, key: str | None = None) -> str:
    key = key or setup.get("area")
    area = load_game_data().areas.get(key)
    return area.name if area else (humanize(key) if key else t("soe-the-area"))


def seat_name(setup: Setup, seat: str | None) -> str:
    """The seat's player (or, defending, the neutral country); its role when nameless."""
    if seat is None:
        return t("soe-nobody")
    info = setup.get("seats", {}).get(seat)
    if isinstance(info, Mapping) and isinstance(info.get("name"), str) and info["name"].strip():
        return escape(info["name"].strip())
    if seat == DEFENDER and is_neutral(setup):
        return escape(neutral_name(setup) or t("soe-the-neutral-country"))
    if base_seat(seat) in SEATS:
        return t("soe-seat", seat=base_seat(seat))
    return humanize(seat).capitalize()


def base_seat(seat: str) -> str:
    """The seat as the catalogs name its role: every ally of a side is that side's ally."""
    side = side_of_seat(seat)
    return seat if side is None or seat == side else ALLY_OF[side]


def seat_role(setup: Setup, seat: str | None) -> str:
    if seat == DEFENDER and is_neutral(setup):
        return t("soe-role", seat="neutral")
    if seat is not None and base_seat(seat) in SEATS:
        return t("soe-role", seat=base_seat(seat))
    return humanize(seat) if seat else t("soe-everyone")


def who(setup: Setup, seat: str | None) -> str:
    """Name and role: 'Ada (attacker)'."""
    return t("soe-who", name=seat_name(setup, seat), role=seat_role(setup, seat))


def possessive(name: str) -> str:
    """English only: the catalogs' other languages name the owner their own way."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def other(seat: str) -> str:
    return DEFENDER if seat == ATTACKER else ATTACKER


def where(phase: Any) -> str:
    """'at sea', 'on land' ('' for anything else)."""
    return t("soe-where", phase=phase) if phase in (NAVAL, LAND) else ""


def cause_text(cause: Any) -> str:
    return t("soe-cause", cause=cause) if cause in CAUSES else humanize(cause or "loss")


def circumstance(e: Event) -> str:
    """'defeat at sea', 'natural 7 on land', 'tie'."""
    return " ".join(p for p in (cause_text(e.get("cause")), where(e.get("phase"))) if p)


def and_list(parts: list[str]) -> str:
    if len(parts) < 2:
        return "".join(parts)
    return t("soe-and", first=", ".join(parts[:-1]), last=parts[-1])


def unrest_per_loss(setup: Setup, unit: str) -> int:
    """One unrest per unit lost; fleets only while the campaign counts naval losses."""
    if unit != "fleets":
        return 1
    settings = setup.get("settings") or {}
    return int(bool(settings.get("naval_losses_unrest", SETTINGS_DEFAULTS["naval_losses_unrest"])))


# -- declaring ------------------------------------------------------------------------------------
def attack_declared(e: Event, s: Setup) -> str:
    area = area_name(s, e.get("area"))
    attacker = seat_name(s, ATTACKER)
    cost = (
        " · " + t("soe-declaring-cost", gold=e["attack_cost_gold"]) if "attacker_gold" in s else ""
    )
    if e.get("defender_kind") == "neutral":
        reward = e.get("reward")
        amount = e.get("defence") or 0
        prize = (
            t("soe-prize", amount=amount_text(reward, amount))
            if reward in RESOURCES and amount
            else t("soe-no-prize")
        )
        target = escape(neutral_name(s, e.get("neutral")) or seat_name(s, DEFENDER))
        line = t(
            "soe-attack-declared-neutral",
            attacker=attacker,
            target=target,
            area=area,
            defence=str(e.get("defence")),
            prize=prize,
        )
        return line + cost
    return (
        t("soe-attack-declared", attacker=attacker, defender=seat_name(s, DEFENDER), area=area)
        + cost
    )


def amount_text(resource: Any, n: int) -> str:
    """'3 gold', '2 VP'."""
    if resource in RESOURCES:
        return t("soe-amount", resource=resource, n=n)
    return f"{n} {humanize(resource or '')}"


def forces(e: Event, s: Setup) -> str:
    unit_parts = [units(e.get(key, 0), key) for key in UNITS if e.get(key, 0)]
    tile_parts = [
        tiles(n, key)
        for key in (
            "army_training",
            "navy_training",
            "alliance_land",
            "alliance_sea",
            "alliance_either",
        )
        if (n := e.get(key, 0))
    ]
    text = t("soe-forces", who=who(s, e["side"]), units=", ".join(unit_parts) or t("soe-no-units"))
    return text + (f" · {', '.join(tile_parts)}" if tile_parts else "")


def ally_decision(e: Event, s: Setup) -> str:
    ally, helped = seat_name(s, e["side"]), seat_name(s, e["helps"])
    if e.get("joined"):
        brought = [units(e.get(k, 0), k) for k in ("armies", "fleets") if e.get(k, 0)]
        return t(
            "soe-ally-joins",
            ally=ally,
            helped=helped,
            brought=and_list(brought) or t("soe-no-units"),
        )
    if e.get("reason") == "no_units":
        return t("soe-ally-has-no-units", ally=ally, helped=helped)
    return t("soe-ally-stays-out", ally=ally, helped=helped)


# -- naval phase ----------------------------------------------------------------------------------
def naval_phase_skipped(e: Event, s: Setup) -> str:
    if e.get("reason") == "no_sea":
        return t("soe-no-naval-phase-no-sea", area=area_name(s))
    return t("soe-no-naval-phase-neutral")


def naval_decision(e: Event, s: Setup) -> str:
    key = "soe-naval-fights" if e.get("fights") else "soe-naval-declines"
    return t(key, name=seat_name(s, e["side"]))


def naval_support(e: Event, s: Setup) -> str:
    side, reason = e.get("side"), e.get("reason")
    if side is None:
        if reason in ("no_fleets", "naval_tie"):
            why = t("soe-no-naval-support-why", reason=reason)
        else:
            why = humanize(reason) if reason else t("soe-no-winner-at-sea")
        return t("soe-no-naval-support", why=why)
    name = seat_name(s, side)
    if reason in ("only_fleets", "attacker_declined", "defender_declined", "naval_combat"):
        why = t(
            "soe-naval-support-why",
            reason=reason,
            name=name,
            attacker=seat_name(s, ATTACKER),
            defender=seat_name(s, DEFENDER),
        )
    else:
        why = humanize(reason or "")
    return t("soe-naval-support", name=name, why=why)


def alliance_tiles(e: Event, s: Setup) -> str:
    phase = e.get("phase")
    fixed_key = "sea" if phase == NAVAL else "land"
    fixed, either = e.get(fixed_key, 0), e.get("either", 0)
    at = where(phase) or humanize(phase or "")
    name = seat_name(s, e["side"])
    if fixed + either == 0:
        return t("soe-tiles-none", name=name, where=at)
    text = t("soe-tiles-spent", name=name, tiles=tiles(fixed + either, "alliance"), where=at)
    if either:  # which were land-or-sea tiles, now spent for the rest of the attack
        detail = [
            t("soe-tiles-kind", n=n, kind=kind)
            for n, kind in ((fixed, fixed_key), (either, "either"))
            if n
        ]
        text += f" ({', '.join(detail)})"
    return text


# -- dice and scores ------------------------------------------------------------------------------
def face(value: Any) -> str:
    if isinstance(value, int) and 1 <= value <= 6:
        return f"{DIE_FACES[value - 1]} {value}"
    return str(value)


def roll(e: Event, s: Setup) -> str:
    purpose = e.get("purpose") or "roll"
    at = where(purpose) or f"· {humanize(purpose)}"
    head = t(
        "soe-roll-head",
        who=who(s, e.get("side")) if e.get("side") else t("soe-roll"),
        where=at,
    )
    faces = list(e.get("faces") or ())
    if e.get("dice") == "2d6-difference" and len(faces) == 2:
        first, second = faces
        text = t(
            "soe-roll-two-dice",
            head=head,
            first=face(first),
            second=face(second),
            difference=abs(first - second),
        )
        if first + second == 7:
            text += " · " + t("soe-roll-natural-seven")
        return text
    shown = " · ".join(face(f) for f in faces) or t("soe-roll-nothing")
    return t("soe-roll-result", head=head, faces=shown, result=str(e.get("result")))


BonusText = Callable[[Event, int], str]
NAVAL_BONUSES: tuple[tuple[str, BonusText], ...] = (
    ("fleets", lambda e, n: units(n, "fleets")),
    ("allied_fleets", lambda e, n: t("soe-n-allied-fleets", n=n)),
    ("alliance", lambda e, n: tiles(n, "alliance")),
    ("training", lambda e, n: t("soe-bonus-navy-training", n=n)),
)
LAND_BONUSES: tuple[tuple[str, BonusText], ...] = (
    ("naval_support", lambda e, n: t("soe-bonus-naval-support", n=n)),
    ("armies", lambda e, n: units(n, "armies")),
    ("allied_armies", lambda e, n: t("soe-n-allied-armies", n=n)),
    ("training", lambda e, n: t("soe-bonus-army-training", n=n)),
    (
        "fort_bonus",
        lambda e, n: t("soe-bonus-forts", n=n, forts=units(e.get("forts") or n // 2, "forts")),
    ),
    ("alliance", lambda e, n: tiles(n, "alliance")),
)
NEUTRAL_BONUSES: tuple[tuple[str, BonusText], ...] = (
    ("defence", lambda e, n: t("soe-bonus-defence", n=n)),
)


def score(e: Event, s: Setup, phase: str) -> str:
    side = e["side"]
    if phase == NAVAL:
        bonuses = NAVAL_BONUSES
    else:
        bonuses = NEUTRAL_BONUSES if "defence" in e.fields else LAND_BONUSES
    terms = [text(e, n) for key, text in bonuses if (n := e.get(key) or 0)]
    dice = e.get("dice")
    difference = e.get("difference") or 0
    if difference:
        terms.append(t("soe-bonus-dice", n=difference))
    name = seat_name(s, side)
    text = t(
        "soe-score",
        phase=NAVAL if phase == NAVAL else LAND,
        name=name,
        owner=possessive(name),
        total=e.get("total", 0),
    )
    if terms:
        text += " = " + " + ".join(terms)
    else:
        text += " " + t("soe-score-no-bonus-no-dice" if dice else "soe-score-no-bonus")
    if dice is None and "defence" in e.fields:
        text += " · " + t("soe-score-neutral-no-dice")
    return text


def combat_result(e: Event, s: Setup, phase: str) -> str:
    what = t("soe-combat", phase=NAVAL if phase == NAVAL else LAND)
    attacker, defender = e.get("attacker"), e.get("defender")
    winner = e.get("winner")
    if winner is None:
        return t("soe-combat-tie", what=what, score=str(attacker))
    mine, theirs = (attacker, defender) if winner == ATTACKER else (defender, attacker)
    return t(
        "soe-combat-won", what=what, winner=seat_name(s, winner), mine=str(mine), theirs=str(theirs)
    )


# -- losses ---------------------------------------------------------------------------------------
def unit_lost(e: Event, s: Setup) -> str:
    owner, unit = e["side"], e.get("unit", "units")
    name = seat_name(s, owner)
    side = side_of_seat(owner)
    if side is not None and owner != side and name != seat_name({}, owner):
        helped = seat_name(s, side)
        name = t("soe-ally-of", name=name, helped=helped, owner=possessive(helped))
    text = t(
        "soe-unit-lost",
        name=name,
        unit=unit if unit in UNITS else "other",
        what=units(1, unit),
        circumstance=circumstance(e),
    )
    unrest = unrest_per_loss(s, unit)
    return text + " · " + (t("soe-loss-unrest", n=unrest) if unrest else t("soe-loss-no-unrest"))


def no_unit_to_lose(e: Event, s: Setup) -> str:
    return t("soe-no-unit-to-lose", name=seat_name(s, e["side"]), circumstance=circumstance(e))


def attack_ends(e: Event, s: Setup) -> str:
    if e.get("reason") == "no_attacker_army":
        return t("soe-attack-ends-no-army", attacker=seat_name(s, ATTACKER), area=area_name(s))
    reason = e.get("reason")
    return t("soe-attack-ends", reason=humanize(reason) if reason else t("soe-no-reason"))


# -- the outcome ----------------------------------------------------------------------------------
def control_marker(e: Event, s: Setup) -> str:
    area = area_name(s, e.get("area"))
    name = seat_name(s, e.get("placed_by") or ATTACKER)
    removed = e.get("removed_from")
    if removed:
        return t("soe-control-placed-removed", name=name, area=area, removed=seat_name(s, removed))
    return t("soe-control-placed", name=name, area=area)


CONTROL_REASONS = (
    "no_land_combat",
    "tie_defender_holds",
    "attack_repulsed",
    "defender_has_no_marker",
)


def control_unchanged(e: Event, s: Setup) -> str:
    area = area_name(s, e.get("area"))
    reason = e.get("reason")
    if reason in CONTROL_REASONS:
        why = t("soe-control-unchanged-why", reason=reason, defender=seat_name(s, DEFENDER))
    else:
        why = humanize(reason) if reason else t("soe-no-change")
    return t("soe-control-unchanged", area=area, why=why)


def reward(e: Event, s: Setup) -> str:
    resource = e.get("resource")
    emoji = RESOURCES.get(resource, "🎁")
    source = neutral_name(s, e.get("neutral")) or seat_name(s, DEFENDER)
    return t(
        "soe-reward",
        emoji=emoji,
        name=seat_name(s, e["side"]),
        amount=amount_text(resource, e.get("amount")),
        source=source,
    )


def unrest(e: Event, s: Setup) -> str:
    return t("soe-unrest", name=seat_name(s, e["side"]), n=e.get("points", 0))


def attack_result(e: Event, s: Setup) -> str:
    winner = e.get("winner")
    area = area_name(s)
    if winner == ATTACKER:
        return t("soe-attack-won", attacker=seat_name(s, ATTACKER), area=area)
    if winner == DEFENDER:
        return t("soe-attack-failed", defender=seat_name(s, DEFENDER), area=area)
    return t("soe-attack-no-winner", area=area)


RENDERERS: dict[str, Callable[[Event, Setup], str]] = {
    "attack_declared": attack_declared,
    "forces": forces,
    "ally_decision": ally_decision,
    "naval_phase_skipped": naval_phase_skipped,
    "naval_decision": naval_decision,
    "naval_support": naval_support,
    "alliance_tiles": alliance_tiles,
    "roll": roll,
    "naval_score": lambda e, s: score(e, s, NAVAL),
    "land_score": lambda e, s: score(e, s, LAND),
    "naval_result": lambda e, s: combat_result(e, s, NAVAL),
    "land_result": lambda e, s: combat_result(e, s, LAND),
    "unit_lost": unit_lost,
    "no_unit_to_lose": no_unit_to_lose,
    "attack_ends": attack_ends,
    "control_marker": control_marker,
    "control_unchanged": control_unchanged,
    "reward": reward,
    "unrest": unrest,
    "attack_result": attack_result,
}


def render_event(event: Event, setup: Mapping[str, Any]) -> str | None:
    """One line for the battle panel; None for a kind this game does not log (or a record too
    broken to read), which the panel shows with its generic line instead."""
    renderer = RENDERERS.get(event.kind)
    if renderer is None:
        return None
    try:
        return renderer(event, setup)
    except (KeyError, TypeError, ValueError, AttributeError):
        return None
