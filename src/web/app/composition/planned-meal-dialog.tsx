import type { RecipeDetail } from '#shared/recipes/recipes.schemas';
import type { RecipeDialogPlan } from '#web/features/recipes/components/recipe-dialog/recipe-dialog';
import {
  useUpdatePlannedServings,
  type PlanScreen,
} from '#web/features/meal-plan/hooks/use-planned-meal-writes';
import {
  batchesForServings,
  servingsForBatches,
} from '#web/features/meal-plan/lib/planned-batches';
import { isTempMealPlanId, type PlannedMeal } from '#web/features/meal-plan/lib/planned-meal';
import { PlaceholderMealDialog } from '#web/features/meal-plan/components/meal-dialog/placeholder-meal-dialog';
import { PlannedMealPanel } from '#web/features/meal-plan/components/meal-dialog/planned-meal-panel';
import { PlannedSlotSummary } from '#web/features/meal-plan/components/meal-dialog/planned-slot-summary';
import { RemovePlannedMealButton } from '#web/features/meal-plan/components/meal-dialog/remove-planned-meal-button';
import { RecipeDialog } from './recipe-dialog';

type ConfirmedMeal = PlannedMeal & { id: number };

/**
 * The meal dialog of the calendar and of Today's Plan (product rule: planned-meal-dialog): the
 * recipe dialog with the planned meal's controls, or the placeholder dialog when no recipe is
 * behind it. Open while `entry` is set; entries not yet confirmed by the server do not open. It
 * lives in app/ because it joins two features: the recipes feature's dialog and the meal plan's
 * controls.
 */
export function PlannedMealDialog({
  entry,
  screen,
  onClose,
}: {
  entry: PlannedMeal | null;
  screen: PlanScreen;
  onClose: () => void;
}) {
  const confirmed = entry && !isTempMealPlanId(entry.id) ? (entry as ConfirmedMeal) : null;
  const withRecipe = confirmed?.recipe ? confirmed : null;
  // The stepper's clicks re-plan this one entry, one request after another.
  const update = useUpdatePlannedServings(screen, withRecipe?.id);

  const plan: RecipeDialogPlan | undefined = withRecipe
    ? {
        screen,
        initialBatches: (recipe: RecipeDetail) =>
          batchesForServings(withRecipe.plannedServings, recipe.servings),
        onBatchesChange:
          screen === 'today'
            ? (batches, recipe) =>
                update.mutate({
                  entry: withRecipe,
                  plannedServings: servingsForBatches(batches, recipe.servings),
                })
            : undefined,
        actions:
          screen === 'today' ? (
            <RemovePlannedMealButton entry={withRecipe} screen="today" onRemoved={onClose} />
          ) : undefined,
        panel:
          screen === 'calendar' ? (
            <PlannedMealPanel entry={withRecipe} onRemoved={onClose} />
          ) : (
            <PlannedSlotSummary entry={withRecipe} />
          ),
      }
    : undefined;

  return (
    <>
      <RecipeDialog recipeId={withRecipe?.recipe?.id ?? null} onClose={onClose} plan={plan} />
      <PlaceholderMealDialog
        entry={confirmed && !confirmed.recipe ? confirmed : null}
        screen={screen}
        onClose={onClose}
      />
    </>
  );
}
