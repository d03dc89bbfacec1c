import { useIntl } from 'react-intl';
import { Eraser } from 'lucide-react';
import { weekWindow } from '#shared/meal-plans/week';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { toast } from '#web/lib/use-toast';
import { useClearWeek } from '../api/clear-week';
import { formatWeekRange } from '#web/lib/week-label';

/**
 * Clear Week (product rule: meal-plan-page): removes every meal of the shown week, after a
 * confirmation. Offline it waits for a connection, and says so (docs/decisions/048).
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
  const intl = useIntl();
  const { offline, reasonProps } = useNeedsConnection();
  const clear = useClearWeek({
    onError: () =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'mealPlan.toast.error' }),
        description: intl.formatMessage({ id: 'mealPlan.clearWeek.failed' }),
      }),
  });
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          disabled={!hasMeals || clear.isPending || offline}
          {...reasonProps}
        >
          <Eraser aria-hidden="true" />
          {intl.formatMessage({ id: 'mealPlan.clearWeek.button' })}
        </Button>
      }
      title={intl.formatMessage({ id: 'mealPlan.clearWeek.title' })}
      description={intl.formatMessage(
        { id: 'mealPlan.clearWeek.description' },
        { week: formatWeekRange(intl, weekStart) },
      )}
      confirmLabel={intl.formatMessage({ id: 'mealPlan.clearWeek.button' })}
      // The prompt may have opened before the network went.
      isConfirmDisabled={offline}
      confirmReasonProps={reasonProps}
      onConfirm={() => clear.mutate({ familyId, week: weekWindow(weekStart) })}
    />
  );
}
