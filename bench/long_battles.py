"""Long battles: what a click costs at answer 10 and at answer 1,000 of the same battle.

The unit is the path a click takes through the store and the renderer, in process:
`BattleService.load` (the click's read of its battle), `BattleService.answer` (the answer checked
by the procedure and stored in one transaction), then the panel it shows and its step's lines
for the thread rendered, against a real SQLite store in a temporary folder — exactly the
service, store and renderer the bot runs, without Discord. The game is a bench ruleset whose
procedure can take any number of answers (a siege: each round the attacker chooses to press on,
both sides roll and the round is logged), since no real game's battle lasts 1,000 answers.

Printed: the median cost of 40 clicks around answer 10 of one battle and 40 around answer
1,000 of another, taken in turn so that both see the same load on the machine (target within
2×), after 30 clicks on a third battle to warm the process up; and the same after a restart
(a fresh store and service on the same database: the battle is replayed from its stored record,
the source of truth).
"""

from __future__ import annotations

import asyncio
import inspect
import statistics
import tempfile
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from bench._report import verdict
from bot.battles import BattleService
from bot.engine import BattleContext, Outcome, Procedure, SetupError, yes_no
from bot.games import Game, GameRegistry
from bot.store import Store
from bot.ui.render import event_lines, render_panel

GUILD = 1
SAMPLES = 40
RESTARTS = 5
TARGET = 2.0


class Siege:
    """Round after round the attacker presses on or lifts the siege; dice every round."""

    key = "siege"
    name = "Siege (bench)"

    def validate_setup(self, setup: Mapping[str, Any]) -> None:
        if not isinstance(setup.get("rounds"), int) or setup["rounds"] < 1:
            raise SetupError("rounds: a positive whole number")

    def procedure(self, b: BattleContext) -> Procedure:
        walls = 0
        for round_number in range(1, b.setup["rounds"] + 1):
            if not (yield yes_no("attacker", "press_on", prompt="Press on?")):
                b.log("siege_lifted", round=round_number)
                return Outcome(winner="defender")
            attack = b.dice.d6("assault", side="attacker")
            defence = b.dice.d6("walls", side="defender")
            walls += attack > defence
            b.log("siege_round", round=round_number, attack=attack, defence=defence, walls=walls)
        return Outcome(winner="attacker" if walls * 2 > b.setup["rounds"] else "defender")


GAME = Game(key="siege", title="Siege (bench)", ruleset=Siege())
SETUP = {
    "rounds": 5000,
    "seats": {
        "attacker": {"user_id": 11, "name": "Ada"},
        "defender": {"user_id": 12, "name": "Bo"},
    },
}


def service_for(store: Store) -> BattleService:
    games = GameRegistry()
    games.register(GAME)
    return BattleService(store, games)


async def click(service: BattleService, battle_id: int, n: int) -> float:
    """One click as the desk makes it: read the battle, answer its open ask, render the panel
    it shows and the lines of its step for the thread."""
    started = time.perf_counter()
    loaded = await service.load(GUILD, battle_id)
    kwargs: dict[str, Any] = {}
    if "seen" in inspect.signature(service.answer).parameters:
        kwargs["seen"] = loaded  # the desk hands the battle it just read to the answer
    before, after = await service.answer(
        GUILD,
        battle_id,
        seq=loaded.state.ask_seq,
        seat="attacker",
        value=True,
        user_id=11,
        entropy=str(10**17 + n),
        **kwargs,
    )
    render_panel(after)
    told = len(before.state.events_for(None))
    event_lines(after, after.state.events_for(None)[told:])
    return time.perf_counter() - started


async def start_battle(service: BattleService, entropy: int) -> int:
    loaded = await service.start(
        GUILD, "siege", SETUP, channel_id=2, created_by=11, entropy=str(entropy)
    )
    return loaded.battle.id


async def measure(folder: Path) -> dict[str, float]:
    """Clicks on a battle at answer ~10 and one at answer ~1,000, taken in turn (so both see the
    same machine), warm and after restarts."""
    db = folder / "long.db"
    figures: dict[str, float] = {}
    store = await Store.open(db)
    try:
        service = service_for(store)
        warmup = await start_battle(service, 10**17 + 2)
        for n in range(30):  # the first clicks of a process pay for cold code and connections
            await click(service, warmup, 700_000 + n)
        long_id = await start_battle(service, 10**17)
        for n in range(1000):
            await click(service, long_id, n)
        short_id = await start_battle(service, 10**17 + 1)
        for n in range(10):
            await click(service, short_id, 500_000 + n)
        short, long = [], []
        for n in range(SAMPLES):
            short.append(await click(service, short_id, 600_000 + n))
            long.append(await click(service, long_id, 800_000 + n))
        figures["warm_10"] = statistics.median(short)
        figures["warm_1000"] = statistics.median(long)
    finally:
        await store.close()
    cold: dict[str, list[float]] = {"cold_10": [], "cold_1000": []}
    for k in range(RESTARTS):  # a restart each time: a new store and service on the same file
        for label, target in (("cold_10", short_id), ("cold_1000", long_id)):
            store = await Store.open(db)
            try:
                cold[label].append(await click(service_for(store), target, 900_000 + k))
            finally:
                await store.close()
    figures.update({label: statistics.median(values) for label, values in cold.items()})
    return figures


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="bench-long-") as folder:
        figures = asyncio.run(measure(Path(folder)))
    warm = figures["warm_1000"] / figures["warm_10"]
    cold = figures["cold_1000"] / figures["cold_10"]
    print(
        "   one click (BattleService.load + answer, SQLite store; its panel and its step's"
        " lines rendered) of a siege ruleset battle;\n  "
        f" median of {SAMPLES} clicks each, taken in turn"
    )
    print("                       answer 10   answer 1,000   ratio   target")
    ms = {k: 1000 * v for k, v in figures.items()}
    print(
        f"   warm (same process) {ms['warm_10']:8.2f} ms {ms['warm_1000']:11.2f} ms"
        f" {warm:7.2f}×   ≤ {TARGET:g}× {verdict(warm, TARGET)}"
    )
    print(
        f"   after a restart     {ms['cold_10']:8.2f} ms {ms['cold_1000']:11.2f} ms"
        f" {cold:7.2f}×   (replayed from the record; median of {RESTARTS})"
    )


if __name__ == "__main__":
    main()
