import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { families } from './families';
import { recipes } from './recipes';
import { MEAL_TYPES } from '#shared/meal-plans/meal-plans.schemas';
import type { PantryState } from '#shared/pantry/pantry-state';

/** What a placeholder entry carries; also what a deleted recipe leaves behind. */
export type PlaceholderData = { title: string; subtitle?: string; servings?: number };

/** One pantry item's share of a cooked meal, in the item's unit as it was then. */
export type CookedDeduction = {
  pantryItemId: number;
  /** The item's name then, to say what went back even if it was renamed or removed since. */
  name: string;
  quantity: number;
  unit: string | null;
};

export const mealPlans = pgTable(
  'meal_plans',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    /** The calendar day at 12:00 (no time zone), the spec's noon rule. */
    date: timestamp('date', { mode: 'string' }).notNull(),
    mealType: text('meal_type', { enum: MEAL_TYPES }).notNull(),
    plannedServings: integer('planned_servings').notNull(),
    isPlaceholder: boolean('is_placeholder').notNull().default(false),
    placeholderData: jsonb('placeholder_data').$type<PlaceholderData>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the meal was marked cooked (product rule: cooked-deduction); null: not cooked. */
    cookedAt: timestamp('cooked_at', { withTimezone: true }),
    /** What marking it cooked took from the pantry, so Undo can put exactly that back. */
    cookedDeductions: jsonb('cooked_deductions').$type<CookedDeduction[]>(),
  },
  (t) => [
    index('meal_plans_family_date_idx').on(t.familyId, t.date),
    index('meal_plans_recipe_idx').on(t.recipeId),
    check(
      'meal_plans_meal_type_ck',
      sql`${t.mealType} in ('Breakfast', 'Lunch', 'Dinner', 'Snack', 'Dessert')`,
    ),
    check('meal_plans_servings_ck', sql`${t.plannedServings} >= 1`),
    check(
      'meal_plans_recipe_or_placeholder_ck',
      sql`${t.recipeId} is not null or ${t.placeholderData} is not null`,
    ),
  ],
);

export const stagedRecipes = pgTable(
  'staged_recipes',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    batchCount: integer('batch_count').notNull().default(1),
    isPlaceholder: boolean('is_placeholder').notNull().default(false),
    placeholderData: jsonb('placeholder_data').$type<PlaceholderData>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staged_recipes_family_idx').on(t.familyId),
    index('staged_recipes_recipe_idx').on(t.recipeId),
    check('staged_recipes_batch_ck', sql`${t.batchCount} between 1 and 5`),
    check(
      'staged_recipes_recipe_or_placeholder_ck',
      sql`${t.recipeId} is not null or ${t.placeholderData} is not null`,
    ),
  ],
);

export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    weekStartDate: date('week_start_date', { mode: 'string' }).notNull(),
    weekEndDate: date('week_end_date', { mode: 'string' }).notNull(),
    mealPlanHash: text('meal_plan_hash').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shopping_lists_family_week_uq').on(t.familyId, t.weekStartDate)],
);

export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: serial('id').primaryKey(),
    shoppingListId: integer('shopping_list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    checked: boolean('checked').notNull().default(false),
    quantity: text('quantity'),
    unit: text('unit'),
    detailText: text('detail_text'),
    recipeNames: text('recipe_names').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** Moves on every check or uncheck: a write based on an older version answers 409. */
    version: integer('version').notNull().default(1),
    /**
     * What the family's pantry did to the item when the list was made
     * (product rule: pantry-subtraction): 'covered', 'partial', 'unknown' ("at home?"), or
     * null when the pantry had none of it.
     */
    pantryState: text('pantry_state').$type<PantryState>(),
    /** When the bought item went to the pantry (product rule: bought-to-pantry); null: not yet. */
    stockedAt: timestamp('stocked_at', { withTimezone: true }),
    /**
     * Added by hand, not made from the meal plans (product rule: added-items): regenerating the
     * list replaces only the items that are not.
     */
    addedByHand: boolean('added_by_hand').notNull().default(false),
  },
  (t) => [
    index('shopping_list_items_list_idx').on(t.shoppingListId, t.position),
    check(
      'shopping_list_items_pantry_state_ck',
      sql`${t.pantryState} in ('covered', 'partial', 'unknown')`,
    ),
  ],
);
