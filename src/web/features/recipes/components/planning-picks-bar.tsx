import { Link } from 'react-router';
import { CalendarCheck } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { clearPlanningPicks, usePlanningPicks } from '#web/lib/planning-picks';

/** How many recipes are picked for planning, with a way to plan them or clear the picks. */
export function PlanningPicksBar() {
  const picks = usePlanningPicks();
  if (picks.length === 0) return null;
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 dark:bg-primary/10"
    >
      <p className="flex items-center gap-2 text-sm font-medium">
        <CalendarCheck className="size-4 text-primary" aria-hidden="true" />
        {picks.length === 1 ? '1 recipe picked' : `${picks.length} recipes picked`} for meal
        planning
      </p>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={clearPlanningPicks}>
          Clear picks
        </Button>
        <Button asChild size="sm">
          <Link to="/meal-plan">Plan meals</Link>
        </Button>
      </div>
    </div>
  );
}
