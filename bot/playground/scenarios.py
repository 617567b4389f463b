"""Ready scenarios: a newcomer sees a game under way in seconds instead of setting one up.

Each is played through the loopback exactly as members would play it (commands, clicks, forms),
so what it leaves behind is what the bot itself made of those actions.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.loopback.reading import button, buttons, pinged, select_id, set_forces, text

if TYPE_CHECKING:
    from bot.playground.demo import Playground

MAP = Path(__file__).with_name("marches.toml")
SOE_FORCES = {"Armies": 2, "Fleets": 1}


@dataclass(frozen=True)
class Seeded:
    channel_id: int
    message_id: int | None
    summary: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "channel_id": str(self.channel_id),
            "message_id": str(self.message_id) if self.message_id else None,
            "summary": self.summary,
        }


@dataclass(frozen=True)
class Scenario:
    key: str
    title: str
    description: str
    run: Callable[[Playground], Awaitable[Seeded]]


async def soe_battle_with_allies(pg: Playground) -> Seeded:
    """Alice and Carol attack Bob and Dave in India; every force is set, the battle is on."""
    lb, who = pg.loopback, pg.members
    channel = pg.channels["battles"]
    lobby = await lb.slash(
        who["alice"], "soe battle", {"area": "india", "defender": who["bob"]}, channel=channel
    )
    panel_id = lobby.message_id
    for side, (member, ally) in enumerate((("alice", "carol"), ("bob", "dave"))):
        selects = member_selects(lb.message(panel_id))  # each pick rewrites the lobby's ids
        await lb.select(who[member], panel_id, selects[side], [who[ally]])
    shown = lb.message(panel_id)
    await lb.click(who["alice"], shown, button(shown, "Start"))
    people = {u.id: u for u in who.values()}
    for _ in range(8):  # both sides' forces, then each ally joins; stop at the first battle choice
        shown = lb.message(panel_id)
        labels = [b.get("label") or "" for b in buttons(shown)]
        if "Change" not in labels:
            break
        player = people[pinged(shown)[0]]
        if any(label.startswith("Join") for label in labels):
            await lb.click(player, panel_id, button(shown, "Join"))
        else:
            await set_forces(lb, player, panel_id, SOE_FORCES)
    return Seeded(
        channel,
        panel_id,
        "Alice + Carol attack Bob + Dave in India: every side is in, the next choice is yours.",
    )


def member_selects(message: dict[str, Any]) -> list[str]:
    return [
        c["custom_id"] for row in message["components"] for c in row["components"] if c["type"] == 5
    ]


async def claim_campaign_at_turn_two(pg: Playground) -> Seeded:
    """The Marches: three factions played a first turn (secret orders, a claim roll with
    secret RP, a reported battle); turn 2 is open for orders."""
    lb, who = pg.loopback, pg.members
    channel = pg.channels["campaign"]
    gm = who["gm"]
    created = await lb.slash(
        gm, "campaign create", {"name": "Marches", "game": "claim"}, channel=channel
    )
    if created.ephemeral:  # refused, e.g. seeded already: say what the bot said
        raise ValueError(created.content or "the campaign could not be created")
    factions = {"alice": "Red", "bob": "Blue", "carol": "Green"}
    for member, faction in factions.items():
        await lb.slash(who[member], "campaign join", {"faction": faction}, channel=channel)
    await lb.slash(gm, "claim area import", {"file": (MAP.name, MAP.read_bytes())}, channel=channel)
    for faction, rp in (("Red", 3), ("Blue", 2), ("Green", 1)):
        await lb.slash(gm, "claim rp", {"faction": faction, "set": rp}, channel=channel)
    opened = await lb.slash(gm, "claim turn open", {"deadline": "48h"}, channel=channel)
    mark = lb.mark()
    orders = (("alice", "Offence", "hill"), ("bob", "Defence", "greendale"))
    for member, priority, target in (*orders, ("carol", "Offence", "bluefort")):
        await give_orders(pg, who[member], opened.message_id, priority, target)
    roll = await lb.wait_for_message(channel, is_claim_roll, timeout=20, since=mark)
    await spend_rp(pg, who["alice"], int(roll["id"]), "Red", 2)
    await spend_rp(pg, who["bob"], int(roll["id"]), "Blue", 1)
    for _ in range(5):  # ties: the attacker rolls again while it can; then the roll is over
        shown = await lb.world.wait_until(lambda: settled_or_tied(lb.message(roll["id"])), 20)
        labels = [b.get("label") or "" for b in buttons(shown)]
        if not any(label.startswith("Yes") for label in labels):
            break
        await lb.click(who["alice"], shown, button(shown, "Yes"))
    await lb.slash(who["bob"], "claim report", {"battle": "B1", "winner": "Green"}, channel=channel)
    second = await lb.slash(gm, "claim turn open", {"deadline": "48h"}, channel=channel)
    if second.ephemeral:
        raise RuntimeError(f"turn 2 did not open: {second.content}")
    return Seeded(
        channel,
        second.message_id,
        "The Marches, turn 2: Red, Blue and Green give their orders (My orders).",
    )


def settled_or_tied(panel: dict[str, Any]) -> dict[str, Any] | None:
    """The roll's panel once it waits on nobody, or offers the attacker a re-roll."""
    labels = [b.get("label") or "" for b in buttons(panel)]
    done = not labels or any(label.startswith("Yes") for label in labels)
    return panel if done else None


async def give_orders(pg: Playground, user: Any, panel_id: int | None, priority: str, target: str):
    lb = pg.loopback
    panel = lb.message(panel_id)
    editor = await lb.click(user, panel, button(panel, "My orders"))
    shown = await lb.click(user, editor.message, button(editor.message, priority))
    shown = await lb.select(user, shown.message, select_id(shown.message, "Main attack"), [target])
    await lb.click(user, shown.message, button(shown.message, "Submit"))


def is_claim_roll(message: dict[str, Any]) -> bool:
    """A claim roll's panel (not the placeholder posted before it)."""
    shown = text(message)
    return "⚔️ Claim campaign" in shown and "being set up" not in shown


async def spend_rp(pg: Playground, user: Any, panel_id: int, faction: str, rp: int) -> None:
    lb = pg.loopback
    panel = lb.message(panel_id)
    private = await lb.click(user, panel, button(panel, faction))
    builder = private.message
    await lb.select(user, builder, select_id(builder, "Or choose: RP"), [str(rp)])


SCENARIOS: dict[str, Scenario] = {
    s.key: s
    for s in (
        Scenario(
            "soe-allies",
            "Struggle of Empires battle with allies",
            "Alice + Carol attack Bob + Dave in India; the forces are set.",
            soe_battle_with_allies,
        ),
        Scenario(
            "claim-turn-2",
            "Claim campaign at turn 2",
            "Three factions after a first turn with a claim roll and a reported battle.",
            claim_campaign_at_turn_two,
        ),
    )
}


async def run_scenario(pg: Playground, key: str) -> dict[str, Any]:
    scenario = SCENARIOS.get(key)
    if scenario is None:
        raise LookupError(f"no scenario {key!r}: one of {', '.join(SCENARIOS)}")
    pg.busy = scenario.title
    pg.loopback.world.changed()
    try:
        seeded = await scenario.run(pg)
    finally:
        pg.busy = None
        pg.loopback.world.changed()
    return seeded.to_dict()
