"""Claim roll events as panel lines: real rolls replayed, each line read for what it must say."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine import BattleState, Event
from cogs.claim.render import DIE_FACES, render_event
from tests.claim.helpers import claim_setup, play, reroll, seed_with_dice, spend


def lines(state: BattleState, setup: dict[str, Any]) -> dict[str, list[str]]:
    """Each claim kind's rendered lines, in log order (the engine's "roll" events have none)."""
    by_kind: dict[str, list[str]] = {}
    for event in state.events:
        if event.kind == "roll":
            continue
        text = render_event(event, setup)
        assert text is not None, event
        by_kind.setdefault(event.kind, []).append(text)
    return by_kind


def face(n: int) -> str:
    return f"{DIE_FACES[n - 1]} {n}"


# -- every event of a finished roll ---------------------------------------------------------------
FINISHED = [
    pytest.param(claim_setup(), (6, 1), spend(), id="attacker wins"),
    pytest.param(claim_setup(fortifications=2), (4, 2), spend(), id="tie without RP"),
    pytest.param(
        claim_setup(fortifications=2, buildings=["mill"], rp={"attacker": 1}),
        (5, 3, 5, 2),
        [*spend(), reroll(True)],
        id="tie then re-roll",
    ),
    pytest.param(
        claim_setup(fortifications=2, rp={"attacker": 1}),
        (4, 2),
        [*spend(), reroll(False)],
        id="tie, re-roll declined",
    ),
    pytest.param(
        claim_setup(
            attacker_priority="offence",
            defender_priority="defence",
            main_attack=True,
            mass_assault_rank=0,
            fortifications=1,
            buildings=["mine", "farm"],
            rp={"attacker": 3, "defender": 2},
        ),
        (2, 5),
        spend(2, 1),
        id="every modifier",
    ),
]


@pytest.mark.parametrize(("setup", "dice", "answers"), FINISHED)
def test_every_claim_event_of_a_finished_roll_is_one_non_empty_line(
    setup: dict[str, Any], dice: tuple[int, ...], answers: list[dict[str, Any]]
) -> None:
    state = play(setup, seed_with_dice(*dice), answers)
    assert state.finished
    for event in state.events:
        text = render_event(event, setup)
        if event.kind == "roll":
            assert text == "", "the claim score line shows the die: no line of its own"
            continue
        assert isinstance(text, str) and text.strip(), event
        assert "\n" not in text, "one event, one line"
    kinds = {e.kind for e in state.events} - {"roll"}
    assert {"claim_declared", "claim_score", "claim_compare", "claim_result"} <= kinds


def test_unknown_kinds_and_broken_records_fall_back_to_the_generic_line() -> None:
    setup = claim_setup()
    assert render_event(Event("land_result", {"winner": "attacker"}), setup) is None
    assert render_event(Event("claim_score", {"side": "attacker"}), setup) is None


# -- the declaration ------------------------------------------------------------------------------
def declared(setup: dict[str, Any]) -> str:
    state = play(setup, "render-declared", [])
    text = render_event(state.events[0], setup)
    assert state.events[0].kind == "claim_declared" and text is not None
    return text


def test_the_declaration_names_who_attacks_whom_where_and_what_stands_there() -> None:
    text = declared(
        claim_setup(
            attacker_priority="offence",
            defender_priority="defence",
            main_attack=True,
            fortifications=3,
            buildings=["mill", "farm"],
            rp={"attacker": 2, "defender": 1},
        )
    )
    assert text.index("Ada") < text.index("Hill") < text.index("Bo")
    assert "Ada** (offence)" in text and "Bo** (defence)" in text
    assert "main attack" in text
    assert "3 fortifications" in text and "mill, farm" in text
    assert "Ada may spend up to 2 RP (+2 each)" in text
    assert "Bo may spend up to 1 RP (+1 each)" in text


def test_the_declaration_says_when_and_why_no_rp_may_be_spent() -> None:
    text = declared(claim_setup(rp={"attacker": 3, "defender": 3}))
    assert "no RP may be spent" in text
    assert "not the main attack" in text and "offence priority" in text
    assert "fortification" not in text and "🏠" not in text
    held_none = declared(claim_setup(main_attack=True, defender_priority="defence"))
    assert "no RP may be spent" in held_none and "holds no RP" in held_none


@pytest.mark.parametrize(
    ("rank", "words"),
    [(0, "primary target"), (1, "secondary target"), (2, "tertiary target"), (4, "target 5")],
)
def test_the_declaration_names_the_mass_assault_target(rank: int, words: str) -> None:
    assert f"mass assault, {words}" in declared(claim_setup(mass_assault_rank=rank))


def test_names_are_escaped_and_the_area_name_is_preferred_to_its_key() -> None:
    seats = {
        "attacker": {"user_id": 1, "name": "*Ada*"},
        "defender": {"user_id": 2, "name": "Bo_the_Bold"},
    }
    text = declared(claim_setup(seats=seats, area="north_hill", area_name="North `Hill`"))
    assert r"\*Ada\*" in text and r"Bo\_the\_Bold" in text and r"North \`Hill\`" in text
    assert "north_hill" not in text
    assert "North hill" in declared(claim_setup(area="north_hill"))


# -- the throws -----------------------------------------------------------------------------------
def test_each_score_shows_the_die_every_modifier_and_the_total() -> None:
    setup = claim_setup(
        attacker_priority="offence",
        defender_priority="defence",
        main_attack=True,
        mass_assault_rank=0,
        fortifications=2,
        rp={"attacker": 3, "defender": 2},
    )
    state = play(setup, seed_with_dice(2, 5), spend(attacker=2, defender=1))
    attacker, defender = lines(state, setup)["claim_score"]
    # attacker: 2 + 1 offence + 2 RP x 2 + 2 mass assault = 9
    assert attacker.startswith("🎲 Ada (attacker)") and face(2) in attacker
    for term in ("+1 offence priority", "+4 for 2 RP", "+2 mass assault (primary target)"):
        assert term in attacker
    assert attacker.endswith("= **9**")
    # defender: 5 + 1 defence + 1 RP + 2 fortifications = 9
    assert face(5) in defender
    for term in ("+1 defence priority", "+1 for 1 RP", "+2 fortifications"):
        assert term in defender
    assert defender.endswith("= **9**")
    assert "mass assault" not in defender and "offence" not in defender


def test_a_score_without_modifiers_says_so_and_one_fortification_is_singular() -> None:
    setup = claim_setup(fortifications=1)
    state = play(setup, seed_with_dice(3, 4), spend())
    attacker, defender = lines(state, setup)["claim_score"]
    assert face(3) in attacker and "no modifier" in attacker and attacker.endswith("**3**")
    assert "+1 fortification," not in defender and "+1 fortification =" in defender


def test_the_secondary_target_adds_one() -> None:
    setup = claim_setup(mass_assault_rank=1)
    state = play(setup, seed_with_dice(1, 6), spend())
    attacker = lines(state, setup)["claim_score"][0]
    assert "+1 mass assault (secondary target)" in attacker and attacker.endswith("**2**")


@pytest.mark.parametrize(
    ("dice", "winner_words"),
    [((6, 1), "Ada is higher"), ((1, 6), "Bo is higher"), ((3, 3), "tie")],
)
def test_the_comparison_gives_both_totals_and_who_is_higher(
    dice: tuple[int, int], winner_words: str
) -> None:
    setup = claim_setup()
    state = play(setup, seed_with_dice(*dice), spend())
    (compare,) = lines(state, setup)["claim_compare"]
    assert f"Ada **{dice[0]}**" in compare and f"Bo **{dice[1]}**" in compare
    assert winner_words in compare


# -- ties and the re-roll -------------------------------------------------------------------------
def test_a_tie_offers_the_reroll_and_the_reroll_is_shown_as_such() -> None:
    setup = claim_setup(fortifications=2, buildings=["mill"], rp={"attacker": 1})
    state = play(setup, seed_with_dice(5, 3, 5, 2), [*spend(), reroll(True)])
    by_kind = lines(state, setup)
    (tie,) = by_kind["claim_tie"]
    assert "Ada may pay 1 RP" in tie and "same modifiers" in tie
    (paid,) = by_kind["claim_reroll"]
    assert "Ada pays 1 RP" in paid
    first, second = by_kind["claim_compare"]
    assert first.startswith("⚖️ Claim roll") and "tie" in first
    assert second.startswith("⚖️ Re-roll") and "Ada is higher" in second
    scores = by_kind["claim_score"]
    assert [s[0] for s in scores] == ["🎲", "🎲", "🔁", "🔁"], "re-rolled scores are marked"
    assert face(2) in scores[3] and scores[3].endswith("**4**")


def test_a_tie_without_rp_and_a_declined_reroll_let_the_tie_stand() -> None:
    setup = claim_setup(fortifications=2)
    (tie,) = lines(play(setup, seed_with_dice(4, 2), spend()), setup)["claim_tie"]
    assert "no RP left" in tie and "tie stands" in tie
    setup = claim_setup(fortifications=2, rp={"attacker": 1})
    state = play(setup, seed_with_dice(4, 2), [*spend(), reroll(False)])
    (declined,) = lines(state, setup)["claim_reroll"]
    assert "does not re-roll" in declined


# -- the result -----------------------------------------------------------------------------------
def result_line(setup: dict[str, Any], dice: tuple[int, ...], answers: list[Any]) -> str:
    state = play(setup, seed_with_dice(*dice), answers)
    (text,) = lines(state, setup)["claim_result"]
    return text


def test_the_attacker_takes_the_area_and_destroys_everything() -> None:
    text = result_line(claim_setup(fortifications=3, buildings=["mill", "farm"]), (6, 2), spend())
    assert "Ada takes Hill" in text and "from Bo" in text
    assert "fortifications 3 → 0" in text
    assert "buildings destroyed: mill, farm" in text


def test_the_defender_keeps_the_area_and_loses_one_fortification() -> None:
    text = result_line(claim_setup(fortifications=3, buildings=["mill"]), (1, 6), spend())
    assert "Bo keeps Hill" in text and "after the tie" not in text
    assert "fortifications 3 → 2" in text
    assert "destroyed" not in text and "mill" not in text, "the defender's buildings stand"


def test_a_standing_tie_keeps_the_area_without_fortifications() -> None:
    text = result_line(claim_setup(fortifications=2), (4, 2), spend())
    assert "Bo keeps Hill" in text and "after the tie" in text
    assert "fortifications 2 → 0" in text


def test_no_fortifications_before_or_after_are_not_mentioned() -> None:
    text = result_line(claim_setup(), (1, 6), spend())
    assert "Bo keeps Hill" in text and "fortification" not in text
