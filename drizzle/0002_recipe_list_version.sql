-- Custom SQL migration: a version number for everything a recipe list shows.
--
-- The recipe list endpoints keep the serialized list in memory, keyed by this version. Any
-- statement that changes what a list shows bumps it, from any module and any server process,
-- because the triggers sit on the tables themselves. The counter is one row of app_meta,
-- updated inside the writing transaction: readers see the new version exactly when they can
-- see the new data, so a cached list is never served for a newer version.
CREATE FUNCTION bump_recipe_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO app_meta (key, value, updated_at)
  VALUES ('recipe_list_version', '1'::jsonb, now())
  ON CONFLICT (key) DO UPDATE
    SET value = to_jsonb((app_meta.value #>> '{}')::bigint + 1), updated_at = now();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER recipes_bump_recipe_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recipes FOR EACH STATEMENT EXECUTE FUNCTION bump_recipe_list_version();
--> statement-breakpoint
CREATE TRIGGER categories_bump_recipe_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION bump_recipe_list_version();
--> statement-breakpoint
CREATE TRIGGER cookbooks_bump_recipe_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cookbooks FOR EACH STATEMENT EXECUTE FUNCTION bump_recipe_list_version();
--> statement-breakpoint
CREATE TRIGGER family_cookbooks_bump_recipe_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON family_cookbooks FOR EACH STATEMENT EXECUTE FUNCTION bump_recipe_list_version();
--> statement-breakpoint
CREATE TRIGGER favorites_bump_recipe_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON favorites FOR EACH STATEMENT EXECUTE FUNCTION bump_recipe_list_version();
--> statement-breakpoint
CREATE TRIGGER hidden_recipes_bump_recipe_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hidden_recipes FOR EACH STATEMENT EXECUTE FUNCTION bump_recipe_list_version();
--> statement-breakpoint
CREATE TRIGGER user_active_cookbooks_bump_recipe_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_active_cookbooks FOR EACH STATEMENT EXECUTE FUNCTION bump_recipe_list_version();
--> statement-breakpoint
CREATE TRIGGER user_preferences_bump_recipe_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_preferences FOR EACH STATEMENT EXECUTE FUNCTION bump_recipe_list_version();
