"""The fought battles of a closed turn: reports of who won, a report without a result (the game
master chooses claim rolls or leaving the areas as they are), and the extra battles players
agree on. A part of `TurnDesk` (turns.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.errors import Refusal
from bot.i18n import speaking, t
from bot.i18n.names import slash
from bot.store import Campaign, CampaignChanges, NotFound, Turn
from bot.ui import replies
from bot.ui.desk import is_game_master
from bot.ui.replies import pings
from cogs.claim.campaign import (
    LEAVE_AS_IS,
    SETTLE_BY_ROLLS,
    add_rolls,
    agree_extra,
    claim_rolls,
    extra_offers,
    faction_id_of,
    player_key,
    report_changes,
    reportables,
    roll_label,
    rolls_for_unfought,
)
from cogs.claim.posts import TurnPosts
from cogs.claim.render import escape
from cogs.claim.views import CONTENT_MAX, QUIET, SELECT_OPTIONS, Names, clip, option_text, say

if TYPE_CHECKING:
    from bot.store import Faction


class ReportDesk(TurnPosts):
    """Reports and extra battles; mixed into `TurnDesk`, which gives the methods below."""

    if TYPE_CHECKING:

        async def _turn(self, guild_id: int | None, turn_id: int) -> tuple[Turn, Campaign]: ...
        async def _player(self, campaign: Campaign, user_id: int) -> Faction: ...
        async def next_roll(self, guild_id: int, turn_id: int) -> None: ...

    # -- fought battles --------------------------------------------------------------------------
    async def report(
        self,
        interaction: discord.Interaction,
        campaign: Campaign,
        label: str,
        winner: str | None,
        then: str | None = None,
    ) -> None:
        """`winner`: a faction name, or None for "no result"; then `then` (the game master's
        choice, SETTLE_BY_ROLLS when not given): its attacks are settled by claim rolls, or the
        areas stay as they are (LEAVE_AS_IS)."""
        turn = await self.store.latest_turn(campaign.guild_id, campaign.id)
        if turn is None or turn.status != "resolving":
            raise Refusal(t("claim-report-no-turn"))
        battle = next((b for b in reportables(turn.data) if b.label == label.upper()), None)
        if battle is None:
            raise Refusal(t("claim-report-no-battle", turn=turn.number, label=clip(label, 10)))
        factions = await self.store.list_factions(campaign.guild_id, campaign.id)
        players = {player_key(f.id) for f in factions if f.user_id == interaction.user.id}
        gm = is_game_master(interaction, campaign.gm_user_id)
        if not players & set(battle.players) and not gm:
            raise Refusal(t("claim-report-not-yours"))
        winner_key = None
        if winner is not None:
            winner_key = next(
                (player_key(f.id) for f in factions if f.name.casefold() == winner.casefold()),
                None,
            )
            if winner_key not in battle.players:
                raise Refusal(
                    t("claim-report-not-in", name=escape(clip(winner, 60)), label=battle.label)
                )
        rolls = rolls_for_unfought(turn.data, battle) if winner is None else []
        if rolls and not gm:
            raise Refusal(t("claim-report-none-gm"))
        by_rolls = bool(rolls) and (then or SETTLE_BY_ROLLS) == SETTLE_BY_ROLLS
        regions = await self.store.list_regions(campaign.guild_id, campaign.id)
        owners = {r.key: r.owner for r in regions}
        report: dict[str, Any] = {"winner": winner_key, "by": interaction.user.id}
        if rolls:
            report["then"] = SETTLE_BY_ROLLS if by_rolls else LEAVE_AS_IS
        first_roll = len(claim_rolls(turn.data))

        def record(current: Turn) -> tuple[dict[str, Any], CampaignChanges]:
            nonlocal first_roll
            if current.status != "resolving" or current.id != turn.id:
                raise Refusal(t("claim-report-changed"))
            if battle.label in current.data["reports"]:
                raise Refusal(t("claim-reported-already", label=battle.label))
            reports = {**current.data["reports"], battle.label: report}
            data = {**current.data, "reports": reports}
            if by_rolls:
                first_roll = len(claim_rolls(current.data))
                data = add_rolls(data, battle.label, rolls)
            return data, report_changes(battle, winner_key, owners)

        try:
            await self._mutate(turn.guild_id, turn.id, record)
        except NotFound:
            raise Refusal(t("claim-report-changed")) from None
        names = Names.of(factions, regions)
        taken = [a for a, p in battle.attacks if p == winner_key and owners[a] != faction_id_of(p)]
        labels = [roll_label(first_roll + i) for i in range(len(rolls))] if by_rolls else []
        with speaking(await self._lang(campaign)):
            result = "none" if winner_key is None else "took" if taken else "won"
            if winner_key is None and rolls:
                result = "rolls" if by_rolls else "kept"
            text = t(
                "claim-reported",
                label=battle.label,
                areas=names.areas_list(battle.areas, 1500),
                winner=names.faction(winner_key) if winner_key else "-",
                taken=names.areas_list(sorted(set(taken)), 1500) if taken else "-",
                result=result,
                area_set=slash("claim area set"),
                rolls=", ".join(labels) or "-",
            )
        await say(interaction, content=clip(text, CONTENT_MAX), allowed_mentions=QUIET)
        if by_rolls:
            await self.next_roll(turn.guild_id, turn.id)

    # -- extra battles ---------------------------------------------------------------------------
    async def on_extra(
        self, interaction: discord.Interaction, turn_id: int, label: str, values: list[str]
    ) -> None:
        try:
            turn, campaign = await self._turn(interaction.guild_id, turn_id)
            if turn.status != "resolving":
                raise Refusal(t("claim-extra-turn-over"))
            faction = await self._player(campaign, interaction.user.id)
            player = player_key(faction.id)
            if not values or not values[0].isdecimal() or not values[0].isascii():
                raise Refusal(t("claim-not-a-choice"))
            if int(values[0]) >= SELECT_OPTIONS:
                raise Refusal(t("claim-not-a-choice"))
            choice = int(values[0])

            def pick(current: Turn) -> tuple[dict[str, Any], None]:
                if current.status != "resolving":
                    raise Refusal(t("claim-extra-turn-over"))
                try:
                    return agree_extra(current.data, label, player, choice), None
                except ValueError as problem:
                    raise Refusal(str(problem)) from None

            turn = await self._mutate(turn.guild_id, turn.id, pick)
        except Refusal as refusal:
            await replies.tell(interaction, str(refusal))
            return
        data = turn.data
        names = await self._names(campaign)
        offer = extra_offers(data)[label]
        other = next(p for p in offer.players if p != player)
        with speaking(await self._lang(campaign)):
            text = t(
                "claim-extra-agreed"
                if data["extra"][label].get("agreed") is not None
                else "claim-extra-offered",
                label=label,
                name=names.faction(player),
                other=names.mention(other),
                what=option_text(offer, choice, names),
                report=slash("claim report", battle=label),
            )
        await say(
            interaction,
            content=clip(text, CONTENT_MAX),
            allowed_mentions=pings([names.user(other)]),
        )
