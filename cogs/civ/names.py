"""Cards and fronts in the engine's English, for the asks' labels (the edge words them in each
reader's language from the keys: texts.py). Pure."""

from __future__ import annotations

from cogs.civ.combat import NEW, Board, other


def card_label(board: Board, side: str, card: str) -> str:
    """ "Pikeman 2": the rank's name and the strength at the side's rank (W&W: "2/3")."""
    unit = board.unit(side, card)
    name = board.data.units[unit.kind].rank_name(board.ranks.get(side, {}).get(unit.kind, 1))
    worth = f"{unit.attack}/{unit.health}" if board.combat.wnw else str(unit.attack)
    return f"{name} {worth}"


def target_label(board: Board, target: str | int, striker: str | None = None) -> str:
    """A new front, or a front by its lone enemy unit (`striker`: the unit of the other side,
    for Zhukov's wound, even on a locked front)."""
    if target == NEW:
        return "new front"
    front = board.front(int(target))
    lone = front.lone() if striker is None else front.units.get(other(striker))
    if lone is None:
        return f"front {front.number}"
    rank = board.ranks.get(lone.side, {}).get(lone.kind, 1)
    name = board.data.units[lone.kind].rank_name(rank)
    wounds = f", {lone.wounds} wounds" if lone.wounds else ""
    return f"front {front.number} ({name} {lone.attack}{wounds})"
