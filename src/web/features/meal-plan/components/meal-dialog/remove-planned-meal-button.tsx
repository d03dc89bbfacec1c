import { CalendarX } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { useRemovePlannedMeal, type PlanScreen } from '../../hooks/use-planned-meal-writes';
import type { PlannedMeal } from '../../lib/planned-meal';

/**
 * Remove from Schedule (Today's Plan) or Remove from Plan (calendar): deletes the entry and
 * closes the dialog at once (core §4); a failure puts the meal back with a toast.
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
  const remove = useRemovePlannedMeal(screen);
  return (
    <Button
      variant="outline"
      size="sm"
      className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
      disabled={remove.isPending}
      onClick={() => {
        remove.mutate(entry);
        onRemoved();
      }}
    >
      <CalendarX aria-hidden="true" />
      {screen === 'today' ? 'Remove from Schedule' : 'Remove from Plan'}
    </Button>
  );
}
