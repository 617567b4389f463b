-- 009: tournaments, their entrants and their matches.
--
-- A tournament runs one game in one format (rules: bot/tournaments Rules as JSON); its rounds
-- are paired by the pure core and stored here as matches. A match is played in the bot (a
-- battle started in the match's thread, linked by battle_id when it ends) or reported; its
-- points are written once (a guarded update), so two reports never both count.

CREATE TABLE tournaments (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id     INTEGER NOT NULL,
    name         TEXT    NOT NULL,
    name_key     TEXT    NOT NULL,
    game         TEXT    NOT NULL,
    rules        TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(rules)),
    status       TEXT    NOT NULL DEFAULT 'registering'
                 CHECK (status IN ('registering', 'running', 'paused', 'finished', 'cancelled')),
    round        INTEGER NOT NULL DEFAULT 0 CHECK (round >= 0),
    deadline     TEXT,              -- ISO-8601 UTC: the running round's deadline; NULL: none
    channel_id   INTEGER NOT NULL,
    organiser_id INTEGER NOT NULL,
    data         TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(data)),
    created_at   TEXT    NOT NULL,
    updated_at   TEXT    NOT NULL,
    UNIQUE (guild_id, name_key),
    UNIQUE (id, guild_id)
);

CREATE INDEX tournaments_by_status ON tournaments (guild_id, status, id);

CREATE TABLE tournament_entrants (
    guild_id      INTEGER NOT NULL,
    tournament_id INTEGER NOT NULL,
    user_id       INTEGER NOT NULL,
    name          TEXT    NOT NULL DEFAULT '',  -- the name shown when they joined (pictures)
    seed          INTEGER NOT NULL CHECK (seed >= 1),
    status        TEXT    NOT NULL DEFAULT 'in' CHECK (status IN ('in', 'waiting', 'dropped')),
    dropped_after INTEGER,           -- the last round they took part in
    joined_round  INTEGER NOT NULL DEFAULT 1,
    checked_in    INTEGER NOT NULL DEFAULT 0,
    joined_at     TEXT    NOT NULL,
    PRIMARY KEY (tournament_id, user_id),
    FOREIGN KEY (tournament_id, guild_id) REFERENCES tournaments (id, guild_id) ON DELETE CASCADE
);

CREATE TABLE tournament_matches (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id      INTEGER NOT NULL,
    tournament_id INTEGER NOT NULL,
    round         INTEGER NOT NULL CHECK (round >= 1),
    table_no      INTEGER NOT NULL CHECK (table_no >= 1),
    seats         TEXT    NOT NULL CHECK (json_valid(seats)),
    points        TEXT    CHECK (points IS NULL OR json_valid(points)),
    bye           INTEGER NOT NULL DEFAULT 0,
    bracket       TEXT    NOT NULL DEFAULT '',
    thread_id     INTEGER,
    message_id    INTEGER,
    battle_id     INTEGER,
    reported_by   INTEGER,
    report        TEXT    CHECK (report IS NULL OR json_valid(report)),  -- awaiting confirmation
    updated_at    TEXT    NOT NULL,
    UNIQUE (tournament_id, round, table_no),
    FOREIGN KEY (tournament_id, guild_id) REFERENCES tournaments (id, guild_id) ON DELETE CASCADE
);

CREATE INDEX tournament_matches_by_thread ON tournament_matches (guild_id, thread_id);

-- Ratings per server and game (OpenSkill's mu and sigma), updated by tournament matches.
CREATE TABLE ratings (
    guild_id   INTEGER NOT NULL,
    game       TEXT    NOT NULL,
    user_id    INTEGER NOT NULL,
    mu         REAL    NOT NULL,
    sigma      REAL    NOT NULL,
    matches    INTEGER NOT NULL DEFAULT 0,
    updated_at TEXT    NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
);
