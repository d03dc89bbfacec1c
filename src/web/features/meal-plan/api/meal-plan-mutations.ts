import type { QueryClient } from '@tanstack/react-query';
import { invalidateMealPlans } from './meal-plan-cache';

/** Every meal plan write shares this key, so each can tell whether others are in flight. */
export const mealPlanMutationKey = ['meal-plan-write'] as const;

/**
 * Refreshes the family's meal plans once the last write in flight settles: a refetch that
 * starts while another drop is still on its way would wipe that drop's optimistic entry.
 */
export function refreshAfterWrite(queryClient: QueryClient, familyId: number) {
  if (queryClient.isMutating({ mutationKey: mealPlanMutationKey }) > 1) return;
  return invalidateMealPlans(queryClient, familyId);
}
