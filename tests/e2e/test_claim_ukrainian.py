"""End to end: a claim map named in Ukrainian (issue 12), and a fought battle reported without a
result that the game master has settled by claim rolls."""

from __future__ import annotations

from bot.loopback.reading import button, select_id, text
from tests.e2e.test_claim import db_rows, is_roll_panel, turn_panel

LONG = "Північно-Західна Прикордонна Область"
MAP = f"""
[[area]]
name = "Київ"
owner = "Blue"
borders = ["Львів", "Одеса"]

[[area]]
name = "Львів"
owner = "Red"
borders = ["Чернігівщина"]

[[area]]
name = "Одеса"
owner = "Blue"

[[area]]
name = "Чернігівщина"

[[area]]
name = "{LONG} 1"
borders = ["{LONG} 2"]

[[area]]
name = "{LONG} 2"
""".encode()


async def orders(world, user, priority: str, area_name: str) -> None:
    lb = world.lb
    panel = await turn_panel(world)
    editor = await lb.click(user, panel, button(panel, "My orders"))
    shown = await lb.click(user, editor.message, button(editor.message, priority))
    main = select_id(shown.message, "Main attack")
    options = next(
        c["options"]
        for row in shown.message["components"]
        for c in row["components"]
        if c.get("custom_id") == main
    )
    value = next(o["value"] for o in options if area_name in o["label"])
    shown = await lb.select(user, shown.message, main, [value])
    assert f"Main attack: {area_name}" in text(shown.message)
    done = await lb.click(user, shown.message, button(shown.message, "Submit"))
    assert "Submitted" in text(done.message), text(done.message)


async def test_a_map_named_in_ukrainian_and_a_battle_without_result(world):
    lb = world.lb
    alice, bob, gm = world.alice, world.bob, world.gm
    await lb.slash(gm, "campaign create", {"name": "Україна", "game": "claim"})
    await lb.slash(alice, "campaign join", {"faction": "Red"})
    await lb.slash(bob, "campaign join", {"faction": "Blue"})

    imported = await lb.slash(gm, "claim area import", {"file": ("мапа.toml", MAP)})
    assert "6 areas added" in imported.content, imported.content
    keys = dict(db_rows(world, "SELECT name, key FROM regions"))
    assert keys["Київ"] == "kiiv" and keys["Чернігівщина"] == "chernigivshchina"
    assert len({keys[f"{LONG} 1"], keys[f"{LONG} 2"]}) == 2, "no collision at 32 characters"
    again = await lb.slash(gm, "claim area import", {"file": ("мапа.toml", MAP)})
    assert "6 areas updated" in again.content or "0 areas added" in again.content, again.content
    assert len(db_rows(world, "SELECT key FROM regions")) == 6

    changed = await lb.slash(gm, "claim area set", {"area": "Одеса", "fortifications": 2})
    assert "Одеса" in changed.content and "🏰×2" in changed.content
    shown = await lb.slash(gm, "claim map")
    assert "Київ" in text(shown.message) and "Чернігівщина" in text(shown.message)

    # Red attacks Київ and Blue attacks Львів: a fought battle (they attack each other)
    await lb.slash(gm, "claim turn open")
    await orders(world, bob, "Defence", "Львів")
    mark = lb.mark()
    await orders(world, alice, "Offence", "Київ")
    revealed = await lb.wait_for_message(
        world.guild.general, lambda m: "battles" in text(m) and "**B1**" in text(m), since=mark
    )
    assert "Київ" in text(revealed) and "Львів" in text(revealed)

    refused = await lb.slash(alice, "claim report", {"battle": "B1", "no_result": True})
    assert refused.ephemeral and "Only the game master" in refused.content
    mark = lb.mark()
    reported = await lb.slash(gm, "claim report", {"battle": "B1", "no_result": True})
    assert "no result; the game master has its attacks settled by claim rolls" in reported.content
    assert "R1, R2" in reported.content
    panel = await lb.wait_for_message(world.guild.general, is_roll_panel, since=mark)
    assert "Київ" in text(panel) or "Львів" in text(panel)
    data = db_rows(world, "SELECT data FROM turns")[0][0]
    assert '"added_rolls"' in data
