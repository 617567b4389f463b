-- 010: a battle's answers append-only, one row each, and a revision for cheap re-reads.
--
-- Until now every answer rewrote the whole JSON array in battles.answers, so the thousandth
-- answer wrote a thousand. Now an answer is one row of battle_answers (seq = its index, from 0),
-- an undo deletes the last row, and the battle row keeps the count (answer_count, what the
-- guarded writes compare) and a revision bumped by every append, undo, cancel and finish (never
-- going back): a caller holding the battle at the stored revision already has its answers.

CREATE TABLE battle_answers (
    guild_id    INTEGER NOT NULL,
    battle_id   INTEGER NOT NULL,
    seq         INTEGER NOT NULL CHECK (seq >= 0),
    answer      TEXT    NOT NULL CHECK (json_valid(answer)),
    PRIMARY KEY (battle_id, seq),
    FOREIGN KEY (battle_id, guild_id) REFERENCES battles (id, guild_id) ON DELETE CASCADE
);

ALTER TABLE battles ADD COLUMN answer_count INTEGER NOT NULL DEFAULT 0 CHECK (answer_count >= 0);
ALTER TABLE battles ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;

-- sqlite only: rows from before PostgreSQL was supported (a PostgreSQL database is new here).
-- `answers -> fullkey` is each element as JSON text (a string answer stays quoted).
INSERT INTO battle_answers (guild_id, battle_id, seq, answer)
SELECT b.guild_id, b.id, j.key, b.answers -> j.fullkey
FROM battles AS b, json_each(b.answers) AS j;

-- sqlite only: as above. A battle that ended has one more event (its finish or cancel).
UPDATE battles
SET answer_count = json_array_length(answers),
    revision = json_array_length(answers) + CASE WHEN status = 'active' THEN 0 ELSE 1 END;

ALTER TABLE battles DROP COLUMN answers;
