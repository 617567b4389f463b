"""Every word a person reads, in their language: Italian, Ukrainian, English as the fallback.

Text lives in Fluent catalogs (https://projectfluent.org), one file per language beside the code
that speaks it: `bot/locales/<lang>.ftl` (the platform), `cogs/locales/<lang>.ftl` (the shared
commands), `cogs/<game>/locales/<lang>.ftl` (each game, its terms from the original rules). Code
asks by key — `t(key, **values)` — in the language of whoever reads the message:

- a private (ephemeral) reply: the clicking user's `interaction.locale` (set for the whole
  handling of an interaction by `use_locale(interaction)` at the command tree and the buttons);
- a public message: the server's language (`/settings language`, else the server's preferred
  locale) or a campaign's own, rendered inside `with speaking(lang):`.

The engine never translates: its events and asks are structured, rendered here at the edge, so a
battle started in English reads in Italian. `python -m bot.i18n` lists what each language lacks.
"""

from bot.i18n.catalogs import (
    EN,
    FALLBACK,
    SUPPORTED,
    Lang,
    current,
    explain,
    language_of,
    register_catalogs,
    speaking,
    t,
    use_locale,
)

__all__ = [
    "EN",
    "FALLBACK",
    "SUPPORTED",
    "Lang",
    "current",
    "explain",
    "language_of",
    "register_catalogs",
    "speaking",
    "t",
    "use_locale",
]
