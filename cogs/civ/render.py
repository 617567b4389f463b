"""Civilization's events as lines of the battle thread, and the board of the panel, in the
reader's words (cogs/civ/locales).

Only public events reach here (the platform reads `events_for(None)`): each side's hand and
standing forces are private events and are never rendered; the dice that drew them are shown as
nothing (""), since their faces are positions in lists nobody else sees. A card is named here
only once it is played.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import BattleState, Event
from bot.i18n import t
from bot.ui.text import escape
from cogs.civ.cards import parse_card
from cogs.civ.combat import ATTACKER, DEFENDER, SIDES
from cogs.civ.data import load_data

Setup = Mapping[str, Any]
ICON = {ATTACKER: "⚔️", DEFENDER: "🛡️"}


# -- words ----------------------------------------------------------------------------------------
def seat_name(setup: Setup, seat: str | None) -> str:
    info = (setup.get("seats") or {}).get(seat) if seat else None
    if isinstance(info, Mapping) and isinstance(info.get("name"), str) and info["name"].strip():
        return escape(info["name"].strip())
    return t("civ-role", side=seat if seat in SIDES else DEFENDER).capitalize()


def unit_name(unit: str) -> str:
    return t("civ-unit", unit=unit)


def rank_name(unit: str, rank: int) -> str:
    """The name of a type at a rank: "Pikeman" (infantry, rank II); aircraft have one."""
    data = load_data()
    if not data.units[unit].ranked:
        rank = 1
    return t("civ-rank", unit=unit, rank=max(1, min(4, int(rank))))


def card_name(card: str, rank: int, strength: int, health: int | None = None) -> str:
    """ "Pikeman 2" (W&W: "Pikeman 2/3")."""
    unit, _ = parse_card(card)
    worth = f"{strength}/{health}" if health is not None and health != strength else str(strength)
    return f"{rank_name(unit, rank)} {worth}"


def printed_card(card: str) -> str:
    """A card as its rank-I edge reads: "Infantry 2" (for standing forces and the market)."""
    unit, value = parse_card(card)
    return f"{unit_name(unit)} {value}"


def cards_text(cards: Sequence[str]) -> str:
    if not cards:
        return t("civ-no-cards")
    counted: dict[str, int] = {}
    for c in cards:
        counted[c] = counted.get(c, 0) + 1
    return ", ".join(f"{printed_card(c)}" + (f" ×{n}" if n > 1 else "") for c, n in counted.items())


def figures_text(armies: int, scouts: int) -> str:
    """ "2 army figures, 1 scout" (scouts only when there are some)."""
    text = t("civ-figures", armies=armies)
    return text + t("civ-and-scouts", scouts=scouts) if scouts else text


def removed_text(armies: int, scouts: int) -> str:
    text = t("civ-removed", armies=armies)
    return f"{text} {t('civ-removed-scouts', scouts=scouts)}" if scouts else text


def unit_text(
    unit: Mapping[str, Any], ranks: Mapping[str, Any] | None = None, wnw: bool = False
) -> str:
    """A unit on a front: "Knight 3" with its wounds ("Knight 3, 1 wound")."""
    kind = parse_card(unit["card"])[0]
    rank = int((ranks or {}).get(kind, 1))
    name = card_name(
        unit["card"], rank, int(unit["strength"]), int(unit["health"]) if wnw else None
    )
    wounds = int(unit.get("wounds", 0))
    return t("civ-wounded", unit=name, wounds=wounds) if wounds else name


def is_wnw(setup: Setup) -> bool:
    from cogs.civ.sides import wnw

    return wnw(setup)


# -- events ---------------------------------------------------------------------------------------
def side_line(setup: Setup, side: str, facts: Mapping[str, Any]) -> str:
    parts = [figures_text(int(facts.get("armies", 0)), int(facts.get("scouts", 0)))]
    if facts.get("fundamentalism"):
        parts.append(t("civ-fundamentalism"))
    ranks = facts.get("ranks") or {}
    parts.append(t("civ-ranks", ranks=", ".join(rank_name(u, int(r)) for u, r in ranks.items())))
    effects = facts.get("effects") or []
    if effects:
        parts.append(t("civ-effects-list", effects=", ".join(effect_name(k) for k in effects)))
    bonus = facts.get("bonus") or {}
    if bonus:
        sources = ", ".join(t("civ-bonus-source", source=k, value=v) for k, v in bonus.items())
        parts.append(t("civ-bonus-total", value=sum(bonus.values()), sources=sources))
    parts.append(
        t(
            "civ-forces-count",
            standing=t("civ-cards", count=int(facts.get("standing", 0))),
            hand=t("civ-cards", count=int(facts.get("hand", 0))),
        )
    )
    return f"{ICON[side]} **{seat_name(setup, side)}**: " + " · ".join(parts)


def fight_text(setup: Setup, e: Event, ranks: Mapping[str, Any], wnw: bool) -> str:
    fight = e["fight"]
    me, them = e["side"], fight["target"]["side"]
    mine = unit_text({**fight["played"], "wounds": 0}, ranks.get(me), wnw)
    theirs = unit_text(fight["target"], ranks.get(them), wnw)
    names = {me: mine, them: theirs}
    head = t(
        "civ-event-attack",
        name=seat_name(setup, me),
        unit=mine,
        target=theirs,
        front=fight["front"],
    )
    steps = []
    if fight["first"]:
        steps.append(t("civ-event-first", unit=names[fight["first"]]))
    else:
        steps.append(t("civ-event-together"))
    steps += [t("civ-event-blow", unit=names[side], wounds=n) for side, n in fight["blows"]]
    if fight.get("metal"):
        steps.insert(0, t("civ-event-metal", unit=mine, wounds=fight["metal"]))
    dead = [names[s] for s in fight["dead"]]
    if dead:
        steps.append(t("civ-event-dead", units=", ".join(dead), count=len(dead)))
    if fight.get("locked"):
        steps.append(t("civ-event-locked"))
    return head + " " + " ".join(steps)


def render_event(event: Event, setup: Setup) -> str | None:
    """`Game.render_event`: one line per event, "" for what is told elsewhere (or hidden)."""
    kind = event.kind
    name = seat_name(setup, event.get("side"))
    if kind == "roll" or event.get("private_to") is not None:
        return ""  # the dice draw positions in hidden lists; private events are never public
    if kind == "sides":
        sq = event["square"]
        head = t(
            "civ-event-square",
            attacker=seat_name(setup, ATTACKER),
            defender=seat_name(setup, DEFENDER),
            square=sq["kind"],
            fortified="yes" if sq.get("fortified") else "no",
        )
        lines = [head] + [side_line(setup, s, event["sides"][s]) for s in SIDES]
        return "\n".join(lines)
    if kind == "deck_short":
        return t(
            "civ-event-deck-short",
            name=name,
            unit=unit_name(event["unit"]),
            wanted=event["wanted"],
            drawn=event["drawn"],
        )
    if kind == "bonus":
        totals = event["totals"]
        holder = event.get("holder")
        return t(
            "civ-event-bonus",
            attacker=seat_name(setup, ATTACKER),
            a=totals[ATTACKER],
            defender=seat_name(setup, DEFENDER),
            d=totals[DEFENDER],
            holder=seat_name(setup, holder) if holder else "",
            value=event["value"],
            who="nobody" if holder is None else "somebody",
        )
    if kind == "first":
        return t(
            "civ-event-first-player",
            name=name,
            why="fortified" if event.get("fortified") else "defender",
        )
    if kind == "play":
        return play_text(event, setup)
    if kind == "plays_out":
        return t("civ-event-plays-out", name=name, count=event["left"])
    if kind == "resolve":
        return resolve_text(event, setup)
    if kind == "casualties":
        parts = []
        for s in SIDES:
            removed = event["removed"][s]
            parts.append(
                t(
                    "civ-event-removed",
                    name=seat_name(setup, s),
                    figures=removed_text(removed.get("armies", 0), removed.get("scouts", 0)),
                    killed=t("civ-killed", count=event["killed"][s]),
                )
            )
        return "☠️ " + " ".join(parts)
    if kind == "returned":
        parts = []
        for s in SIDES:
            parts.append(
                t(
                    "civ-event-returned",
                    name=seat_name(setup, s),
                    back=t(
                        "civ-units",
                        count=len(event["survivors"][s])
                        + len((event.get("saved") or {}).get(s, [])),
                    ),
                    lost=t("civ-units", count=len(event["killed"][s])),
                )
            )
        return "↩️ " + " ".join(parts)
    if kind == "razed":
        return t("civ-event-razed", name=name, loser=seat_name(setup, event["loser"]))
    if kind == "capital":
        return t("civ-event-capital", name=name, loser=seat_name(setup, event["loser"]))
    if kind == "village":
        return t("civ-event-village", name=name)
    if kind == "loot":
        return loot_text(event, setup)
    if kind == "loot_none":
        return t(
            "civ-event-loot-none",
            name=name,
            loser=seat_name(setup, event["loser"]),
            list=event["list"],
        )
    if kind == "no_battle":
        return t("civ-event-no-battle", name=name, scouts=event["scouts"])
    return effect_text(event, setup)


def effect_name(key: str) -> str:
    return t("civ-effect", effect=key)


def effect_text(event: Event, setup: Setup) -> str | None:
    """The lines of the card effects (effects.py) and of loot points."""
    kind = event.kind
    name = seat_name(setup, event.get("side"))
    if kind == "oracle":
        return t(
            "civ-event-oracle",
            name=name,
            by=seat_name(setup, event["by"]),
            cards=cards_text(list(event["cards"])),
        )
    if kind == "pass":
        return t("civ-event-pass", name=name, trade=event["trade"])
    if kind == "zhukov":
        unit = event["unit"]
        shown = unit_text(unit, {parse_card(unit["card"])[0]: _rank_of(unit)}, is_wnw(setup))
        return t(
            "civ-event-zhukov",
            name=name,
            unit=shown,
            front=event["front"],
            dead="yes" if event["dead"] else "no",
        )
    if kind == "zhukov_none":
        return t("civ-event-zhukov-none", name=name)
    if kind == "saved":
        return t(
            "civ-event-saved",
            name=name,
            units=", ".join(printed_card(c) for c in event["cards"]),
            how=event.get("how", "china"),
        )
    if kind == "loot_points":
        return t(
            "civ-event-loot-points",
            name=name,
            loser=seat_name(setup, event["loser"]),
            points=event["points"],
        )
    return None


def play_text(event: Event, setup: Setup) -> str:
    wnw = is_wnw(setup)
    ranks = {s: {} for s in SIDES}
    side = event["side"]
    kind = parse_card(event["card"])[0]
    ranks[side] = {kind: event.get("rank", 1)}
    if event.get("fight"):
        target = event["fight"]["target"]
        ranks[target["side"]] = {parse_card(target["card"])[0]: _rank_of(target)}
        return "🗡️ " + fight_text(setup, event, ranks, wnw)
    unit = card_name(
        event["card"],
        int(event.get("rank", 1)),
        int(event["strength"]),
        int(event["health"]) if wnw else None,
    )
    return "🃏 " + t(
        "civ-event-new-front", name=seat_name(setup, side), unit=unit, front=event["front"]
    )


def _rank_of(unit: Mapping[str, Any]) -> int:
    """A unit's rank from its card and strength (strength = rank-I value + rank − 1, and what
    the side's effects add)."""
    unit_type, value = parse_card(unit["card"])
    if not load_data().units[unit_type].ranked:
        return 1
    return max(1, min(4, int(unit["strength"]) - int(unit.get("plus", 0)) - value + 1))


def resolve_text(event: Event, setup: Setup) -> str:
    holder = event.get("holder")
    parts = []
    for s in SIDES:
        card = int(event["value"]) if holder == s else 0
        parts.append(
            t(
                "civ-event-score",
                name=seat_name(setup, s),
                units=event["strength"][s],
                card=card,
                total=event["scores"][s],
            )
        )
    winner = event["winner"]
    tie = event["scores"][ATTACKER] == event["scores"][DEFENDER]
    return "⚖️ " + t(
        "civ-event-resolve",
        scores=" · ".join(parts),
        winner=seat_name(setup, winner),
        tie="yes" if tie else "no",
    )


def loot_text(event: Event, setup: Setup) -> str:
    what = loot_words(
        event["pick"],
        event.get("item") or "",
        int(event.get("amount", 1)),
        event.get("moved") or {},
    )
    if event.get("cost"):
        what += " " + t("civ-loot-cost", points=int(event["cost"]))
    return "💰 " + t(
        "civ-event-loot",
        name=seat_name(setup, event["side"]),
        loser=seat_name(setup, event["loser"]),
        what=what,
    )


def resource_name(resource: str) -> str:
    return t("civ-resource", resource=resource)


def loot_words(pick: str, item: str, amount: int, moved: Mapping[str, int]) -> str:
    if pick == "resource":
        return t("civ-loot-resource", resource=resource_name(item))
    if pick == "tech":
        return t("civ-loot-tech", tech=item.replace("_", " ").title() if item else "")
    if pick == "resources" and moved:
        listed = ", ".join(f"{resource_name(k)} ×{n}" for k, n in moved.items())
        return t("civ-loot-resources-moved", resources=listed)
    return t("civ-loot", pick=pick, amount=amount)


# -- the board ------------------------------------------------------------------------------------
def board(setup: Setup, state: BattleState) -> list[str]:
    """`Game.board`: each side's cards in hand and the bonus card, then the fronts."""
    events = state.events_for(None)
    sides = next((e for e in events if e.kind == "sides"), None)
    if sides is None:
        return [t("civ-board-setting-up")]
    hands = {s: int(sides["sides"][s]["hand"]) for s in SIDES}
    fronts: list[Mapping[str, Any]] = []
    bonus = next((e for e in events if e.kind == "bonus"), None)
    resolve = next((e for e in events if e.kind == "resolve"), None)
    face: dict[str, list[str]] = {}
    for e in events:
        if e.kind in ("play", "zhukov", "pass"):
            hands = dict(e["hands"])
            fronts = list(e.get("board", fronts))
        if e.kind == "oracle":
            face[e["side"]] = list(e["cards"])
        if e.kind == "play" and e["side"] in face and e["card"] in face[e["side"]]:
            face[e["side"]].remove(e["card"])
    wnw = is_wnw(setup)
    lines = []
    for s in SIDES:
        card = int(bonus["value"]) if bonus is not None and bonus.get("holder") == s else 0
        line = t("civ-board-side", icon=ICON[s], name=seat_name(setup, s), hand=hands[s], card=card)
        if resolve is not None:
            line += " · " + t("civ-board-total", total=resolve["scores"][s])
        elif s in face and face[s]:
            line += " · " + t("civ-board-face-up", cards=cards_text(face[s]))
        lines.append(line)
    for f in fronts:
        units = f["units"]
        shown = []
        for s in SIDES:
            u = units.get(s)
            text = unit_text(u, {parse_card(u["card"])[0]: _rank_of(u)}, wnw) if u else "—"
            shown.append(f"{ICON[s]} {text}")
        lock = " 🔒" if f.get("locked") else ""
        lines.append(t("civ-board-front", number=f["number"], units=" · ".join(shown)) + lock)
    if not fronts and resolve is None:
        lines.append(t("civ-board-no-front"))
    return lines
