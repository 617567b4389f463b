"""The built-in way to play a battle turn: barbarians play it, and the odds assume both sides do.

A sensible greedy player, not a perfect one. Every card of a hand is played in the end, so a
play is scored by what it changes against simply having the card on the board: the enemy
strength it destroys, less the own strength it loses, less the strength it leaves at risk — a
unit standing alone while the opponent still holds cards may be attacked by one that trumps it
(more so when it is wounded). Opening a front risks the card, so a player leads with a weak card
and keeps strong and trumping ones to attack with; with nothing left to fear, it attacks
whatever it can destroy. Ties go to the weaker card, then to a new front. Deterministic, and plain
arithmetic: the odds play it thousands of times a click.

Card effects: it spends Metalworking's iron when that makes an attack better (`use_metal`), aims
Zhukov's wound where it kills or hurts most (`zhukov_target`), and never passes with Sun Tzu.
"""

from __future__ import annotations

from cogs.civ.cards import parse_card
from cogs.civ.combat import NEW, Board, Unit, other

EXPOSED = 0.35
"""Share of a fresh lone unit's value at risk while the opponent still holds cards."""
WOUNDED = 0.7
"""Share of a wounded lone unit's value at risk (it dies to less)."""


def _order(card: str) -> tuple[int, str]:
    return parse_card(card)[1], card


def attack_score(
    board: Board,
    kind: str,
    attack: int,
    health: int,
    enemy: Unit,
    threat: bool,
    extra: int = 0,
) -> float:
    """What attacking `enemy` with a unit of this worth does to the totals (minus the risk);
    `extra`: Metalworking's wounds spent on this attack (Pentagon: no trumping its side)."""
    wnw = board.combat.wnw
    mine = theirs = 0  # wounds taken in this fight
    table = board.combat.table(board.data)
    shielded = board.untrumpable()
    hit = attack + extra
    me = other(enemy.side)
    if (kind, enemy.kind) in table and enemy.side not in shielded:
        theirs = hit
        if enemy.wounds + theirs < enemy.health:
            mine = enemy.attack
    elif (enemy.kind, kind) in table and me not in shielded:
        mine = enemy.attack
        if mine < health:
            theirs = hit
    else:
        mine, theirs = enemy.attack, hit
    enemy_dead = enemy.wounds + theirs >= enemy.health
    alive = mine < health
    worth = float(attack if not wnw else health)
    if enemy_dead:
        total = float(enemy.left if wnw else enemy.attack)
    else:
        total = float(theirs if wnw else 0)
    if not alive:
        return total - worth
    if not enemy_dead:
        return total - float(mine if wnw else 0)  # both stay (W&W): the front is locked
    left = float(health - mine if wnw else attack)
    risk = (WOUNDED if mine else EXPOSED) if threat else 0.0
    return total - (worth - left) - risk * left


def score(board: Board, side: str, card: str, target: str | int) -> float:
    """How good one play looks now (higher is better)."""
    threat = bool(board.hands[other(side)])
    attack, health = board.worth(side, card)
    if target == NEW:
        return -EXPOSED * float(health if board.combat.wnw else attack) if threat else 0.0
    enemy = board.front(int(target)).lone()
    assert enemy is not None
    return attack_score(board, parse_card(card)[0], attack, health, enemy, threat)


def use_metal(board: Board, side: str, card: str, target: str | int) -> bool:
    """Spend Metalworking's iron on this attack? When it makes the attack look better (a kill
    it would miss, or a kill before the enemy strikes back)."""
    if target == NEW or not board.can_metal(side):
        return False
    enemy = board.front(int(target)).lone()
    if enemy is None:
        return False
    threat = bool(board.hands[other(side)])
    attack, health = board.worth(side, card)
    kind = parse_card(card)[0]
    plain = attack_score(board, kind, attack, health, enemy, threat)
    spent = attack_score(board, kind, attack, health, enemy, threat, board.power(side).metal)
    return spent > plain + 1e-9


def plays(board: Board, side: str) -> list[tuple[str, str | int]]:
    """Every distinct play of `side`: each kind of card in hand × new front or a lone enemy."""
    cards = sorted(set(board.hands[side]), key=_order)
    targets: list[str | int] = [NEW, *board.targets(side)]
    return [(c, t) for c in cards for t in targets]


def choose(board: Board, side: str) -> tuple[str, str | int]:
    """The best-looking play; ties to the weaker card, then to a new front, then front order."""
    threat = bool(board.hands[other(side)])
    wnw = board.combat.wnw
    lones = []
    for front in board.fronts:
        lone = front.lone()
        if lone is not None and lone.side != side:
            lones.append((front.number, lone))
    best: tuple[str, str | int] | None = None
    best_score = float("-inf")
    for card in sorted(set(board.hands[side]), key=_order):
        attack, health = board.worth(side, card)
        s = -EXPOSED * float(health if wnw else attack) if threat else 0.0
        if s > best_score + 1e-9:
            best, best_score = (card, NEW), s
        kind = parse_card(card)[0]
        extra = board.power(side).metal if board.can_metal(side) else 0
        for number, enemy in lones:
            s = attack_score(board, kind, attack, health, enemy, threat)
            if extra:
                s = max(s, attack_score(board, kind, attack, health, enemy, threat, extra))
            if s > best_score + 1e-9:
                best, best_score = (card, number), s
    assert best is not None, "a side with cards always has a play"
    return best


def zhukov_target(board: Board, side: str) -> int | None:
    """Where Zhukov's wound goes: a unit it kills (the strongest), else the strongest enemy."""
    best: tuple[tuple[int, int, int], int] | None = None
    wound = board.power(side).zhukov
    for number in board.zhukov_targets(side):
        enemy = board.front(number).units[other(side)]
        key = (int(enemy.wounds + wound >= enemy.health), enemy.attack, -number)
        if best is None or key > best[0]:
            best = (key, number)
    return None if best is None else best[1]
