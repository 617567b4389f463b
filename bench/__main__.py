"""`python -m bench` (make bench): run every benchmark module's main() and print its figures.

    python -m bench                          # every module
    python -m bench interactions --quick     # one module; options after the names go to it

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


def main(argv: list[str]) -> None:
    split = next((i for i, a in enumerate(argv) if a.startswith("-")), len(argv))
    names, options = argv[:split], argv[split:]
    folder = Path(__file__).resolve().parent
    modules = sorted(m.name for m in pkgutil.iter_modules([str(folder)]) if not m.ispkg)
    for name in modules:
        if name.startswith("_") or (names and name not in names):
            continue
        module = importlib.import_module(f"bench.{name}")
        run = getattr(module, "main", None)
        if run is None:
            continue
        print(f"== bench.{name}", flush=True)
        started = time.perf_counter()
        if inspect.signature(run).parameters:
            run(options)
        else:
            run()
        print(f"   ({time.perf_counter() - started:.1f} s)\n", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
