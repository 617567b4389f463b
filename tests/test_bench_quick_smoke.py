"""`make bench` must not rot: its quick modules — the odds benchmarks (each game's exact odds
against battles sampled through its real procedure) and the long battles (a click at answer 10
and at answer 1,000) — run to the end and print their figures, a few seconds each; how fast is
never checked here; and the flood of /soe odds (bench odds_load) for a second. (bench
interactions and bench scale have smoke tests of their own; bench memory waits on a thousand
servers and is left to `make bench`.)"""

from __future__ import annotations

import pytest

from bench import __main__ as bench_main
from bench import gw_odds, interactions, long_battles, memory, odds, odds_load, scale


@pytest.mark.parametrize("module", [odds, gw_odds], ids=["odds", "gw_odds"])
def test_an_odds_benchmark_runs_and_prints_its_figures(module, capsys) -> None:
    module.main()
    shown = capsys.readouterr().out
    assert "sampl" in shown and "ms" in shown


def test_the_long_battles_benchmark_runs_and_prints_its_figures(capsys) -> None:
    long_battles.main()
    shown = capsys.readouterr().out
    assert "answer 1,000" in shown and "warm (same process)" in shown and "after a restart" in shown


def test_the_odds_flood_benchmark_runs_the_bot_and_prints_each_rate(capsys) -> None:
    odds_load.main(["--quick", "--seconds", "1"])
    shown = capsys.readouterr().out
    assert "one request alone (baseline)" in shown
    (row,) = [line for line in shown.splitlines() if line.strip().startswith("50 ")]
    asked, answered, busy, failed = (int(n) for n in row.split()[1:5])
    assert asked == 50 and answered + busy == asked and failed == 0


def test_the_great_war_battles_sampled_by_the_benchmark_end_without_a_question() -> None:
    elapsed, share = gw_odds.sampled(gw_odds.mixed_land_battle(1), 5)
    assert elapsed > 0 and share in {0.0, 0.2, 0.4, 0.6, 0.8, 1.0}


def test_python_m_bench_names_its_benchmarks_and_refuses_one_it_lacks(capsys) -> None:
    assert bench_main.main(["--help"]) == 0
    shown = capsys.readouterr().out
    assert "modules: gw_odds, interactions, long_battles, memory, odds, odds_load, scale" in shown
    assert bench_main.main(["interaction", "--quick"]) == 2  # a typo runs nothing
    told = capsys.readouterr()
    assert told.out == "" and "no benchmark named interaction; there are: gw_odds" in told.err
    assert bench_main.main(["odds"]) == 0  # one by its name
    assert capsys.readouterr().out.startswith("== bench.odds\n")


@pytest.mark.parametrize(
    ("main", "argv", "told"),
    [
        (interactions.main, ["--rates", "100,abc"], "argument --rates: not a number: 'abc'"),
        (interactions.main, ["--rates", "0"], "argument --rates: must be more than 0, not 0"),
        (scale.main, ["--seconds", "-1"], "argument --seconds: must be more than 0, not -1"),
        (scale.main, ["--allies", "12"], "argument --allies: invalid choice: 12"),
        (memory.main, ["--guilds", "2.5"], "argument --guilds: not a whole number: '2.5'"),
        (scale.main, ["--rates", "inf"], "argument --rates: must be more than 0, not inf"),
    ],
)
def test_a_benchmark_refuses_a_number_that_makes_no_run_in_one_line(main, argv, told, capsys):
    with pytest.raises(SystemExit) as stopped:
        main(argv)  # before anything starts: no bot, no loopback
    assert stopped.value.code == 2 and told in capsys.readouterr().err
    assert interactions.parse(["--rates", "10,2.5"]).rates == [10.0, 2.5]
