import { toast } from '#web/lib/use-toast';
import { useStageRecipe } from '../api/stage-recipe';

/**
 * Staging with its toasts (product rule: staging (add-to-plan-toasts, no-family)): the recipe
 * dialog's Add to Meal Plan and the add dialog's Add to Staging (which app/ hands to the meal plan
 * feature).
 */
export function useStageWithToasts() {
  return useStageRecipe({
    onSuccess: (_staged, { title }) =>
      toast({
        title: 'Added to meal planning area',
        description: `${title} has been added to your meal planning area`,
      }),
    onError: () =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to add to staging area',
      }),
  });
}
