import { lazy, Suspense, useState } from 'react';
import { completeCatalogue } from '#web/lib/i18n/message-store';
import type { RecipeDialogProps } from './recipe-dialog-with-parts';

/** The dialog's chunk; the idle prefetch (route-prefetch.ts) may have loaded it already. */
export const loadRecipeDialog = () => import('./recipe-dialog-with-parts');

// Its notes and meal-plan texts are no part of the first screen's messages: the whole
// catalogue comes with it (lib/i18n/message-store.ts).
const RecipeDialogWithParts = lazy(async () => {
  const [module] = await Promise.all([loadRecipeDialog(), completeCatalogue()]);
  return { default: module.RecipeDialogWithParts };
});

/**
 * The recipe detail dialog (product rule: recipe-dialog), its code loaded the first time a recipe
 * opens (docs/decisions/020): the recipes page's first load does not carry the dialog, its notes
 * or its meal-plan button. Once opened it stays mounted, so closing animates as before.
 * No visible fallback: the chunk is small and usually prefetched, a spinner would only flash.
 */
export function RecipeDialog(props: RecipeDialogProps) {
  const [hasOpened, setHasOpened] = useState(props.recipeId !== null);
  if (props.recipeId !== null && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <RecipeDialogWithParts {...props} />
    </Suspense>
  );
}
