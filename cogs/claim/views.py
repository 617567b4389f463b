"""What a claim turn looks like in Discord: the turn panel, each player's secret order editor and
the revealed orders with the turn's battles. Every component is a DynamicItem whose custom_id
carries the turn (and faction) it is for, so it works after a restart; its callback hands the
click to the cog's `TurnDesk`, which checks everything again before acting.

custom_ids: `clt:<turn>:<action>` (turn panel), `clo:<turn>:<faction>:<action>` (order editor),
`cle:<turn>:<E label>` (extra battle picks).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.store import Campaign, Faction, Region, Turn, TurnOrder
from bot.ui.replies import tell
from bot.ui.text import iso_to_timestamp
from cogs.claim.campaign import (
    Draft,
    ExtraOffer,
    attack_options,
    campaign_map,
    extra_offers,
    fortifications,
    player_key,
    reportables,
    roll_label,
)

if TYPE_CHECKING:
    from bot.client import Strategos

PRIORITY_ICON = {"offence": "⚔️", "defence": "🛡️"}
RULE_TEXT = {1: "they attack each other", 2: "the defender has no other battle", 3: "offence ×2"}
SELECT_OPTIONS = 25


@dataclass(frozen=True)
class Names:
    """Display names of a campaign's factions (by player key) and areas (by key)."""

    factions: Mapping[str, str]
    areas: Mapping[str, str]
    users: Mapping[str, int | None]

    @classmethod
    def of(cls, factions: Sequence[Faction], regions: Sequence[Region]) -> Names:
        return cls(
            {player_key(f.id): f.name for f in factions},
            {r.key: r.name or r.key for r in regions},
            {player_key(f.id): f.user_id for f in factions},
        )

    def faction(self, player: str | None) -> str:
        return "unclaimed" if player is None else self.factions.get(player, player)

    def area(self, key: str) -> str:
        return self.areas.get(key, key)

    def areas_list(self, keys: Sequence[str]) -> str:
        return ", ".join(self.area(k) for k in keys)

    def mention(self, player: str) -> str:
        user = self.users.get(player)
        return f"<@{user}>" if user else f"**{self.faction(player)}**"


# -- the turn panel -----------------------------------------------------------------------------
def players_of(factions: Sequence[Faction]) -> list[Faction]:
    """Who gives orders: every active faction a member plays."""
    return [f for f in factions if f.active and f.user_id is not None]


def turn_panel(
    campaign: Campaign, turn: Turn, factions: Sequence[Faction], orders: Sequence[TurnOrder]
) -> dict[str, Any]:
    submitted = {o.faction_id for o in orders if o.submitted}
    lines = [
        f"{'✅' if f.id in submitted else '⏳'} **{f.name}** (<@{f.user_id}>)"
        for f in players_of(factions)
    ]
    deadline = (
        f"Deadline {iso_to_timestamp(turn.deadline, 'f')} ({iso_to_timestamp(turn.deadline)})."
        if turn.deadline
        else "No deadline: the game master closes the turn."
    )
    if turn.status == "open":
        about = (
            "Set your army priority and declare your attacks with **📝 My orders**. Orders are "
            "secret until everyone has submitted or the game master closes the turn.\n" + deadline
        )
    else:
        about = "Closed: the orders and the turn's battles are revealed below."
    embed = discord.Embed(
        title=f"🗺️ {campaign.name} — turn {turn.number}",
        description=about,
        colour=discord.Colour.gold() if turn.status == "open" else discord.Colour.dark_grey(),
    )
    embed.add_field(
        name=f"Orders ({len(submitted)}/{len(lines)})",
        value="\n".join(lines)[:1024] or "No players yet: `/campaign join`.",
        inline=False,
    )
    view = None
    if turn.status == "open":
        view = discord.ui.View(timeout=None)
        view.add_item(TurnButton(turn.id, "ord", label="My orders", emoji="📝", primary=True))
        view.add_item(TurnButton(turn.id, "cls", label="Close turn (GM)", emoji="🔒"))
    return {"embed": embed, "view": view, "allowed_mentions": discord.AllowedMentions.none()}


# -- the secret order editor --------------------------------------------------------------------
def describe_orders(draft: Draft, names: Names) -> list[str]:
    lines = []
    if draft.priority:
        lines.append(f"{PRIORITY_ICON[draft.priority]} **{draft.priority.capitalize()}** priority")
    else:
        lines.append("Priority: **not chosen**")
    if draft.mass_assault:
        ranked = [
            f"{names.area(a)} ({['primary', 'secondary'][i] if i < 2 else 'tertiary'})"
            if i < 3
            else names.area(a)
            for i, a in enumerate(draft.mass_assault)
        ]
        lines.append(f"Mass assault: {', '.join(ranked)}")
    elif draft.main_attack:
        lines.append(f"Main attack: {names.area(draft.main_attack)}")
    else:
        lines.append("Main attack: none")
    if draft.further_attacks:
        lines.append(f"Further attacks: {names.areas_list(draft.further_attacks)}")
    return lines


def order_editor(
    turn: Turn,
    faction: Faction,
    order: TurnOrder | None,
    regions: Sequence[Region],
    names: Names,
) -> dict[str, Any]:
    draft = Draft.read(order.orders if order else None)
    board = campaign_map(regions)
    player = player_key(faction.id)
    status = (
        f"✅ Submitted {iso_to_timestamp(order.submitted_at)}. Change anything and submit again."
        if order and order.submitted
        else "📝 Draft: nothing is sent until you press **Submit**."
    )
    problems = draft.problems(player, board)
    embed = discord.Embed(
        title=f"Your orders — {faction.name}, turn {turn.number} (secret)",
        description="\n".join([*describe_orders(draft, names), "", status, *problems]),
        colour=discord.Colour.green() if order and order.submitted else discord.Colour.orange(),
    )
    targets = attack_options(player, board)
    own = set(board.areas_of(player))

    def option(area: str, selected: bool = False) -> discord.SelectOption:
        forts = fortifications(next((r for r in regions if r.key == area), None))
        near = "borders yours" if board.neighbours[area] & own else "no shared border"
        return discord.SelectOption(
            label=f"{names.area(area)} — {names.faction(board.owners[area])}"[:100],
            value=area,
            description=f"{'🏰' * forts if forts else 'no fortifications'} · {near}"[:100],
            default=selected,
        )

    view = discord.ui.View(timeout=None)

    def button(action: str, label: str, emoji: str, style: discord.ButtonStyle) -> None:
        view.add_item(OrderButton(turn.id, faction.id, action, label, emoji, style, row=0))

    grey, green = discord.ButtonStyle.secondary, discord.ButtonStyle.success
    blue = discord.ButtonStyle.primary
    button("off", "Offence", "⚔️", blue if draft.priority == "offence" else grey)
    button("def", "Defence", "🛡️", blue if draft.priority == "defence" else grey)
    button("clr", "Clear attacks", "🧹", grey)
    button("sub", "Submit", "✅", green)
    if targets:
        shown = targets[: SELECT_OPTIONS - 1]
        main = [discord.SelectOption(label="No main attack", value="-")]
        main += [option(a, a == draft.main_attack) for a in shown]
        view.add_item(OrderSelect(turn.id, faction.id, "main", main, "Main attack…", row=1))
        view.add_item(
            OrderSelect(
                turn.id,
                faction.id,
                "mass",
                [option(a) for a in targets[:SELECT_OPTIONS] if a not in draft.main_targets]
                or [discord.SelectOption(label="Every area is a target already", value="-")],
                "Mass assault: add a target (primary first)…",
                row=2,
            )
        )
        further = [option(a, a in draft.further_attacks) for a in targets[:SELECT_OPTIONS]]
        view.add_item(
            OrderSelect(
                turn.id,
                faction.id,
                "more",
                further,
                "Further attacks (several)…",
                row=3,
                max_values=len(further),
            )
        )
    else:
        embed.add_field(name="Attacks", value="No other player holds an area to attack.")
    return {"embed": embed, "view": view}


# -- the revealed orders and the turn's battles -------------------------------------------------
def reveal_embeds(turn: Turn, data: Mapping[str, Any], names: Names) -> list[discord.Embed]:
    orders = discord.Embed(
        title=f"📜 Turn {turn.number} — orders revealed", colour=discord.Colour.gold()
    )
    lines = [
        f"**{names.faction(p)}** — " + " · ".join(describe_orders(Draft.read(o), names))
        for p, o in sorted(data["orders"].items(), key=lambda i: names.faction(i[0]))
    ]
    orders.description = "\n".join(lines)[:4000]
    if data["notes"]:
        orders.add_field(name="Notes", value="\n".join(data["notes"])[:1024], inline=False)

    plan = data["plan"]
    battles = discord.Embed(title=f"⚔️ Turn {turn.number} — battles", colour=discord.Colour.red())
    fought = [
        f"**{b.label}** · {names.areas_list(b.areas)} · "
        + " vs ".join(names.mention(p) for p in b.players)
        + f" · {', '.join(RULE_TEXT[r] for r in battle['rules'])}"
        for b, battle in zip(reportables(data), plan["battles"], strict=False)
    ]
    battles.add_field(
        name="Fought battles — play them, then `/claim report`",
        value="\n".join(fought)[:1024] or "None.",
        inline=False,
    )
    main = []
    for m in plan["main_battles"]:
        if m["role"] is None:
            continue
        where = names.areas_list(m["areas"])
        how = f"battle {_battle_label(plan, m['battle'])}" if m["battle"] else "claim rolls"
        verb = "attacks" if m["role"] == "attack" else "defends"
        main.append(f"{names.faction(m['player'])} {verb} {where} ({how})")
    battles.add_field(name="Main battles", value="\n".join(main)[:1024] or "None.", inline=False)
    rolls = [
        f"**{roll_label(i)}** · {names.area(r['area'])}: {names.faction(r['attacker'])} → "
        f"{names.faction(r['defender'])}"
        + (" (main attack)" if r["main_attack"] else "")
        + (f" (mass assault #{r['mass_assault_rank'] + 1})" if r["mass_assault_rank"] else "")
        for i, r in enumerate(plan["claim_rolls"])
    ]
    battles.add_field(
        name="Claim rolls — rolled here, one after another",
        value="\n".join(rolls)[:1024] or "None.",
        inline=False,
    )
    offers = [
        f"**{label}** · {' & '.join(names.faction(p) for p in offer.players)}: "
        + "; ".join(option_text(offer, i, names) for i in range(len(offer.options)))
        for label, offer in extra_offers(data).items()
    ]
    if offers:
        battles.add_field(
            name="Extra battles — both players pick the same option to fight it",
            value="\n".join(offers)[:1024],
            inline=False,
        )
    return [orders, battles]


def _battle_label(plan: Mapping[str, Any], key: str) -> str:
    index = next(i for i, b in enumerate(plan["battles"]) if b["key"] == key)
    return f"B{index + 1}"


def option_text(offer: ExtraOffer, index: int, names: Names) -> str:
    """What an extra battle would be fought over: a border pair (each side's own area) or an
    unclaimed area."""
    kind, areas = offer.options[index]
    if kind == "border":
        first, second = (names.faction(p) for p in offer.players)
        return f"{names.area(areas[0])} ({first}) ↔ {names.area(areas[1])} ({second})"
    return f"unclaimed {names.area(areas[0])}"


def extra_views(turn: Turn, data: Mapping[str, Any], names: Names) -> list[discord.ui.View]:
    """One select per open extra battle offer, five to a message."""
    views: list[discord.ui.View] = []
    for label, offer in extra_offers(data).items():
        if data.get("extra", {}).get(label, {}).get("agreed") is not None:
            continue
        if not views or len(views[-1].children) == 5:
            views.append(discord.ui.View(timeout=None))
        players = " & ".join(names.faction(p) for p in offer.players)
        options = [
            discord.SelectOption(
                label=f"Fight over {option_text(offer, i, names)}"[:100], value=str(i)
            )
            for i in range(min(len(offer.options), SELECT_OPTIONS))
        ]
        views[-1].add_item(ExtraSelect(turn.id, label, options, f"{label} · {players}: pick…"))
    return views


# -- components ---------------------------------------------------------------------------------
_TURN_BODY = re.compile(r"(?P<turn>[1-9][0-9]{0,18}):(?P<action>ord|cls)")
_ORDER_BODY = re.compile(
    r"(?P<turn>[1-9][0-9]{0,18}):(?P<faction>[1-9][0-9]{0,18}):(?P<action>off|def|clr|sub|main|mass|more)"
)
_EXTRA_BODY = re.compile(r"(?P<turn>[1-9][0-9]{0,18}):(?P<label>E[1-9][0-9]{0,3})")


def _desk(interaction: discord.Interaction[Strategos]) -> Any:
    cog = interaction.client.get_cog("ClaimCog")
    return getattr(cog, "turns", None)


class TurnButton(discord.ui.DynamicItem[discord.ui.Button], template=r"clt:(?P<body>.{0,90})"):
    def __init__(
        self,
        turn_id: int | None,
        action: str,
        *,
        label: str = "?",
        emoji: str | None = None,
        primary: bool = False,
        raw_id: str = "",
    ) -> None:
        self.turn_id, self.action = turn_id, action
        style = discord.ButtonStyle.primary if primary else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(
                label=label,
                emoji=emoji,
                style=style,
                custom_id=f"clt:{turn_id}:{action}" if turn_id else raw_id,
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> TurnButton:
        body = _TURN_BODY.fullmatch(match["body"])
        if body is None:
            return cls(None, "", raw_id=item.custom_id or "")
        return cls(int(body["turn"]), body["action"], raw_id=item.custom_id or "")

    async def callback(self, interaction: discord.Interaction[Strategos]) -> None:
        await _dispatch(interaction, "on_turn_button", self.turn_id, self.action)


class OrderButton(discord.ui.DynamicItem[discord.ui.Button], template=r"clo:(?P<body>.{0,90})"):
    def __init__(
        self,
        turn_id: int | None,
        faction_id: int,
        action: str,
        label: str = "?",
        emoji: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        *,
        row: int | None = None,
        raw_id: str = "",
    ) -> None:
        self.turn_id, self.faction_id, self.action = turn_id, faction_id, action
        super().__init__(
            discord.ui.Button(
                label=label,
                emoji=emoji,
                style=style,
                row=row,
                custom_id=f"clo:{turn_id}:{faction_id}:{action}" if turn_id else raw_id,
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> OrderButton:
        body = _ORDER_BODY.fullmatch(match["body"])
        if body is None:
            return cls(None, 0, "", raw_id=item.custom_id or "")
        return cls(int(body["turn"]), int(body["faction"]), body["action"], raw_id=item.custom_id)

    async def callback(self, interaction: discord.Interaction[Strategos]) -> None:
        await _dispatch(interaction, "on_order", self.turn_id, self.faction_id, self.action, [])


class OrderSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"clos:(?P<body>.{0,90})"):
    def __init__(
        self,
        turn_id: int | None,
        faction_id: int,
        action: str,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
        *,
        row: int | None = None,
        max_values: int = 1,
        raw_id: str = "",
    ) -> None:
        self.turn_id, self.faction_id, self.action = turn_id, faction_id, action
        super().__init__(
            discord.ui.Select(
                custom_id=f"clos:{turn_id}:{faction_id}:{action}" if turn_id else raw_id,
                options=options or [discord.SelectOption(label="?")],
                placeholder=placeholder,
                min_values=0 if action == "more" else 1,
                max_values=max_values,
                row=row,
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> OrderSelect:
        body = _ORDER_BODY.fullmatch(match["body"])
        options = list(item.options) or None
        if body is None:
            return cls(None, 0, "", options, raw_id=item.custom_id or "")
        return cls(
            int(body["turn"]),
            int(body["faction"]),
            body["action"],
            options,
            max_values=item.max_values,
            raw_id=item.custom_id or "",
        )

    async def callback(self, interaction: discord.Interaction[Strategos]) -> None:
        values = list(self.item.values)
        await _dispatch(interaction, "on_order", self.turn_id, self.faction_id, self.action, values)


class ExtraSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"cle:(?P<body>.{0,90})"):
    def __init__(
        self,
        turn_id: int | None,
        label: str,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
        *,
        raw_id: str = "",
    ) -> None:
        self.turn_id, self.label = turn_id, label
        super().__init__(
            discord.ui.Select(
                custom_id=f"cle:{turn_id}:{label}" if turn_id else raw_id,
                options=options or [discord.SelectOption(label="?")],
                placeholder=placeholder,
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> ExtraSelect:
        body = _EXTRA_BODY.fullmatch(match["body"])
        if body is None:
            return cls(None, "", raw_id=item.custom_id or "")
        return cls(int(body["turn"]), body["label"], list(item.options) or None)

    async def callback(self, interaction: discord.Interaction[Strategos]) -> None:
        await _dispatch(interaction, "on_extra", self.turn_id, self.label, list(self.item.values))


COMPONENTS = (TurnButton, OrderButton, OrderSelect, ExtraSelect)


async def _dispatch(interaction: discord.Interaction[Strategos], handler: str, *args: Any) -> None:
    """Hand the click to the TurnDesk; a forged id (no turn) or an unloaded game is refused."""
    desk = _desk(interaction)
    if args[0] is None or desk is None:
        await tell(interaction, "This button is not one of Strategos' buttons.")
        return
    await getattr(desk, handler)(interaction, *args)
