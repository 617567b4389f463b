"""End to end: the words players read. `/help` opens with an example of each game; a typo in an
area, a neutral country, a faction, a campaign or a game is answered "did you mean …?"; with
several campaigns the refusal lists them; and a campaign's status reads as players speak.
(Every message of every e2e test is also scanned for internal names: conftest.py.)"""

from __future__ import annotations

from bot.loopback.reading import text


async def test_help_starts_with_an_example_of_each_game_and_ends_with_the_dice(world):
    r = await world.lb.slash(world.alice, "help", {})
    assert r.ephemeral
    (embed,) = r.embeds
    names = [f["name"] for f in embed["fields"]]
    games = ["Struggle of Empires", "The Great War", "Claim campaign", "Skirmish (demo)",
             "Civilization: The Board Game", "Glory of Civilizations"]  # fmt: skip
    how_at = names.index("How a battle goes")
    assert set(games) <= set(names[:how_at])  # the games come first, every one installed
    soe = next(f["value"] for f in embed["fields"] if f["name"] == "Struggle of Empires")
    first, second = soe.split("\n")
    assert first.startswith("`/soe battle area:India defender:@friend`") and "/soe" in second
    demo = next(f["value"] for f in embed["fields"] if f["name"] == "Skirmish (demo)")
    assert demo.startswith("`/demo skirmish`")  # a game without its own example: its command
    great_war = next(f["value"] for f in embed["fields"] if f["name"] == "The Great War")
    assert great_war.startswith("`/gw land defender:@friend`") and "`/gw odds`" in great_war
    how = next(f["value"] for f in embed["fields"] if f["name"] == "How a battle goes")
    assert all(mark in how for mark in ("🔒", "📊", "`/battle undo`", "`/battle cancel`"))
    assert names[-1] == "Fair dice" and "seed" in embed["fields"][-1]["value"]
    assert "seed" not in (embed.get("description") or "").casefold()


async def test_a_typo_in_an_area_or_a_neutral_country_is_answered_did_you_mean(world):
    lb, alice, bob = world.lb, world.alice, world.bob
    typo = await lb.slash(alice, "soe battle", {"area": "Indai", "defender": bob})
    assert typo.ephemeral
    assert typo.content == "There is no area called **Indai**. Did you mean **India**?"
    odds = await lb.slash(alice, "soe odds", {"area": "germn states"})
    assert odds.ephemeral and "Did you mean **German States**?" in odds.content
    neutral = await lb.slash(alice, "soe battle", {"area": "india", "neutral": "Mysor"})
    assert neutral.ephemeral
    assert neutral.content == (
        "There is no neutral country called **Mysor**. Did you mean **Mysore**?"
    )
    elsewhere = await lb.slash(alice, "soe battle", {"area": "india", "neutral": "cuba"})
    assert elsewhere.ephemeral and "**Cuba** is in Caribbean, not in India." in elsewhere.content
    assert "Bengal, Mysore, Maratha" in elsewhere.content
    # a name typed in full, any case, is as good as a pick from the list
    typed = await lb.slash(alice, "soe battle", {"area": "german STATES", "neutral": "Bavaria"})
    assert not typed.ephemeral and "German States" in text(typed.message)


async def test_campaigns_and_factions_are_named_back_when_mistyped(world):
    lb, gm, alice, bob = world.lb, world.gm, world.alice, world.bob
    game = await lb.slash(gm, "campaign create", {"name": "Empires", "game": "struggle of empirs"})
    assert game.ephemeral and "Did you mean **Struggle of Empires**?" in game.content
    for name, key in (("Empires", "soe"), ("Eastern Front", "soe"), ("Marches", "claim")):
        made = await lb.slash(gm, "campaign create", {"name": name, "game": key})
        assert not made.ephemeral, made.content

    several = await lb.slash(alice, "campaign join", {"faction": "Britain"})
    assert several.ephemeral and several.content == (
        "This server has several campaigns: name the one you mean with the `campaign` option —"
        " **Eastern Front**, **Empires** or **Marches**."
    )
    mistyped = await lb.slash(alice, "campaign status", {"campaign": "Empirs"})
    assert mistyped.ephemeral and mistyped.content == (
        "There is no campaign called **Empirs** on this server. Did you mean **Empires**?"
    )
    await lb.slash(alice, "campaign join", {"faction": "Britain", "campaign": "empires"})
    await lb.slash(bob, "campaign join", {"faction": "France", "campaign": "Empires"})

    # only this game's campaigns count, and a campaign of another game is named as such
    unnamed = await lb.slash(alice, "soe attack", {"area": "india", "defender": "France"})
    assert unnamed.ephemeral and unnamed.content.startswith(
        "This server has several Struggle of Empires campaigns: name the one you mean"
    )
    assert "**Eastern Front** or **Empires**." in unnamed.content
    other = await lb.slash(
        alice, "soe attack", {"area": "india", "defender": "France", "campaign": "Marches"}
    )
    assert other.ephemeral and other.content.startswith(
        "**Marches** is a Claim campaign, not a Struggle of Empires campaign."
    )
    faction = await lb.slash(
        alice, "soe attack", {"area": "india", "defender": "Frnace", "campaign": "Empires"}
    )
    assert faction.ephemeral and faction.content == (
        "There is no faction called **Frnace** in **Empires**. Did you mean **France**?"
    )
    area = await lb.slash(
        alice, "soe attack", {"area": "Indiaa", "defender": "France", "campaign": "Empires"}
    )
    assert area.ephemeral and "Did you mean **India**?" in area.content

    await lb.slash(
        gm,
        "soe setup units",
        {
            "faction": "France",
            "area": "India",
            "armies": 2,
            "fleets": 1,
            "control": 1,
            "campaign": "Empires",
        },
    )
    status = await lb.slash(bob, "campaign status", {"campaign": "Empires"})
    shown = text(status.message)
    assert "France: 2 armies, 1 fleet, 1 control marker" in shown  # as the board reads
    assert "gold 0, unrest 0, VP 0" in shown and "Map (1 area)" in shown
    choices = await lb.autocomplete(alice, "campaign status", "campaign", "")
    assert {c["name"] for c in choices} == {
        "Empires (Struggle of Empires)",
        "Eastern Front (Struggle of Empires)",
        "Marches (Claim campaign)",
    }


async def test_the_words_of_a_finished_attack_its_log_and_the_rules(world):
    """Shown so the scan reads them: a neutral country attacked (no choice to make: decided at
    once), its `/battle log`, the faction and rules replies of both games' game masters."""
    lb, gm, alice = world.lb, world.gm, world.alice
    await lb.slash(gm, "campaign create", {"name": "Empires", "game": "soe"})
    await lb.slash(alice, "campaign join", {"faction": "Britain"})
    await lb.slash(
        gm, "soe setup units", {"faction": "britain", "area": "German States", "armies": 2}
    )
    tiles = await lb.slash(gm, "soe setup faction", {"faction": "Britain", "gold": 5, "vp": 1})
    assert "Army Training 0" in tiles.content and "VP 1" in tiles.content  # tiles: per area
    attack = await lb.slash(alice, "soe attack", {"area": "german states", "neutral": "bavaria"})
    assert not attack.ephemeral, attack.content
    assert "Bavaria" in text(attack.message)
    log = await lb.slash(alice, "battle log", {"battle": 1})
    assert "Bavaria" in log.content and "German States" in log.content
    rules = await lb.slash(gm, "soe setup rules", {})
    assert "naval losses unrest: yes" in rules.content

    await lb.slash(gm, "campaign create", {"name": "Marches", "game": "claim"})
    claim_rules = await lb.slash(gm, "claim rules", {"campaign": "Marches"})
    assert "Marches" in claim_rules.content
