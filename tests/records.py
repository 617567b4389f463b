"""SQL for tests that read a battle's record straight from the database file."""

ANSWERS = (
    "(SELECT COALESCE(json_group_array(json(answer)), '[]') FROM (SELECT answer"
    " FROM battle_answers AS a WHERE a.battle_id = battles.id ORDER BY a.seq)) AS answers"
)
"""A battle's answers as the JSON array they form (the store keeps one row per answer)."""
