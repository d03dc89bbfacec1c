-- Custom SQL migration: the deletion rule moves into the database; version counters move only
-- when data changed, and announce themselves only where someone listens.
--
-- 1. A deleted recipe leaves a placeholder carrying its title, subtitle and servings in every
--    meal plan and staged item that used it (convention 11, docs/decisions/008). A BEFORE
--    DELETE row trigger does it, so every path obeys it: the recipe API, a cookbook deleted
--    with its recipes (ON DELETE CASCADE), an admin tool. Before, meal_plans.recipe_id ON
--    DELETE SET NULL collided with the recipe-or-placeholder CHECK (error 23514).
-- 2. ingredients bump recipe_list_version: list cards show their text (0002 forgot them).
-- 3. The counters of 0002/0003 moved for every statement, even one that changed no row, and a
--    sign-in moved auth_version 3-4 times, retiring every cached session user (decision 006).
--    Now one statement trigger per event with its transition table (PostgreSQL allows no
--    transition tables on a trigger with several events, nor on TRUNCATE) bumps only when
--    rows were inserted or deleted, or an updated row differs in the compared columns.
--    auth_version follows only what a cached session user carries: a new session or user is
--    in no cache, users.last_login_at and oidc ids are carried by none, and a session swept
--    after it expired is served by no cache.
-- 4. NOTIFY serialises committing transactions on PostgreSQL, and only an embedded PGlite
--    listens today. The counters notify only from a session that set
--    family_cookbook.notify_versions = 'on' (src/server/db/data-versions.ts does on PGlite).
CREATE FUNCTION leave_placeholders_for_deleted_recipe() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The PlaceholderData shape (src/shared/staging/staging.schemas.ts); no empty subtitle.
  placeholder jsonb := jsonb_strip_nulls(jsonb_build_object(
    'title', OLD.title, 'subtitle', nullif(OLD.subtitle, ''), 'servings', OLD.servings));
BEGIN
  UPDATE meal_plans
    SET recipe_id = NULL, is_placeholder = true, placeholder_data = placeholder
    WHERE recipe_id = OLD.id;
  UPDATE staged_recipes
    SET recipe_id = NULL, is_placeholder = true, placeholder_data = placeholder
    WHERE recipe_id = OLD.id;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER recipes_leave_placeholders BEFORE DELETE ON recipes FOR EACH ROW EXECUTE FUNCTION leave_placeholders_for_deleted_recipe();
--> statement-breakpoint
-- Moves one counter inside the writing transaction; NOTIFY (sent at commit) only if asked.
CREATE FUNCTION advance_data_version(version_key text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  next_value bigint;
BEGIN
  INSERT INTO app_meta (key, value, updated_at)
  VALUES (version_key, '1'::jsonb, now())
  ON CONFLICT (key) DO UPDATE
    SET value = to_jsonb((app_meta.value #>> '{}')::bigint + 1), updated_at = now()
  RETURNING (value #>> '{}')::bigint INTO next_value;
  IF current_setting('family_cookbook.notify_versions', true) = 'on' THEN
    PERFORM pg_notify('data_versions', version_key || ':' || next_value);
  END IF;
END;
$$;
--> statement-breakpoint
-- Statement trigger: TG_ARGV[0] is the counter; TG_ARGV[1], for UPDATE triggers, the columns
-- whose change counts (all of them without it). Transition tables: new_rows, old_rows.
CREATE FUNCTION bump_data_version_if_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := EXISTS (SELECT FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    changed := EXISTS (SELECT FROM old_rows);
  ELSIF TG_OP = 'UPDATE' AND TG_NARGS > 1 THEN
    EXECUTE format(
      'SELECT EXISTS (SELECT %1$s FROM new_rows EXCEPT SELECT %1$s FROM old_rows)', TG_ARGV[1])
      INTO changed;
  ELSIF TG_OP = 'UPDATE' THEN
    changed := EXISTS (SELECT * FROM new_rows EXCEPT SELECT * FROM old_rows);
  ELSE
    changed := true; -- TRUNCATE
  END IF;
  IF changed THEN
    PERFORM advance_data_version(TG_ARGV[0]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Deleting a session retires cached users only if it had not expired yet (now(): the start of
-- the transaction, so a long transaction errs towards bumping).
CREATE FUNCTION bump_auth_version_for_live_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT FROM old_rows WHERE expires_at > now()) THEN
    PERFORM advance_data_version('auth_version');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The tables whose every change counts: one trigger per event, named <table>_bump_<counter>_on_<event>.
DO $$
DECLARE
  target record;
  prefix text;
BEGIN
  FOR target IN
    SELECT * FROM (VALUES
      ('recipes', 'recipe_list_version'),
      ('ingredients', 'recipe_list_version'),
      ('categories', 'recipe_list_version'),
      ('cookbooks', 'recipe_list_version'),
      ('family_cookbooks', 'recipe_list_version'),
      ('favorites', 'recipe_list_version'),
      ('hidden_recipes', 'recipe_list_version'),
      ('user_active_cookbooks', 'recipe_list_version'),
      ('user_preferences', 'recipe_list_version'),
      ('roles', 'auth_version'),
      ('user_families', 'auth_version')
    ) AS t (table_name, version_key)
  LOOP
    prefix := target.table_name || '_bump_' || target.version_key;
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', prefix, target.table_name);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_changed(%L)',
      prefix || '_on_insert', target.table_name, target.version_key);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_changed(%L)',
      prefix || '_on_update', target.table_name, target.version_key);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_changed(%L)',
      prefix || '_on_delete', target.table_name, target.version_key);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_changed(%L)',
      prefix || '_on_truncate', target.table_name, target.version_key);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- users: what a session user carries (sessions.ts CurrentUser); no INSERT trigger.
DROP TRIGGER users_bump_auth_version ON users;
--> statement-breakpoint
CREATE TRIGGER users_bump_auth_version_on_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_changed('auth_version', 'id, email, name, picture');
--> statement-breakpoint
CREATE TRIGGER users_bump_auth_version_on_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_changed('auth_version');
--> statement-breakpoint
CREATE TRIGGER users_bump_auth_version_on_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_changed('auth_version');
--> statement-breakpoint
-- sessions: a new one is in no cache (no INSERT trigger); an expired one is served by none.
DROP TRIGGER sessions_bump_auth_version ON sessions;
--> statement-breakpoint
CREATE TRIGGER sessions_bump_auth_version_on_update AFTER UPDATE ON sessions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_changed('auth_version', 'id_hash, user_id, expires_at');
--> statement-breakpoint
CREATE TRIGGER sessions_bump_auth_version_on_delete AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_version_for_live_sessions();
--> statement-breakpoint
CREATE TRIGGER sessions_bump_auth_version_on_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_changed('auth_version');
--> statement-breakpoint
DROP FUNCTION bump_data_version();
