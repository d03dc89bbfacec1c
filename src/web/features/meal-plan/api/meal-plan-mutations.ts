import type { QueryClient } from '@tanstack/react-query';
import { invalidateAfterLastWrite, type EntityWrites } from '#web/lib/entity-writes';
import type { MealPlanId, PlannedMeal } from '../lib/planned-meal';
import { invalidateMealPlans } from './meal-plan-cache';

/** Every meal plan write shares this key, so each can tell whether others are in flight. */
export const mealPlanMutationKey = ['meal-plan-write'] as const;

/**
 * The variables of every write of one existing entry (move, servings, removal): the entry as
 * the calendar showed it. Creating and clearing a week touch no one existing entry.
 */
export interface EntryWrite {
  entry: PlannedMeal & { id: number };
}

function entryOf(variables: unknown): MealPlanId | undefined {
  if (typeof variables !== 'object' || variables === null || !('entry' in variables)) {
    return undefined;
  }
  return (variables as EntryWrite).entry.id;
}

/**
 * Meal plan writes by entry (docs/decisions/011): an entry with a write in flight is pending,
 * so it can be neither dragged nor edited until the server answers.
 */
export const mealPlanWrites: EntityWrites<MealPlanId> = {
  mutationKey: mealPlanMutationKey,
  entityOf: entryOf,
};

/** Writes of one entry from one control run one after another (TanStack Query's scope). */
export const entryWriteScope = (id: number) => ({ id: `meal-plan-entry-${id}` });

/**
 * Refreshes the family's meal plans once the last write in flight settles: a refetch that
 * starts while another drop is still on its way would wipe that drop's optimistic entry.
 */
export function refreshAfterWrite(queryClient: QueryClient, familyId: number, variables: object) {
  return invalidateAfterLastWrite(queryClient, mealPlanMutationKey, variables, () =>
    invalidateMealPlans(queryClient, familyId),
  );
}
