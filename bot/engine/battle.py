"""The battle runner: a battle is its setup, its seed and its answers, resumed by replay.

A ruleset's procedure is a generator that yields asks and receives answers. Loading a battle
re-runs the procedure from the start, feeding the recorded answers, until it reaches the next
open ask or the end; undo is "drop the last answer and replay". Nothing else is persisted.
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable, Generator, Mapping
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
        # the log is handed to the dice, not the context (a bound method would tie the context
        # and its dice in a cycle: a battle let go would wait for the full garbage collection)
        self.dice = Dice(seed, on_roll=roll_logger(self.events), entropy=entropy)

    def log(self, kind: str, *, private_to: str | None = None, **fields: Any) -> None:
        """Record an event; `private_to` keeps it out of every other seat's view."""
        if private_to is not None:
            fields["private_to"] = private_to
        self.events.append(Event(kind, fields))


def roll_logger(events: list[Event]) -> Callable[[Roll], None]:
    """What dice call with each roll: it is logged in `events` as a "roll" event."""
    return functools.partial(_log_roll, events)


def _log_roll(events: list[Event], roll: Roll) -> None:
    fields = roll.to_dict()
    fields["dice"] = fields.pop("kind")  # "kind" names the event itself
    events.append(Event("roll", fields))


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


def seen_by(event: Event, seat: str | None) -> bool:
    """Whether `seat` sees the event (None: whether everyone does)."""
    return event.get("private_to") in (None, seat)


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

    _views: dict[str | None, tuple[int, list[Event]]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    def events_for(self, seat: str | None) -> list[Event]:
        """Everything public, plus what is private to `seat` (None: the public view).

        Filtered once per seat and kept (a click reads the public story several times: the
        panel, the thread, the board); the list is shared, so a reader must not change it."""
        kept = self._views.get(seat)
        if kept is not None and kept[0] == len(self.events):
            return kept[1]
        view = [e for e in self.events if seen_by(e, seat)]
        self._views[seat] = (len(self.events), view)
        return view


class LiveBattle:
    """A procedure kept running at its open ask, so the next answer is fed to it instead of
    replaying the battle from its first answer: a click costs the same at answer 1,000 as at
    answer 10. `replay` is this fed every recorded answer, so both reach the same state, die for
    die; the stored record stays the truth and a runner can always be rebuilt from it.

    `state` is a snapshot (lists copied): feeding more answers never changes a state handed out.
    """

    def __init__(
        self,
        ruleset: Ruleset,
        setup: Mapping[str, Any],
        seed: str,
        *,
        entropy: str | None = None,
    ) -> None:
        ruleset.validate_setup(setup)
        self._b = BattleContext(setup, seed, entropy)
        self._procedure = ruleset.procedure(self._b)
        self.answer_count = 0
        self._seq = 0
        self._got: dict[str, Any] = {}
        self._ask: Ask | None = None
        self._outcome: Outcome | None = None
        self._state: BattleState | None = None
        self._public: list[Event] = []  # the public events among the first `_scanned`
        self._scanned = 0
        try:
            self._open(next(self._procedure))
        except StopIteration as stop:
            self._end(stop)

    @property
    def state(self) -> BattleState:
        """Where the battle stands now (taken once per answer, when asked: a replay feeding a
        thousand answers copies the event list once, not a thousand times)."""
        if self._state is None:
            self._state = self._snapshot()
        return self._state

    @property
    def over(self) -> bool:
        return self._outcome is not None

    def feed(self, record: Mapping[str, Any]) -> BattleState:
        """Give the open ask one recorded answer ({"seq", "seat", "value"[, "entropy"]}).
        ReplayError if it does not fit — the runner is then unusable and must be dropped."""
        self._advance(record)
        return self.state

    def _advance(self, record: Mapping[str, Any]) -> None:
        self._state = None
        ask = self._ask
        pos = self.answer_count
        if ask is None:
            raise ReplayError(f"{pos + 1} answers left after the battle ended")
        if record.get("seq") != self._seq:
            raise ReplayError(f"answer {pos} is for ask {record.get('seq')}, not {self._seq}")
        seat = record.get("seat")
        if seat in self._got or seat not in ask.seats:
            raise ReplayError(f"answer {pos} comes from {seat!r}, not asked")
        try:
            self._got[seat] = ask.inner(seat).validate(record.get("value"))
        except AnswerRefused as refused:
            raise ReplayError(f"answer {pos} no longer valid: {refused}") from None
        if record.get("entropy") is not None:
            self._b.dice.mix(str(record["entropy"]))
        self.answer_count += 1
        if len(self._got) == len(ask.seats):
            got = self._got
            value = {s: got[s] for s in ask.seats} if ask.kind is AskKind.SECRET else got[ask.seat]
            self._seq += 1
            self._got = {}
            try:
                self._open(self._procedure.send(value))
            except StopIteration as stop:
                self._end(stop)

    def _open(self, ask: Any) -> None:
        if not isinstance(ask, Ask):
            raise ReplayError(f"procedure yielded {type(ask).__name__}, not an Ask")
        self._ask = ask

    def _end(self, stop: StopIteration) -> None:
        if not isinstance(stop.value, Outcome):
            raise ReplayError("the procedure ended without an Outcome") from None
        self._ask = None
        self._outcome = stop.value

    def _snapshot(self) -> BattleState:
        """The state now, its public view included: that is filtered here from the events
        logged since the last snapshot only, so a click at answer 1,000 does not read the
        thousands of events before it again (`BattleState.events_for`)."""
        events = self._b.events
        self._public.extend(e for e in events[self._scanned :] if seen_by(e, None))
        self._scanned = len(events)
        state = BattleState(
            list(events),
            list(self._b.dice.rolls),
            self.answer_count,
            self._seq,
            pending=self._ask,
            answered=dict(self._got),
            outcome=self._outcome,
        )
        state._views[None] = (len(events), list(self._public))
        return state


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
    return run(ruleset, setup, seed, answers, entropy=entropy).state


def run(
    ruleset: Ruleset,
    setup: Mapping[str, Any],
    seed: str,
    answers: list[Mapping[str, Any]],
    *,
    entropy: str | None = None,
) -> LiveBattle:
    """A runner fed `answers`, left at the open ask to be fed more."""
    runner = LiveBattle(ruleset, setup, seed, entropy=entropy)
    for pos, record in enumerate(answers):
        if runner.over:
            raise ReplayError(f"{len(answers) - pos} answers left after the battle ended")
        runner._advance(record)
    return runner


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
    record = answer_record(before, seq=seq, seat=seat, value=value, answer_entropy=answer_entropy)
    return record, replay(ruleset, setup, seed, [*answers, record], entropy=entropy)


def answer_record(
    before: BattleState,
    *,
    seq: int,
    seat: str,
    value: Any,
    answer_entropy: str | None = None,
) -> dict[str, Any]:
    """The record one answer to the open ask of `before` makes; AnswerRefused (nothing to
    store) if the battle is over, the ask was decided, the seat answered, or the value is out of
    bounds. `seq` is the ask the player saw: an answer to any other ask is stale."""
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
    return record


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
