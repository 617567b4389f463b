"""Running battles against the store: start, answer, undo, cancel — each one transaction.

This is where the engine's replay meets the database. One lock per battle serialises answers in
this process; the store's expected-count check makes a double click apply once even so.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.engine import AnswerRefused, BattleState, ReplayError, SetupError, replay, submit
from bot.errors import Refusal
from bot.games import Game, GameRegistry
from bot.locks import KeyedLocks
from bot.store import Battle, CampaignChanges, Finish, NegativeCount, StaleAnswer, Store


@dataclass(frozen=True)
class LoadedBattle:
    battle: Battle
    game: Game
    state: BattleState

    @property
    def seats(self) -> dict[str, Any]:
        return dict(self.battle.setup.get("seats", {}))

    def seat_user(self, seat: str) -> int | None:
        return self.seats.get(seat, {}).get("user_id")

    def seat_name(self, seat: str) -> str:
        return self.seats.get(seat, {}).get("name") or seat.replace("_", " ").title()


class BattleService:
    def __init__(self, store: Store, games: GameRegistry) -> None:
        self.store = store
        self.games = games
        self._locks = KeyedLocks()

    def _game(self, key: str) -> Game:
        game = self.games.get(key)
        if game is None:
            raise Refusal(f"The game `{key}` is not installed on this bot.")
        return game

    async def start(
        self,
        guild_id: int,
        game_key: str,
        setup: Mapping[str, Any],
        *,
        channel_id: int,
        created_by: int,
        campaign_id: int | None = None,
        changes: CampaignChanges | None = None,
    ) -> LoadedBattle:
        """Validate the setup, draw the seed and store the battle (with any campaign charge)."""
        game = self._game(game_key)
        try:
            game.ruleset.validate_setup(setup)
        except SetupError as error:
            raise Refusal(str(error)) from None
        seed = secrets.token_hex(16)
        state = replay(game.ruleset, setup, seed, [])
        battle = await self.store.create_battle(
            guild_id,
            game=game_key,
            setup=dict(setup),
            seed=seed,
            channel_id=channel_id,
            created_by=created_by,
            campaign_id=campaign_id,
            changes=changes,
            finish=self._finish(game, setup, campaign_id, state),
        )
        return LoadedBattle(battle, game, state)

    @staticmethod
    def _finish(
        game: Game, setup: Mapping[str, Any], campaign_id: int | None, state: BattleState
    ) -> Finish | None:
        """The record that ends a battle, with what it changes in its campaign (if any)."""
        if state.outcome is None:
            return None
        changes = None
        if campaign_id is not None and game.campaign_changes:
            changes = game.campaign_changes(setup, state.outcome)
        return Finish(outcome=state.outcome.to_dict(), changes=changes)

    async def load(self, guild_id: int, battle_id: int) -> LoadedBattle:
        battle = await self.store.get_battle(guild_id, battle_id)
        if battle is None:
            raise Refusal(f"There is no battle #{battle_id} on this server.")
        game = self._game(battle.game)
        try:
            state = replay(game.ruleset, battle.setup, battle.seed, battle.answers)
        except (ReplayError, SetupError) as error:
            raise Refusal(f"Battle #{battle_id} cannot be replayed: {error}") from error
        return LoadedBattle(battle, game, state)

    async def answer(
        self, guild_id: int, battle_id: int, *, seq: int, seat: str, value: Any, user_id: int
    ) -> tuple[LoadedBattle, LoadedBattle]:
        """Record one answer; returns the battle before and after it."""
        async with self._locks.hold((guild_id, battle_id)):
            before = await self.load(guild_id, battle_id)
            _require_active(before.battle)
            try:
                record, state = submit(
                    before.game.ruleset,
                    before.battle.setup,
                    before.battle.seed,
                    before.battle.answers,
                    seq=seq,
                    seat=seat,
                    value=value,
                    before=before.state,
                )
            except AnswerRefused as refused:
                raise Refusal(str(refused)) from None
            finish = self._finish(
                before.game, before.battle.setup, before.battle.campaign_id, state
            )
            try:
                battle = await self.store.append_answer(
                    guild_id,
                    battle_id,
                    expected_count=len(before.battle.answers),
                    answer=record,
                    user_id=user_id,
                    finish=finish,
                )
            except StaleAnswer:
                raise Refusal("Already decided.") from None
            except NegativeCount as short:
                # the campaign changed since the battle started (a game master's edit)
                raise Refusal(f"The campaign cannot pay for this any more: {short}.") from None
            return before, LoadedBattle(battle, before.game, state)

    async def undo(self, guild_id: int, battle_id: int, *, user_id: int) -> LoadedBattle:
        async with self._locks.hold((guild_id, battle_id)):
            before = await self.load(guild_id, battle_id)
            _require_active(before.battle)
            if not before.battle.answers:
                raise Refusal("Nothing to undo: no choice has been made yet.")
            try:
                battle = await self.store.pop_answer(
                    guild_id,
                    battle_id,
                    expected_count=len(before.battle.answers),
                    user_id=user_id,
                )
            except StaleAnswer:
                raise Refusal("The battle moved on meanwhile; look again and retry.") from None
            return await self.load(guild_id, battle.id)

    async def cancel(self, guild_id: int, battle_id: int, *, user_id: int) -> LoadedBattle:
        async with self._locks.hold((guild_id, battle_id)):
            before = await self.load(guild_id, battle_id)
            _require_active(before.battle)
            try:
                battle = await self.store.cancel_battle(guild_id, battle_id, user_id=user_id)
            except StaleAnswer:
                raise Refusal("This battle is already over.") from None
            return LoadedBattle(battle, before.game, before.state)


def _require_active(battle: Battle) -> None:
    if battle.status == "finished":
        raise Refusal(f"Battle #{battle.id} is over.")
    if battle.status == "cancelled":
        raise Refusal(f"Battle #{battle.id} was cancelled.")
