"""How the suite runs, not what it checks: the bot processes it starts keep their bytecode, and
the long tests are handed out first.

- Some machines set PYTHONDONTWRITEBYTECODE (CI's does). The e2e tests then start ~250 bot
  processes that each compile the ~170 modules of bot/ and cogs/ from source again. They inherit
  this process's environment, so it is dropped here: the first start writes `__pycache__` (as on
  any developer's machine), the others read it.
- `make test` runs the tests on several workers (pytest-xdist, `--maxschedchunk 1`: a worker is
  handed one or two tests at a time). Handed out in file order, a two-minute test met late
  would keep one worker busy while the others have finished. So the tests known to take long
  come first, then the other end-to-end ones, then the rest in their own order: whichever
  worker is free takes the next, and the run ends with short tests on every worker.
- A test that worked out odds in bot/offload.py's worker processes may leave the pool running;
  it is stopped at the end of the session, while the modules it needs are still there (left to
  the interpreter's exit, it printed a traceback from concurrent.futures under the results).
"""

from __future__ import annotations

import os
import sys

import pytest

from tests.pg import own_pg_cluster  # noqa: F401  (a fixture: a PostgreSQL server of the test's own)

os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False

LONG = (
    # (part of) a test id: each takes 15 s or more on a busy 2-core machine
    "tests/e2e/test_claim_recovery.py::test_sigkill_at_random_points",
    "tests/gw/test_odds.py::test_sampled_battles_match_the_exact_odds",
    "tests/soe/test_odds.py::test_sampled_battles_match_the_exact_odds",
    "tests/e2e/test_goc.py::test_a_ukrainian_battle_with_a_conversion_and_a_restoration",
    "tests/e2e/test_fairness.py::test_killed_at_random_points",
    "tests/e2e/test_shards.py",
    "tests/tournaments/test_swiss.py::test_swiss_rounds_over_random_fields",
    "tests/e2e/test_claim_recovery.py",
    "tests/claim/test_odds.py::test_sampled_rolls",
    "tests/gw/test_odds.py::test_the_odds_of_fighting_on",
    "tests/gw/test_odds.py::test_the_odds_of_submerging",
    "tests/e2e/test_civ_campaign.py",
    "tests/e2e/test_gw_campaign.py",
    "tests/e2e/test_goc_campaign.py",
    "tests/e2e/test_tournament.py",
    "tests/playground/",
)
SLOW_DIRS = ("tests/e2e/", "tests/playground/")


def rank(nodeid: str) -> int:
    for i, prefix in enumerate(LONG):
        if nodeid.startswith(prefix):
            return i
    return len(LONG) + (0 if nodeid.startswith(SLOW_DIRS) else 1)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: rank(item.nodeid))  # stable: the same order on every worker


def pytest_sessionfinish(session: pytest.Session) -> None:
    offload = sys.modules.get("bot.offload")
    if offload is not None:
        offload.shutdown()
