"""The battle log's lines: every event of real attacks reads as one short line of markdown."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from bot.engine import BattleContext, Event
from cogs.soe import declaring, rules
from cogs.soe.odds import Choices, TilePlan
from cogs.soe.render import render_event
from cogs.soe.rules import RULESET, Neutral, load_game_data
from tests.soe.helpers import drive, make_setup, run

GLYPHS = "⚀⚁⚂⚃⚄⚅"
SEEDS = 40
NAMES = {"attacker": "Ada", "defender": "Bo", "attacker_ally": "Cy", "defender_ally": "Di"}


def neutral_with(reward: str) -> Neutral:
    """A neutral country of the data file with that reward (the tests follow the data)."""
    return next(n for n in load_game_data().neutrals.values() if n.reward == reward)


GOLD, VP, NO_REWARD = neutral_with("gold"), neutral_with("vp"), neutral_with("none")


def quick_battle() -> dict[str, Any]:
    setup = make_setup("caribbean")
    del setup["forces"]
    setup["collect_forces"] = True
    return setup


QUICK_FORCES = {
    "attacker": {"armies": 2, "fleets": 1, "navy_training": 1, "alliance_either": 1},
    "defender": {"armies": 1, "fleets": 2, "forts": 1, "control_markers": 1, "army_training": 1},
}

# (setup, choices): between them, every branch of the procedure that logs something.
SCENARIOS: dict[str, tuple[dict[str, Any], Choices]] = {
    "full at sea, both allies": (
        make_setup(
            "india",
            {"armies": 2, "fleets": 2, "navy_training": 1, "alliance_sea": 1, "alliance_either": 1},
            {"armies": 2, "fleets": 1, "forts": 1, "control_markers": 1, "army_training": 1},
            attacker_ally={"armies": 1, "fleets": 1},
            defender_ally={"armies": 1, "fleets": 2},
        ),
        Choices(tiles={"attacker": TilePlan(either_at_sea=1)}),
    ),
    "allies out: one stays out, one has nothing": (
        make_setup(
            "africa",
            {"armies": 1, "fleets": 1, "alliance_land": 2},
            {"armies": 1, "fleets": 1, "control_markers": 2},
            attacker_ally={"armies": 1},
            defender_ally={"armies": 0, "fleets": 0},
        ),
        Choices(allies_join={"attacker_ally": False}),
    ),
    "attacker declines at sea": (
        make_setup("baltic", {"armies": 2, "fleets": 1}, {"armies": 1, "fleets": 3}),
        Choices(attacker_fights_at_sea=False),
    ),
    "defender declines at sea": (
        make_setup("baltic", {"armies": 1, "fleets": 1}, {"armies": 1, "fleets": 1}),
        Choices(defender_fights_at_sea=False),
    ),
    "only the attacker has fleets": (
        make_setup("mediterranean", {"armies": 1, "fleets": 2}, {"armies": 2, "forts": 2}),
        Choices(forts_first={"defender": True}),
    ),
    "nobody has fleets": (make_setup("east_indies"), Choices()),
    "attacker brings only fleets": (
        make_setup("north_america", {"fleets": 2}, {"fleets": 1, "control_markers": 1}),
        Choices(),
    ),
    "no sea, forts, no marker to remove": (
        make_setup("german_states", {"armies": 3, "army_training": 1}, {"armies": 1, "forts": 1}),
        Choices(forts_first={"defender": True}),
    ),
    "defender with nothing to lose": (
        make_setup("central_europe", {"armies": 1}, {"control_markers": 1}),
        Choices(),
    ),
    "neutral with gold": (
        make_setup(GOLD.area, {"armies": 3}, neutral=GOLD.key),
        Choices(),
    ),
    "neutral with VP, an ally allowed": (
        make_setup(
            VP.area,
            {"armies": 2, "alliance_either": 1},
            attacker_ally={"armies": 2},
            neutral=VP.key,
            settings={"neutral_attacker_allies": True},
        ),
        Choices(),
    ),
    "neutral without reward, without dice": (
        make_setup(
            NO_REWARD.area,
            {"armies": 1},
            neutral=NO_REWARD.key,
            settings={"neutral_rolls_dice": False},
        ),
        Choices(),
    ),
    "naval losses give no unrest": (
        make_setup(
            "caribbean",
            {"armies": 1, "fleets": 2},
            {"armies": 1, "fleets": 2, "control_markers": 1},
            settings={"naval_losses_unrest": False},
        ),
        Choices(),
    ),
    "quick battle": (quick_battle(), Choices(forces=QUICK_FORCES)),
}


@cache
def battles() -> tuple[tuple[str, dict[str, Any], tuple[Event, ...]], ...]:
    """Every scenario played with seeds render-0 .. render-(SEEDS-1)."""
    played = []
    for name, (setup, choices) in SCENARIOS.items():
        RULESET.validate_setup(setup)
        for i in range(SEEDS):
            b = BattleContext(setup, f"render-{i}")
            drive(b, choices=choices)
            played.append((name, setup, tuple(b.events)))
    return tuple(played)


def rendered(kind: str | None = None):
    """(setup, event, line) for every event of every battle (of one kind)."""
    for _, setup, events in battles():
        for event in events:
            if kind is None or event.kind == kind:
                yield setup, event, render_event(event, setup)


def logged_kinds() -> set[str]:
    """Every kind the procedure can log, read off its source ({phase} is naval or land)."""
    source = Path(rules.__file__).read_text() + Path(declaring.__file__).read_text()
    kinds = set()
    for kind in re.findall(r'b\.log\(\s*f?"([^"]+)"', source):
        kinds |= {kind.replace("{phase}", phase) for phase in ("naval", "land")}
    return kinds | {"roll"}


# -- every event ----------------------------------------------------------------------------------
def test_the_battles_log_every_kind_the_procedure_knows():
    seen = {event.kind for _, _, events in battles() for event in events}
    assert len(logged_kinds()) > 15
    assert seen == logged_kinds()


def test_every_event_renders_to_one_short_clean_line():
    for _, event, line in rendered():
        assert isinstance(line, str) and line.strip(), event
        assert "\n" not in line and len(line) < 300, line
        for leak in ("{", "}", "None", "True", "False", "_"):
            assert leak not in line, (leak, line)


def test_lines_name_the_seat_they_are_about():
    for setup, event, line in rendered():
        seat = event.get("side")
        if seat is None or event.kind in ("attack_result",):
            continue
        name = setup["seats"].get(seat, {}).get("name")
        if name is None:  # a neutral defender
            name = load_game_data().neutrals[setup["neutral"]].name
        assert name in line, (event, line)


def test_counts_agree_with_their_nouns():
    nouns = r"(allied armies|allied army|armies|army|fleets|fleet|forts|fort|Alliance tiles|"
    nouns += r"Alliance tile|control markers|control marker|Navy Training tiles|"
    nouns += r"Navy Training tile|Army Training tiles|Army Training tile)"
    checked = 0
    for _, _, line in rendered():
        for n, noun in re.findall(rf"\b(\d+) {nouns}\b", line):
            singular = noun in ("allied army", "army") or not noun.endswith("s")
            assert (int(n) == 1) == singular, line
            checked += 1
    assert checked > 1000


# -- rolls ----------------------------------------------------------------------------------------
def test_a_roll_shows_both_dice_their_difference_and_flags_exactly_the_natural_sevens():
    sevens = plain = 0
    for setup, event, line in rendered("roll"):
        first, second = event["faces"]
        assert event["dice"] == "2d6-difference"
        assert f"{GLYPHS[first - 1]} {first} · {GLYPHS[second - 1]} {second}" in line
        assert f"difference {abs(first - second)}" in line
        seat = event["side"]
        assert f"({'neutral' if seat == 'defender' and 'neutral' in setup else seat})" in line
        assert ("at sea" if event["purpose"] == "naval" else "on land") in line
        natural = first + second == 7
        assert ("natural 7" in line) == natural, line
        sevens += natural
        plain += not natural
    assert sevens > 20 and plain > 100


def test_the_issue_s_roll_line():
    setup = make_setup(attacker={"armies": 1, "fleets": 1}, defender={"armies": 1, "fleets": 1})
    setup["seats"] = {"attacker": {"name": "Alice"}, "defender": {"name": "Bob"}}
    event = Event(
        "roll",
        {"index": 0, "purpose": "naval", "dice": "2d6-difference", "faces": [3, 4], "result": 1,
         "side": "attacker"},
    )  # fmt: skip
    assert render_event(event, setup) == (
        "🎲 Alice (attacker) at sea: ⚂ 3 · ⚃ 4 → difference 1 · total 7 — **natural 7!**"
    )


# -- scores ---------------------------------------------------------------------------------------
def count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


BONUS_WORDS = {
    "naval_score": {
        "fleets": lambda n, e: count(n, "fleet", "fleets"),
        "allied_fleets": lambda n, e: count(n, "allied fleet", "allied fleets"),
        "alliance": lambda n, e: count(n, "Alliance tile", "Alliance tiles"),
        "training": lambda n, e: f"{n} Navy Training",
    },
    "land_score": {
        "naval_support": lambda n, e: f"{n} naval support",
        "armies": lambda n, e: count(n, "army", "armies"),
        "allied_armies": lambda n, e: count(n, "allied army", "allied armies"),
        "training": lambda n, e: f"{n} Army Training",
        "fort_bonus": lambda n, e: f"{n} for {count(e['forts'], 'fort', 'forts')}",
        "alliance": lambda n, e: count(n, "Alliance tile", "Alliance tiles"),
        "defence": lambda n, e: f"{n} defence",
    },
}


@pytest.mark.parametrize("kind", ["naval_score", "land_score"])
def test_a_score_names_each_bonus_and_the_total_and_leaves_the_dice_to_the_roll(kind):
    named = set()
    for _, event, line in rendered(kind):
        assert f"score **{event['total']}**" in line
        terms = line.split(" = ", 1)[1].split(" · ")[0].split(" + ") if " = " in line else []
        for key, words in BONUS_WORDS[kind].items():
            n = event.get(key) or 0
            if n:
                assert words(n, event) in terms, (key, line)
                named.add(key)
        if event["difference"]:
            assert f"{event['difference']} from the dice" in terms
        assert sum(int(term.split()[0]) for term in terms) == event["total"], line
        assert not re.search(r"(^|[=+] )0 ", line), line  # zero bonuses are left out
        assert not set(GLYPHS) & set(line), line  # the faces are the roll line's
        assert "natural 7" not in line
    assert named == set(BONUS_WORDS[kind]) - ({"defence"} if kind == "naval_score" else set())


def test_the_issue_s_naval_score_line():
    event = Event(
        "naval_score",
        {"side": "attacker", "fleets": 2, "allied_fleets": 1, "alliance": 0, "training": 1,
         "dice": [5, 3], "difference": 2, "total": 6, "natural_seven": False},
    )  # fmt: skip
    setup = {"seats": {"attacker": {"name": "Alice"}}, "area": "india"}
    assert render_event(event, setup) == (
        "⚓ Alice's naval score **6** = 2 fleets + 1 allied fleet + 1 Navy Training"
        " + 2 from the dice"
    )


def test_a_neutral_without_dice_says_so():
    lines = [line for _, e, line in rendered("land_score") if "defence" in e.fields]
    assert any("rolls no dice" in line for line in lines)
    assert any("from the dice" in line for line in lines)


# -- a scripted attack, line by line ---------------------------------------------------------------
def test_a_scripted_attack_reads_as_the_issue_asks():
    setup = make_setup(
        attacker={"armies": 1, "fleets": 2, "navy_training": 1},
        defender={"armies": 2, "fleets": 1, "control_markers": 1},
    )
    # at sea: Ada 1·3 (difference 2), Bo 3·4 (a natural 7); on land: Ada 2·2, Bo 6·1 (a 7)
    played = run(setup, [(1, 3), (3, 4), (2, 2), (6, 1)], choices=Choices())
    lines = [render_event(Event(e["kind"], _fields(e)), setup) for e in played.events]
    assert lines == [
        "⚔️ Ada attacks Bo in **India**",
        "📋 Ada (attacker): 1 army, 2 fleets · 1 Navy Training tile",
        "📋 Bo (defender): 2 armies, 1 fleet, 1 control marker",
        "⚓ Ada fights the naval battle",
        "⚓ Bo fights the naval battle",
        "🎲 Ada (attacker) at sea: ⚀ 1 · ⚂ 3 → difference 2",
        "🎲 Bo (defender) at sea: ⚂ 3 · ⚃ 4 → difference 1 · total 7 — **natural 7!**",
        "⚓ Ada's naval score **5** = 2 fleets + 1 Navy Training + 2 from the dice",
        "⚓ Bo's naval score **2** = 1 fleet + 1 from the dice",
        "🏁 Naval battle: **Ada wins** 5 to 2",
        "💀 Bo loses 1 fleet (defeat at sea) · +1 unrest",
        "• Bo has no unit left to lose (natural 7 at sea)",
        "🌊 Naval support: **Ada** (won the naval battle) · +1 on land",
        "🎲 Ada (attacker) on land: ⚁ 2 · ⚁ 2 → difference 0",
        "🎲 Bo (defender) on land: ⚅ 6 · ⚀ 1 → difference 5 · total 7 — **natural 7!**",
        "🗡️ Ada's land score **2** = 1 naval support + 1 army",
        "🗡️ Bo's land score **7** = 2 armies + 5 from the dice",
        "🏁 Land combat: **Bo wins** 7 to 2",
        "💀 Ada loses 1 army (defeat on land) · +1 unrest",
        "💀 Bo loses 1 army (natural 7 on land) · +1 unrest",
        "🏳️ Control of India unchanged (the attack is repulsed)",
        "😠 Ada: **+1 unrest** in all",
        "😠 Bo: **+2 unrest** in all",
        "🛡️ **Bo wins: the attack on India fails**",
    ]


def _fields(view: dict[str, Any]) -> dict[str, Any]:
    """Back from helpers.event_view to an event's fields (a roll keeps its dice under "dice")."""
    return {k: v for k, v in view.items() if k != "kind"}


# -- losses, control, rewards ---------------------------------------------------------------------
def test_each_loss_names_owner_unit_cause_and_its_unrest():
    for setup, event, line in rendered("unit_lost"):
        unit = {"armies": "army", "fleets": "fleet", "forts": "fort"}[event["unit"]]
        assert f"loses 1 {unit} (" in line
        cause = {"defeat": "defeat", "tie": "tie", "seven": "natural 7"}[event["cause"]]
        assert f"({cause} {'at sea' if event['phase'] == 'naval' else 'on land'})" in line
        unrest = unit != "fleet" or setup["settings"].get("naval_losses_unrest", True)
        assert ("+1 unrest" in line) == unrest, line
        if event["side"].endswith("_ally"):
            helped = NAMES[event["side"].removesuffix("_ally")]
            assert f"({helped}'s ally)" in line


def test_control_markers_rewards_and_results_read_plainly():
    lines = {kind: {line for _, _, line in rendered(kind)} for kind in logged_kinds()}
    assert "🚩 Ada places a control marker in Africa; Bo removes one" in lines["control_marker"]
    gold_area = load_game_data().areas[GOLD.area].name
    assert f"🚩 Ada places a control marker in {gold_area}" in lines["control_marker"]
    no_marker = "🏳️ Control of German States unchanged (Bo has no control marker there to remove)"
    assert no_marker in lines["control_unchanged"]
    assert f"💰 Ada gains **{GOLD.defence} gold** from {GOLD.name}" in lines["reward"]
    assert f"🏆 Ada gains **{VP.defence} VP** from {VP.name}" in lines["reward"]
    assert "🏆 **Ada wins the attack on Africa**" in lines["attack_result"]
    assert "🤝 Cy joins Ada's side with 1 army and 1 fleet" in lines["ally_decision"]
    assert "🚫 Cy stays out: Ada fights without an ally" in lines["ally_decision"]
    assert "🌊 No naval phase: German States has no sea" in lines["naval_phase_skipped"]
    assert "🏳️ Ada declines the naval battle" in lines["naval_decision"]
    declined = "🌊 Naval support: **Bo** (Ada declined the naval battle) · +1 on land"
    assert declined in lines["naval_support"]


# -- names ----------------------------------------------------------------------------------------
def test_nameless_seats_fall_back_to_their_role_and_names_are_not_markdown():
    event = Event("unit_lost", {"side": "attacker_ally", "unit": "armies", "phase": "land",
                                "cause": "seven"})  # fmt: skip
    assert render_event(event, {"seats": {}}) == (
        "💀 Attacker's ally loses 1 army (natural 7 on land) · +1 unrest"
    )
    setup = {"seats": {"defender": {"name": "*Bo*_"}}}
    line = render_event(Event("unrest", {"side": "defender", "points": 2}), setup)
    assert line == r"😠 \*Bo\*\_: **+2 unrest** in all"


def test_a_neutral_defender_is_called_by_its_country():
    setup = make_setup(GOLD.area, neutral=GOLD.key)
    area = load_game_data().areas[GOLD.area].name
    line = render_event(Event("attack_result", {"winner": "defender"}), setup)
    assert line == f"🛡️ **{GOLD.name} wins: the attack on {area} fails**"


def test_unknown_kinds_are_left_to_the_generic_line():
    assert render_event(Event("weather", {"side": "attacker"}), make_setup()) is None


def test_the_game_renders_its_events_with_it():
    from cogs.soe.cog import GAME

    assert GAME.render_event is render_event
