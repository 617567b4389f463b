"""CPU-bound work runs in worker processes, in the reader's language, with its errors intact;
what cannot travel to a worker runs in a thread instead."""

from __future__ import annotations

import os
import threading

import pytest

from bot import offload
from bot.engine import SetupError
from bot.i18n import speaking, t


def where_and_what(key: str) -> tuple[int, str]:
    return os.getpid(), t(key)


def refuse(reason: str) -> None:
    raise SetupError(reason)


@pytest.fixture(autouse=True)
def fresh_pool(monkeypatch):
    monkeypatch.setenv("STRATEGOS_WORKERS", "1")
    yield
    offload.shutdown()


async def test_work_runs_in_another_process_in_the_language_spoken() -> None:
    with speaking("it"):
        pid, text = await offload.run_cpu(where_and_what, "ui-or")
        here = t("ui-or")
    assert pid != os.getpid()
    assert text == here and text != t("ui-or")  # Italian in the worker, not English


async def test_an_error_in_the_worker_is_raised_here() -> None:
    with pytest.raises(SetupError, match="no sea"):
        await offload.run_cpu(refuse, "no sea")


async def test_what_cannot_be_pickled_runs_in_a_thread() -> None:
    lock = threading.Lock()  # cannot be sent to another process
    pid, thread = await offload.run_cpu(lambda_free_probe, lock)
    assert pid == os.getpid() and thread != threading.get_ident()


def lambda_free_probe(lock: threading.Lock) -> tuple[int, int]:
    with lock:
        return os.getpid(), threading.get_ident()


async def test_no_workers_means_threads(monkeypatch) -> None:
    monkeypatch.setenv("STRATEGOS_WORKERS", "0")
    pid, _ = await offload.run_cpu(where_and_what, "ui-or")
    assert pid == os.getpid()
