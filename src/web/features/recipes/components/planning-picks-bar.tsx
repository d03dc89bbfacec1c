import { Link } from 'react-router';
import { CalendarCheck } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '#web/components/ui/button';
import { clearPlanningPicks, usePlanningPicks } from '#web/lib/planning-picks';

/** How many recipes are picked for planning, with a way to plan them or clear the picks. */
export function PlanningPicksBar() {
  const picks = usePlanningPicks();
  const intl = useIntl();
  if (picks.length === 0) return null;
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 dark:bg-primary/10"
    >
      <p className="flex items-center gap-2 text-sm font-medium">
        <CalendarCheck className="size-4 text-primary" aria-hidden="true" />
        {intl.formatMessage({ id: 'recipes.picks.summary' }, { count: picks.length })}
      </p>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={clearPlanningPicks}>
          {intl.formatMessage({ id: 'recipes.picks.clear' })}
        </Button>
        <Button asChild size="sm">
          <Link to="/meal-plan">{intl.formatMessage({ id: 'recipes.picks.plan' })}</Link>
        </Button>
      </div>
    </div>
  );
}
