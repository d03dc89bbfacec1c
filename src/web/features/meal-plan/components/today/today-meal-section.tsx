import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ChefHat, Plus } from 'lucide-react';
import type { MealType } from '#shared/meal-plans/meal-plans.schemas';
import { Button } from '#web/components/ui/button';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { cn } from '#web/lib/utils';
import { MealSummary } from '#web/components/recipe/meal-summary';
import { describePlannedMeal } from '#web/lib/planned-meal-description';
import { formatServings } from '#web/lib/recipe-display';
import { recipeCookPath } from '#web/lib/recipe-links';
import { isTempMealPlanId, type PlannedMeal } from '#web/features/meal-plan/lib/planned-meal';
import { MEAL_TYPE_NAME_IDS } from '#web/lib/meal-type-names';
import { CookedToggle } from './cooked-toggle';

/**
 * One meal of Today's Plan: what is planned for it, and Add (product rule: today-page); Add
 * waits for a connection offline (docs/decisions/048).
 */
export function TodayMealSection({
  mealType,
  entries,
  onOpenEntry,
  onAdd,
}: {
  mealType: MealType;
  entries: readonly PlannedMeal[];
  onOpenEntry: (entry: PlannedMeal) => void;
  onAdd: (mealType: MealType) => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const name = intl.formatMessage({ id: MEAL_TYPE_NAME_IDS[mealType] });
  const { offline, reasonProps } = useNeedsConnection();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-display text-lg font-semibold">
          {name}
        </h3>
        <Button
          variant="outline"
          size="sm"
          aria-label={intl.formatMessage({ id: 'mealPlan.today.addMeal' }, { mealType: name })}
          disabled={offline}
          {...reasonProps}
          onClick={() => onAdd(mealType)}
        >
          <Plus aria-hidden="true" />
          {intl.formatMessage({ id: 'mealPlan.today.add' })}
        </Button>
      </div>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          {intl.formatMessage({ id: 'mealPlan.today.nothingPlanned' })}
        </p>
      ) : (
        <ul className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-2">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-stretch gap-2">
              <TodayMealItem entry={entry} onOpen={onOpenEntry} />
              {entry.recipe && !isTempMealPlanId(entry.id) && (
                <>
                  <CookLink
                    recipeId={entry.recipe.id}
                    mealPlanId={entry.id}
                    title={entry.recipe.title}
                    servings={entry.plannedServings}
                  />
                  <CookedToggle
                    familyId={entry.familyId}
                    mealPlanId={entry.id}
                    title={entry.recipe.title}
                    cookedAt={entry.cookedAt}
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Cook mode for the planned meal, its amounts for the planned servings; it knows the meal, so
 * its last step can mark it cooked.
 */
function CookLink({
  recipeId,
  mealPlanId,
  title,
  servings,
}: {
  recipeId: number;
  mealPlanId: number;
  title: string;
  servings: number;
}) {
  const intl = useIntl();
  return (
    <Button asChild variant="outline" className="h-auto min-h-12 shrink-0 flex-col gap-0.5 px-3">
      <Link
        to={recipeCookPath(recipeId, servings, mealPlanId)}
        aria-label={intl.formatMessage({ id: 'mealPlan.today.cookMeal' }, { title })}
      >
        <ChefHat className="size-5" aria-hidden="true" />
        <span className="text-xs">{intl.formatMessage({ id: 'mealPlan.today.cook' })}</span>
      </Link>
    </Button>
  );
}

function TodayMealItem({
  entry,
  onOpen,
}: {
  entry: PlannedMeal;
  onOpen: (entry: PlannedMeal) => void;
}) {
  const intl = useIntl();
  const meal = describePlannedMeal(intl, entry);
  const isSaving = isTempMealPlanId(entry.id);
  const state = isSaving
    ? intl.formatMessage({ id: 'mealPlan.saving' })
    : formatServings(intl, entry.plannedServings);
  return (
    <button
      type="button"
      disabled={isSaving}
      onClick={() => onOpen(entry)}
      className={cn(
        'flex w-full min-w-0 flex-1 items-center gap-3 rounded-lg border p-2 text-left transition-colors outline-none hover:bg-secondary/60 focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-progress',
        meal.isPlaceholder && 'border-dashed',
        isSaving && 'animate-pulse opacity-70',
      )}
    >
      <MealSummary
        variant="row"
        title={meal.title}
        detail={
          meal.isPlaceholder
            ? intl.formatMessage({ id: 'mealPlan.today.placeholderDetail' }, { detail: state })
            : state
        }
        imageUrl={meal.imageUrl}
        isPlaceholder={meal.isPlaceholder}
      />
    </button>
  );
}
