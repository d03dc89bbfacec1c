import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ImportFromTextBody,
  ImportFromUrlBody,
  ImportResult,
} from '#shared/import/import.schemas';
import { api } from '#web/lib/api-client';
import { invalidateRecipeData } from '#web/lib/invalidate-recipe-data';

/** POST /api/recipes/import: the page at `url` becomes a recipe; answers its id and title. */
export function importRecipeFromUrl(body: ImportFromUrlBody, signal?: AbortSignal) {
  return api.post<ImportResult>('/api/recipes/import', body, { signal });
}

/** POST /api/recipes/import-from-text. */
export function importRecipeFromText(body: ImportFromTextBody, signal?: AbortSignal) {
  return api.post<ImportResult>('/api/recipes/import-from-text', body, { signal });
}

export type ImportRequest =
  | { kind: 'url'; body: ImportFromUrlBody; signal: AbortSignal }
  | { kind: 'text'; body: ImportFromTextBody; signal: AbortSignal };

/** Either import; the signal lets the page's Cancel abort the request. */
export function useImportRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) =>
      request.kind === 'url'
        ? importRecipeFromUrl(request.body, request.signal)
        : importRecipeFromText(request.body, request.signal),
    // Not awaited: the edit page opens at once; the lists refetch meanwhile.
    onSuccess: () => void invalidateRecipeData(queryClient),
  });
}
