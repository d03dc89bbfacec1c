import { Eraser } from 'lucide-react';
import { formatWeekLabel, weekWindow } from '#shared/meal-plans/week';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { toast } from '#web/lib/use-toast';
import { useClearWeek } from '../api/clear-week';

/**
 * Clear Week (product rule: meal-plan-page): removes every meal of the shown week, after a
 * confirmation.
 */
export function ClearWeekButton({
  familyId,
  weekStart,
  hasMeals,
}: {
  familyId: number;
  weekStart: Date;
  hasMeals: boolean;
}) {
  const clear = useClearWeek({
    onError: () =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to clear weekly meal plan',
      }),
  });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={!hasMeals || clear.isPending}>
          <Eraser aria-hidden="true" />
          Clear Week
        </Button>
      }
      title="Clear this week?"
      description={`Every meal planned for ${formatWeekLabel(weekStart)} will be removed from the calendar. This cannot be undone.`}
      confirmLabel="Clear Week"
      onConfirm={() => clear.mutate({ familyId, week: weekWindow(weekStart) })}
    />
  );
}
