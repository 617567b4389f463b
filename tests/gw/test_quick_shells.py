"""Quick battles' shells beyond one attacker: an invasion's forces step, allies in their order,
Offensive Coordination, a raid's path and the attacker's standing rules (muster.py)."""

from __future__ import annotations

import pytest

from bot.engine import SetupError
from cogs.gw.cog import spread_text, standing_rule
from cogs.gw.forces import context_of
from cogs.gw.muster import check_forces, fill, shell_keys, validate_muster

SEATS = {s: {"user_id": i, "name": s} for i, s in enumerate(("attacker", "ally", "defender"))}


def shell(kind="land", **muster):
    return {"seats": SEATS, "kind": kind,
            "muster": {"attacker": {"technologies": []}, "defender": {"technologies": []},
                       **muster}}  # fmt: skip


def test_an_invasion_asks_landing_transports_and_support_within_twelve_counts():
    s = shell(invasion=True)
    keys = shell_keys(s, "attacker")
    assert {"landing_infantry", "transports", "support_cruiser"} <= set(keys)
    assert len(keys) <= 12 and "landing_tank" not in keys
    setup = fill(s, {"attacker": {"landing_infantry": 2, "transports": 1, "support_cruiser": 1},
                     "defender": {"infantry": 2}})  # fmt: skip
    (entry,) = setup["attackers"]
    assert entry["landing"] == {"infantry": 2} and entry["transports"] == 1
    assert entry["support"] == {"cruiser": 1} and entry["units"] == {}
    assert context_of(setup).waves[0].invasion


def test_an_invasion_needs_units_landing_and_enough_transports():
    s = shell(invasion=True)
    with pytest.raises(SetupError, match="landing"):
        check_forces(s, {"attacker": {"infantry": 2}})
    with pytest.raises(SetupError, match="transports"):
        check_forces(s, {"attacker": {"landing_infantry": 5, "transports": 1}})


def test_allies_attack_in_their_order_each_a_wave_unless_coordinated():
    s = shell(order=["ally", "attacker"], ally={"technologies": []})
    validate_muster(s)
    forces = {"ally": {"infantry": 2}, "attacker": {"tank": 1, "infantry": 1}, "defender": {}}
    ctx = context_of(fill(s, forces))
    assert [w.nations for w in ctx.waves] == [("ally",), ("attacker",)]
    assert [w.seat for w in ctx.waves] == ["ally", "attacker"]
    together = {**s, "muster": {**s["muster"], "coordination": True}}
    assert [w.nations for w in context_of(fill(together, forces)).waves] == [("ally", "attacker")]


def test_a_raid_path_and_standing_rules():
    s = shell("bombing", target_value=4, path=2,
              standing={"attacker": standing_rule("gw_strongest", None, None)})  # fmt: skip
    assert shell_keys(s, "defender") == ["interceptors", "path_1", "path_2"]
    setup = fill(s, {"attacker": {"zeppelin": 1}, "defender": {"interceptors": 1, "path_2": 3}})
    assert setup["raid"]["path"] == [{"key": "path_1", "interceptors": 0},
                                     {"key": "path_2", "interceptors": 3}]  # fmt: skip
    assert setup["standing"] == {"attacker": {"casualties": "strongest"}}
    assert standing_rule(None, 30, 3)["retreat"] == {
        "when": "win_below", "percent": 30, "action": "retreat"}  # fmt: skip
    assert standing_rule(None, None, 3)["retreat"]["round"] == 3


def test_the_survivors_spread_is_a_compact_table():
    text = spread_text({"infantry": {0: 0.25, 1: 0.75, 2: 0.001}})
    assert "0 25" in text and "1 75" in text and "2 " not in text


def _forces_then(standing_answer):
    """A policy: each side's forces, then the defender's standing rule, then the defaults."""
    from tests.gw.helpers import by_defaults

    def policy(ask):
        if ask.purpose == "forces":
            return {"infantry": 3} if ask.seat == "attacker" else {"infantry": 2}
        if ask.purpose == "standing":
            return standing_answer
        return by_defaults(ask)

    return policy


def test_the_defender_picks_a_standing_rule_after_its_forces_in_one_click():
    from bot.engine import BattleContext
    from cogs.gw.muster import filled_setup
    from tests.gw.helpers import drive

    s = {**shell(ask_standing=True, defender_retreat=True), "seats": {
        k: SEATS[k] for k in ("attacker", "defender")}}  # fmt: skip
    validate_muster(s)
    b = BattleContext(s, "seed-7")
    played = drive(b, policy=_forces_then("retreat30"))
    asks = played.purposes
    assert asks[:3] == [("forces", "attacker"), ("forces", "defender"), ("standing", "defender")]
    (ask,) = [a for a in played.asks if a.purpose == "standing"]
    assert [o.key for o in ask.options] == ["ask", "cheapest", "strongest", "attack", "retreat30"]
    assert ("losses", "defender") not in asks  # the bot took the defender's losses
    assert b.setup["standing"]["defender"]["casualties"] == "cheapest"
    assert b.setup["standing"]["defender"]["retreat"]["percent"] == 30
    events = [e for e in b.events]
    assert filled_setup(s, events)["standing"] == b.setup["standing"]


def test_ask_me_each_time_leaves_the_defender_asked_and_old_shells_never_ask():
    from bot.engine import BattleContext
    from tests.gw.helpers import drive

    s = {**shell(ask_standing=True), "seats": {k: SEATS[k] for k in ("attacker", "defender")}}
    b = BattleContext(s, "seed-7")
    played = drive(b, policy=_forces_then("ask"))
    (ask,) = [a for a in played.asks if a.purpose == "standing"]
    assert "retreat30" not in [o.key for o in ask.options]  # the defender may not retreat here
    assert "standing" not in b.setup
    old = {**shell(), "seats": {k: SEATS[k] for k in ("attacker", "defender")}}
    again = drive(BattleContext(old, "seed-7"), policy=_forces_then("ask"))
    assert "standing" not in {p for p, _ in again.purposes}  # stored battles replay unchanged
    raid = {**shell("bombing", ask_standing=True, target_value=3),
            "seats": {k: SEATS[k] for k in ("attacker", "defender")}}  # fmt: skip
    from cogs.gw.muster import asks_standing

    assert not asks_standing(raid)


def test_two_allies_attack_after_the_attacker_or_first_in_the_order_named():
    from types import SimpleNamespace

    from bot.errors import Refusal
    from cogs.gw.cog import quick_shell

    def user(n):
        return SimpleNamespace(id=n, bot=False, display_name=f"p{n}")

    a, d, x, y = user(1), user(2), user(3), user(4)
    after = quick_shell("land", a, d, {}, ally=x, ally2=y)
    assert after["muster"]["order"] == ["attacker", "ally", "ally2"]
    assert after["seats"]["ally2"]["user_id"] == 4
    first = quick_shell("naval", a, d, {}, ally=x, ally2=y, ally_first=True, coordination=True)
    assert first["muster"]["order"] == ["ally", "ally2", "attacker"]
    assert fill(first, {s: {"destroyer": 1} for s in ("attacker", "ally", "ally2", "defender")})[
        "overrides"
    ]["technologies"]["offensive_coordination"]["nations"] == ["ally", "ally2", "attacker"]
    only_second = quick_shell("land", a, d, {}, ally2=y)
    assert only_second["muster"]["order"] == ["attacker", "ally"]
    for wrong in (x, a, d):
        with pytest.raises(Refusal):
            quick_shell("land", a, d, {}, ally=x, ally2=wrong)
