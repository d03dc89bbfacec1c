import { useIntl } from 'react-intl';
import { useDraggable } from '@dnd-kit/core';
import { GripVertical, NotebookPen, Users } from 'lucide-react';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { cn } from '#web/lib/utils';
import { useIsPlannedMealPending } from '#web/features/meal-plan/hooks/use-planned-meal-writes';
import { entryDragId, type DragItem } from '#web/lib/drag-items';
import { describePlannedMeal } from '#web/lib/planned-meal-description';
import { formatServings } from '#web/lib/recipe-display';
import { isTempMealPlanId, type PlannedMeal } from '#web/features/meal-plan/lib/planned-meal';

/**
 * A meal in a calendar slot. Click (or Enter) on its title opens the meal dialog; a mouse drags
 * it from anywhere, a finger after a short hold, the keyboard from its grip button. A meal
 * the server has not confirmed yet ('temp-') can be neither opened nor moved; one with a write
 * in flight (a move, a servings change) is pending: it opens, but cannot be picked up until
 * the server answers (docs/decisions/011). Offline it opens but is not picked up: a move is a
 * write, and writes other than ticks wait for a connection (docs/decisions/048).
 */
export function PlannedMealCard({
  entry,
  onOpen,
}: {
  entry: PlannedMeal;
  onOpen: (entry: PlannedMeal) => void;
}) {
  const intl = useIntl();
  const meal = describePlannedMeal(intl, entry);
  const isSaving = isTempMealPlanId(entry.id);
  // After the number, for screen readers: ' servings' (the space keeps '4 servings' apart).
  const servingsWord = ` ${intl.formatMessage(
    { id: 'mealPlan.card.servingsWord' },
    { count: entry.plannedServings },
  )}`;
  const isPending = useIsPlannedMealPending(entry.id);
  const { offline, reasonProps } = useNeedsConnection();
  const item: DragItem | undefined = isSaving
    ? undefined
    : { kind: 'entry', entry: entry as PlannedMeal & { id: number }, title: meal.title };
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: entryDragId(entry.id),
    data: item,
    disabled: isSaving || isPending || offline,
    attributes: { roleDescription: intl.formatMessage({ id: 'mealPlan.card.roleDescription' }) },
  });

  return (
    <div
      ref={setNodeRef}
      {...listeners}
      aria-busy={isSaving || isPending || undefined}
      className={cn(
        'grid touch-manipulation grid-cols-1 gap-0.5 rounded-md border bg-card px-1.5 pt-1 pb-0.5 text-left shadow-xs transition-colors select-none hover:border-primary/50',
        meal.isPlaceholder && 'border-dashed bg-muted/60',
        isSaving && 'animate-pulse opacity-70',
        isPending && 'opacity-70',
        isDragging && 'opacity-40',
      )}
    >
      <button
        type="button"
        className="rounded-sm text-left outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-progress"
        disabled={isSaving}
        onClick={() => onOpen(entry)}
      >
        <span className="line-clamp-3 text-xs leading-snug font-semibold break-words hyphens-auto">
          {meal.isPlaceholder && (
            <>
              <NotebookPen
                className="inline size-3 align-[-2px] text-muted-foreground"
                aria-hidden="true"
              />
              <span className="sr-only">
                {intl.formatMessage({ id: 'mealPlan.card.placeholder' })}
              </span>{' '}
            </>
          )}
          {meal.title}
        </span>
      </button>
      <div className="flex min-h-5 items-center justify-between gap-1">
        {isSaving ? (
          <span className="min-w-0 truncate text-[0.6875rem] text-muted-foreground">
            {intl.formatMessage({ id: 'mealPlan.saving' })}
          </span>
        ) : (
          // A narrow column has room for the number only; screen readers hear '8 servings'.
          <span
            className="inline-flex min-w-0 items-center gap-1 text-[0.6875rem] text-muted-foreground tabular-nums"
            title={formatServings(intl, entry.plannedServings)}
          >
            <Users className="size-3 shrink-0" aria-hidden="true" />
            {intl.formatNumber(entry.plannedServings)}
            <span className="sr-only">{servingsWord}</span>
          </span>
        )}
        {!isSaving && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            aria-label={intl.formatMessage({ id: 'mealPlan.card.move' }, { title: meal.title })}
            {...reasonProps}
            className="-mr-1 flex size-5 shrink-0 cursor-grab items-center justify-center rounded-sm text-muted-foreground/70 outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring aria-disabled:cursor-progress aria-disabled:opacity-50"
          >
            <GripVertical className="size-3.5" aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}
