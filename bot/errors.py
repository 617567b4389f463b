"""Refusals: bad input answered with a short, clear message; nothing is stored, nothing crashes."""


class Refusal(Exception):
    """Raised anywhere below a command or button; the UI shows `str(self)` to the user only."""
