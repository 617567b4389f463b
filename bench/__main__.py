"""`python -m bench` (make bench): run every benchmark module's main() and print its figures.

    python -m bench                          # every module
    python -m bench interactions --quick     # one module; options after the names go to it
    python -m bench interactions --help      # that module's options

Benchmarks print, they never fail on timing: a figure is read next to its baseline, measured in
the same run on the same machine.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import sys
import time
from pathlib import Path


def main(argv: list[str]) -> int:
    split = next((i for i, a in enumerate(argv) if a.startswith("-")), len(argv))
    names, options = argv[:split], argv[split:]
    folder = Path(__file__).resolve().parent
    modules = sorted(  # bare_bot is the baseline the interaction benchmarks start, not one
        m.name
        for m in pkgutil.iter_modules([str(folder)])
        if not m.ispkg and m.name[0] != "_" and m.name != "bare_bot"
    )
    if not names and options[:1] in (["-h"], ["--help"]):
        print(f"{(__doc__ or '').strip()}\n\nmodules: {', '.join(modules)}")
        return 0
    unknown = [name for name in names if name not in modules]
    if unknown:
        print(
            f"no benchmark named {', '.join(unknown)}; there are: {', '.join(modules)}",
            file=sys.stderr,
        )
        return 2
    for name in modules:
        if names and name not in names:
            continue
        run = importlib.import_module(f"bench.{name}").main
        print(f"== bench.{name}", flush=True)
        started = time.perf_counter()
        if inspect.signature(run).parameters:
            run(options)
        else:
            run()
        print(f"   ({time.perf_counter() - started:.1f} s)\n", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
