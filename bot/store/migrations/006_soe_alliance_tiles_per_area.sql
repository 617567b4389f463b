-- 006: Struggle of Empires Alliance tiles belong to an area ("+1 per ogni tessera Alleanza usata
-- per quella regione"). From now on they are stored per faction and area, in the region's
-- holdings next to the faction's units: holdings[faction id] = {armies, fleets, forts, control,
-- alliance_land, alliance_sea, alliance_either}. No table changes: holdings is a JSON column.
--
-- Tiles stored before were per faction (factions.data.alliance_land / _sea / _either) and
-- counted in every area. A count does not say which area each tile names, so they are not
-- guessed into areas (that would multiply them, or put them where the game never did): each
-- faction keeps them as "not placed yet" in factions.data.alliance_unplaced = {land, sea,
-- either}; `/soe setup faction` shows them and `/soe setup units ... alliance_*` places them in
-- an area (taking them off the unplaced count). Until placed they count nowhere. Factions of
-- other games are untouched; factions without such tiles only lose the zero keys.

-- sqlite only: rows from before PostgreSQL was supported (a PostgreSQL database is new here).
UPDATE factions
SET data = json_remove(
        json_set(
            data,
            '$.alliance_unplaced',
            json_object(
                'land', COALESCE(json_extract(data, '$.alliance_land'), 0),
                'sea', COALESCE(json_extract(data, '$.alliance_sea'), 0),
                'either', COALESCE(json_extract(data, '$.alliance_either'), 0)
            )
        ),
        '$.alliance_land', '$.alliance_sea', '$.alliance_either'
    )
WHERE campaign_id IN (SELECT id FROM campaigns WHERE game = 'soe' AND guild_id = factions.guild_id)
  AND (COALESCE(json_extract(data, '$.alliance_land'), 0) > 0
       OR COALESCE(json_extract(data, '$.alliance_sea'), 0) > 0
       OR COALESCE(json_extract(data, '$.alliance_either'), 0) > 0);

-- sqlite only: rows from before PostgreSQL was supported (a PostgreSQL database is new here).
UPDATE factions
SET data = json_remove(data, '$.alliance_land', '$.alliance_sea', '$.alliance_either')
WHERE campaign_id IN (SELECT id FROM campaigns WHERE game = 'soe' AND guild_id = factions.guild_id)
  AND (json_type(data, '$.alliance_land') IS NOT NULL
       OR json_type(data, '$.alliance_sea') IS NOT NULL
       OR json_type(data, '$.alliance_either') IS NOT NULL);
