"""What a claim turn looks like in Discord: the turn panel, each player's secret order editor and
the revealed orders with the turn's battles. Every component is a DynamicItem whose custom_id
carries the turn (and faction) it is for, so it works after a restart; its callback hands the
click to the cog's `TurnDesk`, which checks everything again before acting.

custom_ids: `clt:<turn>:<action>` (turn panel), `clo:<turn>:<faction>:<action>` (order editor),
`cle:<turn>:<E label>` (extra battle picks).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import t, use_locale
from bot.i18n.names import slash
from bot.store import Campaign, Faction, Region, Turn, TurnOrder
from bot.ui import replies
from bot.ui.replies import settles, tell
from bot.ui.text import chunks, escape, iso_to_timestamp, split_line, unmention
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
from cogs.claim.rules import LEGACY_READINGS

if TYPE_CHECKING:
    from bot.client import Strategos

log = logging.getLogger(__name__)

PRIORITY_ICON = {"offence": "⚔️", "defence": "🛡️"}
RULES = (1, 2, 3)
"""The rules that make a battle fought (classify.py), each said in words by `rule_text`."""

# Discord's limits on what one message may carry
CONTENT_MAX = 2000
EMBEDS_MAX = 10
EMBED_TOTAL_MAX = 6000
TITLE_MAX = 256
DESCRIPTION_MAX = 4096
FIELDS_MAX = 25
FIELD_VALUE_MAX = 1024
SELECT_OPTIONS = 25
LABEL_MAX = 100
PLACEHOLDER_MAX = 150
SELECTS_PER_MESSAGE = 5
LINE_MAX = 3500
"""The longest line of a revealed list: two of them still fit one message with their titles."""
FOOTER_RESERVE = 100
QUIET = discord.AllowedMentions.none()


async def say(interaction: discord.Interaction, **kwargs: Any) -> int | None:
    """A reply once something has changed: if Discord refuses it, the change still stands, so
    the failure is logged rather than reported to the user as "nothing was changed"."""
    try:
        return await replies.send(interaction, **kwargs)
    except discord.HTTPException as error:
        log.warning("could not reply to interaction %s: %s", interaction.id, error)
        return None


async def show(interaction: discord.Interaction, **kwargs: Any) -> None:
    """`say` for an edit of the clicked message."""
    try:
        await replies.edit(interaction, **kwargs)
    except discord.HTTPException as error:
        log.warning("could not update after interaction %s: %s", interaction.id, error)


def rule_text(rule: int) -> str:
    """Why a battle is fought: 'they attack each other', ..."""
    return t(f"claim-rule-{rule}") if rule in RULES else str(rule)


def continued() -> str:
    """' (continued)': the title of a block's next embed."""
    return " " + t("claim-continued")


def clip(text: str, limit: int) -> str:
    """`text` cut to `limit` characters, with an ellipsis when cut (never inside an escape)."""
    if len(text) <= limit:
        return text
    return text[: limit - 1].rstrip("\\") + "…"


def listing(items: Sequence[str], limit: int | None = None, sep: str = ", ") -> str:
    """The items joined; with `limit`, as many as fit, then "and N more" (so nothing is
    silently dropped)."""
    text = sep.join(items)
    if limit is None or len(text) <= limit:
        return text
    shown: list[str] = []
    for n, item in enumerate(items):
        tail = f"{sep if shown else ''}{t('claim-and-more', count=len(items) - n)}"
        if len(sep.join([*shown, item])) + len(tail) + len(sep) > limit:
            return sep.join(shown) + tail
        shown.append(item)
    return text  # pragma: no cover - the loop returns when the text is too long


def mention_line(prefix: str, user_ids: Sequence[int], limit: int = CONTENT_MAX) -> str:
    """`prefix` and as many mentions as fit in one message's content."""
    return clip(prefix + listing([f"<@{u}>" for u in user_ids], limit - len(prefix), " "), limit)


def title_text(text: str) -> str:
    """A title with users' names in it: no mention, at most TITLE_MAX characters."""
    return clip(unmention(text), TITLE_MAX)


@dataclass(frozen=True)
class Block:
    """A titled list of lines, shown as one embed or, when long, several."""

    title: str
    lines: Sequence[str]
    colour: discord.Colour


def embed_messages(blocks: Sequence[Block], footer: str = "") -> list[list[discord.Embed]]:
    """Blocks as embeds grouped into messages Discord accepts: every embed within its limits, at
    most ten embeds and 6000 characters a message. A block longer than one embed continues in
    the next (titled "… (continued)"); with several messages each carries `footer` and
    "i/n" in the footer of its last embed, so every part says where it belongs."""
    budget = EMBED_TOTAL_MAX - FOOTER_RESERVE
    messages: list[list[discord.Embed]] = [[]]
    used = 0
    for block in blocks:
        title = title_text(block.title)
        more = continued()
        again = title_text(clip(block.title, TITLE_MAX - len(more)) + more)
        lines = [piece for line in block.lines for piece in split_line(line, LINE_MAX) or [""]] or [
            ""
        ]
        embed: discord.Embed | None = None
        started = False
        for line in lines:
            if embed is not None:
                grown = len(embed.description or "") + 1 + len(line)
                if grown <= DESCRIPTION_MAX and used + 1 + len(line) <= budget:
                    embed.description = f"{embed.description}\n{line}"
                    used += 1 + len(line)
                    continue
            if not line:
                embed = None  # a blank line that does not fit ends the embed, never opens one
                continue
            heading = again if started else title
            if len(messages[-1]) == EMBEDS_MAX or used + len(heading) + len(line) > budget:
                messages.append([])
                used = 0
            embed = discord.Embed(title=heading, description=line, colour=block.colour)
            messages[-1].append(embed)
            used += len(heading) + len(line)
            started = True
    messages = [m for m in messages if m]
    if len(messages) > 1:
        for n, embeds in enumerate(messages, start=1):
            embeds[-1].set_footer(text=clip(f"{footer} · {n}/{len(messages)}".lstrip(" ·"), 90))
    return messages


@dataclass(frozen=True)
class Names:
    """Names of a campaign's factions (by player key) and areas (by key), as users typed them.

    `faction` and `area` give them safe for a message (markdown shown as typed, never a
    mention); `*_label` give them as typed, for select labels (plain text, cut to fit)."""

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

    def faction_label(self, player: str | None) -> str:
        return t("claim-unclaimed-lower") if player is None else self.factions.get(player, player)

    def faction(self, player: str | None) -> str:
        return escape(self.faction_label(player))

    def area_label(self, key: str) -> str:
        return self.areas.get(key, key)

    def area(self, key: str) -> str:
        return escape(self.area_label(key))

    def areas_list(self, keys: Sequence[str], limit: int | None = None) -> str:
        return listing([self.area(k) for k in keys], limit)

    def mention(self, player: str) -> str:
        user = self.users.get(player)
        return f"<@{user}>" if user else f"**{self.faction(player)}**"

    def user(self, player: str) -> int | None:
        return self.users.get(player)


# -- the turn panel -----------------------------------------------------------------------------
def players_of(factions: Sequence[Faction]) -> list[Faction]:
    """Who gives orders: every active faction a member plays."""
    return [f for f in factions if f.active and f.user_id is not None]


def turn_title(campaign: Campaign, turn: Turn) -> str:
    return title_text(t("claim-turn-title", campaign=campaign.name, turn=turn.number))


def turn_panel(
    campaign: Campaign, turn: Turn, factions: Sequence[Faction], orders: Sequence[TurnOrder]
) -> dict[str, Any]:
    submitted = {o.faction_id for o in orders if o.submitted}
    lines = [
        f"{'✅' if f.id in submitted else '⏳'} **{escape(f.name)}** (<@{f.user_id}>)"
        for f in players_of(factions)
    ]
    deadline = (
        t(
            "claim-panel-deadline",
            at=iso_to_timestamp(turn.deadline, "f"),
            left=iso_to_timestamp(turn.deadline),
        )
        if turn.deadline
        else t("claim-panel-no-deadline")
    )
    if turn.status == "open":
        about = t("claim-panel-open") + "\n" + deadline
    else:
        about = t("claim-panel-closed")
    embed = discord.Embed(
        title=turn_title(campaign, turn),
        description=about,
        colour=discord.Colour.gold() if turn.status == "open" else discord.Colour.dark_grey(),
    )
    heading = t("claim-panel-orders", done=len(submitted), all=len(lines))
    budget = EMBED_TOTAL_MAX - len(embed) - 1200  # room for field names and a caller's field
    shown: list[str] = []
    for n, line in enumerate(lines):
        if sum(len(x) + 1 for x in shown) + len(line) > budget:
            shown.append(t("claim-and-more", count=len(lines) - n))
            break
        shown.append(line)
    bodies = (
        chunks(shown, FIELD_VALUE_MAX)
        if shown
        else [t("claim-panel-no-players", join=slash("campaign join"))]
    )
    for n, body in enumerate(bodies):
        embed.add_field(name=heading if n == 0 else heading + continued(), value=body, inline=False)
    view = None
    if turn.status == "open":
        view = discord.ui.View(timeout=None)
        view.add_item(
            TurnButton(turn.id, "ord", label=t("claim-button-my-orders"), emoji="📝", primary=True)
        )
        view.add_item(TurnButton(turn.id, "cls", label=t("claim-button-close"), emoji="🔒"))
    return {"embed": embed, "view": view, "allowed_mentions": QUIET}


# -- the secret order editor --------------------------------------------------------------------
def describe_orders(draft: Draft, names: Names, limit: int | None = None) -> list[str]:
    """The orders in words, one line per part; with `limit`, each list of areas is cut to it
    ("… and N more")."""
    lines = []
    if draft.priority:
        lines.append(
            t("claim-orders-priority", icon=PRIORITY_ICON[draft.priority], priority=draft.priority)
        )
    else:
        lines.append(t("claim-orders-priority-none"))
    if draft.mass_assault:
        ranked = [
            t("claim-orders-ranked", area=names.area(a), rank=i) if i < 3 else names.area(a)
            for i, a in zip(draft.ranks(), draft.mass_assault, strict=True)
        ]
        lines.append(t("claim-orders-mass", areas=listing(ranked, limit)))
    elif draft.main_attack:
        lines.append(t("claim-orders-main", area=names.area(draft.main_attack)))
    else:
        lines.append(t("claim-orders-main-none"))
    if draft.further_attacks:
        lines.append(
            t("claim-orders-further", areas=names.areas_list(draft.further_attacks, limit))
        )
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
        t("claim-editor-submitted", when=iso_to_timestamp(order.submitted_at))
        if order and order.submitted
        else t("claim-editor-draft")
    )
    problems = [clip(p, 500) for p in draft.problems(player, board)]
    embed = discord.Embed(
        title=title_text(t("claim-editor-title", faction=faction.name, turn=turn.number)),
        description="\n".join([*describe_orders(draft, names, 1200), "", status, *problems]),
        colour=discord.Colour.green() if order and order.submitted else discord.Colour.orange(),
    )
    targets = attack_options(player, board)
    own = set(board.areas_of(player))
    forts_of = {r.key: fortifications(r) for r in regions}

    def option(area: str, selected: bool = False) -> discord.SelectOption:
        forts = forts_of.get(area, 0)
        near = t(
            "claim-editor-borders-yours" if board.neighbours[area] & own else "claim-editor-far"
        )
        forts_text = "🏰" * forts if forts else t("claim-editor-no-forts")
        return discord.SelectOption(
            label=clip(
                f"{names.area_label(area)} — {names.faction_label(board.owners[area])}", LABEL_MAX
            ),
            value=area,
            description=clip(f"{forts_text} · {near}", LABEL_MAX),
            default=selected,
        )

    view = discord.ui.View(timeout=None)

    def button(action: str, label: str, emoji: str, style: discord.ButtonStyle) -> None:
        view.add_item(OrderButton(turn.id, faction.id, action, label, emoji, style, row=0))

    grey, green = discord.ButtonStyle.secondary, discord.ButtonStyle.success
    blue = discord.ButtonStyle.primary
    button("off", t("claim-button-offence"), "⚔️", blue if draft.priority == "offence" else grey)
    button("def", t("claim-button-defence"), "🛡️", blue if draft.priority == "defence" else grey)
    button("clr", t("claim-button-clear"), "🧹", grey)
    button("sub", t("claim-button-submit"), "✅", green)
    if targets:
        shown = targets[: SELECT_OPTIONS - 1]
        main = [discord.SelectOption(label=t("claim-editor-no-main"), value="-")]
        main += [option(a, a == draft.main_attack) for a in shown]
        view.add_item(
            OrderSelect(turn.id, faction.id, "main", main, t("claim-editor-main-pick"), row=1)
        )
        view.add_item(
            OrderSelect(
                turn.id,
                faction.id,
                "mass",
                [option(a) for a in targets[:SELECT_OPTIONS] if a not in draft.main_targets]
                or [discord.SelectOption(label=t("claim-editor-all-targets"), value="-")],
                t("claim-editor-mass-pick"),
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
                t("claim-editor-further-pick"),
                row=3,
                max_values=len(further),
            )
        )
    else:
        embed.add_field(name=t("claim-editor-attacks"), value=t("claim-editor-no-targets"))
    return {"embed": embed, "view": view, "allowed_mentions": QUIET}


# -- the revealed orders and the turn's battles -------------------------------------------------
def reveal_blocks(
    campaign_name: str, turn: Turn, data: Mapping[str, Any], names: Names
) -> list[Block]:
    """Everything the close reveals: every player's orders, the notes, and the turn's battles."""
    orders: list[str] = []
    for player, given in sorted(data["orders"].items(), key=lambda i: names.faction(i[0])):
        first, *rest = describe_orders(Draft.read(given), names)
        orders.append(f"**{names.faction(player)}** — {first}")
        orders += [f"　{line}" for line in rest]
    if data["notes"]:
        orders += ["", t("claim-reveal-notes"), *(escape(n) for n in data["notes"])]

    plan = data["plan"]
    fought = [
        f"**{b.label}** · {names.areas_list(b.areas)} · "
        + " vs ".join(names.mention(p) for p in b.players)
        + f" · {', '.join(rule_text(r) for r in battle['rules'])}"
        for b, battle in zip(reportables(data), plan["battles"], strict=False)
    ]
    main = []
    readings = {**LEGACY_READINGS, **data["settings"]}
    for m in plan["main_battles"]:
        if m["role"] is None:
            continue
        no_rp = (
            m["role"] == "defence"
            and readings.get("main_attack_rp") == "main_battle"
            and any(r["attacker"] == m["player"] for r in plan["claim_rolls"])
        )
        how = (
            t("claim-reveal-in-battle", label=_battle_label(plan, m["battle"]))
            if m["battle"]
            else t("claim-reveal-in-rolls")
        )
        main.append(
            t(
                "claim-reveal-main",
                name=names.faction(m["player"]),
                role=m["role"],
                areas=names.areas_list(m["areas"]),
                how=how,
            )
            + (f" — {t('claim-reveal-no-rp')}" if no_rp else "")
        )
    why = plan.get("why", [])  # plans stored before issue 12 have none
    rolls = [
        f"**{roll_label(i)}** · {names.area(r['area'])}: {names.faction(r['attacker'])} → "
        f"{names.faction(r['defender'])}"
        + (f" ({t('claim-reveal-main-attack')})" if r["main_attack"] else "")
        + (
            f" ({t('claim-reveal-mass', n=r['mass_assault_rank'] + 1)})"
            if r["mass_assault_rank"]
            else ""
        )
        + (f" — {roll_why(why[i], r, plan, names)}" if i < len(why) else "")
        for i, r in enumerate(plan["claim_rolls"])
    ]
    offers = [
        f"**{label}** · {' & '.join(names.faction(p) for p in offer.players)}: "
        + offer_text(offer, names)
        for label, offer in extra_offers(data).items()
    ]
    none = t("claim-reveal-none")
    battles = [
        f"__**{t('claim-reveal-fought', report=slash('claim report'))}**__",
        *(fought or [none]),
        "",
        f"__**{t('claim-reveal-main-battles')}**__",
        *(main or [none]),
        "",
        f"__**{t('claim-reveal-rolls')}**__",
        *(rolls or [none]),
    ]
    if offers:
        battles += ["", f"__**{t('claim-reveal-extras')}**__", *offers]
    return [
        Block(
            t("claim-reveal-orders-title", campaign=campaign_name, turn=turn.number),
            orders,
            discord.Colour.gold(),
        ),
        Block(
            t("claim-reveal-battles-title", campaign=campaign_name, turn=turn.number),
            battles,
            discord.Colour.red(),
        ),
    ]


def reveal_messages(
    campaign_name: str, turn: Turn, data: Mapping[str, Any], names: Names
) -> list[dict[str, Any]]:
    """The reveal as the messages to post, in order: embeds only (the caller adds the pings)."""
    pages = embed_messages(
        reveal_blocks(campaign_name, turn, data, names),
        footer=t("claim-reveal-footer", turn=turn.number),
    )
    return [{"embeds": embeds, "allowed_mentions": QUIET} for embeds in pages]


def roll_why(
    why: Mapping[str, Any], roll: Mapping[str, Any], plan: Mapping[str, Any], names: Names
) -> str:
    """Why a claim roll is not fought, for the game master and the players (classify.py `why`)."""
    battle = _battle_label(plan, why["battle"]) if why.get("battle") else "-"
    return t(
        "claim-why",
        reason=why["reason"],
        defender=names.faction(roll["defender"]),
        battle=battle,
    )


def _battle_label(plan: Mapping[str, Any], key: str) -> str:
    index = next(i for i, b in enumerate(plan["battles"]) if b["key"] == key)
    return f"B{index + 1}"


def option_text(offer: ExtraOffer, index: int, names: Names, *, plain: bool = False) -> str:
    """What an extra battle would be fought over: a border pair (each side's own area) or an
    unclaimed area. `plain`: names as typed (a select label), else safe for a message."""
    kind, areas = offer.options[index]
    area = names.area_label if plain else names.area
    faction = names.faction_label if plain else names.faction
    if kind == "border":
        first, second = (faction(p) for p in offer.players)
        return f"{area(areas[0])} ({first}) ↔ {area(areas[1])} ({second})"
    return t("claim-extra-unclaimed-area", area=area(areas[0]))


def offer_text(offer: ExtraOffer, names: Names, limit: int = 3000) -> str:
    """The options of an extra battle offer as its select offers them (the first 25)."""
    count = len(offer.options)
    text = listing(
        [option_text(offer, i, names) for i in range(min(count, SELECT_OPTIONS))], limit, "; "
    )
    if count > SELECT_OPTIONS:
        text += " " + t("claim-extra-first-options", shown=SELECT_OPTIONS, count=count)
    return text


def extra_views(turn: Turn, data: Mapping[str, Any], names: Names) -> list[discord.ui.View]:
    """One select per open extra battle offer, five to a message."""
    views: list[discord.ui.View] = []
    for label, offer in extra_offers(data).items():
        if data.get("extra", {}).get(label, {}).get("agreed") is not None:
            continue
        if not views or len(views[-1].children) == SELECTS_PER_MESSAGE:
            views.append(discord.ui.View(timeout=None))
        players = " & ".join(names.faction_label(p) for p in offer.players)
        count = len(offer.options)
        options = [
            discord.SelectOption(
                label=clip(
                    t("claim-extra-fight-over", what=option_text(offer, i, names, plain=True)),
                    LABEL_MAX,
                ),
                value=str(i),
            )
            for i in range(min(count, SELECT_OPTIONS))
        ]
        more = (
            " " + t("claim-extra-first", shown=SELECT_OPTIONS, count=count)
            if count > SELECT_OPTIONS
            else ""
        )
        pick = t("claim-extra-pick")
        placeholder = clip(f"{label}{more} · {players}", PLACEHOLDER_MAX - len(pick))
        views[-1].add_item(ExtraSelect(turn.id, label, options, f"{placeholder}{pick}"))
    return views


def extra_messages(turn: Turn, data: Mapping[str, Any], names: Names) -> list[dict[str, Any]]:
    """The extra battle selects as messages to post, five selects to a message."""
    views = extra_views(turn, data, names)
    return [
        {
            "content": t(
                "claim-extra-on-offer",
                turn=turn.number,
                part=f", {n}/{len(views)}" if len(views) > 1 else "",
            ),
            "view": view,
            "allowed_mentions": QUIET,
        }
        for n, view in enumerate(views, start=1)
    ]


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

    @settles
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

    @settles
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

    @settles
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

    @settles
    async def callback(self, interaction: discord.Interaction[Strategos]) -> None:
        await _dispatch(interaction, "on_extra", self.turn_id, self.label, list(self.item.values))


COMPONENTS = (TurnButton, OrderButton, OrderSelect, ExtraSelect)


async def _dispatch(interaction: discord.Interaction[Strategos], handler: str, *args: Any) -> None:
    """Hand the click to the TurnDesk; a forged id (no turn) or an unloaded game is refused."""
    use_locale(interaction)  # what the clicking user alone reads is in their language
    desk = _desk(interaction)
    if args[0] is None or desk is None:
        await tell(interaction, t("claim-not-our-button"))
        return
    await getattr(desk, handler)(interaction, *args)
