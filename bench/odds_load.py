"""`/soe odds` under a flood: the real bot through the loopback Discord, large setups (up to 20
armies and 20 fleets a side, allies, forts), asked for open-loop at 10 to 300 a second.

Odds are worked out in the bot's worker processes (bot/offload.py), a request's jobs (odds, then
its charts) before those of requests made after it; a request that would wait past `MAX_WAIT`
for the workers is told at once that the bot is busy. Printed for each rate: requests answered
with their odds and refused as busy, failed interactions (no acknowledgement in 3 s), the
answers' time (the command sent → its answer, odds and charts) and the bot's largest event-loop
stall; the baseline is one request asked alone, in the same run (its answer's time). Targets: no
failed interaction, no stall over 20 ms, every answer within twice MAX_WAIT (before the workers
took requests in turn and refused what would wait, every request at 300/s was answered after
70 s, all at once).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench._options import positive_float, rates
from bench._report import verdict
from bench._results import percentile, read_loop_stats
from bot.job_queue import MAX_WAIT
from bot.loopback import Loopback

REPO = Path(__file__).resolve().parents[1]
RATES = [10.0, 50.0, 100.0, 300.0]
SECONDS = 5.0
USERS = 20
STALL_MS = 20.0


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench odds_load")
    parser.add_argument("--quick", action="store_true", help="one rate (50/s) for 2 s")
    parser.add_argument("--rates", type=rates, default=None, help="comma-separated requests/s")
    parser.add_argument("--seconds", type=positive_float, help="duration of each rate")
    options = parser.parse_args(argv)
    quick = options.quick
    options.rates = options.rates or ([50.0] if quick else RATES)
    options.seconds = options.seconds or (2.0 if quick else SECONDS)
    return options


def large_setup(rng: random.Random) -> dict[str, Any]:
    return {
        "area": "india",
        "attacker_armies": rng.randint(10, 20),
        "attacker_fleets": rng.randint(5, 20),
        "defender_armies": rng.randint(10, 20),
        "defender_fleets": rng.randint(5, 20),
        "defender_forts": rng.randint(0, 3),
        "attacker_allies": "4 armies 3 fleets",
    }


async def ask(lb: Loopback, user: Any, channel: Any, options: dict[str, Any]) -> tuple[str, float]:
    """One /soe odds: how it ended ("odds", "busy", "failed") and the seconds to its answer."""
    began = time.perf_counter()
    try:
        result = await lb.slash(user, "soe odds", options, channel=channel, timeout=120)
    except Exception:  # noqa: BLE001 - counted as failed, as a player would see it
        return "failed", time.perf_counter() - began
    seconds = time.perf_counter() - began
    if result.record.failed:
        return "failed", seconds
    if result.embeds:
        return "odds", seconds
    return ("busy" if "Try again in a minute" in (result.content or "") else "failed"), seconds


async def run(options: argparse.Namespace) -> list[str]:
    lines: list[str] = []
    with tempfile.TemporaryDirectory(prefix="bench-odds-load-") as folder:
        work = Path(folder)
        stats = work / "loop.json"
        async with Loopback(log_dir=work, ack_deadline=3.0) as lb:
            guild = lb.add_guild("Odds")
            users = [lb.add_user(f"player{n}", guild=guild) for n in range(USERS)]
            env = {"STRATEGOS_DB": str(work / "strategos.db"), "STRATEGOS_LOOP_STATS": str(stats)}
            await lb.start_bot([sys.executable, "-m", "bot"], env=env, cwd=REPO)
            await lb.wait_ready(commands=True, timeout=120)
            rng = random.Random(20261206)
            alone = []
            for _ in range(5):  # the workers started, then one request at a time
                how, seconds = await ask(lb, users[0], guild.general, large_setup(rng))
                alone.append(seconds)
            baseline = sorted(alone[1:])[len(alone[1:]) // 2]
            lines.append(
                f"  one request alone (baseline): {baseline * 1000:.0f} ms to its answer"
                f" (odds and charts); busy past {MAX_WAIT:g} s of waiting"
            )
            lines.append(
                "  rate/s  asked  odds  busy  failed  answer p50     p99     max"
                "  loop max ms  verdict"
            )
            for rate in options.rates:
                asked = int(rate * options.seconds)
                began = time.perf_counter()
                tasks = []
                for n in range(asked):
                    await asyncio.sleep(max(0.0, began + n / rate - time.perf_counter()))
                    tasks.append(
                        asyncio.create_task(
                            ask(lb, users[n % USERS], guild.general, large_setup(rng))
                        )
                    )
                done = await asyncio.gather(*tasks)
                await asyncio.sleep(1.5)  # the loop watch's report written
                stall = read_loop_stats(stats).get("max_own_stall_ms", float("nan"))
                answered = [s for how, s in done if how == "odds"]
                counts = {k: sum(how == k for how, _ in done) for k in ("odds", "busy", "failed")}
                worst = max(answered, default=0.0)
                ok = (
                    counts["failed"] == 0
                    and verdict(stall, STALL_MS) == "ok"
                    and worst <= 2 * MAX_WAIT
                )
                lines.append(
                    f"  {rate:6g} {asked:6d} {counts['odds']:5d} {counts['busy']:5d}"
                    f" {counts['failed']:7d} {percentile(answered, 50):9.2f} s"
                    f" {percentile(answered, 99):6.2f} s {worst:6.2f} s {stall:12.1f}"
                    f"  {'ok' if ok else 'MISSED'}"
                )
            lines.append(
                "  (odds: answered with the odds; busy: told at once to try again in a minute;"
                " failed: no acknowledgement in 3 s or no answer; answer: the command sent →"
                " its answer; loop max: the bot's own largest event-loop stall so far;"
                " verdict: none failed, no stall over 20 ms, every answer within twice the"
                f" {MAX_WAIT:g} s a request may expect to wait)"
            )
    return lines


def main(argv: list[str] | None = None) -> None:
    options = parse(sys.argv[1:] if argv is None else argv)
    for line in asyncio.run(run(options)):
        print(line, flush=True)
