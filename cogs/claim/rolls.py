"""A closed claim turn's claim rolls, one after another: each a battle started once (its
`origin`: turn, roll, attempt), void when its area changed hands, settled by the game master, or
rolled again when cancelled. A part of `TurnDesk` (turns.py)."""

from __future__ import annotations

import logging
from contextlib import suppress
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.battles import AlreadyStarted, LoadedBattle
from bot.errors import Refusal
from bot.i18n import speaking, t
from bot.i18n.names import slash
from bot.locks import KeyedLocks
from bot.posting import PostedElsewhere
from bot.store import Battle, Campaign, Turn
from cogs.claim.campaign import claim_rolls, roll_label, roll_setup
from cogs.claim.posts import TurnPosts
from cogs.claim.render import escape
from cogs.claim.rules import RULESET
from cogs.claim.views import QUIET, Names, clip, say

log = logging.getLogger(__name__)


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


class RollDesk(TurnPosts):
    """The claim rolls; mixed into `TurnDesk`, which gives the methods below."""

    _locks: KeyedLocks

    if TYPE_CHECKING:

        async def publish(self, guild_id: int, turn_id: int) -> Turn | None: ...

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


def _unsettle(data: dict[str, Any], index: int) -> dict[str, Any]:
    settled = {k: v for k, v in data.get("settled", {}).items() if k != str(index)}
    return {**data, "settled": settled}
