"""The battle panel for every kind of ask: valid components whose ids parse back to the ask."""

from __future__ import annotations

import re

import discord

from bot.battles import LoadedBattle
from bot.engine import (
    Count,
    LiveBattle,
    Option,
    Outcome,
    choose_many,
    choose_one,
    set_counts,
    yes_no,
)
from bot.games import Game
from bot.ui.custom_ids import BUTTON_TEMPLATE, SELECT_TEMPLATE, BuilderState, ComponentRef
from bot.ui.desk import _step, verify_text
from bot.ui.forces import forces_form
from bot.ui.render import render_panel, render_secret_panel
from tests.demo.rules import RULESET
from tests.ui.helpers import loaded_battle

SETUP = {
    "seats": {
        "attacker": {"user_id": 11, "name": "Alice"},
        "defender": {"user_id": 22, "name": "Bob"},
    },
    "max_units": 4,
}


def loaded(answers: list[dict], status: str = "active", ruleset=RULESET) -> LoadedBattle:
    game = Game("demo", "Skirmish", ruleset)
    return loaded_battle(game, SETUP, answers, seed="fixed-seed", status=status)


def custom_ids(view: discord.ui.View) -> list[str]:
    """The answer components (the 🔍 Verify button every panel carries aside)."""
    ids = [item.custom_id for item in view.children]  # type: ignore[attr-defined]
    return [i for i in ids if not i.startswith("sgv:")]


def parse(custom_id: str) -> ComponentRef | None:
    for template in (BUTTON_TEMPLATE, SELECT_TEMPLATE):
        match = re.fullmatch(template, custom_id)
        if match:
            return ComponentRef.parse(match["body"])
    return None


def check_components(view: discord.ui.View, seq: int) -> list[ComponentRef]:
    ids = custom_ids(view)
    assert len(ids) == len(set(ids)), "custom_ids must be unique on a message"
    refs = []
    for custom_id in ids:
        assert 1 <= len(custom_id) <= 100
        ref = parse(custom_id)
        assert ref is not None, custom_id
        assert ref.battle_id == 7 and ref.seq == seq
        refs.append(ref)
    rows = view.to_components()
    assert len(rows) <= 5 and all(len(r["components"]) <= 5 for r in rows)
    return refs


def test_force_builder_panel_mentions_the_asked_player_and_carries_counts():
    panel = render_panel(loaded([]))
    assert "<@11>" in panel.content and "<@22>" not in panel.content
    refs = check_components(panel.view, 0)
    confirm = [r for r in refs if r.arg.startswith("ok.")]
    assert len(confirm) == 1
    op, state = BuilderState.decode(confirm[0].arg)
    assert state.counts == (1, 0)  # the defaults of the demo's force ask
    assert "fixed-seed" not in str(panel.embed.to_dict())  # the audit detail is behind 🔍 Verify
    assert [c.custom_id for c in panel.view.children][-1] == "sgv:7"


def test_builder_steps_stay_within_bounds():
    ask = set_counts("a", "muster", [Count("x", "X", 0, 2), Count("y", "Y", 1, 3, default=1)])
    state = BuilderState((2, 1), 0)
    assert _step(state, "p0", ask).counts == (2, 1)  # already at its high bound
    assert _step(state, "m1", ask).counts == (2, 1)  # already at its low bound
    assert _step(state, "m0", ask).counts == (1, 1)
    assert _step(state, "p1", ask).counts == (2, 2)


def test_a_builder_of_six_unit_types_shows_them_all_in_one_form():
    counts = [Count(f"u{i}", f"Unit {i}", 0, 5) for i in range(6)]

    class Six:
        key = "six"
        name = "Six"

        def validate_setup(self, setup):
            pass

        def procedure(self, b):
            yield set_counts("attacker", "muster", counts)
            yield choose_one("attacker", "never", [Option("a", "A")])

    first = render_panel(loaded([], ruleset=Six()))
    refs = check_components(first.view, 0)
    assert sorted(r.arg.split(".")[0] for r in refs) == ["ed", "ok"]  # no paging, no − / +
    edit = next(r for r in refs if r.arg.startswith("ed."))
    form = forces_form(edit, set_counts("attacker", "muster", counts), (0,) * 6)
    shown = str(form.to_dict())
    assert all(f"Unit {i}" in shown for i in range(6))


def test_choose_one_yes_no_and_many_render_by_option_index():
    class Kinds:
        key = "k"
        name = "K"

        def validate_setup(self, setup):
            pass

        def procedure(self, b):
            yield choose_one("defender", "ground", [Option("hill", "Hill"), Option("sea", "Sea")])
            yield yes_no("attacker", "fight_at_sea")
            options = [Option(f"o{i}", f"Option {i}") for i in range(30)]
            yield choose_many("defender", "losses", options, low=2, high=3)

    first = render_panel(loaded([], ruleset=Kinds()))
    refs = check_components(first.view, 0)
    assert [(r.seat, r.action, r.arg) for r in refs] == [
        ("defender", "pick", "0"),
        ("defender", "pick", "1"),
    ]
    second = render_panel(loaded([{"seq": 0, "seat": "defender", "value": "sea"}], ruleset=Kinds()))
    assert [(r.action) for r in check_components(second.view, 1)] == ["yes", "no"]
    third = render_panel(
        loaded(
            [
                {"seq": 0, "seat": "defender", "value": "sea"},
                {"seq": 1, "seat": "attacker", "value": True},
            ],
            ruleset=Kinds(),
        )
    )
    select, verify = third.view.children
    assert verify.custom_id == "sgv:7"
    assert (select.item.min_values, select.item.max_values) == (2, 3)
    assert len(select.item.options) == 25  # Discord's limit


def demo_answers_to_secret() -> list[dict]:
    return [
        {"seq": 0, "seat": "attacker", "value": {"infantry": 2, "cavalry": 1}},
        {"seq": 1, "seat": "defender", "value": "hill"},
    ]


def test_secret_ask_shows_a_lock_per_seat_and_hides_answers():
    answers = [*demo_answers_to_secret(), {"seq": 2, "seat": "defender", "value": "assault"}]
    panel = render_panel(loaded(answers))
    refs = check_components(panel.view, 2)
    assert [(r.seat, r.action) for r in refs] == [("attacker", "open"), ("defender", "open")]
    disabled = {i.custom_id: i.item.disabled for i in panel.view.children}
    assert disabled[refs[1].custom_id(prefix="sg")] and not disabled[refs[0].custom_id()]
    text = panel.embed.description + "".join(f.value for f in panel.embed.fields)
    assert "ssault" not in text  # the defender's tactic stays secret
    assert "<@11>" in panel.content and "<@22>" not in panel.content

    private = render_secret_panel(loaded(answers), "attacker")
    assert [r.action for r in check_components(private.view, 2)] == ["pick", "pick"]


def test_finished_battle_shows_the_result_and_reveals_the_seed():
    answers = [
        *demo_answers_to_secret(),
        {"seq": 2, "seat": "defender", "value": "assault"},
        {"seq": 2, "seat": "attacker", "value": "feint"},
    ]
    battle = loaded(answers, status="finished")
    panel = render_panel(battle)
    assert [c.custom_id for c in panel.view.children] == ["sgv:7"] and panel.content == ""
    winner = battle.state.outcome.winner
    expected = "Draw" if winner is None else f"{battle.seat_name(winner)} wins"
    assert expected in panel.embed.fields[0].value
    assert "Attack (3d6)" in panel.embed.description  # the last steps, not the whole story
    assert len(panel.embed.description.splitlines()) <= 8
    assert "fixed-seed" in verify_text(battle)  # revealed behind 🔍 Verify once it is over


def test_cancelled_battle_has_no_buttons_even_with_an_open_ask():
    panel = render_panel(loaded([], status="cancelled"))
    assert [c.custom_id for c in panel.view.children] == ["sgv:7"] and panel.content == ""
    battle = loaded([], status="cancelled")
    assert "fixed-seed" in verify_text(battle)
    assert "fixed-seed" not in verify_text(loaded([]))  # never while the battle is on


def test_malformed_ids_do_not_parse():
    for body in ["7:0:attacker", "7:0:Attacker:pick", "0:0:a:pick", "7:0:a:drop:1", "7:x:a:pick"]:
        assert ComponentRef.parse(body) is None
    assert BuilderState.decode("p1.0.3_x") is None
    assert BuilderState.decode("zz.0.1") is None


class Siege:
    """Round after round the attacker presses on; each round one logged line and a die that
    shows within it (rendered as no line of its own)."""

    key = "siege"
    name = "Siege"

    def validate_setup(self, setup) -> None:
        pass

    def procedure(self, b):
        for number in range(1, 1000):
            if not (yield yes_no("attacker", "press_on")):
                return Outcome(winner="defender")
            b.dice.d6("assault", side="attacker")
            b.log("siege_round", round=number)
        return Outcome(winner="attacker")


def siege_line(event, setup) -> str | None:
    return f"round {event['round']}" if event.kind == "siege_round" else ""


def test_the_panel_renders_only_the_events_since_it_was_last_rendered():
    rendered: list[int] = []

    def counting(event, setup):
        rendered.append(1)
        return siege_line(event, setup)

    game = Game("siege", "Siege", Siege(), render_event=counting)
    battle = loaded_battle(game, SETUP, [], battle_id=31).battle
    runner = LiveBattle(game.ruleset, SETUP, "seed")
    for seq in range(40):
        state = runner.feed({"seq": seq, "seat": "attacker", "value": True})
        rendered.clear()
        panel = render_panel(LoadedBattle(battle, game, state))
        assert len(rendered) == 2  # this round's die and line, not the 2 × 40 before them
    lines = panel.embed.description.splitlines()
    assert lines[-4:] == ["round 37", "round 38", "round 39", "round 40"]
    assert "36" in lines[-5]  # 36 earlier steps, as a full render counts them

    # taken back (replayed: new events) or rendered from scratch: the same panel
    replayed = loaded_battle(game, SETUP, runner_answers(40), battle_id=31)
    rendered.clear()
    assert render_panel(replayed).embed.description == panel.embed.description
    assert len(rendered) == 80
    shorter = loaded_battle(game, SETUP, runner_answers(39), battle_id=31)
    assert render_panel(shorter).embed.description.splitlines()[-1] == "round 39"


def runner_answers(count: int) -> list[dict]:
    return [{"seq": seq, "seat": "attacker", "value": True} for seq in range(count)]


def test_a_panel_repaired_keeps_no_story():
    """The story of a battle looked at without play (kept=False: a panel repaired at start-up)
    is not remembered; a played one's is, so its next panel renders only the new steps."""
    from dataclasses import replace

    from bot.ui import render

    battle = loaded(demo_answers_to_secret())
    key = (battle.battle.guild_id, battle.battle.id, "en")
    render._STORIES.pop(key, None)
    looked = render_panel(replace(battle, kept=False))
    assert key not in render._STORIES
    played = render_panel(battle)
    assert render._STORIES[key].events == len(battle.state.events_for(None)) > 0
    assert played.embed.description == looked.embed.description
