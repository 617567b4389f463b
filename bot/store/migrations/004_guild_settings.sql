-- 004: each server's own settings (reminder delays now; the language later), set by its admins.

CREATE TABLE guild_settings (
    guild_id    INTEGER PRIMARY KEY,
    settings    TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
    updated_at  TEXT    NOT NULL
);
