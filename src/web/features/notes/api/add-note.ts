import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateNoteBody, Note } from '#shared/notes/notes.schemas';
import { notesContracts } from '#shared/notes/notes.contracts';
import { call } from '#web/lib/api-call';
import { idempotencyKeyFor } from '#web/lib/idempotency-key';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { invalidateRecipeData } from '#web/lib/invalidate-recipe-data';

/**
 * Adds a family note; the text is trimmed before sending (product rule: note-empty).
 * `idempotencyKey` makes a repeat of the same action answer the first note instead of adding it
 * twice.
 */
export function addNote(body: CreateNoteBody, idempotencyKey?: string) {
  return call(notesContracts.addNote, {
    body: { ...body, text: body.text.trim() },
    idempotencyKey,
  });
}

export function useAddNote({ onSuccess, onError }: MutationCallbacks<CreateNoteBody, Note> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateNoteBody) => addNote(body, idempotencyKeyFor(body)),
    onSuccess: (data, variables) => onSuccess?.(data, variables),
    onError: (error, variables) => onError?.(error, variables),
    onSettled: () => invalidateRecipeData(queryClient),
  });
}
