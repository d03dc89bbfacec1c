import type { MealType } from '#shared/meal-plans/meal-plans.schemas';
import type { MessageId } from '#web/lib/i18n/catalogues';

/**
 * The name of each meal type as people read it. The enum values ('Dinner') go to the server
 * and stay English; the screen shows these.
 */
export const MEAL_TYPE_NAME_IDS = {
  Breakfast: 'mealPlan.mealType.breakfast',
  Lunch: 'mealPlan.mealType.lunch',
  Dinner: 'mealPlan.mealType.dinner',
  Snack: 'mealPlan.mealType.snack',
  Dessert: 'mealPlan.mealType.dessert',
} as const satisfies Record<MealType, MessageId>;
