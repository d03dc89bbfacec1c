import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { families } from './families';
import { categories, cookbooks } from './cookbooks';

export const UNIT_KINDS = ['mass', 'volume', 'count', 'other'] as const;
export const UNIT_SYSTEMS = ['metric', 'us', 'any'] as const;

/** Measuring units; `toBase` converts one unit to grams (mass) or millilitres (volume). */
export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    abbreviation: text('abbreviation'),
    kind: text('kind', { enum: UNIT_KINDS }).notNull(),
    system: text('system', { enum: UNIT_SYSTEMS }).notNull(),
    toBase: doublePrecision('to_base'),
  },
  (t) => [
    uniqueIndex('units_name_uq').on(sql`lower(${t.name})`),
    check('units_kind_ck', sql`${t.kind} in ('mass', 'volume', 'count', 'other')`),
    check('units_system_ck', sql`${t.system} in ('metric', 'us', 'any')`),
  ],
);

export const recipes = pgTable(
  'recipes',
  {
    id: serial('id').primaryKey(),
    cookbookId: integer('cookbook_id')
      .notNull()
      .references(() => cookbooks.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    imageUrl: text('image_url'),
    servings: integer('servings').notNull().default(10),
    prepTime: integer('prep_time').notNull().default(0),
    cookTime: integer('cook_time').notNull().default(0),
    sourceUrl: text('source_url'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recipes_cookbook_idx').on(t.cookbookId),
    index('recipes_category_idx').on(t.categoryId),
    check('recipes_servings_ck', sql`${t.servings} >= 1`),
    check('recipes_times_ck', sql`${t.prepTime} >= 0 and ${t.cookTime} >= 0`),
  ],
);

export const ingredients = pgTable(
  'ingredients',
  {
    id: serial('id').primaryKey(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** As written: '2', '0.5', '1/2', '1 1/2'; null for 'salt to taste'. */
    quantity: text('quantity'),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
  },
  (t) => [index('ingredients_recipe_idx').on(t.recipeId, t.position)],
);

export const directions = pgTable(
  'directions',
  {
    id: serial('id').primaryKey(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    stepNumber: integer('step_number').notNull(),
    text: text('text').notNull(),
  },
  (t) => [uniqueIndex('directions_recipe_step_uq').on(t.recipeId, t.stepNumber)],
);

/** Family notes: visible only to members of `familyId`. */
export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notes_recipe_family_idx').on(t.recipeId, t.familyId, t.createdAt)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recipeId] }),
    index('favorites_recipe_idx').on(t.recipeId),
  ],
);

export const hiddenRecipes = pgTable(
  'hidden_recipes',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.familyId] }),
    index('hidden_recipes_family_idx').on(t.familyId),
  ],
);
