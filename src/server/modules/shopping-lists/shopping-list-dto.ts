import type {
  PlannedMeal,
  ShoppingList,
  ShoppingListItem,
} from '#shared/shopping/shopping-lists.schemas';
import { MEAL_TYPES } from '#shared/meal-plans/meal-plans.schemas';
import type { ShoppingListItemRow, ShoppingListRow } from './shopping-lists.repository';
import type { WeekMealPlanRow } from './week-meals.repository';
import { entryDayString, toNoonDateTime } from '#shared/meal-plans/calendar-day';

/** Rows to the shared DTOs (shopping-lists.schemas.ts). */

export function toItem({
  position: _position,
  stockedAt,
  ...item
}: ShoppingListItemRow): ShoppingListItem {
  return { ...item, stockedAt: stockedAt?.toISOString() ?? null };
}

export function toList(list: ShoppingListRow, items: readonly ShoppingListItemRow[]): ShoppingList {
  return { ...toListFields(list), items: items.map(toItem) };
}

export function toListFields(list: ShoppingListRow) {
  return {
    ...list,
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
  };
}

const mealTypeRank = (type: string) => MEAL_TYPES.indexOf(type as (typeof MEAL_TYPES)[number]);

/**
 * The week's entries by day, then meal type in the calendar's order (Breakfast … Dessert),
 * then id. The date is the day at noon with no zone, the form the meal plan API uses.
 */
export function toPlannedMeals(rows: readonly WeekMealPlanRow[]): PlannedMeal[] {
  return rows
    .map((row) => ({
      id: row.id,
      date: toNoonDateTime(entryDayString(row.date)),
      mealType: row.mealType,
      title: row.recipeTitle ?? row.placeholderData?.title ?? '',
      plannedServings: row.plannedServings,
      isPlaceholder: row.recipeId === null,
      recipeId: row.recipeId,
    }))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        mealTypeRank(a.mealType) - mealTypeRank(b.mealType) ||
        a.id - b.id,
    );
}
