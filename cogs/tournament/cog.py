"""`/tournament`: tournaments of any installed game — Swiss, round robin, single and double
elimination, multiplayer tables — run in the bot. Matches are played in their own thread (the
battle's end records the result) or reported and confirmed; rounds follow one another on their
own (cogs/tournament/flow.py). `/rating`: the server's ratings by game."""

from __future__ import annotations

import io
import json
import re
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.errors import Refusal
from bot.guild_sweep import sweep_guilds
from bot.i18n import speaking, t, use_locale
from bot.i18n.names import slash
from bot.store import DuplicateName, StoreError
from bot.store.models import InvalidName
from bot.store.tournaments import Tournament, TournamentMatch
from bot.tournaments import FORMATS, PairingError, starting_field, total_rounds
from bot.ui.language import public_lang
from bot.ui.replies import failed, pings, send, tell
from cogs.campaign import shown
from cogs.tournament import flow
from cogs.tournament.deadlines import DeadlineButton, tick
from cogs.tournament.flow import may_organise, organiser
from cogs.tournament.organise import (
    SEEDINGS,
    post_changed,
    seed_at_start,
    seed_by_hand,
    swap_pairings,
    withdraw,
)
from cogs.tournament.results import battle_ended, catch_up, knockout
from cogs.tournament.texts import match_line, standings_lines

if TYPE_CHECKING:
    from bot.client import Strategos


FORMAT_CHOICES = [app_commands.Choice(name=f.replace("_", " "), value=f) for f in FORMATS]
SEEDING_CHOICES = [app_commands.Choice(name=s, value=s) for s in SEEDINGS]
RESULT_CHOICES = [app_commands.Choice(name=r, value=r) for r in ("win", "draw", "loss")]
WHICH = "Which tournament (if several are open)"
TABLE_POINTS = {3: (3, 1, 0), 4: (3, 2, 1, 0), 5: (4, 3, 2, 1, 0), 6: (5, 4, 3, 2, 1, 0)}


async def tournament_autocomplete(
    interaction: discord.Interaction[Strategos], current: str
) -> list[app_commands.Choice[str]]:
    if interaction.guild_id is None:
        return []
    found = await interaction.client.store.list_tournaments(interaction.guild_id, open_only=True)
    typed = current.casefold().strip()
    return [
        app_commands.Choice(name=f.name[:100], value=f.name[:100])
        for f in found
        if typed in f.name.casefold()
    ][:25]


async def game_autocomplete(
    interaction: discord.Interaction[Strategos], current: str
) -> list[app_commands.Choice[str]]:
    typed = current.casefold().strip()
    return [
        app_commands.Choice(name=g.shown_title[:100], value=g.key)
        for g in interaction.client.games
        if typed in g.key or typed in g.shown_title.casefold()
    ][:25]


class TournamentCog(commands.Cog):
    tournament = app_commands.Group(
        name="tournament", description="Tournaments and leagues, played in the bot", guild_only=True
    )

    def __init__(self, bot: Strategos) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.clock.change_interval(seconds=self.bot.settings.clock_seconds)
        self.clock.start()

    async def cog_unload(self) -> None:
        self.clock.cancel()

    @tasks.loop(seconds=60)
    async def clock(self) -> None:
        """Each running tournament's round posted (what a crash or a failed post left out), and
        its deadline: a reminder, then the organiser's choices."""
        now = datetime.now(UTC)

        async def deadlines(guild_id: int) -> None:
            for found in await self.bot.store.list_tournaments(guild_id, open_only=True):
                if found.status in ("running", "paused"):
                    await flow.post_round(self.bot, found)
                if found.status == "running":
                    await catch_up(self.bot, found)
                    await tick(self.bot, found, now)

        await sweep_guilds(self.bot.guilds, deadlines, "tournament deadlines")

    @clock.before_loop
    async def _wait_ready(self) -> None:
        await self.bot.wait_until_ready()

    async def find(self, interaction: discord.Interaction, name: str | None) -> Tournament:
        """The named tournament, or the server's one open tournament."""
        assert interaction.guild_id is not None
        every = await self.bot.store.list_tournaments(interaction.guild_id)
        if name:
            key = " ".join(name.split()).casefold()
            found = [f for f in every if f.name.casefold() == key]
            if not found:
                raise Refusal(t("tournament-unknown", name=shown(name)))
            return found[0]
        running = [f for f in every if f.open]
        if len(running) != 1:
            raise Refusal(t("tournament-name-it", count=len(running)))
        return running[0]

    # -- organising -------------------------------------------------------------------------------
    @tournament.command(name="create", description="Organiser: a new tournament of one game")
    @app_commands.describe(
        name="The tournament's name",
        game="The game played",
        format="Swiss, round robin, single or double elimination, or multiplayer tables",
        rounds="Swiss: how many rounds (default: recommended for the field)",
        cap="The most players (later joiners wait on a list)",
        table_size="Multiplayer tables: players a table (3–6)",
        top_cut="Swiss: the top players then play single elimination (4 or 8)",
        round_hours="Hours each round may take (shown as its deadline)",
        check_in="Players must check in before round 1",
        seeding="Seeds: in the order players joined (default), by rating, or at random",
        auto_drop="At a round's deadline, settle unfinished matches by rule and drop idle players",
        registration_hours="Registration closes after this many hours (default: at the start)",
    )
    @app_commands.choices(format=FORMAT_CHOICES, seeding=SEEDING_CHOICES)
    @app_commands.autocomplete(game=game_autocomplete)
    async def create(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 60],
        game: str,
        format: str,
        rounds: app_commands.Range[int, 1, 20] | None = None,
        cap: app_commands.Range[int, 2, 256] | None = None,
        table_size: app_commands.Range[int, 3, 6] = 4,
        top_cut: app_commands.Range[int, 0, 8] = 0,
        round_hours: app_commands.Range[int, 1, 720] = 72,
        check_in: bool = False,
        seeding: str = "joined",
        auto_drop: bool = False,
        registration_hours: app_commands.Range[int, 1, 720] | None = None,
    ) -> None:
        assert interaction.guild_id is not None and interaction.channel_id is not None
        if not await may_organise(self.bot, interaction):
            raise Refusal(t("tournament-organisers-only"))
        if self.bot.games.get(game) is None:
            raise Refusal(t("tournament-unknown-game", game=shown(game)))
        if format not in FORMATS:
            raise Refusal(t("tournament-unknown-format"))
        if top_cut not in (0, 2, 4, 8) or (top_cut and format != "swiss"):
            raise Refusal(t("tournament-bad-top-cut"))
        rules: dict[str, Any] = {"format": format, "rounds": rounds, "top_cut": top_cut}
        if format == "tables":
            rules |= {"table_size": table_size, "placement_points": TABLE_POINTS[table_size]}
            rules["sides"] = False
        data = {
            "cap": cap,
            "round_hours": round_hours,
            "check_in": check_in,
            "seeding": seeding,
            "auto_drop": auto_drop,
        }
        closes = None
        if registration_hours:
            closes = datetime.now(UTC) + timedelta(hours=registration_hours)
            data["registration_closes"] = closes.isoformat(timespec="seconds")
        try:
            made = await self.bot.store.create_tournament(
                interaction.guild_id, name, game, rules=rules, data=data,
                channel_id=interaction.channel_id, organiser_id=interaction.user.id,
            )  # fmt: skip
        except DuplicateName:
            raise Refusal(t("tournament-name-taken", name=shown(name))) from None
        except InvalidName:
            raise Refusal(t("tournament-bad-name")) from None
        with speaking(await public_lang(self.bot, interaction.guild_id)):
            content = t(
                "tournament-created",
                name=shown(made.name),
                game=self.bot.games.get(game).shown_title,
                format=t("tournament-format", format=format),
                join=slash("tournament join"),
                start=slash("tournament start"),
                cap=cap or 0,
                check_in="yes" if check_in else "no",
                closes=f"<t:{int(closes.timestamp())}:R>" if closes else "",
                window="yes" if closes else "no",
            )
        await send(interaction, content=content, allowed_mentions=discord.AllowedMentions.none())

    @tournament.command(name="start", description="Organiser: close registration, pair round 1")
    @app_commands.describe(tournament=WHICH)
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def start(self, interaction: discord.Interaction, tournament: str | None = None) -> None:
        found = await self.find(interaction, tournament)
        if not organiser(interaction, found):
            raise Refusal(t("tournament-organisers-only"))
        if found.status != "registering" and not (
            found.status == "running" and await self.round_complete(found)
        ):
            raise Refusal(t("tournament-already-started", name=shown(found.name)))
        entrants = [
            e
            for e in await self.bot.store.list_entrants(found.guild_id, found.id)
            if e.status == "in" and (e.checked_in or not found.data.get("check_in"))
        ]
        least = 3 if found.rules.get("format") == "tables" else 2
        if len(entrants) < least:
            raise Refusal(t("tournament-too-few", count=len(entrants), least=least))
        if found.round == 0:
            await seed_at_start(self.bot, found)
        await send(interaction, content=t("tournament-starting", name=shown(found.name)))
        try:
            await flow.advance(self.bot, found.guild_id, found.id)
        except PairingError as problem:
            await flow.tell_organiser(self.bot, found, str(problem))

    @tournament.command(name="seeds", description="Organiser: set the seeds by hand before round 1")
    @app_commands.describe(tournament=WHICH, order="The players, top seed first, mentioned")
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def seeds(
        self,
        interaction: discord.Interaction,
        order: app_commands.Range[str, 1, 1000],
        tournament: str | None = None,
    ) -> None:
        found = await self.find(interaction, tournament)
        if not organiser(interaction, found):
            raise Refusal(t("tournament-organisers-only"))
        named = await seed_by_hand(self.bot, found, order)
        with speaking(await public_lang(self.bot, found.guild_id)):
            content = t(
                "tournament-seeded", name=shown(found.name),
                order=", ".join(f"{i}. <@{u}>" for i, u in enumerate(named, start=1)),
            )  # fmt: skip
        await send(
            interaction, content=content[:2000], allowed_mentions=discord.AllowedMentions.none()
        )

    @tournament.command(name="pause", description="Organiser: pause or resume the rounds")
    @app_commands.describe(tournament=WHICH, resume="Resume a paused tournament")
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def pause(
        self, interaction: discord.Interaction, tournament: str | None = None, resume: bool = False
    ) -> None:
        found = await self.find(interaction, tournament)
        if not organiser(interaction, found):
            raise Refusal(t("tournament-organisers-only"))
        if found.status not in ("running", "paused") or (found.status == "paused") != resume:
            raise Refusal(t("tournament-not-pausable", name=shown(found.name), state=found.status))
        await self.bot.store.update_tournament(
            found.guild_id, found.id, status="running" if resume else "paused"
        )
        with speaking(await public_lang(self.bot, found.guild_id)):
            content = t(
                "tournament-paused", name=shown(found.name), resumed="yes" if resume else "no"
            )
        await send(interaction, content=content, allowed_mentions=discord.AllowedMentions.none())
        if resume:
            await flow.advance(self.bot, found.guild_id, found.id)

    @tournament.command(name="withdraw", description="Organiser: take back this round's pairings")
    @app_commands.describe(tournament=WHICH)
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def withdraw_round(
        self, interaction: discord.Interaction, tournament: str | None = None
    ) -> None:
        found = await self.find(interaction, tournament)
        if not organiser(interaction, found):
            raise Refusal(t("tournament-organisers-only"))
        content = await withdraw(self.bot, found)
        await send(interaction, content=content, allowed_mentions=discord.AllowedMentions.none())

    async def round_complete(self, found: Tournament) -> bool:
        """Every result of the round is in: after a withdrawn round, start pairs it again."""
        played = await self.bot.store.list_matches(found.guild_id, found.id, round_no=found.round)
        return all(m.points is not None for m in played)

    @tournament.command(name="swap", description="Organiser: exchange two players' pairings")
    @app_commands.describe(
        tournament=WHICH,
        first="A player of this round",
        second="The player to exchange with (same match: they swap sides)",
    )
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def swap(
        self,
        interaction: discord.Interaction,
        first: discord.Member,
        second: discord.Member,
        tournament: str | None = None,
    ) -> None:
        found = await self.find(interaction, tournament)
        if not organiser(interaction, found):
            raise Refusal(t("tournament-organisers-only"))
        changed = await swap_pairings(self.bot, found, first.id, second.id)
        await send(interaction, content=t("tournament-swapped"), ephemeral=True)
        await post_changed(self.bot, found, changed)

    # -- players ----------------------------------------------------------------------------------
    @tournament.command(name="join", description="Join a tournament")
    @app_commands.describe(tournament=WHICH)
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def join(self, interaction: discord.Interaction, tournament: str | None = None) -> None:
        found = await self.find(interaction, tournament)
        if found.status not in ("registering", "running"):
            raise Refusal(t("tournament-closed", name=shown(found.name)))
        closes = found.data.get("registration_closes")
        late = closes and datetime.now(UTC) > datetime.fromisoformat(closes)
        if found.status == "registering" and late:
            raise Refusal(t("tournament-registration-closed", name=shown(found.name)))
        if found.status == "running" and found.rules.get("format") not in ("swiss", "tables"):
            raise Refusal(t("tournament-no-late-join", name=shown(found.name)))
        try:
            entrant = await self.bot.store.join_tournament(
                found.guild_id,
                found.id,
                interaction.user.id,
                cap=found.data.get("cap"),
                name=interaction.user.display_name,
            )
        except StoreError:
            raise Refusal(t("tournament-closed", name=shown(found.name))) from None
        with speaking(await public_lang(self.bot, found.guild_id)):
            content = t(
                "tournament-joined",
                user=f"<@{interaction.user.id}>",
                name=shown(found.name),
                waiting="yes" if entrant.status == "waiting" else "no",
                round=entrant.joined_round,
                late="yes" if entrant.joined_round > 1 else "no",
                check_in="yes" if found.data.get("check_in") and found.round == 0 else "no",
                checkin=slash("tournament checkin"),
            )
        await send(interaction, content=content, allowed_mentions=discord.AllowedMentions.none())

    @tournament.command(name="checkin", description="Check in before round 1")
    @app_commands.describe(tournament=WHICH)
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def checkin(
        self, interaction: discord.Interaction, tournament: str | None = None
    ) -> None:
        found = await self.find(interaction, tournament)
        if found.status != "registering" or not found.data.get("check_in"):
            raise Refusal(t("tournament-no-check-in", name=shown(found.name)))
        if not await self.bot.store.check_in(found.guild_id, found.id, interaction.user.id):
            raise Refusal(t("tournament-not-in", name=shown(found.name)))
        await send(
            interaction, content=t("tournament-checked-in", name=shown(found.name)), ephemeral=True
        )

    @tournament.command(name="drop", description="Leave a tournament (your results so far stay)")
    @app_commands.describe(player="Organiser: drop this player instead")
    @app_commands.describe(tournament=WHICH)
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def drop(
        self,
        interaction: discord.Interaction,
        tournament: str | None = None,
        player: discord.Member | None = None,
    ) -> None:
        found = await self.find(interaction, tournament)
        who = player.id if player else interaction.user.id
        if who != interaction.user.id and not organiser(interaction, found):
            raise Refusal(t("tournament-organisers-only"))
        if not found.open:
            raise Refusal(t("tournament-closed", name=shown(found.name)))
        dropped, moved = await self.bot.store.drop_from_tournament(found.guild_id, found.id, who)
        if dropped is None:
            raise Refusal(t("tournament-not-in", name=shown(found.name)))
        with speaking(await public_lang(self.bot, found.guild_id)):
            content = t("tournament-dropped", user=f"<@{who}>", name=shown(found.name))
            if moved:
                content += "\n" + t("tournament-moved-up", user=f"<@{moved}>")
        await send(interaction, content=content, allowed_mentions=pings([moved]))
        # an unplayed match of this round: the opponent wins it
        for match in await self.bot.store.list_matches(
            found.guild_id, found.id, round_no=found.round
        ):
            if who in match.seats and match.points is None and not match.bye:
                points = tuple(0.0 if u == who else 1.0 for u in match.seats)
                if await flow.record(self.bot, found, match, points):
                    await flow.settle(self.bot, found, match, points)

    # -- results ----------------------------------------------------------------------------------
    @tournament.command(name="report", description="Report your match's result (in its thread)")
    @app_commands.describe(
        result="Two players: your result; the opponent confirms",
        order="A table: the players in finishing order, mentioned (@first @second …)",
        player="Organiser: the player whose result this is",
    )
    @app_commands.choices(result=RESULT_CHOICES)
    async def report(
        self,
        interaction: discord.Interaction,
        result: str | None = None,
        order: app_commands.Range[str, 1, 500] | None = None,
        player: discord.Member | None = None,
    ) -> None:
        assert interaction.guild_id is not None
        store = self.bot.store
        match = await store.match_in_thread(interaction.guild_id, interaction.channel_id or 0)
        if match is None:
            raise Refusal(t("tournament-report-where"))
        found = await store.get_tournament(interaction.guild_id, match.tournament_id)
        assert found is not None
        boss = organiser(interaction, found)
        who = player.id if player and boss else interaction.user.id
        if who not in match.seats and not boss:
            raise Refusal(t("tournament-not-your-match"))
        if match.points is not None and not boss:
            raise Refusal(t("tournament-already-reported"))
        points = self.points_of(match, found, who, result, order)
        if boss:
            correction = match.points is not None
            await flow.record(self.bot, found, match, points, overwrite=correction)
            await send(interaction, content=t("tournament-report-recorded"))
            await flow.settle(self.bot, found, match, points, rated=not correction)
            return
        await store.set_match_report(
            found.guild_id, match.id, reported_by=interaction.user.id, report={"points": points}
        )
        others = [u for u in match.seats if u != interaction.user.id]
        with speaking(await public_lang(self.bot, found.guild_id)):
            content = t(
                "tournament-report-asks",
                user=f"<@{interaction.user.id}>",
                others=" ".join(f"<@{u}>" for u in others),
                result=" · ".join(
                    f"<@{u}> {p:g}" for u, p in zip(match.seats, points, strict=True)
                ),
            )
            view = discord.ui.View(timeout=None)
            view.add_item(ConfirmReport(match.id, True, t("tournament-confirm")))
            view.add_item(ConfirmReport(match.id, False, t("tournament-dispute")))
        await send(interaction, content=content, view=view, allowed_mentions=pings(others))

    @staticmethod
    def points_of(
        match: TournamentMatch, found: Tournament, who: int, result: str | None, order: str | None
    ) -> tuple[float, ...]:
        if len(match.seats) == 2:
            if result is None:
                raise Refusal(t("tournament-report-result"))
            if result == "draw" and knockout(found, match):
                raise Refusal(t("tournament-knockout-draw"))
            mine = {"win": 1.0, "draw": 0.5, "loss": 0.0}[result]
            return tuple(mine if u == who else 1.0 - mine for u in match.seats)
        named = [int(i) for i in re.findall(r"<@!?(\d+)>", order or "")]
        if sorted(named) != sorted(match.seats):
            raise Refusal(t("tournament-report-order", count=len(match.seats)))
        table = list(found.rules.get("placement_points") or TABLE_POINTS[len(match.seats)])
        place = {u: i for i, u in enumerate(named)}
        return tuple(float(table[place[u]]) if place[u] < len(table) else 0.0 for u in match.seats)

    async def on_confirm(self, interaction: discord.Interaction, match_id: int, yes: bool) -> None:
        store = self.bot.store
        assert interaction.guild_id is not None
        match = await store.get_match(interaction.guild_id, match_id)
        found = (
            await store.get_tournament(interaction.guild_id, match.tournament_id) if match else None
        )
        if match is None or found is None:
            raise Refusal(t("ui-not-our-button"))
        if match.points is not None or not match.report:
            raise Refusal(t("tournament-already-reported"))
        if interaction.user.id == match.reported_by or (
            interaction.user.id not in match.seats and not organiser(interaction, found)
        ):
            raise Refusal(t("tournament-confirm-not-yours"))
        if not yes:
            await store.set_match_report(
                found.guild_id, match.id, reported_by=interaction.user.id, report=None
            )
            with speaking(await public_lang(self.bot, found.guild_id)):
                content = t(
                    "tournament-disputed",
                    user=f"<@{interaction.user.id}>",
                    organiser=f"<@{found.organiser_id}>",
                )
            await send(interaction, content=content, allowed_mentions=pings([found.organiser_id]))
            return
        points = tuple(match.report["points"])
        if not await flow.record(self.bot, found, match, points):
            raise Refusal(t("tournament-already-reported"))
        await send(interaction, content=t("tournament-report-recorded"))
        await flow.settle(self.bot, found, match, points)

    @commands.Cog.listener()
    async def on_battle_ended(self, loaded: Any) -> None:
        await battle_ended(self.bot, loaded)

    # -- reading ----------------------------------------------------------------------------------
    @tournament.command(name="standings", description="The standings now")
    @app_commands.describe(tournament=WHICH)
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def standings(
        self, interaction: discord.Interaction, tournament: str | None = None
    ) -> None:
        found = await self.find(interaction, tournament)
        entrants, matches = await flow.field(self.bot, found)
        rules = flow.rules_of(found)
        lines = standings_lines(rules, entrants, matches) or [t("tournament-nobody")]
        pending = [
            m
            for m in await self.bot.store.list_matches(
                found.guild_id, found.id, round_no=found.round
            )
            if m.points is None
        ]
        shown_lines: list[str] = []
        for line in lines:  # whole lines only, within the embed's limit
            if sum(len(x) + 1 for x in shown_lines) + len(line) > 3900:
                shown_lines.append("…")
                break
            shown_lines.append(line)
        embed = discord.Embed(
            title=t(
                "tournament-standings-title",
                name=found.name[:200],
                round=found.round,
                rounds=total_rounds(rules, starting_field(entrants)) if entrants else 0,
            ),
            description="\n".join(shown_lines),
            colour=discord.Colour.gold(),
        )
        if pending:
            embed.add_field(
                name=t("tournament-pending"),
                value="\n".join(match_line(found, m) for m in pending)[:1024],
            )
        files = await flow.pictures(self.bot, found, entrants, matches, embed.title or "")
        if files:
            embed.set_image(url=f"attachment://{files[0].filename}")
        await send(
            interaction, embed=embed, allowed_mentions=discord.AllowedMentions.none(), files=files
        )

    @tournament.command(
        name="export", description="The whole tournament as a file, battles included"
    )
    @app_commands.describe(tournament=WHICH)
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def export(self, interaction: discord.Interaction, tournament: str | None = None) -> None:
        found = await self.find(interaction, tournament)
        store = self.bot.store
        matches = await store.list_matches(found.guild_id, found.id)
        battles = {}
        for m in matches:
            if m.battle_id is not None and (
                b := await store.get_battle(found.guild_id, m.battle_id)
            ):
                battles[b.id] = {
                    "game": b.game, "status": b.status, "setup": b.setup,
                    "seed": b.seed if b.status != "active" else None,
                    "entropy": b.entropy, "answers": b.answers, "outcome": b.outcome,
                }  # fmt: skip
        record = {
            "tournament": {"name": found.name, "game": found.game, "rules": found.rules,
                           "status": found.status, "round": found.round, "data": found.data},
            "entrants": [vars(e) for e in await store.list_entrants(found.guild_id, found.id)],
            "matches": [vars(m) for m in matches],
            "battles": battles,
        }  # fmt: skip
        blob = json.dumps(record, ensure_ascii=False, indent=1, default=list).encode()
        file = discord.File(io.BytesIO(blob), filename=f"tournament-{found.id}.json")
        await send(interaction, content=t("tournament-exported", name=shown(found.name)), file=file)

    @app_commands.command(name="rating", description="The server's ratings in a game")
    @app_commands.describe(game="The game")
    @app_commands.autocomplete(game=game_autocomplete)
    @app_commands.guild_only()
    async def rating(self, interaction: discord.Interaction, game: str) -> None:
        assert interaction.guild_id is not None
        if self.bot.games.get(game) is None:
            raise Refusal(t("tournament-unknown-game", game=shown(game)))
        rated = await self.bot.store.get_ratings(interaction.guild_id, game)
        from bot.tournaments.ratings import Rating

        best = sorted(rated.items(), key=lambda kv: -Rating(kv[1][0], kv[1][1]).shown)[:25]
        lines = [
            t("tournament-rating-line", rank=i + 1, player=f"<@{u}>",
              rating=f"{Rating(mu, sigma).shown:.1f}", matches=n)
            for i, (u, (mu, sigma, n)) in enumerate(best)
        ] or [t("tournament-no-ratings")]  # fmt: skip
        embed = discord.Embed(
            title=t("tournament-rating-title", game=self.bot.games.get(game).shown_title),
            description="\n".join(lines)[:4000],
        )
        await send(interaction, embed=embed, allowed_mentions=discord.AllowedMentions.none())


class ConfirmReport(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"tnr:(?P<match>[0-9]{1,19}):(?P<yes>[01])",
):
    """✅ Confirm / ❌ Dispute under a reported result: the opponent's (or organiser's) answer."""

    def __init__(self, match_id: int, yes: bool, label: str = "?") -> None:
        self.match_id, self.yes = match_id, yes
        super().__init__(
            discord.ui.Button(
                label=label,
                emoji="✅" if yes else "❌",
                style=discord.ButtonStyle.success if yes else discord.ButtonStyle.secondary,
                custom_id=f"tnr:{match_id}:{int(yes)}",
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> ConfirmReport:
        return cls(int(match["match"]), match["yes"] == "1", item.label or "?")

    async def callback(self, interaction: discord.Interaction[Strategos]) -> None:
        use_locale(interaction)
        cog = interaction.client.get_cog("TournamentCog")
        try:
            await cog.on_confirm(interaction, self.match_id, self.yes)
        except Refusal as refusal:
            await tell(interaction, str(refusal))
        except Exception as error:
            what = f"confirming match {self.match_id}"
            await failed(interaction, error, what, t("tournament-failed"))


async def setup(bot: Strategos) -> None:
    bot.add_dynamic_items(ConfirmReport, DeadlineButton)
    await bot.add_cog(TournamentCog(bot))
