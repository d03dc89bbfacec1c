-- Live change notices (issue 15, docs/decisions/026). Statement triggers stage what a write
-- changed for the scopes that may see it: a family ('family:<id>', its members) or a user
-- ('user:<id>', that user's own devices). At commit a deferred trigger numbers every staged
-- notice of the transaction from event_sequences and sends it on the channel 'live_events'.
-- The sequence row stays locked until the commit ends, so a scope's numbers follow commit
-- order with no gaps, and a listener that sees a gap knows it missed something. Numbering at
-- commit, all of a transaction's scopes at once and in scope order, means a sequence row is
-- never held while its transaction still waits for another lock: numbering as each statement
-- ran deadlocked a check against a regeneration of the same list (found by the model test).
-- A notice names what changed (kind, ids, for items their version and mark), never more. Like
-- the data versions (0004), NOTIFY is sent only from sessions with
-- family_cookbook.notify_versions = 'on'; the numbers move in every session, so a hand edit
-- shows up as a gap at the next notice.
CREATE FUNCTION next_event_seq(event_scope text) RETURNS bigint LANGUAGE sql AS $$
  INSERT INTO event_sequences (scope, seq) VALUES (event_scope, 1)
  ON CONFLICT (scope) DO UPDATE SET seq = event_sequences.seq + 1
  RETURNING seq;
$$;
--> statement-breakpoint
-- Stages one notice until commit.
CREATE FUNCTION stage_live_event(event_scope text, event_kind text, ids integer[], details jsonb)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO live_event_outbox (scope, kind, ids, details)
  VALUES (event_scope, event_kind, ids, details);
$$;
--> statement-breakpoint
-- At commit (deferred): the first call of a transaction numbers and sends all of its staged
-- notices in scope order; later calls find none. Ids and details are dropped past 100 (the
-- client then reloads the whole kind): NOTIFY payloads must stay under 8000 bytes.
CREATE FUNCTION publish_staged_live_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  staged record;
  seq bigint;
  whole boolean;
  notifying boolean := current_setting('family_cookbook.notify_versions', true) = 'on';
BEGIN
  FOR staged IN
    SELECT * FROM live_event_outbox WHERE tx = txid_current() ORDER BY scope, id
  LOOP
    seq := next_event_seq(staged.scope);
    whole := coalesce(cardinality(staged.ids), 0) > 100;
    IF notifying THEN
      PERFORM pg_notify('live_events', json_strip_nulls(json_build_object(
        'scope', staged.scope, 'seq', seq, 'kind', staged.kind,
        'ids', CASE WHEN whole THEN NULL ELSE staged.ids END,
        'items', CASE WHEN whole THEN NULL ELSE staged.details END))::text);
    END IF;
  END LOOP;
  DELETE FROM live_event_outbox WHERE tx = txid_current();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER live_event_outbox_publish AFTER INSERT ON live_event_outbox DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION publish_staged_live_events();
--> statement-breakpoint
-- The rows a statement trigger's write changed, as SQL over its transition tables: the
-- inserted rows, the deleted rows, or both sides of updated rows that differ.
CREATE FUNCTION changed_rows_sql(operation text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE operation
    WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
    ELSE '(SELECT * FROM new_rows EXCEPT SELECT * FROM old_rows) UNION ALL '
      '(SELECT * FROM old_rows EXCEPT SELECT * FROM new_rows)'
  END;
$$;
--> statement-breakpoint
-- Statement trigger. TG_ARGV[0] selects (scope, kind, id, detail) from "changed": the inserted
-- rows, the deleted rows, or both sides of updated rows that differ. One notice per scope and
-- kind.
CREATE FUNCTION publish_live_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_rows text;
  notice record;
BEGIN
  changed_rows := changed_rows_sql(TG_OP);
  FOR notice IN EXECUTE format(
    'WITH changed AS (%s) SELECT scope, kind, array_agg(DISTINCT id ORDER BY id) AS ids, '
    'jsonb_agg(DISTINCT detail) FILTER (WHERE detail IS NOT NULL) AS details '
    'FROM (%s) t (scope, kind, id, detail) GROUP BY scope, kind ORDER BY scope, kind',
    changed_rows, TG_ARGV[0])
  LOOP
    PERFORM stage_live_event(notice.scope, notice.kind, notice.ids, notice.details);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  target record;
  event text;
  transition text;
BEGIN
  FOR target IN
    SELECT * FROM (VALUES
      ('meal_plans', 'insert update delete',
        $q$SELECT 'family:' || family_id, 'meal-plans', id, NULL::jsonb FROM changed$q$),
      ('staged_recipes', 'insert update delete',
        $q$SELECT 'family:' || family_id, 'staging', id, NULL::jsonb FROM changed$q$),
      ('shopping_lists', 'insert update delete',
        $q$SELECT 'family:' || family_id, 'shopping-lists', id, NULL::jsonb FROM changed$q$),
      -- Items are inserted and deleted only with their list's (re)generation, which the list's
      -- own notice announces; a check or uncheck carries the item's new version and mark.
      ('shopping_list_items', 'update',
        $q$SELECT 'family:' || l.family_id, 'shopping-items', i.id,
             jsonb_build_object('id', i.id, 'version', i.version, 'checked', i.checked)
           FROM (SELECT * FROM new_rows EXCEPT SELECT * FROM old_rows) i
           JOIN shopping_lists l ON l.id = i.shopping_list_id$q$),
      ('hidden_recipes', 'insert update delete',
        $q$SELECT 'family:' || family_id, 'hidden', recipe_id, NULL::jsonb FROM changed$q$),
      ('notes', 'insert update delete',
        $q$SELECT 'family:' || family_id, 'notes', recipe_id, NULL::jsonb FROM changed$q$),
      ('favorites', 'insert update delete',
        $q$SELECT 'user:' || user_id, 'favorites', recipe_id, NULL::jsonb FROM changed$q$),
      -- A membership tells the family (its member list) and the user (their families); the
      -- event stream also re-reads the user's families from it.
      ('user_families', 'insert update delete',
        $q$SELECT 'family:' || family_id, 'members', user_id, NULL::jsonb FROM changed
           UNION ALL SELECT 'user:' || user_id, 'memberships', family_id, NULL::jsonb FROM changed$q$),
      ('roles', 'insert update delete',
        $q$SELECT 'user:' || user_id, 'roles', id, NULL::jsonb FROM changed$q$)
    ) AS t (table_name, events, notices_of_changed)
  LOOP
    FOREACH event IN ARRAY string_to_array(target.events, ' ') LOOP
      transition := CASE event
        WHEN 'insert' THEN 'REFERENCING NEW TABLE AS new_rows'
        WHEN 'delete' THEN 'REFERENCING OLD TABLE AS old_rows'
        ELSE 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows' END;
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I %s FOR EACH STATEMENT EXECUTE FUNCTION publish_live_events(%L)',
        target.table_name || '_publish_live_events_on_' || event, upper(event),
        target.table_name, transition, target.notices_of_changed);
    END LOOP;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- A family's recipe list changed (0011 found which families): its members reload the list.
CREATE OR REPLACE FUNCTION bump_family_list_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_rows text;
  family_ids integer[];
  family integer;
BEGIN
  changed_rows := changed_rows_sql(TG_OP);
  EXECUTE format(
    'WITH changed AS (%s) SELECT array_agg(DISTINCT family_id ORDER BY family_id) FROM (%s) f',
    changed_rows, TG_ARGV[0]) INTO family_ids;
  FOREACH family IN ARRAY coalesce(family_ids, '{}') LOOP
    PERFORM advance_data_version('family_list_version/' || family);
    PERFORM stage_live_event('family:' || family, 'recipes', NULL, NULL);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Ended sessions close their event streams in every process (signing out, an admin removing
-- the user). Not numbered: it is for the servers, never forwarded to a client.
CREATE FUNCTION announce_ended_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ended record;
BEGIN
  IF current_setting('family_cookbook.notify_versions', true) = 'on' THEN
    FOR ended IN SELECT id_hash FROM old_rows LOOP
      PERFORM pg_notify('live_events',
        json_build_object('kind', 'session-ended', 'session', ended.id_hash)::text);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce_ended AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_ended_sessions();
