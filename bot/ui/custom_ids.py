"""The custom_id of every battle component: battle id, ask sequence number, seat, action, argument.

`sg:<battle>:<seq>:<seat>:<action>[:<arg>]` (buttons) and `sgs:...` (selects). Everything a click
needs is in the id, so a button works after a restart; anything else is refused, never trusted.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

BUTTON_PREFIX = "sg"
SELECT_PREFIX = "sgs"
# Broad on purpose: a malformed id must still reach our handler to be refused with a message.
BUTTON_TEMPLATE = r"sg:(?P<body>.{0,97})"
SELECT_TEMPLATE = r"sgs:(?P<body>.{0,96})"

_BODY = re.compile(
    r"(?P<battle>[1-9][0-9]{0,18}):(?P<seq>0|[1-9][0-9]{0,5}):(?P<seat>[a-z][a-z0-9_]{0,19})"
    r":(?P<action>[a-z]{1,8})(?::(?P<arg>[A-Za-z0-9_.\-]{1,60}))?"
)
ACTIONS = {"pick", "yes", "no", "many", "cnt", "open", "nop"}


@dataclass(frozen=True)
class ComponentRef:
    battle_id: int
    seq: int
    seat: str
    action: str
    arg: str = ""

    def custom_id(self, prefix: str = BUTTON_PREFIX) -> str:
        body = f"{self.battle_id}:{self.seq}:{self.seat}:{self.action}"
        if self.arg:
            body += f":{self.arg}"
        return f"{prefix}:{body}"

    @classmethod
    def parse(cls, body: str) -> ComponentRef | None:
        """The reference in a custom_id's body, or None when it is not one of ours."""
        match = _BODY.fullmatch(body)
        if match is None or match["action"] not in ACTIONS:
            return None
        return cls(
            battle_id=int(match["battle"]),
            seq=int(match["seq"]),
            seat=match["seat"],
            action=match["action"],
            arg=match["arg"] or "",
        )


@dataclass(frozen=True)
class BuilderState:
    """A force builder's counts, carried by its components (bot/ui/forces.py): `ok` answers
    with them, `ch` with the select's value, `ed` opens the form with them (a retry's may lie
    outside the bounds: what the player typed), `set` is the form's own id. `p`/`m`/`g` (−, +
    and paging) come from panels posted before the form existed."""

    counts: tuple[int, ...]
    page: int = 0

    def encode(self, op: str) -> str:
        return f"{op}.{self.page}.{'_'.join(str(c) for c in self.counts)}"

    @classmethod
    def decode(cls, arg: str) -> tuple[str, BuilderState] | None:
        """(op, state) from a `cnt` argument; None when malformed."""
        match = re.fullmatch(
            r"(ok|ch|ed|set|[pm][0-9]{1,2}|g[0-9]{1,2})\.([0-9]{1,2})\.([0-9]{1,4}(?:_[0-9]{1,4}){0,11})?",
            arg,
        )
        if match is None:
            return None
        op, page, counts = match.groups()
        values = tuple(int(c) for c in counts.split("_")) if counts else ()
        return op, cls(values, int(page))
