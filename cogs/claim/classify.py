"""A turn's attacks sorted into fought battles and claim rolls (claim.md, "Which battles...").

Real battles are tabletop games the players report; everything else is a claim roll in the bot.
`classify_turn` reads the whole turn at once, because whether one attack is fought depends on
the others (rule 2 asks whether the defender has a battle elsewhere).

Orders (plain JSON, `TurnOrders.read`; constructing `TurnOrders` checks it the same way):

    {"map": {"owners": {"<area>": "<player>" | null, ...},       # null: unclaimed
             "borders": [["<area>", "<area>"], ...]},
     "players": {"<player>": {"priority": "offence" | "defence",
                              "main_attack": "<area>" | null,
                              "further_attacks": ["<area>", ...],
                              "mass_assault": ["<primary>", "<secondary>", ...],
                              "mass_assault_ranks": [0, 1, ...]}},  # optional, see below
     "settings": {...}}                                          # optional campaign settings

Turn plan (`TurnPlan`, `to_dict()` gives plain JSON), every list sorted by area/player keys:

    battles:        fought battles: key (its first area), areas, attackers, defenders, rules
                    (which of rules 1, 2, 3 make it fought) and its attacks
    main_battles:   per player: role ("attack", "defence" or None), the areas of that battle, and
                    the key of the fought battle it is part of (None: claim rolls only)
    without_battle: players in no fought battle
    extra_battles:  pairs of those players with the battles they may fight: pairs of areas on
                    their shared border, unclaimed areas both border
    claim_rolls:    every attack that is not part of a fought battle, in the order they are rolled
    why:            for each claim roll (same order), why it is not fought: "busy" (its defender
                    fights `battle` by rule 1 or 3), "shared" (several attack the area, at most one
                    with offence, and `rule2_shared_areas` is false), "one_battle" (its idle
                    defender fights `battle`, its one rule-2 battle). Plans stored before this
                    key existed have none.

Readings (claim.md leaves these open; a disputed one is a campaign setting, default first):
- Reading: attacks target an area another player holds; unclaimed areas are fought over only as
  extra battles.
- Reading: a mass assault is the main army attacking several areas at once, so a player declares
  a main attack or a mass assault (at least two targets), not both; its primary target stands
  for the main attack. Every target is part of the main army's attack (its main battle).
- Reading: rule 2 ("one player attacks another who has no battle to fight") holds for each
  attacker of an area several attack, so such an area, of whom at most one chose offence (rule 3
  does not apply), is fought when its defender has nothing else to fight. So the classification
  is monotone: adding an attacker to an area never turns that area's battle into claim rolls
  (issue 12). Setting `rule2_shared_areas` false: such an area is settled by claim rolls (the
  reading before; a second attacker could then cancel a battle). With
  `rule2_one_battle_per_defender`, a new attack on another area of the same idle defender may take
  its one rule-2 battle: that is the point of that setting.
- Reading: "has no battle to fight" is judged against the battles of rules 1 and 3, which do not
  depend on any other choice, so the plan does not depend on the order attacks are read in. A
  defender without such a battle fights one rule-2 battle; when attacked in several areas, the
  attacker's main attack first, then an attacker with offence priority, then the first area (setting
  `rule2_one_battle_per_defender`; false: every such attack is fought).
- Reading: a player with offence priority that declares no attack has its defence (if attacked)
  as main battle. A player with defence priority that is attacked keeps that defence as main
  battle even when it is settled only by claim rolls (setting `main_battle_claimed_defence`).
- Reading: claim rolls are rolled area by area (by key); on one area the attacker with offence
  priority first, then a main attack, then by player key. `defender` is the owner when the turn
  was declared: a later roll on an area whose owner changed is made against its holder then.
- Reading: extra battles are offered on the map as it stands before this turn's claim rolls. Over a
  shared border "they can each choose an area on that border": each player's area on the border is
  any of its areas bordering one of the other's, and every pair of such areas is offered (they
  need not border each other).
- Reading: the RP of a main army attack (rules.py): a player whose main battle is its defence has
  no main army attack, so its claim rolls say `main_battle_defence` and it spends no RP on them
  (setting `main_attack_rp` "main_battle"; "declared_main_attack": RP on the declared main attack
  as before).
- Mass assault ranks are the attacker's declared order: `mass_assault_ranks` gives each target's
  rank when a target was dropped before the close (its area changed hands), so the others keep
  theirs; absent, the targets are ranked 0, 1, 2, ... A rank-0 target is the main attack.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, field
from itertools import combinations
from typing import Any

from bot.i18n import t
from cogs.claim.rules import ClaimSettings, Priority, read_priority

ATTACK = "attack"
DEFENCE = "defence"


class OrdersError(ValueError):
    """The orders cannot be classified; the message says why, in a player's words."""


# -- the orders ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class CampaignMap:
    """Who holds each area (None: unclaimed) and which areas border each other."""

    owners: Mapping[str, str | None]
    neighbours: Mapping[str, frozenset[str]]

    @classmethod
    def build(
        cls, owners: Mapping[str, str | None], borders: Iterable[Iterable[str]]
    ) -> CampaignMap:
        owners = dict(owners)
        neighbours: dict[str, set[str]] = {area: set() for area in owners}
        for border in borders:
            pair = list(border)
            if len(pair) != 2 or pair[0] == pair[1]:
                raise OrdersError(f"A border joins two different areas, not {pair}.")
            for area in pair:
                if area not in owners:
                    raise OrdersError(f"The border {pair} names an area not on the map: {area}.")
            neighbours[pair[0]].add(pair[1])
            neighbours[pair[1]].add(pair[0])
        return cls(owners, {area: frozenset(near) for area, near in neighbours.items()})

    @classmethod
    def read(cls, data: Mapping[str, Any]) -> CampaignMap:
        owners = data.get("owners")
        if not isinstance(owners, Mapping) or not all(
            isinstance(area, str) and (owner is None or isinstance(owner, str))
            for area, owner in owners.items()
        ):
            raise OrdersError("The map's owners give each area's player, or null if unclaimed.")
        borders = data.get("borders", [])
        if not isinstance(borders, list | tuple) or not all(
            isinstance(b, list | tuple) and all(isinstance(a, str) for a in b) for b in borders
        ):
            raise OrdersError("The map's borders are pairs of area keys.")
        return cls.build(owners, borders)

    def areas_of(self, player: str) -> list[str]:
        return sorted(area for area, owner in self.owners.items() if owner == player)


@dataclass(frozen=True)
class PlayerOrders:
    """One player's turn: its army priority and the areas it attacks."""

    priority: Priority
    main_attack: str | None = None
    further_attacks: tuple[str, ...] = ()
    mass_assault: tuple[str, ...] = ()
    """Targets in rank order: primary, secondary, tertiary, ..."""
    mass_assault_ranks: tuple[int, ...] = ()
    """Each target's declared rank when some were dropped; empty: 0, 1, 2, ..."""

    @classmethod
    def read(cls, player: str, data: Mapping[str, Any]) -> PlayerOrders:
        if not isinstance(data, Mapping):
            raise OrdersError(f"{player}: orders are a table of priority and attacks.")
        main_attack = data.get("main_attack")
        if main_attack is not None and not isinstance(main_attack, str):
            raise OrdersError(f"{player}: the main attack is one area.")
        ranks = data.get("mass_assault_ranks", [])
        if not isinstance(ranks, list | tuple) or not all(
            isinstance(r, int) and not isinstance(r, bool) and r >= 0 for r in ranks
        ):
            raise OrdersError(f"{player}: mass_assault_ranks is a list of whole numbers.")
        lists = {}
        for key in ("further_attacks", "mass_assault"):
            areas = data.get(key, [])
            if not isinstance(areas, list | tuple) or not all(isinstance(a, str) for a in areas):
                raise OrdersError(f"{player}: {key} is a list of areas.")
            lists[key] = tuple(areas)
        try:
            priority = read_priority(data.get("priority"), player)
        except ValueError as problem:
            raise OrdersError(str(problem)) from None
        return cls(
            priority, main_attack, lists["further_attacks"], lists["mass_assault"], tuple(ranks)
        )

    def rank_of(self, area: str) -> int | None:
        """A mass assault target's declared rank (0 primary), None if not one."""
        if area not in self.mass_assault:
            return None
        index = self.mass_assault.index(area)
        return self.mass_assault_ranks[index] if self.mass_assault_ranks else index

    @property
    def main_army_targets(self) -> tuple[str, ...]:
        """The main army's attack: its main attack, or its mass assault's targets in rank order."""
        if self.mass_assault:
            return self.mass_assault
        return (self.main_attack,) if self.main_attack is not None else ()

    @property
    def targets(self) -> tuple[str, ...]:
        return (*self.main_army_targets, *self.further_attacks)


@dataclass(frozen=True)
class TurnOrders:
    """The whole turn: the map, every player's orders and the campaign's settings."""

    map: CampaignMap
    players: Mapping[str, PlayerOrders]
    settings: ClaimSettings = field(default_factory=ClaimSettings.read)

    def __post_init__(self) -> None:
        owners = {owner for owner in self.map.owners.values() if owner is not None}
        silent = sorted(owners - set(self.players))
        if silent:
            raise OrdersError(f"Players who hold areas must give orders: {', '.join(silent)}.")
        for player, orders in self.players.items():
            check_targets(player, orders, self.map)

    @classmethod
    def read(cls, data: Mapping[str, Any]) -> TurnOrders:
        players = data.get("players")
        if not isinstance(players, Mapping):
            raise OrdersError("The orders list each player's priority and attacks.")
        try:
            settings = ClaimSettings.read(data.get("settings"))
        except ValueError as problem:
            raise OrdersError(str(problem)) from None
        return cls(
            CampaignMap.read(data.get("map") or {}),
            {player: PlayerOrders.read(player, o) for player, o in players.items()},
            settings,
        )


def check_targets(player: str, orders: PlayerOrders, board: CampaignMap) -> None:
    """Refuses orders a player cannot give, saying why in the reader's language (the message
    starts with "<player>: ", which the order editor takes off)."""

    def refuse(key: str, **args: Any) -> OrdersError:
        return OrdersError(f"{player}: {t(key, **args)}")

    if orders.main_attack is not None and orders.mass_assault:
        raise refuse("claim-orders-main-and-mass")
    ranks = orders.mass_assault_ranks
    if ranks and (len(ranks) != len(orders.mass_assault) or list(ranks) != sorted(set(ranks))):
        raise OrdersError(f"{player}: mass_assault_ranks rank each target once, in order.")
    if len(orders.mass_assault) == 1 and not ranks:
        raise refuse("claim-orders-mass-one")
    if len(set(orders.targets)) != len(orders.targets):
        raise refuse("claim-orders-twice")
    for area in orders.targets:
        if area not in board.owners:
            raise refuse("claim-orders-not-on-map", area=area)
        owner = board.owners[area]
        if owner is None:
            raise refuse("claim-orders-unclaimed", area=area)
        if owner == player:
            raise refuse("claim-orders-own-area", area=area)


# -- the turn plan ------------------------------------------------------------------------------
@dataclass(frozen=True, order=True)
class Attack:
    """One declared attack; outside a fought battle it is settled by a claim roll."""

    area: str
    attacker: str
    defender: str
    main_attack: bool
    """The attacker's main attack (or its mass assault's primary target)."""
    mass_assault_rank: int | None
    """Its place among the attacker's mass assault targets (0 primary), None if not one."""


@dataclass(frozen=True)
class Battle:
    """A fought battle: a real game over its areas, reported by the players."""

    key: str
    areas: tuple[str, ...]
    attackers: tuple[str, ...]
    defenders: tuple[str, ...]
    rules: tuple[int, ...]
    """Which of claim.md's rules 1, 2, 3 make it fought (a merged battle may meet several)."""
    attacks: tuple[Attack, ...]

    @property
    def participants(self) -> tuple[str, ...]:
        return tuple(sorted({*self.attackers, *self.defenders}))


@dataclass(frozen=True)
class MainBattle:
    """Where a player's army fights this turn, by its priority."""

    player: str
    role: str | None
    """"attack", "defence", or None when it neither attacks nor is attacked."""
    areas: tuple[str, ...]
    battle: str | None
    """The key of the fought battle it is part of; None when settled by claim rolls only."""


@dataclass(frozen=True)
class ExtraBattleOffer:
    """Two players without a battle who may fight one: over a border pair or an unclaimed area."""

    players: tuple[str, str]
    border_areas: tuple[tuple[str, str], ...]
    """(area of players[0], area of players[1]), each on their common border (bordering an area of
    the other; the two need not border each other): the winner takes the loser's."""
    unclaimed_areas: tuple[str, ...]


@dataclass(frozen=True)
class RollWhy:
    """Why one claim roll of the plan is not fought (see `why` in the module docstring)."""

    area: str
    attacker: str
    reason: str
    """"busy", "shared" or "one_battle"."""
    battle: str | None = None
    """The key of the battle its defender fights instead ("busy", "one_battle")."""


@dataclass(frozen=True)
class TurnPlan:
    battles: tuple[Battle, ...]
    main_battles: tuple[MainBattle, ...]
    without_battle: tuple[str, ...]
    extra_battles: tuple[ExtraBattleOffer, ...]
    claim_rolls: tuple[Attack, ...]
    why: tuple[RollWhy, ...] = ()

    def main_battle(self, player: str) -> MainBattle:
        return next(m for m in self.main_battles if m.player == player)

    def battle_of(self, area: str) -> Battle | None:
        return next((b for b in self.battles if area in b.areas), None)

    def to_dict(self) -> dict[str, Any]:
        plan = asdict(self)
        for battle, data in zip(self.battles, plan["battles"], strict=True):
            data["participants"] = list(battle.participants)
        return plan


# -- classification -----------------------------------------------------------------------------
def classify_turn(orders: TurnOrders | Mapping[str, Any]) -> TurnPlan:
    """Sort every declared attack into a fought battle or a claim roll (see Readings above)."""
    if not isinstance(orders, TurnOrders):
        orders = TurnOrders.read(orders)
    conflicts = _merge(declared_attacks(orders))
    for conflict in conflicts:
        conflict.rules.update(_unconditional_rules(conflict, orders))
    _apply_rule_2(conflicts, orders)

    battles = tuple(c.battle() for c in conflicts if c.rules)
    claim_rolls = sorted(
        (attack for c in conflicts if not c.rules for attack in c.attacks),
        key=lambda a: _claim_order(a, orders),
    )
    why = {(attack.area, attack.attacker): c.why for c in conflicts for attack in c.attacks}
    fighting = {player for battle in battles for player in battle.participants}
    without = tuple(sorted(set(orders.players) - fighting))
    return TurnPlan(
        battles=battles,
        main_battles=tuple(
            main_battle(player, orders, battles) for player in sorted(orders.players)
        ),
        without_battle=without,
        extra_battles=extra_battle_offers(without, orders.map),
        claim_rolls=tuple(claim_rolls),
        why=tuple(RollWhy(a.area, a.attacker, *why[a.area, a.attacker]) for a in claim_rolls),
    )


def declared_attacks(orders: TurnOrders) -> list[Attack]:
    """Every attack of the turn, by area then attacker."""
    attacks = []
    for player, own in orders.players.items():
        for area in own.targets:
            rank = own.rank_of(area)
            attacks.append(
                Attack(
                    area=area,
                    attacker=player,
                    defender=orders.map.owners[area],  # checked: another player holds it
                    main_attack=area == own.main_attack or rank == 0,
                    mass_assault_rank=own.rank_of(area),
                )
            )
    return sorted(attacks)


@dataclass
class _Conflict:
    """Attacks merged into one potential battle; `rules` says which rules make it fought."""

    attacks: list[Attack]
    rules: set[int] = field(default_factory=set)
    why: tuple[str, str | None] = ("busy", None)
    """Why it is not fought, if it is not (see `RollWhy`)."""

    @property
    def areas(self) -> tuple[str, ...]:
        return tuple(sorted({a.area for a in self.attacks}))

    @property
    def attackers(self) -> tuple[str, ...]:
        return tuple(sorted({a.attacker for a in self.attacks}))

    @property
    def defenders(self) -> tuple[str, ...]:
        return tuple(sorted({a.defender for a in self.attacks}))

    @property
    def players(self) -> set[str]:
        return {*self.attackers, *self.defenders}

    def battle(self) -> Battle:
        return Battle(
            key=self.areas[0],
            areas=self.areas,
            attackers=self.attackers,
            defenders=self.defenders,
            rules=tuple(sorted(self.rules)),
            attacks=tuple(sorted(self.attacks)),
        )


def _merge(attacks: list[Attack]) -> list[_Conflict]:
    """Several attacks on one area, or two players attacking each other, make one conflict."""
    parent = list(range(len(attacks)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def join(i: int, j: int) -> None:
        parent[root(i)] = root(j)

    first_on_area: dict[str, int] = {}
    between: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, attack in enumerate(attacks):
        join(i, first_on_area.setdefault(attack.area, i))
        between[attack.attacker, attack.defender].append(i)
    for (attacker, defender), ours in between.items():
        theirs = between.get((defender, attacker), [])
        for i in [*ours, *theirs] if theirs else []:
            join(i, ours[0])

    merged: dict[int, list[Attack]] = defaultdict(list)
    for i, attack in enumerate(attacks):
        merged[root(i)].append(attack)
    return sorted((_Conflict(group) for group in merged.values()), key=lambda c: c.areas)


def _unconditional_rules(conflict: _Conflict, orders: TurnOrders) -> set[int]:
    """Rules 1 and 3, which look at this conflict only."""
    rules = set()
    pairs = {(a.attacker, a.defender) for a in conflict.attacks}
    if any((defender, attacker) in pairs for attacker, defender in pairs):
        rules.add(1)  # two players attack each other
    for area in conflict.areas:
        attackers = [a.attacker for a in conflict.attacks if a.area == area]
        offence = [p for p in attackers if orders.players[p].priority is Priority.OFFENCE]
        if len(attackers) > 1 and len(offence) > 1:
            rules.add(3)  # several attack one area, more than one with offence priority
    return rules


def _apply_rule_2(conflicts: list[_Conflict], orders: TurnOrders) -> None:
    """Rule 2: an attack on a player who has no battle to fight (only claim rolls) is fought."""
    settings = orders.settings
    busy = {player: c.areas[0] for c in conflicts if c.rules for player in c.players}
    open_by_defender: dict[str, list[_Conflict]] = defaultdict(list)
    for conflict in conflicts:
        if conflict.rules:
            continue
        # a conflict without rule 1 lies on one area, so it has one defender
        defender = conflict.defenders[0]
        if defender in busy:
            conflict.why = ("busy", busy[defender])
        elif len(conflict.attackers) > 1 and not settings.rule2_shared_areas:
            conflict.why = ("shared", None)
        else:
            open_by_defender[defender].append(conflict)
    for open_conflicts in open_by_defender.values():
        ranked = sorted(open_conflicts, key=lambda c: _rule_2_preference(c, orders))
        fought = ranked[:1] if settings.rule2_one_battle_per_defender else ranked
        for conflict in ranked:
            if conflict in fought:
                conflict.rules.add(2)
            else:
                conflict.why = ("one_battle", fought[0].areas[0])


def _rule_2_preference(conflict: _Conflict, orders: TurnOrders) -> tuple[bool, bool, str]:
    """Which attack an idle defender fights: a main attack, then offence priority, then area."""
    main = any(a.main_attack for a in conflict.attacks)
    offence = any(orders.players[p].priority is Priority.OFFENCE for p in conflict.attackers)
    return (not main, not offence, conflict.areas[0])


def _claim_order(attack: Attack, orders: TurnOrders) -> tuple[str, bool, bool, str]:
    offence = orders.players[attack.attacker].priority is Priority.OFFENCE
    return (attack.area, not offence, not attack.main_attack, attack.attacker)


# -- main battles -------------------------------------------------------------------------------
def main_battle(player: str, orders: TurnOrders, battles: Iterable[Battle]) -> MainBattle:
    """Offence: its own attack. Defence: its defence if attacked, else its own attack."""
    own = orders.players[player]
    battle_of_area = {area: battle.key for battle in battles for area in battle.areas}
    attacked = tuple(
        sorted(
            {
                area
                for other, theirs in orders.players.items()
                if other != player
                for area in theirs.targets
                if orders.map.owners[area] == player
            }
        )
    )

    def fought(areas: tuple[str, ...]) -> str | None:
        return next((battle_of_area[a] for a in areas if a in battle_of_area), None)

    role: str | None
    if own.priority is Priority.OFFENCE:
        role = ATTACK if own.main_army_targets else DEFENCE if attacked else None
    elif attacked:
        falls_back = orders.settings.main_battle_claimed_defence == ATTACK
        claimed_only = fought(attacked) is None
        role = ATTACK if falls_back and claimed_only and own.main_army_targets else DEFENCE
    else:
        role = ATTACK if own.main_army_targets else None
    areas = own.main_army_targets if role == ATTACK else attacked if role == DEFENCE else ()
    return MainBattle(player, role, areas, fought(areas))


# -- players left without a battle --------------------------------------------------------------
def extra_battle_offers(players: Iterable[str], board: CampaignMap) -> tuple[ExtraBattleOffer, ...]:
    """Every pair of players without a battle that shares a border or borders an unclaimed area."""
    offers = []
    for first, second in combinations(sorted(players), 2):
        mine, theirs = board.areas_of(first), set(board.areas_of(second))
        # each player's areas on the common border: those bordering one of the other's
        my_side = [area for area in mine if board.neighbours[area] & theirs]
        their_side = sorted(area for area in theirs if board.neighbours[area] & set(mine))
        border_areas = tuple((area, near) for area in my_side for near in their_side)
        unclaimed = tuple(
            sorted(
                area
                for area, owner in board.owners.items()
                if owner is None
                and board.neighbours[area] & set(mine)
                and board.neighbours[area] & theirs
            )
        )
        if border_areas or unclaimed:
            offers.append(ExtraBattleOffer((first, second), border_areas, unclaimed))
    return tuple(offers)


# -- from a claim roll of the plan to the setup of its battle -----------------------------------
def claim_roll_setup(
    roll: Attack,
    orders: TurnOrders,
    *,
    seats: Mapping[str, Mapping[str, Any]],
    fortifications: int,
    buildings: Iterable[str] = (),
    rp: Mapping[str, int],
    holder: str | None = None,
) -> dict[str, Any]:
    """The claim roll ruleset's setup for one claim roll of the plan (see rules.py).

    `seats` and `rp` are keyed "attacker"/"defender"; fortifications, buildings, RP and `holder`
    (the area's owner, if an earlier roll of the turn changed it) are the campaign's state when
    the roll starts.
    """
    defender = holder if holder is not None else roll.defender
    defending = False
    if orders.settings.main_attack_rp == "main_battle":
        plan = classify_turn(orders)
        defending = main_battle(roll.attacker, orders, plan.battles).role == DEFENCE
    return {
        "seats": {side: dict(seat) for side, seat in seats.items()},
        "area": roll.area,
        "attacker_priority": str(orders.players[roll.attacker].priority),
        "defender_priority": str(orders.players[defender].priority),
        "main_attack": roll.main_attack,
        "mass_assault_rank": roll.mass_assault_rank,
        "main_battle_defence": defending,
        "fortifications": fortifications,
        "buildings": list(buildings),
        "rp": dict(rp),
        "settings": orders.settings.to_dict(),
    }
