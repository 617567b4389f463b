"""Waiting in the end-to-end tests for what the bot does on its own time (a log line, a row
written, a request Discord received)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any


async def until(check: Callable[[], Any], timeout: float = 15.0) -> None:
    """Poll `check()` every 50 ms until it is true; fails after `timeout` seconds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not check():
        assert loop.time() < deadline, "timed out"
        await asyncio.sleep(0.05)
