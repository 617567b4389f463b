"""Tournaments, their entrants and their matches (migration 009): registration with a cap and a
waiting list, rounds stored with all their matches in one transaction, and results written once
(a guarded update, so a battle's end and a report at the same moment never both count)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from bot.store.driver import Connection
from bot.store.models import DuplicateName, NotFound, StoreError
from bot.store.rows import _all, _clean_name, _dumps, _loads, _name_key, _now, _one

TournamentStatus = Literal["registering", "running", "paused", "finished", "cancelled"]
EntrantStatus = Literal["in", "waiting", "dropped"]


class RoundChanged(StoreError):
    """The tournament is no longer at the round the caller read (another click paired it)."""


@dataclass(frozen=True)
class Tournament:
    id: int
    guild_id: int
    name: str
    game: str
    rules: dict[str, Any]
    status: TournamentStatus
    round: int
    deadline: str | None
    channel_id: int
    organiser_id: int
    data: dict[str, Any]
    created_at: str

    @property
    def open(self) -> bool:
        return self.status in ("registering", "running", "paused")


@dataclass(frozen=True)
class TournamentEntrant:
    user_id: int
    seed: int
    status: EntrantStatus
    dropped_after: int | None
    joined_round: int
    checked_in: bool
    name: str = ""


@dataclass(frozen=True)
class TournamentMatch:
    id: int
    guild_id: int
    tournament_id: int
    round: int
    table_no: int
    seats: tuple[int, ...]
    points: tuple[float, ...] | None
    bye: bool
    bracket: str
    thread_id: int | None
    message_id: int | None
    battle_id: int | None
    reported_by: int | None
    report: dict[str, Any] | None


_TOURNAMENT = (
    "SELECT id, guild_id, name, game, rules, status, round, deadline, channel_id, organiser_id,"
    " data, created_at FROM tournaments"
)
_ENTRANT = (
    "SELECT user_id, seed, status, dropped_after, joined_round, checked_in, name"
    " FROM tournament_entrants"
)
_MATCH = (
    "SELECT id, guild_id, tournament_id, round, table_no, seats, points, bye, bracket, thread_id,"
    " message_id, battle_id, reported_by, report FROM tournament_matches"
)


def _tournament(row: Any) -> Tournament:
    return Tournament(
        row[0], row[1], row[2], row[3], _loads(row[4]), row[5], row[6], row[7], row[8], row[9],
        _loads(row[10]), row[11],
    )  # fmt: skip


def _entrant(row: Any) -> TournamentEntrant:
    return TournamentEntrant(row[0], row[1], row[2], row[3], row[4], bool(row[5]), row[6])


def _match(row: Any) -> TournamentMatch:
    points = _loads(row[6])
    return TournamentMatch(
        row[0], row[1], row[2], row[3], row[4], tuple(_loads(row[5])),
        tuple(points) if points is not None else None, bool(row[7]), row[8], row[9], row[10],
        row[11], row[12], _loads(row[13]),
    )  # fmt: skip


class TournamentRecords:
    """The tournaments part of the Store (it brings the connection and the lock)."""

    async def create_tournament(
        self,
        guild_id: int,
        name: str,
        game: str,
        *,
        rules: Mapping[str, Any],
        channel_id: int,
        organiser_id: int,
        data: Mapping[str, Any] | None = None,
    ) -> Tournament:
        """DuplicateName if the guild has a tournament of that name (any case)."""
        name = _clean_name(name)
        async with self._transaction(guild_id) as db:
            taken = await _one(
                db,
                "SELECT id FROM tournaments WHERE guild_id = ? AND name_key = ?",
                (guild_id, _name_key(name)),
            )
            if taken is not None:
                raise DuplicateName(f"a tournament called {name!r} already exists")
            now = _now()
            cursor = await db.fetchone(
                "INSERT INTO tournaments (guild_id, name, name_key, game, rules, channel_id,"
                " organiser_id, data, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (guild_id, name, _name_key(name), game, _dumps(dict(rules)), channel_id,
                 organiser_id, _dumps(dict(data or {})), now, now),
            )  # fmt: skip
            return await self._get_tournament(db, guild_id, cursor["id"])

    async def _get_tournament(
        self, db: Connection, guild_id: int, tournament_id: int | None
    ) -> Tournament:
        row = await _one(
            db, f"{_TOURNAMENT} WHERE guild_id = ? AND id = ?", (guild_id, tournament_id)
        )
        if row is None:
            raise NotFound(f"no tournament #{tournament_id}")
        return _tournament(row)

    async def get_tournament(self, guild_id: int, tournament_id: int) -> Tournament | None:
        async with self._reading(guild_id) as db:
            row = await _one(
                db, f"{_TOURNAMENT} WHERE guild_id = ? AND id = ?", (guild_id, tournament_id)
            )
        return _tournament(row) if row else None

    async def list_tournaments(self, guild_id: int, *, open_only: bool = False) -> list[Tournament]:
        where = " AND status IN ('registering', 'running', 'paused')" if open_only else ""
        async with self._reading(guild_id) as db:
            rows = await _all(
                db, f"{_TOURNAMENT} WHERE guild_id = ?{where} ORDER BY id", (guild_id,)
            )
        return [_tournament(r) for r in rows]

    async def update_tournament(
        self,
        guild_id: int,
        tournament_id: int,
        *,
        status: TournamentStatus | None = None,
        data: Mapping[str, Any] | None = None,
        deadline: str | None | Literal[False] = False,
    ) -> Tournament:
        """Set the status, merge keys into `data`, or set the deadline (False: leave it)."""
        async with self._transaction(guild_id) as db:
            found = await self._get_tournament(db, guild_id, tournament_id)
            await db.execute(
                "UPDATE tournaments SET status = ?, data = ?, deadline = ?, updated_at = ?"
                " WHERE guild_id = ? AND id = ?",
                (status or found.status, _dumps({**found.data, **(data or {})}),
                 found.deadline if deadline is False else deadline, _now(), guild_id,
                 tournament_id),
            )  # fmt: skip
            return await self._get_tournament(db, guild_id, tournament_id)

    async def claim_deadline_step(
        self, seen: Tournament, step: str, mark: str
    ) -> Tournament | None:
        """Take a step of a round's deadline (a reminder, the organiser's questions) to be made
        here: `data.clock[step]` becomes `mark` only if the tournament is as `seen` read it
        (running, same round and deadline, the step where it was). None: another process took
        it, or the deadline was extended meanwhile; the step's messages are not this one's to
        post (`change_tournament_data`)."""
        was = (seen.data.get("clock") or {}).get(step)

        def marked(found: Tournament) -> dict[str, Any] | None:
            clock = dict(found.data.get("clock") or {})
            moved = (found.status, found.round, found.deadline) != (
                "running", seen.round, seen.deadline,
            )  # fmt: skip
            if moved or clock.get(step) != was or was == mark:
                return None
            return {**found.data, "clock": {**clock, step: mark}}

        return await self.change_tournament_data(seen.guild_id, seen.id, marked)

    async def change_tournament_data(
        self,
        guild_id: int,
        tournament_id: int,
        change: Callable[[Tournament], dict[str, Any] | None],
    ) -> Tournament | None:
        """Replace the tournament's data by `change(tournament as it is now)`, a compare-and-set:
        the guild's lock orders it against every other write of the tournament, in any process.
        `change` returns None for nothing to write; then None is returned."""
        async with self._transaction(guild_id) as db:
            found = await self._get_tournament(db, guild_id, tournament_id)
            data = change(found)
            if data is None:
                return None
            await db.execute(
                "UPDATE tournaments SET data = ?, updated_at = ? WHERE guild_id = ? AND id = ?",
                (_dumps(data), _now(), guild_id, tournament_id),
            )
            return await self._get_tournament(db, guild_id, tournament_id)

    # -- entrants ---------------------------------------------------------------------------------
    async def join_tournament(
        self, guild_id: int, tournament_id: int, user_id: int, *, cap: int | None, name: str = ""
    ) -> TournamentEntrant:
        """In (with the next seed), or on the waiting list when the field is full; joining again
        after a drop before the first round puts the player back. A late join (the tournament
        running) starts at the next round."""
        async with self._transaction(guild_id) as db:
            found = await self._get_tournament(db, guild_id, tournament_id)
            if not found.open:
                raise StoreError("the tournament is over")
            rows = await _all(
                db,
                f"{_ENTRANT} WHERE guild_id = ? AND tournament_id = ?",
                (
                    guild_id,
                    tournament_id,
                ),
            )
            entrants = {r[0]: _entrant(r) for r in rows}
            mine = entrants.get(user_id)
            if mine is not None and mine.status != "dropped":
                return mine
            taking = sum(1 for e in entrants.values() if e.status == "in")
            status = "in" if cap is None or taking < cap else "waiting"
            seed = max((e.seed for e in entrants.values()), default=0) + 1
            await db.execute(
                "INSERT INTO tournament_entrants (guild_id, tournament_id, user_id, name, seed,"
                " status, joined_round, joined_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (tournament_id, user_id) DO UPDATE SET status = excluded.status,"
                " dropped_after = NULL, joined_round = excluded.joined_round, name = excluded.name",
                (
                    guild_id,
                    tournament_id,
                    user_id,
                    name[:100],
                    seed,
                    status,
                    found.round + 1,
                    _now(),
                ),
            )
            row = await _one(
                db,
                f"{_ENTRANT} WHERE guild_id = ? AND tournament_id = ? AND user_id = ?",
                (guild_id, tournament_id, user_id),
            )
            return _entrant(row)

    async def drop_from_tournament(
        self, guild_id: int, tournament_id: int, user_id: int
    ) -> tuple[TournamentEntrant | None, int | None]:
        """Drop a player (after the current round); the first on the waiting list takes the
        place while registration is open. Returns (the dropped entrant or None, who moved up)."""
        async with self._transaction(guild_id) as db:
            found = await self._get_tournament(db, guild_id, tournament_id)
            row = await _one(
                db,
                f"{_ENTRANT} WHERE guild_id = ? AND tournament_id = ? AND user_id = ?",
                (guild_id, tournament_id, user_id),
            )
            if row is None or row[2] == "dropped":
                return None, None
            was = _entrant(row)
            await db.execute(
                "UPDATE tournament_entrants SET status = 'dropped', dropped_after = ?"
                " WHERE guild_id = ? AND tournament_id = ? AND user_id = ?",
                (found.round, guild_id, tournament_id, user_id),
            )
            moved = None
            if was.status == "in" and found.status == "registering":
                first = await _one(
                    db,
                    "SELECT user_id FROM tournament_entrants WHERE guild_id = ?"
                    " AND tournament_id = ? AND status = 'waiting' ORDER BY seed LIMIT 1",
                    (
                        guild_id,
                        tournament_id,
                    ),
                )
                if first is not None:
                    moved = first[0]
                    await db.execute(
                        "UPDATE tournament_entrants SET status = 'in' WHERE guild_id = ?"
                        " AND tournament_id = ? AND user_id = ?",
                        (guild_id, tournament_id, moved),
                    )
            row = await _one(
                db,
                f"{_ENTRANT} WHERE guild_id = ? AND tournament_id = ? AND user_id = ?",
                (guild_id, tournament_id, user_id),
            )
            return _entrant(row), moved

    async def check_in(self, guild_id: int, tournament_id: int, user_id: int) -> bool:
        async with self._transaction(guild_id) as db:
            await self._get_tournament(db, guild_id, tournament_id)
            cursor = await db.execute(
                "UPDATE tournament_entrants SET checked_in = 1 WHERE guild_id = ?"
                " AND tournament_id = ? AND user_id = ? AND status = 'in'",
                (guild_id, tournament_id, user_id),
            )
            return cursor.rowcount == 1

    async def list_entrants(self, guild_id: int, tournament_id: int) -> list[TournamentEntrant]:
        async with self._reading(guild_id) as db:
            rows = await _all(
                db,
                f"{_ENTRANT} WHERE guild_id = ? AND tournament_id = ? ORDER BY seed",
                (guild_id, tournament_id),
            )
        return [_entrant(r) for r in rows]

    # -- rounds and matches -----------------------------------------------------------------------
    async def start_round(
        self,
        guild_id: int,
        tournament_id: int,
        *,
        expected_round: int,
        matches: Sequence[Mapping[str, Any]],
        deadline: str | None,
        drop_unchecked: bool = False,
    ) -> list[TournamentMatch]:
        """Store round `expected_round + 1` with all its matches; RoundChanged if another call
        got there first. `drop_unchecked`: round 1 with check-in, whoever did not check in
        is dropped in the same transaction."""
        async with self._transaction(guild_id) as db:
            found = await self._get_tournament(db, guild_id, tournament_id)
            if found.round != expected_round or not found.open:
                raise RoundChanged(f"tournament #{tournament_id} is at round {found.round}")
            number = expected_round + 1
            now = _now()
            if drop_unchecked:
                await db.execute(
                    "UPDATE tournament_entrants SET status = 'dropped', dropped_after = 0"
                    " WHERE guild_id = ? AND tournament_id = ? AND status = 'in'"
                    " AND checked_in = 0",
                    (
                        guild_id,
                        tournament_id,
                    ),
                )
            for m in matches:
                await db.execute(
                    "INSERT INTO tournament_matches (guild_id, tournament_id, round, table_no,"
                    " seats, points, bye, bracket, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (guild_id, tournament_id, number, m["table"], _dumps(list(m["seats"])),
                     _dumps(list(m["points"])) if m.get("points") is not None else None,
                     int(bool(m.get("bye"))), m.get("bracket", ""), now),
                )  # fmt: skip
            await db.execute(
                "UPDATE tournaments SET round = ?, status = 'running', deadline = ?, updated_at = ?"
                " WHERE guild_id = ? AND id = ?",
                (number, deadline, now, guild_id, tournament_id),
            )
            rows = await _all(
                db,
                f"{_MATCH} WHERE guild_id = ? AND tournament_id = ? AND round = ?"
                " ORDER BY table_no",
                (guild_id, tournament_id, number),
            )  # fmt: skip
        return [_match(r) for r in rows]

    async def finish_tournament(
        self, guild_id: int, tournament_id: int, *, expected_round: int
    ) -> bool:
        """Finished once: False if it already was (or moved on)."""
        async with self._transaction(guild_id) as db:
            cursor = await db.execute(
                "UPDATE tournaments SET status = 'finished', deadline = NULL, updated_at = ?"
                " WHERE guild_id = ? AND id = ? AND round = ? AND status = 'running'",
                (_now(), guild_id, tournament_id, expected_round),
            )
            return cursor.rowcount == 1

    async def list_matches(
        self, guild_id: int, tournament_id: int, *, round_no: int | None = None
    ) -> list[TournamentMatch]:
        where, params = "", [guild_id, tournament_id]
        if round_no is not None:
            where, params = " AND round = ?", [*params, round_no]
        async with self._reading(guild_id) as db:
            rows = await _all(
                db,
                f"{_MATCH} WHERE guild_id = ? AND tournament_id = ?{where}"
                " ORDER BY round, table_no",
                params,
            )
        return [_match(r) for r in rows]

    async def get_match(self, guild_id: int, match_id: int) -> TournamentMatch | None:
        async with self._reading(guild_id) as db:
            row = await _one(db, f"{_MATCH} WHERE guild_id = ? AND id = ?", (guild_id, match_id))
        return _match(row) if row else None

    async def match_in_thread(self, guild_id: int, thread_id: int) -> TournamentMatch | None:
        async with self._reading(guild_id) as db:
            row = await _one(
                db, f"{_MATCH} WHERE guild_id = ? AND thread_id = ?", (guild_id, thread_id)
            )
        return _match(row) if row else None

    async def set_match_place(
        self, guild_id: int, match_id: int, *, message_id: int | None, thread_id: int | None
    ) -> None:
        async with self._transaction(guild_id) as db:
            await db.execute(
                "UPDATE tournament_matches SET message_id = COALESCE(?, message_id),"
                " thread_id = COALESCE(?, thread_id), updated_at = ? WHERE guild_id = ? AND id = ?",
                (message_id, thread_id, _now(), guild_id, match_id),
            )

    async def set_match_report(
        self, guild_id: int, match_id: int, *, reported_by: int, report: Mapping[str, Any] | None
    ) -> bool:
        """A result waiting for the opponent's confirmation (None clears it); False once the
        match has its result."""
        async with self._transaction(guild_id) as db:
            cursor = await db.execute(
                "UPDATE tournament_matches SET reported_by = ?, report = ?, updated_at = ?"
                " WHERE guild_id = ? AND id = ? AND points IS NULL",
                (reported_by, _dumps(dict(report)) if report is not None else None, _now(),
                 guild_id, match_id),
            )  # fmt: skip
            return cursor.rowcount == 1

    async def record_match(
        self,
        guild_id: int,
        match_id: int,
        points: Sequence[float],
        *,
        battle_id: int | None = None,
        overwrite: bool = False,
    ) -> bool:
        """The match's result, written once: False if it already had one (unless `overwrite`,
        the organiser's correction)."""
        guard = "" if overwrite else " AND points IS NULL"
        async with self._transaction(guild_id) as db:
            cursor = await db.execute(
                "UPDATE tournament_matches SET points = ?, battle_id = COALESCE(?, battle_id),"
                f" report = NULL, updated_at = ? WHERE guild_id = ? AND id = ?{guard}",
                (_dumps([float(p) for p in points]), battle_id, _now(), guild_id, match_id),
            )
            return cursor.rowcount == 1

    # -- ratings ----------------------------------------------------------------------------------
    async def get_ratings(
        self, guild_id: int, game: str, user_ids: Sequence[int] | None = None
    ) -> dict[int, tuple[float, float, int]]:
        """user id -> (mu, sigma, matches rated); everyone rated in the game if `user_ids` is
        None, else only those (the unrated are missing)."""
        async with self._reading(guild_id) as db:
            rows = await _all(
                db,
                "SELECT user_id, mu, sigma, matches FROM ratings WHERE guild_id = ? AND game = ?",
                (guild_id, game),
            )
        wanted = None if user_ids is None else set(user_ids)
        return {r[0]: (r[1], r[2], r[3]) for r in rows if wanted is None or r[0] in wanted}

    async def set_ratings(
        self, guild_id: int, game: str, ratings: Mapping[int, tuple[float, float]]
    ) -> None:
        """New (mu, sigma) for the players of one rated match (their count goes up by one)."""
        async with self._transaction(guild_id) as db:
            now = _now()
            for user_id, (mu, sigma) in ratings.items():
                await db.execute(
                    "INSERT INTO ratings (guild_id, game, user_id, mu, sigma, matches, updated_at)"
                    " VALUES (?, ?, ?, ?, ?, 1, ?) ON CONFLICT (guild_id, game, user_id) DO UPDATE"
                    " SET mu = excluded.mu, sigma = excluded.sigma, matches = ratings.matches + 1,"
                    " updated_at = excluded.updated_at",
                    (guild_id, game, user_id, float(mu), float(sigma), now),
                )

    async def reseed(self, guild_id: int, tournament_id: int, order: Sequence[int]) -> None:
        """Seeds 1, 2, … in this order of user ids (before round 1); the others keep their
        order after them."""
        async with self._transaction(guild_id) as db:
            found = await self._get_tournament(db, guild_id, tournament_id)
            if found.round:
                raise RoundChanged("seeds are set before round 1")
            rows = await _all(
                db,
                f"{_ENTRANT} WHERE guild_id = ? AND tournament_id = ? ORDER BY seed",
                (
                    guild_id,
                    tournament_id,
                ),
            )
            rest = [r[0] for r in rows if r[0] not in set(order)]
            ranked = [u for u in order if u in {r[0] for r in rows}] + rest
            for seed, user_id in enumerate(ranked, start=1):
                await db.execute(
                    "UPDATE tournament_entrants SET seed = ?"
                    " WHERE guild_id = ? AND tournament_id = ? AND user_id = ?",
                    (seed, guild_id, tournament_id, user_id),
                )

    async def withdraw_round(
        self, guild_id: int, tournament_id: int, *, expected_round: int
    ) -> list[TournamentMatch]:
        """Take back the last round's pairings while none of its matches has a result (byes
        aside). Returns the withdrawn matches; RoundChanged if the round moved or was played."""
        async with self._transaction(guild_id) as db:
            found = await self._get_tournament(db, guild_id, tournament_id)
            if found.round != expected_round or found.round == 0 or found.status != "running":
                raise RoundChanged(f"tournament #{tournament_id} is at round {found.round}")
            rows = await _all(
                db,
                f"{_MATCH} WHERE guild_id = ? AND tournament_id = ? AND round = ?",
                (guild_id, tournament_id, found.round),
            )
            withdrawn = [_match(r) for r in rows]
            if any(m.points is not None and not m.bye for m in withdrawn):
                raise RoundChanged("a match of the round has its result")
            await db.execute(
                "DELETE FROM tournament_matches WHERE guild_id = ? AND tournament_id = ?"
                " AND round = ?",
                (guild_id, tournament_id, found.round),
            )
            await db.execute(
                "UPDATE tournaments SET round = round - 1, deadline = NULL,"
                " status = CASE WHEN round = 1 THEN 'registering' ELSE status END, updated_at = ?"
                " WHERE guild_id = ? AND id = ?",
                (_now(), guild_id, tournament_id),
            )
            return withdrawn

    async def swap_players(
        self, guild_id: int, tournament_id: int, first: int, second: int
    ) -> list[TournamentMatch]:
        """Exchange two players' seats in the current round (in one match: their sides), while
        neither match has a result or a battle. Returns the matches as they now are."""
        async with self._transaction(guild_id) as db:
            found = await self._get_tournament(db, guild_id, tournament_id)
            rows = await _all(
                db,
                f"{_MATCH} WHERE guild_id = ? AND tournament_id = ? AND round = ?",
                (guild_id, tournament_id, found.round),
            )
            current = [_match(r) for r in rows]
            holding = {u: m for m in current for u in m.seats}
            if first not in holding or second not in holding:
                raise NotFound("a player is not paired in this round")
            touched = {holding[first].id: holding[first], holding[second].id: holding[second]}
            if any(
                m.points is not None or m.battle_id is not None or m.bye for m in touched.values()
            ):
                raise RoundChanged("a match of theirs has begun")
            swapped = {first: second, second: first}
            for match in touched.values():
                seats = [swapped.get(u, u) for u in match.seats]
                await db.execute(
                    "UPDATE tournament_matches SET seats = ?, report = NULL, updated_at = ?"
                    " WHERE guild_id = ? AND id = ?",
                    (_dumps(seats), _now(), guild_id, match.id),
                )
            rows = await _all(
                db,
                f"{_MATCH} WHERE guild_id = ? AND id IN ({','.join('?' * len(touched))})",
                [guild_id, *touched],
            )
            return [_match(r) for r in rows]
