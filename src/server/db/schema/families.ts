import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { cookbooks } from './cookbooks';

export const families = pgTable(
  'families',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The admin lists' order (by name as people read it, ties by id): a page walks it.
  (t) => [index('families_name_order_idx').on(sql`lower(${t.name})`, t.id)],
);

export const userFamilies = pgTable(
  'user_families',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
  },
  (t) => [
    uniqueIndex('user_families_user_family_uq').on(t.userId, t.familyId),
    index('user_families_family_idx').on(t.familyId),
  ],
);

export const userPreferences = pgTable('user_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferredFamilyId: integer('preferred_family_id').references(() => families.id, {
    onDelete: 'set null',
  }),
  showHiddenRecipes: boolean('show_hidden_recipes').notNull().default(false),
  /** 'en' | 'de' | 'fr' | 'es'; null follows the browser's language. */
  language: text('language'),
  /** 'asWritten' | 'metric' | 'usCustomary' (shared/measures). */
  measurementSystem: text('measurement_system').notNull().default('asWritten'),
});

/**
 * A user's choice per cookbook. No row means active, so cookbooks created later are active
 * for everyone until they switch them off.
 */
export const userActiveCookbooks = pgTable(
  'user_active_cookbooks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cookbookId: integer('cookbook_id')
      .notNull()
      .references(() => cookbooks.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cookbookId] })],
);
