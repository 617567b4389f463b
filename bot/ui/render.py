"""How a battle looks in Discord: the panel (embed + components) and the private secret panel."""

from __future__ import annotations

import contextlib
from collections import OrderedDict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import discord

from bot.battles import KEEP_LIVE, LoadedBattle
from bot.engine import Ask, AskKind, Event
from bot.i18n import current, t
from bot.kept import keep
from bot.ui import forces
from bot.ui.components import BattleButton, BattleSelect, VerifyButton
from bot.ui.custom_ids import BuilderState, ComponentRef
from bot.ui.odds import add_odds_button
from bot.ui.replies import pings
from bot.ui.text import localized, sides_text

DESCRIPTION_LIMIT = 3800
COLOURS = {
    "active": discord.Colour.blurple(),
    "finished": discord.Colour.green(),
    "cancelled": discord.Colour.dark_grey(),
}


@dataclass
class Panel:
    content: str
    embed: discord.Embed | None
    view: discord.ui.View | None
    pings: tuple[int, ...] = ()
    """The members the content pings; nobody else, whatever names players typed."""

    def kwargs(self) -> dict[str, Any]:
        return {
            "content": self.content or None,
            "embed": self.embed,
            "view": self.view,
            "allowed_mentions": pings(self.pings),
        }


# -- text ----------------------------------------------------------------------------------------
def humanize(key: str) -> str:
    return key.replace("_", " ").capitalize()


def seat_label(loaded: LoadedBattle, seat: str | None) -> str:
    return loaded.seat_name(seat) if seat else t("ui-everyone")


def generic_event_line(event: Event, setup: Mapping[str, Any]) -> str:
    seats = setup.get("seats", {})
    side = event.get("side")
    who = seats.get(side, {}).get("name", humanize(side)) if side else ""
    if event.kind == "roll":
        faces = " ".join(f"`{f}`" for f in event["faces"])
        head = f"🎲 {who + ' · ' if who else ''}{humanize(event['purpose'])} ({event['dice']})"
        return f"{head}: {faces} → **{event['result']}**"
    details = ", ".join(
        f"{humanize(k).lower()} {value_words(v)}"
        for k, v in event.fields.items()
        if k not in ("side", "private_to") and v is not None
    )
    return f"• {humanize(event.kind)}{' (' + who + ')' if who else ''}: {details}".rstrip(": ")


def value_words(value: Any) -> str:
    """A value as a player reads it: "infantry 3, cavalry 1", "yes", "hill"."""
    if isinstance(value, bool):
        return t("ui-value-yes") if value else t("ui-value-no")
    if isinstance(value, Mapping):
        return ", ".join(f"{value_words(k)} {value_words(v)}" for k, v in value.items()) or "—"
    if isinstance(value, list | tuple):
        return ", ".join(value_words(v) for v in value) or "—"
    if value is None:
        return "—"
    return str(value).replace("_", " ")


def event_lines(loaded: LoadedBattle, events: Iterable[Event]) -> list[str]:
    setup = loaded.battle.setup
    lines = []
    for event in events:
        text = loaded.game.render_event(event, setup) if loaded.game.render_event else None
        if text == "":
            continue  # the game shows this event within another line (a die in its score)
        lines.append(text if text is not None else generic_event_line(event, setup))
    return lines


def ask_hint(ask: Ask) -> str:
    """How the ask is answered: "pick one", "yes or no" …"""
    match ask.kind:
        case AskKind.CHOOSE_ONE:
            return t("ui-hint-pick-one")
        case AskKind.CHOOSE_MANY if ask.min_choices != ask.max_choices:
            return t("ui-hint-pick-range", low=str(ask.min_choices), high=str(ask.max_choices))
        case AskKind.CHOOSE_MANY:
            return t("ui-hint-pick-n", count=ask.min_choices)
        case AskKind.SET_COUNTS:
            return forces.hint(ask)
        case AskKind.YES_NO:
            return t("ui-hint-yes-no")
    return t("ui-hint-secret")


def ask_prompt(loaded: LoadedBattle, ask: Ask) -> str:
    """**Prompt** (how to answer), in the language being spoken (`ask` already `localized`)."""
    prompt = ask.fields.get("prompt") or humanize(ask.purpose)
    return f"**{prompt}** ({ask_hint(ask)})"


def mention(loaded: LoadedBattle, seat: str) -> str:
    user_id = loaded.seat_user(seat)
    return f"<@{user_id}>" if user_id else f"**{loaded.seat_name(seat)}**"


def whose_turn(loaded: LoadedBattle) -> str:
    state = loaded.state
    if state.pending is None:
        return ""
    return ", ".join(mention(loaded, seat) for seat in state.waiting_for)


def fit_lines(lines: list[str], limit: int) -> str:
    """The newest lines that fit, oldest dropped first (the full log is in /battle log)."""
    kept: list[str] = []
    size = 0
    for line in reversed(lines):
        if size + len(line) + 1 > limit - 40:
            kept.append(t("ui-panel-earlier-lines", count=len(lines) - len(kept)))
            break
        kept.append(line)
        size += len(line) + 1
    return "\n".join(reversed(kept))


def outcome_text(loaded: LoadedBattle) -> str:
    outcome = loaded.state.outcome
    if outcome is None:
        return ""
    if outcome.winner is None:
        return t("ui-outcome-draw")
    return t("ui-outcome-wins", name=loaded.seat_name(outcome.winner))


# -- the public panel ------------------------------------------------------------------------------
RECENT_LINES = 4
"""Steps shown on the panel; the whole story is told in the thread and in `/battle log`."""


@dataclass(frozen=True)
class PanelStory:
    """The public story as the panel shows it: how many lines it makes, the newest of them."""

    events: int
    """Public events told."""
    last: Event | None
    """The last of them: the story goes on from it (one taken back is replayed: new events)."""
    lines: int
    recent: tuple[str, ...]


_STORIES: OrderedDict[tuple[int, int, str], PanelStory] = OrderedDict()
STORIES_KEPT = KEEP_LIVE
"""Battles whose panel story is kept (the most recently shown), per language: as many as the
battles kept live (a story kept for fewer, clicked in turn, would be rendered anew at every
click). Some hundred bytes each."""


def panel_story(loaded: LoadedBattle) -> PanelStory:
    """The panel's story, in the language being spoken: only the events since the battle's
    panel was last rendered here are rendered, so a panel costs the same at answer 1,000 as at
    answer 10 (a battle not kept, or whose story was taken back, is rendered from its start).
    The story of a battle this process does not keep (a panel repaired at start-up) is not
    kept either: it would hold its last event, and crowd out the stories of battles played."""
    events = loaded.state.events_for(None)
    key = (loaded.battle.guild_id, loaded.battle.id, current().code)
    kept = _STORIES.get(key)
    if (
        kept is None
        or kept.events > len(events)
        or (kept.events and events[kept.events - 1] is not kept.last)
    ):
        kept = PanelStory(0, None, 0, ())
    new = event_lines(loaded, events[kept.events :])
    story = PanelStory(
        len(events),
        events[-1] if events else None,
        kept.lines + len(new),
        (*kept.recent, *new)[-RECENT_LINES:],
    )
    if loaded.kept:
        keep(_STORIES, key, story, STORIES_KEPT)
    return story


def render_panel(loaded: LoadedBattle, builder: BuilderState | None = None) -> Panel:
    """A board, not a log: who fights, where the battle stands (the game's own board lines),
    the last steps, and what is being decided by whom — about fifteen lines on a phone."""
    battle, state = loaded.battle, loaded.state
    embed = discord.Embed(
        title=f"⚔️ {loaded.game.shown_title} — {loaded.label}"[:256],
        colour=COLOURS.get(battle.status, discord.Colour.blurple()),
    )
    board = loaded.game.board(battle.setup, state) if loaded.game.board else []
    story = panel_story(loaded)
    recent = list(story.recent)
    if story.lines > len(recent):
        recent = [t("ui-panel-earlier-steps", count=story.lines - len(recent)), *recent]
    parts = [f"**{sides_text(loaded)}**", *board]
    if recent:
        parts += ["", *recent]
    embed.description = fit_lines(parts, DESCRIPTION_LIMIT)
    content = ""
    view = discord.ui.View(timeout=None)
    if battle.status == "cancelled":
        embed.add_field(
            name=t("ui-panel-cancelled"), value=t("ui-panel-cancelled-text"), inline=False
        )
    elif state.pending is not None and battle.status == "active":
        ask = localized(loaded, state.pending)
        asked = ", ".join(seat_label(loaded, s) for s in ask.seats)
        embed.add_field(
            name=t("ui-panel-now", seats=asked)[:256], value=ask_prompt(loaded, ask), inline=False
        )
        if ask.kind is AskKind.SECRET:
            done = [loaded.seat_name(s) for s in ask.seats if s in state.answered]
            if done:
                embed.add_field(
                    name=t("ui-panel-chosen"), value=", ".join(done)[:1024], inline=False
                )
        # the call to act pings, not the panel
        alone = "yes" if len(state.waiting_for) == 1 else "no"
        content = t("ui-panel-your-move", who=whose_turn(loaded), alone=alone)
        view = ask_view(loaded, ask, builder)
    else:
        embed.add_field(name=t("ui-panel-result"), value=outcome_text(loaded), inline=False)
    add_verify_button(view, battle.id)
    return Panel(content, embed, view)


def add_verify_button(view: discord.ui.View, battle_id: int) -> None:
    """🔍 Verify: the seed's hash (and the seed, once the battle is over), privately."""
    # a view full of answers (five rows) has no room: /battle verify still works
    with contextlib.suppress(ValueError):
        view.add_item(VerifyButton(battle_id))


def ask_view(
    loaded: LoadedBattle, ask: Ask, builder: BuilderState | None = None
) -> discord.ui.View:
    """The components that answer `ask` (for a secret ask: a 🔒 button per seat), in the
    language being spoken (`ask` already `localized`)."""
    view = discord.ui.View(timeout=None)
    battle_id, seq = loaded.battle.id, loaded.state.ask_seq
    if ask.kind is AskKind.SECRET:
        for i, seat in enumerate(ask.seats):
            answered = seat in loaded.state.answered
            view.add_item(
                BattleButton(
                    ComponentRef(battle_id, seq, seat, "open"),
                    label=t("ui-secret-button", name=loaded.seat_name(seat), chosen=answered),
                    emoji="✅" if answered else "🔒",
                    style=discord.ButtonStyle.secondary
                    if answered
                    else discord.ButtonStyle.primary,
                    disabled=answered,
                    row=i // 5,
                )
            )
        add_odds_button(view, loaded, ask)
        return view
    add_answer_items(view, battle_id, seq, ask, builder or forces.prefilled(loaded, ask))
    add_odds_button(view, loaded, ask)
    return view


def add_answer_items(
    view: discord.ui.View,
    battle_id: int,
    seq: int,
    ask: Ask,
    builder: BuilderState | None = None,
) -> None:
    seat = ask.seat or "gm"

    def ref(action: str, arg: str = "") -> ComponentRef:
        return ComponentRef(battle_id, seq, seat, action, arg)

    match ask.kind:
        case AskKind.CHOOSE_ONE if len(ask.options) <= 20:
            for i, option in enumerate(ask.options):
                view.add_item(BattleButton(ref("pick", str(i)), label=option.label, row=i // 5))
        case AskKind.CHOOSE_ONE | AskKind.CHOOSE_MANY:
            single = ask.kind is AskKind.CHOOSE_ONE
            view.add_item(
                BattleSelect(
                    ref("pick" if single else "many"),
                    options=[
                        discord.SelectOption(
                            label=o.label[:100],
                            value=str(i),
                            description=o.description[:100] or None,
                        )
                        for i, o in enumerate(ask.options[:25])
                    ],
                    min_values=1 if single else ask.min_choices,
                    max_values=1 if single else ask.max_choices,
                    placeholder=t("ui-choose-placeholder"),
                )
            )
        case AskKind.YES_NO:
            yes, no = t("ui-yes"), t("ui-no")
            view.add_item(BattleButton(ref("yes"), label=yes, style=discord.ButtonStyle.success))
            view.add_item(BattleButton(ref("no"), label=no, style=discord.ButtonStyle.danger))
        case AskKind.SET_COUNTS:
            add_builder_items(view, ask, builder or initial_builder(ask), ref)


def initial_builder(ask: Ask) -> BuilderState:
    return BuilderState(tuple(c.default for c in ask.counts), 0)


def add_builder_items(view: discord.ui.View, ask: Ask, builder: BuilderState, ref) -> None:
    """The force builder in one step: ✅ Confirm what is shown or ✏️ change it (forces.py)."""
    forces.add_builder_items(view, ask, builder, ref)


# -- the private panel of a secret ask -------------------------------------------------------------
def render_secret_panel(
    loaded: LoadedBattle, seat: str, builder: BuilderState | None = None
) -> Panel:
    ask = loaded.state.pending
    assert ask is not None and ask.kind is AskKind.SECRET
    inner = localized(loaded, ask.inner(seat))
    embed = discord.Embed(
        title=t("ui-secret-title", name=loaded.seat_name(seat), id=str(loaded.battle.id)),
        description=f"{ask_prompt(loaded, inner)}\n{t('ui-secret-note')}",
        colour=discord.Colour.dark_purple(),
    )
    view = discord.ui.View(timeout=None)
    builder = builder or forces.prefilled(loaded, inner)
    add_answer_items(view, loaded.battle.id, loaded.state.ask_seq, inner, builder)
    add_odds_button(view, loaded, inner)
    return Panel("", embed, view)


def describe_answer(ask: Ask, value: Any) -> str:
    """A player's own answer, as they would say it (`ask` localized by the caller)."""
    match ask.kind:
        case AskKind.CHOOSE_ONE:
            option = ask.option(value)
            return option.label if option else str(value)
        case AskKind.CHOOSE_MANY:
            return ", ".join(o.label for o in ask.options if o.key in value) or t("ui-nothing")
        case AskKind.SET_COUNTS:
            return ", ".join(f"{c.label} {value[c.key]}" for c in ask.counts)
        case AskKind.YES_NO:
            return t("ui-yes") if value else t("ui-no")
    return str(value)
