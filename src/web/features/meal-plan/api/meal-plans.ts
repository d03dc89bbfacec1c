import { queryOptions, useQuery } from '@tanstack/react-query';
import { mealPlansContracts } from '#shared/meal-plans/meal-plans.contracts';
import { mealPlanFetchWindow, type DateWindow } from '#shared/meal-plans/week';
import { call } from '#web/lib/api-call';
import type { PlannedMeal } from '../lib/planned-meal';
import { mealPlansQueryKey } from './meal-plan-query-keys';

/** GET /api/families/{familyId}/meal-plans for an inclusive window of days. */
export function fetchMealPlans(familyId: number, window: DateWindow, signal?: AbortSignal) {
  return call(mealPlansContracts.listFamilyMealPlans, {
    params: { familyId },
    query: { startDate: window.startDate, endDate: window.endDate },
    signal,
  });
}

export const mealPlansQueryOptions = (familyId: number, window: DateWindow) =>
  queryOptions({
    queryKey: mealPlansQueryKey(familyId, window),
    // The cache also holds optimistic entries, hence the wider element type.
    queryFn: ({ signal }): Promise<PlannedMeal[]> => fetchMealPlans(familyId, window, signal),
  });

/**
 * The family's meal plans from the Sunday of `date`'s week to a year past its Saturday
 * (product rule: plan-fetch-window), so the calendar and Today's Plan share one cache entry per
 * week.
 */
export function useMealPlans(familyId: number | null, date: Date) {
  const window = mealPlanFetchWindow(date);
  return useQuery({ ...mealPlansQueryOptions(familyId ?? 0, window), enabled: familyId !== null });
}
