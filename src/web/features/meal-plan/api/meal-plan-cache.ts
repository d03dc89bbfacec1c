import type { QueryClient } from '@tanstack/react-query';
import { entryDayString } from '#shared/meal-plans/calendar-day';
import { isDayInWindow, type DateWindow } from '#shared/meal-plans/week';
import type { MealPlanId, PlannedMeal } from '../lib/planned-meal';
import { familyMealPlansQueryKey, windowOfQueryKey } from './meal-plan-query-keys';

/**
 * Optimistic edits of a family's cached meal plans. The same entry can sit in several cached
 * windows (this week's fetch and last week's both reach a year ahead), so every edit goes
 * through all of them, and an entry is only added where its day falls inside the window.
 * Rollbacks undo one entry, not a whole snapshot, so two drops in flight cannot undo each
 * other.
 */

type Updater = (entries: PlannedMeal[], window: DateWindow) => PlannedMeal[];

function updateFamilyMealPlans(queryClient: QueryClient, familyId: number, update: Updater) {
  for (const [queryKey, entries] of queryClient.getQueriesData<PlannedMeal[]>({
    queryKey: familyMealPlansQueryKey(familyId),
  })) {
    const window = windowOfQueryKey(queryKey);
    if (!entries || !window) continue;
    queryClient.setQueryData<PlannedMeal[]>(queryKey, update(entries, window));
  }
}

/** Stops fetches in flight, so a late answer cannot overwrite an optimistic edit. */
export function cancelMealPlanQueries(queryClient: QueryClient, familyId: number) {
  return queryClient.cancelQueries({ queryKey: familyMealPlansQueryKey(familyId) });
}

export function invalidateMealPlans(queryClient: QueryClient, familyId: number) {
  return queryClient.invalidateQueries({ queryKey: familyMealPlansQueryKey(familyId) });
}

export function findCachedMealPlan(
  queryClient: QueryClient,
  familyId: number,
  id: MealPlanId,
): PlannedMeal | undefined {
  for (const [, entries] of queryClient.getQueriesData<PlannedMeal[]>({
    queryKey: familyMealPlansQueryKey(familyId),
  })) {
    const found = entries?.find((entry) => entry.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Puts `entry` where its day belongs, replacing the entry with id `replacing` if given. */
export function putMealPlan(
  queryClient: QueryClient,
  entry: PlannedMeal,
  replacing: MealPlanId = entry.id,
) {
  const day = entryDayString(entry.date);
  updateFamilyMealPlans(queryClient, entry.familyId, (entries, window) => {
    const rest = entries.filter((e) => e.id !== replacing && e.id !== entry.id);
    return isDayInWindow(day, window) ? [...rest, entry] : rest;
  });
}

export function removeMealPlan(queryClient: QueryClient, familyId: number, id: MealPlanId) {
  updateFamilyMealPlans(queryClient, familyId, (entries) => entries.filter((e) => e.id !== id));
}
