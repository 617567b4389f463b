"""A battle's exported log re-derives, roll by roll, from its revealed seed — or says which not."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from bot.engine import (
    Ask,
    AskKind,
    BattleContext,
    BattleState,
    Option,
    Outcome,
    Procedure,
    SetupError,
    choose_one,
    replay,
    submit,
    yes_no,
)
from bot.store.models import AuditEntry, Battle
from bot.verify import UnknownGame, export_battle, load_ruleset, verify_export, verify_file
from cogs.claim.rules import RULESET as CLAIM
from cogs.soe.rules import RULESET as SOE
from tests.claim.helpers import claim_setup
from tests.engine.helpers import DEMO, demo_setup
from tests.soe.helpers import make_setup

REPO = Path(__file__).resolve().parents[2]
SEED = "verify-test-seed"
START = "1300000000000000001"  # the id of the interaction that started the battle


class Gauntlet:
    """Dice before the first ask, between asks and at the end, to undo answers between dice."""

    key = "gauntlet"
    name = "Gauntlet (test)"

    def validate_setup(self, setup: Mapping[str, Any]) -> None:
        if set(setup.get("seats", {})) != {"attacker", "defender"}:
            raise SetupError("two seats")

    def procedure(self, b: BattleContext) -> Procedure:
        scout = b.dice.d6("scout", side="attacker")
        charge = yield yes_no("attacker", "charge")
        bonus = sum(b.dice.nd6(2, "charge", side="attacker")) if charge else 0
        ground = yield choose_one(
            "defender", "ground", [Option("hill", "Hill"), Option("wood", "Wood")]
        )
        final = b.dice.two_dice("final", side="defender")
        winner = "attacker" if scout + bonus > final.total + (ground == "hill") else "defender"
        return Outcome(winner=winner, details={"bonus": bonus})


GAUNTLET = Gauntlet()


# -- playing a battle the way the platform stores it ----------------------------------------------
class Table:
    """One battle as the store keeps it: answers with their entropies, and the audit trail
    (an undo keeps the answers before it and the dice it threw away, as the platform does)."""

    def __init__(self, ruleset: Any, setup: dict[str, Any], *, entropy: str | None = START):
        self.ruleset, self.setup, self.entropy = ruleset, setup, entropy
        self.answers: list[dict[str, Any]] = []
        self.audit: list[AuditEntry] = []
        self.audit.append(self._entry(None, "start", {}))
        self.clicks = 0
        self.state = self._replay(self.answers)

    def _replay(self, answers: list[dict[str, Any]]) -> BattleState:
        return replay(self.ruleset, self.setup, SEED, answers, entropy=self.entropy)

    def _entry(self, seq: int | None, action: str, payload: dict[str, Any]) -> AuditEntry:
        return AuditEntry(len(self.audit) + 1, 1, 7, seq, 101,
                          action, payload, "2024-01-01T00:00:00Z")  # fmt: skip

    def answer(self, seat: str, value: Any, *, entropy: bool = True) -> None:
        self.clicks += 1
        record, self.state = submit(
            self.ruleset, self.setup, SEED, self.answers,
            seq=self.state.ask_seq, seat=seat, value=value, before=self.state,
            entropy=self.entropy,
            answer_entropy=f"14000000000000{self.clicks:05d}" if entropy else None,
        )  # fmt: skip
        self.audit.append(self._entry(len(self.answers), "answer", record))
        self.answers.append(record)

    def undo(self) -> list[dict[str, Any]]:
        before = self._replay(self.answers[:-1])
        thrown = [r.to_dict() for r in self.state.rolls[len(before.rolls) :]]
        payload = {**self.answers[-1], "answers": copy.deepcopy(self.answers), "rolls": thrown}
        self.audit.append(self._entry(len(self.answers) - 1, "undo", payload))
        self.answers.pop()
        self.state = before
        return thrown

    def play_out(self) -> None:
        """Answer every ask with its first choice until the battle ends."""
        while self.state.pending is not None:
            for seat in self.state.waiting_for:
                self.answer(seat, first_choice(self.state.pending.inner(seat)))

    def battle(self, status: str | None = None) -> Battle:
        status = status or ("finished" if self.state.finished else "active")
        outcome = self.state.outcome.to_dict() if self.state.outcome else None
        return Battle(
            id=7, guild_id=1, campaign_id=None, game=self.ruleset.key, setup=self.setup,
            seed=SEED, answers=copy.deepcopy(self.answers), status=status, outcome=outcome,
            channel_id=None, message_id=None, thread_id=None, created_by=101,
            created_at="2024-01-01T00:00:00Z", updated_at="2024-01-01T00:00:00Z",
            finished_at=None if status == "active" else "2024-01-01T01:00:00Z",
            entropy=self.entropy,
        )  # fmt: skip

    def export(self, status: str | None = None) -> dict[str, Any]:
        data = export_battle(self.battle(status), self.audit, self.state, self.ruleset.name)
        return json.loads(json.dumps(data))  # exactly what the file holds


def first_choice(ask: Ask) -> Any:
    match ask.kind:
        case AskKind.CHOOSE_ONE:
            return ask.options[0].key
        case AskKind.CHOOSE_MANY:
            return [o.key for o in ask.options[: ask.min_choices]]
        case AskKind.YES_NO:
            return True
        case AskKind.SET_COUNTS:
            counts = {c.key: c.default for c in ask.counts}
            if ask.min_total is not None and sum(counts.values()) < ask.min_total:
                counts[ask.counts[0].key] = ask.counts[0].high
            return counts
    raise AssertionError(ask.kind)


def demo_battle(*, entropy: bool = True) -> Table:
    table = Table(DEMO, demo_setup(), entropy=START if entropy else None)
    table.answer("attacker", {"infantry": 3, "cavalry": 1}, entropy=entropy)
    table.answer("defender", "hill", entropy=entropy)
    table.answer("defender", "assault", entropy=entropy)
    table.answer("attacker", "feint", entropy=entropy)
    assert table.state.finished
    return table


def soe_battle() -> Table:
    setup = make_setup(
        "india",
        {"armies": 4, "fleets": 3, "army_training": 1},
        {"armies": 3, "fleets": 2, "control_markers": 1},
    )
    table = Table(SOE, setup)
    table.play_out()
    return table


def gauntlet_with_undo() -> tuple[Table, list[dict[str, Any]]]:
    """The attacker charges, sees the charge dice, the game master undoes: fresh dice next."""
    table = Table(GAUNTLET, demo_setup())
    table.answer("attacker", True)
    thrown = table.undo()
    table.answer("attacker", True)
    table.answer("defender", "wood")
    assert table.state.finished and len(thrown) == 1
    return table, thrown


def changed_face(data: dict[str, Any], index: int, *, where: list | None = None) -> int:
    """Turn one die of roll `index` to another face; returns the face it had."""
    roll = (where if where is not None else data["rolls"])[index]
    old = roll["faces"][0]
    roll["faces"][0] = old % 6 + 1
    return old


# -- exports -------------------------------------------------------------------------------------
def test_a_battle_played_with_entropies_exports_and_verifies() -> None:
    table = demo_battle()
    data = table.export()
    assert data["format"] == "strategos-battle-log" and data["version"] == 1
    assert (data["battle_id"], data["guild_id"], data["game"]) == (7, "1", "demo")
    assert data["title"] == DEMO.name and data["status"] == "finished"
    assert data["seed"] == SEED and data["entropy"] == START
    assert [a["entropy"] for a in data["answers"]] == [a["entropy"] for a in table.answers]
    assert data["rolls"] == [r.to_dict() | {"faces": list(r.faces)} for r in table.state.rolls]
    assert data["outcome"] == table.state.outcome.to_dict()
    assert set(data["rolls"][0]) == {"index", "purpose", "kind", "faces", "result", "side"}

    report = verify_export(data, DEMO)
    assert report.ok and report.exit_code == 0 and report.total == 2
    assert "all 2 rolls match" in report.headline and "#7" in report.headline
    assert not report.mismatches and not report.problems


def test_the_entropies_are_what_the_dice_depend_on() -> None:
    """Replay without the recorded entropies would give other dice: they are really mixed in."""
    table = demo_battle()
    plain = replay(DEMO, table.setup, SEED, [dict(a, entropy=None) for a in table.answers])
    assert [r.faces for r in plain.rolls] != [r.faces for r in table.state.rolls]
    data = table.export()
    data["answers"][-1]["entropy"] = "14000000000000099999"
    report = verify_export(data, DEMO)
    assert report.verdict == "mismatch" and report.exit_code == 1
    assert report.mismatches and report.mismatches[0].index == 0


def test_an_older_battle_without_entropy_verifies() -> None:
    data = demo_battle(entropy=False).export()
    assert data["entropy"] is None and all("entropy" not in a for a in data["answers"])
    assert verify_export(data, DEMO).ok


def claim_battle() -> Table:
    table = Table(
        CLAIM, claim_setup(defender_priority="defence", rp={"attacker": 1, "defender": 1})
    )
    table.play_out()
    return table


@pytest.mark.parametrize("play", [soe_battle, claim_battle])
def test_battles_of_the_real_games_verify(play) -> None:
    table = play()
    assert len(table.state.rolls) >= 2
    report = verify_export(table.export(), table.ruleset)
    assert report.ok, report.text()
    assert f"all {len(table.state.rolls)} rolls match" in report.headline
    assert load_ruleset(table.ruleset.key) is table.ruleset


# -- tampering ------------------------------------------------------------------------------------
@pytest.mark.parametrize("index", [0, 1])
def test_a_single_changed_die_is_rejected_naming_that_roll(index: int) -> None:
    data = demo_battle().export()
    old = changed_face(data, index)
    report = verify_export(data, DEMO)
    assert report.verdict == "mismatch" and report.exit_code == 1 and not report.ok
    assert [m.index for m in report.mismatches] == [index]
    purpose = data["rolls"][index]["purpose"]
    assert report.mismatches[0].purpose == purpose
    assert f"roll {index} ({purpose}" in report.headline
    assert report.mismatches[0].derived["faces"][0] == old
    assert report.mismatches[0].recorded["faces"][0] == old % 6 + 1


def test_every_changed_die_of_a_long_battle_is_named() -> None:
    table = soe_battle()
    data = table.export()
    for index in (1, 3):
        changed_face(data, index)
    report = verify_export(data, SOE)
    assert [m.index for m in report.mismatches] == [1, 3]
    assert "roll 1 " in report.headline and "(and 1 more)" in report.headline
    assert "roll 3 " in report.text()


def test_a_changed_result_or_a_removed_roll_is_rejected() -> None:
    data = demo_battle().export()
    data["rolls"][1]["result"] += 1
    result = data["rolls"][1]["result"]
    report = verify_export(data, DEMO)
    assert report.verdict == "mismatch" and "roll 1 " in report.headline
    assert f"→ {result}, the seed gives" in report.headline

    data = demo_battle().export()
    del data["rolls"][1]
    report = verify_export(data, DEMO)
    assert report.verdict == "mismatch" and "missing from the record" in report.headline


def test_a_changed_seed_is_rejected() -> None:
    data = demo_battle().export()
    data["seed"] = "another-seed"
    report = verify_export(data, DEMO)
    assert report.verdict == "mismatch" and report.exit_code == 1
    assert "SHA-256" in report.text()

    # A seed changed with its hash to match still gives other dice.
    import hashlib

    data["seed_sha256"] = hashlib.sha256(b"another-seed").hexdigest()
    report = verify_export(data, DEMO)
    assert report.verdict == "mismatch" and report.mismatches


def test_a_changed_outcome_is_rejected() -> None:
    data = demo_battle().export()
    data["outcome"]["winner"] = "defender" if data["outcome"]["winner"] != "defender" else None
    report = verify_export(data, DEMO)
    assert report.verdict == "mismatch" and "outcome" in report.headline


def test_a_changed_answer_is_rejected() -> None:
    data = demo_battle().export()
    data["answers"][0]["value"] = {"infantry": 1, "cavalry": 0}  # fewer dice thrown
    assert verify_export(data, DEMO).verdict == "mismatch"
    data["answers"][1]["value"] = "swamp"  # not even an option: replay fails
    report = verify_export(data, DEMO)
    assert report.verdict == "mismatch" and "cannot be replayed" in report.headline


# -- undone answers -------------------------------------------------------------------------------
def test_an_undone_answers_discarded_rolls_verify() -> None:
    table, thrown = gauntlet_with_undo()
    data = table.export()
    (undone,) = data["undone"]
    assert undone["rolls"] == thrown and undone["answer"]["value"] is True
    assert undone["answers"][-1]["entropy"] != data["answers"][0]["entropy"]
    assert thrown[0]["faces"] != data["rolls"][1]["faces"]  # the redone answer met fresh dice

    report = verify_export(data, GAUNTLET)
    assert report.ok, report.text()
    assert (report.rolls, report.discarded, report.total) == (3, 1, 4)
    assert "all 4 rolls match" in report.headline
    assert "1 thrown away by 1 undone answer" in report.headline


def test_a_changed_discarded_die_is_rejected() -> None:
    table, _ = gauntlet_with_undo()
    data = table.export()
    changed_face(data, 0, where=data["undone"][0]["rolls"])
    report = verify_export(data, GAUNTLET)
    assert report.verdict == "mismatch"
    (mismatch,) = report.mismatches
    assert mismatch.undone == 1 and mismatch.index == 1 and mismatch.purpose == "charge"
    assert "thrown away by undone answer 1" in report.headline


def test_an_undo_recorded_before_dice_were_kept_is_noted_not_failed() -> None:
    table, _ = gauntlet_with_undo()
    data = table.export()
    for key in ("answers", "rolls"):
        del data["undone"][0][key]
    report = verify_export(data, GAUNTLET)
    assert report.ok and report.total == 3
    assert "cannot be checked" in report.text()


# -- what cannot be verified ----------------------------------------------------------------------
def test_an_active_battle_keeps_its_seed_and_open_secret_answers() -> None:
    table = Table(DEMO, demo_setup())
    table.answer("attacker", {"infantry": 3, "cavalry": 1})
    table.answer("defender", "hill")
    table.answer("defender", "assault")  # a secret choice, still open
    data = table.export()
    assert data["status"] == "active" and data["seed"] is None
    assert SEED not in json.dumps(data)
    assert data["answers"][2]["value"] is None and data["answers"][2]["hidden"] is True
    assert "assault" not in json.dumps(data)
    assert data["answers"][1]["value"] == "hill"  # what everyone saw stays

    # taken back: the undone secret answer does not leak either
    table.undo()
    data = table.export()
    assert "assault" not in json.dumps(data) and data["undone"][0]["answer"]["hidden"]

    report = verify_export(data, DEMO)
    assert report.verdict == "unverifiable" and report.exit_code == 2
    assert "cannot be verified until it ends" in report.headline


def test_a_cancelled_battle_reveals_its_seed_and_verifies() -> None:
    table = Table(GAUNTLET, demo_setup())
    table.answer("attacker", True)
    data = table.export(status="cancelled")
    assert data["seed"] == SEED
    report = verify_export(data, GAUNTLET)
    assert report.ok and "all 2 rolls match its revealed seed." in report.headline


@pytest.mark.parametrize(
    ("mutate", "reason"),
    [
        (lambda d: [], "not a JSON object"),
        (lambda d: {**d, "format": "other"}, "format"),
        (lambda d: {**d, "version": 99}, "version"),
        (lambda d: {k: v for k, v in d.items() if k != "rolls"}, '"rolls"'),
        (lambda d: {**d, "battle_id": "7"}, '"battle_id"'),
        (lambda d: {**d, "answers": [1, 2]}, "answer record"),
        (lambda d: {**d, "rolls": ["x"]}, "not a roll"),
        (lambda d: {**d, "seed": 5}, '"seed"'),
        (lambda d: {**d, "undone": [{"answers": "x", "rolls": []}]}, "undone answer 1"),
        (lambda d: {**d, "setup": []}, '"setup"'),
    ],
)
def test_a_malformed_export_gets_a_clear_message(mutate, reason: str) -> None:
    data = mutate(demo_battle().export())
    report = verify_export(data, DEMO)
    assert report.verdict == "malformed" and report.exit_code == 2
    assert "not a readable Strategos battle log" in report.headline and reason in report.headline


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d["setup"].update(max_units="many"),
        lambda d: d["setup"].pop("seats"),
        lambda d: d["answers"][0].update(value=None),
        lambda d: d["answers"][0].update(entropy=12),
        lambda d: d["rolls"][0].update(faces="oops"),
        lambda d: d.update(outcome="nope"),
        lambda d: d.update(entropy="\u3000"),
    ],
)
def test_a_record_that_does_not_replay_is_a_finding_not_a_crash(mutate) -> None:
    data = demo_battle().export()
    mutate(data)
    report = verify_export(data, DEMO)
    assert report.verdict in ("mismatch", "malformed")
    assert report.text()


def test_a_battle_of_another_game_is_refused() -> None:
    report = verify_export(demo_battle().export(), SOE)
    assert report.verdict == "malformed" and "'demo'" in report.headline


def test_the_report_fits_a_limit() -> None:
    data = soe_battle().export()
    for roll in data["rolls"]:
        roll["faces"][0] = roll["faces"][0] % 6 + 1
    text = verify_export(data, SOE).text(limit=300)
    assert len(text) <= 300 and text.startswith("❌")


# -- the game key ---------------------------------------------------------------------------------
@pytest.mark.parametrize("key", ["../soe", "os.path", "soe.rules", "Soe", "", 3, None, "x" * 40])
def test_only_a_plain_game_key_is_imported(key) -> None:
    with pytest.raises(UnknownGame):
        load_ruleset(key)


def test_the_game_key_finds_its_ruleset() -> None:
    assert load_ruleset("soe") is SOE and load_ruleset("demo") is DEMO
    with pytest.raises(UnknownGame):
        load_ruleset("chess")
    with pytest.raises(UnknownGame):
        load_ruleset("battle")  # cogs/battle.py is no game


# -- the command line -----------------------------------------------------------------------------
def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot.verify", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
    )


def write(tmp_path: Path, data: Any, name: str = "battle-7.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return path


def test_the_cli_accepts_a_real_exported_log_and_rejects_one_changed_die(tmp_path) -> None:
    table = soe_battle()
    data = table.export()
    n = len(data["rolls"])
    ok = run_cli(str(write(tmp_path, data)))
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert f"all {n} rolls match" in ok.stdout and not ok.stderr

    changed_face(data, 2)
    bad = run_cli(str(write(tmp_path, data, "tampered.json")))
    assert bad.returncode == 1, bad.stdout + bad.stderr
    assert f"roll 2 ({data['rolls'][2]['purpose']}" in bad.stdout and not bad.stderr


def test_the_cli_checks_discarded_dice_of_the_test_game(tmp_path) -> None:
    table = Table(DEMO, demo_setup())
    for seat, value in [("attacker", {"infantry": 2}), ("defender", "hill")]:
        table.answer(seat, value)
    table.answer("defender", "assault")
    table.answer("attacker", "feint")
    thrown = table.undo()
    table.answer("attacker", "assault")
    assert len(thrown) == 2 and table.state.finished
    ok = run_cli(str(write(tmp_path, table.export())))
    assert ok.returncode == 0 and "all 4 rolls match" in ok.stdout, ok.stdout + ok.stderr


@pytest.mark.parametrize(
    ("content", "says"),
    [
        (b"{not json", "not JSON"),
        (b"\xff\xfe\x00garbage", "not JSON"),
        (b"[" * 100_000, "not JSON"),
        (b'{"format": "strategos-battle-log"}', "version"),
        (b"[1, 2]", "not a JSON object"),
    ],
)
def test_the_cli_refuses_an_unreadable_file_without_a_traceback(tmp_path, content, says) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    result = run_cli(str(path))
    assert result.returncode == 2 and not result.stderr
    assert "not a readable Strategos battle log" in result.stdout and says in result.stdout


def test_the_cli_refuses_a_missing_file_an_active_battle_and_an_unknown_game(tmp_path) -> None:
    missing = run_cli(str(tmp_path / "nowhere.json"))
    assert missing.returncode == 2 and "Cannot read" in missing.stdout and not missing.stderr

    table = Table(DEMO, demo_setup())
    table.answer("attacker", {"infantry": 2})
    active = run_cli(str(write(tmp_path, table.export())))
    assert active.returncode == 2 and "until it ends" in active.stdout and not active.stderr

    data = demo_battle().export()
    for key in ("chess", "../../etc", "os"):
        data["game"] = key
        unknown = run_cli(str(write(tmp_path, data)))
        assert unknown.returncode == 2 and "Cannot verify" in unknown.stdout, key
        assert not unknown.stderr

    usage = run_cli()
    assert usage.returncode == 2 and "usage" in usage.stdout


def test_verify_file_reports_every_failure(tmp_path) -> None:
    assert verify_file(tmp_path).verdict == "malformed"  # a directory
    report = verify_file(write(tmp_path, demo_battle().export()))
    assert report.ok


class SealedHand:
    """The attacker picks a hand in a sealed ask, then the defender answers in the open."""

    key = "sealed"
    name = "Sealed hand (test)"

    def validate_setup(self, setup: Mapping[str, Any]) -> None:
        return None

    def procedure(self, b: BattleContext) -> Procedure:
        hand = yield choose_one(
            "attacker", "hand", [Option("aces", "Aces"), Option("kings", "Kings")], sealed=True
        )
        ground = yield choose_one("defender", "ground", [Option("hill", "Hill")])
        b.dice.d6("fight", side="attacker")
        return Outcome(winner="attacker" if hand == "aces" else "defender", details={"g": ground})


def test_a_sealed_answer_stays_out_of_the_record_until_the_battle_is_over() -> None:
    table = Table(SealedHand(), {"seats": {"attacker": {}, "defender": {}}, "secret": [1, 2]})
    table.answer("attacker", "kings")
    assert table.answers[0]["sealed"] is True
    table.answer("defender", "hill")
    assert "sealed" not in table.answers[1]

    def masked(setup: Mapping[str, Any]) -> dict[str, Any]:
        return {**setup, "secret": len(setup["secret"])}

    active = export_battle(table.battle("active"), table.audit, table.state, "t", masked)
    assert active["answers"][0]["value"] is None and active["answers"][0]["hidden"]
    assert active["answers"][1]["value"] == "hill"
    assert active["setup"]["secret"] == 2 and "kings" not in json.dumps(active)
    over = export_battle(table.battle("finished"), table.audit, table.state, "t", masked)
    assert over["answers"][0]["value"] == "kings" and over["setup"]["secret"] == [1, 2]
