"""How bench/interactions.py prints: each bot's table, and the real bot next to the bare one
against the issue's targets."""

from __future__ import annotations

import math

from bench._results import BotResult, RateResult, percentile

TARGETS = {
    "ack_p50_ratio": 1.3,
    "ack_p99_ratio": 2.0,
    "panel_p99_ms_at_200": 250.0,
    "loop_stall_ms": 20.0,
}


def stall_text(r: RateResult) -> tuple[str, bool]:
    """How the largest of the bot's own stalls of a rate reads (its part of it), and whether it
    is within the target (stalls long only by the machine's doing are shown apart, `away_text`)."""
    own = r.largest_stall(own=True)
    if own is not None:
        return f"{own:.0f}", own <= TARGETS["loop_stall_ms"]
    if r.stalls_20 > len(r.stalls):  # more than the watch kept: the largest is not known
        return ">20", False
    return "<20", True


def away_text(r: RateResult) -> str:
    """The longest stall over 20 ms only by the time the loop waited for a CPU (the machine's
    other work)."""
    away = r.largest_stall(own=False)
    return "-" if away is None else f"{away:.0f}"


def figure(value: float | None, digits: int = 1) -> str:
    """A figure as the tables show it ("-": none)."""
    return (
        "-"
        if value is None or (isinstance(value, float) and math.isnan(value))
        else (f"{value:.{digits}f}")
    )


def table(result: BotResult) -> list[str]:
    lines = [
        f"{result.bot.name}: {' '.join(result.bot.argv[1:])} "
        f"({result.scale.guilds} guilds, {result.scale.panels} panels; setup "
        f"{result.setup_seconds:.0f} s, RSS at ready {result.rss_ready_mb:.0f} MiB)",
        "  rate/s  sent  busy  done/s  ack p50    p95     p99  failed refused  panel p50    p99"
        "  >10s  REST/click  CPU ms/click  bot CPU  RSS MiB  loop max ms  away ms  >20ms >100ms"
        "  GC max ms  full GCs  GC time  loopback CPU, stall ms, frame wait p99",
    ]
    for r in result.rates:
        stall, _ = stall_text(r)
        lines.append(
            f"  {r.rate:6g} {r.sent:5d} {r.skipped:5d} {r.throughput:7.1f} {figure(r.ack(50)):>8}"
            f" {figure(r.ack(95)):>6} {figure(r.ack(99)):>7} {r.failed:7d} {r.refused:7d}"
            f" {figure(r.panel(50)):>10} {figure(r.panel(99)):>6} {r.no_panel:5d}"
            f" {r.requests_per_click:11.1f}"
            f" {r.cpu_per_click_ms:13.2f} {100 * r.bot_cpu_share:7.0f}%"
            f" {r.rss_mb:8.0f} {stall:>12} {away_text(r):>8} {r.stalls_20:6d} {r.stalls_100:6d}"
            f" {figure(r.gc_max_ms, 0) if r.gc_max_ms else '<20':>10} {r.gc_full:8d}"
            f" {'?' if r.gc_share is None else f'{100 * r.gc_share:.1f}%':>8}"
            f" {100 * r.loopback_cpu_share:12.0f}% {r.loopback_stall_ms:6.0f}"
            f" {figure(percentile(r.frame_wait_ms, 99)):>6}"
        )
    lines.append(
        "  (done/s: acknowledged clicks per second; busy: arrivals that found every panel still"
        " busy with its previous click; >10s: no panel update within 10 s; loop max: the"
        " bot's part of the largest event-loop stall during the rate (its code on the loop, a"
        " call that blocks it, its other threads holding the interpreter: all but the time its"
        " loop waited for a CPU); away: the largest stall over 20 ms only by that wait (the"
        " machine's other work); >20ms, >100ms: stalls of either kind;"
        " GC: garbage collections of 20 ms or more,"
        " which stop the loop as long as they run; GC time: the share of the rate's time spent"
        " collecting garbage, collections of any length; loopback CPU, stall: this process's"
        " CPU share and the largest stall of its own loop, which delays clicks and answers"
        " alike; frame wait: how long a click's frame waited in the loopback before it was"
        " written to the bot's socket, where ack and panel times start)"
    )
    last = result.rates[-1] if result.rates else None
    if last is not None and last.requests_by_kind:
        kinds = sorted(last.requests_by_kind.items(), key=lambda kv: -kv[1])
        sent = ", ".join(f"{kind} {n:.2f}" for kind, n in kinds)
        lines.append(f"  REST per click at {last.rate:g}/s: {sent}")
    for note in result.notes:
        lines.append(f"  note: {note}")
    return lines


def gc_text(r: RateResult, b: RateResult) -> str:
    def one(x: RateResult) -> str:
        return f"{x.gc_max_ms:.0f}" if x.gc_max_ms else "<20"

    return f"{one(r)} (bare {one(b)})"


def verdict(value: float, limit: float) -> str:
    if math.isnan(value):
        return "n/a"
    return "ok" if value <= limit else "MISSED"


def comparison(real: BotResult, bare: BotResult) -> list[str]:
    lines = [
        "Strategos / bare, next to the issue's targets (ack p50 ≤ 1.3×, p99 ≤ 2×, 0 failed up "
        "to 300/s, panel p99 < 250 ms at 200/s, loop stall ≤ 20 ms):",
        "  rate/s  ack p50 ×  target   ack p99 ×  target   failed  panel p99 ms"
        "         loop max ms  longest GC ms  CPU/click ×",
    ]
    by_rate = {r.rate: r for r in bare.rates}
    for r in real.rates:
        b = by_rate.get(r.rate)
        if b is None:
            continue
        p50 = r.ack(50) / b.ack(50) if b.ack_ms and r.ack_ms else math.nan
        p99 = r.ack(99) / b.ack(99) if b.ack_ms and r.ack_ms else math.nan
        failed = f"{r.failed}/{b.failed} " + ("ok" if r.failed == 0 else "MISSED")
        panel = figure(r.panel(99))
        if r.rate == 200:
            panel += " " + verdict(r.panel(99), TARGETS["panel_p99_ms_at_200"])
        shown, within = stall_text(r)
        bare_stall, _ = stall_text(b)
        stall = f"{shown} {'ok' if within else 'MISSED'} (bare {bare_stall})"
        if r.largest_stall(own=False) is not None:
            stall += f" away {away_text(r)}"
        cpu = r.cpu_per_click_ms / b.cpu_per_click_ms if b.cpu_per_click_ms else math.nan
        offered = r.sent + r.skipped
        short = f"  only {r.sent} of {offered} clicks sent: panels busy" if r.skipped else ""
        lines.append(
            f"  {r.rate:6g} {figure(p50, 2):>9} {verdict(p50, TARGETS['ack_p50_ratio']):>7}"
            f" {figure(p99, 2):>10} {verdict(p99, TARGETS['ack_p99_ratio']):>7}"
            f" {failed:>12} {panel:>13} {stall:>24} {gc_text(r, b):>14} {figure(cpu, 1):>9}{short}"
        )
    return lines


def report(results: list[BotResult], validate: bool) -> None:
    if validate:
        checked = "requests validated against the OpenAPI document"
    else:
        checked = (
            "requests NOT validated, for both bots alike (with jsonschema on every request the"
            " loopback itself answered under 30 callbacks/s here: --validate shows it)"
        )
    print(
        f"   loopback: {checked}; the load generator runs in the loopback's process (its CPU"
        " share is the last column)"
    )
    for result in results:
        print()
        for line in table(result):
            print(line)
    named = {r.bot.name: r for r in results}
    if "strategos" in named and "bare" in named:
        print()
        for line in comparison(named["strategos"], named["bare"]):
            print(line)
