import type { ComponentProps } from 'react';
import { FavoriteButton } from '#web/features/favorites/components/favorite-button';
import { RecipeNotes } from '#web/features/notes/components/recipe-notes';
import {
  RecipeDialog as RecipeDialogView,
  type RecipeDialogParts,
} from '#web/features/recipes/components/recipe-dialog/recipe-dialog';
import { AddToMealPlanButton } from '#web/features/staging/components/add-to-meal-plan-button';

/** What the recipe dialog shows from other features: favourites, staging and notes. */
const RECIPE_DIALOG_PARTS: RecipeDialogParts = {
  FavoriteButton,
  AddToMealPlanButton,
  Notes: RecipeNotes,
};

export type RecipeDialogProps = Omit<ComponentProps<typeof RecipeDialogView>, 'parts'>;

/**
 * The recipe detail dialog (product rule: recipe-dialog) with every feature's part in place. Loaded
 * on demand through ./recipe-dialog.tsx, so its code (and the notes and staging parts) is its own
 * chunk.
 */
export function RecipeDialogWithParts(props: RecipeDialogProps) {
  return <RecipeDialogView {...props} parts={RECIPE_DIALOG_PARTS} />;
}
