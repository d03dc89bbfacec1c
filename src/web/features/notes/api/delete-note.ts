import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { invalidateRecipeData } from '#web/lib/invalidate-recipe-data';

/** Deletes one of the user's own notes. */
export function deleteNote(noteId: number) {
  return api.delete(`/api/notes/${noteId}`);
}

export function useDeleteNote({ onSuccess, onError }: MutationCallbacks<number, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: (data, variables) => onSuccess?.(data, variables),
    onError: (error, variables) => onError?.(error, variables),
    onSettled: () => invalidateRecipeData(queryClient),
  });
}
