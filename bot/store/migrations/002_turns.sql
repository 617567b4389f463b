-- 002: campaign turns and each faction's orders for a turn.
--
-- A turn is declared by every player in secret (orders), then closed and resolved. `data` holds
-- the game's own record of the turn (its plan, what has been resolved, reminders sent); orders
-- are the game's own JSON. One turn per campaign runs (open or resolving) at a time.

CREATE TABLE turns (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id    INTEGER NOT NULL,
    campaign_id INTEGER NOT NULL,
    number      INTEGER NOT NULL CHECK (number >= 1),
    status      TEXT    NOT NULL DEFAULT 'open'
                CHECK (status IN ('open', 'resolving', 'done', 'cancelled')),
    deadline    TEXT,              -- ISO-8601 UTC; NULL: no deadline
    channel_id  INTEGER,
    message_id  INTEGER,
    data        TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(data)),
    opened_by   INTEGER NOT NULL,
    opened_at   TEXT    NOT NULL,
    closed_by   INTEGER,
    closed_at   TEXT,
    updated_at  TEXT    NOT NULL,
    UNIQUE (campaign_id, number),
    UNIQUE (id, guild_id),
    FOREIGN KEY (campaign_id, guild_id) REFERENCES campaigns (id, guild_id) ON DELETE CASCADE
);

CREATE UNIQUE INDEX turns_one_running
    ON turns (campaign_id) WHERE status IN ('open', 'resolving');
CREATE INDEX turns_by_status ON turns (guild_id, status, id);
CREATE INDEX turns_by_campaign ON turns (guild_id, campaign_id, number);

CREATE TABLE turn_orders (
    guild_id     INTEGER NOT NULL,
    turn_id      INTEGER NOT NULL,
    faction_id   INTEGER NOT NULL,
    orders       TEXT    NOT NULL CHECK (json_valid(orders)),
    submitted_at TEXT,             -- NULL: a draft, not (or no longer) submitted
    updated_at   TEXT    NOT NULL,
    PRIMARY KEY (turn_id, faction_id),
    FOREIGN KEY (turn_id, guild_id) REFERENCES turns (id, guild_id) ON DELETE CASCADE,
    FOREIGN KEY (faction_id, guild_id) REFERENCES factions (id, guild_id)
);

CREATE INDEX turn_orders_by_turn ON turn_orders (guild_id, turn_id);
