"""End to end: Civilization quick battles played by two users by clicks through the loopback —
each side set up privately, every battle turn on the player's private panel, loot by buttons —
with the secret-information check over every message of the run: nothing another player could
see ever names a card before it is played. (The helpers serve test_civ_campaign.py too.)"""

from __future__ import annotations

import asyncio
import json
import re
import sqlite3
from dataclasses import dataclass, field
from typing import Any

import pytest

from bot.engine import AskKind, replay
from bot.i18n import speaking
from bot.loopback.reading import button, buttons, pinged, set_forces, text
from bot.loopback.state import EPHEMERAL
from cogs.civ.render import card_name
from cogs.civ.rules import RULESET
from tests.e2e.languages import reads_italian, reads_ukrainian, shown_text
from tests.records import ANSWERS


def labels_of(message: dict) -> list[str]:
    return [b.get("label") or "" for b in buttons(message)]


@dataclass
class Secrets:
    """Each player's cards by the name the bot shows them, and when each one was played (a
    point of the message log: from then on anyone may read it)."""

    cards: dict[int, set[str]] = field(default_factory=dict)
    played_at: dict[str, int] = field(default_factory=dict)


def stored(world, battle_id: int) -> tuple:
    with sqlite3.connect(world.db) as db:
        return db.execute(
            f"SELECT status, {ANSWERS}, outcome, seed, setup, entropy FROM battles WHERE id = ?",
            (battle_id,),
        ).fetchone()


def replayed(world, battle_id: int):
    status, answers, outcome, seed, setup, entropy = stored(world, battle_id)
    state = replay(RULESET, json.loads(setup), seed, json.loads(answers), entropy=entropy)
    return status, state, json.loads(outcome) if outcome else None


async def panel_when(world, panel_id: int, ready, timeout: float = 5.0) -> dict:
    """The panel once `ready(panel)` holds (a click's panel edit may land just after its reply)."""
    lb = world.lb
    for _ in range(int(timeout / 0.05)):
        panel = lb.message(panel_id)
        if ready(panel):
            return panel
        await asyncio.sleep(0.05)
    raise AssertionError(f"the panel never got there: {text(lb.message(panel_id))}")


def answers_of(message: dict) -> list[dict]:
    """The enabled battle buttons of a message (not 🔍 Verify, not 📊 Odds, not ✏️ Change)."""
    return [
        b
        for b in buttons(message)
        if (b.get("custom_id") or "").startswith("sg:")
        and not b.get("disabled")
        and ":cnt:ed." not in b["custom_id"]
    ]


def seq_of(button_: dict) -> int:
    return int(button_["custom_id"].split(":")[2])


async def current_panel(world, panel_id: int, battle_id: int) -> tuple[dict, Any]:
    """The panel once it shows the stored battle's pending ask (or its end), and that state.
    By the buttons' ask numbers, so it reads alike in every language."""
    for _ in range(100):
        _, state, _ = replayed(world, battle_id)
        panel = world.lb.message(panel_id)
        shown = answers_of(panel)
        if state.outcome is not None and not shown:
            return panel, state
        if shown and all(seq_of(b) == state.ask_seq for b in shown):
            return panel, state
        await asyncio.sleep(0.05)
    raise AssertionError(f"the panel fell behind: {text(world.lb.message(panel_id))}")


def asks(user) -> Any:
    """The panel asks `user` (it pings them) or shows the result."""
    return lambda panel: user.id in pinged(panel) or not labels_of(panel)


async def confirm_secret(
    world, user, panel_id: int, counts: dict[str, int] | None = None, *, battle_id: int = 1,
    locale: str = "en-US",
):  # fmt: skip
    """🔒 on the panel, then ✅ Confirm on the private panel (or ✏️ a form with `counts`, by
    English labels)."""
    lb = world.lb
    opened = None
    for _ in range(50):
        panel, state = await current_panel(world, panel_id, battle_id)
        users = _seat_users(world, battle_id)
        seats = [s for s in state.waiting_for if users.get(s) == user.id]
        for b in answers_of(panel):
            if b["custom_id"].endswith(":open") and b["custom_id"].split(":")[3] in seats:
                result = await lb.click(user, panel_id, b["custom_id"], locale=locale)
                if result.ephemeral and result.components:
                    opened = result
                break
        if opened is not None:
            break
        await asyncio.sleep(0.1)
    assert opened is not None, f"no private panel opened: {text(panel)} {labels_of(panel)}"
    if counts is not None:
        done = await set_forces(lb, user, opened.message, counts)
    else:
        ok = next(b for b in answers_of(opened.message) if ":cnt:ok." in b["custom_id"])
        done = await lb.click(user, opened.message_id, ok["custom_id"], locale=locale)
    assert done.ephemeral and done.content and "🔒" in done.content, done.content
    return done


def _seat_users(world, battle_id: int) -> dict[str, int]:
    setup = json.loads(stored(world, battle_id)[4])
    return {s: info.get("user_id") for s, info in setup["seats"].items()}


def note_plays(world, battle_id: int, secrets: Secrets, mark: int, lang: str = "en") -> None:
    """Every card played so far is public from `mark` on (the click that played it; a lone last
    card is played by the bot within the click before)."""
    _, state, _ = replayed(world, battle_id)
    with speaking(lang):
        for e in state.events_for(None):
            if e.kind == "play":
                name = card_name(e["card"], int(e["rank"]), int(e["strength"]))
                secrets.played_at.setdefault(name, mark)


async def play_battle(
    world,
    panel_id: int,
    secrets: Secrets,
    *,
    prefer_attacks: bool = True,
    before_each=None,
    battle_id: int = 1,
    locales: dict[int, str] | None = None,
    lang: str = "en",
) -> list[str]:
    """Every battle turn by its player's private panel (an attack when there is one), then the
    loot by the winner's buttons. Returns what each private panel offered. Buttons are found by
    what they answer (their ids and the stored ask), so any language will do."""
    lb = world.lb
    people = {u.id: u for u in (world.alice, world.bob, world.carol, world.gm)}
    locales = locales or {}
    offered: list[str] = []
    for _ in range(60):
        panel, state = await current_panel(world, panel_id, battle_id)
        if state.outcome is not None:
            return offered
        ask = state.pending
        (seat,) = state.waiting_for
        who = people[_seat_users(world, battle_id)[seat]]
        locale = locales.get(who.id, "en-US")
        if before_each is not None:
            await before_each(panel, who)
        mark = lb.mark()
        if ask.purpose == "turn":
            opener = next(b for b in answers_of(panel) if b["custom_id"].endswith(":open"))
            opened = await lb.click(who, panel_id, opener["custom_id"], locale=locale)
            assert opened.ephemeral and opened.components, opened.content
            options = ask.inner(seat).options
            picks = [b for b in answers_of(opened.message) if ":pick:" in b["custom_id"]]
            assert len(picks) == len(options), readable(opened.message)
            offered.append(" | ".join(b["label"] for b in picks))
            keys = [options[int(b["custom_id"].rsplit(":", 1)[1])].key for b in picks]
            attacks = [i for i, k in enumerate(keys) if "@" in k and not k.endswith("@new")]
            pick = picks[attacks[0] if prefer_attacks and attacks else 0]
            mark = lb.mark()
            done = await lb.click(who, opened.message_id, pick["custom_id"], locale=locale)
            assert done.ephemeral, done.content
        elif ask.kind is AskKind.SECRET:  # an ability asked in secret (Metalworking): its first
            opener = next(b for b in answers_of(panel) if b["custom_id"].endswith(":open"))
            opened = await lb.click(who, panel_id, opener["custom_id"], locale=locale)
            assert opened.ephemeral and opened.components, opened.content
            offered.append(text(opened.message))
            first = answers_of(opened.message)[0]
            done = await lb.click(who, opened.message_id, first["custom_id"], locale=locale)
            assert done.ephemeral, done.content
        else:  # loot: public buttons for the winner (a count ask: its ✅)
            choice = answers_of(panel)[0]
            result = await lb.click(who, panel_id, choice["custom_id"], locale=locale)
            assert not result.ephemeral, result.content
        note_plays(world, battle_id, secrets, mark, lang)
    raise AssertionError("the battle did not end in 60 answers")


def versions(world) -> list[tuple[int, Any, dict]]:
    """(log index, message, payload) of every message version the bot showed, in order."""
    seen: dict[int, int] = {}
    found = []
    for event in world.message_log:
        if event.kind == "delete":
            continue
        message = world.messages[event.message_id]
        index = seen.get(message.id, 0)
        seen[message.id] = index + 1
        all_versions = [*message.revisions, message.data]
        if index < len(all_versions):
            found.append((event.seq, message, all_versions[index]))
    return found


def readable(payload: dict) -> str:
    parts = [text(payload)]
    for row in payload.get("components") or []:
        for comp in row.get("components") or []:
            parts.append(comp.get("label") or "")
            parts += [o.get("label", "") for o in comp.get("options") or []]
    return "\n".join(parts)


def assert_no_unplayed_card_shown(world, secrets: Secrets) -> int:
    """No message another player could see — public, or someone else's ephemeral — ever names
    an unplayed card before it was played. Returns how many message versions were checked."""
    checked = 0
    world = world.lb.world
    bot_id = world.bot.id
    for seq, message, payload in versions(world):
        if int((payload.get("author") or {}).get("id") or 0) != bot_id:
            continue
        private = bool(payload.get("flags", 0) & EPHEMERAL) and message.visible_to is not None
        shown = readable(payload)
        for owner, cards in secrets.cards.items():
            if private and message.visible_to == owner:
                continue  # the owner's own private message
            if private:  # a name the reader holds too may be the reader's own card
                cards = cards - secrets.cards.get(message.visible_to, set())
            for card in cards:
                if re.search(rf"(?<![\w]){re.escape(card)}(?!\d)", shown):
                    played = secrets.played_at.get(card)
                    where = f"ephemeral to {message.visible_to}" if private else "public"
                    assert played is not None and played <= seq, (
                        f"{card} (of {owner}) shown before it was played in message "
                        f"{message.id} ({where}): {shown[:400]!r}"
                    )
        checked += 1
    return checked


# -- the tests -------------------------------------------------------------------------------------
ALICE_CARDS = {
    "Infantry 1s": 1,
    "Infantry 2s": 0,
    "Infantry 3s": 1,
    "Mounted 2s": 0,
    "Artillery 2s": 1,
}
BOB_CARDS = {"Infantry 2s": 0, "Mounted 1s": 1, "Mounted 2s": 1, "Mounted 3s": 1, "Artillery 2s": 0}
NAMES = {"alice", "bob", "test", "realm", "strategos", "civilization"}
NO_RANDOM = {"Random Infantry cards": 0, "Random Mounted cards": 0, "Random Artillery cards": 0}


async def test_a_quick_battle_played_by_two_users_ends_in_loot_and_shows_no_secret(world):
    lb, alice, bob = world.lb, world.alice, world.bob
    started = await lb.slash(alice, "civ battle", {"defender": bob})
    assert not started.ephemeral, started.content
    panel_id = started.message_id
    note = lb.wait_for_message(world.guild.general, lambda m: "My hand" in labels_of(m))
    hand_note = await note
    # each side sets up in secret: named cards (no random one), then the cards themselves
    await confirm_secret(world, alice, panel_id, NO_RANDOM)
    assert "Locked in" not in text(lb.message(panel_id))
    await confirm_secret(world, bob, panel_id, NO_RANDOM)
    await confirm_secret(world, alice, panel_id, ALICE_CARDS)
    await confirm_secret(world, bob, panel_id, BOB_CARDS)

    secrets = Secrets(
        cards={
            alice.id: {"Spearman 1", "Spearman 3", "Archer 2"},
            bob.id: {"Horseman 1", "Horseman 2", "Horseman 3"},
        },
    )
    mine = await lb.click(alice, hand_note["id"], button(hand_note, "My hand"))
    assert mine.ephemeral and "Spearman 3" in mine.content
    assert not any(card in mine.content for card in secrets.cards[bob.id])
    refused_turns = []

    async def before_each(panel, who):
        other = alice if who.id == bob.id else bob
        if refused_turns:
            return
        secret = next(b for b in answers_of(panel) if b["custom_id"].endswith(":open"))
        tried = await lb.click(other, panel["id"], secret["custom_id"])
        assert tried.ephemeral and "Only" in tried.content and not tried.components
        refused_turns.append(tried.content)

    offered = await play_battle(world, panel_id, secrets, before_each=before_each)
    assert refused_turns, "the opponent never tried the other's hand"
    assert any("Horseman" in o for o in offered) and any("Spearman" in o for o in offered)
    status, state, outcome = replayed(world, 1)
    assert status == "finished" and outcome == state.outcome.to_dict()
    assert outcome["details"]["loot"], "the winner took no loot"
    final = text(lb.message(panel_id))
    assert "wins" in final
    (thread,) = lb.threads(world.guild.general)
    await lb.wait_for_message(thread.id, lambda m: "Loot" in m["content"])
    told = "\n".join(m["content"] for m in lb.channel_messages(thread.id))
    assert "Resolution" in told and "Loot" in told and "plays first" in told
    assert assert_no_unplayed_card_shown(world, secrets) > 20


async def test_odds_on_your_turn_and_by_command_answer_in_time(world):
    lb, alice, bob = world.lb, world.alice, world.bob
    started = await lb.slash(alice, "civ battle", {"defender": bob, "square": "civ_city"})
    panel_id = started.message_id
    await confirm_secret(world, alice, panel_id)
    await confirm_secret(world, bob, panel_id)
    panel = await panel_when(world, panel_id, lambda p: "plays a unit" in text(p))
    assert pinged(panel) == [bob.id]  # the defender plays first
    secret = next(b for b in buttons(panel) if b["label"].endswith(": choose"))
    opened = await lb.click(bob, panel_id, secret["custom_id"])
    assert opened.ephemeral and "Battle Hand" in text(opened.message)
    odds = await lb.click(bob, opened.message_id, button(opened.message, "Odds"))
    assert odds.ephemeral and "±" in odds.content and "you win" in odds.content
    assert "Exact" not in odds.content
    nosy = await lb.click(alice, panel_id, button(panel, "Odds"))
    assert nosy.ephemeral and "±" not in (nosy.content or "")
    typed = await lb.slash(
        alice,
        "civ odds",
        {"hand": "knight 3, infantry 2, archer 1", "enemy": "4", "role": "civ_defender"},
    )
    assert typed.ephemeral and "±" in text(typed.message)
    bad = await lb.slash(alice, "civ odds", {"hand": "dragon 3", "enemy": "2"})
    assert bad.ephemeral and "dragon" in bad.content


async def test_a_barbarian_village_is_played_by_the_bot(world):
    lb, alice = world.lb, world.alice
    started = await lb.slash(alice, "civ battle", {"square": "civ_village"})
    assert not started.ephemeral, started.content
    await confirm_secret(world, alice, started.message_id)
    secrets = Secrets(cards={})
    await play_battle(world, started.message_id, secrets)
    status, state, _ = replayed(world, 1)
    assert status == "finished"
    plays = [e for e in state.events if e.kind == "play" and e["side"] == "defender"]
    assert len(plays) == 3


async def test_the_battle_log_shows_the_opponent_no_unplayed_card(world):
    lb, alice, bob = world.lb, world.alice, world.bob
    started = await lb.slash(alice, "civ battle", {"defender": bob})
    panel_id = started.message_id
    await confirm_secret(world, alice, panel_id)
    await confirm_secret(world, bob, panel_id, NO_RANDOM)
    await confirm_secret(world, bob, panel_id, BOB_CARDS)
    await panel_when(world, panel_id, lambda p: "plays a unit" in text(p))
    log = await lb.slash(alice, "battle log", {"battle": 1})
    shown = log.content or ""
    for attachment in (log.message or {}).get("attachments") or []:
        shown += lb.world.attachments.get(int(attachment["id"]), b"").decode("utf-8", "replace")
    for card in ("mounted_1", "mounted 1", "mounted_3", "mounted 3", "Horseman 3"):
        assert card not in shown, card


@pytest.mark.guild_locale("it")
async def test_an_italian_server_with_a_ukrainian_player_plays_a_battle(world):
    """What everyone reads is Italian (the server's), what Bohdan alone reads is Ukrainian."""
    lb, alice, bob = world.lb, world.alice, world.bob
    locales = {alice.id: "it", bob.id: "uk"}
    started = await lb.slash(alice, "civ battle", {"defender": bob}, locale="it")
    assert not started.ephemeral, started.content
    panel_id = started.message_id
    mine = await confirm_secret(world, alice, panel_id, locale="it")
    theirs = await confirm_secret(world, bob, panel_id, locale="uk")
    assert reads_italian(mine.content, NAMES) == [], mine.content
    assert reads_ukrainian(theirs.content, NAMES) == [], theirs.content
    _, state, _ = replayed(world, 1)
    secrets = Secrets()
    with speaking("it"):
        for seat, user in (("attacker", alice), ("defender", bob)):
            hand = next(e for e in state.events if e.kind == "hand" and e["side"] == seat)
            secrets.cards[user.id] = {card_name(c, 1, int(c[-1])) for c in hand["cards"]}
    offered = await play_battle(world, panel_id, secrets, locales=locales, lang="it")
    assert offered and all("→" in o for o in offered)
    world_ = lb.world
    for message in world_.messages.values():
        if int((message.data.get("author") or {}).get("id") or 0) != world_.bot.id:
            continue
        shown = shown_text(message.data)
        if not shown.strip():
            continue
        if message.visible_to == bob.id:
            assert reads_ukrainian(shown, NAMES) == [], shown
        else:
            assert reads_italian(shown, NAMES) == [], shown
    assert assert_no_unplayed_card_shown(world, secrets) > 10


async def test_a_battle_with_card_effects_declared_in_secret_and_the_rules_help(world):
    lb, alice, bob = world.lb, world.alice, world.bob
    started = await lb.slash(alice, "civ battle", {"defender": bob, "effects": True})
    assert not started.ephemeral, started.content
    panel_id = started.message_id
    await confirm_secret(world, alice, panel_id, NO_RANDOM)
    await confirm_secret(world, bob, panel_id, NO_RANDOM)
    await confirm_secret(world, alice, panel_id, ALICE_CARDS)
    await confirm_secret(world, bob, panel_id, BOB_CARDS)
    await confirm_secret(world, alice, panel_id, {"Metalworking": 1, "French": 1})
    await confirm_secret(world, bob, panel_id)  # none
    _, state, _ = replayed(world, 1)
    (sides,) = [e for e in state.events if e.kind == "sides"]
    assert sides["sides"]["attacker"]["effects"] == ["metalworking", "french"]
    assert sides["sides"]["attacker"]["bonus"] == {"french": 2}
    secrets = Secrets(
        cards={
            alice.id: {"Spearman 1", "Spearman 3", "Archer 2"},
            bob.id: {"Horseman 1", "Horseman 2", "Horseman 3"},
        },
    )
    offered = await play_battle(world, panel_id, secrets)
    status, state, _ = replayed(world, 1)
    assert status == "finished"
    if any(e.kind == "play" and e["fight"] and e["side"] == "attacker" for e in state.events):
        assert any("Metalworking" in o for o in offered)  # asked on Alice's private panel
    (thread,) = lb.threads(world.guild.general)
    told = "\n".join(m["content"] for m in lb.channel_messages(thread.id))
    assert "Metalworking" in told and "French +2" in told
    assert assert_no_unplayed_card_shown(world, secrets) > 20
    rules = await lb.slash(bob, "civ rules", {})
    assert rules.ephemeral and "Zhukov" in rules.content and "Statue of Zeus" in rules.content
