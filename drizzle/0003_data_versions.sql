-- Custom SQL migration: data version counters that announce themselves.
--
-- Each counter is a row of app_meta bumped by statement triggers inside the writing
-- transaction (see 0002). The bump now also sends NOTIFY data_versions 'key:value', which
-- is delivered when the transaction commits: an embedded PGlite process keeps the counters
-- in memory from these notifications instead of reading them on every request
-- (docs/decisions/006). New counter auth_version: everything a request's session user
-- carries (user, super admin role, family memberships, the session itself).
CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_value bigint;
BEGIN
  INSERT INTO app_meta (key, value, updated_at)
  VALUES (TG_ARGV[0], '1'::jsonb, now())
  ON CONFLICT (key) DO UPDATE
    SET value = to_jsonb((app_meta.value #>> '{}')::bigint + 1), updated_at = now()
  RETURNING (value #>> '{}')::bigint INTO next_value;
  PERFORM pg_notify('data_versions', TG_ARGV[0] || ':' || next_value);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER recipes_bump_recipe_list_version ON recipes;
--> statement-breakpoint
CREATE TRIGGER recipes_bump_recipe_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recipes FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('recipe_list_version');
--> statement-breakpoint
DROP TRIGGER categories_bump_recipe_list_version ON categories;
--> statement-breakpoint
CREATE TRIGGER categories_bump_recipe_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('recipe_list_version');
--> statement-breakpoint
DROP TRIGGER cookbooks_bump_recipe_list_version ON cookbooks;
--> statement-breakpoint
CREATE TRIGGER cookbooks_bump_recipe_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cookbooks FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('recipe_list_version');
--> statement-breakpoint
DROP TRIGGER family_cookbooks_bump_recipe_list_version ON family_cookbooks;
--> statement-breakpoint
CREATE TRIGGER family_cookbooks_bump_recipe_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON family_cookbooks FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('recipe_list_version');
--> statement-breakpoint
DROP TRIGGER favorites_bump_recipe_list_version ON favorites;
--> statement-breakpoint
CREATE TRIGGER favorites_bump_recipe_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON favorites FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('recipe_list_version');
--> statement-breakpoint
DROP TRIGGER hidden_recipes_bump_recipe_list_version ON hidden_recipes;
--> statement-breakpoint
CREATE TRIGGER hidden_recipes_bump_recipe_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hidden_recipes FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('recipe_list_version');
--> statement-breakpoint
DROP TRIGGER user_active_cookbooks_bump_recipe_list_version ON user_active_cookbooks;
--> statement-breakpoint
CREATE TRIGGER user_active_cookbooks_bump_recipe_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_active_cookbooks FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('recipe_list_version');
--> statement-breakpoint
DROP TRIGGER user_preferences_bump_recipe_list_version ON user_preferences;
--> statement-breakpoint
CREATE TRIGGER user_preferences_bump_recipe_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_preferences FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('recipe_list_version');
--> statement-breakpoint
DROP FUNCTION bump_recipe_list_version();
--> statement-breakpoint
CREATE TRIGGER sessions_bump_auth_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('auth_version');
--> statement-breakpoint
CREATE TRIGGER users_bump_auth_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('auth_version');
--> statement-breakpoint
CREATE TRIGGER roles_bump_auth_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('auth_version');
--> statement-breakpoint
CREATE TRIGGER user_families_bump_auth_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_families FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('auth_version');
