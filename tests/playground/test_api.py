"""The playground's page and API: what each member sees, and every action as Discord sends it."""

from __future__ import annotations

import asyncio
import json
import re
import sqlite3

import aiohttp
import pytest

from bot.loopback.reading import button, form_values, text
from tests.records import ANSWERS


class Page:
    """The page's side of the API, as the browser uses it."""

    def __init__(self, pg, session: aiohttp.ClientSession) -> None:
        self.pg, self.session = pg, session

    def id(self, member: str) -> str:
        return str(self.pg.members[member].id)

    async def get(self, path: str, member: str = "alice") -> dict:
        async with self.session.get(f"{self.pg.url}{path}", params={"as": self.id(member)}) as r:
            assert r.status == 200, await r.text()
            return await r.json()

    async def post(self, action: str, member: str = "alice", **body) -> dict:
        body = {"as": self.id(member), **body}
        async with self.session.post(f"{self.pg.url}/api/{action}", json=body) as r:
            assert r.status == 200, await r.text()
            return await r.json()

    async def messages(self, channel: str, member: str) -> list[dict]:
        cid = self.pg.channels[channel]
        return (await self.get(f"/api/channels/{cid}/messages", member))["messages"]


@pytest.fixture
async def page(playground):
    async with aiohttp.ClientSession() as session:
        yield Page(playground, session)


async def test_the_demo_server_as_a_member_sees_it(playground, page):
    assert playground.url.startswith("http://127.0.0.1:")
    state = await page.get("/api/state")
    members = {m["username"]: m for m in state["members"]}
    assert list(members) == ["alice", "bob", "carol", "dave", "gm"]
    assert [m["gm"] for m in members.values()] == [False] * 4 + [True]
    assert [c["name"] for c in state["channels"]] == ["general", "battles", "campaign"]
    names = {c["name"] for c in state["commands"]}
    assert {"soe", "claim", "battle", "campaign", "help"} <= names
    assert state["bot"]["status"] == "ready"
    assert {s["key"] for s in state["scenarios"]} == {"soe-allies", "claim-turn-2"}
    async with page.session.get(f"{playground.url}/api/state", params={"as": "1"}) as r:
        assert r.status == 400  # not a member
    async with page.session.get(f"{playground.url}/static/..%2fweb.py") as r:
        assert r.status == 404
    async with page.session.get(playground.url) as r:
        assert r.status == 200 and "<html" in (await r.text()).lower()


async def test_a_battle_through_the_page_and_who_sees_what(playground, page):
    battles = str(playground.channels["battles"])
    choices = await page.post(
        "autocomplete", command="soe battle", focused="area", value="ind", channel_id=battles
    )
    assert any(c["value"] == "india" for c in choices["choices"])
    started = await page.post(
        "slash",
        command="soe battle",
        options={"area": "india", "defender": page.id("bob")},
        channel_id=battles,
    )
    assert started["ok"] and not started["ephemeral"]
    lobby = playground.loopback.message(int(started["message_id"]))
    refused = await page.post(
        "click", "bob", message_id=started["message_id"], custom_id=button(lobby, "Start")
    )
    assert refused["ok"] and refused["ephemeral"]
    in_ukrainian = await page.post(  # Bob's Discord speaks Ukrainian: so does his refusal
        "click",
        "bob",
        message_id=started["message_id"],
        custom_id=button(lobby, "Start"),
        locale="uk",
    )
    said = playground.loopback.message(int(in_ukrainian["message_id"]))["content"]
    assert re.search("[а-яіїє]", said) and not re.search("[a-z]{4}", said), said
    bob_sees = {m["id"]: m for m in await page.messages("battles", "bob")}
    alice_sees = {m["id"] for m in await page.messages("battles", "alice")}
    assert bob_sees[refused["message_id"]]["ephemeral"]
    assert refused["message_id"] not in alice_sees and started["message_id"] in alice_sees

    await page.post("click", message_id=started["message_id"], custom_id=button(lobby, "Start"))
    panel = playground.loopback.message(int(started["message_id"]))
    assert "Your units and tiles" in text(panel)
    opened = await page.post(
        "click", message_id=started["message_id"], custom_id=button(panel, "Change")
    )
    assert opened["modal"] is not None
    values = form_values(opened["modal"], {"Armies": 3, "Fleets": 1})
    sent = await page.post("modal", interaction_id=opened["interaction_id"], values=values)
    assert sent["ok"] and not sent["ephemeral"]
    with sqlite3.connect(playground.db_path) as db:
        (answers,) = db.execute(f"SELECT {ANSWERS} FROM battles").fetchone()
    assert json.loads(answers)[0]["value"]["armies"] == 3
    state = await page.get("/api/state", "bob")  # Bob is called to set his forces: a ping
    assert any(n["message_id"] for n in state["notifications"])

    forged = await page.post("click", message_id=started["message_id"], custom_id="sg:999:0:x")
    assert not forged["ok"] and "no component" in forged["error"]


async def test_bad_requests_get_one_sentence_and_change_nothing(playground, page):
    url = f"{playground.url}/api/slash"
    async with page.session.post(url, data=b"{not json") as r:
        assert (await r.json()) == {"ok": False, "error": "the request is not JSON"}
    nobody = await page.post("slash", command="help", channel_id="1", **{"as": "7"})
    assert not nobody["ok"] and "member" in nobody["error"]
    nowhere = await page.post("slash", command="help", channel_id="12")
    assert not nowhere["ok"] and "channel" in nowhere["error"]
    unknown = await page.post(
        "slash", command="nosuch", channel_id=str(playground.channels["general"])
    )
    assert not unknown["ok"] and "no synced command" in unknown["error"]
    closed = await page.post("modal", interaction_id="5", values={})
    assert not closed["ok"] and "no longer open" in closed["error"]
    empty = await page.post("say", channel_id=str(playground.channels["general"]), content=" ")
    assert not empty["ok"]
    assert (await page.messages("general", "alice")) == []


async def test_the_events_stream_tells_each_change(playground, page):
    async with page.session.get(f"{playground.url}/api/events") as stream:
        first = json.loads((await stream.content.readline()).decode()[len("data: ") :])
        await stream.content.readline()  # the blank line after an event
        said = await page.post(
            "say", channel_id=str(playground.channels["general"]), content="hello <@1>"
        )
        assert said["ok"]
        line = await asyncio.wait_for(stream.content.readline(), 5)
        assert json.loads(line.decode()[len("data: ") :])["version"] > first["version"]
    (shown,) = await page.messages("general", "bob")
    assert shown["content"] == "hello <@1>"


async def test_a_restart_keeps_the_battle(playground, page):
    battles = str(playground.channels["battles"])
    started = await page.post(
        "slash",
        command="soe battle",
        options={"area": "india", "defender": page.id("bob")},
        channel_id=battles,
    )
    assert (await page.post("restart"))["ok"]
    assert (await page.get("/api/state"))["bot"]["status"] == "ready"
    lobby = playground.loopback.message(int(started["message_id"]))
    go = await page.post(
        "click", message_id=started["message_id"], custom_id=button(lobby, "Start")
    )
    assert go["ok"] and not go["ephemeral"]
    assert "Your units and tiles" in text(playground.loopback.message(int(started["message_id"])))


async def test_the_soe_scenario_leaves_a_battle_with_four_sides_ready(playground, page):
    seeded = await page.post("scenario", key="soe-allies")
    assert seeded["ok"], seeded
    assert seeded["channel_id"] == str(playground.channels["battles"])
    with sqlite3.connect(playground.db_path) as db:
        (setup, answers, status) = db.execute(
            f"SELECT setup, {ANSWERS}, status FROM battles"
        ).fetchone()
    seats = {a["seat"] for a in json.loads(answers)}
    assert status == "active" and len(seats) == 4, seats
    assert len(json.loads(setup)["seats"]) == 4
    panel = playground.loopback.message(int(seeded["message_id"]))
    assert "Your units and tiles" not in text(panel) and panel["components"]


async def test_the_claim_scenario_opens_turn_two_and_runs_once(playground, page):
    seeded = await page.post("scenario", key="claim-turn-2")
    assert seeded["ok"], seeded
    shown = [text(m) for m in await page.messages("campaign", "gm")]
    assert any("Turn 2 is open" in t for t in shown)
    assert any("wins and takes Bluefort" in t for t in shown)
    with sqlite3.connect(playground.db_path) as db:
        statuses = [s for (s,) in db.execute("SELECT status FROM turns ORDER BY id")]
    assert statuses[-1] == "open" and len(statuses) == 2
    again = await page.post("scenario", key="claim-turn-2")
    assert not again["ok"] and "Marches" in again["error"]
    unknown = await page.post("scenario", key="chess")
    assert not unknown["ok"] and "soe-allies" in unknown["error"]
