"""Reading the bot's messages the way a player does: by the labels on its buttons (tests, the
playground's scenarios)."""

from __future__ import annotations

import re
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


def form_labels(modal: dict[str, Any]) -> set[str]:
    """The unit labels a force form lets a player type a number for."""
    labels = set()
    for comp in modal.get("components", []):
        field = comp.get("component") or {}
        if comp.get("type") != 18 or field.get("type") != 4:
            continue
        if field.get("style") == 2:
            labels |= {line.rpartition(":")[0] for line in (field.get("value") or "").splitlines()}
        else:
            labels.add(comp["label"])
    return labels


def form_values(modal: dict[str, Any], counts: dict[str, int]) -> dict[str, str]:
    """A force form's inputs (custom_id -> text) with `counts` (by unit label) typed in: a
    field of its own, or the line "label: n" of the shared multi-line field."""
    values: dict[str, str] = {}
    left = dict(counts)
    for comp in modal.get("components", []):
        field = comp.get("component") or {}
        if comp.get("type") != 18 or field.get("type") != 4:
            continue
        if comp["label"] in left:
            values[field["custom_id"]] = str(left.pop(comp["label"]))
        elif field.get("style") == 2:  # the box: one "label: n" a line
            lines = []
            for line in (field.get("value") or "").splitlines():
                name = line.rpartition(":")[0]
                lines.append(f"{name}: {left.pop(name)}" if name in left else line)
            values[field["custom_id"]] = "\n".join(lines)
    assert not left, f"the form has no field for {sorted(left)}"
    return values


async def set_forces(lb, user, message: Any, counts: dict[str, int]):
    """✏️ Change on a force builder, `counts` typed into the form (by unit label), sent: two
    interactions. Returns the form's result."""
    message = lb.message(message) if not isinstance(message, dict) else message
    opened = await lb.click(user, message, button(message, "Change"))
    assert opened.modal is not None, opened.content
    return await lb.submit_modal(user, opened, form_values(opened.modal, counts))


def select_id(message: dict[str, Any], placeholder: str) -> str:
    """The custom_id of the string select whose placeholder starts with `placeholder`."""
    for row in message.get("components", []):
        for c in row.get("components", []):
            if c.get("type") == 3 and (c.get("placeholder") or "").startswith(placeholder):
                return c["custom_id"]
    raise AssertionError(f"no select {placeholder!r}")


def pinged(message: dict[str, Any]) -> list[int]:
    """The members a message mentions in its content, in order (who must act now)."""
    return [int(m) for m in re.findall(r"<@!?(\d+)>", message.get("content") or "")]
