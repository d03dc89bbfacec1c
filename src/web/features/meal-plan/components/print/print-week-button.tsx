import { useIntl } from 'react-intl';
import { Printer } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { WeekPrintView } from './week-print-view';

/**
 * Print Week (product rule: printing): the browser's print of the shown week as one landscape page.
 * The page is WeekPrintView, there as long as the planner is, so the browser's own print command
 * gives the same page.
 */
export function PrintWeekButton({ familyId, weekStart }: { familyId: number; weekStart: Date }) {
  const intl = useIntl();
  return (
    <>
      <Button variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        {intl.formatMessage({ id: 'mealPlan.print.button' })}
      </Button>
      <WeekPrintView familyId={familyId} weekStart={weekStart} />
    </>
  );
}
