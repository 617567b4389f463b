"""End to end: `/settings language` — a server admin chooses the language of what everyone reads
(or a campaign's game master, of that campaign's); what a member alone reads stays in their own
Discord's language. Also the shared commands (`/help`, `/campaign`, `/battle`) in Italian and
Ukrainian: private replies in the asker's language, public ones in the server's or campaign's."""

from __future__ import annotations

import json
import sqlite3

import pytest

from bot.loopback.reading import text
from tests.e2e.languages import reads_italian, reads_ukrainian, shown_text

NAMES = {"alice", "bob", "carol", "test", "realm", "strategos", "empires", "iron", "war"}
"""Names of the e2e world (members, server, campaigns) that are the same in any language."""


def settings(world, sql: str, *args) -> dict:
    with sqlite3.connect(world.db) as db:
        row = db.execute(sql, args).fetchone()
    return json.loads(row[0]) if row and row[0] else {}


def server_settings(world) -> dict:
    return settings(world, "SELECT settings FROM guild_settings WHERE guild_id = ?", world.guild.id)


def campaign_settings(world, name: str) -> dict:
    return settings(world, "SELECT settings FROM campaigns WHERE name = ?", name)


async def test_an_admin_sets_the_servers_language_and_a_campaign_its_own(world):
    lb, gm, alice = world.lb, world.gm, world.alice

    refused = await lb.slash(alice, "settings language", {"language": "it"})
    assert refused.ephemeral and "Manage Server" in refused.content
    assert "language" not in server_settings(world)

    now = await lb.slash(gm, "settings language", {})
    assert now.ephemeral and "**English**" in now.content
    assert "the server's language in Discord" in now.content

    chosen = await lb.slash(gm, "settings language", {"language": "it"})
    assert not chosen.ephemeral, chosen.content
    assert "in italiano" in chosen.content and reads_italian(chosen.content, NAMES) == []
    assert server_settings(world)["language"] == "it"

    # a Ukrainian member asks: the answer is theirs, in Ukrainian, and names Italian
    seen = await lb.slash(alice, "settings language", {}, locale="uk")
    assert seen.ephemeral and "італійською" in seen.content
    assert reads_ukrainian(seen.content, NAMES) == [], seen.content

    # public replies are Italian now; a refusal to an English client stays English
    created = await lb.slash(gm, "campaign create", {"name": "Iron War", "game": "demo"})
    assert not created.ephemeral and "Campagna Iron War" in text(created.message)
    assert reads_italian(shown_text(created.message), NAMES | {"skirmish", "demo"}) == []
    again = await lb.slash(gm, "campaign create", {"name": "iron war", "game": "demo"})
    assert again.ephemeral and "already exists" in again.content

    # the campaign's game master gives it its own language; another member may not
    other = await lb.slash(alice, "settings language", {"language": "uk", "campaign": "Iron War"})
    assert other.ephemeral and "game master" in other.content
    own = await lb.slash(gm, "settings language", {"language": "uk", "campaign": "Iron War"})
    assert not own.ephemeral and "українською" in own.content and "Iron War" in own.content
    assert reads_ukrainian(own.content, NAMES) == [], own.content
    assert campaign_settings(world, "Iron War")["language"] == "uk"
    assert server_settings(world)["language"] == "it"

    joined = await lb.slash(alice, "campaign join", {"faction": "Red Banner"}, locale="it")
    assert not joined.ephemeral and "приєднується до **Iron War**" in joined.content
    status = await lb.slash(alice, "campaign status", {}, locale="it")
    shown = shown_text(status.message)
    assert "Фракції (1)" in shown and reads_ukrainian(shown, NAMES | {"red", "banner"}) == []
    looked = await lb.slash(alice, "settings language", {"campaign": "Iron War"}, locale="it")
    assert looked.ephemeral and "ucraino" in looked.content and "questa campagna" in looked.content

    # automatic: the campaign follows the server again, the server its Discord locale
    back = await lb.slash(gm, "settings language", {"language": "auto", "campaign": "Iron War"})
    assert "language" not in campaign_settings(world, "Iron War")
    assert "in italiano" not in back.content and "italiano" in back.content
    auto = await lb.slash(gm, "settings language", {"language": "auto"})
    assert "language" not in server_settings(world)
    assert auto.content.startswith("🌐 From now on") and "English" in auto.content
    left = await lb.slash(alice, "campaign leave", {})
    assert left.content == "**Red Banner** leaves **Iron War**."


@pytest.mark.guild_locale("it")
async def test_an_italian_server_answers_each_member_in_their_language(world):
    lb, gm, alice, bob = world.lb, world.gm, world.alice, world.bob

    helped = await lb.slash(bob, "help", {}, locale="uk")
    assert helped.ephemeral
    (embed,) = helped.embeds
    names = [f["name"] for f in embed["fields"]]
    assert "Як іде битва" in names and names[-1] == "Чесні кубики"
    everything = text(helped.message)
    assert "`/битва відкликати`" in everything  # the command as a Ukrainian Discord names it
    assert "`/кампанія створити`" in everything

    italian = await lb.slash(alice, "help", {}, locale="it")
    assert "Come si svolge una battaglia" in text(italian.message)
    assert "`/battaglia indietro`" in text(italian.message)

    none = await lb.slash(bob, "campaign status", {}, locale="uk")
    assert none.ephemeral and none.content.startswith("На цьому сервері ще немає кампанії.")
    created = await lb.slash(gm, "campaign create", {"name": "Empires", "game": "soe"})
    assert not created.ephemeral  # an English client, an Italian server: Italian
    assert "I giocatori si uniscono con `/campagna unisciti` (campagna: **Empires**)." in text(
        created.message
    )
    await lb.slash(gm, "campaign create", {"name": "Iron War", "game": "demo"})
    several = await lb.slash(bob, "campaign join", {"faction": "Kyiv"}, locale="uk")
    assert several.ephemeral and several.content.startswith("На цьому сервері кілька кампаній:")
    assert reads_ukrainian(several.content, NAMES) == [], several.content
    typo = await lb.slash(bob, "campaign join", {"faction": "Kyiv", "campaign": "Empirs"})
    assert typo.ephemeral and "Empires" in typo.content

    listing = await lb.slash(bob, "battle list", {}, locale="uk")
    assert listing.ephemeral and listing.content == "Тут ще немає битв."
    started = await lb.slash(alice, "demo skirmish", {"opponent": bob}, locale="it")
    assert not started.ephemeral
    listing = await lb.slash(bob, "battle list", {"status": "active"}, locale="uk")
    assert "триває" in text(listing.message) and "проти" in text(listing.message)
    log = await lb.slash(bob, "battle log", {"battle": 1}, locale="uk")
    assert log.ephemeral and "— битва #1 (триває)" in log.content
    assert "зерно лишається таємним до кінця битви" in log.content
    early = await lb.slash(bob, "battle verify", {"battle": 1}, locale="uk")
    assert early.ephemeral and early.content.startswith("⏳ Битва #1 ще триває")
    stranger = await lb.slash(world.carol, "battle cancel", {"battle": 1}, locale="uk")
    assert stranger.ephemeral
    assert stranger.content == "Про це може просити лише майстер гри або гравець цієї битви."

    # the channel reads the cancel in Italian, whoever asked it
    gone = await lb.slash(alice, "battle cancel", {"battle": 1}, locale="uk")
    assert not gone.ephemeral and "prima che si tirasse un dado" in gone.content
    late = await lb.slash(bob, "battle undo", {"battle": 1}, locale="uk")
    assert late.ephemeral and late.content == ("Битва #1 скасована: нічого змінити не можна.")
    verified = await lb.slash(bob, "battle verify", {"battle": 1}, locale="uk")
    assert not verified.ephemeral and verified.content.startswith("✅ Battaglia #1")
