"""Civilization's asks in the reader's words (`Game.localize_ask`).

The rules stay pure and English; here each ask gets its prompt and its options' and counts'
labels from cogs/civ/locales. A battle turn's private ask gets the player's own hand in its
prompt — it is shown only on their private panel — and its options ("Knight 3 → front 2
(Archer 2)") are rebuilt from their keys and the board the ask carries. Keys and bounds never
change, so every answer means what it meant.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from bot.engine import Ask, AskKind, Count, Option
from bot.i18n import FALLBACK, current, t
from cogs.civ.cards import parse_card, stats
from cogs.civ.combat import NEW
from cogs.civ.effects import BATTLE, powers
from cogs.civ.muster import RANDOM, RANK
from cogs.civ.render import (
    _rank_of,
    card_name,
    effect_name,
    printed_card,
    resource_name,
    seat_name,
    unit_name,
    unit_text,
)

TURN_ASKS = ("play", "play_card", "play_target")


def count_label(key: str) -> str:
    if key in BATTLE:
        return effect_name(key)
    if key.startswith(RANK):
        return t("civ-count-rank", unit=unit_name(key.removeprefix(RANK)))
    if key.startswith(RANDOM):
        return t("civ-count-random", unit=unit_name(key.removeprefix(RANDOM)))
    try:
        unit, value = parse_card(key)
    except ValueError:
        return t("civ-count", what=key)
    return t("civ-count-card", unit=unit_name(unit), value=value)


def hand_card(view: Mapping[str, Any], card: str) -> str:
    """A card of the player's hand at their rank: "Knight 3" (with what the side's effects
    add: Himeji, Japanese)."""
    side = view["side"]
    unit, _ = parse_card(card)
    rank = int(view["ranks"][side].get(unit, 1)) if unit != "aircraft" else 1
    wnw = bool(view["combat"].get("wnw"))
    worth = stats(card, view["ranks"][side], wnw=wnw)
    plus = powers((view.get("effects") or {}).get(side) or []).plus(unit)
    return card_name(card, rank, worth.attack + plus, worth.health + plus if wnw else None)


def pass_text(view: Mapping[str, Any]) -> str:
    cost = powers((view.get("effects") or {}).get(view["side"]) or []).pass_cost
    return t("civ-pass-option", trade=cost)


def target_text(view: Mapping[str, Any], target: str) -> str:
    if target == NEW:
        return t("civ-target-new")
    for front in view["board"]:
        if str(front["number"]) == str(target):
            (unit,) = front["units"].values()
            kind = parse_card(unit["card"])[0]
            enemy = "defender" if view["side"] == "attacker" else "attacker"
            rank = int(view["ranks"].get(enemy, {}).get(kind, 1))
            text = unit_text(unit, {kind: rank}, bool(view["combat"].get("wnw")))
            return t("civ-target-front", front=front["number"], unit=text)
    return t("civ-target-front", front=target, unit="?")


def hand_text(view: Mapping[str, Any], hand: list[str]) -> str:
    return ", ".join(hand_card(view, c) for c in hand) or t("civ-no-cards")


def option_label(ask: Ask, option: Option, setup: Mapping[str, Any]) -> str:
    view = ask.fields.get("view") or {}
    if option.key == "pass" and ask.purpose in TURN_ASKS and view:
        return pass_text(view)
    if ask.purpose == "play" and view:
        card, _, target = option.key.partition("@")
        return t("civ-play-option", card=hand_card(view, card), target=target_text(view, target))
    if ask.purpose == "play_card" and view:
        return hand_card(view, option.key)
    if ask.purpose == "play_target" and view:
        return target_text(view, option.key)
    if ask.purpose == "loot":
        kind, _, item = option.key.partition(":")
        amount = int((ask.fields.get("amounts") or {}).get(option.key, 1))
        cost = (ask.fields.get("costs") or {}).get(option.key)
        if kind == "resource":
            text = t("civ-loot-resource", resource=resource_name(item))
        elif kind == "tech":
            text = t("civ-loot-tech", tech=item.replace("_", " ").title() if item else "")
        else:
            text = t("civ-loot", pick=kind, amount=amount)
        return f"{text} {t('civ-loot-cost', points=int(cost))}" if cost else text
    if ask.purpose == "zhukov":
        for front in ask.fields.get("board") or []:
            if str(front["number"]) == option.key:
                enemy = "defender" if ask.seat == "attacker" else "attacker"
                unit = front["units"][enemy]
                shown = unit_text(unit, {parse_card(unit["card"])[0]: _rank_of(unit)})
                return t("civ-target-front", front=front["number"], unit=shown)
    if ask.purpose == "save":
        return printed_card(option.key)
    return option.label


def _prompt(ask: Ask, setup: Mapping[str, Any]) -> str | None:
    fields = ask.fields
    purpose = ask.purpose
    if purpose == "army":
        if ask.kind is AskKind.SECRET:
            return t("civ-ask-army-all")
        return t("civ-ask-army", role=ask.seat or "attacker")
    if purpose == "cards":
        return t("civ-ask-cards-all") if ask.kind is AskKind.SECRET else t("civ-ask-cards")
    if purpose == "turn":
        return t("civ-ask-turn", name=seat_name(setup, fields.get("side")))
    if purpose in TURN_ASKS:
        view = fields.get("view") or {}
        hand = list(fields.get("hand") or [])
        lines = [t("civ-ask-hand", cards=hand_text(view, hand), count=len(hand))]
        if purpose == "play_target":
            lines.append(t("civ-ask-target", card=hand_card(view, str(fields.get("card")))))
        elif purpose == "play_card":
            lines.append(t("civ-ask-card"))
        else:
            lines.append(t("civ-ask-play"))
        return "\n".join(lines)
    if purpose == "effects":
        if ask.kind is AskKind.SECRET:
            return t("civ-ask-effects-all")
        return t("civ-ask-effects")
    if purpose == "metal" and ask.kind is AskKind.SECRET:
        return t("civ-ask-metal-all", name=seat_name(setup, fields.get("side")))
    if purpose == "metal":
        view = fields.get("view") or {}
        card = hand_card(view, str(fields.get("card"))) if view else "?"
        return t("civ-ask-metal", card=card, front=fields.get("front"), wounds=fields.get("wounds"))
    if purpose == "zhukov":
        return t("civ-ask-zhukov", name=seat_name(setup, ask.seat))
    if purpose == "save":
        return t("civ-ask-save", name=seat_name(setup, ask.seat))
    if purpose == "loot" and fields.get("list") == "points":
        return t(
            "civ-ask-loot-points",
            loser=seat_name(setup, fields.get("loser")),
            points=int(fields.get("points", 1)),
        )
    if purpose == "loot":
        return t(
            "civ-ask-loot",
            loser=seat_name(setup, fields.get("loser")),
            list=str(fields.get("list")),
        )
    if purpose == "loot_resources":
        return t("civ-ask-loot-resources", loser=seat_name(setup, fields.get("loser")))
    return None


def _counts(ask: Ask) -> tuple[Count, ...]:
    if ask.purpose == "loot_resources":
        return tuple(replace(c, label=resource_name(c.key)) for c in ask.counts)
    return tuple(replace(c, label=count_label(c.key)) for c in ask.counts)


def localize_ask(ask: Ask, setup: Mapping[str, Any]) -> Ask:
    """`Game.localize_ask`: the ask in the language being spoken."""
    fields = dict(ask.fields)
    prompt = _prompt(ask, setup)
    if prompt is not None:
        fields["prompt"] = prompt
    if ask.kind is AskKind.SECRET:
        inner = tuple(localize_ask(a, setup) for a in ask.secret)
        return replace(ask, fields=fields, secret=inner)
    together = fields.get("together")
    if isinstance(together, tuple | list) and len(together) == 2:
        fields["together"] = (t("civ-form-more"), together[1])
    return replace(
        ask,
        fields=fields,
        options=tuple(replace(o, label=option_label(ask, o, setup)) for o in ask.options),
        counts=_counts(ask),
    )


def rules_refusal(message: str) -> str:
    """A refusal of the rules (SetupError, English) for the reader."""
    if current().code == FALLBACK:
        return message
    return t("civ-refuse-setup", reason=message)
