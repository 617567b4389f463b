"""Run a module as `python -m <module>` would, with every long garbage collection reported.

    python -m bench._gc_watch bot              # the real bot, as `python -m bot`
    python -m bench._gc_watch bench.bare_bot

Each collection that takes over `BENCH_GC_REPORT_MS` (default 20 ms) prints one line on stderr,
`gc pause: gen2 612 ms (2118 freed)`, which bench/interactions.py reads from the
bot's log: a collection stops the event loop for as long as it runs. Not a benchmark module (its
name starts with "_": `python -m bench` skips it).
"""

from __future__ import annotations

import gc
import os
import runpy
import sys
import time


def install(report_ms: float) -> None:
    started: list[float] = [0.0]

    def watch(phase: str, info: dict) -> None:
        if phase == "start":
            started[0] = time.perf_counter()
            return
        took = (time.perf_counter() - started[0]) * 1000
        if took >= report_ms:
            print(
                f"gc pause: gen{info['generation']} {took:.0f} ms ({info['collected']} freed)",
                file=sys.stderr,
                flush=True,
            )

    gc.callbacks.append(watch)


def main() -> None:
    if len(sys.argv) < 2:
        raise SystemExit("usage: python -m bench._gc_watch <module> [args...]")
    module = sys.argv[1]
    sys.argv = [module, *sys.argv[2:]]
    install(float(os.environ.get("BENCH_GC_REPORT_MS", "20")))
    runpy.run_module(module, run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
