"""The battle runner: a battle is its setup, its seed and its answers, resumed by replay.

A ruleset's procedure is a generator that yields asks and receives answers. Loading a battle
re-runs the procedure from the start, feeding the recorded answers, until it reaches the next
open ask or the end; undo is "drop the last answer and replay". Nothing else is persisted.
"""

from __future__ import annotations

import copy
from collections.abc import Generator, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from bot.engine.asks import AnswerRefused, Ask, AskKind
from bot.engine.dice import Dice, Roll
from bot.engine.events import Event
from bot.engine.outcome import Outcome

Procedure = Generator[Ask, Any, Outcome]


class SetupError(ValueError):
    """The setup cannot start a battle; the message says why, for the player."""


class ReplayError(RuntimeError):
    """The recorded answers no longer fit the procedure: the stored battle is inconsistent."""


class BattleContext:
    """What a procedure sees: its setup, its dice and its log."""

    def __init__(self, setup: Mapping[str, Any], seed: str, entropy: str | None = None) -> None:
        self.setup = copy.deepcopy(setup)  # a procedure may scribble on it; the stored setup stays
        self.events: list[Event] = []
        self.dice = Dice(seed, on_roll=self._log_roll, entropy=entropy)

    def log(self, kind: str, *, private_to: str | None = None, **fields: Any) -> None:
        """Record an event; `private_to` keeps it out of every other seat's view."""
        if private_to is not None:
            fields["private_to"] = private_to
        self.events.append(Event(kind, fields))

    def _log_roll(self, roll: Roll) -> None:
        fields = roll.to_dict()
        fields["dice"] = fields.pop("kind")  # "kind" names the event itself
        self.events.append(Event("roll", fields))


class Ruleset(Protocol):
    """A game as plain data and pure functions."""

    key: str
    name: str

    def validate_setup(self, setup: Mapping[str, Any]) -> None:
        """Raise SetupError when the setup cannot start a battle."""

    def procedure(self, b: BattleContext) -> Procedure:
        """The battle, the way the rulebook reads."""


def seats_of(setup: Mapping[str, Any]) -> dict[str, Any]:
    """The platform's part of every setup: {"seats": {seat: {"user_id": int|None, "name": str}}}."""
    return dict(setup.get("seats", {}))


@dataclass
class BattleState:
    """Where a battle stands after replaying its answers."""

    events: list[Event]
    rolls: list[Roll]
    answer_count: int
    ask_seq: int
    pending: Ask | None = None
    answered: dict[str, Any] = field(default_factory=dict)
    outcome: Outcome | None = None

    @property
    def finished(self) -> bool:
        return self.outcome is not None

    @property
    def waiting_for(self) -> tuple[str, ...]:
        """Seats that still owe an answer to the pending ask."""
        if self.pending is None:
            return ()
        return tuple(s for s in self.pending.seats if s not in self.answered)

    def events_for(self, seat: str | None) -> list[Event]:
        """Everything public, plus what is private to `seat` (None: the public view)."""
        return [e for e in self.events if e.get("private_to") in (None, seat)]


def replay(
    ruleset: Ruleset,
    setup: Mapping[str, Any],
    seed: str,
    answers: list[Mapping[str, Any]],
    *,
    entropy: str | None = None,
) -> BattleState:
    """Re-run the procedure feeding `answers` ({"seq", "seat", "value"[, "entropy"]} records) in
    order. `entropy` is the start's; each answer's own is mixed into the dice as it is fed."""
    ruleset.validate_setup(setup)
    b = BattleContext(setup, seed, entropy)
    procedure = ruleset.procedure(b)
    pos = 0
    seq = 0

    def state(**kwargs: Any) -> BattleState:
        return BattleState(b.events, b.dice.rolls, pos, seq, **kwargs)

    try:
        ask = next(procedure)
        while True:
            if not isinstance(ask, Ask):
                raise ReplayError(f"procedure yielded {type(ask).__name__}, not an Ask")
            got: dict[str, Any] = {}
            while pos < len(answers) and len(got) < len(ask.seats):
                record = answers[pos]
                if record.get("seq") != seq:
                    raise ReplayError(f"answer {pos} is for ask {record.get('seq')}, not {seq}")
                seat = record.get("seat")
                if seat in got or seat not in ask.seats:
                    raise ReplayError(f"answer {pos} comes from {seat!r}, not asked")
                try:
                    got[seat] = ask.inner(seat).validate(record.get("value"))
                except AnswerRefused as refused:
                    raise ReplayError(f"answer {pos} no longer valid: {refused}") from None
                if record.get("entropy") is not None:
                    b.dice.mix(str(record["entropy"]))
                pos += 1
            if len(got) < len(ask.seats):
                return state(pending=ask, answered=got)
            value = {s: got[s] for s in ask.seats} if ask.kind is AskKind.SECRET else got[ask.seat]
            seq += 1
            ask = procedure.send(value)
    except StopIteration as stop:
        if pos != len(answers):
            raise ReplayError(f"{len(answers) - pos} answers left after the battle ended") from None
        outcome = stop.value
        if not isinstance(outcome, Outcome):
            raise ReplayError("the procedure ended without an Outcome") from None
        return state(outcome=outcome)


def submit(
    ruleset: Ruleset,
    setup: Mapping[str, Any],
    seed: str,
    answers: list[Mapping[str, Any]],
    *,
    seq: int,
    seat: str,
    value: Any,
    before: BattleState | None = None,
    entropy: str | None = None,
    answer_entropy: str | None = None,
) -> tuple[dict[str, Any], BattleState]:
    """Validate one answer against the pending ask; return its record and the state after it.

    `seq` is the ask the player saw: an answer to any other ask is stale and refused.
    `before`: the replay of `answers` when the caller already has it (saves replaying twice).
    `entropy`: the start's; `answer_entropy`: this answer's, mixed into every later die.
    """
    if before is None or before.answer_count != len(answers):
        before = replay(ruleset, setup, seed, answers, entropy=entropy)
    if before.pending is None:
        raise AnswerRefused("This battle is over.", "over")
    if seq != before.ask_seq:
        raise AnswerRefused("Already decided.", "decided")
    if seat in before.answered:
        raise AnswerRefused("You have already answered.", "answered")
    inner = before.pending.inner(seat)
    canonical = inner.validate(value)
    record: dict[str, Any] = {"seq": seq, "seat": seat, "value": canonical}
    if before.pending.fields.get("sealed") or inner.fields.get("sealed"):
        record["sealed"] = True  # the game keeps this answer hidden until the battle is over
    if answer_entropy is not None:
        record["entropy"] = answer_entropy
    return record, replay(ruleset, setup, seed, [*answers, record], entropy=entropy)


def undo(
    ruleset: Ruleset,
    setup: Mapping[str, Any],
    seed: str,
    answers: list[Mapping[str, Any]],
    *,
    entropy: str | None = None,
) -> BattleState:
    """The state with the last answer dropped."""
    if not answers:
        raise AnswerRefused("Nothing to undo.", "nothing-to-undo")
    return replay(ruleset, setup, seed, answers[:-1], entropy=entropy)


def revealed_since(before: BattleState, after: BattleState) -> bool:
    """Did an answer reveal anything — a die, a private event, a secret ask's answers? While it
    did not, its maker may take it back alone: nobody has learnt anything from it yet."""
    if len(after.rolls) > len(before.rolls) or after.finished:
        return True
    secret = before.pending is not None and before.pending.kind is AskKind.SECRET
    if secret and after.ask_seq != before.ask_seq:
        return True
    new = after.events[len(before.events) :]
    return any(e.get("private_to") is not None for e in new)
