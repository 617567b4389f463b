"""📊 Odds: the games' odds hooks against the exact odds functions, and the button on the panels."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import discord

from bot.battles import LoadedBattle
from bot.engine import replay
from bot.games import Game, LazyOdds
from bot.i18n import speaking
from bot.ui import pictures
from bot.ui.odds import OddsButton, add_odds_button, chart_title, choice_odds, odds_text
from bot.ui.render import ask_view, render_panel, render_secret_panel
from cogs.claim.odds import decision_odds as claim_decision_odds
from cogs.claim.odds import setup_odds, throw_odds
from cogs.claim.rules import RULESET as CLAIM
from cogs.soe.odds import Choices, TilePlan, odds
from cogs.soe.odds import decision_odds as soe_decision_odds
from cogs.soe.rules import RULESET as SOE
from tests.claim.helpers import claim_setup, rec, seed_with_dice, spend
from tests.soe.helpers import make_setup
from tests.ui.helpers import loaded_battle

ODDS_IDS = "sgo:"


def as_dict(outcomes: list[tuple[str, Any]]) -> dict[str, Any]:
    return dict(outcomes)


# -- the claim roll --------------------------------------------------------------------------------
def spending_setup() -> dict[str, Any]:
    return claim_setup(
        attacker_priority="offence",
        defender_priority="defence",
        main_attack=True,
        fortifications=1,
        rp={"attacker": 3, "defender": 2},
    )


def test_claim_rp_odds_for_the_attacker_match_setup_odds_at_both_ends_of_the_defenders_range():
    setup = spending_setup()
    state = replay(CLAIM, setup, "s", [])
    rows = claim_decision_odds(setup, state, "attacker")
    assert rows is not None
    assert len(rows) == 4 * 2  # 0..3 RP, against the defender spending 0 and all 2
    labels = [label for label, _ in rows]
    assert labels[:2] == ["Spend 0 RP · Bo spends 0", "Spend 0 RP · Bo spends 2"]
    for mine in range(4):
        for theirs in (0, 2):
            exact = setup_odds(setup, attacker_rp_spent=mine, defender_rp_spent=theirs)
            shown = as_dict(rows[labels.index(f"Spend {mine} RP · Bo spends {theirs}")][1])
            assert list(shown)[0] == "you take it"
            assert shown["you take it"] == exact["attacker"]
            assert shown["they hold"] == exact["defender"]
            assert sum(shown.values()) == 1


def test_claim_rp_odds_for_the_defender_and_a_side_that_cannot_spend():
    setup = spending_setup()
    state = replay(CLAIM, setup, "s", [])
    rows = claim_decision_odds(setup, state, "defender")
    assert rows is not None and len(rows) == 3 * 2
    shown = as_dict(dict(rows)["Spend 2 RP · Ada spends 3"])
    exact = setup_odds(setup, attacker_rp_spent=3, defender_rp_spent=2)
    assert list(shown)[0] == "you hold" and shown["you hold"] == exact["defender"]
    # a further attack: the attacker may not spend, so its ask changes nothing
    further = {**setup, "main_attack": False}
    assert claim_decision_odds(further, replay(CLAIM, further, "s", []), "attacker") is None
    rows = claim_decision_odds(further, replay(CLAIM, further, "s", []), "defender")
    assert [label for label, _ in rows] == ["Spend 0 RP", "Spend 1 RP", "Spend 2 RP"]


def test_no_claim_odds_once_the_seat_has_answered():
    setup = spending_setup()
    state = replay(CLAIM, setup, "s", [rec(0, "attacker", {"rp": 1})])
    assert claim_decision_odds(setup, state, "attacker") is None
    assert claim_decision_odds(setup, state, "defender") is not None


def test_claim_reroll_odds_are_one_more_throw_against_a_tie_that_stands():
    setup = spending_setup()
    # attacker spends 1 (offence: +1 priority, +2) = +3; defender spends 1 (+1 priority, +1 fort,
    # +1) = +3: equal dice tie the first throw
    state = replay(CLAIM, setup, seed_with_dice(4, 4), spend(1, 1))
    assert state.pending is not None and state.pending.purpose == "claim_reroll"
    rows = claim_decision_odds(setup, state, "attacker")
    assert rows is not None
    again = as_dict(rows[0][1])
    keep = as_dict(rows[1][1])
    exact = throw_odds(3, 3)
    assert rows[0][0] == "Re-roll (1 RP)" and rows[1][0] == "Keep the tie"
    assert again["you take it"] == exact["attacker"] and again["they hold"] == exact["defender"]
    assert keep["you take it"] == 0 and sum(keep.values()) == 1
    assert claim_decision_odds(setup, state, "defender") is None


# -- Struggle of Empires ---------------------------------------------------------------------------
def naval_setup() -> dict[str, Any]:
    return make_setup(
        "india",
        {"armies": 2, "fleets": 1, "alliance_sea": 1, "alliance_either": 1},
        {"armies": 2, "fleets": 1, "forts": 1, "control_markers": 1, "alliance_sea": 1},
    )


TAKEN, FAILED, NO_COMBAT = "control is taken", "the attack fails", "no combat is fought"


def result_odds(setup, choices) -> dict[str, Fraction]:
    """What the attack comes to, as the game names it (and the 📊 Odds show it)."""
    result = odds(setup, choices).result
    shown = {
        TAKEN: result.get("control_taken", Fraction(0)),
        FAILED: result.get("attack_failed", Fraction(0)),
    }
    if result.get("no_combat"):
        shown[NO_COMBAT] = result["no_combat"]
    return shown


def test_soe_attackers_fight_at_sea_odds_match_the_enumeration():
    setup = naval_setup()
    state = replay(SOE, setup, "s", [])
    assert state.pending.purpose == "fight_at_sea" and state.pending.seat == "attacker"
    rows = dict(soe_decision_odds(setup, state, "attacker"))
    fight = rows["Fight the naval battle"]
    assert [label for label, _ in fight] == [TAKEN, FAILED]  # the attacker's hope first
    assert as_dict(fight) == result_odds(setup, Choices())
    assert sum(as_dict(fight).values()) == 1
    declined = Choices(attacker_fights_at_sea=False)
    assert as_dict(rows["Decline: they get naval support"]) == result_odds(setup, declined)
    assert soe_decision_odds(setup, state, "defender") is None
    assert not any("win" in label for _, outcomes in rows.items() for label, _ in outcomes)


def test_soe_defenders_fight_at_sea_odds_take_the_attackers_answer():
    setup = naval_setup()
    state = replay(SOE, setup, "s", [rec(0, "attacker", True)])
    assert state.pending.seat == "defender"
    rows = dict(soe_decision_odds(setup, state, "defender"))
    fight = rows["Fight the naval battle"]
    assert [label for label, _ in fight] == [FAILED, TAKEN]  # the defender's hope first
    assert as_dict(fight) == result_odds(setup, Choices())
    stay = result_odds(setup, Choices(defender_fights_at_sea=False))
    assert as_dict(rows["Decline: they get naval support"]) == stay


def test_soe_naval_alliance_tiles_odds_for_each_way_to_spend():
    setup = naval_setup()
    state = replay(SOE, setup, "s", [rec(0, "attacker", True), rec(1, "defender", True)])
    assert state.pending.purpose == "alliance_tiles_naval" and state.pending.seat == "attacker"
    rows = dict(soe_decision_odds(setup, state, "attacker"))
    assert set(rows) == {
        "Spend 0 at sea (0 land-or-sea)",
        "Spend 1 at sea (1 land-or-sea)",
        "Spend 1 at sea (0 land-or-sea)",
        "Spend 2 at sea (1 land-or-sea)",
    }
    plan = Choices(tiles={"attacker": TilePlan(sea=1, either_at_sea=1)})
    assert as_dict(rows["Spend 2 at sea (1 land-or-sea)"]) == result_odds(setup, plan)
    # the defender's turn: the attacker's spend (read from the events) is kept
    state = replay(
        SOE,
        setup,
        "s",
        [
            rec(0, "attacker", True),
            rec(1, "defender", True),
            rec(2, "attacker", {"sea": 0, "either": 0}),
        ],
    )
    assert state.pending.seat == "defender"
    rows = dict(soe_decision_odds(setup, state, "defender"))
    plan = Choices(tiles={"attacker": TilePlan(sea=0), "defender": TilePlan(sea=0)})
    expected = result_odds(setup, plan)
    assert as_dict(rows["Spend 0 at sea"]) == expected
    assert list(as_dict(rows["Spend 0 at sea"]))[0] == FAILED


def test_soe_live_odds_name_an_attack_that_ends_without_combat():
    # fleets only: declining the naval battle leaves no army to fight on land, so no combat
    setup = make_setup("india", {"fleets": 1}, {"armies": 1, "fleets": 1, "control_markers": 1})
    state = replay(SOE, setup, "s", [])
    rows = dict(soe_decision_odds(setup, state, "attacker"))
    assert as_dict(rows["Decline: they get naval support"]) == {
        TAKEN: 0,
        FAILED: 0,
        NO_COMBAT: 1,
    }
    assert NO_COMBAT not in as_dict(rows["Fight the naval battle"])  # a fight is a combat
    with speaking("uk"):
        shown = dict(soe_decision_odds(setup, state, "attacker"))
    labels = {label for outcomes in shown.values() for label, _ in outcomes}
    assert labels == {"контроль захоплено", "атака провалилася", "бою немає"}
    with speaking("it"):
        shown = dict(soe_decision_odds(setup, state, "attacker"))
    labels = {label for outcomes in shown.values() for label, _ in outcomes}
    assert labels == {"controllo conquistato", "attacco fallito", "nessuno scontro"}


def test_soe_asks_without_odds_and_after_dice_give_none():
    # fleets on one side only: no naval decision; the first ask is the land tiles, after no dice
    setup = make_setup("india", {"armies": 2, "fleets": 1}, {"armies": 1, "control_markers": 1})
    state = replay(SOE, setup, "s", [])
    assert state.pending is None or soe_decision_odds(setup, state, "attacker") is None


def test_soe_land_alliance_tiles_odds_match_the_enumeration_without_a_naval_phase():
    setup = make_setup(
        "india",
        {"armies": 2, "alliance_land": 1, "alliance_either": 1},
        {"armies": 2, "forts": 1, "control_markers": 1},
    )
    state = replay(SOE, setup, "s", [])
    assert state.pending.purpose == "alliance_tiles_land" and not state.rolls
    rows = dict(soe_decision_odds(setup, state, "attacker"))
    assert len(rows) == 4
    for land, either in ((0, 0), (1, 0), (1, 1)):
        plan = Choices(tiles={"attacker": TilePlan(land=land, either_on_land=either)})
        label = f"Spend {land + either} on land ({either} land-or-sea)"
        assert as_dict(rows[label]) == result_odds(setup, plan)


def test_soe_land_alliance_tiles_odds_after_the_naval_dice():
    setup = naval_setup()
    answers = [rec(0, "attacker", True), rec(1, "defender", True)]
    answers += [rec(2, "attacker", {"sea": 1, "either": 0}), rec(3, "defender", {"sea": 1})]
    state = replay(SOE, setup, "s", answers)
    assert state.rolls and state.pending.purpose == "alliance_tiles_land"
    rows = soe_decision_odds(setup, state, state.pending.seat)
    assert [label for label, _ in rows] == [
        "Spend 0 on land (0 land-or-sea)",
        "Spend 1 on land (1 land-or-sea)",
    ]
    for _, outcomes in rows:
        assert sum(p for _, p in outcomes) == 1
    # the asked side's land tiles raise its own hope: control taken, or the attack failing
    hope = TAKEN if state.pending.seat == "attacker" else FAILED
    assert all(list(as_dict(outcomes))[0] == hope for _, outcomes in rows)
    assert as_dict(rows[1][1])[hope] > as_dict(rows[0][1])[hope]
    # a battle whose events the naval phase does not reproduce gets no odds, not wrong ones
    state.events[:] = [e for e in state.events if e.kind != "naval_decision"]
    assert not list(soe_decision_odds(setup, state, state.pending.seat))


# -- the button ----------------------------------------------------------------------------------
def loaded(setup, answers, ruleset, game: Game, battle_id: int = 70) -> LoadedBattle:
    return loaded_battle(game, setup, answers, ruleset=ruleset, battle_id=battle_id, created_by=101)


CLAIM_GAME = Game("claim", "Claim campaign", CLAIM, odds=claim_decision_odds)


def odds_buttons(view: discord.ui.View) -> list[str]:
    ids = [getattr(item, "custom_id", "") or "" for item in view.children]
    return [i for i in ids if i.startswith(ODDS_IDS)]


def test_the_public_and_the_secret_panel_carry_one_odds_button():
    battle = loaded(spending_setup(), [], CLAIM, CLAIM_GAME)
    panel = render_panel(battle)
    assert odds_buttons(panel.view) == ["sgo:70:0"]
    secret = render_secret_panel(battle, "attacker")
    assert odds_buttons(secret.view) == ["sgo:70:0"]


def test_no_odds_button_without_a_hook_or_without_odds():
    plain = loaded(spending_setup(), [], CLAIM, Game("claim", "Claim campaign", CLAIM), 71)
    assert odds_buttons(ask_view(plain, plain.state.pending)) == []
    setup = {**spending_setup(), "main_attack": False, "defender_priority": "offence"}
    nothing = loaded(setup, [], CLAIM, CLAIM_GAME, 72)
    assert choice_odds(nothing, "attacker") is None
    assert odds_buttons(ask_view(nothing, nothing.state.pending)) == []


def test_a_full_view_gets_no_odds_button():
    battle = loaded(spending_setup(), [], CLAIM, CLAIM_GAME, 73)
    view = discord.ui.View(timeout=None)
    for i in range(25):
        view.add_item(discord.ui.Button(label=str(i), custom_id=f"x{i}"))
    add_odds_button(view, battle, battle.state.pending)
    assert odds_buttons(view) == [] and len(view.children) == 25


def test_the_odds_button_id_round_trips():
    button = OddsButton(12345, 6)
    assert button.item.custom_id == "sgo:12345:6"
    assert button.item.label == "Odds" and str(button.item.emoji) == "📊"


def test_the_answer_text_and_chart():
    battle = loaded(spending_setup(), [], CLAIM, CLAIM_GAME, 74)
    rows = choice_odds(battle, "attacker")
    text = odds_text(battle, battle.state.pending, "attacker", rows)
    assert text.startswith("📊 **Your odds, Ada**")
    assert "**Spend 2 RP · Bo spends 0**: you take it " in text
    assert "{" not in text and "Fraction" not in text and len(text) <= 2000
    png = pictures.odds_chart(chart_title(rows), [(label, o[0][1]) for label, o in rows])
    assert png.startswith(b"\x89PNG") and len(png) > 1000


def test_lazy_odds_show_the_button_at_once_and_are_worked_out_once():
    calls = []

    def compute():
        calls.append(1)
        return [("Fight", [("you win", Fraction(1, 2))])]

    lazy = LazyOdds(compute)
    assert lazy and not calls  # the panel's test costs nothing
    assert list(lazy) == [("Fight", [("you win", Fraction(1, 2))])]
    assert lazy[0][0] == "Fight" and len(lazy) == 1 and calls == [1]
    assert not list(LazyOdds(lambda: None))
