"""Check every request the bot makes against Discord's OpenAPI document, plus the rules it omits.

A request that Discord would refuse must fail the test run, not production: the fake records each
violation in plain words. Validators are built once per operation (the document is large).
"""

from __future__ import annotations

import gzip
import json
import re
from collections import defaultdict
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

DOC_URI = "urn:discord-openapi"
METHODS = ("get", "put", "post", "patch", "delete")
TRUE_WORDS = {"true", "True", "1"}
FALSE_WORDS = {"false", "False", "0"}
SNOWFLAKE_STRING = {"type": "string", "pattern": "^(0|[1-9][0-9]*)$"}


def _pointer(*parts: str) -> str:
    return "/" + "/".join(p.replace("~", "~0").replace("/", "~1") for p in parts)


@dataclass(frozen=True)
class Operation:
    """One documented (method, path template), e.g. POST /channels/{channel_id}/messages."""

    method: str
    template: str
    operation_id: str
    params: dict[str, dict[str, Any]]  # name -> parameter object (path and query, merged)
    body_types: tuple[str, ...]  # content types the request body may have
    body_required: bool
    auth_optional: bool  # `security` lists `{}`: no token needed (webhooks, callbacks)

    @cached_property
    def segments(self) -> tuple[str, ...]:
        return tuple(self.template.strip("/").split("/"))

    @cached_property
    def literals(self) -> int:
        return sum(1 for s in self.segments if not s.startswith("{"))


@dataclass
class Match:
    operation: Operation
    path_params: dict[str, str] = field(default_factory=dict)


class OpenApiSpec:
    """The OpenAPI 3.1 document with fast lookup of operations and cached validators."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        raw = self.path.read_bytes()
        text = (gzip.decompress(raw) if self.path.suffix == ".gz" else raw).decode("utf-8")
        self.document: dict[str, Any] = json.loads(text)
        # Requests: Discord accepts a snowflake as a JSON integer too (discord.py sends
        # `attachments[].id` and `message_reference.message_id` as ints); the document only
        # says string. Answers keep the strict string form.
        relaxed = json.loads(text)
        relaxed["components"]["schemas"]["SnowflakeType"] = {
            "anyOf": [SNOWFLAKE_STRING, {"type": "integer", "minimum": 0}]
        }
        _relax_permissions(relaxed)
        self._registries = {
            "request": _registry(relaxed),
            "response": _registry(self.document),
        }
        self._validators: dict[tuple[str, str], Draft202012Validator] = {}
        self.operations: list[Operation] = []
        self._by_length: dict[int, list[Operation]] = defaultdict(list)
        for template, item in self.document["paths"].items():
            shared = {p["name"]: p for p in item.get("parameters", [])}
            for method in METHODS:
                op = item.get(method)
                if op is None:
                    continue
                params = dict(shared)
                params.update({p["name"]: p for p in op.get("parameters", [])})
                body = op.get("requestBody") or {}
                operation = Operation(
                    method=method.upper(),
                    template=template,
                    operation_id=op.get("operationId", ""),
                    params=params,
                    body_types=tuple(body.get("content", {})),
                    body_required=bool(body.get("required")),
                    auth_optional={} in op.get("security", [{}]),
                )
                self.operations.append(operation)
                self._by_length[len(operation.segments)].append(operation)

    # -- lookup ---------------------------------------------------------------------------------

    def match(self, method: str, path: str) -> Match | None:
        """The operation for a concrete path; literal segments beat parameters (`@original`)."""
        parts = [unquote(p) for p in path.strip("/").split("/")]
        best: Match | None = None
        for op in self._by_length.get(len(parts), []):
            if op.method != method.upper():
                continue
            params: dict[str, str] = {}
            for seg, part in zip(op.segments, parts, strict=True):
                if seg.startswith("{"):
                    params[seg[1:-1]] = part
                elif seg != part:
                    break
            else:
                if best is None or op.literals > best.operation.literals:
                    best = Match(op, params)
        return best

    def path_known(self, path: str) -> bool:
        """Whether any method is documented for this path (tells 405 from 404)."""
        return any(self.match(m, path) for m in METHODS)

    def validator(self, pointer: str, side: str = "request") -> Draft202012Validator:
        """A validator for the schema at a JSON pointer into the document, built once."""
        found = self._validators.get((side, pointer))
        if found is None:
            schema = {"$ref": f"{DOC_URI}#{pointer}"}
            found = Draft202012Validator(schema, registry=self._registries[side])
            self._validators[(side, pointer)] = found
        return found

    # -- checks ---------------------------------------------------------------------------------

    def check_params(self, match: Match, query: dict[str, str]) -> list[str]:
        """Path parameters against their schemas; query names known and values of the right type."""
        problems = []
        op = match.operation
        for name, value in match.path_params.items():
            param = op.params.get(name)
            if param is not None:
                problems += _check_scalar(f"path parameter {name}", value, param.get("schema", {}))
        for name, value in query.items():
            param = op.params.get(name)
            if param is None or param.get("in") != "query":
                problems.append(f"unknown query parameter {name!r}")
                continue
            problems += _check_scalar(f"query parameter {name}", value, param.get("schema", {}))
        return problems

    def check_body(self, match: Match, content_type: str, body: Any) -> list[str]:
        """The body against the operation's schema for its content type (multipart: the
        payload_json part)."""
        op = match.operation
        if body is None:
            return ["a request body is required"] if op.body_required else []
        if not op.body_types:
            return [f"{op.method} {op.template} takes no request body"]
        if content_type not in op.body_types:
            return [
                f"content type {content_type} is not accepted (only {', '.join(op.body_types)})"
            ]
        pointer = _pointer(
            "paths",
            op.template,
            op.method.lower(),
            "requestBody",
            "content",
            content_type,
            "schema",
        )
        return explain_all(self.validator(pointer), body)

    def check_response(self, match: Match, status: int, body: Any) -> list[str]:
        """The fake's own answer against the documented response (catches gaps in the fake)."""
        op = match.operation
        responses = self.document["paths"][op.template][op.method.lower()].get("responses", {})
        key = str(status) if str(status) in responses else f"{str(status)[0]}XX"
        if key not in responses or "application/json" not in responses[key].get("content", {}):
            return []
        pointer = _pointer(
            "paths", op.template, op.method.lower(), "responses", key, "content",
            "application/json", "schema",
        )  # fmt: skip
        return explain_all(self.validator(pointer, "response"), body)

    def check_schema(self, name: str, instance: Any) -> list[str]:
        """An instance against `#/components/schemas/<name>` (gateway payload self-checks)."""
        pointer = _pointer("components", "schemas", name)
        return explain_all(self.validator(pointer, "response"), instance)


PERMISSION_FIELDS = {"default_member_permissions", "permissions", "allow", "deny"}


def _relax_permissions(document: dict[str, Any]) -> None:
    """Permission bitfields: Discord documents (and discord.py sends) them as digit strings; the
    document types them integer. Accept both."""
    for schema in document["components"]["schemas"].values():
        props = schema.get("properties") or {}
        for name in PERMISSION_FIELDS & set(props):
            kinds = props[name].get("type")
            if kinds == "integer" or (isinstance(kinds, list) and "integer" in kinds):
                props[name] = {"anyOf": [props[name], {"type": "string", "pattern": "^[0-9]+$"}]}


def _registry(document: dict[str, Any]) -> Registry:
    resource = Resource.from_contents(document, default_specification=DRAFT202012)
    return Registry().with_resource(DOC_URI, resource)


def _check_scalar(what: str, value: str, schema: dict[str, Any]) -> list[str]:
    if "$ref" in schema and schema["$ref"].endswith("/SnowflakeType"):
        schema = SNOWFLAKE_STRING
    kinds = schema.get("type", "string")
    kinds = kinds if isinstance(kinds, list) else [kinds]
    if "boolean" in kinds:
        if value not in TRUE_WORDS | FALSE_WORDS:
            return [f"{what} must be a boolean, not {value!r}"]
        return []
    if "integer" in kinds:
        try:
            number = int(value)
        except ValueError:
            return [f"{what} must be an integer, not {value!r}"]
        low, high = schema.get("minimum"), schema.get("maximum")
        if (low is not None and number < low) or (high is not None and number > high):
            return [f"{what} must be within [{low}, {high}], not {number}"]
        return []
    pattern = schema.get("pattern")
    if pattern and not re.search(pattern, value):
        return [f"{what} {value!r} does not match {pattern}"]
    max_length = schema.get("maxLength")
    if max_length is not None and len(value) > max_length:
        return [f"{what} is longer than {max_length}"]
    return []


# -- readable errors ----------------------------------------------------------------------------


def _short(text: str, limit: int = 160) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _describe(error: ValidationError) -> str:
    where = error.json_path
    instance = error.instance
    if error.validator == "maxLength" and isinstance(instance, str):
        return f"{where}: {len(instance)} characters, over the limit of {error.validator_value}"
    if error.validator == "maxItems" and isinstance(instance, list):
        return f"{where}: {len(instance)} items, over the limit of {error.validator_value}"
    if error.validator == "minLength" and isinstance(instance, str):
        return f"{where}: {len(instance)} characters, under the minimum of {error.validator_value}"
    return f"{where}: {_short(error.message)}"


def _branch_cost(errors: list[ValidationError]) -> tuple[int, int]:
    """Lower is a better guess of the branch the sender meant: a wrong `type` tag disqualifies."""
    mismatch = 0
    for e in errors:
        rel = list(e.relative_path)
        if (not rel and e.validator == "type") or (
            rel == ["type"] and e.validator in ("enum", "const", "type")
        ):
            mismatch = 1
    return mismatch, len(errors)


def _leaves(error: ValidationError) -> list[ValidationError]:
    if error.validator in ("anyOf", "oneOf") and error.context:
        branches: dict[Any, list[ValidationError]] = defaultdict(list)
        for sub in error.context:
            branches[sub.relative_schema_path[0]].append(sub)
        best = min(branches.values(), key=_branch_cost)
        if _branch_cost(best)[0]:  # nothing fits even by tag: the union error itself is clearest
            return [error]
        return [leaf for sub in best for leaf in _leaves(sub)]
    return [error]


def explain_all(validator: Draft202012Validator, instance: Any) -> list[str]:
    """Every error, descending into anyOf/oneOf towards the branch the sender evidently meant."""
    out: list[str] = []
    for error in validator.iter_errors(instance):
        for leaf in _leaves(error):
            text = _describe(leaf)
            if text not in out:
                out.append(text)
    return out


# -- rules the document does not state ----------------------------------------------------------

BUTTON, STRING_SELECT, TEXT_INPUT = 2, 3, 4
SELECTS = {3, 5, 6, 7, 8}
LINK_STYLE, PREMIUM_STYLE = 5, 6
MAX_CONTENT = 2000  # the document allows 4000 for channel messages; bots get 2000
MAX_EMBED_TOTAL = 6000


def _valid_command_name(name: Any) -> bool:
    """Discord's `^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$`, in lower case."""
    if not isinstance(name, str) or not 1 <= len(name) <= 32:
        return False
    if name != name.lower():
        return False
    return all(c in "-_'" or c.isalnum() for c in name)


def walk_components(components: Any, path: str = "$.components") -> list[tuple[str, dict]]:
    """Every component dict in a (possibly nested) component tree, with its JSON path."""
    found: list[tuple[str, dict]] = []
    if not isinstance(components, list):
        return found
    for i, comp in enumerate(components):
        if not isinstance(comp, dict):
            continue
        here = f"{path}[{i}]"
        found.append((here, comp))
        found += walk_components(comp.get("components"), f"{here}.components")
        if isinstance(comp.get("component"), dict):
            found += walk_components([comp["component"]], f"{here}.component")
        if isinstance(comp.get("accessory"), dict):
            found += walk_components([comp["accessory"]], f"{here}.accessory")
    return found


def check_components(components: Any, path: str = "$.components") -> list[str]:
    """custom_id rules Discord enforces but the document leaves optional."""
    problems = []
    seen: dict[str, str] = {}
    for where, comp in walk_components(components, path):
        kind = comp.get("type")
        custom_id = comp.get("custom_id")
        needs_id = kind in SELECTS or kind == TEXT_INPUT
        if kind == BUTTON:
            style = comp.get("style")
            if style == LINK_STYLE:
                if not comp.get("url"):
                    problems.append(f"{where}: a link button needs a url")
                if custom_id is not None:
                    problems.append(f"{where}: a link button cannot have a custom_id")
            elif style != PREMIUM_STYLE:
                needs_id = True
        if needs_id:
            if not isinstance(custom_id, str) or not 1 <= len(custom_id) <= 100:
                problems.append(f"{where}: custom_id must be a string of 1..100 characters")
            elif custom_id in seen:
                problems.append(f"{where}: custom_id {custom_id!r} duplicates {seen[custom_id]}")
            else:
                seen[custom_id] = where
        labelled = comp.get("label") or comp.get("emoji")
        if kind == BUTTON and comp.get("style") != PREMIUM_STYLE and not labelled:
            problems.append(f"{where}: a button needs a label or an emoji")
        if kind == STRING_SELECT:
            options = comp.get("options") or []
            low, high = comp.get("min_values", 1), comp.get("max_values", 1)
            if isinstance(low, int) and isinstance(high, int):
                if low > high:
                    problems.append(f"{where}: min_values {low} > max_values {high}")
                if high > len(options):
                    problems.append(f"{where}: max_values {high} > {len(options)} options")
            values = [o.get("value") for o in options if isinstance(o, dict)]
            if len(set(values)) != len(values):
                problems.append(f"{where}: option values must be unique")
    for i, row in enumerate(components if isinstance(components, list) else []):
        if isinstance(row, dict) and row.get("type") == 1:
            kids = [k for k in row.get("components") or [] if isinstance(k, dict)]
            if any(k.get("type") in SELECTS for k in kids) and len(kids) > 1:
                problems.append(f"{path}[{i}]: a select must be alone in its action row")
            for j, kid in enumerate(kids):
                if kid.get("type") == TEXT_INPUT and not kid.get("label"):
                    where = f"{path}[{i}].components[{j}]"
                    problems.append(f"{where}: a text input in an action row needs a label")
    return problems


def check_message(body: Any, *, channel_message: bool = False) -> list[str]:
    """Length and component rules for any message-shaped body (create, edit, callback data)."""
    if not isinstance(body, dict):
        return []
    problems = []
    content = body.get("content")
    if channel_message and isinstance(content, str) and len(content) > MAX_CONTENT:
        problems.append(f"$.content: {len(content)} characters, over the limit of {MAX_CONTENT}")
    embeds = body.get("embeds")
    if isinstance(embeds, list):
        total = sum(_embed_length(e) for e in embeds if isinstance(e, dict))
        if total > MAX_EMBED_TOTAL:
            problems.append(f"$.embeds: {total} characters in all, over {MAX_EMBED_TOTAL}")
    problems += check_components(body.get("components"))
    return problems


def _embed_length(embed: dict[str, Any]) -> int:
    total = len(embed.get("title") or "") + len(embed.get("description") or "")
    total += len((embed.get("footer") or {}).get("text") or "")
    total += len((embed.get("author") or {}).get("name") or "")
    for f in embed.get("fields") or []:
        if isinstance(f, dict):
            total += len(f.get("name") or "") + len(f.get("value") or "")
    return total


def check_modal(data: Any) -> list[str]:
    if not isinstance(data, dict):
        return []
    return check_components(data.get("components"), "$.data.components")


def check_commands(commands: Any) -> list[str]:
    """Names, descriptions and option order rules that Discord enforces on command sync."""
    problems: list[str] = []
    if not isinstance(commands, list):
        return problems
    seen: set[tuple[Any, Any]] = set()
    for i, cmd in enumerate(commands):
        if not isinstance(cmd, dict):
            continue
        kind = cmd.get("type") or 1
        key = (kind, cmd.get("name"))
        if key in seen:
            problems.append(f"$[{i}]: duplicate command name {cmd.get('name')!r}")
        seen.add(key)
        if kind == 1:
            problems += _check_named(cmd, f"$[{i}]")
            problems += _check_options(cmd.get("options"), f"$[{i}].options", depth=0)
        elif not isinstance(cmd.get("name"), str) or not 1 <= len(cmd["name"]) <= 32:
            problems.append(f"$[{i}].name: must be 1..32 characters")
    chat = [c for c in commands if isinstance(c, dict) and c.get("type", 1) == 1]
    problems += _localized_duplicates(chat, "$")
    return problems


def _check_named(item: dict[str, Any], where: str) -> list[str]:
    problems = []
    if not _valid_command_name(item.get("name")):
        problems.append(
            f"{where}.name: {item.get('name')!r} must match ^[-_\\p{{L}}\\p{{N}}]{{1,32}}$ "
            "in lower case"
        )
    desc = item.get("description")
    if not isinstance(desc, str) or not 1 <= len(desc) <= 100:
        problems.append(f"{where}.description: must be 1..100 characters, got {desc!r}")
    for locale, name in (item.get("name_localizations") or {}).items():
        if not _valid_command_name(name):
            problems.append(
                f"{where}.name_localizations.{locale}: {name!r} is not a valid command name"
            )
    for locale, text in (item.get("description_localizations") or {}).items():
        if not isinstance(text, str) or not 1 <= len(text) <= 100:
            problems.append(f"{where}.description_localizations.{locale}: must be 1..100")
    return problems


def _localized_duplicates(items: list[Any], where: str) -> list[str]:
    """Discord refuses two siblings that share a name in some language."""
    problems = []
    seen: dict[tuple[str, Any], Any] = {}
    for item in items:
        if not isinstance(item, dict):
            continue
        for locale, name in (item.get("name_localizations") or {}).items():
            first = seen.setdefault((locale, name), item.get("name"))
            if first != item.get("name"):
                problems.append(
                    f"{where}: {first!r} and {item.get('name')!r} are both {name!r} in {locale}"
                )
    return problems


def _check_options(options: Any, where: str, depth: int) -> list[str]:
    problems: list[str] = []
    if not isinstance(options, list):
        return problems
    names: set[Any] = set()
    optional_seen = False
    problems += _localized_duplicates(options, where)
    subs = [o for o in options if isinstance(o, dict) and o.get("type") in (1, 2)]
    if subs and len(subs) != len(options):
        problems.append(f"{where}: subcommands cannot be mixed with other options")
    for i, opt in enumerate(options):
        if not isinstance(opt, dict):
            continue
        here = f"{where}[{i}]"
        problems += _check_named(opt, here)
        if opt.get("name") in names:
            problems.append(f"{here}.name: duplicate option name {opt.get('name')!r}")
        names.add(opt.get("name"))
        kind = opt.get("type")
        if kind in (1, 2):
            if kind == 2 and depth > 0:
                problems.append(f"{here}: subcommand groups cannot be nested")
            problems += _check_options(opt.get("options"), f"{here}.options", depth + 1)
            continue
        if opt.get("required"):
            if optional_seen:
                problems.append(f"{here}: required options must come before optional ones")
        else:
            optional_seen = True
        if opt.get("autocomplete") and opt.get("choices"):
            problems.append(f"{here}: autocomplete cannot be used with choices")
        for j, choice in enumerate(opt.get("choices") or []):
            cname = choice.get("name") if isinstance(choice, dict) else None
            if not isinstance(cname, str) or not 1 <= len(cname) <= 100:
                problems.append(f"{here}.choices[{j}].name: must be 1..100 characters")
    return problems


def quote_path(template: str, **params: str) -> str:
    """Fill a path template (used by the harness to describe routes in messages)."""
    return template.format(**{k: quote(str(v), safe="") for k, v in params.items()})
