import { useIntl } from 'react-intl';
import { toast } from '#web/lib/use-toast';
import { useStageRecipe } from '../api/stage-recipe';

/**
 * Staging with its toasts (product rule: staging (add-to-plan-toasts, no-family)): the recipe
 * dialog's Add to Meal Plan and the add dialog's Add to Staging (which app/ hands to the meal plan
 * feature).
 */
export function useStageWithToasts() {
  const intl = useIntl();
  return useStageRecipe({
    onSuccess: (_staged, { title }) =>
      toast({
        title: intl.formatMessage({ id: 'staging.added.title' }),
        description: intl.formatMessage({ id: 'staging.added.description' }, { title }),
      }),
    onError: () =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'staging.errorTitle' }),
        description: intl.formatMessage({ id: 'staging.addFailed' }),
      }),
  });
}
