-- 001: campaigns, factions, regions, battles and their audit trail.
--
-- Every table carries guild_id. Children point at their parent through (id, guild_id), so the
-- database itself refuses a faction, region, battle or audit row whose guild differs from its
-- parent's. JSON columns are TEXT written with sorted keys. Ids are AUTOINCREMENT so an id is
-- never reused: battle ids live on in Discord buttons long after the row they were made for.

CREATE TABLE campaigns (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id    INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    name_key    TEXT    NOT NULL,  -- casefolded name: case-insensitive beyond ASCII
    settings    TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
    gm_user_id  INTEGER,
    status      TEXT    NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived')),
    created_at  TEXT    NOT NULL,
    archived_at TEXT,
    UNIQUE (guild_id, name_key),
    UNIQUE (id, guild_id)
);

CREATE TABLE factions (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id    INTEGER NOT NULL,
    campaign_id INTEGER NOT NULL,
    user_id     INTEGER,           -- NULL: not a player (a neutral country, a bank)
    name        TEXT    NOT NULL,
    name_key    TEXT    NOT NULL,
    resources   TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(resources)),
    data        TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(data)),
    joined_at   TEXT    NOT NULL,
    left_at     TEXT,
    UNIQUE (id, guild_id),
    FOREIGN KEY (campaign_id, guild_id) REFERENCES campaigns (id, guild_id) ON DELETE CASCADE
);

-- A player has one active faction per campaign; names are unique among active factions.
CREATE UNIQUE INDEX factions_one_per_player
    ON factions (campaign_id, user_id) WHERE left_at IS NULL AND user_id IS NOT NULL;
CREATE UNIQUE INDEX factions_active_name
    ON factions (campaign_id, name_key) WHERE left_at IS NULL;
CREATE INDEX factions_by_campaign ON factions (guild_id, campaign_id, id);

CREATE TABLE regions (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id    INTEGER NOT NULL,
    campaign_id INTEGER NOT NULL,
    key         TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    owner       INTEGER REFERENCES factions (id) ON DELETE SET NULL,
    holdings    TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(holdings)),
    data        TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(data)),
    updated_at  TEXT    NOT NULL,
    UNIQUE (campaign_id, key),
    FOREIGN KEY (campaign_id, guild_id) REFERENCES campaigns (id, guild_id) ON DELETE CASCADE
);

CREATE INDEX regions_by_campaign ON regions (guild_id, campaign_id, key);
CREATE INDEX regions_by_owner ON regions (owner);

CREATE TABLE battles (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id    INTEGER NOT NULL,
    campaign_id INTEGER,
    game        TEXT    NOT NULL,
    setup       TEXT    NOT NULL CHECK (json_valid(setup)),
    seed        TEXT    NOT NULL,
    answers     TEXT    NOT NULL DEFAULT '[]'
                CHECK (json_valid(answers) AND json_type(answers) = 'array'),
    status      TEXT    NOT NULL DEFAULT 'active'
                CHECK (status IN ('active', 'finished', 'cancelled')),
    outcome     TEXT    CHECK (outcome IS NULL OR json_valid(outcome)),
    channel_id  INTEGER,
    message_id  INTEGER,
    thread_id   INTEGER,
    created_by  INTEGER NOT NULL,
    created_at  TEXT    NOT NULL,
    updated_at  TEXT    NOT NULL,
    finished_at TEXT,              -- when it ended: finished or cancelled
    UNIQUE (id, guild_id),
    FOREIGN KEY (campaign_id, guild_id) REFERENCES campaigns (id, guild_id)
);

CREATE INDEX battles_by_status ON battles (guild_id, status, id);
CREATE INDEX battles_by_campaign ON battles (guild_id, campaign_id, id);

CREATE TABLE audit (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id    INTEGER NOT NULL,
    battle_id   INTEGER NOT NULL,
    seq         INTEGER,           -- answer index for 'answer' and 'undo'; NULL otherwise
    user_id     INTEGER,
    action      TEXT    NOT NULL
                CHECK (action IN ('start', 'answer', 'undo', 'cancel', 'finish')),
    payload     TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(payload)),
    at          TEXT    NOT NULL,
    FOREIGN KEY (battle_id, guild_id) REFERENCES battles (id, guild_id) ON DELETE CASCADE
);

CREATE INDEX audit_by_battle ON audit (guild_id, battle_id, id);
