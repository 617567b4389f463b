"""Battles and their audit trail and what their messages show (consent requests:
bot/store/requests.py; settings and remembered forces: bot/store/preferences.py)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NoReturn

from bot.store.models import (
    AuditEntry,
    Battle,
    CampaignChanges,
    DuplicateOrigin,
    Finish,
    ForcesUsed,
    NotFound,
    StaleAnswer,
    StoreError,
)
from bot.store.rows import (
    _AUDIT,
    _BATTLE,
    _BATTLE_COLUMNS,
    BATTLE_STATUSES,
    _all,
    _audit,
    _battle,
    _dumps,
    _loads,
    _now,
    _one,
)


class BattleRecords:
    """The battles part of the Store (it brings the connection, the lock and the campaign
    changes)."""

    # -- battles ----------------------------------------------------------------------------------
    async def create_battle(
        self,
        guild_id: int,
        *,
        game: str,
        setup: Mapping[str, Any],
        seed: str,
        channel_id: int | None,
        created_by: int,
        campaign_id: int | None = None,
        changes: CampaignChanges | None = None,
        finish: Finish | None = None,
        entropy: str | None = None,
        origin: str | None = None,
        message_id: int | None = None,
    ) -> Battle:
        """A new active battle with no answers, its 'start' audit entry and, in the same
        transaction, any campaign changes starting it costs (e.g. gold to declare an attack).

        With `finish`, a battle that asks nothing (all dice) ends in that same transaction.
        `origin`: what started it; DuplicateOrigin if a battle of this guild has it already."""
        if campaign_id is None and (
            changes is not None or (finish is not None and finish.changes is not None)
        ):
            raise ValueError("campaign changes need the battle to belong to a campaign")
        async with self._transaction(guild_id) as db:
            if campaign_id is not None:
                await self._get_campaign(db, guild_id, campaign_id)
            if origin is not None:
                taken = await _one(
                    db,
                    "SELECT id FROM battles WHERE guild_id = ? AND origin = ?",
                    (guild_id, origin),
                )
                if taken is not None:
                    raise DuplicateOrigin(taken["id"])
            now = _now()
            inserted = await _one(
                db,
                "INSERT INTO battles (guild_id, campaign_id, game, setup, seed, status, channel_id,"
                " created_by, created_at, updated_at, entropy, origin, message_id)"
                " VALUES (?, ?, ?, ?, ?, 'active', ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (
                    guild_id,
                    campaign_id,
                    game,
                    _dumps(dict(setup)),
                    seed,
                    channel_id,
                    created_by,
                    now,
                    now,
                    entropy,
                    origin,
                    message_id,
                ),
            )
            assert inserted is not None
            battle_id = inserted["id"]
            payload: dict[str, Any] = {"game": game, "campaign_id": campaign_id}
            if changes is not None:
                payload["changes"] = changes.to_json()
                assert campaign_id is not None
                await self._apply_changes(db, guild_id, campaign_id, changes)
            await self._audit(db, guild_id, battle_id, None, created_by, "start", payload)
            if finish is not None:
                await db.execute(
                    "UPDATE battles SET status = 'finished', outcome = ?, finished_at = ?,"
                    " revision = revision + 1 WHERE guild_id = ? AND id = ?",
                    (_dumps(dict(finish.outcome)), now, guild_id, battle_id),
                )
                ended: dict[str, Any] = {"outcome": dict(finish.outcome)}
                if finish.changes is not None:
                    ended["changes"] = finish.changes.to_json()
                    assert campaign_id is not None
                    await self._apply_changes(db, guild_id, campaign_id, finish.changes)
                await self._audit(db, guild_id, battle_id, None, created_by, "finish", ended)
            return await self._get_battle(db, guild_id, battle_id)

    async def get_battle(
        self, guild_id: int, battle_id: int, *, known: Battle | None = None
    ) -> Battle | None:
        """One read of the battle row; its answers are read only when `known` (the same battle
        as the caller last had it) is not at the stored revision — a click on a long battle
        does not read its thousand answers again."""
        found = await self._read_battles(
            guild_id, f"{_BATTLE} WHERE guild_id = ? AND id = ?", (guild_id, battle_id), known
        )
        return found[0] if found else None

    async def list_battles(
        self,
        guild_id: int,
        *,
        status: str | None = None,
        campaign_id: int | None = None,
        channel_id: int | None = None,
        limit: int = 25,
    ) -> list[Battle]:
        """Newest first; `channel_id`: only the battles started in that channel (or thread)."""
        sql = f"{_BATTLE} WHERE guild_id = ?"
        params: list[Any] = [guild_id]
        if channel_id is not None:
            sql += " AND channel_id = ?"
            params.append(channel_id)
        if status is not None:
            if status not in BATTLE_STATUSES:
                raise ValueError(f"unknown battle status {status!r}")
            sql += " AND status = ?"
            params.append(status)
        if campaign_id is not None:
            sql += " AND campaign_id = ?"
            params.append(campaign_id)
        return await self._read_battles(
            guild_id, sql + " ORDER BY id DESC LIMIT ?", [*params, max(0, limit)]
        )

    async def set_battle_message(
        self,
        guild_id: int,
        battle_id: int,
        *,
        channel_id: int | None = None,
        message_id: int | None = None,
        thread_id: int | None = None,
    ) -> Battle:
        """Where the battle's panel (and thread) lives; None leaves a field as it is."""
        async with self._transaction(guild_id) as db:
            cursor = await db.execute(
                "UPDATE battles SET channel_id = COALESCE(?, channel_id),"
                " message_id = COALESCE(?, message_id), thread_id = COALESCE(?, thread_id),"
                " updated_at = ? WHERE guild_id = ? AND id = ?",
                (channel_id, message_id, thread_id, _now(), guild_id, battle_id),
            )
            if cursor.rowcount != 1:
                raise NotFound(f"no battle #{battle_id} in this guild")
            return await self._get_battle(db, guild_id, battle_id)

    async def append_answer(
        self,
        guild_id: int,
        battle_id: int,
        *,
        expected_count: int,
        answer: Mapping[str, Any],
        user_id: int,
        finish: Finish | None = None,
        known: Battle | None = None,
        remember: ForcesUsed | None = None,
    ) -> Battle:
        """Record one answer — and, with `finish`, end the battle; with `remember`, keep the
        forces it set for the player's next battle — in one transaction.

        StaleAnswer unless the battle is active with exactly `expected_count` answers: the
        second of two clicks on the same button carries the same count and is refused.
        With `finish`: outcome, status 'finished', audit 'finish' and `finish.changes` applied
        to the battle's campaign; if any of it fails, the answer is not recorded either.
        Writes O(1) rows (the answer's, the battle's, the audit's); with `known` at the stored
        revision the returned battle's answers are `[*known.answers, answer]`, not read again.
        """
        text = _dumps(dict(answer))
        counts = None if remember is None else self._new_counts(guild_id, remember)
        async with self._transaction(guild_id) as db:
            now = _now()
            sets = "answer_count = answer_count + 1, revision = revision + 1, updated_at = ?"
            params: list[Any] = [now]
            if finish is not None:
                sets += ", status = 'finished', outcome = ?, finished_at = ?"
                params += [_dumps(dict(finish.outcome)), now]
            row = await self._update_battle_guarded(
                db, guild_id, battle_id, expected_count, sets, params, known
            )
            campaign_id = row["campaign_id"]
            if finish is not None and finish.changes is not None and campaign_id is None:
                raise ValueError(f"battle #{battle_id} has no campaign to apply changes to")
            await db.execute(
                "INSERT INTO battle_answers (guild_id, battle_id, seq, answer) VALUES (?, ?, ?, ?)",
                (guild_id, battle_id, expected_count, text),
            )
            await self._audit(db, guild_id, battle_id, expected_count, user_id, "answer", answer)
            if finish is not None:
                payload: dict[str, Any] = {"outcome": dict(finish.outcome)}
                if finish.changes is not None:
                    payload["changes"] = finish.changes.to_json()
                    await self._apply_changes(db, guild_id, campaign_id, finish.changes)
                await self._audit(db, guild_id, battle_id, None, user_id, "finish", payload)
            if counts is not None:
                await self._write_counts(db, counts)
            before = _reusable(known, guild_id, battle_id, row["revision"] - 1)
            if before is None:
                after = await self._get_battle(db, guild_id, battle_id)
            else:
                after = self._as_shown(_battle(row, [*before, _loads(text)]))
        self._counts_committed(counts)
        return after

    async def pop_answer(
        self,
        guild_id: int,
        battle_id: int,
        *,
        expected_count: int,
        user_id: int,
        note: Mapping[str, Any] | None = None,
        known: Battle | None = None,
        public_events: int | None = None,
    ) -> Battle:
        """Undo the last answer (its row is deleted). StaleAnswer if the battle is not active,
        has moved on since the caller looked, or has no answer to take back. `note` joins the
        audit entry (e.g. the dice the undone answer threw, which stay on record). `known`: as
        for `append_answer`. `public_events`: how many public events the battle has without
        the answer — what its thread told beyond them, and the call made after them, stand for
        no answer now (in this transaction: a stop right after it must not leave the story of
        the answer given anew untold)."""
        sets = "answer_count = answer_count - 1, revision = revision + 1, updated_at = ?"
        params: list[Any] = [_now()]
        if public_events is not None:
            sets += (
                ", shown = json_patch(shown, CASE WHEN CAST(coalesce(json_extract(shown,"
                " '$.events'), '0') AS INTEGER) > ? THEN ? ELSE ? END)"
            )
            forget_call = {"call_for": None}
            params += [public_events, _dumps({**forget_call, "events": public_events})]
            params.append(_dumps(forget_call))
            writing = self._writing_shown(guild_id, battle_id)  # after what waits to be shown
        else:
            writing = self._transaction(guild_id)
        async with writing as db:
            if expected_count <= 0:
                await self._refuse(
                    db, guild_id, battle_id, expected_count, otherwise="has no answer to undo"
                )
            row = await self._update_battle_guarded(
                db, guild_id, battle_id, expected_count, sets, params, known
            )
            gone = await _one(
                db,
                "DELETE FROM battle_answers WHERE guild_id = ? AND battle_id = ? AND seq = ?"
                " RETURNING answer",
                (guild_id, battle_id, expected_count - 1),
            )
            if gone is None:  # a count without its row: refuse rather than drift
                raise StaleAnswer(f"battle #{battle_id} lost its answer #{expected_count - 1}")
            removed = _loads(gone["answer"])
            payload = removed if isinstance(removed, dict) else {"answer": removed}
            payload = {**payload, **(note or {})}
            await self._audit(db, guild_id, battle_id, expected_count - 1, user_id, "undo", payload)
            before = _reusable(known, guild_id, battle_id, row["revision"] - 1)
            if before is None:
                return await self._get_battle(db, guild_id, battle_id)
            return self._as_shown(_battle(row, before[:-1]))

    async def cancel_battle(
        self,
        guild_id: int,
        battle_id: int,
        *,
        user_id: int,
        expected_count: int | None = None,
        known: Battle | None = None,
    ) -> Battle:
        """Call off an active battle (StaleAnswer if it already ended, or if it no longer has
        `expected_count` answers or has moved on from `known`: a cancel agreed to, or allowed
        before any die, holds only for the battle as it was then, whichever process answered
        meanwhile). Campaign changes made when it started are not reversed: that is the game
        master's call."""
        async with self._transaction(guild_id) as db:
            now = _now()
            sets = "status = 'cancelled', finished_at = ?, updated_at = ?, revision = revision + 1"
            if expected_count is None:
                row = await _one(
                    db,
                    f"UPDATE battles SET {sets} WHERE guild_id = ? AND id = ? AND status = 'active'"
                    f" RETURNING {_BATTLE_COLUMNS}",
                    (now, now, guild_id, battle_id),
                )
                if row is None:
                    await self._refuse(db, guild_id, battle_id, None)
            else:
                row = await self._update_battle_guarded(
                    db, guild_id, battle_id, expected_count, sets, [now, now], known
                )
            assert row is not None
            payload = {"answers": row["answer_count"]}
            await self._audit(db, guild_id, battle_id, None, user_id, "cancel", payload)
            before = _reusable(known, guild_id, battle_id, row["revision"] - 1)
            if before is None:
                return await self._get_battle(db, guild_id, battle_id)
            return self._as_shown(_battle(row, before))

    async def audit_log(self, guild_id: int, battle_id: int) -> list[AuditEntry]:
        """Everything done to the battle, oldest first."""
        async with self._reading(guild_id) as db:
            rows = await _all(
                db,
                f"{_AUDIT} WHERE guild_id = ? AND battle_id = ? ORDER BY id",
                (guild_id, battle_id),
            )
        return [_audit(row) for row in rows]

    async def battle_of_message(self, guild_id: int, message_id: int) -> Battle | None:
        """The battle whose panel is that message, if any."""
        found = await self._read_battles(
            guild_id, f"{_BATTLE} WHERE guild_id = ? AND message_id = ?", (guild_id, message_id)
        )
        return found[0] if found else None

    async def _refuse(
        self,
        db: Any,
        guild_id: int,
        battle_id: int,
        expected_count: int | None,
        *,
        revision: int | None = None,
        otherwise: str = "moved on",
    ) -> NoReturn:
        """Why a guarded write matched no row: NotFound, or StaleAnswer saying how it moved."""
        row = await _one(
            db,
            "SELECT status, answer_count, revision FROM battles WHERE guild_id = ? AND id = ?",
            (guild_id, battle_id),
        )
        if row is None:
            raise NotFound(f"no battle #{battle_id} in this guild")
        if row["status"] != "active":
            raise StaleAnswer(f"battle #{battle_id} is {row['status']}")
        if expected_count is not None and row["answer_count"] != expected_count:
            raise StaleAnswer(
                f"battle #{battle_id} has {row['answer_count']} answers, not {expected_count}"
            )
        if revision is not None and row["revision"] != revision:
            raise StaleAnswer(
                f"battle #{battle_id} changed since it was read (revision {row['revision']},"
                f" not {revision}): an answer was undone and another given"
            )
        raise StaleAnswer(f"battle #{battle_id} {otherwise}")

    async def _update_battle_guarded(
        self,
        db: Any,
        guild_id: int,
        battle_id: int,
        expected_count: int,
        sets: str,
        params: list[Any],
        known: Battle | None = None,
    ) -> Any:
        """The check and the write are one statement: it applies only to an active battle with
        exactly `expected_count` answers — and, with `known` (the battle as the caller read it),
        only at that revision: an undo and a different answer made meanwhile by another
        process leave the count as it was, but not the answers the caller's was checked
        against. Returns the battle row as it now is."""
        guard = ""
        args: list[Any] = [*params, guild_id, battle_id, expected_count]
        if known is not None and (known.guild_id, known.id) == (guild_id, battle_id):
            guard = " AND revision = ?"
            args.append(known.revision)
        row = await _one(
            db,
            f"UPDATE battles SET {sets} WHERE guild_id = ? AND id = ? AND status = 'active'"
            f" AND answer_count = ?{guard} RETURNING {_BATTLE_COLUMNS}",
            args,
        )
        if row is None:
            seen = args[-1] if guard else None
            await self._refuse(db, guild_id, battle_id, expected_count, revision=seen)
        return row

    async def _get_battle(self, db: Any, guild_id: int, battle_id: int) -> Battle:
        """Inside a transaction (the battle row and its answers are one consistent state)."""
        row = await _one(db, f"{_BATTLE} WHERE guild_id = ? AND id = ?", (guild_id, battle_id))
        if row is None:
            raise NotFound(f"no battle #{battle_id} in this guild")
        return self._as_shown((await _with_answers_or_refuse(db, guild_id, [row]))[0])

    async def _read_battles(
        self, guild_id: int, sql: str, params: Sequence[Any], known: Battle | None = None
    ) -> list[Battle]:
        """Battle rows with their answers, without taking the write lock: the answers query
        carries each battle's revision, so a write landing between the two reads is seen and
        the read is made again, as it is when a write of what battles show landed meanwhile
        (`ShownLater.ended`); in the end inside a transaction, where nothing moves."""
        for _ in range(3):
            shown_writes = self._shown_later.ended
            async with self._reading(guild_id) as db:
                rows = await _all(db, sql, params)
                battles = await _with_answers(db, guild_id, rows, known)
            if battles is not None and shown_writes == self._shown_later.ended:
                return [self._as_shown(battle) for battle in battles]
        async with self._shown_held(), self._transaction(guild_id) as db:
            rows = await _all(db, sql, params)
            battles = await _with_answers_or_refuse(db, guild_id, rows, known)
            return [self._as_shown(battle) for battle in battles]

    async def _audit(
        self,
        db: Any,
        guild_id: int,
        battle_id: int,
        seq: int | None,
        user_id: int | None,
        action: str,
        payload: Mapping[str, Any],
    ) -> None:
        await db.execute(
            "INSERT INTO audit (guild_id, battle_id, seq, user_id, action, payload, at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (guild_id, battle_id, seq, user_id, action, _dumps(dict(payload)), _now()),
        )


def _reusable(
    known: Battle | None, guild_id: int, battle_id: int, revision: int
) -> list[Any] | None:
    """`known`'s answers if it is this battle at `revision`, else None (they must be read)."""
    if (
        known is not None
        and known.id == battle_id
        and known.guild_id == guild_id
        and known.revision == revision
    ):
        return list(known.answers)
    return None


async def _with_answers(
    db: Any, guild_id: int, rows: Sequence[Any], known: Battle | None = None
) -> list[Battle] | None:
    """The battles of `rows` with their answers (one query for all of them), or None if a
    battle moved between the rows' read and the answers' (its revision or count differs)."""
    reused = [_reusable(known, guild_id, row["id"], row["revision"]) for row in rows]
    needed = {
        row["id"]: row
        for row, answers in zip(rows, reused, strict=True)
        if answers is None and row["answer_count"]
    }
    found: dict[int, list[Any]] = {battle_id: [] for battle_id in needed}
    revisions: dict[int, int] = {}
    if needed:
        marks = ", ".join("?" * len(needed))
        for a in await _all(
            db,
            "SELECT a.battle_id, a.answer, b.revision FROM battle_answers AS a"
            " JOIN battles AS b ON b.id = a.battle_id AND b.guild_id = a.guild_id"
            f" WHERE a.guild_id = ? AND a.battle_id IN ({marks}) ORDER BY a.battle_id, a.seq",
            (guild_id, *needed),
        ):
            found[a[0]].append(_loads(a[1]))
            revisions[a[0]] = a[2]
        for battle_id, row in needed.items():
            if len(found[battle_id]) != row["answer_count"]:
                return None
            if revisions.get(battle_id) != row["revision"]:
                return None
    return [
        _battle(row, answers if answers is not None else found.get(row["id"], []))
        for row, answers in zip(rows, reused, strict=True)
    ]


async def _with_answers_or_refuse(
    db: Any, guild_id: int, rows: Sequence[Any], known: Battle | None = None
) -> list[Battle]:
    """As `_with_answers`, inside a transaction (nothing moves): a mismatch there is a damaged
    record, refused rather than handed out as a battle it is not."""
    battles = await _with_answers(db, guild_id, rows, known)
    if battles is None:
        raise StoreError(
            "a battle's answer rows do not match its answer count: the database was changed by"
            " hand or damaged; restore a backup"
        )
    return battles
