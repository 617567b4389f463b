"""The quick-battle lobby's custom ids, and player-typed names that must ping nobody."""

from __future__ import annotations

from types import SimpleNamespace

import discord
import pytest

from bot.engine import replay
from bot.errors import Refusal
from bot.store import Faction, Region
from bot.ui.text import escape, unmention
from cogs.soe.campaign import attack_setup
from cogs.soe.lobby import Lobby, picks_on, quick_battle_setup, render_lobby
from cogs.soe.render import render_event
from cogs.soe.rules import MAX_ALLIES, RULESET

ALICE, BOB, CAROL = 100_000_000_000_000_001, 100_000_000_000_000_002, 100_000_000_000_000_003
HUGE = 99_999_999_999_999_999_999


DAVE, ERIN, FRANK = 100_000_000_000_000_004, 100_000_000_000_000_005, 100_000_000_000_000_006


def body_of(lobby: Lobby, action: str) -> str:
    return lobby.custom_id("soelb", action).split(":", 1)[1]


def test_a_lobby_survives_its_custom_id_and_its_picks_its_message() -> None:
    lobby = Lobby(ALICE, f"p{BOB}", "india", (CAROL, DAVE), (ERIN,))
    custom_id = lobby.custom_id("soels", "aa")
    assert len(custom_id) <= 100 and str(CAROL) not in custom_id  # the picks: a digest only
    bare = Lobby(ALICE, f"p{BOB}", "india")
    assert Lobby.parse(body_of(lobby, "go")) == (bare, "go", lobby.digest())
    neutral = Lobby(ALICE, "nbengal", "india")
    assert Lobby.parse(body_of(neutral, "go")) == (neutral, "go", neutral.digest())
    # every pick changes the digest, and so every component's id
    assert len({lobby.digest(), bare.digest(), lobby.with_allies("attacker", [DAVE]).digest()}) == 3
    # nine allies a side still fit a custom_id
    many = Lobby(ALICE, f"p{BOB}", "india", tuple(range(10**18, 10**18 + 9)))
    assert len(many.custom_id("soels", "da")) <= 100 and many.sound()


def test_a_lobby_of_the_older_form_keeps_its_one_ally_a_side() -> None:
    parsed = Lobby.parse(f"{ALICE}:p{BOB}:india:{CAROL}:0:go")
    assert parsed is not None
    lobby, action, digest = parsed
    assert lobby == Lobby(ALICE, f"p{BOB}", "india", (CAROL,), ()) and action == "go"
    assert digest == lobby.digest()


def test_the_lobby_shows_its_picks_in_the_selects_and_the_embed() -> None:
    lobby = Lobby(ALICE, f"p{BOB}", "india", (CAROL, DAVE), (ERIN,))
    shown = render_lobby(lobby, "India", f"<@{BOB}>")
    selects = [item.item for item in shown["view"].children if type(item).__name__ == "LobbySelect"]
    assert [s.max_values for s in selects] == [MAX_ALLIES, MAX_ALLIES]
    assert [[v.id for v in s.default_values] for s in selects] == [[CAROL, DAVE], [ERIN]]
    assert [s.placeholder for s in selects] == [
        "Attacker: name your allies (optional)",
        "Defender: name your allies (optional)",
    ]
    description = shown["embed"].description
    assert f"Attacker's allies: <@{CAROL}>, <@{DAVE}>" in description
    assert f"Defender's ally: <@{ERIN}>" in description
    assert "up to 9 allies" in description
    # the allies are shown, never pinged: the lobby pings the two sides
    assert sorted(shown["allowed_mentions"].to_dict()["users"]) == sorted([ALICE, BOB])
    empty = render_lobby(Lobby(ALICE, f"p{BOB}", "india"), "India", f"<@{BOB}>")
    assert "Attacker's allies: none" in empty["embed"].description


class Row:
    def __init__(self, *children: object) -> None:
        self.children = list(children)


def message_of(shown: dict) -> SimpleNamespace:
    """The lobby message as discord.py reads it back from an interaction."""
    rows = []
    for row in discord.ui.View.to_components(shown["view"]):
        parsed = discord.ActionRow(row)
        rows.append(Row(*parsed.children))
    return SimpleNamespace(id=1, components=rows)


def test_the_picks_are_read_back_from_the_lobby_message() -> None:
    lobby = Lobby(ALICE, f"p{BOB}", "india", (CAROL, DAVE), (ERIN,))
    message = message_of(render_lobby(lobby, "India", f"<@{BOB}>"))
    assert picks_on(message) == ((CAROL, DAVE), (ERIN,))
    assert picks_on(message_of(render_lobby(Lobby(ALICE, "nbengal", "india"), "I", "B"))) == (
        (),
        (),
    )
    assert picks_on(SimpleNamespace(id=2, components=[])) is None  # no lobby at all
    assert picks_on(None) is None


def test_picks_no_lobby_could_show_are_refused() -> None:
    for forged in (
        Lobby(ALICE, f"p{BOB}", "india", (BOB,), ()),  # the defender as the attacker's ally
        Lobby(ALICE, f"p{BOB}", "india", (CAROL,), (CAROL,)),  # on both sides
        Lobby(ALICE, f"p{BOB}", "india", (ALICE,), ()),  # the attacker as its own ally
        Lobby(ALICE, f"p{BOB}", "india", (CAROL, CAROL), ()),
        Lobby(ALICE, f"p{BOB}", "india", tuple(range(1, MAX_ALLIES + 2)), ()),  # ten allies
        Lobby(ALICE, f"p{BOB}", "india", (HUGE,), ()),
        Lobby(ALICE, "nbengal", "india", (CAROL,), ()),  # allies against a neutral
        Lobby(ALICE, "nbengal", "india", (), (CAROL,)),
    ):
        assert not forged.sound(), forged


def test_a_neutral_lobby_offers_no_ally_picker_it_would_refuse() -> None:
    shown = render_lobby(Lobby(ALICE, "nbengal", "india"), "India", "Bengal")
    kinds = [type(item).__name__ for item in shown["view"].children]
    assert "LobbySelect" not in kinds and kinds.count("LobbyButton") == 2
    # nor does a picked ally of a forged or stale id get as far as Start
    assert Lobby.parse(f"{ALICE}:nbengal:india:0:0:aa") is None
    assert Lobby.parse(f"{ALICE}:nbengal:india:{CAROL}:0:go") is None
    assert Lobby.parse(f"{ALICE}:nbengal:india:v0123abcd:aa") is None
    assert Lobby.parse(f"{ALICE}:nbengal:india:v0123abcd:da") is None


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
        f"{ALICE}:p{BOB}:india:{BOB}:0:go",  # the defender as the attacker's ally
        f"{ALICE}:p{BOB}:india:vXYZ:go",  # a digest is eight hex digits
        f"{ALICE}:p{BOB}:atlantis:v0123abcd:go",
        f"{ALICE}:p{BOB}:india:v0123abcd:{CAROL}:go",
        "junk",
    ],
)
def test_forged_lobby_ids_do_not_parse(body: str) -> None:
    assert Lobby.parse(body) is None


def test_the_lobby_pings_only_the_two_sides() -> None:
    shown = render_lobby(Lobby(ALICE, f"p{BOB}", "india", (CAROL,), ()), "India", f"<@{BOB}>")
    allowed = shown["allowed_mentions"].to_dict()
    assert sorted(allowed["users"]) == sorted([ALICE, BOB]) and allowed["parse"] == []
    assert f"<@{ALICE}>" in shown["content"] and f"<@{BOB}>" in shown["content"]
    assert shown["embed"].title.count("<@") == 0  # a title would show a mention as raw text


def member(user_id: int, name: str = "x", bot: bool = False) -> SimpleNamespace:
    return SimpleNamespace(id=user_id, display_name=name, bot=bot)


def test_a_quick_battle_seats_every_ally_in_order() -> None:
    setup = quick_battle_setup(
        member(ALICE, "Ada"),
        "india",
        member(BOB, "Bo"),
        None,
        [member(CAROL, "Cy"), member(DAVE, "Di")],
        [member(ERIN, "Ed"), member(FRANK, "Fi")],
    )
    assert list(setup["seats"]) == [
        "attacker",
        "defender",
        "attacker_ally",
        "attacker_ally_2",
        "defender_ally",
        "defender_ally_2",
    ]
    assert setup["seats"]["attacker_ally_2"] == {"user_id": DAVE, "name": "Di"}
    with pytest.raises(Refusal, match="only one part"):
        quick_battle_setup(
            member(ALICE), "india", member(BOB), None, [member(CAROL)], [member(CAROL)]
        )
    with pytest.raises(Refusal, match="Bots"):
        quick_battle_setup(member(ALICE), "india", member(BOB), None, [member(CAROL, bot=True)])
    ten = [member(10**18 + n) for n in range(MAX_ALLIES + 1)]
    with pytest.raises(Refusal, match="at most 9 allies"):
        quick_battle_setup(member(ALICE), "india", member(BOB), None, ten)


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
