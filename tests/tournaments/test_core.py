"""The core's contract: names the Discord side codes against, purity, and readable refusals."""

from __future__ import annotations

import ast
import dataclasses
import inspect
import math
import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import bot.tournaments as pkg
import bot.tournaments.core as core
from bot.tournaments import (
    FORMATS,
    TIEBREAKERS,
    Entrant,
    Match,
    PairingError,
    Rules,
    TournamentOver,
    accepts_late_joins,
    check_pairable,
    is_finished,
    pair_next_round,
    recommended_rounds,
    standings,
    total_rounds,
    winner,
)
from tests.tournaments.helpers import field_of, play, profile

PACKAGE = Path(pkg.__file__).parent


def test_the_agreed_names_are_exported() -> None:
    for name in (
        "FORMATS",
        "TIEBREAKERS",
        "Entrant",
        "Match",
        "Rules",
        "Standing",
        "PairingError",
        "TournamentOver",
        "recommended_rounds",
        "total_rounds",
        "pair_next_round",
        "is_finished",
        "standings",
        "winner",
    ):
        assert getattr(pkg, name) is getattr(core, name)
    from bot.tournaments.ratings import Rating, new_rating, rate

    assert (pkg.Rating, pkg.new_rating, pkg.rate) == (Rating, new_rating, rate)
    assert FORMATS == ("swiss", "round_robin", "single_elim", "double_elim", "tables")
    assert set(TIEBREAKERS) == {"buchholz_cut1", "buchholz", "sonneborn_berger", "omw", "gw", "h2h"}
    assert list(inspect.signature(pair_next_round).parameters) == [
        "rules",
        "entrants",
        "matches",
        "round_no",
        "rng",
    ]
    assert issubclass(PairingError, ValueError)
    assert Rules("swiss") == Rules(
        format="swiss",
        rounds=None,
        table_size=4,
        placement_points=(3, 2, 1, 0),
        tiebreakers=("buchholz_cut1", "buchholz", "sonneborn_berger", "h2h"),
        top_cut=0,
        sides=True,
    )
    assert Match(1, 1, (5, 6)).points is None and Match(1, 1, (5,)).bracket == ""
    assert Entrant(1, 1).joined_round == 1 and Entrant(1, 1).dropped_after is None


def test_the_package_is_pure() -> None:
    """No Discord, no database, no clock, no global random: only what a module imports shows it."""
    banned = {"discord", "aiosqlite", "time", "datetime", "asyncio", "sqlite3", "os"}
    for path in PACKAGE.glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
                if node.module == "random":
                    names += ["random." + a.name for a in node.names]
            for name in names:
                assert name.split(".")[0] not in banned, f"{path.name} imports {name}"
                assert not name.startswith("random."), f"{path.name} uses the global random"
        source = path.read_text()
        for call in ("random.random(", "random.shuffle(", "random.choice(", "random.sample("):
            assert call not in source, f"{path.name} calls {call}"


@pytest.mark.parametrize("fmt", FORMATS)
def test_pairing_reads_randomness_only_from_the_rng_passed_in(fmt: str) -> None:
    rules = Rules(fmt)
    entrants = field_of(13, random.Random(13))
    random.seed(99)
    state = random.getstate()
    first = play(rules, entrants, 5)
    assert random.getstate() == state, "the global random is untouched"
    again = play(rules, entrants, 5)
    assert first.matches == again.matches, "the same rng seed plays the same event"


@given(n=st.integers(0, 5000))
@profile(100)
def test_recommended_rounds(n: int) -> None:
    rounds = recommended_rounds(n)
    assert rounds >= 1
    assert 2**rounds >= n
    if n > 2:
        assert 2 ** (rounds - 1) < n


@pytest.mark.parametrize("n", range(2, 40))
def test_total_rounds(n: int) -> None:
    k = math.ceil(math.log2(n))
    assert total_rounds(Rules("single_elim"), n) == k
    assert total_rounds(Rules("double_elim"), n) == 2 * k + 1
    assert total_rounds(Rules("round_robin"), n) == n - 1 + n % 2
    assert total_rounds(Rules("swiss"), n) == recommended_rounds(n)
    assert total_rounds(Rules("swiss", rounds=5, top_cut=8), n) == 5 + math.ceil(
        math.log2(min(8, n))
    )


@pytest.mark.parametrize(
    "rules, message",
    [
        (Rules("ladder"), "unknown format"),
        (Rules("swiss", tiebreakers=("coin",)), "unknown tiebreaker"),
        (Rules("tables", table_size=7), "3 to 6"),
        (Rules("tables", table_size=2), "3 to 6"),
        (Rules("tables", placement_points=(1, 2, 3)), "must not grow"),
        (Rules("swiss", top_cut=1), "top cut"),
        (Rules("swiss", rounds=0), "at least one round"),
    ],
)
def test_bad_rules_are_refused_with_a_reason(rules: Rules, message: str) -> None:
    with pytest.raises(PairingError, match=message):
        pair_next_round(rules, field_of(4, random.Random(0)), [], 1, random.Random(0))
    with pytest.raises(PairingError, match=message):
        check_pairable(rules, field_of(4, random.Random(0)))


def test_bad_fields_are_refused() -> None:
    twice = [Entrant(1, 1), Entrant(1, 2)]
    with pytest.raises(PairingError, match="twice"):
        pair_next_round(Rules("swiss"), twice, [], 1, random.Random(0))
    with pytest.raises(PairingError, match="two players"):
        check_pairable(Rules("swiss"), [Entrant(1, 1)])
    assert accepts_late_joins(Rules("swiss")) and accepts_late_joins(Rules("tables"))
    assert not any(
        accepts_late_joins(Rules(f)) for f in ("round_robin", "single_elim", "double_elim")
    )


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_finished_event_pairs_nothing_more(fmt: str) -> None:
    rules = Rules(fmt)
    event = play(rules, field_of(7, random.Random(7)), 7)
    assert is_finished(rules, event.entrants, event.matches)
    last = max(m.round for m in event.matches)
    with pytest.raises(TournamentOver):
        pair_next_round(rules, event.entrants, event.matches, last + 1, random.Random(0))
    assert (
        winner(rules, event.entrants, event.matches)
        == standings(rules, event.entrants, event.matches)[0].entrant
    )
    assert winner(rules, event.entrants, event.matches[:1]) is None


@pytest.mark.parametrize("fmt", FORMATS)
def test_everyone_leaving_ends_the_event(fmt: str) -> None:
    rules = Rules(fmt)
    entrants = field_of(6, random.Random(6))
    r1 = pair_next_round(rules, entrants, [], 1, random.Random(0))
    played = [
        m
        if m.bye
        else dataclasses.replace(m, points=tuple(float(i == 0) for i in range(len(m.seats))))
        for m in r1
    ]
    keep = entrants[0].id
    left = [e if e.id == keep else dataclasses.replace(e, dropped_after=1) for e in entrants]
    assert is_finished(rules, left, played)
    with pytest.raises(TournamentOver):
        pair_next_round(rules, left, played, 2, random.Random(0))


def test_standings_mid_round_count_only_results_in() -> None:
    rules = Rules("swiss")
    entrants = field_of(8, random.Random(8))
    r1 = pair_next_round(rules, entrants, [], 1, random.Random(0))
    half = [dataclasses.replace(m, points=(1.0, 0.0)) for m in r1[:2]] + r1[2:]
    table = standings(rules, entrants, half)
    assert sum(s.points for s in table) == 2.0
    assert sum(s.wins + s.losses for s in table) == 4
    assert not is_finished(rules, entrants, half)
