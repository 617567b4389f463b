"""Words players read: a scan of everything the bot showed in an end-to-end run.

`scan_world(world)` reads every message the bot sent (each revision, deleted ones too: someone
saw them), the modals it opened, the autocomplete choices it offered, the names of the threads it
made and its text attachments, and reports what a player should never read:

- **raw markup** where Discord does not render it: a mention `<@id>`, a channel `<#id>` or a
  timestamp `<t:…>` (and literal `**`) in an embed title, field name, footer or author, a button
  label, a select's placeholder or options, a modal, a thread name or a text file;
- **Python literals**: `{'…`, `['…`, `[3, 4]`, `[]`, `{}`, `True`, `False`, `None` as words,
  reprs (`Fraction(…`, `object at 0x…`);
- **internal names**: a ruleset's ask purpose, raw (`claim_rp`) or as the fallback humanizes it
  ("Claim rp"), and any other snake_case word outside a `code span` (event kinds, setup keys);
- **sides as a list**: "Alice vs Carla vs Bohdan" in a title or a thread name, where sides read
  "Alice + Carla vs Bohdan".

What a player typed is shown as typed: markup or a literal inside a name they gave (a faction
called "<@id>" or "None") is theirs, not the bot's.

Findings in files of other owners that are known and not fixed yet are listed in
`KNOWN_ELSEWHERE`: the conftest reports them at the end of the run instead of failing, and fails
on everything else.

The JSON export of `/battle log` is machine data and is not scanned; images neither.
The ask purposes are collected from the rulesets' source (`cogs/*/rules.py`, and the
`declaring.py` a procedure may be split into) by reading every
call of an ask constructor, so a new ask is covered without editing this file.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
ASK_CONSTRUCTORS = {"choose_one": 1, "choose_many": 1, "set_counts": 1, "yes_no": 1, "secret": 0}
"""Constructor -> position of its `purpose` argument (bot/engine/asks.py)."""
TEXT_FILES = (".txt", ".md", ".log", ".csv", ".toml")

# where Discord renders markdown and mentions (a message's content, an embed's description and
# field values, a Components V2 text display) and where it shows text as typed
RENDERED = "rendered"
PLAIN = "plain"

RAW_MARKUP = re.compile(r"<@[!&]?\d+>|<#\d+>|<t:-?\d+(?::[tTdDfFR])?>|\*\*")
PY_LITERALS = (
    re.compile(r"[{\[]'"),  # {'a': …}  ['a', …]
    re.compile(r"\[-?\d+(?:, -?\d+)+\]|\[\]|\{\}"),  # [3, 4]  []  {}
    re.compile(r"(?<![\w'’-])(?:True|False|None)(?![\w'’-])"),  # unless it opens a sentence
    re.compile(r"\b(?:Fraction|Decimal|datetime|defaultdict|Counter|dict_\w+|mappingproxy)\("),
    re.compile(r"object at 0x[0-9a-f]+|<(?:bound method|function) "),
)
SENTENCE_START = re.compile(r"(?:^|[.!?]\s|\n)[\s*_~>#•·-]*$")
"""What may come before a word that opens a sentence ("None." after a heading is English)."""
LISTED_SIDES = re.compile(r"[^·\n]*\S\s+vs\.?\s+\S[^·\n]*\s+vs\.?\s+\S[^·\n]*", re.I)
SNAKE = re.compile(r"(?<![\w/.:#=&?%-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w/.(-])")
CODE_SPAN = re.compile(r"```.*?```|`[^`\n]*`", re.S)
URL = re.compile(r"https?://\S+")


@dataclass(frozen=True)
class Finding:
    category: str  # "raw markup", "python literal", "ask name", "snake_case"
    where: str  # "embed title", "button label", "file battle-3.txt", ...
    found: str  # the offending piece
    text: str  # the whole surface it was found in
    source: str  # which message, modal, thread, choice

    def __str__(self) -> str:
        cut = self.text if len(self.text) <= 300 else self.text[:297] + "…"
        return f"[{self.category}] {self.found!r} in {self.where} of {self.source}: {cut!r}"


# -- the rulesets' ask purposes -------------------------------------------------------------------
@cache
def ask_purposes(root: Path = REPO) -> tuple[frozenset[str], tuple[str, ...]]:
    """(exact purposes, prefixes of f-string purposes) of every ask in cogs/*/rules.py (and
    cogs/*/declaring.py)."""
    exact: set[str] = set()
    prefixes: set[str] = set()
    rules = [*root.glob("cogs/*/rules.py"), *root.glob("cogs/*/declaring.py")]
    for path in sorted(rules):  # declaring.py: the part of a procedure split off rules.py
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if name not in ASK_CONSTRUCTORS:
                continue
            at = ASK_CONSTRUCTORS[name]
            arg = node.args[at] if len(node.args) > at else None
            arg = arg or next((k.value for k in node.keywords if k.arg == "purpose"), None)
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                exact.add(arg.value)
            elif isinstance(arg, ast.JoinedStr) and arg.values:
                head = arg.values[0]
                if isinstance(head, ast.Constant) and str(head.value):
                    prefixes.add(str(head.value))
    return frozenset(exact), tuple(sorted(prefixes))


@cache
def ask_name_patterns(root: Path = REPO) -> tuple[re.Pattern[str], ...]:
    """An ask purpose as written (`claim_rp`, `alliance_tiles_…`) or as a fallback shows it
    ("Claim rp"); a one-word purpose ("forces") is an English word and is not looked for."""
    exact, prefixes = ask_purposes(root)
    patterns = []
    for purpose in sorted(exact):
        if "_" not in purpose:
            continue
        words = r"[ _]".join(re.escape(w) for w in purpose.split("_"))
        patterns.append(re.compile(rf"(?<![\w-]){words}(?![\w-])", re.I))
    for prefix in prefixes:
        patterns.append(re.compile(rf"(?<![\w-]){re.escape(prefix)}\w+", re.I))
    return tuple(patterns)


# -- what a player reads --------------------------------------------------------------------------
def surfaces(message: dict[str, Any]) -> Iterator[tuple[str, str, str]]:
    """(where, kind, text) of everything a reader sees in one message payload."""
    if message.get("content"):
        yield "content", RENDERED, message["content"]
    for embed in message.get("embeds") or []:
        if embed.get("title"):
            yield "embed title", PLAIN, embed["title"]
        if embed.get("description"):
            yield "embed description", RENDERED, embed["description"]
        if (embed.get("author") or {}).get("name"):
            yield "embed author", PLAIN, embed["author"]["name"]
        for f in embed.get("fields") or []:
            if f.get("name"):
                yield "embed field name", PLAIN, f["name"]
            if f.get("value"):
                yield "embed field value", RENDERED, f["value"]
        if (embed.get("footer") or {}).get("text"):
            yield "embed footer", PLAIN, embed["footer"]["text"]
    yield from component_surfaces(message.get("components") or [])


def component_surfaces(components: Iterable[dict[str, Any]]) -> Iterator[tuple[str, str, str]]:
    for comp in components:
        if comp.get("label"):
            yield "component label", PLAIN, comp["label"]
        if comp.get("placeholder"):
            yield "select placeholder", PLAIN, comp["placeholder"]
        if comp.get("description") and comp.get("type") != 10:
            yield "component description", PLAIN, comp["description"]
        for option in comp.get("options") or []:
            yield "select option", PLAIN, option.get("label", "")
            if option.get("description"):
                yield "select option description", PLAIN, option["description"]
        if comp.get("type") == 10 and comp.get("content"):  # a Components V2 text display
            yield "text display", RENDERED, comp["content"]
        for item in comp.get("items") or []:  # a media gallery's descriptions
            if isinstance(item, dict) and item.get("description"):
                yield "media description", PLAIN, item["description"]
        nested = list(comp.get("components") or [])
        nested += [comp[k] for k in ("component", "accessory") if isinstance(comp.get(k), dict)]
        yield from component_surfaces(nested)


def check(
    where: str, kind: str, text: str, source: str, typed: Iterable[str] = ()
) -> list[Finding]:
    """Every problem of one piece of text a player reads. Markup or a literal found in what a
    player typed (`typed`: a faction called "<@id>" or "None") is theirs, shown as typed."""
    found: list[Finding] = []
    typed = [t for t in typed if t]

    def add(category: str, piece: str) -> None:
        finding = Finding(category, where, piece, text, source)
        if finding not in found:
            found.append(finding)

    def theirs(piece: str) -> bool:
        return any(piece in t for t in typed)

    if kind == PLAIN:
        for match in RAW_MARKUP.finditer(text):
            if not theirs(match.group()):
                add("raw markup", match.group())
    prose = URL.sub(" ", CODE_SPAN.sub(" ", text))
    for pattern in PY_LITERALS:
        for match in pattern.finditer(prose):
            word = match.group()
            if word in ("True", "False", "None") and SENTENCE_START.search(prose[: match.start()]):
                continue
            if not theirs(word):
                add("python literal", word)
    named = set()
    for pattern in ask_name_patterns():
        for match in pattern.finditer(prose):
            add("ask name", match.group())
            named.add(match.group())
    for match in SNAKE.finditer(prose):
        if match.group() not in named:
            add("snake_case", match.group())
    # a battle's seats in a title or thread name (a fight of three players in a message may read
    # "A vs B vs C": checked where seats are named, not in prose)
    for line in text.splitlines() if kind == PLAIN else ():
        listed = LISTED_SIDES.search(line)
        if listed:
            add("sides as a list", listed.group().strip()[:200])
    return found


def strings(value: Any) -> Iterator[str]:
    """Every string inside a JSON value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def typed_by_players(world: Any) -> list[str]:
    """What players typed: every string of the interactions they sent (options, modal fields)
    and the text of the files they uploaded."""
    typed: set[str] = set()
    for record in world.interactions.values():
        data = record.payload.get("data") or {}
        typed.update(s for s in strings(data) if "<" in s or "@" in s or len(s) <= 40)
        for attachment in ((data.get("resolved") or {}).get("attachments") or {}).values():
            content = world.attachments.get(int(attachment.get("id", 0)), b"")
            typed.update(content.decode("utf-8", "replace").splitlines())
    return sorted(typed)


def scan_world(world: Any) -> list[Finding]:
    """Everything wrong with the words the bot showed in this run of the loopback `world`."""
    bot_id = world.bot.id
    findings: list[Finding] = []
    seen: set[tuple[str, str]] = set()
    typed = typed_by_players(world)

    def scan(where: str, kind: str, text: str, source: str) -> None:
        if not text or (where, text) in seen:
            return
        seen.add((where, text))
        findings.extend(check(where, kind, text, source, typed))

    for message in world.messages.values():
        author = int((message.data.get("author") or {}).get("id") or 0)
        if author != bot_id:
            continue
        channel = world.channels.get(message.channel_id)
        place = f"#{channel.name}" if channel is not None else str(message.channel_id)
        private = " (ephemeral)" if message.visible_to is not None else ""
        source = f"message {message.id} in {place}{private}"
        for version in [*message.revisions, message.data]:
            for where, kind, text in surfaces(version):
                scan(where, kind, text, source)
            for attachment in version.get("attachments") or []:
                name = str(attachment.get("filename", ""))
                if not name.lower().endswith(TEXT_FILES):
                    continue  # .json is machine data; images are looked at, not read
                data = world.attachments.get(int(attachment["id"]), b"")
                scan(f"file {name}", PLAIN, data.decode("utf-8", "replace"), source)
    for record in world.interactions.values():
        source = f"reply to {record.label}"
        if record.modal:
            scan("modal title", PLAIN, record.modal.get("title", ""), source)
            for where, kind, text in component_surfaces(record.modal.get("components") or []):
                scan(f"modal {where}", kind, text, source)
        for choice in record.choices or []:
            scan("autocomplete choice", PLAIN, str(choice.get("name", "")), source)
    for channel in world.channels.values():
        if channel.is_thread and channel.owner_id == bot_id:
            scan("thread name", PLAIN, channel.name, f"thread {channel.id}")
    return findings


# -- known, in files of other owners --------------------------------------------------------------
@dataclass(frozen=True)
class Known:
    """A finding in someone else's file, known and reported until it is fixed."""

    owner: str
    category: str
    where: str  # regex on Finding.where
    text: str  # regex searched in Finding.text
    why: str

    def covers(self, finding: Finding) -> bool:
        return (
            finding.category == self.category
            and re.search(self.where, finding.where) is not None
            and re.search(self.text, finding.text) is not None
        )


KNOWN_ELSEWHERE: tuple[Known, ...] = ()


def known_elsewhere(finding: Finding) -> Known | None:
    return next((k for k in KNOWN_ELSEWHERE if k.covers(finding)), None)
