"""`/battle list|show|log|verify|undo|cancel`: every game's battles, managed the same way."""

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
from bot.store import AuditEntry
from bot.ui import replies
from bot.ui.consent import RequestButton, ask_consent, is_battle_gm
from bot.ui.render import event_lines, render_panel, value_words
from bot.ui.text import iso_to_timestamp
from bot.verify import export_battle, verify_export

if TYPE_CHECKING:
    from bot.client import Strategos

STATUSES = ["active", "finished", "cancelled"]


async def battle_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[int]]:
    if interaction.guild_id is None:
        return []
    bot: Strategos = interaction.client  # type: ignore[assignment]
    battles = await bot.store.list_battles(interaction.guild_id, limit=25)
    choices = []
    for b in battles:
        seats = " vs ".join(s.get("name", k) for k, s in b.setup.get("seats", {}).items())
        label = f"#{b.id} {b.game} · {seats} · {b.status}"
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
    @app_commands.choices(status=[app_commands.Choice(name=s, value=s) for s in STATUSES])
    async def list_(self, interaction: discord.Interaction, status: str | None = None) -> None:
        assert interaction.guild_id is not None
        battles = await self.bot.store.list_battles(interaction.guild_id, status=status, limit=20)
        if not battles:
            raise Refusal("No battles here yet." if status is None else f"No {status} battles.")
        lines = []
        for b in battles:
            game = self.bot.games.get(b.game)
            seats = " vs ".join(s.get("name", k) for k, s in b.setup.get("seats", {}).items())
            where = (
                f"https://discord.com/channels/{b.guild_id}/{b.channel_id}/{b.message_id}"
                if b.message_id
                else ""
            )
            lines.append(
                f"**#{b.id}** {game.title if game else b.game} · {seats} · {b.status}"
                f" · {iso_to_timestamp(b.created_at)}" + (f" · [panel]({where})" if where else "")
            )
        embed = discord.Embed(title="⚔️ Battles", description="\n".join(lines)[:4000])
        await replies.send(interaction, embed=embed, ephemeral=True)

    @battle.command(name="show", description="Post a battle's panel here again, with its buttons")
    @app_commands.autocomplete(battle=battle_autocomplete)
    async def show(self, interaction: discord.Interaction, battle: int) -> None:
        loaded = await self._load(interaction, battle)
        message_id = await replies.send(interaction, **render_panel(loaded).kwargs())
        if loaded.battle.status == "active" and message_id is not None:
            assert interaction.channel_id is not None
            await self.bot.desk.moved(loaded, interaction.channel_id, message_id)

    @battle.command(name="log", description="Every step, roll and answer of a battle, as a file")
    @app_commands.autocomplete(battle=battle_autocomplete)
    async def log(self, interaction: discord.Interaction, battle: int) -> None:
        """The readable log, and always its JSON export (`battle-<id>.json`) that anyone can
        check with `python -m bot.verify`. Answers to a secret ask still open stay hidden."""
        loaded = await self._load(interaction, battle)
        b = loaded.battle
        audit = await self.bot.store.audit_log(b.guild_id, b.id)
        head = [f"{loaded.game.title} — battle #{b.id} ({b.status})"]
        head.append(f"Seed SHA-256: {seed_commitment(b.seed)}")
        if b.status != "active":
            head.append(f"Seed: {b.seed}")
        lines = [*head, "", *event_lines(loaded, loaded.state.events_for(None)), "", "Answers:"]
        people = {user: loaded.seat_name(seat) for seat, user in loaded.players().items()}
        for entry in audit:
            who = people.get(entry.user_id or 0, "the game master")
            lines.append(
                f"{entry.at[:19].replace('T', ' ')} · {who} · {_audit_line(loaded, entry)}"
            )
        export = export_battle(b, audit, loaded.state, loaded.game.title)
        name = f"battle-{b.id}.json"
        files = [discord.File(io.BytesIO(json.dumps(export, indent=1).encode()), filename=name)]
        if b.status == "active":
            how = f"`{name}` is its record; its seed stays secret until it ends."
        else:
            how = f"Check every roll yourself: `python -m bot.verify {name}` (or `/battle verify`)."
        text = "\n".join(lines)
        if len(text) + len(how) + 2 <= 1900:
            content = f"{text}\n\n{how}"
        else:
            files.insert(0, discord.File(io.BytesIO(text.encode()), filename=f"battle-{b.id}.txt"))
            content = "\n".join([*head, "", f"The full log of battle #{b.id} is attached.", how])
        await replies.send(
            interaction,
            ephemeral=True,
            content=content[:2000],
            files=files,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @battle.command(name="verify", description="Re-derive every roll of a battle from its seed")
    @app_commands.autocomplete(battle=battle_autocomplete)
    async def verify(self, interaction: discord.Interaction, battle: int) -> None:
        """What `python -m bot.verify` says of the battle's own export: all rolls match, or
        which one does not. Shown to the channel once the battle is over."""
        loaded = await self._load(interaction, battle)
        b = loaded.battle
        audit = await self.bot.store.audit_log(b.guild_id, b.id)
        export = export_battle(b, audit, loaded.state, loaded.game.title)
        report = verify_export(export, loaded.game.ruleset)
        await replies.send(
            interaction,
            ephemeral=report.verdict not in ("match", "mismatch"),
            content=report.text(limit=1900),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @battle.command(name="undo", description="Take back the last choice (yours, or by consent)")
    @app_commands.autocomplete(battle=battle_autocomplete)
    async def undo(self, interaction: discord.Interaction, battle: int) -> None:
        """Alone: your own last choice while nothing has been revealed since. Otherwise the
        game master, or every other player's consent (a request with Agree / Refuse)."""
        loaded = await self._load(interaction, battle)
        b, user = loaded.battle, interaction.user.id
        _require_active(loaded)
        if not b.answers:
            raise Refusal("Nothing to undo: no choice has been made yet.")
        if await is_battle_gm(interaction, loaded):
            await self._apply(interaction, self.bot.desk.undo, b, "by the game master")
            return
        if not loaded.seats_of_user(user):
            raise Refusal("Only the game master or a player of this battle can ask for that.")
        last = await self.bot.battles.last_answer_by(loaded)
        if last == user and not self.bot.battles.revealed_since_last(loaded):
            await self._apply(interaction, self.bot.desk.undo, b, "nothing was revealed since")
            return
        others = loaded.others(user)
        if not others:
            raise Refusal(
                "Something was revealed since that choice: only the game master can undo it now."
            )
        await ask_consent(interaction, loaded, "undo", others, _revealed_note(last == user))

    @battle.command(name="cancel", description="Call off a battle (game master, or by consent)")
    @app_commands.autocomplete(battle=battle_autocomplete)
    async def cancel(self, interaction: discord.Interaction, battle: int) -> None:
        """A campaign's battle: its game master only. A quick battle: a player alone before
        any die is rolled; after that, with the other side's consent (or Manage Server)."""
        loaded = await self._load(interaction, battle)
        b, user = loaded.battle, interaction.user.id
        _require_active(loaded)
        if await is_battle_gm(interaction, loaded):
            await self._apply(interaction, self.bot.desk.cancel, b, "by the game master")
            return
        if b.campaign_id is not None:
            raise Refusal("A campaign's battle can be cancelled by its game master only.")
        if not loaded.seats_of_user(user):
            raise Refusal("Only the game master or a player of this battle can ask for that.")
        if not loaded.state.rolls:
            await self._apply(interaction, self.bot.desk.cancel, b, "before any die was rolled")
            return
        others = loaded.others(user, other_side=True)
        if not others:
            raise Refusal(
                "Dice have been rolled: only a member with Manage Server can cancel it now."
            )
        await ask_consent(interaction, loaded, "cancel", others, " (dice have been rolled)")

    async def _apply(self, interaction: discord.Interaction, act, battle, how: str) -> None:
        """Undo or cancel now, and say so in the channel."""
        _, lines = await act(
            battle.guild_id,
            battle.id,
            user_id=interaction.user.id,
            how=how,
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
        raise Refusal(f"Battle #{loaded.battle.id} is {status}: nothing can be changed.")


def _revealed_note(own: bool) -> str:
    if own:
        return " (dice or secrets were revealed since that choice)"
    return " (the last choice was another player's)"


def _is_hidden(loaded: LoadedBattle, seq: int) -> bool:
    """An answer to the secret ask still open must not leak through the log."""
    state = loaded.state
    return state.pending is not None and seq >= state.answer_count - len(state.answered)


def _audit_line(loaded: LoadedBattle, entry: AuditEntry) -> str:
    """One audit entry of `/battle log`: an answer (hidden while its secret ask is open), or an
    undo with the dice it threw away, which stay on record."""
    seat = entry.payload.get("seat")
    side = f" for {loaded.seat_name(seat)}" if isinstance(seat, str) else ""
    if entry.action == "answer":
        if loaded.battle.status == "active" and _is_hidden(loaded, entry.seq):
            return f"answered{side} (secret until everyone has chosen)"
        return f"answered{side}: {value_words(entry.payload.get('value'))}"
    if entry.action == "undo":
        pending = loaded.state.pending
        secret = pending is not None and pending.kind is AskKind.SECRET
        if (
            loaded.battle.status == "active"
            and secret
            and entry.payload.get("seq") == (loaded.state.ask_seq)
        ):
            # a secret choice taken back while the others still choose stays secret
            return f"took back the answer{side} (secret until everyone has chosen)"
        line = f"took back the answer{side}: {value_words(entry.payload.get('value'))}"
        thrown = [r for r in entry.payload.get("rolls") or [] if isinstance(r, dict)]
        if thrown:
            dice = "; ".join(
                f"{value_words(r.get('purpose'))} {' '.join(map(str, r.get('faces') or []))}"
                for r in thrown
            )
            line += f" (dice thrown away, kept on record: {dice})"
        return line
    return {"start": "started the battle", "cancel": "cancelled it", "finish": "it ended"}.get(
        entry.action, entry.action
    )


async def setup(bot: Strategos) -> None:
    bot.add_dynamic_items(RequestButton)
    await bot.add_cog(BattleCog(bot))
