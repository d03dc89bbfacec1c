import { CalendarPlus } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { RecipeDetail } from '#shared/recipes/recipes.schemas';
import { Button } from '#web/components/ui/button';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { useAddToMealPlan } from '../hooks/use-add-to-meal-plan';

/**
 * The recipe dialog's Add to Meal Plan: stages the recipe with the stepper's batches
 * (product rule: staging). Offline it waits for a connection (docs/decisions/048).
 */
export function AddToMealPlanButton({
  recipe,
  batches,
}: {
  recipe: RecipeDetail;
  batches: number;
}) {
  const intl = useIntl();
  const { addToMealPlan, isPending } = useAddToMealPlan();
  const { offline, reasonProps } = useNeedsConnection();
  return (
    <Button
      size="sm"
      disabled={isPending || offline}
      {...reasonProps}
      onClick={() => addToMealPlan(recipe, batches)}
    >
      <CalendarPlus aria-hidden="true" />
      {intl.formatMessage({ id: 'staging.addToMealPlan' })}
    </Button>
  );
}
