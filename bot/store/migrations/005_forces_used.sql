-- 005: what each player last set in a quick battle's force builder, per server, game and
-- purpose ("forces", "ally_forces", ...): the builder is prefilled with it next time. A default
-- for the player interface only: the battle's own ask (its bounds) decides what is valid.

CREATE TABLE forces_used (
    guild_id    INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    purpose     TEXT    NOT NULL,
    counts      TEXT    NOT NULL CHECK (json_valid(counts)),   -- {unit key: count}
    updated_at  TEXT    NOT NULL,
    PRIMARY KEY (guild_id, user_id, game, purpose)
);
