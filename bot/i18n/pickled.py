"""Work a process would redo at every start for the same result, kept beside its source like
Python's own `__pycache__`: under a key (a hash of everything the result depends on), and done
anew whenever the key differs. A file that cannot be read or written is only worked around."""

from __future__ import annotations

import contextlib
import os
import pickle
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")


def remembered(cached: Path, key: str, make: Callable[[], T], valid: Callable[[object], bool]) -> T:
    """What `cached` holds under `key` when it passes `valid`, else `make()`, written there."""
    with contextlib.suppress(Exception), cached.open("rb") as file:
        if pickle.load(file) == key:
            found = pickle.load(file)
            if valid(found):
                return found
    made = make()
    with contextlib.suppress(OSError, pickle.PicklingError):
        cached.parent.mkdir(exist_ok=True)
        partial = cached.with_name(f"{cached.name}.{os.getpid()}.tmp")
        try:
            with partial.open("wb") as file:
                pickle.dump(key, file, pickle.HIGHEST_PROTOCOL)
                pickle.dump(made, file, pickle.HIGHEST_PROTOCOL)
            os.replace(partial, cached)  # whole or not at all, even with many processes at once
        finally:
            partial.unlink(missing_ok=True)
    return made
