"""The battle's only source of randomness: a seeded, audited stream of dice.

How every die is derived (anyone holding the revealed seed can re-derive every roll, in any
language, from the battle's exported record):

    key   = seed                                  the seed, as text (its SHA-256 is shown at start)
    key   = hex(SHA-256(key "|" entropy))         mixed in: the start's entropy, then each answer's
    block = SHA-256(key ":" n)                    n = 0, 1, 2 ... since the last mix
    word  = the next 4 bytes of the blocks, big-endian; a die of s sides takes words until one is
            below 2^32 - 2^32 mod s (no modulo bias) and is that word mod s, plus 1

The entropy mixed in is the id Discord gave the interaction that started the battle, then the id
of the interaction that carried each answer. Nobody knows those ids before the click happens, so
nobody — not a player, not whoever runs the bot — can know a die before the answer that precedes
it is given; an answer taken back and given again meets fresh dice, and grinding seeds is useless.
Replay is still exact: the seed and every entropy are stored. Each draw is recorded with its
purpose, so the battle log shows every die and a tournament can audit it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

_WORD = 4  # bytes per draw
_SPAN = 1 << (8 * _WORD)


def seed_commitment(seed: str) -> str:
    """The SHA-256 shown when a battle starts; the seed itself is revealed when it ends."""
    return hashlib.sha256(seed.encode()).hexdigest()


@dataclass(frozen=True)
class Roll:
    """One recorded draw: `faces` are the raw dice (or drawn items), `result` what the rules use."""

    index: int
    purpose: str
    kind: str
    faces: tuple[Any, ...]
    result: Any
    side: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "purpose": self.purpose,
            "kind": self.kind,
            "faces": list(self.faces),
            "result": self.result,
            "side": self.side,
        }


@dataclass(frozen=True)
class TwoDice:
    first: int
    second: int

    @property
    def difference(self) -> int:
        return abs(self.first - self.second)

    @property
    def total(self) -> int:
        return self.first + self.second


class Dice:
    """Uniform integers by rejection sampling over a SHA-256 counter stream."""

    def __init__(
        self,
        seed: str,
        on_roll: Callable[[Roll], None] | None = None,
        *,
        entropy: str | None = None,
    ) -> None:
        self._seed = seed.encode()
        self._block = 0
        self._buffer = b""
        self.rolls: list[Roll] = []
        self._on_roll = on_roll
        if entropy is not None:
            self.mix(entropy)

    def mix(self, entropy: str) -> None:
        """Make every later draw depend on `entropy` (unknown to anyone before it exists)."""
        self._seed = hashlib.sha256(self._seed + b"|" + entropy.encode()).hexdigest().encode()
        self._block = 0
        self._buffer = b""

    def _word(self) -> int:
        if len(self._buffer) < _WORD:
            self._buffer += hashlib.sha256(self._seed + b":" + str(self._block).encode()).digest()
            self._block += 1
        word, self._buffer = self._buffer[:_WORD], self._buffer[_WORD:]
        return int.from_bytes(word, "big")

    def _below(self, n: int) -> int:
        """A uniform integer in [0, n) with no modulo bias."""
        if not 1 <= n <= _SPAN:
            raise ValueError(f"cannot draw below {n}")
        limit = _SPAN - _SPAN % n
        while True:
            word = self._word()
            if word < limit:
                return word % n

    def _record(
        self, purpose: str, kind: str, faces: Sequence[Any], result: Any, side: str | None
    ) -> None:
        roll = Roll(len(self.rolls), purpose, kind, tuple(faces), result, side)
        self.rolls.append(roll)
        if self._on_roll is not None:
            self._on_roll(roll)

    # -- dice -------------------------------------------------------------------------------
    def die(self, sides: int, purpose: str, *, side: str | None = None) -> int:
        face = self._below(sides) + 1
        self._record(purpose, f"d{sides}", [face], face, side)
        return face

    def d6(self, purpose: str, *, side: str | None = None) -> int:
        return self.die(6, purpose, side=side)

    def nd6(self, n: int, purpose: str, *, side: str | None = None) -> list[int]:
        """n six-sided dice thrown together (one record, all faces)."""
        faces = [self._below(6) + 1 for _ in range(n)]
        self._record(purpose, f"{n}d6", faces, sum(faces), side)
        return faces

    def two_dice(self, purpose: str, *, side: str | None = None) -> TwoDice:
        """Two d6 read by the rules as a difference |d1 - d2| (and, for some rules, a total)."""
        pair = TwoDice(self._below(6) + 1, self._below(6) + 1)
        self._record(purpose, "2d6-difference", [pair.first, pair.second], pair.difference, side)
        return pair

    def d_on_d6(self, n: int, purpose: str, *, side: str | None = None) -> int:
        """A Dn read off one d6, as printed tables do: D2 1-3→1 4-6→2; D3 1-2→1 3-4→2 5-6→3."""
        if n not in (1, 2, 3, 6):
            raise ValueError("a d6 can only be read as D1, D2, D3 or D6")
        face = self._below(6) + 1
        value = (face - 1) * n // 6 + 1
        self._record(purpose, f"D{n}", [face], value, side)
        return value

    # -- bags and decks ---------------------------------------------------------------------
    def draw_from_bag(
        self, bag: Mapping[str, int], k: int, purpose: str, *, side: str | None = None
    ) -> list[str]:
        """Draw k cubes without replacement from a bag of coloured cubes, in draw order."""
        pool = [colour for colour in sorted(bag) for _ in range(bag[colour])]
        if not 0 <= k <= len(pool):
            raise ValueError(f"cannot draw {k} from a bag of {len(pool)}")
        drawn = [pool.pop(self._below(len(pool))) for _ in range(k)]
        self._record(purpose, "bag", drawn, list(drawn), side)  # the record keeps its own copy
        return drawn

    def shuffle(self, items: Sequence[Any], purpose: str, *, side: str | None = None) -> list[Any]:
        """A new list in a uniformly random order (Fisher-Yates)."""
        deck = list(items)
        for i in range(len(deck) - 1, 0, -1):
            j = self._below(i + 1)
            deck[i], deck[j] = deck[j], deck[i]
        self._record(purpose, "shuffle", deck, len(deck), side)
        return deck
