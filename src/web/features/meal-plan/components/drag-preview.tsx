import { useIntl } from 'react-intl';
import { GripVertical } from 'lucide-react';
import type { DragItem } from '#web/lib/drag-items';
import { plannedMealServings } from '#web/lib/planned-meal-description';
import { formatServings } from '#web/lib/recipe-display';

/** What follows the pointer while a meal is dragged (drawn above every scroll container). */
export function DragPreview({ item }: { item: DragItem }) {
  const intl = useIntl();
  const servings =
    item.kind === 'entry'
      ? item.entry.plannedServings
      : plannedMealServings(item.staged) * item.staged.batchCount;
  return (
    <div className="flex w-44 cursor-grabbing items-center gap-2 rounded-lg border border-primary bg-card px-2.5 py-2 shadow-xl ring-2 ring-primary/30">
      <GripVertical className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0">
        <p className="line-clamp-2 text-xs leading-snug font-semibold">{item.title}</p>
        <p className="text-[0.6875rem] text-muted-foreground">{formatServings(intl, servings)}</p>
      </div>
    </div>
  );
}
