"""A claim campaign's turns in Discord: open, secret orders, close and reveal, claim rolls one
after another, reminders and deadlines (reports of fought battles and extra battles: reports.py).

Everything that matters is in the store before anyone is told: a draft is saved with every click,
a close is one guarded transaction, a claim roll is a battle. The public messages of a turn (its
panel, the reveal, the extra battle selects, the lines about its claim rolls) are recorded in the
turn's data as they are posted (`posted`, and `posting` while one is under way), so after a crash
`resume` posts exactly what is missing: a message whose post may have gone out just before the
crash is looked for in the channel before it is posted again.

A claim roll is done when one of its battles finished, or it is void (the area changed hands) or
settled by the game master. A cancelled claim roll goes back to be rolled: a fresh battle, whose
`origin` (turn, roll, attempt) makes it start once however many times it is asked for.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import discord

from bot.battles import AlreadyStarted, LoadedBattle
from bot.deadlines import REMINDERS_BEFORE, due
from bot.errors import Refusal
from bot.i18n import Lang, speaking, t
from bot.i18n.names import option_name, slash
from bot.locks import KeyedLocks
from bot.posting import PostedElsewhere, give_back, take
from bot.posting import posted as _posted
from bot.shard_lease import holder_of
from bot.store import (
    Battle,
    Campaign,
    CampaignChanges,
    DatabaseUnreachable,
    Faction,
    OrdersChanged,
    Region,
    Turn,
    TurnClosed,
    TurnRunning,
)
from bot.ui import replies
from bot.ui.desk import is_game_master
from bot.ui.language import public_lang
from bot.ui.posted import find_posted
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
    roll_label,
    roll_setup,
)
from cogs.claim.mappicture import map_file, turn_attacks
from cogs.claim.render import escape
from cogs.claim.reports import ReportDesk
from cogs.claim.rules import RULESET, rule_readings
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
MUTATE_TRIES = 20


@dataclass(frozen=True)
class Progress:
    """How far a closed turn is resolved."""

    rolls: int
    rolls_done: int
    unreported: list[str]
    open_rolls: list[str]
    """Labels of the claim rolls not done, with why ("R2 (under way)")."""


@dataclass(frozen=True)
class RollState:
    """One claim roll of a closed turn, read from its battles and the turn's record."""

    index: int
    battles: tuple[Battle, ...]
    void: bool
    settled: bool

    @property
    def finished(self) -> bool:
        return any(b.status == "finished" for b in self.battles)

    @property
    def active(self) -> Battle | None:
        return next((b for b in self.battles if b.status == "active"), None)

    @property
    def cancelled(self) -> int:
        return sum(b.status == "cancelled" for b in self.battles)

    @property
    def done(self) -> bool:
        return self.finished or self.void or self.settled

    def why_open(self) -> str:
        why = "active" if self.active is not None else "cancelled" if self.cancelled else "new"
        return t("claim-roll-open", label=roll_label(self.index), why=why)


class TurnDesk(ReportDesk):
    def __init__(self, bot: Strategos) -> None:
        self.bot = bot
        self.store = bot.store
        self._locks = KeyedLocks()
        self._opening: set[tuple[int, int]] = set()
        """(guild, campaign) whose turn is being opened here: its panel is on its way."""
        self.holder = holder_of(bot)
        """Who takes a turn's messages to post (bot/posting.py): this process, as its
        shard lease names it."""

    # -- reading ---------------------------------------------------------------------------------
    async def _lang(self, campaign: Campaign) -> Lang:
        """The language of the campaign's public messages (its own, else the server's)."""
        return await public_lang(self.bot, campaign.guild_id, campaign)

    async def _turn(self, guild_id: int | None, turn_id: int) -> tuple[Turn, Campaign]:
        turn = await self.store.get_turn(guild_id, turn_id) if guild_id else None
        campaign = await self.store.get_campaign(turn.guild_id, turn.campaign_id) if turn else None
        if turn is None or campaign is None:
            raise Refusal(t("claim-no-such-turn"))
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

    # -- the turn's record -----------------------------------------------------------------------
    async def _mutate(
        self,
        guild_id: int,
        turn_id: int,
        change: Callable[[Turn], tuple[dict[str, Any], CampaignChanges | None] | None],
    ) -> Turn:
        """Apply `change` to the turn as it is now, again if the turn changed meanwhile (another
        click, a message recorded). `change` returns the new data (and campaign changes), None
        for nothing to do, or raises Refusal."""
        for _ in range(MUTATE_TRIES):
            turn = await self.store.get_turn(guild_id, turn_id)
            if turn is None:
                raise Refusal(t("claim-no-such-turn"))
            update = change(turn)
            if update is None:
                return turn
            data, changes = update
            try:
                return await self.store.update_turn(
                    guild_id,
                    turn_id,
                    expected_updated_at=turn.updated_at,
                    data=data,
                    changes=changes,
                )
            except TurnClosed:
                continue
        raise Refusal(t("claim-turn-too-fast"))

    async def _set(self, turn: Turn, change: Callable[[dict[str, Any]], dict[str, Any]]) -> Turn:
        return await self._mutate(turn.guild_id, turn.id, lambda t: (change(dict(t.data)), None))

    # -- public messages, each posted once ---------------------------------------------------------
    async def _post_once(
        self,
        turn: Turn,
        key: str,
        messages: Sequence[dict[str, Any]],
        *,
        while_open: bool = False,
        since: datetime | None = None,
    ) -> Turn:
        """Post `messages` under `key` unless the turn records them posted; PostedElsewhere
        if another process is posting them (bot/posting.py), or with `while_open` if
        the turn is no longer open. `since`: none of them can be out before then (else: before
        the turn was opened or closed).

        Before the first post the key is taken in the turn's record, and each message's id is
        recorded after it is posted; so after a crash only a message whose post was under way
        can be in doubt, and it is looked for in the channel before it is posted again."""
        if key in turn.data.get("posted", {}) or turn.channel_id is None:
            return turn
        turn, ids, in_doubt = await self._take(turn, key, while_open=while_open)
        for n in range(len(ids), len(messages)):
            ids.append(await self._send(turn, key, messages[n], in_doubt=in_doubt, since=since))
            in_doubt = False  # only the one after those recorded may be out unrecorded
            last = n == len(messages) - 1
            turn = await self._set(
                turn,
                lambda d, ids=list(ids), last=last: _posted(
                    d, key, ids, done=last, now=datetime.now(UTC)
                ),
            )
        if not messages:
            turn = await self._set(turn, lambda d: _posted(d, key, [], done=True))
        return turn

    async def _take(
        self, turn: Turn, key: str, *, while_open: bool = False
    ) -> tuple[Turn, list[int], bool]:
        """Take `key`'s messages to post from here, in the turn's record: the turn then, the
        ids of those already out, and whether one more may be out unrecorded (a crash, or a
        post that failed). PostedElsewhere if another process has them (or, `while_open`, the
        turn is closed)."""
        taken_from: list[dict[str, Any]] = []  # the record's `posting` as it was taken

        def taken(now: Turn) -> tuple[dict[str, Any], None] | None:
            taken_from.clear()  # a try that met a change meanwhile is made again
            if while_open and now.status != "open":
                return None
            data = self._take_here(dict(now.data), key)
            if data is None:
                return None
            taken_from.append(now.data.get("posting", {}))
            return data, None

        turn = await self._mutate(turn.guild_id, turn.id, taken)
        if not taken_from:
            raise PostedElsewhere(key)
        (posting,) = taken_from
        return turn, [int(i) for i in posting.get(key, [])], key in posting

    async def _send(
        self,
        turn: Turn,
        key: str,
        message: Mapping[str, Any],
        *,
        in_doubt: bool,
        since: datetime | None = None,
    ) -> int:
        """Post one of `key`'s messages, taken from here; `in_doubt`: it may be out already,
        unrecorded, and is looked for first, among those posted after `since` (by default the
        turn's opening or close). A failed post gives `key` back for the next tick to try
        again."""
        assert turn.channel_id is not None
        channel = self.bot.get_partial_messageable(turn.channel_id, guild_id=turn.guild_id)
        since = since or datetime.fromisoformat(turn.closed_at or turn.opened_at)
        found = await find_posted(self.bot, channel, message, since=since) if in_doubt else None
        if found is not None:
            return found
        try:
            return (await channel.send(**message)).id
        except discord.HTTPException:
            await self._set(turn, lambda d: give_back(d, key))
            raise

    def _take_here(self, data: dict[str, Any], key: str) -> dict[str, Any] | None:
        """`data` with `key` taken by this process, now (bot/posting.py `take`)."""
        now = datetime.now(UTC)
        return take(data, key, by=str(self.holder), now=now, gone=self.holder.knows_gone)

    async def _announce_once(
        self, turn: Turn, key: str, text: str, *, users: Sequence[int] = ()
    ) -> Turn:
        message = {"content": clip(text, CONTENT_MAX), "allowed_mentions": pings(users)}
        try:
            return await self._post_once(turn, key, [message])
        except discord.HTTPException as error:
            log.warning("could not post %s of turn %s: %s", key, turn.id, error)
            return turn

    async def _announce(self, turn: Turn, text: str, *, users: Sequence[int] = ()) -> None:
        """A line in the turn's channel that pings exactly `users` (none by default)."""
        if turn.channel_id is None:
            return
        channel = self.bot.get_partial_messageable(turn.channel_id, guild_id=turn.guild_id)
        try:
            await channel.send(clip(text, CONTENT_MAX), allowed_mentions=pings(users))
        except discord.HTTPException as error:
            log.warning("could not post in the channel of turn %s: %s", turn.id, error)

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

    # -- claim rolls -----------------------------------------------------------------------------
    async def roll_states(self, turn: Turn) -> list[RollState]:
        """Every claim roll of a closed turn, with its battles (oldest first)."""
        if "plan" not in turn.data:
            return []
        battles = await self.store.list_battles(
            turn.guild_id, campaign_id=turn.campaign_id, limit=10_000
        )
        by_roll: dict[int, list[Battle]] = {}
        for b in sorted(battles, key=lambda b: b.id):
            if b.game == RULESET.key and b.setup.get("turn_id") == turn.id:
                by_roll.setdefault(int(b.setup["roll"]), []).append(b)
        void = set(turn.data.get("void", []))
        settled = {int(i) for i in turn.data.get("settled", {})}
        return [
            RollState(i, tuple(by_roll.get(i, ())), i in void, i in settled)
            for i in range(len(claim_rolls(turn.data)))
        ]

    async def next_roll(self, guild_id: int, turn_id: int) -> None:
        """Go on with a closed turn: post what it has not shown, then start its next claim roll
        (a cancelled one again), unless one is under way; once all are done, say so (once)."""
        turn = await self.publish(guild_id, turn_id)
        if turn is None or turn.status != "resolving" or turn.channel_id is None:
            return
        posted = turn.data.get("posted", {"reveal": []})
        if "reveal" not in posted:
            return  # the reveal comes first: the clock tries again
        if "done" in posted:
            return  # every claim roll is done, and it was said
        campaign = await self.store.get_campaign(guild_id, turn.campaign_id)
        if campaign is None:
            return
        with speaking(await self._lang(campaign)), suppress(PostedElsewhere):  # all read it
            await self._roll_on(turn, campaign)  # or another process goes on with the turn

    async def _roll_on(self, turn: Turn, campaign: Campaign) -> None:
        """`next_roll` under the turn's lock: start the next claim roll, or say all are done."""
        guild_id, turn_id = turn.guild_id, turn.id
        async with self._locks.hold((turn.guild_id, turn.id)):
            turn = await self.store.get_turn(guild_id, turn_id) or turn
            if turn.status != "resolving":
                return
            states = await self.roll_states(turn)
            for state in states:
                if state.active is not None and (state.settled or state.void):
                    # settled while a battle of it ran, and the bot stopped before cancelling it
                    await self._call_off(turn, state.active, campaign.gm_user_id or turn.opened_by)
                    return
            if any(s.active is not None for s in states):
                return
            rolls = claim_rolls(turn.data)
            for state in states:
                if state.void:
                    turn = await self._announce_void(turn, state.index)
                if state.done:
                    continue
                index = state.index
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
                    turn = await self._set(
                        turn, lambda d, i=index: {**d, "void": sorted({*d.get("void", []), i})}
                    )
                    turn = await self._announce_void(turn, index)
                    continue
                attempt = state.cancelled
                if attempt:
                    names = Names.of(list(factions.values()), [region] if region else [])
                    text = t(
                        "claim-roll-again",
                        label=roll_label(index),
                        area=names.area(rolls[index].area),
                        attacker=names.faction(rolls[index].attacker),
                        defender=names.faction(rolls[index].defender),
                        settle=slash("claim turn settle", roll=roll_label(index)),
                    )
                    turn = await self._announce_once(turn, f"retry:{index}:{attempt}", text)
                try:
                    await self.bot.desk.post(
                        guild_id,
                        turn.channel_id,
                        RULESET.key,
                        setup,
                        created_by=campaign.gm_user_id or turn.opened_by,
                        campaign_id=campaign.id,
                        origin=f"claim:{turn.id}:{index}:{attempt}",
                    )
                except AlreadyStarted:
                    pass  # posted already (the platform repairs a panel that went missing)
                except (discord.HTTPException, Refusal):
                    # the clock tries again
                    log.warning("could not start claim roll %s of turn %s", index, turn.id)
                return
            await self._announce_once(turn, "done", t("claim-rolls-done", turn=turn.number))

    async def _announce_void(self, turn: Turn, index: int) -> Turn:
        """Say (once) that a claim roll is void: its area is no longer another player's."""
        key = f"void:{index}"
        if key in turn.data.get("posted", {}):
            return turn
        roll = claim_rolls(turn.data)[index]
        region = await self.store.get_region(turn.guild_id, turn.campaign_id, roll.area)
        area = escape(region.name if region else roll.area)
        text = t("claim-roll-void", label=roll_label(index), area=area)
        return await self._announce_once(turn, key, text)

    async def _call_off(self, turn: Turn, battle: Battle, user_id: int) -> str:
        """Cancel a claim roll's battle for the game master; the battle's status afterwards
        ("finished" if it ended meanwhile)."""
        try:
            after = await self.bot.battles.cancel(turn.guild_id, battle.id, user_id=user_id)
        except Refusal:
            now = await self.store.get_battle(turn.guild_id, battle.id)
            return now.status if now is not None else "cancelled"
        await self.bot.desk.refresh(after)
        self.bot.dispatch("battle_ended", after)
        return after.battle.status

    async def settle(
        self, interaction: discord.Interaction, campaign: Campaign, label: str
    ) -> None:
        """The game master settles a claim roll: void, nothing changes, counted as done. A
        battle of it under way is cancelled first."""
        turn = await self.store.latest_turn(campaign.guild_id, campaign.id)
        if turn is None or turn.status != "resolving":
            raise Refusal(t("claim-settle-no-turn"))
        rolls = claim_rolls(turn.data)
        text = label.strip().upper()
        digits = text[1:]
        index = int(digits) - 1 if digits.isascii() and digits.isdigit() and text[:1] == "R" else -1
        if not 0 <= index < len(rolls) or len(text) > 6:
            last = roll_label(len(rolls) - 1)
            known = t("claim-settle-known", last=last) if rolls else t("claim-none")
            raise Refusal(
                t("claim-settle-no-roll", turn=turn.number, label=clip(label, 10), known=known)
            )
        user_id = interaction.user.id

        def mark(current: Turn) -> tuple[dict[str, Any], None]:
            data = dict(current.data)
            if str(index) in data.get("settled", {}) or index in data.get("void", []):
                raise Refusal(t("claim-settled-already", label=roll_label(index)))
            return {**data, "settled": {**data.get("settled", {}), str(index): user_id}}, None

        async with self._locks.hold((turn.guild_id, turn.id)):
            state = (await self.roll_states(turn))[index]
            if state.finished:
                raise Refusal(t("claim-rolled-already", label=roll_label(index)))
            turn = await self._mutate(turn.guild_id, turn.id, mark)
            active = state.active
            if active is not None and await self._call_off(turn, active, user_id) == "finished":
                # it finished while we settled it: the result stands, the mark goes
                await self._set(turn, lambda d: _unsettle(d, index))
                raise Refusal(t("claim-rolled-just-now", label=roll_label(index)))
        roll = rolls[index]
        names = await self._names(campaign)
        with speaking(await self._lang(campaign)):
            text = t(
                "claim-settled",
                label=roll_label(index),
                area=names.area(roll.area),
                attacker=names.faction(roll.attacker),
                defender=names.faction(roll.defender),
                user=interaction.user.mention,
            )
            if active is not None:
                text += " " + t("claim-settled-called-off", battle=str(active.id))
        await say(interaction, content=text, allowed_mentions=QUIET)
        if active is None:
            await self.next_roll(turn.guild_id, turn.id)

    async def on_battle_ended(self, loaded: LoadedBattle) -> None:
        setup = loaded.battle.setup
        if loaded.battle.game == RULESET.key and "turn_id" in setup:
            await self.next_roll(loaded.battle.guild_id, setup["turn_id"])

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


# -- the record of posted messages ----------------------------------------------------------------
def _unsettle(data: dict[str, Any], index: int) -> dict[str, Any]:
    settled = {k: v for k, v in data.get("settled", {}).items() if k != str(index)}
    return {**data, "settled": settled}
