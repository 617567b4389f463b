"""🂠 My hand: each player sees their own Battle Hand — and only their own — privately.

Discord lets a bot speak to one member alone only in answer to that member's click, so every
Civilization battle gets a 🂠 button (posted with its panel, and `/civ hand`): whoever clicks it
is answered ephemerally with the hand of *their* seat, read from the events private to that seat
(rules.py). Anyone else — a spectator, a game master — is refused: the button never shows
someone else's cards. On your turn the private panel shows your remaining hand too.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord

from bot.errors import Refusal
from bot.i18n import t, use_locale
from bot.ui.replies import send, settles, tell
from cogs.civ.cards import sort_cards
from cogs.civ.data import setting
from cogs.civ.render import card_name, cards_text, rank_name
from cogs.civ.sides import rules_of

if TYPE_CHECKING:
    from bot.battles import LoadedBattle
    from bot.client import Strategos


def seat_events(loaded: LoadedBattle, seat: str) -> dict[str, Any]:
    """What the seat alone was told: its standing forces and its hand (None before the draw),
    and the cards it played since."""
    found: dict[str, Any] = {
        "standing": None,
        "hand": None,
        "played": [],
        "ranks": {},
        "effects": [],
    }
    for e in loaded.state.events_for(seat):
        if e.kind in ("standing", "hand") and e.get("private_to") == seat:
            found[e.kind] = list(e["cards"])
        elif e.kind == "sides":
            found["ranks"] = dict(e["sides"][seat].get("ranks") or {})
            found["effects"] = list(e["sides"][seat].get("effects") or [])
        elif e.kind == "play" and e.get("side") == seat:
            found["played"].append(e["card"])
    return found


def remaining(hand: list[str], played: list[str]) -> list[str]:
    left = list(hand)
    for card in played:
        if card in left:
            left.remove(card)
    return left


def named(
    cards: list[str],
    ranks: Mapping[str, int],
    setup: Mapping[str, Any],
    effects: list[str] | None = None,
) -> str:
    """Cards at the seat's ranks (and what its effects add): "Pikeman 2, Knight 3"."""
    from cogs.civ.cards import stats
    from cogs.civ.effects import powers
    from cogs.civ.sides import wnw

    if not cards:
        return t("civ-no-cards")
    parts = []
    power = powers(effects or [])
    for card in sort_cards(cards):
        s = stats(card, ranks, wnw=wnw(setup))
        unit = card.rpartition("_")[0]
        plus = power.plus(unit)
        parts.append(
            card_name(
                card,
                int(ranks.get(unit, 1)),
                s.attack + plus,
                s.health + plus if wnw(setup) else None,
            )
        )
    return ", ".join(parts)


def hand_message(loaded: LoadedBattle, seat: str) -> str:
    """The seat's private view of its cards, in the reader's language."""
    setup = loaded.battle.setup
    mine = seat_events(loaded, seat)
    if mine["hand"] is None:
        return t("civ-hand-not-yet", battle=str(loaded.battle.id))
    ranks = mine["ranks"]
    left = remaining(mine["hand"], mine["played"])
    lines = [
        t("civ-hand-title", battle=str(loaded.battle.id), name=loaded.seat_name(seat)),
        t("civ-hand-left", cards=named(left, ranks, setup, mine["effects"]), count=len(left)),
    ]
    if mine["played"]:
        lines.append(
            t("civ-hand-played", cards=named(mine["played"], ranks, setup, mine["effects"]))
        )
    if setting(rules_of(setup), "see_own_forces") and mine["standing"] is not None:
        rest = remaining(mine["standing"], mine["hand"])
        lines.append(t("civ-hand-standing", cards=cards_text(rest), count=len(rest)))
    if ranks:
        lines.append(
            t("civ-hand-ranks", ranks=", ".join(rank_name(u, int(r)) for u, r in ranks.items()))
        )
    pending = loaded.state.pending
    if pending is not None and pending.purpose == "turn" and seat in loaded.state.waiting_for:
        lines.append(t("civ-hand-your-turn"))
    return "\n".join(lines)


async def show_hand(interaction: discord.Interaction, battle_id: int) -> None:
    """Answer a 🂠 click (or `/civ hand`) with the clicker's own hand, privately."""
    bot: Strategos = interaction.client  # type: ignore[assignment]
    if interaction.guild_id is None:
        raise Refusal(t("ui-not-our-button"))
    loaded = await bot.battles.load(interaction.guild_id, battle_id)
    if loaded.battle.game != "civ":
        raise Refusal(t("civ-hand-not-civ", battle=str(battle_id)))
    seats = loaded.seats_of_user(interaction.user.id)
    if not seats:
        raise Refusal(t("civ-hand-not-yours", battle=str(battle_id)))
    text = "\n\n".join(hand_message(loaded, seat) for seat in seats)
    await send(
        interaction,
        content=text[:1900],
        ephemeral=True,
        allowed_mentions=discord.AllowedMentions.none(),
    )


class HandButton(discord.ui.DynamicItem[discord.ui.Button], template=r"civh:(?P<id>[0-9]{1,19})"):
    """🂠 My hand: the clicker's own Battle Hand, privately."""

    def __init__(self, battle_id: int) -> None:
        self.battle_id = battle_id
        super().__init__(
            discord.ui.Button(
                label=t("civ-hand-button"),
                emoji="🂠",
                style=discord.ButtonStyle.primary,
                custom_id=f"civh:{battle_id}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> HandButton:
        return cls(int(match["id"]))

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        use_locale(interaction)  # the hand is the clicker's alone
        return True

    @settles
    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await show_hand(interaction, self.battle_id)
        except Refusal as refusal:
            await tell(interaction, str(refusal))


def hand_view(battle_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(HandButton(battle_id))
    return view
