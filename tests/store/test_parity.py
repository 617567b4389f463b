"""Store methods the other store tests leave unrun on PostgreSQL, run on both backends: consent
requests, the tournament methods past registration, the battle lookups and refusals, what battles
show, and a few campaign paths. Each asserts what the method returns and what a later read sees,
its refusals, and that another guild sees and changes nothing."""

from __future__ import annotations

import asyncio

import pytest

from bot.store import (
    CampaignChanges,
    CampaignFull,
    DuplicateOrigin,
    Finish,
    IntegrityError,
    NegativeCount,
    NotFound,
    RegionChange,
    StaleAnswer,
    Store,
    StoreError,
)
from bot.store import shown as shown_module
from bot.store.tournaments import RoundChanged
from tests.store.conftest import ALICE, BOB, CHANNEL, GUILD_A, GUILD_B
from tests.store.test_battles import SETUP, answer, new_battle
from tests.store.test_shown import stored

CAROL = 900_000_000_000_000_003
GM = 900_000_000_000_000_009
THREAD = 500_000_000_000_000_002
MESSAGE = 600_000_000_000_000_001
DEADLINE = "2026-12-05T18:00:00+00:00"


# -- consent requests -----------------------------------------------------------------------------


async def undo_request(store: Store, battle_id: int, needed: list[int] | None = None):
    return await store.open_request(
        GUILD_A, battle_id, action="undo", answer_count=1, requested_by=ALICE,
        needed=[CAROL, BOB, CAROL] if needed is None else needed,
    )  # fmt: skip


async def test_a_request_is_granted_by_the_last_consent_it_needs(store: Store) -> None:
    """`needed` is stored sorted without repeats; a consent from someone not needed counts for
    nothing; the last needed consent grants it; answers after that are StaleAnswer. Another
    guild can neither see, answer, lapse nor place it, nor open one on this guild's battle."""
    battle = await new_battle(store)
    opened = await undo_request(store, battle.id)
    assert (opened.battle_id, opened.action, opened.requested_by) == (battle.id, "undo", ALICE)
    assert (opened.needed, opened.agreed, opened.status) == ([BOB, CAROL], [], "open")
    assert opened.decided_by is None and opened.message_id is None
    await store.set_request_message(GUILD_A, opened.id, channel_id=CHANNEL, message_id=MESSAGE)
    got = await store.get_request(GUILD_A, opened.id)
    assert got is not None and (got.channel_id, got.message_id) == (CHANNEL, MESSAGE)

    bob = await store.answer_request(GUILD_A, opened.id, user_id=BOB, agree=True)
    assert (bob.status, bob.agreed, bob.decided_by) == ("open", [BOB], None)
    stranger = await store.answer_request(GUILD_A, opened.id, user_id=ALICE, agree=True)
    assert (stranger.status, stranger.agreed) == ("open", [BOB])
    assert await store.get_request(GUILD_B, opened.id) is None
    with pytest.raises(NotFound):
        await store.answer_request(GUILD_B, opened.id, user_id=CAROL, agree=False)
    await store.set_request_message(GUILD_B, opened.id, channel_id=1, message_id=2)
    await store.lapse_request(GUILD_B, opened.id)
    with pytest.raises(IntegrityError):  # the battle is not guild B's: the database refuses
        await store.open_request(
            GUILD_B, battle.id, action="undo", answer_count=0, requested_by=BOB, needed=[ALICE]
        )
    assert await store.get_request(GUILD_A, opened.id) == stranger
    granted = await store.answer_request(GUILD_A, opened.id, user_id=CAROL, agree=True)
    assert (granted.status, granted.agreed, granted.decided_by) == ("granted", [BOB, CAROL], CAROL)
    assert granted.waiting_for == [] and granted.updated_at >= opened.updated_at
    with pytest.raises(StaleAnswer, match="granted"):  # a double click on the last consent
        await store.answer_request(GUILD_A, opened.id, user_id=CAROL, agree=False)
    assert await store.get_request(GUILD_A, opened.id) == granted
    assert await store.get_request(GUILD_A, opened.id + 1000) is None


async def test_a_refusal_or_a_game_masters_answer_decides_at_once(store: Store) -> None:
    battle = await new_battle(store)
    refused = await store.answer_request(
        GUILD_A, (await undo_request(store, battle.id)).id, user_id=BOB, agree=False
    )
    assert (refused.status, refused.agreed, refused.decided_by) == ("refused", [], BOB)
    request = await undo_request(store, battle.id)
    by_gm = await store.answer_request(GUILD_A, request.id, user_id=GM, agree=True, decides=True)
    assert (by_gm.status, by_gm.decided_by, by_gm.waiting_for) == ("granted", GM, [BOB, CAROL])
    request = await undo_request(store, battle.id)
    gm_says_no = await store.answer_request(
        GUILD_A, request.id, user_id=GM, agree=False, decides=True
    )
    assert (gm_says_no.status, gm_says_no.decided_by) == ("refused", GM)


async def test_one_open_request_a_battle_and_a_lapsed_one_takes_no_answer(store: Store) -> None:
    """A new request lapses the battle's open one (whatever its action), not a decided one nor
    another battle's; `lapse_request` lapses an open request only."""
    battle, other = await new_battle(store), await new_battle(store)
    decided = await undo_request(store, battle.id, [BOB])
    await store.answer_request(GUILD_A, decided.id, user_id=BOB, agree=True)
    first = await undo_request(store, battle.id)
    elsewhere = await undo_request(store, other.id)
    second = await store.open_request(
        GUILD_A, battle.id, action="cancel", answer_count=0, requested_by=BOB, needed=[ALICE]
    )
    assert second.id > first.id and (second.action, second.status) == ("cancel", "open")
    seen = [(await store.get_request(GUILD_A, r.id)).status for r in (decided, first, elsewhere)]
    assert seen == ["granted", "lapsed", "open"]
    with pytest.raises(StaleAnswer, match="lapsed"):
        await store.answer_request(GUILD_A, first.id, user_id=BOB, agree=True)
    await store.lapse_request(GUILD_A, second.id)
    await store.lapse_request(GUILD_A, decided.id)  # decided: stays as it was
    assert (await store.get_request(GUILD_A, second.id)).status == "lapsed"
    assert (await store.get_request(GUILD_A, decided.id)).status == "granted"


# -- tournaments ----------------------------------------------------------------------------------


async def cup_with(store: Store, players: int, *, cap: int | None = None):
    cup = await store.create_tournament(
        GUILD_A, "Winter Cup", "soe", rules={"format": "swiss"}, channel_id=CHANNEL,
        organiser_id=GM, data={"rounds": 3},
    )  # fmt: skip
    for user in range(1, players + 1):
        await store.join_tournament(GUILD_A, cup.id, user, cap=cap, name=f"P{user}")
    return cup


PAIRS = [{"table": 1, "seats": [1, 2]}, {"table": 2, "seats": [3, 4]}]
CROSSED = [{"table": 1, "seats": [1, 3]}, {"table": 2, "seats": [2, 4]}]


async def paired(store: Store, cup, matches=PAIRS, *, after: int = 0, deadline=None):
    return await store.start_round(
        GUILD_A, cup.id, expected_round=after, matches=matches, deadline=deadline
    )


async def test_update_tournament_sets_only_what_it_is_given(store: Store) -> None:
    cup = await cup_with(store, 0)
    paused = await store.update_tournament(
        GUILD_A, cup.id, status="paused", data={"note": "snow"}, deadline=DEADLINE
    )
    assert (paused.status, paused.deadline) == ("paused", DEADLINE)
    assert paused.data == {"rounds": 3, "note": "snow"}
    kept = await store.update_tournament(GUILD_A, cup.id, data={"rounds": 4})  # deadline: False
    assert (kept.status, kept.deadline) == ("paused", DEADLINE)
    assert kept.data == {"rounds": 4, "note": "snow"}
    cleared = await store.update_tournament(GUILD_A, cup.id, deadline=None)
    assert cleared.deadline is None and await store.get_tournament(GUILD_A, cup.id) == cleared
    with pytest.raises(NotFound):
        await store.update_tournament(GUILD_B, cup.id, status="cancelled")
    assert (await store.get_tournament(GUILD_A, cup.id)).status == "paused"
    assert [t.id for t in await store.list_tournaments(GUILD_A, open_only=True)] == [cup.id]


async def test_check_in_then_round_one_drops_who_did_not(store: Store) -> None:
    cup = await cup_with(store, 3, cap=2)  # player 3 waits
    assert await store.check_in(GUILD_A, cup.id, 1)
    assert not await store.check_in(GUILD_A, cup.id, 3)  # waiting: cannot check in
    assert not await store.check_in(GUILD_A, cup.id, 99)
    with pytest.raises(NotFound):
        await store.check_in(GUILD_B, cup.id, 2)
    (match,) = await store.start_round(
        GUILD_A, cup.id, expected_round=0, deadline=DEADLINE, drop_unchecked=True,
        matches=[{"table": 1, "seats": [1], "points": [1.0], "bye": True, "bracket": "W"}],
    )  # fmt: skip
    assert (match.round, match.seats, match.bye, match.bracket) == (1, (1,), True, "W")
    entrants = {e.user_id: e for e in await store.list_entrants(GUILD_A, cup.id)}
    assert [(e.status, e.checked_in, e.dropped_after) for e in entrants.values()] == [
        ("in", True, None), ("dropped", False, 0), ("waiting", False, None),
    ]  # fmt: skip
    running = await store.get_tournament(GUILD_A, cup.id)
    assert (running.status, running.round, running.deadline) == ("running", 1, DEADLINE)


async def test_a_tournament_finishes_once_and_then_takes_no_one(store: Store) -> None:
    cup = await cup_with(store, 2)
    await paired(store, cup, PAIRS[:1], deadline=DEADLINE)
    assert not await store.finish_tournament(GUILD_A, cup.id, expected_round=0)  # moved on
    assert not await store.finish_tournament(GUILD_B, cup.id, expected_round=1)
    assert await store.finish_tournament(GUILD_A, cup.id, expected_round=1)
    assert not await store.finish_tournament(GUILD_A, cup.id, expected_round=1)
    done = await store.get_tournament(GUILD_A, cup.id)
    assert (done.status, done.deadline, done.open) == ("finished", None, False)
    assert await store.list_tournaments(GUILD_A, open_only=True) == []
    assert await store.list_tournaments(GUILD_A) == [done]
    with pytest.raises(StoreError, match="over"):
        await store.join_tournament(GUILD_A, cup.id, 3, cap=None)
    with pytest.raises(RoundChanged):
        await store.start_round(GUILD_A, cup.id, expected_round=1, matches=PAIRS, deadline=None)


async def test_matches_are_found_by_round_id_and_thread_and_keep_their_place(store: Store) -> None:
    cup = await cup_with(store, 4)
    one = await paired(store, cup)
    for match in one:
        await store.record_match(GUILD_A, match.id, [1, 0])
    two = await paired(store, cup, CROSSED, after=1)
    assert [m.id for m in await store.list_matches(GUILD_A, cup.id)] == [m.id for m in one + two]
    assert await store.list_matches(GUILD_A, cup.id, round_no=2) == two
    assert await store.list_matches(GUILD_A, cup.id, round_no=3) == []
    assert await store.list_matches(GUILD_B, cup.id) == []
    target = two[1]
    await store.set_match_place(GUILD_A, target.id, message_id=MESSAGE, thread_id=None)
    await store.set_match_place(GUILD_A, target.id, message_id=None, thread_id=THREAD)
    placed = await store.get_match(GUILD_A, target.id)
    assert (placed.message_id, placed.thread_id, placed.seats) == (MESSAGE, THREAD, (2, 4))
    assert await store.match_in_thread(GUILD_A, THREAD) == placed
    assert await store.match_in_thread(GUILD_A, THREAD + 1) is None
    await store.set_match_place(GUILD_B, target.id, message_id=1, thread_id=2)
    assert await store.get_match(GUILD_B, target.id) is None
    assert await store.get_match(GUILD_A, target.id) == placed


async def test_a_report_waits_until_the_result_is_written(store: Store) -> None:
    cup = await cup_with(store, 4)
    first, second = await paired(store, cup)
    report = {"points": [1.0, 0.0], "note": "won on turn 5"}
    assert await store.set_match_report(GUILD_A, first.id, reported_by=1, report=report)
    reported = await store.get_match(GUILD_A, first.id)
    assert (reported.reported_by, reported.report, reported.points) == (1, report, None)
    assert await store.set_match_report(GUILD_A, first.id, reported_by=2, report=None)
    assert (await store.get_match(GUILD_A, first.id)).report is None
    assert not await store.set_match_report(GUILD_B, first.id, reported_by=2, report=report)
    await store.set_match_report(GUILD_A, first.id, reported_by=2, report=report)
    assert await store.record_match(GUILD_A, first.id, [0.0, 1.0], battle_id=77)
    recorded = await store.get_match(GUILD_A, first.id)
    assert (recorded.points, recorded.battle_id, recorded.report) == ((0.0, 1.0), 77, None)
    assert not await store.set_match_report(GUILD_A, first.id, reported_by=1, report=report)
    # a swap takes back the report waiting on the other match; a bye cannot be swapped
    await store.set_match_report(GUILD_A, second.id, reported_by=3, report=report)
    with pytest.raises(RoundChanged):
        await store.swap_players(GUILD_A, cup.id, 2, 3)  # player 2's match has its result
    (swapped,) = await store.swap_players(GUILD_A, cup.id, 3, 4)
    assert (swapped.seats, swapped.report) == ((4, 3), None)


async def test_reseed_orders_the_named_then_the_rest_before_round_one(store: Store) -> None:
    cup = await cup_with(store, 4)
    await store.reseed(GUILD_A, cup.id, [3, 99, 1])  # 99 never joined: ignored
    seeds = {e.user_id: e.seed for e in await store.list_entrants(GUILD_A, cup.id)}
    assert seeds == {3: 1, 1: 2, 2: 3, 4: 4}
    with pytest.raises(NotFound):
        await store.reseed(GUILD_B, cup.id, [4])
    await paired(store, cup)
    with pytest.raises(RoundChanged):
        await store.reseed(GUILD_A, cup.id, [4])
    assert {e.user_id: e.seed for e in await store.list_entrants(GUILD_A, cup.id)} == seeds


async def test_a_round_is_withdrawn_only_while_unplayed(store: Store) -> None:
    cup = await cup_with(store, 4)
    with pytest.raises(RoundChanged):  # nothing to withdraw at round 0
        await store.withdraw_round(GUILD_A, cup.id, expected_round=0)
    bye = {"table": 3, "seats": [5], "points": [1.0], "bye": True}
    one = await paired(store, cup, [*PAIRS, bye], deadline=DEADLINE)
    withdrawn = await store.withdraw_round(GUILD_A, cup.id, expected_round=1)  # a bye is no result
    assert sorted(m.id for m in withdrawn) == [m.id for m in one]
    back = await store.get_tournament(GUILD_A, cup.id)
    assert (back.round, back.status, back.deadline) == (0, "registering", None)
    assert await store.list_matches(GUILD_A, cup.id) == []

    one = await paired(store, cup)
    await store.record_match(GUILD_A, one[0].id, [1, 0])
    await paired(store, cup, after=1, deadline=DEADLINE)
    with pytest.raises(RoundChanged):
        await store.withdraw_round(GUILD_A, cup.id, expected_round=1)  # another click was first
    with pytest.raises(NotFound):
        await store.withdraw_round(GUILD_B, cup.id, expected_round=2)
    assert len(await store.withdraw_round(GUILD_A, cup.id, expected_round=2)) == 2
    back = await store.get_tournament(GUILD_A, cup.id)
    assert (back.round, back.status, back.deadline) == (1, "running", None)
    with pytest.raises(RoundChanged, match="result"):  # round 1 has one
        await store.withdraw_round(GUILD_A, cup.id, expected_round=1)
    assert [m.round for m in await store.list_matches(GUILD_A, cup.id)] == [1, 1]


async def test_a_drop_while_running_moves_no_one_up_and_a_late_join_waits(store: Store) -> None:
    cup = await cup_with(store, 3, cap=2)
    await paired(store, cup, PAIRS[:1])
    dropped, moved = await store.drop_from_tournament(GUILD_A, cup.id, 1)
    assert (dropped.status, dropped.dropped_after, moved) == ("dropped", 1, None)
    waiting, moved = await store.drop_from_tournament(GUILD_A, cup.id, 3)  # from the list
    assert (waiting.status, moved) == ("dropped", None)
    assert await store.drop_from_tournament(GUILD_A, cup.id, 42) == (None, None)
    with pytest.raises(NotFound):
        await store.drop_from_tournament(GUILD_B, cup.id, 2)
    late = await store.join_tournament(GUILD_A, cup.id, 5, cap=None, name="Late")
    back = await store.join_tournament(GUILD_A, cup.id, 1, cap=None)
    assert (late.status, late.joined_round, late.seed, late.name) == ("in", 2, 4, "Late")
    assert (back.status, back.dropped_after, back.joined_round) == ("in", None, 2)


# -- battles --------------------------------------------------------------------------------------


async def test_an_origin_starts_one_battle_in_its_guild(store: Store) -> None:
    first = await new_battle(store, origin="message:42", entropy="1234")
    assert (first.origin, first.entropy) == ("message:42", "1234")
    with pytest.raises(DuplicateOrigin) as refused:
        await new_battle(store, origin="message:42")
    assert refused.value.battle_id == first.id
    assert [b.id for b in await store.list_battles(GUILD_A)] == [first.id]
    theirs = await store.create_battle(
        GUILD_B, game="demo", setup=SETUP, seed="s", channel_id=CHANNEL, created_by=BOB,
        origin="message:42",
    )  # fmt: skip
    assert theirs.origin == "message:42" and theirs.id != first.id


async def test_a_battle_that_asks_nothing_ends_with_its_changes_at_creation(store: Store) -> None:
    campaign = await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=GM)
    france = await store.join_campaign(GUILD_A, campaign.id, ALICE, "France", resources={"gold": 5})
    ending = Finish(
        outcome={"winner": "attacker"},
        changes=CampaignChanges(
            resource_deltas={france.id: {"gold": 2}},
            regions={"alsace": RegionChange(owner=france.id)},
        ),
    )
    done = await new_battle(store, campaign_id=campaign.id, finish=ending)
    assert (done.status, done.outcome, done.answers) == ("finished", {"winner": "attacker"}, [])
    assert (await store.get_faction(GUILD_A, france.id)).resources == {"gold": 7}
    assert (await store.get_region(GUILD_A, campaign.id, "alsace")).owner == france.id
    log = await store.audit_log(GUILD_A, done.id)
    assert [e.action for e in log] == ["start", "finish"]
    assert log[1].payload["changes"]["resource_deltas"] == {str(france.id): {"gold": 2}}


async def test_battles_are_found_by_channel_and_by_panel_message(store: Store) -> None:
    here, there = await new_battle(store), await new_battle(store)
    there = await store.set_battle_message(GUILD_A, there.id, channel_id=THREAD, message_id=MESSAGE)
    assert [b.id for b in await store.list_battles(GUILD_A, channel_id=CHANNEL)] == [here.id]
    assert await store.list_battles(GUILD_A, channel_id=THREAD, status="active") == [there]
    assert await store.battle_of_message(GUILD_A, MESSAGE) == there
    assert await store.battle_of_message(GUILD_A, MESSAGE + 1) is None
    assert await store.battle_of_message(GUILD_B, MESSAGE) is None
    assert await store.list_battles(GUILD_B, channel_id=THREAD) == []


async def test_a_battle_whose_answer_rows_were_lost_is_refused(store: Store) -> None:
    """Answer rows deleted by hand: a read is refused rather than handing out a battle with
    fewer answers than its count, and an undo of the lost answer changes nothing."""
    battle = await new_battle(store)
    for seq in range(2):
        await store.append_answer(
            GUILD_A, battle.id, expected_count=seq, answer=answer(seq), user_id=ALICE
        )
    async with store._transaction(GUILD_A) as db:
        await db.execute(
            "DELETE FROM battle_answers WHERE guild_id = ? AND battle_id = ? AND seq = 1",
            (GUILD_A, battle.id),
        )
    with pytest.raises(StaleAnswer, match="lost its answer #1"):
        await store.pop_answer(GUILD_A, battle.id, expected_count=2, user_id=ALICE)
    with pytest.raises(StoreError, match="do not match its answer count"):
        await store.get_battle(GUILD_A, battle.id)
    assert [e.action for e in await store.audit_log(GUILD_A, battle.id)][-1] == "answer"


# -- what battles show ----------------------------------------------------------------------------


async def test_battles_behind_are_those_whose_panel_lags_in_this_guild(store: Store) -> None:
    no_panel, shown, lagging, ended = [await new_battle(store) for _ in range(4)]
    for battle in (shown, lagging, ended):
        await store.set_battle_message(GUILD_A, battle.id, message_id=MESSAGE + battle.id)
    await store.set_battle_shown(GUILD_A, shown.id, panel=shown.version)
    await store.set_battle_shown(GUILD_A, lagging.id, panel=lagging.version)
    await store.append_answer(GUILD_A, lagging.id, expected_count=0, answer=answer(0), user_id=BOB)
    await store.set_battle_shown(GUILD_A, ended.id, panel=ended.version)
    await store.cancel_battle(GUILD_A, ended.id, user_id=ALICE)
    behind = await store.battles_behind(GUILD_A)
    assert [b.id for b in behind] == [no_panel.id, lagging.id, ended.id]
    assert [b.id for b in await store.battles_behind(GUILD_A, limit=1)] == [no_panel.id]
    assert await store.battles_behind(GUILD_B) == []
    assert await store.called_battles(GUILD_A) == []  # nobody was called


async def test_called_battles_are_oldest_first_up_to_the_limit(store: Store) -> None:
    battles = [await new_battle(store) for _ in range(3)]
    for n, battle in enumerate(battles):
        await store.set_battle_shown(GUILD_A, battle.id, call=n, call_since=f"2026-12-0{n + 1}")
    called = await store.called_battles(GUILD_A, limit=2)
    assert [(c.id, c.shown["call"]) for c in called] == [(battles[0].id, 0), (battles[1].id, 1)]
    store.show_later(GUILD_A, battles[0].id, call_since=None)  # read at once, written later
    with pytest.raises(ValueError, match="flat"):  # what is written later merges one level
        store.show_later(GUILD_A, battles[1].id, call={"id": 5})
    assert [c.id for c in await store.called_battles(GUILD_A)] == [b.id for b in battles[1:]]
    assert await store.called_battles(GUILD_B) == []


async def test_a_failed_write_of_what_waits_is_tried_again_without_being_asked(
    store: Store, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(shown_module, "SHOWN_DELAY", 0.01)
    battle = await new_battle(store)
    transaction, failures = store._transaction, []

    def failing_once(guild_id: int | None):
        if guild_id is None and not failures:  # the write of what waits (no one guild's)
            failures.append(guild_id)
            raise StoreError("the disk is full")
        return transaction(guild_id)

    monkeypatch.setattr(store, "_transaction", failing_once)
    store.show_later(GUILD_A, battle.id, events=5)
    for _ in range(300):
        if failures and await stored(store, battle.id):
            break
        await asyncio.sleep(0.01)
    assert await stored(store, battle.id) == {"events": 5}
    assert failures and "could not be written; trying again" in caplog.text


# -- campaigns ------------------------------------------------------------------------------------


async def test_a_full_campaign_refuses_a_join_until_a_faction_leaves(store: Store) -> None:
    campaign = await store.create_campaign(GUILD_A, "soe", "Duel", gm_user_id=GM)
    await store.join_campaign(GUILD_A, campaign.id, ALICE, "France", max_factions=2)
    await store.join_campaign(GUILD_A, campaign.id, BOB, "Spain", max_factions=2)
    with pytest.raises(CampaignFull):
        await store.join_campaign(GUILD_A, campaign.id, CAROL, "Savoy", max_factions=2)
    await store.leave_campaign(GUILD_A, campaign.id, BOB)
    savoy = await store.join_campaign(GUILD_A, campaign.id, CAROL, "Savoy", max_factions=2)
    names = [f.name for f in await store.list_factions(GUILD_A, campaign.id)]
    assert names == ["France", savoy.name]


async def test_a_game_masters_edit_applies_all_or_nothing_in_its_guild(store: Store) -> None:
    campaign = await store.create_campaign(GUILD_A, "soe", "Europa", gm_user_id=GM)
    france = await store.join_campaign(GUILD_A, campaign.id, ALICE, "France", resources={"gold": 5})
    two_armies = RegionChange(holdings_deltas={france.id: {"army": 2}})
    placed = CampaignChanges(regions={"flanders": two_armies})
    await store.apply_changes(GUILD_A, campaign.id, placed)
    too_many = CampaignChanges(
        resource_deltas={france.id: {"gold": 1}},
        regions={"flanders": RegionChange(holdings_deltas={france.id: {"army": -3}})},
    )
    with pytest.raises(NegativeCount):
        await store.apply_changes(GUILD_A, campaign.id, too_many)
    with pytest.raises(NotFound):
        await store.apply_changes(GUILD_B, campaign.id, placed)
    assert (await store.get_faction(GUILD_A, france.id)).resources == {"gold": 5}
    flanders = await store.get_region(GUILD_A, campaign.id, "flanders")
    assert flanders.holdings == {str(france.id): {"army": 2}}
