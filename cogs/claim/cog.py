"""`/claim`: the map campaign with claim rolls — the map, RP, turns with secret orders, reports of
fought battles, exact odds and the map at a glance. The turn itself runs in turns.py."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.deadlines import parse_duration
from bot.errors import Refusal
from bot.games import Game
from bot.guild_sweep import sweep_guilds
from bot.i18n import Lang, speaking, t
from bot.i18n.names import option_name, slash
from bot.store import Campaign, CampaignChanges, NegativeCount, Region, RegionChange
from bot.ui import replies
from bot.ui.language import public_lang
from bot.ui.text import percent
from cogs.campaign import (
    campaign_autocomplete,
    find_faction,
    given,
    resolve_campaign,
    resolve_gm_campaign,
)
from cogs.claim.campaign import (
    STARTING_RESOURCES,
    buildings,
    campaign_changes,
    fortifications,
    region_borders,
    reportables,
    roll_label,
)
from cogs.claim.mapfile import (
    MAX_AREAS,
    AreaSpec,
    MapFileError,
    area_key,
    keep_stored_keys,
    read_map_file,
    stored_key,
)
from cogs.claim.mappicture import map_file
from cogs.claim.mapview import map_sections, pages
from cogs.claim.odds import ATTACK_KINDS, decision_odds, describe_setup, setup_odds
from cogs.claim.readings import reading_line
from cogs.claim.render import escape, localize_ask, render_event
from cogs.claim.rules import (
    ATTACKER,
    DEFENDER,
    RULESET,
    ClaimSettings,
    ClaimSetup,
    rule_readings,
)
from cogs.claim.turns import TurnDesk
from cogs.claim.views import (
    COMPONENTS,
    CONTENT_MAX,
    QUIET,
    clip,
    listing,
    players_of,
    say,
    title_text,
    turn_panel,
)

if TYPE_CHECKING:
    from bot.client import Strategos


def battle_name(setup: Mapping[str, Any]) -> str | None:
    """A claim roll as the turn's reveal calls it: "R1 · Red → Hill"."""
    if "roll" not in setup:
        return None
    attacker = setup.get("seats", {}).get(ATTACKER, {}).get("name", "?")
    return f"{roll_label(setup['roll'])} · {attacker} → {setup.get('area_name', setup.get('area'))}"


GAME = Game(
    key=RULESET.key,
    title="Claim campaign",
    ruleset=RULESET,
    render_event=render_event,
    starting_resources=STARTING_RESOURCES,
    campaign_changes=campaign_changes,
    odds=decision_odds,
    battle_name=battle_name,
    localize_ask=localize_ask,
)
MAP_FILE_LIMIT = 64 * 1024
CAMPAIGN_HELP = "Which campaign (if the server has several)"


def _split_names(text: str | None) -> list[str]:
    return [part.strip() for part in (text or "").split(",") if part.strip()]


async def _typed_campaign(interaction: discord.Interaction) -> Campaign | None:
    """The claim campaign an autocomplete is for: the one named so far, or the only one."""
    if interaction.guild_id is None:
        return None
    bot: Strategos = interaction.client  # type: ignore[assignment]
    named = getattr(interaction.namespace, "campaign", None)
    try:
        return await resolve_campaign(bot, interaction.guild_id, named, game=GAME.key)
    except Refusal:
        return None


async def _area_choices(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    campaign = await _typed_campaign(interaction)
    if campaign is None:
        return []
    store = interaction.client.store  # type: ignore[attr-defined]
    needle = current.casefold()
    return [
        app_commands.Choice(name=r.name[:100], value=r.key)
        for r in await store.list_regions(campaign.guild_id, campaign.id)
        if needle in r.name.casefold() or needle in r.key
    ][:25]


async def _faction_choices(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    campaign = await _typed_campaign(interaction)
    if campaign is None:
        return []
    store = interaction.client.store  # type: ignore[attr-defined]
    needle = current.casefold()
    return [
        app_commands.Choice(name=f.name[:100], value=f.name[:100])
        for f in await store.list_factions(campaign.guild_id, campaign.id)
        if f.active and needle in f.name.casefold()
    ][:25]


async def _battle_choices(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    campaign = await _typed_campaign(interaction)
    if campaign is None:
        return []
    store = interaction.client.store  # type: ignore[attr-defined]
    turn = await store.latest_turn(campaign.guild_id, campaign.id)
    if turn is None or turn.status != "resolving":
        return []
    regions = {r.key: r.name for r in await store.list_regions(campaign.guild_id, campaign.id)}
    return [
        app_commands.Choice(
            name=f"{b.label} · {', '.join(regions.get(a, a) for a in b.areas)}"[:100],
            value=b.label,
        )
        for b in reportables(turn.data)
        if b.label not in turn.data["reports"] and current.casefold() in b.label.casefold()
    ][:25]


async def _roll_choices(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The claim rolls of the closed turn that are not done yet."""
    campaign = await _typed_campaign(interaction)
    cog = interaction.client.get_cog("ClaimCog")  # type: ignore[attr-defined]
    if campaign is None or cog is None:
        return []
    store = interaction.client.store  # type: ignore[attr-defined]
    turn = await store.latest_turn(campaign.guild_id, campaign.id)
    if turn is None or turn.status != "resolving":
        return []
    return [
        app_commands.Choice(name=clip(why, 100), value=why.split(" ", 1)[0])
        for why in (await cog.turns.progress(turn)).open_rolls
        if current.casefold() in why.casefold()
    ][:25]


class ClaimCog(commands.Cog):
    claim = app_commands.Group(
        name="claim",
        description="Map campaign: secret orders, fought battles and claim rolls",
        guild_only=True,
    )
    area = app_commands.Group(
        name="area", description="Game master: the campaign's areas and borders", parent=claim
    )
    turn = app_commands.Group(
        name="turn", description="Open, close and follow the campaign's turns", parent=claim
    )

    def __init__(self, bot: Strategos) -> None:
        self.bot = bot
        self.turns = TurnDesk(bot)

    async def cog_load(self) -> None:
        self.deadlines.change_interval(seconds=self.bot.settings.clock_seconds)
        self.deadlines.start()

    async def cog_unload(self) -> None:
        self.deadlines.cancel()

    # -- shared checks ---------------------------------------------------------------------------
    async def _campaign(self, interaction: discord.Interaction, name: str | None) -> Campaign:
        return await resolve_campaign(self.bot, interaction.guild_id, name, game=GAME.key)

    async def _gm_campaign(self, interaction: discord.Interaction, name: str | None) -> Campaign:
        return await resolve_gm_campaign(self.bot, interaction, name, game=GAME.key)

    async def _public(self, campaign: Campaign) -> Lang:
        """The language of what everyone reads: the campaign's own, else the server's."""
        return await public_lang(self.bot, campaign.guild_id, campaign)

    async def _region(self, campaign: Campaign, area: str) -> Region:
        regions = await self.bot.store.list_regions(campaign.guild_id, campaign.id)
        found = area if any(r.key == area for r in regions) else None
        found = found or stored_key(area, {r.key: r.name for r in regions})
        for region in regions:
            if region.key == found:
                return region
        raise Refusal(
            t(
                "claim-no-area",
                area=escape(clip(area, 60)),
                campaign=escape(campaign.name),
                add=slash("claim area add"),
            )
        )

    # -- the map ---------------------------------------------------------------------------------
    @area.command(name="add", description="Add an area to the map")
    @app_commands.describe(
        name="The area's name",
        owner="The faction holding it (leave empty: unclaimed)",
        fortifications="Fortifications in the area",
        buildings="Buildings, separated by commas",
        borders="Areas it borders, separated by commas",
        campaign=CAMPAIGN_HELP,
    )
    @app_commands.autocomplete(owner=_faction_choices, campaign=campaign_autocomplete)
    async def area_add(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 60],
        owner: str | None = None,
        fortifications: app_commands.Range[int, 0, 20] = 0,
        buildings: app_commands.Range[str, 0, 300] | None = None,
        borders: app_commands.Range[str, 0, 500] | None = None,
        campaign: str | None = None,
    ) -> None:
        found = await self._gm_campaign(interaction, campaign)
        key = _key(name)
        regions = await self.bot.store.list_regions(found.guild_id, found.id)
        stored = {r.key: r.name for r in regions}
        if key in stored or stored_key(name, stored) is not None:
            raise Refusal(t("claim-area-exists", area=escape(name), set=slash("claim area set")))
        if len(stored) >= MAX_AREAS:
            raise Refusal(t("claim-map-full", campaign=escape(found.name), most=MAX_AREAS))
        holder = await find_faction(self.bot, found, owner) if owner else None
        neighbours = [await self._region(found, n) for n in _split_names(borders)]
        store = self.bot.store
        await store.upsert_region(
            found.guild_id,
            found.id,
            key,
            name=name.strip(),
            owner=holder.id if holder else None,
            data={
                "fortifications": fortifications,
                "buildings": _split_names(buildings),
                "borders": sorted({n.key for n in neighbours}),
            },
        )
        for near in neighbours:
            await store.upsert_region(
                found.guild_id,
                found.id,
                near.key,
                data={**near.data, "borders": sorted({*region_borders(near), key})},
            )
        with speaking(await self._public(found)):
            near = listing([escape(n.name) for n in neighbours], 1200)
            text = t(
                "claim-area-added",
                area=escape(name.strip()),
                holder=escape(holder.name) if holder else "",
                held="yes" if holder else "no",
                forts=f", 🏰×{fortifications}" if fortifications else "",
                borders=t("claim-area-added-borders", areas=near) if neighbours else "",
            )
        await say(interaction, content=text, allowed_mentions=QUIET)

    @area.command(name="set", description="Change an area's owner, fortifications or buildings")
    @app_commands.describe(
        campaign=CAMPAIGN_HELP,
        area="The area",
        owner="The faction now holding it",
        unclaimed="Nobody holds it any more",
        fortifications="Fortifications now in the area",
        buildings="The buildings now there, separated by commas (a single - for none)",
    )
    @app_commands.autocomplete(
        area=_area_choices, owner=_faction_choices, campaign=campaign_autocomplete
    )
    async def area_set(
        self,
        interaction: discord.Interaction,
        area: str,
        owner: str | None = None,
        unclaimed: bool = False,
        fortifications: app_commands.Range[int, 0, 20] | None = None,
        buildings: app_commands.Range[str, 0, 300] | None = None,
        campaign: str | None = None,
    ) -> None:
        found = await self._gm_campaign(interaction, campaign)
        region = await self._region(found, area)
        if owner and unclaimed:
            unclaimed_option = option_name("claim area set", "unclaimed")
            raise Refusal(t("claim-owner-or-unclaimed", unclaimed=unclaimed_option))
        if owner is None and not unclaimed and fortifications is None and buildings is None:
            raise Refusal(t("claim-nothing-to-change"))
        data: dict[str, Any] = {}
        if fortifications is not None:
            data["fortifications"] = fortifications
        if buildings is not None:
            data["buildings"] = [] if buildings.strip() == "-" else _split_names(buildings)
        change = RegionChange(data=data)
        if owner:
            change = RegionChange(owner=(await find_faction(self.bot, found, owner)).id, data=data)
        elif unclaimed:
            change = RegionChange(owner=None, data=data)
        await self.bot.store.apply_changes(
            found.guild_id, found.id, CampaignChanges(regions={region.key: change})
        )
        after = await self.bot.store.get_region(found.guild_id, found.id, region.key)
        with speaking(await self._public(found)):
            text = clip(f"🗺️ {await self._area_line(found, after)}", CONTENT_MAX)
        await say(interaction, content=text, allowed_mentions=QUIET)

    @area.command(name="border", description="Join two areas by a border (or remove it)")
    @app_commands.describe(
        area="One area",
        other="The area across the border",
        remove="Remove the border instead",
        campaign=CAMPAIGN_HELP,
    )
    @app_commands.autocomplete(
        area=_area_choices, other=_area_choices, campaign=campaign_autocomplete
    )
    async def area_border(
        self,
        interaction: discord.Interaction,
        area: str,
        other: str,
        remove: bool = False,
        campaign: str | None = None,
    ) -> None:
        found = await self._gm_campaign(interaction, campaign)
        first, second = await self._region(found, area), await self._region(found, other)
        if first.key == second.key:
            raise Refusal(t("claim-border-same-area"))
        for region, near in ((first, second), (second, first)):
            kept = (
                set(region_borders(region)) - {near.key}
                if remove
                else {*region_borders(region), near.key}
            )
            await self.bot.store.upsert_region(
                found.guild_id, found.id, region.key, data={**region.data, "borders": sorted(kept)}
            )
        with speaking(await self._public(found)):
            text = t(
                "claim-border-changed",
                area=escape(first.name),
                other=escape(second.name),
                change="removed" if remove else "added",
            )
        await say(interaction, content=text, allowed_mentions=QUIET)

    @area.command(name="import", description="Add or update many areas from a .toml or .csv file")
    @app_commands.describe(
        campaign=CAMPAIGN_HELP,
        file="A .toml ([[area]] tables) or .csv (name,owner,...) map file",
    )
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def area_import(
        self,
        interaction: discord.Interaction,
        file: discord.Attachment,
        campaign: str | None = None,
    ) -> None:
        found = await self._gm_campaign(interaction, campaign)
        if file.size > MAP_FILE_LIMIT:
            raise Refusal(t("claim-import-too-large", most=MAP_FILE_LIMIT // 1024))
        content = await file.read()
        try:
            specs = read_map_file(file.filename, content)
        except MapFileError as problem:
            raise Refusal(t("claim-import-failed", problem=str(problem))) from None
        factions = {
            f.name.casefold(): f
            for f in await self.bot.store.list_factions(found.guild_id, found.id)
            if f.active
        }
        unknown = sorted({s.owner for s in specs if s.owner and s.owner.casefold() not in factions})
        if unknown:
            names = listing([escape(u) for u in unknown], 1200)
            raise Refusal(t("claim-import-no-faction", names=names, campaign=escape(found.name)))
        existing = {r.key: r for r in await self.bot.store.list_regions(found.guild_id, found.id)}
        specs = keep_stored_keys(specs, {k: r.name for k, r in existing.items()})
        total = len(set(existing) | {s.key for s in specs})
        if total > MAX_AREAS:
            raise Refusal(t("claim-import-too-many", count=total, most=MAX_AREAS))
        for spec in specs:
            old = existing.get(spec.key)
            kept_borders = set(region_borders(old)) - {s.key for s in specs} if old else set()
            await self.bot.store.upsert_region(
                found.guild_id,
                found.id,
                spec.key,
                name=spec.name,
                owner=factions[spec.owner.casefold()].id if spec.owner else None,
                data={
                    **(old.data if old else {}),
                    "fortifications": spec.fortifications,
                    "buildings": list(spec.buildings),
                    "borders": sorted(kept_borders | set(spec.borders)),
                },
            )
        added = sum(1 for s in specs if s.key not in existing)
        filename = clip(file.filename.replace("`", "'"), 100)
        with speaking(await self._public(found)):
            text = t(
                "claim-imported",
                campaign=escape(found.name),
                file=filename,
                added=added,
                updated=len(specs) - added,
                map=slash("claim map"),
            )
        await say(interaction, content=text, allowed_mentions=QUIET)

    async def _area_line(self, campaign: Campaign, region: Region | None) -> str:
        if region is None:
            return "—"
        owner = t("claim-unclaimed-lower")
        if region.owner is not None:
            faction = await self.bot.store.get_faction(campaign.guild_id, region.owner)
            owner = t("claim-held-by", name=escape(faction.name)) if faction else t("claim-held")
        forts = fortifications(region)
        built = buildings(region)
        return (
            f"**{escape(region.name)}**: {owner}"
            + (f" · 🏰×{forts}" if forts else f" · {t('claim-editor-no-forts')}")
            + (f" · 🏠 {listing([escape(b) for b in built], 1200)}" if built else "")
        )

    @claim.command(name="map", description="The areas, who holds them and their fortifications")
    @app_commands.describe(campaign=CAMPAIGN_HELP)
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def map(self, interaction: discord.Interaction, campaign: str | None = None) -> None:
        found = await self._campaign(interaction, campaign)
        factions = await self.bot.store.list_factions(found.guild_id, found.id)
        names = {f.id: f.name for f in factions}
        areas = [
            AreaSpec(
                key=r.key,
                name=r.name,
                owner=names.get(r.owner) if r.owner is not None else None,
                fortifications=fortifications(r),
                buildings=tuple(buildings(r)),
                borders=tuple(region_borders(r)),
            )
            for r in await self.bot.store.list_regions(found.guild_id, found.id)
        ]
        rp = {f.name: int(f.resources.get("rp", 0)) for f in factions if f.active}
        with speaking(await self._public(found)):
            title = title_text(t("claim-map-title", campaign=found.name))
            embeds = []
            for page in pages(map_sections(areas, rp), title_chars=len(title) + 10):
                embed = discord.Embed(title=title, colour=discord.Colour.dark_green())
                for heading, body in page:
                    embed.add_field(name=heading, value=body, inline=False)
                embeds.append(embed)
            # one embed per message: Discord counts 6000 characters across a message's embeds;
            # the picture comes with the first
            picture = await map_file(self.bot.store, found)
        for n, embed in enumerate(embeds):
            extra = {"file": picture} if n == 0 and picture is not None else {}
            if extra:
                embed.set_image(url=f"attachment://{picture.filename}")
            await replies.send(interaction, embed=embed, allowed_mentions=QUIET, **extra)

    # -- RP and rules ----------------------------------------------------------------------------
    @claim.command(name="rp", description="Game master: set or add to a faction's RP")
    @app_commands.describe(
        campaign=CAMPAIGN_HELP,
        faction="The faction",
        set="The faction's RP from now on",
        add="RP to add (negative: remove)",
    )
    @app_commands.autocomplete(faction=_faction_choices, campaign=campaign_autocomplete)
    async def rp(
        self,
        interaction: discord.Interaction,
        faction: str,
        set: app_commands.Range[int, 0, 999] | None = None,
        add: app_commands.Range[int, -999, 999] | None = None,
        campaign: str | None = None,
    ) -> None:
        found = await self._gm_campaign(interaction, campaign)
        target = await find_faction(self.bot, found, faction)
        if (set is None) == (add is None):
            raise Refusal(
                t(
                    "claim-rp-set-or-add",
                    set=option_name("claim rp", "set"),
                    add=option_name("claim rp", "add"),
                )
            )
        delta = add if add is not None else set - int(target.resources.get("rp", 0))
        try:
            await self.bot.store.apply_changes(
                found.guild_id,
                found.id,
                CampaignChanges(
                    resource_deltas={target.id: {"rp": delta}}, resource_floors={"rp": 0}
                ),
            )
        except NegativeCount:
            raise Refusal(t("claim-rp-below-zero", name=escape(target.name))) from None
        after = await self.bot.store.get_faction(found.guild_id, target.id)
        assert after is not None
        with speaking(await self._public(found)):
            text = t("claim-rp-now", name=escape(after.name), rp=after.resources.get("rp", 0))
        await say(interaction, content=text, allowed_mentions=QUIET)

    @claim.command(name="rules", description="Game master: the readings of disputed rules")
    @app_commands.describe(
        campaign=CAMPAIGN_HELP,
        rule2_one_battle_per_defender="An idle defender attacked in several areas fights one "
        "battle, the rest are claim rolls (default yes)",
        rule2_shared_areas="Rule 2 also covers an area several players attack (default yes)",
        main_battle_claimed_defence="Defence priority, attacked, only claim rolls: main battle is",
        mass_assault_rp="RP may be spent on a mass assault's",
        main_attack_rp="RP on claim rolls: only on the main army attack, or the declared one",
    )
    @app_commands.choices(
        main_battle_claimed_defence=[
            app_commands.Choice(name="the defence (default)", value="defence"),
            app_commands.Choice(name="its own attack", value="attack"),
        ],
        mass_assault_rp=[
            app_commands.Choice(name="every target (default)", value="every_target"),
            app_commands.Choice(name="primary target only", value="primary_only"),
        ],
        main_attack_rp=[
            app_commands.Choice(name="main battle only (default)", value="main_battle"),
            app_commands.Choice(name="on the declared main attack", value="declared_main_attack"),
        ],
    )
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def rules(
        self,
        interaction: discord.Interaction,
        rule2_one_battle_per_defender: bool | None = None,
        rule2_shared_areas: bool | None = None,
        main_battle_claimed_defence: str | None = None,
        mass_assault_rp: str | None = None,
        main_attack_rp: str | None = None,
        campaign: str | None = None,
    ) -> None:
        found = await self._gm_campaign(interaction, campaign)
        chosen = given(
            rule2_one_battle_per_defender=rule2_one_battle_per_defender,
            rule2_shared_areas=rule2_shared_areas,
            main_battle_claimed_defence=main_battle_claimed_defence,
            mass_assault_rp=mass_assault_rp,
            main_attack_rp=main_attack_rp,
        )
        # the campaign's settings hold more than the readings (reminders, the map's layout)
        settings = {**found.settings, **chosen}
        try:
            readings = ClaimSettings.read(rule_readings(settings)).to_dict()
        except ValueError as problem:
            raise Refusal(str(problem)) from None
        if chosen:
            await self.bot.store.update_campaign_settings(found.guild_id, found.id, settings)
        with speaking(await self._public(found)):
            text = t(
                "claim-rules-of",
                campaign=escape(found.name),
                changed="yes" if chosen else "no",
                readings="\n".join(reading_line(k, v) for k, v in readings.items()),
            )
        await say(interaction, content=text, allowed_mentions=QUIET)

    # -- turns -----------------------------------------------------------------------------------
    @turn.command(name="open", description="Game master: open the next turn for secret orders")
    @app_commands.describe(
        campaign=CAMPAIGN_HELP,
        deadline="How long players have, like 48h or 2d (empty: no deadline)",
    )
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def turn_open(
        self,
        interaction: discord.Interaction,
        deadline: app_commands.Range[str, 1, 20] | None = None,
        campaign: str | None = None,
    ) -> None:
        found = await self._gm_campaign(interaction, campaign)
        due_at = None
        if deadline:
            try:
                due_at = datetime.now(UTC) + parse_duration(deadline)
            except ValueError as problem:
                raise Refusal(str(problem)) from None
        factions = await self.bot.store.list_factions(found.guild_id, found.id)
        if not players_of(factions):
            join = slash("campaign join")
            raise Refusal(t("claim-no-players", campaign=escape(found.name), join=join))
        await self.turns.open(interaction, found, due_at)

    async def _current_turn(self, campaign: Campaign):
        turn = await self.bot.store.latest_turn(campaign.guild_id, campaign.id)
        if turn is None:
            open_turn = slash("claim turn open")
            raise Refusal(t("claim-no-turn", campaign=escape(campaign.name), open=open_turn))
        return turn

    @turn.command(name="close", description="Game master: close the turn and reveal the orders")
    @app_commands.describe(campaign=CAMPAIGN_HELP)
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def turn_close(
        self, interaction: discord.Interaction, campaign: str | None = None
    ) -> None:
        found = await self._campaign(interaction, campaign)
        await self.turns.close_by(interaction, found, await self._current_turn(found))

    @turn.command(name="remind", description="Game master: ping players who have not submitted")
    @app_commands.describe(campaign=CAMPAIGN_HELP)
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def turn_remind(
        self, interaction: discord.Interaction, campaign: str | None = None
    ) -> None:
        found = await self._gm_campaign(interaction, campaign)
        turn = await self._current_turn(found)
        if turn.status != "open":
            raise Refusal(t("claim-turn-closed", turn=turn.number))
        pinged = await self.turns.remind(turn, found)
        text = t("claim-reminded", count=pinged) if pinged else t("claim-all-submitted")
        await say(interaction, content=text, ephemeral=True, allowed_mentions=QUIET)

    @turn.command(name="status", description="Who has submitted, and what the turn has left")
    @app_commands.describe(campaign=CAMPAIGN_HELP)
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def turn_status(
        self, interaction: discord.Interaction, campaign: str | None = None
    ) -> None:
        found = await self._campaign(interaction, campaign)
        turn = await self._current_turn(found)
        factions = await self.bot.store.list_factions(found.guild_id, found.id)
        orders = await self.bot.store.list_orders(turn.guild_id, turn.id)
        with speaking(await self._public(found)):
            panel = turn_panel(found, turn, factions, orders)
            embed: discord.Embed = panel["embed"]
            if turn.status == "resolving":
                progress = await self.turns.progress(turn)
                rolls = t("claim-status-rolls", done=progress.rolls_done, all=progress.rolls)
                if progress.open_rolls:
                    rolls += " · " + t("claim-status-open", rolls=listing(progress.open_rolls, 400))
                battles = (
                    t("claim-status-to-report", battles=listing(progress.unreported, 500))
                    if progress.unreported
                    else t("claim-status-all-reported")
                )
                embed.add_field(
                    name=t("claim-status-resolving"), value=f"{rolls}\n{battles}", inline=False
                )
        await replies.send(interaction, embed=embed, allowed_mentions=QUIET)

    @claim.command(name="orders", description="Your secret orders for the open turn")
    @app_commands.describe(campaign=CAMPAIGN_HELP)
    @app_commands.autocomplete(campaign=campaign_autocomplete)
    async def orders(self, interaction: discord.Interaction, campaign: str | None = None) -> None:
        found = await self._campaign(interaction, campaign)
        await self.turns.show_orders(interaction, found, await self._current_turn(found))

    @claim.command(name="report", description="Report who won a fought battle of the turn")
    @app_commands.describe(
        campaign=CAMPAIGN_HELP,
        battle="The battle (B1, E1, ... as posted when the turn closed)",
        winner="The faction that won",
        no_result="The battle was not played or ended without a winner",
        then="Game master, with no result: claim rolls settle its attacks (default), or no change",
    )
    @app_commands.choices(
        then=[
            app_commands.Choice(name="claim rolls (default)", value="claim_rolls"),
            app_commands.Choice(name="the areas stay as they are", value="unchanged"),
        ]
    )
    @app_commands.autocomplete(
        battle=_battle_choices, winner=_faction_choices, campaign=campaign_autocomplete
    )
    async def report(
        self,
        interaction: discord.Interaction,
        battle: app_commands.Range[str, 1, 10],
        winner: str | None = None,
        no_result: bool = False,
        then: str | None = None,
        campaign: str | None = None,
    ) -> None:
        found = await self._campaign(interaction, campaign)
        if (winner is None) != no_result:
            raise Refusal(
                t(
                    "claim-report-winner-or-none",
                    winner=option_name("claim report", "winner"),
                    no_result=option_name("claim report", "no_result"),
                )
            )
        await self.turns.report(interaction, found, battle.strip(), winner, then)

    @turn.command(
        name="settle", description="Game master: settle a claim roll as void (nothing changes)"
    )
    @app_commands.describe(
        campaign=CAMPAIGN_HELP,
        roll="The claim roll (R1, R2, ... as posted when the turn closed); a battle of it under"
        " way is called off",
    )
    @app_commands.autocomplete(roll=_roll_choices, campaign=campaign_autocomplete)
    async def turn_settle(
        self,
        interaction: discord.Interaction,
        roll: app_commands.Range[str, 1, 10],
        campaign: str | None = None,
    ) -> None:
        found = await self._gm_campaign(interaction, campaign)
        await self.turns.settle(interaction, found, roll)

    # -- odds ------------------------------------------------------------------------------------
    @claim.command(name="odds", description="Exact odds of a claim roll (every die enumerated)")
    @app_commands.describe(
        attacker_priority="The attacker's army priority",
        defender_priority="The defender's army priority",
        attack="Which attack this is",
        fortifications="Fortifications in the area",
        attacker_rp="RP the attacker spends",
        defender_rp="RP the defender spends",
        reroll="The attacker keeps 1 RP to re-roll a tie (default yes)",
    )
    @app_commands.choices(
        attack=[
            app_commands.Choice(name="main attack", value="main"),
            app_commands.Choice(name="further attack", value="further"),
            app_commands.Choice(name="mass assault, primary target", value="mass1"),
            app_commands.Choice(name="mass assault, secondary target", value="mass2"),
            app_commands.Choice(name="mass assault, tertiary target or later", value="mass3"),
        ]
    )
    async def odds(
        self,
        interaction: discord.Interaction,
        attacker_priority: Literal["offence", "defence"] = "offence",
        defender_priority: Literal["offence", "defence"] = "defence",
        attack: str = "main",
        fortifications: app_commands.Range[int, 0, 20] = 0,
        attacker_rp: app_commands.Range[int, 0, 20] = 0,
        defender_rp: app_commands.Range[int, 0, 20] = 0,
        reroll: bool = True,
    ) -> None:
        setup = {
            "seats": {ATTACKER: {}, DEFENDER: {}},
            "area": "odds",
            "attacker_priority": attacker_priority,
            "defender_priority": defender_priority,
            "fortifications": fortifications,
            "rp": {ATTACKER: attacker_rp + (1 if reroll else 0), DEFENDER: defender_rp},
            **ATTACK_KINDS.get(attack, {}),
        }
        claim = ClaimSetup.read(setup)
        try:
            result = setup_odds(claim, attacker_rp_spent=attacker_rp, defender_rp_spent=defender_rp)
            mods = claim.modifiers(attacker_rp, defender_rp)
        except ValueError:
            who = ATTACKER if attacker_rp > claim.spend_limit(ATTACKER) else DEFENDER
            raise Refusal(t("claim-odds-may-not-spend", side=who)) from None
        embed = discord.Embed(
            title=t("claim-odds-title"),
            description=t(
                "claim-odds-result",
                attacker=mods[ATTACKER].total,
                defender=mods[DEFENDER].total,
                rerolled=t("claim-odds-ties-rerolled") if reroll else "",
                take=percent(result[ATTACKER]),
                take_exact=str(result[ATTACKER]),
                tie=percent(result["tie"]),
                tie_exact=str(result["tie"]),
                hold=percent(result[DEFENDER]),
                hold_exact=str(result[DEFENDER]),
            ),
            colour=discord.Colour.teal(),
        )
        embed.set_footer(text=t("claim-odds-footer"))
        inputs = describe_setup(
            claim, attacker_rp_spent=attacker_rp, defender_rp_spent=defender_rp, reroll=reroll
        )
        embed.description = f"{inputs}\n{embed.description}"
        await replies.send(interaction, embed=embed, ephemeral=True, allowed_mentions=QUIET)

    # -- the clock and the chain of claim rolls --------------------------------------------------
    @tasks.loop(seconds=60)
    async def deadlines(self) -> None:
        await sweep_guilds(self.bot.guilds, self.turns.tick, "turn deadlines")

    @deadlines.before_loop
    async def _wait_ready(self) -> None:
        await self.bot.wait_until_ready()

    @commands.Cog.listener()
    async def on_battle_ended(self, loaded: Any) -> None:
        """A claim roll finished or was cancelled: the turn goes on with the next."""
        await self.turns.on_battle_ended(loaded)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        await sweep_guilds(self.bot.guilds, self.turns.resume, "resuming turns", until_reached=True)


def _key(name: str) -> str:
    try:
        return area_key(name)
    except MapFileError as problem:
        raise Refusal(str(problem)) from None


async def setup(bot: Strategos) -> None:
    bot.games.register(GAME)
    bot.add_dynamic_items(*COMPONENTS)
    await bot.add_cog(ClaimCog(bot))


async def teardown(bot: Strategos) -> None:
    bot.games.unregister(GAME.key)
