-- 003: fair play — the entropy that seeds a battle's dice with its start, the action that
-- created it (one battle per origin), what its public messages last showed, and requests for
-- the other players' consent (to undo or cancel after something was revealed).

ALTER TABLE battles ADD COLUMN entropy TEXT;   -- the start's entropy (NULL: battles from before)
ALTER TABLE battles ADD COLUMN origin TEXT;    -- e.g. 'message:<lobby id>', 'claim:<turn>:<roll>:<n>'
ALTER TABLE battles ADD COLUMN shown TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(shown));

-- Battles from before this migration are taken as shown: nothing to repair for them.
-- sqlite only: rows from before PostgreSQL was supported (a PostgreSQL database is new here).
UPDATE battles SET shown = json_object('panel', json_array_length(answers) || ':' || status);

CREATE UNIQUE INDEX battles_one_per_origin ON battles (guild_id, origin) WHERE origin IS NOT NULL;

CREATE TABLE battle_requests (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id     INTEGER NOT NULL,
    battle_id    INTEGER NOT NULL,
    action       TEXT    NOT NULL CHECK (action IN ('undo', 'cancel')),
    answer_count INTEGER NOT NULL,   -- the battle as it stood: the request lapses once it moves on
    requested_by INTEGER NOT NULL,
    needed       TEXT    NOT NULL CHECK (json_valid(needed)),   -- user ids whose consent it needs
    agreed       TEXT    NOT NULL DEFAULT '[]' CHECK (json_valid(agreed)),
    status       TEXT    NOT NULL DEFAULT 'open'
                 CHECK (status IN ('open', 'granted', 'refused', 'lapsed')),
    decided_by   INTEGER,
    channel_id   INTEGER,
    message_id   INTEGER,
    created_at   TEXT    NOT NULL,
    updated_at   TEXT    NOT NULL,
    UNIQUE (id, guild_id),
    FOREIGN KEY (battle_id, guild_id) REFERENCES battles (id, guild_id) ON DELETE CASCADE
);

CREATE INDEX battle_requests_by_battle ON battle_requests (guild_id, battle_id, id);
