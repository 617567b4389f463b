"""A battle's exported record, and re-deriving every roll in it from the revealed seed.

`/battle log` attaches `export_battle(...)` as `battle-<id>.json`; anyone can then check it,
without trusting the bot, with

    python -m bot.verify battle-3.json

which replays the battle from its setup, its revealed seed, the start's entropy and each
answer's own entropy (the derivation is documented in `bot/engine/dice.py`), and compares every
recorded roll — and every roll an undone answer threw away — with the one the seed gives. It
prints the report and exits 0 when all rolls match, 1 when one does not (or the seed does not
match the SHA-256 committed at the start), 2 when the file cannot be read or verified (a battle
still being fought keeps its seed secret).

Pure: no Discord, no database. `/battle verify` runs the same `verify_export`. What a report says
is rendered when it is read (`headline`, `text()`), in the language being spoken (bot.i18n): the
bot shows it in its readers' language, the command line prints English.
"""

from __future__ import annotations

import importlib
import json
import re
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from bot.engine import BattleState, Ruleset, replay, seed_commitment
from bot.i18n import t

FORMAT = "strategos-battle-log"
VERSION = 1
DERIVATION = (
    "key = seed; for the start's entropy, then each answer's entropy when it is given: "
    "key = hex(SHA-256(key '|' entropy)); block n = SHA-256(key ':' n), n = 0, 1, ... since the "
    "last mix; each draw takes the next 4 bytes big-endian, rejecting words at or above "
    "2^32 - 2^32 mod sides; face = word mod sides + 1 (see bot/engine/dice.py)"
)
TEST_GAMES = {"demo": "tests.demo.rules"}
"""Games that live outside `cogs/` (the test game)."""
MAX_LISTED = 10
"""Mismatching rolls named one by one in a report; the rest are counted."""

_GAME_KEY = re.compile(r"[a-z][a-z0-9_]{0,31}")
_ANSWER_KEYS = ("seq", "seat", "value", "entropy", "sealed")

Verdict = Literal["match", "mismatch", "unverifiable", "malformed"]
Words = str | Callable[[], str]
"""Text of a report: as it is, or rendered when read (in the language being spoken then)."""


def said(words: Words) -> str:
    return words() if callable(words) else words


# -- the export -----------------------------------------------------------------------------------
def export_battle(
    battle: Any,
    audit: Sequence[Any],
    state: BattleState,
    title: str,
    public_setup: Callable[[Mapping[str, Any]], Any] | None = None,
) -> dict:
    """The battle's record as plain JSON data, for anyone to verify.

    `battle`: a `bot.store.Battle`; `audit`: its `AuditEntry` list; `state`: its replay. The
    seed is included only once the battle is over; while it is being fought, the answers to an
    ask still open (a secret choice) and the sealed answers (a hand of cards) are left out, here
    and in what its undo entries kept, and the setup is shown as `public_setup` makes it (the
    game's: its secret parts masked).
    """
    active = battle.status == "active"

    def shown(record: Any) -> Any:
        if not isinstance(record, Mapping):
            return record
        out = {k: record[k] for k in _ANSWER_KEYS if k in record}
        if active and (record.get("sealed") or _open_ask_answer(record, state)):
            out["value"] = None
            out["hidden"] = True
        return out

    undone = []
    for entry in audit:
        if entry.action != "undo":
            continue
        payload = entry.payload if isinstance(entry.payload, Mapping) else {}
        item: dict[str, Any] = {
            "position": entry.seq,
            "by": None if entry.user_id is None else str(entry.user_id),
            "at": entry.at,
            "answer": shown(payload.get("answer", payload)),
        }
        if isinstance(payload.get("answers"), list):
            item["answers"] = [shown(r) for r in payload["answers"]]
        if isinstance(payload.get("rolls"), list):
            item["rolls"] = [_plain(r) for r in payload["rolls"]]
        undone.append(item)

    return {
        "format": FORMAT,
        "version": VERSION,
        "guild_id": str(battle.guild_id),
        "battle_id": battle.id,
        "campaign_id": battle.campaign_id,
        "game": battle.game,
        "title": title,
        "status": battle.status,
        "started_at": getattr(battle, "created_at", None),
        "ended_at": getattr(battle, "finished_at", None),
        "setup": _plain(public_setup(battle.setup) if active and public_setup else battle.setup),
        "seed_sha256": seed_commitment(battle.seed),
        "seed": None if active else battle.seed,
        "entropy": getattr(battle, "entropy", None),
        "derivation": DERIVATION,
        "answers": [shown(r) for r in battle.answers],
        "rolls": [_plain(r.to_dict()) for r in state.rolls],
        "outcome": _plain(battle.outcome),
        "undone": undone,
    }


def _open_ask_answer(record: Mapping[str, Any], state: BattleState) -> bool:
    """An answer to the ask still open (or to a later one): nobody else may see it yet."""
    seq = record.get("seq")
    return state.pending is not None and (not isinstance(seq, int) or seq >= state.ask_seq)


def _plain(value: Any) -> Any:
    """As it reads back from JSON (tuples become lists)."""
    return json.loads(json.dumps(value))


# -- the report -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class RollMismatch:
    """One roll whose record differs from what the seed gives (None: missing on that side)."""

    index: int
    recorded: Mapping[str, Any] | None
    derived: Mapping[str, Any] | None
    undone: int | None = None
    """None: a roll of the battle; k: thrown away by the k-th undone answer (from 1)."""

    @property
    def purpose(self) -> str | None:
        roll = self.recorded or self.derived or {}
        return roll.get("purpose")

    def describe(self) -> str:
        roll = self.recorded if isinstance(self.recorded, Mapping) else self.derived or {}
        what = ", ".join(str(x) for x in (roll.get("purpose"), roll.get("side")) if x)
        index = str(self.index)
        where = (
            t("verify-roll-what", index=index, what=what) if what else t("verify-roll", index=index)
        )
        if self.undone is not None:
            where = t("verify-roll-undone", roll=where, undone=str(self.undone))
        if self.derived is None:
            return t("verify-roll-extra", roll=where)
        if self.recorded is None:
            return t("verify-roll-missing", roll=where, derived=_dice(self.derived))
        if _dice(self.recorded) != _dice(self.derived):
            return t(
                "verify-roll-differs",
                roll=where,
                recorded=_dice(self.recorded),
                derived=_dice(self.derived),
            )
        fields = [k for k in self.derived if self.recorded.get(k) != self.derived[k]]
        fields += [k for k in self.recorded if k not in self.derived]
        diffs = "; ".join(
            t(
                "verify-field-differs",
                field=k,
                recorded=repr(self.recorded.get(k)),
                derived=repr(self.derived.get(k)),
            )
            for k in fields
        )
        return t("verify-roll-fields", roll=where, diffs=diffs)


def _dice(roll: Mapping[str, Any]) -> str:
    faces = roll.get("faces")
    shown = " ".join(map(str, faces)) if isinstance(faces, list) else repr(faces)
    return f"[{shown}] → {roll.get('result')!r}"


@dataclass(frozen=True)
class VerifyReport:
    verdict: Verdict
    said_headline: Words
    battle_id: int | None = None
    rolls: int = 0
    """Rolls of the battle checked."""
    discarded: int = 0
    """Rolls thrown away by undone answers, checked too."""
    mismatches: tuple[RollMismatch, ...] = ()
    problems: tuple[Words, ...] = ()
    """Other disagreements (the seed's hash, the outcome, a replay that fails)."""
    notes: tuple[Words, ...] = ()
    first_in_headline: bool = False
    """The headline names the first mismatch (the list below leaves it out)."""

    @property
    def headline(self) -> str:
        """The verdict in one line, in the language being spoken."""
        return said(self.said_headline)

    @property
    def ok(self) -> bool:
        return self.verdict == "match"

    @property
    def total(self) -> int:
        return self.rolls + self.discarded

    @property
    def exit_code(self) -> int:
        return {"match": 0, "mismatch": 1}.get(self.verdict, 2)

    def lines(self) -> list[str]:
        out = [self.headline, *(f"- {said(p)}" for p in self.problems)]
        listed = self.mismatches[1:] if self.first_in_headline else self.mismatches
        rest = [m.describe() for m in listed]
        out += [f"- {d}" for d in rest[:MAX_LISTED]]
        if len(rest) > MAX_LISTED:
            out.append("- " + t("verify-more-rolls", count=len(rest) - MAX_LISTED))
        out += [t("verify-note", note=said(n)) for n in self.notes]
        return out

    def text(self, limit: int | None = None) -> str:
        """The whole report; with `limit`, cut to that many characters at a line's end."""
        lines = self.lines()
        text = "\n".join(lines)
        if limit is None or len(text) <= limit:
            return text
        kept: list[str] = []
        for line in lines:
            if len("\n".join([*kept, line])) > limit - 2:
                break
            kept.append(line)
        return "\n".join([*kept, "…"]) if kept else text[: limit - 1] + "…"


def _malformed(reason: Words, battle_id: int | None = None) -> VerifyReport:
    return VerifyReport("malformed", lambda: t("verify-malformed", reason=said(reason)), battle_id)


# -- checking the export --------------------------------------------------------------------------
def _structure_error(data: Any) -> Words | None:
    """Why `data` is not an export this version can read, or None."""
    if not isinstance(data, Mapping):
        return lambda: t("verify-not-object")
    if data.get("format") != FORMAT:
        return lambda: t("verify-bad-format", format=FORMAT)
    if data.get("version") != VERSION:
        found = repr(data.get("version"))
        return lambda: t("verify-bad-version", found=found, version=str(VERSION))
    expected: dict[str, tuple[type, ...]] = {
        "battle_id": (int,),
        "game": (str,),
        "status": (str,),
        "setup": (dict,),
        "seed_sha256": (str,),
        "answers": (list,),
        "rolls": (list,),
        "undone": (list,),
    }
    for key, types in expected.items():
        value = data.get(key)
        if not isinstance(value, types) or isinstance(value, bool):
            kind = types[0].__name__
            return lambda key=key, kind=kind: t("verify-bad-field", field=key, kind=kind)
    for key in ("seed", "entropy"):
        if data.get(key) is not None and not isinstance(data[key], str):
            return lambda key=key: t("verify-not-text", field=key)
    if not all(isinstance(a, dict) for a in data["answers"]):
        return lambda: t("verify-bad-answers")
    if not all(isinstance(r, dict) for r in data["rolls"]):
        return lambda: t("verify-bad-rolls")
    for k, item in enumerate(data["undone"], start=1):
        undone = str(k)
        if not isinstance(item, dict):
            return lambda undone=undone: t("verify-bad-undone", undone=undone)
        if not isinstance(item.get("answers", []), list) or not all(
            isinstance(a, dict) for a in item.get("answers", [])
        ):
            return lambda undone=undone: t("verify-bad-undone-answers", undone=undone)
        if not isinstance(item.get("rolls", []), list) or not all(
            isinstance(r, dict) for r in item.get("rolls", [])
        ):
            return lambda undone=undone: t("verify-bad-undone-rolls", undone=undone)
    return None


def _compare(
    recorded: Sequence[Mapping[str, Any]],
    derived: Sequence[Mapping[str, Any]],
    undone: int | None = None,
) -> list[RollMismatch]:
    out = []
    for i in range(max(len(recorded), len(derived))):
        mine = recorded[i] if i < len(recorded) else None
        theirs = derived[i] if i < len(derived) else None
        if mine != theirs:
            index = (theirs or mine or {}).get("index", i)
            out.append(RollMismatch(index if isinstance(index, int) else i, mine, theirs, undone))
    return out


def _replay(
    ruleset: Ruleset, data: Mapping[str, Any], answers: list[Any]
) -> tuple[BattleState | None, str | None]:
    """The replay of `answers`, or why it fails (a record that no longer fits the game)."""
    try:
        return replay(
            ruleset, data["setup"], data["seed"], answers, entropy=data.get("entropy")
        ), None
    except Exception as error:  # any failure of a tampered record is a finding, not a crash
        return None, f"{type(error).__name__}: {error}"


def verify_export(data: Any, ruleset: Ruleset) -> VerifyReport:
    """Re-derive every roll of an exported battle from its revealed seed and compare."""
    problem = _structure_error(data)
    if problem is not None:
        return _malformed(problem)
    battle_id = data["battle_id"]
    number = str(battle_id)
    if data.get("game") != getattr(ruleset, "key", data.get("game")):
        game, expected = repr(data["game"]), repr(ruleset.key)
        return _malformed(lambda: t("verify-other-game", game=game, expected=expected), battle_id)
    if data["status"] == "active" or data.get("seed") is None:
        return VerifyReport(
            "unverifiable", lambda: t("verify-still-fought", battle=number), battle_id
        )

    problems: list[Words] = []
    notes: list[Words] = []
    seed_wrong = seed_commitment(data["seed"]) != data["seed_sha256"].lower()
    if seed_wrong:
        committed = data["seed_sha256"]
        problems.append(lambda: t("verify-seed-wrong", sha=committed))

    state, failure = _replay(ruleset, data, data["answers"])
    mismatches: list[RollMismatch] = []
    if state is None:
        problems.append(lambda failure=failure: t("verify-no-replay", failure=failure))
    else:
        derived = [_plain(r.to_dict()) for r in state.rolls]
        mismatches += _compare(data["rolls"], derived)
        recorded_outcome = data.get("outcome")
        if state.outcome is not None and recorded_outcome is not None:
            if _plain(state.outcome.to_dict()) != recorded_outcome:
                problems.append(lambda: t("verify-outcome-wrong"))
        elif data["status"] == "finished" and state.outcome is None:
            notes.append(lambda: t("verify-settled-by-hand"))

    discarded = 0
    unchecked = 0
    for k, item in enumerate(data["undone"], start=1):
        if "answers" not in item or "rolls" not in item or not item["answers"]:
            unchecked += 1
            continue
        answers = item["answers"]
        answer = item.get("answer")
        if isinstance(answer, Mapping) and any(
            answer.get(key) != answers[-1].get(key) for key in _ANSWER_KEYS
        ):
            problems.append(lambda k=str(k): t("verify-undone-not-last", undone=k))
        full, failure = _replay(ruleset, data, answers)
        before, failure_before = _replay(ruleset, data, answers[:-1])
        if full is None or before is None:
            why = failure or failure_before
            problems.append(
                lambda k=str(k), why=why: t("verify-undone-no-replay", undone=k, failure=why)
            )
            continue
        thrown = [_plain(r.to_dict()) for r in full.rolls[len(before.rolls) :]]
        mismatches += _compare(item["rolls"], thrown, undone=k)
        discarded += len(item["rolls"])
    if unchecked:
        notes.append(lambda: t("verify-unchecked", count=unchecked))

    rolls = len(data["rolls"])
    total = rolls + discarded
    if problems or mismatches:
        # the seed's own hash first: every roll after a wrong seed differs for that reason
        from_rolls = bool(mismatches) and not seed_wrong
        first: Words = mismatches[0].describe if from_rolls else problems.pop(0)
        more = len(mismatches) + len(problems) - (1 if from_rolls else 0)

        return VerifyReport(
            "mismatch",
            lambda: t("verify-mismatch", battle=number, first=said(first), more=more),
            battle_id,
            rolls,
            discarded,
            tuple(mismatches),
            tuple(problems),
            tuple(notes),
            first_in_headline=from_rolls,
        )
    undone = len(data["undone"])
    if total == 0:
        matched: Words = lambda: t("verify-match-no-dice", battle=number)  # noqa: E731
    elif undone:
        matched = lambda: t(  # noqa: E731
            "verify-match-undone",
            battle=number,
            total=total,
            rolls=rolls,
            discarded=discarded,
            undone=undone,
        )
    else:
        matched = lambda: t("verify-match", battle=number, total=total)  # noqa: E731
    return VerifyReport("match", matched, battle_id, rolls, discarded, notes=tuple(notes))


# -- the command line -----------------------------------------------------------------------------
class UnknownGame(LookupError):
    pass


def load_ruleset(key: Any) -> Ruleset:
    """The ruleset of a game key: `cogs.<key>.rules.RULESET` (or the test game's)."""
    if not isinstance(key, str) or not _GAME_KEY.fullmatch(key):
        raise UnknownGame(f"{key!r} is not a game key")
    module_name = TEST_GAMES.get(key, f"cogs.{key}.rules")
    try:
        module = importlib.import_module(module_name)
    except ImportError:
        raise UnknownGame(f"the game {key!r} is not installed here") from None
    ruleset = getattr(module, "RULESET", None)
    if ruleset is None:
        raise UnknownGame(f"the game {key!r} has no ruleset")
    return ruleset


def verify_file(
    path: str | Path, rulesets: Callable[[Any], Ruleset] = load_ruleset
) -> VerifyReport:
    """Read an exported log and verify it; every failure is a report, never an exception."""
    try:
        raw = Path(path).read_bytes()
    except OSError as error:
        return VerifyReport("malformed", f"⚠️ Cannot read {path}: {error.strerror or error}.")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return _malformed("it is not JSON")
    problem = _structure_error(data)
    if problem is not None:
        return _malformed(problem)
    try:
        ruleset = rulesets(data["game"])
    except UnknownGame as unknown:
        return VerifyReport(
            "unverifiable", f"⚠️ Cannot verify battle #{data['battle_id']}: {unknown}."
        )
    except Exception as error:  # a game that fails to load is reported, not a traceback
        return VerifyReport(
            "unverifiable",
            f"⚠️ Cannot load the game {data['game']!r}: {type(error).__name__}: {error}.",
        )
    return verify_export(data, ruleset)


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(errors="replace")
    if len(args) != 1 or args[0] in ("-h", "--help"):
        print("usage: python -m bot.verify FILE   (a battle log exported by /battle log)")
        print("exit status: 0 all rolls match, 1 a roll does not, 2 the file cannot be verified")
        return 2
    report = verify_file(args[0])
    print(report.text())
    return report.exit_code


if __name__ == "__main__":
    sys.exit(main())
