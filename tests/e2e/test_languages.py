"""End to end: an Italian server where one player's Discord is in Ukrainian.

What everyone reads (the lobby, the panel, the thread, the calls) is Italian, the server's
language; what Bohdan alone reads (refusals, his force form, his odds, the seed) is Ukrainian,
his client's; nothing is left in English. The synced commands carry both languages."""

from __future__ import annotations

import pytest

from bot.loopback import find_component
from bot.loopback.reading import buttons, pinged
from tests.e2e.languages import reads_italian, reads_ukrainian, shown_text

NAMES = {"alice", "bob", "carol", "india", "test", "realm", "strategos", "struggle", "empires"}


def localized_everywhere(node: dict, path: str) -> list[str]:
    """Every command, subcommand, option and choice named and described in it and uk."""
    missing = []
    for field in ("name_localizations", "description_localizations"):
        have = set(node.get(field) or {})
        if not {"it", "uk"} <= have:
            missing.append(f"{path}: {field} has {sorted(have)}")
    for choice in node.get("choices") or []:
        if not {"it", "uk"} <= set(choice.get("name_localizations") or {}):
            missing.append(f"{path} choice {choice['name']}: no it/uk name")
    for option in node.get("options") or []:
        missing += localized_everywhere(option, f"{path} {option['name']}")
    return missing


def action_buttons(message: dict) -> list[dict]:
    """What a player answers with: not 🔍 Verify, not 📊 Odds, not ✏️ Change."""
    return [
        b
        for b in buttons(message)
        if not b.get("disabled")
        and not b["custom_id"].startswith("sgo:")
        and ":cnt:ed." not in b["custom_id"]
    ]


@pytest.mark.guild_locale("it")
async def test_an_italian_server_with_a_ukrainian_player(world):
    lb, alice, bob = world.lb, world.alice, world.bob
    locale = {alice.id: "it", bob.id: "uk"}
    missing = []
    for command in lb.commands(world.guild):
        if command["name"] != "demo":  # the tests' own game, not shipped
            missing += localized_everywhere(command, "/" + command["name"])
    assert not missing, "\n".join(missing)

    lobby = await lb.slash(alice, "soe battle", {"area": "india", "defender": bob}, locale="it")
    assert not lobby.ephemeral
    (start,) = [b["custom_id"] for b in buttons(lobby.message) if b["custom_id"].endswith(":go")]
    refused = await lb.click(bob, lobby.message_id, start, locale="uk")
    assert refused.ephemeral
    assert reads_ukrainian(refused.content, NAMES) == [], refused.content
    await lb.click(alice, lobby.message_id, start, locale="it")

    panel_id, private = lobby.message_id, {"form": False, "odds": False}
    for _ in range(40):
        panel = lb.message(panel_id)
        if not action_buttons(panel):
            break
        user = alice if pinged(panel)[0] == alice.id else bob
        here = locale[user.id]
        ids = [b["custom_id"] for b in buttons(panel)]
        form = next((i for i in ids if ":cnt:ed." in i), None)
        if user is bob and form and not private["form"]:
            opened = await lb.click(bob, panel_id, form, locale="uk")
            assert reads_ukrainian(opened.modal["title"], NAMES) == [], opened.modal
            await lb.submit_modal(bob, opened, {}, locale="uk")
            private["form"] = True
            continue
        odds = next((i for i in ids if i.startswith("sgo:")), None)
        if user is bob and odds and not private["odds"]:
            shown = await lb.click(bob, panel_id, odds, locale="uk")
            assert shown.ephemeral
            assert reads_ukrainian(shown_text(shown.message), NAMES) == [], shown.message
            private["odds"] = True
        await lb.click(user, panel_id, action_buttons(panel)[0]["custom_id"], locale=here)
    else:
        raise AssertionError("the battle did not end in 40 clicks")
    assert private["form"], "Bohdan never set his forces in the form"
    verify = find_component(lb.message(panel_id), match=r"^sgv:")["custom_id"]
    seed = await lb.click(bob, panel_id, verify, locale="uk")
    assert seed.ephemeral and reads_ukrainian(seed.content, NAMES) == [], seed.content

    wrong = []
    for message in lb.world.messages.values():
        if message.data["author"]["id"] != str(lb.bot_user.id):
            continue
        text = shown_text(message.data)
        for revision in message.revisions:
            text += "\n" + shown_text(revision)
        if message.visible_to == bob.id:
            problems = reads_ukrainian(text, NAMES)
        else:
            problems = reads_italian(text, NAMES)
        reader = "bob" if message.visible_to else "everyone"
        wrong += [f"{message.id} ({reader}): {p}\n{text[:300]}" for p in problems]
    assert not wrong, "\n\n".join(wrong[:8])
