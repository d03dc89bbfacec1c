import { z } from 'zod';
import { pantryItemSchema } from '../pantry/pantry.schemas';
import { mealPlanSchema } from './meal-plans.schemas';

/**
 * Cooking uses up the pantry (product rule: cooked-deduction, docs/decisions/047):
 *
 * - POST   /api/meal-plans/{id}/cooked → CookedMeal: marks the meal cooked and takes the recipe's
 *          scaled amounts from the family's pantry, once: a repeat (or another device's tap)
 *          answers what the first one took and takes nothing more.
 * - DELETE /api/meal-plans/{id}/cooked → CookedMeal: Undo. Puts back exactly what was taken
 *          and marks the meal not cooked; a meal not cooked answers itself and changes nothing.
 *
 * For members of the meal's family only; anyone else's ids answer 404.
 */

/** One pantry item's share: what was taken (or put back), and the item as it is now. */
export const pantryChangeSchema = z.object({
  pantryItemId: z.number().int(),
  /** The item's name when it was taken. */
  name: z.string(),
  /** In `unit`s, always positive. */
  quantity: z.number(),
  unit: z.string().nullable(),
  /** The item after the change; null when it was removed from the pantry meanwhile. */
  item: pantryItemSchema.nullable(),
});
export type PantryChange = z.infer<typeof pantryChangeSchema>;

export const cookedMealSchema = z.object({
  mealPlan: mealPlanSchema,
  /** POST: what cooking took (the first mark's, on a repeat). DELETE: what went back. */
  pantryChanges: z.array(pantryChangeSchema),
});
export type CookedMeal = z.infer<typeof cookedMealSchema>;
