"""The dice: a stream anyone can re-derive from the seed, every draw recorded in order."""

from __future__ import annotations

import hashlib
import itertools
from collections import Counter
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine import BattleContext, Dice, seed_commitment


# -- an independent reading of the documented stream ----------------------------------------------
class Stream:
    """SHA-256(seed + b":" + str(block)), cut into 4-byte big-endian words, rejection sampled."""

    def __init__(self, seed: str) -> None:
        self._words = self._all_words(seed.encode("utf-8"))
        self.rejected = 0

    @staticmethod
    def _all_words(seed: bytes) -> Iterator[int]:
        for block in itertools.count():
            digest = hashlib.sha256(seed + b":" + str(block).encode("ascii")).digest()
            assert len(digest) == 32
            for offset in range(0, 32, 4):
                yield int.from_bytes(digest[offset : offset + 4], byteorder="big")

    def below(self, n: int) -> int:
        accept_under = (2**32 // n) * n  # the largest multiple of n that fits in a word
        for word in self._words:
            if word < accept_under:
                return word % n
            self.rejected += 1
        raise AssertionError("unreachable")

    def d6(self) -> int:
        return self.below(6) + 1


@pytest.mark.parametrize("seed", ["abc", "tournament-final-2024", "séed ü ☃", ""])
def test_d6_stream_matches_an_independent_derivation(seed: str) -> None:
    dice, stream = Dice(seed), Stream(seed)
    # 20 draws cross two block boundaries (8 words per block)
    assert [dice.d6("p") for _ in range(20)] == [stream.d6() for _ in range(20)]


def test_rejection_sampling_matches_an_independent_derivation() -> None:
    sides = 3 << 30  # a quarter of all words fall above the last multiple and must be skipped
    dice, stream = Dice("reject"), Stream("reject")
    got = [dice.die(sides, "p") for _ in range(40)]
    want = [stream.below(sides) + 1 for _ in range(40)]
    assert got == want
    assert stream.rejected > 0, "the derivation must have exercised a rejection"


def test_every_kind_of_draw_reads_the_same_stream() -> None:
    dice, stream = Dice("mixed"), Stream("mixed")
    assert dice.nd6(3, "volley") == [stream.d6() for _ in range(3)]
    pair = dice.two_dice("battle")
    assert (pair.first, pair.second) == (stream.d6(), stream.d6())
    assert dice.die(20, "crit") == stream.below(20) + 1
    face = stream.d6()
    assert dice.d_on_d6(3, "loss") == {1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3}[face]
    assert dice.rolls[-1].faces == (face,)
    pool = ["black"] * 4 + ["blue"] * 2 + ["red"] * 3  # colours sorted, as documented
    want = []
    for _ in range(3):
        want.append(pool.pop(stream.below(len(pool))))
    assert dice.draw_from_bag({"red": 3, "blue": 2, "black": 4}, 3, "cubes") == want
    assert dice.d6("after") == stream.d6()


def test_seed_commitment_is_the_sha256_of_the_seed() -> None:
    # the FIPS 180-2 test vector for "abc"
    abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    assert seed_commitment("abc") == abc
    for seed in ("", "s3cr3t", "séed ü ☃"):
        commitment = seed_commitment(seed)
        assert commitment == hashlib.sha256(seed.encode("utf-8")).hexdigest()
        assert len(commitment) == 64 and set(commitment) <= set("0123456789abcdef")
    assert seed_commitment("a") != seed_commitment("b")


# -- records --------------------------------------------------------------------------------------
def test_every_roll_is_recorded_in_order() -> None:
    seen = []
    dice = Dice("records", on_roll=seen.append)
    d6 = dice.d6("initiative", side="attacker")
    d20 = dice.die(20, "critical")
    volley = dice.nd6(3, "volley", side="defender")
    pair = dice.two_dice("battle", side="attacker")
    d2 = dice.d_on_d6(2, "wind")
    d3 = dice.d_on_d6(3, "losses", side="defender")
    cubes = dice.draw_from_bag({"red": 3, "blue": 2}, 2, "cubes", side="attacker")
    deck = dice.shuffle(["a", "b", "c", "d"], "deck")

    assert seen == dice.rolls
    assert [(r.index, r.purpose, r.kind, r.side) for r in dice.rolls] == [
        (0, "initiative", "d6", "attacker"),
        (1, "critical", "d20", None),
        (2, "volley", "3d6", "defender"),
        (3, "battle", "2d6-difference", "attacker"),
        (4, "wind", "D2", None),
        (5, "losses", "D3", "defender"),
        (6, "cubes", "bag", "attacker"),
        (7, "deck", "shuffle", None),
    ]
    faces = [r.faces for r in dice.rolls]
    results = [r.result for r in dice.rolls]
    assert faces[:4] == [(d6,), (d20,), tuple(volley), (pair.first, pair.second)]
    assert results[:4] == [d6, d20, sum(volley), abs(pair.first - pair.second)]
    assert pair.difference == abs(pair.first - pair.second)
    assert pair.total == pair.first + pair.second
    assert results[4:6] == [d2, d3]
    assert (faces[4][0] - 1) // 3 + 1 == d2 and (faces[5][0] - 1) // 2 + 1 == d3
    assert faces[6] == tuple(cubes) and results[6] == cubes
    assert faces[7] == tuple(deck) and results[7] == 4
    assert all(1 <= f <= 6 for f in (d6, *volley, pair.first, pair.second))
    assert 1 <= d20 <= 20
    assert dice.rolls[2].to_dict() == {
        "index": 2,
        "purpose": "volley",
        "kind": "3d6",
        "faces": volley,
        "result": sum(volley),
        "side": "defender",
    }


def test_battle_context_logs_each_roll_as_an_event() -> None:
    b = BattleContext({}, "ctx")
    b.log("start", round=1)
    b.dice.nd6(2, "attack", side="attacker")
    b.log("middle")
    b.dice.d6("morale")
    assert [e.kind for e in b.events] == ["start", "roll", "middle", "roll"]
    expected = []
    for r in b.dice.rolls:
        record = r.to_dict()
        record["dice"] = record.pop("kind")
        expected.append({"kind": "roll", **record})
    assert [e.to_dict() for e in b.events if e.kind == "roll"] == expected
    assert all(e.to_dict()["kind"] == "roll" for e in b.events if e.kind == "roll")


def test_records_do_not_share_lists_with_the_procedure() -> None:
    """A procedure that edits what it drew must not rewrite the audit log."""
    b = BattleContext({}, "alias")
    cubes = b.dice.draw_from_bag({"red": 3, "blue": 2}, 3, "cubes")
    volley = b.dice.nd6(2, "volley")
    deck = b.dice.shuffle(["a", "b", "c"], "deck")
    before_rolls = [r.to_dict() for r in b.dice.rolls]
    before_events = [e.to_dict() for e in b.events]
    kept = list(cubes)
    cubes.pop()
    cubes.append("gold")
    volley[0] = 99
    deck.reverse()
    assert [r.to_dict() for r in b.dice.rolls] == before_rolls
    assert [e.to_dict() for e in b.events] == before_events
    assert b.dice.rolls[0].result == kept


@pytest.mark.parametrize("n", [0, 4, 5, 7, 12])
def test_d_on_d6_refuses_other_sizes_without_consuming_the_stream(n: int) -> None:
    dice = Dice("dn")
    with pytest.raises(ValueError):
        dice.d_on_d6(n, "p")
    assert dice.rolls == []
    assert dice.d6("p") == Dice("dn").d6("p")


def test_d_on_d6_follows_the_printed_tables() -> None:
    tables = {
        1: dict.fromkeys(range(1, 7), 1),
        2: {1: 1, 2: 1, 3: 1, 4: 2, 5: 2, 6: 2},
        3: {1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3},
        6: {f: f for f in range(1, 7)},
    }
    dice = Dice("tables")
    for n, table in tables.items():
        seen = set()
        for _ in range(120):
            value = dice.d_on_d6(n, "p")
            (face,) = dice.rolls[-1].faces
            assert value == table[face]
            seen.add(face)
        assert seen == set(range(1, 7))


def test_die_refuses_impossible_sizes() -> None:
    dice = Dice("sizes")
    for sides in (0, -6, 2**32 + 1):
        with pytest.raises(ValueError):
            dice.die(sides, "p")
    assert dice.die(1, "p") == 1


# -- bags and shuffles ----------------------------------------------------------------------------
bags = st.dictionaries(
    st.sampled_from(["red", "blue", "black", "white", "green"]), st.integers(0, 5), max_size=5
)


@settings(max_examples=150, deadline=None)
@given(bag=bags, data=st.data(), seed=st.text("abcdef0123", max_size=8))
def test_bag_draw_never_takes_more_than_the_bag_holds(bag, data, seed) -> None:
    size = sum(bag.values())
    k = data.draw(st.integers(0, size))
    original = dict(bag)
    dice = Dice(seed)
    drawn = dice.draw_from_bag(bag, k, "cubes")
    assert bag == original
    assert len(drawn) == k
    counts = Counter(drawn)
    assert all(counts[colour] <= bag.get(colour, 0) for colour in counts)
    if k == size:
        assert counts == Counter({c: n for c, n in bag.items() if n})
    with pytest.raises(ValueError):
        dice.draw_from_bag(bag, size + 1, "cubes")
    with pytest.raises(ValueError):
        dice.draw_from_bag(bag, -1, "cubes")
    assert len(dice.rolls) == 1, "a refused draw records nothing"


def test_bag_draw_does_not_depend_on_the_order_the_bag_was_written_in() -> None:
    one = Dice("order").draw_from_bag({"red": 3, "blue": 2, "black": 4}, 5, "p")
    other = Dice("order").draw_from_bag({"black": 4, "red": 3, "blue": 2}, 5, "p")
    assert one == other


@settings(max_examples=150, deadline=None)
@given(items=st.lists(st.integers(-3, 3), max_size=12), seed=st.text("xyz019", max_size=6))
def test_shuffle_is_a_permutation(items, seed) -> None:
    original = list(items)
    dice = Dice(seed)
    deck = dice.shuffle(items, "deck")
    assert items == original and deck is not items
    assert Counter(deck) == Counter(items)
    assert dice.rolls[-1].faces == tuple(deck)
    assert dice.rolls[-1].result == len(items)


def test_shuffle_moves_things() -> None:
    """Not the identity: of 50 shuffles of 8 distinct cards, nearly all change the order."""
    dice = Dice("moves")
    cards = list(range(8))
    unchanged = sum(dice.shuffle(cards, "deck") == cards for _ in range(50))
    assert unchanged <= 1  # each shuffle keeps the order with chance 1/40320
