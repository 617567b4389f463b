"""A claim campaign's turns in Discord: open, secret orders, close and reveal, claim rolls one
after another, reports of fought battles, extra battles, reminders and deadlines.

Everything that matters is in the store before anyone is told: a draft is saved with every click,
a close is one guarded transaction, a claim roll is a battle. So a restart loses nothing, and
`resume` picks up a turn whose next claim roll was not started yet.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import discord

from bot.battles import LoadedBattle
from bot.deadlines import due
from bot.errors import Refusal
from bot.locks import KeyedLocks
from bot.store import Campaign, Faction, NotFound, Region, Turn, TurnClosed, TurnRunning
from bot.ui.desk import is_game_master
from bot.ui.replies import tell
from bot.ui.text import iso_to_timestamp
from cogs.claim.campaign import (
    Draft,
    agree_extra,
    campaign_map,
    claim_rolls,
    close_turn,
    extra_offers,
    faction_id_of,
    player_key,
    report_changes,
    reportables,
    roll_label,
    roll_setup,
)
from cogs.claim.rules import RULESET
from cogs.claim.views import (
    Names,
    extra_views,
    option_text,
    order_editor,
    players_of,
    reveal_embeds,
    turn_panel,
)

if TYPE_CHECKING:
    from bot.client import Strategos

log = logging.getLogger(__name__)
PINGS = discord.AllowedMentions(users=True, roles=False, everyone=False)


@dataclass(frozen=True)
class Progress:
    """How far a closed turn is resolved."""

    rolls: int
    rolls_done: int
    unreported: list[str]


class TurnDesk:
    def __init__(self, bot: Strategos) -> None:
        self.bot = bot
        self.store = bot.store
        self._locks = KeyedLocks()

    # -- reading ---------------------------------------------------------------------------------
    async def _turn(self, guild_id: int | None, turn_id: int) -> tuple[Turn, Campaign]:
        turn = await self.store.get_turn(guild_id, turn_id) if guild_id else None
        campaign = await self.store.get_campaign(turn.guild_id, turn.campaign_id) if turn else None
        if turn is None or campaign is None:
            raise Refusal("This turn does not exist on this server.")
        return turn, campaign

    async def _names(self, campaign: Campaign, regions: list[Region] | None = None) -> Names:
        """Display names; pass the regions already read to read them once."""
        factions = await self.store.list_factions(campaign.guild_id, campaign.id)
        if regions is None:
            regions = await self.store.list_regions(campaign.guild_id, campaign.id)
        return Names.of(factions, regions)

    async def _player(self, campaign: Campaign, user_id: int) -> Faction:
        faction = await self.store.faction_of(campaign.guild_id, campaign.id, user_id)
        if faction is None:
            raise Refusal(f"You have no faction in **{campaign.name}**: `/campaign join` first.")
        return faction

    # -- opening ---------------------------------------------------------------------------------
    async def open(
        self, interaction: discord.Interaction, campaign: Campaign, deadline: datetime | None
    ) -> None:
        latest = await self.store.latest_turn(campaign.guild_id, campaign.id)
        if latest is not None and latest.status == "open":
            raise Refusal(f"Turn {latest.number} is still open: close it first.")
        if latest is not None and latest.status == "resolving":
            await self._require_resolved(latest)
        assert interaction.channel_id is not None
        try:
            turn = await self.store.open_turn(
                campaign.guild_id,
                campaign.id,
                opened_by=interaction.user.id,
                channel_id=interaction.channel_id,
                deadline=deadline.isoformat() if deadline else None,
                data={"reminders": []},
            )
        except TurnRunning:
            raise Refusal("Another turn was opened meanwhile.") from None
        factions = await self.store.list_factions(campaign.guild_id, campaign.id)
        mentions = " ".join(f"<@{f.user_id}>" for f in players_of(factions))
        response = await interaction.response.send_message(
            content=f"📣 Turn {turn.number} is open: {mentions}"[:1900],
            **{**turn_panel(campaign, turn, factions, []), "allowed_mentions": PINGS},
        )
        if response.message_id is not None:
            await self.store.set_turn_message(
                turn.guild_id,
                turn.id,
                channel_id=interaction.channel_id,
                message_id=response.message_id,
            )

    async def _require_resolved(self, turn: Turn) -> None:
        """The previous turn may be left behind once its claim rolls are done and its battles
        reported (a battle played elsewhere can be reported as "no result")."""
        progress = await self.progress(turn)
        if progress.rolls_done < progress.rolls:
            raise Refusal(f"Turn {turn.number}'s claim rolls are not all done yet.")
        if progress.unreported:
            raise Refusal(
                f"Turn {turn.number} has battles without a result: "
                f"{', '.join(progress.unreported)}. Report them with `/claim report` "
                "(a battle not played: `no_result`)."
            )

    async def progress(self, turn: Turn) -> Progress:
        rolled = await self._rolled(turn)
        done = {i for i, b in rolled.items() if b.status != "active"}
        done |= set(turn.data.get("void", []))
        return Progress(
            rolls=len(claim_rolls(turn.data)),
            rolls_done=len(done),
            unreported=[
                b.label for b in reportables(turn.data) if b.label not in turn.data["reports"]
            ],
        )

    # -- orders ----------------------------------------------------------------------------------
    async def on_turn_button(self, interaction: discord.Interaction, turn_id: int, action: str):
        try:
            turn, campaign = await self._turn(interaction.guild_id, turn_id)
            if action == "cls":
                await self.close_by(interaction, campaign, turn)
            else:
                await self.show_orders(interaction, campaign, turn)
        except Refusal as refusal:
            await tell(interaction, str(refusal))

    async def show_orders(
        self, interaction: discord.Interaction, campaign: Campaign, turn: Turn
    ) -> None:
        if turn.status != "open":
            raise Refusal(f"Turn {turn.number} is closed: orders can no longer be changed.")
        faction = await self._player(campaign, interaction.user.id)
        orders = {o.faction_id: o for o in await self.store.list_orders(turn.guild_id, turn.id)}
        regions = await self.store.list_regions(campaign.guild_id, campaign.id)
        names = await self._names(campaign, regions)
        editor = order_editor(turn, faction, orders.get(faction.id), regions, names)
        await interaction.response.send_message(**editor, ephemeral=True)

    async def on_order(
        self,
        interaction: discord.Interaction,
        turn_id: int,
        faction_id: int,
        action: str,
        values: list[str],
    ) -> None:
        try:
            await self._on_order(interaction, turn_id, faction_id, action, values)
        except Refusal as refusal:
            await tell(interaction, str(refusal))
        except TurnClosed:
            await tell(interaction, "This turn is closed: orders can no longer be changed.")

    async def _on_order(
        self,
        interaction: discord.Interaction,
        turn_id: int,
        faction_id: int,
        action: str,
        values: list[str],
    ) -> None:
        turn, campaign = await self._turn(interaction.guild_id, turn_id)
        faction = await self.store.get_faction(turn.guild_id, faction_id)
        if faction is None or faction.campaign_id != campaign.id:
            raise Refusal("This button is not one of Strategos' buttons.")
        if faction.user_id != interaction.user.id:
            raise Refusal("These are another player's orders: use **📝 My orders** for yours.")
        if turn.status != "open":
            raise Refusal(f"Turn {turn.number} is closed: orders can no longer be changed.")
        regions = await self.store.list_regions(campaign.guild_id, campaign.id)
        board = campaign_map(regions)
        orders = {o.faction_id: o for o in await self.store.list_orders(turn.guild_id, turn.id)}
        current = orders.get(faction.id)
        draft = Draft.read(current.orders if current else None)
        valid = set(board.owners)
        if any(v not in valid and v != "-" for v in values):
            raise Refusal("That area is not on the map any more; open your orders again.")
        submit = action == "sub"
        if action in ("off", "def"):
            draft = draft.with_priority("offence" if action == "off" else "defence")
        elif action == "clr":
            draft = draft.without_attacks()
        elif action == "main":
            draft = draft.with_main_attack(None if values[:1] in ([], ["-"]) else values[0])
        elif action == "mass" and values and values[0] != "-":
            draft = draft.with_mass_target(values[0])
        elif action == "more":
            draft = draft.with_further_attacks(values)
        problems = draft.problems(player_key(faction.id), board)
        if submit and problems:
            raise Refusal(f"Not submitted: {problems[0]}")
        saved = await self.store.save_orders(
            turn.guild_id, turn.id, faction.id, draft.to_dict(), submitted=submit
        )
        orders[faction.id] = saved
        names = await self._names(campaign, regions)
        await interaction.response.edit_message(
            **order_editor(turn, faction, saved, regions, names)
        )
        if submit or (current is not None and current.submitted):
            await self._refresh_panel(campaign, turn)
        if submit:
            factions = await self.store.list_factions(campaign.guild_id, campaign.id)
            waiting = [f for f in players_of(factions) if not _submitted(orders.get(f.id))]
            if not waiting:
                await self.close(campaign, turn, closed_by=None)

    async def _refresh_panel(self, campaign: Campaign, turn: Turn) -> None:
        if turn.channel_id is None or turn.message_id is None:
            return
        fresh = await self.store.get_turn(turn.guild_id, turn.id) or turn
        factions = await self.store.list_factions(campaign.guild_id, campaign.id)
        orders = await self.store.list_orders(turn.guild_id, turn.id)
        channel = self.bot.get_partial_messageable(turn.channel_id, guild_id=turn.guild_id)
        try:
            await channel.get_partial_message(turn.message_id).edit(
                **turn_panel(campaign, fresh, factions, orders)
            )
        except discord.HTTPException:
            log.warning("could not edit the panel of turn %s", turn.id, exc_info=True)

    # -- closing ---------------------------------------------------------------------------------
    async def close_by(
        self, interaction: discord.Interaction, campaign: Campaign, turn: Turn
    ) -> None:
        if not is_game_master(interaction, campaign.gm_user_id):
            raise Refusal("Only the campaign's game master can close the turn.")
        if turn.status != "open":
            raise Refusal(f"Turn {turn.number} is closed already.")
        await interaction.response.send_message(
            f"🔒 Turn {turn.number} closed by {interaction.user.mention}.",
            allowed_mentions=discord.AllowedMentions.none(),
        )
        await self.close(campaign, turn, closed_by=interaction.user.id)

    async def close(self, campaign: Campaign, turn: Turn, *, closed_by: int | None) -> None:
        """Classify the orders as they stand, store the plan, reveal it, start the claim rolls.
        Of two closes at once (the last submit and the game master), one applies."""
        async with self._locks.hold((turn.guild_id, turn.id)):
            regions = await self.store.list_regions(campaign.guild_id, campaign.id)
            factions = await self.store.list_factions(campaign.guild_id, campaign.id)
            submitted = {
                o.faction_id: o.orders
                for o in await self.store.list_orders(turn.guild_id, turn.id)
                if o.submitted
            }
            closed = close_turn(regions, factions, submitted, campaign.settings)
            try:
                turn = await self.store.close_turn(
                    turn.guild_id, turn.id, closed_by=closed_by, data=closed.data()
                )
            except TurnClosed:
                return
        await self._refresh_panel(campaign, turn)
        await self._reveal(campaign, turn)
        await self.next_roll(turn.guild_id, turn.id)

    async def _reveal(self, campaign: Campaign, turn: Turn) -> None:
        if turn.channel_id is None:
            return
        names = await self._names(campaign)
        channel = self.bot.get_partial_messageable(turn.channel_id, guild_id=turn.guild_id)
        players = sorted({p for b in reportables(turn.data) for p in b.players})
        pings = " ".join(names.mention(p) for p in players)
        try:
            await channel.send(
                content=f"⚔️ Battles to play: {pings}" if pings else None,
                embeds=reveal_embeds(turn, turn.data, names),
                allowed_mentions=PINGS,
            )
            for view in extra_views(turn, turn.data, names):
                await channel.send("🤝 Extra battles on offer:", view=view)
        except discord.HTTPException:
            log.warning("could not reveal turn %s", turn.id, exc_info=True)

    # -- claim rolls -----------------------------------------------------------------------------
    async def _rolled(self, turn: Turn) -> dict[int, Any]:
        """The turn's claim rolls started so far, by index (a cancelled one counts as done)."""
        battles = await self.store.list_battles(
            turn.guild_id, campaign_id=turn.campaign_id, limit=10_000
        )
        return {
            b.setup["roll"]: b
            for b in battles
            if b.game == RULESET.key and b.setup.get("turn_id") == turn.id
        }

    async def next_roll(self, guild_id: int, turn_id: int) -> None:
        """Start the turn's next claim roll, unless one is under way or all are done."""
        turn = await self.store.get_turn(guild_id, turn_id)
        if turn is None or turn.status != "resolving":
            return
        campaign = await self.store.get_campaign(guild_id, turn.campaign_id)
        if campaign is None or turn.channel_id is None:
            return
        async with self._locks.hold((turn.guild_id, turn.id)):
            rolled = await self._rolled(turn)
            if any(b.status == "active" for b in rolled.values()):
                return
            rolls = claim_rolls(turn.data)
            for index in range(len(rolls)):
                if index in rolled or index in turn.data.get("void", []):
                    continue
                factions = {f.id: f for f in await self.store.list_factions(guild_id, campaign.id)}
                region = await self.store.get_region(guild_id, campaign.id, rolls[index].area)
                setup = (
                    roll_setup(
                        turn.data, turn_id=turn.id, index=index, region=region, factions=factions
                    )
                    if region is not None
                    else None
                )
                if setup is None:
                    turn = await self._skip_roll(turn, index)
                    continue
                await self.bot.desk.post(
                    guild_id,
                    turn.channel_id,
                    RULESET.key,
                    setup,
                    created_by=campaign.gm_user_id or turn.opened_by,
                    campaign_id=campaign.id,
                )
                return
            await self._announce(turn, "🎲 All claim rolls of the turn are done.")

    async def _skip_roll(self, turn: Turn, index: int) -> Turn:
        """A void roll (the area is no longer another player's) is recorded with the turn."""
        void = sorted({*turn.data.get("void", []), index})
        turn = await self.store.update_turn(
            turn.guild_id,
            turn.id,
            expected_updated_at=turn.updated_at,
            data={**turn.data, "void": void},
        )
        roll = claim_rolls(turn.data)[index]
        await self._announce(
            turn, f"🎲 {roll_label(index)} on {roll.area} is void: the area changed hands."
        )
        return turn

    async def on_battle_ended(self, loaded: LoadedBattle) -> None:
        setup = loaded.battle.setup
        if loaded.battle.game == RULESET.key and "turn_id" in setup:
            await self.next_roll(loaded.battle.guild_id, setup["turn_id"])

    async def resume(self, guild_id: int) -> None:
        """After a restart: every resolving turn goes on with its next claim roll."""
        for turn in await self.store.list_turns(guild_id, status="resolving"):
            await self.next_roll(guild_id, turn.id)

    async def _announce(self, turn: Turn, text: str, *, pings: bool = False) -> None:
        if turn.channel_id is None:
            return
        channel = self.bot.get_partial_messageable(turn.channel_id, guild_id=turn.guild_id)
        mentions = PINGS if pings else discord.AllowedMentions.none()
        try:
            await channel.send(text[:2000], allowed_mentions=mentions)
        except discord.HTTPException:
            log.warning("could not post in the channel of turn %s", turn.id, exc_info=True)

    # -- fought battles --------------------------------------------------------------------------
    async def report(
        self,
        interaction: discord.Interaction,
        campaign: Campaign,
        label: str,
        winner: str | None,
    ) -> None:
        """`winner`: a faction name, or None for "no result"."""
        turn = await self.store.latest_turn(campaign.guild_id, campaign.id)
        if turn is None or turn.status != "resolving":
            raise Refusal("There is no closed turn with battles to report.")
        battle = next((b for b in reportables(turn.data) if b.label == label.upper()), None)
        if battle is None:
            raise Refusal(f"Turn {turn.number} has no battle {label} to report.")
        if battle.label in turn.data["reports"]:
            raise Refusal(f"{battle.label} is reported already.")
        factions = await self.store.list_factions(campaign.guild_id, campaign.id)
        players = {player_key(f.id) for f in factions if f.user_id == interaction.user.id}
        if not players & set(battle.players) and not is_game_master(
            interaction, campaign.gm_user_id
        ):
            raise Refusal("Only the battle's players or the game master can report it.")
        winner_key = None
        if winner is not None:
            winner_key = next(
                (player_key(f.id) for f in factions if f.name.casefold() == winner.casefold()),
                None,
            )
            if winner_key not in battle.players:
                raise Refusal(f"**{winner}** did not fight in {battle.label}.")
        regions = await self.store.list_regions(campaign.guild_id, campaign.id)
        owners = {r.key: r.owner for r in regions}
        report = {"winner": winner_key, "by": interaction.user.id}
        reports = {**turn.data["reports"], battle.label: report}
        try:
            await self.store.update_turn(
                turn.guild_id,
                turn.id,
                expected_updated_at=turn.updated_at,
                data={**turn.data, "reports": reports},
                changes=report_changes(battle, winner_key, owners),
            )
        except (TurnClosed, NotFound):
            raise Refusal("The turn changed meanwhile; report again.") from None
        names = Names.of(factions, regions)
        if winner_key is None:
            text = f"📋 {battle.label} ({names.areas_list(battle.areas)}): no result."
        else:
            taken = [
                a
                for a, p in battle.attacks
                if p == winner_key and owners[a] != faction_id_of(winner_key)
            ]
            text = f"📋 {battle.label}: **{names.faction(winner_key)}** wins" + (
                f" and takes {names.areas_list(sorted(set(taken)))}." if taken else "."
            )
            text += " Fortifications and buildings are unchanged (`/claim area set` to adjust)."
        await interaction.response.send_message(
            text, allowed_mentions=discord.AllowedMentions.none()
        )

    # -- extra battles ---------------------------------------------------------------------------
    async def on_extra(
        self, interaction: discord.Interaction, turn_id: int, label: str, values: list[str]
    ) -> None:
        try:
            turn, campaign = await self._turn(interaction.guild_id, turn_id)
            if turn.status != "resolving":
                raise Refusal("This turn is over: extra battles can no longer be agreed.")
            faction = await self._player(campaign, interaction.user.id)
            player = player_key(faction.id)
            if not values or not values[0].isdigit():
                raise Refusal("That is not one of the choices.")
            try:
                data = agree_extra(turn.data, label, player, int(values[0]))
            except ValueError as problem:
                raise Refusal(str(problem)) from None
            try:
                await self.store.update_turn(
                    turn.guild_id, turn.id, expected_updated_at=turn.updated_at, data=data
                )
            except TurnClosed:
                raise Refusal("The turn changed meanwhile; pick again.") from None
        except Refusal as refusal:
            await tell(interaction, str(refusal))
            return
        names = await self._names(campaign)
        offer = extra_offers(data)[label]
        what = option_text(offer, int(values[0]), names)
        other = next(p for p in offer.players if p != player)
        if data["extra"][label].get("agreed") is not None:
            text = (
                f"🤝 {label} agreed: **{names.faction(player)}** and {names.mention(other)} fight "
                f"over {what}. Report the winner with `/claim report battle:{label}`."
            )
        else:
            text = (
                f"🤝 **{names.faction(player)}** offers {names.mention(other)} an extra battle "
                f"({label}) over {what}: pick the same option to accept."
            )
        await interaction.response.send_message(text, allowed_mentions=PINGS)

    # -- reminders and deadlines -----------------------------------------------------------------
    async def remind(self, turn: Turn, campaign: Campaign) -> int:
        """Ping every player who has not submitted; how many were pinged."""
        factions = await self.store.list_factions(campaign.guild_id, campaign.id)
        orders = {o.faction_id: o for o in await self.store.list_orders(turn.guild_id, turn.id)}
        waiting = [f for f in players_of(factions) if not _submitted(orders.get(f.id))]
        if waiting:
            when = f" Orders are due {iso_to_timestamp(turn.deadline)}." if turn.deadline else ""
            await self._announce(
                turn,
                f"⏰ Turn {turn.number} of **{campaign.name}** waits for your orders: "
                + " ".join(f"<@{f.user_id}>" for f in waiting)
                + f".{when} Press **📝 My orders** on the turn panel or use `/claim orders`.",
                pings=True,
            )
        return len(waiting)

    async def tick(self, guild_id: int, now: datetime | None = None) -> None:
        """Send the reminders that are due and close the turns whose deadline passed."""
        now = now or datetime.now(UTC)
        for turn in await self.store.list_turns(guild_id, status="open"):
            if turn.deadline is None:
                continue
            campaign = await self.store.get_campaign(guild_id, turn.campaign_id)
            if campaign is None:
                continue
            sent = set(turn.data.get("reminders", []))
            todo = due(
                datetime.fromisoformat(turn.opened_at),
                datetime.fromisoformat(turn.deadline),
                sent,
                now,
            )
            if todo.close:
                await self._announce(turn, f"⌛ Turn {turn.number}'s deadline has passed.")
                await self.close(campaign, turn, closed_by=None)
            elif todo.reminders:
                try:
                    await self.store.update_turn(
                        guild_id,
                        turn.id,
                        expected_updated_at=turn.updated_at,
                        data={**turn.data, "reminders": sorted(sent | set(todo.reminders))},
                    )
                except TurnClosed:
                    continue  # changed meanwhile: the next tick looks again
                await self.remind(turn, campaign)


def _submitted(order: Any) -> bool:
    return order is not None and order.submitted
