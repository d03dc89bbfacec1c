-- The family pantry's rules in the database (docs/decisions/044, architecture.md convention 11).
--
-- 1. Water is a default staple (product rule: pantry-staples): nobody buys tap water, so every
--    family has it "always" at home. Existing families get it here; a family created later
--    gets it from a trigger, whichever path creates it (admin tools, seeds, tests). The trigger
--    is deferred to the commit and adds water only to a family that still exists and has no
--    water yet, so a transaction that copies a family's pantry back with the family (the
--    access matrix restores tables so) keeps exactly one water row.
-- 2. A pantry change reaches the family's other devices like a shopping item's: the statement
--    triggers of drizzle/0014 stage a 'pantry' notice for the family with the changed ids.
INSERT INTO "pantry_items" ("family_id", "name", "name_key", "category", "is_staple")
SELECT f."id", 'water', 'water', 'Other', true FROM "families" f
WHERE NOT EXISTS (
  SELECT 1 FROM "pantry_items" p WHERE p."family_id" = f."id" AND p."name_key" = 'water'
);
--> statement-breakpoint
CREATE FUNCTION add_default_staples() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pantry_items (family_id, name, name_key, category, is_staple)
  SELECT f.id, 'water', 'water', 'Other', true FROM families f
  WHERE f.id = NEW.id
    AND NOT EXISTS (SELECT 1 FROM pantry_items p WHERE p.family_id = f.id AND p.name_key = 'water');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER families_add_default_staples AFTER INSERT ON families DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION add_default_staples();
--> statement-breakpoint
CREATE TRIGGER pantry_items_publish_live_events_on_insert AFTER INSERT ON pantry_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION publish_live_events($q$SELECT 'family:' || family_id, 'pantry', id, NULL::jsonb FROM changed$q$);
--> statement-breakpoint
CREATE TRIGGER pantry_items_publish_live_events_on_update AFTER UPDATE ON pantry_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION publish_live_events($q$SELECT 'family:' || family_id, 'pantry', id, NULL::jsonb FROM changed$q$);
--> statement-breakpoint
CREATE TRIGGER pantry_items_publish_live_events_on_delete AFTER DELETE ON pantry_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION publish_live_events($q$SELECT 'family:' || family_id, 'pantry', id, NULL::jsonb FROM changed$q$);
