import { useIntl } from 'react-intl';
import type { PlannedMeal } from '#web/features/meal-plan/lib/planned-meal';
import { PlannedServingsEditor } from './planned-servings-editor';
import { PlannedSlotSummary } from './planned-slot-summary';
import { RemovePlannedMealButton } from './remove-planned-meal-button';

/** The calendar dialog's planned-meal part: the slot, servings editing and Remove from Plan. */
export function PlannedMealPanel({
  entry,
  onRemoved,
}: {
  entry: PlannedMeal & { id: number };
  onRemoved: () => void;
}) {
  const intl = useIntl();
  return (
    <section
      aria-label={intl.formatMessage({ id: 'mealPlan.dialog.plannedMeal' })}
      className="grid gap-3 rounded-lg border border-primary/25 bg-primary/5 p-4 dark:bg-primary/10"
    >
      <PlannedSlotSummary entry={entry} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PlannedServingsEditor key={entry.plannedServings} entry={entry} />
        <RemovePlannedMealButton entry={entry} screen="calendar" onRemoved={onRemoved} />
      </div>
    </section>
  );
}
