"""A claim campaign in the store's generic tables, and what each step of a turn changes there.

- faction.resources: rp
- region (key = area key): owner = the holding faction; data: name shown, fortifications,
  buildings (list of names), borders (list of neighbouring area keys, kept symmetric)
- turn.data once closed (`closed_turn_data`): the map, every player's orders and the settings as
  the turn was classified, the plan, notes, and then what is resolved: reports of fought battles
  and the extra battles players agree on. Claim rolls are battles of the campaign whose setup
  names the turn and the roll, so what has been rolled is read from the battles themselves.

Players are keyed "f<faction id>" in orders and plans: a faction's name may change, its id not.
Pure: no Discord, no database.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from bot.engine import Outcome
from bot.i18n import t
from bot.store import CampaignChanges, Faction, Region, RegionChange
from cogs.claim.classify import (
    Attack,
    CampaignMap,
    OrdersError,
    PlayerOrders,
    TurnOrders,
    check_targets,
    claim_roll_setup,
    classify_turn,
)
from cogs.claim.rules import (
    ATTACKER,
    DEFENDER,
    LEGACY_READINGS,
    ClaimSettings,
    Priority,
    campaign_data,
)

STARTING_RESOURCES = {"rp": campaign_data().starting_rp}
NO_ORDERS = {"priority": "defence"}
"""Reading: a player who submitted no orders by the close holds: defence priority, no attack."""


def player_key(faction_id: int) -> str:
    return f"f{faction_id}"


def faction_id_of(player: str) -> int:
    return int(player[1:])


def fortifications(region: Region | None) -> int:
    return int((region.data if region else {}).get("fortifications", 0))


def buildings(region: Region | None) -> list[str]:
    return list((region.data if region else {}).get("buildings", []))


def region_borders(region: Region | None) -> list[str]:
    return list((region.data if region else {}).get("borders", []))


def campaign_map(regions: Iterable[Region]) -> CampaignMap:
    """Owners by player key (None: unclaimed) and the borders stored on both of their areas."""
    regions = list(regions)
    owners = {r.key: player_key(r.owner) if r.owner is not None else None for r in regions}
    pairs = {
        tuple(sorted((r.key, near)))
        for r in regions
        for near in region_borders(r)
        if near in owners
    }
    return CampaignMap.build(owners, sorted(pairs))


def map_data(board: CampaignMap) -> dict[str, Any]:
    """The map as plain JSON, the shape `TurnOrders.read` takes back."""
    pairs = {tuple(sorted((a, b))) for a, near in board.neighbours.items() for b in near}
    return {"owners": dict(board.owners), "borders": [list(p) for p in sorted(pairs)]}


# -- a player's orders while the turn is open ---------------------------------------------------
@dataclass(frozen=True)
class Draft:
    """A player's orders as they build them with buttons; stored as JSON after every click.

    The main attack and a mass assault are one thing (the main army's attack): a mass assault
    of a single target is that main attack, and adding a target to a main attack makes it a mass
    assault with the main attack as primary target. An area is attacked at most once."""

    priority: str | None = None
    main_attack: str | None = None
    further_attacks: tuple[str, ...] = ()
    mass_assault: tuple[str, ...] = ()
    mass_assault_ranks: tuple[int, ...] = ()
    """Only in closed orders: the declared ranks of the targets left after some were dropped."""

    @classmethod
    def read(cls, data: Mapping[str, Any] | None) -> Draft:
        data = data or {}
        return cls(
            priority=data.get("priority"),
            main_attack=data.get("main_attack"),
            further_attacks=tuple(data.get("further_attacks", ())),
            mass_assault=tuple(data.get("mass_assault", ())),
            mass_assault_ranks=tuple(data.get("mass_assault_ranks", ())),
        )._normal()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"priority": self.priority}
        if self.main_attack:
            out["main_attack"] = self.main_attack
        if self.further_attacks:
            out["further_attacks"] = list(self.further_attacks)
        if self.mass_assault:
            out["mass_assault"] = list(self.mass_assault)
        if self.mass_assault_ranks:
            out["mass_assault_ranks"] = list(self.mass_assault_ranks)
        return out

    def ranks(self) -> tuple[int, ...]:
        """Each mass assault target's declared rank (0 primary)."""
        return self.mass_assault_ranks or tuple(range(len(self.mass_assault)))

    @property
    def main_targets(self) -> tuple[str, ...]:
        return self.mass_assault or ((self.main_attack,) if self.main_attack else ())

    @property
    def targets(self) -> tuple[str, ...]:
        return (*self.main_targets, *self.further_attacks)

    def _normal(self) -> Draft:
        if self.mass_assault_ranks:  # closed orders, checked by PlayerOrders: as they are
            return self
        main, mass = self.main_attack, tuple(dict.fromkeys(self.mass_assault))
        if len(mass) == 1:
            main, mass = mass[0], ()
        if mass:
            main = None
        further = tuple(a for a in dict.fromkeys(self.further_attacks) if a not in (*mass, main))
        return Draft(self.priority, main, further, mass)

    def with_priority(self, priority: str) -> Draft:
        return Draft(str(Priority(priority)), *self._attacks())

    def with_main_attack(self, area: str | None) -> Draft:
        """A new main attack replaces the main army's attack (a mass assault too)."""
        further = tuple(a for a in self.further_attacks if a != area)
        return Draft(self.priority, area, further, ())._normal()

    def with_further_attacks(self, areas: Sequence[str]) -> Draft:
        kept = tuple(a for a in areas if a not in self.main_targets)
        return Draft(self.priority, self.main_attack, kept, self.mass_assault)._normal()

    def with_mass_target(self, area: str) -> Draft:
        """Add a target after the others: the main attack, if any, becomes the primary."""
        if area in self.main_targets:
            return self
        further = tuple(a for a in self.further_attacks if a != area)
        return Draft(self.priority, None, further, (*self.main_targets, area))._normal()

    def without_attacks(self) -> Draft:
        return Draft(self.priority)

    def _attacks(self) -> tuple[Any, ...]:
        return (self.main_attack, self.further_attacks, self.mass_assault)

    def problems(self, player: str, board: CampaignMap) -> list[str]:
        """What stops these orders from being submitted, in a player's words."""
        if self.priority is None:
            return [t("claim-orders-no-priority")]
        try:
            check_targets(player, PlayerOrders.read(player, self.to_dict()), board)
        except OrdersError as problem:
            return [str(problem).removeprefix(f"{player}: ")]
        return []


def attack_options(player: str, board: CampaignMap) -> list[str]:
    """The areas a player may attack: held by another player; bordering its own areas first."""
    own = set(board.areas_of(player))
    targets = [a for a, owner in board.owners.items() if owner is not None and owner != player]
    return sorted(targets, key=lambda a: (not (board.neighbours[a] & own), a))


# -- closing the turn ---------------------------------------------------------------------------
@dataclass(frozen=True)
class ClosedTurn:
    orders: TurnOrders
    notes: list[str] = field(default_factory=list)

    def data(self) -> dict[str, Any]:
        """The turn's record once closed (see the module docstring)."""
        plan = classify_turn(self.orders)
        return {
            "map": map_data(self.orders.map),
            "orders": {p: _orders_dict(o) for p, o in self.orders.players.items()},
            "settings": self.orders.settings.to_dict(),
            "plan": plan.to_dict(),
            "notes": list(self.notes),
            "reports": {},
            "extra": {},
        }


def _orders_dict(orders: PlayerOrders) -> dict[str, Any]:
    return Draft(
        str(orders.priority),
        orders.main_attack,
        orders.further_attacks,
        orders.mass_assault,
        orders.mass_assault_ranks,
    ).to_dict()


def close_turn(
    regions: Iterable[Region],
    factions: Iterable[Faction],
    submitted: Mapping[int, Mapping[str, Any]],
    settings: Mapping[str, Any],
) -> ClosedTurn:
    """Every player's orders as they stand at the close, against the map as it stands.

    Players without submitted orders hold (`NO_ORDERS`). An attack on an area that is no longer
    another player's (the game master changed the map meanwhile) is dropped, with a note; the
    mass assault targets left keep their declared ranks (a secondary stays +1)."""
    board = campaign_map(regions)
    names = {player_key(f.id): f.name for f in factions}
    players = {p for p in names if faction_id_of(p) in submitted}
    players |= {player_key(f.id) for f in factions if f.active and f.user_id is not None}
    players |= {owner for owner in board.owners.values() if owner is not None}
    notes: list[str] = []
    orders: dict[str, PlayerOrders] = {}
    for player in sorted(players, key=faction_id_of):
        given = submitted.get(faction_id_of(player))
        if given is None:
            notes.append(t("claim-note-no-orders", name=names.get(player, player)))
            draft = Draft.read(NO_ORDERS)
        else:
            draft = Draft.read(given)
        valid = set(attack_options(player, board))
        dropped = [a for a in draft.targets if a not in valid]
        if dropped:
            notes.append(
                t("claim-note-dropped", name=names.get(player, player), areas=", ".join(dropped))
            )
            ranked = zip(draft.mass_assault, draft.ranks(), strict=True)
            kept = [(a, r) for a, r in ranked if a in valid]
            ranks = tuple(r for _, r in kept)
            draft = Draft(
                draft.priority,
                draft.main_attack if draft.main_attack in valid else None,
                tuple(a for a in draft.further_attacks if a in valid),
                tuple(a for a, _ in kept),
                () if ranks == tuple(range(len(ranks))) and len(ranks) != 1 else ranks,
            )._normal()
        orders[player] = PlayerOrders.read(player, draft.to_dict())
    return ClosedTurn(TurnOrders(board, orders, ClaimSettings.read(settings)), notes)


def turn_orders(data: Mapping[str, Any]) -> TurnOrders:
    """The orders of a closed turn, exactly as they were classified: a setting the turn's record
    lacks (it closed before the setting existed) is read as it was played then."""
    settings = {**LEGACY_READINGS, **data["settings"]}
    return TurnOrders.read({"map": data["map"], "players": data["orders"], "settings": settings})


# -- claim rolls of the turn --------------------------------------------------------------------
def roll_label(index: int) -> str:
    return f"R{index + 1}"


def claim_rolls(data: Mapping[str, Any]) -> list[Attack]:
    """The plan's claim rolls, then those added when a fought battle was reported without a
    result and the game master chose claim rolls (`added_rolls`), labelled on from the last."""
    rolls = [*data["plan"]["claim_rolls"], *data.get("added_rolls", [])]
    return [Attack(**{k: v for k, v in roll.items() if k != "battle"}) for roll in rolls]


def roll_setup(
    data: Mapping[str, Any],
    *,
    turn_id: int,
    index: int,
    region: Region,
    factions: Mapping[int, Faction],
) -> dict[str, Any] | None:
    """The setup of the turn's claim roll `index` against the campaign as it is now, or None if
    it is void: the area is no longer held by another player (an earlier roll may have changed
    its holder: the roll is then made against the holder)."""
    roll = claim_rolls(data)[index]
    attacker = factions[faction_id_of(roll.attacker)]
    if region.owner is None or region.owner == attacker.id or region.owner not in factions:
        return None
    holder = factions[region.owner]
    orders = dict(data["orders"])
    # a holder that gave no orders this turn (given the area after the close) holds
    orders.setdefault(player_key(holder.id), NO_ORDERS)
    setup = claim_roll_setup(
        roll,
        turn_orders({**data, "orders": orders}),
        seats={ATTACKER: _seat(attacker), DEFENDER: _seat(holder)},
        fortifications=fortifications(region),
        buildings=buildings(region),
        rp={ATTACKER: _rp(attacker), DEFENDER: _rp(holder)},
        holder=player_key(holder.id),
    )
    setup |= {
        "area_name": region.name,
        "factions": {ATTACKER: attacker.id, DEFENDER: holder.id},
        "turn_id": turn_id,
        "roll": index,
    }
    return setup


def _seat(faction: Faction) -> dict[str, Any]:
    return {"user_id": faction.user_id, "name": faction.name}


def _rp(faction: Faction) -> int:
    return max(0, int(faction.resources.get("rp", 0)))


def campaign_changes(setup: Mapping[str, Any], outcome: Outcome) -> CampaignChanges:
    """A finished claim roll: who holds the area, its fortifications and buildings, RP spent.

    RP have a floor of 0, so a spend the faction can no longer pay is refused with the answer."""
    factions = setup["factions"]
    details = outcome.details
    area = details["area"]
    if outcome.winner == ATTACKER:
        change = RegionChange(owner=factions[ATTACKER], data={"fortifications": 0, "buildings": []})
    else:
        change = RegionChange(data={"fortifications": details["fortifications_after"]})
    spent = {
        factions[side]: {"rp": delta["rp"]}
        for side, delta in outcome.resources.items()
        if delta.get("rp")
    }
    return CampaignChanges(resource_deltas=spent, regions={area: change}, resource_floors={"rp": 0})


# -- fought battles and extra battles -----------------------------------------------------------
@dataclass(frozen=True)
class Reportable:
    """A battle of the turn played at the table, whose winner players report."""

    label: str
    players: tuple[str, ...]
    areas: tuple[str, ...]
    attacks: tuple[tuple[str, str], ...]
    """(area, attacker): the winner takes an area it attacked; an unclaimed area is attacked by
    both players of an extra battle."""


def reportables(data: Mapping[str, Any]) -> list[Reportable]:
    """Every fought battle (B1, ...) and every extra battle both players agreed on (E1, ...)."""
    found = [
        Reportable(
            label=f"B{i + 1}",
            players=tuple(battle["participants"]),
            areas=tuple(battle["areas"]),
            attacks=tuple((a["area"], a["attacker"]) for a in battle["attacks"]),
        )
        for i, battle in enumerate(data["plan"]["battles"])
    ]
    for label, offer in extra_offers(data).items():
        agreed = data.get("extra", {}).get(label, {}).get("agreed")
        if agreed is None:
            continue
        first, second = offer.players
        kind, areas = offer.options[agreed]
        if kind == "border":
            attacks = ((areas[1], first), (areas[0], second))
        else:
            attacks = ((areas[0], first), (areas[0], second))
        found.append(Reportable(label, offer.players, tuple(areas), attacks))
    return found


SETTLE_BY_ROLLS = "claim_rolls"
LEAVE_AS_IS = "unchanged"
NO_RESULT_CHOICES = (SETTLE_BY_ROLLS, LEAVE_AS_IS)
"""A battle reported with no result: its attacks are settled by claim rolls (the seed: "whenever
a battle is not fought, the conflict is resolved using the claim roll"), or the areas stay."""


def rolls_for_unfought(data: Mapping[str, Any], battle: Reportable) -> list[Attack]:
    """The claim rolls that settle a fought battle reported with no result: each of its attacks,
    in the order claim rolls are rolled (by area; offence priority, then main attack, first).
    An extra battle (E1, ...) is optional and gives none: not fought, nothing happens."""
    index = next((i for i, b in enumerate(reportables(data)) if b.label == battle.label), None)
    if not battle.label.startswith("B") or index is None:
        return []
    orders = turn_orders(data)
    attacks = [Attack(**a) for a in data["plan"]["battles"][index]["attacks"]]

    def order(attack: Attack) -> tuple[str, bool, bool, str]:
        offence = orders.players[attack.attacker].priority is Priority.OFFENCE
        return (attack.area, not offence, not attack.main_attack, attack.attacker)

    return sorted(attacks, key=order)


def add_rolls(data: Mapping[str, Any], battle: str, rolls: Sequence[Attack]) -> dict[str, Any]:
    """The turn's record with `rolls` added after its claim rolls (each remembers its battle);
    the "all claim rolls done" line is said again once they are."""
    added = [*data.get("added_rolls", []), *({**asdict(r), "battle": battle} for r in rolls)]
    posted = {k: v for k, v in data.get("posted", {}).items() if k != "done"}
    return {**data, "added_rolls": added, "posted": posted}


def report_changes(
    battle: Reportable, winner: str | None, owners: Mapping[str, int | None]
) -> CampaignChanges:
    """The winner takes every area of the battle it attacked; fortifications and buildings stay
    (reading: the rules destroy them on a claim roll only). None: no result, nothing changes."""
    if winner is None:
        return CampaignChanges()
    taken = {
        area: RegionChange(owner=faction_id_of(winner))
        for area, attacker in battle.attacks
        if attacker == winner and owners.get(area) != faction_id_of(winner)
    }
    return CampaignChanges(regions=taken)


@dataclass(frozen=True)
class ExtraOffer:
    players: tuple[str, str]
    options: tuple[tuple[str, tuple[str, ...]], ...]
    """("border", (area of players[0], area of players[1])) or ("unclaimed", (area,))."""


def extra_offers(data: Mapping[str, Any]) -> dict[str, ExtraOffer]:
    """The extra battles offered to players left without one, labelled E1, E2, ..."""
    return {
        f"E{i + 1}": ExtraOffer(
            players=tuple(offer["players"]),  # type: ignore[arg-type]
            options=tuple(("border", tuple(pair)) for pair in offer["border_areas"])
            + tuple(("unclaimed", (area,)) for area in offer["unclaimed_areas"]),
        )
        for i, offer in enumerate(data["plan"]["extra_battles"])
    }


def agree_extra(data: Mapping[str, Any], label: str, player: str, option: int) -> dict[str, Any]:
    """A player's pick of an extra battle; both players picking the same option agree on it.

    ValueError when the player may not pick (not in the offer, already in an agreed extra
    battle, the offer already agreed) or the option does not exist."""
    offers = extra_offers(data)
    offer = offers.get(label)
    if offer is None or player not in offer.players:
        raise ValueError(t("claim-extra-not-yours"))
    if not 0 <= option < len(offer.options):
        raise ValueError(t("claim-not-a-choice"))
    extra = {k: dict(v) for k, v in data.get("extra", {}).items()}
    if extra.get(label, {}).get("agreed") is not None:
        raise ValueError(t("claim-extra-agreed-already"))
    for other, state in extra.items():
        if state.get("agreed") is not None and player in offers[other].players:
            raise ValueError(t("claim-extra-you-fight-one"))
    state = extra.setdefault(label, {})
    picks = {**state.get("picks", {}), player: option}
    state["picks"] = picks
    if len(picks) == 2 and len(set(picks.values())) == 1:
        other = next(p for p in offer.players if p != player)
        if any(
            s.get("agreed") is not None and other in offers[k].players for k, s in extra.items()
        ):
            raise ValueError(t("claim-extra-other-fights-one"))
        state["agreed"] = option
    return {**data, "extra": extra}
