"""End to end: a claim-campaign turn on an Italian server where one player's Discord is in
Ukrainian.

What everyone reads (the map import, the turn panel, the reveal, the turn's map, the status) is
Italian, the server's language; what Alice alone reads (her secret order editor, her refusals,
her odds) is Ukrainian, her client's; nothing of it is left in English."""

from __future__ import annotations

import pytest

from bot.loopback.reading import button, select_id, text
from tests.e2e.languages import reads_italian, reads_ukrainian, shown_text
from tests.e2e.test_claim import turn_panel

MAP = b"""
[[area]]
name = "Rocca"
owner = "Rossi"
borders = ["Collina"]

[[area]]
name = "Collina"
owner = "Blu"
fortifications = 2
buildings = ["miniera"]
borders = ["Bosco"]

[[area]]
name = "Bosco"
owner = "Blu"
borders = ["Valle"]

[[area]]
name = "Valle"
owner = "Verdi"
borders = ["Palude"]

[[area]]
name = "Palude"
"""

NAMES = {"rossi", "blu", "verdi", "rocca", "collina", "bosco", "valle", "palude", "miniera"}
NAMES |= {"marche", "mappa", "toml", "alice", "bob", "carol", "gm", "test", "realm", "strategos"}


def italian(message: dict) -> None:
    shown = shown_text(message)
    assert reads_italian(shown, NAMES) == [], shown


def ukrainian(shown: str) -> None:
    assert reads_ukrainian(shown, NAMES) == [], shown


@pytest.mark.guild_locale("it")
async def test_a_claim_turn_on_an_italian_server_with_a_ukrainian_player(world):
    lb, gm, alice, bob = world.lb, world.gm, world.alice, world.bob
    await lb.slash(gm, "campaign create", {"name": "Marche", "game": "claim"}, locale="it")
    await lb.slash(alice, "campaign join", {"faction": "Rossi"}, locale="uk")
    await lb.slash(bob, "campaign join", {"faction": "Blu"}, locale="it")
    await lb.slash(world.carol, "campaign join", {"faction": "Verdi"}, locale="it")

    # a refusal is in the reader's language, the result everyone sees in the server's
    refused = await lb.slash(
        gm, "claim area import", {"file": ("mappa.toml", b"[[area]\nname=1")}, locale="uk"
    )
    assert refused.ephemeral
    ukrainian(refused.content)
    imported = await lb.slash(gm, "claim area import", {"file": ("mappa.toml", MAP)}, locale="uk")
    assert not imported.ephemeral and "5 aree aggiunte" in imported.content
    italian(imported.message)
    await lb.slash(gm, "claim rp", {"faction": "Rossi", "set": 2}, locale="it")

    opened = await lb.slash(gm, "claim turn open", {"deadline": "48h"}, locale="it")
    assert "Il turno 1 è aperto" in opened.content
    italian(opened.message)

    # Alice's secret orders: Ukrainian, on the Italian panel
    panel = await turn_panel(world)
    editor = await lb.click(alice, panel, button(panel, "I miei ordini"), locale="uk")
    assert editor.ephemeral and "Ваші накази" in text(editor.message)
    ukrainian(shown_text(editor.message))
    shown = await lb.click(alice, editor.message, button(editor.message, "Наступ"), locale="uk")
    shown = await lb.select(
        alice, shown.message, select_id(shown.message, "Головна атака"), ["collina"], locale="uk"
    )
    assert "Головна атака: Collina" in text(shown.message)
    shown = await lb.click(alice, shown.message, button(shown.message, "Надіслати"), locale="uk")
    assert "Надіслано" in text(shown.message)
    ukrainian(shown_text(shown.message))
    refused = await lb.click(bob, panel, button(panel, "Chiudi il turno"), locale="uk")
    assert refused.ephemeral
    ukrainian(refused.content)

    # Blu and Verdi attack each other (a fought battle, B1), so Rossi's attack on Blu is a claim
    # roll (R1); the last order closes the turn: the reveal, the turn's map, the roll are Italian
    mark = lb.mark()
    for user, priority, target in ((bob, "Difesa", "valle"), (world.carol, "Offensiva", "bosco")):
        editor = await lb.click(user, panel, button(panel, "I miei ordini"), locale="it")
        shown = await lb.click(user, editor.message, button(editor.message, priority), locale="it")
        shown = await lb.select(
            user,
            shown.message,
            select_id(shown.message, "Attacco principale"),
            [target],
            locale="it",
        )
        await lb.click(user, shown.message, button(shown.message, "Invia"), locale="it")
    revealed = await lb.wait_for_message(
        world.guild.general, lambda m: "ordini svelati" in text(m), since=mark
    )
    assert "**R1** · Collina: Rossi → Blu (attacco principale)" in text(revealed)
    assert "si attaccano a vicenda" in text(revealed)
    italian(revealed)
    roll = await lb.wait_for_message(
        world.guild.general, lambda m: "attacca **Collina** di **Blu**" in text(m), since=mark
    )
    assert "Rossi** (offensiva)" in text(roll) and "Rossi può spendere fino a 2 RP" in text(roll)
    turn_map = await lb.wait_for_message(
        world.guild.general, lambda m: "la mappa e gli attacchi" in text(m), since=mark
    )
    italian(turn_map)
    italian(await turn_panel(world))  # closed

    status = await lb.slash(bob, "claim turn status", locale="uk")
    assert "Tiri di conquista: 0/1 conclusi" in text(status.message)
    assert "Battaglie da registrare: B1" in text(status.message)
    italian(status.message)
    reported = await lb.slash(bob, "claim report", {"battle": "B1", "winner": "Verdi"}, locale="uk")
    assert "vince **Verdi**, che conquista Bosco" in reported.content
    italian(reported.message)
    odds = await lb.slash(alice, "claim odds", {"fortifications": 2}, locale="uk")
    assert odds.ephemeral
    ukrainian(shown_text(odds.message))
    shown_map = await lb.slash(alice, "claim map", locale="uk")
    assert "Libere" in text(shown_map.message)
    italian(shown_map.message)
