"""Where a battle stands between segments, and how it ends — shared by the procedure and the odds.

A battle runs, in gw.md's order: sea mines (naval) or rail guns' bombardment (land), then each
attacking wave in turn — Part A air combat and Part B land rounds, or the naval rounds. The next
wave attacks once the previous one was destroyed, retreated or is contesting; a wave that takes
the territory (or sea zone) ends the battle.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from cogs.gw import steps as st
from cogs.gw.casualties import Placement
from cogs.gw.forces import ATTACKER, DEFENDER, LAND, Config, Context
from cogs.gw.steps import Segment

ATTACKER_WIN, DEFENDER_WIN = "attacker_win", "defender_win"
CONTESTED, MUTUAL = "contested", "mutual_destruction"
RESULTS = (ATTACKER_WIN, DEFENDER_WIN, CONTESTED, MUTUAL)


@dataclass(frozen=True)
class Battle:
    """The frozen state the procedure carries and the odds enumerate."""

    attacker: Config
    defender: Config
    wave: int = 0
    captured_by: int | None = None
    contested_by: tuple[int, ...] = ()  # waves holding the territory, contesting it
    history: tuple[tuple[int, str], ...] = ()  # (wave, how its fight ended)
    rounds: int = 0  # combat rounds fought, all waves

    def config(self, side: str) -> Config:
        return self.attacker if side == ATTACKER else self.defender

    def with_config(self, side: str, config: Config) -> Battle:
        attacker, defender = (
            (config, self.defender) if side == ATTACKER else (self.attacker, config)
        )
        return Battle(attacker, defender, self.wave, self.captured_by, self.contested_by,
                      self.history, self.rounds)  # fmt: skip

    @property
    def over(self) -> bool:
        return self.captured_by is not None


def defender_present(ctx: Context, battle: Battle) -> bool:
    """Any defending unit still in the fight (adjacent rail guns do not count)."""
    return any(battle.defender[s.index] and s.active for s in ctx.defender.stacks)


def wave_present(ctx: Context, wave: int, battle: Battle) -> bool:
    """Units of the wave that can take the territory: ground units on land, any unit at sea."""
    return any(
        battle.attacker[s.index] and s.active and s.wave == wave and (ctx.naval or s.unit.ground)
        for s in ctx.attacker.stacks
    )


def before_wave(ctx: Context, battle: Battle, wave: int) -> Battle:
    """A wave steps up; if the defender is already gone it walks in without a fight."""
    battle = replace(battle, wave=wave)
    if not defender_present(ctx, battle) and wave_present(ctx, wave, battle):
        return replace(battle, captured_by=wave, history=(*battle.history, (wave, "walked_in")))
    return battle


def after_wave(ctx: Context, battle: Battle, end: str, rounds: int = 0) -> Battle:
    """How a wave's fight ended decides what comes next."""
    history = (*battle.history, (battle.wave, end))
    battle = replace(battle, history=history, rounds=battle.rounds + rounds)
    if end in (st.DEFENDER_GONE, st.DEFENDER_RETREAT):
        return replace(battle, captured_by=battle.wave)
    if end in (st.ATTACKER_CONTEST, st.STALEMATE):
        return replace(battle, contested_by=(*battle.contested_by, battle.wave))
    return battle


def result_of(ctx: Context, battle: Battle) -> str:
    """Attacker win (captured), contested, mutual destruction or defender win."""
    if battle.captured_by is not None:
        return ATTACKER_WIN
    holders = [w for w in battle.contested_by if wave_present(ctx, w, battle)]
    if not defender_present(ctx, battle):
        return ATTACKER_WIN if holders else MUTUAL
    if battle.contested_by:
        return CONTESTED
    return DEFENDER_WIN


def winner_of(result: str) -> str | None:
    return {ATTACKER_WIN: ATTACKER, DEFENDER_WIN: DEFENDER}.get(result)


def capturing_wave(ctx: Context, battle: Battle) -> int | None:
    if battle.captured_by is not None:
        return battle.captured_by
    holders = [w for w in battle.contested_by if wave_present(ctx, w, battle)]
    if holders and not defender_present(ctx, battle):
        return holders[0]
    return None


def land_segment(wave: int, superiority: str | None) -> Segment:
    return Segment(st.LAND_PART, wave, superiority)


def fight_segment(ctx: Context, wave: int, superiority: str | None = None) -> Segment:
    return land_segment(wave, superiority) if ctx.kind == LAND else Segment(st.SEA_PART, wave)


# -- snapshots: what an ask carries so the odds can start from it ---------------------------------
def snapshot(
    ctx: Context,
    battle: Battle,
    seg: Segment | None,
    r: int,
    p: int,
    pending: tuple[Placement, ...] = (),
) -> dict[str, Any]:
    """The battle at an ask, as JSON: the board a renderer shows and the start the odds need."""
    return {
        "attacker": ctx.attacker.counts(battle.attacker),
        "defender": ctx.defender.counts(battle.defender),
        "wave": battle.wave,
        "captured_by": battle.captured_by,
        "contested_by": list(battle.contested_by),
        "history": [list(h) for h in battle.history],
        "rounds": battle.rounds,
        "part": seg.kind if seg else "start",
        "superiority": seg.superiority if seg else None,
        "round": r,
        "step": p,
        "pending": [
            {"side": pl.side, "hits": pl.hits, "restriction": pl.restriction, "chooser": pl.chooser}
            for pl in pending
        ],
    }


def from_snapshot(
    ctx: Context, data: dict[str, Any]
) -> tuple[Battle, Segment | None, int, int, tuple[Placement, ...]]:
    battle = Battle(
        ctx.attacker.config(data["attacker"]),
        ctx.defender.config(data["defender"]),
        wave=data["wave"],
        captured_by=data["captured_by"],
        contested_by=tuple(data["contested_by"]),
        history=tuple((w, e) for w, e in data["history"]),
        rounds=data["rounds"],
    )
    part = data["part"]
    seg = None if part == "start" else Segment(part, data["wave"], data["superiority"])
    pending = tuple(Placement(**pl) for pl in data["pending"])
    return battle, seg, data["round"], data["step"], pending


def retreated_to(b: Any, decision: str) -> str | None:
    """Where a side retreated, if it did (its last decision of that kind named the place)."""
    for event in reversed(b.events):
        if event.kind == decision:
            choice = str(event.get("choice") or "")
            return choice.removeprefix("retreat:") if choice.startswith("retreat:") else None
    return None
