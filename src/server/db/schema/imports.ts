import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { APP_IMPORT_STATUSES, type AppImportReport } from '#shared/app-import/app-import.schemas';
import { cookbooks } from './cookbooks';
import { families } from './families';
import { recipes } from './recipes';
import { users } from './users';

/**
 * One row per import attempt (address or text), written before anything is fetched: the
 * per-user hourly limit counts these rows, so every server process sees the same count.
 * Rows older than a day are deleted as new ones come in.
 */
export const importLog = pgTable(
  'import_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_log_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Where an imported recipe came from in another app (docs/decisions/050): the app's own id of
 * it, so importing the same export again skips what is already here. Gone with its recipe.
 */
export const importedRecipeSources = pgTable(
  'imported_recipe_sources',
  {
    recipeId: integer('recipe_id')
      .primaryKey()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    cookbookId: integer('cookbook_id')
      .notNull()
      .references(() => cookbooks.id, { onDelete: 'cascade' }),
    /** The app's format name (src/server/modules/app-import/formats/app-export.ts). */
    format: text('format').notNull(),
    sourceId: text('source_id').notNull(),
  },
  (t) => [uniqueIndex('imported_recipe_sources_uq').on(t.cookbookId, t.format, t.sourceId)],
);

/**
 * One import from another app, run in the background: its progress and, once ended, its
 * report. Kept in the database so every server process answers about it, and a cancel asked
 * of one reaches the process running it.
 */
export const appImportJobs = pgTable(
  'app_import_jobs',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cookbookId: integer('cookbook_id')
      .notNull()
      .references(() => cookbooks.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: APP_IMPORT_STATUSES }).notNull(),
    /** Recipes read from the file; null while it is being read. */
    total: integer('total'),
    done: integer('done').notNull().default(0),
    report: jsonb('report').$type<AppImportReport>().notNull(),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written with every progress step: a running job not heard of for long has died. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('app_import_jobs_family_idx').on(t.familyId, t.createdAt),
    index('app_import_jobs_user_idx').on(t.userId, t.createdAt),
  ],
);
