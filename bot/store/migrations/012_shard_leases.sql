-- 012: which process holds which of Discord's gateway shards. Discord lets two sessions hold one
-- shard, and both would then get every event of its servers (every click handled twice, once as
-- "already acknowledged"), so a process takes a lease on its shards before it connects, renews
-- it while it runs and gives it back when it stops; a lease nobody renews runs out by itself.

CREATE TABLE shard_leases (
    shard_id    INTEGER NOT NULL PRIMARY KEY CHECK (shard_id >= 0),
    shard_count INTEGER NOT NULL CHECK (shard_count > shard_id),
    holder      TEXT    NOT NULL,
    expires_at  REAL    NOT NULL
);
