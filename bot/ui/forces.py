"""Forces in one step: a set-counts ask (a force builder) answered with one interaction.

The panel offers ✅ Confirm with the counts it shows — the ask's defaults, which a campaign's
rules take from what the campaign holds, or in a quick battle what this player set last time in
this server — and ✏️ Change, a form with a field per unit type that answers as it is sent. An
ask of a single count offers its values in a select instead (one click for any of them). An ask
may name a `zero` button (an ally's "Stay out": every count at its lowest).

A form holds five components (Discord's limit). When an ask has more unit types, those it names
`together` (e.g. ("Tiles", [keys])) share one multi-line field, a line per type, "name: n".

Every id carries the battle, the ask's sequence number and the seat, so a form sent after a
restart still answers, and one sent after the ask was decided is refused "Already decided". The
form's text is checked here with a short reason per field; what was typed is kept behind a
✏️ Try again button. The ask's bounds stay the law (`Ask.validate`), the prefill is a default.

Everything here is worded in the language being spoken, from an ask already `localized` by the
caller: the panel's in the battle's language, the form and its refusals in the sender's.
"""

from __future__ import annotations

import dataclasses
import logging
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.battles import LoadedBattle
from bot.engine import AnswerRefused, Ask, AskKind
from bot.i18n import explain, t
from bot.store import ForcesUsed, Store
from bot.ui.components import BattleButton, BattleSelect
from bot.ui.custom_ids import BuilderState, ComponentRef

log = logging.getLogger(__name__)

MODAL_PREFIX = "sgm"
"""A force form's custom_id: `sgm:<battle>:<seq>:<seat>:cnt:set.0.<counts shown>`."""
FORM_FIELDS = 5
"""Discord shows at most five components in a modal."""
SELECT_VALUES = 25
"""A select offers at most 25 options."""
LABEL_LIMIT = 80
BOX_ID = "box"


# -- what the panel shows ------------------------------------------------------------------------
def summary(ask: Ask, counts: Sequence[int]) -> str:
    """ "Armies 3 · Fleets 1": the counts that are not zero (a single count even at zero)."""
    if len(ask.counts) == 1:
        return f"{ask.counts[0].label} {counts[0]}"
    parts = [f"{c.label} {n}" for c, n in zip(ask.counts, counts, strict=True) if n]
    return " · ".join(parts) or t("forces-none")


def confirm_label(ask: Ask, counts: Sequence[int]) -> str:
    label = f"{ask.fields.get('confirm') or t('forces-confirm')}: {summary(ask, counts)}"
    return label if len(label) <= LABEL_LIMIT else label[: LABEL_LIMIT - 1] + "…"


def hint(ask: Ask) -> str:
    """How the panel says a force builder is answered."""
    if single_values(ask) is not None:
        return t("forces-hint-select")
    if all(c.low == c.high for c in ask.counts):
        return t("forces-hint-fixed")
    return t("forces-hint-form")


def single_values(ask: Ask) -> list[int] | None:
    """The values of an ask's only count, when a select can offer every valid one."""
    if len(ask.counts) != 1:
        return None
    count = ask.counts[0]
    low = max(count.low, ask.min_total if ask.min_total is not None else count.low)
    high = min(count.high, ask.max_total if ask.max_total is not None else count.high)
    values = list(range(low, high + 1))
    return values if 1 < len(values) <= SELECT_VALUES else None


def zero_allowed(ask: Ask) -> bool:
    """The ask names a button for "every count at its lowest" and that answer is valid."""
    if not ask.fields.get("zero"):
        return False
    try:
        ask.validate({c.key: c.low for c in ask.counts})
    except AnswerRefused:
        return False
    return True


def shortcuts(ask: Ask, shown: Sequence[int]) -> list[tuple[str, tuple[int, ...]]]:
    """One-click answers the ask offers besides ✅ (`fields["shortcuts"]`: (label, counts by
    key) pairs, e.g. a casualty preset each): the valid ones that differ from what ✅ answers
    and from each other, at most four (a row of buttons)."""
    found: list[tuple[str, tuple[int, ...]]] = []
    seen = {tuple(shown)}
    for label, answer in ask.fields.get("shortcuts") or ():
        counts = tuple(int(answer.get(c.key, 0)) for c in ask.counts)
        if counts in seen:
            continue
        try:
            ask.validate(dict(zip((c.key for c in ask.counts), counts, strict=True)))
        except AnswerRefused:
            continue
        seen.add(counts)
        found.append((str(label), counts))
    return found[:4]


def add_builder_items(view: discord.ui.View, ask: Ask, builder: BuilderState, ref) -> None:
    """✅ Confirm (the counts shown), ✏️ Change (the form) or a select of the only count's
    values, and the ask's `zero` button (e.g. Stay out)."""
    counts = builder.counts
    lows = tuple(c.low for c in ask.counts)
    zero = zero_allowed(ask)
    if not (zero and counts == lows):  # else the `zero` button says it better than "Confirm"
        view.add_item(
            BattleButton(
                ref("cnt", BuilderState(counts).encode("ok")),
                label=confirm_label(ask, counts),
                emoji="✅",
                style=discord.ButtonStyle.success,
                row=0,
            )
        )
    for label, shortcut in shortcuts(ask, counts):  # e.g. the other casualty presets
        view.add_item(
            BattleButton(
                ref("cnt", BuilderState(shortcut).encode("ok")),
                label=f"{label}: {summary(ask, shortcut)}"[:LABEL_LIMIT],
                style=discord.ButtonStyle.success,
                row=1,
            )
        )
    values = single_values(ask)
    if values is None and any(c.low < c.high for c in ask.counts):
        view.add_item(
            BattleButton(
                ref("cnt", BuilderState(counts).encode("ed")),
                label=t("forces-change"),
                emoji="✏️",
                style=discord.ButtonStyle.primary,
                row=0,
            )
        )
    if zero:
        view.add_item(
            BattleButton(
                ref("cnt", BuilderState(lows).encode("ok")),
                label=str(ask.fields["zero"])[:LABEL_LIMIT],
                row=0,
            )
        )
    if values is not None:
        count = ask.counts[0]
        view.add_item(
            BattleSelect(
                ref("cnt", BuilderState(counts).encode("ch")),
                options=[
                    discord.SelectOption(label=f"{count.label}: {n}"[:100], value=str(n))
                    for n in values
                ],
                placeholder=t("forces-or-choose", label=count.label)[:150],
                row=1,
            )
        )


# -- the form ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class FormLayout:
    """Which counts get a field of their own, and which share the multi-line box."""

    apart: tuple[int, ...]
    boxed: tuple[int, ...] = ()
    box_label: str = ""


def form_layout(ask: Ask) -> FormLayout:
    n = len(ask.counts)
    if n <= FORM_FIELDS:
        return FormLayout(tuple(range(n)))
    label, keys = t("forces-more"), ()
    together = ask.fields.get("together")
    if isinstance(together, tuple | list) and len(together) == 2:
        label, keys = str(together[0]), tuple(together[1])
    apart = [i for i, c in enumerate(ask.counts) if c.key not in keys]
    if len(apart) >= FORM_FIELDS:  # no usable hint: four fields, the rest in the box
        apart = list(range(FORM_FIELDS - 1))
    boxed = tuple(i for i in range(n) if i not in apart)
    return FormLayout(tuple(apart), boxed, label[:45])


def box_text(ask: Ask, layout: FormLayout, counts: Sequence[int]) -> str:
    return "\n".join(f"{ask.counts[i].label}: {counts[i]}" for i in layout.boxed)


def form_custom_id(ref: ComponentRef, counts: Sequence[int]) -> str:
    """The form's id: where it answers, and the counts it was opened with."""
    return dataclasses.replace(
        ref, action="cnt", arg=BuilderState(tuple(counts)).encode("set")
    ).custom_id(MODAL_PREFIX)


def forces_form(ref: ComponentRef, ask: Ask, counts: Sequence[int]) -> discord.ui.Modal:
    """The ✏️ form: a field per count (or the box), prefilled with `counts`."""
    title = str(ask.fields.get("prompt") or t("forces-form-title"))
    modal = discord.ui.Modal(
        title=title if len(title) <= 45 else title[:44] + "…",
        custom_id=form_custom_id(ref, counts),
        timeout=None,
    )
    layout = form_layout(ask)
    for i in layout.apart:
        count = ask.counts[i]
        modal.add_item(
            discord.ui.Label(
                text=count.label[:45],
                description=t("forces-range", low=str(count.low), high=str(count.high))[:100],
                component=discord.ui.TextInput(
                    custom_id=f"n{i}",
                    default=str(counts[i]),
                    min_length=1,
                    max_length=4,  # what a retry's custom_id carries back
                    required=True,
                ),
            )
        )
    if layout.boxed:
        sample = ask.counts[layout.boxed[0]].label
        modal.add_item(
            discord.ui.Label(
                text=layout.box_label or t("forces-more"),
                description=t("forces-box-hint", sample=sample)[:100],
                component=discord.ui.TextInput(
                    custom_id=BOX_ID,
                    style=discord.TextStyle.paragraph,
                    default=box_text(ask, layout, counts),
                    required=False,
                    max_length=1000,
                ),
            )
        )
    # Sent but never stored by discord.py: every submit (after a restart too) reaches the desk
    # through on_interaction, by its custom_id.
    modal.stop()
    return modal


def form_values(data: Mapping[str, Any]) -> dict[str, str]:
    """custom_id -> text of every text field in a modal submit's data (in labels or rows)."""
    found: dict[str, str] = {}

    def walk(components: Any) -> None:
        for comp in components or []:
            if not isinstance(comp, Mapping):
                continue
            if "component" in comp:
                walk([comp["component"]])
            if "components" in comp:
                walk(comp["components"])
            if comp.get("type") == 4 and isinstance(comp.get("custom_id"), str):
                found[comp["custom_id"]] = str(comp.get("value") or "")

    walk(data.get("components"))
    return found


@dataclass(frozen=True)
class FormReading:
    """What a sent form says: the answer, or the reasons it is refused and what was typed."""

    value: dict[str, int] | None
    typed: tuple[int, ...]
    problems: tuple[str, ...] = ()


_NUMBER = re.compile(r"[0-9]{1,4}")
"""A count as typed: ASCII digits, four at most (what a retry's custom_id can carry back)."""


def is_number(text: str) -> bool:
    """A count as a player types it: 0 to 9999, in ASCII digits."""
    return _NUMBER.fullmatch(text) is not None


def read_form(ask: Ask, shown: Sequence[int], texts: Mapping[str, str]) -> FormReading:
    """The answer the form's text gives: each number checked against its bounds, then the whole
    against the ask. A count whose field is missing keeps the value the form showed."""
    typed = list(shown)
    problems: list[str] = []
    layout = form_layout(ask)

    def take(i: int, text: str) -> None:
        count = ask.counts[i]
        text = text.strip()
        bounds = {"label": count.label, "low": str(count.low), "high": str(count.high)}
        if not _NUMBER.fullmatch(text):
            problems.append(t("forces-not-number", typed=text[:20], **bounds))
            return
        typed[i] = int(text)
        if not count.low <= typed[i] <= count.high:
            problems.append(t("forces-out-of-range", typed=str(typed[i]), **bounds))

    for i in layout.apart:
        if f"n{i}" in texts:
            take(i, texts[f"n{i}"])
    if layout.boxed and texts.get(BOX_ID, "").strip():
        by_name = {ask.counts[i].label.casefold(): i for i in layout.boxed}
        seen: set[int] = set()
        for line in texts[BOX_ID].splitlines():
            if not line.strip():
                continue
            name, colon, number = line.rpartition(":")
            i = by_name.get(name.strip().casefold()) if colon else None
            if i is None:
                problems.append(t("forces-bad-line", line=line.strip()[:40]))
            elif i in seen:
                problems.append(t("forces-twice", label=ask.counts[i].label))
            else:
                seen.add(i)
                take(i, number)
    if problems:
        return FormReading(None, tuple(typed), tuple(problems))
    value = {c.key: n for c, n in zip(ask.counts, typed, strict=True)}
    try:
        return FormReading(ask.validate(value), tuple(typed))
    except AnswerRefused as refused:
        return FormReading(None, tuple(typed), (explain(refused),))


def retry_view(ref: ComponentRef, typed: Sequence[int]) -> discord.ui.View:
    """✏️ Try again: the form once more, with what was typed."""
    view = discord.ui.View(timeout=None)
    arg = BuilderState(tuple(typed)).encode("ed")
    view.add_item(
        BattleButton(
            dataclasses.replace(ref, action="cnt", arg=arg),
            label=t("forces-try-again"),
            emoji="✏️",
            style=discord.ButtonStyle.primary,
        )
    )
    return view


PROBLEMS_SHOWN = 5
"""A form's problems told at most: its box of 1,000 characters can hold a hundred bad lines,
and the message telling them at most 2,000 characters."""


def refusal_text(problems: Sequence[str]) -> str:
    told = [f"⚠️ {p}" for p in problems[:PROBLEMS_SHOWN]]
    if len(problems) > PROBLEMS_SHOWN:
        told.append(t("forces-more-problems", count=len(problems) - PROBLEMS_SHOWN))
    return "\n".join([*told, t("forces-nothing-sent")])


# -- prefill: what this player set last time (quick battles) --------------------------------------
PREFILL_KEY = "prefill"
"""In a battle's `shown`: {seat: {purpose: {unit key: count}}}, read when its battle started."""


def prefilled(loaded: LoadedBattle, ask: Ask) -> BuilderState | None:
    """The counts the builder shows: what the player set last time for this purpose, within the
    ask's bounds (a count it did not set: the ask's default). None: the ask's defaults."""
    if ask.kind is not AskKind.SET_COUNTS or ask.seat is None:
        return None
    saved = (loaded.battle.shown.get(PREFILL_KEY) or {}).get(ask.seat, {}).get(ask.purpose)
    if not isinstance(saved, Mapping):
        return None
    counts = []
    for c in ask.counts:
        n = saved.get(c.key, c.default)
        counts.append(min(c.high, max(c.low, n)) if isinstance(n, int) else c.default)
    value = {c.key: n for c, n in zip(ask.counts, counts, strict=True)}
    if zero_allowed(ask) and all(n == c.low for c, n in zip(ask.counts, counts, strict=True)):
        return None  # "stay out" has a button of its own: Confirm offers the ask's default
    try:
        ask.validate(value)
    except AnswerRefused:
        return None
    return BuilderState(tuple(counts))


async def with_prefill(store: Store, loaded: LoadedBattle) -> LoadedBattle:
    """A quick battle just started: note for each player what they set last time in this server
    and game, so every panel of the battle (after a restart too) offers the same defaults."""
    battle = loaded.battle
    if battle.campaign_id is not None:
        return loaded  # a campaign's asks default to what the campaign holds
    prefill: dict[str, Any] = {}
    try:
        for seat, user_id in loaded.players().items():
            used = await store.remembered_counts(battle.guild_id, user_id, battle.game)
            if used:
                prefill[seat] = used
        if not prefill:
            return loaded
        await store.set_battle_shown(battle.guild_id, battle.id, **{PREFILL_KEY: prefill})
    except Exception:  # a default is not worth failing a battle's start for
        log.warning("could not prefill battle %s", battle.id, exc_info=True)
        return loaded
    shown = {**battle.shown, PREFILL_KEY: prefill}
    return dataclasses.replace(loaded, battle=dataclasses.replace(battle, shown=shown))


def forces_used(loaded: LoadedBattle, seat: str, ask: Ask, value: Any) -> ForcesUsed | None:
    """What an answer to a quick battle's force builder teaches for the player's next battle
    (kept with the answer); None for any other answer, a campaign's battle or a "stay out"
    (that has a button of its own)."""
    battle = loaded.battle
    user_id = loaded.seat_user(seat)
    if (
        ask.kind is not AskKind.SET_COUNTS
        or battle.campaign_id is not None
        or user_id is None
        or not isinstance(value, Mapping)
        or (zero_allowed(ask) and all(value.get(c.key) == c.low for c in ask.counts))
    ):
        return None
    return ForcesUsed(user_id, battle.game, ask.purpose, value)
