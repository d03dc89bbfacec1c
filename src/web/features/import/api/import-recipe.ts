import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportFromTextBody, ImportFromUrlBody } from '#shared/import/import.schemas';
import { importContracts } from '#shared/import/import.contracts';
import { call } from '#web/lib/api-call';
import { invalidateRecipeData } from '#web/lib/invalidate-recipe-data';

/** POST /api/recipes/import: the page at `url` becomes a recipe; answers its id and title. */
export function importRecipeFromUrl(body: ImportFromUrlBody, signal?: AbortSignal) {
  return call(importContracts.importFromUrl, { body, signal });
}

/** POST /api/recipes/import-from-text. */
export function importRecipeFromText(body: ImportFromTextBody, signal?: AbortSignal) {
  return call(importContracts.importFromText, { body, signal });
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
