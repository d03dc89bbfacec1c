import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { RecipeWrite } from '#shared/recipes/recipe-write.schemas';
import { errorMessage } from '#web/lib/i18n/error-message';
import { recipeDialogPath } from '#web/lib/recipe-links';
import { toast } from '#web/lib/use-toast';
import { useCreateRecipe } from '../api/create-recipe';
import { isRecipeConflict, useUpdateRecipe } from '../api/update-recipe';
import { toWriteBody } from '../lib/recipe-form-values';

/** What is being saved: a new recipe, or the recipe as it was loaded. */
export type SaveTarget =
  { kind: 'new' } | { kind: 'edit'; recipeId: number; loadedUpdatedAt: string };

/**
 * Saves the form once per action (a second click while saving does nothing), says how it went
 * (product rule: recipe-save-toasts), and opens the saved recipe in its dialog. A 409 on update
 * means someone else saved the recipe meanwhile: `hasConflict` turns on so the form can offer a
 * reload.
 */
export function useSaveRecipe(target: SaveTarget, allowLeave: () => void) {
  const intl = useIntl();
  const navigate = useNavigate();
  const createRecipe = useCreateRecipe();
  const updateRecipe = useUpdateRecipe();
  const isSavingNow = useRef(false);
  const [hasConflict, setHasConflict] = useState(false);

  const save = useCallback(
    async (values: RecipeWrite) => {
      if (isSavingNow.current) return;
      isSavingNow.current = true;
      const body = toWriteBody(values);
      try {
        const result =
          target.kind === 'new'
            ? await createRecipe.mutateAsync(body)
            : await updateRecipe.mutateAsync({
                recipeId: target.recipeId,
                loadedUpdatedAt: target.loadedUpdatedAt,
                body,
              });
        toast({
          title: intl.formatMessage({
            id: target.kind === 'new' ? 'recipeEditor.save.created' : 'recipeEditor.save.updated',
          }),
        });
        allowLeave();
        await navigate(recipeDialogPath(result.id));
      } catch (error) {
        if (target.kind === 'edit' && isRecipeConflict(error)) setHasConflict(true);
        toast({
          variant: 'destructive',
          title: intl.formatMessage({
            id:
              target.kind === 'new'
                ? 'recipeEditor.save.createFailed'
                : 'recipeEditor.save.updateFailed',
          }),
          description: errorMessage(intl, error),
        });
      } finally {
        isSavingNow.current = false;
      }
    },
    [target, allowLeave, navigate, createRecipe, updateRecipe, intl],
  );

  return {
    save,
    isSaving: createRecipe.isPending || updateRecipe.isPending,
    hasConflict,
    clearConflict: useCallback(() => setHasConflict(false), []),
  };
}
