import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_PLANNED_SERVINGS } from '#shared/meal-plans/meal-plans.schemas';
import { entryDayString } from '#shared/meal-plans/calendar-day';
import { toast } from '#web/lib/use-toast';
import { isEntityPending } from '#web/lib/entity-writes';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { useCreateMealPlan } from '../api/create-meal-plan';
import { mealPlanWrites } from '../api/meal-plan-mutations';
import { useMoveMealPlan } from '../api/move-meal-plan';
import type { SlotData } from '../lib/calendar-slots';
import type { DragItem } from '#web/lib/drag-items';
import { plannedMealServings } from '#web/lib/planned-meal-description';

/**
 * What a drop on a calendar slot does (product rule: drop-to-plan; product rule: move-meal): a
 * staged recipe becomes a meal plan entry with servings × batchCount planned servings; a planned
 * meal moves there, keeping its servings. Both show at once and are rolled back with the spec's
 * toast on failure. A meal with a write still in flight is not moved (its card cannot be picked up
 * either): a second move would race the first (docs/decisions/011). Offline nothing is picked
 * up; a drag started before the network went is refused at the drop, with the reason, since
 * plan writes are not queued (docs/decisions/048).
 */
export function useMealPlanDrop() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { offline } = useNeedsConnection();
  const create = useCreateMealPlan({
    onError: () =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'mealPlan.toast.error' }),
        description: intl.formatMessage({ id: 'mealPlan.drop.addFailed' }),
      }),
  });
  const move = useMoveMealPlan({
    onError: () =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'mealPlan.toast.error' }),
        description: intl.formatMessage({ id: 'mealPlan.drop.moveFailed' }),
      }),
  });
  const { mutate: createMutate } = create;
  const { mutate: moveMutate } = move;

  return useCallback(
    (item: DragItem, slot: SlotData) => {
      // Back where it was: nothing to write, so nothing to refuse.
      const isSameSlot =
        item.kind === 'entry' &&
        entryDayString(item.entry.date) === slot.day &&
        item.entry.mealType === slot.mealType;
      if (isSameSlot) return;
      if (offline) {
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'mealPlan.toast.error' }),
          description: intl.formatMessage({ id: 'offline.needsConnection' }),
        });
        return;
      }
      if (item.kind === 'entry') {
        const { entry } = item;
        if (isEntityPending(queryClient, mealPlanWrites, entry.id)) return;
        moveMutate({ entry, day: slot.day, mealType: slot.mealType });
        return;
      }
      const { staged } = item;
      const servings = plannedMealServings(staged);
      createMutate({
        familyId: staged.familyId,
        day: slot.day,
        mealType: slot.mealType,
        plannedServings: Math.min(MAX_PLANNED_SERVINGS, servings * staged.batchCount),
        recipe: staged.recipe,
        placeholderData: staged.recipe ? null : staged.placeholderData,
      });
    },
    [offline, intl, queryClient, createMutate, moveMutate],
  );
}
