"""The battle service against a real store: answers are validated, stored once, and replayed."""

from __future__ import annotations

import asyncio

import pytest

import bot.engine.battle as engine
from bot.battles import BattleService
from bot.engine import Outcome
from bot.errors import Refusal
from bot.games import Game, GameRegistry
from bot.store import CampaignChanges, Store
from tests.demo.rules import RULESET

GUILD = 1
SETUP = {
    "seats": {
        "attacker": {"user_id": 11, "name": "Alice"},
        "defender": {"user_id": 22, "name": "Bob"},
    },
    "max_units": 4,
}
FORCE = {"infantry": 2, "cavalry": 1}


def reward_winner(setup, outcome: Outcome) -> CampaignChanges:
    """A campaign rule for the test: the winner's faction (seat 'faction' ids) gains 3 gold."""
    if outcome.winner is None:
        return CampaignChanges()
    faction = setup["factions"][outcome.winner]
    return CampaignChanges(resource_deltas={faction: {"gold": 3}})


@pytest.fixture
async def service(tmp_path):
    store = await Store.open(tmp_path / "s.db")
    games = GameRegistry()
    games.register(Game("demo", "Skirmish", RULESET, campaign_changes=reward_winner))
    yield BattleService(store, games)
    await store.close()


async def play_to_secret(service: BattleService) -> int:
    loaded = await service.start(GUILD, "demo", SETUP, channel_id=5, created_by=11, entropy="s")
    bid = loaded.battle.id
    await service.answer(GUILD, bid, seq=0, seat="attacker", value=FORCE, user_id=11, entropy="e")
    await service.answer(GUILD, bid, seq=1, seat="defender", value="hill", user_id=22, entropy="e")
    return bid


async def test_a_refused_answer_stores_nothing(service):
    loaded = await service.start(GUILD, "demo", SETUP, channel_id=5, created_by=11, entropy="s")
    bid = loaded.battle.id
    with pytest.raises(Refusal, match="between 0 and 4"):
        await service.answer(
            GUILD,
            bid,
            seq=0,
            seat="attacker",
            value={"infantry": 9, "cavalry": 0},
            user_id=11,
            entropy="e",
        )
    with pytest.raises(Refusal):
        await service.answer(
            GUILD, bid, seq=0, seat="defender", value=FORCE, user_id=22, entropy="e"
        )
    assert (await service.store.get_battle(GUILD, bid)).answers == []


async def test_a_double_click_is_applied_once(service):
    loaded = await service.start(GUILD, "demo", SETUP, channel_id=5, created_by=11, entropy="s")
    bid = loaded.battle.id
    results = await asyncio.gather(
        *[
            service.answer(GUILD, bid, seq=0, seat="attacker", value=FORCE, user_id=11, entropy="e")
            for _ in range(3)
        ],
        return_exceptions=True,
    )
    assert sum(not isinstance(r, Exception) for r in results) == 1
    assert all(str(r) == "Already decided." for r in results if isinstance(r, Exception))
    assert len((await service.store.get_battle(GUILD, bid)).answers) == 1


async def test_the_same_answers_replay_to_the_same_battle(service):
    bid = await play_to_secret(service)
    await service.answer(GUILD, bid, seq=2, seat="defender", value="feint", user_id=22, entropy="e")
    _, after = await service.answer(
        GUILD, bid, seq=2, seat="attacker", value="feint", user_id=11, entropy="e"
    )
    assert after.battle.status == "finished"
    again = await service.load(GUILD, bid)
    assert [e.to_dict() for e in again.state.events] == [e.to_dict() for e in after.state.events]
    assert again.battle.outcome == after.state.outcome.to_dict()


async def test_undo_drops_the_last_answer_and_it_can_be_given_again(service):
    bid = await play_to_secret(service)
    before = await service.load(GUILD, bid)
    _, undone = await service.undo(GUILD, bid, user_id=22)
    assert undone.state.ask_seq == 1 and len(undone.battle.answers) == 1
    await service.answer(GUILD, bid, seq=1, seat="defender", value="hill", user_id=22, entropy="e")
    redone = await service.load(GUILD, bid)
    assert redone.state.ask_seq == before.state.ask_seq
    assert [e.to_dict() for e in redone.state.events] == [e.to_dict() for e in before.state.events]


async def test_a_battle_read_before_an_undo_and_the_same_answer_again_has_moved_on(service):
    """An answer taken back and given again leaves as many answers as before: the battle read
    before the two is still told apart from now (its panel, rendered then, is behind), by its
    revision; and once it is over or called off as well."""
    bid = await play_to_secret(service)
    seen = (await service.load(GUILD, bid)).battle
    assert not service.moved_on(seen)
    await service.undo(GUILD, bid, user_id=22)
    await service.answer(GUILD, bid, seq=1, seat="defender", value="hill", user_id=22, entropy="f")
    now = (await service.load(GUILD, bid)).battle
    assert len(now.answers) == len(seen.answers) and now.version == seen.version
    assert service.moved_on(seen) and not service.moved_on(now)
    await service.cancel(GUILD, bid, user_id=11)
    assert service.moved_on(now)


async def test_cancelled_battle_refuses_answers_and_undo(service):
    bid = await play_to_secret(service)
    await service.cancel(GUILD, bid, user_id=11)
    with pytest.raises(Refusal, match="cancelled"):
        await service.answer(
            GUILD, bid, seq=2, seat="defender", value="feint", user_id=22, entropy="e"
        )
    with pytest.raises(Refusal, match="cancelled"):
        await service.undo(GUILD, bid, user_id=11)


async def test_another_guild_cannot_reach_the_battle(service):
    bid = await play_to_secret(service)
    with pytest.raises(Refusal, match="no battle"):
        await service.answer(2, bid, seq=2, seat="defender", value="feint", user_id=22, entropy="e")


async def test_campaign_battle_applies_its_outcome_with_the_last_answer(service):
    store = service.store
    campaign = await store.create_campaign(GUILD, "demo", "War", gm_user_id=99)
    alice = await store.join_campaign(GUILD, campaign.id, 11, "Red", resources={"gold": 5})
    bob = await store.join_campaign(GUILD, campaign.id, 22, "Blue", resources={"gold": 5})
    setup = {**SETUP, "factions": {"attacker": alice.id, "defender": bob.id}}
    loaded = await service.start(
        GUILD,
        "demo",
        setup,
        channel_id=5,
        created_by=11,
        entropy="s",
        campaign_id=campaign.id,
        changes=CampaignChanges(resource_deltas={alice.id: {"gold": -2}}),
    )
    bid = loaded.battle.id
    assert (await store.get_faction(GUILD, alice.id)).resources["gold"] == 3
    await service.answer(GUILD, bid, seq=0, seat="attacker", value=FORCE, user_id=11, entropy="e")
    await service.answer(GUILD, bid, seq=1, seat="defender", value="plain", user_id=22, entropy="e")
    await service.answer(GUILD, bid, seq=2, seat="defender", value="feint", user_id=22, entropy="e")
    _, after = await service.answer(
        GUILD, bid, seq=2, seat="attacker", value="feint", user_id=11, entropy="e"
    )
    winner = after.state.outcome.winner
    gold = {
        seat: (await store.get_faction(GUILD, fid)).resources["gold"]
        for seat, fid in setup["factions"].items()
    }
    expected = {"attacker": 3, "defender": 5}
    if winner is not None:
        expected[winner] += 3
    assert gold == expected


class AllDice:
    """A battle with nothing to decide: it ends the moment it starts."""

    key = "dice"
    name = "All dice"

    def validate_setup(self, setup):
        pass

    def procedure(self, b):
        attack, defence = b.dice.d6("attack"), b.dice.d6("defence")
        return Outcome(winner="attacker" if attack > defence else "defender")
        yield  # a generator that never asks


async def test_a_battle_without_asks_ends_and_applies_its_outcome_at_once(tmp_path):
    store = await Store.open(tmp_path / "s.db")
    games = GameRegistry()
    games.register(Game("dice", "All dice", AllDice(), campaign_changes=reward_winner))
    service = BattleService(store, games)
    campaign = await store.create_campaign(GUILD, "dice", "Quick", gm_user_id=99)
    red = await store.join_campaign(GUILD, campaign.id, 11, "Red", resources={"gold": 0})
    blue = await store.join_campaign(GUILD, campaign.id, 22, "Blue", resources={"gold": 0})
    setup = {**SETUP, "factions": {"attacker": red.id, "defender": blue.id}}
    loaded = await service.start(
        GUILD, "dice", setup, channel_id=5, created_by=11, entropy="s", campaign_id=campaign.id
    )
    assert loaded.battle.status == "finished"
    assert loaded.battle.outcome == loaded.state.outcome.to_dict()
    winner = setup["factions"][loaded.state.outcome.winner]
    assert (await store.get_faction(GUILD, winner)).resources["gold"] == 3
    actions = [e.action for e in await store.audit_log(GUILD, loaded.battle.id)]
    assert actions == ["start", "finish"]
    await store.close()


async def test_a_click_replays_nothing_and_a_load_after_it_neither(service):
    loaded = await service.start(GUILD, "demo", SETUP, channel_id=5, created_by=11, entropy="s")
    bid = loaded.battle.id
    await service.answer(GUILD, bid, seq=0, seat="attacker", value=FORCE, user_id=11, entropy="a")
    await service.answer(GUILD, bid, seq=1, seat="defender", value="hill", user_id=22, entropy="b")
    again = await service.load(GUILD, bid)
    assert service.replays == 0  # each answer ran one step of the live procedure
    assert again.state.answer_count == 2
    # an undo meets the state the earlier answer left; the next answer replays once (the
    # procedure cannot run backwards) and meets fresh dice of its own
    await service.undo(GUILD, bid, user_id=22)
    assert service.replays == 0
    after = await service.answer(
        GUILD, bid, seq=1, seat="defender", value="hill", user_id=22, entropy="c"
    )
    assert service.replays == 1 and after[1].state.answer_count == 2
    fresh = engine.replay(RULESET, after[1].battle.setup, after[1].battle.seed,
                          after[1].battle.answers, entropy=after[1].battle.entropy)  # fmt: skip
    assert fresh.rolls == after[1].state.rolls  # the new answer's own dice, not the old ones
    await service.answer(GUILD, bid, seq=2, seat="attacker", value="feint", user_id=11, entropy="d")
    assert service.replays == 1


async def test_a_battle_still_played_is_kept_and_a_finished_one_is_let_go(service):
    """Memory goes to the battles still played: one that ended is replayed when read again
    (a Verify), the same as it ended."""
    bid = await play_to_secret(service)
    await service.answer(GUILD, bid, seq=2, seat="defender", value="feint", user_id=22, entropy="e")
    assert (GUILD, bid) in service._live
    _, ended = await service.answer(
        GUILD, bid, seq=2, seat="attacker", value="feint", user_id=11, entropy="e"
    )
    assert ended.battle.status == "finished" and (GUILD, bid) not in service._live
    assert service.replays == 0
    again = await service.load(GUILD, bid)
    assert service.replays == 1 and (GUILD, bid) not in service._live
    assert again.state.outcome == ended.state.outcome


async def test_a_battle_changed_by_another_process_is_replayed_from_the_record(service):
    other = BattleService(service.store, service.games)  # a second bot process on the same data
    loaded = await service.start(GUILD, "demo", SETUP, channel_id=5, created_by=11, entropy="s")
    bid = loaded.battle.id
    await service.answer(GUILD, bid, seq=0, seat="attacker", value=FORCE, user_id=11, entropy="a")
    await other.answer(GUILD, bid, seq=1, seat="defender", value="hill", user_id=22, entropy="b")
    here = await service.load(GUILD, bid)
    assert here.state.answer_count == 2 and here.state.ask_seq == 2
    assert service.replays == 1
    # what this process still kept of the battle (before the other's answer) is not used
    with pytest.raises(Refusal):
        await service.answer(
            GUILD, bid, seq=1, seat="defender", value="plain", user_id=22, entropy="x"
        )
    assert len((await service.store.get_battle(GUILD, bid)).answers) == 2


async def test_two_processes_answering_one_secret_choice_at_once_both_count(service):
    other = BattleService(service.store, service.games)
    bid = await play_to_secret(service)
    seen_here = await service.load(GUILD, bid)
    seen_there = await other.load(GUILD, bid)
    await service.answer(
        GUILD, bid, seq=2, seat="attacker", value="feint", user_id=11, entropy="p",
        seen=seen_here,
    )  # fmt: skip
    # the other process saw the battle before that answer: its write is stale, it looks again
    # and answers on top of it
    _, after = await other.answer(
        GUILD, bid, seq=2, seat="defender", value="assault", user_id=22, entropy="q",
        seen=seen_there,
    )  # fmt: skip
    assert after.state.finished
    stored = await service.store.get_battle(GUILD, bid)
    assert [a["seat"] for a in stored.answers[2:]] == ["attacker", "defender"]


@pytest.mark.parametrize("agreed", [True, False])
async def test_a_cancel_meets_an_answer_made_meanwhile_by_another_process(
    service, monkeypatch, agreed
):
    """A cancel agreed to at one answer is refused once another process has stored the next
    (its player was told it counted); a cancel without a count calls off the battle as it now
    is, the answer included."""
    other = BattleService(service.store, service.games)
    loaded = await service.start(GUILD, "demo", SETUP, channel_id=5, created_by=11, entropy="s")
    bid = loaded.battle.id
    await service.answer(GUILD, bid, seq=0, seat="attacker", value=FORCE, user_id=11, entropy="a")
    cancel_battle = service.store.cancel_battle
    answered = []

    async def after_an_answer_elsewhere(*args, **kwargs):
        if not answered:  # between this process's read of the battle and its write
            answered.append(
                await other.answer(
                    GUILD, bid, seq=1, seat="defender", value="hill", user_id=22, entropy="b"
                )
            )
        return await cancel_battle(*args, **kwargs)

    monkeypatch.setattr(service.store, "cancel_battle", after_an_answer_elsewhere)
    if agreed:
        with pytest.raises(Refusal, match="moved on"):
            await service.cancel(GUILD, bid, user_id=11, expected_count=1)
        stored = await service.store.get_battle(GUILD, bid)
        assert stored.status == "active" and len(stored.answers) == 2
    else:
        cancelled = await service.cancel(GUILD, bid, user_id=11)
        stored = await service.store.get_battle(GUILD, bid)
        assert stored.status == "cancelled" and len(stored.answers) == 2
        assert cancelled.state.answer_count == 2  # what its panel shows: the answer counted
    assert answered


async def test_a_look_that_is_no_play_keeps_nothing_live(service):
    """A panel repaired or a reminder after a restart (`keep=False`) replays the battle without
    keeping it: the first click replays it once more, then it is kept like any other."""
    loaded = await service.start(GUILD, "demo", SETUP, channel_id=5, created_by=11, entropy="s")
    bid = loaded.battle.id
    await service.answer(GUILD, bid, seq=0, seat="attacker", value=FORCE, user_id=11, entropy="a")
    restarted = BattleService(service.store, service.games)
    looked = await restarted.load(GUILD, bid, keep=False)
    assert looked.state.answer_count == 1 and restarted.replays == 1
    assert not looked.kept  # what is made from it (a panel's story) is not kept either
    await restarted.load(GUILD, bid, keep=False)
    assert restarted.replays == 2  # nothing was kept
    await restarted.answer(
        GUILD, bid, seq=1, seat="defender", value="hill", user_id=22, entropy="b"
    )
    assert restarted.replays == 3  # the click's own load, kept from here on
    again = await restarted.load(GUILD, bid, keep=False)
    assert again.state.answer_count == 2 and restarted.replays == 3  # a kept one is used
    assert again.kept
