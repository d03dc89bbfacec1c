import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Plus } from 'lucide-react';
import type { MealType } from '#shared/meal-plans/meal-plans.schemas';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/utils';
import { MealSummary } from '#web/components/recipe/meal-summary';
import { describePlannedMeal } from '#web/lib/planned-meal-description';
import { formatServings } from '#web/lib/recipe-display';
import { isTempMealPlanId, type PlannedMeal } from '#web/features/meal-plan/lib/planned-meal';
import { MEAL_TYPE_NAME_IDS } from '#web/lib/meal-type-names';

/** One meal of Today's Plan: what is planned for it, and Add (product rule: today-page). */
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
            <li key={entry.id}>
              <TodayMealItem entry={entry} onOpen={onOpenEntry} />
            </li>
          ))}
        </ul>
      )}
    </section>
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
        'flex w-full items-center gap-3 rounded-lg border p-2 text-left transition-colors outline-none hover:bg-secondary/60 focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-progress',
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
