"""What a finished battle changed: the store applies it to the campaign in one transaction."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass(frozen=True)
class Outcome:
    """`winner` is a seat key (None for a draw). Owners are seat or faction keys of the game.

    - losses: owner -> unit -> count lost
    - control: region key -> new controlling owner (None: nobody)
    - resources: owner -> resource -> delta (e.g. {"attacker": {"gold": 3, "unrest": 1}})
    - details: anything else the game wants on record (scores, rounds)
    """

    winner: str | None
    losses: dict[str, dict[str, int]] = field(default_factory=dict)
    control: dict[str, str | None] = field(default_factory=dict)
    resources: dict[str, dict[str, int]] = field(default_factory=dict)
    details: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Outcome:
        return cls(
            winner=data.get("winner"),
            losses=data.get("losses", {}),
            control=data.get("control", {}),
            resources=data.get("resources", {}),
            details=data.get("details", {}),
        )
