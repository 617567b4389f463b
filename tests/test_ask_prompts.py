"""Every ask of an installed game carries the words players read (`prompt`), so no panel or call
falls back to the ask's internal name ("Claim rp", "Claim spend")."""

from __future__ import annotations

import ast
from pathlib import Path

from bot.engine import AskKind
from tests.claim.helpers import claim_setup, play, seed_with_dice, spend
from tests.e2e.wording import ASK_CONSTRUCTORS, ask_name_patterns

REPO = Path(__file__).resolve().parents[1]


def test_every_ask_in_the_rulesets_has_a_prompt() -> None:
    missing = []
    rulesets = sorted(REPO.glob("cogs/*/rules.py"))
    assert len(rulesets) >= 2
    for path in rulesets:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            name = getattr(getattr(node, "func", None), "id", None)
            prompted = any(k.arg in ("prompt", None) for k in getattr(node, "keywords", ()))
            if isinstance(node, ast.Call) and name in ASK_CONSTRUCTORS and not prompted:
                missing.append(f"{path.relative_to(REPO)}:{node.lineno} {name}")
    assert not missing, missing


def no_internal_name(prompt: str) -> bool:
    return not any(p.search(prompt) for p in ask_name_patterns())


def test_the_claim_rolls_asks_read_as_words() -> None:
    state = play(claim_setup(main_attack=True, rp={"attacker": 2, "defender": 0}), "s", [])
    ask = state.pending
    assert ask is not None and ask.kind is AskKind.SECRET
    assert ask.fields["prompt"] == "Both sides choose their RP in secret"
    spend_rp = ask.inner("attacker").fields["prompt"]
    none = ask.inner("defender").fields["prompt"]  # offence priority: the defender may not spend
    assert spend_rp == "RP you spend on this claim roll"
    assert none.startswith("You may spend no RP on this roll")
    # a tie, and the attacker has RP left to re-roll
    tie = play(
        claim_setup(main_attack=True, rp={"attacker": 2, "defender": 0}),
        seed_with_dice(3, 3),
        spend(0, 0),
    )
    assert tie.pending is not None and tie.pending.kind is AskKind.YES_NO
    reroll = tie.pending.fields["prompt"]
    assert reroll == "A tie: pay 1 RP for both sides to roll again?"
    assert all(no_internal_name(p) for p in (ask.fields["prompt"], spend_rp, none, reroll))
    assert not no_internal_name("Claim rp")  # the check itself sees an internal name
