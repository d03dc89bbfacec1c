import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notesContracts } from '#shared/notes/notes.contracts';
import { call } from '#web/lib/api-call';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { invalidateRecipeData } from '#web/lib/invalidate-recipe-data';

/** Deletes one of the user's own notes. */
export function deleteNote(noteId: number) {
  return call(notesContracts.removeNote, { params: { id: noteId } });
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
