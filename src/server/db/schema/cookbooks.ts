import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { families } from './families';

export const cookbooks = pgTable('cookbooks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  imageUrl: text('image_url'),
  isPublic: boolean('is_public').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which families may see a cookbook; at most one default cookbook per family. */
export const familyCookbooks = pgTable(
  'family_cookbooks',
  {
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    cookbookId: integer('cookbook_id')
      .notNull()
      .references(() => cookbooks.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.familyId, t.cookbookId] }),
    index('family_cookbooks_cookbook_idx').on(t.cookbookId),
    uniqueIndex('family_cookbooks_one_default_uq')
      .on(t.familyId)
      .where(sql`${t.isDefault}`),
  ],
);

export const ROLE_NAMES = ['super_admin', 'cookbook_editor'] as const;

/**
 * Role assignments, the only place roles live. super_admin is always global (null cookbook);
 * a cookbook_editor row with a null cookbook edits every cookbook.
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLE_NAMES }).notNull(),
    cookbookId: integer('cookbook_id').references(() => cookbooks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('roles_assignment_uq').on(t.userId, t.role, t.cookbookId).nullsNotDistinct(),
    index('roles_cookbook_idx').on(t.cookbookId),
    check('roles_role_ck', sql`${t.role} in ('super_admin', 'cookbook_editor')`),
    check(
      'roles_super_admin_global_ck',
      sql`${t.role} <> 'super_admin' or ${t.cookbookId} is null`,
    ),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    cookbookId: integer('cookbook_id')
      .notNull()
      .references(() => cookbooks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('categories_cookbook_name_uq').on(t.cookbookId, sql`lower(${t.name})`)],
);
