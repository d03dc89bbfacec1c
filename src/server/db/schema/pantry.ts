import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { families } from './families';

/**
 * What a family has at home (product rule: pantry, docs/decisions/044): one row per thing and
 * kind of amount. A line added with the same `name_key` and an amount that adds up (the same
 * count unit, or a mass or volume like the row's) adds to that row instead of making another.
 */
export const pantryItems = pgTable(
  'pantry_items',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    /** As the family wrote it: 'chickpeas', 'Reis'. */
    name: text('name').notNull(),
    /** parseIngredientName(name).key: what a list item or another line must share to match. */
    nameKey: text('name_key').notNull(),
    /** In `unit`s; null: "have some", amount unknown. Never below zero. */
    quantity: numeric('quantity', { mode: 'number' }),
    /** A measure's symbol ('g', 'l', 'cup'), a singular count unit ('can'), or null. */
    unit: text('unit'),
    bestBefore: date('best_before', { mode: 'string' }),
    /** One of GROCERY_CATEGORIES, from categorizeIngredient. */
    category: text('category').notNull(),
    /** "Always have": never goes on the shopping list. */
    isStaple: boolean('is_staple').notNull().default(false),
    /** Moves with every change: a write based on an older one answers 409. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pantry_items_family_key_idx').on(t.familyId, t.nameKey),
    check('pantry_items_quantity_ck', sql`${t.quantity} >= 0`),
  ],
);
