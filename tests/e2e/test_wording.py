"""The scan of the words players read (tests/e2e/wording.py) catches what it must and lets plain
English through: it runs after every end-to-end test (conftest.py), so it is tested here on
messages made by hand."""

from __future__ import annotations

from types import SimpleNamespace

from tests.e2e.wording import PLAIN, RENDERED, ask_purposes, check, known_elsewhere, scan_world

ID = 123456789012345678


def categories(where: str, kind: str, text: str, typed: tuple[str, ...] = ()) -> list[str]:
    return [f.category for f in check(where, kind, text, "test", typed)]


def test_the_ask_purposes_are_read_from_every_ruleset() -> None:
    exact, prefixes = ask_purposes()
    assert {"claim_rp", "claim_spend", "claim_reroll"} <= exact  # cogs/claim/rules.py
    assert {"fight_at_sea", "choose_loss", "ally_joins"} <= exact  # cogs/soe/rules.py
    assert "alliance_tiles_" in prefixes  # f"alliance_tiles_{phase}"


def test_mentions_timestamps_and_bold_are_raw_text_where_discord_does_not_render_them() -> None:
    assert categories("embed title", PLAIN, f"⚔️ <@{ID}> attacks") == ["raw markup"]
    assert categories("component label", PLAIN, "**Confirm**") == ["raw markup"]
    assert categories("embed footer", PLAIN, "ends <t:1700000000:R>") == ["raw markup"]
    assert categories("file log.txt", PLAIN, f"<@!{ID}> rolls") == ["raw markup"]
    # in a message's content or an embed's description they render: fine
    assert categories("content", RENDERED, f"**<@{ID}>** — your move <t:1700000000:R>") == []
    # a name a player typed as "<@id>" is shown as typed, and a shown-safe one is no mention
    assert categories("select option", PLAIN, f"<@{ID}> land", typed=(f"<@{ID}> land",)) == []
    assert categories("embed title", PLAIN, f"📜 <@\u200b{ID}>") == []


def test_python_literals_are_caught_and_english_is_not() -> None:
    for text in (
        "winner None",
        "joined: True",
        "{'armies': 2}",
        "dice ['a', 'b']",
        "void dice ~~land [3, 4]~~",
        "buildings []",
        "p Fraction(1, 3)",
        "<object object at 0x7f00aa>",
    ):
        assert "python literal" in categories("content", RENDERED, text), text
    for text in (
        "__**Fought battles**__\nNone.",
        "None of them fights.",
        "Nobody — none left",
        "Expected ']]' at the end",
        "`True` is what you type",
        "[link](https://example.com/None)",
    ):
        assert categories("content", RENDERED, text) == [], text
    assert categories("autocomplete choice", PLAIN, "None", typed=("None",)) == []


def test_internal_names_are_caught_outside_code() -> None:
    assert categories("embed field value", RENDERED, "**Claim rp** (pick one)") == ["ask name"]
    assert categories("content", RENDERED, "Claim spend") == ["ask name"]
    assert categories("content", RENDERED, "alliance_tiles_naval") == ["ask name"]
    assert categories("content", RENDERED, "• Attack declared: defender_kind player") == [
        "snake_case"
    ]
    # a command's option in a code span is what players type; a URL is an address
    assert categories("content", RENDERED, "`/soe setup faction army_training:1`") == []
    assert categories("content", RENDERED, "see https://x.org/a_b and <#123>") == []
    assert categories("content", RENDERED, "Fight the naval battle? Claim roll R1") == []


def test_the_scan_reads_every_version_file_modal_choice_and_thread_the_bot_made() -> None:
    bot = SimpleNamespace(id=1)

    def message(mid: int, data: dict, revisions=(), author: int = 1):
        return SimpleNamespace(
            id=mid,
            channel_id=5,
            data={"author": {"id": str(author)}, **data},
            revisions=[{"author": {"id": str(author)}, **r} for r in revisions],
            visible_to=None,
        )

    world = SimpleNamespace(
        bot=bot,
        messages={
            10: message(10, {"content": "fine"}, revisions=[{"content": "winner None"}]),
            11: message(
                11,
                {
                    "attachments": [
                        {"id": "90", "filename": "battle-1.txt"},
                        {"id": "91", "filename": "battle-1.json"},
                    ]
                },
            ),
            12: message(
                12,
                {
                    "embeds": [{"title": f"#1 <@{ID}>"}],
                    "components": [
                        {"type": 1, "components": [{"type": 2, "label": "Confirm (0 in all)"}]},
                        {"type": 17, "components": [{"type": 10, "content": "Claim rp"}]},
                    ],
                },
            ),
            13: message(13, {"content": "{'a': 1}"}, author=2),  # a player's, not the bot's
        },
        attachments={90: f"R1 · <@{ID}> → Hill".encode(), 91: b'{"answers": [true, null]}'},
        channels={
            5: SimpleNamespace(id=5, name="general", is_thread=False, owner_id=None),
            6: SimpleNamespace(id=6, name="Battle **#2**", is_thread=True, owner_id=1),
        },
        interactions={
            1: SimpleNamespace(
                label="/x",
                payload={"data": {"options": [{"value": "Red"}]}},
                modal={"title": "claim_rp", "components": []},
                choices=[{"name": "soe_campaign"}],
            )
        },
    )
    found = {(f.category, f.where, f.found) for f in scan_world(world)}
    assert found == {
        ("python literal", "content", "None"),  # in a version since edited away
        ("raw markup", "file battle-1.txt", f"<@{ID}>"),  # the .json is not read
        ("raw markup", "embed title", f"<@{ID}>"),
        ("ask name", "text display", "Claim rp"),
        ("raw markup", "thread name", "**"),
        ("ask name", "modal title", "claim_rp"),
        ("snake_case", "autocomplete choice", "soe_campaign"),
    }


def test_sides_read_as_sides_not_as_a_list_of_seats() -> None:
    assert categories("thread name", PLAIN, "Soe #1 · alice vs carol vs bob") == ["sides as a list"]
    assert categories("embed description", RENDERED, "**alice + carol vs bob + dave**") == []
    assert categories("content", RENDERED, "alice vs bob\ncarol vs dave") == []
    # three players fighting each other in a message's text read as they are
    assert categories("embed description", RENDERED, "B1 · <@1> vs <@2> vs <@3>") == []


def test_no_finding_is_excused_any_more() -> None:
    """Every owner fixed theirs: the same words anywhere now fail the scan."""
    (listed,) = check("thread name", PLAIN, "Soe #1 · a vs b vs c", "thread 1")
    assert known_elsewhere(listed) is None
    (log,) = check("content", RENDERED, "x\nAnswers:\n1 · answer {'a': 1}", "message 2")
    assert known_elsewhere(log) is None
