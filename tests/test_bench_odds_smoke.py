"""`make bench` must not rot: the odds benchmarks (each game's exact odds against battles
sampled through its real procedure) run to the end and print their figures. They take about a
second each; how fast is never checked here."""

from __future__ import annotations

import pytest

from bench import gw_odds, odds


@pytest.mark.parametrize("module", [odds, gw_odds], ids=["odds", "gw_odds"])
def test_an_odds_benchmark_runs_and_prints_its_figures(module, capsys) -> None:
    module.main()
    shown = capsys.readouterr().out
    assert "sampl" in shown and "ms" in shown


def test_the_great_war_battles_sampled_by_the_benchmark_end_without_a_question() -> None:
    elapsed, share = gw_odds.sampled(gw_odds.mixed_land_battle(1), 5)
    assert elapsed > 0 and share in {0.0, 0.2, 0.4, 0.6, 0.8, 1.0}
