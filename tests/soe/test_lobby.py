"""The quick-battle lobby's custom ids, and player-typed names that must ping nobody."""

from __future__ import annotations

import pytest

from bot.engine import replay
from bot.store import Faction, Region
from bot.ui.text import escape, unmention
from cogs.soe.campaign import attack_setup
from cogs.soe.lobby import Lobby, render_lobby
from cogs.soe.render import render_event
from cogs.soe.rules import RULESET

ALICE, BOB, CAROL = 100_000_000_000_000_001, 100_000_000_000_000_002, 100_000_000_000_000_003
HUGE = 99_999_999_999_999_999_999


def test_a_lobby_survives_its_custom_id() -> None:
    lobby = Lobby(ALICE, f"p{BOB}", "india", CAROL, 0)
    body = lobby.custom_id("soelb", "go").split(":", 1)[1]
    assert Lobby.parse(body) == (lobby, "go")
    neutral = Lobby(ALICE, "nbengal", "india")
    assert Lobby.parse(neutral.custom_id("soels", "aa").split(":", 1)[1]) == (neutral, "aa")


@pytest.mark.parametrize(
    "body",
    [
        f"{ALICE}:p{BOB}:atlantis:0:0:go",  # unknown area
        f"{ALICE}:nnowhere:india:0:0:go",  # unknown neutral country
        f"{ALICE}:p{HUGE}:india:0:0:go",  # beyond any Discord id
        f"{HUGE}:p{BOB}:india:0:0:go",
        f"{ALICE}:p{BOB}:india:{HUGE}:0:aa",
        f"{ALICE}:p{BOB}:india:0:{HUGE}:da",
        f"0:p{BOB}:india:0:0:go",  # nobody attacks
        f"{ALICE}:p0:india:0:0:go",
        f"{ALICE}:nbengal:india:0:0:da",  # a neutral has no ally to name
        f"{ALICE}:nbengal:india:0:{CAROL}:go",
        f"{ALICE}:p{BOB}:india:0:0:zz",
        "junk",
    ],
)
def test_forged_lobby_ids_do_not_parse(body: str) -> None:
    assert Lobby.parse(body) is None


def test_the_lobby_pings_only_the_two_sides() -> None:
    shown = render_lobby(Lobby(ALICE, f"p{BOB}", "india", CAROL, 0), "India", f"<@{BOB}>")
    allowed = shown["allowed_mentions"].to_dict()
    assert sorted(allowed["users"]) == sorted([ALICE, BOB]) and allowed["parse"] == []
    assert f"<@{ALICE}>" in shown["content"] and f"<@{BOB}>" in shown["content"]
    assert shown["embed"].title.count("<@") == 0  # a title would show a mention as raw text


def test_mentions_typed_by_players_stay_text() -> None:
    for typed in (f"<@{BOB}>", f"<@!{BOB}>", f"<@&{BOB}>", "@everyone", "@here"):
        kept = unmention(typed)
        assert kept.replace("\u200b", "") == typed and "@\u200b" in kept
        assert unmention(kept) == kept  # escaping twice changes nothing
    assert escape(f"**<@{BOB}>**").startswith("\\*\\*<@\u200b")


def faction(fid: int, user: int, name: str) -> Faction:
    return Faction(fid, 1, 1, user, name, {"gold": 5}, {}, "", None)


def test_a_campaign_attack_shows_faction_names_that_ping_nobody() -> None:
    attacker, defender = faction(1, ALICE, f"<@{BOB}>"), faction(2, CAROL, "@everyone")
    region = Region(
        1, 1, 1, "india", "India", None, {"1": {"armies": 3}, "2": {"armies": 1}}, {}, ""
    )
    setup = attack_setup("india", attacker, defender, None, region, {})
    assert setup["seats"]["attacker"] == {"user_id": ALICE, "name": f"<@\u200b{BOB}>"}
    assert setup["seats"]["defender"]["name"] == "@\u200beveryone"
    state = replay(RULESET, setup, "seed", [], entropy="1")
    lines = [render_event(e, setup) or "" for e in state.events]
    assert lines and not any(f"<@{BOB}>" in line or "@everyone" in line for line in lines)
