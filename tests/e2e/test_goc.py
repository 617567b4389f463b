"""End to end: Glory of Civilizations through the loopback Discord, on a Ukrainian server by two
players whose Discord is in Ukrainian — a battle with a conversion and a restoration (the seed's
second example turned round: Larysa's archers, a Theocracy, convert one of Oleksandr's swordsmen;
his Democracy restores one he lost), every step in Ukrainian, the picture of the bag posted when
it ends, the 📊 Odds of the draw, and each stored battle replaying exactly.

Checks are blind draws, so one battle may see no restoration: both sides have Tactics and redraw
until the draw suits the story (59% of battles do), and a new battle starts when it did not."""

from __future__ import annotations

import json
import re
import sqlite3
from functools import cache

import pytest

from bot.engine import replay
from bot.i18n.__main__ import catalog_dirs
from bot.loopback.reading import button, buttons, form_values, pinged, text
from cogs.goc.rules import RULESET
from tests.e2e.languages import CYRILLIC, MARKUP, WORD, catalog_words, shown_text
from tests.records import ANSWERS

UK = "uk"
NAMES = {"alice", "bob", "carol", "test", "realm", "strategos"}
BATTLE = {
    "distance": 2,
    "tactics": "goc_both",
    "attacker_government": "goc_theocracy",
    "defender_government": "goc_democracy",
    "religion": "goc_attacker",
}


@cache
def english_only() -> frozenset[str]:
    """Words only the English catalogs say (of the catalogs complete in the three languages:
    another game may be half-way through its translations). Read once: every message checked
    asks for them."""
    folders = [d for d in catalog_dirs() if all((d / f"{c}.ftl").is_file() for c in ("it", UK))]
    return frozenset(
        catalog_words("en", folders) - catalog_words("it", folders) - catalog_words(UK, folders)
    )


def reads_ukrainian(shown: str, allowed: set[str]) -> list[str]:
    words = {w.lower() for w in WORD.findall(MARKUP.sub(" ", shown))}
    problems = [f"English: {sorted(leaks)}"] if (leaks := words & english_only() - allowed) else []
    if shown.strip() and not CYRILLIC.search(shown):
        problems.append("no Ukrainian word at all")
    return problems


def stored(world, battle_id: int) -> tuple:
    with sqlite3.connect(world.db) as db:
        return db.execute(
            f"SELECT status, {ANSWERS}, outcome, seed, setup, entropy FROM battles WHERE id = ?",
            (battle_id,),
        ).fetchone()


def assert_replays(world, battle_id: int) -> dict:
    status, answers, outcome, seed, setup, entropy = stored(world, battle_id)
    assert status == "finished"
    again = replay(RULESET, json.loads(setup), seed, json.loads(answers), entropy=entropy)
    assert again.outcome is not None and json.loads(outcome) == again.outcome.to_dict()
    return json.loads(outcome)


def labels(panel: dict) -> list[str]:
    return [b.get("label") or "" for b in buttons(panel)]


def squares(line: str, square: str) -> int:
    return line.count(square)


def board_counts(panel: dict) -> tuple[int, int]:
    """(🟩 in the bag, 🟩 drawn) from the panel's board lines."""
    shown = text(panel)
    bag = re.search(r"🎒 🟩 (\d+)", shown)
    drawn = re.search(r"🎲 ([🟩🟪⬜]+)", shown)
    return int(bag[1]) if bag else 0, squares(drawn[1], "🟩") if drawn else 0


async def play_one(world, number: int) -> tuple[int, int, str]:
    """One battle, played to its end by clicks on Ukrainian clients: (panel id, its thread's id,
    what the thread told)."""
    lb, alice, bob = world.lb, world.alice, world.bob
    started = await lb.slash(alice, "goc battle", {"defender": bob, **BATTLE}, locale=UK)
    assert not started.ephemeral, started.content
    panel_id = started.message_id
    people = {alice.id: alice, bob.id: bob}
    odds_seen = False
    for _ in range(30):
        panel = lb.message(panel_id)
        shown = labels(panel)
        if not [b for b in buttons(panel) if not b["custom_id"].startswith("sgo:")]:
            break
        user = people[pinged(panel)[0]]
        prompt = text(panel)
        if "Ваше військо" in prompt:
            counts = (
                {"Лучники": 2, "Списоносці": 0}
                if user is alice
                else {"Мечники": 3, "Кавалеристи": 0}
            )
            opened = await lb.click(user, panel_id, button(panel, "Змінити"), locale=UK)
            assert opened.modal is not None, opened.content
            assert reads_ukrainian(opened.modal["title"], NAMES) == [], opened.modal
            result = await lb.submit_modal(
                user, opened, form_values(opened.modal, counts), locale=UK
            )
            assert not result.ephemeral, result.content
            continue
        if any(label.startswith("Витягнути") for label in shown):
            odds = next((b for b in buttons(panel) if b["custom_id"].startswith("sgo:")), None)
            if odds is not None and not odds_seen:
                private = await lb.click(alice, panel_id, odds["custom_id"], locale=UK)
                assert private.ephemeral
                assert reads_ukrainian(shown_text(private.message), NAMES) == []
                assert "Витягнути 2" in private.content and "%" in private.content
                odds_seen = True
            choice = "Витягнути 2" if "Витягнути 2" in shown else shown[0]
        elif "Тактика" in prompt and "Так" in shown:
            bag, drawn = board_counts(panel)
            suits = drawn > 0 and drawn == bag  # every green cube drawn: the bag is safe
            choice = "Ні" if suits else "Так"
        elif "Так" in shown:
            choice = "Так"  # the defence cubes go in
        else:
            choice = shown[0]
        custom_id = next(b["custom_id"] for b in buttons(panel) if b.get("label") == choice)
        result = await lb.click(user, panel_id, custom_id, locale=UK)
        assert not result.ephemeral, result.content
    else:
        raise AssertionError("the battle did not end in 30 clicks")
    assert odds_seen, "the attacker was never offered the odds of the draw"
    thread = next(t for t in lb.threads(world.guild.general) if t.id not in world.seen)
    world.seen.add(thread.id)
    await lb.wait_for_message(thread.id, lambda m: "🏁" in m["content"])
    await lb.wait_for_message(thread.id, lambda m: bool(m.get("attachments")))
    told = "\n".join(m["content"] for m in lb.channel_messages(thread.id))
    return panel_id, thread.id, told


@pytest.mark.guild_locale("uk")
async def test_a_ukrainian_battle_with_a_conversion_and_a_restoration(world):
    lb = world.lb
    world.seen = set()
    for number in range(1, 11):
        panel_id, thread_id, told = await play_one(world, number)
        outcome = assert_replays(world, number)
        assert "✝️" in told and "навертає" in told  # the conversion always passes: no purple
        assert outcome["details"]["converted"]["attacker"] == {"swordsman": 1}
        if "✚" in told:
            break
    else:
        raise AssertionError("ten battles and not one restoration")
    assert "відновлює загін" in told and "Відновлення" in told and "перевірка 2" in told
    assert outcome["details"]["restored"]["defender"]
    (check,) = [line for line in told.splitlines() if line.startswith("Відновлення")]
    assert "🟩" not in check and "пройдено" in check  # no cube of Larysa's: the check passes
    assert "Мішок" in told and "Відвага" in told and "🏁" in told
    # everything everyone read is Ukrainian, with the seed's own words
    wrong = []
    for message in lb.world.messages.values():
        if message.data["author"]["id"] != str(lb.bot_user.id):
            continue
        shown = shown_text(message.data)
        wrong += [f"{message.id}: {p}\n{shown[:300]}" for p in reads_ukrainian(shown, NAMES)]
    assert not wrong, "\n\n".join(wrong[:6])
    panel = text(lb.message(panel_id))
    assert "Лучники" in panel and "Мечники" in panel
    pictures = [a for m in lb.channel_messages(thread_id) for a in m.get("attachments") or []]
    assert pictures and pictures[0]["filename"] == "bag.png"


@pytest.mark.guild_locale("uk")
async def test_the_odds_and_the_bag_answer_privately_in_ukrainian(world):
    lb, alice, bob = world.lb, world.alice, world.bob
    odds = await lb.slash(
        alice,
        "goc odds",
        {"attacker": "3 списоносці, 2 лучники", "defender": "2 кавалеристи", "target": "goc_city"},
        locale=UK,
    )
    assert odds.ephemeral
    shown = shown_text(odds.message)
    assert reads_ukrainian(shown, NAMES) == [], shown
    assert "Витягнути 5" in shown and "⭐" in shown and "Місто" in shown
    assert odds.message["attachments"][0]["filename"] == "odds.png"
    typo = await lb.slash(alice, "goc odds", {"attacker": "3 драконів"}, locale=UK)
    assert typo.ephemeral and "не загін" in typo.content

    none_yet = await lb.slash(alice, "goc bag", {"battle": 1}, locale=UK)
    assert none_yet.ephemeral  # no such battle yet
    started = await lb.slash(alice, "goc battle", {"defender": bob}, locale=UK)
    waiting = await lb.slash(bob, "goc bag", {"battle": 1}, locale=UK)
    assert waiting.ephemeral and "ще немає мішка" in waiting.content
    for user in (alice, bob):  # the seed's first example: 3 spearmen against 2 cavalry
        panel = lb.message(started.message_id)
        await lb.click(user, started.message_id, button(panel, "Підтвердити"), locale=UK)
    panel = lb.message(started.message_id)
    assert "🎒 🟩 5 · 🟪 3 · ⬜ 0" in text(panel)  # 3 + the bonus against cavalry; 2 + 1
    bag = await lb.slash(bob, "goc bag", {"battle": 1}, locale=UK)
    assert bag.ephemeral and bag.message["attachments"][0]["filename"] == "bag.png"
    assert "Мішок" in bag.content
