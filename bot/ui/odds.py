"""📊 Odds: the exact odds of each choice of a pending ask, privately, for the player who decides.

Every panel (public, and the private panel of a secret ask) whose pending ask changes the odds
for a seat gets one 📊 Odds button (`add_odds_button`); the game says which asks do through its
`Game.odds` hook. A click answers the asked player alone, in an ephemeral message with a text
summary and a chart (both in the clicker's language); anyone else is refused privately. Nothing
public is sent or edited, so nobody else can tell that anyone looked.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import re
import threading
from collections import OrderedDict
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import discord

from bot.engine import Ask
from bot.errors import Refusal
from bot.i18n import current, t, use_locale
from bot.offload import run_odds
from bot.ui import replies
from bot.ui.pictures import odds_chart, render_off_loop
from bot.ui.text import localized, percent

if TYPE_CHECKING:
    from bot.battles import LoadedBattle
    from bot.client import Strategos

log = logging.getLogger(__name__)

ChoiceOdds = list[tuple[str, list[tuple[str, Any]]]]
CACHE_SIZE = 256
_cache: OrderedDict[Hashable, ChoiceOdds | None] = OrderedDict()
_cache_lock = threading.Lock()  # the click computes in a worker thread


def choice_odds(loaded: LoadedBattle, seat: str) -> ChoiceOdds | None:
    """The game's odds for `seat`'s part of the pending ask (None: none to show), remembered per
    ask (and language: a game may word its choices) so that the panel and the click compute them
    once. A failing hook shows no button."""
    hook = loaded.game.odds
    state = loaded.state
    if hook is None or state.pending is None or seat not in state.waiting_for:
        return None
    key = (
        loaded.game.key,
        loaded.battle.id,
        state.ask_seq,
        state.answer_count,
        seat,
        current().code,
    )
    with _cache_lock:
        if key in _cache:
            _cache.move_to_end(key)
            return _cache[key]
    try:
        rows = hook(loaded.battle.setup, state, seat) or None
    except Exception:
        log.exception("odds of battle %s for %s failed", loaded.battle.id, seat)
        rows = None
    with _cache_lock:
        _cache[key] = rows
        while len(_cache) > CACHE_SIZE:
            _cache.popitem(last=False)
    return rows


def worked_out(loaded: LoadedBattle, seat: str) -> tuple[ChoiceOdds, str | None, str | None]:
    """The seat's odds in full — a game's LazyOdds worked out (in a worker process) — and, for
    odds that are not exact (a simulation), how they were found: its `note` and `footer`."""
    found = choice_odds(loaded, seat)
    return list(found or []), getattr(found, "note", None), getattr(found, "footer", None)


def seats_with_odds(loaded: LoadedBattle, ask: Ask) -> list[str]:
    return [seat for seat in ask.seats if choice_odds(loaded, seat)]


def add_odds_button(view: discord.ui.View, loaded: LoadedBattle, ask: Ask) -> None:
    """📊 Odds, when the ask changes the odds for a seat that still has to answer it; nothing when
    the view is full (5 rows or 25 items): the answers come first."""
    if loaded.game.odds is None or not seats_with_odds(loaded, ask):
        return
    with contextlib.suppress(ValueError):
        view.add_item(OddsButton(loaded.battle.id, loaded.state.ask_seq))


class OddsButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"sgo:(?P<id>[0-9]{1,19}):(?P<seq>[0-9]{1,9})",
):
    """📊 Odds on a panel: the asked player's odds of each choice, privately."""

    def __init__(self, battle_id: int, seq: int) -> None:
        self.battle_id = battle_id
        self.seq = seq
        super().__init__(
            discord.ui.Button(
                label=t("odds-button"),
                emoji="📊",
                style=discord.ButtonStyle.secondary,
                custom_id=f"sgo:{battle_id}:{seq}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> OddsButton:
        return cls(int(match["id"]), int(match["seq"]))

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        use_locale(interaction)  # the odds are the clicker's alone
        return True

    async def callback(self, interaction: discord.Interaction[Strategos]) -> None:
        await on_odds(interaction, self.battle_id, self.seq)


async def on_odds(interaction: discord.Interaction[Strategos], battle_id: int, seq: int) -> None:
    try:
        if interaction.guild_id is None:
            raise Refusal(t("ui-not-our-button"))
        loaded = await interaction.client.battles.load(interaction.guild_id, battle_id)
        ask = loaded.state.pending
        if ask is None or loaded.state.ask_seq != seq:
            raise Refusal(t("odds-decided"))
        asked = await asyncio.to_thread(seats_with_odds, loaded, ask)
        mine = [s for s in asked if s in loaded.seats_of_user(interaction.user.id)]
        if not mine:
            if asked:
                names = f" {t('ui-or')} ".join(loaded.seat_name(s) for s in asked)
                raise Refusal(t("odds-not-yours", names=names))
            raise Refusal(t("odds-not-yours-anyone"))
        seat = mine[0]
        rows, note, footer = await run_odds(worked_out, loaded, seat)
        if not rows:
            raise Refusal(t("odds-unknown"))
        png = await render_off_loop(
            odds_chart,
            chart_title(rows),
            [(label, outcomes[0][1]) for label, outcomes in rows],
            note=note or t("odds-chart-note"),
        )
    except Refusal as refusal:
        await replies.tell(interaction, str(refusal))
        return
    except Exception as error:
        await replies.failed(
            interaction, error, f"odds button of battle {battle_id}", t("odds-failed")
        )
        return
    await replies.send(
        interaction,
        content=odds_text(loaded, ask, seat, rows, footer),
        file=discord.File(io.BytesIO(png), filename="odds.png"),
        ephemeral=True,
        allowed_mentions=discord.AllowedMentions.none(),
    )


def chart_title(rows: ChoiceOdds) -> str:
    if rows and rows[0][1]:
        return t("odds-chart-title", outcome=rows[0][1][0][0])
    return t("odds-chart-title-any")


def odds_text(
    loaded: LoadedBattle, ask: Ask, seat: str, rows: ChoiceOdds, footer: str | None = None
) -> str:
    """The summary beside the chart: one line per choice, every outcome with its percentage;
    `footer` says how odds that are not exact were found (default: every die enumerated)."""
    inner = localized(loaded, ask.inner(seat))
    prompt = str(inner.fields.get("prompt") or t("odds-your-decision"))
    lines = [t("odds-head", name=loaded.seat_name(seat), prompt=prompt)]
    for label, outcomes in rows:
        shown = " · ".join(f"{what} {percent(p)}" for what, p in outcomes)
        lines.append(f"**{label}**: {shown}")
    lines.append(footer or t("odds-footer"))
    text = "\n".join(lines)
    return text if len(text) <= 1900 else text[:1890] + "\n…"
