-- The family recipe list answer no longer carries a user's marks (favourites, hidden recipes,
-- switched-off cookbooks, showHiddenRecipes): they come in their own small answer, read fresh
-- each time (docs/decisions/022). So these tables stop moving recipe_list_version, and a
-- favourite click no longer rebuilds every cached list.
DO $$
DECLARE
  table_name text;
  event text;
BEGIN
  FOREACH table_name IN ARRAY ARRAY['favorites', 'hidden_recipes', 'user_active_cookbooks', 'user_preferences']
  LOOP
    FOREACH event IN ARRAY ARRAY['insert', 'update', 'delete', 'truncate']
    LOOP
      EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I',
        table_name || '_bump_recipe_list_version_on_' || event, table_name);
    END LOOP;
  END LOOP;
END;
$$;
