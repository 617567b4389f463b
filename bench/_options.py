"""The options the load benchmarks share (bench interactions, bench scale): how many servers,
battles and allies, which rates for how long. A number that makes no run (a rate of 0, a word)
is refused by argparse with one line, not a traceback halfway through a run."""

from __future__ import annotations

import argparse
import math

from cogs.soe.model import MAX_ALLIES


def _positive(kind: type[int] | type[float]):
    def read(text: str) -> int | float:
        try:
            value = kind(text)
        except ValueError:
            whole = "whole " if kind is int else ""
            raise argparse.ArgumentTypeError(f"not a {whole}number: {text!r}") from None
        if not (value > 0 and math.isfinite(value)):
            raise argparse.ArgumentTypeError(f"must be more than 0, not {text}")
        return value

    read.__name__ = kind.__name__  # argparse names the type in its messages
    return read


positive_int = _positive(int)
positive_float = _positive(float)


def rates(text: str) -> list[float]:
    """Comma-separated clicks per second, each more than 0."""
    return [positive_float(part) for part in text.split(",")]


def load_options(prog: str, quick: str, battles: int) -> argparse.ArgumentParser:
    """A parser with the shared options; `quick`: what --quick runs; `battles`: open battles
    per guild by default. Without --rates and --seconds, the benchmark's own."""
    parser = argparse.ArgumentParser(prog=prog)
    parser.add_argument("--quick", action="store_true", help=quick)
    parser.add_argument("--guilds", type=positive_int, default=100)
    parser.add_argument(
        "--battles", type=positive_int, default=battles, help="open battles per guild"
    )
    parser.add_argument(
        "--allies",
        type=int,
        choices=range(MAX_ALLIES + 1),
        default=4,
        metavar=f"0-{MAX_ALLIES}",
        help="allies per side in each battle",
    )
    parser.add_argument("--rates", type=rates, default=None, help="comma-separated clicks/s")
    parser.add_argument("--seconds", type=positive_float, help="duration of each rate")
    return parser
