"""Commands named as the reader's Discord names them: the catalog keys of the command tree.

    cmd-soe-battle = battaglia           # a command or group, by its qualified name
    cmd-soe-battle-opt-area = area       # one of its options

So a message that tells a player what to type ("use /battle log") names the command in their
language; where a catalog lacks a name, the code's English is what Discord shows too.
"""

from __future__ import annotations

import re

from bot.i18n.catalogs import current


def slug(text: object) -> str:
    return re.sub(r"[^a-z0-9]+", "-", str(text).lower()).strip("-") or "x"


def command_key(qualified_name: str) -> str:
    return "cmd-" + "-".join(slug(part) for part in qualified_name.split())


def option_key(qualified_name: str, option: str) -> str:
    return f"{command_key(qualified_name)}-opt-{slug(option)}"


def slash(qualified_name: str, **options: object) -> str:
    """A slash command with example options: `slash("soe battle", area="India")` ->
    "/soe battle area:India", "/soe battaglia area:India" for an Italian reader."""
    lang, words = current(), qualified_name.split()
    parts = [lang.maybe(command_key(" ".join(words[: i + 1]))) or w for i, w in enumerate(words)]
    parts += [f"{option_name(qualified_name, k)}:{v}" for k, v in options.items()]
    return "/" + " ".join(parts)


def option_name(qualified_name: str, option: str) -> str:
    """An option of a command ("campaign" -> "campagna" for an Italian reader)."""
    return current().maybe(option_key(qualified_name, option)) or option
