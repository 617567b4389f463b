"""Every claim message fits Discord's limits for the largest campaign the bot allows, nothing is
dropped on the way, and names users typed never ping or show as mentions.

The largest campaign: 10 players with 40-character names, 200 areas (the most a map holds) with
60-character names, every player attacking the 25 areas its order editor offers. Names are made
of markdown characters, so escaping doubles their length: the worst case for every limit.
"""

from __future__ import annotations

import json
import re
from itertools import count
from typing import Any

import discord
import pytest

from bot.store import Campaign, Faction, Region, Turn, TurnOrder
from bot.ui.replies import pings
from bot.ui.text import chunks, escape, split_line
from cogs.claim.campaign import (
    Draft,
    campaign_map,
    claim_rolls,
    close_turn,
    extra_offers,
    player_key,
    reportables,
    roll_label,
)
from cogs.claim.mapfile import MAX_AREAS, MAX_NAME
from cogs.claim.views import (
    SELECT_OPTIONS,
    Block,
    Names,
    clip,
    embed_messages,
    extra_messages,
    listing,
    mention_line,
    order_editor,
    reveal_messages,
    turn_panel,
)

PLAYERS = 10
FACTION_NAME = 40  # /campaign join takes at most 40 characters
CAMPAIGN_NAME = 60
_ids = count(1)


# -- Discord's limits, checked the way Discord counts ---------------------------------------------
def problems(message: dict[str, Any]) -> list[str]:
    """Every limit a message (the keyword arguments of a send) breaks."""
    found = []
    content = message.get("content") or ""
    if len(content) > 2000:
        found.append(f"content {len(content)}")
    embeds = list(message.get("embeds") or [])
    if message.get("embed") is not None:
        embeds.append(message["embed"])
    if len(embeds) > 10:
        found.append(f"{len(embeds)} embeds")
    total = 0
    for e in embeds:
        d = e.to_dict()
        total += len(e)
        if len(d.get("title", "")) > 256:
            found.append("title")
        if len(d.get("description", "")) > 4096:
            found.append(f"description {len(d['description'])}")
        if len(d.get("fields", [])) > 25:
            found.append("fields")
        for f in d.get("fields", []):
            if len(f["name"]) > 256 or len(f["value"]) > 1024 or not f["value"]:
                found.append(f"field {f['name'][:20]}: {len(f['name'])}/{len(f['value'])}")
        if len(d.get("footer", {}).get("text", "")) > 2048:
            found.append("footer")
    if total > 6000:
        found.append(f"embeds total {total}")
    view = message.get("view")
    if view is not None:
        rows = view.to_components()
        if len(rows) > 5:
            found.append(f"{len(rows)} rows")
        for row in rows:
            for c in row["components"]:
                if len(c.get("custom_id", "")) > 100:
                    found.append("custom_id")
                if c["type"] == 3:
                    options = c["options"]
                    if not 1 <= len(options) <= 25:
                        found.append(f"{len(options)} options")
                    if len(c.get("placeholder", "")) > 150:
                        found.append(f"placeholder {len(c['placeholder'])}")
                    if c.get("max_values", 1) > len(options):
                        found.append("max_values")
                    values = [o["value"] for o in options]
                    if len(set(values)) != len(values):
                        found.append("duplicate values")
                    for o in options:
                        if len(o["label"]) > 100 or len(o.get("description", "")) > 100:
                            found.append(f"option {o['label'][:20]}")
                        if len(o["value"]) > 100:
                            found.append("option value")
    return found


def seen(messages: list[dict[str, Any]]) -> str:
    """Everything a reader sees in these messages."""
    parts = []
    for m in messages:
        parts.append(m.get("content") or "")
        for e in m.get("embeds") or ([m["embed"]] if m.get("embed") else []):
            d = e.to_dict()
            parts += [d.get("title", ""), d.get("description", "")]
            parts += [f"{f['name']}\n{f['value']}" for f in d.get("fields", [])]
            parts.append(d.get("footer", {}).get("text", ""))
    return "\n".join(parts)


# -- the largest campaign -------------------------------------------------------------------------
def long_name(prefix: str, length: int) -> str:
    """A name of `length` characters, made of markdown so escaping doubles it."""
    return (prefix + "*_~|" * length)[:length]


def make_faction(i: int, name: str | None = None) -> Faction:
    return Faction(
        id=i + 1,
        guild_id=1,
        campaign_id=1,
        user_id=100_000_000_000_000_000 + i,
        name=name or long_name(f"F{i}", FACTION_NAME),
        resources={"rp": 5},
        data={},
        joined_at="2024-01-01T00:00:00",
        left_at=None,
    )


def make_region(n: int, owner: int | None, borders: list[str], name: str | None = None) -> Region:
    return Region(
        id=next(_ids),
        guild_id=1,
        campaign_id=1,
        key=f"a{n:03d}",
        name=name or long_name(f"A{n:03d}", MAX_NAME),
        owner=owner,
        holdings={},
        data={"fortifications": 20, "buildings": ["x" * 60], "borders": borders},
        updated_at="2024-01-01T00:00:00",
    )


def make_turn(status: str = "open", data: dict[str, Any] | None = None) -> Turn:
    return Turn(
        id=9,
        guild_id=1,
        campaign_id=1,
        number=99,
        status=status,
        deadline="2024-01-03T00:00:00+00:00",
        channel_id=5,
        message_id=6,
        data=data or {},
        opened_by=1,
        opened_at="2024-01-01T00:00:00+00:00",
        closed_by=None,
        closed_at=None,
        updated_at="2024-01-01T00:00:00+00:00",
    )


CAMPAIGN = Campaign(
    id=1,
    guild_id=1,
    game="claim",
    name=long_name("C", CAMPAIGN_NAME),
    settings={},
    gm_user_id=7,
    status="active",
    created_at="2024-01-01T00:00:00",
    archived_at=None,
)
FACTIONS = [make_faction(i) for i in range(PLAYERS)]


def big_map(unclaimed: int = 0, factions: list[Faction] = FACTIONS) -> list[Region]:
    """200 areas on a ring (each borders the next two), held in turn by the players; the last
    `unclaimed` areas are nobody's."""
    regions = []
    for n in range(MAX_AREAS):
        owner = factions[n % len(factions)].id if n < MAX_AREAS - unclaimed else None
        near = [f"a{(n + 1) % MAX_AREAS:03d}", f"a{(n + 2) % MAX_AREAS:03d}"]
        regions.append(make_region(n, owner, near))
    return regions


def largest_orders(
    regions: list[Region], factions: list[Faction] = FACTIONS
) -> dict[int, dict[str, Any]]:
    """The first half of the players attack each other (fought battles, offence); the others
    (defence) each attack 25 areas of theirs, the most the order editor offers: a mass assault
    on 13 and further attacks on 12, some areas attacked twice (claim rolls)."""
    board = campaign_map(regions)
    areas_of = {f.id: [r.key for r in regions if r.owner == f.id] for f in factions}
    half = len(factions) // 2
    pool = [a for f in factions[:half] for a in areas_of[f.id][1:]]
    orders = {}
    for i, f in enumerate(factions):
        if i < half:
            other = factions[i ^ 1] if i ^ 1 < half else factions[0]
            draft = Draft("offence", areas_of[other.id][0])
        else:
            targets = (pool * 2)[(i - half) * 19 :][:SELECT_OPTIONS]
            draft = Draft("defence", None, tuple(targets[13:]), tuple(targets[:13]))
        assert not draft.problems(player_key(f.id), board)
        orders[f.id] = draft.to_dict()
    return orders


@pytest.fixture(scope="module")
def largest() -> tuple[list[Region], dict[str, Any]]:
    regions = big_map()
    data = close_turn(regions, FACTIONS, largest_orders(regions), {}).data()
    return regions, json.loads(json.dumps(data))


# -- the reveal -----------------------------------------------------------------------------------
def test_the_largest_reveal_is_split_into_messages_within_every_limit(largest) -> None:
    regions, data = largest
    names = Names.of(FACTIONS, regions)
    messages = reveal_messages(CAMPAIGN.name, make_turn("resolving", data), data, names)
    assert len(messages) > 1  # one message could not hold it
    for n, message in enumerate(messages, start=1):
        assert problems(message) == [], n
        footer = message["embeds"][-1].footer.text
        assert footer.endswith(f"{n}/{len(messages)}")


def test_the_split_reveal_loses_nothing(largest) -> None:
    regions, data = largest
    names = Names.of(FACTIONS, regions)
    text = seen(reveal_messages(CAMPAIGN.name, make_turn("resolving", data), data, names))
    rolls = claim_rolls(data)
    assert rolls  # the largest turn has claim rolls and fought battles
    assert reportables(data)
    for i, roll in enumerate(rolls):
        line = f"**{roll_label(i)}** · {names.area(roll.area)}: {names.faction(roll.attacker)} → "
        assert line in text, roll_label(i)
    for battle in reportables(data):
        assert f"**{battle.label}** · " in text
    for f in FACTIONS:
        assert f"**{escape(f.name)}** — " in text
    # every attacked area of every player is named in the orders (nothing cut with "…")
    for orders in data["orders"].values():
        for area in Draft.read(orders).targets:
            assert names.area(area) in text
    # only the options of an extra battle offer may be cut short (its select offers them)
    offers = text.split("__**Extra battles")
    assert len(offers) == 2 and "… and" not in offers[0]


def test_a_small_reveal_is_one_message() -> None:
    regions = [make_region(0, 1, ["a001"], "North"), make_region(1, 2, [], "South")]
    factions = [make_faction(0, "Red"), make_faction(1, "Blue")]
    data = close_turn(regions, factions, {1: {"priority": "offence", "main_attack": "a001"}}, {})
    data = json.loads(json.dumps(data.data()))
    names = Names.of(factions, regions)
    messages = reveal_messages("Marches", make_turn("resolving", data), data, names)
    assert len(messages) == 1 and problems(messages[0]) == []
    text = seen(messages)
    assert "**B1** · South · <@" in text and "the defender has no other battle" in text
    assert "Blue gave no orders: defence priority." in text
    assert messages[0]["embeds"][-1].footer.text is None  # no "1/1"


def test_the_reveal_of_a_full_campaign_of_25_players_fits() -> None:
    factions = [make_faction(i) for i in range(25)]  # /campaign join takes 25 at most
    regions = big_map(factions=factions)
    data = close_turn(regions, factions, largest_orders(regions, factions), {}).data()
    data = json.loads(json.dumps(data))
    names = Names.of(factions, regions)
    turn = make_turn("resolving", data)
    messages = reveal_messages(CAMPAIGN.name, turn, data, names)
    messages += extra_messages(turn, data, names)
    messages.append(turn_panel(CAMPAIGN, turn, factions, []))
    assert [problems(m) for m in messages] == [[]] * len(messages)
    text = seen(messages)
    assert all(f"**{roll_label(i)}** · " in text for i in range(len(claim_rolls(data))))
    assert all(f"<@{f.user_id}>" in text for f in factions)


# -- the turn panel, the order editor, the extra battles -------------------------------------------
def test_the_turn_panel_of_the_largest_campaign_fits_and_lists_every_player() -> None:
    orders = [
        TurnOrder(1, 9, f.id, {}, "2024-01-01T00:00:00" if i % 2 else None, "2024-01-01")
        for i, f in enumerate(FACTIONS)
    ]
    for status in ("open", "resolving"):
        panel = turn_panel(CAMPAIGN, make_turn(status), FACTIONS, orders)
        assert problems(panel) == []
        text = seen([panel])
        assert all(f"<@{f.user_id}>" in text for f in FACTIONS)
        assert f"Orders (5/{PLAYERS})" in text


def test_a_turn_panel_with_hundreds_of_players_says_how_many_it_leaves_out() -> None:
    many = [make_faction(i) for i in range(300)]
    panel = turn_panel(CAMPAIGN, make_turn(), many, [])
    assert problems(panel) == []
    text = seen([panel])
    shown = text.count("⏳")
    assert 0 < shown < 300 and f"… and {300 - shown} more" in text


def test_the_order_editor_of_the_largest_orders_fits(largest) -> None:
    regions, _ = largest
    names = Names.of(FACTIONS, regions)
    orders = largest_orders(regions)
    for f in FACTIONS[5:8]:
        order = TurnOrder(1, 9, f.id, orders[f.id], "2024-01-01T00:00:00+00:00", "x")
        editor = order_editor(make_turn(), f, order, regions, names)
        assert problems(editor) == []
        assert "Mass assault: " in seen([editor])


def test_the_extra_battle_selects_fit_five_to_a_message_with_the_first_25_options() -> None:
    # nobody attacks: every pair of players gets an offer, over 180 unclaimed areas each
    firsts = [f"a{2 * i:03d}" for i in range(PLAYERS)]
    regions = []
    for i, f in enumerate(FACTIONS):
        regions += [
            make_region(2 * i, f.id, [f"a{2 * i + 1:03d}"]),
            make_region(2 * i + 1, f.id, []),
        ]
    regions += [make_region(n, None, firsts) for n in range(2 * PLAYERS, MAX_AREAS)]
    data = close_turn(regions, FACTIONS, {}, {}).data()
    data = json.loads(json.dumps(data))
    names = Names.of(FACTIONS, regions)
    offers = extra_offers(data)
    assert offers and max(len(o.options) for o in offers.values()) > SELECT_OPTIONS
    messages = extra_messages(make_turn("resolving", data), data, names)
    assert len(messages) == -(-len(offers) // 5)
    for message in messages:
        assert problems(message) == []
        assert "Extra battles on offer" in message["content"]
    placeholders = [
        c["placeholder"]
        for m in messages
        for row in m["view"].to_components()
        for c in row["components"]
    ]
    assert any(f"(first {SELECT_OPTIONS} of" in p for p in placeholders)
    # the whole offer is in the reveal, every option named
    reveal = seen(reveal_messages("X", make_turn("resolving", data), data, names))
    for label in offers:
        assert f"**{label}** · " in reveal


# -- names never ping ------------------------------------------------------------------------------
PINGY = ["@everyone", "<@123456789012345678>", "@here", "<@&223456789012345678>"]


def pingy_campaign() -> tuple[list[Faction], list[Region], dict[str, Any]]:
    factions = [make_faction(i, name) for i, name in enumerate(PINGY)]
    regions = [
        make_region(n, factions[n].id, [f"a{(n + 1) % 4:03d}"], name)
        for n, name in enumerate(["@everyone", "<@323456789012345678>", "@here", "x"])
    ]
    submitted = {
        f.id: {"priority": "offence", "main_attack": f"a{(i + 1) % 4:03d}"}
        for i, f in enumerate(factions)
    }
    data = json.loads(json.dumps(close_turn(regions, factions, submitted, {}).data()))
    return factions, regions, data


def raw_mentions(text: str) -> list[str]:
    """Mentions Discord would read in the text: @everyone, @here, <@id>, <@&id>."""
    return re.findall(r"@everyone|@here|<@[!&]?\d+>", text)


def test_names_typed_by_users_never_show_as_mentions() -> None:
    factions, regions, data = pingy_campaign()
    names = Names.of(factions, regions)
    turn = make_turn("resolving", data)
    messages = reveal_messages("@everyone", turn, data, names)
    messages += extra_messages(turn, data, names)
    messages.append(turn_panel(CAMPAIGN, turn, factions, []))
    found = raw_mentions(seen(messages))
    # only the players' own mentions, written by the bot, remain
    assert set(found) <= {f"<@{f.user_id}>" for f in factions}
    for name in PINGY:
        assert escape(name) != name and escape(name) in seen(messages)


def test_pings_name_exactly_the_players_and_never_everyone_or_roles() -> None:
    allowed = pings([5, 6, None, 5])
    assert [u.id for u in allowed.users] == [5, 6]
    assert allowed.everyone is False and allowed.roles is False
    payload = allowed.to_dict()
    assert payload["users"] == [5, 6] and payload["parse"] == []


def test_every_message_of_the_turn_pings_nobody_by_default(largest) -> None:
    regions, data = largest
    names = Names.of(FACTIONS, regions)
    turn = make_turn("resolving", data)
    quiet = discord.AllowedMentions.none().to_dict()
    for message in [
        *reveal_messages(CAMPAIGN.name, turn, data, names),
        *extra_messages(turn, data, names),
        turn_panel(CAMPAIGN, turn, FACTIONS, []),
    ]:
        assert message["allowed_mentions"].to_dict() == quiet


# -- the pieces ---------------------------------------------------------------------------------
def test_a_long_listing_says_how_many_it_leaves_out() -> None:
    items = [f"area{n}" for n in range(100)]
    text = listing(items, 100)
    assert len(text) <= 100
    kept = text.split(", … and ")[0].split(", ")
    assert kept == items[: len(kept)] and text.endswith(f"… and {100 - len(kept)} more")
    assert listing(items[:3], 100) == "area0, area1, area2"


def test_chunks_cut_between_lines_and_split_a_line_longer_than_the_limit() -> None:
    lines = ["a" * 600, "b" * 600, "c" * 2500]
    out = chunks(lines, 1024)
    assert all(len(c) <= 1024 for c in out)
    assert out[0] == "a" * 600 and out[1] == "b" * 600
    assert "".join(out).replace("\n", "") == "".join(lines)


def test_a_line_is_never_split_inside_an_escape() -> None:
    line = escape("*" * 3000)
    pieces = split_line(line, 1001)
    assert all(len(p) <= 1001 for p in pieces)
    assert all(not p.endswith("\\") for p in pieces[:-1])
    assert "".join(pieces) == line


def test_embed_messages_keep_blocks_in_order_and_continue_long_ones() -> None:
    blocks = [
        Block("First", [f"line {n} " + "x" * 90 for n in range(200)], discord.Colour.red()),
        Block("Second", ["short"], discord.Colour.blue()),
    ]
    messages = embed_messages(blocks, footer="T")
    assert len(messages) > 1
    for embeds in messages:
        assert problems({"embeds": embeds}) == []
    titles = [e.title for m in messages for e in m]
    assert titles[0] == "First" and titles[-1] == "Second"
    assert all(t == "First (continued)" for t in titles[1:-1])
    text = "\n".join(e.description for m in messages for e in m)
    assert [int(n) for n in re.findall(r"line (\d+)", text)] == list(range(200))


def test_clip_and_mention_line_stay_within_limits() -> None:
    assert clip("abc", 5) == "abc" and clip("abcdef", 5) == "abcd…"
    line = mention_line("📣 Turn 1 is open: ", list(range(10**17, 10**17 + 200)))
    assert len(line) <= 2000 and line.endswith("more")
