import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familiesContracts } from '#shared/families/families.contracts';
import type { Family, RenamedFamily } from '#shared/families/families.schemas';
import { call } from '#web/lib/api-call';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { familiesQueryKey } from '#web/lib/session/families';

export interface RenameFamilyVariables {
  familyId: number;
  name: string;
}

/** Renames the family (its family admins and super admins may). */
export function renameFamily({ familyId, name }: RenameFamilyVariables) {
  return call(familiesContracts.renameFamily, { params: { id: familyId }, body: { name } });
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
