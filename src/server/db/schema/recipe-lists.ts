import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which recipes each move of a family's recipe list version touched (drizzle/0017,
 * docs/decisions/032): one row per move, written by the same trigger in the same transaction,
 * so a cache built at version N re-reads just the recipes of the rows after N. `recipeIds`
 * null: too much changed to name (a category renamed, a cookbook linked), rebuild the list.
 * Pruned to the newest versions per family (db-maintenance.ts).
 */
export const recipeListChanges = pgTable(
  'recipe_list_changes',
  {
    familyId: integer('family_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    recipeIds: integer('recipe_ids').array(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.familyId, t.version] })],
);

/**
 * A family's cached list as last saved, with the versions it was read at, so a restarted
 * server patches it from the change log instead of reading every recipe again (decision 032).
 * Kept in the database rather than the data folder: it always goes with the data it was read
 * from (a restored backup brings its own, and a PostgreSQL server is shared by its processes).
 */
export const recipeListSnapshots = pgTable(
  'recipe_list_snapshots',
  {
    familyId: integer('family_id').notNull(),
    /** 'cards' or 'search' (the two cached answers of decision 022). */
    kind: text('kind').notNull(),
    globalVersion: bigint('global_version', { mode: 'number' }).notNull(),
    familyVersion: bigint('family_version', { mode: 'number' }).notNull(),
    /**
     * The JSON as text, its brotli and gzip forms in base64: both drivers read a bytea as hex
     * in JavaScript, which took PGlite 150 ms a megabyte against 5 ms for text (decision 032).
     */
    identity: text('identity').notNull(),
    br: text('br').notNull(),
    gzip: text('gzip').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.familyId, t.kind] })],
);
