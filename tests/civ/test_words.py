"""Every event and every ask of Civilization battles, worded in English, Italian and Ukrainian:
each event kind has its own line, no internal name or Python literal reaches a reader, the board
shows the fronts, and a turn's private ask shows the player's hand."""

from __future__ import annotations

import re

import pytest

from bot.engine import AskKind, replay
from bot.i18n import speaking
from cogs.civ.combat import ATTACKER, DEFENDER
from cogs.civ.parse import TypedError, parse_cards, parse_count_or_cards
from cogs.civ.render import board, render_event
from cogs.civ.rules import RULESET
from cogs.civ.texts import localize_ask
from tests.civ.helpers import SEATS, first_option, play, setup, side

LANGS = ("en", "it", "uk")
SNAKE = re.compile(r"(?<![\w/.:#=&?%-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w/.(-])")
LITERAL = re.compile(r"[{\[]'|\bNone\b|\bTrue\b|\bFalse\b|\{ ?\$")


def attacking(ask, state, seat):
    if ask.purpose == "loot_resources":
        return {ask.counts[0].key: 1, ask.counts[1].key: 1}
    if ask.kind is AskKind.SET_COUNTS:
        return {c.key: c.default for c in ask.counts}
    keys = [o.key for o in ask.options]
    attacks = [k for k in keys if "@" in k and not k.endswith("@new")]
    return attacks[0] if attacks else keys[-1]


BATTLES = [
    setup(side(["infantry_2", "mounted_3", "artillery_1"], armies=2, barracks=1),
          side(["mounted_2", "artillery_3", "infantry_1"], fundamentalism=True)),
    setup(side(["infantry_3", "mounted_3", "artillery_3"], armies=3, generals=1),
          side(["infantry_1"], armies=1, scouts=1), kind="city", fortified=True),
    setup(side(["infantry_3", "mounted_3", "artillery_3"], armies=2, generals=2),
          side([], armies=0), kind="capital"),
    setup(side(["infantry_1", "infantry_1"]), side(["infantry_1"]), rules={"wisdom_warfare": True}),
    setup(side(["infantry_3"]), side(["mounted_1"], armies=0, scouts=2)),
    {"seats": SEATS, "square": {"kind": "village"}, "auto": [DEFENDER],
     "sides": {ATTACKER: side(["infantry_3", "mounted_3", "artillery_3", "aircraft_7",
                              "aircraft_6"], armies=3)}},
]  # fmt: skip


def clean(text: str) -> None:
    assert text.strip(), "an empty line"
    assert not SNAKE.search(text), text
    assert not LITERAL.search(text), text


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_reads_in_each_language(lang):
    kinds = set()
    for number, s in enumerate(BATTLES):
        state = play(s, attacking, seed=f"words-{number}")
        with speaking(lang):
            for event in state.events_for(None):
                line = render_event(event, s)
                if event.kind == "roll":
                    assert line == ""
                    continue
                assert line is not None, f"no words for {event.kind}"
                clean(line)
                kinds.add(event.kind)
            for line in board(s, state):
                clean(line)
    assert kinds >= {"sides", "bonus", "first", "play", "resolve", "casualties", "returned",
                     "loot", "razed", "capital", "no_battle", "village", "plays_out"}  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
def test_every_ask_reads_in_each_language(lang):
    s = {"seats": SEATS, "square": {"kind": "city"}}
    answers = []
    seen = set()
    for _ in range(40):
        state = replay(RULESET, s, "asks", answers)
        if state.outcome is not None:
            break
        ask = state.pending
        with speaking(lang):
            shown = localize_ask(ask, s)
            clean(shown.fields["prompt"])
            for seat in state.waiting_for:
                inner = shown.inner(seat)
                seen.add(inner.purpose)
                clean(inner.fields["prompt"])
                for item in (*inner.options, *inner.counts):
                    clean(item.label)
                    assert len(item.label) <= 80
                if inner.purpose == "play":
                    assert all("→" in o.label for o in inner.options)
                    assert "🂠" in inner.fields["prompt"]
        for seat in state.waiting_for:
            inner = ask.inner(seat)
            if inner.purpose == "army" and seat == ATTACKER:
                value = {c.key: c.default for c in inner.counts} | {"armies": 3}
            elif inner.purpose == "loot":
                value = (
                    "resources"
                    if "resources" in {o.key for o in inner.options}
                    else (inner.options[0].key)
                )
            elif inner.purpose == "loot_resources":
                value = {inner.counts[0].key: 1}
            else:
                value = first_option(inner, state, seat)
            answers.append({"seq": state.ask_seq, "seat": seat, "value": value})
    assert {"army", "play"} <= seen


def test_cards_are_read_as_players_type_them_in_any_language():
    typed = parse_cards("infantry 2, 2x knight 3, Arciere 1, кіннота 3, 3 artillery")
    assert typed.cards == ["infantry_2", "mounted_2", "mounted_2", "artillery_1", "mounted_3"]
    assert typed.ranks == {"mounted": 2, "artillery": 1}
    assert typed.random == {"artillery": 3}
    assert parse_count_or_cards(" 5 ") == 5
    with pytest.raises(TypedError) as bad:
        parse_cards("dragon 3")
    assert bad.value.piece == "dragon 3"
    with pytest.raises(TypedError):
        parse_cards("infantry 9")
