import { useIntl } from 'react-intl';
import { NotebookPen } from 'lucide-react';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog';
import { BatchStepper, useBatchCount } from '#web/components/recipe/batch-stepper';
import {
  useUpdatePlannedServings,
  type PlanScreen,
} from '#web/features/meal-plan/hooks/use-planned-meal-writes';
import {
  batchesForServings,
  servingsForBatches,
} from '#web/features/meal-plan/lib/planned-batches';
import { describePlannedMeal } from '#web/lib/planned-meal-description';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { type PlannedMeal } from '#web/features/meal-plan/lib/planned-meal';
import { PlannedServingsEditor } from './planned-servings-editor';
import { PlannedSlotSummary } from './planned-slot-summary';
import { RemovePlannedMealButton } from './remove-planned-meal-button';

/**
 * The meal dialog of a placeholder (or of a recipe deleted since it was planned): there is no
 * recipe to load, so it shows the placeholder's title and the planned-meal controls.
 */
export function PlaceholderMealDialog({
  entry,
  screen,
  onClose,
}: {
  entry: (PlannedMeal & { id: number }) | null;
  screen: PlanScreen;
  onClose: () => void;
}) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        {entry && <PlaceholderMeal entry={entry} screen={screen} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function PlaceholderMeal({
  entry,
  screen,
  onClose,
}: {
  entry: PlannedMeal & { id: number };
  screen: PlanScreen;
  onClose: () => void;
}) {
  const intl = useIntl();
  const meal = describePlannedMeal(intl, entry);
  return (
    <div className="grid gap-5">
      <div className="grid gap-2 pr-8">
        <Badge variant="secondary" className="w-fit">
          <NotebookPen className="size-3" aria-hidden="true" />
          {intl.formatMessage({ id: 'mealPlan.placeholder' })}
        </Badge>
        <DialogTitle className="font-display text-2xl leading-tight">{meal.title}</DialogTitle>
        <DialogDescription>{meal.subtitle}</DialogDescription>
      </div>
      <PlannedSlotSummary entry={entry} />
      {screen === 'today' ? (
        <PlaceholderBatches entry={entry} servings={meal.servings} />
      ) : (
        <PlannedServingsEditor key={entry.plannedServings} entry={entry} />
      )}
      <div className="flex flex-wrap gap-2">
        <RemovePlannedMealButton entry={entry} screen={screen} onRemoved={onClose} />
      </div>
      <Button variant="outline" className="w-full sm:hidden" onClick={onClose}>
        {intl.formatMessage({ id: 'mealPlan.close' })}
      </Button>
    </div>
  );
}

/**
 * Today's Plan: batches of the placeholder's servings (1 unless it says otherwise). Each click
 * is a write, so offline the stepper waits for a connection (docs/decisions/048).
 */
function PlaceholderBatches({
  entry,
  servings,
}: {
  entry: PlannedMeal & { id: number };
  servings: number;
}) {
  // Each click counts: they reach the server one after another, the last one wins.
  const update = useUpdatePlannedServings('today', entry.id);
  const { offline, reasonProps } = useNeedsConnection();
  const [batches, setBatches] = useBatchCount(
    entry.id,
    batchesForServings(entry.plannedServings, servings),
  );
  return (
    <BatchStepper
      value={batches}
      disabled={offline}
      reasonProps={reasonProps}
      onChange={(next) => {
        setBatches(next);
        update.mutate({ entry, plannedServings: servingsForBatches(next, servings) });
      }}
    />
  );
}
