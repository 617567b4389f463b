"""Imported by the worker processes' fork server (and run again in every worker): a process of
ours here dies with its parent. Without it, a bot killed outright (SIGKILL, a crash, the OOM
killer) left its fork server and workers running forever — each worker holds both ends of its
job queue, so none ever sees the bot go. Linux's PR_SET_PDEATHSIG does it; elsewhere nothing
changes. Never imported by the bot itself: the bot must not die with whatever started it."""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import signal

PR_SET_PDEATHSIG = 1


def die_with_parent() -> None:
    """Ask the kernel to SIGKILL this process when its parent ends; exit now if it has."""
    parent = os.getppid()
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    except (OSError, AttributeError):  # not Linux: the old behaviour
        return
    if os.getppid() != parent or parent == 1:  # the parent ended before we asked
        os._exit(0)


die_with_parent()  # the fork server: with the bot
