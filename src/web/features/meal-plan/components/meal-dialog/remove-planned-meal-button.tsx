import { useIntl } from 'react-intl';
import { CalendarX } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import {
  useIsPlannedMealPending,
  useRemovePlannedMeal,
  type PlanScreen,
} from '#web/features/meal-plan/hooks/use-planned-meal-writes';
import type { PlannedMeal } from '#web/features/meal-plan/lib/planned-meal';

/**
 * Remove from Schedule (Today's Plan) or Remove from Plan (calendar): deletes the entry and
 * closes the dialog at once (product rule: planned-meal-dialog); a failure puts the meal back with
 * a toast. Waits while another write of the meal is on its way, and for a connection
 * (docs/decisions/048).
 */
export function RemovePlannedMealButton({
  entry,
  screen,
  onRemoved,
}: {
  entry: PlannedMeal;
  screen: PlanScreen;
  onRemoved: () => void;
}) {
  const intl = useIntl();
  const remove = useRemovePlannedMeal(screen);
  const isPending = useIsPlannedMealPending(entry.id);
  const { offline, reasonProps } = useNeedsConnection();
  return (
    <Button
      variant="outline"
      size="sm"
      className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
      disabled={isPending || offline}
      {...reasonProps}
      onClick={() => {
        remove.mutate({ entry });
        onRemoved();
      }}
    >
      <CalendarX aria-hidden="true" />
      {intl.formatMessage({
        id:
          screen === 'today'
            ? 'mealPlan.dialog.removeFromSchedule'
            : 'mealPlan.dialog.removeFromPlan',
      })}
    </Button>
  );
}
