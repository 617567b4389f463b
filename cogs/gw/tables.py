"""The tables of one segment of a battle, for the exact odds (kernel.py): the configs each side
can reach, and per step of a round, for every cell (a pair of configs), the exact distribution of
the config each side is left with.

The hit distributions are sums of binomials, from the same `fire_groups` the procedure throws dice
for; the configs that hits leave are the same presets the procedure applies (casualties.py), each
a map from a config to the next, so a number of hits is a walk along those maps.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

import numpy as np

from cogs.gw import steps as st
from cogs.gw.casualties import AIR, ANY, CALLED, UNDERWATER, step_map
from cogs.gw.forces import ATTACKER, DEFENDER, Config, Context
from cogs.gw.steps import Segment

KINDS = (
    st.ATTACKER_GONE,
    st.DEFENDER_GONE,
    st.BOTH_GONE,
    st.ATTACKER_RETREAT,
    st.ATTACKER_CONTEST,
    st.DEFENDER_RETREAT,
    st.STALEMATE,
    st.ATTACKER_WITHDREW,
    st.DEFENDER_WITHDREW,
)
CODE = {kind: i for i, kind in enumerate(KINDS)}
WIN_VALUE = {  # (P(attacker's wave wins), P(defender wins)) of each way a segment ends
    st.DEFENDER_GONE: (1.0, 0.0),
    st.DEFENDER_RETREAT: (1.0, 0.0),
    st.ATTACKER_GONE: (0.0, 1.0),
    st.ATTACKER_RETREAT: (0.0, 1.0),
}


def round_cap(ctx: Context, seg: Segment) -> int:
    """From this round on every round is played alike (capped round index)."""
    if seg.kind == st.AIR_PART:
        return 1
    cap = max(2, ctx.rules.combat.invasion_contest_round)
    for side in (ATTACKER, DEFENDER):
        rule = ctx.policy(side, seg.wave).retreat
        if rule is not None and rule.when == "after_round":
            cap = max(cap, int(rule.value))
    return cap


def needs_values(ctx: Context, seg: Segment) -> bool:
    return any(
        (rule := ctx.policy(side, seg.wave).retreat) is not None and rule.when == "win_below"
        for side in (ATTACKER, DEFENDER)
    )


# -- hit distributions -----------------------------------------------------------------------------
_BINOMIALS: dict[tuple[int, int], np.ndarray] = {}


def binomial(n: int, value: int, sides: int = 6) -> np.ndarray:
    key = (n, value)
    found = _BINOMIALS.get(key)
    if found is None:
        p = min(max(value, 0), sides) / sides
        found = np.zeros(n + 1)
        found[0] = 1.0
        for _ in range(n):
            found[1:] = found[1:] * (1 - p) + found[:-1] * p
            found[0] *= 1 - p
        _BINOMIALS[key] = found
    return found


def hits_distribution(groups: Iterable[st.Group]) -> tuple[np.ndarray, np.ndarray]:
    """Exact distributions of the main hits and of the hunting hits of one side's dice."""
    return _hits_distribution(tuple(groups))


@lru_cache(maxsize=65536)
def _hits_distribution(groups: tuple[st.Group, ...]) -> tuple[np.ndarray, np.ndarray]:
    main, hunt = np.ones(1), np.ones(1)
    for g in groups:
        if g.kind == "hunt":
            hunt = np.convolve(hunt, binomial(g.count, g.value))
        else:
            main = np.convolve(main, binomial(g.count, g.value))
    return main, hunt


# -- the segment's states --------------------------------------------------------------------------


class SegmentTables:
    """The tables of one segment: configs, per-step transition rows, decisions."""

    def __init__(self, ctx: Context, seg: Segment, starts: list[tuple[Config, Config]]):
        self.ctx, self.seg = ctx, seg
        self.program = st.PROGRAMS[seg.kind]
        self.cap = round_cap(ctx, seg)
        self.pa, self.pd = ctx.policy(ATTACKER, seg.wave), ctx.policy(DEFENDER, seg.wave)
        self.maps = {side: self._hit_maps(side) for side in (ATTACKER, DEFENDER)}
        extra_d = self._defender_moves()
        self.configs = {
            ATTACKER: _closure([a for a, _ in starts], self.maps[ATTACKER].values()),
            DEFENDER: _closure([d for _, d in starts], [*self.maps[DEFENDER].values(), *extra_d]),
        }
        self.index = {s: {c: k for k, c in enumerate(cs)} for s, cs in self.configs.items()}
        self.A, self.D = len(self.configs[ATTACKER]), len(self.configs[DEFENDER])
        self.rows: dict[tuple[int, bool], dict[str, np.ndarray] | None] = {}
        self._chains: dict[tuple[str, str], list[np.ndarray]] = {}
        self._ends()

    # -- configs -------------------------------------------------------------------------------
    def _hit_maps(self, side: str) -> dict[str, object]:
        ctx, seg = self.ctx, self.seg
        preset = ctx.policy(side, seg.wave).casualties
        restriction = AIR if seg.kind == st.AIR_PART else ANY
        maps = {restriction: step_map(ctx, side, seg.wave, restriction, preset)}
        if seg.kind == st.SEA_PART:
            if ctx.called_shots(st.other(side), seg.wave):
                maps[CALLED] = step_map(ctx, side, seg.wave, CALLED, preset)
            if side == DEFENDER:
                maps[UNDERWATER] = step_map(ctx, side, seg.wave, UNDERWATER, preset)
        return maps

    def _defender_moves(self) -> list:
        ctx = self.ctx
        moves: list = []
        if self.seg.kind == st.SEA_PART:
            moves.append(lambda d: st.policy_submerge(ctx, d, self.pd))
        if self.seg.kind == st.LAND_PART and ctx.defender_retreats:
            moves.append(lambda d: st.defender_retreat(ctx, d)[0])
        return moves

    def _ends(self) -> None:
        ctx, seg = self.ctx, self.seg
        alive_a = np.array([st.alive(ctx, seg, ATTACKER, a) for a in self.configs[ATTACKER]])
        alive_d = np.array([st.alive(ctx, seg, DEFENDER, d) for d in self.configs[DEFENDER]])
        aa, dd = np.meshgrid(alive_a, alive_d, indexing="ij")
        code = np.full((self.A, self.D), -1)
        code[~aa & dd] = CODE[st.ATTACKER_GONE]
        code[aa & ~dd] = CODE[st.DEFENDER_GONE]
        code[~aa & ~dd] = CODE[st.BOTH_GONE]
        self.end_code = code.ravel()
        self.live = self.end_code < 0
        self.live_mass, self.dead_mass = self.live.astype(float), (~self.live).astype(float)
        pot_a = np.array([st.potential(ctx, ATTACKER, a) for a in self.configs[ATTACKER]])
        pot_d = np.array([st.potential(ctx, DEFENDER, d) for d in self.configs[DEFENDER]])
        level = (pot_a.max() - pot_a)[:, None] + (pot_d.max() - pot_d)[None, :]
        self.level = level.ravel()

    def chain(self, side: str, restriction: str, n: int) -> np.ndarray:
        """Index array: each config of `side` after n hits of this kind (0..n kept)."""
        chains = self._chains.setdefault((side, restriction), [])
        configs, index = self.configs[side], self.index[side]
        if not chains:
            chains.append(np.arange(len(configs)))
            once = self.maps[side][restriction]
            chains.append(np.array([index[once(c)] for c in configs]))  # type: ignore[operator]
        while len(chains) <= n:
            chains.append(chains[1][chains[-1]])
        return chains[n]

    # -- one fire step: per cell, the distribution of each hit side's next config ----------------
    def fire_rows(self, step: st.Step, first: bool) -> dict[str, np.ndarray] | None:
        """{hit side: (A*D, configs of that side) row-stochastic matrix}; None: nobody fires."""
        rows: dict[str, np.ndarray] = {}
        for shooter in step.shooters:
            hit = st.other(shooter)
            matrix = self._fire_rows(step, first, shooter, hit)
            if matrix is not None:
                rows[hit] = matrix
        return rows or None

    def _fire_rows(self, step: st.Step, first: bool, shooter: str, hit: str) -> np.ndarray | None:
        ctx, seg = self.ctx, self.seg
        if not st.shooters(ctx, seg, step, first, shooter):
            return None
        r = 1 if first else 2
        shooters, targets = self.configs[shooter], self.configs[hit]
        hunting = step.key == "naval_fire" and shooter == ATTACKER and first
        keys = [False, True] if hunting else [False]
        dists: dict[tuple[int, bool], tuple[np.ndarray, np.ndarray]] = {}
        for k, config in enumerate(shooters):
            for key in keys:
                hunters = None
                if key:
                    dummy = _submerged_probe(ctx)
                    hunters = st.policy_hunters(ctx, seg, 1, config, dummy, self.pa)
                dists[k, key] = st.fire_distribution(ctx, seg, step, r, shooter, config, hunters)
        m_max = max(len(m) for m, _ in dists.values()) - 1
        h_max = max(len(h) for _, h in dists.values()) - 1
        if m_max == 0 and h_max == 0:
            return None
        n_out = (m_max + 1) * (h_max + 1)
        prob = np.zeros((len(shooters), len(keys), n_out))
        for (k, key), (main, hunt) in dists.items():
            if h_max == 0:
                prob[k, int(key), : len(main)] = main
                continue
            joint = np.zeros((m_max + 1, h_max + 1))
            joint[: len(main), : len(hunt)] = np.outer(main, hunt)
            prob[k, int(key), :] = joint.ravel()
        called = ctx.called_shots(shooter, seg.wave) if step.called else 0
        loss = np.empty((len(targets), n_out), dtype=np.int64)
        if h_max == 0 and not called:  # hits on whatever the hit side's preset gives up first
            self.chain(hit, step.restriction, m_max)
            loss[:] = np.stack(self._chains[hit, step.restriction][: m_max + 1], axis=1)
        for main in range(m_max + 1 if h_max or called else 0):
            aimed = min(called, main)
            regular = self.chain(hit, step.restriction, main - aimed)
            for hunt in range(h_max + 1):
                after = regular
                if hunt:
                    after = self.chain(hit, UNDERWATER, hunt)[after]
                if aimed:
                    after = self.chain(hit, CALLED, aimed)[after]
                loss[:, main * (h_max + 1) + hunt] = after
        # per cell: shooter's config gives the hit counts, the hit side's config what they leave
        a_of, d_of = np.divmod(np.arange(self.A * self.D), self.D)
        shooter_of, hit_of = (a_of, d_of) if shooter == ATTACKER else (d_of, a_of)
        key_of = np.zeros(self.A * self.D, dtype=np.int64)
        if hunting:
            submerged = np.array([_has_submerged(ctx, d) for d in self.configs[DEFENDER]])
            key_of = submerged[d_of].astype(np.int64)
        weights = prob[shooter_of, key_of, :]
        n_hit = len(targets)
        flat = np.arange(self.A * self.D)[:, None] * n_hit + loss[hit_of, :]
        matrix = np.bincount(flat.ravel(), weights.ravel(), minlength=self.A * self.D * n_hit)
        return matrix.reshape(self.A * self.D, n_hit)

    def step_rows(self, p: int, r: int) -> dict[str, np.ndarray] | None:
        first = r == 1
        key = (p, first)
        if key not in self.rows:
            step = self.program[p]
            alike = (
                all(
                    st.shooters(self.ctx, self.seg, step, True, side)
                    == st.shooters(self.ctx, self.seg, step, False, side)
                    for side in step.shooters
                )
                and step.key != "naval_fire"
            )  # sub hunting makes round 1 differ
            if alike and (p, not first) in self.rows:
                self.rows[key] = self.rows[p, not first]
            else:
                self.rows[key] = self.fire_rows(step, first)
        return self.rows[key]

    # -- decisions --------------------------------------------------------------------------------
    def decisions(self, p: int, r: int, cont: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
        """(destination cell, end code or -1) of every cell at decision step p of round r;
        `cont` is each cell's (attacker, defender) win chance if its side fights on."""
        ctx, seg, step = self.ctx, self.seg, self.program[p]
        cells = np.arange(self.A * self.D)
        a_of, d_of = np.divmod(cells, self.D)
        dest, code = cells.copy(), np.full(len(cells), -1)
        if step.kind == "check":
            ca = np.array([st.can_fire(ctx, seg, ATTACKER, a, r) for a in self.configs[ATTACKER]])
            cd = np.array([st.can_fire(ctx, seg, DEFENDER, d, r) for d in self.configs[DEFENDER]])
            code[~ca[a_of] & ~cd[d_of]] = CODE[st.STALEMATE]
        elif step.kind == "submerge":
            moved = np.array(
                [
                    self.index[DEFENDER][st.policy_submerge(ctx, d, self.pd)]
                    for d in self.configs[DEFENDER]
                ]
            )
            dest = a_of * self.D + moved[d_of]
        elif step.kind in ("air_attacker", "air_defender"):
            side = ATTACKER if step.kind == "air_attacker" else DEFENDER
            policy = self.pa if side == ATTACKER else self.pd
            air_a = np.array([st.air_count(ctx, seg, ATTACKER, a) for a in self.configs[ATTACKER]])
            air_d = np.array([st.air_count(ctx, seg, DEFENDER, d) for d in self.configs[DEFENDER]])
            own, enemy = (
                (air_a[a_of], air_d[d_of]) if side == ATTACKER else (air_d[d_of], air_a[a_of])
            )
            if policy.air == "withdraw_outnumbered":
                kind = st.ATTACKER_WITHDREW if side == ATTACKER else st.DEFENDER_WITHDREW
                code[own < enemy] = CODE[kind]
        elif step.kind == "end_attacker":
            rule = self.pa.retreat
            action = st.rule_action(rule, st.attacker_options(ctx, seg, r), True)
            if action != st.CONTINUE:
                fired = self._triggered(rule, r, cont, 0)
                kind = st.ATTACKER_RETREAT if action == st.RETREAT else st.ATTACKER_CONTEST
                code[fired] = CODE[kind]
        elif step.kind == "end_defender":
            rule = self.pd.retreat
            can, goes_on, moved = self._defender_retreats()
            if can.any():
                fired = self._triggered(rule, r, cont, 1) & can[d_of]
                stay = fired & goes_on[d_of]
                dest[stay] = a_of[stay] * self.D + moved[d_of[stay]]
                code[fired & ~goes_on[d_of]] = CODE[st.DEFENDER_RETREAT]
        return dest, code

    def _defender_retreats(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Per defender config: may its rule retreat it, does the battle go on (forts), and the
        config it leaves behind — worked out once (win-chance rules ask at every level)."""
        if not hasattr(self, "_retreats"):
            ctx, seg, rule = self.ctx, self.seg, self.pd.retreat
            configs = self.configs[DEFENDER]
            can = [
                st.rule_action(rule, st.defender_options(ctx, seg, d), True) == st.RETREAT
                for d in configs
            ]
            after = [st.defender_retreat(ctx, d) if ok else (d, False) for d, ok in zip(
                configs, can, strict=True)]  # fmt: skip
            self._retreats = (
                np.array(can, dtype=bool),
                np.array([on for _, on in after], dtype=bool),
                np.array([self.index[DEFENDER][d] for d, _ in after]),
            )
        return self._retreats

    def _triggered(self, rule, r: int, cont: np.ndarray | None, column: int) -> np.ndarray:
        n = self.A * self.D
        if rule.when == "after_round":
            return np.full(n, r >= rule.value)
        if cont is None:
            raise ValueError("a win-chance rule needs the values")
        return cont[:, column] < rule.value


def _closure(starts: list[Config], maps: Iterable) -> list[Config]:
    maps = list(maps)
    seen = dict.fromkeys(starts)
    todo = list(seen)
    while todo:
        config = todo.pop()
        for once in maps:
            nxt = once(config)
            if nxt not in seen:
                seen[nxt] = None
                todo.append(nxt)
    return list(seen)


def _has_submerged(ctx: Context, defender: Config) -> bool:
    return any(defender[s.index] for s in ctx.defender.stacks if s.mode == "submerged")


def _submerged_probe(ctx: Context) -> Config:
    """A defender config with one of every submerged stack: lets the hunting policy answer."""
    return tuple(1 if s.mode == "submerged" else 0 for s in ctx.defender.stacks)


# -- the sweep -------------------------------------------------------------------------------------
