"""`python -m bot.playground`: the local playground; `--auto` (what `make run` uses) runs the real
bot instead when a token is set.

Exit status: 0 stopped, 1 the bot could not start in the playground (its log's last lines are
printed), 2 a wrong argument.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import signal
import sys
import webbrowser
from pathlib import Path

from dotenv import load_dotenv

from bot.playground.demo import DEFAULT_PORT, REPO, Playground
from bot.playground.scenarios import SCENARIOS, run_scenario

BANNER = (
    "Local playground: a fake Discord on this machine with the real bot in it. "
    "To connect to real Discord instead, put DISCORD_TOKEN=<token> in .env and run `make run`."
)


def arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bot.playground", description=BANNER)
    parser.add_argument(
        "--port", type=int, default=int(os.environ.get("STRATEGOS_PLAYGROUND_PORT", DEFAULT_PORT))
    )
    parser.add_argument(
        "--data",
        type=Path,
        default=Path(os.environ.get("STRATEGOS_PLAYGROUND_DATA") or REPO / "data"),
        help="where playground.db and the bot's log go (default: data/)",
    )
    parser.add_argument("--no-browser", action="store_true", help="do not open a browser")
    parser.add_argument("--scenario", choices=sorted(SCENARIOS), help="seed a ready scenario")
    parser.add_argument(
        "--auto", action="store_true", help="run the real bot if DISCORD_TOKEN is set (make run)"
    )
    return parser.parse_args(argv)


def real_bot_wanted() -> bool:
    load_dotenv(REPO / ".env", override=False)
    return bool(os.environ.get("DISCORD_TOKEN", "").strip())


def has_screen() -> bool:
    """Without one, Python's webbrowser would start a text browser in this very terminal."""
    graphical = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    return sys.platform in ("darwin", "win32") or bool(graphical)


async def serve(args: argparse.Namespace) -> int:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    playground = Playground(
        port=args.port,
        db_path=args.data / "playground.db",
        log_dir=args.data / "playground-logs",
    )
    try:
        await playground.start(wait=False)
        print(BANNER, flush=True)
        print(f"Open {playground.url} (Ctrl+C to stop; the bot's log: "
              f"{playground.log_dir / 'bot.log'})", flush=True)  # fmt: skip
        if not args.no_browser and has_screen():
            with contextlib.suppress(webbrowser.Error):
                webbrowser.open(playground.url)
        await playground.loopback.wait_ready(timeout=60, commands=True)
        print("The bot is ready.", flush=True)
        if args.scenario:
            try:
                seeded = await run_scenario(playground, args.scenario)
                print(seeded["summary"], flush=True)
            except (AssertionError, LookupError, ValueError, TimeoutError) as error:
                print(f"The scenario could not be set up: {error}", file=sys.stderr)
        await stop.wait()
        return 0
    except Exception as error:  # the bot would not start: say why, in its own words
        print(f"The playground stopped: {error}", file=sys.stderr)
        return 1
    finally:
        await playground.close()
        print("Stopped: the bot with it.", flush=True)


def main(argv: list[str] | None = None) -> int:
    args = arguments(argv)
    if args.auto and real_bot_wanted():
        os.execv(sys.executable, [sys.executable, "-m", "bot"])
    try:
        return asyncio.run(serve(args))
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    sys.exit(main())
