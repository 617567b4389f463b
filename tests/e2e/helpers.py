"""Reading the bot's battle panel the way a player does: by labels on its buttons."""

from __future__ import annotations

from typing import Any


def buttons(message: dict[str, Any]) -> list[dict[str, Any]]:
    """The buttons that act (every battle panel also carries 🔍 Verify, left out here)."""
    return [
        c
        for row in message.get("components", [])
        for c in row.get("components", [])
        if c.get("type") == 2 and not (c.get("custom_id") or "").startswith("sgv:")
    ]


def button(message: dict[str, Any], label: str) -> str:
    """The custom_id of the first enabled button whose label starts with `label`."""
    for c in buttons(message):
        if (c.get("label") or "").startswith(label) and not c.get("disabled"):
            return c["custom_id"]
    labels = [c.get("label") for c in buttons(message)]
    raise AssertionError(f"no enabled button {label!r} among {labels}")


def unit_button(message: dict[str, Any], unit: str, sign: str) -> str:
    """The − or + button on the row of `unit` in a force builder."""
    for row in message.get("components", []):
        comps = row.get("components", [])
        if any((c.get("label") or "").startswith(f"{unit}:") for c in comps):
            return comps[0 if sign == "-" else 2]["custom_id"]
    raise AssertionError(f"no row for {unit}")


def text(message: dict[str, Any]) -> str:
    """Everything a reader sees in the message: content and embeds."""
    parts = [message.get("content") or ""]
    for embed in message.get("embeds", []):
        parts += [embed.get("title", ""), embed.get("description", "")]
        parts += [f"{f['name']} {f['value']}" for f in embed.get("fields", [])]
        parts.append(embed.get("footer", {}).get("text", ""))
    return "\n".join(parts)


def looks(message: dict[str, Any]) -> tuple:
    """What a reader sees of a message, to tell whether a click changed it."""
    return message.get("content"), message.get("embeds"), message.get("components")
