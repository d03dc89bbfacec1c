import { z } from 'zod';
import { idParamSchema, idSchema } from '../validation/ids';
import { mealTypeSchema } from '../meal-plans/meal-plans.schemas';
import { isSunday, weekEndDateOf } from '../meal-plans/calendar-day';
import { dayFormatSchema, daySchema } from '../validation/dates';
import { safeText } from '../validation/text';
import { pantryItemSchema } from '../pantry/pantry.schemas';
import { PANTRY_STATES } from '../pantry/pantry-state';

export { GROCERY_CATEGORIES, type GroceryCategory } from './grocery-dictionary';

/**
 * The shopping list API (product rule: shopping-from-plans; the whole of
 * product rule: shopping-list). One list per family and week (Sunday to Saturday); the server
 * builds its items from the week's meal plans.
 *
 * - GET  /api/families/{familyId}/shopping-lists                → ShoppingListSummary[]
 * - GET  /api/families/{familyId}/weekly-shopping-list?weekStartDate=YYYY-MM-DD
 *                                                               → WeeklyShoppingList
 * - POST /api/shopping-lists  GenerateShoppingListBody         → WeeklyShoppingList
 *                             (201 made, 200 regenerated, 409 exists and not forced)
 * - PATCH /api/shopping-list-items/{id}  { checked, version? }  → ShoppingListItem
 *                             (409 `{ code, message, item }` when the item changed since
 *                             `version`; 404 when gone, e.g. its list was regenerated)
 * - POST /api/shopping-lists/{id}/stock-pantry  Idempotency-Key  → StockedPantry
 *                             (every ticked item not yet in the pantry goes there, once)
 * - POST /api/families/{familyId}/weekly-shopping-list/items  AddShoppingListItemsBody,
 *                             Idempotency-Key  → WeeklyShoppingList (201 the week got its list
 *                             first, 200 added to it; 400 `added_line_without_name` with
 *                             `fieldErrors['lines.N']` for a line naming nothing, nothing added)
 *                             (product rule: added-items)
 *
 * Every route is for members of the family only; another family's ids answer 404.
 * Errors are `{ code, message }` (400 adds `fieldErrors`).
 */

/** A calendar day 'YYYY-MM-DD' from 2000 to 2100 (validation/dates). */
export const dayStringSchema = daySchema;

export const WEEK_START_MESSAGE = 'weekStartDate must be a Sunday (weeks start on Sunday)';
export const WEEK_END_MESSAGE = 'weekEndDate must be the Saturday after weekStartDate';
/** The Sunday a week starts on (product rule: week-sunday). */
export const weekStartDateSchema = dayStringSchema.refine(isSunday, WEEK_START_MESSAGE);

/**
 * One line to buy. Render as `{quantity} {unit} {name}`, then `detailText` in a quieter
 * style; `checked` is struck through.
 */
export const shoppingListItemSchema = z.object({
  id: z.number().int(),
  /**
   * What to buy in the recipes' own words ('Grated Parmesan', 'large onions'); when recipes
   * word the same thing differently, what is bought ('Parmesan'), their preparation going to
   * `detailText` ('Grated, for serving; shaved').
   */
  name: z.string(),
  /** One of GROCERY_CATEGORIES ('Produce', 'Dairy & Eggs', …; 'Other' when unknown). */
  category: z.string(),
  checked: z.boolean(),
  /**
   * Display text, already summed, scaled and rounded up to what to buy: whole counts ('2'
   * onions, '3-4' cloves), US measures in quarters, thirds and halves ('1 1/4' lb, '2/3'
   * cup), metric in whole g and ml or hundredths ('954', '1.5'); or a quantity that is no
   * number as written ('a handful'); null when there is none ('salt', detail 'to taste').
   * Never parse it back: it is for reading.
   */
  quantity: z.string().nullable(),
  /**
   * 'g', 'kg', 'ml', 'l', 'tsp', 'tbsp', 'cup' / 'cups', 'fl oz', 'oz', 'lb', a count unit
   * ('clove' / 'cloves', 'can' / 'cans'), or null for a plain count ('3' onions) or none.
   */
  unit: z.string().nullable(),
  /** Preparation and notes from the recipes: 'finely chopped; sliced', 'to taste'; or null. */
  detailText: z.string().nullable(),
  /** The recipes this item is for, distinct, comma-separated: 'Beef Stew, Pancakes'. */
  recipeNames: z.string(),
  /**
   * Moves with every check or uncheck; send it back with the next one
   * (product rule: item-versions).
   */
  version: z.number().int(),
  /**
   * What the family's pantry did to it when the list was made (product rule:
   * pantry-subtraction): 'covered' (all of it at home: show under "Already at home", with the
   * whole amount), 'partial' (`quantity` is what is left to buy), 'unknown' (some at home,
   * amount unknown or in other units: "at home?"); null when the pantry had none.
   */
  pantryState: z.enum(PANTRY_STATES).nullable(),
  /**
   * ISO timestamp when the bought item went to the pantry (product rule: bought-to-pantry);
   * null while it has not.
   */
  stockedAt: z.string().nullable(),
  /**
   * Added by hand (product rule: added-items), not made from the meal plans: `recipeNames` is
   * '', and regenerating the list keeps it as it is, checked mark too.
   */
  addedByHand: z.boolean(),
});
export type ShoppingListItem = z.infer<typeof shoppingListItemSchema>;

const listFields = {
  id: z.number().int(),
  familyId: z.number().int(),
  /** Sunday, 'YYYY-MM-DD'. */
  weekStartDate: z.string(),
  /** Saturday, 'YYYY-MM-DD'. */
  weekEndDate: z.string(),
  /** The week's meal plan ids when the list was (re)generated: sorted, comma-joined. */
  mealPlanHash: z.string(),
  /**
   * ISO timestamps; updatedAt moves on regeneration and when lines are added by hand (not when
   * an item is checked).
   */
  createdAt: z.string(),
  updatedAt: z.string(),
};

/**
 * A list with its items, sorted by category name, then item name (product rule: shopping-order).
 */
export const shoppingListSchema = z.object({
  ...listFields,
  items: z.array(shoppingListItemSchema),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;

/** GET …/shopping-lists: the family's lists, newest week first, with counts, no items. */
export const shoppingListSummarySchema = z.object({
  ...listFields,
  itemCount: z.number().int(),
  checkedCount: z.number().int(),
});
export type ShoppingListSummary = z.infer<typeof shoppingListSummarySchema>;

/**
 * A meal plan entry of the week, for the chips and the empty states (product rule: shopping-chips).
 */
export const plannedMealSchema = z.object({
  id: z.number().int(),
  /** The day at noon without a zone: 'YYYY-MM-DDT12:00:00' (`new Date(date)` is that day). */
  date: z.string(),
  mealType: mealTypeSchema,
  /** The recipe's title, or the placeholder's. */
  title: z.string(),
  plannedServings: z.number().int(),
  isPlaceholder: z.boolean(),
  /** Null for placeholders. */
  recipeId: z.number().int().nullable(),
});
export type PlannedMeal = z.infer<typeof plannedMealSchema>;

/**
 * Everything the shopping list screen shows for a week, in one request:
 * - `shoppingList` null: no list yet ('No Shopping List', or with `plannedMeals` empty the
 *   'no meal plans' state). A list stays stored when the week's meals are cleared; with
 *   `plannedMeals` empty the screen shows the 'no meal plans' state for it all the same
 *   (product rule: shopping-cleared-week), and the list again once meals are planned;
 * - `plannedMeals`: the week's entries, placeholders included, by day, meal type, id;
 * - `isOutOfDate`: a list exists and `currentMealPlanHash` differs from its `mealPlanHash`
 *   (meals were added, removed or moved since it was generated): offer Regenerate.
 */
export const weeklyShoppingListSchema = z.object({
  weekStartDate: z.string(),
  weekEndDate: z.string(),
  shoppingList: shoppingListSchema.nullable(),
  plannedMeals: z.array(plannedMealSchema),
  currentMealPlanHash: z.string(),
  isOutOfDate: z.boolean(),
});
export type WeeklyShoppingList = z.infer<typeof weeklyShoppingListSchema>;

export const familyShoppingListsParamsSchema = z.object({ familyId: idParamSchema });
export const weeklyShoppingListQuerySchema = z.object({ weekStartDate: weekStartDateSchema });
export const shoppingListItemParamsSchema = z.object({ id: idParamSchema });

export const GENERATE_ONLY_MESSAGE =
  'Only generateFromMealPlans: true is supported: the server builds the items from the meal plans';
/** The most items a client may send; they are ignored (the server builds the items). */
export const MAX_CLIENT_ITEMS = 1000;

/**
 * POST /api/shopping-lists, the spec's body (product rule: shopping-from-plans). The server
 * computes the items and the hash from the week's meal plans; the client's `mealPlanHash` and
 * `items` are accepted and ignored. An existing list for the week answers 409 unless
 * `forceRegenerate`, which replaces its items (checked marks are lost,
 * product rule: shopping-generate) in one transaction.
 */
export const generateShoppingListBodySchema = z
  .object({
    shoppingList: z
      .object({
        familyId: idSchema,
        weekStartDate: weekStartDateSchema,
        // Any real day here: it must be weekStartDate's Saturday (refined below), which for
        // the last week of the range falls in the next year.
        weekEndDate: dayFormatSchema,
        mealPlanHash: safeText({ max: 100_000, label: 'mealPlanHash' }).optional(),
      })
      .strict()
      .refine(
        ({ weekStartDate, weekEndDate }) =>
          !isSunday(weekStartDate) || weekEndDate === weekEndDateOf(weekStartDate),
        { message: WEEK_END_MESSAGE, path: ['weekEndDate'] },
      ),
    generateFromMealPlans: z.literal(true, { error: GENERATE_ONLY_MESSAGE }),
    forceRegenerate: z.boolean().optional().default(false),
    items: z.array(z.unknown()).max(MAX_CLIENT_ITEMS).optional(),
  })
  .strict();
export type GenerateShoppingListBody = z.input<typeof generateShoppingListBodySchema>;

export const EXISTING_LIST_MESSAGE =
  'A shopping list for this week already exists; send forceRegenerate: true to replace its items';

export const ITEM_NOT_FOUND_MESSAGE = 'Shopping list item not found';
export const ITEM_CHANGED_MESSAGE = 'This item was changed on another device meanwhile';

/**
 * PATCH /api/shopping-list-items/{id}: only `checked` changes. `version`, the item's version
 * the client saw (an addition to the spec's `{ checked }`, docs/spec-deviations.md), makes the
 * write conditional: another device's change since answers 409 with the item as it is.
 * Without it the last write wins, as the spec's client expects.
 */
export const updateShoppingListItemBodySchema = z
  .object({ checked: z.boolean(), version: z.number().int().min(1).max(2_147_483_647).optional() })
  .strict();
export type UpdateShoppingListItemBody = z.infer<typeof updateShoppingListItemBodySchema>;

export const shoppingListParamsSchema = z.object({ id: idParamSchema });
export const SHOPPING_LIST_NOT_FOUND_MESSAGE = 'Shopping list not found';

/**
 * POST /api/shopping-lists/{id}/stock-pantry's answer (product rule: bought-to-pantry): each
 * ticked item that went to the pantry now, with the pantry item it went into (`merged`: added to
 * one that was there). Empty when nothing was left to add (a repeat, or nothing ticked). Items
 * of a staple are marked as done and not added.
 */
export const stockedPantrySchema = z.object({
  added: z.array(
    z.object({
      shoppingListItemId: z.number().int(),
      item: pantryItemSchema,
      merged: z.boolean(),
    }),
  ),
});
export type StockedPantry = z.infer<typeof stockedPantrySchema>;

/** The most lines one "add to the list" sends: a recipe's missing ingredients, with room. */
export const MAX_ADDED_LINES = 50;
export const ADDED_LINES_MESSAGE = `Send from 1 to ${MAX_ADDED_LINES} lines to add`;
export const ADDED_LINE_WITHOUT_NAME_MESSAGE =
  'This line names nothing to buy: write what it is, e.g. "200 ml cream"';

/**
 * POST /api/families/{familyId}/weekly-shopping-list/items (product rule: added-items): lines
 * the family adds to a week's list by hand ('cream', '200 ml cream'), e.g. what "What can we
 * cook?" says a recipe misses. Each is read by the ingredient-line reader; an added item stays
 * on the list when it is generated again. A week without a list gets one first (201).
 */
export const addShoppingListItemsBodySchema = z
  .object({
    weekStartDate: weekStartDateSchema,
    lines: z
      .array(safeText({ max: 200, min: 1, label: 'A line' }), { error: ADDED_LINES_MESSAGE })
      .min(1, ADDED_LINES_MESSAGE)
      .max(MAX_ADDED_LINES, ADDED_LINES_MESSAGE),
  })
  .strict();
export type AddShoppingListItemsBody = z.input<typeof addShoppingListItemsBodySchema>;
