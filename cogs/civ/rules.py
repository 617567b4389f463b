"""Civilization: The Board Game — the combat procedure, the way seed 001 reads. Pure.

1. Assemble forces: each side's standing forces (a quick battle asks each player privately,
   muster.py); random cards are drawn from the market; each Battle Hand ("Mano di Battaglia") is
   drawn at random from the standing forces, hand size by the rules (sides.py). Each hand is
   logged privately to its seat only; everyone sees how many cards each side holds.
2. Combat bonus: both totals, and the bonus card to the higher side, set to the difference.
3. Engage: the defender first (the attacker against a fortified city), then battle turns in
   turn; a player whose hand is empty takes no more turns, the other plays out. Each turn is a
   secret ask of one seat — the cards are in it, so only that player's private panel shows them —
   answered by a card and where it goes: a new front, or against a lone enemy unit (combat.py).
4. Resolve: surviving strength + the bonus card, tie to the defender.
5. Casualties; survivors back to the standing forces, the killed to the market.
6. Loot (loot.py): the winner picks with buttons; a city is razed; a capital taken wins the game.

The dice draw positions, never cards: a roll's faces are indexes into lists only the seat's own
private events show, so the public record of the dice says nothing about a hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import (
    BattleContext,
    Option,
    Outcome,
    Procedure,
    choose_one,
    secret,
    set_counts,
    yes_no,
)
from cogs.civ import effects as E
from cogs.civ import loot as L
from cogs.civ import muster
from cogs.civ.cards import parse_card, sort_cards
from cogs.civ.combat import (
    ATTACKER,
    DEFENDER,
    NEW,
    SIDES,
    Board,
    Combat,
    Fight,
    bonus_card,
    casualties,
    other,
    totals,
    winner_of,
)
from cogs.civ.data import setting
from cogs.civ.names import card_label, target_label
from cogs.civ.sides import (
    CAPITAL,
    CITY,
    VILLAGE,
    data_of,
    figures,
    first_player,
    hand_size,
    market_of,
    normal_side,
    public_facts,
    rules_of,
    square,
    validate,
    wnw,
)
from cogs.civ.strategy import choose, use_metal, zhukov_target

PASS = "pass"

ONE_ASK = 25
"""Plays offered in one ask (a select holds 25); more: the card first, then where."""


def combat_of(setup: Mapping[str, Any]) -> Combat:
    rules = rules_of(setup)
    return Combat(wnw=wnw(setup), aircraft_all=setting(rules, "aircraft_trump_all"))


def auto(setup: Mapping[str, Any], role: str) -> bool:
    """A side the bot plays by its built-in strategy (barbarians without a player)."""
    return role in (setup.get("auto") or [])


# -- 1. assemble forces ---------------------------------------------------------------------------
def gather(b: BattleContext):
    """The sides: the setup's, or each player's answers (army, then cards if named one by one)."""
    setup = b.setup
    village = square(setup)["kind"] == VILLAGE
    if setup.get("sides") is not None:
        sides = {r: normal_side(setup["sides"][r]) for r in SIDES if r in setup["sides"]}
        if village:
            sides[DEFENDER] = muster.village_side(setup)
        return sides
    asked = [r for r in SIDES if not (village and r == DEFENDER)]
    army = yield secret(
        "army",
        [
            set_counts(
                r,
                "army",
                counts,
                together=muster.together(counts, muster.ARMY_APART),
                prompt="Your army and standing forces",
            )
            for r in asked
            for counts in [muster.army_counts(setup, r)]
        ],
        seats=asked,
        sealed=True,  # a side's forces are its hand's source: hidden until the battle ends
        prompt="Both sides set up their forces in secret",
    )
    named = [r for r in asked if muster.wants_cards(army[r])]
    cards: dict[str, Any] = {}
    if named:
        cards = yield secret(
            "cards",
            [
                set_counts(
                    r,
                    "cards",
                    counts,
                    together=muster.together(counts, muster.CARDS_APART),
                    prompt="Your standing forces, card by card",
                )
                for r in named
                for counts in [muster.card_counts(setup)]
            ],
            seats=named,
            sealed=True,
            prompt="Both sides name their cards in secret",
        )
    sides = {r: muster.side_from(army[r], cards.get(r)) for r in asked}
    if setup.get("declare_effects"):
        declared = yield secret(
            "effects",
            [
                set_counts(
                    r,
                    "effects",
                    counts,
                    together=muster.together(counts, ()),
                    prompt="The cards you have that act in battle",
                )
                for r in asked
                for counts in [muster.effect_counts(setup)]
            ],
            seats=asked,
            sealed=True,  # declared together: nobody adapts to the other's
            prompt="Both sides declare their card effects in secret",
        )
        for r in asked:
            sides[r]["effects"] = muster.effects_from(declared[r])
    if village:
        sides[DEFENDER] = muster.village_side(setup)
    return sides


def draw_random(b: BattleContext, sides: dict[str, dict[str, Any]]) -> None:
    """Random cards come from the market decks, in play order; an empty deck gives nothing."""
    market = market_of(b.setup, sides)
    for role in SIDES:
        for unit, n in sorted(sides[role]["random"].items()):
            pool = sort_cards(
                c for c, k in market.items() if parse_card(c)[0] == unit for _ in range(k)
            )
            take = min(n, len(pool))
            if take == len(pool):
                drawn = pool
            else:
                order = b.dice.shuffle(list(range(len(pool))), f"market_{unit}", side=role)
                drawn = [pool[i] for i in order[:take]]
            for card in drawn:
                market[card] -= 1
            sides[role]["standing"] = sides[role]["standing"] + drawn
            if take < n:
                b.log("deck_short", side=role, unit=unit, wanted=n, drawn=take)
        sides[role]["random"] = {}


def draw_hand(b: BattleContext, role: str, standing: list[str], size: int) -> list[str]:
    """`size` cards at random from the standing forces; all of them when fewer."""
    standing = sort_cards(standing)
    if size >= len(standing):
        return list(standing)
    order = b.dice.shuffle(list(range(len(standing))), "battle_hand", side=role)
    return sort_cards(standing[i] for i in order[:size])


# -- 3. engage ------------------------------------------------------------------------------------
def view(
    board: Board,
    role: str,
    mine: list[str],
    card: tuple,
    first: str,
    last: str | None,
    played: Mapping[str, list[str]],
    flight: Mapping[str, bool],
) -> dict[str, Any]:
    """What `role` knows when it must play: the odds read this (odds.py), nothing else. The
    opponent's hand only when it is face up (the Oracle)."""
    found = {
        "side": role,
        "hand": list(board.hands[role]),
        "mine": list(mine),
        "board": board.snapshot(),
        "hands": {s: len(board.hands[s]) for s in SIDES},
        "ranks": {s: dict(board.ranks[s]) for s in SIDES},
        "card": list(card),
        "first": first,
        "last": last,
        "played": {s: list(p) for s, p in played.items()},
        "flight": dict(flight),
        "combat": {"wnw": board.combat.wnw, "aircraft_all": board.combat.aircraft_all},
        "next": board.next_number,
    }
    if any(board.power(s).keys for s in SIDES):
        found["effects"] = {s: sorted(board.power(s).keys) for s in SIDES}
        found["metal"] = {s: int(board.metal.get(s, 0)) for s in SIDES}
        found["passes"] = {s: int(board.passes.get(s, 0)) for s in SIDES}
    if board.power(role).oracle:
        found["known"] = sort_cards(board.hands[other(role)])
    return found


def play_turn(b: BattleContext, board: Board, role: str, known: dict[str, Any]):
    """One battle turn of `role`: (card, target), asked privately unless there is one choice."""
    if auto(b.setup, role):
        return choose(board, role)
    cards = sort_cards(set(board.hands[role]))
    targets: list[str | int] = [NEW, *board.targets(role)]
    fields = {"hand": list(board.hands[role]), "view": known}
    passing = [Option(PASS, "pass (Sun Tzu)")] if board.can_pass(role) else []
    if len(cards) * len(targets) == 1 and not passing:
        return cards[0], targets[0]
    if len(cards) * len(targets) + len(passing) <= ONE_ASK:
        options = [
            Option(f"{c}@{t}", f"{card_label(board, role, c)} → {target_label(board, t)}")
            for c in cards
            for t in targets
        ] + passing
        got = yield secret(
            "turn",
            [choose_one(role, "play", options, **fields)],
            side=role,
            prompt="A card to play, and where",
        )
        if got[role] == PASS:
            return PASS, PASS
        card, _, where = got[role].partition("@")
        return card, NEW if where == NEW else int(where)
    card_options = [Option(c, card_label(board, role, c)) for c in cards] + passing
    got = yield secret(
        "turn",
        [choose_one(role, "play_card", card_options, **fields)],
        side=role,
        prompt="A card to play",
    )
    card = got[role]
    if card == PASS:
        return PASS, PASS
    target_options = [Option(str(t), target_label(board, t)) for t in targets]
    got = yield secret(
        "turn",
        [choose_one(role, "play_target", target_options, card=card, **fields)],
        side=role,
        prompt="Where the card goes",
    )
    return card, NEW if got[role] == NEW else int(got[role])


def engage(
    b: BattleContext,
    board: Board,
    first: str,
    card: tuple,
    mine: dict,
    flight: dict,
    spent: dict[str, dict[str, int]],
):
    """Battle turns until both hands are empty; each play told publicly with the board after.
    `spent` gathers the iron and trade the effects cost."""
    last: str | None = None
    played: dict[str, list[str]] = {s: [] for s in SIDES}
    told_out: set[str] = set()
    turn = 0
    while (role := board.next_turn(last, first)) is not None:
        if not board.hands[other(role)] and role not in told_out:
            told_out.add(role)
            b.log("plays_out", side=role, left=len(board.hands[role]))
        turn += 1
        known = view(board, role, mine[role], card, first, last, played, flight)
        chosen, target = yield from play_turn(b, board, role, known)
        if chosen == PASS:
            board.pass_turn(role)
            cost = board.power(role).pass_cost
            spent[role]["trade"] = spent[role].get("trade", 0) + cost
            b.log(
                "pass",
                side=role,
                turn=turn,
                trade=cost,
                hands={s: len(board.hands[s]) for s in SIDES},
            )
            last = role
            continue
        metal = yield from ask_metal(b, board, role, chosen, target, known)
        unit = board.unit(role, chosen)
        result = board.play(role, chosen, target, metal)
        if isinstance(result, Fight) and result.metal:
            spent[role]["iron"] = spent[role].get("iron", 0) + 1
        played[role].append(chosen)
        b.log(
            "play",
            side=role,
            turn=turn,
            card=chosen,
            strength=unit.attack,
            health=unit.health,
            rank=board.ranks[role].get(parse_card(chosen)[0], 1),
            front=result if isinstance(result, int) else result.front,
            fight=result.to_dict() if isinstance(result, Fight) else None,
            board=board.snapshot(),
            hands={s: len(board.hands[s]) for s in SIDES},
        )
        if isinstance(result, Fight) and result.dead:
            yield from zhukov(b, board, result.dead)
        last = role


def ask_metal(b: BattleContext, board: Board, role: str, card: str, target, known: dict):
    """Metalworking: spend iron on this attack? Asked privately (the card is not played yet)."""
    if target == NEW or not board.can_metal(role):
        return False
    if auto(b.setup, role):
        return use_metal(board, role, card, target)
    got = yield secret(
        "metal",
        [
            yes_no(
                role,
                "metal",
                card=card,
                front=int(target),
                wounds=board.power(role).metal,
                view=known,
                prompt="Spend iron so that this unit deals more wounds?",
            )
        ],
        side=role,
        prompt="Spend iron (Metalworking) on this attack?",
    )
    return bool(got[role])


def zhukov(b: BattleContext, board: Board, dead: list[str]):
    """Zhukov: for each unit of a side with Zhukov that dies, that side wounds an enemy unit
    (its choice, asked publicly: the board is public); a unit killed so may set off the other
    side's Zhukov in turn."""
    queue = board.zhukov_strikers(dead)
    while queue:
        side = queue.pop(0)
        targets = board.zhukov_targets(side)
        if not targets:
            b.log("zhukov_none", side=side)
            continue
        if len(targets) == 1 or auto(b.setup, side):
            number = targets[0] if len(targets) == 1 else zhukov_target(board, side)
        else:
            options = [Option(str(n), target_label(board, n, side)) for n in targets]
            got = yield choose_one(
                side, "zhukov", options, board=board.snapshot(), prompt="Zhukov: wound which unit?"
            )
            number = int(got)
        unit, died = board.zhukov(side, int(number))
        b.log(
            "zhukov",
            side=side,
            front=int(number),
            unit=unit,
            dead=died,
            wounds=board.power(side).zhukov,
            board=board.snapshot(),
            hands={s: len(board.hands[s]) for s in SIDES},
        )
        if died:
            queue += board.zhukov_strikers([other(side)])


# -- 6. loot --------------------------------------------------------------------------------------
def take_loot(b: BattleContext, winner: str, loser: str, lists: list[str]):
    picks_made: list[dict[str, Any]] = []
    for which in lists:
        if which == L.FIGURES_LIST:
            picks = L.figures_picks(b.setup, loser)
        else:
            picks = L.city_picks(b.setup, loser, winner)
        if not picks:
            b.log("loot_none", side=winner, loser=loser, list=which)
            continue
        options = [Option(p.key, p.key) for p in picks]
        key = yield choose_one(
            winner,
            "loot",
            options,
            list=which,
            loser=loser,
            amounts={p.key: p.amount for p in picks},
            prompt="Your loot",
        )
        pick = next(p for p in picks if p.key == key)
        counts = None
        if pick.kind == L.RESOURCES:
            counts = yield set_counts(
                winner,
                "loot_resources",
                L.resource_counts(b.setup, loser),
                min_total=1,
                max_total=pick.amount,
                loser=loser,
                prompt="The resources you take",
            )
        moved = L.taken(pick, counts)
        b.log(
            "loot",
            side=winner,
            loser=loser,
            list=which,
            pick=pick.kind,
            item=pick.item,
            amount=pick.amount,
            moved=moved,
        )
        picks_made.append({"list": which, "kind": pick.kind, "item": pick.item, "moved": moved})
    return picks_made


def save_units(b: BattleContext, role: str, killed: list[str], save: int, board: Board):
    """China (one) or Florence Nightingale (all): killed units saved back to the standing
    forces. China's pick is asked publicly: every killed unit was played, so nothing is
    revealed."""
    if not save or not killed:
        return []
    if save >= len(killed):
        return list(killed)
    kinds = sort_cards(set(killed))
    if len(kinds) == 1 or save > 1 or auto(b.setup, role):
        best = sorted(killed, key=lambda c: board.worth(role, c), reverse=True)
        return best[:save]
    options = [Option(c, card_label(board, role, c)) for c in kinds]
    got = yield choose_one(role, "save", options, prompt="China: the killed unit you save")
    return [got]


def take_loot_points(b: BattleContext, winner: str, loser: str, points: int):
    """Loot points (FAQ 2.0): the winner spends them one pick at a time, different effects
    combined; a 2-point effect needs 2 points left."""
    picks_made: list[dict[str, Any]] = []
    b.log("loot_points", side=winner, loser=loser, points=points)
    left = points
    taken: set[str] = set()
    while left > 0:
        picks = L.point_picks(b.setup, loser, winner, left, taken)
        if not picks:
            b.log("loot_none", side=winner, loser=loser, list="points")
            break
        options = [Option(p.key, p.key) for p in picks]
        key = yield choose_one(
            winner,
            "loot",
            options,
            list="points",
            loser=loser,
            points=left,
            amounts={p.key: p.amount for p in picks},
            costs={p.key: L.cost_of(b.setup, p) for p in picks},
            prompt="Your loot",
        )
        pick = next(p for p in picks if p.key == key)
        counts = None
        if pick.kind == L.RESOURCES:
            counts = yield set_counts(
                winner,
                "loot_resources",
                L.resource_counts(b.setup, loser),
                min_total=1,
                max_total=pick.amount,
                loser=loser,
                prompt="The resources you take",
            )
        moved = L.taken(pick, counts)
        cost = L.cost_of(b.setup, pick)
        left -= cost
        taken.add(pick.kind)
        b.log(
            "loot",
            side=winner,
            loser=loser,
            list="points",
            pick=pick.kind,
            item=pick.item,
            amount=pick.amount,
            moved=moved,
            cost=cost,
        )
        picks_made.append({"list": "points", "kind": pick.kind, "item": pick.item, "moved": moved})
    return picks_made


# -- the battle -----------------------------------------------------------------------------------
def procedure(b: BattleContext) -> Procedure:
    setup = b.setup
    sq = square(setup)
    sides = yield from gather(b)
    if (
        sq["kind"] not in (CITY, CAPITAL, VILLAGE)
        and sides[DEFENDER]["armies"] == 0
        and sides[DEFENDER]["scouts"] > 0
    ):
        b.log("no_battle", side=DEFENDER, scouts=sides[DEFENDER]["scouts"])
        removed = {DEFENDER: {"armies": 0, "scouts": sides[DEFENDER]["scouts"]}}
        return Outcome(winner=ATTACKER, losses=removed, details={"no_battle": True})
    draw_random(b, sides)
    sizes = {r: hand_size(setup, r, sides[r]) for r in SIDES}
    if sq["kind"] == VILLAGE:
        sizes[DEFENDER] = len(sides[DEFENDER]["standing"])
    facts = {r: public_facts(setup, r, sides[r]) for r in SIDES}
    if sq["kind"] == VILLAGE:
        facts[DEFENDER]["bonus"] = {}
    hands = {}
    for r in SIDES:
        facts[r]["standing"] = len(sides[r]["standing"])
        facts[r]["hand"] = min(sizes[r], len(sides[r]["standing"]))
    counts = {r: facts[r]["hand"] for r in SIDES}
    data = data_of(setup)
    for r in SIDES:
        facts[r]["bonus"].update(
            E.bonus(
                sides[r].get("effects") or [],
                r,
                counts,
                shipyards=int(sides[r].get("shipyards", 0)),
                data=data,
            )
        )
    b.log("sides", square=sq, sides=facts, sizes=sizes)
    for r in SIDES:
        b.log("standing", private_to=r, side=r, cards=sort_cards(sides[r]["standing"]))
        hands[r] = draw_hand(b, r, sides[r]["standing"], sizes[r])
        b.log("hand", private_to=r, side=r, cards=hands[r])
    powers = {r: E.powers(sides[r].get("effects") or [], data) for r in SIDES}
    for r in SIDES:
        if powers[r].oracle:  # the opponent plays with their hand face up
            b.log("oracle", side=other(r), by=r, cards=list(hands[other(r)]))
    bonuses = {r: sum(facts[r]["bonus"].values()) for r in SIDES}
    card = bonus_card(bonuses)
    b.log("bonus", totals=bonuses, holder=card[0], value=card[1])
    first = first_player(setup)
    b.log("first", side=first, fortified=sq["fortified"])

    board = Board(
        {r: dict(sides[r]["ranks"]) for r in SIDES},
        {r: list(hands[r]) for r in SIDES},
        combat=combat_of(setup),
        data=data,
        powers=powers,
        metal={r: min(1, int(sides[r].get("iron", 1))) if powers[r].metal else 0 for r in SIDES},
        passes={
            r: powers[r].passes
            if int(sides[r].get("trade", powers[r].pass_cost)) >= powers[r].pass_cost
            else 0
            for r in SIDES
        },
    )
    mine = {r: sort_cards(sides[r]["standing"]) for r in SIDES}
    flight = {r: bool(sides[r].get("flight")) for r in SIDES}
    spent: dict[str, dict[str, int]] = {r: {} for r in SIDES}
    yield from engage(b, board, first, card, mine, flight, spent)

    strength = {r: board.strength(r) for r in SIDES}
    scores = totals(board, card)
    winner = winner_of(scores)
    loser = other(winner)
    b.log("resolve", strength=strength, holder=card[0], value=card[1], scores=scores, winner=winner)

    rules = rules_of(setup)
    removed = {
        r: casualties(
            sides[r],
            len(board.killed[r]),
            won=r == winner,
            armies_first=setting(rules, "armies_first"),
        )
        for r in SIDES
    }
    survivors = {r: sort_cards(board.survivors(r)) for r in SIDES}
    killed = {r: sort_cards(board.killed[r]) for r in SIDES}
    b.log("casualties", removed=removed, killed={r: len(killed[r]) for r in SIDES})
    saved: dict[str, list[str]] = {}
    for r in SIDES:
        kept = yield from save_units(b, r, killed[r], powers[r].save, board)
        if kept:
            saved[r] = kept
            for c in kept:
                killed[r].remove(c)
            b.log("saved", side=r, cards=kept, how="all" if powers[r].save >= E.ALL else "china")
    b.log("returned", survivors=survivors, killed=killed, saved=saved)

    details: dict[str, Any] = {
        "scores": scores,
        "survivors": survivors,
        "killed": killed,
        "card": list(card),
        "removed": removed,
    }
    if saved:
        details["saved"] = saved
    if any(spent.values()):
        details["spent"] = {r: dict(v) for r, v in spent.items() if v}
    capital = loser == DEFENDER and sq["kind"] == CAPITAL
    razed = loser == DEFENDER and sq["kind"] == CITY
    if capital:
        b.log("capital", side=winner, loser=loser)
    elif razed:
        b.log("razed", side=winner, loser=loser)
    elif loser == DEFENDER and sq["kind"] == VILLAGE:
        b.log("village", side=winner)
    details.update(capital=capital, razed=razed)
    no_loot = capital or auto(setup, winner) or sq["kind"] == VILLAGE
    if setting(rules, "loot_points"):
        points = (
            0
            if no_loot
            else L.points_for(setup, winner, loser, figures(sides[loser]) > 0, razed, sides)
        )
        details["loot"] = yield from take_loot_points(b, winner, loser, points)
    else:
        lists = [] if no_loot else L.lists_for(setup, loser, figures(sides[loser]) > 0, razed)
        details["loot"] = yield from take_loot(b, winner, loser, lists)
    losses = {
        r: {k: n for k, n in {**removed[r], "units": len(killed[r])}.items() if n} for r in SIDES
    }
    return Outcome(winner=winner, losses=losses, details=details)


class CivRuleset:
    key = "civ"
    name = "Civilization: The Board Game"

    def validate_setup(self, setup: Mapping[str, Any]) -> None:
        validate(setup)

    def procedure(self, b: BattleContext) -> Procedure:
        return procedure(b)


RULESET = CivRuleset()
