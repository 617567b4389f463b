"""What `/goc odds` and `/goc bag` tell, in the reader's words: the exact odds of every draw as a
short table, and the bag and its draws as a picture's data. Pure (the cog sends them).
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from bot.i18n import t
from bot.ui.text import decimal, percent
from cogs.goc.army import ATTACKER, DEFENDER, NEUTRAL, SIDES, battle_of
from cogs.goc.bag import bag_parts, fill
from cogs.goc.clash import Clash, snapshot
from cogs.goc.damage import targets
from cogs.goc.odds import DrawOdds, best_draw, clash_odds
from cogs.goc.render import SQUARE, bag_text, seat_name, structure_name, unit_name

FIELD = 1024


def clash_at_start(setup: Mapping[str, Any]) -> Clash:
    """The clash a full setup leads to, before any conversion (Fabian Tactics unused)."""
    battle = battle_of(setup)
    bag = fill(bag_parts(battle))
    return snapshot(battle, bag, {s: battle.courage(s)[0] for s in SIDES})


def object_label(setup: Mapping[str, Any], dealer: str, name: str, armies: int) -> str:
    """An enemy object (odds.object names) as players say it: 'Cavalry 2', 'City'."""
    army, what, n = name.split(".")
    enemy = DEFENDER if dealer == ATTACKER else ATTACKER
    if what == "s":
        for a in (setup.get(enemy) or {}).get("armies") or []:
            if a.get("key") == army:
                label = structure_name(a["structures"][int(n)]["kind"])
                break
        else:
            label = what
    else:
        label = f"{unit_name(what)} {n}"
    return f"{label} ({army})" if armies > 1 else label


def object_order(item: tuple[str, Fraction]) -> tuple[str, str, int]:
    army, what, n = item[0].split(".")
    return (army, what, int(n))


def spread(dist: Mapping[int, Fraction]) -> str:
    return " · ".join(
        f"{d}: {percent(p)}" for d, p in sorted(dist.items()) if p >= Fraction(1, 2000)
    )


def draw_line(o: DrawOdds, best: bool) -> str:
    line = t(
        "goc-odds-draw",
        k=o.k,
        a=decimal(f"{float(o.placed[ATTACKER]):.2f}"),
        d=decimal(f"{float(o.placed[DEFENDER]):.2f}"),
        net=decimal(f"{float(o.net):+.2f}"),
        wipe=percent(o.wipes[ATTACKER]),
    )
    return f"**{line}** ⭐" if best else line


def odds_report(
    setup: Mapping[str, Any],
) -> tuple[str, list[tuple[str, str]], DrawOdds | None, Clash]:
    """(description, fields, the best draw, the clash) of /goc odds."""
    clash = clash_at_start(setup)
    table = clash_odds(clash)
    best = best_draw(table)
    lines = [
        t(
            "goc-odds-bag",
            bag=bag_text(clash.bag),
            a=clash.courage[ATTACKER],
            d=clash.courage[DEFENDER],
        )
    ]
    fields: list[tuple[str, str]] = []
    rows = [draw_line(o, o is best) for o in table]
    fields.append((t("goc-odds-draws"), _fit("\n".join(rows))))
    if best is not None:
        lines.append(t("goc-odds-best", k=best.k, net=decimal(f"{float(best.net):+.2f}")))
        for side in SIDES:
            fields.append(
                (
                    t("goc-odds-dealt", name=seat_name(setup, side), k=best.k),
                    _fit(spread(best.dealt[side]) or "—"),
                )
            )
        battle = battle_of(setup)
        for dealer in SIDES:
            armies = len(targets(battle, dealer))
            chances = [
                f"{object_label(setup, dealer, name, armies)} {percent(p)}"
                for name, p in sorted(best.destroyed[dealer].items(), key=object_order)
                if p
            ]
            other = DEFENDER if dealer == ATTACKER else ATTACKER
            fields.append(
                (
                    t("goc-odds-destroy", name=seat_name(setup, other), k=best.k),
                    _fit(" · ".join(chances) or "—"),
                )
            )
    lines.append(t("goc-odds-how"))
    return "\n".join(lines), fields, best, clash, table


def odds_table(setup: Mapping[str, Any], clash: Clash, table: list[DrawOdds]) -> str:
    """Every draw size in full, as a text file: each side's damage and each enemy object."""
    battle = battle_of(setup)
    lines = [
        t("goc-odds-title"),
        t(
            "goc-odds-bag",
            bag=bag_text(clash.bag),
            a=clash.courage[ATTACKER],
            d=clash.courage[DEFENDER],
        ),
        "",
    ]
    for o in table:
        lines.append(draw_line(o, False))
        for side in SIDES:
            other = DEFENDER if side == ATTACKER else ATTACKER
            armies = len(targets(battle, side))
            lines.append(
                f"  {t('goc-odds-dealt', name=seat_name(setup, side), k=o.k)}: "
                f"{spread(o.dealt[side]) or '—'}"
            )
            chances = [
                f"{object_label(setup, side, name, armies)} {percent(p)}"
                for name, p in sorted(o.destroyed[side].items(), key=object_order)
                if p
            ]
            lines.append(
                f"  {t('goc-odds-destroy', name=seat_name(setup, other), k=o.k)}: "
                f"{' · '.join(chances) or '—'}"
            )
        lines.append("")
    lines.append(t("goc-odds-how"))
    return "\n".join(lines).replace("**", "")


def _fit(text: str) -> str:
    return text if len(text) <= FIELD else text[: FIELD - 2] + " …"


# -- the bag and its draws, for the picture --------------------------------------------------------
def bag_story(
    setup: Mapping[str, Any], events
) -> tuple[dict[str, int], list[tuple[str, list[str]]]]:
    """The bag as the sides filled it (after Fabian Tactics), and every draw from it in order:
    checks, the clash, redraws, each with its label."""
    bag: dict[str, int] = {}
    draws: list[tuple[str, list[str]]] = []
    for e in events:
        if e.kind in ("bag", "fabian") and e.get("bag"):
            bag = dict(e["bag"])
        elif e.kind == "check":
            label = t(
                "goc-picture-check",
                name=seat_name(setup, e.get("side")),
                action=str(e.get("action")),
                passed=str(bool(e.get("passed"))).lower(),
            )
            draws.append((label, list(e.get("cubes") or [])))
        elif e.kind == "draw":
            key = "goc-picture-draw" if e.get("side") == ATTACKER else "goc-picture-top-up"
            draws.append((t(key, name=seat_name(setup, e.get("side"))), list(e.get("cubes") or [])))
        elif e.kind == "tactics":
            draws.append(
                (
                    t("goc-picture-tactics", name=seat_name(setup, e.get("side"))),
                    list(e.get("cubes") or []),
                )
            )
        elif e.kind == "regular_army":
            draws.append(
                (
                    t("goc-picture-regular-army", name=seat_name(setup, e.get("side"))),
                    list(e.get("cubes") or []),
                )
            )
    return bag, draws


def legend(setup: Mapping[str, Any]) -> dict[str, str]:
    return {
        ATTACKER: seat_name(setup, ATTACKER),
        DEFENDER: seat_name(setup, DEFENDER),
        NEUTRAL: t("goc-neutral"),
    }


__all__ = ["SQUARE", "bag_story", "legend", "odds_report"]
