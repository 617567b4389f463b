"""A loopback Discord for end-to-end tests: a fake REST API and gateway on 127.0.0.1.

The bot never imports this package; tests drive the real bot process through it.
"""

from bot.loopback.harness import (
    BotExited,
    BotProcess,
    CommandUnavailable,
    InteractionFailed,
    InteractionResult,
    Loopback,
    custom_ids,
    find_component,
)

__all__ = [
    "BotExited",
    "BotProcess",
    "CommandUnavailable",
    "InteractionFailed",
    "InteractionResult",
    "Loopback",
    "custom_ids",
    "find_component",
]
