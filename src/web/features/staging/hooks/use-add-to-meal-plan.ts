import { useCallback } from 'react';
import type { RecipeBrief } from '../../../../shared/recipes/recipes.schemas';
import { toast } from '../../../components/ui/use-toast';
import { useCurrentFamily } from '../../../lib/current-family';
import { useStageRecipe } from '../api/stage-recipe';

/**
 * The recipe's "add to meal plan" action: puts it in the current family's meal planning area
 * (staging), with the spec's toasts (§5, §8).
 */
export function useAddToMealPlan() {
  const { currentFamilyId } = useCurrentFamily();
  const stage = useStageRecipe({
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

  const { mutate } = stage;
  const addToMealPlan = useCallback(
    (recipe: RecipeBrief, batchCount = 1) => {
      if (currentFamilyId === null) {
        toast({
          variant: 'destructive',
          title: 'No family selected',
          description: 'Please select a family before adding to meal plan',
        });
        return;
      }
      mutate({
        familyId: currentFamilyId,
        recipeId: recipe.id,
        batchCount,
        title: recipe.title,
        recipe,
      });
    },
    [currentFamilyId, mutate],
  );
  return { addToMealPlan, isPending: stage.isPending };
}
