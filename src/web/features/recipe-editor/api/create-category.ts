import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cookbooksContracts } from '#shared/cookbooks/cookbooks.contracts';
import { call } from '#web/lib/api-call';
import { isApiError } from '#web/lib/api-client';
import { cookbookCategoriesQueryKey } from './cookbook-categories';

export interface CreateCategoryVariables {
  cookbookId: number;
  name: string;
}

/** Creates a category (201 { id, name }); a name the cookbook has answers 409 with its id. */
export function createCategory({ cookbookId, name }: CreateCategoryVariables) {
  return call(cookbooksContracts.createCategory, { params: { id: cookbookId }, body: { name } });
}

/** The id of the category a 409 says already exists, else null. */
export function existingCategoryId(error: unknown): number | null {
  if (!isApiError(error, 409)) return null;
  const body = error.body as { existingId?: unknown } | null;
  return typeof body?.existingId === 'number' ? body.existingId : null;
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    // Created or already there: either way the list changed since it was loaded.
    onSettled: (_data, _error, { cookbookId }) =>
      queryClient.invalidateQueries({ queryKey: cookbookCategoriesQueryKey(cookbookId) }),
  });
}
