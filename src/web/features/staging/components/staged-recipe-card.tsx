import { useDraggable } from '@dnd-kit/core';
import { GripVertical, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { StagedRecipe } from '#shared/staging/staging.schemas';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { cn } from '#web/lib/utils';
import { stagedDragId, type DragItem } from '#web/lib/drag-items';
import { describePlannedMeal } from '#web/lib/planned-meal-description';
import { BatchStepper } from '#web/components/recipe/batch-stepper';
import { MealSummary } from '#web/components/recipe/meal-summary';
import { formatServings } from '#web/lib/recipe-display';
import { isTempStagedId } from '../api/staging-cache';
import { useIsStagedPending, useStagedBatchChange } from '../hooks/use-staging-actions';

/**
 * A recipe in the staging area: its batch count (1 to 5), a remove button, and a grip to drag
 * it onto the calendar (a mouse can drag the whole card, a finger after a short hold). While a
 * batch change is on its way the card is pending: further clicks of the stepper queue behind
 * it, and it cannot be removed until the server answers (docs/decisions/011). Offline none of
 * the three is possible, since they are writes that are not queued, and each says why
 * (docs/decisions/048).
 */
export function StagedRecipeCard({
  staged,
  onRemove,
}: {
  staged: StagedRecipe;
  onRemove: (staged: StagedRecipe) => void;
}) {
  const intl = useIntl();
  const meal = describePlannedMeal(intl, staged);
  const isSaving = isTempStagedId(staged.id);
  const isPending = useIsStagedPending(staged);
  const changeBatch = useStagedBatchChange(staged);
  const { offline, reasonProps } = useNeedsConnection();
  const item: DragItem = { kind: 'staged', staged, title: meal.title };
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: stagedDragId(staged.id),
    data: item,
    disabled: isSaving || offline,
  });

  return (
    <div
      ref={setNodeRef}
      {...listeners}
      aria-busy={isSaving || isPending || undefined}
      className={cn(
        'flex h-full touch-manipulation flex-col gap-2 rounded-lg border bg-card p-2 shadow-sm transition-colors select-none hover:border-primary/50',
        meal.isPlaceholder && 'border-dashed',
        isSaving && 'animate-pulse',
        isDragging && 'opacity-40',
      )}
    >
      <div className="flex items-start gap-2">
        <MealSummary
          variant="card"
          title={meal.title}
          detail={
            isSaving
              ? intl.formatMessage({ id: 'staging.card.adding' })
              : formatServings(intl, meal.servings * staged.batchCount)
          }
          imageUrl={meal.imageUrl}
          isPlaceholder={meal.isPlaceholder}
        />
        <button
          type="button"
          aria-label={intl.formatMessage({ id: 'staging.card.removeLabel' }, { title: meal.title })}
          title={intl.formatMessage({ id: 'staging.card.remove' })}
          disabled={isSaving || isPending || offline}
          {...reasonProps}
          onClick={() => onRemove(staged)}
          className="-mt-0.5 -mr-0.5 flex size-7 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-secondary hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          aria-label={intl.formatMessage({ id: 'staging.card.dragLabel' }, { title: meal.title })}
          {...reasonProps}
          className="flex h-8 shrink-0 cursor-grab items-center gap-1 rounded-md px-1.5 text-xs font-medium text-muted-foreground outline-none hover:bg-secondary hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <GripVertical className="size-4" aria-hidden="true" />
          {intl.formatMessage({ id: 'staging.card.drag' })}
        </button>
        <BatchStepper
          compact
          disabled={isSaving || offline}
          reasonProps={reasonProps}
          value={staged.batchCount}
          onChange={changeBatch}
        />
      </div>
    </div>
  );
}
