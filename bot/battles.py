"""Running battles against the store: start, answer, undo, cancel — each one transaction.

This is where the engine's replay meets the database. A click reads its battle once (the row,
not its answers, when this process already knows them) and writes one short transaction. The
battle's procedure is kept running at its open ask (`LiveBattle`), so an answer is one step of
it, not a replay of the whole battle; the stored record stays the truth — a battle this process
does not know, or that changed elsewhere (another process, `revision`), is replayed from it.
One lock per battle orders answers in this process; the store's expected-count check inside the
write transaction makes a double click apply once even across processes.
"""

from __future__ import annotations

import asyncio
import secrets
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from bot.engine import (
    AnswerRefused,
    BattleState,
    LiveBattle,
    ReplayError,
    SetupError,
    answer_record,
    revealed_since,
    run,
)
from bot.errors import Refusal
from bot.games import Game, GameRegistry
from bot.i18n import current, explain, t
from bot.kept import keep
from bot.locks import KeyedLocks
from bot.loopshare import room_in_turn
from bot.store import (
    Battle,
    CampaignChanges,
    DuplicateOrigin,
    Finish,
    ForcesUsed,
    NegativeCount,
    StaleAnswer,
    Store,
)


class AlreadyStarted(Refusal):
    """A second start from the same origin (a double click on Start): one battle, not two."""

    def __init__(self, battle_id: int) -> None:
        super().__init__(t("battle-already-started", id=str(battle_id)))
        self.battle_id = battle_id


def seat_title(seat: str) -> str:
    """A seat without a player's name, in the language being spoken: "Attacker Ally" (its
    catalog's `ui-seat-<seat>` when it has one)."""
    known = current().maybe("ui-seat-" + seat.replace("_", "-"))
    return known or seat.replace("_", " ").title()


def side_of(setup: Mapping[str, Any], seat: str) -> str:
    """The side a seat plays on: its own `side`, else its name up to the first "_"
    (`attacker_ally` and `attacker_ally_2` play with `attacker`)."""
    info = setup.get("seats", {}).get(seat, {})
    return str(info.get("side") or seat.split("_", 1)[0])


@dataclass(frozen=True)
class LoadedBattle:
    battle: Battle
    game: Game
    state: BattleState
    kept: bool = True
    """Is this process keeping the battle for the clicks to come? False for a look that is no
    sign of play (`BattleService.load(keep=False)`): what is made from it is not kept either."""

    @property
    def seats(self) -> dict[str, Any]:
        return dict(self.battle.setup.get("seats", {}))

    def seat_user(self, seat: str) -> int | None:
        return self.seats.get(seat, {}).get("user_id")

    def seat_name(self, seat: str) -> str:
        return self.seats.get(seat, {}).get("name") or seat_title(seat)

    @property
    def label(self) -> str:
        """What players call the battle, in the language being spoken: the game's own name for
        it ("R1 · Alice → Hill (#12)"), else "battle #12"."""
        named = self.game.battle_name(self.battle.setup) if self.game.battle_name else None
        if named:
            return t("battle-label-named", name=named, id=str(self.battle.id))
        return t("battle-label", id=str(self.battle.id))

    def players(self) -> dict[str, int]:
        """Seat -> user id of every seat a member plays."""
        return {s: info["user_id"] for s, info in self.seats.items() if info.get("user_id")}

    def seats_of_user(self, user_id: int) -> list[str]:
        return [s for s, u in self.players().items() if u == user_id]

    def others(self, user_id: int, *, other_side: bool = False) -> list[int]:
        """The other players (or only those on another side than `user_id`'s), each once."""
        setup = self.battle.setup
        mine = {side_of(setup, s) for s in self.seats_of_user(user_id)}
        found = []
        for seat, other in self.players().items():
            if other == user_id or other in found:
                continue
            if other_side and side_of(setup, seat) in mine:
                continue
            found.append(other)
        return found


KEEP_LIVE = 1024
"""Battles whose procedure this process keeps running (the most recently used, still played):
a Struggle of Empires battle mid-way holds ~25 KB (`bench memory`), and one not kept costs a
replay at its next click."""
REVISIONS_KEPT = 4096
"""Battles whose latest revision this process remembers (`moved_on`): a panel's edit in flight
is over within seconds, and a battle forgotten is only shown as it was read."""
BIG_REPLAY = 100
"""Answers beyond which a replay runs in a worker thread, so it never stalls other servers."""


@dataclass
class _Live:
    """What this process knows of one battle: its row as last read or written here, the state
    its answers reach, the procedure still running at that state (None once it has run on, or
    after an undo) and the state before its last answer (for undo; None when unknown)."""

    battle: Battle
    state: BattleState
    runner: LiveBattle | None = None
    previous: BattleState | None = None

    def knows(self, battle: Battle) -> bool:
        """Is `battle` the record this state was reached from? Its revision changes with every
        answer, undo, finish and cancel, wherever they were made, and is never reused."""
        mine = self.battle
        return (mine.revision, mine.seed, mine.entropy) == (
            battle.revision,
            battle.seed,
            battle.entropy,
        )


class BattleService:
    def __init__(self, store: Store, games: GameRegistry, *, keep: int = KEEP_LIVE) -> None:
        self.store = store
        self.games = games
        self._locks = KeyedLocks()
        self._live: OrderedDict[tuple[int, int], _Live] = OrderedDict()
        self._keep = keep
        self._revisions: OrderedDict[tuple[int, int], int] = OrderedDict()
        """(guild, battle) -> the latest revision written here (`moved_on`): every change of a
        guild's battles is made in the process holding its shard."""
        self.replays = 0
        """How many times a battle was replayed from its record (tests count them)."""

    def hold(self, guild_id: int, battle_id: int):
        """The battle's lock: answers, undo and cancel of one battle happen one at a time."""
        return self._locks.hold((guild_id, battle_id))

    def _game(self, key: str) -> Game:
        game = self.games.get(key)
        if game is None:
            raise Refusal(t("battle-game-missing", game=key))
        return game

    async def start(
        self,
        guild_id: int,
        game_key: str,
        setup: Mapping[str, Any],
        *,
        channel_id: int,
        created_by: int,
        entropy: str,
        origin: str | None = None,
        message_id: int | None = None,
        campaign_id: int | None = None,
        changes: CampaignChanges | None = None,
    ) -> LoadedBattle:
        """Validate the setup, draw the seed and store the battle (with any campaign charge).

        `entropy`: an id Discord gave to what started it (nobody knows it in advance), mixed
        into the dice with the seed. `origin`: AlreadyStarted if a battle came from it already.
        `message_id`: its panel's message when it exists before the battle (a placeholder, or
        the lobby that becomes the panel).
        """
        game = self._game(game_key)
        try:
            game.ruleset.validate_setup(setup)
        except SetupError as error:
            raise Refusal(str(error)) from None
        seed = secrets.token_hex(16)
        runner = run(game.ruleset, setup, seed, [], entropy=entropy)
        state = runner.state
        try:
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
                entropy=entropy,
                origin=origin,
                message_id=message_id,
            )
        except DuplicateOrigin as taken:
            raise AlreadyStarted(taken.battle_id) from None
        except NegativeCount as short:
            raise Refusal(t("battle-cannot-pay", short=str(short))) from None
        self._keep_live(battle, _Live(battle, state, runner))
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

    # -- what this process knows of its battles ---------------------------------------------------
    def _known(self, guild_id: int, battle_id: int) -> _Live | None:
        live = self._live.get((guild_id, battle_id))
        if live is not None:
            self._live.move_to_end((guild_id, battle_id))
        return live

    def _saw(self, battle: Battle) -> None:
        key = (battle.guild_id, battle.id)
        if self._revisions.get(key, -1) < battle.revision:
            keep(self._revisions, key, battle.revision, REVISIONS_KEPT)

    def moved_on(self, battle: Battle) -> bool:
        """Has the battle changed here since `battle` was read: an answer, undo, finish or
        cancel made meanwhile (revisions only grow)?"""
        return self._revisions.get((battle.guild_id, battle.id), -1) > battle.revision

    def _keep_live(self, battle: Battle, live: _Live) -> None:
        """Keep the battle's state, unless it is over: a finished battle holds its whole story
        (~45 KB for a short one, against ~25 mid-way) and is rarely read again (a Verify), so it
        is left to a replay rather than crowding out the battles still played."""
        self._saw(battle)
        key = (battle.guild_id, battle.id)
        if battle.status != "active":
            self._live.pop(key, None)
            return
        self._live[key] = live
        self._live.move_to_end(key)
        while len(self._live) > self._keep:
            self._live.popitem(last=False)

    async def _run(self, battle: Battle, answers: list[Any]) -> LiveBattle:
        """Replay `answers` of the battle from its record (in a worker thread when long)."""
        game = self._game(battle.game)
        self.replays += 1
        try:
            if len(answers) > BIG_REPLAY:
                return await asyncio.to_thread(
                    run, game.ruleset, battle.setup, battle.seed, answers, entropy=battle.entropy
                )
            await room_in_turn()
            return run(game.ruleset, battle.setup, battle.seed, answers, entropy=battle.entropy)
        except (ReplayError, SetupError) as error:
            raise Refusal(t("battle-cannot-replay", id=str(battle.id), error=str(error))) from error

    async def reload(self, loaded: LoadedBattle) -> LoadedBattle:
        """The same battle state with its stored row read again (where its messages are now);
        no replay. For the latest answers, `load`."""
        battle = await self.store.get_battle(
            loaded.battle.guild_id, loaded.battle.id, known=loaded.battle
        )
        return loaded if battle is None else replace(loaded, battle=battle)

    async def load(self, guild_id: int, battle_id: int, *, keep: bool = True) -> LoadedBattle:
        """The battle as stored now: one read (its row alone when this process knows its
        answers), a replay only when it changed elsewhere or was never seen here.

        `keep`: keep its procedure running here for the clicks to come (the click path); False
        for a look that is no sign of play (a panel repaired, a reminder, a deadline): a server
        full of idle battles, each looked at once after a restart, is not held in memory."""
        live = self._known(guild_id, battle_id)
        battle = await self.store.get_battle(
            guild_id, battle_id, known=None if live is None else live.battle
        )
        if battle is None:
            raise Refusal(t("battle-not-found", id=str(battle_id)))
        game = self._game(battle.game)
        if live is not None and live.knows(battle):
            live.battle = battle  # where its messages are now, what they show
            return LoadedBattle(battle, game, live.state)
        runner = await self._run(battle, battle.answers)
        if keep:
            self._keep_live(battle, _Live(battle, runner.state, runner))
        return LoadedBattle(battle, game, runner.state, kept=keep)

    async def answer(
        self,
        guild_id: int,
        battle_id: int,
        *,
        seq: int,
        seat: str,
        value: Any,
        user_id: int,
        entropy: str,
        seen: LoadedBattle | None = None,
        remember: ForcesUsed | None = None,
    ) -> tuple[LoadedBattle, LoadedBattle]:
        """Record one answer; returns the battle before and after it. `entropy`: the id of the
        interaction that carried it, mixed into every die after it. `seen`: the battle as the
        caller just loaded it — not read again unless this process changed it since.
        `remember`: the forces it set, kept for the player's next battle in the same write."""
        async with self._locks.hold((guild_id, battle_id)):
            live = self._known(guild_id, battle_id)
            before = seen
            if before is None or live is None or not live.knows(before.battle):
                before = await self.load(guild_id, battle_id)
            for attempt in range(3):
                try:
                    return await self._append(before, seq, seat, value, user_id, entropy, remember)
                except StaleAnswer:
                    # another process answered first (say, the other seat of a secret choice):
                    # look again, and answer on top of it if the question is still open
                    if attempt == 2:
                        raise Refusal(t("battle-already-decided")) from None
                    before = await self.load(guild_id, battle_id)
            raise AssertionError("unreachable")

    async def _append(
        self,
        before: LoadedBattle,
        seq: int,
        seat: str,
        value: Any,
        user_id: int,
        entropy: str,
        remember: ForcesUsed | None,
    ) -> tuple[LoadedBattle, LoadedBattle]:
        battle = before.battle
        _require_active(battle)
        try:
            record = answer_record(
                before.state, seq=seq, seat=seat, value=value, answer_entropy=entropy
            )
        except AnswerRefused as refused:
            raise Refusal(explain(refused)) from None
        live = self._known(battle.guild_id, battle.id)
        runner = None
        if live is not None and live.knows(battle) and live.runner is not None:
            runner, live.runner = live.runner, None  # ahead of the store until the write lands
        if runner is None or runner.answer_count != len(battle.answers):
            runner = await self._run(battle, battle.answers)
        try:
            state = runner.feed(record)
        except ReplayError as error:
            raise Refusal(t("battle-cannot-replay", id=str(battle.id), error=str(error))) from error
        finish = self._finish(before.game, battle.setup, battle.campaign_id, state)
        try:
            after = await self.store.append_answer(
                battle.guild_id,
                battle.id,
                expected_count=len(battle.answers),
                answer=record,
                user_id=user_id,
                finish=finish,
                known=battle,
                remember=remember,
            )
        except NegativeCount as short:
            # the campaign changed since the battle started (a game master's edit)
            raise Refusal(t("battle-cannot-pay-now", short=str(short))) from None
        self._keep_live(after, _Live(after, state, runner, previous=before.state))
        return before, LoadedBattle(after, before.game, state)

    async def last_answer_by(self, loaded: LoadedBattle) -> int | None:
        """Who gave the battle's last answer (a game master may answer for a seat)."""
        b = loaded.battle
        if not b.answers:
            return None
        last_seq = len(b.answers) - 1
        makers = [
            e.user_id
            for e in await self.store.audit_log(b.guild_id, b.id)
            if e.action == "answer" and e.seq == last_seq
        ]
        return makers[-1] if makers else None

    async def _before_last(self, loaded: LoadedBattle) -> BattleState:
        """The state before the battle's last answer: kept from the answer when it was made
        here, else replayed."""
        live = self._known(loaded.battle.guild_id, loaded.battle.id)
        if live is not None and live.knows(loaded.battle) and live.previous is not None:
            return live.previous
        return (await self._run(loaded.battle, loaded.battle.answers[:-1])).state

    async def revealed_since_last(self, loaded: LoadedBattle) -> bool:
        """Has anything been revealed since the last answer (a die, a secret)?"""
        return revealed_since(await self._before_last(loaded), loaded.state)

    async def undo(
        self, guild_id: int, battle_id: int, *, user_id: int, expected_count: int | None = None
    ) -> tuple[LoadedBattle, LoadedBattle]:
        """Take back the last answer; returns the battle before and after. Whoever may do so is
        the caller's business (see cogs/battle.py). The dice the answer threw stay on record in
        the audit entry, with the answers they came from, so they can be verified and shown."""
        async with self._locks.hold((guild_id, battle_id)):
            before = await self.load(guild_id, battle_id)
            _require_active(before.battle)
            answers = before.battle.answers
            if not answers:
                raise Refusal(t("battle-undo-nothing"))
            if expected_count is not None and len(answers) != expected_count:
                raise Refusal(t("battle-undo-moved-on"))
            prefix = await self._before_last(before)
            discarded = before.state.rolls[len(prefix.rolls) :]
            try:
                battle = await self.store.pop_answer(
                    guild_id,
                    battle_id,
                    expected_count=len(answers),
                    user_id=user_id,
                    note={"answers": answers, "rolls": [r.to_dict() for r in discarded]},
                    known=before.battle,
                    public_events=len(prefix.events_for(None)),
                )
            except StaleAnswer:
                raise Refusal(t("battle-undo-moved-on")) from None
            self._keep_live(battle, _Live(battle, prefix))
            return before, LoadedBattle(battle, before.game, prefix)

    async def cancel(
        self, guild_id: int, battle_id: int, *, user_id: int, expected_count: int | None = None
    ) -> LoadedBattle:
        """Call the battle off as this process reads it: with `expected_count` (a cancel agreed
        to, or allowed before any die) only if it still has that many answers; without, an
        answer another process made meanwhile only means reading it again."""
        async with self._locks.hold((guild_id, battle_id)):
            for _ in range(3):
                before = await self.load(guild_id, battle_id)
                _require_active(before.battle)
                answers = len(before.battle.answers)
                if expected_count is not None and answers != expected_count:
                    break
                try:
                    battle = await self.store.cancel_battle(
                        guild_id,
                        battle_id,
                        user_id=user_id,
                        expected_count=answers,
                        known=before.battle,
                    )
                except StaleAnswer:
                    continue  # answered, undone or ended elsewhere since it was read
                self._keep_live(battle, _Live(battle, before.state))
                return LoadedBattle(battle, before.game, before.state)
            raise Refusal(t("battle-cancel-moved-on"))


def _require_active(battle: Battle) -> None:
    if battle.status == "finished":
        raise Refusal(t("battle-over", id=str(battle.id)))
    if battle.status == "cancelled":
        raise Refusal(t("battle-was-cancelled", id=str(battle.id)))
