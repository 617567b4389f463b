"""CPU-bound work runs in worker processes, in the reader's language, with its errors intact;
what cannot travel to a worker runs in a thread instead."""

from __future__ import annotations

import asyncio
import os
import threading
import time

import pytest

from bot import job_queue, offload
from bot.engine import SetupError
from bot.i18n import speaking, t


def where_and_what(key: str) -> tuple[int, str]:
    return os.getpid(), t(key)


def refuse(reason: str) -> None:
    raise SetupError(reason)


@pytest.fixture(autouse=True)
def fresh_pool(monkeypatch):
    """Each test starts with no pool: one another test module left running (odds, pictures)
    would otherwise serve this module's tests, whatever STRATEGOS_WORKERS says."""
    offload.shutdown()
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


async def test_workers_that_died_are_started_again_and_the_work_is_still_done() -> None:
    first, _ = await offload.run_cpu(where_and_what, "ui-or")
    assert first != os.getpid()
    for process in list(offload._pool._processes.values()):  # killed (the OOM killer, say)
        process.kill()
        process.join()
    pid, _ = await offload.run_cpu(where_and_what, "ui-or")  # done in a thread meanwhile
    assert pid == os.getpid() and offload._pool is None
    again, _ = await offload.run_cpu(where_and_what, "ui-or")  # a new pool
    assert again not in (os.getpid(), first)


async def test_no_workers_means_threads(monkeypatch) -> None:
    monkeypatch.setenv("STRATEGOS_WORKERS", "0")
    pid, _ = await offload.run_cpu(where_and_what, "ui-or")
    assert pid == os.getpid()


async def test_starting_the_workers_never_stops_the_event_loop() -> None:
    """The fork server imports the game modules (a second or more): in a thread, while the
    loop goes on answering (an interaction would fail if it waited 3 s)."""
    from bot.loopwatch import LoopWatch

    watch = LoopWatch(None, tick=0.005)
    watch.start()
    await offload.run_cpu(where_and_what, "ui-or")
    watch.stop()
    assert watch.stats.checks > 10  # the loop ran while the workers started
    assert watch.stats.max_stall_ms < 500


def test_the_workers_die_with_a_bot_killed_outright(tmp_path) -> None:
    """A bot SIGKILLed (a crash, the OOM killer) leaves no fork server or worker behind."""
    import signal
    import subprocess
    import sys
    import time

    script = tmp_path / "a_bot.py"
    script.write_text(
        "import asyncio, os, sys\n"
        "from bot import offload\n"
        "async def main():\n"
        "    pid = await offload.run_cpu(os.getpid)\n"
        "    print(pid, flush=True)\n"
        "    await asyncio.sleep(60)\n"
        "if __name__ == '__main__':\n"
        "    asyncio.run(main())\n"
    )
    env = {**os.environ, "STRATEGOS_WORKERS": "1"}
    bot = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, env=env)
    worker = int(bot.stdout.readline())
    assert worker != bot.pid
    os.kill(bot.pid, signal.SIGKILL)
    bot.wait()
    for _ in range(100):
        if not os.path.exists(f"/proc/{worker}") or "Z" in _state(worker):
            break
        time.sleep(0.05)
    else:
        raise AssertionError(f"worker {worker} outlived the bot")


def _state(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "gone"


def test_the_workers_outlive_the_event_loop_that_started_them() -> None:
    """The fork server dies with the thread that started it: not one of a loop's threads,
    which end when that loop closes (each test has a loop of its own; a bot could too)."""
    import asyncio
    import time

    first = asyncio.run(offload.run_cpu(os.getpid))
    time.sleep(0.3)  # had the fork server gone with that loop's thread, its workers would too
    second = asyncio.run(offload.run_cpu(os.getpid))
    assert os.getpid() not in (first, second)


def nap(label: str, seconds: float) -> str:
    time.sleep(seconds)
    return label


async def request(done: list[str], *jobs: tuple[str, float], odds: bool = False) -> None:
    """One request (a task of its own, as each interaction is): its jobs one after another."""
    run = offload.run_odds if odds else offload.run_cpu
    for label, seconds in jobs:
        done.append(await run(nap, label, seconds))


async def warm() -> None:
    await asyncio.create_task(offload.run_cpu(nap, "warm", 0))  # the pool started, elsewhere


async def test_a_requests_later_jobs_go_before_the_jobs_of_newer_requests() -> None:
    """The charts after a request's odds are not kept waiting behind every request made since:
    under a burst the answers come out one after another, in the order asked."""
    await warm()
    done: list[str] = []
    first = asyncio.create_task(request(done, ("a1", 0.3), ("a2", 0.01)))
    await asyncio.sleep(0.1)  # a1 runs in the one worker
    later = [asyncio.create_task(request(done, (f"{n}1", 0.01))) for n in "bcd"]
    await asyncio.gather(first, *later)
    assert done == ["a1", "a2", "b1", "c1", "d1"]


async def test_a_new_odds_request_is_refused_at_once_when_the_workers_are_far_behind(
    monkeypatch,
) -> None:
    await warm()
    monkeypatch.setattr(job_queue, "MAX_WAIT", 0.5)
    monkeypatch.setattr(offload._queue, "request_gap", 0.2)  # the pace the workers lately had
    done: list[str] = []
    admitted = asyncio.create_task(request(done, ("x1", 0.2), ("x2", 0.2), odds=True))
    await asyncio.sleep(0.05)
    queued = [asyncio.create_task(request(done, (f"q{n}", 0.2))) for n in range(4)]
    await asyncio.sleep(0.05)  # 4 requests waiting: 0.8 s at 0.2 s a request, past MAX_WAIT
    began = time.monotonic()
    with pytest.raises(offload.Busy) as busy:
        await asyncio.create_task(request(done, ("refused", 0.01), odds=True))
    assert time.monotonic() - began < 0.5  # told at once, not after the second of jobs ahead
    assert str(busy.value) == t("odds-busy") and "Try again in a minute" in str(busy.value)
    # work that must be done is never refused, and an admitted request's next job neither
    await asyncio.gather(admitted, *queued)
    assert done == ["x1", "x2", "q0", "q1", "q2", "q3"]
    await asyncio.create_task(request(done, ("later", 0.01), odds=True))  # caught up: served
    assert done[-1] == "later"


async def test_the_pace_is_measured_over_the_time_a_request_waited() -> None:
    """A request that waited behind another's chain of jobs (odds, then chart after chart)
    measures how fast the workers go from when it began to wait: the chain's start, long
    before, would make the workers look slow and the next requests be told busy."""
    await warm()
    done: list[str] = []
    chain = asyncio.create_task(request(done, ("r1", 0.3), ("r2", 0.3), ("r3", 0.3)))
    await asyncio.sleep(0.7)  # r3 runs; the chain began 0.7 s ago
    pace = offload._queue.request_gap
    await asyncio.gather(chain, asyncio.create_task(request(done, ("b", 0.01))))
    assert done == ["r1", "r2", "r3", "b"]
    measured = pace + 8 * (offload._queue.request_gap - pace)  # the one sample b took
    assert measured < 0.5  # b waited ~0.2 s for r3, not the 0.9 s since r1 began


async def crowd(done: list[str], count: int, seconds: float = 0.2) -> list[asyncio.Task[None]]:
    """`count` requests of one job each, waiting behind one under way."""
    ahead = [asyncio.create_task(request(done, ("ahead", seconds)))]
    await asyncio.sleep(0.05)
    ahead += [asyncio.create_task(request(done, (f"w{n}", seconds))) for n in range(count)]
    await asyncio.sleep(0.05)
    return ahead


async def test_a_refused_request_leaves_its_task_free_to_be_refused_again(monkeypatch) -> None:
    await warm()
    monkeypatch.setattr(job_queue, "MAX_WAIT", 0.5)
    monkeypatch.setattr(offload._queue, "request_gap", 0.2)
    done: list[str] = []
    waiting = await crowd(done, 4)

    async def asks_twice() -> int:
        refused = 0
        for _ in range(2):
            try:
                await offload.run_odds(nap, "mine", 0.01)
            except offload.Busy:
                refused += 1
        return refused

    assert await asyncio.create_task(asks_twice()) == 2  # not let in as the refused one's follow-up
    await asyncio.gather(*waiting)


async def test_requests_that_gave_up_waiting_do_not_make_the_bot_look_busy(monkeypatch) -> None:
    await warm()
    monkeypatch.setattr(job_queue, "MAX_WAIT", 0.5)
    monkeypatch.setattr(offload._queue, "request_gap", 0.2)
    done: list[str] = []
    ahead, *waiting = await crowd(done, 6)
    for task in waiting:  # their interactions went away (the bot closing a view, say)
        task.cancel()
    await asyncio.gather(*waiting, return_exceptions=True)
    await asyncio.create_task(request(done, ("mine", 0.01), odds=True))  # not told busy
    await ahead
    assert done == ["ahead", "mine"]


async def test_a_job_whose_caller_stopped_waiting_keeps_its_worker_until_it_ends() -> None:
    """The worker still computes it: the next job is not sent to wait inside the pool, out of
    turn, behind it."""
    await warm()
    started = time.monotonic()
    gone = asyncio.create_task(offload.run_cpu(nap, "gone", 0.5))
    await asyncio.sleep(0.1)
    gone.cancel()
    with pytest.raises(asyncio.CancelledError):
        await gone
    assert offload._queue.running == 1  # still the worker's
    assert await asyncio.create_task(offload.run_cpu(nap, "next", 0)) == "next"
    assert time.monotonic() - started >= 0.45  # it waited for the worker, in the queue
    assert offload._queue.running == 0


async def test_the_close_calls_off_the_jobs_waiting_and_starts_no_worker_again(
    monkeypatch,
) -> None:
    """Their answers could no longer be sent: the waiting jobs are called off, as the pool
    calls off those it holds; a job asked for after the close (a chart after its odds, a click
    still under way) runs in a thread, and no worker is started for it."""
    await warm()
    monkeypatch.setattr(offload, "_closed", False)  # put back for the next tests
    running = asyncio.create_task(offload.run_cpu(nap, "running", 0.3))
    await asyncio.sleep(0.05)
    waiting = asyncio.create_task(offload.run_cpu(where_and_what, "ui-or"))
    await asyncio.sleep(0.05)
    offload.close()
    with pytest.raises(asyncio.CancelledError):
        await waiting
    await asyncio.gather(running, return_exceptions=True)  # the closed pool's job, however it ended
    pid, _ = await asyncio.create_task(offload.run_cpu(where_and_what, "ui-or"))
    assert pid == os.getpid() and offload._pool is None
    assert offload._queue.running == offload._queue.live == 0


async def test_no_workers_asked_for_while_a_pool_runs_still_runs_every_job(monkeypatch) -> None:
    await warm()
    monkeypatch.setenv("STRATEGOS_WORKERS", "0")
    assert await asyncio.wait_for(offload.run_cpu(nap, "done", 0), 5) == "done"
