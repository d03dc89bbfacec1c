import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyNameBody } from '#shared/admin/families.schemas';
import type { Family } from '#shared/families/families.schemas';
import { api } from '#web/lib/api-client';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { familiesQueryKey } from '#web/lib/session/families';

export interface RenameFamilyVariables {
  familyId: number;
  name: string;
}

export interface RenamedFamily {
  id: number;
  name: string;
}

/** PATCH /api/families/{id}/name (the family's admins and super admins). */
export function renameFamily({ familyId, name }: RenameFamilyVariables) {
  const body: FamilyNameBody = { name };
  return api.patch<RenamedFamily>(`/api/families/${familyId}/name`, body);
}

/**
 * Renames a family. The new name goes straight into the user's family list (the shell shows
 * it), which is then refreshed with the admin lists.
 */
export function useRenameFamily({
  onSuccess,
  onError,
}: MutationCallbacks<RenameFamilyVariables, RenamedFamily> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameFamily,
    onSuccess: (renamed, variables) => {
      queryClient.setQueryData<Family[]>(familiesQueryKey, (families) =>
        families?.map((family) =>
          family.id === renamed.id ? { ...family, name: renamed.name } : family,
        ),
      );
      onSuccess?.(renamed, variables);
    },
    onError: (error, variables) => onError?.(error, variables),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: familiesQueryKey }),
        // The admin lists (['admin', ...]) show family names too.
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]),
  });
}
