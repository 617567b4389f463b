"""The procedure (seed 001): hand sizes, the bonus card, who plays first, a hand emptied early,
resolution and loot, quick battles' private setup, and what the public record may show."""

from __future__ import annotations

import json
import re

import pytest

from bot.engine import AskKind, replay
from cogs.civ.combat import ATTACKER, DEFENDER
from cogs.civ.rules import RULESET
from cogs.civ.sides import bonus_parts, first_player, hand_size
from tests.civ.helpers import SEATS, events, first_option, play, setup, side

CARD = re.compile(r"\b(?:infantry|mounted|artillery|aircraft)_\d\b")
FIVE = ["infantry_1", "infantry_2", "mounted_2", "artillery_2", "artillery_3", "mounted_3"]


@pytest.mark.parametrize(
    ("role", "facts", "kind", "size"),
    [
        (ATTACKER, {"armies": 1}, "open", 3),
        (ATTACKER, {"armies": 2}, "open", 5),
        (ATTACKER, {"armies": 4}, "open", 9),
        (ATTACKER, {"armies": 1, "scouts": 2}, "open", 3),  # scouts do not count (reading)
        (ATTACKER, {"armies": 1, "fundamentalism": True}, "open", 4),
        (ATTACKER, {"armies": 3, "fundamentalism": True}, "city", 8),  # attacking: no +3
        (DEFENDER, {"armies": 1}, "city", 6),
        (DEFENDER, {"armies": 0}, "city", 6),  # an empty city draws 6
        (DEFENDER, {"armies": 2, "fundamentalism": True}, "capital", 9),
        (DEFENDER, {"armies": 1}, "open", 3),
    ],
)
def test_hand_size_for_every_modifier(role, facts, kind, size):
    s = setup(side([]), side([]), kind=kind)
    assert hand_size(s, role, facts) == size


def test_scouts_count_when_the_campaign_reads_it_so():
    s = setup(side([]), side([]), rules={"scouts_count": True})
    assert hand_size(s, ATTACKER, {"armies": 1, "scouts": 2}) == 7


def test_a_hand_is_drawn_at_random_from_the_standing_forces_and_short_forces_give_all():
    s = setup(side(FIVE), side(["infantry_2", "mounted_1"], armies=3))
    seen = set()
    for seed in ("a", "b", "c", "d", "e", "f"):
        state = play(s, seed=seed)
        (attacker_hand,) = events(state, "hand", ATTACKER)
        (defender_hand,) = events(state, "hand", DEFENDER)
        assert len(attacker_hand["cards"]) == 3
        assert set(attacker_hand["cards"]) <= set(FIVE)
        assert sorted(defender_hand["cards"]) == ["infantry_2", "mounted_1"]  # 7 wanted, 2 held
        seen.add(tuple(attacker_hand["cards"]))
        (sides,) = events(state, "sides")
        assert sides["sides"][DEFENDER]["hand"] == 2 and sides["sizes"][DEFENDER] == 7
    assert len(seen) > 1, "the same hand from six seeds: not drawn at random"
    # no standing forces at all: no cards, the other side plays out alone
    state = play(setup(side([]), side(["infantry_2"])))
    assert events(state, "hand", ATTACKER)[0]["cards"] == []
    assert [e["side"] for e in events(state, "play")] == [DEFENDER]


def test_the_bonus_card_is_the_difference_and_only_to_the_higher_side():
    attacker = side(["infantry_2"], barracks=1, academies=1)
    defender = side(["infantry_2"])
    s = setup(attacker, defender, kind="city", fortified=True)
    assert bonus_parts(s, ATTACKER, attacker) == {"barracks": 2, "academies": 4}
    assert bonus_parts(s, DEFENDER, defender) == {"city": 6, "fortified": 4}
    (bonus,) = events(play(s), "bonus")
    assert bonus["totals"] == {ATTACKER: 6, DEFENDER: 10}
    assert (bonus["holder"], bonus["value"]) == (DEFENDER, 4)
    s = setup(side(["infantry_2"], generals=1, barracks=1), side(["infantry_2"]), kind="capital")
    (bonus,) = events(play(s), "bonus")
    assert (bonus["holder"], bonus["value"]) == (DEFENDER, 6)  # 12 against 4 + 2
    s = setup(side(["infantry_2"], generals=1), side(["infantry_2"], academies=1))
    (bonus,) = events(play(s), "bonus")
    assert bonus["holder"] is None and bonus["value"] == 0


def test_a_tie_goes_to_the_defender():
    # a 3 against a 1 and Barracks (+2): 3 all, the defender holds
    s = setup(side(["infantry_3"]), side(["mounted_1"], barracks=1))
    state = play(s)
    (resolve,) = events(state, "resolve")
    assert resolve["scores"] == {ATTACKER: 3, DEFENDER: 3}
    assert resolve["winner"] == DEFENDER and state.outcome.winner == DEFENDER


@pytest.mark.parametrize(
    ("kind", "fortified", "first"),
    [
        ("open", False, DEFENDER),
        ("city", False, DEFENDER),
        ("city", True, ATTACKER),
        ("capital", True, ATTACKER),
        ("capital", False, DEFENDER),
    ],
)
def test_who_plays_first(kind, fortified, first):
    s = setup(
        side(["infantry_2", "mounted_2"]),
        side(["infantry_2", "mounted_2"]),
        kind=kind,
        fortified=fortified,
    )
    assert first_player(s) == first
    state = play(s)
    assert events(state, "first")[0]["side"] == first
    assert events(state, "play")[0]["side"] == first


def test_a_hand_emptied_early_lets_the_other_play_out():
    s = setup(
        side(["infantry_2"]), side(["mounted_1", "mounted_2", "mounted_3", "artillery_1"], armies=2)
    )
    state = play(s)
    order = [e["side"] for e in events(state, "play")]
    assert order == [DEFENDER, ATTACKER, DEFENDER, DEFENDER, DEFENDER]
    (out,) = events(state, "plays_out")
    assert out["side"] == DEFENDER and out["left"] == 3


def test_every_turn_asks_only_the_player_and_in_secret_with_their_hand():
    s = setup(side(["infantry_2", "mounted_3"]), side(["artillery_2", "mounted_1"]))
    asked = []

    def decide(ask, state, seat):
        if ask.purpose == "loot":
            return ask.options[0].key
        outer = state.pending
        assert outer.kind is AskKind.SECRET and outer.seats == (seat,)
        assert "hand" not in outer.fields  # the public panel's ask carries no card
        assert ask.purpose == "play" and ask.fields["view"]["side"] == seat
        hand = events(state, "hand", seat)[0]["cards"]
        assert set(ask.fields["hand"]) <= set(hand)
        asked.append(seat)
        return first_option(ask, state, seat)

    play(s, decide)
    assert asked[:2] == [DEFENDER, ATTACKER]


def test_the_public_record_never_shows_a_card_before_it_is_played():
    s = setup(side(FIVE, armies=2), side(FIVE, armies=2), kind="city")
    for seed in ("x", "y", "z"):
        state = play(s, seed=seed)
        played: set[str] = set()
        for event in state.events_for(None):
            if event.kind == "play":
                played.add(event["card"])
            shown = set(CARD.findall(json.dumps(event.to_dict())))
            assert shown <= played, (event.kind, shown - played)
        hands = {seat: events(state, "hand", seat)[0]["cards"] for seat in SEATS}
        assert sorted(hands[ATTACKER] + hands[DEFENDER]) == sorted(
            e["card"] for e in events(state, "play")
        )


def test_survivors_and_the_killed_are_told_and_the_outcome_counts_losses():
    s = setup(side(["artillery_3", "infantry_1"], armies=3), side(["infantry_2", "mounted_1"]))

    def decide(ask, state, seat):
        keys = [o.key for o in ask.options]
        attacks = [k for k in keys if not k.endswith("@new")]
        return attacks[0] if attacks else keys[0]

    state = play(s, decide)
    (returned,) = events(state, "returned")
    outcome = state.outcome
    assert sorted(returned["killed"][ATTACKER] + returned["killed"][DEFENDER]) == sorted(
        outcome.details["killed"][ATTACKER] + outcome.details["killed"][DEFENDER]
    )
    for seat in SEATS:
        assert outcome.losses[seat].get("units", 0) == len(returned["killed"][seat])
    assert outcome.losses[outcome.winner].get("armies", 0) <= 1


def test_a_quick_battle_asks_each_side_privately_random_or_named_cards():
    s = {"seats": SEATS, "square": {"kind": "open"}}
    state = replay(RULESET, s, "q", [])
    ask = state.pending
    assert (
        ask.kind is AskKind.SECRET and ask.purpose == "army" and ask.seats == (ATTACKER, DEFENDER)
    )
    army = {c.key: c.default for c in ask.inner(ATTACKER).counts}
    assert len(army) <= 12 and army["random_infantry"] == 1
    named = dict(army, random_infantry=0, random_mounted=0, random_artillery=0)
    answers = [
        {"seq": 0, "seat": ATTACKER, "value": dict(army, armies=2)},
        {"seq": 0, "seat": DEFENDER, "value": named},
    ]
    state = replay(RULESET, s, "q", answers)
    ask = state.pending
    assert ask.purpose == "cards" and ask.seats == (DEFENDER,)  # only who named no random card
    counts = ask.inner(DEFENDER).counts
    assert len(counts) <= 12
    cards = {c.key: 0 for c in counts} | {"aircraft_7": 1, "infantry_3": 2}
    answers.append({"seq": 1, "seat": DEFENDER, "value": cards})
    state = replay(RULESET, s, "q", answers)
    assert events(state, "standing", DEFENDER)[0]["cards"] == [
        "infantry_3",
        "infantry_3",
        "aircraft_7",
    ]
    attacker = events(state, "standing", ATTACKER)[0]["cards"]
    assert sorted(c.split("_")[0] for c in attacker) == ["artillery", "infantry", "mounted"]
    assert events(state, "sides")[0]["sizes"][ATTACKER] == 5  # two armies
    assert not any(e.kind in ("standing", "hand") for e in state.events_for(None))


def test_loot_after_a_win_in_the_open_and_a_city_razed_with_both_lists():
    s = setup(
        side(["infantry_3", "mounted_3", "artillery_3"], armies=2), side(["mounted_1"]), kind="city"
    )
    picks = []

    def decide(ask, state, seat):
        if ask.purpose == "loot":
            picks.append((seat, ask.fields["list"], [o.key for o in ask.options]))
            return ask.options[-1].key
        if ask.purpose == "loot_resources":
            return {ask.counts[0].key: 1, ask.counts[1].key: 1}
        return first_option(ask, state, seat)

    state = play(s, decide)
    assert state.outcome.winner == ATTACKER
    assert [(p[0], p[1]) for p in picks] == [(ATTACKER, "figures"), (ATTACKER, "city")]
    assert picks[1][2] == ["tech", "culture_card", "resources"]
    assert events(state, "razed") and state.outcome.details["razed"]
    (_, city_loot) = events(state, "loot")
    assert city_loot["pick"] == "resources" and sum(city_loot["moved"].values()) == 2


def test_a_capital_taken_wins_the_game_and_needs_no_loot():
    s = setup(
        side(["infantry_3", "mounted_3", "artillery_3"], armies=2),
        side([], armies=0),
        kind="capital",
    )
    state = play(s)
    (resolve,) = events(state, "resolve")
    assert resolve["scores"] == {ATTACKER: 9, DEFENDER: 12} and state.outcome.winner == DEFENDER
    s = setup(
        side(["infantry_3", "mounted_3", "artillery_3"], armies=2, generals=1),
        side([], armies=0),
        kind="capital",
    )
    state = play(s)
    assert state.outcome.winner == ATTACKER and state.outcome.details["capital"]
    assert events(state, "capital") and not events(state, "loot")


def test_a_campaign_reads_its_loot_from_what_the_loser_holds():
    loot = {DEFENDER: {"trade": 1, "culture": 0, "resources": {"iron": 1}}, ATTACKER: {}}
    s = setup(side(["infantry_3"]), side(["mounted_1"]), loot=loot)
    offered = []

    def decide(ask, state, seat):
        if ask.purpose == "loot":
            offered.extend((o.key, ask.fields["amounts"][o.key]) for o in ask.options)
            return "resource:iron"
        return first_option(ask, state, seat)

    state = play(s, decide)
    assert offered == [("trade", 1), ("resource:iron", 1)]
    assert events(state, "loot")[0]["moved"] == {"iron": 1}


def test_only_scouts_in_the_square_no_battle_the_scouts_are_killed():
    s = setup(side(["infantry_3"]), side(["mounted_1"], armies=0, scouts=2))
    state = play(s)
    assert events(state, "no_battle") and not events(state, "play")
    assert state.outcome.winner == ATTACKER and state.outcome.losses[DEFENDER] == {
        "armies": 0,
        "scouts": 2,
    }


def test_a_barbarian_village_plays_itself_from_the_market():
    s = {
        "seats": SEATS,
        "square": {"kind": "village"},
        "auto": [DEFENDER],
        "sides": {ATTACKER: side(["infantry_3", "mounted_3", "artillery_3"], armies=2)},
    }
    state = play(s)
    hand = events(state, "hand", DEFENDER)[0]["cards"]
    assert sorted(c.split("_")[0] for c in hand) == ["artillery", "infantry", "mounted"]
    plays = events(state, "play")
    assert [e["side"] for e in plays].count(DEFENDER) == 3
    assert not events(state, "loot")


def test_a_battle_replays_exactly():
    s = setup(side(FIVE, armies=2), side(FIVE, armies=2))
    first = play(s, seed="r")
    again = play(s, seed="r")
    assert [e.to_dict() for e in first.events] == [e.to_dict() for e in again.events]


def test_many_plays_are_asked_card_first_then_where_and_nothing_shows_in_between():
    nine = ["infantry_1", "infantry_2", "infantry_3", "mounted_1", "mounted_2", "mounted_3",
            "artillery_1", "artillery_2", "artillery_3"]  # fmt: skip
    s = setup(side(nine, armies=4), side(["aircraft_5", "aircraft_6", "aircraft_7"], armies=2))
    steps = []

    def decide(ask, state, seat):
        if ask.purpose in ("play_card", "play_target"):
            steps.append(ask.purpose)
            if ask.purpose == "play_target":
                chosen = ask.fields["card"]
                played = {e["card"] for e in events(state, "play")}
                shown = json.dumps([e.to_dict() for e in state.events_for(None)])
                assert chosen not in played or chosen in shown
                assert {o.key for o in ask.options} >= {"new"}
            return ask.options[0].key
        if ask.purpose == "play":
            return next(o.key for o in ask.options if o.key.endswith("@new"))
        return first_option(ask, state, seat)

    state = play(s, decide)
    assert "play_card" in steps and "play_target" in steps
    assert state.outcome is not None
