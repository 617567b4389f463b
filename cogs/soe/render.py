"""Struggle of Empires events as lines of the battle panel and thread (Discord markdown).

`render_event` turns each event the attack procedure logs (cogs/soe/rules.py) into one short
line: every roll with both dice and their difference (a natural 7 flagged), every score with each
bonus named, who lost what and the unrest it costs, naval support, control markers, rewards and
the result. The roll line carries the dice; the score line that follows it adds the bonuses to
their difference without repeating the faces. Pure, like the rules: no Discord import.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.engine import Event
from bot.ui.text import escape, plural
from cogs.soe.rules import (
    ALLY_OF,
    ATTACKER,
    DEFENDER,
    LAND,
    NAVAL,
    SETTINGS_DEFAULTS,
    load_game_data,
)

Setup = Mapping[str, Any]

DIE_FACES = "⚀⚁⚂⚃⚄⚅"
ROLES = {
    ATTACKER: "attacker",
    DEFENDER: "defender",
    ALLY_OF[ATTACKER]: "attacker's ally",
    ALLY_OF[DEFENDER]: "defender's ally",
}
WHERE = {NAVAL: "at sea", LAND: "on land"}
UNIT_NOUNS = {  # a Side's unit field -> (one, many)
    "armies": ("army", "armies"),
    "fleets": ("fleet", "fleets"),
    "forts": ("fort", "forts"),
    "control_markers": ("control marker", "control markers"),
}
CAUSES = {"defeat": "defeat", "tie": "tie", "seven": "natural 7"}
RESOURCES = {"gold": ("gold", "💰"), "vp": ("VP", "🏆")}


# -- words ----------------------------------------------------------------------------------------
def units(n: int, unit: str) -> str:
    one, many = UNIT_NOUNS.get(unit, (unit, unit))
    return plural(n, one, many)


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
    return area.name if area else humanize(key or "the area")


def seat_name(setup: Setup, seat: str | None) -> str:
    """The seat's player (or, defending, the neutral country); its role when nameless."""
    if seat is None:
        return "Nobody"
    info = setup.get("seats", {}).get(seat)
    if isinstance(info, Mapping) and isinstance(info.get("name"), str) and info["name"].strip():
        return escape(info["name"].strip())
    if seat == DEFENDER and is_neutral(setup):
        return escape(neutral_name(setup) or "The neutral country")
    return ROLES.get(seat, humanize(seat)).capitalize()


def seat_role(setup: Setup, seat: str | None) -> str:
    if seat == DEFENDER and is_neutral(setup):
        return "neutral"
    return ROLES.get(seat or "", humanize(seat or "everyone"))


def who(setup: Setup, seat: str | None) -> str:
    """Name and role: 'Ada (attacker)'."""
    return f"{seat_name(setup, seat)} ({seat_role(setup, seat)})"


def possessive(name: str) -> str:
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def other(seat: str) -> str:
    return DEFENDER if seat == ATTACKER else ATTACKER


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
    cost = f" · declaring cost {e['attack_cost_gold']} gold" if "attacker_gold" in s else ""
    if e.get("defender_kind") == "neutral":
        reward = e.get("reward")
        amount = e.get("defence") or 0
        prize = (
            f"reward {amount} {RESOURCES[reward][0]}"
            if reward in RESOURCES and amount
            else "no reward"
        )
        target = escape(neutral_name(s, e.get("neutral")) or seat_name(s, DEFENDER))
        return (
            f"⚔️ {attacker} attacks the neutral country **{target}** in **{area}**"
            f" (defence {e.get('defence')} · {prize}){cost}"
        )
    return f"⚔️ {attacker} attacks {seat_name(s, DEFENDER)} in **{area}**{cost}"


def forces(e: Event, s: Setup) -> str:
    unit_parts = [
        units(e.get(key, 0), key)
        for key in ("armies", "fleets", "forts", "control_markers")
        if e.get(key, 0)
    ]
    tile_parts = [
        plural(n, f"{kind} tile") + where
        for key, kind, where in (
            ("army_training", "Army Training", ""),
            ("navy_training", "Navy Training", ""),
            ("alliance_land", "Alliance", " (land)"),
            ("alliance_sea", "Alliance", " (sea)"),
            ("alliance_either", "Alliance", " (land or sea)"),
        )
        if (n := e.get(key, 0))
    ]
    text = f"📋 {who(s, e['side'])}: {', '.join(unit_parts) or 'no units'}"
    return text + (f" · {', '.join(tile_parts)}" if tile_parts else "")


def ally_decision(e: Event, s: Setup) -> str:
    ally, helped = seat_name(s, e["side"]), seat_name(s, e["helps"])
    if e.get("joined"):
        brought = [units(e.get(k, 0), k) for k in ("armies", "fleets") if e.get(k, 0)]
        return f"🤝 {ally} joins {helped}'s side with {' and '.join(brought) or 'no units'}"
    if e.get("reason") == "no_units":
        return f"🚫 {ally} has no units here and stays out: {helped} fights without an ally"
    return f"🚫 {ally} stays out: {helped} fights without an ally"


# -- naval phase ----------------------------------------------------------------------------------
def naval_phase_skipped(e: Event, s: Setup) -> str:
    if e.get("reason") == "no_sea":
        return f"🌊 No naval phase: {area_name(s)} has no sea"
    return "🌊 No naval phase: a neutral country is attacked on land only"


def naval_decision(e: Event, s: Setup) -> str:
    if e.get("fights"):
        return f"⚓ {seat_name(s, e['side'])} fights the naval battle"
    return f"🏳️ {seat_name(s, e['side'])} declines the naval battle"


def naval_support(e: Event, s: Setup) -> str:
    side, reason = e.get("side"), e.get("reason")
    if side is None:
        why = {
            "no_fleets": "nobody has fleets here",
            "naval_tie": "the naval battle is a tie",
        }.get(reason, humanize(reason or "no winner at sea"))
        return f"🌊 No naval support: {why}"
    name = seat_name(s, side)
    why = {
        "only_fleets": f"only {name} has fleets here",
        "attacker_declined": f"{seat_name(s, ATTACKER)} declined the naval battle",
        "defender_declined": f"{seat_name(s, DEFENDER)} declined the naval battle",
        "naval_combat": "won the naval battle",
    }.get(reason, humanize(reason or ""))
    return f"🌊 Naval support: **{name}** ({why}) · +1 on land"


def alliance_tiles(e: Event, s: Setup) -> str:
    phase = e.get("phase")
    fixed_key = "sea" if phase == NAVAL else "land"
    fixed, either = e.get(fixed_key, 0), e.get("either", 0)
    where = WHERE.get(phase, humanize(phase or ""))
    name = seat_name(s, e["side"])
    if fixed + either == 0:
        return f"📜 {name} spends no Alliance tiles {where}"
    text = f"📜 {name} spends {plural(fixed + either, 'Alliance tile')} {where}"
    if either:  # which were land-or-sea tiles, now spent for the rest of the attack
        detail = [f"{n} {label}" for n, label in ((fixed, fixed_key), (either, "land-or-sea")) if n]
        text += f" ({', '.join(detail)})"
    return text


# -- dice and scores ------------------------------------------------------------------------------
def face(value: Any) -> str:
    if isinstance(value, int) and 1 <= value <= 6:
        return f"{DIE_FACES[value - 1]} {value}"
    return str(value)


def roll(e: Event, s: Setup) -> str:
    purpose = e.get("purpose") or "roll"
    where = WHERE.get(purpose, f"· {humanize(purpose)}")
    head = f"🎲 {who(s, e.get('side')) if e.get('side') else 'Roll'} {where}"
    faces = list(e.get("faces") or ())
    if e.get("dice") == "2d6-difference" and len(faces) == 2:
        first, second = faces
        text = f"{head}: {face(first)} · {face(second)} → difference {abs(first - second)}"
        if first + second == 7:
            text += " · total 7 — **natural 7!**"
        return text
    shown = " · ".join(face(f) for f in faces) or "nothing"
    return f"{head}: {shown} → **{e.get('result')}**"


BonusText = Callable[[Event, int], str]
NAVAL_BONUSES: tuple[tuple[str, BonusText], ...] = (
    ("fleets", lambda e, n: units(n, "fleets")),
    ("allied_fleets", lambda e, n: plural(n, "allied fleet")),
    ("alliance", lambda e, n: plural(n, "Alliance tile")),
    ("training", lambda e, n: f"{n} Navy Training"),
)
LAND_BONUSES: tuple[tuple[str, BonusText], ...] = (
    ("naval_support", lambda e, n: f"{n} naval support"),
    ("armies", lambda e, n: units(n, "armies")),
    ("allied_armies", lambda e, n: plural(n, "allied army", "allied armies")),
    ("training", lambda e, n: f"{n} Army Training"),
    ("fort_bonus", lambda e, n: f"{n} for {units(e.get('forts') or n // 2, 'forts')}"),
    ("alliance", lambda e, n: plural(n, "Alliance tile")),
)
NEUTRAL_BONUSES: tuple[tuple[str, BonusText], ...] = (("defence", lambda e, n: f"{n} defence"),)


def score(e: Event, s: Setup, phase: str) -> str:
    side = e["side"]
    if phase == NAVAL:
        emoji, bonuses = "⚓", NAVAL_BONUSES
    else:
        emoji, bonuses = "🗡️", NEUTRAL_BONUSES if "defence" in e.fields else LAND_BONUSES
    terms = [text(e, n) for key, text in bonuses if (n := e.get(key) or 0)]
    dice = e.get("dice")
    difference = e.get("difference") or 0
    if difference:
        terms.append(f"{difference} from the dice")
    head = f"{emoji} {possessive(seat_name(s, side))} {'naval' if phase == NAVAL else 'land'} score"
    text = f"{head} **{e.get('total', 0)}**"
    if terms:
        text += " = " + " + ".join(terms)
    else:
        text += " (no bonus, no dice difference)" if dice else " (no bonus)"
    if dice is None and "defence" in e.fields:
        text += " · a neutral rolls no dice"
    return text


def combat_result(e: Event, s: Setup, phase: str) -> str:
    what = "Naval battle" if phase == NAVAL else "Land combat"
    attacker, defender = e.get("attacker"), e.get("defender")
    winner = e.get("winner")
    if winner is None:
        return f"⚖️ {what}: **tie** at {attacker}"
    mine, theirs = (attacker, defender) if winner == ATTACKER else (defender, attacker)
    return f"🏁 {what}: **{seat_name(s, winner)} wins** {mine} to {theirs}"


# -- losses ---------------------------------------------------------------------------------------
def unit_lost(e: Event, s: Setup) -> str:
    owner, unit = e["side"], e.get("unit", "units")
    name = seat_name(s, owner)
    if owner in (ALLY_OF[ATTACKER], ALLY_OF[DEFENDER]) and name != seat_name({}, owner):
        helped = ATTACKER if owner == ALLY_OF[ATTACKER] else DEFENDER
        name += f" ({possessive(seat_name(s, helped))} ally)"
    cause = CAUSES.get(e.get("cause"), humanize(e.get("cause") or "loss"))
    where = WHERE.get(e.get("phase"), "")
    text = f"💀 {name} loses {units(1, unit)} ({cause} {where})".replace(" )", ")")
    unrest = unrest_per_loss(s, unit)
    return text + (f" · +{unrest} unrest" if unrest else " · no unrest (naval loss)")


def no_unit_to_lose(e: Event, s: Setup) -> str:
    cause = CAUSES.get(e.get("cause"), humanize(e.get("cause") or "loss"))
    where = WHERE.get(e.get("phase"), "")
    return f"• {seat_name(s, e['side'])} has no unit left to lose ({cause} {where})".replace(
        " )", ")"
    )


def attack_ends(e: Event, s: Setup) -> str:
    if e.get("reason") == "no_attacker_army":
        return (
            f"🛑 {seat_name(s, ATTACKER)} has no army in {area_name(s)}:"
            " the attack ends at sea, no land combat"
        )
    return f"🛑 The attack ends: {humanize(e.get('reason') or 'no reason given')}"


# -- the outcome ----------------------------------------------------------------------------------
def control_marker(e: Event, s: Setup) -> str:
    area = area_name(s, e.get("area"))
    text = f"🚩 {seat_name(s, e.get('placed_by') or ATTACKER)} places a control marker in {area}"
    removed = e.get("removed_from")
    return text + (f"; {seat_name(s, removed)} removes one" if removed else "")


def control_unchanged(e: Event, s: Setup) -> str:
    area = area_name(s, e.get("area"))
    defender = seat_name(s, DEFENDER)
    why = {
        "no_land_combat": "no land combat",
        "tie_defender_holds": f"tie on land, {defender} holds",
        "attack_repulsed": "the attack is repulsed",
        "defender_has_no_marker": f"{defender} has no control marker there to remove",
    }.get(e.get("reason"), humanize(e.get("reason") or "no change"))
    return f"🏳️ Control of {area} unchanged ({why})"


def reward(e: Event, s: Setup) -> str:
    label, emoji = RESOURCES.get(e.get("resource"), (humanize(e.get("resource") or ""), "🎁"))
    source = neutral_name(s, e.get("neutral")) or seat_name(s, DEFENDER)
    return f"{emoji} {seat_name(s, e['side'])} gains **{e.get('amount')} {label}** from {source}"


def unrest(e: Event, s: Setup) -> str:
    points = e.get("points", 0)
    return f"😠 {seat_name(s, e['side'])}: **+{points} unrest** in all"


def attack_result(e: Event, s: Setup) -> str:
    winner = e.get("winner")
    area = area_name(s)
    if winner == ATTACKER:
        return f"🏆 **{seat_name(s, ATTACKER)} wins the attack on {area}**"
    if winner == DEFENDER:
        return f"🛡️ **{seat_name(s, DEFENDER)} wins: the attack on {area} fails**"
    return f"🤝 **No winner** in {area}"


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
