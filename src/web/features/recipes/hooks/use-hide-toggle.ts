import { useCallback } from 'react';
import { toast } from '#web/lib/use-toast';
import { useCurrentFamily } from '#web/lib/current-family';
import { useHideRecipe } from '../api/hide-recipe';
import { useUnhideRecipe } from '../api/unhide-recipe';

/**
 * Hide Recipe / Show Recipe for the current family, with its toasts (product rule: hide-recipe).
 */
export function useHideToggle() {
  const { currentFamilyId } = useCurrentFamily();
  const hide = useHideRecipe({
    onSuccess: (_hidden, { title }) =>
      toast({ title: 'Recipe hidden', description: `${title} is now hidden from your family` }),
    onError: () =>
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to hide recipe' }),
  });
  const unhide = useUnhideRecipe({
    onSuccess: (_result, { title }) =>
      toast({ title: 'Recipe unhidden', description: `${title} is now visible to your family` }),
    onError: () =>
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to unhide recipe' }),
  });

  const { mutate: hideMutate } = hide;
  const { mutate: unhideMutate } = unhide;
  const toggleHidden = useCallback(
    (recipe: { id: number; title: string; isHidden: boolean }) => {
      if (currentFamilyId === null) {
        toast({ variant: 'destructive', title: 'Error', description: 'No active family' });
        return;
      }
      const variables = { recipeId: recipe.id, familyId: currentFamilyId, title: recipe.title };
      if (recipe.isHidden) unhideMutate(variables);
      else hideMutate(variables);
    },
    [currentFamilyId, hideMutate, unhideMutate],
  );
  return { toggleHidden, isPending: hide.isPending || unhide.isPending };
}
