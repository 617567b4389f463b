"""A claim campaign's turns in Discord: open, secret orders, close and reveal, reminders and
deadlines. The other parts of `TurnDesk`: the turn's record and its public messages, each posted
once (posts.py), its claim rolls one after another (rolls.py), reports of fought battles and
extra battles (reports.py).

Everything that matters is in the store before anyone is told: a draft is saved with every click,
a close is one guarded transaction, a claim roll is a battle.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import discord

from bot.deadlines import REMINDERS_BEFORE, due
from bot.errors import Refusal
from bot.i18n import speaking, t
from bot.i18n.names import option_name, slash
from bot.locks import KeyedLocks
from bot.posting import PostedElsewhere, give_back
from bot.posting import posted as _posted
from bot.shard_lease import holder_of
from bot.store import (
    Campaign,
    DatabaseUnreachable,
    Faction,
    OrdersChanged,
    Turn,
    TurnClosed,
    TurnRunning,
)
from bot.ui import replies
from bot.ui.desk import is_game_master
from bot.ui.replies import pings
from bot.ui.text import iso_to_timestamp
from cogs.claim.campaign import (
    Draft,
    attack_options,
    campaign_map,
    claim_rolls,
    close_turn,
    player_key,
    reportables,
)
from cogs.claim.mappicture import map_file, turn_attacks
from cogs.claim.render import escape
from cogs.claim.reports import ReportDesk
from cogs.claim.rolls import RollDesk
from cogs.claim.rules import rule_readings
from cogs.claim.views import (
    CONTENT_MAX,
    QUIET,
    SELECT_OPTIONS,
    Names,
    clip,
    extra_messages,
    mention_line,
    order_editor,
    players_of,
    reveal_messages,
    say,
    show,
    turn_panel,
)

if TYPE_CHECKING:
    from bot.client import Strategos

log = logging.getLogger(__name__)
CLOSE_ATTEMPTS = 5
"""Plans made again when orders keep arriving while a turn closes (each time one more is in)."""


@dataclass(frozen=True)
class Progress:
    """How far a closed turn is resolved."""

    rolls: int
    rolls_done: int
    unreported: list[str]
    open_rolls: list[str]
    """Labels of the claim rolls not done, with why ("R2 (under way)")."""


class TurnDesk(ReportDesk, RollDesk):
    def __init__(self, bot: Strategos) -> None:
        self.bot = bot
        self.store = bot.store
        self._locks = KeyedLocks()
        self._opening: set[tuple[int, int]] = set()
        """(guild, campaign) whose turn is being opened here: its panel is on its way."""
        self.holder = holder_of(bot)

    # -- reading ---------------------------------------------------------------------------------
    async def _turn(self, guild_id: int | None, turn_id: int) -> tuple[Turn, Campaign]:
        turn = await self.store.get_turn(guild_id, turn_id) if guild_id else None
        campaign = await self.store.get_campaign(turn.guild_id, turn.campaign_id) if turn else None
        if turn is None or campaign is None:
            raise Refusal(t("claim-no-such-turn"))
        return turn, campaign

    async def _player(self, campaign: Campaign, user_id: int) -> Faction:
        faction = await self.store.faction_of(campaign.guild_id, campaign.id, user_id)
        if faction is None:
            join = slash("campaign join")
            raise Refusal(t("claim-no-faction", campaign=escape(campaign.name), join=join))
        return faction

    async def _waiting(self, turn: Turn) -> list[Faction]:
        """The players who have not submitted orders, read now."""
        factions = await self.store.list_factions(turn.guild_id, turn.campaign_id)
        submitted = {
            o.faction_id
            for o in await self.store.list_orders(turn.guild_id, turn.id)
            if o.submitted
        }
        return [f for f in players_of(factions) if f.id not in submitted]

    async def _all_in(self, turn: Turn) -> bool:
        """Every player has submitted orders (read now); a turn without players never is."""
        factions = await self.store.list_factions(turn.guild_id, turn.campaign_id)
        players = {f.id for f in players_of(factions)}
        submitted = {
            o.faction_id
            for o in await self.store.list_orders(turn.guild_id, turn.id)
            if o.submitted
        }
        return bool(players) and players <= submitted

    # -- opening ---------------------------------------------------------------------------------
    async def open(
        self, interaction: discord.Interaction, campaign: Campaign, deadline: datetime | None
    ) -> None:
        latest = await self.store.latest_turn(campaign.guild_id, campaign.id)
        if latest is not None and latest.status == "open":
            raise Refusal(t("claim-turn-still-open", turn=latest.number))
        if latest is not None and latest.status == "resolving":
            await self._require_resolved(latest)
        assert interaction.channel_id is not None
        key = (campaign.guild_id, campaign.id)
        self._opening.add(key)
        message_id = None
        try:
            try:
                turn = await self.store.open_turn(
                    campaign.guild_id,
                    campaign.id,
                    opened_by=interaction.user.id,
                    channel_id=interaction.channel_id,
                    deadline=deadline.isoformat() if deadline else None,
                    data=self._take_here({"reminders": []}, "panel"),  # the reply's to post
                )
            except TurnRunning:
                raise Refusal(t("claim-turn-opened-meanwhile")) from None
            message = await self._panel_message(campaign, turn)
            message_id = await say(interaction, **message)
            if message_id is not None:
                await self._placed_panel(turn, message_id)
        finally:
            self._opening.discard(key)
        if message_id is None:  # the reply failed: the panel goes in the channel
            turn = await self._set(turn, lambda d: give_back(d, "panel"))
            await self._ensure_panel(campaign, turn, refresh=False)

    async def _panel_message(self, campaign: Campaign, turn: Turn) -> dict[str, Any]:
        """The turn panel as a new message: while the turn is open it pings every player."""
        factions = await self.store.list_factions(campaign.guild_id, campaign.id)
        orders = await self.store.list_orders(turn.guild_id, turn.id)
        with speaking(await self._lang(campaign)):
            panel = turn_panel(campaign, turn, factions, orders)
            head = t("claim-turn-is-open", turn=turn.number) + " "
        if turn.status != "open":
            return panel
        players = [f.user_id for f in players_of(factions) if f.user_id]
        content = mention_line(head, players)
        return {**panel, "content": content, "allowed_mentions": pings(players)}

    async def _placed_panel(self, turn: Turn, message_id: int) -> Turn:
        assert turn.channel_id is not None
        await self.store.set_turn_message(
            turn.guild_id, turn.id, channel_id=turn.channel_id, message_id=message_id
        )
        return await self._set(turn, lambda d: _posted(d, "panel", [message_id], done=True))

    async def _ensure_panel(self, campaign: Campaign, turn: Turn, *, refresh: bool) -> Turn:
        """Post the turn's panel if it never was (a crash before it was recorded); with
        `refresh`, also bring a posted one up to date. One at a time for a turn, as its
        refreshes, on the turn read then: after a restart, the resume of every turn and the
        clock's tick would otherwise both find it missing and post it twice."""
        async with self._panel_held(turn):
            turn = await self.store.get_turn(turn.guild_id, turn.id) or turn
            try:
                return await self._ensure_panel_now(campaign, turn, refresh=refresh)
            except PostedElsewhere:
                return await self.store.get_turn(turn.guild_id, turn.id) or turn

    async def _ensure_panel_now(self, campaign: Campaign, turn: Turn, *, refresh: bool) -> Turn:
        if turn.channel_id is None:
            return turn
        if turn.message_id is not None and "panel" in turn.data.get("posting", {}):
            # placed, and the bot stopped before it recorded so
            turn = await self._set(
                turn, lambda d: _posted(d, "panel", [turn.message_id], done=True)
            )
        if turn.message_id is None:
            if (turn.guild_id, turn.campaign_id) in self._opening and turn.status == "open":
                return turn  # the reply to /claim turn open is on its way
            message = await self._panel_message(campaign, turn)
            turn, _, in_doubt = await self._take(turn, "panel")
            found = await self._send(turn, "panel", message, in_doubt=in_doubt)
            turn = await self._placed_panel(turn, found)
            if not refresh:
                return turn
        if refresh:
            await self._refresh_panel_now(campaign, turn)
        return turn

    async def _require_resolved(self, turn: Turn) -> None:
        """The previous turn may be left behind once its claim rolls are done and its battles
        reported (a battle played elsewhere can be reported as "no result")."""
        progress = await self.progress(turn)
        if progress.rolls_done < progress.rolls:
            rolls = clip(", ".join(progress.open_rolls), 1500)
            settle = slash("claim turn settle")
            raise Refusal(t("claim-rolls-not-done", turn=turn.number, rolls=rolls, settle=settle))
        if progress.unreported:
            battles = clip(", ".join(progress.unreported), 1500)
            raise Refusal(
                t(
                    "claim-battles-unreported",
                    turn=turn.number,
                    battles=battles,
                    report=slash("claim report"),
                    no_result=option_name("claim report", "no_result"),
                )
            )

    async def progress(self, turn: Turn) -> Progress:
        rolls = await self.roll_states(turn)
        return Progress(
            rolls=len(rolls),
            rolls_done=sum(r.done for r in rolls),
            unreported=[
                b.label for b in reportables(turn.data) if b.label not in turn.data["reports"]
            ],
            open_rolls=[r.why_open() for r in rolls if not r.done],
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
            await replies.tell(interaction, str(refusal))

    async def show_orders(
        self, interaction: discord.Interaction, campaign: Campaign, turn: Turn
    ) -> None:
        if turn.status != "open":
            raise Refusal(t("claim-turn-closed-orders", turn=turn.number))
        faction = await self._player(campaign, interaction.user.id)
        orders = {o.faction_id: o for o in await self.store.list_orders(turn.guild_id, turn.id)}
        regions = await self.store.list_regions(campaign.guild_id, campaign.id)
        names = await self._names(campaign, regions)
        editor = order_editor(turn, faction, orders.get(faction.id), regions, names)
        await replies.send(interaction, **editor, ephemeral=True)

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
            await replies.tell(interaction, str(refusal))
        except TurnClosed:
            await replies.tell(interaction, t("claim-this-turn-closed"))

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
            raise Refusal(t("claim-not-our-button"))
        if faction.user_id != interaction.user.id:
            raise Refusal(t("claim-not-your-orders"))
        if turn.status != "open":
            raise Refusal(t("claim-turn-closed-orders", turn=turn.number))
        regions = await self.store.list_regions(campaign.guild_id, campaign.id)
        board = campaign_map(regions)
        current = next(
            (
                o
                for o in await self.store.list_orders(turn.guild_id, turn.id)
                if o.faction_id == faction.id
            ),
            None,
        )
        draft = Draft.read(current.orders if current else None)
        valid = set(board.owners)
        if any(v not in valid and v != "-" for v in values):
            raise Refusal(t("claim-area-gone"))
        offered = set(attack_options(player_key(faction.id), board)[:SELECT_OPTIONS])
        if any(v not in offered and v != "-" for v in values):
            raise Refusal(t("claim-area-not-offered"))
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
            raise Refusal(clip(t("claim-not-submitted", problem=problems[0]), 1800))
        saved = await self.store.save_orders(
            turn.guild_id, turn.id, faction.id, draft.to_dict(), submitted=submit
        )
        names = await self._names(campaign, regions)
        await show(interaction, **order_editor(turn, faction, saved, regions, names))
        if submit or (current is not None and current.submitted):
            await self._refresh_panel(campaign, turn)
        if submit and await self._all_in(turn):
            # read after this save: of two last orders at once, the later sees both
            await self.close(campaign, turn, closed_by=None)

    async def _refresh_panel(self, campaign: Campaign, turn: Turn) -> None:
        """Bring the panel up to date: one refresh at a time for a turn, each reading the turn
        when its turn comes, so the last edit shows the latest state (a submit's refresh, the
        close it brings, a restart's resume and the clock's tick may refresh it at once)."""
        async with self._panel_held(turn):
            await self._refresh_panel_now(campaign, turn)

    def _panel_held(self, turn: Turn) -> Any:
        """The turn's panel, posted or edited by one task at a time."""
        return self._locks.hold(("panel", turn.guild_id, turn.id))

    async def _refresh_panel_now(self, campaign: Campaign, turn: Turn) -> None:
        fresh = await self.store.get_turn(turn.guild_id, turn.id) or turn
        if fresh.channel_id is None or fresh.message_id is None:
            return
        factions = await self.store.list_factions(campaign.guild_id, campaign.id)
        orders = await self.store.list_orders(turn.guild_id, turn.id)
        channel = self.bot.get_partial_messageable(fresh.channel_id, guild_id=fresh.guild_id)
        with speaking(await self._lang(campaign)):
            panel = turn_panel(campaign, fresh, factions, orders)
        try:
            await channel.get_partial_message(fresh.message_id).edit(**panel)
        except discord.NotFound:
            # the panel was deleted: post it again and remember where
            try:
                message = await channel.send(**{k: v for k, v in panel.items() if v is not None})
            except discord.HTTPException as error:
                log.warning("could not post the panel of turn %s: %s", turn.id, error)
                return
            await self._placed_panel(fresh, message.id)
        except discord.HTTPException as error:
            log.warning("could not edit the panel of turn %s: %s", turn.id, error)

    # -- closing ---------------------------------------------------------------------------------
    async def close_by(
        self, interaction: discord.Interaction, campaign: Campaign, turn: Turn
    ) -> None:
        if not is_game_master(interaction, campaign.gm_user_id):
            raise Refusal(t("claim-only-gm-closes"))
        if turn.status != "open":
            raise Refusal(t("claim-turn-closed-already", turn=turn.number))
        closed = await self._commit_close(campaign, turn, closed_by=interaction.user.id)
        if closed is None:
            raise Refusal(t("claim-turn-closed-already", turn=turn.number))
        with speaking(await self._lang(campaign)):
            text = t("claim-turn-closed-by", turn=turn.number, user=interaction.user.mention)
        await say(interaction, content=text, allowed_mentions=QUIET)
        await self._after_close(campaign, closed)

    async def close(
        self, campaign: Campaign, turn: Turn, *, closed_by: int | None, note: str | None = None
    ) -> bool:
        """Classify the orders as they stand, store the plan, reveal it, start the claim rolls.
        Of several closes at once (the last two orders, the game master, the deadline) one
        applies: True for that one."""
        closed = await self._commit_close(campaign, turn, closed_by=closed_by, note=note)
        if closed is None:
            return False
        await self._after_close(campaign, closed)
        return True

    async def _commit_close(
        self, campaign: Campaign, turn: Turn, *, closed_by: int | None, note: str | None = None
    ) -> Turn | None:
        """The close itself, one transaction on the orders read now; None if the turn was
        closed already."""
        async with self._locks.hold((turn.guild_id, turn.id)):
            for _ in range(CLOSE_ATTEMPTS):
                fresh = await self.store.get_turn(turn.guild_id, turn.id)
                if fresh is None or fresh.status != "open":
                    return None
                regions = await self.store.list_regions(campaign.guild_id, campaign.id)
                factions = await self.store.list_factions(campaign.guild_id, campaign.id)
                orders = await self.store.list_orders(turn.guild_id, turn.id)
                submitted = {o.faction_id: o.orders for o in orders if o.submitted}
                with speaking(await self._lang(campaign)):  # its notes are revealed to all
                    closed = close_turn(
                        regions, factions, submitted, rule_readings(campaign.settings)
                    )
                data = {**closed.data(), "posted": {}, "posting": {}}
                if fresh.message_id is not None:
                    data["posted"]["panel"] = [fresh.message_id]
                if note:
                    data["note"] = note
                try:
                    return await self.store.close_turn(
                        turn.guild_id,
                        turn.id,
                        closed_by=closed_by,
                        data=data,
                        orders_seen={o.faction_id: o.updated_at for o in orders},
                    )
                except TurnClosed:
                    return None
                except OrdersChanged:
                    continue  # an order came in while the plan was made: make it again
            log.error("turn %s kept changing while it closed; left open", turn.id)
            return None

    async def _after_close(self, campaign: Campaign, turn: Turn) -> None:
        await self._refresh_panel(campaign, turn)
        await self.next_roll(turn.guild_id, turn.id)

    async def publish(self, guild_id: int, turn_id: int) -> Turn | None:
        """Post what a closed turn has not shown yet, in order: the closing note, the reveal,
        the extra battle selects. The turn as recorded afterwards."""
        async with self._locks.hold(("publish", guild_id, turn_id)):
            turn = await self.store.get_turn(guild_id, turn_id)
            if turn is None or turn.status == "open" or turn.channel_id is None:
                return turn
            posted = turn.data.get("posted")
            if posted is None or all(k in posted for k in ("note", "reveal", "extras", "map")):
                return turn  # all shown (None: closed by an earlier version, which showed it)
            campaign = await self.store.get_campaign(guild_id, turn.campaign_id)
            if campaign is None:
                return turn
            names = await self._names(campaign)
            lang = await self._lang(campaign)
            try:
                with speaking(lang):
                    if turn.data.get("note"):
                        note = {"content": turn.data["note"], "allowed_mentions": QUIET}
                        turn = await self._post_once(turn, "note", [note])
                    else:
                        turn = await self._set(turn, lambda d: _posted(d, "note", [], done=True))
                    turn = await self._post_once(
                        turn, "reveal", self._reveal_messages(campaign, turn, names)
                    )
                    turn = await self._post_once(
                        turn, "extras", extra_messages(turn, turn.data, names)
                    )
                    turn = await self._post_map(campaign, turn)
            except discord.HTTPException as error:
                log.warning("could not reveal turn %s: %s", turn.id, error)
            except PostedElsewhere:  # another process goes on with the turn
                return await self.store.get_turn(guild_id, turn_id)
            return turn

    async def _post_map(self, campaign: Campaign, turn: Turn) -> Turn:
        """The map with this turn's attacks drawn, after the reveal (once)."""
        if "map" in turn.data.get("posted", {}):
            return turn
        attacks = turn_attacks(claim_rolls(turn.data), reportables(turn.data))
        title = t("claim-picture-turn-title", campaign=campaign.name, turn=turn.number)
        file = await map_file(self.store, campaign, attacks=attacks, title=title)
        if file is None:
            return await self._set(turn, lambda d: _posted(d, "map", [], done=True))
        message = {
            "content": t("claim-turn-map", turn=turn.number),
            "file": file,
            "allowed_mentions": QUIET,
        }
        return await self._post_once(turn, "map", [message])

    def _reveal_messages(
        self, campaign: Campaign, turn: Turn, names: Names
    ) -> list[dict[str, Any]]:
        messages = reveal_messages(campaign.name, turn, turn.data, names)
        players = sorted({p for b in reportables(turn.data) for p in b.players})
        users = [u for u in (names.user(p) for p in players) if u]
        if users:
            messages[0] = {
                **messages[0],
                "content": mention_line(t("claim-battles-to-play") + " ", users),
                "allowed_mentions": pings(users),
            }
        return messages

    async def resume(self, guild_id: int) -> None:
        """After a restart: every turn's public messages are posted or brought up to date, an
        open turn whose players have all submitted closes, every closed turn goes on."""
        for turn in await self.store.running_turns(guild_id):
            try:
                await self._resume_turn(turn)
            except DatabaseUnreachable:
                raise  # every turn would meet it: the guild's pass is made again (sweep_guilds)
            except Exception:
                log.exception("resuming turn %s", turn.id)

    async def _resume_turn(self, turn: Turn) -> None:
        campaign = await self.store.get_campaign(turn.guild_id, turn.campaign_id)
        if campaign is None:
            return
        try:
            turn = await self._ensure_panel(campaign, turn, refresh=True)
        except discord.HTTPException as error:
            log.warning("could not post the panel of turn %s: %s", turn.id, error)
        if turn.status == "open":
            if await self._all_in(turn):
                await self.close(campaign, turn, closed_by=None)
            return
        await self.next_roll(turn.guild_id, turn.id)

    # -- reminders and deadlines -----------------------------------------------------------------
    async def remind(self, turn: Turn, campaign: Campaign) -> int:
        """Ping every player who has not submitted (the game master asks); how many were
        pinged."""
        waiting = await self._waiting(turn)
        if waiting:
            users = [f.user_id for f in waiting if f.user_id]
            await self._announce(turn, await self._reminder(turn, campaign, users), users=users)
        return len(waiting)

    async def _reminder(self, turn: Turn, campaign: Campaign, users: list[int]) -> str:
        with speaking(await self._lang(campaign)):
            due_at = iso_to_timestamp(turn.deadline) if turn.deadline else ""
            when = f" {t('claim-remind-due', when=due_at)}" if turn.deadline else ""
            tail = f".{when} {t('claim-remind-how', orders=slash('claim orders'))}"
            name = escape(campaign.name)
            head = t("claim-remind-head", turn=turn.number, campaign=name) + " "
        return mention_line(head, users, CONTENT_MAX - len(tail)) + tail

    async def _remind_once(self, turn: Turn, campaign: Campaign, due_now: tuple[int, ...]) -> None:
        """The clock's reminder, due now: one ping for all of `due_now` (the last one's key,
        bot/posting.py), recorded as sent once it is out. A post that failed or that a
        crash cut short is tried again at a later tick, while the turn is open and before its
        deadline (`due` then names the same reminders), and looked for in the channel first."""
        assert turn.deadline is not None
        last = max(due_now)
        waiting = await self._waiting(turn)
        users = [f.user_id for f in waiting if f.user_id]
        if users:
            text = await self._reminder(turn, campaign, users)
            message = {"content": clip(text, CONTENT_MAX), "allowed_mentions": pings(users)}
            since = datetime.fromisoformat(turn.deadline) - REMINDERS_BEFORE[last]
            try:
                turn = await self._post_once(
                    turn, f"reminder:{last}", [message], while_open=True, since=since
                )
            except PostedElsewhere:
                return  # another process reminds, or the turn closed meanwhile
            except discord.HTTPException as error:
                log.warning("could not remind the players of turn %s: %s", turn.id, error)
                return  # given back: the next tick tries again

        def sent(now: Turn) -> tuple[dict[str, Any], None] | None:
            if now.status != "open":
                return None
            was = set(now.data.get("reminders", []))
            return {**now.data, "reminders": sorted(was | set(due_now))}, None

        await self._mutate(turn.guild_id, turn.id, sent)

    async def tick(self, guild_id: int, now: datetime | None = None) -> None:
        """The clock: send the reminders that are due, close the turns whose deadline passed or
        whose players have all submitted, and go on with closed turns (what a failed post or a
        crash left behind)."""
        now = now or datetime.now(UTC)
        for turn in await self.store.running_turns(guild_id):
            if turn.status == "resolving":
                await self.next_roll(guild_id, turn.id)
                continue
            campaign = await self.store.get_campaign(guild_id, turn.campaign_id)
            if campaign is None:
                continue
            if turn.message_id is None:
                try:
                    turn = await self._ensure_panel(campaign, turn, refresh=False)
                except discord.HTTPException as error:
                    log.warning("could not post the panel of turn %s: %s", turn.id, error)
            if await self._all_in(turn):
                await self.close(campaign, turn, closed_by=None)
                continue
            if turn.deadline is None:
                continue
            sent = set(turn.data.get("reminders", []))
            todo = due(
                datetime.fromisoformat(turn.opened_at),
                datetime.fromisoformat(turn.deadline),
                sent,
                now,
            )
            if todo.close:
                with speaking(await self._lang(campaign)):
                    note = t("claim-deadline-passed", turn=turn.number)
                await self.close(campaign, turn, closed_by=None, note=note)
            elif todo.reminders:
                await self._remind_once(turn, campaign, todo.reminders)
