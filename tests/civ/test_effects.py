"""Card effects that act in battle (effects.py) and loot points (loot.py), scenario by scenario:
each effect changes exactly what civ.md says, its choices are asked at the right moment (in
secret when they would name an unplayed card), the odds know the effects, and every new line and
ask reads in English, Italian and Ukrainian."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from bot.engine import AskKind, replay
from bot.i18n import speaking
from cogs.civ.campaign import attack_setup, campaign_changes
from cogs.civ.combat import ATTACKER, DEFENDER
from cogs.civ.data import DataError, load_data
from cogs.civ.effects import BATTLE, faction_effects, powers
from cogs.civ.odds import play_odds, plays_of, position_odds, typed_view
from cogs.civ.render import board, render_event
from cogs.civ.rules import RULESET
from cogs.civ.texts import localize_ask
from tests.civ.helpers import SEATS, events, first_option, play, setup, side
from tests.civ.test_campaign import BABYLON, ROME, faction, region
from tests.civ.test_words import LANGS, clean


def attacks(yes: bool = True, **choices):
    """Attack whenever possible; yes/no asks answered `yes`; other purposes from `choices`."""

    def decide(ask, state, seat):
        if ask.purpose in choices:
            return (
                choices[ask.purpose](ask)
                if callable(choices[ask.purpose])
                else choices[ask.purpose]
            )
        if ask.kind is AskKind.YES_NO:
            return yes
        if ask.kind is AskKind.SET_COUNTS:
            return {c.key: c.default for c in ask.counts}
        keys = [o.key for o in ask.options]
        hits = [k for k in keys if "@" in k and not k.endswith("@new")]
        return hits[0] if hits else keys[0]

    return decide


def fights(state):
    return [e["fight"] for e in events(state, "play") if e["fight"]]


# -- Metalworking ---------------------------------------------------------------------------------
def test_metalworking_spends_iron_for_three_more_wounds_once_asked_in_secret():
    s = setup(
        side(["infantry_1", "infantry_1"], armies=2, effects=["metalworking"]),
        side(["mounted_3", "mounted_3"]),
    )
    asked = []

    def decide(ask, state, seat):
        if ask.purpose == "metal":
            outer = state.pending
            assert outer.kind is AskKind.SECRET and outer.seats == (ATTACKER,)
            with speaking("en"):
                public = localize_ask(outer, s).fields["prompt"]
            assert "Spearman" not in public and "infantry" not in public.casefold()
            asked.append(ask.fields["card"])
        return attacks()(ask, state, seat)

    state = play(s, decide)
    assert asked == ["infantry_1"]  # once per battle: the later attack is not asked
    first, *later = fights(state)
    assert first["metal"] == 3 and first["blows"] == [[ATTACKER, 4]]
    assert first["dead"] == [DEFENDER]  # 1 + 3 kills the mounted 3 before it strikes back
    assert later and all("metal" not in f for f in later)
    assert state.outcome.details["spent"] == {ATTACKER: {"iron": 1}}


def test_metalworking_declined_and_without_iron_in_a_campaign():
    s = setup(side(["infantry_1"], effects=["metalworking"]), side(["mounted_3"]))
    state = play(s, attacks(yes=False))
    assert "metal" not in fights(state)[0] and "spent" not in state.outcome.details
    no_iron = setup(side(["infantry_1"], effects=["metalworking"], iron=0), side(["mounted_3"]))
    state = play(no_iron, attacks())
    assert "metal" not in fights(state)[0]


# -- Oracle ---------------------------------------------------------------------------------------
def test_the_oracle_shows_the_opponents_hand_publicly_and_the_odds_use_it():
    s = setup(
        side(["infantry_2", "mounted_2"], effects=["oracle"]),
        side(["artillery_3", "mounted_1"]),
        kind="city",
        fortified=True,  # the attacker plays first: its first view
    )
    state = replay(RULESET, s, "o", [])
    (oracle,) = events(state, "oracle")
    assert oracle["side"] == DEFENDER and sorted(oracle["cards"]) == ["artillery_3", "mounted_1"]
    view = state.pending.inner(ATTACKER).fields["view"]
    assert sorted(view["known"]) == ["artillery_3", "mounted_1"]
    found = play_odds(view, plays_of(view))
    assert all(e.error == 0 and e.samples == 1 for e in found.values())
    with speaking("en"):
        lines = [render_event(e, s) for e in state.events_for(None)]
    assert any("Artillery 3" in (line or "") for line in lines)
    # the side without the Oracle knows nothing more
    defender_views = []

    def decide(ask, state, seat):
        if seat == DEFENDER and "view" in ask.fields:
            defender_views.append(ask.fields["view"])
        return attacks()(ask, state, seat)

    play(s, decide)
    assert defender_views and all("known" not in v for v in defender_views)


# -- Pentagon, Himeji, Japanese -------------------------------------------------------------------
def test_pentagon_units_cannot_be_trumped():
    plain = setup(side(["infantry_2"]), side(["mounted_2"]))
    (fight,) = fights(play(plain, attacks()))
    assert fight["first"] == ATTACKER and fight["dead"] == [DEFENDER]
    shielded = setup(side(["infantry_2"]), side(["mounted_2"], effects=["pentagon"]))
    (fight,) = fights(play(shielded, attacks()))
    assert fight["first"] is None and sorted(fight["dead"]) == [ATTACKER, DEFENDER]


def test_himeji_adds_one_to_every_unit_and_japanese_to_infantry():
    s = setup(
        side(["infantry_2", "mounted_2"], effects=["himeji"]),
        side(["infantry_2", "mounted_2"], effects=["japanese"]),
    )
    state = play(
        s, lambda a, st, seat: a.options[0].key if a.options else first_option(a, st, seat)
    )
    worth = {(e["side"], e["card"]): e["strength"] for e in events(state, "play")}
    assert worth[(ATTACKER, "infantry_2")] == 3 and worth[(ATTACKER, "mounted_2")] == 3
    assert worth[(DEFENDER, "infantry_2")] == 3 and worth[(DEFENDER, "mounted_2")] == 2
    with speaking("en"):
        text = "\n".join(board(s, state))
    assert "Spearman 3" in text  # the rank read from the card, not from the effect


# -- the bonus: French, Shipyard, Leonidas --------------------------------------------------------
def test_french_and_shipyard_add_to_the_bonus_and_leonidas_only_when_outnumbered():
    s = setup(side(["infantry_2"], effects=["french"]), side(["infantry_2"], effects=["shipyard"],
              shipyards=2))  # fmt: skip
    (sides,) = events(play(s), "sides")
    assert sides["sides"][ATTACKER]["bonus"] == {"french": 2}
    assert sides["sides"][DEFENDER]["bonus"] == {"shipyard": 4}
    (bonus,) = events(play(s), "bonus")
    assert bonus["holder"] == DEFENDER and bonus["value"] == 2
    few = setup(side(["infantry_2"] * 3, armies=2), side(["infantry_2"], effects=["leonidas"]))
    (bonus,) = events(play(few), "bonus")
    assert (bonus["holder"], bonus["value"]) == (DEFENDER, 8)
    even = setup(side(["infantry_2"]), side(["infantry_2"], effects=["leonidas"]))
    (bonus,) = events(play(even), "bonus")
    assert bonus["holder"] is None
    attacking = setup(
        side(["infantry_2"], effects=["leonidas"]), side(["infantry_2"] * 3, armies=2)
    )
    (bonus,) = events(play(attacking), "bonus")
    assert bonus["holder"] is None  # Leonidas defends only


# -- China, Florence Nightingale ------------------------------------------------------------------
def test_china_saves_one_killed_unit_of_its_choice_and_nightingale_all():
    mine = ["infantry_1", "mounted_1"]
    s = setup(side(mine, effects=["china"]), side(["artillery_3", "infantry_3"]))
    chosen = []

    def pick(ask):
        assert ask.seat == ATTACKER and {o.key for o in ask.options} == set(mine)
        chosen.append(ask.options[-1].key)
        return ask.options[-1].key

    state = play(s, attacks(save=pick))
    details = state.outcome.details
    assert details["saved"] == {ATTACKER: chosen}
    assert sorted(details["killed"][ATTACKER] + chosen) == sorted(mine)
    assert state.outcome.losses[ATTACKER]["units"] == 1
    s = setup(side(mine, effects=["nightingale"]), side(["artillery_3", "infantry_3"]))
    state = play(s, attacks())
    assert sorted(state.outcome.details["saved"][ATTACKER]) == sorted(mine)
    assert state.outcome.details["killed"][ATTACKER] == []
    assert not any(e.purpose == "save" for e in [state.pending] if e)


def test_saved_units_stay_in_a_campaigns_standing_forces():
    china = faction(1, "Rome", civilization="china", ranks={})
    forces = region("civ_forces", {"1": {"infantry_1": 1}, "2": {"infantry_3": 1}})
    target = region("hills", {"2": {"armies": 1}, "1": {"armies": 1}})
    s = attack_setup(target, china, BABYLON, forces, {}, moved={})
    assert s["sides"][ATTACKER]["effects"] == ["china"]
    state = play(s, attacks())
    assert state.outcome.details["saved"] == {ATTACKER: ["infantry_1"]}
    changes = campaign_changes(s, state.outcome)
    assert 1 not in changes.regions["civ_forces"].holdings_deltas


# -- Sun Tzu --------------------------------------------------------------------------------------
def test_sun_tzu_pays_trade_to_pass_one_turn():
    s = setup(
        side(["infantry_2", "mounted_2"], effects=["sun_tzu"]), side(["artillery_2", "infantry_1"])
    )
    offered = []

    def decide(ask, state, seat):
        keys = [o.key for o in ask.options]
        if seat == ATTACKER and ask.purpose == "play":
            offered.append("pass" in keys)
            if "pass" in keys:
                return "pass"
        return attacks()(ask, state, seat)

    state = play(s, decide)
    assert offered[0] and not any(offered[1:])  # once per battle
    (passed,) = events(state, "pass")
    assert passed["side"] == ATTACKER and passed["trade"] == 3
    order = [e.kind + ":" + e["side"] for e in state.events_for(None) if e.kind in ("play", "pass")]
    assert order[:3] == ["play:defender", "pass:attacker", "play:defender"]
    assert state.outcome.details["spent"] == {ATTACKER: {"trade": 3}}
    poor = setup(
        side(["infantry_2"], effects=["sun_tzu"], trade=2), side(["artillery_2", "infantry_1"])
    )
    seen = []
    play(
        poor, lambda a, st, seat: seen.append([o.key for o in a.options]) or attacks()(a, st, seat)
    )
    assert not any("pass" in keys for keys in seen)


# -- Zhukov ---------------------------------------------------------------------------------------
def test_zhukov_wounds_an_enemy_unit_whenever_one_of_yours_dies():
    s = setup(
        side(["infantry_1", "mounted_1"], effects=["zhukov"]),
        side(["artillery_2", "infantry_3"]),
    )
    offered = []

    def decide(ask, state, seat):
        keys = [o.key for o in ask.options]
        if ask.purpose == "zhukov":
            assert ask.seat == ATTACKER
            offered.append(keys)
            return "3"
        if ask.purpose == "play" and seat == DEFENDER:
            return "artillery_2@new" if "artillery_2@new" in keys else "infantry_3@new"
        if ask.purpose == "play":
            return "mounted_1@new" if "mounted_1@new" in keys else "infantry_1@1"
        return keys[0]

    state = play(s, decide)
    assert offered == [["1", "3"]]  # Ada's choice: the artillery on 1 or the infantry on 3
    (strike,) = events(state, "zhukov")
    assert strike["side"] == ATTACKER and strike["front"] == 3 and not strike["dead"]
    assert strike["unit"]["card"] == "infantry_3" and strike["unit"]["wounds"] == 1


def test_zhukov_chains_and_is_played_by_the_strategy_in_the_odds():
    from cogs.civ.combat import Board
    from cogs.civ.odds import auto_zhukov

    b = Board(
        {ATTACKER: {}, DEFENDER: {}},
        {ATTACKER: ["infantry_1"], DEFENDER: ["infantry_1"]},
        powers={ATTACKER: powers(["zhukov"]), DEFENDER: powers(["zhukov"])},
    )
    b.play(ATTACKER, "infantry_1", "new")  # front 1
    b.hands[DEFENDER] = ["mounted_1", "artillery_1"]
    b.play(DEFENDER, "artillery_1", "new")  # front 2
    b.hands[ATTACKER] = ["infantry_1"]
    b.play(ATTACKER, "infantry_1", 2)  # artillery trumps infantry: Ada's unit dies first
    fight_dead = [ATTACKER]
    auto_zhukov(b, fight_dead)
    # Ada's Zhukov kills the artillery 1 (wounded? no: it took no wound, 1 wound kills it),
    # then Bo's Zhukov wounds Ada's lone infantry on front 1, which dies
    assert b.killed[DEFENDER] == ["artillery_1"] and b.killed[ATTACKER] == [
        "infantry_1",
        "infantry_1",
    ]
    assert not b.fronts


# -- declared in a quick battle, and in a campaign ------------------------------------------------
def test_a_quick_battle_with_effects_asks_each_side_in_secret_and_sealed():
    s = {"seats": SEATS, "square": {"kind": "open"}, "declare_effects": True}
    army = replay(RULESET, s, "e", []).pending
    answers = [
        {"seq": 0, "seat": seat, "value": {c.key: c.default for c in army.inner(seat).counts}}
        for seat in (ATTACKER, DEFENDER)
    ]
    state = replay(RULESET, s, "e", answers)
    ask = state.pending
    assert ask.kind is AskKind.SECRET and ask.purpose == "effects" and ask.fields["sealed"]
    counts = ask.inner(ATTACKER).counts
    assert [c.key for c in counts] == list(BATTLE) and all(
        c.high == 1 and not c.default for c in counts
    )
    answers += [
        {"seq": 1, "seat": ATTACKER, "value": {"french": 1, "zhukov": 1}},
        {"seq": 1, "seat": DEFENDER, "value": {}},
    ]
    state = replay(RULESET, s, "e", answers)
    (sides,) = events(state, "sides")
    assert sides["sides"][ATTACKER]["effects"] == ["french", "zhukov"]
    assert sides["sides"][DEFENDER]["effects"] == []
    with speaking("it"):
        shown = localize_ask(ask, s)
        inner = shown.inner(ATTACKER)
        clean(inner.fields["prompt"])
        labels = [c.label for c in inner.counts]
    assert "Lavorazione dei Metalli" in labels and "Oracolo" in labels


def test_a_campaign_faction_has_the_effects_its_cards_name_and_pays_for_them():
    data = {"techs": ["metalworking"], "wonders": ["The Oracle"], "great_people": ["Sun Tzu"],
            "civilization": "Japanese"}  # fmt: skip
    assert faction_effects(data, {"shipyards": 1}) == [
        "metalworking", "oracle", "japanese", "shipyard", "sun_tzu"
    ]  # fmt: skip
    rome = faction(1, "Rome", ranks={}, techs=["metalworking"], great_people=["sun_tzu"],
                   resources={"iron": 2, "trade": 5})  # fmt: skip
    forces = region("civ_forces", {"1": {"infantry_1": 2}, "2": {"mounted_3": 2}})
    target = region("hills", {"2": {"armies": 1}, "1": {"armies": 2}})
    s = attack_setup(target, rome, BABYLON, forces, {}, moved={})
    RULESET.validate_setup(s)
    a = s["sides"][ATTACKER]
    assert a["effects"] == ["metalworking", "sun_tzu"] and a["iron"] == 2 and a["trade"] == 5

    def decide(ask, state, seat):
        if ask.purpose == "play" and seat == ATTACKER and "pass" in {o.key for o in ask.options}:
            return "pass"
        return attacks()(ask, state, seat)

    state = play(s, decide)
    outcome = state.outcome
    spent = outcome.details["spent"][ATTACKER]
    assert spent["trade"] == 3
    changes = campaign_changes(s, outcome)
    gained = {"trade": 0, "iron": 0}
    sign = 1 if outcome.winner == ATTACKER else -1
    for pick in outcome.details["loot"]:
        for key in gained:
            gained[key] += sign * int(pick["moved"].get(key, 0))
    deltas = changes.resource_deltas[1]
    assert deltas.get("trade", 0) == gained["trade"] - 3
    assert deltas.get("iron", 0) == gained["iron"] - spent.get("iron", 0)


def test_a_campaign_may_override_an_effects_numbers_and_not_add_unverified_ones():
    s = setup(side(["infantry_2"], effects=["french"]), side(["infantry_2"]),
              data={"effects": {"french": {"bonus": 5}}})  # fmt: skip
    (sides,) = events(play(s), "sides")
    assert sides["sides"][ATTACKER]["bonus"] == {"french": 5}
    with pytest.raises(DataError):
        load_data({"effects": {"statue_of_zeus": {"bonus": 6}}})
    settings = {"civ_data": {"effects": {"himeji": {"strength": 2}}}}
    forces = region("civ_forces", {"1": {"infantry_1": 1}, "2": {"mounted_1": 1}})
    himeji = faction(1, "Rome", ranks={}, wonders=["himeji_samurai_castle"])
    target = region("hills", {"2": {"armies": 1}, "1": {"armies": 1}})
    s = attack_setup(target, himeji, BABYLON, forces, settings, moved={})
    state = play(s, attacks())
    play_event = next(e for e in events(state, "play") if e["side"] == ATTACKER)
    assert play_event["strength"] == 3


# -- the odds -------------------------------------------------------------------------------------
def test_the_odds_account_for_the_effects_a_side_is_known_to_have():
    hand = ["infantry_2", "mounted_2", "artillery_2"]
    plain, _ = typed_view(ATTACKER, hand, 3, {}, first=DEFENDER)
    strong, _ = typed_view(ATTACKER, hand, 3, {}, first=DEFENDER, effects={ATTACKER: ["himeji"]})
    weak, _ = typed_view(
        ATTACKER, hand, 3, {}, first=DEFENDER, effects={DEFENDER: ["himeji", "french"]}
    )
    p, s_, w = (position_odds(v).win for v in (plain, strong, weak))
    assert s_ > p + 0.1 and w < p - 0.1
    # Sun Tzu's pass is one of the plays, with its own odds
    passing, _ = typed_view(ATTACKER, hand, 3, {}, first=ATTACKER, effects={ATTACKER: ["sun_tzu"]})
    plays = plays_of(passing)
    assert ("pass", "pass") in plays
    found = play_odds(passing, plays, n=60)
    assert 0 <= found[("pass", "pass")].win <= 1


# -- loot points ----------------------------------------------------------------------------------
def winner_attacks(s, picks, seed="lp"):
    def decide(ask, state, seat):
        if ask.purpose == "loot":
            costs = ask.fields.get("costs") or {}
            picks.append((ask.fields.get("points"), {o.key: costs.get(o.key) for o in ask.options}))
            keys = [o.key for o in ask.options]
            wanted = [k for k in ("resources", "trade", "culture") if k in keys]
            return wanted[0] if wanted else keys[0]
        if ask.purpose == "loot_resources":
            return {ask.counts[0].key: 1, ask.counts[1].key: 1}
        return attacks()(ask, state, seat)

    return play(s, decide, seed=seed)


STRONG = ["infantry_3", "mounted_3", "artillery_3"]


def test_loot_points_one_point_in_the_open_and_two_combined_for_a_city():
    s = setup(side(STRONG, armies=2), side(["mounted_1"]), rules={"loot_points": True})
    picks = []
    state = winner_attacks(s, picks)
    assert state.outcome.winner == ATTACKER
    (points,) = events(state, "loot_points")
    assert points["points"] == 1
    assert len(picks) == 1 and set(picks[0][1].values()) == {1}
    assert "coin" in picks[0][1] and "tech" not in picks[0][1]
    city = setup(side(STRONG, armies=2), side(["mounted_1"]), kind="city",
                 rules={"loot_points": True})  # fmt: skip
    picks = []
    state = winner_attacks(city, picks)
    (points,) = events(state, "loot_points")
    assert points["points"] == 2
    assert picks[0][1]["resources"] == 2 and picks[0][1]["trade"] == 1
    assert [e["pick"] for e in events(state, "loot")] == ["resources"]  # 2 points spent at once
    combine = setup(side(STRONG, armies=2), side(["mounted_1"]), kind="city",
                    rules={"loot_points": True})  # fmt: skip

    def two_ones(ask, state, seat):
        if ask.purpose == "loot":
            return "trade" if "trade" in {o.key for o in ask.options} else "culture"
        return attacks()(ask, state, seat)

    state = play(combine, two_ones, seed="lp")
    assert [e["pick"] for e in events(state, "loot")] == ["trade", "culture"]
    assert [e["cost"] for e in events(state, "loot")] == [1, 1]


def test_loot_points_great_wall_gives_one_up_and_mongols_win_one():
    rules = {"loot_points": True}
    wall = setup(side(STRONG, armies=2), side(["mounted_1"], effects=["great_wall"]), rules=rules)
    state = winner_attacks(wall, [])
    assert events(state, "loot_points")[0]["points"] == 0 and not events(state, "loot")
    mongols = setup(side(STRONG, armies=2, effects=["mongols"]), side(["mounted_1"]), rules=rules)
    state = winner_attacks(mongols, [])
    assert events(state, "loot_points")[0]["points"] == 2
    off = setup(side(STRONG, armies=2), side(["mounted_1"]))
    assert not events(winner_attacks(off, []), "loot_points")  # the seed's loot by default


def test_a_coin_discarded_by_loot_points_leaves_the_loser_and_reaches_nobody():
    babylon = faction(2, "Babylon", resources={"coins": 2})
    forces = region("civ_forces", {"1": {"infantry_3": 3}, "2": {"mounted_1": 1}})
    target = region("hills", {"2": {"armies": 1}, "1": {"armies": 2}})
    s = attack_setup(target, ROME, babylon, forces, {"civ_rules": {"loot_points": True}}, moved={})
    assert s["rules"]["loot_points"] and s["loot"][DEFENDER]["coins"] == 2

    def decide(ask, state, seat):
        if ask.purpose == "loot":
            assert [o.key for o in ask.options] == ["coin"]  # nothing else to take
            return "coin"
        return attacks()(ask, state, seat)

    state = play(s, decide)
    changes = campaign_changes(s, state.outcome)
    assert changes.resource_deltas[2]["coins"] == -1
    assert "coins" not in changes.resource_deltas.get(1, {})


# -- words ----------------------------------------------------------------------------------------
EFFECT_BATTLES = [
    setup(side(["infantry_1", "mounted_2"],
               effects=["metalworking", "zhukov", "sun_tzu", "himeji"]),
          side(["infantry_3", "artillery_2"], effects=["oracle", "pentagon", "china", "leonidas"]),
          kind="city", rules={"loot_points": True}),
    setup(side(["infantry_2", "infantry_1", "mounted_1"], armies=2, effects=["nightingale",
               "japanese", "french", "shipyard", "mongols"]),
          side(["artillery_3", "mounted_1"], effects=["zhukov", "great_wall"]),
          rules={"loot_points": True}),
]  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
def test_every_effect_line_and_ask_reads_in_each_language(lang):
    kinds = set()
    purposes = set()
    for number, s in enumerate(EFFECT_BATTLES):
        answers: list[dict] = []
        for _ in range(60):
            state = replay(RULESET, s, f"fx-{number}", answers)
            if state.outcome is not None:
                break
            ask = state.pending
            with speaking(lang):
                shown = localize_ask(ask, s)
                clean(shown.fields["prompt"])
                for seat in state.waiting_for:
                    inner = shown.inner(seat)
                    purposes.add(inner.purpose)
                    clean(inner.fields["prompt"])
                    for item in (*inner.options, *inner.counts):
                        clean(item.label)
            for seat in state.waiting_for:
                inner = ask.inner(seat)
                keys = [o.key for o in inner.options]
                if "pass" in keys:
                    value = "pass"
                elif inner.purpose == "loot_resources":
                    value = {inner.counts[0].key: 1}
                else:
                    value = attacks()(inner, state, seat)
                answers.append({"seq": state.ask_seq, "seat": seat, "value": value})
        assert state.outcome is not None
        with speaking(lang):
            for event in state.events_for(None):
                line = render_event(event, s)
                assert line is not None, event.kind
                if event.kind != "roll":
                    clean(line)
                kinds.add(event.kind)
            for line in board(s, state):
                clean(line)
    assert kinds >= {"oracle", "pass", "zhukov", "saved", "loot_points", "loot"}
    assert {"metal", "play"} <= purposes


def test_the_public_record_names_no_unplayed_card_with_effects_but_the_oracles():
    s = EFFECT_BATTLES[1]
    state = play(s, attacks(), seed="secret")
    played = {e["card"] for e in events(state, "play")}
    for event in state.events_for(None):
        text = json.dumps(event.to_dict())
        for card in Counter(c for seat in SEATS for c in events(state, "hand", seat)[0]["cards"]):
            if card not in played:
                assert card not in text, (event.kind, card)
