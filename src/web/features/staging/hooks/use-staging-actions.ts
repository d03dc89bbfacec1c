import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { StagedRecipe } from '#shared/staging/staging.schemas';
import type { MessageId } from '#web/lib/i18n/catalogues';
import { toast } from '#web/lib/use-toast';
import { useIsEntityPending } from '#web/lib/entity-writes';
import { useClearStaging } from '../api/clear-staging';
import { useRemoveStagedRecipe } from '../api/remove-staged-recipe';
import { stagingWrites } from '../api/staging-mutations';
import { useUpdateStagedBatch } from '../api/update-staged-batch';

/** An error toast saying `descriptionId`, in the active language. */
function useFailedToast() {
  const intl = useIntl();
  return (descriptionId: MessageId) => () =>
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'staging.errorTitle' }),
      description: intl.formatMessage({ id: descriptionId }),
    });
}

/**
 * The staging area's writes with their error toasts (product rule: staging); success shows on the
 * cards.
 */
export function useStagingActions() {
  const failed = useFailedToast();
  const remove = useRemoveStagedRecipe({ onError: failed('staging.removeFailed') });
  const clear = useClearStaging({ onError: failed('staging.clearFailed') });
  return { remove, clear };
}

/**
 * One card's batch stepper (1 to 5): every click shows at once and the clicks reach the
 * server in order, one at a time; a failure puts back this card's count with the spec's toast.
 */
export function useStagedBatchChange(staged: StagedRecipe) {
  const failed = useFailedToast();
  const { mutate } = useUpdateStagedBatch({
    stagedId: staged.id,
    onError: failed('staging.batchFailed'),
  });
  return useCallback((batchCount: number) => mutate({ staged, batchCount }), [mutate, staged]);
}

/** True while a write of this staged recipe is on its way: it cannot be removed meanwhile. */
export function useIsStagedPending(staged: StagedRecipe) {
  return useIsEntityPending(stagingWrites, staged.id);
}
