import { useIntl } from 'react-intl';
import { useDroppable } from '@dnd-kit/core';
import { Plus } from 'lucide-react';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { cn } from '#web/lib/utils';
import {
  describeSlot,
  slotDropId,
  type SlotData,
} from '#web/features/meal-plan/lib/calendar-slots';
import type { PlannedMeal } from '#web/features/meal-plan/lib/planned-meal';
import { PlannedMealCard } from './planned-meal-card';

/**
 * One meal of one day: where staged recipes and planned meals are dropped. Its + button adds
 * a meal without dragging (shown on hover with a mouse, always on touch screens); offline it
 * waits for a connection (docs/decisions/048).
 */
export function CalendarSlot({
  slot,
  entries,
  onOpenEntry,
  onAdd,
  className,
}: {
  slot: SlotData;
  entries: readonly PlannedMeal[];
  onOpenEntry: (entry: PlannedMeal) => void;
  onAdd: (slot: SlotData) => void;
  className?: string;
}) {
  const intl = useIntl();
  const label = describeSlot(intl, slot);
  const { offline, reasonProps } = useNeedsConnection();
  const { setNodeRef, isOver } = useDroppable({
    id: slotDropId(slot.day, slot.mealType),
    data: slot,
  });

  return (
    <div
      ref={setNodeRef}
      role="group"
      aria-label={label}
      className={cn(
        'group/slot flex min-h-16 min-w-0 flex-col gap-1 rounded-lg border border-dashed border-border bg-muted/30 p-1 transition-colors',
        isOver && 'border-solid border-primary bg-primary/10 ring-2 ring-primary/30',
        className,
      )}
    >
      {entries.length > 0 && (
        <ul className="grid grid-cols-1 gap-1">
          {entries.map((entry) => (
            <li key={entry.id} className="min-w-0">
              <PlannedMealCard entry={entry} onOpen={onOpenEntry} />
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        aria-label={intl.formatMessage({ id: 'mealPlan.slot.addLabel' }, { slot: label })}
        title={intl.formatMessage({ id: 'mealPlan.slot.add' })}
        disabled={offline}
        {...reasonProps}
        onClick={() => onAdd(slot)}
        className={cn(
          'mt-auto flex h-6 w-full items-center justify-center rounded-md text-muted-foreground transition-opacity outline-none hover:bg-secondary hover:text-foreground focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent',
          'pointer-fine:opacity-0 pointer-fine:group-hover/slot:opacity-100',
          entries.length === 0 && 'flex-1',
        )}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
