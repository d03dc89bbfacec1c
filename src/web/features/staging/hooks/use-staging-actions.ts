import { toast } from '../../../components/ui/use-toast';
import { useClearStaging } from '../api/clear-staging';
import { useRemoveStagedRecipe } from '../api/remove-staged-recipe';
import { useUpdateStagedBatch } from '../api/update-staged-batch';

const failed = (description: string) => () =>
  toast({ variant: 'destructive', title: 'Error', description });

/** The staging area's writes with the spec's error toasts (§8); success shows on the cards. */
export function useStagingActions() {
  const updateBatch = useUpdateStagedBatch({ onError: failed('Failed to update batch count') });
  const remove = useRemoveStagedRecipe({ onError: failed('Failed to remove from staging area') });
  const clear = useClearStaging({ onError: failed('Failed to clear staging area') });
  return { updateBatch, remove, clear };
}
