"""The battle's buttons and selects as DynamicItems: they survive restarts and carry their state.

The templates are deliberately broad so that a malformed or forged custom_id still reaches
`BattleDesk.on_component`, which refuses it with a message instead of leaving the click unanswered.

Every click is handled in the clicking user's language (`use_locale` in `interaction_check`):
what they alone read is in it; what everyone reads (the panel) is rendered in the battle's.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import t, use_locale
from bot.ui.custom_ids import (
    BUTTON_TEMPLATE,
    SELECT_PREFIX,
    SELECT_TEMPLATE,
    ComponentRef,
)
from bot.ui.replies import settles

if TYPE_CHECKING:
    from bot.client import Strategos


class BattleButton(discord.ui.DynamicItem[discord.ui.Button], template=BUTTON_TEMPLATE):
    def __init__(
        self,
        ref: ComponentRef | None,
        *,
        label: str,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
        emoji: str | None = None,
        row: int | None = None,
        raw_id: str = "",
    ) -> None:
        self.ref = ref
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=style,
                disabled=disabled,
                emoji=emoji,
                row=row,
                custom_id=ref.custom_id() if ref else raw_id,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> BattleButton:
        return cls(
            ComponentRef.parse(match["body"]),
            label=item.label or "?",
            raw_id=item.custom_id or "",
        )

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        use_locale(interaction)
        return True

    @settles
    async def callback(self, interaction: discord.Interaction[Strategos]) -> None:
        await interaction.client.desk.on_component(interaction, self.ref, values=None)


class BattleSelect(discord.ui.DynamicItem[discord.ui.Select], template=SELECT_TEMPLATE):
    def __init__(
        self,
        ref: ComponentRef | None,
        *,
        options: list[discord.SelectOption] | None = None,
        min_values: int = 1,
        max_values: int = 1,
        placeholder: str | None = None,
        row: int | None = None,
        raw_id: str = "",
    ) -> None:
        self.ref = ref
        super().__init__(
            discord.ui.Select(
                custom_id=ref.custom_id(SELECT_PREFIX) if ref else raw_id,
                options=options or [discord.SelectOption(label="?")],
                min_values=min_values,
                max_values=max_values,
                placeholder=placeholder,
                row=row,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> BattleSelect:
        return cls(
            ComponentRef.parse(match["body"]),
            options=list(item.options) or None,
            min_values=item.min_values,
            max_values=item.max_values,
            raw_id=item.custom_id or "",
        )

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        use_locale(interaction)
        return True

    @settles
    async def callback(self, interaction: discord.Interaction[Strategos]) -> None:
        values: list[Any] = list(self.item.values)
        await interaction.client.desk.on_component(interaction, self.ref, values=values)


class VerifyButton(discord.ui.DynamicItem[discord.ui.Button], template=r"sgv:(?P<id>[0-9]{1,19})"):
    """🔍 Verify on every panel: the audit detail, privately, for whoever asks."""

    def __init__(self, battle_id: int) -> None:
        self.battle_id = battle_id
        super().__init__(
            discord.ui.Button(
                label=t("ui-verify-button"),
                emoji="🔍",
                style=discord.ButtonStyle.secondary,
                custom_id=f"sgv:{battle_id}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> VerifyButton:
        return cls(int(match["id"]))

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        use_locale(interaction)
        return True

    @settles
    async def callback(self, interaction: discord.Interaction[Strategos]) -> None:
        await interaction.client.desk.on_verify(interaction, self.battle_id)
