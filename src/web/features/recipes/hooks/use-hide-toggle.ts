import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '#web/lib/i18n/catalogues';
import { toast } from '#web/lib/use-toast';
import { useCurrentFamily } from '#web/lib/current-family';
import { useHideRecipe } from '../api/hide-recipe';
import { useUnhideRecipe } from '../api/unhide-recipe';

/**
 * Hide Recipe / Show Recipe for the current family, with its toasts (product rule: hide-recipe).
 */
export function useHideToggle() {
  const intl = useIntl();
  const { currentFamilyId } = useCurrentFamily();
  const failed = useCallback(
    (id: MessageId) =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'recipes.errorTitle' }),
        description: intl.formatMessage({ id }),
      }),
    [intl],
  );
  const hide = useHideRecipe({
    onSuccess: (_hidden, { title }) =>
      toast({
        title: intl.formatMessage({ id: 'recipes.hide.hiddenTitle' }),
        description: intl.formatMessage({ id: 'recipes.hide.hiddenDescription' }, { title }),
      }),
    onError: () => failed('recipes.hide.failed'),
  });
  const unhide = useUnhideRecipe({
    onSuccess: (_result, { title }) =>
      toast({
        title: intl.formatMessage({ id: 'recipes.hide.unhiddenTitle' }),
        description: intl.formatMessage({ id: 'recipes.hide.unhiddenDescription' }, { title }),
      }),
    onError: () => failed('recipes.hide.unhideFailed'),
  });

  const { mutate: hideMutate } = hide;
  const { mutate: unhideMutate } = unhide;
  const toggleHidden = useCallback(
    (recipe: { id: number; title: string; isHidden: boolean }) => {
      if (currentFamilyId === null) {
        failed('recipes.hide.noFamily');
        return;
      }
      const variables = { recipeId: recipe.id, familyId: currentFamilyId, title: recipe.title };
      if (recipe.isHidden) unhideMutate(variables);
      else hideMutate(variables);
    },
    [currentFamilyId, failed, hideMutate, unhideMutate],
  );
  return { toggleHidden, isPending: hide.isPending || unhide.isPending };
}
