"""End to end: tournaments run in the bot — a 5-player Swiss of Struggle of Empires quick battles
over 3 rounds (a bye, a drop), every match played by clicks in its thread and recorded when its
battle ends; a round of multiplayer tables reported and confirmed."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime, timedelta

from bot.loopback.reading import button, pinged, text
from tests.e2e.test_soe import play_by_clicks


def rows(world, sql: str, *params) -> list[tuple]:
    with sqlite3.connect(world.db) as db:
        return db.execute(sql, params).fetchall()


def matches(world, round_no: int) -> list[tuple[int, list[int], list | None, bool, int | None]]:
    """(id, seats, points, bye, thread id) of a round's matches."""
    return [
        (i, json.loads(seats), json.loads(points) if points else None, bool(bye), thread)
        for i, seats, points, bye, thread in rows(
            world,
            "SELECT id, seats, points, bye, thread_id FROM tournament_matches WHERE round = ?"
            " ORDER BY table_no",
            round_no,
        )
    ]


def people_of(world) -> dict:
    return {u.id: u for u in (world.alice, world.bob, world.carol, world.gm)}


def posted(world, round_no: int) -> list:
    """The round's matches once every one of them has its thread (byes have none)."""
    found = matches(world, round_no)
    return found if found and all(bye or thread for _, _, _, bye, thread in found) else []


def finished(world) -> bool:
    return rows(world, "SELECT status FROM tournaments") == [("finished",)]


async def play_match(world, people: dict, seats: list[int], thread: int) -> None:
    """The first seat attacks India in the match's thread; everyone answers by clicks."""
    lb = world.lb
    attacker, defender = people[seats[0]], people[seats[1]]
    lobby = await lb.slash(
        attacker, "soe battle", {"area": "india", "defender": defender}, channel=thread
    )
    assert not lobby.ephemeral, lobby.content
    started = await lb.click(attacker, lobby.message_id, button(lobby.message, "Start"))
    await play_by_clicks(world, started.message_id, people)


async def test_a_five_player_swiss_with_a_bye_and_a_drop(world):
    lb, gm = world.lb, world.gm
    players = [world.alice, world.bob, world.carol, lb.add_user("dave"), lb.add_user("erin")]
    people = {u.id: u for u in players}
    made = await lb.slash(
        gm, "tournament create", {"name": "Spring Cup", "game": "soe", "format": "swiss",
                                  "rounds": 3},
    )  # fmt: skip
    assert not made.ephemeral and "Spring Cup" in made.content, made.content
    refused = await lb.slash(world.alice, "tournament start", {})
    assert refused.ephemeral and "organiser" in refused.content
    for user in players:
        joined = await lb.slash(user, "tournament join", {})
        assert not joined.ephemeral and "joins" in joined.content, joined.content
    await lb.slash(gm, "tournament start", {})

    dropper = None
    for round_no in (1, 2, 3):
        current = await lb.world.wait_until(lambda r=round_no: posted(world, r), 10)
        paired = [u for _, seats, _, _, _ in current for u in seats]
        assert len(paired) == len(set(paired))  # each player once a round
        byes = [seats for _, seats, _, bye, _ in current if bye]
        assert len(byes) == (1 if len(paired) % 2 else 0)
        for _, seats, _, bye, thread in current:
            if bye:
                continue
            assert thread is not None
            await play_match(world, people, seats, thread)
            if round_no == 1 and dropper is None:
                # a player of the round's first match drops while the round is still being
                # played: the round's last result pairs the next round without them
                dropper = seats[0]
                await lb.world.wait_until(
                    lambda s=seats: any(m[1] == s and m[2] is not None for m in matches(world, 1)),
                    10,
                )  # its result is in
                gone = await lb.slash(people[dropper], "tournament drop", {})
                assert not gone.ephemeral and "leaves" in gone.content
        if round_no == 2:  # the tournament goes on across a restart of the bot
            await lb.restart_bot()
            await lb.wait_ready(commands=True)
        await lb.world.wait_until(
            lambda r=round_no: all(m[2] is not None for m in matches(world, r)), 10
        )  # every result recorded as its battle ended

    await lb.world.wait_until(lambda: finished(world), 10)
    assert not any(dropper in seats for r in (2, 3) for _, seats, _, _, _ in matches(world, r))
    final = await lb.wait_for_message(world.guild.general, lambda m: "is over" in text(m))
    assert "🥇" in text(final)
    ended = await lb.wait_for_message(world.guild.general, lambda m: m.get("attachments"))
    assert [a["filename"] for a in ended["attachments"]] == ["standings.png"]
    standings = await lb.slash(world.carol, "tournament standings", {"tournament": "Spring Cup"})
    assert "Buchholz" in text(standings.message)
    (picture,) = standings.message["attachments"]
    assert picture["filename"] == "standings.png"
    linked = rows(world, "SELECT COUNT(*) FROM tournament_matches WHERE battle_id IS NOT NULL")
    assert linked[0][0] == 2 + 2 + 2  # every played match came from its battle
    rated = rows(world, "SELECT COUNT(*) FROM ratings WHERE game = 'soe'")
    assert rated[0][0] == 5


async def test_a_table_round_is_reported_confirmed_and_disputed(world):
    lb, gm = world.lb, world.gm
    players = [world.alice, world.bob, world.carol, lb.add_user("dave")]
    await lb.slash(
        gm, "tournament create", {"name": "Table Cup", "game": "soe", "format": "tables",
                                  "rounds": 1, "table_size": 4},
    )  # fmt: skip
    for user in players:
        await lb.slash(user, "tournament join", {})
    await lb.slash(gm, "tournament start", {})
    ((match_id, seats, _, _, thread),) = await lb.world.wait_until(lambda: posted(world, 1), 10)
    assert sorted(seats) == sorted(u.id for u in players)
    order = " ".join(f"<@{u}>" for u in reversed(seats))
    outside = await lb.slash(world.alice, "tournament report", {"order": order})
    assert outside.ephemeral  # not in the match's thread
    wrong = await lb.slash(world.alice, "tournament report", {"order": "<@1>"}, channel=thread)
    assert wrong.ephemeral and "finishing order" in wrong.content
    asked = await lb.slash(world.alice, "tournament report", {"order": order}, channel=thread)
    assert not asked.ephemeral
    mine = await lb.click(world.alice, asked.message_id, button(asked.message, "Confirm"))
    assert mine.ephemeral  # the reporter does not confirm their own report
    disputed = await lb.click(world.bob, asked.message_id, button(asked.message, "Dispute"))
    assert not disputed.ephemeral and f"<@{gm.id}>" in disputed.content
    assert matches(world, 1)[0][2] is None
    again = await lb.slash(world.alice, "tournament report", {"order": order}, channel=thread)
    await lb.click(world.carol, again.message_id, button(again.message, "Confirm"))
    points = matches(world, 1)[0][2]
    placed = {u: float(3 - i) for i, u in enumerate(reversed(seats))}  # named first: 3 points
    assert dict(zip(seats, points, strict=True)) == placed
    await lb.world.wait_until(lambda: finished(world), 10)


def set_deadline(world, when: datetime) -> None:
    with sqlite3.connect(world.db) as db:
        db.execute("UPDATE tournaments SET deadline = ?", (when.isoformat(timespec="seconds"),))


async def test_a_deadline_reminds_then_the_organiser_settles_by_rule(world):
    lb, gm, alice, bob = world.lb, world.gm, world.alice, world.bob
    await lb.slash(
        gm, "tournament create", {"name": "Quick Cup", "game": "soe", "format": "swiss",
                                  "rounds": 1, "round_hours": 1},
    )  # fmt: skip
    for user in (alice, bob):
        await lb.slash(user, "tournament join", {})
    await lb.slash(gm, "tournament start", {})
    ((_, seats, _, _, thread),) = await lb.world.wait_until(lambda: posted(world, 1), 10)

    set_deadline(world, datetime.now(UTC) + timedelta(minutes=10))  # inside the last half hour
    reminder = await lb.wait_for_message(world.guild.general, lambda m: "⏰" in text(m))
    assert set(pinged(reminder)) == {alice.id, bob.id}

    # the first seat's battle waits on its attacker: by rule, the attacker loses
    lobby = await lb.slash(
        people_of(world)[seats[0]], "soe battle", {"area": "india",
                                                   "defender": people_of(world)[seats[1]]},
        channel=thread,
    )  # fmt: skip
    await lb.click(people_of(world)[seats[0]], lobby.message_id, button(lobby.message, "Start"))
    set_deadline(world, datetime.now(UTC) - timedelta(minutes=1))
    asked = await lb.wait_for_message(
        world.guild.general, lambda m: "By rule" in str(m.get("components"))
    )
    stranger = await lb.click(alice, int(asked["id"]), button(asked, "By rule"))
    assert stranger.ephemeral and "organiser" in stranger.content
    settled = await lb.click(gm, int(asked["id"]), button(asked, "By rule"))
    assert not settled.ephemeral
    ((_, _, points, _, _),) = matches(world, 1)
    assert points == [0.0, 1.0]
    await lb.world.wait_until(lambda: finished(world), 10)


async def test_the_organiser_seeds_withdraws_a_round_and_pauses(world):
    lb, gm = world.lb, world.gm
    players = [world.alice, world.bob, world.carol, lb.add_user("dave")]
    await lb.slash(gm, "tournament create", {"name": "Seeded Cup", "game": "soe",
                                             "format": "single_elim"})  # fmt: skip
    for user in players:
        await lb.slash(user, "tournament join", {})
    order = " ".join(f"<@{u.id}>" for u in reversed(players))
    bad = await lb.slash(gm, "tournament seeds", {"order": f"<@{gm.id}>"})
    assert bad.ephemeral
    seeded = await lb.slash(gm, "tournament seeds", {"order": order})
    assert not seeded.ephemeral, seeded.content
    seeds = dict(rows(world, "SELECT user_id, seed FROM tournament_entrants"))
    assert [seeds[u.id] for u in reversed(players)] == [1, 2, 3, 4]

    await lb.slash(gm, "tournament start", {})
    first = await lb.world.wait_until(lambda: posted(world, 1), 10)
    top = {players[-1].id, players[0].id}  # seed 1 meets seed 4
    assert any(set(seats) == top for _, seats, _, _, _ in first)
    taken_back = await lb.slash(gm, "tournament withdraw", {})
    assert not taken_back.ephemeral and "withdrawn" in taken_back.content
    assert matches(world, 1) == [] and rows(world, "SELECT round FROM tournaments") == [(0,)]
    await lb.slash(gm, "tournament start", {})
    again = await lb.world.wait_until(lambda: posted(world, 1), 10)
    assert sorted(s for _, seats, _, _, _ in again for s in seats) == sorted(u.id for u in players)

    people = {u.id: u for u in players}
    (_, one, _, _, _), (_, other, _, _, thread) = again
    swapped = await lb.slash(
        gm, "tournament swap", {"first": people[one[0]], "second": people[other[0]]}
    )
    assert swapped.ephemeral and "Swapped" in swapped.content
    again = matches(world, 1)
    assert again[0][1] == [other[0], one[1]] and again[1][1] == [one[0], other[1]]
    told = await lb.wait_for_message(thread, lambda m: "changed this pairing" in text(m))
    assert set(pinged(told)) == {one[0], other[1]}
    paused = await lb.slash(gm, "tournament pause", {})
    assert not paused.ephemeral and "paused" in paused.content
    _, seats, _, _, thread = again[0]
    draw = await lb.slash(people[seats[0]], "tournament report", {"result": "draw"}, channel=thread)
    assert draw.ephemeral  # an elimination match needs a winner
    await lb.slash(
        gm, "tournament report", {"result": "win", "player": people[seats[1]]}, channel=thread
    )
    assert matches(world, 1)[0][2] == [0.0, 1.0]  # the organiser's report counts at once
    resumed = await lb.slash(gm, "tournament pause", {"resume": True})
    assert not resumed.ephemeral and "goes on" in resumed.content
    table = await lb.slash(world.carol, "tournament standings", {})
    shown = {a["filename"] for a in table.message["attachments"]}
    assert shown == {"standings.png", "bracket.png"}


async def test_idle_players_are_dropped_at_the_deadline_when_the_tournament_says_so(world):
    lb, gm = world.lb, world.gm
    players = [world.alice, world.bob, world.carol, lb.add_user("dave")]
    await lb.slash(
        gm, "tournament create", {"name": "Strict Cup", "game": "soe", "format": "swiss",
                                  "rounds": 2, "round_hours": 1, "auto_drop": True},
    )  # fmt: skip
    for user in players:
        await lb.slash(user, "tournament join", {})
    await lb.slash(gm, "tournament start", {})
    (_, played, _, _, thread), (_, idle, _, _, _) = await lb.world.wait_until(
        lambda: posted(world, 1), 10
    )
    winner = {u.id: u for u in players}[played[0]]
    await lb.slash(gm, "tournament report", {"result": "win", "player": winner}, channel=thread)
    set_deadline(world, datetime.now(UTC) - timedelta(minutes=1))
    told = await lb.wait_for_message(world.guild.general, lambda m: "idle" in text(m))
    assert all(f"<@{u}>" in text(told) for u in idle)
    second = await lb.world.wait_until(lambda: posted(world, 2), 10)
    assert sorted(u for _, seats, _, _, _ in second for u in seats) == sorted(played)
    dropped = rows(world, "SELECT user_id FROM tournament_entrants WHERE status = 'dropped'")
    assert sorted(u for (u,) in dropped) == sorted(idle)


async def test_quick_battles_are_rated_only_when_the_server_says_so(world):
    lb, gm, alice, bob = world.lb, world.gm, world.alice, world.bob
    people = people_of(world)
    refused = await lb.slash(alice, "settings ratings", {"casual": True})
    assert refused.ephemeral
    await play_match(world, people, [alice.id, bob.id], world.guild.general)
    assert rows(world, "SELECT COUNT(*) FROM ratings") == [(0,)]
    turned_on = await lb.slash(gm, "settings ratings", {"casual": True})
    assert not turned_on.ephemeral and "quick battles" in turned_on.content
    await play_match(world, people, [bob.id, alice.id], world.guild.general)
    rated = await lb.world.wait_until(
        lambda: rows(world, "SELECT user_id, matches FROM ratings ORDER BY user_id"), 10
    )
    assert rated == sorted([(alice.id, 1), (bob.id, 1)])
    board = await lb.slash(world.carol, "rating", {"game": "soe"})
    assert f"<@{alice.id}>" in text(board.message) and f"<@{bob.id}>" in text(board.message)


async def test_a_tournament_left_with_one_player_ends(world):
    lb, gm, alice, bob = world.lb, world.gm, world.alice, world.bob
    await lb.slash(gm, "tournament create", {"name": "Tiny Cup", "game": "soe",
                                             "format": "swiss", "rounds": 3})  # fmt: skip
    for user in (alice, bob):
        await lb.slash(user, "tournament join", {})
    await lb.slash(gm, "tournament start", {})
    ((_, seats, _, _, thread),) = await lb.world.wait_until(lambda: posted(world, 1), 10)
    gone = people_of(world)[seats[1]]
    left = await lb.slash(gone, "tournament drop", {})  # the opponent wins the unplayed match
    assert not left.ephemeral
    await lb.world.wait_until(lambda: finished(world), 10)
    assert matches(world, 1)[0][2] == [1.0, 0.0]
    assert rows(world, "SELECT MAX(round) FROM tournament_matches") == [(1,)]


async def test_a_role_the_server_names_may_create_tournaments(world):
    lb, gm = world.lb, world.gm
    organisers = lb.add_role("Organisers")
    erin = lb.add_user("erin", roles=[organisers])
    early = await lb.slash(erin, "tournament create", {"name": "Erin Cup", "game": "soe",
                                                       "format": "round_robin"})  # fmt: skip
    assert early.ephemeral and "organiser" in early.content
    refused = await lb.slash(erin, "settings organisers", {"role": organisers})
    assert refused.ephemeral
    named = await lb.slash(gm, "settings organisers", {"role": organisers})
    assert not named.ephemeral and f"<@&{organisers.id}>" in named.content
    made = await lb.slash(erin, "tournament create", {"name": "Erin Cup", "game": "soe",
                                                      "format": "round_robin",
                                                      "registration_hours": 2})  # fmt: skip
    assert not made.ephemeral and "Registration closes <t:" in made.content, made.content
    assert not (await lb.slash(world.alice, "tournament join", {})).ephemeral
    with sqlite3.connect(world.db) as db:  # two hours later
        db.execute("UPDATE tournaments SET data = json_set(data, '$.registration_closes', ?)",
                   ((datetime.now(UTC) - timedelta(minutes=1)).isoformat(),))  # fmt: skip
    late = await lb.slash(world.bob, "tournament join", {})
    assert late.ephemeral and "closed" in late.content
    assert rows(world, "SELECT organiser_id FROM tournaments") == [(erin.id,)]
    stranger = await lb.slash(world.alice, "tournament create", {"name": "Alice Cup",
                                                                 "game": "soe",
                                                                 "format": "swiss"})  # fmt: skip
    assert stranger.ephemeral
