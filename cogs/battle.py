"""`/battle list|show|log|verify|undo|cancel`: every game's battles, managed the same way.

What only the asker reads (the list, the log, refusals) speaks their language; what the channel
reads (the panel posted again, an undo or a cancel, a request for consent, a verification's
verdict) speaks the battle's campaign's or the server's (`battle_lang`)."""

from __future__ import annotations

import io
import json
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.battles import LoadedBattle
from bot.engine import AskKind, seed_commitment
from bot.errors import Refusal
from bot.i18n import current, speaking, t
from bot.i18n.names import slash
from bot.store import AuditEntry
from bot.ui import replies
from bot.ui.consent import RequestButton, ask_consent, is_battle_gm
from bot.ui.narration import battle_lang
from bot.ui.render import event_lines, render_panel, value_words
from bot.ui.text import iso_to_timestamp
from bot.verify import export_battle, verify_export

if TYPE_CHECKING:
    from bot.client import Strategos

STATUSES = ["active", "finished", "cancelled"]


def status_word(status: str) -> str:
    """A battle's status as the reader says it ("active", "finished", "cancelled")."""
    return t("battle-cmd-status", status=status) if status in STATUSES else status


def versus(setup: dict) -> str:
    """The seats' names: "Alice vs Bob"."""
    names = [s.get("name", k) for k, s in setup.get("seats", {}).items()]
    return f" {t('battle-cmd-versus')} ".join(names)


async def battle_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[int]]:
    if interaction.guild_id is None:
        return []
    bot: Strategos = interaction.client  # type: ignore[assignment]
    battles = await bot.store.list_battles(interaction.guild_id, limit=25)
    choices = []
    for b in battles:
        game = bot.games.get(b.game)
        label = t(
            "battle-cmd-choice",
            battle=str(b.id),
            game=game.shown_title if game else b.game,
            sides=versus(b.setup),
            status=status_word(b.status),
        )
        if current in label:
            choices.append(app_commands.Choice(name=label[:100], value=b.id))
    return choices


class BattleCog(commands.Cog):
    battle = app_commands.Group(
        name="battle", description="Battles on this server, of any game", guild_only=True
    )

    def __init__(self, bot: Strategos) -> None:
        self.bot = bot

    async def _load(self, interaction: discord.Interaction, battle_id: int) -> LoadedBattle:
        assert interaction.guild_id is not None
        return await self.bot.battles.load(interaction.guild_id, battle_id)

    @battle.command(name="list", description="The battles on this server, newest first")
    @app_commands.describe(status="Only the battles in this state")
    @app_commands.choices(status=[app_commands.Choice(name=s, value=s) for s in STATUSES])
    async def list_(self, interaction: discord.Interaction, status: str | None = None) -> None:
        assert interaction.guild_id is not None
        battles = await self.bot.store.list_battles(interaction.guild_id, status=status, limit=20)
        if not battles:
            raise Refusal(
                t("battle-cmd-list-none")
                if status is None
                else t("battle-cmd-list-none-status", status=status)
            )
        lines = []
        for b in battles:
            game = self.bot.games.get(b.game)
            line = t(
                "battle-cmd-list-line",
                battle=str(b.id),
                game=game.shown_title if game else b.game,
                sides=versus(b.setup),
                status=status_word(b.status),
                since=iso_to_timestamp(b.created_at),
            )
            if b.message_id:
                where = f"https://discord.com/channels/{b.guild_id}/{b.channel_id}/{b.message_id}"
                line += f" · [{t('battle-cmd-list-panel')}]({where})"
            lines.append(line)
        embed = discord.Embed(title=t("battle-cmd-list-title"), description="\n".join(lines)[:4000])
        await replies.send(interaction, embed=embed, ephemeral=True)

    @battle.command(name="show", description="Post a battle's panel here again, with its buttons")
    @app_commands.describe(battle="Which battle (its number)")
    @app_commands.autocomplete(battle=battle_autocomplete)
    async def show(self, interaction: discord.Interaction, battle: int) -> None:
        assert interaction.guild_id is not None and interaction.channel_id is not None
        # one move at a time, between answers: the battle is read, its panel posted again and
        # recorded, and the one it replaces retired, before another answer or move of it
        async with self.bot.battles.hold(interaction.guild_id, battle):
            loaded = await self._load(interaction, battle)
            active = loaded.battle.status == "active"
            if active:
                await self.bot.desk.moving(loaded, interaction.channel_id)
            with speaking(await battle_lang(self.bot, loaded)):  # the channel reads the panel
                message_id = await replies.send(interaction, **render_panel(loaded).kwargs())
                if active and message_id is not None:
                    await self.bot.desk.moved(loaded, interaction.channel_id, message_id)
                elif active:  # no copy went out: what the battle shows is noted again
                    self.bot.desk.keeper.schedule(loaded.battle.guild_id, loaded.battle.id)

    @battle.command(name="log", description="Every step, roll and answer of a battle, as a file")
    @app_commands.describe(battle="Which battle (its number)")
    @app_commands.autocomplete(battle=battle_autocomplete)
    async def log(self, interaction: discord.Interaction, battle: int) -> None:
        """The readable log, and always its JSON export (`battle-<id>.json`) that anyone can
        check with `python -m bot.verify`. Answers to a secret ask still open stay hidden."""
        loaded = await self._load(interaction, battle)
        b = loaded.battle
        number = str(b.id)
        audit = await self.bot.store.audit_log(b.guild_id, b.id)
        head = [
            t(
                "battle-cmd-log-title",
                game=loaded.game.shown_title,
                battle=number,
                status=status_word(b.status),
            ),
            t("battle-cmd-log-commitment", sha=seed_commitment(b.seed)),
        ]
        if b.status != "active":
            head.append(t("battle-cmd-log-seed", seed=b.seed))
        events = event_lines(loaded, loaded.state.events_for(None))
        lines = [*head, "", *events, "", t("battle-cmd-log-answers")]
        people = {user: loaded.seat_name(seat) for seat, user in loaded.players().items()}
        for entry in audit:
            who = people.get(entry.user_id or 0) or t("battle-cmd-log-gm")
            lines.append(
                f"{entry.at[:19].replace('T', ' ')} · {who} · {_audit_line(loaded, entry)}"
            )
        export = export_battle(
            b, audit, loaded.state, loaded.game.shown_title, loaded.game.public_setup
        )
        name = f"battle-{b.id}.json"
        files = [discord.File(io.BytesIO(json.dumps(export, indent=1).encode()), filename=name)]
        if b.status == "active":
            how = t("battle-cmd-log-record", file=name)
        else:
            how = t("battle-cmd-log-check", file=name, verify=slash("battle verify"))
        text = "\n".join(lines)
        if len(text) + len(how) + 2 <= 1900:
            content = f"{text}\n\n{how}"
        else:
            files.insert(0, discord.File(io.BytesIO(text.encode()), filename=f"battle-{b.id}.txt"))
            content = "\n".join([*head, "", t("battle-cmd-log-attached", battle=number), how])
        await replies.send(
            interaction,
            ephemeral=True,
            content=content[:2000],
            files=files,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @battle.command(name="verify", description="Re-derive every roll of a battle from its seed")
    @app_commands.describe(battle="Which battle (its number)")
    @app_commands.autocomplete(battle=battle_autocomplete)
    async def verify(self, interaction: discord.Interaction, battle: int) -> None:
        """What `python -m bot.verify` says of the battle's own export: all rolls match, or
        which one does not. Shown to the channel (in its language) once the battle is over."""
        loaded = await self._load(interaction, battle)
        b = loaded.battle
        audit = await self.bot.store.audit_log(b.guild_id, b.id)
        export = export_battle(b, audit, loaded.state, loaded.game.title)
        report = verify_export(export, loaded.game.ruleset)
        public = report.verdict in ("match", "mismatch")
        with speaking(await battle_lang(self.bot, loaded) if public else current()):
            content = report.text(limit=1900)
        await replies.send(
            interaction,
            ephemeral=not public,
            content=content,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @battle.command(name="undo", description="Take back the last choice (yours, or by consent)")
    @app_commands.describe(battle="Which battle (its number)")
    @app_commands.autocomplete(battle=battle_autocomplete)
    async def undo(self, interaction: discord.Interaction, battle: int) -> None:
        """Alone: your own last choice while nothing has been revealed since. Otherwise the
        game master, or every other player's consent (a request with Agree / Refuse)."""
        loaded = await self._load(interaction, battle)
        b, user = loaded.battle, interaction.user.id
        _require_active(loaded)
        if not b.answers:
            raise Refusal(t("battle-cmd-undo-nothing"))
        if await is_battle_gm(interaction, loaded):
            await self._apply(interaction, loaded, self.bot.desk.undo, "gm")
            return
        if not loaded.seats_of_user(user):
            raise Refusal(t("battle-cmd-not-a-player"))
        last = await self.bot.battles.last_answer_by(loaded)
        if last == user and not await self.bot.battles.revealed_since_last(loaded):
            await self._apply(interaction, loaded, self.bot.desk.undo, "unrevealed")
            return
        others = loaded.others(user)
        if not others:
            raise Refusal(t("battle-cmd-undo-revealed"))
        with speaking(await battle_lang(self.bot, loaded)):  # the request is public
            note = t("battle-cmd-undo-note", mine="yes" if last == user else "no")
            await ask_consent(interaction, loaded, "undo", others, f" {note}")

    @battle.command(name="cancel", description="Call off a battle (game master, or by consent)")
    @app_commands.describe(battle="Which battle (its number)")
    @app_commands.autocomplete(battle=battle_autocomplete)
    async def cancel(self, interaction: discord.Interaction, battle: int) -> None:
        """A campaign's battle: its game master only. A quick battle: a player alone before
        any die is rolled; after that, with the other side's consent (or Manage Server)."""
        loaded = await self._load(interaction, battle)
        b, user = loaded.battle, interaction.user.id
        _require_active(loaded)
        if await is_battle_gm(interaction, loaded):
            await self._apply(interaction, loaded, self.bot.desk.cancel, "gm")
            return
        if b.campaign_id is not None:
            raise Refusal(t("battle-cmd-cancel-campaign"))
        if not loaded.seats_of_user(user):
            raise Refusal(t("battle-cmd-not-a-player"))
        if not loaded.state.rolls:
            await self._apply(interaction, loaded, self.bot.desk.cancel, "no-dice")
            return
        others = loaded.others(user, other_side=True)
        if not others:
            raise Refusal(t("battle-cmd-cancel-rolled"))
        with speaking(await battle_lang(self.bot, loaded)):  # the request is public
            note = t("battle-cmd-cancel-note")
            await ask_consent(interaction, loaded, "cancel", others, f" {note}")

    async def _apply(
        self, interaction: discord.Interaction, loaded: LoadedBattle, act, how: str
    ) -> None:
        """Undo or cancel now, and say so in the channel, in its language. `how`: "gm" (by
        the game master), "unrevealed" (nothing revealed since) or "no-dice" (no die rolled)."""
        battle = loaded.battle
        with speaking(await battle_lang(self.bot, loaded)):
            _, lines = await act(
                battle.guild_id,
                battle.id,
                user_id=interaction.user.id,
                how=t("battle-cmd-how", how=how),
                expected=len(battle.answers),
            )
            await replies.send(
                interaction,
                content="\n".join(lines)[:2000],
                allowed_mentions=discord.AllowedMentions.none(),
            )


def _require_active(loaded: LoadedBattle) -> None:
    status = loaded.battle.status
    if status != "active":
        raise Refusal(t("battle-cmd-not-active", battle=str(loaded.battle.id), status=status))


def _is_hidden(loaded: LoadedBattle, seq: int) -> bool:
    """An answer to the secret ask still open must not leak through the log."""
    state = loaded.state
    return state.pending is not None and seq >= state.answer_count - len(state.answered)


def _audit_line(loaded: LoadedBattle, entry: AuditEntry) -> str:
    """One audit entry of `/battle log`: an answer (hidden while its secret ask is open), or an
    undo with the dice it threw away, which stay on record."""
    seat = entry.payload.get("seat")
    side = (
        f" {t('battle-cmd-log-for', seat=loaded.seat_name(seat))}" if isinstance(seat, str) else ""
    )
    if entry.action == "answer":
        sealed = bool(entry.payload.get("sealed"))  # a hand of cards: hidden to the end
        if loaded.battle.status == "active" and (sealed or _is_hidden(loaded, entry.seq)):
            return t("battle-cmd-log-answered-secret", side=side)
        value = value_words(entry.payload.get("value"))
        return t("battle-cmd-log-answered", side=side, value=value)
    if entry.action == "undo":
        pending = loaded.state.pending
        secret = pending is not None and pending.kind is AskKind.SECRET
        taken_back = entry.payload.get("answer", entry.payload)
        sealed = isinstance(taken_back, dict) and bool(taken_back.get("sealed"))
        if loaded.battle.status == "active" and (
            sealed or (secret and entry.payload.get("seq") == loaded.state.ask_seq)
        ):
            # a secret choice taken back while the others still choose stays secret
            return t("battle-cmd-log-took-back-secret", side=side)
        value = value_words(entry.payload.get("value"))
        line = t("battle-cmd-log-took-back", side=side, value=value)
        thrown = [r for r in entry.payload.get("rolls") or [] if isinstance(r, dict)]
        if thrown:
            dice = "; ".join(
                f"{value_words(r.get('purpose'))} {' '.join(map(str, r.get('faces') or []))}"
                for r in thrown
            )
            line += " " + t("battle-cmd-log-thrown-away", dice=dice)
        return line
    if entry.action in ("start", "cancel", "finish"):
        return t("battle-cmd-log-action", action=entry.action)
    return entry.action


async def setup(bot: Strategos) -> None:
    bot.add_dynamic_items(RequestButton)
    await bot.add_cog(BattleCog(bot))
