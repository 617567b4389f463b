"""A corps (з'єднання), the reaction manoeuvre (маневр-реакція) and exhaustion (виснаження), from
the seed's own words:

- «Якщо декілька ваших військ беруть участь у битві у складі з'єднання, то додайте в мішок кубики
  … що дорівнює сумі значення сили та бонусу сили вашого з'єднання»;
- «розподіліть завдані пошкодження між ними на власний розсуд, проте дотримуйтесь пріоритету
  знищення на кожному окремому гексі»;
- «Якщо військо оборонця невиснажене, то ним можна зробити маневр-реакцію … Оборонець також може
  використати реакцію, щоб підключити до оборони більше своїх військ у складі з'єднання»;
- example 2: Mykola's army is exhausted, so it cannot react; his army (В) cannot join, «бо … це
  перевищує максимальний розмір з'єднання Миколи (у нього ще немає побудованих замків)»;
- example 3: «Олександр … здійснює маневр-реакцію, та контратакує загоном кавалеристів …
  оборонцем є з'єднання військ (Ґ) та (Д)»; a converted unit comes «з 2 кубиками виснаження».
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from bot.engine import AnswerRefused
from bot.errors import Refusal
from bot.i18n import speaking
from cogs.goc.army import battle_of
from cogs.goc.campaign import (
    CampaignRefusal,
    attack_setup,
    campaign_changes,
    corps_limit,
    hex_line,
)
from cogs.goc.clash import Clash
from cogs.goc.odds import clash_odds, hypergeometric
from cogs.goc.quick import muster_of, odds_setup, parse_corps
from cogs.goc.report import clash_at_start
from tests.goc.helpers import SEATS, A, D, N, army, default_answer, drive, setup, side
from tests.goc.test_campaign import LARYSA, OLEKSANDR, faction, region


# -- a corps in a quick battle --------------------------------------------------------------------
def corps_shell(attackers: int = 2, defenders: int = 2) -> dict:
    muster = muster_of(techs={}, governments={}, built=[{"kind": "city", "damage": 0}])
    muster["armies"] = {A: attackers, D: defenders}
    return {"seats": dict(SEATS), "muster": muster}


def test_a_quick_battle_corps_is_set_army_by_army():
    def answer(ask):
        base = {c.key: c.default for c in ask.counts}
        if ask.purpose == "corps" and ask.seat == A:
            return {**base, "archer": 2, "distance": 2}
        if ask.purpose == "corps":
            return {**base, "cavalry": 1}
        return default_answer(ask)

    run = drive(corps_shell(), answer)
    purposes = [a.purpose for a in run.asks]
    assert purposes[:4] == ["forces", "corps", "forces", "corps"]
    corps_ask = run.asks[1]
    assert corps_ask.fields["army"] == 2 and corps_ask.fields["armies"] == 2
    assert {c.key for c in corps_ask.counts} >= {"archer", "distance"}
    assert "action_cubes" not in {c.key for c in corps_ask.counts}
    attackers, defenders = run.b.setup[A]["armies"], run.b.setup[D]["armies"]
    assert [a["key"] for a in attackers] == ["a1", "a2"] and attackers[1]["distance"] == 2
    assert defenders[0]["structures"] and "structures" not in defenders[1]
    bag = run.event("bag")
    # «сума значення сили та бонусу сили вашого з'єднання»: 3 spearmen + 2 archers, +2 against
    # the cavalry beside the city (the garrison's cavalry gives no melee bonus: a siege)
    assert bag["parts"][A]["units"] == 5 and bag["parts"][A]["bonus"] == 2
    assert bag["siege"] and bag["garrison"] == ["d1"]
    assert run.event("courage")[A] == 5  # one per unit of the whole corps
    forces = run.events("forces")
    assert [(e["side"], e["army"]) for e in forces] == [(A, 1), (A, 2), (D, 1), (D, 2)]


def test_a_corps_army_left_empty_is_asked_again():
    answers = {"corps": [{"spearman": 0}, {"spearman": 1}, {"cavalry": 1}]}
    run = drive(corps_shell(2, 2), answers)
    refused = [a for a in run.asks if a.purpose == "corps" and a.fields.get("refused")]
    assert refused and refused[0].fields["refused"] == "empty-army"


def test_each_side_spreads_its_damage_over_the_corps_in_each_hexs_order():
    walled = army("w", {"spearman": 1}, structures=[{"kind": "wall", "damage": 0}])
    field = army("f", {"spearman": 2})
    the_setup = setup(side(army("a", {"archer": 4}, distance=2)), side(walled, field))
    # 3 damage: the dealer's choice where it goes, but on the walled hex the wall comes first
    answers = {
        "draw": "4",
        "allocate": [{"w.spearman": 1, "f.spearman": 2}, {"w.structures": 2, "f.spearman": 1}],
    }
    run = drive(the_setup, answers, script=[[A, A, A, D]])
    asked = [a for a in run.asked("allocate") if a.seat == A]
    assert len(asked) == 2 and asked[1].fields["refused"] == "wall-first"
    losses = run.events("losses")[0]
    assert losses["units"] == {"f": {"spearman": 1}}
    assert losses["destroyed"] == {"w": ["wall"]}


# -- exact odds for a corps -----------------------------------------------------------------------
def test_the_odds_of_a_corps_are_exact():
    shell = {"seats": dict(SEATS), "muster": muster_of(techs={}, governments={}, built=[])}
    forces = {
        A: parse_corps("2 spearmen | 2 archers @2", "attacker"),
        D: parse_corps("1 cavalry | 1 swordsman", "defender"),
    }
    assert forces[A][1] == {"archer": 2, "distance": 2}
    the_setup = odds_setup(shell, forces, {A: True, D: True})
    battle = battle_of(the_setup)
    assert [a.distance for a in battle.side(A).armies] == [1, 2]
    clash = clash_at_start(the_setup)
    assert len(clash.targets[A]) == 2  # both of the defender's hexes
    table = clash_odds(Clash.from_json(clash.to_json()))
    one = table[0]
    assert sum(one.joint.values()) == 1
    bag = (clash.bag[A], clash.bag[D], clash.bag[N])
    weights, total = hypergeometric(bag, 1)
    assert one.dealt[A][1] == Fraction(weights[(1, 0, 0)], total)  # one green cube: 1 damage
    # drawing everything: every enemy object is destroyed with the chance the damage reaches 2
    last = table[-1]
    assert last.wipes[A] == sum(p for d, p in last.dealt[A].items() if d >= 2)


def test_a_typed_corps_distance_must_be_1_to_3_and_not_on_the_first_army():
    with speaking("en"):
        with pytest.raises(Refusal):
            parse_corps("2 archers @2", "attacker")
        with pytest.raises(Refusal):
            parse_corps("1 spearman | 2 archers @7", "attacker")


# -- a campaign: a corps, the reaction manoeuvre, exhaustion ---------------------------------------
def hexes(*, castle: bool = False, tired: int = 0, field_tired: int = 0, gov: str = "other"):
    """Larysa's camps next to Oleksandr's Kyiv; his cavalry in Lviv, next to Kyiv too."""
    larysa = faction(LARYSA, "Larysa")
    oleksandr = faction(OLEKSANDR, "Oleksandr", government=gov)
    camp = region("camp", LARYSA, {LARYSA: {"spearman": 3}}, next=["kyiv"])
    hill = region("hill", LARYSA, {LARYSA: {"archer": 2}}, next=["kyiv"])
    kyiv = region("kyiv", OLEKSANDR, {OLEKSANDR: {"swordsman": 2}}, next=["camp", "hill", "lviv"],
                  exhaustion={str(OLEKSANDR): tired} if tired else {})  # fmt: skip
    built = [{"kind": "castle", "damage": 0}] if castle else []
    worn = {str(OLEKSANDR): field_tired} if field_tired else {}
    lviv = region("lviv", OLEKSANDR, {OLEKSANDR: {"cavalry": 1}}, next=["kyiv"],
                  structures=built, exhaustion=worn)  # fmt: skip
    far = region("far", LARYSA, {LARYSA: {"swordsman": 1}})
    return larysa, oleksandr, {r.key: r for r in (camp, hill, kyiv, lviv, far)}


def test_a_corps_attacks_from_the_hexes_next_to_the_target_up_to_its_size():
    larysa, oleksandr, at = hexes()
    regions = list(at.values())
    free = {"corps_size": "free"}
    the_setup = attack_setup(at["kyiv"], [at["camp"], at["hill"]], larysa, oleksandr,
                             regions=regions, readings=free)  # fmt: skip
    assert [a["key"] for a in the_setup[A]["armies"]] == ["camp", "hill"]
    assert the_setup["campaign"]["sent"] == {"camp": {"spearman": 3}, "hill": {"archer": 2}}
    # without a castle a corps is one army: «у нього ще немає побудованих замків»
    assert corps_limit(regions, LARYSA, {}) == 1
    with pytest.raises(CampaignRefusal) as refused:
        attack_setup(at["kyiv"], [at["camp"], at["hill"]], larysa, oleksandr, regions=regions)
    assert refused.value.key == "goc-refuse-corps-size"
    with pytest.raises(CampaignRefusal) as refused:
        attack_setup(at["kyiv"], [at["camp"], at["far"]], larysa, oleksandr,
                     regions=regions, readings=free)  # fmt: skip
    assert refused.value.key == "goc-refuse-not-next"


def test_example_2_an_exhausted_army_cannot_react_and_no_castle_no_corps():
    """«Микола міг би виконати маневр-реакцію … але воно вже виснажене, тому не може виконати
    маневр. На підмогу оборонцю могло би прийти військо (В), та це неможливо»."""
    larysa, oleksandr, at = hexes(tired=1)
    the_setup = attack_setup(at["kyiv"], at["hill"], larysa, oleksandr, distance=2,
                             regions=list(at.values()))  # fmt: skip
    assert "reaction" not in the_setup  # exhausted, and a corps of two would need a castle
    run = drive(the_setup)
    assert not run.events("reaction") and "reaction" not in run.outcome.details


def test_example_3_the_reaction_brings_the_cavalry_into_the_defenders_corps():
    """«Олександр … здійснює маневр-реакцію, та контратакує загоном кавалеристів …»: with a castle
    his corps may join two armies; the joined army fights, and takes a cube of exhaustion."""
    larysa, oleksandr, at = hexes(castle=True)
    the_setup = attack_setup(at["kyiv"], at["camp"], larysa, oleksandr,
                             regions=list(at.values()))  # fmt: skip
    offer = the_setup["reaction"]
    assert offer["approach"] is False  # the attacker is already adjacent
    assert [c["key"] for c in offer["candidates"]] == ["lviv"] and offer["most"] == 1
    run = drive(the_setup, {"reaction": ["lviv"]}, script=[[A, A, D]])
    (ask,) = run.asked("reaction")
    assert ask.seat == D and ask.min_choices == 0 and ask.max_choices == 1
    reaction = run.event("reaction")
    assert reaction["joined"] == {"lviv": {"cavalry": 1}}
    bag = run.event("bag")
    assert bag["parts"][D]["units"] == 3  # 2 swordsmen + the cavalry: «з'єднання військ»
    assert bag["parts"][D]["bonus"] == 2  # swordsmen and cavalry: each +1 against infantry
    out = run.outcome
    assert set(out.details["survivors"][D]) == {"kyiv", "lviv"}
    changes = campaign_changes(the_setup, out)
    lviv = changes.regions["lviv"]
    lost = out.details["lost"].get(D, {}).get("lviv", {})
    if lost.get("cavalry"):
        assert lviv.holdings_deltas == {OLEKSANDR: {"cavalry": -1}}
        assert "exhaustion" not in lviv.data  # destroyed: its exhaustion goes with it
    else:
        assert lviv.data["exhaustion"] == {str(OLEKSANDR): 1}  # it reacted: 1 cube


def test_closing_in_brings_every_army_to_distance_1_and_exhausts():
    larysa, oleksandr, at = hexes()
    the_setup = attack_setup(at["kyiv"], at["hill"], larysa, oleksandr, distance=2,
                             regions=list(at.values()))  # fmt: skip
    assert the_setup["reaction"] == {"approach": True, "candidates": [], "most": 0}
    run = drive(the_setup, {"approach": True}, script=[[A, D]])
    assert run.asks[0].purpose == "approach"
    bag = run.event("bag")
    assert bag["active"][D]["kyiv"] == {"swordsman": True}  # now within reach: attack cubes
    changes = campaign_changes(the_setup, run.outcome)
    kyiv = changes.regions["kyiv"]
    if run.outcome.details["survivors"][D].get("kyiv"):
        assert kyiv.data["exhaustion"] == {str(OLEKSANDR): 1}


def test_exhaustion_stays_and_is_shown_on_the_hex_line():
    larysa, oleksandr, at = hexes(field_tired=2, gov="theocracy")
    with speaking("uk"):
        line = hex_line(at["lviv"], {LARYSA: "Larysa", OLEKSANDR: "Oleksandr"})
    assert "виснаження 2" in line
    # a converted unit joins its converter's hex with 2 cubes of exhaustion
    the_setup = attack_setup(at["kyiv"], at["camp"], larysa, oleksandr, regions=[])
    run = drive(the_setup, {"convert": "camp.spearman"}, script=[[D, D], [A, A]])
    assert run.outcome.details["converted"][D] == {"spearman": 1}
    changes = campaign_changes(the_setup, run.outcome)
    assert changes.regions["kyiv"].data["exhaustion"] == {str(OLEKSANDR): 2}
    assert changes.regions["kyiv"].holdings_deltas[OLEKSANDR]["spearman"] == 1


def test_a_choose_many_reaction_refuses_more_than_the_corps_allows():
    larysa, oleksandr, at = hexes(castle=True)
    the_setup = attack_setup(at["kyiv"], at["camp"], larysa, oleksandr,
                             regions=list(at.values()))  # fmt: skip
    run = drive(the_setup, {"reaction": []})
    (ask,) = run.asked("reaction")
    with pytest.raises(AnswerRefused):
        ask.validate(["lviv", "camp"])
    assert run.event("reaction")["joined"] == {}
