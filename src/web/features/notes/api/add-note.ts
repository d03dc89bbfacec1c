import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateNoteBody, Note } from '../../../../shared/notes/notes.schemas';
import { api } from '../../../lib/api-client';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks';
import { invalidateRecipeData } from '../../recipes/api/invalidate-recipe-data';

/** Adds a family note; the text is trimmed before sending (spec §5). */
export function addNote(body: CreateNoteBody) {
  return api.post<Note>('/api/notes', { ...body, text: body.text.trim() });
}

export function useAddNote({ onSuccess, onError }: MutationCallbacks<CreateNoteBody, Note> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNote,
    onSuccess: (data, variables) => onSuccess?.(data, variables),
    onError: (error, variables) => onError?.(error, variables),
    onSettled: () => invalidateRecipeData(queryClient),
  });
}
