"""Exact odds of one segment of a battle (Part A, the land rounds, or the naval rounds), by
dynamic programming over the units each side has left.

A side's state is its `Config`; under its casualty preset the configs a battle can reach are few
(about one per hit it can take), so the states are the pairs (attacker config, defender config):
*cells*. For every step of the round program (steps.py) the rules give, per cell, the exact
distribution of each firing side's hits (sums of binomials, from the same `fire_groups` the
procedure throws dice for) and the config each number of hits leaves (the same presets the
procedure applies). From there it is linear algebra:

- the first rounds (gas, support fire, air superiority, sub hunting make round 1 different; a
  standing "after round N" rule makes the first N differ) are pushed forward whole, step by step;
- from round `cap` on every round is the same, so a cell's rounds form a cycle (a round in which
  nothing changes comes back to it): the cells are taken in order of how much they have lost —
  a change only ever adds to it — and each cycle is summed in closed form (a geometric series).

No sampling: every probability is exact up to floating point. Backward, the same sweep gives each
cell's chance to win, which a standing "retreat when my win chance falls under x %" rule needs.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from cogs.gw import steps as st
from cogs.gw.forces import ATTACKER, DEFENDER, Config, Context
from cogs.gw.steps import Segment
from cogs.gw.tables import CODE, KINDS, WIN_VALUE, SegmentTables, needs_values, round_cap


@dataclass
class SegmentOdds:
    """Where a segment can end, with what probability, from the start it was given."""

    attacker_configs: list[Config]
    defender_configs: list[Config]
    absorbed: np.ndarray  # (kinds, A*D): mass ending each way in each cell
    rounds: float  # expected number of rounds begun (phase 0 passed) after the start
    cap: int
    r0: int = 1
    values: dict[tuple[int, int], np.ndarray] = field(default_factory=dict)  # (r, p) -> (A*D, 2)
    index: tuple[dict[Config, int], dict[Config, int]] = field(default_factory=lambda: ({}, {}))
    slot: Any = None  # (r, p) -> the step that does something at or after it

    def ends(self) -> Iterable[tuple[str, Config, Config, float]]:
        d = len(self.defender_configs)
        for code, cell in zip(*np.nonzero(self.absorbed > 0), strict=True):
            i, j = divmod(int(cell), d)
            mass = float(self.absorbed[code, cell])
            yield KINDS[code], self.attacker_configs[i], self.defender_configs[j], mass

    def value(self, r: int, p: int, attacker: Config, defender: Config) -> tuple[float, float]:
        """(P(the attacker's wave wins), P(the defender wins)) before step p of round r."""
        i, j = self.index[0][attacker], self.index[1][defender]
        row = self.values[self.slot(r, p)][i * len(self.defender_configs) + j]
        return float(row[0]), float(row[1])

    def covers(self, attacker: Config, defender: Config) -> bool:
        return attacker in self.index[0] and defender in self.index[1]


def run_segment(
    ctx: Context,
    seg: Segment,
    starts: list[tuple[Config, Config, float]],
    r0: int = 1,
    p0: int = 0,
    *,
    with_values: bool = False,
) -> SegmentOdds:
    """The exact end distribution of a segment entered at step p0 of round r0 in the cells
    `starts` (with their probabilities)."""
    r0 = min(r0, round_cap(ctx, seg))
    key: Hashable = ("segment", seg, tuple(starts), r0, p0, with_values)
    found = ctx.cache.get(key)
    if found is None:
        segment = SegmentTables(ctx, seg, [(a, d) for a, d, _ in starts])
        sweep = _Sweep(segment, r0, with_values or needs_values(ctx, seg))
        found = ctx.cache[key] = sweep.run(starts, p0)
    return found


class _Sweep:
    """Pushes mass forward (where the segment ends) and values backward (win chances) through
    the rounds' steps; steps that change nothing in a round are skipped, except its first."""

    def __init__(self, segment: SegmentTables, r0: int, with_values: bool):
        self.s = s = segment
        self.r0, self.cap, self.L = r0, segment.cap, len(segment.program)
        self.n = segment.A * segment.D
        self.with_values = with_values
        self.rounds_ = range(r0, self.cap + 1)
        self.decided: dict[tuple[int, int], tuple[np.ndarray, np.ndarray]] = {}
        for r in self.rounds_:
            for p, step in enumerate(s.program):
                if step.kind != "fire" and not self._by_win_chance(step):
                    self.decided[r, p] = s.decisions(p, r, None)
        self.active = {r: [p for p in range(self.L) if not self._idle(r, p)] for r in self.rounds_}
        self.values: dict[tuple[int, int], np.ndarray] = {}

    def _by_win_chance(self, step: st.Step) -> bool:
        if not self.with_values:
            return False
        policy = {"end_attacker": self.s.pa, "end_defender": self.s.pd}.get(step.kind)
        rule = policy.retreat if policy is not None else None
        return rule is not None and rule.when == "win_below"

    def _idle(self, r: int, p: int) -> bool:
        """A step that changes nothing this round (the round's first step always counts)."""
        if p == 0:
            return False
        if self.s.program[p].kind == "fire":
            return self.s.step_rows(p, r) is None
        if (r, p) not in self.decided:
            return False
        dest, code = self.decided[r, p]
        return bool((code < 0).all() and (dest == np.arange(self.n)).all())

    def slot(self, r: int, p: int) -> tuple[int, int]:
        """The first step at or after step p of round r that does something."""
        r = min(r, self.cap)
        later = [q for q in self.active[r] if q >= p]
        if later:
            return r, later[0]
        return (r + 1, 0) if r < self.cap else (self.cap, 0)

    def next_slot(self, r: int, p: int) -> tuple[int, int]:
        return self.slot(r, p + 1) if p + 1 < self.L else self.slot(r + 1, 0)

    def run(self, starts, p0: int) -> SegmentOdds:
        s = self.s
        if self.with_values:
            self.backward()
        absorbed, rounds = self.forward(starts, p0)
        return SegmentOdds(
            s.configs[ATTACKER],
            s.configs[DEFENDER],
            absorbed,
            rounds,
            self.cap,
            self.r0,
            self.values,
            (s.index[ATTACKER], s.index[DEFENDER]),
            self.slot,
        )

    # -- moving mass (forward) or values (backward) through one step -------------------------------
    def push(self, r: int, p: int, cells: np.ndarray, mass: np.ndarray) -> np.ndarray:
        """Mass of `cells` after step p (flat, every cell; its own cells included)."""
        s = self.s
        out = np.zeros(self.n)
        if s.program[p].kind != "fire":
            dest, code = self.decided[r, p]
            going = code[cells] < 0
            np.add.at(out, dest[cells[going]], mass[going])
            return out
        rows = s.step_rows(p, r)
        if rows is None:
            out[cells] = mass
            return out
        a_of, d_of = np.divmod(cells, s.D)
        grid = out.reshape(s.A, s.D)
        if ATTACKER in rows and DEFENDER in rows:
            grid += (mass[:, None] * rows[ATTACKER][cells]).T @ rows[DEFENDER][cells]
        elif DEFENDER in rows:
            np.add.at(grid, a_of, mass[:, None] * rows[DEFENDER][cells])
        else:
            np.add.at(grid.T, d_of, mass[:, None] * rows[ATTACKER][cells])
        return out

    def ended(self, r: int, p: int, cells: np.ndarray, mass: np.ndarray, absorbed) -> None:
        """Mass a decision step ends right there goes to `absorbed`."""
        if self.s.program[p].kind != "fire":
            _, code = self.decided[r, p]
            stop = code[cells] >= 0
            absorbed[code[cells[stop]], cells[stop]] += mass[stop]

    def stay(self, r: int, p: int, cells: np.ndarray) -> np.ndarray:
        """Chance each cell is left unchanged by step p (and not ended)."""
        s = self.s
        if s.program[p].kind != "fire":
            dest, code = self.decided[r, p]
            return ((dest[cells] == cells) & (code[cells] < 0)).astype(float)
        rows = s.step_rows(p, r)
        if rows is None:
            return np.ones(len(cells))
        a_of, d_of = np.divmod(cells, s.D)
        z = np.ones(len(cells))
        if DEFENDER in rows:
            z *= rows[DEFENDER][cells, d_of]
        if ATTACKER in rows:
            z *= rows[ATTACKER][cells, a_of]
        return z

    def pull(self, r: int, p: int, cells: np.ndarray, after: np.ndarray) -> np.ndarray:
        """Values of `cells` before step p, from `after` (every cell's value after it)."""
        s = self.s
        if s.program[p].kind != "fire":
            dest, code = self.decided[r, p]
            result = after[dest[cells]].copy()
            stop = code[cells] >= 0
            result[stop] = _win_values(code[cells[stop]])
            return result
        rows = s.step_rows(p, r)
        if rows is None:
            return after[cells].copy()
        a_of, d_of = np.divmod(cells, s.D)
        grid = after.reshape(s.A, s.D, 2)
        if ATTACKER in rows and DEFENDER in rows:
            left = rows[ATTACKER][cells] @ grid.reshape(s.A, s.D * 2)
            return np.einsum("cjk,cj->ck", left.reshape(len(cells), s.D, 2), rows[DEFENDER][cells])
        if DEFENDER in rows:
            return np.einsum("cj,cjk->ck", rows[DEFENDER][cells], grid[a_of])
        return np.einsum("ci,cik->ck", rows[ATTACKER][cells], grid[:, d_of].transpose(1, 0, 2))

    def _arrive(self, target: np.ndarray, absorbed: np.ndarray, values: np.ndarray) -> None:
        """Add mass to `target`, except in cells where the segment has ended: those collect in
        `self.gone`, sorted by how it ended when the sweep is done."""
        target += values * self.s.live_mass
        self.gone += values * self.s.dead_mass

    def _rounds_begun(self, p: int, x: np.ndarray, z: np.ndarray) -> float:
        """Mass starting a round: past the stalemate check, or every visit (air combat)."""
        if p != 0:
            return 0.0
        return float((x * z).sum() if self.s.program[0].kind == "check" else x.sum())

    def _levels(self, descending: bool) -> list[np.ndarray]:
        s = self.s
        cells = np.nonzero(s.live)[0]
        cells = cells[np.argsort(s.level[cells], kind="stable")]
        groups = np.split(cells, np.nonzero(np.diff(s.level[cells]))[0] + 1)
        return groups[::-1] if descending else groups

    # -- forward: where the mass ends --------------------------------------------------------------
    def forward(self, starts, p0: int) -> tuple[np.ndarray, float]:
        s, cap = self.s, self.cap
        absorbed = np.zeros((len(KINDS), self.n))
        self.gone = np.zeros(self.n)
        mass = {(r, p): np.zeros(self.n) for r in self.rounds_ for p in self.active[r]}
        first = self.slot(self.r0, p0)
        entry = np.zeros(self.n)
        for a, d, m in starts:
            entry[s.index[ATTACKER][a] * s.D + s.index[DEFENDER][d]] += m
        self._arrive(mass[first], absorbed, entry)
        rounds = 0.0
        for r in range(self.r0, cap):
            for p in self.active[r]:
                here = mass[r, p]
                cells = np.nonzero(here)[0]
                if not len(cells):
                    continue
                x = here[cells]
                rounds += self._rounds_begun(p, x, self.stay(r, p, cells))
                self.ended(r, p, cells, x, absorbed)
                self._arrive(mass[self.next_slot(r, p)], absorbed, self.push(r, p, cells, x))
        rounds += self._cycle_forward(mass, absorbed)
        dead = ~s.live
        np.add.at(absorbed, (s.end_code[dead], np.nonzero(dead)[0]), self.gone[dead])
        return absorbed, rounds

    def _cycle_forward(self, mass, absorbed) -> float:
        """The capped round, level by level: each cell's round is a cycle (a round changing
        nothing comes back to it), summed in closed form: x_k = e_k + z_{k-1} x_{k-1}, cyclic."""
        cap, ps = self.cap, self.active[self.cap]
        K = len(ps)
        rounds = 0.0
        for cells in self._levels(descending=False):
            e = np.stack([mass[cap, p][cells] for p in ps])
            if not e.any():
                continue
            z = np.stack([self.stay(cap, p, cells) for p in ps])
            a, b = np.zeros_like(e), np.zeros_like(e)
            b[0] = 1.0
            for k in range(1, K):
                a[k] = e[k] + z[k - 1] * a[k - 1]
                b[k] = z[k - 1] * b[k - 1]
            loop = z[K - 1] * b[K - 1]
            stuck = loop > 1 - 1e-12
            x = a + b * ((e[0] + z[K - 1] * a[K - 1]) / np.where(stuck, 1.0, 1 - loop))
            if stuck.any():  # nothing can change any more: both stay (never for a live battle)
                absorbed[CODE[st.STALEMATE], cells[stuck]] += x[:, stuck].sum(axis=0)
                x[:, stuck] = 0.0
            rounds += self._rounds_begun(ps[0], x[0], z[0])
            for k, p in enumerate(ps):
                if not x[k].any():
                    continue
                self.ended(cap, p, cells, x[k], absorbed)
                out = self.push(cap, p, cells, x[k])
                out[cells] = 0.0  # what stays in the cell is the cycle, summed above
                self._arrive(mass[cap, ps[(k + 1) % K]], absorbed, out)
        return rounds

    # -- backward: each cell's win chances, and the decisions that depend on them ------------------
    def backward(self) -> None:
        s, cap = self.s, self.cap
        ends = np.zeros((self.n, 2))
        for code in np.unique(s.end_code[~s.live]):
            ends[s.end_code == code] = WIN_VALUE.get(KINDS[code], (0.0, 0.0))
        values = {(cap, p): ends.copy() for p in self.active[cap]}
        for cells in self._levels(descending=True):
            self._cycle_backward(values, cells)
        live = np.nonzero(s.live)[0]
        for r in range(cap - 1, self.r0 - 1, -1):
            for p in reversed(self.active[r]):
                after = values[self.next_slot(r, p)]
                if s.program[p].kind != "fire" and (r, p) not in self.decided:
                    self.decided[r, p] = s.decisions(p, r, after)
                before = ends.copy()
                before[live] = self.pull(r, p, live, after)
                values[r, p] = before
        self.values = values

    def _cycle_backward(self, values, cells: np.ndarray) -> None:
        """One level's cells of the capped round. Decisions by win chance look at the values
        they lead to: the defender's at the next round's, the attacker's (who decides first)
        at what follows the defender's decision."""
        s, cap, ps = self.s, self.cap, self.active[self.cap]
        for p in ps:
            if (cap, p) not in self.decided:  # by win chance: first assume both fight on
                self.decided[cap, p] = (np.arange(self.n), np.full(self.n, -1))
        solved = self._solve_cycle(values, cells)
        for kind in ("end_defender", "end_attacker"):
            for k, p in enumerate(ps):
                step = s.program[p]
                if step.kind != kind or not self._by_win_chance(step):
                    continue
                cont = np.zeros((self.n, 2))
                cont[cells] = solved[(k + 1) % len(ps)]
                dest, code = s.decisions(p, cap, cont)
                merged = self.decided[cap, p]
                merged[0][cells], merged[1][cells] = dest[cells], code[cells]
                solved = self._solve_cycle(values, cells)
        for k, p in enumerate(ps):
            values[cap, p][cells] = solved[k]

    def _solve_cycle(self, values, cells: np.ndarray) -> list[np.ndarray]:
        """Values before each step of the capped round for one level's cells: V_k = W_k +
        z_k V_{k+1}, with V_K = V_0 (the next round, alike)."""
        cap, ps = self.cap, self.active[self.cap]
        K = len(ps)
        w, z = [], []
        for k, p in enumerate(ps):
            after = values[cap, ps[(k + 1) % K]].copy()
            after[cells] = 0.0  # the cell itself is the cycle
            w.append(self.pull(cap, p, cells, after))
            z.append(self.stay(cap, p, cells)[:, None])
        c, d = [w[K - 1]] * K, [z[K - 1]] * K
        for k in range(K - 2, -1, -1):
            c[k] = w[k] + z[k] * c[k + 1]
            d[k] = z[k] * d[k + 1]
        v0 = c[0] / np.where(d[0] > 1 - 1e-12, 1.0, 1 - d[0])
        return [c[k] + d[k] * v0 for k in range(K)]


def _win_values(codes: np.ndarray) -> np.ndarray:
    return np.array([WIN_VALUE.get(KINDS[c], (0.0, 0.0)) for c in codes]).reshape(-1, 2)


def win_chances(
    ctx: Context,
    seg: Segment,
    r: int,
    p: int,
    attacker: Config,
    defender: Config,
    root: tuple[Config, Config],
) -> tuple[float, float]:
    """(P(the attacker's wave wins), P(the defender wins)) from the start of step p of round r —
    p past the last step is the next round — every later decision by the standing rules.
    Worked out once from the segment's `root` and looked up after; a cell the root cannot reach
    (losses picked by hand) gets a sweep of its own."""
    if p >= len(st.PROGRAMS[seg.kind]):
        r, p = r + 1, 0
    known: list[SegmentOdds] = ctx.cache.setdefault(("values", seg), [])
    for start, r0, p0 in ((None, 0, 0), (root, 1, 0), ((attacker, defender), r, p)):
        if start is not None:
            found = run_segment(ctx, seg, [(*start, 1.0)], r0, p0, with_values=True)
            known.append(found)
        for found in known:
            if found.covers(attacker, defender) and min(r, found.cap) >= found.r0:
                return found.value(r, p, attacker, defender)
    raise AssertionError("a sweep from the cell itself covers it")
