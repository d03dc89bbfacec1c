-- Custom SQL migration: the recipe list change log (issue 23, docs/decisions/032).
--
-- 1. Every move of a family's list version (0011) now also writes one row to
--    recipe_list_changes, in the same transaction: the version it moved to and the ids of the
--    recipes whose card or ingredients changed, or NULL when too much changed to name (a
--    category or cookbook renamed, a cookbook linked or unlinked). A cache built at version N
--    re-reads only the recipes of the rows after N; one row per version lets it tell a
--    complete log from a pruned one (the versions after N must all be there).
-- 2. Public cookbooks: every family sees them (recipe-visibility.ts), but 0011 found the
--    families of a change only through family_cookbooks links, so an edit in a public
--    cookbook that no family links moved no family's version and lists stayed stale. Now the
--    families that see a cookbook are its linked ones and, while it is public (before or after
--    the write), every family.
-- 3. Writes that change nothing a card shows still move the version (live notices tell the
--    members, decision 026), with an empty list of recipes: a category added or deleted (a
--    used one cannot be, its recipes RESTRICT it), a cookbook's description or image, a
--    family's default cookbook.

-- Moves one family's list version and logs what it touched at that version.
CREATE FUNCTION record_family_list_change(family integer, recipe_ids integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  version_key text := 'family_list_version/' || family;
BEGIN
  PERFORM advance_data_version(version_key);
  -- The row is this transaction's (locked by the advance): its value is the version just set.
  INSERT INTO recipe_list_changes (family_id, version, recipe_ids)
  SELECT family, (value #>> '{}')::bigint, recipe_ids FROM app_meta WHERE key = version_key;
END;
$$;
--> statement-breakpoint
-- Statement trigger. TG_ARGV[0] selects (family_id, recipe_id, whole) from "changed" (the
-- inserted rows, the deleted rows, or both sides of updated rows that differ) or from the
-- transition tables: a family sees a change of that recipe (recipe_id NULL: of no card), or
-- must rebuild its whole list (whole). One version move per family, in family order (the same
-- lock order in every transaction).
CREATE OR REPLACE FUNCTION bump_family_list_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change record;
BEGIN
  FOR change IN EXECUTE format(
    'WITH changed AS (%s) SELECT family_id, CASE WHEN bool_or(whole) THEN NULL ELSE '
    'coalesce(array_agg(DISTINCT recipe_id ORDER BY recipe_id) FILTER (WHERE recipe_id IS NOT NULL), '
    '''{}'') END AS recipe_ids FROM (%s) f (family_id, recipe_id, whole) '
    'GROUP BY family_id ORDER BY family_id',
    changed_rows_sql(TG_OP), TG_ARGV[0])
  LOOP
    PERFORM record_family_list_change(change.family_id, change.recipe_ids);
    PERFORM stage_live_event('family:' || change.family_id, 'recipes', NULL, NULL);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  -- The families that see a cookbook, for rows (cookbook_id, recipe_id, whole, public) in
  -- "touched": its links, and every family while it is public ("public" is the written row's
  -- own flag for cookbooks, else the cookbook's; a deleted cookbook's is gone, and its links
  -- tell their families themselves).
  seen_by text := 'WITH touched (cookbook_id, recipe_id, whole, public) AS (%s) '
    'SELECT fc.family_id, t.recipe_id, t.whole FROM touched t '
    'JOIN family_cookbooks fc ON fc.cookbook_id = t.cookbook_id '
    'UNION ALL SELECT f.id, t.recipe_id, t.whole FROM touched t '
    'LEFT JOIN cookbooks c ON c.id = t.cookbook_id CROSS JOIN families f '
    'WHERE coalesce(t.public, c.is_public, false)';
  target record;
  event text;
BEGIN
  FOR target IN
    SELECT * FROM (VALUES
      ('recipes', 'insert update delete', format(seen_by,
        'SELECT cookbook_id, id, false, NULL::boolean FROM changed')),
      -- An ingredient of a recipe deleted with it: the recipe's own delete tells.
      ('ingredients', 'insert update delete', format(seen_by,
        'SELECT r.cookbook_id, i.recipe_id, false, NULL::boolean FROM changed i '
        'JOIN recipes r ON r.id = i.recipe_id')),
      ('categories', 'insert delete', format(seen_by,
        'SELECT cookbook_id, NULL::integer, false, NULL::boolean FROM changed')),
      -- Every card of a renamed or moved category changes.
      ('categories', 'update', format(seen_by,
        'SELECT x.cookbook_id, NULL::integer, '
        '(n.name, n.cookbook_id) IS DISTINCT FROM (o.name, o.cookbook_id), NULL::boolean '
        'FROM new_rows n JOIN old_rows o ON o.id = n.id '
        'CROSS JOIN LATERAL (VALUES (n.cookbook_id), (o.cookbook_id)) x (cookbook_id) '
        'WHERE n IS DISTINCT FROM o')),
      -- Every card of a renamed cookbook changes, and a public flip shows or hides them all.
      ('cookbooks', 'update', format(seen_by,
        'SELECT n.id, NULL::integer, '
        '(n.name, n.is_public) IS DISTINCT FROM (o.name, o.is_public), x.public '
        'FROM new_rows n JOIN old_rows o ON o.id = n.id '
        'CROSS JOIN LATERAL (VALUES (n.is_public OR o.is_public)) x (public) '
        'WHERE n IS DISTINCT FROM o')),
      ('cookbooks', 'delete', format(seen_by,
        'SELECT id, NULL::integer, true, is_public FROM changed')),
      ('family_cookbooks', 'insert delete', 'SELECT family_id, NULL::integer, true FROM changed'),
      -- A link that moved shows other cookbooks; a new default cookbook shows the same cards.
      ('family_cookbooks', 'update',
        'SELECT family_id, NULL::integer, true FROM ('
        '(SELECT family_id, cookbook_id FROM new_rows EXCEPT SELECT family_id, cookbook_id FROM old_rows) '
        'UNION ALL '
        '(SELECT family_id, cookbook_id FROM old_rows EXCEPT SELECT family_id, cookbook_id FROM new_rows)) moved '
        'UNION ALL SELECT family_id, NULL::integer, false FROM changed')
    ) AS t (table_name, events, families_of_changed)
  LOOP
    FOREACH event IN ARRAY string_to_array(target.events, ' ') LOOP
      EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I',
        target.table_name || '_bump_family_list_versions_on_' || event, target.table_name);
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I %s FOR EACH STATEMENT EXECUTE FUNCTION bump_family_list_versions(%L)',
        target.table_name || '_bump_family_list_versions_on_' || event, upper(event),
        target.table_name,
        CASE event
          WHEN 'insert' THEN 'REFERENCING NEW TABLE AS new_rows'
          WHEN 'delete' THEN 'REFERENCING OLD TABLE AS old_rows'
          ELSE 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows' END,
        target.families_of_changed);
    END LOOP;
  END LOOP;
  -- A new cookbook holds no recipes and no family links it yet: nothing to tell.
  DROP TRIGGER cookbooks_bump_family_list_versions_on_insert ON cookbooks;
END;
$$;
--> statement-breakpoint
-- Saved lists are JSON and its brotli and gzip forms: stored as they are, not compressed again
-- (pglz would spend time on every save and read of a few megabytes for little).
ALTER TABLE recipe_list_snapshots ALTER COLUMN identity SET STORAGE EXTERNAL,
  ALTER COLUMN br SET STORAGE EXTERNAL, ALTER COLUMN gzip SET STORAGE EXTERNAL;
