"""Answering a user whatever state the interaction is in, so no click is ever left unanswered."""

from __future__ import annotations

import discord


async def tell(interaction: discord.Interaction, message: str) -> None:
    """A short private message: the response if none was sent yet, else a followup."""
    message = message[:1900]
    try:
        if interaction.response.is_done():
            await interaction.followup.send(message, ephemeral=True)
        else:
            await interaction.response.send_message(message, ephemeral=True)
    except discord.HTTPException:
        # The interaction expired or Discord refused: nothing more we can show this user.
        pass
