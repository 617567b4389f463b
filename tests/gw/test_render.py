"""The Discord layer's words: every event kind the procedures log reads in English, Italian and
Ukrainian without a catalog key, a Fluent error or a snake_case name leaking; the asks, the
board and the 📊 Odds of quick battles (muster.py) the same."""

from __future__ import annotations

import logging
import re

import pytest

from bot.engine import AskKind, Event, replay
from bot.i18n import Lang, speaking
from cogs.gw.board import board
from cogs.gw.live import decision_odds
from cogs.gw.muster import filled_setup
from cogs.gw.render import EVENT_KINDS, render_event
from cogs.gw.rules import RULESET
from cogs.gw.texts import localize_ask

SEATS = {"attacker": {"user_id": 1, "name": "Ada"}, "defender": {"user_id": 2, "name": "Bo"}}
LANGUAGES = ("en", "it", "uk")
LEAKS = re.compile(r"gw-|\{|\}|(?<![\w/])[a-z]+_[a-z_]+\b|Unknown|None|\bnan\b")


def shell(kind: str, **muster) -> dict:
    techs = {"bombing": ["heavy_bomber"], "naval": ["called_shots"], "land": ["gas"]}[kind]
    return {
        "seats": SEATS,
        "kind": kind,
        "muster": {"attacker": {"technologies": techs}, "defender": {}, **muster},
    }


def answer(ask, forces):
    if ask.purpose == "forces":
        return forces.get(ask.fields["side"]) or {c.key: c.default for c in ask.counts}
    if ask.kind is AskKind.SET_COUNTS:
        presets = ask.fields.get("presets")
        if presets:
            return next(iter(presets.values()))
        return {c.key: c.high for c in ask.counts}  # every sub dives, every hunter hunts
    if ask.kind is AskKind.CHOOSE_ONE:
        retreat = [o.key for o in ask.options if o.key.startswith("retreat")]
        return retreat[0] if retreat and ask.purpose == "defender_decision" else "continue"
    return True  # withdraw the air units


def play(setup: dict, forces: dict, seed: str):
    answers, states = [], []
    for _ in range(300):
        state = replay(RULESET, setup, seed, answers)
        states.append(state)
        if state.outcome is not None:
            return states
        ask = state.pending
        answers.append({"seq": state.ask_seq, "seat": ask.seat, "value": answer(ask, forces)})
    raise AssertionError("the battle did not end")


BATTLES = [
    (
        shell("land", defender_retreat=True),
        {
            "attacker": {"infantry": 3, "artillery": 2, "fighter": 2, "adjacent_rail_guns": 1},
            "defender": {"infantry": 2, "entrenched_infantry": 2, "fort": 1, "fighter": 1},
        },
    ),
    (
        shell("naval", mined_zones=1),
        {
            "attacker": {"destroyer": 2, "dreadnought": 1, "transport": 1, "submarine": 1},
            "defender": {"submarine": 2, "cruiser": 1, "zeppelin": 1},
        },
    ),
    (shell("bombing", target_value=3), {"attacker": {"bomber": 2, "zeppelin": 2, "fighter": 1}}),
]

SYNTHETIC = [
    Event("stalemate", {"wave": 0, "round": 2}),
    Event("standing", {"side": "defender", "choice": "retreat30", "rule": {}}),
    Event("walked_in", {"wave": 0, "nations": ["attacker"]}),
    Event("wave_started", {"wave": 1, "nations": ["england", "france"]}),
    Event("air_withdrawn", {"side": "defender", "round": 1}),
    Event("hunting", {"wave": 0, "hunters": {}}),
    Event("submerged", {"round": 1, "units": {}}),
    Event("air_superiority", {"wave": 0, "side": None, "fought": True}),
    Event("attacker_decision", {"wave": 0, "round": 2, "choice": "contest", "win_chance": 0.25}),
    Event("battle_ended", {"result": "contested", "rounds": 21, "survivors": {}, "tuv_lost": {}}),
    Event(
        "battle_ended",
        {
            "result": "mutual_destruction",
            "rounds": 2,
            "survivors": {},
            "tuv_lost": {"attacker": 3, "defender": 4},
        },
    ),  # fmt: skip
    Event(
        "losses",
        {
            "side": "attacker",
            "restriction": "called",
            "placed_by": "defender",
            "destroyed": {"transport": 1},
            "changes": {},
            "how": "chosen",
        },
    ),  # fmt: skip
]


@pytest.fixture(scope="module")
def played():
    return [(setup, play(setup, forces, f"seed-{n}")) for n, (setup, forces) in enumerate(BATTLES)]


@pytest.fixture
def errors(caplog):
    caplog.set_level(logging.ERROR, logger="bot.i18n")
    return caplog


def clean(text: str, where: str) -> None:
    leak = LEAKS.search(text.replace("**", ""))
    assert leak is None, f"{where}: {leak.group(0)!r} in {text!r}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_event_kind_reads_in_every_language(played, errors, code):
    seen = set()
    with speaking(Lang.of(code)):
        for setup, states in played:
            for event in [*states[-1].events, *SYNTHETIC]:
                line = render_event(event, setup)
                assert line is not None, event.kind
                seen.add(event.kind)
                for part in line.splitlines():
                    clean(part, f"{code} {event.kind}")
    assert set(EVENT_KINDS) <= seen
    assert not errors.records, [r.getMessage() for r in errors.records]


def test_the_battles_cover_the_rare_events(played):
    kinds = {e.kind for _, states in played for e in states[-1].events}
    assert {"mines", "submerged", "hunting", "air_superiority", "forces", "altitude",
            "bombing", "raid_ended", "rail_guns", "defender_decision"} <= kinds  # fmt: skip


@pytest.mark.parametrize("code", LANGUAGES)
def test_asks_boards_and_odds_read_in_every_language(played, errors, code):
    with speaking(Lang.of(code)):
        for setup, states in played:
            for state in states:
                for line in board(setup, state):
                    clean(line, f"{code} board")
                ask = state.pending
                if ask is None:
                    continue
                shown = localize_ask(ask, setup)
                clean(str(shown.fields.get("prompt")), f"{code} {ask.purpose} prompt")
                for item in [*shown.counts, *shown.options]:
                    clean(item.label, f"{code} {ask.purpose} label")
                if shown.fields.get("confirm"):
                    clean(shown.fields["confirm"], f"{code} {ask.purpose} confirm")
    assert not errors.records, [r.getMessage() for r in errors.records]


def test_a_loss_ask_offers_the_cheapest_preset_on_its_confirm(played):
    setup, states = played[0]
    for state in states:
        ask = state.pending
        if ask is not None and ask.purpose == "losses":
            shown = localize_ask(ask, setup)
            defaults = {c.key: c.default for c in shown.counts if c.default}
            assert defaults == {k: n for k, n in ask.fields["presets"]["cheapest"].items() if n}
            assert shown.fields["confirm"] == "Cheapest first"
            assert shown.validate({c.key: c.default for c in shown.counts})
            return
    raise AssertionError("no loss ask was played")


def test_the_odds_button_rows_for_a_decision(played, errors):
    setup, states = played[0]
    state = next(s for s in states if s.pending and s.pending.purpose == "attacker_decision")
    rows = decision_odds(setup, state, "attacker")
    assert rows  # LazyOdds: true at once
    labels = [label for label, _ in rows]
    assert labels[0].startswith("Fight on") and any("Retreat" in label for label in labels)
    for _, outcomes in rows:
        assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
        assert outcomes[0][0] == "You win"
    assert not errors.records


def test_the_muster_fills_the_setup_and_the_forces_ask_has_no_odds(played):
    setup, states = played[0]
    assert filled_setup(setup, states[0].events) is None
    assert decision_odds(setup, states[0], "attacker") is None
    full = filled_setup(setup, states[-1].events)
    assert full["attackers"][0]["adjacent_rail_guns"] == 1
    assert full["defender"]["units"]["entrenched_infantry"] == 2
