"""The platform speaks each reader's language: the panel, the thread and the calls in the
battle's (the server's or its campaign's), a click's private answers in the clicker's."""

from __future__ import annotations

import dataclasses
import re
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.engine import Ask, Option, choose_one
from bot.games import Game
from bot.i18n import Lang, current, speaking, t
from bot.ui.components import BattleButton
from bot.ui.custom_ids import ComponentRef
from bot.ui.desk import BattleDesk, verify_text
from bot.ui.forces import forces_form, read_form, refusal_text
from bot.ui.names import no_such
from bot.ui.narration import battle_lang
from bot.ui.odds import chart_title, odds_text
from bot.ui.pictures import chart_percent
from bot.ui.render import render_panel, render_secret_panel
from tests.demo.rules import RULESET
from tests.ui.helpers import loaded_battle

SETUP = {
    "seats": {
        "attacker": {"user_id": 11, "name": "Alice"},
        "defender": {"user_id": 22, "name": "Bohdan"},
    },
    "max_units": 4,
}
FORCES = {"seq": 0, "seat": "attacker", "value": {"infantry": 2, "cavalry": 1}}
GROUND = {"seq": 1, "seat": "defender", "value": "hill"}
KEY_NAME = re.compile(r"\b(ui|battle|forces|odds|consent|cmd)-[a-z0-9-]+\b")


def loaded(answers: list[dict], game: Game | None = None, **kwargs: Any):
    return loaded_battle(game or Game("demo", "Skirmish", RULESET), SETUP, answers, **kwargs)


def panel_text(panel) -> str:
    """Everything a panel shows: its content, its embed, its components' labels."""
    parts = [panel.content or "", str(panel.embed.to_dict() if panel.embed else "")]
    parts += [str(row) for row in panel.view.to_components()] if panel.view else []
    return "\n".join(parts)


def no_key_leaks(text: str) -> None:
    assert not KEY_NAME.search(text), KEY_NAME.search(text)
    assert "{" not in text.replace("{'", "").replace('{"', ""), text  # a Fluent error shows braces


def test_the_panel_reads_in_the_language_spoken():
    english = panel_text(render_panel(loaded([FORCES])))
    with speaking(Lang.of("it")):
        italian = panel_text(render_panel(loaded([FORCES])))
    with speaking("uk"):
        ukrainian = panel_text(render_panel(loaded([FORCES])))
    assert "Now · Bohdan" in english and "battle #7" in english and "'Verify'" in english
    assert "Ora · Bohdan" in italian and "battaglia #7" in italian and "'Verifica'" in italian
    assert "tocca a te" in italian and "Alice vs Bohdan" not in italian
    assert "Alice contro Bohdan" in italian
    assert "Зараз · Bohdan" in ukrainian and "битва #7" in ukrainian and "'Перевірити'" in ukrainian
    assert "Alice проти Bohdan" in ukrainian and "твій хід" in ukrainian
    for text in (italian, ukrainian):
        no_key_leaks(text)
    assert current().code == "en"  # `speaking` is only for its block


def test_the_force_builder_and_its_form_speak_italian():
    with speaking("it"):
        panel = render_panel(loaded([]))
        shown = panel_text(panel)
        assert "'Modifica'" in shown and "Conferma:" in shown
        assert "conferma quello che vedi" in shown
        ask = loaded([]).state.pending
        ref = ComponentRef(7, 0, "attacker", "cnt", "ed.0.1_0")
        form = str(forces_form(ref, ask, (1, 0)).to_dict())
        assert " a " in form or "da " in form  # "da 0 a 4"
        reading = read_form(ask, (1, 0), {"n0": "molti"})
        assert reading.value is None
        refusal = refusal_text(reading.problems)
        assert "un numero da" in refusal and "«molti»" in refusal and "Riprova" in refusal
    no_key_leaks(shown + form + refusal)


def test_a_finished_battle_and_the_secret_panel_speak_ukrainian():
    with speaking("uk"):
        secret = render_secret_panel(loaded([FORCES, GROUND]), "defender")
        text = panel_text(secret)
    assert "Ніхто не побачить твого вибору" in text and "битва #7" in text
    no_key_leaks(text)


def test_the_game_localizes_its_asks_through_its_hook():
    def localize(ask: Ask, setup) -> Ask:
        prompt = {"it": "Dove si combatte?", "uk": "Де точиться бій?"}.get(current().code)
        if ask.purpose != "ground" or prompt is None:
            return ask
        options = tuple(dataclasses.replace(o, label=o.label.upper()) for o in ask.options)
        return dataclasses.replace(ask, fields={**ask.fields, "prompt": prompt}, options=options)

    game = Game("demo", "Skirmish", RULESET, localize_ask=localize)
    english = panel_text(render_panel(loaded([FORCES], game)))
    with speaking("it"):
        italian = panel_text(render_panel(loaded([FORCES], game)))
    assert "Dove si combatte?" in italian and "Dove" not in english
    assert "scegline una" in italian


def test_a_game_title_is_shown_in_the_language_spoken(tmp_path):
    from bot.i18n import register_catalogs

    (tmp_path / "en.ftl").write_text("game-demo-title-probe = Skirmish\n")
    (tmp_path / "it.ftl").write_text("game-demo-title-probe = Schermaglia\n")
    register_catalogs(tmp_path)
    game = Game("demo-title-probe", "Skirmish", RULESET)
    with speaking("it"):
        assert "Schermaglia" in panel_text(render_panel(loaded([], game)))
        assert "Schermaglia #7" in verify_text(loaded([], game))


@pytest.mark.parametrize(
    ("n", "words"),
    [(1, "1 попередній крок"), (2, "2 попередні кроки"), (5, "5 попередніх кроків"),
     (21, "21 попередній крок"), (22, "22 попередні кроки"), (111, "111 попередніх кроків")],
)  # fmt: skip
def test_ukrainian_counts_earlier_steps_by_its_plural_rules(n, words):
    with speaking("uk"):
        assert words in t("ui-panel-earlier-steps", count=n)


def test_numbers_odds_and_names_follow_the_reader():
    rows = [("Fight", [("you win", 0.417), ("you lose", 0.583)])]
    battle = loaded([FORCES, GROUND])
    ask = choose_one("defender", "ground", [Option("hill", "Hill")])
    with speaking("it"):
        assert chart_percent(0.417) == "41,7%" and chart_percent(0.99999) == ">99,9%"
        assert chart_title(rows).startswith("Probabilità")
        summary = odds_text(battle, ask, "defender", rows)
        refusal = no_such("area", "Indai", ["India"])
    assert chart_percent(0.417) == "41.7%"
    assert "Le tue probabilità, Bohdan" in summary and "41,7%" in summary
    assert refusal == "Nessun risultato per **Indai** (area). Forse intendevi **India**?"


# -- a click: private answers in the clicker's language, the public panel in the server's ------
class FakeResponse:
    def __init__(self) -> None:
        self.calls: list[tuple[str, dict]] = []

    def is_done(self) -> bool:
        return bool(self.calls)

    async def send_message(self, **kwargs: Any):
        self.calls.append(("send", kwargs))
        return SimpleNamespace(message_id=1)

    async def edit_message(self, **kwargs: Any) -> None:
        self.calls.append(("edit", kwargs))


def click(locale: str, *, guild_id: int | None = 1, ephemeral: bool = False):
    return SimpleNamespace(
        locale=discord.Locale(locale),
        extras={},
        response=FakeResponse(),
        type=discord.InteractionType.component,
        message=SimpleNamespace(flags=SimpleNamespace(ephemeral=ephemeral)),
        guild_id=guild_id,
        user=SimpleNamespace(id=11),
        id=99,
        data={},
    )


class FakeStore:
    def __init__(self, language: str | None) -> None:
        self.language = language

    async def guild_settings(self, guild_id: int) -> dict:
        return {"language": self.language} if self.language else {}

    async def get_campaign(self, guild_id: int, campaign_id: int):
        return SimpleNamespace(settings={"language": "uk"})


def desk_for(language: str | None) -> BattleDesk:
    desk = object.__new__(BattleDesk)
    desk.bot = SimpleNamespace(store=FakeStore(language), get_guild=lambda _id: None)
    desk.service = SimpleNamespace(moved_on=lambda battle: False)  # nothing changed since read
    return desk


async def run_click(item, interaction, then) -> None:
    """As discord.py runs a component: its check, then the callback, in one task."""
    assert await item.interaction_check(interaction)
    await then()


async def test_a_refusal_is_in_the_clickers_language():
    button = BattleButton(None, label="?", raw_id="sg:forged")
    for locale, words in (("uk", "Це не кнопка битви Strategos."), ("it", "pulsanti di battaglia")):
        interaction = click(locale, guild_id=None)
        desk = desk_for("it")
        await run_click(button, interaction, lambda: desk.on_component(interaction, None, None))  # noqa: B023
        [(kind, sent)] = interaction.response.calls
        assert kind == "send" and sent["ephemeral"] and words in sent["content"]


async def test_a_panel_edited_by_a_click_is_in_the_servers_language_not_the_clickers():
    battle = loaded([FORCES])
    ask = battle.state.pending
    interaction = click("uk")
    desk = desk_for("it")
    button = BattleButton(ComponentRef(7, 1, "defender", "pick", "0"), label="?")

    async def edit() -> None:
        from bot.ui.custom_ids import BuilderState

        await desk._update_builder(interaction, battle, ask, BuilderState((1, 0)))
        assert current().code == "uk"  # the clicker's own replies stay Ukrainian

    await run_click(button, interaction, edit)
    [(kind, edited)] = interaction.response.calls
    assert kind == "edit" and "Ora · Bohdan" in str(edited["embed"].to_dict())


async def test_a_campaigns_language_wins_over_the_servers():
    campaign_battle = loaded([])
    campaign_battle = dataclasses.replace(
        campaign_battle, battle=dataclasses.replace(campaign_battle.battle, campaign_id=3)
    )
    desk = desk_for("it")
    assert (await battle_lang(desk.bot, campaign_battle)).code == "uk"
    assert (await battle_lang(desk.bot, loaded([]))).code == "it"
