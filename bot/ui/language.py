"""Which language a message speaks: the reader's own for private replies, the server's (or the
campaign's) for what everyone reads."""

from __future__ import annotations

from typing import Any

from bot.i18n import SUPPORTED, Lang


async def public_lang(client: Any, guild_id: int | None, campaign: Any = None) -> Lang:
    """The language of public messages: the campaign's own (`settings.language`), else the
    server's (`/settings language`), else the server's preferred locale in Discord, else
    English."""
    chosen = (getattr(campaign, "settings", None) or {}).get("language")
    if chosen in SUPPORTED:
        return Lang.of(chosen)
    if guild_id is None:
        return Lang.of(None)
    server = await client.store.guild_settings(guild_id)
    if server.get("language") in SUPPORTED:
        return Lang.of(server["language"])
    guild = client.get_guild(guild_id)
    return Lang.of(guild.preferred_locale if guild is not None else None)
