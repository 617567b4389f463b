-- 011: what the bot keeps about itself rather than about a server (so not by guild): today the
-- fingerprint of the slash commands it last sent to Discord, by application and target, so a
-- restart, or a second process on the same database, does not send them again unchanged.

CREATE TABLE bot_state (
    key        TEXT NOT NULL PRIMARY KEY,
    value      TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
