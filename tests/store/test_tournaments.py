"""Tournaments in the store: a cap and its waiting list, rounds stored once, results written
once, and nothing of one guild seen from another."""

from __future__ import annotations

import asyncio

import pytest

from bot.store import DuplicateName, NotFound
from bot.store.tournaments import RoundChanged

GUILD, OTHER = 1, 2


async def made(store, name: str = "Spring Cup"):
    return await store.create_tournament(
        GUILD, name, "soe", rules={"format": "swiss"}, channel_id=10, organiser_id=99
    )


async def test_the_cap_fills_then_a_waiting_list_moves_up_on_a_drop(store):
    cup = await made(store)
    with pytest.raises(DuplicateName):
        await made(store, "spring CUP")
    seen = [await store.join_tournament(GUILD, cup.id, u, cap=2) for u in (1, 2, 3, 4)]
    assert [e.status for e in seen] == ["in", "in", "waiting", "waiting"]
    assert [e.seed for e in seen] == [1, 2, 3, 4]
    assert (await store.join_tournament(GUILD, cup.id, 1, cap=2)).seed == 1  # joining twice
    dropped, moved = await store.drop_from_tournament(GUILD, cup.id, 2)
    assert dropped.status == "dropped" and moved == 3
    assert await store.drop_from_tournament(GUILD, cup.id, 2) == (None, None)
    statuses = {e.user_id: e.status for e in await store.list_entrants(GUILD, cup.id)}
    assert statuses == {1: "in", 2: "dropped", 3: "in", 4: "waiting"}


async def test_a_round_is_stored_once_and_a_result_written_once(store):
    cup = await made(store)
    for user in (1, 2, 3):
        await store.join_tournament(GUILD, cup.id, user, cap=None)
    round_one = [
        {"table": 1, "seats": [1, 2]},
        {"table": 2, "seats": [3], "points": [1.0], "bye": True},
    ]
    stored, late = await asyncio.gather(
        store.start_round(GUILD, cup.id, expected_round=0, matches=round_one, deadline=None),
        store.start_round(GUILD, cup.id, expected_round=0, matches=round_one, deadline=None),
        return_exceptions=True,
    )
    outcomes = [stored, late]
    assert sum(isinstance(o, RoundChanged) for o in outcomes) == 1
    (matches,) = [o for o in outcomes if not isinstance(o, Exception)]
    assert [(m.seats, m.points, m.bye) for m in matches] == [
        ((1, 2), None, False),
        ((3,), (1.0,), True),
    ]
    first = matches[0]
    results = await asyncio.gather(
        store.record_match(GUILD, first.id, [1, 0], battle_id=7),
        store.record_match(GUILD, first.id, [0, 1]),
    )
    assert sorted(results) == [False, True]
    # whichever got there first (PostgreSQL does not promise the order of two connections)
    winner = (1.0, 0.0) if results[0] else (0.0, 1.0)
    assert (await store.get_match(GUILD, first.id)).points == winner
    assert await store.record_match(GUILD, first.id, [0.5, 0.5], overwrite=True)
    assert (await store.get_match(GUILD, first.id)).points == (0.5, 0.5)
    assert (await store.get_tournament(GUILD, cup.id)).round == 1


async def test_another_guild_sees_nothing(store):
    cup = await made(store)
    await store.join_tournament(GUILD, cup.id, 1, cap=None)
    (match,) = await store.start_round(
        GUILD, cup.id, expected_round=0, matches=[{"table": 1, "seats": [1]}], deadline=None
    )
    await store.set_match_place(GUILD, match.id, message_id=5, thread_id=6)
    assert await store.get_tournament(OTHER, cup.id) is None
    assert await store.list_tournaments(OTHER) == []
    assert await store.list_entrants(OTHER, cup.id) == []
    assert await store.match_in_thread(OTHER, 6) is None
    assert (await store.match_in_thread(GUILD, 6)).id == match.id
    assert not await store.record_match(OTHER, match.id, [1.0])


async def test_ratings_count_the_matches_of_each_player(store):
    await store.set_ratings(GUILD, "soe", {1: (27.0, 8.0), 2: (23.0, 8.0)})
    await store.set_ratings(GUILD, "soe", {1: (28.0, 7.5)})
    assert await store.get_ratings(GUILD, "soe") == {1: (28.0, 7.5, 2), 2: (23.0, 8.0, 1)}
    assert await store.get_ratings(GUILD, "soe", [2]) == {2: (23.0, 8.0, 1)}
    assert await store.get_ratings(OTHER, "soe") == {}


async def test_two_players_swap_pairings_only_before_their_matches_begin(store):
    cup = await made(store)
    for user in (1, 2, 3, 4):
        await store.join_tournament(GUILD, cup.id, user, cap=None)
    first, second = await store.start_round(
        GUILD, cup.id, expected_round=0, deadline=None,
        matches=[{"table": 1, "seats": [1, 2]}, {"table": 2, "seats": [3, 4]}],
    )  # fmt: skip
    changed = await store.swap_players(GUILD, cup.id, 2, 3)
    assert sorted(m.seats for m in changed) == [(1, 3), (2, 4)]
    (same,) = await store.swap_players(GUILD, cup.id, 1, 3)  # one match: the sides change
    assert same.seats == (3, 1)
    await store.record_match(GUILD, first.id, [1, 0])
    with pytest.raises(RoundChanged):
        await store.swap_players(GUILD, cup.id, 1, 4)
    with pytest.raises(NotFound):
        await store.swap_players(GUILD, cup.id, 2, 99)


async def test_a_deadline_step_is_claimed_once_and_not_over_an_extension(store):
    """The clocks of two processes look at one round's deadline: one of them takes the step
    (and posts its messages); an extension made after a clock read the tournament stands."""
    from tests.store.test_backends import reopen

    cup = await made(store)
    await store.start_round(
        GUILD, cup.id, expected_round=0, deadline="2026-01-01T00:00:00+00:00",
        matches=[{"table": 1, "seats": [1, 2]}],
    )  # fmt: skip
    seen = await store.get_tournament(GUILD, cup.id)
    other = await reopen(store)
    try:
        claims = await asyncio.gather(
            *(s.claim_deadline_step(seen, "1", "reminded") for s in (store, other, store, other))
        )
    finally:
        await other.close()
    assert sum(c is not None for c in claims) == 1
    reminded = next(c for c in claims if c is not None)
    assert reminded.data["clock"] == {"1": "reminded"}
    assert await store.claim_deadline_step(seen, "1", "reminded") is None  # read before it
    # the organiser extends the deadline after a clock read the tournament: no "asked" over it
    await store.update_tournament(
        GUILD, cup.id, deadline="2026-01-03T00:00:00+00:00", data={"clock": {}}
    )
    assert await store.claim_deadline_step(reminded, "1", "asked") is None
    extended = await store.get_tournament(GUILD, cup.id)
    assert extended.deadline == "2026-01-03T00:00:00+00:00" and extended.data["clock"] == {}
    asked = await store.claim_deadline_step(extended, "1", "asked")
    assert asked is not None and asked.data["clock"] == {"1": "asked"}


async def test_the_data_changes_by_compare_and_set_across_processes(store):
    """Two processes take one message of a tournament to post (cogs/tournament/once.py): the
    change is made on the data as it is when written, so one of them takes it, and a change of
    another key made meanwhile is kept."""
    from tests.store.test_backends import reopen

    cup = await made(store)
    await store.update_tournament(GUILD, cup.id, data={"clock": {"1": "asking"}})

    def taking(by: str):
        def change(now):
            taken = now.data.get("taken", {})
            return None if "ask" in taken else {**now.data, "taken": {**taken, "ask": by}}

        return change

    other = await reopen(store)
    try:
        takes = await asyncio.gather(
            *(s.change_tournament_data(GUILD, cup.id, taking(f"process {n}"))
              for n, s in enumerate((store, other, store, other)))
        )  # fmt: skip
    finally:
        await other.close()
    assert sum(t is not None for t in takes) == 1
    (took,) = [t for t in takes if t is not None]
    assert took.data["clock"] == {"1": "asking"} and len(took.data["taken"]) == 1
    assert await store.change_tournament_data(GUILD, cup.id, taking("late")) is None
    assert (await store.get_tournament(GUILD, cup.id)).data == took.data
    with pytest.raises(NotFound):  # another guild's tournament is not found
        await store.change_tournament_data(OTHER, cup.id, taking("stranger"))
