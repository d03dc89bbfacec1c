import { useEffect } from 'react';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { addDays } from 'date-fns';
import { toDayString } from '#shared/meal-plans/calendar-day';
import { mealPlanFetchWindow, weekStartOf } from '#shared/meal-plans/week';
import { mealPlansQueryOptions } from '#web/features/meal-plan/api/meal-plans';
import { pantryQueryOptions } from '#web/features/pantry/api/pantry';
import { recipeDetailQueryOptions } from '#web/features/recipes/api/recipe-detail';
import { weeklyShoppingListQueryOptions } from '#web/features/shopping-list/api/weekly-shopping-list';
import { useCurrentFamily } from '#web/lib/current-family';

/** After the first screen has its data: the warm-up never competes with it. */
const WARMUP_DELAY_MS = 3000;

/**
 * What a family needs in the shop and the kitchen this week and the next, read into the cache
 * (which lib/offline keeps on the device): both weeks' shopping lists, the meal plan (one
 * window holds Today's Plan and both calendar weeks), every recipe planned in them (the dialog
 * and cook mode), and the pantry.
 */
export async function warmUpForOffline(queryClient: QueryClient, familyId: number, today: Date) {
  const weeks = [today, addDays(today, 7)];
  const plans = await Promise.all(
    weeks.map((day) =>
      queryClient.fetchQuery(mealPlansQueryOptions(familyId, mealPlanFetchWindow(day))),
    ),
  );
  const nextWeekEnd = toDayString(addDays(weekStartOf(weeks[1]!), 7));
  const recipeIds = new Set(
    plans
      .flat()
      .filter((meal) => meal.recipeId !== null && meal.date.slice(0, 10) < nextWeekEnd)
      .map((meal) => meal.recipeId!),
  );
  await Promise.allSettled([
    ...weeks.map((day) =>
      queryClient.prefetchQuery(
        weeklyShoppingListQueryOptions(familyId, toDayString(weekStartOf(day))),
      ),
    ),
    queryClient.prefetchQuery(pantryQueryOptions(familyId)),
    ...[...recipeIds].map((id) =>
      queryClient.prefetchQuery(recipeDetailQueryOptions(id, familyId)),
    ),
  ]);
}

/**
 * Warms the cache for offline use once the app can open offline at all: only when a service
 * worker controls the page (docs/decisions/048). Again when the family changes and when the
 * network comes back.
 */
export function OfflineWarmup() {
  const queryClient = useQueryClient();
  const { currentFamilyId } = useCurrentFamily();
  useEffect(() => {
    if (currentFamilyId === null || !navigator.serviceWorker?.controller) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const warmUp = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!onlineManager.isOnline()) return;
        warmUpForOffline(queryClient, currentFamilyId, new Date()).catch((error: unknown) => {
          console.warn('Could not keep this week for offline use', error);
        });
      }, WARMUP_DELAY_MS);
    };
    warmUp();
    const unsubscribe = onlineManager.subscribe((online) => {
      if (online) warmUp();
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [queryClient, currentFamilyId]);
  return null;
}
