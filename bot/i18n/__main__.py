"""`python -m bot.i18n [LANG ...]`: what each language lacks, for translators and contributors.

Lists, per catalog folder: keys English has and the language lacks, keys the language has that
English no longer has, entries that do not parse, and keys the code asks for (`t(key)`) that
no English catalog defines. Exit status 1 when anything is missing. To add a language, copy each
`locales/en.ftl` to `locales/<code>.ftl`, translate, add the code to `SUPPORTED`, and run this.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable
from pathlib import Path

from fluent.syntax import FluentParser, ast

from bot.i18n.catalogs import FALLBACK, ROOTS, SUPPORTED

KEY_IN_CODE = re.compile(r"""\bt\(\s*["']([a-z][a-z0-9-]*)["']""")


def entries(path: Path) -> tuple[set[str], list[str]]:
    """The message (and term) ids of a catalog file, and what in it does not parse."""
    if not path.is_file():
        return set(), []
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    ids, junk = set(), []
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            ids.add(entry.id.name)
        elif isinstance(entry, ast.Term):
            ids.add("-" + entry.id.name)
        elif isinstance(entry, ast.Junk):
            junk.append(entry.content.strip().splitlines()[0][:80])
    return ids, junk


def catalog_dirs() -> list[Path]:
    return sorted({p.parent for root in ROOTS for p in root.glob(f"**/locales/{FALLBACK}.ftl")})


def keys_in_code() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for root in ROOTS:
        for path in root.glob("**/*.py"):
            for key in KEY_IN_CODE.findall(path.read_text(encoding="utf-8")):
                found.setdefault(key, path)
    return found


def report(languages: Iterable[str]) -> list[str]:
    problems: list[str] = []
    english: set[str] = set()
    for folder in catalog_dirs():
        base, junk = entries(folder / f"{FALLBACK}.ftl")
        english |= base
        problems += [f"{folder}/{FALLBACK}.ftl: does not parse: {j}" for j in junk]
        for code in languages:
            if code == FALLBACK:
                continue
            have, junk = entries(folder / f"{code}.ftl")
            problems += [f"{folder}/{code}.ftl: does not parse: {j}" for j in junk]
            problems += [f"{folder}/{code}.ftl: missing {k}" for k in sorted(base - have)]
            problems += [f"{folder}/{code}.ftl: not in English {k}" for k in sorted(have - base)]
    for key, path in sorted(keys_in_code().items()):
        if key not in english:
            problems.append(f"{path}: asks for {key}, which no {FALLBACK}.ftl defines")
    return problems


def main(argv: list[str]) -> int:
    languages = argv or list(SUPPORTED)
    problems = report(languages)
    for line in problems:
        print(line)
    print(f"{len(problems)} problem(s) in {', '.join(languages)}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
