import { useId } from 'react';
import { Plus } from 'lucide-react';
import type { MealType } from '#shared/meal-plans/meal-plans.schemas';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/utils';
import { MealSummary } from '#web/components/recipe/meal-summary';
import { formatServings } from '#web/lib/recipe-display';
import { describePlannedMeal } from '#web/lib/planned-meal-description';
import { isTempMealPlanId, type PlannedMeal } from '#web/features/meal-plan/lib/planned-meal';

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
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-display text-lg font-semibold">
          {mealType}
        </h3>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Add ${mealType}`}
          onClick={() => onAdd(mealType)}
        >
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">Nothing planned.</p>
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
  const meal = describePlannedMeal(entry);
  const isSaving = isTempMealPlanId(entry.id);
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
          <>
            {isSaving ? 'Saving...' : formatServings(entry.plannedServings)}
            {meal.isPlaceholder && ' \u00b7 Placeholder'}
          </>
        }
        imageUrl={meal.imageUrl}
        isPlaceholder={meal.isPlaceholder}
      />
    </button>
  );
}
