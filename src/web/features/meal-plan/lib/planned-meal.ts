import type { MealPlan, MealType } from '#shared/meal-plans/meal-plans.schemas';
import { entryDayString, type CalendarDay } from '#shared/meal-plans/calendar-day';

/**
 * The id of an entry the server has not confirmed yet (it starts with 'temp-',
 * product rule: optimistic-entry).
 */
export type TempMealPlanId = `temp-${string}`;
export type MealPlanId = number | TempMealPlanId;

/** A meal plan entry as the client caches it: the server's, or an optimistic one. */
export type PlannedMeal = Omit<MealPlan, 'id'> & { id: MealPlanId };

let tempCounter = 0;

/** A fresh 'temp-…' id (no crypto.randomUUID: it is missing outside secure contexts). */
export function newTempMealPlanId(): TempMealPlanId {
  tempCounter += 1;
  return `temp-${Date.now().toString(36)}-${tempCounter}`;
}

export function isTempMealPlanId(id: MealPlanId): id is TempMealPlanId {
  return typeof id === 'string' && id.startsWith('temp-');
}

/** 'YYYY-MM-DD|Dinner': the key of one calendar slot. */
export type SlotKey = `${CalendarDay}|${MealType}`;

export const slotKey = (day: CalendarDay, mealType: MealType): SlotKey => `${day}|${mealType}`;

/** Entries by slot, each slot in the order they were planned (optimistic ones last). */
export function groupBySlot(entries: readonly PlannedMeal[]): Map<SlotKey, PlannedMeal[]> {
  const slots = new Map<SlotKey, PlannedMeal[]>();
  for (const entry of entries) {
    const key = slotKey(entryDayString(entry.date), entry.mealType);
    const list = slots.get(key);
    if (list) list.push(entry);
    else slots.set(key, [entry]);
  }
  for (const list of slots.values()) list.sort(byPlanningOrder);
  return slots;
}

function byPlanningOrder(a: PlannedMeal, b: PlannedMeal) {
  const tempA = isTempMealPlanId(a.id);
  const tempB = isTempMealPlanId(b.id);
  if (tempA !== tempB) return tempA ? 1 : -1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return String(a.id).localeCompare(String(b.id), undefined, { numeric: true });
}
