-- Versions per family (issue 14, docs/decisions/025): a write that changes what a family's
-- recipe list shows moves that family's counter, 'family_list_version/<family id>' in
-- app_meta, and no other family's. The families are found from the rows that changed:
-- a recipe, category or ingredient through its cookbook, a cookbook directly, a link through
-- family_cookbooks. TRUNCATE still moves the global recipe_list_version, which every
-- family's list version includes.
CREATE FUNCTION bump_family_list_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_rows text;
  family_ids integer[];
  family integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed_rows := 'SELECT * FROM new_rows';
  ELSIF TG_OP = 'DELETE' THEN
    changed_rows := 'SELECT * FROM old_rows';
  ELSE
    -- Both sides of rows that differ: a recipe moved to another cookbook changes both lists.
    changed_rows := '(SELECT * FROM new_rows EXCEPT SELECT * FROM old_rows) UNION ALL '
      '(SELECT * FROM old_rows EXCEPT SELECT * FROM new_rows)';
  END IF;
  -- TG_ARGV[0]: the family ids of the rows in "changed".
  EXECUTE format(
    'WITH changed AS (%s) SELECT array_agg(DISTINCT family_id ORDER BY family_id) FROM (%s) f',
    changed_rows, TG_ARGV[0]) INTO family_ids;
  FOREACH family IN ARRAY coalesce(family_ids, '{}') LOOP
    PERFORM advance_data_version('family_list_version/' || family);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  target record;
  event text;
  prefix text;
BEGIN
  FOR target IN
    SELECT * FROM (VALUES
      ('family_cookbooks', 'SELECT family_id FROM changed'),
      ('cookbooks',
        'SELECT fc.family_id FROM changed c JOIN family_cookbooks fc ON fc.cookbook_id = c.id'),
      ('categories',
        'SELECT fc.family_id FROM changed c JOIN family_cookbooks fc ON fc.cookbook_id = c.cookbook_id'),
      ('recipes',
        'SELECT fc.family_id FROM changed r JOIN family_cookbooks fc ON fc.cookbook_id = r.cookbook_id'),
      ('ingredients',
        'SELECT fc.family_id FROM changed i JOIN recipes r ON r.id = i.recipe_id '
        'JOIN family_cookbooks fc ON fc.cookbook_id = r.cookbook_id')
    ) AS t (table_name, families_of_changed)
  LOOP
    -- The global counter's row triggers go; its TRUNCATE trigger stays.
    FOREACH event IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
      EXECUTE format('DROP TRIGGER %I ON %I',
        target.table_name || '_bump_recipe_list_version_on_' || event, target.table_name);
    END LOOP;
    prefix := target.table_name || '_bump_family_list_versions';
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_family_list_versions(%L)',
      prefix || '_on_insert', target.table_name, target.families_of_changed);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_family_list_versions(%L)',
      prefix || '_on_update', target.table_name, target.families_of_changed);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_family_list_versions(%L)',
      prefix || '_on_delete', target.table_name, target.families_of_changed);
  END LOOP;
END;
$$;
