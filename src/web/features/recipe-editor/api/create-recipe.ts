import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipeWriteInput } from '#shared/recipes/recipe-write.schemas';
import { recipesContracts } from '#shared/recipes/recipes.contracts';
import { call } from '#web/lib/api-call';
import { idempotencyKeyFor } from '#web/lib/idempotency-key';
import { invalidateAfterRecipeSave } from './save-recipe-cache';

/**
 * POST /api/recipes. The Idempotency-Key belongs to the body object of one save action, so a
 * repeated request of that action creates one recipe, not two.
 */
export function createRecipe(body: RecipeWriteInput) {
  return call(recipesContracts.createRecipe, { body, idempotencyKey: idempotencyKeyFor(body) });
}

export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecipe,
    // Not awaited: the saved recipe opens at once, and what shows it refetches meanwhile.
    onSuccess: () => void invalidateAfterRecipeSave(queryClient),
  });
}
