"""Asks: a question the procedure puts to a player, with the bounds its answer must respect.

Answers are plain JSON values, validated here so that nothing outside an ask's options or bounds
is ever stored: choose_one → option key, choose_many → list of keys, set_counts → {key: int},
yes_no → bool, secret → one inner ask per seat, delivered to the procedure as {seat: answer}.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class AnswerRefused(ValueError):
    """The answer is outside the ask: the reason is shown to the player, nothing is stored.

    `key` and `values` let the edge say the same in the player's language (`engine-<key>`); the
    message is the English of it."""

    def __init__(self, message: str, key: str = "", **values: Any) -> None:
        super().__init__(message)
        self.key = key
        self.values = values


class AskKind(StrEnum):
    CHOOSE_ONE = "choose_one"
    CHOOSE_MANY = "choose_many"
    SET_COUNTS = "set_counts"
    YES_NO = "yes_no"
    SECRET = "secret"


@dataclass(frozen=True)
class Option:
    key: str
    label: str
    description: str = ""


@dataclass(frozen=True)
class Count:
    """One unit type of a force builder: its count must stay within [low, high]."""

    key: str
    label: str
    low: int = 0
    high: int = 99
    default: int = 0


@dataclass(frozen=True)
class Ask:
    kind: AskKind
    purpose: str
    seat: str | None = None
    fields: Mapping[str, Any] = field(default_factory=dict)
    options: tuple[Option, ...] = ()
    counts: tuple[Count, ...] = ()
    min_choices: int = 1
    max_choices: int = 1
    min_total: int | None = None
    max_total: int | None = None
    secret: tuple[Ask, ...] = ()

    def __post_init__(self) -> None:
        if self.kind is not AskKind.SECRET and not self.seat:
            raise ValueError("an ask names the seat that must answer it")

    @property
    def seats(self) -> tuple[str, ...]:
        """Who must answer: one seat, or every seat of a secret ask."""
        if self.kind is AskKind.SECRET:
            return tuple(inner.seat for inner in self.secret if inner.seat is not None)
        return (self.seat,) if self.seat is not None else ()

    def inner(self, seat: str) -> Ask:
        """The part of the ask that `seat` answers (itself, unless the ask is secret)."""
        if self.kind is not AskKind.SECRET:
            if seat != self.seat:
                raise AnswerRefused("It is not your turn to answer this.", "not-your-turn")
            return self
        for ask in self.secret:
            if ask.seat == seat:
                return ask
        raise AnswerRefused("This secret choice is not yours to make.", "not-your-secret")

    def option(self, key: str) -> Option | None:
        return next((o for o in self.options if o.key == key), None)

    def validate(self, value: Any) -> Any:
        """The canonical form of `value`, or AnswerRefused with a reason a player understands."""
        match self.kind:
            case AskKind.CHOOSE_ONE:
                if not isinstance(value, str) or self.option(value) is None:
                    raise AnswerRefused("That is not one of the choices.", "not-a-choice")
                return value
            case AskKind.CHOOSE_MANY:
                return self._validate_many(value)
            case AskKind.SET_COUNTS:
                return self._validate_counts(value)
            case AskKind.YES_NO:
                if not isinstance(value, bool):
                    raise AnswerRefused("Answer yes or no.", "yes-or-no")
                return value
            case AskKind.SECRET:
                raise AnswerRefused("A secret ask is answered seat by seat.", "seat-by-seat")
        raise AnswerRefused("Unknown kind of question.", "unknown-kind")

    def _validate_many(self, value: Any) -> list[str]:
        if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
            raise AnswerRefused("Pick from the list.", "pick-from-list")
        keys = set(value)
        if len(keys) != len(value):
            raise AnswerRefused("Each choice can be picked only once.", "picked-twice")
        unknown = keys - {o.key for o in self.options}
        if unknown:
            raise AnswerRefused("That is not one of the choices.", "not-a-choice")
        if not self.min_choices <= len(keys) <= self.max_choices:
            low, high = self.min_choices, self.max_choices
            key = "pick-exactly" if low == high else "pick-range"
            raise AnswerRefused(f"Pick {_range_text(low, high)}.", key, low=low, high=high)
        return [o.key for o in self.options if o.key in keys]

    def _validate_counts(self, value: Any) -> dict[str, int]:
        if not isinstance(value, Mapping):
            raise AnswerRefused("Set a number for each unit.", "set-each")
        known = {c.key for c in self.counts}
        if set(value) - known:
            raise AnswerRefused("That unit is not part of this force.", "not-in-force")
        result: dict[str, int] = {}
        for count in self.counts:
            n = value.get(count.key, count.default)
            if isinstance(n, bool) or not isinstance(n, int):
                raise AnswerRefused(
                    f"{count.label}: a whole number, please.", "whole-number", unit=count.label
                )
            if not count.low <= n <= count.high:
                raise AnswerRefused(
                    f"{count.label}: between {count.low} and {count.high}.",
                    "between",
                    unit=count.label,
                    low=count.low,
                    high=count.high,
                )
            result[count.key] = n
        total = sum(result.values())
        if self.min_total is not None and total < self.min_total:
            raise AnswerRefused(f"At least {self.min_total} in all.", "at-least", n=self.min_total)
        if self.max_total is not None and total > self.max_total:
            raise AnswerRefused(f"At most {self.max_total} in all.", "at-most", n=self.max_total)
        return result


def _range_text(low: int, high: int) -> str:
    if low == high:
        return f"exactly {low}"
    return f"between {low} and {high}"


# -- constructors, the way a procedure reads ----------------------------------------------------
def choose_one(seat: str, purpose: str, options: list[Option], **fields: Any) -> Ask:
    if not options:
        raise ValueError("choose_one needs at least one option")
    return Ask(AskKind.CHOOSE_ONE, purpose, seat, fields, options=tuple(options))


def choose_many(
    seat: str, purpose: str, options: list[Option], *, low: int, high: int, **fields: Any
) -> Ask:
    if not 0 <= low <= high <= len(options):
        raise ValueError("choose_many bounds must satisfy 0 <= low <= high <= len(options)")
    return Ask(
        AskKind.CHOOSE_MANY,
        purpose,
        seat,
        fields,
        options=tuple(options),
        min_choices=low,
        max_choices=high,
    )


def set_counts(
    seat: str,
    purpose: str,
    counts: list[Count],
    *,
    min_total: int | None = None,
    max_total: int | None = None,
    **fields: Any,
) -> Ask:
    for c in counts:
        if not c.low <= c.default <= c.high:
            raise ValueError(f"default of {c.key} outside its bounds")
    return Ask(
        AskKind.SET_COUNTS,
        purpose,
        seat,
        fields,
        counts=tuple(counts),
        min_total=min_total,
        max_total=max_total,
    )


def yes_no(seat: str, purpose: str, **fields: Any) -> Ask:
    return Ask(AskKind.YES_NO, purpose, seat, fields)


def secret(purpose: str, asks: list[Ask], **fields: Any) -> Ask:
    """A simultaneous ask: every seat answers privately, nobody sees an answer until all are in."""
    seats = [a.seat for a in asks]
    if not asks or None in seats or len(set(seats)) != len(seats):
        raise ValueError("a secret ask needs one inner ask per distinct seat")
    if any(a.kind is AskKind.SECRET for a in asks):
        raise ValueError("secret asks do not nest")
    return Ask(AskKind.SECRET, purpose, None, fields, secret=tuple(asks))
