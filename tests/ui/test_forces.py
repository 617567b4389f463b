"""The force builder in one step: the panel's buttons, the form, reading what was typed, and the
prefill from what a player set last time."""

from __future__ import annotations

import dataclasses
import re

import discord
import pytest

from bot.battles import LoadedBattle
from bot.engine import Count, set_counts
from bot.games import Game
from bot.i18n import speaking, t
from bot.store import Store
from bot.ui import forces
from bot.ui.custom_ids import BUTTON_TEMPLATE, SELECT_TEMPLATE, BuilderState, ComponentRef
from cogs.soe.rules import RULESET as SOE
from tests.ui.helpers import loaded_battle

REF = ComponentRef(7, 3, "defender", "cnt")
ARMY = Count("armies", "Armies", 0, 20, default=1)
UNITS = [ARMY, Count("fleets", "Fleets", 0, 20), Count("forts", "Forts", 0, 20)]
TILES = [
    Count("army_training", "Army Training tiles", 0, 9),
    Count("navy_training", "Navy Training tiles", 0, 9),
    Count("alliance_land", "Alliance tiles (land)", 0, 9),
    Count("alliance_sea", "Alliance tiles (sea)", 0, 9),
]
FORCES = set_counts(
    "defender", "forces", [*UNITS, *TILES], together=("Tiles", [t.key for t in TILES])
)


def ref(action: str, arg: str = "") -> ComponentRef:
    return dataclasses.replace(REF, action=action, arg=arg)


def panel_items(ask, counts) -> list[discord.ui.Item]:
    """The panel's components for `ask` showing `counts` (the Discord items, not their
    restart-proof wrappers)."""
    view = discord.ui.View(timeout=None)
    forces.add_builder_items(view, ask, BuilderState(tuple(counts)), ref)
    return [child.item for child in view.children]  # type: ignore[attr-defined]


def parsed(item) -> tuple[str, BuilderState]:
    custom_id = item.custom_id
    template = SELECT_TEMPLATE if custom_id.startswith("sgs:") else BUTTON_TEMPLATE
    body = re.fullmatch(template, custom_id)["body"]
    decoded = BuilderState.decode(ComponentRef.parse(body).arg)
    assert decoded is not None
    return decoded


# -- the panel -------------------------------------------------------------------------------------
def test_the_panel_offers_confirm_with_the_counts_shown_and_a_form():
    confirm, change = panel_items(FORCES, (2, 1, 0, 0, 0, 1, 0))
    assert confirm.label == "Confirm: Armies 2 · Fleets 1 · Alliance tiles (land) 1"
    assert parsed(confirm) == ("ok", BuilderState((2, 1, 0, 0, 0, 1, 0)))
    assert change.label == "Change" and parsed(change)[0] == "ed"
    (confirm,) = panel_items(set_counts("a", "x", [ARMY]), (0,))[:1]
    assert confirm.label == "Confirm: Armies 0"  # a single count is named even at zero


def test_a_single_count_is_chosen_in_a_select_within_its_bounds_and_totals():
    spend = set_counts("a", "rp", [Count("rp", "RP to spend", 0, 9)], max_total=3)
    confirm, select = panel_items(spend, (0,))
    assert [o.value for o in select.options] == ["0", "1", "2", "3"]
    assert select.placeholder == "Or choose: RP to spend" and parsed(select)[0] == "ch"
    assert forces.single_values(set_counts("a", "rp", [Count("rp", "RP", 0, 0)])) is None
    wide = set_counts("a", "x", [Count("x", "X", 0, 99)])
    assert forces.single_values(wide) is None  # more than a select holds: the form instead


def test_a_zero_button_stays_out_and_never_doubles_confirm():
    join = set_counts(
        "ally", "ally_forces", UNITS[:2], confirm="Join the attacker", zero="Stay out"
    )
    confirm, _, stay = panel_items(join, (1, 0))
    assert confirm.label == "Join the attacker: Armies 1" and stay.label == "Stay out"
    assert parsed(stay) == ("ok", BuilderState((0, 0)))
    labels = [i.label for i in panel_items(join, (0, 0))]
    assert labels == ["Change", "Stay out"]  # the same answer is not offered twice
    bounded = set_counts("ally", "x", UNITS[:2], min_total=1, zero="Stay out")
    assert "Stay out" not in [i.label for i in panel_items(bounded, (1, 0))]


# -- the form --------------------------------------------------------------------------------------
async def test_the_form_fits_five_components_with_every_unit_type_on_it():
    form = forces.forces_form(REF, FORCES, (2, 1, 0, 1, 0, 0, 0))
    data = form.to_dict()
    assert form.is_finished()  # never stored in memory: every submit reaches the desk by id
    prefix, _, body = data["custom_id"].partition(":")
    assert prefix == forces.MODAL_PREFIX and len(data["custom_id"]) <= 100
    assert ComponentRef.parse(body) == ref("cnt", "set.0.2_1_0_1_0_0_0")
    assert len(data["components"]) <= 5 and len(data["title"]) <= 45
    fields = {c["label"]: c["component"]["value"] for c in data["components"]}
    assert fields == {
        "Armies": "2",
        "Fleets": "1",
        "Forts": "0",
        "Tiles": "Army Training tiles: 1\nNavy Training tiles: 0\n"
        "Alliance tiles (land): 0\nAlliance tiles (sea): 0",
    }
    assert all(len(c["label"]) <= 45 for c in data["components"])


def test_shortcuts_are_one_click_answers_beside_confirm_each_once_and_valid():
    loss = set_counts(
        "defender",
        "losses",
        [Count("infantry", "Infantry", 0, 3), Count("tank", "Tanks", 0, 1)],
        min_total=2,
        max_total=2,
        shortcuts=[
            ("Keep the strongest", {"infantry": 2}),  # what ✅ shows: not twice
            ("Keep my attack", {"infantry": 1, "tank": 1}),
            ("Same again", {"tank": 1, "infantry": 1}),  # the same answer: once
            ("Too many", {"infantry": 3}),  # refused by the ask: not offered
        ],
    )
    items = panel_items(loss, (2, 0))
    labels = [i.label for i in items if isinstance(i, discord.ui.Button)]
    assert labels == ["Confirm: Infantry 2", "Keep my attack: Infantry 1 · Tanks 1", "Change"]
    assert parsed(items[1]) == ("ok", BuilderState((1, 1)))


def test_without_a_hint_four_fields_stand_apart_and_the_rest_share_the_box():
    seven = set_counts("a", "x", [Count(f"u{i}", f"Unit {i}", 0, 5) for i in range(7)])
    layout = forces.form_layout(seven)
    assert layout.apart == (0, 1, 2, 3) and layout.boxed == (4, 5, 6)
    assert forces.form_layout(set_counts("a", "x", UNITS)).boxed == ()


def typed(**texts: str) -> dict[str, str]:
    return {"n0": "2", "n1": "1", "n2": "0", "box": "", **texts}


def test_reading_the_form_answers_with_the_numbers_typed():
    box = "army training tiles: 2\n\n  Alliance tiles (sea) : 1 "
    reading = forces.read_form(FORCES, (1, 0, 0, 0, 3, 0, 0), typed(box=box))
    assert reading.problems == ()
    assert reading.value == {
        "armies": 2,
        "fleets": 1,
        "forts": 0,
        "army_training": 2,
        "navy_training": 3,
        "alliance_land": 0,
        "alliance_sea": 1,
    }  # fmt: skip  (a line left out keeps what the form showed)


@pytest.mark.parametrize(
    ("texts", "problem", "kept"),
    [
        (typed(n0="two"), "Armies: a number from 0 to 20, not “two”.", (1, 1, 0)),
        (typed(n0="-1"), "Armies: a number from 0 to 20, not “-1”.", (1, 1, 0)),
        (typed(n0="３"), "Armies: a number from 0 to 20, not “３”.", (1, 1, 0)),
        (typed(n1="25"), "Fleets: a number from 0 to 20, not 25.", (2, 25, 0)),
        (typed(box="Cannons: 2"), "“Cannons: 2”: write one per line, as “name: number”.", None),
        (typed(box="Navy Training tiles 2"), "write one per line", None),
        (typed(box="Navy Training tiles: 1\nnavy training tiles: 2"), "given twice", None),
    ],
)
def test_a_bad_number_is_refused_with_a_reason_and_what_was_typed_kept(texts, problem, kept):
    reading = forces.read_form(FORCES, (1, 0, 0, 0, 0, 0, 0), texts)
    assert reading.value is None
    assert any(problem in p for p in reading.problems), reading.problems
    if kept is not None:
        assert reading.typed[:3] == kept


def test_the_ask_judges_the_whole_answer():
    muster = set_counts("a", "m", [ARMY, Count("c", "Cavalry", 0, 2)], min_total=1)
    reading = forces.read_form(muster, (1, 0), {"n0": "0", "n1": "0"})
    assert reading.problems == ("At least 1 in all.",) and reading.typed == (0, 0)
    retry = forces.retry_view(REF, reading.typed)
    (button,) = [child.item for child in retry.children]  # type: ignore[attr-defined]
    assert button.label == "Try again" and parsed(button) == ("ed", BuilderState((0, 0)))


def test_form_values_are_found_in_labels_and_in_rows():
    data = {
        "custom_id": "sgm:1",
        "components": [
            {"type": 18, "id": 1, "component": {"type": 4, "custom_id": "n0", "value": "3"}},
            {"type": 1, "components": [{"type": 4, "custom_id": "box", "value": "a: 1"}]},
        ],
    }
    assert forces.form_values(data) == {"n0": "3", "box": "a: 1"}


def test_builder_ids_refuse_what_no_panel_carries():
    for arg in ("ok.0.1_", "zz.0.1", "ok.0." + "1" * 5, "set.0." + "_".join(["1"] * 13)):
        assert BuilderState.decode(arg) is None, arg
    assert BuilderState.decode("ed.0.9999_0") == ("ed", BuilderState((9999, 0)))


# -- prefill ---------------------------------------------------------------------------------------
SOE_QUICK = {
    "seats": {
        "attacker": {"user_id": 11, "name": "Ada"},
        "defender": {"user_id": 22, "name": "Bo"},
        "attacker_ally": {"user_id": 33, "name": "Cy"},
    },
    "area": "german_states",
    "defender_kind": "player",
    "collect_forces": True,
    "one_step": True,
}


def soe_battle(answers: list, shown: dict | None = None) -> LoadedBattle:
    game = Game("soe", "Struggle of Empires", SOE)
    return loaded_battle(game, SOE_QUICK, answers, seed="seed", shown=shown)


def test_the_prefill_is_clamped_to_the_asks_bounds_and_ignores_what_it_does_not_ask():
    saved = {"attacker": {"forces": {"armies": 40, "fleets": 3, "army_training": 2}}}
    loaded = soe_battle([], {"prefill": saved})
    prefill = forces.prefilled(loaded, loaded.state.pending)
    keys = [c.key for c in loaded.state.pending.counts]
    assert keys == ["armies", "army_training", "alliance_land", "alliance_either"]  # no sea
    assert prefill == BuilderState((20, 2, 0, 0))
    assert forces.prefilled(soe_battle([]), loaded.state.pending) is None


def test_a_prefill_the_ask_refuses_or_a_stay_out_falls_back_to_the_defaults():
    answers = [
        {"seq": 0, "seat": "attacker", "value": {"armies": 1}},
        {"seq": 1, "seat": "defender", "value": {"armies": 1}},
    ]
    out = {"attacker_ally": {"ally_forces": {"armies": 0}}}
    loaded = soe_battle(answers, {"prefill": out})
    assert loaded.state.pending.purpose == "ally_forces"
    assert forces.prefilled(loaded, loaded.state.pending) is None  # "Stay out" has a button
    refused = {"attacker": {"forces": {"armies": 0}}}  # the attacker needs an army on land
    loaded = soe_battle([], {"prefill": refused})
    assert forces.prefilled(loaded, loaded.state.pending) == BuilderState((1, 0, 0, 0))


async def test_counts_are_remembered_per_server_player_game_and_purpose(tmp_path):
    store = await Store.open(tmp_path / "s.db")
    try:
        created = await store.create_battle(
            1, game="soe", setup=SOE_QUICK, seed="seed", channel_id=5, created_by=11
        )
        loaded = dataclasses.replace(soe_battle([]), battle=created)
        ask = loaded.state.pending
        used = forces.forces_used(loaded, "attacker", ask, {"armies": 3, "army_training": 1})
        await store.append_answer(
            1,
            created.id,
            expected_count=0,
            answer={"seq": 0, "seat": "attacker", "value": {"armies": 3, "army_training": 1}},
            user_id=11,
            remember=used,
        )
        await store.remember_counts(1, 11, "soe", "forces", {"forts": 2})  # merged, not replaced
        await store.remember_counts(2, 11, "soe", "forces", {"armies": 9})  # another server
        await store.remember_counts(1, 11, "demo", "forces", {"armies": 8})  # another game
        assert await store.remembered_counts(1, 11, "soe") == {
            "forces": {"armies": 3, "army_training": 1, "forts": 2}
        }
        started = await forces.with_prefill(store, loaded)
        assert started.battle.shown["prefill"] == {
            "attacker": {"forces": {"armies": 3, "army_training": 1, "forts": 2}}
        }
        stored = await store.get_battle(1, created.id)
        assert stored.shown["prefill"] == started.battle.shown["prefill"]
        assert forces.prefilled(started, ask) == BuilderState((3, 1, 0, 0))

        # a campaign's battles default to what the campaign holds, and teach nothing
        campaign = dataclasses.replace(loaded, battle=dataclasses.replace(created, campaign_id=4))
        assert (await forces.with_prefill(store, campaign)) is campaign
        assert forces.forces_used(campaign, "attacker", ask, {"armies": 5}) is None
    finally:
        await store.close()


def test_an_ask_with_one_possible_answer_offers_confirm_alone():
    fixed = set_counts("a", "rp", [Count("rp", "RP to spend", 0, 0)])
    assert [i.label for i in panel_items(fixed, (0,))] == ["Confirm: RP to spend 0"]
    assert forces.hint(fixed) == "✅ confirm"
    assert "choose another number" in forces.hint(set_counts("a", "rp", [Count("rp", "RP", 0, 3)]))
    assert "✏️" in forces.hint(FORCES)


async def test_the_same_counts_again_are_not_written_again(tmp_path):
    store = await Store.open(tmp_path / "s.db")
    try:
        await store.remember_counts(1, 11, "soe", "forces", {"armies": 3})
        commits = store._driver.commits
        await store.remember_counts(1, 11, "soe", "forces", {"armies": 3})  # a confirmed prefill
        assert store._driver.commits == commits
        await store.remember_counts(1, 11, "soe", "forces", {"armies": 4})
        await store.remember_counts(1, 11, "soe", "forces", {"armies": 3})  # back: written
        assert store._driver.commits == commits + 2
        assert await store.remembered_counts(1, 11, "soe") == {"forces": {"armies": 3}}
    finally:
        await store.close()


@pytest.mark.parametrize("lang", ["en", "it", "uk"])
def test_a_box_full_of_bad_lines_is_refused_in_one_message_that_fits(lang: str) -> None:
    """The box holds 1,000 characters: as many wrong lines as fit are told as the first few and
    how many more, within Discord's 2,000 characters, in the player's language."""
    box = "\n".join(["Infantry: x"] * 90)[:1000]
    with speaking(lang):
        reading = forces.read_form(FORCES, (1, 0, 0, 0, 0, 0, 0), typed(box=box))
        refusal = forces.refusal_text(reading.problems)
        nothing_sent = t("forces-nothing-sent")
    assert len(reading.problems) == 84
    assert len(refusal) <= 2000 and refusal.count("⚠️") == forces.PROBLEMS_SHOWN
    assert "79" in refusal and refusal.endswith(nothing_sent)
    assert "forces-more-problems" not in refusal
